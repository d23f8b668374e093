//! What a shell and `man` need: `completions` prints a completion script
//! (clap_complete) and `man` prints the manual page in roff (clap_mangen),
//! or with `--dir` writes one page per subcommand.
//!
//! Both are made from the command's own definition, passed in by the
//! caller, so they always match the options the program takes.

use std::path::{Path, PathBuf};

use anyhow::Result;
use clap::Args;
use clap_complete::Shell;

/// The name the scripts and pages give the program, whatever the binary
/// was called with.
const NAME: &str = "pyramid-press";

/// The arguments of `completions`.
#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell: bash, zsh, fish, elvish or powershell.
    shell: Shell,
}

/// The arguments of `man`.
#[derive(Debug, Args)]
pub struct ManArgs {
    /// Write one page per subcommand into this folder (pyramid-press.1,
    /// pyramid-press-solve.1, pyramid-press-cards-deal.1, ...) instead of
    /// printing the main page.
    #[arg(long)]
    dir: Option<PathBuf>,
}

/// `completions`: the completion script of `a.shell` on standard output.
pub fn completions(a: CompletionsArgs, mut cmd: clap::Command) -> Result<()> {
    let mut out = Vec::new();
    clap_complete::generate(a.shell, &mut cmd, NAME, &mut out);
    super::stdout::write_bytes(&out)?;
    Ok(())
}

/// `man`: the main page on standard output, or with `--dir` every page
/// written into that folder, all or none.
pub fn man(a: ManArgs, cmd: clap::Command) -> Result<()> {
    let mut cmd = cmd.name(NAME).bin_name(NAME);
    // Sets each subcommand's display name (pyramid-press-solve), which
    // names its page.
    cmd.build();
    let Some(dir) = a.dir else {
        let mut out = Vec::new();
        clap_mangen::Man::new(cmd).render(&mut out)?;
        super::stdout::write_bytes(&out)?;
        return Ok(());
    };
    let mut pages = Vec::new();
    man_pages(&cmd, &dir, &mut pages)?;
    let files: Vec<(&Path, &[u8])> = pages
        .iter()
        .map(|(p, b)| (p.as_path(), b.as_slice()))
        .collect();
    render::write_all_atomic(&files)?;
    for (p, _) in &pages {
        outln!("wrote {}", p.display());
    }
    Ok(())
}

/// The page of `cmd` and of each of its subcommands (but `help`), depth
/// first, as (file, roff).
fn man_pages(cmd: &clap::Command, dir: &Path, out: &mut Vec<(PathBuf, Vec<u8>)>) -> Result<()> {
    let man = clap_mangen::Man::new(cmd.clone());
    let mut roff = Vec::new();
    man.render(&mut roff)?;
    out.push((dir.join(man.get_filename()), roff));
    for sub in cmd.get_subcommands() {
        if sub.get_name() != "help" && !sub.is_hide_set() {
            man_pages(sub, dir, out)?;
        }
    }
    Ok(())
}
