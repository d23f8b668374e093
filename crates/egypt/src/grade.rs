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

use super::board::{Board, Hop, Move};
use super::ideas::Idea;
use super::solver::{self, Limits, SolveError};
use super::symmetry::{self, Key, Wide};
use super::target::Target;
use super::tier::Tier;

/// A level's chance of success must reach this for the level to master
/// the puzzle.
pub const THRESHOLD: f64 = 0.5;

/// The chances at which the curve of a puzzle is read: the level that
/// wins one time in four, one in two (the grade), three in four, and nine
/// in ten. A puzzle keeps its tier at the first three (the generator
/// refuses one that would change tier); the fourth is only measured.
pub const CUTS: [f64; 4] = [0.25, THRESHOLD, 0.75, 0.9];

/// What the grades mean, in words a player understands, for rule sheets
/// and books. The words of each grade are [`Grade::words`]'s.
pub const LEVELS_IN_WORDS: &str = "What the grades mean. Every puzzle is graded by a model player. It never makes a move that leaves a plainly dead position (the game over without the target, the last piece of the target's size gone, or a piece so far from the others that nobody can reach it), and it looks some moves ahead for traps; otherwise it picks at random. The grade is how far ahead it must look to solve the puzzle more often than not, said in words: avoid the moves that lose at once; look a move or two ahead; plan a few moves ahead; plan many moves ahead; plan most of the game. A puzzle is only printed when its tier stays the same whether the player must win one time in four, one in two or three in four, and never when random moves win it half the time. Some puzzles turn on an idea, a fact about the board such as \"only the middle row links the top and bottom rows\": the key names it first, before the moves.";

/// The grade's words for a level: what a person does to solve the puzzle
/// more often than not.
pub fn level_in_words(level: u32) -> &'static str {
    [
        "avoid the moves that lose at once",
        "look a move or two ahead",
        "plan a few moves ahead",
        "plan many moves ahead",
        "plan most of the game",
    ][level_band(level)]
}

/// Which of the five bands of [`level_in_words`] a level falls in (0: avoid
/// the moves that lose at once .. 4: plan most of the game), for
/// pages that say them in another language.
pub fn level_band(level: u32) -> usize {
    match level {
        0 | 1 => 0,
        2 | 3 => 1,
        4..=6 => 2,
        7..=10 => 3,
        _ => 4,
    }
}

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
    /// The least level whose chance reaches each of [`CUTS`].
    pub reach: [u32; 4],
    /// The idea that makes the puzzle markedly easier, if one does (see
    /// [`crate::ideas`]).
    pub idea: Option<Idea>,
    /// The grade of a player who knows that idea.
    pub level_with_idea: Option<u32>,
}

impl Grade {
    pub fn level(&self) -> u32 {
        self.level
    }

    pub fn tier(&self) -> Tier {
        self.tier
    }

    /// How many moves ahead the model player must look: the level.
    pub fn lookahead(&self) -> u32 {
        self.level
    }

    /// The idea behind the puzzle, when knowing it makes the puzzle
    /// markedly easier.
    pub fn idea(&self) -> Option<Idea> {
        self.idea
    }

    /// A short phrase for printed pages, such as
    /// `plan a few moves ahead · 12 pieces, 11 moves`. It does not give
    /// the idea away: puzzle pages print it; keys print [`Grade::idea`].
    pub fn words(&self) -> String {
        format!(
            "{} \u{b7} {} pieces, {} moves",
            level_in_words(self.level),
            self.pieces,
            self.moves
        )
    }

