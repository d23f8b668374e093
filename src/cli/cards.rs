//! Pyramid card-solitaire commands: deal, solve, stats, generate.

use std::time::Instant;

use anyhow::{Context, Result, bail};
use clap::{Args, Subcommand};
use rayon::prelude::*;

use cards::batch::{MAX_BATCH_BYTES, SolveRecord, parse_batch};
use cards::generator::{self, Tier};
use cards::rules::{Availability, Passes, Rules, Variant, Win, parse_on_off};
use cards::{Deal, Table, solve};
use documents::games::cards::game::GivenDeal;
use documents::games::cards::words::rules_name;
use documents::make::{cards_sheet_document, sheet_deals};
use documents::output::write_document;
use documents::play_link::PlayUrl;
use documents::puzzle::PrintablePuzzle;
use render::file::write_atomic;
use render::{Format, Paper};

/// The most deals one `cards stats` run solves: it keeps a line of
/// figures per deal, and a million take minutes on two cores.
const STATS_MAX_DEALS: u64 = 1_000_000;

/// The most deals on one `cards sheet`: two pages or more each, and a
/// thousand make a book rather than a sheet.
const SHEET_MAX_COUNT: usize = documents::make::MAX_SHEET_DEALS;

/// The most deals one `cards generate` run makes (it keeps them all until
/// it prints them).
const GENERATE_MAX_COUNT: usize = 100_000;

#[derive(Debug, Subcommand)]
pub enum CardsCommand {
    /// Print a deal: its notation and a readable layout.
    Deal(DealArgs),
    /// Decide whether a deal can be won and print a shortest winning line.
    Solve(SolveArgs),
    /// Solve every deal of a file (one a line: a seed or a deal in
    /// notation; `#` starts a comment line) in one process, writing one
    /// JSON object a deal (JSON Lines), in file order.
    Batch(BatchArgs),
    /// Solve many seeded deals and report how many can be won.
    Stats(StatsArgs),
    /// Write a printable deal sheet: winnable deals of a tier (or one given
    /// deal), each on its own page, and a solution key.
    Sheet(SheetArgs),
    /// Make winnable deals of a chosen difficulty tier.
    Generate(GenerateArgs),
    /// Sample deals of every tier and print how well the tiers separate:
    /// for neighbouring tiers, the pairs of deals where the harder one
    /// needs a higher level of the player ladder, read where the levels
    /// win a quarter, half, three quarters and nine tenths of their games.
    Tiers(TiersArgs),
}

/// The arguments of `cards deal`.
#[derive(Debug, Args)]
pub struct DealArgs {
    #[command(flatten)]
    pub source: DealSource,
}

/// The arguments of `cards solve`.
#[derive(Debug, Args)]
pub struct SolveArgs {
    #[command(flatten)]
    pub source: DealSource,
    #[command(flatten)]
    pub rules: RuleArgs,
    /// One JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

/// The arguments of `cards batch`.
#[derive(Debug, Args)]
pub struct BatchArgs {
    /// The file of deals (`-` for standard input).
    pub file: std::path::PathBuf,
    #[command(flatten)]
    pub rules: RuleArgs,
    /// Write the JSON Lines here instead of standard output.
    #[arg(long, short)]
    pub output: Option<std::path::PathBuf>,
}

/// The arguments of `cards stats`.
#[derive(Debug, Args)]
pub struct StatsArgs {
    #[command(flatten)]
    pub rules: RuleArgs,
    /// Number of deals (seeds S, S+1, ..).
    #[arg(long, default_value_t = 1000,
          value_parser = super::bounds::whole::<u64>(1, STATS_MAX_DEALS))]
    pub deals: u64,
    /// First seed.
    #[arg(long, default_value_t = 1, value_parser = super::bounds::whole::<u64>(0, u64::MAX))]
    pub seed: u64,
}

