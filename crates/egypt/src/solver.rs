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

use std::hash::Hash;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rustc_hash::FxHashMap;
use serde::Serialize;

use super::board::{Board, Hop, Move, Piece, Size, Stack};
use super::target::Target;

/// Default budget of distinct positions: about 4 GB of table at most.
pub const DEFAULT_MAX_POSITIONS: u64 = 30_000_000;

/// Why a search did not complete.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    #[error(
        "search stopped at the budget of {limit} distinct positions before completing; raise --max-positions or use a smaller position"
    )]
    Budget { limit: u64 },
    #[error(
        "search stopped at the time limit of {seconds} s before completing; raise --max-seconds or use a smaller position"
    )]
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

/// What [`analyze`] found.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Analysis {
    pub solvable: bool,
    /// One way to meet the target, empty when there is none.
    pub solution: Vec<Move>,
    pub metrics: Metrics,
}

/// What [`decide`] found.
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
const POLL_EVERY: usize = 4096;

/// Full analysis of a position for a target.
pub fn analyze(board: &Board, target: Target, limits: Limits) -> Result<Analysis, SolveError> {
    if super::fast::supports(board) {
        return super::fast::analyze(board, target, limits);
    }
    analyze_reference(board, target, limits)
}

/// [`analyze`] on the reference engine (positions as [`Board`]s), which the
/// fast engine must match exactly; for tests and benchmarks.
#[doc(hidden)]
pub fn analyze_reference(
    board: &Board,
    target: Target,
    limits: Limits,
) -> Result<Analysis, SolveError> {
    match key_bits(board) {
        0..=128 => Search::<u128>::new(board, target, limits).analyze(board),
        129..=256 => Search::<Wide>::new(board, target, limits).analyze(board),
        _ => Search::<Vec<u8>>::new(board, target, limits).analyze(board),
    }
}

/// Whether the target can be reached, with one solution; stops early.
pub fn decide(board: &Board, target: Target, limits: Limits) -> Result<Decision, SolveError> {
    decide_in_order(board, target, limits, None)
}

/// [`decide`] on the reference engine, which the fast engine must match
/// exactly; for tests and benchmarks.
#[doc(hidden)]
pub fn decide_reference(
    board: &Board,
    target: Target,
    limits: Limits,
) -> Result<Decision, SolveError> {
    decide_in_order_reference(board, target, limits, None)
}

/// [`decide`], trying moves in a random order drawn from `order` if given.
fn decide_in_order(
    board: &Board,
    target: Target,
    limits: Limits,
    order: Option<ChaCha8Rng>,
) -> Result<Decision, SolveError> {
    if super::fast::supports(board) {
        return super::fast::decide(board, target, limits, order);
    }
    decide_in_order_reference(board, target, limits, order)
}

/// [`decide_in_order`] on the reference engine.
fn decide_in_order_reference(
    board: &Board,
    target: Target,
    limits: Limits,
    order: Option<ChaCha8Rng>,
) -> Result<Decision, SolveError> {
    fn run<K: Key>(
        board: &Board,
        target: Target,
        limits: Limits,
        order: Option<ChaCha8Rng>,
    ) -> Result<Decision, SolveError> {
        let mut s = Search::<K>::new(board, target, limits);
        s.shuffle = order;
        s.decide(board)
    }
    match key_bits(board) {
        0..=128 => run::<u128>(board, target, limits, order),
        129..=256 => run::<Wide>(board, target, limits, order),
        _ => run::<Vec<u8>>(board, target, limits, order),
    }
}

/// Bits of the packed key of a position (and of every position after it:
/// moves only remove pieces).
pub(crate) fn key_bits(board: &Board) -> usize {
    2 * (board.piece_count() + board.size().area())
}

/// A packed position key: squares in order, each its pieces (2 bits each,
/// 1..=3) then a 2-bit zero separator. The square count is fixed for a
/// grid, so the packing is one-to-one.
pub(crate) trait Key: Clone + Eq + Hash + Ord + Default {
    fn append(self, bits: u64, len: u32) -> Self;
    /// `self` followed by `tail`, a key of `tail_bits` bits: the same key
    /// as appending `tail`'s stacks one by one.
    fn concat(self, tail: Self, tail_bits: u32) -> Self;
}

impl Key for u128 {
    #[inline]
    fn append(self, bits: u64, len: u32) -> u128 {
        (self << (2 * len + 2)) | ((bits as u128) << 2)
    }

