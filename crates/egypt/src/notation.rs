//! Text notation for squares, moves, game records and positions.
//!
//! - Square: column letter from the left, row number from the top: `a1` is
//!   the top-left square.
//! - Move: `FROM-TO`, e.g. `a1-c1`; a record is moves separated by spaces.
//! - Position: rows from the top separated by `/`, squares from the left
//!   separated by `,`, each square its pieces bottom to top (`S`, `M`, `L`)
//!   or `.` when empty. Input ignores case and spaces; output is canonical.
//!
//! Errors give the 1-based character column in the input text.

use std::str::FromStr;

use super::board::{Board, IllegalMove, MAX_SIDE, MAX_STACK, MIN_SIDE, Move, Piece, Size, Square};

/// A notation error: what was wrong and where.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    #[error("empty position: give rows separated by '/' and squares by ','")]
    Empty,
    #[error(
        "column {col}: unknown letter '{ch}' in square {square} (pieces are S, M, L; '.' is an empty square)"
    )]
    UnknownLetter {
        ch: char,
        col: usize,
        square: Square,
    },
    #[error("column {col}: square {square} is blank; write '.' for an empty square")]
    BlankSquare { col: usize, square: Square },
    #[error("column {col}: '.' must stand alone in square {square}")]
    DotMixed { col: usize, square: Square },
    #[error(
        "ragged rows: row {row} has {found} squares but row 1 has {expected}; every row needs the same number"
    )]
    Ragged {
        row: usize,
        found: usize,
        expected: usize,
    },
    #[error(
        "a {rows}x{cols} grid is not supported: each side must be {MIN_SIDE} to {MAX_SIDE} squares"
    )]
    BadSize { rows: usize, cols: usize },
    #[error("the stack on {square} has {count} pieces; at most {MAX_STACK} are supported")]
    TooTall { square: Square, count: usize },
    #[error("bad square '{text}': expected a column letter and a row number, like a1")]
    BadSquare { text: String },
    #[error("bad move '{text}': expected FROM-TO, like a1-c1")]
    BadMove { text: String },
    #[error("move {number} of the record ({text}): {source}")]
    Illegal {
        number: usize,
        text: String,
        source: IllegalMove,
    },
}

/// Canonical text of a position.
pub fn format_position(b: &Board) -> String {
    let size = b.size();
    let mut out = String::new();
    for r in 0..size.rows() {
        if r > 0 {
            out.push('/');
        }
        for c in 0..size.cols() {
            if c > 0 {
                out.push(',');
            }
            let s = b.stack(Square::new(r, c));
            if s.is_empty() {
                out.push('.');
            } else {
                out.extend(s.pieces().map(Piece::letter));
            }
        }
    }
    out
}

/// Reads a position; case and spaces are ignored.
pub fn parse_position(text: &str) -> Result<Board, NotationError> {
    // Rows of squares, each square a list of (column, char).
    let mut rows: Vec<Vec<Vec<(usize, char)>>> = vec![vec![vec![]]];
    let mut any = false;
    for (i, ch) in text.chars().enumerate() {
        let col = i + 1;
        match ch {
            c if c.is_whitespace() => {}
            '/' => rows.push(vec![vec![]]),
            ',' => rows.last_mut().expect("a row").push(vec![]),
            c => {
                any = true;
                rows.last_mut()
                    .expect("a row")
                    .last_mut()
                    .expect("a square")
                    .push((col, c));
            }
        }
    }
    if !any && rows.len() == 1 && rows[0].len() == 1 {
        return Err(NotationError::Empty);
    }
    let expected = rows[0].len();
    if let Some((r, row)) = rows.iter().enumerate().find(|(_, r)| r.len() != expected) {
        return Err(NotationError::Ragged {
            row: r + 1,
            found: row.len(),
            expected,
        });
    }
    let size = Size::new(rows.len(), expected).ok_or(NotationError::BadSize {
        rows: rows.len(),
        cols: expected,
    })?;
    let mut board = Board::empty(size);
    // Position in the text just after each square's last char, for blank squares.
    let mut last_col = 0;
    for (r, row) in rows.iter().enumerate() {
        for (c, cell) in row.iter().enumerate() {
            let square = Square::new(r, c);
            if cell.is_empty() {
                return Err(NotationError::BlankSquare {
                    col: last_col + 1,
                    square,
                });
            }
            let dots = cell.iter().filter(|(_, ch)| *ch == '.').count();
            if dots > 0 {
                if cell.len() > 1 {
                    let col = cell
                        .iter()
                        .find(|(_, ch)| *ch == '.')
                        .map(|(col, _)| *col)
                        .unwrap_or(last_col);
                    return Err(NotationError::DotMixed { col, square });
                }
            } else {
                if cell.len() > MAX_STACK {
                    return Err(NotationError::TooTall {
                        square,
                        count: cell.len(),
                    });
                }
                for &(col, ch) in cell {
                    let p = Piece::from_letter(ch).ok_or(NotationError::UnknownLetter {
                        ch,
                        col,
                        square,
                    })?;
                    board.push(square, p);
                }
            }
            last_col = cell.last().map(|(col, _)| *col).unwrap_or(last_col);
        }
    }
    Ok(board)
}

