//! PDF backend: translates the page model into printpdf 0.12 operations.
//!
//! - y is flipped (the model's origin is top-left, PDF's bottom-left);
//! - both DejaVu faces are embedded (subset to the glyphs used) under fixed
//!   resource names, never a standard-14 font;
//! - circles are four cubic Beziers;
//! - the output is deterministic: no clock dates (only a date given in
//!   [`PdfOptions`]), fixed font ids, and a trailer `/ID` computed from a
//!   hash of the file's own bytes;
//! - [`PdfOptions`] add what print services check: trim and bleed boxes per
//!   page, grey or CMYK content, Info in a PDF text encoding, and PDF/X-1a.

use printpdf::{
    Cmyk, Color as PColor, FontId, Greyscale, LineDashPattern, LinePoint, Op, PaintMode,
    ParsedFont, PdfDocument, PdfFont, PdfFontHandle, PdfPage, PdfSaveOptions, Point, Polygon,
    PolygonRing, Pt, Rgb, TextItem, TextMatrix, WindingOrder,
};

use super::subset::face_for;
use super::text::{drawable, left_edge};
use super::{Color, ColorSpace, Document, Rect, Shape, Stroke, Weight};

/// Resource names of the two faces; six capitals, so that they also serve
/// as the subset tag (`PPRSRG+DejaVuSans`).
const REGULAR_ID: &str = "PPRSRG";
const BOLD_ID: &str = "PPRSBD";

/// Placeholder for the trailer `/ID`, replaced by a content hash.
const ID_PLACEHOLDER: &str = "00000000000000000000000000000000";

/// Why a PDF could not be produced.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error("the embedded {0} font could not be read")]
    Font(&'static str),
    #[error("the document has no pages")]
    NoPages,
    #[error("page {page} has an invalid size {width} x {height} pt")]
    BadPageSize {
        page: usize,
        width: f64,
        height: f64,
    },
    #[error("the PDF could not be written: {0}")]
    Write(String),
    #[error("{boxes} page boxes were given for {pages} pages")]
    BoxCount { boxes: usize, pages: usize },
    #[error(
        "page {page}: the trim box must lie inside the bleed box and the bleed box inside the page"
    )]
    BadBoxes { page: usize },
    #[error("PDF/X-1a allows only grey or CMYK colour, not RGB")]
    PdfxRgb,
    #[error("PDF/X needs a creation date: give a date, or set SOURCE_DATE_EPOCH")]
    PdfxDate,
}

/// The version of PDF/X written when [`PdfOptions::pdfx`] is set. PDF/X-1a
/// allows only grey, CMYK and spot colour, embedded fonts and no
/// transparency; the file is PDF 1.3, as PDF/X-1a:2001 asks.
pub const PDFX_VERSION: &str = "PDF/X-1a:2001";
/// The output intent of a PDF/X file: a characterisation registered with
/// the ICC (so no profile needs to be embedded), the one behind U.S. Web
/// Coated (SWOP) v2, which is what print-on-demand services default to.
pub const OUTPUT_CONDITION_ID: &str = "CGATS TR 001";
pub const OUTPUT_CONDITION: &str = "SWOP (Publication) Grade 1 Paper";
pub const REGISTRY: &str = "http://www.color.org";

/// The trim and bleed boxes of one page, in the page model's coordinates
/// (points, origin top-left).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PageBoxes {
    pub trim: Rect,
    pub bleed: Rect,
}

impl PageBoxes {
    /// Page `number` (from 1) of a bound book of `trim` size with `bleed`
    /// points added on the top, the bottom and the outside edge: right-hand
    /// (odd) pages bleed on the right, left-hand pages on the left. The
    /// bleed box is the whole page.
    pub fn book(trim: (f64, f64), bleed: f64, number: usize) -> PageBoxes {
        let x = if number % 2 == 1 { 0.0 } else { bleed };
        PageBoxes {
            trim: Rect::new(x, bleed, trim.0, trim.1),
            bleed: Rect::new(0.0, 0.0, trim.0 + bleed, trim.1 + 2.0 * bleed),
        }
    }

    /// A flat sheet (a cover) of `trim` size with `bleed` on all four sides.
    pub fn sheet(trim: (f64, f64), bleed: f64) -> PageBoxes {
        PageBoxes {
            trim: Rect::new(bleed, bleed, trim.0, trim.1),
            bleed: Rect::new(0.0, 0.0, trim.0 + 2.0 * bleed, trim.1 + 2.0 * bleed),
        }
    }
}

/// A calendar date and time (UTC) for the Info dictionary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PdfDate {
    pub year: u16,
    pub month: u8,
    pub day: u8,
    pub hour: u8,
    pub minute: u8,
    pub second: u8,
}

