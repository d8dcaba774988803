//! Perft against the independent oracle's counts (tests/data, copied from the project's
//! shared test data) and the well-known standard positions.

use rules::fen::parse_position;

struct Case {
    fen: String,
    counts: Vec<(u32, u64)>,
    sp: Option<u32>,
}

fn load(text: &str) -> Vec<Case> {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let mut parts = line.split(';').map(str::trim);
            let fen = parts.next().expect("fen").to_string();
            let mut counts = Vec::new();
            let mut sp = None;
            for p in parts {
                let (key, value) = p.split_once(' ').expect("key value");
                if let Some(d) = key.strip_prefix('D') {
                    counts.push((d.parse().expect("depth"), value.parse().expect("count")));
                } else if key == "SP" {
                    sp = Some(value.parse().expect("sp"));
                }
            }
            Case { fen, counts, sp }
        })
        .collect()
}

fn check(cases: &[Case], max_depth: u32) {
    assert!(!cases.is_empty());
    let mut checked = 0;
    for case in cases {
        let pos = parse_position(&case.fen).unwrap_or_else(|e| panic!("{}: {e}", case.fen));
        for &(depth, expected) in &case.counts {
            if depth <= max_depth {
                assert_eq!(pos.perft(depth), expected, "{} depth {depth}", case.fen);
                checked += 1;
            }
        }
    }
    assert!(checked >= cases.len());
}

#[test]
fn all_960_start_positions_depth_4() {
    let cases = load(include_str!("data/chess960-starts.epd"));
    assert_eq!(cases.len(), 960);
    check(&cases, 4);
}

#[test]
fn start_positions_match_scharnagl_numbers() {
    let cases = load(include_str!("data/chess960-starts.epd"));
    for case in &cases {
        let n = case.sp.expect("SP tag");
        let ours = rules::startpos::start_position(n).expect("start position");
        let theirs = parse_position(&case.fen).expect("fen");
        assert_eq!(ours, theirs, "SP {n}");
        assert_eq!(rules::startpos::number_of(&theirs), Some(n));
        assert_eq!(rules::fen::to_shredder_fen(&ours), case.fen);
    }
}

#[test]
fn random_chess960_positions_depth_3() {
    let cases = load(include_str!("data/chess960-random.epd"));
    assert_eq!(cases.len(), 500);
    check(&cases, 3);
}

/// Deeper counts on a sample, only in optimised builds (`cargo test --release`) to keep
/// debug test runs short.
#[test]
fn random_chess960_positions_depth_4_sample() {
    let cases = load(include_str!("data/chess960-random.epd"));
    let step = if cfg!(debug_assertions) { 50 } else { 1 };
    let sample: Vec<Case> = cases.into_iter().step_by(step).collect();
    check(&sample, 4);
}

#[test]
fn standard_positions() {
    let cases = [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            vec![20, 400, 8902, 197_281, 4_865_609],
        ),
        (
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            vec![48, 2039, 97_862, 4_085_603],
        ),
        // Chess Programming Wiki positions 3 to 6.
        (
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            vec![14, 191, 2812, 43_238, 674_624],
        ),
        (
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            vec![6, 264, 9467, 422_333],
        ),
        (
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            vec![44, 1486, 62_379, 2_103_487],
        ),
        (
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
            vec![46, 2079, 89_890, 3_894_594],
        ),
    ];
    for (fen, counts) in cases {
        let pos = parse_position(fen).unwrap();
        for (i, &n) in counts.iter().enumerate() {
            assert_eq!(pos.perft(i as u32 + 1), n, "{fen} depth {}", i + 1);
        }
    }
}
