//! Rokade web front end.
//!
//! * [`render`]: pure board model ([`render::BoardView`]) -> draw commands ([`render::DrawCmd`]).
//! * [`pieces`]: the vector piece set (SVG path data).
//! * [`canvas`]: executes draw commands on a `CanvasRenderingContext2d`.
//! * [`demo`]: the temporary start-up entry point that shows a fixed board until the game UI exists.

pub mod app;
pub mod canvas;
pub mod demo;
pub mod i18n;
pub mod params;
pub mod persist;
pub mod pieces;
pub mod render;
pub mod state;

use wasm_bindgen::prelude::*;

/// Entry point called by the wasm-bindgen glue once the module is instantiated.
#[wasm_bindgen(start)]
pub fn start() -> Result<(), JsValue> {
    let query = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    if query.contains("demo=") {
        demo::run()
    } else {
        app::run()
    }
}
