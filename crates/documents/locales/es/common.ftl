# common
date-long = { $weekday }, { $day } de { $month } de { $year }
date-short = { $day }/{ $month }/{ $year }
weekday-1 = lunes
weekday-2 = martes
weekday-3 = miércoles
weekday-4 = jueves
weekday-5 = viernes
weekday-6 = sábado
weekday-7 = domingo
month-1 = enero
month-2 = febrero
month-3 = marzo
month-4 = abril
month-5 = mayo
month-6 = junio
month-7 = julio
month-8 = agosto
month-9 = septiembre
month-10 = octubre
month-11 = noviembre
month-12 = diciembre
tier-easy = fácil
tier-medium = medio
tier-hard = difícil
tier-expert = experto
footer-page = página { $n } de { $total }
key-solution-in-steps = Solución en { $n ->
    [one] { $n } paso
   *[other] { $n } pasos
}:
steps-count = { $n ->
    [one] { $n } paso
   *[other] { $n } pasos
}
moves-count = { $n ->
    [one] { $n } jugada
   *[other] { $n } jugadas
}
sheet-id = ID { $id }.
sheet-notation = En notación: { $notation }
continued = { $what } (continuación)
block-goal = Objetivo: { $goal }
block-moves = Jugadas:
kind-noun = { $noun } { $kind }
solutions = Soluciones
single-title = pyramid-press: problema
mat-title = Tablero de Solitario egipcio { $grid }
mat-assembly-heading = Tablero { $grid }, casillas de { $mm } mm: cómo unir las { $total } hojas
mat-step-1 = 1. Imprime cada hoja al 100 % (sin escalar): la barra al pie de cada hoja debe medir 50 mm.
mat-step-2 = 2. Recorta cada hoja por su borde exterior, señalado por las marcas de las esquinas: en un lado con una pestaña gris, corta por el borde exterior de la pestaña; en los demás lados, por la línea de la cuadrícula.
mat-step-3 = 3. Coloca las hojas como en el plano de abajo, la hoja 1 arriba a la izquierda. El número de cada hoja y sus columnas y filas van impresos al pie.
mat-step-4 = 4. Pon pegamento en cada pestaña gris y coloca encima la hoja vecina, de modo que sus líneas continúen las de la hoja de debajo.
mat-sheet-where = hoja { $n }: { $cols }, { $rows }
mat-tab-legend = pestaña para pegar (va debajo de la hoja siguiente)
mat-column = columna { $name }
mat-columns = columnas { $from }-{ $to }
mat-row = fila { $n }
mat-rows = filas { $from }-{ $to }
mat-glue = pegar
mat-glue-under = pegar: la hoja { $n } va encima de esta pestaña
mat-sheet = hoja { $n }
mat-sheet-of = hoja { $n } de { $total }: { $cols }, { $rows }
mat-foot-many = Tablero, casillas de { $mm } mm. Imprime al 100 %. Las pestañas grises van debajo de la hoja siguiente.
mat-foot-one = Tablero de Solitario egipcio, casillas de { $mm } mm. Imprime al 100 % (sin escalar).
mat-bar = esta barra mide 50 mm
grid-size = { $rows } × { $cols }
pair-colon = { $a }: { $b }
# The web page: a single puzzle's window title, and the word after a solved
# puzzle's heading.
single-web-title = { $noun } de { $name } { $id }
solved-mark = resuelto
