//! The arbiter's round-position screen (`?round=N`), DOM part: draws or shows a start position
//! large enough for a whole room to read from a projector, keeps the event's list in
//! `localStorage`, and prints one A4 page per board. Logic lives in [`crate::logic`].
//!
//! The page reuses `index.html` (the game module starts this app instead of a game): it puts the class `round` on `<body>` (www/round.css hides the game's
//! static markup and styles only what is under `body.round`) and builds its own container.
//! Text is only ever set with `set_text_content`; no inline styles (strict CSP).

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    Document, HtmlAnchorElement, HtmlButtonElement, HtmlCanvasElement, HtmlElement,
    HtmlInputElement, Storage,
};

use crate::logic::{self as round, Entry, Query};
use crate::texts::{t as rt, Key};
use dom::canvas;
use ui::i18n::Lang;
use ui::render::{self, DrawCmd};
use ui::speech::capitalised_piece_name;

/// Backing sizes of the printed diagrams, in pixels.
const PRINT_BOARD: u32 = 1200;
const PRINT_RANK: u32 = 1600;

type Attrs = &'static [(&'static str, &'static str)];

/// The page's elements: parent (index into this table), tag, class, attributes, text.
/// Built in order by [`build`]; the `const`s below name the entries the code uses.
#[rustfmt::skip]
const DOM: [(usize, &str, &str, Attrs, Option<Key>); 47] = [
    (0, "main", "rp", &[], None),
    (0, "section", "rp-ctl", &[], None),
    (1, "div", "rp-group", &[], None),
    (2, "label", "rp-field", &[], None),
    (3, "span", "", &[], Some(Key::Round)),
    (3, "input", "rp-num", &[("type", "number"), ("id", "rp-round"), ("min", "1"), ("max", "99")], None),
    (2, "label", "rp-field", &[], None),
    (6, "span", "", &[], Some(Key::Event)),
    (6, "input", "rp-text", &[("id", "rp-event"), ("maxlength", "60")], None),
    (2, "label", "rp-field", &[], None),
    (9, "input", "", &[("type", "checkbox"), ("id", "rp-no518")], None),
    (9, "span", "", &[], Some(Key::Leave518)),
    (2, "label", "rp-field", &[], None),
    (12, "input", "", &[("type", "checkbox"), ("id", "rp-norepeat")], None),
    (12, "span", "", &[], Some(Key::NoRepeats)),
    (2, "button", "rp-draw", &[("type", "button"), ("id", "rp-draw")], Some(Key::Draw)),
    (1, "div", "rp-group", &[], None),
    (16, "label", "rp-field", &[], None),
    (17, "span", "", &[], Some(Key::Number)),
    (17, "input", "rp-num", &[("type", "number"), ("id", "rp-number"), ("min", "0"), ("max", "959")], None),
    (16, "button", "", &[("type", "button"), ("id", "rp-show")], Some(Key::Show)),
    (1, "div", "rp-group", &[], None),
    (21, "label", "rp-field", &[], None),
    (22, "span", "", &[], Some(Key::Copies)),
    (22, "input", "rp-num", &[("type", "number"), ("id", "rp-copies"), ("min", "1"), ("max", "50")], None),
    (21, "button", "", &[("type", "button"), ("id", "rp-print")], Some(Key::Print)),
    (21, "a", "rp-play", &[("id", "rp-play"), ("target", "_blank"), ("rel", "noopener")], Some(Key::Play)),
    (21, "label", "rp-field", &[], None),
    (27, "span", "", &[], Some(Key::Language)),
    (27, "select", "", &[("id", "rp-lang")], None),
    (1, "p", "rp-notice", &[("id", "rp-notice"), ("role", "status")], None),
    (0, "section", "rp-screen", &[("id", "rp-screen")], None),
    (31, "h1", "rp-head", &[], None),
    (32, "span", "rp-rd", &[], None),
    (32, "span", "rp-ev", &[], None),
    (31, "p", "rp-sp", &[("id", "rp-sp")], None),
    (31, "p", "rp-empty", &[], Some(Key::NotDrawn)),
    (31, "div", "rp-pos", &[], None),
    (37, "div", "rp-rank", &[], None),
    (38, "canvas", "rp-rank-c", &[("id", "rp-rank")], None),
    (38, "div", "rp-letters", &[("id", "rp-letters")], None),
    (38, "div", "rp-names", &[("id", "rp-names")], None),
    (37, "canvas", "rp-board", &[("id", "rp-board")], None),
    (0, "section", "rp-hist", &[], None),
    (43, "h2", "", &[], Some(Key::Drawn)),
    (43, "ol", "rp-list", &[("id", "rp-list")], None),
    (0, "div", "rp-print", &[("id", "rp-print-pages")], None),
];
const ROUND: usize = 5;
const EVENT: usize = 8;
const NO518: usize = 10;
const NO_REPEAT: usize = 13;
const DRAW: usize = 15;
const NUMBER: usize = 19;
const SHOW: usize = 20;
const COPIES: usize = 24;
const PRINT: usize = 25;
const PLAY: usize = 26;
const LANG: usize = 29;
const NOTICE: usize = 30;
const HEAD: usize = 32;
const HEAD_ROUND: usize = 33;
const HEAD_EVENT: usize = 34;
const SP: usize = 35;
const EMPTY: usize = 36;
const POS: usize = 37;
const RANK_BOX: usize = 38;
const RANK: usize = 39;
const LETTERS: usize = 40;
const NAMES: usize = 41;
const BOARD: usize = 42;
const LIST: usize = 45;
const PRINT_PAGES: usize = 46;

