//! The book's EAN-13 barcode ("Bookland"): the ISBN-13 as bars, with its
//! digits under them, the ISBN line above and an optional 5-digit price
//! add-on, drawn as vector rectangles in the cover's barcode box.
//!
//! The bars come from the `barcoders` crate (EAN-13 and the EAN-5
//! supplement); this module sizes and places them: the standard module of
//! 0.33 mm at 100% magnification, reduced (never under 80%) only as far
//! as the box needs, with the quiet zones of the standard (11 modules
//! left of the symbol, 7 right of it, or 7 to 12 before an add-on and 5
//! after it) inside the box's white ground. Bars and digits are pure
//! black, which the PDF backend writes as K only on a CMYK cover.

use toml::Spanned;

use render::text::{CAP_HEIGHT, fit_size};
use render::{Align, Color, Rect, Shape, Weight};

/// The module (narrowest bar) at 100% magnification, in millimetres.
pub const MODULE_MM: f64 = 0.33;
/// The least magnification the standard allows.
pub const MIN_MAGNIFICATION: f64 = 0.8;
/// Quiet zone left of an EAN-13 symbol, in modules.
pub const LEFT_QUIET: usize = 11;
/// Quiet zone right of an EAN-13 symbol without an add-on, in modules.
pub const RIGHT_QUIET: usize = 7;
/// Space between the symbol and its add-on, in modules (the standard
/// allows 7 to 12).
pub const ADDON_GAP: usize = 9;
/// Quiet zone right of an add-on, in modules.
pub const ADDON_QUIET: usize = 5;
/// Modules of an EAN-13 symbol (guards included).
pub const EAN13_MODULES: usize = 95;
/// Modules of a 5-digit add-on.
pub const ADDON_MODULES: usize = 47;
/// Points per millimetre.
const PT_PER_MM: f64 = 72.0 / 25.4;

/// A checked barcode: the ISBN-13's digits, the ISBN as written for the
/// line above the bars, and the price add-on.
#[derive(Clone, Debug, PartialEq)]
pub struct Barcode {
    /// The 13 digits.
    pub digits: String,
    /// The ISBN as the template writes it (hyphens kept).
    pub isbn: String,
    /// The 5 digits of the price add-on.
    pub price: Option<String>,
}

/// Where and how large a barcode was drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct Drawn {
    /// The module's width in points.
    pub module_pt: f64,
    /// The magnification (1.0 = 100%).
    pub magnification: f64,
    /// The bars' area, quiet zones excluded.
    pub bars: Rect,
}

/// The check digit of the first 12 digits of an EAN-13.
fn ean_check(d: &[u32]) -> u32 {
    let sum: u32 = d
        .iter()
        .take(12)
        .enumerate()
        .map(|(i, v)| if i % 2 == 0 { *v } else { 3 * v })
        .sum();
    (10 - sum % 10) % 10
}

/// Why an ISBN or a price code cannot make a barcode.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BarcodeError {
    #[error(
        "the barcode needs a 13-digit ISBN, and '{isbn}' is an ISBN-10: give its ISBN-13 ({isbn13})"
    )]
    Isbn10 { isbn: String, isbn13: String },
    #[error("'{isbn}' is not an ISBN-13: the barcode needs 13 digits (hyphens allowed)")]
    NotThirteen { isbn: String },
    #[error(
        "'{isbn}' has a wrong check digit: an ISBN ending in {valid} would be valid; check the number"
    )]
    CheckDigit { isbn: String, valid: u32 },
    #[error("'{isbn}' is not an ISBN: an ISBN-13 starts with 978 or 979")]
    NotIsbn { isbn: String },
    #[error(
        "price_code '{price}' is not 5 digits: write the price add-on like \"51299\" ($12.99) or \"90000\" (no price given)"
    )]
    Price { price: String },
}

