//! Whether a move gives check, without playing it: what a search asks of every move before
//! it decides to prune the move unplayed.

use crate::attacks::{bishop_attacks, knight_attacks, line, pawn_attacks, rook_attacks};
use crate::{Bitboard, Move, Position, Square};

/// What [`Position::gives_check_with`] needs of a position, found once for all its moves: the
/// other king, the squares from which each of our pieces would attack it, and our pieces that
/// alone stand between it and one of our sliders (moved off that line, they uncover a check).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CheckInfo {
    king: Square,
    /// By [`Role::index`]: where a piece of that role attacks `king` with today's occupancy
    /// (nothing for the king, which never checks).
    squares: [Bitboard; 6],
    discoverers: Bitboard,
}

impl Position {
    /// What [`Position::gives_check_with`] asks of this position, for all its moves.
    pub fn check_info(&self) -> CheckInfo {
        let us = self.turn;
        let king = self.king_of(!us);
        let occupied = self.board.occupied();
        let diagonal = bishop_attacks(king, occupied);
        let straight = rook_attacks(king, occupied);
        // Our sliders cannot see their king with us to move: only the lone blockers matter.
        let (_, lone) = self.slider_lines(king, us);
        CheckInfo {
            king,
            // In the order of `Role::index`: pawn, knight, bishop, rook, queen, king.
            squares: [
                pawn_attacks(!us, king),
                knight_attacks(king),
                diagonal,
                straight,
                diagonal | straight,
                Bitboard::EMPTY,
            ],
            discoverers: lone & self.board.by_color(us),
        }
    }

    /// [`Position::gives_check`] with the position's [`CheckInfo`] found beforehand: a table
    /// lookup for the direct check and one for the uncovered one, for every move but castling,
    /// en passant and promotions (which are played on a copy to ask).
    pub fn gives_check_with(&self, m: Move, info: &CheckInfo) -> bool {
        let Move::Normal {
            from,
            to,
            promotion: None,
        } = m
        else {
            let mut next = self.clone();
            next.play_unchecked(m);
            return next.is_check();
        };
        let Some(role) = self.board.role_at(from) else {
            return false;
        };
        // A piece standing on `from` cannot itself lie between `to` and the king unless it
        // checked already (impossible with us to move), so today's occupancy is right.
        info.squares
            .get(role.index())
            .is_some_and(|s| s.contains(to))
            || (info.discoverers.contains(from) && !line(from, info.king).contains(to))
    }

    /// `true` if the legal move `m` puts the other king in check: directly, by discovery, or
    /// both. Castling, en passant and promotions (rare, and with the most ways to check) are
    /// played on a copy to ask; every other move is answered from attack tables (to ask it of
    /// many moves of one position, find its [`CheckInfo`] once and use
    /// [`Position::gives_check_with`]).
    ///
    /// ```
    /// use rules::{fen::parse_position, uci::parse_uci};
    /// let pos = parse_position("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").unwrap();
    /// assert!(pos.gives_check(parse_uci(&pos, "a1a8").unwrap()));
    /// assert!(!pos.gives_check(parse_uci(&pos, "a1a7").unwrap()));
    /// ```
    pub fn gives_check(&self, m: Move) -> bool {
        self.gives_check_with(m, &self.check_info())
    }
}
