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
  // The check box's counts (search.js, PP.checkSection): in steps, as
  // `pyramid-press check` counts a deal's list (a folded draw is one).
  function sayStep(what, args) {
    if (what === 'solves') return PP.t('js-cards-check-solves', args);
    if (what === 'wrong') return PP.t('js-cards-check-wrong', args);
    if (what === 'loses') return PP.t('js-cards-check-loses', args);
    return PP.t('js-cards-check-before', args);
  }

  // ---- Rules: the engine's (crates/web-engine, cards-state) ----------------

  // The deal as the engine reads it.
  function dealOf(spec) {
    return { pyramid: spec.pyramid, stock: spec.stock, rules: spec.rules };
  }

  // The card at a location: p3 (pyramid card 3), s7 (stock card 7).
  function cardAt(spec, loc) {
    return loc[0] === 'p' ? spec.pyramid[+loc.slice(1)] : spec.stock[+loc.slice(1)];
  }

  // The legal move of position `st` written as `text` (as the engine
  // writes moves; a pair's cards in either order), or null.
  function findMove(st, text) {
    var want = String(text).trim().toUpperCase();
    var back = want.split('+').reverse().join('+');
    for (var i = 0; i < st.legal.length; i++) {
      var m = st.legal[i].move.toUpperCase();
      if (m === want || m === back) return st.legal[i];
    }
    return null;
  }

  // Why a step is not legal (the engine's fault, cards::check::Fault), in
  // the page's words.
  function faultText(f) {
    var c = (f.cards || []).map(function (x) { return G.labels[x] || x; });
    var why = PP.t('js-cards-fault', { code: f.code, a: c[0] || '', b: c[1] || '',
      sum: f.sum === null ? 0 : f.sum, passes: f.passes === null ? 0 : f.passes });
    if (f.noOverlap) why = PP.t('js-cards-fault-no-overlap', { why: why });
    if (f.draw) why = PP.t('js-cards-fault-draw', { k: f.draw[0], n: f.draw[1], why: why });
    return why;
  }

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
    this.deal = dealOf(spec);
    this.states = new Map();
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

  // The position after the moves played (or the first `upTo`), as the
  // engine describes it (cards-state: see crates/web-engine/src/lib.rs),
  // with upTo, the number of moves that led here.
  Deal.prototype.stateOf = function (moves) {
    var key = moves.join(' ');
    var st = this.states.get(key);
    if (!st) {
      st = PP.ask({ op: 'cards-state', deal: this.deal, moves: moves });
      if (st.error) return null;
      st.upTo = moves.length;
      this.states.set(key, st);
    }
    return st;
  };

  Deal.prototype.state = function (upTo) {
    var n = upTo === undefined ? this.moves.length : upTo;
    return this.stateOf(this.moves.slice(0, n));
  };

  Deal.prototype.restore = function (saved) {
    var ok = [], self = this;
    (saved.moves || []).some(function (m) {
      var mv = findMove(self.stateOf(ok), m);
      if (!mv) return true;
      ok.push(mv.move);
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

  // Whether the deal can still be won after the moves played so far (or
  // the first `upTo`), with a first move of a winning line.
  Deal.prototype.verdict = function (st) {
    var moves = this.moves.slice(0, st && st.upTo !== undefined ? st.upTo : this.moves.length);
    var key = moves.join(' ');
    var v = this.verdicts.get(key);
    if (v) return v;
    var r = PP.ask({ op: 'cards-decide', deal: this.deal, moves: moves });
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
    if (st.won) {
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
    // The top of the ladder (the move) said again costs no second hint.
    var atTop = this.ladder && this.ladder.at === this.moves.length && this.ladder.rung === 2;
    if (!v.winnable) {
      // A verdict (the goal lost, and by which move) is no hint: nothing
      // is counted.
      this.ladder = null;
      this.tellLost('');
      this.render();
      this.save();
      return;
    }
    // Hints count until the puzzle is first solved (its record): asked
    // after that, they no longer add to "Hints used".
    if (!atTop && !this.record) this.hints++;
    var mv = findMove(st, v.move);
    var again = this.ladder && this.ladder.at === this.moves.length && this.ladder.rung >= 1;
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
      moves: this.moves.length, hints: this.hints, over: st.over,
      solvedNow: st.won, solved: !!this.record,
      record: this.record ? { moves: this.record.moves, hints: this.record.hints } : null
    };
  };

  Deal.prototype.report = function (text, kind) {
    this.status.textContent = text;
    this.status.className = 'status' + (kind && text ? ' ' + kind : '');
  };

  Deal.prototype.label = function (loc) {
    return G.labels[cardAt(this.spec, loc)];
  };

  Deal.prototype.cardNode = function (loc, x, y, free, face) {
    var g = el('g', { 'class': 'card' });
    g.dataset.loc = loc;
    var card = face === 'back' ? null : cardAt(this.spec, loc);
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
    var st = this.state(), spec = this.spec, self = this;
    var pick = {};
    Object.keys(st.pick).forEach(function (l) { pick[l] = true; });
    var legal = st.legal;
    this.layer.textContent = '';
    this.spec.slots.forEach(function (s, i) {
      if (st.pyramid[i] === 'gone') return;
      var loc = 'p' + i;
      var g = self.cardNode(loc, s[0], s[1], !!pick[loc]);
      if (!pick[loc]) g.setAttribute('role', 'img');
      g.setAttribute('aria-label', PP.t('js-cards-aria-pyramid', { card: spoken(spec.pyramid[i]), free: pick[loc] ? 'yes' : 'no' }));
      self.layer.appendChild(g);
    });
    var y = this.rowY, cw = this.cw;
    // The stock pile (face down), or its empty place.
    var top = st.stockTop === null ? -1 : st.stockTop;
    var stockLeft = st.stock;
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
    // Cheops: the stock top lies face up and may pair before it is drawn
    // (the engine counts it among the cards to pick).
    if (top >= 0 && pick['s' + top]) {
      var up = this.cardNode('s' + top, cw * 1.12, y, true);
      up.setAttribute('aria-label', PP.t('js-cards-aria-stock-top', { card: spoken(spec.stock[top]) }));
      this.layer.appendChild(up);
    }
    // The top three waste cards, the top one on the right.
    var waste = st.waste;
    waste.slice(0, 3).forEach(function (j, k) {
      var loc = 's' + j;
      var g = self.cardNode(loc, G.width - cw - k * cw * 1.12, y, !!pick[loc]);
      if (!pick[loc]) g.setAttribute('role', 'img');
      g.setAttribute('aria-label', PP.t('js-cards-aria-waste', {
        card: spoken(spec.stock[j]), where: (k === 0 ? 'top' : 'under') + (pick[loc] ? '-free' : '')
      }));
      self.layer.appendChild(g);
    });
    var line = st.passes > 0
      ? PP.t('js-cards-count-passes', { stock: stockLeft, waste: waste.length, pass: st.pass + 1, passes: st.passes })
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
    if (st.won) {
      var rec = this.record;
      if (!rec || this.hints < rec.hints || (this.hints === rec.hints && this.moves.length < rec.moves)) {
        this.record = { moves: this.moves.length, hints: this.hints };
      }
    }
    this.section.classList.toggle('solved', !!this.record);
    this.section.dataset.hints = String(this.hints);
    this.section.dataset.solved = this.record ? 'true' : 'false';
    this.section.dataset.record = this.record ? this.record.moves + ' ' + this.record.hints : '';
    if (this.countEl) this.countEl.textContent = this.hints ? PP.t('js-cards-hints-used', { n: this.hints }) : '';
    if (this.backTo !== null && this.backTo >= this.moves.length) this.clearBack();
    if (window.PyramidPress && PyramidPress.progress) PyramidPress.progress();
    try {
      document.dispatchEvent(new CustomEvent('pyramidpress:state', { detail: this.publicState() }));
    } catch (e) { /* the state is on the section too */ }
  };

  Deal.prototype.endText = function () {
    var st = this.state(), n = this.moves.length;
    if (st.won && PP.seenEnd(this.section)) return [PP.seenEnd(this.section), 'ok'];
    if (st.won) {
      return [PP.t('js-cards-won', { win: this.spec.rules.win, n: n, hints: this.hints }), 'ok'];
    }
    return [PP.t('js-cards-no-move-left', { n: st.left }), 'err'];
  };

  Deal.prototype.play = function (mv, said) {
    var text = mv.move;
    this.moves.push(text);
    if (this.redo.length && this.redo[this.redo.length - 1] === text) this.redo.pop();
    else this.redo = [];
    this.sel = null;
    this.hint = [];
    this.ladder = null;
    this.afterChange(said);
    if (this.warn && !this.state().won) {
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
    if (st.over) {
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
      return PP.t('js-cards-drew', { card: this.label('s' + this.state().stockTop) });
    }
    if (mv.kind === 'reset') return PP.t('js-cards-turned');
    if (mv.locs.length === 1) return PP.t('js-cards-took-one', { card: self.label(mv.locs[0]) });
    return PP.t('js-cards-took-two', { a: self.label(mv.locs[0]), b: self.label(mv.locs[1]) });
  };

  Deal.prototype.stockClick = function () {
    var st = this.state();
    var mv = st.legal.filter(function (m) { return m.kind === 'draw' || m.kind === 'reset'; })[0];
    if (!mv) {
      this.report(st.won ? PP.t('js-cards-already-won') : PP.t('js-cards-stock-used-up'), 'err');
      return;
    }
    this.play(mv, this.describe(mv));
  };

  // A click or Enter on the card at `loc` (or the stock).
  Deal.prototype.activate = function (loc) {
    if (loc === 'stock') { this.sel = null; this.stockClick(); return; }
    var st = this.state();
    this.hint = [];
    if (st.won) { this.report(PP.t('js-cards-already-won'), 'info'); return; }
    // What makes 13 with each card a click may pick (0: a King).
    var need = st.pick[loc];
    if (need === undefined) {
      // Covered only by the card picked, under rules where a card may not
      // pair with the card covering it (Cheops, Pharaohs): the engine's
      // reason, as `pyramid-press check` gives it.
      var f = this.sel === null ? {} : PP.ask({ op: 'cards-try', deal: this.deal, moves: this.moves,
        step: cardAt(this.spec, this.sel) + '+' + cardAt(this.spec, loc) }).fault || {};
      if (f.noOverlap) this.sel = null;
      this.report(f.noOverlap ? PP.t('js-cards-not-allowed', { why: faultText(f) }) :
        PP.t('js-cards-covered', { card: this.label(loc) }), 'err');
      this.render();
      return;
    }
    if (need === 0) {
      var k = st.legal.filter(function (m) { return m.kind === 'king' && m.locs[0] === loc; })[0];
      if (k) { this.play(k, PP.t('js-cards-took-king', { card: this.label(loc) })); return; }
    }
    if (this.sel === null) {
      this.sel = loc;
      this.report(PP.t('js-cards-picked', { card: this.label(loc), need: need }), 'info');
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
    var mv = st.legal.filter(function (m) {
      return m.kind === 'pair' && m.locs.indexOf(a) >= 0 && m.locs.indexOf(loc) >= 0;
    })[0];
    if (mv) { this.play(mv, this.describe(mv)); return; }
    // Why not: the engine's reason, as `pyramid-press check` gives it.
    this.sel = null;
    var r = PP.ask({ op: 'cards-try', deal: this.deal, moves: this.moves,
      step: cardAt(this.spec, a) + '+' + cardAt(this.spec, loc) });
    var f = r.fault || {};
    this.report(f.code === 'sum'
      ? PP.t('js-cards-not-13', { a: this.label(a), b: this.label(loc), sum: f.sum })
      : PP.t('js-cards-not-allowed', { why: r.fault ? faultText(f) : String(r.error || '') }), 'err');
    this.render();
  };

  // The player's own lines for the buttons every player has (search.js).
  function say(what, n) {
    if (what === 'undo') return PP.t('js-cards-took-back', { move: shown(n) });
    if (what === 'start') return PP.t('js-cards-back-start');
    return PP.t('js-cards-back-to', { move: n });
  }

  Deal.prototype.act = function (act, btn) {
    this.hint = [];
    switch (act) {
      case 'draw':
        this.sel = null;
        this.stockClick();
        break;
      case 'redo': {
        if (!this.redo.length) return;
        var mv = findMove(this.state(), this.redo[this.redo.length - 1]);
        if (mv) this.play(mv, this.describe(mv));
        break;
      }
      default:
        PP.sharedAct(this, act, btn, say);
    }
  };

  // ---- The page ----------------------------------------------------------------

  // The deals start once the engine runs (search.js).
  var deals = PP.startPlayers('cards', function (s, spec) { return new Deal(s, spec); });
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
      var st = deals[k].stateOf(history);
      return st ? st.legal.map(function (m) { return m.move; }) : null;
    },
    // For the page's "check moves written on paper" box (page.js): the
    // engine's verdict on the written list (the same verdict as
    // `pyramid-press check`'s), with its reason in the page's words:
    // {kind, at (the step it names, from 0, or -1), move (as written),
    // solved, count (steps), moves, say (the box's counts in steps),
    // reason, line (the command line's)} or {error}. The
    // draw and reset words of every language's key read.
    check: function (k, text) {
      var r = PP.ask({ op: 'cards-check', deal: dealOf(deals[k].spec), text: String(text),
        draw: G.stepWords.draw, reset: G.stepWords.reset });
      if (r.error) return { error: r.error };
      var why = null;
      if (r.kind === 'malformed') why = PP.t('js-cards-check-not-a-move');
      else if (r.kind === 'illegal') why = PP.t('js-cards-check-fault', { why: faultText(r.reason) });
      // What `check` says: the deal can still be won, the list ends.
      else if (r.kind === 'short') why = PP.t('js-cards-check-short', { n: r.count, win: deals[k].spec.rules.win });
      else if (r.kind === 'unsolvable') why = PP.t('js-cards-check-unsolvable', { win: deals[k].spec.rules.win });
      return { kind: r.kind, at: r.number - 1, move: r.written, solved: r.solved, count: r.count,
        moves: r.moves, say: sayStep, reason: why, line: r.line };
    }
  };
})();
