# The card deals player of the web page: its Rust-built surface and the
# words its script writes (ids js-cards-*, handed to the page).

web-cards-how = Partidas de cartas: elige dos cartas libres cuyos valores sumen 13 (as 1, jota 11, reina 12), o un rey solo; pulsa el mazo para pasar su carta de arriba al descarte.

web-cards-deal-label = La partida: pirámide, mazo y descarte
web-cards-controls = Controles de la partida
web-cards-undo = Deshacer
web-cards-redo = Rehacer
web-cards-restart = Empezar de nuevo
web-cards-hint = Pista
web-cards-warn = Avísame cuando una jugada haga perder la partida
web-cards-solution = Solución ({ $n ->
    [one] { $n } jugada
   *[other] { $n } jugadas
}):
web-cards-notation = Las jugadas se escriben con las cartas retiradas (5H+8C; un rey solo: KS; T es el 10; C, D, H y S son tréboles, diamantes, corazones y picas); «{ cards-step-draw }» pasa la carta de arriba del mazo al descarte; «{ cards-step-reset }» da la vuelta al descarte para formar un mazo nuevo. En la solución, «{ cards-step-draw } x3» son tres robos seguidos.
web-cards-moves = Jugadas
js-cards-draw = Robar
js-cards-reset-stock = Dar la vuelta
js-cards-move-draw = { cards-step-draw }
js-cards-move-reset = { cards-step-reset }
js-cards-card = { $rank ->
    [A] as
    [J] jota
    [Q] reina
    [K] rey
   *[other] { $rank }
} de { $suit ->
    [C] tréboles
    [D] diamantes
    [H] corazones
   *[S] picas
}
js-cards-aria-pyramid = { $free ->
    [yes] { $card }, libre
   *[no] { $card }, tapada
}
js-cards-aria-stock = Mazo, { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}: robar la carta de arriba
js-cards-aria-stock-reset = Mazo vacío: dar la vuelta al descarte para formar un mazo nuevo
js-cards-aria-stock-empty = Mazo vacío
js-cards-aria-stock-top = { $card }, boca arriba sobre el mazo, libre
js-cards-aria-waste = { $where ->
    [top-free] { $card }, arriba del descarte, libre
    [top] { $card }, arriba del descarte
    [under-free] { $card }, en el descarte, libre
   *[under] { $card }, en el descarte
}
js-cards-pile-reset = vuelta
js-cards-pile-empty = vacío
js-cards-count = Mazo { $stock } · descarte { $waste }
js-cards-count-passes = Mazo { $stock } · descarte { $waste } · pasada { $pass } de { $passes }
js-cards-hints-used = Pistas usadas: { $n }.
js-cards-restored = Jugadas recuperadas: { $n }.
js-cards-put-back = Carta devuelta a su sitio.
js-cards-unsettled = La página no ha podido analizar esta posición a tiempo.
js-cards-lost-from-start = Esta partida no tiene solución: no se puede ganar desde la posición inicial.
js-cards-lost-at = Esta partida ya no se puede ganar: tu jugada { $move } ({ $text }) lo impidió. Deshaz hasta { $back ->
    [0] el inicio
   *[other] la jugada { $back }
} para seguir desde una posición en la que aún se pueda ganar.
js-cards-hint-won = La partida está ganada: ya no hay nada que sugerir.
js-cards-hint-look = Pista: fíjate en { $card }. (Pide otra pista para ver la jugada).
js-cards-hint-look-stock = Pista: fíjate en el mazo. (Pide otra pista para ver la jugada).
js-cards-hint-draw = Pista: roba la carta de arriba del mazo ({ $move }). Aún puedes ganar la partida.
js-cards-hint-reset = Pista: da la vuelta al descarte para formar un mazo nuevo ({ $move }). Aún puedes ganar la partida.
js-cards-hint-take-one = Pista: retira { $card } ({ $move }). Aún puedes ganar la partida.
js-cards-hint-take-two = Pista: retira { $a } y { $b } ({ $move }). Aún puedes ganar la partida.
js-cards-won = { $win ->
    [pyramid] Has ganado: has vaciado la pirámide
   *[all] Has ganado: has retirado todas las cartas
} en { $n ->
    [one] { $n } jugada
   *[other] { $n } jugadas
}, { $hints ->
    [0] sin pistas
    [one] con { $hints } pista
   *[other] con { $hints } pistas
}.
js-cards-no-move-left = No queda ninguna jugada y la partida está perdida ({ $n ->
    [one] queda { $n } carta en la pirámide
   *[other] quedan { $n } cartas en la pirámide
}). Deshaz jugadas o empieza de nuevo para volver a intentarlo.
js-cards-careful = { $said } Cuidado: con esta jugada la partida ya no se puede ganar. Deshazla para probar otra.
js-cards-drew = Has pasado { $card } al descarte.
js-cards-turned = Has dado la vuelta al descarte para formar un mazo nuevo.
js-cards-took-one = Has retirado { $card }.
js-cards-took-two = Has retirado { $a } y { $b }.
js-cards-took-king = Has retirado { $card } (un rey se retira solo).
js-cards-already-won = La partida ya está ganada.
js-cards-stock-used-up = El mazo se ha acabado y no quedan más pasadas.
js-cards-covered = { $card } está tapada: retira primero las cartas que tiene encima.
js-cards-picked = Has elegido { $card }: elige una carta libre que sume 13 con ella ({ $need ->
    [1] un as
    [11] una jota
    [12] una reina
   *[other] un { $need }
}).
js-cards-not-13 = No está permitido: { $a } y { $b } suman { $sum }, no 13.
js-cards-took-back = Has deshecho la jugada { $move }.
js-cards-back-start = De vuelta al inicio.
js-cards-back-to = { $move ->
    [0] De vuelta al inicio
   *[other] De vuelta a la jugada { $move }
}: desde aquí aún se puede ganar la partida.
js-cards-check-solves = { $n ->
    [one] Este paso ({ $moves ->
        [one] una jugada
       *[other] { $moves } jugadas
    }) gana la partida.
   *[other] Estos { $n } pasos ({ $moves } jugadas, contadas como en la solución) ganan la partida.
}
js-cards-check-wrong = El paso { $n } ({ $move }) es el primero que falla: { $reason }
js-cards-check-before = { $n ->
    [one] El paso anterior es válido.
    [2] Los dos pasos anteriores son válidos.
   *[other] Los { $n } pasos anteriores son válidos.
}
js-cards-check-loses = después de él ya no se puede ganar la partida.
js-cards-check-short = { $n ->
    [0] No hay ningún paso escrito: la posición inicial es válida
    [one] El paso es válido
   *[other] Los { $n } pasos son válidos
} y la partida todavía se puede ganar ({ $win ->
    [pyramid] vaciar la pirámide
   *[all] retirar las 52 cartas
}), pero la lista termina antes.
js-cards-check-unsolvable = Esta partida no se puede ganar de ningún modo ({ $win ->
    [pyramid] vaciar la pirámide
   *[all] retirar las 52 cartas
}).
js-cards-check-not-a-move = no es una jugada; escribe cartas como 5H+8C o KS, o la palabra para robar.
js-cards-fault = { $code ->
    [already-won] la partida ya está ganada
    [stock-empty] el mazo está vacío: primero hay que dar la vuelta al descarte ({ cards-step-reset })
    [stock-used-up] el mazo está vacío y no queda ninguna pasada
    [stock-has-cards] al mazo aún le quedan cartas: el descarte solo se vuelve cuando el mazo está vacío
    [passes-used] estas reglas permiten { $passes ->
        [one] { $passes } pasada
       *[other] { $passes } pasadas
    } por el mazo
    [no-pass-left] no queda ninguna pasada por el mazo
    [waste-empty] el descarte está vacío: no hay nada que volver
    [not-a-king] solo un rey se retira solo; { $a } necesita una carta que sume 13 con ella
    [king-in-pair] un rey se retira solo, nunca en pareja
    [sum] { $a } y { $b } suman { $sum }, no 13
    [taken] { $a } ya se retiró
    [covered] { $a } sigue tapada por una carta de la fila de abajo
    [waste-under] { $a } está en el descarte, debajo de otra carta
    [in-stock] { $a } sigue en el mazo, boca abajo
    [not-in-deal] { $a } no está en esta partida
   *[not-together] { $a } y { $b } no pueden retirarse juntas aquí
}
js-cards-fault-no-overlap = { $why } (con estas reglas una carta no puede emparejarse con la carta que la tapa)
js-cards-fault-draw = { cards-step-draw } { $k } de { $n }: { $why }
js-cards-check-fault = { $why }.
js-cards-not-allowed = No está permitido: { $why }.
