// pyramid-press: the exact solver of the Pyramid card solitaires, for the
// page's hints. A port of the engine's verdict search (crates/cards/src/
// solver/decide.rs with the dead-position tests of prune.rs) over the
// engine's positions (crates/cards/src/engine.rs): a depth-first search
// over sets of removed cards by macro moves (a removal with the draws and
// redeals that lead to it), a table from removed cards to the earliest
// stock progress they were entered with, Kings first, forced pairs, stock
// cards of one rank interchangeable where only the waste top plays with
// unlimited passes, and two sound tests of lost positions: the partner
// matching and the relaxed game in which every stock card is at hand.
//
// Positions are {p, s, ptr, pass}: removed pyramid cards and removed stock
// cards as bit masks, the stock pointer and the pass, in the engine's
// canonical form. A card place is a number: pyramid card i is i, stock
// card j (original stock order) is 32 + j.
(function () {
  'use strict';
  var PP = window.PyramidPress = window.PyramidPress || {};
  var RANKS = { A: 1, T: 10, J: 11, Q: 12, K: 13 };
  var STOCK = 32;
  var HIGH = 268435456; // 2^28: stock bits of a key start here

  function rankOf(card) { return RANKS[card[0]] || +card[0]; }
  function pop(x) {
    x = x - ((x >>> 1) & 0x55555555);
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  function ctz(x) { return 31 - Math.clz32(x & -x); }
  function high(x) { return 31 - Math.clz32(x); }

  // spec: {pyramid: ['5H', ...], stock: [...], rules: {avail, overlap,
  // passes (0: unlimited), win}} as the page's data gives them.
  function Cards(spec) {
    var i, j, r, k;
    this.pyr = spec.pyramid;
    this.stk = spec.stock;
    this.rules = spec.rules;
    this.np = this.pyr.length;
    this.ns = this.stk.length;
    this.pr = this.pyr.map(rankOf);
    this.sr = this.stk.map(rankOf);
    var rows = 0;
    while ((rows + 1) * (rows + 2) / 2 <= this.np) rows++;
    this.rows = rows;
    this.cover = new Int32Array(28);
    for (r = 0; r + 1 < rows; r++) {
      for (k = 0; k <= r; k++) {
        var b = (r + 1) * (r + 2) / 2 + k;
        this.cover[r * (r + 1) / 2 + k] = (1 << b) | (1 << (b + 1));
      }
    }
    this.fullPyr = this.np >= 31 ? -1 : (1 << this.np) - 1;
    this.fullStock = (1 << this.ns) - 1;
    this.unlimited = this.rules.passes === 0;
    // The dead-position data (prune.rs): cone, direct, under, compat.
    var cone = new Int32Array(28), direct = new Int32Array(28);
    for (r = rows - 1; r >= 0; r--) {
      for (k = 0; k <= r; k++) {
        i = r * (r + 1) / 2 + k;
        if (r + 1 < rows) {
          var bl = (r + 1) * (r + 2) / 2 + k;
          direct[i] = (1 << bl) | (1 << (bl + 1));
          cone[i] = direct[i] | cone[bl] | cone[bl + 1];
        }
      }
    }
    var under = new Int32Array(28);
    for (var p = 0; p < 28; p++) {
      var m = cone[p];
      while (m) { under[ctz(m)] |= 1 << p; m &= m - 1; }
    }
    var compat = new Int32Array(28);
    for (var x = 0; x < this.np; x++) {
      for (var y = 0; y < this.np; y++) {
        if (x === y) continue;
        var blocked = (cone[x] & (1 << y)) !== 0 || (cone[y] & (1 << x)) !== 0;
        var dp = (direct[x] & (1 << y)) !== 0 || (direct[y] & (1 << x)) !== 0;
        if (!blocked || (this.rules.overlap && dp)) compat[x] |= 1 << y;
      }
    }
    this.cone = cone;
    this.direct = direct;
    this.under = under;
    this.compat = compat;
    this.pyrByRank = new Int32Array(14);
    this.stockByRank = new Int32Array(14);
    for (i = 0; i < this.np; i++) this.pyrByRank[this.pr[i]] |= 1 << i;
    for (j = 0; j < this.ns; j++) this.stockByRank[this.sr[j]] |= 1 << j;
    this.stockPairs = this.rules.avail !== 'waste-top';
    this.allCards = this.rules.win === 'all';
    this.rankOnlyStock = this.rules.avail === 'waste-top' && this.unlimited;
    this.memo = new Map();
  }

  // ---- The engine ----------------------------------------------------------

  Cards.prototype.start = function () { return { p: 0, s: 0, ptr: 0, pass: 0 }; };

  Cards.prototype.won = function (st) {
    if (st.p !== this.fullPyr) return false;
    return this.rules.win === 'pyramid' || st.s === this.fullStock;
  };

  Cards.prototype.exposed = function (st) {
    var m = 0, left = ~st.p & this.fullPyr;
    while (left) {
      var i = ctz(left);
      left &= left - 1;
      if ((this.cover[i] & ~st.p) === 0) m |= 1 << i;
    }
    return m;
  };

  Cards.prototype.stockTop = function (st) {
    var m = ~st.s & this.fullStock & ~((1 << st.ptr) - 1);
    return m ? ctz(m) : -1;
  };

  Cards.prototype.avail = function (st) {
    var m = ~st.s & this.fullStock & ((1 << st.ptr) - 1);
    var w1 = -1, w2 = -1;
    if (m) { w1 = high(m); m &= ~(1 << w1); }
    if (m) w2 = high(m);
    var second = -1;
    if (this.rules.avail === 'waste-top-plus-drawn') second = this.stockTop(st);
    else if (this.rules.avail === 'top-two-waste') second = w2;
    var out = [];
    if (w1 >= 0) out.push(w1);
    if (second >= 0) out.push(second);
    return out;
  };

  Cards.prototype.passesLeft = function (st) {
    return this.unlimited || st.pass + 1 < this.rules.passes;
  };

  Cards.prototype.canReset = function (st) {
    return (~st.s & this.fullStock & ((1 << st.ptr) - 1)) !== 0 && this.passesLeft(st);
  };

  Cards.prototype.rankAt = function (loc) { return loc >= STOCK ? this.sr[loc - STOCK] : this.pr[loc]; };

  // Legal moves in the engine's order: Kings, pyramid pairs (overlap pairs
  // after), pyramid card with a stock card, two stock cards, draw or reset.
  // A move is {k: 'king'|'pair'|'draw'|'reset', a, b}.
  Cards.prototype.legal = function (st) {
    var out = [];
    if (this.won(st)) return out;
    var ex = this.exposed(st), av = this.avail(st), m, i, j, n, q;
    for (m = ex; m; m &= m - 1) { i = ctz(m); if (this.pr[i] === 13) out.push({ k: 'king', a: i }); }
    for (q = 0; q < av.length; q++) if (this.sr[av[q]] === 13) out.push({ k: 'king', a: STOCK + av[q] });
    for (m = ex; m; m &= m - 1) {
      i = ctz(m);
      for (n = m & (m - 1); n; n &= n - 1) {
        j = ctz(n);
        if (this.pr[i] + this.pr[j] === 13) out.push({ k: 'pair', a: i, b: j });
      }
    }
    if (this.rules.overlap) {
      for (m = ~st.p & ~ex & this.fullPyr; m; m &= m - 1) {
        i = ctz(m);
        var on = this.cover[i] & ~st.p;
        if (pop(on) === 1 && (on & ex) !== 0) {
          j = ctz(on);
          if (this.pr[i] + this.pr[j] === 13) out.push({ k: 'pair', a: i, b: j });
        }
      }
    }
    for (m = ex; m; m &= m - 1) {
      i = ctz(m);
      for (q = 0; q < av.length; q++) {
        if (this.pr[i] + this.sr[av[q]] === 13) out.push({ k: 'pair', a: i, b: STOCK + av[q] });
      }
    }
    if (av.length === 2 && this.sr[av[0]] + this.sr[av[1]] === 13) {
      out.push({ k: 'pair', a: STOCK + av[0], b: STOCK + av[1] });
    }
    if (this.stockTop(st) >= 0) out.push({ k: 'draw' });
    else if (this.canReset(st)) out.push({ k: 'reset' });
    return out;
  };

  Cards.prototype.canonical = function (t) {
    var rem = ~t.s & this.fullStock;
    var waste = rem & ((1 << t.ptr) - 1);
    t.ptr = waste ? 32 - Math.clz32(waste) : 0;
    if (rem === 0 || this.unlimited) t.pass = 0;
    return t;
  };

  Cards.prototype.apply = function (st, mv) {
    var t = { p: st.p, s: st.s, ptr: st.ptr, pass: st.pass };
    if (mv.k === 'draw') {
      var top = this.stockTop(st);
      if (top >= 0) t.ptr = top + 1;
    } else if (mv.k === 'reset') {
      t.ptr = 0;
      t.pass = st.pass + 1;
    } else {
      [mv.a, mv.b].forEach(function (l) {
        if (l === undefined) return;
        if (l >= STOCK) t.s |= 1 << (l - STOCK); else t.p |= 1 << l;
      });
    }
    return this.canonical(t);
  };

  Cards.prototype.step = function (st) {
    var mv;
    if (this.stockTop(st) >= 0) mv = { k: 'draw' };
    else if (this.canReset(st)) mv = { k: 'reset' };
    else return null;
    return [mv, this.apply(st, mv)];
  };

  Cards.prototype.card = function (loc) { return loc >= STOCK ? this.stk[loc - STOCK] : this.pyr[loc]; };

  // A move in the engine's notation: draw, reset, KS, 5H+8C.
  Cards.prototype.text = function (mv) {
    if (mv.k === 'draw' || mv.k === 'reset') return mv.k;
    if (mv.k === 'king') return this.card(mv.a);
    return this.card(mv.a) + '+' + this.card(mv.b);
  };

  // The legal move written as text (a pair's cards in either order).
  Cards.prototype.find = function (st, text) {
    var want = String(text).trim().toUpperCase(), self = this;
    var found = null;
    this.legal(st).some(function (mv) {
      var t = self.text(mv).toUpperCase();
      var rev = mv.k === 'pair' ? (self.card(mv.b) + '+' + self.card(mv.a)).toUpperCase() : t;
      if (t === want || rev === want) { found = mv; return true; }
      return false;
    });
    return found;
  };

  // ---- Dead positions (prune.rs) -------------------------------------------

  Cards.prototype.canonicalStock = function (s) {
    var stock = 0;
    for (var r = 1; r <= 13; r++) {
      var all = this.stockByRank[r], k = pop(s & all), m = all;
      while (k > 0) { stock |= m & -m; m &= m - 1; k--; }
    }
    return stock;
  };

  Cards.prototype.partners = function (st, isPyr, idx) {
    var r = isPyr ? this.pr[idx] : this.sr[idx];
    if (r === 13) return [0, 0];
    var pyr = this.pyrByRank[13 - r] & ~st.p & this.fullPyr;
    var stock = this.stockByRank[13 - r] & ~st.s & this.fullStock;
    if (isPyr) pyr &= this.compat[idx];
    else if (!this.stockPairs) stock = 0;
    return [pyr, stock];
  };

  Cards.prototype.forced = function (st, mv) {
    if (mv.k !== 'pair') return false;
    var self = this;
    var only = function (v, w) {
      var vp = v < STOCK, wp = w < STOCK;
      var ps = self.partners(st, vp, vp ? v : v - STOCK);
      if (pop(ps[0]) + pop(ps[1]) !== 1) return false;
      return wp ? ps[0] === (1 << w) : ps[1] === (1 << (w - STOCK));
    };
    return only(mv.a, mv.b) && only(mv.b, mv.a);
  };

  Cards.prototype.matching = function (a, b) {
    var self = this;
    if (a === 0 || b === 0) return 0;
    var mate = new Int32Array(28).fill(-1);
    var seen = 0;
    function augment(x) {
      var m = self.compat[x] & b & ~seen;
      while (m) {
        var y = ctz(m);
        m &= m - 1;
        seen |= 1 << y;
        if (mate[y] < 0 || augment(mate[y])) { mate[y] = x; return true; }
      }
      return false;
    }
    var size = 0;
    for (var m = a; m; m &= m - 1) {
      seen = 0;
      if (augment(ctz(m))) size++;
    }
    return size;
  };

  // Vertices of the matching check: pyramid card i is i, stock card j is
  // STOCK + j.
  Cards.prototype.edge = function (v, w) {
    var vp = v < STOCK, wp = w < STOCK;
    if (vp && wp) return (this.compat[v] & (1 << w)) !== 0;
    if (!vp && !wp) return this.stockPairs;
    return true;
  };

  Cards.prototype.required = function (v) { return v < STOCK || this.allCards; };

  Cards.prototype.canMatch = function (left, right, i, used) {
    var k;
    if (i === left.length) {
      for (k = 0; k < right.length; k++) {
        if ((used & (1 << k)) === 0 && this.required(right[k])) return false;
      }
      return true;
    }
    var v = left[i];
    for (k = 0; k < right.length; k++) {
      if ((used & (1 << k)) === 0 && this.edge(v, right[k]) &&
          this.canMatch(left, right, i + 1, used | (1 << k))) return true;
    }
    return !this.required(v) && this.canMatch(left, right, i + 1, used);
  };

  function collect(pyr, stock) {
    var out = [], m;
    for (m = pyr; m && out.length < 8; m &= m - 1) out.push(ctz(m));
    for (m = stock; m && out.length < 8; m &= m - 1) out.push(STOCK + ctz(m));
    return out;
  }

  Cards.prototype.dead = function (st) {
    var pyrLeft = ~st.p & this.fullPyr, stockLeft = ~st.s & this.fullStock;
    for (var r = 1; r <= 6; r++) {
      if (this.allCards && this.stockPairs) {
        var lp = this.pyrByRank[r] & pyrLeft, rp = this.pyrByRank[13 - r] & pyrLeft;
        var ls = pop(this.stockByRank[r] & stockLeft), rs = pop(this.stockByRank[13 - r] & stockLeft);
        var a = pop(lp), b = pop(rp);
        if (a + ls !== b + rs) return true;
        var need = Math.max(0, a - rs);
        if (need > 0 && this.matching(lp, rp) < need) return true;
        continue;
      }
      var left = collect(this.pyrByRank[r] & pyrLeft, this.stockByRank[r] & stockLeft);
      var right = collect(this.pyrByRank[13 - r] & pyrLeft, this.stockByRank[13 - r] & stockLeft);
      if (!left.length && !right.length) continue;
      if (!this.canMatch(left, right, 0, 0)) return true;
    }
    return false;
  };

  // The relaxed game: every remaining stock card at hand at any time.
  Cards.prototype.relaxedWinnable = function (st) {
    var stock = st.s | (this.stockByRank[13] & this.fullStock);
    stock = this.canonicalStock(stock) & this.fullStock;
    return this.relaxed({ p: st.p, s: stock, ptr: 0, pass: 0 });
  };

  Cards.prototype.relaxed = function (s) {
    if (this.won(s)) return true;
    var key = (s.p >>> 0) + s.s * HIGH;
    var v = this.memo.get(key);
    if (v !== undefined) return v;
    if (this.dead(s)) { this.memo.set(key, false); return false; }
    var hidden = { p: s.p, s: this.fullStock, ptr: 0, pass: 0 };
    var moves = this.legal(hidden), children = [], m;
    if (moves.length && moves[0].k === 'king') {
      if (moves[0].a < STOCK) children.push({ p: s.p | (1 << moves[0].a), s: s.s, ptr: 0, pass: 0 });
    } else {
      moves.forEach(function (mv) {
        if (mv.k === 'pair' && mv.a < STOCK && mv.b < STOCK) {
          children.push({ p: s.p | (1 << mv.a) | (1 << mv.b), s: s.s, ptr: 0, pass: 0 });
        }
      });
      var ex = this.exposed(s), stockLeft = ~s.s & this.fullStock;
      for (m = ex; m; m &= m - 1) {
        var i = ctz(m);
        var cand = this.stockByRank[13 - this.pr[i]] & stockLeft;
        if (this.pr[i] !== 13 && cand) {
          children.push({ p: s.p | (1 << i), s: s.s | (cand & -cand), ptr: 0, pass: 0 });
        }
      }
      if (this.stockPairs) {
        for (var r = 1; r <= 6; r++) {
          var a = this.stockByRank[r] & stockLeft, b = this.stockByRank[13 - r] & stockLeft;
          if (a && b) children.push({ p: s.p, s: s.s | (a & -a) | (b & -b), ptr: 0, pass: 0 });
        }
      }
    }
    var won = false;
    for (var c = 0; c < children.length && !won; c++) won = this.relaxed(children[c]);
    this.memo.set(key, won);
    return won;
  };

  // ---- The verdict search (decide.rs) --------------------------------------

  Cards.prototype.maskKey = function (st) {
    var stock = this.rankOnlyStock ? this.canonicalStock(st.s) : st.s;
    return (st.p >>> 0) + stock * HIGH;
  };

  Cards.prototype.progress = function (st) {
    return this.unlimited ? 0 : (st.pass << 5) | st.ptr;
  };

  Cards.prototype.expand = function (st, out) {
    var first = out.length, self = this;
    var scratch = this.legal(st), i, m;
    if (scratch.length && scratch[0].k === 'king') {
      out.push({ at: st, mv: scratch[0], child: this.apply(st, scratch[0]) });
      return;
    }
    for (i = 0; i < scratch.length; i++) {
      if (this.forced(st, scratch[i])) {
        out.push({ at: st, mv: scratch[i], child: this.apply(st, scratch[i]) });
        return;
      }
    }
    scratch.forEach(function (mv) {
      if (mv.k === 'king' || mv.k === 'pair') out.push({ at: st, mv: mv, child: self.apply(st, mv) });
    });
    var exposed = this.exposed(st);
    var push = function (at, mv) {
      var child = self.apply(at, mv), key = self.maskKey(child);
      for (var q = first; q < out.length; q++) if (self.maskKey(out[q].child) === key) return;
      out.push({ at: at, mv: mv, child: child });
    };
    var cycle = pop(~st.s & this.fullStock) + 1, steps = 0, at = st, nx;
    while ((nx = this.step(at))) {
      steps++;
      if (steps >= cycle) break;
      at = nx[1];
      var av = this.avail(at);
      for (var q = 0; q < av.length; q++) {
        var j = av[q], r = this.sr[j];
        if (r === 13) { push(at, { k: 'king', a: STOCK + j }); continue; }
        for (m = this.pyrByRank[13 - r] & exposed; m; m &= m - 1) {
          push(at, { k: 'pair', a: ctz(m), b: STOCK + j });
        }
      }
      if (av.length === 2 && this.sr[av[0]] + this.sr[av[1]] === 13) {
        push(at, { k: 'pair', a: STOCK + av[0], b: STOCK + av[1] });
      }
    }
  };

  function same(a, b) { return a.p === b.p && a.s === b.s && a.ptr === b.ptr && a.pass === b.pass; }

  Cards.prototype.unfold = function (from, mac, path) {
    var s = from;
    while (!same(s, mac.at)) {
      var nx = this.step(s);
      if (!nx) break;
      path.push(nx[0]);
      s = nx[1];
    }
    path.push(mac.mv);
  };

  // Whether the deal can still be won from `start`, with a winning line
  // (moves as `legal` gives them). {winnable: null} past `budget` positions.
  Cards.prototype.decide = function (start, budget) {
    budget = budget || 3000000;
    var useRelaxed = !this.rankOnlyStock, self = this;
    var lost = function (st) { return self.dead(st) || (useRelaxed && !self.relaxedWinnable(st)); };
    if (this.won(start)) return { winnable: true, line: [], nodes: 0 };
    if (lost(start)) return { winnable: false, line: [], nodes: 0 };
    var seen = new Map();
    var macros = [];
    var stack = [];
    var nodes = 1;
    seen.set(this.maskKey(start), this.progress(start));
    this.expand(start, macros);
    stack.push([start, 0, macros.length, 0]);
    while (stack.length) {
      var top = stack[stack.length - 1];
      if (top[3] === top[2]) {
        stack.pop();
        macros.length = top[1];
        continue;
      }
      var next = top[3]++;
      var child = macros[next].child;
      if (this.won(child)) {
        var path = [];
        for (var f = 0; f < stack.length; f++) this.unfold(stack[f][0], macros[stack[f][3] - 1], path);
        return { winnable: true, line: path, nodes: nodes };
      }
      var p = this.progress(child), key = this.maskKey(child);
      var old = seen.get(key);
      if (old !== undefined) {
        if (old <= p) continue;
        seen.set(key, p);
      } else {
        seen.set(key, p);
        if (lost(child)) continue;
      }
      if (++nodes > budget) return { winnable: null, line: [], nodes: nodes };
      var a = macros.length;
      this.expand(child, macros);
      stack.push([child, a, macros.length, a]);
    }
    return { winnable: false, line: [], nodes: nodes };
  };

  // A position of the page's engine (removed cards as lists of booleans)
  // as this solver's masks.
  Cards.prototype.fromPage = function (st) {
    var p = 0, s = 0;
    st.p.forEach(function (x, i) { if (x) p |= 1 << i; });
    st.s.forEach(function (x, j) { if (x) s |= 1 << j; });
    return this.canonical({ p: p, s: s, ptr: st.ptr, pass: st.pass });
  };

  // The position after moves given as text from the start, or null when
  // one of them is not legal.
  Cards.prototype.after = function (history) {
    var st = this.start();
    for (var i = 0; i < history.length; i++) {
      var mv = this.find(st, history[i]);
      if (!mv) return null;
      st = this.apply(st, mv);
    }
    return st;
  };

  PP.CardSolver = Cards;
})();
