//! The tab lock: a game open in two tabs is played in one. This tab renews its lock in
//! `localStorage`; another tab that takes the game over ("Play here") makes this one step
//! back, show the game and no longer play or save it.

use wasm_bindgen::prelude::*;
use web_sys::Window;

use super::{random_u64, Ui};
use ui::storage_key;

/// This tab's id: kept in `sessionStorage`, so a reload of the same tab keeps its lock.
#[inline(never)]
pub(super) fn tab_id(window: &Window) -> String {
    let session = window.session_storage().ok().flatten();
    if let Some(id) = session
        .as_ref()
        .and_then(|s| s.get_item("rokade.tab").ok().flatten())
    {
        return id;
    }
    let mut id = String::from("t");
    ui::address::push_hex(&mut id, random_u64());
    if let Some(s) = session {
        let _ = s.set_item("rokade.tab", &id);
    }
    id
}

impl Ui {
    /// The lock's text as this tab's `localStorage` shows it.
    fn stored_lock(&self) -> Option<String> {
        self.storage.as_ref().and_then(|s| {
            s.get_item(&storage_key::lock_key(&self.storage_key))
                .ok()
                .flatten()
        })
    }

    /// Whether another tab's heartbeat lock is fresh.
    pub(super) fn lock_held_elsewhere(&self, now: f64) -> bool {
        storage_key::held_elsewhere(self.stored_lock().as_deref(), &self.tab, now)
    }

    /// Another tab has the game: this one shows it and no longer plays or saves.
    fn step_back(&mut self) {
        self.app.lock_news(ui::state::LockNews::Lost);
    }

    /// Renews this tab's lock every 2 s (not while another tab has the game). A lock another
    /// tab has taken meanwhile is never overwritten: this tab steps back instead (a "Play
    /// here" in the other tab wins even when this tab's renewal comes first), unless this tab
    /// has just taken the game over itself ([`storage_key::lock_changed`]).
    pub fn renew_lock(&mut self, now: f64) {
        let heartbeat = self.web_lock == super::tab_lock::WebLock::Off;
        if !heartbeat || self.app.elsewhere || now - self.lock_at < 2000.0 {
            return;
        }
        if self.lock_at > 0.0 {
            let stored = self.stored_lock();
            let change =
                storage_key::lock_changed(stored.as_deref(), &self.tab, now, self.took_over_at);
            if change == storage_key::LockChange::StepBack {
                self.step_back();
                self.render_all();
                return;
            }
        }
        self.lock_at = now;
        if let Some(s) = &self.storage {
            let _ = s.set_item(
                &storage_key::lock_key(&self.storage_key),
                &storage_key::lock_text(&self.tab, now),
            );
        }
    }

    /// Gives the lock up when the page goes away (reload, close).
    pub fn release_lock(&self) {
        if self.app.elsewhere || self.web_lock != super::tab_lock::WebLock::Off {
            return;
        }
        if let Some(s) = &self.storage {
            let _ = s.remove_item(&storage_key::lock_key(&self.storage_key));
        }
    }

    /// Another tab wrote to storage: if it took our game's lock, this tab steps back.
    pub fn on_storage(&mut self, ev: &web_sys::Event) -> bool {
        let key = js_sys::Reflect::get(ev, &JsValue::from_str("key"))
            .ok()
            .and_then(|k| k.as_string());
        if key.as_deref() != Some(storage_key::lock_key(&self.storage_key).as_str()) {
            return false;
        }
        if self.app.elsewhere || self.web_lock != super::tab_lock::WebLock::Off {
            return false;
        }
        // The event's own value: a read of the storage may not show the latest write yet.
        let new = js_sys::Reflect::get(ev, &JsValue::from_str("newValue"))
            .ok()
            .and_then(|v| v.as_string());
        let now = js_sys::Date::now();
        match storage_key::lock_changed(new.as_deref(), &self.tab, now, self.took_over_at) {
            storage_key::LockChange::Keep => false,
            storage_key::LockChange::Reclaim => {
                self.lock_at = 0.0;
                self.renew_lock(now);
                false
            }
            storage_key::LockChange::StepBack => {
                self.step_back();
                true
            }
        }
    }
}
