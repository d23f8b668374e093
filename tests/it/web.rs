//! The playable web page: file checks without a browser, and play in a real
//! headless Chromium (driven over its DevTools pipe, see `web_cdp`). The
//! browser tests are `#[ignore = "needs chromium"]`; `.ci/run` runs them.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use documents::games::egypt::draw::{BoardStyle, draw_board};
use documents::games::egypt::web::board_area;
use egypt::board::{Board, MAX_STACK, Move, Piece, Size, Square};
use egypt::notation::{format_position, parse_position};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use render::Shape;
use serde_json::{Value, json};

use crate::daily_common::cli;
use crate::web_cdp::Browser;

/// A fixed day, so runs compare.
const DAY: &str = "2026-11-23";

/// Folder for this run's pages (kept for the whole test binary).
fn work_dir() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let d = std::env::temp_dir().join(format!("pyramid-press-web-{}", std::process::id()));
        std::fs::create_dir_all(&d).expect("work dir");
        d
    })
}

/// The daily page of [`DAY`], made once by the command line.
fn daily_page() -> &'static Path {
    static PAGE: OnceLock<PathBuf> = OnceLock::new();
    PAGE.get_or_init(|| {
        let p = work_dir().join(format!("daily-{DAY}.html"));
        cli()
            .args(["daily", "--date", DAY, "--html", "-o"])
            .arg(&p)
            .assert()
            .success();
        p
    })
}

/// The first puzzle's solution in a page's data block, move by move.
pub(crate) fn first_solution(data: &Value) -> Vec<String> {
    data["puzzles"][0]["solution"]
        .as_array()
        .expect("solution")
        .iter()
        .map(|m| m.as_str().expect("move").to_string())
        .collect()
}

/// The page's data block (the JSON the players read), shared by the web
/// page tests.
pub(crate) fn page_data(path: &Path) -> Value {
    let html = std::fs::read_to_string(path).expect("page");
    let start = html.find("id=\"pp-data\">").expect("data block") + "id=\"pp-data\">".len();
    let end = start + html[start..].find("</script>").expect("end of data");
    let mut data: Value = serde_json::from_str(&html[start..end]).expect("data is JSON");
    // The players' words travel in the packed engine (documents::web).
    if let Some((_, scripts)) = documents::web::unpacked_engine(&html) {
        let words = scripts
            .strip_prefix("PyramidPress.addMessages(")
            .and_then(|s| s.split_once(");\n"))
            .expect("the players' words first");
        let words: Value = serde_json::from_str(words.0).expect("words are JSON");
        for (id, m) in words.as_object().expect("words") {
            data["messages"][id] = m.clone();
        }
    }
    data
}

fn puzzle(data: &Value, i: usize) -> (Board, Vec<Move>) {
    let p = &data["puzzles"][i];
    let board = parse_position(p["pos"].as_str().expect("pos")).expect("position");
    let moves = p["solution"]
        .as_array()
        .expect("solution")
        .iter()
        .map(|m| m.as_str().expect("move").parse().expect("move text"))
        .collect();
    (board, moves)
}

fn square_selector(puzzle: usize, board: &Board, sq: Square) -> String {
    format!(
        "#puzzle-{} rect.sq[data-sq=\"{}\"]",
        puzzle + 1,
        board.size().index(sq)
    )
}

fn click_move(b: &mut Browser, puzzle: usize, board: &Board, mv: Move) {
    b.click(&square_selector(puzzle, board, mv.from));
    b.click(&square_selector(puzzle, board, mv.to));
}

fn status(b: &mut Browser, puzzle: usize) -> String {
    b.eval(&format!(
        "document.querySelector('#puzzle-{} .status').textContent",
        puzzle + 1
    ))
    .as_str()
    .unwrap_or_default()
    .to_string()
}

fn js_position(b: &mut Browser, puzzle: usize) -> String {
    b.eval(&format!("PyramidPress.position({puzzle})"))
        .as_str()
        .expect("position")
        .to_string()
}

fn move_list(b: &mut Browser, puzzle: usize) -> Vec<String> {
    let v = b.eval(&format!(
        "[...document.querySelectorAll('#puzzle-{} .moves li')].map(e => e.textContent)",
        puzzle + 1
    ));
    serde_json::from_value(v).expect("list of moves")
}

// ---- Without a browser ----------------------------------------------------

