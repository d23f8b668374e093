//! Egyptian Solitaire rules: grid sizes, squares, stacks, moves.
//!
//! See `../shared/RULES.md` section 1. A square holds a stack of pieces
//! (bottom to top); a move hops the top piece of square A over the top
//! piece of the adjacent square B onto square C, which must be empty or
//! topped by a piece of the mover's size. The hopped piece leaves the board.

use std::fmt;

/// Smallest grid side accepted.
pub const MIN_SIDE: u8 = 3;
/// Largest grid side accepted.
pub const MAX_SIDE: u8 = 10;
/// Tallest stack a square can hold in this engine.
pub const MAX_STACK: usize = 32;

/// A pyramid piece. The discriminant is its pip value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Piece {
    Small = 1,
    Medium = 2,
    Large = 3,
}

impl Piece {
    pub const ALL: [Piece; 3] = [Piece::Small, Piece::Medium, Piece::Large];

    /// Pips (points) of the piece: 1, 2 or 3.
    pub fn pips(self) -> u32 {
        self as u32
    }

    /// Notation letter: `S`, `M` or `L`.
    pub fn letter(self) -> char {
        match self {
            Piece::Small => 'S',
            Piece::Medium => 'M',
            Piece::Large => 'L',
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Piece::Small => "Small",
            Piece::Medium => "Medium",
            Piece::Large => "Large",
        }
    }

    /// Reads a notation letter, either case.
    pub fn from_letter(c: char) -> Option<Piece> {
        match c.to_ascii_uppercase() {
            'S' => Some(Piece::Small),
            'M' => Some(Piece::Medium),
            'L' => Some(Piece::Large),
            _ => None,
        }
    }

    fn from_code(code: u64) -> Piece {
        match code {
            1 => Piece::Small,
            2 => Piece::Medium,
            _ => Piece::Large,
        }
    }
}

/// A grid size: rows by columns, each side from [`MIN_SIDE`] to [`MAX_SIDE`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Size {
    rows: u8,
    cols: u8,
}

impl Size {
    /// The 3x4 standard board.
    pub const STANDARD_3X4: Size = Size { rows: 3, cols: 4 };
    /// The 4x5 standard board.
    pub const STANDARD_4X5: Size = Size { rows: 4, cols: 5 };

    /// A size, or `None` when a side is outside the accepted range.
    pub fn new(rows: usize, cols: usize) -> Option<Size> {
        let ok = |n: usize| (MIN_SIDE as usize..=MAX_SIDE as usize).contains(&n);
        (ok(rows) && ok(cols)).then_some(Size {
            rows: rows as u8,
            cols: cols as u8,
        })
    }

    pub fn rows(self) -> usize {
        self.rows as usize
    }

    pub fn cols(self) -> usize {
        self.cols as usize
    }

    /// Number of squares.
    pub fn area(self) -> usize {
        self.rows() * self.cols()
    }

    /// The square at a row and column (both from 0), if on the board.
    pub fn square(self, row: isize, col: isize) -> Option<Square> {
        (row >= 0 && col >= 0 && (row as usize) < self.rows() && (col as usize) < self.cols())
            .then_some(Square {
                row: row as u8,
                col: col as u8,
            })
    }

    /// Squares in reading order: row 1 left to right, then row 2, ...
    pub fn squares(self) -> impl Iterator<Item = Square> {
        let cols = self.cols;
        (0..self.area()).map(move |i| Square {
            row: (i / cols as usize) as u8,
            col: (i % cols as usize) as u8,
        })
    }

    pub fn index(self, sq: Square) -> usize {
        sq.row as usize * self.cols() + sq.col as usize
    }

    pub fn square_at(self, index: usize) -> Square {
        Square {
            row: (index / self.cols()) as u8,
            col: (index % self.cols()) as u8,
        }
    }

    /// Every geometrically possible hop (A, B, C) on this grid, in a fixed
    /// order: by square A in reading order, then by direction.
    pub fn hops(self) -> Vec<Hop> {
        let mut hops = Vec::new();
        for from in self.squares() {
            for (dr, dc) in DIRECTIONS {
                let (r, c) = (from.row as isize, from.col as isize);
                if let (Some(over), Some(to)) = (
                    self.square(r + dr, c + dc),
                    self.square(r + 2 * dr, c + 2 * dc),
                ) {
                    hops.push(Hop {
                        from: self.index(from) as u8,
                        over: self.index(over) as u8,
                        to: self.index(to) as u8,
                    });
                }
            }
        }
        hops
    }
}

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.rows, self.cols)
    }
}

