# The card deals player of the web page: its Rust-built surface and the
# words its script writes (ids js-cards-*, handed to the page).

web-cards-how = Repartos de cartas: haz clic en dos cartas libres cuyos valores sumen 13 (As 1, Jota 11, Reina 12), o en un Rey solo; haz clic en el mazo para pasar su siguiente carta al descarte.
