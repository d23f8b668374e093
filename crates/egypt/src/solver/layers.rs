//! The fast engine's full analysis, layer by layer.
//!
//! Every move removes one piece, so the positions of a tree fall into
//! layers by piece count, and a position's children all lie in the next
//! layer. The analysis runs in two passes:
//!
//! 1. **Forward**: the positions of each layer, in order, list their legal
//!    moves in the grid's hop order; each child is looked up in the next
//!    layer's table (by its key up to symmetry) and added when new. A
//!    position keeps its children's indices (its *edges*), the symmetry
//!    that turns it (as first reached) into its key, and until it is
//!    expanded that key. Only one table lives at a time (the layer being
//!    numbered; the next layer's reuses its memory while it fits): the
//!    solution walk afterwards follows edges by index. Listing a position's moves and its children's keys
//!    needs no table, so blocks of a layer are listed on every thread
//!    (rayon), a round ahead; the children are then numbered one by one in
//!    order on one thread, so indices and sums are the same on any number
//!    of threads.
//! 2. **Backward**: from the last layer up, a position's counts and
//!    random-play chance are summed from its children's, read through the
//!    edges from the next layer's array: no table lookups, and each layer's
//!    records are small enough to stay in cache. A position reads only the
//!    next layer, so a layer's positions are settled in parallel, each
//!    summing its own children in hop order.
//!
//! A lookup only ever touches the next layer's table, a fraction of the
//! whole tree, where the depth-first search of the reference engine
//! touches a table of every position; that is the speed-up.
//!
//! **Two engines** ([`Lister`]) key positions and list moves: on grids of
//! at most 16 squares, a byte a square ([`super::byte_codes`]: exact keys
//! of 16 bytes, symmetry a byte shuffle, a child its parent with three
//! bytes changed), when the start position's stacks fit its codes; else
//! hash lanes ([`Lanes`], one 64-bit Zobrist hash per symmetry kept up to
//! date as pieces move, the smallest picking the exact key). Both number
//! the same positions in the same order, so the figures are the same.
//!
//! **Measured** (2026-11-24, `cargo bench --bench solver -- fast24`, the
//! 24-piece 3x4 example, 1,008,716 positions; 2 cores shared with other
//! engineers' benchmarks, so the figures are medians of runs alternating
//! with the previous binary): hash lanes 342 ms wall, 343 ms of CPU over
//! both threads; byte engine 192 ms wall, 195 ms of CPU (1.8x), and 99
//! to 114 ms wall when the other core was free. Instructions a run
//! (callgrind): listing about 565 million, numbering 400 million (on one
//! thread, beside the listing; mostly waiting on cache misses in the
//! next layer's table), backward pass 146 million. Tried and dropped:
//! numbering in 4 shards of the table on every thread, with a pass in
//! order to give the layer's indices (28 % more instructions, slower on
//! the loaded machine); prefetching a slot's second cache line; the
//! fingerprints written by the listing instead of computed when numbered.
//!
//! **Same figures bit for bit.** The counts are sums and do not depend on
//! the order. The chance of random play is a sum of floating-point values,
//! which does: a position's chance is summed over its moves in the hop
//! order of the *image* (the mirrored or rotated copy) in which the search
//! first meets it. A depth-first search meets each position first along the
//! smallest path to it (paths compared move by move in hop order; a search
//! that skips positions seen before reaches each one first where the full
//! tree walk would). Here a layer's positions are listed in the order of
//! their smallest paths: the root alone, then each layer in the order its
//! parents (in that order) and their moves (in hop order) first reach it.
//! A position is stored as the image first reached, so it is expanded in
//! the same image, with the same move order, as in the depth-first search.

use std::sync::Mutex;

use rayon::prelude::*;
use rustc_hash::FxHashMap;

use super::byte_codes::{ByteGeo, Narrow};
use super::chance::Chance;
use super::huge::{self, HugeVec};
use super::limits::{Analysis, Entry, Limits, Metrics, SolveError, check_limits, key_bits};
use super::listing::{Block, LayerTable, Lister};
use super::position::{FastKey, Geo, Pos, fingerprint};
use super::table::Table;
use crate::board::{Board, Hop};
use crate::hop_sets::HopSets;
use crate::target::Target;

/// A position's record: counts that fit 32 bits inline (most do),
/// `games == u32::MAX` marks counts kept in [`Tree::big`]. All zeros is a
/// record (no games yet), the state of a position not yet settled.
#[derive(Clone, Copy, Default, bytemuck::Zeroable)]
struct Rec {
    games: u32,
    wins: u32,
    success: Chance,
}

