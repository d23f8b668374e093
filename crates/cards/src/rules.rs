//! One configurable rule model for the Pyramid family; the named games
//! are presets (rows of the table in RULES.md §2).
//!
//! Decisions where RULES.md is silent, applied by the engine
//! ([`super::engine`]) everywhere:
//!
//! - **Drawing is optional.** While the stock has cards, `draw` is always a
//!   legal move, whether or not a pair is available.
//! - **Draw one.** A draw turns the top stock card face up onto the waste.
//! - **"The card just drawn from the stock"** ([`Availability::WasteTopPlusDrawn`],
//!   Cheops) is modelled as the top card of the stock lying face up, ready
//!   to be drawn: it may pair (or be removed, if a King) before it goes to
//!   the waste, together with the waste top. A `draw` moves it onto the
//!   waste (where it is the new waste top) and turns up the next one. So the
//!   cards available from stock and waste are the waste top and the stock
//!   top, and these two may also pair with each other.
//! - **Top two waste cards** ([`Availability::TopTwoWaste`], Pharaohs): both
//!   may pair with pyramid cards or with each other.
//! - **Any two available cards may pair** when their ranks sum to 13; a King
//!   that is available is removed alone.
//! - **Overlap pairing** (Pyramid): a pyramid card may pair with the only
//!   card still covering it, provided that card is itself exposed (it has
//!   nothing on it). Only pyramid cards take part; waste and stock cards
//!   never cover anything.
//! - **Passes.** `Limited(n)` allows n passes through the stock, that is
//!   n - 1 redeals. A redeal (`reset`) is a move, legal only when the stock
//!   is empty and the waste is not, and only if a pass is left; it turns the
//!   waste over so that its bottom card becomes the stock top again (the
//!   stock keeps its original order, minus removed cards). Resetting is
//!   optional: with the stock empty the player may still pair cards.
//!   `Unlimited` allows a reset whenever the stock is empty.
//! - **End.** The game is won as soon as the win condition holds
//!   ([`Win::PyramidEmpty`]: all pyramid cards removed; [`Win::AllCards`]:
//!   all pyramid and stock cards removed); it is lost when it is not won and
//!   no legal move remains.

use std::fmt;
use std::str::FromStr;

/// Which stock and waste cards may be paired (pyramid cards are always
/// available when exposed).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Availability {
    /// Only the top card of the waste.
    WasteTop,
    /// The waste top and the card just drawn (the face-up stock top).
    WasteTopPlusDrawn,
    /// The top two cards of the waste.
    TopTwoWaste,
}

/// How many passes through the stock are allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Passes {
    /// n passes (n - 1 redeals), 1 <= n <= [`MAX_PASSES`].
    Limited(u8),
    /// Redeal whenever the stock is empty.
    Unlimited,
}

/// The most passes a limited game may have (the state key has 7 bits for
/// the pass number).
pub const MAX_PASSES: u8 = 100;

/// When the game is won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Win {
    /// All pyramid cards removed (stock and waste may keep cards).
    PyramidEmpty,
    /// All cards removed, stock and waste included.
    AllCards,
}

/// A complete rule set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub struct Rules {
    pub availability: Availability,
    /// A pyramid card may pair with the only card still covering it.
    pub overlap_pairing: bool,
    pub passes: Passes,
    pub win: Win,
}

/// The named presets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Variant {
    Pyramid,
    Cheops,
    Pharaohs,
}

impl Variant {
    pub const ALL: [Variant; 3] = [Variant::Pyramid, Variant::Cheops, Variant::Pharaohs];

