//! Hostile input and heavy requests at the command line (issue #14): no
//! panic, no lost file, honest limits.

use std::process::{Command as StdCommand, Stdio};
use std::time::{Duration, Instant};

use assert_cmd::Command;

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_pyramid-press"))
}

/// Runs the binary and checks the contract for bad input: exit 2, one
/// `error:` line on standard error naming `expect`, no panic.
fn refused(args: &[&str], expect: &str) -> String {
    let out = bin().args(args).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert!(!err.contains("panicked"), "{args:?}: {err}");
    assert_eq!(err.lines().count(), 1, "{args:?}: one line: {err}");
    assert!(err.starts_with("error: "), "{args:?}: {err}");
    assert!(
        err.contains(expect),
        "{args:?}: expected '{expect}' in {err}"
    );
    err
}

#[test]
fn non_ascii_puzzle_ids_are_refused_without_a_panic() {
    refused(&["solve", "P😀"], "not a puzzle ID");
    refused(&["solve", "P😀-20008-10820-S"], "not a puzzle ID");
    refused(&["solve", "P😀4S-20008-10820-S"], "characters 2 and 3");
    refused(&["solve", "P3😀S-00000-0"], "characters 2 and 3");
    refused(&["solve", "P34S-0😀000-0"], "group 2");
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("b.pdf");
    refused(
        &[
            "render",
            "--key",
            "P😀-20008-10820-S",
            "-o",
            out.to_str().unwrap(),
        ],
        "puzzle ID",
    );
    assert!(!out.exists());
}

#[test]
fn solve_stops_at_the_time_limit_with_one_line() {
    // The 5x5 setup's whole tree is far too large to count in a second.
    let setup = "SML,SML,SML,SML,SML/SML,SML,SML,SML,SML/SML,SML,SML,SML,SML/SML,SML,SML,SML,SML/SML,SML,SML,SML,SML";
    let t = Instant::now();
    let err = refused(&["solve", setup, "--max-seconds", "1"], "time limit of 1 s");
    assert!(err.contains("--max-seconds"), "{err}");
    assert!(
        t.elapsed() < Duration::from_secs(60),
        "stopped near its limit"
    );
}

/// Sends SIGINT to a long search: it ends with status 130 and one line.
#[test]
fn ctrl_c_stops_a_search_with_one_line() {
    let setup = "SML,SML,SML,SML,SML,SML/SML,SML,SML,SML,SML,SML/SML,SML,SML,SML,SML,SML/SML,SML,SML,SML,SML,SML/SML,SML,SML,SML,SML,SML/SML,SML,SML,SML,SML,SML";
    let child = StdCommand::new(env!("CARGO_BIN_EXE_pyramid-press"))
        .args(["solve", setup])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(700));
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("error: interrupted"), "{err}");
    assert!(out.stdout.is_empty());
}
