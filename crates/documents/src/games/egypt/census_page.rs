//! "The game in numbers": the census of a game (see `egypt::census`) as a
//! printable page and a text table (its JSON is in `census_json`).

use std::sync::Arc;

use crate::puzzle::{CensusError, CensusFigures};
use egypt::board::Piece;
use egypt::census::{Census, Outcome, to_f64};
use render::text::{CAP_HEIGHT, Style, measure, paragraph, paragraph_across};
use render::{Align, Color, Document, Page, Paper, Rect, Shape, Stroke, Weight};

/// The census as JSON and back, named here too where the page's users look.
pub use super::census_json::{from_json, json};

/// Title of the page.
pub const TITLE: &str = "The game in numbers";

/// A whole number with thousands separators: 1,234,567.
pub fn group(n: u128) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A large number in words for readers: "about 4.1 billion" or
/// "about 3.7 x 10^25"; small numbers in full.
pub fn approx(n: u128) -> String {
    if n < 1_000_000 {
        return group(n);
    }
    let x = n as f64;
    for (unit, name) in [(1e12, "trillion"), (1e9, "billion"), (1e6, "million")] {
        if x >= unit && x < unit * 1000.0 {
            return format!("about {:.1} {name}", x / unit);
        }
    }
    format!("about {}", scientific(x))
}

/// A number as a reader writes it in powers of ten: "6.7 × 10²²",
/// "9.0 × 10⁻²⁹".
/// In the language of the page: "6,7 × 10²²" in German.
pub fn scientific(x: f64) -> String {
    crate::locale::scientific(x, 1)
}

/// A probability for readers: a percentage, or "1 in N" when small.
pub fn chance(p: f64) -> String {
    if p <= 0.0 {
        "never".to_string()
    } else if p >= 0.01 {
        format!("{:.1}%", 100.0 * p)
    } else {
        format!("1 in {}", group((1.0 / p).round() as u128))
    }
}

fn symmetry_words(c: &Census) -> &'static str {
    if c.symmetries == 8 {
        "8 symmetries of the square (turns and mirror images)"
    } else {
        "4 symmetries of the rectangle (mirror images and the half turn)"
    }
}

fn root_words(c: &Census) -> String {
    let setup = egypt::Board::setup(c.size).to_string();
    if c.root == setup {
        format!("the {} setup", c.size)
    } else {
        format!("the position {}", c.root)
    }
}

/// The layer table and headline figures as text lines.
pub fn table_lines(c: &Census) -> Vec<String> {
    let mut out = vec![
        format!(
            "census of {} ({} pieces); positions counted up to the {}",
            root_words(c),
            c.layers.first().map_or(0, |l| l.pieces),
            symmetry_words(c)
        ),
        String::new(),
    ];
    let back = c.has_backward();
    let mut head = format!(
        "{:>6} {:>15} {:>13} {:>44} {:>12}",
        "pieces", "positions", "dead ends", "games reaching", "P(reach)"
    );
    if back {
        head += &format!(" {:>16}", "single S reach.");
    }
    out.push(head);
    for l in &c.layers {
        let mut line = format!(
            "{:>6} {:>15} {:>13} {:>44} {:>12.6e}",
            l.pieces,
            group(l.positions as u128),
            group(l.dead_ends as u128),
            group(l.games),
            to_f64(l.mass)
        );
        if let Some(n) = l.small_reachable {
            line += &format!(" {:>15.2}%", 100.0 * n as f64 / l.positions.max(1) as f64);
        }
        out.push(line);
    }
    out.push(format!(
        "{:>6} {:>15} {:>13}",
        "all",
        group(c.positions() as u128),
        group(c.dead_ends() as u128)
    ));
    out.push(String::new());
    out.push(format!("complete games: {}", group(c.games())));
    for p in Piece::ALL {
        let o = c.lone(p);
        out.push(format!(
            "  ending with a single {:<6}: {} games; random play: {:.6e}",
            p.name(),
            group(o.games),
            o.probability()
        ));
    }
    out.push(format!(
        "longest game: {} moves; shortest: {} moves",
        c.longest(),
        c.shortest()
    ));
    out.push(String::new());
    out.push(format!(
        "{:>6} {:>11} {:>44} {:>14}",
        "score", "dead ends", "games", "P(random)"
    ));
    for (score, o) in c.by_score() {
        out.push(format!(
            "{:>6} {:>11} {:>44} {:>14.6e}",
            score,
            group(o.positions as u128),
            group(o.games),
            o.probability()
        ));
    }
    out.push(String::new());
    out.push(format!(
        "probabilities: fixed point in units of 2⁻¹²⁷, rounded down; each is short of the exact value by less than {} ({} moves expanded × 2⁻¹²⁷)",
        scientific(c.error_bound()),
        c.moves()
    ));
    out
}