/// Positions of a layer listed in one piece of work of the forward pass.
const BLOCK: usize = 512;
/// Positions of a layer listed before their children are numbered (a
/// bound on the memory of the listings in flight).
const ROUND: usize = 16 * BLOCK;
/// How many children ahead the numbering asks for a child's table slot
/// (4, 8, 12, 16, 24 and 32 alternately on the 24-piece example, the
/// other core busy: 24 and 32 took the least time, 8 about a sixth more).
const AHEAD: usize = 24;

/// The hash-lane engine of [`super::fast`]: any grid it supports.
pub(super) struct Lanes<K> {
    geo: Geo,
    hop_sets: HopSets,
    _key: std::marker::PhantomData<K>,
}

impl<K: FastKey> Lanes<K> {
    pub(super) fn new(board: &Board) -> Lanes<K> {
        let geo = Geo::new(board);
        let hop_sets = HopSets::new(&geo.hops, geo.area);
        Lanes {
            geo,
            hop_sets,
            _key: std::marker::PhantomData,
        }
    }

    /// [`Lister::list`] with one hash lane per symmetry of the grid (`L`).
    ///
    /// A position's legal hops are found as one bit mask from its squares
    /// grouped by top piece ([`HopSets`]), whose set bits are then taken
    /// in hop order; the children's hash lanes are the parent's updated
    /// by three entries.
    fn list_n<const L: usize>(&self, target: Target, keys: &[K], syms: &[u8], out: &mut Block<K>) {
        let (geo, hop_sets) = (&self.geo, &self.hop_sets);
        out.clear(keys.len());
        // Squares past the grid stay empty.
        let mut pos = Pos::empty();
        for (k, &sym) in keys.iter().zip(syms) {
            let squares = geo.unimage_into(k, sym, &mut pos);
            let z = geo.lanes_n::<L>(&pos);
            let pieces = squares.pieces;
            // Whether the children's keys fit one word: 2 bits a piece
            // and a separator a square, one piece fewer.
            let narrow = pieces + geo.area as u32 <= 33;
            let mut n = 0u8;
            for w in 0..hop_sets.words() {
                let mut legal = hop_sets.legal(w, &squares);
                while legal != 0 {
                    let h = geo.hops[64 * w + legal.trailing_zeros() as usize];
                    legal &= legal - 1;
                    let (a, b, c) = (h.from as usize, h.over as usize, h.to as usize);
                    let (sa, sb, sc) = (pos.stack(a), pos.stack(b), pos.stack(c));
                    let (ha, hb) = (sa.1 as usize - 1, sb.1 as usize - 1);
                    let mover = (sa.0 >> (2 * ha)) & 3;
                    let removed = (sb.0 >> (2 * hb)) & 3;
                    let ea = geo.zob_n::<L>(a, ha, mover);
                    let eb = geo.zob_n::<L>(b, hb, removed);
                    let ec = geo.zob_n::<L>(c, sc.1 as usize, mover);
                    let mut cz = z;
                    let mut fp = u64::MAX;
                    for s in 0..L {
                        cz[s] ^= ea[s] ^ eb[s] ^ ec[s];
                        fp = fp.min(cz[s]);
                    }
                    pos.set_stack(a, (sa.0 & !(3u64 << (2 * ha)), sa.1 - 1));
                    pos.set_stack(b, (sb.0 & !(3u64 << (2 * hb)), sb.1 - 1));
                    pos.set_stack(c, (sc.0 | mover << (2 * sc.1 as u32), sc.1 + 1));
                    let (ck, cs) = geo.key_sym_n::<K, L>(&pos, &cz, fp, narrow);
                    pos.set_stack(a, sa);
                    pos.set_stack(b, sb);
                    pos.set_stack(c, sc);
                    out.fps.push(fp);
                    out.keys.push(ck);
                    out.syms.push(cs);
                    n += 1;
                }
            }
            out.degree.push(n);
            out.met.push(n == 0 && pos.meets(geo.area, target));
        }
    }
}

impl<K: FastKey> Lister for Lanes<K> {
    type K = K;
    type Table = Table<K, u32>;

    fn hops(&self) -> &[Hop] {
        &self.geo.hops
    }

    fn key_sym(&self, pos: &Pos) -> Option<(u64, K, u8)> {
        let z = self.geo.lanes(pos);
        let fp = fingerprint(&z);
        let (k, s) = self.geo.key_sym::<K>(pos, &z, fp);
        Some((fp, k, s))
    }

    fn list(&self, target: Target, keys: &[K], syms: &[u8], out: &mut Block<K>) {
        match self.geo.symmetry_count() {
            4 => self.list_n::<4>(target, keys, syms, out),
            _ => self.list_n::<8>(target, keys, syms, out),
        }
    }
}

