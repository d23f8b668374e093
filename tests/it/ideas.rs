//! Each structural fact of `egypt::ideas` is a theorem of the rules: on
//! every position of small boards with few pieces, whenever a fact calls a
//! position lost for a single-piece target, the exact solver finds no way
//! to that target. And each fact says something the model player did not
//! already see at a glance.

use egypt::grade;
use egypt::ideas::Idea;
use egypt::notation::parse_position;
use egypt::solver::{self, Limits};
use egypt::{Board, Size, Target};

/// Every stack of at most `most` pieces, as notation ("" for empty).
fn stacks(most: usize) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut last = vec![String::new()];
    for _ in 0..most {
        let next: Vec<String> = last
            .iter()
            .flat_map(|s| ["S", "M", "L"].map(|p| format!("{s}{p}")))
            .collect();
        out.extend(next.iter().cloned());
        last = next;
    }
    out
}

/// Calls `f` on every position of the grid with 2 to `most` pieces.
fn every_position(rows: usize, cols: usize, most: usize, f: &mut dyn FnMut(&Board)) {
    let all = stacks(most);
    let n = rows * cols;
    let mut at = vec![0usize; n];
    fn go(
        i: usize,
        left: usize,
        at: &mut Vec<usize>,
        all: &[String],
        rows: usize,
        cols: usize,
        f: &mut dyn FnMut(&Board),
    ) {
        if i == at.len() {
            let pieces: usize = at.iter().map(|&k| all[k].len()).sum();
            if pieces < 2 {
                return;
            }
            let text: Vec<String> = (0..rows)
                .map(|r| {
                    (0..cols)
                        .map(|c| match all[at[r * cols + c]].as_str() {
                            "" => ".".to_string(),
                            s => s.to_string(),
                        })
                        .collect::<Vec<_>>()
                        .join(",")
                })
                .collect();
            f(&parse_position(&text.join("/")).expect("a position"));
            return;
        }
        for (k, s) in all.iter().enumerate() {
            if s.len() <= left {
                at[i] = k;
                go(i + 1, left - s.len(), at, all, rows, cols, f);
            }
        }
    }
    go(0, most, &mut at, &all, rows, cols, f);
}

#[test]
fn every_idea_is_a_theorem_on_small_boards() {
    let boards = [(3, 3, 4), (3, 4, 4), (4, 3, 3), (4, 4, 3), (4, 5, 3)];
    let targets = [Target::SMALL, Target::MEDIUM, Target::LARGE];
    // Per idea: positions it calls lost, and of those the ones the model's
    // own glance (`grade::dead`, or a finished game) does not.
    let mut fired = [0usize; Idea::ALL.len()];
    let mut news = [0usize; Idea::ALL.len()];
    let mut checked = 0usize;
    for (rows, cols, most) in boards {
        let ideas = Idea::on_grid(Size::new(rows, cols).expect("a grid"));
        every_position(rows, cols, most, &mut |b| {
            checked += 1;
            for target in targets {
                let mut solved: Option<bool> = None;
                for &idea in &ideas {
                    if !idea.rules_out(b, target) {
                        continue;
                    }
                    let i = Idea::ALL.iter().position(|&x| x == idea).expect("listed");
                    fired[i] += 1;
                    if !grade::dead(b, target) && !b.is_terminal() {
                        news[i] += 1;
                    }
                    let solvable = *solved.get_or_insert_with(|| {
                        solver::decide(b, target, Limits::default())
                            .expect("decided")
                            .solvable
                    });
                    assert!(
                        !solvable,
                        "{idea:?} calls {b} lost for {target}, but it is not"
                    );
                }
            }
        });
    }
    assert!(checked > 50_000, "{checked} positions");
    for (i, idea) in Idea::ALL.iter().enumerate() {
        assert!(
            news[i] >= 100,
            "{idea:?} adds only {} of its {} lost positions",
            news[i],
            fired[i]
        );
    }
}

#[test]
fn ideas_say_nothing_about_score_targets_and_fit_their_grids() {
    let b = parse_position("S,.,S/.,.,./S,.,S").unwrap();
    assert!(Idea::MiddleRow.rules_out(&b, Target::SMALL));
    assert!(!Idea::MiddleRow.rules_out(&b, Target::ScoreAtMost(2)));
    assert_eq!(
        Idea::on_grid(Size::STANDARD_3X4),
        vec![Idea::MiddleRow, Idea::AlternateColumns, Idea::OneColour]
    );
    assert_eq!(
        Idea::on_grid(Size::STANDARD_4X5),
        vec![Idea::AlternateRows, Idea::AlternateColumns]
    );
    for idea in Idea::ALL {
        assert!(!idea.words().is_empty() && !idea.name().is_empty());
    }
}
