//! Property twins of five fuzz targets (`fuzz/fuzz_targets/`), so that
//! `cargo test` checks the same properties on every run: the move lists of
//! `check` (Egyptian Solitaire and cards), series ledgers, play URLs and the
//! day ranges of `site`. The fuzz targets explore far more inputs (a
//! million runs each, BENCHMARKS.md "Fuzzing"); these keep the properties
//! from rotting between fuzzing campaigns. Inputs are drawn from each
//! parser's own alphabet with a little noise, to reach its deep paths.

use proptest::prelude::*;

use cards::written::Step;
#[path = "../../fuzz/oracles.rs"]
mod oracles;
use documents::daily::date_text;
use documents::play_link::{MAX_URL_LEN, PLAY_PAGE, PlayUrl, fragment};
use documents::series::parse as parse_ledger;
use documents::site::{DayRange, MAX_DAYS};
use oracles::{at, dash_at as egypt_at, ledger_content, print_step};

/// Strings of tokens from `alphabet`, joined by separators from `seps`.
fn tokens(
    alphabet: &'static [&'static str],
    seps: &'static [&'static str],
    max: usize,
) -> impl Strategy<Value = String> {
    prop::collection::vec(
        (prop::sample::select(alphabet), prop::sample::select(seps)),
        0..max,
    )
    .prop_map(|parts| parts.into_iter().map(|(t, s)| format!("{t}{s}")).collect())
}

