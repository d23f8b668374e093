//! The card rule sets in words: their names and a few plain sentences
//! for the top of a deal page or the web player.

use cards::rules::{Availability, Passes, Rules, Variant, Win};

/// The preset's name ("Pyramid"), or "Custom rules".
pub fn variant_name(rules: Rules) -> &'static str {
    rules_name(rules)
}

/// The preset name of a rule set, or "Custom rules".
pub fn rules_name(rules: Rules) -> &'static str {
    Variant::ALL
        .into_iter()
        .find(|v| v.rules() == rules)
        .map(|v| match v {
            Variant::Pyramid => "Pyramid",
            Variant::Cheops => "Cheops",
            Variant::Pharaohs => "Pharaohs",
        })
        .unwrap_or("Custom rules")
}

/// The rules in a few plain sentences for the top of a deal page.
pub fn rules_summary(rules: Rules) -> String {
    let from_stock = match rules.availability {
        Availability::WasteTop => "the top card of the waste",
        // The stock stays face down except its top card, which is turned
        // face up so it can be used before it is drawn.
        Availability::WasteTopPlusDrawn => {
            "the top card of the waste and the top card of the stock: keep that one turned face up on the face-down stock, and when you draw it onto the waste, turn up the next"
        }
        Availability::TopTwoWaste => "the top two cards of the waste",
    };
    let overlap = if rules.overlap_pairing {
        "A card may pair with the one card still lying on it."
    } else {
        "A card can only pair once nothing lies on it."
    };
    let passes = match rules.passes {
        Passes::Unlimited => "Go through the stock as often as you like.".to_string(),
        Passes::Limited(1) => "Go through the stock once; there is no redeal.".to_string(),
        Passes::Limited(n) => format!("Go through the stock at most {n} times."),
    };
    let win = match rules.win {
        Win::PyramidEmpty => "You win when the pyramid is cleared.",
        Win::AllCards => "You win when all 52 cards are gone.",
    };
    format!(
        "Take away two uncovered cards whose values add up to 13 (Ace 1, Jack 11, Queen 12); a King goes alone. Besides the pyramid, you may use {from_stock}. {overlap} {passes} {win}"
    )
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
