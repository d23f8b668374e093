//! Same command, same bytes: on one thread or two, and from two different
//! working directories (relative paths inside each).

use std::path::Path;

use assert_cmd::Command;

const TINY_BOOK: &str = r#"title = "Tiny"
seed = 7
trim = "6x9"
puzzles_per_page = 2

[[sections]]
title = "Small grid"
grid = "3x4"
tier = "easy"
count = 2
"#;

/// The handout template the book tests use.
const TINY_HANDOUT: &str = crate::book_common::SMALL_HANDOUT;

/// Runs `args` in `dir` with `threads` rayon threads; returns standard
/// output followed by the bytes of `out` (if given).
fn run(dir: &Path, threads: &str, args: &[&str], out: Option<&str>) -> Vec<u8> {
    std::fs::write(dir.join("book.toml"), TINY_BOOK).unwrap();
    std::fs::write(dir.join("handout.toml"), TINY_HANDOUT).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_pyramid-press"))
        .current_dir(dir)
        .env("RAYON_NUM_THREADS", threads)
        .args(args)
        .output()
        .unwrap();
    assert!(
        o.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    let mut bytes = o.stdout;
    if let Some(out) = out {
        bytes.extend(std::fs::read(dir.join(out)).unwrap());
    }
    bytes
}

/// The same bytes for (1 thread, folder A), (2 threads, folder A) and
/// (2 threads, folder B).
fn same_everywhere(args: &[&str], out: Option<&str>) {
    let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let one = run(a.path(), "1", args, out);
    let two = run(a.path(), "2", args, out);
    let elsewhere = run(b.path(), "2", args, out);
    assert!(
        one.len() > 100,
        "{args:?}: output too small to mean anything"
    );
    assert!(one == two, "{args:?}: 1 and 2 threads differ");
    assert!(one == elsewhere, "{args:?}: two folders differ");
}

#[test]
fn daily_sheet_is_the_same_on_any_thread_count_and_folder() {
    same_everywhere(
        &["daily", "--date", "2026-03-01", "-o", "d.pdf"],
        Some("d.pdf"),
    );
}

#[test]
fn book_is_the_same_on_any_thread_count_and_folder() {
    same_everywhere(
        &["book", "--template", "book.toml", "-o", "b.pdf", "-q"],
        Some("b.pdf"),
    );
}

#[test]
fn handout_is_the_same_on_any_thread_count_and_folder() {
    same_everywhere(
        &["handout", "--template", "handout.toml", "-o", "h.pdf", "-q"],
        Some("h.pdf"),
    );
}

#[test]
fn cards_sheet_is_the_same_on_any_thread_count_and_folder() {
    same_everywhere(
        &[
            "cards", "sheet", "--count", "2", "--seed", "5", "-o", "c.pdf",
        ],
        Some("c.pdf"),
    );
}

#[test]
fn generate_json_is_the_same_on_any_thread_count_and_folder() {
    same_everywhere(
        &[
            "generate", "--grid", "3x4", "--tier", "hard", "--count", "3", "--json",
        ],
        None,
    );
}
