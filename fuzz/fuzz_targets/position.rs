//! Positions (`--position`, `solve`, `show`, `census --root`):
//! `egypt::notation::parse_position`. A position read prints in canonical
//! form, and the canonical form reads back to the same board.
#![no_main]

use egypt::notation::{format_position, parse_position};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(board) = parse_position(text) {
        let canonical = format_position(&board);
        let again = parse_position(&canonical).expect("the canonical form reads back");
        assert_eq!(again, board);
        assert_eq!(format_position(&again), canonical);
        assert_eq!(board.to_string(), canonical);
    }
});
