# The Egyptian Solitaire player of the web page: its Rust-built surface and the
# words its script writes (ids js-egypt-*, handed to the page).

web-egypt-how = Solitario egipcio: elige una pieza y luego la casilla a dos pasos (en línea recta o en diagonal) donde cae, una casilla vacía o una cuya pieza de arriba sea de su mismo tamaño; la pieza saltada sale del tablero.
