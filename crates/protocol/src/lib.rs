//! The messages between the page and the computer opponent's Web Worker, as typed Rust
//! structs. Both sides pass them with `serde-wasm-bindgen` (`to_value` / `from_value`), so a
//! message is a plain JavaScript object on the way and a checked Rust value at each end.
#![forbid(unsafe_code)]
#![warn(missing_docs)]
#![no_std]

extern crate alloc;

use alloc::string::String;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

/// The clock times the computer must play by, in milliseconds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockTimes {
    /// White's remaining time.
    pub wtime: u64,
    /// Black's remaining time.
    pub btime: u64,
    /// White's increment.
    pub winc: u64,
    /// Black's increment.
    pub binc: u64,
}

/// Page to worker: find a move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SearchRequest {
    /// Answers carry this id; the page ignores answers to requests it no longer waits for.
    pub id: u32,
    /// The game's start position (X-FEN).
    pub start_fen: String,
    /// The moves played since, in Chess960 UCI (castling as king takes rook).
    pub moves: Vec<String>,
    /// Playing strength, 1 (beginner) to 8 (full strength).
    pub level: u8,
    /// The clocks, when the game has one.
    pub clock: Option<ClockTimes>,
    /// Think about this long when there is no clock.
    pub movetime_ms: Option<u64>,
    /// Seeds the lower levels' deliberate choices (below 2^53: a JavaScript number).
    pub seed: u64,
}

/// The search's progress after an iteration.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    /// The request it belongs to.
    pub id: u32,
    /// Depth reached.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
}

/// The computer's move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Answer {
    /// The request it answers.
    pub id: u32,
    /// The move in Chess960 UCI; `None` when there is no legal move.
    pub best: Option<String>,
    /// Depth of the search.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
}

/// Worker to page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FromWorker {
    /// Progress of a search.
    Progress(Progress),
    /// The answer.
    Answer(Answer),
    /// The request could not be read (a bad position or move): its id and why.
    Failed {
        /// The request.
        id: u32,
        /// What was wrong.
        reason: String,
    },
}
