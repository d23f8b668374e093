//! One puzzle laid out inside a rectangle: a header ("Puzzle 3 · 4x5 ·
//! hard"), the target in words, the puzzle ID (as one run of text, so a
//! reader can search for it and type it back into `solve` or `render`), the
//! board, and optionally ruled lines to note moves on.
//!
//! Daily sheets and single-board pages use it; books can too.

use crate::egypt::Board;
use crate::egypt::draw::{BoardStyle, draw_board};
use crate::egypt::generator::{Puzzle, Tier};
use crate::egypt::grade::Grade;
use crate::egypt::target::Target;
use crate::render::text::{CAP_HEIGHT, fit_size, measure};
use crate::render::{Align, Color, Rect, Shape, Stroke, Weight};

/// What a block shows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BlockContent<'a> {
    /// The puzzle's number on its sheet, if it has one.
    pub number: Option<usize>,
    pub board: &'a Board,
    pub target: Target,
    /// The tier, when the puzzle came from the generator.
    pub tier: Option<Tier>,
    /// The puzzle ID, printed exactly.
    pub id: &'a str,
    /// The player-model grade, printed in words beside the header.
    pub grade: Option<&'a Grade>,
}

impl<'a> BlockContent<'a> {
    /// The content of a generated puzzle numbered `number`.
    pub fn from_puzzle(number: usize, p: &'a Puzzle) -> BlockContent<'a> {
        BlockContent {
            number: Some(number),
            board: &p.position,
            target: p.target,
            tier: Some(p.tier),
            id: &p.id,
            grade: Some(&p.grade),
        }
    }

    /// The header line, e.g. `Puzzle 3 · 4x5 · hard`, or `4x5 puzzle`
    /// without a number and tier.
    pub fn header(&self) -> String {
        let size = self.board.size();
        let mut parts = match self.number {
            Some(n) => vec![format!("Puzzle {n}"), size.to_string()],
            None => vec![format!("{size} puzzle")],
        };
        if let Some(t) = self.tier {
            parts.push(t.name().to_string());
        }
        parts.join(" \u{b7} ")
    }
}

/// How a block is drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BlockStyle {
    /// Colour fills on the board.
    pub color: bool,
    /// Ruled lines under the board to note moves on (0: none).
    pub note_lines: usize,
    /// Size of the header text; the other text scales with it.
    pub header_size: f64,
}

impl Default for BlockStyle {
    fn default() -> BlockStyle {
        BlockStyle {
            color: false,
            note_lines: 3,
            header_size: 12.0,
        }
    }
}

/// Distance between ruled note lines, in points (handwriting height).
pub const NOTE_PITCH: f64 = 19.0;

/// Height the text above the board takes for a header size.
pub fn text_height(header_size: f64) -> f64 {
    let small = small_size(header_size);
    header_size * 1.3 + small * 1.35 + 4.0
}

/// Height the note lines below the board take.
pub fn notes_height(lines: usize) -> f64 {
    if lines == 0 {
        0.0
    } else {
        6.0 + lines as f64 * NOTE_PITCH
    }
}

/// The smallest size the grade words are printed at.
const MIN_GRADE_SIZE: f64 = 7.0;

fn small_size(header_size: f64) -> f64 {
    (header_size * 0.78).max(6.0)
}

/// Width over height of a board drawing with coordinates (see
/// [`crate::egypt::draw::layout`]: labels take 0.42 of a cell).
pub fn board_aspect(board: &Board) -> f64 {
    let s = board.size();
    (s.cols() as f64 + 0.42) / (s.rows() as f64 + 0.42)
}

/// Height a block needs for a width: text, the board at full width, notes.
pub fn block_height(board: &Board, width: f64, style: &BlockStyle) -> f64 {
    text_height(style.header_size) + width / board_aspect(board) + notes_height(style.note_lines)
}

fn line(x: f64, y: f64, size: f64, weight: Weight, align: Align, color: Color, s: &str) -> Shape {
    Shape::Text {
        x,
        y,
        size,
        weight,
        align,
        color,
        text: s.to_string(),
    }
}

