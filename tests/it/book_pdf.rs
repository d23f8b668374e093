//! Books and handouts through the command line, checked with poppler:
//! page size, page count, puzzle numbers, fonts, determinism.

use crate::book_common as common;

use assert_cmd::Command;
use common::{SMALL_BOOK, SMALL_HANDOUT, run};
use documents::book::{book_layout, generate_sections};
use documents::template::BookTemplate;

fn cli() -> Command {
    Command::cargo_bin("pyramid-press").expect("binary")
}

fn make_book(dir: &std::path::Path, text: &str, name: &str) -> std::path::PathBuf {
    let tpl = dir.join(format!("{name}.toml"));
    std::fs::write(&tpl, text).expect("template");
    let pdf = dir.join(format!("{name}.pdf"));
    cli()
        .args(["book", "--quiet", "--template"])
        .arg(&tpl)
        .arg("-o")
        .arg(&pdf)
        .assert()
        .success()
        .stderr(only_page_count_warnings());
    pdf
}

/// Standard error of a book run that succeeded: nothing, or the warning
/// that a small test book is under KDP's page minimum.
fn only_page_count_warnings() -> impl predicates::Predicate<[u8]> {
    predicates::function::function(|err: &[u8]| {
        String::from_utf8_lossy(err)
            .lines()
            .all(|l| l.starts_with("warning: the book has ") && l.contains("24 pages"))
    })
}

#[test]
#[ignore = "needs poppler-utils"]
fn book_pages_numbers_and_fonts() {
    let dir = tempfile::tempdir().expect("tempdir");
    let pdf = make_book(dir.path(), SMALL_BOOK, "small");
    let tpl = dir.path().join("small.toml");
    // The layout's own count, from the library.
    let t = BookTemplate::load(&tpl).expect("template");
    let puzzles = generate_sections(&t.source, &t.sections, t.seed, &|_| {}).expect("puzzles");
    let layout = book_layout(&t, &puzzles).expect("layout");
    // 6 x 9 in plus 0.125 in bleed on one side edge, top and bottom.
    assert_eq!(layout.page_size, (441.0, 666.0));
    crate::tools::require(&["pdfinfo", "pdftotext", "pdffonts"]);
    let info = run("pdfinfo", &[], &pdf);
    assert!(info.contains("Page size:       441 x 666 pts"), "{info}");
    let pages: usize = info
        .lines()
        .find_map(|l| l.strip_prefix("Pages:"))
        .and_then(|v| v.trim().parse().ok())
        .expect("page count");
    // The interior is filled up to an even count (notes pages).
    assert_eq!(pages, t.print.padded_count(t.trim, layout.page_count()));
    // Every puzzle number on its puzzle page and on its solution page.
    assert_eq!(layout.puzzle_pages.len(), 5);
    assert_eq!(layout.solution_pages.len(), 5);
    for k in 1..=5 {
        for page in [layout.puzzle_pages[k - 1], layout.solution_pages[k - 1]] {
            let p = page.to_string();
            let text = run("pdftotext", &["-f", &p, "-l", &p, "-layout"], &pdf);
            assert!(
                text.contains(&format!("Puzzle {k} ")) || text.contains(&format!("Puzzle {k}\n")),
                "puzzle {k} not on page {page}: {text}"
            );
        }
    }
    // The contents lists the solutions at the page they start on.
    let toc_page = layout
        .toc
        .iter()
        .find(|e| e.title == "Solutions")
        .expect("toc");
    assert_eq!(toc_page.page, layout.solution_pages[0]);
    let cp = layout.contents_page.to_string();
    let toc_text = run("pdftotext", &["-f", &cp, "-l", &cp, "-layout"], &pdf);
    assert!(toc_text.contains("Contents"), "{toc_text}");
    let line = toc_text
        .lines()
        .find(|l| l.trim_start().starts_with("Solutions"))
        .expect("contents line");
    assert!(
        line.trim_end().ends_with(&format!(" {}", toc_page.page)),
        "{line}"
    );
    let all = run("pdftotext", &["-layout"], &pdf);
    assert!(all.contains("Contents"));
    assert!(all.contains("Test Book"));
    // Fonts: every font embedded.
    let fonts = run("pdffonts", &[], &pdf);
    let rows: Vec<&str> = fonts.lines().skip(2).collect();
    assert!(!rows.is_empty(), "{fonts}");
    for row in rows {
        let cols: Vec<&str> = row.split_whitespace().collect();
        // name type [encoding...] emb sub uni object ID
        let emb = cols[cols.len() - 5];
        assert_eq!(emb, "yes", "not embedded: {row}");
    }
    // No annotations (links, comments) anywhere.
    let raw = std::fs::read(&pdf).expect("pdf");
    assert!(!raw.windows(6).any(|w| w == b"/Annot"), "annotations found");
}

