//! The page's second module, loaded only when a player needs what it holds, so the normal
//! page stays light: PGN import (the PGN reader) and export (the writer), and the errors of
//! FENs, PGNs and typed moves as full sentences in four languages ([`error_text`]).
//!
//! The interface is plain text across the module boundary: a game travels in the page's
//! saved-game format ([`ui::persist`]), messages as words in the player's language.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod embed_game;
pub mod error_text;
pub mod host;
mod texts;

use ui::i18n::{t, Key, Lang};
use ui::message::Msg;
use ui::persist;
use ui::state::new_game::ImportError;
use ui::state::App;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// `navigator.clipboard.writeText`: an error where there is no clipboard (outside a
    /// secure context `navigator.clipboard` is undefined).
    #[wasm_bindgen(catch, js_namespace = ["navigator", "clipboard"], js_name = writeText)]
    fn clipboard_write_text(text: &str) -> Result<Thenable, JsValue>;
    /// A promise, as the clipboard returns it.
    type Thenable;
    /// `document.execCommand(command)`.
    #[wasm_bindgen(catch, js_namespace = document, js_name = execCommand)]
    fn exec_command(command: &str) -> Result<bool, JsValue>;
    /// A form field (`input`, `textarea`).
    type Field;
    #[wasm_bindgen(js_namespace = document, js_name = getElementById)]
    fn field_by_id(id: &str) -> Option<Field>;
    #[wasm_bindgen(method, setter)]
    fn set_value(this: &Field, value: &str);
    #[wasm_bindgen(method)]
    fn focus(this: &Field);
    #[wasm_bindgen(method)]
    fn select(this: &Field);
    /// A `Blob`.
    type Blob;
    #[wasm_bindgen(catch, constructor, js_class = Blob)]
    fn new_blob(parts: &js_sys::Array, options: &JsValue) -> Result<Blob, JsValue>;
    #[wasm_bindgen(catch, js_namespace = URL, js_name = createObjectURL)]
    fn object_url(blob: &Blob) -> Result<String, JsValue>;
    #[wasm_bindgen(catch, js_namespace = URL, js_name = revokeObjectURL)]
    fn revoke_object_url(url: &str) -> Result<(), JsValue>;
    /// An `<a>` element.
    type Anchor;
    #[wasm_bindgen(catch, js_namespace = document, js_name = createElement)]
    fn create_anchor(tag: &str) -> Result<Anchor, JsValue>;
    #[wasm_bindgen(method, setter)]
    fn set_href(this: &Anchor, href: &str);
    #[wasm_bindgen(method, setter)]
    fn set_download(this: &Anchor, name: &str);
    #[wasm_bindgen(method)]
    fn click(this: &Anchor);
    /// An element of the page (the embed preview's frame and its place).
    type Elem;
    #[wasm_bindgen(catch, js_namespace = document, js_name = createElement)]
    fn create_elem(tag: &str) -> Result<Elem, JsValue>;
    #[wasm_bindgen(js_namespace = document, js_name = getElementById)]
    fn elem_by_id(id: &str) -> Option<Elem>;
    #[wasm_bindgen(method, js_name = setAttribute)]
    fn set_attr(this: &Elem, name: &str, value: &str);
    #[wasm_bindgen(method, js_name = replaceChildren)]
    fn replace_children_with(this: &Elem, child: &Elem);
    /// `console.warn(text)`.
    #[wasm_bindgen(js_namespace = console, js_name = warn)]
    fn console_warn(text: &str);
    /// `promise.then(done, refused)` with callbacks that return the next promise's value.
    #[wasm_bindgen(method, js_name = then)]
    fn then_values(this: &Thenable, done: &JsValue, refused: &JsValue) -> JsValue;
}

