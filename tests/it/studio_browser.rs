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
/// reads back through the command line's reader (it is what made them).
#[test]
#[ignore = "needs chromium"]
fn the_book_and_the_daily_sheet_are_the_command_lines_bytes() {
    let mut b = Browser::start(1280, 1000);
    let (dir, _) = open_studio(&mut b);
    let d = dir.path();
    // The book: a title with quotes and a backslash, an author, German pages.
    set(&mut b, "product", "book");
    set(&mut b, "title", "Die \"Pyramiden\" \\ Band 1");
    set(&mut b, "author", "Ana Müller");
    set(&mut b, "lang", "de");
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
    let interior = download(&mut b, "studio-book.pdf");
    let cover = download(&mut b, "studio-book-cover.pdf");
    let template = b.eval("document.getElementById('template').textContent");
    let template = template.as_str().expect("template shown");
    std::fs::write(d.join("studio-book.toml"), template).unwrap();
    let out = Command::cargo_bin("pyramid-press")
        .unwrap()
        .current_dir(d)
        .env_remove("SOURCE_DATE_EPOCH")
        .args(["book", "--quiet", "--template", "studio-book.toml"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let cli_warnings: Vec<String> = String::from_utf8_lossy(&out.stderr)
        .lines()
        .filter_map(|l| l.strip_prefix("warning: ").map(str::to_string))
        .collect();
    assert!(interior.starts_with(b"%PDF-"));
    assert_eq!(
        std::fs::read(d.join("output/studio-book.pdf")).unwrap(),
        interior,
        "interior"
    );
    assert_eq!(
        std::fs::read(d.join("output/studio-book-cover.pdf")).unwrap(),
        cover,
        "cover"
    );
    // The page warns as the command line does.
    let page_warnings =
        b.eval("(() => { const h = window.studioLast.head; return h.warnings; })()");
    let page_warnings: Vec<String> = serde_json::from_value(page_warnings).unwrap();
    assert_eq!(page_warnings, cli_warnings);
    let previews = b.eval("document.querySelectorAll('#pages img').length");
    assert!(previews.as_u64() >= Some(2), "{previews}");

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
}

/// Bad input is said next to its field and nothing is made; cancelling a
/// book leaves the page working; the form remembers its settings; every
/// print service's defaults make a template the command line reads (the
/// IngramSpark choice once wrote KDP's margins, which IngramSpark refuses);
/// a download goes as soon as a field changes.
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
    set(&mut b, "service", "kdp");
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
    b.eval(
        "(() => { const c = document.querySelector('.section .count'); c.value = '10000'; \
         c.dispatchEvent(new Event('input')); return true; })()",
    );
    b.click("#make");
    idle(&mut b);
    assert!(
        !error_of(&mut b, "sections").is_empty(),
        "{}",
        status(&mut b)
    );
    // A long job cancelled: the page still makes a rule sheet after it.
    b.eval(
        "(() => { const c = document.querySelector('.section .count'); c.value = '15'; \
         c.dispatchEvent(new Event('input')); return true; })()",
    );
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
    // A preview after a change: the default book's first four pages and
    // its cover as SVG, a title changed.
    let edited = kdp.replace(
        "title = \"Egyptian Solitaire\"",
        "title = \"Egyptian Solitaire 2\"",
    );
    let (p, _) = page(
        &mut b,
        serde_json::json!({"op": "book", "template": edited, "pdf": false, "preview": [1, 2, 3, 4], "cover": true}),
    );
    let (r, _) = page(
        &mut b,
        serde_json::json!({"op": "rules", "pdf": false, "preview": [1]}),
    );
    eprintln!("preview after a change: the 100-puzzle book {p:.2} s; the rule sheet {r:.2} s");
}

/// The studio at a phone's width and a desktop's, light and dark: nothing
/// wider than the window, the preview drawn (the cover and four pages of
/// the default book). With STUDIO_SHOTS=DIR the screenshots are written
/// there (the guide's picture is docs/guide/studio-1280.png).
#[test]
#[ignore = "needs chromium"]
fn the_studio_fits_a_phone_and_a_desktop() {
    for (width, dark) in [(375, false), (1280, false), (375, true)] {
        let mut b = Browser::start(width, 1100);
        if dark {
            b.call(
                "Emulation.setEmulatedMedia",
                serde_json::json!({"features": [{"name": "prefers-color-scheme", "value": "dark"}]}),
            );
        }
        let (_dir, _) = open_studio(&mut b);
        // The default book's preview (100 puzzles) has started on load.
        b.eval("new Promise(r => setTimeout(r, 200))");
        idle(&mut b);
        let images = b.eval("document.querySelectorAll('#pages img').length");
        assert_eq!(images, Value::from(5), "{width}: {}", status(&mut b));
        let over = b.eval("document.documentElement.scrollWidth - window.innerWidth");
        assert!(over.as_f64() <= Some(0.0), "{width} px: {over} px too wide");
        if let Some(dir) = std::env::var_os("STUDIO_SHOTS") {
            let name = format!("studio-{width}{}.png", if dark { "-dark" } else { "" });
            b.eval("window.scrollTo(0, 0)");
            std::fs::write(
                Path::new(&dir).join(name),
                b.screenshot_part(width, 0.0, Some(1400.0)),
            )
            .unwrap();
        }
    }
}
