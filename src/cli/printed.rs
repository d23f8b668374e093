//! Printed documents, one function each: `rules` (the rule sheet), `mat`
//! (the play mat), `daily` (the daily sheet and its web page) and `render`
//! (a single board).

use std::path::{Path, PathBuf};

use anyhow::Result;
use clap::{Args, Subcommand};

use cards::Variant;
use documents::daily::DailyOptions;
use documents::games::egypt::game::GivenPosition;
use documents::games::egypt::keys::solve_for_key;
use documents::games::egypt::rules_sheet::rules_document_with;
use documents::locale::{Lang, scoped};
use documents::make::daily_document;
use documents::mat::{DEFAULT_SQUARE_MM, mat_document, parse_grid};
use documents::output::{resolve_page_format, write_document};
use documents::play_link::PlayUrl;
use documents::puzzle::PrintablePuzzle;
use documents::single::{SingleOptions, board_document_with};
use documents::web::{self, PageFormat, WebPage, write_page};
use egypt::daily;
use egypt::puzzle_id;
use render::file::resolve_format;
use render::{Document, Format, Paper};

use super::egypt::{position_and_target, write_puzzle};

/// Default search budget of `render --key` (distinct positions).
pub const RENDER_MAX_POSITIONS: u64 = 5_000_000;

#[derive(Debug, Subcommand)]
pub enum PrintedCommand {
    /// Print the one-page rule sheet of Egyptian Solitaire.
    Rules(RulesArgs),
    /// Print a blank play mat at true size, split over sheets if needed.
    Mat(MatArgs),
    /// Print the day's puzzles (UTC) with their solutions: one per tier on
    /// 3x4 and 4x5, the same on every machine.
    Daily(DailyArgs),
    /// One board on a printable page, optionally with its solution key.
    Render(RenderArgs),
}

/// The arguments of `rules`.
#[derive(Debug, Args)]
pub struct RulesArgs {
    /// Paper size: letter or a4.
    #[arg(long, default_value = "letter")]
    paper: Paper,
    /// Output format: pdf or svg [default: from the -o file's
    /// extension, else pdf].
    #[arg(long)]
    format: Option<Format>,
    /// Colour the pieces, as on puzzle sheets printed with --color.
    #[arg(long)]
    color: bool,
    /// Output file [default: output/rules-PAPER.FORMAT].
    #[arg(short, long)]
    output: Option<PathBuf>,
    /// Language of the sheet: en, de, fr or es.
    #[arg(long, default_value = "en", value_parser = super::parse_lang)]
    lang: Lang,
}

/// The arguments of `mat`.
#[derive(Debug, Args)]
pub struct MatArgs {
    /// Grid as ROWSxCOLUMNS, e.g. 3x4 or 4x5.
    #[arg(long, default_value = "3x4")]
    grid: String,
    /// Side of a square in millimetres (a Large pyramid is about 25 mm wide).
    #[arg(long, default_value_t = DEFAULT_SQUARE_MM,
          value_parser = super::bounds::millimetres(documents::mat::MIN_SQUARE_MM, documents::mat::MAX_SQUARE_MM))]
    square_mm: f64,
    /// Paper size: letter or a4.
    #[arg(long, default_value = "letter")]
    paper: Paper,
    /// Output format: pdf or svg (one file per sheet: NAME-1.svg, ...)
    /// [default: from the -o file's extension, else pdf].
    #[arg(long)]
    format: Option<Format>,
    /// Output file [default: output/mat-GRID-PAPER.FORMAT].
    #[arg(short, long)]
    output: Option<PathBuf>,
    /// Language of the sheets: en, de, fr or es.
    #[arg(long, default_value = "en", value_parser = super::parse_lang)]
    lang: Lang,
}

