//! The [`Ui`]'s transitions of a round's pairing: pair, the draft's position and changes by
//! hand, publish, take back.

use evening::{PlayerId, Seed};

use crate::fields::Fields;
use crate::notice::{Field, Notice};
use crate::number::whole;
use crate::screen::Screen;
use crate::ui::Ui;

impl Ui {
    pub(crate) fn pair(&mut self, seed: &Seed) {
        let done = self.change(|e| {
            let round = e.pair_round(seed)?;
            let sp = e.round(round).and_then(|r| r.sp).unwrap_or_default();
            Ok((round, sp, e.draft_warnings().len()))
        });
        if let Some((round, sp, warnings)) = done {
            self.screen = Screen::Round;
            self.round_shown = None;
            self.after = None;
            self.armed = None;
            self.tell(Notice::Paired(round, sp, warnings));
            self.focus = Some("publish".into());
        }
    }

    pub(crate) fn redraw(&mut self, seed: &Seed) {
        if let Some(sp) = self.change(|e| e.redraw_position(seed)) {
            self.tell(Notice::Position(sp));
        }
    }

    pub(crate) fn position(&mut self, text: &str) {
        let Some(sp) = whole(text, 0, 959) else {
            self.tell(Notice::BadNumber(Field::Position));
            return;
        };
        if self.change(|e| e.choose_position(sp)).is_some() {
            self.tell(Notice::Position(sp));
        }
    }

    pub(crate) fn swap(&mut self, board: u16) {
        if self.change(|e| e.swap_colours(board)).is_some() {
            self.tell(Notice::Swapped(board));
            self.focus = Some(format!("swap-{board}"));
        }
    }

    pub(crate) fn exchange(&mut self, fields: &Fields) {
        let id = |name| fields.get(name).parse::<u16>().ok().and_then(PlayerId::new);
        let (Some(a), Some(b)) = (id("a"), id("b")) else {
            self.tell(Notice::ChooseTwo);
            return;
        };
        if a == b {
            self.tell(Notice::ChooseTwo);
            return;
        }
        if self.change(|e| e.exchange(a, b)).is_some() {
            self.tell(Notice::Exchanged(self.name_of(a), self.name_of(b)));
        }
    }

    pub(crate) fn publish(&mut self) {
        if let Some(round) = self.change(|e| e.publish()) {
            self.round_shown = None;
            self.tell(Notice::Published(round));
            self.focus = Some("result-1".into());
        }
    }

    pub(crate) fn discard(&mut self) {
        if let Some(round) = self.change(|e| e.discard_round()) {
            self.round_shown = None;
            self.armed = None;
            self.tell(Notice::Discarded(round));
            self.focus = Some("pair".into());
        }
    }
}
