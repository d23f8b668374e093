//! A blank play mat at true size, for real pyramids.
//!
//! A Looney Pyramid Large has a base about 25 mm wide, so the default square
//! is [`DEFAULT_SQUARE_MM`] = 40 mm: room for a Large with space to pick it
//! up. A grid that does not fit one page (in either orientation) is split
//! over several sheets; each sheet carries crop marks at the corners of its
//! part of the grid, the coordinates of its columns and rows, and a label
//! such as "sheet 1 of 4: columns a-c, rows 1-2". The split is balanced:
//! sheets across differ by at most one column, sheets down by at most one
//! row. A sheet with a neighbour on its right or below carries a grey glue
//! tab on that side, which goes under the neighbour with the grid lines
//! meeting. A split mat opens with an assembly page (the whole mat drawn
//! small, each sheet outlined and numbered, and the steps), and every sheet
//! shows the same small map with its own place filled. Every sheet has a
//! 50 mm scale bar to check that the printer did not rescale the page.

use render::file::PT_PER_MM;
use render::text::measure;
use render::{Align, Color, Document, Page, Paper, Rect, Shape, Stroke, Weight};

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
/// Width of a glue tab: 10 mm.
const TAB: f64 = 10.0 * PT_PER_MM;
/// The strip along a page's edge that printers may leave blank (0.25 in):
/// a right-hand tab may reach into the margin up to it.
const SAFE_EDGE: f64 = 18.0;
/// What a right-hand tab takes from the grid's room.
const TAB_RIGHT_ROOM: f64 = TAB - (render::file::MARGIN - SAFE_EDGE);
/// Fill of glue tabs.
const TAB_FILL: Color = Color::grey(222);

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

/// Squares that fit across and down a page of size (w, h), with room for
/// glue tabs on the right and below when `tabs`.
fn fit(w: f64, h: f64, side: f64, tabs: bool) -> (usize, usize) {
    let (tab_r, tab_b) = if tabs {
        (TAB_RIGHT_ROOM, TAB)
    } else {
        (0.0, 0.0)
    };
    let across = ((w - 2.0 * render::file::MARGIN - LABEL_BAND - tab_r) / side).floor();
    let down = ((h - 2.0 * render::file::MARGIN - LABEL_BAND - FOOTER - tab_b) / side).floor();
    (across.max(0.0) as usize, down.max(0.0) as usize)
}

/// How a mat is split: the column and row ranges of the sheets.
#[derive(Clone, Debug, PartialEq)]
struct Split {
    cols: Vec<(usize, usize)>,
    rows: Vec<(usize, usize)>,
}

impl Split {
    fn total(&self) -> usize {
        self.cols.len() * self.rows.len()
    }
    /// Sheet number (from 1) of tile (row, column).
    fn number(&self, tr: usize, tc: usize) -> usize {
        tr * self.cols.len() + tc + 1
    }
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
        let (a, d) = match fit(w, h, side, false) {
            (a, d) if a >= cols && d >= rows => (a, d),
            _ => fit(w, h, side, true),
        };
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
    // Balanced split: sheets across differ by at most one column (and
    // down by at most one row), so no sheet carries a lone column.
    let bounds = |n: usize, parts: usize, i: usize| {
        let (base, extra) = (n / parts, n % parts);
        let start = i * base + i.min(extra);
        (start, start + base + usize::from(i < extra))
    };
    let split = Split {
        cols: (0..tiles_c).map(|i| bounds(cols, tiles_c, i)).collect(),
        rows: (0..tiles_r).map(|i| bounds(rows, tiles_r, i)).collect(),
    };
    let total = split.total();
    let mut pages = Vec::with_capacity(total + 1);
    if total > 1 {
        pages.push(assembly_page(paper, &split, rows, cols, square_mm));
    }
    for tr in 0..tiles_r {
        for tc in 0..tiles_c {
            pages.push(sheet(w, h, side, &split, (tr, tc), square_mm));
        }
    }
    Ok(Document {
        title: crate::tr!("mat-title", grid = grid_words(rows, cols)),
        pages,
    })
}

