//! The puzzles of the day: picked from the date alone, so that every
//! machine and every run gives the same puzzles for the same date.

use rayon::prelude::*;
use time::Date;

use super::board::Size;
use super::generator::{self, GenerateError, Puzzle, Spec, Tier};
use super::target::Target;

/// Calendar days, read and written the one way every crate does.
pub use seed::date::{
    DateError, FIRST_DATE, LAST_DATE, date_from_epoch, date_text, default_date, parse_date,
};

/// The grids of the daily set, in sheet order.
pub const DAILY_GRIDS: [Size; 2] = [Size::STANDARD_3X4, Size::STANDARD_4X5];

/// The specs of the day's puzzles: one per tier on each daily grid, each
/// with its own seed derived from the date, grid and tier.
pub fn daily_specs(date: Date) -> Vec<Spec> {
    let day = date_text(date);
    DAILY_GRIDS
        .iter()
        .flat_map(|&grid| {
            let day = day.clone();
            Tier::ALL.into_iter().map(move |tier| Spec {
                grid,
                target: Target::SMALL,
                tier,
                count: 1,
                seed: seed::from_text(&format!("pyramid-press daily {day} {grid} {tier}")),
            })
        })
        .collect()
}

/// The day's puzzles, easiest first within each grid.
pub fn daily_puzzles(date: Date) -> Result<Vec<Puzzle>, GenerateError> {
    // Each spec is independent and deterministic, so they run in parallel
    // and are collected in order.
    let sets: Vec<Result<Vec<Puzzle>, GenerateError>> = daily_specs(date)
        .par_iter()
        .map(generator::generate)
        .collect();
    let mut out = Vec::new();
    for set in sets {
        out.extend(set?);
    }
    Ok(out)
}