#[test]
fn daily_page_is_one_self_contained_file_under_budget() {
    let path = daily_page();
    let html = std::fs::read_to_string(path).expect("page");
    assert!(html.len() < 300 * 1024, "{} bytes", html.len());
    // The packed engine module is data: its characters may spell "src="
    // by chance (engine.wasm of r6-web2 does), so the references are
    // looked for around it.
    let start = html
        .find("<script type=\"application/octet-stream\" id=\"pp-engine\"")
        .expect("the packed engine");
    let end = start + html[start..].find("</script>").expect("its end");
    let html_outside = format!("{}{}", &html[..start], &html[end..]);
    for banned in [
        "http:",
        "https:",
        "src=",
        "<link",
        "@import",
        "url(",
        "@font-face",
    ] {
        assert!(
            !html_outside.contains(banned),
            "the page refers to {banned}"
        );
    }
    let data = page_data(path);
    // Eight Egyptian puzzles and the card deal of the day.
    assert_eq!(data["puzzles"].as_array().map(Vec::len), Some(9));
    for n in 1..=9 {
        assert!(html.contains(&format!("id=\"puzzle-{n}\"")), "puzzle {n}");
    }
    assert_eq!(html.matches("data-player=\"egypt\"").count(), 8);
    assert!(
        html.contains("<h2>Deal 1 \u{b7} Pyramid \u{b7} "),
        "the card deal of the day"
    );
    assert_eq!(
        html.matches("<p class=\"grade\">").count()
            - html.matches("<p class=\"grade\"></p>").count(),
        8,
        "every puzzle's grade in words"
    );
}

#[test]
fn daily_page_bytes_are_deterministic() {
    let again = work_dir().join("again.html");
    cli()
        .args(["daily", "--date", DAY, "--html", "-o"])
        .arg(&again)
        .assert()
        .success();
    assert_eq!(
        std::fs::read(daily_page()).expect("first"),
        std::fs::read(&again).expect("second")
    );
}

