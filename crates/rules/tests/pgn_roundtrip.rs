//! PGN round trips of random Chess960 games, and reading PGN written by python-chess
//! (fixtures in tests/data/pgn, made by tests/python/make_fixtures.py).

mod random_games;

use random_games::{random_game, Rng, Stats};
use rules::fen::to_shredder_fen;
use rules::game::Reason;
use rules::pgn::{read_game, read_games, write_games, PgnGame, LINE_WIDTH};

fn check_round_trip(original: &PgnGame, text: &str, back: &PgnGame) {
    let (a, b) = (&original.game, &back.game);
    assert_eq!(a.start(), b.start(), "{text}");
    assert_eq!(a.moves(), b.moves(), "{text}");
    assert_eq!(a.sans(), b.sans(), "{text}");
    assert_eq!(a.position(), b.position(), "{text}");
    match a.outcome() {
        Some(o) if o.reason.is_automatic() => assert_eq!(b.outcome(), Some(o), "{text}"),
        // Declared ends come back as their result, for an unknown reason.
        Some(o) => {
            let got = b.outcome().expect("a result");
            assert_eq!(got.result, o.result, "{text}");
            assert_eq!(got.reason, Reason::Unknown, "{text}");
        }
        None => assert_eq!(b.outcome(), None, "{text}"),
    }
    assert!(
        original.tags.iter().eq(back.tags.iter()),
        "{text}\n{:?}",
        back.tags
    );
    assert!(original.comments().eq(back.comments()), "{text}");
    // And the text itself is reproduced exactly.
    assert_eq!(back.to_pgn(), text);
}

#[test]
fn random_games_round_trip() {
    let mut rng = Rng(0x0005_eed0_f960);
    let mut stats = Stats::default();
    let mut games = Vec::new();
    for _ in 0..400 {
        let pgn = random_game(&mut rng, 300, &mut stats);
        let text = pgn.to_pgn();
        for line in text.lines() {
            assert!(
                line.chars().count() <= LINE_WIDTH || !line.contains(' '),
                "line too long: {line}"
            );
        }
        assert!(text.contains("[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \""));
        let back = read_games(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(back.len(), 1);
        check_round_trip(&pgn, &text, &back[0]);
        games.push(pgn);
    }
    assert!(stats.castles > 20, "{stats:?}");
    assert!(stats.promotions > 20, "{stats:?}");
    assert!(stats.black_first > 5, "{stats:?}");
    assert!(stats.automatic_ends > 5, "{stats:?}");
    assert!(stats.starts.len() > 250, "{stats:?}");

    // All games in one text.
    let text = write_games(&games);
    let back = read_games(&text).unwrap();
    assert_eq!(back.len(), games.len());
    for (a, b) in games.iter().zip(&back) {
        assert_eq!(a.to_pgn(), b.to_pgn());
    }
}

struct Expected {
    plies: usize,
    result: String,
    fen: String,
    sans: Vec<String>,
}

fn expected() -> Vec<Expected> {
    include_str!("data/pgn/python_chess_expected.txt")
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let f: Vec<&str> = line.split('\t').collect();
            assert_eq!(f.len(), 5, "{line}");
            Expected {
                plies: f[1].parse().unwrap(),
                result: f[2].to_string(),
                fen: f[3].to_string(),
                sans: f[4].split_whitespace().map(str::to_string).collect(),
            }
        })
        .collect()
}

#[test]
fn reads_pgn_written_by_python_chess() {
    let text = include_str!("data/pgn/python_chess_games.pgn");
    let games = read_games(text).unwrap_or_else(|e| panic!("{e}"));
    let expected = expected();
    assert_eq!(games.len(), expected.len());
    let mut castles = 0;
    let mut promotions = 0;
    for (i, (g, e)) in games.iter().zip(&expected).enumerate() {
        assert_eq!(g.game.ply(), e.plies, "game {i}");
        assert_eq!(g.game.sans(), e.sans.as_slice(), "game {i}");
        assert_eq!(to_shredder_fen(g.game.position()), e.fen, "game {i}");
        assert_eq!(g.result(), e.result, "game {i}");
        // python-chess wrote `White "Player "A" \ i"` without escapes.
        assert_eq!(
            g.tags.get("White"),
            Some(format!("Player \"A\" \\ {i}").as_str())
        );
        assert_eq!(g.tags.get("TimeControl"), Some("600+5"));
        assert_eq!(g.tags.get("Event"), Some(format!("Fixture {i}").as_str()));
        // Every move has its clock comment; the comment inside the variation is dropped.
        for ply in 1..=g.game.ply() {
            let c = g.comment(ply).unwrap_or_default();
            assert!(
                c.starts_with("[%clk ") && c.ends_with(']'),
                "game {i} ply {ply}: {c}"
            );
        }
        castles += g.game.moves().iter().filter(|m| m.is_castle()).count();
        promotions += g
            .game
            .moves()
            .iter()
            .filter(|m| m.promotion().is_some())
            .count();
        // Our own output of the game reads back the same.
        let again = read_game(&g.to_pgn()).unwrap();
        assert_eq!(again.game.moves(), g.game.moves());
        assert_eq!(again.to_pgn(), g.to_pgn());
    }
    assert!(castles >= 3 && promotions >= 3, "{castles} {promotions}");
    // The first game has no FEN tag (python-chess leaves it out for the classical start).
    assert_eq!(games[0].game.start(), &rules::Position::classical());
    // The last starts with Black to move, and our PGN numbers it `n...`.
    let last = games.last().unwrap();
    let n = last.game.start().fullmoves();
    assert!(last.to_pgn().contains(&format!("\n{n}... ")));
}
