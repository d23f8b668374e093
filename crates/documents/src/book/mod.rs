//! Puzzle books for print on demand: title page, contents, how-to-play
//! pages, numbered puzzles by section and their solutions, with mirrored
//! margins for the gutter and optional bleed.
//!
//! A book holds puzzles of any game through
//! [`crate::puzzle::PrintablePuzzle`]: it asks a puzzle to draw itself, for
//! its goal line, ID, grade and key, and never names a game. Each game
//! (by [`crate::puzzle::PrintablePuzzle::game`]) brings its rules pages
//! and reading notes; puzzles are numbered per kind ("Puzzle 12", "Deal
//! 3").
//!
//! Layout runs in two passes: the first counts pages (and finds where each
//! contents entry lands), the second prints the same pages with the real
//! page numbers. The inside margin is raised to the gutter the final page
//! count needs, repeating the layout when that changes.
//!
//! The parts, each using only those before it: `page` (type sizes, the
//! frame, the page cursor, numbers and headings), `solutions` (the roomy
//! and compact key pages), `budget` (the page-budget checks made before
//! generating, from the largest keys), `puzzles` (the puzzle pages),
//! `front` (title, contents, rules, reading notes, tier pages), and this
//! module, the layout loop over them.

mod budget;
mod front;
mod page;
mod puzzles;
mod solutions;

pub use budget::*;
pub(crate) use front::*;
pub use page::*;
pub(crate) use puzzles::*;
pub(crate) use solutions::*;

use crate::puzzle::{DrawStyle, Game, Puzzles};
use crate::template::{
    BLEED_IN, BookTemplate, Margins, PT_PER_IN, Section, SolutionsAt, Source, TemplateError,
    gutter_in,
};
use render::Document;

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
    let mut lead = how_to_play(&mut pages, t, &fronts, &style, &ty, &mut toc);
    let (puzzle_at, solution_at) =
        sections(&mut pages, t, puzzles, &style, &ty, &mut toc, &mut lead)?;
    contents(
        &mut pages,
        toc_known.unwrap_or(&toc),
        toc_first,
        per,
        toc_known.is_some(),
        &ty,
    );

    // The pages the printer's count would leave blank are notes pages,
    // but for a last page the printer keeps blank (IngramSpark prints its
    // barcode there); see the guide's "Blank pages".
    let keep_blank = usize::from(t.print.service == Some(crate::template::Service::Ingram));
    let want = t.print.padded_count(t.trim, pages.pages.len());
    while pages.pages.len() + keep_blank < want {
        notes_page(&mut pages, &ty);
    }
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

/// The puzzles, numbered through the book by kind, and their solutions
/// after each section or at the back, each listed in `toc`; returns the
/// pages of each puzzle and of each solution. The first solutions page
/// opens with `lead` when given (the reading notes' "Solutions" paragraph,
/// kept with the first key).
fn sections(
    pages: &mut Pages,
    t: &BookTemplate,
    puzzles: &[Puzzles],
    style: &DrawStyle,
    ty: &Type,
    toc: &mut Vec<TocEntry>,
    lead: &mut Option<String>,
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
        // Under a tier's own entry (which names the puzzles and pages), a
        // section is listed indented, without repeating the puzzles.
        let under_tier = tier_open.is_some();
        toc.push(TocEntry {
            title: if under_tier {
                format!("\u{2003}{}", s.title)
            } else {
                s.title.clone()
            },
            range: if under_tier {
                String::new()
            } else {
                range.clone()
            },
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
                lead.take().as_deref(),
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
            lead.take().as_deref(),
        )?);
    }
    Ok((puzzle_at, solution_at))
}

#[cfg(test)]
mod tests {
    use super::*;
    use render::Rect;

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
