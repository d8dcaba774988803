//! Helpers shared by the evening's tests.
#![allow(dead_code)]

use evening::{Date, Evening, PlayerId, Registration, Settings};

/// The evening's date in every test.
pub fn date() -> Date {
    Date::new(2025, 3, 14).expect("a real day")
}

/// A player id by starting rank.
pub fn id(rank: u16) -> PlayerId {
    PlayerId::new(rank).expect("rank from 1")
}

/// Random bytes: `n` in the first byte (the start position's draw), `colour_bit` in byte 8.
pub fn seed(n: u8, colour_bit: u8) -> [u8; 16] {
    let mut s = [0u8; 16];
    s[0] = n;
    s[8] = colour_bit;
    s
}

/// An evening with the default settings and these players (name, rating).
pub fn evening_with(players: &[(&str, Option<u16>)]) -> Evening {
    let mut e = Evening::new(Settings::new("Club evening", date())).expect("valid settings");
    for &(name, rating) in players {
        e.add_player(Registration {
            name: name.to_string(),
            rating,
            club: None,
        })
        .expect("valid player");
    }
    e
}

/// `n` rated players, `P1` the strongest.
pub fn rated(n: u16) -> Evening {
    let names: Vec<(String, Option<u16>)> = (1..=n)
        .map(|i| (format!("P{i}"), Some(2000 - 10 * i)))
        .collect();
    let refs: Vec<(&str, Option<u16>)> = names.iter().map(|(s, r)| (s.as_str(), *r)).collect();
    evening_with(&refs)
}

/// The names on each board of a round: (white, black), and the bye's name.
pub fn boards(e: &Evening, round: u16) -> (Vec<(String, String)>, Option<String>) {
    let list = e.pairing_list(round).expect("the round exists");
    let games = list
        .boards
        .iter()
        .map(|b| (b.white.name.clone(), b.black.name.clone()))
        .collect();
    let bye = list
        .unpaired
        .iter()
        .find(|u| u.reason == evening::Unpaired::PairingBye)
        .map(|u| u.seat.name.clone());
    (games, bye)
}

/// FNV-1a, 32 bits, as the storage's checksum line uses (to build damaged stores whose
/// checksum still matches).
pub fn fnv1a(bytes: &[u8]) -> u32 {
    let mut hash: u32 = 0x811c_9dc5;
    for &b in bytes {
        hash ^= u32::from(b);
        hash = hash.wrapping_mul(0x0100_0193);
    }
    hash
}

/// `body` (every line of a store but the checksum) with a matching checksum line.
pub fn sealed(body: &str) -> String {
    format!("{body}#{:08x}\n", fnv1a(body.as_bytes()))
}

/// Pairs and publishes the next round.
pub fn pair_and_publish(e: &mut Evening, n: u8) -> u16 {
    let round = e.pair_round(&seed(n, 0)).expect("pairs");
    e.publish().expect("publishes");
    round
}

/// The id of the player called `name`.
pub fn who(e: &Evening, name: &str) -> PlayerId {
    e.player_ids()
        .find(|&p| e.player(p).is_some_and(|x| x.name == name))
        .expect("a player of that name")
}
