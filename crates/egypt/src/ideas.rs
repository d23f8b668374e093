//! Structural facts a person learns about the game, each a theorem of the
//! rules, and the dead positions each one lets a player recognise.
//!
//! Every hop moves a piece two squares in a straight line: two rows, two
//! columns, or both. So **a piece keeps the parity of its row and of its
//! column forever** (and so its colour on a chessboard), while the piece it
//! hops over stands on a square of another parity. The facts follow:
//!
//! - **Lines** ([`Idea::MiddleRow`], [`Idea::AlternateRows`], and the same
//!   for columns): when every piece stands on rows of one parity, a hop up,
//!   down or diagonal would jump a square of the other parity, where no
//!   piece is and none can ever land; so only sideways hops remain, every
//!   piece keeps its row, and pieces on two rows can never come down to one.
//!   On a 3-row board this says: the middle row is the only bridge between
//!   the top and bottom rows (nothing lands in the middle row from outside
//!   it, and every crossing takes one of its pieces); once it is empty, the
//!   top and bottom never meet.
//! - **One colour** ([`Idea::OneColour`], boards with 3 rows or 3 columns):
//!   when every piece stands on one colour of a chessboard, only diagonal
//!   hops remain (a straight hop jumps the other colour). A diagonal hop
//!   never jumps a square of the top or bottom row, and a piece there only
//!   hops to the other outer row: the pieces of the outer rows can never be
//!   taken, so two of them never come down to one.
//!
//! Each fact only speaks of single-piece targets, which need every piece
//! but one taken. `tests/it/ideas.rs` checks each on every position of
//! small boards with few pieces: whenever a fact calls a position lost, the
//! solver finds no way to the target.

use std::fmt;

use serde::{Serialize, Serializer};

use super::board::{Board, Size};
use super::target::Target;

/// A structural fact about the game, named as a person would say it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Idea {
    /// 3-row boards: the middle row is the only bridge.
    MiddleRow,
    /// 3-column boards: the middle column is the only bridge.
    MiddleColumn,
    /// Pieces all on odd rows (or all on even rows) never change row.
    AlternateRows,
    /// Pieces all on odd columns (or all on even ones) never change column.
    AlternateColumns,
    /// Pieces all on one chessboard colour: only diagonal hops remain.
    OneColour,
}

impl Idea {
    /// The idea's key: the name its messages are filed under (`idea-KEY`)
    /// and what the web engine answers for it.
    pub fn key(self) -> &'static str {
        match self {
            Idea::MiddleRow => "middle-row",
            Idea::MiddleColumn => "middle-column",
            Idea::AlternateRows => "alternate-rows",
            Idea::AlternateColumns => "alternate-columns",
            Idea::OneColour => "one-colour",
        }
    }
}

impl Idea {
    pub const ALL: [Idea; 5] = [
        Idea::MiddleRow,
        Idea::MiddleColumn,
        Idea::AlternateRows,
        Idea::AlternateColumns,
        Idea::OneColour,
    ];

    /// The ideas that say something on a grid (a grid of 3 rows has a
    /// middle row, others alternate rows; and so on).
    pub fn on_grid(size: Size) -> Vec<Idea> {
        let (r, c) = (size.rows(), size.cols());
        let mut out = Vec::new();
        out.push(if r == 3 {
            Idea::MiddleRow
        } else {
            Idea::AlternateRows
        });
        out.push(if c == 3 {
            Idea::MiddleColumn
        } else {
            Idea::AlternateColumns
        });
        if r == 3 || c == 3 {
            out.push(Idea::OneColour);
        }
        out
    }

