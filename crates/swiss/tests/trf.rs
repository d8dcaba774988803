//! TRF reading and writing: round trips, line ends, old codes, and every kind of bad file.

use swiss::{trf, Colour, Entry, GameResult, PlayerId, Points, Tournament, TrfErrorKind};

fn id(rank: u16) -> PlayerId {
    PlayerId::new(rank).expect("rank")
}

/// A 001 line: rank, name, points, then round entries as (opponent, colour, result).
fn line(rank: u16, points: &str, rounds: &[(&str, char, char)]) -> String {
    let mut s = format!(
        "001 {rank:>4}      {:<33} {:>4} {:>3} {:>11} {:>10} {points:>4} {rank:>4}",
        format!("Player {rank}"),
        1500 + rank,
        "",
        "",
        ""
    );
    for (opp, colour, result) in rounds {
        s.push_str(&format!("  {opp:>4} {colour} {result}"));
    }
    s
}

fn four_players() -> String {
    [
        "012 Club evening".to_string(),
        line(1, "1.5", &[("3", 'w', '1'), ("2", 'b', '=')]),
        line(2, "1.5", &[("4", 'b', '1'), ("1", 'w', '=')]),
        line(3, "0.0", &[("1", 'b', '0'), ("4", 'w', '-')]),
        line(4, "1.0", &[("2", 'w', '0'), ("3", 'b', '+')]),
        "XXR 5".to_string(),
        "XXC black1".to_string(),
    ]
    .join("\n")
}

#[test]
fn reads_results_forfeits_and_settings() {
    let t = trf::parse(&four_players()).expect("valid file");
    assert_eq!(t.name, "Club evening");
    assert_eq!(t.player_count(), 4);
    assert_eq!(t.planned_rounds, Some(5));
    assert_eq!(t.first_colour, Some(Colour::Black));
    assert_eq!(t.rounds_paired(), 2);
    assert_eq!(
        t.entry(id(1), 1),
        Some(Entry::Game {
            opponent: id(3),
            colour: Colour::White,
            result: Some(GameResult::Win)
        })
    );
    assert_eq!(
        t.entry(id(4), 2),
        Some(Entry::Forfeit {
            opponent: id(3),
            colour: Some(Colour::Black),
            won: true
        })
    );
    assert_eq!(t.score_after(id(4), 2), Points::ONE);
    assert_eq!(t.player(id(2)).map(|p| p.rating), Some(Some(1502)));
}

#[test]
fn round_trip_keeps_everything() {
    let t = trf::parse(&four_players()).expect("valid file");
    let written = trf::write(&t);
    let again = trf::parse(&written).expect("own output reads back");
    assert_eq!(trf::write(&again), written);
    for p in t.player_ids() {
        for r in 1..=2 {
            assert_eq!(t.entry(p, r), again.entry(p, r));
        }
    }
    assert_eq!(again.planned_rounds, Some(5));
    assert_eq!(again.first_colour, Some(Colour::Black));
}

#[test]
fn round_trip_of_a_built_tournament_with_byes() {
    let mut t = Tournament::new("Built");
    for name in ["Ann", "Bob", "Cid", "Dee", "Eve"] {
        t.add_player(name, None).expect("add");
    }
    t.planned_rounds = Some(3);
    t.record_game(1, id(1), id(2), Some(GameResult::Draw))
        .expect("game");
    t.record_forfeit(1, id(3), id(4), true, false)
        .expect("forfeit");
    t.set_entry(id(5), 1, Some(Entry::PairingBye)).expect("bye");
    t.set_entry(id(2), 2, Some(Entry::HalfPointBye))
        .expect("bye");
    t.set_entry(id(4), 2, Some(Entry::FullPointBye))
        .expect("bye");
    t.withdraw(id(3), 2).expect("withdraw");
    let text = trf::write(&t);
    let again = trf::parse(&text).expect("reads back");
    for p in t.player_ids() {
        for r in 1..=3 {
            assert_eq!(t.entry(p, r), again.entry(p, r), "player {p} round {r}");
        }
    }
    assert_eq!(again.score_after(id(4), 2), Points::ONE);
}

