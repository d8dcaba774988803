//! What the browser draws: standings with the arbiter's tie-breaks, the cross table, the
//! pairing list and the result sheet.

mod common;

use common::{id, rated, seed};
use evening::{BoardResult, Cell, Colour, EveningError, GameResult, Settings, TieBreak};

/// Four players: in round 1, 3 beats 1 and 2 beats 4; in round 2, 2 beats 3 and 1 beats 4.
fn four_after_two() -> evening::Evening {
    let mut e = rated(4);
    e.pair_round(&seed(0, 0)).unwrap();
    assert_eq!(e.first_colour(), Some(Colour::White));
    e.publish().unwrap();
    assert_eq!(
        common::boards(&e, 1).0,
        [("P1".into(), "P3".into()), ("P4".into(), "P2".into())]
    );
    e.set_result(1, 1, Some(BoardResult::BlackWins)).unwrap();
    e.set_result(1, 2, Some(BoardResult::BlackWins)).unwrap();
    e.pair_round(&seed(1, 0)).unwrap();
    e.publish().unwrap();
    let games: Vec<(String, String)> = common::boards(&e, 2).0;
    for (board, (w, b)) in games.iter().enumerate() {
        let winner_white = matches!((w.as_str(), b.as_str()), ("P2", "P3") | ("P1", "P4"));
        let result = if winner_white {
            BoardResult::WhiteWins
        } else {
            BoardResult::BlackWins
        };
        e.set_result(2, board as u16 + 1, Some(result)).unwrap();
    }
    e
}

fn order(e: &evening::Evening, after: u16) -> Vec<(usize, String)> {
    e.standings(after)
        .unwrap()
        .rows
        .iter()
        .map(|r| (r.place, r.name.clone()))
        .collect()
}

#[test]
fn the_arbiter_chooses_the_tie_breaks() {
    let mut e = four_after_two();
    let set = |e: &mut evening::Evening, tiebreaks: Vec<TieBreak>| {
        let s = Settings {
            tiebreaks,
            ..e.settings().clone()
        };
        e.set_settings(s).unwrap();
    };
    // No tie-breaks: P1 and P3 share second place (listed by starting rank).
    set(&mut e, vec![]);
    let names = |v: Vec<(usize, String)>| {
        v.into_iter()
            .map(|(p, n)| format!("{p} {n}"))
            .collect::<Vec<_>>()
    };
    assert_eq!(names(order(&e, 2)), ["1 P2", "2 P1", "2 P3", "4 P4"]);
    let t = e.standings(2).unwrap();
    assert!(t.rows[1].shared && t.rows[2].shared && !t.rows[0].shared);
    // Direct encounter: P3 beat P1.
    set(&mut e, vec![TieBreak::DirectEncounter]);
    assert_eq!(names(order(&e, 2)), ["1 P2", "2 P3", "3 P1", "4 P4"]);
    let t = e.standings(2).unwrap();
    assert_eq!(t.tiebreaks, [TieBreak::DirectEncounter]);
    let values: Vec<String> = t.rows.iter().map(|r| r.values[0].to_string()).collect();
    assert_eq!(values, ["0", "1", "0", "0"]);
    // After round 1: P2 and P3 never met, nor P1 and P4: two shared places.
    assert_eq!(names(order(&e, 1)), ["1 P2", "1 P3", "3 P1", "3 P4"]);
    // Before round 1: everyone first.
    let t = e.standings(0).unwrap();
    assert!(t
        .rows
        .iter()
        .all(|r| r.place == 1 && r.points.halves() == 0));
    assert_eq!(e.standings(3), Err(EveningError::UnknownRound(3)));
}

#[test]
fn standings_wait_for_publication() {
    let mut e = four_after_two();
    e.pair_round(&seed(2, 0)).unwrap();
    assert_eq!(
        e.standings(3),
        Err(EveningError::UnknownRound(3)),
        "a draft has no standings"
    );
    e.publish().unwrap();
    let t = e.standings(3).unwrap();
    assert!(!t.complete, "round 3's games are on");
    assert!(e.standings(2).unwrap().complete);
}

#[test]
fn the_cross_table() {
    let mut e = four_after_two();
    e.pair_round(&seed(2, 0)).unwrap();
    e.publish().unwrap();
    let cross = e.cross_table(3).unwrap();
    assert_eq!(cross.after, 3);
    let p3 = cross.rows.iter().find(|r| r.name == "P3").unwrap();
    let line_of = |name: &str| cross.rows.iter().position(|r| r.name == name).unwrap() + 1;
    assert_eq!(
        p3.cells[0],
        Cell::Game {
            opponent: id(1),
            line: line_of("P1"),
            colour: Colour::Black,
            result: Some(GameResult::Win)
        }
    );
    assert_eq!(
        p3.cells[1],
        Cell::Game {
            opponent: id(2),
            line: line_of("P2"),
            colour: Colour::Black,
            result: Some(GameResult::Loss)
        }
    );
    assert!(
        matches!(p3.cells[2], Cell::Game { result: None, .. }),
        "round 3 is being played"
    );
    assert!(cross.rows.iter().all(|r| r.cells.len() == 3));
    assert_eq!(cross.rows[0].points.to_string(), "2.0");
}

#[test]
fn the_pairing_list_and_the_result_sheet() {
    let mut e = four_after_two();
    let mut s = e.settings().clone();
    s.time_control = evening::TimeControl::new(15, 5).unwrap();
    e.set_settings(s).unwrap();
    e.pair_round(&seed(2, 0)).unwrap();
    let list = e.pairing_list(3).unwrap();
    assert_eq!((list.round, list.rounds, list.published), (3, 3, false));
    assert_eq!(list.evening, "Club evening");
    assert_eq!(list.time_control.to_string(), "15+5");
    assert_eq!(list.sp, e.round(3).unwrap().sp);
    assert!(list.unpaired.is_empty());
    // The top board: P2 with 2 points.
    let top = &list.boards[0];
    assert_eq!(top.board, 1);
    let p2 = if top.white.name == "P2" {
        &top.white
    } else {
        &top.black
    };
    assert_eq!(
        (p2.name.as_str(), p2.points.to_string(), p2.rating),
        ("P2", "2.0".into(), Some(1980))
    );
    let sheet = e.result_sheet(3).unwrap();
    assert!(!sheet.open, "a draft takes no results");
    e.publish().unwrap();
    let sheet = e.result_sheet(3).unwrap();
    assert!(sheet.open);
    assert_eq!(sheet.pending, [1, 2]);
    assert_eq!(sheet.next_pending(1), Some(2));
    assert_eq!(sheet.next_pending(2), Some(1), "wraps to the first");
    e.set_result(3, 1, Some(BoardResult::Draw)).unwrap();
    let sheet = e.result_sheet(3).unwrap();
    assert_eq!(
        (sheet.pending.clone(), sheet.next_pending(2)),
        (vec![2], Some(2))
    );
    assert!(
        !e.result_sheet(2).unwrap().open,
        "round 2's results are final"
    );
    assert_eq!(e.pairing_list(4), Err(EveningError::UnknownRound(4)));
}
