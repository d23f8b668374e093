//! Seeded generator of guaranteed puzzles with solver-verified tiers.
//!
//! A candidate is made from its own seed:
//! 1. the solver finds a random winning line from the standard setup of the
//!    grid (a depth-first search for the target that tries moves in a
//!    seeded random order), so every position on it can arise in a real
//!    game and can still reach the target;
//! 2. the positions on that line whose piece count lies in the tier's band
//!    are analysed exactly, in a seeded random order, and the first whose
//!    metrics fall in the tier's bands becomes the puzzle. Its provenance
//!    is the line's prefix, its solution the solver's own.
//!
//! Candidates are made in fixed-size batches in parallel and accepted in
//! candidate order, so the output does not depend on the thread count.

use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;
use serde::{Serialize, Serializer};

use super::board::{Board, Move, Size};
use super::grade::{self, Grade, Trap};
use super::puzzle_id;
use super::solver::{self, Limits, Metrics};
use super::target::Target;
pub use super::tier::{Band, Tier, TierError};
use seed::mix;

/// Why a position is not a puzzle of a tier: it is degenerate (nothing to
/// decide) or out of the tier's bands.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum Flaw {
    #[error("the target cannot be reached")]
    Unsolvable,
    #[error("only {0} legal first move(s); a puzzle offers a choice from the start")]
    NoChoice(u32),
    #[error("no line of legal moves misses the target: the puzzle cannot be lost")]
    CannotBeLost,
    #[error("every legal first move still wins; from medium up one must lose")]
    NoLosingFirstMove,
    #[error("{found} trap moment(s) on the solution; the tier needs {needed}")]
    TooFewTraps { found: usize, needed: usize },
    #[error(
        "random play meets the target {percent:.1}% of the time; a puzzle needs less than half"
    )]
    RandomPlayWins { percent: f64 },
    #[error(
        "the levels winning one time in four ({low}) and three in four ({high}) lie in different tiers"
    )]
    OnTierEdge { low: u32, high: u32 },
    #[error("grade {level} with {pieces} pieces lies outside the {tier} bands")]
    OutOfBand {
        tier: Tier,
        level: u32,
        pieces: usize,
    },
}

/// The first reason the solver's metrics alone keep a position from being
/// a puzzle of `tier` (the trap moments are the solution's critical steps).
pub fn metrics_flaw(tier: Tier, metrics: &Metrics) -> Option<Flaw> {
    if metrics.winning_games == 0 {
        return Some(Flaw::Unsolvable);
    }
    if metrics.first_moves < 2 {
        return Some(Flaw::NoChoice(metrics.first_moves));
    }
    if metrics.games == metrics.winning_games {
        return Some(Flaw::CannotBeLost);
    }
    if metrics.random_success >= 0.5 {
        return Some(Flaw::RandomPlayWins {
            percent: 100.0 * metrics.random_success,
        });
    }
    if tier > Tier::Easy && metrics.winning_first_moves == metrics.first_moves {
        return Some(Flaw::NoLosingFirstMove);
    }
    let traps = metrics.critical_steps as usize;
    if traps < tier.min_traps() {
        return Some(Flaw::TooFewTraps {
            found: traps,
            needed: tier.min_traps(),
        });
    }
    if !(tier.band().pieces.0..=tier.band().pieces.1).contains(&metrics.pieces) {
        return Some(Flaw::OutOfBand {
            tier,
            level: 0,
            pieces: metrics.pieces,
        });
    }
    None
}

/// The first reason these facts keep a position from being a puzzle of
/// `tier`, or `None` when it is a good one.
pub fn flaw(tier: Tier, metrics: &Metrics, assessment: &grade::Assessment) -> Option<Flaw> {
    let traps = &assessment.traps;
    let Some(level) = assessment.level.filter(|_| metrics.winning_games > 0) else {
        return Some(Flaw::Unsolvable);
    };
    if let Some(f) = metrics_flaw(tier, metrics) {
        return Some(match f {
            Flaw::OutOfBand { tier, pieces, .. } => Flaw::OutOfBand {
                tier,
                level,
                pieces,
            },
            f => f,
        });
    }
    if traps.len() < tier.min_traps() {
        return Some(Flaw::TooFewTraps {
            found: traps.len(),
            needed: tier.min_traps(),
        });
    }
    if !tier.band().holds(metrics.pieces, level) {
        return Some(Flaw::OutOfBand {
            tier,
            level,
            pieces: metrics.pieces,
        });
    }
    // The margin at the tier's edges: the levels that win one time in four
    // and three in four must lie in the tier too.
    if assessment.steady_tier() != Some(tier) {
        let r = assessment.reaches().unwrap_or_default();
        return Some(Flaw::OnTierEdge {
            low: r[0],
            high: r[2],
        });
    }
    None
}

