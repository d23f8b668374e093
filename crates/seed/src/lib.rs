//! Seeds shared by every game: derived from texts (such as a date) and
//! from indices, with fixed arithmetic so every platform agrees. And the
//! one way every crate reads a file a user names: with a size cap
//! ([`read`], which also splits a written line of moves into its words
//! with their columns); and calendar days ([`date`]). And [`word_value!`],
//! the reading and showing of a value written as one word (a paper, a
//! tier, a card).

pub mod date;
pub mod read;

/// A 64-bit mix (SplitMix64's finaliser).
pub fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A seed from a text: 64-bit FNV-1a of its UTF-8 bytes.
pub fn from_text(text: &str) -> u64 {
    text.bytes().fold(0xCBF2_9CE4_8422_2325u64, |h, b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01B3)
    })
}

/// A seed derived from another and a salt (a section number, say), drawn
/// from a ChaCha8 stream.
pub fn derive(seed: u64, salt: u64) -> u64 {
    use rand::{RngExt, SeedableRng};
    rand_chacha::ChaCha8Rng::seed_from_u64(seed ^ mix(salt)).random()
}

/// A value written as one word (a paper size, a tier, an output format, a
/// card): declares the error of text that names no such value, with its
/// message (`{0}` is the text, trimmed), and `FromStr` for the value
/// through its `fn from_word(&str) -> Option<Self>`. With `shown by
/// METHOD`, also `Display` through that `fn(self) -> &'static str`.
///
/// ```
/// #[derive(Clone, Copy, Debug, PartialEq)]
/// pub enum Side { Left, Right }
/// impl Side {
///     fn name(self) -> &'static str {
///         match self { Side::Left => "left", Side::Right => "right" }
///     }
///     fn from_word(s: &str) -> Option<Side> {
///         [Side::Left, Side::Right].into_iter().find(|x| x.name() == s.trim())
///     }
/// }
/// pyramid_press_seed::word_value! {
///     Side, shown by name;
///     /// An unknown side.
///     SideError("unknown side '{0}': use left or right")
/// }
/// assert_eq!("right".parse(), Ok(Side::Right));
/// assert_eq!(Side::Left.to_string(), "left");
/// let e = " up ".parse::<Side>().unwrap_err();
/// assert_eq!(e.to_string(), "unknown side 'up': use left or right");
/// ```
#[macro_export]
macro_rules! word_value {
    ($ty:ident $(, shown by $show:ident)?; $(#[$doc:meta])* $err:ident($message:literal)) => {
        $(#[$doc])*
        #[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
        #[error($message)]
        pub struct $err(pub String);

        impl ::std::str::FromStr for $ty {
            type Err = $err;
            fn from_str(s: &str) -> ::std::result::Result<$ty, $err> {
                $ty::from_word(s).ok_or_else(|| $err(s.trim().to_string()))
            }
        }

        $(impl ::std::fmt::Display for $ty {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.$show())
            }
        })?
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_values() {
        // FNV-1a of the empty string is its offset basis; of "a" a published value.
        assert_eq!(from_text(""), 0xCBF2_9CE4_8422_2325);
        assert_eq!(from_text("a"), 0xAF63_DC4C_8601_EC8C);
        assert_ne!(mix(0), mix(1));
    }
}
