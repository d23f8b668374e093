//! Egyptian Solitaire (Looney Pyramids): rules, notation, puzzle IDs,
//! exact solvers, the census, the generator and the grade. No drawing and
//! no page model: documents are made from these puzzles elsewhere.

pub mod board;
pub mod census;
pub mod check;
pub mod daily;
pub mod generator;
pub mod grade;
pub(crate) mod hop_sets;
pub mod ideas;
pub mod notation;
pub mod packed;
pub mod puzzle_id;
pub mod show;
pub mod solver;
pub mod symmetry;
pub mod target;
pub mod tier;
pub mod written;

pub use board::{Board, Move, Piece, Size, Square};
pub use notation::NotationError;
pub use target::Target;
