//! The registration desk: settings, players, late arrivals, withdrawals, byes.

mod common;

use common::{date, evening_with, id, pair_and_publish, rated, seed, who};
use evening::{
    BoardResult, ByeKind, Colour, Evening, EveningError, FirstColour, Registration, Settings,
    TieBreak, TimeControl,
};

#[test]
fn settings_are_checked() {
    let ok = Settings::new("  Club evening  ", date());
    let e = Evening::new(ok.clone()).unwrap();
    assert_eq!(e.settings().name, "Club evening", "trimmed");
    assert_eq!(e.settings().rounds, 3);
    assert_eq!(e.settings().time_control.to_string(), "20+0");
    let bad = |change: &dyn Fn(&mut Settings)| {
        let mut s = ok.clone();
        change(&mut s);
        Evening::new(s).unwrap_err()
    };
    assert_eq!(bad(&|s| s.rounds = 0), EveningError::RoundsOutOfRange(0));
    assert_eq!(
        bad(&|s| s.rounds = 100),
        EveningError::RoundsOutOfRange(100)
    );
    assert_eq!(
        bad(&|s| s.name = "a\tb".into()),
        EveningError::ControlCharacter
    );
    assert_eq!(
        bad(&|s| s.name = "x".repeat(81)),
        EveningError::EveningNameTooLong
    );
    assert_eq!(
        bad(&|s| s.time_control = TimeControl {
            minutes: 0,
            increment: 0
        }),
        EveningError::TimeControlOutOfRange
    );
    assert_eq!(
        bad(&|s| s.tiebreaks = vec![TieBreak::Wins, TieBreak::Buchholz, TieBreak::Wins]),
        EveningError::RepeatedTieBreak(TieBreak::Wins)
    );
}

#[test]
fn changing_settings_mid_evening() {
    let mut e = rated(4);
    let mut s = e.settings().clone();
    s.rounds = 5;
    e.set_settings(s.clone()).unwrap();
    e.request_bye(id(1), 5, ByeKind::Half).unwrap();
    pair_and_publish(&mut e, 1);
    // Fewer rounds drop the byes asked for rounds no longer planned.
    s.rounds = 4;
    e.set_settings(s.clone()).unwrap();
    assert!(e.players().iter().all(|p| p.byes.is_empty()));
    s.rounds = 0;
    assert_eq!(
        e.set_settings(s.clone()),
        Err(EveningError::RoundsOutOfRange(0))
    );
    // Not below the rounds paired; the first colour is fixed once round 1 is paired.
    for board in 1..=2 {
        e.set_result(1, board, Some(BoardResult::Draw)).unwrap();
    }
    pair_and_publish(&mut e, 2);
    s.rounds = 1;
    assert_eq!(
        e.set_settings(s.clone()),
        Err(EveningError::RoundsBelowPaired(2))
    );
    s.rounds = 2;
    s.first_colour = FirstColour::Chosen(Colour::White);
    assert_eq!(e.set_settings(s.clone()), Err(EveningError::AlreadyStarted));
    s.first_colour = FirstColour::Lot;
    s.name = "Renamed".into();
    e.set_settings(s).unwrap();
    assert_eq!(e.settings().rounds, 2);
    assert_eq!(e.settings().name, "Renamed");
}

