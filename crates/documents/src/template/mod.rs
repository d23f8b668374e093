//! Book and handout templates: TOML files read with every error located at
//! `file:line:column`, then checked into plain settings the layouts use.

mod print;
mod source;

pub use print::*;
pub use source::*;

use std::ops::Range;
use std::path::Path;
use std::sync::Arc;

use serde::Deserialize;
use toml::Spanned;

use crate::catalog::{GAMES, PuzzleSpec};
use crate::play_link::PlayUrl;
use crate::puzzle::{CensusFigures, Game};
use crate::section::SectionKeys;
use crate::text_caps as caps;
use render::Paper;
use render::file::PT_PER_MM;

/// Points per inch.
pub const PT_PER_IN: f64 = 72.0;
/// Bleed added on the top, the bottom and the outside edge when asked.
pub const BLEED_IN: f64 = 0.125;
/// Smallest top, bottom and outside margin without bleed (inches).
pub const MIN_MARGIN_IN: f64 = 0.25;
/// Smallest top, bottom and outside margin with bleed (inches).
pub const MIN_MARGIN_BLEED_IN: f64 = 0.375;
/// Most puzzles on one page.
pub const MAX_PER_PAGE: usize = 12;

/// The inside (gutter) margin print-on-demand printers ask for a book of
/// `pages` pages, in inches.
pub fn gutter_in(pages: usize) -> f64 {
    match pages {
        0..=150 => 0.375,
        151..=300 => 0.5,
        301..=500 => 0.625,
        501..=700 => 0.75,
        _ => 0.875,
    }
}

/// Trim size as written: a preset name or a table of width and height.
/// Read by hand rather than as an untagged enum, so that a problem inside
/// the table (an unknown key, a value that is not a number) is reported at
/// that key or value, not at the start of the table.
#[derive(Clone, Debug)]
enum TrimRaw {
    Preset(String),
    Inches { width_in: f64, height_in: f64 },
    Millimetres { width_mm: f64, height_mm: f64 },
}

/// The keys a trim table may have.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TrimTable {
    width_in: Option<f64>,
    height_in: Option<f64>,
    width_mm: Option<f64>,
    height_mm: Option<f64>,
}

impl<'de> Deserialize<'de> for TrimRaw {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<TrimRaw, D::Error> {
        struct Trim;
        impl<'de> serde::de::Visitor<'de> for Trim {
            type Value = TrimRaw;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str(
                    "trim must be a preset name: \"5x8\", \"5.5x8.5\", \"6x9\", \"7x10\", \"8.5x11\", \"A4\", \"A5\", \
                     or a table { width_in = .., height_in = .. } or { width_mm = .., height_mm = .. }",
                )
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<TrimRaw, E> {
                Ok(TrimRaw::Preset(v.to_string()))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<TrimRaw, A::Error> {
                let t = TrimTable::deserialize(serde::de::value::MapAccessDeserializer::new(map))?;
                match (t.width_in, t.height_in, t.width_mm, t.height_mm) {
                    (Some(width_in), Some(height_in), None, None) => Ok(TrimRaw::Inches {
                        width_in,
                        height_in,
                    }),
                    (None, None, Some(width_mm), Some(height_mm)) => Ok(TrimRaw::Millimetres {
                        width_mm,
                        height_mm,
                    }),
                    _ => Err(serde::de::Error::custom(TRIM_KEYS)),
                }
            }
        }
        d.deserialize_any(Trim)
    }
}

/// Margins in inches; a missing one takes its default.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct MarginsRaw {
    top: Option<Spanned<f64>>,
    bottom: Option<Spanned<f64>>,
    outside: Option<Spanned<f64>>,
    inside: Option<Spanned<f64>>,
}

/// Where the solutions go.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SolutionsAt {
    /// All solutions in a section at the back of the book.
    #[default]
    Back,
    /// The solutions of a section right after its puzzles.
    AfterSection,
}

/// How solution keys are laid out (`solution_layout` in a book or handout
/// template).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SolutionLayout {
    /// Several keys a page: the steps, and one small diagram only where
    /// the key needs one (the game's choice: for Egyptian Solitaire a
    /// trap moment past the first move, or the end of a long line).
    #[default]
    Compact,
    /// One or two keys a page, each with the game's few large diagrams.
    Roomy,
}

