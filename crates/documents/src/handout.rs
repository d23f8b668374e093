//! Handouts for a club night or a classroom: a heading page, each game's
//! rules, a page for each way its puzzles' games offer to play together
//! ([`crate::puzzle::GameWords::play_together`]: for Egyptian Solitaire, King Tut
//! and Quicksand) with its score sheet, a set of puzzles of any game, and
//! their keys on pages of their own marked for the host.

use crate::book::{
    BookError, Frame, HANDOUT_MAX_PAGES, Numbered, PageLimit, Pages, SizeCheck, Type,
    centered_lines, check_fit, check_page_limit, number_all, page_heading, puzzle_pages,
    range_text, section_hint, section_per_page, solution_pages_in,
};
use crate::puzzle::{LookupTable, PlayTogether, PrintablePuzzle, Puzzles};
use crate::template::{HandoutTemplate, Margins, SolutionsAt, TemplateError};
use render::file::MARGIN;
use render::flow::title_line;
use render::text::{CAP_HEIGHT, Style, measure, paragraph, paragraph_across};
use render::{Align, Color, Document, Rect, Shape, Stroke, Weight};

/// Narrowest cell a time is written in: 0.6 in.
pub const MIN_WRITE_CELL_PT: f64 = 0.6 * 72.0;

/// A laid-out handout and the facts its tests check (as a book's
/// [`crate::book::BookLayout`]).
#[derive(Clone, Debug)]
pub struct HandoutLayout {
    pub document: Document,
    /// The frame its pages were laid out in (the same on every page: a
    /// handout is printed one-sided, so pages do not mirror).
    pub frame: Frame,
    /// Pages allowed to be less than a third full: the last page of a
    /// game's rules, of a set of puzzles and of the keys.
    pub sparse_pages: Vec<usize>,
}

/// The page frame of a handout: its paper with half-inch margins.
pub fn handout_frame(t: &HandoutTemplate) -> Frame {
    let (w, h) = t.paper.size();
    Frame {
        width: w,
        height: h,
        bleed_x: 0.0,
        bleed_y: 0.0,
        trim: (w, h),
        margins: Margins {
            top: MARGIN,
            bottom: MARGIN,
            outside: MARGIN,
            inside: MARGIN,
        },
        mirrored: false,
        footer: 16.0,
    }
}

/// Checks that the template's puzzles fit its pages, and in at most
/// [`HANDOUT_MAX_PAGES`] of them (before anything is generated).
pub fn check_handout_layout(t: &HandoutTemplate) -> Result<(), TemplateError> {
    let body = handout_frame(t).body(1);
    check_fit(
        &t.source,
        &t.sections,
        t.puzzles_per_page,
        &t.per_page_span,
        body,
        &Type::REGULAR.with_play(t.play_url.is_some()),
    )?;
    let ty = Type::REGULAR.with_play(t.play_url.is_some());
    let limit = PageLimit {
        pages: HANDOUT_MAX_PAGES,
        why: format!(
            "a handout has at most {HANDOUT_MAX_PAGES} pages (more is a book: use `book`)"
        ),
    };
    let body_at = |_: usize| body;
    let heading = |_: Option<&crate::template::Section>| crate::tr!("handout-host-solutions");
    let pad = |n: usize| n;
    check_page_limit(
        &t.source,
        &t.sections,
        t.puzzles_per_page,
        &t.per_page_span,
        &SizeCheck {
            front: front_pages(t, &ty),
            body_at: &body_at,
            ty,
            style: ty.style(t.color),
            limit: &limit,
            what: "handout",
            at: SolutionsAt::Back,
            layout: t.solution_layout,
            heading: &heading,
            pad: &pad,
        },
    )
}

/// The pages of a handout other than its puzzles and keys, counted by
/// laying them out as the handout does: the heading page, each game's
/// rules and its ways to play together.
fn front_pages(t: &HandoutTemplate, ty: &Type) -> usize {
    let style = ty.style(t.color);
    let frame = handout_frame(t);
    let mut pages = Pages::new(frame);
    pages.start();
    for g in crate::book::section_games(&t.sections) {
        let n = pages.next();
        let body = |i: usize| frame.body(n + i);
        for p in g.rules_pages(frame.width, frame.height, &body, &style, ty.min) {
            pages.start();
            pages.shapes().extend(p.shapes);
        }
        for mode in (g.words().play_together)() {
            play_together_pages(&mut pages, t, &mode);
        }
    }
    pages.pages.len()
}

