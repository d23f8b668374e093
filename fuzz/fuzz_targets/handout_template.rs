//! Handout templates (`handout --template`), every table:
//! `HandoutTemplate::from_source` on the text (no file is read; run with
//! `-dict=fuzz/dict/template.dict`, the tables, keys and values of the
//! real templates). Reading is deterministic, and an error's line and
//! column are in the text.
#![no_main]

use documents::template::{HandoutTemplate, Source, TemplateError};
use libfuzzer_sys::fuzz_target;

const FILE: &str = "/nonexistent-pyramid-press-fuzz/handout.toml";

fn check_location(text: &str, e: &TemplateError) {
    assert_eq!(e.file, FILE);
    let lines = text.split('\n').count();
    assert!(e.line >= 1 && e.line <= lines, "{e}");
    let line = text.split('\n').nth(e.line - 1).unwrap_or("");
    assert!(e.column >= 1 && e.column <= line.chars().count() + 1, "{e}");
}

fuzz_target!(|text: &str| {
    let read = || {
        HandoutTemplate::from_source(Source {
            file: FILE.to_string(),
            text: text.to_string(),
        })
    };
    let first = read();
    match &first {
        Ok(t) => assert!(!t.sections.is_empty()),
        Err(e) => check_location(text, e),
    }
    assert_eq!(format!("{first:?}"), format!("{:?}", read()));
});
