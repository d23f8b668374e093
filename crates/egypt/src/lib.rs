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

/// `Serialize` for values that JSON writes as their `Display` text: a
/// grid `3x4`, a move `a1-c1`, a target `score<=3`, a tier `hard`.
macro_rules! serialize_as_text {
    ($($ty:ty),+) => {$(
        impl serde::Serialize for $ty {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_str(self)
            }
        }
    )+};
}

serialize_as_text!(Size, Move, Target, tier::Tier);
