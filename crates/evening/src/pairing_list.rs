//! The pairing list of a round, as projected on the wall and printed: board numbers, players
//! with their points before the round, results, and who is not paired and why.

use swiss::{PlayerId, Points};

use crate::bridge::Scope;
use crate::error::EveningError;
use crate::{BoardResult, ByeKind, Evening, PairingWarning, TimeControl};

/// A player as a list shows them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Seat {
    /// The player.
    pub player: PlayerId,
    /// The name.
    pub name: String,
    /// The rating, if any.
    pub rating: Option<u16>,
    /// The club, if any.
    pub club: Option<String>,
    /// The score before the round.
    pub points: Points,
}

/// One board.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PairingRow {
    /// The board number, from 1.
    pub board: u16,
    /// White.
    pub white: Seat,
    /// Black.
    pub black: Seat,
    /// The result, once entered.
    pub result: Option<BoardResult>,
}

/// Why a player has no board in a round.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Unpaired {
    /// The pairing-allocated bye (one point).
    PairingBye,
    /// A half-point bye asked for.
    HalfPointBye,
    /// A full-point bye.
    FullPointBye,
    /// A zero-point bye asked for.
    ZeroPointBye,
    /// Withdrawn.
    Withdrawn,
}

/// A player without a board.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UnpairedRow {
    /// The player.
    pub seat: Seat,
    /// Why.
    pub reason: Unpaired,
}

/// A round's pairing list.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PairingList {
    /// The round, from 1.
    pub round: u16,
    /// The planned number of rounds.
    pub rounds: u16,
    /// The evening's name.
    pub evening: String,
    /// The start position (Scharnagl number), if known.
    pub sp: Option<u32>,
    /// The time control, for the boards' clocks.
    pub time_control: TimeControl,
    /// Whether the pairing is published (else a draft).
    pub published: bool,
    /// The games, board 1 first.
    pub boards: Vec<PairingRow>,
    /// The pairing-allocated bye first, then byes asked for, then withdrawn players.
    pub unpaired: Vec<UnpairedRow>,
    /// The absolute rules the pairing breaks (changes by hand).
    pub warnings: Vec<PairingWarning>,
}

impl Evening {
    /// The pairing list of round `round` (a draft's too).
    pub fn pairing_list(&self, round: u16) -> Result<PairingList, EveningError> {
        let this = self.round(round).ok_or(EveningError::UnknownRound(round))?;
        let bridge = self.bridge(Scope {
            rounds: round.saturating_sub(1),
            joined_by: round,
            future: false,
        })?;
        let seat = |id: PlayerId| -> Result<Seat, EveningError> {
            let player = self.player(id).ok_or(EveningError::UnknownPlayer(id))?;
            let points = bridge.to_swiss(id).map_or(Points::ZERO, |s| {
                bridge.tournament.score_after(s, round.saturating_sub(1))
            });
            Ok(Seat {
                player: id,
                name: player.name.clone(),
                rating: player.rating,
                club: player.club.clone(),
                points,
            })
        };
        let mut boards = Vec::new();
        for (board, white, black, result) in this.games() {
            boards.push(PairingRow {
                board,
                white: seat(white)?,
                black: seat(black)?,
                result,
            });
        }
        let mut unpaired = Vec::new();
        if let Some(id) = this.bye() {
            unpaired.push(UnpairedRow {
                seat: seat(id)?,
                reason: Unpaired::PairingBye,
            });
        }
        let mut withdrawn = Vec::new();
        for (id, player) in self.player_ids().zip(&self.players) {
            if player.joined > round || this.seat_of(id).is_some() {
                continue;
            }
            if player.withdrawn_by(round) {
                withdrawn.push(UnpairedRow {
                    seat: seat(id)?,
                    reason: Unpaired::Withdrawn,
                });
                continue;
            }
            let reason = match player.bye(round) {
                Some(ByeKind::Half) => Unpaired::HalfPointBye,
                Some(ByeKind::Full) => Unpaired::FullPointBye,
                Some(ByeKind::Zero) | None => Unpaired::ZeroPointBye,
            };
            unpaired.push(UnpairedRow {
                seat: seat(id)?,
                reason,
            });
        }
        unpaired.extend(withdrawn);
        Ok(PairingList {
            round,
            rounds: self.settings.rounds,
            evening: self.settings.name.clone(),
            sp: this.sp,
            time_control: self.settings.time_control,
            published: this.published,
            boards,
            unpaired,
            warnings: self.warnings(round)?,
        })
    }
}
