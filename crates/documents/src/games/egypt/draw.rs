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

    let unit = unit_share(tallest(board)) * cell;
    d.slot = unit;
    for sq in size.squares() {
        draw_stack(&mut d, board, sq, lay.square(sq), unit, style);
    }
    // Outlines first, then arrows and crosses on top of the pieces, each
    // on a white casing so that what lies under it stays readable.
    for m in &style.highlight {
        draw_mark(&mut d, &lay, m, style, Pass::Boxes);
    }
    for m in &style.highlight {
        draw_mark(&mut d, &lay, m, style, Pass::Arrows);
    }
    d
}

/// Draws a square's stack in one column, bottom piece lowest, standing on
/// the square's lower margin: a stack that fits stands whole, piece on
/// piece; a taller one is drawn by [`TALL_STACKS`] in the same room.
fn draw_stack(
    d: &mut BoardDrawing,
    board: &Board,
    sq: Square,
    cell: Rect,
    unit: f64,
    style: &BoardStyle,
) {
    let color = style.color;
    let stack = board.stack(sq);
    let pieces: Vec<Piece> = stack.pieces().collect();
    let n = pieces.len();
    if n == 0 {
        return;
    }
    let side = cell.w;
    let room = side * (1.0 - 2.0 * BAND);
    let cx = cell.center().0;
    let floor = cell.bottom() - side * BAND;
    let heights: Vec<f64> = pieces.iter().map(|p| piece_height(*p, unit)).collect();
    let total: f64 = heights.iter().sum();
    // How much of each piece shows: all of it when the stack fits.
    let (shown, squeeze): (Vec<f64>, f64) = if total <= room + 1e-9 {
        (heights.clone(), 1.0)
    } else {
        match TALL_STACKS {
            TallStacks::Banded => {
                let top = heights[n - 1];
                let f = ((room - top) / (total - top)).max(0.0);
                let mut v: Vec<f64> = heights.iter().map(|h| h * f).collect();
                v[n - 1] = top;
                (v, f)
            }
            TallStacks::Flattened => {
                let f = room / total;
                (heights.iter().map(|h| h * f).collect(), f)
            }
        }
    };
    d.shapes.push(Shape::Begin(Tag {
        scale: Some(ScaleHint {
            key: PIECE_SCALE_KEY.to_string(),
            unit,
            anchor: (cx, floor),
        }),
        ..Tag::new("stack").data("square", sq).data("height", n)
    }));
    let mut bottom = floor;
    for (i, p) in pieces.iter().enumerate() {
        let top = i + 1 == n;
        d.shapes.push(Shape::Begin(
            Tag::new(if top { "piece top" } else { "piece" })
                .data("square", sq)
                .data("size", size_name(*p))
                .data("level", i + 1),
        ));
        match (TALL_STACKS, squeeze < 1.0) {
            (TallStacks::Flattened, true) => {
                // A flattened whole piece: drawn at a smaller unit height.
                let w = unit * piece_scale(*p);
                let h = shown[i];
                let line = outline_width(unit);
                d.shapes.push(Shape::Polygon {
                    points: vec![
                        (cx - w / 2.0, bottom),
                        (cx + w / 2.0, bottom),
                        (cx, bottom - h),
                    ],
                    fill: Some(piece_fill(*p, color)),
                    stroke: Some(Stroke::solid(INK, line)),
                });
            }
            _ => draw_piece_band(&mut d.shapes, cx, bottom, unit, *p, color, shown[i]),
        }
        d.shapes.push(Shape::End);
        d.pieces.push(PieceBox {
            square: sq,
            index: i,
            piece: *p,
            rect: Rect::new(
                cx - unit * piece_scale(*p) / 2.0,
                bottom - shown[i],
                unit * piece_scale(*p),
                shown[i],
            ),
        });
        bottom -= shown[i];
    }
    d.shapes.push(Shape::End);
    // A stack drawn squeezed says how tall it is, in the square's top left
    // corner: bands are hard to count.
    let [dx, dy, share, least] = HEIGHT_LABEL;
    let size = (side * share).max(least).max(style.min_text);
    // Only where the number fits the corner above a row hop's arrow
    // (squares of about 32 pt and more; smaller boards go without).
    if squeeze < 1.0 && size <= side * MAX_LABEL_SHARE {
        d.shapes.push(Shape::Begin(
            Tag::new("stack-height")
                .data("square", sq)
                .data("height", n),
        ));
        d.shapes.push(Shape::Text {
            x: cell.x + side * dx,
            // The text stays inside the square however small it is.
            y: cell.y + (side * dy).max(size * 0.8 + side * 0.04),
            size,
            weight: Weight::Bold,
            align: Align::Left,
            color: INK,
            text: n.to_string(),
        });
        d.shapes.push(Shape::End);
    }
}

