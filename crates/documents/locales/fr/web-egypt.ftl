# The Egyptian Solitaire player of the web page: its Rust-built surface and the
# words its script writes (ids js-egypt-*, handed to the page).
# $piece, $on, $removed: a piece's letter, S, M or L; $square, $from, $over,
# $to: a square (a1); $move: a move (a1-c1); $goal: the goal in running
# text (goal-* of egypt.ftl).

web-egypt-how = Solitaire égyptien : choisissez une pyramide, puis la case à deux pas (en ligne droite ou en diagonale) où elle se pose, une case vide ou une case dont la pyramide du dessus est de sa taille ; la pyramide sautée quitte le plateau.
web-egypt-board-label = Plateau de { $rows } rangées et { $cols } colonnes
web-egypt-controls = Commandes du problème
web-egypt-undo = Annuler
web-egypt-redo = Rétablir
web-egypt-reset = Recommencer
web-egypt-hint = Indice
web-egypt-timer = Chrono
web-egypt-warn = M’avertir quand un coup fait perdre le problème
web-egypt-solution = Solution :
web-egypt-moves = Coups

# A piece's name in a square's label.
js-egypt-piece = { $piece ->
    [S] Petite
    [M] Moyenne
   *[L] Grande
}
# A square's label for screen readers: "b2: empty", "b2: Small on Large".
js-egypt-square-empty = { $square } : vide
js-egypt-square-stack = { $square } : { $stack }
js-egypt-stack-on = { $upper } sur { $lower }
js-egypt-label-picked = { $label }, prise
js-egypt-label-land = { $label }, elle peut se poser ici

# Why a move is not allowed.
js-egypt-why-distance = { $move } : une pyramide se pose deux cases plus loin, en ligne droite ou en diagonale.
js-egypt-why-from-empty = { $move } : { $square } est vide, il n’y a aucune pyramide à déplacer.
js-egypt-why-over-empty = { $move } : { $square } est vide, et chaque coup doit sauter exactement une pyramide.
js-egypt-why-size = { $move } : une { $piece ->
    [S] petite pyramide
    [M] pyramide moyenne
   *[L] grande pyramide
} ne peut pas se poser sur la { $on ->
    [S] petite pyramide
    [M] pyramide moyenne
   *[L] grande pyramide
} au sommet de { $square } ; elle ne peut se poser que sur une case vide ou sur une { $piece ->
    [S] petite pyramide
    [M] pyramide moyenne
   *[L] grande pyramide
}.
js-egypt-why-full = { $move } : la pile de { $square } est pleine ({ $max } pyramides).
js-egypt-not-allowed = Coup refusé : { $why }

# Picking up and playing.
js-egypt-pick-empty = { $square } est vide : choisissez une case qui porte une pyramide.
js-egypt-no-hop = La { $piece ->
    [S] petite pyramide
    [M] pyramide moyenne
   *[L] grande pyramide
} de { $square } n’a aucun saut permis : il lui faut une pyramide juste à côté et, juste après, une case vide ou une { $piece ->
    [S] petite pyramide
    [M] pyramide moyenne
   *[L] grande pyramide
}.
js-egypt-picked = Vous avez pris la { $piece ->
    [S] petite pyramide
    [M] pyramide moyenne
   *[L] grande pyramide
} de { $square } ; elle peut se poser en { $squares }.
js-egypt-put-back = Pyramide reposée.
js-egypt-played = { $move } : la { $piece ->
    [S] petite pyramide
    [M] pyramide moyenne
   *[L] grande pyramide
} saute par-dessus { $over } et retire du plateau la { $removed ->
    [S] petite pyramide
    [M] pyramide moyenne
   *[L] grande pyramide
} qui s’y trouvait.
js-egypt-careful = { $played } Attention : ce coup fait perdre le problème, l’objectif ({ $goal }) ne peut plus être atteint. Annulez-le pour en essayer un autre.
js-egypt-took-back = Coup { $move } annulé.
js-egypt-at-start = Retour au départ.
js-egypt-back-to = Retour { $n ->
    [0] au départ
   *[other] au coup { $n }
} : l’objectif peut être atteint d’ici.
js-egypt-restored = Coups rétablis : { $n }.

# The end of a game.
js-egypt-solved = Résolu ! Plus aucun coup n’est possible : { $pieces ->
    [one] il reste { $pieces } pyramide
   *[other] il reste { $pieces } pyramides
}, score { $score }. L’objectif ({ $goal }) est atteint en { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}, { $hints ->
    [0] sans indice
    [one] avec { $hints } indice
   *[other] avec { $hints } indices
}.
js-egypt-stuck = Plus aucun coup n’est possible : { $pieces ->
    [one] il reste { $pieces } pyramide
   *[other] il reste { $pieces } pyramides
}, score { $score }. L’objectif ({ $goal }) n’est pas atteint ; annulez des coups ou recommencez pour réessayer.

# Hints.
js-egypt-hint-solved = Résolu : il n’y a plus rien à suggérer.
js-egypt-too-large = Cette position est trop grande pour que la page puisse trancher.
js-egypt-lost-at-start = L’objectif ({ $goal }) ne peut pas être atteint depuis la position de départ de ce problème.
js-egypt-lost-at = L’objectif ({ $goal }) ne peut plus être atteint : votre coup { $n } ({ $move }) l’a fait perdre. Revenez { $back ->
    [0] au départ
   *[other] au coup { $back }
} pour repartir d’une position d’où il peut encore être atteint.
js-egypt-hint-idea = Indice : l’idée de ce problème. { $idea } (Demandez un autre indice pour savoir où regarder.)
js-egypt-hint-look = Indice : regardez la { $piece ->
    [S] petite pyramide
    [M] pyramide moyenne
   *[L] grande pyramide
} de { $square }. (Demandez un autre indice pour le coup.)
js-egypt-hint-move = Indice : jouez { $move } : la { $piece ->
    [S] petite pyramide
    [M] pyramide moyenne
   *[L] grande pyramide
} de { $from } saute par-dessus { $over } et se pose en { $to }. L’objectif reste à portée.
js-egypt-hints-used = Indices utilisés : { $n }.

# The timer; King Tut adds 3 seconds for every point of the score above 1.
js-egypt-time = Temps { $time }
js-egypt-time-tut = Temps { $time } ; total King Tut { $total }
js-egypt-time-tut-extra = Temps { $time } ; total King Tut { $total } ({ $extra } s pour le score au-dessus de 1)

# The check of moves written on paper: why they fail, after "...: ".
js-egypt-check-not-a-move = ce n’est pas un coup sur ce plateau ; écrivez les coups sous forme de deux cases, par exemple a1-c1.
js-egypt-check-left = { $n ->
    [one] il reste encore { $n } saut possible
   *[other] il reste encore { $n } sauts possibles
}.
js-egypt-check-stuck = plus aucun saut n’est possible et l’objectif ({ $goal }) n’est pas atteint.
