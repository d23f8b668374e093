//! Generator throughput: verified puzzles per second per grid and tier, the
//! daily set, and 100 puzzles over all tiers of both grids on all cores
//! against one thread (the output must be identical).
//!
//! Run: `cargo bench --bench generator`.

use std::time::Instant;

use rayon::prelude::*;

use pyramid_press::egypt::daily::{daily_puzzles, parse_date};
use pyramid_press::egypt::generator::{self, Puzzle, Spec, Tier};
use pyramid_press::egypt::{Size, Target};

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn hundred() -> Vec<Puzzle> {
    // 100 puzzles: 13 for each 3x4 tier, 12 for each 4x5 tier. The eight
    // runs go in parallel too, and are joined in a fixed order.
    let specs: Vec<Spec> = [Size::STANDARD_3X4, Size::STANDARD_4X5]
        .into_iter()
        .flat_map(|grid| Tier::ALL.into_iter().map(move |tier| (grid, tier)))
        .enumerate()
        .map(|(i, (grid, tier))| Spec {
            grid,
            target: Target::SMALL,
            tier,
            count: if i < 4 { 13 } else { 12 },
            seed: 100 + i as u64,
        })
        .collect();
    specs
        .par_iter()
        .map(|s| generator::generate(s).expect("generate"))
        .collect::<Vec<_>>()
        .into_iter()
        .flatten()
        .collect()
}

fn main() {
    let runs = 3;
    println!("puzzles per second (target small, 5 puzzles a run, median of {runs} runs)");
    println!(
        "{:<6} {:<8} {:>10} {:>12}",
        "grid", "tier", "seconds", "puzzles/s"
    );
    for grid in [Size::STANDARD_3X4, Size::STANDARD_4X5] {
        for tier in Tier::ALL {
            let times: Vec<f64> = (0..runs)
                .map(|r| {
                    let spec = Spec {
                        grid,
                        target: Target::SMALL,
                        tier,
                        count: 5,
                        seed: 1000 + r,
                    };
                    let t = Instant::now();
                    generator::generate(&spec).expect("generate");
                    t.elapsed().as_secs_f64()
                })
                .collect();
            let m = median(times);
            println!(
                "{:<6} {:<8} {:>10.3} {:>12.1}",
                grid.to_string(),
                tier.name(),
                m,
                5.0 / m
            );
        }
    }

    let date = parse_date("2026-11-22").expect("date");
    let times: Vec<f64> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            daily_puzzles(date).expect("daily");
            t.elapsed().as_secs_f64()
        })
        .collect();
    println!(
        "daily set (8 puzzles), median of {runs}: {:.3} s",
        median(times)
    );

    let t = Instant::now();
    let all = hundred();
    let many = t.elapsed().as_secs_f64();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .expect("pool");
    let t = Instant::now();
    let one = pool.install(hundred);
    let single = t.elapsed().as_secs_f64();
    let same = serde_json::to_string(&all).ok() == serde_json::to_string(&one).ok();
    println!(
        "100 puzzles, all tiers, both grids: {:.2} s on {} threads, {:.2} s on 1 thread (ratio {:.2}), identical output: {}",
        many,
        rayon::current_num_threads(),
        single,
        single / many,
        same
    );
    assert!(same, "multi-threaded output differs from one thread");
}
