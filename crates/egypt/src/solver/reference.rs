//! The reference engine: positions as [`Board`]s in hash maps under
//! their canonical keys ([`canonical_key`]). It settles every position the
//! fast engines cannot hold (grids over 32 squares, keys over 256 bits)
//! and is the oracle the fast engines must match exactly
//! (`tests/it/egypt_crosscheck.rs`).

use std::time::{Duration, Instant};

use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use rustc_hash::FxHashMap;

use super::chance::Chance;
use super::limits::{
    Analysis, Decision, Entry, Limits, Metrics, SolveError, Watch, check_limits, key_bits,
};
use crate::board::{Board, Hop, Stack};
use crate::symmetry::{Key, Wide, canonical_key};
use crate::target::Target;

/// [`super::analyze`] on the reference engine.
pub(super) fn analyze(
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

/// [`super::decide`] on the reference engine, trying moves in a random
/// order drawn from `order` if given.
pub(super) fn decide_in_order(
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

/// An [`Entry`] as stored: counts that fit 64 bits are kept inline (most
/// do); `games == u64::MAX` marks counts kept in the overflow table. The
/// smaller record keeps more of the table in cache.
#[derive(Clone, Copy, Debug)]
struct Stored {
    games: u64,
    wins: u64,
    success: Chance,
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
        let mut chances = Vec::new();
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
            chances.push(child.success);
            n += 1;
        }
        let entry = if n == 0 {
            let met = self.target.is_met_by_end(board);
            Entry {
                games: 1,
                wins: met as u128,
                success: Chance::of(met),
            }
        } else {
            Entry {
                games,
                wins,
                success: Chance::mean(chances.iter().copied(), n as usize),
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
                random_success: root.success.to_f64(),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Size;
    use crate::notation::parse_position;
    use crate::symmetry::symmetries;

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
