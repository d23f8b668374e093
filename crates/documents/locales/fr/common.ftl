# common
date-long = { $weekday } { $day ->
    [1] 1er
   *[other] { $day }
} { $month } { $year }
date-short = { $day }/{ $month }/{ $year }
weekday-1 = lundi
weekday-2 = mardi
weekday-3 = mercredi
weekday-4 = jeudi
weekday-5 = vendredi
weekday-6 = samedi
weekday-7 = dimanche
month-1 = janvier
month-2 = février
month-3 = mars
month-4 = avril
month-5 = mai
month-6 = juin
month-7 = juillet
month-8 = août
month-9 = septembre
month-10 = octobre
month-11 = novembre
month-12 = décembre
tier-easy = facile
tier-medium = moyen
tier-hard = difficile
tier-expert = expert
footer-page = page { $n } sur { $total }
key-solution-in-steps = Solution en { $n ->
    [one] { $n } étape
   *[other] { $n } étapes
} :
steps-count = { $n ->
    [one] { $n } étape
   *[other] { $n } étapes
}
moves-count = { $n ->
    [one] { $n } coup
   *[other] { $n } coups
}
sheet-id = ID { $id }.
sheet-notation = En notation : { $notation }
continued = { $what } (suite)
block-goal = Objectif : { $goal }
block-moves = Coups :
kind-noun = { $noun } { $kind }
solutions = Solutions
single-title = pyramid-press : problème
