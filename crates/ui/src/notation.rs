//! Moves written in the player's language: the piece letters of each language (nl K D T L P,
//! fr R D T F C, da K D T L S) for the move list, the status line and announcements.
//! Exported PGN stays standard English SAN.

use crate::i18n::Lang;
use rules::{Move, Position, Role};

/// The piece letters of `lang` for king, queen, rook, bishop, knight.
pub fn letters(lang: Lang) -> [char; 5] {
    match lang {
        Lang::En => ['K', 'Q', 'R', 'B', 'N'],
        Lang::Nl => ['K', 'D', 'T', 'L', 'P'],
        Lang::Fr => ['R', 'D', 'T', 'F', 'C'],
        Lang::Da => ['K', 'D', 'T', 'L', 'S'],
    }
}

/// The piece letters of `lang` for the SAN reader and writer of `rules`.
pub fn san_letters(lang: Lang) -> rules::san::Letters {
    rules::san::Letters::new(letters(lang)).unwrap_or(rules::san::Letters::ENGLISH)
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
    /// Too long to be a move.
    TooLong(String),
    /// What the SAN reader says (it also explains castling, ambiguity and illegal moves).
    San(rules::san::SanError),
    /// A well-formed UCI or long-algebraic move (`e2e5`, `Ng1-e2`) that is not legal now.
    IllegalNow(String),
    /// The text names one legal move in the interface language's letters and another in
    /// English (French `Rf1`: the king, roi, or the rook): the player says which.
    TwoReadings {
        /// The text as typed.
        text: String,
        /// The move in the interface language's letters.
        local: Move,
        /// The move in English letters.
        english: Move,
    },
}

/// `true` for the shape of a UCI move (`e2e4`, `e7e8q`).
fn looks_like_uci(text: &str) -> bool {
    let b = text.as_bytes();
    matches!(b.len(), 4 | 5)
        && b.iter().take(4).enumerate().all(|(i, c)| {
            if i % 2 == 0 {
                (b'a'..=b'h').contains(c)
            } else {
                (b'1'..=b'8').contains(c)
            }
        })
        && b.get(4).is_none_or(|c| b"qrbn".contains(c))
}

/// A long-algebraic move (`e2-e4`, `Ng1-f3`, `Ng1xf3`, `e7-e8=Q`) as UCI, with the piece
/// letter it names, if any.
fn long_algebraic(text: &str) -> Option<(Option<char>, String)> {
    let text = text.trim_end_matches(['+', '#', '!', '?']);
    let mut chars = text.chars().peekable();
    // A piece letter: any letter followed by another (`Ng1-f3`, and `cg1-f3` typed on a
    // phone in French); a pawn's move starts with its square (`e2-e4`).
    let second_is_letter = text.chars().nth(1).is_some_and(|c| c.is_ascii_alphabetic());
    let piece = match chars.peek() {
        Some(c) if c.is_ascii_alphabetic() && (!('a'..='h').contains(c) || second_is_letter) => {
            let c = *c;
            chars.next();
            Some(c)
        }
        _ => None,
    };
    let rest: String = chars.collect();
    let b = rest.as_bytes();
    let square = |f: u8, r: u8| (b'a'..=b'h').contains(&f) && (b'1'..=b'8').contains(&r);
    let (from, sep, to) = match b {
        [f1, r1, sep, f2, r2, ..] if square(*f1, *r1) && square(*f2, *r2) => {
            ((*f1, *r1), *sep, (*f2, *r2))
        }
        _ => return None,
    };
    if !matches!(sep, b'-' | b'x' | b':') {
        return None;
    }
    let promotion = match b.get(5..) {
        None | Some([]) => None,
        Some([b'=', p]) | Some([p]) => Some(p.to_ascii_uppercase() as char),
        _ => return None,
    };
    let mut uci = String::new();
    for c in [from.0, from.1, to.0, to.1] {
        uci.push(c as char);
    }
    if let Some(p) = promotion {
        // The promotion piece in English letters for UCI.
        let role = rules::san::Letters::ENGLISH.role(p)?;
        uci.push(
            rules::san::Letters::ENGLISH
                .letter(role)?
                .to_ascii_lowercase(),
        );
    }
    Some((piece, uci))
}

