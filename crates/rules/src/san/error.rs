//! What can be wrong with a SAN text ([`SanError`], [`IllegalSan`], [`Origin`]), as data an
//! interface can put into its own words, and the English `Display` texts.

use crate::{CastlingObstacle, CastlingSide, Role, Square};
use core::fmt;

/// Where a SAN text says the moving piece comes from (its disambiguation: `Nbd7`, `R1e2`,
/// `Qh4e1`; for a pawn capture the file, `exd5`). Files and ranks count from 0 as in
/// [`Square::file`] and [`Square::rank`] (`File(0)` is the a-file, `Rank(0)` the first rank).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Origin {
    /// No start square given.
    Any,
    /// A file, 0 (a) to 7 (h).
    File(u32),
    /// A rank, 0 (first rank) to 7 (eighth).
    Rank(u32),
    /// A whole square.
    Square(Square),
}

impl Origin {
    pub(super) fn new(file: Option<u32>, rank: Option<u32>) -> Origin {
        match (file, rank) {
            (None, None) => Origin::Any,
            (Some(f), None) => Origin::File(f),
            (None, Some(r)) => Origin::Rank(r),
            (Some(f), Some(r)) => Origin::Square(Square::from_coords(f, r)),
        }
    }

    /// `true` if a piece on `sq` fits.
    pub fn allows(self, sq: Square) -> bool {
        match self {
            Origin::Any => true,
            Origin::File(f) => sq.file() == f,
            Origin::Rank(r) => sq.rank() == r,
            Origin::Square(s) => sq == s,
        }
    }
}

/// Why a well-formed SAN text names no legal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalSan {
    /// Castling on `side` is not legal now.
    Castling {
        /// `O-O` or `O-O-O`.
        side: CastlingSide,
        /// What prevents it.
        obstacle: CastlingObstacle,
    },
    /// The side to move has no piece of this kind (where [`Origin`] says, if it says).
    NoPiece {
        /// The piece kind named.
        role: Role,
        /// The start file, rank or square named, if any.
        origin: Origin,
    },
    /// The destination holds a piece of the side to move.
    OwnPiece {
        /// The piece kind named.
        role: Role,
        /// The destination.
        to: Square,
    },
    /// No piece of this kind (from where [`Origin`] says) can move to the destination, even
    /// leaving aside the safety of its own king.
    Unreachable {
        /// The piece kind named.
        role: Role,
        /// The start file, rank or square named, if any.
        origin: Origin,
        /// The squares of the pieces of this kind (from `origin`), none of which can go there.
        from: Vec<Square>,
        /// The destination.
        to: Square,
    },
    /// The pieces that could move there may not, because their own king would be (or stay)
    /// in check: a pinned piece, a king stepping into check, or a move that does not answer a
    /// check.
    LeavesKingInCheck {
        /// The piece kind named.
        role: Role,
        /// The squares of the pieces that could otherwise make the move.
        from: Vec<Square>,
        /// The destination.
        to: Square,
        /// `true` if the side to move is in check now.
        in_check: bool,
    },
    /// A pawn move to the last rank without the piece it becomes (`e8` instead of `e8=Q`).
    PromotionMissing {
        /// The destination on the last rank.
        to: Square,
    },
    /// A promotion piece given for a pawn move that does not reach the last rank.
    PromotionNotAllowed {
        /// The destination.
        to: Square,
    },
    /// A promotion to a king (a pawn becomes a queen, rook, bishop or knight).
    BadPromotion {
        /// The piece kind named.
        role: Role,
    },
}

/// Why a SAN text does not give a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SanError {
    /// The text is empty (or only white space).
    Empty,
    /// Not a move in SAN (too long, malformed, or UCI-like such as `e2e4`). `text` is the
    /// text as given (at most 16 characters of it).
    Syntax {
        /// The text as given, shortened.
        text: String,
    },
    /// A letter where a piece letter belongs names no piece, in the letters given nor in
    /// English.
    UnknownPiece {
        /// The text as given, shortened.
        text: String,
        /// The letter.
        letter: char,
    },
    /// Well-formed, but no legal move matches.
    Illegal {
        /// The text as given, shortened.
        text: String,
        /// Why.
        reason: IllegalSan,
    },
    /// Several legal moves match: more disambiguation is needed (`Nbd2` instead of `Nd2`).
    Ambiguous {
        /// The text as given, shortened.
        text: String,
        /// The piece kind named.
        role: Role,
        /// The destination.
        to: Square,
        /// The squares of the pieces that could make the move, in square order (a1, b1, ...).
        candidates: Vec<Square>,
    },
}

