//! The backward pass: which positions of each layer can still end with a
//! single Small.

use rayon::prelude::*;

use super::checkpoint::Data;
use super::classes::{LayerSet, load};
use super::error::CensusError;
use super::figures::{Event, Layer};
use super::options::Options;
use super::records::{join, split};
use crate::board::{Board, Piece};
use crate::packed::Geometry;

/// Refuses at once a backward pass that cannot fit: it keeps every layer
/// until the end.
pub(super) fn check_backward(root: &Board, _opts: &Options) -> Result<(), CensusError> {
    let size = root.size();
    if size.area() >= 12 && root.to_string() == Board::setup(size).to_string() {
        return Err(CensusError::BackwardTooBig { grid: size });
    }
    Ok(())
}

/// The backward pass: per layer, the positions from which a single Small
/// can still be reached. Goes from the fewest pieces up, holding only the
/// keys of the layer below that can.
pub(super) fn backward(
    geo: &Geometry,
    layers: &mut [Layer],
    sets: &[LayerSet],
    data: Option<&Data>,
    report: &mut impl FnMut(Event),
) -> Result<(), CensusError> {
    let mut below: Vec<(u64, u64)> = Vec::new();
    let skip = layers.len() - sets.len();
    for (layer, set) in layers[skip..].iter_mut().zip(sets).rev() {
        let mut here: Vec<(u64, u64)> = Vec::new();
        for slot in set.classes.values() {
            let recs = load(slot)?;
            let found: Vec<(u64, u64)> = recs
                .par_iter()
                .filter(|r| {
                    let p = geo.unpack(join(r.h, r.hi));
                    let mut any = false;
                    let n = geo.for_each_child(&p, |k| {
                        any = any || below.binary_search(&split(k)).is_ok();
                    });
                    if n == 0 {
                        p.lone_piece() == Some(Piece::Small)
                    } else {
                        any
                    }
                })
                .map(|r| (r.h, r.hi))
                .collect();
            here.extend(found);
        }
        here.sort_unstable();
        layer.small_reachable = Some(here.len() as u64);
        if let Some(d) = data {
            d.write_stats(layer)?;
        }
        report(Event::Backward {
            pieces: layer.pieces,
        });
        below = here;
    }
    Ok(())
}