/// The arguments of `daily`.
#[derive(Debug, Args)]
pub struct DailyArgs {
    /// The day, as YYYY-MM-DD [default: today in UTC].
    #[arg(long)]
    date: Option<String>,
    /// Paper size: letter or a4.
    #[arg(long, default_value = "letter")]
    paper: Paper,
    /// Write SVG (one file per page: NAME-1.svg, ...) instead of PDF.
    #[arg(long)]
    svg: bool,
    /// Colour the pieces on the puzzle boards.
    #[arg(long)]
    color: bool,
    /// Solutions: 0 gives one compact list; K > 0 gives a key per puzzle
    /// with a diagram after every K moves.
    #[arg(long, default_value_t = 0,
          value_parser = super::bounds::whole::<usize>(0, super::bounds::MAX_EVERY))]
    every: usize,
    /// Output file [default: output/daily-YYYY-MM-DD.pdf, or .svg, or
    /// .html]; the format follows its extension (.pdf, .svg, .html).
    #[arg(short, long)]
    output: Option<PathBuf>,
    /// Print the puzzles as JSON Lines instead of writing the sheet.
    #[arg(long, conflicts_with_all = ["print", "output", "svg"])]
    json: bool,
    /// Print the puzzles as text instead of writing the sheet.
    #[arg(long, conflicts_with_all = ["output", "svg"])]
    print: bool,
    /// Write the playable web page (output/daily-YYYY-MM-DD.html) instead.
    #[arg(long, conflicts_with_all = ["svg", "json", "print", "every"])]
    html: bool,
    /// Web page only: the day's card deals to play on it, a comma-separated
    /// list of pyramid, cheops, pharaohs (each a winnable medium deal
    /// chosen from the date).
    #[arg(long, value_delimiter = ',', default_value = "pyramid", conflicts_with_all = ["svg", "json", "print"])]
    deals: Vec<super::cards::VariantArg>,
    #[arg(long, value_name = "URL", value_parser = super::play::parse, help = super::play::HELP, conflicts_with_all = ["json", "print", "html"])]
    play_url: Option<PlayUrl>,
    /// Language of the sheet and the web page: en, de, fr or es.
    #[arg(long, default_value = "en", value_parser = super::parse_lang)]
    lang: Lang,
}

/// The arguments of `render`.
#[derive(Debug, Args)]
pub struct RenderArgs {
    /// Position in notation (e.g. "S,SM,.,L/...") or a puzzle ID.
    position: String,
    /// Target: small, medium, large or score<=N [default: the puzzle
    /// ID's target, else small].
    #[arg(long, short)]
    target: Option<String>,
    /// Output format: pdf, svg (one file per page: NAME-1.svg, ...) or
    /// html (a playable web page) [default: from the -o file's
    /// extension, else pdf].
    #[arg(long)]
    format: Option<PageFormat>,
    /// Paper size: letter or a4.
    #[arg(long, default_value = "letter")]
    paper: Paper,
    /// Colour the pieces on the board.
    #[arg(long)]
    color: bool,
    /// Solve the position and add its solution key.
    #[arg(long)]
    key: bool,
    /// With --key: a diagram after every K moves (0: the final one only).
    #[arg(long, default_value_t = 5, requires = "key",
          value_parser = super::bounds::whole::<usize>(0, super::bounds::MAX_EVERY))]
    every: usize,
    /// With --key: give up after this many distinct positions.
    #[arg(long, default_value_t = RENDER_MAX_POSITIONS, requires = "key",
          value_parser = super::bounds::whole::<u64>(1, u64::MAX))]
    max_positions: u64,
    /// With --key: give up after this many seconds (0: no time limit).
    #[arg(long, default_value_t = super::search::DEFAULT_MAX_SECONDS, requires = "key",
          value_parser = super::bounds::whole::<u64>(0, super::bounds::MAX_SECONDS))]
    max_seconds: u64,
    /// Output file [default: output/board-ID.FORMAT].
    #[arg(short, long)]
    output: Option<PathBuf>,
    #[arg(long, value_name = "URL", value_parser = super::play::parse, help = super::play::HELP)]
    play_url: Option<PlayUrl>,
    /// Language of the printed page (PDF or SVG): en, de, fr or es.
    #[arg(long, default_value = "en", value_parser = super::parse_lang)]
    lang: Lang,
}

/// The day's deals of the variants other than Pyramid (whose deal of the
/// day is the printed sheet's), in the order asked, each once: a winnable
/// medium deal chosen from the date and the variant.
pub(super) fn deals_of_the_day(day: &str, variants: &[Variant]) -> Result<Vec<cards::Puzzle>> {
    let mut out = Vec::new();
    let mut seen = Vec::new();
    for &v in variants {
        if v == Variant::Pyramid || seen.contains(&v) {
            continue;
        }
        seen.push(v);
        out.push(cards::daily::deal_of_the_day_for(v, day)?);
    }
    Ok(out)
}

