//! The solution pages, in the two layouts: roomy blocks with the game's
//! diagrams, and compact keys in columns.

use super::page::*;
use crate::puzzle::{DrawStyle, Game, GameWords, Key, LegendOf};
use crate::template::SolutionLayout;
use render::text::{CAP_HEIGHT, Style, fit_size, measure, paragraph, paragraph_across};
use render::{Align, Color, Rect, Shape, Stroke, Weight};

/// A key's numbered steps laid out in columns ([`steps_layout`]).
pub(crate) struct StepGrid {
    pub(crate) items: Vec<String>,
    /// Width of a column.
    pub(crate) item_w: f64,
    /// Steps a line.
    pub(crate) per_line: usize,
}

impl StepGrid {
    /// Lines the steps take (none: 0).
    pub(crate) fn lines(&self) -> usize {
        self.items.len().div_ceil(self.per_line)
    }

    /// Draws the steps from (`x`, `y`), or `empty` (`w` wide) when there
    /// are none.
    pub(crate) fn draw(
        &self,
        out: &mut Vec<Shape>,
        (x, y): (f64, f64),
        w: f64,
        style: Style,
        empty: &str,
    ) {
        if self.items.is_empty() {
            paragraph(out, x, y, w, style, empty);
        }
        for (i, t) in self.items.iter().enumerate() {
            let (r, c) = (i / self.per_line, i % self.per_line);
            out.push(Shape::Text {
                x: x + c as f64 * self.item_w,
                y: y + r as f64 * style.line_height() + style.size * CAP_HEIGHT,
                size: style.size,
                weight: Weight::Regular,
                align: Align::Left,
                color: Color::BLACK,
                text: t.clone(),
            });
        }
    }
}

/// A key's numbered steps in columns for a width.
pub(crate) fn steps_layout(steps: &[String], w: f64, size: f64) -> StepGrid {
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
    StepGrid {
        items,
        item_w,
        per_line,
    }
}

/// How one solution block is laid out for a diagram width.
pub(crate) struct BlockPlan {
    pub(crate) fw: f64,
    pub(crate) figs_w: f64,
    pub(crate) beside: bool,
    pub(crate) text_w: f64,
    pub(crate) steps: StepGrid,
    pub(crate) text_h: f64,
    pub(crate) per_row: usize,
    pub(crate) cap_h: f64,
    pub(crate) fig_h: f64,
    pub(crate) body_h: f64,
    pub(crate) block: f64,
}

/// Where the next solution goes, for both layouts: the page and its
/// body, the height reached, the game whose marks legend the page already
/// shows (a page shows it once, above its first key with marks), the
/// solutions on the page for its running head, and the page of each
/// solution placed.
pub(crate) struct Cursor<'h> {
    heading: &'h str,
    at: Vec<usize>,
    page: usize,
    body: Rect,
    y: f64,
    legend_on: Option<&'static str>,
    numbers: Vec<(usize, &'static GameWords)>,
    /// The least text size of the book (its running heads keep to it).
    min_text: f64,
}

impl<'h> Cursor<'h> {
    /// Starts the first page of solutions under `heading`, with the `lead`
    /// paragraph under it if any; each page names the solutions it holds in
    /// its running head.
    pub(crate) fn open(pages: &mut Pages, heading: &'h str, ty: &Type, lead: Option<&str>) -> Self {
        let (page, body) = pages.start();
        let y = page_heading_sized(pages.shapes(), body, heading, ty.page, ty);
        let y = lead_paragraph(pages.shapes(), body, y, lead, ty);
        Cursor {
            heading,
            at: Vec::new(),
            page,
            body,
            y,
            legend_on: None,
            numbers: Vec::new(),
            min_text: ty.min,
        }
    }

    /// Room the marks legend of `game` takes above the next key: `legend_h`
    /// (its height with the gap under it) unless this page shows it.
    pub(crate) fn legend_need(&self, legend_h: f64, game: &Game) -> f64 {
        if legend_h > 0.0 && self.legend_on != Some(game.words().name) {
            legend_h
        } else {
            0.0
        }
    }

