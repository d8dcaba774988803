//! Placeholder until the typed rules errors land: English texts.
use crate::i18n::Lang;
use rules::fen::FenError;
use rules::pgn::PgnError;
use rules::startpos::StartPositionError;

/// A FEN error in words.
pub fn fen_error(_lang: Lang, e: &FenError) -> String {
    e.to_string()
}

/// A PGN error in words.
pub fn pgn_error(_lang: Lang, e: &PgnError) -> String {
    e.to_string()
}

/// A start-position error in words.
pub fn start_position_error(_lang: Lang, e: &StartPositionError) -> String {
    e.to_string()
}