#[test]
fn render_writes_one_puzzle_page() {
    let out = work_dir().join("one.html");
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
    let data = page_data(&out);
    assert_eq!(data["puzzles"].as_array().map(Vec::len), Some(1));
    assert_eq!(data["puzzles"][0]["pos"], "S,M,.,S/S,.,.,./.,.,SS,L");
    assert!(
        data["puzzles"][0]["solution"].is_array(),
        "a solution for hints"
    );
    cli()
        .args(["render", "S,M,.,S/S,.,.,./.,.,SS,L", "--format", "htm"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("use pdf, svg or html"));
}

/// Positions for the legality check: random play from the setups of
/// several grids, and random tall stacks up to the engine's limit.
fn positions() -> Vec<Board> {
    let mut rng = ChaCha8Rng::seed_from_u64(15);
    let mut out = Vec::new();
    for (rows, cols, games) in [(3, 4, 12), (4, 5, 8), (5, 6, 4), (6, 8, 2), (3, 10, 3)] {
        let size = Size::new(rows, cols).expect("size");
        for _ in 0..games {
            let mut b = Board::setup(size);
            loop {
                out.push(b.clone());
                let moves = b.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let m = moves[rng.random_range(0..moves.len())];
                b.play(m).expect("legal");
            }
        }
    }
    for _ in 0..150 {
        let size = Size::new(rng.random_range(3..6), rng.random_range(3..6)).expect("size");
        let mut b = Board::empty(size);
        for sq in size.squares() {
            let h = match rng.random_range(0..4) {
                0 => 0,
                1 => rng.random_range(1..4),
                2 => rng.random_range(MAX_STACK - 2..=MAX_STACK),
                _ => rng.random_range(4..MAX_STACK),
            };
            // Tall stacks of one size with a different top now and then.
            let base = Piece::ALL[rng.random_range(0..3)];
            for k in 0..h {
                let p = if k + 1 == h && rng.random_range(0..3) == 0 {
                    Piece::ALL[rng.random_range(0..3)]
                } else {
                    base
                };
                b.push(sq, p);
            }
        }
        out.push(b);
    }
    out
}

#[test]
fn legality_positions_are_many_and_varied() {
    let ps = positions();
    assert!(ps.len() >= 1000, "{} positions", ps.len());
    assert!(ps.iter().any(|b| b.size().area() >= 40));
    assert!(
        ps.iter()
            .any(|b| b.stacks().iter().any(|s| s.len() == MAX_STACK))
    );
    // Some full stacks are a hop's landing square whose top matches: the
    // engine refuses those, and so must the page.
    let refused_full = ps.iter().any(|b| {
        b.size().hops().iter().any(|h| {
            let (a, o, c) = (
                b.stacks()[h.from as usize],
                b.stacks()[h.over as usize],
                b.stacks()[h.to as usize],
            );
            !o.is_empty() && c.len() == MAX_STACK && a.top().is_some() && a.top() == c.top()
        })
    });
    assert!(refused_full, "no position tests the full-stack rule");
}

// ---- In a browser ----------------------------------------------------------

#[test]
#[ignore = "needs chromium"]
fn browser_plays_puzzle_one_solution_by_clicking() {
    let path = daily_page();
    let data = page_data(path);
    let (start, solution) = puzzle(&data, 0);
    let mut b = Browser::start(1280, 900);
    b.open(path);
    let mut board = start.clone();
    for mv in &solution {
        assert!(
            !status(&mut b, 0).starts_with("Solved"),
            "solved before the end"
        );
        click_move(&mut b, 0, &start, *mv);
        board.play(*mv).expect("solution move");
        assert_eq!(
            js_position(&mut b, 0),
            format_position(&board),
            "after {mv}"
        );
    }
    let s = status(&mut b, 0);
    assert!(s.starts_with("Solved!"), "status: {s}");
    assert!(s.contains("score 1"), "status: {s}");
    let listed = move_list(&mut b, 0);
    let expected: Vec<String> = solution.iter().map(|m| m.to_string()).collect();
    assert_eq!(listed, expected);
    assert_eq!(
        b.eval("document.querySelector('#puzzle-1').classList.contains('solved')"),
        json!(true)
    );
}

#[test]
#[ignore = "needs chromium"]
fn browser_refuses_an_illegal_move_with_its_reason() {
    let path = daily_page();
    let data = page_data(path);
    let (start, _) = puzzle(&data, 0);
    // A piece that has a legal move, and a hop-shaped landing it may not take.
    let legal = start.legal_moves();
    let (from, bad) = legal
        .iter()
        .find_map(|m| {
            start.size().squares().find_map(|to| {
                let mv = Move { from: m.from, to };
                (mv.over().is_some() && start.check(mv).is_err()).then_some((m.from, mv))
            })
        })
        .expect("an illegal hop from a movable piece");
    let reason = start.check(bad).expect_err("illegal").to_string();
    let mut b = Browser::start(1280, 900);
    b.open(path);
    b.click(&square_selector(0, &start, from));
    let picked = status(&mut b, 0);
    assert!(picked.starts_with("Picked"), "status: {picked}");
    b.click(&square_selector(0, &start, bad.to));
    let s = status(&mut b, 0);
    assert!(
        s.starts_with(&format!("Not allowed: {bad}:")),
        "status: {s}"
    );
    // The same rule as the engine's message names.
    let key = if reason.contains("empty") {
        "empty"
    } else if reason.contains("cannot land") {
        "cannot land"
    } else {
        "two squares away"
    };
    assert!(s.contains(key), "engine: {reason}; page: {s}");
    assert_eq!(js_position(&mut b, 0), format_position(&start));
    assert!(move_list(&mut b, 0).is_empty());
    let visible = b.eval(
        "(() => { const e = document.querySelector('#puzzle-1 .status'); \
         const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0 && \
         getComputedStyle(e).visibility === 'visible'; })()",
    );
    assert_eq!(visible, json!(true), "the reason is shown");
}

#[test]
#[ignore = "needs chromium"]
fn browser_undo_restores_the_position_and_redo_replays() {
    let path = daily_page();
    let data = page_data(path);
    let (start, solution) = puzzle(&data, 1);
    let mut b = Browser::start(1280, 900);
    b.open(path);
    click_move(&mut b, 1, &start, solution[0]);
    click_move(&mut b, 1, &start, solution[1]);
    let mut after = start.clone();
    after.play(solution[0]).expect("legal");
    let one = format_position(&after);
    after.play(solution[1]).expect("legal");
    assert_eq!(js_position(&mut b, 1), format_position(&after));
    b.click("#puzzle-2 [data-act=undo]");
    assert_eq!(js_position(&mut b, 1), one);
    b.click("#puzzle-2 [data-act=undo]");
    assert_eq!(js_position(&mut b, 1), format_position(&start));
    assert!(move_list(&mut b, 1).is_empty());
    // The drawing follows: as many pieces drawn as on the start board.
    let drawn = b.eval("document.querySelectorAll('#puzzle-2 g.pieces g.piece').length");
    assert_eq!(drawn, json!(start.piece_count()));
    b.click("#puzzle-2 [data-act=redo]");
    assert_eq!(js_position(&mut b, 1), one);
    b.click("#puzzle-2 [data-act=reset]");
    assert_eq!(js_position(&mut b, 1), format_position(&start));
    // "Show solution" shows the solution and turns into "Hide solution";
    // a second click hides it again.
    let shown = "[!document.querySelector('#puzzle-2 .solution').hidden, \
                 document.querySelector('#puzzle-2 [data-act=solution]').textContent]";
    assert_eq!(b.eval(shown), json!([false, "Show solution"]));
    b.click("#puzzle-2 [data-act=solution]");
    assert_eq!(b.eval(shown), json!([true, "Hide solution"]));
    b.click("#puzzle-2 [data-act=solution]");
    assert_eq!(b.eval(shown), json!([false, "Show solution"]));
    // Played to its end after the solution was shown: the status says so,
    // the share line marks it apart and it is not counted as solved, also
    // after a reload (review 6: it counted as a clean solve).
    for mv in &solution {
        click_move(&mut b, 1, &start, *mv);
    }
    let seen = |b: &mut Browser| {
        let s = status(b, 1);
        assert!(s.starts_with("Done with the solution shown"), "{s}");
        let share = b.eval("PyramidPress.shareText()");
        let share = share.as_str().expect("text").to_string();
        let line = share
            .lines()
            .find(|l| l.contains("Puzzle 2"))
            .unwrap_or_default()
            .to_string();
        assert!(
            line.starts_with('\u{1f7e6}') && line.contains("solution seen"),
            "{share}"
        );
        assert!(share.contains("None of"), "{share}");
    };
    seen(&mut b);
    b.reload();
    b.eval("(window.PyramidPress && window.PyramidPress.engineReady) || null");
    let n = solution.len();
    assert_eq!(move_list(&mut b, 1).len(), n);
    b.click("#puzzle-2 [data-act=undo]");
    b.click("#puzzle-2 [data-act=redo]");
    seen(&mut b);
}

#[test]
#[ignore = "needs chromium"]
fn browser_reload_restores_progress() {
    let path = daily_page();
    let data = page_data(path);
    let (start, solution) = puzzle(&data, 2);
    let mut b = Browser::start(1280, 900);
    b.open(path);
    click_move(&mut b, 2, &start, solution[0]);
    click_move(&mut b, 2, &start, solution[1]);
    let before = js_position(&mut b, 2);
    b.reload();
    assert_eq!(js_position(&mut b, 2), before);
    assert_eq!(
        move_list(&mut b, 2),
        vec![solution[0].to_string(), solution[1].to_string()]
    );
    // Another puzzle was not touched.
    assert!(move_list(&mut b, 0).is_empty());
    // Kept across a browser restart on the same profile too.
    let profile = b.close();
    let mut b = Browser::start_with(profile, 1280, 900);
    b.open(path);
    assert_eq!(js_position(&mut b, 2), before);
}

#[test]
#[ignore = "needs chromium"]
fn browser_plays_by_keyboard() {
    let path = daily_page();
    let data = page_data(path);
    let (start, solution) = puzzle(&data, 0);
    let mut b = Browser::start(1280, 900);
    b.open(path);
    b.eval("document.querySelector('#puzzle-1 rect.sq[tabindex=\"0\"]').focus()");
    let mv = solution[0];
    let mut at = (0i32, 0i32);
    for target in [mv.from, mv.to] {
        let (r, c) = (i32::from(target.row), i32::from(target.col));
        while at.0 < r {
            b.key("ArrowDown");
            at.0 += 1;
        }
        while at.1 < c {
            b.key("ArrowRight");
            at.1 += 1;
        }
        while at.1 > c {
            b.key("ArrowLeft");
            at.1 -= 1;
        }
        while at.0 > r {
            b.key("ArrowUp");
            at.0 -= 1;
        }
        b.key("Enter");
    }
    let mut after = start.clone();
    after.play(mv).expect("legal");
    assert_eq!(js_position(&mut b, 0), format_position(&after));
}

#[test]
#[ignore = "needs chromium"]
fn browser_squares_have_accessible_names() {
    let path = daily_page();
    let data = page_data(path);
    let (start, _) = puzzle(&data, 3);
    let mut b = Browser::start(1280, 900);
    b.open(path);
    let names: Vec<String> = serde_json::from_value(b.eval(
        "[...document.querySelectorAll('#puzzle-4 rect.sq')].map(e => e.getAttribute('aria-label'))",
    ))
    .expect("names");
    let expected: Vec<String> = start
        .size()
        .squares()
        .map(|sq| {
            let s = start.stack(sq);
            if s.is_empty() {
                format!("{sq}: empty")
            } else {
                let mut p: Vec<&str> = s.pieces().map(Piece::name).collect();
                p.reverse();
                format!("{sq}: {}", p.join(" on "))
            }
        })
        .collect();
    assert_eq!(names, expected);
    let roles = b.eval(
        "[...document.querySelectorAll('#puzzle-4 rect.sq')].every(e => e.getAttribute('role') === 'button')",
    );
    assert_eq!(roles, json!(true));
}

#[test]
#[ignore = "needs chromium"]
fn browser_legal_moves_equal_the_engine_on_1000_positions() {
    let ps = positions();
    let texts: Vec<String> = ps.iter().map(format_position).collect();
    let mut b = Browser::start(800, 600);
    b.open(daily_page());
    let arg = serde_json::to_string(&texts).expect("json");
    let got: Vec<Vec<String>> =
        serde_json::from_value(b.eval(&format!("{arg}.map(p => PyramidPress.legalMoves(p))")))
            .expect("lists of moves");
    assert_eq!(got.len(), ps.len());
    let mut differ = Vec::new();
    for ((board, text), js) in ps.iter().zip(&texts).zip(&got) {
        let rust: Vec<String> = board.legal_moves().iter().map(|m| m.to_string()).collect();
        if &rust != js {
            differ.push(format!("{text}: engine {rust:?}, page {js:?}"));
        }
    }
    assert!(
        differ.is_empty(),
        "{} of {} positions differ, first: {}",
        differ.len(),
        ps.len(),
        differ[0]
    );
}

/// Each piece outline's corners and each pip's centre and radius, in
/// drawing order.
type PieceMarks = (Vec<Vec<(f64, f64)>>, Vec<[f64; 3]>);

/// The pieces of a board drawing.
fn piece_marks(shapes: &[Shape]) -> PieceMarks {
    let mut outlines = Vec::new();
    let mut pips = Vec::new();
    for s in shapes {
        match s {
            Shape::Polygon { points, .. } => outlines.push(points.clone()),
            Shape::Circle { cx, cy, r, .. } => pips.push([*cx, *cy, *r]),
            _ => {}
        }
    }
    (outlines, pips)
}

#[test]
#[ignore = "needs chromium"]
fn browser_draws_pieces_where_draw_board_does() {
    let path = daily_page();
    let data = page_data(path);
    let (start, solution) = puzzle(&data, 3);
    let mut b = Browser::start(1280, 900);
    b.open(path);
    let mut board = start.clone();
    let mut banded = 0;
    for step in 0..=solution.len().min(6) {
        if step > 0 {
            click_move(&mut b, 3, &start, solution[step - 1]);
            board.play(solution[step - 1]).expect("legal");
        }
        let (outlines, pips): PieceMarks = serde_json::from_value(b.eval(
            "[[...document.querySelectorAll('#puzzle-4 g.pieces polygon')]\
                   .map(p => [...p.points].map(q => [q.x, q.y])), \
                  [...document.querySelectorAll('#puzzle-4 g.pieces circle')]\
                   .map(c => ['cx', 'cy', 'r'].map(a => +c.getAttribute(a)))]",
        ))
        .expect("drawn pieces");
        let drawn = draw_board(&board, board_area(board.size()), &BoardStyle::default());
        let (want_outlines, want_pips) = piece_marks(&drawn);
        // The heights written beside squeezed stacks, square and number.
        let want_heights: Vec<(String, String)> = drawn
            .iter()
            .filter_map(|s| match s {
                Shape::Begin(t) if t.class == "stack-height" => Some((
                    t.data.iter().find(|d| d.0 == "square")?.1.clone(),
                    t.data.iter().find(|d| d.0 == "height")?.1.clone(),
                )),
                _ => None,
            })
            .collect();
        let heights: Vec<(String, String)> = serde_json::from_value(b.eval(
            "[...document.querySelectorAll('#puzzle-4 g.pieces g.stack-height')]\
               .map(g => [g.dataset.square, g.textContent])",
        ))
        .expect("heights");
        assert_eq!(heights, want_heights, "after {step} moves");
        assert_eq!(
            outlines.len(),
            want_outlines.len(),
            "pieces after {step} moves"
        );
        assert_eq!(outlines.len(), board.piece_count(), "after {step} moves");
        assert_eq!(pips.len(), want_pips.len(), "pips after {step} moves");
        for (got, want) in outlines.iter().zip(&want_outlines) {
            assert_eq!(
                got.len(),
                want.len(),
                "after {step} moves: {got:?} {want:?}"
            );
            for (g, w) in got.iter().zip(want) {
                assert!(
                    (g.0 - w.0).abs() < 0.01 && (g.1 - w.1).abs() < 0.01,
                    "after {step} moves: page {g:?}, draw_board {w:?}"
                );
            }
        }
        for (g, w) in pips.iter().zip(&want_pips) {
            assert!(
                g.iter().zip(w).all(|(a, b)| (a - b).abs() < 0.01),
                "after {step} moves: pip {g:?}, draw_board {w:?}"
            );
        }
        // Lower pieces of a stack too tall for its square are bands (four
        // corners), which the page must draw as draw_board does.
        banded += want_outlines.iter().filter(|o| o.len() == 4).count();
        // Each stack says which piece is its top one.
        let tops = b.eval("document.querySelectorAll('#puzzle-4 g.pieces g.piece.top').length");
        let stacks = board.stacks().iter().filter(|s| !s.is_empty()).count();
        assert_eq!(tops, json!(stacks), "after {step} moves");
    }
    assert!(banded > 0, "no stack tall enough to be drawn in bands");
}

#[test]
#[ignore = "needs chromium"]
fn browser_fits_phone_and_desktop_widths() {
    let path = daily_page();
    let data = page_data(path);
    let (start, solution) = puzzle(&data, 0);
    let shots = std::env::temp_dir().join("pyramid-press-web-shots");
    std::fs::create_dir_all(&shots).expect("shots dir");
    let mut b = Browser::start(375, 800);
    b.open(path);
    for width in [375u32, 1280] {
        let png = b.screenshot(width);
        assert!(png.starts_with(b"\x89PNG"), "a PNG at {width}");
        std::fs::write(shots.join(format!("daily-{width}.png")), &png).expect("write png");
        let scroll = b.eval("document.documentElement.scrollWidth").as_f64();
        assert!(
            scroll.is_some_and(|w| w <= f64::from(width)),
            "horizontal scroll at {width}px: {scroll:?}"
        );
    }
    b.screenshot(375);
    click_move(&mut b, 0, &start, solution[0]);
    b.click(&square_selector(0, &start, solution[1].from));
    let png = b.screenshot(375);
    std::fs::write(shots.join("daily-375-playing.png"), &png).expect("write png");
    let scroll = b.eval("document.documentElement.scrollWidth").as_f64();
    assert!(scroll.is_some_and(|w| w <= 375.0), "scroll while playing");
    // Views of one screen each, to look at: the first puzzle being played
    // and the card deal, at both widths.
    for width in [375u32, 1280] {
        let png = b.screenshot_part(width, 0.0, Some(900.0));
        std::fs::write(shots.join(format!("top-{width}.png")), &png).expect("write png");
        let y = b.top_of("#puzzle-9");
        let png = b.screenshot_part(width, y, Some(1100.0));
        std::fs::write(shots.join(format!("deal-{width}.png")), &png).expect("write png");
    }
    println!("screenshots in {}", shots.display());
}

// ---- A third game, and the page's output file ----------------------------

/// A toy game defined here in a few lines: a puzzle is a number of beads,
/// drawn as that many circles. It has no player, so the page shows it as
/// its drawing; nothing in `crates/documents/src/web.rs` knows it.
struct Beads(usize);

impl documents::puzzle::Figure for Beads {
    fn aspect(&self) -> f64 {
        3.0
    }
    fn min_width(&self) -> f64 {
        90.0
    }
    fn draw(&self, area: render::Rect, _: &documents::puzzle::DrawStyle) -> Vec<Shape> {
        (0..self.0)
            .map(|i| Shape::Circle {
                cx: area.x + 20.0 + 30.0 * i as f64,
                cy: area.y + 20.0,
                r: 10.0,
                fill: None,
                stroke: None,
            })
            .collect()
    }
}

/// The toy game's fixed words.
static BEADS: documents::puzzle::GameWords = documents::puzzle::GameWords {
    name: "Beads",
    noun: "String",
    nouns: "Strings",
    plural: "bead strings",
    plural_for_cover: "bead strings",
    rules_title: "How to play Beads",
    how_to_solve: documents::puzzle::GameWords::HOW_TO_SOLVE,
    compact_key_note: "",
    reading_notes: &[],
    play_together: documents::puzzle::GameWords::alone,
};

/// The toy game: words and nothing else (no section, legend, rules pages
/// or player).
static BEADS_GAME: documents::puzzle::Game = documents::puzzle::Game {
    name: "beads",
    words: || &BEADS,
    section: None,
    legend: documents::puzzle::Game::no_legend,
    rules_pages: documents::puzzle::Game::no_rules,
    id_play: None,
    census: None,
    per_page_is_for_it: false,
};

impl documents::puzzle::PrintablePuzzle for Beads {
    fn game(&self) -> &'static documents::puzzle::Game {
        &BEADS_GAME
    }
    fn words(&self) -> documents::puzzle::PuzzleWords {
        documents::puzzle::PuzzleWords {
            kind: format!("{} beads", self.0),
            caption: "Count the beads.".into(),
            id: format!("BEADS-{}", self.0),
            tier: "easy",
            grade: "count slowly".into(),
            notation: "o".repeat(self.0),
            sheet: None,
        }
    }
    fn key(&self) -> Result<documents::puzzle::Key<'_>, documents::puzzle::KeyError> {
        Ok(documents::puzzle::Key {
            steps: vec![self.0.to_string()],
            figures: Vec::new(),
            empty: String::new(),
            runs: None,
        })
    }
}

