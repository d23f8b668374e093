//! Every legal hop of a position at once, as bit masks: the move finding
//! shared by the census's packed engine ([`super::packed`]) and the
//! solver's layered analysis (`solver/layers.rs`).
//!
//! Bit `j` of word `w` of a hop set stands for hop `64 w + j` of the
//! grid's hop order. For each of a hop's three squares (the one it starts
//! on, the one it jumps, the one it lands on) a table maps a set of
//! squares to the hops that use one of them in that role, one table per
//! byte of the square set, so the hops using a set of squares are a read
//! per 8 squares. With a position's squares grouped by top piece
//! ([`Squares`]), the rule of a legal hop (`Board::hop_is_legal`) is then a
//! few ands and ors.

use super::board::{Hop, MAX_STACK};

/// Largest grid (in squares) a square set holds.
const MAX_SQUARES: usize = 32;

/// A position's squares grouped for finding its moves (bit `i`: square
/// `i`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Squares {
    /// The squares by top piece code; `by_top[0]`: the empty ones.
    pub(crate) by_top: [u32; 4],
    /// The squares that hold [`MAX_STACK`] pieces.
    pub(crate) full: u32,
    /// The pieces on the board.
    pub(crate) pieces: u32,
}

impl Squares {
    /// Adds square `sq`, holding the stack `bits` (two bits a piece,
    /// bottom first) of `len` pieces.
    #[inline(always)]
    pub(crate) fn add(&mut self, sq: usize, bits: u64, len: u32) {
        let top = (bits >> (2 * len).saturating_sub(2)) & 3;
        self.by_top[top as usize] |= 1 << sq;
        self.full |= ((len as usize >= MAX_STACK) as u32) << sq;
        self.pieces += len;
    }
}

/// One word of hop sets by square set: a table per byte of the set.
type Bytes = [[u64; 256]; MAX_SQUARES / 8];

/// A grid's hops by the squares they use (see the module's text).
#[derive(Clone, Debug)]
pub(crate) struct HopSets {
    /// Bytes of a square set the grid uses.
    bytes: usize,
    from: Vec<Bytes>,
    over: Vec<Bytes>,
    to: Vec<Bytes>,
}

impl HopSets {
    /// The sets of `hops` on a grid of `area` squares (at most 32).
    pub(crate) fn new(hops: &[Hop], area: usize) -> HopSets {
        assert!(area <= MAX_SQUARES, "at most {MAX_SQUARES} squares");
        let words = hops.len().div_ceil(64);
        let mut t = HopSets {
            bytes: area.div_ceil(8),
            from: vec![[[0; 256]; MAX_SQUARES / 8]; words],
            over: vec![[[0; 256]; MAX_SQUARES / 8]; words],
            to: vec![[[0; 256]; MAX_SQUARES / 8]; words],
        };
        for (j, h) in hops.iter().enumerate() {
            for (table, sq) in [
                (&mut t.from, h.from),
                (&mut t.over, h.over),
                (&mut t.to, h.to),
            ] {
                let (byte, bit) = (sq as usize / 8, sq % 8);
                for (v, set) in table[j / 64][byte].iter_mut().enumerate() {
                    if v >> bit & 1 == 1 {
                        *set |= 1 << (j % 64);
                    }
                }
            }
        }
        t
    }

    /// Words of a set of hops.
    pub(crate) fn words(&self) -> usize {
        self.from.len()
    }

    /// The hops using one of `squares` in the role of table `t`.
    #[inline(always)]
    fn look(&self, t: &Bytes, squares: u32) -> u64 {
        let mut m = 0;
        for (n, row) in t.iter().enumerate().take(self.bytes) {
            m |= row[(squares >> (8 * n)) as usize & 255];
        }
        m
    }

    /// Word `w` of the hops that jump one of `squares`.
    #[inline(always)]
    pub(crate) fn over(&self, w: usize, squares: u32) -> u64 {
        self.look(&self.over[w], squares)
    }

    /// Word `w` of the legal hops of a position with these squares.
    #[inline(always)]
    pub(crate) fn legal(&self, w: usize, squares: &Squares) -> u64 {
        let by_top = &squares.by_top;
        let (from, over, to) = (&self.from[w], &self.over[w], &self.to[w]);
        let occupied = by_top[1] | by_top[2] | by_top[3];
        let mut land = self.look(to, by_top[0]);
        for &same in &by_top[1..] {
            if same != 0 {
                land |= self.look(from, same) & self.look(to, same);
            }
        }
        let mut legal = self.look(from, occupied) & self.look(over, occupied) & land;
        if squares.full != 0 {
            legal &= !self.look(to, squares.full);
        }
        legal
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Board, Size};
    use rand::{RngExt, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// The masks give exactly the hops the board's own rule allows, on
    /// grids with one and with two words of hops (4x5: 68, 4x8: 80) and
    /// with one to four bytes of squares, along random games.
    #[test]
    fn masks_agree_with_the_board_rule() {
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        for (rows, cols) in [(3, 3), (3, 4), (4, 4), (4, 5), (5, 5), (4, 8)] {
            let size = Size::new(rows, cols).expect("size");
            let hops = size.hops();
            let sets = HopSets::new(&hops, size.area());
            assert_eq!(sets.words(), hops.len().div_ceil(64));
            for _ in 0..20 {
                let mut b = Board::setup(size);
                loop {
                    let mut squares = Squares::default();
                    for (i, s) in b.stacks().iter().enumerate() {
                        let (bits, len) = s.raw();
                        squares.add(i, bits, len);
                    }
                    assert_eq!(squares.pieces as usize, b.piece_count());
                    for (j, &h) in hops.iter().enumerate() {
                        let bit = sets.legal(j / 64, &squares) >> (j % 64) & 1;
                        assert_eq!(bit == 1, b.hop_is_legal(h), "{b} hop {j}");
                    }
                    let moves = b.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    b.play(moves[rng.random_range(0..moves.len())])
                        .expect("legal");
                }
            }
        }
    }
}
