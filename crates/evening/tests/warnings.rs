//! Warnings for pairings changed by hand: rematches, a second bye, colour rules, and the
//! last round's exemption for topscorers.

mod common;

use common::{id, rated, seed};
use evening::{Board, BoardResult, Colour, Evening, PairingWarning, Settings};

/// Forces the draft's game of `a` and `b` with `a` White, through the arbiter's changes.
fn force(e: &mut Evening, white: evening::PlayerId, black: evening::PlayerId) {
    let round = e.draft().unwrap().clone();
    let partner = |p| {
        round.boards.iter().find_map(|b| match *b {
            Board::Game {
                white: w, black: b, ..
            } if w == p => Some(b),
            Board::Game {
                white: w, black: b, ..
            } if b == p => Some(w),
            _ => None,
        })
    };
    if partner(white) != Some(black) {
        e.exchange(partner(white).unwrap(), black).unwrap();
    }
    let board = e
        .draft()
        .unwrap()
        .games()
        .find(|g| g.1 == black && g.2 == white)
        .map(|g| g.0);
    if let Some(board) = board {
        e.swap_colours(board).unwrap();
    }
    assert!(e
        .draft()
        .unwrap()
        .games()
        .any(|g| g.1 == white && g.2 == black));
}

/// Four players, `rounds` planned; each round 1 and 2 (then 3 and 4) forced as asked, the
/// results White wins.
fn play(rounds: u16, games: &[[(u16, u16); 2]]) -> Evening {
    let mut e = rated(4);
    let s = Settings {
        rounds,
        ..e.settings().clone()
    };
    e.set_settings(s).unwrap();
    for (i, round) in games.iter().enumerate() {
        e.pair_round(&seed(u8::try_from(i).unwrap(), 0)).unwrap();
        for &(w, b) in round {
            force(&mut e, id(w), id(b));
        }
        e.publish().unwrap();
        for board in 1..=2 {
            e.set_result(e.rounds().len() as u16, board, Some(BoardResult::WhiteWins))
                .unwrap();
        }
    }
    e
}

#[test]
fn colour_rules() {
    // Player 1 has White in rounds 1 and 2; a third White is warned twice over.
    let mut e = play(4, &[[(1, 2), (3, 4)], [(1, 3), (2, 4)]]);
    e.pair_round(&seed(9, 0)).unwrap();
    force(&mut e, id(1), id(4));
    let w = e.draft_warnings();
    let board = e.draft().unwrap().games().find(|g| g.1 == id(1)).unwrap().0;
    assert!(
        w.contains(&PairingWarning::ColourDifference {
            board,
            player: id(1),
            colour: Colour::White,
            difference: 3
        }),
        "{w:?}"
    );
    assert!(w.contains(&PairingWarning::ColourThreeInARow {
        board,
        player: id(1),
        colour: Colour::White
    }));
    // Player 4 had Black twice: a third Black is warned too.
    assert!(w.contains(&PairingWarning::ColourThreeInARow {
        board,
        player: id(4),
        colour: Colour::Black
    }));
    // With Black for player 1 and White for 4: nothing about those two.
    e.swap_colours(board).unwrap();
    assert!(e.draft_warnings().iter().all(|w| !matches!(
        w,
        PairingWarning::ColourDifference { player, .. } | PairingWarning::ColourThreeInARow { player, .. }
            if *player == id(1) || *player == id(4)
    )));
}

#[test]
fn the_last_round_exempts_topscorers_from_colour_rules() {
    // Three rounds: player 1 won twice with White (2 of 2 points: a topscorer), player 4
    // lost twice with Black (no topscorer).
    let mut e = play(3, &[[(1, 2), (3, 4)], [(1, 3), (2, 4)]]);
    e.pair_round(&seed(9, 0)).unwrap();
    force(&mut e, id(1), id(4));
    let w = e.draft_warnings();
    assert!(
        w.iter().all(
            |x| !matches!(x, PairingWarning::ColourThreeInARow { player, .. } if *player == id(1))
        ),
        "{w:?}"
    );
    assert!(
        w.iter().any(
            |x| matches!(x, PairingWarning::ColourThreeInARow { player, .. } if *player == id(4))
        ),
        "{w:?}"
    );
}

#[test]
fn a_second_bye_and_rematches() {
    let mut e = rated(5);
    e.pair_round(&seed(0, 0)).unwrap();
    e.publish().unwrap();
    let had_bye = e.round(1).unwrap().bye().unwrap();
    let games: Vec<_> = e.round(1).unwrap().games().collect();
    e.set_result(1, 1, Some(BoardResult::Draw)).unwrap();
    // Board 2 forfeited: its players may meet again without a warning; the winner by
    // forfeit may not get the bye.
    e.set_result(1, 2, Some(BoardResult::WhiteWinsByForfeit))
        .unwrap();
    e.pair_round(&seed(1, 0)).unwrap();
    assert!(e.draft_warnings().is_empty());
    let bye2 = e.draft().unwrap().bye().unwrap();
    e.exchange(bye2, had_bye).unwrap();
    assert_eq!(
        e.draft_warnings(),
        [PairingWarning::ByeAgain {
            player: had_bye,
            round: 1
        }]
    );
    e.exchange(bye2, had_bye).unwrap();
    let (_, w2, b2, _) = games[1];
    e.exchange(bye2, w2).unwrap();
    assert_eq!(
        e.draft_warnings(),
        [PairingWarning::ByeAgain {
            player: w2,
            round: 1
        }]
    );
    e.exchange(bye2, w2).unwrap();
    // The forfeit's two together again: no rematch.
    if !e
        .draft()
        .unwrap()
        .games()
        .any(|g| (g.1 == w2 && g.2 == b2) || (g.1 == b2 && g.2 == w2))
    {
        force(&mut e, w2, b2);
    }
    assert!(e
        .draft_warnings()
        .iter()
        .all(|w| !matches!(w, PairingWarning::Rematch { .. })));
    // Board 1's two together again: a rematch.
    let (_, w1, b1, _) = games[0];
    force(&mut e, b1, w1);
    assert!(e
        .draft_warnings()
        .iter()
        .any(|w| matches!(w, PairingWarning::Rematch { round: 1, .. })));
}