impl Barcode {
    /// A barcode of `isbn` (13 digits, hyphens or spaces allowed, the
    /// check digit checked) with an optional 5-digit price code.
    pub fn new(isbn: &str, price: Option<&str>) -> Result<Barcode, BarcodeError> {
        let digits: String = isbn.chars().filter(|c| *c != '-' && *c != ' ').collect();
        let values: Option<Vec<u32>> = digits.chars().map(|c| c.to_digit(10)).collect();
        let isbn10 = digits.len() == 10
            && digits.is_ascii()
            && digits[..9].bytes().all(|b| b.is_ascii_digit())
            && digits[9..]
                .chars()
                .all(|c| c.is_ascii_digit() || c == 'X' || c == 'x');
        if isbn10 {
            return Err(BarcodeError::Isbn10 {
                isbn: isbn.to_string(),
                isbn13: isbn13_of(&digits),
            });
        }
        let values = match values {
            Some(v) if v.len() == 13 => v,
            _ => {
                return Err(BarcodeError::NotThirteen {
                    isbn: isbn.to_string(),
                });
            }
        };
        if ean_check(&values) != values[12] {
            return Err(BarcodeError::CheckDigit {
                isbn: isbn.to_string(),
                valid: ean_check(&values),
            });
        }
        if values[..3] != [9, 7, 8] && values[..3] != [9, 7, 9] {
            return Err(BarcodeError::NotIsbn {
                isbn: isbn.to_string(),
            });
        }
        let price = match price {
            None => None,
            Some(p) => {
                let p = p.trim();
                if p.len() != 5 || !p.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(BarcodeError::Price {
                        price: p.to_string(),
                    });
                }
                Some(p.to_string())
            }
        };
        Ok(Barcode {
            digits,
            isbn: isbn.trim().to_string(),
            price,
        })
    }

    /// The `[print]` table's barcode: drawn when `barcode = true`, or by
    /// default for IngramSpark when the template has an ISBN (KDP prints
    /// its own barcode, so a KDP cover keeps the box blank unless asked).
    /// `ingram`: the book is for IngramSpark. An error comes with the
    /// bytes of the template it is about.
    pub(crate) fn from_template(
        isbn: Option<&Spanned<String>>,
        ingram: bool,
        switch: Option<&Spanned<bool>>,
        price: Option<&Spanned<String>>,
    ) -> Result<Option<Barcode>, (std::ops::Range<usize>, String)> {
        let on = switch.map_or(ingram, |s| *s.get_ref());
        if !on {
            if let Some(p) = price {
                return Err((
                    p.span(),
                    "price_code is the barcode's add-on, and this cover has no barcode: add \
                     barcode = true to [print], or remove price_code"
                        .into(),
                ));
            }
            return Ok(None);
        }
        let Some(isbn) = isbn else {
            if let (Some(s), true) = (switch, switch.is_some_and(|s| *s.get_ref())) {
                return Err((
                    s.span(),
                    "barcode = true needs the book's ISBN: add isbn = \"978-...\" to [print]"
                        .into(),
                ));
            }
            if let Some(p) = price {
                return Err((
                    p.span(),
                    "price_code is the barcode's add-on, and a barcode needs the book's ISBN: \
                     add isbn = \"978-...\" to [print]"
                        .into(),
                ));
            }
            return Ok(None);
        };
        Barcode::new(isbn.get_ref(), price.map(|p| p.get_ref().as_str()))
            .map(Some)
            .map_err(|why| {
                let at = match (price, &why) {
                    (Some(p), BarcodeError::Price { .. }) => p.span(),
                    _ => isbn.span(),
                };
                (at, why.to_string())
            })
    }

    /// The main symbol's modules (1 a bar, 0 a space), 95 of them.
    pub fn modules(&self) -> Vec<u8> {
        barcoders::sym::ean13::EAN13::new(&self.digits[..12])
            .map(|b| b.encode())
            .unwrap_or_default()
    }

    /// The add-on's modules, 47 of them, if there is a price code.
    pub fn addon_modules(&self) -> Option<Vec<u8>> {
        let p = self.price.as_ref()?;
        barcoders::sym::ean_supp::EANSUPP::new(p)
            .ok()
            .map(|b| b.encode())
    }

    /// Modules across the whole barcode, quiet zones included.
    pub fn width_modules(&self) -> usize {
        LEFT_QUIET
            + EAN13_MODULES
            + if self.price.is_some() {
                ADDON_GAP + ADDON_MODULES + ADDON_QUIET
            } else {
                RIGHT_QUIET
            }
    }

    /// Draws the barcode in `area` (a white box): the ISBN line, the bars
    /// at the largest magnification up to 100% the width allows (at least
    /// 80%), the digits under them, and the add-on with its digits above
    /// it. `None` when the box is too narrow for 80%.
    pub fn draw(&self, out: &mut Vec<Shape>, area: Rect) -> Option<Drawn> {
        let full = MODULE_MM * PT_PER_MM;
        let across = self.width_modules() as f64;
        // Whole percents, so the same box always gives the same bars.
        let fit = ((area.w / (across * full)) * 100.0).floor() / 100.0;
        let magnification = fit.min(1.0);
        if magnification < MIN_MAGNIFICATION {
            return None;
        }
        let m = full * magnification;
        let x0 = area.x + (area.w - across * m) / 2.0 + LEFT_QUIET as f64 * m;
        let ink = Color::BLACK;
        // The digits: about 2.75 mm high at 100% where they fit their
        // 7-module places.
        let digit = fit_size("0", Weight::Regular, 9.0, 7.0 * m * 0.95)
            .min(2.75 * PT_PER_MM * magnification / CAP_HEIGHT)
            .max(7.0);
        let line_size = 8.0f64.max(7.0);
        let pad = 3.0;
        let top = area.y + pad;
        let isbn_line = format!("ISBN {}", self.isbn);
        let isbn_size = fit_size(
            &isbn_line,
            Weight::Regular,
            line_size,
            EAN13_MODULES as f64 * m,
        )
        .max(7.0);
        out.push(Shape::Text {
            x: x0 + EAN13_MODULES as f64 * m / 2.0,
            y: top + isbn_size * CAP_HEIGHT,
            size: isbn_size,
            weight: Weight::Regular,
            align: Align::Center,
            color: ink,
            text: isbn_line,
        });
        let bars_top = top + isbn_size * CAP_HEIGHT + 4.0;
        let guard_extra = 5.0 * m;
        // Bars end above the digits; guard bars run on between them.
        let bars_bottom = area.bottom() - pad - digit * CAP_HEIGHT - 2.0 - guard_extra / 2.0;
        let modules = self.modules();
        let guards = |i: usize| i < 3 || (45..50).contains(&i) || i >= 92;
        bars(out, &modules, x0, m, |i| {
            let bottom = if guards(i) {
                bars_bottom + guard_extra
            } else {
                bars_bottom
            };
            (bars_top, bottom)
        });
        // The digits under the bars: the first left of the symbol, then
        // six under each half.
        let d: Vec<String> = self.digits.chars().map(String::from).collect();
        let base = bars_bottom + 2.0 + digit * CAP_HEIGHT;
        let mut text = |x: f64, y: f64, s: &str, align: Align| {
            out.push(Shape::Text {
                x,
                y,
                size: digit,
                weight: Weight::Regular,
                align,
                color: ink,
                text: s.to_string(),
            })
        };
        text(x0 - 2.0 * m, base, &d[0], Align::Right);
        for k in 0..6 {
            text(
                x0 + (3.0 + 7.0 * k as f64 + 3.5) * m,
                base,
                &d[1 + k],
                Align::Center,
            );
            text(
                x0 + (50.0 + 7.0 * k as f64 + 3.5) * m,
                base,
                &d[7 + k],
                Align::Center,
            );
        }
        // The add-on: its digits above its bars, its bars down to the
        // symbol's.
        if let (Some(addon), Some(price)) = (self.addon_modules(), &self.price) {
            let ax = x0 + (EAN13_MODULES + ADDON_GAP) as f64 * m;
            let abase = bars_top + digit * CAP_HEIGHT;
            for (k, c) in price.chars().enumerate() {
                out.push(Shape::Text {
                    x: ax + (4.0 + 9.0 * k as f64 + 3.5) * m,
                    y: abase,
                    size: digit,
                    weight: Weight::Regular,
                    align: Align::Center,
                    color: ink,
                    text: c.to_string(),
                });
            }
            let atop = abase + 3.0;
            bars(out, &addon, ax, m, |_| (atop, bars_bottom + guard_extra));
        }
        Some(Drawn {
            module_pt: m,
            magnification,
            bars: Rect::new(
                x0,
                bars_top,
                EAN13_MODULES as f64 * m,
                bars_bottom + guard_extra - bars_top,
            ),
        })
    }
}

