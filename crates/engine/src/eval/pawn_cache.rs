//! The pawn-structure cache: the terms that depend only on where the pawns and the kings
//! stand ([`super::pawn_structure`]) change far less often than the position, so a search
//! keeps them by pawns and kings and adds them up once.

use super::terms::S;
use rules::{Bitboard, Board, Color, Role, Square};

/// Entries in the cache (a power of two): 8 192 of 48 bytes.
const ENTRIES: usize = 1 << 13;

/// One pawn structure with its kings, its terms and its passed pawns.
#[derive(Copy, Clone)]
struct Entry {
    white_pawns: u64,
    black_pawns: u64,
    /// White's king square times 64 plus Black's; `u16::MAX` for an empty entry.
    kings: u16,
    score: S,
    passed: [Bitboard; 2],
}

const EMPTY: Entry = Entry {
    white_pawns: 0,
    black_pawns: 0,
    kings: u16::MAX,
    score: S(0, 0),
    passed: [Bitboard::EMPTY; 2],
};

/// Pawn structures seen by a search and their terms. An entry is used only when pawns and
/// kings are exactly the same, so the cache never changes a score.
pub(crate) struct PawnCache {
    entries: Vec<Entry>,
}

impl Default for PawnCache {
    fn default() -> PawnCache {
        PawnCache {
            entries: vec![EMPTY; ENTRIES],
        }
    }
}

/// The entry for these pawns and kings.
#[inline]
fn slot(white_pawns: u64, black_pawns: u64, king_pair: u16) -> usize {
    let hash = white_pawns.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ black_pawns.wrapping_mul(0xC2B2_AE3D_27D4_EB4F)
        ^ u64::from(king_pair).wrapping_mul(0x1656_67B1_9E37_79F9);
    (hash >> 51) as usize & (ENTRIES - 1)
}

impl PawnCache {
    /// The terms and passed pawns of the pawns on `board` with the kings on `kings` (White's,
    /// Black's): from the cache, or computed by `compute` and kept.
    #[inline]
    pub(crate) fn get_or_insert(
        &mut self,
        board: &Board,
        kings: [Square; 2],
        compute: impl FnOnce() -> (S, [Bitboard; 2]),
    ) -> (S, [Bitboard; 2]) {
        let pawns = board.by_role(Role::Pawn);
        let white_pawns = (pawns & board.by_color(Color::White)).0;
        let black_pawns = (pawns & board.by_color(Color::Black)).0;
        let king_pair = kings[0].index() as u16 * 64 + kings[1].index() as u16;
        let index = slot(white_pawns, black_pawns, king_pair);
        if let Some(e) = self.entries.get(index) {
            if e.kings == king_pair && e.white_pawns == white_pawns && e.black_pawns == black_pawns
            {
                return (e.score, e.passed);
            }
        }
        let (score, passed) = compute();
        if let Some(e) = self.entries.get_mut(index) {
            *e = Entry {
                white_pawns,
                black_pawns,
                kings: king_pair,
                score,
                passed,
            };
        }
        (score, passed)
    }

    /// Forgets everything (a new game).
    pub(crate) fn clear(&mut self) {
        self.entries.fill(EMPTY);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::fen::parse_position;

    /// Two king placements that share an entry: the second is computed, not taken from the
    /// first.
    #[test]
    fn an_entry_of_other_kings_is_not_used() {
        let pos = parse_position("4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1").expect("FEN");
        let board = pos.board();
        let pawns = board.by_role(Role::Pawn);
        let (w, b) = (
            (pawns & board.by_color(Color::White)).0,
            (pawns & board.by_color(Color::Black)).0,
        );
        let mut first_at = vec![None; ENTRIES];
        let mut pair = None;
        for k in 0..64u16 * 64 {
            let seen = first_at.get_mut(slot(w, b, k)).expect("a slot");
            match seen {
                Some(earlier) => {
                    pair = Some((*earlier, k));
                    break;
                }
                None => *seen = Some(k),
            }
        }
        let (k1, k2) = pair.expect("4 096 king pairs in 8 192 slots share one somewhere");
        let squares = |k: u16| {
            [
                Square::wrap(u32::from(k / 64)),
                Square::wrap(u32::from(k % 64)),
            ]
        };
        let mut cache = PawnCache::default();
        let marked = (S(1, 2), [Bitboard::EMPTY; 2]);
        assert_eq!(cache.get_or_insert(board, squares(k1), || marked), marked);
        assert_eq!(
            cache.get_or_insert(board, squares(k1), || (S(9, 9), marked.1)),
            marked
        );
        let other = (S(3, 4), [Bitboard::EMPTY; 2]);
        assert_eq!(cache.get_or_insert(board, squares(k2), || other), other);
    }
}
