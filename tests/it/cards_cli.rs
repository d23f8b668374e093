//! The `cards` commands end to end.

use assert_cmd::Command;
use predicates::prelude::*;
use pyramid_press::cards::Deal;

fn cmd() -> Command {
    Command::cargo_bin("pyramid-press").expect("binary")
}

#[test]
fn deal_by_seed_prints_notation_and_layout() {
    let out = cmd()
        .args(["cards", "deal", "--seed", "1"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(out).expect("utf-8");
    let first = text.lines().next().expect("a line");
    assert_eq!(first.parse::<Deal>(), Ok(Deal::from_seed(1)));
    assert!(text.contains("stock (top first):"));
}

#[test]
fn solve_a_written_deal_and_override_rules() {
    let deal = Deal::from_seed(1).to_string();
    cmd()
        .args(["cards", "solve", "--deal", &deal])
        .assert()
        .success()
        .stdout(predicate::str::contains("winnable: yes"))
        .stdout(predicate::str::contains("passes unlimited"));
    cmd()
        .args([
            "cards",
            "solve",
            "--seed",
            "1",
            "--variant",
            "cheops",
            "--passes",
            "1",
            "--overlap",
            "on",
            "--availability",
            "top-two-waste",
            "--win",
            "pyramid",
        ])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "availability top-two-waste, overlap on, passes 1, win pyramid",
        ));
}

#[test]
fn malformed_deal_is_one_line_error() {
    let mut cards: Vec<String> = Deal::from_seed(2)
        .to_string()
        .split_whitespace()
        .filter(|t| *t != "/")
        .map(str::to_string)
        .collect();
    cards[16] = "XH".into();
    cmd()
        .args(["cards", "solve", "--deal", &cards.join(" ")])
        .assert()
        .code(2)
        .stderr(predicate::str::starts_with(
            "error: cannot read --deal: card 17 (pyramid row 6, card 2): 'XH' is not a card",
        ));
    cmd()
        .args(["cards", "deal", "--seed", "1", "--deal", "AC"])
        .assert()
        .code(2);
    cmd()
        .args(["cards", "solve", "--seed", "1", "--passes", "0"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("passes must be"));
}

#[test]
fn stats_are_deterministic() {
    let run = || {
        let out = cmd()
            .args([
                "cards",
                "stats",
                "--variant",
                "pharaohs",
                "--deals",
                "20",
                "--seed",
                "7",
            ])
            .assert()
            .success()
            .get_output()
            .stdout
            .clone();
        let text = String::from_utf8(out).expect("utf-8");
        // Everything but the timing line.
        text.lines()
            .filter(|l| !l.starts_with("timing"))
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    let a = run();
    assert!(
        a.iter()
            .any(|l| l.starts_with("winnable: ") && l.contains("95% Wilson"))
    );
    assert_eq!(a, run());
}

#[test]
fn generate_json_lines() {
    let run = || {
        cmd()
            .args([
                "cards",
                "generate",
                "--variant",
                "cheops",
                "--tier",
                "easy",
                "--count",
                "2",
                "--seed",
                "3",
                "--json",
            ])
            .assert()
            .success()
            .get_output()
            .stdout
            .clone()
    };
    let out = run();
    assert_eq!(out, run());
    let text = String::from_utf8(out).expect("utf-8");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2);
    for (i, l) in lines.iter().enumerate() {
        let v: serde_json::Value = serde_json::from_str(l).expect("json");
        assert_eq!(v["id"], i + 1);
        assert_eq!(v["tier"], "easy");
        let deal: Deal = v["deal"]
            .as_str()
            .expect("deal")
            .parse()
            .expect("valid deal");
        assert_eq!(deal, Deal::from_seed(v["seed"].as_u64().expect("seed")));
        assert!(v["metrics"]["playout_wins"].as_u64().expect("metric") >= 50);
    }
}