/// Copies `text` for the copy button beside the field `field` (its id): a promise of
/// `"copied"` once the clipboard holds it, or, when the browser refused (no clipboard API on
/// plain http, a frame without `clipboard-write`, no `execCommand`), of the sentence in `lang`
/// that says so: the text is then selected in its field for the player to copy by hand.
/// Never rejects, never throws.
#[wasm_bindgen]
pub fn copy_text(text: &str, field: &str, lang: &str) -> JsValue {
    let lang = lang_of(lang);
    match clipboard_write_text(text) {
        Ok(promise) => {
            let (text, field) = (text.to_string(), field.to_string());
            let done = Closure::once_into_js(|_: JsValue| JsValue::from_str("copied"));
            let refused = Closure::once_into_js(move |_: JsValue| {
                JsValue::from_str(copy_selected(&text, &field, lang))
            });
            promise.then_values(&done, &refused)
        }
        Err(_) => {
            let answer = JsValue::from_str(copy_selected(text, field, lang));
            js_sys::Promise::resolve(&answer).into()
        }
    }
}

/// Offers the game in `saved` (the page's saved-game text) as a PGN file named `name`.
#[wasm_bindgen]
pub fn download_pgn(saved: &str, name: &str) {
    let pgn = pgn_export(saved);
    let parts = js_sys::Array::of1(&JsValue::from_str(&pgn));
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"type".into(), &"application/x-chess-pgn".into());
    let Ok(blob) = Blob::new_blob(&parts, &options) else {
        return;
    };
    let (Ok(url), Ok(a)) = (object_url(&blob), create_anchor("a")) else {
        return;
    };
    a.set_href(&url);
    a.set_download(name);
    a.click();
    let _ = revoke_object_url(&url);
}

/// Selects `text` in the field `id` and asks the browser to copy the selection: `"copied"`,
/// or the sentence that asks the player to copy it.
fn copy_selected(text: &str, id: &str, lang: Lang) -> &'static str {
    let refused = texts::t(lang, texts::Key::CopySelected);
    let Some(f) = field_by_id(id) else {
        return refused;
    };
    f.set_value(text);
    f.focus();
    f.select();
    match exec_command("copy") {
        Ok(true) => "copied",
        _ => refused,
    }
}

fn lang_of(code: &str) -> Lang {
    Lang::from_code(code).unwrap_or(Lang::En)
}

/// `(parent, id, kind, data)`: tells the host page (`parent=`) the message `kind` for the
/// embed `id`, written from `data` (the saved game right after the transition, or the height
/// in pixels); the first call also starts hearing the host's commands ([`host`]).
#[wasm_bindgen]
pub fn host_tell(parent: &str, id: &str, kind: &str, data: &str) {
    host::tell(parent, id, kind, data);
}

/// A link to this page (its address without query or fragment) that carries the game in
/// `saved` ([`ui::game_link`]), its clock read now; the game's language is kept when
/// `lang_chosen` is not empty. Empty if the game cannot be read.
#[wasm_bindgen]
pub fn game_link(saved: &str, lang_chosen: &str) -> String {
    let href = js_sys::Reflect::get(&js_sys::global(), &"location".into())
        .and_then(|l| js_sys::Reflect::get(&l, &"href".into()))
        .ok()
        .and_then(|h| h.as_string())
        .unwrap_or_default();
    let base = href.split(['?', '#']).next().unwrap_or_default();
    persist::decode(saved)
        .and_then(|s| App::from_saved(&s, Lang::En))
        .map(|app| {
            let lang = (!lang_chosen.is_empty()).then_some(app.lang);
            ui::game_link::game_link(&app, base, js_sys::Date::now(), lang)
        })
        .unwrap_or_default()
}

/// The game in `saved` (the page's saved-game text) as PGN; empty if it cannot be read.
#[wasm_bindgen]
pub fn pgn_export(saved: &str) -> String {
    persist::decode(saved)
        .and_then(|s| App::from_saved(&s, Lang::En))
        .map(|app| app.pgn_text())
        .unwrap_or_default()
}

