//! Ctrl-C (and SIGTERM, SIGHUP) without a partial file.
//!
//! Output files are staged under temporary names beside their targets and
//! renamed into place when complete (see [`render::file`]). The
//! staged names are registered here; the signal handler removes them,
//! prints one line and exits with status 130. While staged files are being
//! renamed into place (a handful of system calls) the handler only notes
//! the signal, and the process exits once the output is complete. A
//! signal after a set of files was renamed into place says so ("the files
//! written so far are complete") rather than that no file was written.
//!
//! Everything the handler touches is a static atomic or memory that is
//! never freed, and on Unix it calls only async-signal-safe functions
//! (`unlink`, `write`, `_exit`). A SIGKILL cannot be caught: its temporary
//! files are removed by the next write to the same folder (see
//! [`render::file::remove_stale_temps`]).
//!
//! On Windows there are no POSIX signals: Ctrl-C, Ctrl-Break and closing
//! the console reach the program through `SetConsoleCtrlHandler` (by way of
//! the `ctrlc` crate), which runs the same handler on a thread of its own,
//! where ordinary file removal and `exit` are allowed.

use std::sync::atomic::{AtomicBool, AtomicPtr, AtomicUsize, Ordering};

use egypt::solver::Watch;

/// Shared with the solver: the handler sets `stop`, progress bars read
/// `positions`.
pub static WATCH: Watch = Watch::new();

/// Lists of staged file names, one slot per document being written.
const SLOTS: usize = 64;
#[allow(clippy::declare_interior_mutable_const)]
const EMPTY: AtomicPtr<Vec<Name>> = AtomicPtr::new(std::ptr::null_mut());
static STAGED: [AtomicPtr<Vec<Name>>; SLOTS] = [EMPTY; SLOTS];

/// A staged file's name as the handler removes it: on Unix a C string for
/// `unlink` (a signal handler may not allocate), elsewhere a path.
#[cfg(unix)]
type Name = std::ffi::CString;
#[cfg(not(unix))]
type Name = std::path::PathBuf;

#[cfg(unix)]
fn name_of(path: &std::path::Path) -> Option<Name> {
    use std::os::unix::ffi::OsStrExt;
    std::ffi::CString::new(path.as_os_str().as_bytes()).ok()
}

#[cfg(not(unix))]
fn name_of(path: &std::path::Path) -> Option<Name> {
    Some(path.to_path_buf())
}

/// Removes a staged file (from the handler).
#[cfg(unix)]
fn remove(name: &Name) {
    // SAFETY: `name` is a NUL-terminated C string that lives as long as
    // its list; unlink is async-signal-safe.
    unsafe { libc::unlink(name.as_ptr()) };
}

#[cfg(not(unix))]
fn remove(name: &Name) {
    let _ = std::fs::remove_file(name);
}

/// Writes to standard error and ends the process with `code` (from the
/// handler: no destructor runs, nothing is flushed twice).
#[cfg(unix)]
fn say_and_exit(parts: &[&[u8]], code: i32) -> ! {
    for part in parts {
        // SAFETY: write is async-signal-safe; the buffer is valid for
        // the length given.
        unsafe { libc::write(2, part.as_ptr().cast(), part.len()) };
    }
    // SAFETY: _exit is async-signal-safe and ends the process at once.
    unsafe { libc::_exit(code) }
}

#[cfg(not(unix))]
fn say_and_exit(parts: &[&[u8]], code: i32) -> ! {
    use std::io::Write;
    let mut err = std::io::stderr().lock();
    for part in parts {
        let _ = err.write_all(part);
    }
    let _ = err.flush();
    std::process::exit(code)
}

/// Set while staged files are renamed into place.
static COMMITTING: AtomicBool = AtomicBool::new(false);
/// A signal arrived while committing.
static PENDING: AtomicBool = AtomicBool::new(false);
/// Whether standard error is a terminal (a progress bar may be drawn).
static TTY: AtomicBool = AtomicBool::new(false);
/// While a command streams puzzles to standard output (`generate`): how
/// many are printed in full; `usize::MAX` when nothing streams.
static STREAMED: AtomicUsize = AtomicUsize::new(usize::MAX);
/// Every file of the run is written: a signal now has nothing to stop or
/// clean up, and the run ends as it would have (its last lines on the
/// terminal, exit 0) instead of saying that no file was written.
static FINISHED: AtomicBool = AtomicBool::new(false);
/// Some output of the run is already in place (a set of files renamed
/// into place): a signal now must not say that no file was written.
static WROTE: AtomicBool = AtomicBool::new(false);

