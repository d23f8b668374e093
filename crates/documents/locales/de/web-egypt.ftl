# The Egyptian Solitaire player of the web page: its Rust-built surface and the
# words its script writes (ids js-egypt-*, handed to the page).
# $piece, $on, $removed: a piece's letter, S, M or L; $square, $from, $over,
# $to: a square (a1); $move: a move (a1-c1); $goal: the goal in running
# text (goal-* of egypt.ftl).

web-egypt-how = Ägyptisches Solitaire: Wähle eine Pyramide und dann das Feld zwei Schritte weiter (gerade oder diagonal), auf dem sie landen soll: ein leeres Feld oder eines, auf dem oben eine Pyramide gleicher Größe steht; die übersprungene Pyramide verlässt das Brett.
web-egypt-board-label = Brett mit { $rows } Zeilen und { $cols } Spalten
web-egypt-controls = Steuerung des Rätsels
web-egypt-undo = Rückgängig
web-egypt-redo = Wiederholen
web-egypt-reset = Neu starten
web-egypt-hint = Tipp
web-egypt-timer = Stoppuhr
web-egypt-warn = Warnen, wenn ein Zug das Ziel unerreichbar macht
web-egypt-solution = Lösung:
web-egypt-moves = Züge

# A piece's name in a square's label.
js-egypt-piece = { $piece ->
    [S] Klein
    [M] Mittel
   *[L] Groß
}
# A square's label for screen readers: "b2: empty", "b2: Small on Large".
js-egypt-square-empty = { $square }: leer
js-egypt-square-stack = { $square }: { $stack }
js-egypt-stack-on = { $upper } auf { $lower }
js-egypt-label-picked = { $label }, ausgewählt
js-egypt-label-land = { $label }, mögliches Zielfeld

# Why a move is not allowed.
js-egypt-why-distance = { $move }: Eine Pyramide landet immer zwei Felder weiter, in gerader oder diagonaler Linie.
js-egypt-why-from-empty = { $move }: { $square } ist leer, dort steht keine Pyramide, die ziehen könnte.
js-egypt-why-over-empty = { $move }: { $square } ist leer, und jeder Zug muss genau eine Pyramide überspringen.
js-egypt-why-size = { $move }: Eine { $piece ->
    [S] kleine
    [M] mittlere
   *[L] große
} Pyramide kann nicht auf der { $on ->
    [S] kleinen
    [M] mittleren
   *[L] großen
} Pyramide oben auf { $square } landen; sie darf nur auf einem leeren Feld oder auf einer { $piece ->
    [S] kleinen
    [M] mittleren
   *[L] großen
} Pyramide landen.
js-egypt-why-full = { $move }: Der Stapel auf { $square } ist voll ({ $max } Pyramiden).
js-egypt-not-allowed = Nicht erlaubt – { $why }

# Picking up and playing.
js-egypt-pick-empty = { $square } ist leer: Wähle ein Feld, auf dem eine Pyramide steht.
js-egypt-no-hop = Die { $piece ->
    [S] kleine
    [M] mittlere
   *[L] große
} Pyramide auf { $square } kann nicht springen: Sie braucht eine Pyramide direkt daneben und dahinter ein leeres Feld oder eine { $piece ->
    [S] kleine
    [M] mittlere
   *[L] große
} Pyramide.
js-egypt-picked = { $piece ->
    [S] Kleine
    [M] Mittlere
   *[L] Große
} Pyramide auf { $square } ausgewählt; sie kann auf { $squares } landen.
js-egypt-put-back = Auswahl aufgehoben.
js-egypt-played = { $move }: Die { $piece ->
    [S] kleine
    [M] mittlere
   *[L] große
} Pyramide springt über { $over } und nimmt dort die { $removed ->
    [S] kleine
    [M] mittlere
   *[L] große
} Pyramide vom Brett.
js-egypt-careful = { $played } Vorsicht: Nach diesem Zug ist das Ziel ({ $goal }) nicht mehr erreichbar. Nimm ihn zurück und versuche einen anderen.
js-egypt-took-back = Zurückgenommen: { $move }.
js-egypt-at-start = Wieder am Anfang.
js-egypt-back-to = { $n ->
    [0] Wieder am Anfang
   *[other] Zurück zu Zug { $n }
}: Von hier aus ist das Ziel erreichbar.
js-egypt-restored = Züge wiederhergestellt: { $n }.

