//! An Egyptian Solitaire section of a template: its grid, target and tier
//! read from the section's keys, and what the documents know of its
//! puzzles before they are made.

use std::collections::HashSet;

use crate::puzzle::{DrawStyle, GenerateError, KeyBound, Puzzles, SectionSpec, boxed};
use crate::section::{SectionError, SectionKeys};
use crate::series::SeriesKey;
use egypt::board::{MAX_SIDE, MIN_SIDE, Size};
use egypt::generator::{MAX_COUNT, Spec, Tier};
use egypt::target::Target;

use super::figure::{figure_hint, legible_grid_width};
use super::words::{longest_caption, longest_short_hint, widest_move};

/// What an Egyptian Solitaire section generates.
#[derive(Clone, Debug, PartialEq)]
pub struct EgyptSection(pub Spec);

/// Reads an Egyptian Solitaire section of `count` puzzles: grid, target
/// and tier. Returns it with its default title.
pub fn read(s: &SectionKeys, count: usize) -> Result<(Box<dyn SectionSpec>, String), SectionError> {
    if let Some(v) = &s.variant {
        return Err(SectionError::at(
            v.span(),
            "'variant' is for card sections: add game = \"cards\" or remove it",
        ));
    }
    let Some(grid_raw) = &s.grid else {
        return Err(SectionError::missing_key(
            s.tier.span(),
            "missing key 'grid' (an Egyptian Solitaire section needs one, like grid = \"3x4\")",
        ));
    };
    let grid_text = grid_raw.get_ref().trim().to_ascii_lowercase();
    let grid = grid_text
        .split_once('x')
        .and_then(|(r, c)| Some((r.trim().parse::<usize>().ok()?, c.trim().parse::<usize>().ok()?)))
        .and_then(|(r, c)| Size::new(r, c))
        .ok_or_else(|| {
            SectionError::at(
                grid_raw.span(),
                format!(
                    "bad grid '{}': write ROWSxCOLUMNS like \"3x4\" or \"4x5\", each side {MIN_SIDE} to {MAX_SIDE}",
                    grid_raw.get_ref()
                ),
            )
        })?;
    let target = match &s.target {
        None => Target::SMALL,
        Some(t) => t
            .get_ref()
            .parse::<Target>()
            .map_err(|e| SectionError::at(t.span(), e.to_string()))?,
    };
    let tier = s
        .tier
        .get_ref()
        .parse::<Tier>()
        .map_err(|e| SectionError::at(s.tier.span(), e.to_string()))?;
    // The default title, in the language of the template's pages.
    let title = crate::locale::tr_args(
        "section-egypt-title",
        &[
            ("tier", tier.name().into()),
            ("grid", grid.to_string().into()),
        ],
    );
    Ok((
        Box::new(EgyptSection(Spec {
            grid,
            target,
            tier,
            count,
            seed: 0,
        })),
        title,
    ))
}

impl SectionSpec for EgyptSection {
    fn count(&self) -> usize {
        self.0.count
    }

    fn with_count(&self, count: usize) -> Box<dyn SectionSpec> {
        Box::new(EgyptSection(Spec {
            count,
            ..self.0.clone()
        }))
    }

    fn tier_rank(&self) -> u32 {
        self.0.tier as u32
    }

    fn describe(&self) -> String {
        format!("{} {}", self.0.grid, self.0.tier)
    }

    fn figure_hint(&self, style: &DrawStyle) -> (f64, f64) {
        (
            figure_hint(self.0.grid).0,
            legible_grid_width(self.0.grid, style),
        )
    }

    /// For a board, the most steps are one fewer than the most pieces its
    /// tier starts with: every hop removes one.
    fn key_bound(&self, style: &DrawStyle) -> KeyBound {
        let s = &self.0;
        let steps = s.tier.band().pieces.1.saturating_sub(1);
        KeyBound {
            steps,
            widest_step: widest_move(s.grid),
            hint: Some(longest_short_hint()),
            figure: Some(self.figure_hint(style)),
            caption: Some(longest_caption(s.grid, steps)),
            figures: 2,
        }
    }

    fn generate(
        &self,
        seed: u64,
        progress: &(dyn Fn(usize) + Sync),
    ) -> Result<Puzzles, GenerateError> {
        let spec = Spec {
            seed,
            ..self.0.clone()
        };
        Ok(boxed(
            egypt::generator::generate_with_progress(&spec, progress).map_err(GenerateError::of)?,
        ))
    }

    fn generate_where(
        &self,
        seed: u64,
        progress: &(dyn Fn(usize) + Sync),
        avoid: &HashSet<SeriesKey>,
        fresh: &mut dyn FnMut(SeriesKey) -> bool,
    ) -> Result<Puzzles, GenerateError> {
        use crate::puzzle::PrintablePuzzle;
        let s = &self.0;
        let count = s.count;
        // Room in the run's budget for the puzzles it may skip.
        let room = avoid.iter().filter(|k| k.game == "egypt").count();
        let spec = Spec {
            seed,
            count: (count + room).min(MAX_COUNT.max(count)),
            ..s.clone()
        };
        let mut out = Vec::new();
        let run = egypt::generator::generate_each(&spec, &mut |p| {
            if fresh(p.series_key()) {
                out.push(p);
                progress(out.len());
            }
            out.len() < count
        });
        match run {
            Ok(_) if out.len() == count => Ok(boxed(out)),
            Ok(_) => Err(GenerateError::of(
                egypt::generator::GenerateError::NotEnough {
                    asked: count,
                    tier: s.tier,
                    grid: s.grid,
                    target: s.target,
                    tried: 0,
                    found: out.len(),
                    detail: "the run ended".into(),
                },
            )),
            Err(e) => Err(GenerateError::of(e)),
        }
    }
}
