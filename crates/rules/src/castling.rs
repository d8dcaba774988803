//! Castling sides and castling rights.

use crate::{Bitboard, Color, Square};

/// Which castling: towards the h-file (`O-O`) or towards the a-file (`O-O-O`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CastlingSide {
    /// `O-O`: king ends on the g-file, rook on the f-file.
    KingSide,
    /// `O-O-O`: king ends on the c-file, rook on the d-file.
    QueenSide,
}

impl CastlingSide {
    /// Both sides, king side first.
    pub const ALL: [CastlingSide; 2] = [CastlingSide::KingSide, CastlingSide::QueenSide];

    /// 0 for king side, 1 for queen side.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// File the king ends on: g (6) or c (2).
    #[inline]
    pub const fn king_to_file(self) -> u32 {
        match self {
            CastlingSide::KingSide => 6,
            CastlingSide::QueenSide => 2,
        }
    }

    /// File the rook ends on: f (5) or d (3).
    #[inline]
    pub const fn rook_to_file(self) -> u32 {
        match self {
            CastlingSide::KingSide => 5,
            CastlingSide::QueenSide => 3,
        }
    }

    /// Destination square of the king for `color`.
    #[inline]
    pub const fn king_to(self, color: Color) -> Square {
        Square::from_coords(self.king_to_file(), home_rank(color))
    }

    /// Destination square of the rook for `color`.
    #[inline]
    pub const fn rook_to(self, color: Color) -> Square {
        Square::from_coords(self.rook_to_file(), home_rank(color))
    }

    /// `O-O` or `O-O-O`.
    pub const fn san(self) -> &'static str {
        match self {
            CastlingSide::KingSide => "O-O",
            CastlingSide::QueenSide => "O-O-O",
        }
    }

    /// The side of a rook on `rook_file` relative to a king on `king_file`.
    #[inline]
    pub const fn from_files(king_file: u32, rook_file: u32) -> CastlingSide {
        if rook_file > king_file {
            CastlingSide::KingSide
        } else {
            CastlingSide::QueenSide
        }
    }
}

/// Why castling on one side is not legal now ([`crate::Position::castling_status`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CastlingObstacle {
    /// No castling right on that side: the king or that rook has moved, or the position was
    /// set up without the right.
    NoRight,
    /// The king is in check.
    InCheck,
    /// A piece other than the castling king and rook stands on a square they cross or land on.
    Blocked,
    /// The king would pass through or land on an attacked square (this includes a castling
    /// rook that shields the king from an attack along the home rank).
    Attacked,
}

/// The rank pieces of `color` start on: 0 for White, 7 for Black.
#[inline]
pub const fn home_rank(color: Color) -> u32 {
    match color {
        Color::White => 0,
        Color::Black => 7,
    }
}

/// Castling rights: for each colour and side, the square of the rook that may still castle.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Castles {
    rooks: [[Option<Square>; 2]; 2],
}

impl Castles {
    /// No rights at all.
    pub const NONE: Castles = Castles {
        rooks: [[None; 2]; 2],
    };

    /// The rook that may castle for `color` on `side`.
    #[inline]
    pub fn rook(&self, color: Color, side: CastlingSide) -> Option<Square> {
        self.rooks[color.index()][side.index()]
    }

    /// `true` if `color` may castle on `side` as far as rights go.
    #[inline]
    pub fn has(&self, color: Color, side: CastlingSide) -> bool {
        self.rook(color, side).is_some()
    }

    /// `true` if no rights are left for either colour.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.rooks.iter().flatten().all(Option::is_none)
    }

    pub(crate) fn set(&mut self, color: Color, side: CastlingSide, rook: Option<Square>) {
        self.rooks[color.index()][side.index()] = rook;
    }

    pub(crate) fn clear_color(&mut self, color: Color) {
        self.rooks[color.index()] = [None, None];
    }

    /// Removes the right belonging to a rook on `sq` (moved or captured).
    #[inline]
    pub(crate) fn discard_rook(&mut self, sq: Square) {
        for c in self.rooks.iter_mut() {
            for r in c.iter_mut() {
                if *r == Some(sq) {
                    *r = None;
                }
            }
        }
    }

    /// The squares of all rooks with rights.
    pub fn rook_squares(&self) -> Bitboard {
        self.rooks.iter().flatten().flatten().copied().collect()
    }
}
