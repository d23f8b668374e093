//! Puzzle books for print on demand: title page, contents, how-to-play
//! pages, numbered puzzles by section and their solutions, with mirrored
//! margins for the gutter and optional bleed.
//!
//! A book holds puzzles of any game through [`PrintablePuzzle`]: it asks a
//! puzzle to draw itself, for its goal line, ID, grade and key, and never
//! names a game. Each game (by [`PrintablePuzzle::game`]) brings its rules
//! pages and reading notes; puzzles are numbered per kind ("Puzzle 12",
//! "Deal 3").
//!
//! Layout runs in two passes: the first counts pages (and finds where each
//! contents entry lands), the second prints the same pages with the real
//! page numbers. The inside margin is raised to the gutter the final page
//! count needs, repeating the layout when that changes.

use crate::play_link::{PlayMark, PlayUrl, mark_room};
use crate::puzzle::{DrawStyle, Game, Key, KeyError, LegendOf, Note, PrintablePuzzle, Puzzles};
use crate::template::{
    BLEED_IN, BookTemplate, Margins, PT_PER_IN, Section, SolutionLayout, SolutionsAt, Source,
    TemplateError, gutter_in,
};
use render::flow::{TextSizes, text_pages};
use render::text::{CAP_HEIGHT, Style, even_lines, fit_size, measure, paragraph, wrap};
use render::{Align, Color, Document, Page, Rect, Shape, Stroke, Weight};

/// Narrowest slot for one puzzle (its caption must stay readable).
pub const MIN_SLOT_WIDTH_PT: f64 = 100.0;
const SLOT_GAP: f64 = 14.0;
/// Narrowest column of move lines beside a figure.
const MOVES_COLUMN_MIN_PT: f64 = 90.0;

/// Why a book or handout could not be made.
#[derive(Debug, thiserror::Error)]
pub enum BookError {
    #[error(transparent)]
    Template(#[from] TemplateError),
    #[error("{noun} {number}: {source}")]
    Key {
        noun: &'static str,
        number: usize,
        source: KeyError,
    },
}

/// Text sizes of a document; large print raises them all to 16 pt.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Type {
    /// Smallest size any text may take.
    pub min: f64,
    /// IDs, captions under diagrams, page numbers.
    pub small: f64,
    /// Running text, goal lines, moves.
    pub body: f64,
    /// Puzzle numbers.
    pub head: f64,
    /// Page headings.
    pub page: f64,
    /// Distance of ruled lines to write moves on.
    pub note_pitch: f64,
    /// Height kept under each figure for its play mark (0: none).
    pub mark: f64,
}

impl Type {
    pub const REGULAR: Type = Type {
        min: 7.0,
        small: 8.0,
        body: 9.5,
        head: 11.0,
        page: 15.0,
        note_pitch: 19.0,
        mark: 0.0,
    };
    pub const LARGE: Type = Type {
        min: 16.0,
        small: 16.0,
        body: 16.0,
        head: 18.0,
        page: 22.0,
        note_pitch: 30.0,
        mark: 0.0,
    };

    pub fn of(large_print: bool) -> Type {
        if large_print {
            Type::LARGE
        } else {
            Type::REGULAR
        }
    }

    /// The same with room kept for a play mark under every figure when
    /// the document has a play address.
    pub fn with_play(self, play: bool) -> Type {
        Type {
            mark: if play { mark_room() } else { 0.0 },
            ..self
        }
    }

    /// How figures are drawn in a document of this type.
    pub fn style(&self, color: bool) -> DrawStyle {
        DrawStyle {
            color,
            min_text: self.min,
        }
    }

    fn footer(&self) -> f64 {
        self.small * 2.0
    }

    /// Height of a puzzle slot's text above its figure (number and one
    /// line of goal).
    fn slot_text(&self) -> f64 {
        self.head * 1.35 + self.body * 1.3 + self.small * 1.3 + 5.0
    }

    /// Height of the ID line under a figure (and of its play mark).
    fn id_line(&self) -> f64 {
        self.small * 1.6 + 2.0 + self.mark
    }
}

/// Page geometry: size, margins and whether left and right pages mirror.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Frame {
    pub width: f64,
    pub height: f64,
    /// Offset of the trim box on right-hand (odd) pages; on left-hand
    /// pages the outside-edge bleed is on the left instead.
    pub bleed_x: f64,
    pub bleed_y: f64,
    pub trim: (f64, f64),
    pub margins: Margins,
    pub mirrored: bool,
    /// Height kept at the foot of the content for the page number.
    pub footer: f64,
}

impl Frame {
    /// The area inside the margins of page `number` (from 1), footer
    /// included.
    pub fn content(&self, number: usize) -> Rect {
        let m = &self.margins;
        let recto = !self.mirrored || number % 2 == 1;
        let (x0, left) = if recto {
            (0.0, m.inside)
        } else {
            (self.bleed_x, m.outside)
        };
        let w = self.trim.0 - m.inside - m.outside;
        Rect::new(
            x0 + left,
            self.bleed_y + m.top,
            w,
            self.trim.1 - m.top - m.bottom,
        )
    }

    /// The area for the page body (above the page number).
    pub fn body(&self, number: usize) -> Rect {
        let c = self.content(number);
        Rect::new(c.x, c.y, c.w, c.h - self.footer)
    }
}

/// Pages under construction, numbered from 1.
pub(crate) struct Pages {
    pub frame: Frame,
    pub pages: Vec<Page>,
    /// Pages allowed to be less than a third full (title, blanks, the
    /// last page of a section).
    pub sparse_ok: Vec<usize>,
}

impl Pages {
    pub fn new(frame: Frame) -> Pages {
        Pages {
            frame,
            pages: Vec::new(),
            sparse_ok: Vec::new(),
        }
    }

    /// Starts a page; returns its number and body area.
    pub fn start(&mut self) -> (usize, Rect) {
        self.pages.push(Page {
            width: self.frame.width,
            height: self.frame.height,
            shapes: Vec::new(),
        });
        let n = self.pages.len();
        (n, self.frame.body(n))
    }

    pub fn shapes(&mut self) -> &mut Vec<Shape> {
        &mut self.pages.last_mut().expect("a started page").shapes
    }

    /// The number the next page will have.
    pub fn next(&self) -> usize {
        self.pages.len() + 1
    }

    /// Marks the last page as allowed to be sparse.
    pub fn sparse(&mut self) {
        self.sparse_ok.push(self.pages.len());
    }

    /// Adds a blank page when the next page would be a left-hand one.
    pub fn start_on_right(&mut self) {
        if self.frame.mirrored && self.next().is_multiple_of(2) {
            self.start();
            self.sparse();
        }
    }

    /// Page numbers on every page from `first` on, on the outside corner
    /// (centred when the pages do not mirror); blank pages stay blank.
    pub fn number_pages(&mut self, first: usize, size: f64) {
        let frame = self.frame;
        for (i, page) in self.pages.iter_mut().enumerate().skip(first - 1) {
            if page.shapes.is_empty() {
                continue;
            }
            let n = i + 1;
            let c = frame.content(n);
            let (x, align) = if !frame.mirrored {
                (c.x + c.w / 2.0, Align::Center)
            } else if n % 2 == 1 {
                (c.right(), Align::Right)
            } else {
                (c.x, Align::Left)
            };
            page.shapes.push(Shape::Text {
                x,
                y: c.bottom() - 2.0,
                size,
                weight: Weight::Regular,
                align,
                color: Color::grey(60),
                text: n.to_string(),
            });
        }
    }
}

/// A puzzle with its number in the book.
pub(crate) struct Numbered<'a> {
    pub number: usize,
    pub puzzle: &'a dyn PrintablePuzzle,
    /// Width of its figure on its puzzle page; its key's diagrams are as
    /// large.
    pub figure_w: f64,
}

fn capitalised(s: &str) -> String {
    let mut t = s.to_string();
    if let Some(c) = t.get_mut(0..1) {
        c.make_ascii_uppercase();
    }
    t
}

/// Columns and rows of puzzle slots for `per_page` figures of `aspect` in
/// `area`, and the figure width they get (largest first).
pub fn slot_grid(per_page: usize, aspect: f64, area: Rect, ty: &Type) -> (usize, usize, f64) {
    let mut best = (1, per_page.max(1), 0.0);
    for cols in 1..=per_page.max(1) {
        let rows = per_page.div_ceil(cols);
        let sw = (area.w - SLOT_GAP * (cols as f64 - 1.0)) / cols as f64;
        let sh = (area.h - header_h(ty) - SLOT_GAP * (rows as f64 - 1.0)) / rows as f64;
        if sw < MIN_SLOT_WIDTH_PT {
            continue;
        }
        let fig_h = sh - ty.slot_text() - ty.id_line();
        let fw = if fig_h > 0.0 {
            sw.min(fig_h * aspect)
        } else {
            0.0
        };
        if fw > best.2 + 1e-9 {
            best = (cols, rows, fw);
        }
    }
    best
}

