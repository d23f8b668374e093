# The web page and the site: the words of their Rust-built pages and of
# the scripts they share (page.js: ids js-page-*; play.js: ids js-play-*).

js-page-progress = Solved in this browser: { $solved } of { $total }.
js-page-undo-to = { $move ->
    [0] Undo to the start
   *[other] Undo to move { $move }
}
js-page-show-solution = Show solution
js-page-hide-solution = Hide solution
