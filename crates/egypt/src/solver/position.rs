//! The fast engines' position: one `u64` of pieces and one height per
//! square in fixed arrays, played and taken back in place; its exact keys
//! ([`FastKey`]) and the hash lanes that find a position's key up to
//! symmetry ([`Geo`]). See [`super::fast`] for the engines built on it.

use std::hash::Hash;

use bytemuck::Zeroable;

use crate::board::{Board, Hop, MAX_STACK};
use crate::hop_sets::Squares;
use crate::symmetry::symmetry_arrays;
use crate::target::Target;

/// Largest grid (in squares) the fast engine plays on.
pub const MAX_AREA: usize = 32;

/// Most geometric hops on a grid of [`MAX_AREA`] squares (4x8: 80).
pub(super) const MAX_HOPS: usize = 128;

/// A position in fixed arrays.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Pos {
    bits: [u64; MAX_AREA],
    len: [u8; MAX_AREA],
}

impl Pos {
    pub(super) fn empty() -> Pos {
        Pos {
            bits: [0; MAX_AREA],
            len: [0; MAX_AREA],
        }
    }

    pub(super) fn new(board: &Board) -> Pos {
        let mut p = Pos {
            bits: [0; MAX_AREA],
            len: [0; MAX_AREA],
        };
        for (i, s) in board.stacks().iter().enumerate() {
            let (b, l) = s.raw();
            p.bits[i] = b;
            p.len[i] = l as u8;
        }
        p
    }

    /// The bits and height of square `i`'s stack.
    #[inline(always)]
    pub(super) fn stack(&self, i: usize) -> (u64, u8) {
        (self.bits[i], self.len[i])
    }

    /// Sets square `i`'s stack (as read by [`Pos::stack`]).
    #[inline(always)]
    pub(super) fn set_stack(&mut self, i: usize, (bits, len): (u64, u8)) {
        self.bits[i] = bits;
        self.len[i] = len;
    }

    #[inline(always)]
    pub(super) fn top(&self, i: usize) -> u64 {
        (self.bits[i] >> (2 * (self.len[i] as u32).wrapping_sub(1))) & 3
    }

    #[inline(always)]
    pub(super) fn legal(&self, h: Hop) -> bool {
        let (a, b, c) = (h.from as usize, h.over as usize, h.to as usize);
        let lc = self.len[c];
        self.len[a] > 0
            && self.len[b] > 0
            && (lc == 0 || self.top(c) == self.top(a))
            && (lc as usize) < MAX_STACK
    }

    #[inline(always)]
    fn pop(&mut self, i: usize) -> u64 {
        let code = self.top(i);
        self.len[i] -= 1;
        self.bits[i] &= !(3u64 << (2 * self.len[i] as u32));
        code
    }

    #[inline(always)]
    fn push(&mut self, i: usize, code: u64) {
        self.bits[i] |= code << (2 * self.len[i] as u32);
        self.len[i] += 1;
    }

    /// Plays a legal hop; returns (mover, removed) codes.
    #[inline(always)]
    pub(super) fn play(&mut self, h: Hop) -> (u64, u64) {
        let mover = self.pop(h.from as usize);
        let removed = self.pop(h.over as usize);
        self.push(h.to as usize, mover);
        (mover, removed)
    }

    #[inline(always)]
    pub(super) fn undo(&mut self, h: Hop, mover: u64, removed: u64) {
        self.pop(h.to as usize);
        self.push(h.over as usize, removed);
        self.push(h.from as usize, mover);
    }

    /// Whether the finished position meets the target.
    pub(super) fn meets(&self, area: usize, target: Target) -> bool {
        match target {
            Target::Lone(p) => {
                let mut found = None;
                for i in 0..area {
                    match (self.len[i], found) {
                        (0, _) => {}
                        (1, None) => found = Some(self.bits[i]),
                        _ => return false,
                    }
                }
                found == Some(p as u64)
            }
            Target::ScoreAtMost(n) => {
                let mut pips = 0u32;
                for i in 0..area {
                    let mut b = self.bits[i];
                    while b != 0 {
                        pips += (b & 3) as u32;
                        b >>= 2;
                    }
                }
                pips <= n
            }
        }
    }
}

/// An exact position key: `N` words, low word first.
pub(crate) trait FastKey:
    Copy + Eq + Hash + Ord + Default + Zeroable + std::fmt::Debug + Send + Sync
{
    /// The stacks of `p` in the order of `squares`, each followed by a
    /// 2-bit zero separator, from bit 0 up (bits known to fit).
    fn pack(p: &Pos, squares: &[u8]) -> Self;
    /// The 64 bits from bit offset `off` on (zeros past the end).
    fn window(&self, off: u32) -> u64;
    /// The key whose lowest word is `w`, the others zero.
    fn from_low(w: u64) -> Self;
    /// The lowest word, when every other word is zero.
    fn narrow(&self) -> Option<u64>;
}

