# The web page and the site: the words of their Rust-built pages and of
# the scripts they share (page.js: ids js-page-*; play.js: ids js-play-*).

js-page-progress = In diesem Browser gelöst: { $solved } von { $total }.
js-page-undo-to = { $move ->
    [0] Zurück zum Anfang
   *[other] Zurück zu Zug { $move }
}
js-page-show-solution = Lösung zeigen
js-page-hide-solution = Lösung verbergen
