//! The rules engine: positions of a deal in play, legal moves, applying
//! moves. One engine serves every rule combination ([`Rules`]) and every
//! pyramid height (1 to 7 rows) and stock size (0 to 24 cards).
//!
//! **Position.** A [`State`] is a few integers: which pyramid cards are
//! removed (one bit per card), which stock cards are removed (one bit per
//! card of the original stock order), the stock pointer and the pass
//! number. Stock and waste together always hold the remaining stock cards
//! in their original order: those before the pointer are the waste (the
//! last one is the waste top), those from the pointer on are the stock (the
//! first one is the stock top). This holds across redeals too, because a
//! redeal turns the waste over into the stock without changing its order.
//!
//! **Canonical form.** After every move the pointer is moved back to just
//! after the waste top (or 0 when the waste is empty), and the pass number
//! is set to 0 where it can no longer matter (unlimited passes, or no stock
//! or waste cards left). Equal situations therefore have equal states,
//! which the solver's transposition table relies on.
//!
//! **Move notation.** `draw`, `reset`, a King removed alone as its card
//! (`KS`), a pair as its two cards joined by `+` (`5H+8C`), pyramid card
//! first. In a standard deal every card is unique, so the cards name the
//! move.

use std::fmt;

use super::deal::{Card, Deal};
use super::rules::{Availability, Passes, Rules, Win};

/// Where an available card lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// Pyramid index, row by row from the top.
    Pyramid(u8),
    /// Index in the original stock order (0 = first card drawn); the card
    /// is on the waste or is the face-up stock top.
    Stock(u8),
}

/// An available card and where it lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Loc {
    pub place: Place,
    pub card: Card,
}

/// One move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Turn the top stock card onto the waste.
    Draw,
    /// Turn the waste over into an empty stock (starts the next pass).
    Reset,
    /// Remove an available King.
    King(Loc),
    /// Remove two cards whose ranks sum to 13.
    Pair(Loc, Loc),
}

impl Move {
    /// How many cards the move removes.
    pub fn removed(&self) -> usize {
        match self {
            Move::Draw | Move::Reset => 0,
            Move::King(_) => 1,
            Move::Pair(..) => 2,
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Draw => f.write_str("draw"),
            Move::Reset => f.write_str("reset"),
            Move::King(l) => write!(f, "{}", l.card),
            Move::Pair(a, b) => write!(f, "{}+{}", a.card, b.card),
        }
    }
}

/// A position of a deal in play (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct State {
    /// Bit i set: pyramid card i removed.
    pub pyramid: u32,
    /// Bit i set: stock card i (original order) removed.
    pub stock: u32,
    /// Stock cards with index below this are on the waste.
    pub ptr: u8,
    /// Pass number, 0 for the first pass.
    pub pass: u8,
}

impl State {
    /// A 64-bit key: 28 pyramid bits, 24 stock bits, 5 pointer bits and 7
    /// pass bits.
    pub fn key(&self) -> u64 {
        (self.pyramid as u64)
            | ((self.stock as u64) << 28)
            | ((self.ptr as u64) << 52)
            | ((self.pass as u64) << 57)
    }

    /// The state of a [`State::key`].
    pub fn from_key(key: u64) -> State {
        State {
            pyramid: (key & 0x0fff_ffff) as u32,
            stock: ((key >> 28) & 0x00ff_ffff) as u32,
            ptr: ((key >> 52) & 0x1f) as u8,
            pass: ((key >> 57) & 0x7f) as u8,
        }
    }
}

/// An illegal move in a replay.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("move {number} '{text}' is not legal here")]
pub struct IllegalMove {
    pub number: usize,
    pub text: String,
}

/// A deal prepared for play under one rule set: ranks, cover relation and
/// masks, computed once.
#[derive(Clone, Debug)]
pub struct Table {
    rules: Rules,
    deal: Deal,
    npyr: usize,
    nstock: usize,
    pyr_rank: [u8; 28],
    stock_rank: [u8; 24],
    /// Bits of the (up to two) cards covering each pyramid card.
    cover: [u32; 28],
    full_pyr: u32,
    full_stock: u32,
}

