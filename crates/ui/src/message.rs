//! Messages to the player as typed values ([`Msg`]), put into words in the interface
//! language only when shown, so that switching the language also translates the message
//! on screen.

use crate::i18n::{t, Key, Lang};
use crate::text::push_u64;
use rules::startpos::StartPositionError;
use rules::CastlingSide;

/// Something to tell the player.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// Copied to the clipboard.
    Copied,
    /// A PGN or FEN was imported.
    Imported,
    /// Import pressed with an empty field.
    ImportEmpty,
    /// A pasted text over the size limit.
    TooLarge {
        /// Its size in KB.
        kb: usize,
        /// The limit in KB.
        max_kb: usize,
    },
    /// A move was tried while the clock is paused.
    ClockPaused,
    /// The custom time control fields hold an invalid value.
    TimeControlInvalid,
    /// The time control was changed during a game.
    TimeControlNextGame,
    /// The king was dragged as if to castle: castling is a button.
    UseCastleButton(CastlingSide),
    /// The "Number" field does not hold 0-960.
    BadNumber(String),
    /// A bad FEN (the text as given; the sentence that says why comes from the page's
    /// second module, see [`Msg::detail`]).
    Fen(String),
    /// A PGN that could not be read (the page's second module says why, see
    /// `extras::pgn_import`).
    Pgn,
    /// A start-position number out of range.
    StartPosition(StartPositionError),
    /// The saved game was damaged and kept aside.
    CorruptSave,
    /// The browser does not let the page keep the game.
    NoStorage,
    /// Parameters of the address were ignored: the address's query and fragment as read (the
    /// page's second module says which and why, [`Detail::Params`]).
    BadParams(String),
    /// The game is open in another tab or window.
    Elsewhere,
    /// A typed move was not played: why, in the position (FEN) it was typed in.
    Entry {
        /// Why.
        error: crate::notation::EntryKind,
        /// The position, as FEN.
        fen: String,
        /// The text typed.
        text: String,
    },
    /// A sentence already in the player's language (from the page's second module).
    Said(String),
    /// A move was tried after the game ended.
    GameOver,
    /// A move was typed while none can be made (the computer's turn, a pending choice).
    NotNow,
    /// The computer opponent could not start or answered nonsense.
    ComputerFailed,
    /// A link started a new game; the unfinished one was kept aside.
    PreviousKept,
    /// The page's second module could not be loaded.
    ExtrasFailed,
}

/// Where a message is shown: next to the control the player used (so that a player scrolled
/// down to it sees it), or in the line above the board. The live region reads every message
/// wherever it is shown. The number is the `data-note` mark of the row (in `index.html`)
/// that the message is shown under.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// The line above the board.
    Top = 0,
    /// Under the FEN field and its copy button.
    Fen = 1,
    /// Under the PGN box's copy and download buttons.
    Pgn = 2,
    /// Under the import field.
    Import = 3,
    /// Under the embed dialog's snippet.
    Embed = 4,
    /// Under the move field.
    MoveEntry = 5,
    /// Under the new game's "Number" field.
    Number = 6,
    /// Under the new game's "From FEN" field.
    FenIn = 7,
}

/// How a copy to the clipboard ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CopyOutcome {
    /// The text is on the clipboard.
    Copied,
    /// The browser refused; the text is selected in its field instead, and this sentence (in
    /// the player's language, from the page's second module) says to copy it by hand.
    Selected(String),
}

/// What the page's second module can say about a message in a full sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Detail {
    /// Why this FEN is not valid.
    Fen(String),
    /// Why this typed move cannot be played in this position (FEN, text).
    Move(String, String),
    /// Which parameters of this address (query and fragment) were ignored, and why.
    Params(String),
}

impl Msg {
    /// What the page's second module can say in more detail, if anything.
    pub fn detail(&self) -> Option<Detail> {
        match self {
            Msg::Fen(input) => Some(Detail::Fen(input.clone())),
            Msg::Entry { error, fen, text }
                if *error != crate::notation::EntryKind::TooLong && !fen.is_empty() =>
            {
                Some(Detail::Move(fen.clone(), text.clone()))
            }
            Msg::BadParams(address) => Some(Detail::Params(address.clone())),
            _ => None,
        }
    }

    /// The message in `lang`, with the second module's sentence when there is one.
    pub fn text_with(&self, lang: Lang, detail: Option<&str>) -> String {
        match (self, detail.filter(|d| !d.is_empty())) {
            (Msg::BadParams(_), Some(d)) => {
                let mut s = self.text(lang);
                s.push_str(" \u{2014} ");
                s.push_str(d);
                s
            }
            (_, Some(d)) => d.to_string(),
            (_, None) => self.text(lang),
        }
    }

    /// The message in `lang`: short where the full sentence needs the second module.
    pub fn text(&self, lang: Lang) -> String {
        let key = |k: Key| t(lang, k).to_string();
        match self {
            Msg::Copied => key(Key::Copied),
            Msg::Imported => key(Key::Imported),
            Msg::ImportEmpty => key(Key::ImportHint),
            Msg::TooLarge { kb, max_kb } => {
                let mut s = key(Key::TooLarge);
                s.push_str(": ");
                push_u64(&mut s, *kb as u64);
                s.push_str(" KB > ");
                push_u64(&mut s, *max_kb as u64);
                s.push_str(" KB");
                s
            }
            Msg::ClockPaused => key(Key::ClockPausedNoMove),
            Msg::TimeControlInvalid => key(Key::TimeControlInvalid),
            Msg::TimeControlNextGame => key(Key::TimeControlNextGame),
            Msg::UseCastleButton(side) => {
                let mut s = key(Key::UseCastleButton);
                s.push_str(" \u{201c}");
                s.push_str(t(lang, castle_key(*side)));
                s.push('\u{201d}');
                s
            }
            Msg::BadNumber(text) => {
                let mut s = String::from("\u{201c}");
                s.push_str(text);
                s.push_str("\u{201d}: ");
                s.push_str(t(lang, Key::BadNumber));
                s
            }
            Msg::Fen(_) => key(Key::BadFen),
            Msg::Pgn => key(Key::BadImport),
            Msg::StartPosition(e) => {
                let mut s = String::from("\u{201c}");
                push_u64(&mut s, u64::from(e.0));
                s.push_str("\u{201d}: ");
                s.push_str(t(lang, Key::BadNumber));
                s
            }
            Msg::Said(text) => text.clone(),
            Msg::CorruptSave => key(Key::CorruptSave),
            Msg::NoStorage => key(Key::NoStorage),
            Msg::BadParams(_) => key(Key::BadParam),
            Msg::Elsewhere => key(Key::OpenElsewhere),
            Msg::Entry { error, text, .. } => {
                crate::notation::entry_error_short(lang, *error, text)
            }
            Msg::GameOver => key(Key::GameIsOver),
            Msg::NotNow => key(Key::NotNow),
            Msg::ComputerFailed => key(Key::ComputerFailed),
            Msg::PreviousKept => key(Key::PreviousKept),
            Msg::ExtrasFailed => key(Key::ExtrasFailed),
        }
    }
}

/// The label key of a castling button.
pub fn castle_key(side: CastlingSide) -> Key {
    match side {
        CastlingSide::KingSide => Key::CastleShort,
        CastlingSide::QueenSide => Key::CastleLong,
    }
}
