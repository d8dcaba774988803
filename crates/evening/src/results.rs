//! Results: entered per board by the arbiter, or handed over from a game played on Rokade.

use swiss::GameResult;

use crate::error::{EveningError, HandOverMismatch};
use crate::{Board, BoardResult, Evening};

/// A game played on Rokade's game page, reported back to the evening when it ends on the
/// same device: where it was played (round and board), who played it, from which position,
/// and how it ended.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameReport {
    /// The round (from 1).
    pub round: u16,
    /// The board (from 1).
    pub board: u16,
    /// White's name as the game page had it.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The start position the game began from.
    pub sp: u32,
    /// The result, from White's side.
    pub result: GameResult,
}

/// Names compared as a person reads them: spaces at the ends and runs of spaces ignored,
/// capitals and small letters alike.
fn same_name(a: &str, b: &str) -> bool {
    let norm = |s: &str| {
        s.split_whitespace()
            .map(str::to_lowercase)
            .collect::<Vec<_>>()
            .join(" ")
    };
    norm(a) == norm(b)
}

impl Evening {
    /// The index of board `board` of round `round`, where results may be entered: the round
    /// is published and is the last one paired.
    fn result_slot(&self, round: u16, board: u16) -> Result<usize, EveningError> {
        let r = self.round(round).ok_or(EveningError::UnknownRound(round))?;
        if !r.published {
            return Err(EveningError::NotPublished(round));
        }
        if usize::from(round) != self.rounds.len() {
            return Err(EveningError::ResultsFinal(round));
        }
        r.game_index(board).ok_or(EveningError::UnknownBoard(board))
    }

    /// Enters, corrects or clears (`None`) the result of board `board` (from 1) of round
    /// `round`: a published round, until the next round is paired.
    pub fn set_result(
        &mut self,
        round: u16,
        board: u16,
        result: Option<BoardResult>,
    ) -> Result<(), EveningError> {
        let index = self.result_slot(round, board)?;
        let slot = self.rounds.last_mut().and_then(|r| r.boards.get_mut(index));
        if let Some(Board::Game { result: r, .. }) = slot {
            *r = result;
        }
        Ok(())
    }

    /// Checks that a game played on Rokade is the game of the board it names, in any
    /// published round: the same players with the same colours and the round's start
    /// position. Gives the result entered on the board, if any.
    fn check_hand_over(&self, report: &GameReport) -> Result<Option<BoardResult>, EveningError> {
        let round = self
            .round(report.round)
            .ok_or(EveningError::UnknownRound(report.round))?;
        if !round.published {
            return Err(EveningError::NotPublished(report.round));
        }
        let index = round
            .game_index(report.board)
            .ok_or(EveningError::UnknownBoard(report.board))?;
        let Some(&Board::Game {
            white,
            black,
            result,
        }) = round.boards.get(index)
        else {
            return Err(EveningError::UnknownBoard(report.board));
        };
        let name = |id| self.player(id).map_or("", |p| p.name.as_str());
        let mismatch = |m| Err(EveningError::HandOver(m));
        if !(same_name(&report.white, name(white)) && same_name(&report.black, name(black))) {
            if same_name(&report.white, name(black)) && same_name(&report.black, name(white)) {
                return mismatch(HandOverMismatch::ColoursReversed);
            }
            return mismatch(HandOverMismatch::Names);
        }
        if let Some(sp) = round.sp.filter(|&sp| sp != report.sp) {
            return mismatch(HandOverMismatch::Position {
                round: sp,
                game: report.sp,
            });
        }
        Ok(result)
    }

    /// The result entered on board `board` of round `round`, if any.
    pub fn entered_result(&self, round: u16, board: u16) -> Option<BoardResult> {
        let r = self.round(round)?;
        match r.boards.get(r.game_index(board)?)? {
            Board::Game { result, .. } => *result,
            _ => None,
        }
    }

    /// Whether a game played on Rokade is the game of the board it names (the players, their
    /// colours and the round's position), in any published round, whatever result is
    /// entered there.
    pub fn hand_over_fits(&self, report: &GameReport) -> bool {
        self.check_hand_over(report).is_ok()
    }

    /// Enters the result of a game played on Rokade, after checking that it is the board's
    /// game: the same players with the same colours, the round's start position, and no
    /// other result entered already (the same one again is accepted).
    pub fn hand_over(&mut self, report: &GameReport) -> Result<(), EveningError> {
        self.result_slot(report.round, report.board)?;
        let entered = self.check_hand_over(report)?;
        let new = BoardResult::from_game(report.result);
        match entered {
            Some(entered) if entered != new => Err(EveningError::HandOver(
                HandOverMismatch::ResultEntered(entered),
            )),
            _ => self.set_result(report.round, report.board, Some(new)),
        }
    }
}
