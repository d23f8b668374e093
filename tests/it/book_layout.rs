//! Book layout through the library: the gutter grows with the page count,
//! pages mirror, the contents' numbers are the real pages, solutions can
//! follow each section.

use crate::book_common as common;

use common::SMALL_BOOK;
use documents::book::{BookLayout, book_layout, generate_sections};
use documents::template::{BookTemplate, Source};
use render::{Align, Shape};

fn template(text: &str) -> BookTemplate {
    BookTemplate::from_source(Source {
        file: "t.toml".into(),
        text: text.into(),
    })
    .expect("template")
}

fn build(text: &str) -> (BookTemplate, BookLayout) {
    let t = template(text);
    let puzzles = generate_sections(&t.source, &t.sections, t.seed, &|_| {}).expect("puzzles");
    let layout = book_layout(&t, &puzzles).expect("layout");
    (t, layout)
}

/// The page-number text of a page, with its x and alignment.
fn page_number(layout: &BookLayout, n: usize) -> Option<(f64, Align)> {
    // The lowest text that is the number (a board's stack heights are
    // numbers too).
    layout.document.pages[n - 1]
        .shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Text {
                x, y, align, text, ..
            } if *text == n.to_string() => Some((*y, *x, *align)),
            _ => None,
        })
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, x, align)| (x, align))
}

#[test]
fn gutter_grows_past_150_pages() {
    let t = template(&SMALL_BOOK.replace("inside = 0.5", "inside = 0.375"));
    let one = generate_sections(&t.source, &t.sections[..1], t.seed, &|_| {}).expect("puzzle");
    // 170 puzzles at 1 a page: more than 150 pages.
    let mut t1 = t.clone();
    t1.puzzles_per_page = 1;
    t1.sections.truncate(1);
    let many = vec![vec![one[0][0].clone(); 170]];
    let layout = book_layout(&t1, &many).expect("layout");
    assert!(layout.page_count() > 150, "{}", layout.page_count());
    let want = documents::template::gutter_in(layout.page_count());
    assert!(want >= 0.5);
    assert_eq!(layout.inside_in, want);
    // A short book keeps the asked 0.375 in.
    let short = vec![vec![one[0][0].clone(); 4]];
    let layout = book_layout(&t1, &short).expect("layout");
    assert!(layout.page_count() <= 150);
    assert_eq!(layout.inside_in, 0.375);
}

#[test]
fn pages_mirror_and_title_page_has_no_number() {
    let (t, layout) = build(SMALL_BOOK);
    assert!(page_number(&layout, 1).is_none());
    let (w, _) = layout.page_size;
    for n in 2..=layout.page_count() {
        if layout.document.pages[n - 1].shapes.is_empty() {
            continue; // a deliberate blank
        }
        let (x, align) = page_number(&layout, n).expect("page number");
        if n % 2 == 1 {
            // Right-hand page: number on the outside (right), gutter left.
            assert_eq!(align, Align::Right);
            assert!(x > w / 2.0);
        } else {
            assert_eq!(align, Align::Left);
            assert!(x < w / 2.0);
            // Outside margin plus bleed on the left of a left-hand page.
            let expect = t.margins.outside + 9.0;
            assert!((x - expect).abs() < 1e-6, "{x} vs {expect}");
        }
    }
}

#[test]
fn contents_show_the_real_pages() {
    let (_, layout) = build(SMALL_BOOK);
    let toc_text: Vec<String> = layout
        .document
        .pages
        .iter()
        .flat_map(|p| p.texts())
        .map(String::from)
        .collect();
    assert!(!toc_text.iter().any(|t| t == "000"), "placeholder left");
    let titles: Vec<&str> = layout.toc.iter().map(|e| e.title.as_str()).collect();
    assert_eq!(
        titles,
        [
            "How to play Egyptian Solitaire",
            "Reading the puzzles",
            "Small grid",
            "Big grid",
            "Solutions"
        ]
    );
    assert_eq!(layout.toc[2].page, layout.puzzle_pages[0]);
    assert_eq!(layout.toc[3].page, layout.puzzle_pages[3]);
    assert_eq!(layout.toc[4].page, layout.solution_pages[0]);
}

#[test]
fn solutions_after_each_section() {
    let (_, layout) =
        build(&SMALL_BOOK.replace("solutions = \"back\"", "solutions = \"after-section\""));
    // Section 1 (puzzles 1-3) is solved before section 2 (puzzles 4-5) starts.
    assert!(layout.solution_pages[2] < layout.puzzle_pages[3]);
    assert!(layout.solution_pages[3] > layout.puzzle_pages[4]);
    assert_eq!(layout.toc.len(), 6);
}

#[test]
fn shipped_templates_load_and_fit() {
    use documents::book::check_book_layout;
    use documents::handout::check_handout_layout;
    use documents::template::HandoutTemplate;
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("templates");
    for name in ["paperback-6x9", "large-print-8.5x11"] {
        let t = BookTemplate::load(&dir.join(format!("{name}.toml"))).expect(name);
        check_book_layout(&t).expect(name);
    }
    let t = BookTemplate::load(&dir.join("paperback-6x9.toml")).expect("6x9");
    assert_eq!(t.puzzle_count(), 100);
    let grids: std::collections::BTreeSet<String> = t
        .sections
        .iter()
        .map(|s| s.spec.describe()[..3].to_string())
        .collect();
    assert_eq!(grids.len(), 2, "{grids:?}");
    for name in ["handout-a4", "handout-letter"] {
        let t = HandoutTemplate::load(&dir.join(format!("{name}.toml"))).expect(name);
        check_handout_layout(&t).expect(name);
    }
}

#[test]
fn every_trim_preset_takes_two_boards_a_page() {
    use documents::book::check_book_layout;
    for trim in ["5x8", "5.5x8.5", "6x9", "7x10", "8.5x11", "A4", "A5"] {
        for bleed in [false, true] {
            let text = SMALL_BOOK
                .replace("trim = \"6x9\"", &format!("trim = \"{trim}\""))
                .replace("bleed = true", &format!("bleed = {bleed}"));
            let t = template(&text);
            check_book_layout(&t).unwrap_or_else(|e| panic!("{trim}: {e}"));
        }
    }
}

/// A 6 x 9 in book whose first section is card deals can be made: its
/// title page shows an emblem whose text stays legible (a deal drawn at
/// the emblem's size had its labels at 3 pt, and the book was refused).
#[test]
fn a_book_opening_with_card_deals_is_made() {
    let text = "title = \"Deals first\"\nauthor = \"T\"\nseed = 3\ntrim = \"6x9\"\n\n\
                [[sections]]\ntitle = \"Cheops deals\"\ngame = \"cards\"\nvariant = \"cheops\"\n\
                tier = \"medium\"\ncount = 2\n\n\
                [[sections]]\ntitle = \"Pyramids\"\ngrid = \"3x4\"\ntier = \"easy\"\ncount = 2\n";
    let (t, layout) = build(text);
    let title_page = &layout.document.pages[0];
    assert!(title_page.texts().any(|s| s == "Deals first"));
    // The title page has its emblem (shapes beyond its few lines of text).
    assert!(title_page.shapes.len() > 10, "{}", title_page.shapes.len());
    documents::publish::print_interior(&t, layout.document).expect("no text under 7 pt");
}
