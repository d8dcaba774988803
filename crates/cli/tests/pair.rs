//! `chess960 pair --dutch`: runs the binary on TRF files as an arbiter would.

use std::path::PathBuf;

mod common;
use common::chess960;

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8")
}

fn data(name: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../swiss/tests/data")
        .join(name)
        .to_string_lossy()
        .into_owned()
}

/// A file in the temporary folder, removed when dropped (so test runs leave nothing behind).
struct TempFile(String);

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

impl std::ops::Deref for TempFile {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

/// Writes `contents` to a fresh file in the temporary folder.
fn temp_file(name: &str, contents: &str) -> TempFile {
    let path =
        std::env::temp_dir().join(format!("chess960-pair-{}-{name}.trf", std::process::id()));
    std::fs::write(&path, contents).expect("write temp file");
    TempFile(path.to_string_lossy().into_owned())
}

/// A 001 line: rank, points, then round entries as (opponent, colour, result).
fn line(rank: u16, points: &str, rounds: &[(&str, char, char)]) -> String {
    let mut s = format!(
        "001 {rank:>4}      {:<33} {:>4} {:>3} {:>11} {:>10} {points:>4} {rank:>4}",
        format!("Player {rank}"),
        2000 - rank,
        "",
        "",
        ""
    );
    for (opp, colour, result) in rounds {
        s.push_str(&format!("  {opp:>4} {colour} {result}"));
    }
    s
}

/// Four players after one round, paired 1-3 and 4-2 as the Dutch system does.
fn dutch_round() -> Vec<String> {
    vec![
        line(1, "1.0", &[("3", 'w', '1')]),
        line(2, "0.5", &[("4", 'b', '=')]),
        line(3, "0.0", &[("1", 'b', '0')]),
        line(4, "0.5", &[("2", 'w', '=')]),
        "XXR 3".to_string(),
        "XXC white1".to_string(),
    ]
}

#[test]
fn pairs_the_next_round_like_the_reference() {
    for n in ["00", "07", "19"] {
        let out = chess960(&["pair", "--dutch", &data(&format!("{n}-next.trf"))]);
        assert!(out.status.success(), "{}", text(&out.stderr));
        let expected = std::fs::read_to_string(data(&format!("{n}-next.pairs"))).expect("pairs");
        assert_eq!(text(&out.stdout), expected);
    }
}

#[test]
fn pairs_round_two_of_a_small_file() {
    let file = temp_file("round2", &dutch_round().join("\n"));
    let out = chess960(&["pair", "--dutch", &file]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    // Score groups 1.0 {1}, 0.5 {2, 4}, 0 {3}. Player 1 floats down and meets the higher of
    // S2, player 2 (who had Black: White now; 1 had White: Black now); 4 floats down to 3,
    // and 4 (White before) gets Black. The higher score's board first.
    assert_eq!(text(&out.stdout), "2\n2 1\n3 4\n");
}

#[test]
fn check_accepts_a_reference_tournament() {
    let out = chess960(&["pair", "--dutch", &data("03.trf"), "--check"]);
    assert!(
        out.status.success(),
        "{}{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    assert!(text(&out.stdout).contains("agree"));
}

#[test]
fn check_lists_the_rounds_that_differ() {
    let mut lines = vec![
        line(1, "1.0", &[("2", 'w', '1')]),
        line(2, "0.0", &[("1", 'b', '0')]),
        line(3, "1.0", &[("4", 'w', '1')]),
        line(4, "0.0", &[("3", 'b', '0')]),
    ];
    lines.push("XXC white1".to_string());
    let file = temp_file("differs", &lines.join("\n"));
    let out = chess960(&["pair", "--dutch", &file, "--check"]);
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("round 1: the file has 1 2, 3 4; the Dutch system pairs 1 3, 4 2"),
        "{stdout}"
    );
    assert!(text(&out.stderr).contains("1 of 1 rounds differ"));
}

/// Runs `pair` on a bad file: exit status 1, one line on stderr naming the problem.
fn refused(contents: &str, expected: &str) {
    let file = temp_file(&expected.replace(' ', "_"), contents);
    for extra in [None, Some("--check")] {
        let mut args = vec!["pair", "--dutch", &*file];
        args.extend(extra);
        let out = chess960(&args);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{expected}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
        assert!(
            stderr.starts_with("chess960: ") && stderr.contains(expected),
            "{expected}: {stderr}"
        );
        assert!(!stderr.contains("panicked"));
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn bad_files_get_one_clear_line() {
    let good = dutch_round();
    let with = |i: usize, replacement: String| {
        let mut lines = good.clone();
        lines[i] = replacement;
        lines.join("\n")
    };
    refused(
        &with(0, line(1, "0.5", &[("3", 'w', '1')])),
        "does not match the results",
    );
    refused(&with(2, line(3, "0.0", &[("2", 'b', '0')])), "contradicts");
    refused(&with(2, line(3, "0.0", &[("1", 'w', '0')])), "same colour");
    refused(
        &with(0, line(1, "1.0", &[("3", 'w', 'Q')])),
        "unknown result code 'Q'",
    );
    refused(&with(1, "001    2      Player 2".to_string()), "too short");
    refused(&with(3, line(3, "0.0", &[("1", 'b', '0')])), "used twice");
    refused(
        &with(0, line(1, "1.0", &[("9", 'w', '1')])),
        "opponent 9 is not a starting rank",
    );
    let missing = std::env::temp_dir().join("chess960-pair-no-such-file.trf");
    let out = chess960(&["pair", "--dutch", &missing.to_string_lossy()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("cannot read"));
}

#[test]
fn the_command_line_is_checked() {
    let out = chess960(&["pair", &data("00.trf")]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("--dutch"));
    let out = chess960(&["pair", "--dutch"]);
    assert_eq!(out.status.code(), Some(2));
    let out = chess960(&["pair", "--dutch", "--frobnicate", &data("00.trf")]);
    assert_eq!(out.status.code(), Some(2));
}
