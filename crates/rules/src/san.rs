//! Standard Algebraic Notation: writing and reading moves such as `Nbd7`, `exd6`, `e8=Q+`,
//! `O-O` and `O-O-O`, with English piece letters or any other set ([`Letters`]).
//!
//! `rules` knows no languages: a caller that shows Dutch SAN (`Pf3`, `e8=D`) passes the Dutch
//! letters as a [`Letters`] value to [`to_san_with`] and [`parse_san_with`]. PGN always uses
//! English letters ([`to_san`], [`parse_san`]).
//!
//! Reading is lenient about decoration (`+`, `#`, `!`, `?`, `x` or `:` or nothing for a
//! capture, `=Q` or `Q` or `q` for a promotion, `e.p.` after an en passant capture, `0-0` for
//! `O-O`), and strict about what could be misread: piece letters are upper case, files lower
//! case, and a pawn move never names its start rank, so UCI-like text such as `e2e4` or `g1f3`
//! is not SAN (read it with [`crate::uci::parse_uci`]). Castling is always `O-O`/`O-O-O`
//! (or with zeros), never a king move.
//!
//! When a text names no move, or several, the error says why in data (see [`SanError`] and
//! [`IllegalSan`]), so that an interface can explain it in its own language.

use crate::attacks;
use crate::{Bitboard, CastlingObstacle, CastlingSide, Move, Position, Role, Square};
use core::fmt;

// ---------------------------------------------------------------------------------------------
// Piece letters

/// The piece letters used in SAN, one per piece kind (pawns have none).
///
/// The letters must be ASCII capitals (`A` to `Z`), distinct, and not `O` (castling is
/// `O-O`). Lower-case letters are never piece letters in SAN: they are files (`a` to `h`),
/// except that a promotion letter may be written in lower case (`e8=q`). (ASCII only: the
/// languages with one-letter piece names use ASCII letters, and the Unicode case tables would
/// add kilobytes to the wasm build.)
///
/// ```
/// use rules::{san::Letters, Role};
/// // Dutch: Koning, Dame, Toren, Loper, Paard.
/// let dutch = Letters::new(['K', 'D', 'T', 'L', 'P']).unwrap();
/// assert_eq!(dutch.letter(Role::Knight), Some('P'));
/// assert_eq!(dutch.role('L'), Some(Role::Bishop));
/// assert_eq!(Letters::ENGLISH.letter(Role::Queen), Some('Q'));
/// assert!(Letters::new(['K', 'K', 'T', 'L', 'P']).is_none()); // not distinct
/// assert!(Letters::new(['K', 'D', 'T', 'l', 'P']).is_none()); // lower case
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Letters([char; 5]);

impl Letters {
    /// English letters: K Q R B N (as in PGN).
    pub const ENGLISH: Letters = Letters(['K', 'Q', 'R', 'B', 'N']);

    /// Letters for king, queen, rook, bishop and knight, in that order; `None` if one is not
    /// an ASCII capital, is `O`, or two are the same.
    pub const fn new(letters: [char; 5]) -> Option<Letters> {
        let mut i = 0;
        while i < 5 {
            let c = letters[i];
            if !c.is_ascii_uppercase() || c == 'O' {
                return None;
            }
            let mut j = 0;
            while j < i {
                if letters[j] == c {
                    return None;
                }
                j += 1;
            }
            i += 1;
        }
        Some(Letters(letters))
    }

    /// The five letters: king, queen, rook, bishop, knight.
    pub const fn to_array(self) -> [char; 5] {
        self.0
    }

    /// The letter of a piece kind; `None` for the pawn.
    pub const fn letter(self, role: Role) -> Option<char> {
        let [k, q, r, b, n] = self.0;
        match role {
            Role::King => Some(k),
            Role::Queen => Some(q),
            Role::Rook => Some(r),
            Role::Bishop => Some(b),
            Role::Knight => Some(n),
            Role::Pawn => None,
        }
    }

