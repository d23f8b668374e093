//! The exact solver: decides whether a deal can be won under a rule set
//! and returns a winning line.
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

use super::deal::Deal;
use super::engine::{Loc, Move, Place, State, StockAvail, Table};
use super::rules::{Availability, Passes, Rules, Win};

/// The result of a solve.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolveReport {
    /// Whether the deal can be won.
    pub winnable: bool,
    /// A winning line from the start when winnable (empty otherwise).
    pub solution: Vec<Move>,
    /// Positions expanded (their macro moves generated).
    pub nodes: u64,
    /// Positions entered in the transposition table (a set of removed
    /// cards entered again with earlier stock progress counts again).
    pub states: u64,
    /// High-water mark of the solver's tables in bytes: the transposition
    /// table, the relaxation's memo and the move stack, by capacity (they
    /// only grow during a solve), and of the shortest-line search.
    pub table_bytes: u64,
    /// Whether `solution` is proved to be a shortest winning line (fewest
    /// moves, draws and redeals counted). False when the deal cannot be won,
    /// or when the proof ran out of its budget ([`SHORTEST_BUDGET`]): the
    /// line is then the shortest found, and no winning line is shorter than
    /// `lower_bound`.
    pub proved_shortest: bool,
    /// No winning line has fewer moves than this (equal to the solution's
    /// length when proved shortest; 0 when the deal cannot be won).
    pub lower_bound: usize,
    /// Length of the first winning line the depth-first search found,
    /// before shortening (0 when the deal cannot be won).
    pub first_line: usize,
    /// Positions the shortest-line search expanded.
    pub shortest_nodes: u64,
}

