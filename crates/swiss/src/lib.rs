//! Swiss-system chess tournaments: the tournament model, FIDE TRF files, the FIDE Dutch
//! pairing system (C.04.3) and FIDE tie-breaks (C.07).
//!
//! Pure library: no I/O, no panics on bad data; every error is a typed value.
//!
//! - [`Tournament`]: players by starting rank ([`PlayerId`]) and what each did in each round
//!   ([`Entry`]); add players, enter pairings and results, withdraw players.
//! - [`trf::parse`] / [`trf::write`]: FIDE TRF-2026 (and older TRF(x)) files.
//! - [`pair_next_round`]: the Dutch system's pairing of the next round ([`Pairing`]).
//! - [`check`]: re-pairs every round of a tournament and lists where it differs.
//! - [`tiebreak`]: Buchholz, Buchholz cut-1, Sonneborn-Berger, wins, direct encounter.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod check_rounds;
mod dutch;
mod error;
mod matching;
mod model;
pub mod tiebreak;
pub mod trf;
mod wide;

pub use check_rounds::{check, RoundCheck};
pub use dutch::{pair_next_round, repair_round, Board, Pairing};
pub use error::{ModelError, PairingError, TrfError, TrfErrorKind};
pub use model::{Colour, Entry, GameResult, Player, PlayerId, Points, Tournament};
