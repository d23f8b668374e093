//! Calendar days as documents read them (`2026-12-03`): a site's range of
//! days, a web page's day. The reader is the seed crate's, the one the
//! games use too.

pub use seed::date::{DateError, FIRST_DATE, LAST_DATE, parse_date as parse};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_day_and_refuses_others_with_the_range() {
        let d = parse(" 2026-12-03 ").expect("a day");
        assert_eq!((d.year(), u8::from(d.month()), d.day()), (2026, 12, 3));
        let e = parse("2026-13-01").unwrap_err().to_string();
        assert!(
            e.starts_with("bad date '2026-13-01': expected YYYY-MM-DD"),
            "{e}"
        );
        let e = parse("0999-01-01").unwrap_err().to_string();
        assert!(e.contains("from 1970-01-01 to 9999-12-31"), "{e}");
    }
}
