//! `pyramid-press check ID "MOVES"` on generated puzzles and deals, with
//! the moves taken from the solver's own solutions (never a hard-coded
//! puzzle): a solution solves (exit 0); an illegal move, a losing move and
//! a list that stops early are each named (exit 1); bad input is refused
//! in one line (exit 2).

use crate::daily_common::{assert_one_line_error, cli};

/// Runs `check`; its exit status and standard output.
use documents::locale::{Lang, scoped};

fn check(id: &str, moves: &str) -> (i32, String) {
    let out = cli().args(["check", id, moves]).output().expect("runs");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert_eq!(text.trim_end().lines().count(), 1, "{text}");
    (out.status.code().expect("exit status"), text)
}

fn egypt_puzzle() -> egypt::generator::Puzzle {
    let spec = egypt::generator::Spec {
        grid: egypt::Size::STANDARD_3X4,
        target: egypt::Target::SMALL,
        tier: egypt::generator::Tier::Medium,
        count: 1,
        seed: 28,
    };
    egypt::generator::generate(&spec).expect("puzzle").remove(0)
}

#[test]
fn a_written_solution_solves_the_puzzle() {
    let p = egypt_puzzle();
    // As a player writes it: numbered, some in capitals, on lines.
    let text: String = p
        .solution
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let m = m.to_string();
            let m = if i % 2 == 1 { m.to_uppercase() } else { m };
            format!("{}. {m},\n", i + 1)
        })
        .collect();
    let (code, out) = check(&p.id, &text);
    assert_eq!(code, 0, "{out}");
    assert!(out.starts_with("solved:"), "{out}");
    // Stopping two moves short.
    let short = egypt::notation::format_record(&p.solution[..p.solution.len() - 2]);
    let (code, out) = check(&p.id, &short);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("list ends before"), "{out}");
}

#[test]
fn the_first_illegal_or_losing_move_is_named() {
    let p = egypt_puzzle();
    let sol = &p.solution;
    // Illegal: the first move played twice; the reason is the rules'.
    let mut b = p.position.clone();
    b.play(sol[0]).expect("legal");
    let why = b.check(sol[0]).expect_err("illegal twice").to_string();
    let why = why
        .strip_prefix(&format!("{}: ", sol[0]))
        .unwrap_or(&why)
        .to_string();
    let (code, out) = check(&p.id, &format!("{0} {0}", sol[0]));
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains(&format!("move 2, {}, is not legal: {why}", sol[0])),
        "{out}"
    );
    // Losing: along the solution, the first position with a legal move
    // after which the solver finds the target out of reach.
    let limits = egypt::solver::Limits::default();
    let mut board = p.position.clone();
    let mut found = None;
    for (k, mv) in sol.iter().enumerate() {
        let losing = board.legal_moves().into_iter().find(|&m| {
            let mut b = board.clone();
            b.play(m).expect("legal");
            !egypt::solver::decide(&b, p.target, limits)
                .expect("decides")
                .solvable
        });
        if let Some(m) = losing {
            found = Some((k, m));
            break;
        }
        board.play(*mv).expect("legal");
    }
    let (k, m) = found.expect("a losing move somewhere along the solution");
    let mut moves: Vec<String> = sol[..k].iter().map(|m| m.to_string()).collect();
    moves.push(m.to_string());
    // Moves written after the losing one do not change the verdict.
    moves.extend(sol[k..].iter().take(1).map(|m| m.to_string()));
    let (code, out) = check(&p.id, &moves.join(", "));
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains(&format!(
            "move {}, {m}, loses: after it the target cannot be met",
            k + 1
        )),
        "{out}"
    );
}

