//! Hostile files (issue #30): outputs that are not regular files, `-o -`,
//! inputs without end, and the smaller slips (a batch file's byte-order
//! mark, a template name that is not UTF-8, one rule for dates).

use std::io::{Read, Write};
use std::os::unix::fs::{FileTypeExt, MetadataExt};
use std::path::{Path, PathBuf};
use std::process::Output;
use std::time::{Duration, Instant};

use assert_cmd::Command;

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_pyramid-press"))
}

/// The contract for a refusal: exit 2, one `error:` line holding
/// `expect`, no panic.
fn one_error(out: &Output, expect: &str) -> String {
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    assert!(err.starts_with("error: "), "{err}");
    assert!(err.contains(expect), "expected '{expect}' in {err}");
    err
}

/// The names in `dir`, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

fn mkfifo(path: &Path) {
    let status = std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(status.success(), "mkfifo {}", path.display());
}

fn is_root() -> bool {
    std::process::Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

#[test]
fn output_to_a_fifo_arrives_through_it_and_the_fifo_stays() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("pipe");
    mkfifo(&fifo);
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            std::fs::File::open(&fifo)
                .unwrap()
                .read_to_end(&mut bytes)
                .unwrap();
            bytes
        })
    };
    let out = bin().args(["rules", "-o"]).arg(&fifo).output().unwrap();
    assert!(out.status.success(), "{out:?}");
    let bytes = reader.join().unwrap();
    assert!(bytes.starts_with(b"%PDF-"), "the PDF came through the FIFO");
    assert!(bytes.ends_with(b"%%EOF\n") || bytes.ends_with(b"%%EOF"));
    let meta = std::fs::symlink_metadata(&fifo).unwrap();
    assert!(meta.file_type().is_fifo(), "still a FIFO");
    assert_eq!(names(dir.path()), ["pipe"], "no staged file left");
}

/// Makes a character device with `mknod` in `dir` (never the system's
/// `/dev`): the same device numbers as the memory devices.
fn mknod(path: &Path, major: u32, minor: u32) {
    let status = std::process::Command::new("mknod")
        .arg(path)
        .args(["c", &major.to_string(), &minor.to_string()])
        .status()
        .expect("mknod runs");
    assert!(status.success(), "mknod {}", path.display());
}

#[test]
#[ignore = "needs root (mknod makes the devices); CI runs as root with --include-ignored"]
fn a_character_device_is_written_through_never_replaced() {
    assert!(
        is_root(),
        "this test makes devices with mknod and must run as root (CI does)"
    );
    let dir = tempfile::tempdir().unwrap();
    // The null device: the output is thrown away, the node stays.
    let null = dir.path().join("null");
    mknod(&null, 1, 3);
    let before = std::fs::metadata(&null).unwrap();
    let out = bin().args(["rules", "-o"]).arg(&null).output().unwrap();
    assert!(out.status.success(), "{out:?}");
    let after = std::fs::symlink_metadata(&null).unwrap();
    assert!(after.file_type().is_char_device(), "still a device");
    assert_eq!((after.ino(), after.rdev()), (before.ino(), before.rdev()));
    // The full device: the write reaches it (and fails as it must), the
    // node stays, one line says why.
    let full = dir.path().join("full");
    mknod(&full, 1, 7);
    let before = std::fs::metadata(&full).unwrap();
    let out = bin().args(["rules", "-o"]).arg(&full).output().unwrap();
    one_error(&out, "full");
    let after = std::fs::symlink_metadata(&full).unwrap();
    assert!(after.file_type().is_char_device(), "still a device");
    assert_eq!((after.ino(), after.rdev()), (before.ino(), before.rdev()));
    assert_eq!(names(dir.path()), ["full", "null"], "no staged file left");
}

#[test]
fn a_socket_is_refused_and_stays() {
    let dir = tempfile::tempdir().unwrap();
    let sock = dir.path().join("sock");
    let _listener = std::os::unix::net::UnixListener::bind(&sock).unwrap();
    let out = bin().args(["rules", "-o"]).arg(&sock).output().unwrap();
    one_error(&out, "it is a socket");
    assert!(
        std::fs::symlink_metadata(&sock)
            .unwrap()
            .file_type()
            .is_socket()
    );
    assert_eq!(names(dir.path()), ["sock"]);
}

#[test]
fn a_link_to_a_file_is_kept_and_the_file_it_names_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let real = dir.path().join("real.pdf");
    std::fs::write(&real, "old").unwrap();
    let link = dir.path().join("link.pdf");
    std::os::unix::fs::symlink(&real, &link).unwrap();
    let out = bin().args(["rules", "-o"]).arg(&link).output().unwrap();
    assert!(out.status.success(), "{out:?}");
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert!(std::fs::read(&real).unwrap().starts_with(b"%PDF-"));
}

