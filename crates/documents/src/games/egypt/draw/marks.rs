//! Marks over a board: move boxes, hop arrows (played, to play, examples,
//! not allowed), the cross of a removed piece and the outline of a square
//! that forbids a hop.

use super::*;

#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Pass {
    Boxes,
    Arrows,
}

/// Stroke width of the marks on a board with squares of side `cell`:
/// about three times the grid's lines.
fn mark_width(cell: f64) -> f64 {
    (cell * 0.04).clamp(1.3, 2.6)
}

/// Where row hops run and how low the stacks they cross must stay.
///
/// A row hop's arrow runs through the upper part of its squares, above a
/// lone piece. A taller stack on its way (the start, the hopped square,
/// the landing) would stand under the arrow, its top piece hidden: the
/// arrow then rises as little as it must, never onto a grid line, and
/// those stacks stand in the room under it (their top piece whole but for
/// its tip, [`APEX`], each piece below a band of at least [`LEAST_BAND`]). Where even that does
/// not fit, the arrow keeps its place.
#[derive(Default)]
pub(super) struct RowHops {
    /// Per mark of the style: the arrow's rise over its default lift.
    pub rise: Vec<f64>,
    /// Per crossed place (row, column): the lowest the stack's top may
    /// reach (a page y), `None` where the arrow already clears it.
    pub crossed: Vec<((i32, i32), Option<f64>)>,
}

/// A lower piece's least band in a stack standing under a row hop's
/// arrow, as a share of the unit: enough to tell its size.
pub(super) const LEAST_BAND: f64 = 0.1;

/// How much of a top piece's height (its tip) a row hop's arrow may cover:
/// the tip is narrow, and the piece stays plain to see under it.
pub(super) const APEX: f64 = 0.3;

pub(super) fn row_hops(board: &Board, lay: &Layout, unit: f64, style: &BoardStyle) -> RowHops {
    let cell = lay.cell;
    let heavy = mark_width(cell);
    let head_half = (heavy * 2.0).max(2.6);
    let case = casing(heavy);
    let place = |sq: Square| (i32::from(sq.row), i32::from(sq.col));
    let size = board.size();
    let mut plan = RowHops::default();
    for m in &style.highlight {
        let (from, to, hollow) = match m {
            Mark::Move(mv) => (place(mv.from), place(mv.to), false),
            Mark::ToPlay(mv) => (place(mv.from), place(mv.to), true),
            Mark::Arrow { from, to, .. } => (*from, *to, false),
            Mark::Hopped(_) | Mark::Outline(_) => {
                plan.rise.push(0.0);
                continue;
            }
        };
        if from.0 != to.0 {
            plan.rise.push(0.0);
            continue;
        }
        // Half the arrow's widest part (its head on the casing) and a hair.
        let half = if hollow {
            head_half + heavy * 0.8 + case * 1.5
        } else {
            head_half + case * 1.5
        } + cell * 0.02;
        let row = lay.place(from.0, 0);
        let y = row.center().1 + lift(cell, from, to).1;
        let floor = row.bottom() - cell * BAND;
        let (a, b) = (from.1.min(to.1), from.1.max(to.1));
        let on_board = |c: i32| {
            usize::try_from(from.0)
                .ok()
                .filter(|r| *r < size.rows())
                .and_then(|r| {
                    usize::try_from(c)
                        .ok()
                        .filter(|c| *c < size.cols())
                        .map(|c| Square::new(r, c))
                })
        };
        // How tall each crossed stack stands, and the least it may.
        let stands: Vec<(i32, f64, f64, f64)> = (a..=b)
            .filter_map(|c| on_board(c).map(|sq| (c, sq)))
            .filter_map(|(c, sq)| {
                let heights: Vec<f64> = board
                    .stack(sq)
                    .pieces()
                    .map(|p| piece_height(p, unit))
                    .collect();
                let top = *heights.last()?;
                let whole = heights.iter().sum::<f64>().min(cell * (1.0 - 2.0 * BAND));
                // A squeezed stack's lower pieces share their room in
                // proportion to their heights (draw_stack): the least room
                // gives the shortest of them its least band, and never
                // more than the stack takes unsqueezed.
                let lower = &heights[..heights.len() - 1];
                let shortest = lower.iter().copied().fold(f64::INFINITY, f64::min);
                let share = (unit * LEAST_BAND / shortest).min(1.0);
                let least = (top + lower.iter().sum::<f64>() * share).min(whole);
                // The arrow may pass over the tip of the top piece, no more.
                let tip = top * APEX;
                Some((c, whole - tip, least - tip, tip))
            })
            .collect();
        let clear = |y: f64| {
            stands
                .iter()
                .all(|(_, whole, _, _)| floor - whole >= y + half)
        };
        // The head may reach halfway over the grid line above, no further.
        let highest = row.y + half * 0.5;
        let fits = |y: f64| {
            stands
                .iter()
                .all(|(_, _, least, _)| floor - least >= y + half)
        };
        let chosen = if clear(y) {
            y
        } else {
            // As low as every crossed stack's least height allows.
            let lowest = stands
                .iter()
                .map(|(_, _, least, _)| floor - least - half)
                .fold(y, f64::min);
            if lowest >= highest && fits(lowest) {
                lowest
            } else {
                y
            }
        };
        plan.rise.push(chosen - y);
        for c in a..=b {
            let need = stands
                .iter()
                .find(|(sc, _, _, _)| *sc == c)
                .filter(|(_, whole, least, _)| {
                    floor - whole < chosen + half && floor - least >= chosen + half
                })
                .map(|(_, _, _, tip)| chosen + half - tip);
            plan.crossed.push(((from.0, c), need));
        }
    }
    plan
}

