//! The daily pools (crates/egypt/src/daily_pool): how they are made, and
//! the full check of the ten-year guarantee that the unit tests only
//! sample.
//!
//! - `cargo bench --bench daily_pools -- build DIR` makes every pool and
//!   writes `DIR/GRID-TIER.txt` (minutes; `build DIR 3x4-easy` makes
//!   one);
//! - `cargo bench --bench daily_pools -- check` (the default) checks that
//!   the pools hold no position twice up to symmetry, then makes the
//!   puzzles of ten years of days from the cutover (3,653 days, 8 a day;
//!   each made from its pool entry's seed and checked against its stored
//!   ID, so every entry of a pool of 3,653 is remade) and checks that no
//!   grid, tier and target repeats a puzzle, and prints the times and the
//!   pool sizes;
//! - `cargo bench --bench daily_pools -- cards [DAYS]` takes the card deals
//!   of every rule set for 3,653 days (or DAYS) from the cutover and checks
//!   that no two are the same.
//! - `cargo bench --bench daily_pools -- cards-superset [DAYS] [PER_DAY] [PASSES]`
//!   checks a superset of the card deals without solving any: the first
//!   PER_DAY seeds (default all of `cards::daily::SPAN`) of the block of
//!   every day of DAYS (default 3,653) of every rule set, each shuffled,
//!   and no two shuffles alike. Every deal the daily could ever choose is
//!   among them when PER_DAY is the span (the generator looks at no seed
//!   outside its day's block), so no two days can deal the same cards.
//!   The shuffles are compared by their first 21 cards (a shuffle's
//!   prefix, 126 bits, exact: two alike in full are alike there), sorted
//!   in place: 16 bytes a seed (about 11.5 GB for the whole span of ten
//!   years; PER_DAY 4096 takes 0.7 GB). PASSES (default 1) splits the
//!   work by the prefix's remainder modulo PASSES: alike shuffles share
//!   it, so each pass compares its own part, in 1/PASSES of the memory,
//!   and the shuffling is done PASSES times.
//!
//! A pool is made by the generator's own runs (`generate --grid G --target
//! T --tier R --seed S`, whose puzzles are distinct up to symmetry within
//! a run): seeds 1, 2, .. up to [`SEEDS`] with target Small, each puzzle
//! kept the first time its position (up to symmetry) and target appear,
//! until the pool holds [`TEN_YEARS`] puzzles; a grid and tier where the
//! Small target runs out is widened with the targets Medium, then Large,
//! the same way.

use std::collections::HashSet;
use std::time::Instant;

use egypt::board::Size;
use egypt::daily::{CUTOVER, DAILY_GRIDS, TEN_YEARS, canonical_key, daily_puzzles, pool};
use egypt::generator::{self, Spec, Tier};
use egypt::target::Target;
use rayon::prelude::*;

/// Run seeds tried per target.
const SEEDS: u64 = 8;

fn build(dir: &str, only: Option<&str>) {
    std::fs::create_dir_all(dir).expect("the pool folder");
    for grid in DAILY_GRIDS {
        for tier in Tier::ALL {
            if only.is_some_and(|o| o != format!("{grid}-{tier}")) {
                continue;
            }
            let t = Instant::now();
            let mut keys = HashSet::new();
            let mut lines = Vec::new();
            let mut runs = Vec::new();
            'targets: for target in [Target::SMALL, Target::MEDIUM, Target::LARGE] {
                for seed in 1..=SEEDS {
                    if lines.len() >= TEN_YEARS {
                        break 'targets;
                    }
                    let spec = Spec {
                        grid,
                        target,
                        tier,
                        count: TEN_YEARS - lines.len(),
                        seed,
                    };
                    let before = lines.len();
                    let _ = generator::generate_each(&spec, &mut |p| {
                        if keys.insert(canonical_key(&p.position, p.target)) {
                            lines.push(format!("{} {}", p.id, p.seed));
                        }
                        lines.len() < TEN_YEARS
                    });
                    runs.push(format!(
                        "# target {target} seed {seed}: {} new",
                        lines.len() - before
                    ));
                }
            }
            let name = format!("{grid}-{tier}.txt");
            let mut text = format!(
                "# The daily pool of {grid} {tier}: {} puzzles, distinct up to symmetry and target.\n\
# Each line: the puzzle ID, and the candidate seed that remakes it\n\
# (generator::from_seed). Made by `cargo bench --bench daily_pools -- build DIR`:\n\
# runs of the generator, seeds 1 to {SEEDS} per target, first come first kept.\n",
                lines.len()
            );
            for r in &runs {
                text.push_str(r);
                text.push('\n');
            }
            for l in &lines {
                text.push_str(l);
                text.push('\n');
            }
            std::fs::write(format!("{dir}/{name}"), text).expect("write the pool");
            println!(
                "{grid} {tier}: {} puzzles in {:.1} s",
                lines.len(),
                t.elapsed().as_secs_f64()
            );
        }
    }
}

