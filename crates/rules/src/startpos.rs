//! The 960 start positions, numbered by Scharnagl's scheme (518 = `RNBQKBNR`).

use crate::{Color, Position, Role, Setup, Square};
use core::fmt;

/// Number of the classical start position.
pub const CLASSICAL: u32 = 518;

/// A start-position number outside 0..=960.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartPositionError(pub u32);

impl fmt::Display for StartPositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "start position {} does not exist: use 0 to 959 (960 also means 0)",
            self.0
        )
    }
}

impl std::error::Error for StartPositionError {}

const KNIGHT_PAIRS: [(usize, usize); 10] = [
    (0, 1),
    (0, 2),
    (0, 3),
    (0, 4),
    (1, 2),
    (1, 3),
    (1, 4),
    (2, 3),
    (2, 4),
    (3, 4),
];

/// White's back rank, a to h, of start position `n` (0..=959, 960 means 0).
///
/// ```
/// use rules::{startpos::back_rank, Role::*};
/// assert_eq!(back_rank(518).unwrap(), [Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook]);
/// assert_eq!(back_rank(0).unwrap(), back_rank(960).unwrap());
/// assert!(back_rank(961).is_err());
/// ```
pub fn back_rank(n: u32) -> Result<[Role; 8], StartPositionError> {
    if n > 960 {
        return Err(StartPositionError(n));
    }
    let n = n % 960;
    let mut rank: [Option<Role>; 8] = [None; 8];
    let light = (n % 4) as usize;
    let n = n / 4;
    let dark = (n % 4) as usize;
    let n = n / 4;
    let queen = (n % 6) as usize;
    let knights = (n / 6) as usize;
    // Both indices are below 8 (light and dark are below 4); `get_mut` all the same.
    for i in [2 * light + 1, 2 * dark] {
        if let Some(slot) = rank.get_mut(i) {
            *slot = Some(Role::Bishop);
        }
    }
    place_nth_empty(&mut rank, queen, Role::Queen);
    let (k1, k2) = KNIGHT_PAIRS.get(knights).copied().unwrap_or((0, 1));
    // Place the second knight first so the first index still counts the same empty squares.
    place_nth_empty(&mut rank, k2, Role::Knight);
    place_nth_empty(&mut rank, k1, Role::Knight);
    place_nth_empty(&mut rank, 0, Role::Rook);
    place_nth_empty(&mut rank, 0, Role::King);
    place_nth_empty(&mut rank, 0, Role::Rook);
    Ok(rank.map(|r| r.unwrap_or(Role::Pawn)))
}

fn place_nth_empty(rank: &mut [Option<Role>; 8], n: usize, role: Role) {
    if let Some(slot) = rank.iter_mut().filter(|s| s.is_none()).nth(n) {
        *slot = Some(role);
    }
}

/// The full start position number `n` (0..=959; 960 means 0), White to move.
///
/// ```
/// use rules::{fen::to_fen, startpos::start_position};
/// let pos = start_position(0).unwrap();
/// assert_eq!(to_fen(&pos), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
/// ```
pub fn start_position(n: u32) -> Result<Position, StartPositionError> {
    let rank = back_rank(n)?;
    Position::from_setup(Setup::from_back_rank(rank)).map_err(|_| StartPositionError(n))
}

/// The Scharnagl number of a back rank, if it is a valid Chess960 arrangement.
///
/// ```
/// use rules::{startpos::{back_rank, number_of_back_rank}};
/// for n in [0, 1, 518, 959] {
///     assert_eq!(number_of_back_rank(&back_rank(n).unwrap()), Some(n));
/// }
/// ```
pub fn number_of_back_rank(rank: &[Role; 8]) -> Option<u32> {
    // A search of all 960 (a few microseconds): much less code in the page's wasm than
    // inverting the numbering, and right by construction.
    (0..960).find(|&n| back_rank(n).is_ok_and(|r| r == *rank))
}

/// The Scharnagl number if `pos` is exactly a Chess960 start position: pawns and pieces at
/// home, mirrored, full castling rights, White to move, no moves made.
pub fn number_of(pos: &Position) -> Option<u32> {
    let board = pos.board();
    let mut rank = [Role::Pawn; 8];
    for (file, slot) in rank.iter_mut().enumerate() {
        let p = board.piece_at(Square::from_coords(file as u32, 0))?;
        if p.color != Color::White {
            return None;
        }
        *slot = p.role;
    }
    let n = number_of_back_rank(&rank)?;
    let start = start_position(n).ok()?;
    (start == *pos).then_some(n)
}

/// A start-position number chosen uniformly from a random number the caller supplies.
///
/// With `exclude_classical`, 518 is never chosen and the other 959 stay equally likely.
/// (`rules` has no random number generator of its own.)
///
/// ```
/// use rules::startpos::random_number;
/// assert_eq!(random_number(518, false), 518);
/// assert_ne!(random_number(518, true), 518);
/// assert!((0..2000).all(|r| random_number(r, true) != 518 && random_number(r, true) < 960));
/// ```
pub fn random_number(random: u64, exclude_classical: bool) -> u32 {
    if exclude_classical {
        let n = (random % 959) as u32;
        if n >= CLASSICAL {
            n + 1
        } else {
            n
        }
    } else {
        (random % 960) as u32
    }
}

/// The piece letters of a back rank, e.g. `RNBQKBNR`.
pub fn back_rank_letters(rank: &[Role; 8]) -> String {
    rank.iter().map(|r| r.upper_char()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every arrangement of K, Q, 2 R, 2 B, 2 N (5,040): exactly the 960 with bishops on
    /// opposite colours and the king between the rooks get a number, each its own.
    #[test]
    fn every_arrangement_of_the_pieces() {
        fn arrangements(left: &mut Vec<Role>, rank: &mut Vec<Role>, out: &mut Vec<[Role; 8]>) {
            if left.is_empty() {
                if let Ok(r) = <[Role; 8]>::try_from(rank.as_slice()) {
                    out.push(r);
                }
                return;
            }
            let mut tried = Vec::new();
            for i in 0..left.len() {
                let role = left[i];
                if tried.contains(&role) {
                    continue;
                }
                tried.push(role);
                left.remove(i);
                rank.push(role);
                arrangements(left, rank, out);
                rank.pop();
                left.insert(i, role);
            }
        }
        use Role::*;
        let mut all = Vec::new();
        let mut pieces = vec![King, Queen, Rook, Rook, Bishop, Bishop, Knight, Knight];
        arrangements(&mut pieces, &mut Vec::new(), &mut all);
        assert_eq!(all.len(), 5040);
        let mut seen = [false; 960];
        for rank in &all {
            let at = |role| (0..8).filter(|&i| rank[i] == role).collect::<Vec<_>>();
            let (b, r, k) = (at(Bishop), at(Rook), at(King));
            let valid = b[0] % 2 != b[1] % 2 && r[0] < k[0] && k[0] < r[1];
            match number_of_back_rank(rank) {
                Some(n) => {
                    assert!(valid, "{rank:?} got {n}");
                    assert_eq!(back_rank(n).ok(), Some(*rank));
                    assert!(!seen[n as usize], "{n} twice");
                    seen[n as usize] = true;
                }
                None => assert!(!valid, "{rank:?} got no number"),
            }
        }
        assert!(seen.iter().all(|&s| s), "all 960 numbers given");
        assert_eq!(number_of_back_rank(&[Pawn; 8]), None);
    }
}
