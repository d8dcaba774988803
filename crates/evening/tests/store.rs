//! The storage codec: every state round trips; truncated, garbled and inconsistent text is
//! refused with a typed error and never panics.

mod common;

use common::{date, evening_with, id, pair_and_publish, rated, sealed, seed};
use evening::store::StoreError;
use evening::{
    BoardResult, ByeKind, Colour, Evening, EveningError, FirstColour, Inconsistency, Registration,
    Settings, TieBreak,
};

/// Evenings at several stages, with awkward texts.
fn samples() -> Vec<Evening> {
    let mut out = Vec::new();
    let mut settings = Settings::new("Avond | #1 - 960:*", date());
    settings.first_colour = FirstColour::Chosen(Colour::White);
    settings.tiebreaks = vec![];
    out.push(Evening::new(settings).unwrap());
    let mut e = evening_with(&[
        ("Zoë d'Hondt", Some(0)),
        ("B-1:2", None),
        ("# hash", Some(9999)),
    ]);
    e.edit_player(
        id(2),
        Registration {
            name: "B-1:2".into(),
            rating: None,
            club: Some("Schaakclub ♞ Gent".into()),
        },
    )
    .unwrap();
    e.request_bye(id(1), 2, ByeKind::Full).unwrap();
    out.push(e.clone());
    e.pair_round(&seed(77, 1)).unwrap();
    out.push(e.clone()); // a draft
    e.publish().unwrap();
    e.set_result(1, 1, Some(BoardResult::BlackWinsByForfeit))
        .unwrap();
    out.push(e.clone());
    let mut e = rated(9);
    e.set_settings(Settings {
        tiebreaks: vec![
            TieBreak::DirectEncounter,
            TieBreak::Wins,
            TieBreak::Buchholz,
        ],
        exclude_518: true,
        ..e.settings().clone()
    })
    .unwrap();
    pair_and_publish(&mut e, 1);
    for board in 1..=4 {
        e.set_result(
            1,
            board,
            Some(evening::BoardResult::ALL[usize::from(board)]),
        )
        .unwrap();
    }
    e.withdraw(id(9)).unwrap();
    e.add_player(Registration::named("Late")).unwrap();
    e.request_bye(id(3), 3, ByeKind::Half).unwrap();
    pair_and_publish(&mut e, 2);
    out.push(e);
    out
}

#[test]
fn every_sample_round_trips() {
    for e in samples() {
        let text = e.encode();
        assert!(text.starts_with("rokade-evening 1\n"));
        assert_eq!(Evening::decode(&text).as_ref(), Ok(&e), "{text}");
    }
}

#[test]
fn cut_short_anywhere_is_refused() {
    for e in samples() {
        let text = e.encode();
        for cut in 0..text.len() - 1 {
            let Some(prefix) = text.get(..cut) else {
                continue;
            };
            assert!(
                Evening::decode(prefix).is_err(),
                "a prefix of {cut} bytes read:\n{prefix}"
            );
        }
        // Only the last line break may go.
        assert_eq!(Evening::decode(&text[..text.len() - 1]).as_ref(), Ok(&e));
    }
    let text = samples().pop().unwrap().encode();
    let without_sum = &text[..text.rfind('#').unwrap()];
    assert_eq!(Evening::decode(without_sum), Err(StoreError::Truncated));
}

#[test]
fn any_changed_byte_is_refused() {
    let text = samples().pop().unwrap().encode();
    let bytes = text.as_bytes();
    let mut tried = 0;
    for at in 0..bytes.len() {
        for replacement in [b'0', b'7', b'\t', b'\n', b'x', b'P', b' '] {
            let mut garbled = bytes.to_vec();
            if garbled[at] == replacement {
                continue;
            }
            garbled[at] = replacement;
            let garbled = String::from_utf8(garbled).unwrap();
            assert!(
                Evening::decode(&garbled).is_err(),
                "byte {at} changed and read"
            );
            tried += 1;
        }
    }
    assert!(tried > 1000);
}

