//! `check ID "MOVES"`: reads a move list as a player writes it on paper
//! and says whether it solves the puzzle or wins the deal, or which move
//! first went wrong and why. Exit status 0 when solved, 1 when not, 2 on
//! bad input.

use std::process::ExitCode;

use anyhow::{Result, bail};
use clap::Args;

use egypt::puzzle_id;

/// The arguments of `check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The ID printed with the puzzle (P34S-...) or the deal (pyramid-17).
    id: String,
    /// The moves as written on paper, e.g. "1. b2-d2, 2. d1-d3" or
    /// "draw x3, 5H+8C, KS" (the suit signs of the printed keys work too):
    /// any case, separated by spaces, commas or new lines, move numbers
    /// allowed.
    moves: String,
    /// Give up after this many seconds of solving (0: no time limit).
    #[arg(long, default_value_t = super::search::DEFAULT_MAX_SECONDS,
          value_parser = super::bounds::whole::<u64>(0, super::bounds::MAX_SECONDS))]
    max_seconds: u64,
}

/// Runs `check`: exit status 0 when the moves solve the puzzle, 1 when
/// they do not; an error (status 2) for a bad ID or move list.
pub fn run(a: CheckArgs) -> Result<ExitCode> {
    // A deal's variant before the first '-' makes it a deal ID, however
    // badly the rest is written: its error then speaks of deals (the
    // pages read IDs by the same rule).
    let solved = if web_engine::names_a_deal(&a.id) {
        check_deal(&a)?
    } else if puzzle_id::looks_like_id(&a.id) {
        check_puzzle(&a)?
    } else {
        bail!(web_engine::neither_id(&a.id));
    };
    Ok(if solved {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

fn check_puzzle(a: &CheckArgs) -> Result<bool> {
    let (board, target) = puzzle_id::decode(&a.id)?;
    let max_positions = super::search::default_max_positions(&board, true);
    let limits = super::search::limits(max_positions, a.max_seconds);
    // The line the web page's check box shows too (crates/web-engine).
    let checked = web_engine::check::check_puzzle(&board, target, &a.moves, limits)
        .map_err(anyhow::Error::msg)?;
    if checked.kind == web_engine::check::Kind::Malformed {
        bail!(checked.line);
    }
    outln!("{}", checked.line);
    Ok(checked.solved)
}

fn check_deal(a: &CheckArgs) -> Result<bool> {
    let (deal, variant) = cards::deal_id::deal_of(&a.id)?;
    // The draw and reset words of a key printed in any language.
    let (draw, reset) = documents::games::cards::words::step_words();
    let draw: Vec<&str> = draw.iter().map(String::as_str).collect();
    let reset: Vec<&str> = reset.iter().map(String::as_str).collect();
    let words = cards::written::StepWords {
        draw: &draw,
        reset: &reset,
    };
    let table = cards::Table::new(&deal, variant.rules());
    let checked =
        web_engine::check::check_deal(&table, &a.moves, &words).map_err(anyhow::Error::msg)?;
    if checked.kind == web_engine::check::Kind::Malformed {
        bail!(checked.line);
    }
    outln!("{}", checked.line);
    Ok(checked.solved)
}
