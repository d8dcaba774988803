//! The tournament model: players, their starting ranks and what each did in each round.

use std::fmt;

use crate::error::ModelError;

/// A score in half points (a win is 2, a draw 1): exact, and small.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Points(pub u16);

impl Points {
    /// No points.
    pub const ZERO: Points = Points(0);
    /// Half a point.
    pub const HALF: Points = Points(1);
    /// One point.
    pub const ONE: Points = Points(2);

    /// The number of half points.
    pub fn halves(self) -> u16 {
        self.0
    }

    /// The sum, or `None` past the largest score.
    pub fn checked_add(self, other: Points) -> Option<Points> {
        self.0.checked_add(other.0).map(Points)
    }
}

impl fmt::Display for Points {
    /// Writes `2.5`, `3.0`: one decimal, as TRF does.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = format!("{}.{}", self.0 / 2, if self.0 % 2 == 1 { 5 } else { 0 });
        f.pad(&text)
    }
}

/// A player's starting rank (pairing number), from 1.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct PlayerId(u16);

impl PlayerId {
    /// The player of starting rank `rank`; `None` for 0.
    pub fn new(rank: u16) -> Option<PlayerId> {
        (rank > 0).then_some(PlayerId(rank))
    }

    /// The starting rank, from 1.
    pub fn rank(self) -> u16 {
        self.0
    }

    /// The index in the player list (rank - 1).
    pub(crate) fn index(self) -> usize {
        usize::from(self.0) - 1
    }

    /// The player at index `index` of the player list.
    pub(crate) fn from_index(index: usize) -> PlayerId {
        PlayerId(u16::try_from(index + 1).unwrap_or(u16::MAX))
    }
}

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

/// A side of the board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Colour {
    /// White.
    White,
    /// Black.
    Black,
}

impl Colour {
    /// The other colour.
    pub fn opposite(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// The result of a game played over the board, from one player's side.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GameResult {
    /// Won.
    Win,
    /// Drawn.
    Draw,
    /// Lost.
    Loss,
}

impl GameResult {
    /// The same game from the opponent's side.
    pub fn reversed(self) -> GameResult {
        match self {
            GameResult::Win => GameResult::Loss,
            GameResult::Draw => GameResult::Draw,
            GameResult::Loss => GameResult::Win,
        }
    }
}

/// What one player did in one round.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Entry {
    /// Paired against `opponent` with `colour`; `result` is `None` until the game is over.
    Game {
        /// The opponent.
        opponent: PlayerId,
        /// This player's colour.
        colour: Colour,
        /// The result, from this player's side, once known.
        result: Option<GameResult>,
    },
    /// Paired against `opponent`, but the game was not played: `won` is true for the player
    /// who was present (a double forfeit has two losers). Forfeits do not count for colours
    /// and do not forbid meeting again.
    Forfeit {
        /// The opponent.
        opponent: PlayerId,
        /// The colour the pairing gave, if recorded.
        colour: Option<Colour>,
        /// Whether this player won by forfeit.
        won: bool,
    },
    /// The pairing-allocated bye (TRF `U`): one point, at most once.
    PairingBye,
    /// A half-point bye the player asked for (TRF `H`).
    HalfPointBye,
    /// A full-point bye (TRF `F`).
    FullPointBye,
    /// Not paired, no points: absent, withdrawn, or a zero-point bye (TRF `Z`).
    Absent,
}

impl Entry {
    /// The points this entry gives (pending games give none yet).
    pub fn points(&self) -> Points {
        match *self {
            Entry::Game { result, .. } => match result {
                Some(GameResult::Win) => Points::ONE,
                Some(GameResult::Draw) => Points::HALF,
                Some(GameResult::Loss) | None => Points::ZERO,
            },
            Entry::Forfeit { won, .. } => {
                if won {
                    Points::ONE
                } else {
                    Points::ZERO
                }
            }
            Entry::PairingBye | Entry::FullPointBye => Points::ONE,
            Entry::HalfPointBye => Points::HALF,
            Entry::Absent => Points::ZERO,
        }
    }

    /// The opponent the pairing gave, if any (forfeits included).
    pub fn opponent(&self) -> Option<PlayerId> {
        match *self {
            Entry::Game { opponent, .. } | Entry::Forfeit { opponent, .. } => Some(opponent),
            _ => None,
        }
    }

