//! A blank play mat at true size, for real pyramids.
//!
//! A Looney Pyramid Large has a base about 25 mm wide, so the default square
//! is [`DEFAULT_SQUARE_MM`] = 40 mm: room for a Large with space to pick it
//! up. A grid that does not fit one page (in either orientation) is split
//! over several sheets; each sheet carries crop marks at the corners of its
//! part of the grid, the coordinates of its columns and rows, and a label
//! such as "sheet 1 of 4: columns a-c, rows 1-2". Cut along the crop marks
//! and butt the sheets together. Every sheet has a 50 mm scale bar to check
//! that the printer did not rescale the page.

use crate::render::file::PT_PER_MM;
use crate::render::text::measure;
use crate::render::{Align, Color, Document, Page, Paper, Rect, Shape, Stroke, Weight};

/// Default side of a square in millimetres.
pub const DEFAULT_SQUARE_MM: f64 = 40.0;
/// Smallest and largest square accepted.
pub const MIN_SQUARE_MM: f64 = 15.0;
pub const MAX_SQUARE_MM: f64 = 150.0;
/// Largest grid side accepted for a mat.
pub const MAX_SIDE: usize = 26;

/// Space kept for coordinates on the top and left of the grid, in points.
const LABEL_BAND: f64 = 20.0;
/// Space kept for the sheet label and scale bar at the bottom.
const FOOTER: f64 = 30.0;
const CROP: f64 = 12.0;

/// A bad mat request.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum MatError {
    #[error("bad grid '{0}': write ROWSxCOLUMNS, like 3x4 or 4x5")]
    BadGrid(String),
    #[error("a {rows}x{cols} grid is not supported: each side must be 1 to {MAX_SIDE}")]
    GridSize { rows: usize, cols: usize },
    #[error("a {0} mm square is not supported: use {MIN_SQUARE_MM} to {MAX_SQUARE_MM} mm")]
    SquareSize(f64),
}

/// Reads `RxC` (rows by columns), e.g. `4x5`.
pub fn parse_grid(text: &str) -> Result<(usize, usize), MatError> {
    let bad = || MatError::BadGrid(text.to_string());
    let t = text.trim().to_ascii_lowercase();
    let (r, c) = t.split_once('x').ok_or_else(bad)?;
    let rows: usize = r.trim().parse().map_err(|_| bad())?;
    let cols: usize = c.trim().parse().map_err(|_| bad())?;
    if !(1..=MAX_SIDE).contains(&rows) || !(1..=MAX_SIDE).contains(&cols) {
        return Err(MatError::GridSize { rows, cols });
    }
    Ok((rows, cols))
}

fn col_name(c: usize) -> String {
    ((b'a' + (c % 26) as u8) as char).to_string()
}

/// Squares that fit across and down a page of size (w, h).
fn fit(w: f64, h: f64, side: f64) -> (usize, usize) {
    let across = ((w - 2.0 * crate::render::file::MARGIN - LABEL_BAND) / side).floor();
    let down = ((h - 2.0 * crate::render::file::MARGIN - LABEL_BAND - FOOTER) / side).floor();
    (across.max(0.0) as usize, down.max(0.0) as usize)
}

