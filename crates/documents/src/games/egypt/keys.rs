//! What Egyptian Solitaire gives documents for solution pages: the full
//! key of a line of moves (the position before each shown trap moment
//! with the move to play marked, after every `k` moves when asked, and the
//! end), the legend of its drawings, and one solution of a given position
//! for a key. Documents reach these through
//! [`crate::puzzle::PrintablePuzzle`] and never call them directly.

use super::draw::{Legend, Mark, draw_legend};
use super::figure::BoardFigure;
use crate::puzzle::{DrawStyle, FullKey, Key, KeyError, KeyFigure};
use egypt::board::{Board, Move};
use egypt::grade::Trap;
use egypt::solver::{self, Limits, SolveError};
use egypt::target::Target;
use render::Shape;

/// Most trap moments a key draws; the others are listed in words.
const MAX_TRAP_DIAGRAMS: usize = 3;

/// The trap moments a key draws: the deepest ones (earlier first on a tie).
fn shown_traps(traps: &[Trap]) -> Vec<Trap> {
    let mut t = traps.to_vec();
    t.sort_by(|a, b| b.depth.cmp(&a.depth).then(a.step.cmp(&b.step)));
    t.truncate(MAX_TRAP_DIAGRAMS);
    t.sort_by_key(|t| t.step);
    t
}

/// The marks a key puts on the position after `mv` (or before it, for the
/// move to play): the move's boxes and arrow, and the hopped square.
pub fn move_marks(mv: Move) -> Vec<Mark> {
    let mut marks = vec![Mark::Move(mv)];
    if let Some(over) = mv.over() {
        marks.push(Mark::Hopped(over));
    }
    marks
}

fn figure<'a>(board: &Board, marks: Vec<Mark>, caption: String) -> KeyFigure<'a> {
    KeyFigure {
        caption,
        figure: Box::new(BoardFigure {
            board: board.clone(),
            marks,
            coordinates: true,
        }),
    }
}

/// The full key of `moves` from `start`: a diagram before each shown trap
/// moment (the move to play marked), after every `every` moves (0: none)
/// and at the end; the trap moments not drawn are listed after the moves.
pub fn full_key<'a>(
    start: &Board,
    moves: &[Move],
    traps: &[Trap],
    every: usize,
) -> Result<FullKey<'a>, KeyError> {
    let mut board = start.clone();
    let mut figures = Vec::new();
    let n = moves.len();
    let shown = shown_traps(traps);
    for (i, mv) in moves.iter().enumerate() {
        if let Some(t) = shown.iter().find(|t| t.step == i) {
            figures.push(figure(
                &board,
                vec![Mark::ToPlay(*mv)],
                crate::tr!(
                    "key-trap-before",
                    n = i + 1,
                    play = mv.to_string(),
                    loses = t.alternative.to_string(),
                    depth = t.depth
                ),
            ));
        }
        board
            .play(*mv)
            .map_err(|e| KeyError(format!("move {} of the solution is illegal: {e}", i + 1)))?;
        let k = i + 1;
        if k == n {
            let caption = if board.is_terminal() {
                crate::tr!(
                    "key-end-after",
                    n = k,
                    mv = mv.to_string(),
                    score = board.pips()
                )
            } else {
                crate::tr!("key-after-last", n = k, mv = mv.to_string())
            };
            figures.push(figure(&board, move_marks(*mv), caption));
        } else if every > 0 && k % every == 0 {
            figures.push(figure(
                &board,
                move_marks(*mv),
                crate::tr!("key-after-move", n = k, mv = mv.to_string()),
            ));
        }
    }
    if n == 0 {
        figures.push(figure(&board, Vec::new(), crate::tr!("key-start-final")));
    }
    let intro = if n == 0 {
        crate::tr!("key-no-moves-start")
    } else {
        crate::tr!("key-solution-in-moves", n = n)
    };
    let listed: Vec<&Trap> = traps
        .iter()
        .filter(|t| !shown.iter().any(|s| s.step == t.step))
        .collect();
    let after = if listed.is_empty() {
        String::new()
    } else {
        crate::tr!(
            "key-other-traps",
            list = listed
                .iter()
                .map(|t| crate::tr!(
                    "key-other-trap",
                    n = t.number(),
                    loses = t.alternative.to_string()
                ))
                .collect::<Vec<_>>()
                .join("; ")
        )
    };
    Ok(FullKey {
        intro,
        key: Key {
            steps: moves.iter().map(|m| m.to_string()).collect(),
            figures,
            empty: crate::tr!("egypt-no-moves"),
            runs: None,
        },
        after,
    })
}

