//! Plain-text drawing of a position for the terminal: each square shows its
//! whole stack, bottom piece lowest.

use super::board::{Board, Piece, Square};

/// The position as text lines, with column letters and row numbers.
pub fn show(b: &Board) -> String {
    let size = b.size();
    let cell = 5;
    let mut out = String::new();
    out.push_str("   ");
    for c in 0..size.cols() {
        out.push_str(&format!(" {:^cell$}", (b'a' + c as u8) as char));
    }
    out.push('\n');
    let rule = format!(
        "   +{}\n",
        vec!["-".repeat(cell); size.cols()].join("+") + "+"
    );
    out.push_str(&rule);
    for r in 0..size.rows() {
        let stacks: Vec<Vec<Piece>> = (0..size.cols())
            .map(|c| b.stack(Square::new(r, c)).pieces().collect())
            .collect();
        let height = stacks.iter().map(Vec::len).max().unwrap_or(0).max(1);
        for level in (0..height).rev() {
            if level == 0 {
                out.push_str(&format!("{:>2} |", r + 1));
            } else {
                out.push_str("   |");
            }
            for s in &stacks {
                let mark = match s.get(level) {
                    Some(p) => p.letter().to_string(),
                    None if level == 0 => ".".to_string(),
                    None => String::new(),
                };
                out.push_str(&format!("{mark:^cell$}|"));
            }
            out.push('\n');
        }
        out.push_str(&rule);
    }
    let n = b.legal_moves().len();
    out.push_str(&format!(
        "{} pieces, {} pips, {} legal move{}\n",
        b.piece_count(),
        b.pips(),
        n,
        if n == 1 { "" } else { "s" }
    ));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_position;

    #[test]
    fn every_piece_is_drawn() {
        let b = parse_position("SMLL,.,S/M,.,./.,.,L").unwrap();
        let text = show(&b);
        let letters = text
            .lines()
            .filter(|l| l.contains('|'))
            .flat_map(|l| l.chars())
            .filter(|c| "SML".contains(*c))
            .count();
        assert_eq!(letters, b.piece_count());
        assert!(text.contains("7 pieces, 15 pips, 1 legal move\n"));
    }
}
