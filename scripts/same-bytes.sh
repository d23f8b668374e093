#!/bin/sh
# Writes every product of the program into a folder, so that two builds can
# be compared byte for byte (a refactor promises identical output):
#
#   scripts/same-bytes.sh OLD_BINARY /tmp/old
#   scripts/same-bytes.sh NEW_BINARY /tmp/new
#   diff -r /tmp/old /tmp/new && echo identical
#
# Every command is fixed (date, seed, template), so the two folders differ
# only where the output did. The timing line of `cards solve` is left out.
set -eu
bin=${1:?usage: scripts/same-bytes.sh BINARY OUTDIR}
out=${2:?usage: scripts/same-bytes.sh BINARY OUTDIR}
root=$(cd "$(dirname "$0")/.." && pwd)
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
mkdir -p "$out"
cd "$out"
d=2026-12-03
run() { "$bin" "$@" >/dev/null; }
run daily --date $d -o daily.pdf
run daily --date $d --svg -o daily.svg
run daily --date $d --html -o daily.html
run daily --date $d --html --deals cheops,pharaohs -o daily-deals.html
run daily --date $d --paper a4 --color -o daily-a4-color.pdf
run daily --date $d --every 3 -o daily-every3.pdf
run daily --date $d --lang de -o daily-de.pdf
run daily --date $d --html --lang fr -o daily-fr.html
"$bin" daily --date $d --json > daily.json
"$bin" daily --date $d --print > daily.txt
for t in kdp-6x9 paperback-6x9 large-print-8.5x11 ingram-6x9-pdfx pyramids-and-pharaohs-6x9 pyramids-6x9-de pyramids-6x9-es pyramids-6x9-fr; do
  run book --quiet --template "$root/templates/$t.toml" -o "book-$t.pdf"
done
run book --quiet --template "$root/templates/kdp-6x9.toml" --format svg -o book-kdp-svg.svg 2>/dev/null || true
# A series volume writes its ledger beside it: work on a copy.
mkdir -p series && cp "$root/templates/series-vol1.toml" series/
(cd series && run book --quiet --template series-vol1.toml -o vol1.pdf) || true
run book --quiet --template "$root/data/game-in-numbers-6x9.toml" -o book-numbers.pdf
for t in handout-letter handout-a4; do
  run handout --quiet --template "$root/templates/$t.toml" -o "$t.pdf"
done
run rules -o rules.pdf
run rules --paper a4 --format svg -o rules.svg
run rules --lang de -o rules-de.pdf
run mat --grid 4x5 -o mat.pdf
run render P34S-0HGG1-00-H --key -o render-key.pdf
run render P34S-0HGG1-00-H --key --every 1 --format svg -o render-key.svg
run render P34S-0HGG1-00-H --format html -o render.html
run cards sheet --variant cheops --tier medium --count 4 -o cards-cheops.pdf
run cards sheet --variant pyramid --tier hard --count 3 --format svg -o cards-pyramid.svg
run cards sheet --variant pharaohs --tier easy --count 3 -o cards-pharaohs.pdf
"$bin" solve P34S-0HGG1-00-H --json > solve.json
"$bin" generate --grid 3x4 --target small --tier hard --count 3 --seed 1 --json > generate.jsonl
"$bin" generate --grid 4x5 --target small --tier expert --count 2 --seed 2 --json > generate45.jsonl
"$bin" cards generate --variant cheops --tier hard --count 3 > cards-generate.txt
"$bin" cards solve --seed 7 --json | grep -v '"ms"\|millis\|elapsed' > cards-solve.json
"$bin" census --grid 3x3 --json census-3x3.json -o census-3x3.pdf >/dev/null
run site --from $d --to 2026-12-05 -o site --url https://example.org/
run site --from $d --to 2026-12-04 -o site-de --lang de
echo "wrote $(find . -type f | wc -l) files into $out"
