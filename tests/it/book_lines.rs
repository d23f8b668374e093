//! Book and handout tests that hold the line on every shipped template:
//! every text run at least 7 pt (16 pt in large print), every page's
//! drawing inside its own margins (left pages with left-page margins), no
//! page under a third full except deliberate blanks, front matter and the
//! last page of a section, a marks legend on every page whose diagrams
//! carry marks, and lines to note moves under or beside every puzzle.
//!
//! The layouts are checked in the document model, before `print_interior`
//! could touch anything. Card sections are cut to two deals each (their
//! generation is slow in a debug build); the layout rules are the same.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use documents::book::{BookLayout, Frame, book_layout, generate_sections};
use documents::handout::{HandoutLayout, handout_layout};
use documents::template::{BookTemplate, HandoutTemplate, Section};
use render::text::measure;
use render::{Align, Document, Page, Rect, Shape};

fn templates() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("templates")
}

/// The shipped book templates (every `.toml` that loads as a book).
fn book_templates() -> Vec<(String, BookTemplate)> {
    let mut out = Vec::new();
    let mut names: Vec<PathBuf> = std::fs::read_dir(templates())
        .expect("templates/")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    names.sort();
    for p in names {
        if let Ok(t) = BookTemplate::load(&p) {
            out.push((p.file_stem().unwrap().to_string_lossy().into_owned(), t));
        }
    }
    assert!(out.len() >= 5, "{} book templates", out.len());
    out
}

fn handout_templates() -> Vec<(String, HandoutTemplate)> {
    ["handout-a4", "handout-letter"]
        .iter()
        .map(|n| {
            let t = HandoutTemplate::load(&templates().join(format!("{n}.toml"))).expect(n);
            (n.to_string(), t)
        })
        .collect()
}

/// Card sections cut to two deals (slow to generate in a debug build).
fn trimmed(sections: &mut [Section]) {
    for s in sections {
        if s.spec.game().name == "cards" {
            s.spec = s.spec.with_count(s.spec.count().min(2));
            s.count = s.spec.count();
        }
    }
}

fn layout_of(t: &BookTemplate) -> BookLayout {
    let mut t = t.clone();
    trimmed(&mut t.sections);
    let puzzles = generate_sections(&t.source, &t.sections, t.seed, &|_| {}).expect("puzzles");
    book_layout(&t, &puzzles).expect("layout")
}

/// Every shipped book laid out once for all the tests here.
fn books() -> &'static [(String, BookTemplate, BookLayout)] {
    static BOOKS: OnceLock<Vec<(String, BookTemplate, BookLayout)>> = OnceLock::new();
    BOOKS.get_or_init(|| {
        book_templates()
            .into_iter()
            .map(|(name, t)| {
                let layout = layout_of(&t);
                (name, t, layout)
            })
            .collect()
    })
}

/// Every text run under `min` points: (page, size, text).
pub fn small_text(doc: &Document, min: f64) -> Vec<(usize, f64, String)> {
    let mut out = Vec::new();
    for (i, p) in doc.pages.iter().enumerate() {
        for s in &p.shapes {
            if let Shape::Text { size, text, .. } | Shape::TurnedText { size, text, .. } = s
                && *size < min - 1e-9
                && !text.trim().is_empty()
            {
                out.push((i + 1, *size, text.clone()));
            }
        }
    }
    out
}

/// Horizontal and vertical extent of a shape.
fn extent(s: &Shape) -> Rect {
    match s {
        // A group's markers cover nothing (and compare as nowhere).
        Shape::Begin(_) | Shape::End => Rect::new(f64::NAN, f64::NAN, f64::NAN, f64::NAN),
        Shape::TurnedText { .. } => s.bounds(),
        Shape::Rect { x, y, w, h, .. } => Rect::new(*x, *y, *w, *h),
        Shape::Line { x1, y1, x2, y2, .. } => {
            Rect::new(x1.min(*x2), y1.min(*y2), (x2 - x1).abs(), (y2 - y1).abs())
        }
        Shape::Polygon { points, .. } => {
            let (mut x0, mut y0, mut x1, mut y1) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
            for (x, y) in points {
                x0 = x0.min(*x);
                y0 = y0.min(*y);
                x1 = x1.max(*x);
                y1 = y1.max(*y);
            }
            Rect::new(x0, y0, x1 - x0, y1 - y0)
        }
        Shape::Circle { cx, cy, r, .. } => Rect::new(cx - r, cy - r, 2.0 * r, 2.0 * r),
        Shape::Text {
            x,
            y,
            size,
            weight,
            align,
            text,
            ..
        } => {
            let w = measure(text, *size, *weight);
            let left = match align {
                Align::Left => *x,
                Align::Center => x - w / 2.0,
                Align::Right => x - w,
            };
            Rect::new(left, y - size * 0.75, w, *size)
        }
    }
}