impl PdfDate {
    /// Midnight UTC of a date; `None` when the date does not exist or is
    /// outside 1970-01-01 to 9999-12-31 (the dates `SOURCE_DATE_EPOCH`
    /// can name: one rule for a date given either way).
    pub fn from_ymd(year: i64, month: i64, day: i64) -> Option<PdfDate> {
        if !(1970..=9999).contains(&year) || !(1..=12).contains(&month) {
            return None;
        }
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
        let days = [
            31,
            if leap { 29 } else { 28 },
            31,
            30,
            31,
            30,
            31,
            31,
            30,
            31,
            30,
            31,
        ];
        if day < 1 || day > days[month as usize - 1] {
            return None;
        }
        Some(PdfDate {
            year: year as u16,
            month: month as u8,
            day: day as u8,
            hour: 0,
            minute: 0,
            second: 0,
        })
    }

    /// The UTC time `secs` seconds after 1970-01-01 (as in
    /// `SOURCE_DATE_EPOCH`); `None` outside the years 1970 to 9999.
    pub fn from_unix(secs: i64) -> Option<PdfDate> {
        if !(0..253_402_300_800).contains(&secs) {
            return None;
        }
        let days = secs.div_euclid(86_400);
        let rest = secs.rem_euclid(86_400);
        // Civil date from a day count (Howard Hinnant's algorithm).
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = doy - (153 * mp + 2) / 5 + 1;
        let month = if mp < 10 { mp + 3 } else { mp - 9 };
        let year = yoe + era * 400 + i64::from(month <= 2);
        let mut d = PdfDate::from_ymd(year, month, day)?;
        d.hour = (rest / 3600) as u8;
        d.minute = (rest % 3600 / 60) as u8;
        d.second = (rest % 60) as u8;
        Some(d)
    }

    /// The date in `SOURCE_DATE_EPOCH`, if that is set to a valid number.
    pub fn from_env() -> Option<PdfDate> {
        PdfDate::from_env_checked().ok().flatten()
    }

    /// The date in `SOURCE_DATE_EPOCH`: `None` when it is not set, an
    /// error naming the variable when it is set but not whole seconds for
    /// a date from 1970-01-01 to 9999-12-31.
    pub fn from_env_checked() -> Result<Option<PdfDate>, String> {
        let Some(v) = std::env::var_os("SOURCE_DATE_EPOCH") else {
            return Ok(None);
        };
        let text = v.to_string_lossy();
        text.trim()
            .parse::<i64>()
            .ok()
            .and_then(PdfDate::from_unix)
            .map(Some)
            .ok_or_else(|| {
                format!(
                    "SOURCE_DATE_EPOCH '{}' is invalid: give whole seconds since 1970-01-01 00:00 UTC, for a date from 1970-01-01 to 9999-12-31",
                    text.trim()
                )
            })
    }

    /// The PDF date string, `D:YYYYMMDDHHmmSS+00'00'`.
    pub fn pdf_string(&self) -> String {
        format!(
            "D:{:04}{:02}{:02}{:02}{:02}{:02}+00'00'",
            self.year, self.month, self.day, self.hour, self.minute, self.second
        )
    }
}

/// What a print-ready PDF adds to the plain output. The default writes
/// what [`to_pdf`] writes.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PdfOptions {
    /// Colour space of every colour operator.
    pub color: ColorSpace,
    /// Trim and bleed box of each page, or none (TrimBox = MediaBox).
    pub boxes: Vec<PageBoxes>,
    /// Write PDF/X-1a:2001 (needs grey or CMYK and a date).
    pub pdfx: bool,
    pub author: String,
    pub subject: String,
    pub keywords: String,
    /// CreationDate and ModDate; never the clock.
    pub date: Option<PdfDate>,
}

/// The face of `weight`, stripped to the glyphs the document draws with it
/// (see [`super::subset`]), parsed for printpdf.
fn parsed_font(weight: Weight, doc: &Document) -> Result<ParsedFont, RenderError> {
    let name = match weight {
        Weight::Regular => "DejaVu Sans",
        Weight::Bold => "DejaVu Sans Bold",
    };
    let (bytes, _) = face_for(weight, doc.pages.iter().flat_map(|p| &p.shapes))
        .map_err(|_| RenderError::Font(name))?;
    let mut warnings = Vec::new();
    ParsedFont::from_bytes(&bytes, 0, &mut warnings).ok_or(RenderError::Font(name))
}

fn font_id(weight: Weight) -> FontId {
    FontId(
        match weight {
            Weight::Regular => REGULAR_ID,
            Weight::Bold => BOLD_ID,
        }
        .to_string(),
    )
}

