//! The puzzles of the day: picked from the date alone, so that every
//! machine and every run gives the same puzzles for the same date.
//!
//! **Before [`CUTOVER`]** each puzzle is a fresh generation seeded by the
//! date, grid and tier ([`daily_specs`]); those days keep their puzzles
//! exactly, so archives and printed sheets stay true. Such draws can
//! repeat: the 2,920 puzzles of 2027 drawn that way held 89 positions seen
//! more than once.
//!
//! **From [`CUTOVER`] on** each grid and tier has a *pool*: a fixed list
//! of puzzles, no two the same up to the grid's symmetries and target
//! (each stored as its ID and the candidate seed that remakes it, see
//! [`pool`]). Day `n` after the cutover takes entry `σ(n mod P)` of a pool
//! of `P` entries, where `σ` is a keyed permutation of `0..P` ([`schedule`]).
//! Since `σ` is a bijection, any `P` consecutive days take `P` different
//! entries: a puzzle comes back after exactly `P` days and never sooner.
//! Pools of at least [`TEN_YEARS`] entries give ten years without a repeat.

use std::sync::OnceLock;

use rayon::prelude::*;
use time::Date;

use super::board::{Board, Size};
use super::generator::{self, GenerateError, Puzzle, Spec, Tier};
use super::puzzle_id;
use super::symmetry::canonical;
use super::target::Target;

/// Calendar days, read and written the one way every crate does.
pub use seed::date::{
    DateError, FIRST_DATE, LAST_DATE, date_from_epoch, date_text, default_date, parse_date,
};

/// The grids of the daily set, in sheet order.
pub const DAILY_GRIDS: [Size; 2] = [Size::STANDARD_3X4, Size::STANDARD_4X5];

/// The first day whose puzzles come from the pools (2027-01-01): the first
/// day of a year after the pools were made (2026-11-29), so that every day
/// already printed or published keeps its puzzles, and a year's archive
/// changes method at a year's edge. The card deals change method the same
/// day.
pub const CUTOVER: Date = seed::date::DAILY_CUTOVER;

/// Ten years of days, leap days included: the fewest entries a pool holds
/// for ten years without a repeat.
pub const TEN_YEARS: usize = 3653;

/// Why the day's puzzles could not be made.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum DailyError {
    #[error(transparent)]
    Generate(#[from] GenerateError),
    #[error(
        "entry {index} of the daily pool of {grid} {tier} ({id}) is not remade by its seed {seed}; the pool does not match this generator"
    )]
    Stale {
        grid: Size,
        tier: Tier,
        index: usize,
        id: String,
        seed: u64,
    },
}

/// The specs of a day's puzzles before [`CUTOVER`]: one per tier on each
/// daily grid, each with its own seed derived from the date, grid and tier.
pub fn daily_specs(date: Date) -> Vec<Spec> {
    let day = date_text(date);
    DAILY_GRIDS
        .iter()
        .flat_map(|&grid| {
            let day = day.clone();
            Tier::ALL.into_iter().map(move |tier| Spec {
                grid,
                target: Target::SMALL,
                tier,
                count: 1,
                seed: seed::from_text(&format!("pyramid-press daily {day} {grid} {tier}")),
            })
        })
        .collect()
}

/// One puzzle of a pool: its ID (position and target) and the candidate
/// seed from which [`generator::from_seed`] remakes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PoolEntry {
    pub id: String,
    pub seed: u64,
}

impl PoolEntry {
    /// The position and target its ID names.
    pub fn position(&self) -> Result<(Board, Target), puzzle_id::IdError> {
        puzzle_id::decode(&self.id)
    }
}

/// The stored pools: for each daily grid and tier, the lines `ID SEED`
/// (lines starting with `#` say how the pool was made).
fn pool_text(grid: Size, tier: Tier) -> &'static str {
    match (grid == Size::STANDARD_3X4, tier) {
        (true, Tier::Easy) => include_str!("daily_pool/3x4-easy.txt"),
        (true, Tier::Medium) => include_str!("daily_pool/3x4-medium.txt"),
        (true, Tier::Hard) => include_str!("daily_pool/3x4-hard.txt"),
        (true, Tier::Expert) => include_str!("daily_pool/3x4-expert.txt"),
        (false, Tier::Easy) => include_str!("daily_pool/4x5-easy.txt"),
        (false, Tier::Medium) => include_str!("daily_pool/4x5-medium.txt"),
        (false, Tier::Hard) => include_str!("daily_pool/4x5-hard.txt"),
        (false, Tier::Expert) => include_str!("daily_pool/4x5-expert.txt"),
    }
}

