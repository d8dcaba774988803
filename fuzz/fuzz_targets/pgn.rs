//! PGN reader: never panics; what it reads is written and read back to the same games.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rules::pgn::{read_games, write_games};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(games) = read_games(text) else {
        return;
    };
    let written = write_games(&games);
    let again = read_games(&written).expect("our own PGN reads back");
    assert_eq!(again.len(), games.len());
    for (a, b) in games.iter().zip(&again) {
        assert_eq!(a.game.sans(), b.game.sans());
        assert_eq!(a.result(), b.result());
        assert_eq!(a.game.start(), b.game.start());
    }
    // Writing is stable: the second text is the first.
    assert_eq!(write_games(&again), written);
});
