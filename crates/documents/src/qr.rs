//! QR codes drawn as vector squares through the page model, so that they
//! print as sharply as the text beside them in PDF and SVG alike. The
//! modules come from the `qrcode` crate (error correction level M: a
//! smudged or creased code still reads); this file only lays them out.

use qrcode::{EcLevel, QrCode};
use render::{Color, Shape, Tag};

/// Light modules every QR code keeps on each side (the quiet zone the QR
/// standard asks for, so a scanner finds the code's edges).
pub const QUIET_ZONE: usize = 4;
/// Smallest printed side of a code with its quiet zone: 0.6 in.
pub const MIN_SIDE_PT: f64 = 0.6 * 72.0;
/// Smallest printed module: 1.1 pt (0.39 mm), which a phone reads from
/// about 15 cm and a 200 dpi scan resolves in three pixels.
pub const MIN_MODULE_PT: f64 = 1.1;

/// A text too long for any QR code.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a text of {0} bytes is too long for a QR code")]
pub struct QrTooLong(pub usize);

/// The modules of one QR code and the text it holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Qr {
    text: String,
    /// Modules a side, without the quiet zone.
    width: usize,
    /// Dark modules, row by row from the top.
    dark: Vec<bool>,
}

impl Qr {
    /// The code of `text` (error correction level M, the smallest version
    /// that holds it).
    pub fn new(text: &str) -> Result<Qr, QrTooLong> {
        let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M)
            .map_err(|_| QrTooLong(text.len()))?;
        Ok(Qr {
            text: text.to_string(),
            width: code.width(),
            dark: code
                .to_colors()
                .into_iter()
                .map(|c| c == qrcode::Color::Dark)
                .collect(),
        })
    }

    /// The text the code holds.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Modules a side with the quiet zone.
    pub fn modules(&self) -> usize {
        self.width + 2 * QUIET_ZONE
    }

    /// The side it is printed at, quiet zone included: 0.6 in, or more when
    /// its modules would be smaller than [`MIN_MODULE_PT`].
    pub fn side(&self) -> f64 {
        MIN_SIDE_PT.max(self.modules() as f64 * MIN_MODULE_PT)
    }
}

/// Draws `qr` as a square of side `side` (quiet zone included) with its
/// top-left corner at (`x`, `y`): a white square, then each run of dark
/// modules in a row as one black rectangle. The shapes form one group of
/// class `qr` whose `data-text` is the encoded text (between a
/// [`Shape::Begin`] and its [`Shape::End`]).
pub fn draw_qr(qr: &Qr, x: f64, y: f64, side: f64) -> Vec<Shape> {
    let m = side / qr.modules() as f64;
    let mut shapes = vec![
        Shape::Begin(Tag::new("qr").data("text", &qr.text)),
        Shape::Rect {
            x,
            y,
            w: side,
            h: side,
            fill: Some(Color::WHITE),
            stroke: None,
        },
    ];
    let q = QUIET_ZONE as f64;
    for row in 0..qr.width {
        let cells = &qr.dark[row * qr.width..(row + 1) * qr.width];
        let mut col = 0;
        while col < qr.width {
            if !cells[col] {
                col += 1;
                continue;
            }
            let run = cells[col..].iter().take_while(|d| **d).count();
            shapes.push(Shape::Rect {
                x: x + (q + col as f64) * m,
                y: y + (q + row as f64) * m,
                w: run as f64 * m,
                h: m,
                fill: Some(Color::BLACK),
                stroke: None,
            });
            col += run;
        }
    }
    shapes.push(Shape::End);
    shapes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_is_drawn_inside_its_square_with_its_text() {
        let qr = Qr::new("https://example.com/play.html#P34S-9H240-0H0-Z").expect("code");
        assert!(qr.side() >= MIN_SIDE_PT);
        let all = draw_qr(&qr, 10.0, 20.0, qr.side());
        let (Some(Shape::Begin(tag)), Some(Shape::End)) = (all.first(), all.last()) else {
            panic!("not a group");
        };
        assert_eq!(tag.class, "qr");
        assert_eq!(tag.get("text"), Some(qr.text()));
        let shapes = &all[1..all.len() - 1];
        let b = shapes[0].bounds();
        assert!((b.x - 10.0).abs() < 1e-9 && (b.w - qr.side()).abs() < 1e-9);
        // The quiet zone stays light: no dark module within 4 modules of
        // the edge.
        let m = qr.side() / qr.modules() as f64;
        for s in &shapes[1..] {
            let r = s.bounds();
            assert!(r.x >= 10.0 + 4.0 * m - 1e-9 && r.right() <= 10.0 + qr.side() - 4.0 * m + 1e-9);
        }
        // Dark modules drawn are the code's own.
        let dark: f64 = shapes[1..].iter().map(|s| s.bounds().w / m).sum();
        let want = qr.dark.iter().filter(|d| **d).count() as f64;
        assert!((dark - want).abs() < 1e-6);
    }

    #[test]
    fn long_texts_grow_the_code_and_huge_ones_are_refused() {
        let short = Qr::new("https://a.io/play.html#pyramid-7").expect("code");
        let long =
            Qr::new(&format!("https://a.io/play.html#{}", "AC%20".repeat(52))).expect("code");
        assert!(long.side() > short.side());
        assert_eq!(Qr::new(&"x".repeat(5000)), Err(QrTooLong(5000)));
    }
}
