//! The `solve` and `show` commands end to end. Expected numbers are worked
//! out by hand (see egypt_rules.rs for the same small trees).

use assert_cmd::Command;
use egypt::board::{Board, Size};
use egypt::notation::{parse_position, play_record};
use egypt::solver::verify_solution;
use egypt::target::Target;
use predicates::prelude::*;
use serde_json::Value;

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_pyramid-press"))
}

/// a1=M, b1=S, b2=S. Moves a1-c1, a1-c3, b1-b3; only a1-c1 c1-a3 leaves a
/// lone Medium. 3 games, 1 win; positions up to symmetry: the start, after
/// a1-c1, after a1-c3 (= after b1-b3 turned 180 degrees), the lone M: 4.
const SMALL_TREE: &str = "M,S,./.,S,./.,.,.";

fn run_json(args: &[&str]) -> Value {
    let out = bin()
        .args(args)
        .arg("--json")
        .assert()
        .success()
        .get_output()
        .clone();
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.trim().lines().count(), 1, "one JSON object: {text}");
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

fn solution_of(v: &Value) -> Vec<String> {
    v["solution"]
        .as_array()
        .expect("solution array")
        .iter()
        .map(|m| m.as_str().expect("move text").to_string())
        .collect()
}

/// Replays a JSON solution on the position and checks it meets the target.
fn replays(position: &str, target: Target, moves: &[String]) {
    let b = parse_position(position).unwrap();
    let (moves, _) = play_record(&b, &moves.join(" ")).unwrap();
    verify_solution(&b, &moves, target).unwrap();
}

#[test]
fn solve_text_output() {
    bin()
        .args(["solve", SMALL_TREE, "--target", "medium"])
        .assert()
        .success()
        .stderr("")
        .stdout(predicate::str::contains("verdict:  solvable in 2 moves"))
        .stdout(predicate::str::contains("solution: a1-c1 c1-a3"))
        .stdout(predicate::str::contains(
            "3 legal, 1 keep the target reachable",
        ))
        .stdout(predicate::str::contains(
            "complete games:       3 (1 meet the target)",
        ))
        .stdout(predicate::str::contains("random play succeeds: 0.333333"))
        .stdout(predicate::str::contains("distinct positions:   4"));
    // The default target is small; short option -t works.
    bin()
        .args(["solve", SMALL_TREE])
        .assert()
        .success()
        .stdout(predicate::str::contains("target:   small"))
        .stdout(predicate::str::contains("cannot be reached"));
    bin()
        .args(["solve", SMALL_TREE, "-t", "M", "--decide"])
        .assert()
        .success()
        .stdout(predicate::str::contains("verdict:  solvable in 2 moves"));
}

#[test]
fn solve_json_output() {
    let v = run_json(&["solve", SMALL_TREE, "--target", "medium"]);
    assert_eq!(v["solvable"], Value::Bool(true));
    assert_eq!(v["target"], "medium");
    assert_eq!(v["position"], SMALL_TREE);
    let sol = solution_of(&v);
    assert_eq!(sol, ["a1-c1", "c1-a3"]);
    replays(SMALL_TREE, Target::MEDIUM, &sol);
    let m = &v["metrics"];
    for key in [
        "pieces",
        "first_moves",
        "winning_first_moves",
        "games",
        "winning_games",
        "random_success",
        "positions",
        "forced_steps",
        "critical_steps",
    ] {
        assert!(
            m.get(key).is_some_and(Value::is_number),
            "metric {key}: {m}"
        );
    }
    assert_eq!(m["pieces"], 3);
    assert_eq!(m["first_moves"], 3);
    assert_eq!(m["winning_first_moves"], 1);
    assert_eq!(m["games"], 3);
    assert_eq!(m["winning_games"], 1);
    assert_eq!(m["positions"], 4);
    assert_eq!(m["forced_steps"], 2);
    assert_eq!(m["critical_steps"], 1);
    assert!((m["random_success"].as_f64().unwrap() - 1.0 / 3.0).abs() < 1e-12);

    // A real mid-game position: the 3x4 setup after 18 moves (18 pieces
    // left). The JSON solution must replay to the target, for analyze and
    // for decide.
    let record = "a1-c1 c1-c3 c1-c3 a1-c1 d1-d3 a3-c3 c1-a3 c1-a3 a1-c1 d1-b3 d1-b1 a3-a1 \
                  a1-a3 d3-d1 d3-d1 b3-d3 d3-b3 b3-d3";
    let (_, b) = play_record(&Board::setup(Size::STANDARD_3X4), record).unwrap();
    assert_eq!(b.piece_count(), 18);
    let pos = b.to_string();
    for extra in [&[][..], &["--decide"][..]] {
        let mut args = vec!["solve", pos.as_str(), "--target", "score<=3"];
        args.extend_from_slice(extra);
        let v = run_json(&args);
        if v["solvable"] == Value::Bool(true) {
            replays(&pos, Target::ScoreAtMost(3), &solution_of(&v));
        } else {
            assert!(solution_of(&v).is_empty());
        }
    }
    // decide's JSON reports the positions it searched.
    let v = run_json(&["solve", SMALL_TREE, "-t", "medium", "--decide"]);
    assert!(v["positions"].is_number());
    replays(SMALL_TREE, Target::MEDIUM, &solution_of(&v));
}

