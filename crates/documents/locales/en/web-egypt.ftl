# The Egyptian Solitaire player of the web page: its Rust-built surface and the
# words its script writes (ids js-egypt-*, handed to the page).

web-egypt-how = Egyptian Solitaire: pick a piece, then the square two steps away (in a straight or diagonal line) where it lands, an empty square or one topped by a piece of its own size; the piece it hops over leaves the board.
