//! Print-on-demand rules of a book: what the services need of the
//! interior and the cover (page counts, spine widths and text, the smallest
//! text), the padding and PDF options of an interior, and the copyright
//! page (see docs/guide/02-books-and-print-on-demand.md).
//!
//! The `[print]` table itself is read and checked by the template
//! ([`crate::template::Print`]); this file only draws on those settings.

use crate::template::{BLEED_IN, BookTemplate, PT_PER_IN};
use render::text::{Style, paragraph};
use render::{Color, Document, Page, PageBoxes, PdfOptions, Rect, Shape, Weight};

/// The print settings read from a template, named here too because the
/// print rules below are about them.
pub use crate::template::{
    DEFAULT_RIGHTS, INGRAM_MIN_MARGIN_IN, KDP_TRIM_IN, PaperStock, Print, Service, isbn_ok,
};

/// Smallest text size KDP accepts, in points; applied to every service.
pub const MIN_TEXT_PT: f64 = 7.0;
/// KDP: a paperback has at least 24 pages.
pub const KDP_MIN_PAGES: usize = 24;
/// The year this version of pyramid-press was released: the copyright
/// year of a book whose template gives no date and whose build sets no
/// `SOURCE_DATE_EPOCH`.
pub const RELEASE_YEAR: u16 = 2026;
/// IngramSpark trims up to 6.14 x 9.21 in print in 6-page signatures,
/// larger ones in 4-page signatures.
pub const INGRAM_SMALL_TRIM_IN: (f64, f64) = (6.14, 9.21);

impl PaperStock {
    /// Thickness of one page in inches at `service` (no service: KDP's
    /// figures). docs/guide/02-books-and-print-on-demand.md gives the
    /// sources.
    pub fn inches_per_page(self, service: Option<Service>) -> f64 {
        match (service, self) {
            // KDP's published figures.
            (Some(Service::Kdp) | None, PaperStock::White) => 0.002252,
            (Some(Service::Kdp) | None, PaperStock::Cream) => 0.0025,
            (Some(Service::Kdp) | None, PaperStock::Color) => 0.002347,
            // IngramSpark: 50# white (black and white, and standard
            // colour), 50# creme, 70# white (premium colour), 38#
            // groundwood. Groundwood is refused for KDP when the template
            // is read; the figure is the same either way.
            (Some(Service::Ingram), PaperStock::White) => 0.00211,
            (Some(Service::Ingram), PaperStock::Cream) => 0.00229,
            (Some(Service::Ingram), PaperStock::Color) => 0.00272,
            (_, PaperStock::Groundwood) => 0.00182,
        }
    }
}

impl Print {
    /// Pages a book of `pages` laid-out pages is padded to: an even count,
    /// and for IngramSpark a whole number of its signatures with the last
    /// page left blank for its barcode.
    pub fn padded_count(&self, trim: (f64, f64), pages: usize) -> usize {
        match self.service {
            Some(Service::Ingram) => {
                let (w, h) = INGRAM_SMALL_TRIM_IN;
                let small = trim.0 <= w * PT_PER_IN + 1e-6 && trim.1 <= h * PT_PER_IN + 1e-6;
                let step = if small { 6 } else { 4 };
                (pages + 1).div_ceil(step) * step
            }
            Some(Service::Kdp) => pages.max(KDP_MIN_PAGES).div_ceil(2) * 2,
            None => pages.div_ceil(2) * 2,
        }
    }

    /// The year for the copyright line: the template's date, else the
    /// build's (`SOURCE_DATE_EPOCH`, read with the template), else the
    /// year this version of pyramid-press was released, so that the same
    /// template and version always print the same year.
    pub fn year(&self) -> u16 {
        self.date.map_or(RELEASE_YEAR, |d| d.year)
    }
}

/// Spine width in points of a book of `pages` pages on `paper` printed by
/// `service` (no service: KDP's figures).
pub fn spine_width(pages: usize, paper: PaperStock, service: Option<Service>) -> f64 {
    pages as f64 * paper.inches_per_page(service) * PT_PER_IN
}

