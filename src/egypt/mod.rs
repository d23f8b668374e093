//! Egyptian Solitaire (Looney Pyramids): rules, notation, solver,
//! generator and board drawing.

pub mod board;
pub(crate) mod byte_codes;
pub mod census;
pub mod daily;
pub mod draw;
pub mod fast;
pub(crate) mod fast_layers;
pub mod game;
pub mod generator;
pub mod grade;
pub(crate) mod hop_sets;
pub(crate) mod huge;
pub mod keys;
pub mod notation;
pub mod packed;
pub mod puzzle_id;
pub mod rules_sheet;
pub mod show;
pub mod solver;
pub mod target;
pub mod web;

pub use board::{Board, Move, Piece, Size, Square};
pub use notation::NotationError;
pub use target::Target;
