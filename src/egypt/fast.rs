//! The solver's fast engine: the same two searches as
//! [`super::solver`]'s reference engine (same move order, same pruning,
//! same table of positions up to symmetry), on a position kept in fixed
//! arrays and played and taken back in place, with canonical keys built
//! straight from those arrays.
//!
//! A position is one `u64` of pieces (two bits each, bottom first) and one
//! height per square, for grids of at most [`MAX_AREA`] squares. Its key
//! under a symmetry is the squares' pieces, in the order the symmetry reads
//! them, each followed by a 2-bit zero separator (the packing of
//! [`super::packed`] and of the reference engine): a `u128` while the
//! position needs at most 128 bits, a [`U256`] up to 256 bits. The
//! canonical key is the smallest over the grid's symmetries. Moves only
//! remove pieces, so the start position's size fixes the key type of a
//! whole search. Larger positions go to the reference engine.
//!
//! Everything a search reports is the reference engine's, bit for bit: the
//! counts and the random-play probability (children summed in the same
//! order), the number of positions, the solution, the forced and critical
//! steps, and for `decide` the same depth-first order (random order drawn
//! the same way) and so the same line and the same count of lost
//! positions. `tests/it/egypt_crosscheck.rs` compares the two engines on
//! many positions.

use std::hash::Hash;
use std::time::{Duration, Instant};

use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use rustc_hash::{FxHashMap, FxHashSet};

use super::board::{Board, Hop, MAX_STACK, Move};
use super::solver::{
    Analysis, Decision, Entry, Limits, Metrics, SolveError, Stored, Watch, check_limits, symmetries,
};
use super::target::Target;

/// Largest grid (in squares) the fast engine plays on.
pub const MAX_AREA: usize = 32;

/// Largest key (in bits) the fast engine stores.
const MAX_KEY_BITS: usize = 256;

/// Whether the fast engine takes this position.
pub fn supports(board: &Board) -> bool {
    board.size().area() <= MAX_AREA
        && super::solver::key_bits(board) <= MAX_KEY_BITS
        && board.size().hops().len() <= MAX_HOPS
}

/// Most geometric hops on a grid of [`MAX_AREA`] squares (4x8: 80).
const MAX_HOPS: usize = 128;

/// A position in fixed arrays.
#[derive(Clone, Copy, Debug)]
struct Pos {
    bits: [u64; MAX_AREA],
    len: [u8; MAX_AREA],
}

impl Pos {
    fn new(board: &Board) -> Pos {
        let mut p = Pos {
            bits: [0; MAX_AREA],
            len: [0; MAX_AREA],
        };
        for (i, s) in board.stacks().iter().enumerate() {
            let (b, l) = s.raw();
            p.bits[i] = b;
            p.len[i] = l as u8;
        }
        p
    }

    #[inline(always)]
    fn top(&self, i: usize) -> u64 {
        (self.bits[i] >> (2 * (self.len[i] as u32).wrapping_sub(1))) & 3
    }

    #[inline(always)]
    fn legal(&self, h: Hop) -> bool {
        let (a, b, c) = (h.from as usize, h.over as usize, h.to as usize);
        let lc = self.len[c];
        self.len[a] > 0
            && self.len[b] > 0
            && (lc == 0 || self.top(c) == self.top(a))
            && (lc as usize) < MAX_STACK
    }

    #[inline(always)]
    fn pop(&mut self, i: usize) -> u64 {
        let code = self.top(i);
        self.len[i] -= 1;
        self.bits[i] &= !(3u64 << (2 * self.len[i] as u32));
        code
    }

    #[inline(always)]
    fn push(&mut self, i: usize, code: u64) {
        self.bits[i] |= code << (2 * self.len[i] as u32);
        self.len[i] += 1;
    }

    /// Plays a legal hop; returns (mover, removed) codes.
    #[inline(always)]
    fn play(&mut self, h: Hop) -> (u64, u64) {
        let mover = self.pop(h.from as usize);
        let removed = self.pop(h.over as usize);
        self.push(h.to as usize, mover);
        (mover, removed)
    }

    #[inline(always)]
    fn undo(&mut self, h: Hop, mover: u64, removed: u64) {
        self.pop(h.to as usize);
        self.push(h.over as usize, removed);
        self.push(h.from as usize, mover);
    }

    /// Whether the finished position meets the target.
    fn meets(&self, area: usize, target: Target) -> bool {
        match target {
            Target::Lone(p) => {
                let mut found = None;
                for i in 0..area {
                    match (self.len[i], found) {
                        (0, _) => {}
                        (1, None) => found = Some(self.bits[i]),
                        _ => return false,
                    }
                }
                found == Some(p as u64)
            }
            Target::ScoreAtMost(n) => {
                let mut pips = 0u32;
                for i in 0..area {
                    let mut b = self.bits[i];
                    while b != 0 {
                        pips += (b & 3) as u32;
                        b >>= 2;
                    }
                }
                pips <= n
            }
        }
    }
}

