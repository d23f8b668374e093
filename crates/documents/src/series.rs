//! A publisher's series: the ledger of every puzzle printed in earlier
//! volumes, so that no volume repeats one, and the generation of a book's
//! puzzles that skips every puzzle printed before (in the ledger or in an
//! earlier section of the same book).
//!
//! **The ledger** is a plain text file, one record a line, so that it
//! reads and diffs well:
//!
//! ```text
//! pyramid-press series ledger 1
//! # comments and blank lines are ignored
//! volume 1 2026-03-01 Egyptian Solitaire, Volume 1
//! puzzle 1 1 egypt easy small:SML,S,.,L/M,.,.,./.,.,LL,S
//! puzzle 1 1 cards medium pyramid:AC/2C3C/...
//! ```
//!
//! The first line names the format and its version. A `volume` line gives
//! the volume's number, its date (`YYYY-MM-DD`, or `undated`) and its
//! title (the rest of the line); a `puzzle` line gives the volume, the
//! number the puzzle was printed under, its game, its tier and its key
//! ([`SeriesKey`]): what makes two puzzles the same for a reader. The
//! parser ([`parse`]) is a pure function of the text; a damaged ledger is
//! an error naming its line.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::{Path, PathBuf};

/// The first line of a ledger, before its version.
pub const HEADER: &str = "pyramid-press series ledger";
/// The format version this program writes and reads.
pub const VERSION: u32 = 1;
/// The largest ledger read: 32 MiB, some 300,000 puzzles.
pub const MAX_LEDGER_BYTES: u64 = 32 << 20;
/// The largest volume number.
pub const MAX_VOLUME: u32 = 100_000;

/// What makes a puzzle the same as another for a reader: its game's tag
/// (`egypt`, `cards`) and a key with no white space (an Egyptian Solitaire
/// position up to the board's symmetries with its target; a deal's cards
/// with its rules).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SeriesKey {
    pub game: String,
    pub key: String,
}

impl SeriesKey {
    /// A key; white space in `key` is removed, so that it is one field of
    /// a ledger line.
    pub fn new(game: &str, key: &str) -> SeriesKey {
        SeriesKey {
            game: game.to_string(),
            key: key.split_whitespace().collect(),
        }
    }
}

/// A `volume` line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VolumeRecord {
    pub volume: u32,
    /// `YYYY-MM-DD`, or `None` for `undated`.
    pub date: Option<String>,
    pub title: String,
    /// Its line in the file (from 1; 0 for a record not read from one).
    pub line: usize,
}

/// A `puzzle` line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleRecord {
    pub volume: u32,
    /// The number it was printed under ("Puzzle 12": 12).
    pub number: u32,
    pub tier: String,
    pub key: SeriesKey,
    pub line: usize,
}

/// A series ledger: the volumes and every puzzle they printed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Ledger {
    pub volumes: Vec<VolumeRecord>,
    pub puzzles: Vec<PuzzleRecord>,
}

/// A damaged ledger: the line (from 1) and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {message}")]
pub struct LedgerError {
    pub line: usize,
    pub message: String,
}

/// A ledger that cannot be read, named by its file.
#[derive(Debug, thiserror::Error)]
pub enum LedgerFileError {
    #[error("{file}:{}: {}; the ledger was not changed", .error.line, .error.message)]
    Damaged { file: String, error: LedgerError },
    #[error("{file}: cannot read the series ledger: {why}")]
    Unreadable { file: String, why: String },
    #[error("{file}: the series ledger is {what}, not a file; name a file in [series] ledger")]
    NotAFile { file: String, what: &'static str },
    #[error(
        "{file}: the series ledger is larger than {} MiB; a ledger this size is not one pyramid-press wrote",
        MAX_LEDGER_BYTES >> 20
    )]
    TooLarge { file: String },
}

fn is_token(s: &str) -> bool {
    !s.is_empty()
        && s.len() <= 64
        && s.bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'_')
}

fn number(field: Option<&str>, what: &str, max: u32) -> Result<u32, String> {
    let f = field.ok_or_else(|| format!("missing the {what}"))?;
    match f.parse::<u32>() {
        Ok(n) if (1..=max).contains(&n) && !f.starts_with('0') => Ok(n),
        _ => Err(format!(
            "the {what} '{f}' is not a whole number from 1 to {max}"
        )),
    }
}