/// Lays out one puzzle inside `area`. Text shrinks to fit narrow areas; the
/// board takes the room left between the text and the note lines and is
/// centred there. A degenerate area gives no shapes.
pub fn puzzle_block(content: &BlockContent, area: Rect, style: &BlockStyle) -> Vec<Shape> {
    let mut out = Vec::new();
    let finite = [area.x, area.y, area.w, area.h]
        .iter()
        .all(|v| v.is_finite());
    if !finite || area.w <= 0.0 || area.h <= 0.0 {
        return out;
    }
    let hs = style.header_size.clamp(6.0, 40.0);
    let ss = small_size(hs);
    let ink = Color::BLACK;
    let soft = Color::grey(60);

    // Header: number, grid and tier. Below it the target on the left and
    // the ID on the right, both shrunk together if the line is narrow.
    let header = content.header();
    let head_size = fit_size(&header, Weight::Bold, hs, area.w);
    out.push(line(
        area.x,
        area.y + hs * CAP_HEIGHT,
        head_size,
        Weight::Bold,
        Align::Left,
        ink,
        &header,
    ));
    // The grade in words, right-aligned on the header line: in full when
    // it fits at a legible size, else only how far ahead to look.
    if let Some(g) = content.grade {
        let free = area.w - measure(&header, head_size, Weight::Bold) - 10.0;
        let short = format!(
            "look {} move{} ahead",
            g.level,
            if g.level == 1 { "" } else { "s" }
        );
        if let Some((words, size)) = [g.words(), short].into_iter().find_map(|w| {
            let size = fit_size(&w, Weight::Regular, ss, free);
            (size >= MIN_GRADE_SIZE).then_some((w, size))
        }) {
            out.push(line(
                area.right(),
                area.y + hs * CAP_HEIGHT,
                size,
                Weight::Regular,
                Align::Right,
                soft,
                &words,
            ));
        }
    }
    let target = format!("Goal: {}", content.target.describe());
    let base2 = area.y + hs * 1.3 + ss * CAP_HEIGHT;
    let both = format!("{target}    {}", content.id);
    let s2 = fit_size(&both, Weight::Regular, ss, area.w);
    out.push(line(
        area.x,
        base2,
        s2,
        Weight::Regular,
        Align::Left,
        ink,
        &target,
    ));
    out.push(line(
        area.right(),
        base2,
        s2,
        Weight::Regular,
        Align::Right,
        soft,
        content.id,
    ));

    let top = area.y + text_height(hs);
    let notes = notes_height(style.note_lines);
    let board_h = (area.bottom() - top - notes).max(0.0);
    let board_area = Rect::new(area.x, top, area.w, board_h);
    let board_style = BoardStyle {
        color: style.color,
        ..BoardStyle::default()
    };
    out.extend(draw_board(content.board, board_area, &board_style));

    if style.note_lines > 0 {
        let label = "Moves:";
        let ls = (ss * 0.9).max(6.0);
        let first = board_area.bottom() + 6.0 + NOTE_PITCH;
        out.push(line(
            area.x,
            first - 3.0,
            ls,
            Weight::Regular,
            Align::Left,
            soft,
            label,
        ));
        for i in 0..style.note_lines {
            let y = first + i as f64 * NOTE_PITCH;
            let x1 = if i == 0 {
                area.x + measure(label, ls, Weight::Regular) + 4.0
            } else {
                area.x
            };
            out.push(Shape::Line {
                x1,
                y1: y,
                x2: area.right(),
                y2: y,
                stroke: Stroke::solid(Color::grey(150), 0.5),
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::egypt::board::Size;
    use crate::egypt::puzzle_id;

    fn bounds_ok(shapes: &[Shape], area: Rect) {
        for s in shapes {
            match s {
                Shape::Line { x1, y1, x2, y2, .. } => {
                    for (x, y) in [(x1, y1), (x2, y2)] {
                        assert!(*x >= area.x - 0.01 && *x <= area.right() + 0.01);
                        assert!(*y >= area.y - 0.01 && *y <= area.bottom() + 0.01);
                    }
                }
                Shape::Text {
                    x,
                    y,
                    size,
                    weight,
                    align,
                    text,
                    ..
                } => {
                    let left = crate::render::text::left_edge(text, *x, *size, *weight, *align);
                    let w = measure(text, *size, *weight);
                    assert!(left >= area.x - 0.01, "{text} starts left of the area");
                    assert!(left + w <= area.right() + 0.01, "{text} runs past the area");
                    assert!(*y <= area.bottom() + 0.01 && *y - size * CAP_HEIGHT >= area.y - 0.01);
                }
                _ => {}
            }
        }
    }

    #[test]
    fn block_shows_header_target_and_id_inside_its_area() {
        let board = Board::setup(Size::STANDARD_4X5);
        let id = puzzle_id::encode(&board, Target::SMALL);
        let content = BlockContent {
            number: Some(7),
            board: &board,
            target: Target::SMALL,
            tier: Some(Tier::Hard),
            id: &id,
            grade: None,
        };
        assert_eq!(content.header(), "Puzzle 7 \u{b7} 4x5 \u{b7} hard");
        for width in [80.0, 160.0, 265.0, 540.0] {
            let style = BlockStyle::default();
            let area = Rect::new(30.0, 40.0, width, block_height(&board, width, &style));
            let shapes = puzzle_block(&content, area, &style);
            let texts: Vec<&str> = shapes
                .iter()
                .filter_map(|s| match s {
                    Shape::Text { text, .. } => Some(text.as_str()),
                    _ => None,
                })
                .collect();
            assert!(texts.contains(&id.as_str()), "{width}: {texts:?}");
            assert!(texts.contains(&"Puzzle 7 \u{b7} 4x5 \u{b7} hard"));
            assert!(texts.contains(&"Goal: finish with a single Small"));
            bounds_ok(&shapes, area);
            let notes = shapes
                .iter()
                .filter(|s| matches!(s, Shape::Line { y1, y2, .. } if y1 == y2 && *y1 > area.bottom() - notes_height(3)))
                .count();
            assert_eq!(notes, 3, "{width}");
        }
    }

    #[test]
    fn no_notes_and_degenerate_areas() {
        let board = Board::setup(Size::STANDARD_3X4);
        let content = BlockContent {
            number: None,
            board: &board,
            target: Target::ScoreAtMost(3),
            tier: None,
            id: "P34Q3.-X",
            grade: None,
        };
        assert_eq!(content.header(), "3x4 puzzle");
        let style = BlockStyle {
            note_lines: 0,
            ..BlockStyle::default()
        };
        let area = Rect::new(0.0, 0.0, 300.0, 300.0);
        let shapes = puzzle_block(&content, area, &style);
        assert!(
            !shapes
                .iter()
                .any(|s| matches!(s, Shape::Text { text, .. } if text == "Moves:"))
        );
        bounds_ok(&shapes, area);
        assert!(puzzle_block(&content, Rect::new(0.0, 0.0, 0.0, 10.0), &style).is_empty());
        assert!(puzzle_block(&content, Rect::new(f64::NAN, 0.0, 5.0, 10.0), &style).is_empty());
    }
}
