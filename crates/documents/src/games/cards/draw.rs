//! The deal sheet drawing: the pyramid as 28 overlapping cards in 7 rows,
//! and the stock order as text below it.
//!
//! Each card shows its rank and suit symbol (`10♥`, `Q♠`) near its top
//! edge, the part left visible by the row below. Red suits are printed in
//! red on a faintly tinted card, so they stay distinguishable in black and
//! white (besides the symbols themselves being different).

use render::{Align, Color, Rect, Shape, Stroke, Weight};

use cards::deal::{Card, Deal};

/// Ink for red suits.
pub const RED: Color = Color::rgb(190, 0, 0);
/// Card fill for red suits (prints as a very light grey).
const RED_TINT: Color = Color::rgb(253, 236, 236);

/// Card height / width.
const ASPECT: f64 = 1.4;
/// Horizontal distance between cards in a row, in card widths.
const GAP: f64 = 1.12;
/// Vertical distance between rows, in card heights.
const ROW_STEP: f64 = 0.5;
/// Share of the area's height given to the pyramid (the rest: stock text).
const PYRAMID_SHARE: f64 = 0.8;

/// The label of a card face: rank and suit symbol, e.g. `10♥`, the rank
/// as the language prints it (`cards-ranks`: B, D, K in German, V, D, R
/// in French).
pub fn face_label(c: Card) -> String {
    format!("{}{}", rank_label(c), c.suit_symbol())
}

