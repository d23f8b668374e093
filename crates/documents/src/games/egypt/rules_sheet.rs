//! The one-page rule sheet for Egyptian Solitaire, with diagrams drawn by
//! [`super::draw::draw_board`]. The wording is the project's own;
//! the facts follow `RULES.md` section 1.

use super::draw::{
    BoardStyle, Legend, Mark, draw_board, draw_legend, draw_piece, layout, min_cell_for,
};
use egypt::board::{Board, Move, Piece, Size, Square};
use egypt::notation::parse_position;
use render::text::{Style, measure, paragraph};
use render::{Align, Color, Document, Page, Paper, Rect, Shape, Stroke, Weight, scale_shape};

const BODY: f64 = 8.7;
const CAPTION: f64 = 7.6;

fn board(text: &str) -> Board {
    // The positions below are constants of this file; a typo is a bug that
    // the unit test `rule_sheet_builds` catches.
    parse_position(text).unwrap_or_else(|_| Board::empty(Size::STANDARD_3X4))
}

fn sq(col: char, row: usize) -> Square {
    Square::new(row - 1, (col as u8).saturating_sub(b'a') as usize)
}

fn mv(a: (char, usize), b: (char, usize)) -> Move {
    Move {
        from: sq(a.0, a.1),
        to: sq(b.0, b.1),
    }
}

fn heading(out: &mut Vec<Shape>, x: f64, y: f64, w: f64, text: &str) -> f64 {
    out.push(Shape::Text {
        x,
        y: y + 10.0,
        size: 11.5,
        weight: Weight::Bold,
        align: Align::Left,
        color: Color::BLACK,
        text: text.to_string(),
    });
    out.push(Shape::hline(
        x,
        x + w,
        y + 13.5,
        Stroke::solid(Color::grey(150), 0.6),
    ));
    y + 17.0
}

fn body(out: &mut Vec<Shape>, x: f64, y: f64, w: f64, text: &str) -> f64 {
    paragraph(out, x, y, w, Style::new(BODY, Weight::Regular), text) + 3.0
}

/// A numbered list item with a hanging indent.
fn item(out: &mut Vec<Shape>, x: f64, y: f64, w: f64, label: &str, text: &str) -> f64 {
    out.push(Shape::Text {
        x: x + 2.0,
        y: y + BODY * 0.729,
        size: BODY,
        weight: Weight::Bold,
        align: Align::Left,
        color: Color::BLACK,
        text: label.to_string(),
    });
    paragraph(
        out,
        x + 14.0,
        y,
        w - 14.0,
        Style::new(BODY, Weight::Regular),
        text,
    ) + 1.5
}

/// A diagram with a caption under it; returns the bottom.
/// Draws a diagram at the top of `area` with its caption under it:
/// every board of the sheet is sized so that its pieces are drawn
/// [`PIECE_UNIT`] wide (a Large), so a size reads the same on every
/// diagram; the board is centred in the area's width and shrinks only
/// when the area is too narrow. Returns the y below the caption.
fn figure(
    out: &mut Vec<Shape>,
    b: &Board,
    area: Rect,
    marks: Vec<Mark>,
    caption: &str,
    color: bool,
) -> f64 {
    let style = diagram_style(marks, color);
    let size = board_size(b, &style);
    figure_of_size(out, b, area, style, caption, size)
}

/// The style of the sheet's diagrams: coordinates as large as the
/// captions, so that the sheet scaled a little to fit a page (a US Letter
/// handout) keeps them legible.
fn diagram_style(marks: Vec<Mark>, color: bool) -> BoardStyle {
    BoardStyle {
        min_text: CAPTION,
        ..BoardStyle::with_marks(marks).colored(color)
    }
}

