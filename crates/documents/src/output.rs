//! Writing a finished document: PDF as one file, SVG as one file per page,
//! all or nothing, never over one of the command's input files.

use std::path::{Path, PathBuf};

use crate::web::PageFormat;
use render::file::{check_not_input, svg_page_paths};
use render::{Document, FileError, Format, RenderError, to_pdf, to_svg, write_all_atomic};

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

/// The lower-case extension of `path`, if any.
fn extension(path: Option<&Path>) -> Option<String> {
    path.and_then(|p| p.extension())
        .map(|e| e.to_string_lossy().to_ascii_lowercase())
}

/// The format of a command that writes a document or a web page (`render`,
/// `daily`), settled before any work: from the flag when given, else from
/// the file name's extension (`.pdf`, `.svg`, `.html`, `.htm`), else
/// `default`. A flag that contradicts the extension, and an extension of
/// no format, are refused.
pub fn resolve_page_format(
    given: Option<PageFormat>,
    path: Option<&Path>,
    default: Format,
) -> Result<PageFormat, FileError> {
    let ext = extension(path);
    let from_ext = match ext.as_deref() {
        None => None,
        Some("pdf") => Some(PageFormat::Document(Format::Pdf)),
        Some("svg") => Some(PageFormat::Document(Format::Svg)),
        Some("html" | "htm") => Some(PageFormat::Html),
        Some(_) if given.is_none() => {
            return Err(FileError::UnknownExtension {
                path: path.unwrap_or(Path::new("")).to_path_buf(),
                names: ".pdf, .svg or .html",
            });
        }
        // A flag with a name of no format: the name contradicts it.
        Some(_) => None,
    };
    let name = |f: PageFormat| match f {
        PageFormat::Document(d) => d.extension(),
        PageFormat::Html => "html",
    };
    if let (Some(g), None, Some(ext)) = (given, from_ext, &ext) {
        return Err(FileError::FormatMismatch {
            path: path.unwrap_or(Path::new("")).to_path_buf(),
            ext: ext.clone(),
            format: name(g),
        });
    }
    match (given, from_ext) {
        (Some(g), Some(e)) if g != e => Err(FileError::FormatMismatch {
            path: path.unwrap_or(Path::new("")).to_path_buf(),
            ext: ext.unwrap_or_default(),
            format: name(g),
        }),
        (Some(g), _) => Ok(g),
        (None, Some(e)) => Ok(e),
        (None, None) => Ok(PageFormat::Document(default)),
    }
}

/// Checks, before any work, a text output such as JSON Lines (`what`):
/// never one of `inputs`, and not named as a document (`.pdf`, `.svg`,
/// `.html`), which it would not be.
pub fn check_text_output(path: &Path, inputs: &[&Path], what: &str) -> Result<(), FileError> {
    check_not_input(&[path.to_path_buf()], inputs)?;
    match extension(Some(path)).as_deref() {
        Some(ext @ ("pdf" | "svg" | "html" | "htm")) => Err(FileError::NotThatFormat {
            path: path.to_path_buf(),
            ext: ext.to_string(),
            what: what.to_string(),
        }),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn page(given: Option<PageFormat>, path: Option<&str>) -> Result<PageFormat, String> {
        resolve_page_format(given, path.map(Path::new), Format::Pdf).map_err(|e| e.to_string())
    }

    #[test]
    fn page_format_from_flag_and_extension() {
        use PageFormat::{Document, Html};
        assert_eq!(page(None, None), Ok(Document(Format::Pdf)));
        assert_eq!(page(None, Some("a/b.HTML")), Ok(Html));
        assert_eq!(page(None, Some("b.htm")), Ok(Html));
        assert_eq!(page(None, Some("b.svg")), Ok(Document(Format::Svg)));
        assert_eq!(page(Some(Html), None), Ok(Html));
        assert_eq!(page(Some(Html), Some("b.html")), Ok(Html));
        assert_eq!(
            page(Some(Document(Format::Svg)), Some("b")),
            Ok(Document(Format::Svg))
        );
        let e = page(Some(Html), Some("b.pdf")).unwrap_err();
        assert!(
            e.contains("b.pdf ends in .pdf but the format asked for is html"),
            "{e}"
        );
        let e = page(Some(Document(Format::Svg)), Some("b.html")).unwrap_err();
        assert!(
            e.contains("ends in .html but the format asked for is svg"),
            "{e}"
        );
        let e = page(None, Some("b.png")).unwrap_err();
        assert!(e.contains("name it .pdf, .svg or .html"), "{e}");
        let e = page(Some(Html), Some("b.txt")).unwrap_err();
        assert!(
            e.contains("b.txt ends in .txt but the format asked for is html"),
            "{e}"
        );
    }

    #[test]
    fn text_output_is_not_named_as_a_document() {
        let dir = std::env::temp_dir().join(format!("pp-text-out-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let input = dir.join("deals.txt");
        std::fs::write(&input, "1\n").unwrap();
        assert!(check_text_output(&dir.join("out.jsonl"), &[&input], "JSON Lines").is_ok());
        assert!(check_text_output(&dir.join("out"), &[&input], "JSON Lines").is_ok());
        let e = check_text_output(&input, &[&input], "JSON Lines").unwrap_err();
        assert!(e.to_string().contains("it is the input file"), "{e}");
        let e = check_text_output(&dir.join("out.PDF"), &[&input], "JSON Lines").unwrap_err();
        assert!(e.to_string().contains("JSON Lines"), "{e}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
