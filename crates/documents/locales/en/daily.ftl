# daily
daily-title = pyramid-press daily puzzles
daily-solution-of = { $what }: solution
daily-key-subtitle = { $id } · { $kind } · goal: { $goal } · { $grade }
daily-intro = { $date }. { $how } Solutions from page { $page }.
daily-solutions = Solutions { $day }
daily-solutions-continued = Solutions { $day } (continued)
daily-summary = { $id } · { $n ->
    [one] { $n } move
   *[other] { $n } moves
} to { $goal }:
daily-card-deal = Card deal of the day