/// Lays out a handout from its template and generated puzzles.
pub fn handout_document(t: &HandoutTemplate, puzzles: &[Puzzles]) -> Result<Document, BookError> {
    handout_layout(t, puzzles).map(|l| l.document)
}

/// Lays out a handout, with the frame and the pages allowed to be sparse.
pub fn handout_layout(
    t: &HandoutTemplate,
    puzzles: &[Puzzles],
) -> Result<HandoutLayout, BookError> {
    check_handout_layout(t)?;
    let ty = Type::REGULAR.with_play(t.play_url.is_some());
    let style = ty.style(t.color);
    let frame = handout_frame(t);
    let mut pages = Pages::new(frame);
    let mut numbered = number_all(puzzles);
    let games = crate::book::games(puzzles);

    // What is inside, for the heading page (page numbers follow from the
    // fixed order: heading, rules, modes, puzzles, keys).
    heading_page(&mut pages, t, &games, &numbered);
    for g in &games {
        let n = pages.next();
        let body = |i: usize| frame.body(n + i);
        for p in g
            .game()
            .rules_pages(frame.width, frame.height, &body, &style, ty.min)
        {
            pages.start();
            pages.shapes().extend(p.shapes);
        }
        pages.sparse();
    }
    for g in &games {
        for mode in (g.game().words().play_together)() {
            play_together_pages(&mut pages, t, &mode);
        }
    }
    let body1 = frame.body(1);
    for (s, list) in t.sections.iter().zip(numbered.iter_mut()) {
        let per = section_per_page(
            &t.source,
            s,
            t.puzzles_per_page,
            &t.per_page_span,
            section_hint(s, list, &style),
            body1,
            &ty,
        )?;
        let heading = crate::tr!("pair-colon", a = t.title.as_str(), b = s.title.as_str());
        puzzle_pages(
            &mut pages,
            &heading,
            list,
            per,
            &style,
            &ty,
            t.play_url.as_ref(),
        );
    }
    // The keys, on pages of their own, each marked for the host.
    let first_key = pages.next();
    let all: Vec<Numbered> = numbered.into_iter().flatten().collect();
    solution_pages_in(
        &mut pages,
        &crate::tr!("handout-host-solutions"),
        &all,
        &style,
        &ty,
        t.solution_layout,
        None,
    )?;
    for n in first_key..=pages.pages.len() {
        let c = frame.content(n);
        pages.pages[n - 1].shapes.push(Shape::Text {
            x: c.x,
            y: c.bottom() - 2.0,
            size: 8.0,
            weight: Weight::Bold,
            align: Align::Left,
            color: Color::grey(60),
            text: crate::tr!("handout-host-mark"),
        });
    }
    pages.number_pages(2, 9.0);
    let mut sparse = pages.sparse_ok.clone();
    sparse.sort_unstable();
    sparse.dedup();
    Ok(HandoutLayout {
        document: Document {
            title: t.title.clone(),
            pages: pages.pages,
        },
        frame,
        sparse_pages: sparse,
    })
}

