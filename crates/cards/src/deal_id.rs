//! Deal IDs: a generated deal is named by its rule preset and the seed of
//! its shuffle ([`crate::Deal::from_seed`]), `VARIANT-SEED`, e.g.
//! `pyramid-3875571998` or `cheops-17`. Printed pages and their play
//! links carry this ID; it reads back here, case ignored.

use crate::deal::Deal;
use crate::rules::Variant;

/// An unreadable deal ID.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DealIdError {
    #[error("'{0}' is not a deal ID (deal IDs look like pyramid-17: a rule set, a dash, a seed)")]
    NotAnId(String),
    #[error("deal ID '{id}': unknown rule set '{name}' (use pyramid, cheops or pharaohs)")]
    UnknownVariant { id: String, name: String },
    #[error(
        "deal ID '{id}': '{seed}' is not a seed (a whole number from 0 to 18446744073709551615)"
    )]
    BadSeed { id: String, seed: String },
}

/// The ID of the deal of `seed` under `variant`.
pub fn encode(variant: Variant, seed: u64) -> String {
    format!("{variant}-{seed}")
}

/// Whether a text looks like a deal ID rather than a puzzle ID or a deal
/// in notation: a rule set's name (of letters), a dash, then digits.
pub fn looks_like_id(text: &str) -> bool {
    let t = text.trim();
    t.split_once('-').is_some_and(|(name, seed)| {
        !name.is_empty()
            && name.chars().all(|c| c.is_ascii_alphabetic())
            && !seed.is_empty()
            && seed.chars().all(|c| c.is_ascii_digit())
    })
}

/// Reads a deal ID back into its rule set and seed.
pub fn decode(id: &str) -> Result<(Variant, u64), DealIdError> {
    let t = id.trim();
    let (name, seed) = t
        .split_once('-')
        .ok_or_else(|| DealIdError::NotAnId(t.to_string()))?;
    let variant = Variant::ALL
        .into_iter()
        .find(|v| v.name().eq_ignore_ascii_case(name.trim()))
        .ok_or_else(|| DealIdError::UnknownVariant {
            id: t.to_string(),
            name: name.to_string(),
        })?;
    let seed_text = seed.trim();
    let seed = seed_text
        .parse::<u64>()
        .ok()
        .filter(|_| seed_text.chars().all(|c| c.is_ascii_digit()))
        .ok_or_else(|| DealIdError::BadSeed {
            id: t.to_string(),
            seed: seed_text.to_string(),
        })?;
    Ok((variant, seed))
}

/// The deal an ID names and its rule set.
pub fn deal_of(id: &str) -> Result<(Deal, Variant), DealIdError> {
    let (v, seed) = decode(id)?;
    Ok((Deal::from_seed(seed), v))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_and_bad_ones_are_named() {
        for v in Variant::ALL {
            for seed in [0, 17, u64::MAX] {
                let id = encode(v, seed);
                assert!(looks_like_id(&id));
                assert_eq!(decode(&id), Ok((v, seed)));
                assert_eq!(decode(&id.to_uppercase()), Ok((v, seed)));
            }
        }
        assert!(matches!(decode("pyramid"), Err(DealIdError::NotAnId(_))));
        assert!(matches!(
            decode("klondike-3"),
            Err(DealIdError::UnknownVariant { .. })
        ));
        for bad in [
            "pyramid-",
            "pyramid-x",
            "pyramid-+3",
            "pyramid-99999999999999999999",
        ] {
            assert!(
                matches!(decode(bad), Err(DealIdError::BadSeed { .. })),
                "{bad}"
            );
        }
        assert!(!looks_like_id("P34S-9H240-0H0-Z"));
        assert!(!looks_like_id("AC 2C"));
    }
}