/// Says that every output file of the run is in place (see [`FINISHED`]).
pub fn output_finished() {
    FINISHED.store(true, Ordering::SeqCst);
}

/// Marks the start of a stream of puzzles to standard output: a signal
/// then says how many were printed in full rather than "no file was
/// written".
pub fn stream_started() {
    STREAMED.store(0, Ordering::SeqCst);
}

/// Counts one more puzzle printed in full (written and flushed).
pub fn stream_puzzle_done() {
    STREAMED.fetch_add(1, Ordering::SeqCst);
}

/// The handler's line for an interrupted stream, built in `buf` without
/// allocating (a signal handler may not): "error: interrupted; N puzzles
/// were printed in full". Returns its length.
fn stream_message(n: usize, buf: &mut [u8; 96]) -> usize {
    let mut len = 0;
    let mut put = |bytes: &[u8], len: &mut usize| {
        for &b in bytes {
            if *len < buf.len() {
                buf[*len] = b;
                *len += 1;
            }
        }
    };
    put(b"error: interrupted; ", &mut len);
    let mut digits = [0u8; 20];
    let mut k = digits.len();
    let mut v = n;
    loop {
        k -= 1;
        digits[k] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    put(&digits[k..], &mut len);
    if n == 1 {
        put(b" puzzle was printed in full\n", &mut len);
    } else {
        put(b" puzzles were printed in full\n", &mut len);
    }
    len
}

/// The handler's line, built in `buf` without allocating: how many
/// puzzles a stream printed in full, or whether files of the run were
/// already written. Returns its length.
fn signal_message(streamed: usize, wrote: bool, buf: &mut [u8; 96]) -> usize {
    if streamed != usize::MAX {
        return stream_message(streamed, buf);
    }
    let text: &[u8] = if wrote {
        b"error: interrupted; the files written so far are complete, nothing else was written\n"
    } else {
        b"error: interrupted; no file was written\n"
    };
    let len = text.len().min(buf.len());
    buf[..len].copy_from_slice(&text[..len]);
    len
}

/// The registration of one document's staged files; dropping it
/// unregisters them.
pub struct Staged {
    slot: Option<usize>,
}

/// Registers staged file names for removal on a signal. The list is
/// leaked on purpose: a handler on another thread may still be reading it.
fn stage(paths: &[std::path::PathBuf]) -> Staged {
    let list: Vec<Name> = paths.iter().filter_map(|p| name_of(p)).collect();
    let ptr = Box::into_raw(Box::new(list));
    for (i, slot) in STAGED.iter().enumerate() {
        if slot
            .compare_exchange(
                std::ptr::null_mut(),
                ptr,
                Ordering::SeqCst,
                Ordering::SeqCst,
            )
            .is_ok()
        {
            return Staged { slot: Some(i) };
        }
    }
    // All slots busy (64 documents at once): the files are still staged
    // and renamed safely, only a signal would leave them behind.
    Staged { slot: None }
}

impl Drop for Staged {
    fn drop(&mut self) {
        if let Some(i) = self.slot {
            STAGED[i].store(std::ptr::null_mut(), Ordering::SeqCst);
        }
    }
}

/// The writer's hook: staged names are registered for the handler, and
/// signals wait while staged files are renamed into place (the process
/// exits with 130 once they are, if one arrived).
struct Hook;

impl render::file::WriteHook for Hook {
    fn stage(&self, names: &[std::path::PathBuf]) -> Box<dyn std::any::Any> {
        Box::new(stage(names))
    }

    fn commit_begins(&self) {
        COMMITTING.store(true, Ordering::SeqCst);
    }

    fn commit_ends(&self, written: bool) {
        if written {
            WROTE.store(true, Ordering::SeqCst);
        }
        COMMITTING.store(false, Ordering::SeqCst);
        if PENDING.load(Ordering::SeqCst) {
            crate::cli::stdout::err_line(format_args!(
                "error: interrupted (the output was already complete)"
            ));
            std::process::exit(130);
        }
    }
}

#[cfg(unix)]
extern "C" fn on_signal(_sig: libc::c_int) {
    handle();
}

/// What a signal (Unix) or a console event (Windows) does: stop the work,
/// remove every staged file, say so in one line and exit with 130 (or,
/// while files are renamed into place, let the rename finish first).
fn handle() {
    if FINISHED.load(Ordering::SeqCst) {
        return;
    }
    WATCH.stop.store(true, Ordering::SeqCst);
    if COMMITTING.load(Ordering::SeqCst) {
        PENDING.store(true, Ordering::SeqCst);
        return;
    }
    for slot in &STAGED {
        let list = slot.load(Ordering::SeqCst);
        if list.is_null() {
            continue;
        }
        // SAFETY: a registered list is leaked on purpose (see `stage`), so
        // the pointer stays valid however long the handler runs.
        for name in unsafe { &*list } {
            remove(name);
        }
    }
    let clear: &[u8] = if TTY.load(Ordering::SeqCst) {
        b"\r\x1b[2K"
    } else {
        b""
    };
    let mut buf = [0u8; 96];
    let len = signal_message(
        STREAMED.load(Ordering::SeqCst),
        WROTE.load(Ordering::SeqCst),
        &mut buf,
    );
    say_and_exit(&[clear, &buf[..len]], 130);
}

/// Installs the handler (SIGINT, SIGTERM and SIGHUP on Unix; Ctrl-C,
/// Ctrl-Break and closing the console on Windows) and the writer's hook
/// (once, at start).
pub fn install() {
    render::file::set_write_hook(&Hook);
    use std::io::IsTerminal;
    TTY.store(std::io::stderr().is_terminal(), Ordering::SeqCst);
    #[cfg(unix)]
    {
        let handler = on_signal as extern "C" fn(libc::c_int) as libc::sighandler_t;
        for sig in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
            // SAFETY: `on_signal` touches only atomics and leaked memory
            // and calls only async-signal-safe functions (see the module
            // doc).
            unsafe {
                libc::signal(sig, handler);
            }
        }
    }
    #[cfg(windows)]
    {
        // Fails only if a handler was already set, which nothing else does.
        let _ = ctrlc::set_handler(handle);
    }
}