/// [`figure`] with the board drawn `size` (width, height) large: boards
/// side by side drawn alike (their pieces still at one width).
fn figure_of_size(
    out: &mut Vec<Shape>,
    b: &Board,
    area: Rect,
    style: BoardStyle,
    caption: &str,
    (w, h): (f64, f64),
) -> f64 {
    let (w, h) = if w > area.w {
        (area.w, h * area.w / w)
    } else {
        (w, h)
    };
    out.extend(draw_board(
        b,
        Rect::new(area.x + (area.w - w) / 2.0, area.y, w, h),
        &style,
    ));
    let cap_style = Style::new(CAPTION, Weight::Regular).align(Align::Center);
    paragraph(out, area.x, area.y + h + 3.0, area.w, cap_style, caption)
}

/// Width of a Large on every diagram of the sheet (points): a Small is
/// then 0.56 of it, 2.7 mm.
const PIECE_UNIT: f64 = 13.5;

/// Width and height of the area in which `draw_board` gives `b`'s pieces
/// [`PIECE_UNIT`] with `style` (labels and marks off the board included).
fn board_size(b: &Board, style: &BoardStyle) -> (f64, f64) {
    let cell = min_cell_for(b, PIECE_UNIT);
    let size = b.size();
    // The layout is linear in the area: one point of width (or height),
    // the other side unbounded, gives a square of `per(..)` points.
    let per = |w, h| layout(size.rows(), size.cols(), Rect::new(0.0, 0.0, w, h), style).cell;
    (cell / per(1.0, 1e9), cell / per(1e9, 1.0))
}

/// The rule sheet on one page of `paper`.
pub fn rules_page(paper: Paper) -> Page {
    rules_page_with(paper, false)
}

/// The rule sheet on one page of `paper`, in colour or not.
pub fn rules_page_with(paper: Paper, color: bool) -> Page {
    let (width, height) = paper.size();
    rules_page_alone(width, height, paper.content(), color)
}

/// Width and height the rule sheet's layout needs at its natural size
/// (the A4 content width; the US Letter content height).
const NATURAL: (f64, f64) = (523.0, 720.0);

/// The rule sheet on a page of any size, scaled down uniformly when
/// `content` is smaller than the sheet's natural layout (books with a small
/// trim), so that every part keeps its place.
pub fn rules_page_fitted(width: f64, height: f64, content: Rect) -> Page {
    rules_page_fitted_with(width, height, content, false)
}

/// [`rules_page_fitted`] in colour or not.
pub fn rules_page_fitted_with(width: f64, height: f64, content: Rect, color: bool) -> Page {
    if content.w >= NATURAL.0 && content.h >= NATURAL.1 {
        return rules_page_alone(width, height, content, color);
    }
    let vw = NATURAL.0.max(NATURAL.1 * content.w / content.h);
    let s = content.w / vw;
    let vh = content.h / s;
    let natural = rules_page_alone(vw, vh, Rect::new(0.0, 0.0, vw, vh), color);
    let shapes = natural
        .shapes
        .into_iter()
        .map(|sh| scale_shape(sh, s, content.x, content.y))
        .collect();
    Page {
        width,
        height,
        shapes,
    }
}

/// The rule sheet alone on a page: at its natural size, or, when its text
/// runs past the content's bottom (longer words of another language),
/// laid out wider and scaled down to fit.
fn rules_page_alone(width: f64, height: f64, c: Rect, color: bool) -> Page {
    let page = rules_layout(width, height, c, color).0;
    // Text by its baseline; the credit line is the lowest.
    let lowest = |p: &Page| {
        p.shapes
            .iter()
            .map(|s| match s {
                Shape::Text { y, .. } => *y,
                other => extent(other).1,
            })
            .fold(0.0, f64::max)
    };
    let bottom = lowest(&page);
    if bottom <= c.bottom() + 0.5 {
        return page;
    }
    // Longer words (another language) need more room: the sheet is laid
    // out wider, so that its text wraps into fewer lines, and scaled down
    // to the content area.
    let mut s = c.h / (bottom - c.y);
    let mut natural = page;
    for _ in 0..6 {
        let (vw, vh) = (c.w / s, c.h / s);
        natural = rules_layout(vw, vh, Rect::new(0.0, 0.0, vw, vh), color).0;
        let b = lowest(&natural);
        if b <= vh + 0.5 {
            break;
        }
        s *= vh / b;
    }
    let credit = crate::tr!("rules-credit-sheet");
    Page {
        width,
        height,
        shapes: natural
            .shapes
            .into_iter()
            .map(|sh| {
                let mut sh = scale_shape(sh, s, c.x, c.y);
                // The credit, the smallest text, keeps its size: it is
                // one short centred line with room on either side.
                if let Shape::Text { size, text, .. } = &mut sh
                    && *size < CREDIT_SIZE
                    && *text == credit
                {
                    *size = CREDIT_SIZE;
                }
                sh
            })
            .collect(),
    }
}

