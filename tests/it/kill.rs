//! No partial file on a kill: a run is stopped with SIGINT or SIGKILL at
//! several moments; each output path holds either the previous complete
//! file or the complete new one (byte for byte the file an undisturbed run
//! writes), never a part. After SIGINT the outputs of one run (a book's
//! interior and cover, an SVG book's pages) are all previous or all new,
//! and no temporary file is left; after SIGKILL (which cannot be caught) a
//! leftover may only have the recognisable temporary name, and the next
//! write to the folder removes it.
//!
//! Covered: `book` as PDF (interior and cover), `book --svg` (one file a
//! page and the cover) and `cards batch -o` (JSON Lines).

use std::collections::BTreeMap;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const BOOK: &str = r#"title = "Killed"
seed = 11
trim = "6x9"
puzzles_per_page = 2

[[sections]]
title = "Medium"
grid = "4x5"
tier = "medium"
count = 12
"#;

/// Contents put in every output path before a killed run.
const PREVIOUS: &[u8] = b"previous complete file";

fn start(dir: &Path, args: &[&str]) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_pyramid-press"))
        .current_dir(dir)
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

/// Every file of `dir` but `inputs`, by name.
fn outputs(dir: &Path, inputs: &[&str]) -> BTreeMap<String, Vec<u8>> {
    names(dir)
        .into_iter()
        .filter(|n| !inputs.contains(&n.as_str()))
        .map(|n| {
            let bytes = std::fs::read(dir.join(&n)).unwrap();
            (n, bytes)
        })
        .collect()
}

/// Runs `args` in a folder holding `inputs` undisturbed, then again with
/// SIGINT and SIGKILL at each fraction of the undisturbed run's time, and
/// checks the contract above.
fn kill_at_moments(inputs: &[(&str, &[u8])], args: &[&str], fractions: &[f64]) {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    for (name, bytes) in inputs {
        std::fs::write(d.join(name), bytes).unwrap();
    }
    let input_names: Vec<&str> = inputs.iter().map(|(n, _)| *n).collect();
    // The complete outputs, and how long a whole run takes now.
    let t = Instant::now();
    let full = start(d, args).wait_with_output().unwrap();
    assert!(
        full.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&full.stderr)
    );
    let total = t.elapsed();
    let complete = outputs(d, &input_names);
    assert!(!complete.is_empty(), "{args:?}: no output");
    for (signal, name) in [(libc::SIGINT, "SIGINT"), (libc::SIGKILL, "SIGKILL")] {
        for &fraction in fractions {
            for out in complete.keys() {
                std::fs::write(d.join(out), PREVIOUS).unwrap();
            }
            let child = start(d, args);
            std::thread::sleep(total.mul_f64(fraction));
            // SAFETY: kill only sends a signal to our own child process.
            unsafe { libc::kill(child.id() as i32, signal) };
            let out = child.wait_with_output().unwrap();
            let at = format!(
                "{:?} {name} at {:.0}% of {total:?}",
                args[0],
                fraction * 100.0
            );
            let mut new = 0;
            for (file, want) in &complete {
                let got = std::fs::read(d.join(file)).unwrap();
                assert!(
                    got == PREVIOUS || got == *want,
                    "{at}: {file} is neither the previous file nor the complete new one ({} bytes)",
                    got.len()
                );
                new += (got == *want) as usize;
            }
            let left: Vec<String> = names(d)
                .into_iter()
                .filter(|n| !input_names.contains(&n.as_str()) && !complete.contains_key(n))
                .collect();
            if signal == libc::SIGINT {
                if out.status.code() == Some(130) {
                    let err = String::from_utf8_lossy(&out.stderr);
                    assert_eq!(err.lines().count(), 1, "{at}: {err}");
                }
                assert!(left.is_empty(), "{at}: left {left:?}");
                // One run's outputs are one set: all previous or all new.
                assert!(
                    new == 0 || new == complete.len(),
                    "{at}: {new} of {} files new",
                    complete.len()
                );
            } else {
                // Only staged files (.tmp) and the previous contents kept
                // during the renames (.old), under their recognisable names.
                assert!(
                    left.iter().all(|n| {
                        complete
                            .keys()
                            .any(|f| n.starts_with(&format!(".{f}.pyramid-press-")))
                            && (n.ends_with(".tmp") || n.ends_with(".old"))
                    }),
                    "{at}: left {left:?}"
                );
                // The next write to the folder removes what the killed run left.
                render::write_atomic(&d.join("other.x"), b"x").unwrap();
                std::fs::remove_file(d.join("other.x")).unwrap();
                let mut want: Vec<String> = input_names.iter().map(|s| s.to_string()).collect();
                want.extend(complete.keys().cloned());
                want.sort();
                assert_eq!(names(d), want, "{at}");
            }
        }
    }
    assert!(total < Duration::from_secs(600));
}

