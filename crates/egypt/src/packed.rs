//! A compact Egyptian Solitaire position for small grids, with fast move
//! generation and cheap canonical keys.
//!
//! A position on a grid of at most [`MAX_AREA`] squares with at most three
//! pieces per square at the start packs into one `u128` [`Key`]: the
//! squares in reading order, from the low bits up, each written as its
//! pieces bottom first (2 bits each: 1 Small, 2 Medium, 3 Large) followed by
//! a 2-bit zero separator. A position of `p` pieces on `n` squares takes
//! `2 * (p + n)` bits: 96 for the 3x4 setup, 64 once 20 pieces are left,
//! 128 for the 4x4 setup. Moves only remove pieces, so every later position
//! fits too. The packing is one-to-one (the square count is fixed) and
//! decodes without a table: a separator is the first zero symbol.
//!
//! The canonical key of a position is the smallest key over the grid's
//! symmetries (the same group as [`crate::symmetry::symmetries`]: 4
//! for a non-square rectangle, 8 for a square). Symmetries map every line
//! of three squares to a line of three squares, so they preserve the set of
//! legal moves, the game tree and every count over it.

use super::board::{Board, Hop, MAX_STACK, Piece, Size, Stack};
use super::hop_sets::{HopSets, Squares};
use super::symmetry::symmetry_arrays;

/// Largest grid (in squares) the packed form supports: 16 squares of up to
/// three pieces each pack into 128 bits.
pub const MAX_AREA: usize = 16;

/// A packed position (see the module documentation).
pub type Key = u128;

const LOW_SYMBOLS: u128 = 0x5555_5555_5555_5555_5555_5555_5555_5555;

/// What a grid needs for packed play: its hops and symmetries.
#[derive(Clone, Debug)]
pub struct Geometry {
    size: Size,
    area: usize,
    rows: usize,
    cols: usize,
    hops: Vec<Hop>,
    /// The hops by the squares they use: legal hops as one mask (one
    /// word: a grid of [`MAX_AREA`] squares has at most 64 hops).
    masks: Box<HopSets>,
    /// `syms[s][i]`: the square whose stack lands on square `i` under
    /// symmetry `s`. The identity comes first.
    syms: Vec<[u8; MAX_AREA]>,
}

/// Why a grid or position cannot be packed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PackError {
    #[error("the {size} grid has {area} squares; the packed engine supports at most {MAX_AREA}")]
    GridTooLarge { size: Size, area: usize },
    #[error("the position needs {bits} bits; the packed engine holds at most 128")]
    TooManyPieces { bits: usize },
}

impl Geometry {
    pub fn new(size: Size) -> Result<Geometry, PackError> {
        let area = size.area();
        if area > MAX_AREA {
            return Err(PackError::GridTooLarge { size, area });
        }
        let syms = symmetry_arrays(size);
        let hops = size.hops();
        Ok(Geometry {
            size,
            area,
            rows: size.rows(),
            cols: size.cols(),
            masks: Box::new(HopSets::new(&hops, area)),
            hops,
            syms,
        })
    }

    pub fn size(&self) -> Size {
        self.size
    }

    /// Number of symmetries used for canonical keys (4 or 8).
    pub fn symmetry_count(&self) -> usize {
        self.syms.len()
    }

    /// Number of geometric hops: an upper bound on the legal moves.
    pub fn hop_count(&self) -> usize {
        self.hops.len()
    }

    /// Packs a board (which must be of this geometry's size).
    pub fn pack(&self, board: &Board) -> Result<Packed, PackError> {
        let bits = 2 * (board.piece_count() + self.area);
        if bits > 128 || board.size() != self.size {
            return Err(PackError::TooManyPieces { bits });
        }
        let mut p = Packed::default();
        for (i, s) in board.stacks().iter().enumerate() {
            let (b, len) = s.raw();
            p.bits[i] = b;
            p.len[i] = len as u8;
        }
        Ok(p)
    }

    /// Unpacks a key made by [`Geometry::key`] or [`Geometry::canonical`].
    #[inline]
    pub fn unpack(&self, key: Key) -> Packed {
        if key >> 64 == 0 {
            return self.unpack_narrow(key as u64);
        }
        let mut p = Packed::default();
        let mut x = key;
        for i in 0..self.area {
            // Symbols that are zero have both bits clear; the first one is
            // this square's separator.
            let zero = !(x | (x >> 1)) & LOW_SYMBOLS;
            let at = zero.trailing_zeros();
            p.bits[i] = (x & ((1u128 << at) - 1)) as u64;
            p.len[i] = (at / 2) as u8;
            x = x.checked_shr(at + 2).unwrap_or(0);
        }
        p
    }

