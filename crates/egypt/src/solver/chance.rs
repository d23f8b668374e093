//! The chance of random play, summed so that the printed figure is the
//! correctly rounded value of the exact fraction.
//!
//! A position's chance is the mean of its moves' chances, so the exact
//! value is a fraction whose denominator is a product of move counts: far
//! too wide for a float, and a float sum depends on the order of its terms
//! (it was one unit in the last place off on some puzzles). Here a chance
//! is a 120-bit mantissa and a binary exponent, `m * 2^-e` with `m` in
//! `[2^119, 2^120)` (or 0), together with a proven bound `err`: the exact
//! value lies in `[m, m + err] * 2^-e`. Each mean aligns its terms to the
//! largest one (truncating), sums them exactly in 128 bits, divides by the
//! move count (truncating) and counts every truncation into `err`, which so
//! stays a few thousand units of a 120-bit mantissa: a relative error
//! below 2^-100 after any number of moves.
//!
//! [`Chance::to_f64`] rounds both ends of that interval to the nearest
//! double. Rounding is monotone, so when they agree (always, unless the
//! exact value lies within 2^-100 of the midpoint between two doubles) the
//! result is the correctly rounded exact value, whatever the order of the
//! sums. The exact values 0 and 1 are kept exactly.

/// Bits of the normalised mantissa: `m < 2^TOP`, and 255 of them sum in a
/// `u128` without overflow.
const TOP: u32 = 120;

/// A chance in [0, 1] with its error bound (see the module documentation).
/// The mantissa is two words, so a record holding one needs no 16-byte
/// alignment.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, bytemuck::Zeroable)]
pub(crate) struct Chance {
    m: [u64; 2],
    e: u32,
    err: u32,
}

impl Chance {
    pub(crate) const ZERO: Chance = Chance {
        m: [0, 0],
        e: 0,
        err: 0,
    };

    pub(crate) const ONE: Chance = Chance {
        m: [0, 1 << (TOP - 1 - 64)],
        e: TOP - 1,
        err: 0,
    };

    /// 1 for a won end, 0 for a lost one.
    pub(crate) fn of(won: bool) -> Chance {
        if won { Chance::ONE } else { Chance::ZERO }
    }

    fn mantissa(&self) -> u128 {
        (self.m[1] as u128) << 64 | self.m[0] as u128
    }

    /// The mean of `n >= 1` chances, given in any order.
    pub(crate) fn mean(items: impl Iterator<Item = Chance> + Clone, n: usize) -> Chance {
        // The largest term's scale: the least exponent of a non-zero term;
        // coarser by a bit for each doubling of `n` past 255, so that the
        // sum fits 128 bits (every non-zero chance has `e >= TOP - 1`).
        let extra = (usize::BITS - n.leading_zeros()).saturating_sub(128 - TOP);
        let Some(e0) = items.clone().filter(|c| c.m != [0, 0]).map(|c| c.e).min() else {
            return Chance::ZERO;
        };
        let e0 = e0 - extra;
        let (mut sum, mut err) = (0u128, 0u64);
        for c in items {
            if c.m == [0, 0] {
                continue;
            }
            let shift = c.e - e0;
            if shift == 0 {
                sum += c.mantissa();
                err += c.err as u64;
            } else {
                sum += c.mantissa().checked_shr(shift).unwrap_or(0);
                // The dropped bits of the mantissa and of the bound.
                err += (c.err as u64).checked_shr(shift).unwrap_or(0) + 2;
            }
        }
        let n = n as u128;
        let q = sum / n;
        let err = (err as u128).div_ceil(n) + u128::from(q * n != sum);
        // q >= 2^119 / 255 > 0: normalise back to the top bit.
        let k = q.leading_zeros() - (128 - TOP);
        let m = q << k;
        let err = (err << k).min(u32::MAX as u128) as u32;
        Chance {
            m: [m as u64, (m >> 64) as u64],
            e: e0 + k,
            err,
        }
    }

    /// `m * 2^-e` rounded to the nearest double (exact for normal results).
    fn round(m: u128, e: u32) -> f64 {
        // u128 to f64 rounds to nearest; the scalings by powers of two are
        // exact while the result is a normal double.
        let x = m as f64 * 2f64.powi(-(TOP as i32));
        match e.checked_sub(TOP) {
            Some(rest) if rest <= 1000 => x * 2f64.powi(-(rest as i32)),
            Some(rest) => x * 2f64.powi(-1000) * 2f64.powi(-((rest - 1000).min(1100) as i32)),
            None => x * 2f64.powi((TOP - e) as i32),
        }
    }

    /// The nearest double: the correctly rounded exact value whenever both
    /// ends of the error interval round alike (see [`Chance::rounds_exactly`]).
    pub(crate) fn to_f64(self) -> f64 {
        Chance::round(self.mantissa(), self.e)
    }

    /// Whether [`Chance::to_f64`] is proved to be the correctly rounded
    /// exact value.
    #[cfg(test)]
    pub(crate) fn rounds_exactly(self) -> bool {
        self.err < u32::MAX
            && self.e <= TOP + 1000
            && Chance::round(self.mantissa(), self.e)
                == Chance::round(self.mantissa() + self.err as u128, self.e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn means_of_exact_halves_and_thirds() {
        let half = Chance::mean([Chance::ONE, Chance::ZERO].into_iter(), 2);
        assert_eq!(half.to_f64(), 0.5);
        assert_eq!(half.err, 0);
        let third = Chance::mean([Chance::ONE, Chance::ZERO, Chance::ZERO].into_iter(), 3);
        assert_eq!(third.to_f64(), 1.0 / 3.0);
        assert!(third.rounds_exactly());
        let one = Chance::mean([Chance::ONE; 7].into_iter(), 7);
        assert_eq!(one, Chance::ONE);
        assert_eq!(Chance::mean([Chance::ZERO; 3].into_iter(), 3), Chance::ZERO);
        // (1/3 + 1/2 + 0) / 3 = 5/18.
        let x = Chance::mean([third, half, Chance::ZERO].into_iter(), 3);
        assert_eq!(x.to_f64(), 5.0 / 18.0);
    }

    #[test]
    fn tiny_chances_keep_their_precision() {
        // (1/7)^200 is far below 2^-120 but keeps full relative precision.
        let mut c = Chance::ONE;
        for _ in 0..200 {
            let mut items = vec![Chance::ZERO; 6];
            items.push(c);
            c = Chance::mean(items.into_iter(), 7);
        }
        assert!(c.rounds_exactly());
        let want = (-(200.0 * 7f64.ln())).exp();
        assert!(
            (c.to_f64() / want - 1.0).abs() < 1e-12,
            "{} vs {want}",
            c.to_f64()
        );
    }
}
