#!/usr/bin/env bash
# First-hint times of the web page in headless Chromium: the page's engine
# (the egypt and cards crates compiled to WebAssembly) and, when PORT names
# a pyramid-press from before it (a8d580b or older), the hand-written
# JavaScript solvers that page carried, on the same positions in the same
# run.
#
# For each day from FROM on (DAYS days), writes the daily page with a deal
# of each variant and opens it in headless Chromium; in the page, every
# Egyptian puzzle (3x4 and 4x5, every tier) and every deal, and the
# positions of seeded random games from them (4 a puzzle, 2 a deal, the
# same positions on both pages: the games follow the pages' legal moves,
# which both list in the engine's order), are each settled as the first
# hint on a freshly opened page is. Prints, per grid and per variant, the
# number of positions, the median and the slowest time, and the engine's
# start-up time (inflating and compiling the module).
#
#   benches/web/hint-times.sh                                  # 10 days from 2026-11-01
#   PORT=/path/to/old/pyramid-press DAYS=30 benches/web/hint-times.sh
#
# Builds pyramid-press (the dev profile is enough: the page's bytes do not
# depend on the build) unless PYRAMID_PRESS names a binary.
set -euo pipefail
cd "$(dirname "$0")/../.."
FROM=${FROM:-2026-11-01}
DAYS=${DAYS:-10}
bin=${PYRAMID_PRESS:-}
port=${PORT:-}
if [ -z "$bin" ]; then
  cargo build --quiet --bin pyramid-press
  bin=target/debug/pyramid-press
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
bench() { # BINARY LABEL DAY SEED
  "$1" daily --date "$3" --html --deals pyramid,cheops,pharaohs -o "$dir/day.html" >/dev/null
  python3 - "$dir/day.html" "$dir/bench.html" "$4" <<'PY'
import sys
src, dst, seed = sys.argv[1:]
page = open(src, encoding="utf-8").read()
bench = """<script>
window.addEventListener('load', function () {
  var PP = window.PyramidPress;
  (PP.engineReady || Promise.resolve(true)).then(function () {
    var out = ['start:' + (PP.engineMs === undefined ? 0 : PP.engineMs).toFixed(1)];
    var x = %d * 2654435761 + 12345 | 0;
    function rnd(n) { x ^= x << 13; x ^= x >>> 17; x ^= x << 5; return (x >>> 0) %% n; }
    var specs = JSON.parse(document.getElementById('pp-data').textContent).puzzles;
    document.querySelectorAll('section.puzzle[data-player=egypt]').forEach(function (s) {
      var spec = specs[+s.dataset.index];
      var grid = spec.rows + 'x' + spec.cols;
      for (var g = 0; g < 4; g++) {
        var pos = spec.pos;
        for (;;) {
          var t0 = performance.now();
          PP.solve(pos, spec.target);
          out.push(grid + ':' + (performance.now() - t0).toFixed(2));
          var moves = PP.legalMoves(pos);
          if (!moves.length) break;
          pos = PP.playText(pos, moves[rnd(moves.length)]);
        }
      }
    });
    document.querySelectorAll('section.puzzle[data-player=cards]').forEach(function (s, k) {
      var spec = specs[+s.dataset.index];
      var variant = spec.id.split('-')[0];
      var deal = { pyramid: spec.pyramid, stock: spec.stock, rules: spec.rules };
      for (var g = 0; g < 2; g++) {
        var moves = [];
        for (var n = 0; n < 60; n++) {
          var r = PP.cards.solveMany([[deal, moves]])[0];
          out.push(variant + ':' + r.ms.toFixed(2));
          var legal = PP.cards.legalAfter(k, moves);
          if (!legal || !legal.length) break;
          moves.push(legal[rnd(legal.length)]);
        }
      }
    });
    var pre = document.createElement('pre');
    pre.id = 'BENCH';
    pre.textContent = out.join(' ');
    document.body.appendChild(pre);
  });
});
</script></body>""" % int(seed)
open(dst, "w", encoding="utf-8").write(page.replace("</body>", bench))
PY
  # The virtual-time budget lets the dump wait for the engine's start
  # (asynchronous); the times are read with performance.now().
  timeout 300 chromium --headless --no-sandbox --disable-gpu --virtual-time-budget=600000 \
    --dump-dom "file://$dir/bench.html" 2>/dev/null \
    | sed -n 's:.*<pre id="BENCH">\([^<]*\)</pre>.*:\1:p' | tr ' ' '\n' | sed "s/^/$2 /" >> "$dir/times"
}
for i in $(seq 0 $((DAYS - 1))); do
  day=$(date -u -d "$FROM + $i day" +%F)
  bench "$bin" module "$day" "$i"
  if [ -n "$port" ]; then bench "$port" port "$day" "$i"; fi
done
python3 - "$dir/times" <<'PY'
import statistics, sys, collections
times = collections.defaultdict(list)
for line in open(sys.argv[1]):
    who, item = line.split()
    what, ms = item.rsplit(":", 1)
    times[(who, what)].append(float(ms))
for (who, what), t in sorted(times.items()):
    if what == "start":
        print(f"{who:6} start-up: median {statistics.median(t):.1f} ms, slowest {max(t):.1f} ms ({len(t)} pages)")
    else:
        print(f"{who:6} {what:8} {len(t):5} positions: median {statistics.median(t):.2f} ms, slowest {max(t):.1f} ms")
PY
