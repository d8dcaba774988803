//! The embed dialog's "Show a game" snippet ([`ViewerSnippet`]): an `<iframe>` of the viewer
//! for a pasted PGN, with the PGN in the address's fragment (never sent to a server, so a
//! round's file is not refused for its length), at a width the dialog offers and the height
//! the viewer's embedded layout needs there (fixed heights for every part whose content varies,
//! so it holds for every move of every game; measured by tests/e2e/viewer.test.mjs).

use crate::embed::html_attr;
use crate::i18n::Lang;
use crate::percent::percent_encode;
use rules::pgn::read_games;

/// Widths the viewer's snippet offers (narrower than the viewer's two-column layout).
pub const SNIPPET_WIDTHS: [u32; 4] = [280, 360, 480, 600];

/// Height of everything but the board in the embedded viewer, in CSS pixels: heading, buttons,
/// the move list, the comment box, the Continue link and the margins.
pub const VIEWER_CHROME: u32 = 360;

/// The game chooser's row, when the PGN has several games.
pub const CHOOSER: u32 = 40;

/// A viewer snippet for a PGN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ViewerSnippet {
    /// The address of the Rokade page up to the query (`https://club.example/960/`, or with
    /// its page name, `…/960/index.html`, which [`Self::url`] drops).
    pub base: String,
    /// The PGN as pasted.
    pub pgn: String,
    /// The viewer's language.
    pub lang: Lang,
    /// The frame width (one of [`SNIPPET_WIDTHS`]; others are taken to the nearest below).
    pub width: u32,
    /// Whether the PGN has more than one game (the chooser's row).
    pub several: bool,
}

impl ViewerSnippet {
    /// The snippet for `pgn`, or the sentence in `lang` saying why the PGN cannot be shown.
    pub fn new(base: &str, pgn: &str, lang: Lang, width: u32) -> Result<ViewerSnippet, String> {
        let pgn = pgn.trim();
        let games = read_games(pgn).map_err(|e| super::error_sentence(lang, &e))?;
        if games.is_empty() {
            return Err(super::texts::t(lang, super::texts::Key::NoGame).to_string());
        }
        let width = SNIPPET_WIDTHS
            .iter()
            .rev()
            .find(|w| **w <= width)
            .copied()
            .unwrap_or(SNIPPET_WIDTHS[0]);
        Ok(ViewerSnippet {
            base: base.to_string(),
            pgn: pgn.to_string(),
            lang,
            width,
            several: games.len() > 1,
        })
    }

    /// The address the frame loads: the viewer's own page in the folder of [`Self::base`]
    /// (`viewer.html?view=1&embed=1&lang=…#pgn=…`), which loads only the viewer's files, not
    /// the game page's.
    pub fn url(&self) -> String {
        let folder = self
            .base
            .rfind('/')
            .and_then(|i| self.base.get(..=i))
            .unwrap_or("");
        let mut url = folder.to_string();
        url.push_str("viewer.html?view=1&embed=1&lang=");
        url.push_str(self.lang.code());
        url.push_str("#pgn=");
        url.push_str(&percent_encode(&self.pgn));
        url
    }

    /// The frame height: the board at the frame's width less its margins, and the rest.
    pub fn height(&self) -> u32 {
        let chooser = if self.several { CHOOSER } else { 0 };
        self.width.saturating_sub(16) + VIEWER_CHROME + chooser
    }

    /// The HTML snippet (attribute values escaped).
    pub fn snippet(&self) -> String {
        format!(
            "<iframe src=\"{}\" width=\"{}\" height=\"{}\" title=\"Rokade Chess960\" loading=\"lazy\"></iframe>",
            html_attr(&self.url()),
            self.width,
            self.height()
        )
    }
}
