//! Output files and paper sizes.
//!
//! Output never eats a file:
//!
//! - [`check_not_input`] refuses an output path that is one of the
//!   command's input files (compared as files: canonical paths, symlinks
//!   and `./` resolved, hard links by device and inode).
//! - [`write_all_atomic`] writes a document of one or several files all or
//!   nothing: every file is staged under a temporary name beside its
//!   target (`.NAME.pyramid-press-PID-N.tmp`), synced, and only then are
//!   the staged files renamed over their targets. If a rename fails, the
//!   targets already replaced get their previous contents back (kept as
//!   hard links `.NAME.pyramid-press-PID-N.old` during the renames) and
//!   everything staged is removed. Staged names are told to the
//!   program's [`WriteHook`], if it set one, so that its Ctrl-C handler can
//!   remove them.
//! - A process killed outright (SIGKILL) cannot clean up: its staged files
//!   keep their recognisable names and are removed by the next write to
//!   the same folder once their process is gone ([`remove_stale_temps`]).
//! - Only regular files are replaced. A target that exists and is a FIFO
//!   or a character device (`/dev/null`, a terminal) is written through in
//!   place, never renamed over; a block device or a socket is refused. A
//!   target reached through a symbolic link is replaced where the link
//!   points, and the link is kept.
//! - The path `-` is standard output, for a document of one file; a
//!   document of several files is refused there ([`check_output`] says so
//!   before any work).

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use super::Rect;

/// Why an output file could not be written. Every variant names the path.
#[derive(Debug, thiserror::Error)]
pub enum FileError {
    #[error("cannot write {path}: it is a folder")]
    IsFolder { path: PathBuf },
    #[error("cannot write {path}: the path has no file name")]
    NoFileName { path: PathBuf },
    #[error("cannot create the folder {path}: {source}")]
    CreateFolder {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot write {path}: {source}")]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("refusing to write {path}: it is the input file {input}; choose another output name")]
    IsInput { path: PathBuf, input: PathBuf },
    #[error("cannot tell the format of {path} from its extension: name it {names}")]
    UnknownExtension { path: PathBuf, names: &'static str },
    #[error("refusing to write {path}: it would hold {what}, not the .{ext} its name says")]
    NotThatFormat {
        path: PathBuf,
        ext: String,
        what: String,
    },
    #[error("refusing to write {path}: it is {what}, which is never written to")]
    NotAFile { path: PathBuf, what: &'static str },
    #[error(
        "-o - writes to standard output, which holds one file, and this writes {files}: give a file name"
    )]
    StdoutHoldsOne { files: usize },
    #[error("cannot write to standard output: it is closed")]
    StdoutClosed,
    #[error("{path} is {what}, which takes one file, and this writes {files}: give a file name")]
    InPlaceHoldsOne {
        path: PathBuf,
        what: &'static str,
        files: usize,
    },
    #[error(
        "refusing to write {path} twice in one document: {other} is the same file; give each output its own name"
    )]
    SameFileTwice { path: PathBuf, other: PathBuf },
    #[error("cannot write {path}: {parent} is not a folder")]
    ParentNotFolder { path: PathBuf, parent: PathBuf },
    #[error(
        "{path} ends in .{ext} but the format asked for is {format}; drop one of them or make them agree"
    )]
    FormatMismatch {
        path: PathBuf,
        ext: String,
        format: &'static str,
    },
}

static COUNTER: AtomicU64 = AtomicU64::new(0);

/// The marker in the names of staged and backup files.
pub const TEMP_MARK: &str = ".pyramid-press-";

/// Whether two paths name the same existing file: on Unix by device and
/// inode (hard links included), elsewhere by canonical path.
fn same_file(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if let (Ok(x), Ok(y)) = (fs::metadata(a), fs::metadata(b)) {
            return x.dev() == y.dev() && x.ino() == y.ino();
        }
    }
    match (fs::canonicalize(a), fs::canonicalize(b)) {
        (Ok(x), Ok(y)) => x == y,
        _ => false,
    }
}

