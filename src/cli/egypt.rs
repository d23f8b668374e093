//! Egyptian Solitaire commands: show, solve, generate.

use anyhow::Result;
use clap::Subcommand;

use crate::egypt::notation::parse_position;

#[derive(Debug, Subcommand)]
pub enum EgyptCommand {
    /// Draw a position in the terminal, every stack visible.
    Show {
        /// Position in notation, e.g. "SML,SML,SML/SML,.,SML/S,M,L".
        position: String,
    },
}

pub fn run(cmd: EgyptCommand) -> Result<()> {
    match cmd {
        EgyptCommand::Show { position } => {
            let board = parse_position(&position)?;
            print!("{}", crate::egypt::show::show(&board));
            Ok(())
        }
    }
}