/// A key type of the fast engine.
pub(crate) trait FastKey: Copy + Eq + Hash + Ord + std::fmt::Debug {
    const ZERO: Self;
    /// Puts `bits` at bit offset `off` (bits known to fit).
    fn or_at(self, bits: u64, off: u32) -> Self;
}

impl FastKey for u128 {
    const ZERO: u128 = 0;
    #[inline(always)]
    fn or_at(self, bits: u64, off: u32) -> u128 {
        self | ((bits as u128) << off)
    }
}

/// A 256-bit key, low word first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct U256([u64; 4]);

impl FastKey for U256 {
    const ZERO: U256 = U256([0; 4]);
    #[inline(always)]
    fn or_at(mut self, bits: u64, off: u32) -> U256 {
        let (w, s) = ((off / 64) as usize, off % 64);
        self.0[w] |= bits << s;
        if s > 0 && w + 1 < 4 {
            self.0[w + 1] |= bits >> (64 - s);
        }
        self
    }
}

/// A grid's hops and symmetries.
struct Geo {
    area: usize,
    hops: Vec<Hop>,
    /// `perms[s][i]`: the square whose stack lands on square `i` under
    /// symmetry `s`.
    perms: Vec<[u8; MAX_AREA]>,
}

impl Geo {
    fn new(board: &Board) -> Geo {
        let size = board.size();
        Geo {
            area: size.area(),
            hops: size.hops(),
            perms: symmetries(size)
                .into_iter()
                .map(|perm| {
                    let mut p = [0u8; MAX_AREA];
                    for (i, &src) in perm.iter().enumerate() {
                        p[i] = src as u8;
                    }
                    p
                })
                .collect(),
        }
    }

    #[inline(always)]
    fn image<K: FastKey>(&self, p: &Pos, perm: &[u8; MAX_AREA]) -> K {
        let mut k = K::ZERO;
        let mut off = 0u32;
        for &src in &perm[..self.area] {
            let s = src as usize;
            k = k.or_at(p.bits[s], off);
            off += 2 * p.len[s] as u32 + 2;
        }
        k
    }

    /// The canonical key: the smallest image over the symmetries.
    #[inline(always)]
    fn key<K: FastKey>(&self, p: &Pos) -> K {
        let mut best = self.image::<K>(p, &self.perms[0]);
        for perm in &self.perms[1..] {
            let k = self.image::<K>(p, perm);
            if k < best {
                best = k;
            }
        }
        best
    }
}

struct Search<K: FastKey> {
    geo: Geo,
    target: Target,
    pos: Pos,
    limit: u64,
    deadline: Option<(Instant, Duration)>,
    watch: Option<&'static Watch>,
    table: FxHashMap<K, Stored>,
    /// Counts of positions whose game counts do not fit 64 bits.
    big: FxHashMap<K, (u128, u128)>,
    lost: FxHashSet<K>,
    /// Pieces of each size on the board, by code (1..=3).
    counts: [usize; 4],
    shuffle: Option<ChaCha8Rng>,
}

impl<K: FastKey> Search<K> {
    fn new(board: &Board, target: Target, limits: Limits) -> Search<K> {
        let mut counts = [0; 4];
        for (i, n) in board.piece_counts().into_iter().enumerate() {
            counts[i + 1] = n;
        }
        Search {
            geo: Geo::new(board),
            target,
            pos: Pos::new(board),
            limit: limits.max_positions,
            deadline: limits.max_time.map(|d| (Instant::now() + d, d)),
            watch: limits.watch,
            table: FxHashMap::default(),
            big: FxHashMap::default(),
            lost: FxHashSet::default(),
            counts,
            shuffle: None,
        }
    }

