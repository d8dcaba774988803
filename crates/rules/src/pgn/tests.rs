//! Tests of reading and writing PGN.

use super::partial::supported_variant;
use super::*;
use crate::fen::{parse_position, to_shredder_fen};
use crate::game::{Game, Reason};
use crate::Position;

fn one(text: &str) -> PgnGame {
    let games = read_games(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(games.len(), 1, "{text}");
    games.into_iter().next().unwrap()
}

fn error(text: &str) -> String {
    match read_games(text) {
        Ok(g) => panic!("read {} games from {text}", g.len()),
        Err(e) => e.to_string(),
    }
}

/// Chess960 start 99: after g3 and Nf3, O-O moves the king f1-g1 and the rook g1-f1.
const SP99: &str = "bqnrnkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNRNKRB w KQkq - 0 1";

#[test]
fn writes_the_seven_tag_roster_and_chess960_tags() {
    let mut pgn = PgnGame::new(Game::classical());
    pgn.tags.set("TimeControl", "300+2").unwrap();
    pgn.tags.set("Termination", "normal").unwrap();
    pgn.tags.set("Event", "Club \"Rokade\" \\ 1").unwrap();
    assert_eq!(
        pgn.to_pgn(),
        "[Event \"Club \\\"Rokade\\\" \\\\ 1\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n\
         [Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\
         [Variant \"Chess960\"]\n[SetUp \"1\"]\n\
         [FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n\
         [TimeControl \"300+2\"]\n[Termination \"normal\"]\n\n*\n"
    );
    let back = one(&pgn.to_pgn());
    assert_eq!(back.tags, pgn.tags);
    assert_eq!(back.tags.get("Event"), Some("Club \"Rokade\" \\ 1"));
}

#[test]
fn tag_rules() {
    let mut tags = Tags::new();
    assert!(matches!(tags.set("", "x"), Err(TagError::InvalidName(_))));
    assert!(matches!(
        tags.set("Bad Name", "x"),
        Err(TagError::InvalidName(_))
    ));
    assert!(matches!(tags.set("_x", "x"), Err(TagError::InvalidName(_))));
    for derived in DERIVED_TAGS {
        assert_eq!(
            tags.set(derived, "x"),
            Err(TagError::Derived(derived.into()))
        );
    }
    assert!(matches!(
        tags.set("White", "a\nb"),
        Err(TagError::ControlCharacter(_))
    ));
    tags.set("Opening", "x").unwrap();
    tags.set("White", "Ada").unwrap();
    tags.set("Opening", "y").unwrap();
    assert_eq!(tags.get("Opening"), Some("y"));
    assert_eq!(tags.iter().count(), 7);
    assert_eq!(tags.remove("White"), Some("Ada".to_string()));
    assert_eq!(tags.get("White"), Some("?"));
    assert_eq!(tags.remove("Opening"), Some("y".to_string()));
    assert_eq!(tags.remove("Opening"), None);
    assert_eq!(tags, Tags::new());
}

#[test]
fn movetext_numbers_comments_and_black_first() {
    let start = parse_position("rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 b KQkq - 0 12").unwrap();
    let mut game = Game::new(start);
    for san in ["a6", "O-O-O", "b6", "a3"] {
        game.play_san(san).unwrap();
    }
    let mut pgn = PgnGame::new(game);
    pgn.set_comment(0, "Black  starts\n here");
    pgn.set_comment(2, "{castled}");
    pgn.set_comment(3, "   ");
    let text = pgn.to_pgn();
    assert!(
        text.ends_with("\n\n{Black starts here} 12... a6 13. O-O-O {{castled} 13... b6 14. a3 *\n"),
        "{text}"
    );
    assert_eq!(pgn.comment(0), Some("Black starts here"));
    assert_eq!(pgn.comment(2), Some("{castled")); // only `}` is dropped
    assert_eq!(pgn.comment(3), None);
    let back = one(&text);
    assert_eq!(
        back.comments().collect::<Vec<_>>(),
        pgn.comments().collect::<Vec<_>>()
    );
    assert_eq!(back.game.sans(), pgn.game.sans());
}

#[test]
fn long_movetext_is_wrapped() {
    let mut game = Game::chess960(0).unwrap();
    for _ in 0..2 {
        for san in ["Nc3", "Nc6", "Nd1", "Nd8"] {
            game.play_san(san).unwrap();
        }
    }
    let mut pgn = PgnGame::new(game);
    let long = "word ".repeat(40);
    pgn.set_comment(1, &long);
    pgn.set_comment(2, &"x".repeat(100));
    let text = pgn.to_pgn();
    let movetext = text.split("\n\n").nth(1).unwrap();
    for line in movetext.lines() {
        assert!(line.len() <= LINE_WIDTH || !line.contains(' '), "{line}");
    }
    assert!(movetext.lines().count() > 3);
    let back = one(&text);
    assert_eq!(back.comment(1), Some(long.trim()));
    assert_eq!(back.comment(2).map(str::len), Some(100));
}

#[test]
fn reads_the_usual_pgn_furniture() {
    let text = "% an escape line, ignored\n\
        [Event \"Test \\\"quoted\\\"\"]\n\
        [Variant \"Chess960\"]\n\
        [FEN \"bqnrnkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNRNKRB w GDgd - 0 1\"]\n\
        [Annotator \"someone\"]\n\
        \n\
        {Before the first move} 1.g3! $1 g6?! 2. Nf3 ; a rest-of-line comment\n\
        2... Nf6 (2... Nb6 3. Nb3 (3. d4 {a (nested) comment}) 3... d5) 3.Nd3 $14\n\
        %escape in movetext\n\
        3... Nd6 4. 0-0 {castled with zeros} 4... O-O 1/2-1/2\n";
    let g = one(text);
    assert_eq!(g.tags.get("Event"), Some("Test \"quoted\""));
    assert_eq!(g.tags.get("Annotator"), Some("someone"));
    assert_eq!(g.tags.get("Variant"), None);
    assert_eq!(g.game.start(), &parse_position(SP99).unwrap());
    assert_eq!(
        g.game.sans(),
        ["g3", "g6", "Nf3", "Nf6", "Nd3", "Nd6", "O-O", "O-O"]
    );
    assert_eq!(g.comment(0), Some("Before the first move"));
    assert_eq!(g.comment(3), Some("a rest-of-line comment"));
    assert_eq!(g.comment(7), Some("castled with zeros"));
    assert_eq!(g.comments().count(), 3);
    assert_eq!(g.result(), "1/2-1/2");
    assert_eq!(g.game.outcome().map(|o| o.reason), Some(Reason::Unknown));
    // Marks and NAGs, and the variation with its nested one and its comment, are kept.
    assert_eq!(g.nags(1), [1, 1]);
    assert_eq!(g.nags(2), [6]);
    assert_eq!(g.nags(5), [14]);
    let v = &g.variations(4)[0];
    let sans: Vec<&str> = v.moves.iter().map(|m| m.san.as_str()).collect();
    assert_eq!(sans, ["Nb6", "Nb3", "d5"]);
    let nested = &v.moves[1].variations[0];
    assert_eq!(nested.moves[0].san, "d4");
    assert_eq!(
        nested.moves[0].comment.as_deref(),
        Some("a (nested) comment")
    );
}

#[test]
fn variant_names() {
    for ok in [
        "Chess960",
        "chess 960",
        "Fischer Random",
        "fischerandom",
        "FRC",
        "Standard",
        "",
    ] {
        assert!(supported_variant(ok), "{ok}");
    }
    for bad in ["Crazyhouse", "Chess 960 Atomic", "Schach960"] {
        assert!(!supported_variant(bad), "{bad}");
    }
}

#[test]
fn results_and_several_games() {
    let text = "[White \"a\"]\n\n1. e4 1-0\n\n[White \"b\"]\n\n1. d4 0-1\n\n\
                [White \"c\"]\n1. c4 1/2-1/2\n[White \"d\"]\n1. Nf3 *\n\n1. b3\n\n\
                [White \"f\"]\n[Result \"0-1\"]\n\n1. a3\n";
    let games = read_games(text).unwrap();
    let summary: Vec<(Option<&str>, &str, usize)> = games
        .iter()
        .map(|g| (g.tags.get("White"), g.result(), g.game.ply()))
        .collect();
    assert_eq!(
        summary,
        [
            (Some("a"), "1-0", 1),
            (Some("b"), "0-1", 1),
            (Some("c"), "1/2-1/2", 1),
            (Some("d"), "*", 1),
            (Some("?"), "*", 1),
            // No termination marker: the Result tag gives the result.
            (Some("f"), "0-1", 1),
        ]
    );
    // Without a FEN tag the classical start is used.
    assert!(games
        .iter()
        .all(|g| g.game.start() == &Position::classical()));
    assert_eq!(read_games("").unwrap().len(), 0);
    assert_eq!(read_games("  \n{just a comment}\n").unwrap().len(), 0);
    assert_eq!(read_game("").unwrap_err().kind, PgnErrorKind::NoGame);
}

#[test]
fn variant_aliases() {
    for variant in [
        "Chess960",
        "chess 960",
        "Fischerandom",
        "FischerRandom",
        "fischer random",
        "FISCHER RANDOM",
        "Standard",
        "From Position",
    ] {
        let text =
            format!("[Variant \"{variant}\"]\n[FEN \"{SP99}\"]\n\n1. g3 g6 2. Nf3 Nf6 3. O-O *\n");
        let g = one(&text);
        assert_eq!(g.game.ply(), 5, "{variant}");
        assert!(
            g.game.moves().last().is_some_and(|m| m.is_castle()),
            "{variant}"
        );
    }
    let e = error("[Variant \"Atomic\"]\n\n1. e4 *\n");
    assert_eq!(
        e,
        "line 1: variant 'Atomic' is not supported (only Chess960 and standard chess)"
    );
}

#[test]
fn fen_tag_in_x_fen_or_shredder_fen_without_variant() {
    // Chess960 castling rights in Shredder-FEN (inner rooks) and X-FEN.
    let shredder = "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1";
    let xfen = "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w KQkq - 0 1";
    for fen in [shredder, xfen] {
        let g = one(&format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n1. O-O-O O-O *"));
        assert_eq!(to_shredder_fen(g.game.start()), shredder);
        assert_eq!(g.game.sans(), ["O-O-O", "O-O"]);
        assert_eq!(
            to_shredder_fen(g.game.position()),
            "1r3rk1/pppppppp/8/8/8/8/PPPPPPPP/2KR2R1 w - - 2 2"
        );
    }
}

#[test]
fn errors_name_the_line_and_the_problem() {
    let cases = [
        (
            "[Event \"x\"]\n\n1. e4 e5\n2. Nf3 Nc6\n3. Nf9 *\n",
            "line 5: illegal move 'Nf9' at move 3 (White): not a move in SAN",
        ),
        (
            "1. e4 e5 2. Ke3 *",
            "line 1: illegal move 'Ke3' at move 2 (White): the king on e1 cannot go to e3",
        ),
        (
            "1. e4 e5\n2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O O-O *",
            "line 2: illegal move 'O-O' at move 5 (Black): O-O is not possible: a piece \
             stands in the way",
        ),
        (
            "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n1. e4 *",
            "line 1: FEN tag: FEN describes an illegal position: white has no king",
        ),
        ("1. e4 {unclosed\n\n", "line 1: the comment opened with '{' here is never closed"),
        (
            "1. e4\n(1. d4 (1. c4) e5 *\n",
            "line 2: the variation opened with '(' here is never closed",
        ),
        ("1. e4 ) e5 *", "line 1: ')' without a '(' before it"),
        ("1. e4 } *", "line 1: unexpected '}' outside a comment"),
        ("[Event \"x]\n", "line 1: malformed tag pair: the value of tag Event is not closed by '\"]' on its line"),
        ("[ \"x\"]\n", "line 1: malformed tag pair: expected a tag name (letters, digits, _) after '['"),
        ("[Event x]\n", "line 1: malformed tag pair: expected '\"' after the tag name Event"),
        (
            "1. f3 e5 2. g4 Qh4# 1-0",
            "line 1: result 1-0 contradicts the final position, which ends the game 0-1 (checkmate)",
        ),
        (
            "1. f3 e5 2. g4 Qh4# 3. a3 0-1",
            "line 1: move 'a3' at move 3 (White) comes after the game ended: 0-1 (checkmate)",
        ),
        (
            "1. e4 -- 2. d4 *",
            "line 1: illegal move '--' at move 1 (Black): not a move in SAN",
        ),
        (
            "[FEN \"4k3/8/8/8/8/8/8/R2K3R w - - 0 1\"]\n1. Rag1 *",
            "line 2: illegal move 'Rag1' at move 1 (White): the rook on a1 cannot go to g1",
        ),
        (
            "[FEN \"4k3/4r3/8/8/8/8/8/R3K3 w - - 0 1\"]\n1. Ra2 *",
            "line 2: illegal move 'Ra2' at move 1 (White): the rook on a1 going to a2 does \
             not get the king out of check",
        ),
        (
            "[FEN \"4k3/8/8/8/8/8/4K3/R6R w - - 0 1\"]\n1. Rd1 *",
            "line 2: ambiguous move 'Rd1' at move 1 (White): the rooks on a1, h1 can both go \
             to d1",
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(error(text), expected, "{text}");
    }
}

#[test]
fn size_and_game_count_limits() {
    let big = " ".repeat(MAX_PGN_BYTES + 1);
    let e = read_games(&big).unwrap_err();
    assert_eq!(e.line, None);
    assert_eq!(e.kind, PgnErrorKind::TooLarge(MAX_PGN_BYTES + 1));
    assert!(e.to_string().contains("at most 2097152 bytes"));
    let many = "*\n".repeat(MAX_GAMES);
    assert_eq!(read_games(&many).unwrap().len(), MAX_GAMES);
    let too_many = "*\n".repeat(MAX_GAMES + 1);
    assert_eq!(
        read_games(&too_many).unwrap_err().kind,
        PgnErrorKind::TooManyGames
    );
}

#[test]
fn tolerates_python_chess_unescaped_tags_and_crlf() {
    let text = "[White \"Player \"A\" \\ 0\"]\r\n[Black \"ends in \\\"]\r\n\r\n1. e4 { [%clk 0:09:50] } 1... e5 *\r\n";
    let g = one(text);
    assert_eq!(g.tags.get("White"), Some("Player \"A\" \\ 0"));
    assert_eq!(g.tags.get("Black"), Some("ends in \\"));
    assert_eq!(g.comment(1), Some("[%clk 0:09:50]"));
    assert_eq!(g.game.ply(), 2);
    // A byte order mark at the start is skipped.
    assert_eq!(one("\u{feff}1. e4 *").game.ply(), 1);
}

/// SplitMix64 for the garbage tests.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

#[test]
fn random_bytes_never_panic() {
    let mut rng = Rng(42);
    let alphabet = b"[]{}()\";%$!?.-=+#*/\\ \n\t\r0123456789abcdefghNBRQKOxo\"Event FEN Variant";
    for i in 0..20_000 {
        let len = (rng.next() % 200) as usize;
        let bytes: Vec<u8> = (0..len)
            .map(|_| {
                let r = rng.next();
                if i % 2 == 0 {
                    alphabet[(r % alphabet.len() as u64) as usize]
                } else {
                    r as u8
                }
            })
            .collect();
        let text = String::from_utf8_lossy(&bytes);
        if let Err(e) = read_games(&text) {
            assert!(!e.to_string().is_empty());
        }
    }
}

#[test]
fn mutated_pgn_never_panics() {
    let mut game = Game::chess960(99).unwrap();
    for san in ["g3", "g6", "Nf3", "Nf6", "O-O", "O-O", "Nd3", "Nd6"] {
        game.play_san(san).unwrap();
    }
    let mut pgn = PgnGame::new(game);
    pgn.set_comment(3, "[%clk 0:01:00]");
    let base = pgn.to_pgn().into_bytes();
    let mut rng = Rng(7);
    let mut ok = 0;
    for _ in 0..20_000 {
        let mut bytes = base.clone();
        for _ in 0..1 + rng.next() % 4 {
            let at = (rng.next() % bytes.len() as u64) as usize;
            match rng.next() % 3 {
                0 => bytes[at] = rng.next() as u8,
                1 => {
                    bytes.remove(at);
                }
                _ => bytes.truncate(at),
            }
            if bytes.is_empty() {
                break;
            }
        }
        if read_games(&String::from_utf8_lossy(&bytes)).is_ok() {
            ok += 1;
        }
    }
    // Some mutations leave a readable game (a changed comment or tag, say).
    assert!(ok > 0);
}
