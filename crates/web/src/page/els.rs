//! The page's elements, found once by id in the static markup of `index.html`. Each binding
//! names its id and checks the element's tag, so a changed page fails loudly at start with
//! the id in the message instead of acting on the wrong element.

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{
    CanvasRenderingContext2d, Document, Element, HtmlButtonElement, HtmlCanvasElement, HtmlElement,
    HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement,
};

use crate::canvas;
use crate::i18n::Key;

/// The element with `id`, which must be a `tag` element (`""`: any).
pub fn bind<T: JsCast>(doc: &Document, id: &str, tag: &str) -> Result<T, JsValue> {
    let e = doc
        .get_element_by_id(id)
        .ok_or_else(|| JsValue::from_str(&["missing element #", id].concat()))?;
    if !tag.is_empty() && !e.tag_name().eq_ignore_ascii_case(tag) {
        return Err(JsValue::from_str(
            &["element #", id, " is not a ", tag].concat(),
        ));
    }
    Ok(e.unchecked_into())
}

fn button(doc: &Document, id: &str) -> Result<HtmlButtonElement, JsValue> {
    bind(doc, id, "button")
}

fn input(doc: &Document, id: &str) -> Result<HtmlInputElement, JsValue> {
    bind(doc, id, "input")
}

fn select(doc: &Document, id: &str) -> Result<HtmlSelectElement, JsValue> {
    bind(doc, id, "select")
}

fn textarea(doc: &Document, id: &str) -> Result<HtmlTextAreaElement, JsValue> {
    bind(doc, id, "textarea")
}

fn any(doc: &Document, id: &str) -> Result<HtmlElement, JsValue> {
    bind(doc, id, "")
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

fn clock(doc: &Document, id: &str) -> Result<ClockEls, JsValue> {
    let row = any(doc, id)?;
    let part = |e: Option<Element>| -> Result<HtmlElement, JsValue> {
        e.map(JsCast::unchecked_into)
            .ok_or_else(|| JsValue::from_str(&["clock #", id, " needs name and time"].concat()))
    };
    Ok(ClockEls {
        name: part(row.first_element_child())?,
        time: part(row.last_element_child())?,
        row,
    })
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
    pub embed_preview: HtmlElement,
    pub ask: HtmlElement,
    pub ask_text: HtmlElement,
    pub ask_yes: HtmlButtonElement,
    pub ask_no: HtmlButtonElement,
}

fn keyed(doc: &Document, attr: &str) -> Result<Vec<(Key, Element)>, JsValue> {
    let mut out = Vec::new();
    let nodes = doc.query_selector_all(&["[", attr, "]"].concat())?;
    for i in 0..nodes.length() {
        if let Some(node) = nodes.get(i) {
            let e: Element = node.unchecked_into();
            if let Some(key) = e.get_attribute(attr).as_deref().and_then(Key::from_name) {
                out.push((key, e));
            }
        }
    }
    Ok(out)
}

impl Els {
    /// Finds every element; a missing or wrong one is an error naming its id.
    pub fn find(doc: &Document) -> Result<Els, JsValue> {
        let canvas: HtmlCanvasElement = bind(doc, "board", "canvas")?;
        let ctx = canvas::context(&canvas)?;
        let mut tags = Vec::new();
        for (name, _) in rules::pgn::ROSTER {
            let mut id = String::from("tag-");
            id.push_str(&name.to_ascii_lowercase());
            tags.push((name.to_string(), input(doc, &id)?));
        }
        let grid: HtmlElement = any(doc, "grid")?;
        let nodes = grid.query_selector_all("[role=gridcell]")?;
        let cells: Vec<HtmlElement> = (0..nodes.length())
            .filter_map(|i| nodes.get(i))
            .map(JsCast::unchecked_into)
            .collect();
        if cells.len() != 64 {
            return Err(JsValue::from_str("#grid needs 64 cells"));
        }
        Ok(Els {
            grid,
            cells,
            announce: any(doc, "announce")?,
            move_entry: input(doc, "move-entry")?,
            opponent: select(doc, "opponent")?,
            level: select(doc, "level")?,
            contrast: input(doc, "contrast")?,
            figurines: input(doc, "figurines")?,
            canvas,
            ctx,
            status: any(doc, "status")?,
            notice_row: any(doc, "notice-row")?,
            notice: any(doc, "notice")?,
            play_here: button(doc, "play-here")?,
            resume_previous: button(doc, "resume-previous")?,
            sp: any(doc, "sp")?,
            castle: [button(doc, "castle-oo")?, button(doc, "castle-ooo")?],
            result: any(doc, "result")?,
            result_text: any(doc, "result-text")?,
            promo: any(doc, "promo")?,
            promo_choices: [
                button(doc, "promo-q")?,
                button(doc, "promo-n")?,
                button(doc, "promo-r")?,
                button(doc, "promo-b")?,
            ],
            moves: any(doc, "moves")?,
            live: button(doc, "live")?,
            nav: [
                button(doc, "nav-first")?,
                button(doc, "nav-prev")?,
                button(doc, "nav-next")?,
                button(doc, "nav-last")?,
            ],
            takeback: button(doc, "takeback")?,
            resign: [button(doc, "resign-white")?, button(doc, "resign-black")?],
            draw: button(doc, "draw")?,
            claim: button(doc, "claim")?,
            hot_seat: input(doc, "hotseat")?,
            exclude_518: input(doc, "no518")?,
            number: input(doc, "sp-number")?,
            fen_in: input(doc, "fen-in")?,
            fen: input(doc, "fen")?,
            tags,
            pgn: textarea(doc, "pgn")?,
            pgn_box: bind(doc, "pgn-box", "details")?,
            import: textarea(doc, "import")?,
            lang: select(doc, "lang")?,
            labels: keyed(doc, "data-k")?
                .into_iter()
                .map(|(k, e)| (k, e.unchecked_into()))
                .collect(),
            aria_labels: keyed(doc, "data-k-label")?,
            clocks: [clock(doc, "clock-top")?, clock(doc, "clock-bottom")?],
            clock_toggle: button(doc, "clock-toggle")?,
            tc: select(doc, "tc")?,
            tc_min: input(doc, "tc-min")?,
            tc_inc: input(doc, "tc-inc")?,
            tc_custom: any(doc, "tc-custom")?,
            tc_error: any(doc, "tc-error")?,
            embed_controls: select(doc, "embed-controls")?,
            embed_width: select(doc, "embed-width")?,
            embed_code: textarea(doc, "embed-code")?,
            embed_preview: any(doc, "embed-preview")?,
            ask: any(doc, "ask")?,
            ask_text: any(doc, "ask-text")?,
            ask_yes: button(doc, "ask-yes")?,
            ask_no: button(doc, "ask-no")?,
        })
    }
}
