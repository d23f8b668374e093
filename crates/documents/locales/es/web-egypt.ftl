# The Egyptian Solitaire player of the web page: its Rust-built surface and the
# words its script writes (ids js-egypt-*, handed to the page).
# $piece, $on, $removed: a piece's letter, S, M or L; $square, $from, $over,
# $to: a square (a1); $move: a move (a1-c1); $goal: the goal in running
# text (goal-* of egypt.ftl).

web-egypt-how = Solitario egipcio: elige una pirámide y luego la casilla donde cae, a dos casillas en línea recta o en diagonal, que debe estar vacía o tener arriba una pirámide del mismo tamaño; la pirámide saltada sale del tablero.
web-egypt-board-label = Tablero de { $rows } filas y { $cols } columnas
web-egypt-controls = Controles del problema
web-egypt-undo = Deshacer
web-egypt-redo = Rehacer
web-egypt-reset = Reiniciar
web-egypt-hint = Pista
web-egypt-timer = Cronómetro
web-egypt-warn = Avísame cuando una jugada impida alcanzar el objetivo
web-egypt-solution = Solución:
web-egypt-moves = Jugadas

# A piece's name in a square's label.
js-egypt-piece = { $piece ->
    [S] pequeña
    [M] mediana
   *[L] grande
}
# A square's label for screen readers: "b2: empty", "b2: Small on Large".
js-egypt-square-empty = { $square }: vacía
js-egypt-square-stack = { $square }: { $stack }
js-egypt-stack-on = { $upper } sobre { $lower }
js-egypt-label-picked = { $label }, elegida
js-egypt-label-land = { $label }, puede caer aquí

# Why a move is not allowed.
js-egypt-why-distance = { $move }: una pirámide solo puede caer a dos casillas de distancia, en línea recta o en diagonal.
js-egypt-why-from-empty = { $move }: { $square } está vacía, no hay ninguna pirámide que mover.
js-egypt-why-over-empty = { $move }: { $square } está vacía y cada jugada debe saltar exactamente una pirámide.
js-egypt-why-size = { $move }: una pirámide { $piece ->
    [S] pequeña
    [M] mediana
   *[L] grande
} no puede caer sobre la pirámide { $on ->
    [S] pequeña
    [M] mediana
   *[L] grande
} que hay arriba en { $square }; solo puede caer en una casilla vacía o sobre una pirámide { $piece ->
    [S] pequeña
    [M] mediana
   *[L] grande
}.
js-egypt-why-full = { $move }: la pila de { $square } está llena ({ $max } pirámides).
js-egypt-not-allowed = No está permitido: { $why }

# Picking up and playing.
js-egypt-pick-empty = { $square } está vacía: elige una casilla con una pirámide.
js-egypt-no-hop = La pirámide { $piece ->
    [S] pequeña
    [M] mediana
   *[L] grande
} de { $square } no tiene ningún salto permitido: necesita una pirámide al lado y, justo detrás, una casilla vacía o una pirámide { $piece ->
    [S] pequeña
    [M] mediana
   *[L] grande
}.
js-egypt-picked = Has elegido la pirámide { $piece ->
    [S] pequeña
    [M] mediana
   *[L] grande
} de { $square }; puede caer en { $squares }.
js-egypt-put-back = Pirámide devuelta a su sitio.
js-egypt-played = { $move }: la pirámide { $piece ->
    [S] pequeña
    [M] mediana
   *[L] grande
} salta sobre { $over } y retira del tablero la pirámide { $removed ->
    [S] pequeña
    [M] mediana
   *[L] grande
} que había allí.
js-egypt-careful = { $played } Cuidado: con esta jugada el objetivo ({ $goal }) ya no se puede alcanzar. Deshazla para probar otra.
js-egypt-took-back = Has deshecho la jugada { $move }.
js-egypt-at-start = De vuelta al inicio.
js-egypt-back-to = De vuelta { $n ->
    [0] al inicio
   *[other] a la jugada { $n }
}: desde aquí se puede alcanzar el objetivo.
js-egypt-restored = Jugadas recuperadas: { $n }.

# The end of a game.
js-egypt-solved = ¡Resuelto! Ya no hay ningún salto posible: { $pieces ->
    [one] queda { $pieces } pirámide
   *[other] quedan { $pieces } pirámides
} ({ $score ->
    [one] { $score } punto
   *[other] { $score } puntos
}). Has cumplido el objetivo ({ $goal }) en { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}, { $hints ->
    [0] sin pistas
    [one] con { $hints } pista
   *[other] con { $hints } pistas
}.
js-egypt-stuck = Ya no hay ningún salto posible: { $pieces ->
    [one] queda { $pieces } pirámide
   *[other] quedan { $pieces } pirámides
} ({ $score ->
    [one] { $score } punto
   *[other] { $score } puntos
}). No has cumplido el objetivo ({ $goal }); deshaz jugadas o reinicia para intentarlo de nuevo.

# Hints.
js-egypt-hint-solved = Resuelto: ya no hay nada que sugerir.
js-egypt-hint-dropped = Pista cancelada: la posición ha cambiado (no se cuenta ninguna pista). Pulsa Pista otra vez para esta posición.
js-egypt-too-large = Esta posición es demasiado grande para que la página pueda analizarla.
js-egypt-lost-at-start = El objetivo ({ $goal }) no se puede alcanzar desde la posición inicial de este problema.
js-egypt-lost-at = El objetivo ({ $goal }) ya no se puede alcanzar: tu jugada { $n } ({ $move }) lo impidió. Deshaz hasta { $back ->
    [0] el inicio
   *[other] la jugada { $back }
} para seguir desde una posición en la que aún se pueda alcanzar.
js-egypt-hint-idea = Pista: la idea de este problema. { $idea } (Pide otra pista para saber dónde mirar).
js-egypt-hint-look = Pista: fíjate en la pirámide { $piece ->
    [S] pequeña
    [M] mediana
   *[L] grande
} de { $square }. (Pide otra pista para ver la jugada).
js-egypt-hint-move = Pista: juega { $move } (la pirámide { $piece ->
    [S] pequeña
    [M] mediana
   *[L] grande
} de { $from } salta sobre { $over } y cae en { $to }). El objetivo sigue a tu alcance.
js-egypt-hints-used = Pistas usadas: { $n }.

# The timer; King Tut adds 3 seconds for every point of the score above 1.
js-egypt-time = Tiempo: { $time }
js-egypt-time-tut = Tiempo: { $time }; total de King Tut: { $total }
js-egypt-time-tut-extra = Tiempo: { $time }; total de King Tut: { $total } ({ $extra } s por los puntos por encima de 1)

# The check of moves written on paper: why they fail, after "...: ".
js-egypt-check-not-a-move = no es una jugada de este tablero; escribe cada jugada como dos casillas, por ejemplo a1-c1.
js-egypt-check-short = { $n ->
    [0] No hay ninguna jugada escrita: la posición inicial es válida
    [one] La jugada es válida
   *[other] Las { $n } jugadas son válidas
} y el objetivo ({ $goal }) todavía se puede alcanzar, pero la lista termina antes.
js-egypt-check-unsolvable = Este problema no tiene solución desde su posición inicial.
