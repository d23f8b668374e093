//! pyramid-press: printable, solver-guaranteed puzzles for the Pyramid
//! family of solitaire games. The binary is thin: the command line,
//! signal handling and progress bars; everything else lives in the crates
//! under `crates/`.

mod cli;
mod interrupt;

fn main() -> std::process::ExitCode {
    cli::run()
}