    /// The piece kind of an upper-case letter, if it is one of these letters.
    pub fn role(self, c: char) -> Option<Role> {
        const ROLES: [Role; 5] = [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
        ];
        self.0
            .iter()
            .zip(ROLES)
            .find(|(l, _)| **l == c)
            .map(|(_, r)| r)
    }

    /// The piece kind of a letter in either case (for promotions: `e8=q`).
    fn role_any_case(self, c: char) -> Option<Role> {
        self.role(c.to_ascii_uppercase())
    }
}

impl Default for Letters {
    /// English letters.
    fn default() -> Letters {
        Letters::ENGLISH
    }
}

// ---------------------------------------------------------------------------------------------
// Errors

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
    fn new(file: Option<u32>, rank: Option<u32>) -> Origin {
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

// ---------------------------------------------------------------------------------------------
// Writing

/// Longest SAN text we look at, in bytes.
const MAX_SAN_LEN: usize = 16;

fn shorten(s: &str) -> String {
    s.chars().take(MAX_SAN_LEN).collect()
}

fn push_square(out: &mut String, sq: Square) {
    out.push(sq.file_char());
    out.push(sq.rank_char());
}

/// SAN of a legal move without the check suffix, in English letters.
pub fn to_san_plain(pos: &Position, m: Move) -> String {
    to_san_plain_with(pos, m, &Letters::ENGLISH)
}

/// SAN of a legal move without the check suffix, in the given letters.
pub fn to_san_plain_with(pos: &Position, m: Move, letters: &Letters) -> String {
    let mut out = String::with_capacity(8);
    match m {
        Move::Castle { king, rook } => {
            out.push_str(CastlingSide::from_files(king.file(), rook.file()).san());
        }
        Move::EnPassant { from, to } => {
            out.push(from.file_char());
            out.push('x');
            push_square(&mut out, to);
        }
        Move::Normal {
            from,
            to,
            promotion,
        } => {
            let role = pos.board().role_at(from).unwrap_or(Role::Pawn);
            let capture = pos.board().occupied().contains(to);
            match letters.letter(role) {
                None => {
                    if capture {
                        out.push(from.file_char());
                        out.push('x');
                    }
                    push_square(&mut out, to);
                    if let Some(l) = promotion.and_then(|p| letters.letter(p)) {
                        out.push('=');
                        out.push(l);
                    }
                }
                Some(letter) => {
                    out.push(letter);
                    // Other pieces of the same kind that could also go to `to`.
                    let mut rivals = Bitboard::EMPTY;
                    pos.for_each_legal_move(|other| {
                        if let Move::Normal {
                            from: f2, to: t2, ..
                        } = other
                        {
                            if t2 == to && f2 != from && pos.board().role_at(f2) == Some(role) {
                                rivals.add(f2);
                            }
                        }
                        true
                    });
                    if rivals.any() {
                        if rivals.into_iter().all(|r| r.file() != from.file()) {
                            out.push(from.file_char());
                        } else if rivals.into_iter().all(|r| r.rank() != from.rank()) {
                            out.push(from.rank_char());
                        } else {
                            push_square(&mut out, from);
                        }
                    }
                    if capture {
                        out.push('x');
                    }
                    push_square(&mut out, to);
                }
            }
        }
    }
    out
}

/// SAN of a legal move, with `+` for check and `#` for checkmate, in English letters.
///
/// ```
/// use rules::{fen::parse_position, san::to_san, CastlingSide};
/// // King on g1 already: O-O moves only the rook, h1 to f1.
/// let pos = parse_position("1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1").unwrap();
/// let m = pos.castling_move(CastlingSide::KingSide).unwrap();
/// assert_eq!(to_san(&pos, m), "O-O");
/// ```
pub fn to_san(pos: &Position, m: Move) -> String {
    to_san_with(pos, m, &Letters::ENGLISH)
}

/// SAN of a legal move, with `+` for check and `#` for checkmate, in the given letters.
///
/// ```
/// use rules::{fen::parse_position, san::{to_san_with, Letters}, Move};
/// let french = Letters::new(['R', 'D', 'T', 'F', 'C']).unwrap();
/// let pos = parse_position("4k3/1P6/8/8/8/8/8/4K1N1 w - - 0 1").unwrap();
/// let promote = Move::Normal { from: "b7".parse().unwrap(), to: "b8".parse().unwrap(),
///                              promotion: Some(rules::Role::Queen) };
/// assert_eq!(to_san_with(&pos, promote, &french), "b8=D+");
/// let knight = Move::Normal { from: "g1".parse().unwrap(), to: "f3".parse().unwrap(), promotion: None };
/// assert_eq!(to_san_with(&pos, knight, &french), "Cf3");
/// ```
pub fn to_san_with(pos: &Position, m: Move, letters: &Letters) -> String {
    let mut out = to_san_plain_with(pos, m, letters);
    let mut after = pos.clone();
    after.play_unchecked(m);
    if after.is_check() {
        out.push(if after.has_legal_moves() { '+' } else { '#' });
    }
    out
}

// ---------------------------------------------------------------------------------------------
// Reading

/// A SAN text taken apart, before its letters are given a meaning.
#[derive(Copy, Clone, Debug)]
enum Parsed {
    Castle(CastlingSide),
    Move {
        /// The upper-case letter in front, if any (none for a pawn).
        piece: Option<char>,
        /// The promotion letter, in the case written.
        promotion: Option<char>,
        from_file: Option<u32>,
        from_rank: Option<u32>,
        to: Square,
    },
}

impl Parsed {
    /// `true` if the two letter sets give this text a different meaning.
    fn reads_differently(&self, a: &Letters, b: &Letters) -> bool {
        match *self {
            Parsed::Castle(_) => false,
            Parsed::Move {
                piece, promotion, ..
            } => {
                piece.is_some_and(|c| a.role(c) != b.role(c))
                    || promotion.is_some_and(|c| a.role_any_case(c) != b.role_any_case(c))
            }
        }
    }
}

/// Takes a trimmed, non-empty SAN text apart.
fn parse_text(text: &str) -> Option<Parsed> {
    let mut core = text.trim_end_matches(['+', '#', '!', '?']);
    if let Some(rest) = core.strip_suffix("e.p.") {
        core = rest.trim_end().trim_end_matches(['+', '#', '!', '?']);
    }
    match core {
        "O-O" | "0-0" | "o-o" => return Some(Parsed::Castle(CastlingSide::KingSide)),
        "O-O-O" | "0-0-0" | "o-o-o" => return Some(Parsed::Castle(CastlingSide::QueenSide)),
        _ => {}
    }
    let mut chars: Vec<char> = core.chars().collect();
    // A piece letter is a capital; a letter beyond ASCII is taken as one too, so that it is
    // reported as an unknown piece letter.
    let piece = match chars.first() {
        Some(&c) if c.is_ascii_uppercase() || !c.is_ascii() => {
            chars.remove(0);
            Some(c)
        }
        _ => None,
    };
    // Promotion at the end of a pawn move: "=Q", "Q" or "q".
    let mut promotion = None;
    if piece.is_none() {
        if let Some(&last) = chars
            .last()
            .filter(|c| c.is_ascii_alphabetic() || !c.is_ascii())
        {
            promotion = Some(last);
            chars.pop();
            if chars.last() == Some(&'=') {
                chars.pop();
            }
        }
    }
    // Destination: the last two characters, a lower-case file and a rank.
    let rank = chars.pop().and_then(crate::rank_from_char)?;
    let file = chars
        .pop()
        .filter(char::is_ascii_lowercase)
        .and_then(crate::file_from_char)?;
    let to = Square::from_coords(file, rank);
    if matches!(chars.last(), Some('x' | ':')) {
        chars.pop();
    }
    // Disambiguation: file, rank, or both.
    let mut from_file = None;
    let mut from_rank = None;
    for c in chars {
        if let Some(f) = crate::file_from_char(c).filter(|_| c.is_ascii_lowercase()) {
            if from_file.replace(f).is_some() {
                return None;
            }
        } else if let Some(r) = crate::rank_from_char(c) {
            if from_rank.replace(r).is_some() {
                return None;
            }
        } else {
            return None;
        }
    }
    // A pawn move with its start rank is long algebraic or UCI (`e2e4`), not SAN.
    if piece.is_none() && from_rank.is_some() {
        return None;
    }
    Some(Parsed::Move {
        piece,
        promotion,
        from_file,
        from_rank,
        to,
    })
}

/// Reads a move in SAN with English letters (as in PGN). Accepts `0-0`/`0-0-0`, a missing or
/// superfluous `+`/`#`, annotation marks (`!`, `?`), `x` or no `x`, `e.p.`, and `=Q` or `Q`
/// for promotion. See [`parse_san_with`].
///
/// ```
/// use rules::{Position, san::{parse_san, SanError}};
/// let pos = Position::classical();
/// let m = parse_san(&pos, "Nf3").unwrap();
/// assert_eq!(m.to().to_string(), "f3");
/// assert!(parse_san(&pos, "Nf4").is_err());
/// assert!(parse_san(&pos, "O-O").is_err());
/// assert_eq!(parse_san(&pos, "e2e4"), Err(SanError::Syntax { text: "e2e4".into() }));
/// ```
pub fn parse_san(pos: &Position, san: &str) -> Result<Move, SanError> {
    parse_san_with(pos, san, &Letters::ENGLISH)
}

/// Reads a move in SAN written with `letters`, falling back to English letters.
///
/// The text is first read with `letters`. Only if that reading names no legal move (or uses
/// a letter that is not in `letters`) and English letters give the text another meaning, the
/// English reading is tried, and its move is taken if there is exactly one. So where the two
/// sets share a letter for different pieces, the given letters win: with French letters
/// (R D T F C) `Rd1` is a king move, and a rook move only when no king can go to d1; with
/// Dutch or Danish letters `B`, `N`, `Q` and `R` are read as in English since they mean
/// nothing else there. If the given letters' reading is ambiguous, that is the answer (no
/// fallback). When both readings fail, the error of the given letters' reading is returned,
/// unless that was only an unknown letter: then the English reading's error, which says more.
///
/// Castling is `O-O`/`O-O-O` (or `0-0`/`0-0-0`) in every language and is always
/// [`Move::Castle`]; UCI-like text (`e2e4`, `g1f3`) is refused as [`SanError::Syntax`].
///
/// ```
/// use rules::{fen::parse_position, san::{parse_san_with, Letters}, Role};
/// let french = Letters::new(['R', 'D', 'T', 'F', 'C']).unwrap();
/// let pos = parse_position("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").unwrap();
/// // "Rd1": the king (roi) can go to d1, so it is the king's move.
/// let m = parse_san_with(&pos, "Rd1", &french).unwrap();
/// assert_eq!(pos.board().role_at(m.from()), Some(Role::King));
/// // "Rb1": no king move to b1, so the English reading, the rook (tour), is taken.
/// let m = parse_san_with(&pos, "Rb1", &french).unwrap();
/// assert_eq!(pos.board().role_at(m.from()), Some(Role::Rook));
/// assert_eq!(parse_san_with(&pos, "Tb1", &french), Ok(m));
/// ```
pub fn parse_san_with(pos: &Position, san: &str, letters: &Letters) -> Result<Move, SanError> {
    let text = san.trim();
    if text.is_empty() {
        return Err(SanError::Empty);
    }
    if text.len() > MAX_SAN_LEN {
        return Err(SanError::Syntax {
            text: shorten(text),
        });
    }
    let parsed = parse_text(text).ok_or_else(|| SanError::Syntax {
        text: shorten(text),
    })?;
    let local = resolve(pos, parsed, letters, text);
    let english = &Letters::ENGLISH;
    match local {
        Ok(m) => Ok(m),
        Err(e @ SanError::Ambiguous { .. }) => Err(e),
        Err(e) if !parsed.reads_differently(letters, english) => Err(e),
        Err(local) => match resolve(pos, parsed, english, text) {
            Ok(m) => Ok(m),
            Err(other) if matches!(local, SanError::UnknownPiece { .. }) => Err(other),
            Err(_) => Err(local),
        },
    }
}

/// The legal move `parsed` names when read with `letters`.
fn resolve(
    pos: &Position,
    parsed: Parsed,
    letters: &Letters,
    text: &str,
) -> Result<Move, SanError> {
    let (piece, promotion, from_file, from_rank, to) = match parsed {
        Parsed::Castle(side) => {
            return pos
                .castling_status(side)
                .map_err(|obstacle| SanError::Illegal {
                    text: shorten(text),
                    reason: IllegalSan::Castling { side, obstacle },
                });
        }
        Parsed::Move {
            piece,
            promotion,
            from_file,
            from_rank,
            to,
        } => (piece, promotion, from_file, from_rank, to),
    };
    let unknown = |letter| SanError::UnknownPiece {
        text: shorten(text),
        letter,
    };
    let role = match piece {
        Some(c) => letters.role(c).ok_or_else(|| unknown(c))?,
        None => Role::Pawn,
    };
    let promotion = match promotion {
        Some(c) => Some(letters.role_any_case(c).ok_or_else(|| unknown(c))?),
        None => None,
    };
    let origin = Origin::new(from_file, from_rank);
    let mut found: Option<Move> = None;
    let mut count = 0;
    // A set: in square order and without repeats, with no sorting code in the wasm build.
    let mut candidates = Bitboard::EMPTY;
    pos.for_each_legal_move(|m| {
        let (from, mto, promo) = match m {
            Move::Normal {
                from,
                to,
                promotion,
            } => (from, to, promotion),
            Move::EnPassant { from, to } => (from, to, None),
            Move::Castle { .. } => return true,
        };
        if mto == to
            && promo == promotion
            && origin.allows(from)
            && pos.board().role_at(from) == Some(role)
        {
            found = Some(m);
            count += 1;
            candidates.add(from);
        }
        true
    });
    match (count, found) {
        (1, Some(m)) => Ok(m),
        (0, _) => Err(SanError::Illegal {
            text: shorten(text),
            reason: diagnose(pos, role, origin, to, promotion),
        }),
        _ => Err(SanError::Ambiguous {
            text: shorten(text),
            role,
            to,
            candidates: candidates.collect(),
        }),
    }
}

/// Why no legal move of a `role` from `origin` to `to` (with `promotion`) exists.
#[cold]
fn diagnose(
    pos: &Position,
    role: Role,
    origin: Origin,
    to: Square,
    promotion: Option<Role>,
) -> IllegalSan {
    if let Some(p) = promotion.filter(|p| !Role::PROMOTIONS.contains(p)) {
        return IllegalSan::BadPromotion { role: p };
    }
    let us = pos.turn();
    let board = pos.board();
    let pieces: Bitboard = board
        .by_piece(role.of(us))
        .into_iter()
        .filter(|&sq| origin.allows(sq))
        .collect();
    if pieces.is_empty() {
        return IllegalSan::NoPiece { role, origin };
    }
    if board.by_color(us).contains(to) {
        return IllegalSan::OwnPiece { role, to };
    }
    let from: Vec<Square> = pieces
        .into_iter()
        .filter(|&from| could_move(pos, role, from, to))
        .collect();
    if from.is_empty() {
        return IllegalSan::Unreachable {
            role,
            origin,
            from: pieces.collect(),
            to,
        };
    }
    if role == Role::Pawn {
        let last_rank = to.rank() == us.fold(7, 0);
        if last_rank && promotion.is_none() {
            return IllegalSan::PromotionMissing { to };
        }
        if !last_rank && promotion.is_some() {
            return IllegalSan::PromotionNotAllowed { to };
        }
    }
    IllegalSan::LeavesKingInCheck {
        role,
        from,
        to,
        in_check: pos.is_check(),
    }
}

/// `true` if the piece of the side to move on `from` (of kind `role`) could move to `to` by
/// the way it moves, leaving aside its own king's safety (castling is not such a move).
fn could_move(pos: &Position, role: Role, from: Square, to: Square) -> bool {
    let board = pos.board();
    let us = pos.turn();
    let occupied = board.occupied();
    if board.by_color(us).contains(to) {
        return false;
    }
    match role {
        Role::Knight => attacks::knight_attacks(from).contains(to),
        Role::Bishop => attacks::bishop_attacks(from, occupied).contains(to),
        Role::Rook => attacks::rook_attacks(from, occupied).contains(to),
        Role::Queen => attacks::queen_attacks(from, occupied).contains(to),
        Role::King => attacks::king_attacks(from).contains(to),
        Role::Pawn => {
            if attacks::pawn_attacks(us, from).contains(to) {
                return board.by_color(!us).contains(to) || pos.ep_square() == Some(to);
            }
            let step = us.fold(1, -1);
            let one = from.offset(0, step);
            if occupied.contains(to) || one.is_none() {
                return false;
            }
            if one == Some(to) {
                return true;
            }
            let start_rank = from.rank() == us.fold(1, 6);
            start_rank
                && one.is_some_and(|sq| !occupied.contains(sq))
                && from.offset(0, 2 * step) == Some(to)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::parse_position;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    fn illegal(fen: &str, text: &str) -> IllegalSan {
        let pos = parse_position(fen).unwrap();
        match parse_san(&pos, text) {
            Err(SanError::Illegal { text: t, reason }) => {
                assert_eq!(t, text);
                reason
            }
            other => panic!("{text} in {fen}: {other:?}"),
        }
    }

    #[test]
    fn illegal_moves_say_why() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(
            illegal(start, "Nd4"),
            IllegalSan::Unreachable {
                role: Role::Knight,
                origin: Origin::Any,
                from: vec![sq("b1"), sq("g1")],
                to: sq("d4")
            }
        );
        assert_eq!(
            illegal(start, "Nd2"),
            IllegalSan::OwnPiece {
                role: Role::Knight,
                to: sq("d2")
            }
        );
        assert_eq!(
            illegal(start, "Ncd4"),
            IllegalSan::NoPiece {
                role: Role::Knight,
                origin: Origin::File(2)
            }
        );
        assert_eq!(
            illegal(start, "O-O"),
            IllegalSan::Castling {
                side: CastlingSide::KingSide,
                obstacle: CastlingObstacle::Blocked
            }
        );
        assert_eq!(
            illegal(start, "exd3"),
            IllegalSan::Unreachable {
                role: Role::Pawn,
                origin: Origin::File(4),
                from: vec![sq("e2")],
                to: sq("d3")
            }
        );
        // Pinned knight on d2 (bishop b4, king e1).
        let pinned = "4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1";
        assert_eq!(
            illegal(pinned, "Nf3"),
            IllegalSan::LeavesKingInCheck {
                role: Role::Knight,
                from: vec![sq("d2")],
                to: sq("f3"),
                in_check: false
            }
        );
        // In check from the rook on e8: a knight move elsewhere does not help.
        let check = "4r1k1/8/8/8/8/8/8/1N2K3 w - - 0 1";
        assert_eq!(
            illegal(check, "Nc3"),
            IllegalSan::LeavesKingInCheck {
                role: Role::Knight,
                from: vec![sq("b1")],
                to: sq("c3"),
                in_check: true
            }
        );
        assert_eq!(
            illegal(check, "O-O"),
            IllegalSan::Castling {
                side: CastlingSide::KingSide,
                obstacle: CastlingObstacle::NoRight
            }
        );
        // The king may not step next to the other king.
        let kings = "8/8/8/8/8/4k3/8/4K3 w - - 0 1";
        assert_eq!(
            illegal(kings, "Ke2"),
            IllegalSan::LeavesKingInCheck {
                role: Role::King,
                from: vec![sq("e1")],
                to: sq("e2"),
                in_check: false
            }
        );
        let promo = "4k3/1P6/8/8/8/8/P7/4K3 w - - 0 1";
        assert_eq!(
            illegal(promo, "b8"),
            IllegalSan::PromotionMissing { to: sq("b8") }
        );
        assert_eq!(
            illegal(promo, "a3=Q"),
            IllegalSan::PromotionNotAllowed { to: sq("a3") }
        );
        assert_eq!(
            illegal(promo, "b8=K"),
            IllegalSan::BadPromotion { role: Role::King }
        );
    }

    #[test]
    fn castling_obstacles() {
        // In check from the queen on e4.
        let fen = "4k3/8/8/8/4q3/8/8/R3K2R w KQ - 0 1";
        assert_eq!(
            illegal(fen, "O-O-O"),
            IllegalSan::Castling {
                side: CastlingSide::QueenSide,
                obstacle: CastlingObstacle::InCheck
            }
        );
        // A knight on b1 is in the way of O-O-O; the rook on f8 attacks f1, which the king
        // crosses in O-O.
        let fen = "4kr2/8/8/8/8/8/8/RN2K2R w KQ - 0 1";
        assert_eq!(
            illegal(fen, "0-0-0"),
            IllegalSan::Castling {
                side: CastlingSide::QueenSide,
                obstacle: CastlingObstacle::Blocked
            }
        );
        assert_eq!(
            illegal(fen, "O-O"),
            IllegalSan::Castling {
                side: CastlingSide::KingSide,
                obstacle: CastlingObstacle::Attacked
            }
        );
        // The pinned castling rook (qR1K4): the king's destination is attacked once it moves.
        assert_eq!(
            illegal("4k3/8/8/8/8/8/8/qR1K4 w Q - 0 1", "O-O-O"),
            IllegalSan::Castling {
                side: CastlingSide::QueenSide,
                obstacle: CastlingObstacle::Attacked
            }
        );
    }

    #[test]
    fn ambiguity_names_the_candidates() {
        let pos = parse_position("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1").unwrap();
        assert_eq!(
            parse_san(&pos, "Nd2"),
            Err(SanError::Ambiguous {
                text: "Nd2".into(),
                role: Role::Knight,
                to: sq("d2"),
                candidates: vec![sq("b1"), sq("f3")],
            })
        );
        assert_eq!(
            parse_san(&pos, "Nbd2").map(Move::from),
            Ok(sq("b1")),
            "the file decides"
        );
        // Two pawns can take on d5.
        let pos = parse_position("4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1").unwrap();
        assert_eq!(
            parse_san(&pos, "xd5"),
            Err(SanError::Ambiguous {
                text: "xd5".into(),
                role: Role::Pawn,
                to: sq("d5"),
                candidates: vec![sq("c4"), sq("e4")],
            })
        );
        assert_eq!(parse_san(&pos, "cxd5").map(Move::from), Ok(sq("c4")));
    }

    #[test]
    fn syntax_errors_and_unknown_letters() {
        let pos = Position::classical();
        assert_eq!(parse_san(&pos, "  "), Err(SanError::Empty));
        for text in [
            "e2e4", "g1f3", "e7e8q", "hello", "NF3", "e9", "Nbbd2", "x", "=Q",
        ] {
            assert_eq!(
                parse_san(&pos, text),
                Err(SanError::Syntax { text: text.into() }),
                "{text}"
            );
        }
        assert_eq!(
            parse_san(&pos, "Xf3"),
            Err(SanError::UnknownPiece {
                text: "Xf3".into(),
                letter: 'X'
            })
        );
        let long = "Nf3".repeat(10);
        assert_eq!(
            parse_san(&pos, &long),
            Err(SanError::Syntax {
                text: long.chars().take(16).collect()
            })
        );
        // Long algebraic for a piece is fine (full disambiguation), e.p. too.
        assert_eq!(parse_san(&pos, "Ng1f3"), parse_san(&pos, "Nf3"));
        let ep = parse_position("4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1").unwrap();
        let m = parse_san(&ep, "dxe6 e.p.").unwrap();
        assert!(matches!(m, Move::EnPassant { .. }));
        assert_eq!(parse_san(&ep, "dxe6e.p."), Ok(m));
        assert_eq!(parse_san(&ep, "dxe6"), Ok(m));
    }

    #[test]
    fn letters_must_be_usable() {
        assert!(Letters::new(['K', 'Q', 'R', 'B', 'N']) == Some(Letters::ENGLISH));
        assert!(Letters::new(['K', 'Q', 'R', 'B', 'O']).is_none());
        assert!(Letters::new(['K', 'Q', 'R', 'B', '1']).is_none());
        assert!(Letters::new(['K', 'Q', 'R', 'B', 'n']).is_none());
        assert!(Letters::new(['K', 'Q', 'R', 'K', 'N']).is_none());
        assert!(
            Letters::new(['K', 'Ø', 'T', 'L', 'S']).is_none(),
            "ASCII only"
        );
        // Any ASCII capitals other than O; their lower case is read in promotions.
        let odd = Letters::new(['K', 'Z', 'T', 'L', 'S']).unwrap();
        let pos = parse_position("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        let m = parse_san_with(&pos, "b8=z", &odd).unwrap();
        assert_eq!(m.promotion(), Some(Role::Queen));
        assert_eq!(to_san_with(&pos, m, &odd), "b8=Z+");
        // A letter beyond ASCII is an unknown piece letter, not a syntax error.
        assert_eq!(
            parse_san_with(&pos, "Øb8", &odd),
            Err(SanError::UnknownPiece {
                text: "Øb8".into(),
                letter: 'Ø'
            })
        );
        assert_eq!(Letters::default(), Letters::ENGLISH);
        assert_eq!(Letters::ENGLISH.to_array(), ['K', 'Q', 'R', 'B', 'N']);
    }

    #[test]
    fn display_texts() {
        let pos = parse_position("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1").unwrap();
        assert_eq!(
            parse_san(&pos, "Nd2").unwrap_err().to_string(),
            "ambiguous move 'Nd2': the knights on b1, f3 can both go to d2"
        );
        assert_eq!(
            parse_san(&pos, "Nbd4").unwrap_err().to_string(),
            "illegal move 'Nbd4': the knight on b1 cannot go to d4"
        );
        assert_eq!(
            parse_san(&pos, "Nh3").unwrap_err().to_string(),
            "illegal move 'Nh3': no knight (b1, f3) can go to h3"
        );
        assert_eq!(
            parse_san(&pos, "Qd4").unwrap_err().to_string(),
            "illegal move 'Qd4': there is no queen"
        );
        assert_eq!(
            parse_san(&pos, "O-O").unwrap_err().to_string(),
            "illegal move 'O-O': O-O is not possible: there is no castling right on that side"
        );
        assert_eq!(
            parse_san(&pos, "Yd4").unwrap_err().to_string(),
            "'Yd4' is not a move: 'Y' is not a piece letter"
        );
        assert_eq!(SanError::Empty.to_string(), "no move given");
    }
}
