//! Helpers shared by the daily-sheet and render tests: the binary, poppler
//! tools (required on CI, skipped with a note elsewhere), file listings.

#![allow(dead_code)]

use std::path::Path;
use std::process::Command;

pub fn cli() -> assert_cmd::Command {
    assert_cmd::Command::cargo_bin("pyramid-press").expect("binary")
}

/// Runs a tool that must succeed; its standard output.
pub fn tool(name: &str, args: &[&str]) -> String {
    let out = Command::new(name).args(args).output().expect("tool runs");
    assert!(
        out.status.success(),
        "{name} {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

pub fn page_count(pdf: &Path) -> usize {
    let info = tool("pdfinfo", &[pdf.to_str().expect("utf-8 path")]);
    info.lines()
        .find_map(|l| l.strip_prefix("Pages:"))
        .and_then(|n| n.trim().parse().ok())
        .expect("pdfinfo gives the page count")
}

/// The text of pages `first..=last` as pdftotext reads it.
pub fn text_of(pdf: &Path, first: usize, last: usize) -> String {
    tool(
        "pdftotext",
        &[
            "-f",
            &first.to_string(),
            "-l",
            &last.to_string(),
            "-layout",
            pdf.to_str().expect("utf-8 path"),
            "-",
        ],
    )
}

/// Renders every page at a low resolution; the number of PNGs written.
pub fn raster(pdf: &Path, dir: &Path) -> usize {
    let prefix = dir.join("page");
    tool(
        "pdftoppm",
        &[
            "-png",
            "-r",
            "30",
            pdf.to_str().expect("utf-8 path"),
            prefix.to_str().expect("utf-8 path"),
        ],
    );
    let mut n = 0;
    for e in std::fs::read_dir(dir).expect("read dir") {
        let p = e.expect("entry").path();
        if p.extension().is_some_and(|x| x == "png") {
            let bytes = std::fs::read(&p).expect("png");
            assert!(bytes.starts_with(b"\x89PNG") && bytes.len() > 500, "{p:?}");
            n += 1;
        }
    }
    n
}

/// Every embedded font row of pdffonts says "yes" in the emb column, and
/// there is at least one font.
pub fn assert_fonts_embedded(pdf: &Path) {
    let out = tool("pdffonts", &[pdf.to_str().expect("utf-8 path")]);
    let rows: Vec<&str> = out
        .lines()
        .skip(2)
        .filter(|l| !l.trim().is_empty())
        .collect();
    assert!(!rows.is_empty(), "no fonts: {out}");
    for r in rows {
        let cols: Vec<&str> = r.split_whitespace().collect();
        // name type... encoding emb sub uni object ID: emb is 5th from the end.
        assert_eq!(cols[cols.len() - 5], "yes", "font not embedded: {r}");
    }
}

/// Files in a folder, sorted by name.
pub fn files_in(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

/// Runs the binary expecting one `error:` line and exit code 2.
pub fn assert_one_line_error(cmd: &mut assert_cmd::Command) -> String {
    let out = cmd.output().expect("run");
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.starts_with("error: "), "{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    err
}
