//! Moves written in the player's language: the piece letters of each language (nl K D T L P,
//! fr R D T F C, da K D T L S) for the move list, the status line and announcements.
//! Exported PGN stays standard English SAN.

use crate::i18n::Lang;
use rules::{CastlingSide, Move, Position, Role, Square};

/// The piece letters of `lang` for king, queen, rook, bishop, knight.
pub fn letters(lang: Lang) -> [char; 5] {
    match lang {
        Lang::En => ['K', 'Q', 'R', 'B', 'N'],
        Lang::Nl => ['K', 'D', 'T', 'L', 'P'],
        Lang::Fr => ['R', 'D', 'T', 'F', 'C'],
        Lang::Da => ['K', 'D', 'T', 'L', 'S'],
    }
}

/// English SAN (`Nf3`, `exd8=Q+`, `O-O`) in the piece letters of `lang`. In SAN the only
/// capitals are piece letters and the `O` of castling, so a letter-for-letter exchange is exact.
pub fn localize_san(lang: Lang, san: &str) -> String {
    let to = letters(lang);
    san.chars()
        .map(|c| match c {
            'K' => to[0],
            'Q' => to[1],
            'R' => to[2],
            'B' => to[3],
            'N' => to[4],
            other => other,
        })
        .collect()
}

/// Why a typed move was not played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EntryError {
    /// Not a move in any notation we read.
    Syntax(String),
    /// That castling is not legal now.
    Castling(CastlingSide),
    /// Several pieces can make it: which ones (piece, square).
    Ambiguous {
        /// The destination.
        to: Square,
        /// The pieces that could go there.
        candidates: Vec<(Role, Square)>,
    },
    /// No legal move matches: the kind of piece and the destination, if the text names them.
    Illegal {
        /// The text as typed (shortened).
        text: String,
        /// The piece named.
        role: Role,
        /// The destination named.
        to: Option<Square>,
    },
}

/// Maps the piece letters of `lang` to English SAN letters (`Pf3` in Dutch is `Nf3`).
fn to_english(lang: Lang, text: &str) -> String {
    let from = letters(lang);
    text.chars()
        .map(|c| match from.iter().position(|&l| l == c) {
            Some(i) => ['K', 'Q', 'R', 'B', 'N'][i],
            None => c,
        })
        .collect()
}

/// The destination square named in a move text (the last file letter followed by a rank).
fn named_square(text: &str) -> Option<Square> {
    let b = text.as_bytes();
    (0..b.len().saturating_sub(1)).rev().find_map(|i| {
        let (f, r) = (*b.get(i)?, *b.get(i + 1)?);
        ((b'a'..=b'h').contains(&f) && (b'1'..=b'8').contains(&r))
            .then(|| Square::parse(text.get(i..i + 2)?))
            .flatten()
    })
}

/// Reads a typed move: SAN in the piece letters of `lang` or in English letters, UCI
/// (`e2e4`, `e7e8q`; castling as king takes rook), or castling as `O-O`, `0-0`, `O-O-O`,
/// `0-0-0` (always castling, never a king move).
pub fn read_move(lang: Lang, pos: &Position, text: &str) -> Result<Move, EntryError> {
    let text = text.trim();
    let short: String = text.chars().take(16).collect();
    let core = text.trim_end_matches(['+', '#', '!', '?']);
    let castle = match core {
        "O-O" | "0-0" | "o-o" => Some(CastlingSide::KingSide),
        "O-O-O" | "0-0-0" | "o-o-o" => Some(CastlingSide::QueenSide),
        _ => None,
    };
    if let Some(side) = castle {
        return pos.castling_move(side).ok_or(EntryError::Castling(side));
    }
    if core.is_empty() || core.chars().count() > 16 {
        return Err(EntryError::Syntax(short));
    }
    if let Ok(m) = rules::uci::parse_uci(pos, core) {
        return Ok(m);
    }
    let local = to_english(lang, core);
    let attempts = [local.as_str(), core];
    for t in attempts {
        if let Ok(m) = rules::san::parse_san(pos, t) {
            return Ok(m);
        }
    }
    // Not a move: explain with the piece and square the text names (in the player's letters).
    let Some(to) = named_square(core) else {
        return Err(EntryError::Syntax(short));
    };
    let role = local
        .chars()
        .next()
        .filter(|c| "KQRBN".contains(*c))
        .and_then(Role::from_char)
        .unwrap_or(Role::Pawn);
    let mut candidates: Vec<(Role, Square)> = Vec::new();
    for m in pos.legal_moves() {
        if m.is_castle() || m.to() != to {
            continue;
        }
        if pos.board().role_at(m.from()) == Some(role)
            && !candidates.iter().any(|c| c.1 == m.from())
        {
            candidates.push((role, m.from()));
        }
    }
    if candidates.len() > 1 {
        return Err(EntryError::Ambiguous { to, candidates });
    }
    if role == Role::Pawn && !core.starts_with(|c: char| c.is_ascii_lowercase()) {
        return Err(EntryError::Syntax(short));
    }
    Err(EntryError::Illegal {
        text: short,
        role,
        to: Some(to),
    })
}

