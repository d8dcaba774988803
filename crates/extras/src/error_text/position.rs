//! Positions that cannot occur in a game: kings, pawns, castling rights, en passant square.

use super::{pick, push_capitalised, push_square, side, wing_text};
use rules::PositionError;
use ui::i18n::Lang;

/// A [`PositionError`] as a sentence in `lang`.
pub fn position_error(lang: Lang, e: &PositionError) -> String {
    let mut out = String::new();
    push_position_error(&mut out, lang, e);
    out
}

pub(super) fn push_position_error(out: &mut String, lang: Lang, e: &PositionError) {
    match e {
        PositionError::MissingKing(c) => {
            push_capitalised(out, side(lang, *c));
            out.push_str(pick(
                lang,
                [
                    " heeft geen koning.",
                    " has no king.",
                    " n'ont pas de roi.",
                    " har ingen konge.",
                ],
            ));
        }
        PositionError::TooManyKings(c) => {
            push_capitalised(out, side(lang, *c));
            out.push_str(pick(
                lang,
                [
                    " heeft meer dan één koning.",
                    " has more than one king.",
                    " ont plus d'un roi.",
                    " har mere end én konge.",
                ],
            ));
        }
        PositionError::PawnOnBackRank(sq) => {
            out.push_str(pick(
                lang,
                [
                    "Er staat een pion op ",
                    "There is a pawn on ",
                    "Il y a un pion en ",
                    "Der står en bonde på ",
                ],
            ));
            push_square(out, *sq);
            out.push_str(pick(
                lang,
                [
                    ", op de eerste of achtste rij.",
                    ", on the first or eighth rank.",
                    ", sur la première ou la huitième rangée.",
                    ", på første eller ottende række.",
                ],
            ));
        }
        PositionError::OppositeCheck => out.push_str(pick(
            lang,
            [
                "De partij die niet aan zet is, staat schaak.",
                "The side not to move is in check.",
                "Le camp qui n'a pas le trait est en échec.",
                "Den side, der ikke er i trækket, står i skak.",
            ],
        )),
        PositionError::InvalidCastlingRight(sq) => {
            out.push_str(pick(
                lang,
                [
                    "Rokaderecht voor ",
                    "Castling right for ",
                    "Droit de roque pour ",
                    "Rokaderet for ",
                ],
            ));
            push_square(out, *sq);
            out.push_str(pick(
                lang,
                [
                    ", maar daar staat geen toren met zijn koning op de beginrij.",
                    ", but there is no rook there with its king on the home rank.",
                    ", mais il n'y a pas de tour à cet endroit avec son roi sur la rangée de départ.",
                    ", men der står intet tårn med sin konge på grundrækken.",
                ],
            ));
        }
        PositionError::DuplicateCastlingRight(c, wing) => {
            push_capitalised(out, side(lang, *c));
            out.push_str(pick(
                lang,
                [
                    " heeft twee rokaderechten ",
                    " has two castling rights ",
                    " ont deux droits de roque ",
                    " har to rokaderettigheder ",
                ],
            ));
            out.push_str(wing_text(lang, *wing));
            out.push('.');
        }
        PositionError::InvalidEpSquare(sq) => {
            out.push_str(pick(
                lang,
                [
                    "En-passantveld ",
                    "En passant square ",
                    "Case de prise en passant ",
                    "En passant-felt ",
                ],
            ));
            push_square(out, *sq);
            out.push_str(pick(
                lang,
                [
                    ", maar er is geen pion die net twee velden vooruit is gegaan.",
                    ", but no pawn has just moved two squares past it.",
                    ", mais aucun pion ne vient d'avancer de deux cases.",
                    ", men ingen bonde er lige rykket to felter frem.",
                ],
            ));
        }
    }
}
