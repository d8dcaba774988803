//! The host page's side of an embed with `parent=` (decisions in [`ui::host`] and
//! `ui::state::host`), kept light: the messages the state asked for are queued (each as its
//! name and the saved game right after the transition) and handed in order to the extras
//! module, loaded right after the first board, which writes and posts them and hears the
//! host's commands ([`protocol::modules::extras::HOST_TELL`]); a command comes back as a
//! `rokade-host` event and is an ordinary transition here ([`on_command`]). The module also
//! watches the content's height, for the host and for the browser's own frame sizing.

use wasm_bindgen::prelude::*;
use web_sys::{Event, Window};

use super::extras::{call, State};
use super::Ui;
use protocol::modules::extras;
use ui::host::Command;
use ui::state::Module;

/// The parent window (the page is in a frame), and what is on its way to it.
pub struct Host {
    /// `parent=` (normalised), where the messages go; none without it, when only the
    /// browser's own frame sizing hears the height.
    pub target: Option<String>,
    /// The embed's `id` (or `""`).
    pub id: String,
    /// Messages not handed over yet: their name and the saved game.
    pub outbox: Vec<(&'static str, String)>,
}

impl Ui {
    /// Queues a message (`kind` with `data`; `size`: none, the extras module only starts
    /// watching the height), then hands over what can be.
    pub fn tell_host(&mut self, kind: &'static str, data: String) {
        if let Some(h) = self.host.as_mut() {
            h.outbox.push((kind, data));
        }
        self.flush_host();
    }

    /// Hands the queued messages to the extras module in order (loading it first).
    pub fn flush_host(&mut self) {
        let Some(h) = self.host.as_mut() else {
            return;
        };
        match &self.extras.state {
            State::Ready(m) => {
                let target = h.target.as_deref().unwrap_or_default();
                for (kind, data) in h.outbox.drain(..) {
                    call(m, extras::HOST_TELL, &[target, &h.id, kind, &data]);
                }
            }
            // Without the module nothing can be told.
            State::Failed => h.outbox.clear(),
            _ if !h.outbox.is_empty() => self.load(Module::Extras),
            _ => {}
        }
    }
}

/// A host's command, handed back by the extras module (`rokade-host`, `detail`: its code).
pub fn on_command(u: &mut Ui, ev: &Event) -> bool {
    let code = js_sys::Reflect::get(ev, &JsValue::from_str("detail"))
        .ok()
        .and_then(|d| d.as_f64());
    match code.and_then(Command::from_code) {
        Some(c) => u.app.host_command(c),
        None => false,
    }
}

/// Starts hearing the host's commands as the extras module hands them back.
pub fn wire(window: &Window, ui: &super::Shared) -> Result<(), JsValue> {
    super::events::listen(window, "rokade-host", ui, on_command)
}