/// The arguments of `cards sheet`.
#[derive(Debug, Args)]
pub struct SheetArgs {
    #[command(flatten)]
    pub rules: RuleArgs,
    /// Difficulty tier of generated deals.
    #[arg(long, value_enum, default_value_t = TierArg::Medium)]
    pub tier: TierArg,
    /// How many deals to generate.
    #[arg(long, default_value_t = 4,
          value_parser = super::bounds::whole::<usize>(1, SHEET_MAX_COUNT as u64))]
    pub count: usize,
    /// Seed of the run; the deals are generated from it and the rule
    /// set, as by `cards generate` (the same seed, rules, tier and
    /// count give the same deals)
    #[arg(long, default_value_t = 1, value_parser = super::bounds::whole::<u64>(0, u64::MAX))]
    pub seed: u64,
    /// Print this one deal (in notation) instead of generating.
    #[arg(long)]
    pub deal: Option<String>,
    /// Paper: letter or a4.
    #[arg(long, default_value = "letter")]
    pub paper: String,
    /// Output format: pdf or svg (one file per page) [default: from
    /// the -o file's extension, else pdf].
    #[arg(long)]
    pub format: Option<String>,
    /// Output file [default: output/cards-VARIANT-TIER-seedS.pdf].
    #[arg(long, short)]
    pub output: Option<std::path::PathBuf>,
    #[arg(long, value_name = "URL", value_parser = super::play::parse, help = super::play::HELP)]
    pub play_url: Option<PlayUrl>,
    /// Language of the sheet: en, de, fr or es.
    #[arg(long, default_value = "en", value_parser = super::parse_lang)]
    pub lang: documents::locale::Lang,
}

/// The arguments of `cards generate`.
#[derive(Debug, Args)]
pub struct GenerateArgs {
    #[command(flatten)]
    pub rules: RuleArgs,
    /// Difficulty tier.
    #[arg(long, value_enum, default_value_t = TierArg::Medium)]
    pub tier: TierArg,
    /// How many deals to make.
    #[arg(long, default_value_t = 1,
          value_parser = super::bounds::whole::<usize>(1, GENERATE_MAX_COUNT as u64))]
    pub count: usize,
    /// Seed of the run; the deals are generated from it and the rule
    /// set, as by `cards sheet` (the same seed, rules, tier and count
    /// give the same deals)
    #[arg(long, default_value_t = 1, value_parser = super::bounds::whole::<u64>(0, u64::MAX))]
    pub seed: u64,
    /// One JSON object per line instead of text.
    #[arg(long)]
    pub json: bool,
}

/// The arguments of `cards tiers`.
#[derive(Debug, Args)]
pub struct TiersArgs {
    #[command(flatten)]
    pub rules: RuleArgs,
    /// Deals per tier.
    #[arg(long, short = 'n', default_value_t = 8,
          value_parser = super::bounds::whole::<usize>(1, TIERS_MAX_COUNT as u64))]
    pub count: usize,
    /// Seed of the run (as for `cards generate`).
    #[arg(long, default_value_t = 1, value_parser = super::bounds::whole::<u64>(0, u64::MAX))]
    pub seed: u64,
}

/// A rule preset as the command line names it (`--variant`, and `daily
/// --deals`): the same names as [`Variant`], which knows nothing of the
/// command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum VariantArg {
    Pyramid,
    Cheops,
    Pharaohs,
}

impl From<VariantArg> for Variant {
    fn from(v: VariantArg) -> Variant {
        match v {
            VariantArg::Pyramid => Variant::Pyramid,
            VariantArg::Cheops => Variant::Cheops,
            VariantArg::Pharaohs => Variant::Pharaohs,
        }
    }
}

/// A difficulty tier as the command line names it (`--tier`): the same
/// names as [`Tier`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum TierArg {
    Easy,
    Medium,
    Hard,
    Expert,
}

impl From<TierArg> for Tier {
    fn from(t: TierArg) -> Tier {
        match t {
            TierArg::Easy => Tier::Easy,
            TierArg::Medium => Tier::Medium,
            TierArg::Hard => Tier::Hard,
            TierArg::Expert => Tier::Expert,
        }
    }
}

/// Which deal: a seed or a written-out deal.
#[derive(Debug, Args)]
#[group(required = true, multiple = false, id = "deal-source")]
pub struct DealSource {
    /// Seed of a shuffled deal.
    #[arg(long, value_parser = super::bounds::whole::<u64>(0, u64::MAX))]
    seed: Option<u64>,
    /// A deal in notation: 28 pyramid cards row by row, then 24 stock cards.
    #[arg(long)]
    deal: Option<String>,
}

impl DealSource {
    fn seed_if_given(&self) -> Option<u64> {
        if self.deal.is_some() { None } else { self.seed }
    }

    fn deal(&self) -> Result<Deal> {
        match (&self.deal, self.seed) {
            (Some(text), _) => text.parse::<Deal>().context("cannot read --deal"),
            (None, Some(seed)) => Ok(Deal::from_seed(seed)),
            (None, None) => bail!("give --seed N or --deal \"...\""),
        }
    }
}

