//! A chess clock with Fischer increment, driven by a time source the caller passes in
//! (milliseconds since the Unix epoch), so it is tested without sleeping and survives a reload:
//! a running clock keeps running while the page is closed, as a real clock would.

use crate::text::{parse, push_2, push_u64};
use rules::Color;

/// Preset time controls offered in the menu: (minutes, increment seconds).
pub const PRESETS: [(u32, u32); 5] = [(20, 0), (15, 10), (10, 5), (5, 3), (3, 2)];

/// Allowed minutes of a custom time control.
pub const TC_MINUTES: (u32, u32) = (1, 600);
/// Allowed increment seconds of a custom time control.
pub const TC_INCREMENT: (u32, u32) = (0, 600);

/// Parses a time control `M+S` (minutes, increment seconds), e.g. `20+0` or `3+2`, within
/// [`TC_MINUTES`] and [`TC_INCREMENT`].
pub fn parse_tc(s: &str) -> Option<(u32, u32)> {
    let (m, inc) = s.split_once(['+', ' ']).unwrap_or((s, "0"));
    tc_fields(m, inc)
}

/// A time control from its two fields (minutes, increment seconds), within [`TC_MINUTES`] and
/// [`TC_INCREMENT`].
pub fn tc_fields(minutes: &str, increment: &str) -> Option<(u32, u32)> {
    let m: u32 = parse(minutes.trim_ascii())?;
    let inc: u32 = parse(increment.trim_ascii())?;
    let ok = (TC_MINUTES.0..=TC_MINUTES.1).contains(&m)
        && (TC_INCREMENT.0..=TC_INCREMENT.1).contains(&inc);
    ok.then_some((m, inc))
}

/// The state of both clocks.
#[derive(Clone, Debug, PartialEq)]
pub struct Clock {
    /// Starting time per player, in milliseconds.
    pub initial_ms: i64,
    /// Fischer increment added after each move, in milliseconds.
    pub increment_ms: i64,
    /// Remaining time of White and Black when `since` was taken.
    remaining: [i64; 2],
    /// The side whose clock runs, if the clock has been started.
    running: Option<Color>,
    /// When the running clock last took its reading (epoch ms).
    since: f64,
    /// Stopped by the arbiter (or not yet started).
    paused: bool,
    /// Remaining times after each move (index = ply - 1), for takeback and `[%clk]`.
    after_move: Vec<[i64; 2]>,
    /// Set once a flag has fallen: the clock stops for good.
    flagged: Option<Color>,
}

fn idx(c: Color) -> usize {
    c.index()
}

impl Clock {
    /// A new clock: `minutes` each, `increment` seconds per move; stopped until started.
    pub fn new(minutes: u32, increment: u32) -> Clock {
        let initial = i64::from(minutes) * 60_000;
        Clock {
            initial_ms: initial,
            increment_ms: i64::from(increment) * 1000,
            remaining: [initial; 2],
            running: None,
            since: 0.0,
            paused: true,
            after_move: Vec::new(),
            flagged: None,
        }
    }

    /// The PGN `TimeControl` value: `1200` or `180+2`.
    pub fn time_control(&self) -> String {
        let mut s = String::new();
        push_i64(&mut s, self.initial_ms / 1000);
        let inc = self.increment_ms / 1000;
        if inc != 0 {
            s.push('+');
            push_i64(&mut s, inc);
        }
        s
    }

    /// Milliseconds left for `color` at time `now` (may be negative after a flag fall).
    pub fn remaining(&self, color: Color, now: f64) -> i64 {
        let base = self.remaining[idx(color)];
        if self.running == Some(color) && !self.paused && self.flagged.is_none() {
            base.saturating_sub((now - self.since).max(0.0) as i64)
        } else {
            base
        }
    }

    /// The side whose clock is running now (none while paused or before the start).
    pub fn ticking(&self) -> Option<Color> {
        if self.paused || self.flagged.is_some() {
            None
        } else {
            self.running
        }
    }

    /// `true` before the first start.
    pub fn not_started(&self) -> bool {
        self.running.is_none()
    }

