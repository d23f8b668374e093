# The web page and the site: the words of their Rust-built pages and of
# the scripts they share (page.js: ids js-page-*; play.js: ids js-play-*).

js-page-progress = Solved in this browser: { $solved } of { $total }.
js-page-undo-to = { $move ->
    [0] Undo to the start
   *[other] Undo to move { $move }
}
js-page-show-solution = Show solution
js-page-hide-solution = Hide solution
js-page-copied-id = Copied the ID { $id }.
js-page-id-selected = The ID is selected: copy it with Ctrl+C (or Cmd+C).
js-page-puzzle-n = Puzzle { $n }
js-page-share-summary = { $solved ->
    [0] None of { $total } solved yet.
   *[other] Solved { $solved } of { $total } in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, { $hints ->
        [one] { $hints } hint
       *[other] { $hints } hints
    } used.
}
js-page-share-moves = { $n ->
    [one] { $n } move
   *[other] { $n } moves
}
js-page-share-hints = { $n ->
    [one] { $n } hint
   *[other] { $n } hints
}
js-page-share-line = { $mark } { $name }: { $what }
js-page-share-seen = solution seen
js-page-solved-seen = Done with the solution shown: not counted as solved.
js-page-share-copied = Copied: paste it anywhere.
js-page-share-selected = The text is selected: copy it with Ctrl+C (or Cmd+C).
js-page-stat-days-played = Days played
js-page-stat-puzzles-solved = Puzzles solved
js-page-stat-days-complete = Days with every puzzle solved
js-page-stat-current-streak = Current streak (days in a row with a puzzle solved on its own date)
js-page-stat-best-streak = Best streak
js-page-check-summary = Check moves written on paper
js-page-check-label = Your moves from the start, e.g. a1-c1 d1-b1 (cards: 5H+8C draw KS)
js-page-check-button = Check
js-page-check-empty = Type the moves first.
js-page-check-unsupported = This puzzle cannot be checked here.
js-page-engine-failed = The page's game engine could not start: the puzzles cannot be played here. Try another browser.
js-page-check-wrong = Move { $n } ({ $move }) is where it first goes wrong: { $reason }
js-page-check-before = { $n ->
    [one] The move before it is legal.
    [2] Both moves before it are legal.
   *[other] The { $n } moves before it are legal.
}
js-page-check-solves = { $n ->
    [one] This move solves the puzzle.
    [2] These two moves solve the puzzle.
   *[other] These { $n } moves solve the puzzle.
}
js-page-check-loses = after it the goal can no longer be reached.
js-page-embed-rules = New here? How to play, in brief
js-page-thinking = Thinking (a big board takes a while; the page still works)…
js-page-stop = Stop
js-page-stopped = Stopped. Play on, or ask again.

js-play-no-id = No ID in the address: type the ID printed under a puzzle or deal.
js-play-cannot-open = Cannot open “{ $id }”: { $reason }. Check it and type it again.
js-play-playing = Playing { $id }.
js-play-copy-id = { web-copy-id }
js-play-id = { web-id }
js-play-egypt-heading = { $grid } puzzle
js-play-cards-heading = { $kind } deal
js-play-error-not-id = '{ $id }' is neither a puzzle ID (like P34S-9H240-0H0-Z) nor a deal ID (like pyramid-17)
js-play-error-grid-digits = characters 2 and 3 ('{ $chars }') must be the grid's digits
js-play-error-grid-range = the grid size is out of range
js-play-error-target = unknown target code '{ $target }' (S, M, L or Q followed by a number and '.')
js-play-error-no-position = the position part is missing
js-play-error-char = '{ $char }' in group { $group } is not a base32 character
js-play-error-check-length = the last group must be one check character
js-play-error-check-char = bad check character
js-play-error-checksum = the check character does not match; a character was mistyped
js-play-error-ends-early = the position ends early
js-play-error-stack-tall = a stack is too tall
js-play-error-extra = extra data after the last square
js-play-error-variant = unknown rule set '{ $name }' (use pyramid, cheops or pharaohs)
js-play-error-seed = '{ $seed }' is not a seed (a whole number from 0 to { $max })

