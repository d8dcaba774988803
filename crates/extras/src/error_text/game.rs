//! Errors of moves and games: illegal moves, UCI moves, squares, start positions, the game
//! record (moves after the end, draw claims, outcomes) and its tags.

use super::san::push_san_error;
use super::{letters, noun, pick, push_castling_name, push_quoted, push_square};
use rules::game::{GameError, Outcome};
use rules::pgn::TagError;
use rules::san::Letters;
use rules::startpos::StartPositionError;
use rules::uci::UciError;
use rules::{IllegalMove, Move, ParseSquareError};
use ui::i18n::Lang;
use ui::text::push_u32;

/// An [`IllegalMove`] (a move refused by [`rules::Position::play`]) as a sentence in `lang`.
pub fn illegal_move(lang: Lang, e: &IllegalMove) -> String {
    let mut out = String::new();
    push_illegal_move(&mut out, lang, e.0);
    out
}

fn push_illegal_move(out: &mut String, lang: Lang, m: Move) {
    if let Some(wing) = m.castling_side() {
        push_castling_name(out, lang, wing, true);
        out.push_str(pick(
            lang,
            [
                " kan nu niet.",
                " is not possible now.",
                " est impossible maintenant.",
                " er ikke mulig nu.",
            ],
        ));
        return;
    }
    out.push_str(pick(
        lang,
        [
            "De zet van ",
            "The move from ",
            "Le coup de ",
            "Trækket fra ",
        ],
    ));
    push_square(out, m.from());
    out.push_str(pick(lang, [" naar ", " to ", " à ", " til "]));
    push_square(out, m.to());
    out.push_str(pick(
        lang,
        [
            " is niet reglementair.",
            " is not legal.",
            " n'est pas légal.",
            " er ikke lovligt.",
        ],
    ));
}

/// A [`rules::ParseSquareError`] as a sentence in `lang`.
pub fn square_error(lang: Lang, e: &ParseSquareError) -> String {
    let ParseSquareError = e;
    pick(
        lang,
        [
            "Dat is geen veld (a1 tot h8).",
            "That is not a square (a1 to h8).",
            "Ce n'est pas une case (a1 à h8).",
            "Det er ikke et felt (a1 til h8).",
        ],
    )
    .to_string()
}

/// A [`StartPositionError`] as a sentence in `lang`.
pub fn start_position_error(lang: Lang, e: &StartPositionError) -> String {
    let StartPositionError(n) = e;
    let mut out = String::new();
    out.push_str(pick(
        lang,
        [
            "Beginstelling ",
            "Start position ",
            "La position de départ ",
            "Startstilling ",
        ],
    ));
    push_u32(&mut out, *n);
    out.push_str(pick(
        lang,
        [
            " bestaat niet: kies 0 tot 959 (960 betekent ook 0).",
            " does not exist: choose 0 to 959 (960 also means 0).",
            " n'existe pas : choisissez de 0 à 959 (960 signifie aussi 0).",
            " findes ikke: vælg 0 til 959 (960 betyder også 0).",
        ],
    ));
    out
}

/// A [`UciError`] as a sentence in `lang`.
pub fn uci_error(lang: Lang, e: &UciError) -> String {
    let mut out = String::new();
    match e {
        UciError::Syntax(s) => {
            push_quoted(&mut out, lang, s);
            out.push_str(pick(
                lang,
                [
                    " is geen zet in UCI-notatie (zoals e2e4 of e7e8q).",
                    " is not a move in UCI notation (like e2e4 or e7e8q).",
                    " n'est pas un coup en notation UCI (comme e2e4 ou e7e8q).",
                    " er ikke et træk i UCI-notation (som e2e4 eller e7e8q).",
                ],
            ));
        }
        UciError::Illegal {
            from,
            to,
            promotion,
        } => {
            out.push_str(pick(
                lang,
                [
                    "Er is geen reglementaire zet van ",
                    "There is no legal move from ",
                    "Il n'y a pas de coup légal de ",
                    "Der er intet lovligt træk fra ",
                ],
            ));
            push_square(&mut out, *from);
            out.push_str(pick(lang, [" naar ", " to ", " à ", " til "]));
            push_square(&mut out, *to);
            if let Some(p) = promotion {
                out.push_str(pick(
                    lang,
                    [
                        " met promotie tot ",
                        " promoting to ",
                        " avec promotion en ",
                        " med forvandling til ",
                    ],
                ));
                if lang == Lang::En {
                    out.push_str("a ");
                }
                out.push_str(noun(lang, *p).one);
            }
            out.push('.');
        }
    }
    out
}

