//! Pairing a round: preconditions, the ranking of round 1, the first colour, the start
//! position's draw, and the arbiter's changes to the draft.

mod common;

use common::{boards, evening_with, id, pair_and_publish, rated, seed};
use evening::{
    draw_position, Board, BoardResult, ByeKind, Colour, Evening, EveningError, FirstColour,
    PairingWarning, Settings,
};
use swiss::PairingError;

fn names(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(w, b)| (w.to_string(), b.to_string()))
        .collect()
}

#[test]
fn preconditions() {
    let mut e = evening_with(&[]);
    assert_eq!(e.pair_round(&seed(0, 0)), Err(EveningError::TooFewPlayers));
    let mut e = evening_with(&[("Ann", None), ("Bob", None), ("Cid", None)]);
    e.request_bye(id(1), 1, ByeKind::Half).unwrap();
    e.request_bye(id(2), 1, ByeKind::Zero).unwrap();
    let before = e.clone();
    assert_eq!(e.pair_round(&seed(0, 0)), Err(EveningError::TooFewPlayers));
    assert_eq!(e, before, "a refused pairing changes nothing");
    e.cancel_bye(id(2), 1).unwrap();
    assert_eq!(e.publish(), Err(EveningError::NoDraft));
    e.pair_round(&seed(0, 0)).unwrap();
    assert_eq!(e.pair_round(&seed(0, 0)), Err(EveningError::DraftOpen));
    e.publish().unwrap();
    assert_eq!(e.publish(), Err(EveningError::NoDraft));
    assert_eq!(
        e.pair_round(&seed(0, 0)),
        Err(EveningError::RoundIncomplete(1))
    );
}

#[test]
fn two_players_cannot_meet_twice() {
    let mut e = evening_with(&[("Ann", None), ("Bob", None)]);
    pair_and_publish(&mut e, 0);
    e.set_result(1, 1, Some(BoardResult::Draw)).unwrap();
    let before = e.clone();
    assert_eq!(
        e.pair_round(&seed(0, 0)),
        Err(EveningError::Pairing(PairingError::NoValidPairing))
    );
    assert_eq!(e, before);
    // After a forfeit they may meet again (forfeits do not count as games).
    e.set_result(1, 1, Some(BoardResult::WhiteWinsByForfeit))
        .unwrap();
    e.pair_round(&seed(0, 0)).unwrap();
}

#[test]
fn round_one_ranks_by_rating_then_registration() {
    let mut e = evening_with(&[
        ("Unrated A", None),
        ("Mid 1", Some(1500)),
        ("Top", Some(2000)),
        ("Unrated B", None),
        ("Mid 2", Some(1500)),
        ("Zero", Some(0)),
    ]);
    e.pair_round(&seed(0, 0)).unwrap();
    let order: Vec<&str> = e.players().iter().map(|p| p.name.as_str()).collect();
    assert_eq!(
        order,
        ["Top", "Mid 1", "Mid 2", "Zero", "Unrated A", "Unrated B"]
    );
    // Nobody rated: registration order, and the Dutch system's round 1 (1-4, 5-2, 3-6 by
    // rank when rank 1 has White).
    let mut e = evening_with(&[
        ("F", None),
        ("E", None),
        ("D", None),
        ("C", None),
        ("B", None),
        ("A", None),
    ]);
    let mut s = e.settings().clone();
    s.first_colour = FirstColour::Chosen(Colour::White);
    e.set_settings(s).unwrap();
    e.pair_round(&seed(1, 1)).unwrap();
    assert_eq!(
        e.first_colour(),
        Some(Colour::White),
        "chosen, whatever the bytes"
    );
    assert_eq!(
        boards(&e, 1).0,
        names(&[("F", "C"), ("B", "E"), ("D", "A")])
    );
}

#[test]
fn the_first_colour_by_lot() {
    for (bit, colour) in [
        (0, Colour::White),
        (1, Colour::Black),
        (2, Colour::White),
        (3, Colour::Black),
    ] {
        let mut e = rated(4);
        e.pair_round(&seed(5, bit)).unwrap();
        assert_eq!(e.first_colour(), Some(colour));
        let top = e.round(1).unwrap().boards[0];
        let Board::Game { white, black, .. } = top else {
            panic!("a game")
        };
        assert_eq!(
            if colour == Colour::White {
                white
            } else {
                black
            },
            id(1)
        );
        // Discarding round 1 forgets the lot.
        e.discard_round().unwrap();
        assert_eq!(e.first_colour(), None);
    }
}

#[test]
fn the_draw_is_uniform_without_repeats() {
    // Every free position is reached by exactly one residue: uniform over the free ones.
    let used = [0, 5, 518, 959];
    let mut seen = std::collections::HashSet::new();
    for r in 0u64..956 {
        let mut s = [0u8; 16];
        s[..8].copy_from_slice(&r.to_le_bytes());
        let sp = draw_position(&s, &used, true).unwrap();
        assert!(!used.contains(&sp) && sp < 960);
        seen.insert(sp);
    }
    assert_eq!(seen.len(), 956);
    // 518 left out, or not.
    let mut s = [0u8; 16];
    s[..8].copy_from_slice(&518u64.to_le_bytes());
    assert_eq!(draw_position(&s, &[], false), Some(518));
    assert_eq!(draw_position(&s, &[], true), Some(519));
    let all: Vec<u32> = (0..960).filter(|&n| n != 518).collect();
    assert_eq!(draw_position(&s, &all, true), None);
    assert_eq!(draw_position(&s, &all, false), Some(518));
}

