//! The full-wrap cover of a book: back, spine and front on one page with
//! 0.125 in bleed on every side, sized from the interior's page count and
//! paper (see [`crate::publish`]).
//!
//! One background runs across the whole wrap (a colour change at a spine
//! fold shows every shift of the binding). Everything that matters keeps
//! [`SAFE_PT`] clear of the trim and of both spine folds; the barcode box
//! (2 x 1.2 in) sits at the lower right of the back, inside that zone.

use crate::publish::{
    MIN_TEXT_PT, PaperStock, TEXT_DEPTH, spine_text_fits, spine_text_size, spine_width,
};
use crate::puzzle::{DrawStyle, PrintablePuzzle, Puzzles};
use crate::template::{BLEED_IN, BookTemplate, PT_PER_IN};
use render::text::{Style, fit_size, measure, paragraph};
use render::{
    Align, Color, ColorSpace, Document, Page, PageBoxes, PdfOptions, Rect, Shape, Stroke, Turn,
    Weight,
};

/// Bleed on every side of the cover.
pub const COVER_BLEED_PT: f64 = BLEED_IN * PT_PER_IN;
/// Clear space kept from the trim and the folds for text and pictures:
/// 0.25 in, twice the 0.125 in the services ask for, because IngramSpark
/// advises 0.25 in for cover art.
pub const SAFE_PT: f64 = 0.25 * PT_PER_IN;
/// The barcode box: 2 x 1.2 in.
pub const BARCODE_PT: (f64, f64) = (2.0 * PT_PER_IN, 1.2 * PT_PER_IN);

/// A laid-out cover and the facts its tests check.
#[derive(Clone, Debug)]
pub struct CoverLayout {
    pub document: Document,
    pub options: PdfOptions,
    /// Interior pages the spine was sized for.
    pub pages: usize,
    pub paper: PaperStock,
    /// Spine width in points.
    pub spine: f64,
    /// Trim boxes of the three panels (back, spine, front), in points.
    pub back: Rect,
    pub spine_rect: Rect,
    pub front: Rect,
    pub barcode: Rect,
    pub spine_text: bool,
}

struct Palette {
    background: Color,
    ink: Color,
    accent: Color,
    panel: Color,
}

fn palette(space: ColorSpace) -> Palette {
    match space {
        ColorSpace::Gray => Palette {
            background: Color::grey(228),
            ink: Color::BLACK,
            accent: Color::grey(70),
            panel: Color::WHITE,
        },
        _ => Palette {
            background: Color::rgb(236, 218, 168),
            ink: Color::rgb(24, 40, 78),
            accent: Color::rgb(150, 70, 30),
            panel: Color::rgb(255, 252, 242),
        },
    }
}

/// Words a line of a title should not end on: they lead into the words
/// after them ("Egyptian Solitaire in / Colour" reads badly).
const LEADING_WORDS: [&str; 16] = [
    "a", "an", "and", "at", "by", "for", "from", "in", "into", "of", "on", "or", "the", "to",
    "with", "&",
];

/// The front cover's title: its size and its text with the line breaks it
/// should have. One line at 30 pt when it fits; else two lines at 30 pt,
/// then 22 pt, broken where a reader pauses (never after "in", "of", ...,
/// never leaving one word alone on a line when another break would do),
/// as even as such a break allows; else the title wrapped at 22 pt.
fn front_title(title: &str, width: f64) -> (f64, String) {
    let title = title.split_whitespace().collect::<Vec<_>>().join(" ");
    if measure(&title, 30.0, Weight::Bold) <= width {
        return (30.0, title);
    }
    // A name is one word here; a comma at a break goes (the break says it).
    let bound = crate::book::bind_names(&title);
    let (size, text) = front_title_lines(&bound, width);
    let lines: Vec<String> = text.split('\n').map(crate::book::unbind_names).collect();
    let n = lines.len();
    let lines: Vec<String> = lines
        .into_iter()
        .enumerate()
        .map(|(i, l)| match l.strip_suffix(',') {
            Some(s) if i + 1 < n => s.to_string(),
            _ => l,
        })
        .collect();
    (size, lines.join("\n"))
}

