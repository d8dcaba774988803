//! Why a transition was refused: each a kind with its data; the `Display` texts are English,
//! for logs and tests. The browser builds its own sentences from the value.

use std::fmt;

use swiss::tiebreak::TieBreak;
use swiss::{ModelError, PairingError, PlayerId};

use crate::BoardResult;

/// A change the evening refuses.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum EveningError {
    /// The evening's name is longer than [`crate::settings::MAX_NAME`] characters.
    EveningNameTooLong,
    /// A text holds a control character (a line break, a tab...).
    ControlCharacter,
    /// The number of rounds is outside 1..=[`crate::settings::MAX_ROUNDS`].
    RoundsOutOfRange(u16),
    /// Fewer planned rounds than rounds already paired (the rounds paired).
    RoundsBelowPaired(u16),
    /// The time control is outside the allowed minutes or increment.
    TimeControlOutOfRange,
    /// A tie-break chosen twice.
    RepeatedTieBreak(TieBreak),
    /// A player without a name.
    PlayerNameEmpty,
    /// A player name longer than [`crate::player::MAX_PLAYER_NAME`] characters.
    PlayerNameTooLong,
    /// A club name longer than [`crate::player::MAX_CLUB`] characters.
    ClubTooLong,
    /// A rating above [`crate::player::MAX_RATING`].
    RatingOutOfRange,
    /// More players than [`crate::player::MAX_PLAYERS`].
    TooManyPlayers,
    /// No player has this id.
    UnknownPlayer(PlayerId),
    /// Not possible once round 1 is paired (removing a player, changing the first colour).
    AlreadyStarted,
    /// Not possible while a round's pairing is a draft (publish or discard it first).
    DraftOpen,
    /// There is no draft pairing to change or publish.
    NoDraft,
    /// Every planned round is paired.
    AllRoundsPaired,
    /// The round still has games without a result (the round).
    RoundIncomplete(u16),
    /// Fewer than two players to pair.
    TooFewPlayers,
    /// The Dutch system found no pairing.
    Pairing(PairingError),
    /// Every start position allowed has been played this evening.
    NoPositionLeft,
    /// A start position outside 0..=959.
    PositionOutOfRange(u32),
    /// The start position was played in an earlier round (that round).
    PositionUsed(u32, u16),
    /// Start position 518 is left out this evening.
    PositionExcluded,
    /// The player has already withdrawn.
    AlreadyWithdrawn(PlayerId),
    /// The player has not withdrawn.
    NotWithdrawn(PlayerId),
    /// A bye or withdrawal for a round that is already paired, or before the player came.
    RoundClosed(u16),
    /// A round after the last planned one.
    RoundNotPlanned(u16),
    /// The player has no bye request for that round.
    NoByeRequest(PlayerId, u16),
    /// No such round.
    UnknownRound(u16),
    /// No such board in the round (board numbers count from 1).
    UnknownBoard(u16),
    /// The round's pairing is still a draft: publish it before entering results.
    NotPublished(u16),
    /// A later round is paired: this round's results are final.
    ResultsFinal(u16),
    /// The round has results: it cannot be discarded.
    HasResults(u16),
    /// The player is not on a board of the draft.
    NotOnBoard(PlayerId),
    /// A result handed over from a game on Rokade does not fit the board.
    HandOver(HandOverMismatch),
    /// The tournament model refused a record (an inconsistent evening).
    Model(ModelError),
    /// A stored or imported evening breaks a rule a live one keeps (what is wrong).
    Inconsistent(Inconsistency),
}

/// How a game handed over from the game page differs from the board it names.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum HandOverMismatch {
    /// The players' names are not the board's.
    Names,
    /// The names are the board's, but with the colours reversed.
    ColoursReversed,
    /// The game started from another position than the round's.
    Position {
        /// The round's start position.
        round: u32,
        /// The game's.
        game: u32,
    },
    /// The board already has another result (the one entered): correct it by hand.
    ResultEntered(BoardResult),
}

