//! Rendering throughput: pages per second for the rule sheet, a 50-board
//! document and a solution key, in PDF and SVG, plus file sizes.
//! Run with `cargo bench --bench render`. Writes the documents it times to
//! `target/bench-render/` so that they can be looked at.

use std::time::Instant;

use documents::games::egypt::draw::{BoardStyle, draw_board};
use documents::games::egypt::rules_sheet::rules_document;
use documents::key::{KeyEntry, KeyOptions, keys_pages};
use documents::mat::mat_document;
use egypt::board::{Board, Move, Size};
use render::{Document, Page, Paper, Rect, Shape, Weight, to_pdf, to_svg};

/// A deterministic game: at each step the legal move picked by a simple
/// linear congruential sequence.
fn game(size: Size, seed: u64, max: usize) -> (Board, Vec<Move>) {
    let start = Board::setup(size);
    let mut b = start.clone();
    let mut moves = Vec::new();
    let mut x = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    for _ in 0..max {
        let legal = b.legal_moves();
        if legal.is_empty() {
            break;
        }
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let mv = legal[(x >> 33) as usize % legal.len()];
        if b.play(mv).is_err() {
            break;
        }
        moves.push(mv);
    }
    (start, moves)
}

fn fifty_boards(paper: Paper) -> Document {
    let c = paper.content();
    let (cols, rows) = (2usize, 3usize);
    let (fw, fh) = (c.w / cols as f64, (c.h - 20.0) / rows as f64);
    let mut pages = Vec::new();
    let mut page = Page::new(paper);
    for i in 0..50usize {
        let slot = i % (cols * rows);
        if slot == 0 && i > 0 {
            pages.push(std::mem::replace(&mut page, Page::new(paper)));
        }
        let size = if i % 2 == 0 {
            Size::STANDARD_3X4
        } else {
            Size::STANDARD_4X5
        };
        let (start, moves) = game(size, i as u64, 5 + i % 20);
        let mut b = start;
        for m in &moves {
            let _ = b.play(*m);
        }
        let x = c.x + (slot % cols) as f64 * fw;
        let y = c.y + (slot / cols) as f64 * fh;
        page.shapes.push(Shape::Text {
            x,
            y: y + 12.0,
            size: 11.0,
            weight: Weight::Bold,
            align: render::Align::Left,
            color: render::Color::BLACK,
            text: format!("Puzzle {}", i + 1),
        });
        page.shapes.extend(draw_board(
            &b,
            Rect::new(x + 4.0, y + 18.0, fw - 12.0, fh - 26.0),
            &BoardStyle::default(),
        ));
    }
    pages.push(page);
    Document {
        title: "50 boards".into(),
        pages,
    }
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

fn time<F: FnMut() -> usize>(runs: usize, mut f: F) -> (f64, usize) {
    let mut secs = Vec::new();
    let mut bytes = 0;
    for _ in 0..runs {
        let t = Instant::now();
        bytes = f();
        secs.push(t.elapsed().as_secs_f64());
    }
    (median(secs), bytes)
}

fn report(name: &str, doc: &Document, runs: usize, out: &std::path::Path) {
    let pages = doc.pages.len();
    let (pdf_s, pdf_bytes) = time(runs, || to_pdf(doc).map(|b| b.len()).unwrap_or(0));
    let (svg_s, svg_bytes) = time(runs, || doc.pages.iter().map(|p| to_svg(p).len()).sum());
    println!(
        "{name:<22} {pages:>3} pages | PDF {:>8.1} pages/s, median {:>7.1} ms, {:>8} bytes | SVG {:>8.1} pages/s, median {:>6.1} ms, {:>8} bytes",
        pages as f64 / pdf_s,
        pdf_s * 1000.0,
        pdf_bytes,
        pages as f64 / svg_s,
        svg_s * 1000.0,
        svg_bytes
    );
    if let Ok(bytes) = to_pdf(doc) {
        let _ = std::fs::write(out.join(format!("{name}.pdf")), bytes);
    }
    for (i, p) in doc.pages.iter().enumerate() {
        let _ = std::fs::write(out.join(format!("{name}-{}.svg", i + 1)), to_svg(p));
    }
}

/// The key of a line of moves from `start`, on Letter pages.
fn key_pages(start: &Board, moves: &[Move], heading: &str, every: usize) -> Vec<Page> {
    let given = documents::games::egypt::game::GivenPosition {
        board: start.clone(),
        target: egypt::Target::SMALL,
        id: "P".into(),
        solution: Some(moves.to_vec()),
    };
    let entry = KeyEntry {
        heading,
        subtitle: None,
        puzzle: &given,
        every,
    };
    keys_pages(&[entry], KeyOptions::default()).unwrap_or_default()
}

fn main() {
    let out = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/bench-render");
    let _ = std::fs::create_dir_all(&out);
    let runs = 7;
    report("rules-letter", &rules_document(Paper::Letter), runs, &out);
    report("rules-a4", &rules_document(Paper::A4), runs, &out);
    report("fifty-boards", &fifty_boards(Paper::Letter), runs, &out);
    let (start, moves) = game(Size::STANDARD_4X5, 7, 60);
    let key = Document {
        title: "key".into(),
        pages: key_pages(&start, &moves, "Puzzle 3", 4),
    };
    report("key-4x5", &key, runs, &out);
    if let Ok(mat) = mat_document(4, 5, 40.0, Paper::Letter) {
        report("mat-4x5", &mat, runs, &out);
    }
    if let Ok(mat) = mat_document(8, 8, 60.0, Paper::A4) {
        report("mat-8x8-60mm", &mat, runs, &out);
    }
    println!("documents written to {}", out.display());
}
