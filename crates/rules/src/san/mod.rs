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

mod error;
mod parse;

#[cfg(test)]
mod tests;

pub(crate) use error::write_candidates;
pub use error::{IllegalSan, Origin, SanError};
pub use parse::{parse_san, parse_san_with};

use crate::{Bitboard, CastlingSide, Move, Position, Role, Square};

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
// Writing

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