/// Height of the section line at the head of a puzzle page.
fn header_h(ty: &Type) -> f64 {
    ty.head * 1.3 + 10.0
}

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
fn inches(v: f64) -> String {
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
struct StandIn(f64);

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
fn worst_key_block(s: &Section, per: usize, body: Rect, c: &SizeCheck) -> f64 {
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
fn most_key_pages(blocks: &[(usize, f64, f64)], heading: &str, body: Rect, c: &SizeCheck) -> usize {
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

fn most_pages_in(
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
    let what = c.what;
    let span = sections.last().map_or(0..0, |s| s.span.clone());
    Err(source.error(
        span,
        format!(
            "the {what} asks for {total} puzzles, which may take up to {need} pages, and {}: \
             at most {lo} puzzles fit (each section's count scaled to {:.0}%); lower \
             the counts or split the {what} into volumes",
            c.limit.why,
            100.0 * lo as f64 / total as f64
        ),
    ))
}

/// Generates every section's puzzles; `progress` gets the running total.
/// A section the generator cannot fill is reported at the section (the
/// first such section in template order).
///
/// The sections are made in parallel: each has its own seed, so its
/// puzzles do not depend on the others or on the thread count, and the
/// results are put back in template order.
pub fn generate_sections(
    source: &Source,
    sections: &[Section],
    seed: u64,
    progress: &(dyn Fn(usize) + Sync),
) -> Result<Vec<Puzzles>, TemplateError> {
    // No puzzle twice in one book, whatever its sections and seeds.
    crate::volume::generate_distinct(source, sections, seed, &Default::default(), progress)
}

/// Numbers puzzles through a document, counting each kind ("Puzzle",
/// "Deal") on its own.
pub(crate) fn number_all<'a>(lists: &'a [Puzzles]) -> Vec<Vec<Numbered<'a>>> {
    number_all_from(lists, &Default::default())
}

/// [`number_all`], each game's numbers starting from `first` (by its
/// [`PrintablePuzzle::series_key`] game, else 1): a series volume goes on
/// from the volumes before it.
pub(crate) fn number_all_from<'a>(
    lists: &'a [Puzzles],
    first: &std::collections::BTreeMap<String, usize>,
) -> Vec<Vec<Numbered<'a>>> {
    let mut counts: Vec<(&'static str, usize)> = Vec::new();
    lists
        .iter()
        .map(|list| {
            list.iter()
                .map(|p| {
                    let noun = p.game().words().noun;
                    let n = match counts.iter_mut().find(|(k, _)| *k == noun) {
                        Some((_, n)) => {
                            *n += 1;
                            *n
                        }
                        None => {
                            let n = first.get(&p.series_key().game).copied().unwrap_or(1);
                            counts.push((noun, n));
                            n
                        }
                    };
                    Numbered {
                        number: n,
                        puzzle: p.as_ref(),
                        figure_w: 0.0,
                    }
                })
                .collect()
        })
        .collect()
}

/// "puzzles 1-10", "deal 3".
pub(crate) fn range_text(items: &[Numbered]) -> String {
    let (Some(a), Some(b)) = (items.first(), items.last()) else {
        return String::new();
    };
    let game = a.puzzle.game().words();
    if a.number == b.number {
        crate::tr!(
            "book-range-one",
            noun = game.noun,
            lower = game.noun.to_lowercase(),
            n = a.number.to_string()
        )
    } else {
        crate::tr!(
            "book-range-many",
            noun = game.noun,
            lower = game.noun.to_lowercase(),
            from = a.number.to_string(),
            to = b.number.to_string()
        )
    }
}

/// Lays out puzzle pages for one section; the last page may be sparse.
/// Returns the page of each puzzle and sets each one's figure width.
pub(crate) fn puzzle_pages(
    pages: &mut Pages,
    heading: &str,
    puzzles: &mut [Numbered],
    per_page: usize,
    style: &DrawStyle,
    ty: &Type,
    play: Option<&PlayUrl>,
) -> Vec<usize> {
    let mut at = Vec::new();
    for chunk in puzzles.chunks_mut(per_page.max(1)) {
        let (n, body) = pages.start();
        let aspect = chunk[0].puzzle.aspect();
        let (cols, rows, _) = slot_grid(per_page, aspect, body, ty);
        let out = pages.shapes();
        let mut y = page_heading_sized(out, body, heading, ty.head, ty);
        y += 4.0;
        let top = body.y + header_h(ty);
        let sw = (body.w - SLOT_GAP * (cols as f64 - 1.0)) / cols as f64;
        let sh = (body.bottom() - top - SLOT_GAP * (rows as f64 - 1.0)) / rows as f64;
        let _ = y;
        for (i, item) in chunk.iter_mut().enumerate() {
            let (r, c) = (i / cols, i % cols);
            let slot = Rect::new(
                body.x + c as f64 * (sw + SLOT_GAP),
                top + r as f64 * (sh + SLOT_GAP),
                sw,
                sh,
            );
            item.figure_w = puzzle_slot(out, item, slot, style, ty, play);
            at.push(n);
        }
    }
    // The last page of a section may be sparse, unless it is full.
    if !puzzles.len().is_multiple_of(per_page.max(1)) {
        pages.sparse();
    }
    at
}

/// One puzzle in its slot: number and grade, goal line, figure, ID, and
/// ruled lines for moves in the room left. Returns the figure's width.
fn puzzle_slot(
    out: &mut Vec<Shape>,
    item: &Numbered,
    slot: Rect,
    style: &DrawStyle,
    ty: &Type,
    play: Option<&PlayUrl>,
) -> f64 {
    let p = item.puzzle;
    // The play mark at the bottom right; the figure leaves it room.
    let mark = play
        .and_then(|u| Some((u, p.play_id()?)))
        .map(|(u, id)| PlayMark::new(u, &id, ty.small, ty.min, slot.w));
    let mark_over = mark
        .as_ref()
        .map_or(0.0, |m| (m.height() + 4.0 - ty.mark).max(0.0));
    let title = format!("{} {}", p.game().words().noun, item.number);
    out.push(Shape::Text {
        x: slot.x,
        y: slot.y + ty.head * CAP_HEIGHT,
        size: ty.head,
        weight: Weight::Bold,
        align: Align::Left,
        color: Color::BLACK,
        text: title.clone(),
    });
    let tier = capitalised(&p.words().tier_word());
    let tw = slot.w - measure(&title, ty.head, Weight::Bold) - 8.0;
    out.push(Shape::Text {
        x: slot.right(),
        y: slot.y + ty.head * CAP_HEIGHT,
        size: fit_size(&tier, Weight::Bold, ty.body, tw.max(1.0)).max(ty.min),
        weight: Weight::Bold,
        align: Align::Right,
        color: Color::grey(70),
        text: tier,
    });
    let goal = format!("{} \u{b7} {}", p.words().kind, p.words().caption);
    let mut y = paragraph(
        out,
        slot.x,
        slot.y + ty.head * 1.35,
        slot.w,
        Style::new(ty.body, Weight::Regular),
        &goal,
    );
    let grade = p.words().grade;
    if grade != p.words().tier {
        y = paragraph(
            out,
            slot.x,
            y + 1.0,
            slot.w,
            Style::new(ty.small, Weight::Regular).color(Color::grey(80)),
            &grade,
        );
    }
    let y = y + 4.0;
    let id_h = ty.id_line() + mark_over;
    let pitch = ty.note_pitch;
    let aspect = p.aspect();
    let avail_h = (slot.bottom() - y - id_h).max(0.0);
    let full_w = slot.w.min(avail_h * aspect);
    // Ruled lines under the figure when at least three fit there; else in
    // a column beside it (a tall slot's figure leaves the width), when
    // that keeps the figure legible and at least 3/4 of its size.
    let lines_under = |fw: f64| {
        let first = y + fw / aspect + ty.small * 1.8 + pitch;
        ((slot.bottom() - first) / pitch).floor() as i64 + 1
    };
    let side_w = (9.0 * ty.body).max(MOVES_COLUMN_MIN_PT);
    let beside_w = full_w.min(slot.w - side_w - SLOT_GAP);
    let beside = lines_under(full_w) < 3
        && beside_w >= p.legible_width_for(style) - 1e-9
        && beside_w >= 0.75 * full_w;
    let fw = if beside { beside_w } else { full_w };
    let fh = fw / aspect;
    let area = if beside {
        Rect::new(slot.x, y, fw, fh)
    } else {
        Rect::new(slot.x + (slot.w - fw) / 2.0, y, fw, fh)
    };
    out.extend(p.draw(area, style));
    // The ID sits right under the figure.
    let id = crate::tr!("book-id", id = p.words().id);
    let id_base = area.bottom() + ty.small * 1.2;
    let (id_x, id_w) = if beside {
        (slot.x, fw.max(measure(&id, ty.min, Weight::Regular)))
    } else {
        (slot.x, slot.w)
    };
    let id_size = fit_size(&id, Weight::Regular, ty.small, id_w).max(ty.min);
    let id_half = measure(&id, id_size, Weight::Regular) / 2.0;
    out.push(Shape::Text {
        x: if beside {
            (area.x + fw / 2.0).max(id_x + id_half)
        } else {
            slot.x + slot.w / 2.0
        },
        y: id_base,
        size: id_size,
        weight: Weight::Regular,
        align: Align::Center,
        color: Color::grey(80),
        text: id,
    });
    // Lines to note moves on, in the room left (like the daily sheet).
    let (lx, first) = if beside {
        (area.right() + SLOT_GAP, y + ty.small * 1.2 + 3.0)
    } else {
        (slot.x, id_base + ty.small * 0.6 + pitch)
    };
    let lines = ((slot.bottom() - first) / pitch).floor().max(-1.0) as i64 + 1;
    if lines >= 1 {
        let label = &crate::tr!("block-moves");
        let lw = measure(label, ty.small, Weight::Regular);
        out.push(Shape::Text {
            x: lx,
            y: first - 3.0,
            size: ty.small,
            weight: Weight::Regular,
            align: Align::Left,
            color: Color::grey(90),
            text: label.to_string(),
        });
        for i in 0..lines.min(12) {
            let ly = first + i as f64 * pitch;
            let x1 = if i == 0 { lx + lw + 4.0 } else { lx };
            let x2 = mark
                .as_ref()
                .and_then(|m| m.stop_at(slot.right(), slot.bottom(), ly))
                .unwrap_or(slot.right());
            // No stub of a line beside the mark's link.
            if x2 - x1 < (slot.w / 3.0).max(3.0 * ty.body) {
                continue;
            }
            out.push(Shape::Line {
                x1,
                y1: ly,
                x2,
                y2: ly,
                stroke: Stroke::solid(Color::grey(160), 0.5),
            });
        }
    }
    if let Some(m) = &mark {
        m.draw(out, slot.right(), slot.bottom());
    }
    fw
}

