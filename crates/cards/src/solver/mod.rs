//! The exact solver: decides whether a deal can be won under a rule set
//! and returns a winning line, shortest where it can prove it.
//!
//! Its jobs, one file each: the verdict search (`decide`: a depth-first
//! search over sets of removed cards), the shortest-line search
//! (`shortest`: A*, then a beam search past its budget) with its macro
//! moves (`walk`) and lower bounds (`bounds`), and the dead-position
//! tests both searches share (`prune`).

mod bounds;
mod decide;
mod prune;
mod report;
mod shortest;
mod walk;

// Test oracles: the bounds at a position, and whether the bound covers
// the dead-position test (the `testing` feature, for the workspace's tests).
#[cfg(any(test, feature = "testing"))]
pub use bounds::{FAR_BOUND, bounds_at};
pub use decide::decide_from;
pub(crate) use prune::Prune;
pub use report::SolveReport;
#[cfg(any(test, feature = "testing"))]
pub use shortest::bound_covers_dead;
pub use shortest::{BEAM_WIDTH, SHORTEST_BUDGET, Shortest, shortest_line};

use crate::deal::Deal;
use crate::engine::{State, Table};
use crate::rules::Rules;

/// Solves a deal under a rule set.
pub fn solve(deal: &Deal, rules: Rules) -> SolveReport {
    solve_table(&Table::new(deal, rules))
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
