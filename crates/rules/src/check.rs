//! Whether a move gives check, without playing it: what a search asks of every move before
//! it decides to prune the move unplayed.

use crate::attacks::{bishop_attacks, knight_attacks, pawn_attacks, rook_attacks};
use crate::{Move, Position, Role};

impl Position {
    /// `true` if the legal move `m` puts the other king in check: directly, by discovery, or
    /// both. Castling and en passant (rare, and with the most ways to check) are played on a
    /// copy to ask; every other move is answered from attack tables.
    ///
    /// ```
    /// use rules::{fen::parse_position, uci::parse_uci};
    /// let pos = parse_position("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").unwrap();
    /// assert!(pos.gives_check(parse_uci(&pos, "a1a8").unwrap()));
    /// assert!(!pos.gives_check(parse_uci(&pos, "a1a7").unwrap()));
    /// ```
    pub fn gives_check(&self, m: Move) -> bool {
        let (from, to, promotion) = match m {
            Move::Normal {
                from,
                to,
                promotion,
            } => (from, to, promotion),
            Move::EnPassant { .. } | Move::Castle { .. } => {
                let mut next = self.clone();
                next.play_unchecked(m);
                return next.is_check();
            }
        };
        let board = &self.board;
        let us = self.turn;
        let ours = board.by_color(us);
        let king = self.king_of(!us);
        let Some(moved) = promotion.or_else(|| board.role_at(from)) else {
            return false;
        };
        let occupied = (board.occupied().without(from)).with(to);
        let direct = match moved {
            Role::Pawn => pawn_attacks(us, to).contains(king),
            Role::Knight => knight_attacks(to).contains(king),
            Role::Bishop => bishop_attacks(to, occupied).contains(king),
            Role::Rook => rook_attacks(to, occupied).contains(king),
            Role::Queen => {
                (bishop_attacks(to, occupied) | rook_attacks(to, occupied)).contains(king)
            }
            // Kings never stand side by side.
            Role::King => false,
        };
        if direct {
            return true;
        }
        // Discovered: one of our other sliders now sees the king.
        let queens = board.by_role(Role::Queen);
        let others = ours.without(from);
        let diagonal = (board.by_role(Role::Bishop) | queens) & others;
        let straight = (board.by_role(Role::Rook) | queens) & others;
        (bishop_attacks(king, occupied) & diagonal).any()
            || (rook_attacks(king, occupied) & straight).any()
    }
}
