//! Pictures for a store listing (`book --preview DIR`): PNGs of the front
//! cover, the full cover and five sample interior pages (the title page,
//! the first page of the rules, the first page of puzzles, the first page
//! of solutions and the contents), drawn by `render::png` from the very
//! pages the PDFs are made of, so they show exactly what prints.

use crate::book::BookLayout;
use crate::cover::CoverLayout;
use render::png::{PngError, page_to_png};
use render::{Document, Page};

/// The long side of the front cover's picture, in pixels: what stores ask
/// for at least (Amazon: 1,600 px on the long side for zoom).
pub const FRONT_PX: u32 = 2_560;
/// The long side of the full cover's picture.
pub const FULL_COVER_PX: u32 = 3_200;
/// The long side of each interior page's picture.
pub const PAGE_PX: u32 = 1_600;

/// One picture: its file name and its PNG bytes.
#[derive(Clone, Debug, PartialEq)]
pub struct Picture {
    pub name: &'static str,
    pub png: Vec<u8>,
}

/// The front panel of a cover as a page of its own: the front's trim box,
/// everything else cut away.
pub fn front_page(cover: &CoverLayout) -> Page {
    let f = cover.front;
    let page = &cover.document.pages[0];
    Page {
        width: f.w,
        height: f.h,
        shapes: page.shapes.iter().map(|s| s.shifted(-f.x, -f.y)).collect(),
    }
}

/// A page cut to a box (its trim box): what a reader of the printed book
/// sees, without the bleed a printer cuts off.
fn cut_to(page: &Page, trim: render::Rect) -> Page {
    Page {
        width: trim.w,
        height: trim.h,
        shapes: page
            .shapes
            .iter()
            .map(|s| s.shifted(-trim.x, -trim.y))
            .collect(),
    }
}

/// The whole cover cut to its trim box (no bleed).
pub fn full_cover(cover: &CoverLayout) -> Page {
    let page = &cover.document.pages[0];
    match cover.options.boxes.first() {
        Some(b) => cut_to(page, b.trim),
        None => page.clone(),
    }
}

/// The interior pages shown in a preview, by name, and their numbers
/// (from 1) in `layout`: the title page, the first page of the rules,
/// the first puzzle page, the first solution page, the contents.
pub fn sample_pages(layout: &BookLayout) -> Vec<(&'static str, usize)> {
    let rules = layout
        .toc
        .first()
        .map_or(layout.contents_page + 1, |e| e.page);
    vec![
        ("title.png", 1),
        ("how-to-play.png", rules),
        (
            "puzzles.png",
            layout.puzzle_pages.first().copied().unwrap_or(1),
        ),
        (
            "solutions.png",
            layout.solution_pages.first().copied().unwrap_or(1),
        ),
        ("contents.png", layout.contents_page),
    ]
}

/// The pictures of a book: `interior` is the printed interior (the pages
/// of `layout`, padded for print), `cover` its cover.
pub fn pictures(
    interior: &Document,
    layout: &BookLayout,
    cover: &CoverLayout,
) -> Result<Vec<Picture>, PngError> {
    let mut out = vec![
        Picture {
            name: "front-cover.png",
            png: page_to_png(&front_page(cover), FRONT_PX)?,
        },
        Picture {
            name: "full-cover.png",
            png: page_to_png(&full_cover(cover), FULL_COVER_PX)?,
        },
    ];
    let bleed = layout.frame.bleed_y;
    for (name, n) in sample_pages(layout) {
        let page = interior
            .pages
            .get(n.saturating_sub(1))
            .ok_or(PngError::Empty)?;
        let trim = render::PageBoxes::book(layout.frame.trim, bleed, n).trim;
        out.push(Picture {
            name,
            png: page_to_png(&cut_to(page, trim), PAGE_PX)?,
        });
    }
    Ok(out)
}
