# Die Studio-Seite (pyramid-press studio): Formular, Schaltflächen und Meldungen.
studio-title = Pyramid-Press-Studio
studio-lead = Hier, in diesem Tab, entsteht ein Rätselbuch, ein Handzettel oder das Blatt des Tages: Jedes Rätsel wird vor dem Druck gelöst, und nichts verlässt Ihren Rechner.
studio-product = Was entstehen soll
studio-product-book = Rätselbuch mit Umschlag
studio-product-handout = Handzettel für eine Gruppe
studio-product-daily = Blatt des Tages
studio-product-cards = Blatt mit Kartenspielen
studio-product-rules = Regelblatt
studio-product-mat = Spielmatte
studio-book-title = Titel
studio-book-subtitle = Untertitel
studio-book-author = Autor
studio-isbn = ISBN (leer lassen, damit der Dienst eine vergibt)
studio-price = EAN-5-Preiscode (z. B. 51999)
studio-year = Copyright-Jahr
studio-service = Format und Druckdienst
studio-service-kdp = Amazon KDP, 6 x 9 Zoll
studio-service-kdp-large = Amazon KDP, 8,5 x 11 Zoll, Großdruck
studio-service-ingram = IngramSpark, 6 x 9 Zoll, PDF/X
studio-service-generic = Jede Druckerei, 6 x 9 Zoll
studio-language = Sprache der Seiten
studio-sections = Abschnitte
studio-section-game = Spiel
studio-section-grid = Brett
studio-section-variant = Regelwerk
studio-section-tier = Stufe
studio-section-count = Rätsel
studio-add-section = Abschnitt hinzufügen
studio-remove = Entfernen
studio-date = Tag
studio-paper = Papier
studio-color = Figuren farbig
studio-count = Spiele
studio-seed = Startwert
studio-grid = Brett
studio-square = Feldseite (mm)
studio-play = Spieladresse für QR-Codes (Ihre Website, optional)
studio-series = Band der Reihe (0: keine Reihe)
studio-ledger = Verzeichnis der Reihe (die Datei des letzten Bandes)
studio-make = PDF erstellen
studio-preview = Vorschau
studio-cancel = Abbrechen
studio-download = Herunterladen
studio-template = Vorlage für die Kommandozeile
studio-open-template = Vorlage öffnen
studio-command = Dasselbe auf der Kommandozeile
studio-pages = Seiten
studio-working = In Arbeit …
studio-cancelled = Abgebrochen.
studio-done = Fertig.
studio-warnings = Was der Druckdienst sagen wird
studio-no-warnings = Keine Warnungen.
studio-empty-title = Geben Sie dem Buch einen Titel.
studio-check-isbn = Das ist keine ISBN: Geben Sie ihre 13 Ziffern (oder 10) an, Bindestriche erlaubt; die letzte Ziffer muss zu den anderen passen.
studio-check-play = Geben Sie eine Webadresse an, die mit https:// (oder http://) beginnt, etwa https://example.org/puzzles/.
studio-check-margin = in Zoll angeben, eine Zahl über 0 wie 0.5.
studio-check-whole = Geben Sie eine ganze Zahl an: 0, 1, 2 und so weiter.
studio-check-year = Geben Sie das Jahr mit vier Ziffern an, etwa 2026.
studio-check-count = Geben Sie jede Anzahl als ganze Zahl an, mindestens 1.
studio-check-number = Geben Sie eine Zahl an, etwa 40.
studio-fix-fields = Bitte korrigieren Sie die unten markierten Felder.
studio-title-too-long = Der Titel ist zu lang.
studio-isbn-bad = Das ist keine gültige ISBN-10 oder ISBN-13.
studio-ledger-bad = Diese Datei ist kein Verzeichnis einer Reihe.
studio-file-too-big = Diese Datei ist zu groß.
studio-engine-failed = Das Studio kann in diesem Browser nicht starten (es braucht WebAssembly und Web Worker).
studio-language-name = Deutsch
studio-page-count = { $pages ->
    [one] { $pages } Seite
   *[other] { $pages } Seiten
}
studio-book-summary = { $pages ->
    [one] { $pages } Seite
   *[other] { $pages } Seiten
}, davon { $answers ->
    [one] { $answers } mit Lösungen
   *[other] { $answers } mit Lösungen
} ({ $share } %)
studio-warn-few-pages = Das Buch hat { $pages } Seiten; Druckdienste verlangen mindestens { $least }. Fügen Sie Rätsel hinzu oder wählen Sie Amazon KDP, das das Buch mit Notizseiten auffüllt.
studio-warn-placeholder-isbn = { $isbn } ist eine Beispiel-ISBN, nicht die Ihres Buches: Ersetzen Sie sie vor dem Hochladen durch die Ihnen zugeteilte Nummer.
studio-warn-spine-text = Kein Titel auf dem Buchrücken: Das Buch hat { $pages } Seiten, und der Dienst druckt Rückentext ab { $least } Seiten.
studio-warn-spine-thin = Kein Titel auf dem Buchrücken: Der Rücken von { $pages } Seiten ist { $spine } Zoll breit, zu schmal für Text von { $size } pt (die kleinste Größe) mit 1/16 Zoll Abstand zu jedem Falz. Auf diesem Papier trägt er Text ab { $from } Seiten.
studio-warn-spine-title = Kein Titel auf dem Buchrücken: Der Titel passt selbst in { $size } pt, der kleinsten Größe, nicht auf die Länge des Rückens. Ein kürzerer Titel stünde dort.
studio-reset = Auf Standard zurücksetzen
studio-game-egypt = Egyptian Solitaire
studio-game-cards = Pyramiden-Patience
studio-order = Reihenfolge der Rätsel
studio-order-as-written = Wie die Abschnitte stehen
studio-order-ramp = Steigende Schwierigkeit: die leichtesten zuerst
studio-order-by-tier = Nach Stufe, mit einer Titelseite je Stufe
studio-margins = Ränder in Zoll (leer: die des Dienstes)
studio-margin-top = Oben
studio-margin-bottom = Unten
studio-margin-outside = Außen
studio-margin-inside = Innen
studio-paper-letter = Letter
studio-paper-a4 = A4
studio-pager = Seiten der Vorschau
studio-prev = Vorige Seiten
studio-next = Nächste Seiten
studio-page-no = Seite
studio-page-of = von

