//! The Dutch system on small hand-made tournaments, and its absolute criteria over whole
//! simulated tournaments.

use swiss::{
    pair_next_round, Board, Colour, Entry, GameResult, PairingError, PlayerId, Tournament,
};

fn id(rank: u16) -> PlayerId {
    PlayerId::new(rank).expect("rank")
}

fn game(white: u16, black: u16) -> Board {
    Board::Game {
        white: id(white),
        black: id(black),
    }
}

fn field(n: u16, first: Colour) -> Tournament {
    let mut t = Tournament::new("club");
    for i in 0..n {
        t.add_player(&format!("P{}", i + 1), Some(2000 - i))
            .expect("add");
    }
    t.first_colour = Some(first);
    t.planned_rounds = Some(5);
    t
}

#[test]
fn round_one_pairs_top_half_against_bottom_half_with_alternating_colours() {
    let t = field(6, Colour::White);
    let pairing = pair_next_round(&t).expect("pairs");
    assert_eq!(pairing.round, 1);
    assert_eq!(pairing.boards, vec![game(1, 4), game(5, 2), game(3, 6)]);
    let t = field(6, Colour::Black);
    assert_eq!(
        pair_next_round(&t).expect("pairs").boards,
        vec![game(4, 1), game(2, 5), game(6, 3)]
    );
}

#[test]
fn players_are_ranked_by_rating_before_round_one() {
    let mut t = Tournament::new("club");
    t.add_player("Low", Some(1200)).expect("add");
    t.add_player("Unrated", None).expect("add");
    t.add_player("High", Some(2100)).expect("add");
    t.add_player("Mid", Some(1800)).expect("add");
    t.rank_by_rating().expect("before round 1");
    let names: Vec<&str> = t
        .player_ids()
        .filter_map(|p| t.player(p))
        .map(|p| p.name.as_str())
        .collect();
    assert_eq!(names, vec!["High", "Mid", "Low", "Unrated"]);
    let round = pair_next_round(&t).expect("pairs");
    assert_eq!(round.boards, vec![game(1, 3), game(4, 2)]);
    t.apply_pairing(&round).expect("apply");
    assert_eq!(t.rank_by_rating(), Err(swiss::ModelError::AlreadyStarted));
}

#[test]
fn the_bye_goes_to_the_lowest_ranked_player_and_only_once() {
    let mut t = field(5, Colour::White);
    let round1 = pair_next_round(&t).expect("pairs");
    assert_eq!(
        round1.boards,
        vec![game(1, 3), game(4, 2), Board::Bye(id(5))]
    );
    t.apply_pairing(&round1).expect("apply");
    t.record_game(1, id(1), id(3), Some(GameResult::Win))
        .expect("result");
    t.record_game(1, id(4), id(2), Some(GameResult::Win))
        .expect("result");
    // Scores: 1, 4, 5 on 1.0; 2, 3 on 0. Player 5 had the bye: someone else gets it now.
    let round2 = pair_next_round(&t).expect("pairs");
    let byes: Vec<&Board> = round2
        .boards
        .iter()
        .filter(|b| matches!(b, Board::Bye(_)))
        .collect();
    assert_eq!(byes.len(), 1);
    assert_ne!(byes[0], &Board::Bye(id(5)));
    assert_eq!(
        round2.boards.last(),
        Some(byes[0]),
        "the bye is listed last"
    );
}

#[test]
fn byes_and_absences_entered_beforehand_keep_players_out() {
    let mut t = field(6, Colour::White);
    t.set_entry(id(2), 1, Some(Entry::HalfPointBye))
        .expect("bye");
    t.set_entry(id(5), 1, Some(Entry::Absent)).expect("absent");
    let pairing = pair_next_round(&t).expect("pairs");
    assert_eq!(pairing.boards, vec![game(1, 4), game(6, 3)]);
}

#[test]
fn no_rematch_and_an_absolute_colour_preference_is_kept() {
    // Round 1: 1-2 (1 wins), 3-4 (3 wins). Round 2: 3-1 (draw), 2-4 (2 wins).
    // Player 3 had White in both rounds.
    let mut t = field(4, Colour::White);
    t.record_game(1, id(1), id(2), Some(GameResult::Win))
        .expect("g");
    t.record_game(1, id(3), id(4), Some(GameResult::Win))
        .expect("g");
    t.record_game(2, id(3), id(1), Some(GameResult::Draw))
        .expect("g");
    t.record_game(2, id(4), id(2), Some(GameResult::Loss))
        .expect("g");
    // Player 3 has had White twice: Black is a must. 1 met 2 and 3, so 1 meets 4; 2 meets 3.
    let pairing = pair_next_round(&t).expect("pairs");
    assert!(pairing.boards.contains(&game(2, 3)), "{:?}", pairing.boards);
    assert!(pairing
        .boards
        .iter()
        .any(|b| *b == game(1, 4) || *b == game(4, 1)));
}

#[test]
fn forfeited_games_do_not_forbid_a_rematch() {
    let mut t = field(2, Colour::White);
    t.record_forfeit(1, id(1), id(2), true, false)
        .expect("forfeit");
    assert_eq!(pair_next_round(&t).expect("pairs").boards.len(), 1);
    let mut t = field(2, Colour::White);
    t.record_game(1, id(1), id(2), Some(GameResult::Draw))
        .expect("game");
    assert_eq!(pair_next_round(&t), Err(PairingError::NoValidPairing));
}

/// A small deterministic generator.
struct Rng(u64);

