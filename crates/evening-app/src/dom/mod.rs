//! The DOM layer (wasm only): reads the address, storage and browser language at start,
//! turns events into [`Action`]s for [`Ui::handle`], performs the effects it returns and
//! renders the [`crate::view`] tree into `#app`. It decides nothing itself.

mod effects;
mod render;

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, HtmlElement, HtmlFormElement, HtmlInputElement, Storage, Window};

use crate::action::{act, Action, Event};
use crate::address::Address;
use crate::fields::Fields;
use crate::lang::Lang;
use crate::notice::Notice;
use crate::ui::{Mode, Ui, STORAGE_KEY};
use evening::Date;

/// The page's state and the browser objects it works with.
struct App {
    ui: Ui,
    window: Window,
    doc: Document,
    root: Element,
    announce: Option<Element>,
    storage: Option<Storage>,
    /// Alternates a no-break space at the end of what the live region says, so that the
    /// same sentence twice is said twice.
    toggle: bool,
}

type Shared = Rc<RefCell<App>>;

/// Entry point called by the wasm-bindgen glue once the module is instantiated.
#[wasm_bindgen(start)]
pub fn start() -> Result<(), JsValue> {
    let window = dom::host::window().ok_or_else(|| JsValue::from_str("no window"))?;
    let doc = window
        .document()
        .ok_or_else(|| JsValue::from_str("no document"))?;
    let root = doc
        .get_element_by_id("app")
        .ok_or_else(|| JsValue::from_str("no #app"))?;
    let location = window.location();
    let address = Address::read(
        &location.search().unwrap_or_default(),
        &location.hash().unwrap_or_default(),
    );
    // The browser's language as app-boot.js chose it (crates/dom reads it).
    let browser = dom::host::browser_lang(&window);
    let lang = Lang::pick(address.lang.as_deref(), browser);
    let now = js_sys::Date::new_0();
    let today = Date::new(
        u16::try_from(now.get_full_year()).unwrap_or(2000),
        u8::try_from(now.get_month() + 1).unwrap_or(1),
        u8::try_from(now.get_date()).unwrap_or(1),
    )
    .or_else(|| Date::new(2000, 1, 1))
    .ok_or_else(|| JsValue::from_str("no date"))?;
    let page = format!(
        "{}{}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default()
    );
    let storage = window.local_storage().ok().flatten();
    let mut ui = Ui::new(lang, today, page);
    match address.mode {
        Mode::Arbiter => match &storage {
            Some(s) => {
                read_records(&mut ui, s);
                let stored = s.get_item(STORAGE_KEY).ok().flatten();
                let stamp = (now.get_time() as u64).to_string();
                if let Some(key) = ui.load(stored.as_deref(), &stamp) {
                    if let Some(text) = &stored {
                        let kept = s.set_item(&key, text).is_ok();
                        if kept {
                            let _ = s.remove_item(STORAGE_KEY);
                        }
                    }
                }
            }
            None => ui.notice = Some(Notice::NoStorage),
        },
        Mode::Shared => ui.show_shared(address.fragment.as_deref()),
        Mode::Projector => {
            let stored = storage
                .as_ref()
                .and_then(|s| s.get_item(STORAGE_KEY).ok().flatten());
            ui.follow(stored.as_deref());
        }
    }
    if let Some(html) = doc.document_element() {
        let _ = html.set_attribute("lang", lang.code());
    }
    let announce = doc.get_element_by_id("announce");
    let app = Rc::new(RefCell::new(App {
        ui,
        window: window.clone(),
        doc: doc.clone(),
        root: root.clone(),
        announce,
        storage,
        toggle: false,
    }));
    for kind in ["click", "change", "submit"] {
        listen(&app, root.as_ref(), kind)?;
    }
    listen(&app, doc.as_ref(), "keydown")?;
    match address.mode {
        Mode::Projector => follow_storage(&app, &window)?,
        Mode::Arbiter => watch_records(&app, &window)?,
        Mode::Shared => {}
    }
    let first = app.borrow().ui.notice.clone();
    render::render(&mut app.borrow_mut(), None);
    if first.is_some() {
        say(&mut app.borrow_mut());
    }
    if let Some(body) = doc.body() {
        let _ = body.set_attribute("data-ready", "1");
    }
    Ok(())
}

