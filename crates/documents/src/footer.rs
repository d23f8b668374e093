//! The footer of a sheet's pages: what it is on the left, the page number
//! on the right (daily sheets, puzzle and deal sheets, single pages).

use render::file::MARGIN;
use render::text::{fit_size, measure};
use render::{Align, Color, Page, Shape, Weight};

/// Adds a footer to every page: `label` on the left, `page i of n` on the
/// right, in the lower margin.
pub fn add_footers(pages: &mut [Page], label: &str) {
    let n = pages.len();
    for (i, page) in pages.iter_mut().enumerate() {
        let y = page.height - MARGIN + 16.0;
        let number = crate::tr!("footer-page", n = i + 1, total = n);
        let right = page.width - MARGIN;
        let size = 8.0;
        let room = (right - MARGIN) - measure(&number, size, Weight::Regular) - 12.0;
        let label_size = fit_size(label, Weight::Regular, size, room.max(1.0));
        for (x, align, s, text) in [
            (MARGIN, Align::Left, label_size, label.to_string()),
            (right, Align::Right, size, number),
        ] {
            page.shapes.push(Shape::Text {
                x,
                y,
                size: s,
                weight: Weight::Regular,
                align,
                color: Color::grey(80),
                text,
            });
        }
    }
}