/// What is wrong with an evening read from storage or a file.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Inconsistency {
    /// Rounds are not numbered 1, 2, 3...
    RoundNumbers,
    /// A round before the last is a draft.
    DraftBeforeLast,
    /// A draft has results.
    ResultInDraft,
    /// A round before the last has a game without result (the round).
    PendingBeforeLast(u16),
    /// A player sits twice in a round, or in a round they should not play in (the player).
    Seating(PlayerId),
    /// A player who should play in a round is not on a board (the player, the round).
    Unseated(PlayerId, u16),
    /// A pairing-allocated bye before the games, or two of them.
    ByePlace,
    /// A start position outside 0..=959 or played twice.
    Position,
    /// A player's name, rating or club is not as registration leaves it (untrimmed...).
    Registration(PlayerId),
    /// A player's join, withdrawal or bye rounds do not fit the rounds.
    PlayerRounds(PlayerId),
    /// The first colour is set before round 1 or is not the chosen one.
    FirstColour,
}

impl fmt::Display for EveningError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EveningError::EveningNameTooLong => write!(f, "the evening's name is too long"),
            EveningError::ControlCharacter => write!(f, "a text holds a control character"),
            EveningError::RoundsOutOfRange(n) => write!(f, "{n} rounds: use 1 to 99"),
            EveningError::RoundsBelowPaired(n) => write!(f, "{n} rounds are already paired"),
            EveningError::TimeControlOutOfRange => write!(f, "the time control is out of range"),
            EveningError::RepeatedTieBreak(tb) => write!(f, "tie-break {tb:?} chosen twice"),
            EveningError::PlayerNameEmpty => write!(f, "a player needs a name"),
            EveningError::PlayerNameTooLong => write!(f, "a player's name is too long"),
            EveningError::ClubTooLong => write!(f, "a club's name is too long"),
            EveningError::RatingOutOfRange => write!(f, "the rating is out of range"),
            EveningError::TooManyPlayers => write!(f, "too many players"),
            EveningError::UnknownPlayer(id) => write!(f, "no player {id}"),
            EveningError::AlreadyStarted => write!(f, "round 1 is already paired"),
            EveningError::DraftOpen => write!(f, "a round's pairing is still a draft"),
            EveningError::NoDraft => write!(f, "no draft pairing"),
            EveningError::AllRoundsPaired => write!(f, "every planned round is paired"),
            EveningError::RoundIncomplete(r) => write!(f, "round {r} has games without a result"),
            EveningError::TooFewPlayers => write!(f, "fewer than two players to pair"),
            EveningError::Pairing(e) => write!(f, "pairing: {e}"),
            EveningError::NoPositionLeft => write!(f, "no start position left to draw"),
            EveningError::PositionOutOfRange(n) => write!(f, "no start position {n}"),
            EveningError::PositionUsed(n, r) => {
                write!(f, "start position {n} was played in round {r}")
            }
            EveningError::PositionExcluded => write!(f, "start position 518 is left out"),
            EveningError::AlreadyWithdrawn(id) => write!(f, "player {id} has withdrawn"),
            EveningError::NotWithdrawn(id) => write!(f, "player {id} has not withdrawn"),
            EveningError::RoundClosed(r) => write!(f, "round {r} is already paired"),
            EveningError::RoundNotPlanned(r) => write!(f, "round {r} is not planned"),
            EveningError::NoByeRequest(id, r) => {
                write!(f, "player {id} asked no bye for round {r}")
            }
            EveningError::UnknownRound(r) => write!(f, "no round {r}"),
            EveningError::UnknownBoard(b) => write!(f, "no board {b}"),
            EveningError::NotPublished(r) => write!(f, "round {r} is not published"),
            EveningError::ResultsFinal(r) => write!(f, "round {r}'s results are final"),
            EveningError::HasResults(r) => write!(f, "round {r} has results"),
            EveningError::NotOnBoard(id) => write!(f, "player {id} is not on a board"),
            EveningError::HandOver(m) => write!(f, "the game does not fit the board: {m:?}"),
            EveningError::Model(e) => write!(f, "{e}"),
            EveningError::Inconsistent(i) => write!(f, "inconsistent evening: {i:?}"),
        }
    }
}

impl std::error::Error for EveningError {}

impl From<ModelError> for EveningError {
    fn from(e: ModelError) -> EveningError {
        EveningError::Model(e)
    }
}
