#!/usr/bin/env bash
# Hint times of the web page's own solver in headless Chromium.
#
# For each day from FROM on (DAYS days), writes the daily page and opens it
# in headless Chromium; in the page, the Egyptian puzzles of the grid and
# tier asked for (4x5 expert unless GRID and TIER say otherwise) and the
# positions of seeded random games from them (4 a puzzle) are each settled by
# a fresh solver, as the first hint on a freshly opened page is. Prints the number
# of positions, the median and the slowest time.
#
#   benches/web/hint-times.sh                  # 30 days from 2026-11-01
#   DAYS=10 FROM=2027-01-01 benches/web/hint-times.sh
#
# Builds pyramid-press (the dev profile is enough: the page's bytes do not
# depend on the build) unless PYRAMID_PRESS names a binary.
set -euo pipefail
cd "$(dirname "$0")/../.."
FROM=${FROM:-2026-11-01}
DAYS=${DAYS:-30}
GRID=${GRID:-4x5}
TIER=${TIER:-expert}
bin=${PYRAMID_PRESS:-}
if [ -z "$bin" ]; then
  cargo build --quiet --bin pyramid-press
  bin=target/debug/pyramid-press
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for i in $(seq 0 $((DAYS - 1))); do
  day=$(date -u -d "$FROM + $i day" +%F)
  "$bin" daily --date "$day" --html -o "$dir/day.html" >/dev/null
  python3 - "$dir/day.html" "$dir/bench.html" "$GRID" "$TIER" "$i" <<'PY'
import sys
src, dst, grid, tier, seed = sys.argv[1:]
page = open(src, encoding="utf-8").read()
bench = """<script>
window.addEventListener('load', function () {
  var out = [];
  var x = %d * 2654435761 + 12345 | 0;
  function rnd(n) { x ^= x << 13; x ^= x >>> 17; x ^= x << 5; return (x >>> 0) %% n; }
  document.querySelectorAll('section.puzzle[data-player=egypt]').forEach(function (s, k) {
    var h = s.querySelector('h2').textContent;
    if (h.indexOf('%s') < 0 || h.indexOf('%s') < 0) return;
    var spec = JSON.parse(document.getElementById('pp-data').textContent).puzzles[+s.dataset.index];
    for (var g = 0; g < 4; g++) {
      var pos = spec.pos;
      for (;;) {
        var t0 = performance.now();
        PyramidPress.solve(pos, spec.target);
        out.push((pos === spec.pos ? 's' : '') + (performance.now() - t0).toFixed(2));
        var moves = PyramidPress.legalMoves(pos);
        if (!moves.length) break;
        pos = PyramidPress.playText(pos, moves[rnd(moves.length)]);
      }
    }
  });
  var pre = document.createElement('pre');
  pre.id = 'BENCH';
  pre.textContent = out.join(' ');
  document.body.appendChild(pre);
});
</script></body>""" % (int(seed), grid, tier)
open(dst, "w", encoding="utf-8").write(page.replace("</body>", bench))
PY
  timeout 120 chromium --headless --no-sandbox --disable-gpu --dump-dom "file://$dir/bench.html" 2>/dev/null \
    | sed -n 's:.*<pre id="BENCH">\([^<]*\)</pre>.*:\1:p' >> "$dir/times"
done
python3 - "$dir/times" "$GRID" "$TIER" <<'PY'
import statistics, sys
words = [t for line in open(sys.argv[1]) for t in line.split()]
times = [float(t.lstrip("s")) for t in words]
starts = [float(t[1:]) for t in words if t.startswith("s")]
if not times:
    sys.exit("no positions measured")
print(f"{len(times)} positions ({sys.argv[2]} {sys.argv[3]}): median {statistics.median(times):.1f} ms, "
      f"slowest {max(times):.1f} ms")
print(f"of them the {len(starts)} puzzle positions (4 games a puzzle): median "
      f"{statistics.median(starts):.1f} ms, slowest {max(starts):.1f} ms")
PY
