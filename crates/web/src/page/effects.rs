//! The [`Effect`]s the state asks of the page (focus, clipboard, download, the lazy modules'
//! work), performed; and the second module's answer to a copy.

use std::cell::RefCell;

use super::extras;
use super::{els, random_u64, Ui};
use ui::message::{CopyOutcome, Place};
use ui::state::Effect;

impl Ui {
    /// Does what the last transition asked of the page.
    pub fn perform_effects(&mut self) {
        // An effect may lead to more (a typed move read by the second module is played, then
        // the field is emptied and the computer asked): all are done before the page redraws.
        // (A few rounds at most: no effect asks for itself again.)
        for _ in 0..4 {
            let effects = std::mem::take(&mut self.app.effects);
            if effects.is_empty() {
                return;
            }
            self.perform(effects);
        }
    }

    fn perform(&mut self, effects: Vec<Effect>) {
        for effect in effects {
            match effect {
                Effect::FocusBoard => self.focus_cursor(),
                Effect::FocusCastle => {
                    let shown = self.els.castle.iter().rev().find(|b| !b.hidden());
                    match shown {
                        Some(b) => {
                            let _ = b.focus();
                        }
                        None => {
                            let text = ui::i18n::t(self.app.lang, ui::i18n::Key::NoCastlingNow);
                            self.app.set_announce(text.to_string());
                        }
                    }
                }
                Effect::FocusMoveEntry => {
                    let _ = self.els.move_entry.focus();
                }
                Effect::ClearMoveEntry => els::set_field(&self.els.move_entry, ""),
                Effect::ReadMove { fen, text } => {
                    self.with_module(extras::Job::ReadMove { fen, text });
                }
                Effect::Think(request) => self.think(&request),
                Effect::StopThinking => self.stop_thinking(),
                Effect::FocusAsk => {
                    self.els.ask.set_hidden(false);
                    let _ = self.els.ask_no.focus();
                }
                Effect::FocusOpener => {
                    if let Some(o) = self.opener.take() {
                        let _ = o.focus();
                    }
                }
                Effect::Copy { text, at } => self.with_module(extras::Job::Copy(text, at)),
                Effect::CopyPgn => self.with_module(extras::Job::CopyPgn),
                Effect::CopyLink => self.with_module(extras::Job::CopyLink),
                Effect::DownloadPgn { name } => self.with_module(extras::Job::DownloadPgn(name)),
                Effect::ImportPgn(text) => self.with_module(extras::Job::ImportPgn(text)),
                Effect::ClearImport => els::set_field(&self.els.import, ""),
                Effect::TakeOver => self.take_over(),
                Effect::ResumePrevious => self.resume_previous(),
                Effect::CopyEmbed => self.with_module(extras::Job::CopyEmbed),
                Effect::PreviewEmbed => self.with_module(extras::Job::PreviewEmbed),
                Effect::Notify(t) => {
                    let saved = ui::persist::encode(&self.app.to_saved());
                    self.tell_host(t.name(), saved);
                }
                Effect::Reload => {
                    if let Some(w) = dom::host::window() {
                        let _ = w.location().reload();
                    }
                }
            }
        }
    }

    /// Focuses the board cell of the keyboard's square (the one in the tab order).
    pub fn focus_cursor(&self) {
        if let Some(cell) = self.els.cells.get(self.cursor_cell()) {
            // The whole board comes into view (the page may have been scrolled to a button
            // below it), then the cell gets the focus without another jump.
            let view = web_sys::ScrollIntoViewOptions::new();
            view.set_block(web_sys::ScrollLogicalPosition::Nearest);
            self.els
                .grid
                .scroll_into_view_with_scroll_into_view_options(&view);
            let opts = web_sys::FocusOptions::new();
            opts.set_prevent_scroll(true);
            let _ = cell.focus_with_options(&opts);
        }
    }

    /// The index of the cursor's cell in screen order.
    pub fn cursor_cell(&self) -> usize {
        self.app.cursor_cell()
    }
}

/// The second module answered a copy for the button at `at`.
pub(crate) fn copied(ui: &std::rc::Weak<RefCell<Ui>>, at: Place, answer: String) {
    let Some(ui) = ui.upgrade() else {
        return;
    };
    let Ok(mut u) = ui.try_borrow_mut() else {
        return;
    };
    let outcome = if answer == "copied" {
        CopyOutcome::Copied
    } else {
        CopyOutcome::Selected(answer)
    };
    u.app.random = random_u64();
    u.app.copy_done(at, outcome);
    u.render_all();
}
