//! The shortest-line search's lower bounds on the moves still needed to
//! win: removals, and the stock walk with its timing ([`walk_bound`]).

use super::prune::{Prune, needs_of};
use crate::deal::{MAX_STOCK, PYRAMID_CARDS};
use crate::engine::{State, Table};
use crate::rules::{Availability, Win};

/// The shortest-line search's lower bound on the moves still needed to
/// win from `s`: the quick part (as positions enter the queue) and the
/// full one (as they are taken). For the tests, which check on small deals
/// that neither exceeds the true distance.
#[cfg(any(test, feature = "testing"))]
pub fn bounds_at(t: &Table, s: &State) -> (u32, u32) {
    let pr = Prune::new(t);
    if t.is_won(s) {
        return (0, 0);
    }
    (lower_bound(t, &pr, s, false), lower_bound(t, &pr, s, true))
}

/// A lower bound on the moves still needed to win from `s` (see
/// [`shortest_line`](super::shortest_line)).
#[inline(always)]
pub(super) fn lower_bound(t: &Table, pr: &Prune, s: &State, full: bool) -> u32 {
    lower_bound_within(t, pr, s, full, u32::MAX)
}

/// [`lower_bound`], for a caller that only needs it when it is below
/// `limit`: once the removals alone reach the limit, they are returned
/// (a lower bound too, and at least `limit`) without the stock walk.
#[inline(always)]
pub(super) fn lower_bound_within(t: &Table, pr: &Prune, s: &State, full: bool, limit: u32) -> u32 {
    let (full_pyr, full_stock) = t.full_masks();
    let pyr_left = !s.pyramid & full_pyr;
    let stock_left = !s.stock & full_stock;
    let below = (1u32 << s.ptr) - 1;
    let waste = stock_left & below;
    let in_stock = stock_left & !below;
    let drawn_only = t.rules().availability != Availability::WasteTopPlusDrawn;
    match t.rules().win {
        Win::AllCards => {
            let kings = (pr.pyr_by_rank[KING] & pyr_left).count_ones()
                + (pr.stock_by_rank[KING] & stock_left).count_ones();
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
                for r in 1..=PAIRING_RANKS {
                    let stuck = pr.stock_by_rank[r] & waste;
                    if stuck != 0
                        && pr.pyr_by_rank[partner(r)] & pyr_left == 0
                        && pr.stock_by_rank[partner(r)] & in_stock == 0
                    {
                        blocked |= waste & ((2u32 << (31 - stuck.leading_zeros())) - 1);
                    }
                }
                // The stock must be empty before a redeal, so a card still
                // in the stock that goes undrawn goes before it, and no
                // blocked card can be its partner.
                let free = waste & !blocked;
                for r in 1..=PAIR_CLASSES {
                    let sr = (pr.stock_by_rank[r] & in_stock).count_ones();
                    let sq = (pr.stock_by_rank[partner(r)] & in_stock).count_ones();
                    let pr_r = (pr.pyr_by_rank[r] & pyr_left).count_ones();
                    let pr_q = (pr.pyr_by_rank[partner(r)] & pyr_left).count_ones();
                    let or = pr_r + (pr.stock_by_rank[r] & free).count_ones();
                    let oq = pr_q + (pr.stock_by_rank[partner(r)] & free).count_ones();
                    d += sr.saturating_sub(oq).max(sq.saturating_sub(or));
                    // Two waste cards are never in play together, and a
                    // waste card stays on the waste until a redeal. The
                    // waste cards of one rank beyond the pyramid and stock
                    // cards of the other pair with waste cards: each such
                    // pair waits for a redeal, after which its earlier card
                    // (the one that goes as the waste top) is drawn again.
                    let wr = (pr.stock_by_rank[r] & waste).count_ones();
                    let wq = (pr.stock_by_rank[partner(r)] & waste).count_ones();
                    let br = (pr.stock_by_rank[r] & blocked).count_ones();
                    let bq = (pr.stock_by_rank[partner(r)] & blocked).count_ones();
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
    let w = StockWalk::new(t, pr, s, stock_left);
    // Step 1: the stock walk alone, to the k-th card of each need.
    let mut walk = 0;
    for (rank, k) in needs_of(needs) {
        walk = walk.max(w.kth(rank, k));
    }
    if walk >= FAR_BOUND {
        return FAR_BOUND;
    }
    if !w.waste_top_only || !timing {
        return walk;
    }
    // Step 2: each stock card's first-visit time, and the time to come
    // round again to it.
    let times = w.visit_times(t);
    // Step 3: when each pyramid card can be uncovered and go with a stock
    // card; the walk lasts until every card that must go so has gone.
    let (with_stock, must_wait) = w.pyramid_times(t, &times);
    walk = walk.max(must_wait);
    // Step 4: for each need, the k-th least time of the pyramid cards of
    // the partner rank going with stock cards.
    walk.max(needs_times(pr, w.pyr_left, needs, &with_stock))
}

/// Rank of a King, which pairs with no card.
const KING: usize = 13;
/// Two cards pair when their ranks add up to this.
const PAIR_SUM: usize = 13;
/// Length of an array indexed by rank (1 to 13; slot 0 unused).
const RANK_SLOTS: usize = KING + 1;
/// The ranks that pair with another card: every rank but the King's.
const PAIRING_RANKS: usize = KING - 1;
/// The pairs of ranks: rank r from 1 to this with its partner 13 - r names
/// each pair once.
const PAIR_CLASSES: usize = PAIR_SUM / 2;

/// The rank a card of rank `r` pairs with.
#[inline(always)]
const fn partner(r: usize) -> usize {
    PAIR_SUM - r
}

/// The stock and waste of a position as the timing bound sees them.
struct StockWalk<'a> {
    pr: &'a Prune,
    /// Remaining pyramid cards.
    pyr_left: u32,
    /// Remaining stock and waste cards.
    stock_left: u32,
    /// The waste (remaining cards before the stock pointer).
    waste: u32,
    /// The cards still in the stock.
    in_stock: u32,
    /// How many cards are still in the stock.
    ahead: u32,
    /// Only the waste top is in play.
    waste_top_only: bool,
    /// Waste cards that cannot be dug out (see [`undiggable`]).
    undiggable: u32,
    /// Waste cards that can be dug out.
    dig_waste: u32,
    /// A redeal is still allowed.
    can_cycle: bool,
}

/// The first-visit times of the remaining stock cards and the times to
/// come round again to them, by stock index.
struct VisitTimes {
    visit: [u32; MAX_STOCK],
    again: [u32; MAX_STOCK],
}

impl<'a> StockWalk<'a> {
    #[inline(always)]
    fn new(t: &Table, pr: &'a Prune, s: &State, stock_left: u32) -> StockWalk<'a> {
        let below = (1u32 << s.ptr) - 1;
        let waste = stock_left & below;
        let in_stock = stock_left & !below;
        let waste_top_only = t.rules().availability == Availability::WasteTop;
        let (full_pyr, _) = t.full_masks();
        let pyr_left = !s.pyramid & full_pyr;
        let undiggable = if waste_top_only {
            undiggable(pr, waste, pyr_left)
        } else {
            0
        };
        StockWalk {
            pr,
            pyr_left,
            stock_left,
            waste,
            in_stock,
            ahead: in_stock.count_ones(),
            waste_top_only,
            undiggable,
            dig_waste: waste & !undiggable,
            can_cycle: t.passes_left(s),
        }
    }

    /// The k-th least first-visit time of the remaining stock cards of
    /// `rank` ([`FAR_BOUND`]: fewer than k can be reached).
    ///
    /// First-visit times, least first, fall in three runs: 0 for the waste
    /// cards that can be dug out, the draws to each card still in the
    /// stock (in stock order), and the time to come round again to each
    /// waste card that cannot be dug out (in stock order, all past the
    /// stock's end). So the k-th least of a rank is read off its cards'
    /// masks, with no sorting.
    #[inline(always)]
    fn kth(&self, rank: usize, k: u32) -> u32 {
        let cards = self.pr.stock_by_rank[rank] & self.stock_left;
        let z = (cards & self.dig_waste).count_ones();
        if k <= z {
            return 0;
        }
        let ins = cards & self.in_stock;
        let n = ins.count_ones();
        if k <= z + n {
            let j = nth_bit(ins, k - z - 1);
            return (self.in_stock & ((2u32 << j) - 1)).count_ones();
        }
        let und = cards & self.undiggable;
        if k <= z + n + und.count_ones() && self.can_cycle {
            let j = nth_bit(und, k - z - n - 1);
            return self.ahead + 1 + (self.stock_left & ((2u32 << j) - 1)).count_ones();
        }
        FAR_BOUND
    }

    /// First-visit times, and the time to come round again, of every
    /// remaining stock card.
    #[inline(always)]
    fn visit_times(&self, t: &Table) -> VisitTimes {
        let pr = self.pr;
        let mut visit = [FAR_BOUND; MAX_STOCK];
        let mut again = [FAR_BOUND; MAX_STOCK];
        // Counted in stock order: `seen` remaining cards up to and
        // including this one, `drawn` of them still in the stock.
        let mut m = self.stock_left;
        let (mut seen, mut drawn) = (0u32, 0u32);
        // Of the remaining cards before this one, how many cannot go before
        // the redeal: of each rank, those beyond the pyramid cards of the
        // partner rank left (each card that goes takes one with it).
        let mut partners = [0u8; RANK_SLOTS];
        for (r, p) in partners.iter_mut().enumerate().take(KING).skip(1) {
            *p = (pr.pyr_by_rank[partner(r)] & self.pyr_left).count_ones() as u8;
        }
        let (mut of_rank, mut staying) = ([0u8; RANK_SLOTS], 0u32);
        while m != 0 {
            let j = m.trailing_zeros() as usize;
            m &= m - 1;
            seen += 1;
            if bit_in(self.in_stock, j) {
                drawn += 1;
                // The cards before it that can go may go before it is
                // turned up; the others are drawn again after the redeal.
                again[j] = if self.can_cycle {
                    self.ahead + 2 + staying
                } else {
                    FAR_BOUND
                };
                visit[j] = drawn;
            } else {
                again[j] = if self.can_cycle {
                    self.ahead + 1 + seen
                } else {
                    FAR_BOUND
                };
                visit[j] = if bit_in(self.undiggable, j) {
                    again[j]
                } else {
                    0
                };
            }
            let r = t.stock_rank(j) as usize;
            if r != KING {
                of_rank[r] += 1;
                staying += (of_rank[r] > partners[r]) as u32;
            }
        }
        VisitTimes { visit, again }
    }

    /// For each waste card that can be dug out, going down from the top:
    /// the pyramid cards left of the partner ranks of the cards above it
    /// (`near`: a pyramid card with none of them in itself and the cards
    /// it covers can stay while it is dug out), and of those ranks with as
    /// many cards above it as pyramid partners left (`zero`: a card with
    /// one of them there cannot). In between, the test itself decides.
    #[inline(always)]
    fn dig_partners(&self, t: &Table) -> ([u32; MAX_STOCK], [u32; MAX_STOCK]) {
        let mut near = [0u32; MAX_STOCK];
        let mut zero = [0u32; MAX_STOCK];
        let mut above = [0u8; RANK_SLOTS];
        let (mut n, mut z) = (0u32, 0u32);
        let mut m = self.dig_waste;
        while m != 0 {
            let j = 31 - m.leading_zeros() as usize;
            m &= !(1 << j);
            near[j] = n;
            zero[j] = z;
            let r = t.stock_rank(j) as usize;
            if r == KING {
                continue;
            }
            above[r] += 1;
            let partners = self.pr.pyr_by_rank[partner(r)] & self.pyr_left;
            n |= partners;
            if above[r] >= partners.count_ones() as u8 {
                z |= partners;
            }
        }
        (near, zero)
    }

    /// One sweep over the pyramid from the bottom row up (higher indices
    /// first; the cards on a card have their times worked out before it):
    /// each card's exposure time, and the time it could go with a stock
    /// card. Returns those times, and the latest of them among the cards
    /// that must go with a stock card (no pyramid partner left). Every
    /// time is a lower bound, worked out from lower bounds, so the order
    /// is a matter of strength only.
    #[inline(always)]
    fn pyramid_times(&self, t: &Table, times: &VisitTimes) -> ([u32; PYRAMID_CARDS], u32) {
        let pr = self.pr;
        let (pyr_left, stock_left, waste) = (self.pyr_left, self.stock_left, self.waste);
        let VisitTimes { visit, again } = times;
        let mut pyr_rank_left = [0u32; RANK_SLOTS];
        for (r, c) in pyr_rank_left.iter_mut().enumerate().skip(1) {
            *c = (pr.pyr_by_rank[r] & pyr_left).count_ones();
        }
        let first_n = first_cards(self.in_stock);
        // Whether every card of `window` could be removed (a King alone,
        // any other card with a remaining pyramid card of the partner
        // rank, one each). Only ranks with more stock cards left than
        // pyramid partners can fail the test.
        let mut tight = [0u8; PAIRING_RANKS];
        let mut ntight = 0;
        for q in 1..=PAIRING_RANKS {
            if (pr.stock_by_rank[q] & stock_left).count_ones() > pyr_rank_left[partner(q)] {
                tight[ntight] = q as u8;
                ntight += 1;
            }
        }
        let clearable = |window: u32| {
            tight[..ntight].iter().all(|&q| {
                let q = q as usize;
                (pr.stock_by_rank[q] & window).count_ones() <= pyr_rank_left[partner(q)]
            })
        };
        // Ranks with more pyramid cards left than pyramid partners: only
        // these can hold cards that must go with stock cards.
        let mut excess = [0u8; PAIRING_RANKS];
        let mut nexcess = 0;
        // Their cards.
        let mut excess_cards = 0u32;
        for q in 1..=PAIRING_RANKS {
            if pyr_rank_left[q] > pyr_rank_left[partner(q)] {
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
            let mut m = above & !pr.stock_by_rank[KING];
            while m != 0 {
                let r = t.stock_rank(m.trailing_zeros() as usize) as usize;
                let same = above & pr.stock_by_rank[r];
                if same.count_ones() > (pr.pyr_by_rank[partner(r)] & free).count_ones() {
                    return false;
                }
                m &= !same;
            }
            true
        };
        let dig_ok = |i: usize, j: usize| dig_past(i, waste & !((2u32 << j) - 1));
        let (near, zero) = self.dig_partners(t);
        let mut expose = [0u32; PYRAMID_CARDS];
        let mut with_stock = [FAR_BOUND; PYRAMID_CARDS];
        // A lower bound on when each pyramid card can be removed.
        let mut gone = [0u32; PYRAMID_CARDS];
        let mut must_wait = 0;
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
                    if a > pyr_rank_left[partner(q)] {
                        e = e.max(self.kth(partner(q), a - pyr_rank_left[partner(q)]));
                    }
                }
            }
            expose[i] = e;
            let r = t.pyramid_rank(i) as usize;
            if r == KING {
                gone[i] = e;
                continue;
            }
            let mut best = FAR_BOUND;
            let mut ys = pr.stock_by_rank[partner(r)] & stock_left;
            while ys != 0 {
                let j = ys.trailing_zeros() as usize;
                ys &= ys - 1;
                // (A waste card that can be dug out at all.)
                let stuck = bit_in(self.dig_waste, j) && {
                    let u = pyr_left & (pr.under[i] | 1 << i);
                    u & near[j] != 0 && (u & zero[j] != 0 || !dig_ok(i, j))
                };
                let c = if stuck {
                    // It cannot be dug out while this card stays.
                    e.max(again[j])
                } else if visit[j] >= e {
                    visit[j]
                } else {
                    // Turned up before the card is uncovered: the cards on
                    // it by then must all go, or the walk comes round
                    // again. This card stays until it goes with that one,
                    // so neither it nor a card it covers can take one of
                    // them.
                    let stays = e <= self.ahead && {
                        let window = (waste | first_n[e as usize]) & !((2u32 << j) - 1);
                        clearable(window) && dig_past(i, window)
                    };
                    if stays { e } else { e.max(again[j]) }
                };
                best = best.min(c);
            }
            with_stock[i] = best;
            let partners = pr.pyr_by_rank[partner(r)] & pyr_left & pr.compat[i];
            if partners == 0 {
                must_wait = must_wait.max(best);
            }
            // Its removal time: with a stock card, or with a pyramid
            // partner once both are uncovered (a direct coverer: once it
            // is uncovered). A partner below has its exposure time
            // already; for one above, not reached yet, the times of the
            // cards on it that are already worked out bound it.
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
        (with_stock, must_wait)
    }
}

/// With only the waste top in play: the waste cards that cannot be dug
/// out. Going down the waste from the top, each card dug past must be
/// paired away with a pyramid card of its own (two waste cards are never
/// in play together): the cards under the first one of a rank with more
/// cards down to it than pyramid partners left cannot be dug out. That
/// first card is the highest, over the ranks, of the card of each rank
/// with as many cards of its rank above it as pyramid partners left.
#[inline(always)]
fn undiggable(pr: &Prune, waste: u32, pyr_left: u32) -> u32 {
    let mut cut = 0u32;
    for r in 1..=PAIRING_RANKS {
        let mut m = pr.stock_by_rank[r] & waste;
        if m == 0 {
            continue;
        }
        let p = (pr.pyr_by_rank[partner(r)] & pyr_left).count_ones();
        if m.count_ones() > p {
            for _ in 0..p {
                m &= !(1u32 << (31 - m.leading_zeros()));
            }
            cut = cut.max(1u32 << (31 - m.leading_zeros()));
        }
    }
    if cut != 0 { waste & (cut - 1) } else { 0 }
}

/// The first `n` cards still in the stock, for n from 0 to all of them.
#[inline(always)]
fn first_cards(in_stock: u32) -> [u32; MAX_STOCK + 1] {
    let mut first_n = [0u32; MAX_STOCK + 1];
    let mut acc = 0u32;
    let mut m = in_stock;
    let mut n = 0;
    while m != 0 {
        acc |= m & m.wrapping_neg();
        m &= m - 1;
        n += 1;
        first_n[n] = acc;
    }
    first_n
}

/// For each `(rank, k)` of `needs`, k pyramid cards of the partner rank go
/// with stock cards: the k-th least of their times with a stock card
/// (`with_stock`), the greatest over the needs (a rank has four cards).
#[inline(always)]
fn needs_times(pr: &Prune, pyr_left: u32, needs: u64, with_stock: &[u32; PYRAMID_CARDS]) -> u32 {
    let mut walk = 0;
    for (rank, k) in needs_of(needs) {
        let mut costs = [FAR_BOUND; 4];
        let mut nc = 0;
        let mut m = pr.pyr_by_rank[partner(rank)] & pyr_left;
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

/// A bound past every line: the position cannot be won (public, with the
/// `testing` feature, for the bound tests).
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