/// [`front_title`]'s breaks, over words that may hold no-break spaces.
fn front_title_lines(title: &str, width: f64) -> (f64, String) {
    let title = title.to_string();
    let words: Vec<&str> = title.split(' ').collect();
    for size in [30.0, 22.0] {
        let w = |s: &str| measure(s, size, Weight::Bold);
        if size == 30.0 && w(&title) <= width {
            return (size, title);
        }
        let best = (1..words.len())
            .map(|k| (words[..k].join(" "), words[k..].join(" ")))
            .filter(|(a, b)| w(a) <= width && w(b) <= width)
            .min_by(|(a1, b1), (a2, b2)| {
                let score = |a: &str, b: &str| {
                    let last = a.rsplit(' ').next().unwrap_or("").to_lowercase();
                    let first = b.split(' ').next().unwrap_or("").to_lowercase();
                    let mut bad = 0;
                    if LEADING_WORDS.contains(&last.as_str()) {
                        bad += 4;
                    }
                    if words.len() > 2 && (!a.contains(' ') || !b.contains(' ')) {
                        bad += 2;
                    }
                    if LEADING_WORDS.contains(&first.as_str()) {
                        bad -= 1;
                    }
                    (bad, (w(a) - w(b)).abs())
                };
                let (s1, s2) = (score(a1, b1), score(a2, b2));
                s1.0.cmp(&s2.0).then(s1.1.total_cmp(&s2.1))
            });
        if let Some((a, b)) = best {
            return (size, format!("{a}\n{b}"));
        }
    }
    (22.0, title)
}

/// A puzzle drawn on a light panel, centred in `area`; returns the panel.
fn board_panel(
    out: &mut Vec<Shape>,
    p: &dyn PrintablePuzzle,
    area: Rect,
    color: bool,
    pal: &Palette,
) -> Rect {
    let pad = 10.0;
    let inner = area.inset(pad);
    let w = inner.w.min(inner.h * p.aspect());
    let h = w / p.aspect();
    let fig = Rect::new(
        inner.x + (inner.w - w) / 2.0,
        inner.y + (inner.h - h) / 2.0,
        w,
        h,
    );
    // Shrink the panel to the drawing.
    let used = fig.inset(-pad);
    let panel = Rect::new(
        used.x.max(area.x),
        used.y.max(area.y),
        used.w.min(area.w),
        used.h.min(area.h),
    );
    out.push(Shape::Rect {
        x: panel.x,
        y: panel.y,
        w: panel.w,
        h: panel.h,
        fill: Some(pal.panel),
        stroke: Some(Stroke::solid(pal.accent, 1.2)),
    });
    // The cover shows the drawing alone, without the names of its parts.
    out.extend(
        p.draw(
            fig,
            &DrawStyle {
                color,
                min_text: MIN_TEXT_PT,
            },
        )
        .into_iter()
        .filter(|s| !matches!(s, Shape::Begin(_) | Shape::End)),
    );
    panel
}