    /// [`Geometry::unpack`] for a key of at most 64 bits.
    #[inline]
    fn unpack_narrow(&self, key: u64) -> Packed {
        const LOW: u64 = 0x5555_5555_5555_5555;
        let mut p = Packed::default();
        // Every zero symbol at once; the `i`-th is square `i`'s separator
        // (past the key's last bit every symbol is zero).
        let mut zeros = !(key | (key >> 1)) & LOW;
        let mut start = 0u32;
        for i in 0..self.area {
            let at = zeros.trailing_zeros();
            zeros &= zeros.wrapping_sub(1);
            // Past bit 63 (a wider key whose last squares are empty, which
            // are then zero), `at` stays 64 and the square is empty.
            let width = at.saturating_sub(start);
            p.bits[i] = (key >> (start & 63)) & ((1u64 << (width & 63)) - 1);
            p.len[i] = (width / 2) as u8;
            start = at + 2;
        }
        p
    }

    /// The canonical key of a position whose key fits 64 bits: the same
    /// value as [`Geometry::canonical`], computed from scans of the rows
    /// (and on a square grid the columns) in both directions, which is
    /// what the symmetries do to the reading order.
    #[inline]
    pub fn canonical_narrow(&self, p: &Packed) -> u64 {
        let best = self.scans(p, self.rows, self.cols, |r, c| r * self.cols + c);
        if self.rows == self.cols {
            best.min(self.scans(p, self.cols, self.rows, |c, r| r * self.cols + c))
        } else {
            best
        }
    }

    /// The smallest of the four keys reading `lines` lines of `along`
    /// squares each (`at(line, k)` is the square), lines forwards or
    /// backwards, each line forwards or backwards.
    #[inline(always)]
    fn scans(
        &self,
        p: &Packed,
        lines: usize,
        along: usize,
        at: impl Fn(usize, usize) -> usize,
    ) -> u64 {
        // Every shift is below 64: a key of at most 64 bits places each
        // square, and each line, below its last bit (a square's width is
        // at least 2, a line's at least `2 * along`).
        #[inline(always)]
        fn shl(x: u64, by: u32) -> u64 {
            debug_assert!(by < 64);
            x << (by & 63)
        }
        let mut fwd = [0u64; MAX_AREA];
        let mut bwd = [0u64; MAX_AREA];
        let mut width = [0u32; MAX_AREA];
        for l in 0..lines {
            let (mut f, mut b, mut wf, mut wb) = (0u64, 0u64, 0u32, 0u32);
            for k in 0..along {
                let i = at(l, k);
                f |= shl(p.bits[i], wf);
                wf += 2 * p.len[i] as u32 + 2;
                let j = at(l, along - 1 - k);
                b |= shl(p.bits[j], wb);
                wb += 2 * p.len[j] as u32 + 2;
            }
            fwd[l] = f;
            bwd[l] = b;
            width[l] = wf;
        }
        let (mut a, mut b, mut c, mut d) = (0u64, 0u64, 0u64, 0u64);
        let (mut down, mut up) = (0u32, 0u32);
        for l in 0..lines {
            a |= shl(fwd[l], down);
            b |= shl(bwd[l], down);
            down += width[l];
            let m = lines - 1 - l;
            c |= shl(fwd[m], up);
            d |= shl(bwd[m], up);
            up += width[m];
        }
        a.min(b).min(c).min(d)
    }

    /// The board of a packed position.
    pub fn board(&self, p: &Packed) -> Board {
        let mut b = Board::empty(self.size);
        for i in 0..self.area {
            let sq = self.size.square_at(i);
            for k in 0..p.len[i] as u32 {
                let code = (p.bits[i] >> (2 * k)) & 3;
                b.push(sq, Piece::ALL[code as usize - 1]);
            }
        }
        b
    }

    /// The key of a position as it stands (no symmetry).
    #[inline]
    pub fn key(&self, p: &Packed) -> Key {
        self.key_under(p, &self.syms[0])
    }

    #[inline]
    fn key_under(&self, p: &Packed, perm: &[u8; MAX_AREA]) -> Key {
        let mut k: u128 = 0;
        let mut off = 0u32;
        for &src in &perm[..self.area] {
            let s = src as usize;
            k |= (p.bits[s] as u128) << off;
            off += 2 * p.len[s] as u32 + 2;
        }
        k
    }

    /// The canonical key: the smallest key over the grid's symmetries.
    #[inline]
    pub fn canonical(&self, p: &Packed) -> Key {
        let mut best = Key::MAX;
        for perm in &self.syms {
            best = best.min(self.key_under(p, perm));
        }
        best
    }

