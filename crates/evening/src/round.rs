//! A round: its start position, its boards (games first, in board order, then the
//! pairing-allocated bye) and whether it has been published.

use swiss::PlayerId;

use crate::BoardResult;

/// One board of a round, or the pairing-allocated bye.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Board {
    /// A game.
    Game {
        /// The player with White.
        white: PlayerId,
        /// The player with Black.
        black: PlayerId,
        /// The result, once entered.
        result: Option<BoardResult>,
    },
    /// The pairing-allocated bye (one point).
    Bye(PlayerId),
}

impl Board {
    /// Whether `player` is on this board.
    pub fn has(&self, player: PlayerId) -> bool {
        match *self {
            Board::Game { white, black, .. } => white == player || black == player,
            Board::Bye(id) => id == player,
        }
    }

    /// Whether the board still waits for a result (games only).
    pub fn is_pending(&self) -> bool {
        matches!(self, Board::Game { result: None, .. })
    }
}

/// A paired round.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Round {
    /// The round's number, from 1.
    pub number: u16,
    /// The start position everyone plays (Scharnagl number, 0-959); `None` only for a round
    /// imported from a file that did not say.
    pub sp: Option<u32>,
    /// The boards: games in board order (board 1 first), then the pairing-allocated bye.
    pub boards: Vec<Board>,
    /// Published: the pairing is final and results can be entered. Until then it is a draft
    /// the arbiter may change.
    pub published: bool,
}

impl Round {
    /// The games, with their board numbers (from 1).
    pub fn games(
        &self,
    ) -> impl Iterator<Item = (u16, PlayerId, PlayerId, Option<BoardResult>)> + '_ {
        self.boards
            .iter()
            .filter_map(|b| match *b {
                Board::Game {
                    white,
                    black,
                    result,
                } => Some((white, black, result)),
                Board::Bye(_) => None,
            })
            .enumerate()
            .map(|(i, (w, b, r))| (u16::try_from(i + 1).unwrap_or(u16::MAX), w, b, r))
    }

    /// The player with the pairing-allocated bye, if any.
    pub fn bye(&self) -> Option<PlayerId> {
        self.boards.iter().find_map(|b| match *b {
            Board::Bye(id) => Some(id),
            Board::Game { .. } => None,
        })
    }

    /// Whether every game has its result.
    pub fn is_complete(&self) -> bool {
        !self.boards.iter().any(Board::is_pending)
    }

    /// Whether any result has been entered.
    pub fn has_results(&self) -> bool {
        self.boards.iter().any(|b| {
            matches!(
                b,
                Board::Game {
                    result: Some(_),
                    ..
                }
            )
        })
    }

    /// The index in `boards` of game number `board` (from 1).
    pub(crate) fn game_index(&self, board: u16) -> Option<usize> {
        let wanted = usize::from(board).checked_sub(1)?;
        self.boards
            .iter()
            .enumerate()
            .filter(|(_, b)| matches!(b, Board::Game { .. }))
            .nth(wanted)
            .map(|(i, _)| i)
    }

    /// Where `player` sits in this round, if on a board.
    pub(crate) fn seat_of(&self, player: PlayerId) -> Option<usize> {
        self.boards.iter().position(|b| b.has(player))
    }
}
