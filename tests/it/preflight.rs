//! Preflight: reads the interior and cover PDFs of every shipped book
//! template (and of small test templates) with lopdf and checks what the
//! print services check: page boxes on every page, mirrored for left and
//! right pages; colour operators of the document's colour space only;
//! embedded fonts; no annotations; no transparency; an even page count
//! (a blank last page for IngramSpark); no text under 7 pt; text and
//! drawing inside the margins the page count needs; the cover's size from
//! the spine formula; PDF/X-1a Info and output intent when asked.

use std::collections::HashMap;
use std::path::Path;
use std::sync::{Mutex, OnceLock};

use documents::book::{book_layout, check_book_layout, generate_sections};
use documents::cover::{CoverLayout, SAFE_PT, cover_layout};
use documents::publish::{
    COVER_SAFE_PT, INGRAM_MIN_MARGIN_IN, MIN_TEXT_PT, SPINE_MARGIN_PT, Service, print_interior,
    spine_width,
};
use documents::puzzle::Puzzles;
use documents::template::{BookTemplate, PT_PER_IN, Source, gutter_in};
use lopdf::content::Content;
use lopdf::{Document as Pdf, Object};
use render::text::measure;
use render::{Align, ColorSpace, Shape, Turn, to_pdf_with};

/// A made book: the template, the interior and cover bytes, the cover.
struct Made {
    t: BookTemplate,
    interior: Vec<u8>,
    cover_pdf: Vec<u8>,
    cover: CoverLayout,
}

/// Puzzles of a seed and its sections, generated once per test run (two
/// shipped templates share theirs).
fn puzzles(t: &BookTemplate) -> Vec<Puzzles> {
    static CACHE: OnceLock<Mutex<HashMap<String, Vec<Puzzles>>>> = OnceLock::new();
    // The sections without what does not change the puzzles.
    let sections: Vec<_> = t
        .sections
        .iter()
        .map(|s| {
            let mut s = s.clone();
            s.title.clear();
            s.span = 0..0;
            s
        })
        .collect();
    let key = format!("{} {sections:?}", t.seed);
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    if let Some(p) = cache.lock().expect("lock").get(&key) {
        return p.clone();
    }
    let p = generate_sections(&t.source, &t.sections, t.seed, &|_| {}).expect("puzzles");
    cache.lock().expect("lock").insert(key, p.clone());
    p
}

fn make(t: BookTemplate) -> Made {
    check_book_layout(&t).expect("layout fits");
    let puzzles = puzzles(&t);
    let layout = book_layout(&t, &puzzles).expect("layout");
    let (doc, opts) = print_interior(&t, layout.document).expect("no text under 7 pt");
    let interior = to_pdf_with(&doc, &opts).expect("interior pdf");
    let sample = &puzzles[0][0];
    let front = &puzzles[puzzles.len() - 1][0];
    let cover = cover_layout(
        &t,
        doc.pages.len(),
        front.as_ref(),
        sample.as_ref(),
        &puzzles,
    );
    let cover_pdf = to_pdf_with(&cover.document, &cover.options).expect("cover pdf");
    Made {
        t,
        interior,
        cover_pdf,
        cover,
    }
}

/// Shipped templates are made once per test run, whichever test asks.
fn shipped(name: &str) -> &'static Made {
    static CACHE: OnceLock<Mutex<HashMap<String, &'static Made>>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    if let Some(m) = cache.lock().expect("lock").get(name) {
        return m;
    }
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("templates")
        .join(format!("{name}.toml"));
    let made: &'static Made =
        Box::leak(Box::new(make(BookTemplate::load(&path).expect("template"))));
    cache.lock().expect("lock").insert(name.to_string(), made);
    made
}

fn small(text: &str) -> Made {
    make(
        BookTemplate::from_source(Source {
            file: "small.toml".into(),
            text: text.into(),
        })
        .expect("template"),
    )
}

fn num(o: &Object) -> f64 {
    o.as_float().map(f64::from).expect("number")
}

fn rect(page: &lopdf::Dictionary, key: &[u8]) -> Option<[f64; 4]> {
    let a = page.get(key).ok()?.as_array().ok()?;
    Some([num(&a[0]), num(&a[1]), num(&a[2]), num(&a[3])])
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 0.01
}

/// Problems found in one PDF, as readable lines.
#[derive(Default)]
struct Report(Vec<String>);