/// Reads a typed move: SAN in the piece letters of `lang` (English letters too, see
/// [`rules::san::parse_san_with`]; a lowercase piece letter that is not a file, as phone
/// keyboards type it, is read as the capital: `nf3`), long algebraic (`e2-e4`, `Ng1-f3`),
/// UCI (`e2e4`, `e7e8q`; castling as king takes rook), or castling as `O-O`, `0-0`, `O-O-O`,
/// `0-0-0` (always castling, never a king move). A text that names one legal move in the
/// language's letters and another in English is not guessed ([`EntryError::TwoReadings`]).
pub fn read_move(lang: Lang, pos: &Position, text: &str) -> Result<Move, EntryError> {
    let text = text.trim();
    if text.chars().count() > 16 {
        return Err(EntryError::TooLong(text.chars().take(16).collect()));
    }
    if looks_like_uci(text) {
        return rules::uci::parse_uci(pos, text)
            .map_err(|_| EntryError::IllegalNow(text.to_string()));
    }
    let letters = san_letters(lang);
    if let Some((piece, uci)) = long_algebraic(text) {
        let m = rules::uci::parse_uci(pos, &uci)
            .map_err(|_| EntryError::IllegalNow(text.to_string()))?;
        // A piece letter must name the piece that moves (in either set of letters).
        let role = pos.board().role_at(m.from());
        let named = piece.map(|c| c.to_ascii_uppercase()).is_none_or(|c| {
            letters.role(c) == role || rules::san::Letters::ENGLISH.role(c) == role
        });
        return if named && !m.is_castle() {
            Ok(m)
        } else {
            Err(EntryError::IllegalNow(text.to_string()))
        };
    }
    let read = |t: &str| -> Result<Move, EntryError> {
        let m = rules::san::parse_san_with(pos, t, &letters).map_err(EntryError::San)?;
        if lang != Lang::En {
            if let Ok(english) = rules::san::parse_san(pos, t) {
                if english != m {
                    return Err(EntryError::TwoReadings {
                        text: t.to_string(),
                        local: m,
                        english,
                    });
                }
            }
        }
        Ok(m)
    };
    match read(text) {
        Err(EntryError::San(e)) => {
            // `nf3` typed on a phone: a lowercase piece letter. A file letter is read as a
            // piece only when the text is no pawn move (French `cc6`, the cavalier); `b` always
            // stays a file (`bc4`: a pawn, never the English bishop).
            let mut chars = text.chars();
            let piece_letter = |c: char| {
                let upper = c.to_ascii_uppercase();
                !('a'..='h').contains(&c) || (c != 'b' && letters.role(upper).is_some())
            };
            match chars.next() {
                Some(c) if c.is_ascii_lowercase() && piece_letter(c) => {
                    let mut capital = String::from(c.to_ascii_uppercase());
                    capital.push_str(chars.as_str());
                    read(&capital).map_err(|again| match again {
                        // The capital reads no better: keep what was said of the text as typed.
                        EntryError::San(_) => EntryError::San(e),
                        other => other,
                    })
                }
                _ => Err(EntryError::San(e)),
            }
        }
        other => other,
    }
}

/// What kind of error a typed move has: all the page needs to say it in a few words (the
/// full sentence, which names the pieces and squares, comes from the page's second module).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryKind {
    /// Too long to be a move.
    TooLong,
    /// More than one piece can make it.
    Ambiguous,
    /// A move, but not a legal one here.
    Illegal,
    /// Not a move at all.
    NotAMove,
    /// One move in the interface language's letters, another in English.
    TwoReadings,
}

impl EntryKind {
    const CODES: [(EntryKind, &'static str); 5] = [
        (EntryKind::TooLong, "long"),
        (EntryKind::Ambiguous, "ambiguous"),
        (EntryKind::Illegal, "illegal"),
        (EntryKind::NotAMove, "other"),
        (EntryKind::TwoReadings, "two"),
    ];

    /// The kind as a word of [`typed_answer_text`].
    pub fn code(self) -> &'static str {
        Self::CODES
            .iter()
            .find(|(k, _)| *k == self)
            .map_or("other", |(_, c)| c)
    }

    /// The kind for a word of [`typed_answer_text`]; an unknown word is [`EntryKind::NotAMove`].
    pub fn from_code(code: &str) -> EntryKind {
        Self::CODES
            .iter()
            .find(|(_, c)| *c == code)
            .map_or(EntryKind::NotAMove, |(k, _)| *k)
    }
}

impl EntryError {
    /// The kind of this error.
    pub fn kind(&self) -> EntryKind {
        use rules::san::SanError;
        match self {
            EntryError::TooLong(_) => EntryKind::TooLong,
            EntryError::IllegalNow(_) => EntryKind::Illegal,
            EntryError::TwoReadings { .. } => EntryKind::TwoReadings,
            EntryError::San(SanError::Ambiguous { .. }) => EntryKind::Ambiguous,
            EntryError::San(SanError::Illegal { .. }) => EntryKind::Illegal,
            EntryError::San(_) => EntryKind::NotAMove,
        }
    }
}

