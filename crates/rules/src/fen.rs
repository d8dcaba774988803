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
///
/// Text from the FEN is kept only as data (a field or character as found, at most 20
/// characters of it), so that an interface can explain the problem in any language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// The text is empty.
    Empty,
    /// The text is longer than [`MAX_FEN_LEN`] bytes (the length found).
    TooLong(usize),
    /// The piece placement field is malformed.
    Placement(PlacementError),
    /// The side-to-move field (as found) is not `w` or `b`.
    Turn(String),
    /// The castling field is malformed or names a missing rook.
    Castling(CastlingFieldError),
    /// The en passant field (as found) is not `-` or a square on the third or sixth rank.
    EnPassant(String),
    /// The half-move clock (as found) is not a number from 0 to 4294967295.
    Halfmoves(String),
    /// The move number (as found) is not a number from 1 to 4294967295.
    Fullmoves(String),
    /// More than six fields.
    TooManyFields,
    /// The FEN is well-formed but not a legal position.
    Position(PositionError),
}

/// What is wrong with the piece placement field of a FEN. Ranks are numbered as on the
/// board: 8 is the first rank written in the field, 1 the last.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlacementError {
    /// Not eight ranks separated by `/` (the number found).
    RankCount(usize),
    /// A digit that is not a count of 1 to 8 empty squares (`0` or `9`).
    BadDigit {
        /// The rank, 1 to 8.
        rank: u32,
        /// The digit.
        digit: char,
    },
    /// A character that is neither a piece letter (`KQRBNP`, `kqrbnp`) nor a digit.
    BadChar {
        /// The rank, 1 to 8.
        rank: u32,
        /// The character.
        found: char,
    },
    /// The rank describes more than eight squares.
    RankTooLong {
        /// The rank, 1 to 8.
        rank: u32,
    },
    /// The rank describes fewer than eight squares.
    RankTooShort {
        /// The rank, 1 to 8.
        rank: u32,
        /// How many squares it describes.
        squares: u32,
    },
}

/// What is wrong with the castling field of a FEN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CastlingFieldError {
    /// More than four letters (a side has at most two rights).
    TooManyRights,
    /// A character that is not `K`, `Q`, `k`, `q` or a file letter (`A`-`H`, `a`-`h`).
    BadLetter(char),
    /// `K`/`Q` (`k`/`q`) given, but that side's king is not on its home rank.
    KingNotOnHomeRank {
        /// The letter.
        letter: char,
        /// Whose right it is.
        color: Color,
    },
    /// `K`/`Q` (`k`/`q`) given, but there is no rook of that colour on that side of the king
    /// on the home rank.
    NoRookOnSide {
        /// The letter.
        letter: char,
        /// Whose right it is.
        color: Color,
        /// The side the letter names.
        side: CastlingSide,
    },
    /// A file letter given, but no rook of that colour stands on that file of the home rank.
    NoRookOn {
        /// The letter.
        letter: char,
        /// Whose right it is.
        color: Color,
        /// The square the letter names.
        square: Square,
    },
    /// The same right twice.
    Repeated(char),
}

impl fmt::Display for PlacementError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlacementError::RankCount(n) => {
                write!(f, "expected 8 ranks separated by '/', found {n}")
            }
            PlacementError::BadDigit { rank, digit } => write!(
                f,
                "rank {rank}: '{digit}' is not a count of 1 to 8 empty squares"
            ),
            PlacementError::BadChar { rank, found } => write!(
                f,
                "rank {rank}: '{found}' is not a piece letter (KQRBNP, kqrbnp) or digit"
            ),
            PlacementError::RankTooLong { rank } => {
                write!(f, "rank {rank} has more than 8 squares")
            }
            PlacementError::RankTooShort { rank, squares } => {
                write!(f, "rank {rank} has {squares} squares, not 8")
            }
        }
    }
}

impl fmt::Display for CastlingFieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CastlingFieldError::TooManyRights => f.write_str("more than four rights"),
            CastlingFieldError::BadLetter(c) => {
                write!(f, "'{c}' is not K, Q, k, q or a file letter")
            }
            CastlingFieldError::KingNotOnHomeRank { letter, color } => {
                write!(f, "'{letter}' but the {color} king is not on its home rank")
            }
            CastlingFieldError::NoRookOnSide {
                letter,
                color,
                side,
            } => write!(
                f,
                "'{letter}' but {color} has no rook on the {} side of its king",
                match side {
                    CastlingSide::KingSide => "h",
                    CastlingSide::QueenSide => "a",
                }
            ),
            CastlingFieldError::NoRookOn {
                letter,
                color,
                square,
            } => write!(f, "'{letter}' but there is no {color} rook on {square}"),
            CastlingFieldError::Repeated(c) => write!(f, "right '{c}' given twice"),
        }
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Empty => f.write_str("FEN is empty"),
            FenError::TooLong(n) => write!(
                f,
                "FEN is {n} characters long; at most {MAX_FEN_LEN} are read"
            ),
            FenError::Placement(e) => write!(f, "FEN piece placement (field 1): {e}"),
            FenError::Turn(s) => write!(f, "FEN side to move (field 2) must be w or b, not '{s}'"),
            FenError::Castling(e) => write!(f, "FEN castling (field 3): {e}"),
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