#[test]
fn typed_errors() {
    assert_eq!(Evening::decode(""), Err(StoreError::Empty));
    assert_eq!(Evening::decode(" \n"), Err(StoreError::Empty));
    assert_eq!(
        Evening::decode("{\"json\": true}"),
        Err(StoreError::NotAnEvening)
    );
    let text = samples().pop().unwrap().encode();
    let v2 = sealed(&text[..text.rfind('#').unwrap()].replacen(
        "rokade-evening 1",
        "rokade-evening 2",
        1,
    ));
    assert_eq!(Evening::decode(&v2), Err(StoreError::Version("2".into())));
    let wrong = text.replace(&text[text.rfind('#').unwrap()..], "#00000000\n");
    assert_eq!(Evening::decode(&wrong), Err(StoreError::Checksum));
    let body = &text[..text.rfind('#').unwrap()];
    let bad = sealed(&body.replacen("\nP\t", "\nQ\t", 1));
    assert_eq!(Evening::decode(&bad), Err(StoreError::BadLine(3)));
    let no_settings = sealed("rokade-evening 1\n");
    assert_eq!(Evening::decode(&no_settings), Err(StoreError::BadLine(2)));
}

/// A stored evening: one round of 4 players, published, with results.
fn four() -> String {
    let mut e = rated(4);
    pair_and_publish(&mut e, 3);
    e.set_result(1, 1, Some(BoardResult::WhiteWins)).unwrap();
    e.set_result(1, 2, Some(BoardResult::Draw)).unwrap();
    let text = e.encode();
    text[..text.rfind('#').unwrap()].to_string()
}

fn inconsistent(body: &str) -> StoreError {
    Evening::decode(&sealed(body)).expect_err("refused")
}

