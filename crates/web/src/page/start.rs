//! The game page's start: the address, the saved game and the browser's settings become the
//! state ([`App::boot`]), the page's elements are found and its events wired; and the start of
//! the round screen's app instead, for such an address.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Window};

use super::els::Els;
use super::lock::tab_id;
use super::saved::previous_key;
use super::{events, extras, random_u64, tab_lock, texts, Shared, Ui};
use ui::address::{Address, Controls, Params};
use ui::message::Place;
use ui::persist;
use ui::state::saved::BootInput;
use ui::state::App;
use ui::storage_key;

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
    let mut params = Params::from_address(address);

    let storage = window.local_storage().ok().flatten();
    let frame = frame_index(window);
    let storage_key = storage_key::game_key(&params, address_text, frame);
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
    let controls = params.shown_controls();
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
        web_lock: tab_lock::WebLock::Off,
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
        // In a frame: the host page may hear the board.
        host: frame.map(|_| super::host::Host {
            target: params.parent.take(),
            id: params.id.clone().unwrap_or_default(),
            outbox: Vec::new(),
        }),
        evening: params.evening_board.take().map(|b| (b, params.sp)),
        me: std::rc::Weak::new(),
    }));
    ui.borrow_mut().me = Rc::downgrade(&ui);
    // Web Locks answer asynchronously: the first board is drawn at once, but neither played,
    // saved nor thought on until the answer (`LockNews::Asking`), so a second tab never plays
    // or saves over the game. Where there are no Web Locks the heartbeat answers at once.
    if !tab_lock::ask_at_start(&ui, lock_answered) {
        ui.borrow_mut().heartbeat_at_start();
    }
    start(&ui);
    Ok(())
}

/// The lock's first answer is in (it was awaited at the first board): a tab that plays the
/// game thinks if the computer is to move and saves; one that does not says so.
fn lock_answered(ui: &Shared) {
    let Ok(mut u) = ui.try_borrow_mut() else {
        return;
    };
    u.app.think_if_needed();
    u.perform_effects();
    u.render_all();
    u.save();
}

/// The rest of the start: the events, the first board, the first save (the save and the
/// computer's move wait for the tab lock's answer where it is awaited).
fn start(ui: &Shared) {
    let (Some(window), Some(body)) = (dom::host::window(), ui.borrow().doc.body()) else {
        return;
    };
    if let Err(e) = events::wire(&window, ui) {
        web_sys::console::error_1(&e);
        return;
    }
    if ui
        .borrow()
        .host
        .as_ref()
        .is_some_and(|h| h.target.is_some())
    {
        if let Err(e) = super::host::wire(&window, ui) {
            web_sys::console::error_1(&e);
            return;
        }
    }
    {
        let mut u = ui.borrow_mut();
        // A reload while the computer is to move: it thinks again.
        u.app.think_if_needed();
        u.perform_effects();
        u.render_all();
        u.save();
        // The host hears `ready` once the board is drawn (a game in the address's `pgn` is
        // announced once it is read).
        u.app.notify = u.host.as_ref().is_some_and(|h| h.target.is_some());
        if !u.app.opening_link {
            u.app.notify_ready();
        }
        u.perform_effects();
        // Then the height, watched by the extras module: for the host, or for the browser's
        // own frame sizing (`requestResize`), where there is one.
        let sizing = js_sys::Reflect::get(&window, &JsValue::from_str("requestResize"));
        if u.app.notify || sizing.is_ok_and(|f| f.is_function()) {
            u.tell_host("size", String::new());
        }
    }
    if let Some(perf) = window.performance() {
        let _ = js_sys::Reflect::set(
            &body.dataset(),
            &JsValue::from_str("boardDrawnAt"),
            &JsValue::from_f64(perf.now()),
        );
    }
    let _ = body.class_list().remove_1("booting");
}

/// Loads the page module `name` (`round/`), which starts itself; for the round screen.
pub fn start_module(name: &str) -> Result<(), JsValue> {
    let window = dom::host::window().ok_or_else(|| JsValue::from_str("no window"))?;
    let loader = js_sys::Reflect::get(&window, &JsValue::from_str("__rokadeModule"))?;
    let loader: js_sys::Function = loader.dyn_into()?;
    loader.call1(&JsValue::NULL, &JsValue::from_str(name))?;
    Ok(())
}
