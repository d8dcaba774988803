//! The [`Ui`]'s transitions of games handed over by the game page: the records the browser's
//! storage holds (read at start and on every `storage` event of another tab), the one press
//! that enters a board's result from its game, and the evening's games as one PGN file.

use crate::handover::{self, Offer, Record};
use crate::notice::Notice;
use crate::result_desk::result_field;
use crate::ui::{Download, Ui};

/// How many hand-over records the page keeps in mind at most (an evening has a few dozen).
pub const MAX_RECORDS: usize = 2000;

impl Ui {
    /// A hand-over record in the browser's storage was written (`Some`) or removed (`None`)
    /// under `key`; other keys are ignored. `true` when it may change what the page shows.
    pub fn stored_record(&mut self, key: &str, text: Option<&str>) -> bool {
        if !key.starts_with(ui::evening_board::HANDOVER_PREFIX) {
            return false;
        }
        match text {
            Some(text) if self.handed.len() < MAX_RECORDS || self.handed.contains_key(key) => {
                self.handed.insert(key.to_string(), text.to_string());
            }
            Some(_) => return false,
            None => {
                self.handed.remove(key);
            }
        }
        true
    }

    /// This evening's hand-over records, read: round, board, record.
    pub fn records(&self) -> Vec<(u16, u16, Record)> {
        let Some(e) = &self.evening else {
            return Vec::new();
        };
        self.handed
            .iter()
            .filter_map(|(key, text)| {
                let (round, board) = handover::board_of_key(e, key)?;
                Some((round, board, handover::read(round, board, text)))
            })
            .collect()
    }

    /// What board `board` of round `round` offers from a game handed over, if anything.
    pub fn offer(&self, round: u16, board: u16) -> Option<Offer> {
        let e = self.evening.as_ref()?;
        let text = self.handed.get(&handover::storage_key(e, round, board))?;
        handover::offer(e, &handover::read(round, board, text))
    }

    /// The one press: enters the result of board `board`'s game (shown round) as the game
    /// page handed it over; the focus goes to the next board still open.
    pub(crate) fn take_handover(&mut self, board: u16) {
        let Some(round) = self.shown_round() else {
            return;
        };
        let Some(Offer::Enter(result)) = self.offer(round, board) else {
            return;
        };
        let key = self
            .evening
            .as_ref()
            .map(|e| handover::storage_key(e, round, board));
        let Some(Record::Game(game)) = key
            .and_then(|key| self.handed.get(&key))
            .map(|text| handover::read(round, board, text))
        else {
            return;
        };
        if self.change(|e| e.hand_over(&game.report)).is_none() {
            return;
        }
        let sheet = self
            .evening
            .as_ref()
            .and_then(|e| e.result_sheet(round).ok());
        let open = sheet.as_ref().map_or(0, |s| s.pending.len());
        self.focus = sheet
            .and_then(|s| s.next_pending(board))
            .map(result_field)
            .or_else(|| Some(result_field(board)));
        self.tell(Notice::Result(board, Some(result), open));
    }

    /// The evening's games played on Rokade, as one PGN file.
    pub(crate) fn export_pgn(&mut self) -> Option<Download> {
        let evening = self.evening.as_ref()?;
        let records = self.records();
        let Some((text, n)) = handover::evening_pgn(evening, &records) else {
            self.tell(Notice::NoGames);
            return None;
        };
        let trf = crate::trf_desk::file_name(
            &evening.settings().name,
            &evening.settings().date.to_string(),
        );
        let name = format!("{}.pgn", trf.trim_end_matches(".trf"));
        self.tell(Notice::PgnExported(n));
        Some(Download { name, text })
    }
}
