//! Expansion: one layer into the next, a class of children at a time,
//! in passes over its parents and buckets of hashes (see the module
//! documentation of [`super`]).

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use rayon::prelude::*;

use super::checkpoint::Data;
use super::classes::{ClassWriter, LayerSet, READ_CHUNK, Slot, WRITE_BUFFER, load};
use super::error::CensusError;
use super::figures::{Ending, Event, Layer};
use super::options::Options;
use super::records::{Class, REC_MEM, Rec, add, join, split};
use crate::packed::Geometry;

/// Figures gathered while expanding part of a layer.
#[derive(Default)]
pub(super) struct Dead {
    pub(super) by_score: BTreeMap<u32, Ending>,
    pub(super) moves: u64,
    pub(super) games: u128,
    pub(super) mass: u128,
}

impl Dead {
    pub(super) fn absorb(&mut self, other: Dead) -> Result<(), CensusError> {
        self.moves += other.moves;
        self.games = add(self.games, other.games)?;
        self.mass += other.mass;
        for (s, e) in other.by_score {
            let d = self.by_score.entry(s).or_insert(Ending {
                score: s,
                ..Ending::default()
            });
            d.positions += e.positions;
            d.games = add(d.games, e.games)?;
            d.mass += e.mass;
        }
        Ok(())
    }
}

/// Parents per task when generating children, at least.
pub(super) const TASK: usize = 4096;
/// Records a bucket aims at: sorted in the core's cache.
pub(super) const BUCKET: u64 = 8192;
/// A child as generated: its key and the figures its parent hands it
/// (the parent's share of mass per move, and the parent's game count),
/// written as the child is made so that summing equal keys reads only the
/// bucket being summed.
pub(super) trait Child: Copy + Default + Send + Sync {
    fn new(h: u64, hi: u64) -> Self;
    /// Sets the figures handed on by the parent.
    fn set(&mut self, mass: u128, games: u128);
    fn h(&self) -> u64;
    fn hi(&self) -> u64;
    /// The sort key: `(h, hi)` in that order.
    fn order(&self) -> u128;
    /// `(h, hi)` of a sort key.
    fn unorder(order: u128) -> (u64, u64);
    fn mass(&self) -> u128;
    fn games(&self) -> u128;
}

/// A child whose key fits 64 bits (`hi` is zero) and whose parent's game
/// count fits 64 bits: 32 bytes.
#[derive(Clone, Copy, Default)]
pub(super) struct Narrow {
    pub(super) h: u64,
    pub(super) games: u64,
    pub(super) mass: u128,
}

impl Child for Narrow {
    #[inline]
    fn new(h: u64, hi: u64) -> Self {
        debug_assert_eq!(hi, 0);
        Narrow {
            h,
            games: 0,
            mass: 0,
        }
    }
    #[inline]
    fn set(&mut self, mass: u128, games: u128) {
        debug_assert!(games <= u64::MAX as u128);
        self.mass = mass;
        self.games = games as u64;
    }
    #[inline]
    fn h(&self) -> u64 {
        self.h
    }
    #[inline]
    fn hi(&self) -> u64 {
        0
    }
    #[inline]
    fn order(&self) -> u128 {
        self.h as u128
    }
    #[inline]
    fn unorder(order: u128) -> (u64, u64) {
        (order as u64, 0)
    }
    #[inline]
    fn mass(&self) -> u128 {
        self.mass
    }
    #[inline]
    fn games(&self) -> u128 {
        self.games as u128
    }
}

/// A child with a key of up to 128 bits, or a parent's game count beyond
/// 64 bits: 48 bytes.
#[derive(Clone, Copy, Default)]
pub(super) struct Wide {
    pub(super) h: u64,
    pub(super) hi: u64,
    pub(super) mass: u128,
    pub(super) games: u128,
}