impl Report {
    fn check(&mut self, ok: bool, what: impl FnOnce() -> String) {
        if !ok && self.0.len() < 30 {
            self.0.push(what());
        }
    }
    fn assert_clean(&self, name: &str) {
        assert!(self.0.is_empty(), "{name}:\n{}", self.0.join("\n"));
    }
}

/// Checks shared by interior and cover: colour operators, fonts,
/// annotations, transparency, text size, PDF/X keys.
fn common(pdf: &Pdf, t: &BookTemplate, r: &mut Report) {
    let banned: &[&str] = match t.print.color_space {
        ColorSpace::Gray => &["rg", "RG", "k", "K", "sc", "SC", "scn", "SCN", "cs", "CS"],
        ColorSpace::Cmyk => &["rg", "RG", "sc", "SC", "scn", "SCN", "cs", "CS"],
        ColorSpace::Rgb => &["k", "K", "sc", "SC", "scn", "SCN", "cs", "CS"],
    };
    for (n, id) in pdf.get_pages() {
        let page = pdf.get_dictionary(id).expect("page");
        r.check(page.get(b"Annots").is_err(), || {
            format!("page {n}: has an /Annots entry")
        });
        r.check(page.get(b"Group").is_err(), || {
            format!("page {n}: has a transparency group")
        });
        let content = Content::decode(&pdf.get_page_content(id)).expect("content");
        for op in &content.operations {
            let o = op.operator.as_str();
            r.check(!banned.contains(&o), || {
                format!(
                    "page {n}: colour operator {o} in a {:?} document",
                    t.print.color_space
                )
            });
            r.check(o != "gs" && o != "Do" && o != "sh", || {
                format!("page {n}: operator {o} (graphics state, image or shading)")
            });
            if o == "Tf" {
                let size = num(&op.operands[1]);
                r.check(size >= MIN_TEXT_PT - 1e-6, || {
                    format!("page {n}: text of {size} pt, under {MIN_TEXT_PT} pt")
                });
            }
        }
        if let Ok(fonts) = pdf.get_page_fonts(id) {
            for (name, font) in fonts {
                r.check(font_embedded(pdf, font), || {
                    format!(
                        "page {n}: font {} not embedded",
                        String::from_utf8_lossy(&name)
                    )
                });
            }
        }
    }
    // No soft masks or constant alpha anywhere.
    for obj in pdf.objects.values() {
        if let Object::Dictionary(d) = obj {
            for key in [&b"SMask"[..], b"CA", b"ca"] {
                r.check(d.get(key).is_err(), || {
                    format!("a dictionary has /{}", String::from_utf8_lossy(key))
                });
            }
        }
    }
    let info_id = pdf
        .trailer
        .get(b"Info")
        .and_then(Object::as_reference)
        .expect("Info");
    let info = pdf.get_dictionary(info_id).expect("Info dict");
    let has = |k: &[u8]| info.get(k).is_ok();
    r.check(has(b"Title"), || "no Title".into());
    r.check(t.author.is_empty() || has(b"Author"), || "no Author".into());
    if t.print.pdfx {
        r.check(pdf.version == "1.3", || {
            format!("PDF/X-1a:2001 needs PDF 1.3, not {}", pdf.version)
        });
        for k in [
            &b"GTS_PDFXVersion"[..],
            b"CreationDate",
            b"ModDate",
            b"Trapped",
        ] {
            r.check(has(k), || {
                format!("PDF/X: no /{}", String::from_utf8_lossy(k))
            });
        }
        let intents = pdf
            .catalog()
            .ok()
            .and_then(|c| c.get(b"OutputIntents").ok())
            .and_then(|o| o.as_array().ok())
            .map_or(0, Vec::len);
        r.check(intents == 1, || "PDF/X: no output intent".into());
        r.check(pdf.trailer.get(b"ID").is_ok(), || {
            "PDF/X: no trailer ID".into()
        });
    }
}

