//! The evening's time control: minutes per player and an increment in seconds, written
//! `20+0` as the game page's `tc=` parameter writes it.

use std::fmt;

/// Allowed minutes per player (the game page's custom time control allows the same).
pub const MINUTES: (u32, u32) = (1, 600);
/// Allowed increment, in seconds per move.
pub const INCREMENT: (u32, u32) = (0, 600);

/// A time control with Fischer increment.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct TimeControl {
    /// Minutes per player.
    pub minutes: u32,
    /// Seconds added after each move.
    pub increment: u32,
}

impl Default for TimeControl {
    /// The clubs' evening: 20 minutes, no increment.
    fn default() -> TimeControl {
        TimeControl {
            minutes: 20,
            increment: 0,
        }
    }
}

impl TimeControl {
    /// A time control within [`MINUTES`] and [`INCREMENT`], else `None`.
    pub fn new(minutes: u32, increment: u32) -> Option<TimeControl> {
        let ok = (MINUTES.0..=MINUTES.1).contains(&minutes)
            && (INCREMENT.0..=INCREMENT.1).contains(&increment);
        ok.then_some(TimeControl { minutes, increment })
    }

    /// Reads `M+S` (or `M S`, or `M` alone for no increment), as the game page's `tc=` does.
    ///
    /// ```
    /// use evening::TimeControl;
    /// assert_eq!(TimeControl::parse("20+0"), TimeControl::new(20, 0));
    /// assert_eq!(TimeControl::parse(" 3+2 "), TimeControl::new(3, 2));
    /// assert_eq!(TimeControl::parse("15"), TimeControl::new(15, 0));
    /// assert_eq!(TimeControl::parse("0+5"), None);
    /// assert_eq!(TimeControl::parse("20+x"), None);
    /// ```
    pub fn parse(text: &str) -> Option<TimeControl> {
        let text = text.trim();
        let (minutes, increment) = text.split_once(['+', ' ']).unwrap_or((text, "0"));
        let number = |s: &str| {
            let s = s.trim();
            if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            s.parse::<u32>().ok()
        };
        TimeControl::new(number(minutes)?, number(increment)?)
    }
}

impl fmt::Display for TimeControl {
    /// Writes `20+0`, the form [`TimeControl::parse`] reads and the game page's `tc=` takes.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}+{}", self.minutes, self.increment)
    }
}
