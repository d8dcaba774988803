//! Unvalidated positions, as read from FEN or built by hand.

use crate::{Bitboard, Board, Color, Piece, Role, Square};

/// A position that has not been checked: anything a FEN can describe.
///
/// Turn it into a playable [`crate::Position`] with [`crate::Position::from_setup`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// Piece placement.
    pub board: Board,
    /// Side to move.
    pub turn: Color,
    /// Squares of the rooks that keep their castling rights.
    pub castling_rooks: Bitboard,
    /// En passant target square (the square the capturing pawn moves to), as given.
    pub ep_square: Option<Square>,
    /// Half-moves since the last capture or pawn move.
    pub halfmoves: u32,
    /// Move number, starting at 1 and counted up after Black moves (saturating at
    /// `u32::MAX`; see [`crate::Position::fullmoves`]).
    pub fullmoves: u32,
}

impl Setup {
    /// An empty board, White to move, move 1.
    pub fn empty() -> Setup {
        Setup {
            board: Board::empty(),
            turn: Color::White,
            castling_rooks: Bitboard::EMPTY,
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
        }
    }

    /// The Chess960 start position with White's back rank `rank` (eight roles from a to h),
    /// both sides mirrored, pawns on their ranks and full castling rights for the two rooks.
    ///
    /// No check is made that `rank` is a valid Chess960 arrangement; see [`crate::startpos`].
    pub fn from_back_rank(rank: [Role; 8]) -> Setup {
        let mut setup = Setup::empty();
        for (file, role) in rank.iter().enumerate() {
            let f = file as u32;
            setup
                .board
                .set(Square::from_coords(f, 0), role.of(Color::White));
            setup
                .board
                .set(Square::from_coords(f, 7), role.of(Color::Black));
            setup.board.set(
                Square::from_coords(f, 1),
                Piece {
                    color: Color::White,
                    role: Role::Pawn,
                },
            );
            setup.board.set(
                Square::from_coords(f, 6),
                Piece {
                    color: Color::Black,
                    role: Role::Pawn,
                },
            );
            if *role == Role::Rook {
                setup.castling_rooks.add(Square::from_coords(f, 0));
                setup.castling_rooks.add(Square::from_coords(f, 7));
            }
        }
        setup
    }
}
