//! FIDE tie-breaks (Handbook C.07, the regulations applied from 2023/2024): Buchholz,
//! Buchholz cut-1, Sonneborn-Berger, number of wins, direct encounter.
//!
//! Unplayed rounds follow C.07 article 16 (the text applied from 1 March 2026):
//!
//! - A round is *unplayed* when no game was played over the board: a bye of any kind, a
//!   forfeit, an absence (an empty column counts as a zero-point bye, as do the rounds after a
//!   withdrawal).
//! - A *requested bye* is a half-point or zero-point bye; a *voluntary unplayed round* (VUR)
//!   is a requested bye or a forfeit loss.
//! - The categories of 16.2: (1) pairing-allocated or full-point byes, (2) forfeit wins,
//!   (3) requested byes followed by at least one round that is not a VUR, (4) forfeit losses,
//!   (5) requested byes followed only by VURs, or in the last round.
//! - A participant's *adjusted score* (16.3), used only in the opponents' tie-breaks, counts
//!   categories 1-4 with the points awarded and category 5 as draws.
//! - A participant's own unplayed round (16.4) is a game against a *dummy* with the result the
//!   points awarded; the dummy's score is the participant's own score, but at most the
//!   scheduled opponent's adjusted score for a forfeit (categories 2 and 4), and at most a
//!   draw's points times the number of rounds of the tournament for the others.
//! - Cut-1 (14.1, 16.5) takes away the least significant value; for a participant with VURs,
//!   the lowest contribution of a VUR instead.
//! - Number of wins (WIN, article 7) counts the rounds in which the participant got as many
//!   points as a win gives, played or not.
//! - Direct encounter (DE, article 6) is computed here only for its plain case: among
//!   participants still tied (same points, same values of the tie-breaks listed before it)
//!   who have all played each other over the board, the points each scored in those games;
//!   otherwise 0 for all of them (C.07's further steps for groups that did not all meet are
//!   not implemented).

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

/// What one round was for a participant, for tie-break purposes (C.07 16.2).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Round {
    /// A game over the board (a game still on counts as one with no points yet).
    Played(PlayerId),
    /// Category 1: a pairing-allocated or full-point bye.
    Bye,
    /// Category 2: a forfeit win against the scheduled opponent.
    ForfeitWin(PlayerId),
    /// Category 3: a requested bye followed by a round that is not a VUR.
    EarlyRequest,
    /// Category 4: a forfeit loss against the scheduled opponent.
    ForfeitLoss(PlayerId),
    /// Category 5: a requested bye followed only by VURs, or in the last round.
    LateRequest,
}

impl Round {
    fn is_vur(self) -> bool {
        matches!(
            self,
            Round::EarlyRequest | Round::ForfeitLoss(_) | Round::LateRequest
        )
    }
}

/// Each round's category and points (in half points).
fn classify(tournament: &Tournament, id: PlayerId, rounds: u16) -> Vec<(Round, u64)> {
    let entries = rounds_of(tournament, id, rounds);
    let requested =
        |e: Option<Entry>| matches!(e, None | Some(Entry::Absent) | Some(Entry::HalfPointBye));
    let vur =
        |e: Option<Entry>| requested(e) || matches!(e, Some(Entry::Forfeit { won: false, .. }));
    entries
        .iter()
        .enumerate()
        .map(|(i, &e)| {
            let points = e.map_or(0, |e| u64::from(e.points().halves()));
            let round = match e {
                Some(Entry::Game { opponent, .. }) => Round::Played(opponent),
                Some(Entry::PairingBye) | Some(Entry::FullPointBye) => Round::Bye,
                Some(Entry::Forfeit {
                    opponent,
                    won: true,
                    ..
                }) => Round::ForfeitWin(opponent),
                Some(Entry::Forfeit {
                    opponent,
                    won: false,
                    ..
                }) => Round::ForfeitLoss(opponent),
                None | Some(Entry::Absent) | Some(Entry::HalfPointBye) => {
                    if entries[i + 1..].iter().any(|&later| !vur(later)) {
                        Round::EarlyRequest
                    } else {
                        Round::LateRequest
                    }
                }
            };
            (round, points)
        })
        .collect()
}

