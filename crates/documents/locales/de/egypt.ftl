# egypt
egypt-name = Ägyptisches Solitaire
egypt-noun = Rätsel
egypt-nouns = Rätsel
egypt-plural = Rätsel zum Ägyptischen Solitaire
egypt-plural-for-cover = Rätsel zum Ägyptischen Solitaire für Looney Pyramids
egypt-how-to-solve = Erreiche von der gezeigten Stellung aus jedes Ziel. Ein Sprung nimmt die oberste Pyramide eines Stapels und führt sie in gerader Linie (entlang einer Zeile, einer Spalte oder einer Diagonale) über das Nachbarfeld, auf dem eine Pyramide stehen muss, auf das Feld dahinter, das leer sein oder oben eine Pyramide gleicher Größe tragen muss; die oberste Pyramide des übersprungenen Feldes verlässt das Brett. Die Angabe neben jeder Stufe sagt, wie weit du vorausdenken musst, um das Rätsel meistens zu lösen, von „{ grade-band-1 }“ bis „{ grade-band-5 }“.
egypt-compact-key-note = Züge stehen als Start-Ziel: Die oberste Pyramide des ersten Feldes springt über das Nachbarfeld und landet auf dem zweiten. Das Diagramm zeigt das Ende, der letzte Zug ist markiert.
egypt-reading-start-heading = Die Startstellung
egypt-reading-start = Ein Rätsel ist eine Partie, die schon läuft. Baue die Stapel aus dem Diagramm auf einem gleich großen Raster auf und spiele nach den üblichen Regeln weiter. Jeder Stapel ist von seiner untersten bis zu seiner obersten Pyramide gezeichnet.
egypt-reading-goal-heading = Das Ziel
egypt-reading-goal = Unter jeder Rätselnummer steht das Ziel: mit einer einzigen Pyramide der genannten Größe zu enden, ohne sonst etwas auf dem Brett, oder, wo das Ziel es sagt, mit einer Punktzahl bis zu einer Grenze. Aufhören darfst du erst, wenn kein Sprung mehr möglich ist.
egypt-reading-squares-heading = Felder und Züge
egypt-reading-squares = Die Spalten tragen Buchstaben ab a links, die Zeilen Zahlen ab 1 oben; das Feld oben links heißt also a1. Ein Zug nennt das Feld, das die Pyramide verlässt, und das Feld, auf dem sie landet: a1-c1 lässt die oberste Pyramide von a1 über b1 nach c1 springen.
egypt-reading-tiers-heading = Stufen
egypt-reading-tiers = Neben jeder Rätselnummer steht die Stufe, eine von vieren: leicht, mittel, schwer und Experte. Höhere Stufen beginnen mit mehr Pyramiden auf dem Brett und verlangen mehr Planung. Wer aufs Geratewohl springt, gewinnt selten: ein leichtes Rätsel hin und wieder, ein Experten-Rätsel so gut wie nie.
egypt-trap-caption = Vor Zug { $n }: { $loses } verliert; spiele { $play }
egypt-end-caption = Ende nach Zug { $n }: { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}
egypt-after-caption = Nach Zug { $n }, { $mv }
egypt-start-caption = Start
egypt-no-moves = Keine Züge: Die Startstellung ist schon das Ende.
egypt-no-solution-known = Keine Lösung bekannt.
egypt-idea = Idee: { $idea }
egypt-idea-short = Idee: { $idea }.
egypt-how-to-play = So spielt man Ägyptisches Solitaire
egypt-rules-start-caption = Der Start auf 3 × 4: ein Nest auf jedem Feld.
egypt-rules-hop-caption = Nach dem Sprung { $mv }.
egypt-rules-start-and-hop = Der Start und ein Sprung
egypt-rules-pieces-heading = Die Pyramiden
egypt-rules-pieces = Es gibt Pyramiden in drei Größen: groß (3 Punkte), mittel (2 Punkte) und klein (1 Punkt). Die Farbe spielt keine Rolle.
egypt-rules-board-heading = Das Brett
egypt-rules-board = Ein Raster aus Feldern, meist 3 Zeilen mal 4 Spalten oder 4 mal 5. Zu Beginn liegt auf jedem Feld ein Nest: unten eine kleine, darauf eine mittlere und obenauf eine große Pyramide.
egypt-rules-stacks-heading = Stapel
egypt-rules-stacks = Die Pyramiden auf einem Feld bilden einen Stapel. Nur die oberste Pyramide eines Stapels darf ziehen, und nur die oberste kann übersprungen werden. Stapel dürfen höher als drei Pyramiden werden.
egypt-rules-hop-heading = Ein Sprung
egypt-rules-hop = Nimm die oberste Pyramide eines beliebigen Stapels und lass sie in gerader Linie springen, entlang einer Zeile, einer Spalte oder einer Diagonale, über das Nachbarfeld auf das Feld direkt dahinter. Auf dem übersprungenen Feld muss eine Pyramide stehen; das Zielfeld muss leer sein oder oben eine Pyramide derselben Größe tragen wie die springende. Die oberste Pyramide des übersprungenen Feldes verlässt das Brett. Jede Größe darf jede Größe überspringen.
egypt-rules-end-heading = Das Ende
egypt-rules-end = Die Partie endet, wenn kein Sprung mehr möglich ist. Deine Wertung ist die Summe der Punkte, die noch auf dem Brett stehen; weniger ist besser, und eine einzige kleine Pyramide (1 Punkt) ist eine perfekte Partie.
piece-small = Klein
piece-medium = Mittel
piece-large = Groß
goal-lone-small = Mit einer einzigen kleinen Pyramide enden
goal-lone-medium = Mit einer einzigen mittleren Pyramide enden
goal-lone-large = Mit einer einzigen großen Pyramide enden
goal-score = { $n ->
    [1] Mit 1 Punkt enden
   *[other] Mit höchstens { $n } Punkten enden
}
grade-words = { $level } · { $pieces } Pyramiden, { $moves } Züge
grade-band-1 = Züge meiden, die sofort verlieren
grade-band-2 = ein, zwei Züge vorausdenken
grade-band-3 = einige Züge vorausplanen
grade-band-4 = viele Züge vorausplanen
grade-band-5 = den Großteil der Partie planen
idea-middle-row-name = Nur die mittlere Zeile verbindet die obere und die untere
idea-middle-column-name = Nur die mittlere Spalte verbindet die linke und die rechte
idea-alternate-rows-name = Stehen alle Pyramiden auf ungeraden Zeilen oder alle auf geraden, zieht keine mehr nach oben oder unten
idea-alternate-columns-name = Stehen alle Pyramiden in ungeraden Spalten oder alle in geraden, zieht keine mehr zur Seite
idea-one-colour-name = Auf einer Farbe stecken die äußeren Zeilen fest
idea-middle-row = Die mittlere Zeile ist die einzige Brücke. Von der oberen in die untere Zeile gelangt eine Pyramide nur, indem sie eine Pyramide der mittleren Zeile überspringt, und von außen landet nie etwas in der mittleren Zeile. Ist die mittlere Zeile leer, treffen sich die Pyramiden oben und unten nie mehr: Behalte für jede nötige Überquerung eine mittlere Pyramide.
idea-middle-column = Die mittlere Spalte ist die einzige Brücke. Von der linken in die rechte Spalte gelangt eine Pyramide nur, indem sie eine Pyramide der mittleren Spalte überspringt, und von außen landet nie etwas in der mittleren Spalte. Ist sie leer, treffen sich die beiden Seiten nie mehr: Behalte für jede nötige Überquerung eine mittlere Pyramide.
idea-alternate-rows = Eine Pyramide springt immer zwei Zeilen weit, bleibt also für immer auf ungeraden oder auf geraden Zeilen. Stehen alle Pyramiden auf den ungeraden Zeilen (oder alle auf den geraden), kann nichts mehr nach oben oder unten springen, und Pyramiden auf zwei verschiedenen Zeilen treffen sich nie.
idea-alternate-columns = Eine Pyramide springt immer zwei Spalten weit, bleibt also für immer auf ungeraden oder auf geraden Spalten. Stehen alle Pyramiden auf den ungeraden Spalten (oder alle auf den geraden), kann nichts mehr seitwärts springen, und Pyramiden in zwei verschiedenen Spalten treffen sich nie.
idea-one-colour = Färbe das Brett wie ein Schachbrett: Eine Pyramide behält ihre Farbe für immer. Stehen alle Pyramiden auf einer Farbe, bleiben nur schräge Sprünge, und eine Pyramide in der obersten oder untersten Zeile kann dann nie mehr geschlagen werden: Zwei solche Pyramiden werden nie zu einer.
key-trap-before = Falle vor Zug { $n }: Spiele { $play }. { $loses } sieht genauso gut aus, verliert aber ({ $depth ->
    [one] { $depth } Zug voraus zu sehen
   *[other] { $depth } Züge voraus zu sehen
}).
key-end-after = Ende nach Zug { $n } ({ $mv }): kein Sprung mehr, { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}.
key-after-last = Nach Zug { $n } ({ $mv }), dem letzten Zug.
key-after-move = Nach Zug { $n }: { $mv }.
key-start-final = Start, schon die Endstellung.
key-no-moves-start = Keine Züge: Die Startstellung ist schon das Ende.
key-solution-in-moves = Lösung in { $n } Zügen (jeder lässt die oberste Pyramide des ersten Feldes über das Nachbarfeld auf das zweite springen):
key-other-traps = Weitere Fallen: { $list }.
key-other-trap = vor Zug { $n } verliert { $loses }
legend-piece = { $piece } ({ $pips ->
    [one] { $pips } Punkt
   *[other] { $pips } Punkte
})
legend-left = Startfeld
legend-landed = Zielfeld
legend-hop = der letzte Sprung
legend-removed = die übersprungene Pyramide, entfernt
legend-to-play = der nächste Zug
legend-not-allowed = ein Sprung, der nicht erlaubt ist
legend-breaks = das Feld, das ihn verbietet
legend-stacks = Ein Stapel ist senkrecht gezeichnet, die unterste Pyramide unten; die oberste, die ziehen darf, ist ganz oben als volle Pyramide gezeichnet (in einem hohen Stapel zeigen die Pyramiden darunter nur ihren Fuß, und eine Zahl in der Ecke des Feldes nennt seine Höhe).
egypt-reading-grade-heading = Die Zeile unter dem Ziel
egypt-reading-grade = Unter dem Ziel sagt eine Zeile, wie weit du vorausdenken musst, um das Rätsel meistens zu lösen, von „{ grade-band-1 }“ bis „{ grade-band-5 }“, dann wie viele Pyramiden auf dem Brett stehen und wie viele Züge die Lösung braucht.

# A book section's default title (a section with no title of its own).
section-egypt-title = { $tier ->
    [easy] Leichte Rätsel
    [medium] Mittelschwere Rätsel
    [hard] Schwere Rätsel
   *[expert] Rätsel für Experten
}, { $grid }
