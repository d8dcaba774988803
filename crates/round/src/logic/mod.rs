//! The arbiter's round-position screen, pure part: the page address, the event memory (which
//! start position each round of an event got), drawing an unused number, and what the screen
//! shows. No browser calls here, so everything is unit-tested natively; the DOM lives in
//! [`crate::page`].
//!
//! The event memory is kept in `localStorage` under [`storage_key`] as `round:sp` pairs,
//! sorted by round and separated by commas, e.g. `1:518,2:97`.

mod diagram;
mod memory;
mod pick;
mod query;

#[cfg(test)]
mod tests;

pub use diagram::{back_rank, board_view, rank_commands, sp_label};
pub use memory::{decode, encode, lookup, record, storage_key, used_elsewhere, Entry};
pub use pick::pick;
pub use query::{
    clean_event, page_query, parse_copies, parse_number, play_href, query, Problem, Query,
    MAX_COPIES, MAX_EVENT,
};
/// The round number rule, shared with the game page's address reading.
pub use ui::address::{parse_round, MAX_ROUND};
