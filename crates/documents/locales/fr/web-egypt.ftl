# The Egyptian Solitaire player of the web page: its Rust-built surface and the
# words its script writes (ids js-egypt-*, handed to the page).

web-egypt-how = Solitaire égyptien : choisissez une pièce, puis la case à deux pas (en ligne droite ou en diagonale) où elle atterrit, une case vide ou une case dont la pièce du dessus est de sa taille ; la pièce sautée quitte le plateau.
