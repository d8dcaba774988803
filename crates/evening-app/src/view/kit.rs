//! Small builders the views share: labelled fields, buttons, tables with headers.

use crate::node::{el, Node};
use crate::texts::Text;
use crate::ui::Ui;

/// The text in the page's language.
pub fn t(ui: &Ui, text: Text) -> &'static str {
    text.text(ui.lang)
}

/// A button (`type=button`) asking for `act` with `arg`.
pub fn button(label: &str, act: &str, arg: impl Into<String>) -> Node {
    el("button")
        .attr("type", "button")
        .act(act, arg)
        .text(label)
}

/// A labelled control: `<div class="field"><label for=id>label</label>control</div>`;
/// the control gets the id.
pub fn field(label: &str, control: Node, id: &str) -> Node {
    el("div")
        .class("field")
        .child(el("label").attr("for", id).text(label))
        .child(control.id(id))
}

/// A text input named `name` with `value`.
pub fn input(name: &str, value: &str) -> Node {
    el("input")
        .attr("name", name.to_string())
        .attr("value", value)
        .attr("autocomplete", "off")
}

/// A `<select>` named `name` of (value, label) options, `selected` chosen.
pub fn select(name: &str, options: &[(String, String)], selected: &str) -> Node {
    el("select")
        .attr("name", name.to_string())
        .children(options.iter().map(|(value, label)| {
            el("option")
                .attr("value", value.clone())
                .flag("selected", value == selected)
                .text(label.clone())
        }))
}

/// A table with a caption and column headers (`<th scope=col>`). A header made by
/// [`numeric`] (or [`centred`]) is aligned like its column's numbers (right, or centred).
pub fn table(caption: &str, headers: &[Node], rows: Vec<Node>) -> Node {
    el("table")
        .child(el("caption").text(caption))
        .child(el("thead").child(el("tr").children(headers.iter().map(|h| {
            let th = el("th").attr("scope", "col");
            let th = match h.get("class") {
                Some("num") => th.class("num"),
                Some("cell") => th.class("cell"),
                _ => th,
            };
            th.child(h.clone())
        }))))
        .child(el("tbody").children(rows))
}

/// A header of a column of numbers (points, tie-breaks, ratings): right-aligned like them.
pub fn numeric(header: Node) -> Node {
    header.class("num")
}

/// A header of a centred column (the cross table's rounds).
pub fn centred(header: Node) -> Node {
    header.class("cell")
}

/// A column header text.
pub fn head(text: &str) -> Node {
    crate::node::text(text)
}

/// A column header shown abbreviated, with the full name for readers (`<abbr title>`).
pub fn abbr(short: &str, full: &str) -> Node {
    el("abbr").attr("title", full).text(short)
}

/// A header that only screen readers hear.
pub fn hidden(text: &str) -> Node {
    el("span").class("sr-only").text(text)
}

/// A cell.
pub fn td(text: impl Into<String>) -> Node {
    el("td").text(text)
}
