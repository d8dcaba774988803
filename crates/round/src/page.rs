//! The arbiter's round-position screen (`?round=N`), DOM part: draws or shows a start position
//! large enough for a whole room to read from a projector, keeps the event's list in
//! `localStorage`, and prints one A4 page per board. Logic lives in [`crate::logic`].
//!
//! The page reuses `index.html` (the game module starts this app instead of a game): it puts
//! the class `round` on `<body>` (www/round.css hides the game's static markup and styles only
//! what is under `body.round`) and adds its own markup, `screen.html` (next to this file),
//! parsed once into a `<template>` and cloned into the page; `data-k` there names a text of
//! [`crate::texts`]. The print pages are made when the browser is about to print
//! (`beforeprint`) and taken away afterwards, not on every render.
//! Text is only ever set with `set_text_content`; no inline styles (strict CSP).

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    Document, Element, HtmlAnchorElement, HtmlButtonElement, HtmlCanvasElement, HtmlElement,
    HtmlInputElement, HtmlTemplateElement, Storage,
};

use crate::logic::{self as round, Entry, Problem, Query};
use crate::texts::{problem_text, t as rt, Key};
use dom::canvas;
use ui::i18n::Lang;
use ui::render::{self, DrawCmd};
use ui::speech::capitalised_piece_name;

/// Backing sizes of the printed diagrams, in pixels.
const PRINT_BOARD: u32 = 1200;
const PRINT_RANK: u32 = 1600;

/// The screen's markup (a `<template>`'s content).
const MARKUP: &str = include_str!("screen.html");

/// The elements the code reads and writes, by their ids in [`MARKUP`].
struct Els {
    round: HtmlInputElement,
    event: HtmlInputElement,
    no518: HtmlInputElement,
    no_repeat: HtmlInputElement,
    draw: HtmlElement,
    number: HtmlInputElement,
    show: HtmlElement,
    copies: HtmlInputElement,
    print: HtmlButtonElement,
    play: HtmlAnchorElement,
    lang: HtmlInputElement,
    notice: HtmlElement,
    head: HtmlElement,
    head_round: HtmlElement,
    head_event: HtmlElement,
    sp: HtmlElement,
    empty: HtmlElement,
    pos: HtmlElement,
    rank_box: HtmlElement,
    rank: HtmlCanvasElement,
    letters: HtmlElement,
    names: HtmlElement,
    board: HtmlCanvasElement,
    list: HtmlElement,
    print_pages: HtmlElement,
    /// The elements with a text ([`MARKUP`]'s `data-k`).
    texts: Vec<(HtmlElement, Key)>,
    /// The 8 cells of the letters row, then the 8 of the names row.
    cells: Vec<HtmlElement>,
}

struct Page {
    q: Query,
    lang: Lang,
    list: Vec<Entry>,
    notice: Option<Key>,
    /// What was wrong with the address, said until the first change.
    problems: Vec<Problem>,
    storage: Option<Storage>,
    doc: Document,
    e: Els,
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

/// The element `id` of the page, as a `T`.
fn by_id<T: JsCast>(doc: &Document, id: &str) -> Result<T, JsValue> {
    doc.get_element_by_id(id)
        .ok_or_else(|| err(id))
        .map(JsCast::unchecked_into)
}

/// Clones [`MARKUP`] under `<body class="round">` and finds its elements; adds the language
/// options and the letter and name cells (with spaces between them, so a row reads
/// `R N B Q K B N R`; the spaces take no room in the grid).
fn build(doc: &Document) -> Result<Els, JsValue> {
    let body = doc.body().ok_or_else(|| err("no body"))?;
    body.class_list().add_1("round")?;
    let template: HtmlTemplateElement = doc.create_element("template")?.unchecked_into();
    template.set_inner_html(MARKUP);
    body.append_child(&doc.import_node_with_deep(&template.content(), true)?)?;
    let id = |name: &str| by_id::<HtmlElement>(doc, name);
    let e = Els {
        round: by_id(doc, "rp-round")?,
        event: by_id(doc, "rp-event")?,
        no518: by_id(doc, "rp-no518")?,
        no_repeat: by_id(doc, "rp-norepeat")?,
        draw: id("rp-draw")?,
        number: by_id(doc, "rp-number")?,
        show: id("rp-show")?,
        copies: by_id(doc, "rp-copies")?,
        print: by_id(doc, "rp-print")?,
        play: by_id(doc, "rp-play")?,
        lang: by_id(doc, "rp-lang")?,
        notice: id("rp-notice")?,
        head: id("rp-head")?,
        head_round: id("rp-rd")?,
        head_event: id("rp-ev")?,
        sp: id("rp-sp")?,
        empty: id("rp-empty")?,
        pos: id("rp-pos")?,
        rank_box: id("rp-rank-box")?,
        rank: by_id(doc, "rp-rank")?,
        letters: id("rp-letters")?,
        names: id("rp-names")?,
        board: by_id(doc, "rp-board")?,
        list: id("rp-list")?,
        print_pages: id("rp-print-pages")?,
        texts: Vec::new(),
        cells: Vec::with_capacity(16),
    };
    let mut e = e;
    let marked = body.query_selector_all(".rp [data-k]")?;
    for i in 0..marked.length() {
        let Some(node) = marked.get(i) else { continue };
        let node: HtmlElement = node.unchecked_into();
        if let Some(key) = node
            .get_attribute("data-k")
            .and_then(|k| Key::from_name(&k))
        {
            e.texts.push((node, key));
        }
    }
    for l in Lang::ALL {
        let o = web_sys::HtmlOptionElement::new_with_text_and_value(l.name(), l.code())?;
        e.lang.append_child(&o)?;
    }
    for row in [&e.letters, &e.names] {
        for i in 0..8 {
            if i > 0 {
                row.append_with_str_1(" ")?;
            }
            let c = el(doc, "span", "")?;
            row.append_child(&c)?;
            e.cells.push(c);
        }
    }
    Ok(e)
}

/// A deep copy of `node` for a print page, without ids (they belong to the screen's elements).
fn copy(node: &Element) -> Result<Element, JsValue> {
    let c: Element = node.clone_node_with_deep(true)?.unchecked_into();
    c.remove_attribute("id")?;
    let inner = c.query_selector_all("[id]")?;
    for i in 0..inner.length() {
        if let Some(n) = inner.get(i) {
            n.unchecked_into::<Element>().remove_attribute("id")?;
        }
    }
    Ok(c)
}

impl Page {
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

