//! How hard a puzzle is for a person: a ladder of exact player models.
//!
//! A *player of level k* (k >= 1) plays Egyptian Solitaire like this:
//!
//! 1. It recognises a **dead position** at a glance (see [`dead`]): a
//!    finished game that misses the target; for a single-piece target, no
//!    piece of the target's size left; a stack so far from every other
//!    piece that nobody can reach it with the pieces that remain.
//! 2. It **looks k moves ahead**: a position is *seen lost within d moves*
//!    when it is dead, or when d >= 1 and every legal move leads to a
//!    position seen lost within d - 1 moves. Before each move the player
//!    sets aside every move after which the position is seen lost within
//!    k - 1 moves (so the move itself is the first of the k it looks at).
//! 3. It **chooses uniformly at random** among the moves it kept, or among
//!    all legal moves when it set every one aside.
//!
//! Each level adds one move of look-ahead to the one below. The model's
//! chance of meeting the target is computed exactly over the game tree
//! (a memoised walk over every reachable position, mirrored and rotated
//! positions shared), not by sampling. A puzzle's **grade** is the least
//! level whose chance is at least [`THRESHOLD`] (one half). Random play
//! (level 0: no recognition, no look-ahead) is the solver's
//! `random_success`.
//!
//! A losing position is seen lost within d moves exactly when d >= its
//! *loss depth*: 0 for a dead position, else one more than the largest
//! loss depth among its moves' results. So a level-k player sets aside
//! exactly the moves whose result has loss depth at most k - 1, and a
//! player who looks as many moves ahead as the game can last never loses:
//! every solvable puzzle has a grade, at most its piece count minus one.

use std::fmt;

use rustc_hash::FxHashMap;
use serde::{Serialize, Serializer};

use super::board::{Board, Hop, Move, Piece};
use super::solver::{self, Limits, SolveError};
use super::symmetry::{self, Key, Wide};
use super::target::Target;
use super::tier::Tier;

/// A level's chance of success must reach this for the level to master
/// the puzzle.
pub const THRESHOLD: f64 = 0.5;

/// What the levels mean, in words a player understands, for rule sheets
/// and books.
pub const LEVELS_IN_WORDS: &str = "What the levels mean. Every puzzle is graded by how far ahead you \
must look to solve it more often than not. A player of level 1 looks one move ahead: they never make \
a move that leaves a dead position, one that plainly cannot reach the target any more (the game is \
over without the target, the last piece of the target's size is gone, or a piece stands so far from \
the others that nobody can reach it). A player of level 2 also sees a move that leaves only such \
moves; a player of level 3 sees three moves ahead, and so on. Otherwise they pick among the moves \
that still look fine. A puzzle of grade 3 is one that a level-3 player solves at least half the \
time, and a level-2 player does not. The trap moments in the solutions are the steps where a legal \
move loses; the number after the losing move says how many moves ahead you must look to see it.";

/// The grade of a puzzle: the least level of the player model that meets
/// the target at least half the time, with the facts printed beside it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Grade {
    /// The least level (1, 2, ...) that succeeds with probability at least
    /// [`THRESHOLD`].
    pub level: u32,
    /// The tier the puzzle belongs to.
    pub tier: Tier,
    /// Pieces on the board.
    pub pieces: usize,
    /// Moves in a solution.
    pub moves: usize,
    /// Chance that a player of this level meets the target.
    pub success: f64,
}

impl Grade {
    pub fn level(&self) -> u32 {
        self.level
    }

    pub fn tier(&self) -> Tier {
        self.tier
    }

    /// How many moves ahead a player must look: the level.
    pub fn lookahead(&self) -> u32 {
        self.level
    }

    /// A short phrase for printed pages, such as
    /// `look 3 moves ahead · 12 pieces, 11 moves`.
    pub fn words(&self) -> String {
        format!(
            "look {} move{} ahead \u{b7} {} pieces, {} moves",
            self.level,
            if self.level == 1 { "" } else { "s" },
            self.pieces,
            self.moves
        )
    }

    /// The tier and the phrase: `hard, look 5 moves ahead · 14 pieces, 13 moves`.
    pub fn label(&self) -> String {
        format!("{}, {}", self.tier, self.words())
    }
}

