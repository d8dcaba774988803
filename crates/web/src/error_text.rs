//! The errors of [`rules`] as sentences in Dutch, English, French and Danish.
//!
//! `rules` reports every problem as a typed value (a kind plus its data: line, field, move,
//! squares, colour); these pure functions turn such a value into a sentence a club player in
//! that country would write, with the terms clubs use (nl zet, stelling, rokade, promotie; fr
//! coup, position, roque, promotion; da træk, stilling, rokade, forvandling). Each `match`
//! lists every variant without a wildcard, so a new kind of error does not compile until it
//! has its text.
//!
//! Sentences are built with `push_str` and [`push_u32`]/[`push_u64`] rather than `format!`,
//! which would pull the formatting machinery into the wasm file.
//!
//! ```
//! use web::{error_text::san_error, i18n::Lang};
//! let pos = rules::fen::parse_position("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1").unwrap();
//! let e = rules::san::parse_san(&pos, "Nd2").unwrap_err();
//! assert_eq!(
//!     san_error(Lang::Nl, &e),
//!     "Beide paarden (b1, f3) kunnen naar d2. Geef aan welk paard je bedoelt, bijvoorbeeld \
//!      Pbd2 of Pfd2."
//! );
//! ```

use crate::i18n::Lang;
use rules::fen::{CastlingFieldError, FenError, PlacementError};
use rules::game::{GameError, Outcome};
use rules::pgn::{PgnError, PgnErrorKind, TagError, TagPairError, MAX_GAMES, MAX_PGN_BYTES};
use rules::san::{IllegalSan, Letters, Origin, SanError};
use rules::startpos::StartPositionError;
use rules::uci::UciError;
use rules::{
    CastlingObstacle, CastlingSide, Color, IllegalMove, Move, ParseSquareError, PositionError,
    Role, Square,
};

// ---------------------------------------------------------------------------------------------
// Small helpers

/// One of four texts in the order of [`Lang::ALL`]: Dutch, English, French, Danish.
fn pick(lang: Lang, texts: [&'static str; 4]) -> &'static str {
    let [nl, en, fr, da] = texts;
    match lang {
        Lang::Nl => nl,
        Lang::En => en,
        Lang::Fr => fr,
        Lang::Da => da,
    }
}

/// Appends the decimal digits of `n` (no `format!`).
pub fn push_u64(out: &mut String, mut n: u64) {
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    loop {
        i -= 1;
        if let Some(d) = digits.get_mut(i) {
            *d = b'0' + (n % 10) as u8;
        }
        n /= 10;
        if n == 0 || i == 0 {
            break;
        }
    }
    for &d in digits.get(i..).unwrap_or_default() {
        out.push(char::from(d));
    }
}

/// Appends the decimal digits of `n` (no `format!`).
pub fn push_u32(out: &mut String, n: u32) {
    push_u64(out, u64::from(n));
}

fn push_usize(out: &mut String, n: usize) {
    push_u64(out, n as u64);
}

fn push_square(out: &mut String, sq: Square) {
    out.push(sq.file_char());
    out.push(sq.rank_char());
}

/// `b1, f3, d4`.
fn push_squares(out: &mut String, squares: &[Square]) {
    for (i, &sq) in squares.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        push_square(out, sq);
    }
}

/// Text from the input, quoted as each language does: 'x', « x », »x«.
fn push_quoted(out: &mut String, lang: Lang, text: &str) {
    let (open, close) = match lang {
        Lang::Nl | Lang::En => ("'", "'"),
        Lang::Fr => ("« ", " »"),
        Lang::Da => ("»", "«"),
    };
    out.push_str(open);
    out.push_str(text);
    out.push_str(close);
}

fn push_quoted_char(out: &mut String, lang: Lang, c: char) {
    let mut buf = [0u8; 4];
    push_quoted(out, lang, c.encode_utf8(&mut buf));
}

/// The colon before an explanation (French puts a space before it).
fn colon(lang: Lang) -> &'static str {
    pick(lang, [": ", ": ", " : ", ": "])
}

/// The piece letters SAN uses in `lang` (king, queen, rook, bishop, knight): nl K D T L P,
/// en K Q R B N, fr R D T F C, da K D T L S.
pub fn letters(lang: Lang) -> Letters {
    crate::notation::san_letters(lang)
}

/// Grammatical gender, where the sentences need it: Dutch de/het, French masculine/feminine,
/// Danish common/neuter.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Gender {
    /// Dutch de-word, French masculine, Danish common gender (and all English nouns).
    Common,
    /// French feminine.
    Feminine,
    /// Dutch het-word, Danish neuter.
    Neuter,
}

/// A piece name: singular, plural, with the definite article (or Danish suffix), gender.
struct Noun {
    one: &'static str,
    many: &'static str,
    the: &'static str,
    gender: Gender,
}

const fn n(one: &'static str, many: &'static str, the: &'static str, gender: Gender) -> Noun {
    Noun {
        one,
        many,
        the,
        gender,
    }
}

