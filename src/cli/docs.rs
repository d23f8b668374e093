//! Printed documents that need no puzzle generator: the rule sheet and the
//! play mat.

use std::path::PathBuf;

use anyhow::Result;
use clap::Subcommand;

use crate::docs::mat::{DEFAULT_SQUARE_MM, mat_document, parse_grid};
use crate::docs::output::write_document;
use crate::docs::rules::rules_document;
use crate::render::{Format, Paper};

#[derive(Debug, Subcommand)]
pub enum DocsCommand {
    /// Print the one-page rule sheet of Egyptian Solitaire.
    Rules {
        /// Paper size: letter or a4.
        #[arg(long, default_value = "letter")]
        paper: Paper,
        /// Output format: pdf or svg.
        #[arg(long, default_value = "pdf")]
        format: Format,
        /// Output file [default: output/rules-PAPER.FORMAT].
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
    /// Print a blank play mat at true size, split over sheets if needed.
    Mat {
        /// Grid as ROWSxCOLUMNS, e.g. 3x4 or 4x5.
        #[arg(long, default_value = "3x4")]
        grid: String,
        /// Side of a square in millimetres (a Large pyramid is about 25 mm wide).
        #[arg(long, default_value_t = DEFAULT_SQUARE_MM)]
        square_mm: f64,
        /// Paper size: letter or a4.
        #[arg(long, default_value = "letter")]
        paper: Paper,
        /// Output format: pdf or svg (one file per sheet: NAME-1.svg, ...).
        #[arg(long, default_value = "pdf")]
        format: Format,
        /// Output file [default: output/mat-GRID-PAPER.FORMAT].
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
}

pub fn run(cmd: DocsCommand) -> Result<()> {
    let (doc, format, path) = match cmd {
        DocsCommand::Rules {
            paper,
            format,
            output,
        } => {
            let path = output.unwrap_or_else(|| {
                PathBuf::from(format!("output/rules-{paper}.{}", format.extension()))
            });
            (rules_document(paper), format, path)
        }
        DocsCommand::Mat {
            grid,
            square_mm,
            paper,
            format,
            output,
        } => {
            let (rows, cols) = parse_grid(&grid)?;
            let path = output.unwrap_or_else(|| {
                PathBuf::from(format!(
                    "output/mat-{rows}x{cols}-{paper}.{}",
                    format.extension()
                ))
            });
            (mat_document(rows, cols, square_mm, paper)?, format, path)
        }
    };
    for p in write_document(&doc, format, &path)? {
        println!("wrote {}", p.display());
    }
    Ok(())
}
