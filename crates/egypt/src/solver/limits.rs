//! What every engine of the solver shares: the limits of a search and
//! how it stops ([`Limits`], [`Watch`], [`SolveError`]), what it reports
//! ([`Metrics`], [`Analysis`], [`Decision`]) and the per-position record
//! of the full analysis.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use serde::Serialize;

use crate::board::{Board, Move};

/// Default budget of distinct positions: about 4 GB of table at most.
pub const DEFAULT_MAX_POSITIONS: u64 = 30_000_000;

/// Why a search did not complete.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    #[error("search stopped at the budget of {limit} distinct positions before completing")]
    Budget { limit: u64 },
    #[error("search stopped at the time limit of {seconds} s before completing")]
    TimeLimit { seconds: u64 },
    #[error("search interrupted")]
    Interrupted,
    #[error(
        "the number of complete games from this position exceeds 2^128; it cannot be counted exactly"
    )]
    CountOverflow,
}

/// Exact metrics of a position's whole game tree for one target.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Metrics {
    /// Pieces on the board.
    pub pieces: usize,
    /// Legal moves from the position.
    pub first_moves: u32,
    /// Legal first moves after which the target can still be reached.
    pub winning_first_moves: u32,
    /// Complete games: move sequences from the position to a finished one.
    pub games: u128,
    /// Complete games whose finished position meets the target.
    pub winning_games: u128,
    /// Probability that uniformly random play meets the target.
    pub random_success: f64,
    /// Distinct positions in the game tree, counted up to symmetry.
    pub positions: u64,
    /// Moves along the solution path where only one legal move keeps the
    /// target reachable (0 when unsolvable).
    pub forced_steps: u32,
    /// Moves along the solution path where some legal move loses.
    pub critical_steps: u32,
}

/// What [`analyze`](super::analyze) found.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Analysis {
    pub solvable: bool,
    /// One way to meet the target, empty when there is none.
    pub solution: Vec<Move>,
    pub metrics: Metrics,
}

/// What [`decide`](super::decide) found.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Decision {
    pub solvable: bool,
    pub solution: Vec<Move>,
    /// Distinct positions the search settled, up to symmetry: those it
    /// proved lost, plus the positions of the winning line when there is
    /// one (start and end included).
    pub positions: u64,
}

/// Search limits.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub max_positions: u64,
    /// Stop with [`SolveError::TimeLimit`] after this long (checked every
    /// few thousand positions).
    pub max_time: Option<Duration>,
    /// Polled with the time: a stop flag and a progress count.
    pub watch: Option<&'static Watch>,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_positions: DEFAULT_MAX_POSITIONS,
            max_time: None,
            watch: None,
        }
    }
}

/// Shared with a running search: set `stop` (from a Ctrl-C handler, say)
/// to end it with [`SolveError::Interrupted`]; `positions` is the number
/// of positions it has settled, updated every few thousand.
#[derive(Debug, Default)]
pub struct Watch {
    pub stop: AtomicBool,
    pub positions: AtomicU64,
}

impl Watch {
    pub const fn new() -> Watch {
        Watch {
            stop: AtomicBool::new(false),
            positions: AtomicU64::new(0),
        }
    }
}

/// Positions between two polls of the clock and the [`Watch`].
pub(crate) const POLL_EVERY: usize = 4096;

/// Bits of the packed key of a position (and of every position after it:
/// moves only remove pieces).
pub(crate) fn key_bits(board: &Board) -> usize {
    2 * (board.piece_count() + board.size().area())
}

/// Per-position record of the full analysis.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry {
    pub(crate) games: u128,
    pub(crate) wins: u128,
    pub(crate) success: super::chance::Chance,
}

/// Before storing the `stored+1`th position: the position budget, and
/// every [`POLL_EVERY`] positions the clock and the watch.
pub(crate) fn check_limits(
    stored: usize,
    limit: u64,
    deadline: Option<(Instant, Duration)>,
    watch: Option<&'static Watch>,
) -> Result<(), SolveError> {
    if stored as u64 >= limit {
        return Err(SolveError::Budget { limit });
    }
    if stored.is_multiple_of(POLL_EVERY) {
        if let Some(w) = watch {
            w.positions.store(stored as u64, Ordering::Relaxed);
            if w.stop.load(Ordering::Relaxed) {
                return Err(SolveError::Interrupted);
            }
        }
        if let Some((at, d)) = deadline
            && Instant::now() >= at
        {
            return Err(SolveError::TimeLimit {
                seconds: d.as_secs(),
            });
        }
    }
    Ok(())
}
