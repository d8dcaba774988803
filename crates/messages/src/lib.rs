//! The page's module for the computer opponent's messages: it turns the page's question into
//! the typed [`SearchRequest`] the worker reads, and the worker's typed [`FromWorker`] answers
//! back, both passed with serde-wasm-bindgen. Small and loaded only when a game against the
//! computer begins, so that neither the normal page nor the moment the computer thinks pays
//! for serde. Between this module and the page the values travel as one line of text
//! ([`SearchRequest::to_line`], [`FromWorker::to_line`]).
#![forbid(unsafe_code)]
#![warn(missing_docs)]

use protocol::{FromWorker, SearchRequest};
use wasm_bindgen::prelude::*;

/// The worker message for a question the page wrote as a line (`null` if the line is not one).
#[wasm_bindgen]
pub fn search_request(line: &str) -> JsValue {
    SearchRequest::from_line(line)
        .and_then(|r| serde_wasm_bindgen::to_value(&r).ok())
        .unwrap_or(JsValue::NULL)
}

/// A worker message as a line for the page (empty if it is not a [`FromWorker`]).
#[wasm_bindgen]
pub fn worker_message(message: JsValue) -> String {
    serde_wasm_bindgen::from_value::<FromWorker>(message)
        .map(|m| m.to_line())
        .unwrap_or_default()
}
