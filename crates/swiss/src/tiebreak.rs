//! FIDE tie-breaks (Handbook C.07, the regulations applied from 2023/2024): Buchholz,
//! Buchholz cut-1, Sonneborn-Berger, number of wins, direct encounter.
//!
//! Unplayed rounds (C.07 article 16), as this module counts them:
//!
//! - A round is *played* when a game was played over the board with a result. Every other
//!   round (a bye of any kind, a forfeit, an absence) is *unplayed*.
//! - *Voluntary* unplayed rounds (VUR) are those the participant chose or caused: half-point
//!   and zero-point byes, absences and withdrawals, forfeit losses. The pairing-allocated
//!   bye, a full-point bye and a forfeit win are not voluntary.
//! - When a participant's score enters an opponent's tie-break (Buchholz, Sonneborn-Berger),
//!   it is the *adjusted* score: each VUR counts as a draw (half a point), whatever it gave.
//! - A participant's own unplayed round counts as a game against a *dummy opponent* whose
//!   score is the participant's own score (a game "against oneself"): the dummy's score is
//!   added to the Buchholz, and the points of the round times it to the Sonneborn-Berger.
//! - Cut-1 takes away the least significant value, but a VUR's value first, if there is one
//!   (the lowest of them).
//! - Number of wins (WIN) counts the rounds in which the participant got as many points as a
//!   win gives, played or not (forfeit wins and full-point and pairing-allocated byes too).
//! - Direct encounter (DE) applies among participants still tied (same points and same values
//!   of the tie-breaks listed before it) when each of them has played each of the others: the
//!   points each scored in those games. Otherwise it is 0 for all of them.

use std::fmt;

use crate::model::{Entry, GameResult, PlayerId, Points, Tournament};

/// A tie-break value in quarter points (Sonneborn-Berger multiplies two scores), or a plain
/// count for [`TieBreak::Wins`].
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Value(pub u64);

impl fmt::Display for Value {
    /// Writes the value in points, with as many decimals as needed (`12`, `12.5`, `12.25`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let whole = self.0 / 4;
        let text = match self.0 % 4 {
            0 => format!("{whole}"),
            1 => format!("{whole}.25"),
            2 => format!("{whole}.5"),
            _ => format!("{whole}.75"),
        };
        f.pad(&text)
    }
}

/// A tie-break of C.07.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TieBreak {
    /// Buchholz (BH): the sum of the opponents' (adjusted) scores.
    Buchholz,
    /// Buchholz cut-1 (BH-C1): Buchholz without its least significant value.
    BuchholzCut1,
    /// Sonneborn-Berger (SB): the opponents' scores weighted by the points scored against them.
    SonnebornBerger,
    /// Number of wins (WIN).
    Wins,
    /// Direct encounter (DE).
    DirectEncounter,
}

/// One line of the standings.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Standing {
    /// The place, from 1 (players tied on everything share it).
    pub place: usize,
    /// The player.
    pub player: PlayerId,
    /// The score.
    pub points: Points,
    /// The tie-breaks' values, in the order asked for; points-based values in quarter points
    /// (see [`Value`]), wins as a plain count.
    pub values: Vec<Value>,
}

fn rounds_of(tournament: &Tournament, id: PlayerId, rounds: u16) -> Vec<Option<Entry>> {
    (1..=rounds).map(|r| tournament.entry(id, r)).collect()
}

fn is_voluntary(entry: Option<Entry>) -> bool {
    match entry {
        None | Some(Entry::Absent) | Some(Entry::HalfPointBye) => true,
        Some(Entry::Forfeit { won, .. }) => !won,
        Some(Entry::Game { result, .. }) => result.is_none(),
        Some(Entry::PairingBye) | Some(Entry::FullPointBye) => false,
    }
}

fn played(entry: Option<Entry>) -> Option<(PlayerId, GameResult)> {
    match entry {
        Some(Entry::Game {
            opponent,
            result: Some(result),
            ..
        }) => Some((opponent, result)),
        _ => None,
    }
}

/// Points in halves.
fn halves(entry: Option<Entry>) -> u64 {
    entry.map_or(0, |e| u64::from(e.points().halves()))
}

/// The score after `rounds` rounds, in half points.
pub fn score(tournament: &Tournament, id: PlayerId, rounds: u16) -> u64 {
    rounds_of(tournament, id, rounds)
        .into_iter()
        .map(halves)
        .sum()
}

/// The adjusted score (each VUR counted as a draw), in half points: what a participant
/// brings to the opponents' tie-breaks.
pub fn adjusted_score(tournament: &Tournament, id: PlayerId, rounds: u16) -> u64 {
    rounds_of(tournament, id, rounds)
        .into_iter()
        .map(|e| if is_voluntary(e) { 1 } else { halves(e) })
        .sum()
}

