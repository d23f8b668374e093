//! Answer pages a publisher would print, and size checks that hold.
//!
//! - Every shipped book template spends at most 35% of its pages on
//!   solutions (counted from the book's own layout: the pages its keys
//!   landed on), in the default compact layout.
//! - The boards of one grid on a solution page share one square size.
//! - `solution_layout = "roomy"` gives the roomy keys back: every diagram
//!   of each puzzle's full key, on more pages; a bad value is one located
//!   error line.
//! - The Small pyramids of puzzle and solution pages are at least 2.5 mm
//!   wide in a 6 x 9 book and 4 mm in large print, measured on the page
//!   model as printed (every piece is tagged with its size).
//! - A handout refused for size names a count that does fit: at that
//!   count it is made, at one more it is refused before generation.

use std::collections::BTreeSet;
use std::path::Path;

use documents::book::{BookLayout, book_layout, generate_sections};
use documents::handout::{check_handout_layout, handout_layout};
use documents::puzzle::PrintablePuzzle;
use documents::template::{BookTemplate, HandoutTemplate, Source};
use render::{Page, Shape};

const MM: f64 = 72.0 / 25.4;

fn book_from(text: &str) -> BookTemplate {
    BookTemplate::from_source(Source {
        file: "t.toml".into(),
        text: text.to_string(),
    })
    .expect("template")
}

fn lay_out(t: &BookTemplate) -> (BookLayout, Vec<documents::puzzle::Puzzles>) {
    let puzzles = generate_sections(&t.source, &t.sections, t.seed, &|_| {}).expect("puzzles");
    (book_layout(t, &puzzles).expect("layout"), puzzles)
}

/// The pages holding solutions, from the layout itself.
fn solution_pages(l: &BookLayout) -> BTreeSet<usize> {
    l.solution_pages.iter().copied().collect()
}

/// The printed width of every Small on a page (the base of its
/// silhouette, after the page brings its pieces to one size).
fn small_widths(page: &Page) -> Vec<f64> {
    let page = page.settled();
    let mut out = Vec::new();
    let mut small = false;
    for s in &page.shapes {
        match s {
            Shape::Begin(tag) => {
                small =
                    tag.class.split(' ').any(|c| c == "piece") && tag.get("size") == Some("small");
            }
            Shape::Polygon { points, .. } if small => {
                out.push((points[1].0 - points[0].0).abs());
                small = false;
            }
            _ => {}
        }
    }
    out
}

/// Every board a page draws, as its squares' count and its square side.
fn board_squares(page: &Page) -> Vec<(usize, f64)> {
    let mut boards: Vec<(usize, f64)> = Vec::new();
    let mut square = false;
    for s in &page.shapes {
        match s {
            Shape::Begin(t) if t.class == "square" => {
                if t.get("square") == Some("a1") {
                    boards.push((0, 0.0));
                }
                square = true;
            }
            Shape::Rect { w, .. } if square => {
                if let Some(b) = boards.last_mut() {
                    b.0 += 1;
                    b.1 = *w;
                }
                square = false;
            }
            _ => {}
        }
    }
    boards
}

/// How many boards a page draws (each has one square a1).
fn boards(page: &Page) -> usize {
    page.shapes
        .iter()
        .filter(|s| {
            matches!(s, Shape::Begin(t) if t.class == "square" && t.get("square") == Some("a1"))
        })
        .count()
}

#[test]
fn every_book_template_keeps_its_solutions_to_35_percent_and_its_smalls_legible() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("templates");
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .expect("templates")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    names.sort();
    let mut checked = Vec::new();
    for path in names {
        // Handout templates are not books; a later volume of a series
        // needs the ledger its first volume writes.
        let Ok(t) = BookTemplate::load(&path) else {
            continue;
        };
        let name = path
            .file_stem()
            .expect("name")
            .to_string_lossy()
            .to_string();
        let (l, _) = lay_out(&t);
        let keys = solution_pages(&l);
        let share = keys.len() as f64 / l.page_count() as f64;
        assert!(
            share <= 0.35,
            "{name}: {} of {} pages are solutions ({:.0}%)",
            keys.len(),
            l.page_count(),
            share * 100.0
        );
        let least = if t.large_print { 4.0 } else { 2.5 };
        let mut smallest = f64::INFINITY;
        for n in l.puzzle_pages.iter().chain(&l.solution_pages) {
            for w in small_widths(&l.document.pages[n - 1]) {
                smallest = smallest.min(w);
            }
        }
        assert!(smallest.is_finite(), "{name}: no Small drawn");
        // One scale a page: the boards of one grid on a solution page
        // share one square size (KDP page 39 once drew four 3x4 keys at
        // 20.3, 23.8, 24.2 and 30.7 pt).
        for &n in &l.solution_pages {
            let boards = board_squares(&l.document.pages[n - 1]);
            for (grid, side) in &boards {
                for (g, s) in &boards {
                    assert!(
                        g != grid || (s - side).abs() < 0.01,
                        "{name} p.{n}: {grid}-square boards at {side:.1} and {s:.1} pt"
                    );
                }
            }
        }
        assert!(
            smallest >= least * MM - 1e-6,
            "{name}: a Small is {:.2} mm wide, under {least} mm",
            smallest / MM
        );
        checked.push(name);
    }
    for want in [
        "kdp-6x9",
        "large-print-8.5x11",
        "ingram-6x9-pdfx",
        "pyramids-and-pharaohs-6x9",
    ] {
        assert!(
            checked.iter().any(|n| n == want),
            "{want} not checked: {checked:?}"
        );
    }
}

