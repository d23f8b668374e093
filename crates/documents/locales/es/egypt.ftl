# egypt
egypt-name = Solitario egipcio
egypt-noun = Problema
egypt-nouns = Problemas
egypt-plural = problemas de Solitario egipcio
egypt-plural-for-cover = problemas de Solitario egipcio para Looney Pyramids
egypt-how-to-solve = Alcanza cada objetivo desde la posición mostrada. Un salto lleva la pirámide de arriba de una pila en línea recta (por una fila, una columna o una diagonal) sobre la casilla vecina, que debe tener una pirámide, hasta la casilla siguiente, que debe estar vacía o tener arriba una pirámide del mismo tamaño; la pirámide de arriba de la casilla saltada sale del tablero. Las palabras junto a cada nivel dicen cuánto hay que pensar por adelantado para resolver el problema la mayoría de las veces, desde «{ grade-band-1 }» hasta «{ grade-band-5 }».
egypt-compact-key-note = Las jugadas se escriben salida-llegada: la pirámide de arriba de la primera casilla salta sobre la casilla vecina y llega a la segunda. El diagrama muestra el final, con la última jugada marcada.
egypt-reading-start-heading = La posición inicial
egypt-reading-start = Un problema es una partida ya empezada. Monta las pilas del diagrama en una cuadrícula del mismo tamaño y sigue jugando con las reglas de siempre. Cada pila se dibuja desde su pirámide más baja hasta la de arriba.
egypt-reading-goal-heading = El objetivo
egypt-reading-goal = Bajo el número de cada problema está su objetivo: terminar con una sola pirámide del tamaño que indica y nada más en el tablero o, cuando el objetivo lo dice, con una puntuación igual o menor que un número. Solo puedes parar cuando ya no quede ningún salto.
egypt-reading-squares-heading = Casillas y jugadas
egypt-reading-squares = Las columnas llevan letras desde la a, a la izquierda, y las filas números desde el 1, arriba: la casilla de arriba a la izquierda es la a1. Una jugada se escribe con la casilla que deja la pirámide y la casilla donde cae: a1-c1 hace saltar la pirámide de arriba de a1 sobre b1 hasta c1.
egypt-reading-tiers-heading = Niveles
egypt-reading-tiers = Cada problema indica su nivel junto a su número, entre cuatro: fácil, medio, difícil y experto. Los niveles más altos empiezan con más pirámides en el tablero y exigen más planificación. Saltando al azar se gana pocas veces: uno fácil de vez en cuando, uno experto casi nunca.
egypt-trap-caption = Antes de la jugada { $n }: { $loses } pierde; juega { $play }
egypt-end-caption = Fin tras la jugada { $n }: { $score ->
    [one] { $score } punto
   *[other] { $score } puntos
}
egypt-after-caption = Tras la jugada { $n }, { $mv }
egypt-start-caption = Inicio
egypt-no-moves = Ninguna jugada: el inicio ya es el final.
egypt-no-solution-known = No se conoce ninguna solución.
egypt-idea = Idea: { $idea }
egypt-idea-short = Idea: { $idea }.
egypt-how-to-play = Cómo se juega al Solitario egipcio
egypt-rules-start-caption = El inicio en 3 × 4: un nido en cada casilla.
egypt-rules-hop-caption = Tras el salto { $mv }.
egypt-rules-start-and-hop = El inicio y un salto
egypt-rules-pieces-heading = Las piezas
egypt-rules-pieces = Las pirámides son de tres tamaños: grande (3 puntos), mediana (2 puntos) y pequeña (1 punto). El color no cuenta.
egypt-rules-board-heading = El tablero
egypt-rules-board = Una cuadrícula de casillas, normalmente de 3 filas por 4 columnas, o de 4 por 5. Al empezar, cada casilla tiene un nido: una pequeña abajo, una mediana encima y una grande en lo alto.
egypt-rules-stacks-heading = Las pilas
egypt-rules-stacks = Las pirámides de una casilla forman una pila. Solo se mueve la pirámide de arriba de una pila, y solo la de arriba puede ser saltada. Una pila puede tener más de tres pirámides.
egypt-rules-hop-heading = Un salto
egypt-rules-hop = Toma la pirámide de arriba de cualquier pila y hazla saltar en línea recta, por una fila, una columna o una diagonal, sobre la casilla vecina hasta la casilla justo detrás. La casilla saltada debe tener una pirámide; la casilla de llegada debe estar vacía o tener arriba una pirámide del mismo tamaño que la que salta. La pirámide de arriba de la casilla saltada sale del tablero. Una pirámide de cualquier tamaño puede saltar sobre otra de cualquier tamaño.
egypt-rules-end-heading = El final
egypt-rules-end = La partida termina cuando ya no queda ningún salto. Tu puntuación es la suma de los puntos que siguen en el tablero; cuanto menos, mejor, y una sola pirámide pequeña (1 punto) es una partida perfecta.
piece-small = Pequeña
piece-medium = Mediana
piece-large = Grande
goal-lone-small = Terminar con una sola pirámide pequeña
goal-lone-medium = Terminar con una sola pirámide mediana
goal-lone-large = Terminar con una sola pirámide grande
goal-score = { $n ->
    [1] Terminar con 1 punto
   *[other] Terminar con { $n } puntos o menos
}
grade-words = { $level } · { $pieces } pirámides, { $moves } jugadas
grade-band-1 = evitar las jugadas que pierden enseguida
grade-band-2 = prever una o dos jugadas
grade-band-3 = planear unas cuantas jugadas por adelantado
grade-band-4 = planear muchas jugadas por adelantado
grade-band-5 = planear la mayor parte de la partida
idea-middle-row-name = solo la fila del medio une la de arriba con la de abajo
idea-middle-column-name = solo la columna del medio une la de la izquierda con la de la derecha
idea-alternate-rows-name = cuando todas las pirámides están en filas impares, o todas en pares, ninguna sube ni baja ya
idea-alternate-columns-name = cuando todas las pirámides están en columnas impares, o todas en pares, ninguna se mueve ya de lado
idea-one-colour-name = en un solo color, las filas de los bordes quedan atascadas
idea-middle-row = La fila del medio es el único puente. Una pirámide solo pasa de la fila de arriba a la de abajo saltando una pirámide de la fila del medio, y nada de fuera cae nunca en la fila del medio. Cuando la fila del medio se vacía, las pirámides de arriba y de abajo ya no pueden juntarse: guarda una pirámide del medio para cada cruce que necesites.
idea-middle-column = La columna del medio es el único puente. Una pirámide solo pasa de la columna izquierda a la derecha saltando una pirámide de la columna del medio, y nada de fuera cae nunca en la columna del medio. Cuando se vacía, los dos lados ya no pueden juntarse: guarda una pirámide del medio para cada cruce que necesites.
idea-alternate-rows = Una pirámide salta siempre dos filas de golpe, así que se queda para siempre en filas impares o en filas pares. Cuando todas las pirámides están en las filas impares (o todas en las pares), ya nada puede saltar hacia arriba ni hacia abajo, y dos pirámides en filas distintas nunca se juntan.
idea-alternate-columns = Una pirámide salta siempre dos columnas de golpe, así que se queda para siempre en columnas impares o en columnas pares. Cuando todas las pirámides están en las columnas impares (o todas en las pares), ya nada puede saltar de lado, y dos pirámides en columnas distintas nunca se juntan.
idea-one-colour = Colorea el tablero como un tablero de ajedrez: una pirámide conserva su color para siempre. Cuando todas las pirámides están en un solo color, solo quedan saltos en diagonal, y una pirámide de la fila de arriba o de abajo ya no puede ser capturada: dos pirámides así nunca se quedan en una.
key-trap-before = Trampa antes de la jugada { $n }: juega { $play }. { $loses } parece igual de buena pero pierde ({ $depth ->
    [one] se ve { $depth } jugada antes
   *[other] se ve { $depth } jugadas antes
}).
key-end-after = Fin, tras la jugada { $n } ({ $mv }): no queda ningún salto, { $score ->
    [one] { $score } punto
   *[other] { $score } puntos
}.
key-after-last = Tras la jugada { $n } ({ $mv }), la última.
key-after-move = Tras la jugada { $n }: { $mv }.
key-start-final = Inicio, ya es la posición final.
key-no-moves-start = Ninguna jugada: la posición inicial ya está terminada.
key-solution-in-moves = Solución en { $n } jugadas (cada una hace saltar la pirámide de arriba de la primera casilla sobre la casilla vecina hasta la segunda):
key-other-traps = Otras trampas: { $list }.
key-other-trap = antes de la jugada { $n }, { $loses } pierde
legend-piece = { $piece } ({ $pips ->
    [one] { $pips } punto
   *[other] { $pips } puntos
})
legend-left = casilla de salida
legend-landed = casilla de llegada
legend-hop = el último salto
legend-removed = la pirámide saltada, retirada
legend-to-play = la próxima jugada
legend-not-allowed = un salto no permitido
legend-breaks = la casilla que lo impide
legend-stacks = Cada pila se dibuja de abajo arriba; la pirámide de arriba, la única que se mueve, aparece entera. En las pilas altas, las de debajo solo asoman la base y un número en la esquina indica cuántas hay.
egypt-reading-grade-heading = La línea bajo el objetivo
egypt-reading-grade = Bajo el objetivo, una línea dice cuánto hay que pensar por adelantado para resolver el problema la mayoría de las veces, desde «{ grade-band-1 }» hasta «{ grade-band-5 }», y luego cuántas pirámides hay en el tablero y cuántas jugadas tiene la solución.

# A book section's default title (a section with no title of its own).
section-egypt-title = { $tier ->
    [easy] Problemas fáciles
    [medium] Problemas medios
    [hard] Problemas difíciles
   *[expert] Problemas para expertos
}, { $grid }
