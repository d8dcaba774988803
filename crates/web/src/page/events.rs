//! Event wiring: each DOM event becomes one state transition ([`ui::state`]), then the
//! page performs the effects it asked for, redraws and saves. No decisions here beyond which
//! element an event came from.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, Event, EventTarget, HtmlElement, KeyboardEvent, PointerEvent, Window};

use super::els::field;
use super::{Shared, Ui};
use rules::CastlingSide;
use ui::render;
use ui::state::{Button, KeyAnswer, KeyAt, KeyPress, PointerKind, Press};

/// Calls `f` on every `event` of `target`; `f` returns whether the page must be redrawn and
/// saved (a redraw in the middle of a checkbox's or menu's own events would undo them).
pub fn listen(
    target: &EventTarget,
    event: &str,
    ui: &Shared,
    f: fn(&mut Ui, &Event) -> bool,
) -> Result<(), JsValue> {
    let ui = ui.clone();
    let cb = Closure::<dyn FnMut(Event)>::new(move |ev: Event| {
        if let Ok(mut u) = ui.try_borrow_mut() {
            u.app.now = js_sys::Date::now();
            u.app.random = super::random_u64();
            let changed = f(&mut u, &ev);
            // Effects (a download, a preview) are done even when nothing on screen changed.
            let effects = !u.app.effects.is_empty();
            u.perform_effects();
            if changed || effects {
                u.render_all();
                u.save();
            }
        }
    });
    target.add_event_listener_with_callback(event, cb.as_ref().unchecked_ref())?;
    cb.forget();
    Ok(())
}

fn target_el(ev: &Event) -> Option<Element> {
    ev.target().map(JsCast::unchecked_into::<Element>)
}

/// The id of the element an event came from (or of its closest button or field).
fn target_id(ev: &Event) -> String {
    target_el(ev)
        .and_then(|e| {
            e.closest("button, input, select")
                .ok()
                .flatten()
                .or(Some(e))
        })
        .map(|e| e.id())
        .unwrap_or_default()
}

fn prop(ev: &Event, name: &str) -> JsValue {
    js_sys::Reflect::get(ev, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED)
}

/// How a click was made: its click count and pointer type (keyboard clicks have neither).
fn press_of(ev: &Event) -> Press {
    Press {
        clicks: prop(ev, "detail").as_f64().unwrap_or(0.0) as u32,
        pointer: PointerKind::from_dom(&prop(ev, "pointerType").as_string().unwrap_or_default()),
    }
}

fn castle_side(id: &str) -> Option<CastlingSide> {
    match Button::from_id(id) {
        Some(Button::Castle(side)) => Some(side),
        _ => None,
    }
}

/// Every click on the page, as the button it pressed.
fn on_click(u: &mut Ui, ev: &Event) -> bool {
    let id = target_id(ev);
    let e = &u.els;
    let button = match id.as_str() {
        "new-number" => Some(Button::NewNumber(field(&e.number))),
        "new-fen" => Some(Button::NewFen(field(&e.fen_in))),
        "import-button" => Some(Button::Import(field(&e.import))),
        other => Button::from_id(other).or_else(|| {
            // A move in the move list.
            target_el(ev)
                .and_then(|el| el.get_attribute("data-ply"))
                .and_then(|p| ui::text::parse::<usize>(&p))
                .map(Button::ViewPly)
        }),
    };
    match button {
        Some(b) => u.app.press(b, press_of(ev)),
        None => false,
    }
}

/// Every change of a checkbox, menu or field.
fn on_change(u: &mut Ui, ev: &Event) -> bool {
    let id = target_id(ev);
    let e = &u.els;
    match id.as_str() {
        "hotseat" => {
            let on = e.hot_seat.checked();
            u.app.set_hot_seat(on);
        }
        "no518" => u.app.exclude_518 = e.exclude_518.checked(),
        "contrast" => {
            let on = e.contrast.checked();
            u.app.set_high_contrast(on);
        }
        "figurines" => {
            let on = e.figurines.checked();
            u.app.set_figurines(on);
        }
        "lang" => {
            let v = field(&e.lang);
            u.app.set_lang(&v);
        }
        "embed-controls" => {
            let v = field(&e.embed_controls);
            u.app.set_embed_controls(&v);
        }
        "embed-width" => {
            let v = field(&e.embed_width);
            u.app.set_embed_width(&v);
        }
        "opponent" | "level" => {
            let (who, level) = (field(&e.opponent), field(&e.level));
            u.app.set_opponent(&who, &level);
        }
        "tc" | "tc-min" | "tc-inc" => {
            let (menu, min, inc) = (field(&e.tc), field(&e.tc_min), field(&e.tc_inc));
            u.app.time_control_input(&menu, &min, &inc);
        }
        _ => {
            let Some(el) = target_el(ev).filter(|el| el.has_attribute("data-tag")) else {
                return false;
            };
            let name = el.get_attribute("data-tag").unwrap_or_default();
            let value = field(&el);
            u.app.set_tag(&name, &value);
        }
    }
    true
}

