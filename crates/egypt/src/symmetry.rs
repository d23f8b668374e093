//! The symmetries of a grid (4 for a rectangle, 8 for a square) and
//! canonical forms up to them: the representative [`Board`] of a class
//! ([`canonical`]) and the packed canonical key ([`canonical_key`]) of the
//! solver's reference engine and of the grade.

use std::hash::Hash;

use crate::board::{Board, Size, Stack};

/// A packed position key: squares in order, each its pieces (2 bits each,
/// 1..=3) then a 2-bit zero separator. The square count is fixed for a
/// grid, so the packing is one-to-one.
pub(crate) trait Key: Clone + Eq + Hash + Ord + Default {
    fn append(self, bits: u64, len: u32) -> Self;
    /// `self` followed by `tail`, a key of `tail_bits` bits: the same key
    /// as appending `tail`'s stacks one by one.
    fn concat(self, tail: Self, tail_bits: u32) -> Self;
}

impl Key for u128 {
    #[inline]
    fn append(self, bits: u64, len: u32) -> u128 {
        (self << (2 * len + 2)) | ((bits as u128) << 2)
    }

    #[inline]
    fn concat(self, tail: u128, tail_bits: u32) -> u128 {
        self.checked_shl(tail_bits).unwrap_or(0) | tail
    }
}

/// Positions too large for 256 bits: one byte per 2-bit symbol.
impl Key for Vec<u8> {
    fn append(mut self, bits: u64, len: u32) -> Vec<u8> {
        self.extend((0..len).map(|i| ((bits >> (2 * i)) & 3) as u8));
        self.push(0);
        self
    }

    fn concat(mut self, tail: Vec<u8>, _tail_bits: u32) -> Vec<u8> {
        self.extend(tail);
        self
    }
}

/// A 256-bit key for positions too large for 128 bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct Wide([u64; 4]);

impl Wide {
    fn shl_or(self, n: u32, low: u64) -> Wide {
        // n <= 64 here.
        let mut w = self.0;
        if n == 64 {
            w = [w[1], w[2], w[3], 0];
        } else if n > 0 {
            for i in 0..3 {
                w[i] = (w[i] << n) | (w[i + 1] >> (64 - n));
            }
            w[3] <<= n;
        }
        w[3] |= low;
        Wide(w)
    }
}

impl Key for Wide {
    fn append(self, bits: u64, len: u32) -> Wide {
        // Pieces one symbol at a time, bottom first, then the separator.
        let mut k = self;
        for i in (0..len).rev() {
            k = k.shl_or(2, (bits >> (2 * i)) & 3);
        }
        k.shl_or(2, 0)
    }

    fn concat(self, tail: Wide, tail_bits: u32) -> Wide {
        let mut k = self;
        let mut n = tail_bits;
        while n > 0 {
            let step = n.min(64);
            k = k.shl_or(step, 0);
            n -= step;
        }
        Wide(std::array::from_fn(|i| k.0[i] | tail.0[i]))
    }
}

/// The symmetries of a grid as square permutations: `perm[i]` is the
/// square whose stack lands on square `i`.
pub fn symmetries(size: Size) -> Vec<Vec<usize>> {
    let (rows, cols) = (size.rows(), size.cols());
    // Each symmetry as (transpose, flip rows, flip columns).
    let mut kinds = vec![
        (false, false, false),
        (false, false, true),
        (false, true, false),
        (false, true, true),
    ];
    if rows == cols {
        kinds.extend([
            (true, false, false),
            (true, false, true),
            (true, true, false),
            (true, true, true),
        ]);
    }
    kinds
        .into_iter()
        .map(|(t, fr, fc)| {
            (0..size.area())
                .map(|i| {
                    let (mut r, mut c) = (i / cols, i % cols);
                    if t {
                        (r, c) = (c, r);
                    }
                    if fr {
                        r = rows - 1 - r;
                    }
                    if fc {
                        c = cols - 1 - c;
                    }
                    r * cols + c
                })
                .collect()
        })
        .collect()
}