    /// Whether a hop is legal in `p` (the same rules as [`Board`], stack
    /// height limit included).
    #[inline]
    pub fn hop_is_legal(&self, p: &Packed, h: Hop) -> bool {
        let (a, b, c) = (h.from as usize, h.over as usize, h.to as usize);
        p.len[a] > 0
            && p.len[b] > 0
            && (p.len[c] == 0 || p.top(c) == p.top(a))
            && (p.len[c] as usize) < MAX_STACK
    }

    /// Calls `f` with the canonical key of every position one legal move
    /// from `p`, in the fixed hop order; returns the number of legal moves.
    #[inline]
    pub fn for_each_child(&self, p: &Packed, mut f: impl FnMut(Key)) -> u32 {
        let mut work = *p;
        let mut n = 0;
        for &h in &self.hops {
            if !self.hop_is_legal(&work, h) {
                continue;
            }
            let saved = work;
            work.play(h);
            f(self.canonical(&work));
            work = saved;
            n += 1;
        }
        n
    }

    /// Number of legal moves in `p`.
    #[inline]
    pub fn move_count(&self, p: &Packed) -> u32 {
        self.hops
            .iter()
            .filter(|&&h| self.hop_is_legal(p, h))
            .count() as u32
    }
    /// Bits a position of `pieces` pieces takes in this geometry's keys.
    pub fn key_bits(&self, pieces: u32) -> u32 {
        2 * (pieces + self.area as u32)
    }

    /// Calls `f` with the canonical key of every position one legal move
    /// from `p` that removes a piece of the given code (1 Small, 2 Medium,
    /// 3 Large), in the fixed hop order; returns the number of legal moves
    /// of every kind (the `k` a random player divides by).
    #[inline]
    pub fn for_each_child_removing(&self, p: &Packed, code: u64, mut f: impl FnMut(Key)) -> u32 {
        let narrow = self.key_bits(p.piece_count().saturating_sub(1)) <= 64;
        // Squares by their top piece, then every hop's legality at once.
        let mut squares = Squares::default();
        for i in 0..self.area {
            squares.add(i, p.bits[i], p.len[i] as u32);
        }
        let legal = self.masks.legal(0, &squares);
        let n = legal.count_ones();
        let mut kids = legal & self.masks.over(0, squares.by_top[(code & 3) as usize]);
        let mut work = *p;
        while kids != 0 {
            let h = self.hops[kids.trailing_zeros() as usize];
            kids &= kids - 1;
            let (a, b, c) = (h.from as usize, h.over as usize, h.to as usize);
            let saved = (work.bits[a], work.bits[b], work.bits[c]);
            let lens = (work.len[a], work.len[b], work.len[c]);
            work.play(h);
            f(if narrow {
                self.canonical_narrow(&work) as Key
            } else {
                self.canonical(&work)
            });
            (work.bits[a], work.bits[b], work.bits[c]) = saved;
            (work.len[a], work.len[b], work.len[c]) = lens;
        }
        n
    }
}

/// A position unpacked for play: each square's pieces bottom first, two
/// bits each, and its height.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Packed {
    bits: [u64; MAX_AREA],
    len: [u8; MAX_AREA],
}

impl Packed {
    #[inline]
    fn top(&self, i: usize) -> u64 {
        (self.bits[i] >> (2 * (self.len[i] as u32 - 1))) & 3
    }

    #[inline]
    fn pop(&mut self, i: usize) -> u64 {
        let code = self.top(i);
        self.len[i] -= 1;
        self.bits[i] &= !(3u64 << (2 * self.len[i] as u32));
        code
    }

    /// Plays a hop known to be legal.
    #[inline]
    pub fn play(&mut self, h: Hop) {
        let mover = self.pop(h.from as usize);
        self.pop(h.over as usize);
        let c = h.to as usize;
        self.bits[c] |= mover << (2 * self.len[c] as u32);
        self.len[c] += 1;
    }

    /// Pieces on the board by size: Small, Medium, Large.
    pub fn counts(&self) -> [u32; 3] {
        let mut c = [0u32; 3];
        for (&b, &l) in self.bits.iter().zip(&self.len) {
            for k in 0..l as u32 {
                c[((b >> (2 * k)) & 3) as usize - 1] += 1;
            }
        }
        c
    }

    /// Pieces on the board.
    pub fn piece_count(&self) -> u32 {
        self.len.iter().map(|&l| l as u32).sum()
    }

    /// Total pips: the score if the game ends here.
    pub fn pips(&self) -> u32 {
        let mut total = 0;
        for (&b, &l) in self.bits.iter().zip(&self.len) {
            for k in 0..l as u32 {
                total += ((b >> (2 * k)) & 3) as u32;
            }
        }
        total
    }

    /// The single piece left, if exactly one piece is on the board.
    pub fn lone_piece(&self) -> Option<Piece> {
        if self.piece_count() != 1 {
            return None;
        }
        let i = self.len.iter().position(|&l| l == 1)?;
        Some(Piece::ALL[self.bits[i] as usize - 1])
    }

