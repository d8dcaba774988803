//! FEN errors: the fields, the piece placement and the castling field.

use super::position::push_position_error;
use super::{colon, pick, push_quoted, push_quoted_char, push_square, push_usize, side, wing_text};
use rules::fen::{CastlingFieldError, FenError, PlacementError};
use rules::Color;
use ui::i18n::Lang;
use ui::text::push_u32;

/// A [`FenError`] as a sentence in `lang`.
pub fn fen_error(lang: Lang, e: &FenError) -> String {
    let mut out = String::new();
    push_fen_error(&mut out, lang, e);
    out
}

pub(super) fn push_fen_error(out: &mut String, lang: Lang, e: &FenError) {
    match e {
        FenError::Empty => out.push_str(pick(
            lang,
            [
                "De FEN is leeg.",
                "The FEN is empty.",
                "Le FEN est vide.",
                "FEN'en er tom.",
            ],
        )),
        FenError::TooLong(n) => {
            out.push_str(pick(
                lang,
                ["De FEN is ", "The FEN is ", "Le FEN fait ", "FEN'en er "],
            ));
            push_usize(out, *n);
            out.push_str(pick(
                lang,
                [
                    " tekens lang; er worden er hoogstens ",
                    " characters long; at most ",
                    " caractères ; au plus ",
                    " tegn lang; der læses højst ",
                ],
            ));
            push_usize(out, rules::fen::MAX_FEN_LEN);
            out.push_str(pick(lang, [" gelezen.", " are read.", " sont lus.", "."]));
        }
        FenError::Placement(p) => push_placement_error(out, lang, p),
        FenError::Turn(s) => {
            out.push_str(pick(
                lang,
                [
                    "Na de opstelling moet de FEN w (wit aan zet) of b (zwart aan zet) geven, niet ",
                    "After the placement the FEN must give w (White to move) or b (Black to move), not ",
                    "Après la position des pièces, le FEN doit indiquer w (trait aux Blancs) ou b (trait aux Noirs), et non ",
                    "Efter opstillingen skal FEN'en angive w (hvid i trækket) eller b (sort i trækket), ikke ",
                ],
            ));
            push_quoted(out, lang, s);
            out.push('.');
        }
        FenError::Castling(c) => push_castling_field_error(out, lang, c),
        FenError::EnPassant(s) => {
            out.push_str(pick(
                lang,
                [
                    "Het en-passantveld van de FEN moet - zijn of een veld op rij 3 of 6, niet ",
                    "The en passant field of the FEN must be - or a square on rank 3 or 6, not ",
                    "Le champ de la prise en passant du FEN doit être - ou une case de la 3e ou de la 6e rangée, et non ",
                    "En passant-feltet i FEN'en skal være - eller et felt på 3. eller 6. række, ikke ",
                ],
            ));
            push_quoted(out, lang, s);
            out.push('.');
        }
        FenError::Halfmoves(s) => {
            out.push_str(pick(
                lang,
                [
                    "De teller van halve zetten in de FEN (veld 5) moet een getal zijn, niet ",
                    "The half-move clock of the FEN (field 5) must be a number, not ",
                    "Le compteur de demi-coups du FEN (champ 5) doit être un nombre, et non ",
                    "Halvtrækstælleren i FEN'en (felt 5) skal være et tal, ikke ",
                ],
            ));
            push_quoted(out, lang, s);
            out.push('.');
        }
        FenError::Fullmoves(s) => {
            out.push_str(pick(
                lang,
                [
                    "Het zetnummer in de FEN (veld 6) moet een getal vanaf 1 zijn, niet ",
                    "The move number of the FEN (field 6) must be a number from 1 up, not ",
                    "Le numéro de coup du FEN (champ 6) doit être un nombre à partir de 1, et non ",
                    "Træknummeret i FEN'en (felt 6) skal være et tal fra 1 og op, ikke ",
                ],
            ));
            push_quoted(out, lang, s);
            out.push('.');
        }
        FenError::TooManyFields => out.push_str(pick(
            lang,
            [
                "De FEN heeft meer dan zes velden.",
                "The FEN has more than six fields.",
                "Le FEN a plus de six champs.",
                "FEN'en har mere end seks felter.",
            ],
        )),
        FenError::Position(p) => {
            out.push_str(pick(
                lang,
                [
                    "De FEN beschrijft geen geldige stelling. ",
                    "The FEN does not describe a legal position. ",
                    "Le FEN ne décrit pas une position légale. ",
                    "FEN'en beskriver ikke en lovlig stilling. ",
                ],
            ));
            push_position_error(out, lang, p);
        }
    }
}

