# The Egyptian Solitaire player of the web page: its Rust-built surface and the
# words its script writes (ids js-egypt-*, handed to the page).
# $piece, $on, $removed: a piece's letter, S, M or L; $square, $from, $over,
# $to: a square (a1); $move: a move (a1-c1); $goal: the goal in running
# text (goal-* of egypt.ftl).

web-egypt-how = Egyptian Solitaire: pick a piece, then the square two steps away (in a straight or diagonal line) where it lands, an empty square or one topped by a piece of its own size; the piece it hops over leaves the board.
web-egypt-board-label = Board of { $rows } rows and { $cols } columns
web-egypt-controls = Puzzle controls
web-egypt-undo = Undo
web-egypt-redo = Redo
web-egypt-reset = Reset
web-egypt-hint = Hint
web-egypt-timer = Timer
web-egypt-warn = Warn me when a move loses the puzzle
web-egypt-solution = Solution:
web-egypt-moves = Moves

# A piece's name in a square's label.
js-egypt-piece = { $piece ->
    [S] Small
    [M] Medium
   *[L] Large
}
# A square's label for screen readers: "b2: empty", "b2: Small on Large".
js-egypt-square-empty = { $square }: empty
js-egypt-square-stack = { $square }: { $stack }
js-egypt-stack-on = { $upper } on { $lower }
js-egypt-label-picked = { $label }, picked up
js-egypt-label-land = { $label }, it can land here

# Why a move is not allowed.
js-egypt-why-distance = { $move }: a piece lands two squares away, in a straight or diagonal line.
js-egypt-why-from-empty = { $move }: { $square } is empty, there is no piece to move.
js-egypt-why-over-empty = { $move }: { $square } is empty, and every move must hop exactly one piece.
js-egypt-why-size = { $move }: a { $piece ->
    [S] Small
    [M] Medium
   *[L] Large
} cannot land on the { $on ->
    [S] Small
    [M] Medium
   *[L] Large
} on top of { $square }; it may land only on an empty square or a { $piece ->
    [S] Small
    [M] Medium
   *[L] Large
}.
js-egypt-why-full = { $move }: the stack on { $square } is full ({ $max } pieces).
js-egypt-not-allowed = Not allowed: { $why }

# Picking up and playing.
js-egypt-pick-empty = { $square } is empty: pick a square with a piece on it.
js-egypt-no-hop = The { $piece ->
    [S] Small
    [M] Medium
   *[L] Large
} on { $square } has no legal hop: it needs a piece next to it and an empty square or a { $piece ->
    [S] Small
    [M] Medium
   *[L] Large
} just beyond.
js-egypt-picked = Picked the { $piece ->
    [S] Small
    [M] Medium
   *[L] Large
} on { $square }; it can land on { $squares }.
js-egypt-put-back = Piece put back.
js-egypt-played = { $move }: the { $piece ->
    [S] Small
    [M] Medium
   *[L] Large
} hops { $over } and removes its { $removed ->
    [S] Small
    [M] Medium
   *[L] Large
}.
js-egypt-careful = { $played } Careful: this move loses the puzzle, the goal ({ $goal }) can no longer be reached. Undo it to try another.
js-egypt-took-back = Took back { $move }.
js-egypt-at-start = Back to the start.
js-egypt-back-to = Back to { $n ->
    [0] the start
   *[other] move { $n }
}: the goal can be reached from here.
js-egypt-restored = Moves restored: { $n }.

# The end of a game.
js-egypt-solved = Solved! No move is left: { $pieces ->
    [one] { $pieces } piece
   *[other] { $pieces } pieces
} left, score { $score }. The goal ({ $goal }) is met in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}, { $hints ->
    [0] without hints
    [one] with { $hints } hint
   *[other] with { $hints } hints
}.
js-egypt-stuck = No move is left: { $pieces ->
    [one] { $pieces } piece
   *[other] { $pieces } pieces
} left, score { $score }. The goal ({ $goal }) is not met; undo or reset to try again.

# Hints.
js-egypt-hint-solved = Solved: there is nothing left to hint.
js-egypt-hint-dropped = Hint stopped: the position changed (no hint counted). Press Hint again for this position.
js-egypt-too-large = This position is too large for the page to settle.
js-egypt-lost-at-start = The goal ({ $goal }) cannot be reached from the start position of this puzzle.
js-egypt-lost-at = The goal ({ $goal }) can no longer be reached: your move { $n } ({ $move }) lost it. Undo to { $back ->
    [0] the start
   *[other] move { $back }
} to play on from a position where it can still be reached.
js-egypt-hint-idea = Hint: the idea behind this puzzle. { $idea } (Hint again for where to look.)
js-egypt-hint-look = Hint: look at the { $piece ->
    [S] Small
    [M] Medium
   *[L] Large
} on { $square }. (Hint again for the move.)
js-egypt-hint-move = Hint: play { $move }: the { $piece ->
    [S] Small
    [M] Medium
   *[L] Large
} on { $from } hops { $over } and lands on { $to }. The goal stays within reach.
js-egypt-hints-used = Hints used: { $n }.

# The timer; King Tut adds 3 seconds for every point of the score above 1.
js-egypt-time = Time { $time }
js-egypt-time-tut = Time { $time }; King Tut total { $total }
js-egypt-time-tut-extra = Time { $time }; King Tut total { $total } ({ $extra } s for the score above 1)

# The check of moves written on paper: why they fail, after "...: ".
js-egypt-check-not-a-move = not a move on this board; write moves as two squares, such as a1-c1.
js-egypt-check-short = { $n ->
    [0] No move is written: the start is legal
    [one] The one move is legal
   *[other] The { $n } moves are legal
} and the goal ({ $goal }) can still be reached, but the list ends before it.
js-egypt-check-unsolvable = This puzzle cannot be solved from its start at all.
