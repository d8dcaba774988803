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

    /// Enters the result of a game played on Rokade, after checking that it is the board's
    /// game: the same players with the same colours, the round's start position, and no
    /// other result entered already (the same one again is accepted).
    pub fn hand_over(&mut self, report: &GameReport) -> Result<(), EveningError> {
        let index = self.result_slot(report.round, report.board)?;
        let round = self
            .round(report.round)
            .ok_or(EveningError::UnknownRound(report.round))?;
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
        let new = BoardResult::from_game(report.result);
        match result {
            Some(entered) if entered != new => mismatch(HandOverMismatch::ResultEntered(entered)),
            _ => self.set_result(report.round, report.board, Some(new)),
        }
    }
}
