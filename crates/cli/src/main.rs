//! `chess960`: a command-line tool over the Rokade rules engine, and the engine's UCI front end.
//!
//! Results go to stdout. Bad input gives one line on stderr, `chess960: <message>`, and a
//! non-zero exit status (1 for bad input, 2 for a malformed command line). Run
//! `chess960 help` for the commands.

use std::fmt::Write as _;
use std::io::{Read, Write};
use std::process::ExitCode;
use std::time::Instant;

use rules::{fen, san, startpos, Move, Position};

mod pair;
mod uci;

const HELP: &str = "\
chess960 - command-line tool of the Rokade Chess960 rules engine

USAGE:
    chess960 <COMMAND> [ARGS]

COMMANDS:
    perft <POS> <DEPTH>         number of leaf nodes of the legal move tree DEPTH plies deep
    divide <POS> <DEPTH>        one line '<move> <count>' per legal move (Chess960 UCI, castling
                                written king-takes-rook, e.g. e1h1), then the total alone on
                                the last line
    moves <POS> [--uci]         every legal move, one a line, sorted; SAN by default (castling
                                is O-O / O-O-O), or Chess960 UCI with --uci
    sp <N>                      the X-FEN of Chess960 start position N (0..959; 960 means 0,
                                518 is the classical position)
    sp --random [--no-518]      draw a start position at random: prints 'SP <n>', then its
                                X-FEN alone on the last line; --no-518 never draws the
                                classical position
    pgn <FILE|->                read PGN games from FILE (or standard input) and write them
                                again in Rokade's PGN form
    bench [--full]              perft speed on five positions (classical, Kiwipete, three
                                Chess960 middlegames); counts are checked against known values
    pair --dutch <FILE.trf>     pair the next round of a TRF tournament file by the FIDE Dutch
                                system (C.04.3): the number of boards, then one line per board
                                'WHITE BLACK' by starting rank, the bye as 'N 0'
    pair --dutch <FILE> --check re-pair every round of the file; exit 0 only if every round
                                is what the Dutch system pairs, else list the differences
    uci                         play as a UCI engine on standard input and output (options
                                UCI_Chess960, Level 1-8, Hash, Move Overhead, Seed)
    help                        this text (also --help, -h)

POSITIONS:
    <POS> is a FEN (X-FEN or Shredder-FEN) in one quoted argument, or unquoted as several
    arguments, or 'startpos' (the classical position), or 'sp:<N>' (start position N).

ARBITERS:
    To draw the position of a round, run

        chess960 sp --random --no-518

    and set up the position on the last line (the first line gives its number). The draw
    uses the operating system's randomness; every position but the classical one is equally
    likely.

EXAMPLES:
    chess960 perft startpos 5
    chess960 divide \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\" 3
    chess960 moves sp:0
    chess960 sp 518
    chess960 pgn games.pgn

Output goes to standard output. A problem with the input is reported as one line on standard
error, 'chess960: <message>', with exit status 1 (2 for a malformed command line).
";

/// Deepest perft accepted: deeper searches would not finish anyway, and the recursion must
/// stay within the stack.
const MAX_DEPTH: u32 = 20;

/// Why a command failed.
#[derive(Debug)]
enum Failure {
    /// A malformed command line (exit status 2).
    Usage(String),
    /// Bad input: FEN, number, file (exit status 1).
    Input(String),
    /// Standard output was closed (e.g. `| head`): stop quietly.
    ClosedOutput,
}

type CliResult = Result<(), Failure>;

fn usage(msg: impl Into<String>) -> Failure {
    Failure::Usage(msg.into())
}

fn input(msg: impl Into<String>) -> Failure {
    Failure::Input(msg.into())
}

/// Writes to standard output, turning a closed pipe into a quiet stop.
fn emit(text: &str) -> CliResult {
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(|e| {
            if e.kind() == std::io::ErrorKind::BrokenPipe {
                Failure::ClosedOutput
            } else {
                input(format!("cannot write output: {e}"))
            }
        })
}

/// Makes a message fit on one line: control characters are escaped.
fn one_line(msg: &str) -> String {
    msg.chars()
        .flat_map(|c| {
            let escaped: Vec<char> = if c.is_control() {
                c.escape_default().collect()
            } else {
                vec![c]
            };
            escaped
        })
        .collect()
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    match run(&args) {
        Ok(()) | Err(Failure::ClosedOutput) => ExitCode::SUCCESS,
        Err(Failure::Usage(msg)) => {
            report(&format!("{msg} (see 'chess960 help')"));
            ExitCode::from(2)
        }
        Err(Failure::Input(msg)) => {
            report(&msg);
            ExitCode::from(1)
        }
    }
}

fn report(msg: &str) {
    // Nothing sensible is left to do if standard error is closed too.
    let _ = writeln!(std::io::stderr().lock(), "chess960: {}", one_line(msg));
}

