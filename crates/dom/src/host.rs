//! The browser globals the pages use: `window` (bound directly), random bytes (`getrandom`,
//! whose `wasm_js` backend calls `crypto.getRandomValues`), and the browser's language as
//! `boot.js` chose it. (`web_sys::window()` finds the global object by trying four names and an
//! `instanceof`, which costs the page's wasm and glue more than this one binding.)

use ui::i18n::Lang;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Window;

#[wasm_bindgen]
extern "C" {
    /// The global `window`.
    #[wasm_bindgen(thread_local_v2, js_name = window)]
    static WINDOW: JsValue;
}

/// The page's `window` (none where there is none).
pub fn window() -> Option<Window> {
    let w = WINDOW.with(JsValue::clone);
    w.is_object().then(|| w.unchecked_into())
}

/// 64 random bits from the browser's cryptographic generator (`getrandom`; the clock's bits
/// if it fails).
pub fn random_u64() -> u64 {
    getrandom::u64().unwrap_or_else(|_| js_sys::Date::now().to_bits())
}

/// The first of the browser's preferred languages that we have, else English, as `boot.js`
/// found it for its early fetch of the texts (`window.__rokadeBrowserLang`): one choice for
/// both, and no reading of the browser's language list here.
#[inline(never)]
pub fn browser_lang(window: &Window) -> Lang {
    js_sys::Reflect::get(window, &JsValue::from_str("__rokadeBrowserLang"))
        .ok()
        .and_then(|v| v.as_string())
        .and_then(|code| Lang::from_code(&code))
        .unwrap_or(Lang::En)
}