#[test]
fn inconsistent_stores_are_refused() {
    let body = four();
    let round = body
        .lines()
        .find(|l| l.starts_with("R\t"))
        .unwrap()
        .to_string();
    let with_round = |r: &str| body.replace(&round, r);
    let invalid = |i| StoreError::Invalid(EveningError::Inconsistent(i));
    // The stored round is `R 1 sp P boards`.
    let fields: Vec<&str> = round.split('\t').collect();
    let boards = fields[4];
    let (b1, b2) = boards.split_once(' ').unwrap();
    let w1 = b1.split('-').next().unwrap();
    assert_eq!(
        inconsistent(&with_round(&format!("R\t2\t{}\tP\t{boards}", fields[2]))),
        invalid(Inconsistency::RoundNumbers)
    );
    assert_eq!(
        inconsistent(&with_round(&format!("R\t1\t{}\tD\t{boards}", fields[2]))),
        invalid(Inconsistency::ResultInDraft)
    );
    assert_eq!(
        inconsistent(&with_round(&format!("R\t1\t960\tP\t{boards}"))),
        invalid(Inconsistency::Position)
    );
    let seated_twice = format!(
        "R\t1\t{}\tP\t{b1} {w1}-{}",
        fields[2],
        b2.split('-').nth(1).unwrap()
    );
    assert!(matches!(
        inconsistent(&with_round(&seated_twice)),
        StoreError::Invalid(EveningError::Inconsistent(Inconsistency::Seating(_)))
    ));
    let missing = format!("R\t1\t{}\tP\t{b1}", fields[2]);
    assert!(matches!(
        inconsistent(&with_round(&missing)),
        StoreError::Invalid(EveningError::Inconsistent(Inconsistency::Unseated(_, 1)))
    ));
    let bye_first = format!("R\t1\t{}\tP\t{w1} {b2}", fields[2]);
    assert_eq!(
        inconsistent(&with_round(&bye_first)),
        invalid(Inconsistency::ByePlace)
    );
    let unknown = format!("R\t1\t{}\tP\t{b2} {b1} 9", fields[2]);
    assert_eq!(
        inconsistent(&with_round(&unknown)),
        StoreError::Invalid(EveningError::UnknownPlayer(id(9)))
    );
    // A pending game before the last round.
    let mut two = rated(4);
    pair_and_publish(&mut two, 3);
    two.set_result(1, 1, Some(BoardResult::WhiteWins)).unwrap();
    two.set_result(1, 2, Some(BoardResult::WhiteWins)).unwrap();
    pair_and_publish(&mut two, 4);
    let text = two.encode();
    let first = text.lines().find(|l| l.starts_with("R\t1")).unwrap();
    let pending = first.replacen(":1", "", 1);
    let body = text[..text.rfind('#').unwrap()].replace(first, &pending);
    assert_eq!(
        inconsistent(&body),
        invalid(Inconsistency::PendingBeforeLast(1))
    );
    // Two rounds with the same start position.
    let second = text.lines().find(|l| l.starts_with("R\t2")).unwrap();
    let sp1 = first.split('\t').nth(2).unwrap();
    let mut f: Vec<&str> = second.split('\t').collect();
    f[2] = sp1;
    let body = text[..text.rfind('#').unwrap()].replace(second, &f.join("\t"));
    assert_eq!(inconsistent(&body), invalid(Inconsistency::Position));
    // A player joining after the rounds, or a bye before joining.
    let body = four();
    let p1 = body.lines().find(|l| l.starts_with("P\t")).unwrap();
    let late = p1.replace("\t1\t\t", "\t3\t\t");
    assert!(matches!(
        inconsistent(&body.replace(p1, &late)),
        StoreError::Invalid(EveningError::Inconsistent(Inconsistency::PlayerRounds(_)))
    ));
    // The first colour drawn before any round.
    let settings = Evening::new(Settings::new("x", date())).unwrap().encode();
    let drawn = settings[..settings.rfind('#').unwrap()].replace("\tL\t-\t", "\tL\tW\t");
    assert_eq!(inconsistent(&drawn), invalid(Inconsistency::FirstColour));
    // A name that registration would have trimmed.
    let spaced = four().replacen("P\tP1\t", "P\t P1\t", 1);
    assert!(matches!(
        inconsistent(&spaced),
        StoreError::Invalid(EveningError::Inconsistent(Inconsistency::Registration(_)))
    ));
}

/// Random changes to a stored evening, sealed with a matching checksum: whatever reads back
/// is consistent (stores and reads back again), nothing panics.
#[test]
fn sealed_garbage_never_panics() {
    let bodies: Vec<String> = samples()
        .iter()
        .map(|e| {
            let t = e.encode();
            t[..t.rfind('#').unwrap()].to_string()
        })
        .collect();
    let pieces = [
        "\t", "\n", "-", ":", " ", "0", "1", "9", "P", "R", "D", "x", "=", ",", "H", "65535", "é",
        "",
    ];
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut read = 0;
    for round in 0..6000 {
        let body = &bodies[round % bodies.len()];
        let chars: Vec<char> = body.chars().collect();
        let mut out: Vec<char> = chars.clone();
        for _ in 0..(1 + next() % 3) {
            let at = (next() % out.len() as u64) as usize;
            let piece = pieces[(next() % pieces.len() as u64) as usize];
            match next() % 3 {
                0 => {
                    out.remove(at);
                }
                1 => out.splice(at..at, piece.chars()).for_each(drop),
                _ => out.splice(at..=at, piece.chars()).for_each(drop),
            }
            if out.is_empty() {
                out = chars.clone();
            }
        }
        let text: String = out.into_iter().collect();
        if let Ok(e) = Evening::decode(&sealed(&text)) {
            read += 1;
            assert_eq!(Evening::decode(&e.encode()).as_ref(), Ok(&e));
        }
    }
    assert!(
        read > 0,
        "some harmless changes (a rating, a name) still read"
    );
}
