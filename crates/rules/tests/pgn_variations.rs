//! Variations and NAGs are kept: read, written back, read again the same, and read the same by
//! python-chess (an independent implementation; needs python3 with python-chess, which
//! scripts/setup-tools.sh installs: without it the interop test fails, on purpose).

use rules::pgn::{read_games, write_games, PgnGame, Variation};
use std::process::Command;

const ROUND: &str = include_str!("data/round-960.pgn");

/// Every move as `depth SAN NAGs comment`, depth first, as variation_tree.py prints them.
fn tree(games: &[PgnGame]) -> Vec<String> {
    fn line(out: &mut Vec<String>, depth: usize, san: &str, nags: &[u8], comment: Option<&str>) {
        let mut nags: Vec<u8> = nags.to_vec();
        nags.sort_unstable();
        let nags = if nags.is_empty() {
            "-".to_string()
        } else {
            nags.iter().map(u8::to_string).collect::<Vec<_>>().join(",")
        };
        out.push(format!("{depth} {san} {nags} {}", comment.unwrap_or("-")));
    }
    fn variation(out: &mut Vec<String>, depth: usize, v: &Variation) {
        for m in &v.moves {
            line(out, depth, &m.san, &m.nags, m.comment.as_deref());
            for inner in &m.variations {
                variation(out, depth + 1, inner);
            }
        }
    }
    let mut out = Vec::new();
    for g in games {
        out.push("GAME".to_string());
        for (i, san) in g.game.sans().iter().enumerate() {
            line(&mut out, 0, san, g.nags(i + 1), g.comment(i + 1));
            for v in g.variations(i + 1) {
                variation(&mut out, 1, v);
            }
        }
    }
    out
}

#[test]
fn a_round_keeps_its_variations_nags_and_castling() {
    let games = read_games(ROUND).unwrap();
    assert_eq!(games.len(), 3);
    let first = &games[0];
    assert_eq!(first.nags(7), [1]); // 4. Be2 $1
    assert_eq!(first.nags(12), [6]); // 6... O-O-O $6
    assert_eq!(first.nags(17), [6]); // 9. Qe1?! read as $6
    let vars = first.variations(8); // alternatives to 4... Be7
    assert_eq!(vars.len(), 1);
    let sans: Vec<&str> = vars[0].moves.iter().map(|m| m.san.as_str()).collect();
    assert_eq!(sans, ["Nd6", "Nd3", "Be7"]);
    let nested = &vars[0].moves[1].variations[0];
    assert_eq!(nested.moves[0].san, "Ngf3");
    assert_eq!(nested.moves[0].nags, [2]);
    // Castling with the king on b1/b8 (rook a1/a8 next to it) and on g1 (rook h1 next to it).
    assert_eq!(first.game.sans()[10], "O-O-O");
    assert_eq!(first.game.sans()[11], "O-O-O");
    assert_eq!(games[1].game.sans()[4], "O-O");
    assert_eq!(games[1].game.sans()[5], "O-O");
    assert_eq!(games[1].variations(6)[0].moves[1].nags, [14]);
    assert_eq!(games[2].nags(5), [4]); // 3. h3 ?? (a mark standing alone)
}

#[test]
fn export_and_import_again_keeps_everything() {
    let games = read_games(ROUND).unwrap();
    let text = write_games(&games);
    assert!(
        text.contains("4. Be2 $1 Be7 (4... Nd6 5. Nd3 (5. Ngf3 $2 Be7) 5... Be7) 5. Nd3"),
        "{text}"
    );
    assert!(text.contains("(3... Nf4 4. g3 $14) 4. d3 $5 c6"), "{text}");
    let again = read_games(&text).unwrap();
    assert_eq!(tree(&again), tree(&games));
    assert_eq!(write_games(&again), text);
}

#[test]
fn a_variation_before_any_move_or_with_an_illegal_move_is_an_error() {
    let start = "[FEN \"rkbbnqnr/pppppppp/8/8/8/8/PPPPPPPP/RKBBNQNR w KQkq - 0 1\"]\n\n";
    let e = read_games(&format!("{start}(1. e4) 1. d4 *")).unwrap_err();
    assert_eq!(e.line, Some(3));
    let e = read_games(&format!("{start}1. d4 (1. e4 e5 2. Ke2) *")).unwrap_err();
    assert!(e.to_string().contains("Ke2"), "{e}");
    assert!(read_games(&format!("{start}1. d4 (1. e4 *")).is_err());
    // A comment before a variation's first move and NAGs over 255 are no trouble.
    let g = read_games(&format!("{start}1. d4 $300 ({{Or}} 1. e4 $1) *")).unwrap();
    assert_eq!(g[0].variations(1)[0].comment.as_deref(), Some("Or"));
    assert!(g[0].nags(1).is_empty());
}

#[test]
fn python_chess_reads_our_variations_the_same() {
    let games = read_games(ROUND).unwrap();
    let dir = std::env::temp_dir().join(format!("rokade-variations-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("round.pgn");
    std::fs::write(&file, write_games(&games)).unwrap();
    let script = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/python/variation_tree.py"
    );
    let out = Command::new("python3")
        .arg(script)
        .arg(&file)
        .output()
        .expect("python3 with python-chess (scripts/setup-tools.sh installs it)");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let theirs: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect();
    assert_eq!(theirs, tree(&games));
    let _ = std::fs::remove_dir_all(&dir);
}
