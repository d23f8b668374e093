//! Book and handout templates: TOML files read with every error located at
//! `file:line:column`, then checked into plain settings the layouts use.

use std::ops::Range;
use std::path::Path;

use serde::Deserialize;
use toml::Spanned;

use crate::catalog::PuzzleSpec;
use crate::census_json;
use crate::play_link::PlayUrl;
use egypt::board::{MAX_SIDE, MIN_SIDE, Size};
use egypt::generator::Tier;
use egypt::target::Target;
use render::file::PT_PER_MM;
use render::{ColorSpace, Paper, PdfDate};

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

/// A template problem, located in its file.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{file}:{line}:{column}: {message}")]
pub struct TemplateError {
    pub file: String,
    pub line: usize,
    pub column: usize,
    pub message: String,
}

/// A template file's text, kept to turn byte spans into line and column.
#[derive(Clone, Debug)]
pub struct Source {
    pub file: String,
    pub text: String,
}

impl Source {
    /// Reads a template file; an unreadable file is reported at 1:1.
    pub fn read(path: &Path) -> Result<Source, TemplateError> {
        let file = path.display().to_string();
        // At most 64 MiB: a template naming /dev/zero or an endless FIFO
        // is refused at the cap instead of filling memory.
        let cap = seed::read::MAX_INPUT_BYTES;
        match seed::read::read_capped(path, cap) {
            Ok(bytes) => match String::from_utf8(bytes) {
                Ok(text) => Ok(Source { file, text }),
                Err(e) => Err(TemplateError {
                    file,
                    line: 1,
                    column: 1,
                    message: format!("cannot read the template: {}", e.utf8_error()),
                }),
            },
            Err(seed::read::ReadError::TooLarge { cap, .. }) => Err(TemplateError {
                file,
                line: 1,
                column: 1,
                message: format!(
                    "cannot read the template: it holds more than {}, the most read from one file",
                    seed::read::size_text(cap)
                ),
            }),
            Err(seed::read::ReadError::Io { source, .. }) => Err(TemplateError {
                file,
                line: 1,
                column: 1,
                message: format!("cannot read the template: {source}"),
            }),
            Err(e) => Err(TemplateError {
                file,
                line: 1,
                column: 1,
                message: e.to_string(),
            }),
        }
    }

    /// An error at byte offset `at`.
    pub fn error_at(&self, at: usize, message: impl Into<String>) -> TemplateError {
        let mut at = at.min(self.text.len());
        while !self.text.is_char_boundary(at) {
            at -= 1;
        }
        let before = &self.text[..at];
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        TemplateError {
            file: self.file.clone(),
            line,
            column,
            message: message.into(),
        }
    }

    /// An error at the start of `span`.
    pub fn error(&self, span: Range<usize>, message: impl Into<String>) -> TemplateError {
        self.error_at(span.start, message)
    }

    /// Unknown keys are found while reading the TOML, before the values
    /// are checked, so a later unknown key could hide an earlier problem.
    /// When `e` is an unknown key, the key and its value are blanked
    /// (offsets kept): the rest of its line when the key starts the line
    /// (`key = value`), else the `key = value` entry of its inline table
    /// with one comma. The text is checked again with `check`; an earlier
    /// problem found so wins.
    fn earliest(
        &self,
        e: TemplateError,
        check: &dyn Fn(Source) -> Option<TemplateError>,
    ) -> TemplateError {
        if !e.message.starts_with("unknown key") {
            return e;
        }
        let Some(line) = self.text.split_inclusive('\n').nth(e.line - 1) else {
            return e;
        };
        let start: usize = self
            .text
            .split_inclusive('\n')
            .take(e.line - 1)
            .map(str::len)
            .sum();
        let Some(i) = line.char_indices().nth(e.column - 1).map(|(i, _)| i) else {
            return e;
        };
        let at = start + i;
        let blank = if line[..i].trim().is_empty() {
            let end = start + line.trim_end_matches(['\n', '\r']).len();
            at..end
        } else {
            match inline_entry(&self.text, at) {
                Some(r) => r,
                None => return e,
            }
        };
        let mut text = self.text.clone();
        let spaces: String = text[blank.clone()]
            .chars()
            .map(|c| if c == '\n' || c == '\r' { c } else { ' ' })
            .collect();
        text.replace_range(blank, &spaces);
        let blanked = Source {
            file: self.file.clone(),
            text,
        };
        // A key found missing only once the unknown one is blanked is
        // most likely the one it misspells: the unknown key is the better
        // report.
        let missing = |e2: &TemplateError| {
            e2.message.starts_with("missing key") || e2.message.starts_with(TRIM_KEYS)
        };
        match check(blanked.clone()) {
            Some(e2) if (e2.line, e2.column) < (e.line, e.column) && !missing(&e2) => {
                blanked.earliest(e2, check)
            }
            _ => e,
        }
    }

