//! `site`: the daily puzzles of a range of days as a static site.

use std::path::PathBuf;

use anyhow::Result;
use clap::Args;

use cards::Variant;
use documents::puzzle::{DrawStyle, PrintablePuzzle};
use documents::site::{DayRange, SiteDay, site_files};
use egypt::daily;
use render::write_all_atomic;

use super::printed::deals_of_the_day;

/// The arguments of `site`.
#[derive(Debug, Args)]
pub struct SiteArgs {
    /// The first day, as YYYY-MM-DD.
    #[arg(long)]
    from: String,
    /// The last day, as YYYY-MM-DD (the site's index page) [default: the
    /// first day].
    #[arg(long)]
    to: Option<String>,
    /// The folder to write the site into (its files are replaced all or
    /// nothing; other files in it are left alone).
    #[arg(short, long)]
    output: PathBuf,
    /// Colour the pieces on the boards.
    #[arg(long)]
    color: bool,
    /// The card deals of each day, a comma-separated list of pyramid,
    /// cheops, pharaohs (each a winnable medium deal chosen from the date).
    #[arg(long, value_delimiter = ',', default_value = "pyramid")]
    deals: Vec<super::cards::VariantArg>,
    /// The address the site will be served from (absolute http or https):
    /// link previews then name their pictures by full address, and feed
    /// readers resolve the feed's links against it. Links between the
    /// pages stay relative either way.
    #[arg(long, value_name = "URL", value_parser = super::play::parse)]
    url: Option<documents::play_link::PlayUrl>,
    /// The language of the site's pages and of what their scripts write:
    /// en, de, fr or es.
    #[arg(long, default_value = "en", value_parser = super::parse_lang)]
    lang: documents::locale::Lang,
}

pub fn run(a: SiteArgs) -> Result<()> {
    // A site is a folder of files: never standard output, a file or a
    // device.
    if render::file::is_stdout(&a.output) {
        anyhow::bail!(
            "-o - would be standard output, but a site is a folder of files: give a folder"
        );
    }
    if let Ok(meta) = std::fs::metadata(&a.output)
        && !meta.is_dir()
    {
        let what = render::file::not_a_regular_file(&a.output).unwrap_or("a file");
        anyhow::bail!(
            "-o {} is {what}, but a site is a folder of files: give a folder",
            a.output.display()
        );
    }
    let DayRange { from, to } = DayRange::parse(&a.from, a.to.as_deref())?;
    let deals: Vec<Variant> = a.deals.into_iter().map(Variant::from).collect();
    let mut made = Vec::new();
    let mut date = from;
    loop {
        let day = daily::date_text(date);
        let puzzles = daily::daily_puzzles(date)?;
        let card = cards::daily::deal_of_the_day(&day)?;
        let extra = deals_of_the_day(&day, &deals)?;
        made.push((date, puzzles, card, extra));
        if date >= to {
            break;
        }
        date = date
            .next_day()
            .ok_or_else(|| anyhow::anyhow!("no day after {day}"))?;
    }
    let days: Vec<SiteDay> = made
        .iter()
        .map(|(date, puzzles, card, extra)| {
            let mut list: Vec<&dyn PrintablePuzzle> =
                puzzles.iter().map(|p| p as &dyn PrintablePuzzle).collect();
            if deals.contains(&Variant::Pyramid) {
                list.push(card);
            }
            list.extend(extra.iter().map(|p| p as &dyn PrintablePuzzle));
            SiteDay {
                date: *date,
                puzzles: list,
            }
        })
        .collect();
    let style = DrawStyle {
        color: a.color,
        min_text: 0.0,
    };
    let _language = documents::locale::enter(a.lang);
    let players = documents::catalog::id_plays(&style);
    let files = site_files(&days, &players, a.color, a.url.as_ref())?;
    let paths: Vec<PathBuf> = files.iter().map(|(n, _)| a.output.join(n)).collect();
    let list: Vec<(&std::path::Path, &[u8])> = paths
        .iter()
        .zip(&files)
        .map(|(p, (_, b))| (p.as_path(), b.as_slice()))
        .collect();
    write_all_atomic(&list)?;
    outln!(
        "wrote {} ({} days, {} files)",
        a.output.display(),
        days.len(),
        files.len()
    );
    Ok(())
}