fn run(args: &[String]) -> CliResult {
    let Some((command, rest)) = args.split_first() else {
        return Err(usage("no command given"));
    };
    match command.as_str() {
        "perft" => cmd_perft(rest),
        "divide" => cmd_divide(rest),
        "moves" => cmd_moves(rest),
        "sp" => cmd_sp(rest),
        "pgn" => cmd_pgn(rest),
        "bench" => cmd_bench(rest),
        "pair" => pair::run(rest),
        "uci" => {
            if let Some(extra) = rest.first() {
                return Err(usage(format!(
                    "uci takes no arguments, not '{}'",
                    shorten(extra)
                )));
            }
            uci::run();
            Ok(())
        }
        "help" | "--help" | "-h" => emit(HELP),
        other => Err(usage(format!("unknown command '{}'", shorten(other)))),
    }
}

fn shorten(s: &str) -> String {
    let mut out: String = s.chars().take(40).collect();
    if s.chars().count() > 40 {
        out.push('…');
    }
    out
}

/// Reads a position: a FEN, `startpos` or `sp:<N>`.
fn parse_pos(text: &str) -> Result<Position, Failure> {
    let text = text.trim();
    if text == "startpos" {
        return Ok(Position::classical());
    }
    if let Some(n) = text.strip_prefix("sp:") {
        return start_position(n);
    }
    fen::parse_position(text).map_err(|e| input(format!("invalid FEN: {e}")))
}

fn start_position(n: &str) -> Result<Position, Failure> {
    let number: u32 = n.trim().parse().map_err(|_| {
        input(format!(
            "'{}' is not a start-position number (0 to 959, 960 also means 0)",
            shorten(n)
        ))
    })?;
    startpos::start_position(number).map_err(|e| input(e.to_string()))
}

/// Splits `<POS...> <DEPTH>` into a position and a depth.
fn pos_and_depth(command: &str, args: &[String]) -> Result<(Position, u32), Failure> {
    let Some((depth, fen_parts)) = args.split_last() else {
        return Err(usage(format!("usage: chess960 {command} <POS> <DEPTH>")));
    };
    if fen_parts.is_empty() {
        return Err(usage(format!("usage: chess960 {command} <POS> <DEPTH>")));
    }
    let depth = parse_depth(depth)?;
    let pos = parse_pos(&fen_parts.join(" "))?;
    Ok((pos, depth))
}

fn parse_depth(text: &str) -> Result<u32, Failure> {
    text.parse::<u32>()
        .ok()
        .filter(|&d| d <= MAX_DEPTH)
        .ok_or_else(|| {
            input(format!(
                "depth must be a number from 0 to {MAX_DEPTH}, not '{}'",
                shorten(text)
            ))
        })
}

fn cmd_perft(args: &[String]) -> CliResult {
    let (pos, depth) = pos_and_depth("perft", args)?;
    emit(&format!("{}\n", pos.perft(depth)))
}

fn cmd_divide(args: &[String]) -> CliResult {
    let (pos, depth) = pos_and_depth("divide", args)?;
    let mut out = String::new();
    let mut total = 0u64;
    if depth == 0 {
        total = 1;
    } else {
        for (m, count) in pos.divide(depth) {
            total += count;
            let _ = writeln!(out, "{m} {count}");
        }
        out.push('\n');
    }
    let _ = writeln!(out, "{total}");
    emit(&out)
}

fn cmd_moves(args: &[String]) -> CliResult {
    let uci = args.iter().any(|a| a == "--uci");
    let fen_parts: Vec<&str> = args
        .iter()
        .map(String::as_str)
        .filter(|a| *a != "--uci")
        .collect();
    if fen_parts.is_empty() {
        return Err(usage("usage: chess960 moves <POS> [--uci]"));
    }
    let pos = parse_pos(&fen_parts.join(" "))?;
    let mut lines: Vec<String> = pos
        .legal_moves()
        .into_iter()
        .map(|m: Move| {
            if uci {
                m.to_string()
            } else {
                san::to_san(&pos, m)
            }
        })
        .collect();
    lines.sort();
    let mut out = String::new();
    for line in lines {
        out.push_str(&line);
        out.push('\n');
    }
    emit(&out)
}

fn cmd_sp(args: &[String]) -> CliResult {
    let mut random = false;
    let mut no_518 = false;
    let mut number = None;
    for arg in args {
        match arg.as_str() {
            "--random" => random = true,
            "--no-518" => no_518 = true,
            other if other.starts_with("--") => {
                return Err(usage(format!("unknown option '{}' for sp", shorten(other))))
            }
            other if number.is_none() => number = Some(other),
            other => return Err(usage(format!("unexpected argument '{}'", shorten(other)))),
        }
    }
    match (random, number) {
        (true, None) => {
            let n = startpos::random_number(random_u64(), no_518);
            let pos = startpos::start_position(n).map_err(|e| input(e.to_string()))?;
            emit(&format!("SP {n}\n{}\n", fen::to_fen(&pos)))
        }
        (false, Some(n)) if !no_518 => {
            let pos = start_position(n)?;
            emit(&format!("{}\n", fen::to_fen(&pos)))
        }
        (true, Some(_)) => Err(usage("sp takes a number or --random, not both")),
        (false, Some(_)) => Err(usage("--no-518 goes with --random")),
        (false, None) => Err(usage(
            "usage: chess960 sp <N> | chess960 sp --random [--no-518]",
        )),
    }
}

