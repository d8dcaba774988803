//! The browser globals the pages use, bound directly: `window`, random bytes from
//! `crypto.getRandomValues`, and the browser's language as `boot.js` chose it.
//! (`web_sys::window()` finds the global object by trying four names and an `instanceof`, and
//! `getrandom` brings its own lookup of `crypto`: both cost the page's wasm and glue more than
//! these two bindings.)

use ui::i18n::Lang;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Window;

#[wasm_bindgen]
extern "C" {
    /// The global `window`.
    #[wasm_bindgen(thread_local_v2, js_name = window)]
    static WINDOW: JsValue;

    /// Fills `buf` with random bytes (`crypto.getRandomValues`).
    #[wasm_bindgen(catch, js_namespace = crypto, js_name = getRandomValues)]
    fn get_random_values(buf: &mut [u8]) -> Result<JsValue, JsValue>;
}

/// The page's `window` (none where there is none).
pub fn window() -> Option<Window> {
    let w = WINDOW.with(JsValue::clone);
    w.is_object().then(|| w.unchecked_into())
}

/// 64 random bits from the browser's cryptographic generator (the clock's bits if it fails).
pub fn random_u64() -> u64 {
    let mut buf = [0u8; 8];
    if get_random_values(&mut buf).is_err() {
        return js_sys::Date::now().to_bits();
    }
    u64::from_le_bytes(buf)
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
