//! The `cards` commands end to end.

use assert_cmd::Command;
use cards::Deal;
use predicates::prelude::*;

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

#[test]
fn solve_json_round_trips_and_its_key_replays() {
    use cards::batch::{KeyProof, SolveRecord};
    use cards::{Rules, Table};
    let out = cmd()
        .args([
            "cards",
            "solve",
            "--seed",
            "3",
            "--variant",
            "cheops",
            "--json",
        ])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(out).expect("utf-8");
    assert_eq!(text.lines().count(), 1, "one JSON object: {text}");
    let rec: SolveRecord = serde_json::from_str(&text).expect("reads back");
    // Same bytes when written again: nothing was lost or reordered.
    assert_eq!(serde_json::to_string(&rec).expect("writes") + "\n", text);
    assert_eq!(rec.seed, Some(3));
    assert_eq!(rec.deal.parse::<Deal>(), Ok(Deal::from_seed(3)));
    assert_eq!(rec.rules.rules(), Some(Rules::cheops()));
    if rec.winnable {
        let (deal, moves) = rec.replay().expect("the key replays");
        assert_eq!(moves.len(), rec.moves);
        let t = Table::new(&deal, Rules::cheops());
        assert!(t.is_won(&t.replay(&moves).expect("legal")));
        assert!(rec.key.is_some());
        assert!(rec.lower_bound <= rec.moves);
        if rec.key == Some(KeyProof::Shortest) {
            assert_eq!(rec.lower_bound, rec.moves);
        }
    } else {
        assert_eq!((rec.moves, rec.key), (0, None));
    }
}

#[test]
fn batch_solves_every_line_in_order() {
    use cards::batch::SolveRecord;
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("deals.txt");
    let d5 = Deal::from_seed(5).to_string();
    std::fs::write(&file, format!("# three deals\n1\n\n{d5}\n2\n")).expect("write");
    let out = dir.path().join("out.jsonl");
    cmd()
        .args(["cards", "batch"])
        .arg(&file)
        .args(["--variant", "pharaohs", "-o"])
        .arg(&out)
        .assert()
        .success();
    let text = std::fs::read_to_string(&out).expect("output");
    let recs: Vec<SolveRecord> = text
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON record a line"))
        .collect();
    let where_: Vec<(Option<usize>, Option<u64>)> = recs.iter().map(|r| (r.line, r.seed)).collect();
    assert_eq!(
        where_,
        vec![(Some(2), Some(1)), (Some(4), None), (Some(5), Some(2))]
    );
    assert_eq!(recs[1].deal, d5);
    for r in &recs {
        let single = cmd()
            .args([
                "cards",
                "solve",
                "--deal",
                &r.deal,
                "--variant",
                "pharaohs",
                "--json",
            ])
            .assert()
            .success()
            .get_output()
            .stdout
            .clone();
        let one: SolveRecord = serde_json::from_slice(&single).expect("record");
        // The batch gives each deal what a single solve gives it.
        assert_eq!((one.winnable, &one.solution), (r.winnable, &r.solution));
    }
}

#[test]
fn batch_errors_name_file_line_and_column_and_write_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("deals.txt");
    let mut cards: Vec<String> = Deal::from_seed(5)
        .to_string()
        .split_whitespace()
        .map(String::from)
        .collect();
    // Card 2 (the first card of row 2, after "XX /") becomes a duplicate of card 1.
    cards[2] = cards[0].clone();
    let line = cards.join(" ");
    let col = 1 + line[1..].find(&cards[0]).expect("again") + 1;
    std::fs::write(&file, format!("1\n{line}\n")).expect("write");
    let out = dir.path().join("out.jsonl");
    let assert = cmd()
        .args(["cards", "batch"])
        .arg(&file)
        .arg("-o")
        .arg(&out)
        .assert()
        .code(2);
    let err = String::from_utf8(assert.get_output().stderr.clone()).expect("utf-8");
    assert_eq!(err.lines().count(), 1, "{err}");
    let want = format!("{}:2:{col}: ", file.display());
    assert!(
        err.starts_with("error: ") && err.contains(&want),
        "{err} (wanted {want})"
    );
    assert!(err.contains("appears twice"), "{err}");
    assert!(!out.exists(), "no partial output");
}

#[test]
fn generate_and_sheet_give_the_same_deals_for_a_seed() {
    use cards::generator::{Tier, run_seed};
    use cards::{Rules, Variant};
    use documents::games::cards::game::{generate_sheet, variant_seed};
    // One rule: the run seed and the rule set give the generation seed.
    for v in Variant::ALL {
        assert_eq!(run_seed(v.rules(), 9), variant_seed(v.rules(), 9));
    }
    let generated = |variant: &str| -> Vec<u64> {
        let out = cmd()
            .args([
                "cards",
                "generate",
                "--variant",
                variant,
                "--tier",
                "easy",
                "--count",
                "2",
                "--seed",
                "9",
                "--json",
            ])
            .assert()
            .success()
            .get_output()
            .stdout
            .clone();
        String::from_utf8(out)
            .expect("utf-8")
            .lines()
            .map(|l| {
                let v: serde_json::Value = serde_json::from_str(l).expect("json");
                v["seed"].as_u64().expect("seed")
            })
            .collect()
    };
    let sheet: Vec<u64> = generate_sheet(Rules::pyramid(), Tier::Easy, 2, 9)
        .expect("sheet deals")
        .iter()
        .map(|d| d.deal_seed)
        .collect();
    let pyramid = generated("pyramid");
    assert_eq!(pyramid, sheet);
    // The rule set is part of the seed: Cheops gets other deals.
    assert_ne!(generated("cheops"), pyramid);
}
