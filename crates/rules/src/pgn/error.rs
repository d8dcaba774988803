//! What can be wrong with a PGN text ([`PgnError`]), in words any interface can translate.

use super::reader::{MAX_GAMES, MAX_PGN_BYTES};
use crate::fen::FenError;
use crate::game::{GameError, GameResult, Outcome};
use crate::san::SanError;
use crate::Color;
use core::fmt;

/// What is wrong with a PGN text.
///
/// Text from the PGN is kept only as data (a move or variant as written, shortened), so that
/// an interface can explain the problem in any language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnErrorKind {
    /// The text is longer than [`MAX_PGN_BYTES`] (its length in bytes).
    TooLarge(usize),
    /// The text holds more than [`MAX_GAMES`] games.
    TooManyGames,
    /// The text holds no game ([`read_game`](super::read_game) only).
    NoGame,
    /// A tag pair (`[Name "value"]`) is malformed.
    Tag(TagPairError),
    /// A `{` comment is not closed.
    UnclosedComment,
    /// A `(` variation is not closed before the game ends.
    UnclosedVariation,
    /// A character that does not belong where it stands: `)` without a `(` before it, `}`
    /// outside a comment, `]` outside a tag pair, `"` outside a tag value.
    Unexpected(char),
    /// The `FEN` tag is not a valid position.
    Fen(FenError),
    /// The `Variant` tag names a variant other than Chess960 or standard chess (the value, at
    /// most 40 characters of it).
    UnsupportedVariant(String),
    /// A move is not legal (or not SAN) in the position reached.
    Move {
        /// The text as written (at most 20 characters of it).
        text: String,
        /// Move number in the game.
        number: u32,
        /// Side to move.
        color: Color,
        /// What the SAN reader or the game said.
        error: GameError,
    },
    /// The result given contradicts the final position (e.g. `1-0` after Black mates).
    ResultMismatch {
        /// The result as written.
        given: GameResult,
        /// The end the final position brings by itself.
        outcome: Outcome,
    },
}

/// What is wrong with a tag pair.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TagPairError {
    /// No tag name (letters, digits, `_`) after the `[`.
    MissingName,
    /// No `"` after the tag name.
    MissingQuote {
        /// The tag name.
        name: String,
    },
    /// The value is not closed by `"]` on its line.
    UnclosedValue {
        /// The tag name.
        name: String,
    },
}

fn capitalised(color: Color) -> &'static str {
    color.fold("White", "Black")
}

impl fmt::Display for TagPairError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TagPairError::MissingName => {
                f.write_str("expected a tag name (letters, digits, _) after '['")
            }
            TagPairError::MissingQuote { name } => {
                write!(f, "expected '\"' after the tag name {name}")
            }
            TagPairError::UnclosedValue { name } => {
                write!(
                    f,
                    "the value of tag {name} is not closed by '\"]' on its line"
                )
            }
        }
    }
}

impl fmt::Display for PgnErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnErrorKind::TooLarge(n) => write!(
                f,
                "the PGN text is {n} bytes long; at most {MAX_PGN_BYTES} bytes are read"
            ),
            PgnErrorKind::TooManyGames => {
                write!(f, "the PGN text holds more than {MAX_GAMES} games")
            }
            PgnErrorKind::NoGame => f.write_str("no game found"),
            PgnErrorKind::Tag(e) => write!(f, "malformed tag pair: {e}"),
            PgnErrorKind::UnclosedComment => {
                f.write_str("the comment opened with '{' here is never closed")
            }
            PgnErrorKind::UnclosedVariation => {
                f.write_str("the variation opened with '(' here is never closed")
            }
            PgnErrorKind::Unexpected(')') => f.write_str("')' without a '(' before it"),
            PgnErrorKind::Unexpected(c) => write!(
                f,
                "unexpected '{c}' outside a {}",
                match c {
                    '}' => "comment",
                    ']' => "tag pair",
                    _ => "tag value",
                }
            ),
            PgnErrorKind::Fen(e) => write!(f, "FEN tag: {e}"),
            PgnErrorKind::UnsupportedVariant(v) => write!(
                f,
                "variant '{v}' is not supported (only Chess960 and standard chess)"
            ),
            PgnErrorKind::Move {
                text,
                number,
                color,
                error,
            } => {
                let who = capitalised(*color);
                match error {
                    GameError::GameOver(o) => write!(
                        f,
                        "move '{text}' at move {number} ({who}) comes after the game ended: {o}"
                    ),
                    GameError::San(SanError::Ambiguous {
                        role,
                        to,
                        candidates,
                        ..
                    }) => {
                        write!(f, "ambiguous move '{text}' at move {number} ({who}): ")?;
                        crate::san::write_candidates(f, *role, candidates, *to)
                    }
                    GameError::San(SanError::Illegal { reason, .. }) => write!(
                        f,
                        "illegal move '{text}' at move {number} ({who}): {reason}"
                    ),
                    GameError::San(SanError::UnknownPiece { letter, .. }) => write!(
                        f,
                        "illegal move '{text}' at move {number} ({who}): '{letter}' is not a \
                         piece letter"
                    ),
                    GameError::San(SanError::Syntax { .. } | SanError::Empty) => write!(
                        f,
                        "illegal move '{text}' at move {number} ({who}): not a move in SAN"
                    ),
                    _ => write!(f, "illegal move '{text}' at move {number} ({who})"),
                }
            }
            PgnErrorKind::ResultMismatch { given, outcome } => write!(
                f,
                "result {given} contradicts the final position, which ends the game {outcome}"
            ),
        }
    }
}

/// A PGN reading error, with the 1-based line it concerns (`None` for the text as a whole).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnError {
    /// The line, counting from 1.
    pub line: Option<usize>,
    /// What is wrong.
    pub kind: PgnErrorKind,
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "line {line}: {}", self.kind),
            None => self.kind.fmt(f),
        }
    }
}

impl std::error::Error for PgnError {}

pub(super) fn err(line: usize, kind: PgnErrorKind) -> PgnError {
    PgnError {
        line: Some(line),
        kind,
    }
}