impl Rng {
    fn next(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

#[test]
fn whole_tournaments_keep_the_absolute_criteria() {
    let mut rng = Rng(0x5eed);
    for trial in 0..12 {
        let players = 7 + rng.next(14) as u16;
        let rounds = 5 + rng.next(3) as u16;
        let mut t = field(
            players,
            if trial % 2 == 0 {
                Colour::White
            } else {
                Colour::Black
            },
        );
        t.planned_rounds = Some(rounds);
        for round in 1..=rounds {
            if rng.next(4) == 0 {
                let who = id(1 + rng.next(u64::from(players)) as u16);
                t.set_entry(who, round, Some(Entry::HalfPointBye))
                    .expect("bye");
            }
            let pairing = match pair_next_round(&t) {
                Ok(p) => p,
                Err(PairingError::NoValidPairing) => break,
                Err(e) => panic!("{e}"),
            };
            assert_eq!(pairing.round, round);
            for board in &pairing.boards {
                match *board {
                    Board::Bye(p) => {
                        let earlier = (1..round).any(|r| {
                            matches!(
                                t.entry(p, r),
                                Some(Entry::PairingBye)
                                    | Some(Entry::FullPointBye)
                                    | Some(Entry::Forfeit { won: true, .. })
                            )
                        });
                        assert!(
                            !earlier,
                            "trial {trial}: second bye for {p} in round {round}"
                        );
                    }
                    Board::Game { white, black } => {
                        let met = (1..round).any(|r| {
                            matches!(t.entry(white, r), Some(Entry::Game { opponent, .. }) if opponent == black)
                        });
                        assert!(
                            !met,
                            "trial {trial}: rematch {white}-{black} in round {round}"
                        );
                        let top = |p: PlayerId| {
                            u32::from(t.score_after(p, round - 1).halves()) > u32::from(round - 1)
                        };
                        if round == rounds && (top(white) || top(black)) {
                            continue;
                        }
                        for (p, c) in [(white, Colour::White), (black, Colour::Black)] {
                            let mut colours: Vec<Colour> = (1..round)
                                .filter_map(|r| t.entry(p, r).and_then(|e| e.played_colour()))
                                .collect();
                            colours.push(c);
                            let whites =
                                colours.iter().filter(|&&x| x == Colour::White).count() as i64;
                            let blacks = colours.len() as i64 - whites;
                            assert!(
                                (whites - blacks).abs() <= 2,
                                "trial {trial}: colour difference of {p}"
                            );
                            let n = colours.len();
                            assert!(
                                n < 3
                                    || !(colours[n - 1] == colours[n - 2]
                                        && colours[n - 2] == colours[n - 3]),
                                "trial {trial}: three same colours for {p} in round {round}"
                            );
                        }
                    }
                }
            }
            t.apply_pairing(&pairing).expect("apply");
            for board in &pairing.boards {
                if let Board::Game { white, black } = *board {
                    match rng.next(10) {
                        0 => t
                            .record_forfeit(round, white, black, true, false)
                            .expect("forfeit"),
                        1..=3 => t
                            .record_game(round, white, black, Some(GameResult::Draw))
                            .expect("r"),
                        4..=6 => t
                            .record_game(round, white, black, Some(GameResult::Win))
                            .expect("r"),
                        _ => t
                            .record_game(round, white, black, Some(GameResult::Loss))
                            .expect("r"),
                    }
                }
            }
        }
        assert!(
            t.rounds_paired() >= 3,
            "trial {trial}: paired {} rounds",
            t.rounds_paired()
        );
        // And what we paired is what we would pair again.
        for check in swiss::check(&t) {
            assert!(check.agrees(), "trial {trial}: {check:?}");
        }
    }
}

#[test]
fn inconsistent_entries_never_panic() {
    // Entries set one player at a time can disagree (a UI half-way through typing results):
    // pairing, checking and tie-breaks still answer without panicking.
    let mut rng = Rng(0xbad);
    for _ in 0..40 {
        let players = 2 + rng.next(9) as u16;
        let mut t = field(players, Colour::White);
        for round in 1..=3u16 {
            for p in 1..=players {
                let other = id(1 + rng.next(u64::from(players)) as u16);
                let entry = match rng.next(8) {
                    0 => None,
                    1 => Some(Entry::PairingBye),
                    2 => Some(Entry::HalfPointBye),
                    3 => Some(Entry::Absent),
                    4 => Some(Entry::Forfeit {
                        opponent: other,
                        colour: None,
                        won: rng.next(2) == 0,
                    }),
                    5 => Some(Entry::Game {
                        opponent: other,
                        colour: Colour::Black,
                        result: None,
                    }),
                    _ => Some(Entry::Game {
                        opponent: other,
                        colour: Colour::White,
                        result: Some(GameResult::Win),
                    }),
                };
                // Own opponent is refused; anything else is stored as given.
                let stored = t.set_entry(id(p), round, entry);
                assert_eq!(
                    stored.is_err(),
                    entry.and_then(|e| e.opponent()) == Some(id(p))
                );
            }
        }
        let _ = pair_next_round(&t);
        let _ = swiss::check(&t);
        let _ = swiss::tiebreak::standings(
            &t,
            3,
            &[
                swiss::tiebreak::TieBreak::BuchholzCut1,
                swiss::tiebreak::TieBreak::DirectEncounter,
            ],
        );
        let _ = swiss::trf::parse(&swiss::trf::write(&t));
    }
}
