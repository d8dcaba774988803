//! Round trips: FEN write/read (both styles) and SAN write/read for every legal move, over
//! positions from random games and the oracle's random positions.

use rules::fen::{parse_fen, parse_position, setup_to_fen, to_fen, to_shredder_fen, CastlingStyle};
use rules::san::{parse_san, to_san};
use rules::uci::parse_uci;
use rules::{startpos, Position};

mod random_games;
use random_games::Rng;

fn positions() -> Vec<Position> {
    let mut rng = Rng(0x1234_5678_9abc_def1);
    let mut out = Vec::new();
    for _ in 0..120 {
        let n = startpos::random_number(rng.next(), false);
        let mut pos = startpos::start_position(n).unwrap();
        for _ in 0..rng.next() % 120 {
            out.push(pos.clone());
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[(rng.next() % moves.len() as u64) as usize];
            pos = pos.play(m).unwrap();
        }
        out.push(pos);
    }
    for line in include_str!("data/chess960-random.epd").lines() {
        let fen = line.split(';').next().unwrap().trim();
        out.push(parse_position(fen).unwrap());
    }
    out
}

#[test]
fn fen_round_trip() {
    for pos in positions() {
        let xfen = to_fen(&pos);
        let shredder = to_shredder_fen(&pos);
        assert_eq!(parse_position(&xfen).unwrap(), pos, "{xfen}");
        assert_eq!(parse_position(&shredder).unwrap(), pos, "{shredder}");
        assert_eq!(to_fen(&parse_position(&shredder).unwrap()), xfen);
        assert_eq!(
            setup_to_fen(&parse_fen(&xfen).unwrap(), CastlingStyle::Shredder),
            shredder
        );
        // The repetition key does not depend on how the position was reached.
        assert_eq!(
            parse_position(&xfen).unwrap().repetition_key(),
            pos.repetition_key()
        );
    }
}

#[test]
fn oracle_fens_read_back_verbatim() {
    for line in include_str!("data/chess960-random.epd").lines() {
        let fen = line.split(';').next().unwrap().trim();
        assert_eq!(to_shredder_fen(&parse_position(fen).unwrap()), fen);
    }
}

#[test]
fn san_and_uci_round_trip_every_legal_move() {
    let mut castles = 0;
    let mut promotions = 0;
    let mut checks = 0;
    for pos in positions() {
        for m in pos.legal_moves() {
            let san = to_san(&pos, m);
            assert_eq!(parse_san(&pos, &san), Ok(m), "{san} in {}", to_fen(&pos));
            // Without the check suffix too.
            let bare = san.trim_end_matches(['+', '#']);
            assert_eq!(parse_san(&pos, bare), Ok(m));
            assert_eq!(parse_uci(&pos, &m.to_string()), Ok(m));
            castles += usize::from(m.is_castle());
            promotions += usize::from(m.promotion().is_some());
            checks += usize::from(san.ends_with('+'));
        }
    }
    // The sample must exercise the interesting cases.
    assert!(castles > 100, "castles {castles}");
    assert!(promotions > 20, "promotions {promotions}");
    assert!(checks > 100, "checks {checks}");
}

#[test]
fn zero_castling_and_annotations_are_read() {
    let pos = parse_position("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1").unwrap();
    let oo = parse_san(&pos, "O-O").unwrap();
    assert_eq!(parse_san(&pos, "0-0"), Ok(oo));
    assert_eq!(parse_san(&pos, "O-O+!?"), Ok(oo));
    assert!(parse_san(&pos, "0-0-0").is_ok());
    assert!(parse_san(&pos, "Kg1").is_err());
}
