//! The saved game in `localStorage`: saving it, and the two ways a saved game takes this
//! one's place ("Resume that game", "Play here"; the state decides how, in
//! [`ui::state::App::swap_in_saved`]).

use wasm_bindgen::prelude::*;

use super::Ui;
use ui::persist;

impl Ui {
    /// Saves the game (not while another tab has it).
    pub fn save(&self) {
        if !self.app.saves() {
            return;
        }
        if let Some(s) = &self.storage {
            let text = persist::encode(&self.app.to_saved());
            let _ = s.set_item(&self.storage_key, &text);
            // A club evening's board, ended: the same text is handed over to the evening.
            if let Some((b, _)) = self
                .evening
                .as_ref()
                .filter(|(b, sp)| self.app.hands_over(b, *sp))
            {
                let _ = s.set_item(&b.handover_key(), &text);
            }
        }
    }

    /// Back to the game a link replaced; the link's game is kept aside in turn.
    pub(super) fn resume_previous(&mut self) {
        let Some(s) = &self.storage else {
            return;
        };
        let key = previous_key(&self.storage_key);
        let previous = s.get_item(&key).ok().flatten();
        let leaving = persist::encode(&self.app.to_saved());
        self.app.now = js_sys::Date::now();
        if self.app.swap_in_saved(previous.as_deref(), true) {
            let _ = s.set_item(&key, &leaving);
            // The link leaves the address, so a reload keeps this game (the saved game has
            // the language and settings). An embed's address is its frame's: left as it is.
            if let Some(h) = dom::host::window()
                .filter(|_| !self.embed)
                .and_then(|w| w.history().ok())
            {
                let _ = h.replace_state_with_url(&JsValue::NULL, "", Some("./"));
            }
        }
    }

    /// "Play here": this tab takes the lock and continues the game as the other tab left it.
    pub(super) fn take_over(&mut self) {
        super::tab_lock::steal(self);
        let now = js_sys::Date::now();
        self.took_over_at = now;
        self.lock_at = 0.0;
        self.renew_lock(now);
        let saved = self
            .storage
            .as_ref()
            .and_then(|s| s.get_item(&self.storage_key).ok().flatten());
        // As on resuming a game: this tab's language and dialog stay (`App::swap_in`).
        self.app.now = now;
        self.app.swap_in_saved(saved.as_deref(), false);
    }
}

/// Where a game replaced by a link is kept.
pub(super) fn previous_key(game_key: &str) -> String {
    let mut k = String::from(game_key);
    k.push_str(".previous");
    k
}