/// A typed move's error in words, in `lang`.
pub fn entry_error_text(lang: Lang, e: &EntryError) -> String {
    use crate::i18n::{t, Key};
    let mut s = String::new();
    let sq = |s: &mut String, q: Square| {
        s.push(q.file_char());
        s.push(q.rank_char());
    };
    match e {
        EntryError::Syntax(text) => {
            s.push('\u{201c}');
            s.push_str(text);
            s.push_str("\u{201d}: ");
            s.push_str(t(lang, Key::EntrySyntax));
        }
        EntryError::Castling(side) => {
            s.push_str(t(lang, Key::EntryCastling));
            s.push(' ');
            s.push_str(side.san());
        }
        EntryError::Ambiguous { to, candidates } => {
            s.push_str(t(lang, Key::EntryAmbiguous));
            s.push(' ');
            sq(&mut s, *to);
            s.push(':');
            for (i, (role, from)) in candidates.iter().enumerate() {
                s.push_str(if i == 0 { " " } else { ", " });
                s.push_str(crate::speech::piece_name(lang, *role));
                s.push(' ');
                sq(&mut s, *from);
            }
            s.push_str(". ");
            s.push_str(t(lang, Key::EntryAddFrom));
            if let (Some((role, from)), Some(letter)) = (
                candidates.first(),
                candidates.first().and_then(|(r, _)| piece_letter(lang, *r)),
            ) {
                let _ = role;
                s.push(' ');
                s.push(letter);
                s.push(from.file_char());
                sq(&mut s, *to);
            }
        }
        EntryError::Illegal { text, role, to } => {
            s.push('\u{201c}');
            s.push_str(text);
            s.push_str("\u{201d}: ");
            let piece = crate::speech::piece_name(lang, *role);
            let feminine = matches!(role, Role::Queen | Role::Rook);
            let (no, verb) = match lang {
                Lang::Nl => ("geen", "kan nu naar"),
                Lang::En => ("no", "can go to"),
                Lang::Fr if feminine => ("aucune", "ne peut aller en"),
                Lang::Fr => ("aucun", "ne peut aller en"),
                Lang::Da if *role == Role::Rook => ("intet", "kan gå til"),
                Lang::Da => ("ingen", "kan gå til"),
            };
            s.push_str(no);
            s.push(' ');
            s.push_str(piece);
            s.push(' ');
            s.push_str(verb);
            if let Some(to) = to {
                s.push(' ');
                sq(&mut s, *to);
            }
            s.push_str(match lang {
                Lang::Nl => "",
                Lang::En => " now",
                Lang::Fr => " maintenant",
                Lang::Da => " nu",
            });
        }
    }
    s
}

