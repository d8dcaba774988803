//! PGN errors: size, tag pairs, comments and variations, the FEN tag, the variant, moves and
//! the result.

use super::fen::push_fen_error;
use super::game::{push_game_error, push_outcome};
use super::{colon, pick, push_capitalised, push_quoted, push_quoted_char, push_usize};
use rules::game::GameError;
use rules::pgn::{PgnError, PgnErrorKind, TagPairError, MAX_GAMES, MAX_PGN_BYTES};
use rules::san::Letters;
use rules::Color;
use ui::i18n::Lang;
use ui::text::push_u32;

/// A [`PgnError`] as a sentence in `lang`, starting with the line number when there is one.
/// Moves in a PGN are in English letters, so examples and hints are too.
pub fn pgn_error(lang: Lang, e: &PgnError) -> String {
    let mut kind = String::new();
    push_pgn_kind(&mut kind, lang, &e.kind);
    let mut out = String::new();
    match e.line {
        Some(line) => {
            out.push_str(pick(lang, ["Regel ", "Line ", "Ligne ", "Linje "]));
            push_usize(&mut out, line);
            out.push_str(colon(lang));
            out.push_str(&kind);
        }
        None => push_capitalised(&mut out, &kind),
    }
    out
}

fn push_pgn_kind(out: &mut String, lang: Lang, kind: &PgnErrorKind) {
    match kind {
        PgnErrorKind::TooLarge(n) => {
            out.push_str(pick(
                lang,
                [
                    "de PGN-tekst is ",
                    "the PGN text is ",
                    "le texte PGN fait ",
                    "PGN-teksten fylder ",
                ],
            ));
            push_usize(out, *n);
            out.push_str(pick(
                lang,
                [
                    " bytes groot; er worden hoogstens ",
                    " bytes long; at most ",
                    " octets ; au plus ",
                    " byte; der læses højst ",
                ],
            ));
            push_usize(out, MAX_PGN_BYTES);
            out.push_str(pick(
                lang,
                [
                    " bytes gelezen.",
                    " bytes are read.",
                    " octets sont lus.",
                    " byte.",
                ],
            ));
        }
        PgnErrorKind::TooManyGames => {
            out.push_str(pick(
                lang,
                [
                    "de PGN-tekst bevat meer dan ",
                    "the PGN text holds more than ",
                    "le texte PGN contient plus de ",
                    "PGN-teksten indeholder mere end ",
                ],
            ));
            push_usize(out, MAX_GAMES);
            out.push_str(pick(
                lang,
                [" partijen.", " games.", " parties.", " partier."],
            ));
        }
        PgnErrorKind::NoGame => out.push_str(pick(
            lang,
            [
                "geen partij gevonden.",
                "no game found.",
                "aucune partie trouvée.",
                "intet parti fundet.",
            ],
        )),
        PgnErrorKind::Tag(t) => {
            out.push_str(pick(
                lang,
                [
                    "ongeldig tagpaar: ",
                    "malformed tag pair: ",
                    "paire de tag incorrecte : ",
                    "ugyldigt tagpar: ",
                ],
            ));
            match t {
                TagPairError::MissingName => out.push_str(pick(
                    lang,
                    [
                        "na '[' hoort een tagnaam (letters, cijfers, _).",
                        "a tag name (letters, digits, _) must follow '['.",
                        "un nom de tag (lettres, chiffres, _) doit suivre « [ ».",
                        "efter »[« skal der stå et tagnavn (bogstaver, cifre, _).",
                    ],
                )),
                TagPairError::MissingQuote { name } => {
                    out.push_str(pick(
                        lang,
                        [
                            "na de tagnaam ",
                            "'\"' must follow the tag name ",
                            "« \" » doit suivre le nom de tag ",
                            "efter tagnavnet ",
                        ],
                    ));
                    out.push_str(name);
                    out.push_str(pick(
                        lang,
                        [" hoort '\"'.", ".", ".", " skal der stå »\"«."],
                    ));
                }
                TagPairError::UnclosedValue { name } => {
                    out.push_str(pick(
                        lang,
                        [
                            "de waarde van ",
                            "the value of ",
                            "la valeur de ",
                            "værdien af ",
                        ],
                    ));
                    out.push_str(name);
                    out.push_str(pick(
                        lang,
                        [
                            " wordt op deze regel niet afgesloten met '\"]'.",
                            " is not closed by '\"]' on its line.",
                            " n'est pas fermée par « \"] » sur sa ligne.",
                            " afsluttes ikke med »\"]« på sin linje.",
                        ],
                    ));
                }
            }
        }
        PgnErrorKind::UnclosedComment => out.push_str(pick(
            lang,
            [
                "het commentaar dat hier met '{' begint, wordt nergens gesloten.",
                "the comment opened with '{' here is never closed.",
                "le commentaire ouvert ici par « { » n'est jamais fermé.",
                "kommentaren, der begynder med »{« her, lukkes aldrig.",
            ],
        )),
        PgnErrorKind::UnclosedVariation => out.push_str(pick(
            lang,
            [
                "de variant die hier met '(' begint, wordt nergens gesloten.",
                "the variation opened with '(' here is never closed.",
                "la variante ouverte ici par « ( » n'est jamais fermée.",
                "varianten, der begynder med »(« her, lukkes aldrig.",
            ],
        )),
        PgnErrorKind::Unexpected(c) => {
            out.push_str(pick(
                lang,
                [
                    "onverwacht teken ",
                    "unexpected ",
                    "caractère inattendu ",
                    "uventet tegn ",
                ],
            ));
            push_quoted_char(out, lang, *c);
            out.push_str(match c {
                ')' => pick(
                    lang,
                    [
                        " zonder '(' ervoor.",
                        " without a '(' before it.",
                        " sans « ( » avant.",
                        " uden »(« før.",
                    ],
                ),
                '}' => pick(
                    lang,
                    [
                        " buiten een commentaar.",
                        " outside a comment.",
                        " hors d'un commentaire.",
                        " uden for en kommentar.",
                    ],
                ),
                ']' => pick(
                    lang,
                    [
                        " buiten een tagpaar.",
                        " outside a tag pair.",
                        " hors d'une paire de tag.",
                        " uden for et tagpar.",
                    ],
                ),
                _ => ".",
            });
        }
        PgnErrorKind::Fen(f) => {
            out.push_str(pick(
                lang,
                ["FEN-tag: ", "FEN tag: ", "tag FEN : ", "FEN-tag: "],
            ));
            push_fen_error(out, lang, f);
        }
        PgnErrorKind::UnsupportedVariant(v) => {
            out.push_str(pick(
                lang,
                ["de variant ", "the variant ", "la variante ", "varianten "],
            ));
            push_quoted(out, lang, v);
            out.push_str(pick(
                lang,
                [
                    " wordt niet ondersteund (alleen Chess960 en gewoon schaken).",
                    " is not supported (only Chess960 and standard chess).",
                    " n'est pas prise en charge (seulement Chess960 et les échecs classiques).",
                    " understøttes ikke (kun Chess960 og almindelig skak).",
                ],
            ));
        }
        PgnErrorKind::Move {
            text,
            number,
            color,
            error,
        } => {
            push_move_of(out, lang, *number, *color);
            if let GameError::GameOver(o) = error {
                out.push_str(" (");
                out.push_str(text);
                out.push_str(pick(
                    lang,
                    [
                        ") komt na het einde van de partij (",
                        ") comes after the end of the game (",
                        ") vient après la fin de la partie (",
                        ") kommer efter partiets afslutning (",
                    ],
                ));
                push_outcome(out, lang, *o);
                out.push_str(").");
            } else {
                out.push_str(colon(lang));
                push_game_error(out, lang, error, &Letters::ENGLISH);
            }
        }
        PgnErrorKind::ResultMismatch { given, outcome } => {
            out.push_str(pick(
                lang,
                ["de uitslag ", "the result ", "le résultat ", "resultatet "],
            ));
            out.push_str(given.as_pgn());
            out.push_str(pick(
                lang,
                [
                    " klopt niet met de slotstelling, die de partij beëindigt: ",
                    " contradicts the final position, which ends the game: ",
                    " contredit la position finale, qui termine la partie : ",
                    " passer ikke med slutstillingen, som afslutter partiet: ",
                ],
            ));
            push_outcome(out, lang, *outcome);
            out.push('.');
        }
    }
}

/// "zet 12 van Zwart", "Black's move 12", "coup 12 des Noirs", "sorts træk 12".
fn push_move_of(out: &mut String, lang: Lang, number: u32, color: Color) {
    match lang {
        Lang::Nl => {
            out.push_str("zet ");
            push_u32(out, number);
            out.push_str(color.fold(" van Wit", " van Zwart"));
        }
        Lang::En => {
            out.push_str(color.fold("White's move ", "Black's move "));
            push_u32(out, number);
        }
        Lang::Fr => {
            out.push_str("coup ");
            push_u32(out, number);
            out.push_str(color.fold(" des Blancs", " des Noirs"));
        }
        Lang::Da => {
            out.push_str(color.fold("hvids træk ", "sorts træk "));
            push_u32(out, number);
        }
    }
}
