//! Exact solver for Egyptian Solitaire.
//!
//! Two searches over the game tree of a position:
//!
//! - [`analyze`] visits the whole tree and returns exact metrics: the
//!   number of legal first moves and of those that keep the target
//!   reachable, the number of complete games (move sequences to a finished
//!   position) and of those that meet the target, the probability that a
//!   player choosing uniformly at random among legal moves meets it, and
//!   the number of distinct positions (up to symmetry) in the tree.
//! - [`decide`] only answers "can the target be reached", stopping at the
//!   first winning line; it can settle much larger positions.
//!
//! Both give a solution when there is one. Positions are stored in a
//! transposition table under a canonical key: the smallest of the packed
//! encodings of the position under the grid's symmetries (4 for a
//! rectangle, 8 for a square), so mirrored and rotated positions are
//! searched once. Symmetries preserve every line of three squares, so they
//! preserve the set of legal moves and every metric above.
//!
//! A budget on distinct positions ends a search that would outgrow memory
//! with [`SolveError::Budget`] instead of exhausting the machine; a time
//! budget and a [`Watch`] (a stop flag, set by Ctrl-C, and a progress count)
//! are polled every few thousand positions.
//!
//! The files: `limits.rs` (shared types and limits), `reference.rs`
//! (the reference engine, kept as the oracle), `fast.rs` (which positions
//! the fast engines take, and their depth-first `decide`), `position.rs`
//! and `table.rs` (their position, keys and table), `listing.rs`,
//! `layers.rs` and `byte_codes.rs` (the layered full analysis and its two
//! engines), `huge.rs` (their memory). This module only chooses between
//! the engines.

mod byte_codes;
mod chance;
pub mod fast;
mod huge;
mod layers;
mod limits;
mod listing;
mod position;
mod reference;
mod table;

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::board::{Board, IllegalMove, Move};
use crate::target::Target;

pub use self::limits::{
    Analysis, DEFAULT_MAX_POSITIONS, Decision, Limits, Metrics, SolveError, Watch,
};
pub(crate) use self::limits::{check_limits, key_bits};
pub use crate::symmetry::{canonical, symmetries};

/// Full analysis of a position for a target.
pub fn analyze(board: &Board, target: Target, limits: Limits) -> Result<Analysis, SolveError> {
    if fast::supports(board) {
        return layers::analyze(board, target, limits);
    }
    reference::analyze(board, target, limits)
}

/// [`analyze`] on the reference engine (positions as [`Board`]s), which the
/// fast engine must match exactly; for tests and benchmarks (the `testing`
/// feature).
#[cfg(any(test, feature = "testing"))]
pub fn analyze_reference(
    board: &Board,
    target: Target,
    limits: Limits,
) -> Result<Analysis, SolveError> {
    reference::analyze(board, target, limits)
}

/// Whether the target can be reached, with one solution; stops early.
pub fn decide(board: &Board, target: Target, limits: Limits) -> Result<Decision, SolveError> {
    decide_in_order(board, target, limits, None)
}

/// [`decide`] on the reference engine, which the fast engine must match
/// exactly; for tests and benchmarks (the `testing` feature).
#[cfg(any(test, feature = "testing"))]
pub fn decide_reference(
    board: &Board,
    target: Target,
    limits: Limits,
) -> Result<Decision, SolveError> {
    reference::decide_in_order(board, target, limits, None)
}

/// [`decide`], trying moves in a random order drawn from `order` if given.
fn decide_in_order(
    board: &Board,
    target: Target,
    limits: Limits,
    order: Option<ChaCha8Rng>,
) -> Result<Decision, SolveError> {
    if fast::supports(board) {
        return fast::decide(board, target, limits, order);
    }
    reference::decide_in_order(board, target, limits, order)
}

/// A random winning line: like [`decide`], but trying moves in an order
/// drawn from `rng`, so that different calls find different lines.
///
/// A depth-first search in random order has a heavy tail: most attempts
/// finish quickly, a few wander for long. So each attempt gets a budget of
/// `attempt_positions` and, when it runs out, the search restarts with a
/// fresh order, up to `attempts` times. `Ok(None)` means an attempt
/// completed and proved the target unreachable; `Err(Budget)` that every
/// attempt ran out. Deterministic for a given `rng` state.
pub fn random_winning_line(
    board: &Board,
    target: Target,
    attempt_positions: u64,
    attempts: u32,
    rng: &mut ChaCha8Rng,
) -> Result<Option<Vec<Move>>, SolveError> {
    random_line_with(
        board,
        target,
        attempt_positions,
        attempts,
        rng,
        decide_in_order,
    )
}

/// [`random_winning_line`] on the reference engine; for tests (the
/// `testing` feature).
#[cfg(any(test, feature = "testing"))]
pub fn random_winning_line_reference(
    board: &Board,
    target: Target,
    attempt_positions: u64,
    attempts: u32,
    rng: &mut ChaCha8Rng,
) -> Result<Option<Vec<Move>>, SolveError> {
    random_line_with(
        board,
        target,
        attempt_positions,
        attempts,
        rng,
        reference::decide_in_order,
    )
}

type DecideInOrder = fn(&Board, Target, Limits, Option<ChaCha8Rng>) -> Result<Decision, SolveError>;

fn random_line_with(
    board: &Board,
    target: Target,
    attempt_positions: u64,
    attempts: u32,
    rng: &mut ChaCha8Rng,
    decide_in_order: DecideInOrder,
) -> Result<Option<Vec<Move>>, SolveError> {
    let limits = Limits {
        max_positions: attempt_positions,
        ..Limits::default()
    };
    for _ in 0..attempts {
        let order = Some(ChaCha8Rng::seed_from_u64(rng.random::<u64>()));
        match decide_in_order(board, target, limits, order) {
            Ok(d) => return Ok(d.solvable.then_some(d.solution)),
            Err(SolveError::Budget { .. }) => continue,
            Err(e) => return Err(e),
        }
    }
    Err(SolveError::Budget {
        limit: attempt_positions,
    })
}

