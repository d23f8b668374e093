//! Named options: the card rules (`cards::rules`: availability, passes,
//! win, on/off), tiers, paper sizes, output formats, `render` formats and
//! mat grids. Each value read prints and reads back the same.
#![no_main]

use std::fmt::Display;
use std::str::FromStr;

use libfuzzer_sys::fuzz_target;

fn round_trip<T>(text: &str)
where
    T: FromStr + Display + PartialEq + std::fmt::Debug,
    T::Err: std::fmt::Debug,
{
    if let Ok(v) = text.parse::<T>() {
        assert_eq!(v.to_string().parse::<T>().ok(), Some(v));
    }
}

fuzz_target!(|text: &str| {
    round_trip::<cards::Availability>(text);
    round_trip::<cards::Passes>(text);
    round_trip::<cards::Win>(text);
    if let Ok(on) = cards::rules::parse_on_off(text) {
        let back = if on { "on" } else { "off" };
        assert_eq!(cards::rules::parse_on_off(back), Ok(on));
    }
    round_trip::<egypt::tier::Tier>(text);
    #[cfg(feature = "documents")]
    {
        round_trip::<render::Paper>(text);
        round_trip::<render::Format>(text);
        let _ = text.parse::<documents::web::PageFormat>();
        if let Ok((rows, cols)) = documents::mat::parse_grid(text) {
            assert_eq!(
                documents::mat::parse_grid(&format!("{rows}x{cols}")),
                Ok((rows, cols))
            );
        }
    }
});
