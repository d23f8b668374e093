//! The studio page in Chromium, used as a person uses it: fill the form,
//! press "Make the PDF", take the download, and compare it with what the
//! command line writes from the template or the command the page shows.
//! Every test here is `#[ignore = "needs chromium"]`; `.ci/run` runs them.

use std::path::{Path, PathBuf};

use assert_cmd::Command;
use serde_json::Value;

use crate::web_cdp::{Browser, decode_base64};

/// Writes the studio into a fresh folder and opens it.
fn open_studio(b: &mut Browser) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("studio");
    Command::cargo_bin("pyramid-press")
        .unwrap()
        .args(["studio", "-o"])
        .arg(&out)
        .assert()
        .success();
    let page = out.join("index.html");
    b.open(&page);
    (dir, page)
}

/// Sets a field of the form as typing or choosing would.
fn set(b: &mut Browser, id: &str, value: &str) {
    let v = serde_json::to_string(value).unwrap();
    b.eval(&format!(
        "(() => {{ const e = document.getElementById('f-{id}'); e.value = {v}; \
         e.dispatchEvent(new Event(e.tagName === 'SELECT' ? 'change' : 'input')); return true; }})()"
    ));
}

/// Sets the first section's count, as typing in its box does.
fn set_first_count(b: &mut Browser, value: &str) {
    let v = serde_json::to_string(value).unwrap();
    b.eval(&format!(
        "(() => {{ const c = document.querySelector('.section .count'); c.value = {v}; \
         c.dispatchEvent(new Event('input')); return true; }})()"
    ));
}

/// Sets an element of the page (not a form field) by its id, as typing
/// and leaving it would.
fn set_by_id(b: &mut Browser, id: &str, value: &str) {
    let v = serde_json::to_string(value).unwrap();
    b.eval(&format!(
        "(() => {{ const e = document.getElementById('{id}'); e.value = {v}; \
         e.dispatchEvent(new Event('change')); return true; }})()"
    ));
}

/// Waits until the page's last request has ended.
fn idle(b: &mut Browser) {
    b.eval(
        "(async () => { await new Promise(r => setTimeout(r, 50)); let p; \
         do { p = window.studio.pending; await p; } while (p !== window.studio.pending); return true; })()",
    );
}

/// The bytes behind the page's download link for `name`.
fn download(b: &mut Browser, name: &str) -> Vec<u8> {
    let n = serde_json::to_string(name).unwrap();
    let text = b.eval(&format!(
        "(async () => {{ const a = [...document.querySelectorAll('a.download')].find(a => a.download === {n}); \
         if (!a) return null; const buf = new Uint8Array(await (await fetch(a.href)).arrayBuffer()); \
         let s = ''; for (let i = 0; i < buf.length; i += 32768) s += String.fromCharCode.apply(null, buf.subarray(i, i + 32768)); \
         return btoa(s); }})()"
    ));
    let text = text.as_str().unwrap_or_else(|| {
        let links = b.eval("document.getElementById('downloads').innerHTML");
        panic!("no download {name}: {} {links}", status(b))
    });
    decode_base64(text)
}

fn status(b: &mut Browser) -> String {
    b.eval("document.getElementById('status').textContent")
        .as_str()
        .unwrap_or("")
        .to_string()
}

fn error_of(b: &mut Browser, id: &str) -> String {
    b.eval(&format!("document.getElementById('e-{id}').textContent"))
        .as_str()
        .unwrap_or("")
        .to_string()
}

fn cli(dir: &Path, args: &[&str]) {
    Command::cargo_bin("pyramid-press")
        .unwrap()
        .current_dir(dir)
        .env_remove("SOURCE_DATE_EPOCH")
        .args(args)
        .assert()
        .success();
}

