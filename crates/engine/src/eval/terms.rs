//! The score of a term (middlegame and endgame values) and the accumulator the evaluation
//! adds its terms to: the real sum when playing, a record of which weight was used how often
//! when tuning (the `tune` feature).

use super::weights::W;
use rules::Color;

/// Middlegame and endgame values of a term.
#[derive(Copy, Clone, Default, Debug, PartialEq, Eq)]
pub(crate) struct S(pub i32, pub i32);

impl core::ops::AddAssign for S {
    #[inline]
    fn add_assign(&mut self, o: S) {
        self.0 += o.0;
        self.1 += o.1;
    }
}

impl core::ops::SubAssign for S {
    #[inline]
    fn sub_assign(&mut self, o: S) {
        self.0 -= o.0;
        self.1 -= o.1;
    }
}

impl core::ops::Mul<i32> for S {
    type Output = S;
    #[inline]
    fn mul(self, k: i32) -> S {
        S(self.0 * k, self.1 * k)
    }
}

/// Where the evaluation's terms go: weight `i` of [`W`] counted `n` times for `color` (White's
/// terms count positively, Black's negatively).
pub(crate) trait Terms {
    /// Adds `n` times the weight `i` for `color`.
    fn add(&mut self, color: Color, i: usize, n: i32);
    /// Adds `n / div` times the weight `i` for `color` (rounded towards zero when playing).
    fn add_scaled(&mut self, color: Color, i: usize, n: i32, div: i32);
}

/// The evaluation's sum from White's point of view.
#[derive(Default)]
pub(crate) struct Sum(pub S);

impl Terms for Sum {
    #[inline]
    fn add(&mut self, color: Color, i: usize, n: i32) {
        let w = W.get(i).copied().unwrap_or_default() * n;
        match color {
            Color::White => self.0 += w,
            Color::Black => self.0 -= w,
        }
    }

    #[inline]
    fn add_scaled(&mut self, color: Color, i: usize, n: i32, div: i32) {
        let w = W.get(i).copied().unwrap_or_default() * n;
        let w = S(w.0 / div.max(1), w.1 / div.max(1));
        match color {
            Color::White => self.0 += w,
            Color::Black => self.0 -= w,
        }
    }
}
