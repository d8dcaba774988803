//! Validated positions and playing moves.

use crate::attacks::{self, tables};
use crate::castling::home_rank;
use crate::{Bitboard, Board, Castles, CastlingSide, Color, Move, Piece, Role, Setup, Square};
use core::fmt;

/// Why a [`Setup`] is not a playable position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// A side has no king.
    MissingKing(Color),
    /// A side has more than one king.
    TooManyKings(Color),
    /// A pawn stands on the first or eighth rank.
    PawnOnBackRank(Square),
    /// The side that is not to move is in check (it could be captured).
    OppositeCheck,
    /// A castling right names a square that is not an unmoved rook beside a king on the home rank.
    InvalidCastlingRight(Square),
    /// Two castling rights of one colour on the same side of its king.
    DuplicateCastlingRight(Color, CastlingSide),
    /// The en passant square is not behind a pawn that could just have made a double step.
    InvalidEpSquare(Square),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::MissingKing(c) => write!(f, "{c} has no king"),
            PositionError::TooManyKings(c) => write!(f, "{c} has more than one king"),
            PositionError::PawnOnBackRank(sq) => write!(f, "pawn on {sq}, on a back rank"),
            PositionError::OppositeCheck => {
                f.write_str("the side not to move is in check")
            }
            PositionError::InvalidCastlingRight(sq) => write!(
                f,
                "castling right for {sq}, but there is no rook there beside its king on the home rank"
            ),
            PositionError::DuplicateCastlingRight(c, side) => {
                write!(f, "{c} has two {} castling rights", side.san())
            }
            PositionError::InvalidEpSquare(sq) => write!(
                f,
                "en passant square {sq} is not behind a pawn that just moved two squares"
            ),
        }
    }
}

impl std::error::Error for PositionError {}

/// Why a move cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove(pub Move);

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move {:?}", self.0)
    }
}

impl std::error::Error for IllegalMove {}

/// A legal chess position: two kings, side to move, castling rights, en passant, clocks.
///
/// Built only through [`Position::from_setup`] (or [`Position::classical`] and the
/// start-position functions), so every `Position` satisfies the rules' preconditions.
///
/// ```
/// use rules::{CastlingSide, Position};
/// let pos = Position::classical();
/// assert_eq!(pos.legal_moves().len(), 20);
/// assert!(!pos.can_castle(CastlingSide::KingSide));
/// ```
#[derive(Clone, Debug)]
pub struct Position {
    pub(crate) board: Board,
    pub(crate) turn: Color,
    pub(crate) castles: Castles,
    pub(crate) ep_square: Option<Square>,
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: u32,
    pub(crate) checkers: Bitboard,
    pub(crate) pinned: Bitboard,
    pub(crate) hash: u64,
}

impl PartialEq for Position {
    /// Same placement, side, rights, en passant square as written, and clocks.
    fn eq(&self, other: &Position) -> bool {
        self.board == other.board
            && self.turn == other.turn
            && self.castles == other.castles
            && self.ep_square == other.ep_square
            && self.halfmoves == other.halfmoves
            && self.fullmoves == other.fullmoves
    }
}

impl Eq for Position {}

const Z_SIDE: usize = 12 * 64;
const Z_CASTLE: usize = Z_SIDE + 1;
const Z_EP: usize = Z_CASTLE + 16;

#[inline]
fn z_piece(piece: Piece, sq: Square) -> usize {
    (piece.color.index() * 6 + piece.role.index()) * 64 + sq.index()
}

/// The Zobrist keys of the castling rights, combined.
fn castle_hash(castles: &Castles) -> u64 {
    let t = tables();
    let mut h = 0;
    for color in Color::ALL {
        for side in CastlingSide::ALL {
            if let Some(sq) = castles.rook(color, side) {
                h ^= t.zobrist(Z_CASTLE + color.index() * 8 + sq.file() as usize);
            }
        }
    }
    h
}

impl Position {
    /// The classical start position (Chess960 number 518).
    pub fn classical() -> Position {
        crate::startpos::start_position(518).unwrap_or_else(|_| Position::bare_kings())
    }

    /// Two kings on e1 and e8 (only a fallback; never fails).
    fn bare_kings() -> Position {
        let mut setup = Setup::empty();
        setup
            .board
            .set(Square::from_coords(4, 0), Role::King.of(Color::White));
        setup
            .board
            .set(Square::from_coords(4, 7), Role::King.of(Color::Black));
        Position::assemble(setup, Castles::NONE)
    }

