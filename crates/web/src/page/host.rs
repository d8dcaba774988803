//! The host page's side of an embed with `parent=` (decisions in [`ui::host`] and
//! `ui::state::host`): the messages the state asked for are posted to the parent window, in
//! order (the ones that carry the PGN wait for the page's second module, which writes it, and
//! so do the ones behind them); the host's commands are read from `message` events.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Event, MessageEvent, Window};

use super::extras::{call, State};
use super::Ui;
use protocol::modules::extras;
use ui::host::{Command, Event as Told, Height, SpValue, Target};
use ui::state::Module;

/// The parent window (the page is in a frame), and what is on its way to it.
pub struct Host {
    /// Where the messages go, and whose commands are taken (`parent=`); none without it, when
    /// only the browser's own frame sizing hears the height.
    pub target: Option<Target>,
    /// The embed's `id` (or `""`).
    pub id: String,
    /// The parent window.
    pub parent: Window,
    /// Messages not posted yet (with the saved game for those that carry the PGN).
    pub outbox: Vec<(Told, String)>,
    /// The height last told.
    pub height: Height,
}

impl Host {
    /// The host of this page when it is in a frame; `target`: the address's `parent`.
    pub fn of(window: &Window, target: Option<Target>, id: Option<String>) -> Option<Host> {
        let parent = window.parent().ok().flatten()?;
        if js_sys::Object::is(&parent, window) {
            return None;
        }
        Some(Host {
            target,
            id: id.unwrap_or_default(),
            parent,
            outbox: Vec::new(),
            height: Height::default(),
        })
    }
}

impl Ui {
    /// Queues a message the state asked for, then posts what can be posted.
    pub fn tell_host(&mut self, event: Told) {
        let saved = if event.wants_pgn() {
            ui::persist::encode(&self.app.to_saved())
        } else {
            String::new()
        };
        if let Some(h) = self.host.as_mut().filter(|h| h.target.is_some()) {
            h.outbox.push((event, saved));
        }
        self.flush_host();
    }

    /// Posts the queued messages in order; one that needs the PGN waits for the second
    /// module (loading it), and the rest wait behind it.
    pub fn flush_host(&mut self) {
        let module = match &self.extras.state {
            State::Ready(m) => Some(Some(m.clone())),
            State::Failed => Some(None),
            _ => None,
        };
        let Some(h) = self.host.as_mut() else {
            return;
        };
        let Some(target) = h.target.clone() else {
            return;
        };
        let mut sent = 0;
        for (event, saved) in &h.outbox {
            let pgn = if event.wants_pgn() {
                match &module {
                    Some(Some(m)) => call(m, extras::PGN_EXPORT, &[saved]).as_string(),
                    // Without the module the message still goes, with an empty PGN.
                    Some(None) => None,
                    None => break,
                }
            } else {
                None
            };
            let json = event.to_json(&h.id, pgn.as_deref().unwrap_or_default());
            if let Ok(message) = js_sys::JSON::parse(&json) {
                let _ = h.parent.post_message(&message, target.post_origin());
            }
            sent += 1;
        }
        h.outbox.drain(..sent);
        if !h.outbox.is_empty() {
            self.load(Module::Extras);
        }
    }

    /// After a draw: the content's height, told when it changed; and the browser's own frame
    /// sizing asked to measure again (`requestResize`, where there is one).
    pub fn measure_height(&mut self) {
        let Some(h) = &mut self.host else {
            return;
        };
        let px = self
            .doc
            .document_element()
            .map_or(0.0, |e| f64::from(e.scroll_height()));
        if let Some(e) = h.height.measured(px) {
            // Chromium's script-free frame sizing (`<meta name="responsive-embedded-sizing">`
            // in index.html, `frame-sizing` on the host's iframe) measures again on request.
            let window = self.doc.default_view();
            let resize = window
                .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str("requestResize")).ok())
                .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
            if let (Some(f), Some(w)) = (resize, self.doc.default_view()) {
                let _ = f.call0(&w);
            }
            if self.app.notify {
                self.tell_host(e);
            }
        }
    }
}

/// A `message` event: a command when it comes from the parent window of the `parent=`
/// origin and reads as one; anything else is ignored without a trace.
pub fn on_message(u: &mut Ui, ev: &Event) -> bool {
    let Some((h, target)) = u.host.as_ref().and_then(|h| Some((h, h.target.as_ref()?))) else {
        return false;
    };
    let ev: &MessageEvent = ev.unchecked_ref();
    let from_parent = ev
        .source()
        .is_some_and(|s| js_sys::Object::is(&s, &h.parent));
    if !target.accepts(&ev.origin(), from_parent) {
        return false;
    }
    let data = ev.data();
    let field = |name: &str| js_sys::Reflect::get(&data, &JsValue::from_str(name)).ok();
    let text = |name: &str| field(name).and_then(|v| v.as_string());
    let sp = match field("sp") {
        None => SpValue::Other,
        Some(v) if v.is_undefined() || v.is_null() => SpValue::Absent,
        Some(v) => match (v.as_f64(), v.as_string()) {
            (Some(n), _) => SpValue::Number(n),
            (_, Some(s)) => SpValue::Text(s),
            _ => SpValue::Other,
        },
    };
    let target = text("target");
    let kind = text("type");
    match Command::read(target.as_deref(), kind.as_deref(), sp) {
        Some(c) => u.app.host_command(c),
        None => false,
    }
}

/// Starts hearing the host page's commands.
pub fn wire(window: &Window, ui: &super::Shared) -> Result<(), JsValue> {
    super::events::listen(window, "message", ui, on_message)
}
