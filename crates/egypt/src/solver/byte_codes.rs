//! A byte a square: the layered analysis' engine ([`super::layers`])
//! for grids of at most 16 squares (3x3, 3x4, 3x5, 4x4 and their turns).
//!
//! **Stack codes.** A square's stack only ever becomes a prefix of the stack
//! it had at the start, followed by copies of that prefix's top piece (a
//! piece lands only on its own size), or, once emptied, copies of one size.
//! The copies of a size are bounded by the pieces of that size on the board,
//! so a search meets few distinct stacks: the 24-piece 3x4 example of the
//! benchmark meets 39. Before a search they are listed once ([`Codes`]), and
//! a position is one code a square, a byte each: 16 bytes, one `u128`,
//! exactly (no hash decides whether two positions are the same). A code's
//! top two bits are its top piece (0 for the empty square), so the squares
//! by top piece, from which [`HopSets`] gives the legal hops, are read off
//! the bytes' high bits of the whole position at once. Tables give the
//! code after the top piece leaves and after a piece lands, so a child is
//! its parent with three bytes changed.
//!
//! **Symmetry** is a permutation of the bytes: one `pshufb` instruction on
//! x86-64 processors with SSSE3 (nearly all; detected when the program
//! runs), a loop over the bytes elsewhere, with the same results. The key of
//! a position up to symmetry is its smallest image as a number; its
//! fingerprint (which places it in the table) a multiply-mix of the key.
//!
//! On grids of at most 12 squares a key fits 12 bytes, and a layer's
//! table ([`NarrowTable`]) keeps key and index in a 16-byte slot.
//!
//! A search falls back to the hash-lane engine of [`super::fast`] when its
//! start position's stacks need more than 64 codes with one top piece, or a
//! stack could reach [`MAX_STACK`] pieces (rare, hand-made positions).

use std::collections::BTreeSet;

use super::huge::{self, HugeVec};
use super::listing::{Block, LayerTable, Lister};
use super::position::Pos;
use super::table::{Table, slot_count, slots_fit, too_full};
use crate::board::{Board, Hop, MAX_STACK};
use crate::hop_sets::{HopSets, Squares};
use crate::symmetry::symmetries;
use crate::target::Target;

/// Largest grid (in squares) of the byte engine: a byte a square in a
/// `u128`.
pub(super) const MAX_BYTE_AREA: usize = 16;

/// Codes with one top piece: the low 6 bits of a code.
const PER_TOP: usize = 64;

/// A shuffle control byte that gives 0 (as `pshufb` reads it).
const ZERO: u8 = 0x80;

/// The stacks a search can meet, one code each: `top << 6 | index`, with
/// code 0 the empty square.
pub(super) struct Codes {
    /// Each code's stack (bits two a piece bottom first, height); unused
    /// codes hold `(0, 0)`.
    stacks: [(u64, u8); 256],
    /// The code after the top piece leaves.
    pop: [u8; 256],
    /// `push[4 * code + piece]`: the code after `piece` lands (0 when the
    /// search cannot meet that stack).
    push: [u8; 1024],
    /// Pips of each code's stack.
    pips: [u8; 256],
}

/// The top piece of a stack of `len` pieces (0 when empty).
fn top_of(bits: u64, len: u8) -> u64 {
    if len == 0 {
        0
    } else {
        (bits >> (2 * (len as u32 - 1))) & 3
    }
}

/// The pieces of size `code` in a stack.
fn count_of(bits: u64, len: u8, code: u64) -> usize {
    (0..len as u32)
        .filter(|&h| (bits >> (2 * h)) & 3 == code)
        .count()
}

