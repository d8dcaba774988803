//! TRF exchange: round trips, files of other programs (bbpPairings' generated tournaments,
//! paired on exactly as bbpPairings pairs them), line ends, and bad files.

mod common;

use common::{date, id, pair_and_publish, rated, seed, who};
use evening::trf::ImportError;
use evening::{
    Board, BoardResult, ByeKind, Colour, Evening, EveningError, FirstColour, Inconsistency,
    Registration, Settings, TimeControl,
};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../swiss/tests/data");

fn read(name: &str) -> String {
    std::fs::read_to_string(format!("{DATA}/{name}")).expect("test data")
}

fn names(suffix: &str) -> Vec<String> {
    let mut out: Vec<String> = std::fs::read_dir(DATA)
        .expect("test data folder")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(suffix) && (suffix != ".trf" || !n.ends_with("-next.trf")))
        .collect();
    out.sort();
    out
}

/// An evening with a bit of everything: clubs, a chosen first colour, 518 left out, a late
/// arrival, a withdrawal, byes asked for later rounds.
fn busy_evening() -> Evening {
    let mut settings = Settings::new("Zomeravond", date());
    settings.rounds = 4;
    settings.time_control = TimeControl::new(15, 10).unwrap();
    settings.exclude_518 = true;
    settings.first_colour = FirstColour::Chosen(Colour::Black);
    let mut e = Evening::new(settings).unwrap();
    for (name, rating, club) in [
        ("Anna Åberg", Some(1800), Some("SK Øst")),
        ("Bert", None, None),
        ("Carla", Some(1650), Some("Caïssa Gent")),
        ("Dirk", Some(1500), None),
        ("Els", Some(1400), None),
    ] {
        e.add_player(Registration {
            name: name.into(),
            rating,
            club: club.map(String::from),
        })
        .unwrap();
    }
    e.request_bye(id(2), 3, ByeKind::Zero).unwrap(); // Bert, who is ranked last at round 1
    pair_and_publish(&mut e, 9);
    assert_eq!(who(&e, "Bert"), id(5));
    for board in 1..=2 {
        e.set_result(1, board, Some(BoardResult::Draw)).unwrap();
    }
    e.add_player(Registration::rated("Frans", 1700)).unwrap();
    e.withdraw(who(&e, "Els")).unwrap();
    e.request_bye(who(&e, "Anna Åberg"), 4, ByeKind::Half)
        .unwrap();
    pair_and_publish(&mut e, 10);
    e.set_result(2, 1, Some(BoardResult::DoubleForfeit))
        .unwrap();
    e
}

#[test]
fn an_evening_round_trips_at_every_stage() {
    let other_day = evening::Date::new(1999, 12, 31).unwrap();
    let mut e = Evening::new(Settings::new("", date())).unwrap();
    assert_eq!(
        Evening::from_trf(&e.to_trf(), other_day),
        Err(ImportError::Trf(swiss::TrfError {
            line: None,
            kind: swiss::TrfErrorKind::NoPlayers
        })),
        "no players, no TRF file"
    );
    e.add_player(Registration::named("Solo")).unwrap();
    assert_eq!(Evening::from_trf(&e.to_trf(), other_day).as_ref(), Ok(&e));

    let busy = busy_evening();
    let file = busy.to_trf();
    assert!(file.contains("\nXXC black1\n"), "{file}");
    assert!(file.contains("\n042 2025/03/14\n"), "{file}");
    assert!(file.contains("\n122 15'+10\"\n"), "{file}");
    assert_eq!(Evening::from_trf(&file, other_day).as_ref(), Ok(&busy));
    // Pending games of the last round, and CRLF or CR line ends.
    assert!(busy.round(2).unwrap().boards.iter().any(Board::is_pending));
    for ends in ["\r\n", "\r"] {
        let other = file.replace('\n', ends);
        assert_eq!(Evening::from_trf(&other, other_day).as_ref(), Ok(&busy));
    }
}