/// A rule set: a preset, optionally changed setting by setting.
#[derive(Debug, Args)]
pub struct RuleArgs {
    /// Rule preset.
    #[arg(long, value_enum, default_value_t = VariantArg::Pyramid)]
    variant: VariantArg,
    /// Stock and waste cards that may pair: waste-top, waste-top-plus-drawn, top-two-waste.
    #[arg(long)]
    availability: Option<Availability>,
    /// Whether a pyramid card may pair with the only card covering it: on or off.
    #[arg(long, value_parser = parse_on_off)]
    overlap: Option<bool>,
    /// Passes through the stock: a number (1 = no redeal) or unlimited.
    #[arg(long)]
    passes: Option<Passes>,
    /// Win condition: pyramid (pyramid emptied) or all (all 52 cards removed).
    #[arg(long)]
    win: Option<Win>,
}

impl RuleArgs {
    fn rules(&self) -> Rules {
        let mut r = Variant::from(self.variant).rules();
        if let Some(a) = self.availability {
            r.availability = a;
        }
        if let Some(o) = self.overlap {
            r.overlap_pairing = o;
        }
        if let Some(p) = self.passes {
            r.passes = p;
        }
        if let Some(w) = self.win {
            r.win = w;
        }
        r
    }
}

pub fn run(cmd: CardsCommand) -> Result<()> {
    match cmd {
        CardsCommand::Deal(a) => deal(a),
        CardsCommand::Solve(a) => solve_deal(a),
        CardsCommand::Batch(a) => batch(&a.file, a.rules.rules(), a.output.as_deref()),
        CardsCommand::Stats(a) => stats(a.rules.rules(), a.deals, a.seed),
        CardsCommand::Sheet(a) => sheet(a),
        CardsCommand::Generate(a) => generate(a),
        CardsCommand::Tiers(a) => tiers(a),
    }
}

/// The most deals `cards tiers` samples per tier.
const TIERS_MAX_COUNT: usize = 200;

/// `cards tiers`: the separation table of the card grade.
fn tiers(a: TiersArgs) -> Result<()> {
    let TiersArgs { rules, count, seed } = a;
    let rules = rules.rules();
    // Per deal: tier, key length, and the level reaching each cut.
    let mut rows: Vec<(Tier, u32, [u32; 4])> = Vec::new();
    for tier in Tier::ALL {
        let deals = generator::generate(rules, tier, count, generator::run_seed(rules, seed))?;
        for p in deals {
            let wins = cards::grade::all_levels(&Table::new(&p.deal, rules), p.deal_seed);
            let reach = cards::grade::CUTS.map(|c| cards::grade::level_reaching(&wins, c));
            rows.push((tier, p.metrics.solution_moves, reach));
        }
    }
    outln!("{rules} ({count} deals per tier, seed {seed})");
    outln!(
        "  {:<7} {:>5}  levels winning 25% / 50% / 75% / 90% of {} games (median)",
        "tier",
        "deals",
        cards::grade::GAMES
    );
    for tier in Tier::ALL {
        let mine: Vec<&(Tier, u32, [u32; 4])> = rows.iter().filter(|r| r.0 == tier).collect();
        let med = |k: usize| {
            let mut v: Vec<u32> = mine.iter().map(|r| r.2[k]).collect();
            v.sort_unstable();
            v.get(v.len() / 2).copied().unwrap_or(0)
        };
        outln!(
            "  {:<7} {:>5}  {} / {} / {} / {}",
            tier.to_string(),
            mine.len(),
            med(0),
            med(1),
            med(2),
            med(3)
        );
    }
    let beyond = cards::grade::MAX_LEVEL + 1;
    outln!(
        "  (level {beyond}: no level up to {} wins that share)",
        beyond - 1
    );
    for (title, same_length) in [("at equal key length", true), ("over all pairs", false)] {
        outln!(
            "  harder tier higher, {title:<20}{}",
            cards::grade::CUTS
                .map(|c| format!("{:>10}", format!("{:.0}%", 100.0 * c)))
                .join("")
        );
        for w in Tier::ALL.windows(2) {
            let cells: String = (0..4)
                .map(|k| {
                    let (mut pairs, mut higher) = (0, 0);
                    for a in rows.iter().filter(|r| r.0 == w[0]) {
                        for b in rows
                            .iter()
                            .filter(|r| r.0 == w[1] && (!same_length || r.1 == a.1))
                        {
                            pairs += 1;
                            higher += usize::from(b.2[k] > a.2[k]);
                        }
                    }
                    let cell = if pairs == 0 {
                        "-".to_string()
                    } else {
                        format!("{higher}/{pairs}")
                    };
                    format!("{cell:>10}")
                })
                .collect();
            outln!("    {:<38}{cells}", format!("{} over {}", w[1], w[0]));
        }
    }
    outln!(
        "  At 50% the harder tier is higher in every pair by construction (the tiers are bands of \
         the grade, the level winning half its games); the other columns are measured."
    );
    Ok(())
}

