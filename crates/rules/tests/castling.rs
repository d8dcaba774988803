//! Castling in all its Chess960 forms, and other tricky rules.

use rules::fen::{parse_position, to_fen};
use rules::san::{parse_san, to_san};
use rules::{CastlingSide, Color, Move, Position, Role, Square};

fn pos(fen: &str) -> Position {
    parse_position(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

/// Castles on `side`, checks king and rook land on the classical squares, returns the FEN.
fn castle(fen: &str, side: CastlingSide) -> String {
    let p = pos(fen);
    let m = p
        .castling_move(side)
        .unwrap_or_else(|| panic!("{} should be legal in {fen}", side.san()));
    assert!(
        p.legal_moves().contains(&m),
        "castling listed among legal moves"
    );
    let after = p.play(m).expect("legal");
    let us = p.turn();
    let king_to = side.king_to(us);
    let rook_to = side.rook_to(us);
    assert_eq!(after.board().role_at(king_to), Some(Role::King));
    assert_eq!(after.board().role_at(rook_to), Some(Role::Rook));
    assert!(!after.castles().has(us, CastlingSide::KingSide));
    assert!(!after.castles().has(us, CastlingSide::QueenSide));
    to_fen(&after)
}

fn no_castle(fen: &str, side: CastlingSide) {
    let p = pos(fen);
    assert_eq!(
        p.castling_move(side),
        None,
        "{} must be illegal in {fen}",
        side.san()
    );
    assert!(!p
        .legal_moves()
        .iter()
        .any(|m| m.castling_side() == Some(side)));
    assert!(parse_san(&p, side.san()).is_err());
}

#[test]
fn king_side_both_move() {
    assert_eq!(
        castle("4k3/8/8/8/8/8/8/4K2R w K - 0 1", CastlingSide::KingSide),
        "4k3/8/8/8/8/8/8/5RK1 b - - 1 1"
    );
}

#[test]
fn king_side_swap_squares() {
    assert_eq!(
        castle("k7/8/8/8/8/8/8/5KR1 w K - 0 1", CastlingSide::KingSide),
        "k7/8/8/8/8/8/8/5RK1 b - - 1 1"
    );
}

#[test]
fn king_side_only_king_moves() {
    assert_eq!(
        castle("4k3/8/8/8/8/8/8/4KR2 w K - 0 1", CastlingSide::KingSide),
        "4k3/8/8/8/8/8/8/5RK1 b - - 1 1"
    );
}

#[test]
fn king_side_only_rook_moves() {
    assert_eq!(
        castle("4k3/8/8/8/8/8/8/6KR w K - 0 1", CastlingSide::KingSide),
        "4k3/8/8/8/8/8/8/5RK1 b - - 1 1"
    );
}

#[test]
fn queen_side_forms() {
    // Only the rook moves (king already on c1), both move, swap, only the king moves.
    assert_eq!(
        castle("4k3/8/8/8/8/8/8/R1K5 w Q - 0 1", CastlingSide::QueenSide),
        "4k3/8/8/8/8/8/8/2KR4 b - - 1 1"
    );
    assert_eq!(
        castle("4k3/8/8/8/8/8/8/RK6 w Q - 0 1", CastlingSide::QueenSide),
        "4k3/8/8/8/8/8/8/2KR4 b - - 1 1"
    );
    assert_eq!(
        castle("4k3/8/8/8/8/8/8/2RK4 w Q - 0 1", CastlingSide::QueenSide),
        "4k3/8/8/8/8/8/8/2KR4 b - - 1 1"
    );
    assert_eq!(
        castle("4k3/8/8/8/8/8/8/3RK3 w Q - 0 1", CastlingSide::QueenSide),
        "4k3/8/8/8/8/8/8/2KR4 b - - 1 1"
    );
}

#[test]
fn black_castles_to_the_eighth_rank() {
    assert_eq!(
        castle("1rk4r/8/8/8/8/8/8/4K3 b kq - 0 1", CastlingSide::QueenSide),
        "2kr3r/8/8/8/8/8/8/4K3 w - - 1 2"
    );
    assert_eq!(
        castle("1rk4r/8/8/8/8/8/8/4K3 b kq - 0 1", CastlingSide::KingSide),
        "1r3rk1/8/8/8/8/8/8/4K3 w - - 1 2"
    );
}

#[test]
fn hidden_rank_attack_after_castling() {
    // The rook on b1 shields c1 from the queen only until it moves to d1.
    no_castle("4k3/8/8/8/8/8/8/qR1K4 w Q - 0 1", CastlingSide::QueenSide);
}

#[test]
fn the_other_rook_in_the_way() {
    // King b1 between rooks a1 and c1: O-O-O needs c1 for the king, where the other rook stands.
    no_castle("4k3/8/8/8/8/8/8/RKR5 w AC - 0 1", CastlingSide::QueenSide);
    // O-O is fine: the king passes over its own castling rook.
    castle("4k3/8/8/8/8/8/8/RKR5 w AC - 0 1", CastlingSide::KingSide);
}

#[test]
fn a_piece_on_the_rook_path_blocks() {
    no_castle("4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1", CastlingSide::QueenSide);
    // A piece beyond both paths does not block: king g1, rook h1, knight e1.
    castle("4k3/8/8/8/8/8/8/4N1KR w K - 0 1", CastlingSide::KingSide);
}

#[test]
fn attack_on_rook_path_only_is_legal() {
    // The bishop on e4 attacks b1, which only the rook crosses.
    castle("4k3/8/8/8/4b3/8/8/R3K3 w Q - 0 1", CastlingSide::QueenSide);
    // King already on g1: the rook f8 attacks f1, the rook's destination only.
    castle("4kr2/8/8/8/8/8/8/6KR w K - 0 1", CastlingSide::KingSide);
}

#[test]
fn attack_on_king_path_is_illegal() {
    // The bishop on g4 attacks d1, which the king crosses.
    no_castle("4k3/8/8/8/6b1/8/8/R3K3 w Q - 0 1", CastlingSide::QueenSide);
    // Destination attacked.
    no_castle(
        "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"
            .replace("4k3", "2r1k3")
            .as_str(),
        CastlingSide::QueenSide,
    );
    // In check.
    no_castle("4k3/8/8/8/8/8/8/R3K2r w Q - 0 1", CastlingSide::QueenSide);
    // King's start attacked even though it does not move (king on c1).
    no_castle("2r1k3/8/8/8/8/8/8/R1K5 w Q - 0 1", CastlingSide::QueenSide);
}

#[test]
fn castling_gives_check_and_mate() {
    let p = pos("5k2/8/8/8/8/8/8/4K2R w K - 0 1");
    let m = p.castling_move(CastlingSide::KingSide).unwrap();
    assert_eq!(to_san(&p, m), "O-O+");
    let p = pos("4rkr1/4p1p1/8/8/8/8/8/4K2R w K - 0 1");
    let m = p.castling_move(CastlingSide::KingSide).unwrap();
    assert_eq!(to_san(&p, m), "O-O#");
    let after = p.play(m).unwrap();
    assert!(after.is_check() && !after.has_legal_moves());
}

#[test]
fn dragging_the_king_two_squares_is_a_king_move_or_nothing() {
    // Classical set-up with f1 and g1 empty: e1-g1 is not a move at all; castling is O-O.
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let e1g1 = Move::Normal {
        from: sq("e1"),
        to: sq("g1"),
        promotion: None,
    };
    assert!(!p.is_legal(e1g1));
    assert!(p.play(e1g1).is_err());
    // King on f1: f1-g1 is an ordinary king move and keeps the rook on h1.
    let p = pos("6k1/8/8/8/8/8/8/5K1R w K - 0 1");
    let m = Move::Normal {
        from: sq("f1"),
        to: sq("g1"),
        promotion: None,
    };
    let after = p.play(m).unwrap();
    assert_eq!(to_fen(&after), "6k1/8/8/8/8/8/8/6KR b - - 1 1");
}

#[test]
fn castling_rights_lost_by_moves_and_captures() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let after = p.play(parse_san(&p, "Rxa8+").unwrap()).unwrap();
    assert!(!after.castles().has(Color::Black, CastlingSide::QueenSide));
    assert!(after.castles().has(Color::Black, CastlingSide::KingSide));
    assert!(!after.castles().has(Color::White, CastlingSide::QueenSide));
    assert!(after.castles().has(Color::White, CastlingSide::KingSide));
}

#[test]
fn en_passant_horizontal_pin() {
    let p = pos("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1");
    assert!(!p
        .legal_moves()
        .iter()
        .any(|m| matches!(m, Move::EnPassant { .. })));
    assert_eq!(p.legal_ep_square(), None);
}

#[test]
fn en_passant_diagonal_pin_and_evasion() {
    // The capture removes the pawn that just gave check by moving two squares.
    let p = pos("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1");
    assert!(p.is_check());
    let ep: Vec<Move> = p
        .legal_moves()
        .into_iter()
        .filter(|m| matches!(m, Move::EnPassant { .. }))
        .collect();
    assert_eq!(ep.len(), 1);
    assert_eq!(to_san(&p, ep[0]), "exd3");
    // Pinned on the h2-b8 diagonal: capturing along the pin line stays legal, e6 does not.
    let p = pos("1b5k/8/8/3pP3/8/8/7K/8 w - d6 0 1");
    let pawn: Vec<String> = p
        .legal_moves()
        .into_iter()
        .filter(|m| m.from() == sq("e5"))
        .map(|m| to_san(&p, m))
        .collect();
    assert_eq!(pawn, ["exd6"]);
}

#[test]
fn en_passant_discovered_check_is_illegal() {
    // King b2, pawn e5, black bishop h8: e5xd6 would open the long diagonal.
    let p = pos("7b/8/8/3pP3/8/8/1K6/7k w - d6 0 1");
    assert!(!p
        .legal_moves()
        .iter()
        .any(|m| matches!(m, Move::EnPassant { .. })));
}

#[test]
fn promotion_while_pinned() {
    // Pinned along the seventh rank: no pawn move at all.
    let p = pos("2b1k3/KP5r/8/8/8/8/8/8 w - - 0 1");
    assert!(!p.legal_moves().iter().any(|m| m.from() == sq("b7")));
    // Pinned on the diagonal: only the capture of the pinner, in four promotions.
    let p = pos("2b1k3/1P6/K7/8/8/8/8/8 w - - 0 1");
    let pawn: Vec<String> = p
        .legal_moves()
        .into_iter()
        .filter(|m| m.from() == sq("b7"))
        .map(|m| to_san(&p, m))
        .collect();
    assert_eq!(pawn, ["bxc8=Q+", "bxc8=R+", "bxc8=B", "bxc8=N"]);
}

#[test]
fn double_check_allows_only_king_moves() {
    let p = pos("4r1k1/8/8/8/8/3n4/8/R3K2R w KQ - 0 1");
    assert_eq!(p.checkers().count(), 2);
    let moves = p.legal_moves();
    assert!(!moves.is_empty());
    assert!(moves.iter().all(|m| m.from() == sq("e1") && !m.is_castle()));
}
