//! Egyptian Solitaire's fixed words: how to solve and read its puzzles,
//! and the ways to play it together that a handout prints.

use crate::puzzle::{LookupTable, Note, PlayTogether};

/// What a player of an Egyptian puzzle does, for the top of a sheet: the
/// goal, the hop in a sentence (RULES.md section 1) and what the words
/// beside each puzzle's tier mean (the ends of the grade's scale, as
/// `egypt::grade::level_in_words` says them).
pub const HOW_TO_SOLVE: &str = "Reach each goal from the position shown. A hop takes the top \
     piece of a stack in a straight line (along a row, a column or a diagonal) over the next \
     square, which must hold a piece, onto the square beyond, which must be empty or topped by \
     a piece of the same size; the top piece of the square hopped over leaves the board. The \
     words beside each tier say how far ahead you must think to solve the puzzle more often \
     than not, from \u{201c}avoid the moves that lose at once\u{201d} to \u{201c}see the whole game through\u{201d}.";

/// What the line under a puzzle in a book or handout says, for the page
/// that explains how to read them.
pub const GRADE_NOTE: &str = "Under the goal, a line says how far ahead you must think to \
     solve the puzzle more often than not, from \u{201c}avoid the moves that lose at once\u{201d} to \
     \u{201c}see the whole game through\u{201d}, then how many pieces are on the board and how many moves \
     the solution takes.";

/// How compact solutions of Egyptian puzzles are read.
pub const COMPACT_KEY_NOTE: &str = "Moves are written from-to: the top piece of the first \
     square hops over the square next to it and lands on the second. The diagram shows the end, with the last \
     move marked.";

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
    let strings = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let king_tut = PlayTogether {
        name: "King Tut".to_string(),
        heading: "King Tut: a race against the clock".to_string(),
        notes: vec![
            Note::new(
                "How a round goes",
                "One player at a time plays a full game from the usual setup while the \
                 others keep time. The player calls \"done\" to stop the clock, either \
                 because no hop is left or because they choose to stop there. Their result \
                 for the round is the time on the clock plus a penalty for what is left on \
                 the board: 3 seconds for every point of the final score above 1. So a \
                 perfect game (one Small, score 1) costs nothing extra.",
            ),
            Note::new(
                "Winning",
                "Play the agreed number of rounds, taking turns to go first. Add up each \
                 player's results; the lowest total time wins.",
            ),
        ],
        table: Some(LookupTable {
            caption: "Seconds added for the final score".to_string(),
            heads: ["Score".to_string(), "Add".to_string()],
            rows: (1..=KING_TUT_TABLE_MAX)
                .map(|score| [score.to_string(), format!("+{} s", king_tut_seconds(score))])
                .collect(),
            rows_per_block: 8,
            note: format!(
                "Above {KING_TUT_TABLE_MAX}: 3 seconds times (score - 1). Example: score 5 adds \
                 {} s, so 1:40 on the clock becomes 1:52.",
                king_tut_seconds(5)
            ),
        }),
        sheet_caption: "Score sheet: time on the clock + added seconds = result".to_string(),
        sheet_columns: Vec::new(),
        sheet_lines: strings(&["time", "+ s", "= result"]),
    };
    let quicksand = PlayTogether {
        name: "Quicksand".to_string(),
        heading: "Quicksand: everyone at once".to_string(),
        notes: vec![
            Note::new(
                "How a round goes",
                "Every player sets up a board of their own. Start a timer and all play at \
                 the same time. When the timer goes off, stop at once: every pyramid still \
                 on your board counts, and so does any pyramid in your hand mid-move. The \
                 lowest score takes the round; over several rounds, the lowest total wins.",
            ),
            Note::new(
                "Setting the timer",
                "Pick a time from 1 to 5 minutes: about 1 minute for a frantic 3x4 game, \
                 3 to 5 minutes when players are new or play on 4x5. For a hidden random \
                 timer, let someone who is not playing set it without telling, or roll a die \
                 in secret and use that many minutes (a 6 means roll again). Nobody knows \
                 when the sand will swallow their board, so it pays to keep the board tidy \
                 at every moment. Write each round's timer in the Timer column (minutes, or \
                 \"hidden\").",
            ),
        ],
        table: None,
        sheet_caption: "Score sheet: pips left when the timer went off".to_string(),
        sheet_columns: strings(&["Timer"]),
        sheet_lines: strings(&["pips"]),
    };
    vec![king_tut, quicksand]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn king_tut_adds_three_seconds_per_point_above_one() {
        assert_eq!(king_tut_seconds(1), 0);
        assert_eq!(king_tut_seconds(2), 3);
        assert_eq!(king_tut_seconds(5), 12);
        assert_eq!(king_tut_seconds(0), 0);
    }

    #[test]
    fn the_grade_notes_quote_the_ends_of_the_grade_scale() {
        use egypt::grade::level_in_words;
        let (easiest, hardest) = (level_in_words(0), level_in_words(u32::MAX));
        for note in [HOW_TO_SOLVE, GRADE_NOTE] {
            assert!(
                note.contains(&format!("\u{201c}{easiest}\u{201d}"))
                    && note.contains(&format!("\u{201c}{hardest}\u{201d}")),
                "{note}"
            );
        }
        // The daily sheet says the hop rule in a sentence.
        assert!(HOW_TO_SOLVE.contains("straight line") && HOW_TO_SOLVE.contains("same size"));
    }
}

#[cfg(test)]
mod slips {
    #[test]
    fn the_key_note_says_what_a_hop_does() {
        let n = super::COMPACT_KEY_NOTE;
        assert!(
            n.contains("hops over") && !n.contains("hops the next square"),
            "{n}"
        );
    }
}
