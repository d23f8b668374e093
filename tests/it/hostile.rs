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

const TINY_BOOK: &str = r#"title = "Tiny"
seed = 7
trim = "6x9"
puzzles_per_page = 2

[[sections]]
title = "Small grid"
grid = "3x4"
tier = "easy"
count = 1
"#;

/// Names in a folder, sorted.
fn entries(dir: &std::path::Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

#[test]
fn an_output_that_is_the_template_is_refused_before_anything_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let t = dir.path().join("x.toml");
    std::fs::write(&t, TINY_BOOK).unwrap();
    std::os::unix::fs::symlink(&t, dir.path().join("link.toml")).unwrap();
    std::fs::hard_link(&t, dir.path().join("hard.toml")).unwrap();
    for cmd in ["book", "handout"] {
        for out in [
            "x.toml",
            "./x.toml",
            "link.toml",
            "hard.toml",
            "../d/x.toml",
        ] {
            let d = dir.path().to_str().unwrap();
            let out = out.replace(
                "../d/",
                &format!(
                    "{d}/../{}/",
                    dir.path().file_name().unwrap().to_str().unwrap()
                ),
            );
            let o = bin()
                .current_dir(dir.path())
                .args([cmd, "--template", "x.toml", "-o", &out])
                .output()
                .unwrap();
            let err = String::from_utf8_lossy(&o.stderr);
            assert_eq!(o.status.code(), Some(2), "{cmd} -o {out}: {err}");
            assert!(err.contains("is the input file"), "{cmd} -o {out}: {err}");
            assert_eq!(
                std::fs::read_to_string(&t).unwrap(),
                TINY_BOOK,
                "{cmd} -o {out}"
            );
        }
    }
    assert_eq!(entries(dir.path()), ["hard.toml", "link.toml", "x.toml"]);
}

#[test]
fn the_format_follows_the_extension_and_contradictions_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let svg = dir.path().join("rules.svg");
    bin()
        .args(["rules", "-o", svg.to_str().unwrap()])
        .assert()
        .success();
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(text.contains("<svg"), "an SVG in rules.svg");
    let pdf = dir.path().join("rules.pdf");
    bin()
        .args(["rules", "-o", pdf.to_str().unwrap()])
        .assert()
        .success();
    assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF"));
    let bad = dir.path().join("r.svg");
    let b = bad.to_str().unwrap();
    refused(
        &["rules", "-o", b, "--format", "pdf"],
        "ends in .svg but the format asked for is pdf",
    );
    refused(&["mat", "-o", b, "--format", "pdf"], "ends in .svg");
    refused(
        &["render", "S,S,./.,.,./.,.,.", "-o", b, "--format", "pdf"],
        "ends in .svg",
    );
    refused(
        &[
            "daily",
            "--date",
            "2026-01-01",
            "--svg",
            "-o",
            dir.path().join("d.pdf").to_str().unwrap(),
        ],
        "ends in .pdf",
    );
    refused(
        &["cards", "sheet", "-o", b, "--format", "pdf"],
        "ends in .svg",
    );
    let png = dir.path().join("r.png");
    refused(
        &["rules", "-o", png.to_str().unwrap()],
        "cannot tell the format",
    );
    refused(
        &[
            "book",
            "--template",
            "templates/paperback-6x9.toml",
            "--svg",
            "-o",
            dir.path().join("b.pdf").to_str().unwrap(),
        ],
        "ends in .pdf",
    );
    assert_eq!(entries(dir.path()), ["rules.pdf", "rules.svg"]);
}

#[test]
fn a_multi_file_svg_is_written_all_or_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("d.svg");
    // Page 2's name is taken by a folder: nothing may be written.
    std::fs::create_dir(dir.path().join("d-2.svg")).unwrap();
    std::fs::write(dir.path().join("d-1.svg"), "previous page 1").unwrap();
    refused(
        &["daily", "--date", "2026-01-01", "-o", out.to_str().unwrap()],
        "d-2.svg",
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("d-1.svg")).unwrap(),
        "previous page 1"
    );
    assert_eq!(entries(dir.path()), ["d-1.svg", "d-2.svg"]);
    // Once the folder is gone, every page is written and nothing else.
    std::fs::remove_dir(dir.path().join("d-2.svg")).unwrap();
    bin()
        .args(["daily", "--date", "2026-01-01", "-o", out.to_str().unwrap()])
        .assert()
        .success();
    let names = entries(dir.path());
    assert!(
        names.len() >= 3
            && names
                .iter()
                .all(|n| n.starts_with("d-") && n.ends_with(".svg")),
        "{names:?}"
    );
    assert_ne!(
        std::fs::read_to_string(dir.path().join("d-1.svg")).unwrap(),
        "previous page 1"
    );
}

#[test]
fn template_errors_report_the_first_problem_in_file_order() {
    use pyramid_press::docs::template::{BookTemplate, Source};
    let check = |text: &str| {
        BookTemplate::from_source(Source {
            file: "t.toml".into(),
            text: text.into(),
        })
        .unwrap_err()
        .to_string()
    };
    // A bad value on line 2, an unknown key on line 3.
    let e = check(
        "title = \"T\"\nseed = \"x\"\nbogus = 3\ntrim = \"6x9\"\n\n[[sections]]\ngrid = \"3x4\"\ntier = \"easy\"\ncount = 1\n",
    );
    assert!(e.starts_with("t.toml:2:"), "{e}");
    // An unknown key on line 3 and another in a section.
    let e = check(
        "title = \"T\"\nseed = 1\nbogus = 3\ntrim = \"6x9\"\n\n[[sections]]\ngrid = \"3x4\"\ntier = \"easy\"\ncount = 1\nwrong = 2\n",
    );
    assert!(e.starts_with("t.toml:3:1: unknown key 'bogus'"), "{e}");
    // An unknown key in a section written before an unknown top-level key.
    let e = check(
        "title = \"T\"\nseed = 1\nsections = [{grid = \"3x4\", tier = \"easy\", count = 1, yyy = 1}]\nbogus = 1\ntrim = \"6x9\"\n",
    );
    assert!(e.starts_with("t.toml:3:"), "{e}");
    // A bad section value before an unknown key.
    let e = check(
        "title = \"T\"\nseed = 1\nsections = [{grid = \"3x4\", tier = \"weird\", count = 1}]\nbogus = 1\ntrim = \"6x9\"\n",
    );
    assert!(e.starts_with("t.toml:3:"), "{e}");
}
