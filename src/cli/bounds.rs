//! Every number a user gives is bounded when the command line is read,
//! before any work: a value out of range is refused by clap with one line
//! naming the option and the range that works (`invalid value '0' for
//! '--threads <THREADS>': give a whole number from 1 to 8`).
//!
//! Also here: what the machine holds (memory, cores), which bounds
//! `census --threads` and `--memory`, and the hidden `debug-options`
//! command, which prints the options of every subcommand from the command
//! line's own definition (tests walk it to try every numeric option).

use std::path::Path;

use anyhow::Result;

/// A parser of whole numbers from `min` to `max`: anything else (a sign,
/// a fraction, more digits than fit) is refused naming the range.
pub fn whole<T>(min: u64, max: u64) -> impl Fn(&str) -> Result<T, String> + Clone + Send + Sync
where
    T: TryFrom<u64> + Clone + Send + Sync + 'static,
{
    move |text: &str| {
        let t = text.trim();
        t.parse::<u64>()
            .ok()
            .filter(|n| (min..=max).contains(n) && t.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|n| T::try_from(n).ok())
            .ok_or_else(|| format!("give a whole number from {min} to {max}"))
    }
}

/// The longest time limit a search takes: a year, in seconds (0 means none).
pub const MAX_SECONDS: u64 = 366 * 86_400;

/// The most diagrams apart a key may put (`--every`): more moves than any
/// solution has.
pub const MAX_EVERY: u64 = documents::make::MAX_EVERY as u64;

/// The machine's memory in bytes, if known (Linux: `sysinfo`; elsewhere
/// unknown, and `--memory` is then bounded only by what the census needs).
#[cfg(any(target_os = "linux", target_os = "android"))]
pub fn machine_memory() -> Option<u64> {
    // SAFETY: sysinfo fills the zeroed struct it is given.
    unsafe {
        let mut info: libc::sysinfo = std::mem::zeroed();
        (libc::sysinfo(&mut info) == 0)
            .then(|| (info.totalram as u64).saturating_mul(u64::from(info.mem_unit)))
    }
}

/// The machine's memory in bytes, if known (Linux: `sysinfo`; elsewhere
/// unknown, and `--memory` is then bounded only by what the census needs).
#[cfg(not(any(target_os = "linux", target_os = "android")))]
pub fn machine_memory() -> Option<u64> {
    None
}

/// The address-space limit of this process in bytes (`ulimit -v`,
/// `RLIMIT_AS`), if one is set (Unix; elsewhere none).
#[cfg(unix)]
pub fn address_space_limit() -> Option<u64> {
    // SAFETY: getrlimit fills the zeroed struct it is given.
    unsafe {
        let mut lim: libc::rlimit = std::mem::zeroed();
        (libc::getrlimit(libc::RLIMIT_AS, &mut lim) == 0 && lim.rlim_cur != libc::RLIM_INFINITY)
            .then_some(lim.rlim_cur as u64)
    }
}

/// The address-space limit of this process, if one is set (none here).
#[cfg(not(unix))]
pub fn address_space_limit() -> Option<u64> {
    None
}

/// The largest census memory budget this process can meet, and what sets
/// it: the machine's memory, or half an address-space limit (the other
/// half holds the program, its threads' stacks and the allocator's own
/// reservations, which count against that limit too).
pub fn memory_ceiling() -> (u64, &'static str) {
    let machine = machine_memory().unwrap_or(u64::MAX);
    match address_space_limit() {
        Some(limit) if limit / 2 < machine => {
            (limit / 2, "half the address-space limit set by ulimit -v")
        }
        _ => (machine, "this machine's memory"),
    }
}

/// The cores this process may run on.
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// The most worker threads a command starts: four per core.
pub fn max_threads() -> usize {
    4 * cores()
}

/// A parser of `--threads`: 1 to [`max_threads`].
pub fn threads(text: &str) -> Result<usize, String> {
    whole::<usize>(1, max_threads() as u64)(text)
}

/// The smallest `--memory`.
const MIN_MEMORY: u64 = egypt::census::MIN_MEMORY;