/// `cards sheet`: a printable deal sheet and its key.
fn sheet(a: SheetArgs) -> Result<()> {
    let tier = Tier::from(a.tier);
    let paper: Paper = a.paper.parse()?;
    let format = a.format.map(|f| f.parse::<Format>()).transpose()?;
    let format = render::file::resolve_format(format, a.output.as_deref(), Format::Pdf)?;
    if let Some(out) = &a.output {
        // A sheet has a page per deal and its key: one SVG file each.
        render::file::check_output(out, if format == Format::Svg { 2 } else { 1 })?;
    }
    let r = a.rules.rules();
    let (deals, stem) = match a.deal {
        Some(text) => {
            let deal: Deal = text.parse().context("cannot read --deal")?;
            let report = solve(&deal, r);
            if !report.winnable {
                bail!("this deal cannot be won under {r}; nothing written");
            }
            (
                vec![Box::new(GivenDeal {
                    deal,
                    rules: r,
                    solution: report.solution,
                }) as Box<dyn PrintablePuzzle>],
                "cards-deal".to_string(),
            )
        }
        None => {
            let deals =
                sheet_deals(r, tier, a.count, a.seed).map_err(super::templated::made_error)?;
            let name = rules_name(r).to_ascii_lowercase().replace(' ', "-");
            (deals, format!("cards-{name}-{tier}-seed{}", a.seed))
        }
    };
    let _language = documents::locale::enter(a.lang);
    let doc = cards_sheet_document(r, &deals, paper, a.play_url.as_ref())
        .map_err(super::templated::made_error)?;
    let path = a.output.unwrap_or_else(|| {
        std::path::PathBuf::from("output").join(format!("{stem}.{}", format.extension()))
    });
    for p in write_document(&doc, format, &path)? {
        super::bounds::wrote(&path, format_args!("wrote {}", p.display()))?;
    }
    Ok(())
}

/// `cards deal`: a deal's notation and its layout.
fn deal(a: DealArgs) -> Result<()> {
    let DealArgs { source } = a;
    let deal = source.deal()?;
    outln!("{deal}");
    outln!();
    out!("{}", deal.layout());
    Ok(())
}

/// `cards solve`: the verdict and a shortest winning line.
fn solve_deal(a: SolveArgs) -> Result<()> {
    let SolveArgs {
        source,
        rules,
        json,
    } = a;
    let deal = source.deal()?;
    let rules = rules.rules();
    let t0 = Instant::now();
    let report = solve(&deal, rules);
    let dt = t0.elapsed();
    if json {
        let rec = SolveRecord::new(None, source.seed_if_given(), &deal, &rules, &report);
        outln!("{}", serde_json::to_string(&rec)?);
        return Ok(());
    }
    outln!("rules: {rules}");
    outln!("deal: {deal}");
    if report.winnable {
        outln!(
            "winnable: yes ({} moves, {} pass(es))",
            report.solution.len(),
            report.passes_used()
        );
        outln!("solution: {}", report.solution_text());
        if report.proved_shortest {
            outln!("key: shortest (no winning line has fewer moves)");
        } else {
            outln!(
                "key: the shortest found within the search budget; no winning line has fewer than {} moves",
                report.lower_bound
            );
        }
    } else {
        outln!("winnable: no");
    }
    outln!(
        "search: {} nodes, {} distinct positions, {:.3} ms",
        report.nodes,
        report.states,
        dt.as_secs_f64() * 1e3
    );
    Ok(())
}

