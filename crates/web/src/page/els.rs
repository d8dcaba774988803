//! The page's elements, found once by id in the static markup of `index.html`. Each binding
//! names its id and checks the element's tag, so a changed page fails loudly at start with
//! the id in the message instead of acting on the wrong element.

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{
    CanvasRenderingContext2d, Document, Element, HtmlButtonElement, HtmlCanvasElement, HtmlElement,
    HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement,
};

use dom::canvas;
use ui::i18n::Key;

#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    /// Any form field (`input`, `select`, `textarea`): one binding of `value` for all three
    /// instead of web-sys's one per element type (six imports in the page's wasm and glue).
    #[wasm_bindgen(extends = Element)]
    type Field;
    #[wasm_bindgen(method, getter, js_name = value)]
    fn value(this: &Field) -> String;
    #[wasm_bindgen(method, setter, js_name = value)]
    fn set_value(this: &Field, value: &str);
}

/// The value of a form field.
pub fn field(el: &Element) -> String {
    el.unchecked_ref::<Field>().value()
}

/// Sets a form field's value when it differs (a rewrite would move the caret).
#[inline(never)]
pub fn set_field(el: &Element, value: &str) {
    let f = el.unchecked_ref::<Field>();
    if f.value() != value {
        f.set_value(value);
    }
}

/// Finds elements by id and checks their tags, noting every id that is missing or of the
/// wrong kind instead of stopping at the first: building [`Els`] then has no early exits
/// (each would need its own clean-up code for the fields already found).
pub struct Binder<'a> {
    doc: &'a Document,
    /// The ids that were missing or of the wrong kind.
    pub wrong: Vec<String>,
}

