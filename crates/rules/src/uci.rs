//! UCI move notation in its Chess960 form: `e2e4`, `e7e8q`, and castling written as the king
//! capturing its own rook (`e1h1`), so castling never looks like a king move.

use crate::{Move, Position, Role, Square};
use core::fmt;

/// Why a UCI string does not give a legal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UciError {
    /// Not of the form `<from><to>[promotion]` (the text as given, at most 8 characters).
    Syntax(String),
    /// Well-formed, but no legal move goes from `from` to `to` (with this promotion).
    Illegal {
        /// The start square named.
        from: Square,
        /// The destination named (for castling: the rook's square).
        to: Square,
        /// The promotion piece named, if any.
        promotion: Option<Role>,
    },
}

impl fmt::Display for UciError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UciError::Syntax(s) => write!(f, "'{s}' is not a UCI move (like e2e4 or e7e8q)"),
            UciError::Illegal {
                from,
                to,
                promotion,
            } => {
                write!(f, "illegal move '{from}{to}")?;
                if let Some(p) = promotion {
                    write!(f, "{}", p.char())?;
                }
                f.write_str("'")
            }
        }
    }
}

impl std::error::Error for UciError {}

/// Reads a UCI move and returns the legal move it names.
///
/// ```
/// use rules::{fen::parse_position, uci::{parse_uci, UciError}, Move};
/// let pos = parse_position("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1").unwrap();
/// assert!(matches!(parse_uci(&pos, "e1h1"), Ok(Move::Castle { .. })));
/// assert!(matches!(parse_uci(&pos, "e1f1"), Ok(Move::Normal { .. })));
/// assert!(parse_uci(&pos, "e1g1").is_err()); // not castling in Chess960 UCI, and no king move
/// assert_eq!(parse_uci(&pos, "a1a9"), Err(UciError::Syntax("a1a9".into())));
/// ```
pub fn parse_uci(pos: &Position, uci: &str) -> Result<Move, UciError> {
    let syntax = || UciError::Syntax(uci.chars().take(8).collect());
    if !(4..=5).contains(&uci.len()) || !uci.is_ascii() {
        return Err(syntax());
    }
    let from = uci.get(0..2).and_then(Square::parse).ok_or_else(syntax)?;
    let to = uci.get(2..4).and_then(Square::parse).ok_or_else(syntax)?;
    let promotion = match uci.get(4..5) {
        None | Some("") => None,
        Some(p) => Some(
            p.chars()
                .next()
                .and_then(Role::from_char)
                .filter(|r| Role::PROMOTIONS.contains(r))
                .ok_or_else(syntax)?,
        ),
    };
    let mut found = None;
    pos.for_each_legal_move(|m| {
        if m.from() == from && m.to() == to && m.promotion() == promotion {
            found = Some(m);
            false
        } else {
            true
        }
    });
    found.ok_or(UciError::Illegal {
        from,
        to,
        promotion,
    })
}
