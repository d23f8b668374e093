//! Same command, same bytes: on one thread or two, and from two different
//! working directories (relative paths inside each). Every file a command
//! writes is compared (a book's cover beside its interior, each page of an
//! SVG set), with its name.

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

/// The inputs the commands below read, by name.
const INPUTS: [&str; 3] = ["book.toml", "handout.toml", "deals.txt"];

/// Runs `args` in an empty `dir` with `threads` rayon threads; returns
/// standard output followed by the name and bytes of every file the
/// command wrote, in name order.
fn run(dir: &Path, threads: &str, args: &[&str]) -> Vec<u8> {
    for entry in std::fs::read_dir(dir).unwrap() {
        std::fs::remove_file(entry.unwrap().path()).unwrap();
    }
    std::fs::write(dir.join("book.toml"), TINY_BOOK).unwrap();
    std::fs::write(dir.join("handout.toml"), TINY_HANDOUT).unwrap();
    std::fs::write(dir.join("deals.txt"), DEALS).unwrap();
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
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| !INPUTS.contains(&n.as_str()))
        .collect();
    names.sort();
    for n in names {
        bytes.extend(format!("\n== {n}\n").into_bytes());
        bytes.extend(std::fs::read(dir.join(&n)).unwrap());
    }
    bytes
}

/// Seeds and a deal in notation, for `cards batch`.
const DEALS: &str = "# a batch\n3\n17\n8C QD 9C TD QC QS 9D 2S 5C QH AD AS TH TS 9H 3S 3D 4S 6D 6H 8H 6S 2H 9S 7C KD 3C 7H 4D 8S 2D AC JD 5S 5H 2C 6C AH 7S 7D 4H KH KC JH TC 5D KS JC 4C JS 8D 3H\n99\n";

/// The same bytes for (1 thread, folder A), (2 threads, folder A) and
/// (2 threads, folder B); `files` are the names the command must write.
fn same_everywhere(args: &[&str], files: &[&str]) -> Vec<u8> {
    let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let one = run(a.path(), "1", args);
    let two = run(a.path(), "2", args);
    let elsewhere = run(b.path(), "2", args);
    assert!(
        one.len() > 100,
        "{args:?}: output too small to mean anything"
    );
    for f in files {
        assert!(
            one.windows(f.len() + 4)
                .any(|w| w == format!("== {f}\n").as_bytes()),
            "{args:?}: {f} not written"
        );
    }
    assert!(one == two, "{args:?}: 1 and 2 threads differ");
    assert!(one == elsewhere, "{args:?}: two folders differ");
    one
}

#[test]
fn daily_sheet_is_the_same_on_any_thread_count_and_folder() {
    same_everywhere(
        &["daily", "--date", "2026-03-01", "-o", "d.pdf"],
        &["d.pdf"],
    );
}

#[test]
fn book_and_cover_are_the_same_on_any_thread_count_and_folder() {
    same_everywhere(
        &["book", "--template", "book.toml", "-o", "b.pdf", "-q"],
        &["b.pdf", "b-cover.pdf"],
    );
}

#[test]
fn cover_only_is_the_same_on_any_thread_count_and_folder() {
    same_everywhere(
        &[
            "book",
            "--template",
            "book.toml",
            "--cover-only",
            "-o",
            "b.pdf",
            "-q",
        ],
        &["b-cover.pdf"],
    );
}

#[test]
fn svg_book_is_the_same_on_any_thread_count_and_folder() {
    let all = same_everywhere(
        &[
            "book",
            "--template",
            "book.toml",
            "--svg",
            "-o",
            "b.svg",
            "-q",
        ],
        &["b-1.svg", "b-2.svg", "b-cover.svg"],
    );
    assert!(!all.windows(7).any(|w| w == b"== b.svg"), "no b.svg itself");
}

#[test]
fn handout_is_the_same_on_any_thread_count_and_folder() {
    same_everywhere(
        &["handout", "--template", "handout.toml", "-o", "h.pdf", "-q"],
        &["h.pdf"],
    );
}

#[test]
fn cards_sheet_is_the_same_on_any_thread_count_and_folder() {
    same_everywhere(
        &[
            "cards", "sheet", "--count", "2", "--seed", "5", "-o", "c.pdf",
        ],
        &["c.pdf"],
    );
}

#[test]
fn cards_batch_is_the_same_on_any_thread_count_and_folder() {
    // Standard output and a file: the same records.
    let out = same_everywhere(&["cards", "batch", "deals.txt"], &[]);
    assert_eq!(
        String::from_utf8_lossy(&out).lines().count(),
        4,
        "one line a deal"
    );
    same_everywhere(
        &["cards", "batch", "deals.txt", "-o", "out.jsonl"],
        &["out.jsonl"],
    );
}

#[test]
fn generate_json_is_the_same_on_any_thread_count_and_folder() {
    same_everywhere(
        &[
            "generate", "--grid", "3x4", "--tier", "hard", "--count", "3", "--json",
        ],
        &[],
    );
}