    /// Whether a game was played over the board (it counts for colours and rematches).
    pub fn was_played(&self) -> bool {
        matches!(self, Entry::Game { .. })
    }

    /// The colour played over the board, if a game was played.
    pub fn played_colour(&self) -> Option<Colour> {
        match *self {
            Entry::Game { colour, .. } => Some(colour),
            _ => None,
        }
    }

    /// Whether the pairing of the round placed this player (a game, a forfeit or the
    /// pairing-allocated bye), as opposed to a bye or absence decided before the pairing.
    pub fn was_paired(&self) -> bool {
        matches!(
            self,
            Entry::Game { .. } | Entry::Forfeit { .. } | Entry::PairingBye
        )
    }
}

/// A registered player.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Player {
    /// The name, as the arbiter typed it.
    pub name: String,
    /// The rating, if any.
    pub rating: Option<u16>,
}

/// One player's record in a tournament.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct Record {
    pub(crate) player: Player,
    /// The score a file stated (checked against the results when read).
    pub(crate) stated: Option<Points>,
    /// What the player did in each round, from round 1; `None` is an empty column (absent).
    pub(crate) entries: Vec<Option<Entry>>,
}

/// A Swiss tournament: players in starting-rank order and their rounds.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Tournament {
    /// The tournament's name (TRF `012`).
    pub name: String,
    pub(crate) records: Vec<Record>,
    /// The planned number of rounds (TRF `XXR` or `142`), if known.
    pub planned_rounds: Option<u16>,
    /// The colour of the top-ranked player on board 1 of round 1 (TRF `XXC white1|black1`, `152`).
    pub first_colour: Option<Colour>,
}

impl Tournament {
    /// An empty tournament.
    pub fn new(name: impl Into<String>) -> Tournament {
        Tournament {
            name: name.into(),
            ..Tournament::default()
        }
    }

    /// Registers a player with the next starting rank. Players are ranked in the order they
    /// are added: add them by rating, highest first (FIDE's initial ranking order).
    pub fn add_player(&mut self, name: &str, rating: Option<u16>) -> Result<PlayerId, ModelError> {
        let name = name.trim();
        if name.is_empty() {
            return Err(ModelError::EmptyName);
        }
        if self.records.len() >= 9999 {
            return Err(ModelError::TooManyPlayers);
        }
        self.records.push(Record {
            player: Player {
                name: name.to_string(),
                rating,
            },
            stated: None,
            entries: Vec::new(),
        });
        Ok(PlayerId::from_index(self.records.len() - 1))
    }

    /// Renumbers the players by rating, highest first (unrated last, then by name): FIDE's
    /// initial ranking order. Only before the first round, while starting ranks mean nothing yet.
    pub fn rank_by_rating(&mut self) -> Result<(), ModelError> {
        if self.records.iter().any(|r| !r.entries.is_empty()) {
            return Err(ModelError::AlreadyStarted);
        }
        self.records.sort_by(|a, b| {
            let key =
                |r: &Record| std::cmp::Reverse(r.player.rating.map_or(0, |x| u32::from(x) + 1));
            key(a)
                .cmp(&key(b))
                .then_with(|| a.player.name.cmp(&b.player.name))
        });
        Ok(())
    }

    /// The number of players.
    pub fn player_count(&self) -> usize {
        self.records.len()
    }

