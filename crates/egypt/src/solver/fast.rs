//! The solver's fast engine: the same two searches as
//! [`super::reference`] engine (same move order, same pruning,
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

use std::time::{Duration, Instant};

use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use super::limits::{Decision, Limits, SolveError, Watch, check_limits, key_bits};
use super::position::{FastKey, Geo, Lanes, MAX_HOPS, NO_HOP, Pos, fingerprint, xor};
use super::table::{Slot, Table};
use crate::board::{Board, Hop, Move};
use crate::target::Target;

pub use super::position::MAX_AREA;

/// Largest key (in bits) the fast engine stores.
const MAX_KEY_BITS: usize = 256;

/// Whether the fast engine takes this position.
pub fn supports(board: &Board) -> bool {
    board.size().area() <= MAX_AREA
        && key_bits(board) <= MAX_KEY_BITS
        && board.size().hops().len() <= MAX_HOPS
}

/// An upper bound on the bytes one stored position costs a search of the
/// fast engine from `board` (which it must [`supports`]), for the default
/// position budget: a table slot (24 bytes with a 128-bit key, 40 with a
/// 256-bit key) times 3.75, as a table is between 40% and 80% full and
/// holds the old and the new slots while it grows; for the full analysis
/// also the position's packing while its layer waits to be expanded (the
/// key's size, times 3 for a growing array), its record and move count (17
/// bytes) and 4 bytes a legal move, budgeted at 8 moves a position (the
/// 24-piece 3x4 example has 3.5; see the tests of `layers.rs`).
pub fn bytes_per_position(board: &Board, decide: bool) -> u64 {
    let wide = key_bits(board) > 128;
    let (slot, key) = if wide {
        (std::mem::size_of::<Slot<[u64; 4], u32>>(), 32)
    } else {
        (std::mem::size_of::<Slot<[u64; 2], u32>>(), 16)
    };
    let table = slot as u64 * 15 / 4;
    if decide {
        table
    } else {
        table + 3 * key + 17 + 4 * 8
    }
}

struct Search<K: FastKey> {
    geo: Geo,
    target: Target,
    pos: Pos,
    /// Hash lanes of `pos`.
    z: Lanes,
    limit: u64,
    deadline: Option<(Instant, Duration)>,
    watch: Option<&'static Watch>,
    lost: Table<K, ()>,
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
        let geo = Geo::new(board);
        let pos = Pos::new(board);
        let z = geo.lanes(&pos);
        Search {
            geo,
            target,
            pos,
            z,
            limit: limits.max_positions,
            deadline: limits.max_time.map(|d| (Instant::now() + d, d)),
            watch: limits.watch,
            lost: Table::new(),
            counts,
            shuffle: None,
        }
    }

    #[inline(always)]
    fn play(&mut self, h: Hop) -> (u64, u64) {
        let d = self.geo.delta(&self.pos, h);
        xor(&mut self.z, &d);
        self.pos.play(h)
    }

    #[inline(always)]
    fn undo(&mut self, h: Hop, mover: u64, removed: u64) {
        self.pos.undo(h, mover, removed);
        let d = self.geo.delta(&self.pos, h);
        xor(&mut self.z, &d);
    }

    fn check(&self, stored: usize) -> Result<(), SolveError> {
        check_limits(stored, self.limit, self.deadline, self.watch)
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
        {
            let (geo, pos, z) = (&self.geo, &self.pos, &self.z);
            if self
                .lost
                .get(fingerprint(z), &mut || geo.key::<K>(pos, z))
                .is_some()
            {
                return Ok(false);
            }
        }
        let mut order = [NO_HOP; MAX_HOPS];
        let mut n = 0;
        for &h in &self.geo.hops {
            if self.pos.legal(h) {
                order[n] = h;
                n += 1;
            }
        }
        if let Some(rng) = self.shuffle.as_mut() {
            order[..n].shuffle(rng);
        } else {
            // A stable sort: hop order within a rank, as in the reference.
            let (pos, target) = (&self.pos, self.target);
            order[..n].sort_by_key(|h| target.move_rank(pos.top(h.over as usize)));
        }
        for &h in &order[..n] {
            let (mover, removed) = self.play(h);
            self.counts[removed as usize] -= 1;
            line.push(h);
            let won = self.find(line);
            self.counts[removed as usize] += 1;
            self.undo(h, mover, removed);
            if won? {
                return Ok(true);
            }
            line.pop();
        }
        if n == 0 && self.pos.meets(self.geo.area, self.target) {
            return Ok(true);
        }
        self.check(self.lost.len)?;
        let key = self.geo.key::<K>(&self.pos, &self.z);
        self.lost.insert(fingerprint(&self.z), key, ());
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
            positions: self.lost.len as u64 + on_line,
        })
    }
}

/// [`super::decide`] on the fast engine, in a random move order
/// drawn from `order` if given; the board must be [`supports`]ed.
pub(super) fn decide(
    board: &Board,
    target: Target,
    limits: Limits,
    order: Option<ChaCha8Rng>,
) -> Result<Decision, SolveError> {
    debug_assert!(supports(board));
    if key_bits(board) <= 128 {
        let mut s = Search::<[u64; 2]>::new(board, target, limits);
        s.shuffle = order;
        s.decide(board)
    } else {
        let mut s = Search::<[u64; 4]>::new(board, target, limits);
        s.shuffle = order;
        s.decide(board)
    }
}