/// A page of two bead strings between two Egyptian puzzles of the day.
fn mixed_page() -> String {
    use documents::puzzle::PrintablePuzzle;
    use documents::web::{WebPage, render_page};
    let date = egypt::daily::parse_date(DAY).expect("date");
    let day = egypt::daily::daily_puzzles(date).expect("puzzles");
    let (b3, b5) = (Beads(3), Beads(5));
    let list: Vec<&dyn PrintablePuzzle> = vec![&day[0], &b3, &b5, &day[1]];
    render_page(&WebPage {
        title: "Mixed".into(),
        subtitle: "two games".into(),
        puzzles: &list,
        color: false,
    })
}

#[test]
fn a_toy_game_shows_on_the_page_as_its_drawing() {
    let html = mixed_page();
    let start = html.find("id=\"puzzle-2\"").expect("section 2");
    let end = html.find("id=\"puzzle-4\"").expect("section 4");
    let beads = &html[start..end];
    assert!(
        beads.contains("<h2>String 1 \u{b7} 3 beads \u{b7} easy</h2>"),
        "{beads}"
    );
    assert!(beads.contains("<h2>String 2 \u{b7} 5 beads \u{b7} easy</h2>"));
    assert!(beads.contains("Count the beads."));
    assert!(beads.contains("<code class=\"pid\">BEADS-5</code>"));
    assert!(beads.contains("<p class=\"grade\">Count slowly</p>"));
    assert_eq!(beads.matches("<circle").count(), 3 + 5, "the drawn beads");
    assert!(
        !beads.contains("data-player"),
        "a bead string is not playable"
    );
    // The Egyptian puzzles around them are numbered in their own game and
    // keep their player; the data block has no state for the beads.
    assert!(html.contains("<h2>Puzzle 2 \u{b7} 3x4 \u{b7} medium</h2>"));
    assert_eq!(html.matches("data-player=\"egypt\"").count(), 2);
    let start = html.find("id=\"pp-data\">").expect("data") + "id=\"pp-data\">".len();
    let end = start + html[start..].find("</script>").expect("end");
    let data: Value = serde_json::from_str(&html[start..end]).expect("json");
    assert_eq!(data["puzzles"][1], Value::Null);
    assert_eq!(data["puzzles"][3]["player"], "egypt");
    assert_eq!(mixed_page(), html, "the same bytes again");
}

