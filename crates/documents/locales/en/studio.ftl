# The studio page (pyramid-press studio): the form, its buttons and its
# messages.
studio-title = Pyramid Press studio
studio-lead = Make a puzzle book, a handout or the day's sheet here, in this tab: every puzzle is solved before it is printed, and nothing leaves your computer.
studio-product = What to make
studio-product-book = Puzzle book with cover
studio-product-handout = Handout for a group
studio-product-daily = The day's sheet
studio-product-cards = Card deal sheet
studio-product-rules = Rule sheet
studio-product-mat = Play mat
studio-book-title = Title
studio-book-subtitle = Subtitle
studio-book-author = Author
studio-isbn = ISBN (leave empty to let the service assign one)
studio-price = EAN-5 price code (e.g. 51999)
studio-year = Copyright year
studio-service = Trim and print service
studio-service-kdp = Amazon KDP, 6 x 9 in
studio-service-kdp-large = Amazon KDP, 8.5 x 11 in, large print
studio-service-ingram = IngramSpark, 6 x 9 in, PDF/X
studio-service-generic = Any printer, 6 x 9 in
studio-language = Language of the pages
studio-sections = Sections
studio-section-game = Game
studio-section-grid = Grid
studio-section-variant = Rule set
studio-section-tier = Tier
studio-section-count = Puzzles
studio-add-section = Add a section
studio-remove = Remove
studio-date = Day
studio-paper = Paper
studio-color = Colour pieces
studio-count = Deals
studio-seed = Seed
studio-grid = Grid
studio-square = Square side (mm)
studio-play = Play address for QR codes (your site, optional)
studio-series = Series volume (0: not part of a series)
studio-ledger = Ledger of the series (the file the last volume gave you)
studio-make = Make the PDF
studio-preview = Preview
studio-cancel = Cancel
studio-download = Download
studio-template = Template for the command line
studio-open-template = Open template
studio-command = The same on the command line
studio-pages = pages
studio-working = Working…
studio-cancelled = Cancelled.
studio-done = Ready.
studio-warnings = What the print service will say
studio-no-warnings = No warnings.
studio-empty-title = Give the book a title.
studio-check-isbn = This is not an ISBN: give its 13 digits (or 10), hyphens allowed; the last digit must fit the others.
studio-check-play = Give a web address starting with https:// (or http://), such as https://example.org/puzzles/.
studio-check-margin = give it in inches, a number above 0 such as 0.5.
studio-check-whole = Give a whole number: 0, 1, 2 and so on.
studio-check-year = Give the year in four digits, such as 2026.
studio-check-count = Give each count as a whole number, 1 or more.
studio-check-number = Give a number, such as 40.
studio-fix-fields = Fix the fields marked below.
studio-title-too-long = The title is too long.
studio-isbn-bad = This is not a valid ISBN-10 or ISBN-13.
studio-ledger-bad = This file is not a series ledger.
studio-file-too-big = This file is too big.
studio-engine-failed = The studio could not start in this browser (it needs WebAssembly and Web Workers).
studio-language-name = English
studio-page-count = { $pages ->
    [one] { $pages } page
   *[other] { $pages } pages
}
studio-book-summary = { $pages ->
    [one] { $pages } page
   *[other] { $pages } pages
}, { $answers ->
    [one] { $answers } of them answers
   *[other] { $answers } of them answers
} ({ $share } %)
studio-warn-few-pages = The book has { $pages } pages; print services ask for at least { $least }. Add puzzles, or choose Amazon KDP, which fills the book up with notes pages.
studio-warn-placeholder-isbn = { $isbn } is an example ISBN, not your book's: replace it with the number you were given before uploading.
studio-warn-spine-text = No title on the spine: the book has { $pages } pages, and the service prints spine text from { $least } pages.
studio-warn-spine-thin = No title on the spine: the spine of { $pages } pages is { $spine } in wide, too thin for text of { $size } pt (the smallest size) with 1/16 in clear of each fold. On this paper it holds text from { $from } pages.
studio-warn-spine-title = No title on the spine: the title does not fit the spine's length even at { $size } pt, the smallest size. A shorter title would show there.
studio-reset = Reset to defaults
studio-game-egypt = Egyptian Solitaire
studio-game-cards = Pyramid cards
studio-order = Order of the puzzles
studio-order-as-written = As the sections are written
studio-order-ramp = A difficulty ramp: easiest first
studio-order-by-tier = By tier, a title page for each
studio-margins = Margins in inches (empty: the service's)
studio-margin-top = Top
studio-margin-bottom = Bottom
studio-margin-outside = Outside
studio-margin-inside = Inside
studio-paper-letter = Letter
studio-paper-a4 = A4
studio-pager = Pages of the preview
studio-prev = Previous pages
studio-next = Next pages
studio-page-no = Page
studio-page-of = of

## The engine's words about a bad setting (studio-engine), shown at its field.
studio-err-json = The request is not JSON.
studio-err-unknown-request = Unknown request “{ $op }”.
studio-err-no-template = The request has no template.
studio-err-date-missing = Give the day, as YYYY-MM-DD.
studio-err-date = “{ $text }” is not a day: give one from { $first } to { $last }, as YYYY-MM-DD.
studio-err-whole = Give a whole number from { $lo } to { $hi }.
studio-err-variant = Unknown rule set “{ $value }”: choose Pyramid, Cheops or Pharaohs.
studio-err-tier = Unknown tier “{ $value }”: choose easy, medium, hard or expert.
studio-err-square-number = Give the square's side as a number of millimetres.
studio-err-square-range = The square's side must be { $lo } to { $hi } mm, not { $value }.
studio-err-lang = Unknown language “{ $value }”: choose English, German, French or Spanish.
studio-err-paper = Unknown paper “{ $value }”: choose Letter or A4.
studio-err-grid = The grid “{ $value }” cannot be drawn: write rows x columns, each side 1 to { $max }, like 3x4.
studio-err-play-not-http = “{ $url }” is not a web address: it must start with https:// or http://.
studio-err-play-no-host = “{ $url }” names no site after its https:// or http://.
studio-err-play-fragment = “{ $url }” holds “#”: give the address of the site's folder, without “#”.
studio-err-play-other-page = “{ $url }” names the page “{ $page }”: give the address of the site's folder (ending in /) or of its play.html.
studio-err-play-bad-char = The address holds { $what }, which a web address may not hold as it is: write it percent-encoded (a space as %20).
studio-err-play-too-long = The address is { $length } characters long; at most { $most } fit a printed QR code.
studio-err-ledger = This file is not a series ledger, or it is damaged (line { $line }).
studio-err-unknown-key = The template does not take “{ $key }”.
studio-err-missing-key = The template lacks “{ $key }”.
studio-default-subtitle = Puzzles for Looney Pyramids, from easy to expert
studio-see-preview = See the preview
