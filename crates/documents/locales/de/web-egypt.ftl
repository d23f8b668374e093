# The Egyptian Solitaire player of the web page: its Rust-built surface and the
# words its script writes (ids js-egypt-*, handed to the page).

web-egypt-how = Ägyptisches Solitär: Nimm eine Figur und wähle das Feld zwei Schritte weiter (gerade oder diagonal), auf dem sie landet: ein leeres Feld oder eines, auf dem oben eine Figur ihrer Größe steht; die übersprungene Figur verlässt das Brett.
