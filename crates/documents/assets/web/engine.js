// pyramid-press: starts the page's engine, the egypt and cards crates
// compiled to WebAssembly (crates/web-engine), and lets the players ask it
// every question of the rules: PP.ask({op: ...}) gives its answer (see
// crates/web-engine/src/lib.rs). The module is in the page (deflated, in
// base 85, with the players' scripts, which run once it has started: see
// documents::web::packed_engine) or in the site's shared engine file
// (window.PyramidPressEngine), never fetched, so the page works from disk.
// PP.engineReady settles (true) when it runs and the players have started,
// PP.engineState is then 'running' ('failed', and PP.engineReady false,
// for a module that cannot start, which says so on the page). Runs after
// page.js.
(function () {
  'use strict';
  var PP = window.PyramidPress = window.PyramidPress || {};
  var exports = null;
  // The module's bytes, for the worker (below).
  var moduleBytes = null;
  var scripts = '';
  // What starts once the engine runs (the players, the play-by-ID page),
  // in the order asked; PP.engineReady settles after them.
  var waiting = [];
  PP.onEngine = function (fn) { waiting.push(fn); };

  // The digits of documents::web::base85.
  var DIGITS = '!#%()*+,-.0123456789:;=?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]^_abcdefghijklmnopqrstuvwxyz{|}~';

  // The `n` bytes written in base 85 in `text`.
  function bytesOf(text, n) {
    var value = new Int16Array(128).fill(-1);
    for (var d = 0; d < DIGITS.length; d++) value[DIGITS.charCodeAt(d)] = d;
    if (!(n >= 0) || text.length !== Math.ceil(n / 4) * 5) throw new RangeError(String(n));
    var out = new Uint8Array(Math.ceil(n / 4) * 4), k = 0;
    for (var i = 0; i < text.length; i += 5) {
      var v = 0;
      for (var j = 0; j < 5; j++) {
        var c = text.charCodeAt(i + j), x = c < 128 ? value[c] : -1;
        if (x < 0) throw new RangeError(String(i + j));
        v = v * 85 + x;
      }
      out[k++] = Math.floor(v / 16777216) & 255;
      out[k++] = (v >>> 16) & 255;
      out[k++] = (v >>> 8) & 255;
      out[k++] = v & 255;
    }
    return out.subarray(0, n);
  }

  function inflate(bytes) {
    var stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'));
    return new Response(stream).arrayBuffer();
  }

  function failed(e) {
    // The details for a developer, on the console; the reader gets the
    // page's words.
    if (window.console) console.error(e);
    var msg = PP.t('js-page-engine-failed');
    var box = document.createElement('p');
    box.className = 'engine-failed err';
    box.setAttribute('role', 'alert');
    box.textContent = msg;
    var main = document.querySelector('main') || document.body;
    main.insertBefore(box, main.firstChild);
    // The players' controls do nothing without the engine (copying an ID
    // still works).
    document.querySelectorAll('section.puzzle[data-player] [data-act]')
      .forEach(function (b) { b.disabled = true; });
    PP.engineError = msg;
    PP.engineState = 'failed';
  }

  var t0 = performance.now();
  PP.engineReady = Promise.resolve().then(function () {
    var node = document.getElementById('pp-engine');
    var packed = node ? { bytes: +node.dataset.bytes, text: node.textContent } : window.PyramidPressEngine;
    // No engine in the page, or a browser without WebAssembly or
    // DecompressionStream: the calls below throw.
    if (!packed) throw new ReferenceError('PyramidPressEngine');
    return inflate(bytesOf(packed.text, packed.bytes));
  }).then(function (buf) {
    var all = new Uint8Array(buf);
    var n = new DataView(buf).getUint32(0, true);
    scripts = new TextDecoder().decode(all.subarray(4 + n));
    moduleBytes = all.slice(4, 4 + n);
    return WebAssembly.instantiate(moduleBytes, {});
  }).then(function (r) {
    exports = r.instance.exports;
    PP.engineMs = performance.now() - t0;
    // The players carried with the engine load now, then everything
    // waiting for the engine starts.
    if (scripts) {
      var s = document.createElement('script');
      s.textContent = scripts;
      document.body.appendChild(s);
    }
    waiting.forEach(function (fn) {
      try { fn(); } catch (e) { if (window.console) console.error(e); }
    });
    PP.engineState = 'running';
    return true;
  }, function (e) {
    failed(e);
    return false;
  });

  // The engine's answer to a request (an object) from the module's
  // exports `ex`. The searches' worker runs this same function (its
  // text: search.js).
  function callEngine(ex, req) {
    var bytes = new TextEncoder().encode(JSON.stringify(req));
    var ptr = ex.pp_alloc(bytes.length);
    new Uint8Array(ex.memory.buffer, ptr, bytes.length).set(bytes);
    var out = ex.pp_call(ptr, bytes.length) >>> 0;
    var len = new DataView(ex.memory.buffer).getUint32(out, true);
    var text = new TextDecoder().decode(new Uint8Array(ex.memory.buffer, out + 4, len));
    ex.pp_free(out, 4 + len);
    return JSON.parse(text);
  }

  // The engine's answer to a request, on the page's thread; throws when
  // the engine is not running. For the questions that cost little (legal
  // moves, a move, an ID, the end of a game).
  PP.ask = function (req) {
    if (!exports) throw new Error(PP.engineError || PP.t('js-page-engine-failed'));
    return callEngine(exports, req);
  };
  // For the searches' worker (search.js): the same function and module.
  PP.callEngine = callEngine;
  PP.moduleBytes = function () { return moduleBytes; };

})();
