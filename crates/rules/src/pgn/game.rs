//! A game with its PGN tags and comments ([`PgnGame`]), and what reading it skipped.

use super::comments::{normalise_comment, CommentMap};
use super::tags::Tags;
use crate::game::Game;

/// A game with its PGN tags and comments.
#[derive(Clone, Debug)]
pub struct PgnGame {
    /// Tags other than those written from the game ([`DERIVED_TAGS`](super::DERIVED_TAGS)).
    pub tags: Tags,
    /// The moves, positions and outcome.
    pub game: Game,
    /// Comment after ply `n` (0 = before the first move).
    pub(super) comments: CommentMap,
    /// What the reader skipped: variations and NAGs (`$2`, `?!`), counted so that an import
    /// can say so instead of dropping them silently.
    pub skipped: Skipped,
}

/// What [`read_games`](super::read_games) read but does not keep.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Skipped {
    /// Variations (`( ... )`, nested ones counted once with their outermost).
    pub variations: usize,
    /// NAGs and annotation marks outside variations (`$1`, `!`, `?!`).
    pub nags: usize,
}

impl Skipped {
    /// `true` if nothing was skipped.
    pub fn is_empty(self) -> bool {
        self == Skipped::default()
    }
}

impl PgnGame {
    /// A game with the default tags and no comments.
    pub fn new(game: Game) -> PgnGame {
        PgnGame {
            tags: Tags::new(),
            game,
            comments: CommentMap::default(),
            skipped: Skipped::default(),
        }
    }

    /// The comment after ply `ply` (after the first move for 1; before the first move for 0).
    pub fn comment(&self, ply: usize) -> Option<&str> {
        self.comments.get(&ply).map(String::as_str)
    }

    /// Sets the comment after ply `ply` (0 = before the first move). Whitespace runs become
    /// single spaces and `}` (which would end the comment) is dropped; an empty comment
    /// removes it. Comments past the end of the game are kept but not written.
    pub fn set_comment(&mut self, ply: usize, text: &str) {
        let text = normalise_comment(text);
        if text.is_empty() {
            self.comments.remove(&ply);
        } else {
            self.comments.insert(ply, text);
        }
    }

    /// All comments, as `(ply, text)` in ply order.
    pub fn comments(&self) -> impl Iterator<Item = (usize, &str)> {
        self.comments.iter().map(|(p, t)| (*p, t.as_str()))
    }

    /// The result for the `Result` tag and the end of the movetext: from the game's outcome,
    /// `*` while it goes on.
    pub fn result(&self) -> &'static str {
        self.game.outcome().map_or("*", |o| o.result.as_pgn())
    }
}