/// Text size of the credit line.
const CREDIT_SIZE: f64 = 7.0;

/// The columns of the rule sheet: the full width, and a text column on the
/// left with diagrams on the right.
#[derive(Clone, Copy)]
struct Columns {
    x: f64,
    w: f64,
    gap: f64,
    left_w: f64,
    right_x: f64,
    right_w: f64,
}

impl Columns {
    fn of(c: Rect) -> Columns {
        let (x, w) = (c.x, c.w);
        let gap = 18.0;
        let left_w = w * 0.56;
        Columns {
            x,
            w,
            gap,
            left_w,
            right_x: x + left_w + gap,
            right_w: w - left_w - gap,
        }
    }
}

/// The rule sheet and the y where its second half (the hops that are not
/// allowed, the end and the challenges) begins.
fn rules_layout(width: f64, height: f64, c: Rect, color: bool) -> (Page, f64) {
    let mut page = Page {
        width,
        height,
        shapes: Vec::new(),
    };
    let out = &mut page.shapes;
    let cols = Columns::of(c);
    let y = title(out, c);
    let y = pieces_and_setup(out, cols, y, color);
    let cut = the_hop(out, cols, y, color);
    let y = hops_not_allowed(out, cols, cut, color);
    let y = end_and_challenges(out, cols, y, color);
    credit(out, c, y);
    (page, cut)
}

/// The title and what the game is; returns the y below.
fn title(out: &mut Vec<Shape>, c: Rect) -> f64 {
    let (x, w) = (c.x, c.w);
    out.push(Shape::Text {
        x: x + w / 2.0,
        y: c.y + 18.0,
        size: 22.0,
        weight: Weight::Bold,
        align: Align::Center,
        color: Color::BLACK,
        text: crate::tr!("egypt-name"),
    });
    let y = c.y + 26.0;
    paragraph(
        out,
        x,
        y,
        w,
        Style::new(10.0, Weight::Regular).align(Align::Center),
        // Centred lines of even length: no word left alone on the last.
        &render::text::even_lines(&crate::tr!("rules-intro"), 10.0, Weight::Regular, w).join("\n"),
    ) + 6.0
}