/// Clear space kept from the trim and from the spine folds on the cover
/// for everything but spine text (0.125 in).
pub const COVER_SAFE_PT: f64 = 0.125 * PT_PER_IN;
/// Clear space between spine text and each spine fold: 0.0625 in, the
/// space KDP asks for on either side of spine text and the fold variance
/// IngramSpark allows for.
pub const SPINE_MARGIN_PT: f64 = 0.0625 * PT_PER_IN;
/// Largest spine text, in points.
pub const SPINE_TEXT_MAX_PT: f64 = 12.0;
/// The depth of a line of text across its baseline, as a multiple of its
/// size: from 1 size above the baseline (accents, capitals) to a quarter
/// below it (descenders), the extent the preflight checks text with.
pub const TEXT_DEPTH: f64 = 1.25;

impl Service {
    /// Fewest interior pages whose cover may carry spine text: KDP prints
    /// spine text on books of more than 79 pages, IngramSpark (Lightning
    /// Source) from 48 pages.
    pub fn spine_text_min_pages(self) -> usize {
        match self {
            Service::Kdp => 80,
            Service::Ingram => 48,
        }
    }
}

/// The size of spine text on a spine `spine` points wide: as large as fits
/// with [`SPINE_MARGIN_PT`] clear of each fold, at most
/// [`SPINE_TEXT_MAX_PT`].
pub fn spine_text_size(spine: f64) -> f64 {
    ((spine - 2.0 * SPINE_MARGIN_PT) / TEXT_DEPTH).min(SPINE_TEXT_MAX_PT)
}

/// Whether the spine of a book of `pages` pages on `paper` at `service`
/// carries text: the service's page minimum (the stricter KDP rule when no
/// service is named) and room for text of [`MIN_TEXT_PT`] with
/// [`SPINE_MARGIN_PT`] clear of each fold.
pub fn spine_text_fits(pages: usize, paper: PaperStock, service: Option<Service>) -> bool {
    let least = service.unwrap_or(Service::Kdp).spine_text_min_pages();
    pages >= least && spine_text_size(spine_width(pages, paper, service)) >= MIN_TEXT_PT - 1e-9
}

/// Why the spine of a book of `pages` pages on `paper` at `service`
/// carries no text, when [`spine_text_fits`] says it may not or the title
/// did not fit: the words a warning gives the publisher.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum NoSpineText {
    /// The book has fewer pages than the service prints spine text on;
    /// `least`: the pages from which this spine takes text, the larger
    /// of the service's minimum and what the paper needs for the text.
    FewPages { least: usize },
    /// The spine, `width` points wide, holds no text of [`MIN_TEXT_PT`]
    /// with [`SPINE_MARGIN_PT`] clear of each fold; on this paper it does
    /// from `from` pages.
    Thin { width: f64, from: usize },
    /// The spine holds text, but the title does not fit its length at
    /// [`MIN_TEXT_PT`].
    LongTitle,
}

/// The reason a spine carries no text (see [`NoSpineText`]).
pub fn no_spine_text(pages: usize, paper: PaperStock, service: Option<Service>) -> NoSpineText {
    let least = service.unwrap_or(Service::Kdp).spine_text_min_pages();
    let width = spine_width(pages, paper, service);
    if pages < least {
        let least = (least..)
            .find(|&p| spine_text_fits(p, paper, service))
            .unwrap_or(least);
        NoSpineText::FewPages { least }
    } else if spine_text_size(width) < MIN_TEXT_PT - 1e-9 {
        // The spine widens with every page: the first count that fits.
        let from = (pages..)
            .find(|&p| spine_text_fits(p, paper, service))
            .unwrap_or(pages);
        NoSpineText::Thin { width, from }
    } else {
        NoSpineText::LongTitle
    }
}

/// Appends deliberate blank pages up to the padded count.
pub fn pad(doc: &mut Document, print: &Print, trim: (f64, f64)) {
    let Some(first) = doc.pages.first() else {
        return;
    };
    let (width, height) = (first.width, first.height);
    let want = print.padded_count(trim, doc.pages.len());
    while doc.pages.len() < want {
        doc.pages.push(Page {
            width,
            height,
            shapes: Vec::new(),
        });
    }
}

/// Why a laid-out interior cannot go to a print service.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum PrintError {
    #[error(
        "page {page}: the text '{text}' is {size:.1} pt, and print services need at least 7 pt: use fewer puzzles per page or a larger trim"
    )]
    TextTooSmall {
        page: usize,
        size: f64,
        text: String,
    },
}

