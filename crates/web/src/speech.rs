//! The game in words, for screen readers and for everyone who prefers to hear it: the name
//! of each board square's content, every move ("White: knight g1 to f3", "White castles
//! O-O: king g1, rook f1"), and readings of the position (a side's pieces, a rank, a file).
//! In the interface language; pure functions of the position.

use crate::i18n::Lang;
use rules::{Color, Move, Piece, Position, Role, Square};

/// Index of a language in the tables below: nl, en, fr, da.
fn li(lang: Lang) -> usize {
    match lang {
        Lang::Nl => 0,
        Lang::En => 1,
        Lang::Fr => 2,
        Lang::Da => 3,
    }
}

fn ri(role: Role) -> usize {
    match role {
        Role::King => 0,
        Role::Queen => 1,
        Role::Rook => 2,
        Role::Bishop => 3,
        Role::Knight => 4,
        Role::Pawn => 5,
    }
}

/// Piece names (king, queen, rook, bishop, knight, pawn), lower case, per language.
const NAMES: [[&str; 6]; 4] = [
    ["koning", "dame", "toren", "loper", "paard", "pion"],
    ["king", "queen", "rook", "bishop", "knight", "pawn"],
    ["roi", "dame", "tour", "fou", "cavalier", "pion"],
    ["konge", "dronning", "tårn", "løber", "springer", "bonde"],
];

/// A piece with its colour, as the languages say it (adjectives agree with the noun).
const COLOURED: [[[&str; 6]; 2]; 4] = [
    [
        [
            "witte koning",
            "witte dame",
            "witte toren",
            "witte loper",
            "wit paard",
            "witte pion",
        ],
        [
            "zwarte koning",
            "zwarte dame",
            "zwarte toren",
            "zwarte loper",
            "zwart paard",
            "zwarte pion",
        ],
    ],
    [
        [
            "white king",
            "white queen",
            "white rook",
            "white bishop",
            "white knight",
            "white pawn",
        ],
        [
            "black king",
            "black queen",
            "black rook",
            "black bishop",
            "black knight",
            "black pawn",
        ],
    ],
    [
        [
            "roi blanc",
            "dame blanche",
            "tour blanche",
            "fou blanc",
            "cavalier blanc",
            "pion blanc",
        ],
        [
            "roi noir",
            "dame noire",
            "tour noire",
            "fou noir",
            "cavalier noir",
            "pion noir",
        ],
    ],
    [
        [
            "hvid konge",
            "hvid dronning",
            "hvidt tårn",
            "hvid løber",
            "hvid springer",
            "hvid bonde",
        ],
        [
            "sort konge",
            "sort dronning",
            "sort tårn",
            "sort løber",
            "sort springer",
            "sort bonde",
        ],
    ],
];

/// Words of the sentences, per language: [nl, en, fr, da].
struct Words {
    white: &'static str,
    black: &'static str,
    empty: &'static str,
    to: &'static str,
    takes: &'static str,
    en_passant: &'static str,
    promotes: &'static str,
    check: &'static str,
    mate: &'static str,
    castles: &'static str,
    selected: &'static str,
    can_go: &'static str,
    no_moves: &'static str,
    target: &'static str,
    last_move: &'static str,
    rank: &'static str,
    file: &'static str,
    none: &'static str,
    and_more_empty: &'static str,
}

const WORDS: [Words; 4] = [
    Words {
        white: "Wit",
        black: "Zwart",
        empty: "leeg",
        to: "naar",
        takes: "slaat",
        en_passant: "en passant",
        promotes: "promoveert tot",
        check: "schaak",
        mate: "mat",
        castles: "rokeert",
        selected: "gekozen",
        can_go: "kan naar",
        no_moves: "kan niet zetten",
        target: "mogelijke zet",
        last_move: "laatste zet",
        rank: "rij",
        file: "lijn",
        none: "geen stukken",
        and_more_empty: "de rest is leeg",
    },
    Words {
        white: "White",
        black: "Black",
        empty: "empty",
        to: "to",
        takes: "takes",
        en_passant: "en passant",
        promotes: "promotes to",
        check: "check",
        mate: "checkmate",
        castles: "castles",
        selected: "selected",
        can_go: "can go to",
        no_moves: "cannot move",
        target: "possible move",
        last_move: "last move",
        rank: "rank",
        file: "file",
        none: "no pieces",
        and_more_empty: "the rest is empty",
    },
    Words {
        white: "Blancs",
        black: "Noirs",
        empty: "vide",
        to: "en",
        takes: "prend",
        en_passant: "en passant",
        promotes: "promu en",
        check: "échec",
        mate: "échec et mat",
        castles: "roquent",
        selected: "sélectionné",
        can_go: "peut aller en",
        no_moves: "ne peut pas bouger",
        target: "coup possible",
        last_move: "dernier coup",
        rank: "rangée",
        file: "colonne",
        none: "aucune pièce",
        and_more_empty: "le reste est vide",
    },
    Words {
        white: "Hvid",
        black: "Sort",
        empty: "tom",
        to: "til",
        takes: "slår",
        en_passant: "en passant",
        promotes: "forvandles til",
        check: "skak",
        mate: "skakmat",
        castles: "rokerer",
        selected: "valgt",
        can_go: "kan gå til",
        no_moves: "kan ikke flytte",
        target: "muligt træk",
        last_move: "sidste træk",
        rank: "række",
        file: "linje",
        none: "ingen brikker",
        and_more_empty: "resten er tom",
    },
];

