//! Cross-check with python-chess, an independent implementation: our PGN for random Chess960
//! games is read by python-chess (tests/python/check_pgn.py), and the final position, the SAN
//! of every move, the end of the game and the tags must agree.
//!
//! Needs `python3` with python-chess (`python3 -m pip install chess`; scripts/setup-tools.sh
//! installs it). Without it this test fails, on purpose: it must not pass unchecked.

mod random_games;

use random_games::{random_game, Rng, Stats};
use rules::fen::{to_fen, to_shredder_fen};
use rules::game::Reason;
use rules::pgn::PgnGame;
use std::path::PathBuf;
use std::process::Command;

const INSTALL_HINT: &str = "this test needs python3 with python-chess: install it with \
     `python3 -m pip install chess` (scripts/setup-tools.sh does this)";

fn require_python_chess() {
    match Command::new("python3")
        .args(["-c", "import chess, chess.pgn"])
        .output()
    {
        Ok(out) if out.status.success() => {}
        Ok(out) => panic!(
            "{INSTALL_HINT}\npython3 said: {}",
            String::from_utf8_lossy(&out.stderr)
        ),
        Err(e) => panic!("{INSTALL_HINT}\n(could not run python3: {e})"),
    }
}

#[derive(Default, Debug)]
struct Report {
    file: String,
    errors: String,
    fen: String,
    sans: Vec<String>,
    over: Vec<bool>,
    tags: Vec<(String, String)>,
}

fn parse_reports(text: &str) -> Vec<Report> {
    let mut reports = Vec::new();
    let mut current = Report::default();
    for line in text.lines() {
        let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
        match key {
            "GAME" => current.file = rest.to_string(),
            "ERRORS" => current.errors = rest.to_string(),
            "FEN" => current.fen = rest.to_string(),
            "SANS" => current.sans = rest.split_whitespace().map(str::to_string).collect(),
            "OVER" => current.over = rest.split_whitespace().map(|f| f == "1").collect(),
            "TAG" => {
                let (name, value) = rest.split_once('\t').unwrap_or((rest, ""));
                current.tags.push((name.to_string(), value.to_string()));
            }
            "END" => reports.push(std::mem::take(&mut current)),
            _ => panic!("unexpected line from check_pgn.py: {line}"),
        }
    }
    reports
}

/// The tags our PGN writes, in order.
fn written_tags(pgn: &PgnGame) -> Vec<(String, String)> {
    let mut tags: Vec<(String, String)> = Vec::new();
    let mut extra = Vec::new();
    for (name, value) in pgn.tags.iter() {
        let pair = (name.to_string(), value.to_string());
        if rules::pgn::ROSTER.iter().any(|(n, _)| *n == name) {
            tags.push(pair);
        } else {
            extra.push(pair);
        }
    }
    tags.push(("Result".into(), pgn.result().into()));
    tags.push(("Variant".into(), "Chess960".into()));
    tags.push(("SetUp".into(), "1".into()));
    tags.push(("FEN".into(), to_fen(pgn.game.start())));
    tags.extend(extra);
    tags
}

#[test]
fn python_chess_reads_our_pgn() {
    require_python_chess();
    let dir = std::env::temp_dir().join(format!("rokade-pgn-check-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let mut rng = Rng(0xc0ff_ee96_0001);
    let mut stats = Stats::default();
    let games: Vec<PgnGame> = (0..50)
        .map(|_| random_game(&mut rng, 400, &mut stats))
        .collect();
    for (i, g) in games.iter().enumerate() {
        std::fs::write(dir.join(format!("game_{i:03}.pgn")), g.to_pgn()).expect("write pgn");
    }
    let script: PathBuf = [
        env!("CARGO_MANIFEST_DIR"),
        "tests",
        "python",
        "check_pgn.py",
    ]
    .iter()
    .collect();
    let out = Command::new("python3")
        .arg(&script)
        .arg(&dir)
        .output()
        .unwrap_or_else(|e| panic!("{INSTALL_HINT}\n(could not run python3: {e})"));
    assert!(
        out.status.success(),
        "check_pgn.py failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let reports = parse_reports(&String::from_utf8_lossy(&out.stdout));
    assert_eq!(reports.len(), games.len());
    for (i, (g, r)) in games.iter().zip(&reports).enumerate() {
        let text = g.to_pgn();
        assert_eq!(r.file, format!("game_{i:03}.pgn"));
        assert_eq!(r.errors, "", "python-chess errors in game {i}:\n{text}");
        assert_eq!(r.sans, g.game.sans(), "game {i}:\n{text}");
        assert_eq!(
            r.fen,
            to_shredder_fen(g.game.position()),
            "game {i}:\n{text}"
        );
        assert_eq!(r.tags, written_tags(g), "game {i}:\n{text}");
        // The end of the game: python-chess sees an automatic end exactly when we do.
        let flag = |k: usize| r.over.get(k).copied().unwrap_or(false);
        let python_over = (0..5).any(flag);
        match g.game.outcome().map(|o| o.reason) {
            Some(Reason::Checkmate) => assert!(flag(0), "game {i}"),
            Some(Reason::Stalemate) => assert!(flag(1), "game {i}"),
            Some(Reason::DeadPosition) => assert!(flag(2), "game {i}"),
            Some(Reason::SeventyFiveMoveRule) => assert!(flag(3), "game {i}"),
            Some(Reason::FivefoldRepetition) => assert!(flag(4), "game {i}"),
            _ => assert!(
                !python_over,
                "game {i}: python-chess sees an end: {:?}",
                r.over
            ),
        }
    }
    assert!(stats.castles > 0 && stats.promotions > 0, "{stats:?}");
    let _ = std::fs::remove_dir_all(&dir);
}
