//! Puzzle targets: what the end position must look like.

use std::fmt;

use super::board::{Board, Piece};

/// A puzzle's target. Every target is judged on a finished game (a position
/// with no legal move); a single piece left is always finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// Exactly this one piece left and nothing else.
    Lone(Piece),
    /// No legal move left and at most this many pips on the board.
    ScoreAtMost(u32),
}

impl Target {
    pub const SMALL: Target = Target::Lone(Piece::Small);
    pub const MEDIUM: Target = Target::Lone(Piece::Medium);
    pub const LARGE: Target = Target::Lone(Piece::Large);

    /// Whether a finished position meets the target. The caller guarantees
    /// that `end` has no legal move.
    pub fn is_met_by_end(self, end: &Board) -> bool {
        match self {
            Target::Lone(p) => end.lone_piece() == Some(p),
            Target::ScoreAtMost(n) => end.pips() <= n,
        }
    }

    /// Whether a position is a finished game that meets the target.
    pub fn is_met(self, b: &Board) -> bool {
        b.is_terminal() && self.is_met_by_end(b)
    }

    /// Where a move that removes a piece of size `removed` (a piece code:
    /// 1 Small, 2 Medium, 3 Large) comes in the first-solution search's
    /// move order ([`super::solver::decide`]): the legal moves of a
    /// position are tried by rising rank, ties in the grid's hop order.
    /// Pieces the target does not keep go first, the largest first; a move
    /// that removes a piece of the target's own size comes last. A board
    /// cleared of its big pieces early keeps its landing squares open (a
    /// Small lands only on a Small or an empty square), so winning lines
    /// tend to be found sooner: the 4x5 setup is decided for a single Small
    /// in about a thousand positions, where the plain hop order needs
    /// 56 thousand. Both solver engines use this one function, so they try
    /// moves in the same order.
    #[inline(always)]
    pub fn move_rank(self, removed: u64) -> usize {
        let kept = match self {
            Target::Lone(p) => p as u64,
            Target::ScoreAtMost(_) => 0,
        };
        if removed == kept {
            3
        } else {
            3 - removed as usize
        }
    }

    /// A short phrase for printed sheets.
    pub fn describe(self) -> String {
        match self {
            Target::Lone(p) => format!("finish with a single {}", p.name()),
            Target::ScoreAtMost(1) => "finish with a score of 1".to_string(),
            Target::ScoreAtMost(n) => format!("finish with a score of {n} or less"),
        }
    }

    /// The goal as a sentence under a puzzle: "Finish with a single Small."
    pub fn caption(self) -> String {
        let mut goal = self.describe();
        if let Some(c) = goal.get_mut(0..1) {
            c.make_ascii_uppercase();
        }
        format!("{goal}.")
    }

    /// The target a word names (`small`, `m`, `score<=3`, in any case and
    /// spacing).
    fn from_word(s: &str) -> Option<Target> {
        let t: String = s
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect::<String>()
            .to_ascii_lowercase();
        match t.as_str() {
            "small" | "s" => Some(Target::SMALL),
            "medium" | "m" => Some(Target::MEDIUM),
            "large" | "l" => Some(Target::LARGE),
            _ => {
                let n = t.strip_prefix("score<=")?;
                if n.is_empty() || n.len() > 6 || !n.chars().all(|c| c.is_ascii_digit()) {
                    return None;
                }
                n.parse().ok().map(Target::ScoreAtMost)
            }
        }
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Target::Lone(p) => f.write_str(&p.name().to_ascii_lowercase()),
            Target::ScoreAtMost(n) => write!(f, "score<={n}"),
        }
    }
}

seed::word_value! {
    Target;
    /// An unreadable target.
    TargetError("unknown target '{0}': use small, medium, large or score<=N (N a whole number)")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_position;

    #[test]
    fn the_first_solution_search_removes_what_the_target_does_not_keep_first() {
        let (s, m, l) = (
            Piece::Small as u64,
            Piece::Medium as u64,
            Piece::Large as u64,
        );
        let order = |t: Target| {
            let mut sizes = [s, m, l];
            sizes.sort_by_key(|&p| t.move_rank(p));
            sizes
        };
        assert_eq!(order(Target::SMALL), [l, m, s]);
        assert_eq!(order(Target::MEDIUM), [l, s, m]);
        assert_eq!(order(Target::LARGE), [m, s, l]);
        assert_eq!(order(Target::ScoreAtMost(4)), [l, m, s]);
        // Ranks fit the fast engine's four buckets.
        for t in [Target::SMALL, Target::LARGE, Target::ScoreAtMost(1)] {
            assert!([s, m, l].iter().all(|&p| t.move_rank(p) < 4));
        }
    }

    #[test]
    fn parse_and_print() {
        for t in ["small", "medium", "large", "score<=4"] {
            assert_eq!(t.parse::<Target>().unwrap().to_string(), t);
        }
        assert_eq!("SCORE <= 12".parse::<Target>(), Ok(Target::ScoreAtMost(12)));
        for bad in ["tiny", "score<", "score<=", "score<=-1", "score<=x", ""] {
            assert!(bad.parse::<Target>().is_err(), "{bad}");
        }
    }

    #[test]
    fn targets_judge_end_positions() {
        let lone_m = parse_position(".,.,./.,M,./.,.,.").unwrap();
        assert!(Target::MEDIUM.is_met(&lone_m));
        assert!(!Target::SMALL.is_met(&lone_m));
        assert!(Target::ScoreAtMost(2).is_met(&lone_m));
        assert!(!Target::ScoreAtMost(1).is_met(&lone_m));
        // Two Mediums far apart: finished, score 4.
        let two = parse_position("M,.,M/.,.,./.,.,.").unwrap();
        assert!(two.is_terminal());
        assert!(!Target::MEDIUM.is_met(&two));
        assert!(Target::ScoreAtMost(4).is_met(&two));
        // Not finished: a move remains, so no target is met.
        let live = parse_position("M,M,./.,.,./.,.,.").unwrap();
        assert!(!live.is_terminal());
        assert!(!Target::ScoreAtMost(100).is_met(&live));
    }
}