impl Child for Wide {
    #[inline]
    fn new(h: u64, hi: u64) -> Self {
        Wide {
            h,
            hi,
            mass: 0,
            games: 0,
        }
    }
    #[inline]
    fn set(&mut self, mass: u128, games: u128) {
        self.mass = mass;
        self.games = games;
    }
    #[inline]
    fn h(&self) -> u64 {
        self.h
    }
    #[inline]
    fn hi(&self) -> u64 {
        self.hi
    }
    #[inline]
    fn order(&self) -> u128 {
        (self.h as u128) << 64 | self.hi as u128
    }
    #[inline]
    fn unorder(order: u128) -> (u64, u64) {
        ((order >> 64) as u64, order as u64)
    }
    #[inline]
    fn mass(&self) -> u128 {
        self.mass
    }
    #[inline]
    fn games(&self) -> u128 {
        self.games
    }
}

/// The children of one task's parents, grouped by bucket.
pub(super) struct Part<C> {
    pub(super) recs: Vec<C>,
    /// `offsets[b]..offsets[b + 1]`: the records of bucket `b`.
    pub(super) offsets: Vec<u32>,
    pub(super) dead: Dead,
}

/// How the hash range is cut: `pass_bits` top bits choose the pass, the
/// next `bucket_bits` the bucket.
#[derive(Clone, Copy)]
pub(super) struct Cut {
    pub(super) pass_bits: u32,
    pub(super) pass: u64,
    pub(super) bucket_bits: u32,
}

impl Cut {
    #[inline]
    pub(super) fn in_pass(&self, h: u64) -> bool {
        self.pass_bits == 0 || h >> (64 - self.pass_bits) == self.pass
    }

    #[inline]
    pub(super) fn bucket(&self, h: u64) -> usize {
        if self.bucket_bits == 0 {
            0
        } else {
            ((h << self.pass_bits) >> (64 - self.bucket_bits)) as usize
        }
    }

    pub(super) fn buckets(&self) -> usize {
        1 << self.bucket_bits
    }
}

/// The parents of the class being built: up to three classes, each with
/// the piece size its moves remove.
pub(super) struct Sources {
    pub(super) classes: Vec<(Class, u64, Arc<Vec<Rec>>)>,
}

impl Sources {
    pub(super) fn len(&self) -> usize {
        self.classes.iter().map(|(_, _, r)| r.len()).sum()
    }
}

/// Children of `parents` that remove a piece of `code`, in this pass,
/// each with its parent's share of mass per move and game count. With
/// `stats`, also the parents' own figures (each parent is counted once,
/// in the first pass of the first class that uses it). `hint`: children
/// expected per parent in this pass (for capacity).
pub(super) fn generate<C: Child>(
    geo: &Geometry,
    parents: &[Rec],
    code: u64,
    cut: Cut,
    stats: bool,
    hint: f64,
) -> Result<Vec<Part<C>>, CensusError> {
    // Large tasks: each bucket then gathers a few long runs, not many
    // short ones.
    let task = (parents.len() / 32).clamp(TASK, 1 << 18);
    parents
        .par_chunks(task)
        .map(|chunk| {
            let mut out: Vec<C> = Vec::with_capacity((chunk.len() as f64 * hint) as usize + 64);
            let mut dead = Dead::default();
            for r in chunk {
                let p = geo.unpack(join(r.h, r.hi));
                let from = out.len();
                let n = geo.for_each_child_removing(&p, code, |key| {
                    let (h, hi) = split(key);
                    if cut.in_pass(h) {
                        out.push(C::new(h, hi));
                    }
                });
                if out.len() > from {
                    let share = r.mass / n as u128;
                    for c in &mut out[from..] {
                        c.set(share, r.games);
                    }
                }
                if stats {
                    dead.games = add(dead.games, r.games)?;
                    dead.mass += r.mass;
                    if n == 0 {
                        let score = p.pips();
                        let e = dead.by_score.entry(score).or_insert(Ending {
                            score,
                            ..Ending::default()
                        });
                        e.positions += 1;
                        e.games = add(e.games, r.games)?;
                        e.mass += r.mass;
                    } else {
                        dead.moves += n as u64;
                    }
                }
            }
            // Group by bucket (a counting sort; order within a bucket is
            // the generation order, which the bucket sort then fixes).
            let nb = cut.buckets();
            let mut offsets = vec![0u32; nb + 1];
            for c in &out {
                offsets[cut.bucket(c.h()) + 1] += 1;
            }
            for b in 0..nb {
                offsets[b + 1] += offsets[b];
            }
            let recs = if nb == 1 {
                out
            } else {
                let mut at = offsets.clone();
                let mut sorted: Vec<C> = Vec::with_capacity(out.len());
                let slots = sorted.spare_capacity_mut();
                for c in &out {
                    let b = cut.bucket(c.h());
                    slots[at[b] as usize].write(*c);
                    at[b] += 1;
                }
                // SAFETY: the counting sort wrote every one of the
                // `out.len()` slots exactly once (the offsets partition
                // them).
                unsafe { sorted.set_len(out.len()) };
                sorted
            };
            Ok(Part {
                recs,
                offsets,
                dead,
            })
        })
        .collect()
}

