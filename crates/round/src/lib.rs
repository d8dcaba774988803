//! Rokade's arbiter round-position screen (`?round=N`, also `#round=N`), a wasm app of its own.
//!
//! The game page (`web` crate) and this app share `index.html`; the game module reads the
//! address and, for a valid `round=1..99`, loads this app (`round-<hash>/round.js` and
//! `round_bg.wasm`, built by `scripts/build.mjs`) instead of drawing a game. So the
//! game page never downloads the round screen's code, and this app does not contain the game.
//!
//! * [`logic`]: the pure part (address, event memory, drawing a number, what is shown),
//!   unit-tested natively.
//! * [`texts`]: the screen's texts in the four languages.
//! * [`page`]: the thin DOM layer.
//!
//! Shared with the game through the library crates, not through the game page's own crate:
//! `ui` (the address reader, languages and piece names, the board's draw commands) and `dom`
//! (the canvas painter, the window, random bytes, the browser's language).

#![warn(missing_docs)]

pub mod logic;
pub mod page;
pub mod texts;

use wasm_bindgen::prelude::*;

/// Entry point called by the wasm-bindgen glue once the module is instantiated.
#[wasm_bindgen(start)]
pub fn start() -> Result<(), JsValue> {
    let window = dom::host::window().ok_or_else(|| JsValue::from_str("no window"))?;
    let doc = window
        .document()
        .ok_or_else(|| JsValue::from_str("no document"))?;
    let loc = window.location();
    let address = ui::address::Address::read(
        &loc.search().unwrap_or_default(),
        &loc.hash().unwrap_or_default(),
    );
    page::run(&window, &doc, &address)
}
