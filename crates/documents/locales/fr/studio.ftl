# La page du studio (pyramid-press studio) : le formulaire, ses boutons et ses messages.
studio-title = Studio Pyramid Press
studio-lead = Faites ici, dans cet onglet, un livre de casse-têtes, un document pour un groupe ou la feuille du jour : chaque casse-tête est résolu avant l’impression, et rien ne quitte votre ordinateur.
studio-product = Que faire
studio-product-book = Livre de casse-têtes avec couverture
studio-product-handout = Document pour un groupe
studio-product-daily = Feuille du jour
studio-product-cards = Feuille de donnes de cartes
studio-product-rules = Feuille de règles
studio-product-mat = Plateau de jeu
studio-book-title = Titre
studio-book-subtitle = Sous-titre
studio-book-author = Auteur
studio-isbn = ISBN (laisser vide pour que le service en attribue un)
studio-price = Code prix EAN-5 (p. ex. 51999)
studio-year = Année du copyright
studio-service = Format et service d’impression
studio-service-kdp = Amazon KDP, 6 x 9 po
studio-service-kdp-large = Amazon KDP, 8,5 x 11 po, gros caractères
studio-service-ingram = IngramSpark, 6 x 9 po, PDF/X
studio-service-generic = Tout imprimeur, 6 x 9 po
studio-language = Langue des pages
studio-sections = Sections
studio-section-game = Jeu
studio-section-grid = Grille
studio-section-variant = Règles
studio-section-tier = Niveau
studio-section-count = Casse-têtes
studio-add-section = Ajouter une section
studio-remove = Retirer
studio-date = Jour
studio-paper = Papier
studio-color = Pièces en couleur
studio-count = Donnes
studio-seed = Graine
studio-grid = Grille
studio-square = Côté d’une case (mm)
studio-play = Adresse de jeu pour les codes QR (votre site, facultatif)
studio-series = Volume de la série (0 : hors série)
studio-ledger = Registre de la série (le fichier du volume précédent)
studio-make = Faire le PDF
studio-preview = Aperçu
studio-cancel = Annuler
studio-download = Télécharger
studio-template = Modèle pour la ligne de commande
studio-open-template = Ouvrir un modèle
studio-command = La même chose en ligne de commande
studio-pages = pages
studio-working = En cours…
studio-cancelled = Annulé.
studio-done = Prêt.
studio-warnings = Ce que dira le service d’impression
studio-no-warnings = Aucun avertissement.
studio-empty-title = Donnez un titre au livre.
studio-check-isbn = Ce n’est pas un ISBN : donnez ses 13 chiffres (ou 10), tirets permis ; le dernier chiffre doit s’accorder avec les autres.
studio-check-play = Donnez une adresse web commençant par https:// (ou http://), comme https://example.org/puzzles/.
studio-check-margin = en pouces, un nombre au-dessus de 0 comme 0.5.
studio-check-whole = Donnez un nombre entier : 0, 1, 2 et ainsi de suite.
studio-check-year = Donnez l’année en quatre chiffres, comme 2026.
studio-check-count = Donnez chaque nombre de casse-tête en entier, 1 ou plus.
studio-check-number = Donnez un nombre, comme 40.
studio-fix-fields = Corrigez les champs signalés ci-dessous.
studio-title-too-long = Le titre est trop long.
studio-isbn-bad = Ce n’est pas un ISBN-10 ou ISBN-13 valide.
studio-ledger-bad = Ce fichier n’est pas un registre de série.
studio-file-too-big = Ce fichier est trop gros.
studio-engine-failed = Le studio ne peut pas démarrer dans ce navigateur (il lui faut WebAssembly et les Web Workers).
studio-language-name = Français
studio-page-count = { $pages ->
    [one] { $pages } page
   *[other] { $pages } pages
}
studio-book-summary = { $pages ->
    [one] { $pages } page
   *[other] { $pages } pages
}, dont { $answers ->
    [one] { $answers } de solutions
   *[other] { $answers } de solutions
} ({ $share } %)
studio-warn-few-pages = Le livre a { $pages } pages ; les services d’impression en demandent au moins { $least }. Ajoutez des casse-tête, ou choisissez Amazon KDP, qui complète le livre de pages de notes.
studio-warn-placeholder-isbn = { $isbn } est un ISBN d’exemple, pas celui de votre livre : remplacez-le par le numéro qui vous a été attribué avant l’envoi.
studio-warn-spine-text = Pas de titre au dos : le livre a { $pages } pages, et le service imprime un texte au dos à partir de { $least } pages.
studio-warn-spine-thin = Pas de titre au dos : le dos de { $pages } pages mesure { $spine } po, trop mince pour un texte de { $size } pt (la plus petite taille) à 1/16 po de chaque pli. Sur ce papier, il porte un texte à partir de { $from } pages.
studio-warn-spine-title = Pas de titre au dos : le titre ne tient pas sur la longueur du dos, même en { $size } pt, la plus petite taille. Un titre plus court y figurerait.
studio-reset = Revenir aux réglages par défaut
studio-game-egypt = Egyptian Solitaire
studio-game-cards = Réussite de la pyramide
studio-order = Ordre des casse-tête
studio-order-as-written = Dans l’ordre des sections
studio-order-ramp = Difficulté croissante : les plus faciles d’abord
studio-order-by-tier = Par niveau, avec une page de titre pour chacun
studio-margins = Marges en pouces (vide : celles du service)
studio-margin-top = Haut
studio-margin-bottom = Bas
studio-margin-outside = Extérieur
studio-margin-inside = Intérieur
studio-paper-letter = Letter
studio-paper-a4 = A4
studio-pager = Pages de l'aperçu
studio-prev = Pages précédentes
studio-next = Pages suivantes
studio-page-no = Page
studio-page-of = sur