fn pcolor(c: Color, space: ColorSpace) -> PColor {
    match space {
        ColorSpace::Rgb => PColor::Rgb(Rgb {
            r: f32::from(c.r) / 255.0,
            g: f32::from(c.g) / 255.0,
            b: f32::from(c.b) / 255.0,
            icc_profile: None,
        }),
        // Rounded to 1/1000 so that the same grey always writes the same
        // number.
        ColorSpace::Gray => PColor::Greyscale(Greyscale {
            percent: ((c.gray_level() * 1000.0).round() / 1000.0) as f32,
            icc_profile: None,
        }),
        ColorSpace::Cmyk => {
            let [cy, m, y, k] = c.cmyk().map(|v| ((v * 1000.0).round() / 1000.0) as f32);
            PColor::Cmyk(Cmyk {
                c: cy,
                m,
                y,
                k,
                icc_profile: None,
            })
        }
    }
}

/// Builds the path ops for one filled and/or stroked shape.
struct Painter<'a> {
    ops: &'a mut Vec<Op>,
    height: f64,
    space: ColorSpace,
}

impl Painter<'_> {
    fn pt(&self, x: f64, y: f64, bezier: bool) -> LinePoint {
        LinePoint {
            p: Point {
                x: Pt(x as f32),
                y: Pt((self.height - y) as f32),
            },
            bezier,
        }
    }

    /// One text section: font, fill colour, `place` (a text cursor or a
    /// text matrix), the text.
    fn text(&mut self, text: String, size: f64, weight: Weight, color: Color, place: Op) {
        self.ops.push(Op::StartTextSection);
        self.ops.push(Op::SetFont {
            font: PdfFontHandle::External(font_id(weight)),
            size: Pt(size as f32),
        });
        self.ops.push(Op::SetFillColor {
            col: pcolor(color, self.space),
        });
        self.ops.push(place);
        self.ops.push(Op::ShowText {
            items: vec![TextItem::Text(text)],
        });
        self.ops.push(Op::EndTextSection);
    }

    fn set_stroke(&mut self, s: &Stroke) {
        self.ops.push(Op::SetOutlineColor {
            col: pcolor(s.color, self.space),
        });
        self.ops.push(Op::SetOutlineThickness {
            pt: Pt(s.width.max(0.0) as f32),
        });
        let pattern: Vec<f32> = s
            .dash
            .as_deref()
            .unwrap_or(&[])
            .iter()
            .filter(|d| d.is_finite() && **d >= 0.0)
            .map(|d| *d as f32)
            .collect();
        // A pattern of all zeros is invalid in PDF: draw solid instead.
        let dash = if pattern.iter().any(|d| *d > 0.0) {
            LineDashPattern::new(0.0, &pattern)
        } else {
            LineDashPattern::solid()
        };
        self.ops.push(Op::SetLineDashPattern { dash });
    }

    /// Paints a closed path.
    fn path(&mut self, points: Vec<LinePoint>, fill: Option<Color>, stroke: Option<&Stroke>) {
        let mode = match (fill, stroke) {
            (Some(_), Some(_)) => PaintMode::FillStroke,
            (Some(_), None) => PaintMode::Fill,
            (None, Some(_)) => PaintMode::Stroke,
            (None, None) => return,
        };
        if points.len() < 2 {
            return;
        }
        if let Some(f) = fill {
            self.ops.push(Op::SetFillColor {
                col: pcolor(f, self.space),
            });
        }
        if let Some(s) = stroke {
            self.set_stroke(s);
        }
        self.ops.push(Op::DrawPolygon {
            polygon: Polygon {
                rings: vec![PolygonRing { points }],
                mode,
                winding_order: WindingOrder::NonZero,
            },
        });
    }

    fn shape(&mut self, shape: &Shape) {
        match shape {
            // Groups name what is drawn for SVG readers; a PDF draws the
            // shapes alone.
            Shape::Begin(_) | Shape::End => {}
            Shape::Rect {
                x,
                y,
                w,
                h,
                fill,
                stroke,
            } => {
                let pts = vec![
                    self.pt(*x, *y, false),
                    self.pt(x + w, *y, false),
                    self.pt(x + w, y + h, false),
                    self.pt(*x, y + h, false),
                ];
                self.path(pts, *fill, stroke.as_ref());
            }
            Shape::Line {
                x1,
                y1,
                x2,
                y2,
                stroke,
            } => {
                self.set_stroke(stroke);
                self.ops.push(Op::DrawLine {
                    line: printpdf::Line {
                        points: vec![self.pt(*x1, *y1, false), self.pt(*x2, *y2, false)],
                        is_closed: false,
                    },
                });
            }
            Shape::Polygon {
                points,
                fill,
                stroke,
            } => {
                let pts = points.iter().map(|(x, y)| self.pt(*x, *y, false)).collect();
                self.path(pts, *fill, stroke.as_ref());
            }
            Shape::Circle {
                cx,
                cy,
                r,
                fill,
                stroke,
            } => {
                let pts = circle_points(*cx, *cy, r.abs())
                    .into_iter()
                    .map(|(x, y, b)| self.pt(x, y, b))
                    .collect();
                self.path(pts, *fill, stroke.as_ref());
            }
            Shape::Text {
                x,
                y,
                size,
                weight,
                align,
                color,
                text,
            } => {
                let Some(text) = drawable(text, *size, *weight) else {
                    return;
                };
                let left = left_edge(&text, *x, *size, *weight, *align);
                let place = Op::SetTextCursor {
                    pos: Point {
                        x: Pt(left as f32),
                        y: Pt((self.height - y) as f32),
                    },
                };
                self.text(text, *size, *weight, *color, place);
            }
            Shape::TurnedText {
                x,
                y,
                size,
                weight,
                align,
                color,
                text,
                turn,
            } => {
                let Some(text) = drawable(text, *size, *weight) else {
                    return;
                };
                // Where the line starts along its own direction.
                let start = left_edge(&text, 0.0, *size, *weight, *align);
                let (ax, ay) = turn.along();
                let (sx, sy) = (x + start * ax, y + start * ay);
                // The text matrix maps the text's x axis onto the line's
                // direction and its y axis onto the letters' up, both in
                // PDF space (y up; `+ 0.0` writes 0, never -0).
                let (ux, uy) = turn.up();
                let [dx, dy, ux, uy] = [ax, -ay, ux, -uy].map(|v| v + 0.0);
                let place = Op::SetTextMatrix {
                    matrix: TextMatrix::Raw([
                        dx as f32,
                        dy as f32,
                        ux as f32,
                        uy as f32,
                        sx as f32,
                        (self.height - sy) as f32,
                    ]),
                };
                self.text(text, *size, *weight, *color, place);
            }
        }
    }
}

