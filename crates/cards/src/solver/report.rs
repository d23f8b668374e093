//! What a solve reports.

use crate::engine::Move;

/// The result of a solve.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolveReport {
    /// Whether the deal can be won.
    pub winnable: bool,
    /// A winning line from the start when winnable (empty otherwise).
    pub solution: Vec<Move>,
    /// Positions expanded (their macro moves generated).
    pub nodes: u64,
    /// Positions entered in the transposition table (a set of removed
    /// cards entered again with earlier stock progress counts again).
    pub states: u64,
    /// High-water mark of the solver's tables in bytes: the transposition
    /// table, the relaxation's memo and the move stack, by capacity (they
    /// only grow during a solve), and of the shortest-line search.
    pub table_bytes: u64,
    /// Whether `solution` is proved to be a shortest winning line (fewest
    /// moves, draws and redeals counted). False when the deal cannot be won,
    /// or when the proof ran out of its budget ([`SHORTEST_BUDGET`](super::SHORTEST_BUDGET)): the
    /// line is then the shortest found, and no winning line is shorter than
    /// `lower_bound`.
    pub proved_shortest: bool,
    /// No winning line has fewer moves than this (equal to the solution's
    /// length when proved shortest; 0 when the deal cannot be won).
    pub lower_bound: usize,
    /// Length of the first winning line the depth-first search found,
    /// before shortening (0 when the deal cannot be won).
    pub first_line: usize,
    /// Positions the shortest-line search expanded.
    pub shortest_nodes: u64,
}

impl SolveReport {
    /// The solution as text: moves separated by spaces.
    pub fn solution_text(&self) -> String {
        seed::read::spaced(&self.solution)
    }

    /// Number of passes through the stock the solution uses.
    pub fn passes_used(&self) -> usize {
        1 + self.solution.iter().filter(|m| **m == Move::Reset).count()
    }
}
