//! A game being read: its tags, its moves as they are played, its comments, the variation
//! being skipped, and the checks made when it ends.

use super::comments::CommentMap;
use super::error::{err, PgnError, PgnErrorKind};
use super::game::{PgnGame, Skipped};
use super::tags::Tags;
use crate::fen;
use crate::game::{Game, GameResult, Outcome, Reason};
use crate::Position;

/// A game being read.
pub(super) struct Partial {
    tags: Tags,
    fen: Option<(usize, String)>,
    variant: Option<(usize, String)>,
    result_tag: Option<(usize, String)>,
    game: Option<Game>,
    comments: CommentMap,
    /// Depth of the variation being skipped and the line of its outermost `(`.
    pub(super) depth: usize,
    pub(super) open_line: usize,
    pub(super) result: Option<(usize, &'static str)>,
    pub(super) skipped: Skipped,
}

impl Partial {
    pub(super) fn new() -> Partial {
        Partial {
            tags: Tags::new(),
            fen: None,
            variant: None,
            result_tag: None,
            game: None,
            comments: CommentMap::default(),
            depth: 0,
            open_line: 0,
            result: None,
            skipped: Skipped::default(),
        }
    }

    pub(super) fn has_movetext(&self) -> bool {
        self.game.is_some()
    }

    pub(super) fn tag(&mut self, line: usize, name: String, value: String) {
        match name.as_str() {
            "FEN" => self.fen = Some((line, value)),
            "Variant" => self.variant = Some((line, value)),
            "Result" => self.result_tag = Some((line, value)),
            "SetUp" => {}
            // `set` only fails on names the lexer does not produce or on control characters,
            // which the lexer replaced.
            _ => {
                let _ = self.tags.set(&name, value);
            }
        }
    }

    /// The start position from the `Variant` and `FEN` tags.
    fn start_position(&self) -> Result<Position, PgnError> {
        if let Some((line, variant)) = &self.variant {
            if !supported_variant(variant) {
                return Err(err(
                    *line,
                    PgnErrorKind::UnsupportedVariant(variant.chars().take(40).collect()),
                ));
            }
        }
        match &self.fen {
            Some((line, text)) => {
                fen::parse_position(text).map_err(|e| err(*line, PgnErrorKind::Fen(e)))
            }
            None => Ok(Position::classical()),
        }
    }

    /// The game, set up from the tags on first use.
    pub(super) fn game(&mut self) -> Result<&mut Game, PgnError> {
        if self.game.is_none() {
            self.game = Some(Game::new(self.start_position()?));
        }
        Ok(self.game.get_or_insert_with(Game::classical))
    }

    pub(super) fn comment(&mut self, text: String) {
        if self.depth > 0 || text.is_empty() {
            return;
        }
        let ply = self.game.as_ref().map_or(0, Game::ply);
        match self.comments.get_mut(ply) {
            Some(c) => {
                c.push(' ');
                c.push_str(&text);
            }
            None => self.comments.insert(ply, text),
        }
    }

    pub(super) fn finish(mut self) -> Result<PgnGame, PgnError> {
        if self.depth > 0 {
            return Err(err(self.open_line, PgnErrorKind::UnclosedVariation));
        }
        let given = match self.result {
            Some((line, r)) => Some((line, r.to_string())),
            None => self.result_tag.take(),
        };
        let mut game = match self.game.take() {
            Some(game) => game,
            None => Game::new(self.start_position()?),
        };
        if let Some((line, text)) = given {
            if let Some(result) = GameResult::from_pgn(&text) {
                match game.outcome() {
                    Some(outcome) if outcome.result != result => {
                        return Err(err(
                            line,
                            PgnErrorKind::ResultMismatch {
                                given: result,
                                outcome,
                            },
                        ));
                    }
                    Some(_) => {}
                    None => {
                        // Cannot fail: the game is not over and Unknown fits any result.
                        let _ = game.end(Outcome {
                            result,
                            reason: Reason::Unknown,
                        });
                    }
                }
            }
        }
        Ok(PgnGame {
            tags: self.tags,
            game,
            comments: self.comments,
            skipped: self.skipped,
        })
    }
}

/// `true` for a `Variant` tag value naming Chess960 or standard chess.
///
/// ASCII only on purpose: every accepted name is ASCII, and `char::is_alphanumeric` with
/// `char::to_lowercase` would pull about 14 KB of Unicode tables into the web page's wasm
/// (10 KB of its gzipped size).
pub(super) fn supported_variant(value: &str) -> bool {
    let key: String = value
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect();
    matches!(
        key.as_str(),
        "" | "chess960"
            | "960"
            | "fischerandom"
            | "fischerrandom"
            | "fischerrandomchess"
            | "frc"
            | "standard"
            | "chess"
            | "normal"
            | "classical"
            | "fromposition"
    )
}
