//! A book's page budget, checked before any puzzle is made: how many
//! puzzles a page of each section holds, and the most pages the largest
//! keys can take against the printer's limit.

use super::page::*;
use super::solutions::*;
use crate::puzzle::{DrawStyle, Key, LegendOf};
use crate::template::{
    BookTemplate, PT_PER_IN, Section, SolutionLayout, SolutionsAt, Source, TemplateError,
};
use render::text::Style;
use render::{Rect, Shape, Weight};

/// Puzzles a page for a section: its own setting, else the document's;
/// an unset value is lowered until the figures stay legible (card deals
/// need more room than boards). The error points at what was written.
pub(crate) fn section_per_page(
    source: &Source,
    s: &Section,
    per_page: usize,
    per_page_span: &std::ops::Range<usize>,
    hint: (f64, f64),
    area: Rect,
    ty: &Type,
) -> Result<usize, TemplateError> {
    let (aspect, min_w) = hint;
    let fits = |n: usize| slot_grid(n, aspect, area, ty).2 >= min_w - 1e-9;
    let (want, span, explicit) = match &s.per_page {
        Some((n, sp)) => (*n, sp.clone(), true),
        None => (per_page, per_page_span.clone(), !per_page_span.is_empty()),
    };
    if fits(want) {
        return Ok(want);
    }
    let lower = (1..want).rev().find(|n| fits(*n));
    // Other sections quietly take fewer a page when the book's number was
    // meant for another kind of figure.
    let own_kind = s.spec.game().per_page_is_for_it;
    if let Some(n) = lower
        && (!explicit || (s.per_page.is_none() && !own_kind))
    {
        return Ok(n);
    }
    let advice = match lower {
        Some(n) => format!("use puzzles_per_page = {n} or less, or a larger trim/paper"),
        None => "no number of puzzles per page fits: use a larger trim/paper, smaller margins \
                 or a smaller grid"
            .to_string(),
    };
    let span = if span.is_empty() {
        s.span.clone()
    } else {
        span
    };
    let got = slot_grid(want, aspect, area, ty).2;
    Err(source.error(
        span,
        format!(
            "{} at {want} a page get {:.0} pt wide, below the legible minimum of {:.0} pt \
             (board squares of 0.25 in, cards 0.45 in wide): {advice}",
            s.spec.describe(),
            got,
            min_w
        ),
    ))
}

/// Aspect and least legible width of a section's figures in a document
/// of `style` (squares of 0.25 in, Smalls of 2.5 mm, 4 mm in large print):
/// its widest puzzle's own, or before generating the spec's worst case.
/// Books and handouts both ask this one rule.
pub(crate) fn section_hint(s: &Section, list: &[Numbered], style: &DrawStyle) -> (f64, f64) {
    match list.first() {
        None => s.spec.figure_hint(style),
        Some(first) => (
            first.puzzle.aspect(),
            list.iter()
                .map(|p| p.puzzle.legible_width_for(style))
                .fold(0.0, f64::max),
        ),
    }
}

/// Checks that every section's figures are legible in `area` (before
/// anything is generated).
pub(crate) fn check_fit(
    source: &Source,
    sections: &[Section],
    per_page: usize,
    per_page_span: &std::ops::Range<usize>,
    area: Rect,
    ty: &Type,
) -> Result<(), TemplateError> {
    let style = ty.style(false);
    for s in sections {
        section_per_page(
            source,
            s,
            per_page,
            per_page_span,
            section_hint(s, &[], &style),
            area,
            ty,
        )?;
    }
    Ok(())
}

/// Pages a book, a handout, holds at most, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct PageLimit {
    pub pages: usize,
    /// "KDP binds at most 828 pages ..."
    pub why: String,
}

/// The most pages a book may have: what KDP binds at most in a paperback
/// of its trim on its paper (KDP's published figures; IngramSpark's
/// limits are higher, so these hold for it too).
pub fn book_page_limit(t: &BookTemplate) -> PageLimit {
    use crate::publish::PaperStock;
    let w = t.trim.0 / PT_PER_IN;
    // (white, cream, colour) by trim width.
    let row = if w >= 8.5 - 1e-3 {
        [590, 550, 590]
    } else if w >= 8.26 {
        [780, 730, 590] // A4
    } else if w >= 8.25 - 1e-3 {
        [800, 750, 800]
    } else {
        [828, 776, 828]
    };
    let (pages, paper) = match t.print.paper {
        PaperStock::White | PaperStock::Groundwood => (row[0], "white"),
        PaperStock::Cream => (row[1], "cream"),
        PaperStock::Color => (row[2], "colour"),
    };
    PageLimit {
        pages,
        why: format!(
            "KDP binds at most {pages} pages in a {} x {} in paperback on {paper} paper",
            inches(w),
            inches(t.trim.1 / PT_PER_IN)
        ),
    }
}