/// Draws the whole mat small inside `area`: every sheet's part outlined
/// and numbered (when the numbers stay 7 pt or more), its glue tabs grey,
/// and the sheet `current` filled.
fn assembly_map(out: &mut Vec<Shape>, area: Rect, split: &Split, current: Option<(usize, usize)>) {
    let cols = split.cols.last().map_or(0, |c| c.1);
    let rows = split.rows.last().map_or(0, |r| r.1);
    if cols == 0 || rows == 0 {
        return;
    }
    let sq = (area.w / cols as f64).min(area.h / rows as f64);
    let (gw, gh) = (sq * cols as f64, sq * rows as f64);
    let x0 = area.x + (area.w - gw) / 2.0;
    let y0 = area.y + (area.h - gh) / 2.0;
    let thin = Stroke::solid(Color::grey(170), 0.3);
    let tab_w = (sq * 0.25).min(6.0);
    // The tile of rows r0..r1 and columns c0..c1.
    let tile = |r0: usize, r1: usize, c0: usize, c1: usize| {
        Rect::new(
            x0 + c0 as f64 * sq,
            y0 + r0 as f64 * sq,
            (c1 - c0) as f64 * sq,
            (r1 - r0) as f64 * sq,
        )
    };
    for (tr, &(r0, r1)) in split.rows.iter().enumerate() {
        for (tc, &(c0, c1)) in split.cols.iter().enumerate() {
            let r = tile(r0, r1, c0, c1);
            let here = current == Some((tr, tc));
            out.push(Shape::Rect {
                x: r.x,
                y: r.y,
                w: r.w,
                h: r.h,
                fill: Some(if here { Color::grey(110) } else { Color::WHITE }),
                stroke: None,
            });
            // The squares, faintly, when they are big enough to see.
            if sq >= 4.0 {
                for j in 1..(c1 - c0) {
                    let x = r.x + j as f64 * sq;
                    out.push(Shape::vline(x, r.y, r.bottom(), thin.clone()));
                }
                for i in 1..(r1 - r0) {
                    let y = r.y + i as f64 * sq;
                    out.push(Shape::hline(r.x, r.right(), y, thin.clone()));
                }
            }
        }
    }
    // Glue tabs (on the plan of the assembly page only): a grey strip
    // inside the neighbour's edge, where the tab lies under it.
    for (tr, &(r0, r1)) in split.rows.iter().enumerate() {
        for (tc, &(c0, c1)) in split.cols.iter().enumerate() {
            if current.is_some() {
                break;
            }
            let r = tile(r0, r1, c0, c1);
            if tc + 1 < split.cols.len() {
                out.push(Shape::Rect {
                    x: r.right(),
                    y: r.y,
                    w: tab_w,
                    h: r.h,
                    fill: Some(Color::grey(150)),
                    stroke: None,
                });
            }
            if tr + 1 < split.rows.len() {
                out.push(Shape::Rect {
                    x: r.x,
                    y: r.bottom(),
                    w: r.w,
                    h: tab_w,
                    fill: Some(Color::grey(150)),
                    stroke: None,
                });
            }
        }
    }
    for (tr, &(r0, r1)) in split.rows.iter().enumerate() {
        for (tc, &(c0, c1)) in split.cols.iter().enumerate() {
            let r = tile(r0, r1, c0, c1);
            let n = split.number(tr, tc).to_string();
            let size = (r.h * 0.45).min(r.w * 0.45).min(28.0);
            if size >= 7.0 {
                out.push(Shape::Text {
                    x: r.x + r.w / 2.0,
                    y: r.y + r.h / 2.0 + size * 0.36,
                    size,
                    weight: Weight::Bold,
                    align: Align::Center,
                    color: Color::BLACK,
                    text: n,
                });
            }
        }
    }
    // Sheet outlines on top of the tabs.
    for &(r0, r1) in &split.rows {
        for &(c0, c1) in &split.cols {
            out.push(Shape::Rect {
                x: x0 + c0 as f64 * sq,
                y: y0 + r0 as f64 * sq,
                w: (c1 - c0) as f64 * sq,
                h: (r1 - r0) as f64 * sq,
                fill: None,
                stroke: Some(Stroke::solid(Color::BLACK, 0.8)),
            });
        }
    }
}