/// The heading page: title, subtitle, what the handout holds and how to
/// use it.
fn heading_page(
    pages: &mut Pages,
    t: &HandoutTemplate,
    games: &[&dyn PrintablePuzzle],
    numbered: &[Vec<Numbered>],
) {
    let (_, body) = pages.start();
    let out = pages.shapes();
    // Title and subtitle as on a book's title page: centred, never
    // ending in a one-word line.
    let mut y = centered_lines(out, body, body.y + 20.0, 28.0, Weight::Bold, &t.title) + 6.0;
    if !t.subtitle.is_empty() {
        y = centered_lines(out, body, y, 15.0, Weight::Regular, &t.subtitle) + 6.0;
    }
    y = title_line(
        out,
        Rect::new(body.x, y + 10.0, body.w, 20.0),
        &crate::tr!("handout-contents"),
        13.0,
    );
    let text = Style::new(10.5, Weight::Regular);
    let mut items: Vec<String> = games
        .iter()
        .map(|g| crate::tr!("handout-rules-of", game = g.game().words().name))
        .collect();
    for g in games {
        let names: Vec<String> = (g.game().words().play_together)()
            .into_iter()
            .map(|m| m.name)
            .collect();
        if let Some(line) = play_together_line(&names, t.players, t.rounds) {
            items.push(line);
        }
    }
    for (s, list) in t.sections.iter().zip(numbered) {
        items.push(crate::tr!(
            "handout-section-item",
            section = s.title.as_str(),
            range = range_text(list)
        ));
    }
    items.push(crate::tr!("handout-solutions-note").to_string());
    for it in items {
        out.push(Shape::Text {
            x: body.x + 4.0,
            y: y + text.size * CAP_HEIGHT,
            size: text.size,
            weight: Weight::Bold,
            align: Align::Left,
            color: Color::BLACK,
            text: "\u{b7}".to_string(),
        });
        y = paragraph(out, body.x + 16.0, y, body.w - 16.0, text, &it) + 5.0;
    }
    y += 10.0;
    for g in games {
        for note in g.game().words().reading_notes {
            y = paragraph_across(out, body, y, Style::new(11.0, Weight::Bold), &note.heading) + 2.0;
            y = paragraph(out, body.x, y, body.w, text, &note.text) + 8.0;
        }
    }
}

fn text_block(out: &mut Vec<Shape>, body: Rect, y: f64, head: &str, text: &str) -> f64 {
    let y = paragraph(out, body.x, y, body.w, Style::new(11.0, Weight::Bold), head) + 2.0;
    paragraph_across(out, body, y, Style::new(10.0, Weight::Regular), text) + 8.0
}

fn cell_text(out: &mut Vec<Shape>, r: Rect, size: f64, weight: Weight, s: &str) {
    out.push(Shape::Text {
        x: r.x + r.w / 2.0,
        y: r.y + r.h / 2.0 + size * CAP_HEIGHT / 2.0,
        size,
        weight,
        align: Align::Center,
        color: Color::BLACK,
        text: s.to_string(),
    });
}

fn boxed(out: &mut Vec<Shape>, r: Rect, fill: Option<Color>) {
    out.push(Shape::Rect {
        x: r.x,
        y: r.y,
        w: r.w,
        h: r.h,
        fill,
        stroke: Some(Stroke::solid(Color::grey(90), 0.6)),
    });
}

/// Height of one ruled writing line in a score cell.
const WRITE_LINE: f64 = 17.0;
/// Label size inside score cells.
const LABEL: f64 = 7.5;

