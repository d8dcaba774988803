//! The evaluation: hand-written material and piece-square terms tapered between middlegame and
//! endgame, mobility, pawn structure, king safety, and Chess960 development terms.
//!
//! Everything is computed from scratch with bitboards; the piece-square tables have 32 squares
//! (files folded: a Chess960 start position and its mirror image are equally good). Chess960 matters in three places: no bonus for the
//! classical castled squares (the king is judged by its pawn shield and the open files around
//! it, wherever it stands), a penalty for a bishop shut in a corner by its own pawn (a1 with
//! b2, h1 with g2), and a penalty for a king that has lost its castling rights on the d- or
//! e-file.
//!
//! The weights of all terms are in one table, [`weights::W`], laid out by [`layout`]; the
//! evaluation code adds its terms through [`terms::Terms`], so that the tuner (the `tune`
//! feature) can record which weights a position uses and fit them to game results.
//!
//! On top of the hand-written score comes a small learned correction, [`net`]: a network over
//! the pieces' squares, fitted to what the hand-written terms miss in Stockfish's judgement of
//! quiet positions (most of all in the opening, where Chess960 has no theory).

mod king;
pub(crate) mod layout;
pub(crate) mod net;
pub(crate) mod pawn_cache;
mod pawns;
mod pieces;
pub(crate) mod terms;
pub(crate) mod weights;

use layout::{PIECE_SQUARE, TEMPO};
pub(crate) use pawn_cache::PawnCache;
use rules::{Bitboard, Board, Color, Position, Role, Square};
use terms::{Sum, Terms, S};

/// Piece values for exchanges and move ordering (pawn 100).
pub(crate) const SEE_VALUE: [i32; 6] = [100, 320, 330, 500, 950, 20_000];

/// Game phase weight by role: 24 with all pieces on the board.
const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];
/// The phase of a full board.
pub(crate) const MAX_PHASE: i32 = 24;

/// Chebyshev distance to the centre: 0 on d4-e5, 3 on the edge.
#[inline]
fn ring(sq: Square) -> usize {
    let f = sq.file() as i32;
    let r = sq.rank() as i32;
    let df = (2 * f - 7).abs();
    let dr = (2 * r - 7).abs();
    (df.max(dr) / 2) as usize
}

#[inline]
fn distance(a: Square, b: Square) -> i32 {
    (a.file() as i32 - b.file() as i32)
        .abs()
        .max((a.rank() as i32 - b.rank() as i32).abs())
}

/// Rank from `color`'s side: 0 on its home rank.
#[inline]
fn rel_rank(color: Color, sq: Square) -> usize {
    match color {
        Color::White => sq.rank() as usize,
        Color::Black => 7 - sq.rank() as usize,
    }
}

/// The file of `sq` folded to a-d: 0 on the a- and h-files, 3 on the d- and e-files.
#[inline]
fn folded_file(sq: Square) -> usize {
    let f = sq.file() as usize;
    f.min(7 - f)
}

/// The piece-square term of a piece (not a pawn) of `role` and `color` on `sq`.
#[inline]
fn psq<T: Terms>(t: &mut T, role: Role, color: Color, sq: Square) {
    let piece = role.index().saturating_sub(1);
    t.add(
        color,
        PIECE_SQUARE + 32 * piece + 4 * rel_rank(color, sq) + folded_file(sq),
        1,
    );
}

/// Adds every term of `pos` to `t` (White's point of view), before tapering. `false` for a
/// dead position (no term added; its score is 0).
pub(crate) fn add_terms<T: Terms>(t: &mut T, pos: &Position) -> bool {
    if insufficient(pos.board()) {
        return false;
    }
    let passed = pawn_structure(
        t,
        pos.board(),
        pos.king_of(Color::White),
        pos.king_of(Color::Black),
    );
    add_pieces(t, pos, passed);
    true
}

