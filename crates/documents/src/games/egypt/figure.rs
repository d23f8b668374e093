//! A board position as a figure documents draw: a puzzle's start or a
//! key's diagram, at a legible size.

use crate::puzzle::{DrawStyle, Figure};
use render::{Rect, Shape};

use super::draw::{BoardStyle, Mark, draw_board};
use egypt::board::{Board, Size};

/// The least legible board square in print: 0.25 in.
pub const MIN_SQUARE_PT: f64 = 18.0;

/// Aspect and least legible width of a board drawing of `grid` (with its
/// coordinates, which take 0.42 of a square on the top and the left).
pub fn figure_hint(grid: Size) -> (f64, f64) {
    let w = grid.cols() as f64 + 0.42;
    let h = grid.rows() as f64 + 0.42;
    (w / h, MIN_SQUARE_PT * w)
}

/// Least legible width of a board drawing of `grid` for a document's
/// style: squares of 0.25 in, and in large print squares wide enough for
/// coordinate labels of `style.min_text` (a third of a square).
pub fn min_width_for(grid: Size, style: &DrawStyle) -> f64 {
    let (_, w) = figure_hint(grid);
    if style.min_text > 13.0 {
        w.max(style.min_text / 0.34 * (grid.cols() as f64 + 0.42))
    } else {
        w
    }
}

/// A board position drawn with optional marks: a puzzle or a key diagram.
pub struct BoardFigure {
    pub board: Board,
    pub marks: Vec<Mark>,
    pub coordinates: bool,
}

impl Figure for BoardFigure {
    fn aspect(&self) -> f64 {
        figure_hint(self.board.size()).0
    }

    fn min_width(&self) -> f64 {
        figure_hint(self.board.size()).1
    }

    fn min_width_for(&self, style: &DrawStyle) -> f64 {
        min_width_for(self.board.size(), style)
    }

    fn draw(&self, area: Rect, style: &DrawStyle) -> Vec<Shape> {
        let bs = BoardStyle {
            color: style.color,
            highlight: self.marks.clone(),
            coordinates: self.coordinates,
            min_text: style.min_text,
        };
        draw_board(&self.board, fit_aspect(area, self.aspect()), &bs)
    }

    fn legible_width(&self) -> f64 {
        super::draw::min_board_width(&self.board, self.coordinates).max(self.min_width())
    }

    fn legible_width_for(&self, style: &DrawStyle) -> f64 {
        legible_board_width(&self.board, self.coordinates, style)
    }
}

/// Narrowest width of a drawing of `board` in a document of `style`: its
/// squares at their legible minimum and its Smalls at their least printed
/// width (2.5 mm, 4 mm in large print).
pub fn legible_board_width(board: &Board, coordinates: bool, style: &DrawStyle) -> f64 {
    let large = style.min_text > 13.0;
    super::draw::min_board_width_for(board, coordinates, large)
        .max(min_width_for(board.size(), style))
}

/// Narrowest width of any drawing of a `grid` board in a document of
/// `style`, whatever its stacks (a stack of three or more at the least):
/// what a document reserves before its puzzles are made.
pub fn legible_grid_width(grid: Size, style: &DrawStyle) -> f64 {
    let large = style.min_text > 13.0;
    let unit = super::draw::min_unit(large);
    let cell = unit / super::draw::unit_share(3);
    (cell * (grid.cols() as f64 + 0.42)).max(min_width_for(grid, style))
}

/// The largest rectangle of `aspect` centred at the top of `area`.
pub fn fit_aspect(area: Rect, aspect: f64) -> Rect {
    let w = area.w.min(area.h * aspect);
    let h = w / aspect;
    Rect::new(area.x + (area.w - w) / 2.0, area.y, w, h)
}
