//! Text metrics from the embedded DejaVu Sans faces: advance widths in
//! font units scaled by the size (no kerning), greedy word wrapping, and
//! helpers that add single lines and wrapped paragraphs to a page.
//!
//! Characters the font lacks are measured (and printed by the backends) as
//! `?`, so a stray character never panics and never draws an empty box.

use std::sync::OnceLock;

use super::{Align, Color, Shape, Weight};

/// DejaVu Sans (regular), embedded in the binary.
pub const REGULAR_TTF: &[u8] = include_bytes!("../assets/fonts/DejaVuSans.ttf");
/// DejaVu Sans Bold, embedded in the binary.
pub const BOLD_TTF: &[u8] = include_bytes!("../assets/fonts/DejaVuSans-Bold.ttf");
/// The family name both faces declare.
pub const FAMILY: &str = "DejaVu Sans";

/// Distance from the baseline to the top of a capital, as a fraction of the
/// font size (DejaVu Sans cap height is 1493/2048).
pub const CAP_HEIGHT: f64 = 0.729;
/// Default line height as a multiple of the size.
pub const LINE_HEIGHT: f64 = 1.25;

struct Metrics {
    units_per_em: f64,
    /// Advances for U+0000..U+0100 (None: not in the font).
    ascii: Vec<Option<u16>>,
    face: ttf_parser::Face<'static>,
    question: u16,
}

impl Metrics {
    fn load(bytes: &'static [u8]) -> Option<Metrics> {
        let face = ttf_parser::Face::parse(bytes, 0).ok()?;
        let adv = |c: char| face.glyph_index(c).and_then(|g| face.glyph_hor_advance(g));
        let ascii = (0u32..0x100)
            .map(|u| char::from_u32(u).and_then(adv))
            .collect();
        let question = adv('?').unwrap_or(0);
        Some(Metrics {
            units_per_em: f64::from(face.units_per_em()),
            ascii,
            question,
            face,
        })
    }

    fn advance(&self, c: char) -> u16 {
        let u = c as usize;
        let found = if u < self.ascii.len() {
            self.ascii[u]
        } else {
            self.face
                .glyph_index(c)
                .and_then(|g| self.face.glyph_hor_advance(g))
        };
        found.unwrap_or(self.question)
    }

    fn has(&self, c: char) -> bool {
        let u = c as usize;
        if u < self.ascii.len() {
            self.ascii[u].is_some()
        } else {
            self.face.glyph_index(c).is_some()
        }
    }
}

fn metrics(weight: Weight) -> Option<&'static Metrics> {
    static REGULAR: OnceLock<Option<Metrics>> = OnceLock::new();
    static BOLD: OnceLock<Option<Metrics>> = OnceLock::new();
    match weight {
        Weight::Regular => REGULAR.get_or_init(|| Metrics::load(REGULAR_TTF)),
        Weight::Bold => BOLD.get_or_init(|| Metrics::load(BOLD_TTF)),
    }
    .as_ref()
}

/// The font file of a weight.
pub fn font_bytes(weight: Weight) -> &'static [u8] {
    match weight {
        Weight::Regular => REGULAR_TTF,
        Weight::Bold => BOLD_TTF,
    }
}

/// The text as the backends print it: control characters become spaces and
/// characters the font lacks become `?`.
pub fn printable(text: &str, weight: Weight) -> String {
    let m = metrics(weight);
    text.chars()
        .map(|c| {
            if c.is_control() {
                ' '
            } else if m.is_none_or(|m| m.has(c)) {
                c
            } else {
                '?'
            }
        })
        .collect()
}

/// What a backend draws for a text shape: its [`printable`] text, or
/// nothing when the text is blank or the size is not a positive number.
pub fn drawable(text: &str, size: f64, weight: Weight) -> Option<String> {
    let text = printable(text, weight);
    (!text.trim().is_empty() && size.is_finite() && size > 0.0).then_some(text)
}

