//! `Position::gives_check` against playing the move and asking `is_check`, for every move in
//! the trees below the perft suite's positions and some positions rich in discovered checks,
//! pins, promotions, en passant and castling.

use rules::fen::parse_position;
use rules::Position;

/// Walks every move `depth` plies deep and counts the checking moves, failing on the first
/// move where the two answers differ.
fn walk(pos: &Position, depth: u32, checks: &mut u64) {
    pos.for_each_legal_move(|m| {
        let mut next = pos.clone();
        next.play_unchecked(m);
        assert_eq!(
            pos.gives_check(m),
            next.is_check(),
            "{} in {}",
            m.uci(),
            rules::fen::to_fen(pos)
        );
        *checks += u64::from(next.is_check());
        if depth > 1 {
            walk(&next, depth - 1, checks);
        }
        true
    });
}

#[test]
fn gives_check_is_what_playing_the_move_says() {
    let suite = include_str!("data/chess960-random.epd");
    let mut fens: Vec<&str> = suite
        .lines()
        .filter_map(|l| l.split(';').next().map(str::trim))
        .filter(|f| !f.is_empty())
        .take(40)
        .collect();
    fens.extend([
        // Kiwipete: pins, castling both ways, en passant after a double step.
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        // Discovered and double checks on the files, ranks and diagonals; promotions.
        "3k4/1P6/8/2B5/3N4/8/3R4/3K4 w - - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "4k3/8/8/2pP4/8/8/8/4K2R w K c6 0 1",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        // An en passant capture that uncovers a check along the rank.
        "8/8/8/K2pP2q/8/8/8/7k w - d6 0 1",
    ]);
    let mut checks = 0;
    for fen in fens {
        let pos = parse_position(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        walk(&pos, 3, &mut checks);
    }
    assert!(checks > 10_000, "the trees hold many checks: {checks}");
}