    /// `true` while paused (after having started).
    pub fn is_paused(&self) -> bool {
        self.paused && self.running.is_some()
    }

    /// The side whose flag fell, once it has.
    pub fn flagged(&self) -> Option<Color> {
        self.flagged
    }

    /// Starts the clock of `to_move` (first start, or resume after a pause).
    pub fn start(&mut self, to_move: Color, now: f64) {
        if self.flagged.is_some() {
            return;
        }
        if self.running.is_none() {
            self.running = Some(to_move);
        }
        if self.paused {
            self.paused = false;
            self.since = now;
        }
    }

    /// Stops the running clock, keeping the times (the arbiter's pause).
    pub fn pause(&mut self, now: f64) {
        if self.paused || self.flagged.is_some() {
            return;
        }
        self.settle(now);
        self.paused = true;
    }

    /// Folds the elapsed time into the running side's remaining time.
    fn settle(&mut self, now: f64) {
        if let Some(c) = self.running {
            if !self.paused {
                self.remaining[idx(c)] = self.remaining(c, now);
                self.since = now;
            }
        }
    }

    /// `mover` has completed a move (castling included): their clock stops, the increment is
    /// added, and the opponent's clock starts. A first move starts a clock that was not started.
    pub fn on_move(&mut self, mover: Color, now: f64) {
        if self.flagged.is_some() {
            return;
        }
        if self.running.is_none() {
            // The first move starts the clock without charging the mover.
            self.running = Some(mover);
            self.paused = false;
            self.since = now;
        }
        self.settle(now);
        self.remaining[idx(mover)] = self.remaining[idx(mover)].saturating_add(self.increment_ms);
        self.after_move.push(self.remaining);
        self.running = Some(!mover);
        self.since = now;
    }

    /// Checks for a flag fall at `now`; returns the side that ran out of time (once).
    pub fn check_flag(&mut self, now: f64) -> Option<Color> {
        if self.flagged.is_some() {
            return None;
        }
        let c = self.ticking()?;
        if self.remaining(c, now) <= 0 {
            self.settle(now);
            self.remaining[idx(c)] = 0;
            self.flagged = Some(c);
            return Some(c);
        }
        None
    }

    /// Takes back the last move: both times return to what they were after the move before
    /// it (or the start), and the clock of the side to move again runs from `now`.
    pub fn takeback(&mut self, to_move: Color, now: f64) {
        self.after_move.pop();
        self.remaining = self
            .after_move
            .last()
            .copied()
            .unwrap_or([self.initial_ms; 2]);
        self.flagged = None;
        if self.after_move.is_empty() {
            // Back at the start: the clock waits again for the first move.
            self.running = None;
            self.paused = true;
        } else {
            self.running = Some(to_move);
        }
        self.since = now;
    }

    /// Undoes a flag fall without taking back a move (when the timeout itself is undone).
    pub fn clear_flag(&mut self, now: f64) {
        if self.flagged.take().is_some() {
            self.paused = true;
            self.since = now;
        }
    }

    /// Sets the times after each ply so far (index = ply - 1: White's and Black's remaining
    /// milliseconds), as read from a game record: the clock shows the last of them and waits,
    /// paused, for the next move.
    pub fn restore(&mut self, after_move: Vec<[i64; 2]>) {
        self.remaining = after_move.last().copied().unwrap_or([self.initial_ms; 2]);
        self.after_move = after_move;
        self.running = None;
        self.paused = true;
        self.flagged = None;
    }

    /// Sets both remaining times (White's, Black's), as a link carries them
    /// ([`crate::game_link`]): the clock waits, paused, for the next move.
    pub fn set_remaining(&mut self, ms: [i64; 2]) {
        self.remaining = ms;
        self.running = None;
        self.paused = true;
        self.flagged = None;
    }

    /// Remaining time after ply `ply` (1-based), for `[%clk]` comments.
    pub fn after_ply(&self, ply: usize, color: Color) -> Option<i64> {
        self.after_move
            .get(ply.checked_sub(1)?)
            .map(|r| r[idx(color)])
    }