    #[inline(always)]
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
                self.big.insert(key, (e.games, e.wins));
                Stored {
                    games: u64::MAX,
                    wins: 0,
                    success: e.success,
                }
            }
        };
        self.table.insert(key, stored);
    }

    fn check(&self, stored: usize) -> Result<(), SolveError> {
        check_limits(stored, self.limit, self.deadline, self.watch)
    }

    /// Exact metrics of the subtree under the current position, whose
    /// canonical key is `key` and which is not in the table.
    fn eval(&mut self, key: K) -> Result<Entry, SolveError> {
        let mut games: u128 = 0;
        let mut wins: u128 = 0;
        let mut success = 0.0;
        let mut n = 0u32;
        for i in 0..self.geo.hops.len() {
            let h = self.geo.hops[i];
            if !self.pos.legal(h) {
                continue;
            }
            let (mover, removed) = self.pos.play(h);
            let ck = self.geo.key::<K>(&self.pos);
            let child = match self.get(&ck) {
                Some(e) => Ok(e),
                None => self.eval(ck),
            };
            self.pos.undo(h, mover, removed);
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
            let met = self.pos.meets(self.geo.area, self.target);
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

    /// Whether the position after `h` (from the current one) can still
    /// reach the target; every position is in the table.
    fn wins_after(&mut self, h: Hop) -> bool {
        let (mover, removed) = self.pos.play(h);
        let k = self.geo.key::<K>(&self.pos);
        self.pos.undo(h, mover, removed);
        self.get(&k).is_some_and(|e| e.wins > 0)
    }

    fn legal_hops(&self) -> Vec<Hop> {
        self.geo
            .hops
            .iter()
            .copied()
            .filter(|&h| self.pos.legal(h))
            .collect()
    }

    fn analyze(mut self, start: &Board) -> Result<Analysis, SolveError> {
        let root_key = self.geo.key::<K>(&self.pos);
        let root = self.eval(root_key)?;
        let mut first_moves = 0;
        let mut winning_first_moves = 0;
        for h in self.legal_hops() {
            first_moves += 1;
            if self.wins_after(h) {
                winning_first_moves += 1;
            }
        }
        let mut solution = Vec::new();
        let (mut forced_steps, mut critical_steps) = (0, 0);
        if root.wins > 0 {
            let mut b = start.clone();
            loop {
                let hops = self.legal_hops();
                if hops.is_empty() {
                    break;
                }
                let winning: Vec<Hop> = hops
                    .iter()
                    .copied()
                    .filter(|&h| self.wins_after(h))
                    .collect();
                forced_steps += (winning.len() == 1) as u32;
                critical_steps += (winning.len() < hops.len()) as u32;
                let h = winning[0];
                solution.push(b.hop_to_move(h));
                b.play_hop(h);
                self.pos.play(h);
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

    #[inline(always)]
    fn hopeless(&self) -> bool {
        match self.target {
            Target::Lone(p) => self.counts[p as usize] == 0,
            Target::ScoreAtMost(n) => n == 0 && self.counts.iter().any(|&c| c > 0),
        }
    }

    /// Depth-first search for a winning line from the current position;
    /// lost positions are remembered.
    fn find(&mut self, line: &mut Vec<Hop>) -> Result<bool, SolveError> {
        if self.hopeless() {
            return Ok(false);
        }
        let key = self.geo.key::<K>(&self.pos);
        if self.lost.contains(&key) {
            return Ok(false);
        }
        let mut order = [Hop {
            from: 0,
            over: 0,
            to: 0,
        }; MAX_HOPS];
        let mut n = 0;
        for &h in &self.geo.hops {
            if self.pos.legal(h) {
                order[n] = h;
                n += 1;
            }
        }
        if let Some(rng) = self.shuffle.as_mut() {
            order[..n].shuffle(rng);
        }
        for &h in &order[..n] {
            let (mover, removed) = self.pos.play(h);
            self.counts[removed as usize] -= 1;
            line.push(h);
            let won = self.find(line);
            self.counts[removed as usize] += 1;
            self.pos.undo(h, mover, removed);
            if won? {
                return Ok(true);
            }
            line.pop();
        }
        if n == 0 && self.pos.meets(self.geo.area, self.target) {
            return Ok(true);
        }
        self.check(self.lost.len())?;
        self.lost.insert(key);
        Ok(false)
    }

    fn decide(mut self, start: &Board) -> Result<Decision, SolveError> {
        let mut line = Vec::new();
        let solvable = self.find(&mut line)?;
        let mut b = start.clone();
        let on_line = if solvable { line.len() as u64 + 1 } else { 0 };
        let solution: Vec<Move> = line
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

/// [`super::solver::analyze`] on the fast engine; the board must be
/// [`supports`]ed.
pub(crate) fn analyze(
    board: &Board,
    target: Target,
    limits: Limits,
) -> Result<Analysis, SolveError> {
    debug_assert!(supports(board));
    if super::solver::key_bits(board) <= 128 {
        Search::<u128>::new(board, target, limits).analyze(board)
    } else {
        Search::<U256>::new(board, target, limits).analyze(board)
    }
}

/// [`super::solver::decide`] on the fast engine, in a random move order
/// drawn from `order` if given; the board must be [`supports`]ed.
pub(crate) fn decide(
    board: &Board,
    target: Target,
    limits: Limits,
    order: Option<ChaCha8Rng>,
) -> Result<Decision, SolveError> {
    debug_assert!(supports(board));
    if super::solver::key_bits(board) <= 128 {
        let mut s = Search::<u128>::new(board, target, limits);
        s.shuffle = order;
        s.decide(board)
    } else {
        let mut s = Search::<U256>::new(board, target, limits);
        s.shuffle = order;
        s.decide(board)
    }
}
