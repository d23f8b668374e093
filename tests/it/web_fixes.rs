//! What a visit to the web page found, fixed: a render page of a goal that
//! cannot be reached is refused, render pages are titled by their puzzle,
//! axe finds no serious accessibility problem, arrow keys move between the
//! free cards, a click on another movable piece picks it up, the solved
//! record survives undo and reload, an ID never breaks across lines, and
//! print shows the puzzles without the page's web-only text. Browser tests
//! are `#[ignore = "needs chromium"]`; `.ci/run` runs them (and installs
//! axe-core for them).

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use egypt::board::Board;
use egypt::notation::parse_position;
use serde_json::{Value, json};

use crate::daily_common::cli;
use crate::web::page_data;
use crate::web_cdp::Browser;

const DAY: &str = "2026-11-23";

fn work_dir() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let d =
            std::env::temp_dir().join(format!("pyramid-press-web-fixes-{}", std::process::id()));
        std::fs::create_dir_all(&d).expect("work dir");
        d
    })
}

/// The daily page with all three deals.
fn page() -> &'static Path {
    static PAGE: OnceLock<PathBuf> = OnceLock::new();
    PAGE.get_or_init(|| {
        let p = work_dir().join("daily.html");
        cli()
            .args([
                "daily",
                "--date",
                DAY,
                "--html",
                "--deals",
                "pyramid,cheops,pharaohs",
                "-o",
            ])
            .arg(&p)
            .assert()
            .success();
        p
    })
}

fn status(b: &mut Browser, section: usize) -> String {
    b.eval(&format!(
        "document.querySelector('#puzzle-{section} .status').textContent"
    ))
    .as_str()
    .unwrap_or_default()
    .to_string()
}

#[test]
fn render_html_refuses_a_goal_that_cannot_be_reached_as_the_key_does() {
    let dir = tempfile::tempdir().expect("dir");
    // Either Small hops the Medium onto the other Small: two Smalls stay.
    let pos = "S,M,S/.,.,./.,.,.";
    let html = dir.path().join("page.html");
    let page = cli()
        .args(["render", pos, "--format", "html", "-o"])
        .arg(&html)
        .assert()
        .failure()
        .get_output()
        .clone();
    let svg = dir.path().join("key.svg");
    let key = cli()
        .args(["render", pos, "--key", "--format", "svg", "-o"])
        .arg(&svg)
        .assert()
        .failure()
        .get_output()
        .clone();
    assert_eq!(page.status.code(), key.status.code(), "the same exit code");
    let (page, key) = (page.stderr, key.stderr);
    let page = String::from_utf8_lossy(&page).to_string();
    assert!(page.contains("cannot be reached"), "{page}");
    assert_eq!(page, String::from_utf8_lossy(&key), "the same refusal");
    assert_eq!(page.lines().count(), 1, "one line: {page}");
    assert!(!html.exists() && !svg.exists(), "nothing written");
}

#[test]
fn render_page_is_titled_by_its_puzzle() {
    let dir = tempfile::tempdir().expect("dir");
    let out = dir.path().join("one.html");
    cli()
        .args([
            "render",
            "S,M,.,S/S,.,.,./.,.,SS,L",
            "--format",
            "html",
            "-o",
        ])
        .arg(&out)
        .assert()
        .success();
    let html = std::fs::read_to_string(&out).expect("page");
    let id = page_data(&out)["puzzles"][0]["id"]
        .as_str()
        .expect("id")
        .to_string();
    let title =
        &html[html.find("<title>").expect("title") + 7..html.find("</title>").expect("end")];
    assert!(title.contains(&id), "{title}");
    assert!(title.contains("Egyptian Solitaire"), "{title}");
    assert!(html.contains(&format!("<h1>{title}</h1>")));
}

