//! PNG pictures of pages, for previews (store listings, link previews).
//!
//! A page is drawn by the SVG backend and that SVG is rasterised by
//! `resvg` with the project's own fonts (never the system's), so a picture
//! shows exactly what the SVG and PDF of the same page show, and the same
//! page always gives the same bytes.

use std::sync::Arc;

use resvg::tiny_skia::{Color as SkColor, Pixmap, Transform};
use resvg::usvg::{self, fontdb};
use thiserror::Error;

use crate::Page;
use crate::text::{BOLD_TTF, FAMILY, REGULAR_TTF};

/// The longest side a picture may have, in pixels: 12,000 px is 40 in at
/// 300 dpi, more than any cover, and keeps one picture under 600 MB.
pub const MAX_SIDE_PX: u32 = 12_000;

/// Why a picture could not be made.
#[derive(Debug, Error, PartialEq)]
pub enum PngError {
    /// The requested size is zero or above [`MAX_SIDE_PX`].
    #[error("a picture's long side must be 1 to {max} px, not {asked}")]
    Size { asked: u32, max: u32 },
    /// The page has no area.
    #[error("the page has no area to draw")]
    Empty,
    /// The SVG could not be read back (a bug of the SVG backend).
    #[error("the page's SVG could not be read: {0}")]
    Svg(String),
    /// The pixels could not be encoded.
    #[error("the picture could not be encoded as PNG: {0}")]
    Encode(String),
}

/// The options every picture is drawn with: the embedded fonts only.
fn options() -> usvg::Options<'static> {
    let mut db = fontdb::Database::new();
    db.load_font_data(REGULAR_TTF.to_vec());
    db.load_font_data(BOLD_TTF.to_vec());
    db.set_sans_serif_family(FAMILY);
    usvg::Options {
        fontdb: Arc::new(db),
        ..usvg::Options::default()
    }
}

/// Draws a page as a PNG whose longer side is `long_side_px` pixels, on
/// white.
pub fn page_to_png(page: &Page, long_side_px: u32) -> Result<Vec<u8>, PngError> {
    svg_to_png(&crate::svg::to_svg(page), long_side_px)
}

/// Rasterises an SVG document (as the SVG backend writes them) to a PNG
/// whose longer side is `long_side_px` pixels, on white.
pub fn svg_to_png(svg: &str, long_side_px: u32) -> Result<Vec<u8>, PngError> {
    if long_side_px == 0 || long_side_px > MAX_SIDE_PX {
        return Err(PngError::Size {
            asked: long_side_px,
            max: MAX_SIDE_PX,
        });
    }
    let tree = usvg::Tree::from_str(svg, &options()).map_err(|e| PngError::Svg(e.to_string()))?;
    let size = tree.size();
    let long = size.width().max(size.height());
    if long <= 0.0 || !long.is_finite() {
        return Err(PngError::Empty);
    }
    let scale = long_side_px as f32 / long;
    let w = ((size.width() * scale).round() as u32).max(1);
    let h = ((size.height() * scale).round() as u32).max(1);
    let mut pixmap = Pixmap::new(w, h).ok_or(PngError::Empty)?;
    pixmap.fill(SkColor::WHITE);
    resvg::render(
        &tree,
        Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    pixmap
        .encode_png()
        .map_err(|e| PngError::Encode(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Color, Paper, Shape, Weight};

    fn page() -> Page {
        let mut page = Page::new(Paper::Letter);
        page.shapes.push(Shape::Rect {
            x: 72.0,
            y: 72.0,
            w: 144.0,
            h: 72.0,
            fill: Some(Color::BLACK),
            stroke: None,
        });
        page.shapes.push(Shape::Text {
            x: 72.0,
            y: 300.0,
            size: 24.0,
            weight: Weight::Bold,
            align: crate::Align::Left,
            text: "Hello".into(),
            color: Color::BLACK,
        });
        page
    }

    /// Decodes the PNG's size from its IHDR chunk.
    fn size(png: &[u8]) -> (u32, u32) {
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
        let w = u32::from_be_bytes(png[16..20].try_into().unwrap());
        let h = u32::from_be_bytes(png[20..24].try_into().unwrap());
        (w, h)
    }

    #[test]
    fn long_side_is_as_asked_and_output_repeats() {
        let a = page_to_png(&page(), 1100).unwrap();
        // Letter is 8.5 x 11 in: 1100 px tall, 850 wide.
        assert_eq!(size(&a), (850, 1100));
        assert_eq!(a, page_to_png(&page(), 1100).unwrap());
    }

    #[test]
    fn sizes_out_of_range_are_refused() {
        assert_eq!(
            page_to_png(&page(), 0),
            Err(PngError::Size {
                asked: 0,
                max: MAX_SIDE_PX
            })
        );
        assert!(matches!(
            page_to_png(&page(), MAX_SIDE_PX + 1),
            Err(PngError::Size { .. })
        ));
    }

    #[test]
    fn text_and_shapes_are_drawn() {
        // A picture with the rectangle and the text differs from a blank page's.
        let blank = page_to_png(&Page::new(Paper::Letter), 300).unwrap();
        let drawn = page_to_png(&page(), 300).unwrap();
        assert_ne!(blank, drawn);
        let mut text_only = page();
        text_only.shapes.remove(0);
        assert_ne!(page_to_png(&text_only, 300).unwrap(), blank);
    }
}