/// Reads a square such as `a1` or `C3`.
pub fn parse_square(text: &str) -> Result<Square, NotationError> {
    let t = text.trim().to_ascii_lowercase();
    let bad = || NotationError::BadSquare {
        text: text.trim().to_string(),
    };
    let mut chars = t.chars();
    let letter = chars.next().ok_or_else(bad)?;
    if !letter.is_ascii_lowercase() {
        return Err(bad());
    }
    let digits = chars.as_str();
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) || digits.len() > 3 {
        return Err(bad());
    }
    let row: usize = digits.parse().map_err(|_| bad())?;
    if row == 0 || row > u8::MAX as usize {
        return Err(bad());
    }
    Ok(Square::new(row - 1, (letter as u8 - b'a') as usize))
}

/// Reads a move such as `a1-c1`.
pub fn parse_move(text: &str) -> Result<Move, NotationError> {
    let t = text.trim();
    let (a, b) = t.split_once('-').ok_or_else(|| NotationError::BadMove {
        text: t.to_string(),
    })?;
    let bad = |_| NotationError::BadMove {
        text: t.to_string(),
    };
    Ok(Move {
        from: parse_square(a).map_err(bad)?,
        to: parse_square(b).map_err(bad)?,
    })
}

/// Reads a game record (moves separated by spaces) and plays it from
/// `start`, checking every move. Returns the moves and the final position.
pub fn play_record(start: &Board, record: &str) -> Result<(Vec<Move>, Board), NotationError> {
    let mut board = start.clone();
    let mut moves = Vec::new();
    for (i, tok) in record.split_whitespace().enumerate() {
        let mv = parse_move(tok)?;
        board.play(mv).map_err(|source| NotationError::Illegal {
            number: i + 1,
            text: tok.to_string(),
            source,
        })?;
        moves.push(mv);
    }
    Ok((moves, board))
}

/// A game record in canonical form.
pub fn format_record(moves: &[Move]) -> String {
    seed::read::spaced(moves)
}

impl FromStr for Board {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Board, NotationError> {
        parse_position(s)
    }
}

impl FromStr for Move {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Move, NotationError> {
        parse_move(s)
    }
}

impl FromStr for Square {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Square, NotationError> {
        parse_square(s)
    }
}

impl std::fmt::Display for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&format_position(self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SETUP_3X4: &str = "SML,SML,SML,SML/SML,SML,SML,SML/SML,SML,SML,SML";

    #[test]
    fn setup_round_trips() {
        let b = Board::setup(Size::STANDARD_3X4);
        assert_eq!(format_position(&b), SETUP_3X4);
        assert_eq!(parse_position(SETUP_3X4).unwrap(), b);
    }

    #[test]
    fn case_and_spaces_are_ignored() {
        let b = parse_position(" sml, S , . ,l / m,.,.,. / .,.,LL, s ").unwrap();
        assert_eq!(format_position(&b), "SML,S,.,L/M,.,.,./.,.,LL,S");
    }

    #[test]
    fn errors_name_the_place() {
        let e = parse_position("SML,SXL,S/.,.,./.,.,.").unwrap_err();
        assert_eq!(
            e,
            NotationError::UnknownLetter {
                ch: 'X',
                col: 6,
                square: Square::new(0, 1)
            }
        );
        assert!(
            e.to_string()
                .starts_with("column 6: unknown letter 'X' in square b1")
        );
        assert!(matches!(
            parse_position("S,S,S/S,S/S,S,S"),
            Err(NotationError::Ragged {
                row: 2,
                found: 2,
                expected: 3
            })
        ));
        assert_eq!(parse_position("   "), Err(NotationError::Empty));
        assert_eq!(parse_position(""), Err(NotationError::Empty));
        assert!(matches!(
            parse_position("S,S/S,S"),
            Err(NotationError::BadSize { rows: 2, cols: 2 })
        ));
        assert!(matches!(
            parse_position("S,,S/S,S,S/S,S,S"),
            Err(NotationError::BlankSquare { .. })
        ));
        assert!(matches!(
            parse_position("S.,S,S/S,S,S/S,S,S"),
            Err(NotationError::DotMixed { .. })
        ));
        let tall = format!("{},S,S/S,S,S/S,S,S", "S".repeat(40));
        assert!(matches!(
            parse_position(&tall),
            Err(NotationError::TooTall { count: 40, .. })
        ));
    }

    #[test]
    fn squares_and_moves() {
        assert_eq!(parse_square("a1").unwrap(), Square::new(0, 0));
        assert_eq!(parse_square("D3").unwrap(), Square::new(2, 3));
        assert_eq!(parse_square("b10").unwrap(), Square::new(9, 1));
        for bad in ["", "1a", "a0", "a", "aa1", "a-1", "é1"] {
            assert!(parse_square(bad).is_err(), "{bad}");
        }
        let m = parse_move("a1-C1").unwrap();
        assert_eq!(m.to_string(), "a1-c1");
        assert!(parse_move("a1c1").is_err());
        assert!(parse_move("a1-").is_err());
    }

    #[test]
    fn record_reports_the_broken_rule() {
        let b = Board::setup(Size::STANDARD_3X4);
        let (moves, end) = play_record(&b, "a1-c1  d3-d1").unwrap();
        assert_eq!(moves.len(), 2);
        assert_eq!(end.piece_count(), 34);
        let e = play_record(&b, "a1-c1 a1-a2").unwrap_err();
        assert_eq!(
            e.to_string(),
            "move 2 of the record (a1-a2): a1-a2: the destination must be two squares away in a straight or diagonal line"
        );
        let e = play_record(&b, "a1-c1 b2-a2x").unwrap_err();
        assert!(matches!(e, NotationError::BadMove { .. }));
    }
}