fn font_embedded(pdf: &Pdf, font: &lopdf::Dictionary) -> bool {
    let deref = |o: &Object| -> Option<lopdf::Dictionary> {
        match o {
            Object::Reference(id) => pdf.get_dictionary(*id).ok().cloned(),
            Object::Dictionary(d) => Some(d.clone()),
            _ => None,
        }
    };
    let descendant = font
        .get(b"DescendantFonts")
        .ok()
        .and_then(|o| match o {
            Object::Reference(id) => pdf.get_object(*id).ok(),
            other => Some(other),
        })
        .and_then(|o| o.as_array().ok())
        .and_then(|a| a.first())
        .and_then(deref)
        .unwrap_or_else(|| font.clone());
    descendant
        .get(b"FontDescriptor")
        .ok()
        .and_then(deref)
        .is_some_and(|d| {
            d.get(b"FontFile").is_ok() || d.get(b"FontFile2").is_ok() || d.get(b"FontFile3").is_ok()
        })
}

/// The interior's own rules: boxes, page count, margins by page count.
fn interior(m: &Made) -> Report {
    let t = &m.t;
    let pdf = Pdf::load_mem(&m.interior).expect("parse interior");
    let mut r = Report::default();
    common(&pdf, t, &mut r);
    let pages = pdf.get_pages();
    let count = pages.len();
    r.check(count.is_multiple_of(2), || {
        format!("odd page count {count}")
    });
    if t.print.service == Some(Service::Kdp) {
        r.check(count >= 24, || format!("{count} pages, KDP needs 24"));
    }
    let bleed = if t.bleed { 9.0 } else { 0.0 };
    let (tw, th) = t.trim;
    let inside_min = gutter_in(count) * PT_PER_IN;
    let edge_min = if t.print.service == Some(Service::Ingram) {
        INGRAM_MIN_MARGIN_IN * PT_PER_IN
    } else {
        0.25 * PT_PER_IN
    };
    for (n, id) in &pages {
        let n = *n as usize;
        let page = pdf.get_dictionary(*id).expect("page");
        let (Some(media), Some(trim), Some(bleed_box)) = (
            rect(page, b"MediaBox"),
            rect(page, b"TrimBox"),
            rect(page, b"BleedBox"),
        ) else {
            r.check(false, || {
                format!("page {n}: missing MediaBox, TrimBox or BleedBox")
            });
            continue;
        };
        r.check(
            close(media[2] - media[0], tw + bleed) && close(media[3] - media[1], th + 2.0 * bleed),
            || format!("page {n}: MediaBox {media:?} is not trim + bleed"),
        );
        let x0 = if n % 2 == 1 { 0.0 } else { bleed };
        let want = [x0, bleed, x0 + tw, bleed + th];
        r.check(trim.iter().zip(want).all(|(a, b)| close(*a, b)), || {
            format!("page {n}: TrimBox {trim:?}, want {want:?}")
        });
        r.check(bleed_box == media, || {
            format!("page {n}: BleedBox {bleed_box:?}")
        });
        // Every text start and path point inside the margins.
        let (inside_x, outside_x) = if n % 2 == 1 {
            (trim[0], trim[2])
        } else {
            (trim[2], trim[0])
        };
        let (lo_x, hi_x) = if n % 2 == 1 {
            (inside_x + inside_min, outside_x - edge_min)
        } else {
            (outside_x + edge_min, inside_x - inside_min)
        };
        let (lo_y, hi_y) = (trim[1] + edge_min, trim[3] - edge_min);
        let content = Content::decode(&pdf.get_page_content(*id)).expect("content");
        let mut painted = false;
        for op in &content.operations {
            let pts: Vec<f64> = match op.operator.as_str() {
                "Td" | "m" | "l" | "c" | "re" => op.operands.iter().map(num).collect(),
                _ => continue,
            };
            painted = true;
            let pts = if op.operator == "re" {
                vec![pts[0], pts[1], pts[0] + pts[2], pts[1] + pts[3]]
            } else {
                pts
            };
            for xy in pts.chunks(2) {
                let (x, y) = (xy[0], xy[1]);
                r.check(
                    x >= lo_x - 0.5 && x <= hi_x + 0.5 && y >= lo_y - 0.5 && y <= hi_y + 0.5,
                    || {
                        format!(
                            "page {n}: {} at ({x:.1}, {y:.1}) outside the margins x {lo_x:.1}..{hi_x:.1}, y {lo_y:.1}..{hi_y:.1}",
                            op.operator
                        )
                    },
                );
            }
        }
        if n == count && t.print.service == Some(Service::Ingram) {
            r.check(!painted, || format!("page {n}: the last page is not blank"));
        }
    }
    r
}

