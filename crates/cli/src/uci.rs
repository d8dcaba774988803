//! `chess960 uci`: the Universal Chess Interface on standard input and output.
//!
//! The main thread reads commands; a search runs on its own thread, so `stop` and `isready`
//! are answered while it thinks. A line that cannot be understood never ends the program: it is
//! ignored, with an `info string` saying why.

use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::Instant;

use engine::{Engine, Info, Limits, Score, MAX_LEVEL};
use rules::{fen, uci::parse_uci, CastlingSide, Move, Position, Square};

const NAME: &str = "Rokade 960";
const AUTHOR: &str = "the Rokade authors";
const DEFAULT_HASH_MB: usize = 16;
const MAX_HASH_MB: usize = 1024;
/// Longest line read; anything longer is answered with an `info string` and ignored.
const MAX_LINE: usize = 1 << 20;

/// Writes whole lines to standard output (each line in one locked write).
fn send(line: &str) {
    let mut out = std::io::stdout().lock();
    // A closed output leaves nothing to tell: the reader loop ends on its own at end of input.
    let _ = out
        .write_all(line.as_bytes())
        .and_then(|()| out.write_all(b"\n"))
        .and_then(|()| out.flush());
}

fn info_string(msg: &str) {
    let clean: String = msg
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .take(200)
        .collect();
    send(&format!("info string {clean}"));
}

/// How castling is written: `e1h1` (Chess960, king takes rook) or `e1g1` (classical, only in
/// positions where the king and rooks stand on their classical squares).
#[derive(Copy, Clone, PartialEq, Eq)]
enum Castling {
    Chess960,
    Classical,
}

/// A move in UCI notation.
fn move_text(m: Move, castling: Castling) -> String {
    if let (Move::Castle { king, rook }, Castling::Classical) = (m, castling) {
        let side = CastlingSide::from_files(king.file(), rook.file());
        let classical_rook = match side {
            CastlingSide::KingSide => 7,
            CastlingSide::QueenSide => 0,
        };
        if king.file() == 4 && rook.file() == classical_rook {
            let to = Square::from_coords(side.king_to_file(), king.rank());
            return format!("{king}{to}");
        }
    }
    m.to_string()
}

/// Reads a move in either castling notation: king takes rook (`e1h1`), or the king's
/// destination (`e1g1`) when that is not a legal king move.
fn read_move(pos: &Position, text: &str) -> Option<Move> {
    if let Ok(m) = parse_uci(pos, text) {
        return Some(m);
    }
    let from = Square::parse(text.get(0..2)?)?;
    let to = Square::parse(text.get(2..4)?)?;
    if text.len() != 4 || from != pos.our_king() || to.rank() != from.rank() {
        return None;
    }
    CastlingSide::ALL.into_iter().find_map(|side| {
        pos.castling_move(side)
            .filter(|_| side.king_to(pos.turn()) == to && from != to)
    })
}

fn score_text(s: Score) -> String {
    match s {
        Score::Cp(cp) => format!("cp {cp}"),
        Score::Mate(n) => format!("mate {n}"),
    }
}

/// The game as set by `position`: the position to search and the repetition keys before it.
#[derive(Clone)]
struct Game {
    pos: Position,
    history: Vec<u64>,
}

/// Options set by `setoption`.
struct Options {
    castling: Castling,
}

struct Searching {
    stop: Arc<AtomicBool>,
    handle: JoinHandle<()>,
}

