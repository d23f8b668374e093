//! Series ledgers (`book --series`, `series`): `documents::series::parse`.
//! A ledger read and written out (`Ledger::to_text`) reads back as the
//! same volumes and puzzles (in the written order, titles with their
//! white space made single spaces), and writes out the same text again;
//! a damaged ledger is named at a line of the text; a date read is a real
//! `YYYY-MM-DD`.
#![no_main]

use documents::series::parse;
use libfuzzer_sys::fuzz_target;

#[path = "../oracles.rs"]
mod oracles;
use oracles::ledger_content as content;

fuzz_target!(|text: &str| {
    match parse(text) {
        Ok(ledger) => {
            for v in &ledger.volumes {
                if let Some(d) = &v.date {
                    let b = d.as_bytes();
                    assert!(
                        b.len() == 10
                            && b.iter().enumerate().all(|(i, c)| if i == 4 || i == 7 {
                                *c == b'-'
                            } else {
                                c.is_ascii_digit()
                            }),
                        "date {d:?}"
                    );
                }
            }
            let written = ledger.to_text();
            let again = parse(&written).expect("a written ledger reads back");
            assert_eq!(content(&again), content(&ledger), "{written}");
            assert_eq!(again.to_text(), written);
        }
        Err(e) => {
            assert!(e.line >= 1 && e.line <= text.split('\n').count(), "{e}");
        }
    }
});
