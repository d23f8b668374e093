//! Template errors: each names the file, line and column and what to
//! change, exits with code 2, and writes nothing.

use crate::book_common as common;

use assert_cmd::Command;
use common::{SMALL_BOOK, SMALL_HANDOUT};

/// Runs `command` on a template with `text`; returns stderr after checking
/// the exit code and that no output file appeared.
fn fails(command: &str, text: &str) -> (String, String) {
    let dir = tempfile::tempdir().expect("tempdir");
    let tpl = dir.path().join("bad.toml");
    std::fs::write(&tpl, text).expect("template");
    let out_file = dir.path().join("out.pdf");
    let out = Command::cargo_bin("pyramid-press")
        .expect("binary")
        .current_dir(dir.path())
        .args([
            command,
            "--quiet",
            "--template",
            "bad.toml",
            "-o",
            "out.pdf",
        ])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(!out_file.exists(), "a file was written");
    assert!(!dir.path().join("output").exists(), "a file was written");
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .expect("dir")
        .map(|e| e.expect("entry").file_name())
        .collect();
    assert_eq!(names.len(), 1, "stray files: {names:?}");
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(err.lines().count(), 1, "{err}");
    (err, text.to_string())
}

/// Line and column (from 1) of the first `needle` in `text`.
fn at(text: &str, needle: &str) -> String {
    let i = text.find(needle).expect("needle");
    let line = text[..i].matches('\n').count() + 1;
    let col = i - text[..i].rfind('\n').map_or(0, |n| n + 1) + 1;
    format!("bad.toml:{line}:{col}: ")
}

#[test]
fn unknown_key() {
    let text = SMALL_BOOK.replace("title = \"Test Book\"", "titel = \"Test Book\"");
    let (err, text) = fails("book", &text);
    assert!(
        err.starts_with(&format!("error: {}", at(&text, "titel"))),
        "{err}"
    );
    assert!(err.contains("unknown key 'titel'"), "{err}");
    assert!(err.contains("expected one of: title, subtitle"), "{err}");
}

#[test]
fn unknown_key_in_a_section() {
    let text = SMALL_BOOK.replace("count = 2\n", "count = 2\ncolour = true\n");
    let (err, text) = fails("book", &text);
    assert!(
        err.starts_with(&format!("error: {}", at(&text, "colour"))),
        "{err}"
    );
}

#[test]
fn wrong_type() {
    let text = SMALL_BOOK.replace("puzzles_per_page = 2", "puzzles_per_page = \"two\"");
    let (err, text) = fails("book", &text);
    assert!(
        err.starts_with(&format!("error: {}", at(&text, "\"two\""))),
        "{err}"
    );
    assert!(err.contains("invalid type"), "{err}");
}

#[test]
fn margin_below_the_minimum() {
    let text = SMALL_BOOK.replace("outside = 0.4", "outside = 0.3");
    let (err, text) = fails("book", &text);
    assert!(
        err.starts_with(&format!("error: {}", at(&text, "0.3"))),
        "{err}"
    );
    assert!(err.contains("0.375"), "bleed raises the minimum: {err}");
}

#[test]
fn layout_that_cannot_fit() {
    let text = SMALL_BOOK
        .replace("puzzles_per_page = 2", "puzzles_per_page = 12")
        .replace("trim = \"6x9\"", "trim = \"5x8\"");
    let (err, text) = fails("book", &text);
    assert!(
        err.starts_with(&format!("error: {}", at(&text, "12\n"))),
        "{err}"
    );
    assert!(err.contains("legible minimum"), "{err}");
    assert!(err.contains("use puzzles_per_page = "), "{err}");
}

#[test]
fn grid_too_big_for_the_page() {
    let text = SMALL_BOOK
        .replace("grid = \"4x5\"", "grid = \"10x10\"")
        .replace("trim = \"6x9\"", "trim = \"5x8\"")
        .replace("puzzles_per_page = 2", "puzzles_per_page = 4");
    let (err, text) = fails("book", &text);
    assert!(
        err.starts_with(&format!("error: {}", at(&text, "4\nsolutions"))),
        "{err}"
    );
}

#[test]
fn section_the_generator_cannot_fill() {
    // No 3x3 game can end with a lone Large.
    let text = SMALL_BOOK.replace("grid = \"4x5\"", "grid = \"3x3\"\ntarget = \"large\"");
    let (err, text) = fails("book", &text);
    let second = text.rfind("[[sections]]").expect("section");
    let line = text[..second].matches('\n').count() + 1;
    assert!(
        err.starts_with(&format!("error: bad.toml:{line}:1: ")),
        "{err}"
    );
    assert!(err.contains("cannot be filled"), "{err}");
}

#[test]
fn bad_trim_and_tier() {
    let (err, text) = fails("book", &SMALL_BOOK.replace("\"6x9\"", "\"6x8\""));
    assert!(
        err.starts_with(&format!("error: {}", at(&text, "\"6x8\""))),
        "{err}"
    );
    let (err, text) = fails("book", &SMALL_BOOK.replacen("\"easy\"", "\"simple\"", 1));
    assert!(
        err.starts_with(&format!("error: {}", at(&text, "\"simple\""))),
        "{err}"
    );
}

#[test]
fn handout_errors() {
    let (err, text) = fails(
        "handout",
        &SMALL_HANDOUT.replace("players = 3", "players = 30"),
    );
    assert!(
        err.starts_with(&format!("error: {}", at(&text, "30"))),
        "{err}"
    );
    let (err, text) = fails("handout", &SMALL_HANDOUT.replace("\"a4\"", "\"legal\""));
    assert!(
        err.starts_with(&format!("error: {}", at(&text, "\"legal\""))),
        "{err}"
    );
    let (err, _) = fails(
        "handout",
        &SMALL_HANDOUT.replace("rounds = 4", "rounds = 4\nbleed = true"),
    );
    assert!(err.contains("unknown key 'bleed'"), "{err}");
}

#[test]
fn an_unquoted_print_date_asks_for_quotes() {
    let text = SMALL_BOOK.replace(
        "solutions = \"back\"\n",
        "solutions = \"back\"\n\n[print]\ndate = 2026-03-01\n",
    );
    let (err, text) = fails("book", &text);
    assert!(
        err.starts_with(&format!("error: {}", at(&text, "2026-03-01"))),
        "{err}"
    );
    assert!(
        err.contains("write the date in quotes, as text: \"2026-03-01\""),
        "{err}"
    );
    assert!(!err.contains("map"), "{err}");
}
