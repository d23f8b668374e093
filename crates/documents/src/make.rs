//! The products of the command line as functions of their settings, with
//! no file in or out: a book and its cover, a handout, the day's sheet and
//! a card deal sheet. The command line (`book`, `handout`, `daily`, `cards
//! sheet`) and the studio (crates/studio-engine) call these same functions,
//! so the two give the same bytes by construction.

use std::collections::HashSet;

use render::{Document, Paper, PdfOptions};

use crate::book::{BookError, BookLayout, book_layout};
use crate::cover::{CoverLayout, cover_layout};
use crate::daily::{DailyError, DailyExtra, DailyOptions, daily_sheet_with};
use crate::play_link::PlayUrl;
use crate::publish::{PrintError, print_interior};
use crate::puzzle::{PrintablePuzzle, Puzzles};
use crate::series::{Ledger, PuzzleRecord, SeriesKey, VolumeRecord};
use crate::sheet::{SheetKeyError, numbered, puzzle_sheet_with};
use crate::template::{BookTemplate, TemplateError};
use crate::volume::{SectionRun, arrange, generate_distinct_with, records};

/// Why a product could not be made.
#[derive(Debug, thiserror::Error)]
pub enum MakeError {
    #[error(transparent)]
    Template(#[from] TemplateError),
    #[error(transparent)]
    Book(#[from] BookError),
    #[error(transparent)]
    Print(#[from] PrintError),
    #[error(transparent)]
    Daily(#[from] DailyError),
    #[error(transparent)]
    Sheet(#[from] SheetKeyError),
    #[error(transparent)]
    Puzzles(#[from] egypt::generator::GenerateError),
    #[error(transparent)]
    DailyPuzzles(#[from] egypt::daily::DailyError),
    #[error(transparent)]
    Deals(#[from] cards::GenerateError),
}

/// A book made from its template: the interior, ready for
/// [`render::to_pdf_with`], and its cover.
pub struct MadeBook {
    /// The template as laid out: sections in the book's order, numbering
    /// continued from the series' ledger.
    pub template: BookTemplate,
    /// The puzzles by section, in the book's order.
    pub puzzles: Vec<Puzzles>,
    /// The layout's page facts (its document is `interior`).
    pub layout: BookLayout,
    /// The print-ready interior and its PDF options.
    pub interior: Document,
    pub options: PdfOptions,
    /// The full-wrap cover; none for a book without puzzles.
    pub cover: Option<CoverLayout>,
}

impl MadeBook {
    /// Interior pages, blank pages added for the printer included.
    pub fn pages(&self) -> usize {
        self.interior.pages.len()
    }

    /// What the series' ledger records of this volume, for a book of a
    /// series.
    pub fn volume_record(&self) -> Option<(VolumeRecord, Vec<PuzzleRecord>)> {
        let t = &self.template;
        let s = t.series.as_ref()?;
        let volume = VolumeRecord {
            volume: s.volume,
            date: t
                .print
                .date
                .map(|d| format!("{:04}-{:02}-{:02}", d.year, d.month, d.day)),
            title: t.title.clone(),
            line: 0,
        };
        Some((volume, records(&self.puzzles, s.volume, &t.first_numbers)))
    }
}

/// Makes a book from its checked template (see
/// [`crate::book::check_book_layout`]) and, for a series, the ledger of
/// the volumes before: its puzzles are kept out and its numbering goes on.
/// `progress` hears the count of puzzles generated.
pub fn make_book(
    t: BookTemplate,
    ledger: Option<&Ledger>,
    progress: &(dyn Fn(usize) + Sync),
) -> Result<MadeBook, MakeError> {
    make_book_with(t, ledger, progress, &|s, seed, p, avoid| {
        s.spec.generate_avoiding(seed, p, avoid)
    })
}

/// [`make_book`] with each section's puzzles made by `run` (see
/// [`generate_distinct_with`]): the studio's preview keeps the sections it
/// made and lays the book out again when only its words or its page
/// change.
pub fn make_book_with(
    mut t: BookTemplate,
    ledger: Option<&Ledger>,
    progress: &(dyn Fn(usize) + Sync),
    run: &SectionRun,
) -> Result<MadeBook, MakeError> {
    let avoid: HashSet<SeriesKey> = match (&t.series, ledger) {
        (Some(s), Some(l)) => {
            if s.continue_numbering {
                t.first_numbers = l.next_numbers(s.volume);
            }
            l.keys_except(s.volume)
        }
        _ => Default::default(),
    };
    let puzzles = generate_distinct_with(&t.source, &t.sections, t.seed, &avoid, progress, run)?;
    // The difficulty curve: sections and puzzles in the order asked for.
    let (t, puzzles) = arrange(&t, puzzles);
    let mut layout = book_layout(&t, &puzzles)?;
    let document = std::mem::replace(
        &mut layout.document,
        Document {
            title: String::new(),
            pages: Vec::new(),
        },
    );
    let (interior, options) = print_interior(&t, document)?;
    let pages = interior.pages.len();
    let cover = match (
        puzzles.iter().flatten().next(),
        puzzles.last().and_then(|l| l.first()),
    ) {
        (Some(sample), Some(front)) => Some(cover_layout(
            &t,
            pages,
            front.as_ref(),
            sample.as_ref(),
            &puzzles,
        )),
        _ => None,
    };
    Ok(MadeBook {
        template: t,
        puzzles,
        layout,
        interior,
        options,
        cover,
    })
}

/// The day's printed sheet: its puzzles, one per tier on 3x4 and 4x5, and
/// the Pyramid deal of the day, in the language in force.
pub fn daily_document(
    date: time::Date,
    opts: &DailyOptions,
    play: Option<&PlayUrl>,
) -> Result<Document, MakeError> {
    let puzzles = egypt::daily::daily_puzzles(date)?;
    let card = cards::daily::deal_of_the_day(&egypt::daily::date_text(date))?;
    let title = crate::tr!("daily-card-deal");
    let deal = DailyExtra {
        puzzle: &card,
        title: &title,
    };
    Ok(daily_sheet_with(date, &puzzles, Some(&deal), opts, play)?)
}

/// A card deal sheet: the deals, a page each, and their solution key,
/// titled by the rule set, in the language in force.
pub fn cards_sheet_document(
    rules: cards::Rules,
    deals: &[Box<dyn PrintablePuzzle>],
    paper: Paper,
    play: Option<&PlayUrl>,
) -> Result<Document, MakeError> {
    let name = crate::games::cards::words::rules_name(rules);
    let title = crate::tr!("cards-sheet-title", rules = name);
    Ok(Document {
        title: title.clone(),
        pages: puzzle_sheet_with(
            &numbered(deals.iter().map(|d| d.as_ref())),
            paper,
            &title,
            play,
        )?,
    })
}

/// `count` winnable deals of `tier` under `rules` from `seed`, as `cards
/// sheet` generates them.
pub fn sheet_deals(
    rules: cards::Rules,
    tier: cards::Tier,
    count: usize,
    seed: u64,
) -> Result<Vec<Box<dyn PrintablePuzzle>>, MakeError> {
    Ok(
        crate::games::cards::game::generate_sheet(rules, tier, count, seed)?
            .into_iter()
            .map(|p| Box::new(p) as Box<dyn PrintablePuzzle>)
            .collect(),
    )
}

/// The most deals on one card deal sheet (a page each, all kept until
/// the sheet is written).
pub const MAX_SHEET_DEALS: usize = 1_000;

/// The most moves between two diagrams of a solution key (`every`).
pub const MAX_EVERY: usize = 1_000;