    /// Whether this page holds no solution yet.
    pub(crate) fn page_is_empty(&self) -> bool {
        self.numbers.is_empty()
    }

    /// Closes this page and starts the next under "(continued)".
    pub(crate) fn next_page(&mut self, pages: &mut Pages, ty: &Type) {
        self.close_page(pages);
        (self.page, self.body) = pages.start();
        self.legend_on = None;
        self.y = page_heading_sized(
            pages.shapes(),
            self.body,
            &crate::tr!("book-continued", what = self.heading),
            ty.page,
            ty,
        );
    }

    /// Puts solution `number` of `game` on this page.
    pub(crate) fn place(&mut self, number: usize, game: &Game) {
        self.numbers.push((number, game.words()));
        self.at.push(self.page);
    }

    /// Draws the marks legend of `game` when this page does not show it
    /// yet (`legend_h` as for [`Cursor::legend_need`]), `gap` under it.
    pub(crate) fn legend(
        &mut self,
        out: &mut Vec<Shape>,
        game: &Game,
        legend_h: f64,
        gap: f64,
        style: &DrawStyle,
    ) {
        if self.legend_need(legend_h, game) > 0.0 {
            self.y = game.legend(
                out,
                self.body.x,
                self.y,
                self.body.w,
                LegendOf::Marks,
                style,
            ) + gap;
            self.legend_on = Some(game.words().name);
        }
    }

    fn close_page(&mut self, pages: &mut Pages) {
        let numbers = std::mem::take(&mut self.numbers);
        running_range(
            pages.shapes(),
            self.body,
            &numbers,
            self.min_text,
            self.heading,
        );
    }

    /// Closes the last page; returns the page of each solution.
    pub(crate) fn finish(mut self, pages: &mut Pages) -> Vec<usize> {
        self.close_page(pages);
        pages.sparse();
        self.at
    }
}

/// What both layouts of the solution pages lay out: the pages' heading,
/// the puzzles, the style of their diagrams and text, and the paragraph
/// the first page opens with.
#[derive(Clone, Copy)]
struct KeyPages<'a> {
    heading: &'a str,
    puzzles: &'a [Numbered<'a>],
    style: &'a DrawStyle,
    ty: &'a Type,
    lead: Option<&'a str>,
}

impl KeyPages<'_> {
    /// The cursor at the top of the first solutions page.
    fn open(&self, pages: &mut Pages) -> Cursor<'_> {
        Cursor::open(pages, self.heading, self.ty, self.lead)
    }
}

