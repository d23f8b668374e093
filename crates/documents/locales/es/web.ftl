# The web page and the site: the words of their Rust-built pages and of
# the scripts they share (page.js: ids js-page-*; play.js: ids js-play-*).

js-page-progress = Resueltos en este navegador: { $solved } de { $total }.
js-page-undo-to = { $move ->
    [0] Deshacer hasta el inicio
   *[other] Deshacer hasta la jugada { $move }
}
js-page-show-solution = Ver la solución
js-page-hide-solution = Ocultar la solución
js-page-copied-id = ID { $id } copiado.
js-page-id-selected = El ID está seleccionado: cópialo con Ctrl+C (o Cmd+C).
js-page-puzzle-n = Problema { $n }
js-page-share-summary = { $solved ->
    [0] Ninguno de { $total } resuelto todavía.
   *[other] { $solved } de { $total } resueltos en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }, con { $hints ->
        [one] { $hints } pista
       *[other] { $hints } pistas
    }.
}
js-page-share-moves = { $n ->
    [one] { $n } jugada
   *[other] { $n } jugadas
}
js-page-share-hints = { $n ->
    [one] { $n } pista
   *[other] { $n } pistas
}
js-page-share-line = { $mark } { $name }: { $what }
js-page-share-seen = solución vista
js-page-solved-seen = Terminado con la solución a la vista: no cuenta como resuelto.
js-page-share-copied = Copiado: pégalo donde quieras.
js-page-share-selected = El texto está seleccionado: cópialo con Ctrl+C (o Cmd+C).
js-page-stat-days-played = Días jugados
js-page-stat-puzzles-solved = Problemas resueltos
js-page-stat-days-complete = Días con todos los problemas resueltos
js-page-stat-current-streak = Racha actual (días seguidos con un problema resuelto en su propia fecha)
js-page-stat-best-streak = Mejor racha
js-page-check-summary = Comprobar jugadas anotadas en papel
js-page-check-label = Tus jugadas desde el inicio, p. ej. a1-c1 d1-b1 (cartas: 5H+8C robar KS)
js-page-check-button = Comprobar
js-page-check-empty = Escribe primero las jugadas.
js-page-check-unsupported = Este problema no se puede comprobar aquí.
js-page-engine-failed = El motor de juego de la página no pudo arrancar: los problemas no se pueden jugar aquí. Prueba otro navegador.
js-page-check-wrong = La jugada { $n } ({ $move }) es la primera que falla: { $reason }
js-page-check-before = { $n ->
    [one] La jugada anterior es válida.
    [2] Las dos jugadas anteriores son válidas.
   *[other] Las { $n } jugadas anteriores son válidas.
}
js-page-check-solves = { $n ->
    [one] Con esta jugada se alcanza el objetivo.
   *[other] Con estas { $n } jugadas se alcanza el objetivo.
}
js-page-check-loses = después de ella ya no se puede alcanzar el objetivo.
js-page-embed-rules = ¿Primera vez? Las reglas en breve
js-page-thinking = Pensando (un tablero grande tarda; la página sigue funcionando)…
js-page-stop = Detener
js-page-stopped = Detenido. Sigue jugando o vuelve a preguntar.

js-play-no-id = No hay ningún ID en la dirección: escribe el ID impreso bajo un problema o una partida.
js-play-cannot-open = No se puede abrir «{ $id }»: { $reason }. Revísalo y escríbelo de nuevo.
js-play-playing = En juego: { $id }.
js-play-copy-id = { web-copy-id }
js-play-id = { web-id }
js-play-egypt-heading = Problema { $grid }
js-play-cards-heading = Partida de { $kind }
js-play-error-not-id = «{ $id }» no es un ID de problema (como P34S-9H240-0H0-Z) ni un ID de partida (como pyramid-17)
js-play-error-grid-digits = el segundo y el tercer carácter («{ $chars }») deben ser las cifras de la cuadrícula
js-play-error-grid-range = el tamaño de la cuadrícula está fuera de rango
js-play-error-target = código de objetivo desconocido «{ $target }» (S, M, L o Q seguida de un número y «.»)
js-play-error-no-position = falta la parte de la posición
js-play-error-char = «{ $char }» en el grupo { $group } no es un carácter base32 válido
js-play-error-check-length = el último grupo debe ser un solo carácter de control
js-play-error-check-char = carácter de control no válido
js-play-error-checksum = el carácter de control no coincide: algún carácter está mal escrito
js-play-error-ends-early = la posición está incompleta
js-play-error-stack-tall = una pila es demasiado alta
js-play-error-extra = sobran caracteres tras la última casilla
js-play-error-variant = conjunto de reglas desconocido «{ $name }» (usa pyramid, cheops o pharaohs)
js-play-error-seed = «{ $seed }» no es una semilla (un número entero de 0 a { $max })