/// The score after `rounds` rounds, in half points.
pub fn score(tournament: &Tournament, id: PlayerId, rounds: u16) -> u64 {
    classify(tournament, id, rounds).iter().map(|r| r.1).sum()
}

/// The adjusted score of C.07 16.3 (a late requested bye counted as a draw), in half points:
/// what a participant brings to the opponents' tie-breaks.
pub fn adjusted_score(tournament: &Tournament, id: PlayerId, rounds: u16) -> u64 {
    classify(tournament, id, rounds)
        .iter()
        .map(|&(round, points)| {
            if round == Round::LateRequest {
                1
            } else {
                points
            }
        })
        .sum()
}

/// Each round's opponent score (half points) for the participant's own tie-breaks, with the
/// points scored and whether the round is a VUR.
fn opponent_scores(tournament: &Tournament, id: PlayerId, rounds: u16) -> Vec<(u64, u64, bool)> {
    let own = score(tournament, id, rounds);
    let total_rounds = u64::from(tournament.planned_rounds.unwrap_or(rounds).max(rounds));
    classify(tournament, id, rounds)
        .into_iter()
        .map(|(round, points)| {
            let opponent = match round {
                Round::Played(o) => adjusted_score(tournament, o, rounds),
                Round::ForfeitWin(o) | Round::ForfeitLoss(o) => {
                    own.min(adjusted_score(tournament, o, rounds))
                }
                Round::Bye | Round::EarlyRequest | Round::LateRequest => own.min(total_rounds),
            };
            (opponent, points, round.is_vur())
        })
        .collect()
}

/// Buchholz in quarter points.
pub fn buchholz(tournament: &Tournament, id: PlayerId, rounds: u16) -> Value {
    Value(
        2 * opponent_scores(tournament, id, rounds)
            .iter()
            .map(|p| p.0)
            .sum::<u64>(),
    )
}

/// Buchholz cut-1 in quarter points.
pub fn buchholz_cut1(tournament: &Tournament, id: PlayerId, rounds: u16) -> Value {
    let parts = opponent_scores(tournament, id, rounds);
    let total: u64 = parts.iter().map(|p| p.0).sum();
    let cut = parts
        .iter()
        .filter(|p| p.2)
        .map(|p| p.0)
        .min()
        .or_else(|| parts.iter().map(|p| p.0).min())
        .unwrap_or(0);
    Value(2 * total.saturating_sub(cut))
}

/// Sonneborn-Berger in quarter points.
pub fn sonneborn_berger(tournament: &Tournament, id: PlayerId, rounds: u16) -> Value {
    Value(
        opponent_scores(tournament, id, rounds)
            .iter()
            .map(|&(opponent, points, _)| opponent * points)
            .sum(),
    )
}

/// Number of wins, played or not.
pub fn wins(tournament: &Tournament, id: PlayerId, rounds: u16) -> Value {
    Value(
        classify(tournament, id, rounds)
            .iter()
            .filter(|r| r.1 == 2)
            .count() as u64,
    )
}

/// Points (half points) of `a`'s games played over the board against `b`, if they met.
fn encounter(tournament: &Tournament, a: PlayerId, b: PlayerId, rounds: u16) -> Option<u64> {
    let games: Vec<u64> = rounds_of(tournament, a, rounds)
        .into_iter()
        .filter_map(|e| match e {
            Some(Entry::Game {
                opponent,
                result: Some(result),
                ..
            }) if opponent == b => Some(match result {
                GameResult::Win => 2,
                GameResult::Draw => 1,
                GameResult::Loss => 0,
            }),
            _ => None,
        })
        .collect();
    (!games.is_empty()).then(|| games.iter().sum())
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
            match encounter(tournament, a, b, rounds) {
                Some(points) => total += points,
                None => return vec![Value(0); group.len()],
            }
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
