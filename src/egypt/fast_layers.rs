//! The fast engine's full analysis, layer by layer.
//!
//! Every move removes one piece, so the positions of a tree fall into
//! layers by piece count, and a position's children all lie in the next
//! layer. The analysis runs in two passes:
//!
//! 1. **Forward**: the positions of each layer, in order, list their legal
//!    moves in the grid's hop order; each child is looked up in the next
//!    layer's table (by its key up to symmetry) and added when new. A
//!    position keeps its children's indices (its *edges*) and its own
//!    packing until it is expanded.
//! 2. **Backward**: from the last layer up, a position's counts and
//!    random-play chance are summed from its children's, read through the
//!    edges from the next layer's array: no table lookups, and each layer's
//!    records are small enough to stay in cache.
//!
//! A lookup only ever touches the next layer's table, a fraction of the
//! whole tree, where the depth-first search of the reference engine
//! touches a table of every position; that is the speed-up.
//!
//! **Same figures bit for bit.** The counts are sums and do not depend on
//! the order. The chance of random play is a sum of floating-point values,
//! which does: a position's chance is summed over its moves in the hop
//! order of the *image* (the mirrored or rotated copy) in which the search
//! first meets it. A depth-first search meets each position first along the
//! smallest path to it (paths compared move by move in hop order; a search
//! that skips positions seen before reaches each one first where the full
//! tree walk would). Here a layer's positions are listed in the order of
//! their smallest paths: the root alone, then each layer in the order its
//! parents (in that order) and their moves (in hop order) first reach it.
//! A position is stored as the image first reached, so it is expanded in
//! the same image, with the same move order, as in the depth-first search.

use rustc_hash::FxHashMap;

use super::board::{Board, Hop};
use super::fast::{FastKey, Geo, LANES, Lanes, MAX_HOPS, NO_HOP, Pos, Table, fingerprint, xor};
use super::solver::{Analysis, Entry, Limits, Metrics, SolveError, check_limits};
use super::target::Target;

/// A position's record: counts that fit 32 bits inline (most do),
/// `games == u32::MAX` marks counts kept in [`Tree::big`].
#[derive(Clone, Copy, Default)]
struct Rec {
    games: u32,
    wins: u32,
    success: f64,
}

/// A position and its legal moves, with each child's hash lanes and
/// fingerprint.
struct Listing {
    pos: Pos,
    n: usize,
    hops: [Hop; MAX_HOPS],
    fps: [u64; MAX_HOPS],
    lanes: [Lanes; MAX_HOPS],
}

impl Listing {
    fn new() -> Box<Listing> {
        Box::new(Listing {
            pos: Pos::empty(),
            n: 0,
            hops: [NO_HOP; MAX_HOPS],
            fps: [0; MAX_HOPS],
            lanes: [[0; LANES]; MAX_HOPS],
        })
    }

    /// Lists the position packed in `k`, fetching its children's slots of
    /// `table` ahead.
    #[inline(always)]
    fn fill<K: FastKey, V: Copy + Default>(&mut self, geo: &Geo, k: &K, table: &Table<K, V>) {
        self.pos = geo.decode(k);
        let z = geo.lanes(&self.pos);
        let mut n = 0;
        for &h in &geo.hops {
            if self.pos.legal(h) {
                let mut cz = z;
                xor(&mut cz, &geo.delta(&self.pos, h));
                self.fps[n] = fingerprint(&cz);
                self.lanes[n] = cz;
                table.prefetch(self.fps[n]);
                self.hops[n] = h;
                n += 1;
            }
        }
        self.n = n;
    }
}

/// One layer (one piece count) of the tree.
struct Layer<K> {
    /// Position key up to symmetry -> index in the layer.
    table: Table<K, u32>,
    /// Each position's packing, as first reached; emptied once expanded.
    packed: Vec<K>,
    /// Legal moves of each position.
    degree: Vec<u8>,
    /// Children's indices in the next layer, position by position, in hop
    /// order.
    edges: Vec<u32>,
    recs: Vec<Rec>,
}

impl<K: FastKey> Layer<K> {
    fn new() -> Layer<K> {
        Layer {
            table: Table::new(),
            packed: Vec::new(),
            degree: Vec::new(),
            edges: Vec::new(),
            recs: Vec::new(),
        }
    }
}

struct Tree<K> {
    geo: Geo,
    target: Target,
    layers: Vec<Layer<K>>,
    /// Counts that do not fit 32 bits, by (layer << 32 | index).
    big: FxHashMap<u64, (u128, u128)>,
}

impl<K: FastKey> Tree<K> {
    fn entry(&self, layer: usize, i: u32) -> Entry {
        let r = self.layers[layer].recs[i as usize];
        if r.games == u32::MAX {
            let (games, wins) = self.big[&((layer as u64) << 32 | i as u64)];
            Entry {
                games,
                wins,
                success: r.success,
            }
        } else {
            Entry {
                games: r.games as u128,
                wins: r.wins as u128,
                success: r.success,
            }
        }
    }

