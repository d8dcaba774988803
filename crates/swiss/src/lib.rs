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
//!
//! A club evening:
//!
//! ```
//! use swiss::{pair_next_round, tiebreak, Board, Colour, GameResult, Tournament};
//! let mut t = Tournament::new("Club evening");
//! t.planned_rounds = Some(3);
//! t.first_colour = Some(Colour::White);
//! for (name, rating) in [("Ann", 1900), ("Bob", 1800), ("Cid", 1700), ("Dee", 1600), ("Eve", 1500)] {
//!     t.add_player(name, Some(rating))?;
//! }
//! let round = pair_next_round(&t)?;
//! t.apply_pairing(&round)?;
//! for board in &round.boards {
//!     if let Board::Game { white, black } = *board {
//!         t.record_game(round.round, white, black, Some(GameResult::Draw))?;
//!     }
//! }
//! assert!(t.is_round_complete(1));
//! let table = tiebreak::standings(&t, 1, &[tiebreak::TieBreak::BuchholzCut1]);
//! assert_eq!(table[0].points.to_string(), "1.0"); // the bye's point
//! let file = swiss::trf::write(&t);
//! assert_eq!(swiss::trf::parse(&file)?.rounds_paired(), 1);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
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

pub use check_rounds::{boards_of, check, RoundCheck};
pub use dutch::{pair_next_round, repair_round, Board, Pairing};
pub use error::{ModelError, PairingError, TrfError, TrfErrorKind};
pub use model::{Colour, Entry, GameResult, Player, PlayerId, Points, Tournament};