/// Listens to `kind` events on `target` for the app's whole life.
fn listen(app: &Shared, target: &web_sys::EventTarget, kind: &'static str) -> Result<(), JsValue> {
    let app = app.clone();
    let closure = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
        on_event(&app, kind, &e);
    });
    target.add_event_listener_with_callback(kind, closure.as_ref().unchecked_ref())?;
    closure.forget();
    Ok(())
}

/// The projector window follows the arbiter's: another window's change of the stored
/// evening arrives as a `storage` event.
fn follow_storage(app: &Shared, window: &Window) -> Result<(), JsValue> {
    let app = app.clone();
    let closure =
        Closure::<dyn FnMut(web_sys::StorageEvent)>::new(move |e: web_sys::StorageEvent| {
            if e.key().as_deref() != Some(STORAGE_KEY) {
                return;
            }
            let mut a = app.borrow_mut();
            a.ui.follow(e.new_value().as_deref());
            render::render(&mut a, None);
        });
    window.add_event_listener_with_callback("storage", closure.as_ref().unchecked_ref())?;
    closure.forget();
    Ok(())
}

/// The games the game page handed over (`rokade.handover.*`), as storage holds them now.
fn read_records(ui: &mut Ui, storage: &Storage) {
    let n = storage.length().unwrap_or(0);
    for i in 0..n {
        let Some(key) = storage.key(i).ok().flatten() else {
            continue;
        };
        if key.starts_with(ui::evening_board::HANDOVER_PREFIX) {
            let text = storage.get_item(&key).ok().flatten();
            ui.stored_record(&key, text.as_deref());
        }
    }
}

/// A game ending in another tab (the game page) arrives as a `storage` event: the board's
/// row then offers its result.
fn watch_records(app: &Shared, window: &Window) -> Result<(), JsValue> {
    let app = app.clone();
    let closure =
        Closure::<dyn FnMut(web_sys::StorageEvent)>::new(move |e: web_sys::StorageEvent| {
            let Ok(mut a) = app.try_borrow_mut() else {
                return;
            };
            let changed = match e.key() {
                Some(key) => a.ui.stored_record(&key, e.new_value().as_deref()),
                // `localStorage.clear()` in another tab: read everything again.
                None => {
                    a.ui.handed.clear();
                    if let Some(s) = a.storage.clone() {
                        read_records(&mut a.ui, &s);
                    }
                    true
                }
            };
            if changed {
                render::render(&mut a, None);
            }
        });
    window.add_event_listener_with_callback("storage", closure.as_ref().unchecked_ref())?;
    closure.forget();
    Ok(())
}

/// The element that asks for something: the event's target or its nearest ancestor with
/// `data-act`.
fn acting(e: &web_sys::Event) -> Option<Element> {
    let target: Element = e.target()?.dyn_into().ok()?;
    target.closest("[data-act]").ok().flatten()
}

fn on_event(app: &Shared, kind: &str, e: &web_sys::Event) {
    let element = acting(e);
    let act_name = element
        .as_ref()
        .and_then(|el| el.get_attribute("data-act"))
        .unwrap_or_default();
    let arg = element
        .as_ref()
        .and_then(|el| el.get_attribute("data-arg"))
        .unwrap_or_default();
    let event = match kind {
        "click" => {
            // Only buttons and links act on a click (a click in a form is not its submit).
            let is_button = element.as_ref().is_some_and(|el| el.tag_name() == "BUTTON");
            if !is_button {
                return;
            }
            Event::Click
        }
        "change" => {
            let Some(el) = &element else { return };
            if act_name == act::FILE {
                read_file(app, el);
                return;
            }
            Event::Change(value_of(el))
        }
        "submit" => {
            e.prevent_default();
            let Some(form) = element
                .as_ref()
                .and_then(|el| el.dyn_ref::<HtmlFormElement>())
            else {
                return;
            };
            Event::Submit(fields_of(form))
        }
        "keydown" => {
            let Some(key) = e.dyn_ref::<web_sys::KeyboardEvent>().map(|k| {
                if k.ctrl_key() || k.alt_key() || k.meta_key() {
                    String::new()
                } else {
                    k.key()
                }
            }) else {
                return;
            };
            if key.is_empty() {
                return;
            }
            // A key acts only on the element that has the focus itself.
            let own = element.as_ref().is_some_and(|el| {
                e.target()
                    .and_then(|t| t.dyn_into::<Element>().ok())
                    .is_some_and(|t| &t == el)
            });
            let action = if own {
                Action::read(&act_name, &arg, Event::Key(key.clone()))
            } else {
                None
            };
            let action = action.or_else(|| (key == "Escape").then_some(Action::Cancel));
            let Some(action) = action else { return };
            dispatch(app, action, Some(e));
            return;
        }
        _ => return,
    };
    if let Some(action) = Action::read(&act_name, &arg, event) {
        dispatch(app, action, None);
    }
}

