//! The census: every position reachable from a root (the setup, or any
//! position given), layer by layer.
//!
//! Every move removes exactly one piece, so the positions with `n` pieces
//! (a *layer*) are exactly the children of the layer with `n + 1`. The
//! census holds one layer at a time as a list of records sorted by
//! canonical key ([`crate::packed`]: positions are counted up to
//! the grid's symmetries, 4 for a non-square rectangle, 8 for a square),
//! expands it into the next layer, and keeps per-layer figures.
//!
//! Each record carries, besides its key:
//! - `games`: the exact number of move sequences from the root that reach
//!   the position (or any of its symmetric images), a `u128` (the sums are
//!   checked: an overflow stops the run with an error, it never wraps);
//! - `mass`: the probability that a player choosing uniformly among the
//!   legal moves reaches it, in fixed point: an integer `m` standing for
//!   `m / 2^127`.
//!
//! **How exact the probabilities are.** A parent with mass `m` and `k`
//! legal moves hands `floor(m / k)` to each child, and children add what
//! they receive: every step but the division is exact integer arithmetic.
//! Write `e(X) >= 0` for the true mass of a position minus its computed
//! mass. A child's error is the sum over its incoming moves of the
//! parent's error divided by `k`, plus less than one unit for the floor;
//! summed over a layer, the parents' errors are handed on in full (each
//! parent has exactly `k` moves) and each move adds less than one unit. So
//! every sum of masses the census reports (a layer, a score, a lone piece)
//! is a lower bound that falls short of the true probability by less than
//! `E / 2^127`, where `E` is the number of moves expanded before it
//! ([`Census::moves`]). The 3x4 game has fewer than 2^40 such moves, so the
//! bound is below 2^-87 (about 6e-27); the reported `f64` adds its own
//! rounding (relative 2^-53). Integer sums do not depend on their order,
//! so the result is the same on any number of threads and with any memory
//! budget, bit for bit.
//!
//! **Classes: one layer, many small pieces.** A move removes exactly one
//! piece, of a known size, so the pieces left by size `(s, m, l)` (the
//! position's *class*) of a child are its parent's minus one in exactly
//! one place. A layer is stored as its classes, each a list of records
//! sorted by a hash of the key; the next layer is built one class at a
//! time from at most three parent classes, keeping only the moves that
//! remove the right size. Each parent's moves are generated once in all,
//! and only one class of children (a few per cent of a layer) is ever
//! held in memory: its children are partitioned into cache-sized buckets
//! by hash, and each bucket is summed on its own (both cores share the
//! buckets): a generated child carries its parent's share of mass and
//! game count, equal keys are added up in a small hash table in the
//! core's cache, and only the distinct keys are sorted. A class whose children would not fit the memory
//! budget is built in several passes over its parents, each keeping one
//! range of hashes.
//!
//! **Records.** A key takes `2 * (pieces + squares)` bits: a 3x4 position
//! with at most 20 pieces fits 64 bits, and the data folder stores such a
//! position in 32 bytes (hashed key, mass, games); larger keys and game
//! counts beyond 64 bits (which appear only in the last layers) widen the
//! records of the classes that need them, flagged per class file.
//!
//! **Checkpoints.** With a data folder, each layer is a folder
//! `layer-NN/` of class files plus an `index.json` written last, and each
//! finished layer's figures are `stats-NN.json`, written once the next
//! layer is complete; a killed run resumes at the last finished layer.
//!
//! The files: `figures.rs` (what a census finds), `options.rs` and
//! `error.rs`, `records.rs` (a position in memory), `classes.rs` (a
//! layer's classes and their files), `checkpoint.rs` (the data folder),
//! `expand.rs` (one layer into the next), `backward.rs` (the backward
//! pass); this module runs them.

mod backward;
mod checkpoint;
mod classes;
mod error;
mod expand;
mod figures;
mod options;
mod records;

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Instant;

use self::backward::{backward, check_backward};
use self::checkpoint::{Data, Meta};
use self::classes::FORMAT;
use self::classes::{LayerSet, Slot};
use self::expand::expand;
use self::records::{Rec, class_of, split};
use crate::board::Board;
use crate::packed::Geometry;

pub use self::checkpoint::{CheckpointFile, parse_checkpoint};
pub use self::error::CensusError;
pub use self::figures::{Census, Ending, Event, Layer, ONE, Outcome, to_f64};
pub use self::options::{DEFAULT_MEMORY, IN_MEMORY_PIECES, MIN_MEMORY, Options};

/// Checks before any work that a census from `root` can run with `opts`
/// (a grid the packed engine holds, a budget, a backward pass of a
/// feasible size): the errors [`run`] would give at once.
pub fn check(root: &Board, opts: &Options) -> Result<(), CensusError> {
    if opts.memory < MIN_MEMORY {
        return Err(CensusError::BudgetTooSmall(opts.memory));
    }
    Geometry::new(root.size())?.pack(root)?;
    if opts.backward {
        check_backward(root, opts)?;
    }
    Ok(())
}