/// The legend of Egyptian Solitaire drawings: the pieces and how a stack
/// is drawn, and with `marks` the marks of a key.
pub fn legend(out: &mut Vec<Shape>, x: f64, y: f64, w: f64, marks: bool, style: &DrawStyle) -> f64 {
    let legend = if marks {
        Legend::key(style.color)
    } else {
        Legend::pieces(style.color)
    };
    draw_legend(out, x, y, w, legend)
}

/// Largest game tree [`solve_for_key`] counts exactly before it switches
/// to the search that stops at the first solution.
pub const ANALYZE_BUDGET: u64 = 2_000_000;

/// Why a position has no key.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NoKey {
    #[error("no solution key: the target ({target}) cannot be reached from this position")]
    Unsolvable { target: String },
    #[error(transparent)]
    Solve(#[from] SolveError),
}

/// One solution for a key: the exact analysis when the game tree has at
/// most [`ANALYZE_BUDGET`] positions, else the first-solution search with
/// `limits`. An unreachable target is [`NoKey::Unsolvable`].
pub fn solve_for_key(board: &Board, target: Target, limits: Limits) -> Result<Vec<Move>, NoKey> {
    let small = Limits {
        max_positions: ANALYZE_BUDGET.min(limits.max_positions),
        ..limits
    };
    let (solvable, solution) = match solver::analyze(board, target, small) {
        Ok(a) => (a.solvable, a.solution),
        Err(e @ (SolveError::TimeLimit { .. } | SolveError::Interrupted)) => return Err(e.into()),
        Err(SolveError::Budget { .. }) | Err(SolveError::CountOverflow) => {
            let d = solver::decide(board, target, limits)?;
            (d.solvable, d.solution)
        }
    };
    if !solvable {
        return Err(NoKey::Unsolvable {
            target: target.describe(),
        });
    }
    Ok(solution)
}

#[cfg(test)]
mod tests {
    use super::*;
    use egypt::board::{Size, Square};
    use egypt::notation::parse_position;

    fn greedy_game(mut b: Board, n: usize) -> Vec<Move> {
        let mut moves = Vec::new();
        for _ in 0..n {
            let Some(mv) = b.legal_moves().first().copied() else {
                break;
            };
            b.play(mv).expect("legal");
            moves.push(mv);
        }
        moves
    }

    #[test]
    fn diagrams_every_k_and_the_end() {
        let start = Board::setup(Size::STANDARD_3X4);
        let moves = greedy_game(start.clone(), 10);
        let key = full_key(&start, &moves, &[], 4).expect("key");
        let captions: Vec<&str> = key.key.figures.iter().map(|f| f.caption.as_str()).collect();
        assert_eq!(captions.len(), 3, "{captions:?}");
        assert!(captions[0].starts_with("After move 4:"));
        assert!(captions[1].starts_with("After move 8:"));
        assert!(captions[2].contains("move 10"));
        assert_eq!(key.key.steps.len(), 10);
        assert!(key.after.is_empty());
        let only_end = full_key(&start, &moves, &[], 0).expect("key");
        assert_eq!(only_end.key.figures.len(), 1);
    }

    #[test]
    fn illegal_moves_are_reported() {
        let start = Board::setup(Size::STANDARD_3X4);
        let bad = Move {
            from: Square::new(0, 0),
            to: Square::new(0, 1),
        };
        let err = full_key(&start, &[bad], &[], 1).err().expect("an error");
        assert!(
            err.0.starts_with("move 1 of the solution is illegal"),
            "{err}"
        );
    }

    #[test]
    fn unsolvable_is_an_error_and_a_finished_start_has_an_empty_key() {
        // Two Smalls far apart: no hop at all, the target is out of reach.
        let board = parse_position("S,.,.,S/.,.,.,./.,.,.,.").expect("position");
        assert_eq!(
            solve_for_key(&board, Target::SMALL, Limits::default()),
            Err(NoKey::Unsolvable {
                target: Target::SMALL.describe()
            })
        );
        let done = parse_position("S,.,.,./.,.,.,./.,.,.,.").expect("position");
        assert_eq!(
            solve_for_key(&done, Target::SMALL, Limits::default()),
            Ok(vec![])
        );
        let one = parse_position("S,S,.,./.,.,.,./.,.,.,.").expect("position");
        assert_eq!(
            solve_for_key(&one, Target::SMALL, Limits::default()).map(|m| m.len()),
            Ok(1)
        );
    }
}
