// pyramid-press: what the players of a page share besides page.js, run
// with them once the engine has started (a page that carries its engine
// carries this deflated with the players' scripts): the height an
// embedded page posts to the page around its frame, opening at a puzzle
// named in the address, the undo/redo keys, and the day's result,
// statistics and streaks.
(function () {
  'use strict';
  var PP = window.PyramidPress;
  var DATA = JSON.parse(document.getElementById('pp-data').textContent);
  var PREFIX = 'pyramid-press/';
  var DAY = DATA.day || null;

  // ---- Embedded: the page's height to the page around the frame ----------

  if (PP.embedded) {
    // The page's height to the page around the frame, whenever it changes
    // (the snippet of the archive and the guide sets the frame's height
    // from it; a page without it keeps the frame's own height).
    var sent = 0;
    var postHeight = function () {
      var h = Math.ceil(document.documentElement.getBoundingClientRect().height);
      if (h === sent || window.parent === window) return;
      sent = h;
      window.parent.postMessage({ type: 'pyramid-press-height', height: h }, '*');
    };
    if (window.ResizeObserver) new ResizeObserver(postHeight).observe(document.documentElement);
    window.addEventListener('load', postHeight);
    window.addEventListener('resize', postHeight);
    document.addEventListener('pyramidpress:state', postHeight);
    postHeight();
  }

  // ---- Opened at a puzzle (a QR code, a link with #ID or #puzzle-N) ----------

  // The puzzle's section at the top of the screen, its board right below
  // its heading (a phone otherwise shows the page's header first).
  PP.showAsked = function () {
    var want = '';
    try { want = decodeURIComponent(location.hash.slice(1)).replace(/\s+/g, '').toUpperCase(); } catch (e) { want = ''; }
    if (!want || PP.embedded) return;
    var hit = null;
    document.querySelectorAll('section.puzzle').forEach(function (s) {
      var pid = s.querySelector('.pid');
      if (!hit && (s.id.toUpperCase() === want || (pid && pid.textContent.toUpperCase() === want))) hit = s;
    });
    if (hit) hit.scrollIntoView();
  };
  // After every player has drawn its puzzles (play.html makes its
  // puzzle when the engine starts).
  PP.onEngine(PP.showAsked);

  // ---- Keys: Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z redoes ---------------------

  var lastSection = null;
  ['focusin', 'click'].forEach(function (type) {
    document.addEventListener(type, function (ev) {
      var s = ev.target.closest && ev.target.closest('section.puzzle[data-player]');
      if (s) lastSection = s;
    });
  });
  document.addEventListener('keydown', function (ev) {
    if (!(ev.ctrlKey || ev.metaKey) || ev.altKey) return;
    var k = ev.key.toLowerCase();
    var act = k === 'z' ? (ev.shiftKey ? 'redo' : 'undo') : k === 'y' ? 'redo' : null;
    var t = ev.target;
    if (!act || (t && /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return;
    var all = document.querySelectorAll('section.puzzle[data-player]:not([hidden])');
    var s = (t.closest && t.closest('section.puzzle[data-player]')) || lastSection || (all.length === 1 ? all[0] : null);
    var btn = s && s.querySelector('[data-act=' + act + ']');
    if (!btn) return;
    ev.preventDefault();
    if (!btn.disabled) btn.click();
  });

  // ---- The day's result, statistics and streaks ---------------------------

  var STATS = PREFIX + 'stats';
  function loadStats() {
    try {
      var v = JSON.parse(window.localStorage.getItem(STATS) || 'null');
      return v && v.days ? v : { days: {} };
    } catch (e) { return { days: {} }; }
  }
  function saveStats(v) {
    try { window.localStorage.setItem(STATS, JSON.stringify(v)); } catch (e) { /* storage off */ }
  }
  var DAY_MS = 86400000;
  function dayNumber(text) {
    var m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    return m ? Math.round(Date.UTC(+m[1], +m[2] - 1, +m[3]) / DAY_MS) : NaN;
  }

  // Hints the player used on a puzzle, as its player counts them (0 when
  // it keeps no count).
  function hintsOf(section, i) {
    var n = +(section.dataset.hints || 0);
    if (!n && typeof PP.hintsUsed === 'function') n = +PP.hintsUsed(i) || 0;
    return n || 0;
  }

  // What the page holds now: per puzzle its heading, moves, hints, solved.
  function result() {
    var out = [];
    document.querySelectorAll('section.puzzle[data-player]').forEach(function (s, i) {
      var h = s.querySelector('h2');
      // A solved puzzle counts its best solve (kept through undo and
      // reload), any other the moves on its board now.
      var solved = s.classList.contains('solved'), rec = s.dataset.record;
      rec = solved && rec ? rec.split(' ') : null;
      // Played to its end after its solution was shown (PP.toggleSolution):
      // not solved for the share text, the statistics or a streak.
      var seen = solved && s.dataset.seen === 'true';
      if (seen) solved = false;
      out.push({
        seen: seen,
        name: h ? h.firstChild.textContent.split(' \u00b7 ')[0] : PP.t('js-page-puzzle-n', { n: i + 1 }),
        moves: rec ? +rec[0] : s.querySelectorAll('.moves li').length,
        hints: rec ? +rec[1] : hintsOf(s, i),
        solved: solved
      });
    });
    return out;
  }

  // The share text: no move and no position, only counts: the day, a
  // line per puzzle played (a square for solved, solved with hints or not
  // yet), and the day's address when the site has one.
  PP.shareText = function () {
    var r = result();
    var solved = r.filter(function (p) { return p.solved; }).length;
    // The headline counts the solved puzzles' moves and hints only (the
    // lines below give the rest).
    var moves = 0, hints = 0;
    r.forEach(function (p) { if (p.solved) { moves += p.moves; hints += p.hints; } });
    var lines = [DATA.title, PP.t('js-page-share-summary',
      { solved: solved, total: r.length, moves: moves, hints: hints })];
    r.forEach(function (p) {
      if (!p.moves && !p.solved && !p.hints) return;
      var what = [PP.t('js-page-share-moves', { n: p.moves })];
      if (p.hints) what.push(PP.t('js-page-share-hints', { n: p.hints }));
      if (p.seen) what.push(PP.t('js-page-share-seen'));
      lines.push(PP.t('js-page-share-line', {
        mark: p.solved ? (p.hints ? '\ud83d\udfe8' : '\ud83d\udfe9') : p.seen ? '\ud83d\udfe6' : '\u2b1c',
        name: p.name, what: what.join(', ') }));
    });
    if (DATA.url) lines.push(DATA.url);
    return lines.join('\n');
  };

  // Streaks count the days with a puzzle solved on that very date (by
  // this device's calendar): replaying an older day adds to the other
  // figures, not to a streak. Today still counts until it ends: the
  // current streak runs up to today, or up to yesterday while nothing of
  // today is solved yet.
  function streaks(stats, today) {
    var good = {};
    Object.keys(stats.days).forEach(function (d) {
      if (stats.days[d].onDay) good[dayNumber(d)] = true;
    });
    var nums = Object.keys(good).map(Number).sort(function (a, b) { return a - b; });
    var best = 0, run = 0, prev = NaN;
    nums.forEach(function (n) {
      run = n === prev + 1 ? run + 1 : 1;
      best = Math.max(best, run);
      prev = n;
    });
    var current = 0;
    for (var n = good[today] ? today : today - 1; good[n]; n--) current++;
    return { current: current, best: best };
  }

  PP.stats = function () {
    var st = loadStats(), played = 0, complete = 0, puzzles = 0;
    Object.keys(st.days).forEach(function (d) {
      var e = st.days[d];
      if (e.moves > 0) played++;
      if (e.total > 0 && e.solved === e.total) complete++;
      puzzles += e.solved || 0;
    });
    var s = streaks(st, dayNumber(PP.today()));
    return { played: played, complete: complete, solved: puzzles, current: s.current, best: s.best };
  };

  function showDay() {
    if (!DAY) return;
    var r = result();
    var e = { solved: 0, total: r.length, moves: 0, hints: 0 };
    r.forEach(function (p) { e.moves += p.moves; e.hints += p.hints; if (p.solved) e.solved++; });
    var st = loadStats();
    if (e.moves > 0 || st.days[DAY]) {
      // Solved on its own date once: it stays so.
      e.onDay = !!((st.days[DAY] && st.days[DAY].onDay) || (e.solved > 0 && DAY === PP.today()));
      st.days[DAY] = e;
      saveStats(st);
    }
    var text = document.querySelector('.sharetext');
    if (text) text.textContent = PP.shareText();
    var dl = document.querySelector('.stats');
    if (!dl) return;
    var s = PP.stats();
    var rows = [[PP.t('js-page-stat-days-played'), s.played],
      [PP.t('js-page-stat-puzzles-solved'), s.solved],
      [PP.t('js-page-stat-days-complete'), s.complete],
      [PP.t('js-page-stat-current-streak'), s.current],
      [PP.t('js-page-stat-best-streak'), s.best]];
    dl.textContent = '';
    rows.forEach(function (row) {
      var dt = document.createElement('dt'), dd = document.createElement('dd');
      dt.textContent = row[0];
      dd.textContent = PP.number(row[1]);
      dl.appendChild(dt);
      dl.appendChild(dd);
    });
  }

  var shown = false;
  var base = PP.progress;
  PP.progress = function () {
    base();
    if (!shown) {
      shown = true;
      // After every player has drawn its puzzles.
      setTimeout(function () { shown = false; showDay(); }, 0);
    }
  };
  // Once the players have drawn their puzzles.
  PP.onEngine(showDay);
  // Leaving the page right after a move (before the deferred update ran)
  // still records the day.
  window.addEventListener('pagehide', showDay);
  // A hint asked for changes the day's result as a move does.
  document.addEventListener('pyramidpress:state', function () { PP.progress(); });

  document.addEventListener('click', function (ev) {
    var btn = ev.target.closest && ev.target.closest('[data-share]');
    if (!btn) return;
    var text = PP.shareText();
    var note = document.querySelector('.sharenote');
    var done = function () { if (note) note.textContent = PP.t('js-page-share-copied'); };
    var fallback = function () {
      var box = document.querySelector('.sharetext');
      var range = document.createRange();
      range.selectNodeContents(box);
      var sel = window.getSelection();
      sel.removeAllRanges();
      sel.addRange(range);
      var ok = false;
      try { ok = document.execCommand('copy'); } catch (e) { ok = false; }
      if (note) note.textContent = PP.t(ok ? 'js-page-share-copied' : 'js-page-share-selected');
    };
    if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text).then(done, fallback);
    else fallback();
  });
})();
