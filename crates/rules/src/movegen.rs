//! Legal move generation.
//!
//! Moves are produced in groups: one piece and the set of its destination squares. Perft
//! counts the sets with a population count at the last ply instead of listing each move.

use crate::attacks::{self, tables};
use crate::{
    Bitboard, CastlingObstacle, CastlingSide, Color, Move, MoveList, Position, Role, Square,
};

/// One piece's legal destinations.
#[derive(Copy, Clone, Debug)]
pub(crate) struct PieceMoves {
    pub role: Role,
    pub from: Square,
    pub to: Bitboard,
}

const PROMO_RANKS: Bitboard = Bitboard(0xff00_0000_0000_00ff);

impl Position {
    /// `true` if a piece of the side not to move attacks `sq`, sliders seeing through
    /// `occupied`. The same answer as `board.attackers(..).any()`, but it stops at the first
    /// attacker and looks up slider attacks only when such sliders exist: most squares a king
    /// could step to are not attacked, so this is on the hot path of move generation.
    #[inline(always)]
    fn attacked_by_them(&self, sq: Square, occupied: Bitboard) -> bool {
        let board = &self.board;
        let theirs = board.by_color(!self.turn);
        if (attacks::knight_attacks(sq) & board.by_role(Role::Knight) & theirs).any()
            || (attacks::pawn_attacks(self.turn, sq) & board.by_role(Role::Pawn) & theirs).any()
            || (attacks::king_attacks(sq) & board.by_role(Role::King) & theirs).any()
        {
            return true;
        }
        let queens = board.by_role(Role::Queen);
        let diagonal = (board.by_role(Role::Bishop) | queens) & theirs;
        let straight = (board.by_role(Role::Rook) | queens) & theirs;
        let t = tables();
        (diagonal.any() && (t.bishop(sq, occupied) & diagonal).any())
            || (straight.any() && (t.rook(sq, occupied) & straight).any())
    }

    /// Calls `f` for each piece with legal (non-castling, non-en-passant) moves to squares of
    /// `only` (pawns also to their last rank: promotions). Stops early and returns `false`
    /// when `f` returns `false`.
    #[inline]
    pub(crate) fn gen_piece_moves<F: FnMut(PieceMoves) -> bool>(
        &self,
        only: Bitboard,
        f: &mut F,
    ) -> bool {
        let t = tables();
        let us = self.turn;
        let them = !us;
        let board = &self.board;
        let ours = board.by_color(us);
        let theirs = board.by_color(them);
        let occupied = ours | theirs;
        let king = self.our_king();

        // King steps, to squares not attacked once the king has left its square.
        let without_king = occupied.without(king);
        let mut king_to = Bitboard::EMPTY;
        for to in attacks::king_attacks(king) & !ours & only {
            if !self.attacked_by_them(to, without_king) {
                king_to.add(to);
            }
        }
        if king_to.any()
            && !f(PieceMoves {
                role: Role::King,
                from: king,
                to: king_to,
            })
        {
            return false;
        }

        let checkers = self.checkers;
        if checkers.more_than_one() {
            return true;
        }
        let target = match checkers.first() {
            Some(checker) => t.between(king, checker).with(checker),
            None => !ours,
        };
        let pawn_target = target & (only | PROMO_RANKS);
        let target = target & only;
        let pinned = self.pinned;

        let knights = board.by_role(Role::Knight) & ours & !pinned;
        for from in knights {
            let to = attacks::knight_attacks(from) & target;
            if to.any()
                && !f(PieceMoves {
                    role: Role::Knight,
                    from,
                    to,
                })
            {
                return false;
            }
        }
        let queens = board.by_role(Role::Queen);
        for from in (board.by_role(Role::Bishop) | queens) & ours {
            let mut to = t.bishop(from, occupied) & target;
            if pinned.contains(from) {
                to &= t.line(king, from);
            }
            if to.any() {
                let role = if queens.contains(from) {
                    Role::Queen
                } else {
                    Role::Bishop
                };
                // A queen's diagonal and straight moves are reported as two groups.
                if !f(PieceMoves { role, from, to }) {
                    return false;
                }
            }
        }
        for from in (board.by_role(Role::Rook) | queens) & ours {
            let mut to = t.rook(from, occupied) & target;
            if pinned.contains(from) {
                to &= t.line(king, from);
            }
            if to.any() {
                let role = if queens.contains(from) {
                    Role::Queen
                } else {
                    Role::Rook
                };
                if !f(PieceMoves { role, from, to }) {
                    return false;
                }
            }
        }

        let pawns = board.by_role(Role::Pawn) & ours;
        let empty = !occupied;
        let (up, start_rank): (i32, u32) = match us {
            Color::White => (8, 1),
            Color::Black => (-8, 6),
        };
        for from in pawns {
            let one = Square::wrap((from.index() as i32 + up) as u32);
            let mut to = attacks::pawn_attacks(us, from) & theirs;
            if empty.contains(one) {
                to.add(one);
                if from.rank() == start_rank {
                    let two = Square::wrap((one.index() as i32 + up) as u32);
                    if empty.contains(two) {
                        to.add(two);
                    }
                }
            }
            to &= pawn_target;
            if pinned.contains(from) {
                to &= t.line(king, from);
            }
            if to.any()
                && !f(PieceMoves {
                    role: Role::Pawn,
                    from,
                    to,
                })
            {
                return false;
            }
        }
        true
    }

