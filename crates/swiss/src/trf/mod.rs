//! Reading and writing FIDE TRF files (TRF-2026, and the older TRF(x) codes).
//!
//! Columns are counted in characters, not bytes. A `001` player line holds the starting rank
//! in columns 5-8, the name in 15-47, the rating in 49-52, the points in 81-84, the rank in
//! 86-89, then one entry per round from column 92, every 10 characters: the opponent's
//! starting rank (4 characters, `0000` for none), the colour (`w`, `b` or `-`) and the
//! result (`1 0 =` played, `+ -` forfeits, `U` pairing-allocated bye, `H` half-point bye,
//! `F` full-point bye, `Z` absent; older files write `0000 - +` for the pairing-allocated
//! bye, `0000 - =` for a half-point bye and `0000 - -` or a blank entry for an absence).

mod read;
mod write;

pub use read::parse;
pub use write::write;
