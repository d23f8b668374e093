//! Card deals and cards (`cards solve --deal`, batch lines):
//! `Deal::from_str` and `Card::from_str`. A deal or card read prints and
//! reads back the same.
#![no_main]

use cards::{Card, Deal};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(card) = text.parse::<Card>() {
        assert_eq!(card.to_string().parse::<Card>(), Ok(card));
    }
    if let Ok(deal) = text.parse::<Deal>() {
        assert_eq!(deal.to_string().parse::<Deal>(), Ok(deal.clone()));
        let _ = deal.layout();
    }
});
