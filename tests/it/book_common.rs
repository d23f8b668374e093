//! Shared helpers for the book tests (a module of the test binary).
#![allow(dead_code)]

use std::path::Path;
use std::process::Command;

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