/// Backing-pixel position of a pointer event on the canvas, and the square under it.
fn locate(u: &Ui, ev: &PointerEvent) -> (Option<rules::Square>, f64, f64) {
    let (cx, cy) = (f64::from(ev.client_x()), f64::from(ev.client_y()));
    let rect = u.els.canvas.get_bounding_client_rect();
    let scale = if rect.width() > 0.0 {
        u.size / rect.width()
    } else {
        1.0
    };
    let x = (cx - rect.left()) * scale;
    let y = (cy - rect.top()) * scale;
    let sq = render::square_at(x, y, u.size, u.app.flipped);
    (sq, x, y)
}

/// Wires every event of the game page.
#[inline(never)]
pub fn wire(window: &Window, ui: &Shared) -> Result<(), JsValue> {
    let (grid, doc) = {
        let u = ui.borrow();
        (u.els.grid.clone(), u.doc.clone())
    };
    // A press on the promotion picker starts a new press there: its click may choose (the
    // click of the tap that opened the picker, which lands on its queen, may not).
    let promo = ui.borrow().els.promo.clone();
    listen(&promo, "pointerdown", ui, |u, _| u.app.press_started())?;
    // The grid lies over the canvas: pointer input arrives there.
    let canvas = grid.clone();
    listen(&canvas, "pointerdown", ui, |u, ev| {
        let ev: &PointerEvent = ev.unchecked_ref();
        if ev.button() != 0 {
            return false;
        }
        ev.prevent_default();
        // (That also keeps the press from moving the focus, as a press elsewhere would: a
        // focus frame left on a square or button by the keyboard goes, as it would there.)
        if let Some(el) = u.doc.active_element() {
            let _ = el.unchecked_ref::<HtmlElement>().blur();
        }
        let _ = u.els.grid.set_pointer_capture(ev.pointer_id());
        let (sq, x, y) = locate(u, ev);
        u.app.pointer_down(sq, x, y);
        true
    })?;
    // A touch's touchstart comes after its pointerdown: a touch on one of the player's own
    // pieces keeps the page from scrolling; any other lets a vertical swipe scroll it.
    listen(&canvas, "touchstart", ui, |u, ev| {
        if u.app.holds_touch() {
            ev.prevent_default();
        }
        false
    })?;
    listen(&canvas, "pointermove", ui, |u, ev| {
        if u.app.drag.is_none() {
            return false;
        }
        let (_, x, y) = locate(u, ev.unchecked_ref());
        u.app.pointer_move(x, y);
        // Only the board changes while a piece is dragged: redraw it alone.
        u.draw_board();
        false
    })?;
    listen(&canvas, "pointerup", ui, |u, ev| {
        let (sq, _, _) = locate(u, ev.unchecked_ref());
        u.app.pointer_up(sq);
        true
    })?;
    listen(&canvas, "pointercancel", ui, |u, _| {
        u.app.pointer_cancel();
        true
    })?;
    listen(&doc, "click", ui, on_click)?;
    listen(&doc, "change", ui, on_change)?;
    listen(&doc, "input", ui, |u, ev| {
        let tag = target_el(ev).is_some_and(|e| e.has_attribute("data-tag"));
        tag && on_change(u, ev)
    })?;
    // Hovering or focusing a castling button previews where king and rook will land.
    for event in ["pointerover", "focusin"] {
        listen(&doc, event, ui, |u, ev| {
            let pointer =
                PointerKind::from_dom(&prop(ev, "pointerType").as_string().unwrap_or_default());
            match castle_side(&target_id(ev)) {
                Some(side) => u.app.hover_castle(Some(side), pointer),
                None => false,
            }
        })?;
    }
    for event in ["pointerout", "focusout"] {
        listen(&doc, event, ui, |u, ev| {
            let pointer =
                PointerKind::from_dom(&prop(ev, "pointerType").as_string().unwrap_or_default());
            castle_side(&target_id(ev)).is_some() && u.app.hover_castle(None, pointer)
        })?;
    }
    // The board's keys (grid pattern) while a board cell has focus.
    listen(&grid, "keydown", ui, |u, ev| {
        let ev: &KeyboardEvent = ev.unchecked_ref();
        let acted = u.app.cell_key(KeyPress {
            key: &ev.key(),
            ctrl: ev.ctrl_key() || ev.meta_key(),
            alt: ev.alt_key(),
            repeat: ev.repeat(),
        });
        if acted {
            ev.prevent_default();
            ev.stop_propagation();
        }
        acted
    })?;
    listen(&doc, "keydown", ui, |u, ev| {
        let ev: &KeyboardEvent = ev.unchecked_ref();
        let el = target_el(ev);
        let id = el.as_ref().map(Element::id).unwrap_or_default();
        let text = if id == "move-entry" {
            field(&u.els.move_entry)
        } else {
            String::new()
        };
        let at = match id.as_str() {
            "ask-yes" => KeyAt::AskYes,
            "move-entry" => KeyAt::MoveEntry(&text),
            _ if el.is_some_and(|el| {
                matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
            }) =>
            {
                KeyAt::Field
            }
            _ => KeyAt::Page,
        };
        match u.app.page_key(&ev.key(), at) {
            KeyAnswer::Pass => false,
            KeyAnswer::Done(changed) => {
                ev.prevent_default();
                changed
            }
            KeyAnswer::FocusAnswer(yes) => {
                ev.prevent_default();
                let _ = if yes { &u.els.ask_yes } else { &u.els.ask_no }.focus();
                false
            }
        }
    })?;
    watch_size(window, ui)?;
    // Opening the PGN box fills it (the PGN is written by the page's second module).
    let pgn_box = ui.borrow().els.pgn_box.clone();
    listen(&pgn_box, "toggle", ui, |u, _| u.els.pgn_box.open())?;
    // The embed dialog's snippet too (written by the second module).
    let embed_box = ui.borrow().els.embed_box.clone();
    listen(&embed_box, "toggle", ui, |u, _| u.els.embed_box.open())?;
    listen(window, "storage", ui, |u, ev| u.on_storage(ev))?;
    listen(window, "pagehide", ui, |u, _| {
        u.release_lock();
        false
    })?;
    // Remember what had focus when a question opens, to give it back afterwards.
    listen(&doc, "focusin", ui, |u, ev| {
        // The move field's reader is in the second module: fetched while the move is typed.
        if target_id(ev) == "move-entry" {
            u.load(super::extras::Module::Extras);
        }
        if u.app.ask.is_none() {
            u.opener = target_el(ev).map(JsCast::unchecked_into::<HtmlElement>);
        }
        false
    })?;
    // A board cell got focus (Tab, click): it becomes the keyboard's square.
    listen(&grid, "focusin", ui, |u, ev| {
        let Some(el) = target_el(ev) else {
            return false;
        };
        let Some(i) = u.els.cells.iter().position(|c| **c == el) else {
            return false;
        };
        u.app.focus_cell(i)
    })?;

    // Ten times a second: the clock (a flag fall ends the game at once), the end of the
    // castling hint, and every 2 s the lock that tells other tabs the game is open here.
    let ui2 = ui.clone();
    let tick = Closure::<dyn FnMut()>::new(move || {
        if let Ok(mut u) = ui2.try_borrow_mut() {
            let now = js_sys::Date::now();
            let hinted = u.app.hint.is_some();
            let ended = u.app.tick(now);
            if ended || (hinted && u.app.hint.is_none()) {
                u.render_all();
                u.save();
            } else if u.app.clock.is_some() {
                u.render_clocks();
            }
            u.renew_lock(now);
        }
    });
    window.set_interval_with_callback_and_timeout_and_arguments_0(
        tick.as_ref().unchecked_ref(),
        100,
    )?;
    tick.forget();
    Ok(())
}