/// The mat's pages.
pub fn mat_document(
    rows: usize,
    cols: usize,
    square_mm: f64,
    paper: Paper,
) -> Result<Document, MatError> {
    if !(1..=MAX_SIDE).contains(&rows) || !(1..=MAX_SIDE).contains(&cols) {
        return Err(MatError::GridSize { rows, cols });
    }
    if !square_mm.is_finite() || !(MIN_SQUARE_MM..=MAX_SQUARE_MM).contains(&square_mm) {
        return Err(MatError::SquareSize(square_mm));
    }
    let side = square_mm * PT_PER_MM;
    let (pw, ph) = paper.size();
    // Choose the orientation that needs fewer sheets (portrait on a tie).
    // A split that leaves one sheet with a lone column (or row) beside
    // wider ones counts as one sheet more.
    let lone = |n: usize, per: usize| {
        let parts = n.div_ceil(per);
        usize::from(parts > 1 && n / parts <= 1 && n > parts)
    };
    let sheets = |w: f64, h: f64| {
        let (a, d) = fit(w, h, side);
        let (a, d) = (a.max(1), d.max(1));
        let n = cols.div_ceil(a) * rows.div_ceil(d);
        (a, d, n + lone(cols, a) + lone(rows, d))
    };
    let portrait = sheets(pw, ph);
    let landscape = sheets(ph, pw);
    let (w, h, (across, down, _)) = if landscape.2 < portrait.2
        || (landscape.2 == portrait.2 && lone(cols, landscape.0) + lone(rows, landscape.1) == 0)
    {
        (ph, pw, landscape)
    } else {
        (pw, ph, portrait)
    };
    let tiles_c = cols.div_ceil(across);
    let tiles_r = rows.div_ceil(down);
    let total = tiles_c * tiles_r;
    let mut pages = Vec::with_capacity(total);
    // Balanced split: sheets across differ by at most one column (and
    // down by at most one row), so no sheet carries a lone column.
    let bounds = |n: usize, parts: usize, i: usize| {
        let (base, extra) = (n / parts, n % parts);
        let start = i * base + i.min(extra);
        (start, start + base + usize::from(i < extra))
    };
    for tr in 0..tiles_r {
        for tc in 0..tiles_c {
            let (c0, c1) = bounds(cols, tiles_c, tc);
            let (r0, r1) = bounds(rows, tiles_r, tr);
            let n = pages.len() + 1;
            pages.push(sheet(w, h, side, (r0, r1), (c0, c1), (n, total), square_mm));
        }
    }
    Ok(Document {
        title: format!("Egyptian Solitaire play mat {rows}x{cols}"),
        pages,
    })
}

fn text(x: f64, y: f64, size: f64, weight: Weight, align: Align, s: String) -> Shape {
    Shape::Text {
        x,
        y,
        size,
        weight,
        align,
        color: Color::grey(40),
        text: s,
    }
}