#[test]
fn a_draft_is_not_exported_but_the_byes_of_its_round_are() {
    let mut e = busy_evening();
    for board in 1..=3 {
        let _ = e.set_result(2, board, Some(BoardResult::WhiteWins));
    }
    let carla = who(&e, "Carla");
    e.request_bye(carla, 3, ByeKind::Half).unwrap();
    e.pair_round(&seed(1, 0)).unwrap();
    let back = Evening::from_trf(&e.to_trf(), date()).unwrap();
    assert_eq!(back.rounds().len(), 2);
    assert_eq!(back.player(carla).unwrap().bye(3), Some(ByeKind::Half));
    let bert = who(&back, "Bert");
    assert_eq!(back.player(bert).unwrap().bye(3), Some(ByeKind::Zero));
    let mut without_draft = e.clone();
    without_draft.discard_round().unwrap();
    assert_eq!(back, without_draft);
}

#[test]
fn bbp_pairings_files_read_and_pair_on_exactly_as_the_reference() {
    let files = names("-next.trf");
    assert!(files.len() >= 25, "the swiss crate's reference files");
    for name in files {
        let text = read(&name);
        let mut e = Evening::from_trf(&text, date()).unwrap_or_else(|err| panic!("{name}: {err}"));
        let paired = e.rounds().len();
        assert!(e.rounds().iter().all(|r| r.published && r.sp.is_none()));
        // Written again and read back: the same evening.
        assert_eq!(
            Evening::from_trf(&e.to_trf(), date()).as_ref(),
            Ok(&e),
            "{name}"
        );
        let round = e
            .pair_round(&seed(0, 0))
            .unwrap_or_else(|err| panic!("{name}: {err}"));
        assert_eq!(usize::from(round), paired + 1);
        let reference = read(&name.replace(".trf", ".pairs"));
        let mut lines = reference.lines();
        let count: usize = lines.next().and_then(|l| l.trim().parse().ok()).unwrap();
        let mine: Vec<(u16, u16)> = e
            .round(round)
            .unwrap()
            .boards
            .iter()
            .map(|b| match *b {
                Board::Game { white, black, .. } => (white.rank(), black.rank()),
                Board::Bye(p) => (p.rank(), 0),
            })
            .collect();
        let theirs: Vec<(u16, u16)> = lines
            .map(|l| {
                let mut n = l.split_whitespace().map(|x| x.parse::<u16>().unwrap());
                (n.next().unwrap(), n.next().unwrap())
            })
            .collect();
        assert_eq!(theirs.len(), count);
        assert_eq!(mine, theirs, "{name}");
    }
}

#[test]
fn whole_reference_tournaments_read_with_boards_in_fide_order() {
    for name in names(".trf") {
        let text = read(&name);
        let e = Evening::from_trf(&text, date()).unwrap_or_else(|err| panic!("{name}: {err}"));
        let t = e.tournament();
        assert_eq!(
            t.rounds_paired(),
            swiss::trf::parse(&text).unwrap().rounds_paired()
        );
        for round in e.rounds() {
            // FIDE's board order: the pair's higher score, then its lower score, descending.
            let before = |p: evening::PlayerId| t.score_after(p, round.number - 1);
            let keys: Vec<(u16, u16)> = round
                .games()
                .map(|(_, w, b, _)| {
                    let (x, y) = (before(w).halves(), before(b).halves());
                    (x.max(y), x.min(y))
                })
                .collect();
            assert!(
                keys.windows(2).all(|k| k[0] >= k[1]),
                "{name} round {}: {keys:?}",
                round.number
            );
            let bye = round.boards.iter().position(|b| matches!(b, Board::Bye(_)));
            assert!(
                bye.is_none_or(|i| i + 1 == round.boards.len()),
                "the bye comes last"
            );
        }
        assert_eq!(
            Evening::from_trf(&e.to_trf(), date()).as_ref(),
            Ok(&e),
            "{name}"
        );
    }
}

#[test]
fn a_plain_file_takes_its_date_and_time_control_from_the_standard_records() {
    let mut e = rated(4);
    pair_and_publish(&mut e, 5);
    let file = e.to_trf();
    let plain: String = file
        .lines()
        .filter(|l| !l.starts_with("###"))
        .map(|l| match l {
            l if l.starts_with("042") => "042 2024/11/02\n".to_string(),
            l if l.starts_with("122") => "122 25+5\n".to_string(),
            l => format!("{l}\n"),
        })
        .collect();
    let back = Evening::from_trf(&plain, date()).unwrap();
    assert_eq!(
        back.settings().date,
        evening::Date::new(2024, 11, 2).unwrap()
    );
    assert_eq!(
        back.settings().time_control,
        TimeControl::new(25, 5).unwrap()
    );
    assert_eq!(back.round(1).unwrap().sp, None, "a plain file does not say");
    assert_eq!(
        back.settings().first_colour,
        FirstColour::Chosen(e.first_colour().unwrap())
    );
    // Without 042 the date given is used; an unreadable 122 leaves the default.
    let bare: String = plain
        .lines()
        .filter(|l| !l.starts_with("042"))
        .map(|l| {
            if l.starts_with("122") {
                "122 G/20\n".into()
            } else {
                format!("{l}\n")
            }
        })
        .collect();
    let back = Evening::from_trf(&bare, date()).unwrap();
    assert_eq!(back.settings().date, date());
    assert_eq!(back.settings().time_control, TimeControl::default());
}

