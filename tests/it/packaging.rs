//! `cargo install` from the packaged crates (issue #42): every file a crate
//! compiles in with `include_str!` or `include_bytes!` must be inside the
//! crate's package, or the packaged crate does not build. The full check
//! (package, build, install, run) is `scripts/package-check.sh`, which takes
//! half an hour; this one reads `cargo package --list`, which takes a second.

use std::collections::BTreeSet;
use std::path::{Component, Path, PathBuf};
use std::process::Command;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// `cargo package ARGS` on the working tree, offline; its standard output.
fn cargo_package(args: &[&str]) -> Vec<u8> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .args(["package", "--allow-dirty", "--offline"])
        .args(args)
        .current_dir(root())
        .output()
        .expect("cargo runs");
    assert!(
        out.status.success(),
        "cargo package {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

/// The files of one package, as `cargo package --list` names them
/// (relative to the crate's folder).
fn package_list(name: &str) -> BTreeSet<String> {
    String::from_utf8(cargo_package(&["--list", "-p", name]))
        .expect("file names are UTF-8")
        .lines()
        .map(str::to_owned)
        .collect()
}

/// `a/b/../c` as `a/c`, without touching the disk.
fn normalise(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for part in path.components() {
        match part {
            Component::ParentDir => {
                out.pop();
            }
            Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}

/// Every `.rs` file below `dir`.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("source folder reads") {
        let path = entry.expect("entry reads").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The literal paths of `include_str!("…")` and `include_bytes!("…")` in
/// one source file, resolved against the crate's folder. (The locales'
/// `include_str!(concat!(…))` has no literal path; their folder is listed
/// whole, and `languages.rs` loads every catalogue.)
fn included_files(crate_dir: &Path, source: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(source).expect("source reads");
    let mut found = Vec::new();
    for macro_name in ["include_str!(\"", "include_bytes!(\""] {
        for (at, _) in text.match_indices(macro_name) {
            let rest = &text[at + macro_name.len()..];
            let Some(end) = rest.find('"') else { continue };
            let target = normalise(&source.parent().expect("a folder").join(&rest[..end]));
            let relative = target.strip_prefix(crate_dir).unwrap_or_else(|_| {
                panic!(
                    "{} includes {} outside its crate",
                    source.display(),
                    target.display()
                )
            });
            found.push(relative.to_string_lossy().replace('\\', "/"));
        }
    }
    found
}

#[test]
fn every_file_a_crate_includes_is_inside_its_package() {
    let mut crates = vec![("pyramid-press".to_owned(), root().to_path_buf())];
    for entry in std::fs::read_dir(root().join("crates")).expect("crates/ reads") {
        let dir = entry.expect("entry reads").path();
        let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).expect("a manifest");
        let name = manifest
            .lines()
            .find_map(|l| l.strip_prefix("name = \""))
            .and_then(|l| l.strip_suffix('"'))
            .expect("a package name")
            .to_owned();
        crates.push((name, dir));
    }
    crates.sort();
    let mut checked = 0;
    let mut missing = Vec::new();
    for (name, dir) in &crates {
        let listed = package_list(name);
        let mut sources = Vec::new();
        rust_files(&dir.join("src"), &mut sources);
        sources.sort();
        // Unit-test modules (`tests.rs`) are not built from a package.
        for source in sources.iter().filter(|s| !s.ends_with("tests.rs")) {
            for file in included_files(dir, source) {
                checked += 1;
                if !listed.contains(&file) {
                    missing.push(format!("{name}: {file}"));
                }
            }
        }
    }
    // The fonts, the web and studio modules and scripts, the daily pools:
    // well over twenty files are compiled in.
    assert!(checked > 20, "only {checked} included files found");
    assert!(
        missing.is_empty(),
        "compiled in but not packaged: {missing:?}"
    );
}

/// crates.io refuses a package over 10 MiB ("max upload size is:
/// 10485760"). The documents crate carries the studio's module (7.7 MB,
/// 3.1 MB compressed): this fails before a release is half published.
const UPLOAD_LIMIT: u64 = 10 * 1024 * 1024;

#[test]
fn every_package_fits_under_the_registry_upload_limit() {
    let target = tempfile::tempdir().expect("tempdir");
    let dir = target.path().to_str().expect("a UTF-8 temporary folder");
    cargo_package(&["--workspace", "--no-verify", "--quiet", "--target-dir", dir]);
    let mut sizes = Vec::new();
    for entry in std::fs::read_dir(target.path().join("package")).expect("package/ reads") {
        let path = entry.expect("entry reads").path();
        if path.extension().is_some_and(|e| e == "crate") {
            let size = std::fs::metadata(&path).expect("a size").len();
            sizes.push((
                path.file_name().unwrap().to_string_lossy().into_owned(),
                size,
            ));
        }
    }
    sizes.sort();
    // One package per crate of the workspace: the binary and its crates.
    let crates = std::fs::read_dir(root().join("crates"))
        .expect("crates/ reads")
        .count();
    assert_eq!(sizes.len(), crates + 1, "packages: {sizes:?}");
    let over: Vec<_> = sizes.iter().filter(|(_, s)| *s > UPLOAD_LIMIT).collect();
    assert!(over.is_empty(), "over crates.io's 10 MiB: {over:?}");
}
