//! The keys of a template's `[[sections]]` table as written, which each
//! game reads for itself (see [`crate::puzzle::Game::section`]), and the
//! error a game gives at the key it found wrong. The template reader
//! locates that error in its file.

use std::ops::Range;

use serde::Deserialize;
use toml::Spanned;

/// One `[[sections]]` table as written: the keys every section has and
/// those some game reads.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SectionKeys {
    pub title: Option<String>,
    /// The game's name in the registry ([`crate::catalog::GAMES`]); the
    /// first game when absent.
    #[serde(default)]
    pub game: Option<Spanned<String>>,
    /// A board game's grid ("3x4").
    #[serde(default)]
    pub grid: Option<Spanned<String>>,
    /// A board game's goal.
    #[serde(default)]
    pub target: Option<Spanned<String>>,
    /// A card game's rule set: "pyramid", "cheops" or "pharaohs".
    #[serde(default)]
    pub variant: Option<Spanned<String>>,
    pub tier: Spanned<String>,
    pub count: Spanned<i64>,
    #[serde(default)]
    pub puzzles_per_page: Option<Spanned<i64>>,
    /// "as-written" or "ramp" (see `crate::order`).
    #[serde(default)]
    pub order: Option<Spanned<String>>,
}

/// A section's key a game cannot use: where it is written and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct SectionError {
    /// The bytes of the template text it is about.
    pub span: Range<usize>,
    pub message: String,
    /// Whether a key the section needs is not there (rather than a value
    /// it cannot use).
    pub missing_key: bool,
}

impl SectionError {
    /// The error at `span`.
    pub fn at(span: Range<usize>, message: impl Into<String>) -> SectionError {
        SectionError {
            span,
            message: message.into(),
            missing_key: false,
        }
    }

    /// A key the section needs is not there; `span` is where the section
    /// is reported.
    pub fn missing_key(span: Range<usize>, message: impl Into<String>) -> SectionError {
        SectionError {
            missing_key: true,
            ..SectionError::at(span, message)
        }
    }
}
