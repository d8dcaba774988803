//! Standard Algebraic Notation: writing and reading moves such as `Nbd7`, `exd6`, `e8=Q+`,
//! `O-O` and `O-O-O`.

use crate::{CastlingSide, Move, Position, Role, Square};
use core::fmt;

/// Why a SAN string does not give a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SanError {
    /// Not SAN at all.
    Syntax(String),
    /// Well-formed, but no legal move matches.
    Illegal(String),
    /// Several legal moves match (more disambiguation needed).
    Ambiguous(String),
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::Syntax(s) => write!(f, "'{s}' is not a move in SAN"),
            SanError::Illegal(s) => write!(f, "illegal move '{s}'"),
            SanError::Ambiguous(s) => write!(f, "ambiguous move '{s}'"),
        }
    }
}

impl std::error::Error for SanError {}

/// Longest SAN text we look at.
const MAX_SAN_LEN: usize = 16;

fn shorten(s: &str) -> String {
    s.chars().take(MAX_SAN_LEN).collect()
}

/// SAN of a legal move without the check suffix.
pub fn to_san_plain(pos: &Position, m: Move) -> String {
    let mut out = String::with_capacity(8);
    match m {
        Move::Castle { king, rook } => {
            out.push_str(CastlingSide::from_files(king.file(), rook.file()).san());
        }
        Move::EnPassant { from, to } => {
            out.push(from.file_char());
            out.push('x');
            out.push_str(&to.to_string());
        }
        Move::Normal {
            from,
            to,
            promotion,
        } => {
            let role = pos.board().role_at(from).unwrap_or(Role::Pawn);
            let capture = pos.board().occupied().contains(to);
            if role == Role::Pawn {
                if capture {
                    out.push(from.file_char());
                    out.push('x');
                }
                out.push_str(&to.to_string());
                if let Some(p) = promotion {
                    out.push('=');
                    out.push(p.upper_char());
                }
            } else {
                out.push(role.upper_char());
                // Other pieces of the same kind that could also go to `to`.
                let mut rivals: Vec<Square> = Vec::new();
                pos.for_each_legal_move(|other| {
                    if let Move::Normal {
                        from: f2, to: t2, ..
                    } = other
                    {
                        if t2 == to && f2 != from && pos.board().role_at(f2) == Some(role) {
                            rivals.push(f2);
                        }
                    }
                    true
                });
                if !rivals.is_empty() {
                    if rivals.iter().all(|r| r.file() != from.file()) {
                        out.push(from.file_char());
                    } else if rivals.iter().all(|r| r.rank() != from.rank()) {
                        out.push(from.rank_char());
                    } else {
                        out.push_str(&from.to_string());
                    }
                }
                if capture {
                    out.push('x');
                }
                out.push_str(&to.to_string());
            }
        }
    }
    out
}

/// SAN of a legal move, with `+` for check and `#` for checkmate.
///
/// ```
/// use rules::{fen::parse_position, san::to_san, CastlingSide};
/// // King on g1 already: O-O moves only the rook, h1 to f1.
/// let pos = parse_position("1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1").unwrap();
/// let m = pos.castling_move(CastlingSide::KingSide).unwrap();
/// assert_eq!(to_san(&pos, m), "O-O");
/// ```
pub fn to_san(pos: &Position, m: Move) -> String {
    let mut out = to_san_plain(pos, m);
    let mut after = pos.clone();
    after.play_unchecked(m);
    if after.is_check() {
        out.push(if after.has_legal_moves() { '+' } else { '#' });
    }
    out
}

/// Reads a move in SAN. Accepts `0-0`/`0-0-0`, a missing or superfluous `+`/`#`,
/// annotation marks (`!`, `?`), `x` or no `x`, and `=Q` or `Q` for promotion.
///
/// ```
/// use rules::{Position, san::parse_san};
/// let pos = Position::classical();
/// let m = parse_san(&pos, "Nf3").unwrap();
/// assert_eq!(m.to().to_string(), "f3");
/// assert!(parse_san(&pos, "Nf4").is_err());
/// assert!(parse_san(&pos, "O-O").is_err());
/// ```
pub fn parse_san(pos: &Position, san: &str) -> Result<Move, SanError> {
    let text = san.trim();
    if text.is_empty() || text.len() > MAX_SAN_LEN {
        return Err(SanError::Syntax(shorten(text)));
    }
    let core = text.trim_end_matches(['+', '#', '!', '?']);
    match core {
        "O-O" | "0-0" | "o-o" => return castle(pos, CastlingSide::KingSide, text),
        "O-O-O" | "0-0-0" | "o-o-o" => return castle(pos, CastlingSide::QueenSide, text),
        _ => {}
    }
    let mut chars: Vec<char> = core.chars().collect();
    // Role.
    let role = match chars.first() {
        Some(&c) if "NBRQK".contains(c) => {
            chars.remove(0);
            Role::from_char(c).unwrap_or(Role::Pawn)
        }
        Some(_) => Role::Pawn,
        None => return Err(SanError::Syntax(shorten(text))),
    };
    // Promotion at the end: "=Q" or "Q".
    let mut promotion = None;
    if let Some(&last) = chars.last() {
        if role == Role::Pawn && "NBRQnbrq".contains(last) {
            promotion = Role::from_char(last);
            chars.pop();
            if chars.last() == Some(&'=') {
                chars.pop();
            }
        }
    }
    // Destination: the last two characters.
    if chars.len() < 2 {
        return Err(SanError::Syntax(shorten(text)));
    }
    let dest: String = chars[chars.len() - 2..].iter().collect();
    let to = Square::parse(&dest).ok_or_else(|| SanError::Syntax(shorten(text)))?;
    chars.truncate(chars.len() - 2);
    if chars.last() == Some(&'x') || chars.last() == Some(&':') {
        chars.pop();
    }
    // Disambiguation: file, rank, or both.
    let mut from_file = None;
    let mut from_rank = None;
    for c in chars {
        if let Some(f) = crate::file_from_char(c).filter(|_| c.is_ascii_lowercase()) {
            if from_file.is_some() {
                return Err(SanError::Syntax(shorten(text)));
            }
            from_file = Some(f);
        } else if let Some(r) = crate::rank_from_char(c) {
            if from_rank.is_some() {
                return Err(SanError::Syntax(shorten(text)));
            }
            from_rank = Some(r);
        } else {
            return Err(SanError::Syntax(shorten(text)));
        }
    }
    let mut found: Option<Move> = None;
    let mut count = 0;
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
        if mto != to
            || promo != promotion
            || pos.board().role_at(from) != Some(role)
            || from_file.is_some_and(|f| f != from.file())
            || from_rank.is_some_and(|r| r != from.rank())
        {
            return true;
        }
        count += 1;
        found = Some(m);
        true
    });
    match (count, found) {
        (1, Some(m)) => Ok(m),
        (0, _) => Err(SanError::Illegal(shorten(text))),
        _ => Err(SanError::Ambiguous(shorten(text))),
    }
}

fn castle(pos: &Position, side: CastlingSide, text: &str) -> Result<Move, SanError> {
    pos.castling_move(side)
        .ok_or_else(|| SanError::Illegal(shorten(text)))
}
