# La página del estudio (pyramid-press studio): el formulario, sus botones y sus mensajes.
studio-title = Estudio Pyramid Press
studio-lead = Haga aquí, en esta pestaña, un libro de acertijos, una hoja para un grupo o la hoja del día: cada acertijo se resuelve antes de imprimirse, y nada sale de su ordenador.
studio-product = Qué hacer
studio-product-book = Libro de acertijos con cubierta
studio-product-handout = Hoja para un grupo
studio-product-daily = Hoja del día
studio-product-cards = Hoja de repartos de cartas
studio-product-rules = Hoja de reglas
studio-product-mat = Tablero de juego
studio-book-title = Título
studio-book-subtitle = Subtítulo
studio-book-author = Autor
studio-isbn = ISBN (déjelo vacío para que el servicio asigne uno)
studio-price = Código de precio EAN-5 (p. ej. 51999)
studio-year = Año del copyright
studio-service = Formato y servicio de impresión
studio-service-kdp = Amazon KDP, 6 x 9 pulg.
studio-service-kdp-large = Amazon KDP, 8,5 x 11 pulg., letra grande
studio-service-ingram = IngramSpark, 6 x 9 pulg., PDF/X
studio-service-generic = Cualquier imprenta, 6 x 9 pulg.
studio-language = Idioma de las páginas
studio-sections = Secciones
studio-section-game = Juego
studio-section-grid = Tablero
studio-section-variant = Reglas
studio-section-tier = Nivel
studio-section-count = Acertijos
studio-add-section = Añadir una sección
studio-remove = Quitar
studio-date = Día
studio-paper = Papel
studio-color = Piezas en color
studio-count = Repartos
studio-seed = Semilla
studio-grid = Tablero
studio-square = Lado de una casilla (mm)
studio-play = Dirección de juego para los códigos QR (su sitio, opcional)
studio-series = Volumen de la serie (0: fuera de serie)
studio-ledger = Registro de la serie (el archivo del volumen anterior)
studio-make = Hacer el PDF
studio-preview = Vista previa
studio-cancel = Cancelar
studio-download = Descargar
studio-template = Plantilla para la línea de comandos
studio-open-template = Abrir plantilla
studio-command = Lo mismo en la línea de comandos
studio-pages = páginas
studio-working = Trabajando…
studio-cancelled = Cancelado.
studio-done = Listo.
studio-warnings = Lo que dirá el servicio de impresión
studio-no-warnings = Sin avisos.
studio-empty-title = Dé un título al libro.
studio-check-isbn = Esto no es un ISBN: indique sus 13 dígitos (o 10), con guiones si quiere; el último dígito debe cuadrar con los demás.
studio-check-play = Indique una dirección web que empiece por https:// (o http://), como https://example.org/puzzles/.
studio-check-margin = en pulgadas, un número mayor que 0 como 0.5.
studio-check-whole = Indique un número entero: 0, 1, 2, etc.
studio-check-year = Indique el año con cuatro cifras, como 2026.
studio-check-count = Indique cada cantidad como un número entero, 1 o más.
studio-check-number = Indique un número, como 40.
studio-fix-fields = Corrija los campos señalados abajo.
studio-title-too-long = El título es demasiado largo.
studio-isbn-bad = No es un ISBN-10 ni un ISBN-13 válido.
studio-ledger-bad = Este archivo no es un registro de serie.
studio-file-too-big = Este archivo es demasiado grande.
studio-engine-failed = El estudio no puede arrancar en este navegador (necesita WebAssembly y Web Workers).
studio-language-name = Español
studio-page-count = { $pages ->
    [one] { $pages } página
   *[other] { $pages } páginas
}
studio-book-summary = { $pages ->
    [one] { $pages } página
   *[other] { $pages } páginas
}, { $answers ->
    [one] { $answers } de ellas con soluciones
   *[other] { $answers } de ellas con soluciones
} ({ $share } %)
studio-warn-few-pages = El libro tiene { $pages } páginas; los servicios de impresión piden al menos { $least }. Añada rompecabezas o elija Amazon KDP, que completa el libro con páginas de notas.
studio-warn-placeholder-isbn = { $isbn } es un ISBN de ejemplo, no el de su libro: sustitúyalo por el número que le asignaron antes de subirlo.
studio-warn-spine-text = Sin título en el lomo: el libro tiene { $pages } páginas, y el servicio imprime texto en el lomo a partir de { $least } páginas.
studio-warn-spine-thin = Sin título en el lomo: el lomo de { $pages } páginas mide { $spine } pulgadas, demasiado estrecho para un texto de { $size } pt (el tamaño más pequeño) a 1/16 de pulgada de cada pliegue. En este papel lleva texto a partir de { $from } páginas.
studio-warn-spine-title = Sin título en el lomo: el título no cabe en el largo del lomo ni siquiera a { $size } pt, el tamaño más pequeño. Un título más corto se vería allí.
studio-reset = Volver a los valores por defecto
studio-game-egypt = Egyptian Solitaire
studio-game-cards = Solitario de la pirámide
studio-order = Orden de los rompecabezas
studio-order-as-written = Como están escritas las secciones
studio-order-ramp = Dificultad creciente: los más fáciles primero
studio-order-by-tier = Por nivel, con una portadilla para cada uno
studio-margins = Márgenes en pulgadas (vacío: los del servicio)
studio-margin-top = Superior
studio-margin-bottom = Inferior
studio-margin-outside = Exterior
studio-margin-inside = Interior
studio-paper-letter = Letter
studio-paper-a4 = A4
studio-pager = Páginas de la vista previa
studio-prev = Páginas anteriores
studio-next = Páginas siguientes
studio-page-no = Página
studio-page-of = de

