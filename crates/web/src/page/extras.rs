//! The page's second module (`crates/extras`, built into `extras/`): loaded on first need
//! through `window.__rokadeExtras()` (defined in `boot.js`, since only JavaScript can
//! `import()`), then called by name with text arguments. What waits for it is queued.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::{Shared, Ui};
use crate::message::Detail;

/// Where the second module is.
#[derive(Clone, Debug, Default)]
pub enum Extras {
    /// Not asked for yet.
    #[default]
    Idle,
    /// On its way.
    Loading,
    /// Loaded: its exports.
    Ready(JsValue),
    /// Could not be loaded (offline, blocked): the page goes on without it.
    Failed,
}

/// Something that needs the second module.
#[derive(Clone, Debug, PartialEq)]
pub enum Job {
    /// Read a PGN and start it (`App::pgn_read`).
    ImportPgn(String),
    /// Copy the PGN.
    CopyPgn,
    /// Download the PGN under this name.
    DownloadPgn(String),
    /// Post this question (as a line) to the computer's worker.
    Think(String),
}

impl Ui {
    /// Does `job` now if the module is there, else queues it and loads the module.
    pub fn with_extras(&mut self, job: Job) {
        match &self.extras {
            Extras::Ready(m) => {
                let m = m.clone();
                self.run_job(&m, job);
            }
            Extras::Failed => {
                if matches!(job, Job::Think(_)) {
                    self.app.computer_failed();
                } else {
                    self.app.say(true, crate::message::Msg::ExtrasFailed);
                }
            }
            _ => {
                self.jobs.push(job);
                self.load_extras();
            }
        }
    }

    /// Starts loading the module (once).
    pub fn load_extras(&mut self) {
        if !matches!(self.extras, Extras::Idle) {
            return;
        }
        self.extras = Extras::Loading;
        let loader = web_sys::window()
            .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str("__rokadeExtras")).ok())
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
        let promise = loader
            .and_then(|f| f.call0(&JsValue::NULL).ok())
            .and_then(|p| p.dyn_into::<js_sys::Promise>().ok());
        let Some(promise) = promise else {
            self.extras = Extras::Failed;
            return;
        };
        let weak = self.me.clone();
        let done = Closure::once(move |module: JsValue| {
            if let Some(ui) = weak.upgrade() {
                loaded(&ui, Extras::Ready(module));
            }
        });
        let weak = self.me.clone();
        let failed = Closure::once(move |_: JsValue| {
            if let Some(ui) = weak.upgrade() {
                loaded(&ui, Extras::Failed);
            }
        });
        let _ = promise.then2(&done, &failed);
        done.forget();
        failed.forget();
    }

    /// Calls the module's function `name` with text arguments.
    fn call(module: &JsValue, name: &str, args: &[&str]) -> JsValue {
        let Some(f) = js_sys::Reflect::get(module, &JsValue::from_str(name))
            .ok()
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        else {
            return JsValue::UNDEFINED;
        };
        let list = js_sys::Array::new();
        for a in args {
            list.push(&JsValue::from_str(a));
        }
        f.apply(&JsValue::NULL, &list).unwrap_or(JsValue::UNDEFINED)
    }

    /// Text from the module's function `name`.
    fn call_text(module: &JsValue, name: &str, args: &[&str]) -> String {
        Self::call(module, name, args)
            .as_string()
            .unwrap_or_default()
    }

    fn run_job(&mut self, module: &JsValue, job: Job) {
        match job {
            Job::ImportPgn(text) => {
                let out = Self::call_text(module, "pgn_import", &[&text, self.app.lang.code()]);
                let result = match out.split_once('\n') {
                    Some(("ok", saved)) => Ok(saved),
                    Some((_, why)) => Err(why),
                    None => Err(""),
                };
                self.app.pgn_read(result);
            }
            Job::CopyPgn => {
                let pgn = self.pgn_text(module);
                self.copy(&pgn);
            }
            Job::DownloadPgn(name) => {
                let pgn = self.pgn_text(module);
                let _ = super::download(&self.doc, &name, &pgn);
            }
            Job::Think(line) => {
                let msg = Self::call(module, "search_request", &[&line]);
                let sent = !msg.is_null()
                    && self
                        .worker
                        .as_ref()
                        .is_some_and(|w| w.post_message(&msg).is_ok());
                if !sent {
                    self.app.computer_failed();
                }
            }
        }
    }

    /// The game as PGN, written by the module.
    pub fn pgn_text(&self, module: &JsValue) -> String {
        let saved = crate::persist::encode(&self.app.to_saved());
        Self::call_text(module, "pgn_export", &[&saved])
    }

    /// The PGN for the PGN box, when the module is there (else it is loaded first).
    pub fn pgn_for_box(&mut self) -> Option<String> {
        match &self.extras {
            Extras::Ready(m) => {
                let m = m.clone();
                Some(self.pgn_text(&m))
            }
            _ => {
                self.load_extras();
                None
            }
        }
    }

    /// A worker message as a line, read by the module.
    pub fn worker_line(&self, message: &JsValue) -> Option<String> {
        match &self.extras {
            Extras::Ready(m) => {
                let f = js_sys::Reflect::get(m, &JsValue::from_str("worker_message")).ok()?;
                let f: js_sys::Function = f.dyn_into().ok()?;
                f.call1(&JsValue::NULL, message).ok()?.as_string()
            }
            _ => None,
        }
    }

    /// The full sentence for a message's detail, when the module is there (else it is
    /// loaded, and the page is drawn again once it is).
    pub fn detail_text(&mut self, detail: &Detail) -> Option<String> {
        let lang = self.app.lang.code();
        match &self.extras {
            Extras::Ready(m) => Some(match detail {
                Detail::Fen(fen) => Self::call_text(m, "fen_error", &[fen, lang]),
                Detail::Move(fen, text) => Self::call_text(m, "move_error", &[fen, text, lang]),
            }),
            _ => {
                self.load_extras();
                None
            }
        }
    }
}

/// The module arrived (or failed): run what waited, draw again.
fn loaded(ui: &Shared, state: Extras) {
    let Ok(mut u) = ui.try_borrow_mut() else {
        return;
    };
    u.extras = state;
    u.app.now = js_sys::Date::now();
    for job in std::mem::take(&mut u.jobs) {
        u.with_extras(job);
    }
    u.perform_effects();
    u.render_all();
    u.save();
}