/// `YYYY-MM-DD` of a real date.
fn date_ok(s: &str) -> bool {
    let b = s.as_bytes();
    let digits = |r: std::ops::Range<usize>| b[r].iter().all(u8::is_ascii_digit);
    if b.len() != 10
        || b[4] != b'-'
        || b[7] != b'-'
        || !(digits(0..4) && digits(5..7) && digits(8..10))
    {
        return false;
    }
    let part = |r: std::ops::Range<usize>| s[r].parse::<i64>().ok();
    match (part(0..4), part(5..7), part(8..10)) {
        (Some(y), Some(m), Some(d)) => render::PdfDate::from_ymd(y, m, d).is_some(),
        _ => false,
    }
}

/// Reads a ledger's text. Pure: the same text gives the same ledger or the
/// same error, whatever the text holds.
pub fn parse(text: &str) -> Result<Ledger, LedgerError> {
    let mut ledger = Ledger::default();
    let mut header = false;
    let mut seen: HashMap<SeriesKey, usize> = HashMap::new();
    for (i, raw) in text.split('\n').enumerate() {
        let line = i + 1;
        let err = |message: String| LedgerError { line, message };
        let l = raw.strip_suffix('\r').unwrap_or(raw);
        let t = l.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        if !header {
            let version = t
                .strip_prefix(HEADER)
                .map(str::trim)
                .ok_or_else(|| err(format!("a series ledger starts with '{HEADER} {VERSION}'")))?;
            match version.parse::<u32>() {
                Ok(VERSION) => {}
                Ok(v) if v > VERSION => {
                    return Err(err(format!(
                        "ledger format {v} is newer than this pyramid-press reads ({VERSION}): \
                         use a newer pyramid-press"
                    )));
                }
                _ => {
                    return Err(err(format!(
                        "unknown ledger format '{version}': expected {VERSION}"
                    )));
                }
            }
            header = true;
            continue;
        }
        let mut fields = t.split_whitespace();
        match fields.next() {
            Some("volume") => {
                let volume = number(fields.next(), "volume", MAX_VOLUME).map_err(err)?;
                let date = match fields.next() {
                    Some("undated") => None,
                    Some(d) if date_ok(d) => Some(d.to_string()),
                    Some(d) => {
                        return Err(err(format!(
                            "the date '{d}' is not a real date written YYYY-MM-DD, nor 'undated'"
                        )));
                    }
                    None => return Err(err("missing the volume's date".into())),
                };
                let title = fields.collect::<Vec<_>>().join(" ");
                if let Some(v) = ledger.volumes.iter().find(|v| v.volume == volume) {
                    return Err(err(format!(
                        "volume {volume} is recorded twice (also on line {})",
                        v.line
                    )));
                }
                ledger.volumes.push(VolumeRecord {
                    volume,
                    date,
                    title,
                    line,
                });
            }
            Some("puzzle") => {
                let volume = number(fields.next(), "volume", MAX_VOLUME).map_err(err)?;
                if !ledger.volumes.iter().any(|v| v.volume == volume) {
                    return Err(err(format!(
                        "a puzzle of volume {volume} before any 'volume {volume}' line"
                    )));
                }
                let number = number(fields.next(), "puzzle number", u32::MAX).map_err(err)?;
                let game = fields.next().unwrap_or_default();
                if !is_token(game) {
                    return Err(err(format!(
                        "the game '{game}' is not a name of lower-case letters and digits"
                    )));
                }
                let tier = fields.next().unwrap_or_default();
                if !is_token(tier) {
                    return Err(err(format!(
                        "the tier '{tier}' is not a name of lower-case letters and digits"
                    )));
                }
                let key = fields
                    .next()
                    .ok_or_else(|| err("missing the puzzle's key".into()))?;
                if let Some(extra) = fields.next() {
                    return Err(err(format!(
                        "'{extra}' after the puzzle's key: a puzzle line has six fields"
                    )));
                }
                let key = SeriesKey::new(game, key);
                if let Some(first) = seen.insert(key.clone(), line) {
                    return Err(err(format!(
                        "the same puzzle as line {first}: a ledger holds each puzzle once"
                    )));
                }
                ledger.puzzles.push(PuzzleRecord {
                    volume,
                    number,
                    tier: tier.to_string(),
                    key,
                    line,
                });
            }
            Some(other) => {
                return Err(err(format!(
                    "unknown record '{other}': a line is 'volume ...' or 'puzzle ...'"
                )));
            }
            None => {}
        }
    }
    if !header {
        return Err(LedgerError {
            line: 1,
            message: format!("empty: a series ledger starts with '{HEADER} {VERSION}'"),
        });
    }
    Ok(ledger)
}

