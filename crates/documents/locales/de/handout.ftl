# handout
king-tut-name = King Tut
king-tut-heading = King Tut: ein Wettlauf gegen die Uhr
king-tut-round-heading = So läuft eine Runde
king-tut-round = Reihum spielt jeweils eine Person eine ganze Partie aus der üblichen Startaufstellung, während die anderen die Zeit nehmen. Mit „fertig“ hält sie die Uhr an, entweder weil kein Sprung mehr geht oder weil sie dort aufhören will. Ihr Ergebnis der Runde ist die Zeit auf der Uhr plus ein Aufschlag für das, was noch auf dem Brett steht: 3 Sekunden für jeden Punkt der Endwertung über 1. Eine perfekte Partie (eine kleine Pyramide, 1 Punkt) kostet also nichts extra.
king-tut-winning-heading = Wer gewinnt
king-tut-winning = Spielt die vereinbarte Zahl von Runden und wechselt euch beim Anfangen ab. Zählt die Ergebnisse jeder Person zusammen; die niedrigste Gesamtzeit gewinnt.
king-tut-table-caption = Aufschlag in Sekunden für die Endwertung
king-tut-table-score = Wertung
king-tut-table-add = Aufschlag
king-tut-seconds = +{ $s } s
king-tut-table-note = Über { $max }: 3 Sekunden mal (Wertung − 1). Beispiel: Wertung 5 ergibt { $seconds } s Aufschlag, aus 1:40 auf der Uhr werden also 1:52.
king-tut-sheet-caption = Wertungsbogen: Zeit auf der Uhr + Aufschlag = Ergebnis
king-tut-line-time = Zeit
king-tut-line-seconds = + s
king-tut-line-result = = Ergebnis
quicksand-name = Treibsand
quicksand-heading = Treibsand: alle gleichzeitig
quicksand-round-heading = So läuft eine Runde
quicksand-round = Alle bauen ein eigenes Brett auf. Stellt einen Wecker und spielt alle gleichzeitig. Sobald er klingelt, sofort aufhören: Jede Pyramide, die noch auf deinem Brett steht, zählt, ebenso jede, die du mitten im Zug in der Hand hältst. Die niedrigste Wertung gewinnt die Runde; über mehrere Runden gewinnt die niedrigste Summe.
quicksand-timer-heading = Den Wecker stellen
quicksand-timer = Wählt eine Zeit von 1 bis 5 Minuten: etwa 1 Minute für eine hektische Partie auf 3 × 4, 3 bis 5 Minuten für Neulinge oder auf 4 × 5. Für einen verdeckten Zufallswecker stellt ihn jemand, der nicht mitspielt, ohne etwas zu verraten, oder ihr würfelt heimlich und nehmt so viele Minuten (bei einer 6 noch einmal würfeln). Niemand weiß, wann der Sand sein Brett verschluckt, also lohnt es sich, das Brett jederzeit aufgeräumt zu halten. Tragt den Wecker jeder Runde in die Spalte Wecker ein (Minuten oder „verdeckt“).
quicksand-sheet-caption = Wertungsbogen: Punkte, die beim Klingeln übrig waren
quicksand-column-timer = Wecker
quicksand-line-pips = Punkte
handout-host-solutions = Für die Spielleitung: Lösungen (diese Seiten getrennt aufbewahren)
handout-host-mark = FÜR DIE SPIELLEITUNG: LÖSUNGEN
handout-contents = In diesem Heft
handout-solutions-note = Die Lösungen, auf den letzten Seiten, für die Spielleitung markiert: vor dem Austeilen der Rätsel abtrennen.
handout-round = Runde
handout-rules-of = Die Spielregeln: { $game }.
handout-section-item = { $section }: { $range }.
handout-player = Person { $n } (Name)
handout-total = Summe
handout-score-sheet = einem Wertungsbogen für { $players } Personen und { $rounds } Runden
handout-one-way = Eine Art, gemeinsam zu spielen, { $name }, mit { $sheet }.
handout-ways = { $count ->
    [2] Zwei
    [3] Drei
    [4] Vier
   *[other] { $count }
} Arten, gemeinsam zu spielen, { $list }, jede mit { $sheet }.
handout-score-sheet-of = { $name }: Wertungsbogen
