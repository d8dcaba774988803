//! Runs the `chess960` binary as a user would.

use std::io::Write;
use std::process::{Command, Output, Stdio};

mod common;
use common::chess960;

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const CLASSICAL: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// A Chess960 middlegame from the oracle's data (rules/tests/data/chess960-random.epd).
const MIDDLEGAME: &str = "nr1nkbbr/4p3/6pp/p1q2pP1/2p1PP1P/1NN5/PPP1B3/1R2K1BR w HBhb - 1 16";

fn chess960_stdin(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_chess960"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run chess960");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin)
        .expect("write stdin");
    child.wait_with_output().expect("wait")
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).expect("UTF-8 stdout")
}

fn stderr(out: &Output) -> String {
    String::from_utf8(out.stderr.clone()).expect("UTF-8 stderr")
}

/// Success with nothing on stderr; returns stdout.
fn ok(args: &[&str]) -> String {
    let out = chess960(args);
    assert!(out.status.success(), "{args:?} failed: {}", stderr(&out));
    assert!(out.stderr.is_empty(), "{args:?}: stderr {}", stderr(&out));
    stdout(&out)
}

/// Failure: non-zero status, exactly one line `chess960: ...` on stderr, no panic.
fn fails(args: &[&str]) -> String {
    let out = chess960(args);
    assert_failed_cleanly(args, &out)
}

fn assert_failed_cleanly(args: &[&str], out: &Output) -> String {
    let err = stderr(out);
    assert!(!out.status.success(), "{args:?} should fail");
    assert!(out.status.code().is_some(), "{args:?}: killed by a signal");
    assert!(!err.contains("panicked"), "{args:?}: panic: {err}");
    assert_eq!(
        err.lines().count(),
        1,
        "{args:?}: stderr not one line: {err:?}"
    );
    assert!(err.starts_with("chess960: "), "{args:?}: {err}");
    assert!(err.ends_with('\n'));
    err
}

fn last_line(text: &str) -> &str {
    text.lines().last().expect("some output")
}

#[test]
fn perft_counts() {
    assert_eq!(last_line(&ok(&["perft", CLASSICAL, "4"])), "197281");
    assert_eq!(last_line(&ok(&["perft", KIWIPETE, "3"])), "97862");
    // D3 from the oracle's data.
    assert_eq!(last_line(&ok(&["perft", MIDDLEGAME, "3"])), "53753");
    assert_eq!(last_line(&ok(&["perft", "startpos", "0"])), "1");
    assert_eq!(last_line(&ok(&["perft", "sp:518", "3"])), "8902");
    // SP 0 at depth 3, from the oracle's start-position data.
    assert_eq!(last_line(&ok(&["perft", "sp:0", "3"])), "9006");
}

#[test]
fn perft_accepts_an_unquoted_fen() {
    let mut args = vec!["perft"];
    args.extend(KIWIPETE.split(' '));
    args.push("2");
    assert_eq!(last_line(&ok(&args)), "2039");
}

#[test]
fn divide_lines_sum_to_the_total() {
    for (fen, depth, expected) in [(KIWIPETE, "3", 97_862u64), (MIDDLEGAME, "2", 0)] {
        let out = ok(&["divide", fen, depth]);
        let total: u64 = last_line(&out)
            .parse()
            .expect("total alone on the last line");
        if expected > 0 {
            assert_eq!(total, expected);
        }
        let mut sum = 0;
        let mut moves = 0;
        for line in out.lines().filter(|l| l.contains(' ')) {
            let (m, n) = line.split_once(' ').expect("<move> <count>");
            assert!((4..=5).contains(&m.len()), "{line}");
            sum += n.parse::<u64>().expect("count");
            moves += 1;
        }
        assert_eq!(sum, total, "{fen}");
        let perft1: usize = last_line(&ok(&["perft", fen, "1"]))
            .parse()
            .expect("number");
        assert_eq!(moves, perft1);
    }
    // Kiwipete: castling is written king-takes-rook.
    let out = ok(&["divide", KIWIPETE, "1"]);
    assert!(out.lines().any(|l| l == "e1h1 1"), "{out}");
    assert!(out.lines().any(|l| l == "e1a1 1"), "{out}");
}

#[test]
fn moves_in_san_with_castling() {
    let out = ok(&["moves", KIWIPETE]);
    let moves: Vec<&str> = out.lines().collect();
    assert_eq!(moves.len(), 48);
    for m in ["O-O", "O-O-O", "Nxf7", "dxe6", "Qxf6", "Bxa6", "gxh3"] {
        assert!(moves.contains(&m), "{m} missing from {moves:?}");
    }
    // Chess960: the king on b1 castles queen side with the rook on a1, and king side with h1.
    let out = ok(&["moves", "rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1"]);
    assert!(out.lines().any(|l| l == "O-O"), "{out}");
    assert!(out.lines().any(|l| l == "O-O-O"), "{out}");
    let out = ok(&["moves", "rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1", "--uci"]);
    assert!(out.lines().any(|l| l == "b1h1"), "{out}");
    assert!(out.lines().any(|l| l == "b1a1"), "{out}");
    // Checkmate: no moves at all.
    let mate = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    assert_eq!(ok(&["moves", mate]), "");
}