/// One layer (one piece count) of the tree. Its table (position key up
/// to symmetry -> index) lives only while the layer is being numbered:
/// afterwards positions are reached through their parents' edges.
struct Layer<K> {
    /// Each position's key, emptied once expanded.
    packed: HugeVec<K>,
    /// The symmetry that turns each position as first reached into its
    /// key.
    syms: HugeVec<u8>,
    /// Legal moves of each position.
    degree: HugeVec<u8>,
    /// Children's indices in the next layer, position by position, in hop
    /// order.
    edges: HugeVec<u32>,
    /// A bit a position: a finished game that meets the target.
    met: Vec<u64>,
    /// A bit a position, set by the backward pass: the target can be
    /// reached from it.
    wins: Vec<u64>,
}

/// Bit `i` of a bit set.
#[inline(always)]
fn bit(bits: &[u64], i: usize) -> bool {
    bits[i / 64] >> (i % 64) & 1 == 1
}

impl<K: FastKey> Layer<K> {
    fn new() -> Layer<K> {
        Layer {
            packed: HugeVec::new(),
            syms: HugeVec::new(),
            degree: HugeVec::new(),
            edges: HugeVec::new(),
            met: Vec::new(),
            wins: Vec::new(),
        }
    }
}

/// Counts of a position that do not fit its record: (index, games, wins).
type BigCounts = (u32, u128, u128);

/// The numbering of a layer's children in the forward pass.
struct Numbering<'a, E: Lister, C> {
    cur: &'a mut Layer<E::K>,
    next: &'a mut Layer<E::K>,
    /// The next layer's table.
    table: &'a mut E::Table,
    /// Positions of `cur` numbered so far.
    at: usize,
    /// Positions stored in all.
    stored: &'a mut usize,
    check: &'a C,
    limit: u64,
    /// Blocks already numbered, whose memory the listing reuses.
    spare: &'a Mutex<Vec<Block<E::K>>>,
}

impl<E: Lister, C: Fn(usize) -> Result<(), SolveError> + Sync> Numbering<'_, E, C> {
    /// Numbers the children of listed blocks in order: each is looked up
    /// in the next layer's table and added when new; records the moves.
    /// The blocks go back to `spare`, to be listed into again.
    fn number(&mut self, blocks: Vec<Block<E::K>>) -> Result<(), SolveError> {
        let done = self.number_blocks(&blocks);
        self.spare
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .extend(blocks);
        done
    }

    fn number_blocks(&mut self, blocks: &[Block<E::K>]) -> Result<(), SolveError> {
        let (cur, next) = (&mut *self.cur, &mut *self.next);
        let mut computed = Vec::new();
        for block in blocks {
            cur.degree.extend_from_slice(&block.degree);
            cur.met
                .resize((self.at + block.degree.len()).div_ceil(64), 0);
            for (k, &met) in block.met.iter().enumerate() {
                let i = self.at + k;
                cur.met[i / 64] |= (met as u64) << (i % 64);
            }
            self.at += block.degree.len();
            // The block's moves, position by position, each in hop order.
            let fps = if E::FP_OF_KEY {
                computed.clear();
                computed.extend(block.keys.iter().map(E::fp_of));
                &computed
            } else {
                &block.fps
            };
            for (j, ((&fp, &key), &sym)) in fps.iter().zip(&block.keys).zip(&block.syms).enumerate()
            {
                if let Some(&ahead) = fps.get(j + AHEAD) {
                    self.table.prefetch(ahead);
                }
                let fresh = next.packed.len() as u32;
                let child = match self.table.find_or_insert(fp, key, fresh) {
                    Ok(c) => c,
                    Err(c) => {
                        (self.check)(*self.stored)?;
                        if fresh == u32::MAX {
                            // Out of indices long before memory could
                            // hold such a layer.
                            return Err(SolveError::Budget { limit: self.limit });
                        }
                        *self.stored += 1;
                        next.packed.push(key);
                        next.syms.push(sym);
                        c
                    }
                };
                cur.edges.push(child);
            }
        }
        Ok(())
    }
}

struct Tree<E: Lister> {
    engine: E,
    /// Positions listed in one piece of work ([`BLOCK`]; tests use less).
    block: usize,
    /// Positions listed before their children are numbered ([`ROUND`]).
    round: usize,
    target: Target,
    layers: Vec<Layer<E::K>>,
    /// Counts that do not fit 32 bits, by (layer << 32 | index).
    big: FxHashMap<u64, (u128, u128)>,
}

