# daily
daily-title = pyramid-press: problemas del día
daily-solution-of = { $what }: solución
daily-key-subtitle = { $id } · { $kind } · objetivo: { $goal } · { $grade }
daily-intro = { $date }. { $how } Soluciones a partir de la página { $page }.
daily-solutions = Soluciones del { $day }
daily-solutions-continued = Soluciones del { $day } (continuación)
daily-summary = { $id } · { $n ->
    [one] { $n } jugada
   *[other] { $n } jugadas
} para { $goal }:
daily-card-deal = Partida de cartas del día
