//! `render`: one board page from a puzzle ID or a position, PDF and SVG,
//! with and without its solution key; default path; bad inputs fail with
//! one `error:` line, exit code 2 and no file.

use crate::daily_common;

use daily_common::*;

/// A 3x4 medium puzzle of the daily set of 2026-01-02 (any valid ID does).
const POSITION: &str = "M,S,SM,./.,.,M,./S,S,.,S";

fn id_of(position: &str) -> String {
    let board = egypt::notation::parse_position(position).expect("position");
    egypt::puzzle_id::encode(&board, egypt::Target::SMALL)
}

fn solvable() -> bool {
    let board = egypt::notation::parse_position(POSITION).expect("position");
    egypt::solver::decide(&board, egypt::Target::SMALL, Default::default())
        .expect("small search")
        .solvable
}

#[test]
#[ignore = "needs poppler-utils"]
fn render_an_id_as_pdf_with_and_without_key() {
    assert!(solvable(), "the test position must be solvable");
    let id = id_of(POSITION);
    let dir = tempfile::tempdir().expect("tempdir");
    // Default path: output/board-ID.pdf.
    let out = cli()
        .current_dir(dir.path())
        .args(["render", &id])
        .output()
        .expect("run");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let plain = dir.path().join(format!("output/board-{id}.pdf"));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        format!("wrote output/board-{id}.pdf")
    );
    let keyed = dir.path().join("keyed.pdf");
    cli()
        .args([
            "render", &id, "--key", "--every", "2", "--paper", "a4", "-o",
        ])
        .arg(&keyed)
        .assert()
        .success();
    crate::tools::require(&["pdftoppm", "pdftotext", "pdffonts", "pdfinfo"]);
    assert_eq!(page_count(&plain), 1);
    let text = text_of(&plain, 1, 1);
    assert!(
        text.contains(&id) && text.contains("finish with a single Small"),
        "{text}"
    );
    assert!(text.contains("3x4 puzzle") && text.contains("page 1 of 1"));
    assert_fonts_embedded(&plain);

    let pages = page_count(&keyed);
    assert!(pages >= 2, "{pages}");
    let key = text_of(&keyed, 2, pages);
    assert!(key.contains(&format!("Puzzle {id}: solution")), "{key}");
    assert!(key.contains("After move 2"), "{key}");
    let pngs = tempfile::tempdir().expect("tempdir");
    assert_eq!(raster(&keyed, pngs.path()), pages);
}

#[test]
fn render_a_position_as_svg_with_and_without_key() {
    let id = id_of(POSITION);
    let dir = tempfile::tempdir().expect("tempdir");
    let one = dir.path().join("one.svg");
    cli()
        .args(["render", POSITION, "--format", "svg", "--color", "-o"])
        .arg(&one)
        .assert()
        .success();
    let svg = std::fs::read_to_string(&one).expect("one page, one file");
    assert!(svg.starts_with("<svg") && svg.contains(&id));

    let sub = dir.path().join("keyed");
    let out = cli()
        .args(["render", POSITION, "--format", "svg", "--key", "-o"])
        .arg(sub.join("b.svg"))
        .output()
        .expect("run");
    assert!(out.status.success());
    let names = files_in(&sub);
    assert!(names.len() >= 2 && names[0] == "b-1.svg", "{names:?}");
    let listed = String::from_utf8_lossy(&out.stdout);
    assert_eq!(listed.lines().count(), names.len(), "{listed}");
    let key = std::fs::read_to_string(sub.join("b-2.svg")).expect("key page");
    assert!(key.contains("solution"));
    // Same input, same bytes.
    let again = dir.path().join("again.svg");
    cli()
        .args(["render", POSITION, "--format", "svg", "--color", "-o"])
        .arg(&again)
        .assert()
        .success();
    assert!(std::fs::read(&again).expect("again") == svg.as_bytes());
}

#[test]
fn bad_inputs_fail_cleanly_and_write_nothing() {
    let dir = tempfile::tempdir().expect("tempdir");
    let blocker = dir.path().join("file");
    std::fs::write(&blocker, b"x").expect("write");
    let run = |args: &[&str]| {
        let mut c = cli();
        c.current_dir(dir.path()).args(["render"]).args(args);
        assert_one_line_error(&mut c)
    };
    let e = run(&["S,X,./.,.,./.,.,."]);
    assert!(e.contains("position"), "{e}");
    run(&["P34S-00000-00000-Z"]);
    run(&[POSITION, "--target", "tiny"]);
    run(&[POSITION, "-o", "/proc/x.pdf"]);
    run(&[POSITION, "-o", "file/b.pdf"]);
    run(&[POSITION, "--format", "svg", "-o", "file/b.svg"]);
    // Two Smalls that can never meet: no key, and no page either.
    let e = run(&["S,.,.,S/.,.,.,./.,.,.,.", "--key"]);
    assert!(e.contains("cannot be reached"), "{e}");
    // --every only makes sense with --key (a usage error, exit 2).
    let out = cli()
        .current_dir(dir.path())
        .args(["render", POSITION, "--every", "3"])
        .output()
        .expect("run");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(files_in(dir.path()), vec!["file"]);
    assert_eq!(std::fs::read(&blocker).expect("read"), b"x");
    assert!(!std::path::Path::new("/proc/x.pdf").exists());
}