/// A score sheet: a row per round (with extra columns before the players,
/// such as the timer), a column per player, a total row. Each player's
/// cell holds the ruled lines of `lines` (label, written on), each as wide
/// as the cell. Returns the bottom.
fn score_sheet(
    out: &mut Vec<Shape>,
    area: Rect,
    players: usize,
    rounds: usize,
    extra: &[&str],
    lines: &[&str],
) -> f64 {
    let first = 48.0;
    let extra_w = 58.0;
    let lead = first + extra_w * extra.len() as f64;
    let cw = (area.w - lead) / players as f64;
    let head_h = 24.0;
    // The rounds share the height down to the foot of the area (a sheet
    // fills its page), each at least as high as its write lines need and
    // never under MIN_ROW.
    let total_h = WRITE_LINE + 8.0;
    let rh = ((area.h - head_h - total_h) / rounds.max(1) as f64).max(row_height(lines.len()));
    let pitch = (rh - 4.0) / lines.len().max(1) as f64;
    let head = Rect::new(area.x, area.y, first, head_h);
    boxed(out, head, Some(Color::grey(225)));
    cell_text(out, head, 9.0, Weight::Bold, &crate::tr!("handout-round"));
    for (k, e) in extra.iter().enumerate() {
        let r = Rect::new(area.x + first + k as f64 * extra_w, area.y, extra_w, head_h);
        boxed(out, r, Some(Color::grey(225)));
        cell_text(out, r, 9.0, Weight::Bold, e);
    }
    for p in 0..players {
        let r = Rect::new(area.x + lead + p as f64 * cw, area.y, cw, head_h);
        boxed(out, r, Some(Color::grey(225)));
        out.push(Shape::Text {
            x: r.x + 4.0,
            y: r.y + 10.0,
            size: 7.5,
            weight: Weight::Regular,
            align: Align::Left,
            color: Color::grey(70),
            text: crate::tr!("handout-player", n = (p + 1).to_string()),
        });
    }
    let mut y = area.y + head_h;
    for round in 0..=rounds {
        let total = round == rounds;
        let h = if total { total_h } else { rh };
        let label = Rect::new(area.x, y, first, h);
        boxed(out, label, total.then_some(Color::grey(235)));
        let name = if total {
            crate::tr!("handout-total")
        } else {
            (round + 1).to_string()
        };
        cell_text(out, label, 10.0, Weight::Bold, &name);
        for k in 0..extra.len() {
            let r = Rect::new(area.x + first + k as f64 * extra_w, y, extra_w, h);
            boxed(out, r, total.then_some(Color::grey(235)));
        }
        for p in 0..players {
            let r = Rect::new(area.x + lead + p as f64 * cw, y, cw, h);
            boxed(out, r, total.then_some(Color::grey(235)));
            if total {
                continue;
            }
            for (i, l) in lines.iter().enumerate() {
                let base = r.y + 2.0 + pitch * (i as f64 + 1.0) - 2.0;
                out.push(Shape::Text {
                    x: r.x + 3.0,
                    y: base - 2.0,
                    size: LABEL,
                    weight: Weight::Regular,
                    align: Align::Left,
                    color: Color::grey(110),
                    text: l.to_string(),
                });
                let lw = measure(l, LABEL, Weight::Regular);
                out.push(Shape::hline(
                    r.x + lw + 6.0,
                    r.right() - 4.0,
                    base,
                    Stroke::solid(Color::grey(170), 0.5),
                ));
            }
        }
        y += h;
    }
    y
}

/// Least height of a round's row on a score sheet: 0.45 in, room to write
/// a figure by hand.
pub const MIN_ROW: f64 = 0.45 * 72.0;

/// Least height of a round's row with `lines` write lines.
fn row_height(lines: usize) -> f64 {
    (WRITE_LINE * lines.max(1) as f64 + 4.0).max(MIN_ROW)
}

/// Least height a score sheet takes.
fn score_sheet_height(rounds: usize, lines: usize) -> f64 {
    24.0 + rounds as f64 * row_height(lines) + WRITE_LINE + 8.0
}

/// The heading page's line on the ways to play together: "Two ways to
/// play together, King Tut and Quicksand, each with a score sheet for 4
/// players and 3 rounds."
fn play_together_line(names: &[String], players: usize, rounds: usize) -> Option<String> {
    let sheet = crate::tr!("handout-score-sheet", players = players, rounds = rounds);
    match names {
        [] => None,
        [one] => Some(crate::tr!(
            "handout-one-way",
            name = one.as_str(),
            sheet = sheet
        )),
        [rest @ .., last] => Some(crate::tr!(
            "handout-ways",
            count = names.len(),
            list = crate::tr!("and-list", list = rest.join(", "), last = last.as_str()),
            sheet = sheet
        )),
    }
}

