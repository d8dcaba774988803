//! Tests of writing and reading SAN.

use super::*;
use crate::fen::parse_position;
use crate::CastlingObstacle;

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn illegal(fen: &str, text: &str) -> IllegalSan {
    let pos = parse_position(fen).unwrap();
    match parse_san(&pos, text) {
        Err(SanError::Illegal { text: t, reason }) => {
            assert_eq!(t, text);
            reason
        }
        other => panic!("{text} in {fen}: {other:?}"),
    }
}

#[test]
fn illegal_moves_say_why() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(
        illegal(start, "Nd4"),
        IllegalSan::Unreachable {
            role: Role::Knight,
            origin: Origin::Any,
            from: vec![sq("b1"), sq("g1")],
            to: sq("d4")
        }
    );
    assert_eq!(
        illegal(start, "Nd2"),
        IllegalSan::OwnPiece {
            role: Role::Knight,
            to: sq("d2")
        }
    );
    assert_eq!(
        illegal(start, "Ncd4"),
        IllegalSan::NoPiece {
            role: Role::Knight,
            origin: Origin::File(2)
        }
    );
    assert_eq!(
        illegal(start, "O-O"),
        IllegalSan::Castling {
            side: CastlingSide::KingSide,
            obstacle: CastlingObstacle::Blocked
        }
    );
    assert_eq!(
        illegal(start, "exd3"),
        IllegalSan::Unreachable {
            role: Role::Pawn,
            origin: Origin::File(4),
            from: vec![sq("e2")],
            to: sq("d3")
        }
    );
    // Pinned knight on d2 (bishop b4, king e1).
    let pinned = "4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1";
    assert_eq!(
        illegal(pinned, "Nf3"),
        IllegalSan::LeavesKingInCheck {
            role: Role::Knight,
            from: vec![sq("d2")],
            to: sq("f3"),
            in_check: false
        }
    );
    // In check from the rook on e8: a knight move elsewhere does not help.
    let check = "4r1k1/8/8/8/8/8/8/1N2K3 w - - 0 1";
    assert_eq!(
        illegal(check, "Nc3"),
        IllegalSan::LeavesKingInCheck {
            role: Role::Knight,
            from: vec![sq("b1")],
            to: sq("c3"),
            in_check: true
        }
    );
    assert_eq!(
        illegal(check, "O-O"),
        IllegalSan::Castling {
            side: CastlingSide::KingSide,
            obstacle: CastlingObstacle::NoRight
        }
    );
    // The king may not step next to the other king.
    let kings = "8/8/8/8/8/4k3/8/4K3 w - - 0 1";
    assert_eq!(
        illegal(kings, "Ke2"),
        IllegalSan::LeavesKingInCheck {
            role: Role::King,
            from: vec![sq("e1")],
            to: sq("e2"),
            in_check: false
        }
    );
    let promo = "4k3/1P6/8/8/8/8/P7/4K3 w - - 0 1";
    assert_eq!(
        illegal(promo, "b8"),
        IllegalSan::PromotionMissing { to: sq("b8") }
    );
    assert_eq!(
        illegal(promo, "a3=Q"),
        IllegalSan::PromotionNotAllowed { to: sq("a3") }
    );
    assert_eq!(
        illegal(promo, "b8=K"),
        IllegalSan::BadPromotion { role: Role::King }
    );
}

#[test]
fn castling_obstacles() {
    // In check from the queen on e4.
    let fen = "4k3/8/8/8/4q3/8/8/R3K2R w KQ - 0 1";
    assert_eq!(
        illegal(fen, "O-O-O"),
        IllegalSan::Castling {
            side: CastlingSide::QueenSide,
            obstacle: CastlingObstacle::InCheck
        }
    );
    // A knight on b1 is in the way of O-O-O; the rook on f8 attacks f1, which the king
    // crosses in O-O.
    let fen = "4kr2/8/8/8/8/8/8/RN2K2R w KQ - 0 1";
    assert_eq!(
        illegal(fen, "0-0-0"),
        IllegalSan::Castling {
            side: CastlingSide::QueenSide,
            obstacle: CastlingObstacle::Blocked
        }
    );
    assert_eq!(
        illegal(fen, "O-O"),
        IllegalSan::Castling {
            side: CastlingSide::KingSide,
            obstacle: CastlingObstacle::Attacked
        }
    );
    // The pinned castling rook (qR1K4): the king's destination is attacked once it moves.
    assert_eq!(
        illegal("4k3/8/8/8/8/8/8/qR1K4 w Q - 0 1", "O-O-O"),
        IllegalSan::Castling {
            side: CastlingSide::QueenSide,
            obstacle: CastlingObstacle::Attacked
        }
    );
}