    fn store(&mut self, layer: usize, i: u32, e: Entry) {
        let rec = match (u32::try_from(e.games), u32::try_from(e.wins)) {
            (Ok(games), Ok(wins)) if games != u32::MAX => Rec {
                games,
                wins,
                success: e.success,
            },
            _ => {
                self.big
                    .insert((layer as u64) << 32 | i as u64, (e.games, e.wins));
                Rec {
                    games: u32::MAX,
                    wins: 0,
                    success: e.success,
                }
            }
        };
        self.layers[layer].recs[i as usize] = rec;
    }

    /// The forward pass: every layer listed, every position expanded.
    fn expand(&mut self, start: &Board, limits: Limits) -> Result<(), SolveError> {
        let deadline = limits.max_time.map(|d| (std::time::Instant::now() + d, d));
        let check =
            |stored: usize| check_limits(stored, limits.max_positions, deadline, limits.watch);
        let geo = &self.geo;
        let root = Pos::new(start);
        let z = geo.lanes(&root);
        let mut first = Layer::new();
        check(0)?;
        first
            .table
            .insert(fingerprint(&z), geo.key::<K>(&root, &z), 0);
        first.packed.push(geo.packing(&root));
        self.layers.push(first);
        let mut stored = 1usize;
        loop {
            let cur = self.layers.last_mut().expect("a layer");
            let mut next = Layer::<K>::new();
            let packed = std::mem::take(&mut cur.packed);
            cur.degree.reserve_exact(packed.len());
            cur.recs = vec![Rec::default(); packed.len()];
            // Position i's moves are listed (and their slots fetched
            // ahead) one position early, while position i - 1's children
            // are looked up, so that the fetches overlap the work.
            let mut lists = [Listing::new(), Listing::new()];
            if let Some(k) = packed.first() {
                lists[0].fill(geo, k, &next.table);
            }
            for i in 0..packed.len() {
                let (a, b) = lists.split_at_mut(1);
                let (now, ahead) = if i % 2 == 0 {
                    (&mut a[0], &mut b[0])
                } else {
                    (&mut b[0], &mut a[0])
                };
                if let Some(k) = packed.get(i + 1) {
                    ahead.fill(geo, k, &next.table);
                }
                let n = now.n;
                cur.degree.push(n as u8);
                let pos = &mut now.pos;
                if n == 0 {
                    let met = pos.meets(geo.area, self.target);
                    cur.recs[i] = Rec {
                        games: 1,
                        wins: met as u32,
                        success: if met { 1.0 } else { 0.0 },
                    };
                    continue;
                }
                for j in 0..n {
                    let (h, fp, cz) = (now.hops[j], now.fps[j], &now.lanes[j]);
                    let (mover, removed) = pos.play(h);
                    let fresh = next.packed.len() as u32;
                    let found =
                        next.table
                            .find_or_insert(fp, &mut || geo.key::<K>(pos, cz), || fresh);
                    let child = match found {
                        Ok(c) => c,
                        Err(c) => {
                            check(stored)?;
                            if fresh == u32::MAX {
                                // Out of indices long before memory
                                // could hold such a layer.
                                return Err(SolveError::Budget {
                                    limit: limits.max_positions,
                                });
                            }
                            stored += 1;
                            next.packed.push(geo.packing(pos));
                            c
                        }
                    };
                    cur.edges.push(child);
                    pos.undo(h, mover, removed);
                }
            }
            if next.packed.is_empty() {
                return Ok(());
            }
            self.layers.push(next);
        }
    }

    /// The backward pass: every position's record from its children's.
    fn settle(&mut self) -> Result<(), SolveError> {
        for l in (0..self.layers.len().saturating_sub(1)).rev() {
            let mut at = 0usize;
            for i in 0..self.layers[l].degree.len() {
                let n = self.layers[l].degree[i] as usize;
                if n == 0 {
                    continue;
                }
                let (mut games, mut wins, mut success) = (0u128, 0u128, 0.0);
                for j in 0..n {
                    let c = self.entry(l + 1, self.layers[l].edges[at + j]);
                    games = games
                        .checked_add(c.games)
                        .ok_or(SolveError::CountOverflow)?;
                    wins = wins.checked_add(c.wins).ok_or(SolveError::CountOverflow)?;
                    success += c.success;
                }
                at += n;
                self.store(
                    l,
                    i as u32,
                    Entry {
                        games,
                        wins,
                        success: success / n as f64,
                    },
                );
            }
        }
        Ok(())
    }

    /// The record of a position of layer `layer` (every one is stored).
    fn lookup(&self, layer: usize, pos: &Pos) -> Option<Entry> {
        let z = self.geo.lanes(pos);
        let geo = &self.geo;
        let (_, i) = self.layers[layer]
            .table
            .get(fingerprint(&z), &mut || geo.key::<K>(pos, &z))?;
        Some(self.entry(layer, i))
    }

