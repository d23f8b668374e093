//! Caps on the text fields of templates: how many characters each field
//! may hold, so that it fits the place a page gives it (a cover's front,
//! a title page, a running head, the back cover's blurb) and a huge value
//! (a 10 MB title, well under the 64 MiB read cap) is refused at once
//! instead of costing minutes of wrapping and gigabytes of glyphs.
//!
//! The caps are public so that other front ends (the studio) refuse the
//! same values with the same numbers. Characters are counted as Unicode
//! scalar values.

use crate::template::{BookTemplate, HandoutTemplate, Source, TemplateError};

/// A book's or handout's `title` (the cover's front, the title page).
pub const TITLE_CHARS: usize = 160;
/// `subtitle`.
pub const SUBTITLE_CHARS: usize = 160;
/// A book's `author`.
pub const AUTHOR_CHARS: usize = 60;
/// A section's `title` (a heading and a running head).
pub const SECTION_TITLE_CHARS: usize = 100;
/// `[print] blurb`, the back cover's text (about 250 words).
pub const BLURB_CHARS: usize = 1_500;
/// `[print] keywords` (the PDF's metadata).
pub const KEYWORDS_CHARS: usize = 500;
/// `[print] rights`, the copyright page's notice.
pub const RIGHTS_CHARS: usize = 1_000;
/// `[print] edition`.
pub const EDITION_CHARS: usize = 100;

/// Refuses a field longer than its cap, at the field's line.
fn cap(src: &Source, key: &str, nth: usize, text: &str, most: usize) -> Result<(), TemplateError> {
    let chars = text.chars().count();
    if chars <= most {
        return Ok(());
    }
    Err(src.error_at(
        key_position(&src.text, key, nth),
        format!("{key} is {chars} characters long; it may hold at most {most}, what its page has room for"),
    ))
}

/// Where the `nth` line that sets `key` starts (0 if none is found).
fn key_position(text: &str, key: &str, nth: usize) -> usize {
    let mut at = 0;
    let mut seen = 0;
    for line in text.split_inclusive('\n') {
        let t = line.trim_start();
        if let Some(rest) = t.strip_prefix(key)
            && rest.trim_start().starts_with('=')
        {
            if seen == nth {
                return at + (line.len() - t.len());
            }
            seen += 1;
        }
        at += line.len();
    }
    0
}

/// Checks every text field of a book template against its cap.
pub fn check_book(t: &BookTemplate) -> Result<(), TemplateError> {
    let src = &t.source;
    cap(src, "title", 0, &t.title, TITLE_CHARS)?;
    cap(src, "subtitle", 0, &t.subtitle, SUBTITLE_CHARS)?;
    cap(src, "author", 0, &t.author, AUTHOR_CHARS)?;
    let p = &t.print;
    cap(src, "edition", 0, &p.edition, EDITION_CHARS)?;
    cap(src, "rights", 0, &p.rights, RIGHTS_CHARS)?;
    cap(src, "blurb", 0, &p.blurb, BLURB_CHARS)?;
    cap(src, "keywords", 0, &p.keywords, KEYWORDS_CHARS)?;
    sections(src, t.sections.iter().map(|s| s.title.as_str()))
}

/// Checks every text field of a handout template against its cap.
pub fn check_handout(t: &HandoutTemplate) -> Result<(), TemplateError> {
    let src = &t.source;
    cap(src, "title", 0, &t.title, TITLE_CHARS)?;
    cap(src, "subtitle", 0, &t.subtitle, SUBTITLE_CHARS)?;
    sections(src, t.sections.iter().map(|s| s.title.as_str()))
}

/// Section titles: the book's own `title` is the first `title =` line, so
/// the sections' are the ones after it.
fn sections<'a>(src: &Source, titles: impl Iterator<Item = &'a str>) -> Result<(), TemplateError> {
    for (i, title) in titles.enumerate() {
        cap(src, "title", i + 1, title, SECTION_TITLE_CHARS)?;
    }
    Ok(())
}