    /// Serialises the clock (the moment of saving is implied by `since`, an epoch time).
    pub fn encode(&self) -> String {
        let running = match self.running {
            Some(Color::White) => "w",
            Some(Color::Black) => "b",
            None => "-",
        };
        let flagged = match self.flagged {
            Some(Color::White) => "w",
            Some(Color::Black) => "b",
            None => "-",
        };
        let mut s = String::new();
        for n in [
            self.initial_ms,
            self.increment_ms,
            self.remaining[0],
            self.remaining[1],
        ] {
            push_i64(&mut s, n);
            s.push(' ');
        }
        s.push_str(running);
        s.push_str(if self.paused { " 1 " } else { " 0 " });
        push_i64(&mut s, self.since as i64);
        s.push(' ');
        s.push_str(flagged);
        for r in &self.after_move {
            s.push(' ');
            push_i64(&mut s, r[0]);
            s.push(',');
            push_i64(&mut s, r[1]);
        }
        s
    }

    /// Reads [`Clock::encode`]'s text; `None` if it is damaged.
    pub fn decode(s: &str) -> Option<Clock> {
        let mut it = s.split_ascii_whitespace();
        let mut num = || crate::text::parse_i64(it.next()?);
        let initial_ms = num()?;
        let increment_ms = num()?;
        let rw = num()?;
        let rb = num()?;
        let color = |t: &str| match t {
            "w" => Some(Some(Color::White)),
            "b" => Some(Some(Color::Black)),
            "-" => Some(None),
            _ => None,
        };
        let running = color(it.next()?)?;
        let paused = match it.next()? {
            "0" => false,
            "1" => true,
            _ => return None,
        };
        let since = crate::text::parse_i64(it.next()?)? as f64;
        let flagged = color(it.next()?)?;
        let mut after_move = Vec::new();
        for pair in it {
            let (a, b) = pair.split_once(',')?;
            after_move.push([crate::text::parse_i64(a)?, crate::text::parse_i64(b)?]);
        }
        let valid =
            (1_000..=36_000_000).contains(&initial_ms) && (0..=600_000).contains(&increment_ms);
        valid.then_some(Clock {
            initial_ms,
            increment_ms,
            remaining: [rw, rb],
            running,
            since,
            paused,
            after_move,
            flagged,
        })
    }
}

/// Formats milliseconds as `m:ss`, `h:mm:ss`, or `s.t` (tenths) under 10 seconds.
pub fn format_ms(ms: i64) -> String {
    let ms = ms.max(0) as u64;
    let mut out = String::new();
    if ms < 10_000 {
        push_u64(&mut out, ms / 1000);
        out.push('.');
        push_u64(&mut out, (ms % 1000) / 100);
        return out;
    }
    let total = ms.saturating_add(999) / 1000;
    let (h, m, s) = (total / 3600, (total / 60) % 60, total % 60);
    if h > 0 {
        push_u64(&mut out, h);
        out.push(':');
        push_2(&mut out, m);
    } else {
        push_u64(&mut out, m);
    }
    out.push(':');
    push_2(&mut out, s);
    out
}

/// Appends a signed number in decimal.
fn push_i64(out: &mut String, n: i64) {
    if n < 0 {
        out.push('-');
    }
    push_u64(out, n.unsigned_abs());
}

