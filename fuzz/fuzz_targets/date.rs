//! Dates (`daily --date`, templates' `[print] date`):
//! `egypt::daily::parse_date`, and `SOURCE_DATE_EPOCH` values
//! (`date_from_epoch`). A date read prints as `YYYY-MM-DD` and reads back
//! the same.
#![no_main]

use egypt::daily::{date_from_epoch, date_text, parse_date};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(date) = parse_date(text) {
        let printed = date_text(date);
        assert_eq!(parse_date(&printed).ok(), Some(date), "{printed}");
    }
    if let Ok(date) = date_from_epoch(text) {
        let printed = date_text(date);
        assert_eq!(parse_date(&printed).ok(), Some(date), "{printed}");
    }
});
