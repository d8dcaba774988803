//! The screen's elements: its markup (`screen.html`, a `<template>`'s content), built once
//! under `<body class="round">`, and the elements the code reads and writes, by id.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    Document, Element, HtmlAnchorElement, HtmlButtonElement, HtmlCanvasElement, HtmlElement,
    HtmlInputElement, HtmlTemplateElement,
};

use super::err;
use crate::texts::Key;
use ui::i18n::Lang;

/// The screen's markup (a `<template>`'s content).
const MARKUP: &str = include_str!("../screen.html");

/// The elements the code reads and writes, by their ids in [`MARKUP`].
pub(super) struct Els {
    pub(super) round: HtmlInputElement,
    pub(super) event: HtmlInputElement,
    pub(super) no518: HtmlInputElement,
    pub(super) no_repeat: HtmlInputElement,
    pub(super) draw: HtmlElement,
    pub(super) number: HtmlInputElement,
    pub(super) show: HtmlElement,
    pub(super) copies: HtmlInputElement,
    pub(super) print: HtmlButtonElement,
    pub(super) play: HtmlAnchorElement,
    pub(super) lang: HtmlInputElement,
    pub(super) notice: HtmlElement,
    pub(super) head: HtmlElement,
    pub(super) head_round: HtmlElement,
    pub(super) head_event: HtmlElement,
    pub(super) sp: HtmlElement,
    pub(super) empty: HtmlElement,
    pub(super) pos: HtmlElement,
    pub(super) rank_box: HtmlElement,
    pub(super) rank: HtmlCanvasElement,
    pub(super) letters: HtmlElement,
    pub(super) names: HtmlElement,
    pub(super) board: HtmlCanvasElement,
    pub(super) list: HtmlElement,
    pub(super) print_pages: HtmlElement,
    /// The elements with a text ([`MARKUP`]'s `data-k`).
    pub(super) texts: Vec<(HtmlElement, Key)>,
    /// The 8 cells of the letters row, then the 8 of the names row.
    pub(super) cells: Vec<HtmlElement>,
}

pub(super) fn el(doc: &Document, tag: &str, class: &str) -> Result<HtmlElement, JsValue> {
    let e = doc.create_element(tag)?;
    if !class.is_empty() {
        e.set_class_name(class);
    }
    Ok(e.unchecked_into())
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
pub(super) fn build(doc: &Document) -> Result<Els, JsValue> {
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
pub(super) fn copy(node: &Element) -> Result<Element, JsValue> {
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
