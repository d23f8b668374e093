# cards
cards-name = Pyramiden-Patience
cards-noun = Partie
cards-nouns = Partien
cards-plural = Kartenpartien
cards-plural-for-cover = Partien der Pyramiden-Patience
cards-how-to-solve = Erreiche das Ziel jeder Partie: Nimm zwei freie Karten mit zusammen 13 Augen weg, einen König allein.
cards-reading-layout-heading = Eine Partie auslegen
cards-reading-layout = Jede Partie zeigt die Pyramide aus 28 Karten, Reihe für Reihe von oben, und die Reihenfolge der 24 Talonkarten, Karte 1 obenauf. Lege ein echtes Blatt genauso aus, den Talon verdeckt. Die Zeile über der Partie nennt die Spielart: Pyramide, Cheops oder Pharaonen.
cards-reading-key-heading = Die Lösung einer Partie lesen
cards-reading-key = „{ cards-step-draw }“ legt die oberste Talonkarte auf die Ablage („{ cards-step-draw } x3“: dreimal hintereinander); „{ cards-step-reset }“ dreht die Ablage zu einem neuen Talon um; „5♥+8♣“ nimmt diese beiden Karten weg; „K♠“ nimmt diesen König weg.
cards-step-draw = ziehen
cards-step-draws = ziehen x{ $n }
cards-step-reset = wenden
cards-goal-pyramid = Räume die Pyramide ab.
cards-goal-all = Entferne alle 52 Karten.
cards-no-moves = Keine Züge nötig.
cards-how-to-play = So spielt man die Pyramiden-Patiencen
cards-lay-out = Lege die Pyramide Reihe für Reihe von oben aus, jede Karte halb über den beiden darunter. Staple den Talon verdeckt in der angegebenen Reihenfolge, Karte 1 obenauf.
cards-type-in = Diese Partie in Kurzform, die Pyramide Reihe für Reihe, dann der Talon (T ist die 10; C D H S sind die Farben), für pyramid-press mit --deal: { $deal }
cards-key-length = { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
} in { $steps ->
    [one] { $steps } Schritt
   *[other] { $steps } Schritten
}
cards-key-note = Jeder Schritt ist ein Zug, der Reihe nach; nur Ziehen in Folge bildet einen Schritt („{ cards-step-draw } x3“: dreimal ziehen, also drei Züge). „{ cards-step-draw }“ legt die oberste Talonkarte auf die Ablage; „{ cards-step-reset }“ dreht die Ablage zu einem neuen Talon um; „5♥+8♣“ nimmt diese beiden Karten weg; „K♠“ nimmt diesen König weg. Die Karten sind wie auf der Partieseite bezeichnet.
cards-rules-deal-heading = Das Auslegen
cards-rules-deal = Man spielt mit einem gewöhnlichen Blatt aus 52 Karten. Lege 28 Karten offen als Pyramide aus sieben Reihen mit 1 bis 7 Karten aus, jede Karte halb über den beiden darunter. Die übrigen 24 Karten bilden verdeckt den Talon. Eine Karte ist frei, wenn keine Karte auf ihr liegt.
cards-rules-take-heading = Karten wegnehmen
cards-rules-take = Kartenwerte: Ass 1, 2 bis 10 wie aufgedruckt, Bube 11, Dame 12, König 13. Nimm zwei freie Karten weg, die zusammen 13 ergeben (Ass und Dame, 2 und Bube, 3 und 10, 4 und 9, 5 und 8, 6 und 7); ein König wird allein weggenommen. Decke die Talonkarten einzeln auf eine offene Ablage auf. Lücken in der Pyramide bleiben leer.
cards-rules-of = Regeln der Variante { $name }
variant-pyramid = Pyramide
variant-cheops = Cheops
variant-pharaohs = Pharaonen
variant-custom = Eigene Regeln
rules-from-waste-top = die oberste Karte der Ablage
rules-from-waste-top-plus-drawn = die oberste Karte der Ablage und die oberste Karte des Talons (sie liegt offen auf dem verdeckten Talon; ziehst du sie auf die Ablage, deckst du die nächste auf)
rules-from-top-two-waste = die beiden obersten Karten der Ablage
rules-overlap-on = Liegt nur noch eine Karte auf einer Karte, dürfen die beiden ein Paar bilden.
rules-overlap-off = Eine Karte kann erst ein Paar bilden, wenn nichts mehr auf ihr liegt.
rules-passes-unlimited = Du darfst den Talon beliebig oft durchspielen.
rules-passes-once = Du darfst den Talon einmal durchspielen; ein zweiter Durchgang ist nicht erlaubt.
rules-passes-limited = Du darfst den Talon höchstens { $n }-mal durchspielen.
rules-win-pyramid = Du hast gewonnen, wenn die Pyramide abgeräumt ist.
rules-win-all = Du hast gewonnen, wenn alle 52 Karten weggenommen sind.
rules-summary = Nimm zwei freie Karten weg, deren Werte zusammen 13 ergeben (Ass 1, Bube 11, Dame 12); ein König wird allein weggenommen. Außer der Pyramide darfst du { $from_stock } verwenden. { $overlap } { $passes } { $win }
cards-stock-label = Talon, oberste Karte zuerst:
cards-sheet-title = pyramid-press · Partien: { $rules }
cards-source-id = Partie-ID { $id }: Gib sie auf der Spielseite ein, um diese Partie am Bildschirm zu spielen, oder prüfe deine Züge mit „pyramid-press check“.
cards-source-given = Eine Karte für Karte angegebene Partie nach den Regeln der Variante { $rules }.
cards-source-own = Eine Partie nach eigenen Regeln, wie unten beschrieben.
# Ass A, Bube B, Dame D, König K.
cards-ranks = A 2 3 4 5 6 7 8 9 10 B D K

# A book section's default title (a section with no title of its own).
section-cards-title = { $tier ->
    [easy] Leichte Partien
    [medium] Mittelschwere Partien
    [hard] Schwere Partien
   *[expert] Partien für Experten
}, { $variant }