/// A position's solver analysis and player-model assessment together.
#[derive(Clone, Debug, PartialEq)]
pub struct Graded {
    pub analysis: solver::Analysis,
    pub assessment: grade::Assessment,
}

impl Graded {
    /// The tier its grade puts it in (`None` when unsolvable).
    pub fn tier(&self) -> Option<Tier> {
        self.assessment.level.map(Tier::of_grade)
    }

    /// Why it is not a puzzle of `tier`, if it is not.
    pub fn flaw(&self, tier: Tier) -> Option<Flaw> {
        flaw(tier, &self.analysis.metrics, &self.assessment)
    }

    /// Why it is not a puzzle of its own tier (the tier of its grade), if
    /// it is not.
    pub fn own_flaw(&self) -> Option<Flaw> {
        match self.tier() {
            Some(t) => self.flaw(t),
            None => Some(Flaw::Unsolvable),
        }
    }
}

/// Analyses and grades a position exactly.
pub fn grade_position(
    board: &Board,
    target: Target,
    limits: Limits,
) -> Result<Graded, solver::SolveError> {
    let analysis = solver::analyze(board, target, limits)?;
    let assessment = grade::assess(board, target, &analysis.solution, limits)?;
    Ok(Graded {
        analysis,
        assessment,
    })
}

/// A generated puzzle.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Puzzle {
    pub id: String,
    pub grid: Size,
    #[serde(serialize_with = "as_text")]
    pub position: Board,
    pub target: Target,
    pub tier: Tier,
    pub solution: Vec<Move>,
    /// Moves from the standard setup of the grid that reach the position.
    pub provenance: Vec<Move>,
    /// The candidate seed that made this puzzle; with the grid, target and
    /// tier it reproduces the puzzle alone.
    pub seed: u64,
    pub metrics: Metrics,
    /// How hard the puzzle is for a person: the least level of the player
    /// model (see [`super::grade`]) that meets the target at least half
    /// the time, its tier and a phrase in words.
    pub grade: Grade,
    /// Trap moments along the solution: steps where a legal alternative
    /// loses, with the most tempting such alternative.
    pub traps: Vec<Trap>,
}

impl Puzzle {
    /// The grade: level, tier and [`Grade::words`].
    pub fn grade(&self) -> &Grade {
        &self.grade
    }

    /// The trap moments along the solution, in step order.
    pub fn traps(&self) -> &[Trap] {
        &self.traps
    }

    /// The trap at a solution step (0 for the first move), if that step is one.
    pub fn trap_at(&self, step: usize) -> Option<&Trap> {
        self.traps.iter().find(|t| t.step == step)
    }

    /// The tier and the grade in words, e.g.
    /// `hard, look 5 moves ahead · 14 pieces, 13 moves`.
    pub fn grade_label(&self) -> String {
        self.grade.label()
    }
}

fn as_text<S: Serializer>(b: &Board, s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(b)
}

/// What to generate.
#[derive(Clone, Debug, PartialEq)]
pub struct Spec {
    pub grid: Size,
    pub target: Target,
    pub tier: Tier,
    pub count: usize,
    pub seed: u64,
}

/// Why generation failed.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum GenerateError {
    #[error(
        "asked for {asked} distinct {tier} puzzles on {grid} with target {target}; {tried} candidates gave {found} ({detail})"
    )]
    NotEnough {
        asked: usize,
        tier: Tier,
        grid: Size,
        target: Target,
        tried: usize,
        found: usize,
        detail: String,
    },
    #[error(
        "{asked} puzzles are more than one run makes: at most {most} a run, since a run remembers every puzzle it made (about 150 bytes each) to keep them all distinct"
    )]
    TooMany { asked: usize, most: usize },
    #[error("the {grid} setup cannot reach target {target}, so no puzzle of that grid can")]
    Unreachable { grid: Size, target: Target },
    #[error(
        "{tier} puzzles on {grid} are not made: that grid gives fewer than one a second ({supported}); positions of any grid up to 10x10 can still be solved and rendered"
    )]
    Unsupported {
        tier: Tier,
        grid: Size,
        supported: String,
    },
}

/// Most puzzles one run makes. [`generate_each`] hands puzzles on as they
/// come, but a run keeps the canonical position of every puzzle it
/// accepted (to keep them distinct), about 100 bytes each: some 110 MB at
/// this size (docs/guide/07-limits.md, "Heavy requests").
pub const MAX_COUNT: usize = 1_000_000;

