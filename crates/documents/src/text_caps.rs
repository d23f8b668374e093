//! Caps on the text fields of templates: how many characters each field
//! may hold, so that it fits the place a page gives it (a cover's front,
//! a title page, a running head, the back cover's blurb) and a huge value
//! (a 10 MB title, well under the 64 MiB read cap) is refused at once
//! instead of costing minutes of wrapping and gigabytes of glyphs.
//!
//! The caps are public so that other front ends (the studio) refuse the
//! same values with the same numbers. Characters are counted as Unicode
//! scalar values. The template reader (`template`) checks them, as it
//! reads each template, before any work.

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
