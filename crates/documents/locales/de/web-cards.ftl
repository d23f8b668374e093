# The card deals player of the web page: its Rust-built surface and the
# words its script writes (ids js-cards-*, handed to the page).

web-cards-how = Kartenpartien: Klicke zwei freie Karten, deren Werte zusammen 13 ergeben (Ass 1, Bube 11, Dame 12), oder einen König allein; klicke auf den Talon, um seine nächste Karte auf die Ablage zu legen.

web-cards-deal-label = Die Partie: Pyramide, Talon und Ablage
web-cards-controls = Steuerung der Partie
web-cards-undo = Rückgängig
web-cards-redo = Wiederholen
web-cards-restart = Neu beginnen
web-cards-hint = Tipp
web-cards-warn = Warne mich, wenn ein Zug die Partie verliert
web-cards-solution = Lösung ({ $n ->
    [one] { $n } Zug
   *[other] { $n } Züge
}):
web-cards-notation = Ein Zug wird als die weggenommenen Karten geschrieben (5H+8C; ein König allein: KS; T ist die 10; C D H S sind Kreuz, Karo, Herz, Pik); „{ cards-step-draw }“ legt die nächste Talonkarte auf die Ablage; „{ cards-step-reset }“ dreht die Ablage zu einem neuen Talon um. In der Lösung steht „{ cards-step-draw } x3“ für dreimal hintereinander ziehen.
web-cards-moves = Züge
js-cards-draw = Ziehen
js-cards-reset-stock = Talon wenden
js-cards-move-draw = { cards-step-draw }
js-cards-move-reset = { cards-step-reset }
js-cards-card = { $suit ->
    [C] Kreuz
    [D] Karo
    [H] Herz
   *[S] Pik
}-{ $rank ->
    [A] Ass
    [J] Bube
    [Q] Dame
    [K] König
   *[other] { $rank }
}
js-cards-aria-pyramid = { $free ->
    [yes] { $card }, frei
   *[no] { $card }, verdeckt
}
js-cards-aria-stock = Talon, { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}: die nächste Karte ziehen
js-cards-aria-stock-reset = Talon leer: die Ablage zu einem neuen Talon umdrehen
js-cards-aria-stock-empty = Talon leer
js-cards-aria-stock-top = { $card }, offen auf dem Talon, frei
js-cards-aria-waste = { $where ->
    [top-free] { $card }, oben auf der Ablage, frei
    [top] { $card }, oben auf der Ablage
    [under-free] { $card }, Ablage, frei
   *[under] { $card }, Ablage
}
js-cards-pile-reset = wenden
js-cards-pile-empty = leer
js-cards-count = Talon { $stock } · Ablage { $waste }
js-cards-count-passes = Talon { $stock } · Ablage { $waste } · Durchgang { $pass } von { $passes }
js-cards-hints-used = Benutzte Tipps: { $n }.
js-cards-restored = Züge wiederhergestellt: { $n }.
js-cards-put-back = Karte zurückgelegt.
js-cards-unsettled = Die Seite konnte diese Stellung nicht rechtzeitig beurteilen.
js-cards-lost-from-start = Diese Partie ist schon von Anfang an nicht zu gewinnen.
js-cards-lost-at = Diese Partie ist nicht mehr zu gewinnen: Dein Zug { $move } ({ $text }) hat sie verloren. Nimm die Züge zurück bis { $back ->
    [0] zum Anfang
   *[other] zu Zug { $back }
}, um aus einer Stellung weiterzuspielen, die noch zu gewinnen ist.
js-cards-hint-won = Die Partie ist gewonnen: Es gibt keinen Tipp mehr.
js-cards-hint-look = Tipp: Sieh dir { $card } an. (Ein weiterer Tipp zeigt den Zug.)
js-cards-hint-look-stock = Tipp: Sieh dir den Talon an. (Ein weiterer Tipp zeigt den Zug.)
js-cards-hint-draw = Tipp: Zieh die nächste Talonkarte ({ $move }). Die Partie bleibt zu gewinnen.
js-cards-hint-reset = Tipp: Dreh die Ablage zu einem neuen Talon um ({ $move }). Die Partie bleibt zu gewinnen.
js-cards-hint-take-one = Tipp: Nimm { $card } weg ({ $move }). Die Partie bleibt zu gewinnen.
js-cards-hint-take-two = Tipp: Nimm { $a } und { $b } weg ({ $move }). Die Partie bleibt zu gewinnen.
js-cards-won = { $win ->
    [pyramid] Gewonnen: Die Pyramide ist abgeräumt
   *[all] Gewonnen: Alle Karten sind weggenommen
}, in { $n ->
    [one] { $n } Zug
   *[other] { $n } Zügen
} { $hints ->
    [0] ohne Tipp
    [one] mit { $hints } Tipp
   *[other] mit { $hints } Tipps
}.
js-cards-no-move-left = Kein Zug ist mehr möglich, die Partie ist verloren ({ $n ->
    [one] { $n } Pyramidenkarte bleibt übrig
   *[other] { $n } Pyramidenkarten bleiben übrig
}). Nimm Züge zurück oder beginne neu, um es noch einmal zu versuchen.
js-cards-careful = { $said } Vorsicht: Dieser Zug verliert die Partie, sie ist nicht mehr zu gewinnen. Nimm ihn zurück und versuche einen anderen.
js-cards-drew = { $card } auf die Ablage gezogen.
js-cards-turned = Die Ablage zu einem neuen Talon umgedreht.
js-cards-took-one = { $card } weggenommen.
js-cards-took-two = { $a } und { $b } weggenommen.
js-cards-took-king = { $card } weggenommen (ein König geht allein).
js-cards-already-won = Die Partie ist schon gewonnen.
js-cards-stock-used-up = Der Talon ist aufgebraucht, und es ist kein Durchgang mehr übrig.
js-cards-covered = { $card } ist verdeckt: Nimm zuerst die Karten weg, die darauf liegen.
js-cards-picked = { $card } gewählt: Wähle eine freie Karte, die mit ihr 13 ergibt ({ $need ->
    [1] ein Ass
    [11] einen Buben
    [12] eine Dame
   *[other] eine { $need }
}).
js-cards-not-13 = Nicht erlaubt: { $a } und { $b } ergeben { $sum }, nicht 13.
js-cards-not-free = Nicht erlaubt: { $a } und { $b } können hier kein Paar bilden, eine der beiden ist noch verdeckt.
js-cards-took-back = { $move } zurückgenommen.
js-cards-back-start = Zurück am Anfang.
js-cards-back-to = { $move ->
    [0] Zurück am Anfang
   *[other] Zurück bei Zug { $move }
}: Von hier aus ist die Partie noch zu gewinnen.
js-cards-check-illegal = Dort ist das kein erlaubter Zug; erlaubt sind { $moves }.
js-cards-check-none-left = Dort ist kein Zug mehr möglich.
js-cards-check-not-won = Die Partie ist noch nicht gewonnen.
js-cards-check-lost = Kein Zug ist mehr möglich, die Partie ist verloren.
