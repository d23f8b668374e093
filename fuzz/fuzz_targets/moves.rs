//! Squares, moves and game records: `egypt::notation::parse_square`,
//! `parse_move` and `play_record` (a record played from a position).
//! Input: a position, a newline, then the record; when the first line is
//! not a position the record is played from the 3x4 setup. Every square
//! and move read prints and reads back the same; a record played prints
//! in canonical form, and that form plays to the same moves and end.
#![no_main]

use egypt::board::{Board, Size};
use egypt::notation::{format_record, parse_move, parse_position, parse_square, play_record};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(square) = parse_square(text) {
        assert_eq!(parse_square(&square.to_string()), Ok(square));
    }
    if let Ok(mv) = parse_move(text) {
        assert_eq!(parse_move(&mv.to_string()), Ok(mv));
    }
    let (start, record) = match text.split_once('\n') {
        Some((first, rest)) => match parse_position(first) {
            Ok(board) => (board, rest),
            Err(_) => (Board::setup(Size::STANDARD_3X4), text),
        },
        None => (Board::setup(Size::STANDARD_3X4), text),
    };
    if let Ok((moves, end)) = play_record(&start, record) {
        let canonical = format_record(&moves);
        let (again, end_again) = play_record(&start, &canonical).expect("the record plays again");
        assert_eq!(again, moves);
        assert_eq!(end_again, end);
    }
});