#[test]
fn start_positions() {
    assert_eq!(ok(&["sp", "518"]), format!("{CLASSICAL}\n"));
    assert_eq!(ok(&["sp", "960"]), ok(&["sp", "0"]));
    assert_eq!(
        ok(&["sp", "0"]),
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\n"
    );
    assert_eq!(
        last_line(&ok(&["sp", "959"])),
        "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1"
    );
}

#[test]
fn random_start_positions() {
    for _ in 0..5 {
        let out = ok(&["sp", "--random", "--no-518"]);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 2, "{out}");
        let n: u32 = lines[0]
            .strip_prefix("SP ")
            .expect("SP <n>")
            .parse()
            .expect("number");
        assert!(n < 960 && n != 518);
        assert_eq!(ok(&["sp", &n.to_string()]), format!("{}\n", lines[1]));
    }
    let out = ok(&["sp", "--random"]);
    assert!(out.starts_with("SP "));
}

#[test]
fn bad_start_positions_fail_cleanly() {
    let err = fails(&["sp", "961"]);
    assert!(err.contains("961"), "{err}");
    fails(&["sp", "-1"]);
    fails(&["sp", "abc"]);
    fails(&["sp", "99999999999999999999"]);
    fails(&["sp"]);
    fails(&["sp", "1", "2"]);
    fails(&["sp", "1", "--random"]);
    fails(&["sp", "--bogus"]);
}

#[test]
fn malformed_fens_fail_cleanly() {
    let long = "8/".repeat(500);
    let cases: Vec<&str> = vec![
        "",
        "xx",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w XYZ - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "4k3/8/8/8/8/8/8/4Q2K w - - 0 1\n",
        "k7/8/8/8/8/8/8/K6q w - - 0 1 extra",
        "Pk6/8/8/8/8/8/8/K7 w - - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 \u{7}",
        "\u{1b}[31m/8/8/8/8/8/8/8 w - - 0 1",
        "k7/8/8/8/8/8/8/K6\u{85} w - - 0 1",
        &long,
        "sp:961",
        "sp:x",
    ];
    for fen in cases {
        for cmd in ["perft", "divide"] {
            let err = fails(&[cmd, fen, "2"]);
            assert!(!err.contains("panicked"));
        }
        fails(&["moves", fen]);
    }
}

#[test]
fn bad_command_lines_fail_cleanly() {
    fails(&[]);
    fails(&["frobnicate"]);
    fails(&["perft"]);
    fails(&["perft", CLASSICAL]);
    fails(&["perft", "startpos", "x"]);
    fails(&["perft", "startpos", "-1"]);
    fails(&["perft", "startpos", "999"]);
    fails(&["divide", "startpos"]);
    fails(&["moves"]);
    fails(&["pgn"]);
    fails(&["pgn", "/nonexistent/file.pgn"]);
    fails(&["bench", "--bogus"]);
}

#[test]
fn help_mentions_the_arbiters_draw() {
    for flag in ["help", "--help", "-h"] {
        let out = ok(&[flag]);
        assert!(out.contains("sp --random --no-518"), "{out}");
        assert!(out.contains("perft"));
    }
}

const PGN: &str = "[Event \"Test\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n\
                   1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O *\n\n\
                   [Event \"Two\"]\n\
                   [FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1\"]\n\n\
                   1. g4 {good} (1. f4 $2) g5 2. Nf3 1-0\n";

#[test]
fn pgn_reads_standard_input_and_files() {
    let out = chess960_stdin(&["pgn", "-"], PGN.as_bytes());
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("[White \"A\"]"), "{text}");
    assert!(
        text.contains("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O *"),
        "{text}"
    );
    assert!(text.contains("[Variant \"Chess960\"]"), "{text}");
    assert!(
        text.contains("[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\"]"),
        "{text}"
    );
    // The variation and its NAG are kept (issue 19), written back as they were read.
    assert!(
        text.contains("1. g4 {good} (1. f4 $2) 1... g5 2. Nf3 1-0"),
        "{text}"
    );
    assert_eq!(text.matches("[Event ").count(), 2);

    // Our own output reads back to itself, from a file this time.
    let path = std::env::temp_dir().join(format!("chess960-cli-test-{}.pgn", std::process::id()));
    std::fs::write(&path, &text).expect("write temp file");
    let again = ok(&["pgn", path.to_str().expect("UTF-8 path")]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(again, text);

    // An empty text has no games.
    let out = chess960_stdin(&["pgn", "-"], b"");
    assert!(out.status.success());
    assert!(out.stdout.is_empty());
}

#[test]
fn bad_pgn_fails_cleanly_naming_the_line() {
    let out = chess960_stdin(&["pgn", "-"], b"[Event \"x\"]\n\n1. e4 e5\n2. Qxf7 Zz9 *\n");
    let err = assert_failed_cleanly(&["pgn", "-"], &out);
    assert!(err.contains("line 4"), "{err}");
    for junk in [
        &b"[Event \"x\"\n"[..],
        b"1. e4 (((",
        b"{ never closed",
        b"[FEN \"garbage\"]\n\n1. e4 *",
        b"\xff\xfe\x00[\x00",
        b"1. O-O *",
    ] {
        let out = chess960_stdin(&["pgn", "-"], junk);
        if !out.status.success() {
            assert_failed_cleanly(&["pgn", "-"], &out);
        }
        assert!(!stderr(&out).contains("panicked"));
    }
}
