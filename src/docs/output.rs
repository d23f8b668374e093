//! Writing a finished document: PDF as one file, SVG as one file per page,
//! all or nothing, never over one of the command's input files.

use std::path::{Path, PathBuf};

use crate::render::file::{check_not_input, svg_page_paths};
use crate::render::{Document, FileError, Format, RenderError, to_pdf, to_svg, write_all_atomic};

/// Why a document could not be written.
#[derive(Debug, thiserror::Error)]
pub enum OutputError {
    #[error(transparent)]
    Render(#[from] RenderError),
    #[error(transparent)]
    File(#[from] FileError),
}

/// The files a document of `pages` pages is written to.
pub fn output_paths(format: Format, path: &Path, pages: usize) -> Vec<PathBuf> {
    match format {
        Format::Pdf => vec![path.to_path_buf()],
        Format::Svg => svg_page_paths(path, pages),
    }
}

/// Renders `doc` in `format` and writes it to `path` (for a multi-page
/// SVG: `name-1.svg`, `name-2.svg`, ... next to `path`), all files or
/// none. Returns the files written.
pub fn write_document(
    doc: &Document,
    format: Format,
    path: &Path,
) -> Result<Vec<PathBuf>, OutputError> {
    write_document_guarded(doc, format, path, &[])
}

/// [`write_document`], refusing before anything is written when an output
/// file is one of `inputs`.
pub fn write_document_guarded(
    doc: &Document,
    format: Format,
    path: &Path,
    inputs: &[&Path],
) -> Result<Vec<PathBuf>, OutputError> {
    let paths = output_paths(format, path, doc.pages.len());
    check_not_input(&paths, inputs)?;
    let contents: Vec<Vec<u8>> = match format {
        Format::Pdf => vec![to_pdf(doc)?],
        Format::Svg => doc.pages.iter().map(|p| to_svg(p).into_bytes()).collect(),
    };
    let files: Vec<(&Path, &[u8])> = paths
        .iter()
        .zip(&contents)
        .map(|(p, c)| (p.as_path(), c.as_slice()))
        .collect();
    write_all_atomic(&files)?;
    Ok(paths)
}