/// `cards generate`: winnable deals of a tier.
fn generate(a: GenerateArgs) -> Result<()> {
    let tier = Tier::from(a.tier);
    let rules = a.rules.rules();
    let puzzles = generator::generate(rules, tier, a.count, generator::run_seed(rules, a.seed))?;
    for p in &puzzles {
        if a.json {
            outln!("{}", serde_json::to_string(&p.to_json())?);
        } else {
            out!("{}", p.to_text());
            outln!();
        }
    }
    Ok(())
}

/// Solves every deal of a batch file; see [`CardsCommand::Batch`].
fn batch(file: &std::path::Path, rules: Rules, output: Option<&std::path::Path>) -> Result<()> {
    if let Some(out) = output {
        documents::output::check_text_output(out, &[file], "JSON Lines")?;
        render::file::check_output(out, 1)?;
    }
    let cap = MAX_BATCH_BYTES as u64;
    let bytes = if file == std::path::Path::new("-") {
        seed::read::read_capped_from(
            std::io::stdin(),
            std::path::Path::new("standard input"),
            cap,
        )?
    } else {
        seed::read::read_capped(file, cap)?
    };
    let deals = parse_batch(&bytes).map_err(|e| anyhow::anyhow!("{}:{e}", file.display()))?;
    // Solved on every core, written in file order.
    let lines: Vec<String> = deals
        .par_iter()
        .map(|d| {
            let report = solve(&d.deal, rules);
            let rec = SolveRecord::new(Some(d.line), d.seed, &d.deal, &rules, &report);
            serde_json::to_string(&rec).expect("a record always serialises")
        })
        .collect();
    let mut text = String::with_capacity(lines.iter().map(|l| l.len() + 1).sum());
    for l in &lines {
        text.push_str(l);
        text.push('\n');
    }
    match output {
        Some(path) => {
            write_atomic(path, text.as_bytes())?;
            errln!("wrote {} ({} deals)", path.display(), lines.len());
        }
        None => super::stdout::write_bytes(text.as_bytes())?,
    }
    Ok(())
}

fn stats(rules: Rules, deals: u64, seed: u64) -> Result<()> {
    if deals == 0 {
        bail!("--deals must be at least 1");
    }
    let last = seed.checked_add(deals - 1).with_context(|| {
        format!(
            "--seed {seed} with --deals {deals} runs past the last seed, {}: give --seed at most {}",
            u64::MAX,
            u64::MAX - (deals - 1)
        )
    })?;
    let t0 = Instant::now();
    // (seed, winnable, nodes, seconds), in seed order whatever the threads do.
    let results: Vec<(u64, bool, u64, f64)> = (seed..=last)
        .into_par_iter()
        .map(|s| {
            let deal = Deal::from_seed(s);
            let table = Table::new(&deal, rules);
            let t = Instant::now();
            let r = cards::solver::decide_table(&table);
            (s, r.winnable, r.nodes, t.elapsed().as_secs_f64())
        })
        .collect();
    let wall = t0.elapsed().as_secs_f64();
    let wins = results.iter().filter(|r| r.1).count() as u64;
    let (lo, hi) = wilson(wins, deals);
    let most = results
        .iter()
        .max_by_key(|r| (r.2, std::cmp::Reverse(r.0)))
        .expect("at least one deal");
    let slowest = results
        .iter()
        .max_by(|a, b| a.3.total_cmp(&b.3))
        .expect("at least one deal");
    let mut times: Vec<f64> = results.iter().map(|r| r.3).collect();
    times.sort_by(f64::total_cmp);
    outln!("rules: {rules}");
    outln!("deals: {deals} (seeds {seed}..={last})");
    outln!(
        "winnable: {wins} of {deals} = {:.1}% (95% Wilson interval {:.1}% to {:.1}%)",
        100.0 * wins as f64 / deals as f64,
        100.0 * lo,
        100.0 * hi
    );
    outln!("largest search: seed {} ({} nodes)", most.0, most.2);
    outln!(
        "timing (varies run to run): {:.0} deals/s on {} threads, median {:.3} ms, slowest seed {} ({:.1} ms)",
        deals as f64 / wall,
        rayon::current_num_threads(),
        times[times.len() / 2] * 1e3,
        slowest.0,
        slowest.3 * 1e3
    );
    Ok(())
}

/// Wilson score interval at 95% for `k` successes out of `n`.
pub fn wilson(k: u64, n: u64) -> (f64, f64) {
    let z = 1.959_963_984_540_054_f64;
    let n = n as f64;
    let p = k as f64 / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}
