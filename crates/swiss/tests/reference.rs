//! Agreement with bbpPairings (the reference implementation of the 2025 Dutch rules) on
//! tournaments it generated: `tests/data/NN.trf` are whole tournaments, every round of which
//! must be what we pair; `NN-next.trf` are the same cut before their last round and
//! `NN-next.pairs` bbpPairings' pairing of that round (`-p` format). Made with
//! `scripts/pairing-agreement.py --bbp … --fixtures crates/swiss/tests/data -n 30 --seed 7`.

use std::path::PathBuf;

use swiss::{trf, Board};

fn data() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("data")
}

fn read(name: &str) -> String {
    std::fs::read_to_string(data().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn files(suffix: &str) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(data())
        .expect("tests/data")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(suffix) && (suffix != ".trf" || !n.ends_with("-next.trf")))
        .collect();
    names.sort();
    names
}

#[test]
fn every_round_of_the_reference_tournaments_is_paired_alike() {
    let names = files(".trf");
    assert!(names.len() >= 20, "the reference set is there");
    let mut rounds = 0;
    for name in names {
        let tournament = trf::parse(&read(&name)).unwrap_or_else(|e| panic!("{name}: {e}"));
        for check in swiss::check(&tournament) {
            rounds += 1;
            assert!(check.agrees(), "{name}, round {}: {check:?}", check.round);
        }
    }
    assert!(rounds > 100, "{rounds} rounds checked");
}

#[test]
fn next_rounds_are_paired_exactly_as_the_reference_does() {
    let names = files("-next.trf");
    assert!(names.len() >= 20);
    for name in names {
        let tournament = trf::parse(&read(&name)).unwrap_or_else(|e| panic!("{name}: {e}"));
        let pairing = swiss::pair_next_round(&tournament).unwrap_or_else(|e| panic!("{name}: {e}"));
        let mut ours = format!("{}\n", pairing.boards.len());
        for board in &pairing.boards {
            match board {
                Board::Game { white, black } => ours.push_str(&format!("{white} {black}\n")),
                Board::Bye(id) => ours.push_str(&format!("{id} 0\n")),
            }
        }
        let expected = read(&name.replace(".trf", ".pairs"));
        assert_eq!(ours, expected, "{name}");
    }
}
