# common
date-long = { $weekday }, { $day } { $month } { $year }
date-short = { $year }-{ $month }-{ $day }
weekday-1 = Monday
weekday-2 = Tuesday
weekday-3 = Wednesday
weekday-4 = Thursday
weekday-5 = Friday
weekday-6 = Saturday
weekday-7 = Sunday
month-1 = January
month-2 = February
month-3 = March
month-4 = April
month-5 = May
month-6 = June
month-7 = July
month-8 = August
month-9 = September
month-10 = October
month-11 = November
month-12 = December
tier-easy = easy
tier-medium = medium
tier-hard = hard
tier-expert = expert
footer-page = page { $n } of { $total }
key-solution-in-steps = Solution in { $n ->
    [one] { $n } step
   *[other] { $n } steps
}:
steps-count = { $n ->
    [one] { $n } step
   *[other] { $n } steps
}
moves-count = { $n ->
    [one] { $n } move
   *[other] { $n } moves
}
sheet-id = ID { $id }.
sheet-notation = In its notation: { $notation }
continued = { $what } (continued)
block-goal = Goal: { $goal }
block-moves = Moves:
kind-noun = { $kind } { $lower }
solutions = Solutions
single-title = pyramid-press puzzle