/// The first text (turned or not) under [`MIN_TEXT_PT`], if any: layouts
/// never shrink text below it, and a book that would is refused rather than
/// sent to a service that rejects it.
pub fn check_min_text(doc: &Document) -> Result<(), PrintError> {
    for (i, page) in doc.pages.iter().enumerate() {
        for s in &page.shapes {
            if let Some((text, size, _)) = s.text_run()
                && size < MIN_TEXT_PT - 1e-9
            {
                let mut text: String = text.chars().take(40).collect();
                if text.chars().count() < s.text_run().map_or(0, |t| t.0.chars().count()) {
                    text.push_str("...");
                }
                return Err(PrintError::TextTooSmall {
                    page: i + 1,
                    size,
                    text,
                });
            }
        }
    }
    Ok(())
}

/// The PDF options of a book's interior of `pages` pages (after padding).
pub fn interior_options(t: &BookTemplate, pages: usize) -> PdfOptions {
    let bleed = if t.bleed { BLEED_IN * PT_PER_IN } else { 0.0 };
    PdfOptions {
        color: t.print.color_space,
        boxes: (1..=pages)
            .map(|n| PageBoxes::book(t.trim, bleed, n))
            .collect(),
        pdfx: t.print.pdfx,
        author: t.author.clone(),
        subject: t.subtitle.clone(),
        keywords: t.print.keywords.clone(),
        date: t.print.date,
    }
}

/// Lays a book's interior out for print: the layout's pages padded with
/// blank pages, and the PDF options; refused when any text is under
/// [`MIN_TEXT_PT`].
pub fn print_interior(
    t: &BookTemplate,
    mut doc: Document,
) -> Result<(Document, PdfOptions), PrintError> {
    check_min_text(&doc)?;
    pad(&mut doc, &t.print, t.trim);
    let opts = interior_options(t, doc.pages.len());
    Ok((doc, opts))
}

/// What a book printed as `printed` pages (after [`Print::padded_count`])
/// should be warned about before it goes to a print service: a page count
/// under KDP's paperback minimum when the template names no service (KDP's
/// figures apply then, as for the spine; a KDP book is padded to it). Each
/// warning is one line; none when all is well.
pub fn page_count_warnings(print: &Print, printed: usize) -> Vec<String> {
    let mut out = Vec::new();
    match print.service {
        None if printed < KDP_MIN_PAGES => out.push(format!(
            "the book has {printed} pages, under the {KDP_MIN_PAGES} pages KDP prints a paperback \
             with at least: add puzzles, or set service = \"kdp\" in [print] to fill it up with \
             notes pages"
        )),
        _ => {}
    }
    out
}

/// The ISBN the shipped IngramSpark template carries in place of a real
/// one: valid in form, so its cover shows where the barcode goes, and
/// never a book's own.
pub const PLACEHOLDER_ISBN: &str = "978-0-000-00000-2";

/// ISBNs no book of a user's should print: the placeholder of the shipped
/// templates, and the example ISBN of manuals and encyclopedias (a real
/// book's number).
const EXAMPLE_ISBNS: [&str; 2] = ["9780000000002", "9780306406157"];

/// What the book of template `t` should be warned about before it goes to
/// a print service ([`page_count_warnings`], and an ISBN that is a
/// placeholder or a well-known example): one line each, none when all is
/// well.
pub fn print_warnings(t: &BookTemplate, printed: usize) -> Vec<String> {
    let mut out = page_count_warnings(&t.print, printed);
    if let Some(isbn) = placeholder_isbn(&t.print) {
        out.push(format!(
            "isbn = \"{isbn}\" is a placeholder, not your book's number: the copyright page \
             and the cover's barcode print it; replace it with the ISBN you were assigned \
             before uploading"
        ));
    }
    out
}

/// The ISBN of `print` when it is a placeholder or a well-known example,
/// not a book's own number.
pub fn placeholder_isbn(print: &Print) -> Option<&str> {
    let isbn = print.isbn.as_deref()?;
    let digits: String = isbn.chars().filter(char::is_ascii_digit).collect();
    EXAMPLE_ISBNS.contains(&digits.as_str()).then_some(isbn)
}

