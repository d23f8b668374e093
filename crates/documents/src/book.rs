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
use crate::puzzle::{DrawStyle, Key, KeyError, LegendOf, Note, PrintablePuzzle, Puzzles};
use crate::template::{
    BLEED_IN, BookTemplate, Margins, PT_PER_IN, Section, SolutionsAt, Source, TemplateError,
    gutter_in,
};
use render::flow::{TextSizes, text_pages};
use render::text::{CAP_HEIGHT, Style, fit_size, measure, paragraph, wrap};
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
    let own_kind = s.spec.book_per_page_is_for_it();
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
/// of `style`: its first puzzle's own, or before generating the spec's.
/// Books and handouts both ask this one rule.
pub(crate) fn section_hint(s: &Section, list: &[Numbered], style: &DrawStyle) -> (f64, f64) {
    list.first().map_or(s.spec.figure_hint(style), |p| {
        (p.puzzle.aspect(), p.puzzle.min_width_for(style))
    })
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

/// The least number of pages sections of `counts` puzzles can take, known
/// before generating: `front` pages, the puzzle pages, and the solutions
/// at their least (a title and a line of steps each, and a diagram at its
/// legible minimum when the game's keys have diagrams), packed with no
/// gap.
pub(crate) fn least_pages(
    sections: &[Section],
    counts: &[usize],
    per_pages: &[usize],
    front: usize,
    body: Rect,
    ty: &Type,
) -> usize {
    let style = ty.style(false);
    let line = ty.body * 1.3;
    let mut puzzle_pages = 0;
    let mut solutions_h = 0.0;
    for ((s, &c), &per) in sections.iter().zip(counts).zip(per_pages) {
        puzzle_pages += c.div_ceil(per.max(1));
        let (aspect, min_w) = section_hint(s, &[], &style);
        let figure = if s.spec.key_has_figures() {
            min_w / aspect
        } else {
            0.0
        };
        solutions_h += c as f64 * (2.0 * line + figure);
    }
    front + puzzle_pages + (solutions_h / body.h).ceil() as usize
}

/// Refuses, before anything is generated, sections that cannot fit in
/// `limit` pages even at their least ([`least_pages`]), naming the
/// largest request that could: the same sections with their counts
/// scaled down by one share.
#[allow(clippy::too_many_arguments)]
pub(crate) fn check_page_limit(
    source: &Source,
    sections: &[Section],
    per_page: usize,
    per_page_span: &std::ops::Range<usize>,
    front: usize,
    body: Rect,
    ty: &Type,
    limit: &PageLimit,
    what: &str,
) -> Result<(), TemplateError> {
    let style = ty.style(false);
    let mut per_pages = Vec::new();
    for s in sections {
        per_pages.push(section_per_page(
            source,
            s,
            per_page,
            per_page_span,
            section_hint(s, &[], &style),
            body,
            ty,
        )?);
    }
    let counts: Vec<usize> = sections.iter().map(|s| s.count).collect();
    let total: usize = counts.iter().sum();
    let least = |k: usize| {
        let scaled: Vec<usize> = counts.iter().map(|c| c * k / total.max(1)).collect();
        least_pages(sections, &scaled, &per_pages, front, body, ty)
    };
    let need = least(total);
    if need <= limit.pages {
        return Ok(());
    }
    // The largest total whose sections, scaled alike, could fit.
    let (mut lo, mut hi) = (0, total);
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        if least(mid) <= limit.pages {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    let span = sections.last().map_or(0..0, |s| s.span.clone());
    Err(source.error(
        span,
        format!(
            "the {what} asks for {total} puzzles, which take at least {need} pages, and {}: \
             at most {lo} puzzles fit (each section's count scaled to {:.0}%); lower the \
             counts or split the {what} into volumes",
            limit.why,
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
                    let noun = p.game().noun;
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
    let game = a.puzzle.game();
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
    pages.sparse();
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
    let title = format!("{} {}", p.game().noun, item.number);
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
        && beside_w >= p.min_width_for(style) - 1e-9
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
            noun: p.game().noun,
            number: item.number,
            source,
        })?;
        // Height of the legend this key's marks need (0: none).
        let legend_h = if key.figures.is_empty() {
            0.0
        } else {
            let mut probe = Vec::new();
            p.legend(&mut probe, body.x, 0.0, body.w, LegendOf::Marks, style)
        };
        let legend_gap = ty.body * 0.8;
        let legend_need = |on: Option<&'static str>| {
            if legend_h > 0.0 && on != Some(p.game().name) {
                legend_h + legend_gap
            } else {
                0.0
            }
        };
        let title = format!(
            "{} {} \u{b7} {} \u{b7} {} \u{b7} {}",
            p.game().noun,
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
            y = p.legend(out, body.x, y, body.w, LegendOf::Marks, style) + legend_gap;
            legend_on = Some(p.game().name);
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
        .first()
        .map_or(0.0, |f| f.figure.min_width_for(style));
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
    // Title, copyright, contents and a rules page at the least.
    check_page_limit(
        &t.source,
        &t.sections,
        t.puzzles_per_page,
        &t.per_page_span,
        4,
        body,
        &ty,
        &book_page_limit(t),
        "book",
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
        if !seen.iter().any(|q| q.game().name == p.game().name) {
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
    how_to_play(&mut pages, t, &games, &style, &ty, &mut toc);
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

/// How to play: each game's rules, how to read the puzzles and the
/// template's census page (`game_in_numbers`), each listed in `toc`.
fn how_to_play(
    pages: &mut Pages,
    t: &BookTemplate,
    games: &[&dyn PrintablePuzzle],
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
            title: crate::tr!("book-how-to-play", game = g.game().name),
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
    // The template's `game_in_numbers`: the census page (crate::census_page).
    if let Some(c) = &t.game_in_numbers {
        let (n, body) = pages.start();
        crate::census_page::draw(pages.shapes(), body, c);
        toc.push(TocEntry {
            title: crate::census_page::TITLE.into(),
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
            solution_at.extend(solution_pages(pages, &title, list, style, ty)?);
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
        solution_at.extend(solution_pages(
            pages,
            &crate::tr!("solutions"),
            &all,
            style,
            ty,
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

/// Lines of `text` at `size` in `width`, never ending in a one-word line
/// when the text has more than one word (the width narrows until the last
/// line holds two words or more, without adding a line).
pub fn balanced_lines(text: &str, size: f64, weight: Weight, width: f64) -> Vec<String> {
    let first = wrap(text, size, weight, width);
    let one_word = |l: &[String]| l.len() > 1 && !l.last().is_some_and(|s| s.contains(' '));
    if !one_word(&first) {
        return first;
    }
    let mut w = width;
    while w > width * 0.5 {
        w -= 4.0;
        let lines = wrap(text, size, weight, w);
        if lines.len() > first.len() {
            break;
        }
        if !one_word(&lines) {
            return lines;
        }
    }
    // Narrowing did not help: the last two words go down together.
    let mut lines = first;
    let n = lines.len();
    if n >= 2
        && let Some((head, word)) = lines[n - 2].rsplit_once(' ')
    {
        let (head, word) = (head.to_string(), word.to_string());
        lines[n - 2] = head;
        lines[n - 1] = format!("{word} {}", lines[n - 1]);
    }
    lines
}

/// Centred lines of `text` from the top `y` in `body`, never ending in a
/// one-word line ([`balanced_lines`]); returns the y under them.
pub(crate) fn centered_lines(
    out: &mut Vec<Shape>,
    body: Rect,
    y: f64,
    size: f64,
    weight: Weight,
    text: &str,
) -> f64 {
    let lines = balanced_lines(text, size, weight, body.w);
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
                .filter(|p| p.game().name == g.game().name)
                .count();
            format!("{n} {}", g.game().plural)
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
fn reading_pages(
    pages: &mut Pages,
    t: &BookTemplate,
    games: &[&dyn PrintablePuzzle],
    ty: &Type,
) -> usize {
    let mut notes: Vec<Note> = Vec::new();
    for g in games {
        notes.extend(g.game().reading_notes.iter().cloned());
    }
    notes.push(Note {
        heading: crate::tr!("solutions").into(),
        text: (match t.solutions {
            SolutionsAt::Back => crate::tr!("book-solutions-at-back"),
            SolutionsAt::AfterSection => crate::tr!("book-solutions-after-section"),
        } + " "
            + &crate::tr!("book-solutions-each"))
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