#[test]
fn dash_is_standard_output_for_one_file_and_refused_for_several() {
    let dir = tempfile::tempdir().unwrap();
    let out = bin()
        .current_dir(dir.path())
        .args(["rules", "-o", "-"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    assert!(
        out.stdout.starts_with(b"%PDF-"),
        "the PDF on standard output"
    );
    assert!(!out.stdout.ends_with(b"wrote -\n"), "nothing after the PDF");
    assert!(names(dir.path()).is_empty(), "no file named -");
    // Several files: refused before any work (no template is even read).
    let template = dir.path().join("missing.toml");
    for args in [
        vec!["book", "-o", "-"],
        vec!["book", "--svg", "--cover-only", "-o", "-"],
        vec!["handout", "--svg", "-o", "-"],
    ] {
        let out = bin()
            .current_dir(dir.path())
            .args(&args)
            .arg("--template")
            .arg(&template)
            .output()
            .unwrap();
        one_error(&out, "-o - writes to standard output, which holds one file");
    }
    let out = bin()
        .current_dir(dir.path())
        .args(["cards", "sheet", "--format", "svg", "-o", "-"])
        .output()
        .unwrap();
    one_error(&out, "holds one file");
    assert!(names(dir.path()).is_empty());
}

#[test]
fn an_output_under_a_file_is_refused_before_any_work() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("plain");
    std::fs::write(&file, "x").unwrap();
    let under = file.join("x.json");
    let t = Instant::now();
    let out = bin()
        .args(["census", "-q", "--grid", "3x3", "--json"])
        .arg(&under)
        .output()
        .unwrap();
    one_error(&out, "is not a folder");
    assert!(t.elapsed() < Duration::from_secs(20));
    let out = bin()
        .args(["daily", "--date", "2026-01-01", "-o"])
        .arg(file.join("d.pdf"))
        .output()
        .unwrap();
    one_error(&out, "is not a folder");
}

#[test]
fn census_outputs_never_overwrite_the_data_folder_checkpoints() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("d");
    std::fs::create_dir(&data).unwrap();
    for name in ["stats-12.json", "census.json"] {
        let out = bin()
            .args(["census", "-q", "--grid", "3x3", "--data"])
            .arg(&data)
            .arg("--json")
            .arg(data.join(name))
            .output()
            .unwrap();
        one_error(&out, "would overwrite a checkpoint");
    }
    assert!(names(&data).is_empty(), "refused before any work");
}

/// A FIFO in `dir` fed with zeros without end by a thread, until its
/// reader goes.
fn endless_fifo(path: &Path) -> std::thread::JoinHandle<()> {
    mkfifo(path);
    let path = path.to_path_buf();
    std::thread::spawn(move || {
        if let Ok(mut f) = std::fs::OpenOptions::new().write(true).open(&path) {
            let zeros = vec![0u8; 1 << 16];
            while f.write_all(&zeros).is_ok() {}
        }
    })
}

#[test]
fn endless_inputs_are_refused_at_the_cap() {
    let dir = tempfile::tempdir().unwrap();
    let zero = dir.path().join("zero.toml");
    std::os::unix::fs::symlink("/dev/zero", &zero).unwrap();
    let t = Instant::now();
    let out = bin()
        .args(["book", "--template"])
        .arg(&zero)
        .output()
        .unwrap();
    one_error(&out, "more than 64 MiB");
    let fifo = dir.path().join("fifo.toml");
    let feeder = endless_fifo(&fifo);
    let out = bin()
        .args(["handout", "--template"])
        .arg(&fifo)
        .output()
        .unwrap();
    one_error(&out, "more than 64 MiB");
    feeder.join().unwrap();
    // A file the template names.
    let t2 = dir.path().join("book.toml");
    std::os::unix::fs::symlink("/dev/zero", dir.path().join("c.json")).unwrap();
    std::fs::write(
        &t2,
        format!(
            "game_in_numbers = \"c.json\"\n{}",
            crate::book_common::SMALL_BOOK
        ),
    )
    .unwrap();
    let out = bin()
        .args(["book", "--template"])
        .arg(&t2)
        .output()
        .unwrap();
    one_error(&out, "more than 64 MiB");
    // A batch file.
    let out = bin().args(["cards", "batch"]).arg(&zero).output().unwrap();
    one_error(&out, "more than 64 MiB");
    assert!(t.elapsed() < Duration::from_secs(30), "{:?}", t.elapsed());
}