/// A circle as a start point and four Bezier segments (control, control,
/// end), the flag marking control points.
fn circle_points(cx: f64, cy: f64, r: f64) -> Vec<(f64, f64, bool)> {
    const K: f64 = 0.552_284_749_831;
    let k = K * r;
    vec![
        (cx + r, cy, false),
        (cx + r, cy + k, true),
        (cx + k, cy + r, true),
        (cx, cy + r, false),
        (cx - k, cy + r, true),
        (cx - r, cy + k, true),
        (cx - r, cy, false),
        (cx - r, cy - k, true),
        (cx - k, cy - r, true),
        (cx, cy - r, false),
        (cx + k, cy - r, true),
        (cx + r, cy - k, true),
        (cx + r, cy, false),
    ]
}

/// 128-bit FNV-1a style hash (two 64-bit lanes with different offsets),
/// stable across platforms and Rust versions.
fn content_hash(bytes: &[u8]) -> String {
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    let mut a: u64 = 0xcbf2_9ce4_8422_2325;
    let mut b: u64 = 0x8422_2325_cbf2_9ce4;
    for &byte in bytes {
        a = (a ^ u64::from(byte)).wrapping_mul(PRIME);
        b = (b ^ u64::from(byte.rotate_left(3))).wrapping_mul(PRIME);
    }
    format!("{a:016x}{b:016x}")
}

/// Renders a document to PDF bytes. The same document always gives the
/// same bytes.
pub fn to_pdf(doc: &Document) -> Result<Vec<u8>, RenderError> {
    to_pdf_with(doc, &PdfOptions::default())
}

/// Checks options against the document before any work is done.
fn check_options(doc: &Document, opts: &PdfOptions) -> Result<(), RenderError> {
    if doc.pages.is_empty() {
        return Err(RenderError::NoPages);
    }
    if !opts.boxes.is_empty() && opts.boxes.len() != doc.pages.len() {
        return Err(RenderError::BoxCount {
            boxes: opts.boxes.len(),
            pages: doc.pages.len(),
        });
    }
    let within = |inner: &Rect, outer: &Rect| {
        [inner.x, inner.y, inner.w, inner.h]
            .iter()
            .all(|v| v.is_finite())
            && inner.w > 0.0
            && inner.h > 0.0
            && inner.x >= outer.x - 1e-6
            && inner.y >= outer.y - 1e-6
            && inner.right() <= outer.right() + 1e-6
            && inner.bottom() <= outer.bottom() + 1e-6
    };
    for (i, (b, page)) in opts.boxes.iter().zip(&doc.pages).enumerate() {
        let media = Rect::new(0.0, 0.0, page.width, page.height);
        if !within(&b.trim, &b.bleed) || !within(&b.bleed, &media) {
            return Err(RenderError::BadBoxes { page: i + 1 });
        }
    }
    if opts.pdfx && opts.color == ColorSpace::Rgb {
        return Err(RenderError::PdfxRgb);
    }
    if opts.pdfx && opts.date.is_none() {
        return Err(RenderError::PdfxDate);
    }
    Ok(())
}

