//! FEN: read X-FEN and Shredder-FEN, write either.
//!
//! In X-FEN, `K`/`Q` (`k`/`q`) name the outermost rook on the king's h-side / a-side, and a
//! file letter names an inner rook. Shredder-FEN always names rook files (`HAha`).

use crate::{
    file_char, file_from_char, home_rank, Bitboard, CastlingSide, Color, Piece, Position,
    PositionError, Role, Setup, Square,
};
use core::fmt;

/// What is wrong with a FEN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// The text is empty.
    Empty,
    /// The piece placement field is malformed.
    Placement(String),
    /// The side-to-move field is not `w` or `b`.
    Turn(String),
    /// The castling field is malformed or names a missing rook.
    Castling(String),
    /// The en passant field is not `-` or a square on the third or sixth rank.
    EnPassant(String),
    /// The half-move clock is not a number.
    Halfmoves(String),
    /// The move number is not a positive number.
    Fullmoves(String),
    /// More than six fields.
    TooManyFields,
    /// The FEN is well-formed but not a legal position.
    Position(PositionError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Empty => f.write_str("FEN is empty"),
            FenError::Placement(s) => write!(f, "FEN piece placement (field 1): {s}"),
            FenError::Turn(s) => write!(f, "FEN side to move (field 2) must be w or b, not '{s}'"),
            FenError::Castling(s) => write!(f, "FEN castling (field 3): {s}"),
            FenError::EnPassant(s) => write!(
                f,
                "FEN en passant (field 4) must be - or a square on rank 3 or 6, not '{s}'"
            ),
            FenError::Halfmoves(s) => {
                write!(
                    f,
                    "FEN half-move clock (field 5) must be a number, not '{s}'"
                )
            }
            FenError::Fullmoves(s) => write!(
                f,
                "FEN move number (field 6) must be a positive number, not '{s}'"
            ),
            FenError::TooManyFields => f.write_str("FEN has more than six fields"),
            FenError::Position(e) => write!(f, "FEN describes an illegal position: {e}"),
        }
    }
}

impl std::error::Error for FenError {}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> FenError {
        FenError::Position(e)
    }
}

/// Longest FEN we read (a real FEN is under 100 characters).
pub const MAX_FEN_LEN: usize = 256;

fn shorten(s: &str) -> String {
    let mut out: String = s.chars().take(20).collect();
    if s.chars().count() > 20 {
        out.push('…');
    }
    out
}

/// Reads a FEN (X-FEN or Shredder-FEN) into an unvalidated [`Setup`].
///
/// The two clock fields may be left out (they default to `0 1`).
///
/// ```
/// use rules::fen::parse_fen;
/// let setup = parse_fen("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9").unwrap();
/// assert_eq!(setup.castling_rooks.count(), 4);
/// assert!(parse_fen("8/8/8 w - - 0 1").is_err());
/// ```
pub fn parse_fen(fen: &str) -> Result<Setup, FenError> {
    if fen.len() > MAX_FEN_LEN {
        return Err(FenError::Placement(format!(
            "FEN is {} characters long; at most {MAX_FEN_LEN} are read",
            fen.len()
        )));
    }
    let mut fields = fen.split_ascii_whitespace();
    let placement = fields.next().ok_or(FenError::Empty)?;
    let mut setup = Setup::empty();
    setup.board = parse_placement(placement)?;
    if let Some(turn) = fields.next() {
        setup.turn = match turn {
            "w" => Color::White,
            "b" => Color::Black,
            other => return Err(FenError::Turn(shorten(other))),
        };
    }
    if let Some(castling) = fields.next() {
        setup.castling_rooks = parse_castling(&setup, castling)?;
    }
    if let Some(ep) = fields.next() {
        if ep != "-" {
            let sq = Square::parse(ep)
                .filter(|sq| sq.rank() == 2 || sq.rank() == 5)
                .ok_or_else(|| FenError::EnPassant(shorten(ep)))?;
            setup.ep_square = Some(sq);
        }
    }
    if let Some(h) = fields.next() {
        setup.halfmoves = h
            .parse::<u32>()
            .map_err(|_| FenError::Halfmoves(shorten(h)))?;
    }
    if let Some(fm) = fields.next() {
        setup.fullmoves = fm
            .parse::<u32>()
            .ok()
            .filter(|&n| n > 0)
            .ok_or_else(|| FenError::Fullmoves(shorten(fm)))?;
    }
    if fields.next().is_some() {
        return Err(FenError::TooManyFields);
    }
    Ok(setup)
}

/// Reads a FEN and validates it into a [`Position`].
///
/// ```
/// use rules::fen::{parse_position, to_fen};
/// let fen = "rk2r3/8/8/8/8/8/8/RK2R3 w KQkq - 0 1";
/// assert_eq!(to_fen(&parse_position(fen).unwrap()), fen);
/// ```
pub fn parse_position(fen: &str) -> Result<Position, FenError> {
    Ok(Position::from_setup(parse_fen(fen)?)?)
}

