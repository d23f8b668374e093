#!/bin/sh
# Renders every page type to PNG (pdftoppm -png -r 60) and lays them out as
# contact sheets with ImageMagick's montage, one sheet per product, for a
# reviewer to look at. Usage: scripts/contact-sheets.sh OUTDIR
# Needs a built binary (the newer of target/debug and target/release), poppler-utils and
# ImageMagick.
set -eu
out=${1:?usage: scripts/contact-sheets.sh OUTDIR}
root=$(cd "$(dirname "$0")/.." && pwd)
# The newer of the release and debug builds (or $PYRAMID_PRESS).
bin=${PYRAMID_PRESS:-$(ls -t "$root"/target/release/pyramid-press "$root"/target/debug/pyramid-press 2>/dev/null | head -n 1)}
mkdir -p "$out/pdf" "$out/png"
date=2026-11-23
run() { name=$1; shift; "$bin" "$@" >/dev/null; }
run daily daily --date $date -o "$out/pdf/daily.pdf"
run daily-every daily --date $date --every 4 -o "$out/pdf/daily-every.pdf"
run daily-color daily --date $date --color -o "$out/pdf/daily-color.pdf"
run render-key render P34S-0HGG1-00-H --key -o "$out/pdf/render-key.pdf"
run rules-letter rules -o "$out/pdf/rules-letter.pdf"
run rules-a4 rules --paper a4 -o "$out/pdf/rules-a4.pdf"
run mat mat --grid 4x5 -o "$out/pdf/mat.pdf"
run cards cards sheet --variant cheops --tier medium --count 4 -o "$out/pdf/cards-sheet.pdf"
for t in handout-letter handout-a4; do
  run "$t" handout --quiet --template "$root/templates/$t.toml" -o "$out/pdf/$t.pdf"
done
for t in kdp-6x9 paperback-6x9 large-print-8.5x11 ingram-6x9-pdfx pyramids-and-pharaohs-6x9; do
  run "$t" book --quiet --template "$root/templates/$t.toml" -o "$out/pdf/$t.pdf"
done
if [ -f "$root/data/game-in-numbers-6x9.toml" ]; then
  run numbers book --quiet --template "$root/data/game-in-numbers-6x9.toml" -o "$out/pdf/game-in-numbers.pdf" || true
fi
for pdf in "$out"/pdf/*.pdf; do
  name=$(basename "$pdf" .pdf)
  pdftoppm -png -r 60 "$pdf" "$out/png/$name"
  # 24 pages a sheet.
  ls "$out/png/$name"-*.png | split -l 24 - "$out/png/$name.list."
  n=0
  for list in "$out/png/$name.list."*; do
    n=$((n + 1))
    montage $(cat "$list") -tile 6x -geometry +6+6 -label '%f' -pointsize 9 "$out/sheet-$name-$n.png"
    rm "$list"
  done
done
ls -1 "$out"/sheet-*.png
