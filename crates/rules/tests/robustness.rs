//! Robustness: the readers of untrusted text (FEN, SAN, UCI, PGN) must never panic, whatever
//! they are given. Random bytes and randomly mutated valid inputs, from a seeded generator so
//! that a failure can be replayed; the input that panicked is printed.
//!
//! The `fuzz/` crate at the repository root runs the same readers under libFuzzer for longer.

use std::panic::{catch_unwind, AssertUnwindSafe};

use rules::fen::{parse_fen, parse_position, to_fen, to_shredder_fen};
use rules::{pgn, san, uci, Position};

mod random_games;
use random_games::Rng;

/// Runs `f` on `input`, failing the test with the input shown if it panics.
fn no_panic(what: &str, input: &str, f: impl FnOnce(&str)) {
    if catch_unwind(AssertUnwindSafe(|| f(input))).is_err() {
        panic!("{what} panicked on {input:?}");
    }
}

const FEN_ALPHABET: &[char] = &[
    'p', 'n', 'b', 'r', 'q', 'k', 'P', 'N', 'B', 'R', 'Q', 'K', '1', '2', '3', '4', '5', '6', '7',
    '8', '9', '0', '/', ' ', '-', 'w', 'a', 'c', 'd', 'e', 'f', 'g', 'h', 'A', 'C', 'D', 'E', 'F',
    'G', 'H', 'x', '\t', '\n', 'é', '\u{0}', '+',
];

