//! What the page tells the arbiter after a transition: a confirmation or why something was
//! refused, as data; [`crate::sentence`] writes it in the page's language. The page shows
//! it and says it in the live region.

use evening::store::StoreError;
use evening::trf::ImportError;
use evening::{BoardResult, ByeKind, EveningError};

/// Whether a notice confirms or refuses.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tone {
    /// Done.
    Info,
    /// Refused, or something went wrong.
    Error,
}

/// A message for the arbiter.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Notice {
    /// The evening refused a change.
    Refused(EveningError),
    /// A TRF file or paste could not be read.
    Import(ImportError),
    /// The evening in the browser's storage was damaged: set aside under this key.
    SetAside(StoreError, String),
    /// The shared standings in the address cannot be read.
    BadShare(StoreError),
    /// The browser's storage cannot be used: nothing is kept.
    NoStorage,
    /// A field is not a whole number in its range (which field).
    BadNumber(Field),
    /// The date is not a date.
    BadDate,
    /// The time control is not `minutes+seconds`.
    BadTimeControl,
    /// Exchange: choose two different players.
    ChooseTwo,
    /// Import: nothing pasted or chosen.
    NothingToImport,
    /// The evening began.
    Created,
    /// The settings were saved.
    SettingsSaved,
    /// A player registered (name; the round they play from when late).
    Registered(String, Option<u16>),
    /// A player's registration was corrected.
    Updated(String),
    /// A player was removed.
    Removed(String),
    /// A player withdrew (name, the first round missed).
    Withdrawn(String, u16),
    /// A player came back (name, the round they play from).
    Reinstated(String, u16),
    /// A bye was asked (name, round, kind).
    Bye(String, u16, ByeKind),
    /// A bye was cancelled (name, round).
    ByeCancelled(String, u16),
    /// A round was paired as a draft (round, start position, warnings).
    Paired(u16, u32, usize),
    /// The draft's start position was drawn again or chosen.
    Position(u32),
    /// The colours of a board were swapped (board).
    Swapped(u16),
    /// Two players changed places (names).
    Exchanged(String, String),
    /// The round was published.
    Published(u16),
    /// The round was taken back.
    Discarded(u16),
    /// A result (board, result, boards still open).
    Result(u16, Option<BoardResult>, usize),
    /// `f` typed on a board: the next key says who won.
    Forfeit(u16),
    /// The evening was imported (players, rounds).
    Imported(usize, u16),
    /// The TRF file was written.
    Exported,
    /// The PGN file of the games played on Rokade was written (how many games).
    PgnExported(usize),
    /// No game of this evening was handed over by the game page on this device.
    NoGames,
}

/// A form field that can hold a bad number.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Field {
    /// The number of rounds.
    Rounds,
    /// A rating.
    Rating,
    /// A start position.
    Position,
}

impl Notice {
    /// Whether it refuses or confirms.
    pub fn tone(&self) -> Tone {
        match self {
            Notice::Refused(_)
            | Notice::Import(_)
            | Notice::SetAside(..)
            | Notice::BadShare(_)
            | Notice::NoStorage
            | Notice::BadNumber(_)
            | Notice::BadDate
            | Notice::BadTimeControl
            | Notice::ChooseTwo
            | Notice::NothingToImport
            | Notice::NoGames => Tone::Error,
            _ => Tone::Info,
        }
    }
}