impl From<PlacementError> for FenError {
    fn from(e: PlacementError) -> FenError {
        FenError::Placement(e)
    }
}

impl From<CastlingFieldError> for FenError {
    fn from(e: CastlingFieldError) -> FenError {
        FenError::Castling(e)
    }
}

/// Longest FEN we read (a real FEN is under 100 characters).
pub const MAX_FEN_LEN: usize = 256;

fn shorten(s: &str) -> String {
    let mut out: String = s.chars().take(20).collect();
    if s.chars().nth(20).is_some() {
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
        return Err(FenError::TooLong(fen.len()));
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

fn parse_placement(s: &str) -> Result<crate::Board, PlacementError> {
    let mut board = crate::Board::empty();
    let ranks: Vec<&str> = s.split('/').collect();
    if ranks.len() != 8 {
        return Err(PlacementError::RankCount(ranks.len()));
    }
    for (i, text) in (0u32..).zip(ranks.iter()) {
        let rank = 7 - i;
        let number = rank + 1;
        let mut file = 0u32;
        for c in text.chars() {
            if let Some(d) = c.to_digit(10) {
                if d == 0 || d > 8 {
                    return Err(PlacementError::BadDigit {
                        rank: number,
                        digit: c,
                    });
                }
                file += d;
            } else if let Some(piece) = Piece::from_char(c) {
                if file < 8 {
                    board.set(Square::from_coords(file, rank), piece);
                }
                file += 1;
            } else {
                return Err(PlacementError::BadChar {
                    rank: number,
                    found: c,
                });
            }
            // `file` stays below 17: it is checked after every step of at most 8.
            if file > 8 {
                return Err(PlacementError::RankTooLong { rank: number });
            }
        }
        if file != 8 {
            return Err(PlacementError::RankTooShort {
                rank: number,
                squares: file,
            });
        }
    }
    Ok(board)
}

fn parse_castling(setup: &Setup, s: &str) -> Result<Bitboard, CastlingFieldError> {
    let mut rooks = Bitboard::EMPTY;
    if s == "-" {
        return Ok(rooks);
    }
    if s.chars().nth(4).is_some() {
        return Err(CastlingFieldError::TooManyRights);
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
                let king =
                    king.ok_or(CastlingFieldError::KingNotOnHomeRank { letter: c, color })?;
                let side = if c.eq_ignore_ascii_case(&'k') {
                    CastlingSide::KingSide
                } else {
                    CastlingSide::QueenSide
                };
                let found = match side {
                    CastlingSide::KingSide => (king.file() + 1..8).rev().find(|&f| is_rook(f)),
                    CastlingSide::QueenSide => (0..king.file()).find(|&f| is_rook(f)),
                };
                found.ok_or(CastlingFieldError::NoRookOnSide {
                    letter: c,
                    color,
                    side,
                })?
            }
            _ => {
                let f = file_from_char(c).ok_or(CastlingFieldError::BadLetter(c))?;
                if !is_rook(f) {
                    return Err(CastlingFieldError::NoRookOn {
                        letter: c,
                        color,
                        square: Square::from_coords(f, rank),
                    });
                }
                f
            }
        };
        let sq = Square::from_coords(file, rank);
        if rooks.contains(sq) {
            return Err(CastlingFieldError::Repeated(c));
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
        // A bitboard yields its squares in ascending order: reversed, the highest file first
        // (no sort, whose code the page's wasm would carry).
        let mut list: Vec<Square> = rooks_of.collect();
        list.reverse();
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
    // Written by hand rather than with `format!`: the page's wasm then carries no
    // formatting machinery for it.
    let mut out = placement(&setup.board);
    out.push(' ');
    out.push(setup.turn.char());
    out.push(' ');
    out.push_str(&castling);
    out.push(' ');
    match setup.ep_square {
        Some(sq) => {
            out.push(sq.file_char());
            out.push(sq.rank_char());
        }
        None => out.push('-'),
    }
    out.push(' ');
    push_decimal(&mut out, u64::from(setup.halfmoves));
    out.push(' ');
    push_decimal(&mut out, u64::from(setup.fullmoves));
    out
}

/// Appends `n` in decimal, without the formatting machinery (whose weight matters in the
/// browser's wasm). Shared by the front end and the worker protocol.
pub fn push_decimal(out: &mut String, mut n: u64) {
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    loop {
        i -= 1;
        if let Some(d) = digits.get_mut(i) {
            *d = b'0' + (n % 10) as u8;
        }
        n /= 10;
        if n == 0 || i == 0 {
            break;
        }
    }
    for &d in digits.get(i..).unwrap_or(&[]) {
        out.push(char::from(d));
    }
}