#[test]
fn the_roomy_switch_gives_every_diagram_of_the_full_keys_back() {
    let compact = book_from(crate::book_common::SMALL_BOOK);
    let roomy = book_from(&crate::book_common::SMALL_BOOK.replace(
        "solutions = \"back\"",
        "solutions = \"back\"\nsolution_layout = \"roomy\"",
    ));
    let (c, puzzles) = lay_out(&compact);
    let (r, _) = lay_out(&roomy);
    let drawn = |l: &BookLayout| -> usize {
        solution_pages(l)
            .iter()
            .map(|n| boards(&l.document.pages[n - 1]))
            .sum()
    };
    let all: Vec<&dyn PrintablePuzzle> = puzzles.iter().flatten().map(|p| p.as_ref()).collect();
    let full: usize = all
        .iter()
        .map(|p| p.key().expect("key").figures.len())
        .sum();
    let few: usize = all
        .iter()
        .map(|p| p.compact_key().expect("key").figures.len())
        .sum();
    assert_eq!(drawn(&r), full, "roomy keys draw every diagram");
    assert_eq!(drawn(&c), few, "compact keys draw their few");
    assert!(few < full, "{few} of {full}");
    assert!(solution_pages(&r).len() > solution_pages(&c).len());
    // Roomy keys keep their Smalls at 2.5 mm too.
    for n in solution_pages(&r) {
        for w in small_widths(&r.document.pages[n - 1]) {
            assert!(
                w >= 2.5 * MM - 1e-6,
                "roomy p.{n}: a Small of {:.2} mm",
                w / MM
            );
        }
    }
    // A value that is neither is one located line.
    let bad = BookTemplate::from_source(Source {
        file: "t.toml".into(),
        text: crate::book_common::SMALL_BOOK.replace(
            "solutions = \"back\"",
            "solutions = \"back\"\nsolution_layout = \"tight\"",
        ),
    })
    .expect_err("refused")
    .to_string();
    assert!(bad.starts_with("t.toml:10:"), "{bad}");
    assert!(bad.contains("solution_layout 'tight'"), "{bad}");
    assert_eq!(bad.lines().count(), 1, "{bad}");
}

