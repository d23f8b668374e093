//! A template's text and its errors: TOML read with every problem located
//! at `file:line:column`, and of a kind ([`Problem`]).

use std::ops::Range;
use std::path::Path;

use serde::Deserialize;
use toml::Spanned;

/// A template problem, located in its file.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{file}:{line}:{column}: {message}")]
pub struct TemplateError {
    pub file: String,
    pub line: usize,
    pub column: usize,
    pub message: String,
    /// What kind of problem it is.
    pub problem: Problem,
}

/// The kind of a template problem (see [`TemplateError::problem`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Problem {
    /// A value that cannot be used, or text that is not TOML.
    #[default]
    Value,
    /// A key the table does not take.
    UnknownKey,
    /// A key the table needs is not there.
    MissingKey,
    /// `game_in_numbers` names a file that is not a finished census (a
    /// census command writes one).
    NotACensus,
}

impl TemplateError {
    /// The same error, of kind `problem`.
    pub fn of(self, problem: Problem) -> TemplateError {
        TemplateError { problem, ..self }
    }
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
        let unreadable = |message: String| TemplateError {
            file: file.clone(),
            line: 1,
            column: 1,
            message,
            problem: Problem::Value,
        };
        match seed::read::read_capped(path, cap) {
            Ok(bytes) => match String::from_utf8(bytes) {
                Ok(text) => Ok(Source { file, text }),
                Err(e) => Err(unreadable(format!(
                    "cannot read the template: {}",
                    e.utf8_error()
                ))),
            },
            Err(seed::read::ReadError::TooLarge { cap, .. }) => Err(unreadable(format!(
                "cannot read the template: it holds more than {}, the most read from one file",
                seed::read::size_text(cap)
            ))),
            Err(seed::read::ReadError::Io { source, .. }) => {
                Err(unreadable(format!("cannot read the template: {source}")))
            }
            Err(e) => Err(unreadable(e.to_string())),
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
            problem: Problem::Value,
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
    pub(crate) fn earliest(
        &self,
        e: TemplateError,
        check: &dyn Fn(Source) -> Option<TemplateError>,
    ) -> TemplateError {
        if e.problem != Problem::UnknownKey {
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
        let missing = |e2: &TemplateError| e2.problem == Problem::MissingKey;
        match check(blanked.clone()) {
            Some(e2) if (e2.line, e2.column) < (e.line, e.column) && !missing(&e2) => {
                blanked.earliest(e2, check)
            }
            _ => e,
        }
    }

    /// Deserializes the text, locating TOML and type errors.
    pub(crate) fn parse<T: for<'de> Deserialize<'de>>(&self) -> Result<T, TemplateError> {
        toml::from_str(&self.text).map_err(|e| {
            let at = e.span().map_or(0, |s| s.start);
            // An unquoted date is a TOML date-time, which arrives as a
            // table: ask for the quotes rather than report a "map".
            if e.message().contains("invalid type: map")
                && let Some(date) = bare_date(&self.text[at.min(self.text.len())..])
            {
                return self.error_at(at, format!("write the date in quotes, as text: \"{date}\""));
            }
            let (problem, mut message) = friendly(e.message());
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
            self.error_at(at, message).of(problem)
        })
    }
}

/// The bytes of the inline-table entry `key = value` starting at `at`,
/// with the comma that separates it from its neighbour (the one after it,
/// else the one before), so that blanking them leaves a valid table.
/// Strings, nested tables and arrays (which may span lines) and comments
/// in arrays are skipped over. `None` when the entry does not end inside
/// the text.
pub(crate) fn inline_entry(text: &str, at: usize) -> Option<Range<usize>> {
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
pub(crate) fn bare_date(text: &str) -> Option<&str> {
    let end = text
        .find(|c: char| c.is_whitespace() || c == ',' || c == '#' || c == '}')
        .unwrap_or(text.len());
    let token = &text[..end];
    token
        .parse::<toml::value::Datetime>()
        .is_ok_and(|d| d.date.is_some())
        .then_some(token)
}

pub(crate) fn friendly(message: &str) -> (Problem, String) {
    let m = message.trim();
    if let Some(rest) = m.strip_prefix("unknown field `")
        && let Some((key, tail)) = rest.split_once('`')
    {
        let expected: Vec<&str> = tail.split('`').skip(1).step_by(2).collect();
        return (
            Problem::UnknownKey,
            format!(
                "unknown key '{key}' (expected one of: {})",
                expected.join(", ")
            ),
        );
    }
    if let Some(rest) = m.strip_prefix("missing field `")
        && let Some((key, _)) = rest.split_once('`')
    {
        return (Problem::MissingKey, format!("missing key '{key}'"));
    }
    // A trim table without a whole pair of sizes misses keys too.
    let problem = if m.starts_with(TRIM_KEYS) {
        Problem::MissingKey
    } else {
        Problem::Value
    };
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
    let m = match m.find("expected struct ") {
        Some(i) if m[i..].trim_end().ends_with("Raw") => {
            format!("{}{TABLE_EXPECTED}", &m[..i])
        }
        _ => m,
    };
    (problem, m)
}

/// What [`friendly`] says where the reader expected a table.
const TABLE_EXPECTED: &str = "expected a table";

/// The message for a trim table without a whole pair of sizes.
pub(crate) const TRIM_KEYS: &str =
    "a trim table takes width_in and height_in, or width_mm and height_mm";

pub(crate) fn one_of<'a>(
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