/// Largest game tree analysed for one candidate position.
const CANDIDATE_BUDGET: u64 = 150_000;
/// Budget of one attempt at a random winning line, and attempts per line.
const LINE_ATTEMPT_BUDGET: u64 = 10_000;
const LINE_ATTEMPTS: u32 = 4;
/// Random play stops this many pieces above the tier's largest puzzles.
const PREFIX_MARGIN: usize = 4;
/// Positions of a line analysed per candidate at most.
const ANALYSES_PER_CANDIDATE: usize = 2;
/// Random prefixes tried per candidate.
const PREFIX_TRIES: usize = 64;
/// A run stops after this many candidates in a row gave no new puzzle.
const STALL_LIMIT: usize = 256;
/// Most candidates made per parallel batch.
const BATCH: usize = 16;

/// The seed of candidate `index` of a run.
pub fn candidate_seed(run_seed: u64, index: u64) -> u64 {
    mix(run_seed ^ mix(index.wrapping_add(1)))
}

/// What a candidate gave.
enum Outcome {
    Puzzle(Box<Puzzle>),
    /// No position on the line fell in the tier; the tiers seen instead.
    Miss(Vec<Tier>),
}

/// Makes one candidate from its seed.
fn candidate(grid: Size, target: Target, tier: Tier, seed: u64) -> Result<Outcome, GenerateError> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let setup = Board::setup(grid);
    let band = tier.band();
    let Some(line) = winning_line(&setup, target, band.pieces.1 + PREFIX_MARGIN, &mut rng)? else {
        return Ok(Outcome::Miss(vec![]));
    };
    let total = setup.piece_count();
    // Positions after `k` moves have `total - k` pieces.
    let mut steps: Vec<usize> = (0..=line.len())
        .filter(|k| (band.pieces.0..=band.pieces.1).contains(&(total - k)))
        .collect();
    steps.shuffle(&mut rng);
    let mut seen = Vec::new();
    for k in steps.into_iter().take(ANALYSES_PER_CANDIDATE) {
        let mut b = setup.clone();
        for &m in &line[..k] {
            // The line came from the solver on this very board.
            if b.play(m).is_err() {
                return Ok(Outcome::Miss(seen));
            }
        }
        let limits = Limits {
            max_positions: CANDIDATE_BUDGET,
            ..Limits::default()
        };
        let Ok(analysis) = solver::analyze(&b, target, limits) else {
            continue;
        };
        // The cheap filters first: the grade costs a second walk.
        if metrics_flaw(tier, &analysis.metrics).is_some() {
            continue;
        }
        let Ok(assessment) = grade::assess(&b, target, &analysis.solution, limits) else {
            continue;
        };
        let g = Graded {
            analysis,
            assessment,
        };
        let Some(level) = g.assessment.level else {
            continue;
        };
        if g.flaw(tier).is_none() {
            let Graded {
                analysis: a,
                assessment,
            } = g;
            let idea = grade::idea_behind(&b, target, level, limits).unwrap_or(None);
            let grade = Grade {
                level,
                tier,
                pieces: a.metrics.pieces,
                moves: a.solution.len(),
                success: assessment.success[level as usize - 1],
                reach: assessment.reaches().unwrap_or_default(),
                idea: idea.map(|i| i.0),
                level_with_idea: idea.map(|i| i.1),
            };
            return Ok(Outcome::Puzzle(Box::new(Puzzle {
                id: puzzle_id::encode(&b, target),
                grid,
                position: b,
                target,
                tier,
                solution: a.solution,
                provenance: line[..k].to_vec(),
                seed,
                metrics: a.metrics,
                grade,
                traps: assessment.traps,
            })));
        }
        seen.push(Tier::of_grade(level));
    }
    Ok(Outcome::Miss(seen))
}

/// A winning line from the setup: random play down to `prefix_pieces`
/// pieces (restarting when it gets stuck), then a random winning
/// continuation found by the solver (a new prefix when there is none).
/// Random play spreads the puzzles over many openings; the solver makes
/// sure the line ends on the target.
fn winning_line(
    setup: &Board,
    target: Target,
    prefix_pieces: usize,
    rng: &mut ChaCha8Rng,
) -> Result<Option<Vec<Move>>, GenerateError> {
    for _ in 0..PREFIX_TRIES {
        let mut b = setup.clone();
        let mut line = Vec::new();
        while b.piece_count() > prefix_pieces {
            let moves = b.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.random_range(0..moves.len())];
            if b.play(m).is_err() {
                break;
            }
            line.push(m);
        }
        if b.piece_count() > prefix_pieces {
            continue;
        }
        match solver::random_winning_line(&b, target, LINE_ATTEMPT_BUDGET, LINE_ATTEMPTS, rng) {
            Ok(Some(rest)) => {
                line.extend(rest);
                return Ok(Some(line));
            }
            Ok(None) | Err(_) => continue,
        }
    }
    Ok(None)
}

