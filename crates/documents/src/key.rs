//! Solution keys: a heading, the steps in the game's notation, and few,
//! large diagrams (which ones is the game's choice: for Egyptian Solitaire
//! the position before each trap moment, after every `k` moves when asked,
//! and the end). Several keys share pages. Takes puzzles of any game
//! through [`PrintablePuzzle::full_key`], so daily sheets, single pages,
//! books and handouts can all use it.

use crate::puzzle::{DrawStyle, KeyError, LegendOf, PrintablePuzzle};
use render::text::{CAP_HEIGHT, Style, measure, paragraph, paragraph_across, paragraph_height};
use render::{Align, Color, Page, Paper, Rect, Shape, Stroke, Weight};

/// One solution in a flow of keys.
#[derive(Clone, Copy)]
pub struct KeyEntry<'a> {
    pub heading: &'a str,
    /// A line under the heading: the grade in words, the goal.
    pub subtitle: Option<&'a str>,
    pub puzzle: &'a dyn PrintablePuzzle,
    /// A diagram after every this many steps as well (0: none).
    pub every: usize,
}

/// How keys are laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct KeyOptions {
    pub paper: Paper,
    pub color: bool,
}

/// Gap between diagrams.
const GAP: f64 = 18.0;

/// Lays out several keys one after the other on shared pages (a key starts
/// on the page where the previous one ended when its heading and moves
/// fit), two diagrams to a row, each at least as legible as a puzzle board,
/// with a legend of the marks on every page. A bad key is reported with
/// its index.
pub fn keys_pages(entries: &[KeyEntry], opts: KeyOptions) -> Result<Vec<Page>, (usize, KeyError)> {
    keys_pages_before(entries, opts, 0.0)
}

/// [`keys_pages`] followed by something `tail` points high (the key of a
/// card deal, say): when the last row of diagrams and `tail` do not both
/// fit on the last page, that row starts the next page, so that what
/// follows does not end up alone on a nearly empty page.
pub fn keys_pages_before(
    entries: &[KeyEntry],
    opts: KeyOptions,
    tail: f64,
) -> Result<Vec<Page>, (usize, KeyError)> {
    let paper = opts.paper;
    let c = paper.content();
    let mut pages = Vec::new();
    let mut page = Page::new(paper);
    let style = DrawStyle {
        color: opts.color,
        min_text: 0.0,
    };
    // The legend of the marks at the top of every page.
    let legend = |out: &mut Vec<Shape>, e: &KeyEntry| {
        e.puzzle
            .game()
            .legend(out, c.x, c.y, c.w, LegendOf::Key, &style)
            + 10.0
    };
    let mut y = match entries.first() {
        Some(e) => legend(&mut page.shapes, e),
        None => c.y,
    };
    let body = Style::new(9.5, Weight::Regular);
    let mv_style = Style::new(10.0, Weight::Bold);
    let cap = Style::new(8.5, Weight::Regular).align(Align::Center);
    for (ei, e) in entries.iter().enumerate() {
        let full = e.puzzle.full_key(e.every).map_err(|err| (ei, err))?;
        let ds = &full.key.figures;
        // Three diagrams to a row when they stay as legible as a puzzle
        // board, else two.
        let need = ds
            .iter()
            .map(|d| d.figure.legible_width())
            .fold(150.0, f64::max);
        let per_row = if (c.w - 2.0 * GAP) / 3.0 >= need {
            3
        } else {
            2
        };
        let fw = (c.w - GAP * (per_row as f64 - 1.0)) / per_row as f64;
        let items: Vec<String> = full
            .key
            .steps
            .iter()
            .enumerate()
            .map(|(i, m)| format!("{}. {}", i + 1, m))
            .collect();
        let item_w = items
            .iter()
            .map(|t| measure(t, mv_style.size, mv_style.weight))
            .fold(0.0, f64::max)
            + 14.0;
        let per_line = ((c.w / item_w).floor() as usize).max(1);
        let summary = &full.intro;
        let others = &full.after;
        let head_style = Style::new(16.0, Weight::Bold);
        let sub_style = Style::new(9.5, Weight::Regular).color(Color::grey(40));
        let lines = items.len().div_ceil(per_line);
        let intro_h = paragraph_height(c.w, head_style, e.heading)
            + e.subtitle
                .map(|t| paragraph_height(c.w, sub_style, t))
                .unwrap_or(0.0)
            + paragraph_height(c.w, body, summary)
            + lines.min(4) as f64 * mv_style.line_height()
            + paragraph_height(c.w, body, others)
            + 12.0;
        let aspect = ds
            .first()
            .map(|d| d.figure.aspect())
            .unwrap_or_else(|| e.puzzle.aspect());
        let board_h = fw / aspect;
        let cap_h = ds
            .iter()
            .map(|d| paragraph_height(fw, cap, &d.caption))
            .fold(0.0, f64::max)
            + 4.0;
        let row_h = board_h + cap_h;
        // A key starts on a fresh page unless its heading, moves and first
        // row of diagrams fit below the previous one.
        if ei > 0 && y + intro_h + row_h > c.bottom() {
            pages.push(std::mem::replace(&mut page, Page::new(paper)));
            y = legend(&mut page.shapes, e);
        } else if ei > 0 {
            page.shapes.push(Shape::hline(
                c.x,
                c.right(),
                y - 8.0,
                Stroke::solid(Color::grey(170), 0.6),
            ));
            y += 4.0;
        }
        y = paragraph(&mut page.shapes, c.x, y, c.w, head_style, e.heading) + 2.0;
        if let Some(t) = e.subtitle {
            y = paragraph(&mut page.shapes, c.x, y, c.w, sub_style, t) + 2.0;
        }
        y = paragraph(&mut page.shapes, c.x, y, c.w, body, summary) + 2.0;
        for line in items.chunks(per_line) {
            if y + mv_style.line_height() > c.bottom() {
                pages.push(std::mem::replace(&mut page, Page::new(paper)));
                y = legend(&mut page.shapes, e);
                y = continued(&mut page.shapes, c, y, e.heading);
            }
            for (i, t) in line.iter().enumerate() {
                page.shapes.push(Shape::Text {
                    x: c.x + i as f64 * item_w,
                    y: y + mv_style.size * CAP_HEIGHT,
                    size: mv_style.size,
                    weight: mv_style.weight,
                    align: Align::Left,
                    color: Color::BLACK,
                    text: t.clone(),
                });
            }
            y += mv_style.line_height();
        }
        if !others.is_empty() {
            y = paragraph(&mut page.shapes, c.x, y + 2.0, c.w, body, others);
        }
        y += 8.0;
        let rows = ds.len().div_ceil(per_row);
        // Rows of this key's diagrams on the current page.
        let mut rows_here = 0;
        for (ri, row) in ds.chunks(per_row).enumerate() {
            let last = ei + 1 == entries.len() && ri + 1 == rows;
            let need = if last && tail > 0.0 {
                row_h + 8.0 + tail
            } else {
                row_h
            };
            if y + need > c.bottom() && (y + row_h > c.bottom() || rows_here > 0) {
                pages.push(std::mem::replace(&mut page, Page::new(paper)));
                y = legend(&mut page.shapes, e);
                y = continued(&mut page.shapes, c, y, e.heading);
                rows_here = 0;
            }
            rows_here += 1;
            for (i, d) in row.iter().enumerate() {
                let fx = c.x + i as f64 * (fw + GAP);
                page.shapes
                    .extend(d.figure.draw(Rect::new(fx, y, fw, board_h), &style));
                paragraph(&mut page.shapes, fx, y + board_h + 3.0, fw, cap, &d.caption);
            }
            y += row_h + 8.0;
        }
        y += 14.0;
    }
    pages.push(page);
    Ok(pages)
}