/// Where a squeezed stack's height is written: left and baseline offsets
/// and text size as shares of the square, and the least text size (pt,
/// the least any printed text gets).
pub(crate) const HEIGHT_LABEL: [f64; 4] = [0.08, 0.22, 0.17, 7.0];
/// Largest height label, as a share of its square: above it the number
/// would reach a row hop's arrow (see [`lift`]).
const MAX_LABEL_SHARE: f64 = 0.22;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Pass {
    Boxes,
    Arrows,
}

/// Stroke width of the marks on a board with squares of side `cell`:
/// about three times the grid's lines.
fn mark_width(cell: f64) -> f64 {
    (cell * 0.04).clamp(1.3, 2.6)
}

/// The straight path of an arrow between grid places: from a little past
/// the start square's centre to short of the landing square's centre, so
/// that both ends lie inside their squares; the head's tip last.
fn route(lay: &Layout, from: (i32, i32), to: (i32, i32)) -> Vec<(f64, f64)> {
    let (lx, ly) = lift(lay.cell, from, to);
    let a = lay.place(from.0, from.1).center();
    let b = lay.place(to.0, to.1).center();
    let (a, b) = ((a.0 + lx, a.1 + ly), (b.0 + lx, b.1 + ly));
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len <= 0.0 {
        return vec![a, b];
    }
    let (ux, uy) = (dx / len, dy / len);
    let c = lay.cell;
    let (s0, s1) = (c * 0.12, c * 0.22);
    vec![
        (a.0 + ux * s0, a.1 + uy * s0),
        (b.0 - ux * s1, b.1 - uy * s1),
    ]
}

/// How far a hop's arrow runs from the squares' centres: pieces stand on
/// the lower part of a square, centred, so a row hop runs through the
/// upper part (above a lone piece of any size) and a column hop left of
/// the centre (beside the pips); a diagonal hop runs through the centres
/// and the grid's corners, on no grid line.
fn lift(cell: f64, from: (i32, i32), to: (i32, i32)) -> (f64, f64) {
    if from.0 == to.0 {
        (0.0, -cell * 0.2)
    } else if from.1 == to.1 {
        (-cell * 0.24, 0.0)
    } else {
        (0.0, 0.0)
    }
}

/// The white casing under a mark of `width`: thin, so that what lies under
/// the mark stays readable, enough to part the mark from lines and pieces.
fn casing(width: f64) -> f64 {
    (width * 0.4).max(0.6)
}