    /// The tier and the phrase: `hard, plan many moves ahead · 14 pieces, 13 moves`.
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
            reach: [u32; 4],
            idea: Option<Idea>,
            level_with_idea: Option<u32>,
        }
        Out {
            level: self.level,
            tier: self.tier,
            words: &self.words(),
            pieces: self.pieces,
            moves: self.moves,
            success: self.success,
            reach: self.reach,
            idea: self.idea,
            level_with_idea: self.level_with_idea,
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

    /// `move 4: b2-d2 loses (seen 3 moves ahead); play a1-c1`; a loss
    /// that shows only more than six moves later is said so, not counted.
    pub fn words(&self) -> String {
        let seen = match self.depth {
            1 => "seen at once".to_string(),
            d @ 2..=6 => format!("seen {d} moves ahead"),
            _ => "it shows only much later".to_string(),
        };
        format!(
            "move {}: {} loses ({seen}); play {}",
            self.number(),
            self.alternative,
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

impl Assessment {
    /// The least level whose chance reaches `cut` (`None` when the target
    /// cannot be reached).
    pub fn reach(&self, cut: f64) -> Option<u32> {
        reach(&self.success, cut)
    }

    /// The levels that reach each of [`CUTS`].
    pub fn reaches(&self) -> Option<[u32; 4]> {
        Some(CUTS.map(|c| self.reach(c).unwrap_or(0))).filter(|_| self.level.is_some())
    }

    /// The tier the whole middle of the curve lies in: the tier of the
    /// levels that win one time in four, in two and three in four, when
    /// they agree (`None` when they do not, or the target cannot be
    /// reached).
    pub fn steady_tier(&self) -> Option<Tier> {
        let r = self.reaches()?;
        let t = Tier::of_grade(r[1]);
        (Tier::of_grade(r[0]) == t && Tier::of_grade(r[2]) == t).then_some(t)
    }
}

/// The least level (1 for the first entry) whose chance in `curve`
/// reaches `cut`; the last level when none does (a curve ends at the first
/// level that always wins).
pub fn reach(curve: &[f64], cut: f64) -> Option<u32> {
    if curve.is_empty() {
        return None;
    }
    Some(
        curve
            .iter()
            .position(|&p| p >= cut)
            .unwrap_or(curve.len() - 1) as u32
            + 1,
    )
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
    /// An idea the player knows: it also sees the positions the idea
    /// rules out as dead.
    knows: Option<Idea>,
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
            knows: None,
        }
    }

    /// This ladder for a player who also knows `idea`, up to at most
    /// `most` levels.
    fn knowing(mut self, idea: Idea, most: u32) -> Ladder<K> {
        self.knows = Some(idea);
        self.levels = self.levels.min(most.max(1) as usize);
        self
    }

    /// Whether the position is dead to this player.
    fn dead_here(&self, board: &Board) -> bool {
        dead_with(board, self.target, self.counts)
            || self.knows.is_some_and(|i| i.rules_out(board, self.target))
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
            children.push(self.child(board, h)?);
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
        let r = if self.dead_here(board) {
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
        let root = if self.dead_here(&board) {
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

/// The success curve (each level's chance, from level 1 up to at most
/// `most` levels) of a player who also knows `idea`: it sees the positions
/// the idea rules out as dead.
pub fn curve_knowing(
    board: &Board,
    target: Target,
    idea: Idea,
    most: u32,
    limits: Limits,
) -> Result<Vec<f64>, SolveError> {
    let assessment = match solver::key_bits(board) {
        0..=128 => Ladder::<u128>::new(board, target, limits)
            .knowing(idea, most)
            .assess(board, &[]),
        129..=256 => Ladder::<Wide>::new(board, target, limits)
            .knowing(idea, most)
            .assess(board, &[]),
        _ => Ladder::<Vec<u8>>::new(board, target, limits)
            .knowing(idea, most)
            .assess(board, &[]),
    };
    Ok(assessment?.success)
}

/// The idea behind a puzzle of grade `level`: among the ideas that say
/// something on its grid, the one whose knowledge lowers the grade most,
/// when it lowers it markedly (by at least two levels and at least a
/// quarter), with the grade of a player who knows it.
pub fn idea_behind(
    board: &Board,
    target: Target,
    level: u32,
    limits: Limits,
) -> Result<Option<(Idea, u32)>, SolveError> {
    // Ideas speak of single-piece targets only; and the grade with the
    // idea must come to `most` or less to count.
    let most = (3 * level / 4).min(level.saturating_sub(2));
    if !matches!(target, Target::Lone(_)) || most == 0 {
        return Ok(None);
    }
    let mut best: Option<(Idea, u32)> = None;
    for idea in Idea::on_grid(board.size()) {
        let curve = curve_knowing(board, target, idea, most, limits)?;
        let Some(with) = curve.iter().position(|&p| p >= THRESHOLD) else {
            continue;
        };
        let with = with as u32 + 1;
        if with <= most && best.is_none_or(|(_, b)| with < b) {
            best = Some((idea, with));
        }
    }
    Ok(best)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_position;

    #[test]
    fn words_read_well() {
        let g = Grade {
            level: 5,
            tier: Tier::Medium,
            pieces: 12,
            moves: 11,
            success: 0.6,
            reach: [4, 5, 6, 7],
            idea: None,
            level_with_idea: None,
        };
        assert_eq!(
            g.words(),
            "plan a few moves ahead \u{b7} 12 pieces, 11 moves"
        );
        let expert = Grade {
            level: 19,
            idea: Some(Idea::MiddleRow),
            ..g
        };
        assert_eq!(
            expert.words(),
            "plan most of the game \u{b7} 12 pieces, 11 moves"
        );
        // No grade is said as a count of moves to look ahead.
        for level in 0..40 {
            assert!(!level_in_words(level).chars().any(|c| c.is_ascii_digit()));
        }
        let v = serde_json::to_value(expert).unwrap();
        assert_eq!(v["level"], 19);
        assert_eq!(v["tier"], "medium");
        assert_eq!(v["words"], expert.words());
        assert_eq!(
            v["idea"]["name"],
            "only the middle row links the top and bottom rows"
        );
        assert_eq!(v["reach"][2], 6);
    }

    #[test]
    fn reach_reads_the_curve() {
        let curve = [0.1, 0.3, 0.5, 0.8, 0.95, 1.0];
        assert_eq!(reach(&curve, 0.25), Some(2));
        assert_eq!(reach(&curve, 0.5), Some(3));
        assert_eq!(reach(&curve, 0.75), Some(4));
        assert_eq!(reach(&curve, 0.9), Some(5));
        assert_eq!(reach(&[], 0.5), None);
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
