//! The screen's event handlers: every control runs a change of the page's state and then
//! renders; the window's print and resize events make or take away the print pages and repaint.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;

use super::elements::Els;
use super::{err, Page, Shared};
use crate::logic as round;
use crate::texts::Key;
use ui::i18n::Lang;

/// Runs `f` on the page, then renders, when `ev` fires on the element `target` picks.
fn on(
    page: &Shared,
    target: fn(&Els) -> &HtmlElement,
    ev: &str,
    f: fn(&mut Page),
) -> Result<(), JsValue> {
    let target = target(&page.borrow().e).clone();
    let page = page.clone();
    let cb = Closure::<dyn FnMut()>::new(move || {
        let mut p = page.borrow_mut();
        f(&mut p);
        p.render();
    });
    target.add_event_listener_with_callback(ev, cb.as_ref().unchecked_ref())?;
    cb.forget();
    Ok(())
}

/// Calls `f` on the page when the window fires `ev`.
fn on_window(page: &Shared, ev: &str, f: fn(&Page)) -> Result<(), JsValue> {
    let window = dom::host::window().ok_or_else(|| err("no window"))?;
    let page = page.clone();
    let cb = Closure::<dyn FnMut()>::new(move || {
        if let Ok(p) = page.try_borrow() {
            f(&p);
        }
    });
    window.add_event_listener_with_callback(ev, cb.as_ref().unchecked_ref())?;
    cb.forget();
    Ok(())
}

pub(super) fn wire(page: &Shared) -> Result<(), JsValue> {
    on(
        page,
        |e| &e.round,
        "change",
        |p| match round::parse_round(&p.e.round.value()) {
            Some(r) => {
                p.q.round = r;
                p.recall();
            }
            None => p.say(Key::BadRoundField),
        },
    )?;
    on(
        page,
        |e| &e.event,
        "change",
        |p| {
            p.q.event = round::clean_event(&p.e.event.value());
            p.recall();
        },
    )?;
    on(
        page,
        |e| &e.no518,
        "change",
        |p| p.q.no518 = p.e.no518.checked(),
    )?;
    on(
        page,
        |e| &e.no_repeat,
        "change",
        |p| p.q.no_repeat = p.e.no_repeat.checked(),
    )?;
    on(page, |e| &e.draw, "click", Page::draw)?;
    on(
        page,
        |e| &e.show,
        "click",
        |p| match round::parse_number(&p.e.number.value()) {
            Some(n) => p.set_sp(n),
            None => p.say(Key::BadNumber),
        },
    )?;
    on(
        page,
        |e| &e.copies,
        "change",
        |p| match round::parse_copies(&p.e.copies.value()) {
            Some(c) => p.q.copies = c,
            None => p.say(Key::BadCopiesField),
        },
    )?;
    on(
        page,
        |e| &e.lang,
        "change",
        |p| {
            if let Some(l) = Lang::from_code(&p.e.lang.value()) {
                p.lang = l;
            }
        },
    )?;
    on(
        page,
        |e| &e.print,
        "click",
        |_| {
            if let Some(w) = dom::host::window() {
                let _ = w.print();
            }
        },
    )?;
    // The print pages exist only while the browser prints.
    on_window(page, "beforeprint", |p| {
        if let Err(e) = p.print_pages() {
            web_sys::console::error_1(&e);
        }
    })?;
    on_window(page, "afterprint", Page::clear_print_pages)?;
    on_window(page, "resize", Page::paint)?;
    Ok(())
}
