//! A board's result: the three game results and the three forfeits.

use swiss::{GameResult, Points};

/// The result of one board, from White's side first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BoardResult {
    /// 1-0.
    WhiteWins,
    /// ½-½.
    Draw,
    /// 0-1.
    BlackWins,
    /// 1F-0F: Black did not play.
    WhiteWinsByForfeit,
    /// 0F-1F: White did not play.
    BlackWinsByForfeit,
    /// 0F-0F: neither played.
    DoubleForfeit,
}

impl BoardResult {
    /// Every result, in the order a result menu lists them.
    pub const ALL: [BoardResult; 6] = [
        BoardResult::WhiteWins,
        BoardResult::Draw,
        BoardResult::BlackWins,
        BoardResult::WhiteWinsByForfeit,
        BoardResult::BlackWinsByForfeit,
        BoardResult::DoubleForfeit,
    ];

    /// The points of White and Black.
    pub fn points(self) -> (Points, Points) {
        match self {
            BoardResult::WhiteWins | BoardResult::WhiteWinsByForfeit => (Points::ONE, Points::ZERO),
            BoardResult::Draw => (Points::HALF, Points::HALF),
            BoardResult::BlackWins | BoardResult::BlackWinsByForfeit => (Points::ZERO, Points::ONE),
            BoardResult::DoubleForfeit => (Points::ZERO, Points::ZERO),
        }
    }

    /// Whether the game was not played over the board.
    pub fn is_forfeit(self) -> bool {
        matches!(
            self,
            BoardResult::WhiteWinsByForfeit
                | BoardResult::BlackWinsByForfeit
                | BoardResult::DoubleForfeit
        )
    }

    /// The result of a game played over the board, from White's side.
    pub fn from_game(white: GameResult) -> BoardResult {
        match white {
            GameResult::Win => BoardResult::WhiteWins,
            GameResult::Draw => BoardResult::Draw,
            GameResult::Loss => BoardResult::BlackWins,
        }
    }

    /// The international notation: `1-0`, `½-½`, `0-1`, `1F-0F`, `0F-1F`, `0F-0F` (symbols,
    /// the same in every language).
    pub fn notation(self) -> &'static str {
        match self {
            BoardResult::WhiteWins => "1-0",
            BoardResult::Draw => "½-½",
            BoardResult::BlackWins => "0-1",
            BoardResult::WhiteWinsByForfeit => "1F-0F",
            BoardResult::BlackWinsByForfeit => "0F-1F",
            BoardResult::DoubleForfeit => "0F-0F",
        }
    }

    /// The one-character code of the storage format: `1 = 0 + - x`.
    pub(crate) fn code(self) -> char {
        match self {
            BoardResult::WhiteWins => '1',
            BoardResult::Draw => '=',
            BoardResult::BlackWins => '0',
            BoardResult::WhiteWinsByForfeit => '+',
            BoardResult::BlackWinsByForfeit => '-',
            BoardResult::DoubleForfeit => 'x',
        }
    }

    /// The result of a storage code.
    pub(crate) fn from_code(code: char) -> Option<BoardResult> {
        BoardResult::ALL.into_iter().find(|r| r.code() == code)
    }
}