    /// Checks a [`Setup`] and turns it into a position.
    ///
    /// Positions that are consistent but could not arise in a game (as in published test
    /// suites) are accepted; only what leaves the rules ill-defined is an error.
    ///
    /// ```
    /// use rules::{fen::parse_fen, Position, PositionError, Color};
    /// let setup = parse_fen("8/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    /// assert_eq!(Position::from_setup(setup), Err(PositionError::MissingKing(Color::Black)));
    /// ```
    pub fn from_setup(setup: Setup) -> Result<Position, PositionError> {
        let board = &setup.board;
        for color in Color::ALL {
            let kings = board.by_piece(Role::King.of(color));
            if kings.is_empty() {
                return Err(PositionError::MissingKing(color));
            }
            if kings.more_than_one() {
                return Err(PositionError::TooManyKings(color));
            }
        }
        let back_ranks = Bitboard::rank(0) | Bitboard::rank(7);
        if let Some(sq) = (board.by_role(Role::Pawn) & back_ranks).first() {
            return Err(PositionError::PawnOnBackRank(sq));
        }
        let mut castles = Castles::NONE;
        for sq in setup.castling_rooks {
            let ok_piece = board.piece_at(sq).filter(|p| p.role == Role::Rook);
            let Some(rook) = ok_piece else {
                return Err(PositionError::InvalidCastlingRight(sq));
            };
            let color = rook.color;
            let Some(king) = board.king_of(color) else {
                return Err(PositionError::MissingKing(color));
            };
            if sq.rank() != home_rank(color) || king.rank() != home_rank(color) {
                return Err(PositionError::InvalidCastlingRight(sq));
            }
            let side = CastlingSide::from_files(king.file(), sq.file());
            if castles.has(color, side) {
                return Err(PositionError::DuplicateCastlingRight(color, side));
            }
            castles.set(color, side, Some(sq));
        }
        if let Some(ep) = setup.ep_square {
            let turn = setup.turn;
            let ep_rank = turn.fold(5, 2);
            let pawn_sq = Square::from_coords(ep.file(), turn.fold(4, 3));
            let origin = Square::from_coords(ep.file(), turn.fold(6, 1));
            let occupied = board.occupied();
            if ep.rank() != ep_rank
                || occupied.contains(ep)
                || occupied.contains(origin)
                || board.piece_at(pawn_sq) != Some(Role::Pawn.of(!turn))
            {
                return Err(PositionError::InvalidEpSquare(ep));
            }
        }
        let pos = Position::assemble(setup, castles);
        // The side not to move must not be in check.
        if let Some(their_king) = pos.board.king_of(!pos.turn) {
            if pos
                .board
                .attackers(their_king, pos.turn, pos.board.occupied())
                .any()
            {
                return Err(PositionError::OppositeCheck);
            }
        }
        Ok(pos)
    }

    fn assemble(setup: Setup, castles: Castles) -> Position {
        let mut pos = Position {
            board: setup.board,
            turn: setup.turn,
            castles,
            ep_square: setup.ep_square,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves.max(1),
            checkers: Bitboard::EMPTY,
            pinned: Bitboard::EMPTY,
            hash: 0,
        };
        pos.update_check_info();
        pos.hash = pos.compute_hash();
        pos
    }

