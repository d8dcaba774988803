//! The [`Ui`]'s transitions of results: chosen in a board's list, or typed on it (see
//! [`crate::result_key`]), the focus then going to the next board still open.

use evening::BoardResult;

use crate::notice::Notice;
use crate::result_key::{result_of_code, ResultKey};
use crate::ui::Ui;

/// The id of board `board`'s result field.
pub fn result_field(board: u16) -> String {
    format!("result-{board}")
}

impl Ui {
    /// Enters (or clears) a result of the shown round; `true` when the evening took it.
    fn enter(&mut self, board: u16, result: Option<BoardResult>) -> bool {
        let Some(round) = self.shown_round() else {
            return false;
        };
        if self
            .change(|e| e.set_result(round, board, result))
            .is_none()
        {
            return false;
        }
        let open = self
            .evening
            .as_ref()
            .and_then(|e| e.result_sheet(round).ok())
            .map_or(0, |s| s.pending.len());
        self.tell(Notice::Result(board, result, open));
        true
    }

    /// The boards of the shown round's sheet: how many, and the next open after `board`.
    fn sheet(&self, board: u16) -> (u16, Option<u16>) {
        let sheet = self
            .shown_round()
            .and_then(|r| self.evening.as_ref()?.result_sheet(r).ok());
        match sheet {
            Some(s) => (
                u16::try_from(s.list.boards.len()).unwrap_or(u16::MAX),
                s.next_pending(board),
            ),
            None => (0, None),
        }
    }

    pub(crate) fn result_choice(&mut self, board: u16, value: &str) {
        self.armed = None;
        if let Some(result) = result_of_code(value) {
            self.enter(board, result);
        }
    }

    /// A key on board `board`'s result field; `false` when it means nothing there (the
    /// browser then does what it does with it: Tab moves on).
    pub(crate) fn result_key(&mut self, board: u16, key: &str) -> bool {
        let armed = self.armed == Some(board);
        let Some(meaning) = ResultKey::read(key, armed) else {
            return false;
        };
        self.armed = None;
        match meaning {
            ResultKey::Set(result) => {
                if self.enter(board, result) && result.is_some() {
                    if let (_, Some(next)) = self.sheet(board) {
                        self.focus = Some(result_field(next));
                    }
                }
            }
            ResultKey::ArmForfeit => {
                self.armed = Some(board);
                self.tell(Notice::Forfeit(board));
            }
            ResultKey::Disarm => self.notice = None,
            ResultKey::Move(down) => {
                let (boards, _) = self.sheet(board);
                let to = if down {
                    board.saturating_add(1)
                } else {
                    board.saturating_sub(1)
                };
                if (1..=boards).contains(&to) {
                    self.focus = Some(result_field(to));
                }
            }
            ResultKey::NextPending => {
                if let (_, Some(next)) = self.sheet(board) {
                    self.focus = Some(result_field(next));
                }
            }
        }
        true
    }
}
