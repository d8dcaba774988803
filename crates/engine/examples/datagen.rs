//! Labelled positions for tuning the evaluation, from self-play of the engine at a fixed number
//! of nodes per move (so the games do not depend on the machine's speed or load).
//!
//! Each game starts from a random Chess960 start position followed by a few random moves (a
//! game whose first search finds one side far ahead is dropped), then both sides play at level
//! 8 with `--nodes` per move. A game ends by the rules (mate, stalemate, threefold repetition,
//! the 50-move rule, dead position) or is adjudicated: won once the search gives one side 1000
//! centipawns or more for 8 plies running, drawn after move 40 once it stays within 10 for 16
//! plies, or at 300 plies. The positions written are the quiet ones after the random moves:
//! not in check, the searched move neither a capture nor a promotion, no mate score, and the
//! quiescence search equal to the static evaluation.
//!
//! ```sh
//! cargo run --release -p engine --features tune --example datagen -- \
//!     --games 2000 --nodes 5000 --seed 1 > data1.txt
//! ```
//!
//! One line per position: `FEN;result;score`, with the game's result from White's side (1,
//! 0.5, 0) and the search score in centipawns from White's side.
//!
//! `datagen --filter < games.txt` reads lines `FEN;result` instead (for example from
//! `scripts/match.py --positions games.txt`, every position of a match's games) and writes
//! the quiet ones from move 5 on, as `FEN;result` (no search score: the tuner uses the result).

use engine::tune::Quiescence;
use engine::Rng;
use engine::{evaluate, Engine, Limits, Score};
use rules::fen::{parse_position, to_fen};
use rules::game::is_dead_position;
use rules::{startpos, Color, Move};
use std::io::Write;

struct Options {
    games: u64,
    nodes: u64,
    seed: u64,
    random_plies: usize,
    filter: bool,
}