fn seed_fens() -> Vec<String> {
    let mut fens: Vec<String> = include_str!("data/chess960-random.epd")
        .lines()
        .chain(include_str!("data/chess960-starts.epd").lines().step_by(37))
        .filter_map(|l| l.split(';').next())
        .map(|f| f.trim().to_string())
        .collect();
    fens.push("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1".into());
    fens.push("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into());
    fens
}

fn mutate(rng: &mut Rng, s: &str) -> String {
    let mut chars: Vec<char> = s.chars().collect();
    for _ in 0..1 + rng.below(4) {
        let i = rng.below(chars.len() + 1);
        match rng.below(6) {
            0 if i < chars.len() => chars[i] = *rng.pick(FEN_ALPHABET),
            1 if i < chars.len() => {
                chars.remove(i);
            }
            2 => chars.insert(i, *rng.pick(FEN_ALPHABET)),
            3 => {
                // Duplicate a slice.
                let j = rng.below(chars.len() + 1);
                let (a, b) = (i.min(j), i.max(j));
                let piece: Vec<char> = chars[a..b].to_vec();
                chars.splice(b..b, piece);
            }
            4 => chars.truncate(i),
            _ => {
                // Swap two whitespace-separated fields.
                let text: String = chars.iter().collect();
                let mut fields: Vec<&str> = text.split(' ').collect();
                let (a, b) = (rng.below(fields.len()), rng.below(fields.len()));
                fields.swap(a, b);
                chars = fields.join(" ").chars().collect();
            }
        }
    }
    chars.into_iter().collect()
}

fn random_text(rng: &mut Rng) -> String {
    let len = rng.below(120);
    match rng.below(3) {
        // Arbitrary bytes, read as (lossy) UTF-8.
        0 => {
            let bytes: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
            String::from_utf8_lossy(&bytes).into_owned()
        }
        // Printable ASCII.
        1 => (0..len)
            .map(|_| char::from(b' ' + (rng.next() % 95) as u8))
            .collect(),
        // FEN letters only.
        _ => (0..len).map(|_| *rng.pick(FEN_ALPHABET)).collect(),
    }
}

/// Everything a valid position must survive: listing and playing moves, FEN round trips.
fn exercise(pos: &Position) {
    for fen in [to_fen(pos), to_shredder_fen(pos)] {
        let again = parse_position(&fen).expect("our own FEN reads back");
        assert_eq!(&again, pos, "{fen}");
    }
    let moves = pos.legal_moves();
    assert_eq!(pos.count_legal_moves() as usize, moves.len());
    for m in moves {
        let text = san::to_san(pos, m);
        assert_eq!(san::parse_san(pos, &text), Ok(m), "{text}");
        assert_eq!(uci::parse_uci(pos, &m.to_string()), Ok(m));
        let after = pos.play(m).expect("legal");
        let _ = after.legal_moves();
    }
}

#[test]
fn fen_reader_never_panics() {
    let mut rng = Rng(0x5eed_f00d_1234_5678);
    let seeds = seed_fens();
    let mut valid = 0;
    for i in 0..20_000 {
        let input = if i % 4 == 0 {
            random_text(&mut rng)
        } else {
            let seed = rng.pick(&seeds).clone();
            mutate(&mut rng, &seed)
        };
        no_panic("parse_fen", &input, |s| {
            let _ = parse_fen(s);
            if let Ok(pos) = parse_position(s) {
                exercise(&pos);
            }
        });
        valid += usize::from(parse_position(&input).is_ok());
    }
    // The mutations must reach valid positions too, not only errors.
    assert!(valid > 200, "{valid} valid positions");
}

#[test]
fn move_readers_never_panic() {
    let mut rng = Rng(0xabad_cafe_0000_0001);
    let seeds = seed_fens();
    let san_alphabet: Vec<char> = "abcdefgh12345678NBRQKxO0-=+#!?/ eEpP.".chars().collect();
    for _ in 0..300 {
        let pos = parse_position(rng.pick(&seeds).as_str()).expect("seed FEN");
        let legal: Vec<String> = pos
            .legal_moves()
            .into_iter()
            .flat_map(|m| [san::to_san(&pos, m), m.to_string()])
            .collect();
        for _ in 0..30 {
            let input = match rng.below(3) {
                0 if !legal.is_empty() => {
                    // A legal move, mutated.
                    let base = rng.pick(&legal).clone();
                    let mut chars: Vec<char> = base.chars().collect();
                    let i = rng.below(chars.len() + 1);
                    if rng.below(2) == 0 && i < chars.len() {
                        chars[i] = *rng.pick(&san_alphabet);
                    } else {
                        chars.insert(i, *rng.pick(&san_alphabet));
                    }
                    chars.into_iter().collect()
                }
                1 => (0..rng.below(10))
                    .map(|_| *rng.pick(&san_alphabet))
                    .collect(),
                _ => random_text(&mut rng),
            };
            no_panic("parse_san/parse_uci", &input, |s| {
                if let Ok(m) = san::parse_san(&pos, s) {
                    assert!(pos.is_legal(m), "parse_san gave an illegal move for {s:?}");
                }
                if let Ok(m) = uci::parse_uci(&pos, s) {
                    assert!(pos.is_legal(m), "parse_uci gave an illegal move for {s:?}");
                }
            });
        }
    }
}

const PGN_SEED: &str = r#"[Event "Rated Chess960 game"]
[Site "?"]
[Date "2024.05.01"]
[Round "3"]
[White "Ada"]
[Black "Bob"]
[Result "1-0"]
[Variant "Chess960"]
[FEN "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"]

1. g4 {[%clk 0:19:58]} g5 2. Nf3 (2. f4 $2 gxf4) 2... Nf6 3. Ne3 Ne6 4. c3?! c6
5. Qc2 ; a comment to the end of the line
5... Qc7 6. O-O-O O-O-O 7. Nf5 Nf4 1-0

[Event "Classical"]
[White "C"]
[Black "D"]
[Result "*"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. O-O Nf6 5. d4 exd4 6. e5 Ne4 7. c3 dxc3 8. Nxc3 *
"#;

const PGN_ALPHABET: &[char] = &[
    '[', ']', '"', '{', '}', '(', ')', ';', '%', '$', '.', ' ', '\n', '1', '0', '-', '/', '*', 'O',
    'N', 'B', 'R', 'Q', 'K', 'x', '+', '#', '=', 'e', '4', '8', 'a', 'h', '\\', '!', '?',
];

fn mutate_pgn(rng: &mut Rng, s: &str) -> String {
    let mut chars: Vec<char> = s.chars().collect();
    for _ in 0..1 + rng.below(6) {
        let i = rng.below(chars.len() + 1);
        match rng.below(4) {
            0 if i < chars.len() => chars[i] = *rng.pick(PGN_ALPHABET),
            1 if i < chars.len() => {
                let end = (i + rng.below(12)).min(chars.len());
                chars.drain(i..end);
            }
            2 => chars.insert(i, *rng.pick(PGN_ALPHABET)),
            _ => {
                // Copy up to 40 characters somewhere else.
                let end = (i + rng.below(40)).min(chars.len());
                let piece: Vec<char> = chars[i..end].to_vec();
                let at = rng.below(chars.len() + 1);
                chars.splice(at..at, piece);
            }
        }
    }
    chars.into_iter().collect()
}

#[test]
fn pgn_reader_never_panics() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    assert_eq!(pgn::read_games(PGN_SEED).expect("seed PGN").len(), 2);
    let mut read = 0;
    for i in 0..3_000 {
        let input = if i % 5 == 0 {
            random_text(&mut rng)
        } else {
            mutate_pgn(&mut rng, PGN_SEED)
        };
        no_panic("read_games", &input, |s| {
            if let Ok(games) = pgn::read_games(s) {
                // What we read, we write; and what we write reads back the same.
                let text = pgn::write_games(&games);
                let again = pgn::read_games(&text).expect("our own PGN reads back");
                assert_eq!(again.len(), games.len(), "{text}");
                for (a, b) in games.iter().zip(&again) {
                    assert_eq!(a.game.sans(), b.game.sans(), "{text}");
                    assert_eq!(a.result(), b.result(), "{text}");
                }
            }
        });
        read += usize::from(pgn::read_games(&input).is_ok());
    }
    assert!(read > 100, "only {read} mutated texts were read");
}
