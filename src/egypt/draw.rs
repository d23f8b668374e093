//! Board diagrams: the one drawing of an Egyptian Solitaire position used on
//! daily sheets, solution keys, rule sheets and handouts.
//!
//! Every square shows its whole stack as a column of pyramid silhouettes,
//! bottom piece at the bottom. Sizes differ three ways, so the drawing reads
//! in black and white and for colour-blind readers: the silhouette's width
//! and height (Large widest), its fill (Small white, Medium grey, Large
//! dark) and its pips (1, 2 or 3 dots beside it). Columns are lettered
//! across the top and rows numbered down the left, row 1 at the top, as in
//! the notation.

use super::board::{Board, Move, Piece, Square};
use crate::render::{Align, Color, Rect, Shape, Stroke, Weight};

/// A mark drawn over a board.
#[derive(Clone, Debug, PartialEq)]
pub enum Mark {
    /// A legal move: dashed outline on the square it leaves, bold outline
    /// on the square it lands on, an arrow between them.
    Move(Move),
    /// The square whose top piece is (or was just) hopped and removed: a
    /// crossed circle in the square's corner.
    Hopped(Square),
    /// A free arrow between grid places given as (row, column) from 0; the
    /// end may lie one square off the board. An illegal arrow is dashed and
    /// ends in a cross.
    Arrow {
        from: (i32, i32),
        to: (i32, i32),
        legal: bool,
    },
    /// A heavy outline drawing attention to a square.
    Outline(Square),
}

/// How a board is drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardStyle {
    /// Colour fills for the sizes; black and white when false.
    pub color: bool,
    /// Marks drawn over the board, in order.
    pub highlight: Vec<Mark>,
    /// Column letters and row numbers around the grid.
    pub coordinates: bool,
}

impl Default for BoardStyle {
    fn default() -> BoardStyle {
        BoardStyle {
            color: false,
            highlight: Vec::new(),
            coordinates: true,
        }
    }
}

impl BoardStyle {
    pub fn with_marks(marks: Vec<Mark>) -> BoardStyle {
        BoardStyle {
            highlight: marks,
            ..BoardStyle::default()
        }
    }

    /// The marks a solution key puts on the position after `mv`.
    pub fn after_move(mv: Move) -> BoardStyle {
        let mut marks = vec![Mark::Move(mv)];
        if let Some(over) = mv.over() {
            marks.push(Mark::Hopped(over));
        }
        BoardStyle::with_marks(marks)
    }
}

const INK: Color = Color::BLACK;
/// Okabe-Ito colours, distinguishable with the common colour-vision types.
const SKY: Color = Color::rgb(86, 180, 233);
const ORANGE: Color = Color::rgb(230, 159, 0);
const VERMILLION: Color = Color::rgb(213, 94, 0);
const BLUE: Color = Color::rgb(0, 114, 178);

/// Fill of a piece.
pub fn piece_fill(p: Piece, color: bool) -> Color {
    match (p, color) {
        (Piece::Small, false) => Color::WHITE,
        (Piece::Medium, false) => Color::grey(175),
        (Piece::Large, false) => Color::grey(70),
        (Piece::Small, true) => SKY,
        (Piece::Medium, true) => ORANGE,
        (Piece::Large, true) => VERMILLION,
    }
}

/// Relative width and height of a piece's silhouette (Large = 1).
fn piece_scale(p: Piece) -> f64 {
    match p {
        Piece::Small => 0.56,
        Piece::Medium => 0.78,
        Piece::Large => 1.0,
    }
}

/// Width of a piece drawing (silhouette plus pips) for a slot height.
pub fn piece_width(slot: f64) -> f64 {
    let (tri_w, dot_r) = (slot * 1.05, slot * 0.12);
    tri_w + slot * 0.25 + 3.0 * dot_r * 2.5
}

