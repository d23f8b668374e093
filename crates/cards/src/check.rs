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
    /// Step `number` (from 1) breaks a rule.
    Illegal { number: usize, why: String },
    /// Step `number` is legal, but after it the deal cannot be won.
    Loses { number: usize },
    /// The steps are legal and the deal can still be won after the last
    /// one, but the list ends there.
    Short { steps: usize },
    /// The deal cannot be won from its start at all.
    Unwinnable,
}

/// Where `card` is in position `s`, when it is not free to take: why.
fn not_free(t: &Table, s: &State, card: Card) -> String {
    if let Some(i) = t.deal().pyramid().iter().position(|&c| c == card) {
        if s.pyramid & (1 << i) != 0 {
            return format!("{card} was already taken away");
        }
        return format!("{card} is still covered by a card of the row below");
    }
    if let Some(j) = t.deal().stock().iter().position(|&c| c == card) {
        if s.stock & (1 << j) != 0 {
            return format!("{card} was already taken away");
        }
        if j < s.ptr as usize {
            return format!("{card} is on the waste under another card");
        }
        return format!("{card} is still in the stock, face down");
    }
    format!("{card} is not in this deal")
}

/// The legal move a written step names, or why there is none.
fn find(t: &Table, s: &State, step: Step) -> Result<Move, String> {
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
    match step {
        Step::Draw(_) => {
            if legal.contains(&Move::Draw) {
                Ok(Move::Draw)
            } else if t.is_won(s) {
                Err("the deal is already won".into())
            } else if t.can_reset(s) {
                Err("the stock is empty: turn the waste over first (reset)".into())
            } else {
                Err("the stock is empty and no pass through it is left".into())
            }
        }
        Step::Reset => {
            if legal.contains(&Move::Reset) {
                Ok(Move::Reset)
            } else if t.stock_top(s).is_some() {
                Err(
                    "the stock still has cards: the waste is turned over only once it is empty"
                        .into(),
                )
            } else if !t.passes_left(s) {
                match t.rules().passes {
                    Passes::Limited(n) => Err(format!(
                        "these rules allow {n} pass{} through the stock",
                        if n == 1 { "" } else { "es" }
                    )),
                    Passes::Unlimited => Err("no pass through the stock is left".into()),
                }
            } else {
                Err("the waste is empty: there is nothing to turn over".into())
            }
        }
        Step::Single(c) => {
            if c.rank() != 13 {
                return Err(format!(
                    "only a King is taken away alone; {c} needs a card adding up to 13 with it"
                ));
            }
            legal
                .iter()
                .find(|m| matches!(m, Move::King(l) if l.card == c))
                .copied()
                .ok_or_else(|| not_free(t, s, c))
        }
        Step::Pair(a, b) => {
            let sum = a.rank() + b.rank();
            if a.rank() == 13 || b.rank() == 13 {
                return Err("a King is taken away alone, never in a pair".into());
            }
            if sum != 13 {
                return Err(format!("{a} and {b} add up to {sum}, not 13"));
            }
            if let Some(m) = legal.iter().find(|m| match m {
                Move::Pair(x, y) => (x.card, y.card) == (a, b) || (x.card, y.card) == (b, a),
                _ => false,
            }) {
                return Ok(*m);
            }
            for c in [a, b] {
                if !exposed(c) && !free(c) {
                    // A card covered only by its partner may pair with it
                    // when the rules allow it; then the partner is named.
                    return Err(if t.rules().overlap_pairing {
                        not_free(t, s, c)
                    } else {
                        format!(
                            "{} (under these rules a card may not pair with the card covering it)",
                            not_free(t, s, c)
                        )
                    });
                }
            }
            Err(format!("{a} and {b} cannot be taken away together here"))
        }
    }
}

/// The position after `steps` from the deal's start, playing each step as
/// far as it is legal (the position before the first illegal one).
pub fn replay(t: &Table, steps: &[WrittenStep]) -> State {
    let mut s = t.start();
    for w in steps {
        let times = match w.step {
            Step::Draw(n) => n,
            _ => 1,
        };
        for _ in 0..times {
            match find(t, &s, w.step) {
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
        let times = match w.step {
            Step::Draw(n) => n,
            _ => 1,
        };
        for k in 0..times {
            match find(t, &s, w.step) {
                Ok(m) => s = t.apply(&s, &m),
                Err(why) if times > 1 => {
                    return Verdict::Illegal {
                        number,
                        why: format!("draw {} of {times}: {why}", k + 1),
                    };
                }
                Err(why) => return Verdict::Illegal { number, why },
            }
        }
        if t.is_won(&s) {
            if number < steps.len() {
                return Verdict::Illegal {
                    number: number + 1,
                    why: "the deal is already won".into(),
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
        assert!(matches!(
            check_steps(&t, &bad),
            Verdict::Illegal { number: 1, ref why } if why.contains("add up to 14")
        ));
        let alone = parse_move_list("5H").expect("reads");
        assert!(matches!(
            check_steps(&t, &alone),
            Verdict::Illegal { number: 1, ref why } if why.contains("only a King")
        ));
    }
}
