//! The host page's link (`parent=`, decisions in [`ui::host`]), here so the always-loaded
//! page stays light: the page queues the messages the state asked for (each as its name and
//! the saved game right after the transition) and hands them over in order; this module
//! writes each as JSON and posts it to the parent window, and from its first message on
//! hears the host's commands, which it hands back to the page as a `rokade-host` event on
//! the page's window (`detail`: [`Command::code`]), an ordinary state transition there. It
//! also watches the content's height for the host and the browser's own frame sizing.

use std::cell::RefCell;

use js_sys::{Function, Object, Reflect};
use ui::host::{Command, Height, SpValue, Target};
use ui::i18n::Lang;
use ui::persist;
use ui::state::App;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The link to the parent window, made on the first message.
struct Link {
    /// `parent=`, read (none: only the browser's own frame sizing hears the height).
    target: Option<Target>,
    /// The parent window.
    parent: JsValue,
    /// The height last told.
    height: Height,
}

thread_local! {
    static LINK: RefCell<Option<Link>> = const { RefCell::new(None) };
}

fn get(on: &JsValue, name: &str) -> JsValue {
    Reflect::get(on, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED)
}

fn method(on: &JsValue, name: &str) -> Option<Function> {
    get(on, name).dyn_into::<Function>().ok()
}

/// The message `kind` ([`ui::state::host::Told::name`]) for the game `data` (the page's
/// saved-game text right after the transition) as the JSON text the host hears; `None` when
/// it cannot be written (a saved game that does not read, an unknown name such as `size`).
pub fn message_json(kind: &str, data: &str, id: &str) -> Option<String> {
    let app = persist::decode(data)
        .and_then(|s| App::from_saved(&s, Lang::En))
        .ok()?;
    let event = app.told_event(kind)?;
    let pgn = if event.wants_pgn() {
        crate::pgn_export(data)
    } else {
        String::new()
    };
    Some(event.to_json(id, &pgn))
}

/// Posts the message `kind` with `data` to the parent window for the embed `id` (`size`:
/// none, the link only); on the first call the link is made from `parent` (the address's
/// `parent=`, or empty): from then on the content's height is watched (told to the host, and
/// the browser's own frame sizing asked to measure again) and, for one origin, the host's
/// commands are heard.
pub fn tell(parent: &str, id: &str, kind: &str, data: &str) {
    let linked = LINK.with(|l| l.borrow().is_some());
    if !linked && !link(parent, id) {
        return;
    }
    if let Some(json) = message_json(kind, data, id) {
        post(&json);
    }
}

/// Posts a message (JSON text) to the parent window, when `parent=` names one.
fn post(json: &str) {
    let Ok(message) = js_sys::JSON::parse(json) else {
        return;
    };
    LINK.with(|l| {
        if let Some(Link {
            target: Some(target),
            parent,
            ..
        }) = &*l.borrow()
        {
            if let Some(post) = method(parent, "postMessage") {
                let origin = JsValue::from_str(target.post_origin());
                let _ = post.call2(parent, &message, &origin);
            }
        }
    });
}

/// Makes the link to the parent window (`false` outside a frame).
fn link(parent: &str, id: &str) -> bool {
    let target = Target::read(parent);
    let window: JsValue = js_sys::global().into();
    let parent_window = get(&window, "parent");
    if parent_window.is_undefined() || Object::is(&parent_window, &window) {
        return false;
    }
    if matches!(target, Some(Target::Origin(_))) {
        let listener = Closure::<dyn FnMut(JsValue)>::new(on_message);
        if let Some(add) = method(&window, "addEventListener") {
            let _ = add.call2(&window, &"message".into(), listener.as_ref());
        }
        listener.forget();
    }
    LINK.with(|l| {
        *l.borrow_mut() = Some(Link {
            target,
            parent: parent_window,
            height: Height::default(),
        });
    });
    watch_height(id.to_string());
    true
}

