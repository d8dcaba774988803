//! The analysis of a game (issue 21): the engine's evaluation of every position, and what it
//! says about every move.
//!
//! * [`Eval`]: an evaluation from White's point of view, centipawns or mate.
//! * [`judge`]: the mark of a move ([`Mark`]: `?!`, `?`, `??`) from the drop in winning
//!   chances, with the logistic curve and thresholds lichess documents.
//! * [`accuracy`]: accuracy per move and per player (lichess's published formula).
//! * [`record`]: the analysis of a game ([`record::Analysis`]) and its text codec, kept with
//!   the saved game.
//! * [`pgn`]: `[%eval ...]` comments and the NAGs `$6 $2 $4` in exported and imported PGN.
//! * [`keep`]: the analysis written into the game page's saved game.
//!
//! Pure logic for the lazily loaded analysis module; nothing here is in the game page's wasm.

pub mod accuracy;
pub mod keep;
pub mod pgn;
pub mod record;

/// An evaluation from White's point of view.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Eval {
    /// Centipawns, positive when White is better.
    Cp(i32),
    /// Mate in this many moves: positive when White mates, negative when Black mates. `Mate(0)`
    /// is a position where the side to move is checkmated (who won then depends on the side to
    /// move: see [`Eval::white_wins_mated`]).
    Mate(i32),
}

impl Eval {
    /// White's winning chances in -1..=1: `2 / (1 + exp(-0.00368208 * cp)) - 1` (lichess's
    /// curve; centipawns clamped to ±1000 as lichess does), mates ±1. `white_to_move` tells
    /// who is mated in `Mate(0)`.
    pub fn white_chances(self, white_to_move: bool) -> f64 {
        match self {
            Eval::Cp(cp) => {
                let cp = f64::from(cp.clamp(-1000, 1000));
                2.0 / (1.0 + (-0.003_682_08 * cp).exp()) - 1.0
            }
            Eval::Mate(0) => Self::white_wins_mated(white_to_move),
            Eval::Mate(n) if n > 0 => 1.0,
            Eval::Mate(_) => -1.0,
        }
    }

    /// White's chances in a checkmate position: 1 when Black (to move) is mated.
    pub fn white_wins_mated(white_to_move: bool) -> f64 {
        if white_to_move {
            -1.0
        } else {
            1.0
        }
    }

    /// White's Win% in 0..=100 (lichess's accuracy scale): `50 + 50 * chances`.
    pub fn white_win_percent(self, white_to_move: bool) -> f64 {
        50.0 + 50.0 * self.white_chances(white_to_move)
    }

    /// The evaluation as a PGN `%eval` value: `0.35`, `-1.20`, `#3`, `#-2` (pawns with two
    /// decimals; `Mate(0)` as `#0`).
    pub fn to_pgn(self) -> String {
        match self {
            Eval::Mate(n) => ["#", &n.to_string()].concat(),
            Eval::Cp(cp) => {
                let sign = if cp < 0 { "-" } else { "" };
                let a = cp.unsigned_abs();
                format!("{sign}{}.{:02}", a / 100, a % 100)
            }
        }
    }

    /// Reads [`Eval::to_pgn`]'s text (and lichess's: `+0.3`, `12`, `#+4`); `None` for anything
    /// else.
    pub fn from_pgn(text: &str) -> Option<Eval> {
        if let Some(m) = text.strip_prefix('#') {
            let m = m.strip_prefix('+').unwrap_or(m);
            return m.parse::<i32>().ok().map(Eval::Mate);
        }
        let (neg, digits) = match text.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, text.strip_prefix('+').unwrap_or(text)),
        };
        let (whole, frac) = digits.split_once('.').unwrap_or((digits, ""));
        if whole.is_empty() && frac.is_empty()
            || whole.len() > 6
            || frac.len() > 2
            || !whole
                .bytes()
                .chain(frac.bytes())
                .all(|b| b.is_ascii_digit())
        {
            return None;
        }
        let w: i32 = if whole.is_empty() {
            0
        } else {
            whole.parse().ok()?
        };
        let f: i32 = match frac.len() {
            0 => 0,
            1 => frac.parse::<i32>().ok()? * 10,
            _ => frac.parse().ok()?,
        };
        let cp = w.checked_mul(100)?.checked_add(f)?;
        Some(Eval::Cp(if neg { -cp } else { cp }))
    }
}

/// How bad a move was.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Mark {
    /// `?!`: the mover's winning chances dropped by at least 0.1.
    Inaccuracy,
    /// `?`: by at least 0.2.
    Mistake,
    /// `??`: by at least 0.3.
    Blunder,
}

impl Mark {
    /// The mark's NAG as lichess writes it: `$6` (?!), `$2` (?), `$4` (??).
    pub fn nag(self) -> u8 {
        match self {
            Mark::Inaccuracy => 6,
            Mark::Mistake => 2,
            Mark::Blunder => 4,
        }
    }

    /// The mark a NAG stands for.
    pub fn of_nag(nag: u8) -> Option<Mark> {
        match nag {
            6 => Some(Mark::Inaccuracy),
            2 => Some(Mark::Mistake),
            4 => Some(Mark::Blunder),
            _ => None,
        }
    }

    /// The symbol: `?!`, `?`, `??`.
    pub fn symbol(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }
}

