//! Puzzle IDs: a short, typeable code that holds a whole position and its
//! target, so that a printed puzzle can be solved or re-rendered from its
//! ID alone.
//!
//! Format (version 1): `P` + rows + cols as digits (`0` stands for 10) +
//! target code, a dash, then the packed position in Crockford base32 in
//! groups of five, and a final check character. Target codes: `S`, `M`,
//! `L`, or `Q` followed by N and `.` for `score<=N`. Example:
//! `P34S-XXXXX-XXXXX-K`.
//!
//! The packed position lists squares in reading order, each its pieces
//! bottom to top as 2-bit codes (Small 1, Medium 2, Large 3) followed by a
//! 2-bit zero, most significant bits first, padded with zeros. The format
//! is fixed: an ID printed today keeps its meaning in later versions.

use super::board::{Board, Piece, Size, Square};
use super::target::Target;

const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// An unreadable puzzle ID.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IdError {
    #[error("'{0}' is not a puzzle ID (IDs look like P34S-...)")]
    NotAnId(String),
    #[error("puzzle ID {id}: {what}")]
    Malformed { id: String, what: Malformed },
    #[error("puzzle ID {0}: the check character does not match; a character was mistyped")]
    Checksum(String),
}

/// What is wrong inside an ID that starts like one.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Malformed {
    /// Characters 2 and 3 (as written) are not the grid's digits.
    #[error("characters 2 and 3 ('{0}{1}') must be the grid's digits")]
    GridDigits(char, char),
    #[error("the grid size is out of range")]
    GridRange,
    /// The target code as read (after the grid digits, up to the
    /// first dash).
    #[error("unknown target code '{0}' (S, M, L or Q followed by a number and '.')")]
    Target(String),
    #[error("the position part is missing")]
    NoPosition,
    /// A character of the position that is not base32, and its group
    /// (the ID's second group is 2).
    #[error("'{0}' in group {1} is not a base32 character")]
    Char(char, usize),
    #[error("bad check character")]
    CheckChar,
    #[error("the last group must be one check character")]
    CheckLength,
    #[error("the position ends early")]
    EndsEarly,
    #[error("a stack is too tall")]
    StackTall,
    #[error("extra data after the last square")]
    Extra,
}

impl Malformed {
    /// The fault's name, for a page to word it in its language.
    pub fn code(&self) -> &'static str {
        match self {
            Malformed::GridDigits(..) => "grid-digits",
            Malformed::GridRange => "grid-range",
            Malformed::Target(_) => "target",
            Malformed::NoPosition => "no-position",
            Malformed::Char(..) => "char",
            Malformed::CheckChar => "check-char",
            Malformed::CheckLength => "check-length",
            Malformed::EndsEarly => "ends-early",
            Malformed::StackTall => "stack-tall",
            Malformed::Extra => "extra",
        }
    }
}

/// Whether a string looks like a puzzle ID rather than a position.
pub fn looks_like_id(text: &str) -> bool {
    let t = text.trim();
    t.len() > 4 && t.starts_with(['P', 'p']) && !t.contains([',', '/'])
}

fn target_code(t: Target) -> String {
    match t {
        Target::Lone(p) => p.letter().to_string(),
        Target::ScoreAtMost(n) => format!("Q{n}."),
    }
}

fn side_digit(n: usize) -> char {
    if n == 10 {
        '0'
    } else {
        (b'0' + n as u8) as char
    }
}

/// The ID of a position and target.
pub fn encode(board: &Board, target: Target) -> String {
    let size = board.size();
    let mut bits: Vec<u8> = Vec::new();
    for sq in size.squares() {
        for p in board.stack(sq).pieces() {
            let code = p as u8;
            bits.extend([code >> 1, code & 1]);
        }
        bits.extend([0, 0]);
    }
    while !bits.len().is_multiple_of(5) {
        bits.push(0);
    }
    let body: Vec<u8> = bits
        .chunks(5)
        .map(|c| c.iter().fold(0u8, |acc, b| (acc << 1) | b))
        .collect();
    let head = format!(
        "P{}{}{}",
        side_digit(size.rows()),
        side_digit(size.cols()),
        target_code(target)
    );
    let check = checksum(&head, &body);
    let mut out = head;
    for chunk in body.chunks(5) {
        out.push('-');
        out.extend(chunk.iter().map(|&v| ALPHABET[v as usize] as char));
    }
    out.push('-');
    out.push(ALPHABET[check as usize] as char);
    out
}

