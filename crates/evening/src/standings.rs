//! The standings after a round: points, then the arbiter's tie-breaks in the arbiter's
//! order (FIDE C.07 through `swiss::tiebreak`).

use swiss::tiebreak::{self, TieBreak, Value};
use swiss::{PlayerId, Points};

use crate::bridge::Scope;
use crate::error::EveningError;
use crate::Evening;

/// One line of the standings.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StandingRow {
    /// The place, from 1; players equal on points and every tie-break share it.
    pub place: usize,
    /// Whether the place is shared with another player.
    pub shared: bool,
    /// The player.
    pub player: PlayerId,
    /// The name.
    pub name: String,
    /// The rating, if any.
    pub rating: Option<u16>,
    /// The club, if any.
    pub club: Option<String>,
    /// The score.
    pub points: Points,
    /// The tie-breaks' values, in the table's order, each in quarters ([`Value`]; the number
    /// of wins too, times 4, unlike `swiss`'s plain count), so that `Display` writes every
    /// value as it reads: `4`, `2.5`, `2.75`.
    pub values: Vec<Value>,
    /// The player has withdrawn (plays no further round).
    pub withdrawn: bool,
}

/// The standings after a round.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StandingsTable {
    /// After this round (0: before round 1, everyone at 0).
    pub after: u16,
    /// Whether every game up to that round has its result (else pending games count 0).
    pub complete: bool,
    /// The tie-breaks, in order: the columns after the points.
    pub tiebreaks: Vec<TieBreak>,
    /// The players who had joined by that round, best first.
    pub rows: Vec<StandingRow>,
}

impl Evening {
    /// The standings after round `after` (0 to the last published round), with the
    /// settings' tie-breaks. Players arriving later are not in them.
    pub fn standings(&self, after: u16) -> Result<StandingsTable, EveningError> {
        if after > self.published_rounds() {
            return Err(EveningError::UnknownRound(after));
        }
        let bridge = self.bridge(Scope {
            rounds: after,
            joined_by: after.max(1),
            future: false,
        })?;
        let order = &self.settings.tiebreaks;
        let lines = tiebreak::standings(&bridge.tournament, after, order);
        let mut rows = Vec::with_capacity(lines.len());
        for line in &lines {
            let id = bridge
                .to_evening(line.player)
                .ok_or(EveningError::UnknownPlayer(line.player))?;
            let player = self.player(id).ok_or(EveningError::UnknownPlayer(id))?;
            let shared = lines
                .iter()
                .filter(|other| other.place == line.place)
                .count()
                > 1;
            rows.push(StandingRow {
                place: line.place,
                shared,
                player: id,
                name: player.name.clone(),
                rating: player.rating,
                club: player.club.clone(),
                points: line.points,
                values: line
                    .values
                    .iter()
                    .zip(order)
                    .map(|(v, tb)| match tb {
                        TieBreak::Wins => Value(v.0.saturating_mul(4)),
                        _ => *v,
                    })
                    .collect(),
                withdrawn: player.withdrawn_by(after.saturating_add(1)),
            });
        }
        let complete = self
            .rounds
            .iter()
            .take(usize::from(after))
            .all(|r| r.is_complete());
        Ok(StandingsTable {
            after,
            complete,
            tiebreaks: order.clone(),
            rows,
        })
    }
}
