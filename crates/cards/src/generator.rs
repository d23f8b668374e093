//! The generator: winnable deals sorted into difficulty tiers by solver
//! metrics alone.
//!
//! **Candidates.** A generation seed drives a `ChaCha8Rng`; each candidate
//! deal is the seeded deal ([`Deal::from_seed`]) of the next `u32` it
//! yields (small enough to be exact in JSON numbers and easy to type), so
//! every puzzle can be reproduced from its deal seed.
//!
//! **Tiers** come from the deal's grade ([`super::grade`]): the least level
//! of a ladder of player models (level 0 a greedy random player, each
//! level one removal more of look-ahead) that wins at least half of its
//! [`grade::GAMES`] seeded games.
//!
//! | tier   | grade                                   |
//! |--------|-----------------------------------------|
//! | easy   | 0 (greedy random play wins)             |
//! | medium | 1 or 2                                  |
//! | hard   | 3 to 8                                  |
//! | expert | more than 8 (no level up to 8 wins)     |
//!
//! Expert deals are winnable (the solver proves it) but no player of the
//! ladder wins half its games.
//!
//! **Metrics** (all deterministic for a deal and rule set):
//! - `grade`, `grade_wins` (games won of `grade_games` by the levels tried,
//!   level 0 first);
//! - `playout_wins`: how many of [`PLAYOUTS`] plain random playouts win
//!   (shown for comparison, not used for the tier). A playout plays a
//!   uniformly random removal whenever one is legal, and otherwise draws,
//!   or redeals when the stock is empty; it gives up when a whole pass
//!   removes nothing. Its random numbers come from
//!   `ChaCha8Rng::seed_from_u64(deal seed)`.
//! - `min_passes`: the fewest passes through the stock that still allow a
//!   win (exact: solved again with 1, 2, .. passes).
//! - `winning_first_moves` of `first_moves`: legal first moves after which
//!   the deal can still be won.
//! - `solution_moves`: length of the key, a shortest winning line (or the
//!   shortest found within the solver's budget: `key_proved_shortest`).

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;
use serde::Serialize;

use super::deal::Deal;
use super::engine::{Move, Table};
use super::grade::{self, CardGrade};
use super::rules::{Passes, Rules};
use super::solver::{SHORTEST_BUDGET, decide_from, decide_table, shortest_line};

/// Random playouts per deal.
pub const PLAYOUTS: u32 = 200;
/// Candidates examined per requested deal before giving up.
pub const CANDIDATES_PER_DEAL: usize = 400;
/// Candidates examined at least, however few deals are requested.
pub const MIN_CANDIDATES: usize = 2000;

/// A difficulty tier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Tier {
    Easy,
    Medium,
    Hard,
    Expert,
}

impl Tier {
    pub const ALL: [Tier; 4] = [Tier::Easy, Tier::Medium, Tier::Hard, Tier::Expert];

    /// The grades of the tier: least, and greatest (None: no limit).
    pub fn band(self) -> (u32, Option<u32>) {
        match self {
            Tier::Easy => (0, Some(0)),
            Tier::Medium => (1, Some(2)),
            Tier::Hard => (3, Some(grade::MAX_LEVEL)),
            Tier::Expert => (grade::MAX_LEVEL + 1, None),
        }
    }

    /// The tier of a grade.
    pub fn of_grade(level: u32) -> Tier {
        Tier::ALL
            .into_iter()
            .find(|t| {
                let (lo, hi) = t.band();
                level >= lo && hi.is_none_or(|h| level <= h)
            })
            .unwrap_or(Tier::Expert)
    }

    pub fn name(self) -> &'static str {
        match self {
            Tier::Easy => "easy",
            Tier::Medium => "medium",
            Tier::Hard => "hard",
            Tier::Expert => "expert",
        }
    }
}

