//! Piece terms (knights, bishops, rooks, queens): material, piece-square, mobility, attacks on
//! the king zone, and the threats between pieces.

use super::layout::{
    ATTACKED_BY_PAWN, BISHOP_CORNER, BISHOP_PAIR, BISHOP_TRAPPED, HANGING, MATERIAL,
    MINOR_BEHIND_PAWN, MOBILITY_BISHOP, MOBILITY_KNIGHT, MOBILITY_QUEEN, MOBILITY_ROOK, OUTPOST,
    ROOK_OPEN, ROOK_SEMI_OPEN, THREAT_MINOR_ON_MAJOR, THREAT_ROOK_ON_QUEEN, UNDEVELOPED,
    ZONE_ATTACKS,
};
use super::pawns::{adjacent_files, forward_ranks, pawn_attacks_bb};
use super::terms::Terms;
use super::{psq, rel_rank};
use rules::attacks::{bishop_attacks, king_attacks, knight_attacks, rook_attacks};
use rules::{Bitboard, Board, Color, Position, Role, Square};

/// Weight of an attacker on the king zone, by role.
const KING_ATTACK_WEIGHT: [i32; 6] = [0, 2, 2, 3, 5, 0];

/// What one side's pieces attack, for the king safety and threat terms.
pub(crate) struct Side {
    /// Attack units against the enemy king zone and the number of pieces attacking it.
    pub king_units: i32,
    pub king_attackers: i32,
    /// Squares attacked by our knights and bishops, by our rooks, and by anything.
    pub minor_attacks: Bitboard,
    pub rook_attacks: Bitboard,
    pub all_attacks: Bitboard,
    /// Squares attacked by our knights, bishops and queens.
    pub knight_attacks: Bitboard,
    pub bishop_attacks: Bitboard,
    pub queen_attacks: Bitboard,
}

/// The terms of `color`'s knights, bishops, rooks and queens.
pub(crate) fn piece_terms<T: Terms>(t: &mut T, pos: &Position, color: Color) -> Side {
    let board = pos.board();
    let us = board.by_color(color);
    let them = board.by_color(!color);
    let occupied = us | them;
    let pawns = board.by_role(Role::Pawn);
    let our_pawns = pawns & us;
    let their_pawns = pawns & them;
    let their_pawn_attacks = pawn_attacks_bb(!color, their_pawns);
    let our_king = pos.king_of(color);
    let their_king = pos.king_of(!color);
    let mobility_area = !(our_pawns | Bitboard::from_square(our_king)) & !their_pawn_attacks;
    let enemy_zone = {
        let z = king_attacks(their_king).with(their_king);
        // One more rank in front of the enemy king.
        let ahead = match !color {
            Color::White => Bitboard(z.0 << 8),
            Color::Black => Bitboard(z.0 >> 8),
        };
        z | ahead
    };

    let mut side = Side {
        king_units: 0,
        king_attackers: 0,
        minor_attacks: Bitboard::EMPTY,
        rook_attacks: Bitboard::EMPTY,
        all_attacks: pawn_attacks_bb(color, our_pawns) | king_attacks(our_king),
        knight_attacks: Bitboard::EMPTY,
        bishop_attacks: Bitboard::EMPTY,
        queen_attacks: Bitboard::EMPTY,
    };
    let our_queens = board.by_role(Role::Queen) & us;
    let home = Bitboard::rank(if color == Color::White { 0 } else { 7 });
    let our_pawn_attacks = pawn_attacks_bb(color, our_pawns);
    // The squares right behind a pawn, from our side.
    let behind_pawns = Bitboard(match color {
        Color::White => pawns.0 >> 8,
        Color::Black => pawns.0 << 8,
    });

    for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
        for sq in board.by_role(role) & us {
            t.add(color, MATERIAL + role.index(), 1);
            psq(t, role, color, sq);
            let att = match role {
                Role::Knight => knight_attacks(sq),
                // Bishops and rooks see through their own queen (batteries).
                Role::Bishop => bishop_attacks(sq, occupied & !our_queens),
                Role::Rook => rook_attacks(sq, occupied & !our_queens),
                _ => bishop_attacks(sq, occupied) | rook_attacks(sq, occupied),
            };
            side.all_attacks |= att;
            let mob = (att & mobility_area).count() as usize;
            let mobility = match role {
                Role::Knight => {
                    side.minor_attacks |= att;
                    side.knight_attacks |= att;
                    MOBILITY_KNIGHT
                }
                Role::Bishop => {
                    side.minor_attacks |= att;
                    side.bishop_attacks |= att;
                    MOBILITY_BISHOP
                }
                Role::Rook => {
                    side.rook_attacks |= att;
                    MOBILITY_ROOK
                }
                _ => {
                    side.queen_attacks |= att;
                    MOBILITY_QUEEN
                }
            };
            t.add(color, mobility + mob, 1);
            let zone_hits = (att & enemy_zone).count() as i32;
            t.add(color, ZONE_ATTACKS + role.index() - 1, zone_hits);
            if zone_hits > 0 {
                side.king_attackers += 1;
                side.king_units += KING_ATTACK_WEIGHT[role.index()] * zone_hits;
            }
            if their_pawn_attacks.contains(sq) {
                t.add(color, ATTACKED_BY_PAWN, 1);
            }
            match role {
                Role::Knight | Role::Bishop => {
                    if home.contains(sq) {
                        t.add(color, UNDEVELOPED, 1);
                    }
                    if behind_pawns.contains(sq) {
                        t.add(color, MINOR_BEHIND_PAWN, 1);
                    }
                    let r = rel_rank(color, sq);
                    if (3..=5).contains(&r)
                        && our_pawn_attacks.contains(sq)
                        && (forward_ranks(color, sq) & adjacent_files(sq.file()) & their_pawns)
                            .is_empty()
                    {
                        t.add(color, OUTPOST + role.index() - 1, 1);
                    }
                    if role == Role::Bishop {
                        bishop_trap(t, color, sq, our_pawns, their_pawns);
                    }
                }
                Role::Rook => {
                    let file = Bitboard::file(sq.file());
                    if (file & our_pawns).is_empty() {
                        if (file & their_pawns).is_empty() {
                            t.add(color, ROOK_OPEN, 1);
                        } else {
                            t.add(color, ROOK_SEMI_OPEN, 1);
                        }
                    }
                }
                _ => {}
            }
        }
    }
    if (board.by_role(Role::Bishop) & us).more_than_one() {
        t.add(color, BISHOP_PAIR, 1);
    }
    side
}