struct Page {
    q: Query,
    lang: Lang,
    list: Vec<Entry>,
    notice: Option<Key>,
    storage: Option<Storage>,
    doc: Document,
    /// The elements of [`DOM`], in order.
    n: Vec<HtmlElement>,
    /// The 8 cells of the letters row, then the 8 of the names row.
    cells: Vec<HtmlElement>,
}

type Shared = Rc<RefCell<Page>>;

fn err(msg: &str) -> JsValue {
    JsValue::from_str(msg)
}

fn el(doc: &Document, tag: &str, class: &str) -> Result<HtmlElement, JsValue> {
    let e = doc.create_element(tag)?;
    if !class.is_empty() {
        e.set_class_name(class);
    }
    Ok(e.unchecked_into())
}

fn random_u64() -> u64 {
    dom::host::random_u64()
}

/// Paints `cmds` into a fresh canvas of `w` x `h` pixels and returns it as a PNG data URL.
fn snapshot(doc: &Document, w: u32, h: u32, cmds: &[DrawCmd]) -> Result<String, JsValue> {
    let c: HtmlCanvasElement = el(doc, "canvas", "")?.unchecked_into();
    c.set_width(w);
    c.set_height(h);
    canvas::paint(&canvas::context(&c)?, cmds);
    c.to_data_url()
}

/// Creates the elements of [`DOM`] under `<body class="round">`, the language options and
/// the letter and name cells (with spaces between them, so a row reads `R N B Q K B N R`;
/// the spaces take no room in the grid).
fn build(doc: &Document) -> Result<(Vec<HtmlElement>, Vec<HtmlElement>), JsValue> {
    let body = doc.body().ok_or_else(|| err("no body"))?;
    body.class_list().add_1("round")?;
    let mut n: Vec<HtmlElement> = Vec::with_capacity(DOM.len());
    for (i, &(parent, tag, class, attrs, _)) in DOM.iter().enumerate() {
        let e = el(doc, tag, class)?;
        for (k, v) in attrs {
            e.set_attribute(k, v)?;
        }
        if i == 0 {
            body.append_child(&e)?;
        } else {
            n[parent].append_child(&e)?;
        }
        n.push(e);
    }
    for l in Lang::ALL {
        let o = web_sys::HtmlOptionElement::new_with_text_and_value(l.name(), l.code())?;
        n[LANG].append_child(&o)?;
    }
    let mut cells = Vec::with_capacity(16);
    for row in [LETTERS, NAMES] {
        for i in 0..8 {
            if i > 0 {
                n[row].append_with_str_1(" ")?;
            }
            let c = el(doc, "span", "")?;
            n[row].append_child(&c)?;
            cells.push(c);
        }
    }
    Ok((n, cells))
}

impl Page {
    fn input(&self, i: usize) -> &HtmlInputElement {
        self.n[i].unchecked_ref()
    }

    /// The value of the input or select `i`.
    fn value(&self, i: usize) -> String {
        self.input(i).value()
    }

    fn key(&self) -> String {
        round::storage_key(&self.q.event)
    }

    /// Reads the list of the current event; damaged data is kept under `<key>.corrupt`.
    fn load_event(&mut self) {
        let key = self.key();
        let raw = self
            .storage
            .as_ref()
            .and_then(|s| s.get_item(&key).ok().flatten())
            .unwrap_or_default();
        let (list, damaged) = round::decode(&raw);
        self.list = list;
        if damaged {
            if let Some(s) = &self.storage {
                let _ = s.set_item(&(key + ".corrupt"), &raw);
            }
            self.save();
            self.notice = Some(Key::Damaged);
        }
    }