fn noun(lang: Lang, role: Role) -> Noun {
    use Gender::{Common as C, Feminine as F, Neuter as N};
    match (lang, role) {
        (Lang::Nl, Role::Pawn) => n("pion", "pionnen", "de pion", C),
        (Lang::Nl, Role::Knight) => n("paard", "paarden", "het paard", N),
        (Lang::Nl, Role::Bishop) => n("loper", "lopers", "de loper", C),
        (Lang::Nl, Role::Rook) => n("toren", "torens", "de toren", C),
        (Lang::Nl, Role::Queen) => n("dame", "dames", "de dame", C),
        (Lang::Nl, Role::King) => n("koning", "koningen", "de koning", C),
        (Lang::En, Role::Pawn) => n("pawn", "pawns", "the pawn", C),
        (Lang::En, Role::Knight) => n("knight", "knights", "the knight", C),
        (Lang::En, Role::Bishop) => n("bishop", "bishops", "the bishop", C),
        (Lang::En, Role::Rook) => n("rook", "rooks", "the rook", C),
        (Lang::En, Role::Queen) => n("queen", "queens", "the queen", C),
        (Lang::En, Role::King) => n("king", "kings", "the king", C),
        (Lang::Fr, Role::Pawn) => n("pion", "pions", "le pion", C),
        (Lang::Fr, Role::Knight) => n("cavalier", "cavaliers", "le cavalier", C),
        (Lang::Fr, Role::Bishop) => n("fou", "fous", "le fou", C),
        (Lang::Fr, Role::Rook) => n("tour", "tours", "la tour", F),
        (Lang::Fr, Role::Queen) => n("dame", "dames", "la dame", F),
        (Lang::Fr, Role::King) => n("roi", "rois", "le roi", C),
        (Lang::Da, Role::Pawn) => n("bonde", "bønder", "bonden", C),
        (Lang::Da, Role::Knight) => n("springer", "springere", "springeren", C),
        (Lang::Da, Role::Bishop) => n("løber", "løbere", "løberen", C),
        (Lang::Da, Role::Rook) => n("tårn", "tårne", "tårnet", N),
        (Lang::Da, Role::Queen) => n("dronning", "dronninger", "dronningen", C),
        (Lang::Da, Role::King) => n("konge", "konger", "kongen", C),
    }
}

/// The side as the subject of a sentence: Wit, White, les Blancs, hvid (capitalise it at the
/// start of a sentence).
fn side(lang: Lang, color: Color) -> &'static str {
    match color {
        Color::White => pick(lang, ["Wit", "White", "les Blancs", "hvid"]),
        Color::Black => pick(lang, ["Zwart", "Black", "les Noirs", "sort"]),
    }
}

/// Appends `s` with its first letter in upper case (ASCII only: every text capitalised here
/// starts with an ASCII letter, and the Unicode case tables would weigh on the wasm file).
fn push_capitalised(out: &mut String, s: &str) {
    let mut chars = s.chars();
    if let Some(first) = chars.next() {
        out.push(first.to_ascii_uppercase());
        out.push_str(chars.as_str());
    }
}

// ---------------------------------------------------------------------------------------------
// FEN and positions

/// A [`FenError`] as a sentence in `lang`.
pub fn fen_error(lang: Lang, e: &FenError) -> String {
    let mut out = String::new();
    push_fen_error(&mut out, lang, e);
    out
}

fn push_fen_error(out: &mut String, lang: Lang, e: &FenError) {
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

/// aan de koningsvleugel / on the kingside / côté roi / på kongefløjen.
fn wing_text(lang: Lang, wing: CastlingSide) -> &'static str {
    match wing {
        CastlingSide::KingSide => pick(
            lang,
            [
                "aan de koningsvleugel",
                "on the kingside",
                "côté roi",
                "på kongefløjen",
            ],
        ),
        CastlingSide::QueenSide => pick(
            lang,
            [
                "aan de damevleugel",
                "on the queenside",
                "côté dame",
                "på dronningefløjen",
            ],
        ),
    }
}

/// A [`PositionError`] as a sentence in `lang`.
pub fn position_error(lang: Lang, e: &PositionError) -> String {
    let mut out = String::new();
    push_position_error(&mut out, lang, e);
    out
}

