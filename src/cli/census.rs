//! `census`: every position of a game, layer by layer (see
//! `egypt::census`), as a table, JSON and a printable page.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};
use clap::Args;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use documents::games::egypt::census_page;
use documents::output::write_document;
use egypt::Board;
use egypt::census::{self, Census, Event, Options};
use egypt::notation::parse_position;
use render::{Format, Paper};

use super::egypt::parse_grid;

#[derive(Debug, Args)]
pub struct CensusArgs {
    /// Grid whose setup is the root: RxC with at most 16 squares (3x3, 3x4,
    /// 3x5, 4x4).
    #[arg(long, default_value = "3x4")]
    grid: String,
    /// Start from this position instead of the setup (notation, e.g.
    /// "S,M,./L,.,./.,.,S"); --grid is then ignored.
    #[arg(long)]
    root: Option<String>,
    /// Memory budget for positions, e.g. 16G, 512M [default: 16G, or
    /// the machine's memory, or half an address-space limit (ulimit -v),
    /// if that is less].
    #[arg(long, value_parser = super::bounds::memory)]
    memory: Option<u64>,
    /// Folder for checkpoints and spilled runs; a killed run given the
    /// same folder resumes at its last finished layer. Without it, a
    /// census from more than 27 pieces spills into a temporary folder.
    #[arg(long)]
    data: Option<PathBuf>,
    /// Also count, per layer, the positions from which a single Small can
    /// still be reached (keeps every layer until the end).
    #[arg(long)]
    backward: bool,
    /// Worker threads [default: all cores; at most four per core]; the
    /// figures do not depend on it.
    #[arg(long, value_parser = super::bounds::threads)]
    threads: Option<usize>,
    /// Write the figures as JSON to this file (`-`: standard output, which
    /// then holds the JSON alone, without the table).
    #[arg(long)]
    json: Option<PathBuf>,
    /// Write "The game in numbers" page to this file (.pdf or .svg).
    #[arg(long, short)]
    output: Option<PathBuf>,
    /// Paper for the page: letter or a4.
    #[arg(long, default_value = "letter")]
    paper: String,
    /// No progress bar and no per-layer lines while running.
    #[arg(long, short)]
    quiet: bool,
}

/// Whether two paths name the same file: the same path once its folder
/// is resolved, or (for files that exist) one file under two names.
fn same_path(a: &Path, b: &Path) -> bool {
    fn resolved(p: &Path) -> Option<PathBuf> {
        let dir = match p.parent() {
            Some(d) if !d.as_os_str().is_empty() => d,
            _ => Path::new("."),
        };
        Some(std::fs::canonicalize(dir).ok()?.join(p.file_name()?))
    }
    a == b
        || resolved(a).is_some_and(|x| Some(x) == resolved(b))
        || render::file::check_not_input(&[a.to_path_buf()], &[b]).is_err()
}

/// Refuses an output path inside the data folder that names one of its
/// checkpoint files (`census.json`, `stats-NN.json`, `layer-NN`, `*.part`),
/// which the run reads back.
fn check_not_checkpoint(flag: &str, path: &Path, data: &Path) -> Result<()> {
    let folder = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let inside = same_path(folder, data)
        || std::fs::canonicalize(folder)
            .ok()
            .zip(std::fs::canonicalize(data).ok())
            .is_some_and(|(a, b)| a == b);
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
    let checkpoint = name.as_deref().is_some_and(|n| {
        n == "census.json"
            || n.ends_with(".part")
            || (n.starts_with("stats-") && n.ends_with(".json"))
            || n.starts_with("layer-")
    });
    if inside && checkpoint {
        bail!(
            "{flag} {} would overwrite a checkpoint of the data folder {}: write it elsewhere",
            path.display(),
            data.display()
        );
    }
    Ok(())
}

/// The census allocates and frees lists of many sizes; glibc's allocator
/// raises its threshold for mapping large blocks each time one is freed,
/// after which freed lists stay resident in its heaps and the process
/// outgrows its budget. A fixed threshold returns every large list to the
/// system when it is freed.
fn keep_freed_memory_from_lingering() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only sets allocator parameters; it is called before
    // the worker threads start.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 256 << 10);
    }
}

/// Resident memory of this process in bytes (Linux; 0 elsewhere).
fn rss() -> u64 {
    std::fs::read_to_string("/proc/self/statm")
        .ok()
        .and_then(|s| s.split_whitespace().nth(1)?.parse::<u64>().ok())
        .map_or(0, |pages| pages * 4096)
}

/// The peak resident memory of this process in bytes, as the kernel
/// counts it (`VmHWM`; Linux only).
fn peak_rss() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb << 10)
}

fn gib(bytes: u64) -> f64 {
    bytes as f64 / (1u64 << 30) as f64
}

