//! Rokade's user interface as plain Rust, without a browser: everything the game page, the
//! extras module and the round screen decide, tested natively (`tests/`). No web-sys, no
//! wasm-bindgen: the browser layers (`crates/dom`, the apps) call these functions and perform
//! what they return.
//!
//! * [`state`]: the one state record of the page and what every user input does to it.
//! * [`render`]: board model ([`render::BoardView`]) -> draw commands ([`render::DrawCmd`]);
//!   [`pieces`]: our vector piece set (SVG path data); [`figurines`]: the move list's figurines.
//! * [`address`]: the page address (query and fragment), read once; [`percent`]: its codec.
//! * [`persist`], [`storage_key`]: the saved game and its storage keys, the tab lock.
//! * [`clock`]: the chess clock and time controls; [`opponent`]: who a game is against.
//! * [`lang`], [`i18n`], [`text_table`], [`loaded_texts`]: languages and translated texts.
//! * [`message`], [`notation`], [`speech`]: messages, moves in the player's language, the game
//!   in words.
//! * [`embed`]: the embed snippet; [`text`]: numbers as text without `format!`.
//!
//! The modules form a one-way graph: the codecs and texts at the bottom, [`state`] above
//! them (nothing below imports it).

#![forbid(unsafe_code)]

pub mod address;
pub mod annotations;
pub mod clock;
pub mod embed;
pub mod evening_board;
pub mod figurines;
pub mod game_link;
pub mod host;
pub mod i18n;
pub mod lang;
pub mod loaded_texts;
pub mod message;
pub mod notation;
pub mod opponent;
pub mod percent;
pub mod persist;
pub mod pieces;
pub mod render;
pub mod speech;
pub mod state;
pub mod storage_key;
pub mod text;
pub mod text_table;
pub mod viewer;
