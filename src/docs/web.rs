//! The playable web page: one self-contained HTML file (inline SVG, CSS and
//! script; nothing fetched at run time) with the day's puzzles, or one
//! puzzle, to play in a browser from disk.
//!
//! **One drawing.** Each board is drawn by [`draw_board`] and written by the
//! SVG backend, so the page opens showing what the printed sheet shows. To
//! redraw after a move, the page's script needs the pieces and where a
//! stack puts them: the pieces are drawn once by [`draw_piece`] into
//! `<defs>`, and the placement of every piece of a stack of every height is
//! read back from [`draw_board`] itself (by drawing probe stacks), then
//! handed to the script as data. The script only places those glyphs.
//!
//! **One set of rules.** The script carries a small copy of the move rule of
//! RULES.md section 1; the browser tests check it against
//! [`Board::legal_moves`] on thousands of positions.

use std::path::Path;
use std::str::FromStr;

use serde_json::{Value, json};
use time::Date;

use crate::cards;
use crate::docs::deal_sheet::{SheetDeal, rules_name, rules_summary};
use crate::docs::puzzle_block::BlockContent;
use crate::egypt::board::{Board, MAX_STACK, Move, Piece, Size, Square};
use crate::egypt::daily::date_text;
use crate::egypt::draw::{BoardStyle, draw_board, draw_piece, layout};
use crate::egypt::generator::{Puzzle, Tier};
use crate::egypt::notation::format_position;
use crate::egypt::target::Target;
use crate::render::html::{escape, inline_svg, script_json, svg_elements};
use crate::render::{Format, Rect, Shape, write_atomic};

/// Side of a square in the page's drawings, in points (the SVG scales to
/// the screen).
pub const CELL: f64 = 60.0;
/// Room around a board for the outer grid line.
const MARGIN: f64 = 2.0;
/// The page's stylesheet and script.
const CSS: &str = include_str!("../../assets/web/page.css");
const SCRIPT: &str = include_str!("../../assets/web/play.js");

/// One puzzle of a page.
#[derive(Clone, Debug, PartialEq)]
pub struct WebPuzzle<'a> {
    /// Header, goal, ID and board.
    pub content: BlockContent<'a>,
    /// The solution the hints and the full solution follow, when known.
    pub solution: Option<&'a [Move]>,
    /// The grade in words ("look 3 moves ahead · ..."), when graded.
    pub grade: Option<String>,
}

/// What a page shows.
#[derive(Clone, Debug)]
pub struct WebPage<'a> {
    /// Window title and heading.
    pub title: String,
    /// The line under the heading (a date, a grid).
    pub subtitle: String,
    pub puzzles: Vec<WebPuzzle<'a>>,
    pub deal: Option<&'a SheetDeal>,
    /// Colour fills on the pieces (as `--color` on the printed sheet).
    pub color: bool,
}

/// The daily page of a date: its puzzles and, when given, its card deal.
pub fn daily_page(date: Date, puzzles: &[Puzzle], deal: Option<&SheetDeal>, color: bool) -> String {
    let page = WebPage {
        title: format!("{} {}", crate::docs::daily::TITLE, date_text(date)),
        subtitle: format!(
            "{}, {} {} {}",
            date.weekday(),
            date.day(),
            date.month(),
            date.year()
        ),
        puzzles: puzzles
            .iter()
            .enumerate()
            .map(|(i, p)| WebPuzzle {
                content: BlockContent::from_puzzle(i + 1, p),
                solution: Some(&p.solution),
                grade: Some(p.grade().words()),
            })
            .collect(),
        deal,
        color,
    };
    render_page(&page)
}