    /// A new message replaces the old ones (the address's too).
    fn clear_notice(&mut self) {
        self.notice = None;
        self.problems.clear();
    }

    /// Says `key` (in place of every earlier message, the address's too).
    fn say(&mut self, key: Key) {
        self.clear_notice();
        self.notice = Some(key);
    }

    /// Gives the current round start position `n`.
    fn set_sp(&mut self, n: u32) {
        self.clear_notice();
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
            None => self.say(Key::AllUsed),
        }
    }

    /// After the round or the event changed: show what that round already has, if anything.
    fn recall(&mut self) {
        self.clear_notice();
        self.load_event();
        self.q.sp = round::lookup(&self.list, self.q.round);
    }

    /// Paints the on-screen diagrams at their displayed size (sharp at any pixel ratio).
    fn paint(&self) {
        let Some(sp) = self.q.sp else { return };
        let rank = round::back_rank(sp);
        let e = &self.e;
        let size = canvas::fit_to_display(&e.board);
        if let Ok(ctx) = canvas::context(&e.board) {
            canvas::paint(
                &ctx,
                &render::draw_commands(&round::board_view(&rank), size),
            );
        }
        let dpr = dom::host::window().map_or(1.0, |w| w.device_pixel_ratio());
        let w = (e.rank_box.get_bounding_client_rect().width() * dpr)
            .round()
            .max(8.0);
        e.rank.set_width(w as u32);
        e.rank.set_height((w / 8.0).round() as u32);
        if let Ok(ctx) = canvas::context(&e.rank) {
            canvas::paint(&ctx, &round::rank_commands(&rank, w));
        }
    }