    /// The unvalidated form of this position (for FEN output or editing).
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board,
            turn: self.turn,
            castling_rooks: self.castles.rook_squares(),
            ep_square: self.ep_square,
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
        }
    }

    /// Piece placement.
    #[inline]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Side to move.
    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// Castling rights (rights only: whether castling is legal now is [`Position::can_castle`]).
    #[inline]
    pub fn castles(&self) -> &Castles {
        &self.castles
    }

    /// The en passant square as stored (set after a double step when an enemy pawn stands
    /// beside the pawn, or as read from FEN). The capture may still be illegal.
    #[inline]
    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    /// The en passant square only if an en passant capture is legal now.
    #[inline]
    pub fn legal_ep_square(&self) -> Option<Square> {
        let ep = self.ep_square?;
        let mut found = false;
        self.gen_en_passant(ep, &mut |_| {
            found = true;
            false
        });
        found.then_some(ep)
    }

    /// Half-moves since the last capture or pawn move (for the 50- and 75-move rules).
    ///
    /// Counting saturates: a FEN may give any clock up to `u32::MAX`, and a move played from
    /// there leaves it at `u32::MAX` instead of wrapping to 0.
    #[inline]
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    /// The move number.
    ///
    /// Counting saturates: a FEN from some tool may give any number up to `u32::MAX`
    /// (4294967295), and Black's move there leaves it at `u32::MAX` instead of wrapping to 0
    /// (no real game comes near: FIDE games end long before move 6000).
    ///
    /// ```
    /// use rules::{fen::parse_position, san::parse_san};
    /// let pos = parse_position("4k3/8/8/8/8/8/8/4K3 b - - 7 4294967295").unwrap();
    /// let after = pos.play(parse_san(&pos, "Kd7").unwrap()).unwrap();
    /// assert_eq!((after.fullmoves(), after.halfmoves()), (u32::MAX, 8));
    /// ```
    #[inline]
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    /// The square of the king of the side to move.
    #[inline]
    pub fn our_king(&self) -> Square {
        self.king_of(self.turn)
    }

    /// The square of the king of `color` (every position has one).
    #[inline]
    pub fn king_of(&self, color: Color) -> Square {
        self.board
            .king_of(color)
            .unwrap_or(Square::from_coords(4, home_rank(color)))
    }

    /// Pieces giving check to the side to move.
    #[inline]
    pub fn checkers(&self) -> Bitboard {
        self.checkers
    }

    /// `true` if the side to move is in check.
    #[inline]
    pub fn is_check(&self) -> bool {
        self.checkers.any()
    }

    /// Pieces of the side to move pinned to their king.
    #[inline]
    pub fn pinned(&self) -> Bitboard {
        self.pinned
    }

    /// A hash of what makes positions "the same" for repetitions (FIDE 9.2.3): placement,
    /// side to move, castling rights and the file of a *legal* en passant capture.
    #[inline]
    pub fn repetition_key(&self) -> u64 {
        self.hash
    }

    fn compute_hash(&self) -> u64 {
        let t = tables();
        let mut h = 0u64;
        for (sq, piece) in self.board.pieces() {
            h ^= t.zobrist(z_piece(piece, sq));
        }
        if self.turn == Color::Black {
            h ^= t.zobrist(Z_SIDE);
        }
        h ^= castle_hash(&self.castles);
        if let Some(ep) = self.legal_ep_square() {
            h ^= t.zobrist(Z_EP + ep.file() as usize);
        }
        h
    }

    pub(crate) fn update_check_info(&mut self) {
        let us = self.turn;
        let them = !us;
        let king = self.our_king();
        let theirs = self.board.by_color(them);
        let (seeing, lone) = self.slider_lines(king, them);
        self.checkers = seeing
            | ((attacks::knight_attacks(king) & self.board.by_role(Role::Knight))
                | (attacks::pawn_attacks(us, king) & self.board.by_role(Role::Pawn)))
                & theirs;
        self.pinned = lone & self.board.by_color(us);
    }

    /// The lines between the king on `king` and the sliders of `color` aimed at it: the
    /// sliders that see it (nothing between), and the pieces of either colour that stand
    /// alone between it and one of them (ours pinned, or theirs ready to uncover a check).
    #[inline]
    pub(crate) fn slider_lines(&self, king: Square, color: Color) -> (Bitboard, Bitboard) {
        let board = &self.board;
        let occupied = board.occupied();
        let queens = board.by_role(Role::Queen);
        let snipers = ((attacks::rook_attacks(king, Bitboard::EMPTY)
            & (board.by_role(Role::Rook) | queens))
            | (attacks::bishop_attacks(king, Bitboard::EMPTY)
                & (board.by_role(Role::Bishop) | queens)))
            & board.by_color(color);
        let (mut seeing, mut lone) = (Bitboard::EMPTY, Bitboard::EMPTY);
        let t = tables();
        for sniper in snipers {
            let blockers = t.between(king, sniper) & occupied;
            if blockers.is_empty() {
                seeing.add(sniper);
            } else if !blockers.more_than_one() {
                lone |= blockers;
            }
        }
        (seeing, lone)
    }

    /// Plays a move after checking that it is legal.
    ///
    /// ```
    /// use rules::{Move, Position, Square};
    /// let pos = Position::classical();
    /// let e4 = Move::Normal { from: "e2".parse().unwrap(), to: "e4".parse().unwrap(), promotion: None };
    /// let after = pos.play(e4).unwrap();
    /// assert!(after.play(e4).is_err());
    /// ```
    pub fn play(&self, m: Move) -> Result<Position, IllegalMove> {
        if self.is_legal(m) {
            let mut next = self.clone();
            next.play_unchecked(m);
            Ok(next)
        } else {
            Err(IllegalMove(m))
        }
    }

    /// Plays a move known to be legal (from [`Position::legal_moves`]). An illegal move leaves
    /// an inconsistent position but never panics.
    pub fn play_unchecked(&mut self, m: Move) {
        self.play_impl::<true>(m);
    }

    /// Plays a legal move without keeping the repetition hash up to date: for perft, whose
    /// positions are never compared. The hash of the result is meaningless.
    #[inline]
    pub(crate) fn play_unhashed(&mut self, m: Move) {
        self.play_impl::<false>(m);
    }

    #[inline(always)]
    fn play_impl<const HASH: bool>(&mut self, m: Move) {
        let t = tables();
        let us = self.turn;
        let them = !us;
        let castles_before = self.castles;
        // Castling rights change only by castling and by moves from or to a rook or king
        // square; most moves leave them alone and their hash keys need no update.
        let mut rights_touched = false;
        let mut hash = self.hash ^ t.zobrist(Z_SIDE);
        if HASH {
            if let Some(ep) = self.legal_ep_square() {
                hash ^= t.zobrist(Z_EP + ep.file() as usize);
            }
        }
        self.ep_square = None;
        self.halfmoves = self.halfmoves.saturating_add(1);
        match m {
            Move::Castle { king, rook } => {
                let side = CastlingSide::from_files(king.file(), rook.file());
                let k = Role::King.of(us);
                let r = Role::Rook.of(us);
                self.board.toggle(king, k);
                self.board.toggle(rook, r);
                let kd = side.king_to(us);
                let rd = side.rook_to(us);
                self.board.toggle(kd, k);
                self.board.toggle(rd, r);
                hash ^= t.zobrist(z_piece(k, king))
                    ^ t.zobrist(z_piece(r, rook))
                    ^ t.zobrist(z_piece(k, kd))
                    ^ t.zobrist(z_piece(r, rd));
                self.castles.clear_color(us);
                rights_touched = true;
            }
            Move::EnPassant { from, to } => {
                let p = Role::Pawn.of(us);
                let captured = Square::from_coords(to.file(), from.rank());
                let cp = Role::Pawn.of(them);
                self.board.toggle(from, p);
                self.board.toggle(to, p);
                self.board.toggle(captured, cp);
                hash ^= t.zobrist(z_piece(p, from))
                    ^ t.zobrist(z_piece(p, to))
                    ^ t.zobrist(z_piece(cp, captured));
                self.halfmoves = 0;
            }
            Move::Normal {
                from,
                to,
                promotion,
            } => {
                let Some(role) = self.board.role_at(from) else {
                    return;
                };
                let piece = role.of(us);
                let captured = if self.board.by_color(them).contains(to) {
                    self.board.role_at(to)
                } else {
                    None
                };
                if let Some(captured) = captured {
                    let cp = captured.of(them);
                    self.board.toggle(to, cp);
                    hash ^= t.zobrist(z_piece(cp, to));
                    self.halfmoves = 0;
                    self.castles.discard_rook(to);
                    rights_touched = true;
                }
                self.board.toggle(from, piece);
                let placed = promotion.map_or(piece, |r| r.of(us));
                self.board.toggle(to, placed);
                hash ^= t.zobrist(z_piece(piece, from)) ^ t.zobrist(z_piece(placed, to));
                match role {
                    Role::Pawn => {
                        self.halfmoves = 0;
                        if from.rank().abs_diff(to.rank()) == 2 {
                            let ep =
                                Square::from_coords(from.file(), (from.rank() + to.rank()) / 2);
                            let beside = attacks::pawn_attacks(us, ep)
                                & self.board.by_piece(Role::Pawn.of(them));
                            if beside.any() {
                                self.ep_square = Some(ep);
                            }
                        }
                    }
                    Role::King => {
                        self.castles.clear_color(us);
                        rights_touched = true;
                    }
                    Role::Rook => {
                        self.castles.discard_rook(from);
                        rights_touched = true;
                    }
                    _ => {}
                }
            }
        }
        if us == Color::Black {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.turn = them;
        self.update_check_info();
        if !HASH {
            return;
        }
        if rights_touched && self.castles != castles_before {
            hash ^= castle_hash(&castles_before) ^ castle_hash(&self.castles);
        }
        if let Some(ep) = self.legal_ep_square() {
            hash ^= t.zobrist(Z_EP + ep.file() as usize);
        }
        self.hash = hash;
    }

    /// Passes the turn to the opponent without moving a piece (a "null move", for search
    /// pruning in an engine; never part of a game). Clears the en passant square, counts a
    /// half-move and keeps the repetition hash up to date. Not allowed when the side to move is
    /// in check: then the position is left as it is and `false` is returned.
    ///
    /// ```
    /// use rules::{Color, Position};
    /// let mut pos = Position::classical();
    /// assert!(pos.play_null());
    /// assert_eq!(pos.turn(), Color::Black);
    /// assert_eq!(pos.legal_moves().len(), 20);
    /// ```
    pub fn play_null(&mut self) -> bool {
        if self.is_check() {
            return false;
        }
        let t = tables();
        let mut hash = self.hash ^ t.zobrist(Z_SIDE);
        if let Some(ep) = self.legal_ep_square() {
            hash ^= t.zobrist(Z_EP + ep.file() as usize);
        }
        self.ep_square = None;
        self.halfmoves = self.halfmoves.saturating_add(1);
        if self.turn == Color::Black {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.turn = !self.turn;
        // The side now to move was not in check (the position was legal), so only the pins
        // change; the checkers come out empty.
        self.update_check_info();
        self.hash = hash;
        true
    }
}