/// The first page of a split mat: how the sheets go together.
fn assembly_page(paper: Paper, split: &Split, rows: usize, cols: usize, square_mm: f64) -> Page {
    use render::text::{Style, paragraph, paragraph_across};
    let mut page = Page::new(paper);
    let c = paper.content();
    let out = &mut page.shapes;
    let total = split.total();
    let mut y = paragraph(
        out,
        c.x,
        c.y,
        c.w,
        Style::new(18.0, Weight::Bold),
        &render::text::even_lines(
            &crate::tr!(
                "mat-assembly-heading",
                grid = grid_words(rows, cols),
                mm = mm_text(square_mm),
                total = total
            ),
            18.0,
            Weight::Bold,
            c.w,
        )
        .join("\n"),
    );
    let steps = [
        crate::tr!("mat-step-1"),
        crate::tr!("mat-step-2"),
        crate::tr!("mat-step-3"),
        crate::tr!("mat-step-4"),
    ];
    y += 8.0;
    for s in &steps {
        y = paragraph(out, c.x, y, c.w, Style::new(11.0, Weight::Regular), s) + 4.0;
    }
    let names: Vec<String> = split
        .rows
        .iter()
        .enumerate()
        .flat_map(|(tr, r)| {
            split.cols.iter().enumerate().map(move |(tc, cc)| {
                crate::tr!(
                    "mat-sheet-where",
                    n = split.number(tr, tc).to_string(),
                    cols = cols_text(*cc),
                    rows = rows_text(*r)
                )
            })
        })
        .collect();
    y = paragraph_across(
        out,
        c,
        y + 4.0,
        Style::new(10.0, Weight::Regular).color(Color::grey(40)),
        &format!("{}.", names.join("; ")),
    );
    let legend_y = c.bottom() - 14.0;
    out.push(Shape::Rect {
        x: c.x,
        y: legend_y - 8.0,
        w: 16.0,
        h: 8.0,
        fill: Some(Color::grey(150)),
        stroke: None,
    });
    out.push(text(
        c.x + 22.0,
        legend_y,
        9.0,
        Weight::Regular,
        Align::Left,
        crate::tr!("mat-tab-legend"),
    ));
    let area = Rect::new(c.x, y + 16.0, c.w, legend_y - 24.0 - (y + 16.0));
    assembly_map(out, area, split, None);
    page
}

/// A square's side in millimetres as the page's language writes it
/// ("37.5", "37,5").
fn mm_text(mm: f64) -> String {
    mm.to_string()
        .replace('.', crate::locale::current().decimal())
}

fn cols_text((c0, c1): (usize, usize)) -> String {
    if c1 - c0 == 1 {
        crate::tr!("mat-column", name = col_name(c0).to_string())
    } else {
        crate::tr!(
            "mat-columns",
            from = col_name(c0).to_string(),
            to = col_name(c1 - 1).to_string()
        )
    }
}