/// The move typed as `text`, read in the position `fen`: the move in Chess960 UCI, or the kind
/// of error. The page's second module answers the page with this (`read_move` in
/// `crates/extras`), so the page's own wasm carries no SAN reader.
pub fn read_typed(lang: Lang, fen: &str, text: &str) -> Result<String, EntryKind> {
    let pos = rules::fen::parse_position(fen).map_err(|_| EntryKind::NotAMove)?;
    read_move(lang, &pos, text)
        .map(Move::uci)
        .map_err(|e| e.kind())
}

/// [`read_typed`]'s answer as text across the module boundary: `ok <uci>` or `err <kind>`.
pub fn typed_answer_text(answer: &Result<String, EntryKind>) -> String {
    match answer {
        Ok(uci) => crate::text::join(&["ok", uci], " "),
        Err(kind) => crate::text::join(&["err", kind.code()], " "),
    }
}

/// Reads [`typed_answer_text`]; anything else is an error ([`EntryKind::NotAMove`]).
pub fn typed_answer_from_text(text: &str) -> Result<String, EntryKind> {
    match text.split_once(' ') {
        Some(("ok", uci)) if !uci.is_empty() => Ok(uci.to_string()),
        Some(("err", code)) => Err(EntryKind::from_code(code)),
        _ => Err(EntryKind::NotAMove),
    }
}

/// A typed move's error in a few words, in `lang` (the full sentence, which names the
/// pieces and squares, comes from the page's second module).
pub fn entry_error_short(lang: Lang, kind: EntryKind, text: &str) -> String {
    use crate::i18n::{t, Key};
    let key = match kind {
        EntryKind::TooLong => Key::EntryTooLong,
        EntryKind::Ambiguous => Key::EntryAmbiguous,
        EntryKind::Illegal => Key::EntryIllegal,
        EntryKind::NotAMove => Key::EntryNotAMove,
        // (A stand-in only: the second module, which read the move, says both readings.)
        EntryKind::TwoReadings => Key::EntryAmbiguous,
    };
    let mut s = String::from("\u{201c}");
    s.push_str(text);
    s.push_str("\u{201d}: ");
    s.push_str(t(lang, key));
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

    #[test]
    fn typed_moves_cross_the_module_boundary_as_text() {
        let start = "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1";
        for (lang, text, want) in [
            (Lang::En, "Nd3", Ok("c1d3")),
            (Lang::Fr, "Cd3", Ok("c1d3")),
            (Lang::En, "c1d3", Ok("c1d3")),
            (Lang::En, "Nd5", Err(EntryKind::Illegal)),
            (Lang::En, "hello", Err(EntryKind::NotAMove)),
            (Lang::En, "Nc1d3Nc1d3Nc1d3Nc1d3", Err(EntryKind::TooLong)),
        ] {
            let answer = read_typed(lang, start, text);
            assert_eq!(answer.as_deref().map_err(|k| *k), want, "{lang:?} {text}");
            let line = typed_answer_text(&answer);
            assert_eq!(typed_answer_from_text(&line), answer, "{line}");
        }
        let two_rooks = "4k3/8/8/8/8/8/8/R3K2R w - - 0 1";
        assert_eq!(
            read_typed(Lang::En, two_rooks, "Rd1"),
            Ok("a1d1".to_string())
        );
        assert_eq!(
            read_typed(Lang::En, two_rooks, "Rf1"),
            Ok("h1f1".to_string())
        );
        let knights = "4k3/8/8/8/8/8/8/2N1K1N1 w - - 0 1";
        assert_eq!(
            read_typed(Lang::En, knights, "Ne2"),
            Err(EntryKind::Ambiguous)
        );
        assert_eq!(
            read_typed(Lang::En, "not a fen", "e4"),
            Err(EntryKind::NotAMove)
        );
        for bad in ["", "ok", "ok ", "err", "yes e2e4", "err nonsense"] {
            assert_eq!(
                typed_answer_from_text(bad),
                Err(EntryKind::NotAMove),
                "{bad}"
            );
        }
        for (kind, _) in EntryKind::CODES {
            assert_eq!(EntryKind::from_code(kind.code()), kind);
        }
    }
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
        assert!(read_move(Lang::En, &pos, "hello").is_err());
        assert!(read_move(Lang::En, &pos, "").is_err());
        assert!(matches!(
            read_move(Lang::En, &pos, "Nf3Nf3Nf3Nf3Nf3Nf3"),
            Err(EntryError::TooLong(_))
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
        assert!(
            matches!(read_move(Lang::En, &pos, "O-O-O"), Err(EntryError::San(_))),
            "the SAN reader explains a castling that is not possible"
        );
        assert!(
            read_move(Lang::En, &pos, "e1g1").is_err(),
            "not a king move"
        );
    }
}
