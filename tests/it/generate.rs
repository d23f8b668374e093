//! The generator: provenance, solutions, tiers, determinism, distinctness,
//! puzzle IDs and impossible requests.

use egypt::generator::{self, GenerateError, Spec, Tier};
use egypt::solver::{self, verify_solution};
use egypt::{Board, Size, Target, puzzle_id};

fn spec(grid: Size, tier: Tier, count: usize, seed: u64) -> Spec {
    Spec {
        grid,
        target: Target::SMALL,
        tier,
        count,
        seed,
    }
}

#[test]
fn puzzles_are_real_solvable_and_in_their_tier() {
    for grid in [Size::STANDARD_3X4, Size::STANDARD_4X5] {
        for tier in [Tier::Easy, Tier::Medium, Tier::Hard] {
            let ps = generator::generate(&spec(grid, tier, 3, 7)).unwrap();
            assert_eq!(ps.len(), 3);
            for p in &ps {
                // Provenance replays legally from the setup to the position.
                let mut b = Board::setup(grid);
                for &m in &p.provenance {
                    b.play(m).unwrap();
                }
                assert_eq!(b, p.position, "{}", p.id);
                // The solution replays and meets the target.
                verify_solution(&p.position, &p.solution, p.target).unwrap();
                // The metrics are the solver's and lie in the tier's bands.
                let fresh = solver::analyze(&p.position, p.target, Default::default()).unwrap();
                assert_eq!(fresh.metrics, p.metrics);
                assert!(
                    tier.band().holds(p.metrics.pieces, p.grade.level),
                    "{:?}",
                    p.grade
                );
                assert_eq!(Tier::of_grade(p.grade.level), tier);
                assert_eq!(p.tier, tier);
                // The ID round-trips.
                assert_eq!(
                    puzzle_id::decode(&p.id).unwrap(),
                    (p.position.clone(), p.target)
                );
                // The seed alone remakes the puzzle.
                assert_eq!(
                    generator::from_seed(grid, p.target, tier, p.seed).as_ref(),
                    Some(p)
                );
            }
        }
    }
}

#[test]
fn expert_puzzles_on_the_small_grid() {
    let ps = generator::generate(&spec(Size::STANDARD_3X4, Tier::Expert, 2, 3)).unwrap();
    for p in &ps {
        assert!(Tier::Expert.band().holds(p.metrics.pieces, p.grade.level));
        assert!(p.grade.level >= 11);
        verify_solution(&p.position, &p.solution, p.target).unwrap();
    }
}

#[test]
fn same_seed_same_output_and_thread_count_does_not_matter() {
    let s = spec(Size::STANDARD_3X4, Tier::Medium, 6, 42);
    let a = serde_json::to_string(&generator::generate(&s).unwrap()).unwrap();
    let b = serde_json::to_string(&generator::generate(&s).unwrap()).unwrap();
    assert_eq!(a, b);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap();
    let c = pool.install(|| serde_json::to_string(&generator::generate(&s).unwrap()).unwrap());
    assert_eq!(a, c);
    let other = spec(Size::STANDARD_3X4, Tier::Medium, 6, 43);
    assert_ne!(
        a,
        serde_json::to_string(&generator::generate(&other).unwrap()).unwrap()
    );
}

#[test]
fn puzzles_of_one_run_are_distinct_up_to_symmetry() {
    let ps = generator::generate(&spec(Size::STANDARD_3X4, Tier::Easy, 20, 5)).unwrap();
    let mut keys: Vec<String> = ps
        .iter()
        .map(|p| solver::canonical(&p.position).to_string())
        .collect();
    keys.sort();
    keys.dedup();
    assert_eq!(keys.len(), ps.len());
}

#[test]
fn impossible_requests_fail_with_a_clear_message() {
    let s = Spec {
        grid: Size::STANDARD_3X4,
        target: Target::ScoreAtMost(0),
        tier: Tier::Easy,
        count: 1,
        seed: 1,
    };
    let e = generator::generate(&s).unwrap_err();
    assert!(matches!(e, GenerateError::Unreachable { .. }));
    assert!(e.to_string().contains("score<=0"), "{e}");
    // The 3x3 game cannot get down to 1 piece at all.
    let s = spec(Size::new(3, 3).unwrap(), Tier::Easy, 1, 1);
    assert!(matches!(
        generator::generate(&s),
        Err(GenerateError::Unreachable { .. })
    ));
    // A tier the grid cannot produce: 3x3 games stop long before the hard
    // band's piece counts can give a score of at most 30 with low odds.
    let s = Spec {
        grid: Size::new(3, 3).unwrap(),
        target: Target::ScoreAtMost(30),
        tier: Tier::Hard,
        count: 5,
        seed: 1,
    };
    let e = generator::generate(&s).unwrap_err();
    match &e {
        GenerateError::NotEnough { asked, found, .. } => {
            assert_eq!(*asked, 5);
            assert!(*found < 5);
        }
        other => panic!("unexpected {other}"),
    }
    let text = e.to_string();
    assert!(
        text.starts_with("asked for 5 distinct hard puzzles on 3x3 with target score<=30"),
        "{text}"
    );
}