    /// Deserializes the text, locating TOML and type errors.
    fn parse<T: for<'de> Deserialize<'de>>(&self) -> Result<T, TemplateError> {
        toml::from_str(&self.text).map_err(|e| {
            let at = e.span().map_or(0, |s| s.start);
            // An unquoted date is a TOML date-time, which arrives as a
            // table: ask for the quotes rather than report a "map".
            if e.message().contains("invalid type: map")
                && let Some(date) = bare_date(&self.text[at.min(self.text.len())..])
            {
                return self.error_at(at, format!("write the date in quotes, as text: \"{date}\""));
            }
            let mut message = friendly(e.message());
            // `series = true` where the table [series] belongs: name it.
            let line_start = self.text[..at.min(self.text.len())]
                .rfind('\n')
                .map_or(0, |i| i + 1);
            if let Some((key, _)) = self.text[line_start..at.min(self.text.len())].split_once('=')
                && message.ends_with(TABLE_EXPECTED)
            {
                let key = key.trim().trim_matches('"');
                message = message.replace(TABLE_EXPECTED, &format!("expected the table [{key}]"));
            }
            self.error_at(at, message)
        })
    }
}

/// The bytes of the inline-table entry `key = value` starting at `at`,
/// with the comma that separates it from its neighbour (the one after it,
/// else the one before), so that blanking them leaves a valid table.
/// Strings, nested tables and arrays (which may span lines) and comments
/// in arrays are skipped over. `None` when the entry does not end inside
/// the text.
fn inline_entry(text: &str, at: usize) -> Option<Range<usize>> {
    // Bytes only: every delimiter is ASCII, so the range found starts and
    // ends on character boundaries.
    let b = text.as_bytes();
    let find = |from: usize, pat: &[u8]| -> Option<usize> {
        b.get(from..)?
            .windows(pat.len())
            .position(|w| w == pat)
            .map(|p| from + p)
    };
    let mut depth = 0usize;
    let mut i = at;
    while i < b.len() {
        let rest = &b[i..];
        if rest.starts_with(b"\"\"\"") || rest.starts_with(b"'''") {
            i = find(i + 3, &rest[..3])? + 3;
            continue;
        }
        match b[i] {
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            }
            b'\'' => i = find(i + 1, b"'")? + 1,
            b'#' => i = find(i, b"\n").unwrap_or(b.len()),
            b'[' | b'{' => {
                depth += 1;
                i += 1;
            }
            b']' | b'}' if depth > 0 => {
                depth -= 1;
                i += 1;
            }
            b',' if depth == 0 => return Some(at..i + 1),
            b'}' => {
                // The last entry: blank the comma before it instead.
                let before = text[..at].trim_end();
                let from = if before.ends_with(',') {
                    before.len() - 1
                } else {
                    at
                };
                return Some(from..i);
            }
            b'\n' if depth == 0 => return None,
            _ => i += 1,
        }
    }
    None
}

/// Rewords serde's messages in the terms of a template.
/// The TOML date or date-time at the start of `text` (`2026-03-01`,
/// `2026-03-01T12:00:00Z`), if there is one.
fn bare_date(text: &str) -> Option<&str> {
    let end = text
        .find(|c: char| c.is_whitespace() || c == ',' || c == '#' || c == '}')
        .unwrap_or(text.len());
    let token = &text[..end];
    token
        .parse::<toml::value::Datetime>()
        .is_ok_and(|d| d.date.is_some())
        .then_some(token)
}

