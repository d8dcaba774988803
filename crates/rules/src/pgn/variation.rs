//! Variations and NAGs as the reader keeps them: a [`Variation`] is a line of [`VarMove`]s
//! given as an alternative to a move, and each move carries its NAGs, its comment and the
//! variations that are alternatives to it (nested to any depth).

use crate::Move;

/// A line of moves given in parentheses as an alternative to a move.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Variation {
    /// A comment before the variation's first move (`( {Better:} 12. Nf3 ...)`).
    pub comment: Option<String>,
    /// The moves, each legal after the one before it; the first is legal where the move it
    /// replaces was played.
    pub moves: Vec<VarMove>,
}

/// One move of a [`Variation`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VarMove {
    /// The move.
    pub mv: Move,
    /// The move in SAN, as the rules write it (`O-O`, `Nbd2`, `exd8=Q+`).
    pub san: String,
    /// Its NAGs in the order given (`$1`, or `!` read as 1).
    pub nags: Vec<u8>,
    /// The comment after it.
    pub comment: Option<String>,
    /// Variations that are alternatives to this move.
    pub variations: Vec<Variation>,
}

/// The NAG an annotation symbol stands for (`!` 1, `?` 2, `!!` 3, `??` 4, `!?` 5, `?!` 6,
/// `=` 10, `∞` 13, `+=` 14, `=+` 15, `+/-` 16, `-/+` 17, `+-` 18, `-+` 19).
pub fn nag_of_symbol(sym: &str) -> Option<u8> {
    Some(match sym {
        "!" => 1,
        "?" => 2,
        "!!" => 3,
        "??" => 4,
        "!?" => 5,
        "?!" => 6,
        "=" => 10,
        "∞" => 13,
        "+=" | "⩲" => 14,
        "=+" | "⩱" => 15,
        "+/-" | "±" => 16,
        "-/+" | "∓" => 17,
        "+-" => 18,
        "-+" => 19,
        _ => return None,
    })
}

/// How a NAG is shown to a reader: the symbol for the common ones (`!`, `?!`, `±`), else
/// `$n`. Move marks (1-6) follow the move directly; the others after a space.
pub fn nag_symbol(nag: u8) -> Option<&'static str> {
    Some(match nag {
        1 => "!",
        2 => "?",
        3 => "!!",
        4 => "??",
        5 => "!?",
        6 => "?!",
        7 => "□",
        10 => "=",
        13 => "∞",
        14 => "⩲",
        15 => "⩱",
        16 => "±",
        17 => "∓",
        18 => "+−",
        19 => "−+",
        22 | 23 => "⨀",
        32 | 33 => "⟳",
        36 | 37 => "→",
        40 | 41 => "↑",
        132 | 133 => "⇆",
        138 | 139 => "⊕",
        140 => "∆",
        146 => "N",
        _ => return None,
    })
}
