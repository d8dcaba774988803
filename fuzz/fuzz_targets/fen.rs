//! FEN reader: never panics; what it accepts is written back and re-read to the same position.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rules::fen::{parse_fen, parse_position, to_fen, to_shredder_fen};
use rules::Position;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(setup) = parse_fen(text) else {
        return;
    };
    let Ok(pos) = Position::from_setup(setup) else {
        return;
    };
    for fen in [to_fen(&pos), to_shredder_fen(&pos)] {
        let again = parse_position(&fen).expect("our own FEN reads back");
        assert_eq!(again, pos, "{fen}");
    }
    let moves = pos.legal_moves();
    assert_eq!(pos.count_legal_moves() as usize, moves.len());
    assert_eq!(pos.perft(1) as usize, moves.len());
    for m in moves {
        assert!(pos.is_legal(m));
        let after = pos.play(m).expect("legal move plays");
        // Every position reached is valid again.
        let fen = to_fen(&after);
        assert_eq!(
            parse_position(&fen).expect("reachable FEN reads back"),
            after
        );
    }
});
