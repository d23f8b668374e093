//! PDF backend: translates the page model into printpdf 0.12 operations.
//!
//! - y is flipped (the model's origin is top-left, PDF's bottom-left);
//! - both DejaVu faces are embedded (subset to the glyphs used) under fixed
//!   resource names, never a standard-14 font;
//! - circles are four cubic Beziers;
//! - the output is deterministic: no dates, fixed font ids, and a trailer
//!   `/ID` computed from a hash of the file's own bytes.

use printpdf::{
    Color as PColor, FontId, LineDashPattern, LinePoint, Op, PaintMode, ParsedFont, PdfDocument,
    PdfFont, PdfFontHandle, PdfPage, PdfSaveOptions, Point, Polygon, PolygonRing, Pt, Rgb,
    TextItem, WindingOrder,
};

use super::subset::{glyphs_for, strip_glyphs};
use super::text::{drawable, font_bytes, left_edge};
use super::{Color, Document, Shape, Stroke, Weight};

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
}

/// The face of `weight`, stripped to the glyphs the document draws with it
/// (see [`super::subset`]), parsed for printpdf.
fn parsed_font(weight: Weight, doc: &Document) -> Result<ParsedFont, RenderError> {
    let name = match weight {
        Weight::Regular => "DejaVu Sans",
        Weight::Bold => "DejaVu Sans Bold",
    };
    let texts: Vec<String> = doc
        .pages
        .iter()
        .flat_map(|p| &p.shapes)
        .filter_map(|s| match s {
            Shape::Text {
                text,
                size,
                weight: w,
                ..
            } if *w == weight => drawable(text, *size, weight),
            _ => None,
        })
        .collect();
    let full = font_bytes(weight);
    let keep = glyphs_for(full, texts.iter().map(String::as_str));
    let bytes = strip_glyphs(full, &keep).map_err(|_| RenderError::Font(name))?;
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

fn pcolor(c: Color) -> PColor {
    PColor::Rgb(Rgb {
        r: f32::from(c.r) / 255.0,
        g: f32::from(c.g) / 255.0,
        b: f32::from(c.b) / 255.0,
        icc_profile: None,
    })
}

/// Builds the path ops for one filled and/or stroked shape.
struct Painter<'a> {
    ops: &'a mut Vec<Op>,
    height: f64,
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

    fn set_stroke(&mut self, s: &Stroke) {
        self.ops.push(Op::SetOutlineColor {
            col: pcolor(s.color),
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
            self.ops.push(Op::SetFillColor { col: pcolor(f) });
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
                self.ops.push(Op::StartTextSection);
                self.ops.push(Op::SetFont {
                    font: PdfFontHandle::External(font_id(*weight)),
                    size: Pt(*size as f32),
                });
                self.ops.push(Op::SetFillColor {
                    col: pcolor(*color),
                });
                self.ops.push(Op::SetTextCursor {
                    pos: Point {
                        x: Pt(left as f32),
                        y: Pt((self.height - y) as f32),
                    },
                });
                self.ops.push(Op::ShowText {
                    items: vec![TextItem::Text(text)],
                });
                self.ops.push(Op::EndTextSection);
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
    if doc.pages.is_empty() {
        return Err(RenderError::NoPages);
    }
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
        };
        for shape in &page.shapes {
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
    finish(&mut lo, &doc.title);
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

/// Strips dates and empty metadata, drops empty annotation arrays and puts
/// the `/ID` placeholder in the trailer.
fn finish(lo: &mut lopdf::Document, title: &str) {
    use lopdf::{Object, StringFormat};
    let info = lopdf::Dictionary::from_iter(vec![
        (
            "Title",
            Object::String(title.as_bytes().to_vec(), StringFormat::Literal),
        ),
        (
            "Producer",
            Object::String(b"pyramid-press".to_vec(), StringFormat::Literal),
        ),
    ]);
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
    use crate::render::{Align, Page};

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