/// The terms that depend only on where the pawns and the two kings stand: the pawns', the
/// kings' shelters and the kings' squares. Returns the passed pawns, White's then Black's.
pub(crate) fn pawn_structure<T: Terms>(
    t: &mut T,
    board: &Board,
    white_king: Square,
    black_king: Square,
) -> [Bitboard; 2] {
    let pawns = board.by_role(Role::Pawn);
    let mut passed = [Bitboard::EMPTY; 2];
    for (color, kings) in [
        (Color::White, (white_king, black_king)),
        (Color::Black, (black_king, white_king)),
    ] {
        let p = pawns::pawn_terms(t, board, color, kings);
        if let Some(slot) = passed.get_mut(color.index()) {
            *slot = p;
        }
        let ours = pawns & board.by_color(color);
        let theirs = pawns & board.by_color(!color);
        king::king_shelter(t, kings.0, color, ours, theirs);
        psq(t, Role::King, color, kings.0);
    }
    passed
}

/// Every other term: the pieces', the passed pawns' paths (`passed` from
/// [`pawn_structure`]), the central king, king danger, threats and the tempo.
fn add_pieces<T: Terms>(t: &mut T, pos: &Position, passed: [Bitboard; 2]) {
    let board = pos.board();
    let white = pieces::piece_terms(t, pos, Color::White);
    let black = pieces::piece_terms(t, pos, Color::Black);
    for color in Color::ALL {
        let p = passed
            .get(color.index())
            .copied()
            .unwrap_or(Bitboard::EMPTY);
        pawns::passer_path(t, board, color, p);
        king::central_king(t, pos, color);
    }
    king::king_danger(t, pos, Color::White, &white, &black);
    king::king_danger(t, pos, Color::Black, &black, &white);
    pieces::threats(t, board, Color::White, &white, &black);
    pieces::threats(t, board, Color::Black, &black, &white);
    t.add(pos.turn(), TEMPO, 1);
}

/// The game phase: [`MAX_PHASE`] with all pieces on the board, 0 with pawns and kings only.
pub(crate) fn phase(board: &Board) -> i32 {
    let mut phase = 0;
    for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
        phase += PHASE[role.index()] * board.by_role(role).count() as i32;
    }
    phase.min(MAX_PHASE)
}

/// Static evaluation in centipawns from the side to move's point of view. Having the move is
/// worth something (about half a pawn in a start position, most of it learned by the net from
/// Stockfish's judgement), a piece far more:
///
/// ```
/// let pos = rules::Position::classical();
/// let e = engine::evaluate(&pos);
/// assert!(e > 0 && e < 100, "the start position, the side to move a little better: {e}");
/// let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1";
/// let Ok(down_a_knight) = rules::fen::parse_position(fen) else { panic!() };
/// assert!(engine::evaluate(&down_a_knight) < -150, "a knight down");
/// ```
pub fn evaluate(pos: &Position) -> i32 {
    if insufficient(pos.board()) {
        return 0;
    }
    hand_written(pos) + learned(pos)
}

/// The hand-written part of [`evaluate`] alone (the learned part is fitted on top of it).
pub(crate) fn hand_written(pos: &Position) -> i32 {
    let mut sum = Sum::default();
    if !add_terms(&mut sum, pos) {
        return 0;
    }
    finish(sum.0, pos)
}

/// The learned part of the evaluation (side to move), faded like the hand-written part.
fn learned(pos: &Position) -> i32 {
    fade(net::evaluate(pos.board(), pos.turn()), pos)
}

/// `v` faded towards a draw as the 50-move rule comes closer, so that the winning side makes
/// progress (a pawn move or a capture resets the clock).
fn fade(v: i32, pos: &Position) -> i32 {
    v * (200 - pos.halfmoves().min(100) as i32) / 200
}

/// [`evaluate`] with the pawn structure's terms taken from `cache` when it has them (the
/// same score).
pub(crate) fn evaluate_cached(pos: &Position, cache: &mut PawnCache) -> i32 {
    let board = pos.board();
    if insufficient(board) {
        return 0;
    }
    let kings = [pos.king_of(Color::White), pos.king_of(Color::Black)];
    let (score, passed) = cache.get_or_insert(board, kings, || {
        let mut part = Sum::default();
        let passed = pawn_structure(&mut part, board, kings[0], kings[1]);
        (part.0, passed)
    });
    let mut sum = Sum(score);
    add_pieces(&mut sum, pos, passed);
    finish(sum.0, pos) + learned(pos)
}