/// The 8 directions, in a fixed order: N, NE, E, SE, S, SW, W, NW
/// (row grows downwards).
pub const DIRECTIONS: [(isize, isize); 8] = [
    (-1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
];

/// A square of the grid. Row 0 is the top row (`1` in notation), column 0
/// the leftmost (`a`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    pub row: u8,
    pub col: u8,
}

impl Square {
    pub fn new(row: usize, col: usize) -> Square {
        Square {
            row: row as u8,
            col: col as u8,
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.col) as char, self.row as u32 + 1)
    }
}

/// A geometric hop by square indices: from A over B to C.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Hop {
    pub from: u8,
    pub over: u8,
    pub to: u8,
}

/// A move: the top piece of `from` hops over the adjacent square onto `to`,
/// two steps away in a straight or diagonal line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Square,
    pub to: Square,
}

impl Move {
    /// The hopped square, when `to` is two steps from `from` in one of the 8
    /// directions.
    pub fn over(self) -> Option<Square> {
        let dr = self.to.row as isize - self.from.row as isize;
        let dc = self.to.col as isize - self.from.col as isize;
        let straight = (dr.abs() == 2 || dr == 0) && (dc.abs() == 2 || dc == 0);
        (straight && (dr, dc) != (0, 0)).then(|| Square {
            row: (self.from.row as isize + dr / 2) as u8,
            col: (self.from.col as isize + dc / 2) as u8,
        })
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

/// Which rule an illegal move breaks.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalMove {
    #[error("{square} is off the {size} board")]
    OffBoard { square: Square, size: Size },
    #[error("{mv}: the destination must be two squares away in a straight or diagonal line")]
    NotAHop { mv: Move },
    #[error("{mv}: {square} is empty, there is no piece to move")]
    EmptyFrom { mv: Move, square: Square },
    #[error("{mv}: {square} is empty, every move must hop exactly one piece")]
    NothingToHop { mv: Move, square: Square },
    #[error("{mv}: a {mover} cannot land on the {top} on top of {square}")]
    SizeMismatch {
        mv: Move,
        square: Square,
        mover: &'static str,
        top: &'static str,
    },
    #[error("{mv}: the stack on {square} is full ({max} pieces)")]
    StackFull {
        mv: Move,
        square: Square,
        max: usize,
    },
}

/// A stack of pieces packed two bits a piece, bottom piece in the low bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Stack {
    bits: u64,
    len: u8,
}

impl Stack {
    pub fn len(self) -> usize {
        self.len as usize
    }

    pub fn is_empty(self) -> bool {
        self.len == 0
    }

    pub fn top(self) -> Option<Piece> {
        (self.len > 0)
            .then(|| self.top_code())
            .map(Piece::from_code)
    }

    #[inline]
    pub(crate) fn top_code(self) -> u64 {
        (self.bits >> (2 * (self.len as u32 - 1))) & 3
    }

    /// Pieces bottom to top.
    pub fn pieces(self) -> impl Iterator<Item = Piece> {
        (0..self.len as u32).map(move |i| Piece::from_code((self.bits >> (2 * i)) & 3))
    }

    pub fn pips(self) -> u32 {
        self.pieces().map(Piece::pips).sum()
    }

    /// Pushes a piece; false when the stack is full.
    pub fn push(&mut self, p: Piece) -> bool {
        if self.len() >= MAX_STACK {
            return false;
        }
        self.push_code(p as u64);
        true
    }

    #[inline]
    pub(crate) fn push_code(&mut self, code: u64) {
        self.bits |= code << (2 * self.len as u32);
        self.len += 1;
    }

    #[inline]
    pub(crate) fn pop_code(&mut self) -> u64 {
        let code = self.top_code();
        self.len -= 1;
        self.bits &= !(3u64 << (2 * self.len as u32));
        code
    }

    /// Raw packed form: pieces bottom-first, two bits each (1, 2, 3).
    #[inline]
    pub fn raw(self) -> (u64, u32) {
        (self.bits, self.len as u32)
    }
}

/// What a move took, so that it can be undone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Undo {
    pub hop: Hop,
    pub mover: Piece,
    pub removed: Piece,
}

/// A position: a grid with a stack on every square.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    size: Size,
    stacks: Vec<Stack>,
}

impl Board {
    /// An empty board.
    pub fn empty(size: Size) -> Board {
        Board {
            size,
            stacks: vec![Stack::default(); size.area()],
        }
    }

    /// The standard setup: a Small, a Medium and a Large on every square.
    pub fn setup(size: Size) -> Board {
        let mut b = Board::empty(size);
        for s in &mut b.stacks {
            for p in Piece::ALL {
                s.push(p);
            }
        }
        b
    }

    pub fn size(&self) -> Size {
        self.size
    }

