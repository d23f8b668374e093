# The card deals player of the web page: its Rust-built surface and the
# words its script writes (ids js-cards-*, handed to the page).

web-cards-how = Donnes de cartes : cliquez sur deux cartes libres dont les valeurs font 13 (As 1, Valet 11, Dame 12), ou sur un Roi seul ; cliquez sur la pioche pour retourner sa carte suivante sur la défausse.
