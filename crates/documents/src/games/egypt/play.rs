//! What a page that makes Egyptian Solitaire puzzles from their IDs needs
//! (the site's `play.html`): the empty board of every grid size, drawn by
//! the same function as every board, the playing surface around it, and
//! the goal sentences. The page's script reads the position from the ID.

use serde_json::{Map, Value, json};

use crate::puzzle::{DrawStyle, IdPlay};
use egypt::board::{Board, MAX_SIDE, MIN_SIDE, Piece, Size};
use egypt::target::Target;

use super::web::{PLAYER, board_label, board_svg, goal_in_text, web_play};
use super::words::goal_caption;

/// Where the board goes in the surface template.
pub const BOARD_MARK: &str = "{board}";
/// A score the goal sentences are written with, for the script to replace.
const SCORE_MARK: u32 = 987_654_321;

fn label(size: Size) -> String {
    board_label(size)
}

/// The page data of the Egyptian player for making puzzles from IDs.
pub fn id_play(style: &DrawStyle) -> IdPlay {
    let mut grids = Map::new();
    for rows in MIN_SIDE as usize..=MAX_SIDE as usize {
        for cols in MIN_SIDE as usize..=MAX_SIDE as usize {
            if let Some(size) = Size::new(rows, cols) {
                grids.insert(
                    format!("{rows}x{cols}"),
                    json!(board_svg(&Board::empty(size), &label(size), false)),
                );
            }
        }
    }
    let size = Size::STANDARD_3X4;
    let empty = Board::empty(size);
    let surface = web_play(&empty, Target::SMALL, "", None, style)
        .surface
        .replace(&board_svg(&empty, &label(size), false), BOARD_MARK);
    // The goal words of the page's language, as the day pages give them.
    let goal = |t: Target| json!({"describe": goal_in_text(t), "caption": goal_caption(t)});
    let mut goals = Map::new();
    for p in Piece::ALL {
        goals.insert(p.letter().to_string(), goal(Target::Lone(p)));
    }
    goals.insert("Q".into(), goal(Target::ScoreAtMost(SCORE_MARK)));
    goals.insert("Q1".into(), goal(Target::ScoreAtMost(1)));
    // The ideas' words, by the key the engine names the idea of a puzzle
    // with (`egypt-idea`): the first rung of the hint ladder, as on the
    // day pages.
    let mut ideas = Map::new();
    for idea in egypt::ideas::Idea::ALL {
        ideas.insert(
            idea.key().into(),
            json!({"name": super::words::idea_name(idea), "words": super::words::idea_words(idea)}),
        );
    }
    IdPlay {
        player: &PLAYER,
        data: json!({
            "grids": Value::Object(grids),
            "surface": surface,
            "mark": BOARD_MARK,
            "goals": Value::Object(goals),
            "ideas": Value::Object(ideas),
            // As the goal sentences write it (digits grouped as the
            // language groups them).
            "scoreMark": crate::locale::int(u64::from(SCORE_MARK)),
        }),
    }
}