/// Draws the title (bold, from the top) and the author (from the bottom)
/// down the spine, reading top to bottom with the letters' tops towards
/// the front, centred across the spine with
/// [`SPINE_MARGIN_PT`](crate::publish::SPINE_MARGIN_PT) clear of
/// each fold and [`SAFE_PT`] clear of the top and bottom trim. The author
/// is left off when both do not fit at [`MIN_TEXT_PT`]; returns false
/// (and draws nothing) when even the title does not.
fn spine_texts(out: &mut Vec<Shape>, spine: Rect, t: &BookTemplate, ink: Color) -> bool {
    let size = spine_text_size(spine.w);
    let length = spine.h - 2.0 * SAFE_PT;
    let gap = 2.0 * size;
    let title = t.title.trim();
    let author = t.author.trim();
    let author_len = if author.is_empty() {
        0.0
    } else {
        measure(author, size, Weight::Regular)
    };
    // Title size: as large as fits beside the author, else alone.
    let beside = fit_size(title, Weight::Bold, size, length - author_len - gap);
    let (title_size, with_author) = if !author.is_empty() && beside >= MIN_TEXT_PT {
        (beside, true)
    } else {
        (fit_size(title, Weight::Bold, size, length), false)
    };
    if title.is_empty() || title_size < MIN_TEXT_PT {
        return false;
    }
    // The baseline sits so that the text's depth (a size above it, a
    // quarter below) is centred across the spine.
    let baseline = |size: f64| spine.x + spine.w / 2.0 - (TEXT_DEPTH / 2.0 - 0.25) * size;
    let turned = |y: f64, size: f64, weight: Weight, align: Align, text: &str| Shape::TurnedText {
        x: baseline(size),
        y,
        size,
        weight,
        align,
        color: ink,
        text: text.to_string(),
        turn: Turn::Down,
    };
    out.push(turned(
        spine.y + SAFE_PT,
        title_size,
        Weight::Bold,
        Align::Left,
        title,
    ));
    if with_author {
        out.push(turned(
            spine.bottom() - SAFE_PT,
            size,
            Weight::Regular,
            Align::Right,
            author,
        ));
    }
    true
}

/// The blurb a template without one gets: what the book holds, counted
/// by game in the order the book first shows them, in the puzzles' own
/// words ("60 Egyptian Solitaire puzzles for Looney Pyramids and 40
/// Pyramid card solitaire deals").
fn default_blurb(contents: &[Puzzles]) -> String {
    let mut games: Vec<(&'static str, String, usize)> = Vec::new();
    for p in contents.iter().flatten() {
        match games.iter_mut().find(|g| g.0 == p.game().words().name) {
            Some(g) => g.2 += 1,
            None => games.push((
                p.game().words().name,
                p.game().words().plural_for_cover.to_string(),
                1,
            )),
        }
    }
    let parts: Vec<String> = games
        .iter()
        .map(|(_, words, n)| format!("{n} {words}"))
        .collect();
    let what = match parts.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => crate::tr!("and-list", list = rest.join(", "), last = last.as_str()),
    };
    crate::tr!("cover-blurb", what = what)
}

