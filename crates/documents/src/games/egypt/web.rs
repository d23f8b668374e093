//! Egyptian Solitaire on the web page: the player the page's script
//! drives ([`PLAYER`], script `assets/web/egypt.js`).
//!
//! **One drawing.** Each board is drawn by [`draw_board`] and written by the
//! SVG backend, so the page opens showing what the printed sheet shows. To
//! redraw after a move, the script needs the pieces and where a stack puts
//! them: the pieces are drawn once by [`draw_piece`] into `<defs>`, and the
//! placement of every piece of a stack of every height is read back from
//! [`draw_board`] itself (by drawing probe stacks), then handed to the
//! script as data. The script only places those glyphs.
//!
//! **One set of rules.** The script carries a small copy of the move rule of
//! RULES.md section 1; the browser tests check it against
//! [`Board::legal_moves`] on thousands of positions.

use serde_json::{Value, json};

use crate::puzzle::{DrawStyle, WebPlay, WebPlayer};
use render::html::{escape, inline_svg, svg_elements};
use render::{Rect, Shape};

use super::draw::{BoardStyle, draw_board, draw_piece, layout};
use egypt::board::{Board, MAX_STACK, Move, Piece, Size, Square};
use egypt::notation::format_position;
use egypt::target::Target;

/// Side of a square in the page's drawings, in points (the SVG scales to
/// the screen).
pub const CELL: f64 = 60.0;
/// Room around a board for the outer grid line.
const MARGIN: f64 = 2.0;

/// The player of Egyptian Solitaire puzzles.
pub static PLAYER: WebPlayer = WebPlayer {
    name: "egypt",
    how: "Egyptian Solitaire: pick a piece, then the square two steps away (in a straight or \
          diagonal line) where it lands, an empty square or one topped by a piece of its own size; \
          the piece it hops over leaves the board.",
    script: concat!(
        include_str!("../../../assets/web/solve-egypt.js"),
        include_str!("../../../assets/web/egypt.js")
    ),
    css: include_str!("../../../assets/web/egypt.css"),
    shared,
};

