//! A complete club evening: 3 rounds, 7 players in each (a late arrival and a withdrawal
//! between rounds 1 and 2), a bye in each round, a forfeit, a result handed over from the game
//! page, the standings, the cross table, and storage and TRF round trips at every step.

mod common;

use common::{boards, date, id, seed};
use evening::{
    BoardResult, ByeKind, Cell, Colour, Evening, FirstColour, GameReport, GameResult,
    PairingWarning, Registration, Settings, TieBreak, Unpaired,
};

fn names(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(w, b)| (w.to_string(), b.to_string()))
        .collect()
}

/// Storage and TRF give back the same evening (TRF without the draft, if any).
fn round_trips(e: &Evening) {
    let stored = e.encode();
    assert_eq!(
        Evening::decode(&stored).as_ref(),
        Ok(e),
        "storage:\n{stored}"
    );
    if e.draft().is_none() {
        let file = e.to_trf();
        let other_day = evening::Date::new(2000, 1, 1).unwrap();
        assert_eq!(
            Evening::from_trf(&file, other_day).as_ref(),
            Ok(e),
            "TRF:\n{file}"
        );
    }
}

#[test]
fn three_rounds_seven_players() {
    let mut settings = Settings::new("Chess960 evening", date());
    settings.tiebreaks = vec![
        TieBreak::BuchholzCut1,
        TieBreak::SonnebornBerger,
        TieBreak::Wins,
    ];
    let mut e = Evening::new(settings).unwrap();
    assert_eq!(e.settings().first_colour, FirstColour::Lot);
    // Registration, not in rating order; Gus has no rating.
    for (name, rating, club) in [
        ("Cid", Some(1900), Some("De Toren")),
        ("Gus", None, None),
        ("Ann", Some(2100), Some("De Toren")),
        ("Eve", Some(1700), None),
        ("Bob", Some(2000), Some("Caissa")),
        ("Fay", Some(1600), None),
        ("Dee", Some(1800), None),
    ] {
        e.add_player(Registration {
            name: name.into(),
            rating,
            club: club.map(String::from),
        })
        .unwrap();
    }
    round_trips(&e);

    // Round 1: ranked by rating, the lot gives board 1's top player Black.
    assert_eq!(e.pair_round(&seed(3, 1)).unwrap(), 1);
    let ranked: Vec<&str> = e.players().iter().map(|p| p.name.as_str()).collect();
    assert_eq!(ranked, ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus"]);
    assert_eq!(e.first_colour(), Some(Colour::Black));
    let (games, bye) = boards(&e, 1);
    assert_eq!(
        games,
        names(&[("Dee", "Ann"), ("Bob", "Eve"), ("Fay", "Cid")])
    );
    assert_eq!(bye.as_deref(), Some("Gus"));
    assert!(e.draft_warnings().is_empty());
    round_trips(&e);
    e.publish().unwrap();
    let sp1 = e.round(1).unwrap().sp.unwrap();
    assert!(sp1 < 960);
    e.set_result(1, 1, Some(BoardResult::BlackWins)).unwrap();
    e.set_result(1, 2, Some(BoardResult::Draw)).unwrap();
    e.set_result(1, 3, Some(BoardResult::WhiteWins)).unwrap();
    // A correction before round 2 is paired.
    e.set_result(1, 3, Some(BoardResult::BlackWins)).unwrap();
    round_trips(&e);

    // Between rounds: Fay withdraws, Hal arrives late (0 points, paired from round 2).
    e.withdraw(id(6)).unwrap();
    let hal = e.add_player(Registration::rated("Hal", 1850)).unwrap();
    assert_eq!(hal, id(8));
    assert_eq!(e.player(hal).unwrap().joined, 2);
    round_trips(&e);

    let expected = swiss::pair_next_round(&e.tournament()).unwrap();
    e.pair_round(&seed(3, 0)).unwrap();
    let round2 = e.round(2).unwrap();
    let mine: Vec<swiss::Board> = round2
        .boards
        .iter()
        .map(|b| match *b {
            evening::Board::Game { white, black, .. } => swiss::Board::Game { white, black },
            evening::Board::Bye(p) => swiss::Board::Bye(p),
        })
        .collect();
    assert_eq!(mine, expected.boards, "the evening pairs as swiss does");
    // bbpPairings (-p) pairs the exported file the same way: 1-7, 3-2, 5-8, bye 4.
    let (games, bye) = boards(&e, 2);
    assert_eq!(
        games,
        names(&[("Ann", "Gus"), ("Cid", "Bob"), ("Eve", "Hal")])
    );
    assert_eq!(bye.as_deref(), Some("Dee"));
    let sp2 = e.round(2).unwrap().sp.unwrap();
    assert_ne!(sp1, sp2);
    let list = e.pairing_list(2).unwrap();
    assert!(list
        .unpaired
        .iter()
        .any(|u| u.seat.name == "Fay" && u.reason == Unpaired::Withdrawn));
    round_trips(&e);

    // A change by hand that breaks a rule is warned about; changed back, it is not.
    e.exchange(id(7), id(1)).unwrap(); // Gus and Ann swap seats: Gus-Ann, colours reversed
    assert_eq!(boards(&e, 2).0[0], ("Gus".to_string(), "Ann".to_string()));
    e.exchange(id(2), id(7)).unwrap(); // Bob takes Gus's seat: Bob-Ann, a rematch of round 1?
    assert!(e.draft_warnings().is_empty(), "Bob and Ann have not met");
    e.exchange(id(2), id(4)).unwrap(); // Dee takes Bob's seat: Dee-Ann met in round 1
    assert_eq!(
        e.draft_warnings(),
        [PairingWarning::Rematch {
            board: 1,
            white: id(4),
            black: id(1),
            round: 1
        }]
    );
    e.discard_round().unwrap();
    e.request_bye(id(5), 3, ByeKind::Half).unwrap(); // Eve will miss round 3
    e.pair_round(&seed(3, 0)).unwrap();
    assert_eq!(
        boards(&e, 2).0,
        names(&[("Ann", "Gus"), ("Cid", "Bob"), ("Eve", "Hal")])
    );
    assert_eq!(
        e.round(2).unwrap().sp,
        Some(sp2),
        "the same bytes draw the same position"
    );
    e.publish().unwrap();

    // Results: board 1 handed over from the game page, after two mismatches.
    let mut report = GameReport {
        round: 2,
        board: 1,
        white: " ann ".into(),
        black: "GUS".into(),
        sp: (sp2 + 1) % 960,
        result: GameResult::Win,
    };
    assert_eq!(
        e.hand_over(&report),
        Err(evening::EveningError::HandOver(
            evening::HandOverMismatch::Position {
                round: sp2,
                game: (sp2 + 1) % 960
            }
        ))
    );
    report.sp = sp2;
    std::mem::swap(&mut report.white, &mut report.black);
    assert_eq!(
        e.hand_over(&report),
        Err(evening::EveningError::HandOver(
            evening::HandOverMismatch::ColoursReversed
        ))
    );
    std::mem::swap(&mut report.white, &mut report.black);
    e.hand_over(&report).unwrap();
    assert_eq!(
        e.round(2).unwrap().boards[0],
        evening::Board::Game {
            white: id(1),
            black: id(7),
            result: Some(BoardResult::WhiteWins)
        }
    );
    e.set_result(2, 2, Some(BoardResult::Draw)).unwrap();
    assert_eq!(
        e.pair_round(&seed(9, 0)),
        Err(evening::EveningError::RoundIncomplete(2))
    );
    e.set_result(2, 3, Some(BoardResult::BlackWins)).unwrap();
    round_trips(&e);

    // Round 3, the last: bbpPairings pairs the exported file 3-1, 7-2, 8-4; Eve has her
    // half-point bye, so nobody gets the pairing-allocated one.
    e.pair_round(&seed(200, 0)).unwrap();
    assert_eq!(
        boards(&e, 3),
        (
            names(&[("Cid", "Ann"), ("Gus", "Bob"), ("Hal", "Dee")]),
            None
        )
    );
    let list = e.pairing_list(3).unwrap();
    assert!(list
        .unpaired
        .iter()
        .any(|u| u.seat.name == "Eve" && u.reason == Unpaired::HalfPointBye));
    assert_eq!(list.boards[0].white.points.to_string(), "1.5");
    assert_eq!(list.boards[0].black.points.to_string(), "2.0");
    let sp3 = list.sp.unwrap();
    assert!(sp3 != sp1 && sp3 != sp2);
    e.publish().unwrap();
    round_trips(&e);
    e.set_result(3, 1, Some(BoardResult::Draw)).unwrap();
    e.set_result(3, 2, Some(BoardResult::WhiteWinsByForfeit))
        .unwrap(); // Bob did not come
    let sheet = e.result_sheet(3).unwrap();
    assert_eq!(sheet.pending, [3]);
    assert_eq!(sheet.next_pending(1), Some(3));
    e.set_result(3, 3, Some(BoardResult::WhiteWins)).unwrap();
    assert!(e.result_sheet(3).unwrap().pending.is_empty());
    round_trips(&e);

    // The evening is over.
    assert_eq!(
        e.pair_round(&seed(1, 0)),
        Err(evening::EveningError::AllRoundsPaired)
    );
    assert_eq!(
        e.add_player(Registration::named("Ivo")),
        Err(evening::EveningError::AllRoundsPaired)
    );
    assert_eq!(
        e.set_result(2, 1, None),
        Err(evening::EveningError::ResultsFinal(2))
    );

    // Final standings: BH-C1, SB, WIN (C.07 as applied from 2026, worked by hand: byes and
    // forfeits count against a dummy scoring the player's own score, capped at 1.5 or at
    // the forfeiting opponent's score; a voluntary unplayed round is the one cut). E.g. Gus:
    // bye 1.5 + Ann 2.5 + Bob's forfeit min(2, 1) = 5, cut 1 -> 4; SB 1.5 + 0 + 1 = 2.5.
    let table = e.standings(3).unwrap();
    assert!(table.complete);
    let order: Vec<&str> = table.rows.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(
        order,
        ["Ann", "Gus", "Cid", "Hal", "Dee", "Bob", "Eve", "Fay"]
    );
    let shown = |name: &str| {
        let row = table.rows.iter().find(|r| r.name == name).unwrap();
        let values: Vec<String> = row.values.iter().map(|v| v.to_string()).collect();
        (
            row.place,
            row.points.to_string(),
            values.join(" "),
            row.withdrawn,
        )
    };
    assert_eq!(shown("Ann"), (1, "2.5".into(), "4 4 2".into(), false));
    assert_eq!(shown("Gus"), (2, "2.0".into(), "4 2.5 2".into(), false));
    assert_eq!(shown("Cid"), (3, "2.0".into(), "3.5 2.75 1".into(), false));
    assert_eq!(shown("Hal"), (4, "2.0".into(), "2 2 2".into(), false));
    assert_eq!(shown("Dee"), (5, "1.0".into(), "4.5 1 1".into(), false));
    assert_eq!(shown("Bob"), (6, "1.0".into(), "3 1.5 0".into(), false));
    assert_eq!(shown("Eve"), (7, "1.0".into(), "3 1 0".into(), false));
    // Fay: Cid (2) and two rounds against a dummy of her own score, 0; the cut takes a 0.
    assert_eq!(shown("Fay"), (8, "0.0".into(), "2 0 0".into(), true));
    assert!(table.rows.iter().all(|r| !r.shared));
    assert_eq!(table.rows[0].club.as_deref(), Some("De Toren"));

    // After round 1 Hal had not arrived; Fay had already said she would leave.
    let first = e.standings(1).unwrap();
    assert_eq!(first.rows.len(), 7);
    assert!(first.rows.iter().all(|r| r.name != "Hal"));
    assert!(
        first
            .rows
            .iter()
            .find(|r| r.name == "Fay")
            .unwrap()
            .withdrawn
    );

    // The cross table, in standings order: lines 1 Ann, 2 Gus, 3 Cid, 4 Hal, 5 Dee, 6 Bob...
    let cross = e.cross_table(3).unwrap();
    let row = |name: &str| cross.rows.iter().find(|r| r.name == name).unwrap();
    assert_eq!(
        row("Gus").cells,
        [
            Cell::PairingBye,
            Cell::Game {
                opponent: id(1),
                line: 1,
                colour: Colour::Black,
                result: Some(GameResult::Loss)
            },
            Cell::Forfeit {
                opponent: id(2),
                line: 6,
                colour: Colour::White,
                won: true
            }
        ]
    );
    assert_eq!(row("Hal").cells[0], Cell::NotJoined);
    assert_eq!(row("Fay").cells[1..], [Cell::Withdrawn, Cell::Withdrawn]);
    assert_eq!(row("Eve").cells[2], Cell::HalfPointBye);
    assert_eq!(
        row("Bob").cells[2],
        Cell::Forfeit {
            opponent: id(7),
            line: 2,
            colour: Colour::Black,
            won: false
        }
    );

    // The file ranks players as the standings do (columns 86-89).
    let file = e.to_trf();
    let ranks: Vec<String> = file
        .lines()
        .filter(|l| l.starts_with("001"))
        .map(|l| {
            l.chars()
                .skip(85)
                .take(4)
                .collect::<String>()
                .trim()
                .to_string()
        })
        .collect();
    assert_eq!(ranks, ["1", "6", "3", "5", "7", "8", "2", "4"]);

    // Every round as the Dutch system pairs it again from the rounds before.
    let checks = swiss::check(&e.tournament());
    assert_eq!(checks.len(), 3);
    assert!(checks.iter().all(|c| c.agrees()), "{checks:?}");
}