/// The cover's rules: one page of the full-wrap size from the spine
/// formula, trim box inset by the bleed, and the same colour checks.
fn cover(m: &Made) -> Report {
    let t = &m.t;
    let pdf = Pdf::load_mem(&m.cover_pdf).expect("parse cover");
    let mut r = Report::default();
    common(&pdf, t, &mut r);
    let interior_pages = Pdf::load_mem(&m.interior)
        .expect("interior")
        .get_pages()
        .len();
    let pages = pdf.get_pages();
    r.check(pages.len() == 1, || format!("{} cover pages", pages.len()));
    let spine = spine_width(interior_pages, t.print.paper, t.print.service);
    let (w, h) = (2.0 * t.trim.0 + spine + 18.0, t.trim.1 + 18.0);
    let page = pdf.get_dictionary(pages[&1]).expect("page");
    let media = rect(page, b"MediaBox").expect("MediaBox");
    r.check(close(media[2], w) && close(media[3], h), || {
        format!("cover {media:?}, want {w:.2} x {h:.2} for {interior_pages} pages")
    });
    let trim = rect(page, b"TrimBox").expect("TrimBox");
    let want = [9.0, 9.0, w - 9.0, h - 9.0];
    r.check(trim.iter().zip(want).all(|(a, b)| close(*a, b)), || {
        format!("cover TrimBox {trim:?}, want {want:?}")
    });
    r.check(rect(page, b"BleedBox") == Some(media), || {
        "cover BleedBox".into()
    });
    let c = &m.cover;
    spine_checks(c, t, interior_pages, &mut r);
    // Nothing but the background within 0.125 in of the trim or a fold.
    let zones = [c.back.inset(COVER_SAFE_PT), c.front.inset(COVER_SAFE_PT)];
    let inside = |x0: f64, y0: f64, x1: f64, y1: f64| {
        zones.iter().any(|z| {
            x0 >= z.x - 0.01
                && y0 >= z.y - 0.01
                && x1 <= z.right() + 0.01
                && y1 <= z.bottom() + 0.01
        })
    };
    for (i, s) in c.document.pages[0].shapes.iter().enumerate().skip(1) {
        if matches!(s, Shape::TurnedText { .. }) {
            // Spine text: checked by spine_checks.
            continue;
        }
        let e = s.bounds();
        let (x0, y0, x1, y1) = (e.x, e.y, e.right(), e.bottom());
        r.check(inside(x0, y0, x1, y1), || {
            format!("cover shape {i} ({x0:.1},{y0:.1})-({x1:.1},{y1:.1}) within 0.125 in of a trim or fold")
        });
    }
    // The barcode box: 2 x 1.2 in, lower right of the back, in the safe zone.
    let b = c.barcode;
    r.check(close(b.w, 144.0) && close(b.h, 86.4), || {
        format!("barcode box {b:?}")
    });
    r.check(
        close(c.back.right() - b.right(), SAFE_PT) && close(c.back.bottom() - b.bottom(), SAFE_PT),
        || format!("barcode box {b:?} not at the lower right of the back"),
    );
    // The barcode box stays clear: nothing drawn over it or into it but
    // the barcode itself, when the template asks for one, wholly inside.
    let shapes = &c.document.pages[0].shapes;
    for (i, s) in shapes.iter().enumerate().skip(1) {
        let e = s.bounds();
        let is_box = close(e.x, b.x) && close(e.y, b.y) && close(e.w, b.w) && close(e.h, b.h);
        let overlaps = e.x < b.right() - 0.01
            && e.right() > b.x + 0.01
            && e.y < b.bottom() - 0.01
            && e.bottom() > b.y + 0.01;
        let barcode = t.print.barcode.is_some()
            && e.x >= b.x - 0.01
            && e.right() <= b.right() + 0.01
            && e.y >= b.y - 0.01
            && e.bottom() <= b.bottom() + 0.01;
        r.check(is_box || barcode || !overlaps, || {
            format!("cover shape {i} {e:?} overlaps the barcode box {b:?}")
        });
    }
    // The back is laid out down its whole height: no band of the safe
    // zone taller than 1 in is left empty.
    let safe = c.back.inset(SAFE_PT);
    let mut spans: Vec<(f64, f64)> = shapes
        .iter()
        .skip(1)
        .map(|s| s.bounds())
        .filter(|e| e.x < c.back.right() && e.right() > c.back.x)
        .map(|e| (e.y, e.bottom()))
        .collect();
    spans.sort_by(|a, b| a.0.total_cmp(&b.0));
    let mut reached = safe.y;
    let mut widest = 0.0f64;
    for (top, bottom) in spans {
        widest = widest.max(top - reached);
        reached = reached.max(bottom);
    }
    widest = widest.max(safe.bottom() - reached);
    r.check(widest <= PT_PER_IN, || {
        format!(
            "the back cover has an empty band {:.2} in tall",
            widest / PT_PER_IN
        )
    });
    r
}

