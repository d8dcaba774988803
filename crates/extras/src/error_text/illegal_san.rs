//! Why a SAN move is illegal: no such piece, own piece on the square, out of reach, king left
//! in check, promotion missing or not allowed.

use super::san::push_castling_impossible;
use super::{noun, pick, push_square, push_squares, Gender};
use rules::san::{IllegalSan, Letters, Origin};
use rules::Role;
use ui::i18n::Lang;
use ui::text::push_u32;

/// ` op de b-lijn`, ` on rank 3`, ` en b3`, ... (nothing for [`Origin::Any`]).
fn push_origin(out: &mut String, lang: Lang, origin: Origin) {
    match origin {
        Origin::Any => {}
        Origin::File(f) => {
            out.push_str(pick(
                lang,
                [" op de ", " on the ", " sur la colonne ", " på "],
            ));
            out.push(rules::file_char(f));
            out.push_str(pick(lang, ["-lijn", "-file", "", "-linjen"]));
        }
        Origin::Rank(r) => match lang {
            Lang::Da => {
                out.push_str(" på ");
                push_u32(out, r.saturating_add(1));
                out.push_str(". række");
            }
            _ => {
                out.push_str(pick(lang, [" op rij ", " on rank ", " sur la rangée ", ""]));
                push_u32(out, r.saturating_add(1));
            }
        },
        Origin::Square(sq) => {
            out.push_str(pick(lang, [" op ", " on ", " en ", " på "]));
            push_square(out, sq);
        }
    }
}