    pub fn stack(&self, sq: Square) -> Stack {
        self.stacks[self.size.index(sq)]
    }

    pub fn stacks(&self) -> &[Stack] {
        &self.stacks
    }

    /// Puts a piece on top of a square's stack; false when it is full.
    pub fn push(&mut self, sq: Square, p: Piece) -> bool {
        let i = self.size.index(sq);
        self.stacks[i].push(p)
    }

    /// Number of pieces on the board.
    pub fn piece_count(&self) -> usize {
        self.stacks.iter().map(|s| s.len()).sum()
    }

    /// Total pips on the board: the score if the game ends here.
    pub fn pips(&self) -> u32 {
        self.stacks.iter().map(|s| s.pips()).sum()
    }

    /// Counts of (Small, Medium, Large) pieces.
    pub fn piece_counts(&self) -> [usize; 3] {
        let mut n = [0; 3];
        for s in &self.stacks {
            for p in s.pieces() {
                n[p as usize - 1] += 1;
            }
        }
        n
    }

    /// Whether the hop is legal here (rules 2 and 3; rule 1 holds for every
    /// hop from [`Size::hops`]).
    #[inline]
    pub(crate) fn hop_is_legal(&self, h: Hop) -> bool {
        let a = self.stacks[h.from as usize];
        let b = self.stacks[h.over as usize];
        let c = self.stacks[h.to as usize];
        a.len > 0
            && b.len > 0
            && (c.len == 0 || c.top_code() == a.top_code())
            && (c.len() < MAX_STACK)
    }

    /// Plays a hop known to be legal.
    #[inline]
    pub(crate) fn play_hop(&mut self, h: Hop) -> Undo {
        let mover = self.stacks[h.from as usize].pop_code();
        let removed = self.stacks[h.over as usize].pop_code();
        self.stacks[h.to as usize].push_code(mover);
        Undo {
            hop: h,
            mover: Piece::from_code(mover),
            removed: Piece::from_code(removed),
        }
    }

    /// Takes back a move made by [`Board::play`] or [`Board::play_hop`].
    #[inline]
    pub fn undo(&mut self, u: Undo) {
        let mover = self.stacks[u.hop.to as usize].pop_code();
        self.stacks[u.hop.over as usize].push_code(u.removed as u64);
        self.stacks[u.hop.from as usize].push_code(mover);
    }

    /// The legal moves, in a fixed order (by origin square in reading order,
    /// then by direction N, NE, E, SE, S, SW, W, NW).
    pub fn legal_moves(&self) -> Vec<Move> {
        self.size
            .hops()
            .into_iter()
            .filter(|&h| self.hop_is_legal(h))
            .map(|h| self.hop_to_move(h))
            .collect()
    }

    /// True when no legal move remains: the game is over.
    pub fn is_terminal(&self) -> bool {
        !self.size.hops().into_iter().any(|h| self.hop_is_legal(h))
    }

    pub(crate) fn hop_to_move(&self, h: Hop) -> Move {
        Move {
            from: self.size.square_at(h.from as usize),
            to: self.size.square_at(h.to as usize),
        }
    }

    /// Checks a move against every rule, returning the hop it makes.
    pub fn check(&self, mv: Move) -> Result<Hop, IllegalMove> {
        for sq in [mv.from, mv.to] {
            if self.size.square(sq.row as isize, sq.col as isize).is_none() {
                return Err(IllegalMove::OffBoard {
                    square: sq,
                    size: self.size,
                });
            }
        }
        let over = mv.over().ok_or(IllegalMove::NotAHop { mv })?;
        let (a, b, c) = (self.stack(mv.from), self.stack(over), self.stack(mv.to));
        let mover = a.top().ok_or(IllegalMove::EmptyFrom {
            mv,
            square: mv.from,
        })?;
        if b.is_empty() {
            return Err(IllegalMove::NothingToHop { mv, square: over });
        }
        if let Some(top) = c.top()
            && top != mover
        {
            return Err(IllegalMove::SizeMismatch {
                mv,
                square: mv.to,
                mover: mover.name(),
                top: top.name(),
            });
        }
        if c.len() >= MAX_STACK {
            return Err(IllegalMove::StackFull {
                mv,
                square: mv.to,
                max: MAX_STACK,
            });
        }
        Ok(Hop {
            from: self.size.index(mv.from) as u8,
            over: self.size.index(over) as u8,
            to: self.size.index(mv.to) as u8,
        })
    }

    /// Plays a move after checking every rule; the board is unchanged on error.
    pub fn play(&mut self, mv: Move) -> Result<Undo, IllegalMove> {
        let h = self.check(mv)?;
        Ok(self.play_hop(h))
    }

