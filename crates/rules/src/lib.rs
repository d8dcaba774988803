//! Chess960 (Fischer Random) rules: positions, legal moves, castling as its own kind of move,
//! FEN, SAN, PGN and game records.
//!
//! `rules` knows nothing of browsers or terminals. The central types:
//!
//! - [`Setup`]: an unvalidated position, as read from FEN.
//! - [`Position`]: a validated position, built by [`Position::from_setup`]; it generates legal
//!   moves and answers whether castling is legal ([`Position::castling_move`]).
//! - [`Move`]: a move; [`Move::Castle`] is never a king move.
//! - [`game::Game`]: a game record with outcome, draw claims and undo.
//!
//! `rules` knows no languages either. SAN can be written and read in any set of piece letters
//! ([`san::Letters`], passed by the caller), and every error is a typed value, a kind with its
//! data (line, field, move, squares, colour), never a sentence: the `Display` texts are
//! English for the command line and logs, and an interface builds its own sentences from the
//! value (the web front end's `error_text` does, in four languages).
//!
//! ```
//! use rules::{startpos, CastlingSide};
//! let pos = startpos::start_position(518).unwrap();
//! assert_eq!(rules::fen::to_fen(&pos), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
//! assert!(!pos.can_castle(CastlingSide::KingSide));
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod attacks;
mod bitboard;
mod board;
mod castling;
mod check;
mod color;
pub mod fen;
pub mod game;
mod movegen;
mod moves;
pub mod pgn;
mod position;
mod role;
pub mod san;
mod setup;
mod square;
pub mod startpos;
pub mod uci;

pub use bitboard::Bitboard;
pub use board::Board;
pub use castling::{home_rank, Castles, CastlingObstacle, CastlingSide};
pub use check::CheckInfo;
pub use color::Color;
pub use moves::{Move, MoveList};
pub use position::{IllegalMove, Position, PositionError};
pub use role::{Piece, Role};
pub use setup::Setup;
pub use square::{file_char, file_from_char, rank_from_char, ParseSquareError, Square};
