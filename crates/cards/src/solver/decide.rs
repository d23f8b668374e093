//! The verdict search: decides whether a deal can be won under a rule set
//! and returns the first winning line it finds.
//!
//! It is a depth-first search over sets of removed cards. A *macro move*
//! is a removal (a King, or a pair) together with the draws and redeals
//! that lead to it; since every macro move removes at least one card, the
//! search graph has no cycles. For a given set of removed cards, the
//! positions differ only in the stock pointer and the pass number, and
//! these are ordered: a position earlier in the stock walk (fewer passes
//! used, or the same pass with fewer cards drawn) reaches every later one
//! by drawing and redealing. The transposition table therefore maps a set
//! of removed cards (a 52-bit key) to the earliest stock progress it was
//! entered with; a later arrival with no earlier progress is skipped, an
//! arrival with earlier progress is explored again. The search ends on
//! every deal and its memory is bounded by the number of distinct sets of
//! removed cards reachable from the deal (17 bytes a slot plus table
//! overhead), never by a time-out.
//!
//! Exact reductions:
//! - **Earliest occurrence.** A removal reachable at several points of the
//!   stock walk is tried at the first one only (the later ones are
//!   reachable from it by drawing).
//! - **Kings first.** When a King is available, removing it is the only
//!   move tried. A King pairs with nothing, so removing it only uncovers
//!   cards and shortens the waste; every line open before stays open.
//! - **Forced pairs.** When two available cards can each pair with no
//!   other remaining card (by the partner test below), removing them is the
//!   only move tried.
//! - **Interchangeable stock cards** (waste top only, unlimited passes):
//!   every remaining stock card can be brought to the waste top at any
//!   time, so only the number of stock cards of each rank removed matters.
//! - **Relaxation.** A position is also lost when even the relaxed game,
//!   in which every remaining stock card may be played at any time, cannot
//!   be won from it (not used where the relaxation is the game itself).
//! - **Partner matching.** For each pair of ranks r and 13 - r, every card
//!   that must still go (the pyramid cards, and the stock cards too when
//!   all cards must be removed) needs its own partner that it could ever
//!   pair with: not a pyramid card in its own cover (cards that must go
//!   before it) or covering it, apart from a direct coverer under overlap
//!   pairing; not another stock card when only the waste top is
//!   available. If no such matching exists, the position is lost.
//!
//! Macro moves are tried in the engine's order at the current position
//! (Kings, pyramid pairs, pairs with the waste) and then in stock order,
//! which finds short, natural lines first.

use std::collections::hash_map::Entry;

use rustc_hash::FxHashMap;

use super::prune::{Prune, Relaxed};
use super::report::SolveReport;
use crate::engine::{Move, State, Table};
use crate::rules::Passes;

/// The transposition table key of a position: which cards are removed.
/// With the waste top as the only stock card in play and unlimited passes,
/// every remaining stock card can be brought to the waste top at any time,
/// so stock cards of equal rank are interchangeable: the key then records
/// only how many of each rank were removed (as if the first ones in stock
/// order went first).
fn mask_key(pr: &Prune, s: &State) -> u64 {
    let stock = if pr.rank_only_stock {
        pr.canonical_stock(s)
    } else {
        s.stock
    };
    (s.pyramid as u64) | ((stock as u64) << 28)
}

/// The position's progress through the stock, ordered so that a smaller
/// value reaches every larger one with the same cards removed (by drawing
/// and redealing). With unlimited passes every pointer reaches every other,
/// so progress is always 0.
fn progress(t: &Table, s: &State) -> u16 {
    match t.rules().passes {
        Passes::Unlimited => 0,
        Passes::Limited(_) => (s.pass as u16) << 5 | s.ptr as u16,
    }
}

/// A macro move: from a position, the draws and redeals that lead to
/// position `at`, then the removal `mv`, giving `child`.
#[derive(Clone, Copy, Debug)]
struct Macro {
    at: State,
    mv: Move,
    child: State,
}

/// Appends the macro moves of `s` to `out`: every removal that can be
/// played at `s` or after some draws and redeals from it, the earliest
/// occurrence of each resulting set of removed cards only (a later one is
/// reachable from the earlier by drawing). When a King is available at `s`
/// itself, removing it is the only macro move.
fn expand(t: &Table, pr: &Prune, s: &State, out: &mut Vec<Macro>, scratch: &mut Vec<Move>) {
    let first = out.len();
    t.legal_moves(s, scratch);
    if let Some(&mv @ Move::King(_)) = scratch.first() {
        out.push(Macro {
            at: *s,
            mv,
            child: t.apply(s, &mv),
        });
        return;
    }
    if let Some(&mv) = scratch.iter().find(|m| pr.forced(t, s, m)) {
        out.push(Macro {
            at: *s,
            mv,
            child: t.apply(s, &mv),
        });
        return;
    }
    for &mv in scratch.iter().filter(|m| m.removed() > 0) {
        out.push(Macro {
            at: *s,
            mv,
            child: t.apply(s, &mv),
        });
    }
    // Walk the stock: only moves with a stock or waste card are new.
    let exposed = t.exposed(s);
    let mut at = *s;
    let push = |at: &State, mv: Move, out: &mut Vec<Macro>| {
        let child = t.apply(at, &mv);
        let key = mask_key(pr, &child);
        if !out[first..].iter().any(|m| mask_key(pr, &m.child) == key) {
            out.push(Macro { at: *at, mv, child });
        }
    };
    // A whole cycle (every remaining card drawn, a redeal, the draws back
    // to this place) only meets again the cards in play already met.
    let (_, full_stock) = t.full_masks();
    let cycle = (!s.stock & full_stock).count_ones() + 1;
    let mut steps = 0;
    while let Some((_, next)) = t.step(&at) {
        steps += 1;
        if steps >= cycle {
            break;
        }
        at = next;
        let avail = t.stock_avail(&at);
        for &j in &avail.idx[..avail.len] {
            let r = t.stock_rank(j as usize) as usize;
            if r == 13 {
                push(&at, Move::King(t.stock_card(j)), out);
                continue;
            }
            let mut m = pr.pyr_by_rank[13 - r] & exposed;
            while m != 0 {
                let i = m.trailing_zeros() as usize;
                m &= m - 1;
                push(&at, Move::Pair(t.pyramid_card(i), t.stock_card(j)), out);
            }
        }
        if avail.len == 2 {
            let (x, y) = (avail.idx[0], avail.idx[1]);
            if t.stock_rank(x as usize) + t.stock_rank(y as usize) == 13 {
                push(&at, Move::Pair(t.stock_card(x), t.stock_card(y)), out);
            }
        }
    }
}