/// A day's puzzle as the check compares it: grid, tier, position up to
/// symmetry and target.
type Slot = (Size, Tier, (String, Target));

fn check() {
    let t = Instant::now();
    let mut failures = 0;
    for grid in DAILY_GRIDS {
        for tier in Tier::ALL {
            let p = pool(grid, tier);
            let mut keys = HashSet::new();
            for e in p {
                let (b, target) = e.position().expect("an ID");
                if !keys.insert(canonical_key(&b, target)) {
                    println!("{grid} {tier}: {} is in the pool twice", e.id);
                    failures += 1;
                }
            }
            println!("{grid} {tier}: {} puzzles", p.len());
        }
    }
    let pools = t.elapsed();
    let t = Instant::now();
    // Every entry of a pool of 3,653 is some day's puzzle within these
    // ten years, and each day's puzzle is checked against its stored ID
    // as it is made (daily::DailyError::Stale), so this remakes every
    // entry from its seed.
    let done = std::sync::atomic::AtomicUsize::new(0);
    let days: Vec<Vec<Slot>> = (0..TEN_YEARS as i64)
        .into_par_iter()
        .map(|d| {
            let n = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            if n.is_multiple_of(250) {
                eprintln!(
                    "{n} days of {TEN_YEARS}, {:.0} s",
                    t.elapsed().as_secs_f64()
                );
            }
            let date = CUTOVER + time::Duration::days(d);
            daily_puzzles(date)
                .expect("the day's puzzles")
                .into_iter()
                .map(|p| (p.grid, p.tier, canonical_key(&p.position, p.target)))
                .collect()
        })
        .collect();
    let mut seen = HashSet::new();
    let mut repeats = 0;
    for day in &days {
        for slot in day {
            if !seen.insert(slot.clone()) {
                repeats += 1;
            }
        }
    }
    println!(
        "ten years from {}: {} days, {} puzzles, {repeats} repeats within a grid, tier and target ({:.1} s; the pools checked in {:.1} s)",
        egypt::daily::date_text(CUTOVER),
        days.len(),
        days.iter().map(Vec::len).sum::<usize>(),
        t.elapsed().as_secs_f64(),
        pools.as_secs_f64()
    );
    if failures + repeats > 0 {
        std::process::exit(1);
    }
}