/// The score of the terms `s` (White's view, before tapering) for the side to move.
fn finish(s: S, pos: &Position) -> i32 {
    let board = pos.board();
    let phase = phase(board);
    let mut eg = s.1 * scale(board, s.1) / 64;
    eg += mop_up(pos, eg);
    let v = (s.0 * phase + eg * (MAX_PHASE - phase)) / MAX_PHASE;
    let v = fade(v, pos);
    match pos.turn() {
        Color::White => v,
        Color::Black => -v,
    }
}

/// Endgame help for the side that is far ahead against a bare or nearly bare king: drive the
/// enemy king to the edge and bring our own king close (White's point of view).
pub(crate) fn mop_up(pos: &Position, eg: i32) -> i32 {
    if eg.abs() < 400 {
        return 0;
    }
    let board = pos.board();
    let strong = if eg > 0 { Color::White } else { Color::Black };
    let weak_pawns = board.by_role(Role::Pawn) & board.by_color(!strong);
    if weak_pawns.any() {
        return 0;
    }
    let weak_king = pos.king_of(!strong);
    let strong_king = pos.king_of(strong);
    let edge = 10 * ring(weak_king) as i32;
    let close = 4 * (7 - distance(weak_king, strong_king));
    let bonus = edge + close;
    if strong == Color::White {
        bonus
    } else {
        -bonus
    }
}

/// Non-pawn material of `color` in see values.
fn non_pawn_material(board: &Board, color: Color) -> i32 {
    let us = board.by_color(color);
    [Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
        .into_iter()
        .map(|r| SEE_VALUE[r.index()] * (board.by_role(r) & us).count() as i32)
        .sum()
}

/// Endgame scale factor out of 64 for drawish material.
pub(crate) fn scale(board: &Board, eg: i32) -> i32 {
    let strong = if eg >= 0 { Color::White } else { Color::Black };
    let weak = !strong;
    let pawns = board.by_role(Role::Pawn);
    let strong_pawns = (pawns & board.by_color(strong)).count();
    let npm_strong = non_pawn_material(board, strong);
    let npm_weak = non_pawn_material(board, weak);
    if strong_pawns == 0 && npm_strong - npm_weak <= SEE_VALUE[Role::Bishop.index()] {
        // Without pawns, a minor piece up is no win (KBK, KNK, KRKB, KRKN, ...).
        return if npm_strong < SEE_VALUE[Role::Rook.index()] {
            0
        } else {
            10
        };
    }
    let bishops = board.by_role(Role::Bishop);
    let wb = bishops & board.by_color(Color::White);
    let bb = bishops & board.by_color(Color::Black);
    let only_bishops =
        (board.by_role(Role::Knight) | board.by_role(Role::Rook) | board.by_role(Role::Queen))
            .is_empty();
    if only_bishops && wb.count() == 1 && bb.count() == 1 {
        let w_light = (wb & Bitboard::LIGHT).any();
        let b_light = (bb & Bitboard::LIGHT).any();
        if w_light != b_light {
            return 30;
        }
    }
    64
}

/// Dead positions by material: bare kings, or a lone minor piece against a bare king.
fn insufficient(board: &Board) -> bool {
    let pawns_rooks_queens =
        board.by_role(Role::Pawn) | board.by_role(Role::Rook) | board.by_role(Role::Queen);
    if pawns_rooks_queens.any() {
        return false;
    }
    let minors = board.by_role(Role::Knight) | board.by_role(Role::Bishop);
    minors.count() <= 1
}

/// `true` if `color` has a piece other than pawns and king (null moves are safe enough).
pub(crate) fn has_non_pawn_material(board: &Board, color: Color) -> bool {
    (board.by_color(color) & !(board.by_role(Role::Pawn) | board.by_role(Role::King))).any()
}

#[cfg(test)]
mod tests;