/// A small book (two sections of 6 puzzles) and the day's sheet, made on
/// the page, are the command line's bytes; the template the page shows
/// reads back through the command line's reader (it is what made them);
/// the book passes the print preflight.
#[test]
#[ignore = "needs chromium and qpdf"]
fn the_book_and_the_daily_sheet_are_the_command_lines_bytes() {
    let mut b = Browser::start(1280, 1000);
    let (dir, _) = open_studio(&mut b);
    let d = dir.path();
    // The book: a title with quotes and a backslash, an author, German pages.
    set(&mut b, "product", "book");
    set(&mut b, "title", "Die \"Pyramiden\" \\ Band 1");
    set(&mut b, "author", "Ana Müller");
    set(&mut b, "lang", "de");
    // The default subtitle follows the pages' language.
    assert_eq!(
        b.eval("document.getElementById('f-subtitle').value"),
        documents::locale::tr_in(documents::locale::Lang::De, "studio-default-subtitle", &[])
    );
    // Down to two sections.
    while b
        .eval("document.querySelectorAll('.section').length")
        .as_u64()
        > Some(2)
    {
        b.click(".section:last-of-type button");
    }
    b.eval(
        "(() => { document.querySelectorAll('.section .count').forEach(c => { c.value = '6'; \
         c.dispatchEvent(new Event('input')); }); return true; })()",
    );
    b.click("#make");
    idle(&mut b);
    // The files are named after the title, as the command line names
    // them after the template the page shows.
    let interior = download(&mut b, "die-pyramiden-band-1.pdf");
    let cover = download(&mut b, "die-pyramiden-band-1-cover.pdf");
    let template = b.eval("document.getElementById('template').textContent");
    let template = template.as_str().expect("template shown").to_string();
    std::fs::write(d.join("die-pyramiden-band-1.toml"), &template).unwrap();
    let out = Command::cargo_bin("pyramid-press")
        .unwrap()
        .current_dir(d)
        .env_remove("SOURCE_DATE_EPOCH")
        .args(["book", "--quiet", "--template", "die-pyramiden-band-1.toml"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let cli_warnings = String::from_utf8_lossy(&out.stderr)
        .lines()
        .filter(|l| l.starts_with("warning: "))
        .count();
    assert!(interior.starts_with(b"%PDF-"));
    assert_eq!(
        std::fs::read(d.join("output/die-pyramiden-band-1.pdf")).unwrap(),
        interior,
        "interior"
    );
    assert_eq!(
        std::fs::read(d.join("output/die-pyramiden-band-1-cover.pdf")).unwrap(),
        cover,
        "cover"
    );
    // The page's book passes the print preflight the command line's
    // books pass (boxes, fonts embedded, colours; qpdf's check).
    crate::preflight::check_book_pdfs("die-pyramiden-band-1", &template, &interior, &cover);
    // The page warns as the command line does (none here: KDP fills the
    // book up to 24 pages), and of the spine too thin for its title, in
    // the page's language.
    let page_warnings =
        b.eval("(() => { const h = window.studioLast.head; return h.warnings; })()");
    let page_warnings: Vec<String> = serde_json::from_value(page_warnings).unwrap();
    assert_eq!(cli_warnings, 0);
    // The reason given is the one that holds: too few pages for the
    // service's rule (the words once quoted that rule for any reason).
    let least = documents::template::Service::Kdp.spine_text_min_pages();
    let pages = b.eval("window.studioLast.head.pages").as_u64().unwrap() as usize;
    assert!(pages < least, "{pages}");
    // The count said is the real one: the service's minimum or, larger,
    // the pages the white paper's spine needs for text (110).
    let documents::publish::NoSpineText::FewPages { least } = documents::publish::no_spine_text(
        pages,
        documents::template::PaperStock::White,
        Some(documents::template::Service::Kdp),
    ) else {
        panic!("{pages} pages: not too few")
    };
    assert!(least > documents::template::Service::Kdp.spine_text_min_pages());
    assert_eq!(
        page_warnings,
        [documents::locale::tr_in(
            documents::locale::Lang::En,
            "studio-warn-spine-text",
            &[
                ("pages", documents::locale::Value::from(pages)),
                ("least", documents::locale::Value::from(least))
            ]
        )]
    );
    // The page's summary counts the pages of answers.
    let summary = status(&mut b);
    assert!(summary.contains(" of them answers ("), "{summary}");
    let previews = b.eval("document.querySelectorAll('#pages img').length");
    assert!(previews.as_u64() >= Some(2), "{previews}");
    // Turning to the book's last page (the page number typed): the
    // engine draws it from the book it keeps, the same page as the
    // engine natively draws from the template shown; Previous goes back.
    set_by_id(&mut b, "page-no", &pages.to_string());
    idle(&mut b);
    let shown =
        b.eval("[...document.querySelectorAll('#pages img.page')].map(i => +i.dataset.page)");
    let first = (pages - 1) / 4 * 4 + 1;
    let want: Vec<u64> = (first as u64..=pages as u64).collect();
    assert_eq!(shown, serde_json::json!(want), "{}", status(&mut b));
    assert_eq!(
        b.eval("document.querySelectorAll('#pages img.cover').length"),
        1
    );
    let last = b.eval(
        "(async () => { const i = [...document.querySelectorAll('#pages img.page')].pop(); \
         return await (await fetch(i.src)).text(); })()",
    );
    let native = studio_engine::call(
        &serde_json::json!({"op": "book", "template": template, "name": "die-pyramiden-band-1",
                            "pdf": false, "preview": [pages]})
        .to_string(),
    );
    assert_eq!(
        last.as_str().unwrap().as_bytes(),
        native.files[0].bytes,
        "page {pages}"
    );
    // Past the first pages the cover shrinks to a page's size; a page
    // clicked is shown large.
    assert_eq!(
        b.eval("document.getElementById('pages').classList.contains('past')"),
        Value::from(first > 1)
    );
    b.click("#pages img.page");
    assert_eq!(
        b.eval("document.querySelector('#pages img.page').classList.contains('big')"),
        Value::from(true)
    );
    b.click("#prev");
    idle(&mut b);
    let shown = b.eval("+document.querySelector('#pages img.page').dataset.page");
    assert_eq!(shown.as_u64(), Some(first as u64 - 4));
    assert_eq!(
        b.eval("document.getElementById('page-no').value"),
        (first - 4).to_string()
    );

    // The day's sheet: the command the page shows gives the same bytes.
    set(&mut b, "product", "daily");
    set(&mut b, "date", "2026-12-05");
    set(&mut b, "paper", "a4");
    b.click("#make");
    idle(&mut b);
    let sheet = download(&mut b, "daily-2026-12-05.pdf");
    let command = b.eval("document.getElementById('command').textContent");
    let command = command.as_str().unwrap().to_string();
    let words: Vec<&str> = command.split(' ').collect();
    assert_eq!(words[..2], ["pyramid-press", "daily"], "{command}");
    let mut args: Vec<&str> = words[1..].to_vec();
    args.extend(["-o", "sheet.pdf"]);
    cli(d, &args);
    assert_eq!(
        std::fs::read(d.join("sheet.pdf")).unwrap(),
        sheet,
        "{command}"
    );
    // The day's sheet goes to no print service: no such heading.
    assert_eq!(
        b.eval("document.getElementById('warnings-heading').hidden"),
        true
    );

    // A template's [margins] table is read back into the form (it was
    // dropped); in German the service's margins show a decimal comma,
    // and a margin typed with one is written with a point.
    b.eval(
        "window.studio.openTemplate('title = \"M\"\\ntrim = \"6x9\"\\n\\n[margins]\\ntop = 0.6\\n\
         inside = 0.75\\n\\n[[sections]]\\ngrid = \"3x4\"\\ntier = \"easy\"\\ncount = 2\\n'); true",
    );
    idle(&mut b);
    assert_eq!(
        b.eval("document.getElementById('f-margin-top').value"),
        "0.6"
    );
    assert_eq!(
        b.eval("document.getElementById('f-margin-inside').value"),
        "0.75"
    );
    assert_eq!(
        b.eval("document.getElementById('warnings-heading').hidden"),
        false
    );
    set(&mut b, "ui", "de");
    assert_eq!(
        b.eval("document.getElementById('f-margin-bottom').placeholder"),
        "0,5"
    );
    set(&mut b, "margin-top", "0,7");
    idle(&mut b);
    let template = b.eval("window.studio.request().req.template");
    let template = template.as_str().unwrap();
    assert!(
        template.contains("margins = { top = 0.7, inside = 0.75 }"),
        "{template}"
    );
    assert!(
        error_of(&mut b, "margins").is_empty(),
        "{}",
        error_of(&mut b, "margins")
    );
}

/// Bad input is said next to its field and nothing is made; cancelling a
/// book leaves the page working; the form remembers its settings; every
/// print service's defaults make a template the command line reads (the
/// IngramSpark choice once wrote KDP's margins, which IngramSpark refuses);
/// every bad field is marked at once; Reset gives the defaults back; a
/// download goes as soon as a field changes.
#[test]
#[ignore = "needs chromium"]
fn bad_input_is_said_at_its_field_and_cancel_leaves_the_page_usable() {
    let mut b = Browser::start(375, 900);
    let (_dir, _) = open_studio(&mut b);
    set(&mut b, "product", "book");
    for service in ["kdp", "kdp-large", "ingram", "generic"] {
        set(&mut b, "service", service);
        let text = b.eval("window.studio.request().req.template");
        let text = text.as_str().expect("a template").to_string();
        documents::template::BookTemplate::from_source(documents::template::Source {
            file: "studio-book.toml".into(),
            text: text.clone(),
        })
        .unwrap_or_else(|e| panic!("{service}: {e}\n{text}"));
    }
    // An IngramSpark template that says nothing of colour makes what the
    // command line makes of it: grey pages on white paper, kept as read.
    b.eval(
        "(async () => { const d = new DataTransfer(); \
         d.items.add(new File(['title = \"Grey\"\\ntrim = \"6x9\"\\n\\n[print]\\nservice = \"ingram\"\\n\\n[[sections]]\\ngrid = \"3x4\"\\ntier = \"easy\"\\ncount = 2\\n'], 'grey.toml')); \
         const i = document.getElementById('open'); i.files = d.files; \
         i.dispatchEvent(new Event('change')); await window.studio.opening; return true; })()",
    );
    let text = b.eval("window.studio.request().req.template");
    let text = text.as_str().expect("a template");
    let read = documents::template::BookTemplate::from_source(documents::template::Source {
        file: "grey.toml".into(),
        text: text.to_string(),
    })
    .unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert!(!read.color, "{text}");
    assert!(
        text.contains("color = false") && !text.contains("paper = "),
        "{text}"
    );
    // The page's language menu sets the pages' language and A4, until
    // they are chosen by hand.
    set(&mut b, "ui", "de");
    assert_eq!(b.eval("window.studio.state.lang"), Value::from("de"));
    assert_eq!(b.eval("window.studio.state.paper"), Value::from("a4"));
    set(&mut b, "ui", "en");
    assert_eq!(b.eval("window.studio.state.lang"), Value::from("en"));
    set(&mut b, "service", "kdp");
    // A file the engine cannot read (a string left open) leaves the form
    // as it was and says what is wrong, with its line, at "Open template".
    idle(&mut b);
    let before = b.eval("JSON.stringify(window.studio.state)");
    b.eval(
        "(async () => { const d = new DataTransfer(); \
         d.items.add(new File(['title = \"Broken'], 'broken.toml')); \
         const i = document.getElementById('open'); i.files = d.files; \
         i.dispatchEvent(new Event('change')); await window.studio.opening; return true; })()",
    );
    assert_eq!(b.eval("JSON.stringify(window.studio.state)"), before);
    let said = error_of(&mut b, "open");
    assert!(said.starts_with("broken.toml:1:"), "{said}");
    assert_eq!(error_of(&mut b, "sections"), "");
    let check = |b: &mut Browser, field: &str, id: &str, value: &str, at: &str| {
        set(b, field, value);
        b.click("#make");
        idle(b);
        let e = error_of(b, at);
        assert!(!e.is_empty(), "{id}: nothing said at {at} ({})", status(b));
        let links = b.eval("document.querySelectorAll('a.download').length");
        assert_eq!(links, Value::from(0), "{id}: a download after bad input");
    };
    // Nothing from an earlier make to download.
    check(&mut b, "title", "empty title", "", "title");
    check(
        &mut b,
        "title",
        "10 MB title",
        &"x".repeat(10 << 20),
        "title",
    );
    set(&mut b, "title", "A book");
    check(&mut b, "isbn", "invalid ISBN", "978-0-00-000000-1", "isbn");
    set(&mut b, "isbn", "");
    check(
        &mut b,
        "play",
        "javascript: address",
        "javascript:alert(1)",
        "play",
    );
    set(&mut b, "play", "");
    // Every bad field at once, each at its own: an ISBN, an address, a
    // margin under the printers' minimum, and an empty title.
    set(&mut b, "isbn", "978-0-00-000000-1");
    set(&mut b, "play", "javascript:alert(1)");
    set(&mut b, "margin-top", "0.1");
    set(&mut b, "title", "");
    b.click("#make");
    idle(&mut b);
    for at in ["isbn", "play", "margins", "title"] {
        assert!(!error_of(&mut b, at).is_empty(), "nothing said at {at}");
    }
    assert!(error_of(&mut b, "margins").contains("Top margin"));
    // The form's own checks hold whatever the engine stops at: with a
    // count and margins wrong too, the ISBN and the address are still
    // said, in plain words, and the margin wrong is the box marked.
    set(&mut b, "title", "A book");
    set(&mut b, "isbn", "123");
    set(&mut b, "margin-top", "");
    set(&mut b, "margin-inside", "-1");
    set(&mut b, "volume", "-3");
    set_first_count(&mut b, "10000");
    b.click("#make");
    idle(&mut b);
    for at in ["isbn", "play", "margins", "volume"] {
        let e = error_of(&mut b, at);
        assert!(!e.is_empty(), "nothing said at {at}");
        assert!(
            !e.contains("invalid type") && !e.contains("expected"),
            "{at}: {e}"
        );
    }
    let marked = |b: &mut Browser, id: &str| {
        b.eval(&format!(
            "document.getElementById('f-{id}').getAttribute('aria-invalid')"
        ))
    };
    assert_eq!(marked(&mut b, "margin-inside"), Value::from("true"));
    assert_eq!(marked(&mut b, "margin-top"), Value::Null);
    // Reset: the defaults again, and a good book from them.
    b.click("#reset");
    idle(&mut b);
    let title = b.eval("document.getElementById('f-title').value");
    assert_eq!(title, Value::from("Egyptian Solitaire"));
    assert_eq!(error_of(&mut b, "isbn"), "");
    set(&mut b, "title", "A book");
    set_first_count(&mut b, "10000");
    b.click("#make");
    idle(&mut b);
    // A count out of range: said under its row, its box marked.
    assert!(
        error_of(&mut b, "count-0").contains("10000"),
        "{}",
        status(&mut b)
    );
    assert_eq!(
        b.eval("document.getElementById('f-count-0').getAttribute('aria-invalid')"),
        Value::from("true")
    );
    // A long job cancelled (a seed whose puzzles the engine has not
    // made yet): the page still makes a rule sheet after it.
    set_first_count(&mut b, "15");
    set(&mut b, "seed", "77");
    b.click("#make");
    b.eval("new Promise(r => setTimeout(r, 300))");
    b.click("#cancel");
    idle(&mut b);
    assert_eq!(
        b.eval("document.getElementById('status').textContent"),
        b.eval("JSON.parse(document.getElementById('studio-messages').textContent).en['studio-cancelled']")
    );
    set(&mut b, "product", "rules");
    b.click("#make");
    idle(&mut b);
    assert!(download(&mut b, "rules-letter.pdf").starts_with(b"%PDF-"));
    // A change of the form takes the download away: it no longer follows.
    set(&mut b, "paper", "a4");
    let links = b.eval("document.querySelectorAll('a.download').length");
    assert_eq!(links, Value::from(0), "a download after a change");
    set(&mut b, "paper", "letter");
    // Remembered: a new load shows the rule sheet again.
    b.reload();
    let product = b.eval("document.getElementById('f-product').value");
    assert_eq!(product, Value::from("rules"));
}

/// The figures of BENCHMARKS.md ("The studio"): each job on the page (one
/// thread, in the worker) beside the command line at one and at two
/// threads, in the same run; the page's files are the command line's.
/// Prints the figures; run with `--nocapture`.
#[test]
#[ignore = "needs chromium; a measurement (about 2 minutes)"]
fn studio_timings_beside_the_command_line() {
    let mut b = Browser::start(1280, 1000);
    let (dir, _) = open_studio(&mut b);
    // The page opens on the rule sheet, so that the engine has made no
    // book's sections before the book is timed (the default book's are
    // kdp-6x9.toml's).
    b.eval("new Promise(r => setTimeout(r, 200))");
    idle(&mut b);
    b.eval(
        "localStorage.setItem('pyramid-press-studio', JSON.stringify({product: 'rules'})); true",
    );
    b.reload();
    b.eval("new Promise(r => setTimeout(r, 200))");
    idle(&mut b);
    let d = dir.path();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let kdp = std::fs::read_to_string(root.join("templates/kdp-6x9.toml")).unwrap();
    std::fs::write(d.join("kdp-6x9.toml"), &kdp).unwrap();
    // The native figures from the release build: PYRAMID_PRESS_BIN=target/release/pyramid-press.
    let bin = std::env::var_os("PYRAMID_PRESS_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|| assert_cmd::cargo::cargo_bin("pyramid-press"));
    let bin = bin.canonicalize().unwrap();
    let time_cli = |args: &[&str], threads: &str| -> f64 {
        let t = std::time::Instant::now();
        Command::new(&bin)
            .current_dir(d)
            .env_remove("SOURCE_DATE_EPOCH")
            .env("RAYON_NUM_THREADS", threads)
            .args(args)
            .assert()
            .success();
        t.elapsed().as_secs_f64()
    };
    let page = |b: &mut Browser, req: serde_json::Value| -> (f64, Vec<u8>) {
        let wants_pdf = req["pdf"] != false;
        let r = b.eval(&format!(
            "(async () => {{ const t = performance.now(); const m = await window.studio.ask({req}); \
             const ms = performance.now() - t; const i = m.head.files.findIndex(f => f.kind === 'pdf'); \
             if (i < 0) return [ms, null, JSON.stringify(m.head)]; const buf = new Uint8Array(m.files[i]); let s = ''; \
             for (let k = 0; k < buf.length; k += 32768) s += String.fromCharCode.apply(null, buf.subarray(k, k + 32768)); \
             return [ms, btoa(s), '']; }})()"
        ));
        let ms = r[0].as_f64().unwrap();
        let pdf = r[1].as_str().map(decode_base64).unwrap_or_default();
        assert_eq!(!pdf.is_empty(), wants_pdf, "{}", r[2]);
        (ms / 1000.0, pdf)
    };
    // The book: 100 puzzles, 6x9, with its cover.
    let c1 = time_cli(
        &[
            "book",
            "--quiet",
            "--template",
            "kdp-6x9.toml",
            "-o",
            "k.pdf",
        ],
        "1",
    );
    let c2 = time_cli(
        &[
            "book",
            "--quiet",
            "--template",
            "kdp-6x9.toml",
            "-o",
            "k.pdf",
        ],
        "2",
    );
    let (p, pdf) = page(
        &mut b,
        serde_json::json!({"op": "book", "template": kdp, "name": "kdp-6x9"}),
    );
    assert_eq!(pdf, std::fs::read(d.join("k.pdf")).unwrap());
    eprintln!(
        "book kdp-6x9 (100 puzzles + cover): page {p:.2} s, cli 1 thread {c1:.2} s, 2 threads {c2:.2} s"
    );
    // The day's sheet over 7 dates.
    let mut pages = Vec::new();
    let (mut n1, mut n2) = (0.0, 0.0);
    for day in 1..=7 {
        let date = format!("2026-12-{day:02}");
        n1 += time_cli(&["daily", "--date", &date, "-o", "d.pdf"], "1");
        n2 += time_cli(&["daily", "--date", &date, "-o", "d.pdf"], "2");
        let (p, pdf) = page(&mut b, serde_json::json!({"op": "daily", "date": date}));
        assert_eq!(pdf, std::fs::read(d.join("d.pdf")).unwrap(), "{date}");
        pages.push(p);
    }
    pages.sort_by(f64::total_cmp);
    eprintln!(
        "daily x7: page median {:.2} s (min {:.2}, max {:.2}), cli 1 thread {:.2} s/day, 2 threads {:.2} s/day",
        pages[3],
        pages[0],
        pages[6],
        n1 / 7.0,
        n2 / 7.0
    );
    // A 30-deal card sheet.
    let c1 = time_cli(&["cards", "sheet", "--count", "30", "-o", "c.pdf"], "1");
    let c2 = time_cli(&["cards", "sheet", "--count", "30", "-o", "c.pdf"], "2");
    let (p, pdf) = page(
        &mut b,
        serde_json::json!({"op": "cards-sheet", "count": 30}),
    );
    assert_eq!(pdf, std::fs::read(d.join("c.pdf")).unwrap());
    eprintln!("cards sheet, 30 deals: page {p:.2} s, cli 1 thread {c1:.2} s, 2 threads {c2:.2} s");
    // A preview after a change: the 100-puzzle book's first four pages
    // and its cover as SVG. The engine keeps the sections it made (the
    // book above made them): a new title or trim only lays the book out
    // again; a section's new count makes that section alone. Medians of
    // five titles and of three counts.
    let median = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        (v[v.len() / 2], v[0], v[v.len() - 1])
    };
    let preview = |b: &mut Browser, template: String| {
        page(
            b,
            serde_json::json!({"op": "book", "template": template, "pdf": false,
                               "preview": [1, 2, 3, 4], "cover": true}),
        )
        .0
    };
    let titles: Vec<f64> = (2..7)
        .map(|n| {
            preview(
                &mut b,
                kdp.replace(
                    "title = \"Egyptian Solitaire\"",
                    &format!("title = \"Egyptian Solitaire {n}\""),
                ),
            )
        })
        .collect();
    let first_count = kdp
        .lines()
        .find(|l| l.trim_start().starts_with("count"))
        .expect("a count")
        .to_string();
    let counts: Vec<f64> = (1..4)
        .map(|n| {
            preview(
                &mut b,
                kdp.replacen(&first_count, &format!("count = {}", 15 + n), 1),
            )
        })
        .collect();
    let (r, _) = page(
        &mut b,
        serde_json::json!({"op": "rules", "pdf": false, "preview": [1]}),
    );
    // Turning the pages of the book just previewed: each four pages
    // drawn from the book the engine keeps (nothing made again).
    let last_count = kdp.replacen(&first_count, "count = 18", 1);
    let turns: Vec<f64> = [5, 41, 81, 121]
        .iter()
        .map(|&n| {
            page(
                &mut b,
                serde_json::json!({"op": "book", "template": last_count, "pdf": false,
                                   "preview": [n, n + 1, n + 2, n + 3]}),
            )
            .0
        })
        .collect();
    let (u, u0, u1) = median(turns);
    let (t, t0, t1) = median(titles);
    let (c, c0, c1) = median(counts);
    eprintln!(
        "preview after a change, the 100-puzzle book: a new title median {t:.2} s ({t0:.2}-{t1:.2}); \
         a section's new count median {c:.2} s ({c0:.2}-{c1:.2}); the rule sheet {r:.2} s; \
         turning to four other pages of the book median {u:.2} s ({u0:.2}-{u1:.2})"
    );
}

/// The studio at a phone's width and a desktop's, light and dark, in the
/// four languages: nothing wider than the window, the preview drawn (the
/// cover and four pages of the default book), the form's choices in the
/// page's language, and axe finds no serious problem (its colour-contrast
/// rule among them: every text and control at least 4.5:1 in both
/// schemes). With STUDIO_SHOTS=DIR the screenshots are written there (the
/// guide's picture is docs/guide/studio-1280.png).
#[test]
#[ignore = "needs chromium and axe-core"]
fn the_studio_fits_a_phone_and_a_desktop() {
    let axe = crate::web_fixes::axe_script();
    // One page, its width and scheme changed: the default book's
    // sections are made once (its first preview), each view after lays
    // it out again.
    let mut b = Browser::start(1280, 1100);
    let (_dir, _) = open_studio(&mut b);
    b.eval("new Promise(r => setTimeout(r, 200))");
    idle(&mut b);
    for (width, dark, lang) in [
        (375, false, "de"),
        (1280, false, "en"),
        (375, true, "fr"),
        (1280, true, "es"),
    ] {
        b.call(
            "Emulation.setEmulatedMedia",
            serde_json::json!({"features": [{"name": "prefers-color-scheme",
                                             "value": if dark { "dark" } else { "light" }}]}),
        );
        b.call(
            "Emulation.setDeviceMetricsOverride",
            serde_json::json!({"width": width, "height": 1100, "deviceScaleFactor": 1,
                               "mobile": width < 600}),
        );
        set(&mut b, "ui", lang);
        b.eval("new Promise(r => setTimeout(r, 100))");
        idle(&mut b);
        let images = b.eval("document.querySelectorAll('#pages img').length");
        assert_eq!(images, Value::from(5), "{width}: {}", status(&mut b));
        let over = b.eval("document.documentElement.scrollWidth - window.innerWidth");
        assert!(over.as_f64() <= Some(0.0), "{width} px: {over} px too wide");
        // On a phone the bar links to the preview under the form (and
        // stays low); on a desktop the preview stands beside the form.
        let jump = b.eval("getComputedStyle(document.getElementById('jump')).display !== 'none'");
        assert_eq!(jump, Value::from(width < 900), "{width} px");
        let bar = b.eval("document.querySelector('.bar').getBoundingClientRect().height");
        assert!(
            bar.as_f64() < Some(160.0),
            "{width} px: the bar is {bar} px tall"
        );
        if width < 900 {
            b.eval("document.getElementById('jump').click(); true");
            let seen = b.eval(
                "(() => { const r = document.getElementById('results').getBoundingClientRect(); \
                 return r.top < window.innerHeight && r.bottom > 0; })()",
            );
            assert_eq!(
                seen,
                Value::from(true),
                "{width} px: the preview not brought into view"
            );
            b.eval("window.scrollTo(0, 0); true");
        }
        let l: documents::locale::Lang = lang.parse().unwrap();
        let tr = |id: &str| documents::locale::tr_in(l, id, &[]);
        let tier =
            b.eval("document.querySelector('.section select:nth-child(3) option').textContent");
        assert_eq!(tier, Value::from(tr("tier-easy")), "{lang}");
        let service = b.eval("document.querySelector('#f-service option').textContent");
        assert_eq!(service, Value::from(tr("studio-service-kdp")), "{lang}");
        let found = crate::web_fixes::axe_serious(&mut b, &axe);
        assert!(
            found.is_empty(),
            "{width} px, {lang}, dark {dark}: {found:#?}"
        );
        if let Some(dir) = std::env::var_os("STUDIO_SHOTS") {
            let name = format!(
                "studio-{width}{}{}.png",
                if dark { "-dark" } else { "" },
                if lang == "en" {
                    String::new()
                } else {
                    format!("-{lang}")
                }
            );
            b.eval("window.scrollTo(0, 0)");
            std::fs::write(
                Path::new(&dir).join(name),
                b.screenshot_part(width, 0.0, Some(1600.0)),
            )
            .unwrap();
        }
    }
}

/// By keyboard alone: Tab reaches every field of the form and the
/// buttons, Enter on "Make the PDF" makes the book and the focus lands on
/// its download. The book for IngramSpark passes the print preflight.
/// Then the handout, the card deal sheet, the rule sheet and
/// the play mat, made on the page in the same session, are the bytes the
/// command line writes from the template or the command the page shows.
#[test]
#[ignore = "needs chromium and qpdf"]
fn by_keyboard_alone_and_every_product_is_the_command_lines_bytes() {
    let mut b = Browser::start(1280, 1000);
    let (dir, _) = open_studio(&mut b);
    let d = dir.path();
    b.eval("new Promise(r => setTimeout(r, 200))");
    idle(&mut b);
    // Every field and button of the form, as the Tab key meets them.
    let wanted = b.eval(
        "[...document.querySelectorAll('#fields input, #fields select, #fields button, .actions button:not([disabled]), #open')] \
         .map(e => e.id || e.getAttribute('aria-label') + ':' + [...e.parentNode.parentNode.children].indexOf(e.parentNode))",
    );
    let wanted: Vec<String> = serde_json::from_value(wanted).unwrap();
    assert!(wanted.len() > 40, "{wanted:?}");
    b.eval("document.activeElement.blur(); window.scrollTo(0, 0); true");
    let mut met = Vec::new();
    for _ in 0..wanted.len() + 20 {
        b.key("Tab");
        let id = b.eval(
            "(e => e.id || e.getAttribute('aria-label') + ':' + [...e.parentNode.parentNode.children].indexOf(e.parentNode))(document.activeElement)",
        );
        met.push(id.as_str().unwrap_or("").to_string());
    }
    for w in &wanted {
        assert!(met.contains(w), "Tab never reaches {w}: {met:?}");
    }
    // On round to "Make the PDF", and Enter.
    let mut on_make = false;
    for _ in 0..wanted.len() + 30 {
        b.key("Tab");
        if b.eval("document.activeElement.id") == "make" {
            on_make = true;
            break;
        }
    }
    assert!(on_make, "Tab never comes round to Make");
    // Enter as a keyboard types it (a key down with its text activates a
    // button).
    for kind in ["keyDown", "keyUp"] {
        b.call(
            "Input.dispatchKeyEvent",
            serde_json::json!({"type": kind, "key": "Enter", "code": "Enter",
                               "windowsVirtualKeyCode": 13, "text": "\r"}),
        );
    }
    idle(&mut b);
    let focused = b.eval("document.activeElement.getAttribute('download')");
    assert_eq!(
        focused,
        Value::from("egyptian-solitaire.pdf"),
        "{}",
        status(&mut b)
    );
    // The same book for IngramSpark (PDF/X-1a, CMYK, bleed; its puzzles
    // kept from the KDP book) passes the print preflight.
    set(&mut b, "service", "ingram");
    b.click("#make");
    idle(&mut b);
    let interior = download(&mut b, "egyptian-solitaire.pdf");
    let cover = download(&mut b, "egyptian-solitaire-cover.pdf");
    let template = b.eval("document.getElementById('template').textContent");
    crate::preflight::check_book_pdfs(
        "egyptian-solitaire",
        template.as_str().unwrap(),
        &interior,
        &cover,
    );

    // The handout: two small sections.
    set(&mut b, "product", "handout");
    b.eval(
        "(() => { while (document.querySelectorAll('.section').length > 2) \
         document.querySelector('.section:last-of-type button').click(); \
         document.querySelectorAll('.section .count').forEach(c => { c.value = '2'; \
         c.dispatchEvent(new Event('input')); }); return true; })()",
    );
    b.click("#make");
    idle(&mut b);
    let handout = download(&mut b, "egyptian-solitaire.pdf");
    let template = b.eval("document.getElementById('template').textContent");
    std::fs::write(
        d.join("egyptian-solitaire.toml"),
        template.as_str().unwrap(),
    )
    .unwrap();
    cli(
        d,
        &[
            "handout",
            "--template",
            "egyptian-solitaire.toml",
            "-o",
            "h.pdf",
        ],
    );
    assert_eq!(std::fs::read(d.join("h.pdf")).unwrap(), handout, "handout");

    // The others: the command the page shows gives the same bytes.
    type Fields<'a> = &'a [(&'a str, &'a str)];
    let products: [(&str, Fields, &str); 3] = [
        (
            "cards",
            &[("count", "3"), ("variant", "cheops")],
            "cards-cheops-medium-seed2026.pdf",
        ),
        ("rules", &[("paper", "a4")], "rules-a4.pdf"),
        (
            "mat",
            &[("grid", "4x5"), ("paper", "letter")],
            "mat-4x5-letter.pdf",
        ),
    ];
    for (product, fields, name) in products {
        set(&mut b, "product", product);
        for (field, value) in fields {
            set(&mut b, field, value);
        }
        b.click("#make");
        idle(&mut b);
        let bytes = download(&mut b, name);
        let command = b.eval("document.getElementById('command').textContent");
        let command = command.as_str().unwrap().to_string();
        let words: Vec<&str> = command.split(' ').collect();
        assert_eq!(words[0], "pyramid-press", "{command}");
        let mut args: Vec<&str> = words[1..].to_vec();
        args.extend(["-o", "x.pdf"]);
        cli(d, &args);
        assert_eq!(std::fs::read(d.join("x.pdf")).unwrap(), bytes, "{command}");
    }
}
