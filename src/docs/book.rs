//! Puzzle books for print on demand: title page, how-to-play pages, a table
//! of contents, numbered puzzles by section and their solutions, with
//! mirrored margins for the gutter and optional bleed.
//!
//! Layout runs in two passes: the first counts pages (and finds where each
//! contents entry lands), the second prints the same pages with the real
//! page numbers. The inside margin is raised to the gutter the final page
//! count needs, repeating the layout when that changes.

use crate::docs::key::{KeyError, key_frames};
use crate::docs::rules::rules_pages_fitted;
use crate::docs::template::{
    BLEED_IN, BookTemplate, Margins, PT_PER_IN, Section, SolutionsAt, Source, TemplateError,
    gutter_in,
};
use crate::egypt::board::Size;
use crate::egypt::draw::{BoardStyle, draw_board, layout};
use crate::egypt::generator::{Puzzle, Spec, generate_with_progress};
use crate::render::text::{CAP_HEIGHT, Style, fit_size, measure, paragraph};
use crate::render::{Align, Color, Document, Page, Rect, Shape, Stroke, Weight};
use crate::seed::derive;

/// Smallest side of a board square on a puzzle page: 0.25 in. Below it the
/// stacks of a diagram cannot be told apart in print.
pub const MIN_SQUARE_PT: f64 = 18.0;
/// Narrowest slot for one puzzle (its caption must stay readable).
pub const MIN_SLOT_WIDTH_PT: f64 = 100.0;
/// Height kept at the foot of every page's content for the page number.
const FOOTER: f64 = 16.0;
/// Height of the section line at the head of a puzzle page.
const HEADER: f64 = 24.0;
/// Caption above a puzzle's board and ID line below it.
const CAPTION_ABOVE: f64 = 24.0;
const CAPTION_BELOW: f64 = 11.0;
const SLOT_GAP: f64 = 14.0;

/// Why a book or handout could not be made.
#[derive(Debug, thiserror::Error)]
pub enum BookError {
    #[error(transparent)]
    Template(#[from] TemplateError),
    #[error("puzzle {number}: {source}")]
    Key { number: usize, source: KeyError },
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
        Rect::new(c.x, c.y, c.w, c.h - FOOTER)
    }
}

/// Pages under construction, numbered from 1.
pub(crate) struct Pages {
    pub frame: Frame,
    pub pages: Vec<Page>,
}