/// Refuses when any of `outputs` is the same file as one of `inputs`.
pub fn check_not_input(outputs: &[PathBuf], inputs: &[&Path]) -> Result<(), FileError> {
    for out in outputs {
        for &input in inputs {
            if same_file(out, input) {
                return Err(FileError::IsInput {
                    path: out.clone(),
                    input: input.to_path_buf(),
                });
            }
        }
    }
    Ok(())
}

/// Where `path` would be written, as a path that two names of one file
/// share: the canonical path of an existing file (links, `..` and `./`
/// resolved), else the canonical folder joined with the file name, else
/// the path made absolute.
fn identity(path: &Path) -> PathBuf {
    if let Ok(p) = fs::canonicalize(path) {
        return p;
    }
    let dir = parent_of(path);
    match (fs::canonicalize(&dir), path.file_name()) {
        (Ok(d), Some(name)) => d.join(name),
        _ => std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf()),
    }
}

/// Whether two output paths name the same file, existing or not (`o.pdf`
/// and `./o.pdf`, a link and its target, two hard links).
pub fn same_target(a: &Path, b: &Path) -> bool {
    same_file(a, b) || identity(a) == identity(b)
}

/// What `path` is when it exists and is not a regular file (`"a folder"`,
/// `"a FIFO"`, `"a character device"`, ...), following links; `None` for
/// a regular file or nothing at all. A file that is read (a ledger, say)
/// is checked with this before it is opened: opening a FIFO blocks.
pub fn not_a_regular_file(path: &Path) -> Option<&'static str> {
    #[cfg(windows)]
    if is_device_name(path) {
        return Some("a device");
    }
    let meta = fs::metadata(path).ok()?;
    if meta.is_file() {
        None
    } else if meta.is_dir() {
        Some("a folder")
    } else {
        Some(special_kind(&meta.file_type()).0)
    }
}

/// Whether `path` is written in place rather than replaced: standard
/// output, a FIFO or a character device. Names derived from such a path
/// (a cover beside a book, numbered SVG pages) would be new files beside
/// a device, so a document of several files is refused there instead.
pub fn written_in_place(path: &Path) -> bool {
    matches!(target_of(path), Ok(Target::Through(_)) | Ok(Target::Stdout))
}

/// The output format: from `--format` if given, else from the file name's
/// extension (`.pdf`, `.svg`), else `default`. A contradiction or an
/// unknown extension is refused.
pub fn resolve_format(
    given: Option<Format>,
    path: Option<&Path>,
    default: Format,
) -> Result<Format, FileError> {
    let ext = path
        .and_then(|p| p.extension())
        .map(|e| e.to_string_lossy().to_ascii_lowercase());
    let from_ext = match ext.as_deref() {
        None => None,
        Some("pdf") => Some(Format::Pdf),
        Some("svg") => Some(Format::Svg),
        Some(_) => {
            return Err(FileError::UnknownExtension {
                path: path.unwrap_or(Path::new("")).to_path_buf(),
                names: ".pdf or .svg",
            });
        }
    };
    match (given, from_ext) {
        (Some(g), Some(e)) if g != e => Err(FileError::FormatMismatch {
            path: path.unwrap_or(Path::new("")).to_path_buf(),
            ext: e.extension().to_string(),
            format: g.extension(),
        }),
        (Some(g), _) => Ok(g),
        (None, Some(e)) => Ok(e),
        (None, None) => Ok(default),
    }
}

/// The folder of `path` (`.` for a bare file name).
fn parent_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Removes staged and backup files left in `dir` by processes that no
/// longer run (a SIGKILL, a power cut). Returns how many were removed.
pub fn remove_stale_temps(dir: &Path) -> usize {
    let Ok(entries) = fs::read_dir(dir) else {
        return 0;
    };
    let me = std::process::id();
    let mut removed = 0;
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        if !name.starts_with('.') || !(name.ends_with(".tmp") || name.ends_with(".old")) {
            continue;
        }
        let Some((_, tail)) = name.rsplit_once(TEMP_MARK) else {
            continue;
        };
        let Some(pid) = tail.split('-').next().and_then(|p| p.parse::<u32>().ok()) else {
            continue;
        };
        if pid == me || pid == 0 || pid > i32::MAX as u32 {
            continue;
        }
        if process_gone(pid, &e) && fs::remove_file(e.path()).is_ok() {
            removed += 1;
        }
    }
    removed
}