/// `[%clk h:mm:ss]` for a PGN comment (whole seconds, rounded down as clocks show).
pub fn clk_comment(ms: i64) -> String {
    let total = ms.max(0) as u64 / 1000;
    let mut out = String::from("[%clk ");
    push_u64(&mut out, total / 3600);
    out.push(':');
    push_2(&mut out, (total / 60) % 60);
    out.push(':');
    push_2(&mut out, total % 60);
    out.push(']');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use Color::{Black, White};

    const T0: f64 = 1_700_000_000_000.0;

    #[test]
    fn increments_and_turns() {
        let mut c = Clock::new(3, 2);
        assert!(c.not_started());
        assert_eq!(
            c.remaining(White, T0 + 50_000.0),
            180_000,
            "not running before the start"
        );
        c.on_move(White, T0); // first move: White not charged
        assert_eq!(c.remaining(White, T0), 182_000);
        assert_eq!(c.ticking(), Some(Black));
        c.on_move(Black, T0 + 10_000.0);
        assert_eq!(c.remaining(Black, T0 + 10_000.0), 172_000);
        assert_eq!(c.remaining(White, T0 + 13_500.0), 178_500);
        c.on_move(White, T0 + 13_500.0);
        assert_eq!(c.remaining(White, T0 + 99_999.0), 180_500);
        assert_eq!(c.after_ply(3, White), Some(180_500));
        assert_eq!(c.time_control(), "180+2");
        assert_eq!(Clock::new(20, 0).time_control(), "1200");
    }

    #[test]
    fn flag_fall_once_and_clock_stops() {
        let mut c = Clock::new(1, 0);
        c.start(White, T0);
        assert_eq!(c.check_flag(T0 + 59_999.0), None);
        assert_eq!(c.check_flag(T0 + 60_000.0), Some(White));
        assert_eq!(c.check_flag(T0 + 70_000.0), None, "reported once");
        assert_eq!(c.remaining(White, T0 + 90_000.0), 0);
        c.on_move(White, T0 + 61_000.0);
        assert_eq!(
            c.remaining(Black, T0 + 99_000.0),
            60_000,
            "no move after the flag"
        );
        assert_eq!(c.ticking(), None);
    }

    #[test]
    fn pause_and_resume() {
        let mut c = Clock::new(5, 3);
        c.start(White, T0);
        c.pause(T0 + 1_000.0);
        assert!(c.is_paused());
        assert_eq!(c.remaining(White, T0 + 500_000.0), 299_000);
        assert_eq!(c.check_flag(T0 + 900_000.0), None);
        c.start(White, T0 + 500_000.0);
        assert_eq!(c.remaining(White, T0 + 502_000.0), 297_000);
    }

    #[test]
    fn takeback_restores_the_times_of_that_moment() {
        let mut c = Clock::new(10, 5);
        c.on_move(White, T0);
        c.on_move(Black, T0 + 20_000.0);
        let after_two = [
            c.remaining(White, T0 + 20_000.0),
            c.remaining(Black, T0 + 20_000.0),
        ];
        c.on_move(White, T0 + 50_000.0);
        c.takeback(White, T0 + 60_000.0);
        assert_eq!(c.remaining(White, T0 + 60_000.0), after_two[0]);
        assert_eq!(c.remaining(Black, T0 + 60_000.0), after_two[1]);
        assert_eq!(c.ticking(), Some(White));
        c.takeback(Black, T0 + 61_000.0);
        c.takeback(White, T0 + 62_000.0);
        assert!(c.not_started());
        assert_eq!(c.remaining(White, T0 + 99_000.0), 600_000);
    }

    #[test]
    fn reload_counts_the_time_the_page_was_closed() {
        let mut c = Clock::new(20, 0);
        c.on_move(White, T0);
        let saved = c.encode();
        // Reopened 30 seconds later: Black's clock has kept running.
        let back = Clock::decode(&saved).unwrap();
        assert_eq!(back, c);
        assert_eq!(back.remaining(Black, T0 + 30_000.0), 1_170_000);
        let mut paused = c.clone();
        paused.pause(T0 + 5_000.0);
        let back = Clock::decode(&paused.encode()).unwrap();
        assert_eq!(back.remaining(Black, T0 + 999_000.0), 1_195_000);
        for bad in ["", "x", "1200000 0 1 2 q 0 0 -", "1200000 0 1 2 w 0 0 - 5"] {
            assert_eq!(Clock::decode(bad), None, "{bad}");
        }
    }

    #[test]
    fn formatting() {
        assert_eq!(format_ms(1_200_000), "20:00");
        assert_eq!(format_ms(59_001), "1:00");
        assert_eq!(format_ms(9_950), "9.9");
        assert_eq!(format_ms(-5), "0.0");
        assert_eq!(format_ms(3_600_000), "1:00:00");
        assert_eq!(clk_comment(1_198_400), "[%clk 0:19:58]");
    }
}