impl fmt::Display for Grade {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "grade {} ({})", self.level, self.words())
    }
}

impl Serialize for Grade {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Out<'a> {
            level: u32,
            tier: Tier,
            words: &'a str,
            pieces: usize,
            moves: usize,
            success: f64,
        }
        Out {
            level: self.level,
            tier: self.tier,
            words: &self.words(),
            pieces: self.pieces,
            moves: self.moves,
            success: self.success,
        }
        .serialize(s)
    }
}

/// A trap moment: a step of the solution where a legal alternative loses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Trap {
    /// Index of the step in the solution (0 for the first move).
    pub step: usize,
    /// The winning move the solution plays there.
    pub play: Move,
    /// A legal move there after which the target cannot be reached: of the
    /// losing moves, the one whose loss shows latest (the most tempting).
    pub alternative: Move,
    /// How many moves ahead a player must look (counting the alternative
    /// itself) to see that it loses: the least level that avoids it.
    pub depth: u32,
}

impl Trap {
    /// The step's number as printed (1 for the first move).
    pub fn number(&self) -> usize {
        self.step + 1
    }

    /// `move 4: b2-d2 loses (seen 3 moves ahead); play a1-c1`.
    pub fn words(&self) -> String {
        format!(
            "move {}: {} loses (seen {} move{} ahead); play {}",
            self.number(),
            self.alternative,
            self.depth,
            if self.depth == 1 { "" } else { "s" },
            self.play
        )
    }
}

/// Everything the ladder found about a position.
#[derive(Clone, Debug, PartialEq)]
pub struct Assessment {
    /// Chance of success of the player of level k at index k - 1, for
    /// k = 1 up to the first level that always succeeds (empty when the
    /// target cannot be reached).
    pub success: Vec<f64>,
    /// The grade level, `None` when the target cannot be reached.
    pub level: Option<u32>,
    /// Trap moments along the given solution.
    pub traps: Vec<Trap>,
    /// Legal first moves after which the target cannot be reached.
    pub losing_first_moves: u32,
    /// Distinct positions visited (up to symmetry).
    pub positions: u64,
}

/// Whether a position (not yet finished) is dead for the target by the
/// recognisers every level has:
///
/// - a single-piece target and no piece of that size on the board;
/// - for a single-piece target, a stack out of reach: every other occupied square is at least `N`
///   king steps away, where `N` is the number of pieces. A stack with no
///   occupied neighbour changes only when a piece lands next to it, and
///   each move lands a piece at most one step nearer to it than an
///   occupied square was, so that takes at least `d - 1` moves when the
///   nearest other piece is `d` steps away; with `N` pieces at most
///   `N - 1` moves remain, and a board of one piece is reached only with
///   no pair left to meet.
pub fn dead(board: &Board, target: Target) -> bool {
    let counts = board.piece_counts();
    dead_with(board, target, counts)
}

fn dead_with(board: &Board, target: Target, counts: [usize; 3]) -> bool {
    if let Target::Lone(p) = target
        && counts[p as usize - 1] == 0
    {
        return true;
    }
    let n: usize = counts.iter().sum();
    let size = board.size();
    if !matches!(target, Target::Lone(_)) || n < 3 || n >= size.rows().max(size.cols()) {
        // Only a single-piece target needs every piece to meet; with two
        // pieces a position is finished or one move from it; a king-step
        // distance of n needs a grid more than n squares wide.
        return false;
    }
    out_of_reach(board, n)
}

/// A non-empty square whose nearest other occupied square is `n` or more
/// king steps away.
fn out_of_reach(board: &Board, n: usize) -> bool {
    let size = board.size();
    let occupied: Vec<(isize, isize)> = size
        .squares()
        .filter(|&sq| !board.stack(sq).is_empty())
        .map(|sq| (sq.row as isize, sq.col as isize))
        .collect();
    occupied.iter().any(|&(r, c)| {
        occupied
            .iter()
            .filter(|&&o| o != (r, c))
            .all(|&(r2, c2)| (r - r2).unsigned_abs().max((c - c2).unsigned_abs()) >= n)
    })
}

/// Loss depth of a position that can still reach the target.
const WINS: u8 = u8::MAX;
const NO_ROW: u32 = u32::MAX;