pub fn run(cmd: PrintedCommand) -> Result<()> {
    match cmd {
        PrintedCommand::Rules(a) => rules(a),
        PrintedCommand::Mat(a) => mat(a),
        PrintedCommand::Daily(a) => daily(a),
        PrintedCommand::Render(a) => render(a),
    }
}

/// Writes a document's files and names each on standard output.
fn write_and_list(doc: &Document, format: Format, path: &Path) -> Result<()> {
    for p in write_document(doc, format, path)? {
        super::bounds::wrote(path, format_args!("wrote {}", p.display()))?;
    }
    Ok(())
}

/// `rules`: the one-page rule sheet.
fn rules(a: RulesArgs) -> Result<()> {
    let format = resolve_format(a.format, a.output.as_deref(), Format::Pdf)?;
    let paper = a.paper;
    let path = a
        .output
        .unwrap_or_else(|| PathBuf::from(format!("output/rules-{paper}.{}", format.extension())));
    let doc = scoped(a.lang, || rules_document_with(paper, a.color));
    write_and_list(&doc, format, &path)
}

/// `mat`: a blank play mat at true size.
fn mat(a: MatArgs) -> Result<()> {
    let (rows, cols) = parse_grid(&a.grid)?;
    let format = resolve_format(a.format, a.output.as_deref(), Format::Pdf)?;
    let paper = a.paper;
    let path = a.output.unwrap_or_else(|| {
        PathBuf::from(format!(
            "output/mat-{rows}x{cols}-{paper}.{}",
            format.extension()
        ))
    });
    let doc = scoped(a.lang, || mat_document(rows, cols, a.square_mm, paper))?;
    write_and_list(&doc, format, &path)
}

/// `daily`: the day's puzzles as a printed sheet, a web page, JSON Lines
/// or text.
fn daily(a: DailyArgs) -> Result<()> {
    let deals: Vec<Variant> = a.deals.into_iter().map(Variant::from).collect();
    let date = match a.date {
        Some(d) => daily::parse_date(&d).map_err(anyhow::Error::msg)?,
        None => daily::default_date().map_err(anyhow::Error::msg)?,
    };
    // The output settled before any work: -o x.html means the web
    // page, --svg or --html must agree with the extension.
    let given = if a.html {
        Some(PageFormat::Html)
    } else {
        a.svg.then_some(PageFormat::Document(Format::Svg))
    };
    let page_format = resolve_page_format(given, a.output.as_deref(), Format::Pdf)?;
    if page_format == PageFormat::Html && a.play_url.is_some() {
        anyhow::bail!(
            "--play-url is for printed sheets (PDF or SVG): the web page is already on screen"
        );
    }
    if !(a.json || a.print) && page_format != PageFormat::Html && deals != [Variant::Pyramid] {
        anyhow::bail!(
            "--deals chooses the deals of the web page: add --html (the printed sheet has the Pyramid deal of the day)"
        );
    }
    if let Some(out) = &a.output {
        render::file::check_output(out, 1)?;
    }
    if a.json || a.print {
        return print_daily(date, &daily::daily_puzzles(date)?, a.json);
    }
    let format = match page_format {
        PageFormat::Html => {
            let puzzles = daily::daily_puzzles(date)?;
            let card = cards::daily::deal_of_the_day(&daily::date_text(date))?;
            return scoped(a.lang, || {
                daily_page(date, &puzzles, &card, &deals, a.color, a.output)
            });
        }
        PageFormat::Document(f) => f,
    };
    let path = a.output.unwrap_or_else(|| {
        PathBuf::from(format!(
            "output/daily-{}.{}",
            daily::date_text(date),
            format.extension()
        ))
    });
    let opts = DailyOptions {
        paper: a.paper,
        color: a.color,
        every: a.every,
    };
    let doc = scoped(a.lang, || daily_document(date, &opts, a.play_url.as_ref()))
        .map_err(super::templated::made_error)?;
    write_and_list(&doc, format, &path)
}

/// `daily --json` (one object a line) or `daily --print` (text).
fn print_daily(date: time::Date, puzzles: &[egypt::generator::Puzzle], json: bool) -> Result<()> {
    if !json {
        outln!("Puzzles of {}", daily::date_text(date));
    }
    for (i, p) in puzzles.iter().enumerate() {
        if json {
            outln!("{}", serde_json::to_string(p)?);
        } else {
            let mut text = Vec::new();
            write_puzzle(&mut text, i + 1, p)?;
            super::stdout::write_bytes(&text)?;
        }
    }
    Ok(())
}

