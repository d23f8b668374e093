//! Egyptian Solitaire (Looney Pyramids): rules, notation, solver,
//! generator and board drawing.

pub mod board;
pub mod draw;
pub mod notation;
pub mod show;
pub mod target;

pub use board::{Board, Move, Piece, Size, Square};
pub use notation::NotationError;
pub use target::Target;