/// What one volume of a ledger holds, for the `series` listing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VolumeSummary {
    pub volume: u32,
    pub date: Option<String>,
    pub title: String,
    /// Puzzles by game and tier, in (game, tier) order.
    pub counts: BTreeMap<(String, String), usize>,
    /// The first and last number printed, by game.
    pub numbers: BTreeMap<String, (u32, u32)>,
}

impl Ledger {
    /// The ledger as text, in the format [`parse`] reads.
    pub fn to_text(&self) -> String {
        let mut out = format!(
            "{HEADER} {VERSION}\n\
             # Written by pyramid-press `book`: one 'volume' line a book (number, date,\n\
             # title), then one 'puzzle' line a printed puzzle (volume, number, game,\n\
             # tier, key). The key is the puzzle up to the board's symmetries with its\n\
             # target (Egyptian Solitaire) or its cards and rules (card deals). Later\n\
             # volumes of the series never print a puzzle listed here.\n"
        );
        let mut volumes: Vec<&VolumeRecord> = self.volumes.iter().collect();
        volumes.sort_by_key(|v| v.volume);
        for v in volumes {
            let title: String = v
                .title
                .chars()
                .map(|c| if c.is_control() { ' ' } else { c })
                .collect();
            let title = title.split_whitespace().collect::<Vec<_>>().join(" ");
            out.push_str(&format!(
                "volume {} {}{}{}\n",
                v.volume,
                v.date.as_deref().unwrap_or("undated"),
                if title.is_empty() { "" } else { " " },
                title
            ));
            for p in self.puzzles.iter().filter(|p| p.volume == v.volume) {
                out.push_str(&format!(
                    "puzzle {} {} {} {} {}\n",
                    p.volume, p.number, p.key.game, p.tier, p.key.key
                ));
            }
        }
        out
    }

    /// The keys of every puzzle printed in a volume other than `volume`.
    pub fn keys_except(&self, volume: u32) -> HashSet<SeriesKey> {
        self.puzzles
            .iter()
            .filter(|p| p.volume != volume)
            .map(|p| p.key.clone())
            .collect()
    }

    /// The number each game's puzzles continue from in `volume`: one more
    /// than the highest printed in an earlier volume.
    pub fn next_numbers(&self, volume: u32) -> BTreeMap<String, usize> {
        let mut next = BTreeMap::new();
        for p in self.puzzles.iter().filter(|p| p.volume < volume) {
            let n = next.entry(p.key.game.clone()).or_insert(1usize);
            *n = (*n).max(p.number as usize + 1);
        }
        next
    }

    /// The record of `volume`, if the ledger has it.
    pub fn volume(&self, volume: u32) -> Option<&VolumeRecord> {
        self.volumes.iter().find(|v| v.volume == volume)
    }

    /// The ledger with `volume` recorded as `record` and `puzzles`.
    pub fn with_volume(&self, record: VolumeRecord, puzzles: Vec<PuzzleRecord>) -> Ledger {
        let mut out = self.clone();
        out.volumes.retain(|v| v.volume != record.volume);
        out.puzzles.retain(|p| p.volume != record.volume);
        out.volumes.push(record);
        out.puzzles.extend(puzzles);
        out.volumes.sort_by_key(|v| v.volume);
        out
    }

