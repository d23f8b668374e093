//! The studio's reading of its requests (`studio_engine::read`), the stage
//! every request goes through before anything is made: the request's JSON,
//! every setting (date, paper, language, counts, seed, grid, square, rule
//! set, tier), the template's text as `book --template` reads it with its
//! layout's limits, the series ledger's file and the play address. Any
//! text gets the request read or every bad setting, each with its field
//! and its words (a template's with a line and column inside the text),
//! never a panic. Nothing is made, so an input runs in a moment (the
//! `studio` target makes whole documents). Seeds: a request of every kind
//! (`fuzz/corpus/studio_read`).
#![no_main]

use libfuzzer_sys::fuzz_target;

const FIELDS: [&str; 16] = [
    "request", "template", "ledger", "date", "paper", "lang", "every", "play_url", "variant",
    "tier", "count", "seed", "grid", "square_mm", "book", "handout",
];

fuzz_target!(|text: &str| {
    match studio_engine::read(text) {
        Ok((req, r)) => {
            let op = req["op"].as_str().unwrap_or("");
            let kind = match r {
                studio_engine::Request::Games => "games",
                studio_engine::Request::Book { .. } => "book",
                studio_engine::Request::Handout { .. } => "handout",
                studio_engine::Request::Daily { .. } => "daily",
                studio_engine::Request::Cards { .. } => "cards-sheet",
                studio_engine::Request::Rules { .. } => "rules",
                studio_engine::Request::Mat { .. } => "mat",
            };
            assert_eq!(op, kind);
        }
        Err(studio_engine::Failures(all)) => {
            assert!(!all.is_empty());
            let template = serde_json::from_str::<serde_json::Value>(text)
                .ok()
                .and_then(|v| v["template"].as_str().map(str::to_string));
            for f in &all {
                assert!(!f.message.trim().is_empty(), "{f:?}");
                assert!(FIELDS.contains(&f.field), "{f:?}");
                if let Some((line, column)) = f.at {
                    let t = template.as_deref().expect("a template's problem");
                    let lines: Vec<&str> = t.split('\n').collect();
                    assert!(line >= 1 && line <= lines.len(), "{f:?}");
                    let len = lines[line - 1].chars().count();
                    assert!(column >= 1 && column <= len + 1, "{f:?}");
                }
            }
        }
    }
});
