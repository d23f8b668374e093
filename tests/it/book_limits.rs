//! Requests too big to print: a book of 10,000 puzzles, a handout of
//! 5,000. They are refused at once, before anything is generated, with
//! the reason and the largest request that fits; nothing is written.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use documents::book::{book_page_limit, check_book_layout};
use documents::template::{BookTemplate, Source};

fn bin() -> &'static str {
    env!("CARGO_BIN_EXE_pyramid-press")
}

/// A template of `sections` sections of `count` puzzles each.
fn big(head: &str, sections: usize, count: usize) -> String {
    let mut t = head.to_string();
    for i in 0..sections {
        t.push_str(&format!(
            "\n[[sections]]\ntitle = \"Part {i}\"\ngrid = \"3x4\"\ntier = \"easy\"\ncount = {count}\n"
        ));
    }
    t
}

const BOOK_HEAD: &str =
    "title = \"Ten thousand\"\ntrim = \"6x9\"\nseed = 1\npuzzles_per_page = 2\n";
const HANDOUT_HEAD: &str = "title = \"Huge night\"\npaper = \"letter\"\nseed = 1\n";

/// Runs the command, killing it if it has not finished in a minute (a
/// refusal takes well under a second; generating 10,000 puzzles would
/// take hours). Returns exit code and stderr.
fn run(args: &[&str]) -> (Option<i32>, String) {
    let mut child = Command::new(bin())
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().expect("wait") {
            let out = child.wait_with_output().expect("output");
            return (status.code(), String::from_utf8_lossy(&out.stderr).into());
        }
        if start.elapsed() > Duration::from_secs(60) {
            child.kill().ok();
            child.wait().ok();
            panic!("{args:?} was still working after a minute: it did not refuse at once");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The number in "at most N puzzles fit".
fn largest(message: &str) -> usize {
    let end = message
        .find(" puzzles fit")
        .expect("names the largest request");
    message[..end]
        .rsplit(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .expect("a number")
}

fn refused_at_once(dir: &Path, kind: &str, template: &str, limit: &str) -> usize {
    let t = dir.join(format!("{kind}.toml"));
    std::fs::write(&t, template).expect("write template");
    let out = dir.join(format!("{kind}.pdf"));
    let (code, err) = run(&[
        kind,
        "--template",
        t.to_str().expect("utf-8"),
        "-o",
        out.to_str().expect("utf-8"),
        "--quiet",
    ]);
    assert_eq!(code, Some(2), "{kind}: {err}");
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    assert!(err.starts_with("error: "), "{err}");
    assert!(
        err.contains(&format!("{kind}.toml:")),
        "names the file: {err}"
    );
    assert!(err.contains(limit), "gives the reason ({limit}): {err}");
    assert!(!out.exists(), "{kind}: a file was written");
    let names: Vec<_> = std::fs::read_dir(dir)
        .expect("dir")
        .map(|e| e.expect("entry").file_name())
        .collect();
    assert_eq!(names.len(), 1, "only the template is left: {names:?}");
    std::fs::remove_file(&t).expect("remove");
    largest(&err)
}

#[test]
fn a_book_of_ten_thousand_puzzles_is_refused_at_once() {
    let dir = tempfile::tempdir().expect("tempdir");
    let n = refused_at_once(
        dir.path(),
        "book",
        &big(BOOK_HEAD, 10, 1000),
        "KDP binds at most 828 pages in a 6 x 9 in paperback on white paper",
    );
    // Two puzzles a page: fewer than 828 x 2 fit with their solutions.
    assert!((500..1656).contains(&n), "{n}");
}

#[test]
fn a_handout_of_five_thousand_puzzles_is_refused_at_once() {
    let dir = tempfile::tempdir().expect("tempdir");
    let n = refused_at_once(
        dir.path(),
        "handout",
        &big(HANDOUT_HEAD, 5, 1000),
        "a handout has at most 100 pages",
    );
    assert!((50..400).contains(&n), "{n}");
}

#[test]
fn the_largest_book_named_passes_the_check_and_one_more_share_does_not() {
    let source = |text: String| {
        BookTemplate::from_source(Source {
            file: "b.toml".into(),
            text,
        })
        .expect("template")
    };
    let t = source(big(BOOK_HEAD, 10, 1000));
    let err = check_book_layout(&t).expect_err("refused").to_string();
    let n = largest(&err);
    // The named total, as ten equal sections, is accepted; a tenth more
    // is not.
    assert!(check_book_layout(&source(big(BOOK_HEAD, 10, n / 10))).is_ok());
    let more = (n / 10) * 11 / 10 + 1;
    assert!(check_book_layout(&source(big(BOOK_HEAD, 10, more))).is_err());
    assert_eq!(book_page_limit(&t).pages, 828);
}

#[test]
fn the_page_limit_follows_trim_and_paper() {
    let limit = |extra: &str| {
        let t = BookTemplate::from_source(Source {
            file: "b.toml".into(),
            text: format!(
                "title = \"T\"\n{extra}\n[[sections]]\ngrid = \"3x4\"\ntier = \"easy\"\ncount = 2\n"
            ),
        })
        .expect("template");
        book_page_limit(&t).pages
    };
    assert_eq!(limit("trim = \"6x9\""), 828);
    assert_eq!(limit("trim = \"8.5x11\""), 590);
    assert_eq!(limit("trim = \"A4\""), 780);
    assert_eq!(limit("trim = \"6x9\"\n[print]\npaper = \"cream\""), 776);
}

/// The counts a refusal names are made: two 1,000-puzzle sections are
/// refused naming at most N puzzles and each section's share; a template
/// asking for exactly those shares passes the same check (it named 623,
/// then refused 312 + 311 naming 622, as each share was rounded down).
#[test]
fn the_count_a_refusal_names_is_made() {
    use documents::template::{BookTemplate, Source};
    let load = |text: String| {
        BookTemplate::from_source(Source {
            file: "t.toml".into(),
            text,
        })
        .expect("template")
    };
    for (sections, count) in [(2, 1000), (3, 700), (10, 1000)] {
        let err = documents::book::check_book_layout(&load(big(BOOK_HEAD, sections, count)))
            .expect_err("too big")
            .to_string();
        let n = largest(&err);
        // "(312 + 311 by section, ...)": the shares named.
        let shares: Vec<usize> = err
            .split(" puzzles fit (")
            .nth(1)
            .and_then(|r| r.split(" by section").next())
            .expect("the shares")
            .split(" + ")
            .map(|s| s.parse().expect("a number"))
            .collect();
        assert_eq!(shares.len(), sections, "{err}");
        assert_eq!(shares.iter().sum::<usize>(), n, "{err}");
        let mut text = BOOK_HEAD.to_string();
        for (i, k) in shares.iter().enumerate() {
            text.push_str(&format!(
                "\n[[sections]]\ntitle = \"Part {i}\"\ngrid = \"3x4\"\ntier = \"easy\"\ncount = {k}\n"
            ));
        }
        documents::book::check_book_layout(&load(text))
            .unwrap_or_else(|e| panic!("named {n} ({shares:?}), then refused: {e}"));
    }
}
