//! The rules and mat commands: default and explicit outputs, errors as one
//! line with exit code 2.

use assert_cmd::Command;

fn cli() -> Command {
    Command::cargo_bin("pyramid-press").expect("binary")
}

#[test]
fn rules_writes_pdf_and_svg() {
    let dir = tempfile::tempdir().expect("tempdir");
    let pdf = dir.path().join("r.pdf");
    cli()
        .args(["rules", "--paper", "a4", "-o"])
        .arg(&pdf)
        .assert()
        .success();
    let bytes = std::fs::read(&pdf).expect("pdf written");
    assert!(bytes.starts_with(b"%PDF-"));
    let svg = dir.path().join("r.svg");
    cli()
        .args(["rules", "--format", "svg", "-o"])
        .arg(&svg)
        .assert()
        .success();
    assert!(
        std::fs::read_to_string(&svg)
            .expect("svg")
            .starts_with("<svg")
    );
}

#[test]
fn rules_default_path() {
    let dir = tempfile::tempdir().expect("tempdir");
    cli()
        .current_dir(dir.path())
        .args(["rules"])
        .assert()
        .success();
    assert!(dir.path().join("output/rules-letter.pdf").is_file());
}

#[test]
fn mat_splits_svg_into_numbered_files() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = dir.path().join("mat.svg");
    cli()
        .args([
            "mat",
            "--grid",
            "6x6",
            "--square-mm",
            "60",
            "--format",
            "svg",
            "-o",
        ])
        .arg(&out)
        .assert()
        .success();
    assert!(dir.path().join("mat-1.svg").is_file());
    assert!(dir.path().join("mat-2.svg").is_file());
    assert!(!out.exists());
}

#[test]
fn unwritable_output_is_one_line_and_exit_2() {
    let dir = tempfile::tempdir().expect("tempdir");
    let blocker = dir.path().join("file");
    std::fs::write(&blocker, b"x").expect("write");
    let out = cli()
        .args(["rules", "-o"])
        .arg(blocker.join("rules.pdf"))
        .output()
        .expect("run");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(err.starts_with("error: "), "{err}");
    assert!(err.contains("file"), "{err}");
    assert_eq!(std::fs::read(&blocker).expect("read"), b"x");
}

#[test]
fn bad_mat_arguments_fail_cleanly() {
    for args in [
        vec!["mat", "--grid", "4by5"],
        vec!["mat", "--grid", "0x3"],
        vec!["mat", "--square-mm", "2"],
    ] {
        let out = cli().args(&args).output().expect("run");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.starts_with("error: "), "{args:?}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    }
    let out = cli()
        .args(["rules", "--paper", "legal"])
        .output()
        .expect("run");
    assert_eq!(out.status.code(), Some(2));
}
