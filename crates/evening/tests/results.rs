//! Results: where they may be entered, corrections, and games handed over from the game page.

mod common;

use common::{date, pair_and_publish, rated, seed};
use evening::{BoardResult, Evening, EveningError, GameReport, GameResult, HandOverMismatch};

#[test]
fn where_results_go() {
    let mut e = rated(4);
    assert_eq!(
        e.set_result(1, 1, Some(BoardResult::Draw)),
        Err(EveningError::UnknownRound(1))
    );
    e.pair_round(&seed(0, 0)).unwrap();
    assert_eq!(
        e.set_result(1, 1, Some(BoardResult::Draw)),
        Err(EveningError::NotPublished(1))
    );
    e.publish().unwrap();
    assert_eq!(
        e.set_result(1, 3, Some(BoardResult::Draw)),
        Err(EveningError::UnknownBoard(3))
    );
    assert_eq!(
        e.set_result(1, 0, Some(BoardResult::Draw)),
        Err(EveningError::UnknownBoard(0))
    );
    assert_eq!(
        e.set_result(0, 1, Some(BoardResult::Draw)),
        Err(EveningError::UnknownRound(0))
    );
    for result in BoardResult::ALL {
        e.set_result(1, 2, Some(result)).unwrap();
        assert_eq!(e.round(1).unwrap().games().nth(1).unwrap().3, Some(result));
    }
    e.set_result(1, 2, None).unwrap();
    assert!(!e.round(1).unwrap().is_complete());
    e.set_result(1, 1, Some(BoardResult::WhiteWins)).unwrap();
    e.set_result(1, 2, Some(BoardResult::BlackWins)).unwrap();
    e.pair_round(&seed(0, 0)).unwrap();
    assert_eq!(
        e.set_result(1, 1, Some(BoardResult::Draw)),
        Err(EveningError::ResultsFinal(1))
    );
    e.discard_round().unwrap();
    e.set_result(1, 1, Some(BoardResult::Draw)).unwrap();
}

#[test]
fn board_results_and_their_notation() {
    let points: Vec<(String, String, &str)> = BoardResult::ALL
        .iter()
        .map(|r| {
            (
                r.points().0.to_string(),
                r.points().1.to_string(),
                r.notation(),
            )
        })
        .collect();
    assert_eq!(
        points,
        [
            ("1.0".into(), "0.0".into(), "1-0"),
            ("0.5".into(), "0.5".into(), "½-½"),
            ("0.0".into(), "1.0".into(), "0-1"),
            ("1.0".into(), "0.0".into(), "1F-0F"),
            ("0.0".into(), "1.0".into(), "0F-1F"),
            ("0.0".into(), "0.0".into(), "0F-0F"),
        ]
    );
    let forfeits: Vec<bool> = BoardResult::ALL.iter().map(|r| r.is_forfeit()).collect();
    assert_eq!(forfeits, [false, false, false, true, true, true]);
    assert_eq!(
        BoardResult::from_game(GameResult::Loss),
        BoardResult::BlackWins
    );
}

fn report(e: &Evening, board: u16, result: GameResult) -> GameReport {
    let round = e.rounds().last().unwrap();
    let (_, white, black, _) = round.games().nth(usize::from(board) - 1).unwrap();
    GameReport {
        round: round.number,
        board,
        white: e.player(white).unwrap().name.clone(),
        black: e.player(black).unwrap().name.clone(),
        sp: round.sp.unwrap(),
        result,
    }
}

#[test]
fn a_game_handed_over() {
    let mut e = rated(4);
    e.pair_round(&seed(0, 0)).unwrap();
    let r = report(&e, 1, GameResult::Draw);
    assert_eq!(e.hand_over(&r), Err(EveningError::NotPublished(1)));
    e.publish().unwrap();
    let wrong = |change: &dyn Fn(&mut GameReport)| {
        let mut r = r.clone();
        change(&mut r);
        e.clone().hand_over(&r).unwrap_err()
    };
    assert_eq!(
        wrong(&|r| r.white = "Someone".into()),
        EveningError::HandOver(HandOverMismatch::Names)
    );
    assert_eq!(
        wrong(&|r| std::mem::swap(&mut r.white, &mut r.black)),
        EveningError::HandOver(HandOverMismatch::ColoursReversed)
    );
    assert_eq!(
        wrong(&|r| r.sp = (r.sp + 1) % 960),
        EveningError::HandOver(HandOverMismatch::Position {
            round: r.sp,
            game: (r.sp + 1) % 960
        })
    );
    assert_eq!(wrong(&|r| r.board = 5), EveningError::UnknownBoard(5));
    // Spacing and capitals do not matter.
    let mut spaced = r.clone();
    spaced.white = format!("  {}  ", r.white.to_uppercase());
    e.hand_over(&spaced).unwrap();
    assert_eq!(
        e.round(1).unwrap().games().next().unwrap().3,
        Some(BoardResult::Draw)
    );
    // The same result again is fine; another is refused (the arbiter corrects by hand).
    e.hand_over(&r).unwrap();
    let mut other = r.clone();
    other.result = GameResult::Win;
    assert_eq!(
        e.hand_over(&other),
        Err(EveningError::HandOver(HandOverMismatch::ResultEntered(
            BoardResult::Draw
        )))
    );
}

#[test]
fn a_round_without_a_known_position_takes_any() {
    // An evening read from another program's file: its rounds have no start position.
    let mut e = rated(4);
    pair_and_publish(&mut e, 0);
    let plain: String = e
        .to_trf()
        .lines()
        .filter(|l| !l.starts_with("###"))
        .map(|l| format!("{l}\n"))
        .collect();
    let mut imported = Evening::from_trf(&plain, date()).unwrap();
    assert_eq!(imported.round(1).unwrap().sp, None);
    let mut r = report(&e, 1, GameResult::Win);
    r.sp = 123;
    imported.hand_over(&r).unwrap();
    assert_eq!(
        imported.round(1).unwrap().games().next().unwrap().3,
        Some(BoardResult::WhiteWins)
    );
}
