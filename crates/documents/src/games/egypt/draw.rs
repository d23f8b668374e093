//! Board diagrams: the one drawing of an Egyptian Solitaire position used on
//! daily sheets, solution keys, rule sheets, books and handouts.
//!
//! Every square shows its whole stack as a column of pyramid silhouettes,
//! bottom piece at the bottom. Sizes differ three ways, so the drawing reads
//! in black and white and for colour-blind readers: the silhouette's width
//! and height (Large widest), its fill (Small white, Medium grey, Large
//! dark; or yellow, orange, blue in colour) and its pips (1, 2 or 3 dots
//! in a column beside it, as on the real pieces). Columns are lettered across the top and rows numbered down
//! the left, row 1 at the top, as in the notation.
//!
//! On one board every piece of a size has one size: the slot height of a
//! piece comes from the board's tallest stack, never from the stack a piece
//! is in. A stack taller than three continues in a second column (left
//! column bottom up, then the right one; past six, a third), so a tall
//! stack costs the board little: a board whose tallest stack has six
//! pieces draws them at 97% of the size on a board of nests. Every square
//! keeps a free band along its edges; move arrows and marks run in these
//! bands, so an arrow never crosses a piece. The band is the same with and
//! without marks, so a key diagram's pieces are as large as the puzzle
//! board's when their squares are.

use egypt::board::{Board, Move, Piece, Square};
use render::text::{Style, measure, paragraph};
use render::{Align, Color, Rect, Shape, Stroke, Weight};

/// A mark drawn over a board.
#[derive(Clone, Debug, PartialEq)]
pub enum Mark {
    /// A legal move: dashed outline on the square it leaves, bold outline
    /// on the square it lands on, an arrow between them.
    Move(Move),
    /// The square whose top piece is (or was just) hopped and removed: a
    /// bold cross in a corner of the square, clear of its stack.
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
    /// Smallest size of the coordinate labels in points (0: the board's
    /// own choice); large-print books ask for 16.
    pub min_text: f64,
}

