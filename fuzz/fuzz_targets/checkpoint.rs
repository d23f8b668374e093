//! A census data folder's JSON files (`census --data`: `census.json`,
//! `layer-NN/index.json`, `stats-NN.json`):
//! `egypt::census::parse_checkpoint`. The first byte picks the file. A
//! file read writes back as the census writes it, and that text reads back
//! to itself.
#![no_main]

use egypt::census::{CheckpointFile, parse_checkpoint};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| {
    let Some((&pick, rest)) = bytes.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let file = match pick % 3 {
        0 => CheckpointFile::Meta,
        1 => CheckpointFile::Index,
        _ => CheckpointFile::Stats,
    };
    if let Ok(written) = parse_checkpoint(file, text) {
        let again = parse_checkpoint(file, &written).expect("a written file reads back");
        assert_eq!(again, written);
    }
});
