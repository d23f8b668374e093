//! A book's difficulty curve: puzzles in the order written, in rising
//! order of grade (`order = "ramp"`), or grouped by tier with a title page
//! for each (`order = "by-tier"`).
//!
//! - On a section, `order = "ramp"` puts its puzzles in rising order of
//!   grade (a section holds one tier, so the grade within the tier sets
//!   the order; puzzles of equal grade keep the order they were made in).
//! - On the book, `order = "ramp"` ramps every section and puts the
//!   sections in rising order of tier (sections of one tier keep their
//!   order); `order = "by-tier"` does the same and opens each tier with a
//!   title page, and the contents list each tier with its puzzles and its
//!   page range.
//!
//! The order is applied to the generated puzzles before they are
//! numbered, so numbers, solutions and contents follow it.

use std::ops::Range;

use toml::Spanned;

use crate::book::{Numbered, Pages, Type, centered_lines, range_text};
use crate::puzzle::Puzzles;
use crate::template::{BookTemplate, Source, TemplateError};
use render::{Color, Rect, Shape, Stroke, Weight};

/// The order of a book's or a section's puzzles.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Order {
    /// As the template writes them, each section as generated.
    #[default]
    AsWritten,
    /// Rising order of grade.
    Ramp,
    /// Grouped by tier (easiest first), a title page for each tier (a
    /// book's order only).
    ByTier,
}

/// The tiers' names, easiest first; both games use them.
pub const TIERS: [&str; 4] = ["easy", "medium", "hard", "expert"];

/// The rank of a tier's name (0 easy .. 3 expert; 4 for none).
pub fn tier_rank(name: &str) -> u32 {
    TIERS
        .iter()
        .position(|t| t.eq_ignore_ascii_case(name))
        .map_or(TIERS.len() as u32, |i| i as u32)
}

/// Reads an `order` value; a section may not ask for `by-tier` (it holds
/// one tier).
pub(crate) fn parse(
    src: &Source,
    v: Option<&Spanned<String>>,
    section: bool,
) -> Result<Option<Order>, TemplateError> {
    let Some(v) = v else {
        return Ok(None);
    };
    match v.get_ref().trim().to_ascii_lowercase().as_str() {
        "as-written" => Ok(Some(Order::AsWritten)),
        "ramp" => Ok(Some(Order::Ramp)),
        "by-tier" if section => Err(src.error(
            v.span(),
            "a section holds puzzles of one tier: put order = \"by-tier\" at the top of the \
             template (for the whole book), or use order = \"ramp\" here",
        )),
        "by-tier" => Ok(Some(Order::ByTier)),
        _ => Err(src.error(
            v.span(),
            format!(
                "unknown order '{}': use \"as-written\", \"ramp\"{}",
                v.get_ref(),
                if section { "" } else { " or \"by-tier\"" }
            ),
        )),
    }
}

/// The book's template and puzzles in the order the template asks for:
/// sections ramped, and for a book ordered by ramp or by tier the
/// sections in rising order of tier. Puzzles are not generated again, so
/// the order changes nothing but where each puzzle is printed.
pub fn arrange(t: &BookTemplate, puzzles: Vec<Puzzles>) -> (BookTemplate, Vec<Puzzles>) {
    let book_curve = t.order != Order::AsWritten;
    let mut pairs: Vec<_> = t.sections.iter().cloned().zip(puzzles).collect();
    for (s, list) in &mut pairs {
        if s.order.unwrap_or(if book_curve {
            Order::Ramp
        } else {
            Order::AsWritten
        }) == Order::Ramp
        {
            // A stable sort: equal grades keep the order they were made in.
            list.sort_by_key(|p| p.grade_rank());
        }
    }
    if book_curve {
        pairs.sort_by_key(|(s, _)| s.spec.tier_rank());
    }
    let (sections, puzzles): (Vec<_>, Vec<_>) = pairs.into_iter().unzip();
    let mut out = t.clone();
    out.sections = sections;
    (out, puzzles)
}

/// The tier groups of a book ordered by tier: the range of its sections
/// in each (sections are in tier order already, see [`arrange`]).
pub(crate) fn tier_groups(t: &BookTemplate) -> Vec<(u32, Range<usize>)> {
    if t.order != Order::ByTier {
        return Vec::new();
    }
    let mut out: Vec<(u32, Range<usize>)> = Vec::new();
    for (i, s) in t.sections.iter().enumerate() {
        let rank = s.spec.tier_rank();
        match out.last_mut() {
            Some((r, range)) if *r == rank => range.end = i + 1,
            _ => out.push((rank, i..i + 1)),
        }
    }
    out
}

/// A tier's heading: "Easy puzzles".
pub(crate) fn tier_heading(rank: u32) -> String {
    let name = TIERS.get(rank as usize).copied().unwrap_or("other");
    let mut t = name.to_string();
    t[..1].make_ascii_uppercase();
    t
}

/// What a tier holds, by kind: "puzzles 1–30, deals 1–10".
pub(crate) fn tier_range(lists: &[Vec<Numbered>]) -> String {
    let mut runs: Vec<(&'static str, Vec<Numbered>)> = Vec::new();
    for n in lists.iter().flatten() {
        let noun = n.puzzle.game().noun;
        let item = Numbered {
            number: n.number,
            puzzle: n.puzzle,
            figure_w: 0.0,
        };
        match runs.iter_mut().find(|(k, _)| *k == noun) {
            Some((_, v)) => v.push(item),
            None => runs.push((noun, vec![item])),
        }
    }
    runs.iter()
        .map(|(_, v)| range_text(v))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The title page of a tier, on a right-hand page: the tier's name large,
/// what it holds, and a rule. Returns its page number.
pub(crate) fn tier_page(pages: &mut Pages, heading: &str, holds: &str, ty: &Type) -> usize {
    pages.start_on_right();
    let (n, body) = pages.start();
    let out = pages.shapes();
    let size = (ty.page * 2.2).max(30.0);
    let y = body.y + body.h * 0.32;
    let y = centered_lines(out, body, y, size, Weight::Bold, heading) + 10.0;
    let w = body.w * 0.3;
    out.push(Shape::Line {
        x1: body.x + (body.w - w) / 2.0,
        y1: y,
        x2: body.x + (body.w + w) / 2.0,
        y2: y,
        stroke: Stroke::solid(Color::grey(90), 1.0),
    });
    if !holds.is_empty() {
        let mut text = holds.to_string();
        text[..1].make_ascii_uppercase();
        centered_lines(
            out,
            Rect::new(body.x, body.y, body.w, body.h),
            y + 14.0,
            ty.body.max(12.0),
            Weight::Regular,
            &text,
        );
    }
    pages.sparse();
    n
}