/// axe-core's script: where `.ci/run` installs it, or `AXE_CORE_JS`.
pub(crate) fn axe_script() -> String {
    let path = std::env::var_os("AXE_CORE_JS")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            let cache = std::env::var_os("XDG_CACHE_HOME")
                .map(PathBuf::from)
                .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))
                .expect("HOME or XDG_CACHE_HOME");
            cache.join("pyramid-press/axe/node_modules/axe-core/axe.min.js")
        });
    std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "axe-core is not installed at {} ({e}): .ci/run installs it \
             (npm install --prefix ~/.cache/pyramid-press/axe axe-core), or set AXE_CORE_JS",
            path.display()
        )
    })
}

/// axe's serious and critical violations on the open page, as text.
pub(crate) fn axe_serious(b: &mut Browser, axe: &str) -> Vec<String> {
    b.eval(axe);
    let found = b.eval(
        "axe.run(document, {resultTypes: ['violations']}).then(r => r.violations \
         .filter(v => v.impact === 'serious' || v.impact === 'critical') \
         .map(v => v.id + ' (' + v.impact + '): ' + v.help + ' at ' + \
              v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', ')))",
    );
    serde_json::from_value(found).expect("list")
}

#[test]
#[ignore = "needs chromium"]
fn browser_axe_finds_no_serious_violation() {
    let axe = axe_script();
    let mut b = Browser::start(1280, 900);
    b.open(page());
    let data = page_data(page());
    // Some play first: a picked piece, moves made, a hint shown, a deal
    // won and a puzzle solved, so that every state is looked at.
    b.click("#puzzle-1 [data-act=hint]");
    b.click("#puzzle-9 [data-act=hint]");
    let sol: Vec<String> =
        serde_json::from_value(data["puzzles"][0]["solution"].clone()).expect("solution");
    b.eval(&format!(
        "(() => {{ const s = {}; for (const m of s) {{ \
           const [f, t] = m.split('-'); \
           for (const n of [f, t]) {{ const c = n.charCodeAt(0) - 97, r = +n.slice(1) - 1; \
             document.querySelector('#puzzle-1 rect.sq[data-sq=\"' + (r * {} + c) + '\"]') \
               .dispatchEvent(new MouseEvent('click', {{bubbles: true}})); }} }} }})()",
        serde_json::to_string(&sol).expect("json"),
        data["puzzles"][0]["cols"]
    ));
    assert_eq!(
        b.eval("document.querySelector('#puzzle-1').classList.contains('solved')"),
        json!(true)
    );
    let found = axe_serious(&mut b, &axe);
    assert!(found.is_empty(), "axe: {found:#?}");
    // And a render page.
    let one = work_dir().join("one.html");
    cli()
        .args(["render", "S,M,.,S/S,.,.,./.,.,SS,L", "-o"])
        .arg(&one)
        .assert()
        .success();
    b.open(&one);
    let found = axe_serious(&mut b, &axe);
    assert!(found.is_empty(), "axe on a render page: {found:#?}");
}

#[test]
#[ignore = "needs chromium"]
fn browser_arrow_keys_move_between_free_cards() {
    let mut b = Browser::start(1280, 900);
    b.open(page());
    for section in [9, 10, 11] {
        b.eval(&format!(
            "document.querySelector('#puzzle-{section} g.card.free').focus()"
        ));
        let focused = |b: &mut Browser| -> String {
            b.eval(
                "(() => { const e = document.activeElement; \
                 return e && e.dataset ? (e.dataset.loc || '') : ''; })()",
            )
            .as_str()
            .unwrap_or_default()
            .to_string()
        };
        let start = focused(&mut b);
        assert!(start.starts_with('p'), "a free pyramid card: {start}");
        let mut visited = vec![start.clone()];
        for _ in 0..6 {
            b.key("ArrowRight");
            let now = focused(&mut b);
            if now == *visited.last().expect("one") {
                break;
            }
            visited.push(now);
        }
        assert!(visited.len() >= 3, "section {section}: {visited:?}");
        // Every card reached is free (a button), and Left goes back.
        for loc in &visited {
            let role = b.eval(&format!(
                "document.querySelector('#puzzle-{section} g.card[data-loc=\"{loc}\"]').getAttribute('role')"
            ));
            assert_eq!(role, json!("button"), "{loc}");
        }
        b.key("ArrowLeft");
        assert_eq!(focused(&mut b), visited[visited.len() - 2]);
        // Down from the pyramid's bottom row reaches the stock row.
        b.key("ArrowDown");
        let below = focused(&mut b);
        assert!(
            below == "stock" || below.starts_with('s'),
            "section {section}: below the pyramid: {below}"
        );
    }
}

