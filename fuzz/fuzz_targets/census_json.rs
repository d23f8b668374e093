//! Census JSON (`census --json`, read back by a book template's
//! `game_in_numbers`): `documents::games::egypt::census_json::from_json`. A census read
//! writes as JSON that reads back to the same census, and its page (the
//! table lines and the drawn page a book prints) is made without a panic.
#![no_main]

use documents::games::egypt::census_json::{from_json, json};
use documents::games::egypt::census_page::{draw, table_lines};
use libfuzzer_sys::fuzz_target;
use render::Rect;

fuzz_target!(|text: &str| {
    if let Ok(census) = from_json(text) {
        let written = json(&census).to_string();
        let again = from_json(&written).expect("a written census reads back");
        assert_eq!(again, census);
        assert!(!table_lines(&census).is_empty());
        let mut shapes = Vec::new();
        draw(
            &mut shapes,
            Rect {
                x: 36.0,
                y: 36.0,
                w: 360.0,
                h: 576.0,
            },
            &census,
        );
        assert!(!shapes.is_empty());
    }
});
