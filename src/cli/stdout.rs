//! Standard output that fails with one line instead of a panic.
//!
//! `println!` panics when standard output cannot be written (a full disk,
//! `> /dev/full`); these macros return the error instead, so that the
//! command ends with `error: cannot write to standard output: ...` and a
//! non-zero status. A closed pipe still ends the program quietly (SIGPIPE
//! keeps its default action, see [`super::run`]). A standard output that
//! was closed (`>&-`), which Rust's own writer would let pass silently, is
//! refused too.

use std::fmt;
use std::io::Write;

/// Why standard output could not be written.
#[derive(Debug)]
pub enum StdoutError {
    Closed,
    Write(std::io::Error),
}

impl fmt::Display for StdoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StdoutError::Closed => f.write_str("cannot write to standard output: it is closed"),
            StdoutError::Write(e) => write!(f, "cannot write to standard output: {e}"),
        }
    }
}

impl std::error::Error for StdoutError {}

/// Writes `args` to standard output.
pub fn write(args: fmt::Arguments) -> Result<(), StdoutError> {
    check_open()?;
    std::io::stdout()
        .lock()
        .write_fmt(args)
        .map_err(StdoutError::Write)
}

/// Writes `bytes` to standard output.
pub fn write_bytes(bytes: &[u8]) -> Result<(), StdoutError> {
    check_open()?;
    std::io::stdout()
        .lock()
        .write_all(bytes)
        .map_err(StdoutError::Write)
}

/// Refuses a closed standard output (before a stream starts).
pub fn check_open() -> Result<(), StdoutError> {
    if render::file::stdout_closed() {
        Err(StdoutError::Closed)
    } else {
        Ok(())
    }
}

/// Flushes what is left of standard output at the end of a command.
pub fn flush() -> Result<(), StdoutError> {
    std::io::stdout().lock().flush().map_err(StdoutError::Write)
}

/// `print!` that returns the error from the function it is used in.
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::cli::stdout::write(format_args!($($arg)*))?
    };
}

/// `eprintln!` that never panics: a message to a closed or full standard
/// error (`2>/dev/full`, `2>&-`) is lost, not turned into a crash; the exit
/// status still tells what happened.
macro_rules! errln {
    ($($arg:tt)*) => {
        $crate::cli::stdout::err_line(format_args!($($arg)*))
    };
}

/// Writes one line to standard error, ignoring a failure to do so (see
/// [`errln!`]).
pub fn err_line(args: std::fmt::Arguments) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr().lock(), "{args}");
}

/// `println!` that returns the error from the function it is used in.
macro_rules! outln {
    () => {
        $crate::cli::stdout::write(format_args!("\n"))?
    };
    ($($arg:tt)*) => {
        $crate::cli::stdout::write(format_args!("{}\n", format_args!($($arg)*)))?
    };
}
