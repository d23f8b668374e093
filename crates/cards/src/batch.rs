//! Many deals in one process: a batch file of deals in, one JSON record a
//! deal out ([`SolveRecord`], also what `cards solve --json` prints).
//!
//! **Batch file.** One deal a line: a seed (digits only) or a deal in
//! notation (52 cards, the pyramid row by row, then the stock). Blank lines
//! and lines starting with `#` are skipped. The whole file is read and
//! checked before anything is solved, so a mistake is reported (with its
//! line and column) before any output is written.

use serde::{Deserialize, Serialize};

use super::deal::{Deal, DealError};
use super::engine::Move;
use super::rules::Rules;
use super::solver::SolveReport;

/// The most bytes a batch file may have (about 400,000 deals in notation).
pub const MAX_BATCH_BYTES: usize = 64 << 20;

/// The most deals a batch may have. A file of seeds fits many more in
/// [`MAX_BATCH_BYTES`] (33 million one-digit lines), and a batch keeps each
/// deal (about 170 bytes) and its JSON line (about 600) until it is
/// written: at this count about 0.4 GB.
pub const MAX_BATCH_DEALS: usize = 400_000;

/// One deal of a batch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BatchDeal {
    /// 1-based line number in the file.
    pub line: usize,
    /// The seed when the line gave one.
    pub seed: Option<u64>,
    pub deal: Deal,
}

/// A batch file that cannot be read, located by line and column (both
/// 1-based; the column counts characters).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{line}:{column}: {message}")]
pub struct BatchError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

/// Reads a batch file's bytes (see the module documentation).
pub fn parse_batch(bytes: &[u8]) -> Result<Vec<BatchDeal>, BatchError> {
    if bytes.len() > MAX_BATCH_BYTES {
        return Err(BatchError {
            line: 1,
            column: 1,
            message: format!(
                "the file has {} bytes; a batch may have at most {} (split it)",
                bytes.len(),
                MAX_BATCH_BYTES
            ),
        });
    }
    let text = std::str::from_utf8(bytes).map_err(|e| {
        let good = &bytes[..e.valid_up_to()];
        let line = 1 + good.iter().filter(|&&b| b == b'\n').count();
        let start = good.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
        // The valid part is UTF-8, so its characters can be counted.
        let column = 1 + std::str::from_utf8(&good[start..]).map_or(0, |s| s.chars().count());
        BatchError {
            line,
            column,
            message: "this byte is not UTF-8 text".to_string(),
        }
    })?;
    // A byte-order mark, as some editors write, is not part of the first
    // line.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut out = Vec::new();
    for (k, raw) in text.lines().enumerate() {
        let line = k + 1;
        let trimmed = raw.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        if out.len() == MAX_BATCH_DEALS {
            return Err(BatchError {
                line,
                column: 1,
                message: format!(
                    "a batch may have at most {MAX_BATCH_DEALS} deals (a run keeps every deal and its result until it writes them); split the file here"
                ),
            });
        }
        let lead = raw.len() - raw.trim_start().len();
        let col_of = |byte: usize| 1 + raw[..byte].chars().count();
        if trimmed.bytes().all(|b| b.is_ascii_digit()) {
            let seed = trimmed.parse::<u64>().map_err(|_| BatchError {
                line,
                column: col_of(lead),
                message: format!("seed {trimmed} is too large (at most {})", u64::MAX),
            })?;
            out.push(BatchDeal {
                line,
                seed: Some(seed),
                deal: Deal::from_seed(seed),
            });
            continue;
        }
        let deal = trimmed.parse::<Deal>().map_err(|e| {
            let byte = match &e {
                DealError::BadCard { number, .. } | DealError::Duplicate { number, .. } => {
                    lead + token_offset(trimmed, *number).unwrap_or(0)
                }
                // Too few or too many cards: point after the last card read.
                _ => raw.trim_end().len(),
            };
            BatchError {
                line,
                column: col_of(byte),
                message: e.to_string(),
            }
        })?;
        out.push(BatchDeal {
            line,
            seed: None,
            deal,
        });
    }
    Ok(out)
}

/// Byte offset of the `number`-th (1-based) card token of a deal written
/// in notation, split as [`Deal`]'s reader splits it.
fn token_offset(text: &str, number: usize) -> Option<usize> {
    let sep = |c: char| c.is_whitespace() || c == '/' || c == '|' || c == ',';
    let mut count = 0;
    let mut in_token = false;
    for (i, c) in text.char_indices() {
        if sep(c) {
            in_token = false;
        } else if !in_token {
            in_token = true;
            count += 1;
            if count == number {
                return Some(i);
            }
        }
    }
    None
}

/// How far the key is proved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum KeyProof {
    /// No winning line is shorter.
    Shortest,
    /// The shortest line found within the solver's budget; none is shorter
    /// than `lower_bound`.
    WithinBudget,
}

