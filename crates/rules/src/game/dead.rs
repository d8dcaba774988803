//! Whether checkmate is still possible: [`is_dead_position`] (for neither side) and
//! [`can_checkmate`] (for one side).

use crate::{Bitboard, Board, Color, Role};

/// `true` if neither side can ever checkmate, whatever is played: no pawns, rooks or queens,
/// and either at most one knight or bishop on the whole board (K v K, K+N v K, K+B v K), or no
/// knights and all bishops (of both sides, any number) on squares of one colour.
///
/// Other dead positions exist (blocked pawn chains, for example); they are not recognised.
///
/// ```
/// use rules::{fen::parse_position, game::is_dead_position};
/// let same = parse_position("8/8/4kb2/8/8/2B1K3/8/8 w - - 0 1").unwrap(); // f6, c3: dark
/// assert!(is_dead_position(same.board()));
/// let opposite = parse_position("8/8/4k1b1/8/8/2B1K3/8/8 w - - 0 1").unwrap(); // g6 light
/// assert!(!is_dead_position(opposite.board()));
/// ```
pub fn is_dead_position(board: &Board) -> bool {
    let heavy = board.by_role(Role::Pawn) | board.by_role(Role::Rook) | board.by_role(Role::Queen);
    if heavy.any() {
        return false;
    }
    let knights = board.by_role(Role::Knight);
    let bishops = board.by_role(Role::Bishop);
    if (knights | bishops).count() <= 1 {
        return true;
    }
    knights.is_empty()
        && ((bishops & Bitboard::LIGHT).is_empty() || (bishops & Bitboard::DARK).is_empty())
}

/// `false` if `color` cannot possibly checkmate the other side, whatever both sides play
/// (FIDE 6.9: then running out of time is a draw, not a loss).
///
/// Recognised as unable to mate (the same judgement as python-chess'
/// `has_insufficient_material`):
///
/// - a lone king;
/// - king and one knight, when the opponent has nothing but king and queens (any other piece
///   of the opponent could block its own king's flight square);
/// - king and bishops all on one square colour, when there are no pawns and no knights on the
///   board and no opponent bishop on the other square colour.
///
/// Everything else counts as able to mate, even when a mate needs the opponent's help.
///
/// ```
/// use rules::{fen::parse_position, game::can_checkmate, Color};
/// let pos = parse_position("8/8/4k3/8/8/3NK3/8/8 w - - 0 1").unwrap();
/// assert!(!can_checkmate(pos.board(), Color::White));
/// let pos = parse_position("8/8/4k3/4r3/8/3NK3/8/8 w - - 0 1").unwrap();
/// assert!(can_checkmate(pos.board(), Color::White)); // helpmate: Ka8, Rb8, Kb6, Nc7#
/// ```
pub fn can_checkmate(board: &Board, color: Color) -> bool {
    let ours = board.by_color(color);
    let theirs = board.by_color(!color);
    let heavy = board.by_role(Role::Pawn) | board.by_role(Role::Rook) | board.by_role(Role::Queen);
    if (ours & heavy).any() {
        return true;
    }
    let knights = board.by_role(Role::Knight);
    let bishops = board.by_role(Role::Bishop);
    if (ours & knights).any() {
        let helpers = theirs & !board.by_role(Role::King) & !board.by_role(Role::Queen);
        return ours.count() > 2 || helpers.any();
    }
    if (ours & bishops).any() {
        let one_colour =
            (bishops & Bitboard::LIGHT).is_empty() || (bishops & Bitboard::DARK).is_empty();
        return !one_colour || board.by_role(Role::Pawn).any() || knights.any();
    }
    false
}