/// Runs the UCI loop until `quit` or the end of input.
pub fn run() {
    let engine = Arc::new(Mutex::new(Engine::new(DEFAULT_HASH_MB)));
    {
        let mut e = engine.lock().unwrap_or_else(PoisonError::into_inner);
        e.set_seed(crate::random_u64());
    }
    let mut game = Game {
        pos: Position::classical(),
        history: Vec::new(),
    };
    let mut options = Options {
        castling: Castling::Classical,
    };
    let mut searching: Option<Searching> = None;
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut buf = Vec::new();
    loop {
        buf.clear();
        let read = std::io::Read::take(&mut input, MAX_LINE as u64 + 1).read_until(b'\n', &mut buf);
        match read {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        if buf.len() > MAX_LINE && buf.last() != Some(&b'\n') {
            // Skip the rest of an overlong line.
            let mut rest = Vec::new();
            let _ = input.read_until(b'\n', &mut rest);
            info_string("line too long, ignored");
            continue;
        }
        let line = String::from_utf8_lossy(&buf);
        let tokens: Vec<&str> = line.split_whitespace().collect();
        let Some((&command, args)) = tokens.split_first() else {
            continue;
        };
        match command {
            "uci" => {
                send(&format!("id name {NAME}"));
                send(&format!("id author {AUTHOR}"));
                send("option name UCI_Chess960 type check default false");
                send(&format!(
                    "option name Level type spin default {MAX_LEVEL} min 1 max {MAX_LEVEL}"
                ));
                send(&format!(
                    "option name Hash type spin default {DEFAULT_HASH_MB} min 1 max {MAX_HASH_MB}"
                ));
                send("option name Move Overhead type spin default 10 min 0 max 5000");
                send("option name Seed type spin default 0 min 0 max 2147483647");
                send("option name Clear Hash type button");
                send("uciok");
            }
            "isready" => send("readyok"),
            "ucinewgame" => {
                finish(&mut searching);
                lock(&engine).new_game();
                game = Game {
                    pos: Position::classical(),
                    history: Vec::new(),
                };
            }
            "setoption" => {
                finish(&mut searching);
                set_option(args, &engine, &mut options);
            }
            "position" => {
                finish(&mut searching);
                if let Some(g) = set_position(args) {
                    game = g;
                }
            }
            "go" => {
                finish(&mut searching);
                let limits = parse_go(args, move_overhead());
                searching = Some(start_search(&engine, &game, limits, options.castling));
            }
            "stop" => {
                finish(&mut searching);
            }
            "ponderhit" => {}
            "quit" => break,
            "d" => send(&fen::to_fen(&game.pos)),
            _ => info_string(&format!(
                "unknown command '{}'",
                command.chars().take(40).collect::<String>()
            )),
        }
    }
    finish(&mut searching);
}

fn lock(engine: &Arc<Mutex<Engine>>) -> std::sync::MutexGuard<'_, Engine> {
    engine.lock().unwrap_or_else(PoisonError::into_inner)
}

static MOVE_OVERHEAD: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(10);

fn move_overhead() -> u64 {
    MOVE_OVERHEAD.load(Ordering::Relaxed)
}

/// Stops a running search and waits for its `bestmove`.
fn finish(searching: &mut Option<Searching>) {
    if let Some(s) = searching.take() {
        s.stop.store(true, Ordering::Relaxed);
        // A panicking search thread has already reported nothing more to do.
        let _ = s.handle.join();
    }
}

fn set_option(args: &[&str], engine: &Arc<Mutex<Engine>>, options: &mut Options) {
    // setoption name <id...> [value <x...>]
    let Some(("name", rest)) = args.split_first().map(|(a, r)| (*a, r)) else {
        info_string("setoption needs 'name <id> [value <x>]'");
        return;
    };
    let value_at = rest.iter().position(|t| *t == "value");
    let (name_parts, value) = match value_at {
        Some(i) => (&rest[..i], rest.get(i + 1..).map(|v| v.join(" "))),
        None => (rest, None),
    };
    let name = name_parts.join(" ").to_ascii_lowercase();
    let value = value.unwrap_or_default();
    let number = |min: u64, max: u64| -> Option<u64> {
        value
            .trim()
            .parse::<u64>()
            .ok()
            .filter(|v| (min..=max).contains(v))
    };
    match name.as_str() {
        "uci_chess960" => match value.trim().to_ascii_lowercase().as_str() {
            "true" => options.castling = Castling::Chess960,
            "false" => options.castling = Castling::Classical,
            _ => info_string("UCI_Chess960 takes true or false"),
        },
        "level" => match number(1, u64::from(MAX_LEVEL)) {
            Some(v) => lock(engine).set_level(v as u8),
            None => info_string(&format!("Level takes a number from 1 to {MAX_LEVEL}")),
        },
        "hash" => match number(1, MAX_HASH_MB as u64) {
            Some(v) => lock(engine).set_hash(v as usize),
            None => info_string(&format!("Hash takes a number from 1 to {MAX_HASH_MB}")),
        },
        "move overhead" => match number(0, 5000) {
            Some(v) => MOVE_OVERHEAD.store(v, Ordering::Relaxed),
            None => info_string("Move Overhead takes a number from 0 to 5000"),
        },
        "seed" => match number(0, 2_147_483_647) {
            Some(0) => lock(engine).set_seed(crate::random_u64()),
            Some(v) => lock(engine).set_seed(v),
            None => info_string("Seed takes a number from 0 to 2147483647"),
        },
        "clear hash" => lock(engine).new_game(),
        _ => info_string(&format!(
            "unknown option '{}'",
            name.chars().take(40).collect::<String>()
        )),
    }
}

