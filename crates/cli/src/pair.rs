//! `chess960 pair --dutch FILE.trf [--check]`: the FIDE Dutch system over a TRF file.

use std::fmt::Write as _;

use swiss::{Board, Tournament};

use crate::{emit, input, shorten, usage, CliResult, Failure};

/// Runs `pair` with its arguments.
pub(crate) fn run(args: &[String]) -> CliResult {
    let mut dutch = false;
    let mut check = false;
    let mut file = None;
    for arg in args {
        match arg.as_str() {
            "--dutch" => dutch = true,
            "--check" => check = true,
            other if other.starts_with("--") => {
                return Err(usage(format!("pair: unknown option '{}'", shorten(other))))
            }
            other => {
                if file.replace(other).is_some() {
                    return Err(usage("pair takes one file"));
                }
            }
        }
    }
    if !dutch {
        return Err(usage("pair needs the pairing system: --dutch"));
    }
    let Some(file) = file else {
        return Err(usage("pair needs a TRF file"));
    };
    let tournament = read(file)?;
    if check {
        check_rounds(&tournament)
    } else {
        pair_next(&tournament)
    }
}

fn read(file: &str) -> Result<Tournament, Failure> {
    let bytes =
        std::fs::read(file).map_err(|e| input(format!("cannot read '{}': {e}", shorten(file))))?;
    let text = String::from_utf8(bytes)
        .map_err(|_| input(format!("'{}' is not UTF-8 text", shorten(file))))?;
    swiss::trf::parse(&text).map_err(|e| input(format!("{}: {e}", shorten(file))))
}

fn board_line(board: &Board) -> String {
    match *board {
        Board::Game { white, black } => format!("{white} {black}"),
        Board::Bye(id) => format!("{id} 0"),
    }
}

fn pair_next(tournament: &Tournament) -> CliResult {
    let pairing = swiss::pair_next_round(tournament).map_err(|e| {
        input(format!(
            "round {}: {e}",
            tournament.rounds_paired().saturating_add(1)
        ))
    })?;
    let mut out = format!("{}\n", pairing.boards.len());
    for board in &pairing.boards {
        out.push_str(&board_line(board));
        out.push('\n');
    }
    emit(&out)
}

fn check_rounds(tournament: &Tournament) -> CliResult {
    let checks = swiss::check(tournament);
    let mut out = String::new();
    let mut differing = 0;
    for check in &checks {
        if check.agrees() {
            continue;
        }
        differing += 1;
        if let Some(error) = &check.error {
            let _ = writeln!(out, "round {}: {error}", check.round);
            continue;
        }
        let list = |boards: &[Board]| boards.iter().map(board_line).collect::<Vec<_>>().join(", ");
        let _ = writeln!(
            out,
            "round {}: the file has {}; the Dutch system pairs {}",
            check.round,
            list(&check.only_in_tournament),
            list(&check.only_in_pairing)
        );
    }
    if differing == 0 {
        let _ = writeln!(
            out,
            "all {} rounds agree with the Dutch system",
            checks.len()
        );
        emit(&out)
    } else {
        emit(&out)?;
        Err(input(format!(
            "{differing} of {} rounds differ from the Dutch system",
            checks.len()
        )))
    }
}
