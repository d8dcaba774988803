//! The messages between the page and the computer opponent's Web Worker, as typed Rust
//! structs. Both sides pass them with `serde-wasm-bindgen` (`to_value` / `from_value`), so a
//! message is a plain JavaScript object on the way and a checked Rust value at each end.
//! [`modules`]: the names of the lazy modules' functions the page calls.
#![forbid(unsafe_code)]
#![warn(missing_docs)]
#![no_std]

extern crate alloc;

pub mod modules;

use alloc::string::String;
use alloc::vec::Vec;
use rules::fen::push_decimal;
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

fn push_opt(out: &mut String, n: Option<u64>) {
    match n {
        Some(n) => push_decimal(out, n),
        None => out.push('-'),
    }
}

fn opt(word: Option<&str>) -> Option<Option<u64>> {
    match word? {
        "-" => Some(None),
        w => w.parse().ok().map(Some),
    }
}

impl SearchRequest {
    /// The request as one line of text (how the page hands it to the module that passes it
    /// to the worker): `id level seed movetime wtime btime winc binc|start FEN|moves`.
    pub fn to_line(&self) -> String {
        let mut s = String::new();
        push_decimal(&mut s, u64::from(self.id));
        s.push(' ');
        push_decimal(&mut s, u64::from(self.level));
        s.push(' ');
        push_decimal(&mut s, self.seed);
        s.push(' ');
        push_opt(&mut s, self.movetime_ms);
        let c = self.clock.as_ref();
        for n in [
            c.map(|c| c.wtime),
            c.map(|c| c.btime),
            c.map(|c| c.winc),
            c.map(|c| c.binc),
        ] {
            s.push(' ');
            push_opt(&mut s, n);
        }
        s.push('|');
        s.push_str(&self.start_fen);
        s.push('|');
        for (i, m) in self.moves.iter().enumerate() {
            if i > 0 {
                s.push(' ');
            }
            s.push_str(m);
        }
        s
    }

    /// Reads [`SearchRequest::to_line`]'s text; `None` if it is not such a line.
    pub fn from_line(line: &str) -> Option<SearchRequest> {
        let mut parts = line.splitn(3, '|');
        let mut head = parts.next()?.split(' ');
        let start_fen = String::from(parts.next()?);
        let moves = parts
            .next()?
            .split(' ')
            .filter(|m| !m.is_empty())
            .map(String::from)
            .collect();
        let id = head.next()?.parse().ok()?;
        let level = head.next()?.parse().ok()?;
        let seed = head.next()?.parse().ok()?;
        let movetime_ms = opt(head.next())?;
        let (w, b, wi, bi) = (
            opt(head.next())?,
            opt(head.next())?,
            opt(head.next())?,
            opt(head.next())?,
        );
        let clock = match (w, b, wi, bi) {
            (Some(wtime), Some(btime), Some(winc), Some(binc)) => Some(ClockTimes {
                wtime,
                btime,
                winc,
                binc,
            }),
            _ => None,
        };
        Some(SearchRequest {
            id,
            start_fen,
            moves,
            level,
            clock,
            movetime_ms,
            seed,
        })
    }
}

impl FromWorker {
    /// The message as one line: `a id move depth nodes` (move `-` when none), `p id depth
    /// nodes`, or `f id reason`.
    pub fn to_line(&self) -> String {
        let mut s = String::new();
        match self {
            FromWorker::Answer(a) => {
                s.push_str("a ");
                push_decimal(&mut s, u64::from(a.id));
                s.push(' ');
                s.push_str(a.best.as_deref().unwrap_or("-"));
                s.push(' ');
                push_decimal(&mut s, u64::from(a.depth));
                s.push(' ');
                push_decimal(&mut s, a.nodes);
            }
            FromWorker::Progress(p) => {
                s.push_str("p ");
                push_decimal(&mut s, u64::from(p.id));
                s.push(' ');
                push_decimal(&mut s, u64::from(p.depth));
                s.push(' ');
                push_decimal(&mut s, p.nodes);
            }
            FromWorker::Failed { id, reason } => {
                s.push_str("f ");
                push_decimal(&mut s, u64::from(*id));
                s.push(' ');
                s.push_str(reason);
            }
        }
        s
    }

    /// Reads [`FromWorker::to_line`]'s text; `None` if it is not such a line.
    pub fn from_line(line: &str) -> Option<FromWorker> {
        let mut w = line.splitn(3, ' ');
        let kind = w.next()?;
        let id: u32 = w.next()?.parse().ok()?;
        let rest = w.next().unwrap_or("");
        Some(match kind {
            "a" => {
                let mut r = rest.split(' ');
                let best = r.next()?;
                FromWorker::Answer(Answer {
                    id,
                    best: (best != "-").then(|| String::from(best)),
                    depth: r.next()?.parse().ok()?,
                    nodes: r.next()?.parse().ok()?,
                })
            }
            "p" => {
                let mut r = rest.split(' ');
                FromWorker::Progress(Progress {
                    id,
                    depth: r.next()?.parse().ok()?,
                    nodes: r.next()?.parse().ok()?,
                })
            }
            "f" => FromWorker::Failed {
                id,
                reason: String::from(rest),
            },
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use alloc::vec;

    #[test]
    fn lines_read_back() {
        let mut r = SearchRequest {
            id: 7,
            start_fen: String::from("4k3/8/8/8/8/8/8/4K2R w K - 0 1"),
            moves: vec![String::from("e1h1"), String::from("e8d8")],
            level: 3,
            clock: Some(ClockTimes {
                wtime: 60_000,
                btime: 59_000,
                winc: 2_000,
                binc: 2_000,
            }),
            movetime_ms: None,
            seed: (1 << 53) - 1,
        };
        assert_eq!(SearchRequest::from_line(&r.to_line()), Some(r.clone()));
        r.clock = None;
        r.movetime_ms = Some(500);
        r.moves.clear();
        assert_eq!(SearchRequest::from_line(&r.to_line()), Some(r));
        for m in [
            FromWorker::Answer(Answer {
                id: 1,
                best: Some(String::from("e2e4")),
                depth: 9,
                nodes: 12345,
            }),
            FromWorker::Answer(Answer {
                id: 2,
                best: None,
                depth: 0,
                nodes: 0,
            }),
            FromWorker::Progress(Progress {
                id: 3,
                depth: 4,
                nodes: 99,
            }),
            FromWorker::Failed {
                id: 4,
                reason: String::from("bad fen here"),
            },
        ] {
            assert_eq!(FromWorker::from_line(&m.to_line()), Some(m));
        }
        for bad in ["", "x 1", "a", "a 1 e2e4", "p 1 2", "a z e2e4 1 1"] {
            assert_eq!(FromWorker::from_line(bad), None, "{bad}");
        }
        assert_eq!(SearchRequest::from_line("1 2 3"), None);
    }
}
