//! The effects the record asks for: random bytes, storage, a download.

use wasm_bindgen::JsCast;
use web_sys::Document;

use super::App;
use crate::notice::Notice;
use crate::ui::{Download, STORAGE_KEY};
use evening::Seed;

/// Fresh random bytes from the browser's generator (`getrandom`, which calls
/// `crypto.getRandomValues`; zeros only if the browser has none, which a browser that runs
/// wasm always has).
pub fn seed() -> Seed {
    let mut seed = [0u8; 16];
    let _ = getrandom::fill(&mut seed);
    seed
}

/// Keeps the evening in the browser (or removes it when there is none); a refusal (storage
/// full or blocked) becomes the notice.
pub fn save(a: &mut App) {
    let Some(storage) = &a.storage else {
        a.ui.notice = Some(Notice::NoStorage);
        return;
    };
    let done = match a.ui.stored() {
        Some(text) => storage.set_item(STORAGE_KEY, &text),
        None => storage.remove_item(STORAGE_KEY),
    };
    if done.is_err() {
        a.ui.notice = Some(Notice::NoStorage);
    }
}

/// Offers a text file for download.
pub fn download(doc: &Document, file: &Download) {
    let parts = js_sys::Array::of1(&file.text.clone().into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/plain;charset=utf-8");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    if let Some(a) = doc
        .create_element("a")
        .ok()
        .and_then(|e| e.dyn_into::<web_sys::HtmlAnchorElement>().ok())
    {
        a.set_href(&url);
        a.set_download(&file.name);
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}
