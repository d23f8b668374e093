//! How to run a census: the memory budget, the data folder, the passes.

use std::path::PathBuf;

/// Default memory budget: fits a 24 GB machine with room to spare.
pub const DEFAULT_MEMORY: u64 = 16 << 30;

/// The most pieces of a root whose census is held in memory without a
/// data folder: the 3x3 setup's 27 (10,582 positions in all; a 24-piece
/// 3x4 mid-game root has about a million). A root of more pieces may have
/// layers of hundreds of millions of positions (the 3x4 setup's largest,
/// at 16 pieces, holds 364 million: 11.6 GB of records, and the layer it
/// is built from is held beside it), so it should be given a data folder
/// to spill into.
pub const IN_MEMORY_PIECES: usize = 27;

/// The smallest memory budget.
pub const MIN_MEMORY: u64 = 8 << 20;

/// How to run a census.
#[derive(Clone, Debug)]
pub struct Options {
    /// Memory budget in bytes for records (runs, chunks, layers in memory).
    pub memory: u64,
    /// Folder for checkpoints and spilled runs; without one everything
    /// stays in memory and a layer that does not fit is an error.
    pub data: Option<PathBuf>,
    /// Also run the backward pass (which layers can still end with a
    /// single Small); keeps every layer until the end.
    pub backward: bool,
    /// Build every class in at least this many passes over its parents
    /// (a power of two; more passes only cost time). For tests.
    pub min_passes: u64,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            memory: DEFAULT_MEMORY,
            data: None,
            backward: false,
            min_passes: 1,
        }
    }
}
