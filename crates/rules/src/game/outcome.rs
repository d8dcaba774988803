//! How a game ended ([`GameResult`], [`Reason`], [`Outcome`]) and why a game action was
//! refused ([`GameError`]).

use crate::san::SanError;
use crate::{Color, Move};
use core::fmt;

/// Who won, or a draw.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// White won (`1-0`).
    WhiteWins,
    /// Black won (`0-1`).
    BlackWins,
    /// Draw (`1/2-1/2`).
    Draw,
}

impl GameResult {
    /// The result in which `color` wins.
    pub fn win_for(color: Color) -> GameResult {
        color.fold(GameResult::WhiteWins, GameResult::BlackWins)
    }

    /// The winner, if any.
    pub fn winner(self) -> Option<Color> {
        match self {
            GameResult::WhiteWins => Some(Color::White),
            GameResult::BlackWins => Some(Color::Black),
            GameResult::Draw => None,
        }
    }

    /// The PGN form: `1-0`, `0-1` or `1/2-1/2`.
    pub fn as_pgn(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }

    /// Reads the PGN form (`1-0`, `0-1`, `1/2-1/2`); `*` and anything else give `None`.
    ///
    /// ```
    /// use rules::game::GameResult;
    /// assert_eq!(GameResult::from_pgn("1/2-1/2"), Some(GameResult::Draw));
    /// assert_eq!(GameResult::from_pgn("*"), None);
    /// ```
    pub fn from_pgn(s: &str) -> Option<GameResult> {
        match s {
            "1-0" => Some(GameResult::WhiteWins),
            "0-1" => Some(GameResult::BlackWins),
            "1/2-1/2" => Some(GameResult::Draw),
            _ => None,
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_pgn())
    }
}

/// Why a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// The side to move is checkmated (automatic).
    Checkmate,
    /// The side to move has no legal move and is not in check (automatic).
    Stalemate,
    /// Neither side can checkmate by any series of legal moves (automatic; see
    /// [`is_dead_position`](super::is_dead_position) for the positions recognised).
    DeadPosition,
    /// The same position for the fifth time (automatic, FIDE 9.6.1).
    FivefoldRepetition,
    /// 75 moves by each side without capture or pawn move (automatic, FIDE 9.6.2).
    SeventyFiveMoveRule,
    /// The given colour resigned.
    Resignation(Color),
    /// Both players agreed to a draw.
    Agreement,
    /// A player claimed a draw by threefold repetition (FIDE 9.2).
    ThreefoldClaim,
    /// A player claimed a draw by the fifty-move rule (FIDE 9.3).
    FiftyMoveClaim,
    /// The given colour ran out of time. The opponent wins unless they cannot checkmate
    /// (FIDE 6.9; see [`can_checkmate`](super::can_checkmate)), which makes it a draw.
    Timeout(Color),
    /// A result known without its reason (e.g. read from PGN), or decided by an arbiter.
    Unknown,
}

impl Reason {
    /// `true` for the ends the rules bring about by themselves (checkmate, stalemate, dead
    /// position, fivefold repetition, 75-move rule).
    pub fn is_automatic(self) -> bool {
        matches!(
            self,
            Reason::Checkmate
                | Reason::Stalemate
                | Reason::DeadPosition
                | Reason::FivefoldRepetition
                | Reason::SeventyFiveMoveRule
        )
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::Checkmate => f.write_str("checkmate"),
            Reason::Stalemate => f.write_str("stalemate"),
            Reason::DeadPosition => f.write_str("dead position"),
            Reason::FivefoldRepetition => f.write_str("fivefold repetition"),
            Reason::SeventyFiveMoveRule => f.write_str("seventy-five-move rule"),
            Reason::Resignation(c) => write!(f, "{c} resigned"),
            Reason::Agreement => f.write_str("agreement"),
            Reason::ThreefoldClaim => f.write_str("threefold repetition (claimed)"),
            Reason::FiftyMoveClaim => f.write_str("fifty-move rule (claimed)"),
            Reason::Timeout(c) => write!(f, "{c} ran out of time"),
            Reason::Unknown => f.write_str("unknown reason"),
        }
    }
}

/// How a game ended: the result and why.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// Who won, or a draw.
    pub result: GameResult,
    /// Why.
    pub reason: Reason,
}

impl Outcome {
    /// `true` if the reason is not automatic and the result fits it: a resigning side does
    /// not win, agreement and claims are draws, a timeout is never won by the side that ran
    /// out of time. ([`Game::end`](super::Game::end) wants this, and refuses claims too.)
    pub fn is_consistent(&self) -> bool {
        match self.reason {
            r if r.is_automatic() => false,
            Reason::Resignation(c) => self.result == GameResult::win_for(!c),
            Reason::Agreement | Reason::ThreefoldClaim | Reason::FiftyMoveClaim => {
                self.result == GameResult::Draw
            }
            Reason::Timeout(c) => self.result.winner() != Some(c),
            _ => true,
        }
    }
}

impl fmt::Display for Outcome {
    /// E.g. `1-0 (checkmate)`, `1/2-1/2 (agreement)`, `0-1 (white resigned)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.result, self.reason)
    }
}

/// Why a game action was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The game has already ended.
    GameOver(Outcome),
    /// The move is not legal in the current position.
    IllegalMove(Move),
    /// The SAN text does not name a legal move.
    San(SanError),
    /// A draw was claimed, but neither threefold repetition nor the fifty-move rule applies.
    NoDrawClaim,
    /// [`Game::end`](super::Game::end) was given an automatic reason, or a result that does not
    /// fit the reason.
    InconsistentOutcome(Outcome),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::GameOver(o) => write!(f, "the game is over: {o}"),
            GameError::IllegalMove(m) => write!(f, "illegal move {m}"),
            GameError::San(e) => e.fmt(f),
            GameError::NoDrawClaim => f.write_str(
                "no draw to claim: the position has not occurred three times and the last 50 \
                 moves of each side contain a capture or pawn move",
            ),
            GameError::InconsistentOutcome(o) => {
                write!(f, "cannot declare the game ended with {o}")
            }
        }
    }
}

impl std::error::Error for GameError {}

impl From<SanError> for GameError {
    fn from(e: SanError) -> GameError {
        GameError::San(e)
    }
}