const EGYPT_TOKENS: &[&str] = &[
    "a1-c1", "c3-a1", "b2-b4", "d1–b1", "e5—c3", "a1", "-", "1.", "12)", "j10-h10", "z9-a1",
    "A1-C1", "x", "é", "a0-c0",
];
const CARD_TOKENS: &[&str] = &[
    "draw",
    "draw x3",
    "x999",
    "x1000",
    "reset",
    "KS",
    "K♠",
    "5H+8C",
    "5♥ + 8♣",
    "+",
    "AD+QC",
    "TS+3H",
    "10H+3S",
    "1)",
    "2.",
    "QQ",
    "draw x0",
    "♦",
    "ZZ",
];
const SEPS: &[&str] = &[" ", ", ", "\n", "; ", "", "  ", "\t"];
const LEDGER_LINES: &[&str] = &[
    "pyramid-press series ledger 1",
    "pyramid-press series ledger 2",
    "# a comment",
    "",
    "volume 1 2026-03-01 Egyptian Solitaire, Volume 1",
    "volume 2 undated Vol 2",
    "volume 1 2026-3-1 Bad date",
    "volume 3 +026-03-01 x",
    "puzzle 1 1 egypt easy S:S,.,./.,M,./.,.,.",
    "puzzle 1 2 egypt medium Q2:SS,.,L/.,.,./M,.,.",
    "puzzle 2 1 cards hard pyramid:AS2S3S",
    "puzzle 1 1 egypt easy S:S,.,./.,M,./.,.,.",
    "puzzle 4 1 egypt easy S:.",
    "puzzle one 1 egypt easy S:.",
    "volume 4294967296 undated big",
    "volume 1\tundated\ttabs",
];
const URL_PARTS: &[&str] = &[
    "https://",
    "http://",
    "HTTPS://",
    "ftp://",
    "example.com",
    "/puzzles",
    "/",
    "#x",
    "?q=1",
    " ",
    "é",
    "%20",
    "a",
    ":8080",
    "..",
];
const DAYS: &[&str] = &[
    "2026-11-26",
    "2026-01-01",
    "2026-12-31",
    "2027-11-26",
    "2024-02-29",
    "2025-02-29",
    "+2026-01-01",
    "2026-1-1",
    "",
    "9999-12-31",
    "0000-01-01",
    "2026-11-26 ",
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// `egypt_move_list`: positions point at their tokens, and a list
    /// printed back reads as the same moves; an error names its column.
    #[test]
    fn egypt_move_lists_read_back(text in tokens(EGYPT_TOKENS, SEPS, 12)) {
        match egypt::written::parse_move_list(&text) {
            Ok(moves) => {
                for m in &moves {
                    prop_assert_eq!(egypt_at(&text, m.column), m.text.chars().next());
                }
                let printed = moves
                    .iter()
                    .enumerate()
                    .map(|(i, m)| format!("{}. {}", i + 1, m.mv))
                    .collect::<Vec<_>>()
                    .join("\n");
                let again = egypt::written::parse_move_list(&printed).expect("reads back");
                let a: Vec<_> = again.iter().map(|m| m.mv).collect();
                let b: Vec<_> = moves.iter().map(|m| m.mv).collect();
                prop_assert_eq!(a, b);
            }
            Err(e) => {
                prop_assert!(!e.token.is_empty());
                prop_assert_eq!(egypt_at(&text, e.column), e.token.chars().next());
                let prefix = format!("column {}: ", e.column);
                prop_assert!(e.to_string().starts_with(&prefix));
            }
        }
    }

    /// `cards_move_list`: the same for card steps; draws stay in 1..=999.
    #[test]
    fn card_move_lists_read_back(text in tokens(CARD_TOKENS, SEPS, 12)) {
        match cards::written::parse_move_list(&text) {
            Ok(steps) => {
                for s in &steps {
                    prop_assert_eq!(at(&text, s.column), s.text.chars().next());
                    if let Step::Draw(n) = s.step {
                        prop_assert!((1..=999).contains(&n));
                    }
                }
                let printed = steps
                    .iter()
                    .enumerate()
                    .map(|(i, s)| format!("{}) {}", i + 1, print_step(s.step)))
                    .collect::<Vec<_>>()
                    .join(", ");
                let again = cards::written::parse_move_list(&printed).expect("reads back");
                let a: Vec<Step> = again.iter().map(|s| s.step).collect();
                let b: Vec<Step> = steps.iter().map(|s| s.step).collect();
                prop_assert_eq!(a, b);
            }
            Err(e) => {
                prop_assert!(!e.token.is_empty());
                prop_assert_eq!(at(&text, e.column), e.token.chars().next());
                let prefix = format!("column {}: ", e.column);
                prop_assert!(e.to_string().starts_with(&prefix));
            }
        }
    }

    /// `ledger`: a ledger that reads is written back to the same content,
    /// and its text is a fixed point; an error's line is in the file.
    #[test]
    fn ledgers_read_back(lines in prop::collection::vec(prop::sample::select(LEDGER_LINES), 0..12)) {
        let mut text = String::from("pyramid-press series ledger 1\n");
        text.push_str(&lines.join("\n"));
        match parse_ledger(&text) {
            Ok(ledger) => {
                let written = ledger.to_text();
                let again = parse_ledger(&written).expect("a written ledger reads back");
                prop_assert_eq!(ledger_content(&again), ledger_content(&ledger));
                prop_assert_eq!(again.to_text(), written);
            }
            Err(e) => {
                prop_assert!(e.line >= 1 && e.line <= text.split('\n').count());
            }
        }
    }

    /// `play_url`: a fragment is made of URL fragment characters, and a
    /// base that parses is http(s), bounded, without '#', '?' or a last
    /// '/', and parses to itself.
    #[test]
    fn play_urls_are_clean(parts in prop::collection::vec(prop::sample::select(URL_PARTS), 0..8)) {
        let text: String = parts.concat();
        let frag = fragment(&text);
        prop_assert!(frag
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-._~!$&'()*+,;=:@/?%".contains(&b)));
        if let Ok(url) = PlayUrl::parse(&text) {
            let base = url.base();
            let lower = base.to_ascii_lowercase();
            prop_assert!(lower.starts_with("https://") || lower.starts_with("http://"));
            prop_assert!(base.chars().count() <= MAX_URL_LEN);
            prop_assert!(!base.contains(['#', '?']) && !base.ends_with('/'));
            // One play page, then the query given, then the ID.
            let page = url.page();
            let start = format!("{base}/{PLAY_PAGE}");
            prop_assert!(page.starts_with(&start), "{} / {}", page, start);
            prop_assert_eq!(page.matches(PLAY_PAGE).count(), base.matches(PLAY_PAGE).count() + 1);
            let again = PlayUrl::parse(&page);
            prop_assert_eq!(again.as_ref(), Ok(&url));
            prop_assert_eq!(url.link("AB-12"), format!("{page}#AB-12"));
        }
    }

    /// `date_range`: a range that reads is ordered, within the site's
    /// bound, and reads again from its own dates.
    #[test]
    fn day_ranges_are_ordered_and_bounded(
        from in prop::sample::select(DAYS),
        to in prop::option::of(prop::sample::select(DAYS)),
    ) {
        if let Ok(range) = DayRange::parse(from, to) {
            prop_assert!(range.from <= range.to);
            prop_assert!((1..=MAX_DAYS).contains(&range.days()));
            if to.is_none() {
                prop_assert_eq!(range.days(), 1);
            }
            let (f, t) = (date_text(range.from), date_text(range.to));
            prop_assert_eq!(DayRange::parse(&f, Some(&t)), Ok(range));
        }
    }
}

#[test]
fn the_alphabets_reach_both_outcomes() {
    // The strategies above are worth running only if they reach both good
    // and bad input for every parser.
    assert!(egypt::written::parse_move_list("1. a1-c1 b2-b4").is_ok());
    assert!(egypt::written::parse_move_list("a1-c1 x").is_err());
    assert!(cards::written::parse_move_list("draw x3, 5H+8C, KS, reset").is_ok());
    assert!(cards::written::parse_move_list("draw x1000").is_err());
    assert!(
        parse_ledger(&format!(
            "pyramid-press series ledger 1\n{}\n{}",
            LEDGER_LINES[4], LEDGER_LINES[8]
        ))
        .is_ok()
    );
    assert!(
        parse_ledger(&format!(
            "pyramid-press series ledger 1\n{}",
            LEDGER_LINES[13]
        ))
        .is_err()
    );
    assert!(PlayUrl::parse("https://example.com/puzzles").is_ok());
    assert!(PlayUrl::parse("ftp://example.com").is_err());
    assert!(DayRange::parse("2026-11-26", Some("2028-01-01")).is_err());
    assert!(DayRange::parse("2026-01-01", Some("2026-12-31")).is_ok());
}
