//! Egyptian Solitaire commands: show, solve.

use anyhow::{Context, Result};
use clap::Subcommand;
use serde_json::json;

use crate::egypt::notation::{format_record, parse_position};
use crate::egypt::solver::{self, DEFAULT_MAX_POSITIONS, Limits};
use crate::egypt::{Board, Target};

#[derive(Debug, Subcommand)]
pub enum EgyptCommand {
    /// Draw a position in the terminal, every stack visible.
    Show {
        /// Position in notation, e.g. "SML,SML,SML/SML,.,SML/S,M,L".
        position: String,
    },
    /// Solve a position exactly: verdict, a solution and difficulty metrics.
    Solve {
        /// Position in notation (rows split by '/', squares by ',', pieces
        /// bottom to top as S, M, L, '.' for empty).
        position: String,
        /// What the end must look like: small, medium, large or score<=N.
        #[arg(long, short, default_value = "small")]
        target: String,
        /// Only decide solvability (stops at the first winning line); for
        /// positions whose whole game tree is too large to count.
        #[arg(long)]
        decide: bool,
        /// Stop with an error after this many distinct positions.
        #[arg(long, default_value_t = DEFAULT_MAX_POSITIONS)]
        max_positions: u64,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
}

pub fn run(cmd: EgyptCommand) -> Result<()> {
    match cmd {
        EgyptCommand::Show { position } => {
            let board = parse_position(&position).context("position")?;
            print!("{}", crate::egypt::show::show(&board));
            Ok(())
        }
        EgyptCommand::Solve {
            position,
            target,
            decide,
            max_positions,
            json,
        } => {
            let board = parse_position(&position).context("position")?;
            let target: Target = target.parse()?;
            let limits = Limits { max_positions };
            if decide {
                solve_decide(&board, target, limits, json)
            } else {
                solve_full(&board, target, limits, json)
            }
        }
    }
}

fn solve_full(board: &Board, target: Target, limits: Limits, json: bool) -> Result<()> {
    let a = solver::analyze(board, target, limits)?;
    let m = &a.metrics;
    if json {
        let v = json!({
            "position": board.to_string(),
            "target": target,
            "solvable": a.solvable,
            "solution": a.solution,
            "metrics": m,
        });
        println!("{v}");
        return Ok(());
    }
    println!("position: {board}");
    println!("target:   {target} ({})", target.describe());
    if a.solvable {
        println!("verdict:  solvable in {} moves", a.solution.len());
        println!("solution: {}", format_record(&a.solution));
    } else {
        println!("verdict:  the target cannot be reached");
    }
    println!("pieces:               {}", m.pieces);
    println!(
        "first moves:          {} legal, {} keep the target reachable",
        m.first_moves, m.winning_first_moves
    );
    println!(
        "complete games:       {} ({} meet the target)",
        m.games, m.winning_games
    );
    println!(
        "random play succeeds: {:.6} ({:.4}%)",
        m.random_success,
        100.0 * m.random_success
    );
    println!("forced steps:         {} on the solution", m.forced_steps);
    println!("critical steps:       {} on the solution", m.critical_steps);
    println!("distinct positions:   {} (up to symmetry)", m.positions);
    Ok(())
}

fn solve_decide(board: &Board, target: Target, limits: Limits, json: bool) -> Result<()> {
    let d = solver::decide(board, target, limits)?;
    if json {
        let v = json!({
            "position": board.to_string(),
            "target": target,
            "solvable": d.solvable,
            "solution": d.solution,
            "positions": d.positions,
        });
        println!("{v}");
        return Ok(());
    }
    println!("position: {board}");
    println!("target:   {target} ({})", target.describe());
    if d.solvable {
        println!("verdict:  solvable in {} moves", d.solution.len());
        println!("solution: {}", format_record(&d.solution));
    } else {
        println!("verdict:  the target cannot be reached");
    }
    println!("distinct positions searched: {}", d.positions);
    Ok(())
}