/// Sorts the children of each bucket in `range` by key and sums equal
/// keys into records; returns them bucket by bucket, in key order.
pub(super) fn reduce<C: Child>(
    parts: &[Part<C>],
    range: std::ops::Range<usize>,
) -> Result<Vec<Vec<Rec>>, CensusError> {
    range
        .into_par_iter()
        // One list per worker job, reused from bucket to bucket (a fresh
        // list of a bucket's size would be mapped and zeroed each time).
        .map_init(
            || (Vec::<C>::new(), Vec::<Acc>::new()),
            |(v, table), b| {
                v.clear();
                for p in parts {
                    v.extend_from_slice(&p.recs[p.offsets[b] as usize..p.offsets[b + 1] as usize]);
                }
                sum_children(v, table)
            },
        )
        .collect()
}

/// A slot of the table that sums a bucket's children.
#[derive(Clone, Copy)]
pub(super) struct Acc {
    /// The key as [`Child::order`]; `EMPTY` for a free slot.
    pub(super) order: u128,
    pub(super) mass: u128,
    pub(super) games: u128,
}

/// No key has this order: a narrow key's order is below 2^64, and a wide
/// one's low half (the key's high bits) is below 2^62, since a key ends
/// with its last square's zero separator.
pub(super) const EMPTY: u128 = u128::MAX;

/// Sums the children of one bucket with equal keys into records, in key
/// order. Equal keys are first summed in a hash table (`table`, reused
/// from bucket to bucket; a child's `h` is already a hash), so only the
/// distinct keys are sorted; a bucket with few repeats is sorted whole.
pub(super) fn sum_children<C: Child>(
    v: &mut [C],
    table: &mut Vec<Acc>,
) -> Result<Vec<Rec>, CensusError> {
    let size = v.len().next_power_of_two().max(64);
    let mask = size - 1;
    if table.len() != size {
        table.clear();
        table.resize(
            size,
            Acc {
                order: EMPTY,
                mass: 0,
                games: 0,
            },
        );
    }
    let mut used = 0;
    let mut full = false;
    for c in v.iter() {
        let order = c.order();
        let mut i = c.h() as usize & mask;
        loop {
            let slot = &mut table[i];
            if slot.order == order {
                slot.mass += c.mass();
                slot.games = add(slot.games, c.games())?;
                break;
            }
            if slot.order == EMPTY {
                *slot = Acc {
                    order,
                    mass: c.mass(),
                    games: c.games(),
                };
                used += 1;
                break;
            }
            i = (i + 1) & mask;
        }
        // Few repeats: the table would crowd; sort the bucket instead.
        if used * 4 > size * 3 {
            full = true;
            break;
        }
    }
    let mut out: Vec<Rec> = Vec::with_capacity(used);
    for slot in table.iter_mut() {
        if slot.order != EMPTY {
            if !full {
                let (h, hi) = C::unorder(slot.order);
                out.push(Rec {
                    h,
                    hi,
                    mass: slot.mass,
                    games: slot.games,
                });
            }
            slot.order = EMPTY;
        }
    }
    if full {
        return sort_children(v);
    }
    out.sort_unstable_by_key(|r| (r.h, r.hi));
    Ok(out)
}

