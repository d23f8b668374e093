//! Atomic output: complete files or nothing, never a leftover temp file.

use std::fs;
use std::path::Path;

use render::{FileError, write_atomic};

fn entries(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = fs::read_dir(dir)
        .expect("read dir")
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

#[test]
fn writes_creating_folders_and_leaves_no_temp() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("a/b/c/out.pdf");
    write_atomic(&path, b"first").expect("write");
    assert_eq!(fs::read(&path).expect("read"), b"first");
    assert_eq!(entries(&dir.path().join("a/b/c")), vec!["out.pdf"]);
    // Replacing an existing file.
    write_atomic(&path, b"second, longer").expect("write");
    assert_eq!(fs::read(&path).expect("read"), b"second, longer");
    assert_eq!(entries(&dir.path().join("a/b/c")), vec!["out.pdf"]);
}

#[test]
fn parent_that_is_a_file_is_a_clear_error() {
    let dir = tempfile::tempdir().expect("tempdir");
    let blocker = dir.path().join("blocker");
    fs::write(&blocker, b"keep me").expect("write");
    let path = blocker.join("out.pdf");
    let err = write_atomic(&path, b"data").expect_err("must fail");
    assert!(matches!(err, FileError::CreateFolder { .. }), "{err:?}");
    assert!(err.to_string().contains("blocker"), "{err}");
    assert_eq!(fs::read(&blocker).expect("read"), b"keep me");
    assert_eq!(entries(dir.path()), vec!["blocker"]);
}

#[test]
fn a_folder_as_target_is_refused_and_untouched() {
    let dir = tempfile::tempdir().expect("tempdir");
    let target = dir.path().join("folder");
    fs::create_dir(&target).expect("mkdir");
    fs::write(target.join("inside"), b"x").expect("write");
    let err = write_atomic(&target, b"data").expect_err("must fail");
    assert!(matches!(err, FileError::IsFolder { .. }), "{err:?}");
    assert_eq!(entries(dir.path()), vec!["folder"]);
    assert_eq!(entries(&target), vec!["inside"]);
}

#[test]
fn a_path_without_file_name_is_refused() {
    let err = write_atomic(Path::new("/"), b"data").expect_err("must fail");
    assert!(
        matches!(
            err,
            FileError::NoFileName { .. } | FileError::IsFolder { .. }
        ),
        "{err:?}"
    );
}

#[cfg(unix)]
#[test]
fn unwritable_folder_is_reported_with_its_path() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("tempdir");
    let ro = dir.path().join("ro");
    fs::create_dir(&ro).expect("mkdir");
    fs::set_permissions(&ro, fs::Permissions::from_mode(0o555)).expect("chmod");
    let path = ro.join("out.pdf");
    let result = write_atomic(&path, b"data");
    fs::set_permissions(&ro, fs::Permissions::from_mode(0o755)).expect("chmod");
    // Root ignores folder permissions; then the write simply succeeds.
    match result {
        Ok(()) => assert_eq!(fs::read(&path).expect("read"), b"data"),
        Err(e) => {
            assert!(e.to_string().contains("out.pdf"), "{e}");
            assert!(entries(&ro).is_empty(), "left {:?}", entries(&ro));
        }
    }
}

#[test]
fn temp_files_of_a_killed_process_are_removed_by_the_next_write() {
    let dir = tempfile::tempdir().expect("tempdir");
    // A process id that is certainly gone: a child that has been reaped.
    let mut child = std::process::Command::new("true").spawn().expect("spawn");
    let dead = child.id();
    child.wait().expect("wait");
    let stale = format!(".out.pdf.pyramid-press-{dead}-0.tmp");
    let kept_old = format!(".out.pdf.pyramid-press-{dead}-1.old");
    let live = format!(".out.pdf.pyramid-press-{}-9.tmp", std::process::id());
    for n in [&stale, &kept_old, &live] {
        fs::write(dir.path().join(n), b"partial").expect("write");
    }
    fs::write(dir.path().join(".hidden.tmp"), b"not ours").expect("write");
    write_atomic(&dir.path().join("other.pdf"), b"new").expect("write");
    let mut want = vec![
        ".hidden.tmp".to_string(),
        live.clone(),
        "other.pdf".to_string(),
    ];
    want.sort();
    assert_eq!(entries(dir.path()), want);
}

#[test]
fn several_files_replace_their_targets_together() {
    use render::write_all_atomic;
    let dir = tempfile::tempdir().expect("tempdir");
    let (a, b) = (dir.path().join("a.svg"), dir.path().join("b.svg"));
    fs::write(&a, b"old a").expect("write");
    write_all_atomic(&[(&a, b"new a"), (&b, b"new b")]).expect("write");
    assert_eq!(fs::read(&a).expect("read"), b"new a");
    assert_eq!(fs::read(&b).expect("read"), b"new b");
    assert_eq!(entries(dir.path()), ["a.svg", "b.svg"]);
    // A folder in the way of the second file: the first keeps its contents.
    fs::remove_file(&b).expect("rm");
    fs::create_dir(&b).expect("mkdir");
    let err = write_all_atomic(&[(&a, b"newer a"), (&b, b"newer b")]).expect_err("refused");
    assert!(err.to_string().contains("b.svg"), "{err}");
    assert_eq!(fs::read(&a).expect("read"), b"new a");
    assert_eq!(entries(dir.path()), ["a.svg", "b.svg"]);
}