/// Remakes the puzzle of one candidate seed, if that candidate gives one.
pub fn from_seed(grid: Size, target: Target, tier: Tier, seed: u64) -> Option<Puzzle> {
    match candidate(grid, target, tier, seed) {
        Ok(Outcome::Puzzle(p)) => Some(*p),
        _ => None,
    }
}

/// Grids (rows and columns either way round) whose puzzles the generator
/// makes, with the tiers it makes on each: those measured at one verified
/// and graded puzzle a second or more (`cargo bench --bench generator`).
/// Other grids and tiers are refused at once.
pub const SUPPORTED: [((usize, usize), &[Tier]); 6] = [
    ((3, 3), &Tier::ALL),
    ((3, 4), &Tier::ALL),
    ((4, 5), &Tier::ALL),
    ((4, 4), &Tier::ALL),
    ((3, 6), &Tier::ALL),
    ((4, 6), &Tier::ALL),
];

/// The grids on which only some tiers are made. None at present: 3x5 was
/// here for easy and medium, but from its setup the generator finds no
/// easy puzzle for a single Small and hardly any medium one, so it is
/// refused at once like the other unsupported grids.
pub const PARTLY_SUPPORTED: [((usize, usize), &[Tier]); 0] = [];

/// Whether the generator makes puzzles of this tier on this grid.
pub fn supports(grid: Size, tier: Tier) -> bool {
    let (r, c) = (grid.rows().min(grid.cols()), grid.rows().max(grid.cols()));
    SUPPORTED
        .iter()
        .chain(PARTLY_SUPPORTED.iter())
        .any(|&((gr, gc), tiers)| (gr, gc) == (r, c) && tiers.contains(&tier))
}

fn supported_text() -> String {
    let all: Vec<String> = SUPPORTED
        .iter()
        .map(|((r, c), _)| format!("{r}x{c}"))
        .collect();
    let partly: Vec<String> = PARTLY_SUPPORTED
        .iter()
        .map(|((r, c), tiers)| {
            let names: Vec<&str> = tiers.iter().map(|t| t.name()).collect();
            format!("{r}x{c} {}", names.join(" and "))
        })
        .collect();
    let mut text = format!("made: {} every tier", all.join(", "));
    for p in partly {
        text.push_str(", ");
        text.push_str(&p);
    }
    text
}

/// Generates `spec.count` distinct puzzles (no two the same up to the
/// grid's symmetries), deterministically from `spec.seed`.
pub fn generate(spec: &Spec) -> Result<Vec<Puzzle>, GenerateError> {
    generate_with_progress(spec, &|_| {})
}

/// As [`generate`], calling `progress(n)` each time a puzzle is accepted.
pub fn generate_with_progress(
    spec: &Spec,
    progress: &(dyn Fn(usize) + Sync),
) -> Result<Vec<Puzzle>, GenerateError> {
    let mut out = Vec::new();
    generate_each(spec, &mut |p| {
        out.push(p);
        progress(out.len());
        true
    })?;
    Ok(out)
}

