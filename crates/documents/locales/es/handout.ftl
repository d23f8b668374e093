# handout
king-tut-name = King Tut
king-tut-heading = King Tut: una carrera contra el reloj
king-tut-round-heading = Cómo va una ronda
king-tut-round = Por turnos, un jugador juega una partida entera desde la colocación habitual mientras los demás cronometran. Dice «listo» para parar el reloj, porque ya no queda ningún salto o porque decide parar ahí. Su resultado de la ronda es el tiempo del reloj más una penalización por lo que queda en el tablero: 3 segundos por cada punto de la puntuación final por encima de 1. Así, una partida perfecta (una pirámide pequeña, 1 punto) no cuesta nada extra.
king-tut-winning-heading = Quién gana
king-tut-winning = Jugad el número de rondas acordado, turnándoos para empezar. Sumad los resultados de cada jugador; gana el menor tiempo total.
king-tut-table-caption = Segundos añadidos según la puntuación final
king-tut-table-score = Puntuación
king-tut-table-add = Añadir
king-tut-seconds = +{ $s } s
king-tut-table-note = Por encima de { $max }: 3 segundos por (puntuación − 1). Ejemplo: una puntuación de 5 añade { $seconds } s, así que 1:40 en el reloj pasa a 1:52.
king-tut-sheet-caption = Hoja de puntuación: tiempo del reloj + segundos añadidos = resultado
king-tut-line-time = tiempo
king-tut-line-seconds = + s
king-tut-line-result = = resultado
quicksand-name = Arenas movedizas
quicksand-heading = Arenas movedizas: todos a la vez
quicksand-round-heading = Cómo va una ronda
quicksand-round = Cada jugador monta su propio tablero. Poned un temporizador y jugad todos a la vez. Cuando suene, parad en el acto: cuenta cada pirámide que siga en tu tablero, y también cualquier pirámide que tengas en la mano a mitad de jugada. La puntuación más baja se lleva la ronda; a lo largo de varias rondas, gana el total más bajo.
quicksand-timer-heading = Ajustar el temporizador
quicksand-timer = Elegid un tiempo de 1 a 5 minutos: más o menos 1 minuto para una partida frenética en 3 × 4, de 3 a 5 minutos si hay principiantes o se juega en 4 × 5. Para un temporizador secreto y al azar, que lo ponga alguien que no juegue sin decir nada, o tirad un dado en secreto y usad tantos minutos (con un 6, se vuelve a tirar). Nadie sabe cuándo la arena se tragará su tablero, así que conviene tenerlo ordenado en todo momento. Anotad el temporizador de cada ronda en la columna Temporizador (en minutos, o «secreto»).
quicksand-sheet-caption = Hoja de puntuación: puntos que quedaban cuando sonó el temporizador
quicksand-column-timer = Temporizador
quicksand-line-pips = puntos
handout-host-solutions = Para quien dirige el juego: soluciones (guarda estas páginas aparte)
handout-host-mark = PARA QUIEN DIRIGE: SOLUCIONES
handout-contents = En este cuadernillo
handout-solutions-note = Las soluciones, en las últimas páginas, marcadas para quien dirige el juego: sepáralas antes de repartir los problemas.
handout-round = Ronda
handout-rules-of = Las reglas: { $game }.
handout-section-item = { $section }: { $range }.
handout-player = Jugador { $n } (nombre)
handout-total = Total
handout-score-sheet = una hoja de puntuación para { $players } jugadores y { $rounds } rondas
handout-one-way = Una forma de jugar juntos, { $name }, con { $sheet }.
handout-ways = { $count ->
    [2] Dos
    [3] Tres
    [4] Cuatro
   *[other] { $count }
} formas de jugar juntos, { $list }, cada una con { $sheet }.
handout-score-sheet-of = { $name }: hoja de puntuación
