//! Rokade's game page: the thin web-sys layer over the `ui` crate, where the state record,
//! the board's draw commands, the texts and the codecs are plain Rust tested natively.
//!
//! The browser layer: [`page`] (binds DOM events to the state's transitions, performs their
//! effects and draws), [`canvas`] (executes draw commands on a 2D canvas), [`host`] (window,
//! random bytes).
//!
//! The arbiter's round-position screen (`?round=N`) is a separate app, the `round` crate: it
//! uses this crate as a library (canvas, window, browser language), and the game module loads
//! it instead of drawing a game, so the game page's wasm carries none of it.
//!
//! Cargo feature `app` (default): the game page's entry point [`start`]. A crate that uses
//! this one as a library in its own wasm app turns it off (`default-features = false`), so
//! that app does not get a second `#[wasm_bindgen(start)]` function.

pub mod canvas;
pub mod host;
pub mod page;

#[cfg(feature = "app")]
use wasm_bindgen::prelude::*;

/// Entry point of the game page, called by the wasm-bindgen glue once the module is
/// instantiated (feature `app`). For a valid `round=` in the address it starts the round app
/// (`round/`) instead, which draws the arbiter's round screen.
#[cfg(feature = "app")]
#[wasm_bindgen(start)]
pub fn start() -> Result<(), JsValue> {
    let window = crate::host::window().ok_or_else(|| JsValue::from_str("no window"))?;
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
        return page::start_module("round");
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
