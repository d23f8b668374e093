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

/// Found by the fuzzer: a negative year was read but written back in a
/// form that did not read again.
#[test]
fn a_date_reads_back_as_written() {
    refused(
        &["daily", "--date=-0900-01-01", "--print"],
        "bad date '-0900-01-01': give a date from 1970-01-01 to 9999-12-31",
    );
    use egypt::daily::{date_text, parse_date};
    for text in ["1970-01-01", "+2026-03-04", "9999-12-31"] {
        let d = parse_date(text).unwrap();
        assert_eq!(parse_date(&date_text(d)), Ok(d), "{text}");
    }
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
    // SAFETY: kill only sends a signal to our own child process.
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
fn web_pages_take_their_format_from_the_extension_too() {
    let dir = tempfile::tempdir().unwrap();
    let path = |n: &str| dir.path().join(n).to_str().unwrap().to_string();
    let id = "P34S-0HGG1-00-H";
    // A contradiction between a flag and the name is refused, at once
    // (before the day's puzzles are made) and without a file.
    let d = path("d.pdf");
    refused(
        &["daily", "--date", "2026-01-01", "--html", "-o", &d],
        "d.pdf ends in .pdf but the format asked for is html",
    );
    let h = path("d.html");
    refused(
        &["daily", "--date", "2026-01-01", "--svg", "-o", &h],
        "ends in .html but the format asked for is svg",
    );
    refused(
        &["daily", "--date", "2026-01-01", "-o", &path("d.png")],
        "name it .pdf, .svg or .html",
    );
    refused(
        &["render", id, "--format", "html", "-o", &path("b.pdf")],
        "b.pdf ends in .pdf but the format asked for is html",
    );
    refused(
        &["render", id, "--format", "svg", "-o", &path("b.html")],
        "ends in .html but the format asked for is svg",
    );
    assert!(entries(dir.path()).is_empty(), "{:?}", entries(dir.path()));
    // Without a flag, .html writes the web page.
    bin()
        .args(["render", id, "-o", &path("b.html")])
        .assert()
        .success();
    let page = std::fs::read_to_string(dir.path().join("b.html")).unwrap();
    assert!(page.starts_with("<!DOCTYPE html>"), "{}", &page[..40]);
    assert_eq!(entries(dir.path()), ["b.html"]);
}

/// `cards batch FILE -o OUT`: OUT may not be the deal file, nor named as a
/// document; `census --json` likewise.
#[test]
fn the_deal_file_is_never_the_output() {
    let dir = tempfile::tempdir().unwrap();
    let deals = dir.path().join("deals.txt");
    std::fs::write(&deals, "1\n2\n").unwrap();
    std::fs::hard_link(&deals, dir.path().join("hard.txt")).unwrap();
    for out in ["deals.txt", "./deals.txt", "hard.txt"] {
        let o = bin()
            .current_dir(dir.path())
            .args(["cards", "batch", "deals.txt", "-o", out])
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "-o {out}: {err}");
        assert!(err.contains("is the input file"), "-o {out}: {err}");
        assert_eq!(std::fs::read_to_string(&deals).unwrap(), "1\n2\n");
    }
    let d = deals.to_str().unwrap();
    refused(
        &[
            "cards",
            "batch",
            d,
            "-o",
            dir.path().join("x.pdf").to_str().unwrap(),
        ],
        "it would hold JSON Lines, not the .pdf its name says",
    );
    refused(
        &[
            "census",
            "--grid",
            "3x3",
            "--json",
            dir.path().join("c.svg").to_str().unwrap(),
        ],
        "it would hold JSON, not the .svg",
    );
    assert_eq!(entries(dir.path()), ["deals.txt", "hard.txt"]);
    let out = dir.path().join("out.jsonl");
    bin()
        .args(["cards", "batch", d, "-o", out.to_str().unwrap()])
        .assert()
        .success();
    assert_eq!(std::fs::read_to_string(&out).unwrap().lines().count(), 2);
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
    use documents::template::{BookTemplate, Source};
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

/// Inside an inline table, too, the first problem in file order is
/// reported, at its own line and column (an unknown key no longer hides a
/// bad value written before it in the same table).
#[test]
fn template_errors_in_inline_tables_name_their_place() {
    use documents::template::{BookTemplate, Source};
    let check = |text: &str| {
        BookTemplate::from_source(Source {
            file: "t.toml".into(),
            text: text.into(),
        })
        .unwrap_err()
        .to_string()
    };
    let head = "title = \"T\"\nseed = 1\ntrim = \"6x9\"\n";
    let section = "\n[[sections]]\ngrid = \"3x4\"\ntier = \"easy\"\ncount = 1\n";
    let cases = [
        // A margin too small, then an unknown key, in one table.
        (
            format!("{head}margins = {{ top = 0.5, outside = 0.1, botom = 0.5 }}\n{section}"),
            "t.toml:4:34: margins.outside = 0.1",
        ),
        // The unknown key first: it is the first problem.
        (
            format!("{head}margins = {{ tpo = 0.5, outside = 0.1 }}\n{section}"),
            "t.toml:4:13: unknown key 'tpo'",
        ),
        // A bad tier, then an unknown key, in a section's inline table;
        // a string holding ",}" and a non-ASCII letter before them.
        (
            format!(
                "{head}sections = [{{title = \"é,}}\", grid = \"3x4\", tier = \"weird\", count = 1, yyy = 1}}]\n"
            ),
            "t.toml:4:50: unknown tier 'weird'",
        ),
        // Over several lines: the bad tier on line 6 comes before the
        // unknown keys after it.
        (
            format!(
                "{head}sections = [\n  {{grid = \"3x4\", tier = \"easy\", count = 1}},\n  {{grid = \"3x4\", tier = \"weird\", count = 1, yyy = 2}},\n]\nbogus = 1\n"
            ),
            "t.toml:6:25: unknown tier 'weird'",
        ),
        // An unknown key on line 5 before a bad tier on line 6.
        (
            format!(
                "{head}sections = [\n  {{grid = \"3x4\", tier = \"easy\", count = 1, yyy = 1}},\n  {{grid = \"3x4\", tier = \"weird\", count = 1}},\n]\n"
            ),
            "t.toml:5:44: unknown key 'yyy'",
        ),
        // The trim table: a misspelt key and a value of the wrong type are
        // named where they are, not at the start of the table.
        (
            format!("title = \"T\"\ntrim = {{ width_in = 6, heigt_in = 9 }}\n{section}"),
            "t.toml:2:24: unknown key 'heigt_in'",
        ),
        (
            format!("title = \"T\"\ntrim = {{ width_in = \"6\", height_in = 9 }}\n{section}"),
            "t.toml:2:21: invalid type: string \"6\", expected a number",
        ),
    ];
    for (text, want) in cases {
        let e = check(&text);
        assert!(e.starts_with(want), "{text}\ngot:  {e}\nwant: {want}");
    }
}

#[test]
fn a_generate_request_past_the_limit_is_refused_at_once() {
    // `generate` prints each puzzle as it is made, so only the run's
    // record of positions (to keep puzzles distinct) bounds it; the bound
    // is read with the command line.
    refused(
        &["generate", "--count", "1000001"],
        "invalid value '1000001' for '--count <COUNT>': give a whole number from 0 to 1000000",
    );
    refused(
        &["generate", "--count", "18446744073709551615", "--json"],
        "from 0 to 1000000",
    );
    // `tiers` keeps every puzzle for its table.
    refused(&["tiers", "--count", "10001"], "from 0 to 10000");
}

/// `generate` writes each puzzle as soon as it is accepted: the first
/// lines of a long run are the same as a short run's, in the same order.
#[test]
fn generate_streams_its_puzzles_in_seed_order() {
    let run = |n: &str| {
        let out = bin()
            .args(["generate", "--count", n, "--seed", "3", "--json"])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let (two, four) = (run("2"), run("4"));
    assert_eq!(four.lines().count(), 4);
    assert!(four.starts_with(&two), "{two}\n{four}");
    // The first puzzle of a million-puzzle run comes at once (a run that
    // kept its puzzles until the end would take hours here), and a reader
    // that stops early ends the run quietly.
    let mut child = StdCommand::new(env!("CARGO_BIN_EXE_pyramid-press"))
        .args(["generate", "--count", "1000000", "--json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    {
        use std::io::BufRead;
        let mut r = std::io::BufReader::new(child.stdout.take().unwrap());
        r.read_line(&mut first).unwrap();
    }
    let out = child.wait_with_output().unwrap();
    assert!(first.starts_with("{\"id\""), "{first}");
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Control characters from the input never reach the terminal raw, and an
/// error quoting a huge input stays short.
#[test]
fn error_lines_are_printable_and_short() {
    let err = refused(&["generate", "--grid", "3x\u{1b}[2J"], "bad grid");
    assert!(err.contains("3x\\u{1b}[2J"), "{err}");
    assert!(!err.contains('\u{1b}'), "{err}");
    let dir = tempfile::tempdir().unwrap();
    let deals = dir.path().join("deals.txt");
    std::fs::write(&deals, format!("1\n{}\n", "x".repeat(1 << 20))).unwrap();
    let err = refused(
        &["cards", "batch", deals.to_str().unwrap()],
        "characters left out",
    );
    assert!(err.len() < 1000, "{} bytes", err.len());
    assert!(err.contains("deals.txt:2:1:"), "{}", &err[..100]);
    assert!(err.trim_end().ends_with("e.g. TH)"), "{err}");
}

/// A batch of seeds fits far more deals in its byte limit than memory
/// allows for their results: the deal count is limited too, at the line
/// where it is passed.
#[test]
fn a_batch_past_the_deal_limit_is_refused_at_its_line() {
    use cards::batch::{MAX_BATCH_DEALS, parse_batch};
    let mut text = String::from("# seeds\n");
    for i in 0..=MAX_BATCH_DEALS {
        text.push_str(&format!("{}\n", i % 1000));
    }
    let e = parse_batch(text.as_bytes()).unwrap_err();
    assert_eq!((e.line, e.column), (MAX_BATCH_DEALS + 2, 1));
    assert!(e.message.contains("at most 400000 deals"), "{}", e.message);
    // One fewer deal is accepted.
    let cut = text.trim_end().rfind('\n').unwrap();
    assert_eq!(
        parse_batch(&text.as_bytes()[..cut]).unwrap().len(),
        MAX_BATCH_DEALS
    );
}
