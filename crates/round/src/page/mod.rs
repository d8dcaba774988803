//! The arbiter's round-position screen (`?round=N`), DOM part: draws or shows a start position
//! large enough for a whole room to read from a projector, keeps the event's list in
//! `localStorage`, and prints one A4 page per board. Logic lives in [`crate::logic`].
//!
//! The page reuses `index.html` (the game module starts this app instead of a game): it puts
//! the class `round` on `<body>` (www/round.css hides the game's static markup and styles only
//! what is under `body.round`) and adds its own markup, `src/screen.html` (`elements.rs`),
//! parsed once into a `<template>` and cloned into the page; `data-k` there names a text of
//! [`crate::texts`]. The print pages are made when the browser is about to print
//! (`beforeprint`) and taken away afterwards, not on every render (`show.rs`); `events.rs` binds
//! the controls. Text is only ever set with `set_text_content`; no inline styles (strict CSP).

mod elements;
mod events;
mod show;

use elements::{build, Els};
use events::wire;

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Storage};

use crate::logic::{self as round, Entry, Problem, Query};
use crate::texts::Key;
use ui::i18n::Lang;

struct Page {
    q: Query,
    lang: Lang,
    list: Vec<Entry>,
    notice: Option<Key>,
    /// What was wrong with the address, said until the first change.
    problems: Vec<Problem>,
    storage: Option<Storage>,
    doc: Document,
    e: Els,
}

type Shared = Rc<RefCell<Page>>;

fn err(msg: &str) -> JsValue {
    JsValue::from_str(msg)
}

fn random_u64() -> u64 {
    dom::host::random_u64()
}

impl Page {
    fn key(&self) -> String {
        round::storage_key(&self.q.event)
    }

    /// Reads the list of the current event; damaged data is kept under `<key>.corrupt`.
    fn load_event(&mut self) {
        let key = self.key();
        let raw = self
            .storage
            .as_ref()
            .and_then(|s| s.get_item(&key).ok().flatten())
            .unwrap_or_default();
        let (list, damaged) = round::decode(&raw);
        self.list = list;
        if damaged {
            if let Some(s) = &self.storage {
                let _ = s.set_item(&(key + ".corrupt"), &raw);
            }
            self.save();
            self.notice = Some(Key::Damaged);
        }
    }

    fn save(&mut self) {
        let ok = self
            .storage
            .as_ref()
            .is_some_and(|s| s.set_item(&self.key(), &round::encode(&self.list)).is_ok());
        if !ok {
            self.notice = Some(Key::NoStorage);
        }
    }

    /// A new message replaces the old ones (the address's too).
    fn clear_notice(&mut self) {
        self.notice = None;
        self.problems.clear();
    }

    /// Says `key` (in place of every earlier message, the address's too).
    fn say(&mut self, key: Key) {
        self.clear_notice();
        self.notice = Some(key);
    }

    /// Gives the current round start position `n`.
    fn set_sp(&mut self, n: u32) {
        self.clear_notice();
        self.q.sp = Some(n);
        round::record(&mut self.list, self.q.round, n);
        self.save();
    }

    fn draw(&mut self) {
        let used = if self.q.no_repeat {
            round::used_elsewhere(&self.list, self.q.round)
        } else {
            Vec::new()
        };
        match round::pick(random_u64(), &used, self.q.no518) {
            Some(n) => self.set_sp(n),
            None => self.say(Key::AllUsed),
        }
    }

    /// After the round or the event changed: show what that round already has, if anything.
    fn recall(&mut self) {
        self.clear_notice();
        self.load_event();
        self.q.sp = round::lookup(&self.list, self.q.round);
    }
}

/// Starts the round screen.
pub fn run(
    window: &web_sys::Window,
    doc: &Document,
    address: &ui::address::Address,
) -> Result<(), JsValue> {
    let mut q = round::query(address);
    let lang = q.lang.unwrap_or_else(|| dom::host::browser_lang(window));
    let problems = std::mem::take(&mut q.problems);
    let mut page = Page {
        q,
        lang,
        list: Vec::new(),
        notice: None,
        problems: Vec::new(),
        storage: window.local_storage().ok().flatten(),
        doc: doc.clone(),
        e: build(doc)?,
    };
    page.load_event();
    match page.q.sp {
        Some(n) => page.set_sp(n),
        None => match round::lookup(&page.list, page.q.round) {
            Some(n) => page.q.sp = Some(n),
            None => page.draw(),
        },
    }
    // What was wrong with the address is said, not silently replaced (after the start's own
    // changes, which would clear it).
    page.problems = problems;
    page.render();
    let page = Rc::new(RefCell::new(page));
    wire(&page)?;
    // The round screen's stylesheet is loaded only here, so the game page does not pay for
    // it; the diagrams are repainted at their final size once it has arrived.
    let link = doc.create_element("link")?;
    link.set_attribute("rel", "stylesheet")?;
    link.set_attribute("href", "round.css")?;
    let p = page.clone();
    let ready = Closure::<dyn FnMut()>::new(move || {
        let p = p.borrow();
        p.paint();
        if let Some(body) = p.doc.body() {
            let _ = body.set_attribute("data-round-ready", "1");
        }
    });
    link.add_event_listener_with_callback("load", ready.as_ref().unchecked_ref())?;
    link.add_event_listener_with_callback("error", ready.as_ref().unchecked_ref())?;
    ready.forget();
    doc.query_selector("head")?
        .ok_or_else(|| err("no head"))?
        .append_child(&link)?;
    Ok(())
}