/// The lines of the copyright page, top to bottom (empty strings are gaps).
pub fn copyright_lines(t: &BookTemplate) -> Vec<String> {
    let p = &t.print;
    let publisher = crate::tr!("book-the-publisher");
    let holder = if t.author.is_empty() {
        publisher.as_str()
    } else {
        t.author.as_str()
    };
    let mut lines = vec![t.title.clone()];
    if !t.subtitle.is_empty() {
        lines.push(t.subtitle.clone());
    }
    if !t.author.is_empty() {
        lines.push(crate::tr!("book-by", author = t.author.as_str()));
    }
    lines.push(String::new());
    lines.push(crate::tr!(
        "book-copyright-year",
        year = p.year().to_string(),
        holder = holder
    ));
    // The default rights line in the book's language.
    lines.push(if p.rights == crate::template::DEFAULT_RIGHTS {
        crate::tr!("book-rights")
    } else {
        p.rights.clone()
    });
    if !p.edition.is_empty() {
        lines.push(p.edition.clone());
    }
    if let Some(isbn) = &p.isbn {
        lines.push(format!("ISBN {isbn}"));
    }
    lines.push(String::new());
    lines.push(crate::tr!("book-trademark"));
    lines.push(String::new());
    lines.push(crate::tr!("book-how-made", seed = t.seed.to_string()));
    lines
}

