//! Messages to the player as typed values ([`Msg`]), put into words in the interface
//! language only when shown, so that switching the language also translates the message
//! on screen.

use crate::address::ParamWarning;
use crate::i18n::{t, Key, Lang};
use crate::text::push_u64;
use rules::fen::FenError;
use rules::pgn::PgnError;
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
    /// A bad FEN.
    Fen(FenError),
    /// A bad PGN.
    Pgn(PgnError),
    /// A start-position number out of range.
    StartPosition(StartPositionError),
    /// The saved game was damaged and kept aside.
    CorruptSave,
    /// The browser does not let the page keep the game.
    NoStorage,
    /// Parameters of the address were ignored.
    BadParams(Vec<ParamWarning>),
    /// The game is open in another tab or window.
    Elsewhere,
    /// A typed move was not played.
    Entry(crate::notation::EntryError),
    /// A move was tried after the game ended.
    GameOver,
    /// A move was typed while none can be made (the computer's turn, a pending choice).
    NotNow,
    /// The computer opponent could not start or answered nonsense.
    ComputerFailed,
    /// A link started a new game; the unfinished one was kept aside.
    PreviousKept,
}

impl Msg {
    /// The message in `lang`.
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
            Msg::Fen(e) => crate::error_text::fen_error(lang, e),
            Msg::Pgn(e) => {
                let mut s = key(Key::BadImport);
                s.push_str(": ");
                s.push_str(&crate::error_text::pgn_error(lang, e));
                s
            }
            Msg::StartPosition(e) => crate::error_text::start_position_error(lang, e),
            Msg::CorruptSave => key(Key::CorruptSave),
            Msg::NoStorage => key(Key::NoStorage),
            Msg::BadParams(list) => {
                let mut s = key(Key::BadParam);
                for (i, w) in list.iter().enumerate() {
                    s.push_str(if i == 0 { ": " } else { "; " });
                    s.push_str(&w.text(lang));
                }
                s
            }
            Msg::Elsewhere => key(Key::OpenElsewhere),
            Msg::Entry(e) => crate::notation::entry_error_text(lang, e),
            Msg::GameOver => key(Key::GameIsOver),
            Msg::NotNow => key(Key::NotNow),
            Msg::ComputerFailed => key(Key::ComputerFailed),
            Msg::PreviousKept => key(Key::PreviousKept),
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
