//! A card section of a template: its rule set and tier read from the
//! section's keys, and what the documents know of its deals before they
//! are made.

use std::collections::HashSet;

use crate::puzzle::{
    DrawStyle, GenerateError, KeyBound, PrintablePuzzle, Puzzles, SectionSpec, boxed,
    large_print_scale,
};
use crate::section::{SectionError, SectionKeys};
use crate::series::SeriesKey;
use cards::{Spec, Tier, Variant};

use super::draw::{figure_hint, widest_step};
use super::words::variant_name;

/// What a card section generates.
#[derive(Clone, Debug, PartialEq)]
pub struct CardSection(pub Spec);

/// Reads a card section of `count` deals: rule set and tier. Returns it
/// with its default title.
pub fn read(s: &SectionKeys, count: usize) -> Result<(Box<dyn SectionSpec>, String), SectionError> {
    for (key, v) in [("grid", &s.grid), ("target", &s.target)] {
        if let Some(v) = v {
            return Err(SectionError::at(
                v.span(),
                format!(
                    "'{key}' is for Egyptian Solitaire sections; a card section takes variant, tier and count"
                ),
            ));
        }
    }
    let variant = match &s.variant {
        None => Variant::Pyramid,
        Some(v) => {
            let name = v.get_ref().trim().to_ascii_lowercase();
            Variant::ALL
                .into_iter()
                .find(|x| x.name() == name)
                .ok_or_else(|| {
                    SectionError::at(
                        v.span(),
                        format!(
                            "unknown variant '{}': use \"pyramid\", \"cheops\" or \"pharaohs\"",
                            v.get_ref()
                        ),
                    )
                })?
        }
    };
    let tier_name = s.tier.get_ref().trim().to_ascii_lowercase();
    let tier = [Tier::Easy, Tier::Medium, Tier::Hard, Tier::Expert]
        .into_iter()
        .find(|t| t.name() == tier_name)
        .ok_or_else(|| {
            SectionError::at(
                s.tier.span(),
                format!(
                    "unknown tier '{}': use easy, medium, hard or expert",
                    s.tier.get_ref()
                ),
            )
        })?;
    // The default title, in the language of the template's pages.
    let title = crate::locale::tr_args(
        "section-cards-title",
        &[
            ("tier", tier.name().into()),
            ("variant", variant_name(variant.rules()).into()),
        ],
    );
    Ok((
        Box::new(CardSection(Spec {
            rules: variant.rules(),
            tier,
            count,
        })),
        title,
    ))
}

impl SectionSpec for CardSection {
    fn count(&self) -> usize {
        self.0.count
    }

    fn with_count(&self, count: usize) -> Box<dyn SectionSpec> {
        Box::new(CardSection(Spec { count, ..self.0 }))
    }

    fn tier_rank(&self) -> u32 {
        self.0.tier as u32
    }

    fn describe(&self) -> String {
        format!("{} {}", variant_name(self.0.rules), self.0.tier)
    }

    fn figure_hint(&self, style: &DrawStyle) -> (f64, f64) {
        let (aspect, w) = figure_hint();
        (aspect, w * large_print_scale(style))
    }

    fn key_bound(&self, _style: &DrawStyle) -> KeyBound {
        KeyBound {
            steps: max_key_steps(self.0.rules),
            widest_step: widest_step(),
            hint: None,
            figure: None,
            caption: None,
            figures: 0,
        }
    }

    fn generate(
        &self,
        seed: u64,
        progress: &(dyn Fn(usize) + Sync),
    ) -> Result<Puzzles, GenerateError> {
        let s = &self.0;
        let out = boxed(
            cards::generator::generate(s.rules, s.tier, s.count, seed)
                .map_err(GenerateError::of)?,
        );
        progress(out.len());
        Ok(out)
    }

    fn generate_where(
        &self,
        seed: u64,
        progress: &(dyn Fn(usize) + Sync),
        avoid: &HashSet<SeriesKey>,
        fresh: &mut dyn FnMut(SeriesKey) -> bool,
    ) -> Result<Puzzles, GenerateError> {
        let s = &self.0;
        let room = avoid.iter().filter(|k| k.game == "cards").count();
        let limit = cards::generator::MIN_CANDIDATES.max(
            cards::generator::CANDIDATES_PER_DEAL.saturating_mul(s.count.saturating_add(room)),
        );
        let out =
            cards::generator::generate_where(s.rules, s.tier, s.count, seed, limit, &mut |p| {
                fresh(p.series_key())
            })
            .map_err(GenerateError::of)?;
        progress(out.len());
        Ok(boxed(out))
    }
}

/// The most steps a deal's key can have under `rules`, draws folded: a
/// key is a line that never comes back to a position, so it removes
/// cards in at most 28 steps (four Kings alone, the other 48 cards in
/// pairs), has at most one reset between two removals (two would bring
/// the stock back to where it was) and never more than the rules'
/// passes allow, and each run of draws is followed by a removal or a
/// reset.
fn max_key_steps(rules: cards::Rules) -> usize {
    let removals = 4 + 48 / 2;
    let resets = match rules.passes {
        cards::rules::Passes::Limited(n) => (n as usize).saturating_sub(1).min(removals + 1),
        _ => removals + 1,
    };
    removals + resets + (removals + resets + 1)
}
