//! A square's stack: its pieces bottom up, squeezed when taller than the
//! square's room, and the number that says how tall a squeezed stack is.

use super::*;

/// Draws a square's stack in one column, bottom piece lowest, standing on
/// the square's lower margin: a stack that fits stands whole, piece on
/// piece; a taller one is drawn by [`TALL_STACKS`] in the same room.
///
/// `under` is set on a square a row hop's arrow crosses: `Some(Some(y))`
/// when the stack stands in the room under the arrow (its top at `y` or
/// lower, see `marks::row_hops`). The number of a tall stack crossed by
/// an arrow goes in the bottom left corner, where no arrow runs.
pub(super) fn draw_stack(
    d: &mut BoardDrawing,
    board: &Board,
    sq: Square,
    cell: Rect,
    unit: f64,
    under: Option<Option<f64>>,
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
    let floor = cell.bottom() - side * BAND;
    let room = match under.flatten() {
        Some(y) => room.min(floor - y),
        None => room,
    };
    let cx = cell.center().0;
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
    // The height, in the square's top left corner.
    let [dx, dy, share, least] = HEIGHT_LABEL;
    let size = (side * share).max(least).max(style.min_text);
    // A tall stack, one taller than the nest every square starts with,
    // says how tall it is, as the legend says ("in a tall stack ... a
    // number in the square's corner gives its height"), however small the
    // square and whether or not it is drawn squeezed; a stack of three or
    // fewer has none, squeezed or not. At the least printed size the
    // number may reach down to a row hop's arrow, drawn over it on its
    // white casing.
    if n > NEST {
        d.shapes.push(Shape::Begin(
            Tag::new("stack-height")
                .data("square", sq)
                .data("height", n),
        ));
        d.shapes.push(Shape::Text {
            x: cell.x + side * dx,
            // The text stays inside the square however small it is.
            y: if under.is_some() {
                cell.bottom() - side * 0.04
            } else {
                cell.y + (side * dy).max(size * 0.8 + side * 0.04)
            },
            size,
            weight: Weight::Bold,
            align: Align::Left,
            color: INK,
            text: n.to_string(),
        });
        d.shapes.push(Shape::End);
    }
}

/// Pieces in the nest every square starts with: a taller stack is a tall
/// one, and its height is written in its square's corner.
pub(crate) const NEST: usize = 3;

/// Where a tall stack's height is written: left and baseline offsets
/// and text size as shares of the square, and the least text size (pt,
/// the least any printed text gets).
pub(crate) const HEIGHT_LABEL: [f64; 4] = [0.08, 0.22, 0.17, 7.0];