#[test]
#[ignore = "needs chromium"]
fn browser_plays_the_egyptian_puzzle_beside_a_toy_game() {
    let path = work_dir().join("mixed.html");
    std::fs::write(&path, mixed_page()).expect("page");
    let mut b = Browser::start(1280, 900);
    b.open(&path);
    assert_eq!(b.eval("PyramidPress.count()"), json!(2));
    let data = page_data(&path);
    let p = &data["puzzles"][3];
    let board = parse_position(p["pos"].as_str().expect("pos")).expect("position");
    let mv: Move = p["solution"][0]
        .as_str()
        .expect("move")
        .parse()
        .expect("move");
    b.click(&format!(
        "#puzzle-4 rect.sq[data-sq=\"{}\"]",
        board.size().index(mv.from)
    ));
    b.click(&format!(
        "#puzzle-4 rect.sq[data-sq=\"{}\"]",
        board.size().index(mv.to)
    ));
    assert_eq!(b.eval("PyramidPress.moves(1)"), json!([mv.to_string()]));
    b.click("#puzzle-2 [data-copy]");
    let svg = b.eval("document.querySelectorAll('#puzzle-3 svg.figure circle').length");
    assert_eq!(svg, json!(5));
}

#[test]
fn daily_page_takes_html_from_the_file_name_and_refuses_a_contradiction() {
    let dir = tempfile::tempdir().expect("dir");
    let page = dir.path().join("day.html");
    cli()
        .args(["daily", "--date", DAY, "-o"])
        .arg(&page)
        .assert()
        .success();
    let text = std::fs::read_to_string(&page).expect("page");
    assert!(text.starts_with("<!DOCTYPE html>"), "a web page from .html");
    // --html with a name that says otherwise: refused, nothing written.
    for name in ["day.pdf", "day.svg", "day.txt"] {
        let out = dir.path().join(name);
        cli()
            .args(["daily", "--date", DAY, "--html", "-o"])
            .arg(&out)
            .assert()
            .code(2)
            .stderr(predicates::str::contains("format asked for is html"));
        assert!(!out.exists(), "{name} written");
    }
    // render: --format html with an .svg name, and svg with an .html name.
    let out = dir.path().join("one.svg");
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
        .code(2)
        .stderr(predicates::str::starts_with("error: "));
    assert!(!out.exists());
    let out = dir.path().join("one.html");
    cli()
        .args([
            "render",
            "S,M,.,S/S,.,.,./.,.,SS,L",
            "--format",
            "svg",
            "-o",
        ])
        .arg(&out)
        .assert()
        .code(2);
    assert!(!out.exists());
    let leftovers: Vec<_> = std::fs::read_dir(dir.path())
        .expect("dir")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n != "day.html")
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