/// `daily --html`: the day's playable web page, with the card deals asked
/// for.
fn daily_page(
    date: time::Date,
    puzzles: &[egypt::generator::Puzzle],
    card: &cards::Puzzle,
    deals: &[Variant],
    color: bool,
    output: Option<PathBuf>,
) -> Result<()> {
    let path = match output {
        Some(p) => {
            web::check_html_name(&p)?;
            p
        }
        None => PathBuf::from(format!("output/daily-{}.html", daily::date_text(date))),
    };
    let extra = deals_of_the_day(&daily::date_text(date), deals)?;
    let mut list: Vec<&dyn PrintablePuzzle> =
        puzzles.iter().map(|p| p as &dyn PrintablePuzzle).collect();
    if deals.contains(&Variant::Pyramid) {
        list.push(card);
    }
    list.extend(extra.iter().map(|p| p as &dyn PrintablePuzzle));
    let page = web::render_page(&WebPage {
        title: format!(
            "{} {}",
            documents::daily::title(),
            documents::daily::short_date(date)
        ),
        subtitle: documents::daily::long_date(date),
        puzzles: &list,
        color,
    });
    let written = write_page(&path, &page, &[])?;
    super::bounds::wrote(&path, format_args!("wrote {}", written.display()))?;
    Ok(())
}

/// `render`: one board on a printable page (optionally with its solution
/// key), or as a playable web page.
fn render(a: RenderArgs) -> Result<()> {
    let (board, target) = position_and_target(&a.position, a.target.as_deref())?;
    let format = match resolve_page_format(a.format, a.output.as_deref(), Format::Pdf)? {
        PageFormat::Html if a.play_url.is_some() => anyhow::bail!(
            "--play-url is for printed pages (PDF or SVG): the web page is already on screen"
        ),
        PageFormat::Html => {
            let lang = a.lang;
            return scoped(lang, || render_page(board, target, a));
        }
        PageFormat::Document(f) => f,
    };
    if let Some(out) = &a.output {
        render::file::check_output(out, 1)?;
    }
    let solution = if a.key {
        let _bar = super::search::SearchBar::start("solving for the key");
        let limits = super::search::limits(a.max_positions, a.max_seconds);
        Some(solve_for_key(&board, target, limits)?)
    } else {
        None
    };
    let id = puzzle_id::encode(&board, target);
    let path = a
        .output
        .unwrap_or_else(|| PathBuf::from(format!("output/board-{id}.{}", format.extension())));
    let opts = SingleOptions {
        paper: a.paper,
        color: a.color,
        key: solution.is_some(),
        every: a.every,
    };
    let given = GivenPosition {
        board,
        target,
        id,
        solution,
    };
    let doc = scoped(a.lang, || {
        board_document_with(&given, &opts, a.play_url.as_ref())
    })?;
    write_and_list(&doc, format, &path)
}

/// `render --format html`: the board as a playable web page, with hints
/// when a solution is found.
fn render_page(board: egypt::Board, target: egypt::Target, a: RenderArgs) -> Result<()> {
    if let Some(p) = &a.output {
        web::check_html_name(p)?;
        render::file::check_output(p, 1)?;
    }
    let id = puzzle_id::encode(&board, target);
    let limits = super::search::limits(a.max_positions, a.max_seconds);
    // A goal that cannot be reached is refused, as for the printed key;
    // a search that runs out of budget still gives a playable page (its
    // own solver answers hints where it can).
    let solution = match solve_for_key(&board, target, limits) {
        Ok(s) => Some(s),
        Err(e @ documents::games::egypt::keys::NoKey::Unsolvable { .. }) => return Err(e.into()),
        Err(e) if a.key => return Err(e.into()),
        Err(_) => None,
    };
    let path = a
        .output
        .unwrap_or_else(|| PathBuf::from(format!("output/board-{id}.html")));
    let subtitle = documents::tr!(
        "web-board-subtitle",
        grid = board.size().to_string(),
        id = id.clone()
    );
    let given = GivenPosition {
        board,
        target,
        id,
        solution,
    };
    let page = web::render_page(&WebPage {
        title: documents::single::web_title(&given),
        subtitle,
        puzzles: &[&given],
        color: a.color,
    });
    let written = write_page(&path, &page, &[])?;
    super::bounds::wrote(&path, format_args!("wrote {}", written.display()))?;
    Ok(())
}
