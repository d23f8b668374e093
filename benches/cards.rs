//! Solver benchmark for the card family: 1,000 seeded deals per preset,
//! solved one after another on one thread, each with its verdict and a
//! shortest winning line. Reports the median, 99th percentile and maximum
//! solve time, the winnable count, how many keys are proved shortest
//! (the rest are the shortest found within the solver's budget), the
//! median key length before shortening (the depth-first search's first
//! line) and after, the time of the verdict search and of the
//! shortest-key search apart (median and maximum), the solver's own
//! table high-water mark (largest over the deals) and the process's peak
//! resident memory (VmHWM from /proc/self/status; each preset runs in a
//! child process of its own so the figures do not mix).
//!
//! Each solve is also timed in CPU time of the bench's thread (a line of
//! its own), which other programs on a shared machine inflate far less
//! than the wall-clock times.
//!
//! `cargo bench --bench cards` (optionally `-- --deals N --seed S`).
//!
//! `cargo bench --bench cards -- --grades N` instead grades the winnable
//! deals among seeds S.. S+N-1 of each preset with the whole player ladder
//! (every level played, `grade::all_levels`) and prints, per tier, how many
//! deals fell in it and the share of games each level won on them: the
//! table of docs/guide/05-cards.md, "Tiers and the card grade".

mod common;
use common::thread_cpu;

use std::process::Command;
use std::time::Instant;

use cards::generator::Tier;
use cards::grade::{self, GAMES, MAX_LEVEL};
use cards::solver::{SHORTEST_BUDGET, decide_table, shortest_line};
use cards::{Deal, Table, Variant};

fn arg(args: &[String], name: &str) -> Option<String> {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1).cloned())
}

fn vm_hwm_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn run_preset(variant: Variant, deals: u64, seed: u64) {
    let rules = variant.rules();
    let mut times = Vec::with_capacity(deals as usize);
    // The verdict search and the shortest-key search, timed apart.
    let mut verdict_times = Vec::with_capacity(deals as usize);
    let mut key_times = Vec::with_capacity(deals as usize);
    let mut cpu_times = Vec::with_capacity(deals as usize);
    let mut wins = 0;
    let mut peak_table = 0u64;
    let mut slowest = (0.0f64, seed);
    let mut proved = 0;
    let mut before = Vec::new();
    let mut after = Vec::new();
    for s in seed..seed + deals {
        let deal = Deal::from_seed(s);
        let table = Table::new(&deal, rules);
        let c0 = thread_cpu();
        let t0 = Instant::now();
        let mut r = decide_table(&table);
        let t1 = Instant::now();
        if r.winnable {
            let sh = shortest_line(&table, table.start(), &r.solution, SHORTEST_BUDGET);
            r.proved_shortest = sh.proved;
            r.table_bytes = r.table_bytes.max(sh.table_bytes);
            r.solution = sh.line;
        }
        let dt = t0.elapsed().as_secs_f64();
        cpu_times.push((thread_cpu() - c0).as_secs_f64());
        verdict_times.push((t1 - t0).as_secs_f64());
        key_times.push(dt - (t1 - t0).as_secs_f64());
        times.push(dt);
        if dt > slowest.0 {
            slowest = (dt, s);
        }
        wins += r.winnable as u32;
        if r.winnable {
            proved += r.proved_shortest as u32;
            before.push(r.first_line);
            after.push(r.solution.len());
        }
        peak_table = peak_table.max(r.table_bytes);
    }
    times.sort_by(f64::total_cmp);
    verdict_times.sort_by(f64::total_cmp);
    key_times.sort_by(f64::total_cmp);
    cpu_times.sort_by(f64::total_cmp);
    let split = |v: &[f64]| (v[v.len() / 2] * 1e3, v[v.len() - 1] * 1e3);
    let (verdict_med, verdict_max) = split(&verdict_times);
    let (key_med, key_max) = split(&key_times);
    let median = |v: &mut Vec<usize>| {
        v.sort_unstable();
        if v.is_empty() {
            0.0
        } else if v.len() % 2 == 1 {
            v[v.len() / 2] as f64
        } else {
            (v[v.len() / 2 - 1] + v[v.len() / 2]) as f64 / 2.0
        }
    };
    let mean = |v: &[usize]| v.iter().sum::<usize>() as f64 / v.len().max(1) as f64;
    let (mean_before, mean_after) = (mean(&before), mean(&after));
    let pct = |p: f64| times[((times.len() as f64 * p).ceil() as usize).clamp(1, times.len()) - 1];
    println!(
        "{:<9} deals {:>5}  winnable {:>4}  median {:>8.3} ms  p99 {:>8.1} ms  max {:>8.1} ms (seed {})  table peak {:>7.1} MiB  VmHWM {:>7.1} MiB",
        variant.name(),
        deals,
        wins,
        pct(0.5) * 1e3,
        pct(0.99) * 1e3,
        slowest.0 * 1e3,
        slowest.1,
        peak_table as f64 / (1024.0 * 1024.0),
        vm_hwm_kib().unwrap_or(0) as f64 / 1024.0
    );
    println!(
        "{:<9} keys: proved shortest {} of {}  median length {:.1} -> {:.1}  mean {:.1} -> {:.1}",
        "",
        proved,
        wins,
        median(&mut before),
        median(&mut after),
        mean_before,
        mean_after
    );
    println!(
        "{:<9} time: verdict search median {:.3} ms max {:.1} ms; shortest-key search median {:.3} ms max {:.1} ms",
        "", verdict_med, verdict_max, key_med, key_max
    );
    let cpu_pct = |p: f64| {
        cpu_times[((cpu_times.len() as f64 * p).ceil() as usize).clamp(1, cpu_times.len()) - 1]
    };
    println!(
        "{:<9} thread CPU: median {:.3} ms  p99 {:.1} ms  max {:.1} ms",
        "",
        cpu_pct(0.5) * 1e3,
        cpu_pct(0.99) * 1e3,
        cpu_times[cpu_times.len() - 1] * 1e3
    );
}

