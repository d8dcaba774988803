//! Time management: how long to think about one move.

use crate::Limits;
use rules::Color;

/// Thinking time for one move, in milliseconds from the start of the search.
#[derive(Copy, Clone, Debug, PartialEq)]
pub(crate) struct Budget {
    /// Aim: no new iteration is started once a good part of it is used (`None`: no clock).
    pub soft: Option<f64>,
    /// Never more than this: the search stops in the middle of an iteration.
    pub hard: f64,
}

/// The budget for `turn` under `limits`.
///
/// With a clock: an equal share of the remaining time over the moves to go (30 when not
/// given, fewer late in a game without increment is not assumed), plus most of the increment;
/// the hard limit allows a few times that but never more than a fraction of what is left after
/// the move overhead, so that a game with increment is never lost on time.
pub(crate) fn budget(limits: &Limits, turn: Color, fullmoves: u32) -> Budget {
    if let Some(mt) = limits.movetime {
        // All of it, as UCI asks ("search exactly x mseconds") and as Stockfish does: a
        // partial iteration still improves the move. The move overhead keeps a clock from
        // running out; a move time is no clock, so only a millisecond is kept for sending
        // the answer (the clock is read every 1 024 nodes, about a millisecond natively).
        // With the overhead taken off as well, level 8 thought 90 of its opponent's 100 ms.
        let t = (mt as f64 - 1.0).max(1.0);
        return Budget {
            soft: None,
            hard: t,
        };
    }
    // Our own clock; if only the other one was given, go by that rather than think forever.
    let (time, inc) = match turn {
        Color::White => (limits.wtime.or(limits.btime), limits.winc.or(limits.binc)),
        Color::Black => (limits.btime.or(limits.wtime), limits.binc.or(limits.winc)),
    };
    let Some(time) = time else {
        return Budget {
            soft: None,
            hard: f64::INFINITY,
        };
    };
    let overhead = limits.move_overhead as f64;
    let time = time as f64;
    let inc = inc.unwrap_or(0) as f64;
    // What may be spent at all: keep the overhead, and a reserve for the moves to come.
    let available = (time - overhead).max(1.0);
    let moves_to_go = match limits.movestogo {
        Some(n) => f64::from(n.clamp(1, 60)),
        // More moves expected early in the game.
        None => f64::from(40u32.saturating_sub(fullmoves / 2).max(20)),
    };
    let mut soft = available / moves_to_go + inc * 0.75;
    let mut hard = (soft * 4.0).min(available * if moves_to_go <= 1.0 { 0.8 } else { 0.4 });
    // Never plan to use more than a safe part of what is left.
    let ceiling = available * 0.8;
    hard = hard.min(ceiling).max(1.0);
    soft = soft.min(hard);
    Budget {
        soft: Some(soft),
        hard,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits() -> Limits {
        Limits::default()
    }

    #[test]
    fn movetime_is_fixed() {
        let l = Limits {
            movetime: Some(1000),
            ..limits()
        };
        let b = budget(&l, Color::White, 1);
        assert_eq!(b.hard, 999.0);
        assert_eq!(b.soft, None);
    }

    #[test]
    fn no_clock_no_limit() {
        let b = budget(&limits(), Color::White, 1);
        assert_eq!(b.soft, None);
        assert!(b.hard.is_infinite());
    }

    #[test]
    fn uses_own_clock_and_stays_inside_it() {
        let l = Limits {
            wtime: Some(60_000),
            btime: Some(1_000),
            winc: Some(1_000),
            binc: Some(1_000),
            ..limits()
        };
        let w = budget(&l, Color::White, 10);
        let b = budget(&l, Color::Black, 10);
        assert!(w.hard > b.hard);
        // Black has 1 s + 1 s increment: it must not plan to use its whole second.
        assert!(b.hard <= 0.8 * (1_000.0 - 10.0));
        assert!(b.soft.is_some_and(|s| s <= b.hard));
        // Tiny clocks still leave a positive budget under what is left.
        let tiny = Limits {
            wtime: Some(40),
            winc: Some(2_000),
            ..limits()
        };
        let t = budget(&tiny, Color::White, 30);
        assert!(t.hard >= 1.0 && t.hard <= 40.0);
    }

    #[test]
    fn a_missing_own_clock_borrows_the_other() {
        let l = Limits {
            wtime: Some(5_000),
            ..limits()
        };
        let b = budget(&l, Color::Black, 10);
        assert!(b.hard.is_finite() && b.hard < 5_000.0);
    }

    #[test]
    fn last_move_before_control_may_use_more() {
        let l = Limits {
            wtime: Some(10_000),
            movestogo: Some(1),
            ..limits()
        };
        let b = budget(&l, Color::White, 30);
        assert!(b.hard > 4_000.0 && b.hard < 10_000.0 - 10.0);
    }
}
