// pyramid-press studio: the worker that runs the studio's engine
// (crates/studio-engine) off the page's thread. The page starts it from a
// Blob URL (a worker file is refused from file://), sends the module's
// bytes once ({module}), then one request at a time ({request}); the worker
// answers {id, progress: [done, total]} while it works and {id, head, files}
// (the files as ArrayBuffers) at the end. Cancelling ends the worker; the page
// starts a new one.
'use strict';
var exports = null;
var current = 0;
function imports(mod) {
  var all = {};
  WebAssembly.Module.imports(mod).forEach(function (i) {
    all[i.module] = all[i.module] || {};
    // The placeholders a bindings generator would fill: never called on
    // the studio's paths (a call says so instead of a wrong answer).
    all[i.module][i.name] = function () { throw new Error('not in the studio: ' + i.module + '.' + i.name); };
  });
  all.env = all.env || {};
  all.env.pp_progress = function (done, total) { postMessage({ id: current, progress: [done, total] }); };
  return all;
}
onmessage = function (e) {
  var m = e.data;
  try {
    if (m.module) {
      var mod = new WebAssembly.Module(m.module);
      exports = new WebAssembly.Instance(mod, imports(mod)).exports;
      postMessage({ ready: true });
      return;
    }
    current = m.id;
    var t0 = performance.now();
    var bytes = new TextEncoder().encode(JSON.stringify(m.request));
    var ptr = exports.pp_alloc(bytes.length);
    new Uint8Array(exports.memory.buffer, ptr, bytes.length).set(bytes);
    var out = exports.pp_call(ptr, bytes.length) >>> 0;
    var view = new DataView(exports.memory.buffer);
    var size = view.getUint32(out, true), n = view.getUint32(out + 4, true);
    var mem = new Uint8Array(exports.memory.buffer);
    var head = JSON.parse(new TextDecoder().decode(mem.subarray(out + 8, out + 8 + n)));
    var at = out + 8 + n, files = [];
    (head.files || []).forEach(function (f) {
      files.push(mem.slice(at, at + f.size).buffer);
      at += f.size;
    });
    exports.pp_free(out, 4 + size);
    head.ms = performance.now() - t0;
    postMessage({ id: m.id, head: head, files: files }, files);
  } catch (err) {
    postMessage({ id: m.id, failed: String(err && err.message || err) });
  }
};
