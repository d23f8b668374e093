//! What the fuzz targets and their property twins in `cargo test`
//! (`tests/it/parser_props.rs`) both need to state their properties: the
//! character a reported column points at, a card step written back, and
//! a ledger's content without its line numbers. One copy, included by
//! path from both sides (the fuzz crate is outside the workspace).

#![allow(dead_code)]

use cards::written::Step;
use documents::series::Ledger;

/// The character at 1-based `column`.
pub fn at(text: &str, column: usize) -> Option<char> {
    text.chars().nth(column.checked_sub(1)?)
}

/// The character at 1-based `column`, with every kind of dash as `-` (as
/// the Egyptian move reader sees it).
pub fn dash_at(text: &str, column: usize) -> Option<char> {
    at(text, column).map(|c| match c {
        '\u{2013}' | '\u{2014}' | '\u{2212}' => '-',
        c => c,
    })
}

/// A card step as a key writes it.
pub fn print_step(step: Step) -> String {
    match step {
        Step::Draw(1) => "draw".to_string(),
        Step::Draw(n) => format!("draw x{n}"),
        Step::Reset => "reset".to_string(),
        Step::Single(c) => c.to_string(),
        Step::Pair(a, b) => format!("{a} + {b}"),
    }
}

/// What a ledger holds, in the order `to_text` writes it, without the
/// line numbers (titles with their white space made single spaces).
pub fn ledger_content(l: &Ledger) -> Vec<String> {
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