    /// Each volume's counts by game and tier, in volume order.
    pub fn summary(&self) -> Vec<VolumeSummary> {
        let mut volumes: Vec<&VolumeRecord> = self.volumes.iter().collect();
        volumes.sort_by_key(|v| v.volume);
        volumes
            .into_iter()
            .map(|v| {
                let mut counts = BTreeMap::new();
                let mut numbers: BTreeMap<String, (u32, u32)> = BTreeMap::new();
                for p in self.puzzles.iter().filter(|p| p.volume == v.volume) {
                    *counts
                        .entry((p.key.game.clone(), p.tier.clone()))
                        .or_insert(0) += 1;
                    let e = numbers
                        .entry(p.key.game.clone())
                        .or_insert((p.number, p.number));
                    e.0 = e.0.min(p.number);
                    e.1 = e.1.max(p.number);
                }
                VolumeSummary {
                    volume: v.volume,
                    date: v.date.clone(),
                    title: v.title.clone(),
                    counts,
                    numbers,
                }
            })
            .collect()
    }
}

/// Reads a ledger file, at most [`MAX_LEDGER_BYTES`]; a file that does not
/// exist is an empty ledger (the first volume of a series starts it).
pub fn read_ledger(path: &Path) -> Result<Ledger, LedgerFileError> {
    use std::io::Read;
    let file = path.display().to_string();
    // Before opening: opening a FIFO would block.
    if let Some(what) = render::file::not_a_regular_file(path) {
        return Err(LedgerFileError::NotAFile { file, what });
    }
    let f = match std::fs::File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Ledger::default()),
        Err(e) => {
            return Err(LedgerFileError::Unreadable {
                file,
                why: e.to_string(),
            });
        }
    };
    let mut bytes = Vec::new();
    f.take(MAX_LEDGER_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| LedgerFileError::Unreadable {
            file: file.clone(),
            why: e.to_string(),
        })?;
    if bytes.len() as u64 > MAX_LEDGER_BYTES {
        return Err(LedgerFileError::TooLarge { file });
    }
    let text = String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let line = e.as_bytes()[..at].iter().filter(|b| **b == b'\n').count() + 1;
        LedgerFileError::Damaged {
            file: file.clone(),
            error: LedgerError {
                line,
                message: "not UTF-8 text".into(),
            },
        }
    })?;
    parse(&text).map_err(|error| LedgerFileError::Damaged { file, error })
}

/// A book template's `[series]` table, checked.
#[derive(Clone, Debug, PartialEq)]
pub struct SeriesSettings {
    /// The ledger file, relative to the template's folder.
    pub ledger: PathBuf,
    pub volume: u32,
    /// Whether puzzle numbers go on from the earlier volumes'.
    pub continue_numbering: bool,
    /// Where `[series]` is written, for errors found later.
    pub span: std::ops::Range<usize>,
}

/// The `[series]` table as written.
#[derive(Clone, Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct SeriesRaw {
    ledger: toml::Spanned<String>,
    volume: toml::Spanned<i64>,
    #[serde(default)]
    continue_numbering: bool,
}

impl SeriesSettings {
    /// Checks a `[series]` table of the template `src`.
    /// `file` is the template's path; an error comes with the bytes it is
    /// about.
    pub(crate) fn from_raw(
        file: &str,
        raw: Option<toml::Spanned<SeriesRaw>>,
    ) -> Result<Option<SeriesSettings>, (std::ops::Range<usize>, String)> {
        let Some(raw) = raw else {
            return Ok(None);
        };
        let span = raw.span();
        let raw = raw.into_inner();
        let v = *raw.volume.get_ref();
        if !(1..=i64::from(MAX_VOLUME)).contains(&v) {
            return Err((
                raw.volume.span(),
                format!("volume = {v} is out of range: use 1 to {MAX_VOLUME}"),
            ));
        }
        let name = raw.ledger.get_ref().trim();
        if name.is_empty() {
            return Err((
                raw.ledger.span(),
                "ledger = \"\": name the series' ledger file, like ledger = \"series.ledger\""
                    .into(),
            ));
        }
        let ledger = Path::new(file).parent().unwrap_or(Path::new("")).join(name);
        Ok(Some(SeriesSettings {
            ledger,
            volume: v as u32,
            continue_numbering: raw.continue_numbering,
            span,
        }))
    }
}