#[test]
fn each_round_gets_its_own_position() {
    let mut s = Settings::new("Long evening", common::date());
    s.rounds = 5;
    s.exclude_518 = true;
    let mut e = Evening::new(s).unwrap();
    for i in 0..10 {
        e.add_player(evening::Registration::named(format!("P{i}")))
            .unwrap();
    }
    // The same bytes every round: the draw still never repeats.
    let bytes = 518u64.to_le_bytes();
    let mut s = [0u8; 16];
    s[..8].copy_from_slice(&bytes);
    for round in 1..=5 {
        e.pair_round(&s).unwrap();
        e.publish().unwrap();
        for board in 1..=5 {
            e.set_result(round, board, Some(BoardResult::Draw)).unwrap();
        }
    }
    let sps: std::collections::HashSet<u32> = e.rounds().iter().map(|r| r.sp.unwrap()).collect();
    assert_eq!(sps.len(), 5);
    assert!(!sps.contains(&518));
}

#[test]
fn the_position_by_hand() {
    let mut e = rated(4);
    let mut s = e.settings().clone();
    s.exclude_518 = true;
    e.set_settings(s).unwrap();
    assert_eq!(e.choose_position(3), Err(EveningError::NoDraft));
    pair_and_publish(&mut e, 3);
    let sp1 = e.round(1).unwrap().sp.unwrap();
    for board in 1..=2 {
        e.set_result(1, board, Some(BoardResult::Draw)).unwrap();
    }
    e.pair_round(&seed(3, 0)).unwrap();
    assert_eq!(
        e.choose_position(960),
        Err(EveningError::PositionOutOfRange(960))
    );
    assert_eq!(e.choose_position(518), Err(EveningError::PositionExcluded));
    assert_eq!(
        e.choose_position(sp1),
        Err(EveningError::PositionUsed(sp1, 1))
    );
    e.choose_position(0).unwrap();
    assert_eq!(e.round(2).unwrap().sp, Some(0));
    let sp = e.redraw_position(&seed(200, 0)).unwrap();
    assert_eq!(e.round(2).unwrap().sp, Some(sp));
    assert_eq!(Some(sp), draw_position(&seed(200, 0), &[sp1], true));
}

#[test]
fn changes_by_hand() {
    let mut e = rated(5);
    e.pair_round(&seed(0, 0)).unwrap();
    // Five players: the bye to rank 5.
    let round = e.round(1).unwrap().clone();
    assert_eq!(round.bye(), Some(id(5)));
    assert_eq!(e.swap_colours(3), Err(EveningError::UnknownBoard(3)));
    assert_eq!(e.swap_colours(0), Err(EveningError::UnknownBoard(0)));
    let (first, _) = boards(&e, 1);
    e.swap_colours(1).unwrap();
    let (swapped, _) = boards(&e, 1);
    assert_eq!(swapped[0], (first[0].1.clone(), first[0].0.clone()));
    // The bye changes hands; two players of one board swap colours.
    e.exchange(id(5), id(1)).unwrap();
    assert_eq!(e.round(1).unwrap().bye(), Some(id(1)));
    let board1 = e.round(1).unwrap().boards[0];
    assert!(board1.has(id(5)));
    let Board::Game { white, black, .. } = board1 else {
        panic!("a game")
    };
    e.exchange(white, black).unwrap();
    assert_eq!(
        e.round(1).unwrap().boards[0],
        Board::Game {
            white: black,
            black: white,
            result: None
        }
    );
    assert_eq!(
        e.exchange(id(1), id(9)),
        Err(EveningError::NotOnBoard(id(9)))
    );
    assert!(
        e.draft_warnings().is_empty(),
        "round 1 breaks no absolute rule"
    );
    e.publish().unwrap();
    assert_eq!(e.exchange(id(1), id(2)), Err(EveningError::NoDraft));
    assert_eq!(e.swap_colours(1), Err(EveningError::NoDraft));
}

#[test]
fn discarding_a_round() {
    let mut e = rated(4);
    assert_eq!(e.discard_round(), Err(EveningError::NoDraft));
    pair_and_publish(&mut e, 0);
    e.set_result(1, 1, Some(BoardResult::Draw)).unwrap();
    assert_eq!(e.discard_round(), Err(EveningError::HasResults(1)));
    e.set_result(1, 1, None).unwrap();
    assert_eq!(e.discard_round(), Ok(1), "published, but no result yet");
    assert!(e.rounds().is_empty());
}

#[test]
fn a_draft_with_a_rematch_can_still_be_published() {
    let mut e = rated(4);
    pair_and_publish(&mut e, 0);
    for board in 1..=2 {
        e.set_result(1, board, Some(BoardResult::WhiteWins))
            .unwrap();
    }
    e.pair_round(&seed(0, 0)).unwrap();
    // Put round 1's board 1 together again.
    let round1 = e.round(1).unwrap().boards[0];
    let Board::Game { white, black, .. } = round1 else {
        panic!("a game")
    };
    let round2 = e.round(2).unwrap().clone();
    let partner = round2
        .games()
        .find_map(|(_, w, b, _)| (w == white).then_some(b).or((b == white).then_some(w)))
        .unwrap();
    e.exchange(partner, black).unwrap();
    let warnings = e.draft_warnings();
    assert!(
        warnings
            .iter()
            .any(|w| matches!(w, PairingWarning::Rematch { round: 1, .. })),
        "{warnings:?}"
    );
    e.publish().unwrap();
    assert_eq!(
        e.warnings(2).unwrap(),
        warnings,
        "still warned after publishing"
    );
}
