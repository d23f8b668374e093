//! The shortest-line search: an A* search over whole positions, with a
//! beam search past its budget (see [`shortest_line`]).

use std::collections::hash_map::Entry;

use rustc_hash::FxHashMap;

use super::bounds::{lower_bound, lower_bound_within};
use super::prune::{Prune, Relaxed};
use super::walk::expand_all;
use crate::engine::{Loc, Move, Place, State, Table};
use crate::rules::{Availability, Win};

/// Budget of the shortest-line search, in positions expanded. Within it
/// the search proves its line shortest; past it, it keeps the shortest
/// line found so far and reports a lower bound.
pub const SHORTEST_BUDGET: u64 = 20_000;

/// What [`shortest_line`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shortest {
    /// A winning line from the start position.
    pub line: Vec<Move>,
    /// Whether no winning line is shorter.
    pub proved: bool,
    /// No winning line has fewer moves than this.
    pub lower_bound: usize,
    /// Positions expanded.
    pub expanded: u64,
    /// High-water mark of the search's tables in bytes.
    pub table_bytes: u64,
}

/// A position reached by the shortest-line search, in one 64-bit word: its
/// distance from the start in moves (`g`, 16 bits), its lower bound (15
/// bits; all ones: dead, never entered, with `g` 0), whether that is the
/// full bound (1 bit; positions enter the queue with the quick bound and
/// get the full one when taken), and how it was reached: the draws and
/// redeals walked from the parent (8 bits), the parent's stock pointer (5)
/// and pass (7), and the removal's two cards (6 bits each: pyramid card i
/// as i, stock card j as 28 + j, none as 63). The parent's removed cards
/// are the position's less the removal's.
#[derive(Clone, Copy, Debug)]
struct Reached(u64);

/// No card, in [`Reached`].
const NO_CARD: u64 = 63;
/// The bound of a dead position, in [`Reached`].
const DEAD: usize = 0x7fff;

impl Reached {
    #[inline(always)]
    fn new(
        g: usize,
        h: usize,
        full: bool,
        steps: u16,
        parent: &State,
        mv: Option<Move>,
    ) -> Reached {
        let id = |l: &Loc| -> u64 {
            match l.place {
                Place::Pyramid(i) => i as u64,
                Place::Stock(j) => 28 + j as u64,
            }
        };
        let (a, b) = match &mv {
            None | Some(Move::Draw | Move::Reset) => (NO_CARD, NO_CARD),
            Some(Move::King(l)) => (id(l), NO_CARD),
            Some(Move::Pair(x, y)) => (id(x), id(y)),
        };
        Reached(
            (g.min(0xffff) as u64)
                | (h.min(DEAD) as u64) << 16
                | (full as u64) << 31
                | (steps.min(0xff) as u64) << 32
                | (parent.ptr as u64 & 0x1f) << 40
                | (parent.pass as u64 & 0x7f) << 45
                | a << 52
                | b << 58,
        )
    }

    #[inline(always)]
    fn g(self) -> usize {
        (self.0 & 0xffff) as usize
    }

    #[inline(always)]
    fn h(self) -> usize {
        (self.0 >> 16 & DEAD as u64) as usize
    }

    #[inline(always)]
    fn full(self) -> bool {
        self.0 >> 31 & 1 != 0
    }

    /// Sets the bound (and whether it is the full one).
    #[inline(always)]
    fn set_h(&mut self, h: usize, full: bool) {
        self.0 = self.0 & !(0xffff << 16) | (h.min(DEAD) as u64) << 16 | (full as u64) << 31;
    }

    fn steps(self) -> u16 {
        (self.0 >> 32 & 0xff) as u16
    }

    fn cards(self) -> (u64, u64) {
        (self.0 >> 52 & 63, self.0 >> 58 & 63)
    }