/// A triangle shrunk towards its incentre so that its sides move in by `t`
/// (the inside of an outlined arrowhead); `None` when nothing is left.
fn inset_triangle(p: [(f64, f64); 3], t: f64) -> Option<Vec<(f64, f64)>> {
    let d = |a: (f64, f64), b: (f64, f64)| ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt();
    let (a, b, c) = (d(p[1], p[2]), d(p[0], p[2]), d(p[0], p[1]));
    let per = a + b + c;
    let area =
        ((p[1].0 - p[0].0) * (p[2].1 - p[0].1) - (p[2].0 - p[0].0) * (p[1].1 - p[0].1)).abs() / 2.0;
    if per <= 0.0 || area <= 0.0 {
        return None;
    }
    let r = 2.0 * area / per;
    if r <= t {
        return None;
    }
    let inc = (
        (a * p[0].0 + b * p[1].0 + c * p[2].0) / per,
        (a * p[0].1 + b * p[1].1 + c * p[2].1) / per,
    );
    let k = (r - t) / r;
    Some(
        p.iter()
            .map(|q| (inc.0 + (q.0 - inc.0) * k, inc.1 + (q.1 - inc.1) * k))
            .collect(),
    )
}

/// An arrow along `pts` (straight segments, tip last) on a white casing;
/// `hollow` draws it as an outline (a move still to play).
fn arrow(
    out: &mut Vec<Shape>,
    pts: &[(f64, f64)],
    width: f64,
    head_half: f64,
    color: Color,
    hollow: bool,
) {
    let case = casing(width);
    if hollow {
        // An outlined arrow: a wide ink arrow on its casing, then its inside
        // in white (shaft and head each one outline width in from the ink),
        // so the tip and the outline stay ink all round.
        let wide = width * 2.4;
        let big = head_half + width * 0.8;
        polyline_arrow(
            out,
            pts,
            wide + 2.0 * case,
            big + case * 1.5,
            Color::WHITE,
            false,
        );
        let start = out.len();
        polyline_arrow(out, pts, wide, big, color, false);
        let line = (width * 0.6).max(0.5);
        let inner: Vec<Shape> = out[start..]
            .iter()
            .filter_map(|sh| match sh {
                Shape::Line { x1, y1, x2, y2, .. } => {
                    let (dx, dy) = (x2 - x1, y2 - y1);
                    let len = (dx * dx + dy * dy).sqrt().max(1e-9);
                    let (ux, uy) = (dx / len, dy / len);
                    Some(Shape::Line {
                        x1: x1 + ux * line,
                        y1: y1 + uy * line,
                        x2: *x2,
                        y2: *y2,
                        stroke: Stroke::solid(Color::WHITE, (wide - 2.0 * line).max(0.3)),
                    })
                }
                Shape::Polygon { points, .. } if points.len() == 3 => {
                    inset_triangle([points[0], points[1], points[2]], line).map(|p| {
                        Shape::Polygon {
                            points: p,
                            fill: Some(Color::WHITE),
                            stroke: None,
                        }
                    })
                }
                _ => None,
            })
            .collect();
        out.extend(inner);
    } else {
        polyline_arrow(
            out,
            pts,
            width + 2.0 * case,
            head_half + case * 1.5,
            Color::WHITE,
            false,
        );
        polyline_arrow(out, pts, width, head_half, color, false);
    }
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

/// A bold cross (no ink circle, so it never reads as a pip) on a white
/// disc that parts it from an arrow or a piece under it.
fn cross(out: &mut Vec<Shape>, cx: f64, cy: f64, r: f64, width: f64, color: Color) {
    out.push(Shape::Circle {
        cx,
        cy,
        r: r * 1.45,
        fill: Some(Color::WHITE),
        stroke: None,
    });
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

/// The end of a hop that is not allowed: a bar across the line at `at`
/// (`dir` the line's direction), half `r` long each side.
fn stop_bar(
    out: &mut Vec<Shape>,
    at: (f64, f64),
    dir: (f64, f64),
    r: f64,
    width: f64,
    color: Color,
) {
    let (px, py) = (-dir.1, dir.0);
    out.push(Shape::Line {
        x1: at.0 + px * r,
        y1: at.1 + py * r,
        x2: at.0 - px * r,
        y2: at.1 - py * r,
        stroke: Stroke::solid(color, width * 1.3),
    });
}

/// The square that forbids a hop: a double outline (the square a move
/// landed on has a single one).
fn forbid_box(out: &mut Vec<Shape>, r: Rect, width: f64, color: Color) {
    let gap = (width * 1.6).max(1.5);
    for (k, w) in [(0.0, width * 0.9), (gap, width * 0.6)] {
        out.push(Shape::Rect {
            x: r.x + k,
            y: r.y + k,
            w: r.w - 2.0 * k,
            h: r.h - 2.0 * k,
            fill: None,
            stroke: Some(Stroke::solid(color, w)),
        });
    }
}

/// The move a pair of grid places names, as in the notation ("a1-c1").
fn move_name(from: (i32, i32), to: (i32, i32)) -> String {
    let name = |(r, c): (i32, i32)| {
        let col = u8::try_from(c)
            .ok()
            .filter(|c| *c < 26)
            .map_or('?', |c| (b'a' + c) as char);
        format!("{col}{}", r + 1)
    };
    format!("{}-{}", name(from), name(to))
}

fn draw_mark(d: &mut BoardDrawing, lay: &Layout, m: &Mark, style: &BoardStyle, pass: Pass) {
    let cell = lay.cell;
    let heavy = mark_width(cell);
    let accent = INK;
    let warn = if style.color { ALERT } else { INK };
    let head_half = (heavy * 2.0).max(2.6);
    let cross_r = (cell * 0.13).max(2.0);
    let out = &mut d.shapes;
    let place = |sq: Square| (i32::from(sq.row), i32::from(sq.col));
    match (m, pass) {
        (Mark::Move(mv), Pass::Arrows) | (Mark::ToPlay(mv), Pass::Arrows) => {
            let (from, to) = (place(mv.from), place(mv.to));
            let pts = route(lay, from, to);
            let played = matches!(m, Mark::Move(_));
            out.push(Shape::Begin(
                Tag::new(if played { "hop played" } else { "hop to-play" })
                    .data("move", mv)
                    .data("from", mv.from)
                    .data("to", mv.to),
            ));
            arrow(out, &pts, heavy, head_half, accent, !played);
            out.push(Shape::End);
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
                    width: heavy * 0.7,
                    dash: Some(vec![heavy * 2.5, heavy * 1.5]),
                }),
            });
            out.push(Shape::Rect {
                x: b.x,
                y: b.y,
                w: b.w,
                h: b.h,
                fill: None,
                stroke: Some(Stroke::solid(accent, heavy)),
            });
        }
        (Mark::Hopped(sq), Pass::Arrows) => {
            // On the hopped square where the hop's arrow crosses it.
            let (lx, ly) = style
                .highlight
                .iter()
                .find_map(|m| match m {
                    Mark::Move(mv) | Mark::ToPlay(mv) if mv.over() == Some(*sq) => {
                        Some(lift(cell, place(mv.from), place(mv.to)))
                    }
                    _ => None,
                })
                .unwrap_or((0.0, 0.0));
            let (cx, cy) = lay.square(*sq).center();
            let (cx, cy) = (cx + lx, cy + ly);
            out.push(Shape::Begin(Tag::new("removed").data("square", sq)));
            cross(out, cx, cy, cross_r, heavy * 1.2, warn);
            out.push(Shape::End);
        }
        (Mark::Arrow { from, to, legal }, Pass::Arrows) => {
            let pts = route(lay, *from, *to);
            out.push(Shape::Begin(
                Tag::new(if *legal {
                    "hop example"
                } else {
                    "hop not-allowed"
                })
                .data("move", move_name(*from, *to)),
            ));
            if *legal {
                arrow(out, &pts, heavy, head_half, accent, false);
            } else {
                // A dashed shaft ending in a bar across it (stop), not a
                // head: the hop does not happen.
                let (a, e) = (pts[0], pts[pts.len() - 1]);
                let (dx, dy) = (e.0 - a.0, e.1 - a.1);
                let len = (dx * dx + dy * dy).sqrt().max(1e-9);
                for (ink, w) in [(Color::WHITE, heavy + 2.0 * casing(heavy)), (warn, heavy)] {
                    out.push(Shape::Line {
                        x1: a.0,
                        y1: a.1,
                        x2: e.0,
                        y2: e.1,
                        stroke: Stroke {
                            color: ink,
                            width: w,
                            dash: (ink != Color::WHITE).then(|| vec![heavy * 3.0, heavy * 2.0]),
                        },
                    });
                }
                stop_bar(out, e, (dx / len, dy / len), cross_r, heavy * 1.2, warn);
            }
            out.push(Shape::End);
            d.arrows.push(pts);
        }
        (Mark::Outline(sq), Pass::Boxes) => {
            forbid_box(out, lay.square(*sq).inset(cell * BOX_INSET), heavy, warn);
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
    /// The hollow arrow of a move still to play.
    pub to_play: bool,
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
            to_play: true,
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
    ToPlay,
    NotAllowed,
    Breaks,
}

