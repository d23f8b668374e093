// pyramid-press: what every puzzle of the page shares, whatever its game:
// copying an ID, the count of puzzles solved, saved moves and SVG
// elements. Each game's player is a script of its own after this one; it
// marks a solved puzzle's section with the class "solved" and then calls
// PyramidPress.progress().
(function () {
  'use strict';
  var PP = window.PyramidPress = window.PyramidPress || {};
  var DATA = JSON.parse(document.getElementById('pp-data').textContent);

  // ---- Words: the page's messages in its language ---------------------------
  // DATA.messages holds the Fluent messages the scripts use, compiled by
  // crates/documents/src/web_messages.rs: a message is a list of parts,
  // text, {v: variable} or {s: variable, k: [[key, isNumber, parts]...],
  // d: default}. Plural categories are the browser's (Intl.PluralRules);
  // numbers are written with the language's separators (DATA.number), as
  // on the printed pages.
  PP.lang = DATA.lang || 'en';
  var MESSAGES = DATA.messages || {};
  var NUMBER = DATA.number || { decimal: '.', group: ',', minGroup: 4 };
  var PLURALS = null;
  try { PLURALS = new Intl.PluralRules(PP.lang); } catch (e) { PLURALS = null; }

  PP.number = function (n) {
    var text = String(Math.abs(n)).split('.');
    var int = text[0], out = '';
    if (int.length >= NUMBER.minGroup) {
      for (var i = 0; i < int.length; i++) {
        if (i > 0 && (int.length - i) % 3 === 0) out += NUMBER.group;
        out += int[i];
      }
    } else out = int;
    return (n < 0 ? '-' : '') + out + (text.length > 1 ? NUMBER.decimal + text[1] : '');
  };

  function variantMatches(value, key, isNumber) {
    if (typeof value === 'number') {
      if (isNumber) return value === Number(key);
      return PLURALS !== null && PLURALS.select(value) === key;
    }
    return !isNumber && String(value) === key;
  }

  function fill(parts, args) {
    var out = '';
    parts.forEach(function (p) {
      if (typeof p === 'string') { out += p; return; }
      if (p.v !== undefined) {
        var v = args[p.v];
        out += v === undefined ? '{$' + p.v + '}' : typeof v === 'number' ? PP.number(v) : String(v);
        return;
      }
      var value = args[p.s], chosen = p.k[p.d][2];
      for (var i = 0; i < p.k.length; i++) {
        if (value !== undefined && variantMatches(value, p.k[i][0], p.k[i][1])) { chosen = p.k[i][2]; break; }
      }
      out += fill(chosen, args);
    });
    return out;
  }

  // Items as the language lists alternatives: "c1, a3 or e3", "c1 oder
  // a3" (the browser's Intl.ListFormat; commas where it has none).
  PP.orList = function (items) {
    try {
      return new Intl.ListFormat(PP.lang, { type: 'disjunction' }).format(items);
    } catch (e) { return items.join(', '); }
  };

  // More messages: the players' words, which a page carries with their
  // scripts in its packed engine (documents::web).
  PP.addMessages = function (more) {
    Object.keys(more).forEach(function (id) { MESSAGES[id] = more[id]; });
  };

  // The message `id` with its arguments, in the page's language.
  PP.t = function (id, args) {
    var m = MESSAGES[id];
    return m ? fill(m, args || {}) : id;
  };

  PP.progress = function () {
    var el = document.querySelector('.progress');
    var all = document.querySelectorAll('section.puzzle[data-player]');
    if (!el || all.length < 2) return;
    var n = document.querySelectorAll('section.puzzle[data-player].solved').length;
    el.textContent = PP.t('js-page-progress', { solved: n, total: all.length });
  };

  // For the game players: moves saved in this browser (nothing when
  // storage is off), and SVG elements.
  var PREFIX = 'pyramid-press/';
  PP.load = function (id) {
    try {
      var v = window.localStorage.getItem(PREFIX + id);
      return v ? JSON.parse(v) : null;
    } catch (e) { return null; }
  };
  PP.store = function (id, value) {
    try { window.localStorage.setItem(PREFIX + id, JSON.stringify(value)); } catch (e) { /* storage off */ }
  };
  PP.el = function (name, attrs) {
    // The page's own SVG namespace (the page names no address).
    var e = document.createElementNS(document.querySelector('svg').namespaceURI, name);
    for (var k in attrs) e.setAttribute(k, attrs[k]);
    return e;
  };

  // The "lost position" undo every player shares: `proto` is a player's
  // prototype with `moves`, `verdict(position)` and a `backBtn`;
  // `positionAt(k)` is its position after the first k moves.
  PP.addUndoToWinnable = function (proto, positionAt) {
    // The most moves of the player's line after which the goal could still
    // be reached (a position that cannot reach it never leads to one that
    // can, so the answer is found by halving), or -1 when not even the
    // start could, or null when a position is too large to settle.
    proto.lastWinnable = function () {
      var lo = -1, hi = this.moves.length;
      while (lo < hi) {
        var mid = Math.floor((lo + hi + 1) / 2);
        var v = this.verdict(positionAt.call(this, mid));
        if (v.winnable === null) return null;
        if (v.winnable) lo = mid; else hi = mid - 1;
      }
      return lo;
    };
    proto.offerBack = function (k) {
      this.backTo = k;
      if (this.backBtn) {
        this.backBtn.hidden = false;
        this.backBtn.textContent = PP.t('js-page-undo-to', { move: k });
      }
    };
    proto.clearBack = function () {
      this.backTo = null;
      if (this.backBtn) this.backBtn.hidden = true;
    };
  };

  // The "Show solution" button of a puzzle: shows or hides its solution.
  PP.toggleSolution = function (section, btn) {
    var box = section.querySelector('.solution');
    box.hidden = !box.hidden;
    btn.setAttribute('aria-expanded', String(!box.hidden));
    btn.textContent = PP.t(box.hidden ? 'js-page-show-solution' : 'js-page-hide-solution');
  };

  function say(section, text) {
    var st = section.querySelector('.status');
    if (st) {
      st.textContent = text;
      st.className = 'status info';
    }
  }

  function copyId(btn) {
    var section = btn.closest('section');
    var node = section.querySelector('.pid');
    var text = node.textContent;
    var done = function () { say(section, PP.t('js-page-copied-id', { id: text })); };
    var fallback = function () {
      var ok = false;
      try {
        var range = document.createRange();
        range.selectNodeContents(node);
        var sel = window.getSelection();
        sel.removeAllRanges();
        sel.addRange(range);
        ok = document.execCommand('copy');
      } catch (e) { ok = false; }
      if (ok) done();
      else say(section, PP.t('js-page-id-selected'));
    };
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(done, fallback);
    } else {
      fallback();
    }
  }

  // Copy buttons, also of sections made after this script (play.html).
  document.addEventListener('click', function (ev) {
    var btn = ev.target.closest && ev.target.closest('[data-copy]');
    if (btn) copyId(btn);
  });

  var DAY = DATA.day || null;

  // ---- Embed mode: ?embed, and &puzzle=N for one puzzle -------------------

  var query = {};
  location.search.replace(/^\?/, '').split('&').forEach(function (kv) {
    if (!kv) return;
    var i = kv.indexOf('=');
    query[decodeURIComponent(i < 0 ? kv : kv.slice(0, i))] = i < 0 ? '' : decodeURIComponent(kv.slice(i + 1));
  });
  PP.embedded = 'embed' in query;
  if (PP.embedded) {
    document.documentElement.classList.add('embed');
    var only = parseInt(query.puzzle, 10);
    var sections = document.querySelectorAll('section.puzzle');
    if (only >= 1 && only <= sections.length) {
      sections.forEach(function (s, i) { if (i !== only - 1) s.hidden = true; });
    }
  }

  // ---- Dates: the visitor's calendar -------------------------------------

  // Today on the visitor's device, as the site writes days (2026-12-03).
  PP.today = function () {
    var d = new Date();
    var two = function (n) { return (n < 10 ? '0' : '') + n; };
    return d.getFullYear() + '-' + two(d.getMonth() + 1) + '-' + two(d.getDate());
  };
  var TODAY = PP.today();
  // Days not out yet on this device are not linked (the site may be
  // written ahead); a day page of such a day gives way to the day of
  // today (today.html).
  document.querySelectorAll('[data-date]').forEach(function (a) {
    if (a.dataset.date > TODAY) a.hidden = true;
  });
  var todayLink = document.querySelector('a[data-today]');
  if (DAY && DAY > TODAY && todayLink) location.replace(todayLink.getAttribute('href') + location.search);

  // ---- Checking a move list written on paper -------------------------------

  function checkBox(section) {
    var box = document.createElement('details');
    box.className = 'check';
    var n = section.id.replace('puzzle-', '');
    var summary = document.createElement('summary');
    summary.textContent = PP.t('js-page-check-summary');
    var label = document.createElement('label');
    label.htmlFor = 'check-' + n;
    label.textContent = PP.t('js-page-check-label');
    var area = document.createElement('textarea');
    area.id = 'check-' + n;
    area.rows = 3;
    area.spellcheck = false;
    area.setAttribute('autocomplete', 'off');
    var p = document.createElement('p'), button = document.createElement('button');
    button.type = 'button';
    button.setAttribute('data-check', '');
    button.textContent = PP.t('js-page-check-button');
    p.appendChild(button);
    var out = document.createElement('p');
    out.className = 'checkout';
    out.setAttribute('role', 'status');
    out.setAttribute('aria-live', 'polite');
    [summary, label, area, p, out].forEach(function (e) { box.appendChild(e); });
    var side = section.querySelector('.side') || section;
    side.appendChild(box);
  }

  // The verdict of a list of moves on a section's puzzle: the engine's,
  // the verdict `pyramid-press check` gives (the egypt and cards crates
  // read the list and check it), worded in the page's language: {kind,
  // at (the move or step it names, from 0, or -1), move, solved, count,
  // reason, line (the command line's English), text} or {error, text}
  // when the engine fails.
  PP.checkSection = function (section, text) {
    var i = +section.dataset.index;
    var spec = JSON.parse(document.getElementById('pp-data').textContent).puzzles[i];
    if (!String(text).trim()) return { text: PP.t('js-page-check-empty') };
    if (PP.engineError) return { text: PP.engineError };
    var v = null;
    if (section.dataset.player === 'egypt' && PP.checkEgypt) {
      v = PP.checkEgypt(spec.pos, spec.target, text);
    } else if (section.dataset.player === 'cards' && PP.cards && PP.cards.check) {
      var k = [].indexOf.call(document.querySelectorAll('section.puzzle[data-player=cards]'), section);
      v = PP.cards.check(k, text);
    }
    if (!v) return { text: PP.t('js-page-check-unsupported') };
    if (v.error) v.text = v.error;
    else if (v.solved) v.text = PP.t('js-page-check-solves', { n: v.count });
    else if (v.kind === 'illegal' || v.kind === 'loses' || v.kind === 'malformed') {
      v.text = PP.t('js-page-check-wrong', { n: v.at + 1, move: v.move,
        reason: v.kind === 'loses' ? PP.t('js-page-check-loses') : v.reason }) +
        // Moves after an unreadable one are not checked; those before it are.
        (v.at > 0 && v.kind !== 'malformed' ? ' ' + PP.t('js-page-check-before', { n: v.at }) : '');
    } else if (v.kind === 'short') {
      v.text = PP.t('js-page-check-not-solved', { n: v.count, reason: v.reason });
    } else v.text = PP.t('js-page-check-unsolvable');
    return v;
  };

  function addCheckBoxes() {
    document.querySelectorAll('section.puzzle[data-player]').forEach(checkBox);
  }
  document.addEventListener('click', function (ev) {
    var btn = ev.target.closest && ev.target.closest('[data-check]');
    if (!btn) return;
    var section = btn.closest('section.puzzle');
    var out = section.querySelector('.checkout');
    var text = section.querySelector('.check textarea').value;
    try {
      out.textContent = PP.checkSection(section, text).text;
    } catch (e) {
      out.textContent = PP.engineError || String(e && e.message || e);
    }
  });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', addCheckBoxes);
  else setTimeout(addCheckBoxes, 0);
})();
