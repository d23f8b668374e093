//! pyramid-press: printable, solver-guaranteed puzzles for the Pyramid
//! family of solitaire games. The binary is thin: the command line,
//! signal handling and progress bars; everything else lives in the crates
//! under `crates/`.

mod cli;
mod interrupt;

/// The static Linux build (musl) allocates through mimalloc: musl's own
/// allocator takes a lock for every allocation, which the parallel books and
/// sites pay for (measured in BENCHMARKS.md, "Static Linux build").
#[cfg(target_env = "musl")]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    cli::run()
}