/// The figures of position `i` of layer `layer`, whose records are `recs`:
/// counts that did not fit 32 bits are read from `big`.
fn entry_of(recs: &[Rec], big: &FxHashMap<u64, (u128, u128)>, layer: usize, i: u32) -> Entry {
    let r = recs[i as usize];
    if r.games == u32::MAX {
        let (games, wins) = big[&((layer as u64) << 32 | i as u64)];
        Entry {
            games,
            wins,
            success: r.success,
        }
    } else {
        Entry {
            games: r.games as u128,
            wins: r.wins as u128,
            success: r.success,
        }
    }
}

impl<E: Lister> Tree<E> {
    /// A tree to be grown by `engine`, listing in blocks and rounds of the
    /// given sizes.
    fn new(engine: E, target: Target, block: usize, round: usize) -> Tree<E> {
        Tree {
            engine,
            block,
            round,
            target,
            layers: Vec::new(),
            big: FxHashMap::default(),
        }
    }

    /// The forward pass: every layer listed, every position expanded.
    ///
    /// A layer is listed in rounds of [`ROUND`] positions: the blocks of a
    /// round are listed in parallel, then their children are numbered one
    /// by one in order, so the numbering (and every later sum) is the same
    /// on any number of threads.
    fn expand(&mut self, start: &Board, limits: Limits) -> Result<(), SolveError> {
        let deadline = limits.max_time.map(|d| (std::time::Instant::now() + d, d));
        let check =
            |stored: usize| check_limits(stored, limits.max_positions, deadline, limits.watch);
        let engine = &self.engine;
        let target = self.target;
        let (block, round) = (self.block, self.round);
        let mut first = Layer::<E::K>::new();
        check(0)?;
        let (_, key, sym) = engine
            .key_sym(&Pos::new(start))
            .expect("the engine keys its start position");
        first.packed.push(key);
        first.syms.push(sym);
        self.layers.push(first);
        let mut stored = 1usize;
        let spare = Mutex::new(Vec::new());
        let mut growth = 4.0f64;
        let mut degree = 4.0f64;
        // The table of the layer being numbered; each layer's in turn, in
        // the same memory while it fits.
        let mut table = E::Table::with_capacity(0);
        loop {
            let cur = self.layers.last_mut().expect("a layer");
            let packed = std::mem::take(&mut cur.packed);
            // Put back once the layer is expanded, for the solution walk
            // ([`Tree::children`]).
            let syms = std::mem::take(&mut cur.syms);
            // Sized for the layer growing as the last one did.
            let room = (limits.max_positions as usize).saturating_sub(stored);
            let guess = ((packed.len() as f64 * growth) as usize).min(room);
            table.reset(guess);
            let mut next = Layer::<E::K> {
                packed: HugeVec::with_capacity(guess),
                syms: HugeVec::with_capacity(guess),
                ..Layer::new()
            };
            cur.degree = HugeVec::with_capacity(packed.len());
            // As many moves a position as the last layer had.
            cur.edges = HugeVec::with_capacity((packed.len() as f64 * degree) as usize);
            cur.met = Vec::with_capacity(packed.len().div_ceil(64));
            let pieces: Vec<_> = (table.pieces().into_iter())
                .chain(next.packed.pieces())
                .chain(cur.edges.pieces())
                .collect();
            huge::populate(&pieces);
            // Round k + 1 is listed (on any free thread) while the children
            // of round k are numbered.
            let list_round = |r: usize| -> Vec<Block<E::K>> {
                let end = (r + round).min(packed.len());
                let list = |b: usize| {
                    let hi = (b + block).min(end);
                    let mut out = (spare.lock().unwrap_or_else(|e| e.into_inner()))
                        .pop()
                        .unwrap_or_default();
                    engine.list(target, &packed[b..hi], &syms[b..hi], &mut out);
                    out
                };
                if end - r > block {
                    (r..end)
                        .step_by(block)
                        .collect::<Vec<_>>()
                        .into_par_iter()
                        .map(list)
                        .collect()
                } else {
                    vec![list(r)]
                }
            };
            let mut numbering = Numbering::<E, _> {
                cur,
                next: &mut next,
                table: &mut table,
                at: 0,
                stored: &mut stored,
                check: &check,
                limit: limits.max_positions,
                spare: &spare,
            };
            let mut ready = list_round(0);
            for r in (0..packed.len()).step_by(round) {
                let blocks = std::mem::take(&mut ready);
                if r + round < packed.len() {
                    let (done, listed) =
                        rayon::join(|| numbering.number(blocks), || list_round(r + round));
                    done?;
                    ready = listed;
                } else {
                    numbering.number(blocks)?;
                }
            }
            degree = numbering.cur.edges.len() as f64 / packed.len().max(1) as f64;
            numbering.cur.syms = syms;
            if next.packed.is_empty() {
                return Ok(());
            }
            growth = next.packed.len() as f64 / packed.len().max(1) as f64;
            self.layers.push(next);
        }
    }

