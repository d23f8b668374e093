# handout
king-tut-name = King Tut
king-tut-heading = King Tut: a race against the clock
king-tut-round-heading = How a round goes
king-tut-round = One player at a time plays a full game from the usual setup while the others keep time. The player calls "done" to stop the clock, either because no hop is left or because they choose to stop there. Their result for the round is the time on the clock plus a penalty for what is left on the board: 3 seconds for every point of the final score above 1. So a perfect game (one Small, score 1) costs nothing extra.
king-tut-winning-heading = Winning
king-tut-winning = Play the agreed number of rounds, taking turns to go first. Add up each player's results; the lowest total time wins.
king-tut-table-caption = Seconds added for the final score
king-tut-table-score = Score
king-tut-table-add = Add
king-tut-seconds = +{ $s } s
king-tut-table-note = Above { $max }: 3 seconds times (score - 1). Example: score 5 adds { $seconds } s, so 1:40 on the clock becomes 1:52.
king-tut-sheet-caption = Score sheet: time on the clock + added seconds = result
king-tut-line-time = time
king-tut-line-seconds = + s
king-tut-line-result = = result
quicksand-name = Quicksand
quicksand-heading = Quicksand: everyone at once
quicksand-round-heading = How a round goes
quicksand-round = Every player sets up a board of their own. Start a timer and all play at the same time. When the timer goes off, stop at once: every pyramid still on your board counts, and so does any pyramid in your hand mid-move. The lowest score takes the round; over several rounds, the lowest total wins.
quicksand-timer-heading = Setting the timer
quicksand-timer = Pick a time from 1 to 5 minutes: about 1 minute for a frantic 3x4 game, 3 to 5 minutes when players are new or play on 4x5. For a hidden random timer, let someone who is not playing set it without telling, or roll a die in secret and use that many minutes (a 6 means roll again). Nobody knows when the sand will swallow their board, so it pays to keep the board tidy at every moment. Write each round's timer in the Timer column (minutes, or "hidden").
quicksand-sheet-caption = Score sheet: pips left when the timer went off
quicksand-column-timer = Timer
quicksand-line-pips = pips
handout-host-solutions = For the host: solutions (keep these pages apart)
handout-host-mark = FOR THE HOST: SOLUTIONS
handout-contents = In this handout
handout-solutions-note = The solutions, on the last pages, marked for the host: take them off before handing the puzzles out.
handout-round = Round
handout-rules-of = The rules of { $game }.
handout-section-item = { $section }: { $range }.
handout-player = Player { $n } (name)
handout-total = Total
handout-score-sheet = a score sheet for { $players } players and { $rounds } rounds
handout-one-way = A way to play together, { $name }, with { $sheet }.
handout-ways = { $count ->
    [2] Two
    [3] Three
    [4] Four
   *[other] { $count }
} ways to play together, { $list }, each with { $sheet }.
handout-score-sheet-of = { $name }: score sheet