/// Height of a key's numbered steps in columns for a width.
fn steps_layout(steps: &[String], w: f64, size: f64) -> (Vec<String>, f64, usize) {
    let items: Vec<String> = steps
        .iter()
        .enumerate()
        .map(|(i, m)| format!("{}.\u{a0}{m}", i + 1))
        .collect();
    let item_w = items
        .iter()
        .map(|t| measure(t, size, Weight::Regular))
        .fold(0.0, f64::max)
        + size;
    let per_line = ((w / item_w).floor() as usize).max(1);
    (items, item_w, per_line)
}

/// How one solution block is laid out for a diagram width.
struct BlockPlan {
    fw: f64,
    figs_w: f64,
    beside: bool,
    text_w: f64,
    items: Vec<String>,
    item_w: f64,
    per_line: usize,
    text_h: f64,
    per_row: usize,
    cap_h: f64,
    fig_h: f64,
    body_h: f64,
    block: f64,
}

/// Solution blocks flowed down pages: heading, the steps numbered in
/// columns, then the key's few diagrams, each as large as the puzzle's
/// own figure. A block never splits. Returns the page of each solution.
pub(crate) fn solution_pages(
    pages: &mut Pages,
    heading: &str,
    puzzles: &[Numbered],
    style: &DrawStyle,
    ty: &Type,
) -> Result<Vec<usize>, BookError> {
    let mut at = Vec::new();
    let (mut n, mut body) = pages.start();
    let mut y = page_heading_sized(pages.shapes(), body, heading, ty.page, ty);
    let head = Style::new(ty.body, Weight::Bold);
    let gap = SOLUTION_GAP;
    // The marks legend of the game last printed on this page, if any: a
    // page shows it once, above its first key with marks.
    let mut legend_on: Option<&'static str> = None;
    for item in puzzles {
        let p = item.puzzle;
        let key = p.key().map_err(|source| BookError::Key {
            noun: p.game().words().noun,
            number: item.number,
            source,
        })?;
        // Height of the legend this key's marks need (0: none).
        let legend_h = if key.figures.is_empty() {
            0.0
        } else {
            let mut probe = Vec::new();
            p.game()
                .legend(&mut probe, body.x, 0.0, body.w, LegendOf::Marks, style)
        };
        let legend_gap = ty.body * 0.8;
        let legend_need = |on: Option<&'static str>| {
            if legend_h > 0.0 && on != Some(p.game().words().name) {
                legend_h + legend_gap
            } else {
                0.0
            }
        };
        let title = format!(
            "{} {} \u{b7} {} \u{b7} {} \u{b7} {}",
            p.game().words().noun,
            item.number,
            p.words().kind,
            p.words().tier_word(),
            p.words().id
        );
        let (fw, fw_min) = key_figure_width(&key, item.figure_w, body, style, gap);
        // The idea behind the puzzle, when the game names one, is said
        // under the title, before the moves: a first hint.
        let hint = p.short_hint();
        let hint_style = Style::new(ty.body, Weight::Regular);
        let hint_h = hint.as_ref().map_or(0.0, |h| {
            render::text::paragraph_height(body.w, hint_style, h) + 2.0
        });
        let head_h = render::text::paragraph_height(body.w, head, &title) + hint_h;
        let plan = |fw: f64| block_plan(&key, fw, body, head_h, ty, gap);
        let mut p_ = plan(fw);
        let extra = legend_need(legend_on);
        if y + extra + p_.block > body.bottom() && y > body.y + 3.0 * ty.page {
            // Diagrams up to a quarter smaller (still legible) rather than a
            // page left half empty.
            let floor = fw_min.max(0.75 * fw);
            let mut w = fw;
            while w > floor {
                w = (w - fw * 0.02).max(floor);
                let q = plan(w);
                if y + extra + q.block <= body.bottom() {
                    p_ = q;
                    break;
                }
            }
        }
        let block = p_.block;
        if y + extra + block > body.bottom() && y > body.y + 3.0 * ty.page {
            (n, body) = pages.start();
            legend_on = None;
            y = page_heading_sized(
                pages.shapes(),
                body,
                &crate::tr!("book-continued", what = heading),
                ty.page,
                ty,
            );
        }
        at.push(n);
        let out = pages.shapes();
        if legend_need(legend_on) > 0.0 {
            y = p
                .game()
                .legend(out, body.x, y, body.w, LegendOf::Marks, style)
                + legend_gap;
            legend_on = Some(p.game().words().name);
        }
        y = paragraph(out, body.x, y, body.w, head, &title) + 2.0;
        if let Some(h) = &hint {
            y = paragraph(out, body.x, y, body.w, hint_style, h) + 2.0;
        }
        y = draw_block(out, &key, p_, body, y, style, ty);
    }
    pages.sparse();
    Ok(at)
}

/// Solution pages in the template's layout: compact keys several a page
/// ([`compact_solution_pages`]) or roomy ones ([`solution_pages`]).
pub(crate) fn solution_pages_in(
    pages: &mut Pages,
    heading: &str,
    puzzles: &[Numbered],
    style: &DrawStyle,
    ty: &Type,
    layout: SolutionLayout,
) -> Result<Vec<usize>, BookError> {
    match layout {
        SolutionLayout::Compact => compact_solution_pages(pages, heading, puzzles, style, ty),
        SolutionLayout::Roomy => solution_pages(pages, heading, puzzles, style, ty),
    }
}

/// What a compact key holds, as far as its height goes.
pub(crate) struct CompactInput<'a> {
    /// Lines its title takes (the heading, and the ID when it does not
    /// fit beside it).
    pub head_lines: usize,
    pub hint: Option<&'a str>,
    pub steps: &'a [String],
    /// The diagram's aspect and least legible width, if it has one.
    pub figure: Option<(f64, f64)>,
    pub caption: Option<&'a str>,
    /// A line under the steps (see [`PrintablePuzzle::compact_note`]).
    pub note: Option<&'a str>,
}

