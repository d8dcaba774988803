//! A registered player: who they are, when they came, whether they left, their byes.

use crate::error::EveningError;
use crate::settings::check_text;

/// The longest player name, in characters: what TRF's name column holds.
pub const MAX_PLAYER_NAME: usize = 33;
/// The longest club name, in characters.
pub const MAX_CLUB: usize = 40;
/// The most players an evening takes.
pub const MAX_PLAYERS: usize = 999;
/// The highest rating (TRF's rating column has four digits).
pub const MAX_RATING: u16 = 9999;

/// A bye the player asked for, for one round, and the points the arbiter gives for it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ByeKind {
    /// Half a point (TRF `H`).
    Half,
    /// No points (TRF `Z`): the player is simply not paired.
    Zero,
    /// A full point (TRF `F`): rare at a club, kept so that imported files lose nothing.
    Full,
}

/// What the arbiter types when registering a player or correcting the registration.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Registration {
    /// The name (trimmed; 1 to [`MAX_PLAYER_NAME`] characters).
    pub name: String,
    /// The rating, if any (0 to [`MAX_RATING`]).
    pub rating: Option<u16>,
    /// The club, if any (up to [`MAX_CLUB`] characters; an empty one counts as none).
    pub club: Option<String>,
}

impl Registration {
    /// A player with a name only.
    pub fn named(name: impl Into<String>) -> Registration {
        Registration {
            name: name.into(),
            ..Registration::default()
        }
    }

    /// The same with a rating.
    pub fn rated(name: impl Into<String>, rating: u16) -> Registration {
        Registration {
            name: name.into(),
            rating: Some(rating),
            club: None,
        }
    }
}

/// A player of the evening. Their id ([`swiss::PlayerId`]) is their place in the player list,
/// which is the starting rank once round 1 is paired.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Player {
    /// The name.
    pub name: String,
    /// The rating, if any.
    pub rating: Option<u16>,
    /// The club, if any.
    pub club: Option<String>,
    /// The first round the player can be paired in: 1, or the round after those already
    /// paired when they arrived late (the rounds before count as not played, no points).
    pub joined: u16,
    /// The first round the player no longer plays in, once withdrawn.
    pub withdrawn: Option<u16>,
    /// The byes asked for, one per round, sorted by round.
    pub byes: Vec<(u16, ByeKind)>,
}

impl Player {
    /// A new player from a checked registration.
    pub(crate) fn from_registration(registration: Registration, joined: u16) -> Player {
        Player {
            name: registration.name,
            rating: registration.rating,
            club: registration.club,
            joined,
            withdrawn: None,
            byes: Vec::new(),
        }
    }

    /// The bye asked for `round`, if any.
    pub fn bye(&self, round: u16) -> Option<ByeKind> {
        self.byes.iter().find(|b| b.0 == round).map(|b| b.1)
    }

    /// Whether the player has withdrawn by `round` (does not play in it).
    pub fn withdrawn_by(&self, round: u16) -> bool {
        self.withdrawn.is_some_and(|from| from <= round)
    }

    /// Whether the pairing of `round` must place the player: joined, not withdrawn, no bye.
    pub fn plays_in(&self, round: u16) -> bool {
        self.joined <= round && !self.withdrawn_by(round) && self.bye(round).is_none()
    }
}

/// Trims and checks a registration: name, rating and club.
pub(crate) fn checked(registration: Registration) -> Result<Registration, EveningError> {
    let name = registration.name.trim().to_string();
    if name.is_empty() {
        return Err(EveningError::PlayerNameEmpty);
    }
    check_text(&name, MAX_PLAYER_NAME, EveningError::PlayerNameTooLong)?;
    if registration.rating.is_some_and(|r| r > MAX_RATING) {
        return Err(EveningError::RatingOutOfRange);
    }
    let club = registration
        .club
        .map(|c| c.trim().to_string())
        .filter(|c| !c.is_empty());
    if let Some(club) = &club {
        check_text(club, MAX_CLUB, EveningError::ClubTooLong)?;
    }
    Ok(Registration {
        name,
        rating: registration.rating,
        club,
    })
}
