//! SAN and UCI readers: never panic; a move they accept is legal and writes back to itself.
//!
//! Input: a position on the first line (a FEN, or empty for the classical position), then
//! moves separated by white space; each accepted move is played.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rules::fen::parse_position;
use rules::san::{parse_san, to_san};
use rules::uci::parse_uci;
use rules::Position;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (first, rest) = text.split_once('\n').unwrap_or((text, ""));
    let mut pos = if first.trim().is_empty() {
        Position::classical()
    } else {
        match parse_position(first) {
            Ok(pos) => pos,
            Err(_) => return,
        }
    };
    for token in rest.split_whitespace().take(64) {
        let m = match parse_san(&pos, token) {
            Ok(m) => {
                let san = to_san(&pos, m);
                assert_eq!(parse_san(&pos, &san), Ok(m), "{token} -> {san}");
                m
            }
            Err(_) => match parse_uci(&pos, token) {
                Ok(m) => m,
                Err(_) => continue,
            },
        };
        assert!(pos.is_legal(m), "{token}");
        assert_eq!(parse_uci(&pos, &m.to_string()), Ok(m));
        pos.play_unchecked(m);
    }
});