/// One solved deal as JSON: what `cards solve --json` prints, and one line
/// of a batch's JSON Lines output. Holds no timing, so equal input gives
/// equal bytes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SolveRecord {
    /// Line of the batch file (absent for a single solve).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub line: Option<usize>,
    /// The deal's seed when it was given by seed.
    pub seed: Option<u64>,
    /// The deal in notation.
    pub deal: String,
    pub rules: RulesRecord,
    pub winnable: bool,
    /// The key: moves separated by spaces (empty when not winnable).
    pub solution: String,
    /// Moves in the key, draws and redeals counted.
    pub moves: usize,
    /// Passes through the stock the key uses (0 when not winnable).
    pub passes: usize,
    /// Whether the key is proved shortest (absent when not winnable).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub key: Option<KeyProof>,
    /// No winning line has fewer moves (0 when not winnable).
    pub lower_bound: usize,
    /// Positions the verdict search expanded.
    pub nodes: u64,
    /// Positions the shortest-line search expanded.
    pub shortest_nodes: u64,
}

/// A rule set as JSON (the same words as the command-line flags).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RulesRecord {
    pub availability: String,
    pub overlap: bool,
    pub passes: String,
    pub win: String,
}

impl RulesRecord {
    pub fn new(r: &Rules) -> RulesRecord {
        RulesRecord {
            availability: r.availability.to_string(),
            overlap: r.overlap_pairing,
            passes: r.passes.to_string(),
            win: r.win.to_string(),
        }
    }

    /// The rule set back (None when a field does not read).
    pub fn rules(&self) -> Option<Rules> {
        Some(Rules {
            availability: self.availability.parse().ok()?,
            overlap_pairing: self.overlap,
            passes: self.passes.parse().ok()?,
            win: self.win.parse().ok()?,
        })
    }
}

impl SolveRecord {
    pub fn new(
        line: Option<usize>,
        seed: Option<u64>,
        deal: &Deal,
        rules: &Rules,
        r: &SolveReport,
    ) -> SolveRecord {
        SolveRecord {
            line,
            seed,
            deal: deal.to_string(),
            rules: RulesRecord::new(rules),
            winnable: r.winnable,
            solution: r.solution_text(),
            moves: r.solution.len(),
            passes: if r.winnable { r.passes_used() } else { 0 },
            key: r.winnable.then_some(if r.proved_shortest {
                KeyProof::Shortest
            } else {
                KeyProof::WithinBudget
            }),
            lower_bound: r.lower_bound,
            nodes: r.nodes,
            shortest_nodes: r.shortest_nodes,
        }
    }

    /// The key's moves, read back against the deal (None when they do not
    /// replay).
    pub fn replay(&self) -> Option<(Deal, Vec<Move>)> {
        let deal: Deal = self.deal.parse().ok()?;
        let t = super::engine::Table::new(&deal, self.rules.rules()?);
        let (_, moves) = t.replay_text(&self.solution).ok()?;
        Some((deal, moves))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeds_deals_comments_and_blank_lines() {
        let d = Deal::from_seed(9).to_string();
        let text = format!("# deals\n\n  7\n{d}\n");
        let got = parse_batch(text.as_bytes()).expect("reads");
        assert_eq!(got.len(), 2);
        assert_eq!((got[0].line, got[0].seed), (3, Some(7)));
        assert_eq!(got[0].deal, Deal::from_seed(7));
        assert_eq!((got[1].line, got[1].seed), (4, None));
        assert_eq!(got[1].deal, Deal::from_seed(9));
    }

    #[test]
    fn errors_name_line_and_column() {
        let d = Deal::from_seed(9).to_string();
        // Card 3 of line 2 spoiled: its column is where it starts.
        let mut bad: Vec<&str> = d.split(' ').collect();
        let idx = bad
            .iter()
            .enumerate()
            .filter(|(_, t)| **t != "/")
            .nth(2)
            .map(|(i, _)| i)
            .expect("a third card");
        bad[idx] = "ZZ";
        let bad = bad.join(" ");
        let col = 1 + bad.find("ZZ").expect("there");
        let e = parse_batch(format!("1\n{bad}\n").as_bytes()).expect_err("bad card");
        assert_eq!((e.line, e.column), (2, col));
        assert!(e.message.contains("card 3"), "{}", e.message);
        let e = parse_batch(b"1\n2\n 99999999999999999999999\n").expect_err("big");
        assert_eq!((e.line, e.column), (3, 2));
        let e = parse_batch(b"1\nAC 2C\n").expect_err("short");
        assert_eq!((e.line, e.column), (2, 6));
        let e = parse_batch(b"1\n2\xff\n").expect_err("not text");
        assert_eq!((e.line, e.column), (2, 2));
    }

    #[test]
    fn a_byte_order_mark_is_not_part_of_the_first_line() {
        let deals = parse_batch("\u{feff}7\n8\n".as_bytes()).unwrap();
        assert_eq!(deals.len(), 2);
        assert_eq!((deals[0].line, deals[0].seed), (1, Some(7)));
    }
}