#[test]
fn players_are_checked_and_trimmed() {
    let mut e = evening_with(&[]);
    let p = e
        .add_player(Registration {
            name: "  Jan  Peeters ".into(),
            rating: Some(1650),
            club: Some("   ".into()),
        })
        .unwrap();
    assert_eq!(p, id(1));
    let player = e.player(p).unwrap();
    assert_eq!(player.name, "Jan  Peeters");
    assert_eq!(player.club, None, "a blank club is none");
    assert_eq!(player.joined, 1);
    let refused = |r: Registration| {
        let mut e2 = e.clone();
        let err = e2.add_player(r).unwrap_err();
        assert_eq!(e2, e, "a refused player changes nothing");
        err
    };
    assert_eq!(
        refused(Registration::named("   ")),
        EveningError::PlayerNameEmpty
    );
    assert_eq!(
        refused(Registration::named("x".repeat(34))),
        EveningError::PlayerNameTooLong
    );
    assert!(e
        .clone()
        .add_player(Registration::named("é".repeat(33)))
        .is_ok());
    assert_eq!(
        refused(Registration::named("a\nb")),
        EveningError::ControlCharacter
    );
    assert_eq!(
        refused(Registration::rated("R", 10000)),
        EveningError::RatingOutOfRange
    );
    assert_eq!(
        refused(Registration {
            name: "C".into(),
            rating: None,
            club: Some("c".repeat(41)),
        }),
        EveningError::ClubTooLong
    );
    e.edit_player(p, Registration::rated("Jan Peeters", 1700))
        .unwrap();
    assert_eq!(e.player(p).unwrap().rating, Some(1700));
    assert_eq!(
        e.edit_player(id(2), Registration::named("Nobody")),
        Err(EveningError::UnknownPlayer(id(2)))
    );
}

#[test]
fn removing_a_player_registered_by_mistake() {
    let mut e = evening_with(&[("Ann", None), ("Bob", None), ("Cid", None), ("Dee", None)]);
    e.remove_player(id(2)).unwrap();
    let names: Vec<&str> = e.players().iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Ann", "Cid", "Dee"]);
    assert_eq!(
        e.remove_player(id(4)),
        Err(EveningError::UnknownPlayer(id(4)))
    );
    // After round 1: a player who sat out round 1 may still go; ids behind them move up
    // in the rounds too.
    e.add_player(Registration::named("Eve")).unwrap();
    e.request_bye(id(1), 1, ByeKind::Zero).unwrap(); // Ann is not there tonight after all
    pair_and_publish(&mut e, 1);
    let before = common::boards(&e, 1);
    assert_eq!(
        e.remove_player(who(&e, "Cid")),
        Err(EveningError::AlreadyStarted)
    );
    e.remove_player(who(&e, "Ann")).unwrap();
    assert_eq!(
        common::boards(&e, 1),
        before,
        "the same people on the same boards"
    );
    assert_eq!(
        Evening::decode(&e.encode()).as_ref(),
        Ok(&e),
        "still consistent"
    );
    e.pair_round(&seed(0, 0)).unwrap_err(); // round 1 has no results yet
    e.set_result(1, 1, Some(BoardResult::Draw)).unwrap();
    e.pair_round(&seed(0, 0)).unwrap();
    assert_eq!(e.remove_player(id(1)), Err(EveningError::DraftOpen));
}

#[test]
fn late_arrivals() {
    let mut e = rated(4);
    pair_and_publish(&mut e, 1);
    // During round 1: a late arrival plays from round 2 on.
    let late = e.add_player(Registration::rated("Late", 2400)).unwrap();
    assert_eq!(
        late,
        id(5),
        "ranked last whatever the rating: round 1 fixed the ranks"
    );
    assert_eq!(e.player(late).unwrap().joined, 2);
    for board in 1..=2 {
        e.set_result(1, board, Some(BoardResult::WhiteWins))
            .unwrap();
    }
    e.pair_round(&seed(1, 0)).unwrap();
    assert_eq!(
        e.add_player(Registration::named("Later")),
        Err(EveningError::DraftOpen)
    );
    assert!(e.round(2).unwrap().boards.iter().any(|b| b.has(late)));
    // Discard the draft, register, pair again: the newcomer is in.
    e.discard_round().unwrap();
    let later = e.add_player(Registration::named("Later")).unwrap();
    e.pair_round(&seed(1, 0)).unwrap();
    assert!(e.round(2).unwrap().boards.iter().any(|b| b.has(later)));
    // Published, then someone else arrives during round 2 (for round 3), and the arbiter
    // takes round 2 back before any result: the newcomer is paired in round 2 after all.
    e.publish().unwrap();
    let latest = e.add_player(Registration::named("Latest")).unwrap();
    assert_eq!(e.player(latest).unwrap().joined, 3);
    e.discard_round().unwrap();
    assert_eq!(e.player(latest).unwrap().joined, 2);
    e.pair_round(&seed(1, 0)).unwrap();
    assert!(e.round(2).unwrap().boards.iter().any(|b| b.has(latest)));
    assert_eq!(Evening::decode(&e.encode()).as_ref(), Ok(&e));
}

