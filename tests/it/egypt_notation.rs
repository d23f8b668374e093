//! Property tests of the text notation: positions, squares, moves, records
//! and targets.

use egypt::board::{Board, Move, Piece, Size, Square};
use egypt::notation::{
    NotationError, format_position, format_record, parse_move, parse_position, parse_square,
    play_record,
};
use egypt::target::Target;
use proptest::prelude::*;

/// A random board 3x3..10x10; most stacks short (often empty), a few tall.
fn board() -> impl Strategy<Value = Board> {
    (3usize..=10, 3usize..=10).prop_flat_map(|(rows, cols)| {
        let stack = prop_oneof![
            4 => Just(Vec::new()),
            6 => prop::collection::vec(0usize..3, 1..=4),
            1 => prop::collection::vec(0usize..3, 5..=32),
        ];
        prop::collection::vec(stack, rows * cols).prop_map(move |stacks| {
            let mut b = Board::empty(Size::new(rows, cols).unwrap());
            for (i, s) in stacks.into_iter().enumerate() {
                for p in s {
                    assert!(b.push(Square::new(i / cols, i % cols), Piece::ALL[p]));
                }
            }
            b
        })
    })
}

/// Strings over the notation's own alphabet, to reach deep parser paths.
fn notationish() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop::sample::select(
            "SMLsml.,/ 0123456789xX-<=scorebd\t"
                .chars()
                .collect::<Vec<_>>(),
        ),
        0..80,
    )
    .prop_map(|v| v.into_iter().collect())
}

/// Text with random case flips and random spaces inserted.
fn scramble(text: &str, flips: &[bool], spaces: &[u8]) -> String {
    let mut out = String::new();
    for (i, ch) in text.chars().enumerate() {
        for _ in 0..spaces[i % spaces.len()] {
            out.push(' ');
        }
        if flips[i % flips.len()] {
            out.push(ch.to_ascii_lowercase());
        } else {
            out.push(ch);
        }
    }
    out.push_str("  ");
    out
}