/// The letter of a piece in `lang` (`None` for pawns).
pub fn piece_letter(lang: Lang, role: Role) -> Option<char> {
    let l = letters(lang);
    match role {
        Role::King => Some(l[0]),
        Role::Queen => Some(l[1]),
        Role::Rook => Some(l[2]),
        Role::Bishop => Some(l[3]),
        Role::Knight => Some(l[4]),
        Role::Pawn => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::fen::parse_position;

    #[test]
    fn typed_moves_in_every_language() {
        let pos = Position::classical();
        let nf3 = rules::san::parse_san(&pos, "Nf3").unwrap();
        for (lang, text) in [
            (Lang::En, "Nf3"),
            (Lang::Nl, "Pf3"),
            (Lang::Fr, "Cf3"),
            (Lang::Da, "Sf3"),
            (Lang::Nl, "Nf3"),
            (Lang::Fr, "g1f3"),
            (Lang::Da, " Sf3+ "),
        ] {
            assert_eq!(read_move(lang, &pos, text), Ok(nf3), "{lang:?} {text}");
        }
        assert!(read_move(Lang::En, &pos, "e4").is_ok());
        assert!(matches!(
            read_move(Lang::En, &pos, "hello"),
            Err(EntryError::Syntax(_))
        ));
        assert!(matches!(
            read_move(Lang::En, &pos, ""),
            Err(EntryError::Syntax(_))
        ));
        // French R is the king, T the rook; English R the rook.
        let pos = parse_position("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").unwrap();
        let kf1 = read_move(Lang::Fr, &pos, "Rf1").unwrap();
        assert_eq!(pos.board().role_at(kf1.from()), Some(Role::King));
        let ra5 = read_move(Lang::Fr, &pos, "Ta5").unwrap();
        assert_eq!(pos.board().role_at(ra5.from()), Some(Role::Rook));
        assert!(read_move(Lang::En, &pos, "Ra5").is_ok(), "English letters");
    }

    #[test]
    fn castling_typed_is_always_castling() {
        let pos = parse_position("4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap();
        for text in ["O-O", "0-0", "O-O+", "e1h1"] {
            assert!(
                read_move(Lang::Nl, &pos, text).unwrap().is_castle(),
                "{text}"
            );
        }
        assert_eq!(
            read_move(Lang::En, &pos, "O-O-O"),
            Err(EntryError::Castling(CastlingSide::QueenSide))
        );
        assert!(
            read_move(Lang::En, &pos, "e1g1").is_err(),
            "not a king move"
        );
    }

    #[test]
    fn ambiguous_and_illegal_entries_explain_why() {
        let pos = parse_position("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1").unwrap();
        let e = read_move(Lang::En, &pos, "Nd2").unwrap_err();
        assert_eq!(
            e,
            EntryError::Ambiguous {
                to: "d2".parse().unwrap(),
                candidates: vec![
                    (Role::Knight, "b1".parse().unwrap()),
                    (Role::Knight, "f3".parse().unwrap())
                ]
            }
        );
        let text = entry_error_text(Lang::Nl, &read_move(Lang::Nl, &pos, "Pd2").unwrap_err());
        assert!(text.contains("paard b1, paard f3"), "{text}");
        assert!(text.contains("Pbd2"), "{text}");
        let e = read_move(Lang::En, &pos, "Nd5").unwrap_err();
        assert!(matches!(
            e,
            EntryError::Illegal {
                role: Role::Knight,
                ..
            }
        ));
        assert_eq!(
            entry_error_text(Lang::En, &e),
            "\u{201c}Nd5\u{201d}: no knight can go to d5 now"
        );
        let text = entry_error_text(Lang::Nl, &read_move(Lang::Nl, &pos, "Pd5").unwrap_err());
        assert_eq!(text, "\u{201c}Pd5\u{201d}: geen paard kan nu naar d5");
        for lang in Lang::ALL {
            for e in [
                EntryError::Syntax("x".into()),
                EntryError::Castling(CastlingSide::KingSide),
                e.clone(),
            ] {
                assert!(entry_error_text(lang, &e).len() > 5);
            }
        }
    }

    #[test]
    fn letters_per_language() {
        assert_eq!(localize_san(Lang::Nl, "Nxe5+"), "Pxe5+");
        assert_eq!(localize_san(Lang::Fr, "exd8=Q#"), "exd8=D#");
        assert_eq!(localize_san(Lang::Fr, "Kf1"), "Rf1");
        assert_eq!(localize_san(Lang::Da, "Nbd7"), "Sbd7");
        assert_eq!(localize_san(Lang::Nl, "O-O-O+"), "O-O-O+");
        assert_eq!(localize_san(Lang::En, "Rxa8"), "Rxa8");
        assert_eq!(localize_san(Lang::Nl, "Bb5"), "Lb5");
    }
}
