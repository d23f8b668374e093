// pyramid-press studio: the form, the preview and the downloads. Every
// file comes from the studio's engine (crates/studio-engine, the command
// line's own functions compiled to WebAssembly), run in a worker so the
// page never freezes. The form writes the command line's input (a
// template, or the command) beside the files: the same input gives the
// same bytes there.
(function () {
  'use strict';
  var MESSAGES = JSON.parse(document.getElementById('studio-messages').textContent);
  var LANGS = ['en', 'de', 'fr', 'es'];
  var KEY = 'pyramid-press-studio';
  var $ = function (id) { return document.getElementById(id); };

  // ---- Settings -----------------------------------------------------------
  var DEFAULTS = {
    ui: 'en',
    product: 'book',
    title: 'Egyptian Solitaire',
    // No count in the default subtitle: the counts below may change.
    subtitle: 'Puzzles for Looney Pyramids, from easy to expert',
    author: '',
    isbn: '',
    price: '',
    year: '2026',
    service: 'kdp',
    // Empty: the service's own margins.
    margins: { top: '', bottom: '', outside: '', inside: '' },
    order: 'as-written',
    lang: 'en',
    // Set once the pages' language or the paper is chosen by hand: until
    // then both follow the page's language menu (A4 but in English).
    langOwn: false,
    paperOwn: false,
    // An opened book template's colour, paper and bleed (see `bookToml`).
    keep: null,
    seed: '2026',
    sections: [
      { game: 'egypt', grid: '3x4', tier: 'easy', count: 15 },
      { game: 'egypt', grid: '3x4', tier: 'medium', count: 15 },
      { game: 'egypt', grid: '3x4', tier: 'hard', count: 10 },
      { game: 'egypt', grid: '3x4', tier: 'expert', count: 10 },
      { game: 'egypt', grid: '4x5', tier: 'easy', count: 15 },
      { game: 'egypt', grid: '4x5', tier: 'medium', count: 15 },
      { game: 'egypt', grid: '4x5', tier: 'hard', count: 10 },
      { game: 'egypt', grid: '4x5', tier: 'expert', count: 10 }
    ],
    play: '',
    volume: '0',
    date: new Date().toISOString().slice(0, 10),
    paper: 'letter',
    color: false,
    variant: 'pyramid',
    tier: 'medium',
    count: '4',
    grid: '3x4',
    square: '40'
  };
  var s = load();
  var ledgerText = null;
  var MARGINS = ['top', 'bottom', 'outside', 'inside'];

  function load() {
    var out = JSON.parse(JSON.stringify(DEFAULTS));
    try {
      var kept = JSON.parse(localStorage.getItem(KEY) || 'null');
      if (kept && typeof kept === 'object') {
        Object.keys(out).forEach(function (k) {
          if (k in kept && typeof kept[k] === typeof out[k] && kept[k] !== null) out[k] = kept[k];
        });
      }
    } catch (e) { /* a page from disk without storage: the defaults */ }
    out.subtitle = ownSubtitle(out.subtitle, out.lang);
    return out;
  }
  function save() {
    try { localStorage.setItem(KEY, JSON.stringify(s)); } catch (e) { /* full or refused */ }
  }

  // The default subtitle in the pages' language (a subtitle of one's own
  // stays as written).
  function ownSubtitle(sub, lang) {
    var own = LANGS.some(function (l) { return MESSAGES[l] && MESSAGES[l]['studio-default-subtitle'] === sub; });
    return own ? ((MESSAGES[lang] || MESSAGES.en)['studio-default-subtitle'] || sub) : sub;
  }
  function t(id) {
    var m = MESSAGES[s.ui] || MESSAGES.en;
    return m[id] || MESSAGES.en[id] || id;
  }

  // ---- The command line's input -------------------------------------------
  // A TOML basic string: JSON's escapes are TOML's, but for U+007F.
  function q(text) { return JSON.stringify(String(text)).replace(/\u007f/g, '\\u007F'); }

  var SERVICES = {
    // `shown`: the margins the template gives when none is written (the
    // inside one grows with the page count), shown in the empty fields.
    kdp: { trim: '6x9', bleed: false, print: { service: 'kdp', color_space: 'gray', paper: 'white' }, color: false, shown: [0.5, 0.5, 0.5, 0.375] },
    'kdp-large': { trim: '8.5x11', bleed: true, large: true, print: { service: 'kdp', color_space: 'gray', paper: 'white' }, color: false, shown: [0.5, 0.5, 0.5, 0.375] },
    // IngramSpark asks for margins of at least 0.5 in (the template's).
    ingram: { trim: '6x9', bleed: true, margins: [0.5, 0.5, 0.55, 0.55], print: { service: 'ingram', color_space: 'cmyk', paper: 'color', pdfx: 'x1a' }, color: true, shown: [0.5, 0.5, 0.55, 0.55] },
    generic: { trim: '6x9', bleed: false, color: false, shown: [0.5, 0.5, 0.5, 0.375] }
  };

  function bookToml() {
    var v = SERVICES[s.service] || SERVICES.kdp;
    var L = ['# Written by the pyramid-press studio.',
      'title = ' + q(s.title)];
    if (s.subtitle) L.push('subtitle = ' + q(s.subtitle));
    if (s.author) L.push('author = ' + q(s.author));
    L.push('seed = ' + (/^\d{1,15}$/.test(s.seed) ? s.seed : q(s.seed)));
    // An opened template's own colour, paper and bleed settings stay as
    // written, until another service is chosen.
    var keep = s.keep || null;
    L.push('trim = ' + q(v.trim));
    L.push('bleed = ' + (keep && 'bleed' in keep ? keep.bleed : v.bleed));
    // The margins given, the service's own for the others.
    var ms = [];
    MARGINS.forEach(function (k, i) {
      var x = point(s.margins[k]);
      if (x) ms.push(k + ' = ' + (/^\d{1,3}(\.\d{1,6})?$/.test(x) ? x : q(x)));
      else if (v.margins) ms.push(k + ' = ' + v.margins[i]);
    });
    if (ms.length) L.push('margins = { ' + ms.join(', ') + ' }');
    if (s.order !== 'as-written') L.push('order = ' + q(s.order));
    L.push('solutions = "back"');
    L.push('color = ' + (keep ? !!keep.color : v.color));
    if (v.large) L.push('large_print = true');
    L.push('language = ' + q(s.lang));
    if (s.play) L.push('play_url = ' + q(s.play));
    if ((keep ? Object.keys(keep.print).length : v.print) || s.isbn || s.year) {
      L.push('', '[print]');
      var p = keep ? keep.print : v.print || {};
      Object.keys(p).forEach(function (k) { L.push(k + ' = ' + q(p[k])); });
      if (s.year) L.push('date = ' + q(s.year + '-01-01'));
      if (s.isbn) {
        L.push('isbn = ' + q(s.isbn));
        L.push('barcode = true');
        if (s.price) L.push('price_code = ' + q(s.price));
      }
    }
    if (+s.volume > 0 || !/^\d+$/.test(s.volume)) {
      L.push('', '[series]', 'ledger = "series.ledger"', 'volume = ' + (/^\d{1,9}$/.test(s.volume) ? s.volume : q(s.volume)));
    }
    s.sections.forEach(function (x) {
      L.push('', '[[sections]]');
      if (x.game === 'cards') {
        L.push('game = "cards"', 'variant = ' + q(x.variant || 'pyramid'));
      } else {
        L.push('grid = ' + q(x.grid || '3x4'));
      }
      L.push('tier = ' + q(x.tier), 'count = ' + (/^\d{1,9}$/.test(String(x.count)) ? x.count : q(x.count)));
    });
    return L.join('\n') + '\n';
  }

  function handoutToml() {
    var L = ['# Written by the pyramid-press studio.', 'title = ' + q(s.title)];
    if (s.subtitle) L.push('subtitle = ' + q(s.subtitle));
    L.push('seed = ' + (/^\d{1,15}$/.test(s.seed) ? s.seed : q(s.seed)));
    L.push('paper = ' + q(s.paper), 'color = ' + s.color, 'language = ' + q(s.lang));
    if (s.play) L.push('play_url = ' + q(s.play));
    s.sections.forEach(function (x) {
      L.push('', '[[sections]]');
      if (x.game === 'cards') L.push('game = "cards"', 'variant = ' + q(x.variant || 'pyramid'));
      else L.push('grid = ' + q(x.grid || '3x4'));
      L.push('tier = ' + q(x.tier), 'count = ' + (/^\d{1,9}$/.test(String(x.count)) ? x.count : q(x.count)));
    });
    return L.join('\n') + '\n';
  }

  // The files' name, as the command line names them after the template:
  // the title in lower-case letters and digits joined by hyphens.
  function fileName() {
    var n = String(s.title).normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
      .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 48).replace(/-+$/, '');
    return n || (s.product === 'handout' ? 'handout' : 'book');
  }

  // A shell word: single quotes, a quote inside written '\''.
  function sh(w) { return /^[\w.,:\/=-]+$/.test(w) ? w : "'" + String(w).replace(/'/g, "'\\''") + "'"; }

  // The request for the engine and the command line that gives the same.
  function request() {
    var p = s.product;
    var play = s.play ? ['--play-url', s.play] : [];
    var name = fileName();
    if (p === 'book') return { req: { op: 'book', template: bookToml(), name: name, ledger: +s.volume > 0 && ledgerText !== null ? ledgerText : undefined }, template: name + '.toml', cmd: ['pyramid-press', 'book', '--template', name + '.toml'] };
    if (p === 'handout') return { req: { op: 'handout', template: handoutToml(), name: name }, template: name + '.toml', cmd: ['pyramid-press', 'handout', '--template', name + '.toml'] };
    if (p === 'daily') return { req: { op: 'daily', date: s.date, paper: s.paper, color: s.color, lang: s.lang, play_url: s.play }, cmd: ['pyramid-press', 'daily', '--date', s.date, '--paper', s.paper].concat(s.color ? ['--color'] : [], ['--lang', s.lang], play) };
    if (p === 'cards') return { req: { op: 'cards-sheet', variant: s.variant, tier: s.tier, count: s.count, seed: s.seed, paper: s.paper, lang: s.lang, play_url: s.play }, cmd: ['pyramid-press', 'cards', 'sheet', '--variant', s.variant, '--tier', s.tier, '--count', s.count, '--seed', s.seed, '--paper', s.paper, '--lang', s.lang].concat(play) };
    if (p === 'rules') return { req: { op: 'rules', paper: s.paper, color: s.color, lang: s.lang }, cmd: ['pyramid-press', 'rules', '--paper', s.paper].concat(s.color ? ['--color'] : [], ['--lang', s.lang]) };
    return { req: { op: 'mat', grid: s.grid, square_mm: +s.square, paper: s.paper, lang: s.lang }, cmd: ['pyramid-press', 'mat', '--grid', s.grid, '--square-mm', s.square, '--paper', s.paper, '--lang', s.lang] };
  }

  // ---- Reading a template back --------------------------------------------
  // The template's own keys this form shows; the rest stays the engine's
  // to check when the template is made.
  function readToml(text) {
    var out = { sections: [] }, table = '', sec = null;
    text.split(/\r?\n/).forEach(function (line) {
      var l = line.trim();
      if (!l || l[0] === '#') return;
      if (l === '[[sections]]') { sec = {}; out.sections.push(sec); table = 'sections'; return; }
      var h = /^\[([\w.]+)\]$/.exec(l);
      if (h) { table = h[1]; sec = null; return; }
      var m = /^([\w-]+)\s*=\s*(.*)$/.exec(l);
      if (!m) return;
      var v = m[2].trim(), val;
      if (v[0] === '"') { try { val = JSON.parse(v.replace(/\\u007F/g, '\\u007f')); } catch (e) { val = v.slice(1, -1); } }
      else if (v === 'true' || v === 'false') val = v === 'true';
      else val = v.replace(/\s+#.*$/, '');
      if (sec) sec[m[1]] = val;
      else out[(table && table !== 'sections' ? table + '.' : '') + m[1]] = val;
    });
    return out;
  }
  function openTemplate(text) {
    var r = readToml(text);
    ['title', 'subtitle', 'author'].forEach(function (k) { s[k] = k in r ? String(r[k]) : ''; });
    if ('seed' in r) s.seed = String(r.seed);
    if (r.language) s.lang = String(r.language);
    if (r.play_url) s.play = String(r.play_url);
    s.isbn = r['print.isbn'] ? String(r['print.isbn']) : '';
    s.price = r['print.price_code'] ? String(r['print.price_code']) : '';
    if (r['print.date']) s.year = String(r['print.date']).slice(0, 4);
    s.volume = r['series.volume'] ? String(r['series.volume']) : '0';
    s.order = r.order === 'ramp' || r.order === 'by-tier' ? r.order : 'as-written';
    s.margins = { top: '', bottom: '', outside: '', inside: '' };
    var mm = /^\{(.*)\}$/.exec(String(r.margins || '').trim());
    if (mm) mm[1].split(',').forEach(function (kv) {
      var m2 = /^\s*(top|bottom|outside|inside)\s*=\s*([^\s]+)\s*$/.exec(kv);
      if (m2) s.margins[m2[1]] = m2[2];
    });
    // The same written as a [margins] table.
    MARGINS.forEach(function (k) { if (('margins.' + k) in r) s.margins[k] = String(r['margins.' + k]); });
    s.keep = null;
    if (r.language) s.langOwn = true;
    if ('paper' in r) { s.product = 'handout'; s.paper = String(r.paper); s.paperOwn = true; }
    else {
      s.product = 'book';
      if (r.trim === '8.5x11') s.service = 'kdp-large';
      else if (r['print.service'] === 'ingram') s.service = 'ingram';
      else if (r['print.service'] === 'kdp') s.service = 'kdp';
      else s.service = 'generic';
      // The file's colour, paper and bleed, as the command line reads them.
      s.keep = { color: r.color === true, print: {} };
      if (typeof r.bleed === 'boolean') s.keep.bleed = r.bleed;
      ['service', 'color_space', 'paper', 'pdfx'].forEach(function (k) {
        if (('print.' + k) in r) s.keep.print[k] = String(r['print.' + k]);
      });
      // The service's own margins stay empty in the form.
      var own = SERVICES[s.service].margins;
      if (own) MARGINS.forEach(function (k, i) { if (+s.margins[k] === own[i]) s.margins[k] = ''; });
      MARGINS.forEach(function (k) { s.margins[k] = s.margins[k] ? decimal(s.margins[k]) : ''; });
    }
    s.sections = r.sections.map(function (x) {
      return { game: x.game === 'cards' ? 'cards' : 'egypt', grid: x.grid || '3x4', variant: x.variant || 'pyramid', tier: x.tier || 'easy', count: +x.count || 1 };
    });
    save();
    build();
  }

  // ---- The form -------------------------------------------------------------
  var CHOICES = {};
  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function field(id, label, input) {
    var w = el('div', { class: 'field', 'data-field': id });
    var lab = el('label', { for: 'f-' + id }, label);
    input.id = 'f-' + id;
    input.setAttribute('aria-describedby', 'e-' + id);
    w.appendChild(lab);
    w.appendChild(input);
    w.appendChild(el('p', { class: 'err', id: 'e-' + id, role: 'alert' }));
    return w;
  }
  function text(key, label, type) {
    var i = el('input', { type: type || 'text', name: key });
    i.value = s[key];
    i.addEventListener('input', function () { s[key] = i.value; changed(); });
    return field(key, label, i);
  }
  function select(key, label, options) {
    var i = el('select', { name: key });
    options.forEach(function (o) {
      var opt = el('option', { value: o[0] }, o[1]);
      if (String(s[key]) === o[0]) opt.selected = true;
      i.appendChild(opt);
    });
    i.addEventListener('change', function () {
      s[key] = i.value;
      if (key === 'service') s.keep = null;
      if (key === 'lang') s.langOwn = true;
      if (key === 'paper') s.paperOwn = true;
      if (key === 'ui') follow();
      if (key === 'lang' || key === 'ui') {
        var sub = ownSubtitle(s.subtitle, s.lang);
        if (sub !== s.subtitle) { s.subtitle = sub; if ($('f-subtitle')) $('f-subtitle').value = sub; }
      }
      changed();
      if (key === 'product' || key === 'ui' || key === 'service') build();
    });
    return field(key, label, i);
  }
  function check(key, label) {
    var i = el('input', { type: 'checkbox', name: key });
    i.checked = !!s[key];
    i.addEventListener('change', function () { s[key] = i.checked; changed(); });
    var f = field(key, label, i);
    f.classList.add('check');
    return f;
  }
  // The pages' language and the paper follow the page's language until
  // chosen by hand (a book keeps its trim).
  function follow() {
    if (!s.langOwn && LANGS.indexOf(s.ui) >= 0) s.lang = s.ui;
    if (!s.paperOwn) s.paper = s.ui === 'en' ? 'letter' : 'a4';
  }
  function langs() { return LANGS.map(function (l) { return [l, MESSAGES[l]['studio-language-name'] || l]; }); }
  function tiers() { return CHOICES.tiers.map(function (x) { return [x, t('tier-' + x)]; }); }

  function sections() {
    var box = el('fieldset', { class: 'sections', 'data-field': 'sections' });
    box.appendChild(el('legend', {}, t('studio-sections')));
    s.sections.forEach(function (x, i) {
      var row = el('div', { class: 'section' });
      var game = el('select', { 'aria-label': t('studio-section-game') });
      CHOICES.games.forEach(function (g) {
        var o = el('option', { value: g.name }, t('studio-game-' + g.name));
        if (x.game === g.name) o.selected = true;
        game.appendChild(o);
      });
      game.addEventListener('change', function () { x.game = game.value; changed(); build(); });
      row.appendChild(game);
      var g = CHOICES.games.filter(function (y) { return y.name === x.game; })[0] || CHOICES.games[0];
      var kind = x.game === 'cards' ? 'variant' : 'grid';
      var pick = el('select', { 'aria-label': t(kind === 'grid' ? 'studio-section-grid' : 'studio-section-variant') });
      (g.choices[kind] || []).forEach(function (v) {
        var o = el('option', { value: v }, kind === 'variant' ? t('variant-' + v) : v);
        if (x[kind] === v) o.selected = true;
        pick.appendChild(o);
      });
      if (!x[kind]) x[kind] = (g.choices[kind] || [''])[0];
      pick.addEventListener('change', function () { x[kind] = pick.value; changed(); });
      row.appendChild(pick);
      var tier = el('select', { 'aria-label': t('studio-section-tier') });
      (g.choices.tier || []).forEach(function (v) {
        var o = el('option', { value: v }, t('tier-' + v));
        if (x.tier === v) o.selected = true;
        tier.appendChild(o);
      });
      tier.addEventListener('change', function () { x.tier = tier.value; changed(); });
      row.appendChild(tier);
      var count = el('input', { type: 'number', min: '1', 'aria-label': t('studio-section-count'), class: 'count' });
      count.value = x.count;
      count.addEventListener('input', function () { x.count = count.value; changed(); });
      row.appendChild(count);
      var rm = el('button', { type: 'button', class: 'small' }, t('studio-remove'));
      rm.addEventListener('click', function () { s.sections.splice(i, 1); changed(); build(); });
      row.appendChild(rm);
      // A problem of this count, under its row.
      row.appendChild(el('p', { class: 'err', id: 'e-count-' + i, role: 'alert' }));
      count.id = 'f-count-' + i;
      count.setAttribute('aria-describedby', 'e-count-' + i);
      box.appendChild(row);
    });
    var add = el('button', { type: 'button', class: 'small', id: 'add-section' }, t('studio-add-section'));
    add.addEventListener('click', function () { s.sections.push({ game: 'egypt', grid: '3x4', tier: 'easy', count: 10 }); changed(); build(); });
    box.appendChild(add);
    box.appendChild(el('p', { class: 'err', id: 'e-sections', role: 'alert' }));
    return box;
  }

  // A number as the page's language writes it: a decimal comma but in
  // English (the form reads either).
  function decimal(x) { return s.ui === 'en' ? String(x) : String(x).replace('.', ','); }
  function point(x) { return String(x || '').trim().replace(',', '.'); }
  // The four margins; an empty one is the service's, shown greyed.
  function margins() {
    var box = el('fieldset', { class: 'margins', 'data-field': 'margins' });
    box.appendChild(el('legend', {}, t('studio-margins')));
    var shown = (SERVICES[s.service] || SERVICES.kdp).shown;
    var row = el('div', { class: 'margin-row' });
    MARGINS.forEach(function (k, i) {
      var w = el('div', { class: 'margin' });
      var i2 = el('input', { type: 'text', inputmode: 'decimal', id: 'f-margin-' + k, placeholder: decimal(shown[i]), 'aria-describedby': 'e-margins' });
      i2.value = s.margins[k];
      i2.addEventListener('input', function () { s.margins[k] = i2.value; changed(); });
      w.appendChild(el('label', { for: 'f-margin-' + k }, t('studio-margin-' + k)));
      w.appendChild(i2);
      row.appendChild(w);
    });
    box.appendChild(row);
    box.appendChild(el('p', { class: 'err', id: 'e-margins', role: 'alert' }));
    return box;
  }

  function build() {
    // Another product, template or language: the preview from its first page.
    view = 1;
    document.documentElement.lang = s.ui;
    document.querySelectorAll('[data-t]').forEach(function (n) { n.textContent = t(n.dataset.t); });
    var f = $('fields');
    f.textContent = '';
    f.appendChild(select('ui', 'Language · Sprache · Langue · Idioma', langs()));
    f.appendChild(select('product', t('studio-product'), ['book', 'handout', 'daily', 'cards', 'rules', 'mat'].map(function (p) { return [p, t('studio-product-' + p)]; })));
    var p = s.product;
    if (p === 'book' || p === 'handout') {
      f.appendChild(text('title', t('studio-book-title')));
      f.appendChild(text('subtitle', t('studio-book-subtitle')));
    }
    if (p === 'book') {
      f.appendChild(text('author', t('studio-book-author')));
      f.appendChild(select('service', t('studio-service'), ['kdp', 'kdp-large', 'ingram', 'generic'].map(function (x) { return [x, t('studio-service-' + x)]; })));
      f.appendChild(text('isbn', t('studio-isbn')));
      f.appendChild(text('price', t('studio-price')));
      f.appendChild(text('year', t('studio-year')));
      f.appendChild(margins());
      f.appendChild(select('order', t('studio-order'), ['as-written', 'ramp', 'by-tier'].map(function (x) { return [x, t('studio-order-' + x)]; })));
    }
    if (p === 'daily') f.appendChild(text('date', t('studio-date'), 'date'));
    if (p === 'cards') {
      f.appendChild(select('variant', t('studio-section-variant'), CHOICES.variants.map(function (x) { return [x, t('variant-' + x)]; })));
      f.appendChild(select('tier', t('studio-section-tier'), tiers()));
      f.appendChild(text('count', t('studio-count'), 'number'));
    }
    if (p === 'mat') {
      f.appendChild(select('grid', t('studio-grid'), CHOICES.grids.map(function (x) { return [x, x]; })));
      f.appendChild(text('square', t('studio-square'), 'number'));
    }
    if (p !== 'book') f.appendChild(select('paper', t('studio-paper'), [['letter', t('studio-paper-letter')], ['a4', t('studio-paper-a4')]]));
    if (p === 'daily' || p === 'rules' || p === 'handout') f.appendChild(check('color', t('studio-color')));
    if (p === 'book' || p === 'handout' || p === 'cards') f.appendChild(text('seed', t('studio-seed')));
    f.appendChild(select('lang', t('studio-language'), langs()));
    if (p === 'book' || p === 'handout') f.appendChild(sections());
    if (p !== 'rules' && p !== 'mat') f.appendChild(text('play', t('studio-play'), 'url'));
    if (p === 'book') {
      f.appendChild(text('volume', t('studio-series'), 'number'));
      var lf = el('input', { type: 'file', accept: '.ledger,text/plain' });
      lf.addEventListener('change', function () { readLedger(lf.files[0]); });
      f.appendChild(field('ledger', t('studio-ledger'), lf));
    }
    changed(true);
  }

  // ---- Checks next to the field ---------------------------------------------
  function clearErrors() {
    // The file refused by "Open template" stays said until the next file.
    document.querySelectorAll('.err[id^="e-"]:not(#e-open)').forEach(function (n) { n.textContent = ''; });
    document.querySelectorAll('[aria-invalid]:not(#open)').forEach(function (n) { n.removeAttribute('aria-invalid'); });
  }
  // The fields the form's own checks found wrong: the engine's words
  // about them (serde's, say) are not added.
  var ownBad = {};
  function fieldError(key, msg, inputId) {
    var box = $('e-' + key) || $('e-product');
    // Two problems of one field are both shown.
    box.textContent = box.textContent ? box.textContent + ' ' + msg : msg;
    var input = $('f-' + (inputId || key));
    if (key === 'margins' && !input) input = $('f-margin-top');
    if (input) input.setAttribute('aria-invalid', 'true');
  }
  // A template's problem names its line: the key there is the field.
  var KEYS = { title: 'title', subtitle: 'subtitle', author: 'author', isbn: 'isbn', price_code: 'price', date: 'year', seed: 'seed', margins: 'margins', order: 'order', count: 'sections', grid: 'sections', tier: 'sections', variant: 'sections', play_url: 'play', volume: 'volume', language: 'lang', paper: 'paper' };
  var FIELDS = { date: 'date', lang: 'lang', paper: 'paper', play_url: 'play', count: 'count', seed: 'seed', variant: 'variant', tier: 'tier', grid: 'grid', square_mm: 'square', ledger: 'ledger', every: 'date' };
  // Every problem the engine found, each next to its field.
  function showErrors(head, req) {
    (head.errors || [head]).forEach(function (e) { showError(e, req); });
  }
  function showError(head, req) {
    var key = FIELDS[head.field] || 'product';
    if (head.field === 'template' && head.line && req.template) {
      var line = req.template.split('\n')[head.line - 1] || '';
      var m = /^\s*([\w-]+)\s*=/.exec(line);
      key = (m && KEYS[m[1]]) || 'product';
    } else if (head.field === 'book' || head.field === 'handout' || head.field === 'template') {
      key = 'sections';
    }
    if (!$('e-' + key)) key = 'product';
    // The engine's message names the template file and line: the form
    // shows what is wrong.
    var msg = String(head.error).replace(/^[^:\s]+\.toml:\d+:\d+: /, '');
    // A margin's problem marks that margin's box.
    var which = head.margin ? [0, head.margin] : /margins\.(top|bottom|outside|inside)/.exec(msg);
    var input = which ? 'margin-' + which[1] : undefined;
    // A field the form's own checks already marked keeps their words (a
    // margin's problem naming no margin, too, when one is marked).
    if (ownBad[input || key]) return;
    // A section's count: that count marked, the words under its row.
    if (key === 'sections' && head.field === 'template' && head.line && req.template) {
      var lines = req.template.split('\n').slice(0, head.line);
      if (/^\s*count\s*=/.test(lines[lines.length - 1] || '')) {
        var nth = lines.filter(function (l) { return l.trim() === '[[sections]]'; }).length - 1;
        if ($('e-count-' + nth)) { fieldError('count-' + nth, msg); return; }
      }
    }
    // Too many puzzles for the pages: every count is marked.
    if (/puzzles fit/.test(msg)) {
      document.querySelectorAll('.section .count').forEach(function (c) { c.setAttribute('aria-invalid', 'true'); });
    }
    if (key === 'margins' && !which && MARGINS.some(function (k) { return ownBad['margin-' + k]; })) return;
    fieldError(key, msg, input);
  }

  function readLedger(file) {
    ledgerText = null;
    $('e-ledger').textContent = '';
    if (!file) return;
    // The library's own cap is for a file on disk; the studio refuses
    // the same size here before reading.
    if (file.size > 64 * 1024 * 1024) { fieldError('ledger', t('studio-file-too-big')); return; }
    file.text().then(function (text) { ledgerText = text; changed(); });
  }

  // ---- The worker -------------------------------------------------------------
  var worker = null, ready = null, busy = null, moduleBytes = null;
  function unpack() {
    var node = $('pp-studio');
    var DIGITS = '!#%()*+,-.0123456789:;=?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]^_abcdefghijklmnopqrstuvwxyz{|}~';
    var value = new Int16Array(128).fill(-1);
    for (var d = 0; d < DIGITS.length; d++) value[DIGITS.charCodeAt(d)] = d;
    var text = node.textContent, n = +node.dataset.bytes;
    var out = new Uint8Array(Math.ceil(n / 4) * 4), k = 0;
    for (var i = 0; i < text.length; i += 5) {
      var v = 0;
      for (var j = 0; j < 5; j++) v = v * 85 + value[text.charCodeAt(i + j)];
      out[k++] = Math.floor(v / 16777216) & 255; out[k++] = (v >>> 16) & 255;
      out[k++] = (v >>> 8) & 255; out[k++] = v & 255;
    }
    var stream = new Blob([out.subarray(0, n)]).stream().pipeThrough(new DecompressionStream('deflate'));
    return new Response(stream).arrayBuffer();
  }
  function start() {
    var src = URL.createObjectURL(new Blob([$('studio-worker').textContent], { type: 'text/javascript' }));
    worker = new Worker(src);
    ready = (moduleBytes ? Promise.resolve(moduleBytes) : unpack().then(function (b) { moduleBytes = b; return b; }))
      .then(function (bytes) {
        return new Promise(function (resolve, reject) {
          worker.onmessage = function (e) { if (e.data.ready) resolve(); else reject(new Error(e.data.failed)); };
          worker.onerror = function (e) { reject(new Error(e.message)); };
          worker.postMessage({ module: bytes.slice(0) });
        });
      });
    ready.catch(function (e) {
      if (window.console) console.error(e);
      status(t('studio-engine-failed'), true);
    });
  }
  var ids = 0;
  // The engine's answer to `req`, for the request `mine` (a request
  // overtaken before the engine was ready is not sent).
  function run(req, mine) {
    return ready.then(function () {
      if (mine !== generation) throw new Error('cancelled');
      return new Promise(function (resolve, reject) {
        busy = reject;
        var id = ++ids;
        worker.onmessage = function (e) {
          var m = e.data;
          if (m.id !== id) return;
          if (m.progress) { progress(m.progress[0], m.progress[1]); return; }
          busy = null;
          if (m.failed) { reject(new Error(m.failed)); restart(); return; }
          resolve(m);
        };
        worker.postMessage({ request: req, id: id });
      });
    });
  }
  function restart() { if (worker) worker.terminate(); start(); }
  function cancel() {
    if (!busy) return;
    var b = busy;
    busy = null;
    restart();
    b(new Error('cancelled'));
  }

  // ---- Making -----------------------------------------------------------------
  function status(msg, bad) {
    var n = $('status');
    n.textContent = msg;
    n.classList.toggle('bad', !!bad);
  }
  function progress(done, total) {
    var bar = $('progress');
    bar.max = Math.max(total, 1);
    bar.value = done;
  }
  var lastUrls = [];
  function forget() { lastUrls.forEach(URL.revokeObjectURL); lastUrls = []; }
  function blobUrl(bytes, type) {
    var u = URL.createObjectURL(new Blob([bytes], { type: type }));
    lastUrls.push(u);
    return u;
  }

  // An ISBN as the command line takes it: 13 digits starting 978 or 979
  // (or 10, the last maybe X) with a check digit that fits, hyphens and
  // spaces allowed.
  function isbnOk(text) {
    var c = String(text).replace(/[- ]/g, ''), sum = 0, i;
    if (/^97[89]\d{10}$/.test(c)) {
      for (i = 0; i < 13; i++) sum += (i % 2 ? 3 : 1) * +c[i];
      return sum % 10 === 0;
    }
    if (/^\d{9}[\dXx]$/.test(c)) {
      for (i = 0; i < 10; i++) sum += (10 - i) * (/[Xx]/.test(c[i]) ? 10 : +c[i]);
      return sum % 11 === 0;
    }
    return false;
  }
  function whole(v) { return /^\s*\d{1,15}\s*$/.test(String(v)); }
  // The form's own checks, every field at each change, in plain words
  // at the field (the engine's then add to them; see `showError`).
  function localChecks() {
    var ok = true;
    ownBad = {};
    var bad = function (key, msg, input) { fieldError(key, msg, input); ownBad[input || key] = true; ok = false; };
    var shown = function (key) { return !!$('f-' + key); };
    if ((s.product === 'book' || s.product === 'handout') && !s.title.trim()) bad('title', t('studio-empty-title'));
    if (shown('isbn') && s.isbn.trim() && !isbnOk(s.isbn.trim())) bad('isbn', t('studio-check-isbn'));
    if (shown('play') && s.play.trim() && !/^https?:\/\/[^\s\/:@?#][^\s#]*$/i.test(s.play.trim())) bad('play', t('studio-check-play'));
    if (shown('margin-top')) MARGINS.forEach(function (k) {
      var x = point(s.margins[k]);
      if (x && !(/^\d{0,3}(\.\d+)?$/.test(x) && +x > 0)) bad('margins', t('studio-margin-name-' + k) + (s.ui === 'fr' ? ' : ' : ': ') + t('studio-check-margin'), 'margin-' + k);
    });
    if (shown('seed') && !whole(s.seed)) bad('seed', t('studio-check-whole'));
    if (shown('volume') && !whole(s.volume)) bad('volume', t('studio-check-whole'));
    if (shown('year') && s.year && !/^\s*\d{4}\s*$/.test(s.year)) bad('year', t('studio-check-year'));
    if (shown('count') && !(whole(s.count) && +s.count >= 1)) bad('count', t('studio-check-count'));
    // Each bad count at its row.
    if (s.product === 'book' || s.product === 'handout') s.sections.forEach(function (x, i) {
      if (!(whole(x.count) && +x.count >= 1)) bad('count-' + i, t('studio-check-count'));
    });
    if ((s.product === 'book' || s.product === 'handout') && !s.sections.length) bad('sections', t('studio-check-no-sections'));
    if (shown('square') && !(/^\s*\d+(\.\d+)?\s*$/.test(s.square))) bad('square', t('studio-check-number'));
    if (s.product === 'book' && +s.volume > 0 && ledgerText === null && $('f-ledger') && $('f-ledger').files.length) ok = false;
    return ok;
  }

  // The last results no longer follow the form (a field changed, a run
  // was cancelled or failed): no download of them, the preview dimmed.
  function stale() {
    $('downloads').textContent = '';
    // The template shown and its download are the last results' too.
    $('template-box').hidden = true;
    $('template-link').removeAttribute('href');
    $('pages').classList.add('stale');
    $('warnings').classList.add('stale');
  }

  // ---- Turning the preview's pages ---------------------------------------------
  // The preview shows PER pages from `view`; the engine keeps the book it
  // made last, so other pages of it are drawn from it without making
  // anything again (the same request, other `preview` pages).
  var PER = 4, view = 1, pageCount = 0, lastReq = null, turning = null;
  function range(first) {
    var out = [];
    for (var n = first; n < first + PER; n++) out.push(n);
    return out;
  }
  function pager() {
    var nav = $('pager');
    nav.hidden = !(pageCount > PER);
    nav.setAttribute('aria-label', t('studio-pager'));
    $('page-no').max = String(Math.max(pageCount, 1));
    $('page-no').value = String(view);
    // The pages come four at a time: the box shows the first, the
    // label the last ("69 –72 of 120").
    var last = Math.min(view + PER - 1, pageCount);
    $('page-of').textContent = (last > view ? '–' + last + ' ' : '') + t('studio-page-of') + ' ' + pageCount;
    $('prev').disabled = view <= 1;
    $('next').disabled = view + PER > pageCount;
  }
  // Shows the pages from `first` (a page number; the group of PER that
  // holds it, from 1). While the preview does not follow the form (a
  // change not yet made) the next preview shows them.
  function turn(first) {
    first = Math.max(1, Math.min(+first || 1, pageCount || 1));
    view = first - ((first - 1) % PER);
    pager();
    if (!lastReq || busy || $('pages').classList.contains('stale')) return turning || Promise.resolve(null);
    var req = Object.assign({}, lastReq, { pdf: false, cover: false, check: false, preview: range(view) });
    var mine = generation;
    $('pages').classList.add('turning');
    var p = run(req, mine).then(function (m) {
      if (mine !== generation || m.head.error) return null;
      showPages(m.head.files.map(function (f, i) { return { name: f.name, kind: f.kind, bytes: m.files[i] }; }));
      // The pages turned to, in view (the cover above them shrinks).
      var shownFirst = $('pages').querySelector('img.page');
      if (shownFirst && shownFirst.scrollIntoView) shownFirst.scrollIntoView({ block: 'nearest' });
      return m;
    }, function () { return null; }).then(function (m) {
      $('pages').classList.remove('turning');
      if (turning === p) turning = null;
      return m;
    });
    turning = p;
    window.studio.pending = p;
    return p;
  }
  // The preview's pages (the cover stays).
  function showPages(files) {
    var pv = $('pages');
    pv.querySelectorAll('img.page').forEach(function (n) { pv.removeChild(n); });
    // Past the first pages the cover is a page's size.
    pv.classList.toggle('past', view > 1);
    files.filter(function (f) { return f.kind === 'svg' && f.name !== 'cover'; }).forEach(function (f) {
      var n = f.name.slice(8);
      var img = el('img', { src: blobUrl(f.bytes, 'image/svg+xml'), alt: t('studio-page-no') + ' ' + n, class: 'page', 'data-page': n, tabindex: '0' });
      // A click (or Enter) shows the page at the preview's full width, again its size back.
      var big = function () { img.classList.toggle('big'); };
      img.addEventListener('click', big);
      img.addEventListener('keydown', function (e) { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); big(); } });
      pv.appendChild(img);
    });
  }

  var generation = 0;
  function make(pdf) {
    // A page being turned ends in a moment: the new request follows it
    // (ending it would lose the book the engine keeps).
    if (turning) {
      clearTimeout(timer);
      var after = turning.then(function () { return make(pdf); });
      window.studio.pending = after;
      return after;
    }
    // One request at a time: a new one ends the one under way (a preview
    // after a change, say), and a waiting preview is not needed.
    clearTimeout(timer);
    if (busy) cancel();
    clearErrors();
    // A problem the form finds itself is marked with the engine's: the
    // engine then only reads the settings (`check`), and nothing is made.
    var local = localChecks();
    var r = request();
    var req = Object.assign({}, r.req, { pdf: pdf, preview: range(view), cover: true, ui: s.ui, check: !local });
    var mine = ++generation;
    $('cancel').disabled = false;
    progress(0, 1);
    status(t('studio-working'));
    document.body.classList.add('busy');
    var p = run(req, mine).then(function (m) {
      if (mine !== generation) return null;
      if (m.head.error || !local) {
        stale();
        if (m.head.error) showErrors(m.head, req);
        var bad = document.querySelector('[aria-invalid="true"]');
        if (bad && pdf) bad.focus();
        var many = !local || (m.head.errors || []).length > 1;
        status(many ? t('studio-fix-fields') : String(m.head.error).replace(/^[^:\s]+\.toml:\d+:\d+: /, ''), true);
        return null;
      }
      show(m, r, req);
      // The files made: brought into view and focused (on a phone they
      // stand under the whole form).
      var first = pdf && document.querySelector('a.download');
      if (first) first.focus();
      return m;
    }, function (e) {
      if (mine !== generation) return null;
      stale();
      status(e.message === 'cancelled' ? t('studio-cancelled') : String(e.message), e.message !== 'cancelled');
      return null;
    }).then(function (m) {
      if (mine !== generation) return m;
      $('preview-btn').disabled = false;
      $('cancel').disabled = true;
      document.body.classList.remove('busy');
      return m;
    });
    window.studio.pending = p;
    return p;
  }

  function show(m, r, req) {
    forget();
    var head = m.head;
    var files = head.files.map(function (f, i) { return { name: f.name, kind: f.kind, bytes: m.files[i] }; });
    window.studioLast = { head: head, files: files };
    // The engine's time (head.ms) is for the measurements, not shown.
    // After "Make the PDF": the PDF is ready, below.
    status((req && req.pdf && head.files.some(function (f) { return f.kind === 'pdf'; }) ? t('studio-pdf-ready') : t('studio-done')) + ' ' + head.summary);
    $('pages').classList.remove('stale');
    $('warnings').classList.remove('stale');
    var pv = $('pages');
    pv.textContent = '';
    files.filter(function (f) { return f.name === 'cover'; }).forEach(function (f) {
      pv.appendChild(el('img', { src: blobUrl(f.bytes, 'image/svg+xml'), alt: 'cover', class: 'cover' }));
    });
    showPages(files);
    lastReq = req;
    pageCount = head.pages || 0;
    // The book grew shorter than the page shown: its last pages.
    var wanted = view;
    if (view > pageCount) wanted = pageCount;
    pager();
    if (wanted !== view || (req.preview || [])[0] !== view) setTimeout(function () { turn(wanted); }, 0);
    var dl = $('downloads');
    dl.textContent = '';
    files.filter(function (f) { return f.kind !== 'svg'; }).forEach(function (f) {
      var a = el('a', { href: blobUrl(f.bytes, f.kind === 'pdf' ? 'application/pdf' : 'text/plain'), download: f.name, class: 'download' }, t('studio-download') + ' ' + f.name);
      var li = el('li');
      li.appendChild(a);
      dl.appendChild(li);
    });
    var w = $('warnings');
    w.textContent = '';
    // Only a book goes to a print service: no such heading for the others.
    var service = s.product === 'book';
    w.hidden = !service;
    $('warnings-heading').hidden = !service;
    (head.warnings || []).forEach(function (x) { w.appendChild(el('li', {}, x)); });
    if (!(head.warnings || []).length) w.appendChild(el('li', {}, t('studio-no-warnings')));
    var cmd = r.cmd.map(sh).join(' ');
    $('command').textContent = cmd;
    var tb = $('template-box');
    tb.hidden = !r.template;
    if (r.template) {
      $('template').textContent = r.req.template;
      var ta = $('template-link');
      ta.href = blobUrl(new TextEncoder().encode(r.req.template), 'text/plain');
      ta.download = r.template;
      ta.textContent = t('studio-download') + ' ' + r.template;
    }
  }

  var timer = null;
  function changed(now) {
    save();
    clearErrors();
    localChecks();
    stale();
    var r = request();
    $('command').textContent = r.cmd.map(sh).join(' ');
    clearTimeout(timer);
    // The preview follows the form, after a pause in typing.
    timer = setTimeout(function () { make(false); }, now ? 0 : 600);
  }

  // ---- Start ------------------------------------------------------------------------
  CHOICES = JSON.parse(document.getElementById('studio-choices').textContent);
  $('make').addEventListener('click', function () { make(true); });
  $('preview-btn').addEventListener('click', function () { make(false); });
  $('cancel').addEventListener('click', cancel);
  $('prev').addEventListener('click', function () { turn(view - PER); });
  $('next').addEventListener('click', function () { turn(view + PER); });
  $('page-no').addEventListener('change', function () { turn($('page-no').value); });
  // Every setting back to the defaults (the page's language stays).
  $('reset').addEventListener('click', function () {
    var ui = s.ui;
    var fresh = JSON.parse(JSON.stringify(DEFAULTS));
    Object.keys(s).forEach(function (k) { delete s[k]; });
    Object.assign(s, fresh, { ui: ui });
    follow();
    s.subtitle = ownSubtitle(s.subtitle, s.lang);
    ledgerText = null;
    $('open').value = '';
    $('open').removeAttribute('aria-invalid');
    $('e-open').textContent = '';
    save();
    build();
    $('f-product').focus();
  });
  $('open').addEventListener('change', function () {
    var f = $('open').files[0];
    if (!f) return;
    var said = $('e-open');
    said.textContent = '';
    $('open').removeAttribute('aria-invalid');
    if (f.size > 64 * 1024 * 1024) { said.textContent = t('studio-file-too-big'); $('open').setAttribute('aria-invalid', 'true'); return; }
    // The engine reads the file first, as the command line would: a file
    // it cannot read leaves the form as it was (it is kept in the
    // browser), and what is wrong is said here, with its line.
    window.studio.opening = f.text().then(function (text) {
      var op = 'paper' in readToml(text) ? 'handout' : 'book';
      return ask({ op: op, template: text, name: f.name.replace(/\.toml$/i, ''), check: true, ui: s.ui }).then(function (m) {
        if (!m.head.error) { openTemplate(text); return true; }
        said.textContent = (m.head.errors || [m.head]).map(function (e) { return String(e.error); }).join('\n');
        $('open').setAttribute('aria-invalid', 'true');
        $('open').value = '';
        // The check ended any preview under way: it runs again.
        changed(true);
        return false;
      });
    }).catch(function (e) {
      said.textContent = String(e.message || e);
      $('open').setAttribute('aria-invalid', 'true');
      changed(true);
      return false;
    });
  });
  // The engine's answer to a request of one's own (for the tests and the
  // measurements): {head, files}.
  function ask(req) { clearTimeout(timer); if (busy) cancel(); return run(req, ++generation); }
  window.studio = { make: make, state: s, request: request, cancel: cancel, openTemplate: openTemplate, build: build, ask: ask, turn: turn };
  start();
  build();
})();
