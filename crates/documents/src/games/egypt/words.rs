//! Egyptian Solitaire's fixed words: how to solve and read its puzzles,
//! and the ways to play it together that a handout prints.

use crate::puzzle::{LookupTable, Note, PlayTogether};
use crate::tr;
use egypt::board::{Piece, Size};
use egypt::grade::{Grade, level_band};
use egypt::ideas::Idea;
use egypt::target::Target;
use render::Weight;

/// What a player of an Egyptian puzzle does, for the top of a sheet: the
/// goal, the hop in a sentence (RULES.md section 1) and what the words
/// beside each puzzle's tier mean (the ends of the grade's scale).
pub fn how_to_solve() -> String {
    tr!("egypt-how-to-solve")
}

/// What the line under a puzzle in a book or handout says, for the page
/// that explains how to read them.
pub fn grade_note() -> String {
    tr!("egypt-reading-grade")
}

/// How compact solutions of Egyptian puzzles are read.
pub fn compact_key_note() -> String {
    tr!("egypt-compact-key-note")
}

/// A grid's size in running text and headings: "3x4" in English, with
/// no-break spaces around a times sign where the language writes it so
/// ("3 × 4"). Puzzle IDs and machine-readable text keep `Size`'s own form.
pub fn grid_words(size: Size) -> String {
    tr!(
        "grid-size",
        rows = size.rows().to_string(),
        cols = size.cols().to_string()
    )
}

/// A piece's name on a page: "Small".
pub fn piece_name(p: Piece) -> String {
    match p {
        Piece::Small => tr!("piece-small"),
        Piece::Medium => tr!("piece-medium"),
        Piece::Large => tr!("piece-large"),
    }
}

/// The goal in running text: "finish with a single Small".
pub fn goal_phrase(t: Target) -> String {
    match t {
        Target::Lone(Piece::Small) => tr!("goal-lone-small"),
        Target::Lone(Piece::Medium) => tr!("goal-lone-medium"),
        Target::Lone(Piece::Large) => tr!("goal-lone-large"),
        Target::ScoreAtMost(n) => tr!("goal-score", n = n),
    }
}

/// The goal as a sentence under a puzzle: "Finish with a single Small."
pub fn goal_caption(t: Target) -> String {
    let goal = goal_phrase(t);
    let mut chars = goal.chars();
    match chars.next() {
        Some(c) => format!("{}{}.", c.to_uppercase(), chars.as_str()),
        None => String::new(),
    }
}

/// The grade in words: "plan a few moves ahead · 12 pieces, 11 moves".
pub fn grade_words(g: &Grade) -> String {
    tr!(
        "grade-words",
        level = tr!(&format!("grade-band-{}", level_band(g.level) + 1)),
        pieces = g.pieces,
        moves = g.moves
    )
}

/// An idea's short name: "only the middle row links the top and bottom rows".
pub fn idea_name(idea: Idea) -> String {
    tr!(&format!("idea-{}-name", idea.key()))
}

/// An idea in a few sentences a player can use.
pub fn idea_words(idea: Idea) -> String {
    tr!(&format!("idea-{}", idea.key()))
}

/// Seconds King Tut adds to a player's time for a final score: 3 for each
/// point above 1.
pub fn king_tut_seconds(score: u32) -> u32 {
    3 * score.saturating_sub(1)
}

/// Highest score in the King Tut table.
pub const KING_TUT_TABLE_MAX: u32 = 24;

/// The two multiplayer modes (RULES.md section 1) as a handout prints
/// them: King Tut, a race against the clock, and Quicksand, everyone at
/// once against a timer.
pub fn play_together() -> Vec<PlayTogether> {
    let note = |k: &str| Note::owned(tr!(&format!("{k}-heading")), tr!(k));
    let king_tut = PlayTogether {
        name: tr!("king-tut-name"),
        heading: tr!("king-tut-heading"),
        notes: vec![note("king-tut-round"), note("king-tut-winning")],
        table: Some(LookupTable {
            caption: tr!("king-tut-table-caption"),
            heads: [tr!("king-tut-table-score"), tr!("king-tut-table-add")],
            rows: (1..=KING_TUT_TABLE_MAX)
                .map(|score| {
                    [
                        score.to_string(),
                        tr!("king-tut-seconds", s = king_tut_seconds(score)),
                    ]
                })
                .collect(),
            rows_per_block: 8,
            note: tr!(
                "king-tut-table-note",
                max = KING_TUT_TABLE_MAX,
                seconds = king_tut_seconds(5)
            ),
        }),
        sheet_caption: tr!("king-tut-sheet-caption"),
        sheet_columns: Vec::new(),
        sheet_lines: vec![
            tr!("king-tut-line-time"),
            tr!("king-tut-line-seconds"),
            tr!("king-tut-line-result"),
        ],
    };
    let quicksand = PlayTogether {
        name: tr!("quicksand-name"),
        heading: tr!("quicksand-heading"),
        notes: vec![note("quicksand-round"), note("quicksand-timer")],
        table: None,
        sheet_caption: tr!("quicksand-sheet-caption"),
        sheet_columns: vec![tr!("quicksand-column-timer")],
        sheet_lines: vec![tr!("quicksand-line-pips")],
    };
    vec![king_tut, quicksand]
}