    /// The single piece left, if exactly one piece is on the board.
    pub fn lone_piece(&self) -> Option<Piece> {
        let mut found = None;
        for s in &self.stacks {
            match (s.len(), found) {
                (0, _) => {}
                (1, None) => found = s.top(),
                _ => return None,
            }
        }
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        let b = s.as_bytes();
        Square::new((b[1] - b'1') as usize, (b[0] - b'a') as usize)
    }

    fn mv(a: &str, b: &str) -> Move {
        Move {
            from: sq(a),
            to: sq(b),
        }
    }

    #[test]
    fn setup_has_three_pieces_per_square() {
        let b = Board::setup(Size::STANDARD_3X4);
        assert_eq!(b.piece_count(), 36);
        assert_eq!(b.pips(), 72);
        assert_eq!(b.piece_counts(), [12, 12, 12]);
        assert_eq!(
            b.stack(sq("a1")).pieces().collect::<Vec<_>>(),
            vec![Piece::Small, Piece::Medium, Piece::Large]
        );
    }

    #[test]
    fn hop_counts_match_geometry() {
        // 3x4: 12 horizontal, 8 vertical, 8 diagonal hops.
        assert_eq!(Size::STANDARD_3X4.hops().len(), 28);
        // 4x5: 24 horizontal, 20 vertical, 24 diagonal.
        assert_eq!(Size::STANDARD_4X5.hops().len(), 68);
        assert_eq!(Size::new(3, 3).unwrap().hops().len(), 16);
    }

    #[test]
    fn size_limits() {
        assert!(Size::new(2, 4).is_none());
        assert!(Size::new(3, 11).is_none());
        assert!(Size::new(10, 10).is_some());
    }

    #[test]
    fn legal_move_moves_top_and_removes_hopped_piece() {
        let mut b = Board::setup(Size::STANDARD_3X4);
        let before = b.clone();
        let u = b.play(mv("a1", "c1")).unwrap();
        assert_eq!(u.mover, Piece::Large);
        assert_eq!(u.removed, Piece::Large);
        assert_eq!(b.stack(sq("a1")).len(), 2);
        assert_eq!(b.stack(sq("b1")).len(), 2);
        assert_eq!(b.stack(sq("c1")).len(), 4);
        assert_eq!(b.stack(sq("c1")).top(), Some(Piece::Large));
        assert_eq!(b.piece_count(), 35);
        b.undo(u);
        assert_eq!(b, before);
    }

    #[test]
    fn diagonal_and_vertical_hops() {
        let mut b = Board::setup(Size::STANDARD_3X4);
        assert!(b.play(mv("a1", "c3")).is_ok());
        assert!(b.play(mv("d3", "d1")).is_ok());
        assert_eq!(b.piece_count(), 34);
    }

    #[test]
    fn illegal_cases_name_their_rule() {
        let mut b = Board::setup(Size::STANDARD_3X4);
        assert!(matches!(
            b.check(mv("a1", "a4")),
            Err(IllegalMove::OffBoard { .. })
        ));
        for to in ["b3", "b1", "a1"] {
            let e = b.check(mv("a1", to));
            assert!(matches!(e, Err(IllegalMove::NotAHop { .. })), "a1-{to}");
        }
        // Empty the middle square b1 by hopping its pieces away.
        let mut e = Board::empty(Size::STANDARD_3X4);
        e.push(sq("a1"), Piece::Small);
        assert!(matches!(
            e.check(mv("a1", "c1")),
            Err(IllegalMove::NothingToHop { .. })
        ));
        assert!(matches!(
            e.check(mv("c1", "a1")),
            Err(IllegalMove::EmptyFrom { .. })
        ));
        e.push(sq("b1"), Piece::Large);
        e.push(sq("c1"), Piece::Medium);
        let err = e.check(mv("a1", "c1")).unwrap_err();
        assert!(matches!(err, IllegalMove::SizeMismatch { .. }));
        assert_eq!(
            err.to_string(),
            "a1-c1: a Small cannot land on the Medium on top of c1"
        );
        // A Large lands on a Large: legal.
        assert!(b.play(mv("a1", "c1")).is_ok());
    }

    #[test]
    fn lone_piece_and_terminal() {
        let mut b = Board::empty(Size::STANDARD_3X4);
        assert!(b.is_terminal());
        assert_eq!(b.lone_piece(), None);
        b.push(sq("b2"), Piece::Medium);
        assert_eq!(b.lone_piece(), Some(Piece::Medium));
        assert!(b.is_terminal());
        b.push(sq("b2"), Piece::Small);
        assert_eq!(b.lone_piece(), None);
        assert!(b.is_terminal(), "two pieces on one square cannot hop");
    }
}