/// The box a turned text covers: along its line from where it starts, and
/// across it from a quarter of its size below the baseline to a size above.
fn turned_box(s: &Shape) -> Option<(f64, f64, f64, f64)> {
    let Shape::TurnedText {
        x,
        y,
        size,
        weight,
        align,
        text,
        turn,
        ..
    } = s
    else {
        return None;
    };
    let len = measure(text, *size, *weight);
    let before = match align {
        Align::Left => 0.0,
        Align::Center => len / 2.0,
        Align::Right => len,
    };
    Some(match turn {
        // Runs down the page; the letters' tops point right.
        Turn::Down => (x - size * 0.25, y - before, x + size, y - before + len),
        Turn::Up => (x - size, y + before - len, x + size * 0.25, y + before),
    })
}

/// Spine text: only when the service's rule allows it, every line at
/// least 7 pt, inside the spine with the services' 1/16 in clear of each
/// fold and 0.125 in clear of the top and bottom trim.
fn spine_checks(c: &CoverLayout, t: &BookTemplate, pages: usize, r: &mut Report) {
    let turned: Vec<&Shape> = c.document.pages[0]
        .shapes
        .iter()
        .filter(|s| matches!(s, Shape::TurnedText { .. }))
        .collect();
    let least = t
        .print
        .service
        .unwrap_or(Service::Kdp)
        .spine_text_min_pages();
    r.check(turned.is_empty() || pages >= least, || {
        format!("spine text on a {pages}-page book; the service allows it from {least} pages")
    });
    r.check(turned.is_empty() != c.spine_text, || {
        format!(
            "spine text drawn: {}, allowed: {}",
            !turned.is_empty(),
            c.spine_text
        )
    });
    let zone = c.spine_rect;
    for s in turned {
        let (x0, y0, x1, y1) = turned_box(s).expect("turned");
        let size = s.text_run().map_or(0.0, |t| t.1);
        r.check(size >= MIN_TEXT_PT - 1e-9, || {
            format!("spine text of {size} pt")
        });
        r.check(
            x0 >= zone.x + SPINE_MARGIN_PT - 0.01
                && x1 <= zone.right() - SPINE_MARGIN_PT + 0.01
                && y0 >= zone.y + COVER_SAFE_PT - 0.01
                && y1 <= zone.bottom() - COVER_SAFE_PT + 0.01,
            || {
                format!(
                    "spine text ({x0:.1},{y0:.1})-({x1:.1},{y1:.1}) not inside the spine {zone:?} with 1/16 in from each fold"
                )
            },
        );
    }
}

fn check_all(name: &str, m: &Made) {
    interior(m).assert_clean(&format!("{name} interior"));
    cover(m).assert_clean(&format!("{name} cover"));
}

/// The preflight of a book made elsewhere (the studio page's downloads):
/// its template's text, its interior and cover bytes. The cover's layout
/// the spine checks read is the command line's for the same template;
/// `qpdf --check` on both files too (qpdf must be installed).
pub(crate) fn check_book_pdfs(name: &str, template: &str, interior_pdf: &[u8], cover_pdf: &[u8]) {
    let t = BookTemplate::from_source(Source {
        file: format!("{name}.toml"),
        text: template.into(),
    })
    .expect("template");
    let _language = documents::locale::enter(t.language);
    let made = documents::make::make_book(t.clone(), None, &|_| {}).expect("book");
    let m = Made {
        t,
        interior: interior_pdf.to_vec(),
        cover_pdf: cover_pdf.to_vec(),
        cover: made.cover.expect("a cover"),
    };
    check_all(name, &m);
    crate::tools::require(&["qpdf"]);
    {
        let dir = tempfile::tempdir().expect("tmp");
        for (what, bytes) in [("interior", interior_pdf), ("cover", cover_pdf)] {
            qpdf_check(dir.path(), name, what, bytes);
        }
    }
}