/// A bar chart: labels under the bars, values above them.
struct Bars<'a> {
    title: &'a str,
    /// (label under the bar, bar height 0..=1, text above the bar).
    bars: Vec<(String, f64, String)>,
    /// Caption under the axis.
    axis: &'a str,
}

const INK: Color = Color::rgb(40, 40, 40);
const BAR: Color = Color::rgb(70, 110, 160);
const HIGHLIGHT: Color = Color::rgb(200, 120, 40);

fn draw_bars(shapes: &mut Vec<Shape>, r: Rect, chart: &Bars, highlight: Option<usize>) {
    // The title on one line: smaller type on a narrow page.
    let mut title_size: f64 = 11.0;
    while title_size > 7.0 && measure(chart.title, title_size, Weight::Bold) > r.w {
        title_size -= 0.5;
    }
    shapes.push(Shape::Text {
        x: r.x,
        y: r.y + title_size * CAP_HEIGHT,
        size: title_size,
        weight: Weight::Bold,
        align: Align::Left,
        color: INK,
        text: chart.title.to_string(),
    });
    let label = 7.0;
    let top = r.y + title_size + if r.h < 130.0 { 8.0 } else { 16.0 };
    let axis_y = r.bottom() - 2.0 * label - 10.0;
    let n = chart.bars.len().max(1);
    let pitch = r.w / n as f64;
    let width = pitch * 0.75;
    let max_label = chart
        .bars
        .iter()
        .map(|b| measure(&b.2, label, Weight::Regular))
        .fold(0.0, f64::max);
    // Value labels are turned off when they would overlap.
    let show_values = max_label <= pitch * 1.05;
    // Labels under the bars: every one if they fit, else every 2nd, 5th
    // or 10th (by the label's number when it is one: 5, 10, 15, ...).
    let widest = chart
        .bars
        .iter()
        .map(|b| measure(&b.0, label, Weight::Regular))
        .fold(0.0, f64::max);
    let every = [1usize, 2, 5, 10, 20]
        .into_iter()
        .find(|&k| widest + 2.0 <= pitch * k as f64)
        .unwrap_or(50);
    let shown = |i: usize, under: &str| match under.parse::<usize>() {
        // The first bar's 1 too, when its neighbours' labels are far.
        Ok(v) => v.is_multiple_of(every) || (every >= 5 && v == 1 && i == 0),
        Err(_) => i.is_multiple_of(every),
    };
    for (i, (under, h, above)) in chart.bars.iter().enumerate() {
        let x = r.x + i as f64 * pitch + (pitch - width) / 2.0;
        let bh = (axis_y - top - label - 4.0) * h.clamp(0.0, 1.0);
        let fill = if Some(i) == highlight { HIGHLIGHT } else { BAR };
        if bh > 0.0 {
            shapes.push(Shape::Rect {
                x,
                y: axis_y - bh,
                w: width,
                h: bh,
                fill: Some(fill),
                stroke: None,
            });
        }
        if show_values && !above.is_empty() {
            shapes.push(Shape::Text {
                x: x + width / 2.0,
                y: axis_y - bh - 3.0,
                size: label,
                weight: Weight::Regular,
                align: Align::Center,
                color: INK,
                text: above.clone(),
            });
        }
        if shown(i, under) {
            shapes.push(Shape::Text {
                x: x + width / 2.0,
                y: axis_y + label + 2.0,
                size: label,
                weight: Weight::Regular,
                align: Align::Center,
                color: INK,
                text: under.clone(),
            });
        }
    }
    shapes.push(Shape::hline(
        r.x,
        r.right(),
        axis_y,
        Stroke::solid(INK, 0.6),
    ));
    shapes.push(Shape::Text {
        x: r.x + r.w / 2.0,
        y: r.bottom(),
        size: 8.0,
        weight: Weight::Regular,
        align: Align::Center,
        color: INK,
        text: chart.axis.to_string(),
    });
}

/// Short form of a count for a bar label: 329M, 4.1k, 12.
fn short(n: u64) -> String {
    let x = n as f64;
    if x >= 1e9 {
        format!("{:.1}G", x / 1e9)
    } else if x >= 1e6 {
        format!("{:.0}M", x / 1e6)
    } else if x >= 1e4 {
        format!("{:.0}k", x / 1e3)
    } else {
        n.to_string()
    }
}

/// The page: headline figures, positions per piece count, final scores
/// under random play, and how the figures were made.
pub fn document(c: &Census, paper: Paper) -> Document {
    let mut page = Page::new(paper);
    draw(&mut page.shapes, paper.content(), c);
    Document {
        title: TITLE.to_string(),
        pages: vec![page],
    }
}