    /// Every player's id, in starting-rank order.
    pub fn player_ids(&self) -> impl Iterator<Item = PlayerId> + '_ {
        (0..self.records.len()).map(PlayerId::from_index)
    }

    /// A player, if the id is known.
    pub fn player(&self, id: PlayerId) -> Option<&Player> {
        self.records.get(id.index()).map(|r| &r.player)
    }

    fn record(&self, id: PlayerId) -> Result<&Record, ModelError> {
        self.records
            .get(id.index())
            .ok_or(ModelError::UnknownPlayer(id))
    }

    /// What `id` did in `round` (from 1); `None` for an empty column or an unknown player.
    pub fn entry(&self, id: PlayerId, round: u16) -> Option<Entry> {
        let index = usize::from(round.checked_sub(1)?);
        self.records
            .get(id.index())?
            .entries
            .get(index)
            .copied()
            .flatten()
    }

    /// The number of rounds paired so far: the last round in which someone was paired.
    pub fn rounds_paired(&self) -> u16 {
        let mut last = 0;
        for record in &self.records {
            for (i, entry) in record.entries.iter().enumerate() {
                if entry.is_some_and(|e| e.was_paired()) {
                    last = last.max(i + 1);
                }
            }
        }
        u16::try_from(last).unwrap_or(u16::MAX)
    }

    /// Whether every game of `round` has its result.
    pub fn is_round_complete(&self, round: u16) -> bool {
        self.player_ids().all(|id| {
            !matches!(
                self.entry(id, round),
                Some(Entry::Game { result: None, .. })
            )
        })
    }

    /// `id`'s score after the first `rounds` rounds.
    pub fn score_after(&self, id: PlayerId, rounds: u16) -> Points {
        let Some(record) = self.records.get(id.index()) else {
            return Points::ZERO;
        };
        let halves: u32 = record
            .entries
            .iter()
            .take(usize::from(rounds))
            .flatten()
            .map(|e| u32::from(e.points().halves()))
            .sum();
        Points(u16::try_from(halves).unwrap_or(u16::MAX))
    }

    /// Sets what `id` did in `round` (from 1), overwriting the column. The other player of a
    /// game or forfeit is not changed: use [`Tournament::record_game`] for a whole board.
    pub fn set_entry(
        &mut self,
        id: PlayerId,
        round: u16,
        entry: Option<Entry>,
    ) -> Result<(), ModelError> {
        if round == 0 {
            return Err(ModelError::RoundZero);
        }
        if let Some(opponent) = entry.and_then(|e| e.opponent()) {
            self.record(opponent)?;
            if opponent == id {
                return Err(ModelError::OwnOpponent(id));
            }
        }
        let record = self
            .records
            .get_mut(id.index())
            .ok_or(ModelError::UnknownPlayer(id))?;
        let index = usize::from(round - 1);
        if record.entries.len() <= index {
            record.entries.resize(index + 1, None);
        }
        record.entries[index] = entry;
        while record.entries.last() == Some(&None) {
            record.entries.pop();
        }
        Ok(())
    }

    /// Records a board of `round`: `white` against `black`, with the result from White's side
    /// (`None` while the game is on).
    pub fn record_game(
        &mut self,
        round: u16,
        white: PlayerId,
        black: PlayerId,
        result: Option<GameResult>,
    ) -> Result<(), ModelError> {
        if white == black {
            return Err(ModelError::OwnOpponent(white));
        }
        self.record(white)?;
        self.record(black)?;
        self.set_entry(
            white,
            round,
            Some(Entry::Game {
                opponent: black,
                colour: Colour::White,
                result,
            }),
        )?;
        self.set_entry(
            black,
            round,
            Some(Entry::Game {
                opponent: white,
                colour: Colour::Black,
                result: result.map(GameResult::reversed),
            }),
        )
    }

    /// Records a forfeit on a board of `round`; `white_present` / `black_present` say who came.
    pub fn record_forfeit(
        &mut self,
        round: u16,
        white: PlayerId,
        black: PlayerId,
        white_present: bool,
        black_present: bool,
    ) -> Result<(), ModelError> {
        if white == black {
            return Err(ModelError::OwnOpponent(white));
        }
        if white_present && black_present {
            return Err(ModelError::ForfeitWithBothPresent);
        }
        self.record(white)?;
        self.record(black)?;
        self.set_entry(
            white,
            round,
            Some(Entry::Forfeit {
                opponent: black,
                colour: Some(Colour::White),
                won: white_present,
            }),
        )?;
        self.set_entry(
            black,
            round,
            Some(Entry::Forfeit {
                opponent: white,
                colour: Some(Colour::Black),
                won: black_present,
            }),
        )
    }

    /// Withdraws `id` from round `from` on: absent in that round and every later one up to
    /// the planned number of rounds (or `from` alone when it is unknown).
    pub fn withdraw(&mut self, id: PlayerId, from: u16) -> Result<(), ModelError> {
        let last = self.planned_rounds.unwrap_or(from).max(from);
        for round in from..=last {
            self.set_entry(id, round, Some(Entry::Absent))?;
        }
        Ok(())
    }
}