pub fn run(a: CensusArgs) -> Result<()> {
    let root: Board = match &a.root {
        Some(text) => parse_position(text).with_context(|| format!("bad --root '{text}'"))?,
        None => Board::setup(parse_grid(&a.grid)?),
    };
    let memory = match a.memory {
        Some(m) => m,
        None => {
            let (most, what) = super::bounds::memory_ceiling();
            if most < census::MIN_MEMORY {
                bail!(
                    "a census needs at least {} MiB of memory, and {what} leaves {} MiB",
                    census::MIN_MEMORY >> 20,
                    most >> 20
                );
            }
            census::DEFAULT_MEMORY.min(most)
        }
    };
    let paper: Paper = a.paper.parse()?;
    if let (Some(out), Some(json)) = (&a.output, &a.json)
        && same_path(out, json)
    {
        bail!(
            "-o and --json both name {}: give them different files",
            out.display()
        );
    }
    let format = match &a.output {
        Some(p) => {
            let ext = p
                .extension()
                .map(|e| e.to_string_lossy().to_string())
                .unwrap_or_default();
            // One line: the format parser's own message would repeat it.
            Some(ext.parse::<Format>().map_err(|_| {
                anyhow::anyhow!(
                    "cannot tell the format of {}: name it .pdf or .svg",
                    p.display()
                )
            })?)
        }
        None => None,
    };
    if let Some(json) = &a.json {
        documents::output::check_text_output(json, &[], "JSON")?;
        render::file::check_output(json, 1)?;
    }
    if let Some(out) = &a.output {
        render::file::check_output(out, 1)?;
    }
    if let Some(data) = &a.data {
        for (flag, path) in [("--json", &a.json), ("-o", &a.output)] {
            if let Some(path) = path {
                check_not_checkpoint(flag, path, data)?;
            }
        }
    }
    // What would stop the census at once is said before anything else.
    census::check(
        &root,
        &Options {
            memory,
            backward: a.backward,
            ..Options::default()
        },
    )?;
    // Without a data folder, a root of too many pieces to hold in memory
    // spills into a temporary one, said here before the work starts; it is
    // removed at the end (`--data` keeps it, and a killed run resumes).
    let spill = match &a.data {
        None if root.piece_count() > census::IN_MEMORY_PIECES => {
            let dir = tempfile::Builder::new()
                .prefix("pyramid-press-census-")
                .tempdir()
                .with_context(|| {
                    format!(
                        "cannot make a temporary folder in {} for the census to spill into: give one with --data",
                        std::env::temp_dir().display()
                    )
                })?;
            if !a.quiet {
                errln!(
                    "note: a census from {} pieces is too large to hold in memory; its layers spill into {} (removed at the end; --data DIR keeps them, so that a stopped run can resume)",
                    root.piece_count(),
                    dir.path().display()
                );
            }
            Some(dir)
        }
        _ => None,
    };
    let opts = Options {
        memory,
        data: a
            .data
            .clone()
            .or_else(|| spill.as_ref().map(|d| d.path().to_path_buf())),
        backward: a.backward,
        ..Options::default()
    };
    keep_freed_memory_from_lingering();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(a.threads.unwrap_or(0))
        .build()
        .context("cannot start worker threads")?;
    let started = Instant::now();
    let peak = AtomicU64::new(0);
    let bar = if a.quiet {
        ProgressBar::hidden()
    } else {
        let b = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr());
        b.set_style(
            ProgressStyle::with_template(
                "layer {prefix:>2} [{bar:30}] {pos}/{len} positions  {msg}",
            )
            .expect("a valid template")
            .progress_chars("=> "),
        );
        b.enable_steady_tick(Duration::from_millis(500));
        b
    };
    let mut layer_start = Instant::now();
    let census = pool.install(|| {
        census::run(&root, &opts, |e| {
            let mem = rss();
            peak.fetch_max(mem, Ordering::Relaxed);
            match e {
                Event::LayerStart { pieces, positions } => {
                    layer_start = Instant::now();
                    bar.set_prefix(pieces.to_string());
                    bar.set_length(positions);
                    bar.set_position(0);
                }
                Event::Progress { done, .. } => {
                    let secs = layer_start.elapsed().as_secs_f64().max(1e-9);
                    bar.set_position(done);
                    bar.set_message(format!(
                        "{:.0} positions/s  memory {:.2} GiB",
                        done as f64 / secs,
                        gib(mem)
                    ));
                }
                Event::LayerDone {
                    layer,
                    seconds,
                    resumed,
                } => {
                    if !a.quiet {
                        bar.suspend(|| {
                            errln!(
                                "layer {:>2}: {:>13} positions {:>11} dead ends {:>8.1} s  total {:>8.1} s  rss {:.2} GiB{}",
                                layer.pieces,
                                layer.positions,
                                layer.dead_ends,
                                seconds,
                                started.elapsed().as_secs_f64(),
                                gib(mem),
                                if resumed { "  (from checkpoint)" } else { "" }
                            )
                        });
                    }
                }
                Event::Backward { pieces } => {
                    bar.set_prefix(format!("{pieces} (backward)"));
                }
            }
        })
    });
    bar.finish_and_clear();
    let census = census?;
    let seconds = started.elapsed().as_secs_f64();
    // The table, unless standard output carries a file (`--json -`, `-o -`).
    let file_on_stdout = [&a.json, &a.output]
        .into_iter()
        .any(|p| p.as_deref().is_some_and(render::file::is_stdout));
    if !file_on_stdout {
        print_table(&census)?;
    }
    // Clock and machine figures go to standard error: the table on
    // standard output is the same on every run.
    let seen = peak.load(Ordering::Relaxed).max(rss());
    let peak = peak_rss().unwrap_or(seen).max(seen);
    if let Some(path) = &a.json {
        let text = serde_json::to_string_pretty(&census_page::json(&census))?;
        render::write_atomic(path, format!("{text}\n").as_bytes())?;
    }
    if let (Some(path), Some(format)) = (&a.output, format) {
        let doc = census_page::document(&census, paper);
        let written = write_document(&doc, format, path)?;
        for p in written {
            errln!("wrote {}", p.display());
        }
    }
    // Last, once every file is written: an error is never preceded by it.
    errln!(
        "time {seconds:.1} s, threads {}, peak resident memory {:.2} GiB ({} KiB)",
        pool.current_num_threads(),
        gib(peak),
        peak >> 10
    );
    Ok(())
}

/// The layer table and the headline figures, as text.
pub fn print_table(c: &Census) -> Result<()> {
    for line in census_page::table_lines(c) {
        outln!("{line}");
    }
    Ok(())
}