impl Default for BoardStyle {
    fn default() -> BoardStyle {
        BoardStyle {
            color: false,
            highlight: Vec::new(),
            coordinates: true,
            min_text: 0.0,
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

    /// The same style in colour or not.
    pub fn colored(mut self, color: bool) -> BoardStyle {
        self.color = color;
        self
    }
}

const INK: Color = Color::BLACK;
/// Okabe-Ito colours, distinguishable with the common colour-vision types,
/// and ordered light to dark so that they stay apart in greyscale (grey
/// values about 213, 162 and 87).
const YELLOW: Color = Color::rgb(240, 228, 66);
const ORANGE: Color = Color::rgb(230, 159, 0);
const BLUE: Color = Color::rgb(0, 114, 178);
/// Marks for a removed piece or a hop that is not allowed, in colour.
const ALERT: Color = Color::rgb(200, 0, 60);

/// Smallest slot height (points) a document may give a piece: a Small is
/// then about 1.8 mm wide with pips 0.7 mm across.
pub const MIN_SLOT: f64 = 8.5;

/// Free band along every edge of a square, as a share of the square: the
/// stack stays inside, arrows and marks run in it. Boards with and without
/// marks keep the same band, so a key diagram draws its pieces as large as
/// the puzzle's board at the same square size.
const BAND: f64 = 0.11;
/// Where arrows run: their distance from the square's edge, as a share of
/// the square (the outer part of the band; the move boxes take the inner).
const LANE: f64 = 0.05;
/// Inset of the move boxes, as a share of the square.
const BOX_INSET: f64 = 0.08;
/// Largest slot height as a share of the square: a stack of one or two
/// fills the square's height as a stack of two would, so boards of short
/// stacks (large print, the end of a game) get large pieces.
const MAX_SLOT: f64 = (1.0 - 2.0 * BAND) / 2.0;
/// Width of a piece drawing (silhouette, gap, pips) in slot heights.
const PIECE_W: f64 = 1.05 + PIP_GAP + 2.0 * PIP_R;
/// Pip radius in slot heights.
const PIP_R: f64 = 0.12;
/// Gap between silhouette and pips in slot heights.
const PIP_GAP: f64 = 0.15;
/// Centre distance of two pips in pip radii.
const PIP_STEP: f64 = 2.45;
/// Gap between the columns of a wrapped stack, as a share of the square.
const COL_GAP: f64 = 0.05;
/// Tallest stack drawn in one column; taller ones wrap.
pub const ONE_COLUMN: usize = 3;
/// Most columns a stack wraps into.
const MAX_COLUMNS: usize = 3;

/// Fill of a piece.
pub fn piece_fill(p: Piece, color: bool) -> Color {
    match (p, color) {
        (Piece::Small, false) => Color::WHITE,
        (Piece::Medium, false) => Color::grey(175),
        (Piece::Large, false) => Color::grey(70),
        (Piece::Small, true) => YELLOW,
        (Piece::Medium, true) => ORANGE,
        (Piece::Large, true) => BLUE,
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
    slot * PIECE_W
}

/// Draws one piece in a slot of height `slot` whose bottom-left corner is
/// (`x`, `bottom`): a pyramid silhouette (centred on a column as wide as a
/// Large) followed by its pips, one above the other from the base.
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
    let r = slot * PIP_R;
    let step = r * PIP_STEP;
    let cx = x + tri_w + slot * PIP_GAP + r;
    let y0 = base - r;
    for k in 0..p.pips() {
        out.push(Shape::Circle {
            cx,
            cy: y0 - f64::from(k) * step,
            r,
            fill: Some(INK),
            stroke: None,
        });
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
        label: (cell * 0.24)
            .clamp(7.0, 13.0)
            .min(cell * 0.34)
            .max(style.min_text),
    }
}

/// How the stacks of one board are drawn: one slot height for every piece,
/// and how many pieces go in a column before a stack wraps.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StackPlan {
    /// Slot height of every piece, as a share of the square.
    pub slot: f64,
    /// Pieces per column (a taller stack continues in a second column).
    pub per_column: usize,
}

/// The stack plan for a board with marks whose tallest stack has
/// `tallest` pieces.
pub fn stack_plan(tallest: usize) -> StackPlan {
    stack_plan_in(tallest, BAND)
}

/// The stack plan when every square keeps a free `band` along its edges:
/// up to [`ONE_COLUMN`] pieces in one column, taller stacks in as few
/// columns as hold them (at most [`MAX_COLUMNS`], then the columns grow).
pub fn stack_plan_in(tallest: usize, band: f64) -> StackPlan {
    let h = tallest.max(1);
    let room = 1.0 - 2.0 * band;
    let columns = h.div_ceil(ONE_COLUMN).min(MAX_COLUMNS);
    let per = h.div_ceil(columns);
    let c = columns as f64;
    let slot = (room / per as f64)
        .min((room - (c - 1.0) * COL_GAP) / (c * PIECE_W))
        .min(MAX_SLOT);
    StackPlan {
        slot,
        per_column: per,
    }
}

fn tallest(board: &Board) -> usize {
    board.stacks().iter().map(|s| s.len()).max().unwrap_or(0)
}

/// The smallest square side (points) at which every piece of `board` gets
/// at least [`MIN_SLOT`], with or without marks.
pub fn min_cell(board: &Board) -> f64 {
    MIN_SLOT / stack_plan(tallest(board)).slot
}

/// The smallest width of a board drawing (with or without coordinates) at
/// which its pieces keep the minimum printed size, with or without marks.
pub fn min_board_width(board: &Board, coordinates: bool) -> f64 {
    let extra = if coordinates { 0.42 } else { 0.0 };
    min_cell(board) * (board.size().cols() as f64 + extra)
}

/// Height over width of a board drawing with or without coordinates.
pub fn height_per_width(board: &Board, coordinates: bool) -> f64 {
    let extra = if coordinates { 0.42 } else { 0.0 };
    let s = board.size();
    (s.rows() as f64 + extra) / (s.cols() as f64 + extra)
}

/// One piece as drawn: its square, its place in the stack (0 = bottom) and
/// the box its silhouette and pips take.
#[derive(Clone, Debug, PartialEq)]
pub struct PieceBox {
    pub square: Square,
    pub index: usize,
    pub piece: Piece,
    pub rect: Rect,
}

/// A board drawing with what was drawn where, for layouts and tests.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct BoardDrawing {
    pub shapes: Vec<Shape>,
    pub pieces: Vec<PieceBox>,
    /// Every arrow as the polyline it follows, the head's tip last.
    pub arrows: Vec<Vec<(f64, f64)>>,
    /// The slot height of every piece on this board (points).
    pub slot: f64,
}

