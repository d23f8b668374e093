//! A book's difficulty curve: puzzles in the order written, in rising
//! order of grade (`order = "ramp"`), or grouped by tier with a title page
//! for each (`order = "by-tier"`).
//!
//! - On a section, `order = "ramp"` puts its puzzles in rising order of
//!   grade (a section holds one tier, so the grade within the tier sets
//!   the order; puzzles of equal grade keep the order they were made in).
//! - On the book, `order = "ramp"` ramps every section and puts the
//!   sections in rising order of tier (sections of one tier keep their
//!   order); `order = "by-tier"` does the same and opens each tier with a
//!   title page, and the contents list each tier with its puzzles and its
//!   page range.
//!
//! The order is applied to the generated puzzles before they are
//! numbered, so numbers, solutions and contents follow it.

use toml::Spanned;

/// The order of a book's or a section's puzzles.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Order {
    /// As the template writes them, each section as generated.
    #[default]
    AsWritten,
    /// Rising order of grade.
    Ramp,
    /// Grouped by tier (easiest first), a title page for each tier (a
    /// book's order only).
    ByTier,
}

/// The tiers' names, easiest first; both games use them.
pub const TIERS: [&str; 4] = ["easy", "medium", "hard", "expert"];

/// The rank of a tier's name (0 easy .. 3 expert; 4 for none).
pub fn tier_rank(name: &str) -> u32 {
    TIERS
        .iter()
        .position(|t| t.eq_ignore_ascii_case(name))
        .map_or(TIERS.len() as u32, |i| i as u32)
}

/// Reads an `order` value; a section may not ask for `by-tier` (it holds
/// one tier).
pub(crate) fn parse(
    v: Option<&Spanned<String>>,
    section: bool,
) -> Result<Option<Order>, (std::ops::Range<usize>, String)> {
    let Some(v) = v else {
        return Ok(None);
    };
    match v.get_ref().trim().to_ascii_lowercase().as_str() {
        "as-written" => Ok(Some(Order::AsWritten)),
        "ramp" => Ok(Some(Order::Ramp)),
        "by-tier" if section => Err((
            v.span(),
            "a section holds puzzles of one tier: put order = \"by-tier\" at the top of the \
             template (for the whole book), or use order = \"ramp\" here"
                .into(),
        )),
        "by-tier" => Ok(Some(Order::ByTier)),
        _ => Err((
            v.span(),
            format!(
                "unknown order '{}': use \"as-written\", \"ramp\"{}",
                v.get_ref(),
                if section { "" } else { " or \"by-tier\"" }
            ),
        )),
    }
}
