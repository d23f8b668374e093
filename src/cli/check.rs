//! `check ID "MOVES"`: reads a move list as a player writes it on paper
//! and says whether it solves the puzzle or wins the deal, or which move
//! first went wrong and why. Exit status 0 when solved, 1 when not, 2 on
//! bad input.

use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use clap::Args;

use cards::check::{Verdict as DealVerdict, check_steps};
use egypt::check::{Verdict, check_moves};
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
    // badly the rest is written: its error then speaks of deals.
    let names_a_variant = a.id.trim().split_once('-').is_some_and(|(name, _)| {
        cards::Variant::ALL
            .into_iter()
            .any(|v| v.name().eq_ignore_ascii_case(name.trim()))
    });
    let solved = if cards::deal_id::looks_like_id(&a.id) || names_a_variant {
        check_deal(&a)?
    } else if puzzle_id::looks_like_id(&a.id) {
        check_puzzle(&a)?
    } else {
        bail!(
            "'{}' is neither a puzzle ID (like P34S-9H240-0H0-Z) nor a deal ID (like pyramid-17)",
            a.id.trim()
        );
    };
    Ok(if solved {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

fn check_puzzle(a: &CheckArgs) -> Result<bool> {
    let (board, target) = puzzle_id::decode(&a.id)?;
    let written = egypt::written::parse_move_list(&a.moves).context("cannot read the moves")?;
    let moves: Vec<egypt::Move> = written.iter().map(|w| w.mv).collect();
    let max_positions = super::search::default_max_positions(&board, true);
    let limits = super::search::limits(max_positions, a.max_seconds);
    let goal = target.describe();
    let said = |n: usize| format!("move {n}, {}", written[n - 1].mv);
    let (solved, line) = match check_moves(&board, target, &moves, limits)? {
        Verdict::Solved { moves } => (
            true,
            format!(
                "solved: {} the goal ({goal})",
                verb(moves, "move", "reaches", "reach")
            ),
        ),
        Verdict::Illegal { number, mv, why } => {
            let why = why.to_string();
            let why = why.strip_prefix(&format!("{mv}: ")).unwrap_or(&why);
            (
                false,
                format!("not solved: {}, is not legal: {why}", said(number)),
            )
        }
        Verdict::Loses { number, .. } => (
            false,
            format!(
                "not solved: {}, loses: after it the target cannot be met ({goal})",
                said(number)
            ),
        ),
        Verdict::Short { moves } => (
            false,
            format!(
                "not solved: {} legal and the goal ({goal}) can still be reached, but the list ends before it",
                counted_are(moves, "move")
            ),
        ),
        Verdict::Unsolvable => (
            false,
            format!("not solved: the goal ({goal}) cannot be reached from this position at all"),
        ),
    };
    outln!("{line}");
    Ok(solved)
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
    let steps =
        cards::written::parse_move_list_with(&a.moves, &words).context("cannot read the moves")?;
    let table = cards::Table::new(&deal, variant.rules());
    let goal = match variant.rules().win {
        cards::Win::PyramidEmpty => "clear the pyramid",
        cards::Win::AllCards => "remove all 52 cards",
    };
    let said = |n: usize| format!("step {n}, {}", steps[n - 1].text);
    let (solved, line) = match check_steps(&table, &steps) {
        DealVerdict::Won { steps } => (
            true,
            format!("solved: {} ({goal})", verb(steps, "step", "wins", "win")),
        ),
        DealVerdict::Illegal { number, why } => (
            false,
            format!("not solved: {}, is not legal: {why}", said(number)),
        ),
        DealVerdict::Loses { number } => (
            false,
            format!(
                "not solved: {}, loses: after it the deal cannot be won ({goal})",
                said(number)
            ),
        ),
        DealVerdict::Short { steps } => (
            false,
            format!(
                "not solved: {} legal and the deal can still be won ({goal}), but the list ends before it",
                counted_are(steps, "step")
            ),
        ),
        DealVerdict::Unwinnable => (
            false,
            format!("not solved: this deal cannot be won ({goal}) at all"),
        ),
    };
    outln!("{line}");
    Ok(solved)
}

/// "the 4 moves reach", "the one move reaches": the count with its verb.
fn verb(n: usize, noun: &str, one: &str, many: &str) -> String {
    match n {
        1 => format!("the one {noun} {one}"),
        n => format!("the {n} {noun}s {many}"),
    }
}

/// "the 4 moves are", "the one move is".
fn counted_are(n: usize, noun: &str) -> String {
    match n {
        0 => format!("no {noun} is written: the start is"),
        1 => format!("the one {noun} is"),
        n => format!("the {n} {noun}s are"),
    }
}
