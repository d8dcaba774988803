//! The page's modules loaded on first need: `extras/` (PGN import and export, the error
//! sentences, the move field's SAN reader; `crates/extras`) and `messages/` (the computer's
//! worker and its typed messages; `crates/messages`). `boot.js` defines
//! `window.__rokadeModule(name)`, since only JavaScript can `import()`; the page then calls a
//! module's functions by name with text arguments (the names: [`protocol::modules`]). What
//! waits for a module is queued.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::{Shared, Ui};
use protocol::modules::{extras, messages};
use ui::message::Detail;

/// Where a module is.
#[derive(Clone, Debug, Default)]
pub enum State {
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

pub use ui::state::Module;

/// A module and what waits for it.
#[derive(Clone, Debug, Default)]
pub struct Lazy {
    /// Where it is.
    pub state: State,
    /// What waits for it.
    pub jobs: Vec<Job>,
}

/// Something that needs a module.
#[derive(Clone, Debug, PartialEq)]
pub enum Job {
    /// Read a PGN and start it (`App::pgn_read`).
    ImportPgn(String),
    /// Copy the PGN.
    CopyPgn,
    /// Copy a link that carries the game.
    CopyLink,
    /// Copy this text for the copy button at this place (the module talks to the clipboard).
    Copy(String, ui::message::Place),
    /// Copy the embed dialog's snippet.
    CopyEmbed,
    /// Show the embed dialog's address in its preview frame.
    PreviewEmbed,
    /// Download the PGN under this name.
    DownloadPgn(String),
    /// Start the computer's worker.
    StartWorker,
    /// Post this question (as a line) to the computer's worker.
    Think(String),
    /// Read a typed move (`App::move_read`).
    ReadMove {
        /// The position, as FEN.
        fen: String,
        /// What was typed.
        text: String,
    },
}

impl Job {
    fn module(&self) -> Module {
        match self {
            Job::StartWorker | Job::Think(_) => Module::Messages,
            _ => Module::Extras,
        }
    }
}

/// Calls a module's function `name` with text arguments.
pub fn call(module: &JsValue, name: &str, args: &[&str]) -> JsValue {
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

/// Text from a module's function `name`.
fn call_text(module: &JsValue, name: &str, args: &[&str]) -> String {
    call(module, name, args).as_string().unwrap_or_default()
}

impl Ui {
    fn lazy(&mut self, m: Module) -> &mut Lazy {
        match m {
            Module::Extras => &mut self.extras,
            Module::Messages => &mut self.messages,
        }
    }

    pub fn ready(&self, m: Module) -> Option<JsValue> {
        let lazy = match m {
            Module::Extras => &self.extras,
            Module::Messages => &self.messages,
        };
        match &lazy.state {
            State::Ready(js) => Some(js.clone()),
            _ => None,
        }
    }

    /// Does `job` now if its module is there, else queues it and loads the module.
    pub fn with_module(&mut self, job: Job) {
        let m = job.module();
        match &self.lazy(m).state {
            State::Ready(js) => {
                let js = js.clone();
                self.run_job(&js, job);
            }
            State::Failed => self.app.module_failed(m),
            _ => {
                self.lazy(m).jobs.push(job);
                self.load(m);
            }
        }
    }

    /// Starts loading a module (once).
    pub fn load(&mut self, m: Module) {
        if !matches!(self.lazy(m).state, State::Idle) {
            return;
        }
        self.lazy(m).state = State::Loading;
        let loader = dom::host::window()
            .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str("__rokadeModule")).ok())
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
        let promise = loader
            .and_then(|f| f.call1(&JsValue::NULL, &JsValue::from_str(m.name())).ok())
            .and_then(|p| p.dyn_into::<js_sys::Promise>().ok());
        let Some(promise) = promise else {
            self.lazy(m).state = State::Failed;
            return;
        };
        let weak = self.me.clone();
        let done = Closure::once(move |module: JsValue| {
            if let Some(ui) = weak.upgrade() {
                loaded(&ui, m, State::Ready(module));
            }
        });
        let weak = self.me.clone();
        let failed = Closure::once(move |_: JsValue| {
            if let Some(ui) = weak.upgrade() {
                loaded(&ui, m, State::Failed);
            }
        });
        let _ = promise.then2(&done, &failed);
        done.forget();
        failed.forget();
    }