    fn save(&mut self) {
        let ok = self
            .storage
            .as_ref()
            .is_some_and(|s| s.set_item(&self.key(), &round::encode(&self.list)).is_ok());
        if !ok {
            self.notice = Some(Key::NoStorage);
        }
    }

    /// Gives the current round start position `n`.
    fn set_sp(&mut self, n: u32) {
        self.notice = None;
        self.q.sp = Some(n);
        round::record(&mut self.list, self.q.round, n);
        self.save();
    }

    fn draw(&mut self) {
        let used = if self.q.no_repeat {
            round::used_elsewhere(&self.list, self.q.round)
        } else {
            Vec::new()
        };
        match round::pick(random_u64(), &used, self.q.no518) {
            Some(n) => self.set_sp(n),
            None => self.notice = Some(Key::AllUsed),
        }
    }

    /// After the round or the event changed: show what that round already has, if anything.
    fn recall(&mut self) {
        self.notice = None;
        self.load_event();
        self.q.sp = round::lookup(&self.list, self.q.round);
    }

    /// Paints the on-screen diagrams at their displayed size (sharp at any pixel ratio).
    fn paint(&self) {
        let Some(sp) = self.q.sp else { return };
        let rank = round::back_rank(sp);
        let board: &HtmlCanvasElement = self.n[BOARD].unchecked_ref();
        let size = canvas::fit_to_display(board);
        if let Ok(ctx) = canvas::context(board) {
            canvas::paint(
                &ctx,
                &render::draw_commands(&round::board_view(&rank), size),
            );
        }
        let dpr = dom::host::window().map_or(1.0, |w| w.device_pixel_ratio());
        let w = (self.n[RANK_BOX].get_bounding_client_rect().width() * dpr)
            .round()
            .max(8.0);
        let c: &HtmlCanvasElement = self.n[RANK].unchecked_ref();
        c.set_width(w as u32);
        c.set_height((w / 8.0).round() as u32);
        if let Ok(ctx) = canvas::context(c) {
            canvas::paint(&ctx, &round::rank_commands(&rank, w));
        }
    }

    fn render(&mut self) {
        let lang = self.lang;
        self.q.lang = Some(lang);
        let n = &self.n;
        let t = |k| rt(lang, k);
        let text = |i: usize, s: &str| n[i].set_text_content(Some(s));
        if let Some(html) = self.doc.document_element() {
            let _ = html.set_attribute("lang", lang.code());
        }
        for (i, d) in DOM.iter().enumerate() {
            if let Some(k) = d.4 {
                text(i, t(k));
            }
        }
        self.input(ROUND).set_value(&self.q.round.to_string());
        self.input(EVENT).set_value(&self.q.event);
        self.input(NO518).set_checked(self.q.no518);
        self.input(NO_REPEAT).set_checked(self.q.no_repeat);
        self.input(COPIES).set_value(&self.q.copies.to_string());
        self.input(LANG).set_value(lang.code());
        n[NOTICE].set_text_content(self.notice.map(t));
        n[NOTICE].set_hidden(self.notice.is_none());

        let mut title = String::from(t(Key::Round));
        title.push(' ');
        title.push_str(&self.q.round.to_string());
        text(HEAD_ROUND, &title);
        text(HEAD_EVENT, &self.q.event);
        n[HEAD_EVENT].set_hidden(self.q.event.is_empty());
        let _ = n[RANK].set_attribute("aria-label", t(Key::BackRank));
        let _ = n[BOARD].set_attribute("aria-label", t(Key::Board));

        // The list of this event.
        n[LIST].set_text_content(if self.list.is_empty() {
            Some(t(Key::NoneYet))
        } else {
            None
        });
        for entry in &self.list {
            if let Ok(li) = el(&self.doc, "li", "") {
                let mut s = String::from(t(Key::Round));
                s.push(' ');
                s.push_str(&entry.round.to_string());
                s.push_str(": ");
                s.push_str(&round::sp_label(entry.sp));
                li.set_text_content(Some(&s));
                if entry.round == self.q.round {
                    li.set_class_name("rp-now");
                }
                let _ = n[LIST].append_child(&li);
            }
        }

        let sp = self.q.sp;
        for i in [SP, POS, PLAY] {
            n[i].set_hidden(sp.is_none());
        }
        n[EMPTY].set_hidden(sp.is_some());
        n[PRINT]
            .unchecked_ref::<HtmlButtonElement>()
            .set_disabled(sp.is_none());
        n[PRINT_PAGES].set_text_content(None);
        if let Some(num) = sp {
            let label = round::sp_label(num);
            text(SP, &label);
            self.input(NUMBER).set_value(&num.to_string());
            n[PLAY]
                .unchecked_ref::<HtmlAnchorElement>()
                .set_href(&round::play_href(num, lang));
            let rank = round::back_rank(num);
            let mut long = false;
            for (i, role) in rank.iter().enumerate() {
                let mut b = [0u8; 4];
                // The language's letters (in French R is the king, roi).
                let letter = ui::notation::piece_letter(lang, *role).unwrap_or(role.upper_char());
                self.cells[i].set_text_content(Some(letter.encode_utf8(&mut b)));
                let name = capitalised_piece_name(lang, *role);
                long |= name.chars().count() > 6;
                self.cells[8 + i].set_text_content(Some(&name));
            }
            let _ = n[NAMES].class_list().toggle_with_force("rp-long", long);
            title.push_str(" · ");
            title.push_str(&label);
            self.paint();
            let _ = self.print_pages(&rank);
        }
        if !self.q.event.is_empty() {
            title.push_str(" · ");
            title.push_str(&self.q.event);
        }
        self.doc.set_title(&title);
        if let Some(w) = dom::host::window() {
            if let Ok(h) = w.history() {
                let _ =
                    h.replace_state_with_url(&JsValue::NULL, "", Some(&round::page_query(&self.q)));
            }
        }
    }

