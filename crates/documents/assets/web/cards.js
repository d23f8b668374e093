// pyramid-press: play the card deals of this page (the Pyramid family of
// RULES.md section 2, as one configurable rule model). Runs after page.js
// (saved moves, SVG elements); the deals, rules and proved solutions come
// from the page's JSON block, the card faces from the page's <defs>, drawn
// by pyramid-press.
(function () {
  'use strict';
  var PAGE = JSON.parse(document.getElementById('pp-data').textContent);
  var G = PAGE.players.cards;
  var PP = window.PyramidPress;
  var RANKS = { A: 1, T: 10, J: 11, Q: 12, K: 13 };

  function rank(card) { return RANKS[card[0]] || +card[0]; }
  // A card's name read out ("Queen of hearts"), in the page's language.
  function spoken(card) {
    return PP.t('js-cards-card', { rank: card[0] === 'T' ? '10' : card[0], suit: card[1] });
  }
  // A move of the notation as the page shows it: draw and reset in the
  // page's language (the words of the printed key), pairs as written.
  function shown(m) {
    if (m === 'draw') return PP.t('js-cards-move-draw');
    if (m === 'reset') return PP.t('js-cards-move-reset');
    return m;
  }

  // ---- Rules: the engine of src/cards/engine.rs ---------------------------

  // A position: removed pyramid cards, removed stock cards (original stock
  // order), the stock pointer (stock cards below it are the waste) and the
  // pass number, kept in the engine's canonical form.
  function Engine(spec) {
    this.pyr = spec.pyramid;
    this.stk = spec.stock;
    this.rules = spec.rules;
    var np = this.pyr.length, rows = 0;
    while ((rows + 1) * (rows + 2) / 2 <= np) rows++;
    this.rows = rows;
    this.cover = [];
    for (var r = 0; r < rows; r++) {
      for (var k = 0; k <= r; k++) {
        var below = (r + 1) * (r + 2) / 2 + k;
        this.cover.push(r + 1 < rows ? [below, below + 1] : []);
      }
    }
  }

  Engine.prototype.start = function () {
    return { p: this.pyr.map(function () { return false; }),
      s: this.stk.map(function () { return false; }), ptr: 0, pass: 0 };
  };

  Engine.prototype.copy = function (st) {
    return { p: st.p.slice(), s: st.s.slice(), ptr: st.ptr, pass: st.pass };
  };

  Engine.prototype.won = function (st) {
    var pyr = st.p.every(function (x) { return x; });
    if (this.rules.win === 'pyramid') return pyr;
    return pyr && st.s.every(function (x) { return x; });
  };

  Engine.prototype.exposed = function (st, i) {
    return !st.p[i] && this.cover[i].every(function (j) { return st.p[j]; });
  };

  Engine.prototype.stockTop = function (st) {
    for (var j = st.ptr; j < st.s.length; j++) if (!st.s[j]) return j;
    return -1;
  };

  Engine.prototype.waste = function (st) {
    var out = [];
    for (var j = st.ptr - 1; j >= 0; j--) if (!st.s[j]) out.push(j);
    return out;
  };

  // Stock indices of the available stock and waste cards, as the engine
  // orders them: the waste top, then the second card the rules allow.
  Engine.prototype.avail = function (st) {
    var w = this.waste(st), out = [];
    if (w.length) out.push(w[0]);
    var second = -1;
    if (this.rules.avail === 'waste-top-plus-drawn') second = this.stockTop(st);
    if (this.rules.avail === 'top-two-waste' && w.length > 1) second = w[1];
    if (second >= 0) out.push(second);
    return out;
  };

  Engine.prototype.canReset = function (st) {
    return this.waste(st).length > 0 &&
      (this.rules.passes === 0 || st.pass + 1 < this.rules.passes);
  };

  Engine.prototype.card = function (loc) {
    return loc[0] === 'p' ? this.pyr[+loc.slice(1)] : this.stk[+loc.slice(1)];
  };

  Engine.prototype.text = function (mv) {
    if (mv.kind === 'draw' || mv.kind === 'reset') return mv.kind;
    return mv.locs.map(this.card, this).join('+');
  };

  // All legal moves in the engine's order: Kings, pyramid pairs (overlap
  // pairs after), pyramid card with a stock or waste card, two stock or
  // waste cards, draw or reset. None when the game is won.
  Engine.prototype.legal = function (st) {
    var out = [], self = this;
    if (this.won(st)) return out;
    var ex = [];
    for (var i = 0; i < st.p.length; i++) if (this.exposed(st, i)) ex.push(i);
    var av = this.avail(st);
    var pr = function (i) { return rank(self.pyr[i]); };
    var sr = function (j) { return rank(self.stk[j]); };
    ex.forEach(function (i) { if (pr(i) === 13) out.push({ kind: 'king', locs: ['p' + i] }); });
    av.forEach(function (j) { if (sr(j) === 13) out.push({ kind: 'king', locs: ['s' + j] }); });
    for (var a = 0; a < ex.length; a++) {
      for (var b = a + 1; b < ex.length; b++) {
        if (pr(ex[a]) + pr(ex[b]) === 13) out.push({ kind: 'pair', locs: ['p' + ex[a], 'p' + ex[b]] });
      }
    }
    if (this.rules.overlap) {
      for (i = 0; i < st.p.length; i++) {
        if (st.p[i] || this.exposed(st, i)) continue;
        var on = this.cover[i].filter(function (j) { return !st.p[j]; });
        if (on.length === 1 && this.exposed(st, on[0]) && pr(i) + pr(on[0]) === 13) {
          out.push({ kind: 'pair', locs: ['p' + i, 'p' + on[0]] });
        }
      }
    }
    ex.forEach(function (i) {
      av.forEach(function (j) {
        if (pr(i) + sr(j) === 13) out.push({ kind: 'pair', locs: ['p' + i, 's' + j] });
      });
    });
    if (av.length === 2 && sr(av[0]) + sr(av[1]) === 13) {
      out.push({ kind: 'pair', locs: ['s' + av[0], 's' + av[1]] });
    }
    if (this.stockTop(st) >= 0) out.push({ kind: 'draw', locs: [] });
    else if (this.canReset(st)) out.push({ kind: 'reset', locs: [] });
    return out;
  };

  Engine.prototype.apply = function (st, mv) {
    var t = this.copy(st);
    if (mv.kind === 'draw') {
      var top = this.stockTop(st);
      if (top >= 0) t.ptr = top + 1;
    } else if (mv.kind === 'reset') {
      t.ptr = 0;
      t.pass = st.pass + 1;
    } else {
      mv.locs.forEach(function (l) {
        if (l[0] === 'p') t.p[+l.slice(1)] = true; else t.s[+l.slice(1)] = true;
      });
    }
    // Canonical form: the pointer just after the waste top, the pass
    // number 0 where it can no longer matter.
    var w = -1;
    for (var j = Math.min(t.ptr, t.s.length) - 1; j >= 0; j--) if (!t.s[j]) { w = j; break; }
    t.ptr = w + 1;
    var left = t.s.some(function (x) { return !x; });
    if (!left || this.rules.passes === 0) t.pass = 0;
    return t;
  };

  // The legal move written as text (a pair's cards in either order).
  Engine.prototype.find = function (st, text) {
    var want = text.trim().toUpperCase(), self = this;
    // The page's own words for draw and reset, as the printed key has them,
    // and cards as the key prints them (10 and suit symbols: 10\u2665).
    if (want === PP.t('js-cards-move-draw').toUpperCase()) want = 'DRAW';
    else if (want === PP.t('js-cards-move-reset').toUpperCase()) want = 'RESET';
    else {
      want = want.replace(/10/g, 'T').replace(/[\u2663\u2667]/g, 'C').replace(/[\u2666\u2662]/g, 'D')
        .replace(/[\u2665\u2661]/g, 'H').replace(/[\u2660\u2664]/g, 'S');
    }
    var found = null;
    this.legal(st).some(function (mv) {
      var t = self.text(mv).toUpperCase();
      var rev = mv.kind === 'pair' ? mv.locs.slice().reverse().map(self.card, self).join('+') : t;
      if (t === want || rev === want) { found = mv; return true; }
      return false;
    });
    return found;
  };

  // ---- Storage -------------------------------------------------------------

  // Saved moves in this browser (page.js).
  var load = window.PyramidPress.load;
  var store = window.PyramidPress.store;

  // ---- Drawing ---------------------------------------------------------------

  var el = window.PyramidPress.el;

  function fmt(v) { return String(Math.round(v * 100) / 100); }

  // ---- One deal ----------------------------------------------------------------

  function Deal(section, spec) {
    var self = this;
    this.section = section;
    this.spec = spec;
    this.eng = new Engine(spec);
    this.moves = [];
    this.redo = [];
    this.sel = null;
    this.hint = [];
    // The hint ladder (see egypt.js), hints used, the best result kept in
    // this browser, the warning switch and the offered undo.
    this.ladder = null;
    this.hints = 0;
    this.record = null;
    this.warn = false;
    this.backTo = null;
    this.solver = null;
    this.verdicts = new Map();
    this.warnBox = section.querySelector('input[data-act=warn]');
    this.backBtn = section.querySelector('[data-act=back]');
    this.countEl = section.querySelector('.hintcount');
    this.svg = section.querySelector('svg.deal');
    this.layer = this.svg.querySelector('g.table');
    this.status = section.querySelector('.status');
    this.list = section.querySelector('.moves');
    this.scale = spec.slots.length ? spec.slots[0][2] : 1;
    this.cw = G.faceW * this.scale;
    this.ch = this.cw * G.aspect;
    this.rowY = G.pyramidH + G.gap;
    this.svg.addEventListener('click', function (ev) {
      var g = ev.target.closest && ev.target.closest('g.card');
      if (g) self.activate(g.dataset.loc);
    });
    this.svg.addEventListener('keydown', function (ev) {
      var g0 = ev.target.closest && ev.target.closest('g.card');
      if (/^Arrow/.test(ev.key)) {
        var to = self.neighbour(g0, ev.key);
        if (to) { ev.preventDefault(); to.focus(); }
        return;
      }
      if (ev.key !== 'Enter' && ev.key !== ' ' && ev.key !== 'Spacebar' && ev.key !== 'Escape') return;
      var g = g0;
      ev.preventDefault();
      if (ev.key === 'Escape') {
        if (self.sel !== null) { self.sel = null; self.render(); self.report(PP.t('js-cards-put-back'), 'info'); }
        return;
      }
      if (g) {
        var loc = g.dataset.loc;
        self.activate(loc);
        var again = self.svg.querySelector('g.card[data-loc="' + loc + '"]');
        (again || self.svg.querySelector('g.card.free') || self.svg).focus();
      }
    });
    section.querySelectorAll('[data-act]').forEach(function (btn) {
      var act = btn.dataset.act;
      btn.addEventListener(act === 'warn' ? 'change' : 'click', function () { self.act(act, btn); });
    });
    var saved = load(spec.id);
    if (saved) this.restore(saved);
    this.render();
    this.report(this.moves.length ? PP.t('js-cards-restored', { n: this.moves.length }) : '', 'info');
  }

  Deal.prototype.state = function (upTo) {
    var st = this.eng.start();
    var n = upTo === undefined ? this.moves.length : upTo;
    for (var i = 0; i < n; i++) st = this.eng.apply(st, this.eng.find(st, this.moves[i]));
    // The moves that led here, for the engine's questions (verdict).
    st.upTo = n;
    return st;
  };

  Deal.prototype.restore = function (saved) {
    var st = this.eng.start(), ok = [], self = this;
    (saved.moves || []).some(function (m) {
      var mv = self.eng.find(st, m);
      if (!mv) return true;
      st = self.eng.apply(st, mv);
      ok.push(m);
      return false;
    });
    this.moves = ok;
    this.redo = ok.length === (saved.moves || []).length ? (saved.redo || []).slice() : [];
    this.hints = Math.max(0, +saved.hints || 0);
    this.warn = !!saved.warn;
    var rec = saved.record;
    this.record = rec && rec.moves >= 0 ? { moves: +rec.moves, hints: +rec.hints || 0 } : null;
    if (this.warnBox) this.warnBox.checked = this.warn;
  };

  Deal.prototype.save = function () {
    store(this.spec.id, {
      moves: this.moves, redo: this.redo, hints: this.hints, warn: this.warn, record: this.record
    });
  };

  // The free card (or stock) nearest to card g in the direction of an
  // arrow key, in the drawing.
  Deal.prototype.neighbour = function (g, key) {
    var all = [].slice.call(this.svg.querySelectorAll('g.card[tabindex="0"]'));
    if (!all.length) return null;
    if (!g || all.indexOf(g) < 0) return all[0];
    var box = function (e) { var r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; };
    var c = box(g), best = null, bestD = Infinity;
    var dir = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[key];
    if (!dir) return null;
    all.forEach(function (e) {
      if (e === g) return;
      var p = box(e), dx = p[0] - c[0], dy = p[1] - c[1];
      var along = dx * dir[0] + dy * dir[1];
      var across = Math.abs(dx * dir[1]) + Math.abs(dy * dir[0]);
      if (along <= 1) return;
      var d = along + 2 * across;
      if (d < bestD) { bestD = d; best = e; }
    });
    return best;
  };

  // ---- Hints: the engine's solver (cards::solver::decide_from) -----------

  // The deal as the engine reads it.
  function dealOf(spec) {
    return { pyramid: spec.pyramid, stock: spec.stock, rules: spec.rules };
  }

  // Whether the deal can still be won after the moves played so far (or
  // the first `upTo`), with a first move of a winning line.
  Deal.prototype.verdict = function (st) {
    var moves = this.moves.slice(0, st && st.upTo !== undefined ? st.upTo : this.moves.length);
    var key = moves.join(' ');
    var v = this.verdicts.get(key);
    if (v) return v;
    var r = PP.ask({ op: 'cards-decide', deal: dealOf(this.spec), moves: moves });
    v = { winnable: r.error ? null : r.winnable, move: r.move || null };
    this.verdicts.set(key, v);
    return v;
  };

  window.PyramidPress.addUndoToWinnable(Deal.prototype, Deal.prototype.state);

  Deal.prototype.tellLost = function (prefix) {
    var k = this.lastWinnable();
    if (k === null) {
      this.report(prefix + PP.t('js-cards-unsettled'), 'err');
      return;
    }
    if (k < 0) {
      this.report(prefix + PP.t('js-cards-lost-from-start'), 'err');
      return;
    }
    this.offerBack(k);
    this.report(prefix + PP.t('js-cards-lost-at', { move: k + 1, text: shown(this.moves[k]), back: k }), 'err');
  };

  // Where a hint points: the cards of the move, or the stock.
  Deal.prototype.hintLocs = function (mv) {
    return mv.locs.length ? mv.locs : ['stock'];
  };

  Deal.prototype.giveHint = function () {
    var st = this.state();
    this.sel = null;
    this.hint = [];
    if (this.eng.won(st)) {
      this.report(PP.t('js-cards-hint-won'), 'ok');
      this.render();
      return;
    }
    var v = this.verdict(st);
    if (v.winnable === null) {
      this.report(PP.t('js-cards-unsettled'), 'err');
      this.render();
      return;
    }
    this.hints++;
    if (!v.winnable) {
      this.ladder = null;
      this.tellLost('');
      this.render();
      this.save();
      return;
    }
    var mv = this.eng.find(st, v.move);
    var again = this.ladder && this.ladder.at === this.moves.length && this.ladder.rung === 1;
    var locs = mv ? this.hintLocs(mv) : [];
    if (again) {
      this.ladder = { at: this.moves.length, rung: 2 };
      this.hint = locs;
      var said = shown(v.move);
      this.report(mv.kind === 'draw' ? PP.t('js-cards-hint-draw', { move: said }) :
        mv.kind === 'reset' ? PP.t('js-cards-hint-reset', { move: said }) :
          mv.locs.length === 1 ? PP.t('js-cards-hint-take-one', { card: this.label(mv.locs[0]), move: said }) :
            PP.t('js-cards-hint-take-two', { a: this.label(mv.locs[0]), b: this.label(mv.locs[1]), move: said }),
      'info');
    } else {
      this.ladder = { at: this.moves.length, rung: 1 };
      this.hint = locs.slice(0, 1);
      this.report(locs[0] === 'stock' ? PP.t('js-cards-hint-look-stock') :
        PP.t('js-cards-hint-look', { card: this.label(locs[0]) }), 'info');
    }
    this.render();
    this.save();
  };

  Deal.prototype.publicState = function () {
    var st = this.state();
    return {
      game: 'cards', index: +this.section.dataset.index, id: this.spec.id,
      moves: this.moves.length, hints: this.hints, over: this.eng.legal(st).length === 0,
      solvedNow: this.eng.won(st), solved: !!this.record,
      record: this.record ? { moves: this.record.moves, hints: this.record.hints } : null
    };
  };

  Deal.prototype.report = function (text, kind) {
    this.status.textContent = text;
    this.status.className = 'status' + (kind && text ? ' ' + kind : '');
  };

  Deal.prototype.label = function (loc) {
    return G.labels[this.eng.card(loc)];
  };

  // Cards a click may pick: free pyramid cards, available stock and waste
  // cards, and (with overlap pairing) a card under one free card.
  Deal.prototype.pickable = function (st) {
    var out = {}, eng = this.eng;
    for (var i = 0; i < st.p.length; i++) {
      if (eng.exposed(st, i)) out['p' + i] = true;
      else if (eng.rules.overlap && !st.p[i]) {
        var on = eng.cover[i].filter(function (j) { return !st.p[j]; });
        if (on.length === 1 && eng.exposed(st, on[0])) out['p' + i] = true;
      }
    }
    eng.avail(st).forEach(function (j) { out['s' + j] = true; });
    return out;
  };

  Deal.prototype.cardNode = function (loc, x, y, free, face) {
    var g = el('g', { 'class': 'card' });
    g.dataset.loc = loc;
    var card = face === 'back' ? null : this.eng.card(loc);
    if (card) g.dataset.card = card;
    g.appendChild(el('use', {
      href: '#pc-' + (card || 'back'),
      transform: 'translate(' + fmt(x) + ' ' + fmt(y) + ') scale(' + this.scale + ')'
    }));
    g.appendChild(el('rect', {
      'class': 'hit', x: fmt(x), y: fmt(y), width: fmt(this.cw), height: fmt(this.ch), rx: 3
    }));
    var cls = ['card'];
    if (free) {
      cls.push('free');
      g.setAttribute('tabindex', '0');
      g.setAttribute('role', 'button');
    }
    if (this.sel === loc) { cls.push('sel'); g.setAttribute('aria-pressed', 'true'); }
    if (this.hint.indexOf(loc) >= 0) cls.push('hint');
    g.setAttribute('class', cls.join(' '));
    return g;
  };

  Deal.prototype.render = function () {
    var st = this.state(), eng = this.eng, self = this;
    var pick = this.pickable(st);
    var legal = eng.legal(st);
    this.layer.textContent = '';
    this.spec.slots.forEach(function (s, i) {
      if (st.p[i]) return;
      var loc = 'p' + i;
      var g = self.cardNode(loc, s[0], s[1], !!pick[loc]);
      if (!pick[loc]) g.setAttribute('role', 'img');
      g.setAttribute('aria-label', PP.t('js-cards-aria-pyramid', { card: spoken(eng.pyr[i]), free: pick[loc] ? 'yes' : 'no' }));
      self.layer.appendChild(g);
    });
    var y = this.rowY, cw = this.cw;
    // The stock pile (face down), or its empty place.
    var top = eng.stockTop(st);
    var stockLeft = st.s.filter(function (x, j) { return !x && j >= st.ptr; }).length;
    var canDraw = legal.some(function (m) { return m.kind === 'draw'; });
    var canReset = legal.some(function (m) { return m.kind === 'reset'; });
    var pile;
    if (top >= 0) {
      pile = this.cardNode('stock', 0, y, true, 'back');
      pile.setAttribute('aria-label', PP.t('js-cards-aria-stock', { n: stockLeft }));
    } else {
      pile = el('g', { 'class': 'card pile' + (canReset ? ' free' : '') });
      pile.dataset.loc = 'stock';
      pile.appendChild(el('rect', { 'class': 'hit empty', x: 0, y: fmt(y), width: fmt(cw), height: fmt(this.ch), rx: 3 }));
      var t = el('text', { x: fmt(cw / 2), y: fmt(y + this.ch / 2 + 5), 'text-anchor': 'middle', 'class': 'pilenote' });
      t.textContent = canReset ? PP.t('js-cards-pile-reset') : PP.t('js-cards-pile-empty');
      pile.appendChild(t);
      if (canReset) {
        pile.setAttribute('tabindex', '0');
        pile.setAttribute('role', 'button');
        pile.setAttribute('aria-label', PP.t('js-cards-aria-stock-reset'));
      } else {
        pile.setAttribute('role', 'img');
        pile.setAttribute('aria-label', PP.t('js-cards-aria-stock-empty'));
      }
    }
    if (this.hint.indexOf('stock') >= 0) pile.classList.add('hint');
    this.layer.appendChild(pile);
    // Cheops: the stock top lies face up and may pair before it is drawn.
    if (top >= 0 && eng.rules.avail === 'waste-top-plus-drawn') {
      var up = this.cardNode('s' + top, cw * 1.12, y, !!pick['s' + top]);
      up.setAttribute('aria-label', PP.t('js-cards-aria-stock-top', { card: spoken(eng.stk[top]) }));
      this.layer.appendChild(up);
    }
    // The top three waste cards, the top one on the right.
    var waste = eng.waste(st);
    waste.slice(0, 3).forEach(function (j, k) {
      var loc = 's' + j;
      var g = self.cardNode(loc, G.width - cw - k * cw * 1.12, y, !!pick[loc]);
      if (!pick[loc]) g.setAttribute('role', 'img');
      g.setAttribute('aria-label', PP.t('js-cards-aria-waste', {
        card: spoken(eng.stk[j]), where: (k === 0 ? 'top' : 'under') + (pick[loc] ? '-free' : '')
      }));
      self.layer.appendChild(g);
    });
    var line = eng.rules.passes > 0
      ? PP.t('js-cards-count-passes', { stock: stockLeft, waste: waste.length, pass: st.pass + 1, passes: eng.rules.passes })
      : PP.t('js-cards-count', { stock: stockLeft, waste: waste.length });
    var info = el('text', { x: 0, y: fmt(y + this.ch + 22), 'class': 'count' });
    info.textContent = line;
    this.layer.appendChild(info);
    var drawBtn = this.section.querySelector('[data-act=draw]');
    drawBtn.textContent = canReset ? PP.t('js-cards-reset-stock') : PP.t('js-cards-draw');
    drawBtn.disabled = !canDraw && !canReset;
    this.list.textContent = '';
    this.moves.forEach(function (m) {
      var li = document.createElement('li');
      li.textContent = shown(m);
      self.list.appendChild(li);
    });
    this.section.querySelector('[data-act=undo]').disabled = !this.moves.length;
    this.section.querySelector('[data-act=redo]').disabled = !this.redo.length;
    if (eng.won(st)) {
      var rec = this.record;
      if (!rec || this.hints < rec.hints || (this.hints === rec.hints && this.moves.length < rec.moves)) {
        this.record = { moves: this.moves.length, hints: this.hints };
      }
    }
    this.section.classList.toggle('solved', !!this.record);
    this.section.dataset.hints = String(this.hints);
    this.section.dataset.solved = this.record ? 'true' : 'false';
    if (this.countEl) this.countEl.textContent = this.hints ? PP.t('js-cards-hints-used', { n: this.hints }) : '';
    if (this.backTo !== null && this.backTo >= this.moves.length) this.clearBack();
    if (window.PyramidPress && PyramidPress.progress) PyramidPress.progress();
    try {
      document.dispatchEvent(new CustomEvent('pyramidpress:state', { detail: this.publicState() }));
    } catch (e) { /* the state is on the section too */ }
  };

  Deal.prototype.endText = function () {
    var st = this.state(), n = this.moves.length;
    if (this.eng.won(st)) {
      return [PP.t('js-cards-won', { win: this.eng.rules.win, n: n, hints: this.hints }), 'ok'];
    }
    var left = st.p.filter(function (x) { return !x; }).length;
    return [PP.t('js-cards-no-move-left', { n: left }), 'err'];
  };

  Deal.prototype.play = function (mv, said) {
    var text = this.eng.text(mv);
    this.moves.push(text);
    if (this.redo.length && this.redo[this.redo.length - 1] === text) this.redo.pop();
    else this.redo = [];
    this.sel = null;
    this.hint = [];
    this.ladder = null;
    this.afterChange(said);
    if (this.warn && !this.eng.won(this.state())) {
      var before = this.verdict(this.state(this.moves.length - 1));
      var now = this.verdict(this.state());
      if (before.winnable === true && now.winnable === false) {
        this.offerBack(this.moves.length - 1);
        this.report(PP.t('js-cards-careful', { said: said }), 'err');
      }
    }
  };

  Deal.prototype.afterChange = function (text) {
    this.render();
    var st = this.state();
    if (this.eng.legal(st).length === 0) {
      var end = this.endText();
      this.report(end[0], end[1]);
    } else {
      this.report(text, 'info');
    }
    this.save();
  };

  Deal.prototype.describe = function (mv) {
    var self = this;
    if (mv.kind === 'draw') {
      return PP.t('js-cards-drew', { card: G.labels[this.eng.card('s' + this.eng.stockTop(this.state()))] });
    }
    if (mv.kind === 'reset') return PP.t('js-cards-turned');
    if (mv.locs.length === 1) return PP.t('js-cards-took-one', { card: self.label(mv.locs[0]) });
    return PP.t('js-cards-took-two', { a: self.label(mv.locs[0]), b: self.label(mv.locs[1]) });
  };

  Deal.prototype.stockClick = function () {
    var st = this.state();
    var mv = this.eng.legal(st).filter(function (m) { return m.kind === 'draw' || m.kind === 'reset'; })[0];
    if (!mv) {
      this.report(this.eng.won(st) ? PP.t('js-cards-already-won') : PP.t('js-cards-stock-used-up'), 'err');
      return;
    }
    this.play(mv, this.describe(mv));
  };

  // A click or Enter on the card at `loc` (or the stock).
  Deal.prototype.activate = function (loc) {
    if (loc === 'stock') { this.sel = null; this.stockClick(); return; }
    var st = this.state(), eng = this.eng, self = this;
    this.hint = [];
    if (eng.won(st)) { this.report(PP.t('js-cards-already-won'), 'info'); return; }
    var pick = this.pickable(st);
    if (!pick[loc]) {
      this.report(PP.t('js-cards-covered', { card: this.label(loc) }), 'err');
      this.render();
      return;
    }
    var legal = eng.legal(st);
    var c = eng.card(loc);
    if (rank(c) === 13) {
      var k = legal.filter(function (m) { return m.kind === 'king' && m.locs[0] === loc; })[0];
      if (k) { this.play(k, PP.t('js-cards-took-king', { card: this.label(loc) })); return; }
    }
    if (this.sel === null) {
      this.sel = loc;
      this.report(PP.t('js-cards-picked', { card: this.label(loc), need: 13 - rank(c) }), 'info');
      this.render();
      return;
    }
    if (this.sel === loc) {
      this.sel = null;
      this.report(PP.t('js-cards-put-back'), 'info');
      this.render();
      return;
    }
    var a = this.sel;
    var mv = legal.filter(function (m) {
      return m.kind === 'pair' && m.locs.indexOf(a) >= 0 && m.locs.indexOf(loc) >= 0;
    })[0];
    if (mv) { this.play(mv, this.describe(mv)); return; }
    var sum = rank(eng.card(a)) + rank(c);
    var pair = { a: this.label(a), b: this.label(loc), sum: sum };
    this.sel = null;
    this.report(sum !== 13 ? PP.t('js-cards-not-13', pair) : PP.t('js-cards-not-free', pair), 'err');
    this.render();
    void self;
  };

  Deal.prototype.act = function (act, btn) {
    this.hint = [];
    switch (act) {
      case 'draw':
        this.sel = null;
        this.stockClick();
        break;
      case 'undo':
        if (!this.moves.length) return;
        this.redo.push(this.moves.pop());
        this.sel = null;
        this.afterChange(PP.t('js-cards-took-back', { move: shown(this.redo[this.redo.length - 1]) }));
        break;
      case 'redo': {
        if (!this.redo.length) return;
        var mv = this.eng.find(this.state(), this.redo[this.redo.length - 1]);
        if (mv) this.play(mv, this.describe(mv));
        break;
      }
      case 'restart':
        this.moves = [];
        this.redo = [];
        this.sel = null;
        this.clearBack();
        this.afterChange(PP.t('js-cards-back-start'));
        break;
      case 'hint':
        this.giveHint();
        break;
      case 'back':
        if (this.backTo === null) return;
        while (this.moves.length > this.backTo) this.redo.push(this.moves.pop());
        this.sel = null;
        this.clearBack();
        this.afterChange(PP.t('js-cards-back-to', { move: this.moves.length }));
        break;
      case 'warn':
        this.warn = btn.checked;
        this.save();
        break;
      case 'solution':
        PyramidPress.toggleSolution(this.section, btn);
        break;
    }
  };

  // ---- The page ----------------------------------------------------------------

  // The deals start once the engine runs (a page whose engine cannot
  // start says so, engine.js).
  var deals = [];
  PP.onEngine(function () {
    document.querySelectorAll('section.puzzle[data-player=cards]').forEach(function (s) {
      // Read now: the play-by-ID page writes its puzzle in when the engine runs.
      var spec = JSON.parse(document.getElementById('pp-data').textContent).puzzles[+s.dataset.index];
      if (spec) deals.push(new Deal(s, spec));
    });
  });
  window.addEventListener('pagehide', function () { deals.forEach(function (d) { d.save(); }); });

  // For tests: the legal moves (as text) of deal k after a list of moves,
  // or null when one of them is not legal.
  PP.cards = {
    count: function () { return deals.length; },
    state: function (k) { return deals[k].publicState(); },
    hints: function (k) { return deals[k].hints; },
    // The engine's solver on deals of any spec ({pyramid, stock, rules}),
    // each [spec, moves as text]: [{winnable, move, ms}] (null for a move
    // list that is not legal).
    solveMany: function (list) {
      return list.map(function (item) {
        var t0 = performance.now();
        var r = PP.ask({ op: 'cards-decide', deal: dealOf(item[0]), moves: item[1] });
        if (r.error) return null;
        return { winnable: r.winnable, move: r.move, ms: performance.now() - t0 };
      });
    },
    moves: function (k) { return deals[k].moves.slice(); },
    legalAfter: function (k, history) {
      var eng = deals[k].eng, st = eng.start();
      for (var i = 0; i < history.length; i++) {
        var mv = eng.find(st, history[i]);
        if (!mv) return null;
        st = eng.apply(st, mv);
      }
      return eng.legal(st).map(function (m) { return eng.text(m); });
    },
    // For the page's "check moves written on paper" box (page.js): the
    // engine's verdict on the written list (the same verdict as
    // `pyramid-press check`'s), with its reason in the page's words:
    // {kind, at (the step it names, from 0, or -1), move (as written),
    // solved, count, reason, line (the command line's)} or {error}. The
    // draw and reset words of every language's key read.
    check: function (k, text) {
      var r = PP.ask({ op: 'cards-check', deal: dealOf(deals[k].spec), text: String(text),
        draw: G.stepWords.draw, reset: G.stepWords.reset });
      if (r.error) return { error: r.error };
      var w = r.reason || {}, why = null;
      if (r.kind === 'malformed') why = PP.t('js-cards-check-not-a-move');
      else if (r.kind === 'illegal') {
        why = w.moves && w.moves.length
          ? PP.t('js-cards-check-illegal', { moves: PP.orList(w.moves.map(shown)) })
          : PP.t('js-cards-check-none-left');
      } else if (r.kind === 'short') why = PP.t('js-cards-check-not-won');
      return { kind: r.kind, at: r.number - 1, move: r.written, solved: r.solved, count: r.count,
        reason: why, line: r.line };
    }
  };
})();
