//! The registry: the one table naming the games ([`GAMES`]), and
//! [`PuzzleSpec`], what a document section asks a game to generate. A
//! game is one [`Game`] value; adding one is a module under
//! [`crate::games`] and a line in the table. The command line calls each
//! game's own parser, solver and generator directly: a game has no other
//! interface to fill.

use std::collections::HashSet;
use std::sync::Arc;

use crate::puzzle::{DrawStyle, Game, IdPlay, Puzzles, SectionSpec};
pub use crate::puzzle::{GenerateError, KeyBound};
use crate::series::SeriesKey;

/// Every game documents can print, the first the one a template's section
/// without `game = ...` is of.
pub static GAMES: [&Game; 2] = [
    &crate::games::egypt::game::GAME,
    &crate::games::cards::game::GAME,
];

/// The game of `GAMES` named `name`.
pub fn game(name: &str) -> Option<&'static Game> {
    GAMES.iter().copied().find(|g| g.name == name)
}

/// What each game's player needs to make its puzzles from their IDs in the
/// browser (the site's `play.html`), in the table's order.
pub fn id_plays(style: &DrawStyle) -> Vec<IdPlay> {
    GAMES
        .iter()
        .filter_map(|g| g.id_play.map(|play| play(style)))
        .collect()
}

/// What a document section asks a game to generate: the game and its own
/// reading of the section.
#[derive(Clone, Debug)]
pub struct PuzzleSpec {
    game: &'static Game,
    spec: Arc<dyn SectionSpec>,
}

impl PartialEq for PuzzleSpec {
    fn eq(&self, other: &PuzzleSpec) -> bool {
        self.game == other.game && format!("{:?}", self.spec) == format!("{:?}", other.spec)
    }
}

impl PuzzleSpec {
    /// A section of `game`, as the game read it.
    pub fn new(game: &'static Game, spec: Box<dyn SectionSpec>) -> PuzzleSpec {
        PuzzleSpec {
            game,
            spec: Arc::from(spec),
        }
    }

    /// Its game.
    pub fn game(&self) -> &'static Game {
        self.game
    }

    /// How many puzzles the spec asks for.
    pub fn count(&self) -> usize {
        self.spec.count()
    }

    /// The same section asking for `count` puzzles.
    pub fn with_count(&self, count: usize) -> PuzzleSpec {
        PuzzleSpec::new(self.game, self.spec.with_count(count))
    }

    /// See [`SectionSpec::figure_hint`].
    pub fn figure_hint(&self, style: &DrawStyle) -> (f64, f64) {
        self.spec.figure_hint(style)
    }

    /// See [`SectionSpec::key_bound`].
    pub fn key_bound(&self, style: &DrawStyle) -> KeyBound {
        self.spec.key_bound(style)
    }

    /// A short description for errors: "3x4 easy", "cheops hard".
    pub fn describe(&self) -> String {
        self.spec.describe()
    }

    /// The tier asked for: 0 easy .. 3 expert.
    pub fn tier_rank(&self) -> u32 {
        self.spec.tier_rank()
    }

    /// Generates the puzzles from `seed`; `progress(n)` reports each one.
    pub fn generate(
        &self,
        seed: u64,
        progress: &(dyn Fn(usize) + Sync),
    ) -> Result<Puzzles, GenerateError> {
        self.spec.generate(seed, progress)
    }

    /// As [`PuzzleSpec::generate`], skipping every puzzle whose
    /// [`crate::puzzle::PrintablePuzzle::series_key`] is in `avoid` (or
    /// repeats one made before in the run): the puzzles are the first
    /// `count` of the same run that are not avoided, so an avoided set
    /// that the run never meets changes nothing.
    pub fn generate_avoiding(
        &self,
        seed: u64,
        progress: &(dyn Fn(usize) + Sync),
        avoid: &HashSet<SeriesKey>,
    ) -> Result<Puzzles, GenerateError> {
        let mut made: HashSet<SeriesKey> = HashSet::new();
        let mut skipped = 0usize;
        let mut fresh = |key: SeriesKey| {
            if avoid.contains(&key) || !made.insert(key) {
                skipped += 1;
                false
            } else {
                true
            }
        };
        let result = self.spec.generate_where(seed, progress, avoid, &mut fresh);
        result.map_err(|e| match skipped {
            0 => e,
            n => GenerateError::Skipped {
                skipped: n,
                source: Box::new(e),
            },
        })
    }
}
