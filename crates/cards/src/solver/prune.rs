//! The dead-position tests shared by the searches: the partner matching
//! ([`Prune`]) and the relaxed game ([`Relaxed`]).

use rustc_hash::FxHashMap;

use crate::engine::{Loc, Move, Place, State, Table};
use crate::rules::{Availability, Passes, Win};

/// Per-table data for the dead-position check.
pub(crate) struct Prune {
    /// For each pyramid card, the pyramid cards it could ever pair with:
    /// not in its cover cone and not covering it, except (overlap pairing)
    /// its direct coverers.
    pub(super) compat: [u32; 28],
    /// For each pyramid card, the (up to two) cards directly covering it.
    pub(super) direct: [u32; 28],
    /// For each pyramid card, every card that covers it directly or not
    /// (all of them must go before it is uncovered).
    pub(super) cone: [u32; 28],
    /// For each pyramid card, every card it covers directly or not (those
    /// that cannot be uncovered while it stays).
    pub(super) under: [u32; 28],
    /// Pyramid cards of each rank.
    pub(super) pyr_by_rank: [u32; 14],
    /// Stock cards of each rank.
    pub(super) stock_by_rank: [u32; 14],
    /// Whether two stock/waste cards can ever pair (not with waste top only).
    pub(super) stock_pairs: bool,
    /// Stock cards must be removed too.
    pub(super) all_cards: bool,
    /// Stock cards of equal rank are interchangeable (see `mask_key` in the verdict search).
    pub(super) rank_only_stock: bool,
    /// The pyramid part of [`lower_bound`](super::bounds::lower_bound) (it depends on the removed
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
pub(super) fn needs_of(needs: u64) -> impl Iterator<Item = (usize, u32)> {
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
    #[inline]
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
    #[inline]
    pub(super) fn canonical_stock(&self, s: &State) -> u32 {
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
    pub(super) fn forced(&self, t: &Table, s: &State, mv: &Move) -> bool {
        let Move::Pair(a, b) = mv else {
            return false;
        };
        let vert = |l: &Loc| -> Vertex {
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
    #[inline]
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

    /// The pyramid part of [`lower_bound`](super::bounds::lower_bound), memoised by removed pyramid
    /// cards: one removal per King and, for each pair of ranks r and
    /// 13 - r with a and b pyramid cards, a + b - m removals, where m is a
    /// maximum matching of the cards that could ever pair (at most m pairs
    /// within the pyramid; every other card goes with a stock card, one
    /// removal each); and the stock partners those other cards need.
    #[inline]
    pub(super) fn pyramid_part(&self, removed: u32, pyr_left: u32) -> PyramidPart {
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
    pub(super) fn holds_required(&self, mv: &Move) -> bool {
        let req = |l: &Loc| matches!(l.place, Place::Pyramid(_)) || self.all_cards;
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
    #[inline]
    pub(crate) fn dead(&self, t: &Table, s: &State) -> bool {
        self.dead_classes(t, s, 0x7e)
    }

    /// The pairs of ranks r and 13 - r (bit r, 1 <= r <= 6) some card of
    /// which is removed in `s` and not in `parent`.
    #[inline(always)]
    pub(super) fn classes_removed(&self, t: &Table, parent: &State, s: &State) -> u8 {
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
    pub(super) fn dead_classes(&self, t: &Table, s: &State, classes: u8) -> bool {
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
pub(super) struct Relaxed {
    pub(super) memo: FxHashMap<u64, bool>,
    scratch: Vec<Move>,
}

impl Relaxed {
    pub(super) fn new() -> Relaxed {
        Relaxed {
            memo: FxHashMap::default(),
            scratch: Vec::new(),
        }
    }

    /// Whether the relaxation of `s` can be won.
    #[inline]
    pub(super) fn winnable(&mut self, t: &Table, pr: &Prune, s: &State) -> bool {
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
