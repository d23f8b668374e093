//! Puzzle IDs (`solve P...`, `show P...`): `egypt::puzzle_id::decode` and
//! `looks_like_id`. An ID read encodes to an ID that decodes to the same
//! position and target, and that ID is its own encoding.
#![no_main]

use egypt::puzzle_id::{decode, encode, looks_like_id};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let _ = looks_like_id(text);
    if let Ok((board, target)) = decode(text) {
        let id = encode(&board, target);
        assert!(looks_like_id(&id), "{id} does not look like an ID");
        let (board2, target2) = decode(&id).expect("an encoded ID decodes");
        assert_eq!(board2, board);
        assert_eq!(target2, target);
        assert_eq!(encode(&board2, target2), id);
    }
});
