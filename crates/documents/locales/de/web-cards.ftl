# The card deals player of the web page: its Rust-built surface and the
# words its script writes (ids js-cards-*, handed to the page).

web-cards-how = Kartenpartien: Klicke auf zwei freie Karten, deren Werte zusammen 13 ergeben (Ass 1, Bube 11, Dame 12), oder auf einen König allein; klicke auf den Talon, um seine nächste Karte auf die Ablage zu legen.

web-cards-deal-label = Die Partie: Pyramide, Talon und Ablage
web-cards-controls = Steuerung der Partie
web-cards-undo = Rückgängig
web-cards-redo = Wiederholen
web-cards-restart = Neu starten
web-cards-hint = Tipp
web-cards-warn = Warnen, wenn ein Zug die Partie verliert
web-cards-solution = Lösung ({ $n ->
    [one] { $n } Zug
   *[other] { $n } Züge
}):
web-cards-notation = Ein Zug wird als die weggenommenen Karten notiert (5H+8C; ein König allein: KS; T steht für die 10, C, D, H, S für Kreuz, Karo, Herz, Pik); „{ cards-step-draw }“ legt die nächste Talonkarte auf die Ablage; „{ cards-step-reset }“ dreht die Ablage zu einem neuen Talon um. In der Lösung bedeutet „{ cards-step-draw } x3“ dreimal hintereinander ziehen.
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
   *[no] { $card }, nicht frei
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
js-cards-hints-used = Genutzte Tipps: { $n }.
js-cards-restored = Züge wiederhergestellt: { $n }.
js-cards-put-back = Auswahl aufgehoben.
js-cards-unsettled = Die Seite konnte diese Stellung nicht rechtzeitig durchrechnen.
js-cards-lost-from-start = Diese Partie ist von Anfang an nicht zu gewinnen.
js-cards-lost-at = Diese Partie ist seit deinem Zug { $move } ({ $text }) nicht mehr zu gewinnen. Geh zurück { $back ->
    [0] zum Anfang
   *[other] zu Zug { $back }
}; von dort aus ist sie noch zu gewinnen.
js-cards-hint-won = Die Partie ist gewonnen: Hier gibt es nichts mehr zu verraten.
js-cards-hint-look = Tipp: Sieh dir { $card } an. (Der nächste Tipp zeigt den Zug.)
js-cards-hint-look-stock = Tipp: Sieh dir den Talon an. (Der nächste Tipp zeigt den Zug.)
js-cards-hint-draw = Tipp: Zieh die nächste Talonkarte ({ $move }). Die Partie bleibt gewinnbar.
js-cards-hint-reset = Tipp: Dreh die Ablage zu einem neuen Talon um ({ $move }). Die Partie bleibt gewinnbar.
js-cards-hint-take-one = Tipp: Nimm { $card } weg ({ $move }). Die Partie bleibt gewinnbar.
js-cards-hint-take-two = Tipp: Nimm { $a } und { $b } weg ({ $move }). Die Partie bleibt gewinnbar.
js-cards-won = Gewonnen! { $win ->
    [pyramid] Die Pyramide ist
   *[all] Alle Karten sind
} in { $n ->
    [one] { $n } Zug
   *[other] { $n } Zügen
} { $win ->
    [pyramid] abgeräumt
   *[all] weggenommen
}, { $hints ->
    [0] ohne Tipp
    [one] mit { $hints } Tipp
   *[other] mit { $hints } Tipps
}.
js-cards-no-move-left = Kein Zug mehr möglich, die Partie ist verloren ({ $n ->
    [one] { $n } Pyramidenkarte bleibt übrig
   *[other] { $n } Pyramidenkarten bleiben übrig
}). Nimm Züge zurück oder fang neu an, um es noch einmal zu versuchen.
js-cards-careful = { $said } Vorsicht: Nach diesem Zug ist die Partie nicht mehr zu gewinnen. Nimm ihn zurück und versuche einen anderen.
js-cards-drew = { $card } auf die Ablage gezogen.
js-cards-turned = Ablage zu einem neuen Talon umgedreht.
js-cards-took-one = { $card } weggenommen.
js-cards-took-two = { $a } und { $b } weggenommen.
js-cards-took-king = { $card } weggenommen (ein König zählt allein 13).
js-cards-already-won = Die Partie ist schon gewonnen.
js-cards-stock-used-up = Der Talon ist aufgebraucht, und du hast keinen Durchgang mehr.
js-cards-covered = { $card } ist noch nicht frei: Nimm zuerst die Karten weg, die darauf liegen.
js-cards-picked = { $card } ausgewählt: Wähle eine freie Karte dazu, die mit ihr zusammen 13 ergibt ({ $need ->
    [1] ein Ass
    [11] einen Buben
    [12] eine Dame
   *[other] eine { $need }
}).
js-cards-not-13 = Nicht erlaubt: { $a } und { $b } ergeben { $sum }, nicht 13.
js-cards-took-back = Zurückgenommen: { $move }.
js-cards-back-start = Wieder am Anfang.
js-cards-back-to = { $move ->
    [0] Wieder am Anfang
   *[other] Zurück zu Zug { $move }
}: Von hier aus ist die Partie noch zu gewinnen.
js-cards-check-solves = { $n ->
    [one] Dieser Schritt ({ $moves ->
        [one] ein Zug
       *[other] { $moves } Züge
    }) gewinnt die Partie.
   *[other] Diese { $n } Schritte ({ $moves } Züge, wie die Lösung sie zählt) gewinnen die Partie.
}
js-cards-check-wrong = Der erste Fehler steckt in Schritt { $n } ({ $move }): { $reason }
js-cards-check-before = { $n ->
    [one] Der Schritt davor ist erlaubt.
    [2] Beide Schritte davor sind erlaubt.
   *[other] Die { $n } Schritte davor sind erlaubt.
}
js-cards-check-loses = Nach diesem Schritt ist die Partie nicht mehr zu gewinnen.
js-cards-check-short = { $n ->
    [0] Es steht kein Schritt da: Die Anfangsstellung ist erlaubt
    [one] Der eine Schritt ist erlaubt
   *[other] Die { $n } Schritte sind erlaubt
}, und die Partie ist noch zu gewinnen ({ $win ->
    [pyramid] die Pyramide abräumen
   *[all] alle 52 Karten wegnehmen
}), aber die Liste endet vorher.
js-cards-check-unsolvable = Diese Partie ist gar nicht zu gewinnen ({ $win ->
    [pyramid] die Pyramide abräumen
   *[all] alle 52 Karten wegnehmen
}).
js-cards-check-not-a-move = Das ist kein Zug; schreibe Karten wie 5H+8C oder KS oder das Wort fürs Ziehen.
js-cards-fault = { $code ->
    [already-won] Die Partie ist schon gewonnen
    [stock-empty] Der Talon ist leer: Zuerst die Ablage umdrehen ({ cards-step-reset })
    [stock-used-up] Der Talon ist leer, und kein Durchgang ist mehr übrig
    [stock-has-cards] Der Talon hat noch Karten: Die Ablage wird erst umgedreht, wenn er leer ist
    [passes-used] Diese Regeln erlauben { $passes ->
        [one] { $passes } Durchgang
       *[other] { $passes } Durchgänge
    } durch den Talon
    [no-pass-left] Kein Durchgang durch den Talon ist mehr übrig
    [waste-empty] Die Ablage ist leer: Es gibt nichts umzudrehen
    [not-a-king] Nur ein König wird allein weggenommen; { $a } braucht eine Karte, die mit ihr 13 ergibt
    [king-in-pair] Ein König wird allein weggenommen, nie in einem Paar
    [sum] { $a } und { $b } ergeben { $sum }, nicht 13
    [taken] { $a } wurde schon weggenommen
    [covered] { $a } ist noch von einer Karte der Reihe darunter bedeckt
    [waste-under] { $a } liegt auf der Ablage unter einer anderen Karte
    [in-stock] { $a } liegt noch verdeckt im Talon
    [not-in-deal] { $a } gehört nicht zu dieser Partie
   *[not-together] { $a } und { $b } können hier nicht zusammen weggenommen werden
}
js-cards-fault-no-overlap = { $why } (nach diesen Regeln darf eine Karte kein Paar mit der Karte bilden, die auf ihr liegt)
js-cards-fault-draw = { cards-step-draw } { $k } von { $n }: { $why }
js-cards-check-fault = { $why }.
js-cards-not-allowed = Nicht erlaubt: { $why }.
