//! A game with its PGN tags and comments ([`PgnGame`]), and what reading it skipped.

use super::comments::{normalise_comment, CommentMap};
use super::tags::Tags;
use super::variation::Variation;
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
    /// NAGs of the main line's move `n` (1 = the first move), in ply order.
    pub(super) nags: Vec<(usize, Vec<u8>)>,
    /// Variations that are alternatives to the main line's move `n` (1 = the first move),
    /// in ply order.
    pub(super) variations: Vec<(usize, Vec<Variation>)>,
    /// What the reader found beside the main line: variations and NAGs (`$2`, `?!`), counted so that an import
    /// can say so instead of dropping them silently.
    pub skipped: Skipped,
}

/// What [`read_games`](super::read_games) read beside the main line.
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
            nags: Vec::new(),
            variations: Vec::new(),
            skipped: Skipped::default(),
        }
    }

    /// The NAGs of the main line's move `ply` (1 = the first move).
    pub fn nags(&self, ply: usize) -> &[u8] {
        self.nags
            .iter()
            .find(|(p, _)| *p == ply)
            .map_or(&[], |(_, n)| n.as_slice())
    }

    /// Adds a NAG to the main line's move `ply` (1 = the first move; 0 is refused).
    pub fn add_nag(&mut self, ply: usize, nag: u8) {
        if ply == 0 {
            return;
        }
        match self.nags.binary_search_by_key(&ply, |(p, _)| *p) {
            Ok(i) => {
                if let Some((_, n)) = self.nags.get_mut(i) {
                    n.push(nag);
                }
            }
            Err(i) => self.nags.insert(i, (ply, vec![nag])),
        }
    }

    /// The variations that are alternatives to the main line's move `ply` (1 = the first
    /// move: they start from the position before it).
    pub fn variations(&self, ply: usize) -> &[Variation] {
        self.variations
            .iter()
            .find(|(p, _)| *p == ply)
            .map_or(&[], |(_, v)| v.as_slice())
    }

    /// Adds a variation as an alternative to the main line's move `ply` (1 = the first move; 0
    /// and empty variations are refused). Its moves are not checked here: the reader only
    /// adds legal ones, and the writer stops a variation at a move that is not legal.
    pub fn add_variation(&mut self, ply: usize, variation: Variation) {
        if ply == 0 || variation.moves.is_empty() {
            return;
        }
        match self.variations.binary_search_by_key(&ply, |(p, _)| *p) {
            Ok(i) => {
                if let Some((_, v)) = self.variations.get_mut(i) {
                    v.push(variation);
                }
            }
            Err(i) => self.variations.insert(i, (ply, vec![variation])),
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