/// Whether the process that staged `entry` no longer runs. On Unix, asked
/// of the kernel (signal 0).
#[cfg(unix)]
fn process_gone(pid: u32, _entry: &fs::DirEntry) -> bool {
    // SAFETY: signal 0 only checks that the process exists.
    let refused = unsafe { libc::kill(pid as i32, 0) } == -1;
    refused && std::io::Error::last_os_error().raw_os_error() == Some(libc::ESRCH)
}

/// Whether the process that staged `entry` no longer runs. Where processes
/// cannot be asked portably, a staged file untouched for
/// [`STALE_AFTER`] is taken as left behind: a write stages, syncs and
/// renames its files in seconds.
#[cfg(not(unix))]
fn process_gone(_pid: u32, entry: &fs::DirEntry) -> bool {
    entry
        .metadata()
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| t.elapsed().ok())
        .is_some_and(|age| age >= STALE_AFTER)
}

/// Where a process cannot be asked whether it runs: how old a staged file
/// must be to be taken as left behind by a process that was killed.
#[cfg(not(unix))]
pub const STALE_AFTER: std::time::Duration = std::time::Duration::from_secs(3600);

/// Writes `bytes` to `path` atomically, creating missing parent folders.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), FileError> {
    write_all_atomic(&[(path, bytes)])
}

/// A name beside `path` for a staged (`tmp`) or backup (`old`) file.
fn side_name(path: &Path, kind: &str) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    parent_of(path).join(format!(
        ".{name}{TEMP_MARK}{}-{}.{kind}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ))
}

/// Whether standard output was closed when the program started (`>&-`).
/// Rust's runtime then puts `/dev/null` there, opened for reading and
/// writing, so that writes pass silently and a document sent there would
/// vanish; a `/dev/null` given on purpose (`> /dev/null`) is opened for
/// writing only and is not taken for a closed output. Always `false`
/// where it cannot be told.
pub fn stdout_closed() -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        // SAFETY: F_GETFL only reads the descriptor's flags.
        let flags = unsafe { libc::fcntl(1, libc::F_GETFL) };
        if flags == -1 {
            return true;
        }
        if flags & libc::O_ACCMODE != libc::O_RDWR {
            return false;
        }
        // SAFETY: fstat fills the zeroed struct it is given.
        let st = unsafe {
            let mut st: libc::stat = std::mem::zeroed();
            (libc::fstat(1, &mut st) == 0).then_some(st)
        };
        let null = fs::metadata("/dev/null");
        match (st, null) {
            // st_rdev is u64 on Linux, i32 on macOS.
            #[allow(clippy::unnecessary_cast)]
            (Some(st), Ok(null)) => {
                st.st_mode & libc::S_IFMT == libc::S_IFCHR && st.st_rdev as u64 == null.rdev()
            }
            _ => false,
        }
    }
    #[cfg(not(unix))]
    false
}