/// "0-1 Zwart wint door mat": the result and the reason, as on the result banner.
pub(super) fn push_outcome(out: &mut String, lang: Lang, o: Outcome) {
    out.push_str(&ui::state::outcome_text(lang, o));
}

/// A [`GameError`] as a sentence in `lang` (SAN examples in `lang`'s letters).
pub fn game_error(lang: Lang, e: &GameError) -> String {
    let mut out = String::new();
    push_game_error(&mut out, lang, e, &letters(lang));
    out
}

pub(super) fn push_game_error(out: &mut String, lang: Lang, e: &GameError, letters: &Letters) {
    match e {
        GameError::GameOver(o) => {
            out.push_str(pick(
                lang,
                [
                    "De partij is al afgelopen (",
                    "The game is already over (",
                    "La partie est déjà terminée (",
                    "Partiet er allerede slut (",
                ],
            ));
            push_outcome(out, lang, *o);
            out.push_str(").");
        }
        GameError::IllegalMove(m) => push_illegal_move(out, lang, *m),
        GameError::San(s) => push_san_error(out, lang, s, letters),
        GameError::NoDrawClaim => out.push_str(pick(
            lang,
            [
                "Er valt geen remise te claimen: de stelling is nog geen drie keer voorgekomen \
                 en in de laatste 50 zetten van elke kant is geslagen of met een pion gezet.",
                "There is no draw to claim: the position has not occurred three times, and the \
                 last 50 moves of each side include a capture or a pawn move.",
                "Il n'y a pas de nulle à réclamer : la position ne s'est pas produite trois fois \
                 et les 50 derniers coups de chaque camp comportent une prise ou un coup de pion.",
                "Der er ingen remis at kræve: stillingen er ikke forekommet tre gange, og de \
                 sidste 50 træk fra hver side indeholder et slag eller et bondetræk.",
            ],
        )),
        GameError::InconsistentOutcome(o) => {
            out.push_str(pick(
                lang,
                [
                    "Zo kan de partij niet eindigen: ",
                    "The game cannot end like this: ",
                    "La partie ne peut pas se terminer ainsi : ",
                    "Partiet kan ikke slutte sådan: ",
                ],
            ));
            push_outcome(out, lang, *o);
            out.push('.');
        }
    }
}

/// A [`TagError`] (a refused [`rules::pgn::Tags::set`]) as a sentence in `lang`.
pub fn tag_error(lang: Lang, e: &TagError) -> String {
    let mut out = String::new();
    match e {
        TagError::InvalidName(name) => {
            push_quoted(&mut out, lang, name);
            out.push_str(pick(
                lang,
                [
                    " is geen geldige tagnaam (1 tot 64 letters, cijfers of _+#=:-, beginnend met \
                     een letter of cijfer).",
                    " is not a valid tag name (1 to 64 letters, digits or _+#=:-, starting with a \
                     letter or digit).",
                    " n'est pas un nom de tag valide (1 à 64 lettres, chiffres ou _+#=:-, \
                     commençant par une lettre ou un chiffre).",
                    " er ikke et gyldigt tagnavn (1 til 64 bogstaver, cifre eller _+#=:-, der \
                     begynder med et bogstav eller et ciffer).",
                ],
            ));
        }
        TagError::Derived(name) => {
            out.push_str(pick(lang, ["De tag ", "The tag ", "Le tag ", "Tagget "]));
            out.push_str(name);
            out.push_str(pick(
                lang,
                [
                    " komt uit de partij zelf en kan niet worden ingesteld.",
                    " comes from the game itself and cannot be set.",
                    " est tiré de la partie elle-même et ne peut pas être modifié.",
                    " kommer fra selve partiet og kan ikke sættes.",
                ],
            ));
        }
        TagError::ControlCharacter(name) => {
            out.push_str(pick(
                lang,
                [
                    "De waarde van de tag ",
                    "The value of the tag ",
                    "La valeur du tag ",
                    "Værdien af tagget ",
                ],
            ));
            out.push_str(name);
            out.push_str(pick(
                lang,
                [
                    " bevat een regeleinde of stuurteken.",
                    " contains a line break or control character.",
                    " contient un saut de ligne ou un caractère de contrôle.",
                    " indeholder et linjeskift eller et kontroltegn.",
                ],
            ));
        }
    }
    out
}