/// The playable form of a position with its target and, when known, the
/// solution the hints follow.
pub fn web_play(
    board: &Board,
    target: Target,
    id: &str,
    solution: Option<&[Move]>,
    style: &DrawStyle,
) -> WebPlay {
    let _ = style;
    let size = board.size();
    let label = format!("Board of {} rows and {} columns", size.rows(), size.cols());
    let text = solution
        .map(|s| {
            s.iter()
                .map(|m| m.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .unwrap_or_default();
    let solution_button = if solution.is_some() {
        "<button type=\"button\" data-act=\"solution\" aria-expanded=\"false\">Show solution</button>"
    } else {
        ""
    };
    let surface = format!(
        "<div class=\"play\"><div class=\"boardbox\">{svg}</div>\
<div class=\"side\"><p class=\"status\" role=\"status\" aria-live=\"polite\"></p>\
<div class=\"controls\" role=\"toolbar\" aria-label=\"Puzzle controls\">\
<button type=\"button\" data-act=\"undo\">Undo</button>\
<button type=\"button\" data-act=\"redo\">Redo</button>\
<button type=\"button\" data-act=\"reset\">Reset</button>\
<button type=\"button\" data-act=\"hint\">Hint</button>{solution_button}\
<button type=\"button\" data-act=\"back\" hidden>Undo</button>\
<label class=\"timer\"><input type=\"checkbox\" data-act=\"timer\"> Timer</label> \
<span class=\"clock\" aria-live=\"off\"></span></div>\
<p class=\"options\"><label><input type=\"checkbox\" data-act=\"warn\"> Warn me when a move \
loses the puzzle</label> <span class=\"hintcount\"></span></p>\
<p class=\"solution\" hidden>Solution: <span class=\"soltext\">{text}</span></p>\
<div class=\"movebox\"><h3>Moves</h3><ol class=\"moves\"></ol></div></div></div>",
        svg = board_svg(board, &label),
        text = escape(&text),
    );
    let (kind, value) = match target {
        Target::Lone(piece) => ("lone", json!(piece.letter().to_string())),
        Target::ScoreAtMost(n) => ("score", json!(n)),
    };
    let state = json!({
        "id": id,
        "rows": size.rows(),
        "cols": size.cols(),
        "pos": format_position(board),
        "target": {"kind": kind, "value": value, "text": target.describe()},
        "solution": solution.map(|s| s.iter().map(|m| m.to_string()).collect::<Vec<_>>()),
    });
    WebPlay {
        player: &PLAYER,
        surface,
        state,
    }
}

/// What the page holds once: the piece glyphs and the placement tables.
fn shared(style: &DrawStyle) -> (String, Value) {
    let data = json!({
        "cell": CELL,
        "glyphSlot": glyph_slot(),
        "origin": grid_origin(),
        "stacks": stack_table(),
        "maxStack": MAX_STACK,
    });
    (glyph_defs(style.color), data)
}

/// The area a board of `size` is drawn in: `CELL`-point squares.
pub fn board_area(size: Size) -> Rect {
    Rect::new(
        MARGIN,
        MARGIN,
        (size.cols() as f64 + 0.42) * CELL,
        (size.rows() as f64 + 0.42) * CELL,
    )
}

/// Reference slot height the piece glyphs are drawn at.
pub fn glyph_slot() -> f64 {
    CELL * 0.34
}

fn polygon_points(s: &Shape) -> Option<&[(f64, f64)]> {
    match s {
        Shape::Polygon { points, .. } => Some(points),
        _ => None,
    }
}

/// Where [`draw_board`] puts each piece of a stack of `n` pieces on a
/// board whose tallest stack has `tallest` pieces (on one board every piece
/// may take its size from the tallest stack): for each piece, bottom to
/// top, the offset from the square's top-left corner and the scale that
/// map its glyph (drawn at [`glyph_slot`]) onto the drawn piece. Read back
/// from a probe board drawn by [`draw_board`]: stack `n` on a1, `tallest`
/// on c3.
pub fn stack_placements(tallest: usize, n: usize) -> Vec<[f64; 3]> {
    let size = Size::new(3, 3).expect("3x3");
    let area = board_area(size);
    let style = BoardStyle::default();
    let empty = draw_board(&Board::empty(size), area, &style).len();
    let mut probe = Board::empty(size);
    let sq = Square::new(0, 0);
    for _ in 0..n {
        probe.push(sq, Piece::Large);
    }
    for _ in 0..tallest.max(n) {
        probe.push(Square::new(2, 2), Piece::Large);
    }
    let shapes = draw_board(&probe, area, &style);
    let cell = layout(3, 3, area, &style).square(sq);
    let mut glyph = Vec::new();
    draw_piece(&mut glyph, 0.0, 0.0, glyph_slot(), Piece::Large, false);
    let Some(r) = glyph.iter().find_map(polygon_points) else {
        return Vec::new();
    };
    shapes[empty.min(shapes.len())..]
        .iter()
        .filter_map(polygon_points)
        // A whole piece (a triangle) or one shown as a band under the piece
        // above it (its base and the band's top): both start with the base.
        .filter(|p| p.len() == r.len() || p.len() == 4)
        .take(n)
        .map(|p| {
            let k = (p[1].0 - p[0].0) / (r[1].0 - r[0].0);
            let tx = p[0].0 - r[0].0 * k - cell.x;
            let ty = p[0].1 - r[0].1 * k - cell.y;
            [round(tx), round(ty), (k * 1e4).round() / 1e4]
        })
        .collect()
}

fn round(v: f64) -> f64 {
    (v * 100.0).round() / 100.0
}

/// The placement table: entry `[tallest - 1][n - 1]` says where the `n`
/// pieces of a stack go on a board whose tallest stack has `tallest`
/// pieces (see [`stack_placements`]). Pieces fill columns bottom up, so an
/// entry is `[scale, per_column, x, column_step, y, row_step]`: piece `i`
/// at `x + (i / per_column) * column_step`, `y + (i % per_column) *
/// row_step`. Where that does not reproduce every placement exactly, the
/// entry is the list of `[x, y, scale]` itself.
///
/// An entry equal to the one above it (same `n`, `tallest - 1`) is written
/// as `0`, which keeps the table small when the tallest stack does not
/// change how a stack is drawn.
fn stack_table() -> Value {
    let mut above: Vec<Value> = Vec::new();
    let mut table = Vec::new();
    for tallest in 1..=MAX_STACK {
        let row: Vec<Value> = (1..=tallest)
            .map(|n| {
                let p = stack_placements(tallest, n);
                match columns_model(&p) {
                    Some(m) => Value::Array(m.iter().map(|v| compact(*v)).collect()),
                    None => json!(p),
                }
            })
            .collect();
        let written: Vec<Value> = row
            .iter()
            .enumerate()
            .map(|(i, e)| {
                if above.get(i) == Some(e) {
                    json!(0)
                } else {
                    e.clone()
                }
            })
            .collect();
        table.push(Value::Array(written));
        above = row;
    }
    Value::Array(table)
}

/// A number as JSON, whole numbers without a decimal point.
fn compact(v: f64) -> Value {
    if v.fract() == 0.0 && v.abs() < 1e9 {
        json!(v as i64)
    } else {
        json!(v)
    }
}

/// The column description of a stack's placements, when it is exact.
fn columns_model(p: &[[f64; 3]]) -> Option<[f64; 6]> {
    let first = p.first()?;
    let per = p.iter().take_while(|q| q[0] == first[0]).count();
    let row_step = p
        .get(1)
        .filter(|_| per > 1)
        .map_or(0.0, |q| q[1] - first[1]);
    let col_step = p.get(per).map_or(0.0, |q| q[0] - first[0]);
    let m = [
        first[2],
        per as f64,
        first[0],
        round(col_step),
        first[1],
        round(row_step),
    ];
    let exact = p.iter().enumerate().all(|(i, q)| {
        let (col, row) = ((i / per) as f64, (i % per) as f64);
        (q[0] - (m[2] + col * m[3])).abs() < 0.015
            && (q[1] - (m[4] + row * m[5])).abs() < 0.015
            && q[2] == m[0]
    });
    exact.then_some(m)
}

/// The glyphs of the three pieces, as `<g>` elements with ids `pp-S`,
/// `pp-M`, `pp-L`.
fn glyph_defs(color: bool) -> String {
    let mut out = String::new();
    for p in Piece::ALL {
        let mut shapes = Vec::new();
        draw_piece(&mut shapes, 0.0, 0.0, glyph_slot(), p, color);
        out.push_str(&format!(
            "<g id=\"pp-{}\">{}</g>",
            p.letter(),
            svg_elements(&shapes)
        ));
    }
    out
}

/// The board of a puzzle as an inline SVG: grid and labels, the pieces as
/// [`draw_board`] draws them, and empty layers the script fills.
pub(crate) fn board_svg(board: &Board, label: &str) -> String {
    let size = board.size();
    let area = board_area(size);
    let style = BoardStyle::default();
    let grid = draw_board(&Board::empty(size), area, &style);
    let full = draw_board(board, area, &style);
    let pieces = &full[grid.len().min(full.len())..];
    let body = format!(
        "<g class=\"grid\">{}</g><g class=\"pieces\">{}</g><g class=\"squares\"></g>",
        svg_elements(&grid),
        svg_elements(pieces)
    );
    inline_svg(
        area.w + 2.0 * MARGIN,
        area.h + 2.0 * MARGIN,
        &format!(
            "class=\"board\" role=\"group\" aria-label=\"{}\"",
            escape(label)
        ),
        &body,
    )
}

/// Top-left corner of square a1 in every board's drawing.
fn grid_origin() -> [f64; 2] {
    let size = Size::STANDARD_3X4;
    let lay = layout(
        size.rows(),
        size.cols(),
        board_area(size),
        &BoardStyle::default(),
    );
    [round(lay.x0), round(lay.y0)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_origin_grid_square_is_aligned() {
        // The origin every board shares is where draw_board puts a1.
        for size in [Size::STANDARD_3X4, Size::STANDARD_4X5] {
            let lay = layout(
                size.rows(),
                size.cols(),
                board_area(size),
                &BoardStyle::default(),
            );
            assert!((lay.cell - CELL).abs() < 1e-9);
            assert_eq!([round(lay.x0), round(lay.y0)], grid_origin());
        }
    }

    #[test]
    fn stack_placements_cover_every_height() {
        for tallest in [1, 3, 5, 12, MAX_STACK] {
            for n in 1..=tallest {
                let p = stack_placements(tallest, n);
                assert_eq!(p.len(), n, "stack of {n} (tallest {tallest})");
                for q in &p {
                    assert!(
                        q[2] > 0.0 && q[0] >= 0.0 && q[1] > 0.0 && q[1] <= CELL,
                        "{q:?}"
                    );
                }
            }
        }
    }
}
