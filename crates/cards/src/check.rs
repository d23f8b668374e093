//! Checking a written move list against a deal: it wins, or the first
//! step that went wrong and why (illegal, in the rules' words, or legal
//! but after it the deal can no longer be won, which the solver
//! decides), or it stops before the goal.

use crate::deal::Card;
use crate::engine::{Move, State, Table};
use crate::rules::Passes;
use crate::solver::decide_from;
use crate::written::{Step, WrittenStep};

/// What a move list does to a deal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Every step is legal and the last one wins.
    Won { steps: usize },
    /// Step `number` (from 1) breaks a rule: `why`; for a folded draw
    /// (`draw x3`), `draw` is which of its draws (from 1) and how many.
    Illegal {
        number: usize,
        why: Fault,
        draw: Option<(usize, usize)>,
    },
    /// Step `number` is legal, but after it the deal cannot be won.
    Loses { number: usize },
    /// The steps are legal and the deal can still be won after the last
    /// one, but the list ends there.
    Short { steps: usize },
    /// The deal cannot be won from its start at all.
    Unwinnable,
}

impl Verdict {
    /// Why an illegal step is illegal, as the command line says it
    /// (`draw 2 of 3: ...` inside a folded draw).
    pub fn why(&self) -> Option<String> {
        match self {
            Verdict::Illegal {
                why,
                draw: Some((k, n)),
                ..
            } => Some(format!("draw {k} of {n}: {why}")),
            Verdict::Illegal { why, .. } => Some(why.to_string()),
            _ => None,
        }
    }
}

/// Where a card lies that is not free to take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lies {
    /// It was taken away by an earlier step.
    Taken,
    /// In the pyramid, under a card of the row below.
    Covered,
    /// On the waste, under another card.
    UnderOnWaste,
    /// In the stock, face down.
    InStock,
    /// Not a card of this deal at all.
    NotInDeal,
}

/// Why a written step is not legal where it is played: what the command
/// line says in English (its `Display`) and the page words in its
/// language (from [`Fault::code`] and the cards).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Fault {
    #[error("the deal is already won")]
    AlreadyWon,
    #[error("the stock is empty: turn the waste over first (reset)")]
    StockEmpty,
    #[error("the stock is empty and no pass through it is left")]
    StockUsedUp,
    #[error("the stock still has cards: the waste is turned over only once it is empty")]
    StockHasCards,
    #[error("these rules allow {0} pass{s} through the stock", s = if *.0 == 1 { "" } else { "es" })]
    PassesUsed(u8),
    #[error("no pass through the stock is left")]
    NoPassLeft,
    #[error("the waste is empty: there is nothing to turn over")]
    WasteEmpty,
    #[error("only a King is taken away alone; {0} needs a card adding up to 13 with it")]
    NotAKing(Card),
    #[error("a King is taken away alone, never in a pair")]
    KingInPair,
    #[error("{0} and {1} add up to {2}, not 13")]
    Sum(Card, Card, u8),
    /// `card` is not free: where it lies; `no_overlap`: the rules forbid
    /// pairing a card with the one covering it, which the player may have
    /// meant.
    #[error("{}", not_free_text(*card, *lies, *no_overlap))]
    NotFree {
        card: Card,
        lies: Lies,
        no_overlap: bool,
    },
    #[error("{0} and {1} cannot be taken away together here")]
    NotTogether(Card, Card),
}

fn not_free_text(card: Card, lies: Lies, no_overlap: bool) -> String {
    let what = match lies {
        Lies::Taken => format!("{card} was already taken away"),
        Lies::Covered => format!("{card} is still covered by a card of the row below"),
        Lies::UnderOnWaste => format!("{card} is on the waste under another card"),
        Lies::InStock => format!("{card} is still in the stock, face down"),
        Lies::NotInDeal => format!("{card} is not in this deal"),
    };
    if no_overlap {
        format!("{what} (under these rules a card may not pair with the card covering it)")
    } else {
        what
    }
}