struct Ladder<K: Key> {
    target: Target,
    hops: Vec<Hop>,
    rows: usize,
    cols: usize,
    /// Levels computed: 1..=levels.
    levels: usize,
    limit: u64,
    deadline: Option<(std::time::Instant, std::time::Duration)>,
    watch: Option<&'static solver::Watch>,
    /// Per position: loss depth (or [`WINS`]) and the row of its success
    /// chances in `chances` (winning positions only).
    memo: FxHashMap<K, (u8, u32)>,
    chances: Vec<f32>,
    counts: [usize; 3],
}

impl<K: Key> Ladder<K> {
    fn new(board: &Board, target: Target, limits: Limits) -> Ladder<K> {
        let levels = board.piece_count().saturating_sub(1).max(1);
        Ladder {
            target,
            hops: board.size().hops(),
            rows: board.size().rows(),
            cols: board.size().cols(),
            levels,
            limit: limits.max_positions,
            deadline: limits.max_time.map(|d| (std::time::Instant::now() + d, d)),
            watch: limits.watch,
            memo: FxHashMap::default(),
            chances: Vec::new(),
            counts: board.piece_counts(),
        }
    }

    fn visit(&mut self, board: &mut Board) -> Result<(u8, u32), SolveError> {
        let key: K = symmetry::canonical_key(self.rows, self.cols, board.stacks());
        if let Some(&v) = self.memo.get(&key) {
            return Ok(v);
        }
        let v = self.compute(board)?;
        solver::check_limits(self.memo.len(), self.limit, self.deadline, self.watch)?;
        self.memo.insert(key, v);
        Ok(v)
    }

    fn compute(&mut self, board: &mut Board) -> Result<(u8, u32), SolveError> {
        let mut children: Vec<(u8, u32)> = Vec::new();
        for i in 0..self.hops.len() {
            let h = self.hops[i];
            if !board.hop_is_legal(h) {
                continue;
            }
            let u = board.play_hop(h);
            self.counts[u.removed as usize - 1] -= 1;
            let child = if dead_with(board, self.target, self.counts) {
                Ok((0, NO_ROW))
            } else {
                self.visit(board)
            };
            self.counts[u.removed as usize - 1] += 1;
            board.undo(u);
            children.push(child?);
        }
        if children.is_empty() {
            if self.target.is_met_by_end(board) {
                let row = self.new_row();
                self.chances[row as usize * self.levels..][..self.levels].fill(1.0);
                return Ok((WINS, row));
            }
            return Ok((0, NO_ROW));
        }
        if children.iter().all(|c| c.0 != WINS) {
            let deepest = children.iter().map(|c| c.0).max().unwrap_or(0);
            return Ok((deepest.saturating_add(1).min(WINS - 1), NO_ROW));
        }
        let row = self.new_row();
        for k in 1..=self.levels {
            // Level k sets aside the moves of loss depth k - 1 or less.
            let kept = children.iter().filter(|c| c.0 as usize >= k).count();
            let sum: f32 = children
                .iter()
                .filter(|c| c.0 == WINS)
                .map(|c| self.chances[c.1 as usize * self.levels + k - 1])
                .sum();
            self.chances[row as usize * self.levels + k - 1] = sum / kept as f32;
        }
        Ok((WINS, row))
    }

    fn new_row(&mut self) -> u32 {
        let row = self.chances.len() / self.levels;
        self.chances.resize(self.chances.len() + self.levels, 0.0);
        row as u32
    }

    /// The loss depth of the position after `h` (dead ones are 0).
    fn child(&mut self, board: &mut Board, h: Hop) -> Result<(u8, u32), SolveError> {
        let u = board.play_hop(h);
        self.counts[u.removed as usize - 1] -= 1;
        let r = if dead_with(board, self.target, self.counts) {
            Ok((0, NO_ROW))
        } else {
            self.visit(board)
        };
        self.counts[u.removed as usize - 1] += 1;
        board.undo(u);
        r
    }

