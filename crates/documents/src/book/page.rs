//! What every part of a book shares: the type sizes, the page frame with
//! its mirrored margins, the page cursor, puzzle numbers and headings.

use crate::play_link::mark_room;
use crate::puzzle::{DrawStyle, KeyError, PrintablePuzzle, Puzzles};
use crate::template::{Margins, TemplateError};
use render::text::{CAP_HEIGHT, Style, even_lines, fit_size, paragraph_across};
use render::{Align, Color, Page, Rect, Shape, Stroke, Weight};

/// Narrowest slot for one puzzle (its caption must stay readable).
pub const MIN_SLOT_WIDTH_PT: f64 = 100.0;
pub(crate) const SLOT_GAP: f64 = 14.0;
/// Narrowest column of move lines beside a figure.
pub(crate) const MOVES_COLUMN_MIN_PT: f64 = 90.0;

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

    pub(crate) fn footer(&self) -> f64 {
        self.small * 2.0
    }

    /// Height of a puzzle slot's text above its figure (number and one
    /// line of goal).
    pub(crate) fn slot_text(&self) -> f64 {
        self.head * 1.35 + self.body * 1.3 + self.small * 1.3 + 5.0
    }

    /// Height of the ID line under a figure (and of its play mark).
    pub(crate) fn id_line(&self) -> f64 {
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

/// Pages under construction, numbered from 1 (cloned to lay solution
/// pages out twice).
#[derive(Clone)]
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

impl Numbered<'_> {
    /// Its key could not be made: the error that names it.
    pub(crate) fn key_error(&self, source: KeyError) -> BookError {
        BookError::Key {
            noun: self.puzzle.game().words().noun,
            number: self.number,
            source,
        }
    }
}

pub(crate) fn capitalised(s: &str) -> String {
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
pub(crate) fn header_h(ty: &Type) -> f64 {
    ty.head * 1.3 + 10.0
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
    let bottom = paragraph_across(out, body, body.y, Style::new(size, Weight::Bold), text);
    let rule = bottom - size * 0.1;
    out.push(Shape::hline(
        body.x,
        body.right(),
        rule,
        Stroke::solid(Color::grey(140), 0.6),
    ));
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
    centered_display(out, body, y, size, weight, text, false)
}

/// A title in centred lines: [`centered_lines`], and a comma where a line
/// breaks goes (the break says it: "Egyptian Solitaire / Volume 1").
pub(crate) fn centered_title(
    out: &mut Vec<Shape>,
    body: Rect,
    y: f64,
    size: f64,
    weight: Weight,
    text: &str,
) -> f64 {
    centered_display(out, body, y, size, weight, text, true)
}

fn centered_display(
    out: &mut Vec<Shape>,
    body: Rect,
    y: f64,
    size: f64,
    weight: Weight,
    text: &str,
    title: bool,
) -> f64 {
    let lines = display_lines(text, size, weight, body.w, title);
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

/// Names a line of display text never breaks inside ("Looney / Pyramids").
pub(crate) const KEPT_TOGETHER: [&str; 2] = ["Looney Pyramids", "Egyptian Solitaire"];

/// `text` with the spaces inside [`KEPT_TOGETHER`] names no-break ones.
pub(crate) fn bind_names(text: &str) -> String {
    KEPT_TOGETHER.iter().fold(text.to_string(), |t, name| {
        t.replace(name, &name.replace(' ', "\u{a0}"))
    })
}

/// `text` with the no-break spaces of [`bind_names`] plain ones again
/// (other no-break spaces stay).
pub(crate) fn unbind_names(text: &str) -> String {
    KEPT_TOGETHER.iter().fold(text.to_string(), |t, name| {
        t.replace(&name.replace(' ', "\u{a0}"), name)
    })
}

/// Display lines (a title, a subtitle) as even as they go, never breaking
/// a [`KEPT_TOGETHER`] name; in a title, without a comma at the end of a
/// line that is not the last: the break says it ("Egyptian Solitaire /
/// Volume 1").
pub(crate) fn display_lines(
    text: &str,
    size: f64,
    weight: Weight,
    width: f64,
    title: bool,
) -> Vec<String> {
    // Lines that split no word: evened out, else as wrapped, else the
    // names may break after all.
    let bound = bind_names(text);
    let whole = |lines: &[String]| {
        let words: Vec<&str> = bound.split(' ').collect();
        lines
            .iter()
            .all(|l| l.split(' ').all(|w| w.is_empty() || words.contains(&w)))
    };
    let lines = [
        even_lines(&bound, size, weight, width),
        render::text::balanced_lines(&bound, size, weight, width),
        render::text::wrap(&bound, size, weight, width),
    ]
    .into_iter()
    .find(|l| whole(l))
    .unwrap_or_else(|| even_lines(text, size, weight, width));
    let n = lines.len();
    lines
        .into_iter()
        .enumerate()
        .map(|(i, l)| {
            let l = unbind_names(&l);
            if title && i + 1 < n {
                l.strip_suffix(',').map(str::to_string).unwrap_or(l)
            } else {
                l
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use render::text::measure;

    /// At any width, a display line never ends inside "Looney Pyramids" or
    /// "Egyptian Solitaire" (the KDP title page broke "Looney / Pyramids"),
    /// a title's lines end without a comma where they break ("Egyptian
    /// Solitaire / Volume 1"), a subtitle keeps its commas, and no word is
    /// lost or split.
    #[test]
    fn display_lines_keep_names_together() {
        let subtitle = "100 puzzles for Looney Pyramids, from easy to expert";
        let title = "Egyptian Solitaire, Volume 1";
        let mut broken = 0;
        for w in (120..700).step_by(7) {
            let width = f64::from(w);
            for (text, size, is_title) in [(subtitle, 14.0, false), (title, 30.0, true)] {
                // A name wider than the line breaks after all.
                let widest = bind_names(text)
                    .split(' ')
                    .map(|w| measure(w, size, Weight::Bold))
                    .fold(0.0, f64::max);
                if widest > width {
                    continue;
                }
                let lines = display_lines(text, size, Weight::Bold, width, is_title);
                broken += usize::from(lines.len() > 1);
                for l in &lines[..lines.len() - 1] {
                    assert!(
                        !l.ends_with("Looney") && !l.ends_with("Egyptian"),
                        "{width}: {lines:?}"
                    );
                    assert!(!(is_title && l.ends_with(',')), "{width}: {lines:?}");
                }
                let joined = lines.join(" ");
                let want = if is_title {
                    joined.clone()
                } else {
                    text.to_string()
                };
                assert_eq!(joined.replace(',', ""), text.replace(',', ""), "{width}");
                assert_eq!(joined, want, "{width}: a subtitle keeps its commas");
            }
        }
        assert!(broken > 10, "{broken}");
    }
}
