//! The arbiter's registration desk: settings, players, late arrivals, withdrawals and byes.

use swiss::PlayerId;

use crate::error::EveningError;
use crate::player::{checked, MAX_PLAYERS};
use crate::{Board, ByeKind, Evening, Player, Registration, Settings};

impl Evening {
    /// Changes the settings. The planned rounds cannot go below the rounds paired (byes
    /// asked for rounds no longer planned are dropped); the first colour cannot change once
    /// round 1 is paired. Leaving out 518 applies to the draws still to come.
    pub fn set_settings(&mut self, settings: Settings) -> Result<(), EveningError> {
        let settings = settings.normalized();
        settings.check()?;
        let paired = u16::try_from(self.rounds.len()).unwrap_or(u16::MAX);
        if settings.rounds < paired {
            return Err(EveningError::RoundsBelowPaired(paired));
        }
        if self.started() && settings.first_colour != self.settings.first_colour {
            return Err(EveningError::AlreadyStarted);
        }
        for player in &mut self.players {
            player.byes.retain(|b| b.0 <= settings.rounds);
        }
        self.settings = settings;
        Ok(())
    }

    /// Registers a player. Before round 1 is paired they play from round 1; later (a late
    /// arrival) from the next round, with no points for the rounds before. Not while a
    /// draft is open (discard it, register, pair again), nor after the last round.
    pub fn add_player(&mut self, registration: Registration) -> Result<PlayerId, EveningError> {
        self.no_draft()?;
        let joined = self.next_round();
        if joined > self.settings.rounds {
            return Err(EveningError::AllRoundsPaired);
        }
        if self.players.len() >= MAX_PLAYERS {
            return Err(EveningError::TooManyPlayers);
        }
        let registration = checked(registration)?;
        self.players
            .push(Player::from_registration(registration, joined));
        let rank = u16::try_from(self.players.len()).map_err(|_| EveningError::TooManyPlayers)?;
        PlayerId::new(rank).ok_or(EveningError::TooManyPlayers)
    }

    /// Corrects a player's name, rating or club (at any time; a rating changed after round 1
    /// does not change the starting ranks).
    pub fn edit_player(
        &mut self,
        id: PlayerId,
        registration: Registration,
    ) -> Result<(), EveningError> {
        let registration = checked(registration)?;
        let player = self.player_mut(id)?;
        player.name = registration.name;
        player.rating = registration.rating;
        player.club = registration.club;
        Ok(())
    }

    /// Removes a player registered by mistake: one who is on no board of any round. The
    /// players after them move up one place (their ids change). Not while a draft is open.
    pub fn remove_player(&mut self, id: PlayerId) -> Result<(), EveningError> {
        self.no_draft()?;
        self.player(id).ok_or(EveningError::UnknownPlayer(id))?;
        if self.rounds.iter().any(|r| r.seat_of(id).is_some()) {
            return Err(EveningError::AlreadyStarted);
        }
        self.players
            .remove(usize::from(id.rank()).saturating_sub(1));
        let shift = |p: &mut PlayerId| {
            if *p > id {
                *p = PlayerId::new(p.rank().saturating_sub(1)).unwrap_or(*p);
            }
        };
        for round in &mut self.rounds {
            for board in &mut round.boards {
                match board {
                    Board::Game { white, black, .. } => {
                        shift(white);
                        shift(black);
                    }
                    Board::Bye(p) => shift(p),
                }
            }
        }
        Ok(())
    }

    /// Withdraws a player between rounds: not paired from the next round on (a game of the
    /// current round still gets its result). Byes asked for later rounds are dropped.
    pub fn withdraw(&mut self, id: PlayerId) -> Result<(), EveningError> {
        self.no_draft()?;
        let from = self.next_round();
        if from > self.settings.rounds {
            return Err(EveningError::AllRoundsPaired);
        }
        let player = self.player_mut(id)?;
        if player.withdrawn.is_some() {
            return Err(EveningError::AlreadyWithdrawn(id));
        }
        player.withdrawn = Some(from);
        player.byes.retain(|b| b.0 < from);
        Ok(())
    }

    /// Takes a withdrawn player back: paired again from the next round; the rounds missed
    /// count as zero-point byes.
    pub fn reinstate(&mut self, id: PlayerId) -> Result<(), EveningError> {
        self.no_draft()?;
        let next = self.next_round();
        let player = self.player_mut(id)?;
        let from = player.withdrawn.ok_or(EveningError::NotWithdrawn(id))?;
        for round in from..next {
            player.byes.push((round, ByeKind::Zero));
        }
        player.byes.sort_by_key(|b| b.0);
        player.withdrawn = None;
        Ok(())
    }

    /// Records a player's bye for a round not paired yet: not paired in it, and given the
    /// points of `kind`. Replaces an earlier request for the same round.
    pub fn request_bye(
        &mut self,
        id: PlayerId,
        round: u16,
        kind: ByeKind,
    ) -> Result<(), EveningError> {
        if usize::from(round) <= self.rounds.len() {
            return Err(EveningError::RoundClosed(round));
        }
        if round > self.settings.rounds {
            return Err(EveningError::RoundNotPlanned(round));
        }
        let player = self.player_mut(id)?;
        if player.withdrawn_by(round) {
            return Err(EveningError::AlreadyWithdrawn(id));
        }
        player.byes.retain(|b| b.0 != round);
        player.byes.push((round, kind));
        player.byes.sort_by_key(|b| b.0);
        Ok(())
    }

    /// Cancels a bye asked for a round not paired yet.
    pub fn cancel_bye(&mut self, id: PlayerId, round: u16) -> Result<(), EveningError> {
        if usize::from(round) <= self.rounds.len() {
            return Err(EveningError::RoundClosed(round));
        }
        let player = self.player_mut(id)?;
        if player.bye(round).is_none() {
            return Err(EveningError::NoByeRequest(id, round));
        }
        player.byes.retain(|b| b.0 != round);
        Ok(())
    }
}
