# The web page and the site: the words of their Rust-built pages and of
# the scripts they share (page.js: ids js-page-*; play.js: ids js-play-*).

js-page-progress = Résolus dans ce navigateur : { $solved } sur { $total }.
js-page-undo-to = { $move ->
    [0] Revenir au début
   *[other] Revenir au coup { $move }
}
js-page-show-solution = Voir la solution
js-page-hide-solution = Masquer la solution
js-page-copied-id = Identifiant { $id } copié.
js-page-id-selected = L’identifiant est sélectionné : copiez-le avec Ctrl+C (ou Cmd+C).
js-page-puzzle-n = Problème { $n }
js-page-share-summary = Résolus : { $solved } sur { $total }, en { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}, { $hints ->
    [0] sans indice
    [one] avec { $hints } indice
   *[other] avec { $hints } indices
}.
js-page-share-moves = { $n ->
    [one] { $n } coup
   *[other] { $n } coups
}
js-page-share-hints = { $n ->
    [one] { $n } indice
   *[other] { $n } indices
}
js-page-share-line = { $mark } { $name } : { $what }
js-page-share-seen = solution vue
js-page-solved-seen = Fini avec la solution affichée : non compté comme résolu.
js-page-share-copied = Résultat copié : collez-le où vous voulez.
js-page-share-selected = Le texte est sélectionné : copiez-le avec Ctrl+C (ou Cmd+C).
js-page-stat-days-played = Jours joués
js-page-stat-puzzles-solved = Problèmes résolus
js-page-stat-days-complete = Jours où tous les problèmes sont résolus
js-page-stat-current-streak = Série en cours (jours d’affilée avec un problème résolu le jour même)
js-page-stat-best-streak = Meilleure série
js-page-check-summary = Vérifier des coups notés sur papier
js-page-check-label = Vos coups depuis le début, par exemple a1-c1 d1-b1 (cartes : 5H+8C tirer KS)
js-page-check-button = Vérifier
js-page-check-empty = Saisissez d’abord vos coups.
js-page-check-unsupported = Ce problème ne peut pas être vérifié ici.
js-page-engine-failed = Le moteur de jeu de la page n’a pas pu démarrer : les problèmes ne peuvent pas être joués ici. Essayez un autre navigateur.
js-page-check-wrong = Erreur au coup { $n } ({ $move }) : { $reason }
js-page-check-before = { $n ->
    [one] Le coup précédent est correct.
    [2] Les deux coups précédents sont corrects.
   *[other] Les { $n } coups précédents sont corrects.
}
js-page-check-solves = { $n ->
    [one] Ce coup atteint l’objectif.
   *[other] Ces { $n } coups atteignent l’objectif.
}
js-page-check-loses = après ce coup, l’objectif ne peut plus être atteint.
js-page-embed-rules = Première fois ? Les règles en bref
js-page-thinking = Réflexion (un grand plateau prend du temps ; la page reste utilisable)…
js-page-stop = Arrêter
js-page-stopped = Arrêté. Continuez, ou redemandez.

js-play-no-id = Aucun identifiant dans l’adresse : saisissez l’identifiant imprimé sous un problème ou une donne.
js-play-cannot-open = Impossible d’ouvrir « { $id } » : { $reason }. Vérifiez-le et saisissez-le à nouveau.
js-play-playing = Partie en cours : { $id }.
js-play-copy-id = { web-copy-id }
js-play-id = { web-id }
js-play-egypt-heading = Problème { $grid }
js-play-cards-heading = Donne { $kind }
js-play-error-not-id = « { $id } » n’est ni un identifiant de problème (comme P34S-9H240-0H0-Z) ni un identifiant de donne (comme pyramid-17)
js-play-error-grid-digits = le deuxième et le troisième caractère (« { $chars } ») doivent être les chiffres de la grille
js-play-error-grid-range = la taille de la grille est hors limites
js-play-error-target = code d’objectif inconnu « { $target } » (S, M, L ou Q suivi d’un nombre et « . »)
js-play-error-no-position = la partie décrivant la position manque
js-play-error-char = « { $char } » dans le groupe { $group } n’est pas un caractère base32
js-play-error-check-length = le dernier groupe doit être un seul caractère de contrôle
js-play-error-check-char = caractère de contrôle invalide
js-play-error-checksum = le caractère de contrôle ne correspond pas ; un caractère a été mal saisi
js-play-error-ends-early = la position s’arrête trop tôt
js-play-error-stack-tall = une pile est trop haute
js-play-error-extra = données en trop après la dernière case
js-play-error-variant = variante inconnue « { $name } » (utilisez pyramid, cheops ou pharaohs)
js-play-error-seed = « { $seed } » n’est pas une graine (un nombre entier de 0 à { $max })

