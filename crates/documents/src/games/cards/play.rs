//! What a page that makes card deals from their IDs needs (the site's
//! `play.html`): for each named rule set, its rules as the script reads
//! them, the places of the pyramid cards, and the playing surface. The
//! page's script deals the cards from the seed in the ID.

use serde_json::{Map, Value, json};

use crate::puzzle::{DrawStyle, IdPlay};
use cards::deal::Deal;
use cards::rules::{Variant, Win};

use super::web::{PLAYER, pyramid_slots, rules_json, web_play};
use super::words::rules_name;

/// The page data of the card player for making deals from IDs.
pub fn id_play(_style: &DrawStyle) -> IdPlay {
    let deal = Deal::from_seed(0);
    let mut variants = Map::new();
    for v in Variant::ALL {
        let rules = v.rules();
        variants.insert(
            v.name().to_string(),
            json!({
                "rules": rules_json(rules),
                "slots": pyramid_slots(&deal),
                "surface": web_play("", &deal, rules, &[]).surface,
                "kind": rules_name(rules),
                "caption": match rules.win {
                    Win::PyramidEmpty => crate::tr!("cards-goal-pyramid"),
                    Win::AllCards => crate::tr!("cards-goal-all"),
                },
            }),
        );
    }
    IdPlay {
        player: &PLAYER,
        data: json!({ "variants": Value::Object(variants) }),
    }
}