/// Draws one piece in a slot of height `slot` whose bottom-left corner is
/// (`x`, `bottom`): a pyramid silhouette (centred on a column as wide as a
/// Large) followed by its pips.
pub fn draw_piece(out: &mut Vec<Shape>, x: f64, bottom: f64, slot: f64, p: Piece, color: bool) {
    let tri_w = slot * 1.05;
    let s = piece_scale(p);
    let (w, h) = (tri_w * s, slot * 0.9 * s);
    let cx = x + tri_w / 2.0;
    let base = bottom - slot * 0.05;
    let line = (slot * 0.06).clamp(0.35, 1.0);
    out.push(Shape::Polygon {
        points: vec![(cx - w / 2.0, base), (cx + w / 2.0, base), (cx, base - h)],
        fill: Some(piece_fill(p, color)),
        stroke: Some(Stroke::solid(INK, line)),
    });
    let r = slot * 0.12;
    let dy = base - slot * 0.3;
    let mut dx = x + tri_w + slot * 0.25 + r;
    for _ in 0..p.pips() {
        out.push(Shape::Circle {
            cx: dx,
            cy: dy,
            r,
            fill: Some(INK),
            stroke: None,
        });
        dx += r * 2.5;
    }
}

/// Where a board's grid lies inside an area.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    /// Left and top edge of square a1.
    pub x0: f64,
    pub y0: f64,
    /// Side of a square.
    pub cell: f64,
    pub rows: usize,
    pub cols: usize,
    /// Size of the coordinate labels.
    pub label: f64,
}

impl Layout {
    /// The rectangle of a grid place (may be off the board).
    pub fn place(&self, row: i32, col: i32) -> Rect {
        Rect::new(
            self.x0 + f64::from(col) * self.cell,
            self.y0 + f64::from(row) * self.cell,
            self.cell,
            self.cell,
        )
    }

    pub fn square(&self, sq: Square) -> Rect {
        self.place(i32::from(sq.row), i32::from(sq.col))
    }

    /// The grid's outer rectangle.
    pub fn grid(&self) -> Rect {
        Rect::new(
            self.x0,
            self.y0,
            self.cols as f64 * self.cell,
            self.rows as f64 * self.cell,
        )
    }
}

/// Computes where a `rows` x `cols` grid goes in `area`, leaving room for
/// coordinates and for marks that reach off the board.
pub fn layout(rows: usize, cols: usize, area: Rect, style: &BoardStyle) -> Layout {
    let (mut r0, mut r1, mut c0, mut c1) = (0i32, rows as i32, 0i32, cols as i32);
    for m in &style.highlight {
        if let Mark::Arrow { from, to, .. } = m {
            for (r, c) in [from, to] {
                r0 = r0.min(*r);
                r1 = r1.max(*r + 1);
                c0 = c0.min(*c);
                c1 = c1.max(*c + 1);
            }
        }
    }
    let (span_r, span_c) = (f64::from(r1 - r0), f64::from(c1 - c0));
    // Labels take about 0.4 of a cell (bounded) on the top and the left.
    let lab_frac = if style.coordinates { 0.42 } else { 0.0 };
    let extra_top = if r0 < 0 { 0.0 } else { lab_frac };
    let extra_left = if c0 < 0 { 0.0 } else { lab_frac };
    let cell_w = area.w / (span_c + extra_left);
    let cell_h = area.h / (span_r + extra_top);
    let cell = cell_w.min(cell_h).max(0.0);
    let total_w = cell * (span_c + extra_left);
    let total_h = cell * (span_r + extra_top);
    let left = area.x + (area.w - total_w) / 2.0 + extra_left * cell;
    let top = area.y + (area.h - total_h) / 2.0 + extra_top * cell;
    Layout {
        x0: left - f64::from(c0) * cell,
        y0: top - f64::from(r0) * cell,
        cell,
        rows,
        cols,
        label: (cell * 0.24).clamp(5.0, 13.0).min(cell * 0.4),
    }
}