impl Codes {
    /// The codes of every stack a search from `board` can meet, or `None`
    /// when they do not fit (see the module's text).
    pub(super) fn new(board: &Board) -> Option<Codes> {
        let counts = board.piece_counts();
        let total = |code: u64| counts[code as usize - 1];
        // Every stack a search can meet, by top piece: each non-empty
        // prefix of a start stack, then copies of its top piece; copies of
        // one size on an empty square.
        let mut by_top: [BTreeSet<(u8, u64)>; 4] = Default::default();
        let mut add_copies = |bits: u64, len: u8| -> Option<()> {
            let top = top_of(bits, len);
            let (mut bits, mut len) = (bits, len);
            let mut have = count_of(bits, len, top);
            loop {
                if len as usize >= MAX_STACK {
                    return None;
                }
                by_top[top as usize].insert((len, bits));
                if have >= total(top) {
                    return Some(());
                }
                bits |= top << (2 * len as u32);
                len += 1;
                have += 1;
            }
        };
        for s in board.stacks() {
            let (bits, len) = s.raw();
            for l in 1..=len {
                let prefix = if l >= 32 {
                    bits
                } else {
                    bits & ((1u64 << (2 * l)) - 1)
                };
                add_copies(prefix, l as u8)?;
            }
        }
        for code in 1..4u64 {
            if total(code) > 0 {
                add_copies(code, 1)?;
            }
        }
        let mut codes = Codes {
            stacks: [(0, 0); 256],
            pop: [0; 256],
            push: [0; 1024],
            pips: [0; 256],
        };
        for (top, set) in by_top.iter().enumerate().skip(1) {
            if set.len() > PER_TOP {
                return None;
            }
            for (i, &(len, bits)) in set.iter().enumerate() {
                codes.stacks[top << 6 | i] = (bits, len);
            }
        }
        for c in 0..256usize {
            let (bits, len) = codes.stacks[c];
            if len == 0 && c != 0 {
                continue;
            }
            codes.pips[c] = (0..len as u32).map(|h| (bits >> (2 * h)) & 3).sum::<u64>() as u8;
            if len > 0 {
                let h = 2 * (len as u32 - 1);
                codes.pop[c] = codes.code(bits & !(3 << h), len - 1)?;
            }
            let top = top_of(bits, len);
            for piece in 1..4u64 {
                if len > 0 && piece != top {
                    continue;
                }
                match codes.code(bits | piece << (2 * len as u32), len + 1) {
                    Some(n) => codes.push[4 * c + piece as usize] = n,
                    // A piece lands only when another of its size is left
                    // to hop; the list holds every stack short of that.
                    None if count_of(bits, len, piece) + 1 > total(piece) => {}
                    None => return None,
                }
            }
        }
        Some(codes)
    }

    /// Number of codes in use (the empty square's included).
    #[cfg(test)]
    fn len(&self) -> usize {
        1 + self.stacks[1..].iter().filter(|s| s.1 > 0).count()
    }

    /// The code of a stack, if listed.
    fn code(&self, bits: u64, len: u8) -> Option<u8> {
        if len == 0 {
            return Some(0);
        }
        let top = top_of(bits, len) as usize;
        (top << 6..(top + 1) << 6)
            .find(|&c| self.stacks[c] == (bits, len))
            .map(|c| c as u8)
    }
}

/// A byte permutation of a position (`out[i] = in[perm[i]]`; a control
/// byte with its top bit set gives 0).
trait Shuffle: Copy {
    fn shuffle(self, x: u128, perm: &[u8; 16]) -> u128;
}

/// [`Shuffle`] byte by byte, on any processor.
#[derive(Clone, Copy)]
struct Bytes;

impl Shuffle for Bytes {
    #[inline(always)]
    fn shuffle(self, x: u128, perm: &[u8; 16]) -> u128 {
        let b = x.to_le_bytes();
        let mut out = [0u8; 16];
        for (o, &p) in out.iter_mut().zip(perm) {
            *o = if p & ZERO != 0 { 0 } else { b[p as usize & 15] };
        }
        u128::from_le_bytes(out)
    }
}

