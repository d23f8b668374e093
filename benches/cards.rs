//! Solver benchmark for the card family: 1,000 seeded deals per preset,
//! solved one after another on one thread, each with its verdict and a
//! shortest winning line. Reports the median, 99th percentile and maximum
//! solve time, the winnable count, how many keys are proved shortest
//! (the rest are the shortest found within the solver's budget), the
//! median key length before shortening (the depth-first search's first
//! line) and after, the solver's own
//! table high-water mark (largest over the deals) and the process's peak
//! resident memory (VmHWM from /proc/self/status; each preset runs in a
//! child process of its own so the figures do not mix).
//!
//! `cargo bench --bench cards` (optionally `-- --deals N --seed S`).

use std::process::Command;
use std::time::Instant;

use pyramid_press::cards::{Deal, Table, Variant, solver::solve_table};

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
    let mut wins = 0;
    let mut peak_table = 0u64;
    let mut slowest = (0.0f64, seed);
    let mut proved = 0;
    let mut before = Vec::new();
    let mut after = Vec::new();
    for s in seed..seed + deals {
        let deal = Deal::from_seed(s);
        let table = Table::new(&deal, rules);
        let t0 = Instant::now();
        let r = solve_table(&table);
        let dt = t0.elapsed().as_secs_f64();
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
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
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