/// Egyptian Solitaire's census for a book's "The game in numbers" page
/// (see [`crate::puzzle::Game::census`]).
#[derive(Debug)]
pub struct CensusPage(pub Census);

impl CensusFigures for CensusPage {
    fn title(&self) -> String {
        TITLE.to_string()
    }

    fn draw(&self, out: &mut Vec<Shape>, area: Rect) {
        draw(out, area, &self.0)
    }
}

/// Reads a census file for a book's page (see [`crate::puzzle::Game::census`]).
pub fn read(text: &str) -> Result<Arc<dyn CensusFigures>, CensusError> {
    let census = from_json(text).map_err(|e| CensusError(Box::new(e)))?;
    Ok(Arc::new(CensusPage(census)))
}

/// Type sizes of the page: a book page (6 x 9 in) is narrower and shorter
/// than a sheet, so smaller type keeps room for the two charts' bars.
struct Type {
    title: f64,
    lead: f64,
    words: f64,
    gap: f64,
    /// The headline numbers.
    big: f64,
    /// The closing note on how the figures were counted.
    note: f64,
}

impl Type {
    fn for_width(w: f64) -> Type {
        let (title, lead, words, gap, big, note) = if w < 400.0 {
            (18.0, 9.5, 8.5, 4.0, 13.0, 7.5)
        } else {
            (22.0, 11.0, 10.0, 8.0, 17.0, 8.5)
        };
        Type {
            title,
            lead,
            words,
            gap,
            big,
            note,
        }
    }
}

/// Draws the page's content into `area` (a sheet of paper, or a book's
/// page body): title and lead, the headline figures, the two charts and
/// the note on how the figures were counted.
pub fn draw(s: &mut Vec<Shape>, area: Rect, c: &Census) {
    let t = Type::for_width(area.w);
    let gap = t.gap;
    let mut y = draw_heading(s, area, c, &t);
    y = draw_figures(s, area, y, &headline_figures(c), &t) + gap;

    let note = method_note(c);
    let note_style = Style::new(t.note, Weight::Regular).color(Color::grey(60));
    let note_h = paragraph(&mut Vec::new(), area.x, 0.0, area.w, note_style, &note);
    // Two charts share what the figures leave, above the closing note.
    let chart_h = ((area.y + area.h - y - note_h - 2.0 * gap - 18.0) / 2.0).clamp(90.0, 170.0);
    draw_bars(
        s,
        Rect::new(area.x, y, area.w, chart_h),
        &positions_chart(c),
        None,
    );
    y += chart_h + gap + 6.0;
    let (scores, best) = scores_chart(c);
    draw_bars(s, Rect::new(area.x, y, area.w, chart_h), &scores, best);
    y += chart_h + gap + 4.0;

    paragraph(s, area.x, y, area.w, note_style, &note);
}

/// The title and the lead sentence; returns where the figures start.
fn draw_heading(s: &mut Vec<Shape>, area: Rect, c: &Census, t: &Type) -> f64 {
    let y = paragraph_across(s, area, area.y, Style::new(t.title, Weight::Bold), TITLE) + 4.0;
    paragraph(
        s,
        area.x,
        y,
        area.w,
        Style::new(t.lead, Weight::Regular).color(Color::grey(60)),
        &format!(
            "Egyptian Solitaire from {}: every position a game can reach, counted by a computer, one layer of piece count at a time.",
            root_words(c)
        ),
    ) + 3.0 * t.gap / 2.0
}

/// The headline figures: a big number and a line of words each.
fn headline_figures(c: &Census) -> [(String, String); 5] {
    let root_pieces = c.layers.first().map_or(0, |l| l.pieces);
    let small = c.lone(Piece::Small);
    let medium = c.lone(Piece::Medium);
    let large = c.lone(Piece::Large);
    [
        (
            approx(c.positions() as u128),
            format!(
                "different positions ({} of them dead ends), mirror images counted once",
                approx(c.dead_ends() as u128)
            ),
        ),
        (
            approx(c.games()),
            "different complete games, move by move".to_string(),
        ),
        (
            chance(small.probability()),
            if small.games == 0 {
                "chance of ending with a single Small: it cannot be done from here".to_string()
            } else {
                format!(
                    "chance that a player picking moves at random ends with a single Small ({} of all complete games do)",
                    chance(small.games as f64 / c.games().max(1) as f64)
                )
            },
        ),
        (
            format!(
                "{} / {}",
                chance(medium.probability()),
                chance(large.probability())
            ),
            "chance of ending with a single Medium / a single Large at random".to_string(),
        ),
        (
            format!("{} to {}", c.shortest(), c.longest()),
            format!(
                "moves in the shortest and the longest games (a game from {root_pieces} pieces lasts at most {} moves)",
                root_pieces.saturating_sub(1)
            ),
        ),
    ]
}