impl Fault {
    /// The fault's name, for a page to word it: `already-won`,
    /// `stock-empty`, ..., and for a card that is not free where it lies
    /// (`taken`, `covered`, `waste-under`, `in-stock`, `not-in-deal`).
    pub fn code(&self) -> &'static str {
        match self {
            Fault::AlreadyWon => "already-won",
            Fault::StockEmpty => "stock-empty",
            Fault::StockUsedUp => "stock-used-up",
            Fault::StockHasCards => "stock-has-cards",
            Fault::PassesUsed(_) => "passes-used",
            Fault::NoPassLeft => "no-pass-left",
            Fault::WasteEmpty => "waste-empty",
            Fault::NotAKing(_) => "not-a-king",
            Fault::KingInPair => "king-in-pair",
            Fault::Sum(..) => "sum",
            Fault::NotFree { lies, .. } => match lies {
                Lies::Taken => "taken",
                Lies::Covered => "covered",
                Lies::UnderOnWaste => "waste-under",
                Lies::InStock => "in-stock",
                Lies::NotInDeal => "not-in-deal",
            },
            Fault::NotTogether(..) => "not-together",
        }
    }

    /// The cards the fault names, in its order.
    pub fn cards(&self) -> Vec<Card> {
        match *self {
            Fault::NotAKing(c) | Fault::NotFree { card: c, .. } => vec![c],
            Fault::Sum(a, b, _) | Fault::NotTogether(a, b) => vec![a, b],
            _ => Vec::new(),
        }
    }
}

/// Where `card` is in position `s`, when it is not free to take.
fn lies(t: &Table, s: &State, card: Card) -> Lies {
    if let Some(i) = t.deal().pyramid().iter().position(|&c| c == card) {
        if s.pyramid & (1 << i) != 0 {
            return Lies::Taken;
        }
        return Lies::Covered;
    }
    if let Some(j) = t.deal().stock().iter().position(|&c| c == card) {
        if s.stock & (1 << j) != 0 {
            return Lies::Taken;
        }
        if j < s.ptr as usize {
            return Lies::UnderOnWaste;
        }
        return Lies::InStock;
    }
    Lies::NotInDeal
}

/// The legal move a written step names in position `s` (one draw of a
/// folded draw), or why there is none.
pub fn find_step(t: &Table, s: &State, step: Step) -> Result<Move, Fault> {
    let mut legal = Vec::new();
    t.legal_moves(s, &mut legal);
    let free = |c: Card| {
        legal.iter().any(|m| match m {
            Move::King(l) => l.card == c,
            Move::Pair(a, b) => a.card == c || b.card == c,
            _ => false,
        })
    };
    // Free means uncovered pyramid card or an available stock/waste card,
    // whether or not it has a partner now.
    let exposed = |c: Card| {
        let pyr = t.deal().pyramid().iter().position(|&x| x == c);
        match pyr {
            Some(i) => s.pyramid & (1 << i) == 0 && t.exposed(s) & (1 << i) != 0,
            None => {
                let av = t.stock_avail(s);
                av.idx[..av.len]
                    .iter()
                    .any(|&j| t.deal().stock()[j as usize] == c)
            }
        }
    };
    if t.is_won(s) {
        return Err(Fault::AlreadyWon);
    }
    match step {
        Step::Draw(_) => {
            if legal.contains(&Move::Draw) {
                Ok(Move::Draw)
            } else if t.can_reset(s) {
                Err(Fault::StockEmpty)
            } else {
                Err(Fault::StockUsedUp)
            }
        }
        Step::Reset => {
            if legal.contains(&Move::Reset) {
                Ok(Move::Reset)
            } else if t.stock_top(s).is_some() {
                Err(Fault::StockHasCards)
            } else if !t.passes_left(s) {
                match t.rules().passes {
                    Passes::Limited(n) => Err(Fault::PassesUsed(n)),
                    Passes::Unlimited => Err(Fault::NoPassLeft),
                }
            } else {
                Err(Fault::WasteEmpty)
            }
        }
        Step::Single(c) => {
            if c.rank() != 13 {
                return Err(Fault::NotAKing(c));
            }
            legal
                .iter()
                .find(|m| matches!(m, Move::King(l) if l.card == c))
                .copied()
                .ok_or_else(|| Fault::NotFree {
                    card: c,
                    lies: lies(t, s, c),
                    no_overlap: false,
                })
        }
        Step::Pair(a, b) => {
            let sum = a.rank() + b.rank();
            if a.rank() == 13 || b.rank() == 13 {
                return Err(Fault::KingInPair);
            }
            if sum != 13 {
                return Err(Fault::Sum(a, b, sum));
            }
            if let Some(m) = legal.iter().find(|m| match m {
                Move::Pair(x, y) => (x.card, y.card) == (a, b) || (x.card, y.card) == (b, a),
                _ => false,
            }) {
                return Ok(*m);
            }
            let at = |c: Card| t.deal().pyramid().iter().position(|&x| x == c);
            for (c, other) in [(a, b), (b, a)] {
                if !exposed(c) && !free(c) {
                    // A card covered only by its partner may pair with it
                    // when the rules allow it; under rules that do not,
                    // the player is told so.
                    let lies = lies(t, s, c);
                    let on_it = match (at(c), at(other)) {
                        (Some(i), Some(j)) => t.covering(s, i) & (1 << j) != 0,
                        _ => false,
                    };
                    return Err(Fault::NotFree {
                        card: c,
                        lies,
                        no_overlap: !t.rules().overlap_pairing && lies == Lies::Covered && on_it,
                    });
                }
            }
            Err(Fault::NotTogether(a, b))
        }
    }
}