/// Sorts children by key and sums equal keys into records.
pub(super) fn sort_children<C: Child>(v: &mut [C]) -> Result<Vec<Rec>, CensusError> {
    v.sort_unstable_by_key(C::order);
    let mut out: Vec<Rec> = Vec::with_capacity(v.len() / 2 + 16);
    let mut i = 0;
    while i < v.len() {
        let c = v[i];
        let (mut mass, mut games) = (c.mass(), c.games());
        i += 1;
        while i < v.len() && v[i].order() == c.order() {
            mass += v[i].mass();
            games = add(games, v[i].games())?;
            i += 1;
        }
        out.push(Rec {
            h: c.h(),
            hi: c.hi(),
            mass,
            games,
        });
    }
    Ok(out)
}

/// Sorts records by key and sums equal keys, in place.
#[cfg(test)]
pub(super) fn sort_and_sum(v: &mut Vec<Rec>) -> Result<(), CensusError> {
    v.sort_unstable_by_key(|r| (r.h, r.hi));
    let mut w = 0;
    for i in 0..v.len() {
        if w > 0 && v[w - 1].h == v[i].h && v[w - 1].hi == v[i].hi {
            v[w - 1].mass += v[i].mass;
            v[w - 1].games = add(v[w - 1].games, v[i].games)?;
        } else {
            v[w] = v[i];
            w += 1;
        }
    }
    v.truncate(w);
    Ok(())
}

/// An estimate of the children of `parents` that remove a piece of
/// `code`, from a sample of them (with a margin).
pub(super) fn estimate(geo: &Geometry, parents: &[Rec], code: u64) -> u64 {
    if parents.is_empty() {
        return 0;
    }
    let step = (parents.len() / 1024).max(16);
    let (mut seen, mut kids) = (0u64, 0u64);
    for r in parents.iter().step_by(step) {
        let p = geo.unpack(join(r.h, r.hi));
        geo.for_each_child_removing(&p, code, |_| kids += 1);
        seen += 1;
    }
    (kids * parents.len() as u64 / seen) * 5 / 4 + 1024
}

/// Where a class's records go as they are made: its file, and memory
/// while they fit `limit` records (without a data folder they must).
pub(super) struct Sink {
    pub(super) file: Option<ClassWriter>,
    pub(super) kept: Option<Vec<Rec>>,
    /// The most records `kept` may hold: its share of the budget.
    pub(super) limit: u64,
    pub(super) len: u64,
}

impl Sink {
    /// A sink keeping at most `limit` records in memory, with room
    /// reserved for `expected` of them (the class's estimate): what the
    /// work needs, not the whole share, so a small census under a large
    /// budget reserves little. A reservation the system refuses keeps
    /// nothing in memory instead of aborting.
    pub(super) fn new(file: Option<ClassWriter>, limit: u64, expected: u64) -> Sink {
        let kept = (limit > 0).then(Vec::new).and_then(|mut v: Vec<Rec>| {
            let want = expected.clamp(1, limit).min(usize::MAX as u64) as usize;
            v.try_reserve_exact(want).ok().map(|()| v)
        });
        Sink {
            file,
            kept,
            limit,
            len: 0,
        }
    }

    pub(super) fn push(&mut self, recs: &[Rec]) -> Result<bool, CensusError> {
        if let Some(w) = &mut self.file {
            w.push(recs)?;
        }
        self.len += recs.len() as u64;
        if let Some(k) = &mut self.kept {
            if self.len > self.limit || !grow_within(k, self.len, self.limit) {
                self.kept = None;
                return Ok(self.file.is_some());
            }
            k.extend_from_slice(recs);
        }
        Ok(true)
    }
}

/// Makes room in `k` for `len` records when the estimate was short:
/// doubling, never past `limit`; false if the system refuses the memory.
fn grow_within(k: &mut Vec<Rec>, len: u64, limit: u64) -> bool {
    if len <= k.capacity() as u64 {
        return true;
    }
    let target = (k.capacity() as u64 * 2).max(len).min(limit);
    k.try_reserve_exact(target as usize - k.len()).is_ok()
}

