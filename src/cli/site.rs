//! `site`: the daily puzzles of a range of days as a static site.

use std::path::PathBuf;

use anyhow::Result;
use clap::Args;

use cards::Variant;
use documents::daily::{DailyExtra, DailyOptions, daily_sheet_with};
use documents::puzzle::{DrawStyle, PrintablePuzzle};
use documents::site::{
    self as site, DayRange, MANIFEST_FILE, Manifest, ManifestDay, SiteDay, day_file, preview_file,
    sheet_file, site_files_part,
};
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
    /// Make every day again, whatever the folder's record of an earlier
    /// run says (without it, days whose files are still right are kept).
    #[arg(long)]
    full: bool,
    /// The language of the site's pages and of what their scripts write:
    /// en, de, fr or es.
    #[arg(long, default_value = "en", value_parser = super::parse_lang)]
    lang: documents::locale::Lang,
    /// The last day out, as YYYY-MM-DD, or `today` (this machine's date,
    /// UTC): the feed, the archive, the index page and today.html hold
    /// no later day and no page links one (with script, the pages also
    /// hide days after the visitor's date), so a site written ahead does
    /// not publish its days early through them [default: every day is
    /// out]. The
    /// later days' pages are still written, and public to whoever knows
    /// their address.
    #[arg(long, value_name = "DATE")]
    published_through: Option<String>,
    /// Also write the studio (the page of `pyramid-press studio`, about
    /// 4 MB: a form that makes puzzle books, handouts and sheets in the
    /// browser) as studio/index.html, linked from the archive.
    #[arg(long)]
    studio: bool,
}