fn parse_placement(s: &str) -> Result<crate::Board, FenError> {
    let mut board = crate::Board::empty();
    let ranks: Vec<&str> = s.split('/').collect();
    if ranks.len() != 8 {
        return Err(FenError::Placement(format!(
            "expected 8 ranks separated by '/', found {}",
            ranks.len()
        )));
    }
    for (i, text) in ranks.iter().enumerate() {
        let rank = 7 - i as u32;
        let mut file = 0u32;
        for c in text.chars() {
            if let Some(d) = c.to_digit(10) {
                if d == 0 || d > 8 {
                    return Err(FenError::Placement(format!(
                        "rank {}: '{c}' is not a count of 1 to 8 empty squares",
                        rank + 1
                    )));
                }
                file += d;
            } else if let Some(piece) = Piece::from_char(c) {
                if file < 8 {
                    board.set(Square::from_coords(file, rank), piece);
                }
                file += 1;
            } else {
                return Err(FenError::Placement(format!(
                    "rank {}: '{c}' is not a piece letter (KQRBNP, kqrbnp) or digit",
                    rank + 1
                )));
            }
            if file > 8 {
                return Err(FenError::Placement(format!(
                    "rank {} has more than 8 squares",
                    rank + 1
                )));
            }
        }
        if file != 8 {
            return Err(FenError::Placement(format!(
                "rank {} has {file} squares, not 8",
                rank + 1
            )));
        }
    }
    Ok(board)
}

fn parse_castling(setup: &Setup, s: &str) -> Result<Bitboard, FenError> {
    let mut rooks = Bitboard::EMPTY;
    if s == "-" {
        return Ok(rooks);
    }
    if s.chars().count() > 4 {
        return Err(FenError::Castling(format!(
            "'{}' has more than four rights",
            shorten(s)
        )));
    }
    for c in s.chars() {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let rank = home_rank(color);
        let king = setup.board.king_of(color).filter(|k| k.rank() == rank);
        let rook_piece = Role::Rook.of(color);
        let is_rook =
            |file: u32| setup.board.piece_at(Square::from_coords(file, rank)) == Some(rook_piece);
        let file = match c.to_ascii_lowercase() {
            'k' | 'q' => {
                let king = king.ok_or_else(|| {
                    FenError::Castling(format!(
                        "'{c}' but the {color} king is not on its home rank"
                    ))
                })?;
                let found = if c.eq_ignore_ascii_case(&'k') {
                    (king.file() + 1..8).rev().find(|&f| is_rook(f))
                } else {
                    (0..king.file()).find(|&f| is_rook(f))
                };
                found.ok_or_else(|| {
                    FenError::Castling(format!(
                        "'{c}' but {color} has no rook on the {} side of its king",
                        if c.eq_ignore_ascii_case(&'k') {
                            "h"
                        } else {
                            "a"
                        }
                    ))
                })?
            }
            _ => {
                let f = file_from_char(c).ok_or_else(|| {
                    FenError::Castling(format!("'{c}' is not K, Q, k, q or a file letter"))
                })?;
                if !is_rook(f) {
                    return Err(FenError::Castling(format!(
                        "'{c}' but there is no {color} rook on {}",
                        Square::from_coords(f, rank)
                    )));
                }
                f
            }
        };
        let sq = Square::from_coords(file, rank);
        if rooks.contains(sq) {
            return Err(FenError::Castling(format!("right '{c}' given twice")));
        }
        rooks.add(sq);
    }
    Ok(rooks)
}

/// Which castling notation to write.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CastlingStyle {
    /// `KQkq` for outermost rooks, file letters for inner ones.
    XFen,
    /// Always rook file letters, e.g. `HAha`.
    Shredder,
}

/// The position as X-FEN.
pub fn to_fen(pos: &Position) -> String {
    setup_to_fen(&pos.to_setup(), CastlingStyle::XFen)
}

/// The position as Shredder-FEN.
pub fn to_shredder_fen(pos: &Position) -> String {
    setup_to_fen(&pos.to_setup(), CastlingStyle::Shredder)
}

/// The piece placement field alone.
pub fn placement(board: &crate::Board) -> String {
    let mut out = String::with_capacity(72);
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            match board.piece_at(Square::from_coords(file, rank)) {
                Some(p) => {
                    if empty > 0 {
                        out.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    out.push(p.char());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            out.push(char::from(b'0' + empty));
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out
}

/// Any setup as FEN in the chosen castling style.
pub fn setup_to_fen(setup: &Setup, style: CastlingStyle) -> String {
    let mut castling = String::new();
    for color in Color::ALL {
        let rank = home_rank(color);
        let rooks_of = setup.castling_rooks & Bitboard::rank(rank);
        let king = setup.board.king_of(color);
        let all_rooks = setup.board.by_piece(Role::Rook.of(color)) & Bitboard::rank(rank);
        // King side (higher files) first, then queen side.
        let mut list: Vec<Square> = rooks_of.collect();
        list.sort_by(|a, b| b.cmp(a));
        for sq in list {
            let letter = match (style, king) {
                (CastlingStyle::XFen, Some(k)) if k.rank() == rank => {
                    let side = CastlingSide::from_files(k.file(), sq.file());
                    let outermost = match side {
                        CastlingSide::KingSide => all_rooks.last() == Some(sq),
                        CastlingSide::QueenSide => all_rooks.first() == Some(sq),
                    };
                    if outermost {
                        match side {
                            CastlingSide::KingSide => 'k',
                            CastlingSide::QueenSide => 'q',
                        }
                    } else {
                        file_char(sq.file())
                    }
                }
                _ => file_char(sq.file()),
            };
            castling.push(color.fold(letter.to_ascii_uppercase(), letter));
        }
    }
    if castling.is_empty() {
        castling.push('-');
    }
    let ep = setup
        .ep_square
        .map_or_else(|| "-".to_string(), |sq| sq.to_string());
    format!(
        "{} {} {} {} {} {}",
        placement(&setup.board),
        setup.turn.char(),
        castling,
        ep,
        setup.halfmoves,
        setup.fullmoves
    )
}
