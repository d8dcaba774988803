//! The computer opponent's Web Worker: started on the first question (so the normal page
//! loads nothing for it), asked with typed [`protocol`] messages through serde-wasm-bindgen,
//! ended when its answer is no longer wanted. The worker's files are `engine/worker.js` and
//! the engine wasm beside the page.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

use super::{Shared, Ui};
use protocol::{FromWorker, SearchRequest};

/// Reads a worker message (through the messages module, which holds serde).
fn read(u: &Ui, data: &JsValue) -> Option<FromWorker> {
    FromWorker::from_line(&u.worker_line(data)?)
}

/// The worker script, relative to the page.
pub const WORKER_URL: &str = "engine/worker.js";

/// Starts the worker and routes its messages to the state.
fn start(ui: &Shared) -> Result<Worker, JsValue> {
    let opts = WorkerOptions::new();
    opts.set_type(WorkerType::Module);
    let worker = Worker::new_with_options(WORKER_URL, &opts)?;
    let weak = std::rc::Rc::downgrade(ui);
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
        let Some(ui) = weak.upgrade() else {
            return;
        };
        let Ok(mut u) = ui.try_borrow_mut() else {
            return;
        };
        u.app.now = js_sys::Date::now();
        u.app.random = super::random_u64();
        let changed = match read(&u, &ev.data()) {
            Some(FromWorker::Answer(a)) => u.app.on_answer(&a),
            Some(FromWorker::Progress(_)) => false,
            Some(FromWorker::Failed { .. }) | None => {
                u.app.computer_failed();
                true
            }
        };
        if changed {
            u.perform_effects();
            u.render_all();
            u.save();
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let weak = std::rc::Rc::downgrade(ui);
    let on_error = Closure::<dyn FnMut()>::new(move || {
        if let Some(ui) = weak.upgrade() {
            if let Ok(mut u) = ui.try_borrow_mut() {
                u.worker = None;
                u.app.computer_failed();
                u.render_all();
            }
        }
    });
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    on_error.forget();
    Ok(worker)
}

impl Ui {
    /// Sends a question to the worker, starting it first if needed.
    pub fn think(&mut self, request: &SearchRequest) {
        if self.worker.is_none() {
            let Some(ui) = self.me.upgrade() else {
                return;
            };
            match start(&ui) {
                Ok(w) => self.worker = Some(w),
                Err(_) => {
                    self.app.computer_failed();
                    return;
                }
            }
        }
        // The typed message is made by the messages module (serde-wasm-bindgen lives there).
        self.with_module(super::extras::Job::Think(request.to_line()));
    }

    /// In a game against the computer, its worker and the messages module are made ready
    /// before it is asked anything, so loading them never happens while it thinks.
    pub fn prepare_computer(&mut self) {
        if self.app.computer.is_none() || self.app.elsewhere {
            return;
        }
        self.load(super::extras::Module::Messages);
        if self.worker.is_none() {
            if let Some(ui) = self.me.upgrade() {
                match start(&ui) {
                    Ok(w) => self.worker = Some(w),
                    Err(_) => self.app.computer_failed(),
                }
            }
        }
    }

    /// Ends the worker's search: the worker is stopped and started afresh next time.
    pub fn stop_thinking(&mut self) {
        if let Some(w) = self.worker.take() {
            w.terminate();
        }
    }
}
