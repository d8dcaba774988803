//! Rokade's shared browser helpers, used by the game page (`crates/web`) and the round screen
//! (`crates/round`), which are apps of their own: a library, never a wasm module by itself.
//!
//! * [`canvas`]: executes the board's draw commands ([`ui::render::DrawCmd`]) on a 2D canvas.
//! * [`host`]: the window, random bytes from the browser and the browser's language.
//!
//! Tested in a real browser: `tests/browser.rs` (wasm-bindgen-test in headless Chromium).

pub mod canvas;
pub mod host;
