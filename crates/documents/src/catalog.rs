//! The one place naming the games: [`PuzzleSpec`] chooses what to generate
//! for a document section and makes the puzzles behind the interface of
//! [`crate::puzzle`]. The command line calls each game's own parser, solver
//! and generator directly: a game has no other interface to fill.

use std::collections::HashSet;
use std::sync::Arc;

use crate::games::cards::words::variant_name;
use crate::games::egypt::figure::figure_hint;
use crate::puzzle::{DrawStyle, PrintablePuzzle, Puzzles};
use crate::series::SeriesKey;

/// The largest key of a spec's puzzles (see [`PuzzleSpec::key_bound`]).
#[derive(Clone, Debug, PartialEq)]
pub struct KeyBound {
    pub steps: usize,
    pub widest_step: String,
    pub hint: Option<String>,
    /// Aspect and least legible width of a key diagram, if keys have them.
    pub figure: Option<(f64, f64)>,
    pub caption: Option<String>,
    /// Most diagrams in a roomy key.
    pub figures: usize,
}

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
    /// figures it will make, known before generating: the widest the
    /// generated puzzles' [`crate::puzzle::Figure::legible_width_for`] can
    /// be.
    pub fn figure_hint(&self, style: &DrawStyle) -> (f64, f64) {
        match self {
            PuzzleSpec::Egypt(s) => (
                figure_hint(s.grid).0,
                crate::games::egypt::figure::legible_grid_width(s.grid, style),
            ),
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

    /// The largest key a puzzle of this spec can have, known before
    /// generating, for the page-count check of a document: the most
    /// steps (for a board, one fewer than the most pieces its tier
    /// starts with: every hop removes one), the widest step, the longest
    /// first hint, and its diagram's aspect and least legible width for
    /// the document's style with its longest caption.
    pub fn key_bound(&self, style: &DrawStyle) -> KeyBound {
        use crate::games::{cards::game as c, egypt::game as e};
        match self {
            PuzzleSpec::Egypt(s) => {
                let steps = s.tier.band().pieces.1.saturating_sub(1);
                KeyBound {
                    steps,
                    widest_step: e::widest_move(s.grid),
                    hint: Some(e::longest_short_hint()),
                    figure: Some((
                        figure_hint(s.grid).0,
                        crate::games::egypt::figure::legible_grid_width(s.grid, style),
                    )),
                    caption: Some(e::longest_caption(s.grid, steps)),
                    figures: 2,
                }
            }
            PuzzleSpec::Cards(s) => KeyBound {
                steps: c::max_key_steps(s.rules),
                widest_step: c::widest_step(),
                hint: None,
                figure: None,
                caption: None,
                figures: 0,
            },
        }
    }

    /// Height of the legend of the marks a page of its keys prints (0:
    /// none), in a column `w` wide.
    pub fn marks_legend_h(&self, w: f64, style: &DrawStyle) -> f64 {
        match self {
            PuzzleSpec::Egypt(_) => crate::games::egypt::game::legend(
                &mut Vec::new(),
                0.0,
                0.0,
                w,
                crate::puzzle::LegendOf::Marks,
                style,
            ),
            PuzzleSpec::Cards(_) => 0.0,
        }
    }

    /// The game's fixed words, before any puzzle is made.
    pub fn game_words(&self) -> &'static crate::puzzle::GameWords {
        match self {
            PuzzleSpec::Egypt(_) => crate::games::egypt::game::fixed_words(),
            PuzzleSpec::Cards(_) => crate::games::cards::game::fixed_words(),
        }
    }

    /// The game's rules pages in a document (as its puzzles'
    /// [`PrintablePuzzle::rules_pages`]), before any puzzle is made.
    pub fn rules_pages(
        &self,
        width: f64,
        height: f64,
        body: &dyn Fn(usize) -> render::Rect,
        style: &DrawStyle,
        body_size: f64,
    ) -> Vec<render::Page> {
        match self {
            PuzzleSpec::Egypt(_) => {
                crate::games::egypt::game::rules_pages(width, height, body, style, body_size)
            }
            PuzzleSpec::Cards(_) => {
                crate::games::cards::game::rules_pages(width, height, body, style, body_size)
            }
        }
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

impl PuzzleSpec {
    /// The tier asked for: 0 easy .. 3 expert.
    pub fn tier_rank(&self) -> u32 {
        match self {
            PuzzleSpec::Egypt(s) => s.tier as u32,
            PuzzleSpec::Cards(s) => s.tier as u32,
        }
    }

    /// As [`PuzzleSpec::generate`], skipping every puzzle whose
    /// [`PrintablePuzzle::series_key`] is in `avoid` (or repeats one made
    /// before in the run): the puzzles are the first `count` of the same
    /// run that are not avoided, so an avoided set that the run never
    /// meets changes nothing.
    pub fn generate_avoiding(
        &self,
        seed: u64,
        progress: &(dyn Fn(usize) + Sync),
        avoid: &HashSet<SeriesKey>,
    ) -> Result<Puzzles, GenerateError> {
        let count = self.count();
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
        let result: Result<Puzzles, GenerateError> = match self {
            PuzzleSpec::Egypt(s) => {
                // Room in the run's budget for the puzzles it may skip.
                let room = avoid.iter().filter(|k| k.game == "egypt").count();
                let spec = egypt::generator::Spec {
                    seed,
                    count: (count + room).min(egypt::generator::MAX_COUNT.max(count)),
                    ..s.clone()
                };
                let mut out = Vec::new();
                let run = egypt::generator::generate_each(&spec, &mut |p| {
                    if fresh(p.series_key()) {
                        out.push(p);
                        progress(out.len());
                    }
                    out.len() < count
                });
                match run {
                    Ok(_) if out.len() == count => Ok(boxed(out)),
                    Ok(_) => Err(egypt::generator::GenerateError::NotEnough {
                        asked: count,
                        tier: s.tier,
                        grid: s.grid,
                        target: s.target,
                        tried: 0,
                        found: out.len(),
                        detail: "the run ended".into(),
                    }
                    .into()),
                    Err(e) => Err(e.into()),
                }
            }
            PuzzleSpec::Cards(s) => {
                let room = avoid.iter().filter(|k| k.game == "cards").count();
                let limit = cards::generator::MIN_CANDIDATES.max(
                    cards::generator::CANDIDATES_PER_DEAL
                        .saturating_mul(count.saturating_add(room)),
                );
                let out = cards::generator::generate_where(
                    s.rules,
                    s.tier,
                    count,
                    seed,
                    limit,
                    &mut |p| fresh(p.series_key()),
                )?;
                progress(out.len());
                Ok(boxed(out))
            }
        };
        result.map_err(|e| match skipped {
            0 => e,
            n => GenerateError::Skipped {
                skipped: n,
                source: Box::new(e),
            },
        })
    }
}

/// Why a section's puzzles could not be made: the game's own reason.
#[derive(Debug, thiserror::Error)]
pub enum GenerateError {
    #[error(transparent)]
    Egypt(#[from] egypt::generator::GenerateError),
    #[error(transparent)]
    Cards(#[from] cards::GenerateError),
    /// The run found too few puzzles once those printed before were
    /// skipped.
    #[error(
        "{source}, once {skipped} already printed (in an earlier volume of the series or an earlier section) were skipped"
    )]
    Skipped {
        skipped: usize,
        source: Box<GenerateError>,
    },
}

fn boxed<P: PrintablePuzzle + 'static>(v: Vec<P>) -> Puzzles {
    v.into_iter()
        .map(|p| Arc::new(p) as Arc<dyn PrintablePuzzle>)
        .collect()
}
