//! Solution keys: a heading, the moves in notation, and a diagram after
//! every `k` moves (and always of the final position) with the move just
//! made and the removed piece marked. Takes plain data, so daily sheets,
//! books and handouts can all use it.

use crate::egypt::board::{Board, IllegalMove, Move};
use crate::egypt::draw::{BoardStyle, draw_board};
use crate::render::text::{CAP_HEIGHT, Style, measure, paragraph, paragraph_height};
use crate::render::{Align, Color, Page, Paper, Rect, Shape, Weight};

/// A key could not be laid out.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum KeyError {
    #[error("move {number} of the solution is illegal: {source}")]
    Illegal { number: usize, source: IllegalMove },
}

/// One diagram of a key.
#[derive(Clone, Debug, PartialEq)]
pub struct KeyFrame {
    /// Moves played so far.
    pub after: usize,
    pub board: Board,
    /// The move just played, if any.
    pub last: Option<Move>,
}

/// The positions a key shows: after every `every_k` moves (none when 0)
/// and always the final one (the start when there are no moves).
pub fn key_frames(
    start: &Board,
    moves: &[Move],
    every_k: usize,
) -> Result<Vec<KeyFrame>, KeyError> {
    let mut board = start.clone();
    let mut frames = Vec::new();
    for (i, mv) in moves.iter().enumerate() {
        board.play(*mv).map_err(|source| KeyError::Illegal {
            number: i + 1,
            source,
        })?;
        let n = i + 1;
        if (every_k > 0 && n % every_k == 0) || n == moves.len() {
            frames.push(KeyFrame {
                after: n,
                board: board.clone(),
                last: Some(*mv),
            });
        }
    }
    if moves.is_empty() {
        frames.push(KeyFrame {
            after: 0,
            board,
            last: None,
        });
    }
    Ok(frames)
}

/// The moves in notation, numbered: `1. a1-c1  2. c3-a1 ...`.
pub fn numbered_moves(moves: &[Move]) -> String {
    moves
        .iter()
        .enumerate()
        .map(|(i, m)| format!("{}.\u{a0}{}", i + 1, m))
        .collect::<Vec<_>>()
        .join("   ")
}

/// Diagrams per row of a key page: 3 for boards up to 4 columns, else 2
/// (so that a 4x5 board gets about a quarter of the page).
fn per_row(cols: usize) -> usize {
    if cols <= 4 { 3 } else { 2 }
}