fn continued(out: &mut Vec<Shape>, c: Rect, y: f64, heading: &str) -> f64 {
    let style = Style::new(12.0, Weight::Bold).color(Color::grey(40));
    paragraph_across(out, c, y, style, &crate::tr!("continued", what = heading)) + 6.0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::egypt::game::GivenPosition;
    use egypt::board::{Board, Move, Size, Square};

    fn greedy(size: Size, n: usize) -> GivenPosition {
        let start = Board::setup(size);
        let mut b = start.clone();
        let mut moves: Vec<Move> = Vec::new();
        for _ in 0..n {
            let Some(mv) = b.legal_moves().first().copied() else {
                break;
            };
            b.play(mv).expect("legal");
            moves.push(mv);
        }
        GivenPosition {
            id: "P".into(),
            target: egypt::Target::SMALL,
            board: start,
            solution: Some(moves),
        }
    }

    fn entry(p: &GivenPosition, every: usize) -> KeyEntry<'_> {
        KeyEntry {
            heading: "Puzzle 3",
            subtitle: None,
            puzzle: p,
            every,
        }
    }

    #[test]
    fn illegal_moves_are_reported_with_their_entry() {
        let mut p = greedy(Size::STANDARD_3X4, 3);
        p.solution = Some(vec![Move {
            from: Square::new(0, 0),
            to: Square::new(0, 1),
        }]);
        let ok = greedy(Size::STANDARD_3X4, 3);
        let res = keys_pages(&[entry(&ok, 1), entry(&p, 1)], KeyOptions::default());
        assert!(matches!(res, Err((1, _))));
    }

    #[test]
    fn long_keys_paginate() {
        let p = greedy(Size::STANDARD_4X5, 40);
        assert!(p.solution.as_ref().is_some_and(|m| m.len() > 20));
        let opts = KeyOptions {
            paper: Paper::Letter,
            color: false,
        };
        let pages = keys_pages(&[entry(&p, 1)], opts).expect("key");
        assert!(pages.len() > 1);
        for page in &pages {
            for s in &page.shapes {
                if let Shape::Text { y, .. } = s {
                    assert!(*y <= Paper::Letter.content().bottom() + 0.5);
                }
            }
        }
    }
}
