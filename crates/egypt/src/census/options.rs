//! How to run a census: the memory budget, the data folder, the passes.

use std::path::PathBuf;

/// Default memory budget: fits a 24 GB machine with room to spare.
pub const DEFAULT_MEMORY: u64 = 16 << 30;

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