fn checksum(head: &str, body: &[u8]) -> u8 {
    let mut sum: u32 = 7;
    for b in head.bytes().chain(body.iter().copied()) {
        sum = (sum * 31 + b as u32) % 1_000_003;
    }
    (sum % 32) as u8
}

fn decode_char(c: char) -> Option<u8> {
    let c = match c.to_ascii_uppercase() {
        'O' => '0',
        'I' | 'L' => '1',
        c => c,
    };
    ALPHABET
        .iter()
        .position(|&a| a as char == c)
        .map(|i| i as u8)
}

/// Whether a character separates an ID's groups as it may be typed or
/// copied from a printed page: the dash, spaces and tabs, and the other
/// dashes a typesetter or word processor puts in a dash's place
/// (hyphen, non-breaking hyphen, figure dash, en and em dash, minus sign,
/// small and full-width hyphen-minus).
fn separates(c: char) -> bool {
    c.is_whitespace()
        || matches!(
            c,
            '-' | '\u{2010}'
                | '\u{2011}'
                | '\u{2012}'
                | '\u{2013}'
                | '\u{2014}'
                | '\u{2015}'
                | '\u{2212}'
                | '\u{FE58}'
                | '\u{FE63}'
                | '\u{FF0D}'
        )
}

/// An ID as written, in the form it is read in: upper case, each run of
/// separators (`P34S 9H240  0H0 Z`, `P34S – 9H240`) one dash, none at
/// either end.
pub fn normalize(id: &str) -> String {
    id.split(separates)
        .filter(|g| !g.is_empty())
        .collect::<Vec<_>>()
        .join("-")
        .to_ascii_uppercase()
}