/// Solution blocks flowed down pages: heading, the steps numbered in
/// columns, then the key's few diagrams, each as large as the puzzle's
/// own figure. A block never splits. Returns the page of each solution.
fn solution_pages(
    pages: &mut Pages,
    keys: &KeyPages,
    break_before: Option<usize>,
) -> Result<Vec<usize>, BookError> {
    let (puzzles, style, ty) = (keys.puzzles, keys.style, keys.ty);
    let mut cur = keys.open(pages);
    let head = Style::new(ty.body, Weight::Bold);
    let gap = SOLUTION_GAP;
    let legend_gap = ty.body * 0.8;
    for (i, item) in puzzles.iter().enumerate() {
        let p = item.puzzle;
        let key = p.key().map_err(|source| item.key_error(source))?;
        let body = cur.body;
        // Height of the legend this key's marks need, with its gap (0: none).
        let legend_h = if key.figures.is_empty() {
            0.0
        } else {
            let mut probe = Vec::new();
            p.game()
                .legend(&mut probe, body.x, 0.0, body.w, LegendOf::Marks, style)
        };
        let legend_h = if legend_h > 0.0 {
            legend_h + legend_gap
        } else {
            0.0
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
        let extra = cur.legend_need(legend_h, p.game());
        let y = cur.y;
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
        if (y + extra + block > body.bottom() && y > body.y + 3.0 * ty.page)
            || (break_before == Some(i) && !cur.page_is_empty())
        {
            cur.next_page(pages, ty);
        }
        cur.place(item.number, p.game());
        let out = pages.shapes();
        cur.legend(out, p.game(), legend_h, legend_gap, style);
        let (body, mut y) = (cur.body, cur.y);
        y = paragraph(out, body.x, y, body.w, head, &title) + 2.0;
        if let Some(h) = &hint {
            y = paragraph(out, body.x, y, body.w, hint_style, h) + 2.0;
        }
        cur.y = draw_block(out, &key, &p_, body, y, style, ty);
    }
    Ok(cur.finish(pages))
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
    lead: Option<&str>,
) -> Result<Vec<usize>, BookError> {
    let keys = KeyPages {
        heading,
        puzzles,
        style,
        ty,
        lead,
    };
    let run = |pages: &mut Pages, break_before| match layout {
        SolutionLayout::Compact => compact_solution_pages(pages, &keys, break_before),
        SolutionLayout::Roomy => solution_pages(pages, &keys, break_before),
    };
    let mut first = pages.clone();
    let at = run(&mut first, None)?;
    // A last page holding one key after a page of three or more: the
    // pages are laid out again with the previous page's last key moved
    // down to it, kept when that costs no page (two keys on the last
    // page rather than one alone under its heading).
    if let Some(k) = lone_last(&at) {
        let mut again = pages.clone();
        let at2 = run(&mut again, Some(k))?;
        if at2.last() == at.last() && lone_last(&at2).is_none() {
            *pages = again;
            return Ok(at2);
        }
    }
    *pages = first;
    Ok(at)
}

/// When the last page of `at` (the page of each solution) holds one
/// solution and the page before it three or more, the index of that page's
/// last solution.
fn lone_last(at: &[usize]) -> Option<usize> {
    let last = *at.last()?;
    let on = |page: usize| at.iter().filter(|&&p| p == page).count();
    (on(last) == 1 && last > 0 && on(last - 1) >= 3).then(|| at.len() - 2)
}

/// The paragraph a first solutions page opens with under its heading (the
/// reading notes' "Solutions" paragraph when it would have stood alone on
/// a page there); returns the y below it.
fn lead_paragraph(out: &mut Vec<Shape>, body: Rect, y: f64, lead: Option<&str>, ty: &Type) -> f64 {
    match lead {
        Some(text) => {
            paragraph_across(out, body, y, Style::new(ty.body, Weight::Regular), text)
                + ty.body * 0.8
        }
        None => y,
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
    /// The diagram's width when the page fixes it (one scale for the
    /// diagrams of one grid); else the key's own choice.
    pub width: Option<f64>,
}

/// How one compact key is laid out.
pub(crate) struct CompactPlan {
    /// Width of its diagram (0: none) and of the text beside it.
    pub fw: f64,
    pub fig_h: f64,
    pub text_w: f64,
    pub steps: StepGrid,
    /// Height of the block, the gap under it included.
    pub block: f64,
}

/// Room under each compact key (with its rule).
pub(crate) const COMPACT_GAP: f64 = 9.0;

/// The styles of a compact key's parts.
pub(crate) fn compact_styles(ty: &Type) -> (Style, Style, Style, Style) {
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
        let steps = steps_layout(k.steps, text_w, ty.body);
        let lines = steps.lines().max(1);
        let h = k.head_lines as f64 * head.line_height()
            + lead_in(k.hint, k.note).map_or(0.0, |h| {
                render::text::paragraph_height(text_w, hint_style, &h)
            })
            + lines as f64 * steps_style.line_height()
            + k.caption.map_or(0.0, |c| {
                render::text::paragraph_height(text_w, cap, c) + 2.0
            });
        (steps, h)
    };
    let Some((aspect, least)) = k.figure else {
        let (steps, h) = text_h(body.w);
        return CompactPlan {
            fw: 0.0,
            fig_h: 0.0,
            text_w: body.w,
            steps,
            block: h + COMPACT_GAP,
        };
    };
    let gap = SOLUTION_GAP;
    let least = least.min(body.w * 0.6);
    let fw = match k.width {
        Some(w) => w,
        None => {
            let (_, h0) = text_h(body.w - least - gap);
            (h0 * aspect).clamp(least, (body.w * 0.4).max(least))
        }
    };
    let text_w = body.w - fw - gap;
    let (steps, h) = text_h(text_w);
    let fig_h = fw / aspect;
    CompactPlan {
        fw,
        fig_h,
        text_w,
        steps,
        block: h.max(fig_h) + COMPACT_GAP,
    }
}

/// What a compact key says before its steps: the first hint and the note,
/// in one paragraph.
pub(crate) fn lead_in(hint: Option<&str>, note: Option<&str>) -> Option<String> {
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

/// A compact key's title and its ID.
fn compact_title(item: &Numbered) -> (String, String) {
    let p = item.puzzle;
    let title = format!(
        "{} {} \u{b7} {} \u{b7} {}",
        p.game().words().noun,
        item.number,
        p.words().kind,
        p.words().tier_word()
    );
    (title, p.words().id)
}

/// Lays out the compact key of `item` ([`compact_plan`]), its diagram
/// `width` wide when given; says whether its ID fits on its title's line.
fn compact_key_plan(
    item: &Numbered,
    key: &Key,
    width: Option<f64>,
    body: Rect,
    style: &DrawStyle,
    ty: &Type,
) -> (CompactPlan, bool) {
    let p = item.puzzle;
    let (head, hint_style, ..) = compact_styles(ty);
    let (title, id) = compact_title(item);
    let hint = p.short_hint();
    let note = p.compact_note();
    let figure = key.figures.first();
    let plan_for = |head_lines: usize| {
        compact_plan(
            &CompactInput {
                head_lines,
                hint: hint.as_deref(),
                steps: &key.steps,
                figure: figure.map(|f| (f.figure.aspect(), f.figure.legible_width_for(style))),
                caption: figure.map(|f| f.caption.as_str()),
                note: note.as_deref(),
                width,
            },
            body,
            ty,
        )
    };
    let plan = plan_for(1);
    let title_w = measure(&title, head.size, head.weight);
    let id_w = measure(&id, hint_style.size, Weight::Regular);
    if title_w + ty.body + id_w <= plan.text_w {
        (plan, true)
    } else {
        (plan_for(2), false)
    }
}

/// Compact solutions flowed down pages, several a page: per puzzle its
/// title and ID, the first hint, the steps in columns, and the one
/// diagram its compact key has (if any) beside them with its caption. A
/// key never splits; a page shows the legend of the marks once, above its
/// first key with a diagram. Returns the page of each solution.
fn compact_solution_pages(
    pages: &mut Pages,
    keys: &KeyPages,
    break_before: Option<usize>,
) -> Result<Vec<usize>, BookError> {
    let (puzzles, style, ty) = (keys.puzzles, keys.style, keys.ty);
    let mut cur = keys.open(pages);
    let (head, hint_style, steps_style, cap) = compact_styles(ty);
    let legend_gap = ty.body * 0.6;
    let keys = puzzles
        .iter()
        .map(|item| {
            let p = item.puzzle;
            p.compact_key().map_err(|source| item.key_error(source))
        })
        .collect::<Result<Vec<_>, _>>()?;
    // One scale a page: every diagram of one grid (one aspect) is as wide
    // as the widest its key alone would get, so their squares match.
    let mut widths: Vec<(f64, f64)> = Vec::new();
    for (item, key) in puzzles.iter().zip(&keys) {
        if let Some(f) = key.figures.first() {
            let (plan, _) = compact_key_plan(item, key, None, cur.body, style, ty);
            let aspect = f.figure.aspect();
            match widths.iter_mut().find(|(a, _)| *a == aspect) {
                Some((_, w)) => *w = w.max(plan.fw),
                None => widths.push((aspect, plan.fw)),
            }
        }
    }
    for (i, (item, key)) in puzzles.iter().zip(&keys).enumerate() {
        let p = item.puzzle;
        let (title, id) = compact_title(item);
        let hint = p.short_hint();
        let note = p.compact_note();
        let figure = key.figures.first();
        let body = cur.body;
        let width = figure.and_then(|f| {
            let aspect = f.figure.aspect();
            widths.iter().find(|(a, _)| *a == aspect).map(|(_, w)| *w)
        });
        let legend_h = if figure.is_some() {
            let mut probe = Vec::new();
            p.game()
                .legend(&mut probe, body.x, 0.0, body.w, LegendOf::Marks, style)
                + legend_gap
        } else {
            0.0
        };
        let (plan, one_line) = compact_key_plan(item, key, width, body, style, ty);
        let extra = cur.legend_need(legend_h, p.game());
        if (cur.y + extra + plan.block > body.bottom() + 1e-9 || break_before == Some(i))
            && !cur.page_is_empty()
        {
            cur.next_page(pages, ty);
        }
        cur.place(item.number, p.game());
        let out = pages.shapes();
        cur.legend(out, p.game(), legend_h, legend_gap, style);
        let (body, mut y) = (cur.body, cur.y);
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
        plan.steps
            .draw(out, (body.x, y), text_w, steps_style, &key.empty);
        y += plan.steps.lines().max(1) as f64 * steps_style.line_height();
        if let Some(f) = figure {
            paragraph(out, body.x, y + 2.0, text_w, cap, &f.caption);
            let fx = body.right() - plan.fw;
            out.extend(
                f.figure
                    .draw(Rect::new(fx, top, plan.fw, plan.fig_h), style),
            );
        }
        y = top + plan.block;
        cur.y = y;
        out.push(Shape::hline(
            body.x,
            body.right(),
            y - COMPACT_GAP / 2.0,
            Stroke::solid(Color::grey(200), 0.4),
        ));
    }
    Ok(cur.finish(pages))
}

/// The running head of a solution page: what it holds, by game in page
/// order, as a reader looks a solution up ("Puzzles 11\u{2013}21",
/// "Puzzles 9\u{2013}10 \u{b7} Deals 1\u{2013}3", "Deal 4"), right-aligned
/// on the heading's first line like a dictionary's guide words, in smaller
/// type where the heading leaves less room (down to the book's least,
/// `min`, and 7 pt; under that the heading itself is set smaller, and
/// where even that leaves no room, a "continued" heading gives way to its
/// plain form, `plain`: the running head says where the page stands).
pub(crate) fn running_head(numbers: &[(usize, &'static GameWords)]) -> Option<String> {
    let mut groups: Vec<(&GameWords, usize, usize)> = Vec::new();
    for &(n, words) in numbers {
        match groups.last_mut() {
            Some((w, _, last)) if std::ptr::eq(*w, words) => *last = n,
            _ => groups.push((words, n, n)),
        }
    }
    let parts: Vec<String> = groups
        .iter()
        .map(|(w, first, last)| {
            if first == last {
                format!("{} {first}", w.noun)
            } else {
                format!("{} {first}\u{2013}{last}", w.nouns)
            }
        })
        .collect();
    (!parts.is_empty()).then(|| parts.join(" \u{b7} "))
}

/// Draws the running head ([`running_head`]) of a page of solutions.
pub(crate) fn running_range(
    out: &mut Vec<Shape>,
    body: Rect,
    numbers: &[(usize, &'static GameWords)],
    min: f64,
    plain: &str,
) {
    let Some(text) = running_head(numbers) else {
        return;
    };
    if !place_running_head(out, body, &text, min) {
        // The heading's plain form, when it is the "continued" one.
        let Some(at) = heading_at(out, body) else {
            return;
        };
        if let Shape::Text { text: heading, .. } = &mut out[at] {
            // Only a heading set whole on one line in its continued form.
            if *heading != crate::tr!("book-continued", what = plain) {
                return;
            }
            let was = std::mem::replace(heading, plain.to_string());
            if !place_running_head(out, body, &text, min)
                && let Shape::Text { text: heading, .. } = &mut out[at]
            {
                *heading = was;
            }
        }
    }
}

/// Where the page's heading is: the first bold text at the top of the body.
fn heading_at(out: &[Shape], body: Rect) -> Option<usize> {
    out.iter().position(|s| {
        matches!(s, Shape::Text { y, size, weight: Weight::Bold, .. } if *y < body.y + size * 2.0)
    })
}

/// Sets `text` right-aligned on the heading's line; false (and nothing
/// changed) when it does not fit at sizes the book allows.
fn place_running_head(out: &mut Vec<Shape>, body: Rect, text: &str, min: f64) -> bool {
    let least = RUNNING_HEAD_MIN.max(min);
    let text = text.to_string();
    let Some(at) = heading_at(out, body) else {
        return false;
    };
    let Shape::Text {
        y,
        size,
        text: heading,
        ..
    } = &out[at]
    else {
        return false;
    };
    let (y, size, used) = (*y, *size, measure(heading, *size, Weight::Bold));
    let room = body.w - used - size * 1.5;
    let fitted = fit_size(&text, Weight::Bold, size, room.max(0.0));
    let size = if room > 0.0 && fitted >= least {
        fitted
    } else {
        // The heading gives up room: both at sizes the book allows.
        let heading_room = body.w - measure(&text, least, Weight::Bold) - least * 1.5;
        let k = heading_room / used;
        if k <= 0.0 || size * k < least {
            return false;
        }
        if let Shape::Text { size: s, .. } = &mut out[at] {
            *s = size * k;
        }
        least
    };
    out.push(Shape::Text {
        x: body.right(),
        y,
        size,
        weight: Weight::Bold,
        align: Align::Right,
        color: Color::grey(90),
        text,
    });
    true
}

/// Least size of a running head (the least any printed text gets).
const RUNNING_HEAD_MIN: f64 = 7.0;

/// Room between a key's diagrams.
pub(crate) const SOLUTION_GAP: f64 = 12.0;

/// The width of a key's diagrams: as large as the puzzle's own figure
/// (never under the legible minimum, never wider than the body), all in
/// one row when that costs them at most a tenth of their width. Returns
/// the width and the legible minimum.
pub(crate) fn key_figure_width(
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
pub(crate) fn block_plan(
    key: &Key,
    fw: f64,
    body: Rect,
    head_h: f64,
    ty: &Type,
    gap: f64,
) -> BlockPlan {
    let steps_style = Style::new(ty.body, Weight::Regular);
    let cap = Style::new(ty.small, Weight::Regular).align(Align::Center);
    let nfig = key.figures.len();
    let figs_w = nfig as f64 * (fw + gap);
    // Diagrams beside the steps when they leave the steps room,
    // else in rows under them.
    let beside = nfig > 0 && figs_w <= body.w * 0.62;
    let text_w = if beside { body.w - figs_w } else { body.w };
    let steps = steps_layout(&key.steps, text_w, ty.body);
    let text_h = if steps.items.is_empty() {
        steps_style.line_height()
    } else {
        steps.lines() as f64 * steps_style.line_height()
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
        steps,
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
pub(crate) fn draw_block(
    out: &mut Vec<Shape>,
    key: &Key,
    plan: &BlockPlan,
    body: Rect,
    mut y: f64,
    style: &DrawStyle,
    ty: &Type,
) -> f64 {
    let steps_style = Style::new(ty.body, Weight::Regular);
    let cap = Style::new(ty.small, Weight::Regular).align(Align::Center);
    let gap = SOLUTION_GAP;
    let top = y;
    plan.steps
        .draw(out, (body.x, y), plan.text_w, steps_style, &key.empty);
    let (fx0, mut fy) = if plan.beside {
        (body.right() - plan.figs_w + gap, top)
    } else {
        (body.x, y + plan.text_h + 4.0)
    };
    for row in key.figures.chunks(plan.per_row) {
        for (i, f) in row.iter().enumerate() {
            let fx = fx0 + i as f64 * (plan.fw + gap);
            out.extend(f.figure.draw(Rect::new(fx, fy, plan.fw, plan.fig_h), style));
            // The caption right under its diagram.
            paragraph(out, fx, fy + plan.fig_h + 3.0, plan.fw, cap, &f.caption);
        }
        fy += plan.fig_h + plan.cap_h + 6.0;
    }
    y = top + plan.body_h;
    y += 6.0;
    out.push(Shape::hline(
        body.x,
        body.right(),
        y - 4.0,
        Stroke::solid(Color::grey(200), 0.4),
    ));
    y
}