/// The embed dialog's snippet for the game in `saved` (the page's saved-game text) and the
/// dialog's choices `form` ([`ui::state::EmbedForm::to_line`]); empty if the game cannot be
/// read.
#[wasm_bindgen]
pub fn embed(saved: &str, form: &str) -> String {
    if cfg!(target_arch = "wasm32") {
        embed_game::install();
    }
    embed_options(saved, form)
        .map(|o| o.snippet())
        .unwrap_or_default()
}

/// Shows the embed dialog's preview in `#embed-preview`: a frame exactly as the snippet makes
/// it (its address, width and height; the dialog scrolls it when it is wider), for the game in
/// `saved` and the dialog's choices `form`. Nothing when the game cannot be read.
#[wasm_bindgen]
pub fn preview_embed(saved: &str, form: &str) {
    let Some(options) = embed_options(saved, form) else {
        return;
    };
    let (Ok(frame), Some(place)) = (create_elem("iframe"), elem_by_id("embed-preview")) else {
        return;
    };
    frame.set_attr("src", &options.url());
    frame.set_attr("width", &options.frame_width().to_string());
    frame.set_attr("height", &options.height().to_string());
    frame.set_attr("title", "Rokade Chess960");
    place.replace_children_with(&frame);
}

/// The embed options for the game in `saved` and the dialog's choices `form`.
fn embed_options(saved: &str, form: &str) -> Option<ui::embed::EmbedOptions> {
    let mut app = persist::decode(saved)
        .and_then(|s| App::from_saved(&s, Lang::En))
        .ok()?;
    app.set_embed_form_line(form);
    Some(app.embed_options())
}

/// Which parameters of the address (`address`: query and fragment as the page read them) were
/// ignored and why, in `lang`: at most three, then how many more (hundreds must not push the
/// board off the page). Each is also written to the browser console, once per page, with its
/// reason.
#[wasm_bindgen]
pub fn param_warnings(address: &str, lang: &str) -> String {
    use std::sync::atomic::{AtomicBool, Ordering};
    use ui::address::{Address, ParamWarning, Params};
    static LOGGED: AtomicBool = AtomicBool::new(false);
    const SHOWN: usize = 3;
    let lang = lang_of(lang);
    let warnings = Params::from_address(&Address::read(address, "")).warnings;
    // (Only in the browser: a native test has no console to bind.)
    if cfg!(target_arch = "wasm32") && !LOGGED.swap(true, Ordering::Relaxed) {
        for w in &warnings {
            console_warn(&w.console_text());
        }
    }
    let mut s = String::new();
    for (i, w) in warnings.iter().take(SHOWN).enumerate() {
        if i > 0 {
            s.push_str("; ");
        }
        s.push_str(&warning_text(w, lang));
        if let ParamWarning::Fen(fen) = w {
            let why = fen_error(fen, lang.code());
            if !why.is_empty() {
                s.push_str(" (");
                s.push_str(&why);
                s.push(')');
            }
        }
    }
    if warnings.len() > SHOWN {
        s.push_str("; \u{2026} (+");
        s.push_str(&(warnings.len() - SHOWN).to_string());
        s.push(')');
    }
    s
}

/// An ignored address parameter in words, in `lang`.
fn warning_text(w: &ui::address::ParamWarning, lang: Lang) -> String {
    use texts::Key as K;
    use ui::address::ParamWarning as W;
    let tx = |k| texts::t(lang, k);
    match w {
        W::TooLong { kb } => format!("{} ({kb} KB)", tx(K::ParamTooLong)),
        W::Unknown(name) => format!("{} \u{201c}{name}\u{201d}", tx(K::ParamUnknown)),
        W::Invalid { name, value } => {
            format!("{name}=\u{201c}{value}\u{201d}: {}", tx(K::ParamInvalid))
        }
        W::Fen(_) => format!("fen: {}", t(lang, Key::BadFen)),
        W::SpAndFen => tx(K::ParamSpAndFen).to_string(),
    }
}