/// Reads an ID back into its position and target. Groups may be
/// separated by spaces or any dash instead of `-` (see [`normalize`]).
pub fn decode(id: &str) -> Result<(Board, Target), IdError> {
    let text = normalize(id);
    let bad = |what: Malformed| IdError::Malformed {
        id: text.clone(),
        what,
    };
    let mut parts = text.split('-');
    let head = parts.next().unwrap_or_default();
    // Characters, not bytes: an ID may be mistyped with any character.
    let hb: Vec<char> = head.chars().collect();
    if hb.first() != Some(&'P') || hb.len() < 4 {
        return Err(IdError::NotAnId(id.trim().to_string()));
    }
    let side = |c: char| match c {
        '0' => Some(10),
        c => c.to_digit(10).map(|d| d as usize),
    };
    let (rows, cols) = match (side(hb[1]), side(hb[2])) {
        (Some(r), Some(c)) => (r, c),
        _ => {
            return Err(bad(Malformed::GridDigits(hb[1], hb[2])));
        }
    };
    let size = Size::new(rows, cols).ok_or_else(|| bad(Malformed::GridRange))?;
    let tcode: String = hb[3..].iter().collect();
    let target = match tcode.as_str() {
        "S" => Target::SMALL,
        "M" => Target::MEDIUM,
        "L" => Target::LARGE,
        t => {
            let n = t
                .strip_prefix('Q')
                .and_then(|r| r.strip_suffix('.'))
                .and_then(|n| n.parse::<u32>().ok())
                .ok_or_else(|| bad(Malformed::Target(t.to_string())))?;
            Target::ScoreAtMost(n)
        }
    };
    let rest: Vec<&str> = parts.collect();
    let (check, groups) = rest
        .split_last()
        .ok_or_else(|| bad(Malformed::NoPosition))?;
    let mut body = Vec::new();
    for (g, group) in groups.iter().enumerate() {
        for c in group.chars() {
            body.push(decode_char(c).ok_or_else(|| bad(Malformed::Char(c, g + 2)))?);
        }
    }
    let check_val = match check.chars().collect::<Vec<_>>()[..] {
        [c] => decode_char(c).ok_or_else(|| bad(Malformed::CheckChar))?,
        _ => return Err(bad(Malformed::CheckLength)),
    };
    if checksum(head, &body) != check_val {
        return Err(IdError::Checksum(text));
    }
    let bits: Vec<u8> = body
        .iter()
        .flat_map(|v| (0..5).rev().map(move |i| (v >> i) & 1))
        .collect();
    let mut board = Board::empty(size);
    let mut pairs = bits
        .chunks(2)
        .map(|p| (p[0] << 1) | p.get(1).copied().unwrap_or(0));
    for i in 0..size.area() {
        let sq: Square = size.square_at(i);
        loop {
            match pairs.next() {
                None => return Err(bad(Malformed::EndsEarly)),
                Some(0) => break,
                Some(code) => {
                    let p = match code {
                        1 => Piece::Small,
                        2 => Piece::Medium,
                        _ => Piece::Large,
                    };
                    if !board.push(sq, p) {
                        return Err(bad(Malformed::StackTall));
                    }
                }
            }
        }
    }
    if pairs.any(|p| p != 0) {
        return Err(bad(Malformed::Extra));
    }
    Ok((board, target))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_position;

    #[test]
    fn round_trip() {
        for (pos, t) in [
            ("SMLL,SMLLL,S,SM/SML,SM,S,SML/.,M,S,S", Target::SMALL),
            (".,.,./.,M,./.,.,.", Target::MEDIUM),
            (
                "L,.,.,.,./.,.,.,.,./.,.,S,.,./.,.,.,.,M",
                Target::ScoreAtMost(12),
            ),
        ] {
            let b = parse_position(pos).unwrap();
            let id = encode(&b, t);
            assert!(looks_like_id(&id), "{id}");
            assert_eq!(decode(&id).unwrap(), (b.clone(), t));
            assert_eq!(decode(&id.to_lowercase()).unwrap(), (b, t));
        }
        let setup = Board::setup(Size::new(10, 10).unwrap());
        assert_eq!(decode(&encode(&setup, Target::LARGE)).unwrap().0, setup);
    }

    #[test]
    fn typos_are_caught() {
        let b = parse_position("SMLL,SMLLL,S,SM/SML,SM,S,SML/.,M,S,S").unwrap();
        let id = encode(&b, Target::SMALL);
        let mut chars: Vec<char> = id.chars().collect();
        let i = 6;
        chars[i] = if chars[i] == 'A' { 'B' } else { 'A' };
        let typo: String = chars.into_iter().collect();
        assert!(decode(&typo).is_err());
        assert!(matches!(decode("X34S-1"), Err(IdError::NotAnId(_))));
        assert!(decode("P34S").is_err());
        assert!(decode("P34Z-00000-0").is_err());
        assert!(decode("P99S-!!!!!-0").is_err());
    }

    #[test]
    fn spaces_and_printed_dashes_read_as_dashes() {
        let b = parse_position("SMLL,SMLLL,S,SM/SML,SM,S,SML/.,M,S,S").unwrap();
        let id = encode(&b, Target::SMALL);
        let want = decode(&id).unwrap();
        for sep in [
            " ",
            "   ",
            "\t",
            " - ",
            "\u{2013}",
            " \u{2014} ",
            "\u{2212}",
            "--",
        ] {
            let typed = id.replace('-', sep);
            assert_eq!(normalize(&typed), id, "{typed:?}");
            assert_eq!(decode(&typed).unwrap(), want, "{typed:?}");
            let padded = format!("  {}\n", typed.to_lowercase());
            assert_eq!(decode(&padded).unwrap(), want, "{padded:?}");
        }
        // A space inside a group splits it; the groups are read as one
        // position, so the ID still reads.
        let split_group = format!("{} {}", &id[..7], &id[7..]);
        assert_eq!(decode(&split_group).unwrap(), want, "{split_group}");
    }

    #[test]
    fn errors_name_what_was_read() {
        assert_eq!(
            decode("P34Z 00000 0"),
            Err(IdError::Malformed {
                id: "P34Z-00000-0".into(),
                what: Malformed::Target("Z".into()),
            })
        );
        let e = decode("p34q5-00000-0").unwrap_err().to_string();
        assert!(e.contains("unknown target code 'Q5'"), "{e}");
        assert!(e.starts_with("puzzle ID P34Q5-00000-0: "), "{e}");
        assert_eq!(
            decode("P34S 0!000 0"),
            Err(IdError::Malformed {
                id: "P34S-0!000-0".into(),
                what: Malformed::Char('!', 2),
            })
        );
        assert_eq!(
            decode("P34S"),
            Err(IdError::Malformed {
                id: "P34S".into(),
                what: Malformed::NoPosition,
            })
        );
    }

    #[test]
    fn non_ascii_characters_are_refused_not_panicked_on() {
        for id in [
            "P😀",
            "P😀-20008-10820-S",
            "Pé4S-1",
            "P3😀S-0",
            "P34😀-00000-0",
            "P34S-0😀000-0",
            "P34S-00000-😀",
            "Pßß",
        ] {
            assert!(decode(id).is_err(), "{id}");
        }
        let e = decode("P😀4S-20008-10820-S").unwrap_err().to_string();
        assert!(e.contains("characters 2 and 3"), "{e}");
    }
}
