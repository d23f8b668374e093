//! A book template's `[print]` table: the print-on-demand service, paper,
//! colour space, ISBN and price, checked.

use std::ops::Range;

use serde::Deserialize;
use toml::Spanned;

use render::{ColorSpace, PdfDate};

use super::source::*;

/// KDP custom trims: width 4 to 8.5 in, height 6 to 11.69 in.
pub const KDP_TRIM_IN: ((f64, f64), (f64, f64)) = ((4.0, 8.5), (6.0, 11.69));
/// IngramSpark asks for interior content at least 0.5 in from the trim.
pub const INGRAM_MIN_MARGIN_IN: f64 = 0.5;

/// The print service a book is made for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Service {
    /// Amazon KDP paperback.
    Kdp,
    /// IngramSpark (Lightning Source) paperback.
    Ingram,
}

impl Service {
    pub fn name(self) -> &'static str {
        match self {
            Service::Kdp => "KDP",
            Service::Ingram => "IngramSpark",
        }
    }
}

/// Interior paper, which sets the spine width.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PaperStock {
    White,
    Cream,
    Color,
    /// IngramSpark's 38# groundwood (black and white only).
    Groundwood,
}

impl PaperStock {
    pub fn name(self) -> &'static str {
        match self {
            PaperStock::White => "white",
            PaperStock::Cream => "cream",
            PaperStock::Color => "color",
            PaperStock::Groundwood => "groundwood",
        }
    }
}

/// The `[print]` table as written.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct PrintRaw {
    #[serde(default)]
    service: Option<Spanned<String>>,
    #[serde(default)]
    date: Option<Spanned<String>>,
    #[serde(default)]
    isbn: Option<Spanned<String>>,
    #[serde(default)]
    edition: Option<String>,
    #[serde(default)]
    rights: Option<String>,
    #[serde(default)]
    color_space: Option<Spanned<String>>,
    #[serde(default)]
    pdfx: Option<Spanned<String>>,
    #[serde(default)]
    paper: Option<Spanned<String>>,
    #[serde(default)]
    blurb: Option<String>,
    #[serde(default)]
    keywords: Option<String>,
    /// Draw the EAN-13 barcode of the ISBN (see `crate::barcode`).
    #[serde(default)]
    barcode: Option<Spanned<bool>>,
    /// The 5-digit price add-on of the barcode.
    #[serde(default)]
    price_code: Option<Spanned<String>>,
}

/// Checked print settings; a template without `[print]` gets the defaults
/// (no service, colour space from `color`, no PDF/X).
#[derive(Clone, Debug, PartialEq)]
pub struct Print {
    pub service: Option<Service>,
    /// From `date`, else `SOURCE_DATE_EPOCH`; never the clock.
    pub date: Option<PdfDate>,
    /// ISBN as written (hyphens kept), checked.
    pub isbn: Option<String>,
    pub edition: String,
    pub rights: String,
    pub color_space: ColorSpace,
    pub pdfx: bool,
    pub paper: PaperStock,
    pub blurb: String,
    pub keywords: String,
    /// The barcode drawn in the cover's barcode box, if any.
    pub barcode: Option<crate::barcode::Barcode>,
    /// Where `[print]` is, for checks made once the whole template is read.
    pub span: Range<usize>,
    pub(crate) service_span: Range<usize>,
}

/// The rights line when the template gives none.
pub const DEFAULT_RIGHTS: &str = "All rights reserved. No part of this book may be copied or \
     reproduced in any form without the written permission of the publisher, except for short \
     quotations in a review.";

/// Checks an ISBN-10 or ISBN-13 (digits, optional hyphens or spaces, an X
/// check digit for ISBN-10).
pub fn isbn_ok(isbn: &str) -> bool {
    let chars: Vec<char> = isbn.chars().filter(|c| *c != '-' && *c != ' ').collect();
    match chars.len() {
        13 => {
            let Some(d): Option<Vec<u32>> = chars.iter().map(|c| c.to_digit(10)).collect() else {
                return false;
            };
            let sum: u32 = d
                .iter()
                .enumerate()
                .map(|(i, v)| if i % 2 == 0 { *v } else { 3 * v })
                .sum();
            sum.is_multiple_of(10) && (d[..3] == [9, 7, 8] || d[..3] == [9, 7, 9])
        }
        10 => {
            let mut sum = 0;
            for (i, c) in chars.iter().enumerate() {
                let v = match (c.to_digit(10), i) {
                    (Some(v), _) => v,
                    (None, 9) if *c == 'X' || *c == 'x' => 10,
                    _ => return false,
                };
                sum += (10 - i as u32) * v;
            }
            sum.is_multiple_of(11)
        }
        _ => false,
    }
}

