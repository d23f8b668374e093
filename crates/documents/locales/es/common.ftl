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