impl std::fmt::Display for Tier {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Solver metrics of a winnable deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Metrics {
    /// The grade: the least level of the player ladder that wins at least
    /// half its games ([`grade::MAX_LEVEL`] + 1: none up to it does).
    pub grade: u32,
    /// Games won by levels 0, 1, .. up to the grade (or the last tried).
    pub grade_wins: Vec<u32>,
    /// Games played per level.
    pub grade_games: u32,
    pub playout_wins: u32,
    pub playouts: u32,
    pub min_passes: u32,
    pub winning_first_moves: u32,
    pub first_moves: u32,
    pub solution_moves: u32,
    pub key_proved_shortest: bool,
    pub solver_nodes: u64,
}

/// A generated, solver-verified deal.
#[derive(Clone, Debug)]
pub struct Puzzle {
    /// 1-based number within the generation.
    pub id: usize,
    /// Seed of the deal ([`Deal::from_seed`]).
    pub deal_seed: u64,
    pub deal: Deal,
    pub rules: Rules,
    pub tier: Tier,
    pub solution: Vec<Move>,
    pub metrics: Metrics,
}

#[derive(Serialize)]
struct PuzzleJson<'a> {
    id: usize,
    seed: u64,
    rules: &'a Rules,
    tier: Tier,
    deal: String,
    solution: String,
    metrics: &'a Metrics,
}

impl Puzzle {
    /// The deal's difficulty in plain words, for captions:
    /// `medium: random play wins 1 game in 8`.
    pub fn grade_words(&self) -> String {
        let m = &self.metrics;
        let g = self.card_grade();
        let odds = match m.grade_wins.last() {
            Some(&w) if m.grade <= grade::MAX_LEVEL => {
                format!(" (wins {w} of {} games)", m.grade_games)
            }
            _ => String::new(),
        };
        format!("{}: {}{odds}", self.tier, g.words())
    }

    /// The grade as the ladder reported it.
    pub fn card_grade(&self) -> CardGrade {
        CardGrade {
            level: self.metrics.grade,
            wins: self.metrics.grade_wins.clone(),
            games: self.metrics.grade_games,
        }
    }

    pub fn solution_text(&self) -> String {
        seed::read::spaced(&self.solution)
    }

    /// A JSON value for JSON Lines output.
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::to_value(PuzzleJson {
            id: self.id,
            seed: self.deal_seed,
            rules: &self.rules,
            tier: self.tier,
            deal: self.deal.to_string(),
            solution: self.solution_text(),
            metrics: &self.metrics,
        })
        .unwrap_or(serde_json::Value::Null)
    }

    /// A readable block of text.
    pub fn to_text(&self) -> String {
        let m = &self.metrics;
        format!(
            "#{} seed {} ({})\ndeal: {}\n{}solution ({} moves, {}): {}\nmetrics: grade {} (games won by levels 0..: {:?} of {}), random playouts won {}/{}, fewest passes {}, winning first moves {}/{}, solver nodes {}\n",
            self.id,
            self.deal_seed,
            self.grade_words(),
            self.deal,
            self.deal.layout(),
            m.solution_moves,
            if m.key_proved_shortest {
                "shortest"
            } else {
                "shortest found within the search budget"
            },
            self.solution_text(),
            m.grade,
            m.grade_wins,
            m.grade_games,
            m.playout_wins,
            m.playouts,
            m.min_passes,
            m.winning_first_moves,
            m.first_moves,
            m.solver_nodes
        )
    }
}

/// Why a generation failed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GenerateError {
    #[error(
        "found only {found} of {wanted} {tier} deals under these rules in {candidates} candidate deals; try another tier, rule set or seed"
    )]
    NotEnough {
        found: usize,
        wanted: usize,
        tier: Tier,
        candidates: usize,
    },
}

/// Random playouts of a deal (see the module documentation); returns wins.
pub fn playouts(table: &Table, n: u32, seed: u64) -> u32 {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut moves = Vec::new();
    let mut removals = Vec::new();
    let mut wins = 0;
    for _ in 0..n {
        let mut s = table.start();
        let mut removed_this_pass = 0usize;
        loop {
            if table.is_won(&s) {
                wins += 1;
                break;
            }
            table.legal_moves(&s, &mut moves);
            removals.clear();
            removals.extend(moves.iter().filter(|m| m.removed() > 0).copied());
            let mv = if !removals.is_empty() {
                removals[rng.random_range(0..removals.len())]
            } else if let Some(m) = moves.first() {
                if *m == Move::Reset {
                    if removed_this_pass == 0 {
                        break;
                    }
                    removed_this_pass = 0;
                }
                *m
            } else {
                break;
            };
            removed_this_pass += mv.removed();
            s = table.apply(&s, &mv);
        }
    }
    wins
}

/// Measures a deal; `None` when it cannot be won.
pub fn measure(deal: &Deal, deal_seed: u64, rules: Rules) -> Option<(Vec<Move>, Metrics)> {
    measure_if(deal, deal_seed, rules, None)
}

