//! What the arbiter decides before the first round: name, date, rounds, time control, 518,
//! the first board's colour and the tie-breaks.

use swiss::tiebreak::TieBreak;
use swiss::Colour;

use crate::error::EveningError;
use crate::{Date, TimeControl};

/// The most rounds an evening can plan (each needs its own start position).
pub const MAX_ROUNDS: u16 = 99;
/// The longest evening name, in characters.
pub const MAX_NAME: usize = 80;

/// Who has White on board 1 of round 1 (the top-ranked player's colour).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FirstColour {
    /// Drawn by lot when round 1 is paired, from the random bytes the caller supplies.
    Lot,
    /// Chosen by the arbiter.
    Chosen(Colour),
}

/// The evening's settings.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Settings {
    /// The evening's name (TRF `012`); may be empty; trimmed when the evening takes it.
    pub name: String,
    /// The day it is played.
    pub date: Date,
    /// The planned number of rounds (default 3).
    pub rounds: u16,
    /// The time control (default 20+0).
    pub time_control: TimeControl,
    /// Leave out start position 518 (the classical one) when drawing.
    pub exclude_518: bool,
    /// The first board's colour in round 1 (default: by lot).
    pub first_colour: FirstColour,
    /// The tie-breaks after points, in order (default: Buchholz cut-1, Buchholz,
    /// Sonneborn-Berger); each at most once.
    pub tiebreaks: Vec<TieBreak>,
}

impl Settings {
    /// The defaults of a club evening: 3 rounds, 20+0, 518 allowed, the first colour by lot,
    /// tie-breaks Buchholz cut-1, Buchholz, Sonneborn-Berger.
    pub fn new(name: impl Into<String>, date: Date) -> Settings {
        Settings {
            name: name.into(),
            date,
            rounds: 3,
            time_control: TimeControl::default(),
            exclude_518: false,
            first_colour: FirstColour::Lot,
            tiebreaks: vec![
                TieBreak::BuchholzCut1,
                TieBreak::Buchholz,
                TieBreak::SonnebornBerger,
            ],
        }
    }

    /// The settings with the name trimmed.
    pub(crate) fn normalized(mut self) -> Settings {
        self.name = self.name.trim().to_string();
        self
    }

    /// Checks the settings on their own (the evening checks them against its rounds).
    pub(crate) fn check(&self) -> Result<(), EveningError> {
        check_text(&self.name, MAX_NAME, EveningError::EveningNameTooLong)?;
        if !(1..=MAX_ROUNDS).contains(&self.rounds) {
            return Err(EveningError::RoundsOutOfRange(self.rounds));
        }
        if TimeControl::new(self.time_control.minutes, self.time_control.increment).is_none() {
            return Err(EveningError::TimeControlOutOfRange);
        }
        for (i, tb) in self.tiebreaks.iter().enumerate() {
            if self
                .tiebreaks
                .get(..i)
                .is_some_and(|before| before.contains(tb))
            {
                return Err(EveningError::RepeatedTieBreak(*tb));
            }
        }
        Ok(())
    }
}

/// Refuses control characters (they would break the storage and TRF lines) and text longer
/// than `max` characters.
pub(crate) fn check_text(
    text: &str,
    max: usize,
    too_long: EveningError,
) -> Result<(), EveningError> {
    if text.chars().any(char::is_control) {
        return Err(EveningError::ControlCharacter);
    }
    if text.chars().count() > max {
        return Err(too_long);
    }
    Ok(())
}

/// The tie-break's FIDE abbreviation (C.07): `BH`, `BH-C1`, `SB`, `WIN`, `DE`; the code the
/// storage and the TRF comment lines use.
pub fn tiebreak_code(tiebreak: TieBreak) -> &'static str {
    match tiebreak {
        TieBreak::Buchholz => "BH",
        TieBreak::BuchholzCut1 => "BH-C1",
        TieBreak::SonnebornBerger => "SB",
        TieBreak::Wins => "WIN",
        TieBreak::DirectEncounter => "DE",
    }
}

/// The tie-break of an abbreviation written by [`tiebreak_code`].
pub fn tiebreak_from_code(code: &str) -> Option<TieBreak> {
    [
        TieBreak::Buchholz,
        TieBreak::BuchholzCut1,
        TieBreak::SonnebornBerger,
        TieBreak::Wins,
        TieBreak::DirectEncounter,
    ]
    .into_iter()
    .find(|tb| tiebreak_code(*tb) == code)
}