/// How a class of children is built: in how many passes, with how many
/// buckets a pass and how many buckets summed at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Plan {
    pub(super) passes: u64,
    pub(super) bucket_bits: u32,
    pub(super) group: usize,
    /// Bytes the plan expects at most besides the records held: generated
    /// children of one pass, and one group of summed records.
    pub(super) bytes: u64,
}

/// Plans building `estimate` children of `child` bytes each in `room`
/// bytes.
pub(super) fn plan(estimate: u64, child: u64, room: u64, min_passes: u64) -> Plan {
    // One group of summed records takes at most a sixteenth of the room
    // (at least one bucket); the generated children of a pass, with a
    // margin for the tasks grouping their children by bucket, the rest.
    let fixed = 2 * WRITE_BUFFER as u64 + (READ_CHUNK as u64) * (48 + REC_MEM);
    let room = room.saturating_sub(fixed).max(1 << 20);
    let per_child = child + child / 4;
    let passes = (estimate * per_child)
        .div_ceil(room - room / 16)
        .max(min_passes)
        .clamp(1, 1 << 16)
        .next_power_of_two();
    let per_pass = estimate / passes;
    let bucket_bits = (per_pass / BUCKET)
        .max(1)
        .next_power_of_two()
        .trailing_zeros()
        .min(16);
    let per_bucket = (per_pass >> bucket_bits).max(1);
    // Summed records of a bucket: at most its children, 48 bytes each;
    // buckets vary, so allow twice the average.
    let group = ((room / 16) / (2 * per_bucket * REC_MEM)).clamp(1, 1 << bucket_bits) as usize;
    Plan {
        passes,
        bucket_bits,
        group,
        bytes: per_pass * per_child + group as u64 * 2 * per_bucket * REC_MEM + fixed,
    }
}

/// Expands one layer: its figures, and the next layer. Classes of `set`
/// are loaded into memory as needed and let go after their last use
/// (unless `keep`, for the backward pass).
pub(super) fn expand(
    geo: &Geometry,
    set: &mut LayerSet,
    opts: &Options,
    data: Option<&Data>,
    keep: bool,
    report: &mut impl FnMut(Event),
) -> Result<(Layer, LayerSet), CensusError> {
    let pieces = set.pieces;
    let next_pieces = pieces.saturating_sub(1);
    let positions = set.len();
    let (targets, mut uses) = targets_of(set);
    if let Some(d) = data
        && !targets.is_empty()
    {
        d.clear_layer(next_pieces)?;
    }
    let work = work_of(set, &targets);
    let mut run = Run {
        geo,
        opts,
        data,
        keep,
        narrow: geo.key_bits(next_pieces) <= 64,
        counted: BTreeSet::new(),
        dead: Dead::default(),
    };
    let mut next = LayerSet {
        pieces: next_pieces,
        classes: BTreeMap::new(),
    };
    let mut done_work = 0u64;
    // Largest counts of Small first: each parent class is then needed by
    // two consecutive targets and one a row later.
    for t in targets.iter().rev() {
        done_work += run.build_class(set, &mut next, *t, &mut uses)?;
        let done = if work == 0 {
            positions
        } else {
            (positions as u128 * done_work as u128 / work as u128) as u64
        };
        report(Event::Progress { pieces, done });
    }
    run.count_the_rest(set)?;
    if let Some(d) = data
        && next.classes.is_empty()
        && !targets.is_empty()
    {
        d.remove_layer(next_pieces)?;
    }
    let dead = run.dead;
    let layer = Layer {
        pieces,
        positions,
        games: dead.games,
        mass: dead.mass,
        moves: dead.moves,
        dead_ends: dead.by_score.values().map(|e| e.positions).sum(),
        endings: dead.by_score.into_values().collect(),
        ..Layer::default()
    };
    Ok((layer, next))
}

