//! The game's lock between tabs with the Web Locks API: this tab holds a lock named after the
//! saved game's key while it plays, and the browser releases it when the tab closes, reloads
//! or crashes. A second tab asks with `ifAvailable` and, refused, shows the game with "Play
//! here"; "Play here" asks with `steal`, and the tab that had the lock learns it at once (its
//! request's promise is rejected with an `AbortError`). Web Locks exist only in secure
//! contexts (https, localhost): on plain http the page keeps the `localStorage` heartbeat
//! (`Ui::renew_lock`). What each answer means for the screen is decided by
//! [`App::lock_news`](ui::state::App::lock_news).

use wasm_bindgen::prelude::*;

use super::{Shared, Ui};
use ui::state::LockNews;

#[wasm_bindgen]
extern "C" {
    /// `window.__rokadeLock(name, option, answer)` (www/boot.js): asks for the Web Lock `name`
    /// with `option` set; `answer(1)` granted, `answer(0)` refused, `answer(2)` the request
    /// ended with an error (stolen, or failed). `false` where there are no Web Locks.
    #[wasm_bindgen(js_namespace = window, js_name = __rokadeLock)]
    fn lock_request(name: &str, option: &str, answer: &Closure<dyn FnMut(u8)>) -> bool;
}

/// Where this tab stands with the Web Lock.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum WebLock {
    /// No Web Locks here (plain http, or the request failed): the heartbeat keeps the game.
    Off,
    /// The page's start waits for the first answer.
    Asking,
    /// This tab holds the lock.
    Held,
    /// Another tab holds it (or this tab asked to steal it and waits).
    Elsewhere,
}

/// Asks for the lock at the start (`ifAvailable`); `then` runs once the answer is in. Until
/// then the state knows the answer is awaited (`LockNews::Asking`): the first board is drawn
/// meanwhile but not played or saved. Returns `false` where there are no Web Locks: the caller
/// uses the heartbeat.
pub fn ask_at_start(ui: &Shared, then: fn(&Shared)) -> bool {
    let name = {
        let mut u = ui.borrow_mut();
        u.web_lock = WebLock::Asking;
        u.app.lock_news(LockNews::Asking);
        ui::storage_key::lock_key(&u.storage_key)
    };
    let me = ui.clone();
    let answered = move |held: bool| {
        {
            let mut u = me.borrow_mut();
            u.web_lock = if held {
                WebLock::Held
            } else {
                WebLock::Elsewhere
            };
            u.app.lock_news(if held {
                LockNews::Held
            } else {
                LockNews::HeldElsewhere
            });
        }
        then(&me);
    };
    let started = request(ui, &name, "ifAvailable", answered, then);
    if !started {
        // (The heartbeat's check, which the caller makes next, ends the wait.)
        ui.borrow_mut().web_lock = WebLock::Off;
    }
    started
}

/// "Play here": takes the lock from the tab that holds it (`steal`). Nothing where there are
/// no Web Locks (the heartbeat's takeover is `Ui::take_over`'s).
pub fn steal(u: &Ui) {
    let Some(ui) = u.me.upgrade().filter(|_| u.web_lock != WebLock::Off) else {
        return;
    };
    let name = ui::storage_key::lock_key(&u.storage_key);
    let me = ui.clone();
    let granted = move |_| {
        if let Ok(mut u) = me.try_borrow_mut() {
            u.web_lock = WebLock::Held;
        }
    };
    request(&ui, &name, "steal", granted, |_| {});
}

/// Asks for the lock `name` with the option `option` set. `answered(true)` runs when the lock
/// is granted (held until the page goes: the callback's promise never settles), `answered(false)`
/// when `ifAvailable` finds it taken. When the request fails before any answer (no lock
/// manager here after all), the heartbeat takes over and `fallback` runs; when a lock this tab
/// held is taken, the tab steps back. Returns `false` if there are no Web Locks.
fn request(
    ui: &Shared,
    name: &str,
    option: &str,
    answered: impl FnOnce(bool) + 'static,
    fallback: fn(&Shared),
) -> bool {
    let me = ui.clone();
    let mut answered = Some(answered);
    let answer = Closure::<dyn FnMut(u8)>::new(move |code: u8| {
        if code < 2 {
            if let Some(answered) = answered.take() {
                answered(code == 1);
            }
            return;
        }
        let Ok(mut u) = me.try_borrow_mut() else {
            return;
        };
        match u.web_lock {
            // The request failed before its answer: the heartbeat keeps the game instead.
            WebLock::Asking => {
                u.web_lock = WebLock::Off;
                u.heartbeat_at_start();
                drop(u);
                fallback(&me);
            }
            // Stolen by "Play here" in another tab.
            WebLock::Held => {
                u.web_lock = WebLock::Elsewhere;
                if u.app.lock_news(LockNews::Lost) {
                    u.render_all();
                }
            }
            WebLock::Off | WebLock::Elsewhere => {}
        }
    });
    let started = lock_request(name, option, &answer);
    if started {
        // Called for as long as the page lives (a steal can come at any time).
        answer.forget();
    }
    started
}

impl Ui {
    /// The heartbeat's check at the start (where there are no Web Locks): another tab's fresh
    /// lock means this tab shows the game without playing it; else this tab writes its own.
    pub fn heartbeat_at_start(&mut self) {
        let now = self.app.now;
        if self.lock_held_elsewhere(now) {
            self.app.lock_news(LockNews::HeldElsewhere);
        } else {
            self.renew_lock(now);
            self.app.lock_news(LockNews::Held);
        }
    }
}
