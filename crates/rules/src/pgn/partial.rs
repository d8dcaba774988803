//! A game being read: its tags, its moves as they are played, its comments, the variation
//! being skipped, and the checks made when it ends.

use super::comments::CommentMap;
use super::error::{err, PgnError, PgnErrorKind};
use super::game::{PgnGame, Skipped};
use super::lines::Lines;
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
    /// The variations being read, and the line of the outermost open `(`.
    pub(super) lines: Lines,
    pub(super) open_line: usize,
    /// NAGs of the main line: (move, NAG).
    nags: Vec<(usize, u8)>,
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
            lines: Lines::default(),
            open_line: 0,
            nags: Vec::new(),
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

    /// A NAG: for the last move of the open variation, else of the main line (dropped before
    /// the first move).
    pub(super) fn nag(&mut self, nag: u8) {
        if self.lines.depth() > 0 {
            self.lines.nag(nag);
        } else if let Some(ply) = self.game.as_ref().map(Game::ply).filter(|p| *p > 0) {
            self.nags.push((ply, nag));
        }
    }

    /// `(`: a variation replacing the last move read.
    pub(super) fn open(&mut self, line: usize) -> Result<(), PgnError> {
        if self.lines.depth() == 0 {
            self.open_line = line;
            self.skipped.variations += 1;
        }
        let main = self.game.as_ref().and_then(|g| {
            let ply = g.ply();
            let before = g.position_at(ply.checked_sub(1)?)?;
            Some((ply, before.clone()))
        });
        self.lines.open(line, main)
    }

    pub(super) fn comment(&mut self, text: String) {
        if text.is_empty() {
            return;
        }
        if self.lines.depth() > 0 {
            self.lines.comment(text);
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
        if self.lines.depth() > 0 {
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
        let mut pgn = PgnGame::new(game);
        pgn.tags = self.tags;
        pgn.comments = self.comments;
        pgn.skipped = self.skipped;
        for (ply, nag) in self.nags {
            pgn.add_nag(ply, nag);
        }
        for (ply, variation) in self.lines.done {
            pgn.add_variation(ply, variation);
        }
        Ok(pgn)
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
