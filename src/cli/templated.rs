//! Documents laid out from a TOML template, one function each: `book`
//! and `handout`.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use anyhow::Result;
use clap::{Args, Subcommand};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use std::collections::HashSet;

use documents::book::check_book_layout;
use documents::handout::{check_handout_layout, handout_document};
use documents::make::{MakeError, make_book};
use documents::output::{output_paths, write_document_guarded};
use documents::play_link::PlayUrl;
use documents::preview::pictures;
use documents::puzzle::Puzzles;
use documents::series::{LedgerChange, SeriesKey, read_ledger, record_volume};
use documents::template::{BookTemplate, HandoutTemplate, Problem, Section, Source, TemplateError};
use documents::volume::generate_distinct;
use render::file::{check_not_input, check_output, resolve_format, with_suffix};
use render::{Format, to_pdf_with, to_svg, write_all_atomic};

#[derive(Debug, Subcommand)]
pub enum TemplatedCommand {
    /// Lay out a puzzle book (PDF for print on demand) from a template.
    Book(BookArgs),
    /// Print a handout: rules, King Tut and Quicksand score sheets, puzzles and keys.
    Handout(HandoutArgs),
}

/// The arguments of `book`.
#[derive(Debug, Args)]
pub struct BookArgs {
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
    #[arg(long, value_name = "URL", value_parser = super::play::parse, help = PLAY_HELP)]
    play_url: Option<PlayUrl>,
    /// Write SVG, one file per page (NAME-1.svg, ...; the cover
    /// NAME-cover.svg) [default: from the -o file's extension, else PDF].
    #[arg(long)]
    svg: bool,
    /// No progress bar.
    #[arg(short, long)]
    quiet: bool,
    /// Also write pictures for a store listing into DIR (PNG): the front
    /// cover, the full cover and five sample pages.
    #[arg(long, value_name = "DIR")]
    preview: Option<PathBuf>,
}

/// The arguments of `handout`.
#[derive(Debug, Args)]
pub struct HandoutArgs {
    /// Handout template (TOML), e.g. templates/handout-a4.toml.
    #[arg(long)]
    template: PathBuf,
    /// Output file [default: output/TEMPLATE-NAME.pdf].
    #[arg(short, long)]
    output: Option<PathBuf>,
    #[arg(long, value_name = "URL", value_parser = super::play::parse, help = PLAY_HELP)]
    play_url: Option<PlayUrl>,
    /// Write SVG, one file per page (NAME-1.svg, ...) [default: from
    /// the -o file's extension, else PDF].
    #[arg(long)]
    svg: bool,
    /// No progress bar.
    #[arg(short, long)]
    quiet: bool,
}

/// The help line of `--play-url` on template commands.
const PLAY_HELP: &str = "Print a QR code and link on every puzzle that opens it on URL/play.html#ID, as the template's play_url does (this wins); an absolute http(s) address of the site's folder or of its play.html, a query allowed, no '#'";

/// `output/NAME.pdf` (or `.svg`) for a template `NAME.toml`; the name's
/// bytes are kept as they are, UTF-8 or not.
/// Reads a book template; a problem it names is said with the command
/// that mends it, where there is one.
pub fn load_book(path: &Path) -> Result<BookTemplate> {
    BookTemplate::load(path).map_err(|e| match e.problem {
        Problem::NotACensus => {
            anyhow::anyhow!("{e} (write one with `pyramid-press census --json FILE`)")
        }
        _ => e.into(),
    })
}

fn default_output(template: &Path, format: Format) -> PathBuf {
    let stem = template
        .file_stem()
        .map_or_else(|| "book".into(), std::ffi::OsStr::to_os_string);
    Path::new("output").join(with_suffix(&stem, &format!(".{}", format.extension())))
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
    avoid: &HashSet<SeriesKey>,
    quiet: bool,
) -> Result<Vec<Puzzles>, TemplateError> {
    let bar = progress(sections, quiet);
    let puzzles = generate_distinct(source, sections, seed, avoid, &|n| {
        bar.set_position(n as u64)
    });
    bar.finish_and_clear();
    puzzles
}

