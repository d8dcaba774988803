//! The embed dialog's "Show a game" part: a field for a pasted PGN (a game or a round's games)
//! that gives the viewer's snippet ([`ui::viewer::snippet::ViewerSnippet`]) at the dialog's
//! width, with a preview, or says in the player's language why the PGN cannot be shown. Built
//! into the dialog by this module the first time the dialog asks for its snippet, so the game
//! page's markup and wasm do not grow; its texts are the viewer's.

use ui::i18n::Lang;
use ui::viewer::snippet::ViewerSnippet;
use ui::viewer::texts::{t, Key};
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// An element of the dialog.
    type Node;
    #[wasm_bindgen(js_namespace = document, js_name = getElementById)]
    fn by_id(id: &str) -> Option<Node>;
    #[wasm_bindgen(catch, js_namespace = document, js_name = createElement)]
    fn create(tag: &str) -> Result<Node, JsValue>;
    #[wasm_bindgen(method, js_name = setAttribute)]
    fn attr(this: &Node, name: &str, value: &str);
    #[wasm_bindgen(method, setter = textContent)]
    fn set_text(this: &Node, text: &str);
    #[wasm_bindgen(method, getter)]
    fn value(this: &Node) -> String;
    #[wasm_bindgen(method, setter = value)]
    fn set_value(this: &Node, value: &str);
    #[wasm_bindgen(catch, method, js_name = appendChild)]
    fn append(this: &Node, child: &Node) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(method, js_name = replaceChildren)]
    fn replace_children(this: &Node, child: &Node);
    #[wasm_bindgen(method, js_name = replaceChildren)]
    fn clear(this: &Node);
    #[wasm_bindgen(method, getter, js_name = childElementCount)]
    fn child_count(this: &Node) -> u32;
    #[wasm_bindgen(method, js_name = addEventListener)]
    fn on(this: &Node, kind: &str, f: &Closure<dyn FnMut()>);
    /// `document.documentElement.lang`: the language the page shows.
    #[wasm_bindgen(js_namespace = ["document", "documentElement"], js_name = lang, thread_local_v2)]
    static PAGE_LANG: String;
    /// `location.origin + location.pathname`.
    #[wasm_bindgen(js_namespace = location, js_name = origin, thread_local_v2)]
    static ORIGIN: String;
    #[wasm_bindgen(js_namespace = location, js_name = pathname, thread_local_v2)]
    static PATH: String;
}

/// The element tree: parent index, tag, attributes, text key.
type Part = (
    usize,
    &'static str,
    &'static [(&'static str, &'static str)],
    Option<Key>,
);

const PARTS: [Part; 6] = [
    (
        0,
        "div",
        &[("id", "embed-game"), ("class", "embed-game")],
        None,
    ),
    (0, "h3", &[], Some(Key::EmbedGame)),
    (
        0,
        "label",
        &[("for", "embed-game-pgn")],
        Some(Key::EmbedPaste),
    ),
    (
        0,
        "textarea",
        &[
            ("id", "embed-game-pgn"),
            ("class", "mono"),
            ("rows", "4"),
            ("spellcheck", "false"),
        ],
        None,
    ),
    (
        0,
        "p",
        &[
            ("id", "embed-game-note"),
            ("class", "note"),
            ("role", "status"),
        ],
        None,
    ),
    (
        0,
        "textarea",
        &[
            ("id", "embed-game-code"),
            ("class", "mono"),
            ("rows", "3"),
            ("readonly", ""),
            ("aria-label", "HTML"),
        ],
        None,
    ),
];

thread_local! {
    /// The preview's address and size, as last shown.
    static SHOWN: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
}

fn lang() -> Lang {
    PAGE_LANG.with(|l| Lang::from_code(l)).unwrap_or(Lang::En)
}

/// Adds the part to the embed dialog (`#embed-box`) once.
pub(crate) fn install() {
    if by_id("embed-game").is_some() {
        return;
    }
    let Some(dialog) = by_id("embed-box") else {
        return;
    };
    let lang = lang();
    let mut made: Vec<Node> = Vec::new();
    for (parent, tag, attrs, text) in PARTS {
        let Ok(node) = create(tag) else { return };
        for (name, value) in attrs {
            node.attr(name, value);
        }
        if let Some(key) = text {
            node.set_text(t(lang, key));
        }
        let holder = if made.is_empty() {
            &dialog
        } else {
            made.get(parent).unwrap_or(&dialog)
        };
        if holder.append(&node).is_err() {
            return;
        }
        made.push(node);
    }
    let update = Closure::<dyn FnMut()>::new(update);
    for id in ["embed-game-pgn", "embed-width"] {
        if let Some(field) = by_id(id) {
            field.on(
                if id == "embed-width" {
                    "change"
                } else {
                    "input"
                },
                &update,
            );
        }
    }
    update.forget();
}

/// The snippet for the pasted PGN at the dialog's width, and its preview; or why not.
fn update() {
    let (Some(field), Some(code), Some(note)) = (
        by_id("embed-game-pgn"),
        by_id("embed-game-code"),
        by_id("embed-game-note"),
    ) else {
        return;
    };
    let pgn = field.value();
    if pgn.trim().is_empty() {
        code.set_value("");
        note.set_text("");
        return;
    }
    let width = by_id("embed-width")
        .and_then(|w| ui::text::parse::<u32>(&w.value()))
        .unwrap_or(360);
    let base = ORIGIN.with(|o| PATH.with(|p| format!("{o}{p}")));
    match ViewerSnippet::new(&base, &pgn, lang(), width) {
        Ok(s) => {
            code.set_value(&s.snippet());
            note.set_text("");
            // The same frame again is not loaded again.
            let key = format!("{} {} {}", s.url(), s.width, s.height());
            let shown = by_id("embed-preview").is_some_and(|p| p.child_count() > 0);
            if shown && SHOWN.with(|k| *k.borrow() == key) {
                return;
            }
            SHOWN.with(|k| *k.borrow_mut() = key);
            if let (Some(place), Ok(frame)) = (by_id("embed-preview"), create("iframe")) {
                frame.attr("src", &s.url());
                frame.attr("width", &s.width.to_string());
                frame.attr("height", &s.height().to_string());
                frame.attr("title", "Rokade Chess960");
                place.replace_children(&frame);
            }
        }
        Err(why) => {
            code.set_value("");
            note.set_text(&why);
            if let Some(place) = by_id("embed-preview") {
                place.clear();
            }
        }
    }
}