/// Reads a size such as `16G`, `512M`, `64K` or a plain byte count, from
/// 8M to the machine's memory.
pub fn memory(text: &str) -> Result<u64, String> {
    let (most, what) = memory_ceiling();
    let range = || {
        format!(
            "give a size from 8M to {} ({what}), such as 512M or 4G",
            size_name(most)
        )
    };
    let t = text.trim();
    let (num, unit) = match t.find(|c: char| !c.is_ascii_digit()) {
        Some(i) => t.split_at(i),
        None => (t, ""),
    };
    let shift = match unit.trim().to_ascii_uppercase().trim_end_matches("IB") {
        "" | "B" => 0,
        "K" => 10,
        "M" => 20,
        "G" => 30,
        "T" => 40,
        _ => return Err(range()),
    };
    let bytes = num
        .parse::<u64>()
        .ok()
        .and_then(|n| n.checked_mul(1 << shift).filter(|&b| b >> shift == n))
        .ok_or_else(range)?;
    if !(MIN_MEMORY..=most).contains(&bytes) {
        return Err(range());
    }
    Ok(bytes)
}

/// A parser of a size in millimetres from `min` to `max`.
pub fn millimetres(
    min: f64,
    max: f64,
) -> impl Fn(&str) -> Result<f64, String> + Clone + Send + Sync {
    move |text: &str| {
        text.trim()
            .parse::<f64>()
            .ok()
            .filter(|v| v.is_finite() && (min..=max).contains(v))
            .ok_or_else(|| format!("give a size from {min} to {max} mm"))
    }
}

/// A byte count in the largest whole unit below it: `23G`, `512M`.
pub fn size_name(bytes: u64) -> String {
    for (shift, unit) in [(40, "T"), (30, "G"), (20, "M"), (10, "K")] {
        if bytes >= 1 << shift {
            return format!("{}{unit}", bytes >> shift);
        }
    }
    bytes.to_string()
}

/// Says that `path` was written: on standard output, or on standard error
/// when the file itself went to standard output (`-o -`). Not at all when
/// standard output was closed (`>&-`): the file is written, and only its
/// report was not wanted.
pub fn wrote(path: &Path, text: std::fmt::Arguments) -> Result<()> {
    if render::file::is_stdout(path) {
        errln!("{text}");
    } else if !render::file::stdout_closed() {
        outln!("{text}");
    }
    Ok(())
}

/// `debug-options`: every subcommand's options as JSON, one object per
/// command with subcommands walked depth first: its path, and per option
/// its name, whether it takes a value, and whether the value is a number.
pub fn debug_options(cmd: &clap::Command) -> Result<()> {
    let mut out = Vec::new();
    walk(cmd, &mut Vec::new(), &mut out);
    outln!("{}", serde_json::Value::Array(out));
    Ok(())
}

fn walk(cmd: &clap::Command, path: &mut Vec<String>, out: &mut Vec<serde_json::Value>) {
    if path.is_empty() || cmd.get_subcommands().next().is_none() {
        let options: Vec<serde_json::Value> = cmd
            .get_arguments()
            .map(|a| {
                serde_json::json!({
                    "id": a.get_id().as_str(),
                    "long": a.get_long(),
                    "positional": a.is_positional(),
                    "required": a.is_required_set(),
                    "takes_value": a.get_action().takes_values(),
                    "type": type_name(a.get_value_parser()),
                })
            })
            .collect();
        out.push(serde_json::json!({ "path": path.clone(), "options": options }));
    }
    for sub in cmd.get_subcommands() {
        if sub.get_name() == "help" {
            continue;
        }
        path.push(sub.get_name().to_string());
        walk(sub, path, out);
        path.pop();
    }
}

/// The value's type as a word the tests read: `number` for integers,
/// fractions and sizes, else `text`.
fn type_name(p: &clap::builder::ValueParser) -> &'static str {
    let id = p.type_id();
    // A parser's id is its value's type: sizes and counts alike.
    let numbers: [clap::builder::ValueParser; 10] = [
        clap::value_parser!(u64).into(),
        clap::value_parser!(usize).into(),
        clap::value_parser!(u32).into(),
        clap::value_parser!(u16).into(),
        clap::value_parser!(u8).into(),
        clap::value_parser!(i64).into(),
        clap::value_parser!(i32).into(),
        clap::value_parser!(f64).into(),
        clap::value_parser!(f32).into(),
        clap::value_parser!(cards::rules::Passes).into(),
    ];
    if numbers.iter().any(|q| q.type_id() == id) {
        "number"
    } else {
        "text"
    }
}