    /// The backward pass: every position's record from its children's,
    /// a layer's positions in parallel (each reads only the next layer).
    /// Only two layers' records are kept at a time (the layer being
    /// settled and the one below); each layer keeps one bit a position,
    /// whether the target can be reached from it, for the solution walk.
    /// Gives the root's figures.
    fn settle(&mut self) -> Result<Entry, SolveError> {
        let block = self.block;
        let most = self
            .layers
            .iter()
            .map(|l| l.degree.len())
            .max()
            .unwrap_or(0);
        let mut below = HugeVec::<Rec>::zeroed(most);
        let mut above = HugeVec::<Rec>::zeroed(most);
        huge::populate(&below.pieces().chain(above.pieces()).collect::<Vec<_>>());
        for l in (0..self.layers.len()).rev() {
            let (this, rest) = self.layers.split_at_mut(l + 1);
            let layer = &mut this[l];
            // The last layer is all finished games: no child is read.
            let next: &[Rec] = if rest.is_empty() { &[] } else { &below };
            let big = &self.big;
            let child = |c: u32| entry_of(next, big, l + 1, c);
            // Where each chunk's edges start.
            let mut starts = Vec::with_capacity(layer.degree.len() / block + 1);
            let mut at = 0usize;
            for (c, d) in layer.degree.chunks(block).enumerate() {
                starts.push((c * block, at));
                at += d.iter().map(|&n| n as usize).sum::<usize>();
            }
            let (degree, edges, met) = (&layer.degree, &layer.edges, &layer.met);
            let settle_chunk = |&(first, mut at): &(usize, usize),
                                recs: &mut [Rec]|
             -> Result<Vec<BigCounts>, SolveError> {
                let mut bigs = Vec::new();
                for (k, rec) in recs.iter_mut().enumerate() {
                    let n = degree[first + k] as usize;
                    if n == 0 {
                        let met = bit(met, first + k);
                        *rec = Rec {
                            games: 1,
                            wins: met as u32,
                            success: Chance::of(met),
                        };
                        continue;
                    }
                    let moves = &edges[at..at + n];
                    at += n;
                    // Most children's counts fit their records: summed in
                    // 64 bits (at most 255 of them); else again in 128.
                    let (mut games, mut wins) = (0u64, 0u64);
                    let mut inline = true;
                    for &e in moves {
                        let c = next[e as usize];
                        inline &= c.games != u32::MAX;
                        games += c.games as u64;
                        wins += c.wins as u64;
                    }
                    let (games, wins) = if inline {
                        (games as u128, wins as u128)
                    } else {
                        let (mut games, mut wins) = (0u128, 0u128);
                        for &e in moves {
                            let c = child(e);
                            games = games
                                .checked_add(c.games)
                                .ok_or(SolveError::CountOverflow)?;
                            wins = wins.checked_add(c.wins).ok_or(SolveError::CountOverflow)?;
                        }
                        (games, wins)
                    };
                    let success = Chance::mean(moves.iter().map(|&e| next[e as usize].success), n);
                    *rec = match (u32::try_from(games), u32::try_from(wins)) {
                        (Ok(games), Ok(wins)) if games != u32::MAX => Rec {
                            games,
                            wins,
                            success,
                        },
                        _ => {
                            bigs.push(((first + k) as u32, games, wins));
                            Rec {
                                games: u32::MAX,
                                wins: 0,
                                success,
                            }
                        }
                    };
                }
                Ok(bigs)
            };
            let recs = &mut above[..layer.degree.len()];
            let bigs: Vec<Result<Vec<BigCounts>, SolveError>> = if recs.len() > block {
                starts
                    .par_iter()
                    .zip(recs.par_chunks_mut(block))
                    .map(|(s, recs)| settle_chunk(s, recs))
                    .collect()
            } else {
                starts
                    .iter()
                    .zip(recs.chunks_mut(block))
                    .map(|(s, recs)| settle_chunk(s, recs))
                    .collect()
            };
            for b in bigs {
                for (i, games, wins) in b? {
                    self.big.insert((l as u64) << 32 | i as u64, (games, wins));
                }
            }
            let (recs, big) = (&above[..layer.degree.len()], &self.big);
            let word = |w: usize| {
                let end = (64 * w + 64).min(recs.len());
                (64 * w..end).fold(0u64, |bits, i| {
                    let wins = entry_of(recs, big, l, i as u32).wins > 0;
                    bits | (wins as u64) << (i % 64)
                })
            };
            let words = recs.len().div_ceil(64);
            layer.wins = if recs.len() > block {
                (0..words).into_par_iter().map(word).collect()
            } else {
                (0..words).map(word).collect()
            };
            std::mem::swap(&mut above, &mut below);
        }
        Ok(entry_of(&below, &self.big, 0, 0))
    }

