//! The Pyramid card solitaires on the web page: the player the page's
//! script drives ([`PLAYER`], script `assets/web/cards.js`).
//!
//! **One drawing.** Card faces are drawn by [`draw_deal`] (a deal of one
//! card gives one face) into `<defs>` once per page, and the place and size
//! of every pyramid card are read back from [`draw_deal`] drawing the
//! deal's pyramid; the script only places those faces, so the page shows
//! the cards the deal sheet prints.
//!
//! **One set of rules.** The script carries a copy of the rule model of
//! RULES.md section 2 as [`cards::engine`] implements it (available cards,
//! overlap pairing, passes, win), with the engine's move order and move
//! notation; the browser tests compare its legal moves with
//! [`cards::engine::Table::legal_moves`] along random games of every
//! preset, and play each deal's proved solution through the page.

use serde_json::{Value, json};

use super::words::rules_summary;
use crate::puzzle::{DrawStyle, WebPlay, WebPlayer};
use render::html::{escape, inline_svg, svg_elements};
use render::{Color, Rect, Shape, Stroke};

use super::draw::{draw_deal, face_label};
use cards::deal::{Card, Deal};
use cards::engine::Move;
use cards::rules::{Availability, Passes, Rules, Win};

/// Width of the playing surface, in points (the SVG scales to the screen).
const W: f64 = 520.0;
/// Height given to the pyramid.
const PYRAMID_H: f64 = 400.0;
/// Width of the card faces in `<defs>` (placed with a scale).
const FACE_W: f64 = 60.0;
/// Card height / width, as [`draw_deal`] draws cards.
const ASPECT: f64 = 1.4;
/// Gap between the pyramid and the stock row.
const GAP: f64 = 14.0;

/// The player of card deals.
pub static PLAYER: WebPlayer = WebPlayer {
    name: "cards",
    how: || crate::tr!("web-cards-how"),
    script: include_str!("../../../assets/web/cards.js"),
    css: include_str!("../../../assets/web/cards.css"),
    shared,
};

/// Where [`draw_deal`] puts the pyramid cards of `deal` in the surface's
/// pyramid area: `[x, y, scale]` of each card, row by row, the scale
/// applying to a face drawn [`FACE_W`] wide.
pub fn pyramid_slots(deal: &Deal) -> Vec<[f64; 3]> {
    let Ok(pyramid) = Deal::custom(deal.pyramid().to_vec(), Vec::new()) else {
        return Vec::new();
    };
    draw_deal(&pyramid, Rect::new(0.0, 0.0, W, PYRAMID_H))
        .iter()
        .filter_map(|s| match s {
            Shape::Rect { x, y, w, .. } => Some([round(*x), round(*y), round4(w / FACE_W)]),
            _ => None,
        })
        .collect()
}

fn round(v: f64) -> f64 {
    (v * 100.0).round() / 100.0
}

fn round4(v: f64) -> f64 {
    (v * 1e4).round() / 1e4
}

/// One card face as [`draw_deal`] draws it, [`FACE_W`] wide at the origin.
fn face(c: Card) -> Vec<Shape> {
    match Deal::custom(vec![c], Vec::new()) {
        Ok(d) => draw_deal(&d, Rect::new(0.0, 0.0, FACE_W, FACE_W * ASPECT)),
        Err(_) => Vec::new(),
    }
}

/// The back of a card (the stock), the size of a face.
fn back() -> Vec<Shape> {
    let (w, h) = (FACE_W, FACE_W * ASPECT);
    let mut out = vec![Shape::Rect {
        x: 0.0,
        y: 0.0,
        w,
        h,
        fill: Some(Color::rgb(40, 80, 140)),
        stroke: Some(Stroke::solid(Color::BLACK, 1.0)),
    }];
    out.push(Shape::Rect {
        x: w * 0.12,
        y: w * 0.12,
        w: w * 0.76,
        h: h - w * 0.24,
        fill: None,
        stroke: Some(Stroke::solid(Color::WHITE, 1.5)),
    });
    out
}

