//! Egyptian Solitaire behind the common [`Game`] interface.

use crate::game::Game;
use crate::render::{Rect, Shape};

use super::board::{Board, Move};
use super::generator::{self, GenerateError, Puzzle, Spec};
use super::notation::{self, NotationError};
use super::solver::{self, Analysis, Limits, SolveError};
use super::target::Target;

/// The game as a whole: a marker type for [`Game`].
pub struct EgyptianSolitaire;

/// Any error of this game.
#[derive(Debug, thiserror::Error)]
pub enum EgyptError {
    #[error(transparent)]
    Notation(#[from] NotationError),
    #[error(transparent)]
    Solve(#[from] SolveError),
    #[error(transparent)]
    Generate(#[from] GenerateError),
}

impl Game for EgyptianSolitaire {
    const NAME: &'static str = "egypt";
    type Position = Board;
    type Move = Move;
    type Goal = Target;
    type Report = Analysis;
    type Spec = Spec;
    type Puzzle = Puzzle;
    type Error = EgyptError;

    fn parse_position(text: &str) -> Result<Board, EgyptError> {
        Ok(notation::parse_position(text)?)
    }

    fn format_position(position: &Board) -> String {
        notation::format_position(position)
    }

    /// The legal moves; they do not depend on the target.
    fn legal_moves(position: &Board, _goal: &Target) -> Vec<Move> {
        position.legal_moves()
    }

    fn solve(position: &Board, goal: &Target) -> Result<Analysis, EgyptError> {
        Ok(solver::analyze(position, *goal, Limits::default())?)
    }

    /// Puzzles of `spec`, with `seed` in place of the spec's own.
    fn generate(spec: &Spec, seed: u64) -> Result<Vec<Puzzle>, EgyptError> {
        Ok(generator::generate(&Spec {
            seed,
            ..spec.clone()
        })?)
    }

    fn draw(position: &Board, area: Rect) -> Vec<Shape> {
        super::draw::draw(position, area)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_interface_round_trips_and_solves() {
        let text = "S,S,./.,.,./.,.,.";
        let b = EgyptianSolitaire::parse_position(text).unwrap();
        assert_eq!(EgyptianSolitaire::format_position(&b), text);
        assert_eq!(EgyptianSolitaire::legal_moves(&b, &Target::SMALL).len(), 1);
        let a = EgyptianSolitaire::solve(&b, &Target::SMALL).unwrap();
        assert!(a.solvable);
        assert!(!EgyptianSolitaire::draw(&b, Rect::new(0.0, 0.0, 200.0, 200.0)).is_empty());
        assert!(EgyptianSolitaire::parse_position("S,S/S,S").is_err());
    }
}
