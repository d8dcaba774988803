//! The result sheet of a round: its pairing list, which boards still wait for a result,
//! and whether results may still be entered.

use crate::error::EveningError;
use crate::{Evening, PairingList};

/// A round's result sheet (printed, or filled in by keyboard board after board).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ResultSheet {
    /// The boards and results.
    pub list: PairingList,
    /// Boards without a result, in board order.
    pub pending: Vec<u16>,
    /// Whether results may be entered or corrected: published, and no later round paired.
    pub open: bool,
}

impl ResultSheet {
    /// The first board after `board` still waiting for a result, wrapping round to the
    /// first one (where the keyboard goes after a result).
    pub fn next_pending(&self, board: u16) -> Option<u16> {
        self.pending
            .iter()
            .copied()
            .find(|&b| b > board)
            .or_else(|| self.pending.first().copied())
    }
}

impl Evening {
    /// The result sheet of round `round`.
    pub fn result_sheet(&self, round: u16) -> Result<ResultSheet, EveningError> {
        let list = self.pairing_list(round)?;
        let pending = list
            .boards
            .iter()
            .filter(|b| b.result.is_none())
            .map(|b| b.board)
            .collect();
        let open = list.published && usize::from(round) == self.rounds.len();
        Ok(ResultSheet {
            list,
            pending,
            open,
        })
    }
}
