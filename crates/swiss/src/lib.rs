//! Swiss-system chess tournaments.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod matching;
mod wide;