/// The faces of all 52 cards (`pc-5H`, ..., ten as `pc-TH`) and the back
/// (`pc-back`), and the sizes the script needs.
fn shared(_style: &DrawStyle) -> (String, Value) {
    // Faces start with one of a few frames (black and red cards): each
    // drawn once (`pc-f0`, `pc-f1`, ...) and placed in the faces.
    let mut frames: Vec<String> = Vec::new();
    let mut faces = String::new();
    for c in Card::deck() {
        let shapes = face(c);
        let body = match shapes.split_first() {
            Some((first, rest)) => {
                let frame = svg_elements(std::slice::from_ref(first));
                let k = match frames.iter().position(|f| *f == frame) {
                    Some(k) => k,
                    None => {
                        frames.push(frame);
                        frames.len() - 1
                    }
                };
                format!("<use href=\"#pc-f{k}\"/>{}", svg_elements(rest))
            }
            None => String::new(),
        };
        faces.push_str(&format!("<g id=\"pc-{c}\">{body}</g>"));
    }
    let mut defs: String = frames
        .iter()
        .enumerate()
        .map(|(k, f)| format!("<g id=\"pc-f{k}\">{f}</g>"))
        .collect();
    defs.push_str(&faces);
    defs.push_str(&format!("<g id=\"pc-back\">{}</g>", svg_elements(&back())));
    let labels: serde_json::Map<String, Value> = Card::deck()
        .map(|c| (c.to_string(), json!(face_label(c))))
        .collect();
    let data = json!({
        "width": W,
        "faceW": FACE_W,
        "aspect": ASPECT,
        "pyramidH": PYRAMID_H,
        "gap": GAP,
        "labels": Value::Object(labels),
        // The draw and reset words of every language's printed key, which
        // the check of written steps reads (as `pyramid-press check` does).
        "stepWords": {"draw": super::words::step_words().0, "reset": super::words::step_words().1},
    });
    (defs, data)
}

/// The rules as the script reads them.
pub fn rules_json(rules: Rules) -> Value {
    json!({
        "avail": match rules.availability {
            Availability::WasteTop => "waste-top",
            Availability::WasteTopPlusDrawn => "waste-top-plus-drawn",
            Availability::TopTwoWaste => "top-two-waste",
        },
        "overlap": rules.overlap_pairing,
        "passes": match rules.passes {
            Passes::Unlimited => 0,
            Passes::Limited(n) => n,
        },
        "win": match rules.win {
            Win::PyramidEmpty => "pyramid",
            Win::AllCards => "all",
        },
    })
}

