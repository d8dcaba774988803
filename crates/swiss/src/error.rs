//! Typed errors: each a kind with its data; the `Display` texts are English.

use std::fmt;

use crate::model::PlayerId;

/// A change to the tournament that cannot be made.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ModelError {
    /// A player's name is empty.
    EmptyName,
    /// More players than a starting rank of four digits allows.
    TooManyPlayers,
    /// No player has this starting rank.
    UnknownPlayer(PlayerId),
    /// A player was given themself as opponent.
    OwnOpponent(PlayerId),
    /// Rounds count from 1.
    RoundZero,
    /// A forfeit needs at least one absent player.
    ForfeitWithBothPresent,
    /// Starting ranks cannot change once a round has entries.
    AlreadyStarted,
}

impl fmt::Display for ModelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ModelError::EmptyName => write!(f, "a player needs a name"),
            ModelError::TooManyPlayers => write!(f, "at most 9999 players"),
            ModelError::UnknownPlayer(id) => write!(f, "no player has starting rank {id}"),
            ModelError::OwnOpponent(id) => write!(f, "player {id} cannot play themself"),
            ModelError::RoundZero => write!(f, "rounds are numbered from 1"),
            ModelError::ForfeitWithBothPresent => write!(f, "a forfeit needs an absent player"),
            ModelError::AlreadyStarted => {
                write!(
                    f,
                    "starting ranks cannot change once the tournament has started"
                )
            }
        }
    }
}

impl std::error::Error for ModelError {}

/// Why a TRF file could not be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TrfError {
    /// The line (from 1) where the problem is, if it is on one line.
    pub line: Option<usize>,
    /// What is wrong.
    pub kind: TrfErrorKind,
}

/// The kinds of [`TrfError`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum TrfErrorKind {
    /// A player line shorter than the 84 characters that reach the points column.
    ShortLine,
    /// A field that is not a number where one is needed (the field's name).
    BadNumber(&'static str),
    /// A starting rank of 0 or beyond 9999.
    BadRank,
    /// Two player lines with the same starting rank.
    RepeatedRank(PlayerId),
    /// A starting rank between 1 and the highest one has no player line.
    MissingRank(PlayerId),
    /// An opponent that has no player line.
    UnknownOpponent {
        /// The player whose line names the opponent.
        player: PlayerId,
        /// The round (from 1).
        round: u16,
        /// The rank named.
        opponent: u16,
    },
    /// A player named as their own opponent.
    OwnOpponent(PlayerId),
    /// An unknown result code (the character).
    UnknownResult {
        /// The player.
        player: PlayerId,
        /// The round (from 1).
        round: u16,
        /// The code.
        code: char,
    },
    /// An unknown colour (the character).
    UnknownColour {
        /// The player.
        player: PlayerId,
        /// The round (from 1).
        round: u16,
        /// The colour character.
        code: char,
    },
    /// A combination of opponent, colour and result that means nothing (a game without a
    /// colour, a bye with an opponent...).
    BadEntry {
        /// The player.
        player: PlayerId,
        /// The round (from 1).
        round: u16,
    },
    /// Text after the last round entry that is not one.
    TrailingText(PlayerId),
    /// Two players' entries for a round disagree (opponents or results).
    Contradiction {
        /// The player.
        player: PlayerId,
        /// The opponent named.
        opponent: PlayerId,
        /// The round (from 1).
        round: u16,
    },
    /// Both players of a game had the same colour.
    SameColour {
        /// One player.
        player: PlayerId,
        /// The other.
        opponent: PlayerId,
        /// The round (from 1).
        round: u16,
    },
    /// The stated score differs from the results.
    WrongScore {
        /// The player.
        player: PlayerId,
        /// The stated score, in half points.
        stated: u16,
        /// The score the results give, in half points.
        computed: u16,
    },
    /// More rounds played than the planned number of rounds.
    TooManyRounds,
    /// A `240` or `XXC`/`152`/`XXR` record that cannot be read.
    BadRecord(&'static str),
    /// No player lines at all.
    NoPlayers,
}

impl fmt::Display for TrfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(line) = self.line {
            write!(f, "line {line}: ")?;
        }
        let half = |h: &u16| format!("{}.{}", h / 2, if h % 2 == 1 { 5 } else { 0 });
        match &self.kind {
            TrfErrorKind::ShortLine => write!(f, "player line too short (a 001 line needs at least 84 characters)"),
            TrfErrorKind::BadNumber(what) => write!(f, "the {what} is not a number"),
            TrfErrorKind::BadRank => write!(f, "the starting rank must be 1 to 9999"),
            TrfErrorKind::RepeatedRank(id) => write!(f, "starting rank {id} is used twice"),
            TrfErrorKind::MissingRank(id) => write!(f, "no player has starting rank {id}"),
            TrfErrorKind::UnknownOpponent { player, round, opponent } => write!(
                f,
                "player {player}, round {round}: opponent {opponent} is not a starting rank of the file"
            ),
            TrfErrorKind::OwnOpponent(id) => write!(f, "player {id} is their own opponent"),
            TrfErrorKind::UnknownResult { player, round, code } => {
                write!(f, "player {player}, round {round}: unknown result code '{code}'")
            }
            TrfErrorKind::UnknownColour { player, round, code } => {
                write!(f, "player {player}, round {round}: unknown colour '{code}'")
            }
            TrfErrorKind::BadEntry { player, round } => write!(
                f,
                "player {player}, round {round}: the opponent, colour and result do not go together"
            ),
            TrfErrorKind::TrailingText(id) => write!(f, "player {id}: text after the last round"),
            TrfErrorKind::Contradiction { player, opponent, round } => write!(
                f,
                "round {round}: player {player}'s entry against {opponent} contradicts {opponent}'s entry"
            ),
            TrfErrorKind::SameColour { player, opponent, round } => {
                write!(f, "round {round}: players {player} and {opponent} both have the same colour")
            }
            TrfErrorKind::WrongScore { player, stated, computed } => write!(
                f,
                "player {player}: the score {} does not match the results ({})",
                half(stated),
                half(computed)
            ),
            TrfErrorKind::TooManyRounds => write!(f, "more rounds played than the planned number of rounds"),
            TrfErrorKind::BadRecord(what) => write!(f, "cannot read the {what} record"),
            TrfErrorKind::NoPlayers => write!(f, "no player lines (001)"),
        }
    }
}

impl std::error::Error for TrfError {}

/// Why a round could not be paired.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PairingError {
    /// No pairing satisfies the absolute criteria (no rematch, colours, one bye).
    NoValidPairing,
    /// Too many players or score groups for the pairing's number width.
    TooLarge,
    /// The round to pair is not the next one (the round asked, the next one).
    NotNextRound(u16, u16),
    /// A game of the last round still has no result (that round).
    ResultsMissing(u16),
}

impl fmt::Display for PairingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PairingError::NoValidPairing => write!(f, "no pairing satisfies the absolute criteria"),
            PairingError::TooLarge => write!(f, "too many players or score groups to pair"),
            PairingError::ResultsMissing(round) => {
                write!(f, "round {round} still has games without a result")
            }
            PairingError::NotNextRound(asked, next) => {
                write!(
                    f,
                    "round {asked} cannot be paired: the next round is {next}"
                )
            }
        }
    }
}

impl std::error::Error for PairingError {}