# The end of a game.
js-egypt-solved = Gelöst! Kein Zug mehr möglich: { $pieces ->
    [one] { $pieces } Pyramide bleibt übrig
   *[other] { $pieces } Pyramiden bleiben übrig
}, Wertung { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}. Das Ziel ({ $goal }) ist in { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Zügen
} erreicht, { $hints ->
    [0] ohne Tipp
    [one] mit { $hints } Tipp
   *[other] mit { $hints } Tipps
}.
js-egypt-stuck = Kein Zug mehr möglich: { $pieces ->
    [one] { $pieces } Pyramide bleibt übrig
   *[other] { $pieces } Pyramiden bleiben übrig
}, Wertung { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}. Das Ziel ({ $goal }) ist nicht erreicht; nimm Züge zurück oder fang neu an.

# Hints.
js-egypt-hint-solved = Gelöst: Hier gibt es nichts mehr zu verraten.
js-egypt-hint-dropped = Tipp abgebrochen: Die Stellung hat sich geändert (kein Tipp gezählt). Drück noch einmal auf Tipp für diese Stellung.
js-egypt-too-large = Diese Stellung ist zu groß, die Seite kann sie nicht durchrechnen.
js-egypt-lost-at-start = Das Ziel ({ $goal }) ist von der Startstellung dieses Rätsels aus nicht erreichbar.
js-egypt-lost-at = Das Ziel ({ $goal }) ist seit deinem Zug { $n } ({ $move }) nicht mehr erreichbar. Geh zurück { $back ->
    [0] zum Anfang
   *[other] zu Zug { $back }
}; von dort aus ist es noch erreichbar.
js-egypt-hint-idea = Tipp – die Idee hinter diesem Rätsel: { $idea } (Der nächste Tipp zeigt, wo du hinschauen solltest.)
js-egypt-hint-look = Tipp: Sieh dir die { $piece ->
    [S] kleine
    [M] mittlere
   *[L] große
} Pyramide auf { $square } an. (Der nächste Tipp zeigt den Zug.)
js-egypt-hint-move = Tipp: Spiel { $move } – die { $piece ->
    [S] kleine
    [M] mittlere
   *[L] große
} Pyramide auf { $from } springt über { $over } und landet auf { $to }. Das Ziel bleibt erreichbar.
js-egypt-hints-used = Genutzte Tipps: { $n }.

# The timer; King Tut adds 3 seconds for every point of the score above 1.
js-egypt-time = Zeit: { $time }
js-egypt-time-tut = Zeit: { $time }; King-Tut-Ergebnis: { $total }
js-egypt-time-tut-extra = Zeit: { $time }; King-Tut-Ergebnis: { $total } (mit { $extra } s Aufschlag für die Wertung über 1)

# The check of moves written on paper: why they fail, after "...: ".
js-egypt-check-not-a-move = Das ist kein Zug auf diesem Brett; schreibe Züge als zwei Felder, etwa a1-c1.
js-egypt-check-short = { $n ->
    [0] Es steht kein Zug da: Die Anfangsstellung ist erlaubt
    [one] Der eine Zug ist erlaubt
   *[other] Die { $n } Züge sind erlaubt
}, und das Ziel ({ $goal }) ist noch zu erreichen, aber die Liste endet vorher.
js-egypt-check-unsolvable = Dieses Rätsel ist schon von der Anfangsstellung aus nicht lösbar.