impl<const N: usize> FastKey for [u64; N]
where
    [u64; N]: Default,
{
    /// Built in a register word by word (a word of the array is written
    /// only when full), which is much faster than or-ing into the array.
    #[inline(always)]
    fn pack(p: &Pos, squares: &[u8]) -> [u64; N] {
        if N == 2 {
            // Two words: one 128-bit register, no branch per square.
            let (mut acc, mut fill) = (0u128, 0u32);
            for &sq in squares {
                let (bits, len) = (p.bits[sq as usize], p.len[sq as usize] as u32);
                // The key fits, so every square starts below bit 128.
                debug_assert!(fill < 128);
                acc |= (bits as u128) << (fill & 127);
                fill += 2 * len + 2;
            }
            let mut out = [0u64; N];
            out[0] = acc as u64;
            out[1] = (acc >> 64) as u64;
            return out;
        }
        let mut out = [0u64; N];
        let (mut acc, mut fill, mut w) = (0u64, 0u32, 0usize);
        for &sq in squares {
            let (bits, len) = (p.bits[sq as usize], 2 * p.len[sq as usize] as u32);
            acc |= bits << fill;
            let end = fill + len;
            if end >= 64 {
                if w < N {
                    out[w] = acc;
                }
                w += 1;
                acc = if fill == 0 { 0 } else { bits >> (64 - fill) };
                fill = end - 64;
            } else {
                fill = end;
            }
            // The separator: two zero bits.
            fill += 2;
            if fill >= 64 {
                if w < N {
                    out[w] = acc;
                }
                w += 1;
                acc = 0;
                fill -= 64;
            }
        }
        if w < N {
            out[w] = acc;
        }
        out
    }

    #[inline(always)]
    fn from_low(w: u64) -> [u64; N] {
        let mut out = [0u64; N];
        out[0] = w;
        out
    }

    #[inline(always)]
    fn narrow(&self) -> Option<u64> {
        self[1..].iter().all(|&w| w == 0).then_some(self[0])
    }

    #[inline(always)]
    fn window(&self, off: u32) -> u64 {
        if N == 2 {
            let k = self[0] as u128 | (self[1] as u128) << 64;
            return k.checked_shr(off).unwrap_or(0) as u64;
        }
        let (w, s) = ((off / 64) as usize, off % 64);
        if w >= N {
            return 0;
        }
        let lo = self[w] >> s;
        if s > 0 && w + 1 < N {
            lo | (self[w + 1] << (64 - s))
        } else {
            lo
        }
    }
}

/// Hash lanes, one per symmetry (a rectangle's 4 symmetries fill the 8
/// lanes twice), so that an update is the same 8 xors on every grid.
pub(super) const LANES: usize = 8;
pub(super) type Lanes = [u64; LANES];

/// A grid's hops, symmetries and hash tables.
///
/// Keys up to symmetry are found in two steps. A 64-bit Zobrist-style
/// hash of each symmetric image of the position is kept up to date as
/// pieces move (three xors per lane and move); the smallest of them picks
/// the table slot and the symmetry whose image is the position's exact key
/// (the smallest image when several images share that hash). The images
/// of one position are the images of any of its symmetric copies, with the
/// same hashes, so every copy gets the same exact key, and two positions
/// share a key only when they are copies: the table is as exact as one keyed
/// by the smallest image, while a lookup costs a few xors, and one image
/// (not 4 or 8) when a slot's hash matches.
pub(super) struct Geo {
    pub(super) area: usize,
    pub(super) hops: Vec<Hop>,
    /// `perms[s][i]`: the square whose stack lands on square `i` under
    /// symmetry `s`.
    pub(super) perms: Vec<[u8; MAX_AREA]>,
    /// `zob[zi(sq, h, code)][s]`: the hash of piece `code` at height `h`
    /// on square `sq`, in lane `s` (the square it lands on under symmetry
    /// `s mod perms.len()`).
    zob: Vec<Lanes>,
}

/// Index into [`Geo::zob`].
#[inline(always)]
fn zi(sq: usize, h: usize, code: u64) -> usize {
    (sq * MAX_STACK + h) * 4 + code as usize
}