/// Width of a line of text in points.
pub fn measure(text: &str, size: f64, weight: Weight) -> f64 {
    match metrics(weight) {
        Some(m) => {
            let units: u64 = text.chars().map(|c| u64::from(m.advance(c))).sum();
            units as f64 * size / m.units_per_em
        }
        // The embedded font always parses; this is a safe estimate anyway.
        None => text.chars().count() as f64 * size * 0.6,
    }
}

/// Greedy word wrap: breaks on spaces so that each line is at most
/// `max_width` wide. A single word longer than a line is split between
/// characters. Explicit newlines start new lines.
pub fn wrap(text: &str, size: f64, weight: Weight, max_width: f64) -> Vec<String> {
    let mut lines = Vec::new();
    for para in text.split('\n') {
        let mut line = String::new();
        for word in para.split(' ').filter(|w| !w.is_empty()) {
            let candidate = if line.is_empty() {
                word.to_string()
            } else {
                format!("{line} {word}")
            };
            if measure(&candidate, size, weight) <= max_width {
                line = candidate;
                continue;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            // The word alone: split it if it does not fit.
            for c in word.chars() {
                let mut next = line.clone();
                next.push(c);
                if !line.is_empty() && measure(&next, size, weight) > max_width {
                    lines.push(std::mem::replace(&mut line, c.to_string()));
                } else {
                    line = next;
                }
            }
        }
        lines.push(line);
    }
    lines
}

/// One line of text.
pub fn text(x: f64, y: f64, size: f64, weight: Weight, align: Align, s: &str) -> Shape {
    Shape::Text {
        x,
        y,
        size,
        weight,
        align,
        color: Color::BLACK,
        text: s.to_string(),
    }
}

/// Text style for [`paragraph`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    pub size: f64,
    pub weight: Weight,
    pub align: Align,
    pub color: Color,
    /// Line height as a multiple of the size.
    pub leading: f64,
}

impl Style {
    pub fn new(size: f64, weight: Weight) -> Style {
        Style {
            size,
            weight,
            align: Align::Left,
            color: Color::BLACK,
            leading: LINE_HEIGHT,
        }
    }

    pub fn align(mut self, align: Align) -> Style {
        self.align = align;
        self
    }

    pub fn color(mut self, color: Color) -> Style {
        self.color = color;
        self
    }

    pub fn leading(mut self, leading: f64) -> Style {
        self.leading = leading;
        self
    }

    /// Distance between baselines.
    pub fn line_height(&self) -> f64 {
        self.size * self.leading
    }
}

/// [`paragraph`] in the column of `area` (its left edge and width), from
/// `top`. Returns the y just below the last line.
pub fn paragraph_across(
    shapes: &mut Vec<Shape>,
    area: crate::Rect,
    top: f64,
    style: Style,
    s: &str,
) -> f64 {
    paragraph(shapes, area.x, top, area.w, style, s)
}

/// Adds `text` wrapped to the column from `x` of width `width`, the first
/// baseline one cap height below `top`. Returns the y just below the last
/// line (where the next block can start).
pub fn paragraph(
    shapes: &mut Vec<Shape>,
    x: f64,
    top: f64,
    width: f64,
    style: Style,
    s: &str,
) -> f64 {
    let anchor = match style.align {
        Align::Left => x,
        Align::Center => x + width / 2.0,
        Align::Right => x + width,
    };
    let mut baseline = top + style.size * CAP_HEIGHT;
    let lines = wrap(s, style.size, style.weight, width);
    for line in &lines {
        shapes.push(Shape::Text {
            x: anchor,
            y: baseline,
            size: style.size,
            weight: style.weight,
            align: style.align,
            color: style.color,
            text: line.clone(),
        });
        baseline += style.line_height();
    }
    top + lines.len() as f64 * style.line_height()
}

/// Height a wrapped paragraph takes (as returned by [`paragraph`]).
pub fn paragraph_height(width: f64, style: Style, s: &str) -> f64 {
    wrap(s, style.size, style.weight, width).len() as f64 * style.line_height()
}