/// The classes of the next layer, and how many of them need each parent
/// class.
fn targets_of(set: &LayerSet) -> (BTreeSet<Class>, BTreeMap<Class, usize>) {
    let mut targets: BTreeSet<Class> = BTreeSet::new();
    let mut uses: BTreeMap<Class, usize> = BTreeMap::new();
    for c in set.classes.keys() {
        for i in 0..3 {
            if c[i] > 0 {
                let mut t = *c;
                t[i] -= 1;
                targets.insert(t);
                *uses.entry(*c).or_default() += 1;
            }
        }
    }
    (targets, uses)
}

/// The parent records read to build all `targets` (for progress).
fn work_of(set: &LayerSet, targets: &BTreeSet<Class>) -> u64 {
    targets
        .iter()
        .map(|t| {
            parents_of(set, t)
                .map(|(c, _)| set.classes[&c].len)
                .sum::<u64>()
        })
        .sum()
}

/// The expansion of one layer, as it goes: what stays the same from class
/// to class, the parent classes already counted and the dead ends found.
struct Run<'a> {
    geo: &'a Geometry,
    opts: &'a Options,
    data: Option<&'a Data>,
    keep: bool,
    /// Whether the next layer's keys fit 64 bits.
    narrow: bool,
    counted: BTreeSet<Class>,
    dead: Dead,
}

