//! One puzzle laid out inside a rectangle: a header ("Puzzle 3 · 4x5 ·
//! hard"), the target in words, the puzzle ID (as one run of text, so a
//! reader can search for it and type it back into `solve` or `render`), the
//! board, and optionally ruled lines to note moves on.
//!
//! Daily sheets and single-board pages use it; books can too.

use crate::play_link::{PlayMark, PlayUrl};
use crate::puzzle::{DrawStyle, PrintablePuzzle};
use render::text::{CAP_HEIGHT, fit_size, measure};
use render::{Align, Color, Rect, Shape, Stroke, Weight};

/// What a block shows: a puzzle of any game, and its number on its sheet.
#[derive(Clone, Copy)]
pub struct BlockContent<'a> {
    /// The puzzle's number on its sheet, if it has one.
    pub number: Option<usize>,
    pub puzzle: &'a dyn PrintablePuzzle,
}

impl BlockContent<'_> {
    /// The header line, e.g. `Puzzle 3 · 4x5 · hard`, or `4x5 puzzle`
    /// without a number; the tier when the puzzle has one.
    pub fn header(&self) -> String {
        let p = self.puzzle;
        let mut parts = match self.number {
            Some(n) => vec![format!("{} {n}", p.game().words().noun), p.words().kind],
            None => vec![crate::tr!(
                "kind-noun",
                kind = p.words().kind,
                noun = p.game().words().noun,
                lower = p.game().words().noun.to_lowercase()
            )],
        };
        if !p.words().tier.is_empty() {
            parts.push(p.words().tier_word());
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

/// Height a block needs for a width: text, the puzzle at full width,
/// notes.
pub fn block_height(puzzle: &dyn PrintablePuzzle, width: f64, style: &BlockStyle) -> f64 {
    text_height(style.header_size) + width / puzzle.aspect() + notes_height(style.note_lines)
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
    puzzle_block_with(content, area, style, None)
}

/// [`puzzle_block`] with the puzzle's play mark (its QR code and link,
/// see [`crate::play_link`]) at the bottom right, the note lines stopping
/// short of it, when a play address is given.
pub fn puzzle_block_with(
    content: &BlockContent,
    area: Rect,
    style: &BlockStyle,
    play: Option<&PlayUrl>,
) -> Vec<Shape> {
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
    let p = content.puzzle;
    let grade = p.words().grade;
    if !grade.is_empty() && grade != p.words().tier {
        let free = area.w - measure(&header, head_size, Weight::Bold) - 10.0;
        if let Some((words, size)) = [grade, p.words().grade_brief()].into_iter().find_map(|w| {
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
    let target = crate::tr!("block-goal", goal = p.words().goal());
    let base2 = area.y + hs * 1.3 + ss * CAP_HEIGHT;
    let id = p.words().id;
    let both = format!("{target}    {id}");
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
        &id,
    ));

    let top = area.y + text_height(hs);
    let mark = play
        .and_then(|u| Some((u, p.play_id()?)))
        .map(|(u, id)| PlayMark::new(u, &id, (ss * 0.8).max(7.0), 6.0, area.w));
    let notes = notes_height(style.note_lines).max(mark.as_ref().map_or(0.0, |m| m.height() + 6.0));
    let board_h = (area.bottom() - top - notes).max(0.0);
    let board_area = Rect::new(area.x, top, area.w, board_h);
    let figure_style = DrawStyle {
        color: style.color,
        min_text: 0.0,
    };
    out.extend(p.draw(board_area, &figure_style));

    if style.note_lines > 0 {
        let label = &crate::tr!("block-moves");
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
            let x2 = mark
                .as_ref()
                .and_then(|m| m.stop_at(area.right(), area.bottom(), y))
                .unwrap_or(area.right());
            // No stub of a line beside the mark's link.
            if x2 - x1 < (area.w / 3.0).max(36.0) {
                continue;
            }
            out.push(Shape::Line {
                x1,
                y1: y,
                x2,
                y2: y,
                stroke: Stroke::solid(Color::grey(150), 0.5),
            });
        }
    }
    if let Some(m) = &mark {
        m.draw(&mut out, area.right(), area.bottom());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::egypt::game::GivenPosition;
    use egypt::board::{Board, Size};
    use egypt::puzzle_id;
    use egypt::target::Target;

    fn given(board: Board, target: Target) -> GivenPosition {
        GivenPosition {
            id: puzzle_id::encode(&board, target),
            board,
            target,
            solution: None,
        }
    }

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
                    let left = render::text::left_edge(text, *x, *size, *weight, *align);
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
        let spec = egypt::generator::Spec {
            grid: Size::STANDARD_4X5,
            target: Target::SMALL,
            tier: egypt::generator::Tier::Easy,
            count: 1,
            seed: 7,
        };
        let puzzle = egypt::generator::generate(&spec).expect("puzzle");
        let p = &puzzle[0];
        let content = BlockContent {
            number: Some(7),
            puzzle: p,
        };
        assert_eq!(content.header(), "Puzzle 7 \u{b7} 4x5 \u{b7} easy");
        for width in [80.0, 160.0, 265.0, 540.0] {
            let style = BlockStyle::default();
            let area = Rect::new(30.0, 40.0, width, block_height(p, width, &style));
            let shapes = puzzle_block(&content, area, &style);
            let texts: Vec<&str> = shapes
                .iter()
                .filter_map(|s| match s {
                    Shape::Text { text, .. } => Some(text.as_str()),
                    _ => None,
                })
                .collect();
            assert!(texts.contains(&p.id.as_str()), "{width}: {texts:?}");
            assert!(texts.contains(&"Puzzle 7 \u{b7} 4x5 \u{b7} easy"));
            assert!(texts.contains(&"Goal: finish with a single Small"));
            if width >= 265.0 {
                assert!(texts.iter().any(|t| t.starts_with("look ")), "{texts:?}");
            }
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
        let p = given(Board::setup(Size::STANDARD_3X4), Target::ScoreAtMost(3));
        let content = BlockContent {
            number: None,
            puzzle: &p,
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
        assert!(
            shapes
                .iter()
                .any(|s| matches!(s, Shape::Text { text, .. } if text == "Goal: finish with a score of 3 or less"))
        );
        bounds_ok(&shapes, area);
        assert!(puzzle_block(&content, Rect::new(0.0, 0.0, 0.0, 10.0), &style).is_empty());
        assert!(puzzle_block(&content, Rect::new(f64::NAN, 0.0, 5.0, 10.0), &style).is_empty());
    }
}