    #[inline]
    fn concat(self, tail: u128, tail_bits: u32) -> u128 {
        self.checked_shl(tail_bits).unwrap_or(0) | tail
    }
}

/// Positions too large for 256 bits: one byte per 2-bit symbol.
impl Key for Vec<u8> {
    fn append(mut self, bits: u64, len: u32) -> Vec<u8> {
        self.extend((0..len).map(|i| ((bits >> (2 * i)) & 3) as u8));
        self.push(0);
        self
    }

    fn concat(mut self, tail: Vec<u8>, _tail_bits: u32) -> Vec<u8> {
        self.extend(tail);
        self
    }
}

/// A 256-bit key for positions too large for 128 bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct Wide([u64; 4]);

impl Wide {
    fn shl_or(self, n: u32, low: u64) -> Wide {
        // n <= 64 here.
        let mut w = self.0;
        if n == 64 {
            w = [w[1], w[2], w[3], 0];
        } else if n > 0 {
            for i in 0..3 {
                w[i] = (w[i] << n) | (w[i + 1] >> (64 - n));
            }
            w[3] <<= n;
        }
        w[3] |= low;
        Wide(w)
    }
}

impl Key for Wide {
    fn append(self, bits: u64, len: u32) -> Wide {
        // Pieces one symbol at a time, bottom first, then the separator.
        let mut k = self;
        for i in (0..len).rev() {
            k = k.shl_or(2, (bits >> (2 * i)) & 3);
        }
        k.shl_or(2, 0)
    }

    fn concat(self, tail: Wide, tail_bits: u32) -> Wide {
        let mut k = self;
        let mut n = tail_bits;
        while n > 0 {
            let step = n.min(64);
            k = k.shl_or(step, 0);
            n -= step;
        }
        Wide(std::array::from_fn(|i| k.0[i] | tail.0[i]))
    }
}

/// Per-position record of the full analysis.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry {
    pub(crate) games: u128,
    pub(crate) wins: u128,
    pub(crate) success: f64,
}

/// An [`Entry`] as stored: counts that fit 64 bits are kept inline (most
/// do); `games == u64::MAX` marks counts kept in the overflow table. The
/// smaller record keeps more of the table in cache.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Stored {
    pub(crate) games: u64,
    pub(crate) wins: u64,
    pub(crate) success: f64,
}

/// The symmetries of a grid as square permutations: `perm[i]` is the
/// square whose stack lands on square `i`.
pub fn symmetries(size: Size) -> Vec<Vec<usize>> {
    let (rows, cols) = (size.rows(), size.cols());
    // Each symmetry as (transpose, flip rows, flip columns).
    let mut kinds = vec![
        (false, false, false),
        (false, false, true),
        (false, true, false),
        (false, true, true),
    ];
    if rows == cols {
        kinds.extend([
            (true, false, false),
            (true, false, true),
            (true, true, false),
            (true, true, true),
        ]);
    }
    kinds
        .into_iter()
        .map(|(t, fr, fc)| {
            (0..size.area())
                .map(|i| {
                    let (mut r, mut c) = (i / cols, i % cols);
                    if t {
                        (r, c) = (c, r);
                    }
                    if fr {
                        r = rows - 1 - r;
                    }
                    if fc {
                        c = cols - 1 - c;
                    }
                    r * cols + c
                })
                .collect()
        })
        .collect()
}