/// The playable form of a deal under `rules`, with the proved solution
/// the hints and the solution key follow.
pub fn web_play(id: &str, deal: &Deal, rules: Rules, solution: &[Move]) -> WebPlay {
    let slots = pyramid_slots(deal);
    let cards: String = deal
        .pyramid()
        .iter()
        .zip(&slots)
        .map(|(c, s)| {
            format!(
                "<use href=\"#pc-{c}\" transform=\"translate({} {}) scale({})\"/>",
                s[0], s[1], s[2]
            )
        })
        .collect();
    let scale = slots.first().map_or(1.0, |s| s[2]);
    let row_h = FACE_W * ASPECT * scale;
    let h = PYRAMID_H + GAP + row_h + 30.0;
    let stock = if deal.stock().is_empty() {
        String::new()
    } else {
        format!(
            "<use href=\"#pc-back\" transform=\"translate(0 {}) scale({scale})\"/>",
            PYRAMID_H + GAP
        )
    };
    let svg = inline_svg(
        W,
        round(h),
        &format!(
            "class=\"deal\" role=\"group\" aria-label=\"{}\"",
            escape(&crate::tr!("web-cards-deal-label"))
        ),
        &format!("<g class=\"table\">{cards}{stock}</g>"),
    );
    let steps: Vec<String> = solution.iter().map(|m| m.to_string()).collect();
    let shown = shown_steps(solution);
    let t = |id: &str| escape(&crate::tr!(id));
    let surface = format!(
        "<p class=\"rules\">{rules}</p><div class=\"play\"><div class=\"dealbox\">{svg}</div>\
<div class=\"side\"><div class=\"controls\" role=\"toolbar\" aria-label=\"{controls}\">\
<button type=\"button\" data-act=\"draw\">{draw}</button>\
<button type=\"button\" data-act=\"undo\">{undo}</button>\
<button type=\"button\" data-act=\"redo\">{redo}</button>\
<button type=\"button\" data-act=\"restart\">{restart}</button>\
<button type=\"button\" data-act=\"hint\">{hint}</button>\
<button type=\"button\" data-act=\"solution\" aria-expanded=\"false\">{show}</button>\
<button type=\"button\" data-act=\"back\" hidden>{undo}</button></div>\
<p class=\"status\" role=\"status\" aria-live=\"polite\"></p>\
<p class=\"options\"><label><input type=\"checkbox\" data-act=\"warn\"> {warn}</label> \
<span class=\"hintcount\"></span></p>\
<p class=\"solution\" hidden>{solution} <span class=\"soltext\">{text}</span></p>\
<p class=\"notation\">{notation}</p>\
<div class=\"movebox\"><h3>{moves}</h3><ol class=\"moves\"></ol></div></div></div>",
        rules = escape(&rules_summary(rules)),
        controls = t("web-cards-controls"),
        draw = t("js-cards-draw"),
        undo = t("web-cards-undo"),
        redo = t("web-cards-redo"),
        restart = t("web-cards-restart"),
        hint = t("web-cards-hint"),
        show = t("js-page-show-solution"),
        warn = t("web-cards-warn"),
        solution = escape(&crate::tr!("web-cards-solution", n = steps.len())),
        notation = t("web-cards-notation"),
        moves = t("web-cards-moves"),
        text = escape(&shown.join(" ")),
    );
    let state = json!({
        "id": id,
        "pyramid": deal.pyramid().iter().map(|c| c.to_string()).collect::<Vec<_>>(),
        "stock": deal.stock().iter().map(|c| c.to_string()).collect::<Vec<_>>(),
        "slots": slots,
        "rules": rules_json(rules),
        "solution": steps,
    });
    WebPlay {
        player: &PLAYER,
        surface,
        state,
    }
}

/// The solution as the page shows it: the moves in the page's notation,
/// draw and reset in the page's language and runs of draws folded as the
/// printed key folds them ("draw x3").
fn shown_steps(solution: &[Move]) -> Vec<String> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < solution.len() {
        let run = solution[i..]
            .iter()
            .take_while(|m| **m == Move::Draw)
            .count();
        out.push(match (&solution[i], run) {
            (Move::Draw, 1) => crate::tr!("js-cards-move-draw"),
            // One step, never broken over two lines.
            (Move::Draw, n) => crate::tr!("cards-step-draws", n = n).replace(' ', "\u{a0}"),
            (Move::Reset, _) => crate::tr!("js-cards-move-reset"),
            (m, _) => m.to_string(),
        });
        i += run.max(1);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shown_solution_folds_draws() {
        let line = [Move::Draw, Move::Draw, Move::Draw, Move::Reset, Move::Draw];
        assert_eq!(shown_steps(&line), ["draw\u{a0}x3", "reset", "draw"]);
    }

    #[test]
    fn slots_are_the_drawn_pyramid() {
        let d = Deal::from_seed(7);
        let s = pyramid_slots(&d);
        assert_eq!(s.len(), 28);
        // Rows go down, cards in a row go right, all the same size.
        assert!(s[1][1] > s[0][1] && s[2][0] > s[1][0]);
        assert!(s.iter().all(|q| q[2] == s[0][2]));
        assert!(s[27][0] + FACE_W * s[27][2] <= W + 0.01);
        assert!(s[27][1] + FACE_W * ASPECT * s[27][2] <= PYRAMID_H + 0.01);
    }

    #[test]
    fn a_face_is_one_card_of_the_deal_drawing() {
        let c: Card = "TH".parse().unwrap();
        let f = face(c);
        assert!(matches!(
            f[0],
            Shape::Rect {
                x: 0.0,
                y: 0.0,
                w: FACE_W,
                ..
            }
        ));
        assert!(
            f.iter()
                .any(|s| matches!(s, Shape::Text { text, .. } if *text == face_label(c)))
        );
    }
}