/// Whether `path` names standard output (`-`).
pub fn is_stdout(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// How one target of [`write_all_atomic`] is written.
enum Target {
    /// Staged beside this regular file (or free name) and renamed over it.
    Replace(PathBuf),
    /// Written through in place: a FIFO or a character device.
    Through(PathBuf),
    /// Standard output.
    Stdout,
}

/// What kind of file a non-regular, non-folder file type is, in words,
/// and whether it is written through in place.
#[cfg(unix)]
fn special_kind(t: &fs::FileType) -> (&'static str, bool) {
    use std::os::unix::fs::FileTypeExt;
    if t.is_fifo() {
        ("a FIFO", true)
    } else if t.is_char_device() {
        ("a character device", true)
    } else if t.is_block_device() {
        ("a block device", false)
    } else if t.is_socket() {
        ("a socket", false)
    } else {
        ("not a regular file", false)
    }
}

/// What kind of file a non-regular, non-folder file type is, in words,
/// and whether it is written through in place. Where the kinds of special
/// files cannot be told apart portably, none is written: each is refused.
#[cfg(not(unix))]
fn special_kind(_t: &fs::FileType) -> (&'static str, bool) {
    ("not a regular file", false)
}

/// Whether the file name of `path` is one of Windows' reserved device
/// names (`NUL`, `CON`, `PRN`, `AUX`, `COM0`-`COM9`, `LPT0`-`LPT9`, the
/// console's `CONIN$` and `CONOUT$`), which name a device in every folder
/// and with any extension (`nul.pdf` is `NUL`). On Windows such a path is
/// written through like a character device, never replaced, and a document
/// of several files is refused there.
#[cfg_attr(not(windows), allow(dead_code))]
fn is_device_name(path: &Path) -> bool {
    let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
        return false;
    };
    let stem = name.split('.').next().unwrap_or(name).trim_end_matches(' ');
    let upper = stem.to_ascii_uppercase();
    match upper.as_str() {
        "CON" | "PRN" | "AUX" | "NUL" | "CONIN$" | "CONOUT$" => true,
        _ => {
            let b = upper.as_bytes();
            b.len() == 4
                && (upper.starts_with("COM") || upper.starts_with("LPT"))
                && b[3].is_ascii_digit()
        }
    }
}

/// How `path` is written: replaced (a regular file, or a new one), written
/// through (a FIFO, a character device) or refused.
fn target_of(path: &Path) -> Result<Target, FileError> {
    if is_stdout(path) {
        return Ok(Target::Stdout);
    }
    if path.file_name().is_none() {
        return Err(FileError::NoFileName {
            path: path.to_path_buf(),
        });
    }
    #[cfg(windows)]
    if is_device_name(path) {
        return Ok(Target::Through(path.to_path_buf()));
    }
    let Ok(meta) = fs::metadata(path) else {
        // New, or a link to nothing: that one is written where it points,
        // and the link kept.
        return Ok(Target::Replace(dangling_target(path)));
    };
    if meta.is_dir() {
        return Err(FileError::IsFolder {
            path: path.to_path_buf(),
        });
    }
    if meta.is_file() {
        let linked = fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink());
        return Ok(Target::Replace(if linked {
            fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
        } else {
            path.to_path_buf()
        }));
    }
    match special_kind(&meta.file_type()) {
        (_, true) => Ok(Target::Through(path.to_path_buf())),
        (what, false) => Err(FileError::NotAFile {
            path: path.to_path_buf(),
            what,
        }),
    }
}

/// Where a link to nothing points (links followed up to 40 deep, as the
/// system does); `path` itself when it is no link.
fn dangling_target(path: &Path) -> PathBuf {
    let mut p = path.to_path_buf();
    for _ in 0..40 {
        match fs::read_link(&p) {
            Ok(to) => p = parent_of(&p).join(to),
            Err(_) => break,
        }
    }
    p
}

/// Checks an output path before any work: `-` (standard output) only for
/// a command writing one file (`files`), a file name, not a folder, not a
/// block device or socket, and a parent that is (or can be made) a
/// folder. Nothing is created.
pub fn check_output(path: &Path, files: usize) -> Result<(), FileError> {
    if is_stdout(path) {
        return if files <= 1 {
            Ok(())
        } else {
            Err(FileError::StdoutHoldsOne { files })
        };
    }
    let resolved = match target_of(path)? {
        Target::Replace(p) => p,
        Target::Through(_) if files > 1 => {
            return Err(FileError::InPlaceHoldsOne {
                path: path.to_path_buf(),
                what: not_a_regular_file(path).unwrap_or("not a regular file"),
                files,
            });
        }
        Target::Through(_) | Target::Stdout => return Ok(()),
    };
    let mut up = parent_of(&resolved);
    loop {
        match fs::metadata(&up) {
            Ok(m) if m.is_dir() => return Ok(()),
            Ok(_) => {
                return Err(FileError::ParentNotFolder {
                    path: path.to_path_buf(),
                    parent: up,
                });
            }
            Err(_) => match up.parent() {
                Some(p) if !p.as_os_str().is_empty() => up = p.to_path_buf(),
                _ => return Ok(()),
            },
        }
    }
}

