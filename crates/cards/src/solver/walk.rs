//! The macro moves of the shortest-line search, and the stock walk they
//! are found along.

use super::prune::Prune;
use crate::engine::{Loc, Move, Place, State, StockAvail, Table};
use crate::rules::{Availability, Passes};

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