/// What building a volume does to its ledger.
#[derive(Clone, Debug, PartialEq)]
pub enum LedgerChange {
    /// The volume is new: the ledger gets it (the new text).
    Add(String),
    /// The ledger already records this volume with these very puzzles.
    Unchanged,
}

/// A volume the ledger already records with other puzzles (see
/// [`record_volume`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "{file}:{line}: volume {volume} is already recorded with other puzzles (this build makes {puzzles} puzzles, {same} of them as recorded); give this book the next volume number (volume = {next}), or remove volume {volume}'s lines from the ledger to record it again"
)]
pub struct VolumeRecorded {
    pub file: String,
    /// The line of the volume in the ledger.
    pub line: usize,
    pub volume: u32,
    /// How many puzzles this build makes, and how many of them the ledger
    /// records for the volume as they are.
    pub puzzles: usize,
    pub same: usize,
    /// The next free volume number.
    pub next: u32,
}

/// The ledger after building `volume` with `puzzles` (its [`records`]):
/// the volume added, or the ledger as it is when it already records the
/// same puzzles for it. A volume recorded with other puzzles is refused,
/// so that a printed book's record is never lost.
pub fn record_volume(
    ledger: &Ledger,
    file: &Path,
    volume: VolumeRecord,
    puzzles: Vec<PuzzleRecord>,
) -> Result<LedgerChange, VolumeRecorded> {
    if let Some(old) = ledger.volume(volume.volume) {
        let recorded: Vec<(&SeriesKey, u32)> = ledger
            .puzzles
            .iter()
            .filter(|p| p.volume == volume.volume)
            .map(|p| (&p.key, p.number))
            .collect();
        let now: Vec<(&SeriesKey, u32)> = puzzles.iter().map(|p| (&p.key, p.number)).collect();
        if recorded == now {
            return Ok(LedgerChange::Unchanged);
        }
        let next = ledger.volumes.iter().map(|v| v.volume).max().unwrap_or(0) + 1;
        return Err(VolumeRecorded {
            file: file.display().to_string(),
            line: old.line,
            volume: volume.volume,
            puzzles: now.len(),
            same: now.iter().filter(|k| recorded.contains(k)).count(),
            next,
        });
    }
    Ok(LedgerChange::Add(
        ledger.with_volume(volume, puzzles).to_text(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = "pyramid-press series ledger 1\n\
        # a comment\n\
        volume 1 2026-03-01 Egyptian Solitaire, Volume 1\n\
        puzzle 1 1 egypt easy small:SML,S,./L,.,.\n\
        puzzle 1 2 egypt medium small:S,S,./L,.,.\n\
        \n\
        volume 2 undated\n\
        puzzle 2 3 egypt easy small:M,S,./L,.,.\n";

    #[test]
    fn reads_and_writes_back() {
        let l = parse(GOOD).expect("good ledger");
        assert_eq!(l.volumes.len(), 2);
        assert_eq!(l.puzzles.len(), 3);
        assert_eq!(l.volumes[0].title, "Egyptian Solitaire, Volume 1");
        assert_eq!(l.volumes[1].date, None);
        assert_eq!(l.puzzles[2].line, 8);
        let again = parse(&l.to_text()).expect("written ledger reads");
        assert_eq!(again.to_text(), l.to_text());
        assert_eq!(again.puzzles.len(), 3);
        assert_eq!(l.next_numbers(2).get("egypt"), Some(&3));
        assert_eq!(l.next_numbers(3).get("egypt"), Some(&4));
        assert_eq!(l.keys_except(1).len(), 1);
        let s = l.summary();
        assert_eq!(s[0].counts.len(), 2);
        assert_eq!(s[0].numbers.get("egypt"), Some(&(1, 2)));
    }

    #[test]
    fn damage_is_located() {
        let cases = [
            ("", 1, "starts with"),
            ("volume 1 undated\n", 1, "starts with"),
            ("pyramid-press series ledger 2\n", 1, "newer"),
            (
                "pyramid-press series ledger x\n",
                1,
                "unknown ledger format",
            ),
            (
                "pyramid-press series ledger 1\nvolume 0 undated\n",
                2,
                "volume '0'",
            ),
            (
                "pyramid-press series ledger 1\nvolume 1 2026-02-30\n",
                2,
                "date",
            ),
            ("pyramid-press series ledger 1\nvolume 1\n", 2, "date"),
            // A sign or a space is not a digit, though the number reads.
            (
                "pyramid-press series ledger 1\nvolume 1 2026-+1-01\n",
                2,
                "date",
            ),
            (
                "pyramid-press series ledger 1\nvolume 1 +026-01-01\n",
                2,
                "date",
            ),
            (
                "pyramid-press series ledger 1\nvolume 1 undated\nvolume 1 undated\n",
                3,
                "twice",
            ),
            (
                "pyramid-press series ledger 1\npuzzle 1 1 egypt easy k\n",
                2,
                "before any",
            ),
            (
                "pyramid-press series ledger 1\nvolume 1 undated\npuzzle 1 1 egypt easy\n",
                3,
                "key",
            ),
            (
                "pyramid-press series ledger 1\nvolume 1 undated\npuzzle 1 x egypt easy k\n",
                3,
                "puzzle number",
            ),
            (
                "pyramid-press series ledger 1\nvolume 1 undated\npuzzle 1 1 Egypt easy k\n",
                3,
                "game",
            ),
            (
                "pyramid-press series ledger 1\nvolume 1 undated\npuzzle 1 1 egypt easy k j\n",
                3,
                "six fields",
            ),
            (
                "pyramid-press series ledger 1\nvolume 1 undated\npuzzle 1 1 egypt easy k\npuzzle 1 2 egypt easy k\n",
                4,
                "line 3",
            ),
            (
                "pyramid-press series ledger 1\nvolum 1 undated\n",
                2,
                "unknown record",
            ),
        ];
        for (text, line, words) in cases {
            let e = parse(text).expect_err(text);
            assert_eq!(e.line, line, "{text:?}: {e}");
            assert!(e.message.contains(words), "{text:?}: {e}");
        }
    }

    #[test]
    fn crlf_and_odd_bytes_are_read_or_refused_without_panic() {
        let l = parse(&GOOD.replace('\n', "\r\n")).expect("CRLF ledger");
        assert_eq!(l.puzzles.len(), 3);
        // Every prefix of a good ledger is read or refused, never a panic.
        for end in 0..GOOD.len() {
            let _ = parse(&GOOD[..end]);
        }
        assert!(
            parse("pyramid-press series ledger 1\nvolume 99999999999999999999 undated\n").is_err()
        );
        assert!(parse("pyramid-press series ledger 1\nvolume 1 2026-1é-01\n").is_err());
    }

    #[test]
    fn a_recorded_volume_is_kept_or_refused() {
        let l = parse(GOOD).expect("good ledger");
        let rec = |n: u32, key: &str| PuzzleRecord {
            volume: 2,
            number: n,
            tier: "easy".into(),
            key: SeriesKey::new("egypt", key),
            line: 0,
        };
        let vol = VolumeRecord {
            volume: 2,
            date: None,
            title: String::new(),
            line: 0,
        };
        let file = Path::new("s.ledger");
        assert_eq!(
            record_volume(&l, file, vol.clone(), vec![rec(3, "small:M,S,./L,.,.")]),
            Ok(LedgerChange::Unchanged)
        );
        let e = record_volume(&l, file, vol.clone(), vec![rec(3, "other")])
            .unwrap_err()
            .to_string();
        assert!(
            e.starts_with("s.ledger:7: volume 2 is already recorded"),
            "{e}"
        );
        let added = record_volume(
            &l,
            file,
            VolumeRecord { volume: 3, ..vol },
            vec![PuzzleRecord {
                volume: 3,
                ..rec(4, "new")
            }],
        )
        .expect("a new volume");
        let LedgerChange::Add(text) = added else {
            panic!("a new volume is added");
        };
        assert_eq!(parse(&text).expect("reads").puzzles.len(), 4);
        assert!(
            text.ends_with("volume 3 undated\npuzzle 3 4 egypt easy new\n"),
            "{text}"
        );
    }
}
