//! Solver benchmark: `cargo bench --bench solver`.
//!
//! Plain timing with `std::time::Instant`; every case runs several times
//! and the table shows the median, of the wall time and of the thread's
//! CPU time (the figure to read on a loaded, shared machine, where the wall
//! time includes waiting for a core), and of the whole process's CPU time
//! (all threads: the work the full analysis spreads over the cores). Cases named `reference` run the
//! solver's reference engine on the same input, for the speed-up ratio. Positions are reproducible: fixed texts,
//! or seeded random play from a setup. `-- fast24` runs the fast engine's
//! full analysis of the 24-piece position alone (for a profiler).

mod common;
use common::{process_cpu, thread_cpu};

use std::time::{Duration, Instant};

use egypt::board::{Board, Size};
use egypt::notation::parse_position;
use egypt::solver::{self, Limits, SolveError};
use egypt::target::Target;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The reference position of the benchmark: 24 pieces on 3x4, ~1M positions.
const FIXED_24: &str = "SMLL,SMLLL,S,SM/SML,SM,S,SML/.,M,S,S";

/// Budget for the setup decisions (about 1-2 GB of table at most).
const DECIDE_BUDGET: u64 = 20_000_000;
/// A mid-game position is kept when its full tree has at most this many
/// distinct positions (a few seconds at most)...
const MIDGAME_BUDGET: u64 = 1_500_000;
/// ... and at least this many (not a trivial, nearly finished tree).
const MIDGAME_MIN: u64 = 300;
/// Seeds tried per grid and piece count.
const MIDGAME_SEEDS: u64 = 20;

struct Row {
    name: String,
    pieces: usize,
    target: Target,
    positions: Option<u64>,
    times: Vec<Duration>,
    cpu: Vec<Duration>,
    /// CPU time of the whole process (all threads) per run.
    proc_cpu: Vec<Duration>,
    note: String,
}

fn median(times: &[Duration]) -> Duration {
    let mut t = times.to_vec();
    t.sort();
    t[t.len() / 2]
}

fn reps_for(first: Duration) -> usize {
    if first > Duration::from_secs(10) {
        1
    } else if first > Duration::from_secs(2) {
        3
    } else {
        7
    }
}

/// Times `run` (which gives the positions and a note); the first run
/// decides the repetitions, and a run that stops ends the timing.
fn bench(
    name: &str,
    b: &Board,
    t: Target,
    mut run: impl FnMut() -> Result<(u64, String), SolveError>,
) -> Row {
    let mut times = Vec::new();
    let mut cpu = Vec::new();
    let mut proc_cpu = Vec::new();
    let mut positions = None;
    let mut note = String::new();
    let mut reps = 1;
    while times.len() < reps {
        let (start, start_cpu, start_proc) = (Instant::now(), thread_cpu(), process_cpu());
        let r = run();
        let dt = start.elapsed();
        times.push(dt);
        cpu.push(thread_cpu() - start_cpu);
        proc_cpu.push(process_cpu() - start_proc);
        match r {
            Ok((p, n)) => {
                positions = Some(p);
                note = n;
            }
            Err(e) => {
                note = stop_note(&e);
                break;
            }
        }
        if times.len() == 1 {
            reps = reps_for(dt);
        }
    }
    if times.len() > 1 {
        // The first run maps fresh memory (later ones reuse what it gave
        // back, as any process running several analyses does).
        note = format!("{note}; first run {:.3} ms", times[0].as_secs_f64() * 1e3);
    }
    Row {
        name: name.into(),
        pieces: b.piece_count(),
        target: t,
        positions,
        times,
        cpu,
        proc_cpu,
        note,
    }
}

/// Times `analyze` (full metrics).
fn bench_analyze(name: &str, b: &Board, t: Target, limits: Limits) -> Row {
    bench_analyze_with(name, b, t, limits, solver::analyze)
}

/// Times an `analyze` function: the solver's, or its reference engine.
fn bench_analyze_with(
    name: &str,
    b: &Board,
    t: Target,
    limits: Limits,
    analyze: fn(&Board, Target, Limits) -> Result<solver::Analysis, SolveError>,
) -> Row {
    bench(name, b, t, || {
        analyze(b, t, limits).map(|a| {
            let note = if a.solvable {
                format!("solvable, {} games", a.metrics.games)
            } else {
                "unsolvable".into()
            };
            (a.metrics.positions, note)
        })
    })
}