fn options() -> Result<Options, String> {
    let mut o = Options {
        games: 100,
        nodes: 5000,
        seed: 1,
        random_plies: 8,
        filter: false,
    };
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(i) = args.iter().position(|a| a == "--filter") {
        args.remove(i);
        o.filter = true;
    }
    for pair in args.chunks(2) {
        let [flag, value] = pair else {
            return Err(format!("a value is missing after {pair:?}"));
        };
        let v: u64 = value
            .parse()
            .map_err(|_| format!("not a number: {value}"))?;
        match flag.as_str() {
            "--games" => o.games = v,
            "--nodes" => o.nodes = v,
            "--seed" => o.seed = v,
            "--random-plies" => o.random_plies = v as usize,
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    Ok(o)
}

/// How a game ended: White's score.
fn play_game(
    engine: &mut Engine,
    quiescence: &mut Quiescence,
    rng: &mut Rng,
    o: &Options,
) -> Option<(f32, Vec<(String, i32)>)> {
    let mut pos = startpos::start_position(rng.below(960) as u32).ok()?;
    let mut keys: Vec<u64> = Vec::new();
    for _ in 0..o.random_plies {
        let moves = pos.legal_moves();
        let m = *moves.get(rng.below(moves.len()))?;
        keys.push(pos.repetition_key());
        pos.play_unchecked(m);
    }
    if pos.legal_moves().is_empty() {
        return None;
    }
    engine.new_game();
    let limits = Limits {
        nodes: Some(o.nodes),
        ..Limits::default()
    };
    let clock = || 0.0;
    let mut positions = Vec::new();
    let mut winning = (0, Color::White);
    let mut quiet_plies = 0;
    let mut first = true;
    let result = loop {
        if pos.legal_moves().is_empty() {
            break if !pos.is_check() {
                0.5
            } else if pos.turn() == Color::White {
                0.0
            } else {
                1.0
            };
        }
        let key = pos.repetition_key();
        let repeats = keys.iter().filter(|&&k| k == key).count();
        if pos.halfmoves() >= 100 || repeats >= 2 || is_dead_position(pos.board()) {
            break 0.5;
        }
        if keys.len() >= 300 {
            break 0.5;
        }
        let r = engine.search(&pos, &keys, &limits, &clock, &|| false, &mut |_| {});
        let m: Move = r.best_move?;
        let white = if pos.turn() == Color::White { 1 } else { -1 };
        let score = match r.score {
            Score::Cp(cp) => Some(cp),
            Score::Mate(_) => None,
        };
        if first && score.is_none_or(|s| s.abs() > 300) {
            // The random moves lost too much: the game says little.
            return None;
        }
        first = false;
        let big = match r.score {
            Score::Cp(cp) => cp.abs() >= 1000,
            Score::Mate(_) => true,
        };
        let ahead = match r.score {
            Score::Cp(cp) => cp > 0,
            Score::Mate(n) => n > 0,
        };
        let leader = if ahead { pos.turn() } else { !pos.turn() };
        winning = if big && (winning.0 == 0 || winning.1 == leader) {
            (winning.0 + 1, leader)
        } else if big {
            (1, leader)
        } else {
            (0, leader)
        };
        if winning.0 >= 8 {
            break if winning.1 == Color::White { 1.0 } else { 0.0 };
        }
        quiet_plies = match score {
            Some(s) if s.abs() <= 10 && keys.len() >= 80 => quiet_plies + 1,
            _ => 0,
        };
        if quiet_plies >= 16 {
            break 0.5;
        }
        if let Some(s) = score {
            let tactical = pos.is_check()
                || m.promotion().is_some()
                || matches!(m, Move::EnPassant { .. })
                || matches!(m, Move::Normal { to, .. } if pos.board().occupied().contains(to)
                    && pos.board().by_color(!pos.turn()).contains(to));
            if !tactical && quiescence.score(&pos) == evaluate(&pos) {
                positions.push((to_fen(&pos), white * s));
            }
        }
        keys.push(key);
        pos.play_unchecked(m);
    };
    Some((result, positions))
}

/// The quiet positions of lines `FEN;result` on the standard input, written the same way.
fn filter() {
    let mut quiescence = Quiescence::default();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let (mut read, mut written) = (0u64, 0u64);
    for line in std::io::stdin().lines() {
        let Ok(line) = line else {
            break;
        };
        let mut parts = line.split(';');
        let (Some(fen), Some(result)) = (parts.next(), parts.next()) else {
            continue;
        };
        let Ok(pos) = parse_position(fen) else {
            continue;
        };
        read += 1;
        if pos.fullmoves() < 5 || pos.is_check() || pos.legal_moves().is_empty() {
            continue;
        }
        let eval = evaluate(&pos);
        if quiescence.score(&pos) != eval {
            continue;
        }
        if writeln!(out, "{fen};{result}").is_err() {
            std::process::exit(1);
        }
        written += 1;
    }
    let _ = out.flush();
    eprintln!("{read} positions read, {written} quiet ones written");
}

fn main() {
    let o = match options() {
        Ok(o) => o,
        Err(e) => {
            eprintln!(
                "datagen: {e}\nusage: datagen [--games N] [--nodes N] [--seed N] [--random-plies N]\n       \
                 datagen --filter < FEN;result lines"
            );
            std::process::exit(2);
        }
    };
    if o.filter {
        filter();
        return;
    }
    let mut rng = Rng(o.seed.wrapping_mul(0x2545_f491_4f6c_dd1d));
    let mut engine = Engine::new(16);
    let mut quiescence = Quiescence::default();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let (mut games, mut written, mut tried) = (0u64, 0u64, 0u64);
    let mut tally = [0u64; 3];
    while games < o.games {
        tried += 1;
        let Some((result, positions)) = play_game(&mut engine, &mut quiescence, &mut rng, &o)
        else {
            continue;
        };
        games += 1;
        tally[(result * 2.0) as usize] += 1;
        for (fen, score) in &positions {
            if writeln!(out, "{fen};{result};{score}").is_err() {
                std::process::exit(1);
            }
        }
        written += positions.len() as u64;
        if games % 50 == 0 {
            let _ = out.flush();
            eprintln!(
                "{games} games ({tried} started), {written} positions, \
                 White +{} ={} -{}",
                tally[2], tally[1], tally[0]
            );
        }
    }
    let _ = out.flush();
    eprintln!(
        "done: {games} games ({tried} started), {written} positions, White +{} ={} -{}",
        tally[2], tally[1], tally[0]
    );
}
