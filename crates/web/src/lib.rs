//! Rokade web front end: the browser game over the `rules` crate.
//!
//! Plain Rust, tested natively:
//! * [`state`]: the one state record of the page and what every user action does to it.
//! * [`render`]: board model ([`render::BoardView`]) -> draw commands ([`render::DrawCmd`]).
//! * [`pieces`]: our vector piece set (SVG path data).
//! * [`clock`], [`params`], [`persist`], [`i18n`], [`embed`]: chess clock, URL parameters,
//!   saved state, translations, the embed snippet.
//! * [`round`]: the arbiter's round-position screen logic.
//!
//! The thin browser layer: [`app`] (game page), [`round_page`] (`?round=N`), [`canvas`]
//! (executes draw commands on a 2D canvas).

pub mod app;
pub mod canvas;
pub mod clock;
pub mod embed;
pub mod error_text;
pub mod i18n;
pub mod params;
pub mod persist;
pub mod pieces;
pub mod render;
pub mod round;
pub mod round_i18n;
pub mod round_page;
pub mod state;

use wasm_bindgen::prelude::*;

/// Entry point called by the wasm-bindgen glue once the module is instantiated.
#[wasm_bindgen(start)]
pub fn start() -> Result<(), JsValue> {
    let query = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    if params::parse_query(&query).round.is_some() {
        round_page::run()
    } else {
        app::run()
    }
}
