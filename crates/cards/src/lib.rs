//! The Pyramid card-solitaire family (Pyramid, Cheops, Pharaohs): one
//! configurable rule model ([`rules`]), deals and their notation
//! ([`deal`]), the rules engine ([`engine`]), an exact solver
//! ([`solver`]), the player ladder that grades a deal ([`grade`]) and a
//! tiered generator ([`generator`]). Drawing deals on pages is done
//! elsewhere: this crate has no page model.

pub mod batch;
pub mod check;
pub mod daily;
pub mod deal;
pub mod deal_id;
pub mod engine;
pub mod generator;
pub mod grade;
pub mod rules;
pub mod solver;
pub mod written;

pub use deal::{Card, Deal, DealError};
pub use engine::{Move, State, Table};
pub use generator::{GenerateError, Puzzle, Tier};
pub use rules::{Availability, Passes, Rules, Variant, Win};
pub use solver::{SolveReport, solve};

/// What a document section asks the card family to generate (see
/// `documents::catalog::PuzzleSpec`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spec {
    pub rules: Rules,
    pub tier: Tier,
    pub count: usize,
}