/// Hands the action to the record, performs its effects and renders.
fn dispatch(app: &Shared, action: Action, key_event: Option<&web_sys::Event>) {
    let seed = effects::seed();
    let mut a = app.borrow_mut();
    let effects = a.ui.handle(action, &seed);
    if !effects.handled {
        return;
    }
    if let Some(e) = key_event {
        e.prevent_default();
        e.stop_propagation();
    }
    if effects.save {
        effects::save(&mut a);
    }
    if let Some(download) = &effects.download {
        effects::download(&a.doc, download);
    }
    let had_notice = a.ui.notice.is_some();
    render::render(&mut a, None);
    if had_notice {
        say(&mut a);
    }
    if effects.print {
        let _ = a.window.print();
    }
}

/// Says the notice in the live region.
fn say(a: &mut App) {
    let Some(notice) = &a.ui.notice else { return };
    let mut text = crate::sentence::notice(a.ui.lang, notice);
    a.toggle = !a.toggle;
    if a.toggle {
        text.push('\u{a0}');
    }
    if let Some(region) = &a.announce {
        region.set_text_content(Some(&text));
    }
}

/// A control's value (a checkbox: `on` or empty).
fn value_of(el: &Element) -> String {
    if let Some(select) = el.dyn_ref::<web_sys::HtmlSelectElement>() {
        return select.value();
    }
    if let Some(input) = el.dyn_ref::<HtmlInputElement>() {
        return input.value();
    }
    String::new()
}

/// A form's fields, as `FormData` gives them.
fn fields_of(form: &HtmlFormElement) -> Fields {
    let mut pairs = Vec::new();
    if let Ok(data) = web_sys::FormData::new_with_form(form) {
        if let Ok(Some(entries)) = js_sys::try_iter(&data) {
            for entry in entries.flatten() {
                let pair = js_sys::Array::from(&entry);
                let name = pair.get(0).as_string().unwrap_or_default();
                let value = pair.get(1).as_string().unwrap_or_default();
                pairs.push((name, value));
            }
        }
    }
    Fields(pairs)
}

/// Reads the chosen TRF file and imports its text.
fn read_file(app: &Shared, el: &Element) {
    let Some(input) = el.dyn_ref::<HtmlInputElement>() else {
        return;
    };
    let Some(file) = input.files().and_then(|f| f.get(0)) else {
        return;
    };
    let (ok, failed) = (app.clone(), app.clone());
    let done = Closure::<dyn FnMut(JsValue)>::new(move |text: JsValue| {
        let text = text.as_string().unwrap_or_default();
        dispatch(&ok, Action::Import(text), None);
    });
    // A file that cannot be read counts as nothing chosen (the notice says what to do).
    let refused = Closure::<dyn FnMut(JsValue)>::new(move |_: JsValue| {
        dispatch(&failed, Action::Import(String::new()), None);
    });
    let _ = file.text().then2(&done, &refused);
    // One of the two runs once; a file is chosen a few times an evening.
    done.forget();
    refused.forget();
    input.set_value("");
}

/// The element with this id, as an `HtmlElement`.
fn html_element(doc: &Document, id: &str) -> Option<HtmlElement> {
    doc.get_element_by_id(id)?.dyn_into().ok()
}
