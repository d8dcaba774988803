//! Pairing a round and the arbiter's work on the draft: the Dutch system's pairing with the
//! round's start position, changes by hand, publishing or discarding it.

use std::cmp::Reverse;

use swiss::{pair_next_round, PairingError, PlayerId};

use crate::bridge::Scope;
use crate::error::EveningError;
use crate::position_draw::{draw_colour, draw_position, Seed};
use crate::settings::FirstColour;
use crate::{Board, Evening, Round};

impl Evening {
    /// Pairs the next round with the FIDE Dutch system and draws its start position; the
    /// pairing is a draft until [`Evening::publish`]. Needs the last round published with
    /// every result in, and at least two players to pair (players who withdrew or asked a
    /// bye for the round are left out).
    ///
    /// Round 1 first ranks the players by rating, highest first (unrated last; ties, and
    /// everyone when nobody has a rating, in registration order): player ids change then.
    /// It also fixes the first colour ([`Seed`]'s byte 8 when drawn by lot). Returns the
    /// round's number.
    pub fn pair_round(&mut self, seed: &Seed) -> Result<u16, EveningError> {
        self.no_draft()?;
        let round = self.next_round();
        if round > self.settings.rounds {
            return Err(EveningError::AllRoundsPaired);
        }
        if let Some(last) = self.rounds.last() {
            if !last.is_complete() {
                return Err(EveningError::RoundIncomplete(last.number));
            }
        }
        let mut next = self.clone();
        if round == 1 {
            next.players
                .sort_by_key(|p| Reverse(p.rating.map_or(0, |r| u32::from(r) + 1)));
            next.first_colour = Some(match self.settings.first_colour {
                FirstColour::Lot => draw_colour(seed),
                FirstColour::Chosen(colour) => colour,
            });
        }
        if next.players.iter().filter(|p| p.plays_in(round)).count() < 2 {
            return Err(EveningError::TooFewPlayers);
        }
        let used = self.used_positions(round);
        let sp = draw_position(seed, &used, self.settings.exclude_518)
            .ok_or(EveningError::NoPositionLeft)?;
        let bridge = next.bridge(Scope {
            rounds: round.saturating_sub(1),
            joined_by: round,
            future: true,
        })?;
        let pairing = pair_next_round(&bridge.tournament).map_err(EveningError::Pairing)?;
        if pairing.round != round {
            let e = PairingError::NotNextRound(pairing.round, round);
            return Err(EveningError::Pairing(e));
        }
        let to_evening =
            |id: PlayerId| bridge.to_evening(id).ok_or(EveningError::UnknownPlayer(id));
        let mut boards = Vec::with_capacity(pairing.boards.len());
        for board in &pairing.boards {
            boards.push(match *board {
                swiss::Board::Game { white, black } => Board::Game {
                    white: to_evening(white)?,
                    black: to_evening(black)?,
                    result: None,
                },
                swiss::Board::Bye(id) => Board::Bye(to_evening(id)?),
            });
        }
        next.rounds.push(Round {
            number: round,
            sp: Some(sp),
            boards,
            published: false,
        });
        *self = next;
        Ok(round)
    }

    /// The start positions of the rounds other than `round`.
    pub(crate) fn used_positions(&self, round: u16) -> Vec<u32> {
        self.rounds
            .iter()
            .filter(|r| r.number != round)
            .filter_map(|r| r.sp)
            .collect()
    }

    fn draft_mut(&mut self) -> Result<&mut Round, EveningError> {
        self.rounds
            .last_mut()
            .filter(|r| !r.published)
            .ok_or(EveningError::NoDraft)
    }

    /// Draws the draft's start position again (the same rules as at pairing).
    pub fn redraw_position(&mut self, seed: &Seed) -> Result<u32, EveningError> {
        let round = self.draft().ok_or(EveningError::NoDraft)?.number;
        let used = self.used_positions(round);
        let sp = draw_position(seed, &used, self.settings.exclude_518)
            .ok_or(EveningError::NoPositionLeft)?;
        self.draft_mut()?.sp = Some(sp);
        Ok(sp)
    }

    /// Sets the draft's start position by hand (0-959; not one of an earlier round, not
    /// 518 when it is left out).
    pub fn choose_position(&mut self, sp: u32) -> Result<(), EveningError> {
        let round = self.draft().ok_or(EveningError::NoDraft)?.number;
        if sp >= 960 {
            return Err(EveningError::PositionOutOfRange(sp));
        }
        if self.settings.exclude_518 && sp == rules::startpos::CLASSICAL {
            return Err(EveningError::PositionExcluded);
        }
        if let Some(other) = self
            .rounds
            .iter()
            .find(|r| r.number != round && r.sp == Some(sp))
        {
            return Err(EveningError::PositionUsed(sp, other.number));
        }
        self.draft_mut()?.sp = Some(sp);
        Ok(())
    }

    /// Gives White to the draft's Black on board `board` (from 1) and the other way round.
    pub fn swap_colours(&mut self, board: u16) -> Result<(), EveningError> {
        let draft = self.draft_mut()?;
        let index = draft
            .game_index(board)
            .ok_or(EveningError::UnknownBoard(board))?;
        if let Some(Board::Game { white, black, .. }) = draft.boards.get_mut(index) {
            std::mem::swap(white, black);
        }
        Ok(())
    }

    /// Exchanges two players' places in the draft (boards, colours or the bye): each takes
    /// the other's seat. Two players of one board swap colours. See
    /// [`Evening::warnings`] for the rules a change breaks.
    pub fn exchange(&mut self, a: PlayerId, b: PlayerId) -> Result<(), EveningError> {
        let draft = self.draft_mut()?;
        draft.seat_of(a).ok_or(EveningError::NotOnBoard(a))?;
        draft.seat_of(b).ok_or(EveningError::NotOnBoard(b))?;
        for board in &mut draft.boards {
            let swap = |id: &mut PlayerId| {
                if *id == a {
                    *id = b;
                } else if *id == b {
                    *id = a;
                }
            };
            match board {
                Board::Game { white, black, .. } => {
                    swap(white);
                    swap(black);
                }
                Board::Bye(id) => swap(id),
            }
        }
        Ok(())
    }

    /// Publishes the draft: the pairing is final and results can be entered.
    pub fn publish(&mut self) -> Result<u16, EveningError> {
        let draft = self.draft_mut()?;
        draft.published = true;
        Ok(draft.number)
    }

    /// Takes back the last round, draft or published, while it has no result (a player
    /// arrived late, the pairing needs redoing). Round 1's first colour is drawn again at
    /// the next pairing, and players who arrived after the round was paired are paired in
    /// it. Returns the round's number.
    pub fn discard_round(&mut self) -> Result<u16, EveningError> {
        let last = self.rounds.last().ok_or(EveningError::NoDraft)?;
        if last.has_results() {
            return Err(EveningError::HasResults(last.number));
        }
        let number = last.number;
        self.rounds.pop();
        // Players who arrived after the round was paired play in it when it is paired again.
        for player in &mut self.players {
            player.joined = player.joined.min(number);
        }
        if self.rounds.is_empty() {
            self.first_colour = None;
        }
        Ok(number)
    }
}