#[test]
fn ambiguity_names_the_candidates() {
    let pos = parse_position("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1").unwrap();
    assert_eq!(
        parse_san(&pos, "Nd2"),
        Err(SanError::Ambiguous {
            text: "Nd2".into(),
            role: Role::Knight,
            to: sq("d2"),
            candidates: vec![sq("b1"), sq("f3")],
        })
    );
    assert_eq!(
        parse_san(&pos, "Nbd2").map(Move::from),
        Ok(sq("b1")),
        "the file decides"
    );
    // Two pawns can take on d5.
    let pos = parse_position("4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1").unwrap();
    assert_eq!(
        parse_san(&pos, "xd5"),
        Err(SanError::Ambiguous {
            text: "xd5".into(),
            role: Role::Pawn,
            to: sq("d5"),
            candidates: vec![sq("c4"), sq("e4")],
        })
    );
    assert_eq!(parse_san(&pos, "cxd5").map(Move::from), Ok(sq("c4")));
}

#[test]
fn syntax_errors_and_unknown_letters() {
    let pos = Position::classical();
    assert_eq!(parse_san(&pos, "  "), Err(SanError::Empty));
    for text in [
        "e2e4", "g1f3", "e7e8q", "hello", "NF3", "e9", "Nbbd2", "x", "=Q",
    ] {
        assert_eq!(
            parse_san(&pos, text),
            Err(SanError::Syntax { text: text.into() }),
            "{text}"
        );
    }
    assert_eq!(
        parse_san(&pos, "Xf3"),
        Err(SanError::UnknownPiece {
            text: "Xf3".into(),
            letter: 'X'
        })
    );
    let long = "Nf3".repeat(10);
    assert_eq!(
        parse_san(&pos, &long),
        Err(SanError::Syntax {
            text: long.chars().take(16).collect()
        })
    );
    // Long algebraic for a piece is fine (full disambiguation), e.p. too.
    assert_eq!(parse_san(&pos, "Ng1f3"), parse_san(&pos, "Nf3"));
    let ep = parse_position("4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1").unwrap();
    let m = parse_san(&ep, "dxe6 e.p.").unwrap();
    assert!(matches!(m, Move::EnPassant { .. }));
    assert_eq!(parse_san(&ep, "dxe6e.p."), Ok(m));
    assert_eq!(parse_san(&ep, "dxe6"), Ok(m));
}

#[test]
fn letters_must_be_usable() {
    assert!(Letters::new(['K', 'Q', 'R', 'B', 'N']) == Some(Letters::ENGLISH));
    assert!(Letters::new(['K', 'Q', 'R', 'B', 'O']).is_none());
    assert!(Letters::new(['K', 'Q', 'R', 'B', '1']).is_none());
    assert!(Letters::new(['K', 'Q', 'R', 'B', 'n']).is_none());
    assert!(Letters::new(['K', 'Q', 'R', 'K', 'N']).is_none());
    assert!(
        Letters::new(['K', 'Ø', 'T', 'L', 'S']).is_none(),
        "ASCII only"
    );
    // Any ASCII capitals other than O; their lower case is read in promotions.
    let odd = Letters::new(['K', 'Z', 'T', 'L', 'S']).unwrap();
    let pos = parse_position("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    let m = parse_san_with(&pos, "b8=z", &odd).unwrap();
    assert_eq!(m.promotion(), Some(Role::Queen));
    assert_eq!(to_san_with(&pos, m, &odd), "b8=Z+");
    // A letter beyond ASCII is an unknown piece letter, not a syntax error.
    assert_eq!(
        parse_san_with(&pos, "Øb8", &odd),
        Err(SanError::UnknownPiece {
            text: "Øb8".into(),
            letter: 'Ø'
        })
    );
    assert_eq!(Letters::default(), Letters::ENGLISH);
    assert_eq!(Letters::ENGLISH.to_array(), ['K', 'Q', 'R', 'B', 'N']);
}

#[test]
fn display_texts() {
    let pos = parse_position("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1").unwrap();
    assert_eq!(
        parse_san(&pos, "Nd2").unwrap_err().to_string(),
        "ambiguous move 'Nd2': the knights on b1, f3 can both go to d2"
    );
    assert_eq!(
        parse_san(&pos, "Nbd4").unwrap_err().to_string(),
        "illegal move 'Nbd4': the knight on b1 cannot go to d4"
    );
    assert_eq!(
        parse_san(&pos, "Nh3").unwrap_err().to_string(),
        "illegal move 'Nh3': no knight (b1, f3) can go to h3"
    );
    assert_eq!(
        parse_san(&pos, "Qd4").unwrap_err().to_string(),
        "illegal move 'Qd4': there is no queen"
    );
    assert_eq!(
        parse_san(&pos, "O-O").unwrap_err().to_string(),
        "illegal move 'O-O': O-O is not possible: there is no castling right on that side"
    );
    assert_eq!(
        parse_san(&pos, "Yd4").unwrap_err().to_string(),
        "'Yd4' is not a move: 'Y' is not a piece letter"
    );
    assert_eq!(SanError::Empty.to_string(), "no move given");
}
