//! Moves.

use crate::{CastlingSide, Role, Square};
use core::fmt;

/// A move. Castling is its own kind, never a king move.
///
/// ```
/// use rules::{CastlingSide, Move};
/// let m = Move::Castle { king: "b1".parse().unwrap(), rook: "a1".parse().unwrap() };
/// assert_eq!(m.castling_side(), Some(CastlingSide::QueenSide));
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Move {
    /// Any move of one piece, capture or not, with an optional promotion.
    Normal {
        /// Origin square.
        from: Square,
        /// Destination square.
        to: Square,
        /// The piece a pawn reaching the last rank becomes.
        promotion: Option<Role>,
    },
    /// A pawn captures en passant.
    EnPassant {
        /// Origin of the capturing pawn.
        from: Square,
        /// The empty square it moves to.
        to: Square,
    },
    /// Castling, identified by the king's and the rook's start squares.
    Castle {
        /// Start square of the king.
        king: Square,
        /// Start square of the castling rook.
        rook: Square,
    },
}

impl Move {
    /// The origin square (the king's for castling).
    pub fn from(self) -> Square {
        match self {
            Move::Normal { from, .. } | Move::EnPassant { from, .. } => from,
            Move::Castle { king, .. } => king,
        }
    }

    /// The destination square; for castling the rook's start square (Chess960 UCI style).
    pub fn to(self) -> Square {
        match self {
            Move::Normal { to, .. } | Move::EnPassant { to, .. } => to,
            Move::Castle { rook, .. } => rook,
        }
    }

    /// The promotion piece, if any.
    pub fn promotion(self) -> Option<Role> {
        match self {
            Move::Normal { promotion, .. } => promotion,
            _ => None,
        }
    }

    /// The castling side for a castling move.
    pub fn castling_side(self) -> Option<CastlingSide> {
        match self {
            Move::Castle { king, rook } => Some(CastlingSide::from_files(king.file(), rook.file())),
            _ => None,
        }
    }

    /// `true` for castling.
    pub fn is_castle(self) -> bool {
        matches!(self, Move::Castle { .. })
    }
}

impl Move {
    /// UCI in Chess960 form: `e2e4`, `e7e8q`, castling as king takes own rook (`e1h1`).
    ///
    /// ```
    /// use rules::{Move, Square};
    /// let m = Move::Normal { from: "e7".parse().unwrap(), to: "e8".parse().unwrap(), promotion: Some(rules::Role::Queen) };
    /// assert_eq!(m.uci(), "e7e8q");
    /// assert_eq!(m.to_string(), "e7e8q");
    /// ```
    pub fn uci(self) -> String {
        let mut s = String::with_capacity(5);
        for sq in [self.from(), self.to()] {
            s.push(sq.file_char());
            s.push(sq.rank_char());
        }
        if let Some(p) = self.promotion() {
            s.push(p.char());
        }
        s
    }
}

impl fmt::Display for Move {
    /// UCI in Chess960 form, as [`Move::uci`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.uci())
    }
}

/// A list of moves (at most 218 in any legal chess position).
pub type MoveList = Vec<Move>;
