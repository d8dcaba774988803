//! Checking a tournament: each round re-paired from the rounds before it.

use std::collections::HashSet;

use crate::dutch::{repair_round, Board};
use crate::error::PairingError;
use crate::model::{Colour, Entry, Tournament};

/// How one round compares with what the Dutch system pairs.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RoundCheck {
    /// The round (from 1).
    pub round: u16,
    /// Boards the tournament has and the pairing does not.
    pub only_in_tournament: Vec<Board>,
    /// Boards the pairing has and the tournament does not.
    pub only_in_pairing: Vec<Board>,
    /// Set when the round could not be paired at all.
    pub error: Option<PairingError>,
}

impl RoundCheck {
    /// Whether the round is exactly what the Dutch system pairs.
    pub fn agrees(&self) -> bool {
        self.only_in_tournament.is_empty()
            && self.only_in_pairing.is_empty()
            && self.error.is_none()
    }
}

/// The boards a tournament actually had in `round` (forfeits with their colours; a forfeit
/// without colours is counted with the lower rank as White).
pub fn boards_of(tournament: &Tournament, round: u16) -> Vec<Board> {
    let mut out = Vec::new();
    for id in tournament.player_ids() {
        match tournament.entry(id, round) {
            Some(Entry::Game {
                opponent,
                colour: Colour::White,
                ..
            }) => out.push(Board::Game {
                white: id,
                black: opponent,
            }),
            Some(Entry::Forfeit {
                opponent, colour, ..
            }) => {
                let white = match colour {
                    Some(Colour::White) => true,
                    Some(Colour::Black) => false,
                    None => id < opponent,
                };
                if white {
                    out.push(Board::Game {
                        white: id,
                        black: opponent,
                    });
                }
            }
            Some(Entry::PairingBye) => out.push(Board::Bye(id)),
            _ => {}
        }
    }
    out
}

/// Re-pairs every round of `tournament` and compares.
pub fn check(tournament: &Tournament) -> Vec<RoundCheck> {
    (1..=tournament.rounds_paired())
        .map(|round| {
            let actual = boards_of(tournament, round);
            match repair_round(tournament, round) {
                Ok(pairing) => {
                    let agreeing: Vec<Board> = pairing
                        .boards
                        .iter()
                        .copied()
                        .filter(|b| in_tournament(tournament, round, b))
                        .collect();
                    let settled: HashSet<Vec<u16>> = agreeing.iter().map(people).collect();
                    RoundCheck {
                        round,
                        only_in_tournament: actual
                            .into_iter()
                            .filter(|b| !settled.contains(&people(b)))
                            .collect(),
                        only_in_pairing: pairing
                            .boards
                            .iter()
                            .copied()
                            .filter(|b| !agreeing.contains(b))
                            .collect(),
                        error: None,
                    }
                }
                Err(error) => RoundCheck {
                    round,
                    only_in_tournament: actual,
                    only_in_pairing: Vec::new(),
                    error: Some(error),
                },
            }
        })
        .collect()
}

/// The players of a board, sorted.
fn people(board: &Board) -> Vec<u16> {
    let mut out = match *board {
        Board::Game { white, black } => vec![white.rank(), black.rank()],
        Board::Bye(id) => vec![id.rank()],
    };
    out.sort_unstable();
    out
}

/// Whether the tournament had this board in `round` (a forfeit without colours matches
/// either way round).
fn in_tournament(tournament: &Tournament, round: u16, board: &Board) -> bool {
    match *board {
        Board::Bye(id) => tournament.entry(id, round) == Some(Entry::PairingBye),
        Board::Game { white, black } => match tournament.entry(white, round) {
            Some(Entry::Game {
                opponent, colour, ..
            }) => opponent == black && colour == Colour::White,
            Some(Entry::Forfeit {
                opponent, colour, ..
            }) => opponent == black && colour != Some(Colour::Black),
            _ => false,
        },
    }
}
