//! Egyptian Solitaire move lists as written on paper, given to `check`:
//! `egypt::written::parse_move_list`. Every move read stands at its
//! column in the text; the moves printed back, one after another, read
//! again as the same moves; a bad token is named at its column.
#![no_main]

use egypt::written::parse_move_list;
use libfuzzer_sys::fuzz_target;

#[path = "../oracles.rs"]
mod oracles;
use oracles::dash_at as at;

fuzz_target!(|text: &str| {
    match parse_move_list(text) {
        Ok(moves) => {
            for m in &moves {
                assert_eq!(at(text, m.column), m.text.chars().next(), "{m:?}");
            }
            let printed = moves
                .iter()
                .enumerate()
                .map(|(i, m)| format!("{}. {}", i + 1, m.mv))
                .collect::<Vec<_>>()
                .join("\n");
            let again = parse_move_list(&printed).expect("a printed list reads back");
            let a: Vec<_> = again.iter().map(|m| m.mv).collect();
            let b: Vec<_> = moves.iter().map(|m| m.mv).collect();
            assert_eq!(a, b, "{printed}");
        }
        Err(e) => {
            assert!(!e.token.is_empty());
            assert_eq!(at(text, e.column), e.token.chars().next(), "{e}");
            assert!(e.to_string().starts_with(&format!("column {}: ", e.column)));
        }
    }
});