/// Lays out a solution key on pages of `paper`.
pub fn key_pages(
    start: &Board,
    moves: &[Move],
    heading: &str,
    every_k: usize,
    paper: Paper,
) -> Result<Vec<Page>, KeyError> {
    let frames = key_frames(start, moves, every_k)?;
    let c = paper.content();
    let mut pages = Vec::new();
    let mut page = Page::new(paper);
    let mut y = key_header(&mut page.shapes, c, heading, false);
    let body = Style::new(9.5, Weight::Regular);
    let summary = if moves.is_empty() {
        "No moves: the start position is already finished.".to_string()
    } else {
        format!(
            "Solution in {} moves (each hops the top piece of the first square \
             over the next square onto the second):",
            moves.len()
        )
    };
    y = paragraph(&mut page.shapes, c.x, y, c.w, body, &summary) + 2.0;
    // The moves flow in aligned columns, row by row; the list may itself
    // run over a page.
    let mv_style = Style::new(10.0, Weight::Bold);
    let items: Vec<String> = moves
        .iter()
        .enumerate()
        .map(|(i, m)| format!("{}. {}", i + 1, m))
        .collect();
    let item_w = items
        .iter()
        .map(|t| measure(t, mv_style.size, mv_style.weight))
        .fold(0.0, f64::max)
        + 14.0;
    let per_line = ((c.w / item_w).floor() as usize).max(1);
    for line in items.chunks(per_line) {
        if y + mv_style.line_height() > c.bottom() {
            pages.push(std::mem::replace(&mut page, Page::new(paper)));
            y = key_header(&mut page.shapes, c, heading, true);
        }
        for (i, t) in line.iter().enumerate() {
            page.shapes.push(Shape::Text {
                x: c.x + i as f64 * item_w,
                y: y + mv_style.size * CAP_HEIGHT,
                size: mv_style.size,
                weight: mv_style.weight,
                align: Align::Left,
                color: Color::BLACK,
                text: t.clone(),
            });
        }
        y += mv_style.line_height();
    }
    y += 10.0;

    let size = start.size();
    let per_row = per_row(size.cols());
    let gap = 14.0;
    let fw = (c.w - gap * (per_row as f64 - 1.0)) / per_row as f64;
    let cap = Style::new(8.5, Weight::Regular).align(Align::Center);
    let cap_h = paragraph_height(fw, cap, "After move 00: a1-c1") + 2.0;
    let board_h = fw * (size.rows() as f64 + 0.42) / (size.cols() as f64 + 0.42);
    let fh = board_h + cap_h;
    for row in frames.chunks(per_row) {
        if y + fh > c.bottom() {
            pages.push(std::mem::replace(&mut page, Page::new(paper)));
            y = key_header(&mut page.shapes, c, heading, true) + 4.0;
        }
        for (i, f) in row.iter().enumerate() {
            let fx = c.x + i as f64 * (fw + gap);
            let style = match f.last {
                Some(mv) => BoardStyle::after_move(mv),
                None => BoardStyle::default(),
            };
            page.shapes
                .extend(draw_board(&f.board, Rect::new(fx, y, fw, board_h), &style));
            let final_frame = f.after == moves.len();
            let caption = match (f.last, final_frame) {
                (None, _) => "Start, final position".to_string(),
                (Some(mv), false) => format!("After move {}: {}", f.after, mv),
                (Some(mv), true) if f.board.is_terminal() => format!(
                    "After move {}: {} (no hop left, score {})",
                    f.after,
                    mv,
                    f.board.pips()
                ),
                (Some(mv), true) => format!("After move {}: {} (last move)", f.after, mv),
            };
            paragraph(&mut page.shapes, fx, y + board_h + 3.0, fw, cap, &caption);
        }
        y += fh + 10.0;
    }
    pages.push(page);
    Ok(pages)
}

fn key_header(out: &mut Vec<Shape>, c: Rect, heading: &str, continued: bool) -> f64 {
    let title = if continued {
        format!("{heading}: solution (continued)")
    } else {
        format!("{heading}: solution")
    };
    let style = Style::new(16.0, Weight::Bold).color(Color::BLACK);
    paragraph(out, c.x, c.y, c.w, style, &title) + 4.0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::egypt::board::Size;

    fn greedy_game(mut b: Board, n: usize) -> Vec<Move> {
        let mut moves = Vec::new();
        for _ in 0..n {
            let Some(mv) = b.legal_moves().first().copied() else {
                break;
            };
            b.play(mv).expect("legal");
            moves.push(mv);
        }
        moves
    }

    #[test]
    fn frames_every_k_and_final() {
        let start = Board::setup(Size::STANDARD_3X4);
        let moves = greedy_game(start.clone(), 10);
        let frames = key_frames(&start, &moves, 4).expect("frames");
        let after: Vec<usize> = frames.iter().map(|f| f.after).collect();
        assert_eq!(after, vec![4, 8, 10]);
        let only_final = key_frames(&start, &moves, 0).expect("frames");
        assert_eq!(only_final.len(), 1);
        assert_eq!(only_final[0].board.piece_count(), 36 - 10);
    }

    #[test]
    fn illegal_moves_are_reported() {
        let start = Board::setup(Size::STANDARD_3X4);
        let bad = Move {
            from: crate::egypt::Square::new(0, 0),
            to: crate::egypt::Square::new(0, 1),
        };
        assert!(matches!(
            key_pages(&start, &[bad], "Puzzle 1", 1, Paper::Letter),
            Err(KeyError::Illegal { number: 1, .. })
        ));
    }

    #[test]
    fn long_keys_paginate() {
        let start = Board::setup(Size::STANDARD_4X5);
        let moves = greedy_game(start.clone(), 40);
        assert!(moves.len() > 20);
        let pages = key_pages(&start, &moves, "Puzzle 3", 1, Paper::Letter).expect("key");
        assert!(pages.len() > 1);
        for p in &pages {
            for s in &p.shapes {
                if let Shape::Text { y, .. } = s {
                    assert!(*y <= Paper::Letter.content().bottom() + 0.5);
                }
            }
        }
    }
}