/// Draws a legend from the top `y` in a column `w` wide, its entries
/// flowing in lines; returns the bottom.
pub fn draw_legend(out: &mut Vec<Shape>, x: f64, y: f64, w: f64, legend: Legend) -> f64 {
    let ts = LEGEND_SIZE;
    let slot = 13.0;
    let grey = Color::grey(30);
    let warn = if legend.color { ALERT } else { INK };
    let mut items = Vec::new();
    if legend.pieces {
        items.extend(Piece::ALL.map(Item::Piece));
    }
    if legend.marks {
        items.extend([Item::Left, Item::Landed, Item::Hop, Item::Removed]);
    }
    if legend.to_play {
        items.push(Item::ToPlay);
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
            Item::Piece(p) => crate::tr!(
                "legend-piece",
                piece = super::words::piece_name(*p),
                pips = p.pips()
            ),
            Item::Left => crate::tr!("legend-left"),
            Item::Landed => crate::tr!("legend-landed"),
            Item::Hop => crate::tr!("legend-hop"),
            Item::Removed => crate::tr!("legend-removed"),
            Item::ToPlay => crate::tr!("legend-to-play"),
            Item::NotAllowed => crate::tr!("legend-not-allowed"),
            Item::Breaks => crate::tr!("legend-breaks"),
        };
        let icon_w = match item {
            Item::Piece(_) => piece_width(slot),
            Item::Hop | Item::ToPlay | Item::NotAllowed => sw * 1.6,
            _ => sw,
        };
        let need = icon_w + 4.0 + measure(&label, ts, Weight::Regular) + 12.0;
        if lx > x && lx + need - 12.0 > x + w {
            lx = x;
            y += line_h;
        }
        let (bx, by) = (lx, y + 1.0);
        match item {
            Item::Piece(p) => draw_piece(out, lx, y + slot, slot, *p, legend.color),
            Item::Breaks => forbid_box(
                out,
                Rect::new(bx + 0.5, by + 0.5, sw - 1.0, sw - 1.0),
                heavy,
                warn,
            ),
            Item::Left | Item::Landed => out.push(Shape::Rect {
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
            Item::Hop | Item::ToPlay => arrow(
                out,
                &[(bx, by + sw / 2.0), (bx + icon_w, by + sw / 2.0)],
                heavy,
                2.8,
                INK,
                matches!(item, Item::ToPlay),
            ),
            Item::NotAllowed => {
                let (ya, xe) = (by + sw / 2.0, bx + icon_w - 3.0);
                out.push(Shape::Line {
                    x1: bx,
                    y1: ya,
                    x2: xe,
                    y2: ya,
                    stroke: Stroke {
                        color: warn,
                        width: heavy,
                        dash: Some(vec![heavy * 3.0, heavy * 2.0]),
                    },
                });
                stop_bar(out, (xe, ya), (1.0, 0.0), 3.2, heavy * 1.2, warn);
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
        let note = crate::tr!("legend-stacks");
        y = paragraph(out, x, y, w, style, &note);
    }
    y
}