/// The full move list of a macro move from `from`: draws and redeals up to
/// its position, then its removal.
fn unfold(t: &Table, from: &State, m: &Macro, path: &mut Vec<Move>) {
    let mut s = *from;
    while s != m.at {
        match t.step(&s) {
            Some((mv, next)) => {
                path.push(mv);
                s = next;
            }
            None => break,
        }
    }
    path.push(m.mv);
}

/// Decides from any position of a table with the depth-first search; the
/// line (not shortened) starts there.
pub fn decide_from(t: &Table, start: State) -> SolveReport {
    let prune = Prune::new(t);
    // The relaxation is the game itself with interchangeable stock cards.
    let use_relaxed = !prune.rank_only_stock;
    let mut relaxed = Relaxed::new();
    // Removed-card masks -> least stock progress entered with them.
    let mut seen: FxHashMap<u64, u16> = FxHashMap::default();
    let mut macros: Vec<Macro> = Vec::with_capacity(1024);
    let mut scratch: Vec<Move> = Vec::with_capacity(64);
    // Frames: position, its macro range in `macros`, next macro to try.
    let mut stack: Vec<(State, usize, usize, usize)> = Vec::with_capacity(64);
    let mut nodes = 0u64;
    let mut entries = 0u64;
    // Bytes per table slot: key, value and one control byte.
    let footprint = |seen: &FxHashMap<u64, u16>, relaxed: &Relaxed, macros: &Vec<Macro>| {
        (seen.capacity() * (std::mem::size_of::<(u64, u16)>() + 1)
            + relaxed.memo.capacity() * (std::mem::size_of::<(u64, bool)>() + 1)
            + macros.capacity() * std::mem::size_of::<Macro>()) as u64
    };

    let finish = |won: bool, path: Vec<Move>, nodes: u64, entries: u64, peak: u64| SolveReport {
        winnable: won,
        first_line: path.len(),
        lower_bound: path.len(),
        solution: path,
        nodes,
        states: entries,
        table_bytes: peak,
        proved_shortest: false,
        shortest_nodes: 0,
    };

    if t.is_won(&start) {
        let mut r = finish(true, Vec::new(), 0, 0, 0);
        r.proved_shortest = true;
        return r;
    }
    if prune.dead(t, &start) || (use_relaxed && !relaxed.winnable(t, &prune, &start)) {
        return finish(false, Vec::new(), 0, 1, 0);
    }
    seen.insert(mask_key(&prune, &start), progress(t, &start));
    entries += 1;
    nodes += 1;
    expand(t, &prune, &start, &mut macros, &mut scratch);
    stack.push((start, 0, macros.len(), 0));

    while let Some(top) = stack.last_mut() {
        let (_, a, b, next) = *top;
        if next == b {
            stack.pop();
            macros.truncate(a);
            continue;
        }
        top.3 += 1;
        let child = macros[next].child;
        if t.is_won(&child) {
            let mut path = Vec::new();
            for f in &stack {
                unfold(t, &f.0, &macros[f.3 - 1], &mut path);
            }
            let bytes = footprint(&seen, &relaxed, &macros);
            return finish(true, path, nodes, entries, bytes);
        }
        let p = progress(t, &child);
        match seen.entry(mask_key(&prune, &child)) {
            Entry::Occupied(mut e) => {
                // Entered before, and finished without a win (it is not an
                // ancestor: ancestors have fewer cards removed). Worth a
                // second look only with more of the stock still to come.
                if *e.get() <= p {
                    continue;
                }
                e.insert(p);
            }
            Entry::Vacant(e) => {
                e.insert(p);
                if prune.dead(t, &child) || (use_relaxed && !relaxed.winnable(t, &prune, &child)) {
                    continue;
                }
            }
        }
        entries += 1;
        nodes += 1;
        let a = macros.len();
        expand(t, &prune, &child, &mut macros, &mut scratch);
        let b = macros.len();
        stack.push((child, a, b, a));
    }
    let bytes = footprint(&seen, &relaxed, &macros);
    finish(false, Vec::new(), nodes, entries, bytes)
}
