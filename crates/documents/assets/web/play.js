// pyramid-press: the play-by-ID page. Reads the ID after '#' in the
// address, decodes it here (no network: an ID holds its whole puzzle), and
// builds the puzzle's section and data before the game players start, so
// they play it as they play a day's puzzles. Runs after page.js.
(function () {
  'use strict';
  var PP = window.PyramidPress = window.PyramidPress || {};
  var node = document.getElementById('pp-data');
  var PAGE = JSON.parse(node.textContent);
  var PLAY = PAGE.play || {};

  // ---- Egyptian Solitaire puzzle IDs (crates/egypt/src/puzzle_id.rs) ----

  var ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  var MAX_STACK = 32;

  function decodeChar(c) {
    c = c.toUpperCase();
    if (c === 'O') c = '0';
    if (c === 'I' || c === 'L') c = '1';
    var i = ALPHABET.indexOf(c);
    return c.length === 1 && i >= 0 ? i : -1;
  }

  function checksum(head, body) {
    var sum = 7;
    for (var i = 0; i < head.length; i++) sum = (sum * 31 + head.charCodeAt(i)) % 1000003;
    for (i = 0; i < body.length; i++) sum = (sum * 31 + body[i]) % 1000003;
    return sum % 32;
  }

  // {rows, cols, pos, target: {kind, value}} or {error}.
  function decodePuzzleId(id) {
    var text = id.trim().replace(/[a-z]/g, function (c) { return c.toUpperCase(); });
    var parts = text.split('-');
    var head = Array.from(parts[0]);
    if (head[0] !== 'P' || head.length < 4) return { error: PP.t('js-play-error-not-id', { id: id.trim() }) };
    var side = function (c) { return c === '0' ? 10 : (/^[0-9]$/.test(c) ? +c : -1); };
    var rows = side(head[1]), cols = side(head[2]);
    if (rows < 0 || cols < 0) return { error: PP.t('js-play-error-grid-digits') };
    if (rows < 3 || rows > 10 || cols < 3 || cols > 10) return { error: PP.t('js-play-error-grid-range') };
    var t = head.slice(3).join(''), target;
    if (t === 'S' || t === 'M' || t === 'L') target = { kind: 'lone', value: t };
    else {
      var m = /^Q\+?(\d+)\.$/.exec(t);
      if (!m || +m[1] > 4294967295) return { error: PP.t('js-play-error-target') };
      target = { kind: 'score', value: +m[1] };
    }
    var rest = parts.slice(1);
    if (!rest.length) return { error: PP.t('js-play-error-no-position') };
    var check = Array.from(rest.pop()), body = [];
    for (var g = 0; g < rest.length; g++) {
      var chars = Array.from(rest[g]);
      for (var k = 0; k < chars.length; k++) {
        var v = decodeChar(chars[k]);
        if (v < 0) return { error: PP.t('js-play-error-char', { char: chars[k], group: g + 2 }) };
        body.push(v);
      }
    }
    if (check.length !== 1) return { error: PP.t('js-play-error-check-length') };
    var cv = decodeChar(check[0]);
    if (cv < 0) return { error: PP.t('js-play-error-check-char') };
    if (checksum(parts[0], body) !== cv) return { error: PP.t('js-play-error-checksum') };
    var bits = [];
    body.forEach(function (b) { for (var i = 4; i >= 0; i--) bits.push((b >> i) & 1); });
    var pairs = [];
    for (var i = 0; i < bits.length; i += 2) pairs.push((bits[i] << 1) | (i + 1 < bits.length ? bits[i + 1] : 0));
    var at = 0, squares = [];
    for (var s = 0; s < rows * cols; s++) {
      var stack = '';
      for (;;) {
        if (at >= pairs.length) return { error: PP.t('js-play-error-ends-early') };
        var code = pairs[at++];
        if (code === 0) break;
        if (stack.length >= MAX_STACK) return { error: PP.t('js-play-error-stack-tall') };
        stack += code === 1 ? 'S' : code === 2 ? 'M' : 'L';
      }
      squares.push(stack || '.');
    }
    for (; at < pairs.length; at++) if (pairs[at] !== 0) return { error: PP.t('js-play-error-extra') };
    var lines = [];
    for (var r = 0; r < rows; r++) lines.push(squares.slice(r * cols, (r + 1) * cols).join(','));
    return { game: 'egypt', id: text, rows: rows, cols: cols, pos: lines.join('/'), target: target };
  }

  // ---- Card deal IDs: VARIANT-SEED, dealt as crates/cards/src/deal.rs does --

  var M64 = (BigInt(1) << BigInt(64)) - BigInt(1);

  // The key rand_core's seed_from_u64 makes from a seed: eight PCG32 words.
  function seedKey(seed) {
    var state = seed, key = [];
    var MUL = BigInt('0x5851F42D4C957F2D'), INC = BigInt('0xA17654E46FBE17F3');
    for (var i = 0; i < 8; i++) {
      state = (state * MUL + INC) & M64;
      var x = Number((((state >> BigInt(18)) ^ state) >> BigInt(27)) & BigInt(0xFFFFFFFF));
      var rot = Number(state >> BigInt(59));
      key.push(((x >>> rot) | (x << ((32 - rot) & 31))) >>> 0);
    }
    return key;
  }

  // ChaCha with 8 rounds, 64-bit block counter and stream 0: a stream of
  // 32-bit words.
  function ChaCha8(key) {
    this.key = key;
    this.counter = 0;
    this.buf = [];
    this.at = 16;
  }

  function rotl(v, n) { return ((v << n) | (v >>> (32 - n))) >>> 0; }

  ChaCha8.prototype.block = function () {
    var s = [0x61707865, 0x3320646e, 0x79622d32, 0x6b206574].concat(this.key,
      [this.counter >>> 0, Math.floor(this.counter / 4294967296) >>> 0, 0, 0]);
    var x = s.slice();
    function qr(a, b, c, d) {
      x[a] = (x[a] + x[b]) >>> 0; x[d] = rotl(x[d] ^ x[a], 16);
      x[c] = (x[c] + x[d]) >>> 0; x[b] = rotl(x[b] ^ x[c], 12);
      x[a] = (x[a] + x[b]) >>> 0; x[d] = rotl(x[d] ^ x[a], 8);
      x[c] = (x[c] + x[d]) >>> 0; x[b] = rotl(x[b] ^ x[c], 7);
    }
    for (var r = 0; r < 4; r++) {
      qr(0, 4, 8, 12); qr(1, 5, 9, 13); qr(2, 6, 10, 14); qr(3, 7, 11, 15);
      qr(0, 5, 10, 15); qr(1, 6, 11, 12); qr(2, 7, 8, 13); qr(3, 4, 9, 14);
    }
    this.buf = x.map(function (v, i) { return (v + s[i]) >>> 0; });
    this.counter++;
    this.at = 0;
  };

  ChaCha8.prototype.next = function () {
    if (this.at >= 16) this.block();
    return this.buf[this.at++];
  };

  // rand's random_range(0..=high) for a usize that fits in 32 bits
  // (Canon's method on u32, as rand 0.10 samples it).
  ChaCha8.prototype.upTo = function (high) {
    var range = high + 1;
    var m = this.next() * range;
    var hi = Math.floor(m / 4294967296), lo = m - hi * 4294967296;
    if (lo > 4294967296 - range) {
      var newHi = Math.floor(this.next() * range / 4294967296);
      if (lo + newHi > 4294967295) hi += 1;
    }
    return hi;
  };

  function dealOfSeed(seed) {
    var deck = [];
    'CDHS'.split('').forEach(function (s) {
      'A23456789TJQK'.split('').forEach(function (r) { deck.push(r + s); });
    });
    var rng = new ChaCha8(seedKey(seed));
    for (var i = deck.length - 1; i >= 1; i--) {
      var j = rng.upTo(i);
      var t = deck[i]; deck[i] = deck[j]; deck[j] = t;
    }
    return { pyramid: deck.slice(0, 28), stock: deck.slice(28) };
  }

  function decodeDealId(id) {
    var m = /^\s*([A-Za-z]+)-(\d{1,20})\s*$/.exec(id);
    if (!m) return null;
    var name = m[1].toLowerCase();
    var variants = (PLAY.cards && PLAY.cards.variants) || {};
    if (!variants[name]) return { error: PP.t('js-play-error-variant', { name: m[1], list: PP.orList(Object.keys(variants)) }) };
    var seed = BigInt(m[2]);
    if (seed > M64) return { error: PP.t('js-play-error-deal-large') };
    var d = dealOfSeed(seed);
    return { game: 'cards', id: name + '-' + seed.toString(), variant: name, pyramid: d.pyramid, stock: d.stock };
  }

  // Any ID: a deal ID, else a puzzle ID.
  function decodeId(id) {
    var deal = decodeDealId(id);
    if (deal) return deal;
    return decodePuzzleId(id);
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
    document.title = raw.trim().toUpperCase() + ' \u00b7 ' + document.title;
    node.textContent = JSON.stringify(PAGE).replace(/</g, '\\u003c');
  }
  if (form) {
    form.addEventListener('submit', function (ev) {
      ev.preventDefault();
      var id = input.value.trim();
      if (id) location.hash = encodeURIComponent(id);
    });
  }
  // Another ID in the address: start again with it.
  window.addEventListener('hashchange', function () { location.reload(); });
})();
