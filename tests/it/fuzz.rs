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

use cards::deal::Deal;
use documents::book::check_book_layout;
use documents::handout::check_handout_layout;
use documents::template::{BookTemplate, HandoutTemplate, Source};
use egypt::board::{Board, Size};
use egypt::daily::{date_text, parse_date};
use egypt::notation::{format_position, format_record, parse_position, play_record};
use egypt::puzzle_id::{decode, encode};
use egypt::target::Target;

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
/// well-formed inputs from `shaped` (random values in the parser's own
/// shape, many of them valid, some past its limits), and mutations of
/// those and of the valid `seeds` (0 to 5 edits).
fn inputs(
    alphabet: &'static str,
    seeds: Vec<String>,
    shaped: BoxedStrategy<String>,
) -> BoxedStrategy<String> {
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
    let base = prop_oneof![1 => proptest::sample::select(seeds), 3 => shaped];
    let mutated = (
        base,
        proptest::collection::vec(
            (any::<prop::sample::Index>(), 0u8..5, wild, any::<u8>()),
            0..6,
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

/// Runs one target: `check` tells whether the input was accepted (and
/// fails the case when a property does not hold). Prints the counts, and
/// fails when the inputs never reach one of the two branches (a strategy
/// that only ever makes rejected input tests nothing of the round trip).
fn run(
    name: &str,
    strategy: BoxedStrategy<String>,
    check: impl Fn(&str) -> Result<bool, TestCaseError>,
) {
    use std::sync::atomic::{AtomicU64, Ordering};
    let (accepted, rejected) = (AtomicU64::new(0), AtomicU64::new(0));
    let mut r = runner();
    let cases = r.config().cases;
    let started = std::time::Instant::now();
    if let Err(e) = r.run(&strategy, |s| {
        let ok = check(&s)?;
        if ok { &accepted } else { &rejected }.fetch_add(1, Ordering::Relaxed);
        Ok(())
    }) {
        panic!("fuzz target {name}: {e}");
    }
    let (a, j) = (accepted.into_inner(), rejected.into_inner());
    eprintln!(
        "fuzz {name}: {} inputs, {a} accepted, {j} rejected, {:.1} s",
        a + j,
        started.elapsed().as_secs_f64()
    );
    assert_eq!(a + j, u64::from(cases), "fuzz target {name}: inputs run");
    if cases >= 1_000 {
        assert!(
            a > 0 && j > 0,
            "fuzz target {name}: {a} accepted, {j} rejected"
        );
    }
}

fn names_place(e: &str, words: &[&str]) -> Result<bool, TestCaseError> {
    prop_assert!(
        words.iter().any(|w| e.contains(w)),
        "error names no place: {e}"
    );
    Ok(false)
}

/// Position text of any shape: 1 to 12 rows and columns (the parser takes
/// 3 to 10), stacks of 0 to 40 pieces (it takes 32), either case, spaces.
fn shaped_position() -> BoxedStrategy<String> {
    let square = proptest::collection::vec(
        proptest::sample::select(vec!['S', 'M', 'L', 's', 'l']),
        0..41,
    )
    .prop_map(|v| {
        if v.is_empty() {
            ".".to_string()
        } else {
            v.into_iter().collect()
        }
    });
    let small = proptest::collection::vec(proptest::sample::select(vec!['S', 'M', 'L']), 0..5)
        .prop_map(|v| {
            if v.is_empty() {
                ".".to_string()
            } else {
                v.into_iter().collect()
            }
        });
    let square = prop_oneof![4 => small, 1 => square];
    (1usize..=12, 1usize..=12, any::<bool>())
        .prop_flat_map(move |(rows, cols, spaced)| {
            proptest::collection::vec(square.clone(), rows * cols).prop_map(move |sq| {
                let sep = if spaced { ", " } else { "," };
                sq.chunks(cols)
                    .map(|r| r.join(sep))
                    .collect::<Vec<_>>()
                    .join("/")
            })
        })
        .boxed()
}

/// A record of legal moves from the 3x4 setup, the i-th chosen by
/// `picks[i]` among the legal moves; sometimes in upper case.
fn shaped_record() -> BoxedStrategy<String> {
    (
        proptest::collection::vec(any::<prop::sample::Index>(), 0..36),
        any::<bool>(),
    )
        .prop_map(|(picks, upper)| {
            let mut b = Board::setup(Size::STANDARD_3X4);
            let mut moves = Vec::new();
            for p in picks {
                let legal = b.legal_moves();
                if legal.is_empty() {
                    break;
                }
                let m = legal[p.index(legal.len())];
                b.play(m).unwrap();
                moves.push(m);
            }
            let r = format_record(&moves);
            if upper { r.to_uppercase() } else { r }
        })
        .boxed()
}

fn shaped_target() -> BoxedStrategy<String> {
    prop_oneof![
        proptest::sample::select(vec!["small", "Medium", "LARGE", " small "])
            .prop_map(str::to_string),
        any::<u64>().prop_map(|n| format!("score<={n}")),
        (0u32..200).prop_map(|n| format!("score<={n}")),
        any::<i64>().prop_map(|n| format!("Score <= {n}")),
    ]
    .boxed()
}

/// The ID of a random valid position (any grid and stacks) and target.
fn shaped_id() -> BoxedStrategy<String> {
    (shaped_position(), shaped_target())
        .prop_map(|(p, t)| match (parse_position(&p), t.parse::<Target>()) {
            (Ok(b), Ok(t)) => encode(&b, t),
            (Ok(b), Err(_)) => encode(&b, Target::SMALL),
            _ => p,
        })
        .boxed()
}

fn shaped_deal() -> BoxedStrategy<String> {
    any::<u64>()
        .prop_map(|s| Deal::from_seed(s).to_string())
        .boxed()
}

fn shaped_date() -> BoxedStrategy<String> {
    prop_oneof![
        (0u32..=10_000, 0u32..=13, 0u32..=32).prop_map(|(y, m, d)| format!("{y:04}-{m:02}-{d:02}")),
        (1900u32..=2200, 1u32..=12, 1u32..=31).prop_map(|(y, m, d)| format!("{y}-{m:02}-{d:02}")),
        (any::<i64>(), any::<i32>(), any::<i32>()).prop_map(|(y, m, d)| format!("{y}-{m}-{d}")),
    ]
    .boxed()
}

/// A book template with random values in its numeric and named fields.
fn shaped_template() -> BoxedStrategy<String> {
    (
        (any::<i64>(), 0u64..100),
        proptest::sample::select(vec!["6x9", "5x8", "a4", "A5", "9x6", ""]),
        (-1.0f64..3.0, -1.0f64..3.0),
        (0i64..10, any::<i64>()),
        proptest::sample::select(vec!["3x4", "4x5", "10x10", "11x3", "x", "pharaohs"]),
        proptest::sample::select(vec!["easy", "medium", "hard", "expert", "nope"]),
        (-2i64..50, any::<i64>()),
    )
        .prop_map(|((s1, s2), trim, (top, inside), (pp1, pp2), grid, tier, (c1, c2))| {
            let seed = if s2 % 3 == 0 { s1 } else { s2 as i64 };
            let per_page = if pp2 % 5 == 0 { pp2 } else { pp1 };
            let count = if c2 % 7 == 0 { c2 } else { c1 };
            format!(
                "title = \"T\"\nseed = {seed}\ntrim = \"{trim}\"\n\
                 margins = {{ top = {top:.2}, bottom = 0.5, outside = 0.5, inside = {inside:.2} }}\n\
                 puzzles_per_page = {per_page}\n\n[[sections]]\ntitle = \"S\"\n\
                 grid = \"{grid}\"\ntier = \"{tier}\"\ncount = {count}\n"
            )
        })
        .boxed()
}

#[test]
fn position_parser() {
    let seeds = vec![
        "SML,SML,SML/SML,SML,SML/SML,SML,SML".to_string(),
        "SMLL,SMLLL,S,SM/SML,SM,S,SML/.,M,S,S".to_string(),
        ".,.,./.,M,./.,.,.".to_string(),
    ];
    run(
        "position",
        inputs("SMLsml.,/ \t1xX", seeds, shaped_position()),
        |s| match parse_position(s) {
            Ok(b) => {
                prop_assert_eq!(parse_position(&format_position(&b)).unwrap(), b);
                Ok(true)
            }
            Err(e) => names_place(
                &e.to_string(),
                &["column", "row", "grid", "stack on", "empty position"],
            ),
        },
    );
}

#[test]
fn move_record_parser() {
    let start = Board::setup(Size::STANDARD_3X4);
    let seeds = vec!["a1-a3 c1-a1".to_string(), "b2-b4 a1-c3 d4-b2".to_string()];
    run(
        "move record",
        inputs("abcdz0123459- ", seeds, shaped_record()),
        |s| match play_record(&start, s) {
            Ok((moves, end)) => {
                let (again, end2) = play_record(&start, &format_record(&moves)).unwrap();
                prop_assert_eq!(again, moves);
                prop_assert_eq!(end2, end);
                Ok(true)
            }
            Err(e) => names_place(&e.to_string(), &["move ", "square '"]),
        },
    );
}

#[test]
fn target_parser() {
    let seeds = vec!["small".into(), "score<=12".into(), "Large".into()];
    run(
        "target",
        inputs("smalreo<=0123456789 ", seeds, shaped_target()),
        |s| {
            match s.parse::<Target>() {
                Ok(t) => {
                    prop_assert_eq!(t.to_string().parse::<Target>().unwrap(), t);
                    Ok(true)
                }
                // A target is one word: the error quotes it whole.
                Err(e) => names_place(&e.to_string(), &["unknown target '"]),
            }
        },
    );
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
        inputs("P0123456789ABCDEFGHJKMNQRSTVWXYZ-.", seeds, shaped_id()),
        |s| match decode(s) {
            Ok((board, t)) => {
                prop_assert_eq!(decode(&encode(&board, t)).unwrap(), (board, t));
                Ok(true)
            }
            Err(e) => names_place(&e.to_string(), &["puzzle ID", "is not a puzzle ID"]),
        },
    );
}

#[test]
fn card_deal_parser() {
    let seeds = vec![
        Deal::from_seed(1).to_string(),
        Deal::from_seed(99).to_string(),
    ];
    run(
        "card deal",
        inputs("A23456789TJQKCDHS10 /|,", seeds, shaped_deal()),
        |s| match s.parse::<Deal>() {
            Ok(d) => {
                prop_assert_eq!(d.to_string().parse::<Deal>().unwrap(), d);
                Ok(true)
            }
            Err(e) => names_place(&e.to_string(), &["card ", "cards"]),
        },
    );
}

#[test]
fn date_parser() {
    let seeds = vec![
        "2026-11-23".into(),
        "2024-02-29".into(),
        "9999-12-31".into(),
        // Found by the fuzzer: read as the year -900, written back as
        // "-900-01-01", which did not read again. Now refused.
        "-0900-01-01".into(),
        "+2026-01-01".into(),
    ];
    run(
        "date",
        inputs("0123456789-", seeds, shaped_date()),
        |s| match parse_date(s) {
            Ok(d) => {
                prop_assert_eq!(parse_date(&date_text(d)).unwrap(), d);
                Ok(true)
            }
            Err(e) => names_place(&e.to_string(), &["bad date '"]),
        },
    );
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
            shaped_template(),
        ),
        |s| {
            let src = || Source {
                file: "t.toml".into(),
                text: s.to_string(),
            };
            let book = BookTemplate::from_source(src());
            let handout = HandoutTemplate::from_source(src());
            // Accepted: the layout checks that follow in `book` and
            // `handout` run on it too, and give a located error or none.
            let layout = [
                book.as_ref().ok().and_then(|t| check_book_layout(t).err()),
                handout
                    .as_ref()
                    .ok()
                    .and_then(|t| check_handout_layout(t).err()),
            ];
            let accepted = book.is_ok() || handout.is_ok();
            for e in [book.err(), handout.err()]
                .into_iter()
                .chain(layout)
                .flatten()
            {
                // A place in the file: a line of the text, a column within
                // that line (one past its end at most).
                prop_assert!(e.to_string().starts_with("t.toml:"), "{e}");
                prop_assert!(e.line >= 1 && e.column >= 1, "{e}");
                let lines: Vec<&str> = s.split('\n').collect();
                prop_assert!(e.line <= lines.len(), "{e}");
                // (A lone carriage return does not end a line.)
                let len = lines[e.line - 1].chars().count();
                prop_assert!(e.column <= len + 1, "{e} (line has {len} characters)");
            }
            Ok(accepted)
        },
    );
}

