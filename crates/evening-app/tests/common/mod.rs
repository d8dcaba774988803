//! What the tests share: a fresh tool, actions as the DOM layer would send them, and a
//! check that the page built from the record is well-formed for readers.

#![allow(dead_code)]

use std::collections::HashSet;

use evening::{Date, Seed};
use evening_app::action::Action;
use evening_app::fields::Fields;
use evening_app::lang::Lang;
use evening_app::node::Node;
use evening_app::ui::{Effects, Ui};
use evening_app::view::view;

pub fn today() -> Date {
    Date::new(2025, 3, 14).unwrap()
}

pub fn seed(n: u8) -> Seed {
    let mut s = [0u8; 16];
    for (i, b) in s.iter_mut().enumerate() {
        *b = n.wrapping_mul(31).wrapping_add(i as u8 * 7);
    }
    s
}

pub fn tool(lang: Lang) -> Ui {
    Ui::new(lang, today(), "https://club.example/rokade/evening.html")
}

/// Sends an action with seed 1 and checks the page afterwards.
pub fn send(ui: &mut Ui, action: Action) -> Effects {
    let effects = ui.handle(action, &seed(1));
    check_page(&view(ui));
    effects
}

/// A key typed on board `board`'s result field.
pub fn key(ui: &mut Ui, board: u16, key: &str) -> Effects {
    send(ui, Action::ResultKey(board, key.to_string()))
}

pub fn new_evening(ui: &mut Ui, name: &str) {
    let mut fields = evening_app::settings_form::fields_of(&evening::Settings::new(name, today()));
    fields.0.retain(|(n, _)| n != "first");
    fields.0.push(("first".into(), "white".into()));
    send(ui, Action::Settings(fields));
}

pub fn register(ui: &mut Ui, name: &str, rating: &str) -> Effects {
    send(
        ui,
        Action::Player(Fields::of(&[
            ("name", name),
            ("rating", rating),
            ("club", ""),
        ])),
    )
}

/// The names on the boards of the shown round: (white, black) in board order.
pub fn boards(ui: &Ui) -> Vec<(String, String)> {
    let e = ui.evening.as_ref().unwrap();
    let list = e.pairing_list(ui.shown_round().unwrap()).unwrap();
    list.boards
        .iter()
        .map(|b| (b.white.name.clone(), b.black.name.clone()))
        .collect()
}

/// The page as a reader meets it: unique ids; every control labelled (a `<label for>`, an
/// `aria-label` or `aria-labelledby` naming an element that exists); every table with a
/// caption and column headers with `scope`; every button with a name; headings present.
pub fn check_page(page: &Node) {
    let nodes = page.walk();
    let mut ids = HashSet::new();
    for n in &nodes {
        if let Some(id) = n.get("id") {
            assert!(ids.insert(id.to_string()), "id {id} twice");
        }
    }
    let labelled: HashSet<&str> = nodes
        .iter()
        .filter(|n| n.tag == "label")
        .filter_map(|n| n.get("for"))
        .collect();
    for n in &nodes {
        let control = matches!(n.tag, "input" | "select" | "textarea");
        if control && n.get("type") != Some("hidden") {
            let id = n.get("id").unwrap_or("");
            let ok = labelled.contains(id)
                || n.get("aria-label").is_some_and(|l| !l.trim().is_empty())
                || n.get("aria-labelledby").is_some_and(|l| ids.contains(l));
            assert!(ok, "an unlabelled {} ({:?})", n.tag, n.attrs);
        }
        if n.tag == "button" {
            assert!(
                !n.text_content().trim().is_empty(),
                "a button without text: {:?}",
                n.attrs
            );
            if let Some(label) = n.get("aria-label") {
                assert!(
                    label.starts_with(n.text_content().trim()),
                    "the label holds the visible text: {label}"
                );
            }
        }
        if n.tag == "table" {
            assert!(
                n.children.first().is_some_and(|c| c.tag == "caption"),
                "a table without caption"
            );
            let heads = n.all("th");
            assert!(!heads.is_empty(), "a table without headers");
            assert!(
                heads.iter().all(|th| th.get("scope").is_some()),
                "a header without scope"
            );
        }
        if let Some(by) = n.get("aria-labelledby").or(n.get("aria-describedby")) {
            assert!(ids.contains(by), "aria reference to a missing id {by}");
        }
        if n.tag == "form" {
            assert!(n.get("data-act").is_some(), "a form that asks for nothing");
        }
    }
    let headings = nodes
        .iter()
        .filter(|n| matches!(n.tag, "h1" | "h2"))
        .count();
    assert!(headings > 0, "a page without a heading");
}
