//! The page's module for the computer opponent: it starts and ends the engine's Web Worker,
//! turns the page's question into the typed [`SearchRequest`] the worker reads, and the
//! worker's typed [`FromWorker`] answers back, both passed with serde-wasm-bindgen. Small and
//! loaded only when a game against the computer begins, so that neither the normal page nor
//! the moment the computer thinks pays for serde or the worker's bindings. Between this module
//! and the page the values travel as one line of text ([`SearchRequest::to_line`],
//! [`FromWorker::to_line`]).
#![forbid(unsafe_code)]
#![warn(missing_docs)]

use std::cell::RefCell;

use protocol::{FromWorker, SearchRequest};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

thread_local! {
    /// The running worker.
    static WORKER: RefCell<Option<Worker>> = const { RefCell::new(None) };
}

/// What the page hears when the worker itself fails (it cannot load, or it crashed).
pub const WORKER_FAILED: &str = "f 0 the worker stopped";

/// Starts the worker at `url` (relative to the page) unless it runs, and gives each of its
/// messages to `on_line` as a line ([`FromWorker::to_line`]); when the worker fails,
/// [`WORKER_FAILED`], and it is ended. `false` if it cannot be started. The address `boot.js`
/// gives in `window.__rokadeWorker` (the same script in the `engine-<hash>/` folder, named by
/// the hash of its files, so a cached older engine is never run) is taken when there is one.
#[wasm_bindgen]
pub fn start_worker(url: &str, on_line: js_sys::Function) -> bool {
    if WORKER.with(|w| w.borrow().is_some()) {
        return true;
    }
    let versioned = js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("__rokadeWorker"))
        .ok()
        .and_then(|v| v.as_string());
    let url = versioned.as_deref().unwrap_or(url);
    let opts = WorkerOptions::new();
    opts.set_type(WorkerType::Module);
    let Ok(worker) = Worker::new_with_options(url, &opts) else {
        return false;
    };
    let say = on_line.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
        let line = worker_message(ev.data());
        let _ = say.call1(&JsValue::NULL, &JsValue::from_str(&line));
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let on_error = Closure::<dyn FnMut()>::new(move || {
        stop_worker();
        let _ = on_line.call1(&JsValue::NULL, &JsValue::from_str(WORKER_FAILED));
    });
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    on_error.forget();
    WORKER.with(|w| *w.borrow_mut() = Some(worker));
    true
}

/// Posts the question the page wrote as a line to the running worker. `false` if no worker
/// runs or the line is not a question.
#[wasm_bindgen]
pub fn ask(line: &str) -> bool {
    let message = search_request(line);
    !message.is_null()
        && WORKER.with(|w| {
            w.borrow()
                .as_ref()
                .is_some_and(|w| w.post_message(&message).is_ok())
        })
}

/// Ends the worker (its answer is no longer wanted); the next [`start_worker`] starts afresh.
#[wasm_bindgen]
pub fn stop_worker() {
    if let Some(w) = WORKER.with(|w| w.borrow_mut().take()) {
        w.terminate();
    }
}

/// The worker message for a question the page wrote as a line (`null` if the line is not one).
pub fn search_request(line: &str) -> JsValue {
    SearchRequest::from_line(line)
        .and_then(|r| serde_wasm_bindgen::to_value(&r).ok())
        .unwrap_or(JsValue::NULL)
}

/// A worker message as a line for the page (empty if it is not a [`FromWorker`]).
pub fn worker_message(message: JsValue) -> String {
    serde_wasm_bindgen::from_value::<FromWorker>(message)
        .map(|m| m.to_line())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    /// The page calls this module's functions by the names in `protocol::modules::messages`:
    /// exactly those are exported here, under their own names.
    #[test]
    fn exports_the_functions_the_page_calls() {
        let mut want = protocol::modules::messages::ALL;
        want.sort_unstable();
        assert_eq!(
            protocol::modules::exported_functions(include_str!("lib.rs")),
            want
        );
    }
}
