//! Rokade's game viewer (`?view=1&pgn=…`, also in the fragment), a wasm app of its own: a
//! finished game, or a round's games with a chooser, read-only.
//!
//! `boot.js` starts this app instead of the game for such an address (`viewer-<hash>/`, built
//! by `scripts/build.mjs`), so the game page never carries the viewer's code and the viewer
//! does not run the game's. Everything it decides is in `ui::viewer` (tested natively); this
//! crate only builds the elements, binds the events, draws the board with `dom::canvas` and
//! says what changed.

#![warn(missing_docs)]

pub mod page;

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
