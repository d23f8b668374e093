//! Move lists as a player writes them on paper, read back for checking
//! (`pyramid-press check`), in the notation of the printed keys: `draw`
//! (`draw x3` for three draws in a row), `reset`, a King alone (`K♠`,
//! `KS`), a pair joined by `+` (`5♥+8♣`, `5H + 8C`). Cards as on the deal
//! page or as typed: rank `A 2-10 J Q K` (or `T`), suit as a symbol or
//! `C D H S`, any case. Steps are separated by spaces, commas, semicolons
//! or new lines, with or without step numbers (`1.`, `2)`). The reader is
//! a pure function: it never panics, and an error names the 1-based
//! character column of the bad token. Whether the steps are legal is for
//! [`crate::check`]. A printed key in another language writes its own
//! words for the draw and the reset; [`parse_move_list_with`] takes them
//! (this crate knows no language: the caller names the words).

use crate::deal::Card;

/// One step of a written list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Draw this many times in a row (`draw`, `draw x3`).
    Draw(usize),
    Reset,
    /// A card taken away alone.
    Single(Card),
    /// Two cards taken away together.
    Pair(Card, Card),
}

impl Step {
    /// How many moves the step stands for (a `draw x3` is three).
    pub fn times(self) -> usize {
        match self {
            Step::Draw(n) => n,
            _ => 1,
        }
    }
}

/// One step and where it was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrittenStep {
    pub step: Step,
    /// 1-based character column of its first character.
    pub column: usize,
    /// As written.
    pub text: String,
}

/// A token of a move list that is not a step.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("column {column}: '{token}' {what}")]
pub struct MoveListError {
    /// 1-based character column where the token starts.
    pub column: usize,
    pub token: String,
    pub what: &'static str,
}

const NOT_A_STEP: &str =
    "is not a step (write draw, draw x3, reset, a King such as K♠, or a pair such as 5♥+8♣)";
const NOT_A_CARD: &str = "is not a card (rank A 2-10 J Q K, suit ♣ ♦ ♥ ♠ or C D H S, e.g. 10♥)";
/// The words of a draw and of a reset, besides `draw` and `reset` (the
/// words a printed key in another language uses: `ziehen`, `wenden`).
#[derive(Clone, Copy, Debug, Default)]
pub struct StepWords<'a> {
    pub draw: &'a [&'a str],
    pub reset: &'a [&'a str],
}

impl StepWords<'_> {
    fn is_draw(&self, word: &str) -> bool {
        is_one_of(word, "draw", self.draw)
    }

    fn is_reset(&self, word: &str) -> bool {
        is_one_of(word, "reset", self.reset)
    }

    /// The draw word `lower` starts with, longest first.
    fn draw_prefix<'t>(&self, lower: &'t str) -> Option<&'t str> {
        let mut words: Vec<String> = self.draw.iter().map(|w| w.to_lowercase()).collect();
        words.push("draw".into());
        words.sort_by_key(|w| std::cmp::Reverse(w.len()));
        words.iter().find_map(|w| lower.strip_prefix(w.as_str()))
    }
}

/// Whether `word` is `english` or one of `others`, in any case.
fn is_one_of(word: &str, english: &str, others: &[&str]) -> bool {
    let word = word.to_lowercase();
    word == english || others.iter().any(|w| w.to_lowercase() == word)
}

/// Most draws one step may ask for (more than a stock holds is an error
/// of the rules, found when checking).
const MAX_RUN: usize = 999;

/// Splits `text` into tokens with their 1-based columns; separators are
/// white space, `,` and `;`. A `+` or an `x` count written apart joins the
/// tokens around it (`5H + 8C`, `draw x3`).
fn tokens(text: &str, words: &StepWords) -> Vec<(usize, String)> {
    let raw = seed::read::words_with_columns(text, |c| c);
    let mut out: Vec<(usize, String)> = Vec::new();
    for (col, tok) in raw {
        let count = tok.starts_with(['x', 'X', '\u{d7}', '*'])
            && tok.len() > 1
            && tok.chars().skip(1).all(|c| c.is_ascii_digit());
        // Never onto a step number standing alone ("1. +5H"), which would
        // put the step's column on the space after the number.
        match out.last_mut() {
            Some((_, prev))
                if (prev.ends_with('+')
                    || tok.starts_with('+')
                    || (count && words.is_draw(prev)))
                    && step_number(prev) < prev.chars().count() =>
            {
                prev.push_str(&tok)
            }
            _ => out.push((col, tok)),
        }
    }
    out
}