impl SolveReport {
    /// The solution as text: moves separated by spaces.
    pub fn solution_text(&self) -> String {
        self.solution
            .iter()
            .map(|m| m.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Number of passes through the stock the solution uses.
    pub fn passes_used(&self) -> usize {
        1 + self.solution.iter().filter(|m| **m == Move::Reset).count()
    }
}

/// Solves a deal under a rule set.
pub fn solve(deal: &Deal, rules: Rules) -> SolveReport {
    solve_table(&Table::new(deal, rules))
}

/// Per-table data for the dead-position check.
pub(crate) struct Prune {
    /// For each pyramid card, the pyramid cards it could ever pair with:
    /// not in its cover cone and not covering it, except (overlap pairing)
    /// its direct coverers.
    compat: [u32; 28],
    /// For each pyramid card, the (up to two) cards directly covering it.
    direct: [u32; 28],
    /// For each pyramid card, every card that covers it directly or not
    /// (all of them must go before it is uncovered).
    cone: [u32; 28],
    /// For each pyramid card, every card it covers directly or not (those
    /// that cannot be uncovered while it stays).
    under: [u32; 28],
    /// Pyramid cards of each rank.
    pyr_by_rank: [u32; 14],
    /// Stock cards of each rank.
    stock_by_rank: [u32; 14],
    /// Whether two stock/waste cards can ever pair (not with waste top only).
    stock_pairs: bool,
    /// Stock cards must be removed too.
    all_cards: bool,
    /// Stock cards of equal rank are interchangeable (see [`mask_key`]).
    rank_only_stock: bool,
    /// The pyramid part of [`lower_bound`] (it depends on the removed
    /// pyramid cards only), by removed pyramid cards.
    pyramid_part: std::cell::RefCell<FxHashMap<u32, PyramidPart>>,
}

/// The pyramid part of the lower bound with the pyramid to empty, in one
/// word: the removals still needed (bits 0 to 7), and for each rank r
/// from 1 to 12 how many stock cards of that rank are needed as partners
/// (3 bits from bit 8 + 3 (r - 1)).
type PyramidPart = u64;

/// Where a rank's count of needed stock partners starts in a
/// [`PyramidPart`].
#[inline(always)]
fn need_shift(rank: usize) -> u32 {
    8 + 3 * (rank as u32 - 1)
}

/// The needs of a [`PyramidPart`] (its bits from 8 on): (rank, how many
/// stock cards of it), ranks in increasing order.
#[inline(always)]
fn needs_of(needs: u64) -> impl Iterator<Item = (usize, u32)> {
    let mut m = needs << 8;
    std::iter::from_fn(move || {
        if m == 0 {
            return None;
        }
        let rank = ((m.trailing_zeros() - 8) / 3 + 1) as usize;
        let s = need_shift(rank);
        let k = (m >> s & 7) as u32;
        m &= !(7 << s);
        Some((rank, k))
    })
}

/// A card in the matching check: pyramid (true) or stock, and its index.
type Vertex = (bool, u8);

impl Prune {
    pub(crate) fn new(t: &Table) -> Prune {
        let n = t.pyramid_len();
        let rows = t.deal().rows();
        let mut cone = [0u32; 28];
        let mut direct = [0u32; 28];
        for r in (0..rows).rev() {
            for k in 0..=r {
                let i = r * (r + 1) / 2 + k;
                if r + 1 < rows {
                    let b = (r + 1) * (r + 2) / 2 + k;
                    direct[i] = (1 << b) | (1 << (b + 1));
                    cone[i] = direct[i] | cone[b] | cone[b + 1];
                }
            }
        }
        let mut under = [0u32; 28];
        for (p, &c) in cone.iter().enumerate() {
            let mut m = c;
            while m != 0 {
                under[m.trailing_zeros() as usize] |= 1 << p;
                m &= m - 1;
            }
        }
        let overlap = t.rules().overlap_pairing;
        let mut compat = [0u32; 28];
        for x in 0..n {
            for y in 0..n {
                if x == y {
                    continue;
                }
                let blocked = cone[x] & (1 << y) != 0 || cone[y] & (1 << x) != 0;
                let direct_pair = direct[x] & (1 << y) != 0 || direct[y] & (1 << x) != 0;
                if !blocked || (overlap && direct_pair) {
                    compat[x] |= 1 << y;
                }
            }
        }
        let mut pyr_by_rank = [0u32; 14];
        let mut stock_by_rank = [0u32; 14];
        for i in 0..n {
            pyr_by_rank[t.pyramid_rank(i) as usize] |= 1 << i;
        }
        for i in 0..t.stock_len() {
            stock_by_rank[t.stock_rank(i) as usize] |= 1 << i;
        }
        Prune {
            compat,
            direct,
            cone,
            under,
            pyr_by_rank,
            stock_by_rank,
            stock_pairs: t.rules().availability != Availability::WasteTop,
            all_cards: t.rules().win == Win::AllCards,
            rank_only_stock: t.rules().availability == Availability::WasteTop
                && t.rules().passes == Passes::Unlimited,
            pyramid_part: Default::default(),
        }
    }

    fn edge(&self, a: Vertex, b: Vertex) -> bool {
        match (a.0, b.0) {
            (true, true) => self.compat[a.1 as usize] & (1 << b.1) != 0,
            (false, false) => self.stock_pairs,
            _ => true,
        }
    }

    /// The removed stock cards, as if of each rank the first ones in stock
    /// order had gone.
    fn canonical_stock(&self, s: &State) -> u32 {
        let mut stock = 0;
        for r in 1..=13 {
            let all = self.stock_by_rank[r];
            let mut k = (s.stock & all).count_ones();
            let mut m = all;
            while k > 0 {
                stock |= m & m.wrapping_neg();
                m &= m - 1;
                k -= 1;
            }
        }
        stock
    }

    /// The remaining cards `v` could ever pair with.
    #[inline(always)]
    fn partners(&self, t: &Table, s: &State, v: Vertex) -> (u32, u32) {
        let (full_pyr, full_stock) = t.full_masks();
        let r = if v.0 {
            t.pyramid_rank(v.1 as usize)
        } else {
            t.stock_rank(v.1 as usize)
        } as usize;
        if r == 13 {
            return (0, 0);
        }
        let mut pyr = self.pyr_by_rank[13 - r] & !s.pyramid & full_pyr;
        let mut stock = self.stock_by_rank[13 - r] & !s.stock & full_stock;
        if v.0 {
            pyr &= self.compat[v.1 as usize];
        } else if !self.stock_pairs {
            stock = 0;
        }
        (pyr, stock)
    }

    /// A pair is forced when each of its cards can never pair with any
    /// other remaining card: removing it now loses nothing (removing cards
    /// only uncovers pyramid cards and brings stock cards closer to play).
    #[inline(always)]
    fn forced(&self, t: &Table, s: &State, mv: &Move) -> bool {
        let Move::Pair(a, b) = mv else {
            return false;
        };
        let vert = |l: &super::engine::Loc| -> Vertex {
            match l.place {
                Place::Pyramid(i) => (true, i),
                Place::Stock(i) => (false, i),
            }
        };
        let only = |v: Vertex, w: Vertex| {
            let (p, st) = self.partners(t, s, v);
            p.count_ones() + st.count_ones() == 1
                && if w.0 { p == 1 << w.1 } else { st == 1 << w.1 }
        };
        let (va, vb) = (vert(a), vert(b));
        only(va, vb) && only(vb, va)
    }

    /// The size of a maximum matching between pyramid cards `a` and `b`
    /// (masks), an edge joining two cards that could ever pair.
    fn matching(&self, a: u32, b: u32) -> u32 {
        fn augment(pr: &Prune, x: usize, b: u32, seen: &mut u32, mate: &mut [u8; 28]) -> bool {
            let mut m = pr.compat[x] & b & !*seen;
            while m != 0 {
                let y = m.trailing_zeros() as usize;
                m &= m - 1;
                *seen |= 1 << y;
                if mate[y] == u8::MAX || augment(pr, mate[y] as usize, b, seen, mate) {
                    mate[y] = x as u8;
                    return true;
                }
            }
            false
        }
        if a == 0 || b == 0 {
            return 0;
        }
        let mut mate = [u8::MAX; 28];
        let mut size = 0;
        let mut m = a;
        while m != 0 {
            let x = m.trailing_zeros() as usize;
            m &= m - 1;
            let mut seen = 0;
            if augment(self, x, b, &mut seen, &mut mate) {
                size += 1;
            }
        }
        size
    }

    /// The pyramid part of [`lower_bound`], memoised by removed pyramid
    /// cards: one removal per King and, for each pair of ranks r and
    /// 13 - r with a and b pyramid cards, a + b - m removals, where m is a
    /// maximum matching of the cards that could ever pair (at most m pairs
    /// within the pyramid; every other card goes with a stock card, one
    /// removal each); and the stock partners those other cards need.
    fn pyramid_part(&self, removed: u32, pyr_left: u32) -> PyramidPart {
        if let Some(&p) = self.pyramid_part.borrow().get(&removed) {
            return p;
        }
        let mut removals = (self.pyr_by_rank[13] & pyr_left).count_ones();
        let mut needs = 0u64;
        for r in 1..=6usize {
            let am = self.pyr_by_rank[r] & pyr_left;
            let bm = self.pyr_by_rank[13 - r] & pyr_left;
            let (a, b) = (am.count_ones(), bm.count_ones());
            if a == 0 && b == 0 {
                continue;
            }
            let m = self.matching(am, bm);
            removals += a + b - m;
            needs |= u64::from(a - m) << need_shift(13 - r);
            needs |= u64::from(b - m) << need_shift(r);
        }
        let part = u64::from(removals) | needs;
        self.pyramid_part.borrow_mut().insert(removed, part);
        part
    }

    /// Whether a move removes a card that must go for the game to be won.
    #[inline(always)]
    fn holds_required(&self, mv: &Move) -> bool {
        let req = |l: &super::engine::Loc| matches!(l.place, Place::Pyramid(_)) || self.all_cards;
        match mv {
            Move::King(l) => req(l),
            Move::Pair(a, b) => req(a) || req(b),
            _ => false,
        }
    }

    fn required(&self, v: Vertex) -> bool {
        v.0 || self.all_cards
    }

    /// Some card that must go has no remaining card it could ever pair
    /// with: cheaper than [`Prune::dead`] and weaker, used by the grade
    /// ladder's players.
    pub(crate) fn orphan(&self, t: &Table, s: &State) -> bool {
        let (full_pyr, full_stock) = t.full_masks();
        let pyr_left = !s.pyramid & full_pyr;
        let stock_left = !s.stock & full_stock;
        let mut m = pyr_left;
        while m != 0 {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            let r = t.pyramid_rank(i) as usize;
            if r == 13 {
                continue;
            }
            if self.pyr_by_rank[13 - r] & pyr_left & self.compat[i] == 0
                && self.stock_by_rank[13 - r] & stock_left == 0
            {
                return true;
            }
        }
        if self.all_cards {
            let mut m = stock_left;
            while m != 0 {
                let j = m.trailing_zeros() as usize;
                m &= m - 1;
                let r = t.stock_rank(j) as usize;
                if r == 13 {
                    continue;
                }
                let stock_partner =
                    self.stock_pairs && self.stock_by_rank[13 - r] & stock_left != 0;
                if self.pyr_by_rank[13 - r] & pyr_left == 0 && !stock_partner {
                    return true;
                }
            }
        }
        false
    }

    /// True when the position cannot be won: for some pair of ranks r and
    /// 13 - r, the cards that must still be removed cannot all be given a
    /// partner they could ever pair with (a sound, incomplete test).
    pub(crate) fn dead(&self, t: &Table, s: &State) -> bool {
        self.dead_classes(t, s, 0x7e)
    }

    /// The pairs of ranks r and 13 - r (bit r, 1 <= r <= 6) some card of
    /// which is removed in `s` and not in `parent`.
    #[inline(always)]
    fn classes_removed(&self, t: &Table, parent: &State, s: &State) -> u8 {
        let mut c = 0u8;
        let mut add = |r: u8| {
            if r != 13 {
                c |= 1 << r.min(13 - r);
            }
        };
        let mut m = s.pyramid & !parent.pyramid;
        while m != 0 {
            add(t.pyramid_rank(m.trailing_zeros() as usize));
            m &= m - 1;
        }
        let mut m = s.stock & !parent.stock;
        while m != 0 {
            add(t.stock_rank(m.trailing_zeros() as usize));
            m &= m - 1;
        }
        c
    }

    /// [`Prune::dead`] for the pairs of ranks in `classes` only (bit r for
    /// ranks r and 13 - r).
    #[inline(always)]
    fn dead_classes(&self, t: &Table, s: &State, classes: u8) -> bool {
        let (full_pyr, full_stock) = t.full_masks();
        let pyr_left = !s.pyramid & full_pyr;
        let stock_left = !s.stock & full_stock;
        for r in 1..=6usize {
            if classes & (1 << r) == 0 {
                continue;
            }
            if self.all_cards && self.stock_pairs {
                // Every card must go and a stock card can pair with any
                // card of the partner rank: a partner for each exists
                // exactly when both ranks have as many cards, and the
                // pyramid cards of one rank beyond the stock cards of the
                // other can each have a pyramid partner of their own (the
                // rest then go with stock cards, and the stock cards
                // left with each other).
                let lp = self.pyr_by_rank[r] & pyr_left;
                let rp = self.pyr_by_rank[13 - r] & pyr_left;
                let ls = (self.stock_by_rank[r] & stock_left).count_ones();
                let rs = (self.stock_by_rank[13 - r] & stock_left).count_ones();
                let (a, b) = (lp.count_ones(), rp.count_ones());
                if a + ls != b + rs {
                    return true;
                }
                let need = a.saturating_sub(rs);
                if need > 0 && self.matching(lp, rp) < need {
                    return true;
                }
                continue;
            }
            let mut left: [Vertex; 8] = [(false, 0); 8];
            let mut right: [Vertex; 8] = [(false, 0); 8];
            let nl = collect(
                &mut left,
                self.pyr_by_rank[r] & pyr_left,
                self.stock_by_rank[r] & stock_left,
            );
            let nr = collect(
                &mut right,
                self.pyr_by_rank[13 - r] & pyr_left,
                self.stock_by_rank[13 - r] & stock_left,
            );
            if nl == 0 && nr == 0 {
                continue;
            }
            if !self.can_match(&left[..nl], &right[..nr], 0, 0) {
                return true;
            }
        }
        false
    }

    /// Whether every required vertex on both sides can be matched, given
    /// the left vertices from `i` on are still open and `used` marks the
    /// right vertices taken.
    fn can_match(&self, left: &[Vertex], right: &[Vertex], i: usize, used: u32) -> bool {
        if i == left.len() {
            // Every required right vertex must be taken.
            return right
                .iter()
                .enumerate()
                .all(|(k, &v)| used & (1 << k) != 0 || !self.required(v));
        }
        let v = left[i];
        for (k, &w) in right.iter().enumerate() {
            if used & (1 << k) == 0
                && self.edge(v, w)
                && self.can_match(left, right, i + 1, used | (1 << k))
            {
                return true;
            }
        }
        // Leave this left vertex unmatched if allowed.
        !self.required(v) && self.can_match(left, right, i + 1, used)
    }
}

fn collect(out: &mut [Vertex; 8], pyr: u32, stock: u32) -> usize {
    let mut n = 0;
    for (is_pyr, mut m) in [(true, pyr), (false, stock)] {
        while m != 0 && n < 8 {
            out[n] = (is_pyr, m.trailing_zeros() as u8);
            m &= m - 1;
            n += 1;
        }
    }
    n
}

/// The relaxed game, used as a dead-position test: every remaining stock
/// card is available at any time (as with unlimited passes and free access
/// to the whole stock and waste). It allows every move of the real game and
/// more, so a position whose relaxation cannot be won cannot be won. Stock
/// cards of equal rank are interchangeable in it, so its positions are few;
/// their verdicts are memoised for the whole solve.
struct Relaxed {
    memo: FxHashMap<u64, bool>,
    scratch: Vec<Move>,
}

impl Relaxed {
    fn new() -> Relaxed {
        Relaxed {
            memo: FxHashMap::default(),
            scratch: Vec::new(),
        }
    }

    /// Whether the relaxation of `s` can be won.
    fn winnable(&mut self, t: &Table, pr: &Prune, s: &State) -> bool {
        let (_, full_stock) = t.full_masks();
        // Stock Kings can go at any time: count them as gone.
        let mut stock = s.stock | (pr.stock_by_rank[13] & full_stock);
        let r = State {
            pyramid: s.pyramid,
            stock,
            ptr: 0,
            pass: 0,
        };
        stock = (pr.canonical_stock(&r)) & full_stock;
        let r = State { stock, ..r };
        self.search(t, pr, r)
    }

    fn search(&mut self, t: &Table, pr: &Prune, s: State) -> bool {
        let (_, full_stock) = t.full_masks();
        if t.is_won(&s) {
            return true;
        }
        let key = (s.pyramid as u64) | ((s.stock as u64) << 28);
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        if pr.dead(t, &s) {
            self.memo.insert(key, false);
            return false;
        }
        // Pyramid-only moves: the engine's, with the stock hidden.
        let hidden = State {
            stock: full_stock,
            ..s
        };
        let mut children: Vec<State> = Vec::new();
        t.legal_moves(&hidden, &mut self.scratch);
        if let Some(Move::King(l)) = self.scratch.first() {
            if let Place::Pyramid(i) = l.place {
                children.push(State {
                    pyramid: s.pyramid | 1 << i,
                    ..s
                });
            }
        } else {
            for m in &self.scratch {
                if let Move::Pair(a, b) = m
                    && let (Place::Pyramid(i), Place::Pyramid(j)) = (a.place, b.place)
                {
                    children.push(State {
                        pyramid: s.pyramid | 1 << i | 1 << j,
                        ..s
                    });
                }
            }
            // Pyramid card with the first remaining stock card of the
            // partner rank.
            let exposed = t.exposed(&s);
            let stock_left = !s.stock & full_stock;
            let mut m = exposed;
            while m != 0 {
                let i = m.trailing_zeros() as usize;
                m &= m - 1;
                let r = t.pyramid_rank(i) as usize;
                let cand = pr.stock_by_rank[13 - r] & stock_left;
                if cand != 0 {
                    children.push(State {
                        pyramid: s.pyramid | 1 << i,
                        stock: s.stock | (cand & cand.wrapping_neg()),
                        ..s
                    });
                }
            }
            if pr.stock_pairs {
                for r in 1..=6 {
                    let a = pr.stock_by_rank[r] & stock_left;
                    let b = pr.stock_by_rank[13 - r] & stock_left;
                    if a != 0 && b != 0 {
                        children.push(State {
                            stock: s.stock | (a & a.wrapping_neg()) | (b & b.wrapping_neg()),
                            ..s
                        });
                    }
                }
            }
        }
        let won = children.into_iter().any(|c| self.search(t, pr, c));
        self.memo.insert(key, won);
        won
    }
}

/// Solves a prepared table: the verdict, and a shortest winning line.
pub fn solve_table(t: &Table) -> SolveReport {
    solve_from(t, t.start())
}

/// Decides a prepared table: the verdict and the first winning line the
/// depth-first search finds, not shortened (for callers that need only
/// the verdict).
pub fn decide_table(t: &Table) -> SolveReport {
    decide_from(t, t.start())
}

/// Solves from any position of a table: the verdict of the depth-first
/// search, then its line shortened by [`shortest_line`].
pub fn solve_from(t: &Table, start: State) -> SolveReport {
    let mut r = decide_from(t, start);
    if r.winnable {
        let sh = shortest_line(t, start, &r.solution, SHORTEST_BUDGET);
        r.proved_shortest = sh.proved;
        r.lower_bound = sh.lower_bound;
        r.shortest_nodes = sh.expanded;
        r.table_bytes = r.table_bytes.max(sh.table_bytes);
        r.solution = sh.line;
    }
    r
}

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
///   ([`walk_bound`]: draws to the deepest, and a redeal plus the draws
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
    /// finite (below [`FAR_BOUND`]).
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
/// remain; the bound's stock walk is then [`FAR_BOUND`] (no k-th card of
/// that rank), so the bound alone keeps the position out.
fn covered(pr: &Prune) -> bool {
    pr.rank_only_stock && !pr.all_cards && !pr.stock_pairs
}

/// For the tests: [`covered`] for a table's rules, and whether a position
/// is dead by the partner test.
#[doc(hidden)]
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

/// The macro moves of `s` for the shortest-line search: (draws and
/// redeals walked, removal, resulting position), the earliest occurrence
/// of each set of removed cards only; only the King when an exposed
/// pyramid King is available.
#[inline(always)]
pub(crate) fn expand_all(
    t: &Table,
    pr: &Prune,
    s: &State,
    out: &mut Vec<(u16, Move, State)>,
    scratch: &mut Vec<Move>,
) {
    t.legal_moves(s, scratch);
    if let Some(&mv) = scratch
        .iter()
        .find(|m| matches!(m, Move::King(l) if matches!(l.place, Place::Pyramid(_))))
    {
        out.push((0, mv, t.apply(s, &mv)));
        return;
    }
    // A forced pair (each card can pair with no other remaining card) is
    // in every winning line from here; played now it only opens moves
    // earlier, so some shortest line plays it first.
    if let Some(&mv) = scratch
        .iter()
        .find(|m| pr.forced(t, s, m) && pr.holds_required(m))
    {
        out.push((0, mv, t.apply(s, &mv)));
        return;
    }
    // Removals with a stock card already listed, by stock card: bit i for
    // the pair with pyramid card i, bit KING_BIT for the card as a King;
    // and by stock card, the other stock cards it was paired with.
    const KING_BIT: u32 = 1 << 31;
    let mut with_pyr = [0u32; 24];
    let mut with_stock = [0u32; 24];
    let mut mark = |mv: &Move| -> bool {
        let (slot, bit) = match *mv {
            Move::King(Loc {
                place: Place::Stock(j),
                ..
            }) => (&mut with_pyr[j as usize], KING_BIT),
            Move::Pair(
                Loc {
                    place: Place::Pyramid(i),
                    ..
                },
                Loc {
                    place: Place::Stock(j),
                    ..
                },
            ) => (&mut with_pyr[j as usize], 1 << i),
            Move::Pair(
                Loc {
                    place: Place::Stock(x),
                    ..
                },
                Loc {
                    place: Place::Stock(y),
                    ..
                },
            ) => {
                let (x, y) = (x.min(y), x.max(y));
                (&mut with_stock[x as usize], 1 << y)
            }
            _ => return true,
        };
        let new = *slot & bit == 0;
        *slot |= bit;
        new
    };
    for &mv in scratch.iter().filter(|m| m.removed() > 0) {
        mark(&mv);
        out.push((0, mv, t.apply(s, &mv)));
    }
    let exposed = t.exposed(s);
    let mut walk = Walk::new(t, s);
    // After every remaining card is drawn, a redeal and the draws back to
    // this place in the stock, the walk is where it started (a pass later
    // with limited passes) and only meets again the cards in play it has
    // met: nothing new.
    let cycle = walk.n as u16 + 1;
    let mut steps = 0u16;
    while let Some(at) = walk.next() {
        steps += 1;
        if steps >= cycle {
            break;
        }
        let avail = walk.avail();
        for &j in &avail.idx[..avail.len] {
            let r = t.stock_rank(j as usize) as usize;
            if r == 13 {
                let mv = Move::King(t.stock_card(j));
                if mark(&mv) {
                    out.push((steps, mv, t.apply(&at, &mv)));
                }
                continue;
            }
            let mut m = pr.pyr_by_rank[13 - r] & exposed;
            while m != 0 {
                let i = m.trailing_zeros() as usize;
                m &= m - 1;
                let mv = Move::Pair(t.pyramid_card(i), t.stock_card(j));
                if mark(&mv) {
                    out.push((steps, mv, t.apply(&at, &mv)));
                }
            }
        }
        if avail.len == 2 {
            let (x, y) = (avail.idx[0], avail.idx[1]);
            if t.stock_rank(x as usize) + t.stock_rank(y as usize) == 13 {
                let mv = Move::Pair(t.stock_card(x), t.stock_card(y));
                if mark(&mv) {
                    out.push((steps, mv, t.apply(&at, &mv)));
                }
            }
        }
    }
}

/// The stock walk from a position (draws, and redeals where allowed),
/// position by position, as [`Table::step`] takes it, without going
/// through the engine at each step.
struct Walk {
    /// The remaining stock cards in stock order.
    idx: [u8; 24],
    n: usize,
    /// Place of the waste top in `idx` (-1: the waste is empty).
    w: isize,
    pass: u8,
    base: State,
    unlimited: bool,
    /// Passes allowed (limited passes).
    passes: u8,
    availability: Availability,
}

impl Walk {
    #[inline(always)]
    fn new(t: &Table, s: &State) -> Walk {
        let (_, full_stock) = t.full_masks();
        let rem = !s.stock & full_stock;
        let mut idx = [0u8; 24];
        let mut n = 0;
        let mut m = rem;
        while m != 0 {
            idx[n] = m.trailing_zeros() as u8;
            m &= m - 1;
            n += 1;
        }
        let (unlimited, passes) = match t.rules().passes {
            Passes::Unlimited => (true, 0),
            Passes::Limited(p) => (false, p),
        };
        Walk {
            idx,
            n,
            w: (rem & ((1u32 << s.ptr) - 1)).count_ones() as isize - 1,
            pass: s.pass,
            base: *s,
            unlimited,
            passes,
            availability: t.rules().availability,
        }
    }

    /// The next position of the walk: after a draw while the stock has
    /// cards, otherwise after a redeal if one is allowed.
    #[inline(always)]
    fn next(&mut self) -> Option<State> {
        if ((self.w + 1) as usize) < self.n {
            self.w += 1;
        } else if self.w >= 0 && (self.unlimited || self.pass + 1 < self.passes) {
            self.w = -1;
            if !self.unlimited {
                self.pass += 1;
            }
        } else {
            return None;
        }
        Some(State {
            ptr: if self.w < 0 {
                0
            } else {
                self.idx[self.w as usize] + 1
            },
            pass: self.pass,
            ..self.base
        })
    }

    /// The stock and waste cards available at the current position, as
    /// [`Table::stock_avail`] gives them.
    #[inline(always)]
    fn avail(&self) -> StockAvail {
        let mut a = StockAvail::default();
        let top = (self.w >= 0).then(|| self.idx[self.w as usize]);
        let second = match self.availability {
            Availability::WasteTop => None,
            Availability::WasteTopPlusDrawn => {
                (((self.w + 1) as usize) < self.n).then(|| self.idx[(self.w + 1) as usize])
            }
            Availability::TopTwoWaste => (self.w >= 1).then(|| self.idx[self.w as usize - 1]),
        };
        for i in [top, second].into_iter().flatten() {
            a.idx[a.len] = i;
            a.len += 1;
        }
        a
    }
}

/// The shortest-line search's lower bound on the moves still needed to
/// win from `s`: the quick part (as positions enter the queue) and the
/// full one (as they are taken). For the tests, which check on small deals
/// that neither exceeds the true distance.
#[doc(hidden)]
pub fn bounds_at(t: &Table, s: &State) -> (u32, u32) {
    let pr = Prune::new(t);
    if t.is_won(s) {
        return (0, 0);
    }
    (lower_bound(t, &pr, s, false), lower_bound(t, &pr, s, true))
}

/// A lower bound on the moves still needed to win from `s` (see
/// [`shortest_line`]).
#[inline(always)]
fn lower_bound(t: &Table, pr: &Prune, s: &State, full: bool) -> u32 {
    lower_bound_within(t, pr, s, full, u32::MAX)
}

/// [`lower_bound`], for a caller that only needs it when it is below
/// `limit`: once the removals alone reach the limit, they are returned
/// (a lower bound too, and at least `limit`) without the stock walk.
#[inline(always)]
fn lower_bound_within(t: &Table, pr: &Prune, s: &State, full: bool, limit: u32) -> u32 {
    let (full_pyr, full_stock) = t.full_masks();
    let pyr_left = !s.pyramid & full_pyr;
    let stock_left = !s.stock & full_stock;
    let below = (1u32 << s.ptr) - 1;
    let waste = stock_left & below;
    let in_stock = stock_left & !below;
    let drawn_only = t.rules().availability != Availability::WasteTopPlusDrawn;
    match t.rules().win {
        Win::AllCards => {
            let kings = (pr.pyr_by_rank[13] & pyr_left).count_ones()
                + (pr.stock_by_rank[13] & stock_left).count_ones();
            let others = pyr_left.count_ones() + stock_left.count_ones() - kings;
            let removals = kings + others.div_ceil(2);
            if removals >= limit {
                return removals;
            }
            let draws = if drawn_only {
                // Every card still in the stock must be drawn.
                in_stock.count_ones()
            } else {
                // A card still in the stock leaves it by a draw, or by a
                // removal as the face-up stock top, paired with a
                // pyramid or waste card (or a drawn one). For ranks r and
                // 13 - r, the stock cards of one rank beyond the pyramid
                // and waste cards of the other must be drawn.
                let mut d = 0;
                let mut ww = 0;
                // A waste card with no pyramid or stock partner left stays
                // until a redeal, and so does every waste card under it.
                let mut blocked = 0u32;
                for r in 1..=12usize {
                    let stuck = pr.stock_by_rank[r] & waste;
                    if stuck != 0
                        && pr.pyr_by_rank[13 - r] & pyr_left == 0
                        && pr.stock_by_rank[13 - r] & in_stock == 0
                    {
                        blocked |= waste & ((2u32 << (31 - stuck.leading_zeros())) - 1);
                    }
                }
                // The stock must be empty before a redeal, so a card still
                // in the stock that goes undrawn goes before it, and no
                // blocked card can be its partner.
                let free = waste & !blocked;
                for r in 1..=6usize {
                    let sr = (pr.stock_by_rank[r] & in_stock).count_ones();
                    let sq = (pr.stock_by_rank[13 - r] & in_stock).count_ones();
                    let pr_r = (pr.pyr_by_rank[r] & pyr_left).count_ones();
                    let pr_q = (pr.pyr_by_rank[13 - r] & pyr_left).count_ones();
                    let or = pr_r + (pr.stock_by_rank[r] & free).count_ones();
                    let oq = pr_q + (pr.stock_by_rank[13 - r] & free).count_ones();
                    d += sr.saturating_sub(oq).max(sq.saturating_sub(or));
                    // Two waste cards are never in play together, and a
                    // waste card stays on the waste until a redeal. The
                    // waste cards of one rank beyond the pyramid and stock
                    // cards of the other pair with waste cards: each such
                    // pair waits for a redeal, after which its earlier card
                    // (the one that goes as the waste top) is drawn again.
                    let wr = (pr.stock_by_rank[r] & waste).count_ones();
                    let wq = (pr.stock_by_rank[13 - r] & waste).count_ones();
                    let br = (pr.stock_by_rank[r] & blocked).count_ones();
                    let bq = (pr.stock_by_rank[13 - r] & blocked).count_ones();
                    ww += wr
                        .saturating_sub(pr_q + sq)
                        .max(wq.saturating_sub(pr_r + sr))
                        .max(br.saturating_sub(pr_q))
                        .max(bq.saturating_sub(pr_r));
                }
                if ww > 0 || blocked != 0 {
                    if !t.passes_left(s) {
                        return FAR_BOUND;
                    }
                    // The redeal, and a draw for each such pair.
                    d += 1 + ww;
                }
                d
            };
            removals + draws
        }
        Win::PyramidEmpty => {
            let part = pr.pyramid_part(s.pyramid, pyr_left);
            let h = (part & 0xff) as u32;
            let needs = part >> 8;
            if needs == 0 || !drawn_only || h >= limit {
                return h;
            }
            h + walk_bound(t, pr, s, stock_left, needs, full)
        }
    }
}

/// A lower bound on the draws and redeals still needed to bring, for each
/// `(rank, k)` of `needs`, k stock cards of that rank into play (with the
/// pyramid to empty and draws the only way into the stock).
///
/// Time is counted in steps of the stock walk (draws and redeals) from
/// `s`. Each remaining stock card has a *first-visit time*: 0 for a waste
/// card that is the top or can be dug out (only waste top: every waste
/// card above it could be paired away, a King alone and any other card
/// with a pyramid card of its own, so that of each rank there are no more
/// cards above it than pyramid cards of the partner rank left); for a
/// card still in the stock, the draws to turn it up (the remaining cards
/// from the pointer to it); for a waste card that cannot be dug out, the
/// time to come round again:
/// every card left in the stock drawn, a redeal, then every remaining card
/// up to it drawn (none of them can go before: they lie under it on the
/// waste or in the stock). The stock walk is one path, so it lasts at
/// least the k-th smallest first-visit time of every need.
///
/// With only the waste top in play, the bound also follows *when pyramid
/// cards can be uncovered*. A pyramid card with no remaining pyramid card
/// it could ever pair with must go with a stock card, so it is removed no
/// earlier than the first-visit time of such a card; a pyramid card is
/// uncovered no earlier than the latest such time among the cards on it
/// (its *exposure time*, worked out row by row from the bottom). A pyramid
/// card X paired with a stock card Y is removed when Y is the waste top
/// and X is uncovered: at Y's first visit if that comes no earlier than
/// X's exposure time; otherwise Y was turned up too early, and either
/// every card that lies on Y by X's exposure time is removed meanwhile
/// (possible only if, rank by rank, enough pyramid cards of the partner
/// rank remain, X and the cards it covers left out, as X stays until it
/// goes with Y; then the exposure time bounds it), or the walk comes round
/// again to Y (all cards left in the stock drawn, a redeal and at least
/// the draws up to Y: the cards before Y that cannot go before the
/// redeal, those of each rank beyond the pyramid cards of the partner rank
/// left, are drawn again first). A waste card Y that could be dug out is
/// out of reach for X all the same when the cards above it cannot each go
/// with a pyramid card of its own that is neither X nor covered by X (X
/// stays until it goes with Y): Y then comes round again. For each need,
/// k pyramid cards of the partner rank go with stock cards, so the walk
/// lasts at least the k-th smallest of these times; and it lasts at least
/// the time of every pyramid card that must go with a stock card.
#[inline(always)]
fn walk_bound(t: &Table, pr: &Prune, s: &State, stock_left: u32, needs: u64, timing: bool) -> u32 {
    let below = (1u32 << s.ptr) - 1;
    let waste = stock_left & below;
    let in_stock = stock_left & !below;
    let ahead = in_stock.count_ones();
    let waste_top_only = t.rules().availability == Availability::WasteTop;
    let (full_pyr, _) = t.full_masks();
    let pyr_left = !s.pyramid & full_pyr;
    // Going down the waste from the top, each card dug past must be
    // paired away with a pyramid card of its own (two waste cards are
    // never in play together): the cards under the first one of a rank
    // with more cards down to it than pyramid partners left cannot be
    // dug out. That first card is the highest, over the ranks, of the
    // card of each rank with as many cards of its rank above it as
    // pyramid partners left.
    let mut undiggable = 0u32;
    if waste_top_only {
        let mut cut = 0u32;
        for r in 1..=12usize {
            let mut m = pr.stock_by_rank[r] & waste;
            if m == 0 {
                continue;
            }
            let p = (pr.pyr_by_rank[13 - r] & pyr_left).count_ones();
            if m.count_ones() > p {
                for _ in 0..p {
                    m &= !(1u32 << (31 - m.leading_zeros()));
                }
                cut = cut.max(1u32 << (31 - m.leading_zeros()));
            }
        }
        if cut != 0 {
            undiggable = waste & (cut - 1);
        }
    }
    let can_cycle = t.passes_left(s);
    // First-visit times, least first, fall in three runs: 0 for the waste
    // cards that can be dug out, the draws to each card still in the
    // stock (in stock order), and the time to come round again to each
    // waste card that cannot be dug out (in stock order, all past the
    // stock's end). So the k-th least of a rank is read off its cards'
    // masks, with no sorting.
    let dig_waste = waste & !undiggable;
    let kth = |rank: usize, k: u32| -> u32 {
        let cards = pr.stock_by_rank[rank] & stock_left;
        let z = (cards & dig_waste).count_ones();
        if k <= z {
            return 0;
        }
        let ins = cards & in_stock;
        let n = ins.count_ones();
        if k <= z + n {
            let j = nth_bit(ins, k - z - 1);
            return (in_stock & ((2u32 << j) - 1)).count_ones();
        }
        let und = cards & undiggable;
        if k <= z + n + und.count_ones() && can_cycle {
            let j = nth_bit(und, k - z - n - 1);
            return ahead + 1 + (stock_left & ((2u32 << j) - 1)).count_ones();
        }
        FAR_BOUND
    };
    let mut walk = 0;
    for (rank, k) in needs_of(needs) {
        walk = walk.max(kth(rank, k));
    }
    if walk >= FAR_BOUND {
        return FAR_BOUND;
    }
    if !waste_top_only || !timing {
        // The stock walk alone.
        return walk;
    }
    // First-visit times, and the time to come round again.
    // Counted in stock order: `seen` remaining cards up to and including
    // this one, `drawn` of them still in the stock.
    let mut visit = [FAR_BOUND; 24];
    let mut again = [FAR_BOUND; 24];
    let mut m = stock_left;
    let (mut seen, mut drawn) = (0u32, 0u32);
    // Of the remaining cards before this one, how many cannot go before
    // the redeal: of each rank, those beyond the pyramid cards of the
    // partner rank left (each card that goes takes one with it).
    let mut partners = [0u8; 14];
    for (r, p) in partners.iter_mut().enumerate().take(13).skip(1) {
        *p = (pr.pyr_by_rank[13 - r] & pyr_left).count_ones() as u8;
    }
    let (mut of_rank, mut staying) = ([0u8; 14], 0u32);
    while m != 0 {
        let j = m.trailing_zeros() as usize;
        m &= m - 1;
        seen += 1;
        if bit_in(in_stock, j) {
            drawn += 1;
            // The cards before it that can go may go before it is turned
            // up; the others are drawn again after the redeal.
            again[j] = if can_cycle {
                ahead + 2 + staying
            } else {
                FAR_BOUND
            };
            visit[j] = drawn;
        } else {
            again[j] = if can_cycle {
                ahead + 1 + seen
            } else {
                FAR_BOUND
            };
            visit[j] = if bit_in(undiggable, j) { again[j] } else { 0 };
        }
        let r = t.stock_rank(j) as usize;
        if r != 13 {
            of_rank[r] += 1;
            staying += (of_rank[r] > partners[r]) as u32;
        }
    }
    // Exposure times, row by row from the bottom (higher indices first),
    // and the time each pyramid card could go with a stock card.
    let mut pyr_rank_left = [0u32; 14];
    for (r, c) in pyr_rank_left.iter_mut().enumerate().skip(1) {
        *c = (pr.pyr_by_rank[r] & pyr_left).count_ones();
    }
    // The first `n` cards still in the stock, for n = 0..=ahead.
    let mut first_n = [0u32; 25];
    {
        let mut acc = 0u32;
        let mut m = in_stock;
        let mut n = 0;
        while m != 0 {
            acc |= m & m.wrapping_neg();
            m &= m - 1;
            n += 1;
            first_n[n] = acc;
        }
    }
    // Whether every card of `window` could be removed (a King alone, any
    // other card with a remaining pyramid card of the partner rank, one
    // each).
    // Only ranks with more stock cards left than pyramid partners can
    // fail the test.
    let mut tight = [0u8; 12];
    let mut ntight = 0;
    for q in 1..=12usize {
        if (pr.stock_by_rank[q] & stock_left).count_ones() > pyr_rank_left[13 - q] {
            tight[ntight] = q as u8;
            ntight += 1;
        }
    }
    let clearable = |window: u32| {
        tight[..ntight].iter().all(|&q| {
            let q = q as usize;
            (pr.stock_by_rank[q] & window).count_ones() <= pyr_rank_left[13 - q]
        })
    };
    // Ranks with more pyramid cards left than pyramid partners: only
    // these can hold cards that must go with stock cards.
    let mut excess = [0u8; 12];
    let mut nexcess = 0;
    // Their cards.
    let mut excess_cards = 0u32;
    for q in 1..=12usize {
        if pyr_rank_left[q] > pyr_rank_left[13 - q] {
            excess[nexcess] = q as u8;
            nexcess += 1;
            excess_cards |= pr.pyr_by_rank[q] & pyr_left;
        }
    }
    // Whether the cards of `above` can all go while pyramid card `i`
    // stays: each with a pyramid card of its own (Kings alone), none of
    // them `i` or covered by it. Waste card `j` can be dug out while `i`
    // stays when the waste cards above it can go so.
    let dig_past = |i: usize, above: u32| {
        let free = pyr_left & !pr.under[i] & !(1 << i);
        let mut m = above & !pr.stock_by_rank[13];
        while m != 0 {
            let r = t.stock_rank(m.trailing_zeros() as usize) as usize;
            let same = above & pr.stock_by_rank[r];
            if same.count_ones() > (pr.pyr_by_rank[13 - r] & free).count_ones() {
                return false;
            }
            m &= !same;
        }
        true
    };
    let dig_ok = |i: usize, j: usize| dig_past(i, waste & !((2u32 << j) - 1));
    // For each waste card that can be dug out, going down from the top:
    // the pyramid cards left of the partner ranks of the cards above it
    // (`near`: a pyramid card with none of them in itself and the cards
    // it covers can stay while it is dug out), and of those ranks with as
    // many cards above it as pyramid partners left (`zero`: a card with
    // one of them there cannot). In between, the test itself decides.
    let mut near = [0u32; 24];
    let mut zero = [0u32; 24];
    {
        let mut above = [0u8; 14];
        let (mut n, mut z) = (0u32, 0u32);
        let mut m = dig_waste;
        while m != 0 {
            let j = 31 - m.leading_zeros() as usize;
            m &= !(1 << j);
            near[j] = n;
            zero[j] = z;
            let r = t.stock_rank(j) as usize;
            if r == 13 {
                continue;
            }
            above[r] += 1;
            let partners = pr.pyr_by_rank[13 - r] & pyr_left;
            n |= partners;
            if above[r] >= partners.count_ones() as u8 {
                z |= partners;
            }
        }
    }
    let mut expose = [0u32; 28];
    let mut with_stock = [FAR_BOUND; 28];
    // A lower bound on when each pyramid card can be removed.
    let mut gone = [0u32; 28];
    // One sweep from the bottom row up (higher indices first): the cards
    // on a card have their times worked out before it. Every time is a
    // lower bound, worked out from lower bounds, so the order is a matter
    // of strength only.
    let mut m = pyr_left;
    while m != 0 {
        let i = 31 - m.leading_zeros() as usize;
        m &= !(1 << i);
        let mut e = 0;
        let mut on = pr.direct[i] & pyr_left;
        while on != 0 {
            let w = on.trailing_zeros() as usize;
            on &= on - 1;
            e = e.max(expose[w]).max(gone[w]);
        }
        // The cards on it of rank q beyond the pyramid cards of rank
        // 13 - q go with stock cards before it is uncovered.
        let cone = pr.cone[i] & pyr_left;
        if cone & excess_cards != 0 {
            for &q in &excess[..nexcess] {
                let q = q as usize;
                let a = (pr.pyr_by_rank[q] & cone).count_ones();
                if a > pyr_rank_left[13 - q] {
                    e = e.max(kth(13 - q, a - pyr_rank_left[13 - q]));
                }
            }
        }
        expose[i] = e;
        let r = t.pyramid_rank(i) as usize;
        if r == 13 {
            gone[i] = e;
            continue;
        }
        let mut best = FAR_BOUND;
        let mut ys = pr.stock_by_rank[13 - r] & stock_left;
        while ys != 0 {
            let j = ys.trailing_zeros() as usize;
            ys &= ys - 1;
            // (A waste card that can be dug out at all.)
            let stuck = bit_in(dig_waste, j) && {
                let u = pyr_left & (pr.under[i] | 1 << i);
                u & near[j] != 0 && (u & zero[j] != 0 || !dig_ok(i, j))
            };
            let c = if stuck {
                // It cannot be dug out while this card stays.
                e.max(again[j])
            } else if visit[j] >= e {
                visit[j]
            } else {
                // Turned up before the card is uncovered: the cards on it
                // by then must all go, or the walk comes round again. This
                // card stays until it goes with that one, so neither it
                // nor a card it covers can take one of them.
                let stays = e <= ahead && {
                    let window = (waste | first_n[e as usize]) & !((2u32 << j) - 1);
                    clearable(window) && dig_past(i, window)
                };
                if stays { e } else { e.max(again[j]) }
            };
            best = best.min(c);
        }
        with_stock[i] = best;
        let partners = pr.pyr_by_rank[13 - r] & pyr_left & pr.compat[i];
        if partners == 0 {
            walk = walk.max(best);
        }
        // Its removal time: with a stock card, or with a pyramid partner
        // once both are uncovered (a direct coverer: once it is
        // uncovered). A partner below has its exposure time already; for
        // one above, not reached yet, the times of the cards on it that
        // are already worked out bound it.
        let mut ps = partners;
        while ps != 0 {
            let p = ps.trailing_zeros() as usize;
            ps &= ps - 1;
            let mut ep = expose[p];
            if p < i {
                let mut on = pr.direct[p] & pyr_left & !((2u32 << i) - 1);
                while on != 0 {
                    let w = on.trailing_zeros() as usize;
                    on &= on - 1;
                    ep = ep.max(expose[w]).max(gone[w]);
                }
            }
            let c = if bit_in(pr.direct[i], p) {
                ep
            } else {
                ep.max(e)
            };
            best = best.min(c);
        }
        gone[i] = best;
    }
    for (rank, k) in needs_of(needs) {
        let mut costs = [FAR_BOUND; 4];
        let mut nc = 0;
        let mut m = pr.pyr_by_rank[13 - rank] & pyr_left;
        while m != 0 && nc < 4 {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            costs[nc] = with_stock[i];
            nc += 1;
        }
        if (k as usize) > nc {
            continue;
        }
        sort4(&mut costs);
        walk = walk.max(costs[k as usize - 1]);
    }
    walk
}

/// Sorts four numbers, least first (a sorting network: the bounds sort
/// the times of at most four cards of a rank, padded with [`FAR_BOUND`],
/// at every position).
#[inline(always)]
fn sort4(a: &mut [u32; 4]) {
    let mut cs = |i: usize, j: usize| {
        let (x, y) = (a[i], a[j]);
        a[i] = x.min(y);
        a[j] = x.max(y);
    };
    cs(0, 1);
    cs(2, 3);
    cs(0, 2);
    cs(1, 3);
    cs(1, 2);
}

/// A bound past every line: the position cannot be won (public for the
/// bound tests).
#[doc(hidden)]
pub const FAR_BOUND: u32 = 1 << 12;

/// The index of the `n`-th (from 0) lowest set bit of `m`, which has
/// more than `n` bits set.
#[inline(always)]
fn nth_bit(mut m: u32, n: u32) -> usize {
    for _ in 0..n {
        m &= m - 1;
    }
    m.trailing_zeros() as usize
}

#[inline(always)]
fn bit_in(mask: u32, i: usize) -> bool {
    mask & (1 << i) != 0
}
