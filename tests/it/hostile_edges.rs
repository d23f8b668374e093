//! Hostile input at the edges of files and output streams (issue #44):
//! a full or closed standard output, devices, FIFOs and links given as
//! paths, one path given for two outputs, a folder given as `-`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_pyramid-press"))
}

fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("pp-edges-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("temp dir");
    d
}

/// The contract for a refused run: a non-zero exit that is not a panic's,
/// one `error:` line naming `expect`.
fn one_error_line(what: &str, out: &Output, expect: &str) {
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{what}: {err}");
    assert!(!err.contains("panicked"), "{what}: {err}");
    assert_eq!(err.lines().count(), 1, "{what}: one line: {err}");
    assert!(err.starts_with("error: "), "{what}: {err}");
    assert!(err.contains(expect), "{what}: expected '{expect}' in {err}");
}

/// Commands that print to standard output, each quick.
const PRINTING: &[&[&str]] = &[
    &["daily", "--date", "2026-01-01", "--json"],
    &["daily", "--date", "2026-01-01", "--print"],
    &["show", ".,.,S,S/S,.,.,./S,SS,.,."],
    &["solve", "P34S-0H202-500-V"],
    &["check", "P34S-0H202-500-V", "d1-b1 a3-c3 c3-a3 a3-a1 a1-c1"],
    &["tiers", "--grid", "3x4", "-n", "1", "-t", "small"],
    &["cards", "deal", "--seed", "1"],
    &["cards", "solve", "--seed", "1"],
    &["cards", "stats", "--deals", "3"],
    &["census", "--grid", "3x3", "-q"],
    &["rules", "-o", "-"],
    &["completions", "bash"],
    &["man"],
    &["generate", "--count", "1"],
    &["--help"],
    &["--version"],
];

#[test]
fn a_full_standard_output_is_one_error_line_not_a_panic() {
    if !Path::new("/dev/full").exists() {
        return;
    }
    for args in PRINTING {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .expect("/dev/full");
        let out = bin()
            .args(*args)
            .stdout(full)
            .stderr(Stdio::piped())
            .output()
            .expect("runs");
        let what = args.join(" ");
        // `rules -o -` names its output `-`; `generate` says "cannot write
        // the puzzles"; every other command names standard output.
        let expect = match args[0] {
            "rules" => "cannot write -: No space left on device",
            "generate" => "cannot write the puzzles: No space left on device",
            _ => "cannot write to standard output: No space left on device",
        };
        one_error_line(&what, &out, expect);
    }
}

/// Runs the binary with standard output closed (`>&-`).
#[cfg(unix)]
fn closed_stdout(args: &[&str], cwd: &Path) -> Output {
    Command::new("sh")
        .arg("-c")
        .arg("exec \"$0\" \"$@\" >&-")
        .arg(env!("CARGO_BIN_EXE_pyramid-press"))
        .args(args)
        .current_dir(cwd)
        .stderr(Stdio::piped())
        .output()
        .expect("runs")
}

#[cfg(unix)]
#[test]
fn a_closed_standard_output_is_refused_and_a_file_is_still_written() {
    let d = dir("closed");
    for args in PRINTING {
        let out = closed_stdout(args, &d);
        let what = args.join(" ");
        one_error_line(&what, &out, "cannot write to standard output: it is closed");
    }
    // A document written to a file needs no standard output: it is
    // written, and only its "wrote" line is dropped.
    let out = closed_stdout(&["rules", "-o", "r.pdf"], &d);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(d.join("r.pdf").is_file());
    // /dev/null given on purpose is not a closed output.
    let out = bin()
        .args(["rules", "-o", "-"])
        .stdout(std::fs::File::create("/dev/null").expect("/dev/null"))
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let _ = std::fs::remove_dir_all(&d);
}