    /// The children of position `i` of layer `layer`, which `pos` shows
    /// in some image: each child's key and its index in the next layer,
    /// in the order the forward pass listed them (the hop order of the
    /// image first reached), which is the order of the position's edges.
    fn children(&self, layer: usize, i: u32, pos: &Pos) -> Vec<(E::K, u32)> {
        let l = &self.layers[layer];
        let i = i as usize;
        let (_, key, _) = self
            .engine
            .key_sym(pos)
            .expect("the engine keys its tree's positions");
        let mut listed = Block::default();
        self.engine
            .list(self.target, &[key], &l.syms[i..=i], &mut listed);
        let at: usize = l.degree[..i].iter().map(|&d| d as usize).sum();
        let edges = &l.edges[at..at + l.degree[i] as usize];
        debug_assert_eq!(listed.keys.len(), edges.len());
        listed.keys.into_iter().zip(edges.iter().copied()).collect()
    }

    /// The index in the next layer of the position after `h`, one of
    /// `children` (of `pos`, in layer `layer`), and whether the target
    /// can still be reached from it.
    fn after(&self, layer: usize, children: &[(E::K, u32)], pos: &mut Pos, h: Hop) -> (u32, bool) {
        let (mover, removed) = pos.play(h);
        let key = self.engine.key_sym(pos).map(|(_, key, _)| key);
        pos.undo(h, mover, removed);
        let (_, c) = *children
            .iter()
            .find(|c| Some(c.0) == key)
            .expect("every legal move leads to a listed child");
        (c, bit(&self.layers[layer + 1].wins, c as usize))
    }

    /// The legal moves of position `i` of layer `layer` (shown by `pos`),
    /// in hop order: each with the index of the position it leads to and
    /// whether the target can still be reached from there.
    fn moves(&self, layer: usize, i: u32, pos: &mut Pos) -> Vec<(Hop, u32, bool)> {
        let hops = self.legal_hops(pos);
        if hops.is_empty() {
            return Vec::new();
        }
        let children = self.children(layer, i, pos);
        hops.into_iter()
            .map(|h| {
                let (c, wins) = self.after(layer, &children, pos, h);
                (h, c, wins)
            })
            .collect()
    }

    fn legal_hops(&self, pos: &Pos) -> Vec<Hop> {
        self.engine
            .hops()
            .iter()
            .copied()
            .filter(|&h| pos.legal(h))
            .collect()
    }

    fn analyze(mut self, start: &Board, limits: Limits) -> Result<Analysis, SolveError> {
        self.expand(start, limits)?;
        let root = self.settle()?;
        let mut pos = Pos::new(start);
        let mut moves = self.moves(0, 0, &mut pos);
        let first_moves = moves.len() as u32;
        let winning_first_moves = moves.iter().filter(|m| m.2).count() as u32;
        let mut solution = Vec::new();
        let (mut forced_steps, mut critical_steps) = (0, 0);
        if root.wins > 0 {
            let mut b = start.clone();
            let mut layer = 0;
            while !moves.is_empty() {
                let winning: Vec<(Hop, u32)> =
                    moves.iter().filter(|m| m.2).map(|m| (m.0, m.1)).collect();
                forced_steps += (winning.len() == 1) as u32;
                critical_steps += (winning.len() < moves.len()) as u32;
                let (h, c) = winning[0];
                solution.push(b.hop_to_move(h));
                b.play_hop(h);
                pos.play(h);
                layer += 1;
                moves = self.moves(layer, c, &mut pos);
            }
        }
        let positions = self.layers.iter().map(|l| l.degree.len() as u64).sum();
        Ok(Analysis {
            solvable: root.wins > 0,
            solution,
            metrics: Metrics {
                pieces: start.piece_count(),
                first_moves,
                winning_first_moves,
                games: root.games,
                winning_games: root.wins,
                random_success: root.success.to_f64(),
                positions,
                forced_steps,
                critical_steps,
            },
        })
    }
}

