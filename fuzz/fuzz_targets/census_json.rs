//! Census JSON (`census --json`, read back by a book template's
//! `game_in_numbers`): `documents::census_json::from_json`. A census read
//! writes as JSON that reads back to the same census.
#![no_main]

use documents::census_json::{from_json, json};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(census) = from_json(text) {
        let written = json(&census).to_string();
        let again = from_json(&written).expect("a written census reads back");
        assert_eq!(again, census);
    }
});
