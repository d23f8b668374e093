//! Shared helpers for the book tests (included with `#[path]`).
#![allow(dead_code)]

use std::path::Path;
use std::process::Command;

/// Whether a poppler tool can run. Without it the test is skipped with a
/// note, unless `CI` is set, where a missing tool is a failure.
pub fn have(tool: &str) -> bool {
    let ok = Command::new(tool)
        .arg("-v")
        .output()
        .map(|o| o.status.success() || !o.stderr.is_empty())
        .unwrap_or(false);
    if !ok {
        if std::env::var_os("CI").is_some() {
            panic!("{tool} is missing: install poppler-utils");
        }
        eprintln!("note: {tool} not found (install poppler-utils); skipping");
    }
    ok
}

/// Output of a tool run on `file`, which must succeed.
pub fn run(tool: &str, args: &[&str], file: &Path) -> String {
    let out = Command::new(tool)
        .args(args)
        .arg(file)
        .args(if tool == "pdftotext" {
            &["-"][..]
        } else {
            &[][..]
        })
        .output()
        .expect("tool runs");
    assert!(out.status.success(), "{tool} failed: {out:?}");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// A small book template: two short sections, bleed on, 6x9.
pub const SMALL_BOOK: &str = r#"title = "Test Book"
subtitle = "A few puzzles"
author = "Tester"
seed = 7
trim = "6x9"
bleed = true
margins = { top = 0.5, bottom = 0.5, outside = 0.4, inside = 0.5 }
puzzles_per_page = 2
solutions = "back"

[[sections]]
title = "Small grid"
grid = "3x4"
tier = "easy"
count = 3

[[sections]]
title = "Big grid"
grid = "4x5"
tier = "easy"
count = 2
"#;

pub const SMALL_HANDOUT: &str = r#"title = "Club night"
seed = 3
paper = "a4"
players = 3
rounds = 4
puzzles_per_page = 4

[[sections]]
grid = "3x4"
tier = "easy"
count = 2
"#;
