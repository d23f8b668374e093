//! Calendar days as every crate reads and writes them (`2026-12-03`), with
//! the time crate: the day of a daily sheet, a site's range of days, a web
//! page's day, and the day of `SOURCE_DATE_EPOCH`.

use time::Date;

/// The date as `YYYY-MM-DD`.
pub fn date_text(date: Date) -> String {
    format!(
        "{:04}-{:02}-{:02}",
        date.year(),
        u8::from(date.month()),
        date.day()
    )
}

/// Why a date cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DateError {
    #[error("bad date '{text}': expected YYYY-MM-DD from {FIRST_DATE} to {LAST_DATE} ({parse})")]
    Format {
        text: String,
        parse: time::error::Parse,
    },
    #[error("bad date '{text}': give a date from {FIRST_DATE} to {LAST_DATE}")]
    Year { text: String },
    #[error(
        "SOURCE_DATE_EPOCH '{text}' is invalid: give whole seconds since 1970-01-01 00:00 UTC, for a date from {FIRST_DATE} to {LAST_DATE}"
    )]
    Epoch { text: String },
}

/// The first date any command takes: the first day `SOURCE_DATE_EPOCH`
/// can name, so that a date given as text and one given as seconds follow
/// one rule (and a PDF's creation date is never before 1970).
pub const FIRST_DATE: &str = "1970-01-01";
/// The last date any command takes: the last with a four-digit year
/// (what [`date_text`] writes back).
pub const LAST_DATE: &str = "9999-12-31";

/// Reads `YYYY-MM-DD`, from [`FIRST_DATE`] to [`LAST_DATE`].
pub fn parse_date(text: &str) -> Result<Date, DateError> {
    let fmt = time::macros::format_description!("[year]-[month]-[day]");
    let text = text.trim();
    let date = Date::parse(text, &fmt).map_err(|parse| DateError::Format {
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

/// The date a daily sheet is for when none is given: the day of
/// `SOURCE_DATE_EPOCH` (UTC) when that is set, so a rebuild gives the same
/// files; else today's date in UTC. A `SOURCE_DATE_EPOCH` that is not a
/// whole number of seconds in the years 0 to 9999 is an error, not ignored.
pub fn default_date() -> Result<Date, DateError> {
    match std::env::var("SOURCE_DATE_EPOCH") {
        Ok(text) => date_from_epoch(&text),
        Err(_) => Ok(time::OffsetDateTime::now_utc().date()),
    }
}

/// The UTC day of a `SOURCE_DATE_EPOCH` value (seconds since 1970-01-01).
pub fn date_from_epoch(text: &str) -> Result<Date, DateError> {
    let bad = || DateError::Epoch {
        text: text.trim().to_string(),
    };
    let secs: i64 = text.trim().parse().map_err(|_| bad())?;
    let date = time::OffsetDateTime::from_unix_timestamp(secs)
        .map_err(|_| bad())?
        .date();
    if !(1970..=9999).contains(&date.year()) {
        return Err(bad());
    }
    Ok(date)
}

/// The first day whose daily puzzles and card deals follow the
/// never-repeating schedules (`egypt::daily`, `cards::daily`); every
/// earlier day keeps the puzzles it always had. The first day of a year
/// after the schedules were made (2026-11-29), so no day already printed
/// or published changes.
pub const DAILY_CUTOVER: Date = time::macros::date!(2027 - 01 - 01);

/// Days from [`DAILY_CUTOVER`] to `date` (0 on the cutover itself), or
/// `None` for a day before it.
pub fn days_from_cutover(date: Date) -> Option<u64> {
    (date >= DAILY_CUTOVER).then(|| (date - DAILY_CUTOVER).whole_days() as u64)
}