/// The canonical key: the smallest packing of the position over the
/// grid's symmetries (see [`symmetries`]). Each symmetry reads the
/// rows (or, for the transposes of a square, the columns) forwards or
/// backwards, in order or in reverse order, so the line segments are
/// packed once each and joined, instead of packing every square once
/// per symmetry.
#[inline]
pub(crate) fn canonical_key<K: Key>(rows: usize, cols: usize, stacks: &[Stack]) -> K {
    // Packs `n` stacks from index `start`, stepping by `step`.
    let segment = |start: usize, step: isize, n: usize| -> (K, u32) {
        let mut k = K::default();
        let mut bits = 0;
        let mut i = start as isize;
        for _ in 0..n {
            let (b, len) = stacks[i as usize].raw();
            k = k.append(b, len);
            bits += 2 * len + 2;
            i += step;
        }
        (k, bits)
    };
    // Four keys from lines `0..count` given by `line(j)` = (forwards,
    // backwards, bits): lines in order or reversed, each read forwards
    // or backwards.
    let four = |count: usize, line: &dyn Fn(usize) -> ((K, u32), (K, u32))| -> K {
        let (mut in_fwd, mut in_bwd, mut rev_fwd, mut rev_bwd) =
            (K::default(), K::default(), K::default(), K::default());
        let mut done = 0;
        for j in 0..count {
            let ((f, bits), (b, _)) = line(j);
            in_fwd = in_fwd.concat(f.clone(), bits);
            in_bwd = in_bwd.concat(b.clone(), bits);
            rev_fwd = f.concat(rev_fwd, done);
            rev_bwd = b.concat(rev_bwd, done);
            done += bits;
        }
        [in_bwd, rev_fwd, rev_bwd]
            .into_iter()
            .fold(in_fwd, |best, k| if k < best { k } else { best })
    };
    let row_line = |r: usize| {
        (
            segment(r * cols, 1, cols),
            segment(r * cols + cols - 1, -1, cols),
        )
    };
    let best = four(rows, &row_line);
    if rows != cols {
        return best;
    }
    let col_line = |c: usize| {
        (
            segment(c, cols as isize, rows),
            segment((rows - 1) * cols + c, -(cols as isize), rows),
        )
    };
    let t = four(cols, &col_line);
    if t < best { t } else { best }
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

struct Search<K: Key> {
    target: Target,
    hops: Vec<Hop>,
    rows: usize,
    cols: usize,
    limit: u64,
    deadline: Option<(Instant, Duration)>,
    watch: Option<&'static Watch>,
    table: FxHashMap<K, Stored>,
    /// Counts of positions whose game counts do not fit 64 bits.
    big: FxHashMap<K, (u128, u128)>,
    lost: rustc_hash::FxHashSet<K>,
    /// Pieces of the target's size on the board, for a quick dead-end test.
    target_piece_counts: [usize; 4],
    /// When set, [`Search::find`] tries moves in a random order.
    shuffle: Option<ChaCha8Rng>,
}

impl<K: Key> Search<K> {
    fn new(board: &Board, target: Target, limits: Limits) -> Search<K> {
        let mut counts = [0; 4];
        for (i, n) in board.piece_counts().into_iter().enumerate() {
            counts[i + 1] = n;
        }
        Search {
            target,
            hops: board.size().hops(),
            rows: board.size().rows(),
            cols: board.size().cols(),
            limit: limits.max_positions,
            deadline: limits.max_time.map(|d| (Instant::now() + d, d)),
            watch: limits.watch,
            table: FxHashMap::default(),
            big: FxHashMap::default(),
            lost: Default::default(),
            target_piece_counts: counts,
            shuffle: None,
        }
    }

    #[inline]
    fn key(&self, stacks: &[Stack]) -> K {
        canonical_key(self.rows, self.cols, stacks)
    }

    fn legal_hops<'a>(&'a self, board: &'a Board) -> impl Iterator<Item = Hop> + 'a {
        self.hops
            .iter()
            .copied()
            .filter(move |&h| board.hop_is_legal(h))
    }

    fn get(&self, key: &K) -> Option<Entry> {
        let s = self.table.get(key)?;
        Some(if s.games == u64::MAX {
            let (games, wins) = self.big[key];
            Entry {
                games,
                wins,
                success: s.success,
            }
        } else {
            Entry {
                games: s.games as u128,
                wins: s.wins as u128,
                success: s.success,
            }
        })
    }

    fn put(&mut self, key: K, e: Entry) {
        let stored = match (u64::try_from(e.games), u64::try_from(e.wins)) {
            (Ok(games), Ok(wins)) if games != u64::MAX => Stored {
                games,
                wins,
                success: e.success,
            },
            _ => {
                self.big.insert(key.clone(), (e.games, e.wins));
                Stored {
                    games: u64::MAX,
                    wins: 0,
                    success: e.success,
                }
            }
        };
        self.table.insert(key, stored);
    }

    /// Whether an analysed position can still reach the target.
    fn wins_of(&self, board: &Board) -> bool {
        self.get(&self.key(board.stacks()))
            .is_some_and(|e| e.wins > 0)
    }

    fn check(&self, stored: usize) -> Result<(), SolveError> {
        check_limits(stored, self.limit, self.deadline, self.watch)
    }

    /// Exact metrics of the subtree under `board`.
    fn eval(&mut self, board: &mut Board) -> Result<Entry, SolveError> {
        let key = self.key(board.stacks());
        if let Some(e) = self.get(&key) {
            return Ok(e);
        }
        let mut games: u128 = 0;
        let mut wins: u128 = 0;
        let mut success = 0.0;
        let mut n = 0u32;
        for i in 0..self.hops.len() {
            let h = self.hops[i];
            if !board.hop_is_legal(h) {
                continue;
            }
            let u = board.play_hop(h);
            let child = self.eval(board);
            board.undo(u);
            let child = child?;
            games = games
                .checked_add(child.games)
                .ok_or(SolveError::CountOverflow)?;
            wins = wins
                .checked_add(child.wins)
                .ok_or(SolveError::CountOverflow)?;
            success += child.success;
            n += 1;
        }
        let entry = if n == 0 {
            let met = self.target.is_met_by_end(board);
            Entry {
                games: 1,
                wins: met as u128,
                success: if met { 1.0 } else { 0.0 },
            }
        } else {
            Entry {
                games,
                wins,
                success: success / n as f64,
            }
        };
        self.check(self.table.len())?;
        self.put(key, entry);
        Ok(entry)
    }

    fn analyze(mut self, start: &Board) -> Result<Analysis, SolveError> {
        let mut board = start.clone();
        let root = self.eval(&mut board)?;
        let mut first_moves = 0;
        let mut winning_first_moves = 0;
        for h in self.legal_hops(start).collect::<Vec<_>>() {
            first_moves += 1;
            let u = board.play_hop(h);
            if self.wins_of(&board) {
                winning_first_moves += 1;
            }
            board.undo(u);
        }
        // Walk a solution, always taking the first winning move in the
        // fixed move order, and count forced and critical steps on it.
        let mut solution = Vec::new();
        let (mut forced_steps, mut critical_steps) = (0, 0);
        if root.wins > 0 {
            let mut b = start.clone();
            loop {
                let hops: Vec<Hop> = self.legal_hops(&b).collect();
                if hops.is_empty() {
                    break;
                }
                let mut winning = Vec::new();
                for &h in &hops {
                    let u = b.play_hop(h);
                    if self.wins_of(&b) {
                        winning.push(h);
                    }
                    b.undo(u);
                }
                forced_steps += (winning.len() == 1) as u32;
                critical_steps += (winning.len() < hops.len()) as u32;
                let h = winning[0];
                solution.push(b.hop_to_move(h));
                b.play_hop(h);
            }
        }
        Ok(Analysis {
            solvable: root.wins > 0,
            solution,
            metrics: Metrics {
                pieces: start.piece_count(),
                first_moves,
                winning_first_moves,
                games: root.games,
                winning_games: root.wins,
                random_success: root.success,
                positions: self.table.len() as u64,
                forced_steps,
                critical_steps,
            },
        })
    }

    /// A quick exact test that the target is out of reach.
    fn hopeless(&self) -> bool {
        match self.target {
            Target::Lone(p) => self.target_piece_counts[p as usize] == 0,
            // A move never empties a board, so a score of 0 needs an empty
            // board from the start.
            Target::ScoreAtMost(n) => n == 0 && self.target_piece_counts.iter().any(|&c| c > 0),
        }
    }

    /// Depth-first search for a winning line; lost positions are remembered.
    fn find(&mut self, board: &mut Board, line: &mut Vec<Hop>) -> Result<bool, SolveError> {
        if self.hopeless() {
            return Ok(false);
        }
        let key = self.key(board.stacks());
        if self.lost.contains(&key) {
            return Ok(false);
        }
        let mut order: Vec<Hop> = self.legal_hops(board).collect();
        let any = !order.is_empty();
        if let Some(rng) = self.shuffle.as_mut() {
            order.shuffle(rng);
        } else {
            // A stable sort: hop order within a rank.
            let target = self.target;
            order.sort_by_key(|h| {
                let over = board.stacks()[h.over as usize].top();
                target.move_rank(over.map_or(0, |p| p as u64))
            });
        }
        for h in order {
            let u = board.play_hop(h);
            self.target_piece_counts[u.removed as usize] -= 1;
            line.push(h);
            let won = self.find(board, line);
            self.target_piece_counts[u.removed as usize] += 1;
            board.undo(u);
            if won? {
                return Ok(true);
            }
            line.pop();
        }
        if !any && self.target.is_met_by_end(board) {
            return Ok(true);
        }
        self.check(self.lost.len())?;
        self.lost.insert(key);
        Ok(false)
    }

    fn decide(mut self, start: &Board) -> Result<Decision, SolveError> {
        let mut board = start.clone();
        let mut line = Vec::new();
        let solvable = self.find(&mut board, &mut line)?;
        let mut b = start.clone();
        let on_line = if solvable { line.len() as u64 + 1 } else { 0 };
        let solution = line
            .into_iter()
            .map(|h| {
                let m = b.hop_to_move(h);
                b.play_hop(h);
                m
            })
            .collect();
        Ok(Decision {
            solvable,
            solution,
            positions: self.lost.len() as u64 + on_line,
        })
    }
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

/// [`random_winning_line`] on the reference engine; for tests.
#[doc(hidden)]
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
        decide_in_order_reference,
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

/// The representative of a position's symmetry class: the image under the
/// grid's symmetries whose notation sorts first.
pub fn canonical(board: &Board) -> Board {
    let size = board.size();
    symmetries(size)
        .into_iter()
        .map(|perm| {
            let mut b = Board::empty(size);
            for (i, &src) in perm.iter().enumerate() {
                for p in board.stack(size.square_at(src)).pieces() {
                    b.push(size.square_at(i), p);
                }
            }
            b
        })
        .min_by_key(|b| b.to_string())
        .unwrap_or_else(|| board.clone())
}

/// Replays a solution and checks that it is legal and meets the target.
pub fn verify_solution(start: &Board, moves: &[Move], target: Target) -> Result<(), String> {
    let mut b = start.clone();
    for (i, &m) in moves.iter().enumerate() {
        b.play(m).map_err(|e| format!("move {}: {e}", i + 1))?;
    }
    if !b.is_terminal() {
        return Err("the game is not finished after the last move".into());
    }
    if !target.is_met_by_end(&b) {
        return Err(format!("the end position does not meet {target}"));
    }
    Ok(())
}

/// The piece left by a winning line for a lone-piece target, for messages.
pub fn target_piece(target: Target) -> Option<Piece> {
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
    fn symmetry_counts() {
        assert_eq!(symmetries(Size::STANDARD_3X4).len(), 4);
        assert_eq!(symmetries(Size::new(4, 4).unwrap()).len(), 8);
        for perm in symmetries(Size::new(4, 4).unwrap()) {
            let mut p = perm.clone();
            p.sort();
            assert_eq!(p, (0..16).collect::<Vec<_>>());
        }
    }

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

    /// The symmetry-by-symmetry packing the segment-joining `key` replaces.
    fn key_by_perms<K: Key>(stacks: &[Stack], size: Size) -> K {
        symmetries(size)
            .iter()
            .map(|perm| {
                perm.iter().fold(K::default(), |k, &src| {
                    let (bits, len) = stacks[src].raw();
                    k.append(bits, len)
                })
            })
            .min()
            .unwrap()
    }

    #[test]
    fn segment_keys_equal_keys_by_permutation() {
        for text in [
            "SML,SM,S,L/M,.,SL,M/L,S,.,SM",
            "SML,SM,S/L,M,./SL,M,L",
            "S,.,M,L/.,SS,.,M/L,.,S,./M,M,.,SML",
            "S,.,M,L,S/.,SS,.,M,L/L,.,S,.,S",
            "SMLLLLLLLLLLLLLL,M,.,./.,.,.,./.,.,.,SMLSMLSMLSMLSMLSMLSML/.,L,.,.",
        ] {
            let b = parse_position(text).unwrap();
            let s = Search::<u128>::new(&b, Target::SMALL, Limits::default());
            if key_bits(&b) <= 128 {
                assert_eq!(
                    s.key(b.stacks()),
                    key_by_perms::<u128>(b.stacks(), b.size())
                );
            }
            let w = Search::<Wide>::new(&b, Target::SMALL, Limits::default());
            if key_bits(&b) <= 256 {
                assert_eq!(
                    w.key(b.stacks()),
                    key_by_perms::<Wide>(b.stacks(), b.size())
                );
            }
            let v = Search::<Vec<u8>>::new(&b, Target::SMALL, Limits::default());
            assert_eq!(
                v.key(b.stacks()),
                key_by_perms::<Vec<u8>>(b.stacks(), b.size())
            );
        }
    }

    #[test]
    fn wide_and_narrow_keys_agree() {
        let b = parse_position("SML,SM,S,L/M,.,SL,M/L,S,.,SM").unwrap();
        for t in [Target::SMALL, Target::MEDIUM, Target::ScoreAtMost(5)] {
            let n = Search::<u128>::new(&b, t, Limits::default())
                .analyze(&b)
                .unwrap();
            let w = Search::<Wide>::new(&b, t, Limits::default())
                .analyze(&b)
                .unwrap();
            assert_eq!(n, w);
            let v = Search::<Vec<u8>>::new(&b, t, Limits::default())
                .analyze(&b)
                .unwrap();
            assert_eq!(n, v);
        }
    }
}