    /// Calls `f` with each legal en passant capture onto `ep`.
    pub(crate) fn gen_en_passant(&self, ep: Square, f: &mut dyn FnMut(Move) -> bool) -> bool {
        let us = self.turn;
        let them = !us;
        let board = &self.board;
        let candidates = attacks::pawn_attacks(them, ep) & board.by_piece(Role::Pawn.of(us));
        if candidates.is_empty() {
            return true;
        }
        let captured = Square::from_coords(ep.file(), us.fold(4, 3));
        if board.piece_at(captured) != Some(Role::Pawn.of(them)) || board.occupied().contains(ep) {
            return true;
        }
        let king = self.our_king();
        for from in candidates {
            let occupied = board.occupied().without(from).without(captured).with(ep);
            let theirs = board.by_color(them).without(captured);
            let queens = board.by_role(Role::Queen);
            let attacked = (attacks::rook_attacks(king, occupied)
                & (board.by_role(Role::Rook) | queens)
                & theirs)
                .any()
                || (attacks::bishop_attacks(king, occupied)
                    & (board.by_role(Role::Bishop) | queens)
                    & theirs)
                    .any()
                || (attacks::knight_attacks(king) & board.by_role(Role::Knight) & theirs).any()
                || (attacks::pawn_attacks(us, king) & board.by_role(Role::Pawn) & theirs).any();
            if !attacked && !f(Move::EnPassant { from, to: ep }) {
                return false;
            }
        }
        true
    }

    /// The castling move on `side` if it is legal now.
    ///
    /// Conditions (FIDE Laws, Chess960 guidelines): rights (king and rook unmoved); every
    /// square from the king's start to its destination, both included, not attacked; every
    /// square between king start and destination and between rook start and destination
    /// (destinations included) empty but for the castling king and rook; and the king not in
    /// check afterwards.
    ///
    /// ```
    /// use rules::{fen::parse_fen, CastlingSide, Position};
    /// // The rook on b1 shields c1 from the queen now, but not after castling.
    /// let pos = Position::from_setup(parse_fen("4k3/8/8/8/8/8/8/qR1K4 w Q - 0 1").unwrap()).unwrap();
    /// assert_eq!(pos.castling_move(CastlingSide::QueenSide), None);
    /// ```
    pub fn castling_move(&self, side: CastlingSide) -> Option<Move> {
        self.castling_status(side).ok()
    }