    /// A short name, as a hint's first line: `only the middle row links
    /// the top and bottom rows`.
    pub fn name(self) -> &'static str {
        match self {
            Idea::MiddleRow => "only the middle row links the top and bottom rows",
            Idea::MiddleColumn => "only the middle column links the left and right columns",
            Idea::AlternateRows => {
                "once every piece is on odd rows, or every piece on even ones, no piece moves up \
                 or down"
            }
            Idea::AlternateColumns => {
                "once every piece is on odd columns, or every piece on even ones, no piece moves \
                 sideways"
            }
            Idea::OneColour => "on one colour, the outer rows are stuck",
        }
    }

    /// The idea in a few sentences a player can use.
    pub fn words(self) -> &'static str {
        match self {
            Idea::MiddleRow => {
                "The middle row is the only bridge. A piece gets from the top row to the bottom \
                 row only by hopping a middle-row piece, and nothing from outside ever lands in \
                 the middle row. Once the middle row is empty, pieces above and below can never \
                 meet: keep a middle piece for every crossing you need."
            }
            Idea::MiddleColumn => {
                "The middle column is the only bridge. A piece gets from the left column to the \
                 right one only by hopping a middle-column piece, and nothing from outside ever \
                 lands in the middle column. Once it is empty, the two sides can never meet: \
                 keep a middle piece for every crossing you need."
            }
            Idea::AlternateRows => {
                "A piece always hops two rows at a time, so it stays on odd rows or on even \
                 rows for good. Once every piece stands on the odd rows (or every piece on the \
                 even ones), nothing can hop up or down any more, and pieces on two different \
                 rows can never meet."
            }
            Idea::AlternateColumns => {
                "A piece always hops two columns at a time, so it stays on odd columns or on \
                 even columns for good. Once every piece stands on the odd columns (or every \
                 piece on the even ones), nothing can hop sideways any more, and pieces in two \
                 different columns can never meet."
            }
            Idea::OneColour => {
                "Colour the board like a chessboard: a piece keeps its colour for good. Once \
                 every piece stands on one colour, only diagonal hops are left, and a piece in \
                 the top or bottom row can then never be taken: two such pieces never come down \
                 to one."
            }
        }
    }

    /// Whether the fact shows that `board` cannot reach `target` (only
    /// single-piece targets; `false` when it says nothing).
    pub fn rules_out(self, board: &Board, target: Target) -> bool {
        if !matches!(target, Target::Lone(_)) {
            return false;
        }
        let size = board.size();
        match self {
            Idea::MiddleRow | Idea::AlternateRows => lines_frozen(board, |sq| sq.row as usize),
            Idea::MiddleColumn | Idea::AlternateColumns => {
                lines_frozen(board, |sq| sq.col as usize)
            }
            Idea::OneColour => {
                if size.rows() == 3 {
                    outer_stuck(board, |sq| sq.row as usize, |sq| sq.col as usize)
                } else if size.cols() == 3 {
                    outer_stuck(board, |sq| sq.col as usize, |sq| sq.row as usize)
                } else {
                    false
                }
            }
        }
    }
}

/// Every piece on lines (rows or columns, by `line`) of one parity, and
/// pieces on at least two lines.
fn lines_frozen(board: &Board, line: impl Fn(super::board::Square) -> usize) -> bool {
    let mut seen: Option<usize> = None;
    let mut parity: Option<usize> = None;
    let mut two = false;
    for sq in board.size().squares() {
        if board.stack(sq).is_empty() {
            continue;
        }
        let l = line(sq);
        match parity {
            None => parity = Some(l % 2),
            Some(p) if p != l % 2 => return false,
            _ => {}
        }
        match seen {
            None => seen = Some(l),
            Some(s) if s != l => two = true,
            _ => {}
        }
    }
    two
}

/// On a board of 3 lines across (`across` gives a square's line, 0 to 2):
/// every piece on one chessboard colour, and two or more pieces on the
/// outer lines.
fn outer_stuck(
    board: &Board,
    across: impl Fn(super::board::Square) -> usize,
    along: impl Fn(super::board::Square) -> usize,
) -> bool {
    let mut colour: Option<usize> = None;
    let mut outer = 0usize;
    for sq in board.size().squares() {
        let height = board.stack(sq).len();
        if height == 0 {
            continue;
        }
        let c = (across(sq) + along(sq)) % 2;
        match colour {
            None => colour = Some(c),
            Some(k) if k != c => return false,
            _ => {}
        }
        if across(sq) != 1 {
            outer += height;
        }
    }
    outer >= 2
}

impl fmt::Display for Idea {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for Idea {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Out {
            name: &'static str,
            words: &'static str,
        }
        Out {
            name: self.name(),
            words: self.words(),
        }
        .serialize(s)
    }
}
