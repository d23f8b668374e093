// pyramid-press: what every puzzle of the page shares, whatever its game:
// copying an ID, the count of puzzles solved, saved moves and SVG
// elements. Each game's player is a script of its own after this one; it
// marks a solved puzzle's section with the class "solved" and then calls
// PyramidPress.progress().
(function () {
  'use strict';
  var PP = window.PyramidPress = window.PyramidPress || {};

  PP.progress = function () {
    var el = document.querySelector('.progress');
    var all = document.querySelectorAll('section.puzzle[data-player]');
    if (!el || all.length < 2) return;
    var n = document.querySelectorAll('section.puzzle[data-player].solved').length;
    el.textContent = 'Solved in this browser: ' + n + ' of ' + all.length + '.';
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

  // The "Show solution" button of a puzzle: shows or hides its solution.
  PP.toggleSolution = function (section, btn) {
    var box = section.querySelector('.solution');
    box.hidden = !box.hidden;
    btn.setAttribute('aria-expanded', String(!box.hidden));
    btn.textContent = box.hidden ? 'Show solution' : 'Hide solution';
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
    var done = function () { say(section, 'Copied the ID ' + text + '.'); };
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
      else say(section, 'The ID is selected: copy it with Ctrl+C (or Cmd+C).');
    };
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(done, fallback);
    } else {
      fallback();
    }
  }

  document.querySelectorAll('[data-copy]').forEach(function (btn) {
    btn.addEventListener('click', function () { copyId(btn); });
  });
})();