/// Runs the census from `root`.
pub fn run(
    root: &Board,
    opts: &Options,
    mut report: impl FnMut(Event),
) -> Result<Census, CensusError> {
    if opts.memory < MIN_MEMORY {
        return Err(CensusError::BudgetTooSmall(opts.memory));
    }
    let geo = Geometry::new(root.size())?;
    let packed = geo.pack(root)?;
    let root_text = root.to_string();
    let root_pieces = root.piece_count() as u32;
    if opts.backward {
        check_backward(root, opts)?;
    }
    let data = match &opts.data {
        Some(dir) => Some(Data::open(
            dir,
            &Meta {
                format: FORMAT,
                grid: root.size().to_string(),
                root: root_text.clone(),
            },
        )?),
        None => None,
    };
    let root_set = || {
        let (h, hi) = split(geo.canonical(&packed));
        let mut classes = BTreeMap::new();
        classes.insert(
            class_of(&packed),
            Slot {
                len: 1,
                recs: Some(Arc::new(vec![Rec {
                    h,
                    hi,
                    mass: ONE,
                    games: 1,
                }])),
                file: None,
            },
        );
        LayerSet {
            pieces: root_pieces,
            classes,
        }
    };

    // Resume: the finished layers' figures, and the layer to expand next.
    let mut layers: Vec<Layer> = Vec::new();
    let mut pieces = root_pieces;
    let mut current: Option<LayerSet> = None;
    if let Some(d) = &data {
        // A layer's figures are written only once the next layer is
        // complete on disk, so every layer with figures is finished.
        while let Some(stats) = d.read_stats(pieces)? {
            let finished = stats.children == 0;
            report(Event::LayerDone {
                layer: &stats,
                seconds: 0.0,
                resumed: true,
            });
            layers.push(stats);
            if finished {
                break;
            }
            pieces -= 1;
        }
        let done = layers.last().is_some_and(|l| l.children == 0);
        if !done {
            // Layers above the one to expand are stale; the one below may
            // be half written.
            for p in pieces + 1..=root_pieces {
                d.remove_layer(p)?;
            }
            if pieces > 0 {
                d.remove_layer(pieces - 1)?;
            }
            current = match d.read_index(pieces)? {
                Some(set) => Some(set),
                None if pieces == root_pieces => Some(root_set()),
                None => {
                    return Err(CensusError::Data {
                        path: d.layer_dir(pieces),
                        why: "a layer checkpoint is missing; start again in an empty folder".into(),
                    });
                }
            };
        }
    } else {
        current = Some(root_set());
    }

    let mut kept: Vec<LayerSet> = Vec::new();
    while let Some(set) = current.take() {
        let start = Instant::now();
        report(Event::LayerStart {
            pieces,
            positions: set.len(),
        });
        let mut set = set;
        let (mut layer, next) = expand(
            &geo,
            &mut set,
            opts,
            data.as_ref(),
            opts.backward,
            &mut report,
        )?;
        layer.children = next.len();
        if let Some(d) = &data {
            if next.len() > 0 {
                d.write_index(&next)?;
            }
            d.write_stats(&layer)?;
        }
        report(Event::LayerDone {
            layer: &layer,
            seconds: start.elapsed().as_secs_f64(),
            resumed: false,
        });
        layers.push(layer);
        if opts.backward {
            kept.push(set);
            let held: u64 = kept.iter().map(LayerSet::mem_bytes).sum();
            if data.is_none() && held > opts.memory / 2 {
                return Err(CensusError::NoRoom {
                    pieces,
                    budget: opts.memory,
                });
            }
        } else if let Some(d) = &data {
            d.remove_layer(pieces)?;
        }
        if next.len() > 0 {
            current = Some(next);
            pieces -= 1;
        }
    }

    if opts.backward {
        backward(&geo, &mut layers, &kept, data.as_ref(), &mut report)?;
        if let Some(d) = &data {
            for set in &kept {
                d.remove_layer(set.pieces)?;
            }
        }
    }
    Ok(Census {
        size: root.size(),
        root: root_text,
        symmetries: geo.symmetry_count(),
        layers,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Piece;

    #[test]
    fn one_move_root() {
        let b: Board = "S,S,./.,.,./.,.,.".parse().unwrap();
        let c = run(&b, &Options::default(), |_| {}).unwrap();
        assert_eq!(c.symmetries, 8);
        assert_eq!(c.layers.len(), 2);
        assert_eq!(c.positions(), 2);
        assert_eq!(c.games(), 1);
        assert_eq!(c.lone(Piece::Small).games, 1);
        assert_eq!(c.lone(Piece::Small).mass, ONE);
        assert_eq!((c.longest(), c.shortest()), (1, 1));
    }
}
