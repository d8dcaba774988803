//! The browser layer of the game page: finds the elements ([`els`]), binds DOM events to
//! the state's transitions ([`events`]), draws ([`panels`]), and keeps the game in
//! `localStorage` with a lock so that two tabs never overwrite one saved game. It performs
//! the [`Effect`]s the state asks for (focus, clipboard, download) and decides nothing.

pub mod computer;
pub mod els;
pub mod events;
pub mod extras;
pub mod panels;
pub mod texts;

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, HtmlElement, Storage, Window};

use els::Els;
use ui::address::{Address, Controls, Params};
use ui::message::{CopyOutcome, Msg, Place};
use ui::persist;
use ui::state::saved::BootInput;
use ui::state::{App, Effect};
use ui::storage_key;

/// The page: the state record and what the browser layer holds beside it.
pub struct Ui {
    /// The state (every decision lives there).
    pub app: App,
    /// The page's elements.
    /// (Never dropped: the elements live as long as the page, and the page's wasm then needs
    /// no code to release 90 element handles.)
    pub els: std::mem::ManuallyDrop<Els>,
    /// The document.
    pub doc: Document,
    /// `localStorage`, when the browser allows it.
    pub storage: Option<Storage>,
    /// Key of the saved game.
    pub storage_key: String,
    /// This tab's id, for the lock.
    pub tab: String,
    /// Board size in backing pixels, from the last draw.
    pub size: f64,
    /// The move list as last drawn (rebuilt only on change).
    pub rows_cache: String,
    /// The element that had focus before a question opened.
    pub opener: Option<HtmlElement>,
    /// When the lock was last renewed.
    pub lock_at: f64,
    /// When this tab last took the game over ("Play here"; 0: never).
    pub took_over_at: f64,
    /// The announcement last put into the live region.
    pub announced: u32,
    /// Whether the computer's worker was asked to start (by the messages module) and not
    /// ended since.
    pub worker: bool,
    /// Embedded in an iframe: the board is sized to fit the frame's height too.
    pub embed: bool,
    /// The interface language's texts (loaded, not compiled in).
    pub texts: texts::Texts,
    /// The page's second module (PGN, error sentences).
    pub extras: extras::Lazy,
    /// The module for the computer's worker messages.
    pub messages: extras::Lazy,
    /// The figurines' stylesheet was added to the page.
    pub figurines_loaded: bool,
    /// Where the message line next to a control (`#note`) stands now.
    pub note_at: Place,
    /// This page, for callbacks that need it later (the worker's messages).
    pub me: std::rc::Weak<RefCell<Ui>>,
}

/// The shared page.
pub type Shared = Rc<RefCell<Ui>>;

/// A random number from the browser (the clock if there is no random source).
pub fn random_u64() -> u64 {
    dom::host::random_u64()
}

fn today() -> String {
    let d = js_sys::Date::new_0();
    let mut s = String::new();
    ui::text::push_u32(&mut s, d.get_full_year());
    s.push('.');
    ui::text::push_2(&mut s, u64::from(d.get_month()) + 1);
    s.push('.');
    ui::text::push_2(&mut s, u64::from(d.get_date()));
    s
}

/// This page's position among its parent's frames (`None` at the top level). Readable across
/// origins, and the same after a reload of the host page: it tells apart two iframes with
/// the same `src`.
#[inline(never)]
fn frame_index(window: &Window) -> Option<u32> {
    let parent = window.parent().ok().flatten()?;
    if js_sys::Object::is(&parent, window) {
        return None;
    }
    let n = js_sys::Reflect::get(&parent, &JsValue::from_str("length"))
        .ok()?
        .as_f64()? as u32;
    (0..n.min(1000)).find(|&i| {
        js_sys::Reflect::get(&parent, &JsValue::from(i))
            .is_ok_and(|w| js_sys::Object::is(&w, window))
    })
}