#[test]
fn a_game_without_result_in_the_last_round_reads_back() {
    let mut t = Tournament::new("Pending");
    for name in ["Ann", "Bob", "Cid"] {
        t.add_player(name, None).expect("add");
    }
    t.record_game(1, id(1), id(2), None).expect("game");
    t.set_entry(id(3), 1, Some(Entry::PairingBye)).expect("bye");
    let text = trf::write(&t);
    // The writer trims the line, so Bob's entry `   1 b  ` ends after the colour.
    assert!(text.lines().any(|l| l.ends_with("   1 b")), "{text}");
    let again = trf::parse(&text).expect("reads back");
    assert_eq!(again, trf::parse(&trf::write(&again)).expect("and again"));
    for p in t.player_ids() {
        assert_eq!(t.entry(p, 1), again.entry(p, 1), "player {p}");
    }
    // A lone character after a whole entry is still refused.
    let long = text.replace("   1 b\n", "   1 b     x\n");
    assert!(trf::parse(&long).is_err());
}

#[test]
fn line_ends_cr_lf_and_crlf_read_alike() {
    let text = four_players();
    let lf = trf::parse(&text).expect("LF");
    let cr = trf::parse(&text.replace('\n', "\r")).expect("CR");
    let crlf = trf::parse(&text.replace('\n', "\r\n")).expect("CRLF");
    assert_eq!(lf, cr);
    assert_eq!(lf, crlf);
}

#[test]
fn columns_count_characters_not_bytes() {
    let text = four_players().replace("Player 1  ", "Pläyér 1é ");
    let t = trf::parse(&text).expect("UTF-8 names keep the columns");
    assert_eq!(t.player(id(1)).map(|p| p.name.as_str()), Some("Pläyér 1é"));
    assert_eq!(t.score_after(id(1), 2), Points(3));
}

#[test]
fn old_bye_codes() {
    let text = [
        line(1, "1.0", &[("0000", '-', '+')]),
        line(2, "0.5", &[("0000", '-', '=')]),
        line(3, "0.0", &[("0000", '-', '-')]),
        line(4, "1.0", &[("0000", '-', 'F')]),
        line(5, "0.0", &[("0000", '-', 'Z')]),
        line(6, "1.0", &[("0000", '-', 'U')]),
    ]
    .join("\n");
    let t = trf::parse(&text).expect("old codes");
    assert_eq!(t.entry(id(1), 1), Some(Entry::PairingBye));
    assert_eq!(t.entry(id(2), 1), Some(Entry::HalfPointBye));
    assert_eq!(t.entry(id(3), 1), Some(Entry::Absent));
    assert_eq!(t.entry(id(4), 1), Some(Entry::FullPointBye));
    assert_eq!(t.entry(id(5), 1), Some(Entry::Absent));
    assert_eq!(t.entry(id(6), 1), Some(Entry::PairingBye));
}

#[test]
fn next_round_byes_from_240_records_and_entries() {
    let text = [
        line(1, "1.0", &[("2", 'w', '1'), ("0000", '-', 'H')]),
        line(2, "0.0", &[("1", 'b', '0')]),
        line(3, "1.0", &[("4", 'w', '1')]),
        line(4, "0.0", &[("3", 'b', '0')]),
        "240 F   2    3".to_string(),
        "240 Z   2    4".to_string(),
    ]
    .join("\n");
    let t = trf::parse(&text).expect("valid");
    assert_eq!(t.rounds_paired(), 1);
    assert_eq!(t.entry(id(1), 2), Some(Entry::HalfPointBye));
    assert_eq!(t.entry(id(3), 2), Some(Entry::FullPointBye));
    assert_eq!(t.entry(id(4), 2), Some(Entry::Absent));
    assert_eq!(t.entry(id(2), 2), None);
}

fn error_kind(text: &str) -> TrfErrorKind {
    trf::parse(text).expect_err("must be refused").kind
}