#[test]
fn a_killed_book_run_leaves_no_partial_file() {
    kill_at_moments(
        &[("k.toml", BOOK.as_bytes())],
        &["book", "--template", "k.toml", "-o", "out.pdf", "-q"],
        &[0.05, 0.3, 0.6, 0.85, 0.95],
    );
}

/// A smaller book for the SVG set (14 pages and the cover).
const SVG_BOOK: &str = r#"title = "Killed"
seed = 11
trim = "6x9"
puzzles_per_page = 2

[[sections]]
title = "Easy"
grid = "3x4"
tier = "easy"
count = 6
"#;

/// An SVG book is a set of files (a page each, and the cover), written
/// when the last page is done: the kills aim at the end of the run.
#[test]
fn a_killed_svg_book_run_leaves_no_partial_set() {
    kill_at_moments(
        &[("k.toml", SVG_BOOK.as_bytes())],
        &["book", "--template", "k.toml", "-o", "out.svg", "-q"],
        &[0.7, 0.95],
    );
}

#[test]
fn a_killed_cards_batch_leaves_no_partial_file() {
    let deals: String = (1..=60).map(|s| format!("{s}\n")).collect();
    kill_at_moments(
        &[("deals.txt", deals.as_bytes())],
        &["cards", "batch", "deals.txt", "-o", "out.jsonl"],
        &[0.3, 0.9],
    );
}

/// `generate` streams to standard output, so Ctrl-C cannot take back what
/// was printed: it says how many puzzles are printed in full, and that many
/// complete lines are there (JSON Lines, each one parses). The signal may
/// land between a puzzle's write and its count, so the count may be one
/// short of the lines, never more and never a broken line.
#[test]
fn an_interrupted_generate_says_how_many_puzzles_it_printed() {
    use std::io::{BufRead, BufReader, Read};
    let mut child = Command::new(env!("CARGO_BIN_EXE_pyramid-press"))
        .args(["generate", "--count", "100000", "--json", "--seed", "5"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut lines = Vec::new();
    while lines.len() < 3 {
        let mut line = String::new();
        assert!(
            out.read_line(&mut line).unwrap() > 0,
            "generate stopped early"
        );
        lines.push(line);
    }
    // SAFETY: kill only sends a signal to our own child process.
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    let mut rest = String::new();
    out.read_to_string(&mut rest).unwrap();
    let status = child.wait().unwrap();
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    assert_eq!(status.code(), Some(130), "{err}");
    lines.extend(rest.split_inclusive('\n').map(str::to_owned));
    for l in &lines {
        assert!(l.ends_with('\n'), "a broken last line: {l:?}");
        serde_json::from_str::<serde_json::Value>(l).expect("each line is a whole puzzle");
    }
    let said: usize = err
        .trim()
        .strip_prefix("error: interrupted; ")
        .and_then(|s| s.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no count in {err:?}"));
    assert!(
        said == lines.len() || said + 1 == lines.len(),
        "said {said}, printed {}",
        lines.len()
    );
    assert!(!err.contains("no file was written"), "{err}");
}