/// Starts the game page.
#[inline(never)]
pub fn run(
    window: &Window,
    doc: &Document,
    address: &Address,
    address_text: &str,
) -> Result<(), JsValue> {
    let params = Params::from_address(address);

    let storage = window.local_storage().ok().flatten();
    let storage_key = storage_key::game_key(&params, address_text, frame_index(window));
    let lang = params
        .lang
        .unwrap_or_else(|| dom::host::browser_lang(window));
    let saved = storage
        .as_ref()
        .and_then(|s| s.get_item(&storage_key).ok().flatten())
        .map(|raw| {
            let r = persist::decode(&raw).and_then(|s| App::from_saved(&s, lang));
            if let (Err(e), Some(s)) = (&r, &storage) {
                // Keep the damaged data under another key: nothing is silently destroyed.
                let mut backup = storage_key.clone();
                backup.push_str(".corrupt.");
                ui::text::push_u64(&mut backup, js_sys::Date::now() as u64);
                let _ = s.set_item(&backup, &raw);
                let _ = s.remove_item(&storage_key);
                web_sys::console::warn_1(&JsValue::from_str(&ui::text::join(&["Rokade: ", e], "")));
            }
            r
        });
    let saved_raw = storage
        .as_ref()
        .and_then(|s| s.get_item(&storage_key).ok().flatten());
    let mut app = App::boot(BootInput {
        params: &params,
        saved,
        lang,
        random: random_u64(),
        today: today(),
        storage: storage.is_some(),
        address: address_text,
    });
    app.now = js_sys::Date::now();
    if app.previous_kept {
        if let (Some(s), Some(raw)) = (&storage, &saved_raw) {
            let _ = s.set_item(&previous_key(&storage_key), raw);
        }
    }
    let more_contrast = window
        .match_media("(prefers-contrast: more)")
        .ok()
        .flatten()
        .is_some_and(|m| m.matches());
    if more_contrast {
        app.set_high_contrast(true);
    }
    if let Ok(href) = window.location().href() {
        let end = href.find(['?', '#']).unwrap_or(href.len());
        app.embed_form.base = href.get(..end).unwrap_or_default().to_string();
    }
    app.embed_form.seed = random_u64();

    let body = doc.body().ok_or_else(|| JsValue::from_str("no body"))?;
    let list = body.class_list();
    let controls = params.controls.unwrap_or(if params.embed {
        Controls::Minimal
    } else {
        Controls::Full
    });
    if params.embed {
        list.add_1("embed")?;
    }
    match controls {
        Controls::None => list.add_1("controls-none")?,
        Controls::Minimal => list.add_1("controls-minimal")?,
        Controls::Full => {}
    }
    let tab = tab_id(window);
    let ui: Shared = Rc::new(RefCell::new(Ui {
        app,
        els: std::mem::ManuallyDrop::new(Els::find(doc)?),
        doc: doc.clone(),
        storage,
        storage_key,
        tab,
        size: 0.0,
        rows_cache: String::new(),
        opener: None,
        lock_at: 0.0,
        took_over_at: 0.0,
        announced: 0,
        worker: false,
        figurines_loaded: false,
        note_at: Place::Top,
        texts: texts::Texts::default(),
        extras: extras::Lazy::default(),
        messages: extras::Lazy::default(),
        embed: params.embed,
        me: std::rc::Weak::new(),
    }));
    ui.borrow_mut().me = Rc::downgrade(&ui);
    {
        let mut u = ui.borrow_mut();
        let now = u.app.now;
        if u.lock_held_elsewhere(now) {
            u.app.elsewhere = true;
            u.app.say(false, Msg::Elsewhere);
        } else {
            u.renew_lock(now);
        }
    }
    events::wire(window, &ui)?;
    {
        let mut u = ui.borrow_mut();
        // A reload while the computer is to move: it thinks again.
        u.app.think_if_needed();
        u.perform_effects();
        u.render_all();
        u.save();
    }
    if let Some(perf) = window.performance() {
        let _ = js_sys::Reflect::set(
            &body.dataset(),
            &JsValue::from_str("boardDrawnAt"),
            &JsValue::from_f64(perf.now()),
        );
    }
    let _ = body.class_list().remove_1("booting");
    Ok(())
}

