//! The analysis written into PGN reads back in python-chess (`node.eval()`, `node.nags`), as
//! lichess's does. Needs `python3` with python-chess (`python3 -m pip install chess`).

use std::io::Write;
use std::process::{Command, Stdio};

use rules::pgn::{read_game, PgnGame};
use ui::analysis::record::{Analysis, PositionEval};
use ui::analysis::{pgn, Eval};

/// A Chess960 game (the queen on b1) where White hangs the queen on move 2.
const GAME: &str = "[Variant \"Chess960\"]\n[SetUp \"1\"]\n\
    [FEN \"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1\"]\n\n\
    1. c4 e5 2. Qg6 { [%clk 0:04:58] } 2... hxg6 3. d4 d5 4. e4 dxe4 *\n";

fn python_reads(pgn: &str) -> Vec<String> {
    let mut child = Command::new("python3")
        .arg(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/python/analysis_read.py"
        ))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("python3 with python-chess (python3 -m pip install chess)");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(pgn.as_bytes())
        .expect("write the PGN");
    let out = child.wait_with_output().expect("python3 ran");
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        out.status.success() && stdout.ends_with("END\n"),
        "python-chess could not read:\n{pgn}\n{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
        .lines()
        .filter(|l| *l != "END")
        .map(String::from)
        .collect()
}

#[test]
fn python_chess_reads_evals_and_nags() {
    let pg0 = read_game(GAME).expect("the game reads");
    let moves: Vec<String> = pg0.game.moves().iter().map(|m| m.uci()).collect();
    assert_eq!(moves.len(), 8);
    let mut a = Analysis::new(moves, true, false);
    let evals = [
        Eval::Cp(20),
        Eval::Cp(25),
        Eval::Cp(90),
        Eval::Cp(-900),
        Eval::Cp(-910),
        Eval::Cp(-905),
        Eval::Cp(-915),
        Eval::Mate(-7),
        Eval::Mate(-6),
    ];
    for (ply, eval) in evals.into_iter().enumerate() {
        a.record(
            ply,
            PositionEval {
                eval,
                depth: 9,
                line: vec!["e2e4".into()],
            },
        );
    }
    let mut pg: PgnGame = pg0.clone();
    pgn::write(&mut pg, &a);
    let text = pg.to_pgn();
    let got = python_reads(&text);
    let want = [
        "1 cp:25 -",
        "2 cp:90 6",
        "3 cp:-900 4",
        "4 cp:-910 -",
        "5 cp:-905 -",
        "6 cp:-915 -",
        "7 mate:-7 -",
        "8 mate:-6 -",
    ];
    assert_eq!(got, want, "{text}");
    // Ours reads it back the same way, marks from the NAGs.
    let back = pgn::read(&read_game(&text).expect("reads")).expect("an analysis");
    for ply in 1..=8 {
        assert_eq!(back.eval(ply), a.eval(ply), "{ply}");
        assert_eq!(back.mark(ply), a.mark(ply), "{ply}");
    }
}