/// What [`friendly`] says where the reader expected a table.
const TABLE_EXPECTED: &str = "expected a table";

fn friendly(message: &str) -> String {
    let m = message.trim();
    if let Some(rest) = m.strip_prefix("unknown field `")
        && let Some((key, tail)) = rest.split_once('`')
    {
        let expected: Vec<&str> = tail.split('`').skip(1).step_by(2).collect();
        return format!(
            "unknown key '{key}' (expected one of: {})",
            expected.join(", ")
        );
    }
    if let Some(rest) = m.strip_prefix("missing field `")
        && let Some((key, _)) = rest.split_once('`')
    {
        return format!("missing key '{key}'");
    }
    // An integer past every type's range arrives as an i128.
    if let Some(rest) = m.strip_prefix("invalid type: integer `")
        && let Some((number, tail)) = rest.split_once("` as i128")
    {
        let expected = tail.trim_start_matches(", ");
        return friendly(&format!("{number} is too large, {expected}"));
    }
    let m = m
        .replace('`', "'")
        .replace("expected i64", "expected a whole number")
        .replace("expected f64", "expected a number")
        .replace("expected usize", "expected a whole number");
    // The reader's own type names (`expected struct SeriesRaw`) mean a
    // table there.
    match m.find("expected struct ") {
        Some(i) if m[i..].trim_end().ends_with("Raw") => {
            format!("{}{TABLE_EXPECTED}", &m[..i])
        }
        _ => m,
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

/// The message for a trim table without a whole pair of sizes.
const TRIM_KEYS: &str = "a trim table takes width_in and height_in, or width_mm and height_mm";

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
struct SectionRaw {
    title: Option<String>,
    /// "egypt" (the default) or "cards".
    #[serde(default)]
    game: Option<Spanned<String>>,
    #[serde(default)]
    grid: Option<Spanned<String>>,
    #[serde(default)]
    target: Option<Spanned<String>>,
    /// Card rule set: "pyramid", "cheops" or "pharaohs".
    #[serde(default)]
    variant: Option<Spanned<String>>,
    tier: Spanned<String>,
    count: Spanned<i64>,
    #[serde(default)]
    puzzles_per_page: Option<Spanned<i64>>,
    /// "as-written" or "ramp" (see `crate::order`).
    #[serde(default)]
    order: Option<Spanned<String>>,
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
    sections: Spanned<Vec<Spanned<SectionRaw>>>,
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
    sections: Spanned<Vec<Spanned<SectionRaw>>>,
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
    pub game_in_numbers: Option<egypt::census::Census>,
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

fn sections(
    src: &Source,
    raw: Spanned<Vec<Spanned<SectionRaw>>>,
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
        let (spec, default_title) = match game.as_ref().map(|(g, sp)| (g.as_str(), sp.clone())) {
            None | Some(("egypt", _)) => egypt_section(src, &s, count)?,
            Some(("cards", _)) => cards_section(src, &s, count)?,
            Some((other, sp)) => {
                return Err(src.error(
                    sp,
                    format!("unknown game '{other}': use \"egypt\" or \"cards\""),
                ));
            }
        };
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

fn capitalised(s: &str) -> String {
    let mut t = s.to_string();
    if let Some(c) = t.get_mut(0..1) {
        c.make_ascii_uppercase();
    }
    t
}

/// An Egyptian Solitaire section: grid, target and tier.
fn egypt_section(
    src: &Source,
    s: &SectionRaw,
    count: usize,
) -> Result<(PuzzleSpec, String), TemplateError> {
    if let Some(v) = &s.variant {
        return Err(src.error(
            v.span(),
            "'variant' is for card sections: add game = \"cards\" or remove it",
        ));
    }
    let Some(grid_raw) = &s.grid else {
        return Err(src.error(
            s.tier.span(),
            "missing key 'grid' (an Egyptian Solitaire section needs one, like grid = \"3x4\")",
        ));
    };
    let grid_text = grid_raw.get_ref().trim().to_ascii_lowercase();
    let grid = grid_text
        .split_once('x')
        .and_then(|(r, c)| Some((r.trim().parse::<usize>().ok()?, c.trim().parse::<usize>().ok()?)))
        .and_then(|(r, c)| Size::new(r, c))
        .ok_or_else(|| {
            src.error(
                grid_raw.span(),
                format!(
                    "bad grid '{}': write ROWSxCOLUMNS like \"3x4\" or \"4x5\", each side {MIN_SIDE} to {MAX_SIDE}",
                    grid_raw.get_ref()
                ),
            )
        })?;
    let target = match &s.target {
        None => Target::SMALL,
        Some(t) => t
            .get_ref()
            .parse::<Target>()
            .map_err(|e| src.error(t.span(), e.to_string()))?,
    };
    let tier = s
        .tier
        .get_ref()
        .parse::<Tier>()
        .map_err(|e| src.error(s.tier.span(), e.to_string()))?;
    let title = format!("{} puzzles, {grid}", capitalised(tier.name()));
    Ok((
        PuzzleSpec::Egypt(egypt::generator::Spec {
            grid,
            target,
            tier,
            count,
            seed: 0,
        }),
        title,
    ))
}

/// A card section: rule set and tier.
fn cards_section(
    src: &Source,
    s: &SectionRaw,
    count: usize,
) -> Result<(PuzzleSpec, String), TemplateError> {
    use cards::{Tier as CardTier, Variant};
    for (key, v) in [("grid", &s.grid), ("target", &s.target)] {
        if let Some(v) = v {
            return Err(src.error(
                v.span(),
                format!("'{key}' is for Egyptian Solitaire sections; a card section takes variant, tier and count"),
            ));
        }
    }
    let variant = match &s.variant {
        None => Variant::Pyramid,
        Some(v) => {
            let name = v.get_ref().trim().to_ascii_lowercase();
            Variant::ALL
                .into_iter()
                .find(|x| x.name() == name)
                .ok_or_else(|| {
                    src.error(
                        v.span(),
                        format!(
                            "unknown variant '{}': use \"pyramid\", \"cheops\" or \"pharaohs\"",
                            v.get_ref()
                        ),
                    )
                })?
        }
    };
    let tier_name = s.tier.get_ref().trim().to_ascii_lowercase();
    let tier = [
        CardTier::Easy,
        CardTier::Medium,
        CardTier::Hard,
        CardTier::Expert,
    ]
    .into_iter()
    .find(|t| t.name() == tier_name)
    .ok_or_else(|| {
        src.error(
            s.tier.span(),
            format!(
                "unknown tier '{}': use easy, medium, hard or expert",
                s.tier.get_ref()
            ),
        )
    })?;
    let title = format!(
        "{} deals, {}",
        capitalised(tier.name()),
        capitalised(variant.name())
    );
    Ok((
        PuzzleSpec::Cards(cards::Spec {
            rules: variant.rules(),
            tier,
            count,
        }),
        title,
    ))
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

impl BookTemplate {
    /// Reads and checks a book template.
    pub fn load(path: &Path) -> Result<BookTemplate, TemplateError> {
        BookTemplate::from_source(Source::read(path)?)
    }

    /// Checks a book template's text; the first problem in file order is
    /// reported.
    pub fn from_source(source: Source) -> Result<BookTemplate, TemplateError> {
        let t = Self::check_source(source.clone())
            .map_err(|e| source.earliest(e, &|s| Self::check_source(s).err()))?;
        crate::text_caps::check_book(&t)?;
        Ok(t)
    }

    fn check_source(source: Source) -> Result<BookTemplate, TemplateError> {
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
        let sections = sections(src, raw.sections)?;
        let print = Print::from_raw(src, raw.print, raw.color)?;
        let game_in_numbers = census_file(src, raw.game_in_numbers)?;
        let order = crate::order::parse(raw.order.as_ref(), false)
            .map_err(|(at, m)| src.error(at, m))?
            .unwrap_or_default();
        let series = crate::series::SeriesSettings::from_raw(&src.file, raw.series)
            .map_err(|(at, m)| src.error(at, m))?;
        let play_url = play_url(src, raw.play_url)?;
        let solution_layout = solution_layout(src, raw.solution_layout)?;
        let language = language(src, raw.language)?;
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
) -> Result<Option<egypt::census::Census>, TemplateError> {
    let Some(key) = key else {
        return Ok(None);
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
        .and_then(|text| census_json::from_json(&text).map_err(|e| e.to_string()))
        .map(Some)
        .map_err(|why| {
            src.error(
                key.span(),
                format!(
                    "game_in_numbers: cannot use {} as a census (write one with `pyramid-press census --json FILE`): {why}",
                    path.display()
                ),
            )
        })
}

impl HandoutTemplate {
    /// Reads and checks a handout template.
    pub fn load(path: &Path) -> Result<HandoutTemplate, TemplateError> {
        HandoutTemplate::from_source(Source::read(path)?)
    }

    /// Checks a handout template's text; the first problem in file order
    /// is reported.
    pub fn from_source(source: Source) -> Result<HandoutTemplate, TemplateError> {
        let t = Self::check_source(source.clone())
            .map_err(|e| source.earliest(e, &|s| Self::check_source(s).err()))?;
        crate::text_caps::check_handout(&t)?;
        Ok(t)
    }

    fn check_source(source: Source) -> Result<HandoutTemplate, TemplateError> {
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
        let sections = sections(src, raw.sections)?;
        if let Some(s) = sections.iter().find(|s| s.order.is_some()) {
            return Err(src.error(
                s.span.clone(),
                "'order' is for books: a handout prints its puzzles as generated",
            ));
        }
        let play_url = play_url(src, raw.play_url)?;
        let solution_layout = solution_layout(src, raw.solution_layout)?;
        let language = language(src, raw.language)?;
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

/// KDP custom trims: width 4 to 8.5 in, height 6 to 11.69 in.
pub const KDP_TRIM_IN: ((f64, f64), (f64, f64)) = ((4.0, 8.5), (6.0, 11.69));
/// IngramSpark asks for interior content at least 0.5 in from the trim.
pub const INGRAM_MIN_MARGIN_IN: f64 = 0.5;

/// The print service a book is made for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Service {
    /// Amazon KDP paperback.
    Kdp,
    /// IngramSpark (Lightning Source) paperback.
    Ingram,
}

impl Service {
    pub fn name(self) -> &'static str {
        match self {
            Service::Kdp => "KDP",
            Service::Ingram => "IngramSpark",
        }
    }
}

/// Interior paper, which sets the spine width.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PaperStock {
    White,
    Cream,
    Color,
    /// IngramSpark's 38# groundwood (black and white only).
    Groundwood,
}

impl PaperStock {
    pub fn name(self) -> &'static str {
        match self {
            PaperStock::White => "white",
            PaperStock::Cream => "cream",
            PaperStock::Color => "color",
            PaperStock::Groundwood => "groundwood",
        }
    }
}

/// The `[print]` table as written.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct PrintRaw {
    #[serde(default)]
    service: Option<Spanned<String>>,
    #[serde(default)]
    date: Option<Spanned<String>>,
    #[serde(default)]
    isbn: Option<Spanned<String>>,
    #[serde(default)]
    edition: Option<String>,
    #[serde(default)]
    rights: Option<String>,
    #[serde(default)]
    color_space: Option<Spanned<String>>,
    #[serde(default)]
    pdfx: Option<Spanned<String>>,
    #[serde(default)]
    paper: Option<Spanned<String>>,
    #[serde(default)]
    blurb: Option<String>,
    #[serde(default)]
    keywords: Option<String>,
    /// Draw the EAN-13 barcode of the ISBN (see `crate::barcode`).
    #[serde(default)]
    barcode: Option<Spanned<bool>>,
    /// The 5-digit price add-on of the barcode.
    #[serde(default)]
    price_code: Option<Spanned<String>>,
}

/// Checked print settings; a template without `[print]` gets the defaults
/// (no service, colour space from `color`, no PDF/X).
#[derive(Clone, Debug, PartialEq)]
pub struct Print {
    pub service: Option<Service>,
    /// From `date`, else `SOURCE_DATE_EPOCH`; never the clock.
    pub date: Option<PdfDate>,
    /// ISBN as written (hyphens kept), checked.
    pub isbn: Option<String>,
    pub edition: String,
    pub rights: String,
    pub color_space: ColorSpace,
    pub pdfx: bool,
    pub paper: PaperStock,
    pub blurb: String,
    pub keywords: String,
    /// The barcode drawn in the cover's barcode box, if any.
    pub barcode: Option<crate::barcode::Barcode>,
    /// Where `[print]` is, for checks made once the whole template is read.
    pub span: Range<usize>,
    service_span: Range<usize>,
}

/// The rights line when the template gives none.
pub const DEFAULT_RIGHTS: &str = "All rights reserved. No part of this book may be copied or \
     reproduced in any form without the written permission of the publisher, except for short \
     quotations in a review.";

fn one_of<'a>(
    src: &Source,
    v: &Spanned<String>,
    key: &str,
    options: &[&'a str],
) -> Result<&'a str, TemplateError> {
    let got = v.get_ref().trim().to_ascii_lowercase();
    options.iter().find(|o| **o == got).copied().ok_or_else(|| {
        let list: Vec<String> = options.iter().map(|o| format!("\"{o}\"")).collect();
        src.error(
            v.span(),
            format!("unknown {key} '{}': use {}", v.get_ref(), list.join(", ")),
        )
    })
}

/// Checks an ISBN-10 or ISBN-13 (digits, optional hyphens or spaces, an X
/// check digit for ISBN-10).
pub fn isbn_ok(isbn: &str) -> bool {
    let chars: Vec<char> = isbn.chars().filter(|c| *c != '-' && *c != ' ').collect();
    match chars.len() {
        13 => {
            let Some(d): Option<Vec<u32>> = chars.iter().map(|c| c.to_digit(10)).collect() else {
                return false;
            };
            let sum: u32 = d
                .iter()
                .enumerate()
                .map(|(i, v)| if i % 2 == 0 { *v } else { 3 * v })
                .sum();
            sum.is_multiple_of(10) && (d[..3] == [9, 7, 8] || d[..3] == [9, 7, 9])
        }
        10 => {
            let mut sum = 0;
            for (i, c) in chars.iter().enumerate() {
                let v = match (c.to_digit(10), i) {
                    (Some(v), _) => v,
                    (None, 9) if *c == 'X' || *c == 'x' => 10,
                    _ => return false,
                };
                sum += (10 - i as u32) * v;
            }
            sum.is_multiple_of(11)
        }
        _ => false,
    }
}

impl Print {
    /// Checks the `[print]` table; `color` is the template's colour switch.
    fn from_raw(
        src: &Source,
        raw: Option<Spanned<PrintRaw>>,
        color: bool,
    ) -> Result<Print, TemplateError> {
        let (raw, span) = match raw {
            Some(r) => {
                let span = r.span();
                (r.into_inner(), span)
            }
            None => (PrintRaw::default(), 0..0),
        };
        let service = match &raw.service {
            None => None,
            Some(v) => Some(match one_of(src, v, "service", &["kdp", "ingram"])? {
                "kdp" => Service::Kdp,
                _ => Service::Ingram,
            }),
        };
        let service_span = raw.service.as_ref().map_or(span.clone(), Spanned::span);
        let date = match &raw.date {
            None => PdfDate::from_env_checked().map_err(|why| src.error(span.clone(), why))?,
            Some(v) => {
                let text = v.get_ref().trim();
                let parts: Vec<Option<i64>> = text.split('-').map(|p| p.parse().ok()).collect();
                let parsed = match parts.as_slice() {
                    [Some(y), Some(m), Some(d)] if text.len() == 10 => {
                        PdfDate::from_ymd(*y, *m, *d)
                    }
                    _ => None,
                };
                Some(parsed.ok_or_else(|| {
                    src.error(
                        v.span(),
                        format!(
                            "bad date '{text}': write a real date as \"YYYY-MM-DD\" from 1970-01-01 to 9999-12-31, like \"2026-03-01\""
                        ),
                    )
                })?)
            }
        };
        let isbn = match &raw.isbn {
            None => None,
            Some(v) if isbn_ok(v.get_ref()) => Some(v.get_ref().trim().to_string()),
            Some(v) => {
                return Err(src.error(
                    v.span(),
                    format!(
                        "'{}' is not a valid ISBN: give the 13 digits (or 10) with a correct check digit, hyphens allowed",
                        v.get_ref()
                    ),
                ));
            }
        };
        let pdfx = match &raw.pdfx {
            None => false,
            Some(v) => {
                let got = v.get_ref().trim().to_ascii_lowercase();
                match got.as_str() {
                    "x1a" => true,
                    "none" | "" => false,
                    "x3" | "x4" => {
                        return Err(src.error(
                            v.span(),
                            format!(
                                "pdfx = \"{got}\" is not supported: pyramid-press writes PDF/X-1a:2001 (pdfx = \"x1a\"), the format both services ask for"
                            ),
                        ));
                    }
                    _ => {
                        return Err(src.error(
                            v.span(),
                            format!("unknown pdfx '{}': use \"x1a\" or \"none\"", v.get_ref()),
                        ));
                    }
                }
            }
        };
        let color_space = match &raw.color_space {
            None if !color => ColorSpace::Gray,
            None if pdfx => ColorSpace::Cmyk,
            None => ColorSpace::Rgb,
            Some(v) => match one_of(src, v, "color_space", &["gray", "grey", "rgb", "cmyk"])? {
                "gray" | "grey" if color => {
                    return Err(src.error(
                        v.span(),
                        "color_space = \"gray\" prints in black and white, but the template has \
                         color = true: set color = false, or use \"rgb\" or \"cmyk\"",
                    ));
                }
                "gray" | "grey" => ColorSpace::Gray,
                "rgb" => ColorSpace::Rgb,
                _ => ColorSpace::Cmyk,
            },
        };
        if pdfx && color_space == ColorSpace::Rgb {
            let at = raw.color_space.as_ref().map_or(span.clone(), Spanned::span);
            return Err(src.error(
                at,
                "PDF/X-1a allows no RGB colour: use color_space = \"cmyk\" (or \"gray\" for black and white)",
            ));
        }
        if pdfx && date.is_none() {
            let at = raw.pdfx.as_ref().map_or(span.clone(), Spanned::span);
            return Err(src.error(
                at,
                "PDF/X needs a creation date: add date = \"YYYY-MM-DD\" to [print], or set SOURCE_DATE_EPOCH",
            ));
        }
        let paper = match &raw.paper {
            None if color_space == ColorSpace::Gray => PaperStock::White,
            None => PaperStock::Color,
            Some(v) => match one_of(
                src,
                v,
                "paper",
                &["white", "cream", "color", "colour", "groundwood"],
            )? {
                "white" => PaperStock::White,
                "cream" | "groundwood" if color_space != ColorSpace::Gray => {
                    return Err(src.error(
                        v.span(),
                        format!(
                            "{} paper is for black-and-white interiors: use paper = \"white\" or \"color\", or set color = false",
                            v.get_ref().trim()
                        ),
                    ));
                }
                "groundwood" if service != Some(Service::Ingram) => {
                    return Err(src.error(
                        v.span(),
                        "groundwood paper is an IngramSpark stock: set service = \"ingram\", or use paper = \"white\" or \"cream\"",
                    ));
                }
                "cream" => PaperStock::Cream,
                "groundwood" => PaperStock::Groundwood,
                _ => PaperStock::Color,
            },
        };
        let barcode = crate::barcode::Barcode::from_template(
            raw.isbn.as_ref(),
            service == Some(Service::Ingram),
            raw.barcode.as_ref(),
            raw.price_code.as_ref(),
        )
        .map_err(|(at, m)| src.error(at, m))?;
        Ok(Print {
            barcode,
            service,
            date,
            isbn,
            edition: raw.edition.unwrap_or_default(),
            rights: raw.rights.unwrap_or_else(|| DEFAULT_RIGHTS.to_string()),
            color_space,
            pdfx,
            paper,
            blurb: raw.blurb.unwrap_or_default(),
            keywords: raw.keywords.unwrap_or_default(),
            span,
            service_span,
        })
    }

    /// Checks the service's rules that need the rest of the template
    /// (trim and margins).
    fn check(&self, t: &BookTemplate) -> Result<(), TemplateError> {
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