/// The straight path of an arrow between grid places: from a little past
/// the start square's centre to short of the landing square's centre, so
/// that both ends lie inside their squares; the head's tip last.
fn route(lay: &Layout, from: (i32, i32), to: (i32, i32), rise: f64) -> Vec<(f64, f64)> {
    let (lx, ly) = lift(lay.cell, from, to);
    let ly = ly + rise;
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
pub(super) fn arrow(
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
pub(super) fn cross(out: &mut Vec<Shape>, cx: f64, cy: f64, r: f64, width: f64, color: Color) {
    out.push(Shape::Circle {
        cx,
        cy,
        r: r * DISC,
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
pub(super) fn stop_bar(
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
pub(super) fn forbid_box(out: &mut Vec<Shape>, r: Rect, width: f64, color: Color) {
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

/// Radius of the white disc under a removed mark's cross of half-size `r`.
const DISC: f64 = 1.45;

/// The outline of a piece as drawn: its pyramid, or for a piece under
/// others in a tall stack the band of its base that shows.
fn silhouette(b: &PieceBox, unit: f64) -> Vec<(f64, f64)> {
    let full = piece_height(b.piece, unit).max(b.rect.h);
    let (l, r, bottom) = (b.rect.x, b.rect.right(), b.rect.bottom());
    let cx = (l + r) / 2.0;
    let k = 1.0 - b.rect.h / full;
    vec![
        (l, bottom),
        (r, bottom),
        (cx + (r - cx) * k, b.rect.y),
        (cx - (cx - l) * k, b.rect.y),
    ]
}

/// Whether a disc at `c` of radius `r` touches the convex outline `poly`.
pub(crate) fn disc_meets(c: (f64, f64), r: f64, poly: &[(f64, f64)]) -> bool {
    let n = poly.len();
    let mut inside = true;
    let mut sign = 0.0;
    for i in 0..n {
        let (a, b) = (poly[i], poly[(i + 1) % n]);
        let (ex, ey) = (b.0 - a.0, b.1 - a.1);
        let len2 = ex * ex + ey * ey;
        let t = if len2 > 0.0 {
            (((c.0 - a.0) * ex + (c.1 - a.1) * ey) / len2).clamp(0.0, 1.0)
        } else {
            0.0
        };
        let (px, py) = (a.0 + ex * t, a.1 + ey * t);
        if (c.0 - px).powi(2) + (c.1 - py).powi(2) < r * r {
            return true;
        }
        let cr = ex * (c.1 - a.1) - ey * (c.0 - a.0);
        if len2 > 0.0 {
            if sign == 0.0 {
                sign = cr.signum();
            } else if cr.signum() != sign {
                inside = false;
            }
        }
    }
    inside
}

/// Where a removed mark goes on its square and how large its cross is:
/// where the hop's arrow crosses the square (`lift` from its centre) when
/// no piece that stays lies under its disc; else in a corner of the square
/// clear of them (top right first; not the corner that holds the stack's
/// height, `numbered`: 1 top left, 3 bottom left), the cross as large as
/// the room allows down to three fifths.
fn removed_place(
    square: Rect,
    lift: (f64, f64),
    r: f64,
    stays: &[Vec<(f64, f64)>],
    numbered: Option<usize>,
) -> (f64, f64, f64) {
    let (cx, cy) = square.center();
    let clear = |c: (f64, f64), r: f64| !stays.iter().any(|p| disc_meets(c, r * DISC, p));
    let on_arrow = (cx + lift.0, cy + lift.1);
    if clear(on_arrow, r) {
        return (on_arrow.0, on_arrow.1, r);
    }
    let m = square.w * 0.02;
    let corner = |k: usize, r: f64| {
        let d = r * DISC + m;
        match k {
            0 => (square.right() - d, square.y + d),
            1 => (square.x + d, square.y + d),
            2 => (square.right() - d, square.bottom() - d),
            _ => (square.x + d, square.bottom() - d),
        }
    };
    for s in [1.0, 0.9, 0.8, 0.7, 0.6] {
        for k in (0..4).filter(|k| numbered != Some(*k)) {
            let c = corner(k, r * s);
            if clear(c, r * s) {
                return (c.0, c.1, r * s);
            }
        }
    }
    let c = corner(0, r * 0.6);
    (c.0, c.1, r * 0.6)
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

pub(super) fn draw_mark(
    d: &mut BoardDrawing,
    lay: &Layout,
    (m, rise): (&Mark, f64),
    rises: &[f64],
    style: &BoardStyle,
    pass: Pass,
) {
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
            let pts = route(lay, from, to, rise);
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
            // On the hopped square where the hop's arrow crosses it, unless
            // a piece that stays there would lie under it.
            let (lx, ly, row_hop) = style
                .highlight
                .iter()
                .zip(rises.iter().chain(std::iter::repeat(&0.0)))
                .find_map(|(m, rise)| match m {
                    Mark::Move(mv) | Mark::ToPlay(mv) if mv.over() == Some(*sq) => {
                        let (lx, ly) = lift(cell, place(mv.from), place(mv.to));
                        Some((lx, ly + rise, mv.from.row == mv.to.row))
                    }
                    _ => None,
                })
                .unwrap_or((0.0, 0.0, false));
            let stays: Vec<Vec<(f64, f64)>> = d
                .pieces
                .iter()
                .filter(|b| b.square == *sq)
                .map(|b| silhouette(b, d.slot))
                .collect();
            // A tall stack's height stands in the top left corner, in the
            // bottom left one under a row hop's arrow (draw_stack).
            let numbered =
                (stays.len() > super::stack::NEST).then_some(if row_hop { 3 } else { 1 });
            let (cx, cy, r) = removed_place(lay.square(*sq), (lx, ly), cross_r, &stays, numbered);
            out.push(Shape::Begin(Tag::new("removed").data("square", sq)));
            cross(out, cx, cy, r, heavy * 1.2, warn);
            out.push(Shape::End);
        }
        (Mark::Arrow { from, to, legal }, Pass::Arrows) => {
            let pts = route(lay, *from, *to, rise);
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
