//! Egyptian Solitaire commands: show, solve, generate, tiers. (The daily
//! sheet and single boards are printed documents: see `printed.rs`.)

use anyhow::{Context, Result};
use clap::{Args, Subcommand};
use serde_json::json;

use egypt::generator::{self, Puzzle, Spec, Tier};
use egypt::notation::{format_record, parse_position};
use egypt::solver::{self, Limits};
use egypt::{Board, Move, Size, Target, puzzle_id};

#[derive(Debug, Subcommand)]
pub enum EgyptCommand {
    /// Draw a position in the terminal, every stack visible.
    Show(ShowArgs),
    /// Solve a position exactly: verdict, a solution and difficulty metrics.
    Solve(SolveArgs),
    /// Generate distinct, solver-verified puzzles of one tier.
    Generate(GenerateArgs),
    /// Sample puzzles per grid, target and tier and print the separation
    /// table: per piece count and tier, the grade's median, minimum and
    /// maximum; then how often the harder tier needs more look-ahead at
    /// equal piece count, read at four points of the success curve.
    Tiers(TiersArgs),
}

/// The arguments of `show`.
#[derive(Debug, Args)]
pub struct ShowArgs {
    /// Position in notation, e.g. "SML,SML,SML/SML,.,SML/S,M,L".
    position: String,
}

/// The arguments of `solve`.
#[derive(Debug, Args)]
pub struct SolveArgs {
    /// Position in notation (rows split by '/', squares by ',', pieces
    /// bottom to top as S, M, L, '.' for empty), or a puzzle ID.
    position: String,
    /// What the end must look like: small, medium, large or score<=N
    /// [default: the puzzle ID's target, else small].
    #[arg(long, short)]
    target: Option<String>,
    /// Only decide solvability (stops at the first winning line); for
    /// positions whose whole game tree is too large to count.
    #[arg(long)]
    decide: bool,
    /// Stop with an error after this many distinct positions
    /// [default: as many as fit about 4 GB, at most 30 million].
    #[arg(long, value_parser = super::bounds::whole::<u64>(1, u64::MAX))]
    max_positions: Option<u64>,
    /// Stop with an error after this many seconds (0: no time limit).
    #[arg(long, default_value_t = super::search::DEFAULT_MAX_SECONDS,
          value_parser = super::bounds::whole::<u64>(0, super::bounds::MAX_SECONDS))]
    max_seconds: u64,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

/// The arguments of `generate`.
#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// Grid: 3x4, 4x5 or RxC (sides 3 to 10).
    #[arg(long, default_value = "3x4")]
    grid: String,
    /// Target: small, medium, large or score<=N.
    #[arg(long, short, default_value = "small")]
    target: String,
    /// Tier: easy, medium, hard or expert.
    #[arg(long, default_value = "medium")]
    tier: String,
    /// How many puzzles.
    #[arg(long, short = 'n', default_value_t = 5,
          value_parser = super::bounds::whole::<usize>(0, generator::MAX_COUNT as u64))]
    count: usize,
    /// Run seed; the same seed gives the same puzzles.
    #[arg(long, default_value_t = 1, value_parser = super::bounds::whole::<u64>(0, u64::MAX))]
    seed: u64,
    /// Print JSON Lines (one object per puzzle) instead of text.
    #[arg(long)]
    json: bool,
}

/// The arguments of `tiers`.
#[derive(Debug, Args)]
pub struct TiersArgs {
    /// Grids to sample.
    #[arg(long, default_values_t = vec!["3x4".to_string(), "4x5".to_string()])]
    grid: Vec<String>,
    /// Puzzles per grid and tier.
    #[arg(long, short = 'n', default_value_t = 20,
          value_parser = super::bounds::whole::<usize>(0, TIERS_MAX_COUNT as u64))]
    count: usize,
    /// Targets of the sampled puzzles (each gets its own table).
    #[arg(long, short, default_values_t = vec!["small".to_string(), "medium".to_string(), "large".to_string()])]
    target: Vec<String>,
    #[arg(long, default_value_t = 1, value_parser = super::bounds::whole::<u64>(0, u64::MAX))]
    seed: u64,
}

/// Reads a grid such as `3x4`.
pub fn parse_grid(text: &str) -> Result<Size> {
    let t = text.trim().to_ascii_lowercase();
    let (r, c) = t
        .split_once('x')
        .and_then(|(r, c)| Some((r.parse::<usize>().ok()?, c.parse::<usize>().ok()?)))
        .ok_or_else(|| anyhow::anyhow!("bad grid '{}': expected RxC, like 3x4", text.trim()))?;
    Size::new(r, c).ok_or_else(|| {
        anyhow::anyhow!(
            "a {r}x{c} grid is not supported: each side must be {} to {} squares",
            egypt::board::MIN_SIDE,
            egypt::board::MAX_SIDE
        )
    })
}