/// Draws the copyright page into `body`, low on the page as is usual.
pub fn copyright_page(out: &mut Vec<Shape>, body: Rect, t: &BookTemplate) {
    // Large print: every text at least 16 pt, this page too.
    let size = if t.large_print { 16.0 } else { 8.5 };
    let style = Style::new(size, Weight::Regular).color(Color::grey(30));
    let lines = copyright_lines(t);
    let gap = 5.0;
    let height: f64 = lines
        .iter()
        .map(|l| {
            if l.is_empty() {
                gap
            } else {
                render::text::paragraph_height(body.w, style, l) + 2.0
            }
        })
        .sum();
    let mut y = (body.bottom() - height).max(body.y);
    for l in lines {
        if l.is_empty() {
            y += gap;
        } else {
            y = paragraph(out, body.x, y, body.w, style, &l) + 2.0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::template::print_tests::load;

    #[test]
    fn padding() {
        let t = load("service = \"kdp\"\n").expect("ok");
        assert_eq!(t.print.padded_count(t.trim, 53), 54);
        assert_eq!(t.print.padded_count(t.trim, 54), 54);
        assert_eq!(t.print.padded_count(t.trim, 10), 24);
        let mut ingram = t.print.clone();
        ingram.service = Some(Service::Ingram);
        // 6 x 9 prints in 6-page signatures, the last page blank.
        assert_eq!(ingram.padded_count(t.trim, 53), 54);
        assert_eq!(ingram.padded_count(t.trim, 54), 60);
        assert_eq!(ingram.padded_count((612.0, 792.0), 52), 56);
    }

    #[test]
    fn a_book_under_the_kdp_minimum_is_warned_about_with_the_figure() {
        let none = load("").expect("ok");
        let short = page_count_warnings(&none.print, 12);
        assert_eq!(short.len(), 1);
        assert!(short[0].contains("12 pages") && short[0].contains(&KDP_MIN_PAGES.to_string()));
        assert!(page_count_warnings(&none.print, 24).is_empty());
        // A KDP book is padded to the minimum: nothing to warn about.
        let kdp = load("service = \"kdp\"\n").expect("ok");
        let printed = kdp.print.padded_count(kdp.trim, 12);
        assert!(page_count_warnings(&kdp.print, printed).is_empty());
    }

    #[test]
    fn a_placeholder_isbn_is_warned_about() {
        for isbn in [PLACEHOLDER_ISBN, "9780306406157"] {
            let t = load(&format!("isbn = \"{isbn}\"\n")).expect("a valid ISBN in form");
            let w = print_warnings(&t, 30);
            assert_eq!(w.len(), 1, "{w:?}");
            assert!(
                w[0].contains(isbn) && w[0].contains("placeholder"),
                "{}",
                w[0]
            );
        }
        let own = load("isbn = \"978-1-4028-9462-6\"\n").expect("ok");
        assert!(print_warnings(&own, 30).is_empty());
    }

    #[test]
    fn the_copyright_line_always_has_a_year() {
        let dated = load("date = \"2031-05-06\"\n").expect("ok");
        assert_eq!(dated.print.year(), 2031);
        // Without a date (none in the template, no SOURCE_DATE_EPOCH) the
        // year is the release year: never missing.
        let mut t = load("").expect("ok");
        t.print.date = None;
        let lines = copyright_lines(&t);
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with(&format!("Copyright \u{a9} {RELEASE_YEAR} "))),
            "{lines:?}"
        );
    }

    #[test]
    fn spine_rule() {
        let kdp = Some(Service::Kdp);
        let ingram = Some(Service::Ingram);
        let inches = |p, paper, s| spine_width(p, paper, s) / PT_PER_IN;
        assert!((inches(100, PaperStock::White, kdp) - 0.2252).abs() < 1e-9);
        assert!((inches(100, PaperStock::White, None) - 0.2252).abs() < 1e-9);
        assert!((inches(100, PaperStock::White, ingram) - 0.211).abs() < 1e-9);
        assert!((inches(100, PaperStock::Cream, ingram) - 0.229).abs() < 1e-9);
        assert!((inches(100, PaperStock::Color, ingram) - 0.272).abs() < 1e-9);
        // KDP: a 0.2465 in spine holds 7 pt text with 1/16 in each side:
        // 110 pages on white, 99 on cream.
        assert!(!spine_text_fits(109, PaperStock::White, kdp));
        assert!(spine_text_fits(110, PaperStock::White, kdp));
        assert!(!spine_text_fits(98, PaperStock::Cream, kdp));
        assert!(spine_text_fits(99, PaperStock::Cream, kdp));
        assert_eq!(Service::Kdp.spine_text_min_pages(), 80);
        assert_eq!(Service::Ingram.spine_text_min_pages(), 48);
        // IngramSpark's 48-page minimum binds only on paper thick enough.
        assert!(!spine_text_fits(90, PaperStock::Color, ingram));
        assert!(spine_text_fits(91, PaperStock::Color, ingram));
        assert!(!spine_text_fits(116, PaperStock::White, ingram));
        assert!(spine_text_fits(117, PaperStock::White, ingram));
        assert!((spine_text_size(1000.0) - SPINE_TEXT_MAX_PT).abs() < 1e-9);
        // The reason given for no spine text is the one that holds: the
        // page rule, else the spine's width (with the count it fits
        // from), else the title's length.
        assert_eq!(
            no_spine_text(24, PaperStock::White, kdp),
            NoSpineText::FewPages { least: 110 }
        );
        assert_eq!(
            no_spine_text(40, PaperStock::White, ingram),
            NoSpineText::FewPages { least: 117 }
        );
        // The page rule and the paper's: the larger from the start.
        assert_eq!(
            no_spine_text(40, PaperStock::Color, ingram),
            NoSpineText::FewPages { least: 91 }
        );
        match no_spine_text(78, PaperStock::White, ingram) {
            NoSpineText::Thin { width, from } => {
                assert_eq!(from, 117);
                assert!((width - spine_width(78, PaperStock::White, ingram)).abs() < 1e-9);
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            no_spine_text(86, PaperStock::White, kdp),
            NoSpineText::Thin { from: 110, .. }
        ));
        assert_eq!(
            no_spine_text(300, PaperStock::White, kdp),
            NoSpineText::LongTitle
        );
    }

    #[test]
    fn text_under_7_pt_is_refused_with_its_page() {
        let t = load("").expect("ok");
        let text = |size: f64| Shape::Text {
            x: 10.0,
            y: 10.0,
            size,
            weight: Weight::Regular,
            align: render::Align::Left,
            color: Color::BLACK,
            text: "a caption".into(),
        };
        let page = |shapes| Page {
            width: 432.0,
            height: 648.0,
            shapes,
        };
        let ok = Document {
            title: "T".into(),
            pages: vec![page(vec![text(7.0)])],
        };
        let (doc, opts) = print_interior(&t, ok).expect("7 pt is allowed");
        assert_eq!(doc.pages.len(), 2);
        assert_eq!(opts.boxes.len(), 2);
        let small = Document {
            title: "T".into(),
            pages: vec![page(vec![text(9.0)]), page(vec![text(9.0), text(6.5)])],
        };
        let e = print_interior(&t, small).unwrap_err();
        assert_eq!(
            e,
            PrintError::TextTooSmall {
                page: 2,
                size: 6.5,
                text: "a caption".into()
            }
        );
        assert!(
            e.to_string()
                .starts_with("page 2: the text 'a caption' is 6.5 pt"),
            "{e}"
        );
    }
}