/// Row 1: the pieces, setting up and stacks (left), the setup diagram
/// (right); returns the y below.
fn pieces_and_setup(out: &mut Vec<Shape>, cols: Columns, mut y: f64, color: bool) -> f64 {
    let Columns { x, w, gap, .. } = cols;
    // The text takes what the setup diagram leaves of the row.
    let setup = Board::setup(Size::STANDARD_3X4);
    let right_w = board_size(&setup, &diagram_style(Vec::new(), false))
        .0
        .max(cols.right_w * 0.6)
        .min(cols.right_w);
    let left_w = w - gap - right_w;
    let right_x = x + left_w + gap;
    let top = y;
    y = heading(out, x, y, left_w, &crate::tr!("rules-pieces-heading"));
    y = body(out, x, y, left_w, &crate::tr!("rules-pieces"));
    let slot = 15.0;
    let pw = super::draw::piece_width(slot) + 5.0;
    let label = |p: Piece| format!("{} = {}", super::words::piece_name(p), p.pips());
    let used: f64 = Piece::ALL
        .iter()
        .map(|p| pw + measure(&label(*p), BODY, Weight::Bold))
        .sum();
    // Spread the three entries over the column, or stack them when the
    // column is too narrow for one line.
    let one_line = used + 12.0 <= left_w - 4.0;
    let spacing = ((left_w - 4.0 - used) / 2.0).clamp(6.0, 30.0);
    let mut lx = x + 4.0;
    for (i, p) in Piece::ALL.into_iter().enumerate() {
        if !one_line && i > 0 {
            lx = x + 4.0;
            y += slot + 4.0;
        }
        draw_piece(out, lx, y + slot + 1.0, slot, p, color);
        let label = label(p);
        out.push(Shape::Text {
            x: lx + pw,
            y: y + slot - 2.0,
            size: BODY,
            weight: Weight::Bold,
            align: Align::Left,
            color: Color::BLACK,
            text: label.clone(),
        });
        lx += pw + measure(&label, BODY, Weight::Bold) + spacing;
    }
    y += slot + 8.0;
    y = heading(out, x, y, left_w, &crate::tr!("rules-setup-heading"));
    y = body(out, x, y, left_w, &crate::tr!("rules-setup"));
    y = heading(out, x, y, left_w, &crate::tr!("rules-stacks-heading"));
    y = body(out, x, y, left_w, &crate::tr!("rules-stacks"));
    let setup_h = (y - top).max(140.0);
    figure(
        out,
        &setup,
        Rect::new(right_x, top + 4.0, right_w, setup_h - 4.0),
        vec![],
        &crate::tr!("rules-setup-caption"),
        color,
    );
    y = top + setup_h + 6.0;
    y
}

/// Row 2: the hop (left), before and after (right), then the legend of
/// the marks; returns the y below, where the sheet's second half begins.
fn the_hop(out: &mut Vec<Shape>, cols: Columns, mut y: f64, color: bool) -> f64 {
    let Columns {
        x,
        w,
        left_w,
        right_x,
        right_w,
        ..
    } = cols;
    let top = y;
    y = heading(out, x, y, left_w, &crate::tr!("rules-hop-heading"));
    y = body(out, x, y, left_w, &crate::tr!("rules-hop"));
    y = item(out, x, y, left_w, "1.", &crate::tr!("rules-hop-1"));
    y = item(out, x, y, left_w, "2.", &crate::tr!("rules-hop-2"));
    y = item(out, x, y, left_w, "3.", &crate::tr!("rules-hop-3"));
    y = body(out, x, y + 2.0, left_w, &crate::tr!("rules-hop-after"));
    let hop_h = (y - top).max(140.0);
    let before = board("SML,SM,SL/S,M,SM/.,L,S");
    let mut after = before.clone();
    let legal = mv(('a', 1), ('c', 1));
    let _ = after.play(legal);
    let fw = (right_w - 10.0) / 2.0;
    let marks = vec![Mark::Move(legal), Mark::Hopped(sq('b', 1))];
    figure(
        out,
        &before,
        Rect::new(right_x, top + 4.0, fw, hop_h - 4.0),
        vec![Mark::ToPlay(legal)],
        &crate::tr!("rules-before-caption"),
        color,
    );
    figure(
        out,
        &after,
        Rect::new(right_x + fw + 10.0, top + 4.0, fw, hop_h - 4.0),
        marks,
        &crate::tr!("rules-after-caption"),
        color,
    );
    y = top + hop_h + 2.0;
    y = draw_legend(
        out,
        x,
        y,
        w,
        Legend {
            color,
            marks: true,
            not_allowed: true,
            ..Legend::default()
        },
    ) + 4.0;
    y
}