/// As [`generate`], handing each puzzle to `emit` as soon as it is
/// accepted (in the same order) instead of keeping them all; `emit`
/// returns `false` to stop the run early. Returns how many were emitted.
/// When fewer than `spec.count` can be made, the error comes after the
/// puzzles that were.
pub fn generate_each(
    spec: &Spec,
    emit: &mut dyn FnMut(Puzzle) -> bool,
) -> Result<usize, GenerateError> {
    if spec.count > MAX_COUNT {
        return Err(GenerateError::TooMany {
            asked: spec.count,
            most: MAX_COUNT,
        });
    }
    if !supports(spec.grid, spec.tier) {
        return Err(GenerateError::Unsupported {
            tier: spec.tier,
            grid: spec.grid,
            supported: supported_text(),
        });
    }
    // A target the setup cannot reach rules out every puzzle of the grid.
    let setup = Board::setup(spec.grid);
    if let Ok(d) = solver::decide(
        &setup,
        spec.target,
        Limits {
            max_positions: 2_000_000,
            ..Limits::default()
        },
    ) && !d.solvable
    {
        return Err(GenerateError::Unreachable {
            grid: spec.grid,
            target: spec.target,
        });
    }
    let max_candidates = 64 * spec.count.max(1) + 256;
    let mut made = 0usize;
    let mut keys = std::collections::BTreeSet::new();
    let mut misses = [0usize; 4];
    let mut duplicates = 0;
    let mut index = 0usize;
    let mut last_new = 0usize;
    while made < spec.count && index < max_candidates {
        // Give up when a long run of candidates gave nothing new.
        if index - last_new >= STALL_LIMIT {
            break;
        }
        // Candidates are accepted in index order, so the batch size (which
        // shrinks as the run nears its count) does not change the output.
        let size = (2 * (spec.count - made)).clamp(2, BATCH);
        let batch: Vec<Result<Outcome, GenerateError>> = (index..index + size)
            .into_par_iter()
            .map(|i| {
                candidate(
                    spec.grid,
                    spec.target,
                    spec.tier,
                    candidate_seed(spec.seed, i as u64),
                )
            })
            .collect();
        index += size;
        for r in batch {
            match r? {
                Outcome::Puzzle(p) => {
                    if made >= spec.count {
                        break;
                    }
                    let key = solver::canonical(&p.position).to_string();
                    if keys.insert(key) {
                        last_new = index;
                        made += 1;
                        if !emit(*p) {
                            return Ok(made);
                        }
                    } else {
                        duplicates += 1;
                    }
                }
                Outcome::Miss(tiers) => {
                    for t in tiers {
                        misses[t as usize] += 1;
                    }
                }
            }
        }
    }
    if made < spec.count {
        let seen: Vec<String> = Tier::ALL
            .iter()
            .filter(|t| misses[**t as usize] > 0)
            .map(|t| format!("{} {}", misses[*t as usize], t))
            .collect();
        return Err(GenerateError::NotEnough {
            asked: spec.count,
            tier: spec.tier,
            grid: spec.grid,
            target: spec.target,
            tried: index,
            found: made,
            detail: format!(
                "{} duplicates; positions of other tiers seen: {}",
                duplicates,
                if seen.is_empty() {
                    "none".to_string()
                } else {
                    seen.join(", ")
                }
            ),
        });
    }
    Ok(made)
}

/// One row of the separation table: the puzzles of one tier with one
/// piece count, and their grade levels.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SeparationRow {
    pub pieces: usize,
    pub tier: Tier,
    pub count: usize,
    pub median: f64,
    pub min: u32,
    pub max: u32,
}

/// The separation table of a sample: per piece count (ascending) and tier
/// (easiest first), the count and the grade's median, minimum and maximum.
pub fn separation_rows(puzzles: &[Puzzle]) -> Vec<SeparationRow> {
    let mut groups: std::collections::BTreeMap<(usize, Tier), Vec<u32>> = Default::default();
    for p in puzzles {
        groups
            .entry((p.metrics.pieces, p.tier))
            .or_default()
            .push(p.grade.level);
    }
    groups
        .into_iter()
        .map(|((pieces, tier), mut v)| {
            v.sort_unstable();
            let n = v.len();
            let median = if n % 2 == 1 {
                v[n / 2] as f64
            } else {
                (v[n / 2 - 1] + v[n / 2]) as f64 / 2.0
            };
            SeparationRow {
                pieces,
                tier,
                count: n,
                median,
                min: v[0],
                max: v[n - 1],
            }
        })
        .collect()
}

/// For two tiers, over every pair of their puzzles with equal piece
/// count: (pairs, pairs where the `upper` tier's grade is higher).
pub fn pairs_separated(puzzles: &[Puzzle], lower: Tier, upper: Tier) -> (usize, usize) {
    pairs_separated_at(puzzles, lower, upper, 1)
}

/// [`pairs_separated`] by the level that reaches `grade::CUTS[cut]`
/// instead of the grade (cut 1 is the grade's own, one half).
pub fn pairs_separated_at(
    puzzles: &[Puzzle],
    lower: Tier,
    upper: Tier,
    cut: usize,
) -> (usize, usize) {
    let (mut pairs, mut higher) = (0, 0);
    for a in puzzles.iter().filter(|p| p.tier == lower) {
        for b in puzzles
            .iter()
            .filter(|p| p.tier == upper && p.metrics.pieces == a.metrics.pieces)
        {
            pairs += 1;
            higher += (b.grade.reach[cut] > a.grade.reach[cut]) as usize;
        }
    }
    (pairs, higher)
}