/// Draws a board to fit inside `area`.
pub fn draw_board(board: &Board, area: Rect, style: &BoardStyle) -> Vec<Shape> {
    let size = board.size();
    let mut out = Vec::new();
    let finite = [area.x, area.y, area.w, area.h]
        .iter()
        .all(|v| v.is_finite());
    if !finite || area.w <= 0.0 || area.h <= 0.0 {
        return out;
    }
    let lay = layout(size.rows(), size.cols(), area, style);
    if !lay.cell.is_finite() || lay.cell <= 0.0 {
        return out;
    }
    let cell = lay.cell;
    let grid = lay.grid();
    let thin = (cell * 0.012).clamp(0.4, 0.9);

    // Squares with a light fill so that the grid reads as a board.
    out.push(Shape::Rect {
        x: grid.x,
        y: grid.y,
        w: grid.w,
        h: grid.h,
        fill: Some(Color::grey(248)),
        stroke: None,
    });
    for r in 0..=lay.rows {
        let y = grid.y + r as f64 * cell;
        out.push(Shape::Line {
            x1: grid.x,
            y1: y,
            x2: grid.right(),
            y2: y,
            stroke: Stroke::solid(Color::grey(90), thin),
        });
    }
    for c in 0..=lay.cols {
        let x = grid.x + c as f64 * cell;
        out.push(Shape::Line {
            x1: x,
            y1: grid.y,
            x2: x,
            y2: grid.bottom(),
            stroke: Stroke::solid(Color::grey(90), thin),
        });
    }
    out.push(Shape::Rect {
        x: grid.x,
        y: grid.y,
        w: grid.w,
        h: grid.h,
        fill: None,
        stroke: Some(Stroke::solid(INK, thin * 2.0)),
    });

    if style.coordinates {
        let ls = lay.label;
        for c in 0..lay.cols {
            out.push(Shape::Text {
                x: grid.x + (c as f64 + 0.5) * cell,
                y: grid.y - ls * 0.45,
                size: ls,
                weight: Weight::Bold,
                align: Align::Center,
                color: Color::grey(60),
                text: ((b'a' + c as u8) as char).to_string(),
            });
        }
        for r in 0..lay.rows {
            out.push(Shape::Text {
                x: grid.x - ls * 0.45,
                y: grid.y + (r as f64 + 0.5) * cell + ls * 0.36,
                size: ls,
                weight: Weight::Bold,
                align: Align::Right,
                color: Color::grey(60),
                text: (r + 1).to_string(),
            });
        }
    }

    // Arrows go under the pieces (they end near the square edges, and the
    // hopped stack stays readable on top of the shaft); outlines and
    // crosses go over them.
    for m in &style.highlight {
        draw_mark(&mut out, &lay, m, style.color, Pass::Under);
    }
    for sq in size.squares() {
        draw_stack(&mut out, board, sq, lay.square(sq), style.color);
    }
    for m in &style.highlight {
        draw_mark(&mut out, &lay, m, style.color, Pass::Over);
    }
    out
}

/// Draws a square's stack bottom to top in its cell.
fn draw_stack(out: &mut Vec<Shape>, board: &Board, sq: Square, cell: Rect, color: bool) {
    let stack = board.stack(sq);
    let n = stack.len();
    if n == 0 {
        return;
    }
    let pad = cell.h * 0.08;
    let avail = cell.h - 2.0 * pad;
    // One or two pieces use at most 34% of the cell each; taller stacks shrink.
    let slot = (avail / n as f64).min(cell.h * 0.34);
    let width = piece_width(slot).min(cell.w - 2.0 * pad);
    let x = cell.x + (cell.w - width) / 2.0;
    let used = slot * n as f64;
    let mut bottom = cell.bottom() - pad - (avail - used) / 2.0;
    for p in stack.pieces() {
        draw_piece(out, x, bottom, slot, p, color);
        bottom -= slot;
    }
}

