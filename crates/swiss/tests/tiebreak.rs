//! Tie-breaks on small hand-made tournaments; the expected values are worked out by hand in
//! the comments (in points; the library counts quarter points).

use swiss::tiebreak::{self, TieBreak, Value};
use swiss::{Entry, GameResult, PlayerId, Tournament};

fn id(rank: u16) -> PlayerId {
    PlayerId::new(rank).expect("rank")
}

fn points(p: f64) -> Value {
    Value((p * 4.0) as u64)
}

/// Four players, three rounds, all games played:
/// R1: 1-2 1-0, 3-4 ½-½.  R2: 1-3 1-0, 2-4 0-1.  R3: 1-4 ½-½, 2-3 ½-½.
/// Scores: 1: 2.5, 2: 0.5, 3: 1.0, 4: 2.0.
fn round_robin() -> Tournament {
    let mut t = Tournament::new("rr");
    for n in ["A", "B", "C", "D"] {
        t.add_player(n, None).expect("add");
    }
    use GameResult::*;
    t.record_game(1, id(1), id(2), Some(Win)).expect("g");
    t.record_game(1, id(3), id(4), Some(Draw)).expect("g");
    t.record_game(2, id(1), id(3), Some(Win)).expect("g");
    t.record_game(2, id(2), id(4), Some(Loss)).expect("g");
    t.record_game(3, id(1), id(4), Some(Draw)).expect("g");
    t.record_game(3, id(2), id(3), Some(Draw)).expect("g");
    t
}

#[test]
fn buchholz_and_sonneborn_berger_of_played_games() {
    let t = round_robin();
    // Player 1 met 2 (0.5), 3 (1.0), 4 (2.0): BH 3.5; cut-1 drops 0.5: 3.0.
    assert_eq!(tiebreak::buchholz(&t, id(1), 3), points(3.5));
    assert_eq!(tiebreak::buchholz_cut1(&t, id(1), 3), points(3.0));
    // SB of 1: beat 2 (0.5) and 3 (1.0), drew 4 (2.0): 0.5 + 1.0 + 1.0 = 2.5.
    assert_eq!(tiebreak::sonneborn_berger(&t, id(1), 3), points(2.5));
    // Player 4 met 3 (1.0, draw), 2 (0.5, win), 1 (2.5, draw): BH 4.0, SB 0.5 + 0.5 + 1.25 = 2.25.
    assert_eq!(tiebreak::buchholz(&t, id(4), 3), points(4.0));
    assert_eq!(tiebreak::sonneborn_berger(&t, id(4), 3), points(2.25));
    assert_eq!(tiebreak::wins(&t, id(1), 3), Value(2));
    assert_eq!(tiebreak::wins(&t, id(3), 3), Value(0));
}

#[test]
fn unplayed_rounds_use_the_dummy_opponent_and_adjusted_scores() {
    // Three players over two rounds (so a dummy's score is at most 0.5 x 2 = 1.0 for byes).
    // R1: 1-2 1-0, 3 gets the pairing-allocated bye.  R2: 3 beats 1, 2 has a half-point bye.
    // Scores: 1: 1.0, 2: 0.5, 3: 2.0.
    let mut t = Tournament::new("byes");
    for n in ["A", "B", "C"] {
        t.add_player(n, None).expect("add");
    }
    t.record_game(1, id(1), id(2), Some(GameResult::Win))
        .expect("g");
    t.set_entry(id(3), 1, Some(Entry::PairingBye)).expect("bye");
    t.record_game(2, id(3), id(1), Some(GameResult::Win))
        .expect("g");
    t.set_entry(id(2), 2, Some(Entry::HalfPointBye))
        .expect("bye");
    // Adjusted scores (half points): 2's half-point bye in the last round counts as a draw:
    // 0 + 0.5 = 0.5; 3's pairing-allocated bye counts as awarded: 1 + 1 = 2.0.
    assert_eq!(tiebreak::adjusted_score(&t, id(2), 2), 1);
    assert_eq!(tiebreak::adjusted_score(&t, id(3), 2), 4);
    // Player 3: round 1 against a dummy with 3's score 2.0, capped at 0.5 x 2 rounds = 1.0;
    // round 2 beat 1 (1.0). BH = 1.0 + 1.0 = 2.0; SB = 1 x 1.0 + 1 x 1.0 = 2.0.
    assert_eq!(tiebreak::buchholz(&t, id(3), 2), points(2.0));
    assert_eq!(tiebreak::sonneborn_berger(&t, id(3), 2), points(2.0));
    // Cut-1 of 3: no VUR, one of the two 1.0 values goes: 1.0.
    assert_eq!(tiebreak::buchholz_cut1(&t, id(3), 2), points(1.0));
    // Player 2: round 1 lost to 1 (1.0); round 2 a half-point bye: dummy with 2's own 0.5.
    // BH = 1.5; cut-1 drops the VUR's 0.5: 1.0. SB = 0 x 1.0 + 0.5 x 0.5 = 0.25.
    assert_eq!(tiebreak::buchholz(&t, id(2), 2), points(1.5));
    assert_eq!(tiebreak::buchholz_cut1(&t, id(2), 2), points(1.0));
    assert_eq!(tiebreak::sonneborn_berger(&t, id(2), 2), points(0.25));
    // WIN counts the bye's full point: player 3 has 2.
    assert_eq!(tiebreak::wins(&t, id(3), 2), Value(2));
}