/// The position after `steps` from the deal's start, playing each step as
/// far as it is legal (the position before the first illegal one).
pub fn replay(t: &Table, steps: &[WrittenStep]) -> State {
    let mut s = t.start();
    for w in steps {
        let times = w.step.times();
        for _ in 0..times {
            match find_step(t, &s, w.step) {
                Ok(m) => s = t.apply(&s, &m),
                Err(_) => return s,
            }
        }
    }
    s
}

/// Checks `steps` from the start of the table's deal.
pub fn check_steps(t: &Table, steps: &[WrittenStep]) -> Verdict {
    let mut s = t.start();
    if !decide_from(t, s).winnable {
        return Verdict::Unwinnable;
    }
    for (i, w) in steps.iter().enumerate() {
        let number = i + 1;
        let times = w.step.times();
        for k in 0..times {
            match find_step(t, &s, w.step) {
                Ok(m) => s = t.apply(&s, &m),
                Err(why) => {
                    return Verdict::Illegal {
                        number,
                        why,
                        draw: (times > 1).then_some((k + 1, times)),
                    };
                }
            }
        }
        if t.is_won(&s) {
            if number < steps.len() {
                return Verdict::Illegal {
                    number: number + 1,
                    why: Fault::AlreadyWon,
                    draw: None,
                };
            }
            return Verdict::Won { steps: number };
        }
        if !decide_from(t, s).winnable {
            return Verdict::Loses { number };
        }
    }
    Verdict::Short { steps: steps.len() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generator::{Tier, generate};
    use crate::rules::Rules;
    use crate::written::parse_move_list;

    /// The key's steps written as a player would: folded draws and all.
    fn written(moves: &[Move]) -> String {
        let mut out = Vec::new();
        let mut i = 0;
        while i < moves.len() {
            if moves[i] == Move::Draw {
                let run = moves[i..].iter().take_while(|m| **m == Move::Draw).count();
                out.push(format!("draw x{run}"));
                i += run;
            } else {
                out.push(moves[i].to_string());
                i += 1;
            }
        }
        out.join(", ")
    }

    #[test]
    fn the_solution_wins_and_faults_are_found() {
        let p = &generate(Rules::pyramid(), Tier::Easy, 1, 5).expect("deal")[0];
        let t = Table::new(&p.deal, p.rules);
        let text = written(&p.solution);
        let steps = parse_move_list(&text).expect("reads");
        assert_eq!(check_steps(&t, &steps), Verdict::Won { steps: steps.len() });
        assert_eq!(check_steps(&t, &steps[..1]), Verdict::Short { steps: 1 });
        // A pair that does not add up to 13.
        let bad = parse_move_list("5H+9C").expect("reads");
        let v = check_steps(&t, &bad);
        assert!(matches!(
            v,
            Verdict::Illegal {
                number: 1,
                why: Fault::Sum(_, _, 14),
                draw: None
            }
        ));
        assert_eq!(v.why().as_deref(), Some("5H and 9C add up to 14, not 13"));
        let alone = parse_move_list("5H").expect("reads");
        let v = check_steps(&t, &alone);
        assert!(matches!(
            v,
            Verdict::Illegal {
                number: 1,
                why: Fault::NotAKing(_),
                ..
            }
        ));
        assert!(v.why().is_some_and(|w| w.starts_with("only a King")));
    }
}
