//! The card deals of the day: a winnable deal of medium difficulty per rule
//! set, chosen from the date alone so every machine prints the same one.
//!
//! **Before the cutover** (`seed::date::DAILY_CUTOVER`, 2027-01-01) a day's
//! deal is the first medium deal of a generation seeded by the date, as it
//! always was, so those days keep their deals.
//!
//! **From the cutover on** a deal is named by its seed (the deal ID is
//! `VARIANT-SEED`), and day `n` after the cutover looks only at the seeds
//! of its own block: `base + n * SPAN` to `base + n * SPAN + SPAN - 1`
//! ([`day_seeds`]), taking the first whose deal is a winnable medium one.
//! The blocks of two days never overlap and every block lies above the
//! 32-bit seeds the earlier days drew from, so no two days on or after the
//! cutover, and no such day and an earlier one, share a deal ID: the
//! guarantee holds for every span of days, ten years and more. (That two
//! seeds could shuffle the same deal is checked, not assumed: the
//! `daily_pools` benchmark compares ten years of deals card by card.)

use super::generator::{self, GenerateError, Puzzle, Tier};
use super::rules::{Rules, Variant};

/// Seeds looked at per day: far more than a medium deal needs (about one
/// candidate in two to ten is one, depending on the rule set).
pub const SPAN: u64 = 1 << 16;

/// The first seed of a rule set's blocks: above every 32-bit seed, and a
/// separate range per rule set, so no two rule sets deal the same cards on
/// the same day.
fn base(variant: Variant) -> u64 {
    let k = Variant::ALL
        .iter()
        .position(|&v| v == variant)
        .unwrap_or_default() as u64;
    (k + 1) << 40
}

/// The seeds day `n` after the cutover looks at, in order.
pub fn day_seeds(variant: Variant, n: u64) -> std::ops::Range<u64> {
    let first = base(variant) + n * SPAN;
    first..first + SPAN
}

/// The deal of the day for a date written `YYYY-MM-DD`.
pub fn deal_of_the_day(day: &str) -> Result<Puzzle, GenerateError> {
    deal_of_the_day_for(Variant::Pyramid, day)
}

/// The deal of the day of a rule set. Days before the cutover keep their
/// draw: for Pyramid from the seed of `pyramid-press daily cards DAY`, for
/// the others from `pyramid-press daily cards VARIANT DAY`.
pub fn deal_of_the_day_for(variant: Variant, day: &str) -> Result<Puzzle, GenerateError> {
    let not_found = |candidates| GenerateError::NotEnough {
        found: 0,
        wanted: 1,
        tier: Tier::Medium,
        candidates,
    };
    let n = seed::date::parse_date(day)
        .ok()
        .and_then(seed::date::days_from_cutover);
    let Some(n) = n else {
        let text = match variant {
            Variant::Pyramid => format!("pyramid-press daily cards {day}"),
            v => format!("pyramid-press daily cards {v} {day}"),
        };
        let mut deals =
            generator::generate(variant.rules(), Tier::Medium, 1, seed::from_text(&text))?;
        return deals.pop().ok_or(not_found(0));
    };
    let rules: Rules = variant.rules();
    generator::first_of_seeds(rules, Tier::Medium, day_seeds(variant, n))
        .ok_or(not_found(SPAN as usize))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_days_blocks_never_overlap_and_stay_above_32_bits() {
        for v in Variant::ALL {
            // Neighbouring days, and the last day any command takes.
            let last = 9999 * 366;
            for n in [0u64, 1, 2, 3652, last] {
                let (a, b) = (day_seeds(v, n), day_seeds(v, n + 1));
                assert_eq!(a.end, b.start);
                assert!(a.start > u64::from(u32::MAX));
            }
            // A rule set's blocks, up to the last day, end below the next
            // rule set's first.
            assert!(day_seeds(v, last).end <= base(v) + (1 << 40));
        }
    }

    #[test]
    fn days_from_the_cutover_take_a_medium_deal_of_their_block() {
        for (n, day) in [(0u64, "2027-01-01"), (365, "2028-01-01")] {
            for v in Variant::ALL {
                let p = deal_of_the_day_for(v, day).expect("a deal");
                assert!(day_seeds(v, n).contains(&p.deal_seed), "{v} {day}");
                assert_eq!(p.tier, Tier::Medium);
                assert_eq!(p.rules, v.rules());
            }
        }
    }

    #[test]
    fn days_before_the_cutover_keep_their_deal() {
        let old = generator::generate(
            Rules::pyramid(),
            Tier::Medium,
            1,
            seed::from_text("pyramid-press daily cards 2026-12-03"),
        )
        .expect("a deal");
        let now = deal_of_the_day("2026-12-03").expect("a deal");
        assert_eq!(now.deal_seed, old[0].deal_seed);
    }
}
