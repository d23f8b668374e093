//! The command line: argument parsing and dispatch. Each area owns its
//! subcommands in a file of its own; this module only joins them.

use std::process::ExitCode;

use clap::{ColorChoice, CommandFactory, FromArgMatches, Parser, Subcommand};

#[macro_use]
pub(crate) mod stdout;
mod bounds;
mod cards;
mod census;
mod check;
mod egypt;
mod play;
mod printed;
mod search;
mod series;
mod shell;
mod site;
mod studio;
mod templated;

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
    Printed(printed::PrintedCommand),
    /// Pyramid card solitaire (Pyramid, Cheops, Pharaohs): deals, solving, statistics, generation.
    #[command(subcommand)]
    Cards(cards::CardsCommand),
    #[command(flatten)]
    Templated(templated::TemplatedCommand),
    /// Every position of a game from the setup, layer by layer: positions, dead ends, complete games, random-play odds.
    Census(census::CensusArgs),
    /// Write the daily puzzles of a range of days as a static site: a page per day, index,
    /// archive, Atom feed, play-by-ID page and link-preview pictures.
    Site(site::SiteArgs),
    /// Write the studio: one web page (DIR/index.html) with a form and a live preview that makes
    /// books, handouts and sheets in a browser tab, from disk, with nothing to install.
    Studio(studio::StudioArgs),
    /// List what a series' ledger holds: volumes, dates, numbers, puzzles by game and tier.
    Series(series::SeriesArgs),
    /// Check a move list written on paper against a puzzle or deal ID: solved (exit 0), or the first move that went wrong and why (exit 1).
    Check(check::CheckArgs),
    /// Print a shell completion script: bash, zsh, fish, elvish or powershell.
    Completions(shell::CompletionsArgs),
    /// Print the manual page (roff), or write one page per subcommand with --dir.
    Man(shell::ManArgs),
    /// Print every subcommand's options as JSON (for tests).
    #[command(hide = true)]
    DebugOptions,
}

/// Parses the arguments, runs the command, and turns any error into one
/// line on standard error and exit code 2.
pub fn run() -> ExitCode {
    // Die quietly when a reader such as `head` closes the pipe, as
    // command-line tools do, instead of failing on a write.
    #[cfg(unix)]
    // SAFETY: restoring the default action of SIGPIPE installs no Rust
    // code as a handler; it happens before any other thread starts.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    crate::interrupt::install();
    let cli = match parse() {
        Ok(cli) => cli,
        Err(e) if e.use_stderr() => {
            // clap's message without its usage block, on one line.
            let text = e.render().to_string();
            let first: Vec<&str> = text
                .lines()
                .take_while(|l| !l.trim().is_empty())
                .map(str::trim)
                .collect();
            errln!(
                "{} (see --help)",
                printable(&shorten_quoted(&first.join(" ")))
            );
            return ExitCode::from(2);
        }
        Err(e) if std::io::IsTerminal::is_terminal(&std::io::stdout()) => {
            // Help and version on a terminal, styled.
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            // Help and version into a file or a pipe, which may fail.
            return match stdout::write(format_args!("{}", e.render())) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    errln!("error: {e}");
                    ExitCode::from(2)
                }
            };
        }
    };
    let result = match cli.command {
        Command::Egypt(c) => egypt::run(c),
        Command::Printed(c) => printed::run(c),
        Command::Cards(c) => cards::run(c),
        Command::Templated(c) => templated::run(c),
        Command::Census(c) => census::run(c),
        Command::Site(a) => site::run(a),
        Command::Studio(a) => studio::run(a),
        Command::Series(c) => series::run(c),
        Command::Check(c) => match check::run(c).and_then(|code| Ok((stdout::flush()?, code))) {
            Ok(((), code)) => return code,
            Err(e) => Err(e),
        },
        Command::Completions(a) => shell::completions(a, Cli::command()),
        Command::Man(a) => shell::man(a, Cli::command()),
        Command::DebugOptions => bounds::debug_options(&Cli::command()),
    };
    match result.and_then(|()| Ok(stdout::flush()?)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            errln!("error: {}", one_line(&e));
            ExitCode::from(2)
        }
    }
}

/// Whether colour is turned off by `NO_COLOR` (set and not empty, see
/// no-color.org).
fn no_color() -> bool {
    std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty())
}

/// The command line read. Help and usage are styled (bold, underlined) on
/// a terminal, never when `NO_COLOR` is set. The program's other output is
/// plain: errors are printed as text without styles, and the progress bars
/// draw no colour.
fn parse() -> Result<Cli, clap::Error> {
    let mut cmd = Cli::command();
    if no_color() {
        cmd = cmd.color(ColorChoice::Never);
    }
    let mut matches = cmd.try_get_matches_from_mut(std::env::args_os())?;
    Cli::from_arg_matches_mut(&mut matches).map_err(|e| e.format(&mut cmd))
}

/// An error and its causes on one line.
fn one_line(e: &anyhow::Error) -> String {
    let mut parts: Vec<String> = Vec::new();
    for cause in e.chain() {
        let s = in_flags(cause);
        if !parts.iter().any(|p| p.contains(&s)) {
            parts.push(s);
        }
    }
    printable(&parts.join(": "))
}

