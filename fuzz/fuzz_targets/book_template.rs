//! Book templates (`book --template`), every table: `BookTemplate::from_source`
//! on the text (no file is read; run with `-dict=fuzz/dict/template.dict`,
//! the tables, keys and values of the real templates). A template that
//! names a census file (`game_in_numbers`) is read only when the name is a
//! plain file name, which cannot exist beside the made-up template path:
//! the fuzzer never opens a real file. Reading is deterministic, and an
//! error's line and column are in the text.
#![no_main]

use documents::template::{BookTemplate, Source, TemplateError};
use libfuzzer_sys::fuzz_target;

const FILE: &str = "/nonexistent-pyramid-press-fuzz/book.toml";

/// Whether `text` names a census file other than a plain file name.
fn names_a_path(text: &str) -> bool {
    let Ok(table) = text.parse::<toml::Table>() else {
        // Not TOML: the template fails before it looks for the file.
        return false;
    };
    match table.get("game_in_numbers") {
        Some(toml::Value::String(name)) => {
            name.contains(['/', '\\', '\0']) || name.starts_with('.') || name.is_empty()
        }
        _ => false,
    }
}

fn check_location(text: &str, e: &TemplateError) {
    assert_eq!(e.file, FILE);
    let lines = text.split('\n').count();
    assert!(e.line >= 1 && e.line <= lines, "{e}");
    let line = text.split('\n').nth(e.line - 1).unwrap_or("");
    assert!(e.column >= 1 && e.column <= line.chars().count() + 1, "{e}");
}

fuzz_target!(|text: &str| {
    if text.contains("game_in_numbers") && names_a_path(text) {
        return;
    }
    let read = || {
        BookTemplate::from_source(Source {
            file: FILE.to_string(),
            text: text.to_string(),
        })
    };
    let first = read();
    match &first {
        Ok(t) => {
            assert!(t.puzzle_count() > 0);
        }
        Err(e) => check_location(text, e),
    }
    assert_eq!(format!("{first:?}"), format!("{:?}", read()));
});