#[test]
fn shipped_kdp_6x9_passes() {
    check_all("kdp-6x9", shipped("kdp-6x9"));
}

#[test]
fn shipped_ingram_6x9_pdfx_passes() {
    let m = shipped("ingram-6x9-pdfx");
    assert!(m.t.print.pdfx && m.t.print.color_space == ColorSpace::Cmyk);
    check_all("ingram-6x9-pdfx", m);
}

#[test]
fn shipped_paperback_6x9_passes() {
    check_all("paperback-6x9", shipped("paperback-6x9"));
}

#[test]
fn shipped_large_print_passes() {
    check_all("large-print-8.5x11", shipped("large-print-8.5x11"));
}

/// The mixed book: Egyptian Solitaire boards and card deals in one
/// interior, and a card deal on the front of its cover.
#[test]
fn shipped_pyramids_and_pharaohs_passes() {
    let m = shipped("pyramids-and-pharaohs-6x9");
    assert!(
        m.t.sections.iter().any(|s| s.spec.game().name == "cards"),
        "the mixed template has card sections"
    );
    check_all("pyramids-and-pharaohs-6x9", m);
}

const SMALL: &str = r#"title = "Pyramides \u00e9gyptiennes"
subtitle = "Quelques puzzles"
author = "Zo\u00eb Tester"
seed = 5
trim = "6x9"
bleed = true
margins = { top = 0.5, bottom = 0.5, outside = 0.5, inside = 0.5 }
puzzles_per_page = 2
color = true

[[sections]]
grid = "3x4"
tier = "easy"
count = 3
"#;

#[test]
fn the_preflight_catches_rgb_in_a_grey_book_and_odd_boxes() {
    // A colour book checked as if it were grey must fail on colour.
    let mut m = small(SMALL);
    assert_eq!(m.t.print.color_space, ColorSpace::Rgb);
    interior(&m).assert_clean("rgb small");
    m.t.print.color_space = ColorSpace::Gray;
    let r = interior(&m);
    assert!(
        r.0.iter().any(|l| l.contains("colour operator rg")),
        "{:?}",
        r.0
    );
    // Without bleed the boxes of the same PDF are wrong.
    m.t.print.color_space = ColorSpace::Rgb;
    m.t.bleed = false;
    let r = interior(&m);
    assert!(r.0.iter().any(|l| l.contains("MediaBox")), "{:?}", r.0);
}

#[test]
fn cmyk_and_grey_small_books_pass() {
    for (space, extra) in [
        ("cmyk", "pdfx = \"x1a\"\ndate = \"2026-01-02\"\n"),
        ("gray", "service = \"kdp\"\n"),
    ] {
        let color = if space == "gray" { "false" } else { "true" };
        let text = SMALL.replace("color = true", &format!("color = {color}"))
            + &format!("\n[print]\ncolor_space = \"{space}\"\n{extra}");
        let m = small(&text);
        check_all(space, &m);
    }
}

#[test]
#[ignore = "needs poppler-utils"]
fn pdfinfo_reads_title_boxes_and_cover_size() {
    crate::tools::require(&["pdfinfo"]);
    let m = small(SMALL);
    let dir = tempfile::tempdir().expect("tmp");
    let path = dir.path().join("b.pdf");
    std::fs::write(&path, &m.interior).expect("write");
    let out = crate::book_common::run("pdfinfo", &["-box", "-f", "1", "-l", "2"], &path);
    assert!(
        out.contains("Title:           Pyramides \u{e9}gyptiennes"),
        "{out}"
    );
    assert!(out.contains("Author:          Zo\u{eb} Tester"), "{out}");
    assert!(
        out.contains("Page    2 TrimBox:       9.00     9.00   441.00   657.00"),
        "{out}"
    );
    let cover = dir.path().join("c.pdf");
    std::fs::write(&cover, &m.cover_pdf).expect("write");
    let out = crate::book_common::run("pdfinfo", &[], &cover);
    // The full-wrap size: two trims, the spine (pages x 0.002347 in on
    // colour paper) and 0.125 in bleed on each side.
    let w = 2.0 * 432.0 + m.cover.pages as f64 * 0.002347 * 72.0 + 18.0;
    let line = out
        .lines()
        .find(|l| l.starts_with("Page size:"))
        .expect("size line");
    let got: Vec<f64> = line
        .split_whitespace()
        .filter_map(|v| v.parse().ok())
        .collect();
    assert!(
        (got[0] - w).abs() < 0.01 && (got[1] - 666.0).abs() < 0.01,
        "{line}, want {w}"
    );
}

