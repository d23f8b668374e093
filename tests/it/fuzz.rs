//! The fuzzing harness: proptest strategies for every parser of user
//! input, with the property each must hold. Stable Rust has no cargo-fuzz
//! (it needs a nightly toolchain), so inputs come from proptest: random
//! strings over each parser's alphabet plus unicode, and mutations (byte
//! flips, truncations, insertions, huge and negative numbers) of valid
//! inputs.
//!
//! Properties, for every target:
//! - no panic (a panic fails the test with the input that caused it);
//! - accepted input round-trips: printed back and read again, it gives the
//!   same value;
//! - rejected input gets an error that names a place (a column, a move
//!   number, a card number, a line and column, ...).
//!
//! The normal suite runs `PP_FUZZ_CASES` inputs per target (default
//! 10,000) from a fixed seed (`PP_FUZZ_SEED`, default 1), so a failure
//! reproduces. A long run: `PP_FUZZ_CASES=1000000 cargo test --test it fuzz::`.

use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestRng, TestRunner};

use pyramid_press::cards::deal::Deal;
use pyramid_press::docs::template::{BookTemplate, HandoutTemplate, Source};
use pyramid_press::egypt::board::{Board, Size};
use pyramid_press::egypt::daily::{date_text, parse_date};
use pyramid_press::egypt::notation::{format_position, format_record, parse_position, play_record};
use pyramid_press::egypt::puzzle_id::{decode, encode};
use pyramid_press::egypt::target::Target;

