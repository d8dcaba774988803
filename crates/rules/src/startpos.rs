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
    let count = |role| rank.iter().filter(|&&r| r == role).count();
    if count(Role::King) != 1
        || count(Role::Queen) != 1
        || count(Role::Rook) != 2
        || count(Role::Bishop) != 2
        || count(Role::Knight) != 2
    {
        return None;
    }
    let bishops: Vec<usize> = (0..8).filter(|&i| rank[i] == Role::Bishop).collect();
    let (b1, b2) = (*bishops.first()?, *bishops.get(1)?);
    if b1 % 2 == b2 % 2 {
        return None;
    }
    let (light, dark) = if b1 % 2 == 1 { (b1, b2) } else { (b2, b1) };
    let rest: Vec<Role> = rank
        .iter()
        .copied()
        .filter(|&r| r != Role::Bishop)
        .collect();
    let queen = rest.iter().position(|&r| r == Role::Queen)?;
    let rest: Vec<Role> = rest.into_iter().filter(|&r| r != Role::Queen).collect();
    let knights: Vec<usize> = (0..5)
        .filter(|&i| rest.get(i) == Some(&Role::Knight))
        .collect();
    let pair = (*knights.first()?, *knights.get(1)?);
    let k = KNIGHT_PAIRS.iter().position(|&p| p == pair)?;
    let others: Vec<Role> = rest.into_iter().filter(|&r| r != Role::Knight).collect();
    if others != [Role::Rook, Role::King, Role::Rook] {
        return None;
    }
    Some((((k * 6 + queen) * 4 + dark / 2) * 4 + (light - 1) / 2) as u32)
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