/// How one compact key is laid out.
pub(crate) struct CompactPlan {
    /// Width of its diagram (0: none) and of the text beside it.
    pub fw: f64,
    pub fig_h: f64,
    pub text_w: f64,
    pub items: Vec<String>,
    pub item_w: f64,
    pub per_line: usize,
    /// Height of the block, the gap under it included.
    pub block: f64,
}

/// Room under each compact key (with its rule).
const COMPACT_GAP: f64 = 9.0;

/// The styles of a compact key's parts.
fn compact_styles(ty: &Type) -> (Style, Style, Style, Style) {
    (
        Style::new(ty.body, Weight::Bold),
        Style::new(ty.small, Weight::Regular).color(Color::grey(40)),
        Style::new(ty.body, Weight::Regular),
        Style::new(ty.small, Weight::Regular).color(Color::grey(60)),
    )
}

/// Lays out one compact key: its text (title, hint, steps in columns and
/// the diagram's caption) on the left, its diagram, if any, on the right
/// at its least legible width or as tall as the text, whichever is
/// larger (at most two fifths of the width). The page-count check before
/// generation asks this same function with each section's worst case.
pub(crate) fn compact_plan(k: &CompactInput, body: Rect, ty: &Type) -> CompactPlan {
    let (head, hint_style, steps_style, cap) = compact_styles(ty);
    let text_h = |text_w: f64| {
        let (items, item_w, per_line) = steps_layout(k.steps, text_w, ty.body);
        let lines = items.len().div_ceil(per_line).max(1);
        let h = k.head_lines as f64 * head.line_height()
            + lead_in(k.hint, k.note).map_or(0.0, |h| {
                render::text::paragraph_height(text_w, hint_style, &h)
            })
            + lines as f64 * steps_style.line_height()
            + k.caption.map_or(0.0, |c| {
                render::text::paragraph_height(text_w, cap, c) + 2.0
            });
        (items, item_w, per_line, h)
    };
    let Some((aspect, least)) = k.figure else {
        let (items, item_w, per_line, h) = text_h(body.w);
        return CompactPlan {
            fw: 0.0,
            fig_h: 0.0,
            text_w: body.w,
            items,
            item_w,
            per_line,
            block: h + COMPACT_GAP,
        };
    };
    let gap = SOLUTION_GAP;
    let least = least.min(body.w * 0.6);
    let (.., h0) = text_h(body.w - least - gap);
    let fw = (h0 * aspect).clamp(least, (body.w * 0.4).max(least));
    let text_w = body.w - fw - gap;
    let (items, item_w, per_line, h) = text_h(text_w);
    let fig_h = fw / aspect;
    CompactPlan {
        fw,
        fig_h,
        text_w,
        items,
        item_w,
        per_line,
        block: h.max(fig_h) + COMPACT_GAP,
    }
}

/// What a compact key says before its steps: the first hint and the note,
/// in one paragraph.
fn lead_in(hint: Option<&str>, note: Option<&str>) -> Option<String> {
    match (hint, note) {
        (Some(h), Some(n)) => Some(format!("{h} {n}")),
        (Some(t), None) | (None, Some(t)) => Some(t.to_string()),
        (None, None) => None,
    }
}

/// Height of a compact solution page's heading.
pub(crate) fn compact_heading_h(body: Rect, heading: &str, ty: &Type) -> f64 {
    let mut probe = Vec::new();
    let a = page_heading_sized(&mut probe, body, heading, ty.page, ty);
    let b = page_heading_sized(
        &mut probe,
        body,
        &crate::tr!("book-continued", what = heading),
        ty.page,
        ty,
    );
    a.max(b) - body.y
}

/// Compact solutions flowed down pages, several a page: per puzzle its
/// title and ID, the first hint, the steps in columns, and the one
/// diagram its compact key has (if any) beside them with its caption. A
/// key never splits; a page shows the legend of the marks once, above its
/// first key with a diagram. Returns the page of each solution.
pub(crate) fn compact_solution_pages(
    pages: &mut Pages,
    heading: &str,
    puzzles: &[Numbered],
    style: &DrawStyle,
    ty: &Type,
) -> Result<Vec<usize>, BookError> {
    let mut at = Vec::new();
    let (mut n, mut body) = pages.start();
    let mut y = page_heading_sized(pages.shapes(), body, heading, ty.page, ty);
    // The numbers of the solutions on this page, for its running head.
    let mut numbers: Vec<(usize, &'static str)> = Vec::new();
    let (head, hint_style, steps_style, cap) = compact_styles(ty);
    let legend_gap = ty.body * 0.6;
    let mut legend_on: Option<&'static str> = None;
    let mut on_page = 0;
    for item in puzzles {
        let p = item.puzzle;
        let key = p.compact_key().map_err(|source| BookError::Key {
            noun: p.game().words().noun,
            number: item.number,
            source,
        })?;
        let title = format!(
            "{} {} \u{b7} {} \u{b7} {}",
            p.game().words().noun,
            item.number,
            p.words().kind,
            p.words().tier_word()
        );
        let id = p.words().id;
        let hint = p.short_hint();
        let note = p.compact_note();
        let figure = key.figures.first();
        let legend_h = if figure.is_some() {
            let mut probe = Vec::new();
            p.game()
                .legend(&mut probe, body.x, 0.0, body.w, LegendOf::Marks, style)
                + legend_gap
        } else {
            0.0
        };
        let plan_for = |head_lines: usize| {
            compact_plan(
                &CompactInput {
                    head_lines,
                    hint: hint.as_deref(),
                    steps: &key.steps,
                    figure: figure.map(|f| (f.figure.aspect(), f.figure.legible_width_for(style))),
                    caption: figure.map(|f| f.caption.as_str()),
                    note: note.as_deref(),
                },
                body,
                ty,
            )
        };
        let mut plan = plan_for(1);
        let title_w = measure(&title, head.size, head.weight);
        let id_w = measure(&id, hint_style.size, Weight::Regular);
        let one_line = title_w + ty.body + id_w <= plan.text_w;
        if !one_line {
            plan = plan_for(2);
        }
        let extra = |on: Option<&'static str>| {
            if legend_h > 0.0 && on != Some(p.game().words().name) {
                legend_h
            } else {
                0.0
            }
        };
        if y + extra(legend_on) + plan.block > body.bottom() + 1e-9 && on_page > 0 {
            running_range(pages.shapes(), body, &std::mem::take(&mut numbers));
            (n, body) = pages.start();
            legend_on = None;
            on_page = 0;
            y = page_heading_sized(
                pages.shapes(),
                body,
                &crate::tr!("book-continued", what = heading),
                ty.page,
                ty,
            );
        }
        on_page += 1;
        at.push(n);
        numbers.push((item.number, p.game().words().noun));
        let out = pages.shapes();
        if extra(legend_on) > 0.0 {
            y = p
                .game()
                .legend(out, body.x, y, body.w, LegendOf::Marks, style)
                + legend_gap;
            legend_on = Some(p.game().words().name);
        }
        let top = y;
        let text_w = plan.text_w;
        let title_size = fit_size(&title, head.weight, head.size, text_w).max(ty.min);
        out.push(Shape::Text {
            x: body.x,
            y: y + head.size * CAP_HEIGHT,
            size: title_size,
            weight: head.weight,
            align: Align::Left,
            color: Color::BLACK,
            text: title,
        });
        if one_line {
            out.push(Shape::Text {
                x: body.x + text_w,
                y: y + head.size * CAP_HEIGHT,
                size: hint_style.size,
                weight: Weight::Regular,
                align: Align::Right,
                color: Color::grey(70),
                text: id,
            });
            y += head.line_height();
        } else {
            y += head.line_height();
            out.push(Shape::Text {
                x: body.x,
                y: y + hint_style.size * CAP_HEIGHT,
                size: fit_size(&id, Weight::Regular, hint_style.size, text_w).max(ty.min),
                weight: Weight::Regular,
                align: Align::Left,
                color: Color::grey(70),
                text: id,
            });
            y += head.line_height();
        }
        if let Some(h) = lead_in(hint.as_deref(), note.as_deref()) {
            y = paragraph(out, body.x, y, text_w, hint_style, &h);
        }
        if plan.items.is_empty() {
            paragraph(out, body.x, y, text_w, steps_style, &key.empty);
        }
        for (i, t) in plan.items.iter().enumerate() {
            let (r, c) = (i / plan.per_line, i % plan.per_line);
            out.push(Shape::Text {
                x: body.x + c as f64 * plan.item_w,
                y: y + r as f64 * steps_style.line_height() + ty.body * CAP_HEIGHT,
                size: ty.body,
                weight: Weight::Regular,
                align: Align::Left,
                color: Color::BLACK,
                text: t.clone(),
            });
        }
        y += plan.items.len().div_ceil(plan.per_line).max(1) as f64 * steps_style.line_height();
        if let Some(f) = figure {
            paragraph(out, body.x, y + 2.0, text_w, cap, &f.caption);
            let fx = body.right() - plan.fw;
            out.extend(
                f.figure
                    .draw(Rect::new(fx, top, plan.fw, plan.fig_h), style),
            );
        }
        y = top + plan.block;
        out.push(Shape::Line {
            x1: body.x,
            y1: y - COMPACT_GAP / 2.0,
            x2: body.right(),
            y2: y - COMPACT_GAP / 2.0,
            stroke: Stroke::solid(Color::grey(200), 0.4),
        });
    }
    running_range(pages.shapes(), body, &numbers);
    pages.sparse();
    Ok(at)
}

