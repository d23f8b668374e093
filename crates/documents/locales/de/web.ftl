# The web page and the site: the words of their Rust-built pages and of
# the scripts they share (page.js: ids js-page-*; play.js: ids js-play-*).

js-page-progress = In diesem Browser gelöst: { $solved } von { $total }.
js-page-undo-to = { $move ->
    [0] Zurück zum Anfang
   *[other] Zurück zu Zug { $move }
}
js-page-show-solution = Lösung zeigen
js-page-hide-solution = Lösung verbergen
js-page-copied-id = ID { $id } kopiert.
js-page-id-selected = Die ID ist markiert: Kopiere sie mit Strg+C (oder Cmd+C).
js-page-puzzle-n = Rätsel { $n }
js-page-share-summary = { $solved ->
    [0] Noch keines von { $total } gelöst.
   *[other] { $solved } von { $total } gelöst mit { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    } und { $hints ->
        [one] { $hints } Tipp
       *[other] { $hints } Tipps
    }.
}
js-page-share-moves = { $n ->
    [one] { $n } Zug
   *[other] { $n } Züge
}
js-page-share-hints = { $n ->
    [one] { $n } Tipp
   *[other] { $n } Tipps
}
js-page-share-line = { $mark } { $name }: { $what }
js-page-share-seen = Lösung angesehen
js-page-solved-seen = Mit gezeigter Lösung geschafft: zählt nicht als gelöst.
js-page-share-copied = Kopiert: Du kannst den Text jetzt überall einfügen.
js-page-share-selected = Der Text ist markiert: Kopiere ihn mit Strg+C (oder Cmd+C).
js-page-stat-days-played = Gespielte Tage
js-page-stat-puzzles-solved = Gelöste Rätsel
js-page-stat-days-complete = Vollständig gelöste Tage
js-page-stat-current-streak = Aktuelle Serie (Tage in Folge mit einem am selben Tag gelösten Rätsel)
js-page-stat-best-streak = Längste Serie
js-page-check-summary = Auf Papier notierte Züge prüfen
js-page-check-label = Deine Züge vom Anfang an, z. B. a1-c1 d1-b1 (Karten: 5H+8C ziehen KS)
js-page-check-button = Prüfen
js-page-check-empty = Gib zuerst die Züge ein.
js-page-check-unsupported = Dieses Rätsel lässt sich hier nicht prüfen.
js-page-engine-failed = Die Spiel-Engine der Seite konnte nicht starten: Die Rätsel lassen sich hier nicht spielen. Versuche einen anderen Browser.
js-page-check-wrong = Der erste Fehler steckt in Zug { $n } ({ $move }): { $reason }
js-page-check-before = { $n ->
    [one] Der Zug davor ist erlaubt.
    [2] Beide Züge davor sind erlaubt.
   *[other] Die { $n } Züge davor sind erlaubt.
}
js-page-check-solves = { $n ->
    [one] Dieser Zug löst das Rätsel.
   *[other] Diese { $n } Züge lösen das Rätsel.
}
js-page-check-loses = Nach diesem Zug ist das Ziel nicht mehr zu erreichen.
js-page-embed-rules = Neu hier? Die Regeln in Kürze
js-page-thinking = Ich suche (ein großes Brett dauert; die Seite bleibt bedienbar)…
js-page-stop = Anhalten
js-page-stopped = Angehalten. Spiel weiter oder frag noch einmal.