/// The cover's path beside the interior's: NAME-cover.pdf (or .svg).
/// With `-o -` (standard output, `--cover-only`) the cover is `-` too.
fn cover_path(interior: &Path, format: Format) -> PathBuf {
    // Standard output, a device or a FIFO: nothing is written beside it
    // (the writer refuses a second file there).
    if render::file::written_in_place(interior) {
        return interior.to_path_buf();
    }
    let stem = interior
        .file_stem()
        .map_or_else(|| "book".into(), std::ffi::OsStr::to_os_string);
    interior.with_file_name(with_suffix(
        &stem,
        &format!("-cover.{}", format.extension()),
    ))
}

/// The output path and format, checked before any work: PDF or SVG (by
/// `--svg` or the file's extension), and never the template itself.
fn checked_output(
    template: &Path,
    output: Option<PathBuf>,
    svg: bool,
) -> Result<(PathBuf, Format)> {
    // Never the template, whatever its extension says.
    if let Some(p) = &output {
        check_not_input(std::slice::from_ref(p), &[template])?;
    }
    let format = resolve_format(svg.then_some(Format::Svg), output.as_deref(), Format::Pdf)?;
    let path = output.unwrap_or_else(|| default_output(template, format));
    check_not_input(std::slice::from_ref(&path), &[template])?;
    // An SVG document is a file per page: never one file.
    check_output(&path, if format == Format::Svg { 2 } else { 1 })?;
    Ok((path, format))
}

/// One rendered file: where it goes and its bytes.
type Rendered = (PathBuf, Vec<u8>);

pub fn run(cmd: TemplatedCommand) -> Result<()> {
    match cmd {
        TemplatedCommand::Book(a) => book(a),
        TemplatedCommand::Handout(a) => handout(a),
    }
}

/// `book`: the print-ready interior and its full-wrap cover, rendered
/// first and then written together, all files or none.
fn book(a: BookArgs) -> Result<()> {
    let template = a.template.as_path();
    let (path, format) = checked_output(template, a.output, a.svg)?;
    let cover_file = cover_path(&path, format);
    check_not_input(std::slice::from_ref(&cover_file), &[template])?;
    // The interior and its cover are two files.
    check_output(&path, if a.cover_only { 1 } else { 2 })?;
    let mut t = load_book(template)?;
    if a.play_url.is_some() {
        t.play_url = a.play_url;
    }
    // Every page in the template's language.
    let _language = documents::locale::enter(t.language);
    check_book_layout(&t)?;
    // A series: the ledger of the volumes before, read before any work.
    let ledger = match &t.series {
        Some(s) => {
            for out in [&path, &cover_file] {
                if render::file::same_target(&s.ledger, out) {
                    anyhow::bail!(
                        "{}: [series] ledger {} is where the book writes {} (-o); give the ledger or the output another name",
                        template.display(),
                        s.ledger.display(),
                        out.display()
                    );
                }
            }
            check_not_input(std::slice::from_ref(&path), &[&s.ledger])?;
            check_not_input(std::slice::from_ref(&cover_file), &[&s.ledger])?;
            Some(read_ledger(&s.ledger)?)
        }
        None => None,
    };
    let bar = progress(&t.sections, a.quiet);
    let made = make_book(t, ledger.as_ref(), &|n| bar.set_position(n as u64));
    bar.finish_and_clear();
    let made = made.map_err(made_error)?;
    let samples = a.preview.as_ref().map(|_| made.layout.clone());
    let pages = made.pages();
    let mut files: Vec<Rendered> = Vec::new();
    if !a.cover_only {
        match format {
            Format::Pdf => files.push((path.clone(), to_pdf_with(&made.interior, &made.options)?)),
            Format::Svg => {
                let paths = output_paths(Format::Svg, &path, pages);
                check_not_input(&paths, &[template])?;
                for (p, page) in paths.into_iter().zip(&made.interior.pages) {
                    files.push((p, to_svg(page).into_bytes()));
                }
            }
        }
    }
    let interior_files = files.len();
    if let Some(c) = &made.cover {
        let bytes = match format {
            Format::Pdf => to_pdf_with(&c.document, &c.options)?,
            Format::Svg => to_svg(&c.document.pages[0]).into_bytes(),
        };
        files.push((cover_file.clone(), bytes));
    }
    let doc = &made.interior;
    let cover = made.cover.as_ref();
    // Pictures for the store, from the same pages.
    let mut pictures_written = None;
    if let (Some(dir), Some(layout), Some(c)) = (&a.preview, &samples, &cover) {
        let made = pictures(doc, layout, c)?;
        pictures_written = Some(made.len());
        for p in made {
            files.push((dir.join(p.name), p.png));
        }
    }
    // The series' ledger with this volume, written last: only when every
    // other file is written too.
    let mut ledger_note = None;
    let t = &made.template;
    if let (Some(s), Some(l), Some((volume, records)), false) =
        (&t.series, &ledger, made.volume_record(), a.cover_only)
    {
        let n = records.len();
        match record_volume(l, &s.ledger, volume, records)? {
            LedgerChange::Add(text) => {
                files.push((s.ledger.clone(), text.into_bytes()));
                ledger_note = Some(format!(
                    "recorded volume {} ({n} puzzles) in {}",
                    s.volume,
                    s.ledger.display()
                ));
            }
            LedgerChange::Unchanged => {
                ledger_note = Some(format!(
                    "{} already records volume {} with these {n} puzzles",
                    s.ledger.display(),
                    s.volume
                ));
            }
        }
    }
    let list: Vec<(&Path, &[u8])> = files
        .iter()
        .map(|(p, b)| (p.as_path(), b.as_slice()))
        .collect();
    write_all_atomic(&list)?;
    match (format, interior_files) {
        (_, 0) => {}
        (Format::Pdf, _) => super::bounds::wrote(
            &path,
            format_args!("wrote {} ({pages} pages)", path.display()),
        )?,
        (Format::Svg, n) => outln!(
            "wrote {} .. {} ({n} SVG pages)",
            files[0].0.display(),
            files[n - 1].0.display()
        ),
    }
    if let Some(c) = cover {
        super::bounds::wrote(
            &cover_file,
            format_args!(
                "wrote {} (full-wrap cover {:.3} x {:.3} in, spine {:.4} in for {pages} pages on {} paper)",
                cover_file.display(),
                c.document.pages[0].width / 72.0,
                c.document.pages[0].height / 72.0,
                c.spine / 72.0,
                c.paper.name()
            ),
        )?;
    }
    if let (Some(dir), Some(n)) = (&a.preview, pictures_written) {
        super::bounds::wrote(
            &path,
            format_args!("wrote {n} preview pictures in {}", dir.display()),
        )?;
    }
    if let Some(note) = ledger_note {
        outln!("{note}");
    }
    // What a print service would refuse or a publisher must change, said
    // once the files are written (an interruption now stops nothing).
    crate::interrupt::output_finished();
    for w in documents::publish::print_warnings(t, pages) {
        errln!("warning: {w}");
    }
    Ok(())
}

