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
use serde_json::{Value, json};

/// What a checked list does: the verdict's kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Every move is legal and the list reaches the goal.
    Solved,
    /// Move `number` breaks a rule.
    Illegal,
    /// Move `number` is legal, but after it the goal cannot be reached.
    Loses,
    /// The moves are legal, the goal can still be reached, the list ends.
    Short,
    /// The goal cannot be reached from the start at all.
    Unsolvable,
    /// Move `number` cannot be read as a move.
    Malformed,
}

impl Kind {
    /// The kind's name in the engine's answers.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Solved => "solved",
            Kind::Illegal => "illegal",
            Kind::Loses => "loses",
            Kind::Short => "short",
            Kind::Unsolvable => "unsolvable",
            Kind::Malformed => "malformed",
        }
    }
}

/// A checked list: the verdict as data (for the page to word in its
/// language) and as the command line's English line; the number of the
/// move or step the verdict names (0 when it names none).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checked {
    pub kind: Kind,
    pub solved: bool,
    pub line: String,
    pub number: usize,
    /// The move or step `number` as written (empty when none is named).
    pub written: String,
    /// Why, as data: for an illegal Egyptian move the player's reason
    /// fields (`kind`, `move`, `square`, ...), for an illegal card step
    /// the fault ([`crate::fault_json`]), for a short
    /// Egyptian list `{left: hops still possible}`; otherwise null.
    pub reason: Value,
    /// The moves (or steps) read from the list.
    pub count: usize,
    /// The moves they stand for: `count` for a puzzle, and for a deal
    /// each draw of a folded `draw x3` counted (the key's count).
    pub moves: usize,
}

/// The number of the move that starts at 1-based character `column` of
/// `text`: one more than the moves `parse` reads before it.
fn number_at<T, E>(text: &str, column: usize, parse: impl Fn(&str) -> Result<Vec<T>, E>) -> usize {
    let before: String = text.chars().take(column.saturating_sub(1)).collect();
    parse(&before).map_or(1, |m| m.len() + 1)
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
    let written = match egypt::written::parse_move_list(text) {
        Ok(w) => w,
        Err(e) => {
            return Ok(Checked {
                kind: Kind::Malformed,
                solved: false,
                line: format!("cannot read the moves: {e}"),
                number: number_at(text, e.column, egypt::written::parse_move_list),
                written: e.token.clone(),
                reason: json!({ "kind": "not-a-move", "column": e.column }),
                count: 0,
                moves: 0,
            });
        }
    };
    let moves: Vec<Move> = written.iter().map(|w| w.mv).collect();
    let count = moves.len();
    let goal = target.describe();
    let said = |n: usize| format!("move {n}, {}", written[n - 1].mv);
    let verdict = check_moves(board, target, &moves, limits).map_err(|e| e.to_string())?;
    let mut reason = Value::Null;
    let (kind, number, line) = match verdict {
        Verdict::Solved { moves } => (
            Kind::Solved,
            0,
            format!(
                "solved: {} the goal ({goal})",
                verb(moves, "move", "reaches", "reach")
            ),
        ),
        Verdict::Illegal { number, mv, why } => {
            let mut before = board.clone();
            for m in &moves[..number - 1] {
                let _ = before.play(*m);
            }
            reason = crate::illegal_json(&why, &before);
            let why = why.to_string();
            let why = why.strip_prefix(&format!("{mv}: ")).unwrap_or(&why);
            (
                Kind::Illegal,
                number,
                format!("not solved: {}, is not legal: {why}", said(number)),
            )
        }
        Verdict::Loses { number, .. } => (
            Kind::Loses,
            number,
            format!(
                "not solved: {}, loses: after it the target cannot be met ({goal})",
                said(number)
            ),
        ),
        Verdict::Short { moves: n } => {
            let mut after = board.clone();
            for m in &moves {
                let _ = after.play(*m);
            }
            reason = json!({ "left": after.legal_moves().len() });
            (
                Kind::Short,
                0,
                format!(
                    "not solved: {} legal and the goal ({goal}) can still be reached, but the list ends before it",
                    counted_are(n, "move")
                ),
            )
        }
        Verdict::Unsolvable => (
            Kind::Unsolvable,
            0,
            format!("not solved: the goal ({goal}) cannot be reached from this position at all"),
        ),
    };
    Ok(Checked {
        kind,
        solved: kind == Kind::Solved,
        line,
        number,
        written: if number > 0 {
            written[number - 1].text.clone()
        } else {
            String::new()
        },
        reason,
        count,
        moves: count,
    })
}

/// Checks the steps written in `text` on a deal's table; `words` are the
/// draw and reset words of the printed keys' languages.
pub fn check_deal(t: &cards::Table, text: &str, words: &StepWords) -> Result<Checked, String> {
    let steps = match cards::written::parse_move_list_with(text, words) {
        Ok(s) => s,
        Err(e) => {
            let parse = |t: &str| cards::written::parse_move_list_with(t, words);
            return Ok(Checked {
                kind: Kind::Malformed,
                solved: false,
                line: format!("cannot read the moves: {e}"),
                number: number_at(text, e.column, parse),
                written: e.token.clone(),
                reason: json!({ "kind": "not-a-move", "column": e.column }),
                count: 0,
                moves: 0,
            });
        }
    };
    let count = steps.len();
    // A draw written "draw x3" is one step and three of the solution's
    // moves: the solved line gives both counts, as the page does.
    let moves: usize = steps.iter().map(|s| s.step.times()).sum();
    let goal = match t.rules().win {
        cards::Win::PyramidEmpty => "clear the pyramid",
        cards::Win::AllCards => "remove all 52 cards",
    };
    let said = |n: usize| format!("step {n}, {}", steps[n - 1].text);
    let mut reason = Value::Null;
    let (kind, number, line) = match check_steps(t, &steps) {
        DealVerdict::Won { steps } => (
            Kind::Solved,
            0,
            format!(
                "solved: {} ({goal})",
                match (steps, moves) {
                    (1, 1) => "the one step (one move) wins".to_string(),
                    (1, m) => format!("the one step ({m} moves) wins"),
                    (n, m) => format!("the {n} steps ({m} moves, as the solution counts them) win"),
                }
            ),
        ),
        ref v @ DealVerdict::Illegal {
            number,
            ref why,
            draw,
        } => {
            reason = crate::fault_json(why, draw);
            (
                Kind::Illegal,
                number,
                format!(
                    "not solved: {}, is not legal: {}",
                    said(number),
                    v.why().unwrap_or_default()
                ),
            )
        }
        DealVerdict::Loses { number } => (
            Kind::Loses,
            number,
            format!(
                "not solved: {}, loses: after it the deal cannot be won ({goal})",
                said(number)
            ),
        ),
        DealVerdict::Short { steps } => (
            Kind::Short,
            0,
            format!(
                "not solved: {} legal and the deal can still be won ({goal}), but the list ends before it",
                counted_are(steps, "step")
            ),
        ),
        DealVerdict::Unwinnable => (
            Kind::Unsolvable,
            0,
            format!("not solved: this deal cannot be won ({goal}) at all"),
        ),
    };
    Ok(Checked {
        kind,
        solved: kind == Kind::Solved,
        line,
        number,
        written: if number > 0 && number <= steps.len() {
            steps[number - 1].text.clone()
        } else {
            String::new()
        },
        reason,
        count,
        moves,
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
