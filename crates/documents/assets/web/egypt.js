// pyramid-press: play the Egyptian Solitaire puzzles of this page. Runs
// after page.js (saved moves, SVG elements); the data (positions,
// solutions, how the printed boards draw pieces) comes from the JSON
// block written by pyramid-press; the rules, the solver and the checking
// of written moves are the engine's (engine.js: the egypt crate compiled
// to WebAssembly), so the page and the command line agree by construction.
(function () {
  'use strict';
  var PAGE = JSON.parse(document.getElementById('pp-data').textContent);
  var DATA = PAGE.players.egypt;
  // The page's words (page.js): PP.t(id, args) gives a
  // message of the page's language; pieces go in as their letter (S, M,
  // L), for the languages whose words agree with the piece.
  var PP = window.PyramidPress = window.PyramidPress || {};
  // The pips a piece's drawing shows.
  var PIPS = { S: 1, M: 2, L: 3 };

  // ---- Rules: every question is the engine's (engine.js, PP.ask) ---------

  // A board: its position in the engine's notation and, for drawing, its
  // stacks (bottom piece first), read from that text.
  function parsePosition(text) {
    var rows = text.replace(/\s+/g, '').toUpperCase().split('/');
    var st = [];
    rows.forEach(function (row) {
      row.split(',').forEach(function (s) { st.push(s === '.' ? [] : s.split('')); });
    });
    return { rows: rows.length, cols: rows[0].split(',').length, st: st, pos: rows.join('/') };
  }

  function copyBoard(b) { return parsePosition(b.pos); }

  function sqName(b, i) {
    return String.fromCharCode(97 + (i % b.cols)) + (Math.floor(i / b.cols) + 1);
  }

  function top(s) { return s.length ? s[s.length - 1] : null; }

  // The legal moves as [from, over, to, text] (square indices), in the
  // engine's order; asked once per position.
  var legalCache = new Map();
  function legalHops(b) {
    var hops = legalCache.get(b.pos);
    if (!hops) {
      hops = PP.ask({ op: 'egypt-legal', pos: b.pos }).moves.map(function (m) {
        return [m.from, m.over, m.to, m.move];
      });
      legalCache.set(b.pos, hops);
    }
    return hops;
  }

  function moveText(b, h) { return h[3]; }

  function legalMoves(b) {
    return legalHops(b).map(function (h) { return h[3]; });
  }

  // Why the engine refuses the move from square index f to t, in the
  // page's words, or null when it is legal.
  function whyIllegal(b, f, t) {
    return whyNot(PP.ask({ op: 'egypt-play', pos: b.pos, move: sqName(b, f) + '-' + sqName(b, t) }));
  }

  // The words for the engine's answer to a move: why it is not legal, or
  // null when it is.
  function whyNot(r) {
    if (r.error) return r.error;
    if (!r.illegal) return null;
    var w = r.illegal;
    switch (w.kind) {
      case 'distance': return PP.t('js-egypt-why-distance', { move: w.move });
      case 'from-empty': return PP.t('js-egypt-why-from-empty', { move: w.move, square: w.square });
      case 'over-empty': return PP.t('js-egypt-why-over-empty', { move: w.move, square: w.square });
      case 'size':
        return PP.t('js-egypt-why-size', { move: w.move, piece: w.piece, on: w.on, square: w.square });
      case 'full': return PP.t('js-egypt-why-full', { move: w.move, square: w.square, max: w.max });
      default: return r.why;
    }
  }

  // Plays a move given as text on b; returns what happened, or null if
  // the engine refuses it.
  function playMove(b, text) {
    var r = PP.ask({ op: 'egypt-play', pos: b.pos, move: text });
    if (r.error || r.illegal) return null;
    var after = parsePosition(r.pos);
    b.st = after.st;
    b.pos = after.pos;
    return { mover: r.mover, removed: r.removed, over: r.over, from: r.from, to: r.to };
  }

  // The engine's word on the end of a game: {over, met, pips, pieces}.
  function ending(b, target) {
    return PP.ask({ op: 'egypt-end', pos: b.pos, target: target });
  }

  function stackName(b, i) {
    var s = b.st[i];
    if (!s.length) return PP.t('js-egypt-square-empty', { square: sqName(b, i) });
    // Top piece first: "Small on Medium on Large".
    var stack = PP.t('js-egypt-piece', { piece: s[s.length - 1] });
    for (var k = s.length - 2; k >= 0; k--) {
      stack = PP.t('js-egypt-stack-on', { upper: stack, lower: PP.t('js-egypt-piece', { piece: s[k] }) });
    }
    return PP.t('js-egypt-square-stack', { square: sqName(b, i), stack: stack });
  }

  // ---- Storage -----------------------------------------------------------

  // Saved moves in this browser (page.js).
  var load = window.PyramidPress.load;
  var store = window.PyramidPress.store;

  // ---- Drawing -----------------------------------------------------------

  var el = window.PyramidPress.el;

  // How the printed boards draw a stack (draw.rs, draw_stack): one column
  // on the square's lower margin, bottom piece lowest; a stack taller than
  // the square's room shows its lower pieces as bands of their bases under
  // the whole top piece. The sizes and shares come from the data block.
  var PD = DATA.piece;

  function cellCorner(b, i) {
    return [DATA.origin[0] + (i % b.cols) * DATA.cell,
      DATA.origin[1] + Math.floor(i / b.cols) * DATA.cell];
  }

  function fmt(v) { return String(Math.round(v * 1000) / 1000); }

  function outline(unit) {
    return Math.min(Math.max(unit * PD.outline[0], PD.outline[1]), PD.outline[2]);
  }

  // One piece centred on cx standing on `bottom`, of which the lowest
  // `band` of its height shows (draw.rs, draw_piece_band).
  function drawBand(parent, cx, bottom, unit, p, band) {
    var w = unit * PD.scale[p];
    var h = unit * PD.scale[p] * PD.height;
    band = Math.min(Math.max(band, 0), h);
    var topW = w * (1 - band / h);
    var pts = [[cx - w / 2, bottom], [cx + w / 2, bottom]];
    if (topW > 1e-6) {
      pts.push([cx + topW / 2, bottom - band], [cx - topW / 2, bottom - band]);
    } else {
      pts.push([cx, bottom - h]);
    }
    parent.appendChild(el('polygon', {
      points: pts.map(function (q) { return fmt(q[0]) + ',' + fmt(q[1]); }).join(' '),
      fill: PD.fill[p], stroke: PD.ink, 'stroke-width': fmt(outline(unit))
    }));
    var r = unit * PD.pipR;
    if (band + 1e-9 < unit * (2 * PD.pipR + PD.pipLift) || r < PD.minPipR) return;
    var step = r * PD.pipStep, cy = bottom - (r + unit * PD.pipLift), n = PIPS[p];
    var first = cx - step * (n - 1) / 2;
    for (var k = 0; k < n; k++) {
      parent.appendChild(el('circle', {
        cx: fmt(first + k * step), cy: fmt(cy), r: fmt(r), fill: PD.pipInk[p]
      }));
    }
  }

  // A flattened whole piece (the other way draw.rs can draw tall stacks).
  function drawFlat(parent, cx, bottom, unit, p, h) {
    var w = unit * PD.scale[p];
    parent.appendChild(el('polygon', {
      points: [[cx - w / 2, bottom], [cx + w / 2, bottom], [cx, bottom - h]]
        .map(function (q) { return fmt(q[0]) + ',' + fmt(q[1]); }).join(' '),
      fill: PD.fill[p], stroke: PD.ink, 'stroke-width': fmt(outline(unit))
    }));
  }

  function drawPieces(layer, b) {
    layer.textContent = '';
    var tallest = 1;
    b.st.forEach(function (s) { tallest = Math.max(tallest, s.length); });
    var unit = PD.unitShare[Math.min(tallest, PD.unitShare.length) - 1] * DATA.cell;
    var side = DATA.cell, room = side * (1 - 2 * PD.margin);
    b.st.forEach(function (s, i) {
      if (!s.length) return;
      var n = s.length, corner = cellCorner(b, i);
      var cx = corner[0] + side / 2, bottom = corner[1] + side - side * PD.margin;
      var heights = s.map(function (p) { return unit * PD.scale[p] * PD.height; });
      var total = heights.reduce(function (a, h) { return a + h; }, 0);
      var shown = heights.slice(), flat = false, squeezed = total > room + 1e-9;
      if (squeezed) {
        if (PD.tall === 'banded') {
          var topH = heights[n - 1];
          var f = Math.max((room - topH) / (total - topH), 0);
          shown = heights.map(function (h) { return h * f; });
          shown[n - 1] = topH;
        } else {
          flat = true;
          shown = heights.map(function (h) { return h * (room / total); });
        }
      }
      var g = el('g', { 'class': 'stack', 'data-square': sqName(b, i), 'data-height': n });
      s.forEach(function (p, k) {
        var pg = el('g', {
          'class': k === n - 1 ? 'piece top' : 'piece', 'data-square': sqName(b, i),
          'data-size': PD.size[p], 'data-level': k + 1
        });
        if (flat) drawFlat(pg, cx, bottom, unit, p, shown[k]);
        else drawBand(pg, cx, bottom, unit, p, shown[k]);
        g.appendChild(pg);
        bottom -= shown[k];
      });
      layer.appendChild(g);
      // A tall stack's height, in the square's corner (draw.rs).
      if (n > PD.nest) {
        var hl = PD.heightLabel;
        var label = el('g', { 'class': 'stack-height', 'data-square': sqName(b, i), 'data-height': n });
        var size = Math.max(side * hl[2], hl[3]);
        var t = el('text', {
          x: fmt(corner[0] + side * hl[0]),
          y: fmt(corner[1] + Math.max(side * hl[1], size * 0.8 + side * 0.04)),
          'font-size': fmt(size), 'font-weight': 'bold', fill: PD.ink
        });
        t.textContent = String(n);
        label.appendChild(t);
        layer.appendChild(label);
      }
    });
  }

  // ---- One puzzle ----------------------------------------------------------

  function Puzzle(section, spec) {
    var self = this;
    this.section = section;
    this.spec = spec;
    this.start = parsePosition(spec.pos);
    this.moves = [];
    this.redo = [];
    this.sel = null;
    this.focus = 0;
    this.timerOn = false;
    this.elapsed = 0;
    this.tickFrom = null;
    this.hint = null;
    // The hint ladder: where the last hint was given (moves played then),
    // its rung (1: what to look at, 2: the move) and its hop.
    this.ladder = null;
    this.hints = 0;
    // The best result reached in this browser: {moves, hints}, kept through
    // undo, reset and reload.
    this.record = null;
    this.warn = false;
    // Moves to keep when "Undo to move k" is offered, else null.
    this.backTo = null;
    this.solver = null;
    this.verdicts = new Map();
    this.svg = section.querySelector('svg.board');
    this.layer = this.svg.querySelector('g.pieces');
    this.squares = this.svg.querySelector('g.squares');
    this.status = section.querySelector('.status');
    this.list = section.querySelector('.moves');
    this.clock = section.querySelector('.clock');
    this.timerBox = section.querySelector('input[data-act=timer]');
    this.warnBox = section.querySelector('input[data-act=warn]');
    this.backBtn = section.querySelector('[data-act=back]');
    this.countEl = section.querySelector('.hintcount');
    this.rects = [];
    for (var i = 0; i < this.start.rows * this.start.cols; i++) {
      var c = cellCorner(this.start, i);
      var r = el('rect', {
        x: fmt(c[0]), y: fmt(c[1]), width: DATA.cell, height: DATA.cell,
        'class': 'sq', role: 'button', tabindex: i === 0 ? '0' : '-1'
      });
      r.dataset.sq = i;
      this.squares.appendChild(r);
      this.rects.push(r);
    }
    this.squares.addEventListener('click', function (ev) {
      var sq = ev.target.dataset && ev.target.dataset.sq;
      if (sq !== undefined) { self.setFocus(+sq, false); self.activate(+sq); }
    });
    this.squares.addEventListener('keydown', function (ev) { self.onKey(ev); });
    section.querySelectorAll('[data-act]').forEach(function (btn) {
      var act = btn.dataset.act;
      btn.addEventListener(act === 'timer' || act === 'warn' ? 'change' : 'click',
        function () { self.act(act, btn); });
    });
    var saved = load(spec.id);
    if (saved) this.restore(saved);
    this.render();
    this.report(this.moves.length ? PP.t('js-egypt-restored', { n: this.moves.length }) : '', 'info');
  }

  Puzzle.prototype.board = function (upTo) {
    var b = copyBoard(this.start);
    var n = upTo === undefined ? this.moves.length : upTo;
    for (var i = 0; i < n; i++) playMove(b, this.moves[i]);
    return b;
  };

  Puzzle.prototype.restore = function (saved) {
    var b = copyBoard(this.start);
    var ok = [];
    (saved.moves || []).some(function (m) {
      if (!playMove(b, m)) return true;
      ok.push(m);
      return false;
    });
    this.moves = ok;
    this.redo = ok.length === (saved.moves || []).length ? (saved.redo || []).slice() : [];
    this.timerOn = !!saved.timer;
    this.elapsed = +saved.elapsed || 0;
    this.hints = Math.max(0, +saved.hints || 0);
    this.warn = !!saved.warn;
    var rec = saved.record;
    this.record = rec && rec.moves >= 0 ? { moves: +rec.moves, hints: +rec.hints || 0 } : null;
    if (this.timerBox) this.timerBox.checked = this.timerOn;
    if (this.warnBox) this.warnBox.checked = this.warn;
  };

  Puzzle.prototype.save = function () {
    store(this.spec.id, {
      moves: this.moves, redo: this.redo, timer: this.timerOn, elapsed: Math.round(this.time()),
      hints: this.hints, warn: this.warn, record: this.record
    });
  };

  // ---- Hints: the engine's solver (egypt::solver::decide) ---------------

  // Whether the goal can be reached from board b: {winnable: true|false|
  // null (too large to settle), hop: a first move that keeps it so}. A
  // search: asked within PP.settle (engine.js), a big one runs in the
  // worker.
  Puzzle.prototype.verdict = function (b) {
    var v = this.verdicts.get(b.pos);
    if (v) return v;
    var r = PP.searched({ op: 'egypt-decide', pos: b.pos, target: this.spec.target }, true);
    var hop = null;
    if (r.move) {
      legalHops(b).forEach(function (h) { if (h[3] === r.move) hop = h; });
    }
    v = { winnable: r.error ? null : r.winnable, hop: hop };
    this.verdicts.set(b.pos, v);
    return v;
  };

  window.PyramidPress.addUndoToWinnable(Puzzle.prototype, Puzzle.prototype.board);

  // Says that the goal can no longer be reached, which move lost it, and
  // offers to undo to the position before it.
  Puzzle.prototype.tellLost = function (prefix) {
    var k = this.lastWinnable();
    var goal = this.spec.target.text;
    if (k === null) {
      this.report(prefix + PP.t('js-egypt-too-large'), 'err');
      return;
    }
    if (k < 0) {
      this.report(prefix + PP.t('js-egypt-lost-at-start', { goal: goal }), 'err');
      return;
    }
    this.offerBack(k);
    this.report(prefix + PP.t('js-egypt-lost-at', { goal: goal, n: k + 1, move: this.moves[k], back: k }),
      'err');
  };

  // The idea behind a puzzle opened by its ID (play.html, whose puzzles
  // come without one): the engine grades the puzzle as the generator
  // does, a search, asked with the first hint.
  Puzzle.prototype.idea = function () {
    if (this.spec.idea !== undefined) return this.spec.idea;
    var r = PP.searched({ op: 'egypt-idea', pos: this.start.pos, target: this.spec.target });
    var ideas = (PAGE.play && PAGE.play.egypt && PAGE.play.egypt.ideas) || {};
    this.spec.idea = (r.idea && ideas[r.idea]) || null;
    return this.spec.idea;
  };

  // A search that was stopped (the Stop button) or failed: said in the
  // status.
  Puzzle.prototype.stopped = function (e) {
    if (e && e.stopped) this.report(PP.t('js-page-stopped'), 'info');
    else this.report(String(e && e.message || e), 'err');
  };

  // A hint: the searches it needs run first (beside the page when they
  // are long), then the hint is given, unless the player has moved since.
  Puzzle.prototype.giveHint = function () {
    var self = this, line = this.moves.join(' ');
    var b = this.board();
    this.sel = null;
    this.hint = null;
    if (this.solved()) {
      this.report(PP.t('js-egypt-hint-solved'), 'ok');
      this.render();
      return;
    }
    this.render();
    // One hint at a time: a second press while it is sought costs nothing.
    if (this.seeking) return;
    this.seeking = true;
    PP.settle(this.section, function () {
      var v = self.verdict(b);
      if (v.winnable === false) self.lastWinnable();
      if (v.winnable && !self.ideaShown) self.idea();
    }).then(function () {
      self.seeking = false;
      if (self.moves.join(' ') === line) self.hintNow(b);
    }, function (e) {
      self.seeking = false;
      // A hint dropped for a move (afterChange) has been said so already.
      if (self.moves.join(' ') === line) self.stopped(e);
    });
  };

  // The hint on board b, every search it needs answered.
  Puzzle.prototype.hintNow = function (b) {
    var v = this.verdict(b);
    if (v.winnable === null) {
      this.report(PP.t('js-egypt-too-large'), 'err');
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
    var h = v.hop;
    var again = this.ladder && this.ladder.at === this.moves.length && this.ladder.rung >= 1;
    // The ladder starts with the idea behind the puzzle, when it has one:
    // said once, at the first hint asked for where the goal is in reach.
    var idea = this.spec.idea;
    if (idea && !this.ideaShown && !again) {
      this.ideaShown = true;
      this.ladder = { at: this.moves.length, rung: 0 };
      this.report(PP.t('js-egypt-hint-idea', { idea: idea.words }), 'info');
      this.render();
      this.save();
      return;
    }
    var piece = top(b.st[h[0]]);
    if (again) {
      this.ladder = { at: this.moves.length, rung: 2 };
      this.hint = [h[0], h[2]];
      this.report(PP.t('js-egypt-hint-move', {
        move: moveText(b, h), piece: piece, from: sqName(b, h[0]), over: sqName(b, h[1]),
        to: sqName(b, h[2])
      }), 'info');
    } else {
      this.ladder = { at: this.moves.length, rung: 1 };
      this.hint = [h[0]];
      this.report(PP.t('js-egypt-hint-look', { piece: piece, square: sqName(b, h[0]) }), 'info');
    }
    this.render();
    this.save();
  };

  Puzzle.prototype.over = function () { return legalHops(this.board()).length === 0; };

  Puzzle.prototype.time = function () {
    return this.elapsed + (this.tickFrom !== null ? Date.now() - this.tickFrom : 0);
  };

  Puzzle.prototype.runClock = function () {
    var running = this.timerOn && !this.over();
    if (running && this.tickFrom === null) this.tickFrom = Date.now();
    if (!running && this.tickFrom !== null) {
      this.elapsed += Date.now() - this.tickFrom;
      this.tickFrom = null;
    }
    this.showClock();
  };

  Puzzle.prototype.showClock = function () {
    if (!this.clock) return;
    if (!this.timerOn) { this.clock.textContent = ''; return; }
    var t = this.time() / 1000;
    var text = PP.t('js-egypt-time', { time: clockText(t) });
    if (this.over()) {
      var b = this.board();
      var extra = 3 * Math.max(0, ending(b, this.spec.target).pips - 1);
      var args = { time: clockText(t), total: clockText(t + extra), extra: extra };
      text = extra ? PP.t('js-egypt-time-tut-extra', args) : PP.t('js-egypt-time-tut', args);
    }
    this.clock.textContent = text;
  };

  // Tells whoever listens (the page's share text, an embedding page) what
  // a puzzle's state is: a 'pyramidpress:state' event on the document.
  function announce(p) {
    var detail = p.publicState();
    try {
      document.dispatchEvent(new CustomEvent('pyramidpress:state', { detail: detail }));
    } catch (e) { /* old browsers: the state is on the section too */ }
  }

  function clockText(sec) {
    var s = Math.floor(sec);
    var m = Math.floor(s / 60);
    s = s % 60;
    return m + ':' + (s < 10 ? '0' : '') + s;
  }

  Puzzle.prototype.report = function (text, kind) {
    this.status.textContent = text;
    this.status.className = 'status' + (kind && text ? ' ' + kind : '');
  };

  Puzzle.prototype.landings = function (b) {
    var self = this;
    if (this.sel === null) return [];
    return legalHops(b).filter(function (h) { return h[0] === self.sel; });
  };

  Puzzle.prototype.render = function (printStart) {
    var b = printStart ? copyBoard(this.start) : this.board();
    drawPieces(this.layer, b);
    var lands = printStart ? [] : this.landings(b).map(function (h) { return h[2]; });
    var last = this.moves.length && !printStart ? this.moves[this.moves.length - 1].split('-') : null;
    var self = this;
    this.rects.forEach(function (r, i) {
      var cls = ['sq'];
      var label = stackName(b, i);
      if (i === self.sel) { cls.push('sel'); label = PP.t('js-egypt-label-picked', { label: label }); }
      if (lands.indexOf(i) >= 0) {
        cls.push('land');
        label = PP.t('js-egypt-label-land', { label: label });
      }
      if (last && sqName(b, i) === last[1]) cls.push('last');
      if (self.hint && self.hint.indexOf(i) >= 0) cls.push('hint');
      r.setAttribute('class', cls.join(' '));
      r.setAttribute('aria-label', label);
      if (i === self.sel) r.setAttribute('aria-pressed', 'true'); else r.removeAttribute('aria-pressed');
    });
    this.list.textContent = '';
    this.moves.forEach(function (m) {
      var li = document.createElement('li');
      li.textContent = m;
      self.list.appendChild(li);
    });
    this.section.querySelector('[data-act=undo]').disabled = !this.moves.length;
    this.section.querySelector('[data-act=redo]').disabled = !this.redo.length;
    if (!printStart && this.solved()) {
      var rec = this.record;
      if (!rec || this.hints < rec.hints || (this.hints === rec.hints && this.moves.length < rec.moves)) {
        this.record = { moves: this.moves.length, hints: this.hints };
      }
    }
    this.section.classList.toggle('solved', !!this.record);
    this.section.dataset.hints = String(this.hints);
    this.section.dataset.solved = this.record ? 'true' : 'false';
    this.section.dataset.record = this.record ? this.record.moves + ' ' + this.record.hints : '';
    if (this.countEl) {
      this.countEl.textContent = this.hints ? PP.t('js-egypt-hints-used', { n: this.hints }) : '';
    }
    if (this.backTo !== null && this.backTo >= this.moves.length) this.clearBack();
    this.runClock();
    announce(this);
    if (PP.progress) PP.progress();
  };

  // What the page tells about this puzzle (see docs/guide/04-web-page.md).
  Puzzle.prototype.publicState = function () {
    return {
      game: 'egypt', index: +this.section.dataset.index, id: this.spec.id,
      moves: this.moves.length, hints: this.hints, over: this.over(),
      solvedNow: this.solved(), solved: !!this.record,
      record: this.record ? { moves: this.record.moves, hints: this.record.hints } : null
    };
  };

  Puzzle.prototype.solved = function () {
    var b = this.board();
    return ending(b, this.spec.target).met;
  };

  Puzzle.prototype.endText = function () {
    var b = this.board();
    var end = ending(b, this.spec.target);
    var score = end.pips;
    var left = end.pieces;
    var args = {
      pieces: left, score: score, goal: this.spec.target.text, moves: this.moves.length,
      hints: this.hints
    };
    if (end.met && PP.seenEnd(this.section)) return [PP.seenEnd(this.section), 'ok'];
    if (end.met) return [PP.t('js-egypt-solved', args), 'ok'];
    return [PP.t('js-egypt-stuck', args), 'err'];
  };

  Puzzle.prototype.setFocus = function (i, move) {
    this.rects[this.focus].setAttribute('tabindex', '-1');
    this.focus = i;
    this.rects[i].setAttribute('tabindex', '0');
    if (move) this.rects[i].focus();
  };

  Puzzle.prototype.onKey = function (ev) {
    var b = this.start;
    var r = Math.floor(this.focus / b.cols), c = this.focus % b.cols;
    switch (ev.key) {
      case 'ArrowUp': r = Math.max(0, r - 1); break;
      case 'ArrowDown': r = Math.min(b.rows - 1, r + 1); break;
      case 'ArrowLeft': c = Math.max(0, c - 1); break;
      case 'ArrowRight': c = Math.min(b.cols - 1, c + 1); break;
      case 'Home': c = 0; break;
      case 'End': c = b.cols - 1; break;
      case 'Enter': case ' ': case 'Spacebar':
        ev.preventDefault();
        this.activate(this.focus);
        return;
      case 'Escape':
        if (this.sel !== null) { this.sel = null; this.render(); this.report(PP.t('js-egypt-put-back'), 'info'); }
        return;
      default: return;
    }
    ev.preventDefault();
    this.setFocus(r * b.cols + c, true);
  };

  // What picking up the piece on square i with its hops says.
  function pickedText(b, i, hops) {
    return PP.t('js-egypt-picked', {
      piece: top(b.st[i]), square: sqName(b, i),
      squares: PP.orList(hops.map(function (h) { return sqName(b, h[2]); }))
    });
  }

  // A click or Enter on square i.
  Puzzle.prototype.activate = function (i) {
    var b = this.board();
    this.hint = null;
    if (this.sel === null) {
      if (!b.st[i].length) {
        this.report(PP.t('js-egypt-pick-empty', { square: sqName(b, i) }), 'err');
        this.render();
        return;
      }
      var mine = legalHops(b).filter(function (h) { return h[0] === i; });
      if (!mine.length) {
        this.report(PP.t('js-egypt-no-hop', { piece: top(b.st[i]), square: sqName(b, i) }), 'err');
        this.render();
        return;
      }
      this.sel = i;
      this.report(pickedText(b, i, mine), 'info');
      this.render();
      return;
    }
    if (i === this.sel) {
      this.sel = null;
      this.report(PP.t('js-egypt-put-back'), 'info');
      this.render();
      return;
    }
    var from = this.sel;
    var why = whyIllegal(b, from, i);
    var other = legalHops(b).filter(function (h) { return h[0] === i; });
    if (why && other.length) {
      // Another piece that can move: pick it up instead.
      this.sel = i;
      this.report(pickedText(b, i, other), 'info');
      this.render();
      return;
    }
    if (why) {
      this.report(PP.t('js-egypt-not-allowed', { why: why }), 'err');
      this.render();
      return;
    }
    this.play(sqName(b, from) + '-' + sqName(b, i));
  };

  Puzzle.prototype.play = function (mv) {
    var b = this.board();
    var info = playMove(b, mv);
    if (!info) return;
    this.moves.push(mv);
    if (this.redo.length && this.redo[this.redo.length - 1] === mv) this.redo.pop();
    else this.redo = [];
    this.sel = null;
    this.ladder = null;
    var said = PP.t('js-egypt-played', {
      move: mv, piece: info.mover, over: sqName(b, info.over), removed: info.removed
    });
    this.afterChange(said);
    if (this.warn && !this.solved()) {
      // Whether this move lost the goal: two verdicts (searches), then
      // the warning, unless the player has moved since.
      var self = this, n = this.moves.length, line = this.moves.join(' ');
      PP.settle(this.section, function () {
        return [self.verdict(self.board(n - 1)), self.verdict(self.board(n))];
      }).then(function (v) {
        if (self.moves.join(' ') !== line) return;
        if (v[0].winnable === true && v[1].winnable === false) {
          self.offerBack(n - 1);
          self.report(PP.t('js-egypt-careful', { played: said, goal: self.spec.target.text }), 'err');
        }
      }, function (e) { self.stopped(e); });
    }
  };

  Puzzle.prototype.afterChange = function (text) {
    // A hint still sought is for the position before the change: its
    // search ends, and the player is told (no hint is counted). Only this
    // puzzle's searches end; another puzzle's go on.
    if (this.seeking) {
      this.seeking = false;
      if (PP.stop) PP.stop(this.section);
      text += ' ' + PP.t('js-egypt-hint-dropped');
    }
    this.render();
    if (this.over()) {
      var end = this.endText();
      this.report(end[0], end[1]);
    } else {
      this.report(text, 'info');
    }
    this.save();
  };

  // The puzzle's own lines for the buttons every player has (search.js).
  function say(what, n) {
    if (what === 'undo') return PP.t('js-egypt-took-back', { move: n });
    if (what === 'start') return PP.t('js-egypt-at-start');
    return PP.t('js-egypt-back-to', { n: n });
  }

  Puzzle.prototype.act = function (act, btn) {
    this.hint = null;
    switch (act) {
      case 'redo':
        if (!this.redo.length) return;
        this.play(this.redo[this.redo.length - 1]);
        break;
      case 'reset':
        // The clock starts again too.
        this.elapsed = 0;
        this.tickFrom = null;
        PP.sharedAct(this, 'restart', btn, say);
        break;
      case 'timer':
        if (!btn.checked) {
          this.elapsed = this.time();
          this.tickFrom = null;
        }
        this.timerOn = btn.checked;
        this.runClock();
        this.save();
        break;
      default:
        PP.sharedAct(this, act, btn, say);
    }
  };

  // ---- The page ------------------------------------------------------------

  // The puzzles start once the engine runs (search.js).
  var puzzles = PP.startPlayers('egypt', function (s, spec) { return new Puzzle(s, spec); });

  setInterval(function () {
    puzzles.forEach(function (p) {
      if (p.timerOn && p.tickFrom !== null) {
        p.showClock();
        if (Math.floor(p.time() / 1000) % 5 === 0) p.save();
      }
    });
  }, 500);

  window.addEventListener('pagehide', function () { puzzles.forEach(function (p) { p.save(); }); });
  window.addEventListener('beforeprint', function () {
    puzzles.forEach(function (p) { p.render(true); });
  });
  window.addEventListener('afterprint', function () {
    puzzles.forEach(function (p) { p.render(); });
  });

  // For tests and for pages that embed the puzzles: the engine's answers
  // in the page's terms.
  var api = {
    legalMoves: function (text) { return legalMoves(parsePosition(text)); },
    whyIllegal: function (text, mv) {
      return whyNot(PP.ask({ op: 'egypt-play', pos: parsePosition(text).pos, move: mv }));
    },
    position: function (i) { return puzzles[i].board().pos; },
    moves: function (i) { return puzzles[i].moves.slice(); },
    count: function () { return puzzles.length; },
    // The engine's solver on any position: {winnable, move} (move: a first
    // move that keeps the goal reachable, in the notation).
    solve: function (text, target) {
      var r = PP.ask({ op: 'egypt-decide', pos: parsePosition(text).pos, target: target });
      return { winnable: r.winnable, move: r.move };
    },
    // Many positions, each [position, target]: [{winnable, move, ms}].
    solveMany: function (list) {
      return list.map(function (item) {
        var t0 = performance.now();
        var r = PP.ask({ op: 'egypt-decide', pos: parsePosition(item[0]).pos, target: item[1] });
        return { winnable: r.winnable, move: r.move, ms: performance.now() - t0 };
      });
    },
    playText: function (text, mv) {
      var b = parsePosition(text);
      return playMove(b, mv) ? b.pos : null;
    },
    state: function (i) { return puzzles[i].publicState(); },
    hints: function (i) { return puzzles[i].hints; }
  };
  for (var k in api) PP[k] = api[k];

  // For the page's "check moves written on paper" box (page.js): the
  // engine's verdict on the written list (the same verdict as
  // `pyramid-press check`'s), with its reason in the page's words:
  // {kind, at (the move it names, from 0, or -1), move (as written),
  // solved, count, reason, line (the command line's)} or {error}.
  PP.checkEgypt = function (pos, target, text) {
    var r = PP.searched({ op: 'egypt-check', pos: parsePosition(pos).pos, target: target, text: text }, true);
    if (r.error) return { error: r.error };
    var w = r.reason || {}, why = null;
    if (r.kind === 'malformed' || (r.kind === 'illegal' && w.kind === 'off-board')) {
      why = PP.t('js-egypt-check-not-a-move');
    } else if (r.kind === 'illegal') {
      why = whyNot({ illegal: w, why: r.line });
    } else if (r.kind === 'short') {
      // What `check` says: the goal can still be reached, the list ends.
      why = PP.t('js-egypt-check-short', { n: r.count, goal: target.text });
    } else if (r.kind === 'unsolvable') {
      why = PP.t('js-egypt-check-unsolvable');
    }
    return { kind: r.kind, at: r.number - 1, move: r.written, solved: r.solved, count: r.count,
      moves: r.count, reason: why, line: r.line };
  };
})();