/// Draws the figures from `y`, numbers in a column of their own; returns
/// the bottom.
fn draw_figures(
    s: &mut Vec<Shape>,
    area: Rect,
    mut y: f64,
    figures: &[(String, String)],
    t: &Type,
) -> f64 {
    let big = t.big;
    let col = figures
        .iter()
        .map(|(n, _)| measure(n, big, Weight::Bold))
        .fold(120.0, f64::max)
        + 14.0;
    for (number, text) in figures {
        s.push(Shape::Text {
            x: area.x,
            y: y + big * CAP_HEIGHT,
            size: big,
            weight: Weight::Bold,
            align: Align::Left,
            color: BAR,
            text: number.clone(),
        });
        let end = paragraph(
            s,
            area.x + col,
            y + (big - t.words) * CAP_HEIGHT,
            area.w - col,
            Style::new(t.words, Weight::Regular),
            text,
        );
        y = end.max(y + big * 1.2) + t.gap;
    }
    y
}

/// Chart 1: positions per piece count, on a log scale (1 to billions).
fn positions_chart(c: &Census) -> Bars<'static> {
    let max_pos = c
        .layers
        .iter()
        .map(|l| l.positions)
        .max()
        .unwrap_or(1)
        .max(2) as f64;
    let mut layers: Vec<_> = c.layers.iter().collect();
    layers.sort_by_key(|l| l.pieces);
    Bars {
        title: "Positions with each number of pieces left (log scale)",
        bars: layers
            .iter()
            .map(|l| {
                // libm: the same heights on every platform (see Cargo.toml).
                let h = libm::log(1.0 + l.positions as f64) / libm::log(1.0 + max_pos);
                (l.pieces.to_string(), h, short(l.positions))
            })
            .collect(),
        axis: "pieces left on the board",
    }
}

/// Chart 2: final scores under random play, every score from the lowest
/// to the highest so that gaps show as gaps; with the bar of the perfect
/// score (1) to highlight.
fn scores_chart(c: &Census) -> (Bars<'static>, Option<usize>) {
    let scores = c.by_score();
    let max_p = scores
        .values()
        .map(|o| o.probability())
        .fold(0.0, f64::max)
        .max(1e-300);
    let (lo, hi) = (
        scores.keys().next().copied().unwrap_or(0),
        scores.keys().last().copied().unwrap_or(0),
    );
    let shown: Vec<(u32, Outcome)> = (lo..=hi)
        .map(|s| (s, scores.get(&s).copied().unwrap_or_default()))
        .collect();
    let best = shown.iter().position(|(s, _)| *s == 1);
    let chart = Bars {
        title: "Final score when every move is picked at random (lower is better)",
        bars: shown
            .iter()
            .map(|(score, o)| {
                let p = o.probability();
                let above = if p >= 0.001 {
                    format!("{:.1}%", 100.0 * p)
                } else if p > 0.0 {
                    "<0.1%".to_string()
                } else {
                    String::new()
                };
                (score.to_string(), p / max_p, above)
            })
            .collect(),
        axis: "score: pips left when no move remains (1 = a single Small, the perfect game)",
    };
    (chart, best)
}

/// The closing note: how the figures were counted and how exact they are.
fn method_note(c: &Census) -> String {
    format!(
        "How these were counted. Every move removes one piece, so the positions fall into layers by piece count; the program works out each layer from the one before, keeping only one position of each group of {}. It carries along the exact number of move sequences reaching each position and the chance of reaching it when every legal move is equally likely. Game counts are exact whole numbers; chances are kept to 127 binary places and are off by less than {:.0e}.",
        symmetry_words(c),
        c.error_bound().max(f64::MIN_POSITIVE)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_for_readers() {
        assert_eq!(group(0), "0");
        assert_eq!(group(1234567), "1,234,567");
        assert_eq!(group(100), "100");
        assert_eq!(approx(4_100_000_000), "about 4.1 billion");
        assert_eq!(
            approx(37_000_000_000_000_000_000_000_000),
            "about 3.7 × 10²⁵"
        );
        assert_eq!(chance(0.25), "25.0%");
        assert_eq!(chance(0.0005), "1 in 2,000");
        assert_eq!(chance(0.0), "never");
    }
}

#[cfg(test)]
mod number_words {
    use super::*;

    #[test]
    fn numbers_are_written_as_a_reader_writes_them() {
        assert_eq!(scientific(6.7e22), "6.7 × 10²²");
        assert_eq!(scientific(9.0e-29), "9.0 × 10⁻²⁹");
        assert_eq!(scientific(9.96e5), "1.0 × 10⁶");
        let big = approx(67_000_000_000_000_000_000_000);
        assert_eq!(big, "about 6.7 × 10²²");
        assert!(!big.contains('^') && !big.contains('e'));
    }
}