/// A line centred on `cx`.
pub fn centered(shapes: &mut Vec<Shape>, cx: f64, baseline: f64, style: Style, s: &str) {
    shapes.push(Shape::Text {
        x: cx,
        y: baseline,
        size: style.size,
        weight: style.weight,
        align: Align::Center,
        color: style.color,
        text: s.to_string(),
    });
}

/// The largest size, at most `max_size`, at which `s` fits in `width`.
pub fn fit_size(s: &str, weight: Weight, max_size: f64, width: f64) -> f64 {
    let w = measure(s, max_size, weight);
    if w <= width || w <= 0.0 {
        max_size
    } else {
        max_size * width / w
    }
}

/// The x where text drawn with `align` at anchor `x` starts.
pub fn left_edge(text: &str, x: f64, size: f64, weight: Weight, align: Align) -> f64 {
    let w = measure(text, size, weight);
    match align {
        Align::Left => x,
        Align::Center => x - w / 2.0,
        Align::Right => x - w,
    }
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

/// Lines of display text (a title, a subtitle) at `size` within `width`,
/// as even as they go: no more lines than `width` needs, each no longer
/// than that count of lines needs, so that the last line is never a short
/// word or two left alone ("... von leicht / bis Experte" becomes two lines
/// of about the same length).
pub fn even_lines(text: &str, size: f64, weight: Weight, width: f64) -> Vec<String> {
    let first = balanced_lines(text, size, weight, width);
    if first.len() < 2 {
        return first;
    }
    // The narrowest width that keeps the count of lines, to a tenth of a
    // point: the wrap at `hi` always fits in as many lines as `first`.
    let (mut lo, mut hi) = (width * 0.3, width);
    while hi - lo > 0.1 {
        let mid = (lo + hi) / 2.0;
        if wrap(text, size, weight, mid).len() <= first.len() {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    let lines = balanced_lines(text, size, weight, hi);
    if lines.len() == first.len() {
        lines
    } else {
        first
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widths_come_from_the_font() {
        // DejaVu Sans: 'M' advance 1767, 'i' 569 of 2048 units.
        let m = measure("M", 20.48, Weight::Regular);
        assert!((m - 17.67).abs() < 0.01, "{m}");
        assert!(measure("MMM", 10.0, Weight::Regular) > measure("iii", 10.0, Weight::Regular));
        assert!(measure("Hello", 10.0, Weight::Bold) > measure("Hello", 10.0, Weight::Regular));
        assert_eq!(measure("", 10.0, Weight::Regular), 0.0);
    }

    #[test]
    fn missing_characters_do_not_panic() {
        let s = "a\u{10FFFD}b\u{E000}";
        let w = measure(s, 10.0, Weight::Regular);
        assert!(w > 0.0);
        assert_eq!(printable(s, Weight::Regular), "a?b?");
        assert_eq!(printable("x\ty", Weight::Bold), "x y");
    }

    #[test]
    fn wrap_respects_the_width() {
        let t = "the quick brown fox jumps over the lazy dog again and again";
        let lines = wrap(t, 10.0, Weight::Regular, 100.0);
        assert!(lines.len() > 2);
        for l in &lines {
            assert!(measure(l, 10.0, Weight::Regular) <= 100.0, "{l}");
        }
        assert_eq!(lines.join(" "), t);
        // A word longer than the line is split, nothing is lost.
        let long = wrap("abcdefghijklmnopqrstuvwxyz", 10.0, Weight::Regular, 30.0);
        assert!(long.len() > 1);
        assert_eq!(long.concat(), "abcdefghijklmnopqrstuvwxyz");
    }

    #[test]
    fn paragraph_advances_by_lines() {
        let mut shapes = Vec::new();
        let style = Style::new(10.0, Weight::Regular);
        let end = paragraph(
            &mut shapes,
            0.0,
            0.0,
            80.0,
            style,
            "one two three four five six",
        );
        assert_eq!(end, shapes.len() as f64 * 12.5);
        assert!(shapes.len() >= 2);
    }
}