/// "6", "8.5", "11.69".
pub(crate) fn inches(v: f64) -> String {
    let s = format!("{v:.2}");
    s.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// The most pages of a handout: it is printed at home or in a copy shop,
/// and a run of puzzles larger than this is a book.
pub const HANDOUT_MAX_PAGES: usize = 100;

/// What the page-count check before generation knows of a document.
pub(crate) struct SizeCheck<'a> {
    /// Its pages other than puzzles and solutions, at most.
    pub front: usize,
    /// The page body of a document of so many pages (a book's gutter
    /// grows with its page count).
    pub body_at: &'a dyn Fn(usize) -> Rect,
    pub ty: Type,
    pub style: DrawStyle,
    pub limit: &'a PageLimit,
    /// "book", "handout".
    pub what: &'a str,
    pub at: SolutionsAt,
    pub layout: SolutionLayout,
    /// The heading of the solutions of a section, or of all (`None`).
    pub heading: &'a dyn Fn(Option<&Section>) -> String,
    /// The page count as printed (padding a service adds).
    pub pad: &'a dyn Fn(usize) -> usize,
}

/// A diagram standing in for a key's before its puzzle is made: only its
/// shape counts.
pub(crate) struct StandIn(f64);

impl crate::puzzle::Figure for StandIn {
    fn aspect(&self) -> f64 {
        self.0
    }
    fn min_width(&self) -> f64 {
        0.0
    }
    fn draw(&self, _: Rect, _: &DrawStyle) -> Vec<Shape> {
        Vec::new()
    }
}

/// The tallest a key of section `s` can be on solution pages of `body`,
/// from the largest key its puzzles can have ([`crate::catalog::KeyBound`])
/// laid out by the layout's own functions: [`compact_plan`], or for
/// roomy keys [`block_plan`] at every diagram width the layout may
/// choose.
pub(crate) fn worst_key_block(s: &Section, per: usize, body: Rect, c: &SizeCheck) -> f64 {
    let ty = &c.ty;
    let b = s.spec.key_bound(&c.style);
    let steps = vec![b.widest_step.clone(); b.steps];
    match c.layout {
        SolutionLayout::Compact => {
            compact_plan(
                &CompactInput {
                    head_lines: 2,
                    hint: b.hint.as_deref(),
                    steps: &steps,
                    figure: b.figure,
                    caption: b.caption.as_deref(),
                    note: b.caption.as_deref(),
                    // The widest its diagram gets, which bounds the width
                    // a page gives all diagrams of its grid.
                    width: None,
                },
                body,
                ty,
            )
            .block
        }
        SolutionLayout::Roomy => {
            let line = Style::new(ty.body, Weight::Bold).line_height();
            let hint = b.hint.as_deref().map_or(0.0, |h| {
                render::text::paragraph_height(body.w, Style::new(ty.body, Weight::Regular), h)
                    + 2.0
            });
            // A title of three lines at the most (number, kind, tier, ID).
            let head_h = 3.0 * line + hint;
            let Some((aspect, least)) = b.figure else {
                let key = Key {
                    steps,
                    figures: Vec::new(),
                    empty: String::new(),
                    runs: None,
                };
                return block_plan(&key, 0.0, body, head_h, ty, SOLUTION_GAP).block;
            };
            let key = Key {
                steps,
                figures: (0..b.figures)
                    .map(|_| crate::puzzle::KeyFigure {
                        caption: b.caption.clone().unwrap_or_default(),
                        figure: Box::new(StandIn(aspect)),
                    })
                    .collect(),
                empty: String::new(),
                runs: None,
            };
            let (_, _, slot) = slot_grid(per, aspect, body, ty);
            let cols = ((body.w + SLOT_GAP) / (slot + SLOT_GAP)).floor().max(1.0);
            let sw = (body.w - SLOT_GAP * (cols - 1.0)) / cols;
            let most = sw.max(slot).max(least).min(body.w);
            let fewest = (0.75 * least).min(most);
            (0..=64)
                .map(|i| {
                    let fw = fewest + (most - fewest) * i as f64 / 64.0;
                    block_plan(&key, fw, body, head_h, ty, SOLUTION_GAP).block
                })
                .fold(0.0, f64::max)
        }
    }
}