/// A cover for a book of `pages` interior pages of a shipped template (the
/// puzzles drawn on it are the template's own).
fn cover_for_pages(name: &str, pages: usize) -> CoverLayout {
    let m = shipped(name);
    let puzzles = puzzles(&m.t);
    let sample = &puzzles[0][0];
    let front = &puzzles[puzzles.len() - 1][0];
    cover_layout(&m.t, pages, front.as_ref(), sample.as_ref(), &puzzles)
}

#[test]
fn spine_text_follows_the_rule_and_keeps_off_the_folds() {
    // KDP on white paper: 109 pages are too few (0.245 in spine), 110
    // enough for the title and the author at 7 pt.
    for (pages, want) in [(54, false), (109, false), (110, true), (400, true)] {
        let c = cover_for_pages("kdp-6x9", pages);
        assert_eq!(c.spine_text, want, "{pages} pages");
        let m = shipped("kdp-6x9");
        let mut r = Report::default();
        spine_checks(&c, &m.t, pages, &mut r);
        r.assert_clean(&format!("kdp {pages} pages"));
        let lines: Vec<&str> = c.document.pages[0]
            .shapes
            .iter()
            .filter(|s| matches!(s, Shape::TurnedText { .. }))
            .filter_map(|s| s.text_run().map(|t| t.0))
            .collect();
        if want {
            assert_eq!(lines, [m.t.title.as_str(), m.t.author.as_str()]);
        } else {
            assert!(lines.is_empty(), "{lines:?}");
        }
        to_pdf_with(&c.document, &c.options).expect("cover pdf");
    }
    // IngramSpark's thicker colour paper allows it from 91 pages.
    assert!(!cover_for_pages("ingram-6x9-pdfx", 90).spine_text);
    assert!(cover_for_pages("ingram-6x9-pdfx", 91).spine_text);
}

#[test]
fn the_spine_check_catches_text_on_a_fold() {
    let mut c = cover_for_pages("kdp-6x9", 200);
    let m = shipped("kdp-6x9");
    for s in &mut c.document.pages[0].shapes {
        if let Shape::TurnedText { x, .. } = s {
            *x += 6.0;
        }
    }
    let mut r = Report::default();
    spine_checks(&c, &m.t, 200, &mut r);
    assert!(
        r.0.iter().any(|l| l.contains("1/16 in from each fold")),
        "{:?}",
        r.0
    );
    // And spine text on a book the rule leaves plain.
    let mut r = Report::default();
    spine_checks(&c, &m.t, 60, &mut r);
    assert!(r.0.iter().any(|l| l.contains("80 pages")), "{:?}", r.0);
}

#[test]
#[ignore = "needs poppler-utils"]
fn spine_text_prints_inside_the_spine() {
    crate::tools::require(&["pdftoppm"]);
    // The spine of a 300-page KDP book (0.676 in), rendered at 100 dpi:
    // dark text pixels inside the spine, none in the 1/16 in by each fold
    // (the background is light grey), and none on a plain 100-page spine.
    let dir = tempfile::tempdir().expect("tmp");
    let ink = |pages: usize| -> (usize, usize) {
        let c = cover_for_pages("kdp-6x9", pages);
        let bytes = to_pdf_with(&c.document, &c.options).expect("pdf");
        let pdf = dir.path().join(format!("c{pages}.pdf"));
        std::fs::write(&pdf, bytes).expect("write");
        let dpi = 100.0;
        let px = |pt: f64| (pt / 72.0 * dpi).round() as i64;
        let s = c.spine_rect;
        let (x, y, w, h) = (px(s.x), px(s.y), px(s.w), px(s.h));
        let out = dir.path().join(format!("s{pages}"));
        let status = std::process::Command::new("pdftoppm")
            .args([
                "-gray",
                "-r",
                "100",
                "-x",
                &x.to_string(),
                "-y",
                &y.to_string(),
            ])
            .args(["-W", &w.to_string(), "-H", &h.to_string(), "-singlefile"])
            .arg(&pdf)
            .arg(&out)
            .status()
            .expect("pdftoppm");
        assert!(status.success());
        let img = std::fs::read(out.with_extension("pgm")).expect("pgm");
        // Binary PGM: "P5\nW H\n255\n" then one byte a pixel.
        let mut fields = 0;
        let mut at = 0;
        while fields < 4 {
            while img[at].is_ascii_whitespace() {
                at += 1;
            }
            while !img[at].is_ascii_whitespace() {
                at += 1;
            }
            fields += 1;
        }
        let pixels = &img[at + 1..];
        let width = w as usize;
        let edge = (SPINE_MARGIN_PT / 72.0 * dpi).floor() as usize - 1;
        let mut inside = 0;
        let mut by_fold = 0;
        for (i, p) in pixels.iter().enumerate() {
            if *p < 100 {
                let col = i % width;
                if col < edge || col >= width - edge {
                    by_fold += 1;
                } else {
                    inside += 1;
                }
            }
        }
        (inside, by_fold)
    };
    let (inside, by_fold) = ink(300);
    assert!(inside > 200, "{inside} dark pixels on the spine");
    assert_eq!(by_fold, 0);
    assert_eq!(ink(100), (0, 0));
}

