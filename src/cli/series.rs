//! `series`: what a series' ledger holds, volume by volume.

use std::path::PathBuf;

use anyhow::{Result, bail};
use clap::Args;

use documents::series::read_ledger;

/// The arguments of `series`.
#[derive(Debug, Args)]
pub struct SeriesArgs {
    /// The series' ledger, or a book template whose [series] table names
    /// it.
    file: PathBuf,
}

/// A game's name for its ledger tag.
fn game_name(tag: &str, n: usize) -> String {
    let (one, many) = match tag {
        "egypt" => ("Egyptian Solitaire puzzle", "Egyptian Solitaire puzzles"),
        "cards" => ("card deal", "card deals"),
        other => return format!("{n} {other}"),
    };
    format!("{n} {}", if n == 1 { one } else { many })
}

/// `series`: lists the volumes of a ledger, with their dates, titles,
/// numbers and counts by game and tier.
pub fn run(a: SeriesArgs) -> Result<()> {
    let is_template = a
        .file
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("toml"));
    let path = if is_template {
        let t = super::templated::load_book(&a.file)?;
        match t.series {
            Some(s) => s.ledger,
            None => bail!(
                "{}: the template has no [series] table naming a ledger",
                a.file.display()
            ),
        }
    } else {
        a.file.clone()
    };
    if let Some(what) = render::file::not_a_regular_file(&path) {
        bail!(
            "{}: the series ledger is {what}, not a file",
            path.display()
        );
    }
    if !path.is_file() {
        bail!(
            "{}: no series ledger there yet (`book` writes it with the first volume)",
            path.display()
        );
    }
    let ledger = read_ledger(&path)?;
    let summary = ledger.summary();
    outln!(
        "{}: {} volume{}, {} puzzle{}",
        path.display(),
        summary.len(),
        if summary.len() == 1 { "" } else { "s" },
        ledger.puzzles.len(),
        if ledger.puzzles.len() == 1 { "" } else { "s" },
    );
    for v in summary {
        outln!(
            "volume {} ({}){}",
            v.volume,
            v.date.as_deref().unwrap_or("undated"),
            if v.title.is_empty() {
                String::new()
            } else {
                format!(": {}", v.title)
            }
        );
        for (game, (first, last)) in &v.numbers {
            let tiers: Vec<String> = v
                .counts
                .iter()
                .filter(|((g, _), _)| g == game)
                .map(|((_, tier), n)| (documents::order::tier_rank(tier), tier, n))
                .collect::<std::collections::BTreeSet<_>>()
                .into_iter()
                .map(|(_, tier, n)| format!("{n} {tier}"))
                .collect();
            let total: usize = v
                .counts
                .iter()
                .filter(|((g, _), _)| g == game)
                .map(|(_, n)| n)
                .sum();
            outln!(
                "  {}, numbered {first}\u{2013}{last}: {}",
                game_name(game, total),
                tiers.join(", ")
            );
        }
    }
    Ok(())
}
