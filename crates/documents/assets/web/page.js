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
    // A puzzle solved after its solution was shown is not counted.
    var n = document.querySelectorAll('section.puzzle[data-player].solved:not([data-seen=true])').length;
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
    var n = section.id.replace('puzzle-', ''), box = document.createElement('details');
    box.className = 'check';
    box.innerHTML = '<summary></summary><label for="check-' + n + '"></label><textarea id="check-' + n +
      '" rows="3" spellcheck="false" autocomplete="off"></textarea><p><button type="button" data-check></button></p>' +
      '<p class="checkout" role="status" aria-live="polite"></p>';
    box.querySelector('summary').textContent = PP.t('js-page-check-summary');
    box.querySelector('label').textContent = PP.t('js-page-check-label');
    box.querySelector('button').textContent = PP.t('js-page-check-button');
    (section.querySelector('.side') || section).appendChild(box);
  }

  // One box a puzzle, also for a section made after this script
  // (play.html makes its puzzle once the engine runs).
  PP.addCheckBox = function (section) {
    if (!section.querySelector('details.check')) checkBox(section);
  };
  function addCheckBoxes() {
    document.querySelectorAll('section.puzzle[data-player]').forEach(PP.addCheckBox);
  }
  // The check box's button: the engine's verdict once it runs (search.js,
  // PP.checkInto), else why there is none.
  document.addEventListener('click', function (ev) {
    var btn = ev.target.closest && ev.target.closest('[data-check]');
    if (!btn) return;
    var section = btn.closest('section.puzzle');
    var out = section.querySelector('.checkout');
    var text = section.querySelector('.check textarea').value;
    if (PP.checkInto && !PP.engineError) PP.checkInto(section, text, out);
    else out.textContent = PP.engineError || PP.t('js-page-check-unsupported');
  });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', addCheckBoxes);
  else setTimeout(addCheckBoxes, 0);
})();