/// The first hint of a compact key for an idea.
pub(crate) fn short_hint_of(idea: egypt::ideas::Idea) -> String {
    tr!("egypt-idea-short", idea = idea_name(idea))
}

/// The longest first hint a compact key can have.
pub(crate) fn longest_short_hint() -> String {
    egypt::ideas::Idea::ALL
        .into_iter()
        .map(short_hint_of)
        .max_by(|a, b| {
            let w = |t: &str| render::text::measure(t, 10.0, Weight::Regular);
            w(a).total_cmp(&w(b))
        })
        .unwrap_or_default()
}

/// The caption of a trap moment's diagram.
pub(crate) fn trap_caption(number: usize, alternative: &str, play: &str) -> String {
    tr!(
        "egypt-trap-caption",
        n = number,
        loses = alternative.to_string(),
        play = play.to_string()
    )
}

/// The caption of the end's diagram.
pub(crate) fn end_caption(done: usize, score: u32) -> String {
    tr!("egypt-end-caption", n = done, score = score)
}

/// The caption of a diagram after a move.
pub(crate) fn after_caption(done: usize, mv: &str) -> String {
    tr!("egypt-after-caption", n = done, mv = mv.to_string())
}

/// The longest caption a compact key's diagram on a `grid` board can
/// have, with lines of at most `moves` moves: the widest move written in
/// every place.
pub(crate) fn longest_caption(grid: Size, moves: usize) -> String {
    let mv = widest_move(grid);
    let score = 3 * grid.rows() * grid.cols();
    let a = trap_caption(moves, &mv, &mv);
    let b = end_caption(moves, score as u32);
    let c = after_caption(moves, &mv);
    [a, b, c]
        .into_iter()
        .max_by(|a, b| {
            let w = |t: &str| render::text::measure(t, 10.0, Weight::Regular);
            w(a).total_cmp(&w(b))
        })
        .unwrap_or_default()
}

/// The widest move on a `grid` board as written ("e4-c4"), over every
/// pair of squares.
pub(crate) fn widest_move(grid: Size) -> String {
    let squares: Vec<_> = grid.squares().collect();
    let moves = squares
        .iter()
        .flat_map(|a| squares.iter().map(move |b| format!("{a}-{b}")));
    crate::puzzle::widest_step_of(moves)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn king_tut_adds_three_seconds_per_point_above_one() {
        for (points, seconds) in [(1, 0), (2, 3), (5, 12), (0, 0)] {
            assert_eq!(king_tut_seconds(points), seconds, "{points} points");
        }
    }

    #[test]
    fn the_grade_notes_quote_the_ends_of_the_grade_scale() {
        use egypt::grade::level_in_words;
        let (easiest, hardest) = (level_in_words(0), level_in_words(u32::MAX));
        let (how, grade) = (how_to_solve(), grade_note());
        for note in [&how, &grade] {
            assert!(
                note.contains(&format!("\u{201c}{easiest}\u{201d}"))
                    && note.contains(&format!("\u{201c}{hardest}\u{201d}")),
                "{note}"
            );
        }
        // The daily sheet says the hop rule in a sentence.
        assert!(how.contains("straight line") && how.contains("same size"));
    }
}

#[cfg(test)]
mod slips {
    #[test]
    fn the_key_note_says_what_a_hop_does() {
        let n = super::compact_key_note();
        assert!(
            n.contains("hops over") && !n.contains("hops the next square"),
            "{n}"
        );
    }
}
