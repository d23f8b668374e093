//! The legend that explains pieces, stacks and marks beside a board.

use super::marks::{arrow, cross, forbid_box, stop_bar};
use super::*;

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
                piece = super::super::words::piece_name(*p),
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
