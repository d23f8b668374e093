//! Solution keys: a heading, the moves in notation, and few, large
//! diagrams: the position before each trap moment (the move to play
//! marked, the losing alternative named), after every `k` moves when asked,
//! and the end. Several keys share pages. Takes plain data, so daily
//! sheets, books and handouts can all use it.

use crate::egypt::board::{Board, IllegalMove, Move};
use crate::egypt::draw::{BoardStyle, Legend, draw_board, draw_legend, min_board_width};
use crate::egypt::grade::Trap;
use crate::render::text::{CAP_HEIGHT, Style, measure, paragraph, paragraph_height};
use crate::render::{Align, Color, Page, Paper, Rect, Shape, Stroke, Weight};

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

/// One solution in a flow of keys.
#[derive(Clone, Debug)]
pub struct KeyEntry<'a> {
    pub heading: String,
    /// A line under the heading: the grade in words, the goal.
    pub subtitle: Option<String>,
    pub start: &'a Board,
    pub moves: &'a [Move],
    /// A diagram after every this many moves as well (0: none).
    pub every: usize,
    /// Trap moments: a diagram of the position before each.
    pub traps: &'a [Trap],
}

/// How keys are laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct KeyOptions {
    pub paper: Paper,
    pub color: bool,
}

/// A diagram of a key: the position, its marks and its caption.
struct Diagram {
    board: Board,
    style: BoardStyle,
    caption: String,
}

/// The diagrams of one key: the position before each trap moment with the
/// move to play marked, after every `every` moves when asked, and the end.
fn diagrams(e: &KeyEntry, color: bool) -> Result<Vec<Diagram>, KeyError> {
    let mut board = e.start.clone();
    let mut out = Vec::new();
    let n = e.moves.len();
    let shown = shown_traps(e.traps);
    for (i, mv) in e.moves.iter().enumerate() {
        if let Some(t) = shown.iter().find(|t| t.step == i) {
            out.push(Diagram {
                board: board.clone(),
                style: BoardStyle::after_move(*mv).colored(color),
                caption: format!(
                    "Trap before move {}: play {}. {} looks as good but loses \
                     (seen {} move{} ahead).",
                    i + 1,
                    mv,
                    t.alternative,
                    t.depth,
                    if t.depth == 1 { "" } else { "s" }
                ),
            });
        }
        board.play(*mv).map_err(|source| KeyError::Illegal {
            number: i + 1,
            source,
        })?;
        let k = i + 1;
        if k == n {
            let caption = if board.is_terminal() {
                format!(
                    "End, after move {k} ({mv}): no hop left, score {}.",
                    board.pips()
                )
            } else {
                format!("After move {k} ({mv}), the last move.")
            };
            out.push(Diagram {
                board: board.clone(),
                style: BoardStyle::after_move(*mv).colored(color),
                caption,
            });
        } else if e.every > 0 && k % e.every == 0 {
            out.push(Diagram {
                board: board.clone(),
                style: BoardStyle::after_move(*mv).colored(color),
                caption: format!("After move {k}: {mv}."),
            });
        }
    }
    if n == 0 {
        out.push(Diagram {
            board,
            style: BoardStyle::default().colored(color),
            caption: "Start, already the final position.".into(),
        });
    }
    Ok(out)
}

/// Most trap moments a key draws; the others are listed in words.
const MAX_TRAP_DIAGRAMS: usize = 3;

/// The trap moments a key draws: the deepest ones (earlier first on a tie).
fn shown_traps(traps: &[Trap]) -> Vec<Trap> {
    let mut t = traps.to_vec();
    t.sort_by(|a, b| b.depth.cmp(&a.depth).then(a.step.cmp(&b.step)));
    t.truncate(MAX_TRAP_DIAGRAMS);
    t.sort_by_key(|t| t.step);
    t
}

/// The trap moments a key lists in words only.
fn listed_traps(traps: &[Trap]) -> Vec<Trap> {
    let shown = shown_traps(traps);
    traps
        .iter()
        .filter(|t| !shown.iter().any(|s| s.step == t.step))
        .copied()
        .collect()
}

/// Gap between diagrams.
const GAP: f64 = 18.0;

/// Lays out a solution key on pages of `paper`.
pub fn key_pages(
    start: &Board,
    moves: &[Move],
    heading: &str,
    every_k: usize,
    paper: Paper,
) -> Result<Vec<Page>, KeyError> {
    keys_pages(
        &[KeyEntry {
            heading: heading.to_string(),
            subtitle: None,
            start,
            moves,
            every: every_k,
            traps: &[],
        }],
        KeyOptions {
            paper,
            color: false,
        },
    )
    .map_err(|(_, e)| e)
}