fn run_grades(variant: Variant, deals: u64, seed: u64) {
    let rules = variant.rules();
    // Per tier: deals, and games won per level summed.
    let mut rows: Vec<(u32, Vec<u64>)> = vec![(0, vec![0; MAX_LEVEL as usize + 1]); 4];
    let mut winnable = 0;
    let mut times = Vec::new();
    for s in seed..seed + deals {
        let deal = Deal::from_seed(s);
        let table = Table::new(&deal, rules);
        if !decide_table(&table).winnable {
            continue;
        }
        winnable += 1;
        let t0 = Instant::now();
        let g = grade::grade(&table, s);
        times.push(t0.elapsed().as_secs_f64());
        let wins = grade::all_levels(&table, s);
        assert_eq!(grade::level_of(&wins), g.level, "seed {s}");
        let tier = Tier::of_grade(g.level);
        let row = &mut rows[Tier::ALL.iter().position(|&t| t == tier).unwrap_or(3)];
        row.0 += 1;
        for (acc, w) in row.1.iter_mut().zip(&wins) {
            *acc += u64::from(*w);
        }
    }
    times.sort_by(f64::total_cmp);
    let med = times.get(times.len() / 2).copied().unwrap_or(0.0);
    let max = times.last().copied().unwrap_or(0.0);
    println!(
        "{} ({} winnable of {} deals, seeds {}..={}; grading median {:.1} ms, max {:.1} ms)",
        variant.name(),
        winnable,
        deals,
        seed,
        seed + deals - 1,
        med * 1e3,
        max * 1e3
    );
    let head: Vec<String> = (0..=MAX_LEVEL).map(|l| format!("L{l}")).collect();
    println!("| tier | deals | {} |", head.join(" | "));
    println!("|---|---:|{}", "---:|".repeat(head.len()));
    for (tier, (n, sums)) in Tier::ALL.iter().zip(&rows) {
        let cells: Vec<String> = sums
            .iter()
            .map(|&w| {
                if *n == 0 {
                    "-".to_string()
                } else {
                    format!(
                        "{:.0}%",
                        100.0 * w as f64 / (f64::from(*n) * f64::from(GAMES))
                    )
                }
            })
            .collect();
        println!("| {tier} | {n} | {} |", cells.join(" | "));
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(n) = arg(&args, "--grades").and_then(|s| s.parse::<u64>().ok()) {
        let seed: u64 = arg(&args, "--seed")
            .and_then(|s| s.parse().ok())
            .unwrap_or(1);
        for v in Variant::ALL {
            run_grades(v, n, seed);
        }
        return;
    }
    let deals: u64 = arg(&args, "--deals")
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000);
    let seed: u64 = arg(&args, "--seed")
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    if let Some(name) = arg(&args, "--child") {
        let variant = Variant::ALL
            .into_iter()
            .find(|v| v.name() == name)
            .expect("known preset");
        run_preset(variant, deals, seed);
        return;
    }
    let exe = std::env::current_exe().expect("own path");
    for v in Variant::ALL {
        let status = Command::new(&exe)
            .args([
                "--child",
                v.name(),
                "--deals",
                &deals.to_string(),
                "--seed",
                &seed.to_string(),
            ])
            .status()
            .expect("run child");
        assert!(status.success(), "{} run failed", v.name());
    }
}
