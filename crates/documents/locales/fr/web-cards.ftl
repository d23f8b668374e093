# The card deals player of the web page: its Rust-built surface and the
# words its script writes (ids js-cards-*, handed to the page).

web-cards-how = Donnes de cartes : cliquez sur deux cartes libres dont les valeurs font 13 (As 1, Valet 11, Dame 12), ou sur un Roi seul ; cliquez sur la pioche pour retourner sa carte suivante sur la défausse.

web-cards-deal-label = La donne : pyramide, pioche et défausse
web-cards-controls = Commandes de la donne
web-cards-undo = Annuler
web-cards-redo = Rétablir
web-cards-restart = Recommencer
web-cards-hint = Indice
web-cards-warn = M’avertir quand un coup fait perdre la donne
web-cards-solution = Solution ({ $n ->
    [one] { $n } coup
   *[other] { $n } coups
}) :
web-cards-notation = Les coups s’écrivent avec les cartes retirées (5H+8C ; un roi seul : KS ; T vaut 10 ; C D H S sont trèfle, carreau, cœur, pique) ; « { cards-step-draw } » retourne la carte suivante de la pioche sur la défausse ; « { cards-step-reset } » retourne la défausse pour en faire une nouvelle pioche. Dans la solution, « { cards-step-draw } x3 » signifie trois tirages de suite.
web-cards-moves = Coups
js-cards-draw = Tirer
js-cards-reset-stock = Refaire la pioche
js-cards-move-draw = { cards-step-draw }
js-cards-move-reset = { cards-step-reset }
js-cards-card = { $rank ->
    [A] as
    [J] valet
    [Q] dame
    [K] roi
   *[other] { $rank }
} de { $suit ->
    [C] trèfle
    [D] carreau
    [H] cœur
   *[S] pique
}
js-cards-aria-pyramid = { $free ->
    [yes] { $card }, libre
   *[no] { $card }, couverte
}
js-cards-aria-stock = Pioche, { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
} : tirer la carte suivante
js-cards-aria-stock-reset = Pioche vide : retourner la défausse pour en faire une nouvelle pioche
js-cards-aria-stock-empty = Pioche vide
js-cards-aria-stock-top = { $card }, face visible sur la pioche, libre
js-cards-aria-waste = { $where ->
    [top-free] { $card }, dessus de la défausse, libre
    [top] { $card }, dessus de la défausse
    [under-free] { $card }, défausse, libre
   *[under] { $card }, défausse
}
js-cards-pile-reset = refaire
js-cards-pile-empty = vide
js-cards-count = Pioche { $stock } · défausse { $waste }
js-cards-count-passes = Pioche { $stock } · défausse { $waste } · tour { $pass } sur { $passes }
js-cards-hints-used = Indices utilisés : { $n }.
js-cards-restored = Coups restaurés : { $n }.
js-cards-put-back = Carte reposée.
js-cards-unsettled = La page n’a pas pu trancher cette position à temps.
js-cards-lost-from-start = Cette donne ne peut pas être gagnée depuis le départ.
js-cards-lost-at = Cette donne ne peut plus être gagnée : votre coup { $move } ({ $text }) l’a perdue. Revenez { $back ->
    [0] au début
   *[other] au coup { $back }
} pour reprendre depuis une position encore gagnable.
js-cards-hint-won = La donne est gagnée : il n’y a plus rien à indiquer.
js-cards-hint-look = Indice : regardez { $card }. (Un autre indice donne le coup.)
js-cards-hint-look-stock = Indice : regardez la pioche. (Un autre indice donne le coup.)
js-cards-hint-draw = Indice : tirez la carte suivante de la pioche ({ $move }). La donne reste gagnable.
js-cards-hint-reset = Indice : retournez la défausse pour en faire une nouvelle pioche ({ $move }). La donne reste gagnable.
js-cards-hint-take-one = Indice : retirez { $card } ({ $move }). La donne reste gagnable.
js-cards-hint-take-two = Indice : retirez { $a } et { $b } ({ $move }). La donne reste gagnable.
js-cards-won = { $win ->
    [pyramid] Gagné : la pyramide est vidée
   *[all] Gagné : toutes les cartes sont retirées
} en { $n ->
    [one] { $n } coup
   *[other] { $n } coups
}, { $hints ->
    [0] sans indice
    [one] avec { $hints } indice
   *[other] avec { $hints } indices
}.
js-cards-no-move-left = Plus aucun coup n’est possible, la donne est perdue ({ $n ->
    [one] il reste { $n } carte dans la pyramide
   *[other] il reste { $n } cartes dans la pyramide
}). Annulez ou recommencez pour réessayer.
js-cards-careful = { $said } Attention : ce coup fait perdre la donne, elle ne peut plus être gagnée. Annulez-le pour en essayer un autre.
js-cards-drew = Vous avez tiré { $card } sur la défausse.
js-cards-turned = Vous avez retourné la défausse pour en faire une nouvelle pioche.
js-cards-took-one = Vous avez retiré { $card }.
js-cards-took-two = Vous avez retiré { $a } et { $b }.
js-cards-took-king = Vous avez retiré { $card } (un roi se retire seul).
js-cards-already-won = La donne est déjà gagnée.
js-cards-stock-used-up = La pioche est épuisée et il ne reste plus de tour.
js-cards-covered = { $card } est couverte : retirez d’abord les cartes posées dessus.
js-cards-picked = Vous avez choisi { $card } : choisissez une carte libre qui fait 13 avec elle ({ $need ->
    [1] un as
    [11] un valet
    [12] une dame
   *[other] un { $need }
}).
js-cards-not-13 = Coup refusé : { $a } et { $b } font { $sum }, pas 13.
js-cards-not-free = Coup refusé : { $a } et { $b } ne peuvent pas s’apparier ici, l’une des deux est encore couverte.
js-cards-took-back = Coup { $move } annulé.
js-cards-back-start = Retour au début.
js-cards-back-to = { $move ->
    [0] Retour au début
   *[other] Retour au coup { $move }
} : la donne peut encore être gagnée d’ici.
js-cards-check-illegal = ce n’est pas un coup permis à cet endroit ; les coups permis sont { $moves }.
js-cards-check-none-left = il ne reste aucun coup à cet endroit.
js-cards-check-not-won = la donne n’est pas encore gagnée.
js-cards-check-lost = il ne reste aucun coup et la donne est perdue.
