//! Numbers from input at their limits: FEN clocks and move numbers up to `u32::MAX` are read
//! and saturate when moves are played (they never wrap to 0), larger ones are refused with a
//! typed error; PGN move numbers of any size are skipped; start-position numbers of any size
//! are refused or reduced without overflow.

use rules::fen::{parse_fen, parse_position, to_fen, FenError};
use rules::game::{Game, Reason};
use rules::pgn::{read_games, PgnGame};
use rules::san::parse_san;
use rules::startpos::{self, StartPositionError};

#[test]
fn move_number_saturates_at_u32_max() {
    let pos = parse_position("4k3/8/8/8/8/8/8/R3K3 b - - 0 4294967295").unwrap();
    assert_eq!(pos.fullmoves(), u32::MAX);
    let mut game = Game::new(pos);
    for san in ["Kd7", "Ra2", "Ke6", "Ra1"] {
        game.play_san(san).unwrap();
        assert_eq!(game.position().fullmoves(), u32::MAX, "after {san}");
    }
    assert_eq!(
        to_fen(game.position()),
        "8/8/4k3/8/8/8/8/R3K3 b - - 4 4294967295"
    );
    // The PGN repeats the saturated number; it reads back to the same game.
    let text = PgnGame::new(game.clone()).to_pgn();
    assert!(
        text.contains("4294967295... Kd7 4294967295. Ra2 Ke6 4294967295. Ra1 *"),
        "{text}"
    );
    let back = read_games(&text).unwrap();
    assert_eq!(back[0].game.sans(), game.sans());
    assert_eq!(back[0].game.position(), game.position());
}

#[test]
fn half_move_clock_saturates_and_ends_the_game() {
    let pos = parse_position("4k3/8/8/8/8/8/8/R3K3 w - - 4294967295 1").unwrap();
    let mut after = pos.clone();
    after.play_unchecked(parse_san(&pos, "Ra2").unwrap());
    assert_eq!(after.halfmoves(), u32::MAX);
    // Far past 150 half-moves: the 75-move rule has ended the game already.
    let game = Game::new(pos);
    assert_eq!(
        game.outcome().map(|o| o.reason),
        Some(Reason::SeventyFiveMoveRule)
    );
    assert_eq!(game.repetitions(), 1);
}

#[test]
fn numbers_beyond_u32_are_refused_with_typed_errors() {
    assert_eq!(
        parse_fen("4k3/8/8/8/8/8/8/4K3 w - - 4294967296 1"),
        Err(FenError::Halfmoves("4294967296".into()))
    );
    assert_eq!(
        parse_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 4294967296"),
        Err(FenError::Fullmoves("4294967296".into()))
    );
    assert_eq!(
        parse_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 0"),
        Err(FenError::Fullmoves("0".into()))
    );
    assert_eq!(
        parse_fen("4k3/8/8/8/8/8/8/4K3 w - - -1 1"),
        Err(FenError::Halfmoves("-1".into()))
    );
    let long = "9".repeat(40);
    assert_eq!(
        parse_fen(&format!("4k3/8/8/8/8/8/8/4K3 w - - 0 {long}")),
        Err(FenError::Fullmoves("9".repeat(20) + "…"))
    );
}

#[test]
fn pgn_move_numbers_of_any_size_are_skipped() {
    let games = read_games("99999999999999999999999. e4 e5 18446744073709551616... Nf3 *").unwrap();
    assert_eq!(games[0].game.sans(), ["e4", "e5", "Nf3"]);
}

#[test]
fn start_position_numbers_of_any_size() {
    for n in [961, 1000, u32::MAX] {
        assert_eq!(startpos::back_rank(n), Err(StartPositionError(n)));
        assert_eq!(
            startpos::start_position(n).map(|_| ()),
            Err(StartPositionError(n))
        );
        assert!(Game::chess960(n).is_err());
    }
    assert_eq!(startpos::back_rank(960), startpos::back_rank(0));
    for r in [u64::MAX, u64::MAX - 1, 0] {
        assert!(startpos::random_number(r, false) < 960);
        let n = startpos::random_number(r, true);
        assert!(n < 960 && n != startpos::CLASSICAL);
    }
}
