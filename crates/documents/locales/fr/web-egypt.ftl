# The Egyptian Solitaire player of the web page: its Rust-built surface and the
# words its script writes (ids js-egypt-*, handed to the page).
# $piece, $on, $removed: a piece's letter, S, M or L; $square, $from, $over,
# $to: a square (a1); $move: a move (a1-c1); $goal: the goal in running
# text (goal-* of egypt.ftl).

web-egypt-how = Solitaire égyptien : choisissez une pyramide, puis la case où elle se pose, deux cases plus loin en ligne droite ou en diagonale (une case vide ou coiffée d’une pyramide de même taille) ; la pyramide sautée quitte le plateau.
web-egypt-board-label = Plateau de { $rows } rangées et { $cols } colonnes
web-egypt-controls = Commandes du problème
web-egypt-undo = Annuler
web-egypt-redo = Rétablir
web-egypt-reset = Recommencer
web-egypt-hint = Indice
web-egypt-timer = Chrono
web-egypt-warn = M’avertir si un coup rend le problème insoluble
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
js-egypt-label-land = { $label }, arrivée possible

# Why a move is not allowed.
js-egypt-why-distance = { $move } : une pyramide se pose deux cases plus loin, en ligne droite ou en diagonale.
js-egypt-why-from-empty = { $move } : la case { $square } est vide, il n’y a aucune pyramide à déplacer.
js-egypt-why-over-empty = { $move } : la case { $square } est vide, or chaque coup doit sauter exactement une pyramide.
js-egypt-why-size = { $move } : une { $piece ->
    [S] petite pyramide
    [M] pyramide moyenne
   *[L] grande pyramide
} ne peut pas se poser sur la { $on ->
    [S] petite pyramide
    [M] pyramide moyenne
   *[L] grande pyramide
} du dessus de { $square } ; elle ne peut se poser que sur une case vide ou sur une { $piece ->
    [S] petite pyramide
    [M] pyramide moyenne
   *[L] grande pyramide
}.
js-egypt-why-full = { $move } : la pile en { $square } est pleine ({ $max } pyramides).
js-egypt-not-allowed = Coup refusé : { $why }

# Picking up and playing.
js-egypt-pick-empty = La case { $square } est vide : choisissez une case qui porte une pyramide.
js-egypt-no-hop = La { $piece ->
    [S] petite pyramide
    [M] pyramide moyenne
   *[L] grande pyramide
} de { $square } n’a aucun saut possible : il lui faut une pyramide juste à côté et, juste derrière, une case vide ou une { $piece ->
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
} saute par-dessus { $over } ; la { $removed ->
    [S] petite pyramide
    [M] pyramide moyenne
   *[L] grande pyramide
} de { $over } quitte le plateau.
js-egypt-careful = { $played } Attention : après ce coup, l’objectif ({ $goal }) ne peut plus être atteint. Annulez-le pour en essayer un autre.
js-egypt-took-back = Coup annulé : { $move }.
js-egypt-at-start = Retour au départ.
js-egypt-back-to = Retour { $n ->
    [0] au départ
   *[other] au coup { $n }
} : l’objectif peut encore être atteint d’ici.
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
js-egypt-hint-solved = Problème résolu : plus besoin d’indice.
js-egypt-hint-dropped = Indice abandonné : la position a changé (aucun indice compté). Appuyez de nouveau sur Indice pour cette position.
js-egypt-too-large = Cette position est trop grande pour que la page puisse l’analyser.
js-egypt-lost-at-start = L’objectif ({ $goal }) ne peut pas être atteint depuis la position de départ de ce problème.
js-egypt-lost-at = L’objectif ({ $goal }) ne peut plus être atteint depuis votre coup { $n } ({ $move }). Revenez { $back ->
    [0] au départ
   *[other] au coup { $back }
} pour repartir d’une position d’où il peut encore être atteint.
js-egypt-hint-idea = Indice : voici l’idée de ce problème. { $idea } (Un nouvel indice vous dira où regarder.)
js-egypt-hint-look = Indice : regardez la { $piece ->
    [S] petite pyramide
    [M] pyramide moyenne
   *[L] grande pyramide
} de { $square }. (Un nouvel indice vous donnera le coup.)
js-egypt-hint-move = Indice : jouez { $move } (la { $piece ->
    [S] petite pyramide
    [M] pyramide moyenne
   *[L] grande pyramide
} de { $from } saute par-dessus { $over } et se pose en { $to }). L’objectif reste atteignable.
js-egypt-hints-used = Indices utilisés : { $n }.

# The timer; King Tut adds 3 seconds for every point of the score above 1.
js-egypt-time = Temps : { $time }
js-egypt-time-tut = Temps : { $time } ; résultat King Tut : { $total }
js-egypt-time-tut-extra = Temps : { $time } ; résultat King Tut : { $total } ({ $extra } s de pénalité pour le score au-dessus de 1)

# The check of moves written on paper: why they fail, after "...: ".
js-egypt-check-not-a-move = ce n’est pas un coup possible sur ce plateau ; écrivez chaque coup avec deux cases, par exemple a1-c1.
js-egypt-check-short = { $n ->
    [0] Aucun coup n’est écrit : la position de départ est correcte
    [one] Le coup est correct
   *[other] Les { $n } coups sont corrects
} et l’objectif ({ $goal }) peut encore être atteint, mais la liste s’arrête avant.
js-egypt-check-unsolvable = Ce problème ne peut pas être résolu depuis sa position de départ.