/// A request of the studio page of any shape: each product, its settings
/// drawn from good and bad values (dates, papers, languages, counts past
/// their caps, seeds, grids, play addresses with quotes or `javascript:`),
/// a template of [`shaped_template`]'s or the book tests', a ledger whole
/// or damaged.
fn shaped_request() -> BoxedStrategy<String> {
    let pick = |v: Vec<serde_json::Value>| proptest::sample::select(v);
    use serde_json::json;
    (
        pick(vec![
            json!("book"),
            json!("handout"),
            json!("daily"),
            json!("cards-sheet"),
            json!("rules"),
            json!("mat"),
            json!("games"),
            json!("nothing"),
            json!(7),
        ]),
        (
            shaped_date(),
            pick(vec![json!("letter"), json!("a4"), json!("a3"), json!(null), json!(4)]),
            pick(vec![json!("en"), json!("de"), json!("fr"), json!("es"), json!("xx")]),
            pick(vec![
                json!(null),
                json!(""),
                json!("https://example.org/p/"),
                json!("https://x.org/a\"b<c>"),
                json!("javascript:alert(1)"),
                json!("http://"),
            ]),
        ),
        (
            pick(vec![json!(1), json!(0), json!(4), json!(10_000), json!(-3), json!("12"), json!("x"), json!(u64::MAX)]),
            pick(vec![json!("3x4"), json!("4x5"), json!("0x4"), json!("99x99"), json!("x")]),
            pick(vec![json!(40.0), json!(1.0), json!(1e300), json!("40"), json!(null)]),
            pick(vec![json!("pyramid"), json!("cheops"), json!("klondike"), json!("hard"), json!("legendary")]),
        ),
        prop_oneof![shaped_template(), Just(BOOK.to_string()), Just(HANDOUT.to_string())],
        pick(vec![
            json!(null),
            json!("pyramid-press series ledger 1\nvolume 1 2026-03-01 V1\npuzzle 1 1 egypt easy small:SML,S,./L,.,.\n"),
            json!("this is not a ledger\n\u{0}"),
            json!(""),
        ]),
    )
        .prop_map(|(op, (date, paper, lang, play), (count, grid, square, word), template, ledger)| {
            let mut t = template;
            if ledger.is_string() {
                t.push_str("\n[series]\nledger = \"s.ledger\"\nvolume = 2\n");
            }
            json!({
                "op": op, "date": date, "paper": paper, "lang": lang, "play_url": play,
                "count": count, "seed": count, "every": count, "grid": grid, "square_mm": square,
                "variant": word, "tier": word, "template": t, "name": "t", "ledger": ledger,
            })
            .to_string()
        })
        .boxed()
}