/// Writes several files all or nothing (see the module documentation):
/// either every target holds its new contents, or every target is as it
/// was, and no staged file is left behind. FIFOs, character devices and
/// standard output are written once every regular file is staged, before
/// any is renamed into place.
pub fn write_all_atomic(files: &[(&Path, &[u8])]) -> Result<(), FileError> {
    let targets: Vec<Target> = files
        .iter()
        .map(|&(path, _)| target_of(path))
        .collect::<Result<_, _>>()?;
    if files.len() > 1 {
        for (t, &(path, _)) in targets.iter().zip(files) {
            match t {
                Target::Stdout => return Err(FileError::StdoutHoldsOne { files: files.len() }),
                Target::Through(p) => {
                    return Err(FileError::InPlaceHoldsOne {
                        path: path.to_path_buf(),
                        what: not_a_regular_file(p).unwrap_or("not a regular file"),
                        files: files.len(),
                    });
                }
                Target::Replace(_) => {}
            }
        }
        let ids: Vec<PathBuf> = files.iter().map(|&(p, _)| identity(p)).collect();
        for (i, &(path, _)) in files.iter().enumerate() {
            for (j, &(other, _)) in files[..i].iter().enumerate() {
                if ids[i] == ids[j] || same_file(path, other) {
                    return Err(FileError::SameFileTwice {
                        path: path.to_path_buf(),
                        other: other.to_path_buf(),
                    });
                }
            }
        }
    }
    let replaced: Vec<(&Path, &[u8])> = targets
        .iter()
        .zip(files)
        .filter_map(|(t, &(_, bytes))| match t {
            Target::Replace(p) => Some((p.as_path(), bytes)),
            _ => None,
        })
        .collect();
    let mut dirs: Vec<PathBuf> = Vec::new();
    for &(path, _) in &replaced {
        let parent = parent_of(path);
        if !dirs.contains(&parent) {
            fs::create_dir_all(&parent).map_err(|source| FileError::CreateFolder {
                path: parent.clone(),
                source,
            })?;
            remove_stale_temps(&parent);
            dirs.push(parent);
        }
    }
    let all = files;
    let files = replaced.as_slice();
    let staged: Vec<PathBuf> = files.iter().map(|(p, _)| side_name(p, "tmp")).collect();
    let backups: Vec<PathBuf> = files.iter().map(|(p, _)| side_name(p, "old")).collect();
    let mut names = staged.clone();
    names.extend(backups.iter().cloned());
    let _registered = hook().map(|h| h.stage(&names));
    let cleanup = |upto: usize| {
        for t in &staged[..upto] {
            let _ = fs::remove_file(t);
        }
    };
    for (i, (&(path, bytes), tmp)) in files.iter().zip(&staged).enumerate() {
        let written = (|| {
            let mut f = fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(tmp)?;
            f.write_all(bytes)?;
            f.sync_all()
        })();
        if let Err(source) = written {
            cleanup(i + 1);
            return Err(FileError::Write {
                path: path.to_path_buf(),
                source,
            });
        }
    }
    for (t, &(path, bytes)) in targets.iter().zip(all) {
        let written = match t {
            Target::Replace(_) => continue,
            Target::Stdout if stdout_closed() => {
                cleanup(staged.len());
                return Err(FileError::StdoutClosed);
            }
            Target::Stdout => {
                let mut out = std::io::stdout().lock();
                out.write_all(bytes).and_then(|()| out.flush())
            }
            Target::Through(p) => fs::OpenOptions::new()
                .write(true)
                .open(p)
                .and_then(|mut f| f.write_all(bytes)),
        };
        if let Err(source) = written {
            cleanup(staged.len());
            return Err(FileError::Write {
                path: path.to_path_buf(),
                source,
            });
        }
    }
    if let Some(h) = hook() {
        h.commit_begins();
    }
    let renamed = rename_into_place(files, &staged, &backups, &dirs);
    if let Some(h) = hook() {
        h.commit_ends(renamed.is_ok());
    }
    renamed
}

