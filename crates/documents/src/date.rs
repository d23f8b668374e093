//! Calendar days as documents read them (`2026-12-03`), with the time
//! crate: a site's range of days, a web page's day.

use time::Date;

/// The first day a date may name.
pub const FIRST_DATE: &str = "1970-01-01";
/// The last day a date may name.
pub const LAST_DATE: &str = "9999-12-31";

/// Why a day cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DateError {
    #[error("bad date '{text}': expected YYYY-MM-DD from {FIRST_DATE} to {LAST_DATE} ({parse})")]
    Format {
        text: String,
        parse: time::error::Parse,
    },
    #[error("bad date '{text}': give a date from {FIRST_DATE} to {LAST_DATE}")]
    Year { text: String },
}

/// Reads `YYYY-MM-DD`, from [`FIRST_DATE`] to [`LAST_DATE`].
pub fn parse(text: &str) -> Result<Date, DateError> {
    let text = text.trim();
    let date = Date::parse(
        text,
        time::macros::format_description!("[year]-[month]-[day]"),
    )
    .map_err(|parse| DateError::Format {
        text: text.to_string(),
        parse,
    })?;
    if !(1970..=9999).contains(&date.year()) {
        return Err(DateError::Year {
            text: text.to_string(),
        });
    }
    Ok(date)
}

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