/// The card deals of `days` days from the cutover, for every rule set:
/// no two share a deal ID, nor the same cards in the same places, nor the
/// same ranks in the same places (suits play no part in the pairing).
fn check_cards(days: i64) {
    let t = Instant::now();
    let mut failures = 0;
    for v in cards::Variant::ALL {
        let deals: Vec<(u64, String, String, u64)> = (0..days)
            .into_par_iter()
            .map(|d| {
                let date = CUTOVER + time::Duration::days(d);
                let p = cards::daily::deal_of_the_day_for(v, &egypt::daily::date_text(date))
                    .expect("a deal");
                let ranks: String = p
                    .deal
                    .pyramid()
                    .iter()
                    .chain(p.deal.stock())
                    .map(|c| c.rank_char())
                    .collect();
                // Where in its day's block the deal was found: the seeds
                // the generator tried (see cards-superset).
                let tried = p.deal_seed - cards::daily::day_seeds(v, d as u64).start + 1;
                (p.deal_seed, p.deal.to_string(), ranks, tried)
            })
            .collect();
        let seeds: HashSet<u64> = deals.iter().map(|d| d.0).collect();
        let cards: HashSet<&String> = deals.iter().map(|d| &d.1).collect();
        let ranks: HashSet<&String> = deals.iter().map(|d| &d.2).collect();
        let repeats = 3 * deals.len() - seeds.len() - cards.len() - ranks.len();
        failures += repeats;
        println!(
            "{v}: {} days, {} deal IDs, {} deals, {} rank layouts; seeds tried per day: at most {}",
            deals.len(),
            seeds.len(),
            cards.len(),
            ranks.len(),
            deals.iter().map(|d| d.3).max().unwrap_or(0)
        );
    }
    println!("card deals checked in {:.1} s", t.elapsed().as_secs_f64());
    if failures > 0 {
        std::process::exit(1);
    }
}

/// The first 21 cards of a shuffle, 6 bits each (see the module
/// documentation: `cards-superset`).
fn shuffle_prefix(seed: u64) -> u128 {
    let deal = cards::deal::Deal::from_seed(seed);
    deal.pyramid()
        .iter()
        .chain(deal.stock())
        .take(21)
        .fold(0u128, |k, c| (k << 6) | u128::from(c.index()))
}

/// Every candidate seed of `days` days' blocks (the first `per_day` of
/// each), every rule set: no two shuffles alike (see the module
/// documentation).
fn check_card_superset(days: u64, per_day: u64, passes: u64) {
    let t = Instant::now();
    let per_day = per_day.min(cards::daily::SPAN);
    let passes = passes.max(1);
    let (mut total, mut alike) = (0usize, 0usize);
    for pass in 0..passes {
        let mut keys: Vec<u128> = cards::Variant::ALL
            .iter()
            .flat_map(|&v| (0..days).map(move |n| (v, n)))
            .collect::<Vec<_>>()
            .into_par_iter()
            .flat_map_iter(|(v, n)| cards::daily::day_seeds(v, n).take(per_day as usize))
            .map(shuffle_prefix)
            .filter(|k| *k % u128::from(passes) == u128::from(pass))
            .collect();
        keys.par_sort_unstable();
        total += keys.len();
        alike += keys.windows(2).filter(|w| w[0] == w[1]).count();
        println!(
            "pass {}/{passes}: {} shuffles, {alike} alike so far ({:.1} s)",
            pass + 1,
            keys.len(),
            t.elapsed().as_secs_f64()
        );
    }
    println!(
        "{total} shuffles ({} rule sets x {days} days x {per_day} seeds): {alike} alike in their first 21 cards; \
{:.1} s in {passes} passes",
        cards::Variant::ALL.len(),
        t.elapsed().as_secs_f64()
    );
    if alike > 0 {
        std::process::exit(1);
    }
}

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    match args.first().map(String::as_str) {
        Some("build") => build(
            args.get(1).map_or("target/daily-pools", String::as_str),
            args.get(2).map(String::as_str),
        ),
        None | Some("check") => check(),
        Some("cards") => check_cards(
            args.get(1)
                .and_then(|d| d.parse().ok())
                .unwrap_or(TEN_YEARS as i64),
        ),
        Some("cards-superset") => check_card_superset(
            args.get(1)
                .and_then(|d| d.parse().ok())
                .unwrap_or(TEN_YEARS as u64),
            args.get(2)
                .and_then(|d| d.parse().ok())
                .unwrap_or(cards::daily::SPAN),
            args.get(3).and_then(|d| d.parse().ok()).unwrap_or(1),
        ),
        Some(other) => {
            eprintln!("unknown mode '{other}': use build DIR or check");
            std::process::exit(2);
        }
    }
}