js-play-no-id = Keine ID in der Adresse: Gib die ID ein, die unter einem Rätsel oder einer Partie steht.
js-play-cannot-open = „{ $id }“ lässt sich nicht öffnen: { $reason }. Prüfe die ID und gib sie noch einmal ein.
js-play-playing = Du spielst { $id }.
js-play-copy-id = { web-copy-id }
js-play-id = { web-id }
js-play-egypt-heading = { $grid }-Rätsel
js-play-cards-heading = { $kind }-Partie
js-play-error-not-id = „{ $id }“ ist weder eine Rätsel-ID (wie P34S-9H240-0H0-Z) noch eine Partie-ID (wie pyramid-17)
js-play-error-grid-digits = Zeichen 2 und 3 („{ $chars }“) müssen die Ziffern der Rastergröße sein
js-play-error-grid-range = die Rastergröße liegt außerhalb des zulässigen Bereichs
js-play-error-target = unbekannter Zielcode „{ $target }“ (S, M, L oder Q, gefolgt von einer Zahl und „.“)
js-play-error-no-position = der Teil mit der Stellung fehlt
js-play-error-char = „{ $char }“ in Gruppe { $group } ist kein Base32-Zeichen
js-play-error-check-length = die letzte Gruppe muss aus einem Prüfzeichen bestehen
js-play-error-check-char = ungültiges Prüfzeichen
js-play-error-checksum = das Prüfzeichen passt nicht, ein Zeichen wurde falsch eingegeben
js-play-error-ends-early = die Angabe der Stellung endet zu früh
js-play-error-stack-tall = ein Stapel ist zu hoch
js-play-error-extra = überzählige Daten nach dem letzten Feld
js-play-error-variant = unbekannter Regelsatz „{ $name }“ (möglich: pyramid, cheops oder pharaohs)
js-play-error-seed = „{ $seed }“ ist kein Startwert (eine ganze Zahl von 0 bis { $max })

web-intro-one = Erreiche das Ziel von der gezeigten Stellung aus.
web-intro-many = Erreiche jedes Ziel von der gezeigten Stellung aus.
web-kept = Deine Züge bleiben in diesem Browser gespeichert.
web-id = ID
web-copy-id = ID kopieren
web-start-position = { $heading }: die Startstellung
web-reading = So liest du das Brett
web-legend-of = Legende: { $games }
web-result-heading = Dein Ergebnis vom { $day }
web-noscript-play = Zum Spielen wird JavaScript gebraucht; das PDF enthält die Lösungen.
web-share-button = Ergebnis kopieren
web-stats-heading = Statistik in diesem Browser
web-stats-rules = So wird gezählt: Ein Tag gilt als gespielt, sobald auf ihm ein Zug gemacht ist; für eine Serie zählt ein Tag, wenn eines seiner Rätsel an genau diesem Datum gelöst wurde, nach dem Kalender dieses Geräts (wer einen älteren Tag nachspielt, erhöht die anderen Zahlen, nicht die Serie); die aktuelle Serie bleibt bis zum Ende des heutigen Tages erhalten. Die Zahlen liegen nur in diesem Browser (in einer Seite, die auf einer anderen Website eingebettet ist, getrennt von denen dieser Website). Ein Rätsel, das erst nach dem Zeigen seiner Lösung zu Ende gespielt wird, zählt nicht als gelöst.
web-footer = Erstellt mit pyramid-press. Tastatur: Mit Tab springst du zu einem Rätsel (oder zu den Links oben), mit den Pfeiltasten von Feld zu Feld oder von Karte zu Karte; Enter oder Leertaste wählt aus und zieht, Escape hebt die Auswahl auf, Strg+Z (Cmd+Z) nimmt einen Zug zurück, Strg+Y oder Strg+Umschalt+Z spielt ihn wieder.
web-skip-label = Zu einem Rätsel
web-board-subtitle = { $grid }-Rätsel { $id }

