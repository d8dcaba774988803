//! The page's lazily loaded wasm modules and the functions the page calls in them, by name:
//! one list for both sides. The page loads a module through `boot.js`
//! (`window.__rokadeModule(name)`) and calls its exports by these names with text arguments
//! (`crates/web/src/page/extras.rs`, `computer.rs`); each module's crate exports functions of
//! exactly these names (`#[wasm_bindgen] pub fn name`), and a native test in that crate
//! compares its exports with [`extras::ALL`] or [`messages::ALL`]. So a rename on either side
//! fails the build (the page uses these constants) or that test, not only an end-to-end run.

/// The arbiter's round screen (`round/`), an app of its own that starts itself.
pub const ROUND: &str = "round";

/// `extras/` (crates/extras): PGN import and export, the error sentences, the move field's
/// reader, the embed snippet, copying, the host page's messages. Arguments and answers are text.
pub mod extras {
    /// The module's name (its folder).
    pub const MODULE: &str = "extras";
    /// `(text, lang)`: a pasted PGN read: `ok` or `ok <sentence>`, then the saved game; or
    /// `err`, then why not.
    pub const PGN_IMPORT: &str = "pgn_import";
    /// `(saved)`: the saved game as PGN.
    pub const PGN_EXPORT: &str = "pgn_export";
    /// `(saved, name)`: offers the game as a PGN file.
    pub const DOWNLOAD_PGN: &str = "download_pgn";
    /// `(text, field, lang)`: copies; a promise of `copied` or the sentence that asks the
    /// player to copy by hand.
    pub const COPY_TEXT: &str = "copy_text";
    /// `(saved, form)`: the embed dialog's snippet.
    pub const EMBED: &str = "embed";
    /// `(saved, form)`: shows the embed dialog's preview frame in `#embed-preview`.
    pub const PREVIEW_EMBED: &str = "preview_embed";
    /// `(fen, lang)`: why a FEN is not a valid position (empty if it is).
    pub const FEN_ERROR: &str = "fen_error";
    /// `(fen, text, lang)`: why a typed move cannot be played (empty if it can).
    pub const MOVE_ERROR: &str = "move_error";
    /// `(fen, text, lang)`: a typed move read: `ok <uci>` or `err <kind>`.
    pub const READ_MOVE: &str = "read_move";
    /// `(address, lang)`: the ignored address parameters, in words.
    pub const PARAM_WARNINGS: &str = "param_warnings";

    /// `(parent, id, kind, data)`: posts the host page's message `kind` (`ready`, `move`...,
    /// written from `data`: the saved game, or the height), and from the first one on hears
    /// the host's commands, handed back as a `rokade-host` event on the page's window.
    pub const HOST_TELL: &str = "host_tell";

    /// `(saved, lang_chosen)`: a link to this page that carries the game (its clock read
    /// now; its language kept when `lang_chosen` is not empty).
    pub const GAME_LINK: &str = "game_link";

    /// Every function the page calls in this module.
    pub const ALL: [&str; 12] = [
        PGN_IMPORT,
        PGN_EXPORT,
        DOWNLOAD_PGN,
        COPY_TEXT,
        EMBED,
        PREVIEW_EMBED,
        FEN_ERROR,
        MOVE_ERROR,
        READ_MOVE,
        PARAM_WARNINGS,
        HOST_TELL,
        GAME_LINK,
    ];
}

/// `messages/` (crates/messages): the computer's Web Worker, started, asked and ended.
pub mod messages {
    /// The module's name (its folder).
    pub const MODULE: &str = "messages";
    /// `(url, on_line)`: starts the worker; `on_line` hears each of its answers as a line.
    pub const START_WORKER: &str = "start_worker";
    /// `(line)`: posts a question to the worker.
    pub const ASK: &str = "ask";
    /// `()`: ends the worker.
    pub const STOP_WORKER: &str = "stop_worker";

    /// Every function the page calls in this module.
    pub const ALL: [&str; 3] = [START_WORKER, ASK, STOP_WORKER];
}

/// The functions a module's source exports: each `#[wasm_bindgen]` followed by `pub fn
/// <name>(` (an attribute with arguments, such as `js_name`, would export another name, and is
/// not counted), sorted. For the modules' tests, which compare it with their list above.
pub fn exported_functions(source: &str) -> alloc::vec::Vec<&str> {
    let mut names: alloc::vec::Vec<&str> = source
        .split("#[wasm_bindgen]\npub fn ")
        .skip(1)
        .filter_map(|rest| rest.split_once('('))
        .map(|(name, _)| name)
        .collect();
    names.sort_unstable();
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exports_are_read_from_the_source() {
        let source = "#[wasm_bindgen]\npub fn b(x: &str) {}\nfn c() {}\n\
                      #[wasm_bindgen(js_name = d)]\npub fn e() {}\n#[wasm_bindgen]\npub fn a() {}";
        assert_eq!(exported_functions(source), ["a", "b"]);
    }

    #[test]
    fn names_are_distinct() {
        let mut all: alloc::vec::Vec<&str> =
            extras::ALL.iter().chain(&messages::ALL).copied().collect();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), extras::ALL.len() + messages::ALL.len());
    }
}