impl SanError {
    /// The text the error is about (empty for [`SanError::Empty`]).
    pub fn text(&self) -> &str {
        match self {
            SanError::Empty => "",
            SanError::Syntax { text }
            | SanError::UnknownPiece { text, .. }
            | SanError::Illegal { text, .. }
            | SanError::Ambiguous { text, .. } => text,
        }
    }
}

/// English name of a piece kind, for the `Display` texts.
fn role_name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

fn write_squares(f: &mut fmt::Formatter<'_>, squares: &[Square]) -> fmt::Result {
    for (i, sq) in squares.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{sq}")?;
    }
    Ok(())
}

/// `the knights on b1, f3 can both go to d2` (for ambiguous moves).
pub(crate) fn write_candidates(
    f: &mut fmt::Formatter<'_>,
    role: Role,
    candidates: &[Square],
    to: Square,
) -> fmt::Result {
    write!(f, "the {}s on ", role_name(role))?;
    write_squares(f, candidates)?;
    let all = if candidates.len() == 2 { "both" } else { "all" };
    write!(f, " can {all} go to {to}")
}

impl fmt::Display for Origin {
    /// ` on the b-file`, ` on rank 3`, ` on b3`, or nothing.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Origin::Any => Ok(()),
            Origin::File(file) => write!(f, " on the {}-file", crate::file_char(file)),
            Origin::Rank(rank) => write!(f, " on rank {}", rank.saturating_add(1)),
            Origin::Square(sq) => write!(f, " on {sq}"),
        }
    }
}

impl fmt::Display for CastlingObstacle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CastlingObstacle::NoRight => "there is no castling right on that side",
            CastlingObstacle::InCheck => "the king is in check",
            CastlingObstacle::Blocked => "a piece stands in the way",
            CastlingObstacle::Attacked => {
                "the king would pass through or land on an attacked square"
            }
        })
    }
}

impl fmt::Display for IllegalSan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalSan::Castling { side, obstacle } => {
                write!(f, "{} is not possible: {obstacle}", side.san())
            }
            IllegalSan::NoPiece { role, origin } => {
                write!(f, "there is no {}{origin}", role_name(*role))
            }
            IllegalSan::OwnPiece { role, to } => write!(
                f,
                "the {} cannot go to {to}: a piece of the same colour stands there",
                role_name(*role)
            ),
            IllegalSan::Unreachable {
                role,
                origin,
                from,
                to,
            } => match from.as_slice() {
                [one] => write!(f, "the {} on {one} cannot go to {to}", role_name(*role)),
                _ => {
                    write!(f, "no {}{origin} (", role_name(*role))?;
                    write_squares(f, from)?;
                    write!(f, ") can go to {to}")
                }
            },
            IllegalSan::LeavesKingInCheck {
                role,
                from,
                to,
                in_check,
            } => {
                write!(f, "the {} on ", role_name(*role))?;
                write_squares(f, from)?;
                if *in_check {
                    write!(f, " going to {to} does not get the king out of check")
                } else if *role == Role::King {
                    write!(f, " cannot go to {to}: it would be in check there")
                } else {
                    write!(f, " cannot go to {to}: the king would be in check")
                }
            }
            IllegalSan::PromotionMissing { to } => write!(
                f,
                "a pawn reaching {to} must promote: add the piece, as in {to}=Q"
            ),
            IllegalSan::PromotionNotAllowed { to } => write!(
                f,
                "a pawn going to {to} does not promote (only on the last rank)"
            ),
            IllegalSan::BadPromotion { role } => {
                write!(f, "a pawn cannot promote to a {}", role_name(*role))
            }
        }
    }
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::Empty => f.write_str("no move given"),
            SanError::Syntax { text } => write!(f, "'{text}' is not a move in SAN"),
            SanError::UnknownPiece { text, letter } => {
                write!(
                    f,
                    "'{text}' is not a move: '{letter}' is not a piece letter"
                )
            }
            SanError::Illegal { text, reason } => write!(f, "illegal move '{text}': {reason}"),
            SanError::Ambiguous {
                text,
                role,
                to,
                candidates,
            } => {
                write!(f, "ambiguous move '{text}': ")?;
                write_candidates(f, *role, candidates, *to)
            }
        }
    }
}

impl std::error::Error for SanError {}