/// A card's rank as the current language prints it.
pub fn rank_label(c: Card) -> String {
    static RANKS: std::sync::Mutex<Vec<(&'static str, Vec<String>)>> =
        std::sync::Mutex::new(Vec::new());
    let lang = crate::locale::current().code();
    let mut known = RANKS.lock().unwrap_or_else(|e| e.into_inner());
    if !known.iter().any(|(l, _)| *l == lang) {
        let ranks: Vec<String> = crate::tr!("cards-ranks")
            .split_whitespace()
            .map(str::to_string)
            .collect();
        known.push((lang, ranks));
    }
    known
        .iter()
        .find(|(l, _)| *l == lang)
        .and_then(|(_, r)| r.get(usize::from(c.rank()) - 1).cloned())
        .unwrap_or_else(|| c.rank_label().to_string())
}

/// Draws a deal inside `area`: the pyramid centred at the top, the stock
/// order (top card first, numbered) below. Works for reduced pyramids too.
pub fn draw_deal(deal: &Deal, area: Rect) -> Vec<Shape> {
    let mut out = Vec::new();
    let rows = deal.rows().max(1) as f64;
    let has_stock = !deal.stock().is_empty();
    let pyr_h = if has_stock {
        area.h * PYRAMID_SHARE
    } else {
        area.h
    };
    // Widest row: `rows` cards; height: (rows - 1) steps plus one card.
    let cw_by_width = area.w / ((rows - 1.0) * GAP + 1.0);
    let cw_by_height = pyr_h / (ASPECT * ((rows - 1.0) * ROW_STEP + 1.0));
    let cw = cw_by_width.min(cw_by_height).max(0.0);
    let ch = cw * ASPECT;
    let total_h = ch * ((rows - 1.0) * ROW_STEP + 1.0);
    let top = area.y + (pyr_h - total_h).max(0.0) / 2.0;
    let cx = area.x + area.w / 2.0;
    let size = cw * 0.34;
    let stroke = Stroke::solid(Color::BLACK, (cw * 0.02).clamp(0.3, 1.0));
    for r in 0..deal.rows() {
        let y = top + r as f64 * ch * ROW_STEP;
        let row = deal.row(r);
        let row_w = (row.len() as f64 - 1.0) * cw * GAP + cw;
        for (k, &c) in row.iter().enumerate() {
            let x = cx - row_w / 2.0 + k as f64 * cw * GAP;
            out.push(Shape::Rect {
                x,
                y,
                w: cw,
                h: ch,
                fill: Some(if c.is_red() { RED_TINT } else { Color::WHITE }),
                stroke: Some(stroke.clone()),
            });
            out.push(Shape::Text {
                x: x + cw / 2.0,
                y: y + ch * ROW_STEP * 0.62,
                size,
                weight: Weight::Bold,
                align: Align::Center,
                color: if c.is_red() { RED } else { Color::BLACK },
                text: face_label(c),
            });
        }
    }
    if has_stock {
        draw_stock(deal, area, area.y + pyr_h, &mut out);
    }
    out
}

/// The stock as two or three lines of numbered cards.
fn draw_stock(deal: &Deal, area: Rect, y0: f64, out: &mut Vec<Shape>) {
    let stock = deal.stock();
    let band = area.y + area.h - y0;
    // Title line plus card lines, each 1.5 text sizes high; a numbered card
    // is about 7 characters of ~0.6 em. Fewer cards a line when 12 would
    // print below 7 pt.
    let fit = |per_line: usize| {
        let lines = stock.len().div_ceil(per_line);
        let size_by_h = band / (1.5 * (lines as f64 + 1.0));
        let size_by_w = area.w / (per_line as f64 * 7.5 * 0.6);
        size_by_h.min(size_by_w).max(0.0)
    };
    let per_line = [12usize, 8, 6]
        .into_iter()
        .find(|n| fit(*n) >= 7.0)
        .unwrap_or(12);
    let size = fit(per_line);
    let mut y = y0 + size * 1.3;
    out.push(Shape::Text {
        x: area.x,
        y,
        size,
        weight: Weight::Bold,
        align: Align::Left,
        color: Color::BLACK,
        text: crate::tr!("cards-stock-label"),
    });
    let cell = area.w / per_line as f64;
    for (i, &c) in stock.iter().enumerate() {
        if i % per_line == 0 {
            y += size * 1.5;
        }
        out.push(Shape::Text {
            x: area.x + (i % per_line) as f64 * cell,
            y,
            size,
            weight: Weight::Regular,
            align: Align::Left,
            color: if c.is_red() { RED } else { Color::BLACK },
            text: format!("{}. {}", i + 1, face_label(c)),
        });
    }
}

/// Narrowest legible card in print: 0.45 in.
pub const MIN_CARD_PT: f64 = 0.45 * 72.0;

/// Width of a full 7-row deal drawing in card widths (six gaps of 1.12
/// and a card), and its height (pyramid of 5.6 widths over the 80% share
/// the stock text leaves it).
const DEAL_W: f64 = 6.0 * 1.12 + 1.0;
const DEAL_H: f64 = 5.6 / 0.8;

/// Aspect and least legible width of a deal drawing.
pub fn figure_hint() -> (f64, f64) {
    (DEAL_W / DEAL_H, MIN_CARD_PT * DEAL_W)
}

/// The widest step of a deal's key as printed.
pub fn widest_step() -> String {
    let cards: Vec<_> = cards::deal::Card::deck().collect();
    let pairs = cards.iter().flat_map(|a| {
        cards
            .iter()
            .map(move |b| format!("{}+{}", face_label(*a), face_label(*b)))
    });
    crate::puzzle::widest_step_of(std::iter::once("draw\u{a0}x24".to_string()).chain(pairs))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_prints_thirteen_distinct_ranks() {
        use crate::locale::{Lang, scoped};
        for lang in Lang::ALL {
            let ranks: Vec<String> = (1..=13)
                .filter_map(|r| Card::new(r, 0))
                .map(|c| scoped(lang, || rank_label(c)))
                .collect();
            let mut distinct = ranks.clone();
            distinct.sort();
            distinct.dedup();
            assert_eq!(distinct.len(), 13, "{lang:?}: {ranks:?}");
            assert_eq!(ranks[1..10].join(" "), "2 3 4 5 6 7 8 9 10", "{lang:?}");
        }
        let court = |lang| {
            scoped(lang, || {
                [11, 12, 13, 1]
                    .map(|r| Card::new(r, 2).map(face_label).unwrap_or_default())
                    .join(" ")
            })
        };
        assert_eq!(court(Lang::De), "B\u{2665} D\u{2665} K\u{2665} A\u{2665}");
        assert_eq!(court(Lang::Fr), "V\u{2665} D\u{2665} R\u{2665} A\u{2665}");
        assert_eq!(court(Lang::Es), "J\u{2665} Q\u{2665} K\u{2665} A\u{2665}");
        assert_eq!(court(Lang::En), "J\u{2665} Q\u{2665} K\u{2665} A\u{2665}");
    }

    #[test]
    fn deal_sheet_fits_its_area() {
        let area = Rect {
            x: 36.0,
            y: 72.0,
            w: 520.0,
            h: 600.0,
        };
        let shapes = draw_deal(&Deal::from_seed(9), area);
        let rects: Vec<_> = shapes
            .iter()
            .filter_map(|s| match s {
                Shape::Rect { x, y, w, h, .. } => Some((*x, *y, *w, *h)),
                _ => None,
            })
            .collect();
        assert_eq!(rects.len(), 28);
        for (x, y, w, h) in rects {
            assert!(x >= area.x - 1e-6 && x + w <= area.x + area.w + 1e-6);
            assert!(y >= area.y - 1e-6 && y + h <= area.y + area.h * PYRAMID_SHARE + 1e-6);
        }
        let texts: Vec<&str> = shapes
            .iter()
            .filter_map(|s| match s {
                Shape::Text { text, y, .. } => {
                    assert!(*y <= area.y + area.h + 1e-6);
                    Some(text.as_str())
                }
                _ => None,
            })
            .collect();
        // 28 card faces, the stock title and 24 stock cards.
        assert_eq!(texts.len(), 28 + 1 + 24);
        let d = Deal::from_seed(9);
        assert_eq!(texts[0], face_label(d.pyramid()[0]));
        assert_eq!(texts[29], format!("1. {}", face_label(d.stock()[0])));
    }
}