#[test]
#[ignore = "needs chromium"]
fn browser_click_on_another_movable_piece_picks_it_up() {
    let data = page_data(page());
    let p = &data["puzzles"][0];
    let board: Board = parse_position(p["pos"].as_str().expect("pos")).expect("position");
    let legal = board.legal_moves();
    // Two squares with movable pieces where the second is no landing of
    // the first.
    let (a, other) = legal
        .iter()
        .find_map(|m| {
            legal
                .iter()
                .find(|n| {
                    n.from != m.from && !legal.iter().any(|k| k.from == m.from && k.to == n.from)
                })
                .map(|n| (m.from, n.from))
        })
        .expect("two movable pieces");
    let size = board.size();
    let mut b = Browser::start(1280, 900);
    b.open(page());
    b.click(&format!("#puzzle-1 rect.sq[data-sq=\"{}\"]", size.index(a)));
    b.click(&format!(
        "#puzzle-1 rect.sq[data-sq=\"{}\"]",
        size.index(other)
    ));
    let s = status(&mut b, 1);
    assert!(
        s.starts_with("Picked the ") && s.contains(&format!(" on {other}")),
        "{s}"
    );
    let picked = b.eval("document.querySelector('#puzzle-1 rect.sq.sel').dataset.sq");
    assert_eq!(picked, json!(size.index(other).to_string()));
}

#[test]
#[ignore = "needs chromium"]
fn browser_solved_record_survives_undo_and_reload() {
    let data = page_data(page());
    let p = &data["puzzles"][1];
    let cols = p["cols"].as_u64().expect("cols");
    let sol: Vec<String> = serde_json::from_value(p["solution"].clone()).expect("solution");
    let mut b = Browser::start(1280, 900);
    b.open(page());
    for m in &sol {
        for sq in m.split('-') {
            let c = u64::from(sq.as_bytes()[0] - b'a');
            let r: u64 = sq[1..].parse::<u64>().expect("row") - 1;
            b.click(&format!("#puzzle-2 rect.sq[data-sq=\"{}\"]", r * cols + c));
        }
    }
    assert!(status(&mut b, 2).starts_with("Solved!"));
    let solved = "[document.querySelector('#puzzle-2').classList.contains('solved'), \
                  PyramidPress.state(1).solved, PyramidPress.state(1).record]";
    let want = json!([true, true, {"moves": sol.len(), "hints": 0}]);
    assert_eq!(b.eval(solved), want);
    b.click("#puzzle-2 [data-act=undo]");
    b.click("#puzzle-2 [data-act=undo]");
    assert_eq!(b.eval(solved), want, "after undo");
    b.reload();
    assert_eq!(b.eval(solved), want, "after reload");
    assert_eq!(b.eval("PyramidPress.state(1).moves"), json!(sol.len() - 2));
    let progress = b.eval("document.querySelector('.progress').textContent");
    assert!(
        progress.as_str().is_some_and(|t| t.contains("1 of ")),
        "{progress}"
    );
}