/// A bishop shut in by pawns in a corner: the Chess960 case of a bishop on a1 (h1) behind its
/// own pawn on b2 (g2), and the classical trap of a bishop on a7 (h7) behind an enemy pawn on
/// b6 (g6).
fn bishop_trap<T: Terms>(
    t: &mut T,
    color: Color,
    sq: Square,
    our_pawns: Bitboard,
    their_pawns: Bitboard,
) {
    let f = sq.file();
    if f != 0 && f != 7 {
        return;
    }
    let inner = if f == 0 { 1 } else { 6 };
    let square = |rank_rel: u32| {
        let rank = match color {
            Color::White => rank_rel,
            Color::Black => 7 - rank_rel,
        };
        Square::from_coords(inner, rank)
    };
    match rel_rank(color, sq) {
        0 if our_pawns.contains(square(1)) => t.add(color, BISHOP_CORNER, 1),
        6 if their_pawns.contains(square(5)) => t.add(color, BISHOP_TRAPPED, 1),
        _ => {}
    }
}

/// Threats by `color` (with attacks `ours`) against the other side (attacks `theirs`): rooks
/// and queens attacked by minor pieces, queens attacked by rooks, pieces attacked and not
/// defended. (Pieces attacked by pawns are counted in [`piece_terms`].)
pub(crate) fn threats<T: Terms>(
    t: &mut T,
    board: &Board,
    color: Color,
    ours: &Side,
    theirs: &Side,
) {
    let them = board.by_color(!color);
    let queens = board.by_role(Role::Queen) & them;
    let majors = (board.by_role(Role::Rook) & them) | queens;
    let pieces = them & !(board.by_role(Role::Pawn) | board.by_role(Role::King));
    let count = |b: Bitboard| b.count() as i32;
    t.add(
        color,
        THREAT_MINOR_ON_MAJOR,
        count(ours.minor_attacks & majors),
    );
    t.add(
        color,
        THREAT_ROOK_ON_QUEEN,
        count(ours.rook_attacks & queens),
    );
    t.add(
        color,
        HANGING,
        count(ours.all_attacks & pieces & !theirs.all_attacks),
    );
}