#[test]
fn withdrawals_between_rounds() {
    let mut e = rated(5);
    e.request_bye(id(5), 2, ByeKind::Half).unwrap();
    e.request_bye(id(5), 1, ByeKind::Zero).unwrap();
    pair_and_publish(&mut e, 1);
    assert_eq!(e.withdraw(id(5)), Ok(()));
    assert_eq!(e.player(id(5)).unwrap().withdrawn, Some(2));
    assert_eq!(
        e.player(id(5)).unwrap().byes,
        [(1, ByeKind::Zero)],
        "later byes dropped"
    );
    assert_eq!(
        e.withdraw(id(5)),
        Err(EveningError::AlreadyWithdrawn(id(5)))
    );
    assert_eq!(e.withdraw(id(9)), Err(EveningError::UnknownPlayer(id(9))));
    assert_eq!(
        e.request_bye(id(5), 3, ByeKind::Half),
        Err(EveningError::AlreadyWithdrawn(id(5)))
    );
    for board in 1..=2 {
        e.set_result(1, board, Some(BoardResult::Draw)).unwrap();
    }
    pair_and_publish(&mut e, 2);
    assert!(e.round(2).unwrap().boards.iter().all(|b| !b.has(id(5))));
    // Back for round 3: round 2 counts as a zero-point bye.
    assert_eq!(e.reinstate(id(1)), Err(EveningError::NotWithdrawn(id(1))));
    e.reinstate(id(5)).unwrap();
    let p = e.player(id(5)).unwrap();
    assert_eq!(
        (p.withdrawn, p.byes.clone()),
        (None, vec![(1, ByeKind::Zero), (2, ByeKind::Zero)])
    );
    assert_eq!(Evening::decode(&e.encode()).as_ref(), Ok(&e));
}

#[test]
fn byes_asked_for() {
    let mut e = rated(4);
    e.request_bye(id(2), 1, ByeKind::Half).unwrap();
    e.request_bye(id(2), 1, ByeKind::Zero).unwrap(); // the arbiter changes their mind
    assert_eq!(e.player(id(2)).unwrap().byes, [(1, ByeKind::Zero)]);
    assert_eq!(
        e.request_bye(id(2), 4, ByeKind::Half),
        Err(EveningError::RoundNotPlanned(4))
    );
    assert_eq!(
        e.cancel_bye(id(3), 1),
        Err(EveningError::NoByeRequest(id(3), 1))
    );
    e.request_bye(id(3), 2, ByeKind::Half).unwrap();
    e.cancel_bye(id(3), 2).unwrap();
    assert!(e.player(id(3)).unwrap().byes.is_empty());
    e.request_bye(id(3), 1, ByeKind::Half).unwrap();
    // Two of four play round 1; ids stay (equal ratings would not, these differ).
    e.pair_round(&seed(0, 0)).unwrap();
    assert_eq!(e.round(1).unwrap().boards.len(), 1);
    assert_eq!(
        e.request_bye(id(1), 1, ByeKind::Half),
        Err(EveningError::RoundClosed(1))
    );
    assert_eq!(e.cancel_bye(id(2), 1), Err(EveningError::RoundClosed(1)));
    e.request_bye(id(1), 2, ByeKind::Half).unwrap(); // a later round: fine with a draft open
    let list = e.pairing_list(1).unwrap();
    let reasons: Vec<(String, evening::Unpaired)> = list
        .unpaired
        .iter()
        .map(|u| (u.seat.name.clone(), u.reason))
        .collect();
    assert_eq!(
        reasons,
        [
            ("P2".to_string(), evening::Unpaired::ZeroPointBye),
            ("P3".to_string(), evening::Unpaired::HalfPointBye)
        ]
    );
}