/// A pasted PGN read: `ok` and the game as saved-game text on the next lines, or `err` and
/// why not, in the language `lang`, on the next line.
#[wasm_bindgen]
pub fn pgn_import(text: &str, lang: &str) -> String {
    let lang = lang_of(lang);
    match ui::state::new_game::prepare_import_noting(text) {
        Ok((start, skipped)) => {
            let mut app = App::new(lang, 518);
            app.start(start);
            // "ok <sentence>": the game was read without its variations and annotations
            // (too long to keep with the saved game).
            let mut out = String::from("ok");
            if !skipped.is_empty() {
                out.push(' ');
                out.push_str(texts::t(lang, texts::Key::ImportedSkipped));
            }
            out.push('\n');
            out.push_str(&persist::encode(&app.to_saved()));
            out
        }
        Err(e) => {
            let mut out = String::from("err\n");
            match &e {
                ImportError::Pgn(e) => {
                    out.push_str(t(lang, Key::BadImport));
                    out.push_str(": ");
                    out.push_str(&error_text::pgn_error(lang, e));
                }
                ImportError::Msg(Msg::Fen(input)) => out.push_str(&fen_error(input, lang.code())),
                ImportError::Msg(other) => out.push_str(&other.text(lang)),
            }
            out
        }
    }
}

/// Why `fen` is not a valid position, in words (empty if it is valid).
#[wasm_bindgen]
pub fn fen_error(fen: &str, lang: &str) -> String {
    match rules::fen::parse_position(fen.trim()) {
        Ok(_) => String::new(),
        Err(e) => error_text::fen_error(lang_of(lang), &e),
    }
}

/// The move typed as `text` in the position `fen`, read in the letters of `lang` or English:
/// `ok <uci>` or `err <kind>` ([`ui::notation::typed_answer_text`]). The page's own wasm has
/// no SAN reader; it asks this when a move is typed.
#[wasm_bindgen]
pub fn read_move(fen: &str, text: &str, lang: &str) -> String {
    ui::notation::typed_answer_text(&ui::notation::read_typed(lang_of(lang), fen, text))
}

