// pyramid-press: the exact solver of Egyptian Solitaire positions, for the
// page's hints. A port of the engine's `decide` (crates/egypt/src/solver,
// fast.rs): a depth-first search for a winning line, moves tried by the
// size of the piece they remove (the target's order), positions proved
// lost kept in a table under a key that is the same for every mirror and
// rotation of a position (4 symmetries of a rectangle, 8 of a square).
// The table lives as long as the solver, so later questions about the same
// puzzle reuse what earlier ones proved.
//
// Keys: each symmetry has its own incremental hash (two 32-bit lanes of
// random numbers per square, height and piece, updated by three XORs a
// move); the canonical symmetry is the one with the least hash (ties: the
// least board text), and the key is that hash with the board text as seen
// through that symmetry, so a hash collision can never merge two positions.
(function () {
  'use strict';
  var PP = window.PyramidPress = window.PyramidPress || {};
  // N, NE, E, SE, S, SW, W, NW (rows grow downwards), the engine's order.
  var DIRS = [[-1, 0], [-1, 1], [0, 1], [1, 1], [1, 0], [1, -1], [0, -1], [-1, -1]];
  var CODE = { S: 1, M: 2, L: 3 };
  var LETTER = ['', 'S', 'M', 'L'];
  var TWO21 = 2097152;

  // A small deterministic generator for the hash tables (xorshift32).
  function random32(seed) {
    var x = seed | 0 || 1;
    return function () {
      x ^= x << 13; x ^= x >>> 17; x ^= x << 5;
      return x >>> 0;
    };
  }

  // The symmetries of a rows x cols grid as square maps (i -> image),
  // as crates/egypt/src/symmetry.rs lists them.
  function symmetries(rows, cols) {
    var kinds = [[0, 0, 0], [0, 0, 1], [0, 1, 0], [0, 1, 1]];
    if (rows === cols) kinds.push([1, 0, 0], [1, 0, 1], [1, 1, 0], [1, 1, 1]);
    return kinds.map(function (k) {
      var map = new Int32Array(rows * cols);
      for (var i = 0; i < rows * cols; i++) {
        var r = Math.floor(i / cols), c = i % cols, t;
        if (k[0]) { t = r; r = c; c = t; }
        if (k[1]) r = rows - 1 - r;
        if (k[2]) c = cols - 1 - c;
        map[i] = r * cols + c;
      }
      return map;
    });
  }

  // The hops of the grid, [from, over, to], in the engine's order.
  function gridHops(rows, cols) {
    var out = [];
    for (var r = 0; r < rows; r++) {
      for (var c = 0; c < cols; c++) {
        for (var d = 0; d < 8; d++) {
          var r2 = r + 2 * DIRS[d][0], c2 = c + 2 * DIRS[d][1];
          if (r2 < 0 || c2 < 0 || r2 >= rows || c2 >= cols) continue;
          out.push([r * cols + c, (r + DIRS[d][0]) * cols + c + DIRS[d][1], r2 * cols + c2]);
        }
      }
    }
    return out;
  }

  // target: {kind: 'lone', value: 'S'|'M'|'L'} or {kind: 'score', value: n}.
  function Solver(rows, cols, target, maxStack) {
    this.rows = rows;
    this.cols = cols;
    this.n = rows * cols;
    this.maxH = maxStack;
    this.lone = target.kind === 'lone' ? CODE[target.value] : 0;
    this.limit = target.kind === 'lone' ? 0 : +target.value;
    this.hops = gridHops(rows, cols);
    this.syms = symmetries(rows, cols);
    // rank[p]: where a move removing a piece of code p comes (the engine's
    // Target::move_rank): the target's own size last.
    this.rank = [0, 0, 0, 0];
    for (var p = 1; p <= 3; p++) this.rank[p] = p === this.lone ? 3 : 3 - p;
    var rnd = random32(0x2f6b1d5);
    var size = this.n * (maxStack + 1) * 4;
    this.za = new Int32Array(size);
    this.zb = new Int32Array(size);
    for (var i = 0; i < size; i++) { this.za[i] = rnd(); this.zb[i] = rnd(); }
    this.ns = this.syms.length;
    this.ha = new Int32Array(this.ns);
    this.hb = new Int32Array(this.ns);
    this.pcs = new Int8Array(this.n * maxStack);
    this.ht = new Int32Array(this.n);
    this.counts = [0, 0, 0, 0];
    // Lost positions: hash -> board text; a second map for the rare
    // positions whose hash another position took first.
    this.lost = new Map();
    this.extra = new Map();
    this.size = 0;
    this.nodes = 0;
  }

  Solver.prototype.zi = function (sq, h, p) { return ((sq * (this.maxH + 1)) + h) * 4 + p; };

  Solver.prototype.toggle = function (sq, h, p) {
    for (var g = 0; g < this.ns; g++) {
      var k = this.zi(this.syms[g][sq], h, p);
      this.ha[g] ^= this.za[k];
      this.hb[g] ^= this.zb[k];
    }
  };

  // Loads a position given as stacks of letters, bottom first.
  Solver.prototype.load = function (stacks) {
    this.ha.fill(0);
    this.hb.fill(0);
    this.counts = [0, 0, 0, 0];
    for (var sq = 0; sq < this.n; sq++) {
      var s = stacks[sq];
      this.ht[sq] = s.length;
      for (var h = 0; h < s.length; h++) {
        var p = CODE[s[h]];
        this.pcs[sq * this.maxH + h] = p;
        this.counts[p]++;
        this.toggle(sq, h, p);
      }
    }
  };

  Solver.prototype.top = function (sq) { return this.pcs[sq * this.maxH + this.ht[sq] - 1]; };

  Solver.prototype.legal = function (h) {
    var ht = this.ht;
    if (!ht[h[0]] || !ht[h[1]]) return false;
    var t = ht[h[2]];
    return t === 0 || (t < this.maxH && this.top(h[2]) === this.top(h[0]));
  };

  Solver.prototype.play = function (h) {
    var mover = this.top(h[0]), removed = this.top(h[1]);
    this.toggle(h[0], --this.ht[h[0]], mover);
    this.toggle(h[1], --this.ht[h[1]], removed);
    this.pcs[h[2] * this.maxH + this.ht[h[2]]] = mover;
    this.toggle(h[2], this.ht[h[2]]++, mover);
    this.counts[removed]--;
    return removed;
  };

  Solver.prototype.undo = function (h, removed) {
    var mover = this.top(h[2]);
    this.toggle(h[2], --this.ht[h[2]], mover);
    this.pcs[h[1] * this.maxH + this.ht[h[1]]] = removed;
    this.toggle(h[1], this.ht[h[1]]++, removed);
    this.pcs[h[0] * this.maxH + this.ht[h[0]]] = mover;
    this.toggle(h[0], this.ht[h[0]]++, mover);
    this.counts[removed]++;
  };

  // The board as seen through symmetry g: stacks in image order.
  Solver.prototype.text = function (g) {
    var map = this.syms[g], inv = new Int32Array(this.n);
    for (var i = 0; i < this.n; i++) inv[map[i]] = i;
    var out = '';
    for (var j = 0; j < this.n; j++) {
      var sq = inv[j], base = sq * this.maxH;
      for (var h = 0; h < this.ht[sq]; h++) out += this.pcs[base + h];
      out += '/';
    }
    return out;
  };

  // The canonical key: [hash, board text].
  Solver.prototype.key = function () {
    var best = -1, bestH = Infinity, bestText = null;
    for (var g = 0; g < this.ns; g++) {
      var h = (this.ha[g] >>> 0) * TWO21 + (this.hb[g] >>> 11);
      if (h < bestH) { bestH = h; best = g; bestText = null; } else if (h === bestH) {
        if (bestText === null) bestText = this.text(best);
        var t = this.text(g);
        if (t < bestText) { best = g; bestText = t; }
      }
    }
    return [bestH, bestText === null ? this.text(best) : bestText, best];
  };

  Solver.prototype.isLost = function () {
    var g, bestH = Infinity;
    for (g = 0; g < this.ns; g++) {
      var h = (this.ha[g] >>> 0) * TWO21 + (this.hb[g] >>> 11);
      if (h < bestH) bestH = h;
    }
    var stored = this.lost.get(bestH);
    if (stored === undefined) return false;
    var k = this.key();
    return stored === k[1] || this.extra.has(k[1]);
  };

  Solver.prototype.markLost = function () {
    var k = this.key();
    var stored = this.lost.get(k[0]);
    if (stored === undefined) this.lost.set(k[0], k[1]);
    else if (stored !== k[1]) this.extra.set(k[1], true);
    this.size++;
  };

  Solver.prototype.hopeless = function () {
    var c = this.counts;
    if (this.lone) return c[this.lone] === 0;
    return this.limit === 0 && (c[1] + c[2] + c[3]) > 0;
  };

  Solver.prototype.meets = function () {
    var c = this.counts;
    if (this.lone) return c[1] + c[2] + c[3] === 1 && c[this.lone] === 1;
    return c[1] + 2 * c[2] + 3 * c[3] <= this.limit;
  };

  // Depth-first search for a winning line from the loaded position.
  Solver.prototype.find = function (line) {
    if (this.hopeless()) return false;
    if (this.isLost()) return false;
    if (++this.nodes > this.budget) throw new Error('budget');
    var order = [], ranks = [], h, i;
    for (i = 0; i < this.hops.length; i++) {
      h = this.hops[i];
      if (this.legal(h)) order.push(h);
    }
    if (order.length > 1) {
      // A stable sort by rank of the removed piece.
      var self = this;
      for (i = 0; i < order.length; i++) ranks.push(self.rank[self.top(order[i][1])] * 65536 + i);
      ranks.sort(function (a, b) { return a - b; });
      order = ranks.map(function (r) { return order[r % 65536]; });
    }
    for (i = 0; i < order.length; i++) {
      h = order[i];
      var removed = this.play(h);
      line.push(h);
      var won;
      try {
        won = this.find(line);
      } finally {
        this.undo(h, removed);
      }
      if (won) return true;
      line.pop();
    }
    if (order.length === 0 && this.meets()) return true;
    this.markLost();
    return false;
  };

  // Whether the goal can still be reached from `stacks` (arrays of letters,
  // square by square, bottom first), with a winning line of hops
  // [from, over, to]. {winnable: null} when the search would pass `budget`
  // positions (a position far larger than the page's puzzles).
  Solver.prototype.decide = function (stacks, budget) {
    this.load(stacks);
    this.budget = budget || 4000000;
    this.nodes = 0;
    var line = [];
    try {
      var won = this.find(line);
      return { winnable: won, line: won ? line : [], nodes: this.nodes };
    } catch (e) {
      if (e && e.message === 'budget') return { winnable: null, line: [], nodes: this.nodes };
      throw e;
    }
  };

  PP.EgyptSolver = Solver;
  PP.egyptLetters = LETTER;
})();
