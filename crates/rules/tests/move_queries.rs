//! What the search asks of a position without listing all its moves, against the full legal
//! move list: `Position::gives_check` and `Position::gives_check_with` (against playing the
//! move and asking `is_check`) and `Position::for_each_legal_capture` (against the legal
//! moves filtered to captures, en passant and promotions), at every node of the trees below
//! the perft suite's positions and some positions rich in discovered checks, pins, promotions,
//! en passant and castling.

use rules::fen::parse_position;
use rules::{Move, Position};

/// The start positions: the first `n` of the perft suite, then the special ones.
fn positions(n: usize) -> Vec<Position> {
    let suite = include_str!("data/chess960-random.epd");
    let mut fens: Vec<&str> = suite
        .lines()
        .filter_map(|l| l.split(';').next().map(str::trim))
        .filter(|f| !f.is_empty())
        .take(n)
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
    fens.iter()
        .map(|f| parse_position(f).unwrap_or_else(|e| panic!("{f}: {e}")))
        .collect()
}

/// Calls `visit` with every position `depth` plies deep below `pos` (and `pos` itself).
fn walk(pos: &Position, depth: u32, visit: &mut dyn FnMut(&Position)) {
    visit(pos);
    if depth > 0 {
        pos.for_each_legal_move(|m| {
            let mut next = pos.clone();
            next.play_unchecked(m);
            walk(&next, depth - 1, visit);
            true
        });
    }
}

#[test]
fn gives_check_is_what_playing_the_move_says() {
    let mut checks = 0u64;
    for pos in positions(40) {
        walk(&pos, 2, &mut |p| {
            let info = p.check_info();
            p.for_each_legal_move(|m| {
                let mut next = p.clone();
                next.play_unchecked(m);
                assert_eq!(
                    p.gives_check(m),
                    next.is_check(),
                    "{} in {}",
                    m.uci(),
                    rules::fen::to_fen(p)
                );
                assert_eq!(
                    p.gives_check_with(m, &info),
                    next.is_check(),
                    "{} in {} (with the position's check info)",
                    m.uci(),
                    rules::fen::to_fen(p)
                );
                checks += u64::from(next.is_check());
                true
            });
        });
    }
    assert!(checks > 10_000, "the trees hold many checks: {checks}");
}

fn is_capture_or_promotion(pos: &Position, m: Move) -> bool {
    match m {
        Move::Normal { to, promotion, .. } => {
            promotion.is_some() || pos.board().by_color(!pos.turn()).contains(to)
        }
        Move::EnPassant { .. } => true,
        Move::Castle { .. } => false,
    }
}

#[test]
fn captures_are_the_legal_captures_and_promotions() {
    let mut found = 0u64;
    for pos in positions(30) {
        walk(&pos, 2, &mut |p| {
            let mut expected: Vec<String> = Vec::new();
            p.for_each_legal_move(|m| {
                if is_capture_or_promotion(p, m) {
                    expected.push(m.uci());
                }
                true
            });
            let mut got: Vec<String> = Vec::new();
            p.for_each_legal_capture(&mut |m| {
                got.push(m.uci());
                true
            });
            expected.sort();
            got.sort();
            assert_eq!(got, expected, "{}", rules::fen::to_fen(p));
            found += got.len() as u64;
        });
    }
    assert!(found > 100_000, "the trees hold many captures: {found}");
}