/// The cards available from stock and waste: up to two waste cards and
/// the stock top (stock indices), as far as the rules allow.
#[derive(Clone, Copy, Debug, Default)]
pub struct StockAvail {
    pub idx: [u8; 2],
    pub len: usize,
}

impl Table {
    pub fn new(deal: &Deal, rules: Rules) -> Table {
        let npyr = deal.pyramid().len();
        let nstock = deal.stock().len();
        let rows = deal.rows();
        let mut pyr_rank = [0u8; 28];
        let mut stock_rank = [0u8; 24];
        for (i, c) in deal.pyramid().iter().enumerate() {
            pyr_rank[i] = c.rank();
        }
        for (i, c) in deal.stock().iter().enumerate() {
            stock_rank[i] = c.rank();
        }
        let mut cover = [0u32; 28];
        for r in 0..rows.saturating_sub(1) {
            for k in 0..=r {
                let i = r * (r + 1) / 2 + k;
                let below = (r + 1) * (r + 2) / 2 + k;
                cover[i] = (1 << below) | (1 << (below + 1));
            }
        }
        Table {
            rules,
            deal: deal.clone(),
            npyr,
            nstock,
            pyr_rank,
            stock_rank,
            cover,
            full_pyr: ((1u64 << npyr) - 1) as u32,
            full_stock: ((1u64 << nstock) - 1) as u32,
        }
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn deal(&self) -> &Deal {
        &self.deal
    }

    pub fn pyramid_len(&self) -> usize {
        self.npyr
    }

    pub fn stock_len(&self) -> usize {
        self.nstock
    }

    /// The starting position.
    pub fn start(&self) -> State {
        State {
            pyramid: 0,
            stock: 0,
            ptr: 0,
            pass: 0,
        }
    }

    /// Whether the game is won.
    pub fn is_won(&self, s: &State) -> bool {
        match self.rules.win {
            Win::PyramidEmpty => s.pyramid == self.full_pyr,
            Win::AllCards => s.pyramid == self.full_pyr && s.stock == self.full_stock,
        }
    }

    /// Remaining stock cards (stock and waste together).
    fn remaining_stock(&self, s: &State) -> u32 {
        !s.stock & self.full_stock
    }

    /// Mask of pyramid cards that are exposed (present, nothing on them).
    pub fn exposed(&self, s: &State) -> u32 {
        let mut m = 0;
        let mut left = !s.pyramid & self.full_pyr;
        while left != 0 {
            let i = left.trailing_zeros() as usize;
            left &= left - 1;
            if self.cover[i] & !s.pyramid == 0 {
                m |= 1 << i;
            }
        }
        m
    }

    /// Pyramid cards still lying on pyramid card `i` in `s`, as a mask.
    pub fn covering(&self, s: &State, i: usize) -> u32 {
        self.cover[i] & !s.pyramid
    }

    /// Index of the stock top, if the stock is not empty.
    pub fn stock_top(&self, s: &State) -> Option<u8> {
        let m = self.remaining_stock(s) & !((1u32 << s.ptr) - 1);
        (m != 0).then(|| m.trailing_zeros() as u8)
    }

    /// Waste cards from the top: the waste top first, then the one below.
    pub fn waste_top_two(&self, s: &State) -> [Option<u8>; 2] {
        let mut m = self.remaining_stock(s) & ((1u32 << s.ptr) - 1);
        let mut out = [None; 2];
        for o in out.iter_mut() {
            if m == 0 {
                break;
            }
            let i = 31 - m.leading_zeros();
            *o = Some(i as u8);
            m &= !(1 << i);
        }
        out
    }

    /// The stock and waste cards available under the rules.
    pub fn stock_avail(&self, s: &State) -> StockAvail {
        let mut a = StockAvail::default();
        let [w1, w2] = self.waste_top_two(s);
        let second = match self.rules.availability {
            Availability::WasteTop => None,
            Availability::WasteTopPlusDrawn => self.stock_top(s),
            Availability::TopTwoWaste => w2,
        };
        for i in [w1, second].into_iter().flatten() {
            a.idx[a.len] = i;
            a.len += 1;
        }
        a
    }

    fn pyr_loc(&self, i: usize) -> Loc {
        Loc {
            place: Place::Pyramid(i as u8),
            card: self.deal.pyramid()[i],
        }
    }

    fn stock_loc(&self, i: u8) -> Loc {
        Loc {
            place: Place::Stock(i),
            card: self.deal.stock()[i as usize],
        }
    }

    /// All legal moves, in a fixed order: Kings, pyramid pairs, pyramid
    /// card with stock/waste card, stock/waste pairs, draw, reset. Empty
    /// when the game is won or lost.
    pub fn legal_moves(&self, s: &State, out: &mut Vec<Move>) {
        out.clear();
        if self.is_won(s) {
            return;
        }
        let exposed = self.exposed(s);
        let avail = self.stock_avail(s);
        // Kings.
        let mut m = exposed;
        while m != 0 {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            if self.pyr_rank[i] == 13 {
                out.push(Move::King(self.pyr_loc(i)));
            }
        }
        for &j in &avail.idx[..avail.len] {
            if self.stock_rank[j as usize] == 13 {
                out.push(Move::King(self.stock_loc(j)));
            }
        }
        // Pyramid pairs: two exposed cards, or (overlap) a card and the
        // only card still covering it.
        let mut m = exposed;
        while m != 0 {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            let mut n = m;
            while n != 0 {
                let j = n.trailing_zeros() as usize;
                n &= n - 1;
                if self.pyr_rank[i] + self.pyr_rank[j] == 13 {
                    out.push(Move::Pair(self.pyr_loc(i), self.pyr_loc(j)));
                }
            }
        }
        if self.rules.overlap_pairing {
            let mut m = !s.pyramid & !exposed & self.full_pyr;
            while m != 0 {
                let i = m.trailing_zeros() as usize;
                m &= m - 1;
                let on = self.cover[i] & !s.pyramid;
                if on.count_ones() == 1 && on & exposed != 0 {
                    let j = on.trailing_zeros() as usize;
                    if self.pyr_rank[i] + self.pyr_rank[j] == 13 {
                        out.push(Move::Pair(self.pyr_loc(i), self.pyr_loc(j)));
                    }
                }
            }
        }
        // Pyramid card with a stock/waste card.
        let mut m = exposed;
        while m != 0 {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            for &j in &avail.idx[..avail.len] {
                if self.pyr_rank[i] + self.stock_rank[j as usize] == 13 {
                    out.push(Move::Pair(self.pyr_loc(i), self.stock_loc(j)));
                }
            }
        }
        // Two stock/waste cards.
        if avail.len == 2 {
            let (a, b) = (avail.idx[0], avail.idx[1]);
            if self.stock_rank[a as usize] + self.stock_rank[b as usize] == 13 {
                out.push(Move::Pair(self.stock_loc(a), self.stock_loc(b)));
            }
        }
        if self.stock_top(s).is_some() {
            out.push(Move::Draw);
        } else if self.can_reset(s) {
            out.push(Move::Reset);
        }
    }

    /// The next position of the stock walk: a draw while the stock has
    /// cards, otherwise a redeal if one is allowed.
    pub fn step(&self, s: &State) -> Option<(Move, State)> {
        let mv = if self.stock_top(s).is_some() {
            Move::Draw
        } else if self.can_reset(s) {
            Move::Reset
        } else {
            return None;
        };
        Some((mv, self.apply(s, &mv)))
    }

    /// The available stock/waste card `i` as a location.
    pub fn stock_card(&self, i: u8) -> Loc {
        self.stock_loc(i)
    }

    /// Pyramid card `i` as a location.
    pub fn pyramid_card(&self, i: usize) -> Loc {
        self.pyr_loc(i)
    }

    /// Whether a redeal is legal now.
    pub fn can_reset(&self, s: &State) -> bool {
        let waste = self.remaining_stock(s) & ((1u32 << s.ptr) - 1);
        waste != 0 && self.passes_left(s)
    }

    /// Whether the rules allow another pass through the stock after the
    /// one `s` is in.
    pub fn passes_left(&self, s: &State) -> bool {
        match self.rules.passes {
            Passes::Unlimited => true,
            Passes::Limited(n) => s.pass + 1 < n,
        }
    }

    /// The position after a move, in canonical form. The move must be one
    /// of [`Table::legal_moves`] for `s`.
    pub fn apply(&self, s: &State, mv: &Move) -> State {
        let mut t = *s;
        let mut remove = |l: &Loc| match l.place {
            Place::Pyramid(i) => t.pyramid |= 1 << i,
            Place::Stock(i) => t.stock |= 1 << i,
        };
        match mv {
            Move::Draw => {
                if let Some(top) = self.stock_top(s) {
                    t.ptr = top + 1;
                }
            }
            Move::Reset => {
                t.ptr = 0;
                t.pass = s.pass.saturating_add(1);
            }
            Move::King(l) => remove(l),
            Move::Pair(a, b) => {
                remove(a);
                remove(b);
            }
        }
        self.canonical(t)
    }

    fn canonical(&self, mut t: State) -> State {
        let rem = self.remaining_stock(&t);
        let waste = rem & ((1u32 << t.ptr) - 1);
        t.ptr = if waste == 0 {
            0
        } else {
            32 - waste.leading_zeros() as u8
        };
        if rem == 0 || self.rules.passes == Passes::Unlimited {
            t.pass = 0;
        }
        t
    }

    /// Whether `mv` is legal in `s`.
    pub fn is_legal(&self, s: &State, mv: &Move) -> bool {
        let mut v = Vec::new();
        self.legal_moves(s, &mut v);
        v.iter().any(|m| same_move(m, mv))
    }

    /// Finds the legal move written as `text` (case-insensitive; the two
    /// cards of a pair in either order).
    pub fn find_move(&self, s: &State, text: &str) -> Option<Move> {
        let want = text.trim().to_ascii_uppercase();
        let mut v = Vec::new();
        self.legal_moves(s, &mut v);
        v.into_iter().find(|m| {
            let t = m.to_string().to_ascii_uppercase();
            if t == want {
                return true;
            }
            match m {
                Move::Pair(a, b) => format!("{}+{}", b.card, a.card) == want,
                _ => false,
            }
        })
    }

    /// Replays moves from the start; returns the final position, or the
    /// first illegal move.
    pub fn replay(&self, moves: &[Move]) -> Result<State, IllegalMove> {
        let mut s = self.start();
        for (k, mv) in moves.iter().enumerate() {
            if !self.is_legal(&s, mv) {
                return Err(IllegalMove {
                    number: k + 1,
                    text: mv.to_string(),
                });
            }
            s = self.apply(&s, mv);
        }
        Ok(s)
    }

    /// Replays moves written in notation, separated by spaces.
    pub fn replay_text(&self, text: &str) -> Result<(State, Vec<Move>), IllegalMove> {
        let mut s = self.start();
        let mut moves = Vec::new();
        for (k, tok) in text.split_whitespace().enumerate() {
            let mv = self.find_move(&s, tok).ok_or_else(|| IllegalMove {
                number: k + 1,
                text: tok.to_string(),
            })?;
            s = self.apply(&s, &mv);
            moves.push(mv);
        }
        Ok((s, moves))
    }

    /// Rank of pyramid card `i`.
    pub fn pyramid_rank(&self, i: usize) -> u8 {
        self.pyr_rank[i]
    }

    /// Rank of stock card `i`.
    pub fn stock_rank(&self, i: usize) -> u8 {
        self.stock_rank[i]
    }

    /// Full masks (all pyramid cards, all stock cards).
    pub fn full_masks(&self) -> (u32, u32) {
        (self.full_pyr, self.full_stock)
    }
}

/// Equal moves, a pair's cards in either order.
fn same_move(a: &Move, b: &Move) -> bool {
    match (a, b) {
        (Move::Pair(a1, a2), Move::Pair(b1, b2)) => {
            (a1 == b1 && a2 == b2) || (a1 == b2 && a2 == b1)
        }
        _ => a == b,
    }
}
