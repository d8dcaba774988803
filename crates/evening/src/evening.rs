//! The evening: one state record, changed only by the transitions (registration, pairing,
//! results), each of which either applies whole or returns a typed error and changes nothing.

use swiss::{Colour, PlayerId};

use crate::error::EveningError;
use crate::{Player, Round, Settings};

/// A club evening: settings, players, rounds.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Evening {
    pub(crate) settings: Settings,
    pub(crate) players: Vec<Player>,
    pub(crate) rounds: Vec<Round>,
    /// The colour of the top-ranked player on board 1 of round 1, once round 1 is paired
    /// (drawn by lot or chosen); `None` before, or for an imported file that did not say.
    pub(crate) first_colour: Option<Colour>,
}

impl Evening {
    /// A new evening with no players.
    pub fn new(settings: Settings) -> Result<Evening, EveningError> {
        let settings = settings.normalized();
        settings.check()?;
        Ok(Evening {
            settings,
            players: Vec::new(),
            rounds: Vec::new(),
            first_colour: None,
        })
    }

    /// The settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The players; a player's id is their place in this list (from 1).
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    /// Every player's id, in list order.
    pub fn player_ids(&self) -> impl Iterator<Item = PlayerId> + '_ {
        (1..=self.players.len()).filter_map(|n| u16::try_from(n).ok().and_then(PlayerId::new))
    }

    /// A player.
    pub fn player(&self, id: PlayerId) -> Option<&Player> {
        self.players.get(usize::from(id.rank()).checked_sub(1)?)
    }

    pub(crate) fn player_mut(&mut self, id: PlayerId) -> Result<&mut Player, EveningError> {
        self.players
            .get_mut(usize::from(id.rank()).saturating_sub(1))
            .ok_or(EveningError::UnknownPlayer(id))
    }

    /// The rounds paired so far (the last may be a draft).
    pub fn rounds(&self) -> &[Round] {
        &self.rounds
    }

    /// Round `number` (from 1).
    pub fn round(&self, number: u16) -> Option<&Round> {
        self.rounds.get(usize::from(number).checked_sub(1)?)
    }

    /// The draft: the last round, while its pairing is not published.
    pub fn draft(&self) -> Option<&Round> {
        self.rounds.last().filter(|r| !r.published)
    }

    /// The number of the round the next pairing makes.
    pub fn next_round(&self) -> u16 {
        u16::try_from(self.rounds.len() + 1).unwrap_or(u16::MAX)
    }

    /// The number of rounds published.
    pub fn published_rounds(&self) -> u16 {
        let n = self.rounds.iter().filter(|r| r.published).count();
        u16::try_from(n).unwrap_or(u16::MAX)
    }

    /// The colour of board 1's top player in round 1, once round 1 is paired.
    pub fn first_colour(&self) -> Option<Colour> {
        self.first_colour
    }

    /// Whether round 1 has been paired (starting ranks are fixed from then on).
    pub fn started(&self) -> bool {
        !self.rounds.is_empty()
    }

    /// Refuses while a draft is open.
    pub(crate) fn no_draft(&self) -> Result<(), EveningError> {
        match self.draft() {
            Some(_) => Err(EveningError::DraftOpen),
            None => Ok(()),
        }
    }
}