    fn assess(mut self, start: &Board, solution: &[Move]) -> Result<Assessment, SolveError> {
        let mut board = start.clone();
        let root = if dead_with(&board, self.target, self.counts) {
            (0, NO_ROW)
        } else {
            self.visit(&mut board)?
        };
        let (success, level) = if root.0 == WINS {
            let row = &self.chances[root.1 as usize * self.levels..][..self.levels];
            let mut success = Vec::new();
            let mut level = None;
            for (i, &p) in row.iter().enumerate() {
                success.push(p as f64);
                if level.is_none() && p as f64 >= THRESHOLD {
                    level = Some(i as u32 + 1);
                }
                if p >= 1.0 {
                    break;
                }
            }
            (success, level.or(Some(self.levels as u32)))
        } else {
            (Vec::new(), None)
        };
        let hops = self.hops.clone();
        let mut losing_first_moves = 0;
        for &h in &hops {
            if board.hop_is_legal(h) && self.child(&mut board, h)?.0 != WINS {
                losing_first_moves += 1;
            }
        }
        let mut traps = Vec::new();
        for (step, &play) in solution.iter().enumerate() {
            let mut worst: Option<(u8, Move)> = None;
            for &h in &hops {
                if !board.hop_is_legal(h) {
                    continue;
                }
                let (depth, _) = self.child(&mut board, h)?;
                if depth != WINS && worst.is_none_or(|(d, _)| depth > d) {
                    worst = Some((depth, board.hop_to_move(h)));
                }
            }
            if let Some((depth, alternative)) = worst {
                traps.push(Trap {
                    step,
                    play,
                    alternative,
                    depth: depth as u32 + 1,
                });
            }
            if board.play(play).is_err() {
                break;
            }
            self.counts = board.piece_counts();
        }
        Ok(Assessment {
            success,
            level,
            traps,
            losing_first_moves,
            positions: self.memo.len() as u64,
        })
    }
}

/// Runs the ladder on a position: each level's chance of success, the
/// grade level, and the trap moments along `solution` (a winning line from
/// the position, such as the solver's).
pub fn assess(
    board: &Board,
    target: Target,
    solution: &[Move],
    limits: Limits,
) -> Result<Assessment, SolveError> {
    match solver::key_bits(board) {
        0..=128 => Ladder::<u128>::new(board, target, limits).assess(board, solution),
        129..=256 => Ladder::<Wide>::new(board, target, limits).assess(board, solution),
        _ => Ladder::<Vec<u8>>::new(board, target, limits).assess(board, solution),
    }
}

/// The piece a single-piece target asks for.
pub fn target_size(target: Target) -> Option<Piece> {
    match target {
        Target::Lone(p) => Some(p),
        Target::ScoreAtMost(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_position;

    #[test]
    fn words_read_well() {
        let g = Grade {
            level: 3,
            tier: Tier::Hard,
            pieces: 12,
            moves: 11,
            success: 0.6,
        };
        assert_eq!(g.words(), "look 3 moves ahead \u{b7} 12 pieces, 11 moves");
        let one = Grade { level: 1, ..g };
        assert!(one.words().starts_with("look 1 move ahead"));
        let v = serde_json::to_value(g).unwrap();
        assert_eq!(v["level"], 3);
        assert_eq!(v["tier"], "hard");
        assert_eq!(v["words"], g.words());
    }

    #[test]
    fn capturing_the_last_small_is_seen_at_level_one() {
        // a1 S, b1 S, c1 empty, a2 M: a1-c1 keeps one Small... b1 can't
        // move (no square beyond a1). Moves: a1-c1 (S over S: one Small
        // left with the M: then M cannot reach) ...
        let b = parse_position("S,S,./.,.,./.,.,.").unwrap();
        let a = assess(&b, Target::SMALL, &[], Limits::default()).unwrap();
        assert_eq!(a.level, Some(1));
        assert_eq!(a.success, vec![1.0]);
    }

    #[test]
    fn out_of_reach_needs_distance_at_least_the_piece_count() {
        // Three pieces on a 3x4: a1 and a pair far away on d3/d2.
        let b = parse_position("S,.,.,./.,.,.,S/.,.,.,S").unwrap();
        assert!(dead(&b, Target::SMALL));
        let near = parse_position("S,.,S,./.,.,.,./.,.,.,S").unwrap();
        assert!(!dead(&near, Target::SMALL));
        let no_small = parse_position("M,M,./.,.,./.,.,.").unwrap();
        assert!(dead(&no_small, Target::SMALL));
        assert!(!dead(&no_small, Target::MEDIUM));
    }
}
