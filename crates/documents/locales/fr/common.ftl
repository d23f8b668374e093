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
mat-title = Plateau de Solitaire égyptien { $grid }
mat-assembly-heading = Plateau { $grid }, cases de { $mm } mm : assembler les { $total } feuilles
mat-step-1 = 1. Imprimez chaque feuille à 100 % (sans mise à l’échelle) : la barre au pied de chaque feuille doit mesurer 50 mm.
mat-step-2 = 2. Découpez chaque feuille le long de son bord extérieur, indiqué par les repères d’angle : sur un côté avec une languette grise, coupez le long du bord extérieur de la languette ; sur les autres côtés, le long de la ligne de la grille.
mat-step-3 = 3. Disposez les feuilles comme sur le plan ci-dessous, la feuille 1 en haut à gauche. Le numéro de chaque feuille, ses colonnes et ses rangées sont imprimés à son pied.
mat-step-4 = 4. Encollez chaque languette grise et posez la feuille voisine dessus, de sorte que ses lignes prolongent celles de la feuille du dessous.
mat-sheet-where = feuille { $n } : { $cols }, { $rows }
mat-tab-legend = languette à coller (elle passe sous la feuille suivante)
mat-column = colonne { $name }
mat-columns = colonnes { $from }-{ $to }
mat-row = rangée { $n }
mat-rows = rangées { $from }-{ $to }
mat-glue = colle
mat-glue-under = colle : la feuille { $n } se pose sur cette languette
mat-sheet = feuille { $n }
mat-sheet-of = feuille { $n } sur { $total } : { $cols }, { $rows }
mat-foot-many = Plateau, cases de { $mm } mm. Imprimez à 100 %. Les languettes grises passent sous la feuille suivante.
mat-foot-one = Plateau de Solitaire égyptien, cases de { $mm } mm. Imprimez à 100 % (sans mise à l’échelle).
mat-bar = cette barre mesure 50 mm
grid-size = { $rows } × { $cols }
pair-colon = { $a } : { $b }
# The web page: a single puzzle's window title, and the word after a solved
# puzzle's heading.
single-web-title = { $noun } de { $name } { $id }
solved-mark = résolu
