//! The card deal of the day: a winnable Pyramid deal of medium difficulty,
//! chosen from the date alone so every machine prints the same one.

use super::generator::{self, GenerateError, Puzzle, Tier};
use super::rules::Rules;

/// The deal of the day for a date written `YYYY-MM-DD`.
pub fn deal_of_the_day(day: &str) -> Result<Puzzle, GenerateError> {
    let seed = seed::from_text(&format!("pyramid-press daily cards {day}"));
    let mut deals = generator::generate(Rules::pyramid(), Tier::Medium, 1, seed)?;
    deals.pop().ok_or(GenerateError::NotEnough {
        found: 0,
        wanted: 1,
        tier: Tier::Medium,
        candidates: 0,
    })
}