/// Why the move typed as `text` cannot be played in the position `fen`, in words (empty if
/// it can).
#[wasm_bindgen]
pub fn move_error(fen: &str, text: &str, lang: &str) -> String {
    let lang = lang_of(lang);
    let Ok(pos) = rules::fen::parse_position(fen) else {
        return String::new();
    };
    match ui::notation::read_move(lang, &pos, text) {
        Ok(_) => String::new(),
        Err(ui::notation::EntryError::San(e)) => error_text::san_error(lang, &e),
        Err(e) => error_text::entry_error_text(lang, &pos, &e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The page calls this module's functions by the names in `protocol::modules::extras`:
    /// exactly those are exported here, under their own names.
    #[test]
    fn exports_the_functions_the_page_calls() {
        let mut want = protocol::modules::extras::ALL;
        want.sort_unstable();
        assert_eq!(
            protocol::modules::exported_functions(include_str!("lib.rs")),
            want
        );
    }

    /// Issue #17, item 5 and issue 19: an import keeps variations, NAGs and comments and
    /// says nothing more; when they are too long to keep it says so, in the player's
    /// language, on the answer's first line.
    #[test]
    fn import_says_what_it_left_out() {
        assert!(pgn_import("1. e4 (1. d4) e5 $1 *", "fr").starts_with("ok\n"));
        assert!(pgn_import("1. e4 e5 *", "fr").starts_with("ok\n"));
        let moves = format!("1. e4 {} e5 *", "(1. d4) ".repeat(30_000));
        let out = pgn_import(&moves, "fr");
        assert!(
            out.starts_with("ok Importé, sans variantes"),
            "{}",
            &out[..80]
        );
        let saved = out.split_once('\n').map(|(_, s)| s).unwrap_or_default();
        assert!(persist::decode(saved).is_ok_and(|s| s.notes.is_empty()));
    }

    /// Issue 19: an imported game's variations (nested, with comments), NAGs and comments
    /// come back when it is exported again, read by the rules' reader as the same tree, also
    /// after the saved game's round trip (a reload).
    #[test]
    fn import_then_export_keeps_the_annotations() {
        let pgn = "[White \"Anna\"]\n\n{Opening} 1. e4 $1 {Best by test} (1. d4 {Solid} d5 \
                   (1... Nf6 2. c4) 2. c4) (1. c4) 1... e5 2. Nf3 ?! Nc6 *";
        let out = pgn_import(pgn, "en");
        let saved = out.strip_prefix("ok\n").expect(&out);
        let reloaded = persist::encode(
            &App::from_saved(&persist::decode(saved).unwrap(), Lang::En)
                .unwrap()
                .to_saved(),
        );
        let want = rules::pgn::read_game(pgn).unwrap();
        for saved in [saved, reloaded.as_str()] {
            let back = pgn_export(saved);
            assert!(back.contains("[White \"Anna\"]"), "{back}");
            let got = rules::pgn::read_game(&back).unwrap();
            assert_eq!(got.game.sans(), want.game.sans());
            assert_eq!(
                got.comments().collect::<Vec<_>>(),
                want.comments().collect::<Vec<_>>()
            );
            for ply in 0..=4 {
                assert_eq!(got.nags(ply), want.nags(ply), "{ply}: {back}");
                assert_eq!(got.variations(ply), want.variations(ply), "{ply}: {back}");
            }
            assert_eq!(got.nags(1), [1]);
            assert_eq!(got.variations(1).len(), 2);
            assert_eq!(got.variations(1)[0].moves[1].variations.len(), 1);
        }
    }

    /// Issue #17, item 10: hundreds of unknown parameters make a short sentence (three, then
    /// how many more), each with its reason; a bad FEN says why.
    #[test]
    fn param_warnings_are_few_and_say_why() {
        let many: String = (0..300).map(|i| format!("&x{i}=1")).collect();
        let text = param_warnings(&format!("?sp=1{many}"), "en");
        assert!(text.contains("(+297)"), "{text}");
        assert!(
            text.contains("x0") && text.contains("x2") && !text.contains("x3"),
            "{text}"
        );
        assert!(text.len() < 200, "{text}");
        for lang in ["nl", "en", "fr", "da"] {
            let text = param_warnings("?sp=-1&zz=1&fen=8%2F8&sp=3", lang);
            assert_eq!(text.split("; ").count(), 3, "{text}");
            assert!(text.split("; ").all(|w| w.len() > 8), "{lang}: {text}");
        }
        let text = param_warnings("?fen=garbage&sp=2", "fr");
        assert!(text.starts_with("fen"), "{text}");
        assert!(text.contains('('), "the FEN's error is said: {text}");
    }

    #[test]
    fn pgn_round_trip_through_the_saved_text() {
        let pgn = "[Event \"Club\"]\n[White \"Anna\"]\n\n1. e4 e5 2. Nf3 *";
        let out = pgn_import(pgn, "nl");
        let saved = out.strip_prefix("ok\n").expect(&out);
        let back = pgn_export(saved);
        assert!(back.contains("[White \"Anna\"]"), "{back}");
        assert!(back.contains("1. e4 e5 2. Nf3"), "{back}");
        let err = pgn_import("1. e4 e5 2. Nf9 *", "nl");
        assert!(err.starts_with("err\n"), "{err}");
        assert!(err.contains("Nf9"), "{err}");
    }

    #[test]
    fn errors_in_words() {
        assert!(fen_error("8/8/8 w - - 0 1", "fr").len() > 10);
        assert_eq!(fen_error("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "fr"), "");
        let fen = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";
        assert!(move_error(fen, "Pd2", "nl").contains("Pbd2"));
        assert_eq!(move_error(fen, "Pd4", "nl"), "");
    }
}