/// Lays out several keys one after the other on shared pages (a key starts
/// on the page where the previous one ended when its heading and moves
/// fit), two diagrams to a row, each at least as legible as a puzzle board,
/// with a legend of the marks on every page. A bad key is reported with
/// its index.
pub fn keys_pages(entries: &[KeyEntry], opts: KeyOptions) -> Result<Vec<Page>, (usize, KeyError)> {
    let paper = opts.paper;
    let c = paper.content();
    let mut pages = Vec::new();
    let mut page = Page::new(paper);
    let legend = Legend::key(opts.color);
    let mut y = draw_legend(&mut page.shapes, c.x, c.y, c.w, legend) + 10.0;
    let body = Style::new(9.5, Weight::Regular);
    let mv_style = Style::new(10.0, Weight::Bold);
    let cap = Style::new(8.5, Weight::Regular).align(Align::Center);
    for (ei, e) in entries.iter().enumerate() {
        let ds = diagrams(e, opts.color).map_err(|err| (ei, err))?;
        // Three diagrams to a row when they stay as legible as a puzzle
        // board, else two.
        let need = ds
            .iter()
            .map(|d| min_board_width(&d.board, true))
            .fold(150.0, f64::max);
        let per_row = if (c.w - 2.0 * GAP) / 3.0 >= need {
            3
        } else {
            2
        };
        let fw = (c.w - GAP * (per_row as f64 - 1.0)) / per_row as f64;
        let items: Vec<String> = e
            .moves
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
        let summary = if e.moves.is_empty() {
            "No moves: the start position is already finished.".to_string()
        } else {
            format!(
                "Solution in {} moves (each hops the top piece of the first square \
                 over the next square onto the second):",
                e.moves.len()
            )
        };
        let listed = listed_traps(e.traps);
        let others = if listed.is_empty() {
            String::new()
        } else {
            format!(
                "Other trap moments: {}.",
                listed
                    .iter()
                    .map(|t| format!("before move {}, {} loses", t.number(), t.alternative))
                    .collect::<Vec<_>>()
                    .join("; ")
            )
        };
        let head_style = Style::new(16.0, Weight::Bold);
        let sub_style = Style::new(9.5, Weight::Regular).color(Color::grey(40));
        let lines = items.len().div_ceil(per_line);
        let intro_h = paragraph_height(c.w, head_style, &e.heading)
            + e.subtitle
                .as_deref()
                .map(|t| paragraph_height(c.w, sub_style, t))
                .unwrap_or(0.0)
            + paragraph_height(c.w, body, &summary)
            + lines.min(4) as f64 * mv_style.line_height()
            + paragraph_height(c.w, body, &others)
            + 12.0;
        let board = e.start.size();
        let board_h = fw * (board.rows() as f64 + 0.42) / (board.cols() as f64 + 0.42);
        let cap_h = ds
            .iter()
            .map(|d| paragraph_height(fw, cap, &d.caption))
            .fold(0.0, f64::max)
            + 4.0;
        let row_h = board_h + cap_h;
        // A key starts on a fresh page unless its heading, moves and first
        // row of diagrams fit below the previous one.
        if ei > 0 && y + intro_h + row_h > c.bottom() {
            pages.push(std::mem::replace(&mut page, Page::new(paper)));
            y = draw_legend(&mut page.shapes, c.x, c.y, c.w, legend) + 10.0;
        } else if ei > 0 {
            page.shapes.push(Shape::Line {
                x1: c.x,
                y1: y - 8.0,
                x2: c.right(),
                y2: y - 8.0,
                stroke: Stroke::solid(Color::grey(170), 0.6),
            });
            y += 4.0;
        }
        y = paragraph(&mut page.shapes, c.x, y, c.w, head_style, &e.heading) + 2.0;
        if let Some(t) = &e.subtitle {
            y = paragraph(&mut page.shapes, c.x, y, c.w, sub_style, t) + 2.0;
        }
        y = paragraph(&mut page.shapes, c.x, y, c.w, body, &summary) + 2.0;
        for line in items.chunks(per_line) {
            if y + mv_style.line_height() > c.bottom() {
                pages.push(std::mem::replace(&mut page, Page::new(paper)));
                y = draw_legend(&mut page.shapes, c.x, c.y, c.w, legend) + 10.0;
                y = continued(&mut page.shapes, c, y, &e.heading);
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
        if !others.is_empty() {
            y = paragraph(&mut page.shapes, c.x, y + 2.0, c.w, body, &others);
        }
        y += 8.0;
        for row in ds.chunks(per_row) {
            if y + row_h > c.bottom() {
                pages.push(std::mem::replace(&mut page, Page::new(paper)));
                y = draw_legend(&mut page.shapes, c.x, c.y, c.w, legend) + 10.0;
                y = continued(&mut page.shapes, c, y, &e.heading);
            }
            for (i, d) in row.iter().enumerate() {
                let fx = c.x + i as f64 * (fw + GAP);
                page.shapes.extend(draw_board(
                    &d.board,
                    Rect::new(fx, y, fw, board_h),
                    &d.style,
                ));
                paragraph(&mut page.shapes, fx, y + board_h + 3.0, fw, cap, &d.caption);
            }
            y += row_h + 8.0;
        }
        y += 14.0;
    }
    pages.push(page);
    Ok(pages)
}

fn continued(out: &mut Vec<Shape>, c: Rect, y: f64, heading: &str) -> f64 {
    let style = Style::new(12.0, Weight::Bold).color(Color::grey(40));
    paragraph(out, c.x, y, c.w, style, &format!("{heading} (continued)")) + 6.0
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