fn arrow(
    out: &mut Vec<Shape>,
    from: (f64, f64),
    to: (f64, f64),
    width: f64,
    color: Color,
    dashed: bool,
) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len <= 0.0 {
        return;
    }
    let (ux, uy) = (dx / len, dy / len);
    let head = width * 4.5;
    let shaft_end = (to.0 - ux * head * 0.8, to.1 - uy * head * 0.8);
    out.push(Shape::Line {
        x1: from.0,
        y1: from.1,
        x2: shaft_end.0,
        y2: shaft_end.1,
        stroke: Stroke {
            color,
            width,
            dash: dashed.then(|| vec![width * 3.0, width * 2.0]),
        },
    });
    let (px, py) = (-uy, ux);
    out.push(Shape::Polygon {
        points: vec![
            to,
            (
                to.0 - ux * head + px * head * 0.5,
                to.1 - uy * head + py * head * 0.5,
            ),
            (
                to.0 - ux * head - px * head * 0.5,
                to.1 - uy * head - py * head * 0.5,
            ),
        ],
        fill: Some(color),
        stroke: None,
    });
}

fn cross(out: &mut Vec<Shape>, cx: f64, cy: f64, r: f64, width: f64, color: Color) {
    out.push(Shape::Circle {
        cx,
        cy,
        r,
        fill: Some(Color::WHITE),
        stroke: Some(Stroke::solid(color, width)),
    });
    let d = r * 0.55;
    for (sx, sy) in [(1.0, 1.0), (1.0, -1.0)] {
        out.push(Shape::Line {
            x1: cx - d * sx,
            y1: cy - d * sy,
            x2: cx + d * sx,
            y2: cy + d * sy,
            stroke: Stroke::solid(color, width),
        });
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Pass {
    Under,
    Over,
}

/// Shortens the segment a-b by `da` at the start and `db` at the end.
fn shorten(a: (f64, f64), b: (f64, f64), da: f64, db: f64) -> ((f64, f64), (f64, f64)) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt().max(1e-9);
    let (ux, uy) = (dx / len, dy / len);
    (
        (a.0 + ux * da, a.1 + uy * da),
        (b.0 - ux * db, b.1 - uy * db),
    )
}

fn draw_mark(out: &mut Vec<Shape>, lay: &Layout, m: &Mark, color: bool, pass: Pass) {
    let cell = lay.cell;
    let heavy = (cell * 0.045).clamp(1.2, 3.0);
    let accent = if color { BLUE } else { INK };
    let warn = if color { VERMILLION } else { INK };
    let on_board =
        |(r, c): (i32, i32)| r >= 0 && c >= 0 && (r as usize) < lay.rows && (c as usize) < lay.cols;
    match (m, pass) {
        (Mark::Move(mv), Pass::Under) => {
            let (s, e) = shorten(
                lay.square(mv.from).center(),
                lay.square(mv.to).center(),
                cell * 0.36,
                cell * 0.36,
            );
            arrow(out, s, e, heavy * 0.8, accent, false);
        }
        (Mark::Move(mv), Pass::Over) => {
            let a = lay.square(mv.from).inset(heavy);
            let b = lay.square(mv.to).inset(heavy);
            out.push(Shape::Rect {
                x: a.x,
                y: a.y,
                w: a.w,
                h: a.h,
                fill: None,
                stroke: Some(Stroke {
                    color: accent,
                    width: heavy,
                    dash: Some(vec![heavy * 2.5, heavy * 1.5]),
                }),
            });
            out.push(Shape::Rect {
                x: b.x,
                y: b.y,
                w: b.w,
                h: b.h,
                fill: None,
                stroke: Some(Stroke::solid(accent, heavy * 1.3)),
            });
        }
        (Mark::Hopped(sq), Pass::Over) => {
            let r = lay.square(*sq);
            let rad = cell * 0.09;
            let inset = cell * 0.1 + heavy;
            cross(out, r.right() - inset, r.y + inset, rad, heavy * 0.7, warn);
        }
        (Mark::Arrow { from, to, legal }, _) => {
            let a = lay.place(from.0, from.1).center();
            let b = lay.place(to.0, to.1).center();
            let end_gap = if on_board(*to) {
                cell * 0.4
            } else {
                cell * 0.1
            };
            let (s, e) = shorten(a, b, cell * 0.36, end_gap);
            let col = if *legal { accent } else { warn };
            if pass == Pass::Under {
                arrow(out, s, e, heavy * 0.8, col, !*legal);
            } else if !*legal {
                cross(out, e.0, e.1, cell * 0.1, heavy * 0.8, warn);
            }
        }
        (Mark::Outline(sq), Pass::Over) => {
            let r = lay.square(*sq).inset(heavy * 0.6);
            out.push(Shape::Rect {
                x: r.x,
                y: r.y,
                w: r.w,
                h: r.h,
                fill: None,
                stroke: Some(Stroke::solid(warn, heavy * 1.3)),
            });
        }
        _ => {}
    }
}

/// The drawing [`crate::game::Game::draw`] uses: default style, no marks.
pub fn draw(board: &Board, area: Rect) -> Vec<Shape> {
    draw_board(board, area, &BoardStyle::default())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::egypt::board::Size;
    use crate::egypt::notation::parse_position;

    fn count_polygons(shapes: &[Shape]) -> usize {
        shapes
            .iter()
            .filter(|s| matches!(s, Shape::Polygon { .. }))
            .count()
    }

    #[test]
    fn every_piece_is_drawn() {
        let b = Board::setup(Size::STANDARD_3X4);
        let shapes = draw(&b, Rect::new(0.0, 0.0, 300.0, 240.0));
        assert_eq!(count_polygons(&shapes), 36);
        // 12 squares x (1 + 2 + 3) pips
        let dots = shapes
            .iter()
            .filter(|s| matches!(s, Shape::Circle { .. }))
            .count();
        assert_eq!(dots, 72);
    }

    #[test]
    fn drawing_stays_inside_the_area() {
        let b = parse_position("SMLLLLLLL,.,S/.,M,L/S,.,.").expect("position");
        let area = Rect::new(50.0, 60.0, 200.0, 150.0);
        let style = BoardStyle::after_move(Move {
            from: Square::new(1, 0),
            to: Square::new(1, 2),
        });
        for s in draw_board(&b, area, &style) {
            let pts: Vec<(f64, f64)> = match &s {
                Shape::Polygon { points, .. } => points.clone(),
                Shape::Rect { x, y, w, h, .. } => vec![(*x, *y), (x + w, y + h)],
                Shape::Circle { cx, cy, r, .. } => vec![(cx - r, cy - r), (cx + r, cy + r)],
                Shape::Line { x1, y1, x2, y2, .. } => vec![(*x1, *y1), (*x2, *y2)],
                Shape::Text { x, y, .. } => vec![(*x, *y)],
            };
            for (x, y) in pts {
                assert!(x >= area.x - 1.0 && x <= area.right() + 1.0, "{s:?}");
                assert!(y >= area.y - 1.0 && y <= area.bottom() + 1.0, "{s:?}");
            }
        }
    }

    #[test]
    fn tall_stacks_fit_their_cell() {
        let b = parse_position("SMLLLLLLLL,.,./.,.,./.,.,.").expect("position");
        let area = Rect::new(0.0, 0.0, 300.0, 300.0);
        let lay = layout(3, 3, area, &BoardStyle::default());
        let cell = lay.square(Square::new(0, 0));
        let shapes = draw(&b, area);
        let polys: Vec<_> = shapes
            .iter()
            .filter_map(|s| match s {
                Shape::Polygon { points, .. } => Some(points.clone()),
                _ => None,
            })
            .collect();
        assert_eq!(polys.len(), 10);
        for p in polys {
            for (x, y) in p {
                assert!(x > cell.x && x < cell.right() && y > cell.y && y < cell.bottom());
            }
        }
    }

    #[test]
    fn degenerate_area_draws_nothing() {
        let b = Board::setup(Size::STANDARD_3X4);
        assert!(draw(&b, Rect::new(0.0, 0.0, 0.0, 10.0)).is_empty());
        assert!(draw(&b, Rect::new(0.0, 0.0, f64::NAN, 10.0)).is_empty());
    }
}