/// Lays out the back panel inside its safe area; returns the barcode box.
fn back_panel(
    out: &mut Vec<Shape>,
    t: &BookTemplate,
    safe: Rect,
    sample: &dyn PrintablePuzzle,
    contents: &[Puzzles],
    pal: &Palette,
) -> Rect {
    let barcode = Rect::new(
        safe.right() - BARCODE_PT.0,
        safe.bottom() - BARCODE_PT.1,
        BARCODE_PT.0,
        BARCODE_PT.1,
    );
    // Type grows with the trim: 11 pt body on a 6 in wide book, up to
    // 14 pt on the large-print 8.5 in one.
    let scale = (safe.w / (5.5 * PT_PER_IN)).clamp(1.0, 14.0 / 11.0);
    // Headline.
    let mut y = safe.y + 4.0;
    let head = Style::new(
        fit_size(&t.title, Weight::Bold, 20.0 * scale, safe.w),
        Weight::Bold,
    )
    .align(Align::Center)
    .color(pal.ink);
    y = paragraph(out, safe.x, y, safe.w, head, &t.title) + 4.0;
    out.push(Shape::hline(
        safe.x + safe.w * 0.3,
        safe.right() - safe.w * 0.3,
        y,
        Stroke::solid(pal.accent, 1.0),
    ));
    y += 12.0;
    // The blurb, at a size a reader takes in at arm's length.
    let blurb = if t.print.blurb.is_empty() {
        default_blurb(contents)
    } else {
        t.print.blurb.clone()
    };
    let body = Style::new(11.0 * scale, Weight::Regular).color(pal.ink);
    for para in blurb.split("\n\n").map(str::trim).filter(|p| !p.is_empty()) {
        y = paragraph(out, safe.x, y, safe.w, body, para) + 7.0 * scale;
    }
    // What is inside, section by section, as a bookshop buyer looks for.
    let inside: Vec<String> = t
        .sections
        .iter()
        .filter(|s| !s.title.trim().is_empty())
        .map(|s| {
            // The count never goes to a line of its own.
            crate::tr!("pair-colon", a = s.title.trim(), b = s.count.to_string())
                .replace(": ", ":\u{a0}")
        })
        .collect();
    if !inside.is_empty() {
        let text = crate::tr!("cover-inside", list = inside.join(" \u{b7} "));
        let style = Style::new(9.5 * scale, Weight::Regular).color(pal.accent);
        let lines = render::text::balanced_lines(&text, style.size, style.weight, safe.w);
        y = paragraph(out, safe.x, y, safe.w, style, &lines.join("\n")) + 6.0;
    }
    // A puzzle to try: its heading, then the board or deal as large as
    // the space down to the foot band allows; the two are centred as one
    // block in that space, so no band of the back is left empty.
    let heading = crate::tr!(
        "cover-try-one",
        tier = sample.words().tier_word().to_lowercase(),
        noun = sample.game().words().noun,
        lower = sample.game().words().noun.to_lowercase(),
        goal = sample.words().goal()
    );
    let heading_size = fit_size(&heading, Weight::Bold, 11.0 * scale, safe.w).max(MIN_TEXT_PT);
    let heading_h = 2.0 * heading_size;
    let sample_bottom = barcode.y - 14.0;
    let room = sample_bottom - y - heading_h;
    if room > 60.0 {
        let pad = 10.0;
        let (iw, ih) = (safe.w - 2.0 * pad, room - 2.0 * pad);
        let panel_h = iw.min(ih * sample.aspect()) / sample.aspect() + 2.0 * pad;
        let top = y + (room - panel_h) / 2.0;
        out.push(Shape::Text {
            x: safe.x + safe.w / 2.0,
            y: top + heading_size,
            size: heading_size,
            weight: Weight::Bold,
            align: Align::Center,
            color: pal.ink,
            text: heading,
        });
        let area = Rect::new(safe.x, top + heading_h, safe.w, panel_h);
        board_panel(out, sample, area, t.color, pal);
    }
    // Foot band: category and ISBN at the left, the barcode box at the
    // right.
    let foot = Style::new(9.0, Weight::Regular).color(pal.ink);
    let mut lines = vec![(Weight::Bold, crate::tr!("cover-category"))];
    if !t.author.is_empty() {
        lines.push((Weight::Regular, t.author.clone()));
    }
    if let Some(isbn) = &t.print.isbn {
        lines.push((Weight::Regular, format!("ISBN {isbn}")));
    }
    let left_w = barcode.x - safe.x - 12.0;
    let mut ly = barcode.bottom() - foot.line_height() * (lines.len() as f64 - 1.0) - 2.0;
    for (weight, text) in lines {
        out.push(Shape::Text {
            x: safe.x,
            y: ly,
            size: fit_size(&text, weight, foot.size, left_w).max(MIN_TEXT_PT),
            weight,
            align: Align::Left,
            color: pal.ink,
            text,
        });
        ly += foot.line_height();
    }
    out.push(Shape::Rect {
        x: barcode.x,
        y: barcode.y,
        w: barcode.w,
        h: barcode.h,
        fill: Some(Color::WHITE),
        stroke: None,
    });
    // The ISBN's EAN-13 when the template asks for it (crate::barcode).
    if let Some(b) = &t.print.barcode {
        b.draw(out, barcode);
    }
    barcode
}