/// The renames of [`write_all_atomic`]: every staged file over its target,
/// or, if one fails, every target back as it was.
fn rename_into_place(
    files: &[(&Path, &[u8])],
    staged: &[PathBuf],
    backups: &[PathBuf],
    dirs: &[PathBuf],
) -> Result<(), FileError> {
    // Keep the previous contents until every rename has succeeded.
    let kept: Vec<bool> = files
        .iter()
        .zip(backups)
        .map(|(&(path, _), old)| path.is_file() && fs::hard_link(path, old).is_ok())
        .collect();
    for (i, (&(path, _), tmp)) in files.iter().zip(staged).enumerate() {
        if let Err(source) = fs::rename(tmp, path) {
            for (j, &(done, _)) in files[..i].iter().enumerate() {
                if kept[j] {
                    let _ = fs::rename(&backups[j], done);
                } else {
                    let _ = fs::remove_file(done);
                }
            }
            for t in &staged[i..] {
                let _ = fs::remove_file(t);
            }
            for (b, &k) in backups.iter().zip(&kept) {
                if k {
                    let _ = fs::remove_file(b);
                }
            }
            return Err(FileError::Write {
                path: path.to_path_buf(),
                source,
            });
        }
    }
    for (b, &k) in backups.iter().zip(&kept) {
        if k {
            let _ = fs::remove_file(b);
        }
    }
    // Make the renames durable where the platform allows it.
    for d in dirs {
        if let Ok(dir) = fs::File::open(d) {
            let _ = dir.sync_all();
        }
    }
    Ok(())
}

/// What a program that handles signals is told about the files being
/// written, so that an interrupted write leaves no partial file. The
/// library itself installs no handler and never exits.
pub trait WriteHook: Sync {
    /// Files now exist under these staged names (temporary files and
    /// backups); they are gone or renamed into place when the returned
    /// registration is dropped.
    fn stage(&self, names: &[PathBuf]) -> Box<dyn std::any::Any>;
    /// The staged files are about to be renamed over their targets: a
    /// signal from now on should wait for [`WriteHook::commit_ends`].
    fn commit_begins(&self);
    /// The renames are done (`written`), or undone after a failure.
    fn commit_ends(&self, written: bool);
}

static HOOK: std::sync::OnceLock<&'static dyn WriteHook> = std::sync::OnceLock::new();

/// Sets the hook told of every later write (once per process; a second
/// call is ignored and returns `false`).
pub fn set_write_hook(hook: &'static dyn WriteHook) -> bool {
    HOOK.set(hook).is_ok()
}

fn hook() -> Option<&'static dyn WriteHook> {
    HOOK.get().copied()
}

/// Paper sizes for printing at home.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Paper {
    /// US Letter, 8.5 x 11 in.
    #[default]
    Letter,
    /// ISO A4, 210 x 297 mm.
    A4,
}

/// Margin kept clear on every side: 0.5 in, safe on home printers.
pub const MARGIN: f64 = 36.0;

/// Points per millimetre.
pub const PT_PER_MM: f64 = 72.0 / 25.4;

impl Paper {
    pub const ALL: [Paper; 2] = [Paper::Letter, Paper::A4];

    /// Width and height in points (portrait).
    pub fn size(self) -> (f64, f64) {
        match self {
            Paper::Letter => (612.0, 792.0),
            Paper::A4 => (210.0 * PT_PER_MM, 297.0 * PT_PER_MM),
        }
    }

    /// Lower-case name, as on the command line and in default file names.
    pub fn name(self) -> &'static str {
        match self {
            Paper::Letter => "letter",
            Paper::A4 => "a4",
        }
    }

    /// The paper a name stands for, in any case (`us-letter` too).
    fn from_word(s: &str) -> Option<Paper> {
        let s = s.trim();
        if s.eq_ignore_ascii_case("us-letter") {
            return Some(Paper::Letter);
        }
        Paper::ALL
            .into_iter()
            .find(|p| p.name().eq_ignore_ascii_case(s))
    }

    /// The printable area inside the [`MARGIN`].
    pub fn content(self) -> Rect {
        let (w, h) = self.size();
        Rect {
            x: MARGIN,
            y: MARGIN,
            w: w - 2.0 * MARGIN,
            h: h - 2.0 * MARGIN,
        }
    }
}