    /// The removal that reached the position (None at the start).
    fn mv(self, t: &Table) -> Option<Move> {
        let loc = |c: u64| {
            if c < 28 {
                t.pyramid_card(c as usize)
            } else {
                t.stock_card((c - 28) as u8)
            }
        };
        match self.cards() {
            (NO_CARD, _) => None,
            (a, NO_CARD) => Some(Move::King(loc(a))),
            (a, b) => Some(Move::Pair(loc(a), loc(b))),
        }
    }

    /// The parent's key, given the position's.
    fn parent(self, key: u64) -> u64 {
        let s = State::from_key(key);
        let (mut pyramid, mut stock) = (s.pyramid, s.stock);
        let (a, b) = self.cards();
        for c in [a, b] {
            if c < 28 {
                pyramid &= !(1 << c);
            } else if c != NO_CARD {
                stock &= !(1 << (c - 28));
            }
        }
        State {
            pyramid,
            stock,
            ptr: (self.0 >> 40 & 0x1f) as u8,
            pass: (self.0 >> 45 & 0x7f) as u8,
        }
        .key()
    }
}

/// The shortest winning line from `start`, given a winning line `known`
/// (which bounds the search), counting every move: each removal (a King or
/// a pair), each draw and each redeal is one.
///
/// An A* search over whole positions (removed cards, stock pointer, pass)
/// finds a shortest line, or proves `known` shortest, within `budget`
/// positions expanded. Past the budget, a beam search ([`BEAM_WIDTH`]
/// positions a step, ordered by moves made plus lower bound; about 30
/// steps) looks for a line shorter than `known`, and the key is the
/// shorter of the two; no winning line is shorter than the least bound
/// still in the A* queue (`lower_bound`).
///
/// Its moves are macro moves as in the verdict search (the draws and
/// redeals to a removal, then the removal, costing one move each), the
/// earliest occurrence of each set of removed cards only: a later one is
/// reachable from the earlier by drawing, in no more moves. Two moves are
/// taken alone when available, as neither can lengthen the shortest line:
/// an exposed pyramid King (it must go, and removing it only opens moves),
/// and a forced pair holding a card that must go (each card can pair with
/// no other remaining card, so the pair is in every winning line; played
/// earlier it only opens moves). Positions are pruned by the same sound
/// dead-position tests as the verdict search (memoised by set of removed
/// cards). The lower bound on the moves still needed is
///
/// - removals: with every card to go, one per King and one per two other
///   cards; with the pyramid to empty, one per pyramid King and, for each
///   pair of ranks r and 13 - r with a and b pyramid cards, a + b - m,
///   where m is a maximum matching of the cards that could ever pair
///   (at most m pairs within the pyramid, one removal per other card);
/// - draws (only the waste can pair): with every card to go, one per card
///   still in the stock; with the card just drawn in play too and every
///   card to go, the stock cards that must be drawn (per pair of ranks,
///   beyond the partners that could take them as the stock top), plus a
///   redeal and a draw per pair that must wait for one (a waste card with
///   no partner left outside the waste blocks itself and the waste under
///   it); with the pyramid to empty, the stock walk needed
///   to bring the a - m and b - m stock partners into play
///   (`walk_bound` in the bounds: draws to the deepest, and a redeal plus the draws
///   round again for a waste card that cannot be dug out);
///
/// which never overestimates, so the first won position the A* search
/// takes from its queue is reached by a shortest line (positions reached
/// again by a shorter line are entered again). A child's bound is raised
/// to its parent's less the move's cost where that is more (still a lower
/// bound: the parent's moves to go are at most the move plus the
/// child's). Positions whose bound
/// reaches the best line's length are not entered: when none is left, that
/// line is the shortest.
///
/// On x86-64 processors with the `popcnt` instruction (nearly all), the
/// search runs as a copy compiled to use it (the bounds count bits at
/// every position); the result is the same either way.
pub fn shortest_line(t: &Table, start: State, known: &[Move], budget: u64) -> Shortest {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("popcnt") {
        // SAFETY: the processor has the feature the copy is compiled for.
        return unsafe { shortest_line_popcnt(t, start, known, budget) };
    }
    shortest_line_any(t, start, known, budget)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt")]
fn shortest_line_popcnt(t: &Table, start: State, known: &[Move], budget: u64) -> Shortest {
    shortest_line_any(t, start, known, budget)
}

/// [`shortest_line`] for any processor; inlined, with the search's hot
/// functions, into the copy for processors with `popcnt`.
#[inline(always)]
fn shortest_line_any(t: &Table, start: State, known: &[Move], budget: u64) -> Shortest {
    let pr = Prune::new(t);
    let mut memo = DeadMemo::new(&pr);
    let mut exact = astar(t, &pr, &mut memo, start, known, budget, 1);
    if exact.proved {
        return exact;
    }
    // Out of budget: a beam search looks for a shorter line than the
    // verdict search's first one, to serve as the key.
    if let Some((line, n)) = beam(t, &pr, &mut memo, start, BEAM_WIDTH, exact.line.len()) {
        exact.expanded += n;
        if line.len() < exact.line.len() {
            exact.line = line;
            exact.proved = exact.lower_bound >= exact.line.len();
        }
    }
    exact
}

/// Positions kept per step by the beam search of [`shortest_line`].
pub const BEAM_WIDTH: usize = 128;

/// A beam search: from each layer of positions (one macro move further
/// than the last), the `width` children with the least moves made plus
/// lower bound go on. Returns the shortest winning line it met (if
/// shorter than `ub`) and the positions it expanded.
#[inline(always)]
fn beam(
    t: &Table,
    pr: &Prune,
    memo: &mut DeadMemo,
    start: State,
    width: usize,
    ub: usize,
) -> Option<(Vec<Move>, u64)> {
    // Arena: (position, moves from the start, parent index, walk steps,
    // removal).
    let mut arena: Vec<(State, u16, u32, u16, Option<Move>)> = vec![(start, 0, 0, 0, None)];
    let mut best_g: FxHashMap<u64, u16> = FxHashMap::default();
    let mut layer = vec![0u32];
    let mut macros = Vec::with_capacity(256);
    let mut scratch = Vec::with_capacity(64);
    let mut best: Option<(usize, u32)> = None;
    let mut expanded = 0u64;
    let mut next: Vec<(u16, u16, u64, u32)> = Vec::new();
    while !layer.is_empty() {
        next.clear();
        for &idx in &layer {
            let (s, g, ..) = arena[idx as usize];
            expanded += 1;
            macros.clear();
            expand_all(t, pr, &s, &mut macros, &mut scratch);
            for &(steps, mv, child) in &macros {
                let g2 = g as usize + steps as usize + 1;
                let limit = best.map_or(ub, |b| b.0);
                if g2 >= limit {
                    continue;
                }
                if t.is_won(&child) {
                    arena.push((child, g2 as u16, idx, steps, Some(mv)));
                    best = Some((g2, arena.len() as u32 - 1));
                    continue;
                }
                let ck = child.key();
                if best_g.get(&ck).is_some_and(|&b| b as usize <= g2) {
                    continue;
                }
                best_g.insert(ck, g2 as u16);
                if memo.dead(t, pr, &s, &child) {
                    continue;
                }
                let h = lower_bound_within(t, pr, &child, false, (limit - g2) as u32) as usize;
                if g2 + h >= limit {
                    continue;
                }
                arena.push((child, g2 as u16, idx, steps, Some(mv)));
                next.push(((g2 + h) as u16, g2 as u16, ck, arena.len() as u32 - 1));
            }
        }
        // Least f, then most moves made (nearer the end), then key.
        next.sort_unstable_by_key(|&(f, g, k, _)| (f, std::cmp::Reverse(g), k));
        next.dedup_by_key(|e| e.2);
        layer.clear();
        layer.extend(next.iter().take(width).map(|e| e.3));
    }
    let (_, mut idx) = best?;
    let mut hops = Vec::new();
    while let (_, _, parent, steps, Some(mv)) = arena[idx as usize] {
        hops.push((arena[parent as usize].0, steps, mv));
        idx = parent;
    }
    let mut line = Vec::new();
    for &(from, steps, mv) in hops.iter().rev() {
        let mut s = from;
        for _ in 0..steps {
            let (walk, n) = t.step(&s).expect("the walk was taken before");
            line.push(walk);
            s = n;
        }
        line.push(mv);
    }
    Some((line, expanded))
}

/// Dead-position verdicts by set of removed cards, shared by the searches
/// of one [`shortest_line`].
struct DeadMemo {
    use_relaxed: bool,
    /// The dead test adds nothing to a finite lower bound (see
    /// [`bound_covers_dead`]).
    covered: bool,
    relaxed: Relaxed,
    dead: FxHashMap<u64, bool>,
}

impl DeadMemo {
    fn new(pr: &Prune) -> DeadMemo {
        DeadMemo {
            use_relaxed: !pr.rank_only_stock,
            covered: covered(pr),
            relaxed: Relaxed::new(),
            dead: FxHashMap::with_capacity_and_hasher(1 << 12, Default::default()),
        }
    }

    /// Whether `s`, reached by one macro move from `parent` (a position
    /// that is not dead), is dead. The partner matching of a pair of ranks
    /// changes only when a card of those ranks goes, so only those are
    /// checked again.
    #[inline(always)]
    fn dead(&mut self, t: &Table, pr: &Prune, parent: &State, s: &State) -> bool {
        if t.is_won(s) {
            return false;
        }
        let classes = pr.classes_removed(t, parent, s);
        if !self.use_relaxed {
            return pr.dead_classes(t, s, classes);
        }
        let key = (s.pyramid as u64) | ((s.stock as u64) << 28);
        if let Some(&d) = self.dead.get(&key) {
            return d;
        }
        let d = pr.dead_classes(t, s, classes) || !self.relaxed.winnable(t, pr, s);
        self.dead.insert(key, d);
        d
    }

    /// [`DeadMemo::dead`] for a position whose lower bound is known to be
    /// finite (below [`FAR_BOUND`](super::FAR_BOUND)).
    #[inline(always)]
    fn dead_bounded(&mut self, t: &Table, pr: &Prune, parent: &State, s: &State) -> bool {
        !self.covered && self.dead(t, pr, parent, s)
    }

    fn bytes(&self) -> usize {
        self.relaxed.memo.capacity() * (std::mem::size_of::<(u64, bool)>() + 1)
            + self.dead.capacity() * (std::mem::size_of::<(u64, bool)>() + 1)
    }
}

/// Whether the dead-position test can say nothing about a position whose
/// lower bound is finite: with the pyramid to empty, only the waste top in
/// play and unlimited passes (no relaxation test), a position is dead when
/// for some pair of ranks r and 13 - r the a and b pyramid cards left, of
/// which at most m can pair within the pyramid (a maximum matching), need
/// more stock partners (a - m of rank 13 - r, or b - m of rank r) than
/// remain; the bound's stock walk is then [`FAR_BOUND`](super::FAR_BOUND) (no k-th card of
/// that rank), so the bound alone keeps the position out.
fn covered(pr: &Prune) -> bool {
    pr.rank_only_stock && !pr.all_cards && !pr.stock_pairs
}

/// For the tests: [`covered`] for a table's rules, and whether a position
/// is dead by the partner test.
#[cfg(any(test, feature = "testing"))]
pub fn bound_covers_dead(t: &Table, s: &State) -> (bool, bool) {
    let pr = Prune::new(t);
    (covered(&pr), pr.dead(t, s))
}

/// A* (weight 1: exact) or weighted A* (weight w: the bound counts w
/// times, so the first line found is at most w times the shortest) from
/// `start`, entering only positions that could still beat `known`.
#[inline(always)]
fn astar(
    t: &Table,
    pr: &Prune,
    memo: &mut DeadMemo,
    start: State,
    known: &[Move],
    budget: u64,
    weight: usize,
) -> Shortest {
    let ub = known.len();
    let exact = weight == 1;
    let h0 = if t.is_won(&start) {
        0
    } else {
        lower_bound(t, pr, &start, true) as usize
    };
    let fallback = |lower: usize, expanded: u64, bytes: u64| {
        let lower = if exact { lower.max(h0) } else { h0 };
        Shortest {
            line: known.to_vec(),
            proved: lower >= ub,
            lower_bound: lower.min(ub),
            expanded,
            table_bytes: bytes,
        }
    };
    if t.is_won(&start) || ub == 0 {
        return fallback(0, 0, 0);
    }
    if h0 >= ub {
        return fallback(ub, 0, 0);
    }
    // Sized for a typical deal's search up front, so that it is not
    // grown step by step (the same for the dead-position memo).
    let mut reached: FxHashMap<u64, Reached> =
        FxHashMap::with_capacity_and_hasher(1 << 13, Default::default());
    // Whether the full bound can exceed the quick one (it adds timing
    // only with the pyramid to empty and the waste top alone in play).
    let timed =
        t.rules().win == Win::PyramidEmpty && t.rules().availability == Availability::WasteTop;
    let mut queue = Buckets::default();
    let mut macros: Vec<(u16, Move, State)> = Vec::with_capacity(256);
    let mut scratch = Vec::with_capacity(64);
    reached.insert(start.key(), Reached::new(0, h0, true, 0, &start, None));
    queue.push(weight * h0, 0, start.key());
    let mut expanded = 0u64;
    let mut peak = 0u64;
    let bytes = |reached: &FxHashMap<u64, Reached>, memo: &DeadMemo, queue_len: usize| {
        (reached.capacity() * (std::mem::size_of::<(u64, Reached)>() + 1)
            + memo.bytes()
            + queue_len * std::mem::size_of::<u64>()) as u64
    };
    while let Some((f, g, key)) = queue.pop() {
        let (f, g) = (f as u16, g as u16);
        let Some(node) = reached.get_mut(&key) else {
            continue;
        };
        if node.g() != g as usize {
            continue;
        }
        let s = State::from_key(key);
        let mut hp = node.h();
        if !node.full() {
            // Taken with the quick bound: the full one may send it back.
            let h = (lower_bound(t, pr, &s, true) as usize).max(node.h());
            hp = h;
            node.set_h(h, true);
            if g as usize + h >= ub {
                continue;
            }
            let f2 = g as usize + weight * h;
            if f2 > f as usize {
                queue.push(f2, g as usize, key);
                continue;
            }
        }
        // The dead-position test, for the positions taken only (the
        // others never cost it; not for the start).
        if !memo.covered && node.mv(t).is_some() {
            let parent = State::from_key(node.parent(key));
            if memo.dead_bounded(t, pr, &parent, &s) {
                *node = Reached::new(0, DEAD, true, 0, &s, None);
                continue;
            }
        }
        if t.is_won(&s) {
            let line = rebuild(t, &reached, key);
            let b = bytes(&reached, memo, queue.len());
            if exact {
                return Shortest {
                    lower_bound: line.len(),
                    line,
                    proved: true,
                    expanded,
                    table_bytes: peak.max(b),
                };
            }
            return Shortest {
                proved: h0 >= line.len(),
                lower_bound: h0.min(line.len()),
                line,
                expanded,
                table_bytes: peak.max(b),
            };
        }
        if expanded >= budget {
            let b = bytes(&reached, memo, queue.len());
            return fallback(f as usize, expanded, peak.max(b));
        }
        expanded += 1;
        if expanded.is_multiple_of(4096) {
            peak = peak.max(bytes(&reached, memo, queue.len()));
        }
        macros.clear();
        expand_all(t, pr, &s, &mut macros, &mut scratch);
        for &(steps, mv, child) in &macros {
            let g2 = g as usize + steps as usize + 1;
            if g2 >= ub {
                continue;
            }
            let ck = child.key();
            // The parent's bound less this move's cost bounds the child
            // too.
            let inherited = hp.saturating_sub(steps as usize + 1);
            let entry = match reached.entry(ck) {
                Entry::Occupied(e) => {
                    let r = e.into_mut();
                    if r.g() <= g2 {
                        continue;
                    }
                    let h = r.h().max(inherited);
                    if g2 + h >= ub {
                        continue;
                    }
                    *r = Reached::new(g2, h, r.full(), steps, &s, Some(mv));
                    h
                }
                Entry::Vacant(e) => {
                    // A position past the best line is not entered; the
                    // dead-position test waits until it is taken.
                    let h = (lower_bound_within(t, pr, &child, false, (ub - g2) as u32) as usize)
                        .max(inherited);
                    if g2 + h >= ub {
                        continue;
                    }
                    e.insert(Reached::new(g2, h, !timed, steps, &s, Some(mv)));
                    h
                }
            };
            queue.push(g2 + weight * entry, g2, ck);
        }
    }
    // Nothing shorter than the known line (for the weighted search: none
    // within its budget that it took).
    let b = bytes(&reached, memo, 0);
    if exact {
        fallback(ub, expanded, peak.max(b))
    } else {
        fallback(h0, expanded, peak.max(b))
    }
}

/// The A* queue: positions by f (moves made plus bound), least first,
/// then by g (moves made), most first (nearer the end), then last in,
/// first out; one bucket per (f, g), f and g being small. The search
/// never adds a position with f below the least in the queue (a child's
/// bound is at least its parent's less the move's cost).
#[derive(Default)]
struct Buckets {
    /// By f, then by g: the keys.
    levels: Vec<Vec<Vec<u64>>>,
    /// No bucket below this f holds a key.
    least: usize,
    len: usize,
}

impl Buckets {
    #[inline(always)]
    fn push(&mut self, f: usize, g: usize, key: u64) {
        if self.levels.len() <= f {
            self.levels.resize_with(f + 1, Vec::new);
        }
        let level = &mut self.levels[f];
        if level.len() <= g {
            level.resize_with(g + 1, Vec::new);
        }
        level[g].push(key);
        self.least = self.least.min(f);
        self.len += 1;
    }

    /// The first position: (f, g, key).
    #[inline(always)]
    fn pop(&mut self) -> Option<(usize, usize, u64)> {
        while self.least < self.levels.len() {
            let level = &mut self.levels[self.least];
            while let Some(bucket) = level.last_mut() {
                if let Some(key) = bucket.pop() {
                    self.len -= 1;
                    return Some((self.least, level.len() - 1, key));
                }
                level.pop();
            }
            self.least += 1;
        }
        None
    }

    fn len(&self) -> usize {
        self.len
    }
}

/// The line to a reached position, from the start.
fn rebuild(t: &Table, reached: &FxHashMap<u64, Reached>, mut key: u64) -> Vec<Move> {
    let mut hops = Vec::new();
    while let Some(&r) = reached.get(&key) {
        let Some(mv) = r.mv(t) else { break };
        let parent = r.parent(key);
        hops.push((parent, r.steps(), mv));
        key = parent;
    }
    let mut line = Vec::new();
    for &(parent, steps, mv) in hops.iter().rev() {
        let mut s = State::from_key(parent);
        for _ in 0..steps {
            let (walk, next) = t.step(&s).expect("the walk was taken before");
            line.push(walk);
            s = next;
        }
        line.push(mv);
    }
    line
}