    fn run_job(&mut self, module: &JsValue, job: Job) {
        match job {
            Job::ImportPgn(text) => {
                let out = call_text(module, extras::PGN_IMPORT, &[&text, self.app.lang.code()]);
                // `ok`, or `ok <what was left out>`, then the game.
                let (result, skipped) = match out.split_once('\n') {
                    Some(("ok", saved)) => (Ok(saved), None),
                    Some((head, saved)) if head.starts_with("ok ") => (Ok(saved), head.get(3..)),
                    Some((_, why)) => (Err(why), None),
                    None => (Err(""), None),
                };
                self.app.pgn_read_noting(result, skipped);
            }
            Job::CopyPgn => {
                let pgn = self.pgn_text(module);
                self.copy_with(module, &pgn, ui::message::Place::Pgn);
            }
            Job::CopyLink => {
                let saved = ui::persist::encode(&self.app.to_saved());
                let chosen = if self.app.lang_chosen { "1" } else { "" };
                let link = call_text(module, extras::GAME_LINK, &[&saved, chosen]);
                self.copy_with(module, &link, ui::message::Place::Pgn);
            }
            Job::Copy(text, at) => self.copy_with(module, &text, at),
            Job::CopyEmbed => {
                let snippet = self.embed_text(module);
                self.copy_with(module, &snippet, ui::message::Place::Embed);
            }
            Job::PreviewEmbed => {
                let saved = ui::persist::encode(&self.app.to_saved());
                call(
                    module,
                    extras::PREVIEW_EMBED,
                    &[&saved, &self.app.embed_form.to_line()],
                );
            }
            Job::DownloadPgn(name) => {
                let saved = ui::persist::encode(&self.app.to_saved());
                call(module, extras::DOWNLOAD_PGN, &[&saved, &name]);
            }
            Job::ReadMove { fen, text } => {
                let answer = call_text(
                    module,
                    extras::READ_MOVE,
                    &[&fen, &text, self.app.lang.code()],
                );
                let answer = ui::notation::typed_answer_from_text(&answer);
                self.app.move_read(&fen, &text, answer);
            }
            Job::StartWorker => self.start_worker_now(module),
            Job::Think(line) => {
                if !call(module, messages::ASK, &[&line]).is_truthy() {
                    self.app.computer_failed();
                }
            }
        }
    }

    /// Copies `text` through the second module (which also selects it in its field when the
    /// browser refuses), then tells the state how it went (`App::copy_done`).
    fn copy_with(&self, module: &JsValue, text: &str, at: ui::message::Place) {
        use ui::message::Place;
        let field = match at {
            Place::Pgn => "pgn",
            Place::Embed => "embed-code",
            _ => "fen",
        };
        let lang = self.app.lang.code();
        let Ok(promise) =
            call(module, extras::COPY_TEXT, &[text, field, lang]).dyn_into::<js_sys::Promise>()
        else {
            return;
        };
        let weak = self.me.clone();
        let done = Closure::once(move |answer: JsValue| {
            let answer = answer.as_string().unwrap_or_default();
            super::copied(&weak, at, answer);
        });
        let _ = promise.then(&done);
        done.forget();
    }

    /// The embed dialog's snippet, written by the second module.
    fn embed_text(&self, module: &JsValue) -> String {
        let saved = ui::persist::encode(&self.app.to_saved());
        let form = self.app.embed_form.to_line();
        call_text(module, extras::EMBED, &[&saved, &form])
    }

    /// The snippet for the embed dialog, when the second module is there (else it is loaded
    /// first, and the page drawn again once it is).
    pub fn embed_for_box(&mut self) -> Option<String> {
        match self.ready(Module::Extras) {
            Some(m) => Some(self.embed_text(&m)),
            None => {
                self.load(Module::Extras);
                None
            }
        }
    }

    /// The game as PGN, written by the second module.
    fn pgn_text(&self, module: &JsValue) -> String {
        let saved = ui::persist::encode(&self.app.to_saved());
        call_text(module, extras::PGN_EXPORT, &[&saved])
    }

    /// The PGN for the PGN box, when the second module is there (else it is loaded first).
    pub fn pgn_for_box(&mut self) -> Option<String> {
        match self.ready(Module::Extras) {
            Some(m) => Some(self.pgn_text(&m)),
            None => {
                self.load(Module::Extras);
                None
            }
        }
    }

    /// The full sentence for a message's detail, when the second module is there (else it is
    /// loaded, and the page is drawn again once it is).
    pub fn detail_text(&mut self, detail: &Detail) -> Option<String> {
        let lang = self.app.lang.code();
        match self.ready(Module::Extras) {
            Some(m) => Some(match detail {
                Detail::Fen(fen) => call_text(&m, extras::FEN_ERROR, &[fen, lang]),
                Detail::Move(fen, text) => call_text(&m, extras::MOVE_ERROR, &[fen, text, lang]),
                Detail::Params(address) => call_text(&m, extras::PARAM_WARNINGS, &[address, lang]),
            }),
            None => {
                self.load(Module::Extras);
                None
            }
        }
    }
}

/// A module arrived (or failed): run what waited, draw again.
fn loaded(ui: &Shared, m: Module, state: State) {
    let Ok(mut u) = ui.try_borrow_mut() else {
        return;
    };
    u.lazy(m).state = state;
    u.app.now = js_sys::Date::now();
    for job in std::mem::take(&mut u.lazy(m).jobs) {
        u.with_module(job);
    }
    u.flush_host();
    u.perform_effects();
    u.render_all();
    u.save();
}
