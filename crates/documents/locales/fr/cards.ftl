# cards
cards-name = Patience Pyramide
cards-noun = Donne
cards-nouns = Donnes
cards-plural = donnes de cartes
cards-plural-for-cover = donnes de la patience Pyramide
cards-how-to-solve = Atteignez l’objectif de chaque donne : retirez deux cartes libres dont la somme fait 13, ou un roi seul.
cards-reading-layout-heading = Disposer une donne
cards-reading-layout = Chaque donne montre la pyramide de 28 cartes, rangée par rangée depuis le haut, et l’ordre des 24 cartes de la pioche, la carte 1 au-dessus. Disposez un vrai jeu de la même façon, la pioche face cachée. La ligne au-dessus de la donne nomme la variante : Pyramide, Khéops ou Pharaons.
cards-reading-key-heading = Lire la solution d’une donne
cards-reading-key = « { cards-step-draw } » retourne la carte du dessus de la pioche sur la défausse (« { cards-step-draw } x3 » : trois fois de suite) ; « { cards-step-reset } » retourne la défausse pour en faire une nouvelle pioche ; « 5♥+8♣ » retire ces deux cartes ; « K♠ » retire ce roi.
cards-step-draw = tirer
cards-step-draws = tirer x{ $n }
cards-step-reset = refaire
cards-goal-pyramid = Videz la pyramide.
cards-goal-all = Retirez les 52 cartes.
cards-no-moves = Aucun coup nécessaire.
cards-how-to-play = Comment jouer aux patiences Pyramide
cards-lay-out = Disposez la pyramide rangée par rangée depuis le haut, chaque carte chevauchant les deux du dessous. Empilez la pioche face cachée dans l’ordre indiqué, la carte 1 au-dessus.
cards-type-in = Cette donne en bref, la pyramide rangée par rangée puis la pioche (T vaut 10 ; C D H S sont les couleurs), à donner à pyramid-press avec --deal : { $deal }
cards-key-length = { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
} en { $steps ->
    [one] { $steps } étape
   *[other] { $steps } étapes
}
cards-key-note = Chaque étape est un coup, dans l’ordre, sauf que des tirages à la suite forment une seule étape (« { cards-step-draw } x3 » : trois tirages, donc trois coups). « { cards-step-draw } » retourne la carte du dessus de la pioche sur la défausse ; « { cards-step-reset } » retourne la défausse pour en faire une nouvelle pioche ; « 5♥+8♣ » retire ces deux cartes ; « R♠ » retire ce roi. Les cartes s’écrivent comme sur la page de la donne.
cards-rules-deal-heading = La donne
cards-rules-deal = Prenez un jeu ordinaire de 52 cartes. Distribuez 28 cartes face visible en une pyramide de sept rangées de 1 à 7 cartes, chaque carte couvrant en partie les deux du dessous. Les 24 autres cartes forment la pioche, face cachée. Une carte est libre quand aucune carte ne la couvre.
cards-rules-take-heading = Retirer des cartes
cards-rules-take = Chaque carte a une valeur : as 1, de 2 à 10 selon leur chiffre, valet 11, dame 12, roi 13. Retirez deux cartes libres dont les valeurs font 13 (as et dame, 2 et valet, 3 et 10, 4 et 9, 5 et 8, 6 et 7) ; un roi se retire seul. Retournez les cartes de la pioche une à une sur une défausse face visible. Les places vides de la pyramide le restent.
cards-rules-of = Règles de la variante { $name }
variant-pyramid = Pyramide
variant-cheops = Khéops
variant-pharaohs = Pharaons
variant-custom = Règles personnalisées
rules-from-waste-top = la carte du dessus de la défausse
rules-from-waste-top-plus-drawn = la carte du dessus de la défausse et la carte du dessus de la pioche : gardez-la face visible sur la pioche face cachée et, quand vous la tirez sur la défausse, retournez la suivante
rules-from-top-two-waste = les deux cartes du dessus de la défausse
rules-overlap-on = Une carte peut aussi s’apparier avec la carte qui la recouvre, si c’est la seule.
rules-overlap-off = Une carte ne s’apparie que lorsque plus rien n’est posé sur elle.
rules-passes-unlimited = Parcourez la pioche autant de fois que vous voulez.
rules-passes-once = Parcourez la pioche une seule fois ; pas de nouvelle donne.
rules-passes-limited = Vous pouvez parcourir la pioche { $n } fois au plus.
rules-win-pyramid = Vous gagnez quand la pyramide est vidée.
rules-win-all = Vous gagnez quand les 52 cartes ont été retirées.
rules-summary = Retirez deux cartes libres dont les valeurs font 13 (as 1, valet 11, dame 12) ; un roi se retire seul. En plus de la pyramide, vous pouvez utiliser { $from_stock }. { $overlap } { $passes } { $win }
cards-stock-label = Pioche, carte du dessus en premier :
cards-sheet-title = pyramid-press · donnes : { $rules }
cards-source-id = Identifiant de la donne { $id } : saisissez-le sur la page de jeu pour jouer cette donne à l’écran, ou donnez-le à pyramid-press check avec vos coups.
cards-source-given = Une donne fournie carte par carte, jouée selon les règles de la variante { $rules }.
cards-source-own = Une donne jouée selon ses propres règles, décrites ci-dessous.
# As A, valet V, dame D, roi R.
cards-ranks = A 2 3 4 5 6 7 8 9 10 V D R

# A book section's default title (a section with no title of its own).
section-cards-title = { $tier ->
    [easy] Donnes faciles
    [medium] Donnes moyennes
    [hard] Donnes difficiles
   *[expert] Donnes pour experts
}, { $variant }