    /// Fills the print container with `copies` identical A4 pages: the header, number,
    /// letters and names as on screen, the diagrams as images.
    fn print_pages(&self, rank: &[rules::Role; 8]) -> Result<(), JsValue> {
        let doc = &self.doc;
        let n = &self.n;
        let copy = |i: usize| -> Result<web_sys::Node, JsValue> { n[i].clone_node_with_deep(true) };
        let board_url = snapshot(
            doc,
            PRINT_BOARD,
            PRINT_BOARD,
            &render::draw_commands(&round::board_view(rank), f64::from(PRINT_BOARD)),
        )?;
        let rank_url = snapshot(
            doc,
            PRINT_RANK,
            PRINT_RANK / 8,
            &round::rank_commands(rank, f64::from(PRINT_RANK)),
        )?;
        let sheet = el(doc, "div", "rp-sheet")?;
        let rank_box = el(doc, "div", "rp-rank")?;
        let board = el(doc, "img", "rp-board-i")?;
        board.set_attribute("src", &board_url)?;
        board.set_attribute("alt", rt(self.lang, Key::Board))?;
        let rank_img = el(doc, "img", "rp-rank-i")?;
        rank_img.set_attribute("src", &rank_url)?;
        rank_img.set_attribute("alt", rt(self.lang, Key::BackRank))?;
        rank_box.append_child(&rank_img)?;
        rank_box.append_child(&copy(LETTERS)?)?;
        rank_box.append_child(&copy(NAMES)?)?;
        sheet.append_child(&copy(HEAD)?)?;
        sheet.append_child(&copy(SP)?)?;
        sheet.append_child(&rank_box)?;
        sheet.append_child(&board)?;
        for _ in 1..self.q.copies {
            n[PRINT_PAGES].append_child(&sheet.clone_node_with_deep(true)?)?;
        }
        n[PRINT_PAGES].append_child(&sheet)?;
        Ok(())
    }
}