/// The canonical key: the smallest packing of the position over the
/// grid's symmetries (see [`symmetries`]). Each symmetry reads the
/// rows (or, for the transposes of a square, the columns) forwards or
/// backwards, in order or in reverse order, so the line segments are
/// packed once each and joined, instead of packing every square once
/// per symmetry.
#[inline]
pub(crate) fn canonical_key<K: Key>(rows: usize, cols: usize, stacks: &[Stack]) -> K {
    // Packs `n` stacks from index `start`, stepping by `step`.
    let segment = |start: usize, step: isize, n: usize| -> (K, u32) {
        let mut k = K::default();
        let mut bits = 0;
        let mut i = start as isize;
        for _ in 0..n {
            let (b, len) = stacks[i as usize].raw();
            k = k.append(b, len);
            bits += 2 * len + 2;
            i += step;
        }
        (k, bits)
    };
    // Four keys from lines `0..count` given by `line(j)` = (forwards,
    // backwards, bits): lines in order or reversed, each read forwards
    // or backwards.
    let four = |count: usize, line: &dyn Fn(usize) -> ((K, u32), (K, u32))| -> K {
        let (mut in_fwd, mut in_bwd, mut rev_fwd, mut rev_bwd) =
            (K::default(), K::default(), K::default(), K::default());
        let mut done = 0;
        for j in 0..count {
            let ((f, bits), (b, _)) = line(j);
            in_fwd = in_fwd.concat(f.clone(), bits);
            in_bwd = in_bwd.concat(b.clone(), bits);
            rev_fwd = f.concat(rev_fwd, done);
            rev_bwd = b.concat(rev_bwd, done);
            done += bits;
        }
        [in_bwd, rev_fwd, rev_bwd]
            .into_iter()
            .fold(in_fwd, |best, k| if k < best { k } else { best })
    };
    let row_line = |r: usize| {
        (
            segment(r * cols, 1, cols),
            segment(r * cols + cols - 1, -1, cols),
        )
    };
    let best = four(rows, &row_line);
    if rows != cols {
        return best;
    }
    let col_line = |c: usize| {
        (
            segment(c, cols as isize, rows),
            segment((rows - 1) * cols + c, -(cols as isize), rows),
        )
    };
    let t = four(cols, &col_line);
    if t < best { t } else { best }
}

/// [`symmetries`] as arrays of `N` squares (unused places zero), for the
/// engines that keep a grid of at most `N` squares in an array.
pub(crate) fn symmetry_arrays<const N: usize>(size: Size) -> Vec<[u8; N]> {
    symmetries(size)
        .into_iter()
        .map(|perm| {
            let mut p = [0u8; N];
            for (i, &src) in perm.iter().enumerate() {
                p[i] = src as u8;
            }
            p
        })
        .collect()
}

/// The representative of a position's symmetry class: the image under the
/// grid's symmetries whose notation sorts first.
pub fn canonical(board: &Board) -> Board {
    let size = board.size();
    symmetries(size)
        .into_iter()
        .map(|perm| {
            let mut b = Board::empty(size);
            for (i, &src) in perm.iter().enumerate() {
                for p in board.stack(size.square_at(src)).pieces() {
                    b.push(size.square_at(i), p);
                }
            }
            b
        })
        .min_by_key(|b| b.to_string())
        .unwrap_or_else(|| board.clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symmetry_counts() {
        assert_eq!(symmetries(Size::STANDARD_3X4).len(), 4);
        assert_eq!(symmetries(Size::new(4, 4).unwrap()).len(), 8);
        for perm in symmetries(Size::new(4, 4).unwrap()) {
            let mut p = perm.clone();
            p.sort();
            assert_eq!(p, (0..16).collect::<Vec<_>>());
        }
    }
}
