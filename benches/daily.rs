//! Daily sheet and single-board throughput: pages per second and file
//! sizes, as medians over repeated runs (std `Instant`, no harness).
//!
//! - the daily sheet: generate + layout + PDF, and layout + PDF alone
//!   (also layout + SVG);
//! - 50 boards: 50 single-board pages (as `render` makes them), and a
//!   50-puzzle sheet in the daily layout (the day's 8 puzzles repeated).
//!
//! Run with `cargo bench --bench daily`. The documents timed are written to
//! `target/bench-daily/` to look at.

use std::time::{Duration, Instant};

use documents::daily::{DailyOptions, daily_document, daily_document_with};
use documents::games::egypt::game::GivenPosition;
use documents::single::{SingleOptions, board_document};
use egypt::board::{Board, Size};
use egypt::daily::{daily_puzzles, parse_date};
use egypt::generator::Puzzle;
use egypt::target::Target;
use render::{Document, Paper, to_pdf, to_svg};

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

/// Runs `f` `runs` times; the median time and the last result.
fn time<T>(runs: usize, mut f: impl FnMut() -> T) -> (Duration, T) {
    let mut times = Vec::with_capacity(runs);
    let mut last = None;
    for _ in 0..runs {
        let t = Instant::now();
        last = Some(f());
        times.push(t.elapsed());
    }
    (median(times), last.expect("at least one run"))
}

fn report(what: &str, runs: usize, t: Duration, pages: usize, bytes: usize) {
    let s = t.as_secs_f64();
    println!(
        "{what:<44} median of {runs:>2}: {:>8.1} ms  {:>7.1} pages/s  {pages:>3} pages  {:>7} bytes ({:.1} KB/page)",
        s * 1e3,
        pages as f64 / s,
        bytes,
        bytes as f64 / 1024.0 / pages as f64
    );
}

/// A board reached from the setup by a fixed pseudo-random game.
fn board_after(size: Size, seed: u64, moves: usize) -> Board {
    let mut b = Board::setup(size);
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    for _ in 0..moves {
        let legal = b.legal_moves();
        if legal.is_empty() {
            break;
        }
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let _ = b.play(legal[(x % legal.len() as u64) as usize]);
    }
    b
}

fn save(name: &str, bytes: &[u8]) {
    let dir = std::path::Path::new("target/bench-daily");
    let _ = std::fs::create_dir_all(dir);
    let _ = std::fs::write(dir.join(name), bytes);
}

fn main() {
    let date = parse_date("2026-11-22").expect("date");
    let paper = Paper::Letter;

    // Daily sheet, end to end.
    let runs = 7;
    let (t, pdf) = time(runs, || {
        let puzzles = daily_puzzles(date).expect("daily set");
        let doc = daily_document(date, &puzzles, paper, false).expect("sheet");
        (doc.pages.len(), to_pdf(&doc).expect("pdf"))
    });
    report(
        "daily sheet: generate + layout + PDF",
        runs,
        t,
        pdf.0,
        pdf.1.len(),
    );
    save("daily.pdf", &pdf.1);

    let puzzles = daily_puzzles(date).expect("daily set");
    let runs = 31;
    let (t, pdf) = time(runs, || {
        let doc = daily_document(date, &puzzles, paper, false).expect("sheet");
        (doc.pages.len(), to_pdf(&doc).expect("pdf"))
    });
    report("daily sheet: layout + PDF", runs, t, pdf.0, pdf.1.len());
    let (t, svg) = time(runs, || {
        let doc = daily_document(date, &puzzles, paper, false).expect("sheet");
        let pages: Vec<String> = doc.pages.iter().map(to_svg).collect();
        (pages.len(), pages.iter().map(String::len).sum::<usize>())
    });
    report(
        "daily sheet: layout + SVG (all pages)",
        runs,
        t,
        svg.0,
        svg.1,
    );
    let keyed = DailyOptions {
        paper,
        color: true,
        every: 5,
    };
    let (t, pdf) = time(runs, || {
        let doc = daily_document_with(date, &puzzles, &keyed).expect("sheet");
        (doc.pages.len(), to_pdf(&doc).expect("pdf"))
    });
    report(
        "daily sheet, colour, keys every 5: layout+PDF",
        runs,
        t,
        pdf.0,
        pdf.1.len(),
    );
    save("daily-keys.pdf", &pdf.1);

    // 50 boards on 50 single-board pages, as `render` lays them out.
    let boards: Vec<Board> = (0..50u64)
        .map(|i| {
            let size = if i % 2 == 0 {
                Size::STANDARD_3X4
            } else {
                Size::STANDARD_4X5
            };
            board_after(size, i + 1, 10 + (i as usize % 25))
        })
        .collect();
    let runs = 9;
    let (t, pdf) = time(runs, || {
        let mut doc = Document {
            title: "50 boards".into(),
            pages: Vec::new(),
        };
        for b in &boards {
            let given = GivenPosition {
                board: b.clone(),
                target: Target::SMALL,
                id: egypt::puzzle_id::encode(b, Target::SMALL),
                solution: None,
            };
            let d = board_document(&given, &SingleOptions::default()).expect("page");
            doc.pages.extend(d.pages);
        }
        (doc.pages.len(), to_pdf(&doc).expect("pdf"))
    });
    report(
        "50 single-board pages: layout + PDF",
        runs,
        t,
        pdf.0,
        pdf.1.len(),
    );
    save("boards-50.pdf", &pdf.1);

    // 50 puzzles in the daily layout (4 to a page, then the solutions).
    let fifty: Vec<Puzzle> = (0..50)
        .map(|i| puzzles[i % puzzles.len()].clone())
        .collect();
    let (t, pdf) = time(runs, || {
        let doc = daily_document(date, &fifty, paper, false).expect("sheet");
        (doc.pages.len(), to_pdf(&doc).expect("pdf"))
    });
    report(
        "50-puzzle sheet (daily layout): layout + PDF",
        runs,
        t,
        pdf.0,
        pdf.1.len(),
    );
    save("sheet-50.pdf", &pdf.1);
}