/// A step number at the start of a token (`12.`, `3)`): its length in
/// characters, or 0.
fn step_number(tok: &str) -> usize {
    let digits = tok.chars().take_while(|c| c.is_ascii_digit()).count();
    match tok.chars().nth(digits) {
        Some('.') | Some(')') if digits > 0 => digits + 1,
        _ => 0,
    }
}

/// Rank letters the printed keys of other languages use, with the rank
/// they stand for: German Bube, Dame (B, D; König is K), French valet,
/// dame, roi (V, D, R). Read only before a suit symbol, as printed: the
/// typed notation stays A, 2-9, T, J, Q, K.
const PRINTED_RANKS: [(&str, char); 4] = [("B", 'J'), ("V", 'J'), ("D", 'Q'), ("R", 'K')];

/// Reads a card as printed (`10♥`, `K♠`, German `D♥`, French `R♠`) or
/// typed (`TH`, `kh`).
pub fn read_card(text: &str) -> Option<Card> {
    let symbol = text.ends_with([
        '\u{2663}', '\u{2667}', '\u{2666}', '\u{2662}', '\u{2665}', '\u{2661}', '\u{2660}',
        '\u{2664}',
    ]);
    let text = match text.char_indices().last() {
        Some((at, _)) if symbol => {
            let rank = &text[..at];
            match PRINTED_RANKS
                .iter()
                .find(|(r, _)| rank.eq_ignore_ascii_case(r))
            {
                Some((_, typed)) => format!("{typed}{}", &text[at..]),
                None => text.to_string(),
            }
        }
        _ => text.to_string(),
    };
    let typed: String = text
        .chars()
        .map(|c| match c {
            '\u{2663}' | '\u{2667}' => 'C',
            '\u{2666}' | '\u{2662}' => 'D',
            '\u{2665}' | '\u{2661}' => 'H',
            '\u{2660}' | '\u{2664}' => 'S',
            c => c,
        })
        .collect();
    typed.parse().ok()
}

fn read_step(tok: &str, words: &StepWords) -> Result<Step, &'static str> {
    let lower = tok.to_lowercase();
    if words.is_reset(&lower) {
        return Ok(Step::Reset);
    }
    if let Some(rest) = words.draw_prefix(&lower) {
        if rest.is_empty() {
            return Ok(Step::Draw(1));
        }
        let n = rest
            .strip_prefix(['x', '\u{d7}', '*'])
            .filter(|d| !d.is_empty() && d.len() <= 3 && d.chars().all(|c| c.is_ascii_digit()))
            .and_then(|d| d.parse::<usize>().ok())
            .filter(|n| (1..=MAX_RUN).contains(n))
            .ok_or(NOT_A_STEP)?;
        return Ok(Step::Draw(n));
    }
    match tok.split_once('+') {
        Some((a, b)) => match (read_card(a), read_card(b)) {
            (Some(a), Some(b)) => Ok(Step::Pair(a, b)),
            _ if a.is_empty() || b.is_empty() || b.contains('+') => Err(NOT_A_STEP),
            _ => Err(NOT_A_CARD),
        },
        None => read_card(tok).map(Step::Single).ok_or(NOT_A_STEP),
    }
}

/// Reads a written move list.
pub fn parse_move_list(text: &str) -> Result<Vec<WrittenStep>, MoveListError> {
    parse_move_list_with(text, &StepWords::default())
}