fn rows_text((r0, r1): (usize, usize)) -> String {
    if r1 - r0 == 1 {
        crate::tr!("mat-row", n = (r0 + 1).to_string())
    } else {
        crate::tr!("mat-rows", from = (r0 + 1).to_string(), to = r1.to_string())
    }
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

/// Where one sheet's part of the grid sits on its page.
struct SheetFrame {
    /// The sheet's place in the split: tile row and column.
    tile: (usize, usize),
    /// First column and first row of the whole grid on this sheet.
    c0: usize,
    r0: usize,
    /// Columns and rows on this sheet.
    nc: usize,
    nr: usize,
    /// Side of a square, in points.
    side: f64,
    /// Top-left corner of the grid, and its width and height.
    x0: f64,
    y0: f64,
    gw: f64,
    gh: f64,
    /// Whether a neighbour follows on the right, and below.
    right: bool,
    below: bool,
    /// Width of the tab on the right and height of the tab below (0 when none).
    tab_r: f64,
    tab_b: f64,
}

impl SheetFrame {
    /// Centres the sheet's part of the grid and its tabs in the space left
    /// after the label bands and the footer of a page `w` x `h`.
    fn new(w: f64, h: f64, side: f64, split: &Split, (tr, tc): (usize, usize)) -> SheetFrame {
        let m = render::file::MARGIN;
        let (c0, c1) = split.cols[tc];
        let (r0, r1) = split.rows[tr];
        let right = tc + 1 < split.cols.len();
        let below = tr + 1 < split.rows.len();
        let (tab_r, tab_b) = (if right { TAB } else { 0.0 }, if below { TAB } else { 0.0 });
        let (nc, nr) = (c1 - c0, r1 - r0);
        let gw = nc as f64 * side;
        let gh = nr as f64 * side;
        let avail = Rect::new(
            m + LABEL_BAND,
            m + LABEL_BAND,
            w - 2.0 * m - LABEL_BAND - if right { TAB_RIGHT_ROOM } else { 0.0 },
            h - 2.0 * m - LABEL_BAND - FOOTER - tab_b,
        );
        SheetFrame {
            tile: (tr, tc),
            c0,
            r0,
            nc,
            nr,
            side,
            x0: avail.x + (avail.w - gw).max(0.0) / 2.0,
            y0: avail.y + (avail.h - gh).max(0.0) / 2.0,
            gw,
            gh,
            right,
            below,
            tab_r,
            tab_b,
        }
    }
}

/// One sheet of the mat: glue tabs, grid, coordinates, crop marks and
/// footer, drawn in that order.
fn sheet(w: f64, h: f64, side: f64, split: &Split, tile: (usize, usize), square_mm: f64) -> Page {
    let f = SheetFrame::new(w, h, side, split, tile);
    let mut out = Vec::new();
    // Glue tabs first, under the grid lines.
    glue_tabs(&mut out, &f, split);
    grid_lines(&mut out, &f);
    coordinates(&mut out, &f);
    crop_marks(&mut out, &f);
    sheet_footer(&mut out, w, h, split, tile, square_mm);
    Page {
        width: w,
        height: h,
        shapes: out,
    }
}

/// The grey glue tabs on the right and below, with the number of the sheet
/// that goes over each.
fn glue_tabs(out: &mut Vec<Shape>, f: &SheetFrame, split: &Split) {
    let (tr, tc) = f.tile;
    let (x0, y0, gw, gh) = (f.x0, f.y0, f.gw, f.gh);
    let tab_line = Stroke::solid(Color::grey(120), 0.5);
    if f.right {
        out.push(Shape::Rect {
            x: x0 + gw,
            y: y0,
            w: TAB,
            h: gh + f.tab_b,
            fill: Some(TAB_FILL),
            stroke: Some(tab_line.clone()),
        });
        for i in 0..f.nr {
            out.push(text(
                x0 + gw + TAB / 2.0,
                y0 + (i as f64 + 0.5) * f.side + 2.5,
                7.0,
                Weight::Regular,
                Align::Center,
                crate::tr!("mat-glue"),
            ));
        }
    }
    if f.below {
        out.push(Shape::Rect {
            x: x0,
            y: y0 + gh,
            w: gw + f.tab_r,
            h: TAB,
            fill: Some(TAB_FILL),
            stroke: Some(tab_line),
        });
        let under = split.number(tr + 1, tc);
        out.push(text(
            x0 + gw / 2.0,
            y0 + gh + TAB / 2.0 + 3.0,
            8.0,
            Weight::Regular,
            Align::Center,
            crate::tr!("mat-glue-under", n = under.to_string()),
        ));
    }
    if f.right {
        let under = split.number(tr, tc + 1);
        out.push(text(
            x0 + gw + TAB / 2.0,
            y0 - 6.0,
            7.0,
            Weight::Regular,
            Align::Center,
            crate::tr!("mat-sheet", n = under.to_string()),
        ));
    }
}

/// The lines of the sheet's squares.
fn grid_lines(out: &mut Vec<Shape>, f: &SheetFrame) {
    let (x0, y0, gw, gh) = (f.x0, f.y0, f.gw, f.gh);
    let line = Stroke::solid(Color::grey(60), 0.8);
    for i in 0..=f.nr {
        let y = y0 + i as f64 * f.side;
        out.push(Shape::hline(x0, x0 + gw, y, line.clone()));
    }
    for j in 0..=f.nc {
        let x = x0 + j as f64 * f.side;
        out.push(Shape::vline(x, y0, y0 + gh, line.clone()));
    }
}

/// Coordinates on the margins, and faintly in each square's corner so
/// that a square can be named after cutting.
fn coordinates(out: &mut Vec<Shape>, f: &SheetFrame) {
    let (x0, y0, side) = (f.x0, f.y0, f.side);
    let ls = 13.0;
    for j in 0..f.nc {
        let cx = x0 + (j as f64 + 0.5) * side;
        out.push(text(
            cx,
            y0 - 6.0,
            ls,
            Weight::Bold,
            Align::Center,
            col_name(f.c0 + j),
        ));
    }
    for i in 0..f.nr {
        let cy = y0 + (i as f64 + 0.5) * side + ls * 0.36;
        out.push(text(
            x0 - 6.0,
            cy,
            ls,
            Weight::Bold,
            Align::Right,
            (f.r0 + i + 1).to_string(),
        ));
    }
    for i in 0..f.nr {
        for j in 0..f.nc {
            out.push(Shape::Text {
                x: x0 + j as f64 * side + 3.0,
                y: y0 + i as f64 * side + 9.0,
                size: 7.0,
                weight: Weight::Regular,
                align: Align::Left,
                color: Color::grey(150),
                text: format!("{}{}", col_name(f.c0 + j), f.r0 + i + 1),
            });
        }
    }
}

/// Crop marks just outside the corners of what is cut out: this part of
/// the grid and its tabs.
fn crop_marks(out: &mut Vec<Shape>, f: &SheetFrame) {
    let (x0, y0) = (f.x0, f.y0);
    let crop = Stroke::solid(Color::BLACK, 0.5);
    let (ow, oh) = (f.gw + f.tab_r, f.gh + f.tab_b);
    for (cx, cy, sx, sy) in [
        (x0, y0, -1.0, -1.0),
        (x0 + ow, y0, 1.0, -1.0),
        (x0, y0 + oh, -1.0, 1.0),
        (x0 + ow, y0 + oh, 1.0, 1.0),
    ] {
        out.push(Shape::hline(
            cx + sx * 3.0,
            cx + sx * (3.0 + CROP),
            cy,
            crop.clone(),
        ));
        out.push(Shape::vline(
            cx,
            cy + sy * 3.0,
            cy + sy * (3.0 + CROP),
            crop.clone(),
        ));
    }
}

/// The footer of a page `w` x `h`: the sheet label and how to print
/// (left), the small plan of the whole mat for a split mat (middle), the
/// 50 mm scale bar (right).
fn sheet_footer(
    out: &mut Vec<Shape>,
    w: f64,
    h: f64,
    split: &Split,
    (tr, tc): (usize, usize),
    square_mm: f64,
) {
    let m = render::file::MARGIN;
    let (n, total) = (split.number(tr, tc), split.total());
    let fy = h - m - 8.0;
    let label = crate::tr!(
        "mat-sheet-of",
        n = n.to_string(),
        total = total.to_string(),
        cols = cols_text(split.cols[tc]),
        rows = rows_text(split.rows[tr])
    );
    if total > 1 {
        // Where this sheet goes, on a small plan of the whole mat.
        let map = Rect::new(w / 2.0 - 45.0, fy - 20.0, 90.0, 26.0);
        assembly_map(out, map, split, Some((tr, tc)));
    }
    out.push(text(m, fy, 9.0, Weight::Bold, Align::Left, label));
    out.push(text(
        m,
        fy + 10.0,
        7.0,
        Weight::Regular,
        Align::Left,
        if total > 1 {
            crate::tr!("mat-foot-many", mm = mm_text(square_mm))
        } else {
            crate::tr!("mat-foot-one", mm = mm_text(square_mm))
        },
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
    let cap = &crate::tr!("mat-bar");
    let _ = measure(cap, 7.0, Weight::Regular);
    out.push(text(
        bx + bar,
        fy + 6.0,
        7.0,
        Weight::Regular,
        Align::Right,
        cap.to_string(),
    ));
}

/// A grid's size as the language writes it ("3x4", "3 × 4").
fn grid_words(rows: usize, cols: usize) -> String {
    crate::tr!(
        "grid-size",
        rows = rows.to_string(),
        cols = cols.to_string()
    )
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
                Shape::Text { text, .. } if text.starts_with("sheet ") && text.contains(" of ") => {
                    Some(text.clone())
                }
                _ => None,
            })
            .collect();
        // Every sheet has its label; the assembly page comes first.
        assert_eq!(labels.len(), d.pages.len() - 1);
        assert!(labels[0].starts_with(&format!("sheet 1 of {}: columns a-", d.pages.len() - 1)));
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

    fn texts(p: &Page) -> Vec<&str> {
        p.texts().collect()
    }

    #[test]
    fn split_mats_have_an_assembly_page_and_glue_tabs_where_sheets_meet() {
        for (rows, cols, mm, paper) in [(4, 5, 60.0, Paper::A4), (8, 8, 60.0, Paper::Letter)] {
            let d = mat_document(rows, cols, mm, paper).expect("mat");
            let sheets = d.pages.len() - 1;
            assert!(sheets > 1);
            let first = texts(&d.pages[0]).join(" ");
            assert!(first.contains("how to put the"), "{first}");
            assert!(first.contains("glue tab"));
            // The plan numbers every sheet.
            for n in 1..=sheets {
                assert!(texts(&d.pages[0]).contains(&n.to_string().as_str()), "{n}");
            }
            // Tabs: one per neighbour on the right or below, and every
            // square covered by exactly one sheet.
            let mut covered = vec![0; rows * cols];
            let mut tabs = 0;
            for p in &d.pages[1..] {
                tabs += p
                    .shapes
                    .iter()
                    .filter(|s| matches!(s, Shape::Rect { fill: Some(f), .. } if *f == TAB_FILL))
                    .count();
                for t in texts(p) {
                    let b = t.as_bytes();
                    if b.len() >= 2 && b[0].is_ascii_lowercase() && t[1..].parse::<usize>().is_ok()
                    {
                        covered[(t[1..].parse::<usize>().unwrap() - 1) * cols
                            + usize::from(b[0] - b'a')] += 1;
                    }
                }
            }
            assert!(covered.iter().all(|&n| n == 1), "{covered:?}");
            let first_label = texts(&d.pages[1])
                .into_iter()
                .find(|t| t.starts_with("sheet 1 of"))
                .expect("label")
                .to_string();
            assert!(first_label.contains(&format!("of {sheets}")));
            assert!(tabs >= sheets - 1, "{tabs} tabs for {sheets} sheets");
            // Tabs stay on the page, clear of the edge printers leave blank.
            for p in &d.pages[1..] {
                for s in &p.shapes {
                    if let Shape::Rect { x, y, w, h, .. } = s {
                        assert!(*x >= SAFE_EDGE && x + w <= p.width - SAFE_EDGE + 1e-9);
                        assert!(*y >= SAFE_EDGE && y + h <= p.height - SAFE_EDGE + 1e-9);
                    }
                }
            }
        }
        // One sheet: no assembly page, no tab.
        let d = mat_document(3, 4, 40.0, Paper::Letter).expect("mat");
        assert_eq!(d.pages.len(), 1);
        assert!(
            !d.pages[0]
                .shapes
                .iter()
                .any(|s| matches!(s, Shape::Rect { fill: Some(f), .. } if *f == TAB_FILL))
        );
    }
}
