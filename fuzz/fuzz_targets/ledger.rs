//! Series ledgers (`book --series`, `series`): `documents::series::parse`.
//! A ledger read and written out (`Ledger::to_text`) reads back as the
//! same volumes and puzzles (in the written order, titles with their
//! white space made single spaces), and writes out the same text again;
//! a damaged ledger is named at a line of the text; a date read is a real
//! `YYYY-MM-DD`.
#![no_main]

use documents::series::{Ledger, parse};
use libfuzzer_sys::fuzz_target;

/// What a ledger holds, in the order `to_text` writes it, without the
/// line numbers.
fn content(l: &Ledger) -> Vec<String> {
    let mut volumes: Vec<_> = l.volumes.iter().collect();
    volumes.sort_by_key(|v| v.volume);
    let mut out = Vec::new();
    for v in volumes {
        let title: String = v
            .title
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        let title = title.split_whitespace().collect::<Vec<_>>().join(" ");
        out.push(format!("volume {} {:?} {title:?}", v.volume, v.date));
        for p in l.puzzles.iter().filter(|p| p.volume == v.volume) {
            out.push(format!(
                "puzzle {} {} {:?} {:?} {:?}",
                p.volume, p.number, p.key.game, p.tier, p.key.key
            ));
        }
    }
    out
}

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
