//! The front matter: title, copyright, contents, each game's rules,
//! how to read the puzzles, the tier title pages.

use super::page::*;
use crate::puzzle::{DrawStyle, Game, Note, PrintablePuzzle, Puzzles};
use crate::template::{BookTemplate, Section, SolutionLayout, SolutionsAt};
use render::flow::{TextSizes, text_pages};
use render::text::{CAP_HEIGHT, fit_size, measure, wrap};
use render::{Align, Color, Rect, Shape, Stroke, Weight};

/// Lines per table-of-contents page.
pub(crate) fn toc_per_page(body: Rect, ty: &Type) -> usize {
    (((body.h - ty.page * 2.5) / (ty.body * 1.9)).floor() as usize).max(1)
}

/// The first puzzle of each game, in book order.
pub(crate) fn games(puzzles: &[Puzzles]) -> Vec<&dyn PrintablePuzzle> {
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

/// Blank pages for the contents on a right-hand page, right after the
/// front matter (their number depends only on the number of entries);
/// returns the first of them and the entries a page holds.
pub(crate) fn contents_room(
    pages: &mut Pages,
    t: &BookTemplate,
    games: usize,
    ty: &Type,
) -> (usize, usize) {
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
/// Returns the note the first key page opens with, if any (see
/// [`reading_pages`]).
pub(crate) fn how_to_play(
    pages: &mut Pages,
    t: &BookTemplate,
    games: &[&'static Game],
    style: &DrawStyle,
    ty: &Type,
    toc: &mut Vec<TocEntry>,
) -> Option<String> {
    let frame = pages.frame;
    for g in games {
        let n = pages.next();
        let body = |i: usize| frame.body(n + i);
        for rules in g.rules_pages(frame.width, frame.height, &body, style, ty.body) {
            pages.start();
            pages.shapes().extend(rules.shapes);
        }
        toc.push(TocEntry {
            title: g.words().rules_title.to_string(),
            range: String::new(),
            page: n,
        });
        pages.sparse();
    }
    let (n, lead) = reading_pages(pages, t, games, ty);
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
    lead
}

/// The contents on the pages from `first`, `per` entries a page, with
/// their page numbers when `known` (else placeholders of the same width).
pub(crate) fn contents(
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
pub(crate) fn contents_entry(
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

/// "60 Egyptian Solitaire puzzles and 40 card deals".
pub(crate) fn count_phrase(puzzles: &[Puzzles], games: &[&dyn PrintablePuzzle]) -> String {
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

pub(crate) fn title_page(
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
    y = centered_title(out, body, y, size, Weight::Bold, &t.title) + 10.0;
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
    let phrase = crate::tr!("book-checked", what = count_phrase(puzzles, games));
    let phrase_size = ty.body.max(11.0);
    let author_size = (ty.body * 1.3).max(14.0);
    // The author's lines end at the foot of the page (two of them at
    // most, at the text caps); the emblem shrinks, or gives way, so that
    // the longest title, subtitle and author never run into it.
    let height = |size: f64, weight: Weight, text: &str| {
        centered_lines(&mut Vec::new(), body, 0.0, size, weight, text)
    };
    let author_top = if t.author.is_empty() {
        body.bottom()
    } else {
        (body.bottom() - 40.0).min(body.bottom() - height(author_size, Weight::Bold, &t.author))
    };
    if let Some(g) = games.first() {
        let room = author_top - 12.0 - height(phrase_size, Weight::Regular, &phrase) - 24.0;
        let bw = (body.w * 0.5).min((room - y - 10.0) / 0.8);
        if bw >= body.w * 0.2 {
            let area = Rect::new(body.x + (body.w - bw) / 2.0, y + 10.0, bw, bw * 0.8);
            // The emblem of the first game whose drawing keeps its text
            // legible at this size (a card deal's labels do not on a 6 x 9
            // in page); else the first game's drawing without its
            // too-small text.
            let legible = |shapes: &[Shape]| {
                shapes.iter().all(|s| {
                    s.text_run()
                        .is_none_or(|(_, size, _)| size >= ty.min - 1e-9)
                })
            };
            let emblem = games
                .iter()
                .map(|g| g.emblem(area, style))
                .find(|shapes| legible(shapes))
                .unwrap_or_else(|| {
                    let mut shapes = g.emblem(area, style);
                    shapes.retain(|s| legible(std::slice::from_ref(s)));
                    shapes
                });
            out.extend(emblem);
            y = area.bottom() + 24.0;
        }
    }
    centered_lines(out, body, y, phrase_size, Weight::Regular, &phrase);
    if !t.author.is_empty() {
        centered_lines(out, body, author_top, author_size, Weight::Bold, &t.author);
    }
}

/// The copyright page (the title page's back): see `crate::publish`.
pub(crate) fn about_page(pages: &mut Pages, t: &BookTemplate) {
    let (_, body) = pages.start();
    crate::publish::copyright_page(pages.shapes(), body, t);
}

/// "Reading the puzzles": every game's notes, then where the solutions
/// are. Returns its first page, and the note on the keys when it goes
/// with the first key instead: when the "Solutions" paragraph would stand
/// alone on a last reading page, it is left out there and the solutions
/// open with it.
pub(crate) fn reading_pages(
    pages: &mut Pages,
    t: &BookTemplate,
    games: &[&'static Game],
    ty: &Type,
) -> (usize, Option<String>) {
    let mut notes: Vec<Note> = Vec::new();
    for g in games {
        notes.extend(g.words().reading_notes.iter().cloned());
    }
    let first = pages.next();
    let frame = pages.frame;
    let body = |i: usize| frame.body(first + i);
    let sizes = TextSizes {
        title: ty.page,
        heading: ty.head,
        body: ty.body.max(10.0),
    };
    let lay = |notes: &[Note]| {
        text_pages(
            frame.width,
            frame.height,
            &body,
            &crate::tr!("book-reading"),
            notes,
            sizes,
        )
    };
    let without = lay(&notes);
    notes.push(Note {
        heading: crate::tr!("solutions").into(),
        text: (match t.solutions {
            SolutionsAt::Back => crate::tr!("book-solutions-at-back"),
            SolutionsAt::AfterSection => crate::tr!("book-solutions-after-section"),
        } + " "
            + &solutions_note(t.solution_layout))
            .into(),
    });
    let with = lay(&notes);
    let (laid, lead) = if with.len() > without.len() {
        (without, Some(solutions_note(t.solution_layout)))
    } else {
        (with, None)
    };
    for p in laid {
        pages.start();
        pages.shapes().extend(p.shapes);
    }
    pages.sparse();
    (first, lead)
}

/// What the reading notes say of the keys, by their layout.
pub(crate) fn solutions_note(layout: SolutionLayout) -> String {
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
pub(crate) fn tier_page(pages: &mut Pages, heading: &str, holds: &str, ty: &Type) -> usize {
    pages.start_on_right();
    let (n, body) = pages.start();
    let out = pages.shapes();
    let size = (ty.page * 2.2).max(30.0);
    let y = body.y + body.h * 0.32;
    let y = centered_lines(out, body, y, size, Weight::Bold, heading) + 10.0;
    let w = body.w * 0.3;
    out.push(Shape::hline(
        body.x + (body.w - w) / 2.0,
        body.x + (body.w + w) / 2.0,
        y,
        Stroke::solid(Color::grey(90), 1.0),
    ));
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

/// A "Notes" page: its heading and ruled lines to write on, at a
/// handwriting pitch (larger in large print). Books fill with these the
/// pages a printer's page count would otherwise leave blank.
pub(crate) fn notes_page(pages: &mut Pages, ty: &Type) {
    let (_, body) = pages.start();
    let out = pages.shapes();
    let y = page_heading_sized(out, body, &crate::tr!("book-notes"), ty.page, ty);
    let pitch = (ty.body * 2.0).max(19.0);
    let mut line = y + pitch;
    let bottom = body.bottom() - ty.small * 2.0;
    while line <= bottom {
        out.push(Shape::hline(
            body.x,
            body.right(),
            line,
            Stroke::solid(Color::grey(150), 0.5),
        ));
        line += pitch;
    }
    pages.sparse();
}
