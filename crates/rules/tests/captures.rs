//! `Position::for_each_legal_capture` against the full legal move list filtered to captures,
//! en passant and promotions, in the trees below the perft suite's positions.

use rules::fen::parse_position;
use rules::{Move, Position};

fn is_capture_or_promotion(pos: &Position, m: Move) -> bool {
    match m {
        Move::Normal { to, promotion, .. } => {
            promotion.is_some() || pos.board().by_color(!pos.turn()).contains(to)
        }
        Move::EnPassant { .. } => true,
        Move::Castle { .. } => false,
    }
}

fn walk(pos: &Position, depth: u32, found: &mut u64) {
    let mut expected: Vec<String> = Vec::new();
    pos.for_each_legal_move(|m| {
        if is_capture_or_promotion(pos, m) {
            expected.push(m.uci());
        }
        true
    });
    let mut got: Vec<String> = Vec::new();
    pos.for_each_legal_capture(&mut |m| {
        got.push(m.uci());
        true
    });
    expected.sort();
    got.sort();
    assert_eq!(got, expected, "{}", rules::fen::to_fen(pos));
    *found += got.len() as u64;
    if depth > 1 {
        pos.for_each_legal_move(|m| {
            let mut next = pos.clone();
            next.play_unchecked(m);
            walk(&next, depth - 1, found);
            true
        });
    }
}

#[test]
fn captures_are_the_legal_captures_and_promotions() {
    let suite = include_str!("data/chess960-random.epd");
    let mut fens: Vec<&str> = suite
        .lines()
        .filter_map(|l| l.split(';').next().map(str::trim))
        .filter(|f| !f.is_empty())
        .take(30)
        .collect();
    fens.extend([
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        "8/8/8/K2pP2q/8/8/8/7k w - d6 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    ]);
    let mut found = 0;
    for fen in fens {
        let pos = parse_position(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        walk(&pos, 3, &mut found);
    }
    assert!(found > 100_000, "the trees hold many captures: {found}");
}
