//! The club evening's core: one state record ([`Evening`]) and every decision of the arbiter
//! as a transition on it, with typed errors; the views the browser draws from; storage and
//! TRF. Pure: no I/O, no clock, no randomness of its own (the caller passes random bytes, a
//! [`Seed`]), no sentences of any language (views hold ids, numbers, names and enums).
//!
//! Built on `swiss` (the Dutch pairing, C.07 tie-breaks, TRF) and `rules` (start positions).
//!
//! ```
//! use evening::{BoardResult, Date, Evening, Registration, Settings};
//! let date = Date::new(2025, 3, 14).unwrap();
//! let mut evening = Evening::new(Settings::new("Club evening", date))?;
//! for (name, rating) in [("Ann", 1900), ("Bob", 1800), ("Cid", 1700)] {
//!     evening.add_player(Registration::rated(name, rating))?;
//! }
//! evening.pair_round(&[42; 16])?; // a draft: the arbiter may change it
//! evening.publish()?;
//! evening.set_result(1, 1, Some(BoardResult::Draw))?;
//! let list = evening.pairing_list(1)?;
//! assert_eq!(list.boards.len(), 1); // three players: one game and the bye
//! assert_eq!(list.unpaired.len(), 1);
//! let table = evening.standings(1)?;
//! assert_eq!(table.rows[0].points.to_string(), "1.0"); // the bye's point
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod board_result;
mod bridge;
mod checksum;
mod cross_table;
mod date;
mod error;
mod evening;
mod invariants;
mod pairing;
mod pairing_list;
mod player;
mod position_draw;
mod registration;
mod result_sheet;
mod results;
mod round;
pub mod settings;
mod standings;
pub mod store;
mod time_control;
pub mod trf;
mod warning;

pub use board_result::BoardResult;
pub use cross_table::{Cell, CrossRow, CrossTable};
pub use date::Date;
pub use error::{EveningError, HandOverMismatch, Inconsistency};
pub use evening::Evening;
pub use pairing_list::{PairingList, PairingRow, Seat, Unpaired, UnpairedRow};
pub use player::{
    ByeKind, Player, Registration, MAX_CLUB, MAX_PLAYERS, MAX_PLAYER_NAME, MAX_RATING,
};
pub use position_draw::{draw_colour, draw_position, Seed};
pub use result_sheet::ResultSheet;
pub use results::GameReport;
pub use round::{Board, Round};
pub use settings::{FirstColour, Settings};
pub use standings::{StandingRow, StandingsTable};
pub use swiss::tiebreak::{TieBreak, Value};
pub use swiss::{
    Colour, GameResult, ModelError, PairingError, PlayerId, Points, TrfError, TrfErrorKind,
};
pub use time_control::TimeControl;
pub use warning::PairingWarning;