fn exercise_all_parsers(s: &str) {
    let _ = parse_position(s);
    let _ = parse_square(s);
    let _ = parse_move(s);
    let _ = s.parse::<Target>();
    let setup = Board::setup(Size::STANDARD_3X4);
    let _ = play_record(&setup, s);
    let _ = play_record(&Board::empty(Size::new(10, 10).unwrap()), s);
    // Errors must render without panicking too.
    if let Err(e) = parse_position(s) {
        assert!(!e.to_string().is_empty());
    }
    if let Err(e) = play_record(&setup, s) {
        assert!(!e.to_string().is_empty());
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn position_round_trips(b in board()) {
        let text = format_position(&b);
        let back = parse_position(&text).unwrap();
        prop_assert_eq!(&back, &b);
        prop_assert_eq!(format_position(&back), text.clone());
        prop_assert_eq!(b.to_string(), text.clone());
        prop_assert_eq!(text.parse::<Board>().unwrap(), b.clone());
        // Shape of the canonical text.
        prop_assert_eq!(text.split('/').count(), b.size().rows());
        for row in text.split('/') {
            prop_assert_eq!(row.split(',').count(), b.size().cols());
        }
    }

    #[test]
    fn position_ignores_case_and_spaces(
        b in board(),
        flips in prop::collection::vec(any::<bool>(), 1..20),
        spaces in prop::collection::vec(0u8..3, 1..20),
    ) {
        let text = format_position(&b);
        let messy = scramble(&text, &flips, &spaces);
        prop_assert_eq!(parse_position(&messy).unwrap(), b);
    }

    #[test]
    fn parsers_never_panic_on_arbitrary_strings(s in any::<String>()) {
        exercise_all_parsers(&s);
    }

    #[test]
    fn parsers_never_panic_on_notation_alphabet(s in notationish()) {
        exercise_all_parsers(&s);
    }

    #[test]
    fn parsers_never_panic_on_mangled_positions(
        b in board(),
        cut in 0usize..1000,
        insert in prop::sample::select("SMLsml.,/ 9xX-é\u{3000}".chars().collect::<Vec<_>>()),
        at in 0usize..1000,
    ) {
        let mut chars: Vec<char> = format_position(&b).chars().collect();
        if !chars.is_empty() {
            chars.remove(cut % chars.len());
        }
        let at = at % (chars.len() + 1);
        chars.insert(at, insert);
        let s: String = chars.into_iter().collect();
        exercise_all_parsers(&s);
    }

    #[test]
    fn unknown_letter_column_points_at_it(
        b in board(),
        pick in 0usize..10_000,
        bad in prop::sample::select("xXqZ?*é#0".chars().collect::<Vec<_>>()),
        spaces in prop::collection::vec(0u8..3, 1..10),
    ) {
        // Put a bad character in place of one piece letter, after scrambling
        // spaces in; the error's column is that character's 1-based index.
        let text = scramble(&format_position(&b), &[false], &spaces);
        let letters: Vec<usize> = text
            .chars()
            .enumerate()
            .filter(|(_, c)| "SML".contains(*c))
            .map(|(i, _)| i)
            .collect();
        prop_assume!(!letters.is_empty());
        let idx = letters[pick % letters.len()];
        let mangled: String = text
            .chars()
            .enumerate()
            .map(|(i, c)| if i == idx { bad } else { c })
            .collect();
        match parse_position(&mangled) {
            Err(NotationError::UnknownLetter { ch, col, .. }) => {
                prop_assert_eq!(ch, bad);
                prop_assert_eq!(col, idx + 1);
                prop_assert_eq!(mangled.chars().nth(col - 1), Some(bad));
            }
            // A tall stack is reported before its letters are read.
            Err(NotationError::TooTall { .. }) => {}
            other => prop_assert!(false, "{mangled}: {other:?}"),
        }
    }

    #[test]
    fn dot_mixed_column_points_at_the_dot(b in board(), pick in 0usize..10_000) {
        // Put a '.' right after a piece letter: the error points at the dot.
        let text = format_position(&b);
        let letters: Vec<usize> = text
            .char_indices()
            .filter(|(_, c)| "SML".contains(*c))
            .map(|(i, _)| i)
            .collect();
        prop_assume!(!letters.is_empty());
        let idx = letters[pick % letters.len()] + 1;
        let mangled = format!("{}.{}", &text[..idx], &text[idx..]);
        match parse_position(&mangled) {
            Err(NotationError::DotMixed { col, .. }) => {
                prop_assert_eq!(col, idx + 1);
                prop_assert_eq!(mangled.chars().nth(col - 1), Some('.'));
            }
            Err(NotationError::TooTall { .. }) => {}
            other => prop_assert!(false, "{mangled}: {other:?}"),
        }
    }

    #[test]
    fn blank_square_column_points_at_its_opening_separator(b in board(), pick in 0usize..10_000) {
        // Blank out one square entirely: the error names that square and
        // points at the ',' or '/' just before it (column 1 for the first).
        let text = format_position(&b);
        let cells: Vec<&str> = text.split(['/', ',']).collect();
        let k = pick % cells.len();
        let mut out = String::new();
        let mut ci = 0;
        for ch in text.chars() {
            if ch == ',' || ch == '/' {
                ci += 1;
                out.push(ch);
            } else if ci != k {
                out.push(ch);
            }
        }
        let cols = b.size().cols();
        match parse_position(&out) {
            Err(NotationError::BlankSquare { col, square }) => {
                prop_assert_eq!(square, Square::new(k / cols, k % cols));
                let at = out.chars().nth(col - 1);
                prop_assert!(at == Some(',') || at == Some('/'), "{out} col {col}");
                // The separators before that column: k - 1 of them (or the
                // first square's closing comma when k = 0).
                let seps = out.chars().take(col).filter(|c| *c == ',' || *c == '/').count();
                prop_assert_eq!(seps, k.max(1), "{} col {}", out, col);
            }
            other => prop_assert!(false, "{out}: {other:?}"),
        }
    }

    #[test]
    fn squares_and_moves_round_trip(
        r1 in 0usize..255, c1 in 0usize..26, r2 in 0usize..255, c2 in 0usize..26,
        upper in any::<bool>(), pad in 0usize..3,
    ) {
        let a = Square::new(r1, c1);
        let b = Square::new(r2, c2);
        let mut t = a.to_string();
        if upper { t = t.to_uppercase(); }
        let t = format!("{}{t}{}", " ".repeat(pad), " ".repeat(pad));
        prop_assert_eq!(parse_square(&t).unwrap(), a);
        let m = Move { from: a, to: b };
        let text = m.to_string();
        prop_assert_eq!(text.clone(), format!("{a}-{b}"));
        prop_assert_eq!(parse_move(&text).unwrap(), m);
        prop_assert_eq!(parse_move(&text.to_uppercase()).unwrap(), m);
        prop_assert_eq!(text.parse::<Move>().unwrap(), m);
    }

    #[test]
    fn records_round_trip(b in board(), picks in prop::collection::vec(0usize..1000, 0..40)) {
        let mut cur = b.clone();
        let mut moves = Vec::new();
        for p in picks {
            let legal = cur.legal_moves();
            if legal.is_empty() { break; }
            let m = legal[p % legal.len()];
            cur.play(m).unwrap();
            moves.push(m);
        }
        let text = format_record(&moves);
        let (back, end) = play_record(&b, &text).unwrap();
        prop_assert_eq!(&back, &moves);
        prop_assert_eq!(&end, &cur);
        // Upper case and extra spaces read the same.
        let loud = format!("  {}  ", text.to_uppercase().replace(' ', "   "));
        let (back, end) = play_record(&b, &loud).unwrap();
        prop_assert_eq!(back, moves);
        prop_assert_eq!(end, cur);
    }

    #[test]
    fn targets_round_trip(n in 0u32..1_000_000, which in 0usize..4,
                          flips in prop::collection::vec(any::<bool>(), 1..8),
                          spaces in prop::collection::vec(0u8..2, 1..8)) {
        let t = match which {
            0 => Target::SMALL,
            1 => Target::MEDIUM,
            2 => Target::LARGE,
            _ => Target::ScoreAtMost(n),
        };
        let text = t.to_string();
        prop_assert_eq!(text.parse::<Target>().unwrap(), t);
        let upper: String = text
            .chars()
            .enumerate()
            .map(|(i, c)| if flips[i % flips.len()] { c.to_ascii_uppercase() } else { c })
            .collect();
        let messy = scramble(&upper, &[false], &spaces);
        prop_assert_eq!(messy.parse::<Target>().unwrap(), t);
    }
}

#[test]
fn notation_error_examples() {
    // Hand-placed errors with their columns.
    assert_eq!(
        parse_position("SML,SML,SML/S M L,SXL,./.,.,."),
        Err(NotationError::UnknownLetter {
            ch: 'X',
            col: 20,
            square: Square::new(1, 1)
        })
    );
    assert!(matches!(
        parse_position("S,S,S/S,S,S/S,S,.S"),
        Err(NotationError::DotMixed { col: 17, .. })
    ));
    assert_eq!(
        parse_position("S,S,S/S,S,S,S/S,S,S"),
        Err(NotationError::Ragged {
            row: 2,
            found: 4,
            expected: 3
        })
    );
    assert_eq!(
        parse_position(&["S"; 11].join("/")),
        Err(NotationError::BadSize { rows: 11, cols: 1 })
    );
    assert!(parse_square("a256").is_err());
    assert!(parse_square("a0255").is_err(), "at most three digits");
    assert_eq!(parse_square("a255").unwrap(), Square::new(254, 0));
    assert!("score<=1000000".parse::<Target>().is_err());
    assert_eq!(
        "score<=999999".parse::<Target>(),
        Ok(Target::ScoreAtMost(999_999))
    );
}