/// The running head of a solution page: the first and last numbers of the
/// solutions on it ("11\u{2013}21"), right-aligned on the heading's first
/// line, as a dictionary's guide words; left out where the page holds
/// solutions of two games or the heading leaves no room.
fn running_range(out: &mut Vec<Shape>, body: Rect, numbers: &[(usize, &str)]) {
    let (Some(first), Some(last)) = (numbers.first(), numbers.last()) else {
        return;
    };
    if numbers.iter().any(|(_, noun)| *noun != first.1) || last.0 < first.0 {
        return;
    }
    let text = if first.0 == last.0 {
        first.0.to_string()
    } else {
        format!("{}\u{2013}{}", first.0, last.0)
    };
    // The heading: the first bold text at the top of the body.
    let Some((y, size, used)) = out.iter().find_map(|s| match s {
        Shape::Text {
            y,
            size,
            weight: Weight::Bold,
            text,
            ..
        } if *y < body.y + size * 2.0 => Some((*y, *size, measure(text, *size, Weight::Bold))),
        _ => None,
    }) else {
        return;
    };
    if used + measure(&text, size, Weight::Bold) + size * 1.5 > body.w {
        return;
    }
    out.push(Shape::Text {
        x: body.right(),
        y,
        size,
        weight: Weight::Bold,
        align: Align::Right,
        color: Color::grey(90),
        text,
    });
}

/// Room between a key's diagrams.
const SOLUTION_GAP: f64 = 12.0;

/// The width of a key's diagrams: as large as the puzzle's own figure
/// (never under the legible minimum, never wider than the body), all in
/// one row when that costs them at most a tenth of their width. Returns
/// the width and the legible minimum.
fn key_figure_width(
    key: &Key,
    figure_w: f64,
    body: Rect,
    style: &DrawStyle,
    gap: f64,
) -> (f64, f64) {
    let fw_min = key
        .figures
        .iter()
        .map(|f| f.figure.legible_width_for(style))
        .fold(0.0, f64::max);
    // Key diagrams are few and as large as the puzzle's own figure
    // (never under the legible minimum), so each reads as well as
    // the puzzle.
    let fw = figure_w.max(fw_min).min(body.w);
    let nfig = key.figures.len();
    // All diagrams in one row when that costs them at most a tenth of
    // their width and they stay legible.
    let fw = if nfig > 1 && nfig as f64 * (fw + gap) - gap > body.w {
        let one_row = (body.w - gap * (nfig as f64 - 1.0)) / nfig as f64;
        if one_row >= fw_min && one_row >= 0.9 * fw {
            one_row
        } else {
            fw
        }
    } else {
        fw
    };
    (fw, fw_min)
}

/// How a key's block is laid out with diagrams `fw` wide under a heading
/// `head_h` high.
fn block_plan(key: &Key, fw: f64, body: Rect, head_h: f64, ty: &Type, gap: f64) -> BlockPlan {
    let steps_style = Style::new(ty.body, Weight::Regular);
    let cap = Style::new(ty.small, Weight::Regular).align(Align::Center);
    let nfig = key.figures.len();
    let figs_w = nfig as f64 * (fw + gap);
    // Diagrams beside the steps when they leave the steps room,
    // else in rows under them.
    let beside = nfig > 0 && figs_w <= body.w * 0.62;
    let text_w = if beside { body.w - figs_w } else { body.w };
    let (items, item_w, per_line) = steps_layout(&key.steps, text_w, ty.body);
    let text_h = if items.is_empty() {
        steps_style.line_height()
    } else {
        items.len().div_ceil(per_line) as f64 * steps_style.line_height()
    };
    let per_row = if beside {
        nfig
    } else {
        (((body.w + gap) / (fw + gap)).floor() as usize).max(1)
    };
    let cap_h = key
        .figures
        .iter()
        .map(|f| render::text::paragraph_height(fw, cap, &f.caption))
        .fold(0.0, f64::max)
        + 4.0;
    let fig_h = key.figures.first().map_or(0.0, |f| fw / f.figure.aspect());
    let figs_h = nfig.div_ceil(per_row) as f64 * (fig_h + cap_h + 6.0);
    let body_h = if beside {
        text_h.max(figs_h)
    } else {
        text_h + 4.0 + figs_h
    };
    BlockPlan {
        fw,
        figs_w,
        beside,
        text_w,
        items,
        item_w,
        per_line,
        text_h,
        per_row,
        cap_h,
        fig_h,
        body_h,
        block: head_h + 2.0 + body_h + 12.0,
    }
}

/// Draws a key's block as `plan` lays it out, from `y` under its title:
/// the steps in columns, the diagrams with their captions and a rule under
/// it all; returns the y below.
fn draw_block(
    out: &mut Vec<Shape>,
    key: &Key,
    plan: BlockPlan,
    body: Rect,
    mut y: f64,
    style: &DrawStyle,
    ty: &Type,
) -> f64 {
    let steps_style = Style::new(ty.body, Weight::Regular);
    let cap = Style::new(ty.small, Weight::Regular).align(Align::Center);
    let gap = SOLUTION_GAP;
    let BlockPlan {
        fw,
        figs_w,
        beside,
        text_w,
        items,
        item_w,
        per_line,
        text_h,
        per_row,
        cap_h,
        fig_h,
        body_h,
        ..
    } = plan;
    let top = y;
    if items.is_empty() {
        paragraph(out, body.x, y, text_w, steps_style, &key.empty);
    }
    for (i, t) in items.iter().enumerate() {
        let (r, c) = (i / per_line, i % per_line);
        out.push(Shape::Text {
            x: body.x + c as f64 * item_w,
            y: y + r as f64 * steps_style.line_height() + ty.body * CAP_HEIGHT,
            size: ty.body,
            weight: Weight::Regular,
            align: Align::Left,
            color: Color::BLACK,
            text: t.clone(),
        });
    }
    let (fx0, mut fy) = if beside {
        (body.right() - figs_w + gap, top)
    } else {
        (body.x, y + text_h + 4.0)
    };
    for row in key.figures.chunks(per_row) {
        for (i, f) in row.iter().enumerate() {
            let fx = fx0 + i as f64 * (fw + gap);
            out.extend(f.figure.draw(Rect::new(fx, fy, fw, fig_h), style));
            // The caption right under its diagram.
            paragraph(out, fx, fy + fig_h + 3.0, fw, cap, &f.caption);
        }
        fy += fig_h + cap_h + 6.0;
    }
    y = top + body_h;
    y += 6.0;
    out.push(Shape::Line {
        x1: body.x,
        y1: y - 4.0,
        x2: body.right(),
        y2: y - 4.0,
        stroke: Stroke::solid(Color::grey(200), 0.4),
    });
    y
}

/// A page heading; returns the y below it.
pub(crate) fn page_heading(out: &mut Vec<Shape>, body: Rect, text: &str) -> f64 {
    page_heading_sized(out, body, text, 16.0, &Type::REGULAR)
}

/// A page heading of at most `size`, shrunk to fit one line but never
/// below the type's minimum (then it wraps).
pub(crate) fn page_heading_sized(
    out: &mut Vec<Shape>,
    body: Rect,
    text: &str,
    size: f64,
    ty: &Type,
) -> f64 {
    let size = fit_size(text, Weight::Bold, size, body.w).max(ty.min.max(size * 0.75));
    let bottom = paragraph(
        out,
        body.x,
        body.y,
        body.w,
        Style::new(size, Weight::Bold),
        text,
    );
    let rule = bottom - size * 0.1;
    out.push(Shape::Line {
        x1: body.x,
        y1: rule,
        x2: body.right(),
        y2: rule,
        stroke: Stroke::solid(Color::grey(140), 0.6),
    });
    rule + size * 0.6
}

