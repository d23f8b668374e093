//! The one interface every game module implements, in the spirit of a
//! puzzle collection where each game can parse and print a position, list
//! moves, solve, generate and draw. Adding a game adds a module and an
//! implementation of this trait; it does not touch the other games.

use crate::render::{Rect, Shape};

pub trait Game {
    /// Short lower-case name, used on the command line.
    const NAME: &'static str;
    /// A position (a board, a deal in progress).
    type Position: Clone;
    /// One move.
    type Move: Clone + std::fmt::Display;
    /// What a solve is asked for: a target, a rule set.
    type Goal: Clone;
    /// What the solver found: a verdict, a solution and metrics.
    type Report;
    /// What a generation is asked for (grid or rules, tier, ...).
    type Spec;
    /// A generated, solver-verified puzzle.
    type Puzzle;
    type Error: std::error::Error + Send + Sync + 'static;

    fn parse_position(text: &str) -> Result<Self::Position, Self::Error>;
    fn format_position(position: &Self::Position) -> String;
    fn legal_moves(position: &Self::Position, goal: &Self::Goal) -> Vec<Self::Move>;
    fn solve(position: &Self::Position, goal: &Self::Goal) -> Result<Self::Report, Self::Error>;
    fn generate(spec: &Self::Spec, seed: u64) -> Result<Vec<Self::Puzzle>, Self::Error>;
    /// Draws a position to fit inside `area`; the same function serves
    /// sheets, books and keys, and both backends.
    fn draw(position: &Self::Position, area: Rect) -> Vec<Shape>;
}