/// A product's error as the command line words it: the library's own
/// error, so that [`super::in_flags`] finds it in the chain.
pub(super) fn made_error(e: MakeError) -> anyhow::Error {
    match e {
        MakeError::Template(e) => e.into(),
        MakeError::Book(e) => e.into(),
        MakeError::Print(e) => e.into(),
        MakeError::Daily(e) => e.into(),
        MakeError::Sheet(e) => e.into(),
        MakeError::Puzzles(e) => e.into(),
        MakeError::DailyPuzzles(e) => e.into(),
        MakeError::Deals(e) => e.into(),
    }
}

/// `handout`: rules, score sheets, puzzles and keys for a group.
fn handout(a: HandoutArgs) -> Result<()> {
    let template = a.template.as_path();
    let (path, format) = checked_output(template, a.output, a.svg)?;
    let mut t = HandoutTemplate::load(template)?;
    if a.play_url.is_some() {
        t.play_url = a.play_url;
    }
    // Every page in the template's language.
    let _language = documents::locale::enter(t.language);
    check_handout_layout(&t)?;
    let puzzles = generate_with_bar(&t.source, &t.sections, t.seed, &HashSet::new(), a.quiet)?;
    let doc = handout_document(&t, &puzzles)?;
    let written = write_document_guarded(&doc, format, &path, &[template])?;
    match (format, written.as_slice()) {
        (Format::Svg, [first, .., last]) => outln!(
            "wrote {} .. {} ({} SVG pages)",
            first.display(),
            last.display(),
            written.len()
        ),
        _ => {
            for p in &written {
                super::bounds::wrote(
                    p,
                    format_args!("wrote {} ({} pages)", p.display(), doc.pages.len()),
                )?;
            }
        }
    }
    Ok(())
}