    /// The castling move on `side`, or why it is not legal now (checked in the order of
    /// [`CastlingObstacle`]: right, check, blocked squares, attacked squares).
    ///
    /// ```
    /// use rules::{fen::parse_position, CastlingObstacle, CastlingSide};
    /// let pos = parse_position("4k3/8/8/8/8/8/8/RN2K2R w Q - 0 1").unwrap();
    /// assert_eq!(pos.castling_status(CastlingSide::QueenSide), Err(CastlingObstacle::Blocked));
    /// assert_eq!(pos.castling_status(CastlingSide::KingSide), Err(CastlingObstacle::NoRight));
    /// ```
    #[inline]
    pub fn castling_status(&self, side: CastlingSide) -> Result<Move, CastlingObstacle> {
        let us = self.turn;
        let rook = self
            .castles
            .rook(us, side)
            .ok_or(CastlingObstacle::NoRight)?;
        if self.checkers.any() {
            return Err(CastlingObstacle::InCheck);
        }
        let king = self.our_king();
        let kd = side.king_to(us);
        let rd = side.rook_to(us);
        let occupied = self.board.occupied().without(king).without(rook);
        // The squares king and rook cross, destinations included, are one stretch of the home
        // rank: the king's path holds the g-file (c-file) square and the rook's the f-file
        // (d-file) one, next to each other. So "both paths empty" is "the stretch from the
        // leftmost to the rightmost of the four squares is empty", with no table look-up.
        let lo = king
            .index()
            .min(rook.index())
            .min(kd.index())
            .min(rd.index());
        let hi = king
            .index()
            .max(rook.index())
            .max(kd.index())
            .max(rd.index());
        let stretch = Bitboard((u64::MAX >> (63 - hi)) & (u64::MAX << lo));
        if (stretch & occupied).any() {
            return Err(CastlingObstacle::Blocked);
        }
        // A pinned rook stands between the king and an attacker on the home rank: with the rook
        // lifted the king's start square is attacked (the qR1K4 case above). Together with "not
        // in check" this is the test of the king's start square, without a look-up.
        if self.pinned.contains(rook) {
            return Err(CastlingObstacle::Attacked);
        }
        let king_path = tables().between(king, kd).with(kd);
        // Attacks are judged with king and rook lifted off the board: that catches an attack
        // on the king's destination that the rook blocked only from its start square.
        for sq in king_path {
            if self.attacked_by_them(sq, occupied) {
                return Err(CastlingObstacle::Attacked);
            }
        }
        // Nothing else to check: the rook on its destination can only block lines, and the
        // king's destination is not attacked with both pieces lifted.
        Ok(Move::Castle { king, rook })
    }

    /// `true` if castling on `side` is legal now.
    pub fn can_castle(&self, side: CastlingSide) -> bool {
        self.castling_move(side).is_some()
    }

