// pyramid-press: the play-by-ID page. Reads the ID after '#' in the
// address, has the engine decode it (no network: an ID holds its whole
// puzzle), and
// builds the puzzle's section and data before the game players start, so
// they play it as they play a day's puzzles. Runs after page.js.
(function () {
  'use strict';
  var PP = window.PyramidPress = window.PyramidPress || {};
  var node = document.getElementById('pp-data');
  var PAGE = JSON.parse(node.textContent);
  var PLAY = PAGE.play || {};

  // ---- IDs: the engine decodes them (crates/web-engine), as
  // `pyramid-press check` reads them --------------------------------------

  // {game: 'egypt', id, rows, cols, pos, target} or {game: 'cards', id,
  // variant, pyramid, stock}, or {error}: the command line's message.
  // What is wrong with an ID (the engine's problem code), in the page's
  // words.
  var PROBLEMS = {
    'grid-digits': 'js-play-error-grid-digits', 'grid-range': 'js-play-error-grid-range',
    'target': 'js-play-error-target', 'no-position': 'js-play-error-no-position',
    'check-length': 'js-play-error-check-length', 'check-char': 'js-play-error-check-char',
    'checksum': 'js-play-error-checksum', 'ends-early': 'js-play-error-ends-early',
    'stack-tall': 'js-play-error-stack-tall', 'extra': 'js-play-error-extra'
  };
  function problemText(p, fallback) {
    if (!p) return fallback;
    if (p.code === 'not-id') return PP.t('js-play-error-not-id', { id: p.id });
    if (p.code === 'char') return PP.t('js-play-error-char', { char: p.char, group: +p.group });
    if (p.code === 'target') return PP.t('js-play-error-target', { target: p.target });
    if (p.code === 'grid-digits') return PP.t('js-play-error-grid-digits', { chars: p.chars });
    if (p.code === 'seed') return PP.t('js-play-error-seed', { seed: p.seed, max: p.max });
    if (p.code === 'variant') {
      return PP.t('js-play-error-variant', { name: p.name });
    }
    return PROBLEMS[p.code] ? PP.t(PROBLEMS[p.code]) : fallback;
  }

  function decodeId(id) {
    var r = PP.ask({ op: 'decode-id', id: id });
    if (r.error) return { error: problemText(r.problem, r.error) };
    if (r.game === 'cards') {
      var variants = (PLAY.cards && PLAY.cards.variants) || {};
      if (!variants[r.variant]) {
        return { error: PP.t('js-play-error-variant', { name: r.variant }) };
      }
      return { game: 'cards', id: r.id, variant: r.variant, pyramid: r.pyramid, stock: r.stock };
    }
    return { game: 'egypt', id: r.id, rows: r.rows, cols: r.cols, pos: r.pos, target: r.target };
  }

  PP.decodeId = decodeId;

  // ---- The page ----------------------------------------------------------

  function esc(t) {
    return String(t).replace(/[&<>"']/g, function (c) {
      return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c];
    });
  }

  function goalOf(t) {
    var g = PLAY.egypt.goals;
    if (t.kind === 'lone') return g[t.value];
    if (t.value === 1) return g.Q1;
    var mark = PLAY.egypt.scoreMark;
    var v = PP.number(t.value);
    return { describe: g.Q.describe.replace(mark, v), caption: g.Q.caption.replace(mark, v) };
  }

  function section(heading, caption, id, player, surface) {
    return '<section class="puzzle" id="puzzle-1" data-index="0" data-player="' + player + '">' +
      '<h2>' + esc(heading) + '</h2><p class="goal">' + esc(caption) +
      ' <span class="idline">' + esc(PP.t('js-play-id')) + ' <code class="pid">' + esc(id) + '</code> ' +
      '<button type="button" class="copy" data-copy>' + esc(PP.t('js-play-copy-id')) + '</button></span></p>' +
      surface + '</section>';
  }

  // The page is made once the engine runs (the players start after it).
  PP.onEngine(start);

  function start() {
  var raw = '';
  try { raw = decodeURIComponent(location.hash.replace(/^#/, '')); } catch (e) { raw = location.hash.slice(1); }
  var msg = document.querySelector('.byid-msg');
  var input = document.getElementById('byid-in');
  var form = document.querySelector('.byid-form');
  if (input) input.value = raw;
  var made = null;
  if (!raw.trim()) {
    if (msg) msg.textContent = PP.t('js-play-no-id');
  } else {
    var r = decodeId(raw);
    if (r.error) {
      if (msg) {
        msg.textContent = PP.t('js-play-cannot-open', { id: raw.trim(), reason: r.error });
        msg.className = 'byid-msg err';
      }
    } else if (r.game === 'egypt' && PLAY.egypt) {
      var goal = goalOf(r.target);
      var grid = PLAY.egypt.grids[r.rows + 'x' + r.cols];
      made = section(PP.t('js-play-egypt-heading', { grid: r.rows + 'x' + r.cols }), goal.caption, r.id, 'egypt',
        PLAY.egypt.surface.replace(PLAY.egypt.mark, grid));
      // The idea behind the puzzle, as the day pages have it: the engine
      // grades the puzzle as the generator does, a search the player asks
      // with the first hint (egypt.js, Puzzle.idea), so no idea here.
      PAGE.puzzles = [{ id: r.id, rows: r.rows, cols: r.cols, pos: r.pos,
        target: { kind: r.target.kind, value: r.target.value, text: goal.describe }, solution: null, player: 'egypt' }];
    } else if (r.game === 'cards' && PLAY.cards) {
      var v = PLAY.cards.variants[r.variant];
      made = section(PP.t('js-play-cards-heading', { kind: v.kind }), v.caption, r.id, 'cards', v.surface);
      PAGE.puzzles = [{ id: r.id, pyramid: r.pyramid, stock: r.stock, slots: v.slots,
        rules: v.rules, solution: [], player: 'cards' }];
    }
    if (made && msg) msg.textContent = PP.t('js-play-playing', { id: r.id });
  }
  if (made) {
    var main = document.querySelector('main');
    main.insertAdjacentHTML('beforeend', made);
    // A deal opened by its ID comes without a proved key (as a puzzle
    // does): no Show solution button over an empty key.
    if (r.game === 'cards') {
      main.lastElementChild.querySelectorAll('[data-act=solution], p.solution').forEach(function (e) { e.remove(); });
    }
    // The check box of the day pages (page.js), for the puzzle or deal
    // opened: the same engine op checks moves written on paper.
    if (PP.addCheckBox) PP.addCheckBox(main.lastElementChild);
    // The ID as the engine writes it (puzzle IDs in capitals, deal IDs
    // in small letters).
    document.title = r.id + ' \u00b7 ' + document.title;
    node.textContent = JSON.stringify(PAGE).replace(/</g, '\\u003c');
  }
  if (form) {
    form.addEventListener('submit', function (ev) {
      ev.preventDefault();
      var id = input.value.trim();
      if (id) location.hash = encodeURIComponent(id);
    });
  }
  }
  // Another ID in the address: start again with it.
  window.addEventListener('hashchange', function () { location.reload(); });
})();