/// The studio's request reader (`studio_engine::read`, the stage every
/// request of the studio page goes through before anything is made; the
/// twin of fuzz/fuzz_targets/studio_read.rs): any text gets the request
/// read (its product the request's `op`; a book or handout read gives
/// `{checked: true}` to a check) or every bad setting, each naming its
/// field with words, a template's with a line and column inside the
/// template. Reading twice gives the same.
#[test]
fn studio_request_reader() {
    const FIELDS: [&str; 16] = [
        "request",
        "template",
        "ledger",
        "date",
        "paper",
        "lang",
        "every",
        "play_url",
        "variant",
        "tier",
        "count",
        "seed",
        "grid",
        "square_mm",
        "book",
        "handout",
    ];
    let seeds = vec![
        r#"{"op": "daily", "date": "2026-12-03", "paper": "a4", "lang": "de"}"#.to_string(),
        r#"{"op": "cards-sheet", "variant": "cheops", "count": 3, "seed": 7}"#.to_string(),
        r#"{"op": "mat", "grid": "4x5", "square_mm": 55}"#.to_string(),
        serde_json::json!({"op": "book", "template": BOOK, "name": "b"}).to_string(),
        serde_json::json!({"op": "handout", "template": HANDOUT, "name": "h"}).to_string(),
    ];
    run(
        "studio_request",
        inputs(
            "{}[]\":,. abcdefghijklmnopqrstuvwxyz0123456789_-\\",
            seeds,
            shaped_request(),
        ),
        |s| {
            let again = studio_engine::read(s)
                .map(|(v, _)| v)
                .map_err(|f| f.0.len());
            match studio_engine::read(s) {
                Ok((req, r)) => {
                    use studio_engine::Request as R;
                    let kind = match r {
                        R::Games => "games",
                        R::Book { .. } => "book",
                        R::Handout { .. } => "handout",
                        R::Daily { .. } => "daily",
                        R::Cards { .. } => "cards-sheet",
                        R::Rules { .. } => "rules",
                        R::Mat { .. } => "mat",
                    };
                    prop_assert_eq!(req["op"].as_str(), Some(kind));
                    prop_assert_eq!(again, Ok(req.clone()));
                    if kind == "book" || kind == "handout" {
                        let mut c = req;
                        c["check"] = true.into();
                        let h = studio_engine::call(&c.to_string()).head;
                        prop_assert_eq!(&h["checked"], &serde_json::json!(true), "{}", h);
                    }
                    Ok(true)
                }
                Err(studio_engine::Failures(all)) => {
                    prop_assert!(!all.is_empty());
                    prop_assert_eq!(again, Err(all.len()));
                    let template = serde_json::from_str::<serde_json::Value>(s)
                        .ok()
                        .and_then(|v| v["template"].as_str().map(str::to_string));
                    for f in &all {
                        prop_assert!(!f.message.trim().is_empty(), "{:?}", f);
                        prop_assert!(FIELDS.contains(&f.field), "{:?}", f);
                        if let Some((line, column)) = f.at {
                            let t = template.as_deref().unwrap_or_default();
                            let lines: Vec<&str> = t.split('\n').collect();
                            prop_assert!(line >= 1 && line <= lines.len(), "{:?}", f);
                            let len = lines[line - 1].chars().count();
                            prop_assert!(column >= 1 && column <= len + 1, "{:?}", f);
                        }
                    }
                    Ok(false)
                }
            }
        },
    );
}