/// `position startpos|fen <FEN> [moves ...]`. A bad FEN leaves the position as it was; an
/// illegal move keeps the moves before it. Both are reported.
fn set_position(args: &[&str]) -> Option<Game> {
    let moves_at = args.iter().position(|t| *t == "moves");
    let (setup, moves) = match moves_at {
        Some(i) => (&args[..i], args.get(i + 1..).unwrap_or(&[])),
        None => (args, &[][..]),
    };
    let pos = match setup.split_first() {
        Some((&"startpos", [])) => Position::classical(),
        Some((&"fen", parts)) if !parts.is_empty() => match fen::parse_position(&parts.join(" ")) {
            Ok(p) => p,
            Err(e) => {
                info_string(&format!("invalid FEN, position unchanged: {e}"));
                return None;
            }
        },
        _ => {
            info_string("position needs 'startpos' or 'fen <FEN>', position unchanged");
            return None;
        }
    };
    let mut game = Game {
        pos,
        history: Vec::with_capacity(moves.len()),
    };
    for text in moves {
        match read_move(&game.pos, text) {
            Some(m) => {
                game.history.push(game.pos.repetition_key());
                game.pos.play_unchecked(m);
            }
            None => {
                info_string(&format!(
                    "illegal move '{}', the moves after it are ignored",
                    text.chars().take(12).collect::<String>()
                ));
                break;
            }
        }
    }
    Some(game)
}

/// `go` parameters; unknown words and bad numbers are reported and ignored.
fn parse_go(args: &[&str], move_overhead: u64) -> Limits {
    let mut limits = Limits {
        move_overhead,
        ..Limits::default()
    };
    let mut i = 0;
    while let Some(&word) = args.get(i) {
        i += 1;
        let takes_value = matches!(
            word,
            "wtime"
                | "btime"
                | "winc"
                | "binc"
                | "movestogo"
                | "movetime"
                | "depth"
                | "nodes"
                | "mate"
        );
        if !takes_value {
            match word {
                "infinite" => limits.infinite = true,
                "ponder" => {}
                "searchmoves" => {
                    info_string("searchmoves is not supported, searching all moves");
                    // Skip the moves that follow.
                    while args.get(i).is_some_and(|t| t.len() >= 4 && t.len() <= 5) {
                        i += 1;
                    }
                }
                _ => info_string(&format!(
                    "unknown go parameter '{}'",
                    word.chars().take(20).collect::<String>()
                )),
            }
            continue;
        }
        let raw = args.get(i).copied().unwrap_or("");
        // Negative clocks happen with some GUIs when time is nearly out: read them as 0.
        let value = raw
            .parse::<i64>()
            .ok()
            .map(|v| v.max(0) as u64)
            .filter(|_| !raw.is_empty());
        let Some(v) = value else {
            info_string(&format!(
                "go {word} needs a number, not '{}'; ignored",
                raw.chars().take(20).collect::<String>()
            ));
            // Only consume the next token if it is not itself a keyword.
            if !raw.is_empty() && raw.parse::<f64>().is_ok() {
                i += 1;
            }
            continue;
        };
        i += 1;
        match word {
            "wtime" => limits.wtime = Some(v),
            "btime" => limits.btime = Some(v),
            "winc" => limits.winc = Some(v),
            "binc" => limits.binc = Some(v),
            "movestogo" => limits.movestogo = Some(v.min(u64::from(u32::MAX)) as u32),
            "movetime" => limits.movetime = Some(v),
            "depth" => limits.depth = Some(v.min(u64::from(engine::MAX_DEPTH)) as u32),
            "nodes" => limits.nodes = Some(v),
            // Mate search: a depth of twice the moves, plus room for the defence.
            _ => limits.depth = Some((2 * v + 1).min(u64::from(engine::MAX_DEPTH)) as u32),
        }
    }
    limits
}

/// `true` when nothing in `limits` ends the search by itself: `bestmove` waits for `stop`.
fn waits_for_stop(limits: &Limits) -> bool {
    limits.infinite
        || (limits.wtime.is_none()
            && limits.btime.is_none()
            && limits.movetime.is_none()
            && limits.depth.is_none()
            && limits.nodes.is_none())
}

