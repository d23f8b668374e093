//! The solver on standard deals and on larger reduced deals: solutions
//! replay and win, verdicts are deterministic, and loosening a rule never
//! turns a win into a loss.

use cards::{Availability, Card, Deal, Passes, Rules, Table, Variant, Win, solve};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

#[test]
fn standard_deals_solutions_replay_and_win() {
    for v in [Variant::Pyramid, Variant::Cheops] {
        let rules = v.rules();
        let mut wins = 0;
        for seed in 1..=30 {
            let deal = Deal::from_seed(seed);
            let r = solve(&deal, rules);
            assert_eq!(r, solve(&deal, rules), "deterministic");
            if r.winnable {
                wins += 1;
                let t = Table::new(&deal, rules);
                let (end, moves) = t
                    .replay_text(&r.solution_text())
                    .unwrap_or_else(|e| panic!("seed {seed} {v}: {e}"));
                assert!(t.is_won(&end), "seed {seed} {v}");
                assert_eq!(moves, r.solution);
                // The key is no longer than the first line found, and no
                // shorter than the proved bound (equal when proved).
                assert!(r.lower_bound <= r.solution.len() && r.solution.len() <= r.first_line);
                assert_eq!(
                    r.proved_shortest,
                    r.lower_bound == r.solution.len(),
                    "seed {seed} {v}"
                );
                if let Passes::Limited(n) = rules.passes {
                    assert!(r.passes_used() <= n as usize);
                }
            } else {
                assert!(r.solution.is_empty());
            }
        }
        assert!(wins > 0, "{v}");
    }
}

/// A reduced deal of 5 rows and 10 stock cards: 12 complementary pairs
/// and a King, distinct cards, shuffled (so that wins are common enough).
fn reduced(rng: &mut ChaCha8Rng) -> Deal {
    let mut pool: Vec<Vec<Card>> = (1..=13u8)
        .map(|r| (0..4).filter_map(|s| Card::new(r, s)).collect())
        .collect();
    let mut cards = Vec::new();
    let mut take = |rank: u8, rng: &mut ChaCha8Rng, cards: &mut Vec<Card>| {
        let v = &mut pool[rank as usize - 1];
        let i = rng.random_range(0..v.len());
        cards.push(v.swap_remove(i));
    };
    take(13, rng, &mut cards);
    for k in 0..12u8 {
        let r = k % 6 + 1;
        take(r, rng, &mut cards);
        take(13 - r, rng, &mut cards);
    }
    for i in (1..cards.len()).rev() {
        let j = rng.random_range(0..=i);
        cards.swap(i, j);
    }
    let stock = cards.split_off(15);
    Deal::custom(cards, stock).expect("valid")
}

#[test]
fn looser_rules_never_lose_a_win() {
    let mut rng = ChaCha8Rng::seed_from_u64(99);
    let base = Rules {
        availability: Availability::WasteTop,
        overlap_pairing: false,
        passes: Passes::Limited(2),
        win: Win::PyramidEmpty,
    };
    // Each change allows every move of the base game and more, or accepts
    // more endings.
    let looser = [
        Rules {
            availability: Availability::WasteTopPlusDrawn,
            ..base
        },
        Rules {
            availability: Availability::TopTwoWaste,
            ..base
        },
        Rules {
            overlap_pairing: true,
            ..base
        },
        Rules {
            passes: Passes::Limited(3),
            ..base
        },
        Rules {
            passes: Passes::Unlimited,
            ..base
        },
    ];
    // Stricter than the base: all cards must go, or one pass only.
    let stricter = [
        Rules {
            win: Win::AllCards,
            ..base
        },
        Rules {
            passes: Passes::Limited(1),
            ..base
        },
    ];
    let mut base_wins = 0;
    for _ in 0..300 {
        let deal = reduced(&mut rng);
        let strict = solve(&deal, base).winnable;
        base_wins += strict as u32;
        for r in looser {
            let loose = solve(&deal, r).winnable;
            assert!(!strict || loose, "{deal:?}: won under {base} but not {r}");
        }
        for r in stricter {
            let tight = solve(&deal, r).winnable;
            assert!(!tight || strict, "{deal:?}: won under {r} but not {base}");
        }
    }
    assert!(
        base_wins >= 10,
        "only {base_wins} base wins: the check says little"
    );
}