## The engine's words about a bad setting (studio-engine), shown at its field.
studio-err-json = La solicitud no es JSON.
studio-err-unknown-request = Solicitud desconocida «{ $op }».
studio-err-no-template = La solicitud no tiene plantilla.
studio-err-date-missing = Indique el día, como AAAA-MM-DD.
studio-err-date = «{ $text }» no es un día: indique uno del { $first } al { $last }, como AAAA-MM-DD.
studio-err-whole = Indique un número entero de { $lo } a { $hi }.
studio-err-variant = Reglas desconocidas «{ $value }»: elija Pyramid, Cheops o Pharaohs.
studio-err-tier = Nivel desconocido «{ $value }»: elija fácil, medio, difícil o experto.
studio-err-square-number = Indique el lado de la casilla en milímetros.
studio-err-square-range = El lado de la casilla debe medir de { $lo } a { $hi } mm, no { $value }.
studio-err-lang = Idioma desconocido «{ $value }»: elija inglés, alemán, francés o español.
studio-err-paper = Papel desconocido «{ $value }»: elija Letter o A4.
studio-err-grid = La cuadrícula «{ $value }» no se puede dibujar: escriba filas x columnas, cada lado de 1 a { $max }, como 3x4.
studio-err-play-not-http = «{ $url }» no es una dirección web: debe empezar por https:// o http://.
studio-err-play-no-host = «{ $url }» no nombra ningún sitio después de https:// o http://.
studio-err-play-fragment = «{ $url }» contiene «#»: indique la dirección de la carpeta del sitio, sin «#».
studio-err-play-other-page = «{ $url }» nombra la página «{ $page }»: indique la dirección de la carpeta del sitio (terminada en /) o la de su play.html.
studio-err-play-bad-char = La dirección contiene { $what }, que una dirección web no puede contener tal cual: escríbalo codificado con porcentajes (un espacio como %20).
studio-err-play-too-long = La dirección tiene { $length } caracteres; en un código QR impreso caben como máximo { $most }.
studio-err-ledger = Este archivo no es un registro de serie, o está dañado (línea { $line }).
studio-err-unknown-key = La plantilla no admite «{ $key }».
studio-err-missing-key = Falta «{ $key }» en la plantilla.
studio-default-subtitle = Acertijos para Looney Pyramids, de fácil a experto