fn start_search(
    engine: &Arc<Mutex<Engine>>,
    game: &Game,
    limits: Limits,
    castling: Castling,
) -> Searching {
    let stop = Arc::new(AtomicBool::new(false));
    let engine = Arc::clone(engine);
    let game = game.clone();
    let flag = Arc::clone(&stop);
    let handle = std::thread::spawn(move || {
        let started = Instant::now();
        let clock = move || started.elapsed().as_secs_f64() * 1000.0;
        let stop_check = || flag.load(Ordering::Relaxed);
        let mut report = |i: &Info| {
            let pv: Vec<String> = i.pv.iter().map(|&m| move_text(m, castling)).collect();
            let nps = i.nodes.saturating_mul(1000) / i.time_ms.max(1);
            send(&format!(
                "info depth {} seldepth {} score {} nodes {} nps {nps} hashfull {} time {} pv {}",
                i.depth,
                i.seldepth,
                score_text(i.score),
                i.nodes,
                i.hashfull,
                i.time_ms,
                pv.join(" ")
            ));
        };
        let result = {
            let mut e = engine.lock().unwrap_or_else(PoisonError::into_inner);
            e.search(
                &game.pos,
                &game.history,
                &limits,
                &clock,
                &stop_check,
                &mut report,
            )
        };
        if waits_for_stop(&limits) {
            // UCI: in infinite mode bestmove comes only after stop.
            while !flag.load(Ordering::Relaxed) {
                std::thread::sleep(std::time::Duration::from_millis(2));
            }
        }
        match result.best_move {
            Some(m) => {
                let mut line = format!("bestmove {}", move_text(m, castling));
                if let Some(&reply) = result.pv.get(1) {
                    let mut after = game.pos.clone();
                    after.play_unchecked(m);
                    if after.is_legal(reply) {
                        line.push_str(&format!(" ponder {}", move_text(reply, castling)));
                    }
                }
                send(&line);
            }
            None => send("bestmove 0000"),
        }
    });
    Searching { stop, handle }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn castling_notations() {
        let pos = fen::parse_position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").expect("FEN");
        let castle = read_move(&pos, "e1h1").expect("king takes rook");
        assert!(castle.is_castle());
        assert_eq!(read_move(&pos, "e1g1"), Some(castle));
        assert_eq!(move_text(castle, Castling::Chess960), "e1h1");
        assert_eq!(move_text(castle, Castling::Classical), "e1g1");
        let long = read_move(&pos, "e1c1").expect("classical O-O-O");
        assert_eq!(move_text(long, Castling::Chess960), "e1a1");
        // A Chess960 position: king f1 may step to g1 as a king move, so e.g. f1g1 stays a
        // king move and castling is written king-takes-rook even in classical mode.
        let pos = fen::parse_position("4k3/8/8/8/8/8/8/5K1R w H - 0 1").expect("FEN");
        let step = read_move(&pos, "f1g1").expect("king move");
        assert!(!step.is_castle());
        let castle = read_move(&pos, "f1h1").expect("castle");
        assert_eq!(move_text(castle, Castling::Classical), "f1h1");
        assert_eq!(read_move(&pos, "f1f1"), None);
        assert_eq!(read_move(&pos, "zz"), None);
        assert_eq!(read_move(&pos, "é1h1"), None);
    }

    #[test]
    fn go_parsing_survives_bad_values() {
        let l = parse_go(&["depth", "x"], 30);
        assert_eq!(l.depth, None);
        let l = parse_go(&["wtime", "-50", "btime", "1000", "movestogo", "5"], 30);
        assert_eq!(l.wtime, Some(0));
        assert_eq!(l.btime, Some(1000));
        assert_eq!(l.movestogo, Some(5));
        let l = parse_go(&["depth"], 30);
        assert_eq!(l.depth, None);
        let l = parse_go(&["nodes", "depth", "3"], 30);
        assert_eq!((l.nodes, l.depth), (None, Some(3)));
        assert!(parse_go(&["infinite"], 30).infinite);
        assert!(waits_for_stop(&parse_go(&[], 30)));
        assert!(!waits_for_stop(&parse_go(&["movetime", "10"], 30)));
    }

    #[test]
    fn position_commands() {
        let g = set_position(&["startpos", "moves", "e2e4", "e7e5"]).expect("valid");
        assert_eq!(g.history.len(), 2);
        assert!(set_position(&["fen", "nonsense"]).is_none());
        assert!(set_position(&[]).is_none());
        let g = set_position(&["startpos", "moves", "e2e4", "e2e4", "e7e5"]).expect("prefix");
        assert_eq!(g.history.len(), 1);
    }
}