fn env_u64(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// A runner with the configured case count and a fixed seed.
fn runner() -> TestRunner {
    let cases = env_u64("PP_FUZZ_CASES", 10_000) as u32;
    let seed = env_u64("PP_FUZZ_SEED", 1);
    let mut bytes = [0u8; 32];
    bytes[..8].copy_from_slice(&seed.to_le_bytes());
    TestRunner::new_with_rng(
        Config {
            cases,
            failure_persistence: None,
            max_shrink_iters: 2_000,
            ..Config::default()
        },
        TestRng::from_seed(RngAlgorithm::ChaCha, &bytes),
    )
}

/// Inputs for a parser: random text over `alphabet`, any unicode text,
/// and mutations of the valid `seeds`.
fn inputs(alphabet: &'static str, seeds: Vec<String>) -> BoxedStrategy<String> {
    let chars: Vec<char> = alphabet.chars().collect();
    let from_alphabet = proptest::collection::vec(proptest::sample::select(chars), 0..80)
        .prop_map(|v| v.into_iter().collect::<String>());
    let wild = prop_oneof![
        Just('😀'),
        Just('é'),
        Just('\u{0}'),
        Just('\u{202e}'),
        Just('-'),
        Just('\n'),
        Just('9'),
        any::<char>()
    ];
    let mutated = (
        proptest::sample::select(seeds),
        proptest::collection::vec(
            (any::<prop::sample::Index>(), 0u8..5, wild, any::<u8>()),
            1..6,
        ),
    )
        .prop_map(|(seed, edits)| {
            let mut v: Vec<char> = seed.chars().collect();
            for (at, op, c, n) in edits {
                let i = if v.is_empty() { 0 } else { at.index(v.len()) };
                match op {
                    0 if !v.is_empty() => v[i] = c,
                    1 => v.insert(i.min(v.len()), c),
                    2 if !v.is_empty() => {
                        v.remove(i);
                    }
                    3 => v.truncate(i),
                    _ => {
                        let num = match n % 4 {
                            0 => "-1".to_string(),
                            1 => "99999999999999999999999".to_string(),
                            2 => u64::MAX.to_string(),
                            _ => n.to_string(),
                        };
                        let i = i.min(v.len());
                        v.splice(i..i, num.chars());
                    }
                }
            }
            v.into_iter().collect::<String>()
        });
    prop_oneof![4 => mutated, 3 => from_alphabet, 1 => any::<String>()].boxed()
}

fn run(
    name: &str,
    strategy: BoxedStrategy<String>,
    check: impl Fn(&str) -> Result<(), TestCaseError>,
) {
    let mut r = runner();
    if let Err(e) = r.run(&strategy, |s| check(&s)) {
        panic!("fuzz target {name}: {e}");
    }
}

fn names_place(e: &str, words: &[&str]) -> Result<(), TestCaseError> {
    prop_assert!(
        words.iter().any(|w| e.contains(w)),
        "error names no place: {e}"
    );
    Ok(())
}

#[test]
fn position_parser() {
    let seeds = vec![
        "SML,SML,SML/SML,SML,SML/SML,SML,SML".to_string(),
        "SMLL,SMLLL,S,SM/SML,SM,S,SML/.,M,S,S".to_string(),
        ".,.,./.,M,./.,.,.".to_string(),
    ];
    run("position", inputs("SMLsml.,/ \t1xX", seeds), |s| {
        match parse_position(s) {
            Ok(b) => prop_assert_eq!(parse_position(&format_position(&b)).unwrap(), b),
            Err(e) => names_place(
                &e.to_string(),
                &["column", "row", "grid", "stack on", "empty position"],
            )?,
        }
        Ok(())
    });
}

#[test]
fn move_record_parser() {
    let start = Board::setup(Size::STANDARD_3X4);
    let seeds = vec!["a1-a3 c1-a1".to_string(), "b2-b4 a1-c3 d4-b2".to_string()];
    run("move record", inputs("abcdz0123459- ", seeds), |s| {
        match play_record(&start, s) {
            Ok((moves, end)) => {
                let (again, end2) = play_record(&start, &format_record(&moves)).unwrap();
                prop_assert_eq!(again, moves);
                prop_assert_eq!(end2, end);
            }
            Err(e) => names_place(&e.to_string(), &["move ", "square '"])?,
        }
        Ok(())
    });
}

#[test]
fn target_parser() {
    let seeds = vec!["small".into(), "score<=12".into(), "Large".into()];
    run("target", inputs("smalreo<=0123456789 ", seeds), |s| {
        match s.parse::<Target>() {
            Ok(t) => prop_assert_eq!(t.to_string().parse::<Target>().unwrap(), t),
            // A target is one word: the error quotes it whole.
            Err(e) => names_place(&e.to_string(), &["unknown target '"])?,
        }
        Ok(())
    });
}

#[test]
fn puzzle_id_parser() {
    let b = parse_position("SMLL,SMLLL,S,SM/SML,SM,S,SML/.,M,S,S").unwrap();
    let seeds = vec![
        encode(&b, Target::SMALL),
        encode(
            &Board::setup(Size::new(10, 10).unwrap()),
            Target::ScoreAtMost(7),
        ),
        "P😀-20008-10820-S".to_string(),
    ];
    run(
        "puzzle ID",
        inputs("P0123456789ABCDEFGHJKMNQRSTVWXYZ-.", seeds),
        |s| {
            match decode(s) {
                Ok((board, t)) => prop_assert_eq!(decode(&encode(&board, t)).unwrap(), (board, t)),
                Err(e) => names_place(&e.to_string(), &["puzzle ID", "is not a puzzle ID"])?,
            }
            Ok(())
        },
    );
}

#[test]
fn card_deal_parser() {
    let seeds = vec![
        Deal::from_seed(1).to_string(),
        Deal::from_seed(99).to_string(),
    ];
    run("card deal", inputs("A23456789TJQKCDHS10 /|,", seeds), |s| {
        match s.parse::<Deal>() {
            Ok(d) => prop_assert_eq!(d.to_string().parse::<Deal>().unwrap(), d),
            Err(e) => names_place(&e.to_string(), &["card ", "cards"])?,
        }
        Ok(())
    });
}

#[test]
fn date_parser() {
    let seeds = vec![
        "2026-11-23".into(),
        "2024-02-29".into(),
        "9999-12-31".into(),
    ];
    run("date", inputs("0123456789-", seeds), |s| {
        match parse_date(s) {
            Ok(d) => prop_assert_eq!(parse_date(&date_text(d)).unwrap(), d),
            Err(e) => names_place(&e, &["bad date '"])?,
        }
        Ok(())
    });
}

const BOOK: &str = r#"title = "Test Book"
seed = 7
trim = "6x9"
bleed = true
margins = { top = 0.5, bottom = 0.5, outside = 0.4, inside = 0.5 }
puzzles_per_page = 2

[[sections]]
title = "Small grid"
grid = "3x4"
tier = "easy"
count = 3
"#;

/// The handout template the book tests use.
const HANDOUT: &str = crate::book_common::SMALL_HANDOUT;

#[test]
fn template_parser() {
    let seeds = vec![BOOK.to_string(), HANDOUT.to_string()];
    run(
        "template",
        inputs(
            "[]{}=\"'.,#\n abcdefghijklmnopqrstuvwxyz0123456789_-",
            seeds,
        ),
        |s| {
            let src = || Source {
                file: "t.toml".into(),
                text: s.to_string(),
            };
            for e in [
                BookTemplate::from_source(src()).err(),
                HandoutTemplate::from_source(src()).err(),
            ]
            .into_iter()
            .flatten()
            {
                // A place in the file: line and column within the text.
                prop_assert!(e.line >= 1 && e.column >= 1, "{e}");
                prop_assert!(e.line <= s.lines().count().max(1) + 1, "{e}");
                prop_assert!(e.to_string().starts_with("t.toml:"), "{e}");
            }
            Ok(())
        },
    );
}