/// Shapes of a page that stand out of its margins (by more than 1 pt):
/// the content area of page `n` as the frame gives it.
fn outside_margins(page: &Page, n: usize, frame: &Frame) -> Vec<String> {
    let c = frame.content(n);
    page.shapes
        .iter()
        .filter_map(|s| {
            let e = extent(s);
            let out = e.x < c.x - 1.0 || e.right() > c.right() + 1.0;
            out.then(|| format!("page {n}: {e:?} outside {c:?}: {s:?}"))
        })
        .collect()
}

/// Fraction of the body's height a page uses (the page number aside).
fn fullness(page: &Page, n: usize, frame: &Frame) -> f64 {
    let body = frame.body(n);
    let mut bottom = body.y;
    for s in &page.shapes {
        let e = extent(s);
        if e.y >= body.bottom() {
            continue; // the footer: page number, host mark
        }
        bottom = bottom.max(e.bottom());
    }
    ((bottom - body.y) / body.h).clamp(0.0, 1.0)
}

fn sparse_pages(doc: &Document, frame: &Frame, allowed: &[usize]) -> Vec<(usize, f64)> {
    doc.pages
        .iter()
        .enumerate()
        .map(|(i, p)| (i + 1, fullness(p, i + 1, frame)))
        .filter(|(n, f)| *f < 1.0 / 3.0 && !allowed.contains(n))
        .collect()
}

#[test]
fn no_book_text_under_its_minimum() {
    for (name, t, layout) in books() {
        let min = if t.large_print { 16.0 } else { 7.0 };
        assert_eq!(layout.min_text, min, "{name}");
        let small = small_text(&layout.document, min);
        assert!(
            small.is_empty(),
            "{name}: {} text runs under {min} pt, e.g. {:?}",
            small.len(),
            &small[..small.len().min(8)]
        );
    }
}

#[test]
fn every_book_page_keeps_its_own_margins() {
    for (name, _, layout) in books() {
        let mut bad = Vec::new();
        for (i, p) in layout.document.pages.iter().enumerate() {
            bad.extend(outside_margins(p, i + 1, &layout.frame));
        }
        assert!(
            bad.is_empty(),
            "{name}: {} shapes outside their page's margins, e.g. {:?}",
            bad.len(),
            &bad[..bad.len().min(4)]
        );
    }
}

#[test]
fn no_book_page_under_a_third_full() {
    for (name, _, layout) in books() {
        let sparse = sparse_pages(&layout.document, &layout.frame, &layout.sparse_pages);
        assert!(
            sparse.is_empty(),
            "{name}: pages under a third full: {sparse:?}"
        );
    }
}

/// Every shipped handout laid out once for all the tests here.
fn handouts() -> &'static [(String, HandoutTemplate, HandoutLayout)] {
    static HANDOUTS: OnceLock<Vec<(String, HandoutTemplate, HandoutLayout)>> = OnceLock::new();
    HANDOUTS.get_or_init(|| {
        handout_templates()
            .into_iter()
            .map(|(name, mut t)| {
                trimmed(&mut t.sections);
                let puzzles =
                    generate_sections(&t.source, &t.sections, t.seed, &|_| {}).expect("puzzles");
                let layout = handout_layout(&t, &puzzles).expect("handout");
                (name, t, layout)
            })
            .collect()
    })
}

#[test]
fn no_handout_text_under_7_pt() {
    for (name, _, layout) in handouts() {
        let small = small_text(&layout.document, 7.0);
        assert!(small.is_empty(), "{name}: {small:?}");
    }
}

#[test]
fn every_handout_page_keeps_its_margins() {
    for (name, _, layout) in handouts() {
        let mut bad = Vec::new();
        for (i, p) in layout.document.pages.iter().enumerate() {
            bad.extend(outside_margins(p, i + 1, &layout.frame));
            // Top and bottom too: a handout page has no bleed to hide in.
            let c = layout.frame.content(i + 1);
            for s in &p.shapes {
                let e = extent(s);
                if e.y < c.y - 1.0 || e.bottom() > c.bottom() + 1.0 {
                    bad.push(format!("page {}: {e:?} above or below {c:?}", i + 1));
                }
            }
        }
        assert!(
            bad.is_empty(),
            "{name}: {} shapes outside their page's margins, e.g. {:?}",
            bad.len(),
            &bad[..bad.len().min(4)]
        );
    }
}