/// [`super::analyze`] by layers; the board must be supported by
/// the fast engine ([`super::fast::supports`]). Grids of at most 16
/// squares go to the byte engine ([`ByteGeo`]) when their stacks fit its
/// codes, the others to the hash-lane engine.
pub(super) fn analyze(
    board: &Board,
    target: Target,
    limits: Limits,
) -> Result<Analysis, SolveError> {
    if let Some(engine) = ByteGeo::new(board) {
        if engine.narrow() {
            return Tree::new(Narrow(engine), target, BLOCK, ROUND).analyze(board, limits);
        }
        return Tree::new(engine, target, BLOCK, ROUND).analyze(board, limits);
    }
    analyze_lanes(board, target, limits)
}

/// [`analyze`] on the hash-lane engine.
fn analyze_lanes(board: &Board, target: Target, limits: Limits) -> Result<Analysis, SolveError> {
    if key_bits(board) <= 128 {
        Tree::new(Lanes::<[u64; 2]>::new(board), target, BLOCK, ROUND).analyze(board, limits)
    } else {
        Tree::new(Lanes::<[u64; 4]>::new(board), target, BLOCK, ROUND).analyze(board, limits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_position;
    use crate::solver::analyze_reference;

    /// The engines of the tests: hash lanes, bytes with `pshufb` (where
    /// the processor has it) and bytes without, in general tables, and
    /// bytes in narrow tables (on grids of up to 12 squares).
    const ENGINES: [&str; 4] = ["lanes", "bytes", "bytes without simd", "bytes narrow"];

    fn engine(name: &str, b: &Board) -> Engine {
        match name {
            "lanes" => Engine::Lanes(Lanes::new(b)),
            "bytes" => Engine::Bytes(Box::new(ByteGeo::new(b).expect("fits the codes"))),
            "bytes narrow" => {
                let e = ByteGeo::new(b).expect("fits the codes");
                if e.narrow() {
                    Engine::Narrow(Box::new(Narrow(e)))
                } else {
                    Engine::Bytes(Box::new(e))
                }
            }
            _ => Engine::Bytes(Box::new(
                ByteGeo::new(b).expect("fits the codes").without_simd(),
            )),
        }
    }

    enum Engine {
        Lanes(Lanes<[u64; 2]>),
        Bytes(Box<ByteGeo>),
        Narrow(Box<Narrow>),
    }

    /// Per layer: positions, the children's indices.
    type Shape = Vec<(usize, Vec<u32>)>;

    /// Expands a tree with the engine and checks the layers' shape; returns it.
    fn shape<E: Lister>(text: &str, engine: E, block: usize, round: usize) -> Shape {
        let b = parse_position(text).unwrap();
        let mut t = Tree::new(engine, Target::SMALL, block, round);
        t.expand(&b, Limits::default()).unwrap();
        t.layers
            .iter()
            .map(|l| (l.degree.len(), l.edges.to_vec()))
            .collect()
    }

    fn shape_any(text: &str, engine: Engine, block: usize, round: usize) -> Shape {
        match engine {
            Engine::Lanes(e) => shape(text, e, block, round),
            Engine::Bytes(e) => shape(text, *e, block, round),
            Engine::Narrow(e) => shape(text, *e, block, round),
        }
    }

    fn analyze_any(b: &Board, engine: Engine, block: usize, round: usize) -> Analysis {
        match engine {
            Engine::Lanes(e) => {
                Tree::new(e, Target::SMALL, block, round).analyze(b, Limits::default())
            }
            Engine::Bytes(e) => {
                Tree::new(*e, Target::SMALL, block, round).analyze(b, Limits::default())
            }
            Engine::Narrow(e) => {
                Tree::new(*e, Target::SMALL, block, round).analyze(b, Limits::default())
            }
        }
        .unwrap()
    }

    const TREES: [&str; 3] = [
        "SML,SM,S,L/M,.,SL,M/L,S,.,SM",
        "S,.,M,L/.,SS,.,M/L,.,S,./M,M,.,SML",
        "SMLL,SMLLL,S/SM,SML,SM/S,SML,.",
    ];

    /// Each layer's positions are numbered in the order their parents'
    /// moves first reach them, and every position but the root is reached;
    /// every engine grows the same layers.
    #[test]
    fn layers_are_listed_in_order_of_first_discovery() {
        for text in TREES {
            let b = parse_position(text).unwrap();
            let mut first: Option<Shape> = None;
            for name in ENGINES {
                let layers = shape_any(text, engine(name, &b), BLOCK, ROUND);
                assert_eq!(layers[0].0, 1);
                let (mut positions, mut edges) = (0, 0);
                for (l, (len, layer_edges)) in layers.iter().enumerate() {
                    positions += len;
                    edges += layer_edges.len();
                    let Some(next) = layers.get(l + 1) else {
                        assert!(
                            layer_edges.is_empty(),
                            "the last layer is all finished games"
                        );
                        continue;
                    };
                    let mut seen = 0u32;
                    for &c in layer_edges {
                        assert!(
                            c <= seen,
                            "{text} {name}: layer {l}: child {c} before {seen}"
                        );
                        seen = seen.max(c + 1);
                    }
                    assert_eq!(seen as usize, next.0);
                }
                let r = analyze_reference(&b, Target::SMALL, Limits::default()).unwrap();
                assert_eq!(positions as u64, r.metrics.positions);
                eprintln!(
                    "{text} {name}: {positions} positions, {edges} moves ({:.2} a position), {} layers, largest {}",
                    edges as f64 / positions as f64,
                    layers.len(),
                    layers.iter().map(|l| l.0).max().unwrap()
                );
                match &first {
                    None => first = Some(layers),
                    Some(f) => assert_eq!(f, &layers, "{text}: {name} as the hash lanes"),
                }
            }
        }
    }

    /// The analysis, and each layer's moves, are the same on one thread and
    /// on two, with blocks and rounds of any size (tiny ones split the
    /// layers of these small trees into many pieces of work), and on every
    /// engine; and the same as the reference engine's.
    #[test]
    fn same_results_on_any_thread_count_and_split() {
        for text in TREES {
            let b = parse_position(text).unwrap();
            let r = analyze_reference(&b, Target::SMALL, Limits::default()).unwrap();
            for name in ENGINES {
                let run = |threads: usize, block: usize, round: usize| {
                    let pool = rayon::ThreadPoolBuilder::new()
                        .num_threads(threads)
                        .build()
                        .unwrap();
                    pool.install(|| {
                        let layers = shape_any(text, engine(name, &b), block, round);
                        let a = analyze_any(&b, engine(name, &b), block, round);
                        (a.metrics.random_success.to_bits(), a, layers)
                    })
                };
                let one = run(1, BLOCK, ROUND);
                assert!(
                    one.1.metrics.positions > 2000,
                    "{text}: a tree of some size"
                );
                for (threads, block, round) in [(2, BLOCK, ROUND), (1, 3, 7), (2, 3, 7), (2, 1, 2)]
                {
                    let other = run(threads, block, round);
                    assert_eq!(
                        one, other,
                        "{text} {name}: {threads} threads, blocks of {block}, rounds of {round}"
                    );
                }
                assert_eq!(one.1, r, "{text} {name}: the reference engine");
                assert_eq!(
                    one.1.metrics.random_success.to_bits(),
                    r.metrics.random_success.to_bits()
                );
            }
        }
    }

    /// The byte engine matches the reference engine on 3x3, 3x4, 3x5 and
    /// 4x4 positions, for every kind of target; a start whose stacks do not
    /// fit the codes goes to the hash-lane engine, with the same results.
    #[test]
    fn byte_engine_matches_the_reference() {
        let targets = [
            Target::SMALL,
            Target::MEDIUM,
            Target::LARGE,
            Target::ScoreAtMost(4),
        ];
        for text in [
            "SML,SM,SML/M,SML,L/SML,S,SML",
            "S,M,L,SM,ML/L,.,SML,.,M/M,S,.,L,SL",
            "SML,.,M,L/.,SS,.,M/L,.,SML,./M,M,.,SML",
            "SML,.,.,SML/.,S,M,./L,.,.,SM/SM,.,.,S",
            super::super::byte_codes::tests::OVERFLOW,
        ] {
            let b = parse_position(text).unwrap();
            let bytes = ByteGeo::new(&b);
            for t in targets {
                let r = analyze_reference(&b, t, Limits::default()).unwrap();
                let a = analyze(&b, t, Limits::default()).unwrap();
                assert_eq!(a, r, "{text} {t}");
                assert_eq!(
                    a.metrics.random_success.to_bits(),
                    r.metrics.random_success.to_bits()
                );
                if let Some(e) = &bytes {
                    let plain =
                        Tree::new(ByteGeo::new(&b).unwrap().without_simd(), t, BLOCK, ROUND)
                            .analyze(&b, Limits::default())
                            .unwrap();
                    assert_eq!(plain, r, "{text} {t}: without simd");
                    let _ = e;
                }
            }
            eprintln!(
                "{text}: {} positions, byte engine: {}",
                analyze_reference(&b, Target::SMALL, Limits::default())
                    .unwrap()
                    .metrics
                    .positions,
                bytes.is_some()
            );
            assert_eq!(
                bytes.is_none(),
                text == super::super::byte_codes::tests::OVERFLOW,
                "{text}"
            );
        }
    }
}
