//! The cross table: one row per player in standings order, one cell per round saying whom
//! they met, with which colour, and how it went.

use swiss::{Colour, GameResult, PlayerId, Points};

use crate::error::EveningError;
use crate::{Board, BoardResult, ByeKind, Evening};

/// What a player did in one round.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Cell {
    /// A game over the board; `result` from this player's side, `None` while pending.
    Game {
        /// The opponent.
        opponent: PlayerId,
        /// The opponent's line in the table (from 1).
        line: usize,
        /// This player's colour.
        colour: Colour,
        /// The result for this player.
        result: Option<GameResult>,
    },
    /// A game not played: `won` for the player who was there (a double forfeit has two
    /// losers).
    Forfeit {
        /// The opponent.
        opponent: PlayerId,
        /// The opponent's line in the table (from 1).
        line: usize,
        /// The colour the pairing gave.
        colour: Colour,
        /// Whether this player won by forfeit.
        won: bool,
    },
    /// The pairing-allocated bye (one point).
    PairingBye,
    /// A half-point bye asked for.
    HalfPointBye,
    /// A full-point bye.
    FullPointBye,
    /// A zero-point bye asked for (absent).
    ZeroPointBye,
    /// Withdrawn by this round.
    Withdrawn,
    /// Arrived after this round.
    NotJoined,
}

/// One player's row.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CrossRow {
    /// The place in the standings.
    pub place: usize,
    /// The player.
    pub player: PlayerId,
    /// The name.
    pub name: String,
    /// The rating, if any.
    pub rating: Option<u16>,
    /// The score.
    pub points: Points,
    /// Rounds 1 to the table's round.
    pub cells: Vec<Cell>,
}

/// The cross table after a round.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CrossTable {
    /// After this round.
    pub after: u16,
    /// The rows, in standings order; a cell's `line` is a row's position here, from 1.
    pub rows: Vec<CrossRow>,
}

impl Evening {
    /// The cross table after round `after` (the standings' rows and order).
    pub fn cross_table(&self, after: u16) -> Result<CrossTable, EveningError> {
        let standings = self.standings(after)?;
        let line_of = |id: PlayerId| {
            standings
                .rows
                .iter()
                .position(|r| r.player == id)
                .map_or(0, |i| i + 1)
        };
        let mut rows = Vec::with_capacity(standings.rows.len());
        for row in &standings.rows {
            let player = self
                .player(row.player)
                .ok_or(EveningError::UnknownPlayer(row.player))?;
            let mut cells = Vec::new();
            for round in self.rounds.iter().take(usize::from(after)) {
                let me = row.player;
                let cell = match round.boards.iter().find(|b| b.has(me)) {
                    Some(Board::Bye(_)) => Cell::PairingBye,
                    Some(&Board::Game {
                        white,
                        black,
                        result,
                    }) => {
                        let (colour, opponent) = if white == me {
                            (Colour::White, black)
                        } else {
                            (Colour::Black, white)
                        };
                        let line = line_of(opponent);
                        let mine = |r: BoardResult| {
                            let (w, b) = r.points();
                            if colour == Colour::White {
                                w
                            } else {
                                b
                            }
                        };
                        match result {
                            Some(r) if r.is_forfeit() => Cell::Forfeit {
                                opponent,
                                line,
                                colour,
                                won: mine(r) == Points::ONE,
                            },
                            _ => Cell::Game {
                                opponent,
                                line,
                                colour,
                                result: result.map(|r| match mine(r) {
                                    Points::ONE => GameResult::Win,
                                    Points::HALF => GameResult::Draw,
                                    _ => GameResult::Loss,
                                }),
                            },
                        }
                    }
                    None if round.number < player.joined => Cell::NotJoined,
                    None if player.withdrawn_by(round.number) => Cell::Withdrawn,
                    None => match player.bye(round.number) {
                        Some(ByeKind::Half) => Cell::HalfPointBye,
                        Some(ByeKind::Full) => Cell::FullPointBye,
                        Some(ByeKind::Zero) | None => Cell::ZeroPointBye,
                    },
                };
                cells.push(cell);
            }
            rows.push(CrossRow {
                place: row.place,
                player: row.player,
                name: row.name.clone(),
                rating: row.rating,
                points: row.points,
                cells,
            });
        }
        Ok(CrossTable { after, rows })
    }
}