/// Measures a deal; `None` when it cannot be won or (when `tier` is
/// given) its tier is another. The tier needs only the playouts, so the
/// costlier metrics are computed for matching deals only.
fn measure_if(
    deal: &Deal,
    deal_seed: u64,
    rules: Rules,
    tier: Option<Tier>,
) -> Option<(Vec<Move>, Metrics)> {
    let table = Table::new(deal, rules);
    // Only the levels that can decide the wanted tier are played.
    let top = match tier {
        Some(t) => t.band().1.unwrap_or(grade::MAX_LEVEL),
        None => grade::MAX_LEVEL,
    };
    // A deal is kept only when the solver finds it winnable and its grade
    // is the tier's, so the order of the two tests changes no result, only
    // the time: below expert the grade is the cheaper test and rejects
    // most candidates first; an expert grade means every level was played,
    // which costs more than the verdict on the many deals that cannot be
    // won.
    let grade_first = tier.is_some_and(|t| t != Tier::Expert);
    let mut g = None;
    if grade_first {
        let graded = grade::grade_within(&table, deal_seed, top);
        if tier.is_some_and(|t| Tier::of_grade(graded.level) != t) {
            return None;
        }
        g = Some(graded);
    }
    let verdict = decide_table(&table);
    if !verdict.winnable {
        return None;
    }
    let g = match g {
        Some(g) => g,
        None => grade::grade_within(&table, deal_seed, top),
    };
    if tier.is_some_and(|t| Tier::of_grade(g.level) != t) {
        return None;
    }
    let playout_wins = playouts(&table, PLAYOUTS, deal_seed);
    let key = shortest_line(&table, table.start(), &verdict.solution, SHORTEST_BUDGET);
    let used = 1 + key.line.iter().filter(|m| **m == Move::Reset).count() as u8;
    let mut min_passes = used;
    for k in 1..used {
        let r = Rules {
            passes: Passes::Limited(k),
            ..rules
        };
        if decide_table(&Table::new(deal, r)).winnable {
            min_passes = k;
            break;
        }
    }
    let start = table.start();
    let mut first = Vec::new();
    table.legal_moves(&start, &mut first);
    let winning_first = first
        .iter()
        .filter(|m| {
            let s = table.apply(&start, m);
            decide_from(&table, s).winnable
        })
        .count();
    let metrics = Metrics {
        grade: g.level,
        grade_wins: g.wins,
        grade_games: g.games,
        playout_wins,
        playouts: PLAYOUTS,
        min_passes: min_passes as u32,
        winning_first_moves: winning_first as u32,
        first_moves: first.len() as u32,
        solution_moves: key.line.len() as u32,
        key_proved_shortest: key.proved,
        solver_nodes: verdict.nodes,
    };
    Some((key.line, metrics))
}

/// The generation seed of a run: derived from the run seed the user gives
/// (`--seed S`) and the rule set, so that one run seed gives different
/// deals for Pyramid, Cheops, Pharaohs and any other rule set. `cards
/// generate` and `cards sheet` both generate from it, so the same
/// `--seed`, rules, tier and count give the same deals in both.
pub fn run_seed(rules: Rules, seed: u64) -> u64 {
    seed::derive(seed, seed::from_text(&rules.to_string()))
}

/// Generates `count` winnable deals of a tier. Deterministic for the same
/// arguments; examines at most `max(MIN_CANDIDATES, CANDIDATES_PER_DEAL *
/// count)` candidates.
pub fn generate(
    rules: Rules,
    tier: Tier,
    count: usize,
    seed: u64,
) -> Result<Vec<Puzzle>, GenerateError> {
    let limit = MIN_CANDIDATES.max(CANDIDATES_PER_DEAL.saturating_mul(count));
    generate_within(rules, tier, count, seed, limit)
}

/// [`generate`] examining at most `limit` candidate deals.
pub fn generate_within(
    rules: Rules,
    tier: Tier,
    count: usize,
    seed: u64,
    limit: usize,
) -> Result<Vec<Puzzle>, GenerateError> {
    generate_where(rules, tier, count, seed, limit, &mut |_| true)
}

