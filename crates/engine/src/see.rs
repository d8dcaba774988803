//! Static exchange evaluation: what a capture (or a move to an attacked square) wins or loses
//! once both sides have taken on the square with their cheapest pieces.

use crate::eval::SEE_VALUE;
use rules::attacks::{bishop_attacks, rook_attacks};
use rules::{Color, Move, Position, Role, Square};

/// The role captured by `m`, if any.
#[inline]
pub(crate) fn captured(pos: &Position, m: Move) -> Option<Role> {
    match m {
        Move::Normal { to, .. } => {
            if pos.board().by_color(!pos.turn()).contains(to) {
                pos.board().role_at(to)
            } else {
                None
            }
        }
        Move::EnPassant { .. } => Some(Role::Pawn),
        Move::Castle { .. } => None,
    }
}

/// Static exchange evaluation: the material balance of the capture sequence on `m`'s target
/// square, each side taking with its least valuable piece and free to stop (pins ignored).
pub(crate) fn see(pos: &Position, m: Move) -> i32 {
    let (from, to) = match m {
        Move::Castle { .. } => return 0,
        Move::EnPassant { from, to } | Move::Normal { from, to, .. } => (from, to),
    };
    let board = pos.board();
    let us = pos.turn();
    let mut occ = board.occupied();
    let mut gains = [0i32; 34];
    let Some(mut on_target) = board.role_at(from) else {
        return 0;
    };
    gains[0] = match m {
        Move::EnPassant { .. } => {
            occ.remove(Square::from_coords(to.file(), from.rank()));
            SEE_VALUE[0]
        }
        _ => captured(pos, m).map_or(0, |r| SEE_VALUE[r.index()]),
    };
    if let Some(p) = m.promotion() {
        gains[0] += SEE_VALUE[p.index()] - SEE_VALUE[0];
        on_target = p;
    }
    occ.remove(from);
    let queens = board.by_role(Role::Queen);
    let diagonal = board.by_role(Role::Bishop) | queens;
    let straight = board.by_role(Role::Rook) | queens;
    let mut attackers =
        (board.attackers(to, Color::White, occ) | board.attackers(to, Color::Black, occ)) & occ;
    let mut side = !us;
    let mut d = 0usize;
    loop {
        let mine = attackers & board.by_color(side);
        let Some((role, sq)) = Role::ALL
            .into_iter()
            .find_map(|r| (mine & board.by_role(r)).first().map(|sq| (r, sq)))
        else {
            break;
        };
        if role == Role::King && (attackers & board.by_color(!side)).any() {
            break;
        }
        if d + 1 >= gains.len() {
            break;
        }
        d += 1;
        gains[d] = SEE_VALUE[on_target.index()] - gains[d - 1];
        occ.remove(sq);
        attackers |= (bishop_attacks(to, occ) & diagonal) | (rook_attacks(to, occ) & straight);
        attackers &= occ;
        on_target = role;
        side = !side;
    }
    while d > 0 {
        gains[d - 1] = -((-gains[d - 1]).max(gains[d]));
        d -= 1;
    }
    gains[0]
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::fen::parse_position;
    use rules::uci::parse_uci;

    fn see_of(fen: &str, uci: &str) -> i32 {
        let pos = parse_position(fen).expect("valid FEN");
        let m = parse_uci(&pos, uci).expect("legal move");
        see(&pos, m)
    }

    #[test]
    fn static_exchange() {
        // Pawn takes an undefended knight.
        assert_eq!(see_of("4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5"), 320);
        // Queen takes a pawn defended by a pawn: loses the queen for a pawn.
        assert_eq!(
            see_of("4k3/2p5/3p4/8/8/8/3Q4/4K3 w - - 0 1", "d2d6"),
            100 - 950
        );
        // Rook takes a rook defended by a rook and the king, with a second white rook behind
        // (x-ray): RxR RxR RxR KxR, or stop earlier; either way it is even.
        assert_eq!(see_of("3rk3/3r4/8/8/8/8/3R4/3RK3 w - - 0 1", "d2d7"), 0);
        // Without the king's defence the second rook wins one.
        assert_eq!(see_of("3r2k1/3r4/8/8/8/8/3R4/3RK3 w - - 0 1", "d2d7"), 500);
        // A quiet move to an attacked square.
        assert_eq!(see_of("4k3/8/8/2p5/8/8/8/3RK3 w - - 0 1", "d1d4"), -500);
        // Castling exchanges nothing.
        assert_eq!(see_of("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1h1"), 0);
    }
}