## The engine's words about a bad setting (studio-engine), shown at its field.
studio-err-json = La requête n'est pas du JSON.
studio-err-unknown-request = Requête inconnue « { $op } ».
studio-err-no-template = La requête n'a pas de modèle.
studio-err-date-missing = Indiquez le jour, sous la forme AAAA-MM-JJ.
studio-err-date = « { $text } » n'est pas un jour : indiquez un jour du { $first } au { $last }, sous la forme AAAA-MM-JJ.
studio-err-whole = Indiquez un nombre entier de { $lo } à { $hi }.
studio-err-variant = Règle inconnue « { $value } » : choisissez Pyramid, Cheops ou Pharaohs.
studio-err-tier = Niveau inconnu « { $value } » : choisissez facile, moyen, difficile ou expert.
studio-err-square-number = Indiquez le côté de la case en millimètres.
studio-err-square-range = Le côté de la case doit mesurer de { $lo } à { $hi } mm, pas { $value }.
studio-err-lang = Langue inconnue « { $value } » : choisissez anglais, allemand, français ou espagnol.
studio-err-paper = Papier inconnu « { $value } » : choisissez Letter ou A4.
studio-err-grid = La grille « { $value } » ne peut pas être dessinée : écrivez lignes x colonnes, chaque côté de 1 à { $max }, comme 3x4.
studio-err-play-not-http = « { $url } » n'est pas une adresse web : elle doit commencer par https:// ou http://.
studio-err-play-no-host = « { $url } » ne nomme aucun site après https:// ou http://.
studio-err-play-fragment = « { $url } » contient « # » : indiquez l'adresse du dossier du site, sans « # ».
studio-err-play-other-page = « { $url } » nomme la page « { $page } » : indiquez l'adresse du dossier du site (terminée par /) ou celle de son play.html.
studio-err-play-bad-char = L'adresse contient { $what }, qu'une adresse web ne peut pas contenir tel quel : écrivez-le encodé en pourcentage (une espace : %20).
studio-err-play-too-long = L'adresse compte { $length } caractères ; un code QR imprimé en contient au plus { $most }.
studio-err-ledger = Ce fichier n'est pas un registre de série, ou il est abîmé (ligne { $line }).
studio-err-unknown-key = Le modèle ne connaît pas « { $key } ».
studio-err-missing-key = Il manque « { $key } » dans le modèle.
studio-default-subtitle = Casse-têtes pour Looney Pyramids, de facile à expert