/// Row 3: four hops that are not allowed; returns the y below.
fn hops_not_allowed(out: &mut Vec<Shape>, cols: Columns, mut y: f64, color: bool) -> f64 {
    let Columns { x, w, .. } = cols;
    y = heading(out, x, y, w, &crate::tr!("rules-not-allowed-heading"));
    let fw = (w - 3.0 * 12.0) / 4.0;
    let fh = 96.0;
    // Each case: a hop that is refused (its arrow crossed out), and the
    // square that says why where one does.
    let refused = |from, to| Mark::Arrow {
        from,
        to,
        legal: false,
    };
    let cases: [(Board, Vec<Mark>, &str); 4] = [
        (
            board("S,.,./.,M,L/.,.,."),
            vec![refused((1, 1), (1, 3))],
            &crate::tr!("rules-off-board"),
        ),
        (
            board("M,.,./.,.,./.,.,."),
            vec![refused((0, 0), (0, 2)), Mark::Outline(sq('b', 1))],
            &crate::tr!("rules-nothing"),
        ),
        (
            board("SM,L,SL/.,.,./.,.,."),
            vec![refused((0, 0), (0, 2)), Mark::Outline(sq('c', 1))],
            &crate::tr!("rules-wrong-size"),
        ),
        (
            board("L,.,./S,M,./.,.,."),
            vec![refused((0, 0), (2, 1))],
            &crate::tr!("rules-not-straight"),
        ),
    ];
    let row_top = y;
    let mut bottom: f64 = y;
    // One board size for the row: the largest any of them needs.
    let styles: Vec<BoardStyle> = cases
        .iter()
        .map(|(_, marks, _)| diagram_style(marks.clone(), color))
        .collect();
    let size = cases
        .iter()
        .zip(&styles)
        .map(|((b, _, _), st)| board_size(b, st))
        .fold((0.0f64, 0.0f64), |a, s| (a.0.max(s.0), a.1.max(s.1)));
    for (i, ((b, _, cap), st)) in cases.iter().zip(styles).enumerate() {
        let fx = x + i as f64 * (fw + 12.0);
        bottom = bottom.max(figure_of_size(
            out,
            b,
            Rect::new(fx, row_top, fw, fh),
            st,
            cap,
            size,
        ));
    }
    y = bottom + 6.0;
    y
}

/// Row 4: the end and the score (left), challenges (right); returns the
/// y below.
fn end_and_challenges(out: &mut Vec<Shape>, cols: Columns, mut y: f64, color: bool) -> f64 {
    let Columns { x, w, gap, .. } = cols;
    let half = (w - gap) / 2.0;
    let top = y;
    y = heading(out, x, y, half, &crate::tr!("rules-end-heading"));
    y = body(out, x, y, half, &crate::tr!("rules-end"));
    let end = board("S,.,./.,.,./.,.,SM");
    let end_bottom = figure(
        out,
        &end,
        Rect::new(x + half * 0.2, y, half * 0.6, 64.0),
        vec![],
        // The sum is kept on one line.
        &crate::tr!(
            "rules-no-hop-left",
            sum = crate::puzzle::unbreakable(&crate::tr!("rules-end-sum"))
        ),
        color,
    );
    let cx = x + half + gap;
    let mut cy = heading(out, cx, top, half, &crate::tr!("rules-challenges-heading"));
    cy = body(out, cx, cy, half, &crate::tr!("rules-challenges"));
    let tw = (half - 2.0 * 8.0) / 3.0;
    let lone = [
        (board(".,.,./.,S,./.,.,."), &crate::tr!("rules-one-small")),
        (board(".,.,./.,M,./.,.,."), &crate::tr!("rules-one-medium")),
        (board(".,.,./.,L,./.,.,."), &crate::tr!("rules-one-large")),
    ];
    let mut ch_bottom = cy;
    for (i, (b, cap)) in lone.iter().enumerate() {
        let fx = cx + i as f64 * (tw + 8.0);
        ch_bottom = ch_bottom.max(figure(
            out,
            b,
            Rect::new(fx, cy, tw, 58.0),
            vec![],
            cap,
            color,
        ));
    }
    end_bottom.max(ch_bottom) + 4.0
}