web-site-previous-day = ← Vorheriger Tag
web-site-next-day = Nächster Tag →
web-site-latest = Heute
web-site-archive = Archiv
web-site-play-by-id = Per ID spielen
web-site-feed = Feed
web-site-nav-label = Website
web-site-and = { $first } und { $second }
web-site-contents-item = { $n ->
    [one] { $n } { $noun } ({ $name })
   *[other] { $n } { $plural }
}
web-site-day-description = { $date }: { $contents }, jeweils mit Lösung.
web-site-preview-alt = { $title }: die Startstellung des ersten Rätsels
web-site-rollover = Neue Rätsel erscheinen jeden Tag um Mitternacht, nach dem Kalender deines Geräts.
web-site-sheet-link = Druckbogen des Tages (PDF)
web-site-archive-title = { $title } – Archiv
web-site-today-noscript = Diese Seite wählt den Tag nach deinem Kalender und braucht dafür ein Skript: Öffne stattdessen das <a href="archive.html">Archiv</a>.
web-site-today-none = Der erste Tag mit Rätseln ist { $date }: schau dann wieder vorbei.
web-site-today-opening = Die Rätsel von heute werden geöffnet …
web-site-today-title = { $title }: heute
web-site-archive-intro = Alle Tage dieser Website, der neueste zuerst. Jede Tagesseite speichert deine Züge und deine Statistik in diesem Browser.
web-site-archive-description = { $n ->
    [one] { $n } Tag mit Rätseln.
   *[other] { $n } Tage mit Rätseln.
}
web-site-month = { $month } { $year }
web-site-embed-heading = Die Rätsel auf deiner eigenen Seite
web-site-embed-text = Hänge <code>?embed</code> an die Adresse einer Seite an, dann zeigt sie nur die Rätsel, ohne die Links dieser Website; mit <code>&amp;puzzle=N</code> nur Rätsel N. <code>{ $file }</code> öffnet immer den Tag, der beim Besucher gerade ist, der Code muss also nie geändert werden. Füge Folgendes dort ein, wo das Rätsel erscheinen soll (das Skript passt die Höhe des Rahmens bei jeder Breite an seinen Inhalt an; ohne es behält der Rahmen seine feste Höhe):
web-site-embed-more = Für den ganzen Tag lass <code>&amp;puzzle=1</code> weg; für ein beliebiges Rätsel per ID nimm <code>play.html?embed#ID</code>. Eine eingebettete Seite speichert Züge und Statistik im Browser des Besuchers, doch Browser trennen den Speicher eines Rahmens nach der Website, die ihn einbettet: Die Züge auf deiner Seite sind nicht die auf dieser Website.
web-site-copy = Kopieren
web-site-copied = Kopiert: Füge es in deine Seite ein.
web-site-copy-selected = Markiert: Kopiere es mit Strg+C (oder Cmd+C).
web-site-email-heading = In einem Newsletter
web-site-email-text = E-Mail-Programme führen kein Skript aus und zeigen keine Rahmen: Ein Newsletter bekommt deshalb ein Bild der Rätsel des Tages mit einem Link auf ihre Seite. Dieser Code gilt für den { $date }, den letzten erschienenen Tag; für einen anderen Tag ändere das Datum in seinen drei Adressen.
web-site-email-no-url = Die Website wurde ohne --url geschrieben: Setze ihre Adresse statt https://example.org/puzzles/ ein (mit --url steht sie schon im Code).
web-site-email-alt = { $title }: die Rätsel vom { $date }
web-site-email-link = Die Rätsel vom { $date } spielen
web-site-studio-link = Mach dein eigenes Rätselbuch
web-site-studio-note = (das Studio: ein Formular, das Bücher, Handzettel und Blätter in diesem Browser setzt, ohne Installation)
web-site-archive-footer = Erstellt mit pyramid-press. <a href="feed.xml">Atom-Feed</a> der Tage.
web-site-feed-subtitle = Die Rätsel des Tages, jeweils mit Lösung, im Browser spielbar.
web-site-feed-entry = Rätsel vom { $date }
web-site-feed-summary = { $contents }, jeweils mit Lösung.
web-site-play-title = { $title } – Rätsel per ID spielen
web-site-play-description = Gib die ID ein, die unter einem Rätsel oder einer Partie steht, und spiel direkt hier.
web-site-play-subtitle = Jedes gedruckte Rätsel auf dem Bildschirm
web-site-play-heading = Rätsel per ID öffnen
web-site-play-label = ID des Rätsels oder der Partie
web-site-play-placeholder = P34S-... oder pyramid-12345
web-site-play-button = Spielen
web-site-play-notation = Die IDs stehen unter jedem Rätsel (P34S-...) und jeder Partie (pyramid-, cheops- oder pharaohs- und eine Zahl).
web-site-preview-line = { $contents } · im Browser spielen