/// A fixed stream of 64-bit values (SplitMix64).
fn splitmix(i: u64) -> u64 {
    let mut z = i.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Geo {
    pub(super) fn new(board: &Board) -> Geo {
        let size = board.size();
        let area = size.area();
        let perms: Vec<[u8; MAX_AREA]> = symmetry_arrays(size);
        let mut zob = vec![[0u64; LANES]; zi(area, 0, 0)];
        for (s, perm) in perms.iter().cycle().take(LANES).enumerate() {
            // Square perm[i] of the position is square i of the image.
            for (i, &sq) in perm[..area].iter().enumerate() {
                for h in 0..MAX_STACK {
                    for code in 1..4 {
                        zob[zi(sq as usize, h, code)][s] = splitmix(zi(i, h, code) as u64);
                    }
                }
            }
        }
        Geo {
            area,
            hops: size.hops(),
            perms,
            zob,
        }
    }

    #[inline(always)]
    pub(super) fn image<K: FastKey>(&self, p: &Pos, perm: &[u8; MAX_AREA]) -> K {
        K::pack(p, &perm[..self.area])
    }

    /// The hash lanes of a position, from scratch.
    pub(super) fn lanes(&self, p: &Pos) -> Lanes {
        let mut z = [0u64; LANES];
        for sq in 0..self.area {
            for h in 0..p.len[sq] as usize {
                let code = (p.bits[sq] >> (2 * h)) & 3;
                let e = &self.zob[zi(sq, h, code)];
                for s in 0..LANES {
                    z[s] ^= e[s];
                }
            }
        }
        z
    }

    /// The change of the hash lanes when `h` is played in `p`.
    #[inline(always)]
    pub(super) fn delta(&self, p: &Pos, h: Hop) -> Lanes {
        let (a, b, c) = (h.from as usize, h.over as usize, h.to as usize);
        let mover = p.top(a);
        let ea = &self.zob[zi(a, p.len[a] as usize - 1, mover)];
        let eb = &self.zob[zi(b, p.len[b] as usize - 1, p.top(b))];
        let ec = &self.zob[zi(c, p.len[c] as usize, mover)];
        let mut d = [0u64; LANES];
        for s in 0..LANES {
            d[s] = ea[s] ^ eb[s] ^ ec[s];
        }
        d
    }

    /// The exact key of a position whose hash lanes are `z`.
    #[inline(always)]
    pub(super) fn key<K: FastKey>(&self, p: &Pos, z: &Lanes) -> K {
        self.key_sym(p, z, fingerprint(z)).0
    }

    /// The exact key of a position whose hash lanes are `z` (smallest lane
    /// `least`), and a symmetry whose image it is ([`Geo::unimage`] turns
    /// the key back into `p`).
    #[inline(always)]
    pub(super) fn key_sym<K: FastKey>(&self, p: &Pos, z: &Lanes, least: u64) -> (K, u8) {
        let mut best: Option<(K, u8)> = None;
        for (s, perm) in self.perms.iter().enumerate() {
            if z[s] == least {
                let k = self.image::<K>(p, perm);
                if best.is_none_or(|(b, _)| k < b) {
                    best = Some((k, s as u8));
                }
            }
        }
        best.unwrap_or_default()
    }

    /// The position whose image under symmetry `sym` is `k`.
    #[inline(always)]
    pub(super) fn unimage<K: FastKey>(&self, k: &K, sym: u8) -> Pos {
        let perm = &self.perms[sym as usize];
        let mut p = Pos::empty();
        let mut off = 0u32;
        // Each stack runs up to its separator (the first zero symbol), and
        // square `i` of the image is square `perm[i]` of the position.
        for &sq in &perm[..self.area] {
            let w = k.window(off);
            let zeros = !(w | (w >> 1)) & 0x5555_5555_5555_5555;
            let len = zeros.trailing_zeros() / 2;
            p.bits[sq as usize] = if len >= 32 {
                w
            } else {
                w & ((1u64 << (2 * len)) - 1)
            };
            p.len[sq as usize] = len as u8;
            off += 2 * len + 2;
        }
        p
    }

    /// [`Geo::unimage`] into `p` (whose squares past the grid are empty),
    /// with the position's squares grouped for move finding.
    #[inline(always)]
    pub(super) fn unimage_into<K: FastKey>(&self, k: &K, sym: u8, p: &mut Pos) -> Squares {
        let mut out = Squares::default();
        if let Some(key) = k.narrow() {
            // Every separator of a one-word key is found at once (past the
            // key's last bit every symbol is zero, and the squares there
            // are empty); a stack of a narrow key has at most 31 pieces,
            // so `width` is below 64.
            let perm = &self.perms[sym as usize];
            let mut zeros = !(key | (key >> 1)) & 0x5555_5555_5555_5555;
            let mut start = 0u32;
            for &sq in &perm[..self.area] {
                let at = zeros.trailing_zeros();
                zeros &= zeros.wrapping_sub(1);
                let width = at.saturating_sub(start);
                let bits = (key >> (start & 63)) & ((1u64 << (width & 63)) - 1);
                let sq = sq as usize & (MAX_AREA - 1);
                p.bits[sq] = bits;
                p.len[sq] = (width / 2) as u8;
                out.add(sq, bits, width / 2);
                start = at + 2;
            }
            return out;
        }
        *p = self.unimage(k, sym);
        for sq in 0..self.area {
            let (bits, len) = p.stack(sq);
            out.add(sq, bits, len as u32);
        }
        out
    }

    /// [`Geo::image`] of a position whose key fits one word.
    #[inline(always)]
    fn image_narrow(&self, p: &Pos, perm: &[u8; MAX_AREA]) -> u64 {
        let (mut acc, mut fill) = (0u64, 0u32);
        for &sq in &perm[..self.area] {
            // Every square with a piece starts below bit 64 (the others
            // add zeros).
            acc |= p.bits[sq as usize] << (fill & 63);
            fill += 2 * p.len[sq as usize] as u32 + 2;
        }
        acc
    }

    /// Number of symmetries of the grid: the lanes that differ (4 on a
    /// rectangle, 8 on a square).
    pub(super) fn symmetry_count(&self) -> usize {
        self.perms.len()
    }

    /// The first `L` hash lanes of piece `code` at height `h` on square
    /// `sq`; `L` is the grid's [`Geo::symmetry_count`] (the other lanes
    /// repeat these).
    #[inline(always)]
    pub(super) fn zob_n<const L: usize>(&self, sq: usize, h: usize, code: u64) -> &[u64; L] {
        self.zob[zi(sq, h, code)]
            .first_chunk::<L>()
            .expect("at most 8 lanes")
    }

    /// [`Geo::lanes`] keeping only the first `L` lanes, where `L` is the
    /// grid's [`Geo::symmetry_count`]: the same smallest lane (the other
    /// lanes repeat these) at half the work on a rectangle. Not inlined:
    /// in a function of its own the lanes stay in registers.
    #[inline(never)]
    pub(super) fn lanes_n<const L: usize>(&self, p: &Pos) -> [u64; L] {
        let mut z = [0u64; L];
        for sq in 0..self.area {
            let bits = p.bits[sq];
            for h in 0..p.len[sq] as usize {
                let e = self.zob_n::<L>(sq, h, (bits >> (2 * h)) & 3);
                for s in 0..L {
                    z[s] ^= e[s];
                }
            }
        }
        z
    }

    /// [`Geo::key_sym`] from the first `L` lanes (the grid's
    /// [`Geo::symmetry_count`]): the same key and symmetry. `narrow`: the
    /// position's key fits one word (`2 * (pieces + squares) <= 64`).
    #[inline(always)]
    pub(super) fn key_sym_n<K: FastKey, const L: usize>(
        &self,
        p: &Pos,
        z: &[u64; L],
        least: u64,
        narrow: bool,
    ) -> (K, u8) {
        debug_assert_eq!(L, self.perms.len());
        let image = |s: usize| {
            let perm = &self.perms[s];
            if narrow {
                K::from_low(self.image_narrow(p, perm))
            } else {
                self.image::<K>(p, perm)
            }
        };
        // Most positions have one smallest lane: found without a branch
        // per lane (which lane it is is anybody's guess).
        let (mut first, mut ties) = (0usize, 0u32);
        for s in (0..L).rev() {
            let eq = z[s] == least;
            first = if eq { s } else { first };
            ties += eq as u32;
        }
        if ties == 1 {
            return (image(first), first as u8);
        }
        let mut best: Option<(K, u8)> = None;
        for (s, &lane) in z.iter().enumerate() {
            if lane == least {
                let k = image(s);
                debug_assert_eq!(k, self.image::<K>(p, &self.perms[s]));
                if best.is_none_or(|(b, _)| k < b) {
                    best = Some((k, s as u8));
                }
            }
        }
        best.unwrap_or_default()
    }
}

/// The smallest hash lane: the same for every symmetric copy.
#[inline(always)]
pub(super) fn fingerprint(z: &Lanes) -> u64 {
    let mut m = z[0];
    for &v in &z[1..] {
        m = m.min(v);
    }
    m
}

#[inline(always)]
pub(super) fn xor(z: &mut Lanes, d: &Lanes) {
    for s in 0..LANES {
        z[s] ^= d[s];
    }
}

pub(super) const NO_HOP: Hop = Hop {
    from: 0,
    over: 0,
    to: 0,
};