impl Run<'_> {
    /// Classes held besides the parents in use (parent classes between
    /// uses, classes of the next layer kept for the layer after) get at
    /// most this much; one class's children get the rest.
    fn keep_cap(&self) -> u64 {
        self.opts.memory * 3 / 10
    }

    /// Builds class `t` of the next layer into `next`; gives the parent
    /// records read (for progress).
    fn build_class(
        &mut self,
        set: &mut LayerSet,
        next: &mut LayerSet,
        t: Class,
        uses: &mut BTreeMap<Class, usize>,
    ) -> Result<u64, CensusError> {
        let budget = self.opts.memory;
        // The parents: at most three classes, each with the size of the
        // piece its moves into `t` remove.
        let wanted: Vec<(Class, u64)> = parents_of(set, &t).collect();
        let wanted_len: u64 = wanted.iter().map(|(c, _)| set.classes[c].len).sum();
        if wanted_len > u32::MAX as u64 {
            return Err(CensusError::NoRoom {
                pieces: next.pieces,
                budget,
            });
        }
        let other_cap = self.let_go_of_others(set, next, &wanted, wanted_len);
        let src = load_parents(set, &wanted)?;
        let (plan, kept_cap, small) = self.plan_class(set, next, &src, wanted_len, other_cap);
        let path = self.data.map(|d| d.class_path(next.pieces, t));
        let estimate = plan.estimate;
        let file = match &path {
            Some(p) => Some(ClassWriter::create(p, next.pieces, t, !self.narrow, false)?),
            None => None,
        };
        let mut sink = Sink::new(file, kept_cap / REC_MEM, estimate);
        let (geo, counted, dead) = (self.geo, &mut self.counted, &mut self.dead);
        if small {
            build::<Narrow>(geo, &src, estimate, &plan.plan, counted, dead, &mut sink)?;
        } else {
            build::<Wide>(geo, &src, estimate, &plan.plan, counted, dead, &mut sink)?;
        }
        if sink.file.is_none() && sink.kept.is_none() {
            return Err(CensusError::NoRoom {
                pieces: next.pieces,
                budget,
            });
        }
        let read = self.release_parents(set, &src, uses);
        drop(src);
        finish_class(next, t, sink, path)?;
        Ok(read)
    }

    /// Lets go of other classes held in memory (parent classes between
    /// uses, classes of the next layer) while they exceed their share,
    /// which shrinks when the parents in use are large; they are on disk.
    /// Gives that share.
    fn let_go_of_others(
        &self,
        set: &mut LayerSet,
        next: &mut LayerSet,
        wanted: &[(Class, u64)],
        wanted_len: u64,
    ) -> u64 {
        let budget = self.opts.memory;
        let keep_cap = self.keep_cap();
        if self.data.is_none() || self.keep {
            return keep_cap;
        }
        let wanted_bytes = wanted_len * REC_MEM;
        let other_cap = keep_cap.min((budget / 10 * 9).saturating_sub(wanted_bytes + budget / 4));
        let mut other = set.mem_bytes() + next.mem_bytes();
        for (c, slot) in set.classes.iter() {
            if wanted.iter().any(|w| w.0 == *c) {
                other -= slot.recs.as_ref().map_or(0, |r| r.len() as u64 * REC_MEM);
            }
        }
        let slots = set
            .classes
            .iter_mut()
            .filter(|(c, _)| !wanted.iter().any(|w| w.0 == **c))
            .map(|(_, s)| s)
            .chain(next.classes.values_mut());
        for slot in slots {
            if other <= other_cap {
                break;
            }
            if slot.file.is_some()
                && let Some(r) = slot.recs.take()
            {
                other -= r.len() as u64 * REC_MEM;
            }
        }
        other_cap
    }

    /// How to build a class from `src`: the plan with its estimate of
    /// children, what the class may keep in memory once built, and whether
    /// its children are [`Narrow`].
    fn plan_class(
        &self,
        set: &LayerSet,
        next: &LayerSet,
        src: &Sources,
        wanted_len: u64,
        other_cap: u64,
    ) -> (Estimated, u64, bool) {
        let budget = self.opts.memory;
        let n = src.len();
        let held = set.mem_bytes() + next.mem_bytes();
        // What this class may keep in memory once built: without a data
        // folder the whole next layer stays (at most half the budget);
        // with one, what is left of the share of classes held.
        let other_now = held - wanted_len.min(n as u64) * REC_MEM;
        let kept_cap = match self.data {
            None => (budget / 2).saturating_sub(next.mem_bytes()),
            Some(_) => other_cap.saturating_sub(other_now),
        };
        let estimate: u64 = src
            .classes
            .iter()
            .map(|(_, code, r)| estimate(self.geo, r, *code))
            .sum();
        let reserved = match self.data {
            None => kept_cap,
            Some(_) => other_cap.saturating_sub(other_now),
        };
        let room = (budget / 10 * 9)
            .saturating_sub(held + reserved)
            .max(budget / 8);
        // Children of 32 bytes while keys and the parents' game counts fit
        // 64 bits (the layers where nearly all the work is).
        let small = self.narrow
            && src
                .classes
                .iter()
                .all(|(_, _, r)| r.par_iter().all(|x| x.games <= u64::MAX as u128));
        let child = if small {
            std::mem::size_of::<Narrow>()
        } else {
            std::mem::size_of::<Wide>()
        } as u64;
        let plan = plan(estimate, child, room, self.opts.min_passes);
        (Estimated { plan, estimate }, kept_cap, small)
    }

    /// Lets go of the parent classes of `src` after their last use (unless
    /// kept); gives the parent records read.
    fn release_parents(
        &self,
        set: &mut LayerSet,
        src: &Sources,
        uses: &mut BTreeMap<Class, usize>,
    ) -> u64 {
        let mut read = 0;
        for (c, _, r) in &src.classes {
            read += r.len() as u64;
            let u = uses.get_mut(c).expect("a counted parent");
            *u -= 1;
            if *u == 0 && !self.keep {
                set.classes.get_mut(c).expect("a parent class").recs = None;
            }
        }
        read
    }

    /// Counts the classes with no target (none: every class with a piece
    /// has one), which would be left uncounted; a layer of empty boards has
    /// no moves.
    fn count_the_rest(&mut self, set: &mut LayerSet) -> Result<(), CensusError> {
        for (c, slot) in set.classes.iter_mut() {
            if self.counted.insert(*c) {
                let recs = load(slot)?;
                let cut = Cut {
                    pass_bits: 0,
                    pass: 0,
                    bucket_bits: 0,
                };
                for mut part in generate::<Wide>(self.geo, &recs, 0, cut, true, 0.0)? {
                    self.dead.absorb(std::mem::take(&mut part.dead))?;
                }
            }
        }
        Ok(())
    }
}