/// Each round's Buchholz contribution in half points, with whether the round is a VUR.
fn buchholz_parts(tournament: &Tournament, id: PlayerId, rounds: u16) -> Vec<(u64, bool)> {
    let own = score(tournament, id, rounds);
    rounds_of(tournament, id, rounds)
        .into_iter()
        .map(|e| match played(e) {
            Some((opponent, _)) => (adjusted_score(tournament, opponent, rounds), false),
            None => (own, is_voluntary(e)),
        })
        .collect()
}

/// Buchholz in quarter points.
pub fn buchholz(tournament: &Tournament, id: PlayerId, rounds: u16) -> Value {
    Value(
        2 * buchholz_parts(tournament, id, rounds)
            .iter()
            .map(|p| p.0)
            .sum::<u64>(),
    )
}

/// Buchholz cut-1 in quarter points.
pub fn buchholz_cut1(tournament: &Tournament, id: PlayerId, rounds: u16) -> Value {
    let parts = buchholz_parts(tournament, id, rounds);
    let total: u64 = parts.iter().map(|p| p.0).sum();
    let cut = parts
        .iter()
        .filter(|p| p.1)
        .map(|p| p.0)
        .min()
        .or_else(|| parts.iter().map(|p| p.0).min())
        .unwrap_or(0);
    Value(2 * (total - cut))
}

/// Sonneborn-Berger in quarter points.
pub fn sonneborn_berger(tournament: &Tournament, id: PlayerId, rounds: u16) -> Value {
    let own = score(tournament, id, rounds);
    let total = rounds_of(tournament, id, rounds)
        .into_iter()
        .map(|e| match played(e) {
            Some((opponent, _)) => halves(e) * adjusted_score(tournament, opponent, rounds),
            None => halves(e) * own,
        })
        .sum();
    Value(total)
}

/// Number of wins, played or not.
pub fn wins(tournament: &Tournament, id: PlayerId, rounds: u16) -> Value {
    Value(
        rounds_of(tournament, id, rounds)
            .into_iter()
            .filter(|&e| halves(e) == 2)
            .count() as u64,
    )
}

/// Direct encounter among `group` (quarter points): each one's points against the others
/// when all of them have met each other over the board, else 0 for all.
pub fn direct_encounter(tournament: &Tournament, group: &[PlayerId], rounds: u16) -> Vec<Value> {
    let mut out = vec![Value(0); group.len()];
    if group.len() < 2 {
        return out;
    }
    for (i, &a) in group.iter().enumerate() {
        let mut total = 0;
        for &b in group.iter().filter(|&&b| b != a) {
            let games: Vec<u64> = rounds_of(tournament, a, rounds)
                .into_iter()
                .filter(|&e| played(e).is_some_and(|(o, _)| o == b))
                .map(halves)
                .collect();
            if games.is_empty() {
                return vec![Value(0); group.len()];
            }
            total += games.iter().sum::<u64>();
        }
        out[i] = Value(2 * total);
    }
    out
}

/// The standings after `rounds` rounds: by points, then by the tie-breaks in `order`, then
/// by starting rank (the place is shared while points and tie-breaks are equal).
pub fn standings(tournament: &Tournament, rounds: u16, order: &[TieBreak]) -> Vec<Standing> {
    let mut rows: Vec<Standing> = tournament
        .player_ids()
        .map(|id| Standing {
            place: 0,
            player: id,
            points: Points(u16::try_from(score(tournament, id, rounds)).unwrap_or(u16::MAX)),
            values: Vec::new(),
        })
        .collect();
    for (k, tb) in order.iter().enumerate() {
        if *tb == TieBreak::DirectEncounter {
            let mut groups: Vec<Vec<usize>> = Vec::new();
            for i in 0..rows.len() {
                match groups.iter_mut().find(|g| {
                    rows[g[0]].points == rows[i].points
                        && rows[g[0]].values[..k] == rows[i].values[..k]
                }) {
                    Some(g) => g.push(i),
                    None => groups.push(vec![i]),
                }
            }
            for g in groups {
                let ids: Vec<PlayerId> = g.iter().map(|&i| rows[i].player).collect();
                for (&i, v) in g.iter().zip(direct_encounter(tournament, &ids, rounds)) {
                    rows[i].values.push(v);
                }
            }
            continue;
        }
        for row in &mut rows {
            let id = row.player;
            row.values.push(match tb {
                TieBreak::Buchholz => buchholz(tournament, id, rounds),
                TieBreak::BuchholzCut1 => buchholz_cut1(tournament, id, rounds),
                TieBreak::SonnebornBerger => sonneborn_berger(tournament, id, rounds),
                TieBreak::Wins => wins(tournament, id, rounds),
                TieBreak::DirectEncounter => Value(0),
            });
        }
    }
    rows.sort_by(|a, b| {
        b.points
            .cmp(&a.points)
            .then_with(|| b.values.cmp(&a.values))
            .then(a.player.cmp(&b.player))
    });
    for i in 0..rows.len() {
        rows[i].place = if i > 0
            && rows[i - 1].points == rows[i].points
            && rows[i - 1].values == rows[i].values
        {
            rows[i - 1].place
        } else {
            i + 1
        };
    }
    rows
}