#[test]
fn page_writer_refuses_an_input_file_and_replaces_whole() {
    use documents::web::write_page_guarded;
    let dir = tempfile::tempdir().expect("dir");
    let input = dir.path().join("deal.txt");
    std::fs::write(&input, "the user's deal\n").expect("input");
    // The same file under another name (a symlink) is still the input.
    let alias = dir.path().join("alias.html");
    std::os::unix::fs::symlink(&input, &alias).expect("symlink");
    for out in [&input, &alias] {
        let err = write_page_guarded(out, "<!DOCTYPE html>", &[&input]).expect_err("refused");
        assert!(err.to_string().contains("is the input file"), "{err}");
    }
    assert_eq!(
        std::fs::read_to_string(&input).expect("input"),
        "the user's deal\n"
    );
    // A longer file is replaced by the whole page, nothing of it left.
    let out = dir.path().join("page.html");
    std::fs::write(&out, "x".repeat(100_000)).expect("old");
    write_page_guarded(&out, "<!DOCTYPE html>\n", &[&input]).expect("written");
    assert_eq!(
        std::fs::read_to_string(&out).expect("page"),
        "<!DOCTYPE html>\n"
    );
    // A folder is not overwritten.
    let folder = dir.path().join("folder.html");
    std::fs::create_dir(&folder).expect("folder");
    assert!(write_page_guarded(&folder, "x", &[]).is_err());
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .expect("dir")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        names.iter().all(|n| !n.contains(".pyramid-press-")),
        "temp files left: {names:?}"
    );
}