    /// Every legal move: piece moves, en passant, then castling.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::with_capacity(64);
        self.for_each_legal_move(|m| {
            list.push(m);
            true
        });
        list
    }

    /// Calls `f` with every legal move, stopping when it returns `false`.
    #[inline]
    pub fn for_each_legal_move<F: FnMut(Move) -> bool>(&self, mut f: F) -> bool {
        self.for_each_legal_move_dyn(&mut f)
    }

    /// [`Position::for_each_legal_move`] without a type parameter: one copy of the code in
    /// the binary however many callers there are (it matters for the wasm size).
    pub fn for_each_legal_move_dyn(&self, f: &mut dyn FnMut(Move) -> bool) -> bool {
        self.for_each_legal_move_impl(Bitboard::FULL, f)
    }

    /// Calls `f` with every legal capture (en passant included) and every promotion, stopping
    /// when it returns `false`: the moves a quiescence search looks at, without generating
    /// the quiet ones.
    ///
    /// ```
    /// use rules::fen::parse_position;
    /// let pos = parse_position("4k3/1P6/8/3p4/4P3/8/8/4K3 w - - 0 1").unwrap();
    /// let mut moves = Vec::new();
    /// pos.for_each_legal_capture(&mut |m| { moves.push(m.uci()); true });
    /// moves.sort();
    /// assert_eq!(moves, ["b7b8b", "b7b8n", "b7b8q", "b7b8r", "e4d5"]);
    /// ```
    pub fn for_each_legal_capture(&self, f: &mut dyn FnMut(Move) -> bool) -> bool {
        let theirs = self.board.by_color(!self.turn);
        self.for_each_legal_move_impl(theirs, f)
    }

    /// The move loop itself; perft calls it directly so that its closure is inlined. Moves
    /// go to squares of `only` (and promotions); castling only when `only` is every square.
    #[inline(always)]
    fn for_each_legal_move_impl<F: FnMut(Move) -> bool + ?Sized>(
        &self,
        only: Bitboard,
        f: &mut F,
    ) -> bool {
        let cont = self.gen_piece_moves(only, &mut |pm: PieceMoves| {
            if pm.role == Role::Pawn {
                for to in pm.to {
                    if PROMO_RANKS.contains(to) {
                        for p in Role::PROMOTIONS {
                            if !f(Move::Normal {
                                from: pm.from,
                                to,
                                promotion: Some(p),
                            }) {
                                return false;
                            }
                        }
                    } else if !f(Move::Normal {
                        from: pm.from,
                        to,
                        promotion: None,
                    }) {
                        return false;
                    }
                }
            } else {
                for to in pm.to {
                    if !f(Move::Normal {
                        from: pm.from,
                        to,
                        promotion: None,
                    }) {
                        return false;
                    }
                }
            }
            true
        });
        if !cont {
            return false;
        }
        if let Some(ep) = self.ep_square {
            if !self.gen_en_passant(ep, &mut |m| f(m)) {
                return false;
            }
        }
        if only != Bitboard::FULL {
            return true;
        }
        for side in CastlingSide::ALL {
            if let Some(m) = self.castling_move(side) {
                if !f(m) {
                    return false;
                }
            }
        }
        true
    }

    /// The number of legal moves.
    pub fn count_legal_moves(&self) -> u64 {
        let mut n = 0u64;
        self.gen_piece_moves(Bitboard::FULL, &mut |pm: PieceMoves| {
            n += pm.to.count() as u64;
            // A promotion is four moves. Promotions are rare, so the second population count
            // (not a single instruction on every target) is only made when there is one.
            let promotions = pm.to & PROMO_RANKS;
            if pm.role == Role::Pawn && promotions.any() {
                n += 3 * promotions.count() as u64;
            }
            true
        });
        if let Some(ep) = self.ep_square {
            self.gen_en_passant(ep, &mut |_| {
                n += 1;
                true
            });
        }
        for side in CastlingSide::ALL {
            if self.castling_move(side).is_some() {
                n += 1;
            }
        }
        n
    }

    /// `true` if the side to move has at least one legal move.
    pub fn has_legal_moves(&self) -> bool {
        !self.for_each_legal_move(|_| false)
    }

    /// `true` if `m` is legal here.
    pub fn is_legal(&self, m: Move) -> bool {
        match m {
            Move::Castle { king, rook } => CastlingSide::ALL
                .into_iter()
                .any(|side| self.castling_move(side) == Some(Move::Castle { king, rook })),
            Move::EnPassant { from, to } => {
                let mut found = false;
                if self.ep_square == Some(to) {
                    self.gen_en_passant(to, &mut |mv| {
                        if mv == (Move::EnPassant { from, to }) {
                            found = true;
                        }
                        true
                    });
                }
                found
            }
            Move::Normal {
                from,
                to,
                promotion,
            } => {
                let mut found = false;
                self.gen_piece_moves(Bitboard::FULL, &mut |pm: PieceMoves| {
                    if pm.from == from && pm.to.contains(to) {
                        let needs_promo = pm.role == Role::Pawn && PROMO_RANKS.contains(to);
                        found = match promotion {
                            None => !needs_promo,
                            Some(p) => needs_promo && p != Role::Pawn && p != Role::King,
                        };
                    }
                    // A queen is reported twice (diagonal, straight): keep looking.
                    !found
                });
                found
            }
        }
    }

    /// Number of leaf nodes of the legal move tree `depth` plies deep (castling once per side).
    ///
    /// ```
    /// use rules::Position;
    /// assert_eq!(Position::classical().perft(3), 8902);
    /// ```
    pub fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_legal_moves(),
            _ => {
                let mut total = 0u64;
                self.for_each_legal_move_impl(Bitboard::FULL, &mut |m| {
                    let mut next = self.clone();
                    next.play_unhashed(m);
                    total += next.perft(depth - 1);
                    true
                });
                total
            }
        }
    }

    /// Per-root-move perft counts (`divide`), in generation order.
    pub fn divide(&self, depth: u32) -> Vec<(Move, u64)> {
        let mut out = Vec::new();
        self.for_each_legal_move(|m| {
            let mut next = self.clone();
            next.play_unhashed(m);
            out.push((m, next.perft(depth.saturating_sub(1))));
            true
        });
        out
    }
}
