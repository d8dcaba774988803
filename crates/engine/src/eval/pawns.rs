//! Pawn terms: piece-square, isolated, doubled, connected and passed pawns, and the bitboard
//! helpers they need.

use super::layout::{
    CONNECTED, DOUBLED, ISOLATED, KING_PAWN_DISTANCE, MATERIAL, PASSED, PASSED_BLOCKED,
    PASSED_FREE, PASSED_KING_OURS, PASSED_KING_THEIRS, PAWN_SQUARE,
};
use super::terms::Terms;
use super::{distance, rel_rank};
use rules::{Bitboard, Board, Color, Square};

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;

/// Squares attacked by the pawns `pawns` of `color`.
#[inline]
pub(crate) fn pawn_attacks_bb(color: Color, pawns: Bitboard) -> Bitboard {
    let p = pawns.0;
    Bitboard(match color {
        Color::White => ((p & !FILE_A) << 7) | ((p & !FILE_H) << 9),
        Color::Black => ((p & !FILE_A) >> 9) | ((p & !FILE_H) >> 7),
    })
}

/// Files next to `file`.
#[inline]
pub(crate) fn adjacent_files(file: u32) -> Bitboard {
    let mut b = Bitboard::EMPTY;
    if file > 0 {
        b |= Bitboard::file(file - 1);
    }
    if file < 7 {
        b |= Bitboard::file(file + 1);
    }
    b
}

/// The ranks strictly in front of `sq` from `color`'s side.
#[inline]
pub(crate) fn forward_ranks(color: Color, sq: Square) -> Bitboard {
    let r = sq.rank();
    Bitboard(match color {
        Color::White => {
            if r >= 7 {
                0
            } else {
                !0u64 << (8 * (r + 1))
            }
        }
        Color::Black => {
            if r == 0 {
                0
            } else {
                !0u64 >> (8 * (8 - r))
            }
        }
    })
}

/// The square in front of a pawn of `color` on `sq` (the pawn itself on the last rank).
#[inline]
fn stop_square(color: Color, sq: Square) -> Square {
    Square::from_coords(
        sq.file(),
        match color {
            Color::White => (sq.rank() + 1).min(7),
            Color::Black => sq.rank().saturating_sub(1),
        },
    )
}

/// The pawn terms of `color` that depend only on where the pawns and the kings stand,
/// material included (what [`super::pawn_cache`] keeps); returns `color`'s passed pawns.
pub(crate) fn pawn_terms<T: Terms>(
    t: &mut T,
    board: &Board,
    color: Color,
    kings: (Square, Square),
) -> Bitboard {
    let (our_king, their_king) = kings;
    let pawns = board.by_role(rules::Role::Pawn);
    let our_pawns = pawns & board.by_color(color);
    let their_pawns = pawns & board.by_color(!color);
    let our_attacks = pawn_attacks_bb(color, our_pawns);
    let mut nearest = None;
    let mut passed = Bitboard::EMPTY;
    for sq in our_pawns {
        let d = distance(our_king, sq);
        nearest = Some(nearest.map_or(d, |n: i32| n.min(d)));
        let r = rel_rank(color, sq);
        let file = sq.file();
        let folded = file.min(7 - file) as usize;
        t.add(color, MATERIAL, 1);
        t.add(color, PAWN_SQUARE + 4 * r + folded, 1);
        let adj = adjacent_files(file);
        let front = forward_ranks(color, sq);
        if (adj & our_pawns).is_empty() {
            t.add(color, ISOLATED, 1);
        }
        if (Bitboard::file(file) & front & our_pawns).any() {
            t.add(color, DOUBLED, 1);
        }
        let beside = adj & Bitboard::rank(sq.rank()) & our_pawns;
        if our_attacks.contains(sq) || beside.any() {
            t.add(color, CONNECTED + r, 1);
        }
        let span = (adj | Bitboard::file(file)) & front;
        if (span & their_pawns).is_empty() {
            passed.add(sq);
            t.add(color, PASSED + r, 1);
            if r >= 3 {
                let w = r as i32 - 2;
                let stop = stop_square(color, sq);
                t.add(color, PASSED_KING_THEIRS, w * distance(their_king, stop));
                t.add(color, PASSED_KING_OURS, w * distance(our_king, stop));
            }
        }
    }
    if let Some(d) = nearest {
        t.add(color, KING_PAWN_DISTANCE, d);
    }
    passed
}

/// The terms of `color`'s passed pawns `passed` that depend on the other pieces: blocked by
/// an enemy piece, or free to advance.
pub(crate) fn passer_path<T: Terms>(t: &mut T, board: &Board, color: Color, passed: Bitboard) {
    let occupied = board.occupied();
    let them = board.by_color(!color);
    for sq in passed {
        let stop = stop_square(color, sq);
        if them.contains(stop) {
            t.add(color, PASSED_BLOCKED, 1);
        }
        let r = rel_rank(color, sq);
        if r >= 3 && !occupied.contains(stop) {
            t.add(color, PASSED_FREE, r as i32 - 2);
        }
    }
}