#[test]
fn a_deal_is_checked_in_the_printed_keys_notation() {
    use cards::rules::Rules;
    let p = cards::generator::generate(Rules::pyramid(), cards::Tier::Easy, 1, 28)
        .expect("deal")
        .remove(0);
    let id = cards::deal_id::encode(cards::Variant::Pyramid, p.deal_seed);
    // The key as printed: cards with suit symbols, draws folded.
    let key = documents::games::cards::game::folded_steps(&p.solution);
    let text: String = key
        .iter()
        .enumerate()
        .map(|(i, s)| format!("{}. {} ", i + 1, s.replace('\u{a0}', " ")))
        .collect();
    let (code, out) = check(&id, &text);
    assert_eq!(code, 0, "{out}");
    assert!(out.starts_with("solved:"), "{out}");
    // Steps as written and moves as the solution counts them, as the
    // page's check box says.
    assert!(key.len() < p.solution.len(), "the key folds no draw");
    let counts = format!(
        "the {} steps ({} moves, as the solution counts them) win",
        key.len(),
        p.solution.len()
    );
    assert!(out.contains(&counts), "{out}");
    let (code, out) = check(&id, &key[..1].join(" "));
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("list ends before"), "{out}");
    // The same key printed in German, French and Spanish (their words for
    // the draw and the reset) reads back too.
    for lang in [Lang::De, Lang::Fr, Lang::Es] {
        let key = scoped(lang, || {
            documents::games::cards::game::folded_steps(&p.solution)
        });
        assert!(
            key.iter().any(|s| !s.contains('+') && !s.starts_with('K')),
            "{lang}: the key has a draw"
        );
        let text = key.join(", ").replace('\u{a0}', " ");
        let (code, out) = check(&id, &text);
        assert_eq!(code, 0, "{lang}: {text}: {out}");
    }
    // A losing step: along the solution, the first legal move after which
    // the solver finds the deal lost.
    let t = cards::Table::new(&p.deal, p.rules);
    let mut s = t.start();
    let mut found = None;
    let mut legal = Vec::new();
    for (k, mv) in p.solution.iter().enumerate().take(40) {
        t.legal_moves(&s, &mut legal);
        if let Some(m) = legal
            .iter()
            .find(|m| !cards::solver::decide_from(&t, t.apply(&s, m)).winnable)
        {
            found = Some((k, *m));
            break;
        }
        s = t.apply(&s, mv);
    }
    if let Some((k, m)) = found {
        let mut steps: Vec<String> = p.solution[..k].iter().map(|m| m.to_string()).collect();
        steps.push(m.to_string());
        let (code, out) = check(&id, &steps.join(" "));
        assert_eq!(code, 1, "{out}");
        assert!(
            out.contains(&format!("step {}, {m}, loses", k + 1)),
            "{out}"
        );
    }
    // Illegal: a pair that does not add up to 13, in the rules' words.
    let (code, out) = check(&id, "5\u{2665}+9\u{2663}");
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("step 1, 5\u{2665}+9\u{2663}, is not legal: 5H and 9C add up to 14, not 13"),
        "{out}"
    );
}

#[test]
fn bad_ids_and_unreadable_moves_are_refused() {
    let p = egypt_puzzle();
    let err = assert_one_line_error(cli().args(["check", &p.id, "1. a1-c1, b2d2"]));
    assert!(err.contains("column 11: 'b2d2' is not a move"), "{err}");
    let err = assert_one_line_error(cli().args(["check", "pyramid-7", "draw, 5H+8X"]));
    assert!(err.contains("column 7: '5H+8X' is not a card"), "{err}");
    let err = assert_one_line_error(cli().args(["check", "hello", "a1-c1"]));
    assert!(err.contains("neither a puzzle ID"), "{err}");
    let err = assert_one_line_error(cli().args(["check", "P34S-00000-0", "a1-c1"]));
    assert!(err.contains("puzzle ID"), "{err}");
    let err = assert_one_line_error(cli().args(["check", "P34Q5 00000 0", "a1-c1"]));
    assert!(err.contains("unknown target code 'Q5'"), "{err}");
}

/// Issue #43: an ID typed with spaces, or copied with a printed page's
/// dashes, is the ID written with dashes.
#[test]
fn ids_typed_with_spaces_or_printed_dashes_check_as_with_dashes() {
    let p = egypt_puzzle();
    let moves = "a1-c1";
    let want = cli().args(["check", &p.id, moves]).output().expect("runs");
    for typed in [
        p.id.replace('-', " "),
        p.id.replace('-', "  \t"),
        p.id.replace('-', " \u{2013} "),
        p.id.replace('-', "\u{2212}").to_lowercase(),
    ] {
        let got = cli().args(["check", &typed, moves]).output().expect("runs");
        assert_eq!(got.status.code(), want.status.code(), "{typed:?}");
        assert_eq!(got.stdout, want.stdout, "{typed:?}");
        assert_eq!(got.stderr, want.stderr, "{typed:?}");
    }
}
