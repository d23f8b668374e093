# The card deals player of the web page: its Rust-built surface and the
# words its script writes (ids js-cards-*, handed to the page).

web-cards-how = Kartenpartien: Klicke zwei freie Karten, deren Werte zusammen 13 ergeben (Ass 1, Bube 11, Dame 12), oder einen König allein; klicke auf den Talon, um seine nächste Karte auf die Ablage zu legen.
