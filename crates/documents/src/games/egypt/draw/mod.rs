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
use render::{Align, Color, Rect, ScaleHint, Shape, Stroke, Tag, Weight};

mod legend;
mod marks;
mod stack;

pub use legend::{LEGEND_SIZE, Legend, draw_legend};
use marks::{Pass, draw_mark};
use stack::draw_stack;
pub(crate) use stack::{HEIGHT_LABEL, NEST};

/// Inset of the move boxes, as a share of the square.
const BOX_INSET: f64 = 0.04;

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
    /// A move still to play, on the position before it: a hollow arrow
    /// over the piece it will hop (no boxes, no cross: nothing has moved).
    ToPlay(Move),
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

/// Least printed width of a Small in an ordinary document: 2.5 mm.
pub const MIN_SMALL_MM: f64 = 2.5;
/// Least printed width of a Small in large print: 4 mm.
pub const MIN_SMALL_MM_LARGE: f64 = 4.0;
/// Points in a millimetre.
const PT_PER_MM: f64 = 72.0 / 25.4;

/// Least unit (the printed width of a Large, points) a document may give a
/// board: the Small is then [`MIN_SMALL_MM`] wide, or in large print
/// [`MIN_SMALL_MM_LARGE`].
pub fn min_unit(large_print: bool) -> f64 {
    let mm = if large_print {
        MIN_SMALL_MM_LARGE
    } else {
        MIN_SMALL_MM
    };
    mm * PT_PER_MM / piece_scale(Piece::Small)
}

/// Smallest unit a document may give a piece (points, the width of a
/// Large): the unit of an ordinary document.
pub const MIN_SLOT: f64 = 2.5 * 72.0 / 25.4 / 0.56;

/// Margin kept along every edge of a square, as a share of the square.
pub(crate) const BAND: f64 = 0.06;
/// Height of a piece's silhouette over its width.
pub(crate) const HEIGHT: f64 = 0.72;
/// Pip radius as a share of the unit (the width of a Large).
pub(crate) const PIP_R: f64 = 0.075;
/// Gap between a piece's base and its pips, as a share of the unit.
pub(crate) const PIP_LIFT: f64 = 0.06;
/// Space between pip centres, in pip radii.
pub(crate) const PIP_STEP: f64 = 2.7;
/// Widest a Large may be, as a share of the square's inner room.
const MAX_WIDE: f64 = 0.9;
/// Scale key of pieces: every piece of a page is drawn at one unit.
pub const PIECE_SCALE_KEY: &str = "egypt-piece";

/// How a stack taller than the square's room is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TallStacks {
    /// Side view of stacked pyramids: each lower piece shows a band of its
    /// base, the top piece stands whole.
    Banded,
    /// Every piece of the stack drawn lower (flattened), none hidden.
    Flattened,
}

/// The way this project draws tall stacks (see docs: both were drawn and
/// compared; the banded side view keeps the top piece unmistakable).
pub const TALL_STACKS: TallStacks = TallStacks::Banded;

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

/// Ink of the pips on a piece: white on the dark Large, else black.
pub(crate) fn pip_ink(p: Piece) -> Color {
    match p {
        Piece::Large => Color::WHITE,
        _ => INK,
    }
}

/// Relative width of a piece's silhouette (Large = 1): each size is at
/// least 28% wider than the one below it.
pub fn piece_scale(p: Piece) -> f64 {
    match p {
        Piece::Small => 0.56,
        Piece::Medium => 0.78,
        Piece::Large => 1.0,
    }
}

/// Width of a piece drawing for a unit (the width of a Large).
pub fn piece_width(unit: f64) -> f64 {
    unit
}

/// Full height of a piece's silhouette for a unit.
pub fn piece_height(p: Piece, unit: f64) -> f64 {
    unit * piece_scale(p) * HEIGHT
}

/// The size's name as SVG data.
pub(crate) fn size_name(p: Piece) -> &'static str {
    match p {
        Piece::Small => "small",
        Piece::Medium => "medium",
        Piece::Large => "large",
    }
}

/// Draws one piece whole, standing in a box `unit` wide whose
/// bottom-left corner is (`x`, `bottom`): a pyramid silhouette as wide as
/// its size, with its pips in a row near the base as on the real pieces.
pub fn draw_piece(out: &mut Vec<Shape>, x: f64, bottom: f64, unit: f64, p: Piece, color: bool) {
    let h = piece_height(p, unit);
    draw_piece_band(out, x + unit / 2.0, bottom, unit, p, color, h);
}

/// Least pip radius drawn (points): smaller pips are left out.
pub(crate) const MIN_PIP_R: f64 = 0.2;

/// Height above a piece's base that its pips take up, for a unit.
pub(crate) fn pip_room(unit: f64) -> f64 {
    unit * (2.0 * PIP_R + PIP_LIFT)
}

/// A piece's outline: share of the unit, least and most width (points).
pub(crate) const OUTLINE: [f64; 3] = [0.035, 0.3, 1.0];

/// Width of a piece's outline for a unit.
pub(crate) fn outline_width(unit: f64) -> f64 {
    (unit * OUTLINE[0]).clamp(OUTLINE[1], OUTLINE[2])
}