/// The page of one position.
pub fn single_page(
    board: &Board,
    target: Target,
    id: &str,
    solution: Option<&[Move]>,
    color: bool,
) -> String {
    let page = WebPage {
        title: crate::docs::single::TITLE.to_string(),
        subtitle: format!("{} puzzle {id}", board.size()),
        puzzles: vec![WebPuzzle {
            content: BlockContent {
                number: None,
                board,
                target,
                tier: None::<Tier>,
                id,
                grade: None,
            },
            solution,
            grade: None,
        }],
        deal: None,
        color,
    };
    render_page(&page)
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
        .filter(|p| p.len() == r.len() && p.len() >= 2)
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
fn board_svg(board: &Board, label: &str) -> String {
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

fn puzzle_section(i: usize, p: &WebPuzzle) -> String {
    let c = &p.content;
    let header = c.header();
    let goal = capitalised(&c.target.describe());
    let size = c.board.size();
    let label = format!(
        "{header}: board of {} rows and {} columns",
        size.rows(),
        size.cols()
    );
    let solution = match p.solution {
        Some(moves) => moves
            .iter()
            .map(|m| m.to_string())
            .collect::<Vec<_>>()
            .join(" "),
        None => String::new(),
    };
    let hint_buttons = if p.solution.is_some() {
        "<button type=\"button\" data-act=\"hint\">Reveal next move</button>\
         <button type=\"button\" data-act=\"solution\" aria-expanded=\"false\">Show solution</button>"
    } else {
        ""
    };
    let grade = match &p.grade {
        Some(g) => format!("<p class=\"grade\">{}</p>", escape(&capitalised(g))),
        None => String::new(),
    };
    format!(
        "<section class=\"puzzle\" id=\"puzzle-{n}\" data-index=\"{i}\">\
<h2>{h}</h2>{grade}\
<p class=\"goal\">{goal}. <span class=\"idline\">ID <code class=\"pid\">{id}</code> \
<button type=\"button\" class=\"copy\" data-act=\"copy\">Copy ID</button></span></p>\
<div class=\"play\"><div class=\"boardbox\">{svg}</div>\
<div class=\"side\"><p class=\"status\" role=\"status\" aria-live=\"polite\"></p>\
<div class=\"controls\" role=\"toolbar\" aria-label=\"Puzzle controls\">\
<button type=\"button\" data-act=\"undo\">Undo</button>\
<button type=\"button\" data-act=\"redo\">Redo</button>\
<button type=\"button\" data-act=\"reset\">Reset</button>{hint_buttons}\
<label class=\"timer\"><input type=\"checkbox\" data-act=\"timer\"> Timer</label> \
<span class=\"clock\" aria-live=\"off\"></span></div>\
<p class=\"solution\" hidden>Solution: <span class=\"soltext\">{solution}</span></p>\
<div class=\"movebox\"><h3>Moves</h3><ol class=\"moves\"></ol></div></div></div></section>\n",
        n = i + 1,
        h = escape(&header),
        id = escape(c.id),
        svg = board_svg(c.board, &label),
    )
}

/// The text with its first letter in upper case.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn puzzle_data(p: &WebPuzzle) -> Value {
    let c = &p.content;
    let (kind, value) = match c.target {
        Target::Lone(piece) => ("lone", json!(piece.letter().to_string())),
        Target::ScoreAtMost(n) => ("score", json!(n)),
    };
    json!({
        "id": c.id,
        "rows": c.board.size().rows(),
        "cols": c.board.size().cols(),
        "pos": format_position(c.board),
        "target": {"kind": kind, "value": value, "text": c.target.describe()},
        "solution": p.solution.map(|s| s.iter().map(|m| m.to_string()).collect::<Vec<_>>()),
    })
}

fn deal_section(d: &SheetDeal, number: usize) -> String {
    let mut heading = format!("Card deal {number}: {}", rules_name(d.rules));
    if let Some(t) = &d.tier {
        heading.push_str(&format!(" \u{b7} {t}"));
    }
    let area = Rect::new(0.0, 0.0, 520.0, 470.0);
    let shapes = cards::draw_deal(&d.deal, area);
    let svg = inline_svg(
        area.w,
        area.h,
        "class=\"deal\" role=\"img\" aria-label=\"The deal: the pyramid of 28 cards and the stock order\"",
        &svg_elements(&shapes),
    );
    let solution = d
        .solution
        .iter()
        .map(|m| m.to_string())
        .collect::<Vec<_>>()
        .join(" ");
    let seed = d
        .seed
        .map(|s| format!(" Deal seed {s}."))
        .unwrap_or_default();
    format!(
        "<section class=\"cards\" id=\"deal\"><h2>{h}</h2>\
<p>{rules}{seed}</p><p class=\"notation\">Moves are written as the cards taken away \
(5H+8C, a King alone as KS), draw turns the next stock card onto the waste, reset turns the waste over.</p>\
<div class=\"dealbox\">{svg}</div>\
<p class=\"controls\"><button type=\"button\" data-act=\"deal-solution\" aria-expanded=\"false\">Show the solution</button></p>\
<p class=\"solution\" hidden>Solution ({k} moves): {solution}</p></section>\n",
        h = escape(&heading),
        rules = escape(&rules_summary(d.rules)),
        seed = escape(&seed),
        k = d.solution.len(),
        solution = escape(&solution),
    )
}

/// The whole page. The same page always gives the same bytes.
pub fn render_page(page: &WebPage) -> String {
    let color = page.color;
    let data = json!({
        "title": page.title,
        "cell": CELL,
        "glyphSlot": glyph_slot(),
        "origin": grid_origin(),
        "stacks": stack_table(),
        "maxStack": MAX_STACK,
        "puzzles": page.puzzles.iter().map(puzzle_data).collect::<Vec<_>>(),
    });
    let mut sections = String::new();
    for (i, p) in page.puzzles.iter().enumerate() {
        sections.push_str(&puzzle_section(i, p));
    }
    if let Some(d) = page.deal {
        sections.push_str(&deal_section(d, d.number));
    }
    let count = page.puzzles.len();
    let intro = if count > 1 {
        format!(
            "{count} puzzles. Reach each goal from the position shown: pick a piece, then the \
             square two steps away (in a straight or diagonal line) where it lands; the piece it \
             hops over leaves the board. Your moves are kept in this browser."
        )
    } else {
        "Reach the goal from the position shown: pick a piece, then the square two steps away \
         (in a straight or diagonal line) where it lands; the piece it hops over leaves the \
         board. Your moves are kept in this browser."
            .to_string()
    };
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
<meta name=\"generator\" content=\"pyramid-press\">\n\
<title>{title}</title>\n<style>\n{CSS}</style>\n</head>\n<body>\n\
<svg class=\"defs\" width=\"0\" height=\"0\" aria-hidden=\"true\" focusable=\"false\"><defs>{defs}</defs></svg>\n\
<header><h1>{h1}</h1><p class=\"date\">{subtitle}</p><p class=\"intro\">{intro}</p>\
<p class=\"progress\" aria-live=\"polite\"></p></header>\n<main>\n{sections}</main>\n\
<footer><p>Made by pyramid-press. Keys: Tab to a board, arrow keys to move between squares, \
Enter or Space to pick a piece and to land it, Escape to let go.</p></footer>\n\
<script type=\"application/json\" id=\"pp-data\">{data}</script>\n<script>\n{SCRIPT}</script>\n\
</body>\n</html>\n",
        title = escape(&page.title),
        h1 = escape(&page.title),
        subtitle = escape(&page.subtitle),
        defs = glyph_defs(color),
        data = script_json(&data),
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

/// The output format of `render`: a printable document or the web page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PageFormat {
    Document(Format),
    Html,
}

/// An unknown `render` format name.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown format '{0}': use pdf, svg or html")]
pub struct PageFormatError(pub String);

impl FromStr for PageFormat {
    type Err = PageFormatError;
    fn from_str(s: &str) -> Result<PageFormat, PageFormatError> {
        if s.trim().eq_ignore_ascii_case("html") {
            return Ok(PageFormat::Html);
        }
        s.parse()
            .map(PageFormat::Document)
            .map_err(|_| PageFormatError(s.to_string()))
    }
}

/// Writes a page atomically and says so, as the other documents do.
pub fn write_page(path: &Path, page: &str) -> anyhow::Result<()> {
    write_atomic(path, page.as_bytes())?;
    println!("wrote {}", path.display());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::egypt::notation::parse_position;

    fn sample() -> String {
        let board = parse_position("S,M,.,S/S,.,.,./.,.,SS,L").expect("position");
        let target = Target::SMALL;
        let moves: Vec<Move> = ["a1-c1", "d1-b1", "d3-b3", "c3-a3", "a3-a1", "a1-c1"]
            .iter()
            .map(|m| m.parse().expect("move"))
            .collect();
        single_page(&board, target, "P34S-TEST", Some(&moves), false)
    }

    #[test]
    fn page_is_self_contained() {
        let page = sample();
        for banned in [
            "http:", "https:", "src=", "@import", "url(", "<link", "//cdn",
        ] {
            assert!(!page.contains(banned), "page contains {banned}");
        }
        assert!(page.starts_with("<!DOCTYPE html>"));
        assert!(page.contains("<script>") && page.contains("<style>"));
    }

    #[test]
    fn page_bytes_are_deterministic() {
        assert_eq!(sample(), sample());
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