/// The credit line under the rows that end at `y` (below the content's
/// bottom when they run past it, so that the sheet is scaled to fit
/// rather than the credit printed over the last caption).
fn credit(out: &mut Vec<Shape>, c: Rect, y: f64) {
    let (x, w) = (c.x, c.w);
    out.push(Shape::Text {
        x: x + w / 2.0,
        y: y + 8.0,
        size: CREDIT_SIZE,
        weight: Weight::Regular,
        align: Align::Center,
        color: Color::grey(90),
        text: crate::tr!("rules-credit-sheet"),
    });
}

/// Top and bottom of a shape (text from its size above the baseline).
fn extent(shape: &Shape) -> (f64, f64) {
    extent_of(shape).unwrap_or((0.0, 0.0))
}

/// Top and bottom of a drawn shape; `None` for a group's markers.
fn extent_of(shape: &Shape) -> Option<(f64, f64)> {
    Some(match shape {
        Shape::Rect { y, h, .. } => (*y, y + h),
        Shape::Line { y1, y2, .. } => (y1.min(*y2), y1.max(*y2)),
        Shape::Polygon { points, .. } => points
            .iter()
            .fold((f64::MAX, f64::MIN), |(a, b), p| (a.min(p.1), b.max(p.1))),
        Shape::Circle { cy, r, .. } => (cy - r, cy + r),
        Shape::Begin(_) | Shape::End => return None,
        Shape::Text { y, size, .. } => (y - size, y + size * 0.25),
        Shape::TurnedText {
            y,
            size,
            weight,
            text,
            ..
        } => {
            let w = render::text::measure(text, *size, *weight);
            (y - w, y + w)
        }
    })
}

/// Smallest scale at which the rule sheet still goes on one page.
const ONE_PAGE_SCALE: f64 = 0.85;
/// Narrowest layout width of the two-page rule sheet.
const TWO_PAGE_WIDTH: f64 = 400.0;

/// The rule sheet for a book page of any size: one page scaled to the
/// content area when that keeps the text at least 85% of its size,
/// otherwise two pages laid out narrower (so that the text stays larger)
/// and split between the hop and the hops that are not allowed.
pub fn rules_pages_fitted(width: f64, height: f64, content: Rect) -> Vec<Page> {
    rules_pages_fitted_with(width, height, content, false)
}

/// [`rules_pages_fitted`] in colour or not.
pub fn rules_pages_fitted_with(width: f64, height: f64, content: Rect, color: bool) -> Vec<Page> {
    let one = (content.w / NATURAL.0).min(content.h / NATURAL.1);
    if one >= ONE_PAGE_SCALE {
        return vec![rules_page_fitted_with(width, height, content, color)];
    }
    let vw = (content.w / 0.9).clamp(TWO_PAGE_WIDTH, NATURAL.0);
    let tall = 4.0 * NATURAL.1;
    let (sheet, cut) = rules_layout(vw, tall, Rect::new(0.0, 0.0, vw, tall), color);
    let (mut first, mut second) = (Vec::new(), Vec::new());
    let (mut first_h, mut second_h) = (0.0f64, 0.0f64);
    // A group goes with its first drawn shape, its end with its start.
    let mut groups: Vec<bool> = Vec::new();
    for (i, sh) in sheet.shapes.iter().enumerate() {
        let on_first = match sh {
            Shape::Begin(_) => {
                let (top, bottom) = sheet.shapes[i..]
                    .iter()
                    .find_map(extent_of)
                    .unwrap_or((0.0, 0.0));
                let f = (top + bottom) / 2.0 < cut;
                groups.push(f);
                f
            }
            Shape::End => groups.pop().unwrap_or(true),
            _ => match groups.last() {
                Some(f) => *f,
                None => {
                    let (top, bottom) = extent(sh);
                    (top + bottom) / 2.0 < cut
                }
            },
        };
        let sh = sh.clone();
        let (_, bottom) = extent(&sh);
        if on_first {
            first_h = first_h.max(bottom);
            first.push(sh);
        } else {
            second_h = second_h.max(bottom - cut);
            second.push(sh);
        }
    }
    let s = (content.w / vw)
        .min(content.h / first_h.max(1.0))
        .min(content.h / second_h.max(1.0));
    let page = |shapes: Vec<Shape>, shift: f64| Page {
        width,
        height,
        shapes: shapes
            .into_iter()
            .map(|sh| scale_shape(sh, s, content.x, content.y - shift * s))
            .collect(),
    };
    vec![page(first, 0.0), page(second, cut)]
}

