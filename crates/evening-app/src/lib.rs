//! Rokade's club evening in the browser (`evening.html`): the arbiter's tool over the
//! [`evening`] core, a wasm app of its own that the game page never loads.
//!
//! Everything the page decides is a pure transition on one state record, natively tested:
//!
//! * [`ui`]: the [`ui::Ui`] record and its one transition, [`ui::Ui::handle`], with the
//!   desks that implement it ([`registration_desk`], [`pairing_desk`], [`result_desk`],
//!   [`trf_desk`]); [`action`] reads DOM events as actions; [`result_key`] says what a key
//!   typed on a board means.
//! * [`view`]: the page as a [`node::Node`] tree built from the record (render only reads).
//! * [`texts`], [`sentence`], [`error_text`]: the words, in Dutch, English, French, Danish.
//!
//! The `dom` module (wasm only) binds the events, performs the effects (storage, download,
//! file read, print, random bytes) and turns the tree into elements.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod action;
pub mod address;
pub mod error_text;
pub mod fields;
pub mod handover;
pub mod handover_desk;
pub mod lang;
pub mod notice;
pub mod number;
pub mod pairing_desk;
pub mod player_form;
pub mod registration_desk;
pub mod result_desk;
pub mod result_key;
pub mod screen;
pub mod sentence;
pub mod settings_form;
pub mod text_table;
pub mod texts;
pub mod trf_desk;
pub mod ui;
pub mod view;

pub mod node;

#[cfg(target_arch = "wasm32")]
mod dom;