impl<'a> Binder<'a> {
    /// A binder for `doc`.
    pub fn new(doc: &'a Document) -> Binder<'a> {
        Binder {
            doc,
            wrong: Vec::new(),
        }
    }

    /// The element with `id`, which must be a `tag` element (`""`: any). A wrong one is noted
    /// and stands in as `undefined`, which [`Els::find`] never hands out.
    #[inline(never)]
    pub fn el<T: JsCast>(&mut self, id: &str, tag: &str) -> T {
        match self.doc.get_element_by_id(id) {
            Some(e) if tag.is_empty() || e.tag_name().eq_ignore_ascii_case(tag) => {
                e.unchecked_into()
            }
            _ => {
                self.wrong.push(id.to_string());
                JsValue::UNDEFINED.unchecked_into()
            }
        }
    }

    fn button(&mut self, id: &str) -> HtmlButtonElement {
        self.el(id, "button")
    }

    fn input(&mut self, id: &str) -> HtmlInputElement {
        self.el(id, "input")
    }

    fn select(&mut self, id: &str) -> HtmlSelectElement {
        self.el(id, "select")
    }

    fn textarea(&mut self, id: &str) -> HtmlTextAreaElement {
        self.el(id, "textarea")
    }

    fn any(&mut self, id: &str) -> HtmlElement {
        self.el(id, "")
    }

    fn clock(&mut self, id: &str) -> ClockEls {
        let row = self.any(id);
        let part = |e: Option<Element>| -> HtmlElement {
            e.map_or_else(
                || JsValue::UNDEFINED.unchecked_into(),
                JsCast::unchecked_into,
            )
        };
        let (name, time) = if row.is_undefined() {
            (
                JsValue::UNDEFINED.unchecked_into(),
                JsValue::UNDEFINED.unchecked_into(),
            )
        } else {
            (
                part(row.first_element_child()),
                part(row.last_element_child()),
            )
        };
        ClockEls { row, name, time }
    }
}

/// A clock face: its row, the name and the time.
pub struct ClockEls {
    /// The row (`role="timer"`).
    pub row: HtmlElement,
    /// The player's name.
    pub name: HtmlElement,
    /// The time.
    pub time: HtmlElement,
}

/// Every element the page updates or reads.
#[allow(missing_docs)]
pub struct Els {
    /// The board grid over the canvas (pointer and keyboard input, screen readers).
    pub grid: HtmlElement,
    /// Its 64 cells in screen order: top row first, left to right.
    pub cells: Vec<HtmlElement>,
    /// The live region where moves and readings are said.
    pub announce: HtmlElement,
    pub move_entry: HtmlInputElement,
    pub opponent: HtmlSelectElement,
    pub level: HtmlSelectElement,
    pub contrast: HtmlInputElement,
    pub figurines: HtmlInputElement,
    pub canvas: HtmlCanvasElement,
    pub ctx: CanvasRenderingContext2d,
    pub status: HtmlElement,
    pub notice_row: HtmlElement,
    pub notice: HtmlElement,
    pub play_here: HtmlButtonElement,
    pub resume_previous: HtmlButtonElement,
    pub update_reload: HtmlButtonElement,
    pub sp: HtmlElement,
    /// O-O, then O-O-O.
    pub castle: [HtmlButtonElement; 2],
    pub result: HtmlElement,
    pub result_text: HtmlElement,
    pub promo: HtmlElement,
    /// Queen, knight, rook, bishop: in the picker's order from the promotion square.
    pub promo_choices: [HtmlButtonElement; 4],
    pub moves: HtmlElement,
    pub live: HtmlButtonElement,
    pub nav: [HtmlButtonElement; 4],
    pub takeback: HtmlButtonElement,
    /// White resigns, Black resigns.
    pub resign: [HtmlButtonElement; 2],
    pub draw: HtmlButtonElement,
    pub claim: HtmlButtonElement,
    pub hot_seat: HtmlInputElement,
    pub exclude_518: HtmlInputElement,
    pub number: HtmlInputElement,
    pub fen_in: HtmlInputElement,
    pub fen: HtmlInputElement,
    /// The tag fields with their PGN tag names.
    pub tags: Vec<(String, HtmlInputElement)>,
    pub pgn: HtmlTextAreaElement,
    pub pgn_box: web_sys::HtmlDetailsElement,
    pub import: HtmlTextAreaElement,
    pub lang: HtmlSelectElement,
    /// Elements whose text is a translated label (`data-k`).
    pub labels: Vec<(Key, HtmlElement)>,
    /// Elements whose `aria-label` is translated (`data-k-label`).
    pub aria_labels: Vec<(Key, Element)>,
    /// Top and bottom clock.
    pub clocks: [ClockEls; 2],
    pub clock_toggle: HtmlButtonElement,
    pub tc: HtmlSelectElement,
    pub tc_min: HtmlInputElement,
    pub tc_inc: HtmlInputElement,
    pub tc_custom: HtmlElement,
    pub tc_error: HtmlElement,
    pub embed_controls: HtmlSelectElement,
    pub embed_width: HtmlSelectElement,
    pub embed_code: HtmlTextAreaElement,
    pub embed_box: web_sys::HtmlDetailsElement,
    pub ask: HtmlElement,
    pub ask_text: HtmlElement,
    pub ask_yes: HtmlButtonElement,
    pub ask_no: HtmlButtonElement,
    /// The message line next to a control (moved beside the control the player used).
    pub note: HtmlElement,
}

fn keyed(doc: &Document, attr: &str) -> Result<Vec<(Key, Element)>, JsValue> {
    let mut out = Vec::new();
    let nodes = doc.query_selector_all(&ui::text::join(&["[", attr, "]"], ""))?;
    for i in 0..nodes.length() {
        if let Some(node) = nodes.get(i) {
            let e: Element = node.unchecked_into();
            // The build writes each key's number in place of its name (scripts/page-html.mjs,
            // from www/text-keys.txt): the page's wasm carries no key names.
            let key = e
                .get_attribute(attr)
                .and_then(|n| ui::text::parse::<usize>(&n))
                .and_then(|i| Key::ALL.get(i).copied());
            if let Some(key) = key {
                out.push((key, e));
            }
        }
    }
    Ok(out)
}

impl Els {
    /// Finds every element; a missing or wrong one is an error naming its id.
    #[inline(never)]
    pub fn find(doc: &Document) -> Result<Els, JsValue> {
        let mut b = Binder::new(doc);
        let canvas: HtmlCanvasElement = b.el("board", "canvas");
        let mut tags = Vec::new();
        for (name, _) in rules::pgn::ROSTER {
            let mut id = String::from("tag-");
            id.push_str(&name.to_ascii_lowercase());
            let field = b.input(&id);
            tags.push((name.to_string(), field));
        }
        let grid: HtmlElement = b.any("grid");
        if !b.wrong.is_empty() {
            return Err(JsValue::from_str(&ui::text::join(
                &b.wrong.iter().map(String::as_str).collect::<Vec<_>>(),
                " ",
            )));
        }
        let ctx = canvas::context(&canvas)?;
        let labels = keyed(doc, "data-k")?;
        let aria_labels = keyed(doc, "data-k-label")?;
        let nodes = doc.query_selector_all("#grid [role=gridcell]")?;
        let cells: Vec<HtmlElement> = (0..nodes.length())
            .filter_map(|i| nodes.get(i))
            .map(JsCast::unchecked_into)
            .collect();
        if cells.len() != 64 {
            return Err(JsValue::from_str("#grid needs 64 cells"));
        }
        let els = Els {
            grid,
            cells,
            announce: b.any("announce"),
            move_entry: b.input("move-entry"),
            opponent: b.select("opponent"),
            level: b.select("level"),
            contrast: b.input("contrast"),
            figurines: b.input("figurines"),
            canvas,
            ctx,
            status: b.any("status"),
            notice_row: b.any("notice-row"),
            notice: b.any("notice"),
            play_here: b.button("play-here"),
            resume_previous: b.button("resume-previous"),
            update_reload: b.button("update-reload"),
            sp: b.any("sp"),
            castle: [b.button("castle-oo"), b.button("castle-ooo")],
            result: b.any("result"),
            result_text: b.any("result-text"),
            promo: b.any("promo"),
            promo_choices: [
                b.button("promo-q"),
                b.button("promo-n"),
                b.button("promo-r"),
                b.button("promo-b"),
            ],
            moves: b.any("moves"),
            live: b.button("live"),
            nav: [
                b.button("nav-first"),
                b.button("nav-prev"),
                b.button("nav-next"),
                b.button("nav-last"),
            ],
            takeback: b.button("takeback"),
            resign: [b.button("resign-white"), b.button("resign-black")],
            draw: b.button("draw"),
            claim: b.button("claim"),
            hot_seat: b.input("hotseat"),
            exclude_518: b.input("no518"),
            number: b.input("sp-number"),
            fen_in: b.input("fen-in"),
            fen: b.input("fen"),
            tags,
            pgn: b.textarea("pgn"),
            pgn_box: b.el("pgn-box", "details"),
            import: b.textarea("import"),
            lang: b.select("lang"),
            labels: labels
                .into_iter()
                .map(|(k, e)| (k, e.unchecked_into()))
                .collect(),
            aria_labels,
            clocks: [b.clock("clock-top"), b.clock("clock-bottom")],
            clock_toggle: b.button("clock-toggle"),
            tc: b.select("tc"),
            tc_min: b.input("tc-min"),
            tc_inc: b.input("tc-inc"),
            tc_custom: b.any("tc-custom"),
            tc_error: b.any("tc-error"),
            embed_controls: b.select("embed-controls"),
            embed_width: b.select("embed-width"),
            embed_code: b.textarea("embed-code"),
            embed_box: b.el("embed-box", "details"),
            ask: b.any("ask"),
            ask_text: b.any("ask-text"),
            ask_yes: b.button("ask-yes"),
            ask_no: b.button("ask-no"),
            note: b.any("note"),
        };
        if b.wrong.is_empty() {
            Ok(els)
        } else {
            // The page cannot start: its handles need no releasing.
            std::mem::forget(els);
            Err(JsValue::from_str(&ui::text::join(
                &b.wrong.iter().map(String::as_str).collect::<Vec<_>>(),
                " ",
            )))
        }
    }
}