impl SolutionLayout {
    /// The values a template may write.
    pub const NAMES: [&'static str; 2] = ["compact", "roomy"];
}

/// A template's `solution_layout = "..."`, checked, or an error at the
/// value.
fn solution_layout(
    src: &Source,
    v: Option<Spanned<String>>,
) -> Result<SolutionLayout, TemplateError> {
    let Some(v) = v else {
        return Ok(SolutionLayout::default());
    };
    Ok(
        match one_of(src, &v, "solution_layout", &SolutionLayout::NAMES)? {
            "roomy" => SolutionLayout::Roomy,
            _ => SolutionLayout::Compact,
        },
    )
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct BookRaw {
    title: String,
    #[serde(default)]
    subtitle: String,
    #[serde(default)]
    author: String,
    #[serde(default)]
    seed: Option<Spanned<i64>>,
    trim: Spanned<TrimRaw>,
    #[serde(default)]
    bleed: bool,
    #[serde(default)]
    margins: Option<Spanned<MarginsRaw>>,
    #[serde(default)]
    puzzles_per_page: Option<Spanned<i64>>,
    #[serde(default)]
    solutions: SolutionsAt,
    /// "compact" (the default) or "roomy".
    #[serde(default)]
    solution_layout: Option<Spanned<String>>,
    #[serde(default)]
    color: bool,
    #[serde(default)]
    large_print: bool,
    sections: Spanned<Vec<Spanned<SectionKeys>>>,
    /// Print-on-demand settings.
    #[serde(default)]
    print: Option<Spanned<PrintRaw>>,
    /// A census JSON (`census --json`) for "The game in numbers" page.
    #[serde(default)]
    game_in_numbers: Option<Spanned<String>>,
    /// "as-written", "ramp" or "by-tier" (see `crate::order`).
    #[serde(default)]
    order: Option<Spanned<String>>,
    /// A series' ledger and this book's volume (see `crate::series`).
    #[serde(default)]
    series: Option<Spanned<crate::series::SeriesRaw>>,
    /// The site whose play.html opens the printed puzzles.
    #[serde(default)]
    play_url: Option<Spanned<String>>,
    /// The language of every page: "en" (the default), "de", "fr", "es".
    #[serde(default)]
    language: Option<Spanned<String>>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct HandoutRaw {
    title: String,
    #[serde(default)]
    subtitle: String,
    #[serde(default)]
    seed: Option<Spanned<i64>>,
    paper: Spanned<String>,
    #[serde(default)]
    players: Option<Spanned<i64>>,
    #[serde(default)]
    rounds: Option<Spanned<i64>>,
    #[serde(default)]
    puzzles_per_page: Option<Spanned<i64>>,
    #[serde(default)]
    color: bool,
    /// "compact" (the default) or "roomy".
    #[serde(default)]
    solution_layout: Option<Spanned<String>>,
    sections: Spanned<Vec<Spanned<SectionKeys>>>,
    /// The site whose play.html opens the printed puzzles.
    #[serde(default)]
    play_url: Option<Spanned<String>>,
    /// The language of every page: "en" (the default), "de", "fr", "es".
    #[serde(default)]
    language: Option<Spanned<String>>,
}

/// One section: a run of puzzles of one kind (a grid, target and tier,
/// or a card rule set and tier).
#[derive(Clone, Debug, PartialEq)]
pub struct Section {
    pub title: String,
    /// What to generate.
    pub spec: PuzzleSpec,
    pub count: usize,
    /// Puzzles per page written for this section, and where.
    pub per_page: Option<(usize, Range<usize>)>,
    /// Where the section is written, for errors found later (layout,
    /// generation).
    pub span: Range<usize>,
    /// Its own `order`, if written (see `crate::order`).
    pub order: Option<crate::order::Order>,
}

/// Margins in points.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Margins {
    pub top: f64,
    pub bottom: f64,
    pub outside: f64,
    /// The inside margin asked for; the book raises it to the gutter its
    /// page count needs (see [`gutter_in`]).
    pub inside: f64,
}

/// A checked book template.
#[derive(Clone, Debug)]
pub struct BookTemplate {
    pub source: Source,
    pub title: String,
    pub subtitle: String,
    pub author: String,
    pub seed: u64,
    /// Trim width and height in points.
    pub trim: (f64, f64),
    pub bleed: bool,
    pub margins: Margins,
    pub margins_span: Range<usize>,
    pub puzzles_per_page: usize,
    pub per_page_span: Range<usize>,
    pub solutions: SolutionsAt,
    /// How the keys are laid out (`solution_layout`).
    pub solution_layout: SolutionLayout,
    pub color: bool,
    /// Every text at least 16 pt, diagrams to match.
    pub large_print: bool,
    pub sections: Vec<Section>,
    /// Print-on-demand settings: the `[print]` table.
    pub print: Print,
    /// The census for a "The game in numbers" page (`game_in_numbers`).
    pub game_in_numbers: Option<Arc<dyn CensusFigures>>,
    /// The book's `order` (see `crate::order`).
    pub order: crate::order::Order,
    /// The `[series]` table (see `crate::series`).
    pub series: Option<crate::series::SeriesSettings>,
    /// The first number of each game's puzzles (by its series key's game;
    /// 1 when absent): set from a series' ledger to go on from the
    /// volumes before.
    pub first_numbers: std::collections::BTreeMap<String, usize>,
    /// Where the printed puzzles can be played (`play_url`): each then
    /// carries a QR code and link to it.
    pub play_url: Option<PlayUrl>,
    /// The language of every page (`language`).
    pub language: crate::locale::Lang,
}

/// A checked handout template.
#[derive(Clone, Debug)]
pub struct HandoutTemplate {
    pub source: Source,
    pub title: String,
    pub subtitle: String,
    pub seed: u64,
    pub paper: Paper,
    pub players: usize,
    pub rounds: usize,
    pub puzzles_per_page: usize,
    pub per_page_span: Range<usize>,
    pub color: bool,
    /// How the keys are laid out (`solution_layout`).
    pub solution_layout: SolutionLayout,
    pub sections: Vec<Section>,
    /// Where the printed puzzles can be played (`play_url`).
    pub play_url: Option<PlayUrl>,
    /// The language of every page (`language`).
    pub language: crate::locale::Lang,
}

/// A template's `language = "de"`, checked, or an error at the value.
fn language(
    src: &Source,
    key: Option<Spanned<String>>,
) -> Result<crate::locale::Lang, TemplateError> {
    match key {
        None => Ok(crate::locale::Lang::En),
        Some(k) => k
            .get_ref()
            .parse()
            .map_err(|e: crate::locale::UnknownLang| src.error(k.span(), format!("language: {e}"))),
    }
}

/// A template's `play_url = "..."`, checked, or an error at the value.
fn play_url(src: &Source, key: Option<Spanned<String>>) -> Result<Option<PlayUrl>, TemplateError> {
    key.map(|k| {
        PlayUrl::parse(k.get_ref()).map_err(|e| src.error(k.span(), format!("play_url: {e}")))
    })
    .transpose()
}

fn seed(src: &Source, s: Option<Spanned<i64>>) -> Result<u64, TemplateError> {
    match s {
        None => Ok(1),
        Some(s) if *s.get_ref() >= 0 => Ok(*s.get_ref() as u64),
        Some(s) => Err(src.error(s.span(), "seed must be a whole number of 0 or more")),
    }
}

fn ranged(
    src: &Source,
    v: Option<Spanned<i64>>,
    key: &str,
    default: usize,
    lo: usize,
    hi: usize,
) -> Result<(usize, Range<usize>), TemplateError> {
    match v {
        None => Ok((default, 0..0)),
        Some(s) => {
            let n = *s.get_ref();
            if n < lo as i64 || n > hi as i64 {
                Err(src.error(
                    s.span(),
                    format!("{key} = {n} is out of range: use {lo} to {hi}"),
                ))
            } else {
                Ok((n as usize, s.span()))
            }
        }
    }
}

/// The names of the `games` that read sections, as an error lists them:
/// "egypt" or "cards".
fn game_names(games: &[&'static Game]) -> String {
    let names: Vec<String> = games
        .iter()
        .filter(|g| g.section.is_some())
        .map(|g| format!("\"{}\"", g.name))
        .collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

/// The sections of a template, each read by its game in `games` (the
/// first when it names none).
fn sections(
    src: &Source,
    raw: Spanned<Vec<Spanned<SectionKeys>>>,
    games: &[&'static Game],
) -> Result<Vec<Section>, TemplateError> {
    let span = raw.span();
    let list = raw.into_inner();
    if list.is_empty() {
        return Err(src.error(span, "no sections: add at least one [[sections]] table"));
    }
    let mut out = Vec::new();
    for s in list {
        let span = s.span();
        let mut s = s.into_inner();
        let game = s
            .game
            .as_ref()
            .map(|g| (g.get_ref().trim().to_ascii_lowercase(), g.span()));
        let count = *s.count.get_ref();
        if !(1..=1000).contains(&count) {
            return Err(src.error(
                s.count.span(),
                format!("count = {count} is out of range: use 1 to 1000"),
            ));
        }
        let count = count as usize;
        let per_page = match s.puzzles_per_page.take() {
            None => None,
            Some(v) => {
                let (n, sp) = ranged(src, Some(v), "puzzles_per_page", 1, 1, MAX_PER_PAGE)?;
                Some((n, sp))
            }
        };
        let first = games.iter().find_map(|g| Some((*g, g.section?)));
        let (game, read) = match game {
            None => first,
            Some((name, sp)) => {
                let named = games
                    .iter()
                    .filter(|g| g.name == name)
                    .find_map(|g| Some((*g, g.section?)));
                if named.is_none() {
                    return Err(src.error(
                        sp,
                        format!("unknown game '{name}': use {}", game_names(games)),
                    ));
                }
                named
            }
        }
        .ok_or_else(|| src.error(span.clone(), "no game can read a section"))?;
        let (spec, default_title) = read(&s, count).map_err(|e| {
            let problem = if e.missing_key {
                Problem::MissingKey
            } else {
                Problem::Value
            };
            src.error(e.span, e.message).of(problem)
        })?;
        let spec = PuzzleSpec::new(game, spec);
        let order =
            crate::order::parse(s.order.as_ref(), true).map_err(|(at, m)| src.error(at, m))?;
        out.push(Section {
            title: s.title.unwrap_or(default_title),
            spec,
            count,
            per_page,
            span,
            order,
        });
    }
    Ok(out)
}

/// Trim presets, in points.
pub fn trim_preset(name: &str) -> Option<(f64, f64)> {
    let inch = |w: f64, h: f64| Some((w * PT_PER_IN, h * PT_PER_IN));
    match name.trim().to_ascii_lowercase().as_str() {
        "5x8" => inch(5.0, 8.0),
        "5.5x8.5" => inch(5.5, 8.5),
        "6x9" => inch(6.0, 9.0),
        "7x10" => inch(7.0, 10.0),
        "8.5x11" => inch(8.5, 11.0),
        "a4" => Some((210.0 * PT_PER_MM, 297.0 * PT_PER_MM)),
        "a5" => Some((148.0 * PT_PER_MM, 210.0 * PT_PER_MM)),
        _ => None,
    }
}

/// The readers every kind of template has: `load` (a file), `from_source`
/// (a text) and `from_source_in` (a text whose sections a registry of
/// one's own reads), all through the kind's `check_source` and the check of
/// its text fields' caps, the first problem in file order reported.
macro_rules! template_readers {
    ($kind:ident, $what:literal, $caps:ident) => {
        impl $kind {
            #[doc = concat!("Reads and checks a ", $what, " template.")]
            pub fn load(path: &Path) -> Result<$kind, TemplateError> {
                $kind::from_source(Source::read(path)?)
            }

            #[doc = concat!("Checks a ", $what, " template's text; the first problem in file order is reported.")]
            pub fn from_source(source: Source) -> Result<$kind, TemplateError> {
                Self::from_source_in(source, &GAMES)
            }

            #[doc = concat!("As [`", stringify!($kind), "::from_source`], its sections read by the games of `games` (a registry with a game of one's own).")]
            pub fn from_source_in(
                source: Source,
                games: &[&'static Game],
            ) -> Result<$kind, TemplateError> {
                checked(source, &|s| Self::check_source(s, games), $caps)
            }
        }
    };
}

template_readers!(BookTemplate, "book", check_book);
template_readers!(HandoutTemplate, "handout", check_handout);

impl BookTemplate {
    fn check_source(
        source: Source,
        games: &[&'static Game],
    ) -> Result<BookTemplate, TemplateError> {
        let raw: BookRaw = source.parse()?;
        let src = &source;
        let trim_span = raw.trim.span();
        let trim = match raw.trim.into_inner() {
            TrimRaw::Preset(p) => trim_preset(&p).ok_or_else(|| {
                src.error(
                    trim_span.clone(),
                    format!(
                        "unknown trim size '{p}': use 5x8, 5.5x8.5, 6x9, 7x10, 8.5x11, A4, A5 \
                         or {{ width_in = .., height_in = .. }}"
                    ),
                )
            })?,
            TrimRaw::Inches {
                width_in,
                height_in,
            } => (width_in * PT_PER_IN, height_in * PT_PER_IN),
            TrimRaw::Millimetres {
                width_mm,
                height_mm,
            } => (width_mm * PT_PER_MM, height_mm * PT_PER_MM),
        };
        // 3 x 3 in up to 17 x 17 in covers every book printer's range.
        if !(216.0..=1224.0).contains(&trim.0) || !(216.0..=1224.0).contains(&trim.1) {
            return Err(src.error(
                trim_span,
                "trim size out of range: width and height must be 3 to 17 inches",
            ));
        }
        let bleed = raw.bleed;
        let min = if bleed {
            MIN_MARGIN_BLEED_IN
        } else {
            MIN_MARGIN_IN
        };
        let (m, margins_span) = match raw.margins {
            Some(m) => {
                let span = m.span();
                (m.into_inner(), span)
            }
            None => (MarginsRaw::default(), 0..0),
        };
        let margin = |v: Option<Spanned<f64>>, key: &str, default: f64, least: f64| {
            let Some(v) = v else {
                return Ok(default.max(least) * PT_PER_IN);
            };
            let x = *v.get_ref();
            if !x.is_finite() || x < least {
                return Err(src.error(
                    v.span(),
                    format!(
                        "margins.{key} = {x} in is below the printers' minimum of {least} in{}: use {least} or more",
                        if bleed && key != "inside" {
                            " with bleed"
                        } else {
                            ""
                        }
                    ),
                ));
            }
            if x * PT_PER_IN * 3.0 > trim.0.min(trim.1) {
                return Err(src.error(
                    v.span(),
                    format!("margins.{key} = {x} in leaves too little page: use a smaller margin"),
                ));
            }
            Ok(x * PT_PER_IN)
        };
        let margins = Margins {
            top: margin(m.top, "top", 0.5, min)?,
            bottom: margin(m.bottom, "bottom", 0.5, min)?,
            outside: margin(m.outside, "outside", 0.5, min)?,
            inside: margin(m.inside, "inside", gutter_in(0), gutter_in(0))?,
        };
        let (puzzles_per_page, per_page_span) = ranged(
            src,
            raw.puzzles_per_page,
            "puzzles_per_page",
            2,
            1,
            MAX_PER_PAGE,
        )?;
        // A section's default title is in the language of the pages.
        let language = language(src, raw.language)?;
        let sections = crate::locale::scoped(language, || sections(src, raw.sections, games))?;
        let print = Print::from_raw(src, raw.print, raw.color)?;
        let game_in_numbers = census_file(src, raw.game_in_numbers, games)?;
        let order = crate::order::parse(raw.order.as_ref(), false)
            .map_err(|(at, m)| src.error(at, m))?
            .unwrap_or_default();
        let series = crate::series::SeriesSettings::from_raw(&src.file, raw.series)
            .map_err(|(at, m)| src.error(at, m))?;
        let play_url = play_url(src, raw.play_url)?;
        let solution_layout = solution_layout(src, raw.solution_layout)?;
        let t = BookTemplate {
            title: raw.title,
            subtitle: raw.subtitle,
            author: raw.author,
            seed: seed(src, raw.seed)?,
            trim,
            bleed,
            margins,
            margins_span,
            puzzles_per_page,
            per_page_span,
            solutions: raw.solutions,
            solution_layout,
            color: raw.color,
            large_print: raw.large_print,
            sections,
            print,
            game_in_numbers,
            order,
            series,
            first_numbers: Default::default(),
            play_url,
            language,
            source,
        };
        t.print.check(&t)?;
        Ok(t)
    }

    /// Puzzles in the whole book.
    pub fn puzzle_count(&self) -> usize {
        self.sections.iter().map(|s| s.count).sum()
    }
}

/// A book template's `game_in_numbers = "FILE.json"`: the census JSON it
/// names (relative to the template's folder), or an error at the value.
fn census_file(
    src: &Source,
    key: Option<Spanned<String>>,
    games: &[&'static Game],
) -> Result<Option<Arc<dyn CensusFigures>>, TemplateError> {
    let Some(key) = key else {
        return Ok(None);
    };
    let Some(read) = games.iter().find_map(|g| g.census) else {
        return Err(src.error(key.span(), "game_in_numbers: no game has a census page"));
    };
    let name = key.get_ref();
    let path = Path::new(&src.file)
        .parent()
        .unwrap_or(Path::new(""))
        .join(name);
    seed::read::read_text_capped(&path, seed::read::MAX_INPUT_BYTES)
        .map_err(|e| match e {
            seed::read::ReadError::Io { source, .. } => source.to_string(),
            seed::read::ReadError::TooLarge { cap, .. } => format!(
                "it holds more than {}, the most read from one file",
                seed::read::size_text(cap)
            ),
            other => other.to_string(),
        })
        .and_then(|text| read(&text).map_err(|e| e.to_string()))
        .map(Some)
        .map_err(|why| {
            src.error(
                key.span(),
                format!(
                    "game_in_numbers: cannot use {} as a census: {why}",
                    path.display()
                ),
            )
            .of(Problem::NotACensus)
        })
}

impl HandoutTemplate {
    fn check_source(
        source: Source,
        games: &[&'static Game],
    ) -> Result<HandoutTemplate, TemplateError> {
        let raw: HandoutRaw = source.parse()?;
        let src = &source;
        let paper = raw.paper.get_ref().parse::<Paper>().map_err(|_| {
            src.error(
                raw.paper.span(),
                format!(
                    "unknown paper '{}': use \"letter\" or \"a4\"",
                    raw.paper.get_ref()
                ),
            )
        })?;
        let (players, _) = ranged(src, raw.players, "players", 4, 2, 8)?;
        let (rounds, _) = ranged(src, raw.rounds, "rounds", 5, 1, 12)?;
        let (puzzles_per_page, per_page_span) = ranged(
            src,
            raw.puzzles_per_page,
            "puzzles_per_page",
            4,
            1,
            MAX_PER_PAGE,
        )?;
        // A section's default title is in the language of the pages.
        let language = language(src, raw.language)?;
        let sections = crate::locale::scoped(language, || sections(src, raw.sections, games))?;
        if let Some(s) = sections.iter().find(|s| s.order.is_some()) {
            return Err(src.error(
                s.span.clone(),
                "'order' is for books: a handout prints its puzzles as generated",
            ));
        }
        let play_url = play_url(src, raw.play_url)?;
        let solution_layout = solution_layout(src, raw.solution_layout)?;
        Ok(HandoutTemplate {
            title: raw.title,
            subtitle: raw.subtitle,
            seed: seed(src, raw.seed)?,
            paper,
            players,
            rounds,
            puzzles_per_page,
            per_page_span,
            color: raw.color,
            solution_layout,
            sections,
            play_url,
            language,
            source,
        })
    }
}

// The `[print]` table: print-on-demand settings (service, date, ISBN,
// edition, colour space, PDF/X, paper, blurb), checked with located errors.
// The rules the services set for the laid-out book live in `publish`.

impl Print {
    /// Checks the service's rules that need the rest of the template
    /// (trim and margins).
    pub(crate) fn check(&self, t: &BookTemplate) -> Result<(), TemplateError> {
        let src = &t.source;
        let (w, h) = (t.trim.0 / PT_PER_IN, t.trim.1 / PT_PER_IN);
        match self.service {
            Some(Service::Kdp) => {
                let ((w0, w1), (h0, h1)) = KDP_TRIM_IN;
                if !(w0 - 1e-6..=w1 + 1e-6).contains(&w) || !(h0 - 1e-6..=h1 + 1e-6).contains(&h) {
                    return Err(src.error(
                        self.service_span.clone(),
                        format!(
                            "KDP prints trims {w0} to {w1} in wide and {h0} to {h1} in high, not {w:.2} x {h:.2} in: choose another trim"
                        ),
                    ));
                }
            }
            Some(Service::Ingram) => {
                let m = &t.margins;
                let least = INGRAM_MIN_MARGIN_IN * PT_PER_IN;
                if m.top.min(m.bottom).min(m.outside).min(m.inside) < least - 1e-9 {
                    let at = if t.margins_span.is_empty() {
                        self.service_span.clone()
                    } else {
                        t.margins_span.clone()
                    };
                    return Err(src.error(
                        at,
                        "IngramSpark asks for every margin to be at least 0.5 in: raise the margins",
                    ));
                }
            }
            None => {}
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn src(text: &str) -> Source {
        Source {
            file: "t.toml".into(),
            text: text.into(),
        }
    }

    const OK: &str =
        "title = \"T\"\ntrim = \"6x9\"\n[[sections]]\ngrid = \"3x4\"\ntier = \"easy\"\ncount = 2\n";

    #[test]
    fn reads_a_minimal_book() {
        let t = BookTemplate::from_source(src(OK)).expect("ok");
        assert_eq!(t.trim, (432.0, 648.0));
        assert_eq!(t.sections[0].count, 2);
        assert_eq!(t.margins.inside, 27.0);
    }

    #[test]
    fn a_sections_default_title_is_in_the_language_of_the_pages() {
        let cards =
            "[[sections]]\ngame = \"cards\"\nvariant = \"pharaohs\"\ntier = \"hard\"\ncount = 2\n";
        let titles = |lang: &str| {
            let text = format!("language = \"{lang}\"\n{OK}{cards}");
            let t = BookTemplate::from_source(src(&text)).expect("ok");
            (t.sections[0].title.clone(), t.sections[1].title.clone())
        };
        let want = [
            ("en", "Easy puzzles, 3x4", "Hard deals, Pharaohs"),
            ("de", "Leichte Rätsel, 3x4", "Schwere Partien, Pharaonen"),
            (
                "fr",
                "Problèmes faciles, 3x4",
                "Donnes difficiles, Pharaons",
            ),
            (
                "es",
                "Problemas fáciles, 3x4",
                "Partidas difíciles, Faraones",
            ),
        ];
        for (lang, egypt, deals) in want {
            assert_eq!(titles(lang), (egypt.to_string(), deals.to_string()));
        }
        // A title of its own is kept as written, in any language.
        let own = format!("language = \"de\"\n{OK}title = \"Zum Aufwärmen\"\n");
        let t = BookTemplate::from_source(src(&own)).expect("ok");
        assert_eq!(t.sections[0].title, "Zum Aufwärmen");
    }

    #[test]
    fn unknown_key_has_line_and_column() {
        let e = BookTemplate::from_source(src(&format!("{OK}titel = 3\n"))).unwrap_err();
        assert_eq!((e.line, e.column), (7, 1), "{e}");
        assert!(e.message.contains("unknown key 'titel'"), "{e}");
    }

    #[test]
    fn small_margin_is_rejected_at_its_value() {
        let text = OK.replace(
            "trim = \"6x9\"\n",
            "trim = \"6x9\"\nmargins = { outside = 0.1 }\n",
        );
        let e = BookTemplate::from_source(src(&text)).unwrap_err();
        assert_eq!(e.line, 3, "{e}");
        assert!(e.message.contains("0.25"), "{e}");
    }

    #[test]
    fn gutter_steps() {
        assert_eq!(gutter_in(150), 0.375);
        assert_eq!(gutter_in(151), 0.5);
        assert_eq!(gutter_in(700), 0.75);
        assert_eq!(gutter_in(701), 0.875);
    }
}

#[cfg(test)]
pub(crate) mod print_tests {
    use super::*;
    use render::ColorSpace;

    /// A one-section 6x9 template with this `[print]` table.
    pub(crate) fn load(print: &str) -> Result<BookTemplate, TemplateError> {
        let text = format!(
            "title = \"T\"\ntrim = \"6x9\"\n[[sections]]\ngrid = \"3x4\"\ntier = \"easy\"\ncount = 2\n[print]\n{print}"
        );
        BookTemplate::from_source(Source {
            file: "t.toml".into(),
            text,
        })
    }

    #[test]
    fn isbns() {
        assert!(isbn_ok("978-0-306-40615-7"));
        assert!(!isbn_ok("978-0-306-40615-6"));
        assert!(isbn_ok("0-306-40615-2"));
        assert!(isbn_ok("0-8044-2957-X"));
        assert!(!isbn_ok("12345"));
    }

    #[test]
    fn errors_are_located() {
        let e = load("isbn = \"978-0-306-40615-6\"\n").unwrap_err();
        assert_eq!((e.line, e.column), (8, 8), "{e}");
        assert!(e.message.contains("ISBN"), "{e}");
        let e = load("date = \"2026-02-30\"\n").unwrap_err();
        assert_eq!((e.line, e.column), (8, 8), "{e}");
        let e = load("pdfx = \"x1a\"\ncolor_space = \"rgb\"\ndate = \"2026-01-01\"\n").unwrap_err();
        assert_eq!(e.line, 9, "{e}");
        assert!(e.message.contains("RGB"), "{e}");
        let e = load("paper = \"glossy\"\n").unwrap_err();
        assert!(e.message.contains("\"cream\""), "{e}");
        let e = load("servise = \"kdp\"\n").unwrap_err();
        assert_eq!(e.line, 8, "{e}");
        let e = load("service = \"ingram\"\n").unwrap_err();
        assert!(e.message.contains("0.5 in"), "{e}");
    }

    #[test]
    fn defaults_follow_color() {
        let t = load("").expect("ok");
        assert_eq!(t.print.color_space, ColorSpace::Gray);
        assert_eq!(t.print.paper, PaperStock::White);
        assert!(!t.print.pdfx);
    }

    #[test]
    fn groundwood_is_ingram_and_black_and_white_only() {
        let e = load("paper = \"groundwood\"\n").unwrap_err();
        assert!(e.message.contains("IngramSpark"), "{e}");
        let t = load("service = \"kdp\"\npaper = \"groundwood\"\n").unwrap_err();
        assert!(t.message.contains("IngramSpark"), "{t}");
    }
}

// The caps of the text fields (`crate::text_caps`), checked as a template
// is read.

/// Reads a template with `check`, reporting the problem that comes first in
/// the file, then checks its text fields against their caps with `caps`.
fn checked<T>(
    source: Source,
    check: &dyn Fn(Source) -> Result<T, TemplateError>,
    caps: fn(&T) -> Result<(), TemplateError>,
) -> Result<T, TemplateError> {
    let t = check(source.clone()).map_err(|e| source.earliest(e, &|s| check(s).err()))?;
    caps(&t)?;
    Ok(t)
}

/// Refuses a field longer than its cap, at the field's line.
fn cap(src: &Source, key: &str, nth: usize, text: &str, most: usize) -> Result<(), TemplateError> {
    let chars = text.chars().count();
    if chars <= most {
        return Ok(());
    }
    Err(src.error_at(
        key_position(&src.text, key, nth),
        format!("{key} is {chars} characters long; it may hold at most {most}, what its page has room for"),
    ))
}

/// Where the `nth` line that sets `key` starts (0 if none is found).
fn key_position(text: &str, key: &str, nth: usize) -> usize {
    let mut at = 0;
    let mut seen = 0;
    for line in text.split_inclusive('\n') {
        let t = line.trim_start();
        if let Some(rest) = t.strip_prefix(key)
            && rest.trim_start().starts_with('=')
        {
            if seen == nth {
                return at + (line.len() - t.len());
            }
            seen += 1;
        }
        at += line.len();
    }
    0
}

/// Checks every text field of a book template against its cap.
fn check_book(t: &BookTemplate) -> Result<(), TemplateError> {
    let src = &t.source;
    cap(src, "title", 0, &t.title, caps::TITLE_CHARS)?;
    cap(src, "subtitle", 0, &t.subtitle, caps::SUBTITLE_CHARS)?;
    cap(src, "author", 0, &t.author, caps::AUTHOR_CHARS)?;
    let p = &t.print;
    cap(src, "edition", 0, &p.edition, caps::EDITION_CHARS)?;
    cap(src, "rights", 0, &p.rights, caps::RIGHTS_CHARS)?;
    cap(src, "blurb", 0, &p.blurb, caps::BLURB_CHARS)?;
    cap(src, "keywords", 0, &p.keywords, caps::KEYWORDS_CHARS)?;
    section_titles(src, t.sections.iter().map(|s| s.title.as_str()))
}

/// Checks every text field of a handout template against its cap.
fn check_handout(t: &HandoutTemplate) -> Result<(), TemplateError> {
    let src = &t.source;
    cap(src, "title", 0, &t.title, caps::TITLE_CHARS)?;
    cap(src, "subtitle", 0, &t.subtitle, caps::SUBTITLE_CHARS)?;
    section_titles(src, t.sections.iter().map(|s| s.title.as_str()))
}

/// Section titles: the book's own `title` is the first `title =` line, so
/// the sections' are the ones after it.
fn section_titles<'a>(
    src: &Source,
    titles: impl Iterator<Item = &'a str>,
) -> Result<(), TemplateError> {
    for (i, title) in titles.enumerate() {
        cap(src, "title", i + 1, title, caps::SECTION_TITLE_CHARS)?;
    }
    Ok(())
}