/// Loads the page module `name` (`round/`), which starts itself; for the round screen.
pub fn start_module(name: &str) -> Result<(), JsValue> {
    let window = dom::host::window().ok_or_else(|| JsValue::from_str("no window"))?;
    let loader = js_sys::Reflect::get(&window, &JsValue::from_str("__rokadeModule"))?;
    let loader: js_sys::Function = loader.dyn_into()?;
    loader.call1(&JsValue::NULL, &JsValue::from_str(name))?;
    Ok(())
}

/// This tab's id: kept in `sessionStorage`, so a reload of the same tab keeps its lock.
#[inline(never)]
fn tab_id(window: &Window) -> String {
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
    /// Saves the game (not while another tab has it).
    pub fn save(&self) {
        if self.app.elsewhere || self.app.opening_link {
            return;
        }
        if let Some(s) = &self.storage {
            let _ = s.set_item(&self.storage_key, &persist::encode(&self.app.to_saved()));
        }
    }

    /// The lock's text as this tab's `localStorage` shows it.
    fn stored_lock(&self) -> Option<String> {
        self.storage.as_ref().and_then(|s| {
            s.get_item(&storage_key::lock_key(&self.storage_key))
                .ok()
                .flatten()
        })
    }

    fn lock_held_elsewhere(&self, now: f64) -> bool {
        storage_key::held_elsewhere(self.stored_lock().as_deref(), &self.tab, now)
    }

    /// Another tab has the game: this one shows it and no longer plays or saves.
    fn step_back(&mut self) {
        self.app.elsewhere = true;
        self.app.reset_transient();
        self.app.say(false, Msg::Elsewhere);
    }

    /// Renews this tab's lock every 2 s (not while another tab has the game). A lock another
    /// tab has taken meanwhile is never overwritten: this tab steps back instead (a "Play
    /// here" in the other tab wins even when this tab's renewal comes first), unless this tab
    /// has just taken the game over itself ([`storage_key::lock_changed`]).
    pub fn renew_lock(&mut self, now: f64) {
        if self.app.elsewhere || now - self.lock_at < 2000.0 {
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
        if self.app.elsewhere {
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
        if self.app.elsewhere {
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
                Effect::DownloadPgn { name } => self.with_module(extras::Job::DownloadPgn(name)),
                Effect::ImportPgn(text) => self.with_module(extras::Job::ImportPgn(text)),
                Effect::ClearImport => els::set_field(&self.els.import, ""),
                Effect::TakeOver => self.take_over(),
                Effect::ResumePrevious => self.resume_previous(),
                Effect::CopyEmbed => self.with_module(extras::Job::CopyEmbed),
                Effect::PreviewEmbed => self.with_module(extras::Job::PreviewEmbed),
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
        let (col, row) = ui::render::screen_cell(self.app.cursor.index() as u8, self.app.flipped);
        usize::from(row) * 8 + usize::from(col)
    }

    /// Back to the game a link replaced; the link's game is kept aside in turn.
    fn resume_previous(&mut self) {
        let Some(s) = &self.storage else {
            return;
        };
        let key = previous_key(&self.storage_key);
        let previous = s
            .get_item(&key)
            .ok()
            .flatten()
            .and_then(|raw| persist::decode(&raw).ok())
            .and_then(|saved| App::from_saved(&saved, self.app.lang).ok());
        if let Some(a) = previous {
            let _ = s.set_item(&key, &persist::encode(&self.app.to_saved()));
            self.app.now = js_sys::Date::now();
            self.app.swap_in(a, true);
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
    fn take_over(&mut self) {
        let now = js_sys::Date::now();
        self.took_over_at = now;
        self.lock_at = 0.0;
        self.renew_lock(now);
        let lang = self.app.lang;
        let saved = self
            .storage
            .as_ref()
            .and_then(|s| s.get_item(&self.storage_key).ok().flatten())
            .and_then(|raw| persist::decode(&raw).ok())
            .and_then(|s| App::from_saved(&s, lang).ok());
        if let Some(a) = saved {
            // As on resuming a game: this tab's language and dialog stay.
            self.app.now = now;
            self.app.swap_in(a, false);
        }
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

/// Where a game replaced by a link is kept.
fn previous_key(game_key: &str) -> String {
    let mut k = String::from(game_key);
    k.push_str(".previous");
    k
}