/// A lookup table in blocks side by side across the body; returns the
/// bottom of its small print.
fn lookup_table(out: &mut Vec<Shape>, body: Rect, y: f64, table: &LookupTable) -> f64 {
    let y = paragraph_across(out, body, y, Style::new(11.0, Weight::Bold), &table.caption) + 4.0;
    let per_col = table.rows_per_block.max(1);
    let cols = table.rows.len().div_ceil(per_col).max(1);
    let gap = 10.0;
    let pw = (body.w - gap * (cols as f64 - 1.0)) / cols as f64;
    let rh = 14.0;
    for c in 0..cols {
        let x = body.x + c as f64 * (pw + gap);
        let h1 = Rect::new(x, y, pw / 2.0, rh);
        let h2 = Rect::new(x + pw / 2.0, y, pw / 2.0, rh);
        boxed(out, h1, Some(Color::grey(225)));
        boxed(out, h2, Some(Color::grey(225)));
        cell_text(out, h1, 8.0, Weight::Bold, &table.heads[0]);
        cell_text(out, h2, 8.0, Weight::Bold, &table.heads[1]);
        for (i, row) in table
            .rows
            .iter()
            .skip(c * per_col)
            .take(per_col)
            .enumerate()
        {
            let ry = y + rh * (i as f64 + 1.0);
            let a = Rect::new(x, ry, pw / 2.0, rh);
            let b = Rect::new(x + pw / 2.0, ry, pw / 2.0, rh);
            boxed(out, a, None);
            boxed(out, b, None);
            cell_text(out, a, 8.5, Weight::Regular, &row[0]);
            cell_text(out, b, 8.5, Weight::Regular, &row[1]);
        }
    }
    let y = y + rh * (per_col as f64 + 1.0) + 6.0;
    paragraph_across(
        out,
        body,
        y,
        Style::new(8.0, Weight::Regular).color(Color::grey(60)),
        &table.note,
    ) + 10.0
}

/// The page of one way to play together: its heading, how it goes, its
/// table, and its score sheet (on this page when it fits, else on the
/// next under "NAME: score sheet").
fn play_together_pages(pages: &mut Pages, t: &HandoutTemplate, mode: &PlayTogether) {
    let (_, body) = pages.start();
    let out = pages.shapes();
    let mut y = page_heading(out, body, &mode.heading);
    for note in &mode.notes {
        y = text_block(out, body, y, &note.heading, &note.text);
    }
    if let Some(table) = &mode.table {
        y = lookup_table(out, body, y, table);
    }
    let lines: Vec<&str> = mode.sheet_lines.iter().map(String::as_str).collect();
    let columns: Vec<&str> = mode.sheet_columns.iter().map(String::as_str).collect();
    let need = 20.0 + score_sheet_height(t.rounds, lines.len());
    let (mut area_top, mut out) = (y, out);
    let mut fresh_body = body;
    if y + need > body.bottom() {
        let (_, b) = pages.start();
        fresh_body = b;
        out = pages.shapes();
        area_top = page_heading(
            out,
            b,
            &crate::tr!("handout-score-sheet-of", name = mode.name.as_str()),
        );
    }
    let y = paragraph_across(
        out,
        fresh_body,
        area_top,
        Style::new(11.0, Weight::Bold),
        &mode.sheet_caption,
    ) + 4.0;
    score_sheet(
        out,
        Rect::new(fresh_body.x, y, fresh_body.w, fresh_body.bottom() - y),
        t.players,
        t.rounds,
        &columns,
        &lines,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rows of a score sheet: the heights of the boxes in its first
    /// column under the head, the total row last.
    fn row_heights(out: &[Shape], area: Rect) -> Vec<f64> {
        out.iter()
            .filter_map(|s| match s {
                Shape::Rect { x, y, h, .. } if (*x - area.x).abs() < 1e-6 && *y > area.y => {
                    Some(*h)
                }
                _ => None,
            })
            .collect()
    }

    #[test]
    fn a_score_sheet_fills_its_area_with_rows_of_at_least_0_45_in() {
        for (lines, rounds) in [(1, 4), (3, 4), (1, 12), (2, 1)] {
            let names: Vec<&str> = ["pips", "time", "result"][..lines].to_vec();
            let area = Rect::new(36.0, 200.0, 540.0, 540.0);
            let mut out = Vec::new();
            let bottom = score_sheet(&mut out, area, 6, rounds, &["Timer"], &names);
            let rows = row_heights(&out, area);
            assert_eq!(rows.len(), rounds + 1, "{lines} lines, {rounds} rounds");
            for h in &rows[..rounds] {
                assert!(*h >= MIN_ROW - 1e-9, "a row {h} pt high");
            }
            // The rows reach the foot of the area when they fit in it.
            if score_sheet_height(rounds, lines) <= area.h {
                assert!((bottom - area.bottom()).abs() < 1e-6, "ends at {bottom}");
            }
        }
    }
}