/// [`Shuffle`] by the SSSE3 instruction `pshufb`; only made where the
/// processor has it.
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy)]
struct Pshufb(());

#[cfg(target_arch = "x86_64")]
impl Pshufb {
    fn detect() -> Option<Pshufb> {
        std::arch::is_x86_feature_detected!("ssse3").then_some(Pshufb(()))
    }
}

#[cfg(target_arch = "x86_64")]
impl Shuffle for Pshufb {
    #[inline(always)]
    fn shuffle(self, x: u128, perm: &[u8; 16]) -> u128 {
        use std::arch::x86_64::{__m128i, _mm_shuffle_epi8};
        // SAFETY: a `Pshufb` exists only when the processor has SSSE3
        // (`Pshufb::detect`); the casts are between 16-byte plain values.
        unsafe {
            let v: __m128i = std::mem::transmute(x);
            let p: __m128i = std::mem::transmute(*perm);
            std::mem::transmute(_mm_shuffle_epi8(v, p))
        }
    }
}

/// Bit `i`: the top bit of byte `i` of `x` (the first 8 bytes).
#[inline(always)]
fn high_bits(x: u64) -> u32 {
    (((x & 0x8080_8080_8080_8080) >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u32
}

/// The fingerprint of a key: a multiply-mix of its two halves.
#[inline(always)]
fn mix(k: u128) -> u64 {
    let (lo, hi) = (k as u64, (k >> 64) as u64);
    let m = (lo ^ 0x9E37_79B9_7F4A_7C15) as u128 * (hi ^ 0xD6E8_FEB8_6659_FD93) as u128;
    let x = (m as u64) ^ (m >> 64) as u64;
    x.wrapping_mul(0xBF58_476D_1CE4_E5B9) ^ lo
}

/// The squares of a hop, as the byte engine changes them.
#[derive(Clone, Copy)]
struct HopBytes {
    /// A position's bytes without the hop's squares.
    keep: u128,
    /// The permutation that moves bytes 0, 1, 2 to the hop's squares
    /// (from, over, to), the others to 0.
    spread: [u8; 16],
    from: u8,
    over: u8,
    to: u8,
}

/// The byte engine of a search (see the module's text).
pub(super) struct ByteGeo {
    area: usize,
    codes: Codes,
    hops: Vec<Hop>,
    /// What a hop changes, by hop.
    hop_bytes: Vec<HopBytes>,
    hop_sets: HopSets,
    /// `perms[s]`: the byte permutation of symmetry `s` (square `perms[s][i]`
    /// of a position lands on square `i` of its image).
    perms: Vec<[u8; 16]>,
    /// `unperms[s]`: the inverse of `perms[s]`.
    unperms: Vec<[u8; 16]>,
    /// The squares of the grid.
    area_mask: u32,
    /// The code of a lone piece of each size, for [`Target::Lone`].
    lone: [u8; 4],
    /// Whether `pshufb` is used (the processor has SSSE3).
    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
    simd: bool,
}

impl ByteGeo {
    /// The engine for a search from `board`, or `None` when the grid is too
    /// large or the stacks do not fit the codes.
    pub(super) fn new(board: &Board) -> Option<ByteGeo> {
        let size = board.size();
        let area = size.area();
        // (An empty board's key would be 0, the narrow table's free slot.)
        if area > MAX_BYTE_AREA || board.piece_count() == 0 {
            return None;
        }
        let codes = Codes::new(board)?;
        let hops = size.hops();
        let hop_sets = HopSets::new(&hops, area);
        let mut perms = Vec::new();
        let mut unperms = Vec::new();
        for perm in symmetries(size) {
            let (mut p, mut u) = ([ZERO; 16], [ZERO; 16]);
            for (i, &src) in perm.iter().enumerate() {
                p[i] = src as u8;
                u[src] = i as u8;
            }
            perms.push(p);
            unperms.push(u);
        }
        let hop_bytes = hops
            .iter()
            .map(|h| {
                let mut spread = [ZERO; 16];
                let mut keep = u128::MAX;
                for (j, sq) in [h.from, h.over, h.to].into_iter().enumerate() {
                    spread[sq as usize] = j as u8;
                    keep &= !(0xFFu128 << (8 * sq as u32));
                }
                HopBytes {
                    keep,
                    spread,
                    from: h.from,
                    over: h.over,
                    to: h.to,
                }
            })
            .collect();
        let mut lone = [0u8; 4];
        for (piece, l) in lone.iter_mut().enumerate().skip(1) {
            // 0 (never a lone piece's code) when the start has no such
            // piece: then no position meets the target.
            *l = codes.code(piece as u64, 1).unwrap_or(0);
        }
        #[cfg(target_arch = "x86_64")]
        let simd = Pshufb::detect().is_some();
        #[cfg(not(target_arch = "x86_64"))]
        let simd = false;
        Some(ByteGeo {
            area,
            codes,
            hops,
            hop_bytes,
            hop_sets,
            perms,
            unperms,
            area_mask: ((1u64 << area) - 1) as u32,
            lone,
            simd,
        })
    }

    /// Whether a position's key fits 12 bytes (grids of at most 12
    /// squares), for the [`Narrow`] table.
    pub(super) fn narrow(&self) -> bool {
        self.area <= 12
    }

    /// The same engine without `pshufb` (for tests: the same results).
    #[cfg(test)]
    pub(super) fn without_simd(mut self) -> ByteGeo {
        self.simd = false;
        self
    }

    /// A position's bytes, if every stack has a code.
    fn bytes_of(&self, pos: &Pos) -> Option<u128> {
        let mut out = [0u8; 16];
        for (sq, o) in out.iter_mut().enumerate().take(self.area) {
            let (bits, len) = pos.stack(sq);
            *o = self.codes.code(bits, len)?;
        }
        Some(u128::from_le_bytes(out))
    }

    /// The smallest image of `x` under the first `L` symmetries and a
    /// symmetry that gives it.
    #[inline(always)]
    fn canon<S: Shuffle, const L: usize>(&self, sh: S, x: u128) -> (u128, u8) {
        let perms: &[[u8; 16]; L] = self.perms[..L].try_into().expect("L symmetries");
        let mut best = sh.shuffle(x, &perms[0]);
        let mut sym = 0u8;
        for (s, perm) in perms.iter().enumerate().skip(1) {
            let k = sh.shuffle(x, perm);
            if k < best {
                best = k;
                sym = s as u8;
            }
        }
        (best, sym)
    }

    /// Whether a position with no legal move meets the target.
    fn meets(&self, x: u128, target: Target) -> bool {
        let b = x.to_le_bytes();
        match target {
            Target::Lone(p) => {
                let lone = self.lone[p as usize];
                let mut found = false;
                for &c in &b[..self.area] {
                    if c != 0 {
                        if found || c != lone {
                            return false;
                        }
                        found = true;
                    }
                }
                found
            }
            Target::ScoreAtMost(n) => {
                b[..self.area]
                    .iter()
                    .map(|&c| self.codes.pips[c as usize] as u32)
                    .sum::<u32>()
                    <= n
            }
        }
    }

    /// The squares of a position grouped by top piece.
    #[inline(always)]
    fn squares(&self, x: u128) -> Squares {
        let (lo, hi) = (x as u64, (x >> 64) as u64);
        let b7 = high_bits(lo) | high_bits(hi) << 8;
        let b6 = high_bits(lo << 1) | high_bits(hi << 1) << 8;
        Squares {
            by_top: [!(b6 | b7) & self.area_mask, b6 & !b7, b7 & !b6, b7 & b6],
            full: 0,
            pieces: 0,
        }
    }

    /// [`Lister::list`] with `L` symmetries and the shuffle `sh`.
    #[inline(always)]
    fn list_with<S: Shuffle, const L: usize>(
        &self,
        sh: S,
        target: Target,
        keys: &[[u64; 2]],
        syms: &[u8],
        out: &mut Block<[u64; 2]>,
    ) {
        out.clear(keys.len());
        let codes = &self.codes;
        for (k, &sym) in keys.iter().zip(syms) {
            let key = k[0] as u128 | (k[1] as u128) << 64;
            let x = sh.shuffle(key, &self.unperms[sym as usize]);
            let b = x.to_le_bytes();
            let squares = self.squares(x);
            let mut n = 0u8;
            for w in 0..self.hop_sets.words() {
                let mut legal = self.hop_sets.legal(w, &squares);
                while legal != 0 {
                    let j = 64 * w + legal.trailing_zeros() as usize;
                    legal &= legal - 1;
                    let h = &self.hop_bytes[j];
                    // (Squares are below 16: no bounds to check.)
                    let ca = b[h.from as usize & 15] as usize;
                    let cb = b[h.over as usize & 15] as usize;
                    let cc = b[h.to as usize & 15] as usize;
                    let new = codes.pop[ca] as u128
                        | (codes.pop[cb] as u128) << 8
                        | (codes.push[(4 * cc + (ca >> 6)) & 1023] as u128) << 16;
                    let child = (x & h.keep) | sh.shuffle(new, &h.spread);
                    let (ck, cs) = self.canon::<S, L>(sh, child);
                    out.keys.push([ck as u64, (ck >> 64) as u64]);
                    out.syms.push(cs);
                    n += 1;
                }
            }
            out.degree.push(n);
            out.met.push(n == 0 && self.meets(x, target));
        }
    }

    fn list_any<S: Shuffle>(
        &self,
        sh: S,
        target: Target,
        keys: &[[u64; 2]],
        syms: &[u8],
        out: &mut Block<[u64; 2]>,
    ) {
        match self.perms.len() {
            4 => self.list_with::<S, 4>(sh, target, keys, syms, out),
            _ => self.list_with::<S, 8>(sh, target, keys, syms, out),
        }
    }

    /// [`ByteGeo::list_any`] compiled for SSSE3.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "ssse3")]
    fn list_ssse3(
        &self,
        sh: Pshufb,
        target: Target,
        keys: &[[u64; 2]],
        syms: &[u8],
        out: &mut Block<[u64; 2]>,
    ) {
        self.list_any(sh, target, keys, syms, out)
    }
}

impl Lister for ByteGeo {
    type K = [u64; 2];
    type Table = Table<[u64; 2], u32>;

    const FP_OF_KEY: bool = true;

    #[inline(always)]
    fn fp_of(key: &[u64; 2]) -> u64 {
        mix(key[0] as u128 | (key[1] as u128) << 64)
    }

    fn hops(&self) -> &[Hop] {
        &self.hops
    }

    fn key_sym(&self, pos: &Pos) -> Option<(u64, [u64; 2], u8)> {
        let x = self.bytes_of(pos)?;
        let (k, s) = match self.perms.len() {
            4 => self.canon::<Bytes, 4>(Bytes, x),
            _ => self.canon::<Bytes, 8>(Bytes, x),
        };
        Some((mix(k), [k as u64, (k >> 64) as u64], s))
    }

    fn list(&self, target: Target, keys: &[[u64; 2]], syms: &[u8], out: &mut Block<[u64; 2]>) {
        #[cfg(target_arch = "x86_64")]
        if self.simd
            && let Some(sh) = Pshufb::detect()
        {
            // SAFETY: the processor has SSSE3 (`sh` exists).
            return unsafe { self.list_ssse3(sh, target, keys, syms, out) };
        }
        self.list_any(Bytes, target, keys, syms, out)
    }
}

/// The byte engine on a grid of at most 12 squares, whose layers use a
/// [`NarrowTable`].
pub(super) struct Narrow(pub(super) ByteGeo);

impl Lister for Narrow {
    type K = [u64; 2];
    type Table = NarrowTable;

    const FP_OF_KEY: bool = true;

    #[inline(always)]
    fn fp_of(key: &[u64; 2]) -> u64 {
        ByteGeo::fp_of(key)
    }

    fn hops(&self) -> &[Hop] {
        self.0.hops()
    }

    fn key_sym(&self, pos: &Pos) -> Option<(u64, [u64; 2], u8)> {
        self.0.key_sym(pos)
    }

    fn list(&self, target: Target, keys: &[[u64; 2]], syms: &[u8], out: &mut Block<[u64; 2]>) {
        self.0.list(target, keys, syms, out)
    }
}

/// A layer's table for keys of at most 12 bytes: a slot is the key's two
/// words with the index in the 4 bytes the key leaves free, 16 bytes (a
/// general slot takes 24), so 4 slots fill a cache line and none straddles
/// two. A free slot is all zeros (no position's key is: a position has a
/// piece). Slots are placed by the fingerprint's high bits, as in
/// [`Table`].
pub(super) struct NarrowTable {
    slots: HugeVec<[u64; 2]>,
    mask: usize,
    len: usize,
}

impl NarrowTable {
    /// The index stored under `key`, if any.
    #[cfg(test)]
    fn get(&self, fp: u64, key: [u64; 2]) -> Option<u32> {
        self.probe(fp, key).ok()
    }

    #[inline(always)]
    fn home(&self, fp: u64) -> usize {
        (fp >> 33) as usize & self.mask
    }

    /// Where `key` is: `Ok` with its index when stored, else `Err` with
    /// the free slot that ends its probe.
    #[inline(always)]
    fn probe(&self, fp: u64, key: [u64; 2]) -> Result<u32, usize> {
        let mut i = self.home(fp);
        loop {
            let s = self.slots[i];
            if s == [0, 0] {
                return Err(i);
            }
            if s[0] == key[0] && s[1] as u32 == key[1] as u32 {
                return Ok((s[1] >> 32) as u32);
            }
            i = (i + 1) & self.mask;
        }
    }

    /// Places a slot known to be absent (the table has room).
    fn place(&mut self, slot: [u64; 2]) {
        let key = [slot[0], slot[1] & 0xFFFF_FFFF];
        if let Err(i) = self.probe(ByteGeo::fp_of(&key), key) {
            self.slots[i] = slot;
        }
    }

    fn grow(&mut self) {
        let n = 2 * self.slots.len();
        let old = std::mem::replace(&mut self.slots, HugeVec::zeroed(n));
        self.mask = n - 1;
        for &s in old.iter() {
            if s != [0, 0] {
                self.place(s);
            }
        }
    }
}

impl LayerTable<[u64; 2]> for NarrowTable {
    fn with_capacity(n: usize) -> NarrowTable {
        let slots = slot_count(n);
        NarrowTable {
            slots: HugeVec::zeroed(slots),
            mask: slots - 1,
            len: 0,
        }
    }

    #[inline(always)]
    fn prefetch(&self, fp: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            let p = self.slots.as_ptr().wrapping_add(self.home(fp)) as *const i8;
            // SAFETY: a prefetch is only a hint; it never faults, even on
            // an invalid address, and reads nothing into the program.
            unsafe { _mm_prefetch(p, _MM_HINT_T0) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = fp;
    }

    #[inline(always)]
    fn find_or_insert(&mut self, fp: u64, key: [u64; 2], fresh: u32) -> Result<u32, u32> {
        debug_assert!(key[1] >> 32 == 0 && key != [0, 0]);
        let i = match self.probe(fp, key) {
            Ok(found) => return Ok(found),
            Err(free) => free,
        };
        let slot = [key[0], key[1] | (fresh as u64) << 32];
        if too_full(self.len + 1, self.slots.len()) {
            self.grow();
            self.place(slot);
        } else {
            self.slots[i] = slot;
        }
        self.len += 1;
        Err(fresh)
    }

    fn reset(&mut self, n: usize) {
        if slots_fit(self.slots.len(), n) {
            self.slots.fill_zero();
            self.len = 0;
        } else {
            *self = NarrowTable::with_capacity(n);
        }
    }

    fn pieces(&self) -> Vec<huge::Piece> {
        self.slots.pieces().collect()
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::notation::parse_position;

    /// The codes of the benchmark's example: every stack a search meets,
    /// and no more than the module's text counts.
    #[test]
    fn codes_of_the_example() {
        let b = parse_position("SMLL,SMLLL,S,SM/SML,SM,S,SML/.,M,S,S").unwrap();
        let c = Codes::new(&b).unwrap();
        // S^1..10, SM M^0..6, SML L^0..6, M^1..7, L^1..7, and the empty.
        assert_eq!(c.len(), 10 + 7 + 7 + 7 + 7 + 1);
        for s in b.stacks() {
            let (bits, len) = s.raw();
            assert!(c.code(bits, len as u8).is_some(), "{s:?}");
        }
        // Pop and push tables agree with the stacks.
        for code in 1..256usize {
            let (bits, len) = c.stacks[code];
            if len == 0 {
                continue;
            }
            assert_eq!(code >> 6, top_of(bits, len) as usize);
            let (pb, pl) = c.stacks[c.pop[code] as usize];
            assert_eq!((pb, pl + 1), (bits & !(3 << (2 * (len - 1))), len));
        }
    }

    /// The narrow table keeps every key with its index while it grows,
    /// and finds none it was not given.
    #[test]
    fn narrow_table_grows_and_finds() {
        let key = |i: u64| [i.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1, i & 0xFFFF_FFFF];
        let mut t = NarrowTable::with_capacity(0);
        for i in 0..5000u64 {
            let k = key(i);
            assert_eq!(
                t.find_or_insert(ByteGeo::fp_of(&k), k, i as u32),
                Err(i as u32)
            );
        }
        assert!(t.slots.len() > 1024, "the table grew");
        for i in 0..5000u64 {
            let k = key(i);
            let fp = ByteGeo::fp_of(&k);
            assert_eq!(t.get(fp, k), Some(i as u32));
            assert_eq!(t.find_or_insert(fp, k, 7), Ok(i as u32));
        }
        let other = key(5000);
        assert_eq!(t.get(ByteGeo::fp_of(&other), other), None);
        assert_eq!(t.len, 5000);
        // Emptied for a layer of a similar size, in the same memory, and
        // for a much smaller one, in new memory: nothing is left in it.
        for (n, same) in [(4000, true), (100, false)] {
            let slots = t.slots.as_ptr();
            t.reset(n);
            assert_eq!(std::ptr::eq(slots, t.slots.as_ptr()), same, "{n}");
            assert_eq!(t.len, 0);
            for i in 0..n as u64 {
                let k = key(i);
                let fp = ByteGeo::fp_of(&k);
                assert_eq!(t.get(fp, k), None, "{n}: {i} left");
                assert_eq!(t.find_or_insert(fp, k, 9), Err(9));
            }
        }
    }

    /// A start whose stacks need too many codes is refused (the analysis
    /// falls back to the hash-lane engine).
    #[test]
    fn too_many_stacks_are_refused() {
        let b = parse_position(OVERFLOW).unwrap();
        assert!(Codes::new(&b).is_none());
        assert!(ByteGeo::new(&b).is_none());
    }

    /// Many distinct prefixes of one tall stack, each followed by up to
    /// 20 copies of its top: more than 64 codes with a Large on top.
    pub(crate) const OVERFLOW: &str = "SMLSMLSMLSMLSMLSMLSMLL,S,M/L,SM,./L,L,L";
}