impl Print {
    /// Checks the `[print]` table; `color` is the template's colour switch.
    pub(crate) fn from_raw(
        src: &Source,
        raw: Option<Spanned<PrintRaw>>,
        color: bool,
    ) -> Result<Print, TemplateError> {
        let (raw, span) = match raw {
            Some(r) => {
                let span = r.span();
                (r.into_inner(), span)
            }
            None => (PrintRaw::default(), 0..0),
        };
        let service = match &raw.service {
            None => None,
            Some(v) => Some(match one_of(src, v, "service", &["kdp", "ingram"])? {
                "kdp" => Service::Kdp,
                _ => Service::Ingram,
            }),
        };
        let service_span = raw.service.as_ref().map_or(span.clone(), Spanned::span);
        let date = match &raw.date {
            None => PdfDate::from_env_checked().map_err(|why| src.error(span.clone(), why))?,
            Some(v) => {
                let text = v.get_ref().trim();
                let parts: Vec<Option<i64>> = text.split('-').map(|p| p.parse().ok()).collect();
                let parsed = match parts.as_slice() {
                    [Some(y), Some(m), Some(d)] if text.len() == 10 => {
                        PdfDate::from_ymd(*y, *m, *d)
                    }
                    _ => None,
                };
                Some(parsed.ok_or_else(|| {
                    src.error(
                        v.span(),
                        format!(
                            "bad date '{text}': write a real date as \"YYYY-MM-DD\" from 1970-01-01 to 9999-12-31, like \"2026-03-01\""
                        ),
                    )
                })?)
            }
        };
        let isbn = match &raw.isbn {
            None => None,
            Some(v) if isbn_ok(v.get_ref()) => Some(v.get_ref().trim().to_string()),
            Some(v) => {
                return Err(src.error(
                    v.span(),
                    format!(
                        "'{}' is not a valid ISBN: give the 13 digits (or 10) with a correct check digit, hyphens allowed",
                        v.get_ref()
                    ),
                ));
            }
        };
        let pdfx = match &raw.pdfx {
            None => false,
            Some(v) => {
                let got = v.get_ref().trim().to_ascii_lowercase();
                match got.as_str() {
                    "x1a" => true,
                    "none" | "" => false,
                    "x3" | "x4" => {
                        return Err(src.error(
                            v.span(),
                            format!(
                                "pdfx = \"{got}\" is not supported: pyramid-press writes PDF/X-1a:2001 (pdfx = \"x1a\"), the format both services ask for"
                            ),
                        ));
                    }
                    _ => {
                        return Err(src.error(
                            v.span(),
                            format!("unknown pdfx '{}': use \"x1a\" or \"none\"", v.get_ref()),
                        ));
                    }
                }
            }
        };
        let color_space = match &raw.color_space {
            None if !color => ColorSpace::Gray,
            None if pdfx => ColorSpace::Cmyk,
            None => ColorSpace::Rgb,
            Some(v) => match one_of(src, v, "color_space", &["gray", "grey", "rgb", "cmyk"])? {
                "gray" | "grey" if color => {
                    return Err(src.error(
                        v.span(),
                        "color_space = \"gray\" prints in black and white, but the template has \
                         color = true: set color = false, or use \"rgb\" or \"cmyk\"",
                    ));
                }
                "gray" | "grey" => ColorSpace::Gray,
                "rgb" => ColorSpace::Rgb,
                _ => ColorSpace::Cmyk,
            },
        };
        if pdfx && color_space == ColorSpace::Rgb {
            let at = raw.color_space.as_ref().map_or(span.clone(), Spanned::span);
            return Err(src.error(
                at,
                "PDF/X-1a allows no RGB colour: use color_space = \"cmyk\" (or \"gray\" for black and white)",
            ));
        }
        if pdfx && date.is_none() {
            let at = raw.pdfx.as_ref().map_or(span.clone(), Spanned::span);
            return Err(src.error(
                at,
                "PDF/X needs a creation date: add date = \"YYYY-MM-DD\" to [print], or set SOURCE_DATE_EPOCH",
            ));
        }
        let paper = match &raw.paper {
            None if color_space == ColorSpace::Gray => PaperStock::White,
            None => PaperStock::Color,
            Some(v) => match one_of(
                src,
                v,
                "paper",
                &["white", "cream", "color", "colour", "groundwood"],
            )? {
                "white" => PaperStock::White,
                "cream" | "groundwood" if color_space != ColorSpace::Gray => {
                    return Err(src.error(
                        v.span(),
                        format!(
                            "{} paper is for black-and-white interiors: use paper = \"white\" or \"color\", or set color = false",
                            v.get_ref().trim()
                        ),
                    ));
                }
                "groundwood" if service != Some(Service::Ingram) => {
                    return Err(src.error(
                        v.span(),
                        "groundwood paper is an IngramSpark stock: set service = \"ingram\", or use paper = \"white\" or \"cream\"",
                    ));
                }
                "cream" => PaperStock::Cream,
                "groundwood" => PaperStock::Groundwood,
                _ => PaperStock::Color,
            },
        };
        let barcode = crate::barcode::Barcode::from_template(
            raw.isbn.as_ref(),
            service == Some(Service::Ingram),
            raw.barcode.as_ref(),
            raw.price_code.as_ref(),
        )
        .map_err(|(at, m)| src.error(at, m))?;
        Ok(Print {
            barcode,
            service,
            date,
            isbn,
            edition: raw.edition.unwrap_or_default(),
            rights: raw.rights.unwrap_or_else(|| DEFAULT_RIGHTS.to_string()),
            color_space,
            pdfx,
            paper,
            blurb: raw.blurb.unwrap_or_default(),
            keywords: raw.keywords.unwrap_or_default(),
            span,
            service_span,
        })
    }
}
