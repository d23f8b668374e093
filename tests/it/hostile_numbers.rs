//! Every number a user gives is bounded before any work (issue #30): the
//! options are walked from the command line's own definition (the hidden
//! `debug-options` command prints it), and every numeric option of every
//! subcommand is given 0, 1, -1, the largest u64, 10^30 and 500 digits.
//! Each run must end well within a time and a memory bound with exit 0, or
//! be refused with exactly one `error:` line naming the option and a
//! number (the range that works); never a panic or an abort.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Cheap arguments a command needs to run at all (its required ones, and
/// small sizes so that a value that is accepted finishes at once).
/// Options under test are taken out of these.
fn base(path: &[String], dir: &Path) -> Option<Vec<String>> {
    let out = |name: &str| dir.join(name).to_string_lossy().into_owned();
    let tiny = "S,S,./.,.,./.,.,.";
    // Already solved: one position, whatever the budget.
    let lone = "S,.,./.,.,./.,.,.";
    let v: Vec<String> = match path
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        ["solve"] => vec![lone.into()],
        ["render"] => vec![lone.into(), "--key".into(), "-o".into(), out("r.pdf")],
        ["generate"] => vec!["--count".into(), "1".into(), "--tier".into(), "easy".into()],
        ["tiers"] => vec!["--count".into(), "1".into(), "--grid".into(), "3x4".into()],
        ["mat"] => vec!["-o".into(), out("m.pdf")],
        ["daily"] => vec!["--date".into(), "2026-01-01".into(), "--print".into()],
        ["cards", "stats"] => vec!["--deals".into(), "1".into()],
        ["cards", "sheet"] => vec!["--count".into(), "1".into(), "-o".into(), out("s.pdf")],
        ["cards", "generate"] => vec!["--count".into(), "1".into()],
        ["cards", "tiers"] => vec!["--count".into(), "1".into()],
        // A two-piece puzzle and the move that solves it.
        ["check"] => vec!["P33S-8G000-S".into(), "a1-c1".into()],
        ["cards", "deal"] | ["cards", "solve"] => vec!["--seed".into(), "1".into()],
        ["cards", "batch"] => {
            let file = dir.join("deals.txt");
            std::fs::write(&file, "1\n").unwrap();
            vec![file.to_string_lossy().into_owned()]
        }
        ["census"] => vec!["-q".into(), "--root".into(), tiny.into()],
        _ => return None,
    };
    Some(v)
}

/// `args` without the option `flag` and its value.
fn without(args: &[String], flag: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut skip = false;
    for a in args {
        if skip {
            skip = false;
            continue;
        }
        if a == flag {
            skip = true;
            continue;
        }
        out.push(a.clone());
    }
    out
}

/// Peak resident memory of a running process, in bytes (Linux).
fn peak_rss(pid: u32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            let line = s.lines().find(|l| l.starts_with("VmHWM:"))?.to_string();
            line.split_whitespace().nth(1)?.parse::<u64>().ok()
        })
        .map_or(0, |kb| kb << 10)
}

const TIME_LIMIT: Duration = Duration::from_secs(30);
const MEMORY_LIMIT: u64 = 2 << 30;

/// Runs the binary under the time and memory bounds: (exit code, stderr),
/// or a failure naming the bound it broke.
fn run_bounded(args: &[String]) -> (Option<i32>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pyramid-press"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut err = child.stderr.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = std::io::Read::read_to_string(&mut err, &mut s);
        s
    });
    let start = Instant::now();
    let mut peak = 0;
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        peak = peak.max(peak_rss(child.id()));
        if start.elapsed() > TIME_LIMIT || peak > MEMORY_LIMIT {
            let _ = child.kill();
            let _ = child.wait();
            panic!(
                "{args:?}: still running after {:?} with {} MiB resident: not bounded",
                start.elapsed(),
                peak >> 20
            );
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    (status.code(), reader.join().unwrap())
}

#[test]
fn every_numeric_option_is_bounded_before_any_work() {
    let out = Command::new(env!("CARGO_BIN_EXE_pyramid-press"))
        .arg("debug-options")
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let commands: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let values = [
        "0".to_string(),
        "1".to_string(),
        "-1".to_string(),
        u64::MAX.to_string(),
        format!("1{}", "0".repeat(30)),
        "9".repeat(500),
    ];
    let mut tried = 0;
    let mut options = Vec::new();
    for c in &commands {
        let path: Vec<String> = c["path"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p.as_str().unwrap().to_string())
            .collect();
        let numeric: Vec<String> = c["options"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|o| o["type"] == "number" && o["takes_value"] == true)
            .map(|o| {
                assert!(
                    o["long"].is_string(),
                    "{path:?}: a numeric option without a long name: {o}"
                );
                format!("--{}", o["long"].as_str().unwrap())
            })
            .collect();
        if numeric.is_empty() {
            continue;
        }
        let base = base(&path, dir.path()).unwrap_or_else(|| {
            panic!("{path:?} has numeric options {numeric:?}: give it cheap base arguments here")
        });
        for flag in &numeric {
            options.push(format!("{} {flag}", path.join(" ")));
            for v in &values {
                let mut args = path.clone();
                args.extend(without(&base, flag));
                args.push(format!("{flag}={v}"));
                let (code, err) = run_bounded(&args);
                tried += 1;
                if code == Some(0) {
                    continue;
                }
                assert_ne!(code, Some(101), "{args:?} panicked: {err}");
                assert_ne!(code, Some(134), "{args:?} aborted: {err}");
                assert_eq!(code, Some(2), "{args:?}: {err}");
                assert_eq!(err.lines().count(), 1, "{args:?}: one line: {err}");
                assert!(err.starts_with("error: "), "{args:?}: {err}");
                assert!(err.contains(flag.as_str()), "{args:?}: names {flag}: {err}");
                // The range that works is named: a number in the message
                // other than the one given.
                let rest = err.replacen(v.as_str(), "", 1);
                assert!(
                    rest.chars().any(|c| c.is_ascii_digit()),
                    "{args:?}: no bound named: {err}"
                );
            }
        }
    }
    // The walk found the options this test was written against (others
    // added since are walked too).
    for known in [
        "generate --count",
        "cards sheet --count",
        "cards stats --deals",
        "census --threads",
        "census --memory",
        "mat --square-mm",
    ] {
        assert!(
            options.iter().any(|o| o == known),
            "{known} not walked: {options:?}"
        );
    }
    assert!(tried >= 100, "{tried} runs");
}
