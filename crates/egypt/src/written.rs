//! Move lists as a player writes them on paper, read back for checking
//! (`pyramid-press check`): moves `FROM-TO` in any case, separated by
//! spaces, commas, semicolons or new lines, with or without move numbers
//! (`1.`, `2)`), a dash written as `-`, `–` or `—`, spaces around it
//! allowed (`b2 - d2`). The reader is a pure function: it never panics,
//! and an error names the 1-based character column of the bad token.
//! Whether the moves are legal is for [`crate::check`].

use super::board::Move;
use super::notation::parse_move;

/// One move of a written list and where it was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrittenMove {
    pub mv: Move,
    /// 1-based character column of its first character.
    pub column: usize,
    /// As written.
    pub text: String,
}

/// A token of a move list that is not a move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("column {column}: '{token}' is not a move (write FROM-TO, like b2-d2)")]
pub struct MoveListError {
    /// 1-based character column where the token starts.
    pub column: usize,
    pub token: String,
}

/// Splits `text` into tokens with their 1-based columns: separators are
/// white space, `,` and `;`; dashes of any kind become `-`, and a dash
/// with spaces around it joins the squares on both sides.
pub(crate) fn tokens(text: &str, joins: &[char]) -> Vec<(usize, String)> {
    let raw = seed::read::words_with_columns(text, |c| match c {
        '\u{2013}' | '\u{2014}' | '\u{2212}' => '-',
        c => c,
    });
    // Join tokens around a joining character written apart ("b2 - d2"),
    // but not onto a move number standing alone ("1. -d2"), which would
    // put the move's column on the space after the number.
    let mut out: Vec<(usize, String)> = Vec::new();
    for (col, tok) in raw {
        match out.last_mut() {
            Some((_, prev))
                if (prev.ends_with(joins) || tok.starts_with(joins))
                    && move_number(prev) < prev.chars().count() =>
            {
                prev.push_str(&tok)
            }
            _ => out.push((col, tok)),
        }
    }
    out
}

/// A move number at the start of a token (`12.`, `3)`): its length in
/// characters, or 0.
pub(crate) fn move_number(tok: &str) -> usize {
    let digits = tok.chars().take_while(|c| c.is_ascii_digit()).count();
    match tok.chars().nth(digits) {
        Some('.') | Some(')') if digits > 0 => digits + 1,
        _ => 0,
    }
}

/// Reads a written move list.
pub fn parse_move_list(text: &str) -> Result<Vec<WrittenMove>, MoveListError> {
    let mut moves = Vec::new();
    for (column, tok) in tokens(text, &['-']) {
        let skip = move_number(&tok);
        let rest: String = tok.chars().skip(skip).collect();
        if rest.is_empty() {
            continue;
        }
        let column = column + skip;
        let mv = parse_move(&rest).map_err(|_| MoveListError {
            column,
            token: rest.clone(),
        })?;
        moves.push(WrittenMove {
            mv,
            column,
            text: rest,
        });
    }
    Ok(moves)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(t: &str) -> Vec<String> {
        parse_move_list(t)
            .expect("reads")
            .iter()
            .map(|m| m.mv.to_string())
            .collect()
    }

    #[test]
    fn lists_are_read_as_written() {
        let want = ["a1-c1", "b2-d2", "c3-a3"];
        for t in [
            "a1-c1 b2-d2 c3-a3",
            "1. a1-c1, 2. b2-d2, 3. c3-a3",
            "1.A1-C1\n2.B2-D2\n3.C3-A3\n",
            "1) a1 - c1; 2) b2 \u{2013} d2 3) c3 -a3",
        ] {
            assert_eq!(texts(t), want, "{t}");
        }
        assert!(parse_move_list("  \n ").expect("empty").is_empty());
        let m = parse_move_list("1. a1-c1  2. b2-d2").expect("reads");
        assert_eq!((m[1].column, m[1].text.as_str()), (14, "b2-d2"));
    }

    #[test]
    fn bad_tokens_are_located() {
        let e = parse_move_list("a1-c1, b2d2").expect_err("bad");
        assert_eq!((e.column, e.token.as_str()), (8, "b2d2"));
        assert!(e.to_string().starts_with("column 8: 'b2d2' is not a move"));
        let e = parse_move_list("1. a1-c1 2. 😀-a1").expect_err("bad");
        assert_eq!(e.column, 13);
        // Found by fuzzing: a dash after a move number standing alone
        // was joined onto the number, and the column named the space.
        let e = parse_move_list("1)  -a3").expect_err("bad");
        assert_eq!((e.column, e.token.as_str()), (5, "-a3"));
        let m = parse_move_list("1. b2 -d2 2. d4 - b4").expect("reads");
        assert_eq!((m[0].column, m[1].column), (4, 14));
        for t in ["-", "a1-", "x", "a0-c1", "a1-c1-e1", "é"] {
            assert!(parse_move_list(t).is_err(), "{t}");
        }
    }
}