/// Renders a document to PDF bytes with print options. The same document
/// and options always give the same bytes.
pub fn to_pdf_with(doc: &Document, opts: &PdfOptions) -> Result<Vec<u8>, RenderError> {
    check_options(doc, opts)?;
    let mut pdf = PdfDocument::new(&doc.title);
    for w in [Weight::Regular, Weight::Bold] {
        pdf.resources
            .fonts
            .map
            .insert(font_id(w), PdfFont::new(parsed_font(w, doc)?));
    }
    let mut pages = Vec::with_capacity(doc.pages.len());
    for (i, page) in doc.pages.iter().enumerate() {
        let ok = |v: f64| v.is_finite() && v > 0.0 && v < 14_400.0;
        if !ok(page.width) || !ok(page.height) {
            return Err(RenderError::BadPageSize {
                page: i + 1,
                width: page.width,
                height: page.height,
            });
        }
        let mut ops = Vec::new();
        let mut painter = Painter {
            ops: &mut ops,
            height: page.height,
            space: opts.color,
        };
        for shape in &page.settled().shapes {
            painter.shape(shape);
        }
        let mut p = PdfPage::new(printpdf::Mm(10.0), printpdf::Mm(10.0), ops);
        let rect = printpdf::Rect::from_wh(Pt(page.width as f32), Pt(page.height as f32));
        p.media_box = rect.clone();
        p.trim_box = rect.clone();
        p.crop_box = rect;
        pages.push(p);
    }
    pdf.with_pages(pages);

    let mut warnings = Vec::new();
    let mut lo = pdf.to_lopdf_document(&PdfSaveOptions::default(), &mut warnings);
    finish(&mut lo, &doc.title, opts);
    set_boxes(&mut lo, doc, opts);
    lo.compress();
    let mut bytes = Vec::new();
    lo.save_to(&mut bytes)
        .map_err(|e| RenderError::Write(e.to_string()))?;
    // Replace the placeholder /ID (both entries, in the trailer) with a hash
    // of everything else; the length is unchanged, so the cross-reference
    // offsets stay valid.
    let hash = content_hash(&bytes);
    let needle = ID_PLACEHOLDER.as_bytes();
    if let Some(id_at) = bytes.windows(3).rposition(|w| w == b"/ID") {
        let mut at = id_at;
        while let Some(off) = bytes[at..].windows(needle.len()).position(|w| w == needle) {
            let pos = at + off;
            bytes[pos..pos + needle.len()].copy_from_slice(hash.as_bytes());
            at = pos + needle.len();
        }
    }
    Ok(bytes)
}

/// A PDF text string: a literal when the text is printable ASCII, else
/// UTF-16BE with its byte-order mark (which every reader decodes).
pub fn text_string(s: &str) -> lopdf::Object {
    use lopdf::{Object, StringFormat};
    if s.bytes().all(|b| (0x20..0x7f).contains(&b)) {
        Object::String(s.as_bytes().to_vec(), StringFormat::Literal)
    } else {
        let mut bytes = vec![0xfe, 0xff];
        for unit in s.encode_utf16() {
            bytes.extend_from_slice(&unit.to_be_bytes());
        }
        Object::String(bytes, StringFormat::Hexadecimal)
    }
}

/// A box in PDF coordinates (origin bottom-left) from a model rectangle.
fn pdf_box(r: &Rect, page_height: f64) -> lopdf::Object {
    let v = |x: f64| lopdf::Object::Real(((x * 1000.0).round() / 1000.0) as f32);
    lopdf::Object::Array(vec![
        v(r.x),
        v(page_height - r.bottom()),
        v(r.right()),
        v(page_height - r.y),
    ])
}

/// Writes each page's TrimBox and BleedBox (and a CropBox equal to the
/// MediaBox) when the options give boxes.
fn set_boxes(lo: &mut lopdf::Document, doc: &Document, opts: &PdfOptions) {
    if opts.boxes.is_empty() {
        return;
    }
    let ids: Vec<lopdf::ObjectId> = lo.get_pages().into_values().collect();
    for ((id, b), page) in ids.iter().zip(&opts.boxes).zip(&doc.pages) {
        if let Ok(d) = lo.get_object_mut(*id).and_then(lopdf::Object::as_dict_mut) {
            let media = Rect::new(0.0, 0.0, page.width, page.height);
            d.set("MediaBox", pdf_box(&media, page.height));
            d.set("CropBox", pdf_box(&media, page.height));
            d.set("BleedBox", pdf_box(&b.bleed, page.height));
            d.set("TrimBox", pdf_box(&b.trim, page.height));
        }
    }
}

