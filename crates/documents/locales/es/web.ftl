# The web page and the site: the words of their Rust-built pages and of
# the scripts they share (page.js: ids js-page-*; play.js: ids js-play-*).

js-page-progress = Resueltos en este navegador: { $solved } de { $total }.
js-page-undo-to = { $move ->
    [0] Deshacer hasta el inicio
   *[other] Deshacer hasta la jugada { $move }
}
js-page-show-solution = Ver la solución
js-page-hide-solution = Ocultar la solución
