//! Checking a written move list against a puzzle: it solves the puzzle,
//! or the first move that went wrong and why (illegal, in the rules'
//! words, or legal but after it the target can no longer be met, which
//! the solver decides), or it stops before the goal.

use super::board::{Board, IllegalMove, Move};
use super::solver::{self, Limits, SolveError};
use super::target::Target;

/// What a move list does to a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Every move is legal and the last one meets the target.
    Solved { moves: usize },
    /// Move `number` (from 1) breaks a rule.
    Illegal {
        number: usize,
        mv: Move,
        why: IllegalMove,
    },
    /// Move `number` is legal, but after it the target cannot be met.
    Loses { number: usize, mv: Move },
    /// The moves are legal and the target can still be met after the last
    /// one, but the list ends there.
    Short { moves: usize },
    /// The target cannot be met from the start position at all.
    Unsolvable,
}

/// Checks `moves` from `start` towards `target`, deciding with the solver
/// (within `limits`) whether the target can still be met after each move.
pub fn check_moves(
    start: &Board,
    target: Target,
    moves: &[Move],
    limits: Limits,
) -> Result<Verdict, SolveError> {
    if !solver::decide(start, target, limits)?.solvable {
        return Ok(Verdict::Unsolvable);
    }
    let mut board = start.clone();
    for (i, &mv) in moves.iter().enumerate() {
        let number = i + 1;
        if let Err(why) = board.play(mv) {
            return Ok(Verdict::Illegal { number, mv, why });
        }
        if target.is_met(&board) {
            // Any move after the end is illegal: none is left.
            if let Some(&next) = moves.get(number) {
                let why = board
                    .check(next)
                    .err()
                    .unwrap_or(IllegalMove::NotAHop { mv: next });
                return Ok(Verdict::Illegal {
                    number: number + 1,
                    mv: next,
                    why,
                });
            }
            return Ok(Verdict::Solved { moves: number });
        }
        if !solver::decide(&board, target, limits)?.solvable {
            return Ok(Verdict::Loses { number, mv });
        }
    }
    Ok(Verdict::Short { moves: moves.len() })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Size;
    use crate::generator::{Spec, Tier, generate};

    #[test]
    fn a_solution_solves_and_its_faults_are_found() {
        let spec = Spec {
            grid: Size::STANDARD_3X4,
            target: Target::SMALL,
            tier: Tier::Medium,
            count: 1,
            seed: 11,
        };
        let p = &generate(&spec).expect("puzzle")[0];
        let start = p.position.clone();
        let sol = &p.solution;
        let check =
            |m: &[Move]| check_moves(&start, p.target, m, Limits::default()).expect("decides");
        assert_eq!(check(sol), Verdict::Solved { moves: sol.len() });
        assert_eq!(check(&sol[..2]), Verdict::Short { moves: 2 });
        // A legal move after which the target cannot be met, found by
        // trying the legal moves of the start.
        let losing = start.legal_moves().into_iter().find(|&m| {
            let mut b = start.clone();
            b.play(m).is_ok()
                && !solver::decide(&b, p.target, Limits::default())
                    .expect("decides")
                    .solvable
        });
        if let Some(m) = losing {
            assert_eq!(check(&[m]), Verdict::Loses { number: 1, mv: m });
        }
        // A move repeated right away is illegal (its origin is now empty or
        // it no longer hops).
        let twice = [sol[0], sol[0]];
        assert!(matches!(check(&twice), Verdict::Illegal { number: 2, .. }));
    }
}