#[test]
#[ignore = "needs chromium"]
fn browser_ids_stay_on_one_line_at_phone_width() {
    let mut b = Browser::start(375, 800);
    b.open(page());
    b.screenshot_part(375, 0.0, Some(10.0));
    let lines: Vec<Value> = serde_json::from_value(b.eval(
        "[...document.querySelectorAll('code.pid')].map(e => [e.textContent, e.getClientRects().length, \
         e.getBoundingClientRect().right <= document.documentElement.clientWidth])",
    ))
    .expect("ids");
    assert_eq!(lines.len(), 11);
    for l in &lines {
        assert_eq!(l[1], json!(1), "{l}: one line box");
        assert_eq!(l[2], json!(true), "{l}: inside the screen");
    }
}

#[test]
#[ignore = "needs chromium"]
fn browser_print_shows_no_web_only_text_and_fills_the_first_page() {
    let mut b = Browser::start(1280, 900);
    b.open(page());
    b.call("Emulation.setEmulatedMedia", json!({"media": "print"}));
    // A4 at 96 dpi is 794 x 1123 CSS pixels; Chromium's default print
    // margins take about 0.4 in each side.
    b.call(
        "Emulation.setDeviceMetricsOverride",
        json!({"width": 718, "height": 1046, "deviceScaleFactor": 1, "mobile": false}),
    );
    let shown: Vec<String> = serde_json::from_value(b.eval(
        "[...document.querySelectorAll('.intro, .how, .progress, .controls, .options, .status, \
          .notation, .movebox, footer, button, .hintcount')] \
         .filter(e => e.getClientRects().length > 0 && getComputedStyle(e).display !== 'none') \
         .map(e => e.className || e.tagName)",
    ))
    .expect("list");
    assert!(shown.is_empty(), "web-only parts printed: {shown:?}");
    let pdf = b.call(
        "Page.printToPDF",
        json!({"paperWidth": 8.27, "paperHeight": 11.69, "printBackground": false}),
    );
    let bytes = crate::web_cdp::decode_base64(pdf["data"].as_str().expect("pdf"));
    let path = work_dir().join("print.pdf");
    std::fs::write(&path, &bytes).expect("pdf");
    // The first page holds the heading and at least the first two puzzles.
    let text = std::process::Command::new("pdftotext")
        .args(["-f", "1", "-l", "1", "-layout"])
        .arg(&path)
        .arg("-")
        .output()
        .expect("pdftotext (poppler-utils)");
    let first = String::from_utf8_lossy(&text.stdout).to_string();
    assert!(
        first.contains("Puzzle 1") && first.contains("Puzzle 2"),
        "first page: {first}"
    );
}

#[test]
#[ignore = "needs chromium"]
fn browser_hint_pressed_again_at_the_top_of_the_ladder_repeats_the_move_free() {
    // Issue #43: a third Hint press restarted the ladder and charged again.
    let mut b = Browser::start(1280, 900);
    b.open(page());
    let data = page_data(page());
    let first_deal = data["puzzles"]
        .as_array()
        .expect("puzzles")
        .iter()
        .position(|p| p["player"] == "cards")
        .expect("a deal")
        + 1;
    for section in [1, 4, first_deal] {
        let mut seen = Vec::new();
        for _ in 0..5 {
            b.click(&format!("#puzzle-{section} [data-act=hint]"));
            let hints = b.eval(&format!(
                "document.querySelector('#puzzle-{section}').dataset.hints"
            ));
            seen.push((hints, status(&mut b, section)));
        }
        // The ladder climbs (idea, look, move) and stays at the move.
        let (last, before) = (&seen[4], &seen[3]);
        assert_eq!(last, before, "{section}: {seen:?}");
        assert_eq!(&seen[2], last, "{section}: {seen:?}");
        assert_ne!(seen[0].1, last.1, "{section}: {seen:?}");
        // Each rung climbed cost one hint, the repeats none.
        let count = |v: &Value| {
            v.as_str()
                .and_then(|n| n.parse::<u32>().ok())
                .expect("hints")
        };
        assert!(count(&seen[0].0) < count(&last.0), "{section}: {seen:?}");
    }
    b.close();
}
