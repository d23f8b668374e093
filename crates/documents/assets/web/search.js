// pyramid-press: what the players share once the engine runs (carried
// and run with them): the searches beside the page (a Worker, so a long
// one never freezes it), the "thinking" line with its Stop button, the
// undo to the last winnable position, and the rules for a first-time
// player of an embed. Runs after page.js and engine.js.
(function () {
  'use strict';
  var PP = window.PyramidPress = window.PyramidPress || {};

  // ---- Searches beside the page: a Worker ---------------------------------
  // A search (a hint or a lost-position verdict on a big board opened by
  // its ID, a written list checked there, the idea of such a puzzle) can
  // take seconds, up to minutes: on the page's thread it would freeze the
  // page. PP.think(req, section) gives a promise of the answer of a second
  // copy of the module, run by a Worker made from a Blob URL (a worker
  // file is refused from file://), asked for `section`. The worker runs
  // one search at a time, so PP.stop(section) ends it: what `section` asked
  // rejects with {stopped: true}; a new worker starts at once and is asked
  // again what the other sections asked (their searches start over but
  // are not stopped). PP.stop() with no section stops every search.
  function workerMain() {
    var ex = null;
    onmessage = function (e) {
      var m = e.data;
      if (m.module) {
        ex = new WebAssembly.Instance(new WebAssembly.Module(m.module), {}).exports;
        return;
      }
      var t0 = performance.now(), answer;
      try { answer = callEngine(ex, m.req); } catch (err) { answer = { error: String(err && err.message || err) }; }
      postMessage({ id: m.id, answer: answer, ms: performance.now() - t0 });
    };
  }
  var worker = null, asked = new Map(), nextId = 1;
  function startWorker() {
    var text = PP.callEngine.toString() + '\n(' + workerMain.toString() + ')();\n';
    var url = URL.createObjectURL(new Blob([text], { type: 'text/javascript' }));
    worker = new Worker(url);
    URL.revokeObjectURL(url);
    worker.postMessage({ module: PP.moduleBytes().slice(0) });
    worker.onmessage = function (e) {
      var job = asked.get(e.data.id);
      if (!job) return;
      asked.delete(e.data.id);
      PP.lastSearchMs = e.data.ms;
      job.resolve(e.data.answer);
    };
    worker.onerror = function (e) {
      // A worker that cannot run (no Worker from this page): each search
      // is asked on the page's thread instead.
      if (e && e.preventDefault) e.preventDefault();
      var jobs = Array.from(asked.values());
      asked.clear();
      worker = false;
      jobs.forEach(function (job) { askHere(job); });
    };
  }
  function askHere(job) {
    try { job.resolve(PP.ask(job.req)); } catch (e) { job.reject(e); }
  }
  PP.think = function (req, section) {
    return new Promise(function (resolve, reject) {
      var job = { req: req, section: section, resolve: resolve, reject: reject };
      if (worker === null) {
        try { startWorker(); } catch (e) { worker = false; }
      }
      if (worker === false) { askHere(job); return; }
      var id = nextId++;
      asked.set(id, job);
      worker.postMessage({ id: id, req: req });
    });
  };
  // Whether a search is running beside the page (for `section`, when
  // given).
  PP.thinking = function (section) {
    if (!section) return asked.size > 0;
    return Array.from(asked.values()).some(function (job) { return job.section === section; });
  };
  PP.stop = function (section) {
    if (!worker || !PP.thinking(section)) return;
    worker.terminate();
    var jobs = Array.from(asked.entries());
    asked.clear();
    worker = null;
    startWorker();
    jobs.forEach(function (e) {
      var id = e[0], job = e[1];
      if (section && job.section !== section) {
        asked.set(id, job);
        worker.postMessage({ id: id, req: job.req });
      } else {
        job.reject({ stopped: true });
      }
    });
  };

  // ---- Answers that need searches, without freezing the page --------------
  // A player's question (a hint, a warning, a list checked) reads the
  // search answers it needs through PP.searched(req, quick). Asked from
  // PP.settle, a missing answer is first tried on the page's thread with a
  // small budget (`quick`, positions: what the day pages' grids need, a
  // few ms), then asked of the worker, and the question runs again once it
  // is known: so the question must not change anything before its last
  // PP.searched. Asked outside PP.settle (the tests' entry points), the
  // answer is the page thread's.
  var answers = new Map(), searching = new Map(), settling = null;
  // The positions a quick try may settle, and the time all of one
  // question's quick tries may take, on the page's thread.
  var QUICK_POSITIONS = 20000, QUICK_MS = 60;
  function Need(req, key) { this.req = req; this.key = key; }
  PP.searched = function (req, quick) {
    var key = JSON.stringify(req);
    if (answers.has(key)) return answers.get(key);
    var a;
    if (!settling) {
      a = PP.ask(req);
    } else {
      if (!quick || performance.now() > settling.quickUntil) throw new Need(req, key);
      a = PP.ask(Object.assign({ positions: QUICK_POSITIONS }, req));
      // Out of budget (or failed): the whole search, in the worker.
      if (a.error || a.winnable === null) throw new Need(req, key);
    }
    answers.set(key, a);
    return a;
  };
  // Runs question(), which reads search answers through PP.searched, until
  // every answer it needs is known: a promise of its result. While the
  // worker searches, `section` shows that the page is thinking, with a
  // Stop button (page.js: PP.showThinking); stopped, the promise rejects
  // with {stopped: true}.
  PP.settle = function (section, question) {
    var quickUntil = performance.now() + QUICK_MS, shown = false;
    return new Promise(function (resolve, reject) {
      function attempt() {
        settling = { quickUntil: quickUntil };
        var result, need = null;
        try { result = question(); } catch (e) {
          if (e instanceof Need) need = e; else { settling = null; reject(e); return; }
        }
        settling = null;
        if (!need) { resolve(result); return; }
        quickUntil = 0;
        // Once per question: the finally below takes it away once.
        if (!shown && PP.showThinking) { shown = true; PP.showThinking(section, true); }
        // One search per question, however often it is asked meanwhile.
        var p = searching.get(need.key);
        if (!p) {
          p = PP.think(need.req, section).then(function (a) {
            answers.set(need.key, a);
            return a;
          });
          searching.set(need.key, p);
          var gone = function () { searching.delete(need.key); };
          p.then(gone, gone);
        }
        p.then(attempt, reject);
      }
      attempt();
    }).finally(function () {
      if (shown && PP.showThinking) PP.showThinking(section, false);
    });
  };

  // The player `name`'s games of the page, made by `make(section, spec)`
  // once the engine runs (a page whose engine cannot start says so,
  // engine.js): the list, filled then. The spec is read then too: the
  // play-by-ID page writes its puzzle in when the engine runs.
  PP.startPlayers = function (name, make) {
    var list = [];
    PP.onEngine(function () {
      document.querySelectorAll('section.puzzle[data-player=' + name + ']').forEach(function (s) {
        var spec = JSON.parse(document.getElementById('pp-data').textContent).puzzles[+s.dataset.index];
        // Its solution shown before it was solved (PP.toggleSolution).
        if (spec && PP.load('seen/' + spec.id)) s.dataset.seen = 'true';
        if (spec) list.push(make(s, spec));
      });
    });
    return list;
  };

  // The buttons every player has, pressed on `player` (a puzzle or a
  // deal: its moves, redo, sel, backTo, warn and section, its clearBack,
  // afterChange, giveHint and save); `say(what, n)` words the player's
  // line: 'undo' (n: the move taken back), 'start', 'back' (n: the moves
  // kept). True when `act` is one of them.
  PP.sharedAct = function (player, act, btn, say) {
    switch (act) {
      case 'undo':
        if (!player.moves.length) return true;
        player.redo.push(player.moves.pop());
        player.sel = null;
        player.afterChange(say('undo', player.redo[player.redo.length - 1]));
        return true;
      case 'restart':
        player.moves = [];
        player.redo = [];
        player.sel = null;
        player.clearBack();
        player.afterChange(say('start'));
        return true;
      case 'hint':
        player.giveHint();
        return true;
      case 'back':
        if (player.backTo === null) return true;
        while (player.moves.length > player.backTo) player.redo.push(player.moves.pop());
        player.sel = null;
        player.clearBack();
        player.afterChange(say('back', player.moves.length));
        return true;
      case 'warn':
        player.warn = btn.checked;
        player.save();
        return true;
      case 'solution':
        PP.toggleSolution(player.section, btn);
        return true;
    }
    return false;
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

  // While the engine's worker searches for a section (engine.js,
  // PP.settle): a line under its status says the page is thinking, with a
  // Stop button that ends the search; the rest of the page answers as
  // usual.
  PP.showThinking = function (section, on) {
    var n = Math.max(0, (+section.dataset.thinking || 0) + (on ? 1 : -1));
    section.dataset.thinking = String(n);
    var line = section.querySelector('.thinking');
    if (!line && n) {
      line = document.createElement('p');
      line.className = 'thinking';
      line.setAttribute('role', 'status');
      var words = document.createElement('span');
      words.textContent = PP.t('js-page-thinking');
      var stop = document.createElement('button');
      stop.type = 'button';
      stop.setAttribute('data-stop', '');
      stop.textContent = PP.t('js-page-stop');
      line.appendChild(words);
      line.appendChild(document.createTextNode(' '));
      line.appendChild(stop);
      var status = section.querySelector('.status');
      if (status) status.insertAdjacentElement('afterend', line);
      else section.appendChild(line);
    }
    if (line) line.hidden = !n;
    section.classList.toggle('busy', n > 0);
  };
  document.addEventListener('click', function (ev) {
    var stop = ev.target.closest && ev.target.closest('[data-stop]');
    if (!stop || !PP.stop) return;
    var section = stop.closest('section');
    PP.stop(section || undefined);
    // The Stop button hides with its line: keyboard focus goes back to
    // the puzzle's Hint button, not to the page's start.
    var hint = section && section.querySelector('[data-act=hint]');
    if (hint) hint.focus();
  });

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
    // A player may word the counts its own way (a deal's list is counted
    // in steps, as `check` counts it); a puzzle's is counted in moves.
    var say = v.say || function (what, args) {
      return PP.t({ solves: 'js-page-check-solves', wrong: 'js-page-check-wrong',
        loses: 'js-page-check-loses', before: 'js-page-check-before' }[what], args);
    };
    if (v.error) v.text = v.error;
    else if (v.solved) v.text = say('solves', { n: v.count, moves: v.moves });
    else if (v.kind === 'illegal' || v.kind === 'loses' || v.kind === 'malformed') {
      v.text = say('wrong', { n: v.at + 1, move: v.move,
        reason: v.kind === 'loses' ? say('loses') : v.reason }) +
        // Moves after an unreadable one are not checked; those before it are.
        (v.at > 0 && v.kind !== 'malformed' ? ' ' + say('before', { n: v.at }) : '');
    } else v.text = v.reason;
    return v;
  };

  // The check box's verdict on `text`, written into `out`: checking a
  // list may search (whether a move loses), beside the page when long.
  PP.checkInto = function (section, text, out) {
    function failed(e) {
      out.textContent = e && e.stopped ? PP.t('js-page-stopped') :
        PP.engineError || String(e && e.message || e);
    }
    try {
      PP.settle(section, function () { return PP.checkSection(section, text); })
        .then(function (v) { out.textContent = v.text; }, failed);
    } catch (e) { failed(e); }
  };

  // Items as the language lists alternatives: "c1, a3 or e3", "c1 oder
  // a3" (the browser's Intl.ListFormat; commas where it has none).
  PP.orList = function (items) {
    try {
      return new Intl.ListFormat(PP.lang, { type: 'disjunction' }).format(items);
    } catch (e) { return items.join(', '); }
  };

  PP.el = function (name, attrs) {
    // The page's own SVG namespace (the page names no address).
    var e = document.createElementNS(document.querySelector('svg').namespaceURI, name);
    for (var k in attrs) e.setAttribute(k, attrs[k]);
    return e;
  };

  // The "Show solution" button of a puzzle: shows or hides its solution.
  // The end of a game played after its solution was shown (the section's
  // data-seen): what the status says instead of a solve; null otherwise.
  PP.seenEnd = function (section) {
    return section.dataset.seen === 'true' ? PP.t('js-page-solved-seen') : null;
  };

  PP.toggleSolution = function (section, btn) {
    var box = section.querySelector('.solution');
    box.hidden = !box.hidden;
    // The solution shown before the puzzle is solved: kept in this
    // browser, a solve after it is told as such and not counted as
    // solved in the statistics, the streak or the share line (more.js).
    if (!box.hidden && !section.classList.contains('solved')) {
      section.dataset.seen = 'true';
      var pid = section.querySelector('.pid');
      if (pid) PP.store('seen/' + pid.textContent, true);
    }
    btn.setAttribute('aria-expanded', String(!box.hidden));
    btn.textContent = PP.t(box.hidden ? 'js-page-show-solution' : 'js-page-hide-solution');
  };

  // An embed shows no header: a first-time player there gets the rules'
  // lines (the header's) behind one short line they can open.
  var how = document.querySelector('header ul.how');
  var main = document.querySelector('main');
  if (PP.embedded && how && main && !document.querySelector('.embed-rules')) {
    var box = document.createElement('details');
    box.className = 'embed-rules';
    var summary = document.createElement('summary');
    summary.textContent = PP.t('js-page-embed-rules');
    box.appendChild(summary);
    box.appendChild(how.cloneNode(true));
    main.insertBefore(box, main.firstChild);
  }
})();
