# The card deals player of the web page: its Rust-built surface and the
# words its script writes (ids js-cards-*, handed to the page).

web-cards-how = Donnes de cartes : cliquez sur deux cartes libres dont les valeurs font 13 (as 1, valet 11, dame 12), ou sur un roi seul ; cliquez sur la pioche pour retourner sa carte suivante sur la défausse.

web-cards-deal-label = La donne : pyramide, pioche et défausse
web-cards-controls = Commandes de la donne
web-cards-undo = Annuler
web-cards-redo = Rétablir
web-cards-restart = Recommencer
web-cards-hint = Indice
web-cards-warn = M’avertir si un coup fait perdre la donne
web-cards-solution = Solution ({ $n ->
    [one] { $n } coup
   *[other] { $n } coups
}) :
web-cards-notation = Les coups s’écrivent avec les cartes retirées (5H+8C ; un roi seul : KS ; T vaut 10 ; C D H S sont trèfle, carreau, cœur, pique) ; « { cards-step-draw } » retourne la carte suivante de la pioche sur la défausse ; « { cards-step-reset } » retourne la défausse pour en faire une nouvelle pioche. Dans la solution, « { cards-step-draw } x3 » signifie trois tirages de suite.
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
   *[no] { $card }, pas encore libre
}
js-cards-aria-stock = Pioche, { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
} : tirer la carte suivante
js-cards-aria-stock-reset = Pioche vide : retourner la défausse pour en faire une nouvelle pioche
js-cards-aria-stock-empty = Pioche vide
js-cards-aria-stock-top = { $card }, face visible sur la pioche, libre
js-cards-aria-waste = { $where ->
    [top-free] { $card }, sur le dessus de la défausse, libre
    [top] { $card }, sur le dessus de la défausse
    [under-free] { $card }, dans la défausse, libre
   *[under] { $card }, dans la défausse
}
js-cards-pile-reset = refaire
js-cards-pile-empty = vide
js-cards-count = Pioche { $stock } · défausse { $waste }
js-cards-count-passes = Pioche { $stock } · défausse { $waste } · tour { $pass } sur { $passes }
js-cards-hints-used = Indices utilisés : { $n }.
js-cards-restored = Coups rétablis : { $n }.
js-cards-put-back = Carte reposée.
js-cards-unsettled = La page n’a pas pu analyser cette position à temps.
js-cards-lost-from-start = Cette donne est perdue dès le départ.
js-cards-lost-at = Cette donne ne peut plus être gagnée depuis votre coup { $move } ({ $text }). Revenez { $back ->
    [0] au début
   *[other] au coup { $back }
} pour reprendre d’une position encore gagnable.
js-cards-hint-won = La donne est gagnée : plus besoin d’indice.
js-cards-hint-look = Indice : regardez { $card }. (Un nouvel indice vous donnera le coup.)
js-cards-hint-look-stock = Indice : regardez la pioche. (Un nouvel indice vous donnera le coup.)
js-cards-hint-draw = Indice : tirez la carte suivante de la pioche ({ $move }). La donne reste gagnable.
js-cards-hint-reset = Indice : retournez la défausse pour en faire une nouvelle pioche ({ $move }). La donne reste gagnable.
js-cards-hint-take-one = Indice : retirez { $card } ({ $move }). La donne reste gagnable.
js-cards-hint-take-two = Indice : retirez { $a } et { $b } ({ $move }). La donne reste gagnable.
js-cards-won = { $win ->
    [pyramid] Gagné ! Pyramide vidée
   *[all] Gagné ! Toutes les cartes sont retirées
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
js-cards-careful = { $said } Attention : après ce coup, la donne ne peut plus être gagnée. Annulez-le pour en essayer un autre.
js-cards-drew = Vous avez tiré { $card } sur la défausse.
js-cards-turned = Vous avez retourné la défausse pour en faire une nouvelle pioche.
js-cards-took-one = Vous avez retiré { $card }.
js-cards-took-two = Vous avez retiré { $a } et { $b }.
js-cards-took-king = Vous avez retiré { $card } (un roi se retire seul).
js-cards-already-won = La donne est déjà gagnée.
js-cards-stock-used-up = La pioche est épuisée et il ne reste plus aucun tour.
js-cards-covered = La carte { $card } est encore couverte : retirez d’abord les cartes posées dessus.
js-cards-picked = Vous avez choisi { $card } : complétez avec une carte libre pour faire 13 ({ $need ->
    [1] un as
    [11] un valet
    [12] une dame
   *[other] un { $need }
}).
js-cards-not-13 = Coup refusé : { $a } et { $b } font { $sum }, pas 13.
js-cards-took-back = Coup annulé : { $move }.
js-cards-back-start = Retour au début.
js-cards-back-to = { $move ->
    [0] Retour au début
   *[other] Retour au coup { $move }
} : la donne peut encore être gagnée d’ici.
js-cards-check-solves = { $n ->
    [one] Cette étape ({ $moves ->
        [one] un coup
       *[other] { $moves } coups
    }) gagne la donne.
   *[other] Ces { $n } étapes ({ $moves } coups, comptés comme dans la solution) gagnent la donne.
}
js-cards-check-wrong = Erreur à l’étape { $n } ({ $move }) : { $reason }
js-cards-check-before = { $n ->
    [one] L’étape précédente est correcte.
    [2] Les deux étapes précédentes sont correctes.
   *[other] Les { $n } étapes précédentes sont correctes.
}
js-cards-check-loses = après cette étape, la donne ne peut plus être gagnée.
js-cards-check-short = { $n ->
    [0] Aucune étape n’est écrite : la position de départ est correcte
    [one] L’étape est correcte
   *[other] Les { $n } étapes sont correctes
} et la donne peut encore être gagnée ({ $win ->
    [pyramid] vider la pyramide
   *[all] retirer les 52 cartes
}), mais la liste s’arrête avant.
js-cards-check-unsolvable = Cette donne ne peut pas être gagnée du tout ({ $win ->
    [pyramid] vider la pyramide
   *[all] retirer les 52 cartes
}).
js-cards-check-not-a-move = ce n’est pas un coup ; écrivez des cartes comme 5H+8C ou KS, ou le mot pour piocher.
js-cards-fault = { $code ->
    [already-won] la donne est déjà gagnée
    [stock-empty] la pioche est vide : retournez d’abord la défausse ({ cards-step-reset })
    [stock-used-up] la pioche est vide et il ne reste plus aucun tour
    [stock-has-cards] la pioche a encore des cartes : la défausse ne se retourne qu’une fois la pioche vide
    [passes-used] ces règles permettent { $passes ->
        [one] { $passes } tour
       *[other] { $passes } tours
    } de pioche
    [no-pass-left] il ne reste plus aucun tour de pioche
    [waste-empty] la défausse est vide : il n’y a rien à retourner
    [not-a-king] seul un roi se retire seul ; { $a } a besoin d’une carte qui fait 13 avec elle
    [king-in-pair] un roi se retire seul, jamais en paire
    [sum] { $a } et { $b } font { $sum }, pas 13
    [taken] { $a } a déjà été retirée
    [covered] { $a } est encore couverte par une carte de la rangée du dessous
    [waste-under] { $a } est sur la défausse, sous une autre carte
    [in-stock] { $a } est encore dans la pioche, face cachée
    [not-in-deal] { $a } ne fait pas partie de cette donne
   *[not-together] { $a } et { $b } ne peuvent pas être retirées ensemble ici
}
js-cards-fault-no-overlap = { $why } (avec ces règles, une carte ne peut pas faire paire avec la carte qui la couvre)
js-cards-fault-draw = { cards-step-draw } { $k } sur { $n } : { $why }
js-cards-check-fault = { $why }.
js-cards-not-allowed = Coup refusé : { $why }.