#[test]
fn book_writes_interior_and_cover_all_or_nothing() {
    let dir = tempfile::tempdir().expect("tmp");
    std::fs::write(dir.path().join("b.toml"), crate::book_common::SMALL_BOOK).expect("template");
    // An old interior, and a folder where the cover should go.
    std::fs::write(dir.path().join("b.pdf"), b"old interior").expect("old");
    std::fs::create_dir(dir.path().join("b-cover.pdf")).expect("folder");
    let book = || {
        assert_cmd::Command::cargo_bin("pyramid-press")
            .expect("binary")
            .current_dir(dir.path())
            .args(["book", "--quiet", "--template", "b.toml", "-o", "b.pdf"])
            .output()
            .expect("runs")
    };
    let out = book();
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.starts_with("error: ") && err.contains("b-cover.pdf"),
        "{err}"
    );
    // The interior is as it was, and nothing else was left behind.
    let kept = std::fs::read(dir.path().join("b.pdf")).expect("interior");
    assert!(
        kept == b"old interior",
        "the interior was replaced ({} bytes) though the cover failed",
        kept.len()
    );
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .expect("dir")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["b-cover.pdf", "b.pdf", "b.toml"]);
    // With the way clear, both are written.
    std::fs::remove_dir(dir.path().join("b-cover.pdf")).expect("rmdir");
    let out = book();
    assert!(out.status.success(), "{out:?}");
    for f in ["b.pdf", "b-cover.pdf"] {
        let bytes = std::fs::read(dir.path().join(f)).expect("written");
        assert!(bytes.starts_with(b"%PDF-"), "{f}");
    }
}

/// `qpdf --check` on every shipped print template's interior and cover:
/// the cross-reference table, the object and page trees and every stream
/// decode without an error or a warning (qpdf exits 3 on a warning). No
/// free PDF/X validator is packaged for Debian (veraPDF checks PDF/A and
/// PDF/UA, not PDF/X, and is not packaged), so the PDF/X keys are checked
/// by the preflight above and the structure by qpdf.
#[test]
#[ignore = "needs qpdf"]
fn qpdf_finds_no_structural_errors() {
    crate::tools::require(&["qpdf"]);
    let dir = tempfile::tempdir().expect("tmp");
    for name in ["ingram-6x9-pdfx", "kdp-6x9", "pyramids-and-pharaohs-6x9"] {
        let m = shipped(name);
        for (what, bytes) in [("interior", &m.interior), ("cover", &m.cover_pdf)] {
            qpdf_check(dir.path(), name, what, bytes);
        }
    }
}

/// `qpdf --check` passes on one PDF of book `name` (`what`: interior or
/// cover), written into `dir`.
fn qpdf_check(dir: &std::path::Path, name: &str, what: &str, bytes: &[u8]) {
    let path = dir.join(format!("{name}-{what}.pdf"));
    std::fs::write(&path, bytes).expect("write");
    let out = std::process::Command::new("qpdf")
        .arg("--check")
        .arg(&path)
        .output()
        .expect("qpdf runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{name} {what}: {text}{out:?}");
    assert!(
        text.contains("No syntax or stream encoding errors found"),
        "{name} {what}: {text}"
    );
}
