//! Perft speed of `rules` side by side with cozy-chess, in one process.
//!
//! Run with:
//!
//! ```text
//! cargo bench -p rules --bench perft
//! cargo bench -p rules --bench perft -- --quick     # one ply less everywhere, one run
//! cargo bench -p rules --bench perft -- --runs 5    # best of 5 instead of 3
//! ```
//!
//! Both libraries count the same way (bulk counting): at the last ply the legal moves are
//! counted from the per-piece destination sets without being made. For `rules` that is
//! `Position::perft` (depth 1 is `count_legal_moves`); for cozy-chess it is
//! `generate_moves(|mvs| { n += mvs.len(); false })`. Each measurement is the best of
//! several runs, ours and cozy's interleaved, and the node counts must be identical.
//!
//! cozy-chess is a dev-dependency only; it is never part of the shipped library.

use std::hint::black_box;
use std::time::{Duration, Instant};

use rules::fen::{parse_position, to_shredder_fen};
use rules::Position;

struct Case {
    name: &'static str,
    fen: &'static str,
    depth: u32,
    /// Known count at `depth`, where published.
    expected: Option<u64>,
}

const CASES: &[Case] = &[
    Case {
        name: "classical start",
        fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        depth: 6,
        expected: Some(119_060_324),
    },
    Case {
        name: "Kiwipete",
        fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        depth: 5,
        expected: Some(193_690_690),
    },
    // Three Chess960 middlegames with castling rights on both sides, from
    // tests/data/chess960-random.epd (their depth-4 counts are checked by tests/perft.rs).
    Case {
        name: "960 middlegame A",
        fen: "nr1nkbbr/4p3/6pp/p1q2pP1/2p1PP1P/1NN5/PPP1B3/1R2K1BR w HBhb - 1 16",
        depth: 5,
        expected: None,
    },
    Case {
        name: "960 middlegame B",
        fen: "Bn1rknrb/p1p1pp1p/1p1p4/6p1/6q1/2N1N3/PPPPPP1P/B1QRK1R1 w GDgd - 0 6",
        depth: 5,
        expected: None,
    },
    Case {
        name: "960 middlegame C",
        fen: "rbk1nr2/1p1q1npp/3p4/p1p1pp1b/2P1PPQP/P2P2B1/1PB2NP1/R1K1NR2 b FAfa - 2 13",
        depth: 5,
        expected: None,
    },
];

fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => {
            let mut n = 0u64;
            board.generate_moves(|mvs| {
                n += mvs.len() as u64;
                false
            });
            n
        }
        _ => {
            let mut n = 0u64;
            board.generate_moves(|mvs| {
                for mv in mvs {
                    let mut next = board.clone();
                    next.play_unchecked(mv);
                    n += cozy_perft(&next, depth - 1);
                }
                false
            });
            n
        }
    }
}

fn timed<F: FnOnce() -> u64>(f: F) -> (u64, Duration) {
    let start = Instant::now();
    let nodes = black_box(f());
    (nodes, start.elapsed())
}

fn mnps(nodes: u64, time: Duration) -> f64 {
    nodes as f64 / time.as_secs_f64() / 1e6
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let quick = args.iter().any(|a| a == "--quick");
    let mut runs = if quick { 1 } else { 3 };
    if let Some(i) = args.iter().position(|a| a == "--runs") {
        runs = args
            .get(i + 1)
            .and_then(|s| s.parse().ok())
            .filter(|&n: &usize| n > 0)
            .expect("--runs takes a positive number");
    }

    println!(
        "{:<18} {:>5} {:>12} | {:>9} {:>8} | {:>9} {:>8} | {:>6}",
        "position", "depth", "nodes", "ours s", "Mnps", "cozy s", "Mnps", "ratio"
    );
    let (mut total_nodes, mut total_ours, mut total_cozy) = (0u64, Duration::ZERO, Duration::ZERO);
    for case in CASES {
        let depth = if quick { case.depth - 1 } else { case.depth };
        let pos: Position = parse_position(case.fen).expect("our FEN reader");
        let board = cozy_chess::Board::from_fen(&to_shredder_fen(&pos), true)
            .expect("cozy-chess Shredder-FEN reader");
        // Interleave: ours, cozy, ours, cozy, ... so drift on a shared machine hits both.
        let mut ours = (0, Duration::MAX);
        let mut cozy = (0, Duration::MAX);
        for _ in 0..runs {
            let o = timed(|| pos.perft(black_box(depth)));
            let c = timed(|| cozy_perft(&board, black_box(depth)));
            ours = (o.0, ours.1.min(o.1));
            cozy = (c.0, cozy.1.min(c.1));
        }
        assert_eq!(ours.0, cozy.0, "{}: node counts differ", case.name);
        if let (Some(expected), false) = (case.expected, quick) {
            assert_eq!(ours.0, expected, "{}: published count", case.name);
        }
        total_nodes += ours.0;
        total_ours += ours.1;
        total_cozy += cozy.1;
        println!(
            "{:<18} {:>5} {:>12} | {:>9.3} {:>8.1} | {:>9.3} {:>8.1} | {:>6.2}",
            case.name,
            depth,
            ours.0,
            ours.1.as_secs_f64(),
            mnps(ours.0, ours.1),
            cozy.1.as_secs_f64(),
            mnps(cozy.0, cozy.1),
            ours.1.as_secs_f64() / cozy.1.as_secs_f64(),
        );
    }
    println!(
        "{:<18} {:>5} {:>12} | {:>9.3} {:>8.1} | {:>9.3} {:>8.1} | {:>6.2}",
        "total",
        "",
        total_nodes,
        total_ours.as_secs_f64(),
        mnps(total_nodes, total_ours),
        total_cozy.as_secs_f64(),
        mnps(total_nodes, total_cozy),
        total_ours.as_secs_f64() / total_cozy.as_secs_f64(),
    );
    println!(
        "(best of {runs} run(s) each; ratio = our time / cozy-chess time, below 1 = ours faster)"
    );
}
