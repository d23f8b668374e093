//! The card rule sets in words: their names and a few plain sentences
//! for the top of a deal page or the web player.

use crate::tr;
use cards::rules::{Availability, Passes, Rules, Variant, Win};

/// The preset's name ("Pyramid"), or "Custom rules".
pub fn variant_name(rules: Rules) -> String {
    rules_name(rules)
}

/// The preset name of a rule set, or "Custom rules", in the language of
/// the page.
pub fn rules_name(rules: Rules) -> String {
    Variant::ALL
        .into_iter()
        .find(|v| v.rules() == rules)
        .map(|v| match v {
            Variant::Pyramid => tr!("variant-pyramid"),
            Variant::Cheops => tr!("variant-cheops"),
            Variant::Pharaohs => tr!("variant-pharaohs"),
        })
        .unwrap_or_else(|| tr!("variant-custom"))
}

/// The rules in a few plain sentences for the top of a deal page.
pub fn rules_summary(rules: Rules) -> String {
    let from_stock = match rules.availability {
        Availability::WasteTop => tr!("rules-from-waste-top"),
        Availability::WasteTopPlusDrawn => tr!("rules-from-waste-top-plus-drawn"),
        Availability::TopTwoWaste => tr!("rules-from-top-two-waste"),
    };
    let overlap = if rules.overlap_pairing {
        tr!("rules-overlap-on")
    } else {
        tr!("rules-overlap-off")
    };
    let passes = match rules.passes {
        Passes::Unlimited => tr!("rules-passes-unlimited"),
        Passes::Limited(1) => tr!("rules-passes-once"),
        Passes::Limited(n) => tr!("rules-passes-limited", n = n),
    };
    let win = match rules.win {
        Win::PyramidEmpty => tr!("rules-win-pyramid"),
        Win::AllCards => tr!("rules-win-all"),
    };
    tr!(
        "rules-summary",
        from_stock = from_stock,
        overlap = overlap,
        passes = passes,
        win = win
    )
}

/// The words printed keys use for a draw and for a reset, in every
/// language (`draw`, `ziehen`, `tirer`...; `reset`, `wenden`...), so that
/// a move list copied from a key in any language reads back.
pub fn step_words() -> (Vec<String>, Vec<String>) {
    use crate::locale::{Lang, tr_in};
    let mut draw: Vec<String> = Lang::ALL
        .iter()
        .map(|&l| tr_in(l, "cards-step-draw", &[]))
        .collect();
    let mut reset: Vec<String> = Lang::ALL
        .iter()
        .map(|&l| tr_in(l, "cards-step-reset", &[]))
        .collect();
    draw.dedup();
    reset.dedup();
    (draw, reset)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn preset_names_and_summaries() {
        assert_eq!(rules_name(Rules::pyramid()), "Pyramid");
        assert_eq!(rules_name(Rules::pharaohs()), "Pharaohs");
        let mut custom = Rules::cheops();
        custom.overlap_pairing = true;
        assert_eq!(rules_name(custom), "Custom rules");
        assert!(rules_summary(Rules::pharaohs()).contains("top two cards of the waste"));
        assert!(rules_summary(Rules::pharaohs()).contains("no redeal"));
        assert!(rules_summary(Rules::pyramid()).contains("as often as you like"));
        assert!(rules_summary(Rules::cheops()).contains("at most 3 times"));
        // The stock is face down; only its top card is turned up.
        let cheops = rules_summary(Rules::cheops());
        assert!(cheops.contains("top card of the stock") && cheops.contains("face-down stock"));
    }
}
