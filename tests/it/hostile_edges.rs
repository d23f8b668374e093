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

/// Linux only: `/dev/full` is a Linux device.
#[cfg(target_os = "linux")]
#[test]
fn a_full_standard_output_is_one_error_line_not_a_panic() {
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

/// Linux only: `/dev/full` is a Linux device.
#[cfg(target_os = "linux")]
#[test]
fn a_full_standard_error_loses_the_message_not_the_exit_status() {
    // `2>/dev/full`: a refused run still exits 2 and a good one still
    // writes its file and exits 0; neither panics (exit 101) on the
    // message it cannot print.
    let d = dir("full-stderr");
    let pdf = d.join("day.pdf");
    let page = d.join("census.pdf");
    let cases: &[(&[&str], i32, Option<&Path>)] = &[
        (&["daily", "--bogus"], 2, None),
        (&["solve", "nonsense"], 2, None),
        (&["census", "--grid", "9x9"], 2, None),
        (
            &["daily", "--date", "2026-01-01", "-o", pdf.to_str().unwrap()],
            0,
            Some(&pdf),
        ),
        (
            &["census", "--grid", "3x3", "-o", page.to_str().unwrap()],
            0,
            Some(&page),
        ),
    ];
    for (args, code, file) in cases {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .expect("/dev/full");
        let out = bin()
            .args(*args)
            .stdout(Stdio::null())
            .stderr(full)
            .output()
            .expect("runs");
        assert_eq!(out.status.code(), Some(*code), "{}", args.join(" "));
        if let Some(f) = file {
            assert!(f.is_file(), "{}: no {}", args.join(" "), f.display());
        }
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

/// Runs the binary in `d` and returns its output.
fn run_in(d: &Path, args: &[&str]) -> Output {
    bin().args(args).current_dir(d).output().expect("runs")
}

/// A small series template whose ledger is `ledger`.
fn series_template(d: &Path, ledger: &str) {
    let text = format!(
        "title = \"T\"\nauthor = \"A\"\nseed = 5\ntrim = \"6x9\"\npuzzles_per_page = 4\n\
         [[sections]]\ngrid = \"3x4\"\ntier = \"easy\"\ncount = 6\n\
         [series]\nledger = \"{ledger}\"\nvolume = 1\n"
    );
    std::fs::write(d.join("t.toml"), text).expect("template");
}

/// The names in `d`, sorted.
fn names(d: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(d)
        .expect("dir")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

#[cfg(unix)]
#[test]
fn a_device_given_for_several_files_is_refused_and_nothing_is_written_beside_it() {
    let d = dir("device");
    series_template(&d, "s.ledger");
    // A book and its cover: refused before any work, no ledger recorded.
    let out = run_in(
        &d,
        &["book", "--template", "t.toml", "-q", "-o", "/dev/null"],
    );
    one_error_line(
        "book -o /dev/null",
        &out,
        "/dev/null is a character device, which takes one file, and this writes 2",
    );
    assert_eq!(names(&d), ["t.toml"]);
    // The cover alone is one file: written through.
    let out = run_in(
        &d,
        &[
            "book",
            "--template",
            "t.toml",
            "-q",
            "--cover-only",
            "-o",
            "/dev/null",
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(names(&d), ["t.toml"]);
    // Five SVG pages: refused, and no /dev/null-N.svg is made.
    let out = run_in(
        &d,
        &["daily", "--date", "2026-01-01", "--svg", "-o", "/dev/null"],
    );
    one_error_line(
        "daily --svg -o /dev/null",
        &out,
        "which takes one file, and this writes 5",
    );
    assert!(!Path::new("/dev/null-1.svg").exists());
    // A FIFO is written in place too: one file at most.
    let fifo = d.join("fifo.svg");
    let made = Command::new("mkfifo").arg(&fifo).status().expect("mkfifo");
    assert!(made.success());
    let out = run_in(
        &d,
        &["daily", "--date", "2026-01-01", "--svg", "-o", "fifo.svg"],
    );
    one_error_line(
        "daily --svg -o FIFO",
        &out,
        "fifo.svg is a FIFO, which takes one file",
    );
    assert_eq!(names(&d), ["fifo.svg", "t.toml"]);
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn the_ledger_is_never_the_book_or_its_cover() {
    let d = dir("ledger-output");
    for (ledger, output) in [
        ("o.pdf", "o.pdf"),
        ("o-cover.pdf", "o.pdf"),
        ("./sub/../o.pdf", "o.pdf"),
    ] {
        std::fs::create_dir_all(d.join("sub")).expect("sub");
        series_template(&d, ledger);
        let out = run_in(&d, &["book", "--template", "t.toml", "-q", "-o", output]);
        one_error_line(
            &format!("ledger {ledger}, -o {output}"),
            &out,
            "is where the book writes",
        );
        assert_eq!(names(&d), ["sub", "t.toml"], "{ledger}");
    }
    let _ = std::fs::remove_dir_all(&d);
}

#[cfg(unix)]
#[test]
fn a_ledger_that_is_no_file_is_refused_and_a_dangling_link_is_written_through() {
    let d = dir("ledger-kinds");
    let fifo = d.join("fifo.ledger");
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .expect("mkfifo")
            .success()
    );
    std::fs::create_dir(d.join("folder.ledger")).expect("folder");
    for (ledger, what) in [
        ("fifo.ledger", "a FIFO"),
        ("folder.ledger", "a folder"),
        ("/dev/zero", "a character device"),
    ] {
        series_template(&d, ledger);
        // Never blocks: the kind is checked before the ledger is opened.
        let out = run_in(&d, &["book", "--template", "t.toml", "-q", "-o", "o.pdf"]);
        one_error_line(
            ledger,
            &out,
            &format!("the series ledger is {what}, not a file"),
        );
        let out = run_in(&d, &["series", ledger]);
        one_error_line(
            ledger,
            &out,
            &format!("the series ledger is {what}, not a file"),
        );
        assert!(!d.join("o.pdf").exists());
    }
    // A link to nothing: the ledger is made where it points, the link kept.
    std::os::unix::fs::symlink("real/target.ledger", d.join("link.ledger")).expect("link");
    series_template(&d, "link.ledger");
    let out = run_in(&d, &["book", "--template", "t.toml", "-q", "-o", "o.pdf"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let link = std::fs::symlink_metadata(d.join("link.ledger")).expect("link");
    assert!(link.file_type().is_symlink());
    let text = std::fs::read_to_string(d.join("real/target.ledger")).expect("target");
    assert!(text.starts_with("pyramid-press series ledger"), "{text}");
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn a_folder_is_never_standard_output_and_a_file_on_standard_output_stands_alone() {
    let d = dir("folder-stdout");
    let out = run_in(&d, &["site", "--from", "2026-01-01", "-o", "-"]);
    one_error_line("site -o -", &out, "a site is a folder of files");
    std::fs::write(d.join("file"), "x").expect("file");
    let out = run_in(&d, &["site", "--from", "2026-01-01", "-o", "file"]);
    one_error_line(
        "site -o file",
        &out,
        "-o file is a file, but a site is a folder",
    );
    assert_eq!(names(&d), ["file"]);
    // `census --json -`: standard output holds the JSON alone.
    let out = run_in(&d, &["census", "--grid", "3x3", "-q", "--json", "-"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON alone");
    assert!(json.get("games").is_some(), "{json}");
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn messages_name_what_was_wrong() {
    let d = dir("messages");
    // A deal ID with a bad seed is a deal ID, not a puzzle ID.
    let out = run_in(&d, &["check", "pyramid--17", "draw"]);
    one_error_line(
        "check pyramid--17",
        &out,
        "deal ID 'pyramid--17': '-17' is not a seed",
    );
    let base = "title = \"T\"\nauthor = \"A\"\nseed = 5\ntrim = \"6x9\"\n";
    let sections = "[[sections]]\ngrid = \"3x4\"\ntier = \"easy\"\ncount = 6\n";
    for (extra, expect) in [
        (
            "series = true\n",
            "t.toml:5:10: invalid type: boolean 'true', expected the table [series]",
        ),
        (
            "print = 3\n",
            "t.toml:5:9: invalid type: integer '3', expected the table [print]",
        ),
        (
            "puzzles_per_page = 99999999999999999999999\n",
            "t.toml:5:20: 99999999999999999999999 is too large, expected a whole number",
        ),
    ] {
        std::fs::write(d.join("t.toml"), format!("{base}{extra}{sections}")).expect("template");
        let out = run_in(&d, &["book", "--template", "t.toml", "-o", "o.pdf"]);
        one_error_line(extra, &out, expect);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.contains("Raw") && !err.contains("i128"), "{err}");
    }
    let _ = std::fs::remove_dir_all(&d);
}

/// `n` characters of words, as a field's text.
fn words(n: usize) -> String {
    "Pyramid puzzles with sandstone stacks "
        .chars()
        .cycle()
        .take(n)
        .collect()
}

/// A book template whose text fields have these lengths.
fn fields(
    title: usize,
    subtitle: usize,
    author: usize,
    section: usize,
    print: [usize; 4],
) -> String {
    let [edition, rights, blurb, keywords] = print.map(words);
    format!(
        "title = \"{}\"\nsubtitle = \"{}\"\nauthor = \"{}\"\nseed = 5\ntrim = \"6x9\"\n\
         [[sections]]\ntitle = \"{}\"\ngrid = \"3x4\"\ntier = \"easy\"\ncount = 6\n\
         [print]\nedition = \"{edition}\"\nrights = \"{rights}\"\nblurb = \"{blurb}\"\nkeywords = \"{keywords}\"\n",
        words(title),
        words(subtitle),
        words(author),
        words(section),
    )
}

#[test]
fn every_text_field_of_a_template_has_a_cap_checked_before_any_work() {
    use documents::text_caps::*;
    let d = dir("caps");
    let caps = [
        TITLE_CHARS,
        SUBTITLE_CHARS,
        AUTHOR_CHARS,
        SECTION_TITLE_CHARS,
        EDITION_CHARS,
        RIGHTS_CHARS,
        BLURB_CHARS,
        KEYWORDS_CHARS,
    ];
    let make = |n: [usize; 8]| fields(n[0], n[1], n[2], n[3], [n[4], n[5], n[6], n[7]]);
    // Every field at its cap: the book is made.
    std::fs::write(d.join("t.toml"), make(caps)).expect("template");
    let out = run_in(&d, &["book", "--template", "t.toml", "-q", "-o", "o.pdf"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // One character over, field by field: refused at the field's line,
    // naming the field, its length and its cap.
    let places = [
        "1:1: title",
        "2:1: subtitle",
        "3:1: author",
        "7:1: title",
        "12:1: edition",
        "13:1: rights",
        "14:1: blurb",
        "15:1: keywords",
    ];
    for (i, place) in places.iter().enumerate() {
        let mut n = [1; 8];
        n[i] = caps[i] + 1;
        std::fs::write(d.join("t.toml"), make(n)).expect("template");
        let out = run_in(&d, &["book", "--template", "t.toml", "-q", "-o", "x.pdf"]);
        let expect = format!(
            "t.toml:{place} is {} characters long; it may hold at most {}",
            caps[i] + 1,
            caps[i]
        );
        one_error_line(place, &out, &expect);
        assert!(!d.join("x.pdf").exists());
    }
    // A 10 MB title is refused at once, not after minutes of wrapping.
    let mut n = [1; 8];
    n[0] = 10_000_000;
    std::fs::write(d.join("t.toml"), make(n)).expect("template");
    let out = run_in(&d, &["book", "--template", "t.toml", "-q", "-o", "x.pdf"]);
    one_error_line("10 MB title", &out, "title is 10000000 characters long");
    // A handout's title has the same cap.
    let handout = format!(
        "title = \"{}\"\npaper = \"letter\"\n[[sections]]\ngrid = \"3x4\"\ntier = \"easy\"\ncount = 2\n",
        words(TITLE_CHARS + 1)
    );
    std::fs::write(d.join("h.toml"), handout).expect("handout");
    let out = run_in(
        &d,
        &["handout", "--template", "h.toml", "-q", "-o", "h.pdf"],
    );
    let expect = format!("h.toml:1:1: title is {} characters long", TITLE_CHARS + 1);
    one_error_line("handout title", &out, &expect);
    let _ = std::fs::remove_dir_all(&d);
}

/// Runs the binary as the unprivileged user `nobody` (root can write into
/// any folder, so a read-only one fails only for another user).
#[cfg(unix)]
fn as_nobody(bin: &Path, args: &[&str]) -> Output {
    Command::new("runuser")
        .args(["-u", "nobody", "--"])
        .arg(bin)
        .args(args)
        .current_dir("/")
        .output()
        .expect("runuser")
}

#[cfg(unix)]
#[test]
#[ignore = "needs root to switch user"]
fn a_read_only_folder_fails_with_one_line_and_nothing_half_written() {
    use std::os::unix::fs::PermissionsExt;
    let d = dir("read-only");
    let set = |p: &Path, mode: u32| {
        std::fs::set_permissions(p, std::fs::Permissions::from_mode(mode)).expect("chmod")
    };
    set(&d, 0o755);
    // A copy of the binary that `nobody` may run, wherever target/ is.
    let pp = d.join("pp");
    std::fs::copy(env!("CARGO_BIN_EXE_pyramid-press"), &pp).expect("copy");
    set(&pp, 0o755);
    let ro = d.join("ro");
    let w = d.join("w");
    std::fs::create_dir(&ro).expect("ro");
    std::fs::create_dir(&w).expect("w");
    set(&ro, 0o555);
    set(&w, 0o777);
    let path = |p: &Path| p.to_str().expect("UTF-8").to_string();
    let out = as_nobody(&pp, &["rules", "-o", &path(&ro.join("r.pdf"))]);
    one_error_line(
        "rules into a read-only folder",
        &out,
        "r.pdf: Permission denied",
    );
    let out = as_nobody(
        &pp,
        &[
            "daily",
            "--date",
            "2026-01-01",
            "--svg",
            "-o",
            &path(&ro.join("d.svg")),
        ],
    );
    one_error_line(
        "daily --svg into a read-only folder",
        &out,
        "Permission denied",
    );
    assert_eq!(names(&ro), Vec::<String>::new());
    // The book is writable, its ledger is not: neither is written.
    let text = format!(
        "title = \"T\"\nauthor = \"A\"\nseed = 5\ntrim = \"6x9\"\npuzzles_per_page = 4\n\
         [[sections]]\ngrid = \"3x4\"\ntier = \"easy\"\ncount = 6\n\
         [series]\nledger = \"{}\"\nvolume = 1\n",
        path(&ro.join("s.ledger"))
    );
    std::fs::write(w.join("t.toml"), text).expect("template");
    set(&w.join("t.toml"), 0o644);
    let out = as_nobody(
        &pp,
        &[
            "book",
            "--template",
            &path(&w.join("t.toml")),
            "-q",
            "-o",
            &path(&w.join("o.pdf")),
        ],
    );
    one_error_line(
        "a ledger in a read-only folder",
        &out,
        "s.ledger: Permission denied",
    );
    assert_eq!(names(&w), ["t.toml"]);
    set(&ro, 0o755);
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn the_longest_title_subtitle_and_author_keep_clear_of_the_title_page_board() {
    // At the text caps, the author's lines once ran across the title
    // page's board: every text line now lies above or below it.
    use documents::text_caps as caps;
    let d = dir("title-page");
    for (trim, bleed) in [("6x9", false), ("5x8", false), ("8.5x11", true)] {
        let t = d.join("t.toml");
        let text = fields(
            caps::TITLE_CHARS,
            caps::SUBTITLE_CHARS,
            caps::AUTHOR_CHARS,
            10,
            [5, 5, 5, 5],
        )
        .replace(
            "trim = \"6x9\"",
            &format!("trim = \"{trim}\"\nbleed = {bleed}"),
        );
        std::fs::write(&t, text).unwrap();
        let out = bin()
            .args(["book", "--template"])
            .arg(&t)
            .arg("-o")
            .arg(d.join("b.svg"))
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{trim}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let svg = std::fs::read_to_string(d.join("b-1.svg")).unwrap();
        let doc = roxmltree::Document::parse(&svg).unwrap();
        let num = |n: roxmltree::Node, a: &str| n.attribute(a).and_then(|v| v.parse::<f64>().ok());
        // The board: the squares' rectangles, top to bottom.
        let squares: Vec<(f64, f64)> = doc
            .descendants()
            .filter(|n| n.attribute("class") == Some("square"))
            .flat_map(|g| g.children().filter(|c| c.has_tag_name("rect")))
            .map(|r| {
                (
                    num(r, "y").unwrap(),
                    num(r, "y").unwrap() + num(r, "height").unwrap(),
                )
            })
            .collect();
        let lines: Vec<(f64, f64, String)> = doc
            .descendants()
            .filter(|n| n.has_tag_name("text"))
            .map(|n| {
                let y = num(n, "y").unwrap();
                let size = num(n, "font-size").unwrap();
                (
                    y - size * 0.8,
                    y + size * 0.25,
                    n.text().unwrap_or("").to_string(),
                )
            })
            .collect();
        assert!(
            lines.iter().any(|l| l.2.starts_with("Pyramid")),
            "{trim}: no title"
        );
        if squares.is_empty() {
            continue; // the board gave way to the words: nothing to run into
        }
        let top = squares.iter().map(|s| s.0).fold(f64::MAX, f64::min);
        let bottom = squares.iter().map(|s| s.1).fold(f64::MIN, f64::max);
        for (a, b, text) in &lines {
            assert!(
                *b <= top || *a >= bottom,
                "{trim}: '{text}' ({a:.1}-{b:.1} pt) runs into the board ({top:.1}-{bottom:.1} pt)"
            );
        }
    }
}
