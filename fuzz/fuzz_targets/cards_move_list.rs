//! Card solitaire move lists as written on paper, given to `check`:
//! `cards::written::parse_move_list` (draws, resets, Kings and pairs).
//! Every step read stands at its column in the text; the steps printed
//! back in the keys' notation read again as the same steps; a bad token
//! is named at its column.
#![no_main]

use cards::written::{Step, parse_move_list};
use libfuzzer_sys::fuzz_target;

#[path = "../oracles.rs"]
mod oracles;
use oracles::{at, print_step as print};

fuzz_target!(|text: &str| {
    match parse_move_list(text) {
        Ok(steps) => {
            for s in &steps {
                assert_eq!(at(text, s.column), s.text.chars().next(), "{s:?}");
                if let Step::Draw(n) = s.step {
                    assert!((1..=999).contains(&n), "{s:?}");
                }
            }
            let printed = steps
                .iter()
                .enumerate()
                .map(|(i, s)| format!("{}) {}", i + 1, print(s.step)))
                .collect::<Vec<_>>()
                .join(", ");
            let again = parse_move_list(&printed).expect("a printed list reads back");
            let a: Vec<Step> = again.iter().map(|s| s.step).collect();
            let b: Vec<Step> = steps.iter().map(|s| s.step).collect();
            assert_eq!(a, b, "{printed}");
        }
        Err(e) => {
            assert!(!e.token.is_empty());
            assert_eq!(at(text, e.column), e.token.chars().next(), "{e}");
            assert!(e.to_string().starts_with(&format!("column {}: ", e.column)));
        }
    }
});