fn w(lang: Lang) -> &'static Words {
    &WORDS[li(lang)]
}

/// A piece's name in `lang` ("knight", "paard").
pub fn piece_name(lang: Lang, role: Role) -> &'static str {
    NAMES[li(lang)][ri(role)]
}

/// A piece with its colour ("white pawn", "witte pion", "pion blanc", "hvid bonde").
pub fn piece_words(lang: Lang, piece: Piece) -> &'static str {
    COLOURED[li(lang)][piece.color.index()][ri(piece.role)]
}

/// A side's name ("White", "Wit", "Blancs", "Hvid").
pub fn side_name(lang: Lang, color: Color) -> &'static str {
    let words = w(lang);
    color.fold(words.white, words.black)
}

fn push_square(out: &mut String, sq: Square) {
    out.push(sq.file_char());
    out.push(sq.rank_char());
}

/// The accessible name of a board square: `e2, white pawn` / `e4, empty`, then its state
/// (selected, a possible move, the last move's squares).
pub fn cell_label(
    lang: Lang,
    sq: Square,
    piece: Option<Piece>,
    selected: bool,
    target: bool,
    last: bool,
) -> String {
    let words = w(lang);
    let mut s = String::with_capacity(32);
    push_square(&mut s, sq);
    s.push_str(", ");
    s.push_str(piece.map_or(words.empty, |p| piece_words(lang, p)));
    for (on, word) in [
        (selected, words.selected),
        (target, words.target),
        (last, words.last_move),
    ] {
        if on {
            s.push_str(", ");
            s.push_str(word);
        }
    }
    s
}

/// A move in words, said after it was played: `before` is the position it was played in.
/// "White: knight g1 to f3", "Black: pawn e4 takes pawn d3 en passant", "White castles O-O:
/// king g1, rook f1", with ", check" or ", checkmate".
pub fn move_words(lang: Lang, before: &Position, m: Move) -> String {
    let words = w(lang);
    let us = before.turn();
    let mut s = String::from(side_name(lang, us));
    match m {
        Move::Castle { king, rook } => {
            let side = rules::CastlingSide::from_files(king.file(), rook.file());
            s.push(' ');
            s.push_str(words.castles);
            s.push(' ');
            s.push_str(side.san());
            s.push_str(": ");
            s.push_str(piece_name(lang, Role::King));
            s.push(' ');
            push_square(&mut s, side.king_to(us));
            s.push_str(", ");
            s.push_str(piece_name(lang, Role::Rook));
            s.push(' ');
            push_square(&mut s, side.rook_to(us));
        }
        _ => {
            let role = before.board().role_at(m.from()).unwrap_or(Role::Pawn);
            s.push_str(": ");
            s.push_str(piece_name(lang, role));
            s.push(' ');
            push_square(&mut s, m.from());
            s.push(' ');
            let captured = match m {
                Move::EnPassant { .. } => Some(Role::Pawn),
                _ => before
                    .board()
                    .piece_at(m.to())
                    .filter(|p| p.color != us)
                    .map(|p| p.role),
            };
            match captured {
                Some(c) => {
                    s.push_str(words.takes);
                    s.push(' ');
                    s.push_str(piece_name(lang, c));
                    s.push(' ');
                }
                None => {
                    s.push_str(words.to);
                    s.push(' ');
                }
            }
            push_square(&mut s, m.to());
            if matches!(m, Move::EnPassant { .. }) {
                s.push(' ');
                s.push_str(words.en_passant);
            }
            if let Some(p) = m.promotion() {
                s.push_str(", ");
                s.push_str(words.promotes);
                s.push(' ');
                s.push_str(piece_name(lang, p));
            }
        }
    }
    if let Ok(after) = before.play(m) {
        if after.is_check() {
            s.push_str(", ");
            s.push_str(if after.has_legal_moves() {
                words.check
            } else {
                words.mate
            });
        }
    }
    s
}

/// "Knight g1 selected, can go to f3, h3" (or "cannot move").
pub fn selection_words(lang: Lang, piece: Piece, from: Square, targets: &[Square]) -> String {
    let words = w(lang);
    let mut s = String::from(piece_words(lang, piece));
    s.push(' ');
    push_square(&mut s, from);
    s.push(' ');
    s.push_str(words.selected);
    s.push_str(", ");
    if targets.is_empty() {
        s.push_str(words.no_moves);
    } else {
        s.push_str(words.can_go);
        for (i, t) in targets.iter().enumerate() {
            s.push_str(if i == 0 { " " } else { ", " });
            push_square(&mut s, *t);
        }
    }
    s
}