/// One puzzle as text lines.
pub fn write_puzzle(
    out: &mut impl std::io::Write,
    number: usize,
    p: &Puzzle,
) -> std::io::Result<()> {
    let m = &p.metrics;
    writeln!(
        out,
        "#{number} {} {} target {} ({})",
        p.grid, p.tier, p.target, p.id
    )?;
    writeln!(out, "  grade:      {} ({})", p.grade.level, p.grade_label())?;
    writeln!(out, "  position:   {}", p.position)?;
    writeln!(out, "  solution:   {}", format_record(&p.solution))?;
    writeln!(out, "  provenance: {}", format_record(&p.provenance))?;
    for t in &p.traps {
        writeln!(out, "  trap:       {}", t.words())?;
    }
    writeln!(
        out,
        "  metrics:    {} pieces, {}/{} winning first moves, random play succeeds {:.4}%, {} of {} games win, {} positions",
        m.pieces,
        m.winning_first_moves,
        m.first_moves,
        100.0 * m.random_success,
        m.winning_games,
        m.games,
        m.positions
    )?;
    writeln!(out, "  seed:       {}", p.seed)
}

/// Reads a position or a puzzle ID, and the target (an explicit one wins).
pub fn position_and_target(text: &str, target: Option<&str>) -> Result<(Board, Target)> {
    let (board, id_target) = if puzzle_id::looks_like_id(text) {
        let (b, t) = puzzle_id::decode(text)?;
        (b, Some(t))
    } else {
        (parse_position(text).context("position")?, None)
    };
    let target = match target {
        Some(t) => t.parse()?,
        None => id_target.unwrap_or(Target::SMALL),
    };
    Ok((board, target))
}

pub fn run(cmd: EgyptCommand) -> Result<()> {
    match cmd {
        EgyptCommand::Show(a) => show(a),
        EgyptCommand::Solve(a) => solve(a),
        EgyptCommand::Generate(a) => generate(a),
        EgyptCommand::Tiers(a) => tiers(a),
    }
}

/// `show`: the position drawn as text, every stack visible.
fn show(a: ShowArgs) -> Result<()> {
    let board = parse_position(&a.position).context("position")?;
    out!("{}", egypt::show::show(&board));
    Ok(())
}

/// `solve`: the full analysis, or with `--decide` only whether it is
/// solvable.
fn solve(a: SolveArgs) -> Result<()> {
    let (board, target) = position_and_target(&a.position, a.target.as_deref())?;
    let max_positions = a
        .max_positions
        .unwrap_or_else(|| super::search::default_max_positions(&board, a.decide));
    let limits = super::search::limits(max_positions, a.max_seconds);
    if a.decide {
        solve_decide(&board, target, limits, a.json)
    } else {
        solve_full(&board, target, limits, a.json)
    }
}

/// `generate`: distinct puzzles of one tier, printed as they are made.
fn generate(a: GenerateArgs) -> Result<()> {
    let spec = Spec {
        grid: parse_grid(&a.grid)?,
        target: a.target.parse()?,
        tier: a.tier.parse()?,
        count: a.count,
        seed: a.seed,
    };
    generate_streaming(&spec, a.json)
}

