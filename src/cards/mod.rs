//! The Pyramid card-solitaire family (Pyramid, Cheops, Pharaohs): one
//! configurable rule model ([`rules`]), deals and their notation
//! ([`deal`]), the rules engine ([`engine`]), an exact solver
//! ([`solver`]), a tiered generator ([`generator`]) and the deal-sheet
//! drawing ([`draw`]).

pub mod batch;
pub mod daily;
pub mod deal;
pub mod draw;
pub mod engine;
pub mod game;
pub mod generator;
pub mod grade;
pub mod rules;
pub mod solver;
pub mod web;

pub use deal::{Card, Deal, DealError};
pub use draw::draw_deal;
pub use engine::{Move, State, Table};
pub use generator::{GenerateError, Puzzle, Tier};
pub use rules::{Availability, Passes, Rules, Variant, Win};
pub use solver::{SolveReport, solve};

use crate::game::Game;
use crate::render::{Rect, Shape};

/// Any error of the card games.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CardsError {
    #[error(transparent)]
    Deal(#[from] DealError),
    #[error(transparent)]
    Generate(#[from] GenerateError),
}

/// What [`PyramidCards::generate`] is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spec {
    pub rules: Rules,
    pub tier: Tier,
    pub count: usize,
}

/// The card family as a [`Game`]: a position is a deal (at its start), a
/// goal is a rule set.
#[derive(Clone, Copy, Debug, Default)]
pub struct PyramidCards;

impl Game for PyramidCards {
    const NAME: &'static str = "cards";
    type Position = Deal;
    type Move = Move;
    type Goal = Rules;
    type Report = SolveReport;
    type Spec = Spec;
    type Puzzle = Puzzle;
    type Error = CardsError;

    fn parse_position(text: &str) -> Result<Deal, CardsError> {
        Ok(text.parse()?)
    }

    fn format_position(position: &Deal) -> String {
        position.to_string()
    }

    /// The legal first moves of the deal.
    fn legal_moves(position: &Deal, goal: &Rules) -> Vec<Move> {
        let t = Table::new(position, *goal);
        let mut v = Vec::new();
        t.legal_moves(&t.start(), &mut v);
        v
    }

    fn solve(position: &Deal, goal: &Rules) -> Result<SolveReport, CardsError> {
        Ok(solve(position, *goal))
    }

    fn generate(spec: &Spec, seed: u64) -> Result<Vec<Puzzle>, CardsError> {
        Ok(generator::generate(
            spec.rules, spec.tier, spec.count, seed,
        )?)
    }

    fn draw(position: &Deal, area: Rect) -> Vec<Shape> {
        draw_deal(position, area)
    }
}