    /// Whether the position after `h` can still reach the target.
    fn wins_after(&self, layer: usize, pos: &mut Pos, h: Hop) -> bool {
        let (mover, removed) = pos.play(h);
        let e = self.lookup(layer + 1, pos);
        pos.undo(h, mover, removed);
        e.is_some_and(|e| e.wins > 0)
    }

    fn legal_hops(&self, pos: &Pos) -> Vec<Hop> {
        self.geo
            .hops
            .iter()
            .copied()
            .filter(|&h| pos.legal(h))
            .collect()
    }

    fn analyze(mut self, start: &Board, limits: Limits) -> Result<Analysis, SolveError> {
        self.expand(start, limits)?;
        self.settle()?;
        let root = self.entry(0, 0);
        let mut pos = Pos::new(start);
        let hops = self.legal_hops(&pos);
        let first_moves = hops.len() as u32;
        let winning_first_moves = hops
            .iter()
            .filter(|&&h| self.wins_after(0, &mut pos, h))
            .count() as u32;
        let mut solution = Vec::new();
        let (mut forced_steps, mut critical_steps) = (0, 0);
        if root.wins > 0 {
            let mut b = start.clone();
            let mut layer = 0;
            loop {
                let hops = self.legal_hops(&pos);
                if hops.is_empty() {
                    break;
                }
                let winning: Vec<Hop> = hops
                    .iter()
                    .copied()
                    .filter(|&h| self.wins_after(layer, &mut pos, h))
                    .collect();
                forced_steps += (winning.len() == 1) as u32;
                critical_steps += (winning.len() < hops.len()) as u32;
                let h = winning[0];
                solution.push(b.hop_to_move(h));
                b.play_hop(h);
                pos.play(h);
                layer += 1;
            }
        }
        let positions = self.layers.iter().map(|l| l.degree.len() as u64).sum();
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
                positions,
                forced_steps,
                critical_steps,
            },
        })
    }
}

/// [`super::solver::analyze`] by layers; the board must be supported by
/// the fast engine ([`super::fast::supports`]).
pub(crate) fn analyze(
    board: &Board,
    target: Target,
    limits: Limits,
) -> Result<Analysis, SolveError> {
    fn run<K: FastKey>(
        board: &Board,
        target: Target,
        limits: Limits,
    ) -> Result<Analysis, SolveError> {
        Tree::<K> {
            geo: Geo::new(board),
            target,
            layers: Vec::new(),
            big: FxHashMap::default(),
        }
        .analyze(board, limits)
    }
    if super::solver::key_bits(board) <= 128 {
        run::<[u64; 2]>(board, target, limits)
    } else {
        run::<[u64; 4]>(board, target, limits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::egypt::notation::parse_position;

    fn expanded(text: &str) -> Tree<[u64; 2]> {
        let b = parse_position(text).unwrap();
        let mut t = Tree {
            geo: Geo::new(&b),
            target: Target::SMALL,
            layers: Vec::new(),
            big: FxHashMap::default(),
        };
        t.expand(&b, Limits::default()).unwrap();
        t
    }

    /// Each layer's positions are numbered in the order their parents'
    /// moves first reach them, and every position but the root is reached.
    #[test]
    fn layers_are_listed_in_order_of_first_discovery() {
        for text in [
            "SML,SM,S,L/M,.,SL,M/L,S,.,SM",
            "S,.,M,L/.,SS,.,M/L,.,S,./M,M,.,SML",
        ] {
            let t = expanded(text);
            assert_eq!(t.layers[0].degree.len(), 1);
            let (mut positions, mut edges) = (0, 0);
            for (l, layer) in t.layers.iter().enumerate() {
                let len = layer.degree.len();
                assert_eq!(layer.recs.len(), len);
                assert_eq!(layer.table.len, len);
                let degrees: usize = layer.degree.iter().map(|&d| d as usize).sum();
                assert_eq!(layer.edges.len(), degrees);
                positions += len;
                edges += degrees;
                let Some(next) = t.layers.get(l + 1) else {
                    assert_eq!(degrees, 0, "the last layer is all finished games");
                    continue;
                };
                let mut seen = 0u32;
                for &c in &layer.edges {
                    assert!(c <= seen, "{text}: layer {l}: child {c} before {seen}");
                    seen = seen.max(c + 1);
                }
                assert_eq!(seen as usize, next.degree.len());
            }
            let b = parse_position(text).unwrap();
            let r = crate::egypt::solver::analyze_reference(&b, Target::SMALL, Limits::default())
                .unwrap();
            assert_eq!(positions as u64, r.metrics.positions);
            eprintln!(
                "{text}: {positions} positions, {edges} moves ({:.2} a position), {} layers, largest {}",
                edges as f64 / positions as f64,
                t.layers.len(),
                t.layers.iter().map(|l| l.degree.len()).max().unwrap()
            );
        }
    }
}
