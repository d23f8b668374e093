# common
date-long = { $weekday }, { $day }. { $month } { $year }
date-short = { $day }.{ $month }.{ $year }
weekday-1 = Montag
weekday-2 = Dienstag
weekday-3 = Mittwoch
weekday-4 = Donnerstag
weekday-5 = Freitag
weekday-6 = Samstag
weekday-7 = Sonntag
month-1 = Januar
month-2 = Februar
month-3 = März
month-4 = April
month-5 = Mai
month-6 = Juni
month-7 = Juli
month-8 = August
month-9 = September
month-10 = Oktober
month-11 = November
month-12 = Dezember
tier-easy = leicht
tier-medium = mittel
tier-hard = schwer
tier-expert = Experte
footer-page = Seite { $n } von { $total }
key-solution-in-steps = Lösung in { $n ->
    [one] { $n } Schritt
   *[other] { $n } Schritten
}:
steps-count = { $n ->
    [one] { $n } Schritt
   *[other] { $n } Schritte
}
moves-count = { $n ->
    [one] { $n } Zug
   *[other] { $n } Züge
}
sheet-id = ID { $id }.
sheet-notation = In der Notation: { $notation }
continued = { $what } (Fortsetzung)
block-goal = Ziel: { $goal }
block-moves = Züge:
kind-noun = { $kind }-{ $noun }
solutions = Lösungen
single-title = pyramid-press: Rätsel
mat-title = Spielfeld für Ägyptisches Solitaire { $grid }
mat-assembly-heading = Spielfeld { $grid }, Felder { $mm } mm: so fügst du die { $total } Blätter zusammen
mat-step-1 = 1. Drucke jedes Blatt mit 100 % (ohne Skalierung): Der Balken unten auf jedem Blatt muss 50 mm messen.
mat-step-2 = 2. Schneide jedes Blatt an seinem Außenrand aus, den die Eckmarken zeigen: Auf einer Seite mit grauer Klebelasche schneide am Außenrand der Lasche, auf den anderen Seiten an der Rasterlinie.
mat-step-3 = 3. Lege die Blätter wie im Plan unten aus, Blatt 1 oben links. Die Nummer jedes Blattes und seine Spalten und Zeilen stehen unten darauf.
mat-step-4 = 4. Gib Kleber auf jede graue Lasche und lege das Nachbarblatt so darüber, dass seine Rasterlinien die Linien des Blattes darunter fortsetzen.
mat-sheet-where = Blatt { $n }: { $cols }, { $rows }
mat-tab-legend = Klebelasche (liegt unter dem nächsten Blatt)
mat-column = Spalte { $name }
mat-columns = Spalten { $from }-{ $to }
mat-row = Zeile { $n }
mat-rows = Zeilen { $from }-{ $to }
mat-glue = Kleber
mat-glue-under = Kleber: Blatt { $n } kommt über diese Lasche
mat-sheet = Blatt { $n }
mat-sheet-of = Blatt { $n } von { $total }: { $cols }, { $rows }
mat-foot-many = Spielfeld, Felder { $mm } mm. Mit 100 % drucken. Graue Laschen kommen unter das nächste Blatt.
mat-foot-one = Spielfeld für Ägyptisches Solitaire, Felder { $mm } mm. Mit 100 % drucken (ohne Skalierung).
mat-bar = dieser Balken ist 50 mm lang
grid-size = { $rows } × { $cols }
pair-colon = { $a }: { $b }
# The web page: a single puzzle's window title, and the word after a solved
# puzzle's heading.
single-web-title = { $noun } { $id } ({ $name })
solved-mark = gelöst
