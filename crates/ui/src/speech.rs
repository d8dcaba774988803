//! The game in words, for screen readers and for everyone who prefers to hear it: the name
//! of each board square's content, every move ("White: knight g1 to f3", "White castles
//! O-O: king g1, rook f1"), and readings of the position (a side's pieces, a rank, a file).
//! In the interface language; pure functions of the position.

use crate::i18n::{t, Key, Lang};
use rules::{Color, Move, Piece, Position, Role, Square};

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

/// The key of each piece's name (king, queen, rook, bishop, knight, pawn).
const NAMES: [Key; 6] = [
    Key::SayKing,
    Key::SayQueen,
    Key::SayRook,
    Key::SayBishop,
    Key::SayKnight,
    Key::SayPawn,
];

/// A piece with its colour, as the languages say it (adjectives agree with the noun).
const COLOURED: [[Key; 6]; 2] = [
    [
        Key::SayWhiteKing,
        Key::SayWhiteQueen,
        Key::SayWhiteRook,
        Key::SayWhiteBishop,
        Key::SayWhiteKnight,
        Key::SayWhitePawn,
    ],
    [
        Key::SayBlackKing,
        Key::SayBlackQueen,
        Key::SayBlackRook,
        Key::SayBlackBishop,
        Key::SayBlackKnight,
        Key::SayBlackPawn,
    ],
];

/// A piece's name in `lang` ("knight", "paard").
pub fn piece_name(lang: Lang, role: Role) -> &'static str {
    t(lang, NAMES[ri(role)])
}

/// The name of a piece in `lang`, capitalised ("Knight", "Paard"), as the round screen (the
/// `round` crate) lists the back rank.
pub fn capitalised_piece_name(lang: Lang, role: Role) -> String {
    // Every name begins with an ASCII letter; an ASCII capital keeps the Unicode case
    // tables (tens of kilobytes) out of the page.
    let name = piece_name(lang, role);
    let mut out = String::with_capacity(name.len());
    let mut chars = name.chars();
    if let Some(first) = chars.next() {
        out.push(first.to_ascii_uppercase());
    }
    out.extend(chars);
    out
}

/// A piece with its colour ("white pawn", "witte pion", "pion blanc", "hvid bonde").
pub fn piece_words(lang: Lang, piece: Piece) -> &'static str {
    let side = COLOURED.get(piece.color.index()).unwrap_or(&NAMES);
    t(lang, side[ri(piece.role)])
}

/// A side's name ("White", "Wit", "Blancs", "Hvid").
pub fn side_name(lang: Lang, color: Color) -> &'static str {
    color.fold(t(lang, Key::SayWhite), t(lang, Key::SayBlack))
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
    let mut s = String::with_capacity(32);
    push_square(&mut s, sq);
    s.push_str(", ");
    s.push_str(piece.map_or(t(lang, Key::SayEmpty), |p| piece_words(lang, p)));
    for (on, word) in [
        (selected, t(lang, Key::SaySelected)),
        (target, t(lang, Key::SayTarget)),
        (last, t(lang, Key::SayLastMove)),
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
    let us = before.turn();
    let mut s = String::from(side_name(lang, us));
    match m {
        Move::Castle { king, rook } => {
            let side = rules::CastlingSide::from_files(king.file(), rook.file());
            s.push(' ');
            s.push_str(t(lang, Key::SayCastles));
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
                    s.push_str(t(lang, Key::SayTakes));
                    s.push(' ');
                    s.push_str(piece_name(lang, c));
                    s.push(' ');
                }
                None => {
                    s.push_str(t(lang, Key::SayTo));
                    s.push(' ');
                }
            }
            push_square(&mut s, m.to());
            if matches!(m, Move::EnPassant { .. }) {
                s.push(' ');
                s.push_str(t(lang, Key::SayEnPassant));
            }
            if let Some(p) = m.promotion() {
                s.push_str(", ");
                s.push_str(t(lang, Key::SayPromotes));
                s.push(' ');
                s.push_str(piece_name(lang, p));
            }
        }
    }
    if let Ok(after) = before.play(m) {
        if after.is_check() {
            s.push_str(", ");
            s.push_str(if after.has_legal_moves() {
                t(lang, Key::SayCheck)
            } else {
                t(lang, Key::SayMate)
            });
        }
    }
    s
}

/// "Knight g1 selected, can go to f3, h3" (or "cannot move").
pub fn selection_words(lang: Lang, piece: Piece, from: Square, targets: &[Square]) -> String {
    let mut s = String::from(piece_words(lang, piece));
    s.push(' ');
    push_square(&mut s, from);
    s.push(' ');
    s.push_str(t(lang, Key::SaySelected));
    s.push_str(", ");
    if targets.is_empty() {
        s.push_str(t(lang, Key::SayNoMoves));
    } else {
        s.push_str(t(lang, Key::SayCanGo));
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
        s.push_str(t(lang, Key::SayNone));
    }
    s
}

/// The pieces on a line of squares ("rank 1: a1 white rook, c1 white king, the rest is empty").
pub fn line_words(lang: Lang, pos: &Position, squares: &[Square], rank: bool) -> String {
    let mut s = String::from(if rank {
        t(lang, Key::SayRank)
    } else {
        t(lang, Key::SayFile)
    });
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
        s.push_str(t(lang, Key::SayNone));
    } else if count < squares.len() {
        s.push_str(", ");
        s.push_str(t(lang, Key::SayAndMoreEmpty));
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
