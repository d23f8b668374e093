//! Books and handouts as SVG (`--svg` or a `.svg` output): one file per
//! page, the cover beside them, written all together or not at all.

use crate::book_common as common;

use assert_cmd::Command;
use common::{SMALL_BOOK, SMALL_HANDOUT};
use documents::book::{book_layout, generate_sections};
use documents::template::BookTemplate;

fn cli() -> Command {
    Command::cargo_bin("pyramid-press").expect("binary")
}

fn files(dir: &std::path::Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .expect("dir")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

#[test]
fn book_svg_writes_every_page_and_the_cover() {
    let dir = tempfile::tempdir().expect("tempdir");
    let tpl = dir.path().join("small.toml");
    std::fs::write(&tpl, SMALL_BOOK).expect("template");
    let out = dir.path().join("out");
    std::fs::create_dir(&out).expect("out");
    cli()
        .args(["book", "--quiet", "--svg", "--template"])
        .arg(&tpl)
        .arg("-o")
        .arg(out.join("small.svg"))
        .assert()
        .success();
    let t = BookTemplate::load(&tpl).expect("template");
    let puzzles = generate_sections(&t.source, &t.sections, t.seed, &|_| {}).expect("puzzles");
    let pages = t.print.padded_count(
        t.trim,
        book_layout(&t, &puzzles).expect("layout").page_count(),
    );
    let mut want: Vec<String> = (1..=pages).map(|i| format!("small-{i}.svg")).collect();
    want.push("small-cover.svg".into());
    want.sort();
    assert_eq!(files(&out), want);
    for f in &want {
        let text = std::fs::read_to_string(out.join(f)).expect("svg");
        assert!(text.starts_with("<svg") || text.starts_with("<?xml"), "{f}");
        assert!(text.trim_end().ends_with("</svg>"), "{f}");
    }
    // By extension alone, the same files.
    let again = dir.path().join("again");
    std::fs::create_dir(&again).expect("again");
    cli()
        .args(["book", "--quiet", "--template"])
        .arg(&tpl)
        .arg("-o")
        .arg(again.join("small.svg"))
        .assert()
        .success();
    assert_eq!(files(&again), want);
}

#[test]
fn book_svg_is_all_or_nothing() {
    let dir = tempfile::tempdir().expect("tempdir");
    let tpl = dir.path().join("small.toml");
    std::fs::write(&tpl, SMALL_BOOK).expect("template");
    let out = dir.path().join("out");
    std::fs::create_dir(&out).expect("out");
    // The cover's file name is taken by a folder: nothing may be written.
    std::fs::create_dir(out.join("small-cover.svg")).expect("blocker");
    let assert = cli()
        .args(["book", "--quiet", "--svg", "--template"])
        .arg(&tpl)
        .arg("-o")
        .arg(out.join("small.svg"))
        .assert()
        .failure()
        .code(2);
    let err = String::from_utf8_lossy(&assert.get_output().stderr).into_owned();
    assert!(err.starts_with("error: "), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert_eq!(files(&out), ["small-cover.svg"], "pages left behind");
}

#[test]
fn handout_svg_and_a_contradiction() {
    let dir = tempfile::tempdir().expect("tempdir");
    let tpl = dir.path().join("club.toml");
    std::fs::write(&tpl, SMALL_HANDOUT).expect("template");
    cli()
        .args(["handout", "--quiet", "--svg", "--template"])
        .arg(&tpl)
        .arg("-o")
        .arg(dir.path().join("club.svg"))
        .assert()
        .success();
    let svgs: Vec<String> = files(dir.path())
        .into_iter()
        .filter(|f| f.ends_with(".svg"))
        .collect();
    assert!(svgs.len() > 3, "{svgs:?}");
    assert!(svgs.iter().all(|f| f.starts_with("club-")), "{svgs:?}");
    // --svg with a .pdf name is refused before any work.
    cli()
        .args(["book", "--quiet", "--svg", "--template"])
        .arg(&tpl)
        .arg("-o")
        .arg(dir.path().join("x.pdf"))
        .assert()
        .failure()
        .code(2);
    assert!(!dir.path().join("x.pdf").exists());
}