#[test]
fn refuses_a_wrong_score() {
    let text = four_players().replace(
        &line(1, "1.5", &[("3", 'w', '1'), ("2", 'b', '=')]),
        &line(1, "2.0", &[("3", 'w', '1'), ("2", 'b', '=')]),
    );
    assert_eq!(
        error_kind(&text),
        TrfErrorKind::WrongScore {
            player: id(1),
            stated: 4,
            computed: 3
        }
    );
}

#[test]
fn refuses_contradicting_opponents_and_colours() {
    let contradiction = [
        line(1, "1.0", &[("2", 'w', '1')]),
        line(2, "0.0", &[("3", 'b', '0')]),
        line(3, "0.0", &[("2", 'w', '0')]),
    ]
    .join("\n");
    assert!(matches!(
        error_kind(&contradiction),
        TrfErrorKind::Contradiction { round: 1, .. }
    ));
    let results = [
        line(1, "1.0", &[("2", 'w', '1')]),
        line(2, "1.0", &[("1", 'b', '1')]),
    ]
    .join("\n");
    assert!(matches!(
        error_kind(&results),
        TrfErrorKind::Contradiction { .. }
    ));
    let same = [
        line(1, "1.0", &[("2", 'w', '1')]),
        line(2, "0.0", &[("1", 'w', '0')]),
    ]
    .join("\n");
    assert_eq!(
        error_kind(&same),
        TrfErrorKind::SameColour {
            player: id(1),
            opponent: id(2),
            round: 1
        }
    );
}

#[test]
fn refuses_unknown_codes_short_lines_and_bad_ranks() {
    let unknown = [
        line(1, "1.0", &[("2", 'w', 'X')]),
        line(2, "0.0", &[("1", 'b', '0')]),
    ]
    .join("\n");
    assert_eq!(
        error_kind(&unknown),
        TrfErrorKind::UnknownResult {
            player: id(1),
            round: 1,
            code: 'X'
        }
    );
    let colour = [
        line(1, "1.0", &[("2", 'x', '1')]),
        line(2, "0.0", &[("1", 'b', '0')]),
    ]
    .join("\n");
    assert!(matches!(
        error_kind(&colour),
        TrfErrorKind::UnknownColour { code: 'x', .. }
    ));
    let short = "001    1      Short";
    assert_eq!(error_kind(short), TrfErrorKind::ShortLine);
    let repeated = [line(1, "0.0", &[]), line(1, "0.0", &[])].join("\n");
    assert_eq!(error_kind(&repeated), TrfErrorKind::RepeatedRank(id(1)));
    let gap = [line(1, "0.0", &[]), line(3, "0.0", &[])].join("\n");
    assert_eq!(error_kind(&gap), TrfErrorKind::MissingRank(id(2)));
    let stranger = [line(1, "1.0", &[("7", 'w', '1')]), line(2, "0.0", &[])].join("\n");
    assert!(matches!(
        error_kind(&stranger),
        TrfErrorKind::UnknownOpponent { opponent: 7, .. }
    ));
    let own = [line(1, "1.0", &[("1", 'w', '1')])].join("\n");
    assert_eq!(error_kind(&own), TrfErrorKind::OwnOpponent(id(1)));
    let bye_with_colour = [line(1, "1.0", &[("0000", 'w', 'U')])].join("\n");
    assert!(matches!(
        error_kind(&bye_with_colour),
        TrfErrorKind::BadEntry { .. }
    ));
    assert_eq!(error_kind("012 nobody\n"), TrfErrorKind::NoPlayers);
}

#[test]
fn bad_data_never_panics() {
    // Every prefix of a valid file, and some mangled bytes: an error or a tournament, no panic.
    let text = four_players();
    for cut in 0..text.len() {
        if text.is_char_boundary(cut) {
            let _ = trf::parse(&text[..cut]);
        }
    }
    for (i, c) in text.char_indices().step_by(7) {
        let mut mangled = text.clone();
        mangled.replace_range(i..i + c.len_utf8(), "9");
        let _ = trf::parse(&mangled);
    }
}