/// A random number from the operating system's generator (`getrandom`). Where there is none
/// (which std itself would not survive either), the clock and the process id stand in.
fn random_u64() -> u64 {
    getrandom::u64().unwrap_or_else(|_| {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        (nanos as u64) ^ u64::from(std::process::id()).rotate_left(32)
    })
}
/// Reads a file (or standard input for `-`) as text: UTF-8, or else Latin-1 (the PGN
/// standard's character set).
fn read_text(path: &str) -> Result<String, Failure> {
    let mut bytes = Vec::new();
    if path == "-" {
        std::io::stdin()
            .lock()
            .read_to_end(&mut bytes)
            .map_err(|e| input(format!("cannot read standard input: {e}")))?;
    } else {
        bytes = std::fs::read(path)
            .map_err(|e| input(format!("cannot read '{}': {e}", shorten(path))))?;
    }
    Ok(match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => e.into_bytes().into_iter().map(char::from).collect(),
    })
}

fn cmd_pgn(args: &[String]) -> CliResult {
    let [path] = args else {
        return Err(usage("usage: chess960 pgn <FILE|->"));
    };
    let text = read_text(path)?;
    let games = rules::pgn::read_games(&text).map_err(|e| {
        let name = if path == "-" { "standard input" } else { path };
        input(format!("{}: {e}", shorten(name)))
    })?;
    emit(&rules::pgn::write_games(&games))
}

struct BenchCase {
    name: &'static str,
    fen: &'static str,
    /// (depth, nodes) for the quick and the full run.
    quick: (u32, u64),
    full: (u32, u64),
}

/// The positions of `cargo bench -p rules --bench perft`, with their known counts.
const BENCH: &[BenchCase] = &[
    BenchCase {
        name: "classical start",
        fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        quick: (5, 4_865_609),
        full: (6, 119_060_324),
    },
    BenchCase {
        name: "Kiwipete",
        fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        quick: (4, 4_085_603),
        full: (5, 193_690_690),
    },
    BenchCase {
        name: "960 middlegame A",
        fen: "nr1nkbbr/4p3/6pp/p1q2pP1/2p1PP1P/1NN5/PPP1B3/1R2K1BR w HBhb - 1 16",
        quick: (4, 2_095_547),
        full: (5, 74_938_719),
    },
    BenchCase {
        name: "960 middlegame B",
        fen: "Bn1rknrb/p1p1pp1p/1p1p4/6p1/6q1/2N1N3/PPPPPP1P/B1QRK1R1 w GDgd - 0 6",
        quick: (4, 2_078_859),
        full: (5, 68_531_245),
    },
    BenchCase {
        name: "960 middlegame C",
        fen: "rbk1nr2/1p1q1npp/3p4/p1p1pp1b/2P1PPQP/P2P2B1/1PB2NP1/R1K1NR2 b FAfa - 2 13",
        quick: (4, 1_095_823),
        full: (5, 37_524_855),
    },
];

fn cmd_bench(args: &[String]) -> CliResult {
    let full = match args {
        [] => false,
        [flag] if flag == "--full" => true,
        _ => return Err(usage("usage: chess960 bench [--full]")),
    };
    emit(&format!(
        "{:<18} {:>5} {:>12} {:>9} {:>8}\n",
        "position", "depth", "nodes", "seconds", "Mnps"
    ))?;
    let mut total_nodes = 0u64;
    let mut total_secs = 0f64;
    for case in BENCH {
        let (depth, expected) = if full { case.full } else { case.quick };
        let pos = fen::parse_position(case.fen).map_err(|e| input(e.to_string()))?;
        let start = Instant::now();
        let nodes = pos.perft(depth);
        let secs = start.elapsed().as_secs_f64();
        if nodes != expected {
            return Err(input(format!(
                "{}: perft {depth} gave {nodes}, expected {expected}",
                case.name
            )));
        }
        total_nodes += nodes;
        total_secs += secs;
        emit(&format!(
            "{:<18} {:>5} {:>12} {:>9.3} {:>8.1}\n",
            case.name,
            depth,
            nodes,
            secs,
            mnps(nodes, secs)
        ))?;
    }
    emit(&format!(
        "{:<18} {:>5} {:>12} {:>9.3} {:>8.1}\n",
        "total",
        "",
        total_nodes,
        total_secs,
        mnps(total_nodes, total_secs)
    ))
}

fn mnps(nodes: u64, secs: f64) -> f64 {
    if secs > 0.0 {
        nodes as f64 / secs / 1e6
    } else {
        0.0
    }
}