/// Black rectangles for the runs of 1s in `modules`, from `x0`, each
/// module `m` wide; `span(i)` gives the top and bottom of a run starting
/// at module `i`.
fn bars(out: &mut Vec<Shape>, modules: &[u8], x0: f64, m: f64, span: impl Fn(usize) -> (f64, f64)) {
    let mut i = 0;
    while i < modules.len() {
        if modules[i] == 0 {
            i += 1;
            continue;
        }
        let start = i;
        while i < modules.len() && modules[i] == 1 {
            i += 1;
        }
        let (top, bottom) = span(start);
        out.push(Shape::Rect {
            x: x0 + start as f64 * m,
            y: top,
            w: (i - start) as f64 * m,
            h: bottom - top,
            fill: Some(Color::BLACK),
            stroke: None,
        });
    }
}

/// The ISBN-13 of an ISBN-10's digits (978, the first nine, a new check
/// digit), hyphenless.
fn isbn13_of(isbn10: &str) -> String {
    let mut d: Vec<u32> = vec![9, 7, 8];
    d.extend(isbn10.chars().take(9).filter_map(|c| c.to_digit(10)));
    let check = ean_check(&d);
    d.push(check);
    d.iter()
        .map(|v| char::from_digit(*v, 10).unwrap_or('0'))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// EAN-13 left-half patterns (L and G codes) and right-half (R codes)
    /// from the standard's tables, and the parity of the first digit.
    const L: [&str; 10] = [
        "0001101", "0011001", "0010011", "0111101", "0100011", "0110001", "0101111", "0111011",
        "0110111", "0001011",
    ];
    const PARITY: [&str; 10] = [
        "LLLLLL", "LLGLGG", "LLGGLG", "LLGGGL", "LGLLGG", "LGGLLG", "LGGGLL", "LGLGLG", "LGLGGL",
        "LGGLGL",
    ];

    fn r(d: usize) -> String {
        L[d].chars()
            .map(|c| if c == '0' { '1' } else { '0' })
            .collect()
    }

    fn g(d: usize) -> String {
        r(d).chars().rev().collect()
    }

    /// The symbol of 13 digits by the standard's tables, independently of
    /// the crate.
    fn by_table(digits: &str) -> String {
        let d: Vec<usize> = digits
            .chars()
            .map(|c| c.to_digit(10).unwrap() as usize)
            .collect();
        let mut s = String::from("101");
        for (k, p) in PARITY[d[0]].chars().enumerate() {
            s += &if p == 'L' {
                L[d[1 + k]].to_string()
            } else {
                g(d[1 + k])
            };
        }
        s += "01010";
        for v in &d[7..13] {
            s += &r(*v);
        }
        s + "101"
    }

    fn text(m: &[u8]) -> String {
        m.iter().map(|b| if *b == 1 { '1' } else { '0' }).collect()
    }

    #[test]
    fn bars_match_the_standard_tables() {
        for isbn in [
            "9780306406157",
            "9791234567896",
            "9780000000002",
            "9789999999991",
        ] {
            let b = Barcode::new(isbn, None).expect(isbn);
            assert_eq!(text(&b.modules()), by_table(isbn), "{isbn}");
            assert_eq!(b.modules().len(), EAN13_MODULES);
        }
    }

    #[test]
    fn addon_matches_the_standard() {
        // The add-on's digits are read back by zbarimg in the integration
        // test (tests/it/series.rs); here its length, start pattern and
        // separators.
        let b = Barcode::new("978-0-306-40615-7", Some("90000")).expect("ok");
        let a = b.addon_modules().expect("add-on");
        assert_eq!(a.len(), ADDON_MODULES);
        assert_eq!(text(&a[..4]), "1011");
        // Separators "01" between the five digits.
        for k in 0..4 {
            let at = 4 + 7 * (k + 1) + 2 * k;
            assert_eq!(text(&a[at..at + 2]), "01", "separator {k}");
        }
    }

    #[test]
    fn isbns_are_checked() {
        assert!(Barcode::new("978-0-306-40615-7", None).is_ok());
        let e = Barcode::new("978-0-306-40615-6", None)
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("check digit") && e.contains("ending in 7"),
            "{e}"
        );
        let e = Barcode::new("0-306-40615-2", None).unwrap_err().to_string();
        assert!(e.contains("ISBN-10") && e.contains("9780306406157"), "{e}");
        let e = Barcode::new("4006381333931", None).unwrap_err().to_string();
        assert!(e.contains("978 or 979"), "{e}");
        let e = Barcode::new("978030640615", None).unwrap_err().to_string();
        assert!(e.contains("not an ISBN-13"), "{e}");
        let e = Barcode::new("9780306406157", Some("5099"))
            .unwrap_err()
            .to_string();
        assert!(e.contains("5 digits"), "{e}");
    }

    #[test]
    fn drawn_at_the_standard_module_or_a_little_less() {
        let area = Rect::new(0.0, 0.0, 144.0, 86.4);
        let mut out = Vec::new();
        let plain = Barcode::new("9780306406157", None)
            .unwrap()
            .draw(&mut out, area)
            .expect("fits");
        assert_eq!(plain.magnification, 1.0);
        assert!((plain.module_pt - 0.33 * 72.0 / 25.4).abs() < 1e-9);
        let mut out = Vec::new();
        let priced = Barcode::new("9780306406157", Some("90000"))
            .unwrap()
            .draw(&mut out, area)
            .expect("fits");
        assert!(
            (0.8..1.0).contains(&priced.magnification),
            "{}",
            priced.magnification
        );
        // Every bar is black and inside the box.
        for s in &out {
            if let Shape::Rect {
                x, y, w, h, fill, ..
            } = s
            {
                assert_eq!(*fill, Some(Color::BLACK));
                assert!(
                    *x >= area.x && x + w <= area.right() && *y >= area.y && y + h <= area.bottom()
                );
            }
        }
        let mut out = Vec::new();
        assert!(
            Barcode::new("9780306406157", Some("90000"))
                .unwrap()
                .draw(&mut out, Rect::new(0.0, 0.0, 100.0, 86.4))
                .is_none()
        );
    }
}
