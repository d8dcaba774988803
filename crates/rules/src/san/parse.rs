//! Reading SAN: [`parse_san`] and [`parse_san_with`], and why a text names no move.

use super::{IllegalSan, Letters, Origin, SanError};
use crate::attacks;
use crate::{Bitboard, CastlingSide, Move, Position, Role, Square};

/// Longest SAN text we look at, in bytes.
const MAX_SAN_LEN: usize = 16;

fn shorten(s: &str) -> String {
    s.chars().take(MAX_SAN_LEN).collect()
}

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
