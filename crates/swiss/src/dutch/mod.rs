//! The FIDE Dutch system (FIDE Handbook C.04.3, the 2025 rules).
//!
//! The criteria are met the way bbpPairings meets them: every criterion becomes a field of
//! an edge weight, the absolute criteria (no rematch, colour limits, one pairing-allocated
//! bye) by leaving edges out, and a maximum-weight matching over the whole field decides.
//! Score groups are then paired from the top, one bracket at a time, and within a bracket
//! the moved-down players, the exchanges and each pair are fixed one decision at a time.

mod brackets;
mod colours;
mod players;
#[cfg(test)]
mod tests;
mod weights;

use crate::error::PairingError;
use crate::model::{Colour, Entry, PlayerId, Tournament};
use players::Contender;

/// One board of a round's pairing.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Board {
    /// A game.
    Game {
        /// The player with White.
        white: PlayerId,
        /// The player with Black.
        black: PlayerId,
    },
    /// The pairing-allocated bye (one point).
    Bye(PlayerId),
}

/// The pairing of one round, boards in FIDE order (the higher score of each pair first, then
/// the lower score, then the higher-ranked player's rank; the bye last).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Pairing {
    /// The round (from 1).
    pub round: u16,
    /// The boards.
    pub boards: Vec<Board>,
}

/// Pairs the next round of `tournament`: every player without an entry in that round (byes
/// and absences entered beforehand are respected).
pub fn pair_next_round(tournament: &Tournament) -> Result<Pairing, PairingError> {
    let last = tournament.rounds_paired();
    if last > 0 && !tournament.is_round_complete(last) {
        return Err(PairingError::ResultsMissing(last));
    }
    let round = last.saturating_add(1);
    let to_pair: Vec<bool> = tournament
        .player_ids()
        .map(|id| tournament.entry(id, round).is_none())
        .collect();
    let last = tournament
        .planned_rounds
        .is_some_and(|planned| round >= planned);
    pair(tournament, round, &to_pair, last, brackets::pair)
}

/// Pairs round `round` again from the rounds before it, with the players the tournament
/// paired in that round (as a checker does).
pub fn repair_round(tournament: &Tournament, round: u16) -> Result<Pairing, PairingError> {
    repair_round_by(tournament, round, brackets::pair)
}

/// The matcher of a pairing: each sorted player's opponent from the layout.
type Matcher = fn(&weights::Layout<'_>) -> Result<Vec<Option<usize>>, PairingError>;

/// [`repair_round`] with the matcher `matcher`.
fn repair_round_by(
    tournament: &Tournament,
    round: u16,
    matcher: Matcher,
) -> Result<Pairing, PairingError> {
    let paired = tournament.rounds_paired();
    if round == 0 || round > paired {
        return Err(PairingError::NotNextRound(round, paired.saturating_add(1)));
    }
    let to_pair: Vec<bool> = tournament
        .player_ids()
        .map(|id| tournament.entry(id, round).is_some_and(|e| e.was_paired()))
        .collect();
    let planned = tournament.planned_rounds.unwrap_or(paired);
    pair(tournament, round, &to_pair, round >= planned, matcher)
}

fn pair(
    tournament: &Tournament,
    round: u16,
    to_pair: &[bool],
    last_round: bool,
    matcher: Matcher,
) -> Result<Pairing, PairingError> {
    let valid: Vec<bool> = tournament
        .player_ids()
        .enumerate()
        .map(|(i, id)| {
            to_pair[i]
                || (1..round).any(|r| tournament.entry(id, r).is_some_and(|e| e.was_paired()))
        })
        .collect();
    let all = players::contenders(tournament, round, &valid);
    let mut sorted: Vec<&Contender> = all.iter().filter(|c| to_pair[c.id]).collect();
    sorted.sort_by(|a, b| b.score.cmp(&a.score).then(a.rank_index.cmp(&b.rank_index)));
    let layout = weights::Layout::new(sorted, &all, usize::from(round - 1), last_round);
    let partner = matcher(&layout)?;
    let first = colours::first_colour(tournament);
    let mut boards: Vec<(Board, (bool, u16, u16, usize))> = Vec::new();
    for (v, p) in layout.sorted.iter().enumerate() {
        match partner.get(v).copied().flatten() {
            Some(m) => {
                let q: &Contender = layout.sorted[m];
                let p: &Contender = p;
                if p.id > q.id {
                    continue;
                }
                let colour = colours::colour_for(p, q, first);
                let (white, black) = if colour == Colour::White {
                    (p, q)
                } else {
                    (q, p)
                };
                let (high, low) = if colours::ranks_below(p, q) {
                    (q, p)
                } else {
                    (p, q)
                };
                let board = Board::Game {
                    white: PlayerId::from_index(white.id),
                    black: PlayerId::from_index(black.id),
                };
                boards.push((
                    board,
                    (
                        false,
                        u16::MAX - high.score,
                        u16::MAX - low.score,
                        high.rank_index,
                    ),
                ));
            }
            None => boards.push((
                Board::Bye(PlayerId::from_index(p.id)),
                (true, 0, 0, p.rank_index),
            )),
        }
    }
    boards.sort_by_key(|(_, key)| *key);
    Ok(Pairing {
        round,
        boards: boards.into_iter().map(|(b, _)| b).collect(),
    })
}

impl Tournament {
    /// Enters a pairing: each game with its result pending, the bye as a pairing-allocated bye.
    pub fn apply_pairing(&mut self, pairing: &Pairing) -> Result<(), crate::ModelError> {
        for board in &pairing.boards {
            match *board {
                Board::Game { white, black } => {
                    self.record_game(pairing.round, white, black, None)?
                }
                Board::Bye(id) => self.set_entry(id, pairing.round, Some(Entry::PairingBye))?,
            }
        }
        Ok(())
    }
}
