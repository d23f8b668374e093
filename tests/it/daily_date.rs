//! The daily sheet's date when `--date` is not given: `SOURCE_DATE_EPOCH`
//! (so a rebuild gives the same files), else today; a malformed value is an
//! error, not silently the clock.

use assert_cmd::Command;

fn cli() -> Command {
    Command::cargo_bin("pyramid-press").expect("binary")
}

fn print_list(date: Option<&str>, epoch: Option<&str>) -> std::process::Output {
    let mut cmd = cli();
    cmd.args(["daily", "--print"]);
    if let Some(d) = date {
        cmd.args(["--date", d]);
    }
    match epoch {
        Some(e) => cmd.env("SOURCE_DATE_EPOCH", e),
        None => cmd.env_remove("SOURCE_DATE_EPOCH"),
    };
    cmd.output().expect("run daily --print")
}

#[test]
fn source_date_epoch_sets_the_day_when_no_date_is_given() {
    // 1790000000 s after 1970-01-01 is 2026-09-21 14:13:20 UTC.
    let from_epoch = print_list(None, Some("1790000000"));
    assert!(from_epoch.status.success(), "{from_epoch:?}");
    let given = print_list(Some("2026-09-21"), None);
    assert!(given.status.success(), "{given:?}");
    assert_eq!(from_epoch.stdout, given.stdout);
    let other_day = print_list(Some("2026-09-22"), None);
    assert_ne!(from_epoch.stdout, other_day.stdout);
    // --date wins over SOURCE_DATE_EPOCH.
    let both = print_list(Some("2026-09-22"), Some("1790000000"));
    assert_eq!(both.stdout, other_day.stdout);
}

#[test]
fn malformed_source_date_epoch_is_one_error_line() {
    for bad in ["yesterday", "-5", "99999999999999"] {
        let out = print_list(None, Some(bad));
        assert_eq!(out.status.code(), Some(2), "{bad}: {out:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{bad}: {err}");
        assert!(err.starts_with("error: SOURCE_DATE_EPOCH"), "{bad}: {err}");
        assert!(out.stdout.is_empty());
    }
}

/// `daily --json` for 2026-12-03 as main wrote it before the never-repeating
/// schedules (the same bytes as `scripts/same-bytes.sh` keeps).
const MAIN_2026_12_03: &str = include_str!("data/daily-2026-12-03-main.jsonl");

#[test]
fn a_day_before_the_cutover_keeps_the_puzzles_main_printed() {
    let out = cli()
        .args(["daily", "--json", "--date", "2026-12-03"])
        .output()
        .expect("run daily --json");
    assert!(out.status.success(), "{out:?}");
    assert_eq!(String::from_utf8_lossy(&out.stdout), MAIN_2026_12_03);
    // And a day after it takes its puzzles from the pools instead.
    let after = cli()
        .args(["daily", "--json", "--date", "2027-01-01"])
        .output()
        .expect("run daily --json");
    assert!(after.status.success(), "{after:?}");
    for line in String::from_utf8_lossy(&after.stdout).lines() {
        let p: serde_json::Value = serde_json::from_str(line).expect("JSON");
        let grid = match p["grid"].as_str() {
            Some("3x4") => egypt::board::Size::STANDARD_3X4,
            _ => egypt::board::Size::STANDARD_4X5,
        };
        let tier: egypt::generator::Tier = p["tier"].as_str().expect("tier").parse().expect("tier");
        let date = egypt::daily::parse_date("2027-01-01").expect("date");
        let i = egypt::daily::scheduled(date, grid, tier).expect("scheduled");
        assert_eq!(p["id"], egypt::daily::pool(grid, tier)[i].id.as_str());
    }
}