/// A [`Plan`] and the estimate of children it was made for.
struct Estimated {
    plan: Plan,
    estimate: u64,
}

/// Loads the parent classes `wanted` of a class (keeping them in `set`).
fn load_parents(set: &mut LayerSet, wanted: &[(Class, u64)]) -> Result<Sources, CensusError> {
    let mut classes: Vec<(Class, u64, Arc<Vec<Rec>>)> = Vec::new();
    for &(c, code) in wanted {
        let slot = set.classes.get_mut(&c).expect("a parent class");
        let recs = load(slot)?;
        slot.recs = Some(recs.clone());
        classes.push((c, code, recs));
    }
    Ok(Sources { classes })
}

/// Closes a built class's file and enters the class in `next` (when it
/// has records).
fn finish_class(
    next: &mut LayerSet,
    t: Class,
    sink: Sink,
    path: Option<std::path::PathBuf>,
) -> Result<(), CensusError> {
    let len = sink.len;
    let file = match sink.file {
        Some(w) => {
            w.finish()?;
            path
        }
        None => None,
    };
    if len > 0 {
        next.classes.insert(
            t,
            Slot {
                len,
                recs: sink.kept.map(|mut k| {
                    k.shrink_to_fit();
                    Arc::new(k)
                }),
                file,
            },
        );
    }
    Ok(())
}

/// Builds one class of children from its parents by `plan`, records in
/// key order into `sink`; counts the parents not yet `counted`.
pub(super) fn build<C: Child>(
    geo: &Geometry,
    src: &Sources,
    estimate: u64,
    plan: &Plan,
    counted: &mut BTreeSet<Class>,
    dead: &mut Dead,
    sink: &mut Sink,
) -> Result<(), CensusError> {
    // Children expected per parent in a pass (the capacity of a task's
    // list; the estimate carries a margin).
    let parents = src.len().max(1) as f64;
    let hint = estimate as f64 / parents / plan.passes as f64;
    for pass in 0..plan.passes {
        let cut = Cut {
            pass_bits: plan.passes.trailing_zeros(),
            pass,
            bucket_bits: plan.bucket_bits,
        };
        let mut parts: Vec<Part<C>> = Vec::new();
        for (c, code, r) in &src.classes {
            let stats = pass == 0 && counted.insert(*c);
            let mut p = generate::<C>(geo, r, *code, cut, stats, hint)?;
            for part in &mut p {
                dead.absorb(std::mem::take(&mut part.dead))?;
            }
            parts.append(&mut p);
        }
        let buckets = cut.buckets();
        let mut b = 0;
        while b < buckets {
            let end = (b + plan.group).min(buckets);
            for recs in reduce(&parts, b..end)? {
                if !sink.push(&recs)? {
                    return Ok(());
                }
            }
            b = end;
        }
    }
    Ok(())
}

/// The parent classes of child class `t` in `set`, each with the code of
/// the piece size its moves into `t` remove (1 Small, 2 Medium, 3 Large).
pub(super) fn parents_of<'a>(
    set: &'a LayerSet,
    t: &Class,
) -> impl Iterator<Item = (Class, u64)> + 'a {
    let t = *t;
    (0..3).filter_map(move |i| {
        let mut c = t;
        c[i] += 1;
        set.classes.contains_key(&c).then_some((c, i as u64 + 1))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sort_and_sum_adds_equal_keys() {
        let rec = |h, mass, games| Rec {
            h,
            hi: 0,
            mass,
            games,
        };
        let mut v = vec![rec(5, 1, 2), rec(3, 10, 20), rec(5, 100, 200)];
        sort_and_sum(&mut v).unwrap();
        assert_eq!(v, vec![rec(3, 10, 20), rec(5, 101, 202)]);
        let mut o = vec![rec(1, 0, u128::MAX), rec(1, 0, 1)];
        assert!(matches!(
            sort_and_sum(&mut o),
            Err(CensusError::CountOverflow)
        ));
    }
}
