//! Turns the view tree into elements in `#app` (all of it, each time: a few hundred elements
//! at most), then puts the focus where the record asks, else back where it was.

use wasm_bindgen::JsValue;
use web_sys::{Document, Element};

use super::{html_element, App};
use crate::node::Node;
use crate::view;

const SVG: &str = "http://www.w3.org/2000/svg";

/// Renders the record; `focus` overrides where the focus goes.
pub fn render(a: &mut App, focus: Option<String>) {
    let before = a
        .doc
        .active_element()
        .map(|el| el.id())
        .filter(|id| !id.is_empty());
    let tree = view::view(&a.ui);
    if let Ok(el) = build(&a.doc, &tree) {
        a.root.set_text_content(None);
        let _ = a.root.append_child(&el);
    }
    a.doc.set_title(&view::title(&a.ui));
    let wanted = focus.or_else(|| a.ui.focus.take()).or(before);
    if let Some(el) = wanted.and_then(|id| html_element(&a.doc, &id)) {
        let _ = el.focus();
    }
}

fn build(doc: &Document, node: &Node) -> Result<web_sys::Node, JsValue> {
    if node.tag.is_empty() {
        return Ok(doc.create_text_node(&node.text).into());
    }
    let el: Element = if node.svg {
        doc.create_element_ns(Some(SVG), node.tag)?
    } else {
        doc.create_element(node.tag)?
    };
    for (name, value) in &node.attrs {
        el.set_attribute(name, value)?;
    }
    for child in &node.children {
        el.append_child(&build(doc, child)?)?;
    }
    Ok(el.into())
}
