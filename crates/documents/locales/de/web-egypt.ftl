# The Egyptian Solitaire player of the web page: its Rust-built surface and the
# words its script writes (ids js-egypt-*, handed to the page).
# $piece, $on, $removed: a piece's letter, S, M or L; $square, $from, $over,
# $to: a square (a1); $move: a move (a1-c1); $goal: the goal in running
# text (goal-* of egypt.ftl).

web-egypt-how = Ägyptisches Solitaire: Nimm eine Pyramide und wähle das Feld zwei Schritte weiter (gerade oder diagonal), auf dem sie landet: ein leeres Feld oder eines, auf dem oben eine Pyramide ihrer Größe steht; die übersprungene Pyramide verlässt das Brett.
web-egypt-board-label = Brett mit { $rows } Zeilen und { $cols } Spalten
web-egypt-controls = Steuerung des Rätsels
web-egypt-undo = Rückgängig
web-egypt-redo = Wiederholen
web-egypt-reset = Neu starten
web-egypt-hint = Tipp
web-egypt-timer = Stoppuhr
web-egypt-warn = Warnen, wenn ein Zug das Rätsel verliert
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
js-egypt-label-picked = { $label }, aufgenommen
js-egypt-label-land = { $label }, sie kann hier landen

# Why a move is not allowed.
js-egypt-why-distance = { $move }: Eine Pyramide landet zwei Felder weiter, in gerader oder diagonaler Linie.
js-egypt-why-from-empty = { $move }: { $square } ist leer, da steht keine Pyramide, die ziehen könnte.
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
js-egypt-not-allowed = Nicht erlaubt: { $why }

# Picking up and playing.
js-egypt-pick-empty = { $square } ist leer: Wähle ein Feld, auf dem eine Pyramide steht.
js-egypt-no-hop = Die { $piece ->
    [S] kleine
    [M] mittlere
   *[L] große
} Pyramide auf { $square } hat keinen erlaubten Sprung: Sie braucht eine Pyramide direkt daneben und dahinter ein leeres Feld oder eine { $piece ->
    [S] kleine
    [M] mittlere
   *[L] große
} Pyramide.
js-egypt-picked = Die { $piece ->
    [S] kleine
    [M] mittlere
   *[L] große
} Pyramide auf { $square } ist aufgenommen; sie kann auf { $squares } landen.
js-egypt-put-back = Pyramide zurückgestellt.
js-egypt-played = { $move }: Die { $piece ->
    [S] kleine
    [M] mittlere
   *[L] große
} Pyramide springt über { $over } und nimmt dort die { $removed ->
    [S] kleine
    [M] mittlere
   *[L] große
} Pyramide vom Brett.
js-egypt-careful = { $played } Vorsicht: Mit diesem Zug ist das Rätsel verloren, das Ziel ({ $goal }) ist nicht mehr erreichbar. Nimm ihn zurück und versuche einen anderen.
js-egypt-took-back = { $move } zurückgenommen.
js-egypt-at-start = Zurück am Anfang.
js-egypt-back-to = Zurück { $n ->
    [0] am Anfang
   *[other] bei Zug { $n }
}: Von hier aus ist das Ziel erreichbar.
js-egypt-restored = Züge wiederhergestellt: { $n }.

# The end of a game.
js-egypt-solved = Gelöst! Kein Zug ist mehr möglich: { $pieces ->
    [one] { $pieces } Pyramide bleibt
   *[other] { $pieces } Pyramiden bleiben
}, { $score ->
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
js-egypt-stuck = Kein Zug ist mehr möglich: { $pieces ->
    [one] { $pieces } Pyramide bleibt
   *[other] { $pieces } Pyramiden bleiben
}, { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}. Das Ziel ({ $goal }) ist nicht erreicht; nimm Züge zurück oder fang neu an.

# Hints.
js-egypt-hint-solved = Gelöst: Hier gibt es nichts mehr zu verraten.
js-egypt-too-large = Diese Stellung ist zu groß, als dass die Seite sie entscheiden könnte.
js-egypt-lost-at-start = Das Ziel ({ $goal }) ist von der Startstellung dieses Rätsels aus nicht erreichbar.
js-egypt-lost-at = Das Ziel ({ $goal }) ist nicht mehr erreichbar: Dein Zug { $n } ({ $move }) hat es verspielt. Geh zurück { $back ->
    [0] zum Anfang
   *[other] zu Zug { $back }
}, um von einer Stellung weiterzuspielen, von der aus es noch erreichbar ist.
js-egypt-hint-idea = Tipp: die Idee hinter diesem Rätsel. { $idea } (Noch ein Tipp zeigt, wohin du schauen solltest.)
js-egypt-hint-look = Tipp: Sieh dir die { $piece ->
    [S] kleine
    [M] mittlere
   *[L] große
} Pyramide auf { $square } an. (Noch ein Tipp zeigt den Zug.)
js-egypt-hint-move = Tipp: Spiele { $move }: Die { $piece ->
    [S] kleine
    [M] mittlere
   *[L] große
} Pyramide auf { $from } springt über { $over } und landet auf { $to }. Das Ziel bleibt erreichbar.
js-egypt-hints-used = Tipps genutzt: { $n }.

# The timer; King Tut adds 3 seconds for every point of the score above 1.
js-egypt-time = Zeit { $time }
js-egypt-time-tut = Zeit { $time }; King Tut gesamt { $total }
js-egypt-time-tut-extra = Zeit { $time }; King Tut gesamt { $total } ({ $extra } s für die Punkte über 1)

# The check of moves written on paper: why they fail, after "...: ".
js-egypt-check-not-a-move = kein Zug auf diesem Brett; schreibe Züge als zwei Felder, etwa a1-c1.
js-egypt-check-left = { $n ->
    [one] { $n } Sprung ist
   *[other] { $n } Sprünge sind
} noch möglich.
js-egypt-check-stuck = Kein Sprung ist mehr möglich, und das Ziel ({ $goal }) ist nicht erreicht.
