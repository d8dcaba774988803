//! King safety: the pawn shelter, the Chess960 central king without castling rights, and the
//! danger from attacks on the king zone and safe checks.

use super::layout::{
    CENTRAL_KING, KING_DANGER, SAFE_CHECK, SHELTER, SHELTER_MISSING, SHELTER_OPEN, STORM,
};
use super::pawns::forward_ranks;
use super::pieces::Side;
use super::rel_rank;
use super::terms::Terms;
use rules::attacks::{bishop_attacks, knight_attacks, rook_attacks};
use rules::{Bitboard, CastlingSide, Color, Position, Square};

/// Pawn shield and open files in front of `color`'s king on `king` (the Chess960 "central
/// king without castling rights" term is [`central_king`]). No square is a good king square
/// by itself: classical castled squares get nothing.
pub(crate) fn king_shelter<T: Terms>(
    t: &mut T,
    king: Square,
    color: Color,
    our_pawns: Bitboard,
    their_pawns: Bitboard,
) {
    let kf = king.file();
    let front = forward_ranks(color, king);
    for file in kf.saturating_sub(1)..=(kf + 1).min(7) {
        let fb = Bitboard::file(file) & front;
        let ours = fb & our_pawns;
        let theirs = fb & their_pawns;
        let (nearest, stormer) = match color {
            Color::White => (ours.first(), theirs.first()),
            Color::Black => (ours.last(), theirs.last()),
        };
        if let Some(p) = stormer {
            t.add(color, STORM + rel_rank(color, p), 1);
        }
        match nearest {
            Some(p) => {
                let d = p.rank().abs_diff(king.rank()) as usize;
                t.add(color, SHELTER + d.clamp(1, 3) - 1, 1);
            }
            None => {
                t.add(color, SHELTER_MISSING, 1);
                if (fb & their_pawns).is_empty() {
                    t.add(color, SHELTER_OPEN, 1);
                }
            }
        }
    }
}

/// A king of `color` on the d- or e-file that can no longer castle.
pub(crate) fn central_king<T: Terms>(t: &mut T, pos: &Position, color: Color) {
    let castles = pos.castles();
    let no_rights =
        !castles.has(color, CastlingSide::KingSide) && !castles.has(color, CastlingSide::QueenSide);
    if no_rights && matches!(pos.king_of(color).file(), 3 | 4) {
        t.add(color, CENTRAL_KING, 1);
    }
}

/// Attack units for the checks the attacker could give to `defender`'s king on squares the
/// defender does not guard, and which pieces could give them (knight, bishop, rook, queen).
fn safe_checks(pos: &Position, defender: Color, def: &Side, att: &Side) -> (i32, [bool; 4]) {
    let board = pos.board();
    let king = pos.king_of(defender);
    let occupied = board.occupied();
    let safe = !def.all_attacks & !board.by_color(!defender);
    let diagonal = bishop_attacks(king, occupied);
    let straight = rook_attacks(king, occupied);
    let checks = [
        (knight_attacks(king) & att.knight_attacks & safe).any(),
        (diagonal & att.bishop_attacks & safe).any(),
        (straight & att.rook_attacks & safe).any(),
        ((diagonal | straight) & att.queen_attacks & safe).any(),
    ];
    let units = [4, 3, 5, 6]
        .iter()
        .zip(checks)
        .map(|(u, c)| if c { *u } else { 0 })
        .sum();
    (units, checks)
}

/// The danger `attacker` (terms `att`) makes for the other king (terms `def`): the safe checks,
/// and the square of the attack units on the king zone and of the safe checks once at least
/// two pieces (three without the queen) attack the zone.
pub(crate) fn king_danger<T: Terms>(
    t: &mut T,
    pos: &Position,
    attacker: Color,
    att: &Side,
    def: &Side,
) {
    let board = pos.board();
    let (check_units, checks) = safe_checks(pos, !attacker, def, att);
    for (i, check) in checks.into_iter().enumerate() {
        if check {
            t.add(attacker, SAFE_CHECK + i, 1);
        }
    }
    let has_queen = (board.by_role(rules::Role::Queen) & board.by_color(attacker)).any();
    if att.king_attackers < 2 || !has_queen && att.king_attackers < 3 {
        return;
    }
    let units = att.king_units + check_units;
    let u = units.min(50);
    t.add_scaled(attacker, KING_DANGER, u * u, 64);
}
