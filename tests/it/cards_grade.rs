//! Card tiers come from the player ladder (`cards::grade`) and separate:
//! a deal of each tier is graded again from scratch with every level
//! played, its tier matches its grade, and the plain greedy random player
//! (level 0) wins less often the harder the tier.

use cards::generator::{Tier, generate_within};
use cards::grade::{self, GAMES, MAX_LEVEL};
use cards::{Rules, Table};

#[test]
fn generated_tiers_match_the_ladder_and_separate() {
    let rules = Rules::cheops();
    let mut level0 = Vec::new();
    for tier in Tier::ALL {
        let p = generate_within(rules, tier, 1, 3, 400)
            .unwrap_or_else(|e| panic!("a {tier} Cheops deal: {e}"))
            .remove(0);
        assert_eq!(p.tier, tier);
        let t = Table::new(&p.deal, rules);
        let wins = grade::all_levels(&t, p.deal_seed);
        let level = grade::level_of(&wins);
        assert_eq!(level, p.metrics.grade, "seed {}", p.deal_seed);
        assert_eq!(Tier::of_grade(level), tier);
        // Every level below the grade wins fewer than half its games; the
        // grade's level (when it is one of the ladder) at least half.
        for (l, &w) in wins.iter().enumerate() {
            if (l as u32) < level {
                assert!(2 * w < GAMES, "{tier}: level {l} won {w}");
            }
        }
        if level <= MAX_LEVEL {
            assert!(2 * wins[level as usize] >= GAMES);
        }
        assert_eq!(
            &wins[..p.metrics.grade_wins.len()],
            &p.metrics.grade_wins[..]
        );
        level0.push(wins[0]);
    }
    // Greedy random play: easy > medium > hard > expert (weakly at the
    // bottom, where it may win nothing).
    assert!(
        level0[0] > level0[1] && level0[1] >= level0[2] && level0[2] >= level0[3],
        "{level0:?}"
    );
    assert!(level0[0] > level0[3], "{level0:?}");
}

#[test]
fn the_grade_is_stated_in_words() {
    let p = generate_within(Rules::cheops(), Tier::Medium, 1, 3, 400)
        .expect("a medium deal")
        .remove(0);
    let words = p.grade_words();
    assert!(words.starts_with("medium: look "), "{words}");
    assert!(words.contains("removal"), "{words}");
}
