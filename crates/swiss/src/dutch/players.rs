//! What the Dutch system needs to know of each player before a round: score, colour history
//! and preference, floats, bye eligibility.

use crate::model::{Colour, Entry, Tournament};

/// A float in an earlier round.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Float {
    Down,
    Up,
    None,
}

/// One round of a player's history, as the pairing sees it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Past {
    /// The opponent's index, for games and forfeits.
    pub(crate) opponent: Option<usize>,
    /// The colour, for games played over the board.
    pub(crate) played_colour: Option<Colour>,
    /// The points, in half points.
    pub(crate) points: u16,
}

/// A player as the pairing of one round sees them.
#[derive(Clone, Debug)]
pub(crate) struct Contender {
    /// Index in the tournament (starting rank - 1).
    pub(crate) id: usize,
    /// Position among the players taking part so far (the effective pairing number - 1).
    pub(crate) rank_index: usize,
    /// Score before the round, in half points.
    pub(crate) score: u16,
    /// Every earlier round.
    pub(crate) history: Vec<Past>,
    /// Games played over the board.
    pub(crate) played_games: u16,
    /// |whites - blacks| over played games.
    pub(crate) imbalance: u16,
    /// The preferred colour, if any.
    pub(crate) preference: Option<Colour>,
    /// The colour of the last two played games when they were the same.
    pub(crate) repeated: Option<Colour>,
    /// A strong (not absolute) preference.
    pub(crate) strong: bool,
    /// May get the pairing-allocated bye (had none, nor a full-point bye or forfeit win).
    pub(crate) bye_eligible: bool,
    /// Opponents met over the board.
    pub(crate) met: Vec<usize>,
}

impl Contender {
    /// An absolute colour preference from the imbalance alone.
    pub(crate) fn absolute_imbalance(&self) -> bool {
        self.imbalance > 1
    }

    /// An absolute colour preference.
    pub(crate) fn absolute(&self) -> bool {
        self.absolute_imbalance() || self.repeated.is_some()
    }

    /// The score `back` rounds ago (before the round that many rounds back).
    pub(crate) fn score_back(&self, back: usize) -> u16 {
        let len = self.history.len();
        let from = len.saturating_sub(back);
        let recent: u16 = self.history[from..].iter().map(|p| p.points).sum();
        self.score.saturating_sub(recent)
    }
}

/// Builds the contenders' records from rounds 1 to `round - 1`; `valid[i]` tells who takes
/// part (players neither paired so far nor to be paired now are left out of the numbering).
pub(crate) fn contenders(tournament: &Tournament, round: u16, valid: &[bool]) -> Vec<Contender> {
    let mut out = Vec::new();
    let mut rank_index = 0;
    for (i, id) in tournament.player_ids().enumerate() {
        if !valid.get(i).copied().unwrap_or(false) {
            continue;
        }
        let mut history = Vec::new();
        let (mut whites, mut blacks, mut streak, mut last) = (0u16, 0u16, 0u16, None);
        let mut played_games = 0;
        let mut bye_eligible = true;
        let mut met = Vec::new();
        let mut score = 0u16;
        for r in 1..round {
            let entry = tournament.entry(id, r);
            let points = entry.map_or(0, |e| e.points().halves());
            score = score.saturating_add(points);
            let played_colour = entry.and_then(|e| e.played_colour());
            if let Some(colour) = played_colour {
                played_games += 1;
                match colour {
                    Colour::White => whites += 1,
                    Colour::Black => blacks += 1,
                }
                if streak == 0 || Some(colour) != last {
                    streak = 1;
                } else {
                    streak += 1;
                }
                last = Some(colour);
            }
            let opponent = entry.and_then(|e| e.opponent()).map(|o| o.index());
            if let (Some(o), true) = (opponent, played_colour.is_some()) {
                met.push(o);
            }
            match entry {
                Some(Entry::PairingBye)
                | Some(Entry::FullPointBye)
                | Some(Entry::Forfeit { won: true, .. }) => bye_eligible = false,
                _ => {}
            }
            history.push(Past {
                opponent,
                played_colour,
                points,
            });
        }
        let lower = if whites > blacks {
            Colour::Black
        } else {
            Colour::White
        };
        let imbalance = whites.abs_diff(blacks);
        let preference = if imbalance > 1 {
            Some(lower)
        } else if streak > 1 {
            last.map(Colour::opposite)
        } else if imbalance > 0 {
            Some(lower)
        } else if streak > 0 {
            last.map(Colour::opposite)
        } else {
            None
        };
        let repeated = if streak > 1 { last } else { None };
        let absolute = imbalance > 1 || repeated.is_some();
        out.push(Contender {
            id: i,
            rank_index,
            score,
            history,
            played_games,
            imbalance,
            preference,
            repeated,
            strong: !absolute && imbalance > 0,
            bye_eligible,
            met,
        });
        rank_index += 1;
    }
    out
}

/// The float of `c` `back` rounds ago (1 = the last round).
pub(crate) fn float(
    c: &Contender,
    back: usize,
    all: &[Contender],
    by_id: &[Option<usize>],
) -> Float {
    let len = c.history.len();
    let Some(index) = len.checked_sub(back) else {
        return Float::None;
    };
    let past = c.history[index];
    if past.played_colour.is_none() {
        return if past.points > 0 {
            Float::Down
        } else {
            Float::None
        };
    }
    let Some(opponent) = past
        .opponent
        .and_then(|o| by_id.get(o).copied().flatten())
        .and_then(|o| all.get(o))
    else {
        return Float::None;
    };
    let mine = c.score_back(back);
    let theirs = opponent.score_back(back);
    match mine.cmp(&theirs) {
        std::cmp::Ordering::Greater => Float::Down,
        std::cmp::Ordering::Less => Float::Up,
        std::cmp::Ordering::Equal => Float::None,
    }
}