#[test]
fn same_template_gives_identical_bytes() {
    let dir = tempfile::tempdir().expect("tempdir");
    let a = make_book(dir.path(), SMALL_BOOK, "a");
    let b = make_book(dir.path(), SMALL_BOOK, "b");
    assert_eq!(std::fs::read(&a).expect("a"), std::fs::read(&b).expect("b"));
    // A different seed gives a different book.
    let c = make_book(dir.path(), &SMALL_BOOK.replace("seed = 7", "seed = 8"), "c");
    assert_ne!(std::fs::read(&a).expect("a"), std::fs::read(&c).expect("c"));
}

#[test]
fn default_output_is_named_after_the_template() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("my-book.toml"), SMALL_BOOK).expect("template");
    // Without --quiet, but stderr is not a terminal: no progress bar.
    cli()
        .current_dir(dir.path())
        .args(["book", "--template", "my-book.toml"])
        .assert()
        .success()
        .stderr(only_page_count_warnings())
        .stdout(predicates::str::contains("wrote output/my-book.pdf"));
    assert!(dir.path().join("output/my-book.pdf").is_file());
}

#[test]
#[ignore = "needs poppler-utils"]
fn without_bleed_the_page_is_the_trim() {
    let dir = tempfile::tempdir().expect("tempdir");
    let text = SMALL_BOOK.replace("bleed = true", "bleed = false").replace(
        "trim = \"6x9\"",
        "trim = { width_in = 5.5, height_in = 8.5 }",
    );
    let pdf = make_book(dir.path(), &text, "nobleed");
    crate::tools::require(&["pdfinfo"]);
    let info = run("pdfinfo", &[], &pdf);
    assert!(info.contains("Page size:       396 x 612 pts"), "{info}");
}

#[test]
#[ignore = "needs poppler-utils"]
fn handout_has_king_tut_table_and_score_sheets() {
    let dir = tempfile::tempdir().expect("tempdir");
    let tpl = dir.path().join("h.toml");
    std::fs::write(&tpl, SMALL_HANDOUT).expect("template");
    let pdf = dir.path().join("h.pdf");
    cli()
        .args(["handout", "--quiet", "--template"])
        .arg(&tpl)
        .arg("-o")
        .arg(&pdf)
        .assert()
        .success();
    crate::tools::require(&["pdftotext", "pdfinfo"]);
    let info = run("pdfinfo", &[], &pdf);
    assert!(info.contains("595.276 x 841.89 pts"), "{info}");
    let page = |n: usize| {
        let p = n.to_string();
        run("pdftotext", &["-f", &p, "-l", &p, "-layout"], &pdf)
    };
    // A heading page with the template's title, then the rules.
    assert!(page(1).contains("Club night"));
    assert!(page(2).contains("Egyptian Solitaire"));
    let tut = page(3);
    assert!(tut.contains("King Tut"), "{tut}");
    // The table: score 5 adds 12 s, score 1 nothing, score 24 adds 69 s.
    let pairs: Vec<Vec<&str>> = tut
        .lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>())
        .collect();
    let adds = |score: u32| {
        let (sc, add) = (score.to_string(), format!("+{}", 3 * (score - 1)));
        pairs.iter().any(|w| {
            w.windows(3)
                .any(|x| x[0] == sc && x[1] == add && x[2] == "s")
        })
    };
    assert!(
        pairs
            .iter()
            .any(|w| w.windows(3).any(|x| x == ["5", "+12", "s"]))
    );
    for s in [1, 2, 5, 13, 24] {
        assert!(adds(s), "score {s} row missing: {tut}");
    }
    for p in 1..=3 {
        assert!(tut.contains(&format!("Player {p}")), "{tut}");
    }
    assert!(!tut.contains("Player 4"));
    assert!(tut.contains("Total"));
    let quick = page(4);
    assert!(quick.contains("Quicksand"), "{quick}");
    assert!(quick.contains("Player 3") && quick.contains("Total"));
    assert!(quick.contains("5 minutes"));
    // Four rounds: rows 1..4 on both sheets.
    assert!(quick.lines().any(|l| l.trim_start().starts_with('4')));
    let puzzles = page(5);
    assert!(puzzles.contains("Puzzle 1") && puzzles.contains("Puzzle 2"));
    // The keys are on pages of their own, marked for the host.
    let keys = page(6);
    assert!(keys.contains("For the host"), "{keys}");
    assert!(keys.contains("Puzzle 1") && keys.contains("Puzzle 2"));
}