web-intro-one = Reach the goal from the position shown.
web-intro-many = Reach each goal from the position shown.
web-kept = Your moves are kept in this browser.
web-id = ID
web-copy-id = Copy ID
web-start-position = { $heading }: the start position
web-reading = How to read the board
web-legend-of = Legend of { $games }
web-result-heading = Your result for { $day }
web-noscript-play = Playing needs JavaScript; the PDF has the solutions.
web-share-button = Copy the result
web-stats-heading = Statistics in this browser
web-stats-rules = How these figures count: a day is played once a move is made on it; a day counts for a streak when one of its puzzles is solved on that very date by this device's calendar (replaying an older day adds to the other figures, not to a streak); the current streak stays alive until today ends. They are kept in this browser only (in a page embedded on another site, apart from this site's own). A puzzle played to its end after its solution was shown does not count as solved.
web-footer = Made by pyramid-press. Keys: Tab to a puzzle (or the links at the top), arrow keys to move between squares or cards, Enter or Space to pick and to play, Escape to let go, Ctrl+Z (Cmd+Z) to undo, Ctrl+Y or Ctrl+Shift+Z to redo.
web-skip-label = Go to a puzzle
web-board-subtitle = { $grid } puzzle { $id }

web-site-previous-day = ← Previous day
web-site-next-day = Next day →
web-site-latest = Today
web-site-archive = Archive
web-site-play-by-id = Play by ID
web-site-feed = Feed
web-site-nav-label = Site
web-site-and = { $first } and { $second }
# What a day holds: "8 Egyptian Solitaire puzzles", "1 Egyptian Solitaire puzzle".
web-site-contents-item = { $n ->
    [one] { $n } { $name } { $lower }
   *[other] { $n } { $plural }
}
web-site-day-description = { $date }: { $contents }, each with a solution.
web-site-preview-alt = { $title }: the first puzzle's start position
web-site-rollover = A new day's puzzles come out at midnight, by your device's calendar.
web-site-sheet-link = Printable sheet of the day (PDF)
web-site-archive-title = { $title }: archive
web-site-today-noscript = This page picks the day by your calendar, which needs script: open the <a href="archive.html">archive</a> instead.
web-site-today-none = The first day of puzzles is { $date }: come back then.
web-site-today-opening = Opening today's puzzles…
web-site-today-title = { $title }: today
web-site-archive-intro = Every day of this site, newest first. Each day's page keeps your moves and your statistics in this browser.
web-site-archive-description = { $n ->
    [one] { $n } day of puzzles.
   *[other] { $n } days of puzzles.
}
web-site-month = { $month } { $year }
web-site-embed-heading = Put the puzzles on your own page
web-site-embed-text = Add <code>?embed</code> to a page's address for the puzzles alone, without this site's links; add <code>&amp;puzzle=N</code> for puzzle N only. <code>{ $file }</code> always opens the day of the visitor's date, so the snippet never needs changing. Paste this where the puzzle should appear (the script lets the frame take the height of its content at any width; without it the frame keeps its fixed height):
web-site-embed-more = For the whole day leave out <code>&amp;puzzle=1</code>; for any puzzle by its ID use <code>play.html?embed#ID</code>. An embedded page keeps its moves and statistics in the visitor's browser, but browsers keep a frame's storage apart for each site that embeds it: the moves made on your page are not those made on this site.
web-site-copy = Copy
web-site-copied = Copied: paste it into your page.
web-site-copy-selected = Selected: copy it with Ctrl+C (or Cmd+C).
web-site-email-heading = In a newsletter
web-site-email-text = Email programs run no script and show no frames, so a newsletter gets a picture of the day's puzzles linked to their page. This snippet is for { $date }, the latest day out; for another day, change the date in its three addresses.
web-site-email-no-url = The site was written without --url: put its address in place of https://example.org/puzzles/ (give --url and the snippet has it).
web-site-email-alt = { $title }: the puzzles of { $date }
web-site-email-link = Play the puzzles of { $date }
web-site-studio-link = Make your own puzzle book
web-site-studio-note = (the studio: a form that lays out books, handouts and sheets in this browser, nothing to install)
web-site-archive-footer = Made by pyramid-press. <a href="feed.xml">Atom feed</a> of the days.
web-site-feed-subtitle = The day's puzzles, each with a solution, playable in the browser.
web-site-feed-entry = Puzzles of { $date }
web-site-feed-summary = { $contents }, each with a solution.
web-site-play-title = { $title }: play a puzzle by its ID
web-site-play-description = Type the ID printed under any puzzle or deal and play it here.
web-site-play-subtitle = Any printed puzzle, on screen
web-site-play-heading = Open a puzzle by its ID
web-site-play-label = Puzzle or deal ID
web-site-play-placeholder = P34S-... or pyramid-12345
web-site-play-button = Play
web-site-play-notation = IDs are printed under every puzzle (P34S-...) and deal (pyramid-, cheops- or pharaohs- and a number).
web-site-preview-line = { $contents } · play in the browser
