//! The pairing's integer width does not change a pairing: every round of the reference
//! tournaments (`tests/data`, written by bbpPairings) paired again with the widest integers
//! (2 048 bits), which no tournament of the set needs, is the pairing the narrow ones give.

use std::path::PathBuf;

use super::{brackets, repair_round_by};
use crate::trf;

#[test]
fn the_widest_integers_pair_alike() {
    let data = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("data");
    let mut names: Vec<PathBuf> = std::fs::read_dir(&data)
        .expect("tests/data")
        .filter_map(|e| Some(e.ok()?.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    names.sort();
    assert!(names.len() >= 20, "the reference set is there");
    let mut rounds = 0;
    for name in names {
        let text = std::fs::read_to_string(&name).expect("a reference file");
        let tournament = trf::parse(&text).unwrap_or_else(|e| panic!("{name:?}: {e}"));
        for round in 1..=tournament.rounds_paired() {
            let narrow = repair_round_by(&tournament, round, brackets::pair);
            let widest = repair_round_by(&tournament, round, brackets::pair_widest);
            assert_eq!(narrow, widest, "{name:?}, round {round}");
            assert!(narrow.is_ok(), "{name:?}, round {round}: {narrow:?}");
            rounds += 1;
        }
    }
    assert!(rounds > 200, "{rounds} rounds paired both ways");
}
