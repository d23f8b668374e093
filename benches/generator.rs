//! Generator throughput: verified puzzles per second per grid and tier, the
//! daily set, and 100 puzzles over all tiers of both grids on all cores
//! against one thread (the output must be identical).
//!
//! Also: the `daily` command itself (puzzles, card deal and PDF) as a
//! child process over 100 dates, median and maximum; every tier of the
//! other grids the generator makes; and how fast it refuses the rest.
//! Each figure is wall-clock time, with the CPU time beside it where the
//! machine's load (printed first) would inflate it.
//!
//! Run: `cargo bench --bench generator`.

use std::time::Instant;

use rayon::prelude::*;

use egypt::daily::{daily_puzzles, parse_date};
use egypt::generator::{self, Puzzle, Spec, Tier};
use egypt::{Size, Target};

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

/// CPU seconds (user + system) used so far by finished child processes.
fn children_cpu() -> f64 {
    // SAFETY: rusage is plain data, for which all zero bytes are valid.
    let mut u: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: getrusage writes into the struct we own.
    unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut u) };
    let s = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    s(u.ru_utime) + s(u.ru_stime)
}

/// CPU seconds (user + system) used so far by this process.
fn self_cpu() -> f64 {
    // SAFETY: rusage is plain data, for which all zero bytes are valid.
    let mut u: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: getrusage writes into the struct we own.
    unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut u) };
    let s = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    s(u.ru_utime) + s(u.ru_stime)
}

/// The `daily` command over 100 dates: median and maximum wall time, and
/// the CPU time of the slowest.
fn daily_command() {
    let exe = env!("CARGO_BIN_EXE_pyramid-press");
    let dir = std::env::temp_dir().join(format!("pp-bench-daily-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let start = parse_date("2000-01-01").expect("date");
    let mut dates: Vec<time::Date> = vec![
        parse_date("2026-11-22").expect("date"),
        parse_date("2000-02-29").expect("date"),
        parse_date("9024-02-22").expect("date"),
    ];
    let mut k = 0i64;
    while dates.len() < 100 {
        k += 1;
        dates.push(start + time::Duration::days(k * 1009));
    }
    let mut rows: Vec<(f64, f64, String)> = Vec::new();
    for d in &dates {
        let text = egypt::daily::date_text(*d);
        let out = dir.join(format!("daily-{text}.pdf"));
        let cpu0 = children_cpu();
        let t = Instant::now();
        let st = std::process::Command::new(exe)
            .args(["daily", "--date", &text, "-o"])
            .arg(&out)
            .status()
            .expect("runs");
        let wall = t.elapsed().as_secs_f64();
        assert!(st.success(), "daily {text} failed");
        rows.push((wall, children_cpu() - cpu0, text));
    }
    let _ = std::fs::remove_dir_all(&dir);
    let mut walls: Vec<f64> = rows.iter().map(|r| r.0).collect();
    let mut cpus: Vec<f64> = rows.iter().map(|r| r.1).collect();
    walls.sort_by(f64::total_cmp);
    cpus.sort_by(f64::total_cmp);
    let slow = rows
        .iter()
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .expect("rows");
    println!(
        "daily command, 100 dates (puzzles, card deal, PDF): wall median {:.2} s, max {:.2} s ({}); CPU median {:.2} s, max {:.2} s",
        walls[walls.len() / 2],
        walls[walls.len() - 1],
        slow.2,
        cpus[cpus.len() / 2],
        cpus[cpus.len() - 1],
    );
}

fn main() {
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    println!(
        "load average at start: {} (2 cores)",
        load.split_whitespace()
            .take(3)
            .collect::<Vec<_>>()
            .join(" ")
    );
    daily_command();
    let runs = 3;
    println!(
        "verified and graded puzzles per second (target small, 5 puzzles a run, median of {runs} runs; CPU: total of the runs / puzzles)"
    );
    println!(
        "{:<6} {:<8} {:>10} {:>12} {:>14}",
        "grid", "tier", "seconds", "puzzles/s", "CPU s/puzzle"
    );
    let grids = [(3, 4), (4, 5), (4, 4), (3, 6), (4, 6)];
    for (r, c) in grids {
        let grid = Size::new(r, c).expect("grid");
        for tier in Tier::ALL {
            if !generator::supports(grid, tier) {
                continue;
            }
            let cpu0 = self_cpu();
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
            let cpu = (self_cpu() - cpu0) / (5 * runs) as f64;
            let m = median(times);
            println!(
                "{:<6} {:<8} {:>10.3} {:>12.1} {:>14.3}",
                grid.to_string(),
                tier.name(),
                m,
                5.0 / m,
                cpu
            );
        }
    }
    for (r, c) in [(3, 5), (5, 5), (5, 6), (6, 6), (5, 8), (10, 10)] {
        let grid = Size::new(r, c).expect("grid");
        for tier in Tier::ALL {
            if generator::supports(grid, tier) {
                continue;
            }
            let t = Instant::now();
            let e = generator::generate(&Spec {
                grid,
                target: Target::SMALL,
                tier,
                count: 1,
                seed: 1,
            });
            assert!(e.is_err());
            println!(
                "{:<6} {:<8} refused in {:.3} ms",
                grid.to_string(),
                tier.name(),
                1000.0 * t.elapsed().as_secs_f64()
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