/// The reason a SAN move is illegal, as a clause (no capital, no full stop).
pub(super) fn push_illegal_reason(
    out: &mut String,
    lang: Lang,
    reason: &IllegalSan,
    letters: &Letters,
) {
    match reason {
        IllegalSan::Castling { side, obstacle } => {
            push_castling_impossible(out, lang, *side, false, *obstacle);
        }
        IllegalSan::NoPiece { role, origin } => {
            let piece = noun(lang, *role);
            match lang {
                Lang::Nl => out.push_str("je hebt geen "),
                Lang::En => out.push_str("you have no "),
                Lang::Fr => out.push_str(if piece.gender == Gender::Feminine {
                    "vous n'avez aucune "
                } else {
                    "vous n'avez aucun "
                }),
                Lang::Da => out.push_str(if piece.gender == Gender::Neuter {
                    "du har intet "
                } else {
                    "du har ingen "
                }),
            }
            out.push_str(piece.one);
            push_origin(out, lang, *origin);
        }
        IllegalSan::OwnPiece { role, to } => {
            out.push_str(noun(lang, *role).the);
            out.push_str(pick(
                lang,
                [
                    " kan niet naar ",
                    " cannot go to ",
                    " ne peut pas aller en ",
                    " kan ikke gå til ",
                ],
            ));
            push_square(out, *to);
            out.push_str(pick(
                lang,
                [
                    ", daar staat al een eigen stuk",
                    ", one of your own pieces stands there",
                    ", une de vos propres pièces s'y trouve",
                    ", der står allerede en af dine egne brikker",
                ],
            ));
        }
        IllegalSan::Unreachable {
            role,
            origin,
            from,
            to,
        } => {
            let piece = noun(lang, *role);
            if let [one] = from.as_slice() {
                out.push_str(piece.the);
                out.push_str(pick(lang, [" op ", " on ", " en ", " på "]));
                push_square(out, *one);
                out.push_str(pick(
                    lang,
                    [
                        " kan niet naar ",
                        " cannot go to ",
                        " ne peut pas aller en ",
                        " kan ikke gå til ",
                    ],
                ));
            } else {
                match lang {
                    Lang::Nl => out.push_str("geen van je "),
                    Lang::En => out.push_str("none of your "),
                    Lang::Fr => out.push_str(if piece.gender == Gender::Feminine {
                        "aucune de vos "
                    } else {
                        "aucun de vos "
                    }),
                    Lang::Da => out.push_str("ingen af dine "),
                }
                out.push_str(piece.many);
                push_origin(out, lang, *origin);
                out.push_str(" (");
                push_squares(out, from);
                out.push_str(pick(
                    lang,
                    [
                        ") kan naar ",
                        ") can go to ",
                        ") ne peut aller en ",
                        ") kan gå til ",
                    ],
                ));
            }
            push_square(out, *to);
        }
        IllegalSan::LeavesKingInCheck {
            role,
            from,
            to,
            in_check,
        } => {
            if *in_check {
                out.push_str(pick(
                    lang,
                    [
                        "je staat schaak en deze zet heft het schaak niet op",
                        "your king is in check and this move does not end the check",
                        "votre roi est en échec et ce coup ne pare pas l'échec",
                        "din konge står i skak, og dette træk afværger ikke skakken",
                    ],
                ));
            } else if *role == Role::King {
                out.push_str(pick(
                    lang,
                    [
                        "je koning zou op ",
                        "your king would be in check on ",
                        "votre roi serait en échec en ",
                        "din konge ville stå i skak på ",
                    ],
                ));
                push_square(out, *to);
                out.push_str(pick(lang, [" schaak staan", "", "", ""]));
            } else {
                let piece = noun(lang, *role);
                let several = from.len() > 1;
                if several {
                    out.push_str(pick(lang, ["je ", "your ", "vos ", "dine "]));
                    out.push_str(piece.many);
                } else {
                    out.push_str(piece.the);
                }
                out.push_str(pick(lang, [" op ", " on ", " en ", " på "]));
                push_squares(out, from);
                out.push_str(match (lang, several) {
                    (Lang::Nl, false) => " staat gepend",
                    (Lang::Nl, true) => " staan gepend",
                    (Lang::En, false) => " is pinned",
                    (Lang::En, true) => " are pinned",
                    (Lang::Fr, false) if piece.gender == Gender::Feminine => " est clouée",
                    (Lang::Fr, false) => " est cloué",
                    (Lang::Fr, true) if piece.gender == Gender::Feminine => " sont clouées",
                    (Lang::Fr, true) => " sont cloués",
                    (Lang::Da, false) => " er bundet",
                    (Lang::Da, true) => " er bundne",
                });
                out.push_str(pick(
                    lang,
                    [
                        ": na een zet naar ",
                        ": after a move to ",
                        " : après un coup en ",
                        ": efter et træk til ",
                    ],
                ));
                push_square(out, *to);
                out.push_str(pick(
                    lang,
                    [
                        " zou je koning schaak staan",
                        " your king would be in check",
                        ", votre roi serait en échec",
                        " ville din konge stå i skak",
                    ],
                ));
            }
        }
        IllegalSan::PromotionMissing { to } => {
            out.push_str(pick(
                lang,
                [
                    "een pion die ",
                    "a pawn reaching ",
                    "un pion qui atteint ",
                    "en bonde, der når ",
                ],
            ));
            push_square(out, *to);
            out.push_str(pick(
                lang,
                [
                    " bereikt, moet promoveren: voeg het nieuwe stuk toe, bijvoorbeeld =",
                    " must promote: add the new piece, for example =",
                    " doit être promu : ajoutez la nouvelle pièce, par exemple =",
                    ", skal forvandles: tilføj den nye brik, for eksempel =",
                ],
            ));
            out.extend(letters.letter(Role::Queen));
        }
        IllegalSan::PromotionNotAllowed { to } => {
            out.push_str(pick(
                lang,
                [
                    "alleen een pion die de laatste rij bereikt, promoveert, en ",
                    "only a pawn reaching the last rank promotes, and ",
                    "seul un pion qui atteint la dernière rangée est promu, et ",
                    "kun en bonde, der når sidste række, forvandles, og ",
                ],
            ));
            push_square(out, *to);
            out.push_str(pick(
                lang,
                [
                    " is niet de laatste rij",
                    " is not on the last rank",
                    " n'est pas sur la dernière rangée",
                    " er ikke på sidste række",
                ],
            ));
        }
        IllegalSan::BadPromotion { role } => {
            out.push_str(pick(
                lang,
                [
                    "een pion kan niet promoveren tot ",
                    "a pawn cannot promote to a ",
                    "un pion ne peut pas être promu en ",
                    "en bonde kan ikke forvandles til ",
                ],
            ));
            out.push_str(noun(lang, *role).one);
        }
    }
}