web-intro-one = Alcanza el objetivo desde la posición mostrada.
web-intro-many = Alcanza cada objetivo desde la posición mostrada.
web-kept = Tus jugadas se guardan en este navegador.
web-id = ID
web-copy-id = Copiar ID
web-start-position = { $heading }: la posición inicial
web-reading = Cómo leer el tablero
web-legend-of = Leyenda: { $games }
web-result-heading = Tu resultado del { $day }
web-noscript-play = Para jugar hace falta JavaScript; el PDF trae las soluciones.
web-share-button = Copiar el resultado
web-stats-heading = Estadísticas en este navegador
web-stats-rules = Cómo se cuentan estas cifras: un día está jugado en cuanto se hace un movimiento en él; un día cuenta para una racha cuando uno de sus problemas se resuelve en esa misma fecha, según el calendario de este dispositivo (volver a jugar un día anterior suma a las demás cifras, no a una racha); la racha actual sigue viva hasta que termina el día de hoy. Solo se guardan en este navegador (en una página insertada en otro sitio, aparte de las de este sitio). Un problema jugado hasta el final después de mostrar su solución no cuenta como resuelto.
web-footer = Hecho con pyramid-press. Teclas: Tab para ir a un problema (o a los enlaces de arriba), flechas para moverte entre casillas o cartas, Intro o Espacio para elegir y jugar, Esc para soltar, Ctrl+Z (Cmd+Z) para deshacer, Ctrl+Y o Ctrl+Mayús+Z para rehacer.
web-skip-label = Ir a un problema
web-board-subtitle = Problema { $grid } { $id }

web-site-previous-day = ← Día anterior
web-site-next-day = Día siguiente →
web-site-latest = Hoy
web-site-archive = Archivo
web-site-play-by-id = Jugar por ID
web-site-feed = Canal
web-site-nav-label = Sitio
web-site-and = { $first } y { $second }
web-site-contents-item = { $n ->
    [one] { $n } { $lower } de { $name }
   *[other] { $n } { $plural }
}
web-site-day-description = { $date }: { $contents }, con sus soluciones.
web-site-preview-alt = { $title }: la posición inicial del primer problema
web-site-rollover = Los problemas de cada día se publican a medianoche, según el calendario de tu dispositivo.
web-site-sheet-link = Hoja del día para imprimir (PDF)
web-site-archive-title = { $title } – archivo
web-site-today-noscript = Esta página elige el día según tu calendario, lo que necesita un script: abre el <a href="archive.html">archivo</a>.
web-site-today-none = El primer día de problemas es el { $date }: vuelve entonces.
web-site-today-opening = Abriendo los problemas de hoy…
web-site-today-title = { $title }: hoy
web-site-archive-intro = Todos los días de este sitio, del más reciente al más antiguo. La página de cada día guarda tus jugadas y tus estadísticas en este navegador.
web-site-archive-description = { $n ->
    [one] { $n } día de problemas.
   *[other] { $n } días de problemas.
}
web-site-month = { $month } de { $year }
web-site-embed-heading = Los problemas en tu propia página
web-site-embed-text = Añade <code>?embed</code> a la dirección de una página para mostrar solo los problemas, sin los enlaces de este sitio; añade <code>&amp;puzzle=N</code> para mostrar solo el problema N. <code>{ $file }</code> abre siempre el día del visitante, así que el código no hay que cambiarlo nunca. Pega este código donde deba aparecer el problema (el script ajusta la altura del marco a su contenido con cualquier anchura; sin él, el marco conserva su altura fija):
web-site-embed-more = Para el día entero, quita <code>&amp;puzzle=1</code>; para cualquier problema por su ID, usa <code>play.html?embed#ID</code>. Una página insertada guarda los movimientos y las estadísticas en el navegador del visitante, pero los navegadores separan el almacenamiento de un marco según el sitio que lo inserta: los movimientos hechos en tu página no son los hechos en este sitio.
web-site-copy = Copiar
web-site-copied = Copiado: pégalo en tu página.
web-site-copy-selected = Seleccionado: cópialo con Ctrl+C (o Cmd+C).
web-site-email-heading = En un boletín
web-site-email-text = Los programas de correo no ejecutan scripts ni muestran marcos, así que un boletín recibe una imagen de los problemas del día con un enlace a su página. Este código es del { $date }, el último día publicado; para otro día, cambia la fecha en sus tres direcciones.
web-site-email-no-url = El sitio se escribió sin --url: pon su dirección en lugar de https://example.org/puzzles/ (con --url, el código ya la lleva).
web-site-email-alt = { $title }: los problemas del { $date }
web-site-email-link = Jugar los problemas del { $date }
web-site-studio-link = Haz tu propio libro de problemas
web-site-studio-note = (el estudio: un formulario que compone libros, fichas y hojas en este navegador, sin instalar nada)
web-site-archive-footer = Hecho con pyramid-press. <a href="feed.xml">Canal Atom</a> con los días.
web-site-feed-subtitle = Los problemas del día, con sus soluciones, para jugar en el navegador.
web-site-feed-entry = Problemas del { $date }
web-site-feed-summary = { $contents }, con sus soluciones.
web-site-play-title = { $title } – jugar un problema por su ID
web-site-play-description = Escribe el ID impreso bajo cualquier problema o partida y juégalo aquí.
web-site-play-subtitle = Cualquier problema impreso, en pantalla
web-site-play-heading = Abrir un problema por su ID
web-site-play-label = ID del problema o de la partida
web-site-play-placeholder = P34S-... o pyramid-12345
web-site-play-button = Jugar
web-site-play-notation = Los ID están impresos bajo cada problema (P34S-...) y cada partida (pyramid-, cheops- o pharaohs- y un número).
web-site-preview-line = { $contents } · para jugar en el navegador
