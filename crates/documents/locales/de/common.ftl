# common
date-long = { $weekday }, { $day }. { $month } { $year }
date-short = { $day }.{ $month }.{ $year }
weekday-1 = Montag
weekday-2 = Dienstag
weekday-3 = Mittwoch
weekday-4 = Donnerstag
weekday-5 = Freitag
weekday-6 = Samstag
weekday-7 = Sonntag
month-1 = Januar
month-2 = Februar
month-3 = März
month-4 = April
month-5 = Mai
month-6 = Juni
month-7 = Juli
month-8 = August
month-9 = September
month-10 = Oktober
month-11 = November
month-12 = Dezember
tier-easy = leicht
tier-medium = mittel
tier-hard = schwer
tier-expert = Experte
footer-page = Seite { $n } von { $total }
key-solution-in-steps = Lösung in { $n ->
    [one] { $n } Schritt
   *[other] { $n } Schritten
}:
steps-count = { $n ->
    [one] { $n } Schritt
   *[other] { $n } Schritte
}
moves-count = { $n ->
    [one] { $n } Zug
   *[other] { $n } Züge
}
sheet-id = ID { $id }.
sheet-notation = In der Notation: { $notation }
continued = { $what } (Fortsetzung)
block-goal = Ziel: { $goal }
block-moves = Züge:
kind-noun = { $kind }-{ $noun }
solutions = Lösungen
single-title = pyramid-press: Rätsel