    fn render(&mut self) {
        let lang = self.lang;
        self.q.lang = Some(lang);
        let e = &self.e;
        let t = |k| rt(lang, k);
        let text = |el: &HtmlElement, s: &str| el.set_text_content(Some(s));
        if let Some(html) = self.doc.document_element() {
            let _ = html.set_attribute("lang", lang.code());
        }
        for (el, key) in &e.texts {
            text(el, t(*key));
        }
        e.round.set_value(&self.q.round.to_string());
        e.event.set_value(&self.q.event);
        e.no518.set_checked(self.q.no518);
        e.no_repeat.set_checked(self.q.no_repeat);
        e.copies.set_value(&self.q.copies.to_string());
        e.lang.set_value(lang.code());
        // The message, then what was wrong with the address: one line each.
        let lines: Vec<String> = self
            .notice
            .map(|k| t(k).to_string())
            .into_iter()
            .chain(self.problems.iter().map(|p| problem_text(lang, p)))
            .collect();
        e.notice.set_text_content(Some(&lines.join("\n")));
        e.notice.set_hidden(lines.is_empty());

        let mut title = String::from(t(Key::Round));
        title.push(' ');
        title.push_str(&self.q.round.to_string());
        text(&e.head_round, &title);
        text(&e.head_event, &self.q.event);
        e.head_event.set_hidden(self.q.event.is_empty());
        let _ = e.rank.set_attribute("aria-label", t(Key::BackRank));
        let _ = e.board.set_attribute("aria-label", t(Key::Board));

        // The list of this event.
        e.list.set_text_content(if self.list.is_empty() {
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
                let _ = e.list.append_child(&li);
            }
        }

        let sp = self.q.sp;
        e.sp.set_hidden(sp.is_none());
        e.pos.set_hidden(sp.is_none());
        e.play.set_hidden(sp.is_none());
        e.empty.set_hidden(sp.is_some());
        e.print.set_disabled(sp.is_none());
        if let Some(num) = sp {
            let label = round::sp_label(num);
            text(&e.sp, &label);
            e.number.set_value(&num.to_string());
            e.play.set_href(&round::play_href(num, lang));
            let rank = round::back_rank(num);
            let mut long = false;
            for (i, role) in rank.iter().enumerate() {
                let mut b = [0u8; 4];
                // The language's letters (in French R is the king, roi).
                let letter = ui::notation::piece_letter(lang, *role).unwrap_or(role.upper_char());
                if let Some(cell) = e.cells.get(i) {
                    cell.set_text_content(Some(letter.encode_utf8(&mut b)));
                }
                let name = capitalised_piece_name(lang, *role);
                long |= name.chars().count() > 6;
                if let Some(cell) = e.cells.get(8 + i) {
                    cell.set_text_content(Some(&name));
                }
            }
            let _ = e.names.class_list().toggle_with_force("rp-long", long);
            title.push_str(" · ");
            title.push_str(&label);
            self.paint();
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
    /// letters and names as on screen, the diagrams as images. Called on `beforeprint` only:
    /// the two PNGs are made when someone prints, not on every change.
    fn print_pages(&self) -> Result<(), JsValue> {
        self.clear_print_pages();
        let Some(sp) = self.q.sp else {
            return Ok(());
        };
        let rank = round::back_rank(sp);
        let doc = &self.doc;
        let e = &self.e;
        let board_url = snapshot(
            doc,
            PRINT_BOARD,
            PRINT_BOARD,
            &render::draw_commands(&round::board_view(&rank), f64::from(PRINT_BOARD)),
        )?;
        let rank_url = snapshot(
            doc,
            PRINT_RANK,
            PRINT_RANK / 8,
            &round::rank_commands(&rank, f64::from(PRINT_RANK)),
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
        rank_box.append_child(&copy(&e.letters)?.into())?;
        rank_box.append_child(&copy(&e.names)?.into())?;
        sheet.append_child(&copy(&e.head)?.into())?;
        sheet.append_child(&copy(&e.sp)?.into())?;
        sheet.append_child(&rank_box)?;
        sheet.append_child(&board)?;
        for _ in 1..self.q.copies {
            e.print_pages
                .append_child(&sheet.clone_node_with_deep(true)?)?;
        }
        e.print_pages.append_child(&sheet)?;
        Ok(())
    }

    /// Takes the print pages away (after printing).
    fn clear_print_pages(&self) {
        self.e.print_pages.set_text_content(None);
    }
}

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

fn wire(page: &Shared) -> Result<(), JsValue> {
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

/// Starts the round screen.
pub fn run(
    window: &web_sys::Window,
    doc: &Document,
    address: &ui::address::Address,
) -> Result<(), JsValue> {
    let mut q = round::query(address);
    let lang = q.lang.unwrap_or_else(|| dom::host::browser_lang(window));
    let problems = std::mem::take(&mut q.problems);
    let mut page = Page {
        q,
        lang,
        list: Vec::new(),
        notice: None,
        problems: Vec::new(),
        storage: window.local_storage().ok().flatten(),
        doc: doc.clone(),
        e: build(doc)?,
    };
    page.load_event();
    match page.q.sp {
        Some(n) => page.set_sp(n),
        None => match round::lookup(&page.list, page.q.round) {
            Some(n) => page.q.sp = Some(n),
            None => page.draw(),
        },
    }
    // What was wrong with the address is said, not silently replaced (after the start's own
    // changes, which would clear it).
    page.problems = problems;
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

    /// Every `data-k` of the markup names a text, and every id the code looks up is there once.
    #[test]
    fn the_markup_names_real_texts_and_ids() {
        let keys: Vec<&str> = MARKUP
            .split("data-k=\"")
            .skip(1)
            .filter_map(|rest| rest.split('"').next())
            .collect();
        assert!(keys.len() >= 12, "{keys:?}");
        for k in &keys {
            assert!(Key::from_name(k).is_some(), "data-k=\"{k}\" is not a text");
        }
        for id in [
            "rp-round",
            "rp-event",
            "rp-no518",
            "rp-norepeat",
            "rp-draw",
            "rp-number",
            "rp-show",
            "rp-copies",
            "rp-print",
            "rp-play",
            "rp-lang",
            "rp-notice",
            "rp-head",
            "rp-rd",
            "rp-ev",
            "rp-sp",
            "rp-empty",
            "rp-pos",
            "rp-rank-box",
            "rp-rank",
            "rp-letters",
            "rp-names",
            "rp-board",
            "rp-list",
            "rp-print-pages",
        ] {
            let attr = format!("id=\"{id}\"");
            assert_eq!(MARKUP.matches(&attr).count(), 1, "{attr}");
        }
        assert!(!MARKUP.contains("style="), "no inline style (CSP)");
        assert!(!MARKUP.contains("<script"), "no script (CSP)");
    }
}
