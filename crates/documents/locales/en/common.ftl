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
mat-title = Egyptian Solitaire play mat { $grid }
mat-assembly-heading = Play mat { $grid }, { $mm } mm squares: how to put the { $total } sheets together
mat-step-1 = 1. Print every sheet at 100% (no scaling): the bar at the foot of each sheet must measure 50 mm.
mat-step-2 = 2. Cut each sheet along its outer edge, shown by the corner marks: on a side with a grey glue tab, cut along the tab's outer edge; on the other sides, cut along the grid line.
mat-step-3 = 3. Lay the sheets out as in the plan below, sheet 1 at the top left. Each sheet's number and the columns and rows it holds are printed at its foot.
mat-step-4 = 4. Put glue on each grey tab and lay the neighbouring sheet over it, so that its grid lines continue the lines of the sheet under it.
mat-sheet-where = sheet { $n }: { $cols }, { $rows }
mat-tab-legend = glue tab (it lies under the next sheet)
mat-column = column { $name }
mat-columns = columns { $from }-{ $to }
mat-row = row { $n }
mat-rows = rows { $from }-{ $to }
mat-glue = glue
mat-glue-under = glue: sheet { $n } goes over this tab
mat-sheet = sheet { $n }
mat-sheet-of = sheet { $n } of { $total }: { $cols }, { $rows }
mat-foot-many = Play mat, squares { $mm } mm. Print at 100%. Grey tabs go under the next sheet.
mat-foot-one = Egyptian Solitaire play mat, squares { $mm } mm. Print at 100% (no scaling).
mat-bar = this bar is 50 mm long
grid-size = { $rows }x{ $cols }
pair-colon = { $a }: { $b }
# The web page: a single puzzle's window title, and the word after a solved
# puzzle's heading.
single-web-title = { $name } { $lower } { $id }
solved-mark = solved
