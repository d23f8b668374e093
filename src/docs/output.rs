//! Writing a finished document: PDF as one file, SVG as one file per page.

use std::path::{Path, PathBuf};

use crate::render::file::svg_page_paths;
use crate::render::{Document, FileError, Format, RenderError, to_pdf, to_svg, write_atomic};

/// Why a document could not be written.
#[derive(Debug, thiserror::Error)]
pub enum OutputError {
    #[error(transparent)]
    Render(#[from] RenderError),
    #[error(transparent)]
    File(#[from] FileError),
}

/// Renders `doc` in `format` and writes it atomically to `path` (for a
/// multi-page SVG: `name-1.svg`, `name-2.svg`, ... next to `path`).
/// Returns the files written.
pub fn write_document(
    doc: &Document,
    format: Format,
    path: &Path,
) -> Result<Vec<PathBuf>, OutputError> {
    match format {
        Format::Pdf => {
            let bytes = to_pdf(doc)?;
            write_atomic(path, &bytes)?;
            Ok(vec![path.to_path_buf()])
        }
        Format::Svg => {
            let paths = svg_page_paths(path, doc.pages.len());
            for (page, p) in doc.pages.iter().zip(&paths) {
                write_atomic(p, to_svg(page).as_bytes())?;
            }
            Ok(paths)
        }
    }
}