/// The mark of a move by White (`white_moved`) or Black from the evaluations of the position
/// before and after it: the drop in the mover's winning chances ([`Eval::white_chances`]) of
/// 0.3 or more is a blunder, 0.2 a mistake, 0.1 an inaccuracy; less is no mark.
pub fn judge(before: Eval, after: Eval, white_moved: bool) -> Option<Mark> {
    let drop = chances_drop(before, after, white_moved);
    if drop >= 0.3 {
        Some(Mark::Blunder)
    } else if drop >= 0.2 {
        Some(Mark::Mistake)
    } else if drop >= 0.1 {
        Some(Mark::Inaccuracy)
    } else {
        None
    }
}

/// How much the mover's winning chances dropped with a move (negative when they rose).
pub fn chances_drop(before: Eval, after: Eval, white_moved: bool) -> f64 {
    let b = before.white_chances(white_moved);
    let a = after.white_chances(!white_moved);
    if white_moved {
        b - a
    } else {
        a - b
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chances_follow_lichess_curve() {
        assert_eq!(Eval::Cp(0).white_chances(true), 0.0);
        let c = Eval::Cp(100).white_chances(true);
        assert!((c - 0.182).abs() < 0.001, "{c}");
        assert!((Eval::Cp(-100).white_chances(true) + c).abs() < 1e-12);
        assert_eq!(
            Eval::Cp(5000).white_chances(true),
            Eval::Cp(1000).white_chances(true)
        );
        assert_eq!(Eval::Mate(3).white_chances(true), 1.0);
        assert_eq!(Eval::Mate(-1).white_chances(false), -1.0);
        assert_eq!(Eval::Mate(0).white_chances(false), 1.0);
        assert_eq!(Eval::Mate(0).white_chances(true), -1.0);
        assert_eq!(Eval::Cp(0).white_win_percent(true), 50.0);
    }

    #[test]
    fn marks_come_from_the_drop_in_chances_not_centipawns() {
        // A hung queen in an equal position: a blunder for White, and for Black.
        assert_eq!(
            judge(Eval::Cp(20), Eval::Cp(-880), true),
            Some(Mark::Blunder)
        );
        assert_eq!(
            judge(Eval::Cp(-20), Eval::Cp(880), false),
            Some(Mark::Blunder)
        );
        // The same 900 centipawns lost in a won position change little.
        assert_eq!(judge(Eval::Cp(2500), Eval::Cp(1600), true), None);
        // Thresholds: 0.1, 0.2, 0.3 of chances.
        assert_eq!(judge(Eval::Cp(0), Eval::Cp(-50), true), None);
        assert_eq!(
            judge(Eval::Cp(0), Eval::Cp(-60), true),
            Some(Mark::Inaccuracy)
        );
        assert_eq!(
            judge(Eval::Cp(0), Eval::Cp(-115), true),
            Some(Mark::Mistake)
        );
        assert_eq!(
            judge(Eval::Cp(0), Eval::Cp(-170), true),
            Some(Mark::Blunder)
        );
        // A better move than expected is never marked.
        assert_eq!(judge(Eval::Cp(0), Eval::Cp(300), true), None);
        // Missing a mate for a still winning position: chances 1 -> 0.9.
        assert_eq!(judge(Eval::Mate(2), Eval::Cp(1000), true), None);
        // Walking into a mate.
        assert_eq!(
            judge(Eval::Cp(0), Eval::Mate(-2), true),
            Some(Mark::Blunder)
        );
        // Mating: the position after is Mate(0) with Black to move, a White win.
        assert_eq!(judge(Eval::Mate(1), Eval::Mate(0), true), None);
        assert_eq!(judge(Eval::Mate(-1), Eval::Mate(0), false), None);
    }

    #[test]
    fn pgn_evals_read_back() {
        for (e, t) in [
            (Eval::Cp(35), "0.35"),
            (Eval::Cp(-120), "-1.20"),
            (Eval::Cp(-5), "-0.05"),
            (Eval::Cp(0), "0.00"),
            (Eval::Cp(1234), "12.34"),
            (Eval::Mate(3), "#3"),
            (Eval::Mate(-2), "#-2"),
        ] {
            assert_eq!(e.to_pgn(), t);
            assert_eq!(Eval::from_pgn(t), Some(e), "{t}");
        }
        assert_eq!(Eval::from_pgn("+0.3"), Some(Eval::Cp(30)));
        assert_eq!(Eval::from_pgn("12"), Some(Eval::Cp(1200)));
        assert_eq!(Eval::from_pgn("#+4"), Some(Eval::Mate(4)));
        assert_eq!(Eval::from_pgn(".5"), Some(Eval::Cp(50)));
        for bad in [
            "", "-", ".", "#", "#x", "1.234", "a", "1e5", "99999999", "--1",
        ] {
            assert_eq!(Eval::from_pgn(bad), None, "{bad}");
        }
    }

    #[test]
    fn nags_are_lichess_nags() {
        for m in [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder] {
            assert_eq!(Mark::of_nag(m.nag()), Some(m));
        }
        assert_eq!(
            [
                Mark::Inaccuracy.nag(),
                Mark::Mistake.nag(),
                Mark::Blunder.nag()
            ],
            [6, 2, 4]
        );
        assert_eq!(Mark::of_nag(1), None);
        assert_eq!(Mark::Blunder.symbol(), "??");
    }
}