/// Reads a pool file's lines `ID SEED`; `None` for a line that is neither
/// that nor a `#` comment (a test reads every pool in full).
pub fn parse_pool(text: &str) -> Option<Vec<PoolEntry>> {
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (id, seed) = l.trim().split_once(' ')?;
            Some(PoolEntry {
                id: id.to_string(),
                seed: seed.trim().parse().ok()?,
            })
        })
        .collect()
}

/// The pool of a daily grid and tier, in pool order (empty for a grid that
/// is not a daily grid).
pub fn pool(grid: Size, tier: Tier) -> &'static [PoolEntry] {
    static POOLS: OnceLock<Vec<Vec<PoolEntry>>> = OnceLock::new();
    let pools = POOLS.get_or_init(|| {
        DAILY_GRIDS
            .iter()
            .flat_map(|&g| Tier::ALL.map(|t| parse_pool(pool_text(g, t)).unwrap_or_default()))
            .collect()
    });
    match DAILY_GRIDS.iter().position(|&g| g == grid) {
        Some(g) => &pools[g * Tier::ALL.len() + tier as usize],
        None => &[],
    }
}

/// The key of a pool's schedule.
fn schedule_key(grid: Size, tier: Tier) -> u64 {
    seed::from_text(&format!("pyramid-press daily pool {grid} {tier}"))
}

/// A keyed permutation of `0..n` (a bijection for every key): a four-round
/// Feistel network on the smallest even number of bits that holds `n`,
/// walked again from its own output until that falls below `n`. `n` = 0
/// gives 0.
pub fn schedule(index: u64, n: u64, key: u64) -> u64 {
    if n <= 1 {
        return 0;
    }
    let bits = 64 - (n - 1).leading_zeros();
    let half = bits.div_ceil(2);
    let mask = (1u64 << half) - 1;
    let mut x = index % n;
    loop {
        let (mut l, mut r) = (x >> half, x & mask);
        for round in 0..4u64 {
            let f = seed::mix(key ^ seed::mix(round ^ (r << 8))) & mask;
            (l, r) = (r, l ^ f);
        }
        x = (l << half) | r;
        if x < n {
            return x;
        }
    }
}

/// The day's index from [`CUTOVER`] (`None` before it).
pub fn day_index(date: Date) -> Option<u64> {
    seed::date::days_from_cutover(date)
}

/// The pool index a day takes in the pool of a grid and tier (`None`
/// before [`CUTOVER`] or for an empty pool).
pub fn scheduled(date: Date, grid: Size, tier: Tier) -> Option<usize> {
    let n = pool(grid, tier).len() as u64;
    let day = day_index(date)?;
    (n > 0).then(|| schedule(day % n, n, schedule_key(grid, tier)) as usize)
}

/// The canonical form of a puzzle: its position up to the grid's
/// symmetries, and its target. Two puzzles are the same when these are.
pub fn canonical_key(board: &Board, target: Target) -> (String, Target) {
    (canonical(board).to_string(), target)
}

/// Remakes entry `index` of a pool and checks it is the stored puzzle.
fn from_pool(grid: Size, tier: Tier, index: usize) -> Result<Puzzle, DailyError> {
    let e = &pool(grid, tier)[index];
    let stale = || DailyError::Stale {
        grid,
        tier,
        index,
        id: e.id.clone(),
        seed: e.seed,
    };
    let (_, target) = e.position().map_err(|_| stale())?;
    match generator::from_seed(grid, target, tier, e.seed) {
        Some(p) if p.id == e.id => Ok(p),
        _ => Err(stale()),
    }
}

