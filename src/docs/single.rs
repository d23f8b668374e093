//! A single board on a page of its own: a title, the puzzle block at full
//! width with lines to note moves, and optionally its solution key on the
//! following pages.

use crate::docs::daily::add_footers;
use crate::docs::key::{KeyEntry, KeyError, KeyOptions, keys_pages};
use crate::docs::puzzle_block::{
    BlockContent, BlockStyle, NOTE_PITCH, board_aspect, notes_height, puzzle_block, text_height,
};
use crate::egypt::board::{Board, Move};
use crate::egypt::draw::{Legend, draw_legend};
use crate::egypt::puzzle_id;
use crate::egypt::solver::{self, Limits, SolveError};
use crate::egypt::target::Target;
use crate::render::text::{CAP_HEIGHT, fit_size};
use crate::render::{Align, Color, Document, Page, Paper, Rect, Shape, Stroke, Weight};

/// Title of a single-board page.
pub const TITLE: &str = "pyramid-press puzzle";

/// Largest game tree [`solve_for_key`] counts exactly before it switches
/// to the search that stops at the first solution.
pub const ANALYZE_BUDGET: u64 = 2_000_000;

/// Why a single-board document could not be made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SingleError {
    #[error("no solution key: the target ({target}) cannot be reached from this position")]
    Unsolvable { target: String },
    #[error(transparent)]
    Solve(#[from] SolveError),
    #[error(transparent)]
    Key(#[from] KeyError),
}

/// Options of a single-board document.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct SingleOptions<'a> {
    pub paper: Paper,
    pub color: bool,
    /// The solution to print as a key after the board, if any.
    pub key: Option<&'a [Move]>,
    /// Diagram after every this many moves in the key (0: final only).
    pub every: usize,
}

/// One solution for a key: the exact analysis when the game tree has at
/// most [`ANALYZE_BUDGET`] positions, else the first-solution search with
/// `limits`. An unreachable target is [`SingleError::Unsolvable`].
pub fn solve_for_key(
    board: &Board,
    target: Target,
    limits: Limits,
) -> Result<Vec<Move>, SingleError> {
    let small = Limits {
        max_positions: ANALYZE_BUDGET.min(limits.max_positions),
        ..limits
    };
    let (solvable, solution) = match solver::analyze(board, target, small) {
        Ok(a) => (a.solvable, a.solution),
        Err(e @ (SolveError::TimeLimit { .. } | SolveError::Interrupted)) => return Err(e.into()),
        Err(SolveError::Budget { .. }) | Err(SolveError::CountOverflow) => {
            let d = solver::decide(board, target, limits)?;
            (d.solvable, d.solution)
        }
    };
    if !solvable {
        return Err(SingleError::Unsolvable {
            target: target.describe(),
        });
    }
    Ok(solution)
}

/// The page of one board (and its key pages when `opts.key` is set).
pub fn board_document(
    board: &Board,
    target: Target,
    opts: &SingleOptions,
) -> Result<Document, SingleError> {
    let id = puzzle_id::encode(board, target);
    let paper = opts.paper;
    let c = paper.content();
    let mut page = Page::new(paper);
    let size = fit_size(TITLE, Weight::Bold, 20.0, c.w * 0.5);
    page.shapes.push(Shape::Text {
        x: c.x,
        y: c.y + 20.0 * CAP_HEIGHT,
        size,
        weight: Weight::Bold,
        align: Align::Left,
        color: Color::BLACK,
        text: TITLE.to_string(),
    });
    page.shapes.push(Shape::Line {
        x1: c.x,
        y1: c.y + 26.0,
        x2: c.right(),
        y2: c.y + 26.0,
        stroke: Stroke::solid(Color::BLACK, 1.0),
    });
    let top = c.y + 40.0;
    let header_size = 14.0;
    let legend = Legend::pieces(opts.color);
    let mut scratch = Vec::new();
    let legend_h = draw_legend(&mut scratch, 0.0, 0.0, c.w, legend);
    draw_legend(&mut page.shapes, c.x, c.bottom() - legend_h, c.w, legend);
    let avail = c.bottom() - legend_h - 8.0 - top;
    let board_h = (c.w / board_aspect(board))
        .min(avail - text_height(header_size) - notes_height(4))
        .max(0.0);
    let spare = avail - text_height(header_size) - board_h - 6.0;
    let note_lines = ((spare / NOTE_PITCH).floor() as usize).clamp(0, 12);
    let style = BlockStyle {
        color: opts.color,
        note_lines,
        header_size,
    };
    let content = BlockContent {
        number: None,
        board,
        target,
        tier: None,
        id: &id,
        grade: None,
    };
    let block_h = text_height(header_size) + board_h + notes_height(note_lines);
    page.shapes.extend(puzzle_block(
        &content,
        Rect::new(c.x, top, c.w, block_h.min(avail)),
        &style,
    ));
    let mut pages = vec![page];
    if let Some(moves) = opts.key {
        let entry = KeyEntry {
            heading: format!("Puzzle {id}: solution"),
            subtitle: Some(format!("Goal: {}", target.describe())),
            start: board,
            moves,
            every: opts.every,
            traps: &[],
        };
        let keys = keys_pages(
            &[entry],
            KeyOptions {
                paper,
                color: opts.color,
            },
        )
        .map_err(|(_, e)| e)?;
        pages.extend(keys);
    }
    add_footers(&mut pages, &format!("{TITLE} \u{b7} {id}"));
    Ok(Document {
        title: format!("{TITLE} {id}"),
        pages,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::egypt::notation::parse_position;

    #[test]
    fn board_page_with_and_without_key() {
        // a1 hops b1 onto c1: one move to a lone Small.
        let board = parse_position("S,S,.,./.,.,.,./.,.,.,.").expect("position");
        let moves = solve_for_key(&board, Target::SMALL, Limits::default()).expect("solvable");
        assert_eq!(moves.len(), 1);
        let opts = SingleOptions {
            key: Some(&moves),
            every: 1,
            ..SingleOptions::default()
        };
        let doc = board_document(&board, Target::SMALL, &opts).expect("doc");
        assert_eq!(doc.pages.len(), 2);
        let doc = board_document(&board, Target::SMALL, &SingleOptions::default()).expect("doc");
        assert_eq!(doc.pages.len(), 1);
        let id = puzzle_id::encode(&board, Target::SMALL);
        assert!(
            doc.pages[0]
                .shapes
                .iter()
                .any(|s| matches!(s, Shape::Text { text, .. } if *text == id))
        );
    }

    #[test]
    fn unsolvable_is_an_error() {
        // Two Smalls far apart: no hop at all, the target is out of reach.
        let board = parse_position("S,.,.,S/.,.,.,./.,.,.,.").expect("position");
        assert_eq!(
            solve_for_key(&board, Target::SMALL, Limits::default()),
            Err(SingleError::Unsolvable {
                target: Target::SMALL.describe()
            })
        );
        // A lone Small is already finished: an empty key.
        let done = parse_position("S,.,.,./.,.,.,./.,.,.,.").expect("position");
        assert_eq!(
            solve_for_key(&done, Target::SMALL, Limits::default()),
            Ok(vec![])
        );
    }
}
