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
    /// The header line: the puzzle's [`heading`].
    pub fn header(&self) -> String {
        heading(self.puzzle, self.number)
    }
}

/// A sheet's title at the top left of `c`, bold, its baseline where a
/// title of `size` has it: at `size`, or smaller if it would take more
/// than `share` of the width (the daily sheet and the single board).
pub fn sheet_title(out: &mut Vec<Shape>, c: Rect, title: String, size: f64, share: f64) {
    out.push(Shape::Text {
        x: c.x,
        y: c.y + size * CAP_HEIGHT,
        size: fit_size(&title, Weight::Bold, size, c.w * share),
        weight: Weight::Bold,
        align: Align::Left,
        color: Color::BLACK,
        text: title,
    });
}

/// A puzzle's heading, e.g. `Puzzle 3 · 4x5 · hard` (numbered within its
/// game), or `4x5 puzzle` without a number; the tier when the puzzle has
/// one. A block's header and a web page's puzzle heading.
pub(crate) fn heading(p: &dyn PrintablePuzzle, number: Option<usize>) -> String {
    let mut parts = match number {
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

/// How a block is drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BlockStyle {
    /// Colour fills on the board.
    pub color: bool,
    /// Ruled lines under the board to note moves on (0: none).
    pub note_lines: usize,
    /// Size of the header text; the other text scales with it.
    pub header_size: f64,
    /// The grade in words on a line of its own under the header (when the
    /// header leaves no room for it beside it), rather than beside it.
    pub grade_line: bool,
    /// The size of the goal and ID line; `None`: as large as fits this
    /// block. A sheet gives every block the same (see [`BlockStyle::for_sheet`]).
    pub line_size: Option<f64>,
    /// The puzzle's ID on a line of its own under the goal (when the goal
    /// and the ID would share their line only below [`MIN_LINE_SIZE`]).
    pub id_line: bool,
}

/// The least size of the goal line a sheet shrinks it to before the ID
/// moves to a line of its own: small print on paper, still read at arm's
/// length.
pub const MIN_LINE_SIZE: f64 = 7.5;

impl Default for BlockStyle {
    fn default() -> BlockStyle {
        BlockStyle {
            color: false,
            note_lines: 3,
            header_size: 12.0,
            grade_line: false,
            line_size: None,
            id_line: false,
        }
    }
}

impl BlockStyle {
    /// The text choices every block of one sheet shares, for blocks
    /// `width` wide with a header of `header_size`: the grade words on a
    /// line of their own for all when any header leaves no room for them
    /// beside it, and one size for the goal and ID line (the size the
    /// longest fits at).
    pub fn for_sheet(blocks: &[BlockContent], width: f64, header_size: f64) -> BlockStyle {
        let hs = header_size.clamp(6.0, 40.0);
        let ss = small_size(hs);
        let grade_line = blocks
            .iter()
            .any(|b| beside_header(b, width, hs).is_none() && has_grade(b.puzzle));
        let shared = blocks
            .iter()
            .map(|b| fit_size(&goal_and_id(b.puzzle), Weight::Regular, ss, width))
            .fold(ss, f64::min);
        let id_line = shared < MIN_LINE_SIZE.min(ss);
        let line_size = if id_line {
            blocks
                .iter()
                .map(|b| fit_size(&goal_alone(b.puzzle), Weight::Regular, ss, width))
                .fold(ss, f64::min)
        } else {
            shared
        };
        BlockStyle {
            header_size,
            grade_line,
            line_size: Some(line_size),
            id_line,
            ..BlockStyle::default()
        }
    }
}

impl BlockStyle {
    /// This style in colour or not, with as many note lines (from `least`
    /// to `most`) as the height `room` leaves under the text (`text_h`)
    /// and the board (`board_h`); with the block's height.
    pub fn with_notes(
        self,
        color: bool,
        room: f64,
        (text_h, board_h): (f64, f64),
        (least, most): (usize, usize),
    ) -> (BlockStyle, f64) {
        let spare = room - text_h - board_h - 6.0;
        let note_lines = ((spare / NOTE_PITCH).floor() as usize).clamp(least, most);
        let style = BlockStyle {
            color,
            note_lines,
            ..self
        };
        (style, text_h + board_h + notes_height(note_lines))
    }
}

/// Distance between ruled note lines, in points (handwriting height).
pub const NOTE_PITCH: f64 = 19.0;

/// Height the text above the board takes for a header size (a header and
/// the goal line).
pub fn text_height(header_size: f64) -> f64 {
    let small = small_size(header_size);
    header_size * 1.3 + small * 1.35 + 4.0
}

/// Height the text above the board takes in a style: [`text_height`], and
/// a line more when the grade words stand on their own.
pub fn style_text_height(style: &BlockStyle) -> f64 {
    let hs = style.header_size.clamp(6.0, 40.0);
    text_height(hs)
        + if style.grade_line {
            grade_line_height(hs)
        } else {
            0.0
        }
        + if style.id_line {
            grade_line_height(hs)
        } else {
            0.0
        }
}

fn grade_line_height(header_size: f64) -> f64 {
    small_size(header_size) * 1.3
}

/// Whether a puzzle has grade words finer than its tier.
fn has_grade(p: &dyn PrintablePuzzle) -> bool {
    let w = p.words();
    !w.grade.is_empty() && w.grade != w.tier
}

/// The goal and the ID as they share their line, for measuring.
fn goal_and_id(p: &dyn PrintablePuzzle) -> String {
    format!("{}    {}", goal_alone(p), p.words().id)
}

/// The goal line without the ID.
fn goal_alone(p: &dyn PrintablePuzzle) -> String {
    crate::tr!("block-goal", goal = p.words().goal())
}

/// The grade words that fit beside the header at a legible size, and
/// that size: in full, else only how far ahead to look; `None` when
/// neither does.
fn beside_header(content: &BlockContent, width: f64, hs: f64) -> Option<(String, f64)> {
    let header = content.header();
    let head_size = fit_size(&header, Weight::Bold, hs, width);
    let free = width - measure(&header, head_size, Weight::Bold) - 10.0;
    let w = content.puzzle.words();
    [w.grade.clone(), w.grade_brief()]
        .into_iter()
        .find_map(|g| {
            let size = fit_size(&g, Weight::Regular, small_size(hs), free);
            (size >= MIN_GRADE_SIZE).then_some((g, size))
        })
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
    style_text_height(style) + width / puzzle.aspect() + notes_height(style.note_lines)
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
    if !area.is_drawable() {
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
    // The grade in words, never left out: right-aligned on the header
    // line when it fits there at a legible size (in full, else only how
    // far ahead to look), else on a line of its own under the header.
    let p = content.puzzle;
    let mut below = if style.grade_line {
        grade_line_height(hs)
    } else {
        0.0
    };
    if has_grade(p) {
        let beside = beside_header(content, area.w, hs);
        match beside {
            Some((words, size)) if !style.grade_line => out.push(line(
                area.right(),
                area.y + hs * CAP_HEIGHT,
                size,
                Weight::Regular,
                Align::Right,
                soft,
                &words,
            )),
            _ => {
                let w = p.words();
                let full = fit_size(&w.grade, Weight::Regular, ss, area.w);
                let (words, size) = if full >= MIN_GRADE_SIZE.min(ss) {
                    (w.grade.clone(), full)
                } else {
                    let brief = w.grade_brief();
                    let size = fit_size(&brief, Weight::Regular, ss, area.w);
                    (brief, size)
                };
                below = grade_line_height(hs);
                out.push(line(
                    area.x,
                    area.y + hs * 1.3 + ss * CAP_HEIGHT,
                    size,
                    Weight::Regular,
                    Align::Left,
                    soft,
                    &words,
                ));
            }
        }
    }
    let target = crate::tr!("block-goal", goal = p.words().goal());
    let base2 = area.y + hs * 1.3 + below + ss * CAP_HEIGHT;
    let id = p.words().id;
    let measured = if style.id_line {
        goal_alone(p)
    } else {
        goal_and_id(p)
    };
    let fits = fit_size(&measured, Weight::Regular, ss, area.w);
    let s2 = style.line_size.unwrap_or(fits).min(fits);
    out.push(line(
        area.x,
        base2,
        s2,
        Weight::Regular,
        Align::Left,
        ink,
        &target,
    ));
    if style.id_line {
        // The ID right-aligned on the next line, at the goal's size.
        below += grade_line_height(hs);
        out.push(line(
            area.right(),
            base2 + grade_line_height(hs),
            s2.min(fit_size(&id, Weight::Regular, ss, area.w)),
            Weight::Regular,
            Align::Right,
            soft,
            &id,
        ));
    } else {
        out.push(line(
            area.right(),
            base2,
            s2,
            Weight::Regular,
            Align::Right,
            soft,
            &id,
        ));
    }

    let top = area.y + text_height(hs) + below;
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
            out.push(Shape::hline(
                x1,
                x2,
                y,
                Stroke::solid(Color::grey(150), 0.5),
            ));
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
                Shape::Text { y, size, text, .. } => {
                    // Along the line, the measured text; across it, cap height.
                    let b = s.bounds();
                    assert!(b.x >= area.x - 0.01, "{text} starts left of the area");
                    assert!(
                        b.right() <= area.right() + 0.01,
                        "{text} runs past the area"
                    );
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