/// Runs `f` on the page, then renders, when `ev` fires on element `i`.
fn on(page: &Shared, i: usize, ev: &str, f: fn(&mut Page)) -> Result<(), JsValue> {
    let target = page.borrow().n[i].clone();
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

fn wire(page: &Shared) -> Result<(), JsValue> {
    on(page, ROUND, "change", |p| {
        if let Some(r) = round::parse_round(&p.value(ROUND)) {
            p.q.round = r;
            p.recall();
        }
    })?;
    on(page, EVENT, "change", |p| {
        p.q.event = round::clean_event(&p.value(EVENT));
        p.recall();
    })?;
    on(page, NO518, "change", |p| {
        p.q.no518 = p.input(NO518).checked()
    })?;
    on(page, NO_REPEAT, "change", |p| {
        p.q.no_repeat = p.input(NO_REPEAT).checked()
    })?;
    on(page, DRAW, "click", Page::draw)?;
    on(page, SHOW, "click", |p| {
        match round::parse_number(&p.value(NUMBER)) {
            Some(n) => p.set_sp(n),
            None => p.notice = Some(Key::BadNumber),
        }
    })?;
    on(page, COPIES, "change", |p| {
        if let Some(c) = round::parse_copies(&p.value(COPIES)) {
            p.q.copies = c;
        }
    })?;
    on(page, LANG, "change", |p| {
        if let Some(l) = Lang::from_code(&p.value(LANG)) {
            p.lang = l;
        }
    })?;
    on(page, PRINT, "click", |_| {
        if let Some(w) = dom::host::window() {
            let _ = w.print();
        }
    })?;

    let window = dom::host::window().ok_or_else(|| err("no window"))?;
    let p = page.clone();
    let on_resize = Closure::<dyn FnMut()>::new(move || p.borrow().paint());
    window.add_event_listener_with_callback("resize", on_resize.as_ref().unchecked_ref())?;
    on_resize.forget();
    Ok(())
}

/// Starts the round screen.
pub fn run(
    window: &web_sys::Window,
    doc: &Document,
    address: &ui::address::Address,
) -> Result<(), JsValue> {
    let q = round::query(address);
    let lang = q.lang.unwrap_or_else(|| dom::host::browser_lang(window));
    let (n, cells) = build(doc)?;
    let mut page = Page {
        q,
        lang,
        list: Vec::new(),
        notice: None,
        storage: window.local_storage().ok().flatten(),
        doc: doc.clone(),
        n,
        cells,
    };
    page.load_event();
    match page.q.sp {
        Some(n) => page.set_sp(n),
        None => match round::lookup(&page.list, page.q.round) {
            Some(n) => page.q.sp = Some(n),
            None => page.draw(),
        },
    }
    // A bad round or number in the address is said, not silently replaced.
    if page.q.bad_sp {
        page.notice = Some(Key::BadSp);
    }
    if page.q.bad_round {
        page.notice = Some(Key::BadRound);
    }
    page.render();
    let page = Rc::new(RefCell::new(page));
    wire(&page)?;
    // The round screen's stylesheet is loaded only here, so the game page does not pay for
    // it; the diagrams are repainted at their final size once it has arrived.
    let link = doc.create_element("link")?;
    link.set_attribute("rel", "stylesheet")?;
    link.set_attribute("href", "round.css")?;
    let p = page.clone();
    let ready = Closure::<dyn FnMut()>::new(move || {
        let p = p.borrow();
        p.paint();
        if let Some(body) = p.doc.body() {
            let _ = body.set_attribute("data-round-ready", "1");
        }
    });
    link.add_event_listener_with_callback("load", ready.as_ref().unchecked_ref())?;
    link.add_event_listener_with_callback("error", ready.as_ref().unchecked_ref())?;
    ready.forget();
    doc.query_selector("head")?
        .ok_or_else(|| err("no head"))?
        .append_child(&link)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(i: usize) -> &'static str {
        DOM[i].3.iter().find(|a| a.0 == "id").map_or("", |a| a.1)
    }

    #[test]
    fn dom_table_is_consistent() {
        for (i, d) in DOM.iter().enumerate().skip(1) {
            assert!(d.0 < i, "entry {i}: parent must come first");
        }
        for (i, want) in [
            (ROUND, "rp-round"),
            (EVENT, "rp-event"),
            (NO518, "rp-no518"),
            (NO_REPEAT, "rp-norepeat"),
            (DRAW, "rp-draw"),
            (NUMBER, "rp-number"),
            (SHOW, "rp-show"),
            (COPIES, "rp-copies"),
            (PRINT, "rp-print"),
            (PLAY, "rp-play"),
            (LANG, "rp-lang"),
            (NOTICE, "rp-notice"),
            (SP, "rp-sp"),
            (RANK, "rp-rank"),
            (LETTERS, "rp-letters"),
            (NAMES, "rp-names"),
            (BOARD, "rp-board"),
            (LIST, "rp-list"),
            (PRINT_PAGES, "rp-print-pages"),
        ] {
            assert_eq!(id(i), want);
        }
        for (i, class) in [
            (HEAD, "rp-head"),
            (HEAD_ROUND, "rp-rd"),
            (HEAD_EVENT, "rp-ev"),
            (EMPTY, "rp-empty"),
            (POS, "rp-pos"),
            (RANK_BOX, "rp-rank"),
        ] {
            assert_eq!(DOM[i].2, class);
        }
        assert_eq!(DOM[LANG].1, "select");
        assert_eq!(DOM[PLAY].1, "a");
        assert_eq!(DOM[BOARD].1, "canvas");
        assert_eq!(DOM[RANK].1, "canvas");
        for i in [ROUND, EVENT, NO518, NO_REPEAT, NUMBER, COPIES] {
            assert_eq!(DOM[i].1, "input");
        }
        for i in [DRAW, SHOW, PRINT] {
            assert_eq!(DOM[i].1, "button");
        }
    }
}