fn push_position_error(out: &mut String, lang: Lang, e: &PositionError) {
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

/// Korte rokade (O-O), Short castling (O-O), Le petit roque (O-O), Kort rokade (O-O).
fn push_castling_name(out: &mut String, lang: Lang, wing: CastlingSide, capital: bool) {
    let name = match wing {
        CastlingSide::KingSide => pick(
            lang,
            [
                "korte rokade (O-O)",
                "short castling (O-O)",
                "le petit roque (O-O)",
                "kort rokade (O-O)",
            ],
        ),
        CastlingSide::QueenSide => pick(
            lang,
            [
                "lange rokade (O-O-O)",
                "long castling (O-O-O)",
                "le grand roque (O-O-O)",
                "lang rokade (O-O-O)",
            ],
        ),
    };
    if capital {
        push_capitalised(out, name);
    } else {
        out.push_str(name);
    }
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

// ---------------------------------------------------------------------------------------------
// SAN and UCI

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

fn push_san_error(out: &mut String, lang: Lang, e: &SanError, letters: &Letters) {
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
            push_castling_name(out, lang, *side, true);
            out.push_str(pick(
                lang,
                [
                    " kan nu niet: ",
                    " is not possible now: ",
                    " est impossible maintenant : ",
                    " er ikke mulig nu: ",
                ],
            ));
            push_obstacle(out, lang, *obstacle);
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
fn push_illegal_reason(out: &mut String, lang: Lang, reason: &IllegalSan, letters: &Letters) {
    match reason {
        IllegalSan::Castling { side, obstacle } => {
            push_castling_name(out, lang, *side, false);
            out.push_str(pick(
                lang,
                [
                    " kan nu niet: ",
                    " is not possible now: ",
                    " est impossible maintenant : ",
                    " er ikke mulig nu: ",
                ],
            ));
            push_obstacle(out, lang, *obstacle);
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

// ---------------------------------------------------------------------------------------------
// Games and PGN

/// "0-1 Zwart wint door mat": the result and the reason, as on the result banner.
fn push_outcome(out: &mut String, lang: Lang, o: Outcome) {
    out.push_str(&crate::state::outcome_text(lang, o));
}

/// A [`GameError`] as a sentence in `lang` (SAN examples in `lang`'s letters).
pub fn game_error(lang: Lang, e: &GameError) -> String {
    let mut out = String::new();
    push_game_error(&mut out, lang, e, &letters(lang));
    out
}

fn push_game_error(out: &mut String, lang: Lang, e: &GameError, letters: &Letters) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use rules::game::{GameResult, Reason};

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    /// One value of every variant of every error type, with the data its text must show.
    fn samples() -> Vec<(Sample, Vec<&'static str>)> {
        use Sample::*;
        let outcome = Outcome {
            result: GameResult::BlackWins,
            reason: Reason::Checkmate,
        };
        let san = |reason| SanError::Illegal {
            text: "Nd4".into(),
            reason,
        };
        let e2e5 = Move::Normal {
            from: sq("e2"),
            to: sq("e5"),
            promotion: None,
        };
        let castle = Move::Castle {
            king: sq("e1"),
            rook: sq("h1"),
        };
        let pgn = |line, kind| {
            Pgn(PgnError {
                line: Some(line),
                kind,
            })
        };
        vec![
            (Fen(FenError::Empty), vec!["FEN"]),
            (Fen(FenError::TooLong(300)), vec!["300", "256"]),
            (
                Fen(FenError::Placement(PlacementError::RankCount(7))),
                vec!["8", "7"],
            ),
            (
                Fen(FenError::Placement(PlacementError::BadDigit {
                    rank: 3,
                    digit: '9',
                })),
                vec!["3", "9"],
            ),
            (
                Fen(FenError::Placement(PlacementError::BadChar {
                    rank: 5,
                    found: 'x',
                })),
                vec!["5", "x"],
            ),
            (
                Fen(FenError::Placement(PlacementError::RankTooLong { rank: 6 })),
                vec!["6", "8"],
            ),
            (
                Fen(FenError::Placement(PlacementError::RankTooShort {
                    rank: 2,
                    squares: 7,
                })),
                vec!["2", "7", "8"],
            ),
            (Fen(FenError::Turn("x".into())), vec!["x", "w", "b"]),
            (
                Fen(FenError::Castling(CastlingFieldError::TooManyRights)),
                vec![],
            ),
            (
                Fen(FenError::Castling(CastlingFieldError::BadLetter('z'))),
                vec!["z"],
            ),
            (
                Fen(FenError::Castling(CastlingFieldError::KingNotOnHomeRank {
                    letter: 'K',
                    color: Color::White,
                })),
                vec!["K"],
            ),
            (
                Fen(FenError::Castling(CastlingFieldError::NoRookOnSide {
                    letter: 'q',
                    color: Color::Black,
                    side: CastlingSide::QueenSide,
                })),
                vec!["q"],
            ),
            (
                Fen(FenError::Castling(CastlingFieldError::NoRookOn {
                    letter: 'G',
                    color: Color::White,
                    square: sq("g1"),
                })),
                vec!["G", "g1"],
            ),
            (
                Fen(FenError::Castling(CastlingFieldError::Repeated('k'))),
                vec!["k"],
            ),
            (Fen(FenError::EnPassant("e5".into())), vec!["e5", "3", "6"]),
            (Fen(FenError::Halfmoves("-1".into())), vec!["-1", "5"]),
            (Fen(FenError::Fullmoves("0".into())), vec!["0", "6"]),
            (Fen(FenError::TooManyFields), vec![]),
            (
                Fen(FenError::Position(PositionError::OppositeCheck)),
                vec!["FEN"],
            ),
            (Position(PositionError::MissingKing(Color::White)), vec![]),
            (Position(PositionError::TooManyKings(Color::Black)), vec![]),
            (
                Position(PositionError::PawnOnBackRank(sq("c8"))),
                vec!["c8"],
            ),
            (Position(PositionError::OppositeCheck), vec![]),
            (
                Position(PositionError::InvalidCastlingRight(sq("b1"))),
                vec!["b1"],
            ),
            (
                Position(PositionError::DuplicateCastlingRight(
                    Color::White,
                    CastlingSide::KingSide,
                )),
                vec![],
            ),
            (
                Position(PositionError::InvalidEpSquare(sq("e3"))),
                vec!["e3"],
            ),
            (Illegal(IllegalMove(e2e5)), vec!["e2", "e5"]),
            (Illegal(IllegalMove(castle)), vec!["O-O"]),
            (SquareName(ParseSquareError), vec!["a1", "h8"]),
            (
                Illegal(IllegalMove(Move::EnPassant {
                    from: sq("e5"),
                    to: sq("d6"),
                })),
                vec!["e5", "d6"],
            ),
            (StartPosition(StartPositionError(961)), vec!["961", "959"]),
            (San(SanError::Empty), vec![]),
            (
                San(SanError::Syntax {
                    text: "hello".into(),
                }),
                vec!["hello"],
            ),
            (
                San(SanError::UnknownPiece {
                    text: "Xf3".into(),
                    letter: 'X',
                }),
                vec!["Xf3", "X"],
            ),
            (
                San(SanError::Illegal {
                    text: "O-O".into(),
                    reason: IllegalSan::Castling {
                        side: CastlingSide::KingSide,
                        obstacle: CastlingObstacle::NoRight,
                    },
                }),
                vec!["O-O"],
            ),
            (
                San(SanError::Illegal {
                    text: "0-0-0".into(),
                    reason: IllegalSan::Castling {
                        side: CastlingSide::QueenSide,
                        obstacle: CastlingObstacle::InCheck,
                    },
                }),
                vec!["O-O-O"],
            ),
            (
                San(SanError::Illegal {
                    text: "O-O".into(),
                    reason: IllegalSan::Castling {
                        side: CastlingSide::KingSide,
                        obstacle: CastlingObstacle::Blocked,
                    },
                }),
                vec!["O-O"],
            ),
            (
                San(SanError::Illegal {
                    text: "O-O".into(),
                    reason: IllegalSan::Castling {
                        side: CastlingSide::KingSide,
                        obstacle: CastlingObstacle::Attacked,
                    },
                }),
                vec!["O-O"],
            ),
            (
                San(san(IllegalSan::NoPiece {
                    role: Role::Knight,
                    origin: Origin::Any,
                })),
                vec!["Nd4"],
            ),
            (
                San(san(IllegalSan::NoPiece {
                    role: Role::Rook,
                    origin: Origin::File(1),
                })),
                vec!["Nd4", "b"],
            ),
            (
                San(san(IllegalSan::NoPiece {
                    role: Role::Bishop,
                    origin: Origin::Rank(2),
                })),
                vec!["Nd4", "3"],
            ),
            (
                San(san(IllegalSan::NoPiece {
                    role: Role::Queen,
                    origin: Origin::Square(sq("h4")),
                })),
                vec!["Nd4", "h4"],
            ),
            (
                San(san(IllegalSan::OwnPiece {
                    role: Role::Knight,
                    to: sq("d4"),
                })),
                vec!["Nd4", "d4"],
            ),
            (
                San(san(IllegalSan::Unreachable {
                    role: Role::Knight,
                    origin: Origin::Any,
                    from: vec![sq("g1")],
                    to: sq("d4"),
                })),
                vec!["Nd4", "g1", "d4"],
            ),
            (
                San(san(IllegalSan::Unreachable {
                    role: Role::Rook,
                    origin: Origin::Any,
                    from: vec![sq("a1"), sq("h1")],
                    to: sq("d4"),
                })),
                vec!["Nd4", "a1, h1", "d4"],
            ),
            (
                San(san(IllegalSan::LeavesKingInCheck {
                    role: Role::Knight,
                    from: vec![sq("d2")],
                    to: sq("f3"),
                    in_check: false,
                })),
                vec!["Nd4", "d2", "f3"],
            ),
            (
                San(san(IllegalSan::LeavesKingInCheck {
                    role: Role::Rook,
                    from: vec![sq("d2"), sq("f2")],
                    to: sq("e2"),
                    in_check: false,
                })),
                vec!["Nd4", "d2, f2", "e2"],
            ),
            (
                San(san(IllegalSan::LeavesKingInCheck {
                    role: Role::King,
                    from: vec![sq("e1")],
                    to: sq("e2"),
                    in_check: false,
                })),
                vec!["Nd4", "e2"],
            ),
            (
                San(san(IllegalSan::LeavesKingInCheck {
                    role: Role::Knight,
                    from: vec![sq("b1")],
                    to: sq("c3"),
                    in_check: true,
                })),
                vec!["Nd4"],
            ),
            (
                San(san(IllegalSan::PromotionMissing { to: sq("b8") })),
                vec!["Nd4", "b8", "="],
            ),
            (
                San(san(IllegalSan::PromotionNotAllowed { to: sq("a3") })),
                vec!["Nd4", "a3"],
            ),
            (
                San(san(IllegalSan::BadPromotion { role: Role::King })),
                vec!["Nd4"],
            ),
            (
                San(SanError::Ambiguous {
                    text: "Nd2".into(),
                    role: Role::Knight,
                    to: sq("d2"),
                    candidates: vec![sq("b1"), sq("f3")],
                }),
                vec!["b1, f3", "d2"],
            ),
            (
                San(SanError::Ambiguous {
                    text: "Qe1".into(),
                    role: Role::Queen,
                    to: sq("e1"),
                    candidates: vec![sq("e4"), sq("h1"), sq("h4")],
                }),
                vec!["e4, h1, h4", "ee1", "1e1", "h4e1"],
            ),
            (
                San(SanError::Ambiguous {
                    text: "xd5".into(),
                    role: Role::Pawn,
                    to: sq("d5"),
                    candidates: vec![sq("c4"), sq("e4")],
                }),
                vec!["c4, e4", "cxd5", "exd5"],
            ),
            (Uci(UciError::Syntax("e9e4".into())), vec!["e9e4"]),
            (
                Uci(UciError::Illegal {
                    from: sq("e2"),
                    to: sq("e5"),
                    promotion: None,
                }),
                vec!["e2", "e5"],
            ),
            (
                Uci(UciError::Illegal {
                    from: sq("b7"),
                    to: sq("b8"),
                    promotion: Some(Role::Queen),
                }),
                vec!["b7", "b8"],
            ),
            (Game(GameError::GameOver(outcome)), vec!["0-1"]),
            (Game(GameError::IllegalMove(e2e5)), vec!["e2", "e5"]),
            (
                Game(GameError::San(SanError::Syntax { text: "zz".into() })),
                vec!["zz"],
            ),
            (Game(GameError::NoDrawClaim), vec!["50"]),
            (Game(GameError::InconsistentOutcome(outcome)), vec!["0-1"]),
            (
                Tag(TagError::InvalidName("Bad Name".into())),
                vec!["Bad Name"],
            ),
            (Tag(TagError::Derived("FEN".into())), vec!["FEN"]),
            (
                Tag(TagError::ControlCharacter("White".into())),
                vec!["White"],
            ),
            (
                Pgn(PgnError {
                    line: None,
                    kind: PgnErrorKind::TooLarge(3_000_000),
                }),
                vec!["3000000", "2097152"],
            ),
            (
                Pgn(PgnError {
                    line: None,
                    kind: PgnErrorKind::TooManyGames,
                }),
                vec!["10000"],
            ),
            (
                Pgn(PgnError {
                    line: None,
                    kind: PgnErrorKind::NoGame,
                }),
                vec![],
            ),
            (
                pgn(3, PgnErrorKind::Tag(TagPairError::MissingName)),
                vec!["3", "["],
            ),
            (
                pgn(
                    4,
                    PgnErrorKind::Tag(TagPairError::MissingQuote {
                        name: "Event".into(),
                    }),
                ),
                vec!["4", "Event", "\""],
            ),
            (
                pgn(
                    5,
                    PgnErrorKind::Tag(TagPairError::UnclosedValue {
                        name: "Site".into(),
                    }),
                ),
                vec!["5", "Site", "\"]"],
            ),
            (pgn(6, PgnErrorKind::UnclosedComment), vec!["6", "{"]),
            (pgn(7, PgnErrorKind::UnclosedVariation), vec!["7", "("]),
            (pgn(8, PgnErrorKind::Unexpected(')')), vec!["8", ")", "("]),
            (pgn(9, PgnErrorKind::Unexpected('}')), vec!["9", "}"]),
            (pgn(10, PgnErrorKind::Unexpected(']')), vec!["10", "]"]),
            (pgn(11, PgnErrorKind::Unexpected('"')), vec!["11", "\""]),
            (
                pgn(12, PgnErrorKind::Fen(FenError::TooManyFields)),
                vec!["12", "FEN"],
            ),
            (
                pgn(13, PgnErrorKind::UnsupportedVariant("Atomic".into())),
                vec!["13", "Atomic", "Chess960"],
            ),
            (
                pgn(
                    14,
                    PgnErrorKind::Move {
                        text: "Nf9".into(),
                        number: 3,
                        color: Color::White,
                        error: GameError::San(SanError::Syntax { text: "Nf9".into() }),
                    },
                ),
                vec!["14", "3", "Nf9", "Nf3"],
            ),
            (
                pgn(
                    15,
                    PgnErrorKind::Move {
                        text: "a3".into(),
                        number: 4,
                        color: Color::Black,
                        error: GameError::GameOver(outcome),
                    },
                ),
                vec!["15", "4", "a3", "0-1"],
            ),
            (
                pgn(
                    16,
                    PgnErrorKind::ResultMismatch {
                        given: GameResult::WhiteWins,
                        outcome,
                    },
                ),
                vec!["16", "1-0", "0-1"],
            ),
        ]
    }

    /// Any error value of the `rules` crate.
    enum Sample {
        Fen(FenError),
        Position(PositionError),
        Illegal(IllegalMove),
        SquareName(ParseSquareError),
        StartPosition(StartPositionError),
        San(SanError),
        Uci(UciError),
        Game(GameError),
        Tag(TagError),
        Pgn(PgnError),
    }

    fn text(lang: Lang, s: &Sample) -> String {
        match s {
            Sample::Fen(e) => fen_error(lang, e),
            Sample::Position(e) => position_error(lang, e),
            Sample::Illegal(e) => illegal_move(lang, e),
            Sample::SquareName(e) => square_error(lang, e),
            Sample::StartPosition(e) => start_position_error(lang, e),
            Sample::San(e) => san_error(lang, e),
            Sample::Uci(e) => uci_error(lang, e),
            Sample::Game(e) => game_error(lang, e),
            Sample::Tag(e) => tag_error(lang, e),
            Sample::Pgn(e) => pgn_error(lang, e),
        }
    }

    /// The variant of a sample, as a name. Every match lists every variant without a
    /// wildcard: a new variant in `rules` stops compilation here, and once it has its name
    /// `every_variant_has_a_sample` fails until `samples()` holds a value of it.
    fn variant(s: &Sample) -> &'static str {
        match s {
            Sample::Fen(e) => match e {
                FenError::Empty => "Fen::Empty",
                FenError::TooLong(_) => "Fen::TooLong",
                FenError::Placement(p) => match p {
                    PlacementError::RankCount(_) => "Placement::RankCount",
                    PlacementError::BadDigit { .. } => "Placement::BadDigit",
                    PlacementError::BadChar { .. } => "Placement::BadChar",
                    PlacementError::RankTooLong { .. } => "Placement::RankTooLong",
                    PlacementError::RankTooShort { .. } => "Placement::RankTooShort",
                },
                FenError::Turn(_) => "Fen::Turn",
                FenError::Castling(c) => match c {
                    CastlingFieldError::TooManyRights => "Castling::TooManyRights",
                    CastlingFieldError::BadLetter(_) => "Castling::BadLetter",
                    CastlingFieldError::KingNotOnHomeRank { .. } => "Castling::KingNotOnHomeRank",
                    CastlingFieldError::NoRookOnSide { .. } => "Castling::NoRookOnSide",
                    CastlingFieldError::NoRookOn { .. } => "Castling::NoRookOn",
                    CastlingFieldError::Repeated(_) => "Castling::Repeated",
                },
                FenError::EnPassant(_) => "Fen::EnPassant",
                FenError::Halfmoves(_) => "Fen::Halfmoves",
                FenError::Fullmoves(_) => "Fen::Fullmoves",
                FenError::TooManyFields => "Fen::TooManyFields",
                FenError::Position(_) => "Fen::Position",
            },
            Sample::Position(e) => match e {
                PositionError::MissingKing(_) => "Position::MissingKing",
                PositionError::TooManyKings(_) => "Position::TooManyKings",
                PositionError::PawnOnBackRank(_) => "Position::PawnOnBackRank",
                PositionError::OppositeCheck => "Position::OppositeCheck",
                PositionError::InvalidCastlingRight(_) => "Position::InvalidCastlingRight",
                PositionError::DuplicateCastlingRight(..) => "Position::DuplicateCastlingRight",
                PositionError::InvalidEpSquare(_) => "Position::InvalidEpSquare",
            },
            Sample::Illegal(IllegalMove(m)) => match m {
                Move::Normal { .. } => "IllegalMove::Normal",
                Move::EnPassant { .. } => "IllegalMove::EnPassant",
                Move::Castle { .. } => "IllegalMove::Castle",
            },
            Sample::SquareName(ParseSquareError) => "ParseSquareError",
            Sample::StartPosition(StartPositionError(_)) => "StartPositionError",
            Sample::San(e) => match e {
                SanError::Empty => "San::Empty",
                SanError::Syntax { .. } => "San::Syntax",
                SanError::UnknownPiece { .. } => "San::UnknownPiece",
                SanError::Illegal { reason, .. } => match reason {
                    IllegalSan::Castling { obstacle, .. } => match obstacle {
                        CastlingObstacle::NoRight => "Castling::NoRight",
                        CastlingObstacle::InCheck => "Castling::InCheck",
                        CastlingObstacle::Blocked => "Castling::Blocked",
                        CastlingObstacle::Attacked => "Castling::Attacked",
                    },
                    IllegalSan::NoPiece { origin, .. } => match origin {
                        Origin::Any => "NoPiece::Any",
                        Origin::File(_) => "NoPiece::File",
                        Origin::Rank(_) => "NoPiece::Rank",
                        Origin::Square(_) => "NoPiece::Square",
                    },
                    IllegalSan::OwnPiece { .. } => "OwnPiece",
                    IllegalSan::Unreachable { .. } => "Unreachable",
                    IllegalSan::LeavesKingInCheck { .. } => "LeavesKingInCheck",
                    IllegalSan::PromotionMissing { .. } => "PromotionMissing",
                    IllegalSan::PromotionNotAllowed { .. } => "PromotionNotAllowed",
                    IllegalSan::BadPromotion { .. } => "BadPromotion",
                },
                SanError::Ambiguous { .. } => "San::Ambiguous",
            },
            Sample::Uci(e) => match e {
                UciError::Syntax(_) => "Uci::Syntax",
                UciError::Illegal { .. } => "Uci::Illegal",
            },
            Sample::Game(e) => match e {
                GameError::GameOver(_) => "Game::GameOver",
                GameError::IllegalMove(_) => "Game::IllegalMove",
                GameError::San(_) => "Game::San",
                GameError::NoDrawClaim => "Game::NoDrawClaim",
                GameError::InconsistentOutcome(_) => "Game::InconsistentOutcome",
            },
            Sample::Tag(e) => match e {
                TagError::InvalidName(_) => "Tag::InvalidName",
                TagError::Derived(_) => "Tag::Derived",
                TagError::ControlCharacter(_) => "Tag::ControlCharacter",
            },
            Sample::Pgn(e) => match &e.kind {
                PgnErrorKind::TooLarge(_) => "Pgn::TooLarge",
                PgnErrorKind::TooManyGames => "Pgn::TooManyGames",
                PgnErrorKind::NoGame => "Pgn::NoGame",
                PgnErrorKind::Tag(t) => match t {
                    TagPairError::MissingName => "TagPair::MissingName",
                    TagPairError::MissingQuote { .. } => "TagPair::MissingQuote",
                    TagPairError::UnclosedValue { .. } => "TagPair::UnclosedValue",
                },
                PgnErrorKind::UnclosedComment => "Pgn::UnclosedComment",
                PgnErrorKind::UnclosedVariation => "Pgn::UnclosedVariation",
                PgnErrorKind::Unexpected(_) => "Pgn::Unexpected",
                PgnErrorKind::Fen(_) => "Pgn::Fen",
                PgnErrorKind::UnsupportedVariant(_) => "Pgn::UnsupportedVariant",
                PgnErrorKind::Move { .. } => "Pgn::Move",
                PgnErrorKind::ResultMismatch { .. } => "Pgn::ResultMismatch",
            },
        }
    }

    /// Every name `variant` can return: keep in step with it (the test below checks both
    /// directions).
    const VARIANTS: &[&str] = &[
        "Fen::Empty",
        "Fen::TooLong",
        "Placement::RankCount",
        "Placement::BadDigit",
        "Placement::BadChar",
        "Placement::RankTooLong",
        "Placement::RankTooShort",
        "Fen::Turn",
        "Castling::TooManyRights",
        "Castling::BadLetter",
        "Castling::KingNotOnHomeRank",
        "Castling::NoRookOnSide",
        "Castling::NoRookOn",
        "Castling::Repeated",
        "Fen::EnPassant",
        "Fen::Halfmoves",
        "Fen::Fullmoves",
        "Fen::TooManyFields",
        "Fen::Position",
        "Position::MissingKing",
        "Position::TooManyKings",
        "Position::PawnOnBackRank",
        "Position::OppositeCheck",
        "Position::InvalidCastlingRight",
        "Position::DuplicateCastlingRight",
        "Position::InvalidEpSquare",
        "IllegalMove::Normal",
        "IllegalMove::EnPassant",
        "IllegalMove::Castle",
        "ParseSquareError",
        "StartPositionError",
        "San::Empty",
        "San::Syntax",
        "San::UnknownPiece",
        "Castling::NoRight",
        "Castling::InCheck",
        "Castling::Blocked",
        "Castling::Attacked",
        "NoPiece::Any",
        "NoPiece::File",
        "NoPiece::Rank",
        "NoPiece::Square",
        "OwnPiece",
        "Unreachable",
        "LeavesKingInCheck",
        "PromotionMissing",
        "PromotionNotAllowed",
        "BadPromotion",
        "San::Ambiguous",
        "Uci::Syntax",
        "Uci::Illegal",
        "Game::GameOver",
        "Game::IllegalMove",
        "Game::San",
        "Game::NoDrawClaim",
        "Game::InconsistentOutcome",
        "Tag::InvalidName",
        "Tag::Derived",
        "Tag::ControlCharacter",
        "Pgn::TooLarge",
        "Pgn::TooManyGames",
        "Pgn::NoGame",
        "TagPair::MissingName",
        "TagPair::MissingQuote",
        "TagPair::UnclosedValue",
        "Pgn::UnclosedComment",
        "Pgn::UnclosedVariation",
        "Pgn::Unexpected",
        "Pgn::Fen",
        "Pgn::UnsupportedVariant",
        "Pgn::Move",
        "Pgn::ResultMismatch",
    ];

    #[test]
    fn every_variant_has_a_sample() {
        let samples = samples();
        let covered: std::collections::BTreeSet<&str> =
            samples.iter().map(|(s, _)| variant(s)).collect();
        for name in VARIANTS {
            assert!(covered.contains(name), "no sample of {name}");
        }
        for name in &covered {
            assert!(VARIANTS.contains(name), "{name} missing from VARIANTS");
        }
        assert_eq!(covered.len(), VARIANTS.len(), "a name twice in VARIANTS");
    }

    #[test]
    fn every_sample_has_a_text_in_every_language_with_its_data() {
        for (sample, data) in samples() {
            let en = text(Lang::En, &sample);
            for lang in Lang::ALL {
                let t = text(lang, &sample);
                let name = variant(&sample);
                assert!(!t.trim().is_empty(), "{name} {lang:?}: empty");
                if lang != Lang::En {
                    assert_ne!(t, en, "{name} {lang:?}: not translated");
                }
                for d in &data {
                    assert!(t.contains(d), "{name} {lang:?}: {d:?} missing from {t:?}");
                }
                // A sentence: it ends with a full stop, and has no doubled spaces or '{'
                // left from a format string.
                assert!(t.ends_with('.'), "{name} {lang:?}: {t:?}");
                assert!(!t.contains("  "), "{name} {lang:?}: {t:?}");
            }
        }
    }

    #[test]
    fn numbers_are_written_without_format() {
        for n in [0u64, 7, 10, 959, 4_294_967_295, u64::MAX] {
            let mut out = String::from("x");
            push_u64(&mut out, n);
            assert_eq!(out, "x".to_string() + &n.to_string());
        }
        let mut out = String::new();
        push_u32(&mut out, u32::MAX);
        assert_eq!(out, "4294967295");
    }

    #[test]
    fn letters_per_language() {
        assert_eq!(letters(Lang::Nl).to_array(), ['K', 'D', 'T', 'L', 'P']);
        assert_eq!(letters(Lang::En), Letters::ENGLISH);
        assert_eq!(letters(Lang::Fr).to_array(), ['R', 'D', 'T', 'F', 'C']);
        assert_eq!(letters(Lang::Da).to_array(), ['K', 'D', 'T', 'L', 'S']);
    }

    /// Real errors from the readers, in full, as a player reads them.
    #[test]
    fn sentences_from_real_errors() {
        let pos = rules::fen::parse_position("4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1").unwrap();
        let e = rules::san::parse_san_with(&pos, "Pf3", &letters(Lang::Nl)).unwrap_err();
        assert_eq!(
            san_error(Lang::Nl, &e),
            "Onreglementaire zet Pf3: het paard op d2 staat gepend: na een zet naar f3 zou je \
             koning schaak staan."
        );
        let e = rules::san::parse_san_with(&pos, "Cf3", &letters(Lang::Fr)).unwrap_err();
        assert_eq!(
            san_error(Lang::Fr, &e),
            "Coup illégal Cf3 : le cavalier en d2 est cloué : après un coup en f3, votre roi \
             serait en échec."
        );
        let e = rules::san::parse_san_with(&pos, "Sf3", &letters(Lang::Da)).unwrap_err();
        assert_eq!(
            san_error(Lang::Da, &e),
            "Ulovligt træk Sf3: springeren på d2 er bundet: efter et træk til f3 ville din \
             konge stå i skak."
        );
        let e = rules::san::parse_san(&pos, "Nf3").unwrap_err();
        assert_eq!(
            san_error(Lang::En, &e),
            "Illegal move Nf3: the knight on d2 is pinned: after a move to f3 your king would \
             be in check."
        );
        // Ambiguous rooks (French: feminine) and castling.
        let pos = rules::fen::parse_position("4k3/8/8/8/8/8/4K3/R6R w - - 0 1").unwrap();
        let e = rules::san::parse_san_with(&pos, "Td1", &letters(Lang::Fr)).unwrap_err();
        assert_eq!(
            san_error(Lang::Fr, &e),
            "Les deux tours (a1, h1) peuvent aller en d1. Précisez laquelle, par exemple Tad1 \
             ou Thd1."
        );
        let e = rules::san::parse_san_with(&pos, "Td1", &letters(Lang::Da)).unwrap_err();
        assert_eq!(
            san_error(Lang::Da, &e),
            "Begge tårne (a1, h1) kan gå til d1. Angiv hvilket tårn du mener, for eksempel Tad1 \
             eller Thd1."
        );
        let e = rules::san::parse_san_with(&pos, "O-O", &letters(Lang::Nl)).unwrap_err();
        assert_eq!(
            san_error(Lang::Nl, &e),
            "Korte rokade (O-O) kan nu niet: er is geen rokaderecht meer (de koning of die \
             toren heeft al gezet)."
        );
        // A PGN error: line, move, English letters in the hint.
        let e = rules::pgn::read_games("[FEN \"4k3/8/8/8/8/8/4K3/R6R w - - 0 1\"]\n1. Rd1 *")
            .unwrap_err();
        assert_eq!(
            pgn_error(Lang::Nl, &e),
            "Regel 2: zet 1 van Wit: Beide torens (a1, h1) kunnen naar d1. Geef aan welke toren \
             je bedoelt, bijvoorbeeld Rad1 of Rhd1."
        );
        let e = rules::fen::parse_fen("8/8/8 w - - 0 1").unwrap_err();
        assert_eq!(
            fen_error(Lang::Fr, &e),
            "La position des pièces dans le FEN doit compter 8 rangées séparées par « / », mais \
             en compte 3."
        );
    }
}