seed::word_value! {
    Paper, shown by name;
    /// An unknown paper name.
    PaperError("unknown paper '{0}': use letter or a4")
}

/// Output format of a document.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Format {
    #[default]
    Pdf,
    /// One SVG file per page.
    Svg,
}

impl Format {
    pub fn extension(self) -> &'static str {
        match self {
            Format::Pdf => "pdf",
            Format::Svg => "svg",
        }
    }

    /// The format an extension names, in any case.
    fn from_word(s: &str) -> Option<Format> {
        [Format::Pdf, Format::Svg]
            .into_iter()
            .find(|f| f.extension().eq_ignore_ascii_case(s.trim()))
    }
}

seed::word_value! {
    Format, shown by extension;
    /// An unknown format name.
    FormatError("unknown format '{0}': use pdf or svg")
}

/// File names for the SVG pages of a document written to `path`: the path
/// itself for one page, else `name-1.svg`, `name-2.svg`, ... (the name's
/// bytes kept as they are, UTF-8 or not). For `-` (standard output), a
/// FIFO or a device every page is that path, which the writer refuses for
/// more than one file: nothing is written beside a device.
pub fn svg_page_paths(path: &Path, pages: usize) -> Vec<PathBuf> {
    if pages <= 1 {
        return vec![path.to_path_buf()];
    }
    if written_in_place(path) {
        return vec![path.to_path_buf(); pages];
    }
    let stem = path
        .file_stem()
        .map_or_else(|| "page".into(), std::ffi::OsStr::to_os_string);
    (1..=pages)
        .map(|i| path.with_file_name(with_suffix(&stem, &format!("-{i}.svg"))))
        .collect()
}

/// `stem` followed by `suffix`, bytes kept as they are (a file name that is
/// not UTF-8 never turns into U+FFFD).
pub fn with_suffix(stem: &std::ffi::OsStr, suffix: &str) -> std::ffi::OsString {
    let mut name = stem.to_os_string();
    name.push(suffix);
    name
}

#[cfg(test)]
mod tests {
    #[test]
    fn windows_device_names_are_known_with_any_case_and_extension() {
        for name in [
            "NUL",
            "nul.pdf",
            "Con",
            "con.tar.gz",
            "AUX",
            "prn.svg",
            "COM1",
            "lpt9.pdf",
            "CONOUT$",
            "dir/nul",
        ] {
            assert!(super::is_device_name(Path::new(name)), "{name}");
        }
        for name in [
            "null",
            "CON-1.svg",
            "console.pdf",
            "COM10",
            "LPT",
            "daily.pdf",
            "x/NULL.pdf",
        ] {
            assert!(!super::is_device_name(Path::new(name)), "{name}");
        }
    }

    use super::*;

    #[test]
    fn paper_parsing_and_sizes() {
        assert_eq!("Letter".parse::<Paper>(), Ok(Paper::Letter));
        assert_eq!("a4".parse::<Paper>(), Ok(Paper::A4));
        assert!("legal".parse::<Paper>().is_err());
        let (w, h) = Paper::A4.size();
        assert!((w - 595.276).abs() < 0.01 && (h - 841.89).abs() < 0.01);
        assert_eq!(Paper::Letter.content().w, 540.0);
    }

    #[test]
    fn svg_paths() {
        let p = Path::new("out/mat.svg");
        assert_eq!(svg_page_paths(p, 1), vec![PathBuf::from("out/mat.svg")]);
        assert_eq!(
            svg_page_paths(p, 2),
            vec![
                PathBuf::from("out/mat-1.svg"),
                PathBuf::from("out/mat-2.svg")
            ]
        );
    }
}
