//! The computer opponent's Web Worker, run by the messages module (`crates/messages`, loaded
//! only for a game against the computer): the page asks it to start the worker, passes it each
//! question as a line, and hears each answer as a line, so the page's own wasm has no worker
//! or serde bindings. The worker's files are `engine/worker.js` and the engine wasm beside the
//! page.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::extras::{Job, Module};
use super::{Shared, Ui};
use protocol::modules::messages;
use protocol::{FromWorker, SearchRequest};

/// The worker script, relative to the page.
pub const WORKER_URL: &str = "engine/worker.js";

/// What the page does with a line from the worker (through the messages module).
fn heard(ui: &Shared, line: &str) {
    let Ok(mut u) = ui.try_borrow_mut() else {
        return;
    };
    u.app.now = js_sys::Date::now();
    u.app.random = super::random_u64();
    let changed = match FromWorker::from_line(line) {
        Some(FromWorker::Answer(a)) => u.app.on_answer(&a),
        Some(FromWorker::Progress(_)) => false,
        Some(FromWorker::Failed { .. }) | None => {
            // The worker is started afresh for the next question.
            u.worker = false;
            u.app.computer_failed();
            true
        }
    };
    if changed {
        u.perform_effects();
        u.render_all();
        u.save();
    }
}

impl Ui {
    /// Sends a question to the worker, starting it first if needed.
    pub fn think(&mut self, request: &SearchRequest) {
        self.start_worker();
        self.with_module(Job::Think(request.to_line()));
    }

    /// In a game against the computer, its worker and the messages module are made ready
    /// before it is asked anything, so loading them never happens while it thinks.
    pub fn prepare_computer(&mut self) {
        if self.app.computer.is_some() && !self.app.elsewhere {
            self.start_worker();
        }
    }

    /// Has the messages module start the worker (once it is loaded), unless that is done.
    fn start_worker(&mut self) {
        if !self.worker {
            self.worker = true;
            self.with_module(Job::StartWorker);
        }
    }

    /// Runs [`Job::StartWorker`] with the messages module's exports.
    pub fn start_worker_now(&mut self, module: &JsValue) {
        let weak = self.me.clone();
        let on_line = Closure::<dyn FnMut(String)>::new(move |line: String| {
            if let Some(ui) = weak.upgrade() {
                heard(&ui, &line);
            }
        });
        let started = js_sys::Reflect::get(module, &JsValue::from_str(messages::START_WORKER))
            .ok()
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
            .and_then(|f| {
                f.call2(
                    &JsValue::NULL,
                    &JsValue::from_str(WORKER_URL),
                    on_line.as_ref(),
                )
                .ok()
            })
            .is_some_and(|r| r.is_truthy());
        on_line.forget();
        if !started {
            self.worker = false;
            self.app.computer_failed();
        }
    }

    /// Ends the worker's search: the worker is stopped and started afresh next time.
    pub fn stop_thinking(&mut self) {
        if self.worker {
            self.worker = false;
            if let Some(m) = self.ready(Module::Messages) {
                super::extras::call(&m, messages::STOP_WORKER, &[]);
            }
        }
    }
}
