# egypt
egypt-name = Egyptian Solitaire
egypt-noun = Puzzle
egypt-nouns = Puzzles
egypt-plural = Egyptian Solitaire puzzles
egypt-plural-for-cover = Egyptian Solitaire puzzles for Looney Pyramids
egypt-how-to-solve = Reach each goal from the position shown. A hop takes the top piece of a stack in a straight line (along a row, a column or a diagonal) over the next square, which must hold a piece, onto the square beyond, which must be empty or topped by a piece of the same size; the top piece of the square hopped over leaves the board. The words beside each tier say how far ahead you must think to solve the puzzle more often than not, from “{ grade-band-1 }” to “{ grade-band-5 }”.
egypt-compact-key-note = Moves are written from-to: the top piece of the first square hops over the square next to it and lands on the second. The diagram shows the end, with the last move marked.
egypt-reading-start-heading = The start position
egypt-reading-start = A puzzle is a game already under way. Build the stacks shown in the diagram on a grid of the same size, then play on by the usual rules. Each stack is drawn from its lowest pyramid up to its top one.
egypt-reading-goal-heading = The goal
egypt-reading-goal = Under every puzzle number you find its goal: to finish with a single pyramid of the size it names and nothing else on the board, or, where the goal says so, with a score at or under a number. You may only stop when no hop is left.
egypt-reading-squares-heading = Squares and moves
egypt-reading-squares = Columns carry letters from a on the left, rows carry numbers from 1 at the top, so the top-left square is a1. A move is written as the square the pyramid leaves and the square it lands on: a1-c1 hops the top pyramid of a1 over b1 onto c1.
egypt-reading-tiers-heading = Tiers
egypt-reading-tiers = Each puzzle names its tier beside its number, from the four there are: easy, medium, hard and expert. Harder tiers start with more pyramids on the board and need more planning. Random hops seldom win: an easy puzzle now and then, an expert one hardly ever.
egypt-trap-caption = Before move { $n }: { $loses } loses; play { $play }
egypt-end-caption = End after move { $n }: score { $score }
egypt-after-caption = After move { $n }, { $mv }
egypt-start-caption = Start
egypt-no-moves = No moves: the start is already finished.
egypt-no-solution-known = No solution known.
egypt-idea = Idea: { $idea }
egypt-idea-short = Idea: { $idea }.
egypt-how-to-play = How to play Egyptian Solitaire
egypt-rules-start-caption = The 3x4 start: a nest on every square.
egypt-rules-hop-caption = After the hop { $mv }.
egypt-rules-start-and-hop = The start and a hop
egypt-rules-pieces-heading = The pieces
egypt-rules-pieces = Pyramids come in three sizes: Large (3 pips), Medium (2 pips) and Small (1 pip). Colour plays no part.
egypt-rules-board-heading = The board
egypt-rules-board = A grid of squares, usually 3 rows by 4 columns or 4 by 5. At the start every square holds a nest: a Small at the bottom, a Medium on it and a Large on top.
egypt-rules-stacks-heading = Stacks
egypt-rules-stacks = The pieces on a square form a stack. Only the top piece of a stack can move, and only the top piece can be hopped. Stacks may grow taller than three pieces.
egypt-rules-hop-heading = A hop
egypt-rules-hop = Take the top piece of any stack and hop it in a straight line, along a row, a column or a diagonal, over the next square onto the square just beyond. The square hopped over must hold a piece; the landing square must be empty or have a top piece of the same size as the one hopping. The top piece of the square hopped over leaves the board. Any size may hop any size.
egypt-rules-end-heading = The end
egypt-rules-end = The game ends when no hop is left. Your score is the total of the pips still on the board; lower is better, and a single Small (score 1) is a perfect game.
piece-small = Small
piece-medium = Medium
piece-large = Large
goal-lone-small = finish with a single Small
goal-lone-medium = finish with a single Medium
goal-lone-large = finish with a single Large
goal-score = { $n ->
    [1] finish with a score of 1
   *[other] finish with a score of { $n } or less
}
grade-words = { $level } · { $pieces } pieces, { $moves } moves
grade-band-1 = avoid the moves that lose at once
grade-band-2 = look a move or two ahead
grade-band-3 = plan a few moves ahead
grade-band-4 = plan many moves ahead
grade-band-5 = plan most of the game
idea-middle-row-name = only the middle row links the top and bottom rows
idea-middle-column-name = only the middle column links the left and right columns
idea-alternate-rows-name = once every piece is on odd rows, or every piece on even ones, no piece moves up or down
idea-alternate-columns-name = once every piece is on odd columns, or every piece on even ones, no piece moves sideways
idea-one-colour-name = on one colour, the outer rows are stuck
idea-middle-row = The middle row is the only bridge. A piece gets from the top row to the bottom row only by hopping a middle-row piece, and nothing from outside ever lands in the middle row. Once the middle row is empty, pieces above and below can never meet: keep a middle piece for every crossing you need.
idea-middle-column = The middle column is the only bridge. A piece gets from the left column to the right one only by hopping a middle-column piece, and nothing from outside ever lands in the middle column. Once it is empty, the two sides can never meet: keep a middle piece for every crossing you need.
idea-alternate-rows = A piece always hops two rows at a time, so it stays on odd rows or on even rows for good. Once every piece stands on the odd rows (or every piece on the even ones), nothing can hop up or down any more, and pieces on two different rows can never meet.
idea-alternate-columns = A piece always hops two columns at a time, so it stays on odd columns or on even columns for good. Once every piece stands on the odd columns (or every piece on the even ones), nothing can hop sideways any more, and pieces in two different columns can never meet.
idea-one-colour = Colour the board like a chessboard: a piece keeps its colour for good. Once every piece stands on one colour, only diagonal hops are left, and a piece in the top or bottom row can then never be taken: two such pieces never come down to one.
key-trap-before = Trap before move { $n }: play { $play }. { $loses } looks as good but loses ({ $depth ->
    [one] seen { $depth } move ahead
   *[other] seen { $depth } moves ahead
}).
key-end-after = End, after move { $n } ({ $mv }): no hop left, score { $score }.
key-after-last = After move { $n } ({ $mv }), the last move.
key-after-move = After move { $n }: { $mv }.
key-start-final = Start, already the final position.
key-no-moves-start = No moves: the start position is already finished.
key-solution-in-moves = Solution in { $n } moves (each hops the top piece of the first square over the next square onto the second):
key-other-traps = Other trap moments: { $list }.
key-other-trap = before move { $n }, { $loses } loses
legend-piece = { $piece } ({ $pips ->
    [one] { $pips } pip
   *[other] { $pips } pips
})
legend-left = start square
legend-landed = landing square
legend-hop = the hop just played
legend-removed = the piece it hopped, removed
legend-to-play = the move to play next
legend-not-allowed = a hop that is not allowed
legend-breaks = the square that forbids it
legend-stacks = A stack is drawn in one column, bottom piece lowest; the top piece, the one that moves, is the whole pyramid at the top (in a tall stack the pieces under it show only their bases, and a number in the square's corner gives its height).
egypt-reading-grade-heading = The line under the goal
egypt-reading-grade = Under the goal, a line says how far ahead you must think to solve the puzzle more often than not, from “{ grade-band-1 }” to “{ grade-band-5 }”, then how many pieces are on the board and how many moves the solution takes.

# A book section's default title (a section with no title of its own).
section-egypt-title = { $tier ->
    [easy] Easy
    [medium] Medium
    [hard] Hard
   *[expert] Expert
} puzzles, { $grid }
