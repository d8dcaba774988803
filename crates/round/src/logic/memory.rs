//! The event memory: which start position each round of an event got, as kept in
//! `localStorage` (`1:518,2:97`).

use super::parse_round;
use ui::percent::percent_encode;

/// One round of an event and the start position it got.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Entry {
    /// The round, 1..=[`MAX_ROUND`](super::MAX_ROUND).
    pub round: u32,
    /// Its start position number, 0..=959.
    pub sp: u32,
}

/// The `localStorage` key of an event's memory.
pub fn storage_key(event: &str) -> String {
    let mut k = String::from("rokade.event.");
    k.push_str(&percent_encode(event));
    k
}

/// Reads an event memory. Returns the entries it could read (valid, one per round, sorted by
/// round) and whether anything was damaged (unreadable parts are skipped, not fatal).
pub fn decode(raw: &str) -> (Vec<Entry>, bool) {
    let mut list = Vec::new();
    let mut damaged = false;
    for item in raw.split(',').filter(|s| !s.trim().is_empty()) {
        let parsed = item.split_once(':').and_then(|(r, n)| {
            let round = parse_round(r)?;
            let sp = n.trim().parse::<u32>().ok().filter(|&n| n < 960)?;
            Some(Entry { round, sp })
        });
        match parsed {
            Some(e) if lookup(&list, e.round).is_none() => record(&mut list, e.round, e.sp),
            _ => damaged = true,
        }
    }
    (list, damaged)
}

/// Writes an event memory (the inverse of [`decode`]).
pub fn encode(list: &[Entry]) -> String {
    let mut s = String::new();
    for e in list {
        if !s.is_empty() {
            s.push(',');
        }
        s.push_str(&e.round.to_string());
        s.push(':');
        s.push_str(&e.sp.to_string());
    }
    s
}

/// Gives `round` the start position `sp`, replacing what it had; keeps the list sorted.
pub fn record(list: &mut Vec<Entry>, round: u32, sp: u32) {
    let e = Entry { round, sp };
    match list.binary_search_by_key(&round, |e| e.round) {
        Ok(i) => list[i] = e,
        Err(i) => list.insert(i, e),
    }
}

/// The start position `round` has in the list.
pub fn lookup(list: &[Entry], round: u32) -> Option<u32> {
    list.iter().find(|e| e.round == round).map(|e| e.sp)
}

/// Numbers that rounds other than `round` already have: what "no repeats" leaves out.
pub fn used_elsewhere(list: &[Entry], round: u32) -> Vec<u32> {
    list.iter()
        .filter(|e| e.round != round)
        .map(|e| e.sp)
        .collect()
}