fn sheet(
    w: f64,
    h: f64,
    side: f64,
    (r0, r1): (usize, usize),
    (c0, c1): (usize, usize),
    (n, total): (usize, usize),
    square_mm: f64,
) -> Page {
    let m = crate::render::file::MARGIN;
    let (nc, nr) = (c1 - c0, r1 - r0);
    let gw = nc as f64 * side;
    let gh = nr as f64 * side;
    // Centre the grid in the space left after the label bands and footer.
    let avail = Rect::new(
        m + LABEL_BAND,
        m + LABEL_BAND,
        w - 2.0 * m - LABEL_BAND,
        h - 2.0 * m - LABEL_BAND - FOOTER,
    );
    let x0 = avail.x + (avail.w - gw).max(0.0) / 2.0;
    let y0 = avail.y + (avail.h - gh).max(0.0) / 2.0;
    let mut out = Vec::new();
    let line = Stroke::solid(Color::grey(60), 0.8);
    for i in 0..=nr {
        let y = y0 + i as f64 * side;
        out.push(Shape::Line {
            x1: x0,
            y1: y,
            x2: x0 + gw,
            y2: y,
            stroke: line.clone(),
        });
    }
    for j in 0..=nc {
        let x = x0 + j as f64 * side;
        out.push(Shape::Line {
            x1: x,
            y1: y0,
            x2: x,
            y2: y0 + gh,
            stroke: line.clone(),
        });
    }
    // Coordinates on the margins, and faintly in each square's corner so
    // that a square can be named after cutting.
    let ls = 13.0;
    for j in 0..nc {
        let cx = x0 + (j as f64 + 0.5) * side;
        out.push(text(
            cx,
            y0 - 6.0,
            ls,
            Weight::Bold,
            Align::Center,
            col_name(c0 + j),
        ));
    }
    for i in 0..nr {
        let cy = y0 + (i as f64 + 0.5) * side + ls * 0.36;
        out.push(text(
            x0 - 6.0,
            cy,
            ls,
            Weight::Bold,
            Align::Right,
            (r0 + i + 1).to_string(),
        ));
    }
    for i in 0..nr {
        for j in 0..nc {
            out.push(Shape::Text {
                x: x0 + j as f64 * side + 3.0,
                y: y0 + i as f64 * side + 9.0,
                size: 7.0,
                weight: Weight::Regular,
                align: Align::Left,
                color: Color::grey(150),
                text: format!("{}{}", col_name(c0 + j), r0 + i + 1),
            });
        }
    }
    // Crop marks just outside the corners of this part of the grid.
    let crop = Stroke::solid(Color::BLACK, 0.5);
    for (cx, cy, sx, sy) in [
        (x0, y0, -1.0, -1.0),
        (x0 + gw, y0, 1.0, -1.0),
        (x0, y0 + gh, -1.0, 1.0),
        (x0 + gw, y0 + gh, 1.0, 1.0),
    ] {
        out.push(Shape::Line {
            x1: cx + sx * 3.0,
            y1: cy,
            x2: cx + sx * (3.0 + CROP),
            y2: cy,
            stroke: crop.clone(),
        });
        out.push(Shape::Line {
            x1: cx,
            y1: cy + sy * 3.0,
            x2: cx,
            y2: cy + sy * (3.0 + CROP),
            stroke: crop.clone(),
        });
    }
    // Footer: sheet label (left), scale bar (right).
    let fy = h - m - 8.0;
    let cols_txt = if nc == 1 {
        format!("column {}", col_name(c0))
    } else {
        format!("columns {}-{}", col_name(c0), col_name(c1 - 1))
    };
    let rows_txt = if nr == 1 {
        format!("row {}", r0 + 1)
    } else {
        format!("rows {}-{}", r0 + 1, r1)
    };
    let label = format!("sheet {n} of {total}: {cols_txt}, {rows_txt}");
    out.push(text(m, fy, 9.0, Weight::Bold, Align::Left, label));
    out.push(text(
        m,
        fy + 10.0,
        7.0,
        Weight::Regular,
        Align::Left,
        format!("Egyptian Solitaire play mat, squares {square_mm} mm. Print at 100% (no scaling)."),
    ));
    let bar = 50.0 * PT_PER_MM;
    let bx = w - m - bar;
    out.push(Shape::Rect {
        x: bx,
        y: fy - 6.0,
        w: bar,
        h: 4.0,
        fill: Some(Color::BLACK),
        stroke: None,
    });
    let cap = "this bar is 50 mm long";
    let _ = measure(cap, 7.0, Weight::Regular);
    out.push(text(
        bx + bar,
        fy + 6.0,
        7.0,
        Weight::Regular,
        Align::Right,
        cap.to_string(),
    ));
    Page {
        width: w,
        height: h,
        shapes: out,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grid_parsing() {
        assert_eq!(parse_grid("4x5"), Ok((4, 5)));
        assert_eq!(parse_grid(" 3X4 "), Ok((3, 4)));
        assert!(matches!(parse_grid("4by5"), Err(MatError::BadGrid(_))));
        assert!(matches!(parse_grid("0x5"), Err(MatError::GridSize { .. })));
        assert!(matches!(parse_grid("x"), Err(MatError::BadGrid(_))));
    }

    #[test]
    fn standard_boards_fit_one_sheet_at_40mm() {
        for (r, c) in [(3, 4), (4, 5)] {
            for paper in Paper::ALL {
                let d = mat_document(r, c, DEFAULT_SQUARE_MM, paper).expect("mat");
                assert_eq!(d.pages.len(), 1, "{r}x{c} on {paper}");
            }
        }
    }

    #[test]
    fn big_mats_split_with_labels() {
        let d = mat_document(8, 8, 60.0, Paper::Letter).expect("mat");
        assert!(d.pages.len() > 1);
        let labels: Vec<String> = d
            .pages
            .iter()
            .flat_map(|p| p.shapes.iter())
            .filter_map(|s| match s {
                Shape::Text { text, .. } if text.starts_with("sheet ") => Some(text.clone()),
                _ => None,
            })
            .collect();
        assert_eq!(labels.len(), d.pages.len());
        assert!(labels[0].starts_with(&format!("sheet 1 of {}: columns a-", d.pages.len())));
        // 4x5 at 60 mm on A4: three columns over two sheets, never a lone one.
        let d = mat_document(4, 5, 60.0, Paper::A4).expect("mat");
        for p in &d.pages {
            for s in &p.shapes {
                if let Shape::Text { text, .. } = s {
                    assert!(!text.contains(": column "), "{text}");
                }
            }
        }
        assert!(matches!(
            mat_document(3, 4, 5.0, Paper::A4),
            Err(MatError::SquareSize(_))
        ));
    }
}
