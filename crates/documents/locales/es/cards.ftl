# cards
cards-name = Solitario Pirámide
cards-noun = Partida
cards-nouns = Partidas
cards-plural = partidas de cartas
cards-plural-for-cover = partidas del solitario Pirámide
cards-how-to-solve = Alcanza el objetivo de cada partida: retira dos cartas libres que sumen 13, o un rey solo.
cards-reading-layout-heading = Cómo colocar una partida
cards-reading-layout = Cada partida muestra la pirámide de 28 cartas, fila a fila desde arriba, y el orden de las 24 cartas del mazo, con la carta 1 arriba. Coloca una baraja de verdad igual, con el mazo boca abajo. La línea sobre la partida nombra la variante: Pirámide, Keops o Faraones.
cards-reading-key-heading = Cómo leer la solución de una partida
cards-reading-key = «{ cards-step-draw }» pasa la carta de arriba del mazo al descarte («{ cards-step-draw } x3»: tres veces seguidas); «{ cards-step-reset }» da la vuelta al descarte para formar un mazo nuevo; «5♥+8♣» retira esas dos cartas; «K♠» retira ese rey.
cards-step-draw = robar
cards-step-draws = robar x{ $n }
cards-step-reset = vuelta
cards-goal-pyramid = Vacía la pirámide.
cards-goal-all = Retira las 52 cartas.
cards-no-moves = No hace falta ninguna jugada.
cards-how-to-play = Cómo se juegan los solitarios Pirámide
cards-lay-out = Coloca la pirámide fila a fila desde arriba, cada carta tapando en parte las dos de debajo. Apila el mazo boca abajo en el orden indicado, con la carta 1 arriba.
cards-type-in = Esta partida en breve, la pirámide fila a fila y luego el mazo (T es el 10; C D H S son los palos), para dársela a pyramid-press con --deal: { $deal }
cards-key-length = { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
} en { $steps ->
    [one] { $steps } paso
   *[other] { $steps } pasos
}
cards-key-note = Cada paso es una jugada, en orden, salvo los robos seguidos, que se agrupan en un solo paso («{ cards-step-draw } x3»: tres robos, es decir, tres jugadas). «{ cards-step-draw }» pasa la carta de arriba del mazo al descarte; «{ cards-step-reset }» da la vuelta al descarte para formar un mazo nuevo; «5♥+8♣» retira esas dos cartas; «K♠» retira ese rey. Las cartas se escriben como en la página de la partida.
cards-rules-deal-heading = El reparto
cards-rules-deal = Se juega con una baraja normal de 52 cartas. Reparte 28 cartas boca arriba en una pirámide de siete filas de 1 a 7 cartas, cada carta tapando en parte las dos de debajo. Las otras 24 cartas forman el mazo, boca abajo. Una carta está libre cuando ninguna carta la tapa.
cards-rules-take-heading = Retirar cartas
cards-rules-take = Las cartas valen su número: as 1, del 2 al 10 lo que marcan, jota 11, reina 12, rey 13. Retira dos cartas libres cuyos valores sumen 13 (as y reina, 2 y jota, 3 y 10, 4 y 9, 5 y 8, 6 y 7); un rey se retira solo. Pasa las cartas del mazo de una en una a un descarte boca arriba. Los huecos de la pirámide quedan vacíos.
cards-rules-of = Reglas de la variante { $name }
variant-pyramid = Pirámide
variant-cheops = Keops
variant-pharaohs = Faraones
variant-custom = Reglas propias
rules-from-waste-top = la carta de arriba del descarte
rules-from-waste-top-plus-drawn = la carta de arriba del descarte y la carta de arriba del mazo: déjala boca arriba sobre el mazo boca abajo y, cuando la pases al descarte, destapa la siguiente
rules-from-top-two-waste = las dos cartas de arriba del descarte
rules-overlap-on = Una carta también puede emparejarse con la única carta que aún la tapa.
rules-overlap-off = Una carta solo se empareja cuando ya no tiene nada encima.
rules-passes-unlimited = Recorre el mazo tantas veces como quieras.
rules-passes-once = Recorre el mazo una sola vez; no se vuelve a repartir.
rules-passes-limited = Recorre el mazo { $n } veces como máximo.
rules-win-pyramid = Ganas cuando la pirámide queda vacía.
rules-win-all = Ganas cuando has retirado las 52 cartas.
rules-summary = Retira dos cartas libres cuyos valores sumen 13 (as 1, jota 11, reina 12); un rey se retira solo. Además de la pirámide, puedes usar { $from_stock }. { $overlap } { $passes } { $win }
cards-stock-label = Mazo, empezando por la carta de arriba:
cards-sheet-title = pyramid-press · partidas: { $rules }
cards-source-id = ID de la partida { $id }: introdúcelo en la página web del juego para jugarla en pantalla, o pásaselo a pyramid-press check junto con tus jugadas.
cards-source-given = Una partida dada carta a carta, con las reglas de la variante { $rules }.
cards-source-own = Una partida con reglas propias, como se indica abajo.
# Decision: J, Q and K as on the French-suited (poker) decks sold in Spain,
# whose jack is even called "jota" after its letter.
cards-ranks = A 2 3 4 5 6 7 8 9 10 J Q K

# A book section's default title (a section with no title of its own).
section-cards-title = { $tier ->
    [easy] Partidas fáciles
    [medium] Partidas medias
    [hard] Partidas difíciles
   *[expert] Partidas para expertos
}, { $variant }
