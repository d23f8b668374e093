//! Why a census stops.

use std::path::{Path, PathBuf};

use crate::board::Size;
use crate::packed::PackError;

/// Why a census stopped.
#[derive(Debug, thiserror::Error)]
pub enum CensusError {
    #[error(transparent)]
    Pack(#[from] PackError),
    #[error("the number of games reaching one position exceeds 2^128")]
    CountOverflow,
    #[error("layer {pieces} does not fit the memory budget of {budget} bytes")]
    NoRoom { pieces: u32, budget: u64 },
    #[error(
        "the backward pass keeps every layer until the end, and the whole {grid} game has billions of positions (the 3x4 about 2.7 billion, over 80 GB): start from a mid-game root"
    )]
    BackwardTooBig { grid: Size },
    #[error("the memory budget of {0} bytes is too small (at least 8 MiB)")]
    BudgetTooSmall(u64),
    #[error("data folder: {0}")]
    Read(#[from] seed::read::ReadError),
    #[error("data folder {path}: {why}")]
    Data { path: PathBuf, why: String },
    #[error("data folder {path}: {source}")]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
}

pub(super) fn io_err(path: &Path) -> impl FnOnce(std::io::Error) -> CensusError + '_ {
    move |source| CensusError::Io {
        path: path.to_path_buf(),
        source,
    }
}
