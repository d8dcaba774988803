//! Rokade's game page, a wasm app (a leaf: no crate depends on it): the thin web-sys layer
//! [`page`] binds DOM events to the state record's transitions (crate `ui`, plain Rust tested
//! natively), performs the effects they ask for and draws; the canvas and the window come
//! from the `dom` crate.
//!
//! The arbiter's round-position screen (`?round=N`) and the lazy modules (`extras`,
//! `messages`, the engine's `worker`) are apps of their own, loaded by `boot.js` when needed,
//! so the game page's wasm carries none of them.

pub mod page;

use wasm_bindgen::prelude::*;

/// Entry point of the game page, called by the wasm-bindgen glue once the module is
/// instantiated. For a valid `round=` in the address it starts the round app
/// (`round/`) instead, which draws the arbiter's round screen.
#[wasm_bindgen(start)]
pub fn start() -> Result<(), JsValue> {
    let window = dom::host::window().ok_or_else(|| JsValue::from_str("no window"))?;
    let doc = window
        .document()
        .ok_or_else(|| JsValue::from_str("no document"))?;
    let loc = window.location();
    let search = loc.search().unwrap_or_default();
    let hash = loc.hash().unwrap_or_default();
    let address = ui::address::Address::read(&search, &hash);
    if address.get("round").is_some() {
        // (A bad round number too: the round screen says what is wrong with it.)
        // The arbiter's round screen is its own app (crates/round): load it instead.
        return page::start_module(protocol::modules::ROUND);
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
