//! Output files and paper sizes.
//!
//! [`write_atomic`] never leaves a partial file: it writes a temporary file
//! in the target folder, syncs it, and renames it over the target, so an
//! existing file is replaced only by a complete new one.

use std::fmt;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::str::FromStr;
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
}

static COUNTER: AtomicU64 = AtomicU64::new(0);

/// Writes `bytes` to `path` atomically, creating missing parent folders.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), FileError> {
    let Some(name) = path.file_name() else {
        return Err(FileError::NoFileName {
            path: path.to_path_buf(),
        });
    };
    if path.is_dir() {
        return Err(FileError::IsFolder {
            path: path.to_path_buf(),
        });
    }
    let parent = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    fs::create_dir_all(&parent).map_err(|source| FileError::CreateFolder {
        path: parent.clone(),
        source,
    })?;
    let tmp = parent.join(format!(
        ".{}.{}-{}.tmp",
        name.to_string_lossy(),
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    let write_err = |source| FileError::Write {
        path: path.to_path_buf(),
        source,
    };
    let result = (|| {
        let mut f = fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        drop(f);
        fs::rename(&tmp, path)?;
        // Make the rename itself durable where the platform allows it.
        if let Ok(dir) = fs::File::open(&parent) {
            let _ = dir.sync_all();
        }
        Ok(())
    })();
    result.map_err(|e| {
        let _ = fs::remove_file(&tmp);
        write_err(e)
    })
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

impl fmt::Display for Paper {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An unknown paper name.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown paper '{0}': use letter or a4")]
pub struct PaperError(pub String);

impl FromStr for Paper {
    type Err = PaperError;
    fn from_str(s: &str) -> Result<Paper, PaperError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "letter" | "us-letter" => Ok(Paper::Letter),
            "a4" => Ok(Paper::A4),
            _ => Err(PaperError(s.to_string())),
        }
    }
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
}

/// An unknown format name.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown format '{0}': use pdf or svg")]
pub struct FormatError(pub String);

impl FromStr for Format {
    type Err = FormatError;
    fn from_str(s: &str) -> Result<Format, FormatError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "pdf" => Ok(Format::Pdf),
            "svg" => Ok(Format::Svg),
            _ => Err(FormatError(s.to_string())),
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.extension())
    }
}

/// File names for the SVG pages of a document written to `path`: the path
/// itself for one page, else `name-1.svg`, `name-2.svg`, ...
pub fn svg_page_paths(path: &Path, pages: usize) -> Vec<PathBuf> {
    if pages <= 1 {
        return vec![path.to_path_buf()];
    }
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "page".into());
    (1..=pages)
        .map(|i| path.with_file_name(format!("{stem}-{i}.svg")))
        .collect()
}

#[cfg(test)]
mod tests {
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
