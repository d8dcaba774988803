//! The bridge to `swiss`: the evening as a [`swiss::Tournament`], for the Dutch pairing, the
//! tie-breaks and TRF.

use swiss::{Entry, GameResult, PlayerId, Tournament};

use crate::error::EveningError;
use crate::{Board, BoardResult, ByeKind, Evening};

/// What of the evening the tournament holds.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Scope {
    /// The boards of rounds 1 to this one (drafts included when it reaches them).
    pub(crate) rounds: u16,
    /// Only players who had joined by this round.
    pub(crate) joined_by: u16,
    /// Also the byes asked for and the withdrawals of the rounds after `rounds`, up to the
    /// planned number (the next round's are what the pairing leaves out).
    pub(crate) future: bool,
}

/// A tournament built from the evening, and which evening player each of its players is.
pub(crate) struct Bridge {
    pub(crate) tournament: Tournament,
    /// The evening's id of the tournament's player of starting rank `i + 1`.
    pub(crate) ids: Vec<PlayerId>,
}

impl Bridge {
    /// The tournament's id of an evening player, if included.
    pub(crate) fn to_swiss(&self, id: PlayerId) -> Option<PlayerId> {
        let i = self.ids.iter().position(|&x| x == id)?;
        PlayerId::new(u16::try_from(i + 1).ok()?)
    }

    /// The evening's id of a tournament player.
    pub(crate) fn to_evening(&self, id: PlayerId) -> Option<PlayerId> {
        self.ids
            .get(usize::from(id.rank()).checked_sub(1)?)
            .copied()
    }
}

/// The entry of a player who is not on a board in `round`.
fn off_board(player: &crate::Player, round: u16) -> Option<Entry> {
    if round < player.joined {
        None
    } else if player.withdrawn_by(round) {
        Some(Entry::Absent)
    } else {
        match player.bye(round) {
            Some(ByeKind::Half) => Some(Entry::HalfPointBye),
            Some(ByeKind::Full) => Some(Entry::FullPointBye),
            Some(ByeKind::Zero) => Some(Entry::Absent),
            None => None,
        }
    }
}

impl Evening {
    /// The evening as a `swiss` tournament, within `scope`.
    pub(crate) fn bridge(&self, scope: Scope) -> Result<Bridge, EveningError> {
        let mut tournament = Tournament::new(self.settings.name.clone());
        tournament.planned_rounds = Some(self.settings.rounds);
        tournament.first_colour = self.first_colour;
        let mut ids = Vec::new();
        for (id, player) in self.player_ids().zip(&self.players) {
            if player.joined <= scope.joined_by {
                tournament.add_player(&player.name, player.rating)?;
                ids.push(id);
            }
        }
        let swiss_id = |id: PlayerId| {
            let i = ids.iter().position(|&x| x == id)?;
            PlayerId::new(u16::try_from(i + 1).ok()?)
        };
        let last = if scope.future {
            self.settings.rounds.max(scope.rounds)
        } else {
            scope.rounds
        };
        for round in 1..=last {
            let on_boards = round <= scope.rounds;
            let boards = self
                .round(round)
                .filter(|_| on_boards)
                .map_or(&[][..], |r| &r.boards[..]);
            for (id, player) in self.player_ids().zip(&self.players) {
                let Some(me) = swiss_id(id) else { continue };
                if boards.iter().any(|b| b.has(id)) {
                    continue;
                }
                if let Some(entry) = off_board(player, round) {
                    tournament.set_entry(me, round, Some(entry))?;
                }
            }
            for board in boards {
                match *board {
                    Board::Bye(id) => {
                        let me = swiss_id(id).ok_or(EveningError::UnknownPlayer(id))?;
                        tournament.set_entry(me, round, Some(Entry::PairingBye))?;
                    }
                    Board::Game {
                        white,
                        black,
                        result,
                    } => {
                        let w = swiss_id(white).ok_or(EveningError::UnknownPlayer(white))?;
                        let b = swiss_id(black).ok_or(EveningError::UnknownPlayer(black))?;
                        match result {
                            None => tournament.record_game(round, w, b, None)?,
                            Some(BoardResult::WhiteWins) => {
                                tournament.record_game(round, w, b, Some(GameResult::Win))?
                            }
                            Some(BoardResult::Draw) => {
                                tournament.record_game(round, w, b, Some(GameResult::Draw))?
                            }
                            Some(BoardResult::BlackWins) => {
                                tournament.record_game(round, w, b, Some(GameResult::Loss))?
                            }
                            Some(BoardResult::WhiteWinsByForfeit) => {
                                tournament.record_forfeit(round, w, b, true, false)?
                            }
                            Some(BoardResult::BlackWinsByForfeit) => {
                                tournament.record_forfeit(round, w, b, false, true)?
                            }
                            Some(BoardResult::DoubleForfeit) => {
                                tournament.record_forfeit(round, w, b, false, false)?
                            }
                        }
                    }
                }
            }
        }
        Ok(Bridge { tournament, ids })
    }

    /// The evening as a `swiss` tournament: every published round, the byes asked for and
    /// the withdrawals of the rounds to come (what TRF export writes).
    pub fn tournament(&self) -> Tournament {
        let scope = Scope {
            rounds: self.published_rounds(),
            joined_by: u16::MAX,
            future: true,
        };
        // A consistent evening always builds; an empty tournament is the fallback.
        self.bridge(scope)
            .map(|b| b.tournament)
            .unwrap_or_else(|_| Tournament::new(self.settings.name.clone()))
    }
}
