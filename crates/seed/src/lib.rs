//! Seeds shared by every game: derived from texts (such as a date) and
//! from indices, with fixed arithmetic so every platform agrees. And the
//! one way every crate reads a file a user names: with a size cap
//! ([`read`], which also splits a written line of moves into its words
//! with their columns); and calendar days ([`date`]).

pub mod date;
pub mod read;

/// A 64-bit mix (SplitMix64's finaliser).
pub fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A seed from a text: 64-bit FNV-1a of its UTF-8 bytes.
pub fn from_text(text: &str) -> u64 {
    text.bytes().fold(0xCBF2_9CE4_8422_2325u64, |h, b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01B3)
    })
}

/// A seed derived from another and a salt (a section number, say), drawn
/// from a ChaCha8 stream.
pub fn derive(seed: u64, salt: u64) -> u64 {
    use rand::{RngExt, SeedableRng};
    rand_chacha::ChaCha8Rng::seed_from_u64(seed ^ mix(salt)).random()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_values() {
        // FNV-1a of the empty string is its offset basis; of "a" a published value.
        assert_eq!(from_text(""), 0xCBF2_9CE4_8422_2325);
        assert_eq!(from_text("a"), 0xAF63_DC4C_8601_EC8C);
        assert_ne!(mix(0), mix(1));
    }
}