impl Pages {
    pub fn new(frame: Frame) -> Pages {
        Pages {
            frame,
            pages: Vec::new(),
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

    /// Page numbers on every page from `first` on, on the outside corner
    /// (centred when the pages do not mirror).
    pub fn number_pages(&mut self, first: usize) {
        let frame = self.frame;
        for (i, page) in self.pages.iter_mut().enumerate().skip(first - 1) {
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
                size: 9.0,
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
    pub puzzle: &'a Puzzle,
}

fn tier_title(p: &Puzzle) -> String {
    let mut t = p.tier.name().to_string();
    if let Some(c) = t.get_mut(0..1) {
        c.make_ascii_uppercase();
    }
    t
}

/// Columns and rows of puzzle slots for `per_page` boards of `grid` in
/// `area`, and the side of a board square they get (largest first).
pub fn slot_grid(per_page: usize, grid: Size, area: Rect) -> (usize, usize, f64) {
    let mut best = (1, per_page.max(1), 0.0);
    for cols in 1..=per_page.max(1) {
        let rows = per_page.div_ceil(cols);
        let sw = (area.w - SLOT_GAP * (cols as f64 - 1.0)) / cols as f64;
        let sh = (area.h - HEADER - SLOT_GAP * (rows as f64 - 1.0)) / rows as f64;
        if sw < MIN_SLOT_WIDTH_PT {
            continue;
        }
        let board = Rect::new(0.0, 0.0, sw, sh - CAPTION_ABOVE - CAPTION_BELOW);
        let cell = if board.h > 0.0 {
            layout(grid.rows(), grid.cols(), board, &BoardStyle::default()).cell
        } else {
            0.0
        };
        if cell > best.2 {
            best = (cols, rows, cell);
        }
    }
    best
}

/// Checks that every section's boards are legible at `per_page` puzzles a
/// page in `area`; the error points at `per_page_span` (or at the section
/// when puzzles_per_page was not written).
pub(crate) fn check_fit(
    source: &Source,
    sections: &[Section],
    per_page: usize,
    per_page_span: &std::ops::Range<usize>,
    area: Rect,
) -> Result<(), TemplateError> {
    for s in sections {
        let (_, _, cell) = slot_grid(per_page, s.grid, area);
        if cell >= MIN_SQUARE_PT {
            continue;
        }
        let fits = (1..per_page)
            .rev()
            .find(|n| slot_grid(*n, s.grid, area).2 >= MIN_SQUARE_PT);
        let advice = match fits {
            Some(n) => format!("use puzzles_per_page = {n} or less, or a larger trim/paper"),
            None => "no number of puzzles per page fits: use a larger trim/paper, smaller \
                     margins or a smaller grid"
                .to_string(),
        };
        let span = if per_page_span.is_empty() {
            s.span.clone()
        } else {
            per_page_span.clone()
        };
        return Err(source.error(
            span,
            format!(
                "{} boards at {per_page} puzzles per page get squares of {:.1} pt, below the \
                 legible minimum of {MIN_SQUARE_PT} pt (0.25 in) and a slot width of \
                 {MIN_SLOT_WIDTH_PT} pt: {advice}",
                s.grid, cell
            ),
        ));
    }
    Ok(())
}

/// Generates every section's puzzles; `progress` gets the running total.
/// A section the generator cannot fill is reported at the section.
pub fn generate_sections(
    source: &Source,
    sections: &[Section],
    seed: u64,
    progress: &(dyn Fn(usize) + Sync),
) -> Result<Vec<Vec<Puzzle>>, TemplateError> {
    let mut done = 0;
    let mut out = Vec::new();
    for (i, s) in sections.iter().enumerate() {
        let spec = Spec {
            grid: s.grid,
            target: s.target,
            tier: s.tier,
            count: s.count,
            seed: derive(seed, i as u64 + 1),
        };
        let base = done;
        let puzzles = generate_with_progress(&spec, &|n| progress(base + n)).map_err(|e| {
            source.error(
                s.span.clone(),
                format!(
                    "section {} ('{}') cannot be filled: {e}; ask for fewer puzzles, another \
                     tier or another target",
                    i + 1,
                    s.title
                ),
            )
        })?;
        done += puzzles.len();
        out.push(puzzles);
    }
    Ok(out)
}

/// Lays out puzzle pages for one section.
pub(crate) fn puzzle_pages(
    pages: &mut Pages,
    heading: &str,
    puzzles: &[Numbered],
    per_page: usize,
    color: bool,
) -> Vec<usize> {
    let mut at = Vec::new();
    for chunk in puzzles.chunks(per_page.max(1)) {
        let (n, body) = pages.start();
        let grid = chunk[0].puzzle.grid;
        let (cols, rows, _) = slot_grid(per_page, grid, body);
        let out = pages.shapes();
        let size = fit_size(heading, Weight::Bold, 12.0, body.w);
        out.push(Shape::Text {
            x: body.x,
            y: body.y + 12.0,
            size,
            weight: Weight::Bold,
            align: Align::Left,
            color: Color::BLACK,
            text: heading.to_string(),
        });
        out.push(Shape::Line {
            x1: body.x,
            y1: body.y + 16.0,
            x2: body.right(),
            y2: body.y + 16.0,
            stroke: Stroke::solid(Color::grey(140), 0.6),
        });
        let sw = (body.w - SLOT_GAP * (cols as f64 - 1.0)) / cols as f64;
        let sh = (body.h - HEADER - SLOT_GAP * (rows as f64 - 1.0)) / rows as f64;
        for (i, item) in chunk.iter().enumerate() {
            let (r, c) = (i / cols, i % cols);
            let slot = Rect::new(
                body.x + c as f64 * (sw + SLOT_GAP),
                body.y + HEADER + r as f64 * (sh + SLOT_GAP),
                sw,
                sh,
            );
            puzzle_slot(out, item, slot, color);
            at.push(n);
        }
    }
    at
}

fn puzzle_slot(out: &mut Vec<Shape>, item: &Numbered, slot: Rect, color: bool) {
    let p = item.puzzle;
    let title = format!("Puzzle {}", item.number);
    out.push(Shape::Text {
        x: slot.x,
        y: slot.y + 10.0,
        size: 11.0,
        weight: Weight::Bold,
        align: Align::Left,
        color: Color::BLACK,
        text: title.clone(),
    });
    let tier = tier_title(p);
    let tw = slot.w - measure(&title, 11.0, Weight::Bold) - 6.0;
    out.push(Shape::Text {
        x: slot.right(),
        y: slot.y + 10.0,
        size: fit_size(&tier, Weight::Bold, 9.0, tw.max(1.0)),
        weight: Weight::Bold,
        align: Align::Right,
        color: Color::grey(70),
        text: tier,
    });
    let goal = format!("{} grid. Goal: {}.", p.grid, p.target.describe());
    out.push(Shape::Text {
        x: slot.x,
        y: slot.y + 20.0,
        size: fit_size(&goal, Weight::Regular, 8.0, slot.w),
        weight: Weight::Regular,
        align: Align::Left,
        color: Color::BLACK,
        text: goal,
    });
    let style = BoardStyle {
        color,
        ..BoardStyle::default()
    };
    // The board hangs right under its caption.
    let mut area = Rect::new(
        slot.x,
        slot.y + CAPTION_ABOVE,
        slot.w,
        slot.h - CAPTION_ABOVE - CAPTION_BELOW,
    );
    let cell = layout(p.grid.rows(), p.grid.cols(), area, &style).cell;
    area.h = area.h.min(cell * (p.grid.rows() as f64 + 0.42) + 1.0);
    out.extend(draw_board(&p.position, area, &style));
    // The ID sits just under the grid.
    let grid = layout(p.grid.rows(), p.grid.cols(), area, &style).grid();
    let id = format!("ID {}", p.id);
    out.push(Shape::Text {
        x: grid.x + grid.w / 2.0,
        y: (grid.bottom() + 9.0).min(slot.bottom() - 2.0),
        size: fit_size(&id, Weight::Regular, 7.0, slot.w),
        weight: Weight::Regular,
        align: Align::Center,
        color: Color::grey(80),
        text: id,
    });
}

/// Solution blocks flowed down pages: heading, the moves in notation, and a
/// row of small diagrams (intermediate positions as the width allows, the
/// final one always). Returns the page of each solution.
pub(crate) fn solution_pages(
    pages: &mut Pages,
    heading: &str,
    puzzles: &[Numbered],
    color: bool,
) -> Result<Vec<usize>, BookError> {
    let mut at = Vec::new();
    let (mut n, mut body) = pages.start();
    let mut y = page_heading(pages.shapes(), body, heading);
    let head = Style::new(9.0, Weight::Bold);
    let moves_style = Style::new(8.0, Weight::Regular);
    let cap = Style::new(6.5, Weight::Regular).align(Align::Center);
    for item in puzzles {
        let p = item.puzzle;
        let size = p.grid;
        let cell = (body.w / 30.0).clamp(12.0, 18.0);
        let dw = cell * size.cols() as f64 + 4.0;
        let dh = cell * size.rows() as f64;
        let gap = 8.0;
        let fit = (((body.w + gap) / (dw + gap)).floor() as usize).max(1);
        let every = p.solution.len().div_ceil(fit).max(1);
        let frames =
            key_frames(&p.position, &p.solution, every).map_err(|source| BookError::Key {
                number: item.number,
                source,
            })?;
        let moves: Vec<String> = p
            .solution
            .iter()
            .enumerate()
            .map(|(i, m)| format!("{}. {}", i + 1, m))
            .collect();
        // Moves in aligned columns, row by row.
        let item_w = moves
            .iter()
            .map(|t| measure(t, moves_style.size, moves_style.weight))
            .fold(0.0, f64::max)
            + 9.0;
        let per_line = ((body.w / item_w).floor() as usize).max(1);
        let text_h = moves.len().div_ceil(per_line).max(1) as f64 * moves_style.line_height();
        let block = head.line_height() + text_h + 4.0 + dh + 12.0 + 8.0;
        if y + block > body.bottom() && y > body.y + 30.0 {
            (n, body) = pages.start();
            y = page_heading(pages.shapes(), body, &format!("{heading} (continued)"));
        }
        at.push(n);
        let out = pages.shapes();
        let title = format!(
            "Puzzle {}  \u{b7}  {}  \u{b7}  {}  \u{b7}  {}",
            item.number,
            tier_title(p),
            p.grid,
            p.id
        );
        out.push(Shape::Text {
            x: body.x,
            y: y + head.size * CAP_HEIGHT,
            size: fit_size(&title, Weight::Bold, head.size, body.w),
            weight: Weight::Bold,
            align: Align::Left,
            color: Color::BLACK,
            text: title,
        });
        y += head.line_height();
        if moves.is_empty() {
            paragraph(
                out,
                body.x,
                y,
                body.w,
                moves_style,
                "No moves: the start is already finished.",
            );
        }
        for (i, t) in moves.iter().enumerate() {
            let (r, c) = (i / per_line, i % per_line);
            out.push(Shape::Text {
                x: body.x + c as f64 * item_w,
                y: y + r as f64 * moves_style.line_height() + moves_style.size * CAP_HEIGHT,
                size: moves_style.size,
                weight: moves_style.weight,
                align: Align::Left,
                color: Color::BLACK,
                text: t.clone(),
            });
        }
        y += text_h + 4.0;
        for (i, f) in frames.iter().enumerate() {
            let fx = body.x + i as f64 * (dw + gap);
            let mut style = match f.last {
                Some(mv) => BoardStyle::after_move(mv),
                None => BoardStyle::default(),
            };
            style.coordinates = false;
            style.color = color;
            out.extend(draw_board(&f.board, Rect::new(fx, y, dw, dh), &style));
            let label = if f.after == p.solution.len() {
                format!("end, score {}", f.board.pips())
            } else {
                format!("after move {}", f.after)
            };
            paragraph(out, fx - 4.0, y + dh + 2.0, dw + 8.0, cap, &label);
        }
        y += dh + 12.0 + 8.0;
        out.push(Shape::Line {
            x1: body.x,
            y1: y - 5.0,
            x2: body.right(),
            y2: y - 5.0,
            stroke: Stroke::solid(Color::grey(200), 0.4),
        });
    }
    Ok(at)
}

/// A page heading; returns the y below it.
pub(crate) fn page_heading(out: &mut Vec<Shape>, body: Rect, text: &str) -> f64 {
    let size = fit_size(text, Weight::Bold, 16.0, body.w);
    out.push(Shape::Text {
        x: body.x,
        y: body.y + size * CAP_HEIGHT,
        size,
        weight: Weight::Bold,
        align: Align::Left,
        color: Color::BLACK,
        text: text.to_string(),
    });
    out.push(Shape::Line {
        x1: body.x,
        y1: body.y + size + 3.0,
        x2: body.right(),
        y2: body.y + size + 3.0,
        stroke: Stroke::solid(Color::grey(140), 0.6),
    });
    body.y + size + 12.0
}

/// One line of the table of contents.
#[derive(Clone, Debug, PartialEq)]
pub struct TocEntry {
    pub title: String,
    pub page: usize,
}

/// A laid-out book and the facts its tests check.
#[derive(Clone, Debug)]
pub struct BookLayout {
    pub document: Document,
    pub toc: Vec<TocEntry>,
    /// Page of each puzzle (puzzle `i + 1` at index `i`).
    pub puzzle_pages: Vec<usize>,
    /// Page of each puzzle's solution.
    pub solution_pages: Vec<usize>,
    /// First page of the table of contents.
    pub contents_page: usize,
    /// Inside margin used, in inches.
    pub inside_in: f64,
    /// Page size in points (trim plus bleed).
    pub page_size: (f64, f64),
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
    }
}

/// Checks that the template's puzzles fit its pages (before any puzzle is
/// generated).
pub fn check_book_layout(t: &BookTemplate) -> Result<(), TemplateError> {
    let frame = book_frame(t, t.margins.inside);
    let body = frame.body(1);
    if body.w < MIN_SLOT_WIDTH_PT || body.h < 3.0 * HEADER {
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
    )
}

/// Lays out a whole book from its template and generated puzzles (one
/// list per section).
pub fn book_layout(t: &BookTemplate, puzzles: &[Vec<Puzzle>]) -> Result<BookLayout, BookError> {
    let mut inside = t.margins.inside;
    for _ in 0..6 {
        let frame = book_frame(t, inside);
        check_fit(
            &t.source,
            &t.sections,
            t.puzzles_per_page,
            &t.per_page_span,
            frame.body(1),
        )?;
        // Pass 1 counts pages and finds the contents' page numbers; pass 2
        // prints them.
        let first = lay_out(t, puzzles, frame, None)?;
        let pages = first.document.pages.len();
        let second = lay_out(t, puzzles, frame, Some(&first.toc))?;
        debug_assert_eq!(pages, second.document.pages.len());
        // The gutter of the page count after print padding.
        let need = gutter_in(t.print.padded_count(t.trim, pages)) * PT_PER_IN;
        if need <= inside + 1e-9 {
            return Ok(second);
        }
        inside = need;
    }
    // The gutter only grows, in five steps, so the loop always returns.
    let frame = book_frame(t, inside);
    let first = lay_out(t, puzzles, frame, None)?;
    lay_out(t, puzzles, frame, Some(&first.toc))
}

/// Entries per table-of-contents page.
fn toc_per_page(body: Rect) -> usize {
    (((body.h - 40.0) / 18.0).floor() as usize).max(1)
}

fn lay_out(
    t: &BookTemplate,
    puzzles: &[Vec<Puzzle>],
    frame: Frame,
    toc_known: Option<&[TocEntry]>,
) -> Result<BookLayout, BookError> {
    let mut pages = Pages::new(frame);
    let mut toc: Vec<TocEntry> = Vec::new();
    let total: usize = puzzles.iter().map(Vec::len).sum();

    title_page(&mut pages, t, total);
    about_page(&mut pages, t);
    // How to play: the rule sheet fitted to the trim, then how to read the
    // puzzles of this book.
    let n = pages.pages.len() + 1;
    let first_body = frame.body(n);
    for rules in rules_pages_fitted(frame.width, frame.height, first_body) {
        // Laid out for the first (right-hand) page: a left-hand page
        // moves the drawing to its own margins.
        let (_, body) = pages.start();
        let dx = body.x - first_body.x;
        pages
            .shapes()
            .extend(rules.shapes.iter().map(|s| s.shifted(dx, 0.0)));
    }
    toc.push(TocEntry {
        title: "How to play".into(),
        page: n,
    });
    let n = reading_page(&mut pages, t);
    toc.push(TocEntry {
        title: "Reading the puzzles".into(),
        page: n,
    });

    // Contents: its length depends only on the number of entries.
    let entries = 2
        + t.sections.len()
        + match t.solutions {
            SolutionsAt::Back => 1,
            SolutionsAt::AfterSection => t.sections.len(),
        };
    let per = toc_per_page(frame.body(pages.pages.len() + 1));
    let toc_pages = entries.div_ceil(per);
    let toc_first = pages.pages.len() + 1;
    for _ in 0..toc_pages {
        pages.start();
    }

    // Puzzles, numbered through the book.
    let mut numbered: Vec<Vec<Numbered>> = Vec::new();
    let mut k = 0;
    for list in puzzles {
        numbered.push(
            list.iter()
                .map(|p| {
                    k += 1;
                    Numbered {
                        number: k,
                        puzzle: p,
                    }
                })
                .collect(),
        );
    }
    let mut puzzle_at = Vec::new();
    let mut solution_at = Vec::new();
    for (s, list) in t.sections.iter().zip(&numbered) {
        if list.is_empty() {
            continue;
        }
        let first = pages.pages.len() + 1;
        toc.push(TocEntry {
            title: s.title.clone(),
            page: first,
        });
        puzzle_at.extend(puzzle_pages(
            &mut pages,
            &s.title,
            list,
            t.puzzles_per_page,
            t.color,
        ));
        if t.solutions == SolutionsAt::AfterSection {
            let title = format!("Solutions: {}", s.title);
            toc.push(TocEntry {
                title: title.clone(),
                page: pages.pages.len() + 1,
            });
            solution_at.extend(solution_pages(&mut pages, &title, list, t.color)?);
        }
    }
    if t.solutions == SolutionsAt::Back {
        toc.push(TocEntry {
            title: "Solutions".into(),
            page: pages.pages.len() + 1,
        });
        let all: Vec<Numbered> = numbered.into_iter().flatten().collect();
        solution_at.extend(solution_pages(&mut pages, "Solutions", &all, t.color)?);
    }

    // The contents, with the page numbers of pass 1 when known.
    let shown = toc_known.unwrap_or(&toc);
    for (i, chunk) in shown.chunks(per).enumerate() {
        let n = toc_first + i;
        let body = frame.body(n);
        let out = &mut pages.pages[n - 1].shapes;
        let heading = if i == 0 {
            "Contents"
        } else {
            "Contents (continued)"
        };
        let mut y = page_heading(out, body, heading) + 8.0;
        for e in chunk {
            let num = if toc_known.is_some() {
                e.page.to_string()
            } else {
                "000".to_string()
            };
            let size = 11.0;
            let nw = measure(&num, size, Weight::Regular);
            let title_size = fit_size(&e.title, Weight::Regular, size, body.w - nw - 30.0);
            let tw = measure(&e.title, title_size, Weight::Regular);
            out.push(Shape::Text {
                x: body.x,
                y: y + size * CAP_HEIGHT,
                size: title_size,
                weight: Weight::Regular,
                align: Align::Left,
                color: Color::BLACK,
                text: e.title.clone(),
            });
            out.push(Shape::Line {
                x1: body.x + tw + 6.0,
                y1: y + size * CAP_HEIGHT,
                x2: body.right() - nw - 6.0,
                y2: y + size * CAP_HEIGHT,
                stroke: Stroke {
                    color: Color::grey(120),
                    width: 0.8,
                    dash: Some(vec![0.8, 3.0]),
                },
            });
            out.push(Shape::Text {
                x: body.right(),
                y: y + size * CAP_HEIGHT,
                size,
                weight: Weight::Regular,
                align: Align::Right,
                color: Color::BLACK,
                text: num,
            });
            y += 18.0;
        }
    }
    pages.number_pages(2);
    let page_size = (frame.width, frame.height);
    Ok(BookLayout {
        document: Document {
            title: t.title.clone(),
            pages: pages.pages,
        },
        toc,
        puzzle_pages: puzzle_at,
        solution_pages: solution_at,
        contents_page: toc_first,
        inside_in: frame.margins.inside / PT_PER_IN,
        page_size,
    })
}

fn centered_fit(out: &mut Vec<Shape>, body: Rect, y: f64, size: f64, weight: Weight, s: &str) {
    out.push(Shape::Text {
        x: body.x + body.w / 2.0,
        y,
        size: fit_size(s, weight, size, body.w),
        weight,
        align: Align::Center,
        color: Color::BLACK,
        text: s.to_string(),
    });
}

fn title_page(pages: &mut Pages, t: &BookTemplate, total: usize) {
    let (_, body) = pages.start();
    let out = pages.shapes();
    let mut y = body.y + body.h * 0.22;
    let style = Style::new(30.0, Weight::Bold).align(Align::Center);
    let size = if measure(&t.title, 30.0, Weight::Bold) > body.w * 2.0 {
        22.0
    } else {
        30.0
    };
    y = paragraph(out, body.x, y, body.w, Style { size, ..style }, &t.title) + 10.0;
    if !t.subtitle.is_empty() {
        y = paragraph(
            out,
            body.x,
            y,
            body.w,
            Style::new(14.0, Weight::Regular).align(Align::Center),
            &t.subtitle,
        ) + 10.0;
    }
    let bw = body.w * 0.55;
    let area = Rect::new(body.x + (body.w - bw) / 2.0, y + 10.0, bw, bw * 0.8);
    let style = BoardStyle {
        color: t.color,
        coordinates: false,
        ..BoardStyle::default()
    };
    out.extend(draw_board(
        &crate::egypt::board::Board::setup(Size::STANDARD_3X4),
        area,
        &style,
    ));
    centered_fit(
        out,
        body,
        area.bottom() + 28.0,
        11.0,
        Weight::Regular,
        &format!("{total} Egyptian Solitaire puzzles, each one checked by a solver"),
    );
    if !t.author.is_empty() {
        centered_fit(
            out,
            body,
            body.bottom() - 30.0,
            14.0,
            Weight::Bold,
            &t.author,
        );
    }
}

/// The copyright page (the title page's back): see `docs::publish`.
fn about_page(pages: &mut Pages, t: &BookTemplate) {
    let (_, body) = pages.start();
    crate::docs::publish::copyright_page(pages.shapes(), body, t);
}

fn reading_page(pages: &mut Pages, t: &BookTemplate) -> usize {
    let (n, body) = pages.start();
    let out = pages.shapes();
    let mut y = page_heading(out, body, "Reading the puzzles");
    let text = Style::new(10.0, Weight::Regular);
    let sub = Style::new(11.0, Weight::Bold);
    let blocks: [(&str, String); 5] = [
        (
            "The start position",
            "A puzzle is a game already under way. Build the stacks shown in the \
             diagram on a grid of the same size, then play on by the usual rules. \
             Each stack is drawn from its lowest pyramid up to its top one."
                .to_string(),
        ),
        (
            "The goal",
            "Under every puzzle number you find its goal. Most ask you to finish with a \
             single pyramid of a given size and nothing else on the board; others ask \
             for a score at or under a number. You may only stop when no hop is left."
                .to_string(),
        ),
        (
            "Squares and moves",
            "Columns carry letters from a on the left, rows carry numbers from 1 at the \
             top, so the top-left square is a1. A move is written as the square the \
             pyramid leaves and the square it lands on: a1-c1 hops the top pyramid of \
             a1 over b1 onto c1."
                .to_string(),
        ),
        (
            "Tiers",
            "Puzzles come in four tiers: easy, medium, hard and expert. Harder tiers \
             start with more pyramids on the board, and hopping at random wins them \
             less often: at least one random game in ten solves an easy puzzle, \
             fewer than one in two thousand an expert one."
                .to_string(),
        ),
        (
            "Solutions",
            match t.solutions {
                SolutionsAt::Back => "The solutions are collected at the back of the book, \
                                      under the same puzzle numbers."
                    .to_string(),
                SolutionsAt::AfterSection => "The solutions of each section follow its \
                                              puzzles, under the same puzzle numbers."
                    .to_string(),
            } + " Each gives one winning line in move notation and small diagrams of \
                 positions along the way; a puzzle may have other solutions too.",
        ),
    ];
    for (head, body_text) in blocks {
        y = paragraph(out, body.x, y, body.w, sub, head) + 2.0;
        y = paragraph(out, body.x, y, body.w, text, &body_text) + 10.0;
    }
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
        let (c, r, cell) = slot_grid(2, Size::STANDARD_3X4, area);
        assert_eq!((c, r), (1, 2));
        assert!(cell > 40.0);
        let (_, _, tiny) = slot_grid(12, Size::new(8, 8).expect("size"), area);
        assert!(tiny < MIN_SQUARE_PT);
    }
}
