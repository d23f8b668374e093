# handout
king-tut-name = King Tut
king-tut-heading = King Tut : une course contre la montre
king-tut-round-heading = Déroulement d’une manche
king-tut-round = Chacun son tour, un joueur joue une partie complète depuis la mise en place habituelle pendant que les autres chronomètrent. Il annonce « fini » pour arrêter le chrono, soit parce qu’aucun saut n’est plus possible, soit parce qu’il choisit de s’arrêter là. Son résultat pour la manche est le temps au chrono plus une pénalité pour ce qui reste sur le plateau : 3 secondes par point du score final au-dessus de 1. Une partie parfaite (une petite pyramide, score 1) ne coûte donc rien de plus.
king-tut-winning-heading = Qui gagne
king-tut-winning = Jouez le nombre de manches convenu en changeant à chaque fois qui commence. Additionnez les résultats de chaque joueur ; le plus petit temps total l’emporte.
king-tut-table-caption = Secondes ajoutées selon le score final
king-tut-table-score = Score
king-tut-table-add = Ajout
king-tut-seconds = +{ $s } s
king-tut-table-note = Au-delà de { $max } : 3 secondes fois (score − 1). Exemple : un score de 5 ajoute { $seconds } s, donc 1:40 au chrono devient 1:52.
king-tut-sheet-caption = Feuille de score : temps au chrono + secondes ajoutées = résultat
king-tut-line-time = temps
king-tut-line-seconds = + s
king-tut-line-result = = résultat
quicksand-name = Sables mouvants
quicksand-heading = Sables mouvants : tout le monde en même temps
quicksand-round-heading = Déroulement d’une manche
quicksand-round = Chaque joueur installe son propre plateau. Lancez un minuteur et jouez tous en même temps. Quand il sonne, arrêtez aussitôt : chaque pyramide encore sur votre plateau compte, ainsi que toute pyramide en main au milieu d’un coup. Le plus petit score remporte la manche ; sur plusieurs manches, le plus petit total gagne.
quicksand-timer-heading = Régler le minuteur
quicksand-timer = Choisissez une durée de 1 à 5 minutes : environ 1 minute pour une partie endiablée en 3 × 4, 3 à 5 minutes pour des débutants ou en 4 × 5. Pour un minuteur secret et aléatoire, faites-le régler par quelqu’un qui ne joue pas, sans rien dire, ou lancez un dé en secret et prenez autant de minutes (sur un 6, relancez). Personne ne sait quand le sable engloutira son plateau : mieux vaut le garder en ordre à tout moment. Notez le minuteur de chaque manche dans la colonne Minuteur (en minutes, ou « secret »).
quicksand-sheet-caption = Feuille de score : points restants quand le minuteur a sonné
quicksand-column-timer = Minuteur
quicksand-line-pips = points
handout-host-solutions = Pour l’animateur : solutions (gardez ces pages à part)
handout-host-mark = POUR L’ANIMATEUR : SOLUTIONS
handout-contents = Dans ce livret
handout-solutions-note = Les solutions, aux dernières pages, marquées pour l’animateur : retirez-les avant de distribuer les problèmes.
handout-round = Manche
handout-rules-of = Les règles : { $game }.
handout-section-item = { $section } : { $range }.
handout-player = Joueur { $n } (nom)
handout-total = Total
handout-score-sheet = une feuille de score pour { $players } joueurs et { $rounds } manches
handout-one-way = Une façon de jouer ensemble, { $name }, avec { $sheet }.
handout-ways = { $count ->
    [2] Deux
    [3] Trois
    [4] Quatre
   *[other] { $count }
} façons de jouer ensemble, { $list }, chacune avec { $sheet }.
handout-score-sheet-of = { $name } : feuille de score
