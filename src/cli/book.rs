//! `book` and `handout`: documents laid out from a TOML template.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use anyhow::Result;
use clap::Subcommand;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::docs::book::{book_layout, check_book_layout, generate_sections};
use crate::docs::cover::cover_layout;
use crate::docs::handout::{check_handout_layout, handout_document};
use crate::docs::output::write_document_guarded;
use crate::docs::publish::print_interior;
use crate::docs::template::{BookTemplate, HandoutTemplate, Section, Source, TemplateError};
use crate::game::Puzzles;
use crate::render::file::{check_not_input, resolve_format};
use crate::render::{Format, to_pdf_with, write_all_atomic};

#[derive(Debug, Subcommand)]
pub enum BookCommand {
    /// Lay out a puzzle book (PDF for print on demand) from a template.
    Book {
        /// Book template (TOML), e.g. templates/paperback-6x9.toml.
        #[arg(long)]
        template: PathBuf,
        /// Output file [default: output/TEMPLATE-NAME.pdf]; the cover goes
        /// beside it as NAME-cover.pdf.
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// Write only the full-wrap cover (NAME-cover.pdf).
        #[arg(long)]
        cover_only: bool,
        /// No progress bar.
        #[arg(short, long)]
        quiet: bool,
    },
    /// Print a handout: rules, King Tut and Quicksand score sheets, puzzles and keys.
    Handout {
        /// Handout template (TOML), e.g. templates/handout-a4.toml.
        #[arg(long)]
        template: PathBuf,
        /// Output file [default: output/TEMPLATE-NAME.pdf].
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// No progress bar.
        #[arg(short, long)]
        quiet: bool,
    },
}

fn default_output(template: &Path) -> PathBuf {
    let stem = template
        .file_stem()
        .map_or_else(|| "book".into(), |s| s.to_string_lossy().into_owned());
    PathBuf::from(format!("output/{stem}.pdf"))
}

/// A bar over the puzzles to generate, drawn only on a terminal.
fn progress(sections: &[Section], quiet: bool) -> ProgressBar {
    let total: usize = sections.iter().map(|s| s.count).sum();
    let bar = ProgressBar::with_draw_target(Some(total as u64), ProgressDrawTarget::stderr());
    if quiet || !std::io::stderr().is_terminal() {
        bar.set_draw_target(ProgressDrawTarget::hidden());
    }
    if let Ok(style) =
        ProgressStyle::with_template("{msg} [{bar:30}] {pos}/{len} puzzles ({elapsed})")
    {
        bar.set_style(style.progress_chars("=> "));
    }
    bar.set_message("generating");
    bar
}

/// Generates the template's sections behind a progress bar.
fn generate_with_bar(
    source: &Source,
    sections: &[Section],
    seed: u64,
    quiet: bool,
) -> Result<Vec<Puzzles>, TemplateError> {
    let bar = progress(sections, quiet);
    let puzzles = generate_sections(source, sections, seed, &|n| bar.set_position(n as u64));
    bar.finish_and_clear();
    puzzles
}

/// The cover's path beside the interior's: NAME-cover.pdf.
fn cover_path(interior: &Path) -> PathBuf {
    let stem = interior
        .file_stem()
        .map_or_else(|| "book".into(), |s| s.to_string_lossy().into_owned());
    interior.with_file_name(format!("{stem}-cover.pdf"))
}

/// `book`: the print-ready interior and its full-wrap cover.
/// The output path, checked before any work: PDF only, and never the
/// template itself.
fn checked_output(template: &Path, output: Option<PathBuf>) -> Result<PathBuf> {
    let path = output.unwrap_or_else(|| default_output(template));
    check_not_input(std::slice::from_ref(&path), &[template])?;
    resolve_format(Some(Format::Pdf), Some(&path), Format::Pdf)?;
    Ok(path)
}

fn run_book(template: &Path, output: Option<PathBuf>, cover_only: bool, quiet: bool) -> Result<()> {
    let path = checked_output(template, output)?;
    check_not_input(&[cover_path(&path)], &[template])?;
    let t = BookTemplate::load(template)?;
    check_book_layout(&t)?;
    let puzzles = generate_with_bar(&t.source, &t.sections, t.seed, quiet)?;
    let layout = book_layout(&t, &puzzles)?;
    let (doc, opts) = print_interior(&t, layout.document);
    let pages = doc.pages.len();
    // Render both before writing either, so a failure leaves no half set.
    let interior = if cover_only {
        None
    } else {
        Some(to_pdf_with(&doc, &opts)?)
    };
    let cover = match (
        puzzles.iter().flatten().next(),
        puzzles.last().and_then(|l| l.first()),
    ) {
        (Some(sample), Some(front)) => {
            let c = cover_layout(&t, pages, front.as_ref(), sample.as_ref());
            Some((to_pdf_with(&c.document, &c.options)?, c))
        }
        _ => None,
    };
    // The interior and its cover are one set: written all or nothing.
    let cp = cover_path(&path);
    let mut files: Vec<(&Path, &[u8])> = Vec::new();
    if let Some(bytes) = &interior {
        files.push((&path, bytes));
    }
    if let Some((bytes, _)) = &cover {
        files.push((&cp, bytes));
    }
    write_all_atomic(&files)?;
    if interior.is_some() {
        println!("wrote {} ({pages} pages)", path.display());
    }
    if let Some((_, c)) = cover {
        println!(
            "wrote {} (full-wrap cover {:.3} x {:.3} in, spine {:.4} in for {pages} pages on {} paper)",
            cp.display(),
            c.document.pages[0].width / 72.0,
            c.document.pages[0].height / 72.0,
            c.spine / 72.0,
            c.paper.name()
        );
    }
    Ok(())
}

pub fn run(cmd: BookCommand) -> Result<()> {
    let (doc, path, template) = match cmd {
        BookCommand::Book {
            template,
            output,
            cover_only,
            quiet,
        } => return run_book(&template, output, cover_only, quiet),
        BookCommand::Handout {
            template,
            output,
            quiet,
        } => {
            let path = checked_output(&template, output)?;
            let t = HandoutTemplate::load(&template)?;
            check_handout_layout(&t)?;
            let puzzles = generate_with_bar(&t.source, &t.sections, t.seed, quiet)?;
            (handout_document(&t, &puzzles)?, path, template)
        }
    };
    for p in write_document_guarded(&doc, Format::Pdf, &path, &[&template])? {
        println!("wrote {} ({} pages)", p.display(), doc.pages.len());
    }
    Ok(())
}
