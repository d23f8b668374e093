//! Making a volume: every section's puzzles with no repeat of an earlier
//! volume (the series' ledger, see [`crate::series`]) or of an earlier
//! section, in the order the template asks for (see [`crate::order`]),
//! and the ledger records of what was printed.

use std::collections::{BTreeMap, HashSet};

use crate::catalog::GenerateError;
use crate::order::Order;
use crate::puzzle::Puzzles;
use crate::series::{PuzzleRecord, SeriesKey};
use crate::template::{BookTemplate, Section, Source, TemplateError};
use seed::derive;

/// Generates every section's puzzles so that no puzzle is one of `avoid`
/// (the ledger's earlier volumes) nor one of an earlier section of the
/// book (nor, as every generator makes sure, an earlier one of its own
/// section). A section that would repeat one takes the next candidate of
/// its own run instead, so the book stays the same for the same template
/// and ledger.
///
/// The sections are made in parallel first, each avoiding `avoid` only;
/// a section that then repeats an earlier section's puzzle is made again,
/// in template order, avoiding those too. Each section's run hands out
/// its puzzles in a fixed order and skips the avoided ones, so the result
/// is the same as making every section in turn.
pub fn generate_distinct(
    source: &Source,
    sections: &[Section],
    seed: u64,
    avoid: &HashSet<SeriesKey>,
    progress: &(dyn Fn(usize) + Sync),
) -> Result<Vec<Puzzles>, TemplateError> {
    generate_distinct_with(
        source,
        sections,
        seed,
        avoid,
        progress,
        &|s, seed, p, avoid| s.spec.generate_avoiding(seed, p, avoid),
    )
}

/// How one section's run is made: the section, its seed, its progress
/// and the puzzles to avoid ([`crate::catalog::PuzzleSpec::generate_avoiding`],
/// or a cache of its answers: the studio keeps the sections it made).
pub type SectionRun<'a> = dyn Fn(
        &Section,
        u64,
        &(dyn Fn(usize) + Sync),
        &HashSet<SeriesKey>,
    ) -> Result<Puzzles, GenerateError>
    + Sync
    + 'a;

/// [`generate_distinct`] with each section's run made by `run`, which
/// must give what `generate_avoiding` gives for the same section, seed
/// and avoided puzzles.
pub fn generate_distinct_with(
    source: &Source,
    sections: &[Section],
    seed: u64,
    avoid: &HashSet<SeriesKey>,
    progress: &(dyn Fn(usize) + Sync),
    run: &SectionRun,
) -> Result<Vec<Puzzles>, TemplateError> {
    use rayon::prelude::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    let done: Vec<AtomicUsize> = sections.iter().map(|_| AtomicUsize::new(0)).collect();
    let run = |i: usize, s: &Section, avoid: &HashSet<SeriesKey>| {
        run(
            s,
            derive(seed, i as u64 + 1),
            &|n| {
                done[i].store(n, Ordering::Relaxed);
                progress(done.iter().map(|d| d.load(Ordering::Relaxed)).sum());
            },
            avoid,
        )
    };
    let first: Vec<Result<Puzzles, GenerateError>> = sections
        .par_iter()
        .enumerate()
        .map(|(i, s)| run(i, s, avoid))
        .collect();
    let located = |i: usize, s: &Section, e: GenerateError| {
        source.error(
            s.span.clone(),
            format!(
                "section {} ('{}') cannot be filled: {e}; ask for fewer, another tier \
                 or another target",
                i + 1,
                s.title
            ),
        )
    };
    let mut out: Vec<Puzzles> = Vec::new();
    let mut used = avoid.clone();
    for (i, (r, s)) in first.into_iter().zip(sections).enumerate() {
        let list = r.map_err(|e| located(i, s, e))?;
        let list = if list.iter().any(|p| used.contains(&p.series_key())) {
            run(i, s, &used).map_err(|e| located(i, s, e))?
        } else {
            list
        };
        used.extend(list.iter().map(|p| p.series_key()));
        out.push(list);
    }
    Ok(out)
}

/// The ledger records of a book's puzzles (in book order, numbered from
/// `first`, by game, as the book numbers them) for `volume`.
pub fn records(
    puzzles: &[Puzzles],
    volume: u32,
    first: &BTreeMap<String, usize>,
) -> Vec<PuzzleRecord> {
    // Numbered by game from `first`, as the book numbers them.
    let mut next: BTreeMap<String, usize> = BTreeMap::new();
    puzzles
        .iter()
        .flatten()
        .map(|p| {
            let key = p.series_key();
            let n = next
                .entry(key.game.clone())
                .or_insert_with(|| first.get(&key.game).copied().unwrap_or(1));
            let number = *n as u32;
            *n += 1;
            PuzzleRecord {
                volume,
                number,
                tier: match p.words().tier {
                    "" => "ungraded".to_string(),
                    t => t.to_string(),
                },
                key,
                line: 0,
            }
        })
        .collect()
}

/// The book's template and puzzles in the order the template asks for:
/// sections ramped, and for a book ordered by ramp or by tier the
/// sections in rising order of tier. Puzzles are not generated again, so
/// the order changes nothing but where each puzzle is printed.
pub fn arrange(t: &BookTemplate, puzzles: Vec<Puzzles>) -> (BookTemplate, Vec<Puzzles>) {
    let book_curve = t.order != Order::AsWritten;
    let mut pairs: Vec<_> = t.sections.iter().cloned().zip(puzzles).collect();
    for (s, list) in &mut pairs {
        if s.order.unwrap_or(if book_curve {
            Order::Ramp
        } else {
            Order::AsWritten
        }) == Order::Ramp
        {
            // A stable sort: equal grades keep the order they were made in.
            list.sort_by_key(|p| p.grade_rank());
        }
    }
    if book_curve {
        pairs.sort_by_key(|(s, _)| s.spec.tier_rank());
    }
    let (sections, puzzles): (Vec<_>, Vec<_>) = pairs.into_iter().unzip();
    let mut out = t.clone();
    out.sections = sections;
    (out, puzzles)
}
