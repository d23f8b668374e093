//! Headed paragraphs flowed over as many pages as they need: rules pages
//! in large print, the card rules, notes.

use std::borrow::Cow;

use crate::text::{Style, paragraph, paragraph_across, paragraph_height};
use crate::{Color, Page, Rect, Shape, Stroke, Weight};

/// One block of text under a heading (the heading may be empty); fixed
/// words or made ones.
#[derive(Clone, Debug, PartialEq)]
pub struct Note {
    pub heading: Cow<'static, str>,
    pub text: Cow<'static, str>,
}

impl Note {
    /// A note of fixed words (usable in a `static`).
    pub const fn new(heading: &'static str, text: &'static str) -> Note {
        Note {
            heading: Cow::Borrowed(heading),
            text: Cow::Borrowed(text),
        }
    }

    /// A note of words made at run time (a translated message).
    pub fn owned(heading: String, text: String) -> Note {
        Note {
            heading: Cow::Owned(heading),
            text: Cow::Owned(text),
        }
    }
}

/// Sizes for [`text_pages`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TextSizes {
    pub title: f64,
    pub heading: f64,
    pub body: f64,
}

impl TextSizes {
    /// Sizes for a body text size (headings and the title scale with it).
    pub fn for_body(body: f64) -> TextSizes {
        TextSizes {
            title: body * 1.45,
            heading: body * 1.12,
            body,
        }
    }
}

/// Pages of `width` x `height` holding `title` and the notes, a heading
/// never left alone at the foot of a page; `body(i)` is page i's area.
pub fn text_pages(
    width: f64,
    height: f64,
    body: &dyn Fn(usize) -> Rect,
    title: &str,
    notes: &[Note],
    sizes: TextSizes,
) -> Vec<Page> {
    let mut pages = vec![Page {
        width,
        height,
        shapes: Vec::new(),
    }];
    // A new empty page; returns its body.
    let next_page = |pages: &mut Vec<Page>| {
        pages.push(Page {
            width,
            height,
            shapes: Vec::new(),
        });
        body(pages.len() - 1)
    };
    let mut area = body(0);
    let mut y = title_line(&mut pages[0].shapes, area, title, sizes.title);
    let head = Style::new(sizes.heading, Weight::Bold);
    let text = Style::new(sizes.body, Weight::Regular);
    for note in notes {
        let need_head = paragraph_height(area.w, head, &note.heading);
        let first_line = text.line_height() * 2.0;
        if y + need_head + first_line > area.bottom() {
            area = next_page(&mut pages);
            y = area.y;
        }
        let out = &mut pages.last_mut().expect("a page").shapes;
        if !note.heading.is_empty() {
            y = paragraph(out, area.x, y, area.w, head, &note.heading) + sizes.body * 0.25;
        }
        // The text, line by line, so that a long note can continue on the
        // next page; never its last line alone at the top of a page (a
        // widow: the line before it goes over with it).
        let lines = crate::text::wrap(&note.text, text.size, text.weight, area.w);
        let n = lines.len();
        for (i, line) in lines.iter().enumerate() {
            let widow = n >= 4
                && i == n - 2
                && y + text.line_height() <= area.bottom()
                && y + 2.0 * text.line_height() > area.bottom();
            if widow || y + text.line_height() > area.bottom() {
                area = next_page(&mut pages);
                y = area.y;
            }
            let out = &mut pages.last_mut().expect("a page").shapes;
            y = paragraph(out, area.x, y, area.w, text, line);
        }
        y += sizes.body * 0.8;
    }
    pages
}

/// A page title with a rule under it; returns the y below.
pub fn title_line(out: &mut Vec<Shape>, area: Rect, title: &str, size: f64) -> f64 {
    let y = paragraph_across(out, area, area.y, Style::new(size, Weight::Bold), title);
    out.push(Shape::hline(
        area.x,
        area.right(),
        y + 3.0,
        Stroke::solid(Color::grey(140), 0.6),
    ));
    y + size * 0.7
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whatever the page height, a note's text never leaves its last line
    /// alone at the top of a page (the French book's page 8 began with the
    /// single word "roi.").
    #[test]
    fn no_last_line_alone_at_the_top_of_a_page() {
        let text = "word ".repeat(120);
        let notes = [Note::owned("Heading".into(), text.clone())];
        let sizes = TextSizes::for_body(10.0);
        let lines = crate::text::wrap(&text, 10.0, Weight::Regular, 200.0).len();
        assert!(lines >= 6, "{lines}");
        let mut split = 0;
        for h in 90..260 {
            let body = |_: usize| Rect::new(20.0, 20.0, 200.0, f64::from(h));
            let pages = text_pages(240.0, 300.0, &body, "Title", &notes, sizes);
            let per_page: Vec<usize> = pages
                .iter()
                .map(|p| {
                    p.shapes
                        .iter()
                        .filter(|s| matches!(s, Shape::Text { text, weight: Weight::Regular, .. } if text.starts_with("word")))
                        .count()
                })
                .collect();
            assert_eq!(per_page.iter().sum::<usize>(), lines, "{h}");
            if pages.len() > 1 {
                split += 1;
                assert!(
                    *per_page.last().expect("a page") >= 2,
                    "height {h}: {per_page:?}"
                );
            }
            // Every line fits its page.
            for p in &pages {
                for s in &p.shapes {
                    if let Shape::Text { y, .. } = s {
                        assert!(*y <= 20.0 + f64::from(h) + 0.01, "{h}");
                    }
                }
            }
        }
        assert!(split > 50, "{split}");
    }
}