/// Why a solution does not hold ([`verify_solution`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum VerifyError {
    /// Move `number` (counted from 1) is not legal where it is played.
    #[error("move {number}: {rule}")]
    Illegal { number: usize, rule: IllegalMove },
    #[error("the game is not finished after the last move")]
    NotFinished,
    #[error("the end position does not meet {0}")]
    TargetMissed(Target),
}

/// Replays a solution and checks that it is legal and meets the target.
pub fn verify_solution(start: &Board, moves: &[Move], target: Target) -> Result<(), VerifyError> {
    let mut b = start.clone();
    for (i, &m) in moves.iter().enumerate() {
        b.play(m).map_err(|rule| VerifyError::Illegal {
            number: i + 1,
            rule,
        })?;
    }
    if !b.is_terminal() {
        return Err(VerifyError::NotFinished);
    }
    if !target.is_met_by_end(&b) {
        return Err(VerifyError::TargetMissed(target));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::Ordering;
    use std::time::Duration;

    use super::limits::POLL_EVERY;
    use super::*;
    use crate::board::Size;
    use crate::notation::parse_position;

    #[test]
    fn tiny_position_metrics_by_hand() {
        // a1=S, b1=S: one move each way (a1-c1 and nothing from b1 since
        // a1 cannot be hopped onto from b1 in line... b1 has no square
        // beyond a1). One game, ending with a lone Small on c1.
        let b = parse_position("S,S,./.,.,./.,.,.").unwrap();
        let a = analyze(&b, Target::SMALL, Limits::default()).unwrap();
        assert!(a.solvable);
        assert_eq!(a.metrics.first_moves, 1);
        assert_eq!(a.metrics.games, 1);
        assert_eq!(a.metrics.winning_games, 1);
        assert_eq!(a.metrics.random_success, 1.0);
        assert_eq!(a.solution.len(), 1);
        assert_eq!(a.solution[0].to_string(), "a1-c1");
    }

    #[test]
    fn two_way_choice() {
        // Smalls on a1 and c1 with a Medium between: either Small hops the
        // Medium and lands on the other Small, leaving a stack of two
        // Smalls (2 pips): no lone Small, but a score of 2.
        let b = parse_position("S,M,S/.,.,./.,.,.").unwrap();
        let a = analyze(&b, Target::SMALL, Limits::default()).unwrap();
        assert!(!a.solvable);
        assert!(a.solution.is_empty());
        assert_eq!(a.metrics.first_moves, 2);
        assert_eq!(a.metrics.winning_first_moves, 0);
        assert_eq!(a.metrics.games, 2);
        assert_eq!(a.metrics.winning_games, 0);
        // The two end positions mirror each other: root, one end position.
        assert_eq!(a.metrics.positions, 2);
        let s = analyze(&b, Target::ScoreAtMost(2), Limits::default()).unwrap();
        assert!(s.solvable);
        assert_eq!(s.metrics.winning_games, 2);
        assert_eq!(s.metrics.random_success, 1.0);
        assert_eq!(s.metrics.forced_steps, 0);
    }

    #[test]
    fn time_limit_and_stop_flag_end_the_search() {
        // The 5x5 setup's tree is far beyond a zero time limit: the first
        // poll of the clock ends the search.
        let b = Board::setup(Size::new(5, 5).unwrap());
        let zero = Limits {
            max_time: Some(Duration::ZERO),
            ..Limits::default()
        };
        let e = analyze(&b, Target::SMALL, zero).unwrap_err();
        assert_eq!(e, SolveError::TimeLimit { seconds: 0 });
        let e = decide(&b, Target::SMALL, zero).unwrap_err();
        assert_eq!(e, SolveError::TimeLimit { seconds: 0 });
        static STOPPED: Watch = Watch::new();
        STOPPED.stop.store(true, Ordering::Relaxed);
        let watched = Limits {
            watch: Some(&STOPPED),
            ..Limits::default()
        };
        let e = analyze(&b, Target::SMALL, watched).unwrap_err();
        assert_eq!(e, SolveError::Interrupted);
        // Without a stop, the count of settled positions is reported.
        static COUNTING: Watch = Watch::new();
        let counted = Limits {
            max_positions: 3 * POLL_EVERY as u64,
            watch: Some(&COUNTING),
            ..Limits::default()
        };
        let e = analyze(&b, Target::SMALL, counted).unwrap_err();
        assert!(matches!(e, SolveError::Budget { .. }));
        assert_eq!(
            COUNTING.positions.load(Ordering::Relaxed),
            2 * POLL_EVERY as u64
        );
    }

    #[test]
    fn budget_stops_the_search() {
        let b = Board::setup(Size::STANDARD_3X4);
        let e = analyze(
            &b,
            Target::SMALL,
            Limits {
                max_positions: 1000,
                ..Limits::default()
            },
        )
        .unwrap_err();
        assert_eq!(e, SolveError::Budget { limit: 1000 });
        let empty = Board::empty(Size::new(3, 3).unwrap());
        let d = decide(&empty, Target::ScoreAtMost(0), Limits::default()).unwrap();
        assert!(d.solvable, "an empty board has score 0 and no move");
        let e = decide(
            &b,
            Target::ScoreAtMost(0),
            Limits {
                max_positions: 10,
                ..Limits::default()
            },
        );
        assert!(matches!(
            e,
            Ok(Decision {
                solvable: false,
                ..
            })
        ));
    }
}