## The engine's words about a bad setting (studio-engine), shown at its field.
studio-err-json = Die Anfrage ist kein JSON.
studio-err-unknown-request = Unbekannte Anfrage „{ $op }“.
studio-err-no-template = Die Anfrage hat keine Vorlage.
studio-err-date-missing = Geben Sie den Tag an, als JJJJ-MM-TT.
studio-err-date = „{ $text }“ ist kein Tag: Geben Sie einen Tag von { $first } bis { $last } an, als JJJJ-MM-TT.
studio-err-whole = Geben Sie eine ganze Zahl von { $lo } bis { $hi } an.
studio-err-variant = Unbekannte Spielregel „{ $value }“: Wählen Sie Pyramid, Cheops oder Pharaohs.
studio-err-tier = Unbekannte Stufe „{ $value }“: Wählen Sie leicht, mittel, schwer oder Experte.
studio-err-square-number = Geben Sie die Seite des Felds als Zahl in Millimetern an.
studio-err-square-range = Die Seite des Felds muss { $lo } bis { $hi } mm betragen, nicht { $value }.
studio-err-lang = Unbekannte Sprache „{ $value }“: Wählen Sie Englisch, Deutsch, Französisch oder Spanisch.
studio-err-paper = Unbekanntes Papier „{ $value }“: Wählen Sie Letter oder A4.
studio-err-grid = Das Raster „{ $value }“ lässt sich nicht zeichnen: Schreiben Sie Zeilen x Spalten, jede Seite 1 bis { $max }, etwa 3x4.
studio-err-play-not-http = „{ $url }“ ist keine Webadresse: Sie muss mit https:// oder http:// beginnen.
studio-err-play-no-host = „{ $url }“ nennt nach https:// oder http:// keine Website.
studio-err-play-fragment = „{ $url }“ enthält „#“: Geben Sie die Adresse des Ordners der Website an, ohne „#“.
studio-err-play-other-page = „{ $url }“ nennt die Seite „{ $page }“: Geben Sie die Adresse des Ordners der Website an (mit / am Ende) oder die ihrer play.html.
studio-err-play-bad-char = Die Adresse enthält { $what }, das eine Webadresse so nicht enthalten darf: Schreiben Sie es prozentkodiert (ein Leerzeichen als %20).
studio-err-play-too-long = Die Adresse ist { $length } Zeichen lang; höchstens { $most } passen in einen gedruckten QR-Code.
studio-err-ledger = Diese Datei ist kein Verzeichnis einer Reihe, oder sie ist beschädigt (Zeile { $line }).
studio-err-unknown-key = Die Vorlage kennt „{ $key }“ nicht.
studio-err-missing-key = In der Vorlage fehlt „{ $key }“.
studio-default-subtitle = Rätsel für Looney Pyramids, von leicht bis Experte