/// The board's size: a `ResizeObserver` on the board's box (any layout change that resizes it)
/// and the window's `resize` (a taller or shorter window changes the height the board may
/// take, `--board-h`, before the box itself changes) ask for one redraw in the next animation
/// frame, however many arrive before it. A resize changes nothing worth saving: no save.
fn watch_size(window: &Window, ui: &Shared) -> Result<(), JsValue> {
    let board_box = ui.borrow().els.canvas.parent_element();
    let pending = std::rc::Rc::new(std::cell::Cell::new(false));
    let done = pending.clone();
    let ui = ui.clone();
    let frame = Closure::<dyn FnMut()>::new(move || {
        done.set(false);
        if let Ok(mut u) = ui.try_borrow_mut() {
            u.app.now = js_sys::Date::now();
            u.render_all();
        }
    });
    let frame: js_sys::Function = frame.into_js_value().unchecked_into();
    let w = window.clone();
    let schedule = Closure::<dyn FnMut()>::new(move || {
        if !pending.replace(true) {
            let _ = w.request_animation_frame(&frame);
        }
    });
    let schedule: js_sys::Function = schedule.into_js_value().unchecked_into();
    window.add_event_listener_with_callback("resize", &schedule)?;
    if let Some(board_box) = board_box {
        web_sys::ResizeObserver::new(&schedule)?.observe(&board_box);
    }
    Ok(())
}