/// Reads a written move list that may also use `words` for the draw and
/// the reset.
pub fn parse_move_list_with(
    text: &str,
    words: &StepWords,
) -> Result<Vec<WrittenStep>, MoveListError> {
    let mut steps = Vec::new();
    for (column, tok) in tokens(text, words) {
        let skip = step_number(&tok);
        let rest: String = tok.chars().skip(skip).collect();
        if rest.is_empty() {
            continue;
        }
        let column = column + skip;
        let step = read_step(&rest, words).map_err(|what| MoveListError {
            column,
            token: rest.clone(),
            what,
        })?;
        steps.push(WrittenStep {
            step,
            column,
            text: rest,
        });
    }
    Ok(steps)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(s: &str) -> Card {
        s.parse().expect("card")
    }

    #[test]
    fn a_key_in_another_language_is_read_with_its_words() {
        let words = StepWords {
            draw: &["ziehen", "Tirer"],
            reset: &["wenden"],
        };
        let steps: Vec<Step> =
            parse_move_list_with("1. ziehen x3 2. Wenden 3. KS, tirer, draw", &words)
                .expect("reads")
                .into_iter()
                .map(|s| s.step)
                .collect();
        assert_eq!(
            steps,
            vec![
                Step::Draw(3),
                Step::Reset,
                Step::Single(card("KS")),
                Step::Draw(1),
                Step::Draw(1)
            ]
        );
        // Without the words they are not steps.
        let e = parse_move_list("ziehen").expect_err("not English");
        assert_eq!(e.column, 1);
    }

    #[test]
    fn ranks_printed_in_german_and_french_are_read() {
        // German Bube, Dame, König; French valet, dame, roi.
        for (printed, typed) in [
            ("B\u{2665}", "JH"),
            ("D\u{2660}", "QS"),
            ("K\u{2663}", "KC"),
            ("V\u{2666}", "JD"),
            ("d\u{2665}", "QH"),
            ("R\u{2660}", "KS"),
            ("10\u{2665}", "TH"),
        ] {
            assert_eq!(read_card(printed), Some(card(typed)), "{printed}");
        }
        let steps = parse_move_list("B\u{2665}+2\u{2663}, R\u{2660}").expect("reads");
        assert_eq!(steps[0].step, Step::Pair(card("JH"), card("2C")));
        assert_eq!(steps[1].step, Step::Single(card("KS")));
        // The typed notation stays language-neutral: no rank B, V, D or R.
        for typed in ["BH", "VD", "DS", "RS"] {
            assert_eq!(read_card(typed), None, "{typed}");
        }
    }

    #[test]
    fn lists_are_read_in_the_keys_notation_and_as_typed() {
        let want = vec![
            Step::Draw(3),
            Step::Pair(card("5H"), card("8C")),
            Step::Single(card("KS")),
            Step::Reset,
            Step::Draw(1),
            Step::Pair(card("TD"), card("3S")),
        ];
        for t in [
            "draw x3, 5\u{2665}+8\u{2663}, K\u{2660}, reset, draw, 10\u{2666}+3\u{2660}",
            "1. draw x3 2. 5H + 8C 3. KS 4. reset 5. draw 6. td+3s",
            "1) DRAW\u{d7}3\n2) 5h+ 8c\n3) ks\n4) Reset\n5) Draw\n6) 10D +3S",
        ] {
            let got: Vec<Step> = parse_move_list(t)
                .expect("reads")
                .iter()
                .map(|s| s.step)
                .collect();
            assert_eq!(got, want, "{t}");
        }
    }

    #[test]
    fn bad_tokens_are_located() {
        let e = parse_move_list("draw, 5H+8X").expect_err("bad");
        assert_eq!((e.column, e.token.as_str()), (7, "5H+8X"));
        assert!(e.to_string().contains("is not a card"), "{e}");
        let e = parse_move_list("1. draw 2. jump").expect_err("bad");
        assert_eq!((e.column, e.token.as_str()), (12, "jump"));
        // Found by fuzzing: a '+' after a step number standing alone was
        // joined onto the number, and the column named the space.
        let e = parse_move_list("1.  + . draw x3").expect_err("bad");
        assert_eq!((e.column, e.token.as_str()), (5, "+."));
        let s = parse_move_list("1. 5H +8C 2. KS").expect("reads");
        assert_eq!((s[0].column, s[1].column), (4, 14));
        for t in [
            "draw x0",
            "draw x",
            "+",
            "5H+",
            "5H+8C+3D",
            "drawx9999",
            "😀",
        ] {
            assert!(parse_move_list(t).is_err(), "{t}");
        }
    }
}