#[test]
fn unsolvable_is_not_an_error() {
    // S,M,S: either Small hops the Medium onto the other Small: SS, 2 pips.
    let p = "S,M,S/.,.,./.,.,.";
    for extra in [&[][..], &["--decide"][..]] {
        let mut args = vec!["solve", p, "--target", "small"];
        args.extend_from_slice(extra);
        let v = run_json(&args);
        assert_eq!(v["solvable"], Value::Bool(false), "{v}");
        assert_eq!(v["solution"], Value::Array(vec![]));
        bin()
            .args(&args)
            .assert()
            .code(0)
            .stderr("")
            .stdout(predicate::str::contains("the target cannot be reached"));
    }
    let v = run_json(&["solve", p, "--target", "small"]);
    assert_eq!(v["metrics"]["games"], 2);
    assert_eq!(v["metrics"]["winning_games"], 0);
    assert_eq!(v["metrics"]["forced_steps"], 0);
}

/// Runs a command that must fail: exit code 2, nothing on stdout, exactly
/// one line on stderr, starting with "error:" and containing `needle`.
fn fails_with(args: &[&str], needle: &str) {
    let out = bin().args(args).assert().code(2).get_output().clone();
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(out.stdout.is_empty(), "{args:?}: stdout {:?}", out.stdout);
    assert_eq!(err.lines().count(), 1, "{args:?}: stderr {err:?}");
    assert!(err.ends_with('\n'));
    assert!(err.starts_with("error: "), "{args:?}: {err:?}");
    assert!(err.contains(needle), "{args:?}: {err:?} lacks {needle:?}");
}

#[test]
fn bad_inputs_give_one_error_line_and_exit_2() {
    let eleven_rows = ["S,S,S"; 11].join("/");
    let setup = Board::setup(Size::STANDARD_3X4).to_string();
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (
            vec!["solve", "S,S,S/S,S/S,S,S"],
            "ragged rows: row 2 has 2 squares",
        ),
        (vec!["solve", "S,S,S/S,Q,S/S,S,S"], "unknown letter 'Q'"),
        (vec!["solve", "S,S,S/S,Q,S/S,S,S"], "column 9"),
        (vec!["solve", "S,S/S,S"], "2x2 grid is not supported"),
        (vec!["solve", &eleven_rows], "11x3 grid is not supported"),
        (vec!["solve", ""], "empty position"),
        (vec!["solve", "   "], "empty position"),
        (vec!["solve", "S,,S/S,S,S/S,S,S"], "blank"),
        (
            vec!["solve", SMALL_TREE, "--target", "tiny"],
            "unknown target 'tiny'",
        ),
        (
            vec!["solve", SMALL_TREE, "--target", "score<=x"],
            "unknown target",
        ),
        (
            vec!["solve", &setup, "--max-positions", "100"],
            "budget of 100 distinct positions",
        ),
        (
            vec!["solve", &setup, "--decide", "--max-positions", "100"],
            "budget of 100 distinct positions",
        ),
        (vec!["show", "S,S/S,S"], "2x2 grid is not supported"),
        (vec!["show", "S,S,S/S,S,S/S,S,Sx"], "unknown letter 'x'"),
    ];
    for (args, needle) in &cases {
        fails_with(args, needle);
        // --json does not change how errors are reported.
        if args[0] == "solve" {
            let mut with_json = args.clone();
            with_json.push("--json");
            fails_with(&with_json, needle);
        }
    }
}

#[test]
fn show_prints_every_piece() {
    for p in [
        "SMLLS,.,S/M,.,./.,.,L",
        "SML,SML,SML,SML/SML,SML,SML,SML/SML,SML,SML,SML",
        ".,.,./.,.,./.,.,.",
        "sml, s , . ,l / m,.,.,. / .,.,LL, s ",
    ] {
        let b = parse_position(p).unwrap();
        let out = bin()
            .args(["show", p])
            .assert()
            .success()
            .get_output()
            .clone();
        let text = String::from_utf8(out.stdout).unwrap();
        // Letters inside the drawn grid, column by column, bottom to top.
        let lines: Vec<&str> = text.lines().filter(|l| l.contains('|')).collect();
        let letters = lines
            .iter()
            .flat_map(|l| l.chars())
            .filter(|c| "SML".contains(*c))
            .count();
        assert_eq!(letters, b.piece_count(), "{p}:\n{text}");
        for (piece, n) in ["S", "M", "L"].iter().zip(b.piece_counts()) {
            let drawn: usize = lines.iter().map(|l| l.matches(piece).count()).sum();
            assert_eq!(drawn, n, "{piece} in {p}:\n{text}");
        }
        assert!(
            text.contains(&format!("{} pieces, {} pips", b.piece_count(), b.pips())),
            "{text}"
        );
        for c in 0..b.size().cols() {
            assert!(
                text.lines()
                    .next()
                    .unwrap()
                    .contains((b'a' + c as u8) as char)
            );
        }
    }
}
