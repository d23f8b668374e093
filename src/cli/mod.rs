//! The command line: argument parsing and dispatch. Each area owns its
//! subcommands in a file of its own; this module only joins them.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod book;
mod cards;
mod census;
mod docs;
mod egypt;
mod search;

/// Printable, solver-guaranteed puzzles for the Pyramid family of solitaire games.
#[derive(Debug, Parser)]
#[command(name = "pyramid-press", version, about, long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    #[command(flatten)]
    Egypt(egypt::EgyptCommand),
    #[command(flatten)]
    Docs(docs::DocsCommand),
    /// Pyramid card solitaire (Pyramid, Cheops, Pharaohs): deals, solving, statistics, generation.
    #[command(subcommand)]
    Cards(cards::CardsCommand),
    #[command(flatten)]
    Book(book::BookCommand),
    /// Every position of a game from the setup, layer by layer: positions, dead ends, complete games, random-play odds.
    Census(census::CensusArgs),
}

/// Parses the arguments, runs the command, and turns any error into one
/// line on standard error and exit code 2.
pub fn run() -> ExitCode {
    // Die quietly when a reader such as `head` closes the pipe, as
    // command-line tools do, instead of failing on a write.
    #[cfg(unix)]
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    crate::interrupt::install();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if e.use_stderr() => {
            // clap's message without its usage block, on one line.
            let text = e.render().to_string();
            let first: Vec<&str> = text
                .lines()
                .take_while(|l| !l.trim().is_empty())
                .map(str::trim)
                .collect();
            eprintln!("{} (see --help)", first.join(" "));
            return ExitCode::from(2);
        }
        Err(e) => {
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
    };
    let result = match cli.command {
        Command::Egypt(c) => egypt::run(c),
        Command::Docs(c) => docs::run(c),
        Command::Cards(c) => cards::run(c),
        Command::Book(c) => book::run(c),
        Command::Census(c) => census::run(c),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {}", one_line(&e));
            ExitCode::from(2)
        }
    }
}

/// An error and its causes on one line.
fn one_line(e: &anyhow::Error) -> String {
    let mut parts: Vec<String> = Vec::new();
    for cause in e.chain() {
        let s = cause.to_string();
        if !parts.iter().any(|p| p.contains(&s)) {
            parts.push(s);
        }
    }
    parts.join(": ").replace('\n', " ")
}
