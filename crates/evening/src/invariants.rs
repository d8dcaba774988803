//! The rules every evening keeps, checked whole when one comes from outside (storage, TRF):
//! the transitions keep them one change at a time.

use swiss::{Colour, PlayerId};

use crate::bridge::Scope;
use crate::error::{EveningError, Inconsistency};
use crate::player::{checked, MAX_PLAYERS};
use crate::settings::FirstColour;
use crate::{Board, Evening, Player, Registration, Round, Settings};

fn fail<T>(i: Inconsistency) -> Result<T, EveningError> {
    Err(EveningError::Inconsistent(i))
}

impl Evening {
    /// An evening from its parts, if they keep every rule.
    pub(crate) fn from_parts(
        settings: Settings,
        players: Vec<Player>,
        rounds: Vec<Round>,
        first_colour: Option<Colour>,
    ) -> Result<Evening, EveningError> {
        let evening = Evening {
            settings: settings.normalized(),
            players,
            rounds,
            first_colour,
        };
        evening.check()?;
        Ok(evening)
    }

    fn check(&self) -> Result<(), EveningError> {
        self.settings.check()?;
        if self.players.len() > MAX_PLAYERS {
            return Err(EveningError::TooManyPlayers);
        }
        let paired = u16::try_from(self.rounds.len())
            .map_err(|_| EveningError::RoundsBelowPaired(u16::MAX))?;
        if paired > self.settings.rounds {
            return Err(EveningError::RoundsBelowPaired(paired));
        }
        for (id, player) in self.player_ids().zip(&self.players) {
            self.check_player(id, player, paired)?;
        }
        match (
            self.rounds.is_empty(),
            self.first_colour,
            self.settings.first_colour,
        ) {
            (true, Some(_), _) => return fail(Inconsistency::FirstColour),
            (false, Some(drawn), FirstColour::Chosen(chosen)) if drawn != chosen => {
                return fail(Inconsistency::FirstColour)
            }
            _ => {}
        }
        for (i, round) in self.rounds.iter().enumerate() {
            self.check_round(round, i + 1 == self.rounds.len())?;
            if usize::from(round.number) != i + 1 {
                return fail(Inconsistency::RoundNumbers);
            }
        }
        // The tournament model's own checks (ids, opponents).
        self.bridge(Scope {
            rounds: paired,
            joined_by: u16::MAX,
            future: true,
        })?;
        Ok(())
    }

    fn check_player(&self, id: PlayerId, player: &Player, paired: u16) -> Result<(), EveningError> {
        let registration = Registration {
            name: player.name.clone(),
            rating: player.rating,
            club: player.club.clone(),
        };
        if checked(registration.clone())? != registration {
            return fail(Inconsistency::Registration(id));
        }
        let bad = || fail(Inconsistency::PlayerRounds(id));
        if player.joined == 0 || player.joined > paired.saturating_add(1) {
            return bad();
        }
        if let Some(w) = player.withdrawn {
            if w < player.joined || w > self.settings.rounds.saturating_add(1) {
                return bad();
            }
        }
        let mut previous = 0;
        for &(round, _) in &player.byes {
            let after_withdrawal = player.withdrawn_by(round);
            if round <= previous
                || round < player.joined
                || round > self.settings.rounds
                || after_withdrawal
            {
                return bad();
            }
            previous = round;
        }
        Ok(())
    }

    fn check_round(&self, round: &Round, last: bool) -> Result<(), EveningError> {
        if !round.published && !last {
            return fail(Inconsistency::DraftBeforeLast);
        }
        if !round.published && round.has_results() {
            return fail(Inconsistency::ResultInDraft);
        }
        if !last && !round.is_complete() {
            return fail(Inconsistency::PendingBeforeLast(round.number));
        }
        if let Some(sp) = round.sp {
            let twice = self
                .rounds
                .iter()
                .any(|r| r.number != round.number && r.sp == Some(sp));
            if sp >= 960 || twice {
                return fail(Inconsistency::Position);
            }
        }
        let mut seen_bye = false;
        for board in &round.boards {
            match board {
                Board::Bye(_) if seen_bye => return fail(Inconsistency::ByePlace),
                Board::Bye(_) => seen_bye = true,
                Board::Game { .. } if seen_bye => return fail(Inconsistency::ByePlace),
                Board::Game { white, black, .. } if white == black => {
                    return fail(Inconsistency::Seating(*white))
                }
                Board::Game { .. } => {}
            }
        }
        for (id, player) in self.player_ids().zip(&self.players) {
            let seats = round.boards.iter().filter(|b| b.has(id)).count();
            let plays = player.plays_in(round.number);
            if seats > 1 || (seats == 1 && !plays) {
                return fail(Inconsistency::Seating(id));
            }
            if seats == 0 && plays {
                return fail(Inconsistency::Unseated(id, round.number));
            }
        }
        for board in &round.boards {
            let ids: &[PlayerId] = match board {
                Board::Game { white, black, .. } => &[*white, *black],
                Board::Bye(id) => &[*id],
            };
            if let Some(&id) = ids.iter().find(|&&id| self.player(id).is_none()) {
                return Err(EveningError::UnknownPlayer(id));
            }
        }
        Ok(())
    }
}