#[test]
fn bad_rokade_lines_and_inconsistent_files_are_refused() {
    let e = busy_evening();
    let file = e.to_trf();
    let line_of = |needle: &str| file.lines().position(|l| l.starts_with(needle)).unwrap() + 1;
    let broken = file.replace("### rokade round 1 sp=", "### rokade round x sp=");
    assert_eq!(
        Evening::from_trf(&broken, date()),
        Err(ImportError::RokadeLine(line_of("### rokade round 1")))
    );
    let broken = file.replace("tb=BH-C1", "tb=XX");
    assert_eq!(
        Evening::from_trf(&broken, date()),
        Err(ImportError::RokadeLine(line_of("### rokade settings")))
    );
    // Boards that are not the file's.
    let round1 = file
        .lines()
        .find(|l| l.starts_with("### rokade round 1"))
        .unwrap();
    let (head, _) = round1.split_once("boards=").unwrap();
    let broken = file.replace(round1, &format!("{head}boards=1-2,3-4"));
    assert_eq!(
        Evening::from_trf(&broken, date()),
        Err(ImportError::RokadeBoards(1))
    );
    // An unknown version's lines are left alone: the file reads as a plain one.
    let future = file.replace("### rokade-evening 1", "### rokade-evening 2");
    let plain = Evening::from_trf(&future, date()).unwrap();
    assert_eq!(plain.round(1).unwrap().sp, None);
    assert!(plain.player(id(1)).unwrap().club.is_none());
    // A withdrawal in a round the player played in.
    let broken = file.replace("### rokade withdrawn 4 2", "### rokade withdrawn 4 1");
    assert!(matches!(
        Evening::from_trf(&broken, date()),
        Err(ImportError::Invalid(EveningError::Inconsistent(
            Inconsistency::Seating(_)
        )))
    ));
}

#[test]
fn a_game_without_result_before_the_last_round_is_refused() {
    let text = read("00.trf");
    let t = swiss::trf::parse(&text).unwrap();
    let mut t2 = t.clone();
    // Round 1's first board back to "being played", scores adjusted by writing anew.
    let (w, b) = swiss::boards_of(&t, 1)
        .into_iter()
        .find_map(|bd| match bd {
            swiss::Board::Game { white, black } => {
                matches!(t.entry(white, 1), Some(swiss::Entry::Game { .. }))
                    .then_some((white, black))
            }
            swiss::Board::Bye(_) => None,
        })
        .unwrap();
    t2.record_game(1, w, b, None).unwrap();
    let file = swiss::trf::write(&t2);
    assert_eq!(
        Evening::from_trf(&file, date()),
        Err(ImportError::Invalid(EveningError::Inconsistent(
            Inconsistency::PendingBeforeLast(1)
        )))
    );
}

#[test]
fn damaged_files_never_panic() {
    let file = busy_evening().to_trf();
    let chars: Vec<char> = file.chars().collect();
    for cut in 0..chars.len() {
        let text: String = chars[..cut].iter().collect();
        let _ = Evening::from_trf(&text, date());
    }
    let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
    for _ in 0..3000 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let mut garbled = chars.clone();
        let at = (state % chars.len() as u64) as usize;
        garbled[at] =
            ['x', '9', ' ', '-', '=', '\n', 'é', '0', '+', 'U'][(state >> 40) as usize % 10];
        let text: String = garbled.into_iter().collect();
        if let Ok(e) = Evening::from_trf(&text, date()) {
            // Whatever reads is a consistent evening: it stores and reads back.
            assert_eq!(Evening::decode(&e.encode()).as_ref(), Ok(&e));
        }
    }
}