/// Writes the Info dictionary (and, for PDF/X, the output intent), drops
/// empty annotation arrays and puts the `/ID` placeholder in the trailer.
fn finish(lo: &mut lopdf::Document, title: &str, opts: &PdfOptions) {
    use lopdf::{Object, StringFormat};
    let lit = |s: &str| Object::String(s.as_bytes().to_vec(), StringFormat::Literal);
    let mut info = lopdf::Dictionary::from_iter(vec![
        ("Title", text_string(title)),
        ("Producer", lit("pyramid-press")),
    ]);
    for (key, value) in [
        ("Author", &opts.author),
        ("Subject", &opts.subject),
        ("Keywords", &opts.keywords),
    ] {
        if !value.is_empty() {
            info.set(key, text_string(value));
        }
    }
    if let Some(date) = opts.date {
        info.set("CreationDate", lit(&date.pdf_string()));
        info.set("ModDate", lit(&date.pdf_string()));
    }
    if opts.pdfx {
        info.set("Trapped", Object::Name(b"False".to_vec()));
        info.set("GTS_PDFXVersion", lit(PDFX_VERSION));
        info.set("GTS_PDFXConformance", lit(PDFX_VERSION));
        let intent = lopdf::Dictionary::from_iter(vec![
            ("Type", Object::Name(b"OutputIntent".to_vec())),
            ("S", Object::Name(b"GTS_PDFX".to_vec())),
            ("OutputConditionIdentifier", lit(OUTPUT_CONDITION_ID)),
            ("OutputCondition", lit(OUTPUT_CONDITION)),
            ("RegistryName", lit(REGISTRY)),
            ("Info", lit(OUTPUT_CONDITION)),
        ]);
        if let Ok(catalog) = lo.catalog_mut() {
            catalog.set(
                "OutputIntents",
                Object::Array(vec![Object::Dictionary(intent)]),
            );
        }
    }
    if let Ok(id) = lo.trailer.get(b"Info").and_then(Object::as_reference) {
        lo.objects.insert(id, Object::Dictionary(info));
    }
    for obj in lo.objects.values_mut() {
        if let Object::Dictionary(d) = obj {
            if d.get(b"Type").and_then(Object::as_name).ok() == Some(b"Page".as_slice()) {
                d.remove(b"Annots");
            }
            // Fonts are named as subsets are: a six-letter tag, '+', the
            // face's PostScript name.
            for key in [b"BaseFont".as_slice(), b"FontName".as_slice()] {
                let subset_name = match d.get(key).and_then(Object::as_name).ok() {
                    Some(n) if n == REGULAR_ID.as_bytes() => "PPRSRG+DejaVuSans",
                    Some(n) if n == BOLD_ID.as_bytes() => "PPRSBD+DejaVuSans-Bold",
                    _ => continue,
                };
                d.set(key, Object::Name(subset_name.as_bytes().to_vec()));
            }
        }
    }
    // Sixteen zero bytes, written as 32 hex zeros: the placeholder text.
    let id = Object::String(vec![0; ID_PLACEHOLDER.len() / 2], StringFormat::Hexadecimal);
    lo.trailer.set("ID", Object::Array(vec![id.clone(), id]));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Align, Page};

    fn sample() -> Document {
        Document {
            title: "Sample".into(),
            pages: vec![Page {
                width: 612.0,
                height: 792.0,
                shapes: vec![
                    Shape::Circle {
                        cx: 100.0,
                        cy: 100.0,
                        r: 20.0,
                        fill: Some(Color::grey(200)),
                        stroke: Some(Stroke::solid(Color::BLACK, 1.0)),
                    },
                    Shape::Line {
                        x1: 0.0,
                        y1: 0.0,
                        x2: 100.0,
                        y2: 0.0,
                        stroke: Stroke {
                            color: Color::BLACK,
                            width: 1.0,
                            dash: Some(vec![3.0, 2.0]),
                        },
                    },
                    Shape::Text {
                        x: 300.0,
                        y: 50.0,
                        size: 12.0,
                        weight: Weight::Bold,
                        align: Align::Center,
                        color: Color::BLACK,
                        text: "Hello \u{E000}".into(),
                    },
                ],
            }],
        }
    }

    #[test]
    fn deterministic_and_small() {
        let a = to_pdf(&sample()).expect("pdf");
        let b = to_pdf(&sample()).expect("pdf");
        assert_eq!(a, b);
        assert!(a.starts_with(b"%PDF-"));
        assert!(a.len() < 200_000, "{} bytes", a.len());
        let s = String::from_utf8_lossy(&a);
        assert!(!s.contains(ID_PLACEHOLDER));
        assert!(!s.contains("CreationDate"));
        assert!(!s.contains("/Annots"));
    }

    /// The content streams of every page, decompressed, as text.
    fn contents(bytes: &[u8]) -> String {
        let doc = lopdf::Document::load_mem(bytes).expect("parse");
        let mut out = String::new();
        for id in doc.get_pages().values() {
            let c = doc.get_page_content(*id);
            out.push_str(&String::from_utf8_lossy(&c));
        }
        out
    }

    fn ops(text: &str, op: &str) -> usize {
        text.lines()
            .filter(|l| l.split_whitespace().last() == Some(op))
            .count()
    }

    fn colourful() -> Document {
        let mut d = sample();
        d.pages[0].shapes.push(Shape::Rect {
            x: 10.0,
            y: 10.0,
            w: 50.0,
            h: 50.0,
            fill: Some(Color::rgb(200, 40, 40)),
            stroke: Some(Stroke::solid(Color::rgb(20, 40, 200), 1.0)),
        });
        d.pages.push(d.pages[0].clone());
        d
    }

    #[test]
    fn book_boxes_mirror_left_and_right_pages() {
        let mut d = colourful();
        for p in &mut d.pages {
            p.width = 621.0;
            p.height = 810.0;
        }
        let opts = PdfOptions {
            boxes: (1..=2)
                .map(|n| PageBoxes::book((612.0, 792.0), 9.0, n))
                .collect(),
            ..PdfOptions::default()
        };
        let bytes = to_pdf_with(&d, &opts).expect("pdf");
        let doc = lopdf::Document::load_mem(&bytes).expect("parse");
        let boxes: Vec<(Vec<f32>, Vec<f32>)> = doc
            .get_pages()
            .values()
            .map(|id| {
                let page = doc.get_dictionary(*id).expect("page");
                let get = |k: &[u8]| -> Vec<f32> {
                    page.get(k)
                        .and_then(lopdf::Object::as_array)
                        .expect("box")
                        .iter()
                        .map(|o| o.as_float().expect("number"))
                        .collect()
                };
                (get(b"TrimBox"), get(b"BleedBox"))
            })
            .collect();
        assert_eq!(boxes[0].0, vec![0.0, 9.0, 612.0, 801.0]);
        assert_eq!(boxes[1].0, vec![9.0, 9.0, 621.0, 801.0]);
        assert_eq!(boxes[0].1, vec![0.0, 0.0, 621.0, 810.0]);
    }

    #[test]
    fn grey_and_cmyk_leave_no_rgb() {
        let d = colourful();
        let rgb = contents(&to_pdf(&d).expect("pdf"));
        assert!(ops(&rgb, "rg") > 0 && ops(&rgb, "RG") > 0);
        let in_space = |color| {
            let options = PdfOptions {
                color,
                ..PdfOptions::default()
            };
            contents(&to_pdf_with(&d, &options).expect("pdf"))
        };
        let grey = in_space(ColorSpace::Gray);
        assert_eq!(ops(&grey, "rg") + ops(&grey, "RG"), 0, "{grey}");
        assert_eq!(ops(&grey, "k") + ops(&grey, "K"), 0);
        assert!(ops(&grey, "g") > 0 && ops(&grey, "G") > 0);
        let cmyk = in_space(ColorSpace::Cmyk);
        assert_eq!(ops(&cmyk, "rg") + ops(&cmyk, "RG"), 0, "{cmyk}");
        assert!(ops(&cmyk, "k") > 0 && ops(&cmyk, "K") > 0);
        // Black text goes on the black plate alone.
        assert!(cmyk.contains("0 0 0 1 k"), "{cmyk}");
    }

    #[test]
    fn colour_conversions() {
        assert_eq!(Color::BLACK.cmyk(), [0.0, 0.0, 0.0, 1.0]);
        assert_eq!(Color::WHITE.cmyk(), [0.0, 0.0, 0.0, 0.0]);
        let [c, m, y, k] = Color::rgb(255, 0, 0).cmyk();
        assert_eq!((c, m, y, k), (0.0, 1.0, 1.0, 0.0));
        assert!((Color::grey(128).gray_level() - 128.0 / 255.0).abs() < 1e-9);
        assert!(Color::rgb(0, 0, 255).gray_level() < Color::rgb(0, 255, 0).gray_level());
    }

    #[test]
    fn pdfx_info_and_output_intent() {
        let mut d = sample();
        d.title = "Pyramides \u{e9}gyptiennes".into();
        let opts = PdfOptions {
            color: ColorSpace::Cmyk,
            pdfx: true,
            author: "Ana \u{d6}z".into(),
            subject: "Puzzles".into(),
            keywords: "solitaire, pyramids".into(),
            date: PdfDate::from_ymd(2026, 3, 1),
            boxes: vec![PageBoxes::book((612.0, 792.0), 0.0, 1)],
        };
        let a = to_pdf_with(&d, &opts).expect("pdf");
        assert_eq!(a, to_pdf_with(&d, &opts).expect("pdf"));
        let doc = lopdf::Document::load_mem(&a).expect("parse");
        let info_id = doc
            .trailer
            .get(b"Info")
            .and_then(lopdf::Object::as_reference)
            .expect("info");
        let info = doc.get_dictionary(info_id).expect("info dict");
        let string = |k: &[u8]| {
            info.get(k)
                .and_then(lopdf::Object::as_str)
                .expect("string")
                .to_vec()
        };
        assert_eq!(string(b"GTS_PDFXVersion"), b"PDF/X-1a:2001");
        assert_eq!(string(b"CreationDate"), b"D:20260301000000+00'00'");
        assert_eq!(string(b"ModDate"), string(b"CreationDate"));
        assert_eq!(
            info.get(b"Trapped")
                .and_then(lopdf::Object::as_name)
                .expect("name"),
            b"False"
        );
        // UTF-16BE with a byte-order mark.
        let title = string(b"Title");
        assert_eq!(&title[..2], &[0xfe, 0xff]);
        let units: Vec<u16> = title[2..]
            .chunks(2)
            .map(|c| u16::from_be_bytes([c[0], c[1]]))
            .collect();
        assert_eq!(String::from_utf16(&units).expect("utf16"), d.title);
        let catalog = doc.catalog().expect("catalog");
        let intents = catalog
            .get(b"OutputIntents")
            .and_then(lopdf::Object::as_array)
            .expect("intents");
        let intent = intents[0].as_dict().expect("dict");
        assert_eq!(
            intent
                .get(b"OutputConditionIdentifier")
                .and_then(lopdf::Object::as_str)
                .expect("id"),
            b"CGATS TR 001"
        );
        assert!(a.starts_with(b"%PDF-1.3"));
    }

    #[test]
    fn pdfx_refuses_rgb_and_missing_dates() {
        let d = sample();
        let rgb = PdfOptions {
            pdfx: true,
            date: PdfDate::from_ymd(2026, 1, 1),
            ..PdfOptions::default()
        };
        assert!(matches!(to_pdf_with(&d, &rgb), Err(RenderError::PdfxRgb)));
        let undated = PdfOptions {
            pdfx: true,
            color: ColorSpace::Gray,
            ..PdfOptions::default()
        };
        assert!(matches!(
            to_pdf_with(&d, &undated),
            Err(RenderError::PdfxDate)
        ));
        let wrong_count = PdfOptions {
            boxes: vec![],
            ..PdfOptions::default()
        };
        assert!(to_pdf_with(&d, &wrong_count).is_ok());
        let two = PdfOptions {
            boxes: vec![PageBoxes::sheet((100.0, 100.0), 9.0); 2],
            ..PdfOptions::default()
        };
        assert!(matches!(
            to_pdf_with(&d, &two),
            Err(RenderError::BoxCount { .. })
        ));
    }

    #[test]
    fn dates() {
        assert_eq!(PdfDate::from_ymd(2026, 2, 29), None);
        assert!(PdfDate::from_ymd(2024, 2, 29).is_some());
        let d = PdfDate::from_unix(1_700_000_000).expect("date");
        assert_eq!(d.pdf_string(), "D:20231114221320+00'00'");
        assert_eq!(
            PdfDate::from_unix(0).expect("epoch").pdf_string(),
            "D:19700101000000+00'00'"
        );
        assert_eq!(PdfDate::from_unix(-1), None);
    }

    #[test]
    fn turned_text_gets_a_quarter_turn_matrix_and_its_glyphs() {
        use crate::Turn;
        let mut d = sample();
        let turned = |turn, align| Shape::TurnedText {
            x: 200.0,
            y: 100.0,
            size: 10.0,
            weight: Weight::Regular,
            align,
            color: Color::BLACK,
            text: "Spine".into(),
            turn,
        };
        d.pages[0].shapes = vec![turned(Turn::Down, Align::Left)];
        let down = contents(&to_pdf(&d).expect("pdf"));
        // Text x axis down the page (0 -1 in PDF space), letters' tops to
        // the right; the anchor flipped to PDF space (792 - 100).
        assert!(down.contains("0 -1 1 0 200 692 Tm"), "{down}");
        d.pages[0].shapes = vec![turned(Turn::Up, Align::Left)];
        let up = contents(&to_pdf(&d).expect("pdf"));
        assert!(up.contains("0 1 -1 0 200 692 Tm"), "{up}");
        // Centred: the line starts half its length before the anchor, along
        // its own direction (down the page, so higher up in PDF space).
        let w = crate::text::measure("Spine", 10.0, Weight::Regular);
        d.pages[0].shapes = vec![turned(Turn::Down, Align::Center)];
        let centred = contents(&to_pdf(&d).expect("pdf"));
        let want = format!("0 -1 1 0 200 {} Tm", (692.0 + w / 2.0) as f32);
        assert!(centred.contains(&want), "{want} in {centred}");
        // The face keeps the glyphs only turned text draws.
        let (_, used) = face_for(Weight::Regular, &d.pages[0].shapes).expect("subset");
        assert!(used);
        let (_, bold_used) = face_for(Weight::Bold, &d.pages[0].shapes).expect("subset");
        assert!(!bold_used);
    }

    #[test]
    fn rejects_bad_documents() {
        assert!(matches!(
            to_pdf(&Document::default()),
            Err(RenderError::NoPages)
        ));
        let mut d = sample();
        d.pages[0].width = f64::NAN;
        assert!(matches!(to_pdf(&d), Err(RenderError::BadPageSize { .. })));
    }
}