/// [`generate_within`] keeping only the deals `keep` accepts (asked in
/// candidate order, so the deals kept are the first `count` of the same
/// run that `keep` accepts).
pub fn generate_where(
    rules: Rules,
    tier: Tier,
    count: usize,
    seed: u64,
    limit: usize,
    keep: &mut dyn FnMut(&Puzzle) -> bool,
) -> Result<Vec<Puzzle>, GenerateError> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out = Vec::with_capacity(count);
    let mut examined = 0;
    const BATCH: usize = 32;
    while out.len() < count && examined < limit {
        let n = BATCH.min(limit - examined);
        let seeds: Vec<u64> = (0..n).map(|_| u64::from(rng.random::<u32>())).collect();
        examined += n;
        let found: Vec<Option<Puzzle>> = seeds
            .par_iter()
            .map(|&s| {
                let deal = Deal::from_seed(s);
                let (solution, metrics) = measure_if(&deal, s, rules, Some(tier))?;
                let t = Tier::of_grade(metrics.grade);
                (t == tier).then_some(Puzzle {
                    id: 0,
                    deal_seed: s,
                    deal,
                    rules,
                    tier: t,
                    solution,
                    metrics,
                })
            })
            .collect();
        for mut p in found.into_iter().flatten() {
            if out.len() == count {
                break;
            }
            if !keep(&p) {
                continue;
            }
            p.id = out.len() + 1;
            out.push(p);
        }
    }
    if out.len() < count {
        return Err(GenerateError::NotEnough {
            found: out.len(),
            wanted: count,
            tier,
            candidates: examined,
        });
    }
    Ok(out)
}

/// The first deal of a tier among the deals of these seeds, taken in
/// order (examined in parallel batches, so the answer does not depend on
/// the thread count), or `None` when none of them is one.
pub fn first_of_seeds(
    rules: Rules,
    tier: Tier,
    seeds: impl Iterator<Item = u64>,
) -> Option<Puzzle> {
    const BATCH: usize = 32;
    let mut seeds = seeds.peekable();
    while seeds.peek().is_some() {
        let batch: Vec<u64> = seeds.by_ref().take(BATCH).collect();
        let found: Vec<Option<Puzzle>> = batch
            .par_iter()
            .map(|&s| {
                let deal = Deal::from_seed(s);
                let (solution, metrics) = measure_if(&deal, s, rules, Some(tier))?;
                (Tier::of_grade(metrics.grade) == tier).then_some(Puzzle {
                    id: 1,
                    deal_seed: s,
                    deal,
                    rules,
                    tier,
                    solution,
                    metrics,
                })
            })
            .collect();
        if let Some(p) = found.into_iter().flatten().next() {
            return Some(p);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tier_bands() {
        assert_eq!(Tier::of_grade(0), Tier::Easy);
        assert_eq!(Tier::of_grade(1), Tier::Medium);
        assert_eq!(Tier::of_grade(2), Tier::Medium);
        assert_eq!(Tier::of_grade(3), Tier::Hard);
        assert_eq!(Tier::of_grade(grade::MAX_LEVEL), Tier::Hard);
        assert_eq!(Tier::of_grade(grade::MAX_LEVEL + 1), Tier::Expert);
        // The bands meet end to end.
        for w in Tier::ALL.windows(2) {
            assert_eq!(w[0].band().1.map(|h| h + 1), Some(w[1].band().0));
        }
    }

    #[test]
    fn generation_is_deterministic_and_verified() {
        let rules = Rules::cheops();
        let a = generate_within(rules, Tier::Easy, 2, 5, 200).expect("easy Cheops deals");
        let b = generate_within(rules, Tier::Easy, 2, 5, 200).expect("easy Cheops deals");
        assert_eq!(a.len(), 2);
        for (p, q) in a.iter().zip(&b) {
            assert_eq!(p.deal, q.deal);
            assert_eq!(p.to_json(), q.to_json());
            assert_eq!(p.deal, Deal::from_seed(p.deal_seed));
            assert_eq!(Tier::of_grade(p.metrics.grade), Tier::Easy);
            assert_eq!(p.metrics.grade, 0);
            let t = Table::new(&p.deal, rules);
            let end = t.replay(&p.solution).expect("legal solution");
            assert!(t.is_won(&end));
            assert!(p.metrics.winning_first_moves >= 1);
        }
    }

    #[test]
    fn impossible_requests_fail_after_a_bounded_search() {
        let err = generate_within(Rules::pharaohs(), Tier::Easy, 50, 1, 32).expect_err("too few");
        let GenerateError::NotEnough {
            wanted, candidates, ..
        } = err;
        assert_eq!((wanted, candidates), (50, 32));
        assert!(err.to_string().contains("found only"));
    }
}
