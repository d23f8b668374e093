//! The days of a site (`site --from D1 --to D2`):
//! `documents::site::DayRange::parse`. Input: the first day, then on a
//! second line the last (none: the first). A range accepted runs forwards,
//! holds 1 to `MAX_DAYS` days, and its days printed read back as the same
//! range.
#![no_main]

use documents::daily::date_text;
use documents::site::{DayRange, MAX_DAYS};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let (from, to) = match text.split_once('\n') {
        Some((f, t)) => (f, Some(t)),
        None => (text, None),
    };
    if let Ok(range) = DayRange::parse(from, to) {
        assert!(range.from <= range.to);
        assert!((1..=MAX_DAYS).contains(&range.days()));
        if to.is_none() {
            assert_eq!(range.days(), 1);
        }
        let (f, t) = (date_text(range.from), date_text(range.to));
        assert_eq!(DayRange::parse(&f, Some(&t)), Ok(range), "{f} {t}");
    }
});
