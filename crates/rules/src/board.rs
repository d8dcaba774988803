//! Piece placement.

use crate::attacks;
use crate::{Bitboard, Color, Piece, Role, Square};

/// Where the pieces stand: one set of squares per role and per colour.
///
/// A `Board` may hold any arrangement, legal or not; [`crate::Position`] is the validated form.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Board {
    roles: [Bitboard; 6],
    colors: [Bitboard; 2],
}

impl Board {
    /// A board without pieces.
    pub const fn empty() -> Board {
        Board {
            roles: [Bitboard::EMPTY; 6],
            colors: [Bitboard::EMPTY; 2],
        }
    }

    /// All occupied squares.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.colors[0] | self.colors[1]
    }

    /// Squares holding pieces of `color`.
    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.colors[color.index()]
    }

    /// Squares holding pieces of `role`, both colours.
    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.roles[role.index()]
    }

    /// Squares holding `piece`.
    #[inline]
    pub fn by_piece(&self, piece: Piece) -> Bitboard {
        self.roles[piece.role.index()] & self.colors[piece.color.index()]
    }

    /// The square of the king of `color`, if there is exactly one.
    #[inline]
    pub fn king_of(&self, color: Color) -> Option<Square> {
        self.by_piece(Role::King.of(color)).single()
    }

    /// The piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let color = if self.colors[0].contains(sq) {
            Color::White
        } else if self.colors[1].contains(sq) {
            Color::Black
        } else {
            return None;
        };
        let role = self.role_at(sq)?;
        Some(Piece { color, role })
    }

    /// The role of the piece on `sq`, if any.
    #[inline]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        Role::ALL
            .into_iter()
            .find(|r| self.roles[r.index()].contains(sq))
    }

    /// Puts `piece` on `sq`, replacing whatever stood there.
    pub fn set(&mut self, sq: Square, piece: Piece) {
        self.clear(sq);
        self.roles[piece.role.index()].add(sq);
        self.colors[piece.color.index()].add(sq);
    }

    /// Removes the piece on `sq`, returning it.
    pub fn clear(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.piece_at(sq)?;
        self.roles[piece.role.index()].remove(sq);
        self.colors[piece.color.index()].remove(sq);
        Some(piece)
    }

    /// Flips a piece's bits on `sq` (it must be there or absent; caller's duty).
    #[inline]
    pub(crate) fn toggle(&mut self, sq: Square, piece: Piece) {
        let b = Bitboard::from_square(sq);
        self.roles[piece.role.index()] ^= b;
        self.colors[piece.color.index()] ^= b;
    }

    /// Pieces of `attacker` that attack `sq`, with `occupied` as the blockers for sliders.
    #[inline]
    pub fn attackers(&self, sq: Square, attacker: Color, occupied: Bitboard) -> Bitboard {
        let them = self.by_color(attacker);
        let queens = self.by_role(Role::Queen);
        let rook_like = (self.by_role(Role::Rook) | queens) & them;
        let bishop_like = (self.by_role(Role::Bishop) | queens) & them;
        ((attacks::knight_attacks(sq) & self.by_role(Role::Knight))
            | (attacks::king_attacks(sq) & self.by_role(Role::King))
            | (attacks::pawn_attacks(!attacker, sq) & self.by_role(Role::Pawn)))
            & them
            | (attacks::rook_attacks(sq, occupied) & rook_like)
            | (attacks::bishop_attacks(sq, occupied) & bishop_like)
    }

    /// Every piece in square order, with its square.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied()
            .filter_map(move |sq| self.piece_at(sq).map(|p| (sq, p)))
    }
}