/// The day's puzzles, easiest first within each grid.
pub fn daily_puzzles(date: Date) -> Result<Vec<Puzzle>, DailyError> {
    // Each puzzle is independent and deterministic, so they run in
    // parallel and are collected in order.
    let sets: Vec<Result<Vec<Puzzle>, DailyError>> = if date < CUTOVER {
        daily_specs(date)
            .par_iter()
            .map(|s| generator::generate(s).map_err(DailyError::from))
            .collect()
    } else {
        let slots: Vec<(Size, Tier)> = DAILY_GRIDS
            .iter()
            .flat_map(|&g| Tier::ALL.map(|t| (g, t)))
            .collect();
        slots
            .par_iter()
            .map(|&(grid, tier)| {
                let index = scheduled(date, grid, tier).ok_or(GenerateError::NotEnough {
                    asked: 1,
                    tier,
                    grid,
                    target: Target::SMALL,
                    tried: 0,
                    found: 0,
                    detail: "the daily pool is empty".to_string(),
                })?;
                from_pool(grid, tier, index).map(|p| vec![p])
            })
            .collect()
    };
    let mut out = Vec::new();
    for set in sets {
        out.extend(set?);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn the_schedule_is_a_bijection_for_every_pool_size() {
        for (grid, tier) in DAILY_GRIDS.iter().flat_map(|&g| Tier::ALL.map(|t| (g, t))) {
            let n = pool(grid, tier).len() as u64;
            assert!(n > 0, "the pool of {grid} {tier} is empty");
            let key = schedule_key(grid, tier);
            let mut seen = vec![false; n as usize];
            for i in 0..n {
                let j = schedule(i, n, key) as usize;
                assert!(!seen[j], "{grid} {tier}: {j} taken twice");
                seen[j] = true;
            }
        }
        // Sizes that are not pools' too, odd and even bit counts.
        for n in [1u64, 2, 3, 5, 64, 65, 1000, 3653, 4096, 4097] {
            let all: HashSet<u64> = (0..n).map(|i| schedule(i, n, 7)).collect();
            assert_eq!(all.len() as u64, n);
            assert!(all.iter().all(|&x| x < n));
        }
    }

    #[test]
    fn every_pool_is_distinct_up_to_symmetry_and_readable() {
        for (grid, tier) in DAILY_GRIDS.iter().flat_map(|&g| Tier::ALL.map(|t| (g, t))) {
            let text = pool_text(grid, tier);
            let entries = parse_pool(text).expect("every line reads");
            assert_eq!(entries.len(), pool(grid, tier).len());
            let mut keys = HashSet::new();
            for e in &entries {
                let (board, target) = e.position().expect("a puzzle ID");
                assert_eq!(board.size(), grid, "{}", e.id);
                assert!(
                    keys.insert(canonical_key(&board, target)),
                    "{grid} {tier}: {} repeats a position up to symmetry",
                    e.id
                );
            }
        }
    }

    #[test]
    fn ten_years_of_days_take_distinct_entries() {
        // Any window of days, wherever it starts: a sample of starts.
        for (grid, tier) in DAILY_GRIDS.iter().flat_map(|&g| Tier::ALL.map(|t| (g, t))) {
            let n = pool(grid, tier).len();
            let window = n.min(TEN_YEARS);
            for start in [0i64, 1, 365, 3000, 10_000] {
                let mut seen = HashSet::new();
                for d in 0..window as i64 {
                    let date = CUTOVER + time::Duration::days(start + d);
                    let i = scheduled(date, grid, tier).expect("after the cutover");
                    assert!(seen.insert(i), "{grid} {tier}: day {d} of a window repeats");
                }
            }
        }
    }

    #[test]
    fn days_after_the_cutover_take_their_scheduled_entries() {
        for date in [CUTOVER, CUTOVER + time::Duration::days(1234)] {
            let puzzles = daily_puzzles(date).expect("the day's puzzles");
            assert_eq!(puzzles.len(), 8);
            for p in &puzzles {
                let i = scheduled(date, p.grid, p.tier).expect("scheduled");
                assert_eq!(p.id, pool(p.grid, p.tier)[i].id);
            }
        }
        assert_eq!(
            day_index(CUTOVER - time::Duration::days(1)),
            None,
            "the day before the cutover keeps its own draw"
        );
    }

    #[test]
    fn days_before_the_cutover_keep_their_draw() {
        let date = CUTOVER - time::Duration::days(30);
        let drawn: Vec<String> = daily_puzzles(date)
            .expect("puzzles")
            .into_iter()
            .map(|p| p.id)
            .collect();
        let specs: Vec<String> = daily_specs(date)
            .iter()
            .flat_map(|s| generator::generate(s).expect("generate"))
            .map(|p| p.id)
            .collect();
        assert_eq!(drawn, specs);
    }
}
