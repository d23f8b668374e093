# daily
daily-title = pyramid-press : les problèmes du jour
daily-solution-of = { $what } : solution
daily-key-subtitle = { $id } · { $kind } · objectif : { $goal } · { $grade }
daily-intro = { $date }. { $how } Solutions à partir de la page { $page }.
daily-solutions = Solutions du { $day }
daily-solutions-continued = Solutions du { $day } (suite)
daily-summary = { $id } · { $n ->
    [one] { $n } coup
   *[other] { $n } coups
} pour { $goal } :
daily-card-deal = Donne du jour