/// At most how many pages keys of these heights take, one after the
/// other from a fresh page whose heading is `heading`: a page is left for
/// the next only when the next key does not fit under what it holds, so
/// every page but the last holds more than the room less the tallest key.
pub(crate) fn most_key_pages(
    blocks: &[(usize, f64, f64)],
    heading: &str,
    body: Rect,
    c: &SizeCheck,
) -> usize {
    let n: usize = blocks.iter().map(|b| b.0).sum();
    if n == 0 {
        return 1;
    }
    let total: f64 = blocks.iter().map(|b| b.0 as f64 * b.1).sum();
    let tallest = blocks
        .iter()
        .filter(|b| b.0 > 0)
        .map(|b| b.1)
        .fold(0.0, f64::max);
    let legend = blocks.iter().map(|b| b.2).fold(0.0, f64::max);
    let room = body.h - compact_heading_h(body, heading, &c.ty) - legend;
    if room - tallest <= 1.0 {
        return n;
    }
    ((total / (room - tallest)).floor() as usize + 1).min(n)
}

/// At most how many pages sections of `counts` puzzles take, known before
/// generating: the front pages, the puzzle pages, and the solutions at
/// their largest ([`worst_key_block`], [`most_key_pages`]), as printed.
pub(crate) fn most_pages(
    source: &Source,
    sections: &[Section],
    counts: &[usize],
    per_page: (usize, &std::ops::Range<usize>),
    c: &SizeCheck,
) -> usize {
    // The body of the page count found, until the count stays (the gutter
    // only grows with it, so this ends).
    let mut pages = 0;
    for _ in 0..8 {
        let body = (c.body_at)(pages);
        let next = most_pages_in(source, sections, counts, per_page, body, c);
        if next <= pages || next == usize::MAX {
            return next.max(pages);
        }
        pages = next;
    }
    pages
}

pub(crate) fn most_pages_in(
    source: &Source,
    sections: &[Section],
    counts: &[usize],
    per_page: (usize, &std::ops::Range<usize>),
    body: Rect,
    c: &SizeCheck,
) -> usize {
    let legend_gap = c.ty.body * 0.8;
    let mut pages = c.front;
    let mut all = Vec::new();
    let style = c.ty.style(false);
    for (s, &n) in sections.iter().zip(counts) {
        if n == 0 {
            continue;
        }
        let hint = section_hint(s, &[], &style);
        let Ok(per) = section_per_page(source, s, per_page.0, per_page.1, hint, body, &c.ty) else {
            return usize::MAX;
        };
        pages += n.div_ceil(per.max(1));
        let legend = s.spec.game().legend_h(body.w, LegendOf::Marks, &c.style);
        let legend = if legend > 0.0 {
            legend + legend_gap
        } else {
            0.0
        };
        let block = (n, worst_key_block(s, per, body, c), legend);
        if c.at == SolutionsAt::AfterSection {
            pages += most_key_pages(&[block], &(c.heading)(Some(s)), body, c);
        } else {
            all.push(block);
        }
    }
    if c.at == SolutionsAt::Back && !all.is_empty() {
        pages += most_key_pages(&all, &(c.heading)(None), body, c);
    }
    (c.pad)(pages)
}

/// Refuses, before anything is generated, sections that may not fit in
/// the limit's pages ([`most_pages`], an upper bound), naming the largest
/// request that surely fits: the same sections with their counts scaled
/// down by one share.
pub(crate) fn check_page_limit(
    source: &Source,
    sections: &[Section],
    per_page: usize,
    per_page_span: &std::ops::Range<usize>,
    c: &SizeCheck,
) -> Result<(), TemplateError> {
    let counts: Vec<usize> = sections.iter().map(|s| s.count).collect();
    let total: usize = counts.iter().sum();
    let scaled = |k: usize| -> Vec<usize> {
        counts
            .iter()
            .map(|n| (*n as u128 * k as u128 / total.max(1) as u128) as usize)
            .collect()
    };
    let most = |k: usize| most_pages(source, sections, &scaled(k), (per_page, per_page_span), c);
    let need = most(total);
    if need <= c.limit.pages {
        return Ok(());
    }
    // The largest total whose sections, scaled alike, surely fit.
    let (mut lo, mut hi) = (0, total);
    while lo < hi {
        let mid = lo + (hi - lo).div_ceil(2);
        if most(mid) <= c.limit.pages {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    // The counts named are the ones checked: scaled(lo), whose sum may
    // be under lo (each section's share is rounded down), so that asking
    // for exactly these is never refused.
    let fit = scaled(lo);
    let named: usize = fit.iter().sum();
    let by_section = fit
        .iter()
        .map(|n| n.to_string())
        .collect::<Vec<_>>()
        .join(" + ");
    let what = c.what;
    let span = sections.last().map_or(0..0, |s| s.span.clone());
    Err(source.error(
        span,
        format!(
            "the {what} asks for {total} puzzles, which may take up to {need} pages, and {}: \
             at most {named} puzzles fit ({by_section} by section, each count scaled to \
             {:.0}%); lower the counts or split the {what} into volumes",
            c.limit.why,
            100.0 * lo as f64 / total as f64
        ),
    ))
}
