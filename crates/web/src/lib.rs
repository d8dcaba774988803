//! Rokade web front end: the browser game over the `rules` crate.
//!
//! Plain Rust, tested natively:
//! * [`state`]: the one state record of the page and what every user input does to it.
//! * [`render`]: board model ([`render::BoardView`]) -> draw commands ([`render::DrawCmd`]).
//! * [`pieces`]: our vector piece set (SVG path data).
//! * [`address`]: the page address (query and fragment), read once.
//! * [`clock`], [`persist`], [`storage_key`], [`i18n`], [`message`], [`error_text`],
//!   [`notation`], [`embed`], [`text`]: chess clock, saved state, storage keys and the tab
//!   lock, translations, messages, moves in the player's language, the embed snippet, numbers.
//! * [`round`]: the arbiter's round-position screen logic.
//!
//! The thin browser layer: [`page`] (game page), [`round_page`] (`?round=N`), [`canvas`]
//! (executes draw commands on a 2D canvas).

pub mod address;
pub mod canvas;
pub mod clock;
pub mod embed;
pub mod error_text;
pub mod figurines;
pub mod i18n;
pub mod message;
pub mod notation;
pub mod page;
pub mod persist;
pub mod pieces;
pub mod render;
pub mod round;
pub mod round_page;
pub mod speech;
pub mod state;
pub mod storage_key;
pub mod text;

use wasm_bindgen::prelude::*;

/// Entry point called by the wasm-bindgen glue once the module is instantiated.
#[wasm_bindgen(start)]
pub fn start() -> Result<(), JsValue> {
    let window = web_sys::window().ok_or_else(|| JsValue::from_str("no window"))?;
    let doc = window
        .document()
        .ok_or_else(|| JsValue::from_str("no document"))?;
    let loc = window.location();
    let search = loc.search().unwrap_or_default();
    let hash = loc.hash().unwrap_or_default();
    let address = address::Address::read(&search, &hash);
    if address.round().is_some() {
        return round_page::run(&window, &doc, &address);
    }
    // The text the saved game of an embed without `id` is keyed by (as before: the query,
    // then the fragment's parameters).
    let mut text = search.clone();
    if let Some(h) = hash.strip_prefix('#').filter(|h| !h.is_empty()) {
        text.push(if text.is_empty() { '?' } else { '&' });
        text.push_str(h);
    }
    page::run(&window, &doc, &address, &text)
}

/// The wasm's allocator: talc, much smaller than the default dlmalloc (native builds keep the
/// system allocator). Single-threaded wasm only, which is what the page is.
#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