    pub fn rules(self) -> Rules {
        match self {
            Variant::Pyramid => Rules::pyramid(),
            Variant::Cheops => Rules::cheops(),
            Variant::Pharaohs => Rules::pharaohs(),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Variant::Pyramid => "pyramid",
            Variant::Cheops => "cheops",
            Variant::Pharaohs => "pharaohs",
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Rules {
    /// Pyramid: waste top, overlap pairing, unlimited passes, win when the
    /// pyramid is empty.
    pub const fn pyramid() -> Rules {
        Rules {
            availability: Availability::WasteTop,
            overlap_pairing: true,
            passes: Passes::Unlimited,
            win: Win::PyramidEmpty,
        }
    }

    /// Cheops: waste top and the card just drawn, no overlap pairing,
    /// 3 passes, win when all 52 cards are removed.
    pub const fn cheops() -> Rules {
        Rules {
            availability: Availability::WasteTopPlusDrawn,
            overlap_pairing: false,
            passes: Passes::Limited(3),
            win: Win::AllCards,
        }
    }

    /// Pharaohs: top two waste cards, no overlap pairing, 1 pass, win when
    /// all 52 cards are removed.
    pub const fn pharaohs() -> Rules {
        Rules {
            availability: Availability::TopTwoWaste,
            overlap_pairing: false,
            passes: Passes::Limited(1),
            win: Win::AllCards,
        }
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "availability {}, overlap {}, passes {}, win {}",
            self.availability,
            if self.overlap_pairing { "on" } else { "off" },
            self.passes,
            self.win
        )
    }
}

/// A rule setting that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("unknown availability '{0}' (use waste-top, waste-top-plus-drawn or top-two-waste)")]
    Availability(String),
    #[error("passes must be a number from 1 to {MAX_PASSES} or 'unlimited', not '{0}'")]
    Passes(String),
    #[error("unknown win condition '{0}' (use pyramid or all)")]
    Win(String),
    #[error("overlap must be on or off, not '{0}'")]
    Overlap(String),
}

impl fmt::Display for Availability {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Availability::WasteTop => "waste-top",
            Availability::WasteTopPlusDrawn => "waste-top-plus-drawn",
            Availability::TopTwoWaste => "top-two-waste",
        })
    }
}

impl FromStr for Availability {
    type Err = RuleError;
    fn from_str(s: &str) -> Result<Self, RuleError> {
        match s.to_ascii_lowercase().replace('_', "-").as_str() {
            "waste-top" => Ok(Availability::WasteTop),
            "waste-top-plus-drawn" | "drawn" => Ok(Availability::WasteTopPlusDrawn),
            "top-two-waste" | "two" => Ok(Availability::TopTwoWaste),
            _ => Err(RuleError::Availability(s.to_string())),
        }
    }
}

impl fmt::Display for Passes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Passes::Limited(n) => write!(f, "{n}"),
            Passes::Unlimited => f.write_str("unlimited"),
        }
    }
}

impl FromStr for Passes {
    type Err = RuleError;
    fn from_str(s: &str) -> Result<Self, RuleError> {
        if s.eq_ignore_ascii_case("unlimited") {
            return Ok(Passes::Unlimited);
        }
        match s.parse::<u8>() {
            Ok(n) if (1..=MAX_PASSES).contains(&n) => Ok(Passes::Limited(n)),
            _ => Err(RuleError::Passes(s.to_string())),
        }
    }
}

impl fmt::Display for Win {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Win::PyramidEmpty => "pyramid",
            Win::AllCards => "all",
        })
    }
}

impl FromStr for Win {
    type Err = RuleError;
    fn from_str(s: &str) -> Result<Self, RuleError> {
        match s.to_ascii_lowercase().as_str() {
            "pyramid" | "pyramid-empty" => Ok(Win::PyramidEmpty),
            "all" | "all-cards" => Ok(Win::AllCards),
            _ => Err(RuleError::Win(s.to_string())),
        }
    }
}

/// Reads `on` / `off` for the overlap flag.
pub fn parse_on_off(s: &str) -> Result<bool, RuleError> {
    match s.to_ascii_lowercase().as_str() {
        "on" | "yes" | "true" => Ok(true),
        "off" | "no" | "false" => Ok(false),
        _ => Err(RuleError::Overlap(s.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip() {
        for r in [Rules::pyramid(), Rules::cheops(), Rules::pharaohs()] {
            assert_eq!(r.availability.to_string().parse(), Ok(r.availability));
            assert_eq!(r.passes.to_string().parse(), Ok(r.passes));
            assert_eq!(r.win.to_string().parse(), Ok(r.win));
        }
        assert!("0".parse::<Passes>().is_err());
        assert!("101".parse::<Passes>().is_err());
        assert_eq!(parse_on_off("ON"), Ok(true));
        assert!(parse_on_off("maybe").is_err());
    }
}
