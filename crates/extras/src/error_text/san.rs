//! SAN errors: syntax, unknown piece letters, castling obstacles, illegal moves (their reasons
//! are in `illegal_san`) and ambiguous moves.

use super::illegal_san::push_illegal_reason;
use super::{
    colon, letters, noun, pick, push_castling_name, push_quoted, push_quoted_char, push_square,
    push_squares, Gender,
};
use rules::san::{IllegalSan, Letters, SanError};
use rules::{CastlingObstacle, CastlingSide, Role, Square};
use ui::i18n::Lang;

/// A [`SanError`] as a sentence in `lang`, with examples in `lang`'s piece letters
/// ([`letters`]).
pub fn san_error(lang: Lang, e: &SanError) -> String {
    san_error_with(lang, e, &letters(lang))
}

/// A [`SanError`] as a sentence in `lang`, with examples and hints in the piece letters
/// `letters` (English for PGN, whatever the language).
pub fn san_error_with(lang: Lang, e: &SanError, letters: &Letters) -> String {
    let mut out = String::new();
    push_san_error(&mut out, lang, e, letters);
    out
}

pub(super) fn push_san_error(out: &mut String, lang: Lang, e: &SanError, letters: &Letters) {
    match e {
        SanError::Empty => out.push_str(pick(
            lang,
            [
                "Er is geen zet ingevoerd.",
                "No move was entered.",
                "Aucun coup n'a été saisi.",
                "Der er ikke indtastet noget træk.",
            ],
        )),
        SanError::Syntax { text } => {
            push_quoted(out, lang, text);
            out.push_str(pick(
                lang,
                [
                    " is geen zet. Schrijf bijvoorbeeld e4, ",
                    " is not a move. Write for example e4, ",
                    " n'est pas un coup. Écrivez par exemple e4, ",
                    " er ikke et træk. Skriv for eksempel e4, ",
                ],
            ));
            out.extend(letters.letter(Role::Knight));
            out.push_str("f3, exd5, e8=");
            out.extend(letters.letter(Role::Queen));
            out.push_str(pick(lang, [" of ", " or ", " ou ", " eller "]));
            out.push_str("O-O.");
        }
        SanError::UnknownPiece { text, letter } => {
            push_quoted(out, lang, text);
            out.push_str(colon(lang));
            push_quoted_char(out, lang, *letter);
            out.push_str(pick(
                lang,
                [
                    " is geen stukletter. Gebruik ",
                    " is not a piece letter. Use ",
                    " n'est pas une lettre de pièce. Utilisez ",
                    " er ikke et brikbogstav. Brug ",
                ],
            ));
            let roles = [
                Role::King,
                Role::Queen,
                Role::Rook,
                Role::Bishop,
                Role::Knight,
            ];
            for (i, role) in roles.into_iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                out.extend(letters.letter(role));
            }
            out.push_str(" (");
            for (i, role) in roles.into_iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                out.push_str(noun(lang, role).one);
            }
            out.push_str(").");
        }
        // Castling is named by its side, whatever was typed (`0-0`, `O-O+`).
        SanError::Illegal {
            text: _,
            reason: IllegalSan::Castling { side, obstacle },
        } => {
            push_castling_impossible(out, lang, *side, true, *obstacle);
            out.push('.');
        }
        SanError::Illegal { text, reason } => {
            out.push_str(pick(
                lang,
                [
                    "Onreglementaire zet ",
                    "Illegal move ",
                    "Coup illégal ",
                    "Ulovligt træk ",
                ],
            ));
            out.push_str(text);
            out.push_str(colon(lang));
            push_illegal_reason(out, lang, reason, letters);
            out.push('.');
        }
        // The squares say more than the text.
        SanError::Ambiguous {
            text: _,
            role,
            to,
            candidates,
        } => push_ambiguous(out, lang, *role, *to, candidates, letters),
    }
}

/// "Castling O-O is not possible now: " and why (`capital`: at the start of a sentence).
pub(super) fn push_castling_impossible(
    out: &mut String,
    lang: Lang,
    side: CastlingSide,
    capital: bool,
    obstacle: CastlingObstacle,
) {
    push_castling_name(out, lang, side, capital);
    out.push_str(pick(
        lang,
        [
            " kan nu niet: ",
            " is not possible now: ",
            " est impossible maintenant : ",
            " er ikke mulig nu: ",
        ],
    ));
    push_obstacle(out, lang, obstacle);
}

fn push_obstacle(out: &mut String, lang: Lang, o: CastlingObstacle) {
    out.push_str(match o {
        CastlingObstacle::NoRight => pick(
            lang,
            [
                "er is geen rokaderecht meer (de koning of die toren heeft al gezet)",
                "there is no castling right (the king or that rook has moved)",
                "le droit de roque n'existe plus (le roi ou cette tour a déjà joué)",
                "der er ingen rokaderet (kongen eller det tårn har allerede flyttet)",
            ],
        ),
        CastlingObstacle::InCheck => pick(
            lang,
            [
                "je staat schaak",
                "your king is in check",
                "votre roi est en échec",
                "din konge står i skak",
            ],
        ),
        CastlingObstacle::Blocked => pick(
            lang,
            [
                "er staat een stuk in de weg",
                "a piece is in the way",
                "une pièce bloque le passage",
                "en brik står i vejen",
            ],
        ),
        CastlingObstacle::Attacked => pick(
            lang,
            [
                "de koning zou over of op een aangevallen veld gaan",
                "the king would cross or land on an attacked square",
                "le roi traverserait une case attaquée ou s'y arrêterait",
                "kongen ville passere eller lande på et angrebet felt",
            ],
        ),
    });
}