/// Watches the content's height (a `ResizeObserver` on the root element): each change is
/// told to the host (`height`) and Chromium's script-free frame sizing
/// (`<meta name="responsive-embedded-sizing">` in index.html, `frame-sizing` on the host's
/// iframe) is asked to measure again (`requestResize`, where there is one).
fn watch_height(id: String) {
    let window: JsValue = js_sys::global().into();
    let root = get(&get(&window, "document"), "documentElement");
    let observed = root.clone();
    let changed = Closure::<dyn FnMut()>::new(move || {
        let px = get(&observed, "scrollHeight").as_f64().unwrap_or(0.0);
        let told = LINK.with(|l| l.borrow_mut().as_mut().and_then(|k| k.height.measured(px)));
        let Some(event) = told else {
            return;
        };
        let window: JsValue = js_sys::global().into();
        if let Some(f) = method(&window, "requestResize") {
            let _ = f.call0(&window);
        }
        post(&event.to_json(&id, ""));
    });
    let Ok(ctor) = get(&window, "ResizeObserver").dyn_into::<Function>() else {
        return;
    };
    let args = js_sys::Array::of1(changed.as_ref());
    if let Ok(observer) = Reflect::construct(&ctor, &args) {
        if let Some(observe) = method(&observer, "observe") {
            let _ = observe.call1(&observer, &root);
        }
    }
    changed.forget();
}

/// A `message` event: a command when it comes from the parent window of the `parent=`
/// origin and reads as one, handed to the page; anything else is ignored without a trace.
fn on_message(ev: JsValue) {
    let accepted = LINK.with(|l| {
        l.borrow().as_ref().is_some_and(|link| {
            let from_parent = Object::is(&get(&ev, "source"), &link.parent);
            let origin = get(&ev, "origin").as_string().unwrap_or_default();
            link.target
                .as_ref()
                .is_some_and(|t| t.accepts(&origin, from_parent))
        })
    });
    if !accepted {
        return;
    }
    let data = get(&ev, "data");
    if !data.is_object() {
        return;
    }
    let text = |name: &str| get(&data, name).as_string();
    let sp = get(&data, "sp");
    let sp = if sp.is_undefined() || sp.is_null() {
        SpValue::Absent
    } else if let Some(n) = sp.as_f64() {
        SpValue::Number(n)
    } else if let Some(s) = sp.as_string() {
        SpValue::Text(s)
    } else {
        SpValue::Other
    };
    let (target, kind) = (text("target"), text("type"));
    if let Some(c) = Command::read(target.as_deref(), kind.as_deref(), sp) {
        hand_to_page(&c);
    }
}

/// Dispatches `rokade-host` with the command's code on the page's window.
fn hand_to_page(c: &Command) {
    let window: JsValue = js_sys::global().into();
    let Ok(ctor) = get(&window, "CustomEvent").dyn_into::<Function>() else {
        return;
    };
    let init = Object::new();
    let _ = Reflect::set(&init, &"detail".into(), &JsValue::from_f64(c.code()));
    let args = js_sys::Array::of2(&"rokade-host".into(), &init);
    if let (Ok(ev), Some(dispatch)) = (
        Reflect::construct(&ctor, &args),
        method(&window, "dispatchEvent"),
    ) {
        let _ = dispatch.call1(&window, &ev);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_are_written_from_the_name_and_the_saved_game() {
        let mut app = App::new(Lang::Fr, 518);
        app.new_game(ui::state::NewGame::Number(518)).unwrap();
        let saved = persist::encode(&app.to_saved());
        let ready = message_json("ready", &saved, "b1").unwrap();
        assert!(
            ready.starts_with(r#"{"source":"rokade","id":"b1","type":"ready","fen":"rnbqkbnr/"#),
            "{ready}"
        );
        assert!(ready.ends_with(r#","sp":518}"#), "{ready}");
        let pgn = message_json("pgn", &saved, "").unwrap();
        assert!(pgn.contains(r#""type":"pgn","pgn":"[Event "#), "{pgn}");
        assert_eq!(message_json("move", &saved, ""), None, "no move yet");
        assert_eq!(message_json("end", &saved, ""), None, "not over");
        assert_eq!(message_json("ready", "garbage", ""), None);
        assert_eq!(message_json("size", &saved, ""), None);
        assert_eq!(message_json("nonsense", &saved, ""), None);
    }
}