/// Three players, three rounds.
/// R1: 1 beats 2; 3 absent.  R2: 1 absent; 3 wins by forfeit against 2.  R3: 3 beats 1; 2 absent.
/// Scores: 1: 1.0, 2: 0.0, 3: 2.0.
fn forfeits_and_absences() -> Tournament {
    let mut t = Tournament::new("cut");
    for n in ["A", "B", "C"] {
        t.add_player(n, None).expect("add");
    }
    t.record_game(1, id(1), id(2), Some(GameResult::Win))
        .expect("g");
    t.set_entry(id(3), 1, Some(Entry::Absent)).expect("absent");
    t.set_entry(id(1), 2, Some(Entry::Absent)).expect("absent");
    t.record_forfeit(2, id(2), id(3), false, true)
        .expect("forfeit");
    t.record_game(3, id(3), id(1), Some(GameResult::Win))
        .expect("g");
    t.set_entry(id(2), 3, Some(Entry::Absent)).expect("absent");
    t
}

#[test]
fn adjusted_scores_count_only_late_requested_byes_as_draws() {
    let t = forfeits_and_absences();
    // 2: lost R1 (0), forfeit loss R2 (category 4: as awarded, 0), absent in the last round
    // (category 5: a draw, 0.5) = 0.5.
    assert_eq!(tiebreak::adjusted_score(&t, id(2), 3), 1);
    // 3: absent R1 but a non-VUR round follows (category 3: as awarded, 0), forfeit win R2
    // (1), win R3 (1) = 2.0.
    assert_eq!(tiebreak::adjusted_score(&t, id(3), 3), 4);
    // 1: win, absent before a played round (category 3: 0), loss = 1.0.
    assert_eq!(tiebreak::adjusted_score(&t, id(1), 3), 2);
}

#[test]
fn cut_one_removes_a_voluntary_unplayed_round_before_a_lower_value() {
    let t = forfeits_and_absences();
    // Player 1: R1 beat 2 (adjusted 0.5); R2 absent: dummy with 1's own 1.0 (cap 0.5 x 3 =
    // 1.5); R3 lost to 3 (adjusted 2.0). BH = 3.5. The least value is 0.5 (player 2) but the
    // VUR's 1.0 is cut: 2.5.
    assert_eq!(tiebreak::buchholz(&t, id(1), 3), points(3.5));
    assert_eq!(tiebreak::buchholz_cut1(&t, id(1), 3), points(2.5));
}

#[test]
fn a_forfeits_dummy_is_capped_by_the_scheduled_opponent() {
    let t = forfeits_and_absences();
    // Player 3: R1 absent (dummy: own 2.0 capped at 1.5); R2 forfeit win against 2 (dummy:
    // own 2.0 capped at 2's adjusted 0.5); R3 beat 1 (adjusted 1.0). BH = 3.0.
    assert_eq!(tiebreak::buchholz(&t, id(3), 3), points(3.0));
    // SB = 0 x 1.5 + 1 x 0.5 + 1 x 1.0 = 1.5.
    assert_eq!(tiebreak::sonneborn_berger(&t, id(3), 3), points(1.5));
    // Cut-1 takes the VUR (R1, 1.5): 1.5.
    assert_eq!(tiebreak::buchholz_cut1(&t, id(3), 3), points(1.5));
    assert_eq!(tiebreak::wins(&t, id(3), 3), Value(2));
}

#[test]
fn direct_encounter_and_standings() {
    let t = round_robin();
    // Everyone different on points: standings by points alone.
    let rows = tiebreak::standings(&t, 3, &[TieBreak::DirectEncounter, TieBreak::Buchholz]);
    let order: Vec<u16> = rows.iter().map(|r| r.player.rank()).collect();
    assert_eq!(order, vec![1, 4, 3, 2]);
    assert_eq!(rows[0].values[1], points(3.5));
    // A tie: players A and B both on 1.0 after two rounds, A beat B.
    let mut t2 = Tournament::new("de");
    for n in ["A", "B", "C", "D"] {
        t2.add_player(n, None).expect("add");
    }
    t2.record_game(1, id(1), id(2), Some(GameResult::Win))
        .expect("g");
    t2.record_game(1, id(3), id(4), Some(GameResult::Win))
        .expect("g");
    t2.record_game(2, id(1), id(3), Some(GameResult::Loss))
        .expect("g");
    t2.record_game(2, id(2), id(4), Some(GameResult::Win))
        .expect("g");
    // Scores: 1: 1.0, 2: 1.0, 3: 2.0, 4: 0.0. 1 and 2 tied; 1 beat 2: DE 1.0 against 0.0.
    assert_eq!(
        tiebreak::direct_encounter(&t2, &[id(2), id(1)], 2),
        vec![points(0.0), points(1.0)]
    );
    let rows = tiebreak::standings(&t2, 2, &[TieBreak::DirectEncounter]);
    let order: Vec<u16> = rows.iter().map(|r| r.player.rank()).collect();
    assert_eq!(order, vec![3, 1, 2, 4]);
    assert_eq!(
        rows.iter().map(|r| r.place).collect::<Vec<_>>(),
        vec![1, 2, 3, 4]
    );
    // Players who never met: DE 0 for both.
    assert_eq!(
        tiebreak::direct_encounter(&t2, &[id(1), id(4)], 2),
        vec![points(0.0), points(0.0)]
    );
}