web-intro-one = Atteignez l’objectif depuis la position montrée.
web-intro-many = Atteignez chaque objectif depuis la position montrée.
web-kept = Vos coups sont conservés dans ce navigateur.
web-id = ID
web-copy-id = Copier l’ID
web-start-position = { $heading } : position de départ
web-reading = Comment lire le plateau
web-legend-of = Légende : { $games }
web-result-heading = Votre résultat du { $day }
web-noscript-play = Pour jouer, il faut JavaScript ; le PDF contient les solutions.
web-share-button = Copier le résultat
web-stats-heading = Statistiques dans ce navigateur
web-stats-rules = Comment ces chiffres comptent : un jour est joué dès qu’un coup y est fait ; un jour compte pour une série quand l’un de ses problèmes est résolu à cette date précise, selon le calendrier de cet appareil (rejouer un jour plus ancien s’ajoute aux autres chiffres, pas à une série) ; la série en cours reste active jusqu’à la fin de la journée. Ils ne sont gardés que dans ce navigateur (dans une page intégrée à un autre site, à part de ceux de ce site). Un problème joué jusqu’au bout après l’affichage de sa solution ne compte pas comme résolu.
web-footer = Réalisé avec pyramid-press. Clavier : Tab pour passer d’un problème à l’autre (ou aux liens du haut), flèches pour aller d’une case ou d’une carte à l’autre, Entrée ou Espace pour prendre et pour jouer, Échap pour reposer, Ctrl+Z (Cmd+Z) pour annuler, Ctrl+Y ou Ctrl+Maj+Z pour rejouer.
web-skip-label = Aller à un problème
web-board-subtitle = Problème { $grid } { $id }

web-site-previous-day = ← Jour précédent
web-site-next-day = Jour suivant →
web-site-latest = Aujourd’hui
web-site-archive = Archives
web-site-play-by-id = Jouer par ID
web-site-feed = Flux
web-site-nav-label = Site
web-site-and = { $first } et { $second }
web-site-contents-item = { $n ->
    [one] { $n } { $lower } ({ $name })
   *[other] { $n } { $plural }
}
web-site-day-description = { $date } : { $contents }, chacun avec sa solution.
web-site-preview-alt = { $title } : position de départ du premier problème
web-site-rollover = Les problèmes d’un nouveau jour paraissent à minuit, selon le calendrier de votre appareil.
web-site-sheet-link = Feuille du jour à imprimer (PDF)
web-site-archive-title = { $title } – archives
web-site-today-noscript = Cette page choisit le jour d’après votre calendrier, ce qui demande un script : ouvrez plutôt les <a href="archive.html">archives</a>.
web-site-today-none = Le premier jour de problèmes est le { $date } : revenez à cette date.
web-site-today-opening = Ouverture des problèmes du jour…
web-site-today-title = { $title } : aujourd’hui
web-site-archive-intro = Tous les jours de ce site, du plus récent au plus ancien. La page de chaque jour conserve vos coups et vos statistiques dans ce navigateur.
web-site-archive-description = { $n ->
    [one] { $n } jour de problèmes.
   *[other] { $n } jours de problèmes.
}
web-site-month = { $month } { $year }
web-site-embed-heading = Les problèmes sur votre propre page
web-site-embed-text = Ajoutez <code>?embed</code> à l’adresse d’une page pour n’afficher que les problèmes, sans les liens de ce site ; ajoutez <code>&amp;puzzle=N</code> pour n’afficher que le problème N. <code>{ $file }</code> ouvre toujours le jour du visiteur : le code n’a jamais à changer. Collez ce code là où le problème doit apparaître (le script donne au cadre la hauteur de son contenu à toute largeur ; sans lui, le cadre garde sa hauteur fixe) :
web-site-embed-more = Pour le jour entier, retirez <code>&amp;puzzle=1</code> ; pour n’importe quel problème, d’après son identifiant, utilisez <code>play.html?embed#ID</code>. Une page intégrée garde coups et statistiques dans le navigateur du visiteur, mais les navigateurs séparent le stockage d’un cadre selon le site qui l’intègre : les coups joués sur votre page ne sont pas ceux joués sur ce site.
web-site-copy = Copier
web-site-copied = Copié : collez-le dans votre page.
web-site-copy-selected = Sélectionné : copiez-le avec Ctrl+C (ou Cmd+C).
web-site-email-heading = Dans une lettre d’information
web-site-email-text = Les logiciels de courriel n’exécutent pas de script et n’affichent pas de cadre : une lettre d’information reçoit donc une image des problèmes du jour, avec un lien vers leur page. Ce code est celui du { $date }, le dernier jour paru ; pour un autre jour, changez la date dans ses trois adresses.
web-site-email-no-url = Le site a été écrit sans --url : remplacez https://example.org/puzzles/ par son adresse (avec --url, le code la contient).
web-site-email-alt = { $title } : les problèmes du { $date }
web-site-email-link = Jouer les problèmes du { $date }
web-site-studio-link = Faites votre propre recueil de problèmes
web-site-studio-note = (le studio : un formulaire qui met en page livres, fiches et feuilles dans ce navigateur, sans rien installer)
web-site-archive-footer = Réalisé avec pyramid-press. <a href="feed.xml">Flux Atom</a> des jours.
web-site-feed-subtitle = Les problèmes du jour, chacun avec sa solution, jouables dans le navigateur.
web-site-feed-entry = Problèmes du { $date }
web-site-feed-summary = { $contents }, chacun avec sa solution.
web-site-play-title = { $title } – jouer un problème par son identifiant
web-site-play-description = Saisissez l’identifiant imprimé sous un problème ou une donne et jouez-le ici.
web-site-play-subtitle = Chaque problème imprimé, jouable à l’écran
web-site-play-heading = Ouvrir un problème par son identifiant
web-site-play-label = Identifiant du problème ou de la donne
web-site-play-placeholder = P34S-... ou pyramid-12345
web-site-play-button = Jouer
web-site-play-notation = Les identifiants sont imprimés sous chaque problème (P34S-...) et chaque donne (pyramid-, cheops- ou pharaohs- suivi d’un nombre).
web-site-preview-line = { $contents } · à jouer dans le navigateur