/// Draws a board to fit inside `area`.
pub fn draw_board(board: &Board, area: Rect, style: &BoardStyle) -> Vec<Shape> {
    draw_board_parts(board, area, style).shapes
}

/// Draws a board to fit inside `area` and reports where each piece and
/// each arrow went.
pub fn draw_board_parts(board: &Board, area: Rect, style: &BoardStyle) -> BoardDrawing {
    let size = board.size();
    let mut d = BoardDrawing::default();
    let finite = [area.x, area.y, area.w, area.h]
        .iter()
        .all(|v| v.is_finite());
    if !finite || area.w <= 0.0 || area.h <= 0.0 {
        return d;
    }
    let lay = layout(size.rows(), size.cols(), area, style);
    if !lay.cell.is_finite() || lay.cell <= 0.0 {
        return d;
    }
    let cell = lay.cell;
    let grid = lay.grid();
    let thin = (cell * 0.012).clamp(0.4, 0.9);
    let out = &mut d.shapes;

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

    // Coordinates too small to read (under 7 pt) are left out.
    if style.coordinates && lay.label >= 7.0 {
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

    let band = BAND;
    let plan = stack_plan_in(tallest(board), band);
    d.slot = plan.slot * cell;
    for sq in size.squares() {
        draw_stack(&mut d, board, sq, lay.square(sq), plan, band, style.color);
    }
    // Outlines first, then arrows and crosses on top of them; all of them
    // stay in the free bands around the stacks.
    for m in &style.highlight {
        draw_mark(&mut d, &lay, m, style, Pass::Boxes);
    }
    for m in &style.highlight {
        draw_mark(&mut d, &lay, m, style, Pass::Arrows);
    }
    d
}

/// Draws a square's stack bottom to top in its cell, wrapping into a
/// second column after `plan.per_column` pieces.
fn draw_stack(
    d: &mut BoardDrawing,
    board: &Board,
    sq: Square,
    cell: Rect,
    plan: StackPlan,
    band: f64,
    color: bool,
) {
    let stack = board.stack(sq);
    let n = stack.len();
    if n == 0 {
        return;
    }
    let side = cell.w;
    let slot = plan.slot * side;
    let pw = piece_width(slot);
    let per = plan.per_column.max(1);
    let columns = n.div_ceil(per);
    let gap = COL_GAP * side;
    let width = columns as f64 * pw + (columns as f64 - 1.0) * gap;
    let x0 = cell.x + (side - width) / 2.0;
    let rows = n.min(per);
    let room = side * (1.0 - 2.0 * band);
    let bottom0 = cell.bottom() - side * band - (room - rows as f64 * slot) / 2.0;
    for (i, p) in stack.pieces().enumerate() {
        let (col, k) = (i / per, i % per);
        let x = x0 + col as f64 * (pw + gap);
        let bottom = bottom0 - k as f64 * slot;
        draw_piece(&mut d.shapes, x, bottom, slot, p, color);
        d.pieces.push(PieceBox {
            square: sq,
            index: i,
            piece: p,
            rect: Rect::new(x, bottom - slot, pw, slot),
        });
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Pass {
    Boxes,
    Arrows,
}

/// Stroke width of the marks on a board with squares of side `cell`.
fn mark_width(cell: f64) -> f64 {
    (cell * 0.03).clamp(0.8, 2.2)
}

/// The corridor route of an arrow between grid places, through the free
/// bands: along the top band of a row, the left band of a column, or round
/// the hopped square of a diagonal; the last point is the head's tip.
fn route(lay: &Layout, from: (i32, i32), to: (i32, i32)) -> Vec<(f64, f64)> {
    let c = lay.cell;
    let lane = c * LANE;
    let a = lay.place(from.0, from.1);
    let b = lay.place(to.0, to.1);
    let (dr, dc) = (to.0 - from.0, to.1 - from.1);
    if dr == 0 {
        let y = a.y + lane;
        return vec![(a.center().0, y), (b.center().0, y)];
    }
    if dc == 0 {
        let x = a.x + lane;
        return vec![(x, a.center().1), (x, b.center().1)];
    }
    if dr.abs() == 2 && dc.abs() == 2 {
        // Round the square next to `from` on the diagonal: from the corner it
        // shares with `from` to its top corner off the diagonal, then to the
        // corner it shares with the next square.
        let (sr, sc) = (dr.signum(), dc.signum());
        let h = lay.place(from.0 + sr, from.1 + sc);
        let corner = |r: i32, cc: i32| {
            (
                h.x + if cc > 0 { h.w } else { 0.0 },
                h.y + if r > 0 { h.h } else { 0.0 },
            )
        };
        let entry = corner(-sr, -sc);
        let exit = corner(sr, sc);
        // The off-diagonal corner on the top edge.
        let off = if sr > 0 {
            corner(-1, sc)
        } else {
            corner(-1, -sc)
        };
        let start = (
            entry.0 - f64::from(sc) * lane,
            entry.1 - f64::from(sr) * lane,
        );
        let end = (exit.0 + f64::from(sc) * lane, exit.1 + f64::from(sr) * lane);
        return vec![start, entry, off, exit, end];
    }
    // Any other direction (not a hop): along the top band of the start row,
    // then down the left band of the end column.
    let y = a.y + lane;
    let x = b.x + lane;
    vec![(a.center().0, y), (x, y), (x, b.center().1)]
}

/// The corner of the hopped square left free by the route of a hop in
/// direction (`sr`, `sc`): centre of a band-sized box in that corner.
fn removed_corner(r: Rect, dir: Option<(i32, i32)>) -> (f64, f64) {
    let b = r.w * BAND / 2.0;
    let (right, bottom) = match dir {
        // A diagonal route uses the top off-diagonal corner.
        Some((sr, sc)) if sr != 0 && sc != 0 => (sr * sc < 0, true),
        _ => (true, true),
    };
    (
        if right { r.right() - b } else { r.x + b },
        if bottom { r.bottom() - b } else { r.y + b },
    )
}

fn polyline_arrow(
    out: &mut Vec<Shape>,
    pts: &[(f64, f64)],
    width: f64,
    head_half: f64,
    color: Color,
    dashed: bool,
) {
    if pts.len() < 2 {
        return;
    }
    let n = pts.len();
    let (tip, prev) = (pts[n - 1], pts[n - 2]);
    let (dx, dy) = (tip.0 - prev.0, tip.1 - prev.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len <= 0.0 {
        return;
    }
    let (ux, uy) = (dx / len, dy / len);
    let head = (head_half * 1.8).min(len);
    let stroke = Stroke {
        color,
        width,
        dash: dashed.then(|| vec![width * 3.0, width * 2.0]),
    };
    for w in pts.windows(2).take(n - 2) {
        out.push(Shape::Line {
            x1: w[0].0,
            y1: w[0].1,
            x2: w[1].0,
            y2: w[1].1,
            stroke: stroke.clone(),
        });
    }
    let shaft_end = (tip.0 - ux * head * 0.8, tip.1 - uy * head * 0.8);
    out.push(Shape::Line {
        x1: prev.0,
        y1: prev.1,
        x2: shaft_end.0,
        y2: shaft_end.1,
        stroke,
    });
    let (px, py) = (-uy, ux);
    out.push(Shape::Polygon {
        points: vec![
            tip,
            (
                tip.0 - ux * head + px * head_half,
                tip.1 - uy * head + py * head_half,
            ),
            (
                tip.0 - ux * head - px * head_half,
                tip.1 - uy * head - py * head_half,
            ),
        ],
        fill: Some(color),
        stroke: None,
    });
}

/// A bold cross (no circle, so it never reads as a pip).
fn cross(out: &mut Vec<Shape>, cx: f64, cy: f64, r: f64, width: f64, color: Color) {
    for (sx, sy) in [(1.0, 1.0), (1.0, -1.0)] {
        out.push(Shape::Line {
            x1: cx - r * sx,
            y1: cy - r * sy,
            x2: cx + r * sx,
            y2: cy + r * sy,
            stroke: Stroke::solid(color, width),
        });
    }
}

fn draw_mark(d: &mut BoardDrawing, lay: &Layout, m: &Mark, style: &BoardStyle, pass: Pass) {
    let cell = lay.cell;
    let heavy = mark_width(cell);
    let accent = INK;
    let warn = if style.color { ALERT } else { INK };
    let lane = cell * LANE;
    let head_half = (heavy * 2.2).min(lane * 0.9);
    let cross_r = (cell * BAND * 0.4).max(0.5);
    let out = &mut d.shapes;
    match (m, pass) {
        (Mark::Move(mv), Pass::Arrows) => {
            let pts = route(
                lay,
                (i32::from(mv.from.row), i32::from(mv.from.col)),
                (i32::from(mv.to.row), i32::from(mv.to.col)),
            );
            polyline_arrow(out, &pts, heavy, head_half, accent, false);
            d.arrows.push(pts);
        }
        (Mark::Move(mv), Pass::Boxes) => {
            let a = lay.square(mv.from).inset(cell * BOX_INSET);
            let b = lay.square(mv.to).inset(cell * BOX_INSET);
            out.push(Shape::Rect {
                x: a.x,
                y: a.y,
                w: a.w,
                h: a.h,
                fill: None,
                stroke: Some(Stroke {
                    color: accent,
                    width: heavy * 0.8,
                    dash: Some(vec![heavy * 2.5, heavy * 1.5]),
                }),
            });
            out.push(Shape::Rect {
                x: b.x,
                y: b.y,
                w: b.w,
                h: b.h,
                fill: None,
                stroke: Some(Stroke::solid(accent, heavy * 1.2)),
            });
        }
        (Mark::Hopped(sq), Pass::Arrows) => {
            // The direction of the hop over this square, if one is marked.
            let dir = style.highlight.iter().find_map(|m| match m {
                Mark::Move(mv) if mv.over() == Some(*sq) => Some((
                    i32::from(mv.to.row) - i32::from(mv.from.row),
                    i32::from(mv.to.col) - i32::from(mv.from.col),
                )),
                _ => None,
            });
            let (cx, cy) = removed_corner(lay.square(*sq), dir);
            cross(out, cx, cy, cross_r, heavy * 1.2, warn);
        }
        (Mark::Arrow { from, to, legal }, Pass::Arrows) => {
            let pts = route(lay, *from, *to);
            let col = if *legal { accent } else { warn };
            if *legal {
                polyline_arrow(out, &pts, heavy, head_half, col, false);
            } else {
                // A dashed shaft ending in a cross instead of a head.
                let mut shaft = pts.clone();
                if let Some(last) = shaft.last_mut() {
                    let n = pts.len();
                    let prev = pts[n - 2];
                    let (dx, dy) = (last.0 - prev.0, last.1 - prev.1);
                    let len = (dx * dx + dy * dy).sqrt().max(1e-9);
                    let back = cross_r.min(len);
                    *last = (last.0 - dx / len * back, last.1 - dy / len * back);
                }
                for w in shaft.windows(2) {
                    out.push(Shape::Line {
                        x1: w[0].0,
                        y1: w[0].1,
                        x2: w[1].0,
                        y2: w[1].1,
                        stroke: Stroke {
                            color: col,
                            width: heavy,
                            dash: Some(vec![heavy * 3.0, heavy * 2.0]),
                        },
                    });
                }
                if let Some(&(ex, ey)) = pts.last() {
                    cross(out, ex, ey, cross_r, heavy * 1.2, warn);
                }
            }
            d.arrows.push(pts);
        }
        (Mark::Outline(sq), Pass::Boxes) => {
            let r = lay.square(*sq).inset(cell * BOX_INSET);
            out.push(Shape::Rect {
                x: r.x,
                y: r.y,
                w: r.w,
                h: r.h,
                fill: None,
                stroke: Some(Stroke::solid(warn, heavy * 1.4)),
            });
        }
        _ => {}
    }
}

/// What a legend explains.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Legend {
    pub color: bool,
    /// The three pieces with their pips.
    pub pieces: bool,
    /// The move marks of keys (dashed box, bold box, arrow, cross).
    pub marks: bool,
    /// The marks of hops that are not allowed (dashed arrow, outline).
    pub not_allowed: bool,
    /// A sentence on how a stack is drawn.
    pub stacks: bool,
}

impl Legend {
    /// Pieces and stacks: the legend of a puzzle page.
    pub fn pieces(color: bool) -> Legend {
        Legend {
            color,
            pieces: true,
            stacks: true,
            ..Legend::default()
        }
    }

    /// Pieces, stacks and the move marks: the legend of a key.
    pub fn key(color: bool) -> Legend {
        Legend {
            marks: true,
            ..Legend::pieces(color)
        }
    }
}

/// Text size of legends.
pub const LEGEND_SIZE: f64 = 8.0;

#[derive(Clone, Copy)]
enum Item {
    Piece(Piece),
    Left,
    Landed,
    Hop,
    Removed,
    NotAllowed,
    Breaks,
}

/// Draws a legend from the top `y` in a column `w` wide, its entries
/// flowing in lines; returns the bottom.
pub fn draw_legend(out: &mut Vec<Shape>, x: f64, y: f64, w: f64, legend: Legend) -> f64 {
    let ts = LEGEND_SIZE;
    let slot = 11.0;
    let grey = Color::grey(30);
    let warn = if legend.color { ALERT } else { INK };
    let mut items = Vec::new();
    if legend.pieces {
        items.extend(Piece::ALL.map(Item::Piece));
    }
    if legend.marks {
        items.extend([Item::Left, Item::Landed, Item::Hop, Item::Removed]);
    }
    if legend.not_allowed {
        items.extend([Item::NotAllowed, Item::Breaks]);
    }
    let mut lx = x;
    let mut y = y;
    let line_h = slot + 4.0;
    let heavy = 1.2;
    let sw = slot + 2.0;
    for item in &items {
        let label = match item {
            Item::Piece(p) => format!(
                "{} ({} pip{})",
                p.name(),
                p.pips(),
                if p.pips() > 1 { "s" } else { "" }
            ),
            Item::Left => "the piece left this square".into(),
            Item::Landed => "and landed here".into(),
            Item::Hop => "the hop".into(),
            Item::Removed => "the hopped piece, removed".into(),
            Item::NotAllowed => "a hop that is not allowed".into(),
            Item::Breaks => "the square that forbids it".into(),
        };
        let icon_w = match item {
            Item::Piece(_) => piece_width(slot),
            Item::Hop | Item::NotAllowed => sw * 1.6,
            _ => sw,
        };
        let need = icon_w + 4.0 + measure(&label, ts, Weight::Regular) + 12.0;
        if lx > x && lx + need - 12.0 > x + w {
            lx = x;
            y += line_h;
        }
        let (bx, by) = (lx, y + 1.0);
        match item {
            Item::Piece(p) => draw_piece(out, lx, y + slot + 1.0, slot, *p, legend.color),
            Item::Left | Item::Landed | Item::Breaks => out.push(Shape::Rect {
                x: bx + 0.5,
                y: by + 0.5,
                w: sw - 1.0,
                h: sw - 1.0,
                fill: None,
                stroke: Some(match item {
                    Item::Left => Stroke {
                        color: INK,
                        width: heavy * 0.8,
                        dash: Some(vec![heavy * 2.5, heavy * 1.5]),
                    },
                    Item::Landed => Stroke::solid(INK, heavy * 1.2),
                    _ => Stroke::solid(warn, heavy * 1.4),
                }),
            }),
            Item::Hop => polyline_arrow(
                out,
                &[(bx, by + sw / 2.0), (bx + icon_w, by + sw / 2.0)],
                heavy,
                2.6,
                INK,
                false,
            ),
            Item::NotAllowed => {
                let (ya, xe) = (by + sw / 2.0, bx + icon_w - 3.0);
                out.push(Shape::Line {
                    x1: bx,
                    y1: ya,
                    x2: xe - 3.0,
                    y2: ya,
                    stroke: Stroke {
                        color: warn,
                        width: heavy,
                        dash: Some(vec![heavy * 3.0, heavy * 2.0]),
                    },
                });
                cross(out, xe, ya, 2.6, heavy * 1.2, warn);
            }
            Item::Removed => cross(out, bx + sw / 2.0, by + sw / 2.0, 3.0, heavy * 1.2, warn),
        }
        out.push(Shape::Text {
            x: lx + icon_w + 4.0,
            y: y + slot - 1.0,
            size: ts,
            weight: Weight::Regular,
            align: Align::Left,
            color: grey,
            text: label,
        });
        lx += need;
    }
    if !items.is_empty() {
        y += line_h + 2.0;
    }
    if legend.stacks {
        let style = Style::new(ts, Weight::Regular).color(grey);
        let note = "A stack is drawn from its bottom piece (lowest) up to its top piece; \
                    a stack of more than three continues in the next column on the right.";
        y = paragraph(out, x, y, w, style, note);
    }
    y
}