/// Lays out the cover of a book of `pages` interior pages. `front` is
/// drawn large on the front; `sample` is the puzzle to try on the back;
/// `contents`, the book's puzzles by section, give the back's default
/// blurb its words.
pub fn cover_layout(
    t: &BookTemplate,
    pages: usize,
    front: &dyn PrintablePuzzle,
    sample: &dyn PrintablePuzzle,
    contents: &[Puzzles],
) -> CoverLayout {
    let b = COVER_BLEED_PT;
    let (tw, th) = t.trim;
    let paper = t.print.paper;
    let spine = spine_width(pages, paper, t.print.service);
    let width = 2.0 * b + 2.0 * tw + spine;
    let height = 2.0 * b + th;
    let back = Rect::new(b, b, tw, th);
    let spine_rect = Rect::new(b + tw, b, spine, th);
    let front_rect = Rect::new(b + tw + spine, b, tw, th);
    let pal = palette(t.print.color_space);
    let mut out = Vec::new();
    // One background over the whole wrap, bleed included.
    out.push(Shape::Rect {
        x: 0.0,
        y: 0.0,
        w: width,
        h: height,
        fill: Some(pal.background),
        stroke: None,
    });

    // Front: title, subtitle, a board, author.
    let safe = front_rect.inset(SAFE_PT);
    let title_style = Style::new(30.0, Weight::Bold)
        .align(Align::Center)
        .color(pal.ink);
    let (title_size, title) = front_title(&t.title, safe.w);
    let mut y = safe.y + 16.0;
    y = paragraph(
        &mut out,
        safe.x,
        y,
        safe.w,
        Style {
            size: title_size,
            ..title_style
        },
        &title,
    ) + 8.0;
    if !t.subtitle.is_empty() {
        y = paragraph(
            &mut out,
            safe.x,
            y,
            safe.w,
            Style::new(13.0, Weight::Regular)
                .align(Align::Center)
                .color(pal.accent),
            &render::text::even_lines(&t.subtitle, 13.0, Weight::Regular, safe.w).join("\n"),
        ) + 10.0;
    }
    let author_y = safe.bottom() - 10.0;
    let board_area = Rect::new(safe.x, y + 6.0, safe.w, (author_y - 40.0) - (y + 6.0));
    if board_area.h > 60.0 {
        board_panel(&mut out, front, board_area, t.color, &pal);
    }
    if !t.author.is_empty() {
        out.push(Shape::Text {
            x: safe.x + safe.w / 2.0,
            y: author_y,
            size: fit_size(&t.author, Weight::Bold, 16.0, safe.w),
            weight: Weight::Bold,
            align: Align::Center,
            color: pal.ink,
            text: t.author.clone(),
        });
    }

    // Spine: text only when the rule allows it (see crate::publish).
    let spine_text = spine_text_fits(pages, paper, t.print.service)
        && spine_texts(&mut out, spine_rect, t, pal.ink);

    // Back: laid out top to bottom as a publisher's back cover: the
    // title as a headline, the blurb, a puzzle to try drawn as large as
    // the panel allows, and a foot band with the category line and ISBN
    // on the left and the clear barcode box on the right.
    let barcode = back_panel(&mut out, t, back.inset(SAFE_PT), sample, contents, &pal);

    let document = Document {
        title: t.title.clone(),
        pages: vec![Page {
            width,
            height,
            shapes: out,
        }],
    };
    let options = PdfOptions {
        color: t.print.color_space,
        boxes: vec![PageBoxes::sheet((2.0 * tw + spine, th), b)],
        pdfx: t.print.pdfx,
        author: t.author.clone(),
        subject: crate::tr!("cover-subject", title = t.title.as_str()),
        keywords: t.print.keywords.clone(),
        date: t.print.date,
    };
    CoverLayout {
        document,
        options,
        pages,
        paper,
        spine,
        back,
        spine_rect,
        front: front_rect,
        barcode,
        spine_text,
    }
}