/// One line of the table of contents.
#[derive(Clone, Debug, PartialEq)]
pub struct TocEntry {
    pub title: String,
    /// "puzzles 1–10", or empty.
    pub range: String,
    pub page: usize,
}

/// A laid-out book and the facts its tests check.
#[derive(Clone, Debug)]
pub struct BookLayout {
    pub document: Document,
    pub toc: Vec<TocEntry>,
    /// Page of each puzzle, in book order.
    pub puzzle_pages: Vec<usize>,
    /// Page of each puzzle's solution, in book order.
    pub solution_pages: Vec<usize>,
    /// First page of the table of contents.
    pub contents_page: usize,
    /// Pages allowed to be less than a third full: front matter, blanks
    /// and the last page of a section.
    pub sparse_pages: Vec<usize>,
    /// Inside margin used, in inches.
    pub inside_in: f64,
    /// Page size in points (trim plus bleed).
    pub page_size: (f64, f64),
    /// The frame the pages were laid out in.
    pub frame: Frame,
    /// The smallest text size the book promises.
    pub min_text: f64,
}

impl BookLayout {
    pub fn page_count(&self) -> usize {
        self.document.pages.len()
    }
}

/// The frame of a book template with a given inside margin (points).
pub fn book_frame(t: &BookTemplate, inside: f64) -> Frame {
    let bleed = if t.bleed { BLEED_IN * PT_PER_IN } else { 0.0 };
    Frame {
        width: t.trim.0 + bleed,
        height: t.trim.1 + 2.0 * bleed,
        bleed_x: bleed,
        bleed_y: bleed,
        trim: t.trim,
        margins: Margins {
            inside,
            ..t.margins
        },
        mirrored: true,
        footer: Type::of(t.large_print).footer(),
    }
}

/// Checks that the template's puzzles fit its pages (before any puzzle is
/// generated).
pub fn check_book_layout(t: &BookTemplate) -> Result<(), TemplateError> {
    let frame = book_frame(t, t.margins.inside);
    let body = frame.body(1);
    let ty = Type::of(t.large_print).with_play(t.play_url.is_some());
    if body.w < MIN_SLOT_WIDTH_PT || body.h < 3.0 * header_h(&ty) {
        let span = if t.margins_span.is_empty() {
            0..0
        } else {
            t.margins_span.clone()
        };
        return Err(t.source.error(
            span,
            "the margins leave too little of the page: use smaller margins or a larger trim",
        ));
    }
    check_fit(
        &t.source,
        &t.sections,
        t.puzzles_per_page,
        &t.per_page_span,
        body,
        &ty,
    )?;
    let limit = book_page_limit(t);
    let layout = t.solution_layout;
    let heading = |s: Option<&Section>| match s {
        Some(s) => crate::tr!("book-solutions-of", section = s.title.as_str()),
        None => crate::tr!("solutions"),
    };
    let pad = |n: usize| t.print.padded_count(t.trim, n);
    let body_at = |pages: usize| {
        let inside =
            (gutter_in(t.print.padded_count(t.trim, pages)) * PT_PER_IN).max(t.margins.inside);
        book_frame(t, inside).body(1)
    };
    check_page_limit(
        &t.source,
        &t.sections,
        t.puzzles_per_page,
        &t.per_page_span,
        &SizeCheck {
            front: book_front_pages(t, book_frame(t, t.margins.inside), &ty),
            body_at: &body_at,
            ty,
            style: DrawStyle {
                color: t.color,
                min_text: ty.min,
            },
            limit: &limit,
            what: "book",
            at: t.solutions,
            layout,
            heading: &heading,
            pad: &pad,
        },
    )
}

/// Lays out a whole book from its template and generated puzzles (one
/// list per section, of any game).
pub fn book_layout(t: &BookTemplate, puzzles: &[Puzzles]) -> Result<BookLayout, BookError> {
    let mut inside = t.margins.inside;
    for _ in 0..6 {
        let frame = book_frame(t, inside);
        // Pass 1 counts pages and finds the contents' page numbers; pass 2
        // prints them.
        let first = lay_out(t, puzzles, frame, None)?;
        let pages = first.document.pages.len();
        let second = lay_out(t, puzzles, frame, Some(&first.toc))?;
        debug_assert_eq!(pages, second.document.pages.len());
        // The gutter of the page count after print padding.
        let need = gutter_in(t.print.padded_count(t.trim, pages)) * PT_PER_IN;
        if need <= inside + 1e-9 {
            return within_limit(t, second);
        }
        inside = need;
    }
    // The gutter only grows, in five steps, so the loop always returns.
    let frame = book_frame(t, inside);
    let first = lay_out(t, puzzles, frame, None)?;
    within_limit(t, lay_out(t, puzzles, frame, Some(&first.toc))?)
}

/// The laid-out book, or an error when it came out longer than its
/// trim and paper allow (the check before generating counts the least
/// room solutions take, so this is rare), with about how many puzzles fit.
fn within_limit(t: &BookTemplate, layout: BookLayout) -> Result<BookLayout, BookError> {
    let limit = book_page_limit(t);
    let pages = t.print.padded_count(t.trim, layout.page_count());
    if pages <= limit.pages {
        return Ok(layout);
    }
    let front = layout.puzzle_pages.first().map_or(0, |p| p - 1);
    let total = layout.puzzle_pages.len();
    let fits = total * limit.pages.saturating_sub(front) / pages.saturating_sub(front).max(1);
    let span = t.sections.last().map_or(0..0, |s| s.span.clone());
    Err(BookError::Template(t.source.error(
        span,
        format!(
            "the book comes to {pages} pages, and {}: about {fits} of its {total} puzzles fit; \
             lower the counts or split the book into volumes",
            limit.why
        ),
    )))
}

/// Lines per table-of-contents page.
fn toc_per_page(body: Rect, ty: &Type) -> usize {
    (((body.h - ty.page * 2.5) / (ty.body * 1.9)).floor() as usize).max(1)
}

/// The first puzzle of each game, in book order.
fn games(puzzles: &[Puzzles]) -> Vec<&dyn PrintablePuzzle> {
    let mut seen: Vec<&dyn PrintablePuzzle> = Vec::new();
    for p in puzzles.iter().flatten() {
        if !seen
            .iter()
            .any(|q| q.game().words().name == p.game().words().name)
        {
            seen.push(p.as_ref());
        }
    }
    seen
}

fn lay_out(
    t: &BookTemplate,
    puzzles: &[Puzzles],
    frame: Frame,
    toc_known: Option<&[TocEntry]>,
) -> Result<BookLayout, BookError> {
    let ty = Type::of(t.large_print).with_play(t.play_url.is_some());
    let style = DrawStyle {
        color: t.color,
        min_text: ty.min,
    };
    let mut pages = Pages::new(frame);
    let mut toc: Vec<TocEntry> = Vec::new();
    let games = games(puzzles);

    title_page(&mut pages, t, puzzles, &games, &style, &ty);
    pages.sparse();
    about_page(&mut pages, t);
    pages.sparse();
    let (toc_first, per) = contents_room(&mut pages, t, games.len(), &ty);
    let fronts: Vec<&'static Game> = games.iter().map(|g| g.game()).collect();
    how_to_play(&mut pages, t, &fronts, &style, &ty, &mut toc);
    let (puzzle_at, solution_at) = sections(&mut pages, t, puzzles, &style, &ty, &mut toc)?;
    contents(
        &mut pages,
        toc_known.unwrap_or(&toc),
        toc_first,
        per,
        toc_known.is_some(),
        &ty,
    );

    pages.number_pages(2, ty.small.max(9.0));
    let page_size = (frame.width, frame.height);
    let mut sparse = pages.sparse_ok.clone();
    sparse.sort_unstable();
    sparse.dedup();
    Ok(BookLayout {
        document: Document {
            title: t.title.clone(),
            pages: pages.pages,
        },
        toc,
        puzzle_pages: puzzle_at,
        solution_pages: solution_at,
        contents_page: toc_first,
        sparse_pages: sparse,
        inside_in: frame.margins.inside / PT_PER_IN,
        page_size,
        frame,
        min_text: ty.min,
    })
}

