//! The puzzles of the day: picked from the date alone, so that every
//! machine and every run gives the same puzzles for the same date.

use rayon::prelude::*;
use time::Date;

use super::board::Size;
use super::generator::{self, GenerateError, Puzzle, Spec, Tier};
use super::target::Target;

/// The grids of the daily set, in sheet order.
pub const DAILY_GRIDS: [Size; 2] = [Size::STANDARD_3X4, Size::STANDARD_4X5];

/// The date as `YYYY-MM-DD`.
pub fn date_text(date: Date) -> String {
    format!(
        "{:04}-{:02}-{:02}",
        date.year(),
        u8::from(date.month()),
        date.day()
    )
}

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

/// Why a date cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DateError {
    #[error("bad date '{text}': expected YYYY-MM-DD from {FIRST_DATE} to {LAST_DATE} ({parse})")]
    Format {
        text: String,
        parse: time::error::Parse,
    },
    #[error("bad date '{text}': give a date from {FIRST_DATE} to {LAST_DATE}")]
    Year { text: String },
    #[error(
        "SOURCE_DATE_EPOCH '{text}' is invalid: give whole seconds since 1970-01-01 00:00 UTC, for a date from {FIRST_DATE} to {LAST_DATE}"
    )]
    Epoch { text: String },
}

/// The first date any command takes: the first day `SOURCE_DATE_EPOCH`
/// can name, so that a date given as text and one given as seconds follow
/// one rule (and a PDF's creation date is never before 1970).
pub const FIRST_DATE: &str = "1970-01-01";
/// The last date any command takes: the last with a four-digit year
/// (what [`date_text`] writes back).
pub const LAST_DATE: &str = "9999-12-31";

/// Reads `YYYY-MM-DD`, from [`FIRST_DATE`] to [`LAST_DATE`].
pub fn parse_date(text: &str) -> Result<Date, DateError> {
    let fmt = time::macros::format_description!("[year]-[month]-[day]");
    let text = text.trim();
    let date = Date::parse(text, &fmt).map_err(|parse| DateError::Format {
        text: text.to_string(),
        parse,
    })?;
    if !(1970..=9999).contains(&date.year()) {
        return Err(DateError::Year {
            text: text.to_string(),
        });
    }
    Ok(date)
}

/// The date a daily sheet is for when none is given: the day of
/// `SOURCE_DATE_EPOCH` (UTC) when that is set, so a rebuild gives the same
/// files; else today's date in UTC. A `SOURCE_DATE_EPOCH` that is not a
/// whole number of seconds in the years 0 to 9999 is an error, not ignored.
pub fn default_date() -> Result<Date, DateError> {
    match std::env::var("SOURCE_DATE_EPOCH") {
        Ok(text) => date_from_epoch(&text),
        Err(_) => Ok(time::OffsetDateTime::now_utc().date()),
    }
}

/// The UTC day of a `SOURCE_DATE_EPOCH` value (seconds since 1970-01-01).
pub fn date_from_epoch(text: &str) -> Result<Date, DateError> {
    let bad = || DateError::Epoch {
        text: text.trim().to_string(),
    };
    let secs: i64 = text.trim().parse().map_err(|_| bad())?;
    let date = time::OffsetDateTime::from_unix_timestamp(secs)
        .map_err(|_| bad())?
        .date();
    if !(1970..=9999).contains(&date.year()) {
        return Err(bad());
    }
    Ok(date)
}
