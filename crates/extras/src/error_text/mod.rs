//! The errors of [`rules`] as sentences in Dutch, English, French and Danish.
//!
//! `rules` reports every problem as a typed value (a kind plus its data: line, field, move,
//! squares, colour); these pure functions turn such a value into a sentence a club player in
//! that country would write, with the terms clubs use (nl zet, stelling, rokade, promotie; fr
//! coup, position, roque, promotion; da træk, stilling, rokade, forvandling). Each `match`
//! lists every variant without a wildcard, so a new kind of error does not compile until it
//! has its text.
//!
//! Sentences are built with `push_str` and [`push_u32`](ui::text::push_u32)/[`push_u64`]
//! rather than `format!`, which would pull the formatting machinery into the wasm file.
//!
//! ```
//! use extras::error_text::san_error;
//! use ui::i18n::Lang;
//! let pos = rules::fen::parse_position("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1").unwrap();
//! let e = rules::san::parse_san(&pos, "Nd2").unwrap_err();
//! assert_eq!(
//!     san_error(Lang::Nl, &e),
//!     "Beide paarden (b1, f3) kunnen naar d2. Geef aan welk paard je bedoelt, bijvoorbeeld \
//!      Pbd2 of Pfd2."
//! );
//! ```
//!
//! One file per family of errors: [`fen_error`] (FEN, placement, castling field),
//! [`position_error`], [`san_error`] and a typed move's [`entry_error_text`] (with the reasons a SAN move is illegal in a file of their
//! own), [`game_error`] (with the other errors of moves and games: UCI, tags, illegal moves,
//! squares, start positions) and [`pgn_error`]. The helpers they share are here.

mod entry;
mod fen;
mod game;
mod illegal_san;
mod pgn;
mod position;
mod san;

pub use entry::entry_error_text;
pub use fen::fen_error;
pub use game::{
    game_error, illegal_move, square_error, start_position_error, tag_error, uci_error,
};
pub use pgn::pgn_error;
pub use position::position_error;
pub use san::{san_error, san_error_with, two_readings};

use rules::san::Letters;
use rules::{CastlingSide, Color, Role, Square};
use ui::i18n::Lang;
use ui::text::push_u64;

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
    ui::notation::san_letters(lang)
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