/// Draws a piece centred on `cx` standing on `bottom`, of which only the
/// lowest `band` of its height shows (the whole piece when `band` is its
/// height): a stack's lower pieces are bands under the piece above.
fn draw_piece_band(
    out: &mut Vec<Shape>,
    cx: f64,
    bottom: f64,
    unit: f64,
    p: Piece,
    color: bool,
    band: f64,
) {
    let w = unit * piece_scale(p);
    let h = piece_height(p, unit);
    let band = band.clamp(0.0, h);
    let line = outline_width(unit);
    let top_w = w * (1.0 - band / h);
    let mut points = vec![(cx - w / 2.0, bottom), (cx + w / 2.0, bottom)];
    if top_w > 1e-6 {
        points.push((cx + top_w / 2.0, bottom - band));
        points.push((cx - top_w / 2.0, bottom - band));
    } else {
        points.push((cx, bottom - h));
    }
    out.push(Shape::Polygon {
        points,
        fill: Some(piece_fill(p, color)),
        stroke: Some(Stroke::solid(INK, line)),
    });
    let n = p.pips();
    // The pips sit where they sit on the whole piece; a band too low to
    // hold them whole shows none (its width and fill still tell its size).
    let r = unit * PIP_R;
    if band + 1e-9 < pip_room(unit) || r < MIN_PIP_R {
        return;
    }
    let step = r * PIP_STEP;
    let cy = bottom - (r + unit * PIP_LIFT);
    let first = cx - step * f64::from(n - 1) / 2.0;
    for k in 0..n {
        out.push(Shape::Circle {
            cx: first + f64::from(k) * step,
            cy,
            r,
            fill: Some(pip_ink(p)),
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

/// The natural height, in units, of the `t` largest pieces stacked (the
/// tallest stack a board draws without squeezing has at most three).
fn stack_units(t: usize) -> f64 {
    [Piece::Large, Piece::Medium, Piece::Small]
        .iter()
        .take(t.clamp(1, 3))
        .map(|p| piece_scale(*p) * HEIGHT)
        .sum()
}

/// The unit (width of a Large, as a share of the square) of a board whose
/// tallest stack has `tallest` pieces: a stack of up to three stands whole
/// in its square; taller stacks are squeezed into the same room.
pub fn unit_share(tallest: usize) -> f64 {
    let room = 1.0 - 2.0 * BAND;
    (room / stack_units(tallest)).min(room * MAX_WIDE)
}

fn tallest(board: &Board) -> usize {
    board.stacks().iter().map(|s| s.len()).max().unwrap_or(0)
}

/// The smallest square side (points) at which every piece of `board` gets
/// at least `unit` points.
pub fn min_cell_for(board: &Board, unit: f64) -> f64 {
    unit / unit_share(tallest(board))
}

/// The smallest square side (points) at which every piece of `board` gets
/// at least [`MIN_SLOT`].
pub fn min_cell(board: &Board) -> f64 {
    min_cell_for(board, MIN_SLOT)
}

/// The smallest width of a board drawing (with or without coordinates) at
/// which its pieces keep the least printed size of an ordinary document.
pub fn min_board_width(board: &Board, coordinates: bool) -> f64 {
    min_board_width_for(board, coordinates, false)
}

/// The smallest width of a board drawing at which its Smalls keep the
/// least printed width of the document ([`min_unit`]).
pub fn min_board_width_for(board: &Board, coordinates: bool, large_print: bool) -> f64 {
    let extra = if coordinates { 0.42 } else { 0.0 };
    min_cell_for(board, min_unit(large_print)) * (board.size().cols() as f64 + extra)
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
    /// The unit of every piece on this board (points, the width of a
    /// Large) before a page brings its boards to one unit.
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
    if !area.is_drawable() {
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
    for sq in size.squares() {
        let r = lay.square(sq);
        out.push(Shape::Begin(Tag::new("square").data("square", sq)));
        out.push(Shape::Rect {
            x: r.x,
            y: r.y,
            w: r.w,
            h: r.h,
            fill: Some(Color::grey(248)),
            stroke: None,
        });
        out.push(Shape::End);
    }
    let line = Stroke::solid(Color::grey(90), thin);
    for r in 0..=lay.rows {
        let y = grid.y + r as f64 * cell;
        out.push(Shape::hline(grid.x, grid.right(), y, line.clone()));
    }
    for c in 0..=lay.cols {
        let x = grid.x + c as f64 * cell;
        out.push(Shape::vline(x, grid.y, grid.bottom(), line.clone()));
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

    let unit = unit_share(tallest(board)) * cell;
    d.slot = unit;
    // Row hops run above the stacks they cross (marks::row_hops).
    let hops = marks::row_hops(board, &lay, unit, style);
    for sq in size.squares() {
        let place = (i32::from(sq.row), i32::from(sq.col));
        let mut crossed = hops.crossed.iter().filter(|(p, _)| *p == place).peekable();
        let under = crossed
            .peek()
            .is_some()
            .then(|| crossed.filter_map(|(_, c)| *c).reduce(f64::max));
        draw_stack(&mut d, board, sq, lay.square(sq), unit, under, style);
    }
    // Outlines first, then arrows and crosses on top of the pieces, each
    // on a white casing so that what lies under it stays readable.
    let rise = |i: usize| hops.rise.get(i).copied().unwrap_or(0.0);
    for (i, m) in style.highlight.iter().enumerate() {
        draw_mark(&mut d, &lay, (m, rise(i)), &hops.rise, style, Pass::Boxes);
    }
    for (i, m) in style.highlight.iter().enumerate() {
        draw_mark(&mut d, &lay, (m, rise(i)), &hops.rise, style, Pass::Arrows);
    }
    d
}