/// `tiers`: the separation table of each grid and target asked for.
fn tiers(a: TiersArgs) -> Result<()> {
    let (count, seed) = (a.count, a.seed);
    check_count(count, "--count")?;
    let grids = a
        .grid
        .iter()
        .map(|g| parse_grid(g))
        .collect::<Result<Vec<_>>>()?;
    let targets = a
        .target
        .iter()
        .map(|t| t.parse::<Target>())
        .collect::<Result<Vec<_>, _>>()?;
    for grid in grids {
        let mut grid_pairs = [0usize; 4];
        for &target in &targets {
            let mut all = Vec::new();
            let mut short = Vec::new();
            for tier in Tier::ALL {
                let spec = Spec {
                    grid,
                    target,
                    tier,
                    count,
                    seed,
                };
                // A tier the grid gives fewer of is sampled as far as it
                // goes, and said so.
                let mut made = Vec::new();
                match generator::generate_each(&spec, &mut |p| {
                    made.push(p);
                    true
                }) {
                    Ok(_) => {}
                    Err(e @ generator::GenerateError::NotEnough { .. }) => {
                        short.push(format!("{tier}: {e}"))
                    }
                    Err(generator::GenerateError::Unreachable { .. }) => break,
                    Err(e) => return Err(e.into()),
                }
                all.extend(made);
            }
            if all.is_empty() {
                outln!("{grid} (target {target}): no puzzles");
                continue;
            }
            let pairs = print_separation(grid, target, count, &all)?;
            for (g, p) in grid_pairs.iter_mut().zip(pairs) {
                *g += p;
            }
            for s in short {
                outln!("  fewer than asked: {s}");
            }
        }
        if targets.len() > 1 {
            outln!(
                "{grid}, every target: {} pairs of neighbouring tiers at equal pieces",
                grid_pairs[1]
            );
        }
    }
    outln!(
        "At 25%, 50% and 75% the harder tier is higher in every pair by construction: a puzzle is \
         printed only when the levels that win one time in four, in two and three in four all lie in \
         its tier's grade band, and the bands do not overlap. At 90% nothing is filtered: that \
         column is a measurement."
    );
    Ok(())
}

/// A cell of the separation table, right-aligned: `-` where no pairs
/// were compared.
fn separation_cell(pairs: usize, shown: impl FnOnce() -> String) -> String {
    let text = if pairs == 0 { "-".to_string() } else { shown() };
    format!("{text:>10}")
}

/// The most puzzles one `tiers` run samples per tier: it keeps them all
/// for the table (1,000 3x4 puzzles take about 3 s of CPU and 6.5 MB), so
/// larger runs are refused before any work.
const TIERS_MAX_COUNT: usize = 10_000;

fn check_count(count: usize, flag: &str) -> Result<()> {
    if count > TIERS_MAX_COUNT {
        anyhow::bail!(
            "{flag} {count} is more than one run samples: at most {TIERS_MAX_COUNT} puzzles per tier \
             (a run keeps them all to make the table)"
        );
    }
    Ok(())
}

/// `generate`: each puzzle is printed as soon as it is made, in seed
/// order, so memory stays bounded (see [`generator::MAX_COUNT`]); a bar
/// with the count is drawn on standard error when it is a terminal.
fn generate_streaming(spec: &Spec, json: bool) -> Result<()> {
    use std::io::Write;
    super::stdout::check_open()?;
    let bar = super::search::CountBar::start("generating", spec.count as u64);
    let mut out = std::io::stdout().lock();
    let mut failed: Option<std::io::Error> = None;
    let mut n = 0;
    crate::interrupt::stream_started();
    let made = generator::generate_each(spec, &mut |p| {
        n += 1;
        // Each puzzle is written whole and flushed before it counts, so
        // Ctrl-C can say how many puzzles the output holds in full.
        let mut text = Vec::new();
        let written = if json {
            serde_json::to_writer(&mut text, &p)
                .map_err(std::io::Error::other)
                .map(|()| text.push(b'\n'))
        } else {
            write_puzzle(&mut text, n, &p)
        }
        .and_then(|()| out.write_all(&text))
        .and_then(|()| out.flush());
        if written.is_ok() {
            crate::interrupt::stream_puzzle_done();
        }
        bar.set(n as u64);
        match written {
            Ok(()) => true,
            Err(e) => {
                failed = Some(e);
                false
            }
        }
    });
    drop(bar);
    if let Some(e) = failed {
        return Err(anyhow::Error::new(e).context("cannot write the puzzles"));
    }
    made?;
    out.flush().context("cannot write the puzzles")?;
    Ok(())
}