/// Times `decide`, or its reference engine's.
fn bench_decide(
    name: &str,
    b: &Board,
    t: Target,
    limits: Limits,
    decide: fn(&Board, Target, Limits) -> Result<solver::Decision, SolveError>,
) -> Row {
    bench(name, b, t, || {
        decide(b, t, limits).map(|d| {
            let note = if d.solvable {
                format!("decide: solvable, {} moves", d.solution.len())
            } else {
                "decide: unsolvable".into()
            };
            (d.positions, note)
        })
    })
}

fn stop_note(e: &SolveError) -> String {
    match e {
        SolveError::Budget { limit } => format!("NOT FINISHED: budget of {limit} positions hit"),
        SolveError::CountOverflow => "NOT FINISHED: count overflow".into(),
        e => format!("NOT FINISHED: {e}"),
    }
}

/// Seeded random play from the setup until `pieces` are left; `None` if the
/// game ends first.
fn random_midgame(size: Size, pieces: usize, seed: u64) -> Option<Board> {
    let mut r = ChaCha8Rng::seed_from_u64(seed);
    let mut b = Board::setup(size);
    while b.piece_count() > pieces {
        let moves = b.legal_moves();
        if moves.is_empty() {
            return None;
        }
        b.play(moves[r.random_range(0..moves.len())]).ok()?;
    }
    Some(b)
}

/// The first seeded mid-game position with the piece count whose whole tree
/// fits the mid-game budget.
fn pick_midgame(size: Size, pieces: usize, t: Target) -> Option<(u64, Board)> {
    let limits = Limits {
        max_positions: MIDGAME_BUDGET,
        ..Limits::default()
    };
    for seed in 0..MIDGAME_SEEDS {
        if let Some(b) = random_midgame(size, pieces, seed)
            && let Ok(a) = solver::analyze(&b, t, limits)
            && a.metrics.positions >= MIDGAME_MIN
        {
            return Some((seed, b));
        }
    }
    None
}

fn print_table(rows: &[Row]) {
    println!(
        "{:<34} {:>6} {:>9} {:>11} {:>12} {:>12} {:>13} {:>13} {:>4}  note",
        "name",
        "pieces",
        "target",
        "positions",
        "median",
        "cpu median",
        "all-cpu med.",
        "pos/cpu-s",
        "reps"
    );
    println!("{}", "-".repeat(147));
    for r in rows {
        let med = median(&r.times);
        let cpu = median(&r.cpu);
        let all = median(&r.proc_cpu);
        let (pos, rate) = match r.positions {
            Some(p) => (
                p.to_string(),
                format!("{:.0}", p as f64 / all.as_secs_f64().max(1e-9)),
            ),
            None => ("-".into(), "-".into()),
        };
        println!(
            "{:<34} {:>6} {:>9} {:>11} {:>12} {:>12} {:>13} {:>13} {:>4}  {}",
            r.name,
            r.pieces,
            r.target.to_string(),
            pos,
            format!("{:.3} ms", med.as_secs_f64() * 1e3),
            format!("{:.3} ms", cpu.as_secs_f64() * 1e3),
            format!("{:.3} ms", all.as_secs_f64() * 1e3),
            rate,
            r.times.len(),
            r.note
        );
    }
}