#[test]
fn a_census_data_folder_holding_a_fifo_or_a_device_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let root = "S,S,./.,.,./.,.,.";
    let run = |data: &PathBuf| {
        bin()
            .args(["census", "-q", "--root", root, "--data"])
            .arg(data)
            .output()
            .unwrap()
    };
    // The folder's own header is a FIFO: refused, not waited on.
    let a = dir.path().join("a");
    std::fs::create_dir(&a).unwrap();
    mkfifo(&a.join("census.json"));
    one_error(&run(&a), "not a regular file");
    // A finished run's figures replaced by a link to /dev/zero.
    let b = dir.path().join("b");
    let first = run(&b);
    assert!(first.status.success(), "{first:?}");
    let stats: Vec<String> = names(&b)
        .into_iter()
        .filter(|n| n.starts_with("stats-"))
        .collect();
    assert!(!stats.is_empty(), "{:?}", names(&b));
    let target = b.join(&stats[0]);
    std::fs::remove_file(&target).unwrap();
    std::os::unix::fs::symlink("/dev/zero", &target).unwrap();
    one_error(&run(&b), "not a regular file");
}

#[test]
fn a_batch_file_may_start_with_a_byte_order_mark_and_errors_show_it_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.txt");
    std::fs::write(&good, "\u{feff}7\n").unwrap();
    let out = bin().args(["cards", "batch"]).arg(&good).output().unwrap();
    assert!(out.status.success(), "{out:?}");
    let v: serde_json::Value =
        serde_json::from_slice(out.stdout.split(|&b| b == b'\n').next().unwrap()).unwrap();
    assert_eq!(v["seed"], 7, "{v}");
    let bad = dir.path().join("bad\u{feff}\u{1b}.txt");
    std::fs::write(&bad, "\u{feff}zz\n").unwrap();
    let out = bin().args(["cards", "batch"]).arg(&bad).output().unwrap();
    let err = one_error(&out, "bad");
    assert!(!err.contains('\u{feff}'), "{err}");
    assert!(!err.trim_end().chars().any(char::is_control), "{err}");
}

#[test]
fn a_template_name_that_is_not_utf8_keeps_its_bytes() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let dir = tempfile::tempdir().unwrap();
    let name = OsStr::from_bytes(b"t\xff.toml");
    std::fs::write(dir.path().join(name), crate::book_common::SMALL_HANDOUT).unwrap();
    let out = bin()
        .current_dir(dir.path())
        .args(["handout", "-q", "--template"])
        .arg(name)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let written: Vec<Vec<u8>> = std::fs::read_dir(dir.path().join("output"))
        .unwrap()
        .map(|e| e.unwrap().file_name().as_bytes().to_vec())
        .collect();
    assert_eq!(written, [b"t\xff.pdf".to_vec()]);
}

#[test]
fn every_date_input_follows_one_rule() {
    let dir = tempfile::tempdir().unwrap();
    // daily --date: the range named, year 0 and 1969 refused alike.
    for bad in ["0000-01-01", "1969-12-31", "10000-01-01"] {
        let out = bin()
            .args(["daily", "--print", "--date", bad])
            .output()
            .unwrap();
        one_error(&out, "from 1970-01-01 to 9999-12-31");
    }
    // [print] date: the same range, the same words.
    let template = |print: &str| {
        let p = dir.path().join("b.toml");
        std::fs::write(
            &p,
            format!("{}\n[print]\n{print}\n", crate::book_common::SMALL_BOOK),
        )
        .unwrap();
        p
    };
    for bad in ["0001-01-01", "1969-12-31"] {
        let out = bin()
            .args(["book", "--template"])
            .arg(template(&format!("date = \"{bad}\"")))
            .output()
            .unwrap();
        one_error(&out, "from 1970-01-01 to 9999-12-31");
    }
    // SOURCE_DATE_EPOCH set but invalid: said to be invalid, by name, for
    // the book and the daily sheet alike.
    for bad in ["-1", "yesterday", "253402300800"] {
        let out = bin()
            .env("SOURCE_DATE_EPOCH", bad)
            .args(["book", "--template"])
            .arg(template("pdfx = \"x1a\"\ncolor_space = \"cmyk\""))
            .output()
            .unwrap();
        one_error(&out, &format!("SOURCE_DATE_EPOCH '{bad}' is invalid"));
        let out = bin()
            .env("SOURCE_DATE_EPOCH", bad)
            .args(["daily", "--print"])
            .output()
            .unwrap();
        one_error(&out, &format!("SOURCE_DATE_EPOCH '{bad}' is invalid"));
    }
}