fn push_placement_error(out: &mut String, lang: Lang, e: &PlacementError) {
    let rank_word = pick(
        lang,
        ["FEN, rij ", "FEN, rank ", "FEN, rangée ", "FEN, række "],
    );
    // As the subject of a sentence (French needs the article there).
    let rank_of = pick(
        lang,
        ["FEN, rij ", "FEN, rank ", "FEN, la rangée ", "FEN, række "],
    );
    match e {
        PlacementError::RankCount(n) => {
            out.push_str(pick(
                lang,
                [
                    "De opstelling in de FEN moet 8 rijen hebben, gescheiden door '/', maar heeft er ",
                    "The placement in the FEN must have 8 ranks separated by '/', but it has ",
                    "La position des pièces dans le FEN doit compter 8 rangées séparées par « / », mais en compte ",
                    "Opstillingen i FEN'en skal have 8 rækker adskilt af »/«, men har ",
                ],
            ));
            push_usize(out, *n);
            out.push('.');
        }
        PlacementError::BadDigit { rank, digit } => {
            out.push_str(rank_word);
            push_u32(out, *rank);
            out.push_str(colon(lang));
            push_quoted_char(out, lang, *digit);
            out.push_str(pick(
                lang,
                [
                    " is geen aantal lege velden (1 tot 8).",
                    " is not a number of empty squares (1 to 8).",
                    " n'est pas un nombre de cases vides (1 à 8).",
                    " er ikke et antal tomme felter (1 til 8).",
                ],
            ));
        }
        PlacementError::BadChar { rank, found } => {
            out.push_str(rank_word);
            push_u32(out, *rank);
            out.push_str(colon(lang));
            push_quoted_char(out, lang, *found);
            out.push_str(pick(
                lang,
                [
                    " is geen stukletter (KQRBNP, kqrbnp) en geen cijfer.",
                    " is neither a piece letter (KQRBNP, kqrbnp) nor a digit.",
                    " n'est ni une lettre de pièce (KQRBNP, kqrbnp) ni un chiffre.",
                    " er hverken et brikbogstav (KQRBNP, kqrbnp) eller et ciffer.",
                ],
            ));
        }
        PlacementError::RankTooLong { rank } => {
            out.push_str(rank_of);
            push_u32(out, *rank);
            out.push_str(pick(
                lang,
                [
                    " heeft meer dan 8 velden.",
                    " has more than 8 squares.",
                    " compte plus de 8 cases.",
                    " har mere end 8 felter.",
                ],
            ));
        }
        PlacementError::RankTooShort { rank, squares } => {
            out.push_str(rank_of);
            push_u32(out, *rank);
            out.push_str(pick(lang, [" heeft ", " has ", " compte ", " har "]));
            push_u32(out, *squares);
            out.push_str(pick(
                lang,
                [
                    " velden in plaats van 8.",
                    " squares instead of 8.",
                    " cases au lieu de 8.",
                    " felter i stedet for 8.",
                ],
            ));
        }
    }
}

fn push_castling_field_error(out: &mut String, lang: Lang, e: &CastlingFieldError) {
    let field = pick(
        lang,
        [
            "Rokadeveld van de FEN: ",
            "Castling field of the FEN: ",
            "Champ des roques du FEN : ",
            "Rokadefeltet i FEN'en: ",
        ],
    );
    match e {
        CastlingFieldError::TooManyRights => out.push_str(pick(
            lang,
            [
                "Het rokadeveld van de FEN geeft meer dan vier rokaderechten.",
                "The castling field of the FEN gives more than four castling rights.",
                "Le champ des roques du FEN donne plus de quatre droits de roque.",
                "Rokadefeltet i FEN'en giver mere end fire rokaderettigheder.",
            ],
        )),
        CastlingFieldError::BadLetter(c) => {
            out.push_str(field);
            push_quoted_char(out, lang, *c);
            out.push_str(pick(
                lang,
                [
                    " is geen K, Q, k, q of lijnletter.",
                    " is not K, Q, k, q or a file letter.",
                    " n'est ni K, Q, k, q ni une lettre de colonne.",
                    " er ikke K, Q, k, q eller et linjebogstav.",
                ],
            ));
        }
        CastlingFieldError::KingNotOnHomeRank { letter, color } => {
            out.push_str(field);
            push_quoted_char(out, lang, *letter);
            out.push_str(match color {
                Color::White => pick(
                    lang,
                    [
                        ", maar de witte koning staat niet op zijn beginrij.",
                        ", but the white king is not on its home rank.",
                        ", mais le roi blanc n'est pas sur sa rangée de départ.",
                        ", men den hvide konge står ikke på sin grundrække.",
                    ],
                ),
                Color::Black => pick(
                    lang,
                    [
                        ", maar de zwarte koning staat niet op zijn beginrij.",
                        ", but the black king is not on its home rank.",
                        ", mais le roi noir n'est pas sur sa rangée de départ.",
                        ", men den sorte konge står ikke på sin grundrække.",
                    ],
                ),
            });
        }
        CastlingFieldError::NoRookOnSide {
            letter,
            color,
            side: wing,
        } => {
            out.push_str(field);
            push_quoted_char(out, lang, *letter);
            out.push_str(pick(lang, [", maar ", ", but ", ", mais ", ", men "]));
            out.push_str(side(lang, *color));
            out.push_str(pick(
                lang,
                [
                    " heeft geen toren ",
                    " has no rook ",
                    " n'ont pas de tour ",
                    " har intet tårn ",
                ],
            ));
            out.push_str(wing_text(lang, *wing));
            out.push('.');
        }
        CastlingFieldError::NoRookOn {
            letter,
            color,
            square,
        } => {
            out.push_str(field);
            push_quoted_char(out, lang, *letter);
            out.push_str(match color {
                Color::White => pick(
                    lang,
                    [
                        ", maar er staat geen witte toren op ",
                        ", but there is no white rook on ",
                        ", mais il n'y a pas de tour blanche en ",
                        ", men der står intet hvidt tårn på ",
                    ],
                ),
                Color::Black => pick(
                    lang,
                    [
                        ", maar er staat geen zwarte toren op ",
                        ", but there is no black rook on ",
                        ", mais il n'y a pas de tour noire en ",
                        ", men der står intet sort tårn på ",
                    ],
                ),
            });
            push_square(out, *square);
            out.push('.');
        }
        CastlingFieldError::Repeated(c) => {
            out.push_str(field);
            out.push_str(pick(
                lang,
                ["het recht ", "the right ", "le droit ", "rettigheden "],
            ));
            push_quoted_char(out, lang, *c);
            out.push_str(pick(
                lang,
                [
                    " staat er twee keer.",
                    " is given twice.",
                    " figure deux fois.",
                    " står der to gange.",
                ],
            ));
        }
    }
}
