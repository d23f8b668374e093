//! The one place naming the games: [`PuzzleSpec`] chooses what to generate
//! for a document section and makes the puzzles behind the interface of
//! [`crate::puzzle`]. The command line calls each game's own parser, solver
//! and generator directly: a game has no other interface to fill.

use std::sync::Arc;

use crate::games::cards::words::variant_name;
use crate::games::egypt::figure::{figure_hint, min_width_for};
use crate::puzzle::{DrawStyle, PrintablePuzzle, Puzzles};

/// What a document section asks a game to generate.
#[derive(Clone, Debug, PartialEq)]
pub enum PuzzleSpec {
    Egypt(egypt::generator::Spec),
    Cards(cards::Spec),
}

impl PuzzleSpec {
    /// How many puzzles the spec asks for.
    pub fn count(&self) -> usize {
        match self {
            PuzzleSpec::Egypt(s) => s.count,
            PuzzleSpec::Cards(s) => s.count,
        }
    }

    /// Aspect and least legible width, for a document's style, of the
    /// figures it will make, known before generating: the same rule as
    /// the generated puzzles' [`crate::puzzle::Figure::min_width_for`].
    pub fn figure_hint(&self, style: &DrawStyle) -> (f64, f64) {
        match self {
            PuzzleSpec::Egypt(s) => (figure_hint(s.grid).0, min_width_for(s.grid, style)),
            PuzzleSpec::Cards(_) => {
                let (aspect, w) = crate::games::cards::game::figure_hint();
                (aspect, w * (style.min_text / 7.0).max(1.0))
            }
        }
    }

    /// Whether its keys show diagrams (as large as a legible figure at
    /// least), which a document needs room for before generating.
    pub fn key_has_figures(&self) -> bool {
        matches!(self, PuzzleSpec::Egypt(_))
    }

    /// Whether a book's `puzzles_per_page` is meant for this kind of
    /// figure (the boards); sections of other kinds quietly take fewer a
    /// page when that number does not fit them.
    pub fn book_per_page_is_for_it(&self) -> bool {
        matches!(self, PuzzleSpec::Egypt(_))
    }

    /// A short description for errors: "3x4 easy", "cheops hard".
    pub fn describe(&self) -> String {
        match self {
            PuzzleSpec::Egypt(s) => format!("{} {}", s.grid, s.tier),
            PuzzleSpec::Cards(s) => {
                format!("{} {}", variant_name(s.rules), s.tier)
            }
        }
    }

    /// Generates the puzzles from `seed`; `progress(n)` reports each one.
    pub fn generate(
        &self,
        seed: u64,
        progress: &(dyn Fn(usize) + Sync),
    ) -> Result<Puzzles, GenerateError> {
        match self {
            PuzzleSpec::Egypt(s) => {
                let spec = egypt::generator::Spec { seed, ..s.clone() };
                Ok(boxed(egypt::generator::generate_with_progress(
                    &spec, progress,
                )?))
            }
            PuzzleSpec::Cards(s) => {
                let out = boxed(cards::generator::generate(s.rules, s.tier, s.count, seed)?);
                progress(out.len());
                Ok(out)
            }
        }
    }
}

/// Why a section's puzzles could not be made: the game's own reason.
#[derive(Debug, thiserror::Error)]
pub enum GenerateError {
    #[error(transparent)]
    Egypt(#[from] egypt::generator::GenerateError),
    #[error(transparent)]
    Cards(#[from] cards::GenerateError),
}

fn boxed<P: PrintablePuzzle + 'static>(v: Vec<P>) -> Puzzles {
    v.into_iter()
        .map(|p| Arc::new(p) as Arc<dyn PrintablePuzzle>)
        .collect()
}