/// Blank pages for the contents on a right-hand page, right after the
/// front matter (their number depends only on the number of entries);
/// returns the first of them and the entries a page holds.
fn contents_room(pages: &mut Pages, t: &BookTemplate, games: usize, ty: &Type) -> (usize, usize) {
    pages.start_on_right();
    let entries = games
        + 1
        + t.game_in_numbers.is_some() as usize
        + t.sections.len()
        + match t.solutions {
            SolutionsAt::Back => 1,
            SolutionsAt::AfterSection => t.sections.len(),
        }
        + tier_groups(t).len();
    let per = toc_per_page(pages.frame.body(pages.next()), ty);
    let toc_pages = entries.div_ceil(per);
    let toc_first = pages.next();
    for _ in 0..toc_pages {
        pages.start();
        pages.sparse();
    }
    (toc_first, per)
}

/// The games of `sections` that print puzzles, in order.
pub(crate) fn section_games(sections: &[Section]) -> Vec<&'static Game> {
    let mut seen: Vec<&'static Game> = Vec::new();
    for s in sections.iter().filter(|s| s.count > 0) {
        let game = s.spec.game();
        if !seen.iter().any(|g| g.words().name == game.words().name) {
            seen.push(game);
        }
    }
    seen
}

/// The pages of a book other than its puzzles and solutions, counted by
/// laying them out as the book does (title, copyright, contents, rules,
/// reading notes, census page), and a tier's title page with the blank
/// before it for each tier group: none depends on how many puzzles there
/// are.
pub(crate) fn book_front_pages(t: &BookTemplate, frame: Frame, ty: &Type) -> usize {
    let style = DrawStyle {
        color: t.color,
        min_text: ty.min,
    };
    let games = section_games(&t.sections);
    let mut pages = Pages::new(frame);
    pages.start();
    pages.start();
    contents_room(&mut pages, t, games.len(), ty);
    how_to_play(&mut pages, t, &games, &style, ty, &mut Vec::new());
    pages.pages.len() + 2 * tier_groups(t).len()
}