/// The rule sheet as a one-page document.
pub fn rules_document(paper: Paper) -> Document {
    rules_document_with(paper, false)
}

/// The rule sheet as a one-page document, in colour or not.
pub fn rules_document_with(paper: Paper, color: bool) -> Document {
    Document {
        title: crate::tr!("rules-title"),
        pages: vec![rules_page_with(paper, color)],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_sheet_builds_and_fits() {
        for paper in Paper::ALL {
            let page = rules_page(paper);
            let c = paper.content();
            for s in &page.shapes {
                if let Shape::Text { y, text, .. } = s {
                    assert!(*y <= c.bottom() + 0.5, "{paper}: {text} at {y}");
                    assert!(*y >= c.y, "{paper}: {text}");
                }
            }
            // All diagram positions parse (a typo would give empty boards).
            assert!(page.shapes.len() > 200);
        }
    }

    #[test]
    fn fitted_sheet_stays_inside_a_small_content_area() {
        let c = Rect::new(40.0, 30.0, 360.0, 560.0);
        let page = rules_page_fitted(432.0, 648.0, c);
        assert_eq!((page.width, page.height), (432.0, 648.0));
        for s in &page.shapes {
            if let Shape::Text { x, y, text, .. } = s {
                assert!(*y <= c.bottom() + 0.5 && *y >= c.y, "{text} at {y}");
                assert!(*x >= c.x - 0.5 && *x <= c.right() + 0.5, "{text} at {x}");
            }
        }
        assert_eq!(page.shapes.len(), rules_page(Paper::A4).shapes.len());
    }

    #[test]
    fn small_pages_get_the_sheet_on_two_pages() {
        let c = Rect::new(40.0, 30.0, 340.0, 540.0);
        let pages = rules_pages_fitted(432.0, 648.0, c);
        assert_eq!(pages.len(), 2);
        let has = |p: &Page, t: &str| {
            p.shapes
                .iter()
                .any(|s| matches!(s, Shape::Text { text, .. } if text == t))
        };
        assert!(
            has(&pages[0], &crate::tr!("rules-pieces-heading"))
                && has(&pages[0], &crate::tr!("rules-hop-heading"))
        );
        assert!(
            has(&pages[1], &crate::tr!("rules-not-allowed-heading"))
                && has(&pages[1], &crate::tr!("rules-challenges-heading"))
        );
        for p in &pages {
            for s in &p.shapes {
                let Some((top, bottom)) = extent_of(s) else {
                    continue;
                };
                assert!(top >= c.y - 12.0 && bottom <= c.bottom() + 1.0, "{s:?}");
                if let Shape::Text { size, text, .. } = s
                    && text == &crate::tr!("rules-pieces-heading")
                {
                    // Larger than the one-page fit would give (0.65).
                    assert!(*size >= 11.5 * 0.8, "{s:?}");
                }
            }
        }
        // A letter-sized book keeps it on one page.
        let big = Rect::new(36.0, 36.0, 540.0, 720.0);
        assert_eq!(rules_pages_fitted(612.0, 792.0, big).len(), 1);
    }
}