/// A cause's message in the words of the command line: the library's
/// errors speak of limits, the command line of the flags that set them, so
/// the flag that lifts a limit is added (or, for the backward pass, named).
fn in_flags(cause: &(dyn std::error::Error + 'static)) -> String {
    use ::egypt::census::CensusError;
    use ::egypt::solver::SolveError;
    use documents::games::egypt::keys::NoKey;
    match cause.downcast_ref::<CensusError>() {
        Some(CensusError::NoRoom { .. }) => {
            return format!(
                "{cause}; give a data folder (--data DIR) to spill to disk, or a larger --memory"
            );
        }
        Some(CensusError::BackwardTooBig { grid }) => {
            return format!(
                "--backward keeps every layer until the end, and the whole {grid} game has billions of positions (the 3x4 about 2.7 billion, over 80 GB): give a mid-game --root"
            );
        }
        _ => {}
    }
    let solve = match cause.downcast_ref::<NoKey>() {
        Some(NoKey::Solve(e)) => Some(e),
        _ => cause.downcast_ref::<SolveError>(),
    };
    let hint = match solve {
        Some(SolveError::Budget { .. }) => "; raise --max-positions or use a smaller position",
        Some(SolveError::TimeLimit { .. }) => "; raise --max-seconds or use a smaller position",
        _ => "",
    };
    format!("{cause}{hint}")
}

/// `text` safe to print as one line on a terminal: a line break becomes a
/// space and any other control character (an escape sequence, a NUL, a
/// carriage return, taken from a file or an argument) is shown escaped,
/// as `\u{1b}`, instead of acting on the terminal. So are the bidirectional
/// controls, which would reorder the line as displayed.
///
/// A message longer than [`LONGEST_MESSAGE`] characters (it quotes a huge
/// input, such as a 10 MB line of a batch file) keeps its start and its
/// end, and says how much was left out.
fn printable(text: &str) -> String {
    let count = text.chars().count();
    let text: std::borrow::Cow<str> = if count > LONGEST_MESSAGE {
        let (head, tail) = (LONGEST_MESSAGE * 2 / 3, LONGEST_MESSAGE / 4);
        let start: String = text.chars().take(head).collect();
        let end: String = text.chars().skip(count - tail).collect();
        format!(
            "{start} [... {} characters left out ...] {end}",
            count - head - tail
        )
        .into()
    } else {
        text.into()
    };
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\n' => out.push(' '),
            c if c.is_control() || is_bidi_control(c) => out.extend(c.escape_unicode()),
            c => out.push(c),
        }
    }
    out
}

/// `text` with every quoted value (between single quotes) longer than 80
/// characters cut to its start and end, so that a huge value given to an
/// option never hides the option's name and the range it takes.
fn shorten_quoted(text: &str) -> String {
    let parts: Vec<&str> = text.split('\'').collect();
    let mut out = String::with_capacity(text.len().min(4096));
    for (i, part) in parts.iter().enumerate() {
        if i > 0 {
            out.push('\'');
        }
        let n = part.chars().count();
        if i % 2 == 1 && i + 1 < parts.len() && n > 80 {
            let start: String = part.chars().take(40).collect();
            let end: String = part.chars().skip(n - 10).collect();
            out.push_str(&format!(
                "{start}[... {} characters left out ...]{end}",
                n - 50
            ));
        } else {
            out.push_str(part);
        }
    }
    out
}

/// Longest error message printed whole, in characters.
const LONGEST_MESSAGE: usize = 600;

/// The bidirectional controls, and the byte-order mark (invisible, it
/// would hide in a quoted line).
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{061c}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{feff}')
}

/// A `--lang` value: en, de, fr or es.
pub fn parse_lang(s: &str) -> Result<documents::locale::Lang, String> {
    s.parse()
        .map_err(|e: documents::locale::UnknownLang| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::printable;

    #[test]
    fn control_characters_are_escaped_and_lines_joined() {
        assert_eq!(printable("a\nb"), "a b");
        assert_eq!(
            printable("x\u{1b}[2Jy\0\r\t"),
            "x\\u{1b}[2Jy\\u{0}\\u{d}\\u{9}"
        );
        assert_eq!(printable("é 😀 \u{202e}x"), "é 😀 \\u{202e}x");
        assert_eq!(printable("\u{feff}1"), "\\u{feff}1");
        assert_eq!(printable("👩\u{200d}💻"), "👩\u{200d}💻");
    }

    #[test]
    fn long_quoted_values_are_cut_and_the_rest_kept() {
        let value = "9".repeat(500);
        let text = format!("invalid value '{value}' for '--passes <PASSES>': not '{value}'");
        let short = super::shorten_quoted(&text);
        assert!(short.contains("'--passes <PASSES>'"), "{short}");
        assert!(
            short.contains("[... 450 characters left out ...]"),
            "{short}"
        );
        assert!(short.len() < 300, "{short}");
        assert_eq!(super::shorten_quoted("a 'b' c"), "a 'b' c");
    }

    #[test]
    fn a_huge_message_keeps_its_start_and_end() {
        let long = format!(
            "error at 3:1: '{}' is not a card (write ...)",
            "x".repeat(10_000_000)
        );
        let short = printable(&long);
        assert!(short.chars().count() < 700, "{}", short.len());
        assert!(short.starts_with("error at 3:1: 'xxx"), "{short}");
        assert!(short.ends_with("xx' is not a card (write ...)"), "{short}");
        let left_out = long.chars().count() - 400 - 150;
        assert!(
            short.contains(&format!("[... {left_out} characters left out ...]")),
            "{short}"
        );
        let fits = "y".repeat(600);
        assert_eq!(printable(&fits), fits);
    }
}