/// Prints the separation table of one grid and target; returns the pairs
/// of neighbouring tiers at equal pieces, per cut.
fn print_separation(grid: Size, target: Target, count: usize, ps: &[Puzzle]) -> Result<[usize; 4]> {
    outln!("{grid} (target {target}, {count} puzzles per tier)");
    outln!(
        "  {:>6}  {:<7} {:>5}  {:>6} {:>4} {:>4}",
        "pieces",
        "tier",
        "count",
        "median",
        "min",
        "max"
    );
    for r in generator::separation_rows(ps) {
        outln!(
            "  {:>6}  {:<7} {:>5}  {:>6.1} {:>4} {:>4}",
            r.pieces,
            r.tier.name(),
            r.count,
            r.median,
            r.min,
            r.max
        );
    }
    for tier in Tier::ALL {
        let levels: Vec<u32> = ps
            .iter()
            .filter(|p| p.tier == tier)
            .map(|p| p.grade.level)
            .collect();
        if let (Some(lo), Some(hi)) = (levels.iter().min(), levels.iter().max()) {
            let ideas = ps
                .iter()
                .filter(|p| p.tier == tier && p.grade.idea.is_some())
                .count();
            outln!(
                "  {:<7} grades {lo} to {hi}; {ideas} of {} turn on an idea",
                tier.name(),
                levels.len()
            );
        }
    }
    let cuts = egypt::grade::CUTS;
    outln!(
        "  harder tier higher at equal pieces, level winning {}",
        cuts.map(|c| format!("{:>10}", format!("{:.0}%", 100.0 * c)))
            .join("")
    );
    let mut totals = [(0usize, 0usize); 4];
    for w in Tier::ALL.windows(2) {
        let row: Vec<(usize, usize)> = (0..cuts.len())
            .map(|c| generator::pairs_separated_at(ps, w[0], w[1], c))
            .collect();
        let cells: String = row
            .iter()
            .map(|&(pairs, higher)| separation_cell(pairs, || format!("{higher}/{pairs}")))
            .collect();
        outln!("    {:<35}{cells}", format!("{} over {}", w[1], w[0]));
        for (t, &(p, h)) in totals.iter_mut().zip(&row) {
            t.0 += p;
            t.1 += h;
        }
    }
    let cells: String = totals
        .iter()
        .map(|&(pairs, higher)| {
            separation_cell(pairs, || {
                format!("{:.0}%", 100.0 * higher as f64 / pairs as f64)
            })
        })
        .collect();
    outln!("    {:<35}{cells}", format!("all {} pairs", totals[1].0));
    Ok(totals.map(|t| t.0))
}

fn solve_full(board: &Board, target: Target, limits: Limits, json: bool) -> Result<()> {
    let bar = super::search::SearchBar::start("solving");
    let a = solver::analyze(board, target, limits);
    drop(bar);
    let a = a?;
    let m = &a.metrics;
    let answer = Answer {
        board,
        target,
        solvable: a.solvable,
        solution: &a.solution,
    };
    if answer.print(json, ("metrics", json!(m)))? {
        return Ok(());
    }
    outln!("pieces:               {}", m.pieces);
    outln!(
        "first moves:          {} legal, {} keep the target reachable",
        m.first_moves,
        m.winning_first_moves
    );
    outln!(
        "complete games:       {} ({} meet the target)",
        m.games,
        m.winning_games
    );
    outln!(
        "random play succeeds: {:.6} ({:.4}%)",
        m.random_success,
        100.0 * m.random_success
    );
    outln!("forced steps:         {} on the solution", m.forced_steps);
    outln!("critical steps:       {} on the solution", m.critical_steps);
    outln!("distinct positions:   {} (up to symmetry)", m.positions);
    Ok(())
}

fn solve_decide(board: &Board, target: Target, limits: Limits, json: bool) -> Result<()> {
    let bar = super::search::SearchBar::start("deciding");
    let d = solver::decide(board, target, limits);
    drop(bar);
    let d = d?;
    let answer = Answer {
        board,
        target,
        solvable: d.solvable,
        solution: &d.solution,
    };
    if answer.print(json, ("positions", json!(d.positions)))? {
        return Ok(());
    }
    outln!("distinct positions searched: {}", d.positions);
    Ok(())
}

/// What `solve` found, whichever way it searched.
struct Answer<'a> {
    board: &'a Board,
    target: Target,
    solvable: bool,
    solution: &'a [Move],
}

impl Answer<'_> {
    /// With `json`, prints the answer as one object, `extra` (the search's
    /// own figures) under its key, and returns true: nothing follows.
    /// Else prints the verdict lines that open the text, which the caller
    /// goes on with, and returns false.
    fn print(&self, json: bool, extra: (&str, serde_json::Value)) -> Result<bool> {
        let (board, target) = (self.board, self.target);
        if json {
            let mut v = json!({
                "position": board.to_string(),
                "target": target,
                "solvable": self.solvable,
                "solution": self.solution,
            });
            v[extra.0] = extra.1;
            outln!("{v}");
            return Ok(true);
        }
        outln!("position: {board}");
        outln!("target:   {target} ({})", target.describe());
        if self.solvable {
            outln!("verdict:  solvable in {} moves", self.solution.len());
            outln!("solution: {}", format_record(self.solution));
        } else {
            outln!("verdict:  the target cannot be reached");
        }
        Ok(false)
    }
}
