# daily
daily-title = pyramid-press: Rätsel des Tages
daily-solution-of = { $what }: Lösung
daily-key-subtitle = { $id } · { $kind } · Ziel: { $goal } · { $grade }
daily-intro = { $date }. { $how } Lösungen ab Seite { $page }.
daily-solutions = Lösungen { $day }
daily-solutions-continued = Lösungen { $day } (Fortsetzung)
daily-summary = { $id } · { $n ->
    [one] { $n } Zug
   *[other] { $n } Züge
}, Ziel: { $goal }
daily-card-deal = Kartenpartie des Tages