fn main() {
    // `cargo bench` passes `--bench`; a name filter may follow.
    let filter: Option<String> = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    let want = |name: &str| filter.as_ref().is_none_or(|f| name.contains(f.as_str()));
    let mut rows = Vec::new();
    let generous = Limits {
        max_positions: DECIDE_BUDGET,
        ..Limits::default()
    };

    let fixed = parse_position(FIXED_24).expect("fixed position");
    // `-- fast24`: the fast engine's row alone (for profiling).
    if filter.as_deref() == Some("fast24") {
        rows.push(bench_analyze(
            "fixed24 analyze (3x4)",
            &fixed,
            Target::SMALL,
            Limits::default(),
        ));
    }
    if want("fixed24") {
        rows.push(bench_analyze(
            "fixed24 analyze (3x4)",
            &fixed,
            Target::SMALL,
            Limits::default(),
        ));
        rows.push(bench_analyze_with(
            "fixed24 analyze (3x4) reference",
            &fixed,
            Target::SMALL,
            Limits::default(),
            solver::analyze_reference,
        ));
        eprintln!("done: fixed24");
    }
    if want("setup") {
        let s34 = Board::setup(Size::STANDARD_3X4);
        rows.push(bench_decide(
            "setup 3x4 decide",
            &s34,
            Target::SMALL,
            generous,
            solver::decide,
        ));
        rows.push(bench_decide(
            "setup 3x4 decide reference",
            &s34,
            Target::SMALL,
            generous,
            solver::decide_reference,
        ));
        eprintln!("done: setup 3x4");
        let s45 = Board::setup(Size::STANDARD_4X5);
        rows.push(bench_decide(
            "setup 4x5 decide",
            &s45,
            Target::SMALL,
            generous,
            solver::decide,
        ));
        rows.push(bench_decide(
            "setup 4x5 decide reference",
            &s45,
            Target::SMALL,
            generous,
            solver::decide_reference,
        ));
        eprintln!("done: setup 4x5");
    }
    if want("midgame") {
        for (size, label) in [(Size::STANDARD_3X4, "3x4"), (Size::STANDARD_4X5, "4x5")] {
            for pieces in [16, 20, 24, 28, 30] {
                let t = Target::SMALL;
                match pick_midgame(size, pieces, t) {
                    Some((seed, b)) => {
                        let name = format!("midgame {label} {pieces}p seed {seed}");
                        rows.push(bench_analyze(&name, &b, t, Limits::default()));
                        eprintln!("done: {name} ({pieces} pieces): {b}");
                    }
                    None => {
                        eprintln!(
                            "midgame {label} {pieces} pieces: no seed in 0..{MIDGAME_SEEDS} with {MIDGAME_MIN}..={MIDGAME_BUDGET} positions"
                        );
                        rows.push(Row {
                            name: format!("midgame {label} (none found)"),
                            pieces,
                            target: t,
                            positions: None,
                            times: vec![Duration::ZERO],
                            cpu: vec![Duration::ZERO],
                            proc_cpu: vec![Duration::ZERO],
                            note: format!(
                                "no seed 0..{MIDGAME_SEEDS} has a tree of {MIDGAME_MIN}..={MIDGAME_BUDGET} positions"
                            ),
                        });
                    }
                }
            }
        }
    }
    print_table(&rows);
    if want("decide-sample") {
        decide_sample();
    }
}

/// `-- decide-sample`: `decide` on 200 seeded random mid-game positions per
/// grid and target (random play from the setup down to 12 pieces or more,
/// the count drawn per seed), each with a budget of 3 million positions:
/// how many finish, and the positions searched and the time of the
/// solvable ones (median, 90th percentile, maximum). The figures show
/// how the move order does away from the two setups of the table.
fn decide_sample() {
    println!();
    println!(
        "decide sample: grid target  finished  solvable  positions median / p90 / max  time median / p90 / max"
    );
    let limits = Limits {
        max_positions: 3_000_000,
        ..Limits::default()
    };
    for (size, label) in [(Size::STANDARD_3X4, "3x4"), (Size::STANDARD_4X5, "4x5")] {
        for t in [Target::SMALL, Target::MEDIUM, Target::LARGE] {
            let (mut finished, mut positions, mut times) = (0, Vec::new(), Vec::new());
            for seed in 0..200u64 {
                let mut r = ChaCha8Rng::seed_from_u64(seed);
                let mut b = Board::setup(size);
                let keep = r.random_range(12..b.piece_count());
                while b.piece_count() > keep {
                    let moves = b.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    let i = r.random_range(0..moves.len());
                    b.play(moves[i]).expect("a legal move");
                }
                let start = thread_cpu();
                let d = solver::decide(&b, t, limits);
                let dt = thread_cpu() - start;
                if let Ok(d) = d {
                    finished += 1;
                    if d.solvable {
                        positions.push(d.positions);
                        times.push(dt);
                    }
                }
            }
            positions.sort_unstable();
            times.sort_unstable();
            let at = |n: usize, p: usize| (n * p / 100).min(n.saturating_sub(1));
            let n = positions.len();
            if n == 0 {
                println!("{label:>17} {t:>7}  {finished:>8}  {n:>8}  -");
                continue;
            }
            println!(
                "{label:>17} {t:>7}  {finished:>8}  {n:>8}  {:>9} / {:>9} / {:>9}  {:>9.3} / {:>9.3} / {:>9.3} ms",
                positions[at(n, 50)],
                positions[at(n, 90)],
                positions[n - 1],
                times[at(n, 50)].as_secs_f64() * 1e3,
                times[at(n, 90)].as_secs_f64() * 1e3,
                times[n - 1].as_secs_f64() * 1e3,
            );
        }
    }
}