#[cfg(test)]
mod tests {
    use super::{signal_message, stream_message};

    #[test]
    fn the_signal_message_does_not_deny_files_already_written() {
        let mut buf = [0u8; 96];
        let text = |n: usize, buf: &[u8; 96]| std::str::from_utf8(&buf[..n]).unwrap().to_string();
        let n = signal_message(usize::MAX, false, &mut buf);
        assert_eq!(text(n, &buf), "error: interrupted; no file was written\n");
        let n = signal_message(usize::MAX, true, &mut buf);
        assert_eq!(
            text(n, &buf),
            "error: interrupted; the files written so far are complete, nothing else was written\n"
        );
        let n = signal_message(2, true, &mut buf);
        assert_eq!(
            text(n, &buf),
            "error: interrupted; 2 puzzles were printed in full\n"
        );
    }

    #[test]
    fn the_stream_message_counts_what_was_printed() {
        let mut buf = [0u8; 96];
        let len = stream_message(0, &mut buf);
        assert_eq!(
            std::str::from_utf8(&buf[..len]).unwrap(),
            "error: interrupted; 0 puzzles were printed in full\n"
        );
        let len = stream_message(1, &mut buf);
        assert_eq!(
            std::str::from_utf8(&buf[..len]).unwrap(),
            "error: interrupted; 1 puzzle was printed in full\n"
        );
        let len = stream_message(1_000_000, &mut buf);
        assert_eq!(
            std::str::from_utf8(&buf[..len]).unwrap(),
            "error: interrupted; 1000000 puzzles were printed in full\n"
        );
    }
}
