//! No partial file on a kill: a `book` run is stopped with SIGINT or
//! SIGKILL at several moments; the output path holds either nothing, the
//! previous complete file or a complete new one, never a part (and the
//! interior and its cover, written as one set, are both previous or both
//! new after SIGINT). After
//! SIGINT no temporary file is left; after SIGKILL (which cannot be
//! caught) a leftover may only have the recognisable temporary name, and
//! the next write to the folder removes it.

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

const PREVIOUS: &[u8] = b"%PDF-1.7 previous complete file %%EOF";

fn start(dir: &Path) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_pyramid-press"))
        .current_dir(dir)
        .args(["book", "--template", "k.toml", "-o", "out.pdf", "-q"])
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

/// The output is the previous file or a complete PDF.
fn whole(bytes: &[u8]) -> bool {
    bytes == PREVIOUS || (bytes.starts_with(b"%PDF") && bytes.trim_ascii_end().ends_with(b"%%EOF"))
}

#[test]
fn a_killed_book_run_leaves_no_partial_file() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("k.toml"), BOOK).unwrap();
    // How long a whole run takes on this machine now.
    let t = Instant::now();
    let full = start(d).wait_with_output().unwrap();
    assert!(
        full.status.success(),
        "{}",
        String::from_utf8_lossy(&full.stderr)
    );
    let total = t.elapsed();
    for (signal, name) in [(libc::SIGINT, "SIGINT"), (libc::SIGKILL, "SIGKILL")] {
        for fraction in [0.05, 0.3, 0.6, 0.85, 0.95] {
            std::fs::write(d.join("out.pdf"), PREVIOUS).unwrap();
            std::fs::write(d.join("out-cover.pdf"), PREVIOUS).unwrap();
            let child = start(d);
            std::thread::sleep(total.mul_f64(fraction));
            unsafe { libc::kill(child.id() as i32, signal) };
            let out = child.wait_with_output().unwrap();
            let at = format!("{name} at {:.0}% of {total:?}", fraction * 100.0);
            let bytes = std::fs::read(d.join("out.pdf")).unwrap();
            assert!(whole(&bytes), "{at}: a partial output file");
            let cover = std::fs::read(d.join("out-cover.pdf")).unwrap();
            assert!(whole(&cover), "{at}: a partial cover");
            let left: Vec<String> = names(d)
                .into_iter()
                // `book` also writes its cover beside the interior.
                .filter(|n| n != "out.pdf" && n != "k.toml" && n != "out-cover.pdf")
                .collect();
            if signal == libc::SIGINT {
                if out.status.code() == Some(130) {
                    let err = String::from_utf8_lossy(&out.stderr);
                    assert_eq!(err.lines().count(), 1, "{at}: {err}");
                }
                assert!(left.is_empty(), "{at}: left {left:?}");
                // The interior and its cover are one set: both previous or
                // both new.
                assert_eq!(
                    bytes == PREVIOUS,
                    cover == PREVIOUS,
                    "{at}: interior and cover from different runs"
                );
            } else {
                // Only staged files (.tmp) and the previous contents kept
                // during the renames (.old), under their recognisable names.
                assert!(
                    left.iter().all(|n| {
                        (n.starts_with(".out.pdf.pyramid-press-")
                            || n.starts_with(".out-cover.pdf.pyramid-press-"))
                            && (n.ends_with(".tmp") || n.ends_with(".old"))
                    }),
                    "{at}: left {left:?}"
                );
                // The next write to the folder removes what the killed run left.
                pyramid_press::render::write_atomic(&d.join("other.pdf"), b"x").unwrap();
                std::fs::remove_file(d.join("other.pdf")).unwrap();
                assert_eq!(names(d), ["k.toml", "out-cover.pdf", "out.pdf"], "{at}");
            }
        }
    }
    assert!(total < Duration::from_secs(600));
}
