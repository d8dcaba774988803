//! The interface language's texts, fetched by `boot.js` (`window.__rokadeTexts(code)`, which
//! has usually fetched the likely language already, beside the wasm) and stored in
//! [`ui::loaded_texts`]. Until the first language is here the page draws only the board;
//! the markup's own (English) labels stay. `body.texts-pending` is set while the page's
//! language is on its way.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::Ui;
use ui::i18n::{Key, Lang};
use ui::loaded_texts;

/// Said in the status line when no language's texts could be loaded (no table to say it in).
const NO_TEXTS: &str = "Rokade could not load its texts; please reload the page.";

/// Where the texts are.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Texts {
    /// Languages asked for (by [`Lang::index`]).
    asked: [bool; 4],
    /// A language's texts could not be loaded.
    pub failed: bool,
}

impl Texts {
    /// Whether the page can say anything yet: some language is here, or none will come.
    pub fn ready(&self) -> bool {
        self.failed || loaded_texts::any_loaded()
    }

    /// The status line's text when no language could be loaded.
    pub fn failure(&self) -> Option<&'static str> {
        (self.failed && !loaded_texts::any_loaded()).then_some(NO_TEXTS)
    }
}

impl Ui {
    /// Asks for the interface language's texts unless they are here or on their way.
    pub fn ensure_texts(&mut self) {
        let lang = self.app.lang;
        if loaded_texts::is_loaded(lang) {
            return;
        }
        let Some(asked) = self.texts.asked.get_mut(lang.index()) else {
            return;
        };
        if *asked {
            return;
        }
        *asked = true;
        self.pending_class(true);
        let promise = dom::host::window()
            .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str("__rokadeTexts")).ok())
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
            .and_then(|f| {
                f.call1(&JsValue::NULL, &JsValue::from_str(lang.code()))
                    .ok()
            })
            .and_then(|p| p.dyn_into::<js_sys::Promise>().ok());
        let Some(promise) = promise else {
            self.arrived(lang, None);
            return;
        };
        let weak = self.me.clone();
        let done = Closure::once(move |text: JsValue| {
            if let Some(ui) = weak.upgrade() {
                ui.borrow_mut().arrived(lang, text.as_string());
            }
        });
        let weak = self.me.clone();
        let failed = Closure::once(move |_: JsValue| {
            if let Some(ui) = weak.upgrade() {
                ui.borrow_mut().arrived(lang, None);
            }
        });
        let _ = promise.then2(&done, &failed);
        done.forget();
        failed.forget();
    }

    fn arrived(&mut self, lang: Lang, text: Option<String>) {
        let stored = text.is_some_and(|t| loaded_texts::load(lang, &t, Key::ALL.len()).is_ok());
        if !stored {
            self.texts.failed = true;
            web_sys::console::warn_1(&JsValue::from_str(&ui::text::join(
                &[
                    "Rokade: the texts for \"",
                    lang.code(),
                    "\" could not be loaded",
                ],
                "",
            )));
        }
        if loaded_texts::is_loaded(self.app.lang) || lang == self.app.lang {
            self.pending_class(false);
        }
        self.render_all();
    }

    fn pending_class(&self, on: bool) {
        if let Some(body) = self.doc.body() {
            let _ = body.class_list().toggle_with_force("texts-pending", on);
        }
    }
}
