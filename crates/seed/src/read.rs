//! Reading a file a user names, never without bound: at most a cap of
//! bytes is read (a link to `/dev/zero` or an endless FIFO is refused at
//! the cap, with the cap in the message), and where the caller knows the
//! file is one of its own (a checkpoint), anything but a regular file is
//! refused without being opened.

use std::fmt;
use std::io::Read;
use std::path::{Path, PathBuf};

/// The most bytes read from any one input file: templates, census JSON,
/// checkpoints, batch files.
pub const MAX_INPUT_BYTES: u64 = 64 << 20;

/// Why a file could not be read.
#[derive(Debug)]
pub enum ReadError {
    /// The file holds more than the cap.
    TooLarge { path: PathBuf, cap: u64 },
    /// A file that must be regular is a FIFO, a device or a socket.
    NotRegular { path: PathBuf },
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::TooLarge { path, cap } => write!(
                f,
                "cannot read {}: it holds more than {}, the most read from one file",
                path.display(),
                size_text(*cap)
            ),
            ReadError::NotRegular { path } => write!(
                f,
                "cannot read {}: it is not a regular file (a FIFO, a device or a socket)",
                path.display()
            ),
            ReadError::Io { path, source } => write!(f, "cannot read {}: {source}", path.display()),
        }
    }
}

impl std::error::Error for ReadError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ReadError::Io { source, .. } => Some(source),
            _ => None,
        }
    }
}

/// `64 MiB`, `512 KiB`, `100 bytes`.
pub fn size_text(bytes: u64) -> String {
    match bytes {
        b if b >= 1 << 30 && b % (1 << 30) == 0 => format!("{} GiB", b >> 30),
        b if b >= 1 << 20 && b % (1 << 20) == 0 => format!("{} MiB", b >> 20),
        b if b >= 1 << 10 && b % (1 << 10) == 0 => format!("{} KiB", b >> 10),
        b => format!("{b} bytes"),
    }
}

/// Reads at most `cap` bytes from `reader` (named `path` in errors);
/// more is an error.
pub fn read_capped_from(reader: impl Read, path: &Path, cap: u64) -> Result<Vec<u8>, ReadError> {
    let mut buf = Vec::new();
    reader
        .take(cap.saturating_add(1))
        .read_to_end(&mut buf)
        .map_err(|source| ReadError::Io {
            path: path.to_path_buf(),
            source,
        })?;
    if buf.len() as u64 > cap {
        return Err(ReadError::TooLarge {
            path: path.to_path_buf(),
            cap,
        });
    }
    Ok(buf)
}

/// Reads a file a user names: at most `cap` bytes. A FIFO or a device is
/// read like a file, with the same cap (as `cat` would read it).
pub fn read_capped(path: &Path, cap: u64) -> Result<Vec<u8>, ReadError> {
    let f = std::fs::File::open(path).map_err(|source| ReadError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    read_capped_from(f, path, cap)
}

/// Reads a file the program wrote itself (a checkpoint): it must be a
/// regular file (checked before opening, so a FIFO cannot block), of at
/// most `cap` bytes.
pub fn read_regular_capped(path: &Path, cap: u64) -> Result<Vec<u8>, ReadError> {
    let meta = std::fs::metadata(path).map_err(|source| ReadError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    if !meta.is_file() {
        return Err(ReadError::NotRegular {
            path: path.to_path_buf(),
        });
    }
    read_capped(path, cap)
}

/// [`read_capped`] as UTF-8 text; a leading byte-order mark is dropped.
pub fn read_text_capped(path: &Path, cap: u64) -> Result<String, ReadError> {
    text(read_capped(path, cap)?, path)
}

/// [`read_regular_capped`] as UTF-8 text.
pub fn read_regular_text_capped(path: &Path, cap: u64) -> Result<String, ReadError> {
    text(read_regular_capped(path, cap)?, path)
}

fn text(bytes: Vec<u8>, path: &Path) -> Result<String, ReadError> {
    let mut s = String::from_utf8(bytes).map_err(|e| ReadError::Io {
        path: path.to_path_buf(),
        source: std::io::Error::new(std::io::ErrorKind::InvalidData, e.utf8_error()),
    })?;
    if s.starts_with('\u{feff}') {
        s.drain(..3);
    }
    Ok(s)
}

/// The words of a written line (a list of moves), each with the 1-based
/// column of its first character: separators are white space, `,` and
/// `;`, and `fold` maps each character first (to read any dash as `-`,
/// say).
pub fn words_with_columns(text: &str, fold: impl Fn(char) -> char) -> Vec<(usize, String)> {
    let mut raw: Vec<(usize, String)> = Vec::new();
    let mut cur = String::new();
    let mut start = 0;
    for (i, c) in text.chars().enumerate() {
        let c = fold(c);
        if c.is_whitespace() || c == ',' || c == ';' {
            if !cur.is_empty() {
                raw.push((start, std::mem::take(&mut cur)));
            }
        } else {
            if cur.is_empty() {
                start = i + 1;
            }
            cur.push(c);
        }
    }
    if !cur.is_empty() {
        raw.push((start, cur));
    }
    raw
}

/// The words of a written line (moves, say) joined by one space, as
/// [`words_with_columns`] reads them back.
pub fn spaced<T: std::fmt::Display>(words: &[T]) -> String {
    words
        .iter()
        .map(|w| w.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_endless_file_is_refused_at_the_cap() {
        let e = read_capped(Path::new("/dev/zero"), 1000).unwrap_err();
        assert!(
            e.to_string()
                .contains("/dev/zero: it holds more than 1000 bytes"),
            "{e}"
        );
        assert_eq!(size_text(64 << 20), "64 MiB");
        let e = read_regular_capped(Path::new("/dev/zero"), 1000).unwrap_err();
        assert!(e.to_string().contains("not a regular file"), "{e}");
    }

    #[test]
    fn written_words_keep_their_columns() {
        let words = words_with_columns(" 1. b2\u{2013}d2,  KS;5H+8C", |c| match c {
            '\u{2013}' => '-',
            c => c,
        });
        let want = [(2, "1."), (5, "b2-d2"), (13, "KS"), (16, "5H+8C")];
        let want: Vec<(usize, String)> = want.iter().map(|(c, w)| (*c, w.to_string())).collect();
        assert_eq!(words, want);
        assert!(words_with_columns(" ,; ", |c| c).is_empty());
        assert_eq!(spaced(&["b2-d2", "KS"]), "b2-d2 KS");
        assert_eq!(spaced::<&str>(&[]), "");
    }
}
