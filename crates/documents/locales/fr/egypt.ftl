# egypt
egypt-name = Solitaire égyptien
egypt-noun = Problème
egypt-nouns = Problèmes
egypt-plural = problèmes de Solitaire égyptien
egypt-plural-for-cover = problèmes de Solitaire égyptien pour Looney Pyramids
egypt-how-to-solve = Atteignez chaque objectif depuis la position montrée. Un saut prend la pyramide du dessus d’une pile et la fait passer en ligne droite (le long d’une rangée, d’une colonne ou d’une diagonale) par-dessus la case voisine, qui doit porter une pyramide, jusqu’à la case suivante, qui doit être vide ou coiffée d’une pyramide de même taille ; la pyramide du dessus de la case sautée quitte le plateau. Les mots à côté de chaque niveau disent jusqu’où il faut prévoir pour résoudre le problème plus d’une fois sur deux, d’« { grade-band-1 } » à « { grade-band-5 } ».
egypt-compact-key-note = Les coups s’écrivent départ-arrivée : la pyramide du dessus de la première case saute par-dessus la case voisine et se pose sur la seconde. Le diagramme montre la position finale, avec le dernier coup en évidence.
egypt-reading-start-heading = La position de départ
egypt-reading-start = Un problème est une partie déjà commencée. Construisez les piles du diagramme sur une grille de même taille, puis continuez selon les règles habituelles. Chaque pile est dessinée de sa pyramide la plus basse à celle du dessus.
egypt-reading-goal-heading = L’objectif
egypt-reading-goal = Sous chaque numéro de problème figure son objectif : finir avec une seule pyramide de la taille indiquée et rien d’autre sur le plateau, ou, quand l’objectif le dit, avec un score inférieur ou égal à un nombre. Vous ne pouvez vous arrêter que lorsqu’aucun saut n’est plus possible.
egypt-reading-squares-heading = Cases et coups
egypt-reading-squares = Les colonnes portent des lettres à partir de a à gauche, les rangées des nombres à partir de 1 en haut : la case en haut à gauche est donc a1. Un coup s’écrit avec la case que quitte la pyramide et celle où elle se pose : a1-c1 fait sauter la pyramide du dessus de a1 par-dessus b1 jusqu’en c1.
egypt-reading-tiers-heading = Niveaux
egypt-reading-tiers = Chaque problème indique son niveau à côté de son numéro, parmi quatre : facile, moyen, difficile et expert. Les niveaux plus élevés commencent avec plus de pyramides sur le plateau et demandent plus de réflexion. En sautant au hasard, on gagne rarement : un problème facile de temps en temps, un problème expert presque jamais.
egypt-trap-caption = Avant le coup { $n } : { $loses } perd ; jouez { $play }
egypt-end-caption = Fin après le coup { $n } : score { $score }
egypt-after-caption = Après le coup { $n }, { $mv }
egypt-start-caption = Départ
egypt-no-moves = Aucun coup : le départ est déjà la fin.
egypt-no-solution-known = Aucune solution connue.
egypt-idea = Idée : { $idea }
egypt-idea-short = Idée : { $idea }.
egypt-how-to-play = Comment jouer au Solitaire égyptien
egypt-rules-start-caption = Le départ en 3 × 4 : un nid sur chaque case.
egypt-rules-hop-caption = Après le saut { $mv }.
egypt-rules-start-and-hop = Le départ et un saut
egypt-rules-pieces-heading = Les pièces
egypt-rules-pieces = Les pyramides existent en trois tailles : grande (3 points), moyenne (2 points) et petite (1 point). La couleur ne compte pas.
egypt-rules-board-heading = Le plateau
egypt-rules-board = Une grille de cases, en général 3 rangées sur 4 colonnes, ou 4 sur 5. Au départ, chaque case porte un nid : une petite en bas, une moyenne dessus et une grande au sommet.
egypt-rules-stacks-heading = Les piles
egypt-rules-stacks = Les pyramides d’une case forment une pile. Seule la pyramide du dessus peut bouger, et seule celle du dessus peut être sautée. Une pile peut dépasser trois pyramides.
egypt-rules-hop-heading = Un saut
egypt-rules-hop = Prenez la pyramide du dessus d’une pile et faites-la sauter en ligne droite, le long d’une rangée, d’une colonne ou d’une diagonale, par-dessus la case voisine jusqu’à la case juste après. La case sautée doit porter une pyramide ; la case d’arrivée doit être vide ou avoir au-dessus une pyramide de même taille que celle qui saute. La pyramide du dessus de la case sautée quitte le plateau. Toute taille peut sauter toute taille.
egypt-rules-end-heading = La fin
egypt-rules-end = La partie s’arrête quand aucun saut n’est plus possible. Votre score est le total des points restés sur le plateau ; moins c’est mieux, et une seule petite pyramide (score 1) fait une partie parfaite.
piece-small = Petite
piece-medium = Moyenne
piece-large = Grande
goal-lone-small = Finir avec une seule petite pyramide
goal-lone-medium = Finir avec une seule pyramide moyenne
goal-lone-large = Finir avec une seule grande pyramide
goal-score = { $n ->
    [1] Finir avec un score de 1
   *[other] Finir avec un score de { $n } au plus
}
grade-words = { $level } · { $pieces } pyramides, { $moves } coups
grade-band-1 = éviter les coups qui perdent tout de suite
grade-band-2 = voir un coup ou deux à l’avance
grade-band-3 = prévoir quelques coups
grade-band-4 = prévoir de nombreux coups
grade-band-5 = prévoir l’essentiel de la partie
idea-middle-row-name = seule la rangée du milieu relie celles du haut et du bas
idea-middle-column-name = seule la colonne du milieu relie celles de gauche et de droite
idea-alternate-rows-name = quand toutes les pyramides sont sur des rangées impaires, ou toutes sur des paires, aucune ne monte ni ne descend plus
idea-alternate-columns-name = quand toutes les pyramides sont sur des colonnes impaires, ou toutes sur des paires, aucune ne se déplace plus de côté
idea-one-colour-name = sur une seule couleur, les rangées du bord sont bloquées
idea-middle-row = La rangée du milieu est le seul pont. Une pyramide ne passe de la rangée du haut à celle du bas qu’en sautant une pyramide de la rangée du milieu, et rien ne vient jamais se poser dans la rangée du milieu depuis l’extérieur. Une fois la rangée du milieu vide, les pyramides du haut et du bas ne se rejoignent plus jamais : gardez une pyramide du milieu pour chaque traversée nécessaire.
idea-middle-column = La colonne du milieu est le seul pont. Une pyramide ne passe de la colonne de gauche à celle de droite qu’en sautant une pyramide de la colonne du milieu, et rien ne vient jamais se poser dans la colonne du milieu depuis l’extérieur. Une fois cette colonne vide, les deux côtés ne se rejoignent plus jamais : gardez une pyramide du milieu pour chaque traversée nécessaire.
idea-alternate-rows = Une pyramide saute toujours de deux rangées à la fois : elle reste pour de bon sur les rangées impaires ou sur les paires. Dès que toutes les pyramides sont sur les rangées impaires (ou toutes sur les paires), plus rien ne peut sauter vers le haut ou le bas, et deux pyramides sur des rangées différentes ne se rejoignent jamais.
idea-alternate-columns = Une pyramide saute toujours de deux colonnes à la fois : elle reste pour de bon sur les colonnes impaires ou sur les paires. Dès que toutes les pyramides sont sur les colonnes impaires (ou toutes sur les paires), plus rien ne peut sauter de côté, et deux pyramides dans des colonnes différentes ne se rejoignent jamais.
idea-one-colour = Coloriez le plateau comme un échiquier : une pyramide garde sa couleur pour de bon. Dès que toutes les pyramides sont sur une seule couleur, il ne reste que des sauts en diagonale, et une pyramide de la rangée du haut ou du bas ne peut plus jamais être prise : deux pyramides de ce genre ne se réduisent jamais à une seule.
key-trap-before = Piège avant le coup { $n } : jouez { $play }. { $loses } semble aussi bon mais perd ({ $depth ->
    [one] visible { $depth } coup à l’avance
   *[other] visible { $depth } coups à l’avance
}).
key-end-after = Fin, après le coup { $n } ({ $mv }) : plus aucun saut, score { $score }.
key-after-last = Après le coup { $n } ({ $mv }), le dernier.
key-after-move = Après le coup { $n } : { $mv }.
key-start-final = Départ, déjà la position finale.
key-no-moves-start = Aucun coup : la position de départ est déjà finie.
key-solution-in-moves = Solution en { $n } coups (chacun fait sauter la pyramide du dessus de la première case par-dessus la case voisine jusqu’à la seconde) :
key-other-traps = Autres pièges : { $list }.
key-other-trap = avant le coup { $n }, { $loses } perd
legend-piece = { $piece } ({ $pips ->
    [one] { $pips } point
   *[other] { $pips } points
})
legend-left = case de départ
legend-landed = case d’arrivée
legend-hop = le dernier saut joué
legend-removed = la pyramide sautée, retirée
legend-to-play = le coup à jouer ensuite
legend-not-allowed = un saut interdit
legend-breaks = la case qui l’interdit
legend-stacks = Chaque pile est dessinée verticalement, de la pyramide du bas à celle du dessus ; seule celle du dessus, qui bouge, est dessinée en entier. Dans une pile haute, les pyramides du dessous ne montrent que leur base, et le nombre dans le coin de la case indique combien de pyramides elle compte.
egypt-reading-grade-heading = La ligne sous l’objectif
egypt-reading-grade = Sous l’objectif, une ligne dit jusqu’où il faut prévoir pour résoudre le problème plus d’une fois sur deux, d’« { grade-band-1 } » à « { grade-band-5 } », puis combien de pyramides sont sur le plateau et combien de coups compte la solution.

# A book section's default title (a section with no title of its own).
section-egypt-title = { $tier ->
    [easy] Problèmes faciles
    [medium] Problèmes moyens
    [hard] Problèmes difficiles
   *[expert] Problèmes pour experts
}, { $grid }