/// How to play: each game's rules, how to read the puzzles and the
/// template's census page (`game_in_numbers`), each listed in `toc`.
fn how_to_play(
    pages: &mut Pages,
    t: &BookTemplate,
    games: &[&'static Game],
    style: &DrawStyle,
    ty: &Type,
    toc: &mut Vec<TocEntry>,
) {
    let frame = pages.frame;
    for g in games {
        let n = pages.next();
        let body = |i: usize| frame.body(n + i);
        for rules in g.rules_pages(frame.width, frame.height, &body, style, ty.body) {
            pages.start();
            pages.shapes().extend(rules.shapes);
        }
        toc.push(TocEntry {
            title: crate::tr!("book-how-to-play", game = g.words().name),
            range: String::new(),
            page: n,
        });
        pages.sparse();
    }
    let n = reading_pages(pages, t, games, ty);
    toc.push(TocEntry {
        title: crate::tr!("book-reading"),
        range: String::new(),
        page: n,
    });
    // The template's `game_in_numbers`: the game's census page.
    if let Some(c) = &t.game_in_numbers {
        let (n, body) = pages.start();
        c.draw(pages.shapes(), body);
        toc.push(TocEntry {
            title: c.title(),
            range: String::new(),
            page: n,
        });
    }
}

/// The puzzles, numbered through the book by kind, and their solutions
/// after each section or at the back, each listed in `toc`; returns the
/// pages of each puzzle and of each solution.
fn sections(
    pages: &mut Pages,
    t: &BookTemplate,
    puzzles: &[Puzzles],
    style: &DrawStyle,
    ty: &Type,
    toc: &mut Vec<TocEntry>,
) -> Result<(Vec<usize>, Vec<usize>), BookError> {
    let mut numbered = number_all_from(puzzles, &t.first_numbers);
    let frame = pages.frame;
    let body1 = frame.body(1);
    let mut per_pages = Vec::new();
    for (s, list) in t.sections.iter().zip(&numbered) {
        per_pages.push(section_per_page(
            &t.source,
            s,
            t.puzzles_per_page,
            &t.per_page_span,
            section_hint(s, list, style),
            body1,
            ty,
        )?);
    }
    let mut puzzle_at = Vec::new();
    let mut solution_at = Vec::new();
    // A book ordered by tier opens each tier with a title page, listed in
    // the contents with its puzzles and its pages (crate::order).
    let tiers: Vec<(std::ops::Range<usize>, String, String)> = tier_groups(t)
        .into_iter()
        .map(|(rank, r)| {
            let holds = tier_range(&numbered[r.clone()]);
            (r, tier_heading(rank), holds)
        })
        .collect();
    let mut tier_open: Option<(usize, usize, usize)> = None;
    for (i, ((s, list), per_page)) in t
        .sections
        .iter()
        .zip(numbered.iter_mut())
        .zip(&per_pages)
        .enumerate()
    {
        if let Some((r, heading, holds)) = tiers.iter().find(|g| g.0.start == i) {
            let page = tier_page(pages, heading, holds, ty);
            toc.push(TocEntry {
                title: heading.clone(),
                range: holds.clone(),
                page,
            });
            tier_open = Some((toc.len() - 1, page, r.end));
        }
        if list.is_empty() {
            continue;
        }
        let range = range_text(list);
        toc.push(TocEntry {
            title: s.title.clone(),
            range: range.clone(),
            page: pages.next(),
        });
        puzzle_at.extend(puzzle_pages(
            pages,
            &s.title,
            list,
            *per_page,
            style,
            ty,
            t.play_url.as_ref(),
        ));
        if t.solutions == SolutionsAt::AfterSection {
            let title = crate::tr!("book-solutions-of", section = s.title.as_str());
            toc.push(TocEntry {
                title: title.clone(),
                range,
                page: pages.next(),
            });
            solution_at.extend(solution_pages_in(
                pages,
                &title,
                list,
                style,
                ty,
                t.solution_layout,
            )?);
        }
        if let Some((entry, first, end)) = tier_open
            && end == i + 1
        {
            let last = pages.pages.len();
            let e = &mut toc[entry];
            e.range = crate::tr!(
                "book-pages-range",
                range = e.range.as_str(),
                from = first.to_string(),
                to = last.to_string()
            );
            tier_open = None;
        }
    }
    if t.solutions == SolutionsAt::Back {
        let all: Vec<Numbered> = numbered.into_iter().flatten().collect();
        toc.push(TocEntry {
            title: crate::tr!("solutions"),
            range: String::new(),
            page: pages.next(),
        });
        solution_at.extend(solution_pages_in(
            pages,
            &crate::tr!("solutions"),
            &all,
            style,
            ty,
            t.solution_layout,
        )?);
    }
    Ok((puzzle_at, solution_at))
}

/// The contents on the pages from `first`, `per` entries a page, with
/// their page numbers when `known` (else placeholders of the same width).
fn contents(
    pages: &mut Pages,
    shown: &[TocEntry],
    first: usize,
    per: usize,
    known: bool,
    ty: &Type,
) {
    let frame = pages.frame;
    for (i, chunk) in shown.chunks(per).enumerate() {
        let n = first + i;
        let body = frame.body(n);
        let out = &mut pages.pages[n - 1].shapes;
        let heading = if i == 0 {
            crate::tr!("book-contents")
        } else {
            crate::tr!("book-continued", what = crate::tr!("book-contents"))
        };
        let mut y = page_heading_sized(out, body, &heading, ty.page * 1.2, ty) + ty.body * 0.6;
        for e in chunk {
            y = contents_entry(out, body, e, known, y, ty);
        }
    }
}

/// One line of the contents from `y`: its title (wrapped when long),
/// dots and its page number; returns the y of the next.
fn contents_entry(
    out: &mut Vec<Shape>,
    body: Rect,
    e: &TocEntry,
    known: bool,
    y: f64,
    ty: &Type,
) -> f64 {
    let num = if known {
        e.page.to_string()
    } else {
        "000".to_string()
    };
    let size = ty.body.max(11.0);
    let nw = measure(&num, size, Weight::Regular);
    let label = if e.range.is_empty() {
        e.title.clone()
    } else if e.title.trim_end().ends_with(')') {
        // No doubled brackets after a title that ends in its own.
        crate::tr!("pair-colon", a = e.title.as_str(), b = e.range.as_str())
    } else {
        format!("{} ({})", e.title, e.range)
    };
    let title_size = fit_size(&label, Weight::Regular, size, body.w - nw - 24.0).max(ty.min);
    let lines = wrap(&label, title_size, Weight::Regular, body.w - nw - 24.0);
    let base = y + size * CAP_HEIGHT;
    for (k, l) in lines.iter().enumerate() {
        out.push(Shape::Text {
            x: body.x,
            y: base + k as f64 * title_size * 1.25,
            size: title_size,
            weight: Weight::Regular,
            align: Align::Left,
            color: Color::BLACK,
            text: l.clone(),
        });
    }
    let last_y = base + (lines.len().max(1) - 1) as f64 * title_size * 1.25;
    let tw = lines
        .last()
        .map_or(0.0, |l| measure(l, title_size, Weight::Regular));
    out.push(Shape::Line {
        x1: body.x + tw + 6.0,
        y1: last_y,
        x2: body.right() - nw - 6.0,
        y2: last_y,
        stroke: Stroke {
            color: Color::grey(120),
            width: 0.8,
            dash: Some(vec![0.8, 3.0]),
        },
    });
    out.push(Shape::Text {
        x: body.right(),
        y: last_y,
        size,
        weight: Weight::Regular,
        align: Align::Right,
        color: Color::BLACK,
        text: num,
    });
    last_y - size * CAP_HEIGHT + size * 1.9
}

/// Centred lines of `text` from the top `y` in `body`, as even as they go
/// ([`even_lines`]); returns the y under them.
pub(crate) fn centered_lines(
    out: &mut Vec<Shape>,
    body: Rect,
    y: f64,
    size: f64,
    weight: Weight,
    text: &str,
) -> f64 {
    let lines = even_lines(text, size, weight, body.w);
    let mut base = y + size * CAP_HEIGHT;
    for l in &lines {
        out.push(Shape::Text {
            x: body.x + body.w / 2.0,
            y: base,
            size,
            weight,
            align: Align::Center,
            color: Color::BLACK,
            text: l.clone(),
        });
        base += size * 1.25;
    }
    y + lines.len() as f64 * size * 1.25
}

/// "60 Egyptian Solitaire puzzles and 40 card deals".
fn count_phrase(puzzles: &[Puzzles], games: &[&dyn PrintablePuzzle]) -> String {
    let parts: Vec<String> = games
        .iter()
        .map(|g| {
            let n = puzzles
                .iter()
                .flatten()
                .filter(|p| p.game().words().name == g.game().words().name)
                .count();
            format!("{n}\u{a0}{}", g.game().words().plural)
        })
        .collect();
    match parts.len() {
        0 => String::new(),
        1 => parts[0].clone(),
        _ => {
            let (last, rest) = parts.split_last().expect("two or more");
            crate::tr!("and-list", list = rest.join(", "), last = last.as_str())
        }
    }
}

fn title_page(
    pages: &mut Pages,
    t: &BookTemplate,
    puzzles: &[Puzzles],
    games: &[&dyn PrintablePuzzle],
    style: &DrawStyle,
    ty: &Type,
) {
    let (_, body) = pages.start();
    let out = pages.shapes();
    let mut y = body.y + body.h * 0.18;
    let size: f64 = if measure(&t.title, 30.0, Weight::Bold) > body.w * 2.0 {
        24.0
    } else {
        30.0
    };
    let size = size.max(ty.page * 1.4);
    y = centered_lines(out, body, y, size, Weight::Bold, &t.title) + 10.0;
    if !t.subtitle.is_empty() {
        y = centered_lines(
            out,
            body,
            y,
            (ty.body * 1.4).max(14.0),
            Weight::Regular,
            &t.subtitle,
        ) + 10.0;
    }
    if let Some(g) = games.first() {
        let bw = body.w * 0.5;
        let area = Rect::new(body.x + (body.w - bw) / 2.0, y + 10.0, bw, bw * 0.8);
        out.extend(g.emblem(area, style));
        y = area.bottom() + 24.0;
    }
    let phrase = crate::tr!("book-checked", what = count_phrase(puzzles, games));
    centered_lines(out, body, y, ty.body.max(11.0), Weight::Regular, &phrase);
    if !t.author.is_empty() {
        centered_lines(
            out,
            body,
            body.bottom() - 40.0,
            (ty.body * 1.3).max(14.0),
            Weight::Bold,
            &t.author,
        );
    }
}

/// The copyright page (the title page's back): see `crate::publish`.
fn about_page(pages: &mut Pages, t: &BookTemplate) {
    let (_, body) = pages.start();
    crate::publish::copyright_page(pages.shapes(), body, t);
}

/// "Reading the puzzles": every game's notes, then where the solutions
/// are. Returns its first page.
fn reading_pages(pages: &mut Pages, t: &BookTemplate, games: &[&'static Game], ty: &Type) -> usize {
    let mut notes: Vec<Note> = Vec::new();
    for g in games {
        notes.extend(g.words().reading_notes.iter().cloned());
    }
    notes.push(Note {
        heading: crate::tr!("solutions").into(),
        text: (match t.solutions {
            SolutionsAt::Back => crate::tr!("book-solutions-at-back"),
            SolutionsAt::AfterSection => crate::tr!("book-solutions-after-section"),
        } + " "
            + &solutions_note(t.solution_layout))
            .into(),
    });
    let first = pages.next();
    let frame = pages.frame;
    let body = |i: usize| frame.body(first + i);
    let sizes = TextSizes {
        title: ty.page,
        heading: ty.head,
        body: ty.body.max(10.0),
    };
    for p in text_pages(
        frame.width,
        frame.height,
        &body,
        &crate::tr!("book-reading"),
        &notes,
        sizes,
    ) {
        pages.start();
        pages.shapes().extend(p.shapes);
    }
    pages.sparse();
    first
}

/// What the reading notes say of the keys, by their layout.
fn solutions_note(layout: SolutionLayout) -> String {
    match layout {
        SolutionLayout::Roomy => crate::tr!("book-solutions-each"),
        SolutionLayout::Compact => crate::tr!("book-solutions-each-compact"),
    }
}

// A book ordered by tier (crate::order): its tier groups and their title
// pages.

/// The tier groups of a book ordered by tier: the range of its sections
/// in each (sections are in tier order already, see [`arrange`]).
pub(crate) fn tier_groups(t: &BookTemplate) -> Vec<(u32, std::ops::Range<usize>)> {
    if t.order != crate::order::Order::ByTier {
        return Vec::new();
    }
    let mut out: Vec<(u32, std::ops::Range<usize>)> = Vec::new();
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
    let name = crate::order::TIERS
        .get(rank as usize)
        .copied()
        .unwrap_or("other");
    capitalised(&crate::puzzle::tier_word(name))
}

/// What a tier holds, by kind: "puzzles 1–30, deals 1–10".
pub(crate) fn tier_range(lists: &[Vec<Numbered>]) -> String {
    let mut runs: Vec<(&'static str, Vec<Numbered>)> = Vec::new();
    for n in lists.iter().flatten() {
        let noun = n.puzzle.game().words().noun;
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
fn tier_page(pages: &mut Pages, heading: &str, holds: &str, ty: &Type) -> usize {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frames_mirror_the_gutter() {
        let m = Margins {
            top: 36.0,
            bottom: 36.0,
            outside: 18.0,
            inside: 27.0,
        };
        let f = Frame {
            width: 441.0,
            height: 666.0,
            bleed_x: 9.0,
            bleed_y: 9.0,
            trim: (432.0, 648.0),
            margins: m,
            mirrored: true,
            footer: 16.0,
        };
        let odd = f.content(3);
        let even = f.content(4);
        assert_eq!(odd.x, 27.0);
        assert_eq!(even.x, 9.0 + 18.0);
        assert_eq!(odd.w, even.w);
        assert_eq!(odd.y, 45.0);
        // Right page: the outside edge (with its bleed) is on the right.
        assert_eq!(f.width - odd.right(), 18.0 + 9.0);
        // Left page: the gutter is on the right, at the trim edge.
        assert_eq!(f.width - even.right(), 27.0);
    }

    #[test]
    fn slot_grid_prefers_bigger_boards() {
        let area = Rect::new(0.0, 0.0, 380.0, 560.0);
        let ty = Type::REGULAR;
        let (aspect, _) = crate::games::egypt::figure::figure_hint(egypt::Size::STANDARD_3X4);
        let (c, r, w) = slot_grid(2, aspect, area, &ty);
        assert_eq!((c, r), (1, 2));
        assert!(w > 200.0, "{w}");
        let (aspect, min_w) =
            crate::games::egypt::figure::figure_hint(egypt::Size::new(8, 8).expect("size"));
        let (_, _, tiny) = slot_grid(12, aspect, area, &ty);
        assert!(tiny < min_w);
    }
}