#[test]
fn no_handout_page_under_a_third_full() {
    for (name, _, layout) in handouts() {
        let sparse = sparse_pages(&layout.document, &layout.frame, &layout.sparse_pages);
        assert!(
            sparse.is_empty(),
            "{name}: pages under a third full: {sparse:?}"
        );
        // The allowance is for section ends, not for whole runs of pages.
        assert!(
            layout.sparse_pages.len() * 2 <= layout.document.pages.len(),
            "{name}: {:?} of {} pages may be sparse",
            layout.sparse_pages,
            layout.document.pages.len()
        );
    }
}

/// Does the page draw a mark of a key diagram? The square a piece left is
/// a dashed, unfilled box: every key diagram after a move has one.
fn has_mark(page: &Page) -> bool {
    page.shapes.iter().any(|s| {
        matches!(
            s,
            Shape::Rect {
                fill: None,
                stroke: Some(st),
                ..
            } if st.dash.is_some()
        )
    })
}

/// The marks legend's words for the dashed box.
const LEGEND_TEXT: &str = "start square";

fn pages_with_marks_and_no_legend(doc: &Document) -> Vec<usize> {
    doc.pages
        .iter()
        .enumerate()
        .filter(|(_, p)| has_mark(p) && !p.texts().any(|t| t.contains(LEGEND_TEXT)))
        .map(|(i, _)| i + 1)
        .collect()
}

#[test]
fn every_page_with_marks_has_a_marks_legend() {
    let mut marked = 0;
    for (name, _, layout) in books() {
        marked += layout.document.pages.iter().filter(|p| has_mark(p)).count();
        let bad = pages_with_marks_and_no_legend(&layout.document);
        assert!(
            bad.is_empty(),
            "{name}: pages with marks, no legend: {bad:?}"
        );
    }
    for (name, _, layout) in handouts() {
        marked += layout.document.pages.iter().filter(|p| has_mark(p)).count();
        let bad = pages_with_marks_and_no_legend(&layout.document);
        assert!(
            bad.is_empty(),
            "{name}: pages with marks, no legend: {bad:?}"
        );
    }
    // The test looks at something: solution pages carry marks.
    assert!(marked >= 20, "only {marked} pages with marks");
}

/// "Moves:" labels on a page (one per puzzle, over its ruled lines).
fn moves_labels(page: &Page) -> usize {
    page.texts().filter(|t| *t == "Moves:").count()
}

#[test]
fn every_puzzle_has_lines_for_its_moves() {
    for (name, t, layout) in books() {
        let mut pages = layout.puzzle_pages.clone();
        pages.dedup();
        for n in pages {
            let puzzles = layout.puzzle_pages.iter().filter(|p| **p == n).count();
            let page = &layout.document.pages[n - 1];
            assert_eq!(
                moves_labels(page),
                puzzles,
                "{name} (large print: {}): page {n} has {puzzles} puzzles",
                t.large_print
            );
            // Each label has at least three ruled lines with it.
            let ruled = page
                .shapes
                .iter()
                .filter(|s| matches!(s, Shape::Line { x1, x2, .. } if (x2 - x1).abs() > 40.0))
                .count();
            assert!(ruled >= 3 * puzzles, "{name} page {n}: {ruled} lines");
        }
    }
}

/// How often each word is printed on a page.
fn word_counts(page: &Page) -> std::collections::HashMap<String, usize> {
    let mut out = std::collections::HashMap::new();
    for s in &page.shapes {
        if let Shape::Text { text, .. } = s {
            // The rule sheet's own credit line is left out: a handout
            // credits the designer in words of its own.
            if text.contains("Rule sheet") {
                continue;
            }
            for w in text.split_whitespace() {
                *out.entry(w.to_string()).or_insert(0) += 1;
            }
        }
    }
    out
}

#[test]
fn every_handout_prints_the_full_rule_sheet() {
    use documents::games::egypt::rules_sheet::rules_page;
    for (name, t, layout) in handouts() {
        // Every word of the one-page rule sheet of the handout's paper, as
        // often as the sheet prints it, on one page of the handout (lines
        // may break elsewhere when the sheet is scaled to fit).
        let sheet = word_counts(&rules_page(t.paper));
        assert!(
            sheet.len() > 100,
            "the rule sheet has {} words",
            sheet.len()
        );
        let found = layout.document.pages.iter().any(|p| {
            let page = word_counts(p);
            sheet
                .iter()
                .all(|(w, n)| page.get(w).is_some_and(|m| m >= n))
        });
        assert!(found, "{name}: no page holds the whole rule sheet");
    }
}