/// "Both knights (b1, f3) can go to d2. Say which knight, for example Nbd2 or Nfd2."
fn push_ambiguous(
    out: &mut String,
    lang: Lang,
    role: Role,
    to: Square,
    candidates: &[Square],
    letters: &Letters,
) {
    let piece = noun(lang, role);
    let both = candidates.len() == 2;
    out.push_str(match (lang, both) {
        (Lang::Nl, true) => "Beide ",
        (Lang::Nl, false) => "Meerdere ",
        (Lang::En, true) => "Both ",
        (Lang::En, false) => "Several ",
        (Lang::Fr, true) => "Les deux ",
        (Lang::Fr, false) => "Plusieurs ",
        (Lang::Da, true) => "Begge ",
        (Lang::Da, false) => "Flere ",
    });
    out.push_str(piece.many);
    out.push_str(" (");
    push_squares(out, candidates);
    out.push_str(pick(
        lang,
        [
            ") kunnen naar ",
            ") can go to ",
            ") peuvent aller en ",
            ") kan gå til ",
        ],
    ));
    push_square(out, to);
    out.push_str(". ");
    match lang {
        Lang::Nl => {
            out.push_str(if piece.gender == Gender::Neuter {
                "Geef aan welk "
            } else {
                "Geef aan welke "
            });
            out.push_str(piece.one);
            out.push_str(" je bedoelt, bijvoorbeeld ");
        }
        Lang::En => {
            out.push_str("Say which ");
            out.push_str(piece.one);
            out.push_str(", for example ");
        }
        Lang::Fr => out.push_str(if piece.gender == Gender::Feminine {
            "Précisez laquelle, par exemple "
        } else {
            "Précisez lequel, par exemple "
        }),
        Lang::Da => {
            out.push_str(if piece.gender == Gender::Neuter {
                "Angiv hvilket "
            } else {
                "Angiv hvilken "
            });
            out.push_str(piece.one);
            out.push_str(" du mener, for eksempel ");
        }
    }
    for (i, &from) in candidates.iter().enumerate() {
        if i > 0 {
            out.push_str(if i + 1 == candidates.len() {
                pick(lang, [" of ", " or ", " ou ", " eller "])
            } else {
                ", "
            });
        }
        push_san_hint(out, letters, role, from, candidates, to);
    }
    out.push('.');
}

/// The SAN that names the move of the piece on `from` among `candidates`: `Nbd2`, `R1e2`,
/// `Qh4e1`, or for a pawn (which is only ambiguous when capturing) `cxd5`.
fn push_san_hint(
    out: &mut String,
    letters: &Letters,
    role: Role,
    from: Square,
    candidates: &[Square],
    to: Square,
) {
    match letters.letter(role) {
        None => {
            out.push(from.file_char());
            out.push('x');
        }
        Some(letter) => {
            out.push(letter);
            let mut rivals = candidates.iter().filter(|&&sq| sq != from);
            if rivals.clone().all(|sq| sq.file() != from.file()) {
                out.push(from.file_char());
            } else if rivals.all(|sq| sq.rank() != from.rank()) {
                out.push(from.rank_char());
            } else {
                push_square(out, from);
            }
        }
    }
    push_square(out, to);
}

/// A typed move that names one legal move in `lang`'s letters and another in English (French
/// `Rf1`: the king, roi, or the rook): both moves in words (each as the piece that moves, its
/// square and its destination), and what to type for each.
pub fn two_readings(
    lang: Lang,
    text: &str,
    moves: [(Role, Square, Square); 2],
    letters: &Letters,
) -> String {
    let mut out = String::from(text);
    out.push_str(pick(
        lang,
        [
            " kan twee zetten zijn: ",
            " reads as two moves: ",
            " se lit comme deux coups : ",
            " kan læses som to træk: ",
        ],
    ));
    let or = pick(lang, [" of ", " or ", " ou ", " eller "]);
    for (i, (role, from, to)) in moves.into_iter().enumerate() {
        if i == 1 {
            out.push_str(or);
        }
        out.push_str(noun(lang, role).one);
        out.push(' ');
        push_square(&mut out, from);
        out.push('-');
        push_square(&mut out, to);
    }
    out.push_str(pick(lang, [". Typ ", ". Type ", ". Tapez ", ". Skriv "]));
    for (i, (role, from, to)) in moves.into_iter().enumerate() {
        if i == 1 {
            out.push_str(or);
        }
        if let Some(c) = letters.letter(role) {
            out.push(c);
        }
        push_square(&mut out, from);
        out.push('-');
        push_square(&mut out, to);
    }
    out.push('.');
    out
}