/// The number in "at most N puzzles fit".
fn named(message: &str) -> usize {
    let end = message.find(" puzzles fit").expect("names a count");
    message[..end]
        .rsplit(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .expect("a number")
}

#[test]
fn a_handout_refused_for_size_names_a_count_that_fits() {
    // One puzzle a page of the easiest kind, so that the count named is
    // small and quick to make.
    let template = |count: usize| {
        HandoutTemplate::from_source(Source {
            file: "h.toml".into(),
            text: format!(
                "title = \"Many\"\npaper = \"letter\"\nseed = 5\npuzzles_per_page = 1\n\n\
                 [[sections]]\ngrid = \"3x4\"\ntier = \"easy\"\ncount = {count}\n"
            ),
        })
        .expect("template")
    };
    let err = check_handout_layout(&template(1000))
        .expect_err("too many")
        .to_string();
    let n = named(&err);
    assert!(n > 10 && n < 100, "{err}");
    // One more is refused by the check, before anything is generated.
    assert!(check_handout_layout(&template(n + 1)).is_err());
    // The count named is made, within the limit.
    let t = template(n);
    check_handout_layout(&t).expect("named count passes the check");
    let puzzles = generate_sections(&t.source, &t.sections, t.seed, &|_| {}).expect("puzzles");
    let l = handout_layout(&t, &puzzles).expect("the named count fits");
    assert!(
        l.document.pages.len() <= documents::book::HANDOUT_MAX_PAGES,
        "{} pages",
        l.document.pages.len()
    );
}

/// The running head a solution page should carry, from the solution
/// titles printed on it ("Puzzle 12 · ..."), by game in page order.
fn expected_head(page: &Page, games: &[(&str, &str)]) -> Option<String> {
    let mut groups: Vec<(usize, usize, usize)> = Vec::new();
    // Titles are set from the left; the running head is right-aligned.
    let titles = page.shapes.iter().filter_map(|s| match s {
        Shape::Text {
            align: render::Align::Left,
            text,
            ..
        } => Some(text.as_str()),
        _ => None,
    });
    for t in titles {
        for (k, (noun, _)) in games.iter().enumerate() {
            let Some(rest) = t.strip_prefix(&format!("{noun} ")) else {
                continue;
            };
            let Some((n, _)) = rest.split_once(" \u{b7} ") else {
                continue;
            };
            let Ok(n) = n.parse::<usize>() else {
                continue;
            };
            match groups.last_mut() {
                Some((g, _, last)) if *g == k => *last = n,
                _ => groups.push((k, n, n)),
            }
        }
    }
    let parts: Vec<String> = groups
        .iter()
        .map(|&(k, a, b)| {
            if a == b {
                format!("{} {a}", games[k].0)
            } else {
                format!("{} {a}\u{2013}{b}", games[k].1)
            }
        })
        .collect();
    (!parts.is_empty()).then(|| parts.join(" \u{b7} "))
}

/// Every solution page says in its running head which solutions it holds,
/// by game ("Puzzles 1–10", "Deals 4–7", "Puzzles 9–10 · Deals 1–3"), in
/// both layouts; the books once showed "1–10", then nothing where a page
/// held two games, then a bare "4".
#[test]
fn every_solution_page_names_its_solutions_in_its_running_head() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("templates");
    let games = [("Puzzle", "Puzzles"), ("Deal", "Deals")];
    let mixed = std::fs::read_to_string(dir.join("pyramids-and-pharaohs-6x9.toml")).expect("tpl");
    let books = [
        ("mixed", mixed.clone()),
        (
            "mixed roomy",
            mixed.replace(
                "solutions = \"back\"",
                "solutions = \"back\"\nsolution_layout = \"roomy\"",
            ),
        ),
        ("small", crate::book_common::SMALL_BOOK.to_string()),
        // Large type, where a "continued" heading fills its line (pages
        // 21, 28, 29, 36 and 37 once had no running head).
        (
            "large print",
            std::fs::read_to_string(dir.join("large-print-8.5x11.toml")).expect("tpl"),
        ),
    ];
    for (name, text) in books {
        let t = BookTemplate::from_source(Source {
            file: "t.toml".into(),
            text,
        })
        .expect("template");
        let (l, _) = lay_out(&t);
        let mut pages = 0;
        for n in solution_pages(&l) {
            let page = &l.document.pages[n - 1];
            let want = expected_head(page, &games).expect("solutions on a solution page");
            assert!(
                page.texts().any(|t| t == want),
                "{name} p.{n}: no running head {want:?} in {:?}",
                page.texts().take(4).collect::<Vec<_>>()
            );
            pages += 1;
        }
        assert!(pages >= 1, "{name}: no solution page");
    }
    // In German too: a head that names the game, not a bare number.
    let t = BookTemplate::load(&dir.join("pyramids-6x9-de.toml")).expect("template");
    let _language = documents::locale::enter(t.language);
    let (l, _) = lay_out(&t);
    for n in solution_pages(&l) {
        let page = &l.document.pages[n - 1];
        let want = expected_head(page, &[("Rätsel", "Rätsel"), ("Partie", "Partien")])
            .unwrap_or_else(|| panic!("de p.{n}: {:?}", page.texts().collect::<Vec<_>>()));
        assert!(
            page.texts().any(|t| t == want),
            "de p.{n}: no {want:?} in {:?}",
            page.texts().collect::<Vec<_>>()
        );
    }
}

/// No key stands alone on the last page of its solutions after a page of
/// three or more (the KDP book once ended with puzzle 100 alone on page
/// 50, large print with puzzle 39 alone): the last two pages share them.
#[test]
fn no_key_stands_alone_on_the_last_page_of_its_solutions() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("templates");
    let mut checked = 0;
    for name in [
        "kdp-6x9",
        "paperback-6x9",
        "large-print-8.5x11",
        "ingram-6x9-pdfx",
        "pyramids-and-pharaohs-6x9",
        "pyramids-6x9-de",
        "pyramids-6x9-fr",
        "pyramids-6x9-es",
    ] {
        let t = BookTemplate::load(&dir.join(format!("{name}.toml"))).expect(name);
        let _language = documents::locale::enter(t.language);
        let (l, _) = lay_out(&t);
        let on = |p: usize| l.solution_pages.iter().filter(|&&q| q == p).count();
        for &p in &solution_pages(&l) {
            let last_of_run = on(p + 1) == 0;
            assert!(
                !(last_of_run && on(p) == 1 && on(p - 1) >= 3),
                "{name}: page {p} holds one key after a page of {}",
                on(p - 1)
            );
            checked += 1;
        }
    }
    assert!(checked > 50, "{checked} solution pages");
}
