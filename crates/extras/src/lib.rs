//! The page's second module, loaded only when a player needs what it holds, so the normal
//! page stays light: PGN import (the PGN reader) and export (the writer), and the errors of
//! FENs and typed moves as full sentences in four languages.
//!
//! The interface is plain text across the module boundary: a game travels in the page's
//! saved-game format ([`web::persist`]), messages as words in the player's language.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

use wasm_bindgen::prelude::*;
use web::i18n::{t, Key, Lang};
use web::message::Msg;
use web::persist;
use web::state::new_game::ImportError;
use web::state::App;

fn lang_of(code: &str) -> Lang {
    Lang::from_code(code).unwrap_or(Lang::En)
}

/// The game in `saved` (the page's saved-game text) as PGN; empty if it cannot be read.
#[wasm_bindgen]
pub fn pgn_export(saved: &str) -> String {
    persist::decode(saved)
        .and_then(|s| App::from_saved(&s, Lang::En))
        .map(|app| app.pgn_text())
        .unwrap_or_default()
}

/// A pasted PGN read: `ok` and the game as saved-game text on the next lines, or `err` and
/// why not, in the language `lang`, on the next line.
#[wasm_bindgen]
pub fn pgn_import(text: &str, lang: &str) -> String {
    let lang = lang_of(lang);
    match web::state::new_game::prepare_import_noting(text) {
        Ok((start, skipped)) => {
            let mut app = App::new(lang, 518);
            app.start(start);
            // "ok skipped": the game was read without its variations or NAGs.
            let mut out = String::from(if skipped.is_empty() {
                "ok\n"
            } else {
                "ok skipped\n"
            });
            out.push_str(&persist::encode(&app.to_saved()));
            out
        }
        Err(e) => {
            let mut out = String::from("err\n");
            match &e {
                ImportError::Pgn(e) => {
                    out.push_str(t(lang, Key::BadImport));
                    out.push_str(": ");
                    out.push_str(&web::error_text::pgn_error(lang, e));
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
        Err(e) => web::error_text::fen_error(lang_of(lang), &e),
    }
}

/// The move typed as `text` in the position `fen`, read in the letters of `lang` or English:
/// `ok <uci>` or `err <kind>` ([`web::notation::typed_answer_text`]). The page's own wasm has
/// no SAN reader; it asks this when a move is typed.
#[wasm_bindgen]
pub fn read_move(fen: &str, text: &str, lang: &str) -> String {
    web::notation::typed_answer_text(&web::notation::read_typed(lang_of(lang), fen, text))
}

/// Why the move typed as `text` cannot be played in the position `fen`, in words (empty if
/// it can).
#[wasm_bindgen]
pub fn move_error(fen: &str, text: &str, lang: &str) -> String {
    let lang = lang_of(lang);
    let Ok(pos) = rules::fen::parse_position(fen) else {
        return String::new();
    };
    match web::notation::read_move(lang, &pos, text) {
        Ok(_) => String::new(),
        Err(web::notation::EntryError::San(e)) => web::error_text::san_error(lang, &e),
        Err(e) => web::notation::entry_error_text(lang, &pos, &e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
