//! Egyptian Solitaire on the web page: the player the page's script
//! drives ([`PLAYER`], script `assets/web/egypt.js`).
//!
//! **One drawing.** Each board is drawn by [`draw_board`] and written by the
//! SVG backend, so the page opens showing what the printed sheet shows. To
//! redraw after a move, the script draws stacks as `draw_stack` does, from
//! the sizes and shares handed to it as data (see [`shared`]); the browser
//! tests check its pieces and pips against [`draw_board`]'s after moves.
//!
//! **One set of rules.** The script asks the page's engine (the egypt crate
//! compiled to WebAssembly, `crates/web-engine`) for legal moves, moves,
//! the end of a game, hints and the check of written moves; it carries no
//! rule of its own.

use serde_json::{Value, json};

use crate::puzzle::{DrawStyle, WebPlay, WebPlayer};
use render::html::{escape, inline_svg, svg_elements};
use render::{Color, Rect};

use super::draw::{
    BAND, BoardStyle, HEIGHT, HEIGHT_LABEL, MIN_PIP_R, NEST, OUTLINE, PIP_LIFT, PIP_R, PIP_STEP,
    TALL_STACKS, TallStacks, draw_board, layout, piece_fill, piece_scale, pip_ink, size_name,
    unit_share,
};
use egypt::board::{Board, MAX_STACK, Move, Piece, Size};
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
    how: || crate::tr!("web-egypt-how"),
    script: include_str!("../../../assets/web/egypt.js"),
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
    let size = board.size();
    let label = board_label(size);
    let text = solution
        .map(|s| {
            s.iter()
                .map(|m| m.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .unwrap_or_default();
    // The script relabels this button (page.js, toggleSolution) with the
    // same message.
    let solution_button = if solution.is_some() {
        format!(
            "<button type=\"button\" data-act=\"solution\" aria-expanded=\"false\">{}</button>",
            escape(&crate::tr!("js-page-show-solution"))
        )
    } else {
        String::new()
    };
    let word = |id: &str| escape(&crate::tr!(id));
    let surface = format!(
        "<div class=\"play\"><div class=\"boardbox\">{svg}</div>\
<div class=\"side\"><div class=\"controls\" role=\"toolbar\" aria-label=\"{controls}\">\
<button type=\"button\" data-act=\"undo\">{undo}</button>\
<button type=\"button\" data-act=\"redo\">{redo}</button>\
<button type=\"button\" data-act=\"reset\">{reset}</button>\
<button type=\"button\" data-act=\"hint\">{hint}</button>{solution_button}\
<button type=\"button\" data-act=\"back\" hidden>{undo}</button>\
<label class=\"timer\"><input type=\"checkbox\" data-act=\"timer\"> {timer}</label> \
<span class=\"clock\" aria-live=\"off\"></span></div>\
<p class=\"status\" role=\"status\" aria-live=\"polite\"></p>\
<p class=\"options\"><label><input type=\"checkbox\" data-act=\"warn\"> {warn}</label> \
<span class=\"hintcount\"></span></p>\
<p class=\"solution\" hidden>{solution_word} <span class=\"soltext\">{text}</span></p>\
<div class=\"movebox\"><h3>{moves}</h3><ol class=\"moves\"></ol></div></div></div>",
        svg = board_svg(board, &label, style.color),
        text = escape(&text),
        controls = word("web-egypt-controls"),
        undo = word("web-egypt-undo"),
        redo = word("web-egypt-redo"),
        reset = word("web-egypt-reset"),
        hint = word("web-egypt-hint"),
        timer = word("web-egypt-timer"),
        warn = word("web-egypt-warn"),
        solution_word = word("web-egypt-solution"),
        moves = word("web-egypt-moves"),
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
        "target": {"kind": kind, "value": value, "text": goal_in_text(target)},
        "solution": solution.map(|s| s.iter().map(|m| m.to_string()).collect::<Vec<_>>()),
    });
    WebPlay {
        player: &PLAYER,
        surface,
        state,
    }
}

/// The goal as the script puts it in running text, "(finish with a
/// single Small)": the printed pages' goal words, which some languages
/// write as a line of their own with a capital ("Mit einer einzigen
/// kleinen Pyramide enden"); each of them starts with a word that is
/// lower case inside a sentence (a verb or a preposition).
pub(crate) fn goal_in_text(target: Target) -> String {
    let goal = super::words::goal_phrase(target);
    let mut chars = goal.chars();
    match chars.next() {
        Some(c) => c.to_lowercase().chain(chars).collect(),
        None => goal,
    }
}

/// The accessible name of a board of `size`, in the page's language.
pub(crate) fn board_label(size: Size) -> String {
    crate::tr!(
        "web-egypt-board-label",
        rows = size.rows(),
        cols = size.cols()
    )
}

/// What the page holds once: how [`draw_board`] draws a stack, as the
/// sizes and shares the script needs to draw stacks the same way after a
/// move (the browser tests compare its drawing with [`draw_board`]'s).
fn shared(style: &DrawStyle) -> (String, Value) {
    let per_piece = |f: &dyn Fn(Piece) -> Value| -> Value {
        Value::Object(
            Piece::ALL
                .iter()
                .map(|&p| (p.letter().to_string(), f(p)))
                .collect(),
        )
    };
    let data = json!({
        "cell": CELL,
        "origin": grid_origin(),
        "maxStack": MAX_STACK,
        "piece": {
            "margin": BAND,
            "height": HEIGHT,
            "unitShare": (1..=MAX_STACK).map(unit_share).collect::<Vec<_>>(),
            "scale": per_piece(&|p| json!(piece_scale(p))),
            "size": per_piece(&|p| json!(size_name(p))),
            "fill": per_piece(&|p| json!(piece_fill(p, style.color).hex())),
            "pipInk": per_piece(&|p| json!(pip_ink(p).hex())),
            "ink": Color::BLACK.hex(),
            "outline": OUTLINE,
            "pipR": PIP_R,
            "pipLift": PIP_LIFT,
            "pipStep": PIP_STEP,
            "minPipR": MIN_PIP_R,
            "heightLabel": HEIGHT_LABEL,
            // Stacks taller than this give their height (the legend's rule).
            "nest": NEST,
            "tall": match TALL_STACKS {
                TallStacks::Banded => "banded",
                TallStacks::Flattened => "flattened",
            },
        },
    });
    (String::new(), data)
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

fn round(v: f64) -> f64 {
    (v * 100.0).round() / 100.0
}

/// The board of a puzzle as an inline SVG: grid and labels, the pieces as
/// [`draw_board`] draws them, and empty layers the script fills.
pub(crate) fn board_svg(board: &Board, label: &str, color: bool) -> String {
    let size = board.size();
    let area = board_area(size);
    let style = BoardStyle::default().colored(color);
    let grid = draw_board(&Board::empty(size), area, &style);
    let full = draw_board(board, area, &style);
    let pieces = &full[grid.len().min(full.len())..];
    // The grid's lines and labels all share their look: egypt.css gives
    // it once (a day page has some 70 of each).
    let grid = GRID_LOOK
        .iter()
        .fold(svg_elements(&grid), |svg, (attrs, _)| {
            svg.replace(attrs, "")
        });
    let body = format!(
        "<g class=\"grid\">{grid}</g><g class=\"pieces\">{}</g><g class=\"squares\"></g>",
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

/// The attributes every line and label of a board's grid has as
/// [`draw_board`] draws it, and the rule of egypt.css that gives the same
/// look (a test checks both).
const GRID_LOOK: [(&str, &str); 2] = [
    (
        " stroke=\"#5a5a5a\" stroke-width=\"0.72\"",
        ".grid line { stroke: #5a5a5a; stroke-width: 0.72; }",
    ),
    (
        " fill=\"#3c3c3c\" font-size=\"13\" font-weight=\"bold\"",
        ".grid text { fill: #3c3c3c; font-size: 13px; font-weight: bold; }",
    ),
];

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
    fn the_grid_looks_as_drawn_with_its_attributes_in_the_stylesheet() {
        // Every line and label of the grid had the attributes the page
        // drops, in either colouring; the stylesheet gives them back.
        let css = include_str!("../../../assets/web/egypt.css");
        for color in [false, true] {
            for size in [Size::STANDARD_3X4, Size::STANDARD_4X5] {
                let style = BoardStyle::default().colored(color);
                let drawn =
                    svg_elements(&draw_board(&Board::empty(size), board_area(size), &style));
                let lines = drawn.matches("<line ").count();
                let labels = drawn.matches("<text ").count();
                assert_eq!(lines, size.rows() + size.cols() + 2);
                assert_eq!(labels, size.rows() + size.cols());
                assert_eq!(drawn.matches(GRID_LOOK[0].0).count(), lines);
                assert_eq!(drawn.matches(GRID_LOOK[1].0).count(), labels);
                let svg = board_svg(&Board::empty(size), "board", color);
                assert!(GRID_LOOK.iter().all(|(a, _)| !svg.contains(a)), "{svg}");
            }
        }
        for (_, rule) in GRID_LOOK {
            assert!(css.contains(rule), "egypt.css lacks {rule}");
        }
    }

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
}
