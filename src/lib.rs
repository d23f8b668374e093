//! pyramid-press: printable, solver-guaranteed puzzles for the Pyramid
//! family of solitaire games.
//!
//! Layers, data flowing one way:
//! rules ([`egypt::board`], [`cards`]) -> solvers -> generators ->
//! documents ([`docs`]) -> backends ([`render`]).

pub mod cards;
pub mod cli;
pub mod docs;
pub mod egypt;
pub mod game;
pub mod interrupt;
pub mod render;
pub mod seed;
