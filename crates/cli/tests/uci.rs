//! `chess960 uci`: a conversation over pipes, and the python-chess check
//! (tests/python/uci_check.py), which drives the engine through an independent UCI client.
//!
//! The python part needs `python3` with python-chess (`python3 -m pip install chess`;
//! scripts/setup-tools.sh installs it). Without it the test fails, on purpose: it must not
//! pass unchecked.

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::Duration;

const INSTALL_HINT: &str = "this test needs python3 with python-chess: install it with \
     `python3 -m pip install chess` (scripts/setup-tools.sh does this)";

struct Uci {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Uci {
    fn start() -> Uci {
        let mut child = Command::new(env!("CARGO_BIN_EXE_chess960"))
            .arg("uci")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start chess960 uci");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Uci {
            child,
            stdin,
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").expect("write to engine");
        self.stdin.flush().expect("flush");
    }

    /// Lines up to and including the first that starts with `prefix`. The timeout only
    /// guards against a hung engine; nothing here depends on how fast the machine is.
    fn until(&mut self, prefix: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            match self.lines.recv_timeout(Duration::from_secs(60)) {
                Ok(line) => {
                    let done = line.starts_with(prefix);
                    seen.push(line);
                    if done {
                        return seen;
                    }
                }
                Err(e) => panic!("no '{prefix}' from the engine ({e}); got {seen:?}"),
            }
        }
    }
}

#[test]
fn conversation() {
    let mut e = Uci::start();
    e.send("uci");
    let hello = e.until("uciok");
    assert!(hello.iter().any(|l| l.starts_with("id name ")));
    assert!(hello.iter().any(|l| l.starts_with("id author ")));
    assert!(hello
        .iter()
        .any(|l| l == "option name UCI_Chess960 type check default false"));
    assert!(hello
        .iter()
        .any(|l| l == "option name Level type spin default 8 min 1 max 8"));
    assert!(hello
        .iter()
        .any(|l| l.starts_with("option name Hash type spin")));
    e.send("setoption name UCI_Chess960 value true");
    e.send("setoption name Hash value 4");
    e.send("isready");
    e.until("readyok");
    e.send("ucinewgame");
    // O-O-O mates; in Chess960 notation it is king takes rook.
    e.send("position fen 2rkr3/2p1p3/8/8/8/8/8/RK6 w A - 0 1");
    e.send("go depth 3");
    let out = e.until("bestmove");
    assert_eq!(out.last().map(String::as_str), Some("bestmove b1a1"));
    let info = out
        .iter()
        .rev()
        .find(|l| l.starts_with("info depth"))
        .expect("an info line");
    for field in [" score mate 1", " nodes ", " nps ", " time ", " pv b1a1"] {
        assert!(info.contains(field), "{field} missing in {info}");
    }
    // Classical notation when UCI_Chess960 is off.
    e.send("setoption name UCI_Chess960 value false");
    e.send("position fen 2rkr3/2p1p3/8/8/8/8/8/RK6 w A - 0 1");
    e.send("go depth 3");
    let out = e.until("bestmove");
    // Not a classical king and rook placement: still written king takes rook.
    assert_eq!(out.last().map(String::as_str), Some("bestmove b1a1"));
    // Input in either notation, then a depth-limited search from the game.
    e.send("position startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1 f8c5");
    e.send("go depth 2");
    let out = e.until("bestmove");
    assert!(out.iter().all(|l| !l.contains("illegal")), "{out:?}");
    // Garbage does not stop it.
    e.send("what is this");
    e.send("go depth x");
    e.send("stop");
    e.until("bestmove");
    e.send("position fen nonsense");
    e.send("isready");
    let out = e.until("readyok");
    assert!(out.iter().any(|l| l.starts_with("info string")), "{out:?}");
    // A search on its own thread: isready is answered during `go infinite`.
    e.send("position startpos");
    e.send("go infinite");
    e.send("isready");
    e.until("readyok");
    e.send("stop");
    e.until("bestmove");
    e.send("quit");
    let status = e.child.wait().expect("exit");
    assert!(status.success());
}

#[test]
fn python_chess_drives_the_engine() {
    match Command::new("python3")
        .args(["-c", "import chess, chess.engine"])
        .output()
    {
        Ok(out) if out.status.success() => {}
        Ok(out) => panic!(
            "{INSTALL_HINT}\npython3 said: {}",
            String::from_utf8_lossy(&out.stderr)
        ),
        Err(e) => panic!("{INSTALL_HINT}\n(could not run python3: {e})"),
    }
    let script: PathBuf = [
        env!("CARGO_MANIFEST_DIR"),
        "tests",
        "python",
        "uci_check.py",
    ]
    .iter()
    .collect();
    let out = Command::new("python3")
        .arg(&script)
        .arg(env!("CARGO_BIN_EXE_chess960"))
        .output()
        .expect("run uci_check.py");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && stdout.lines().last() == Some("ALL OK"),
        "uci_check.py failed:\n{stdout}\n{stderr}"
    );
    // It really ran its checks.
    assert!(
        stdout.lines().filter(|l| l.starts_with("ok: ")).count() > 30,
        "{stdout}"
    );
}
