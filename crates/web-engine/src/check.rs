//! The verdict on a written move list as one line of text: what
//! `pyramid-press check` prints and what the web page's check box shows,
//! made by the same functions from the same verdicts
//! ([`egypt::check::check_moves`], [`cards::check::check_steps`]).

use cards::check::{Verdict as DealVerdict, check_steps};
use cards::written::StepWords;
use egypt::board::{Board, Move};
use egypt::check::{Verdict, check_moves};
use egypt::solver::Limits;
use egypt::target::Target;

/// A checked list: whether it solves, the line to show, and the number of
/// the move or step the line names (0 when it names none).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checked {
    pub solved: bool,
    pub line: String,
    pub number: usize,
    /// The moves (or steps) read from the list.
    pub count: usize,
}

/// Checks the moves written in `text` on the puzzle `board` with `target`.
/// An error is the one-line message of a list that cannot be read or a
/// search that did not finish.
pub fn check_puzzle(
    board: &Board,
    target: Target,
    text: &str,
    limits: Limits,
) -> Result<Checked, String> {
    let written =
        egypt::written::parse_move_list(text).map_err(|e| format!("cannot read the moves: {e}"))?;
    let moves: Vec<Move> = written.iter().map(|w| w.mv).collect();
    let count = moves.len();
    let goal = target.describe();
    let said = |n: usize| format!("move {n}, {}", written[n - 1].mv);
    let verdict = check_moves(board, target, &moves, limits).map_err(|e| e.to_string())?;
    let (solved, number, line) = match verdict {
        Verdict::Solved { moves } => (
            true,
            0,
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
                number,
                format!("not solved: {}, is not legal: {why}", said(number)),
            )
        }
        Verdict::Loses { number, .. } => (
            false,
            number,
            format!(
                "not solved: {}, loses: after it the target cannot be met ({goal})",
                said(number)
            ),
        ),
        Verdict::Short { moves } => (
            false,
            0,
            format!(
                "not solved: {} legal and the goal ({goal}) can still be reached, but the list ends before it",
                counted_are(moves, "move")
            ),
        ),
        Verdict::Unsolvable => (
            false,
            0,
            format!("not solved: the goal ({goal}) cannot be reached from this position at all"),
        ),
    };
    Ok(Checked {
        solved,
        line,
        number,
        count,
    })
}

/// Checks the steps written in `text` on a deal's table; `words` are the
/// draw and reset words of the printed keys' languages.
pub fn check_deal(t: &cards::Table, text: &str, words: &StepWords) -> Result<Checked, String> {
    let steps = cards::written::parse_move_list_with(text, words)
        .map_err(|e| format!("cannot read the moves: {e}"))?;
    let count = steps.len();
    let goal = match t.rules().win {
        cards::Win::PyramidEmpty => "clear the pyramid",
        cards::Win::AllCards => "remove all 52 cards",
    };
    let said = |n: usize| format!("step {n}, {}", steps[n - 1].text);
    let (solved, number, line) = match check_steps(t, &steps) {
        DealVerdict::Won { steps } => (
            true,
            0,
            format!("solved: {} ({goal})", verb(steps, "step", "wins", "win")),
        ),
        DealVerdict::Illegal { number, why } => (
            false,
            number,
            format!("not solved: {}, is not legal: {why}", said(number)),
        ),
        DealVerdict::Loses { number } => (
            false,
            number,
            format!(
                "not solved: {}, loses: after it the deal cannot be won ({goal})",
                said(number)
            ),
        ),
        DealVerdict::Short { steps } => (
            false,
            0,
            format!(
                "not solved: {} legal and the deal can still be won ({goal}), but the list ends before it",
                counted_are(steps, "step")
            ),
        ),
        DealVerdict::Unwinnable => (
            false,
            0,
            format!("not solved: this deal cannot be won ({goal}) at all"),
        ),
    };
    Ok(Checked {
        solved,
        line,
        number,
        count,
    })
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