/// A side's pieces: "White: king g1, queen d1, rook a1, rook f1, …".
pub fn side_pieces(lang: Lang, pos: &Position, color: Color) -> String {
    let mut s = String::from(side_name(lang, color));
    s.push(':');
    let mut any = false;
    for role in [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ] {
        for sq in pos.board().by_piece(role.of(color)) {
            s.push_str(if any { ", " } else { " " });
            s.push_str(piece_name(lang, role));
            s.push(' ');
            push_square(&mut s, sq);
            any = true;
        }
    }
    if !any {
        s.push(' ');
        s.push_str(w(lang).none);
    }
    s
}

/// The pieces on a line of squares ("rank 1: a1 white rook, c1 white king, the rest is empty").
pub fn line_words(lang: Lang, pos: &Position, squares: &[Square], rank: bool) -> String {
    let words = w(lang);
    let mut s = String::from(if rank { words.rank } else { words.file });
    s.push(' ');
    if let Some(first) = squares.first() {
        s.push(if rank {
            first.rank_char()
        } else {
            first.file_char()
        });
    }
    s.push(':');
    let mut count = 0;
    for &sq in squares {
        if let Some(p) = pos.board().piece_at(sq) {
            s.push_str(if count == 0 { " " } else { ", " });
            push_square(&mut s, sq);
            s.push(' ');
            s.push_str(piece_words(lang, p));
            count += 1;
        }
    }
    if count == 0 {
        s.push(' ');
        s.push_str(words.none);
    } else if count < squares.len() {
        s.push_str(", ");
        s.push_str(words.and_more_empty);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::fen::parse_position;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn square_names_in_four_languages() {
        let pawn = Role::Pawn.of(Color::White);
        let cases = [
            (Lang::En, "e2, white pawn"),
            (Lang::Nl, "e2, witte pion"),
            (Lang::Fr, "e2, pion blanc"),
            (Lang::Da, "e2, hvid bonde"),
        ];
        for (lang, want) in cases {
            assert_eq!(
                cell_label(lang, sq("e2"), Some(pawn), false, false, false),
                want
            );
        }
        assert_eq!(
            cell_label(Lang::En, sq("e4"), None, false, true, false),
            "e4, empty, possible move"
        );
        assert_eq!(
            piece_words(Lang::Fr, Role::Queen.of(Color::Black)),
            "dame noire"
        );
        assert_eq!(
            piece_words(Lang::Da, Role::Rook.of(Color::White)),
            "hvidt tårn"
        );
    }

    #[test]
    fn moves_in_words() {
        let pos = rules::Position::classical();
        let m = rules::san::parse_san(&pos, "Nf3").unwrap();
        assert_eq!(move_words(Lang::En, &pos, m), "White: knight g1 to f3");
        assert_eq!(move_words(Lang::Nl, &pos, m), "Wit: paard g1 naar f3");
        assert_eq!(move_words(Lang::Fr, &pos, m), "Blancs: cavalier g1 en f3");
        assert_eq!(move_words(Lang::Da, &pos, m), "Hvid: springer g1 til f3");
        let pos = parse_position("4k3/8/8/3pP3/8/8/8/4K2R w K d6 0 1").unwrap();
        let ep = rules::san::parse_san(&pos, "exd6").unwrap();
        assert_eq!(
            move_words(Lang::En, &pos, ep),
            "White: pawn e5 takes pawn d6 en passant"
        );
        let oo = pos.castling_move(rules::CastlingSide::KingSide).unwrap();
        assert_eq!(
            move_words(Lang::En, &pos, oo),
            "White castles O-O: king g1, rook f1"
        );
        assert_eq!(
            move_words(Lang::Nl, &pos, oo),
            "Wit rokeert O-O: koning g1, toren f1"
        );
        let pos = parse_position("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1").unwrap();
        let mate = rules::san::parse_san(&pos, "Ra8#").unwrap();
        assert_eq!(
            move_words(Lang::En, &pos, mate),
            "White: rook a1 to a8, checkmate"
        );
        let pos = parse_position("8/1P2k3/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        let promo = rules::san::parse_san(&pos, "b8=N").unwrap();
        assert_eq!(
            move_words(Lang::Fr, &pos, promo),
            "Blancs: pion b7 en b8, promu en cavalier"
        );
    }

    #[test]
    fn reading_the_position() {
        let pos = rules::Position::classical();
        let s = side_pieces(Lang::En, &pos, Color::White);
        assert!(
            s.starts_with("White: king e1, queen d1, rook a1, rook h1"),
            "{s}"
        );
        let rank: Vec<Square> = (0..8).map(|f| Square::from_coords(f, 3)).collect();
        assert_eq!(line_words(Lang::En, &pos, &rank, true), "rank 4: no pieces");
        let file: Vec<Square> = (0..8).map(|r| Square::from_coords(4, r)).collect();
        assert_eq!(
            line_words(Lang::Nl, &pos, &file, false),
            "lijn e: e1 witte koning, e2 witte pion, e7 zwarte pion, e8 zwarte koning, de rest is leeg"
        );
        let knight = Role::Knight.of(Color::White);
        assert_eq!(
            selection_words(Lang::En, knight, sq("g1"), &[sq("f3"), sq("h3")]),
            "white knight g1 selected, can go to f3, h3"
        );
    }
}