    /// The stack on square `i`.
    pub fn stack(&self, i: usize) -> Stack {
        let mut s = Stack::default();
        for k in 0..self.len[i] as u32 {
            let code = (self.bits[i] >> (2 * k)) & 3;
            s.push(Piece::ALL[code as usize - 1]);
        }
        s
    }
}

// ---------------------------------------------------------------------
// Additions from other modules (the solver's fast paths and the like) go
// below this line, as new functions or `impl` blocks; the items above are
// the census's public API and stay stable.
// ---------------------------------------------------------------------

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_position;

    #[test]
    fn pack_unpack_round_trip() {
        for text in [
            "SML,SML,SML,SML/SML,SML,SML,SML/SML,SML,SML,SML",
            "SML,SM,S,L/M,.,SL,M/L,S,.,SM",
            ".,.,./.,.,./.,.,S",
            ".,.,./.,.,./.,.,.",
            "SML,SML,SML,SML/SML,SML,SML,SML/SML,SML,SML,SML/SML,SML,SML,SML",
            "LLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLL,.,./.,.,./.,.,M",
        ] {
            let b = parse_position(text).unwrap();
            let g = Geometry::new(b.size()).unwrap();
            let p = g.pack(&b).unwrap();
            let k = g.key(&p);
            assert_eq!(g.unpack(k), p, "{text}");
            assert_eq!(g.board(&g.unpack(k)), b, "{text}");
            for i in 0..b.size().area() {
                assert_eq!(p.stack(i), b.stacks()[i]);
            }
        }
    }

    #[test]
    fn moves_and_children_match_the_board() {
        let b = parse_position("SML,SM,S,L/M,.,SL,M/L,S,.,SM").unwrap();
        let g = Geometry::new(b.size()).unwrap();
        let p = g.pack(&b).unwrap();
        let mut keys = Vec::new();
        let n = g.for_each_child(&p, |k| keys.push(k));
        assert_eq!(n as usize, b.legal_moves().len());
        let mut want: Vec<Key> = b
            .legal_moves()
            .into_iter()
            .map(|m| {
                let mut c = b.clone();
                c.play(m).unwrap();
                g.canonical(&g.pack(&c).unwrap())
            })
            .collect();
        want.sort();
        keys.sort();
        assert_eq!(keys, want);
        // The same children split by the size of the piece removed.
        let mut split = Vec::new();
        for code in 1..=3 {
            let m = g.for_each_child_removing(&p, code, |k| split.push(k));
            assert_eq!(m, n);
        }
        split.sort();
        assert_eq!(split, want);
    }

    #[test]
    fn canonical_is_the_same_for_mirror_images() {
        let a = parse_position("S,M,.,./.,.,.,./.,.,.,L").unwrap();
        let m = parse_position(".,.,M,S/.,.,.,./L,.,.,.").unwrap();
        let g = Geometry::new(a.size()).unwrap();
        let (pa, pm) = (g.pack(&a).unwrap(), g.pack(&m).unwrap());
        assert_ne!(g.key(&pa), g.key(&pm));
        assert_eq!(g.canonical(&pa), g.canonical(&pm));
        assert_eq!(g.symmetry_count(), 4);
        assert_eq!(
            Geometry::new(Size::new(3, 3).unwrap())
                .unwrap()
                .symmetry_count(),
            8
        );
    }

    #[test]
    fn narrow_canonical_keys_equal_the_general_ones() {
        use rand::{RngExt, SeedableRng};
        let mut r = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        for (rows, cols) in [(3, 4), (3, 3), (4, 4), (3, 5), (4, 3)] {
            let size = Size::new(rows, cols).unwrap();
            let g = Geometry::new(size).unwrap();
            let mut checked = 0;
            for _ in 0..400 {
                // A random position by random play from the setup.
                let mut b = Board::setup(size);
                loop {
                    let moves = b.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    b.play(moves[r.random_range(0..moves.len())]).unwrap();
                    let p = g.pack(&b).unwrap();
                    if g.key_bits(p.piece_count()) <= 64 {
                        let k = g.canonical(&p);
                        assert_eq!(g.canonical_narrow(&p) as Key, k, "{b}");
                        assert_eq!(g.unpack(g.key(&p)), p, "{b}");
                        checked += 1;
                    }
                }
            }
            assert!(checked > 100, "{rows}x{cols}: {checked}");
        }
    }

    #[test]
    fn too_large_grids_are_refused() {
        assert!(matches!(
            Geometry::new(Size::STANDARD_4X5),
            Err(PackError::GridTooLarge { .. })
        ));
    }
}
