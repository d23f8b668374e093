// pyramid-press: play the Egyptian Solitaire puzzles of this page. Runs
// after page.js (saved moves, SVG elements); the data (positions,
// solutions, how the printed boards draw pieces) comes from the JSON
// block written by pyramid-press, the rules are RULES.md section 1.
(function () {
  'use strict';
  var PAGE = JSON.parse(document.getElementById('pp-data').textContent);
  var DATA = PAGE.players.egypt;
  // The page's words (page.js): PP.t(id, args) gives a
  // message of the page's language; pieces go in as their letter (S, M,
  // L), for the languages whose words agree with the piece.
  var PP = window.PyramidPress = window.PyramidPress || {};
  var PIPS = { S: 1, M: 2, L: 3 };
  // N, NE, E, SE, S, SW, W, NW (rows grow downwards), as the engine orders them.
  var DIRS = [[-1, 0], [-1, 1], [0, 1], [1, 1], [1, 0], [1, -1], [0, -1], [-1, -1]];
  var MAX_STACK = DATA.maxStack;

  // ---- Rules -------------------------------------------------------------

  function parsePosition(text) {
    var rows = text.replace(/\s+/g, '').toUpperCase().split('/');
    var cols = rows[0].split(',').length;
    var st = [];
    rows.forEach(function (row) {
      var sq = row.split(',');
      if (sq.length !== cols) throw new Error('ragged rows in ' + text);
      sq.forEach(function (s) {
        if (s === '.') { st.push([]); return; }
        if (!/^[SML]+$/.test(s)) throw new Error('bad square ' + s);
        st.push(s.split(''));
      });
    });
    return { rows: rows.length, cols: cols, st: st };
  }

  function formatPosition(b) {
    var out = [];
    for (var r = 0; r < b.rows; r++) {
      var row = [];
      for (var c = 0; c < b.cols; c++) {
        var s = b.st[r * b.cols + c];
        row.push(s.length ? s.join('') : '.');
      }
      out.push(row.join(','));
    }
    return out.join('/');
  }

  function copyBoard(b) {
    return { rows: b.rows, cols: b.cols, st: b.st.map(function (s) { return s.slice(); }) };
  }

  function sqName(b, i) {
    return String.fromCharCode(97 + (i % b.cols)) + (Math.floor(i / b.cols) + 1);
  }

  function sqIndex(b, name) {
    var m = /^([a-z])(\d+)$/.exec(name);
    if (!m) return -1;
    var c = m[1].charCodeAt(0) - 97, r = parseInt(m[2], 10) - 1;
    if (r < 0 || c < 0 || r >= b.rows || c >= b.cols) return -1;
    return r * b.cols + c;
  }

  function top(s) { return s.length ? s[s.length - 1] : null; }

  // The legal moves as [from, over, to] indices, in the engine's order.
  function legalHops(b) {
    var out = [];
    for (var r = 0; r < b.rows; r++) {
      for (var c = 0; c < b.cols; c++) {
        var a = b.st[r * b.cols + c];
        if (!a.length) continue;
        for (var d = 0; d < 8; d++) {
          var r1 = r + DIRS[d][0], c1 = c + DIRS[d][1];
          var r2 = r + 2 * DIRS[d][0], c2 = c + 2 * DIRS[d][1];
          if (r2 < 0 || c2 < 0 || r2 >= b.rows || c2 >= b.cols) continue;
          var over = b.st[r1 * b.cols + c1], to = b.st[r2 * b.cols + c2];
          if (!over.length) continue;
          if (to.length && top(to) !== top(a)) continue;
          if (to.length >= MAX_STACK) continue;
          out.push([r * b.cols + c, r1 * b.cols + c1, r2 * b.cols + c2]);
        }
      }
    }
    return out;
  }

  function moveText(b, h) { return sqName(b, h[0]) + '-' + sqName(b, h[2]); }

  function legalMoves(b) {
    return legalHops(b).map(function (h) { return moveText(b, h); });
  }

  // Why the move from square index f to t is not legal, or null when it is.
  function whyIllegal(b, f, t) {
    var mv = sqName(b, f) + '-' + sqName(b, t);
    var fr = Math.floor(f / b.cols), fc = f % b.cols;
    var tr = Math.floor(t / b.cols), tc = t % b.cols;
    var dr = tr - fr, dc = tc - fc;
    var straight = (Math.abs(dr) === 2 || dr === 0) && (Math.abs(dc) === 2 || dc === 0);
    if (!straight || (dr === 0 && dc === 0)) {
      return PP.t('js-egypt-why-distance', { move: mv });
    }
    var a = b.st[f];
    if (!a.length) return PP.t('js-egypt-why-from-empty', { move: mv, square: sqName(b, f) });
    var o = (fr + dr / 2) * b.cols + (fc + dc / 2);
    if (!b.st[o].length) {
      return PP.t('js-egypt-why-over-empty', { move: mv, square: sqName(b, o) });
    }
    var to = b.st[t];
    if (to.length && top(to) !== top(a)) {
      return PP.t('js-egypt-why-size', { move: mv, piece: top(a), on: top(to), square: sqName(b, t) });
    }
    if (to.length >= MAX_STACK) {
      return PP.t('js-egypt-why-full', { move: mv, square: sqName(b, t), max: MAX_STACK });
    }
    return null;
  }

  // Plays a move given as text; returns what happened, or null if illegal.
  function playMove(b, text) {
    var parts = text.split('-');
    if (parts.length !== 2) return null;
    var f = sqIndex(b, parts[0]), t = sqIndex(b, parts[1]);
    if (f < 0 || t < 0 || whyIllegal(b, f, t)) return null;
    var fr = Math.floor(f / b.cols), fc = f % b.cols;
    var o = ((fr + Math.floor(t / b.cols)) / 2) * b.cols + (fc + t % b.cols) / 2;
    var mover = b.st[f].pop();
    var removed = b.st[o].pop();
    b.st[t].push(mover);
    return { mover: mover, removed: removed, over: o, from: f, to: t };
  }

  function pips(b) {
    var n = 0;
    b.st.forEach(function (s) { s.forEach(function (p) { n += PIPS[p]; }); });
    return n;
  }

  function pieceCount(b) {
    var n = 0;
    b.st.forEach(function (s) { n += s.length; });
    return n;
  }

  function targetMet(b, target) {
    if (target.kind === 'lone') {
      if (pieceCount(b) !== 1) return false;
      for (var i = 0; i < b.st.length; i++) if (b.st[i].length) return b.st[i][0] === target.value;
      return false;
    }
    return pips(b) <= target.value;
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
      // A squeezed stack's height, in the square's corner (draw.rs).
      if (squeezed) {
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

  // ---- Hints: the page's own solver (solve-egypt.js) ------------------------

  // Whether the goal can be reached from board b: {winnable: true|false|
  // null (too large to settle), hop: a first move that keeps it so}.
  Puzzle.prototype.verdict = function (b) {
    var key = formatPosition(b);
    var v = this.verdicts.get(key);
    if (v) return v;
    if (!this.solver) {
      this.solver = new window.PyramidPress.EgyptSolver(b.rows, b.cols, this.spec.target, MAX_STACK);
    }
    var r = this.solver.decide(b.st);
    v = { winnable: r.winnable, hop: r.line.length ? r.line[0] : null };
    this.verdicts.set(key, v);
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

  Puzzle.prototype.giveHint = function () {
    var b = this.board();
    this.sel = null;
    this.hint = null;
    if (this.solved()) {
      this.report(PP.t('js-egypt-hint-solved'), 'ok');
      this.render();
      return;
    }
    var v = this.verdict(b);
    if (v.winnable === null) {
      this.report(PP.t('js-egypt-too-large'), 'err');
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
    var h = v.hop;
    var again = this.ladder && this.ladder.at === this.moves.length && this.ladder.rung === 1;
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
      var extra = 3 * Math.max(0, pips(b) - 1);
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
    return legalHops(b).length === 0 && targetMet(b, this.spec.target);
  };

  Puzzle.prototype.endText = function () {
    var b = this.board();
    var score = pips(b);
    var left = pieceCount(b);
    var args = {
      pieces: left, score: score, goal: this.spec.target.text, moves: this.moves.length,
      hints: this.hints
    };
    if (targetMet(b, this.spec.target)) return [PP.t('js-egypt-solved', args), 'ok'];
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
      var before = this.verdict(this.board(this.moves.length - 1));
      var now = this.verdict(this.board());
      if (before.winnable === true && now.winnable === false) {
        this.offerBack(this.moves.length - 1);
        this.report(PP.t('js-egypt-careful', { played: said, goal: this.spec.target.text }), 'err');
      }
    }
  };

  Puzzle.prototype.afterChange = function (text) {
    this.render();
    if (this.over()) {
      var end = this.endText();
      this.report(end[0], end[1]);
    } else {
      this.report(text, 'info');
    }
    this.save();
  };

  Puzzle.prototype.act = function (act, btn) {
    this.hint = null;
    switch (act) {
      case 'undo':
        if (!this.moves.length) return;
        this.redo.push(this.moves.pop());
        this.sel = null;
        this.afterChange(PP.t('js-egypt-took-back', { move: this.redo[this.redo.length - 1] }));
        break;
      case 'redo':
        if (!this.redo.length) return;
        this.play(this.redo[this.redo.length - 1]);
        break;
      case 'reset':
        this.moves = [];
        this.redo = [];
        this.sel = null;
        this.elapsed = 0;
        this.tickFrom = null;
        this.clearBack();
        this.afterChange(PP.t('js-egypt-at-start'));
        break;
      case 'hint':
        this.giveHint();
        break;
      case 'back':
        if (this.backTo === null) return;
        while (this.moves.length > this.backTo) this.redo.push(this.moves.pop());
        this.sel = null;
        this.clearBack();
        this.afterChange(PP.t('js-egypt-back-to', { n: this.moves.length }));
        break;
      case 'warn':
        this.warn = btn.checked;
        this.save();
        break;
      case 'solution':
        PP.toggleSolution(this.section, btn);
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
    }
  };

  // ---- The page ------------------------------------------------------------

  var puzzles = [];
  document.querySelectorAll('section.puzzle[data-player=egypt]').forEach(function (s) {
    var spec = PAGE.puzzles[+s.dataset.index];
    if (spec) puzzles.push(new Puzzle(s, spec));
  });

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

  // For tests and for pages that embed the puzzles.
  var api = {
    legalMoves: function (text) { return legalMoves(parsePosition(text)); },
    whyIllegal: function (text, mv) {
      var b = parsePosition(text);
      var p = mv.split('-');
      return whyIllegal(b, sqIndex(b, p[0]), sqIndex(b, p[1]));
    },
    position: function (i) { return formatPosition(puzzles[i].board()); },
    moves: function (i) { return puzzles[i].moves.slice(); },
    count: function () { return puzzles.length; },
    // The page's solver on any position: {winnable, move} (move: a first
    // move that keeps the goal reachable, in the notation).
    solve: function (text, target) {
      var b = parsePosition(text);
      var sv = new window.PyramidPress.EgyptSolver(b.rows, b.cols, target, MAX_STACK);
      var r = sv.decide(b.st);
      return { winnable: r.winnable, move: r.line.length ? moveText(b, r.line[0]) : null };
    },
    // Many positions with one solver per grid and target (its table of
    // lost positions shared), each [position, target]: [{winnable, move,
    // ms}].
    solveMany: function (list) {
      var solvers = new Map();
      return list.map(function (item) {
        var b = parsePosition(item[0]);
        var key = b.rows + 'x' + b.cols + ' ' + JSON.stringify(item[1]);
        var sv = solvers.get(key);
        if (!sv) {
          sv = new window.PyramidPress.EgyptSolver(b.rows, b.cols, item[1], MAX_STACK);
          solvers.set(key, sv);
        }
        var t0 = performance.now();
        var r = sv.decide(b.st);
        return { winnable: r.winnable, move: r.line.length ? moveText(b, r.line[0]) : null,
          ms: performance.now() - t0 };
      });
    },
    playText: function (text, mv) {
      var b = parsePosition(text);
      return playMove(b, mv) ? formatPosition(b) : null;
    },
    state: function (i) { return puzzles[i].publicState(); },
    hints: function (i) { return puzzles[i].hints; }
  };
  for (var k in api) PP[k] = api[k];

  // For the page's "check moves written on paper" box (page.js): the first
  // move of `list` that is not legal from `pos` and why, or whether the
  // whole list solves the puzzle.
  PP.checkEgypt = function (pos, target, list) {
    var b = parsePosition(pos);
    for (var i = 0; i < list.length; i++) {
      var p = list[i].toLowerCase().split('-');
      var f = sqIndex(b, p[0] || ''), t = sqIndex(b, p[1] || '');
      if (p.length !== 2 || f < 0 || t < 0) {
        return { at: i, reason: PP.t('js-egypt-check-not-a-move') };
      }
      var why = whyIllegal(b, f, t);
      if (why) return { at: i, reason: why };
      playMove(b, list[i].toLowerCase());
    }
    var left = legalHops(b).length;
    var solved = !left && targetMet(b, target);
    return { at: -1, solved: solved, reason: left ? PP.t('js-egypt-check-left', { n: left }) :
      PP.t('js-egypt-check-stuck', { goal: target.text }) };
  };
})();
