# The web page and the site: the words of their Rust-built pages and of
# the scripts they share (page.js: ids js-page-*; play.js: ids js-play-*).

js-page-progress = Résolus dans ce navigateur : { $solved } sur { $total }.
js-page-undo-to = { $move ->
    [0] Revenir au début
   *[other] Revenir au coup { $move }
}
js-page-show-solution = Voir la solution
js-page-hide-solution = Masquer la solution