/// The date of `--published-through`: a date, or `today` (the clock is
/// read here, once, and only when asked).
fn published_date(text: &str) -> Result<time::Date> {
    if text.trim() == "today" {
        return Ok(time::OffsetDateTime::now_utc().date());
    }
    documents::date::parse(text)
        .map_err(|e| anyhow::anyhow!("--published-through {}: {e}", text.trim()))
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
    let published = a
        .published_through
        .as_deref()
        .map(published_date)
        .transpose()?;
    let deals: Vec<Variant> = a.deals.into_iter().map(Variant::from).collect();
    let mut dates = Vec::new();
    let mut date = from;
    loop {
        dates.push(date);
        if date >= to {
            break;
        }
        date = date
            .next_day()
            .ok_or_else(|| anyhow::anyhow!("no day after {}", daily::date_text(date)))?;
    }
    let style = DrawStyle {
        color: a.color,
        min_text: 0.0,
    };
    let _language = documents::locale::enter(a.lang);
    let players = documents::catalog::id_plays(&style);
    // The record of an earlier run in the folder says which days' files
    // are still right: those are neither made again nor rewritten.
    let made_by = format!("{} {}", site::made_by(&players, a.color), program_digest()?);
    let settings = format!(
        "color={} deals={} url={} lang={}",
        a.color,
        deals
            .iter()
            .map(|v| v.to_string())
            .collect::<Vec<_>>()
            .join(","),
        a.url.as_ref().map(|u| u.base()).unwrap_or_default(),
        a.lang.code()
    );
    let old = if a.full {
        None
    } else {
        read_manifest(&a.output.join(MANIFEST_FILE))
    };
    let mut kept: Vec<time::Date> = match &old {
        Some(m) => site::unchanged_days(m, &made_by, &settings, &dates, published),
        None => Vec::new(),
    };
    // The day index.html shows is kept only when the record says the
    // index shows it already.
    let index = site::index_day(&dates, published);
    let index_text = index.map(daily::date_text);
    let index_kept = old
        .as_ref()
        .is_some_and(|m| m.index.is_some() && m.index == index_text)
        && a.output.join("index.html").is_file();
    kept.retain(|d| {
        let names = [day_file(*d), preview_file(*d), sheet_file(*d)];
        (Some(*d) != index || index_kept) && names.iter().all(|n| a.output.join(n).is_file())
    });
    if let Some(m) = &old
        && kept.is_empty()
        && (m.made_by != made_by || m.settings != settings)
    {
        outln!(
            "{} was made by another build or with other settings: every day is made again",
            a.output.display()
        );
    }
    let old_days: Vec<ManifestDay> = old.map(|m| m.days).unwrap_or_default();
    let mut made = Vec::new();
    for &date in dates.iter().filter(|d| !kept.contains(d)) {
        let day = daily::date_text(date);
        let puzzles = daily::daily_puzzles(date)?;
        let card = cards::daily::deal_of_the_day(&day)?;
        let extra = deals_of_the_day(&day, &deals)?;
        made.push((date, puzzles, card, extra));
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
    // Every day in order, from this run or from the record.
    let mut record = Vec::new();
    for &date in &dates {
        let text = daily::date_text(date);
        match days.iter().find(|d| d.date == date) {
            Some(d) => record.push(ManifestDay {
                date: text,
                ids: d.ids(),
                what: d.line().what,
            }),
            None => match old_days.iter().find(|d| d.date == text) {
                Some(d) => record.push(d.clone()),
                None => anyhow::bail!("the record of {text} is missing"),
            },
        }
    }
    let manifest = Manifest {
        made_by,
        settings,
        days: record,
        index: index_text,
        published: published.map(daily::date_text),
    };
    let lines = manifest
        .lines()
        .ok_or_else(|| anyhow::anyhow!("a day of the record does not read"))?;
    let render: Vec<&SiteDay> = days.iter().collect();
    let opts = site::SiteOptions {
        sheets: true,
        published,
        studio: a.studio,
    };
    let mut files = site_files_part(&lines, &render, &players, a.color, a.url.as_ref(), &opts)?;
    if a.studio {
        files.push((
            site::STUDIO_FILE.to_string(),
            documents::studio::studio_page().into_bytes(),
        ));
    }
    // Each made day's printable sheet: the `daily` sheet of that date.
    let title = documents::tr!("daily-card-deal");
    for (date, puzzles, card, _) in &made {
        let deal = DailyExtra {
            puzzle: card,
            title: &title,
        };
        let opts = DailyOptions {
            paper: render::Paper::Letter,
            color: a.color,
            every: 0,
        };
        let doc = daily_sheet_with(*date, puzzles, Some(&deal), &opts, a.url.as_ref())?;
        files.push((sheet_file(*date), render::to_pdf(&doc)?));
    }
    files.push((MANIFEST_FILE.to_string(), manifest.to_json().into_bytes()));
    // Files whose bytes are already there are not written again.
    let kept_files = kept.len() * 3 + usize::from(index.is_some_and(|d| kept.contains(&d)));
    let total = files.len() + kept_files;
    files.retain(|(n, b)| std::fs::read(a.output.join(n)).map_or(true, |old| &old != b));
    let paths: Vec<PathBuf> = files.iter().map(|(n, _)| a.output.join(n)).collect();
    let list: Vec<(&std::path::Path, &[u8])> = paths
        .iter()
        .zip(&files)
        .map(|(p, (_, b))| (p.as_path(), b.as_slice()))
        .collect();
    if !list.is_empty() {
        write_all_atomic(&list)?;
    }
    outln!(
        "wrote {} ({} days, {} files: {} days made, {} kept; {} files written, {} unchanged)",
        a.output.display(),
        dates.len(),
        total,
        days.len(),
        dates.len() - days.len(),
        files.len(),
        total - files.len()
    );
    Ok(())
}

/// Reads the record of an earlier run, if the folder holds one that reads.
fn read_manifest(path: &std::path::Path) -> Option<Manifest> {
    let text = seed::read::read_regular_text_capped(path, 64 << 20).ok()?;
    Manifest::from_json(&text)
}

/// What the program makes, in brief, so that a site made by a program
/// that makes other puzzles is made again in full: a digest of the
/// puzzles and deals of two probe days, one before the daily's cutover
/// and one after it (about a second). Unlike a digest of the program's
/// own file, it is the same on every platform, as the site is.
fn program_digest() -> Result<String> {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for probe in [
        time::macros::date!(2026 - 12 - 01),
        seed::date::DAILY_CUTOVER,
    ] {
        let day = daily::date_text(probe);
        let mut ids: Vec<String> = daily::daily_puzzles(probe)?
            .iter()
            .map(|p| p.id.to_string())
            .collect();
        ids.push(cards::daily::deal_of_the_day(&day)?.deal_seed.to_string());
        for b in ids.join(" ").bytes() {
            h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    Ok(format!("{h:016x}"))
}
