//! PGN (Portable Game Notation): writing and reading Chess960 games.
//!
//! Writing ([`PgnGame::to_pgn`]) follows the PGN export format: the Seven Tag Roster, then
//! `[Variant "Chess960"]`, `[SetUp "1"]` and `[FEN "<X-FEN of the start>"]` for every game
//! (the classical start, number 518, included), then any further tags in their order, a blank
//! line, and the movetext in SAN with move numbers, comments, and the result, in lines of at
//! most [`LINE_WIDTH`] characters.
//!
//! Reading ([`read_games`]) accepts what real files contain: several games, comments in braces
//! and after `;`, `%` escape lines, NAGs (`$1`) and annotation marks (`!`, `?!`), variations in
//! parentheses (nested; skipped), move numbers (`1.`, `1...`, `12.Nf3`), `0-0` castling, and
//! FEN tags in X-FEN or Shredder-FEN. The `Variant` tag may be missing, `Standard`,
//! `From Position`, or any spelling of Chess960 (`Chess960`, `chess 960`, `Fischerandom`,
//! `FischerRandom`, `fischer random`, ...); other variants are refused. A game without a FEN
//! tag starts from the classical position.
//!
//! The result is the movetext's termination marker (`1-0`, `0-1`, `1/2-1/2`, `*`), or the
//! `Result` tag if the marker is missing. When the final position ends the game by itself
//! (checkmate, stalemate, dead position, fivefold repetition, 75-move rule) a different decided
//! result is an error; otherwise a decided result becomes the game's outcome with
//! [`Reason::Unknown`]. A move after the game has ended is an error too. Moves are checked
//! with the Chess960 rules, which include classical chess.
//!
//! Comments after moves are kept (as [`PgnGame::comment`]), so clock comments such as
//! `{[%clk 0:19:58]}` survive a round trip. Whitespace inside comments is normalised to single
//! spaces. NAGs and variations are dropped.
//!
//! ```
//! use rules::{game::Game, pgn::{read_games, PgnGame}};
//! let mut game = Game::chess960(0).unwrap();
//! game.play_san("g4").unwrap();
//! let mut pgn = PgnGame::new(game);
//! pgn.tags.set("White", "Ada").unwrap();
//! pgn.set_comment(1, "[%clk 0:19:58]");
//! let text = pgn.to_pgn();
//! assert!(text.contains("[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\"]"));
//! assert!(text.contains("1. g4 {[%clk 0:19:58]} *"));
//! let back = read_games(&text).unwrap();
//! assert_eq!(back.len(), 1);
//! assert_eq!(back[0].game.sans(), ["g4"]);
//! assert_eq!(back[0].tags.get("White"), Some("Ada"));
//! assert_eq!(back[0].comment(1), Some("[%clk 0:19:58]"));
//! ```

use crate::fen::{self, FenError};
use crate::game::{Game, GameError, GameResult, Outcome, Reason};
use crate::san::SanError;
use crate::{Color, Position};
use core::fmt;

/// Largest PGN text [`read_games`] reads, in bytes (2 MiB: some thousands of games).
pub const MAX_PGN_BYTES: usize = 2 * 1024 * 1024;

/// Most games [`read_games`] reads from one text.
pub const MAX_GAMES: usize = 10_000;

/// Longest line [`PgnGame::to_pgn`] writes (the PGN export format asks for fewer than 80
/// characters); only a single longer word (a long comment word) can exceed it.
pub const LINE_WIDTH: usize = 79;

/// The tags of the Seven Tag Roster that [`Tags`] holds, in their order, with their defaults.
/// (The seventh, `Result`, comes from the game's outcome.)
pub const ROSTER: [(&str, &str); 6] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
];

/// Tags that [`PgnGame::to_pgn`] writes from the game itself, so [`Tags`] does not hold them.
pub const DERIVED_TAGS: [&str; 4] = ["Result", "Variant", "SetUp", "FEN"];

/// Longest tag name accepted.
const MAX_TAG_NAME: usize = 64;

/// Why a tag cannot be set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TagError {
    /// The name is empty, too long, does not start with an ASCII letter or digit, or has
    /// characters other than those and `_+#=:-`.
    InvalidName(String),
    /// The tag is written from the game itself (see [`DERIVED_TAGS`]).
    Derived(String),
    /// The value has a line break or another control character.
    ControlCharacter(String),
}

impl fmt::Display for TagError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TagError::InvalidName(n) => write!(
                f,
                "'{n}' is not a tag name (1 to {MAX_TAG_NAME} ASCII letters, digits or _+#=:-, \\
                 starting with a letter or digit)"
            ),
            TagError::Derived(n) => write!(
                f,
                "the {n} tag is written from the game itself and cannot be set"
            ),
            TagError::ControlCharacter(n) => {
                write!(
                    f,
                    "the value of tag {n} has a line break or control character"
                )
            }
        }
    }
}

impl std::error::Error for TagError {}

fn is_tag_name_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'+' | b'#' | b'=' | b':' | b'-')
}

/// A letter or digit, then letters, digits and `_+#=:-` (as python-chess accepts).
fn valid_tag_name(name: &str) -> bool {
    name.len() <= MAX_TAG_NAME
        && name
            .bytes()
            .next()
            .is_some_and(|b| b.is_ascii_alphanumeric())
        && name.bytes().all(is_tag_name_byte)
}

/// A game's tags, in order: the Seven Tag Roster (without `Result`), then any others in the
/// order they were set or read.
///
/// ```
/// use rules::pgn::Tags;
/// let mut tags = Tags::new();
/// assert_eq!(tags.get("Date"), Some("????.??.??"));
/// tags.set("TimeControl", "300+2").unwrap();
/// tags.set("White", "Ada \"the first\"").unwrap();
/// assert!(tags.set("FEN", "8/8/8/8/8/8/8/8 w - - 0 1").is_err());
/// let names: Vec<&str> = tags.iter().map(|(n, _)| n).collect();
/// assert_eq!(names, ["Event", "Site", "Date", "Round", "White", "Black", "TimeControl"]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tags {
    entries: Vec<(String, String)>,
}

impl Default for Tags {
    fn default() -> Tags {
        Tags::new()
    }
}

impl Tags {
    /// The Seven Tag Roster with its unknown-value defaults (`?`, `????.??.??`).
    pub fn new() -> Tags {
        Tags {
            entries: ROSTER
                .iter()
                .map(|(n, v)| (n.to_string(), v.to_string()))
                .collect(),
        }
    }

    /// The value of a tag (names are case-sensitive, as in PGN).
    pub fn get(&self, name: &str) -> Option<&str> {
        self.entries
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets a tag, keeping its place if it exists and appending it otherwise.
    pub fn set(&mut self, name: &str, value: impl Into<String>) -> Result<(), TagError> {
        if !valid_tag_name(name) {
            return Err(TagError::InvalidName(
                name.chars().take(MAX_TAG_NAME).collect(),
            ));
        }
        if DERIVED_TAGS.contains(&name) {
            return Err(TagError::Derived(name.to_string()));
        }
        let value = value.into();
        if value.chars().any(char::is_control) {
            return Err(TagError::ControlCharacter(name.to_string()));
        }
        match self.entries.iter_mut().find(|(n, _)| n == name) {
            Some(entry) => entry.1 = value,
            None => self.entries.push((name.to_string(), value)),
        }
        Ok(())
    }

    /// Removes a tag and returns its value. Roster tags are not removed but reset to their
    /// default.
    pub fn remove(&mut self, name: &str) -> Option<String> {
        let i = self.entries.iter().position(|(n, _)| n == name)?;
        match ROSTER.iter().find(|(n, _)| *n == name) {
            Some((_, default)) => self
                .entries
                .get_mut(i)
                .map(|e| core::mem::replace(&mut e.1, default.to_string())),
            None => Some(self.entries.remove(i).1),
        }
    }

    /// All tags in order, as `(name, value)`.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.entries.iter().map(|(n, v)| (n.as_str(), v.as_str()))
    }
}

/// Comments by ply, kept sorted (a small vector: cheaper in the wasm build than a B-tree).
#[derive(Clone, Debug, Default)]
struct CommentMap(Vec<(usize, String)>);

impl CommentMap {
    fn get(&self, ply: &usize) -> Option<&String> {
        self.0.iter().find(|(p, _)| p == ply).map(|(_, c)| c)
    }

    fn get_mut(&mut self, ply: usize) -> Option<&mut String> {
        self.0.iter_mut().find(|(p, _)| *p == ply).map(|(_, c)| c)
    }

    fn insert(&mut self, ply: usize, text: String) {
        match self.0.binary_search_by_key(&ply, |(p, _)| *p) {
            Ok(i) => {
                if let Some(e) = self.0.get_mut(i) {
                    e.1 = text;
                }
            }
            Err(i) => self.0.insert(i, (ply, text)),
        }
    }

    fn remove(&mut self, ply: &usize) {
        self.0.retain(|(p, _)| p != ply);
    }

    fn iter(&self) -> impl Iterator<Item = (&usize, &String)> {
        self.0.iter().map(|(p, c)| (p, c))
    }
}

/// A game with its PGN tags and comments.
#[derive(Clone, Debug)]
pub struct PgnGame {
    /// Tags other than those written from the game ([`DERIVED_TAGS`]).
    pub tags: Tags,
    /// The moves, positions and outcome.
    pub game: Game,
    /// Comment after ply `n` (0 = before the first move).
    comments: CommentMap,
    /// What the reader skipped: variations and NAGs (`$2`, `?!`), counted so that an import
    /// can say so instead of dropping them silently.
    pub skipped: Skipped,
}

/// What [`read_games`] read but does not keep.
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

    /// The game as PGN text, ending in a newline.
    ///
    /// ```
    /// use rules::{fen::parse_position, game::Game, pgn::PgnGame};
    /// let start = parse_position("rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 b KQkq - 0 12").unwrap();
    /// let mut game = Game::new(start);
    /// game.play_san("a6").unwrap();
    /// game.play_san("O-O-O").unwrap();
    /// let text = PgnGame::new(game).to_pgn();
    /// assert!(text.ends_with("\n\n12... a6 13. O-O-O *\n"), "{text}");
    /// ```
    pub fn to_pgn(&self) -> String {
        let mut out = String::new();
        let result = self.result();
        let mut write_tag = |name: &str, value: &str| {
            out.push('[');
            out.push_str(name);
            out.push_str(" \"");
            out.push_str(&escape_tag_value(value));
            out.push_str("\"]\n");
        };
        let mut rest = Vec::new();
        for (name, value) in self.tags.iter() {
            if ROSTER.iter().any(|(n, _)| *n == name) {
                write_tag(name, value);
            } else {
                rest.push((name, value));
            }
        }
        write_tag("Result", result);
        write_tag("Variant", "Chess960");
        write_tag("SetUp", "1");
        write_tag("FEN", &fen::to_fen(self.game.start()));
        for (name, value) in rest {
            write_tag(name, value);
        }
        out.push('\n');

        let mut words: Vec<String> = Vec::new();
        let mut after_comment = false;
        let push_comment = |words: &mut Vec<String>, ply: usize| -> bool {
            match self.comments.get(&ply) {
                Some(text) => {
                    words.push(format!("{{{text}}}"));
                    true
                }
                None => false,
            }
        };
        if push_comment(&mut words, 0) {
            after_comment = true;
        }
        for (i, san) in self.game.sans().iter().enumerate() {
            if let Some(pos) = self.game.position_at(i) {
                match pos.turn() {
                    Color::White => words.push(format!("{}.", pos.fullmoves())),
                    Color::Black if i == 0 || after_comment => {
                        words.push(format!("{}...", pos.fullmoves()));
                    }
                    Color::Black => {}
                }
            }
            words.push(san.clone());
            after_comment = push_comment(&mut words, i + 1);
        }
        words.push(result.to_string());
        wrap(&mut out, &words);
        out
    }
}

/// The games as one PGN text, separated by blank lines.
pub fn write_games(games: &[PgnGame]) -> String {
    games
        .iter()
        .map(PgnGame::to_pgn)
        .collect::<Vec<_>>()
        .join("\n")
}

fn escape_tag_value(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

fn normalise_comment(text: &str) -> String {
    text.split_whitespace()
        .map(|w| w.replace('}', ""))
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Writes `words` separated by spaces in lines of at most [`LINE_WIDTH`] characters. A comment
/// (`{a b c}`) is one word unless it is longer than a line; then it is split at its spaces.
fn wrap(out: &mut String, words: &[String]) {
    let mut line = String::new();
    let mut width = 0;
    let mut put = |word: &str| {
        let n = word.chars().count();
        if width > 0 && width + 1 + n > LINE_WIDTH {
            out.push_str(&line);
            out.push('\n');
            line.clear();
            width = 0;
        }
        if width > 0 {
            line.push(' ');
            width += 1;
        }
        line.push_str(word);
        width += n;
    };
    for word in words {
        if word.chars().count() > LINE_WIDTH {
            word.split(' ').for_each(&mut put);
        } else {
            put(word);
        }
    }
    out.push_str(&line);
    out.push('\n');
}

// ---------------------------------------------------------------------------------------------
// Reading

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
    /// The text holds no game ([`read_game`] only).
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

fn err(line: usize, kind: PgnErrorKind) -> PgnError {
    PgnError {
        line: Some(line),
        kind,
    }
}

/// A lexical token of PGN.
#[derive(Debug)]
enum Tok<'a> {
    Tag(String, String),
    Comment(String),
    Open,
    Close,
    Nag,
    Symbol(&'a str),
}

struct Lexer<'a> {
    src: &'a str,
    pos: usize,
    line: usize,
}

/// Bytes that end a symbol.
fn is_delimiter(b: u8) -> bool {
    b.is_ascii_whitespace()
        || matches!(
            b,
            b'{' | b'}' | b'(' | b')' | b'[' | b']' | b';' | b'"' | b'$'
        )
}

impl<'a> Lexer<'a> {
    fn new(src: &'a str) -> Lexer<'a> {
        let src = src.strip_prefix('\u{feff}').unwrap_or(src);
        Lexer {
            src,
            pos: 0,
            line: 1,
        }
    }

    fn peek(&self) -> Option<u8> {
        self.src.as_bytes().get(self.pos).copied()
    }

    fn bump(&mut self) -> Option<u8> {
        let b = self.peek()?;
        self.pos += 1;
        if b == b'\n' {
            self.line += 1;
        }
        Some(b)
    }

    fn at_line_start(&self) -> bool {
        self.pos == 0 || self.src.as_bytes().get(self.pos - 1) == Some(&b'\n')
    }

    fn slice(&self, from: usize, to: usize) -> &'a str {
        self.src.get(from..to).unwrap_or("")
    }

    fn skip_line(&mut self) {
        while let Some(b) = self.peek() {
            if b == b'\n' {
                break;
            }
            self.pos += 1;
        }
    }

    fn skip_blanks_on_line(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\r')) {
            self.pos += 1;
        }
    }

    /// The next token and the line it starts on.
    fn next_token(&mut self) -> Result<Option<(usize, Tok<'a>)>, PgnError> {
        loop {
            if self.at_line_start() && self.peek() == Some(b'%') {
                self.skip_line();
                continue;
            }
            let Some(b) = self.peek() else {
                return Ok(None);
            };
            let line = self.line;
            match b {
                b if b.is_ascii_whitespace() => {
                    self.bump();
                }
                b'[' => {
                    self.bump();
                    return self.tag(line).map(|t| Some((line, t)));
                }
                b'{' => {
                    self.bump();
                    let start = self.pos;
                    loop {
                        match self.bump() {
                            Some(b'}') => break,
                            Some(_) => {}
                            None => return Err(err(line, PgnErrorKind::UnclosedComment)),
                        }
                    }
                    let text = self.slice(start, self.pos - 1);
                    return Ok(Some((line, Tok::Comment(normalise_comment(text)))));
                }
                b';' => {
                    self.bump();
                    let start = self.pos;
                    self.skip_line();
                    let text = self.slice(start, self.pos);
                    return Ok(Some((line, Tok::Comment(normalise_comment(text)))));
                }
                b'(' => {
                    self.bump();
                    return Ok(Some((line, Tok::Open)));
                }
                b')' => {
                    self.bump();
                    return Ok(Some((line, Tok::Close)));
                }
                b'$' => {
                    self.bump();
                    while self.peek().is_some_and(|b| b.is_ascii_digit()) {
                        self.bump();
                    }
                    return Ok(Some((line, Tok::Nag)));
                }
                b'}' | b']' | b'"' => {
                    return Err(err(line, PgnErrorKind::Unexpected(char::from(b))));
                }
                _ => {
                    let start = self.pos;
                    while self.peek().is_some_and(|b| !is_delimiter(b)) {
                        self.pos += 1;
                    }
                    return Ok(Some((line, Tok::Symbol(self.slice(start, self.pos)))));
                }
            }
        }
    }

    /// `true` if the `"` at byte `i` closes a tag value: blanks and `]` follow.
    fn closes_tag(&self, i: usize) -> bool {
        let bytes = self.src.as_bytes();
        let mut j = i + 1;
        while matches!(bytes.get(j), Some(b' ' | b'\t' | b'\r')) {
            j += 1;
        }
        bytes.get(j) == Some(&b']')
    }

    /// A tag pair after its `[`: `Name "value"]`, on one line.
    ///
    /// In the value, `\"` and `\\` stand for `"` and `\` (PGN 8.1.1). Some writers (python-chess)
    /// do not escape, so a `"` that is not followed by `]` is taken as part of the value, and a
    /// value that only ends at its last `"]` is taken as written.
    fn tag(&mut self, line: usize) -> Result<Tok<'a>, PgnError> {
        let bad = |e: TagPairError| err(line, PgnErrorKind::Tag(e));
        self.skip_blanks_on_line();
        let start = self.pos;
        while self.peek().is_some_and(is_tag_name_byte) {
            self.pos += 1;
        }
        let name = self.slice(start, self.pos).to_string();
        if !valid_tag_name(&name) {
            return Err(bad(TagPairError::MissingName));
        }
        self.skip_blanks_on_line();
        if self.peek() != Some(b'"') {
            return Err(bad(TagPairError::MissingQuote { name }));
        }
        self.pos += 1;
        let bytes = self.src.as_bytes();
        let value_start = self.pos;
        let mut value = Vec::new();
        let mut i = value_start;
        let end = loop {
            match bytes.get(i) {
                Some(b'"') if self.closes_tag(i) => break Some(i),
                Some(b'\\') => match bytes.get(i + 1) {
                    Some(&c @ (b'"' | b'\\')) => {
                        value.push(c);
                        i += 2;
                    }
                    _ => {
                        value.push(b'\\');
                        i += 1;
                    }
                },
                Some(b'\n') | None => break None,
                Some(&c) => {
                    value.push(c);
                    i += 1;
                }
            }
        };
        let end = match end {
            Some(end) => end,
            None => {
                // Unescaped: the value runs to the last `"` before a `]` on this line.
                let line_end = bytes
                    .get(value_start..)
                    .and_then(|rest| rest.iter().position(|&b| b == b'\n'))
                    .map_or(bytes.len(), |n| value_start + n);
                let close = (value_start..line_end)
                    .rev()
                    .find(|&k| bytes.get(k) == Some(&b'"') && self.closes_tag(k));
                match close {
                    Some(k) => {
                        value = bytes.get(value_start..k).unwrap_or_default().to_vec();
                        k
                    }
                    None => return Err(bad(TagPairError::UnclosedValue { name })),
                }
            }
        };
        self.pos = end + 1;
        self.skip_blanks_on_line();
        // `closes_tag` saw the `]`.
        self.pos += 1;
        // Only ASCII bytes were taken out, so the bytes are still UTF-8; lossy just in case.
        let value = String::from_utf8_lossy(&value)
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        Ok(Tok::Tag(name, value))
    }
}

/// Annotation symbols that may stand alone in movetext (besides `$n` NAGs).
const ANNOTATIONS: [&str; 18] = [
    "!", "?", "!!", "??", "!?", "?!", "+-", "-+", "+=", "=+", "=", "+/-", "-/+", "±", "∓", "∞",
    "⩲", "⩱",
];

/// What a movetext symbol is.
enum Symbol<'a> {
    Result(&'a str),
    Ignore,
    San(&'a str),
}

fn classify(sym: &str) -> Symbol<'_> {
    match sym {
        "1-0" | "0-1" | "1/2-1/2" | "*" => return Symbol::Result(sym),
        "½-½" => return Symbol::Result("1/2-1/2"),
        _ => {}
    }
    if ANNOTATIONS.contains(&sym) || sym.bytes().all(|b| b == b'.') {
        return Symbol::Ignore;
    }
    let digits = sym.bytes().take_while(u8::is_ascii_digit).count();
    if digits > 0 {
        let rest = sym.get(digits..).unwrap_or("");
        if rest.is_empty() {
            return Symbol::Ignore;
        }
        if rest.starts_with('.') {
            let san = rest.trim_start_matches('.');
            return if san.is_empty() {
                Symbol::Ignore
            } else {
                Symbol::San(san)
            };
        }
    }
    Symbol::San(sym)
}

/// A game being read.
struct Partial {
    tags: Tags,
    fen: Option<(usize, String)>,
    variant: Option<(usize, String)>,
    result_tag: Option<(usize, String)>,
    game: Option<Game>,
    comments: CommentMap,
    /// Depth of the variation being skipped and the line of its outermost `(`.
    depth: usize,
    open_line: usize,
    result: Option<(usize, &'static str)>,
    skipped: Skipped,
}

impl Partial {
    fn new() -> Partial {
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

    fn has_movetext(&self) -> bool {
        self.game.is_some()
    }

    fn tag(&mut self, line: usize, name: String, value: String) {
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
    fn game(&mut self) -> Result<&mut Game, PgnError> {
        if self.game.is_none() {
            self.game = Some(Game::new(self.start_position()?));
        }
        Ok(self.game.get_or_insert_with(Game::classical))
    }

    fn comment(&mut self, text: String) {
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

    fn finish(mut self) -> Result<PgnGame, PgnError> {
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
fn supported_variant(value: &str) -> bool {
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

/// Reads all games of a PGN text (at most [`MAX_PGN_BYTES`] bytes, [`MAX_GAMES`] games).
///
/// Fails on the first problem, with its line. An empty text (or one with only comments) has no
/// games.
///
/// ```
/// use rules::pgn::read_games;
/// let text = "[Variant \"fischer random\"]\n[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1\"]\n\n\
///             1. g4 {good} (1. f4 $2) 1... g5 2. Nf3 1-0\n\n1. e4 e5 2. Nf9 *\n";
/// let err = read_games(text).unwrap_err();
/// assert_eq!(err.to_string(), "line 6: illegal move 'Nf9' at move 2 (White): not a move in SAN");
/// let games = read_games(text.split("\n\n1. e4").next().unwrap()).unwrap();
/// assert_eq!(games[0].game.sans(), ["g4", "g5", "Nf3"]);
/// assert_eq!(games[0].result(), "1-0");
/// ```
pub fn read_games(text: &str) -> Result<Vec<PgnGame>, PgnError> {
    if text.len() > MAX_PGN_BYTES {
        return Err(PgnError {
            line: None,
            kind: PgnErrorKind::TooLarge(text.len()),
        });
    }
    let mut lexer = Lexer::new(text);
    let mut games = Vec::new();
    let mut current: Option<Partial> = None;
    let push = |games: &mut Vec<PgnGame>, partial: Partial| -> Result<(), PgnError> {
        if games.len() >= MAX_GAMES {
            return Err(PgnError {
                line: None,
                kind: PgnErrorKind::TooManyGames,
            });
        }
        games.push(partial.finish()?);
        Ok(())
    };
    while let Some((line, tok)) = lexer.next_token()? {
        // A tag after movetext (or after the result) starts a new game.
        if let Tok::Tag(..) = tok {
            if let Some(p) = current.take_if(|p| p.has_movetext() || p.result.is_some()) {
                if p.depth > 0 {
                    return Err(err(p.open_line, PgnErrorKind::UnclosedVariation));
                }
                push(&mut games, p)?;
            }
        }
        // Comments and NAGs between games belong to no game.
        if current.is_none() && matches!(tok, Tok::Comment(_) | Tok::Nag) {
            continue;
        }
        let partial = current.get_or_insert_with(Partial::new);
        match tok {
            Tok::Tag(name, value) => partial.tag(line, name, value),
            Tok::Comment(text) => partial.comment(text),
            Tok::Nag => {
                if partial.depth == 0 {
                    partial.skipped.nags += 1;
                }
            }
            Tok::Open => {
                if partial.depth == 0 {
                    partial.open_line = line;
                    partial.skipped.variations += 1;
                }
                partial.depth += 1;
            }
            Tok::Close => {
                if partial.depth == 0 {
                    return Err(err(line, PgnErrorKind::Unexpected(')')));
                }
                partial.depth -= 1;
            }
            Tok::Symbol(sym) => {
                if partial.depth > 0 {
                    continue;
                }
                match classify(sym) {
                    Symbol::Ignore => {
                        if sym.bytes().all(|b| b == b'!' || b == b'?') {
                            partial.skipped.nags += 1;
                        }
                    }
                    Symbol::Result(r) => {
                        partial.game()?;
                        partial.result = Some((line, static_result(r)));
                        if let Some(p) = current.take() {
                            push(&mut games, p)?;
                        }
                    }
                    Symbol::San(san) => {
                        if san.ends_with(['!', '?']) {
                            partial.skipped.nags += 1;
                        }
                        let game = partial.game()?;
                        let pos = game.position();
                        let (number, color) = (pos.fullmoves(), pos.turn());
                        if let Err(error) = game.play_san(san) {
                            return Err(err(
                                line,
                                PgnErrorKind::Move {
                                    text: san.chars().take(20).collect(),
                                    number,
                                    color,
                                    error,
                                },
                            ));
                        }
                    }
                }
            }
        }
    }
    if let Some(p) = current.take() {
        push(&mut games, p)?;
    }
    Ok(games)
}

fn static_result(r: &str) -> &'static str {
    match r {
        "1-0" => "1-0",
        "0-1" => "0-1",
        "1/2-1/2" => "1/2-1/2",
        _ => "*",
    }
}

/// Reads the first game of a PGN text (the whole text is checked, as by [`read_games`]).
pub fn read_game(text: &str) -> Result<PgnGame, PgnError> {
    read_games(text)?.into_iter().next().ok_or(PgnError {
        line: None,
        kind: PgnErrorKind::NoGame,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::{parse_position, to_shredder_fen};

    fn one(text: &str) -> PgnGame {
        let games = read_games(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(games.len(), 1, "{text}");
        games.into_iter().next().unwrap()
    }

    fn error(text: &str) -> String {
        match read_games(text) {
            Ok(g) => panic!("read {} games from {text}", g.len()),
            Err(e) => e.to_string(),
        }
    }

    /// Chess960 start 99: after g3 and Nf3, O-O moves the king f1-g1 and the rook g1-f1.
    const SP99: &str = "bqnrnkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNRNKRB w KQkq - 0 1";

    #[test]
    fn writes_the_seven_tag_roster_and_chess960_tags() {
        let mut pgn = PgnGame::new(Game::classical());
        pgn.tags.set("TimeControl", "300+2").unwrap();
        pgn.tags.set("Termination", "normal").unwrap();
        pgn.tags.set("Event", "Club \"Rokade\" \\ 1").unwrap();
        assert_eq!(
            pgn.to_pgn(),
            "[Event \"Club \\\"Rokade\\\" \\\\ 1\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n\
             [Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\
             [Variant \"Chess960\"]\n[SetUp \"1\"]\n\
             [FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n\
             [TimeControl \"300+2\"]\n[Termination \"normal\"]\n\n*\n"
        );
        let back = one(&pgn.to_pgn());
        assert_eq!(back.tags, pgn.tags);
        assert_eq!(back.tags.get("Event"), Some("Club \"Rokade\" \\ 1"));
    }

    #[test]
    fn tag_rules() {
        let mut tags = Tags::new();
        assert!(matches!(tags.set("", "x"), Err(TagError::InvalidName(_))));
        assert!(matches!(
            tags.set("Bad Name", "x"),
            Err(TagError::InvalidName(_))
        ));
        assert!(matches!(tags.set("_x", "x"), Err(TagError::InvalidName(_))));
        for derived in DERIVED_TAGS {
            assert_eq!(
                tags.set(derived, "x"),
                Err(TagError::Derived(derived.into()))
            );
        }
        assert!(matches!(
            tags.set("White", "a\nb"),
            Err(TagError::ControlCharacter(_))
        ));
        tags.set("Opening", "x").unwrap();
        tags.set("White", "Ada").unwrap();
        tags.set("Opening", "y").unwrap();
        assert_eq!(tags.get("Opening"), Some("y"));
        assert_eq!(tags.iter().count(), 7);
        assert_eq!(tags.remove("White"), Some("Ada".to_string()));
        assert_eq!(tags.get("White"), Some("?"));
        assert_eq!(tags.remove("Opening"), Some("y".to_string()));
        assert_eq!(tags.remove("Opening"), None);
        assert_eq!(tags, Tags::new());
    }

    #[test]
    fn movetext_numbers_comments_and_black_first() {
        let start = parse_position("rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 b KQkq - 0 12").unwrap();
        let mut game = Game::new(start);
        for san in ["a6", "O-O-O", "b6", "a3"] {
            game.play_san(san).unwrap();
        }
        let mut pgn = PgnGame::new(game);
        pgn.set_comment(0, "Black  starts\n here");
        pgn.set_comment(2, "{castled}");
        pgn.set_comment(3, "   ");
        let text = pgn.to_pgn();
        assert!(
            text.ends_with(
                "\n\n{Black starts here} 12... a6 13. O-O-O {{castled} 13... b6 14. a3 *\n"
            ),
            "{text}"
        );
        assert_eq!(pgn.comment(0), Some("Black starts here"));
        assert_eq!(pgn.comment(2), Some("{castled")); // only `}` is dropped
        assert_eq!(pgn.comment(3), None);
        let back = one(&text);
        assert_eq!(
            back.comments().collect::<Vec<_>>(),
            pgn.comments().collect::<Vec<_>>()
        );
        assert_eq!(back.game.sans(), pgn.game.sans());
    }

    #[test]
    fn long_movetext_is_wrapped() {
        let mut game = Game::chess960(0).unwrap();
        for _ in 0..2 {
            for san in ["Nc3", "Nc6", "Nd1", "Nd8"] {
                game.play_san(san).unwrap();
            }
        }
        let mut pgn = PgnGame::new(game);
        let long = "word ".repeat(40);
        pgn.set_comment(1, &long);
        pgn.set_comment(2, &"x".repeat(100));
        let text = pgn.to_pgn();
        let movetext = text.split("\n\n").nth(1).unwrap();
        for line in movetext.lines() {
            assert!(line.len() <= LINE_WIDTH || !line.contains(' '), "{line}");
        }
        assert!(movetext.lines().count() > 3);
        let back = one(&text);
        assert_eq!(back.comment(1), Some(long.trim()));
        assert_eq!(back.comment(2).map(str::len), Some(100));
    }

    #[test]
    fn reads_the_usual_pgn_furniture() {
        let text = "% an escape line, ignored\n\
            [Event \"Test \\\"quoted\\\"\"]\n\
            [Variant \"Chess960\"]\n\
            [FEN \"bqnrnkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNRNKRB w GDgd - 0 1\"]\n\
            [Annotator \"someone\"]\n\
            \n\
            {Before the first move} 1.g3! $1 g6?! 2. Nf3 ; a rest-of-line comment\n\
            2... Nf6 (2... Nc6 3. Nc3 (3. d4 {a (nested) comment}) 3... d5) 3.Nd3 $14\n\
            %escape in movetext\n\
            3... Nd6 4. 0-0 {castled with zeros} 4... O-O 1/2-1/2\n";
        let g = one(text);
        assert_eq!(g.tags.get("Event"), Some("Test \"quoted\""));
        assert_eq!(g.tags.get("Annotator"), Some("someone"));
        assert_eq!(g.tags.get("Variant"), None);
        assert_eq!(g.game.start(), &parse_position(SP99).unwrap());
        assert_eq!(
            g.game.sans(),
            ["g3", "g6", "Nf3", "Nf6", "Nd3", "Nd6", "O-O", "O-O"]
        );
        assert_eq!(g.comment(0), Some("Before the first move"));
        assert_eq!(g.comment(3), Some("a rest-of-line comment"));
        assert_eq!(g.comment(7), Some("castled with zeros"));
        assert_eq!(g.comments().count(), 3);
        assert_eq!(g.result(), "1/2-1/2");
        assert_eq!(g.game.outcome().map(|o| o.reason), Some(Reason::Unknown));
    }

    #[test]
    fn variant_names() {
        for ok in [
            "Chess960",
            "chess 960",
            "Fischer Random",
            "fischerandom",
            "FRC",
            "Standard",
            "",
        ] {
            assert!(supported_variant(ok), "{ok}");
        }
        for bad in ["Crazyhouse", "Chess 960 Atomic", "Schach960"] {
            assert!(!supported_variant(bad), "{bad}");
        }
    }

    #[test]
    fn results_and_several_games() {
        let text = "[White \"a\"]\n\n1. e4 1-0\n\n[White \"b\"]\n\n1. d4 0-1\n\n\
                    [White \"c\"]\n1. c4 1/2-1/2\n[White \"d\"]\n1. Nf3 *\n\n1. b3\n\n\
                    [White \"f\"]\n[Result \"0-1\"]\n\n1. a3\n";
        let games = read_games(text).unwrap();
        let summary: Vec<(Option<&str>, &str, usize)> = games
            .iter()
            .map(|g| (g.tags.get("White"), g.result(), g.game.ply()))
            .collect();
        assert_eq!(
            summary,
            [
                (Some("a"), "1-0", 1),
                (Some("b"), "0-1", 1),
                (Some("c"), "1/2-1/2", 1),
                (Some("d"), "*", 1),
                (Some("?"), "*", 1),
                // No termination marker: the Result tag gives the result.
                (Some("f"), "0-1", 1),
            ]
        );
        // Without a FEN tag the classical start is used.
        assert!(games
            .iter()
            .all(|g| g.game.start() == &Position::classical()));
        assert_eq!(read_games("").unwrap().len(), 0);
        assert_eq!(read_games("  \n{just a comment}\n").unwrap().len(), 0);
        assert_eq!(read_game("").unwrap_err().kind, PgnErrorKind::NoGame);
    }

    #[test]
    fn variant_aliases() {
        for variant in [
            "Chess960",
            "chess 960",
            "Fischerandom",
            "FischerRandom",
            "fischer random",
            "FISCHER RANDOM",
            "Standard",
            "From Position",
        ] {
            let text = format!(
                "[Variant \"{variant}\"]\n[FEN \"{SP99}\"]\n\n1. g3 g6 2. Nf3 Nf6 3. O-O *\n"
            );
            let g = one(&text);
            assert_eq!(g.game.ply(), 5, "{variant}");
            assert!(
                g.game.moves().last().is_some_and(|m| m.is_castle()),
                "{variant}"
            );
        }
        let e = error("[Variant \"Atomic\"]\n\n1. e4 *\n");
        assert_eq!(
            e,
            "line 1: variant 'Atomic' is not supported (only Chess960 and standard chess)"
        );
    }

    #[test]
    fn fen_tag_in_x_fen_or_shredder_fen_without_variant() {
        // Chess960 castling rights in Shredder-FEN (inner rooks) and X-FEN.
        let shredder = "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1";
        let xfen = "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w KQkq - 0 1";
        for fen in [shredder, xfen] {
            let g = one(&format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n1. O-O-O O-O *"));
            assert_eq!(to_shredder_fen(g.game.start()), shredder);
            assert_eq!(g.game.sans(), ["O-O-O", "O-O"]);
            assert_eq!(
                to_shredder_fen(g.game.position()),
                "1r3rk1/pppppppp/8/8/8/8/PPPPPPPP/2KR2R1 w - - 2 2"
            );
        }
    }

    #[test]
    fn errors_name_the_line_and_the_problem() {
        let cases = [
            (
                "[Event \"x\"]\n\n1. e4 e5\n2. Nf3 Nc6\n3. Nf9 *\n",
                "line 5: illegal move 'Nf9' at move 3 (White): not a move in SAN",
            ),
            (
                "1. e4 e5 2. Ke3 *",
                "line 1: illegal move 'Ke3' at move 2 (White): the king on e1 cannot go to e3",
            ),
            (
                "1. e4 e5\n2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O O-O *",
                "line 2: illegal move 'O-O' at move 5 (Black): O-O is not possible: a piece \
                 stands in the way",
            ),
            (
                "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n1. e4 *",
                "line 1: FEN tag: FEN describes an illegal position: white has no king",
            ),
            ("1. e4 {unclosed\n\n", "line 1: the comment opened with '{' here is never closed"),
            (
                "1. e4\n(1. d4 (1. c4) e5 *\n",
                "line 2: the variation opened with '(' here is never closed",
            ),
            ("1. e4 ) e5 *", "line 1: ')' without a '(' before it"),
            ("1. e4 } *", "line 1: unexpected '}' outside a comment"),
            ("[Event \"x]\n", "line 1: malformed tag pair: the value of tag Event is not closed by '\"]' on its line"),
            ("[ \"x\"]\n", "line 1: malformed tag pair: expected a tag name (letters, digits, _) after '['"),
            ("[Event x]\n", "line 1: malformed tag pair: expected '\"' after the tag name Event"),
            (
                "1. f3 e5 2. g4 Qh4# 1-0",
                "line 1: result 1-0 contradicts the final position, which ends the game 0-1 (checkmate)",
            ),
            (
                "1. f3 e5 2. g4 Qh4# 3. a3 0-1",
                "line 1: move 'a3' at move 3 (White) comes after the game ended: 0-1 (checkmate)",
            ),
            (
                "1. e4 -- 2. d4 *",
                "line 1: illegal move '--' at move 1 (Black): not a move in SAN",
            ),
            (
                "[FEN \"4k3/8/8/8/8/8/8/R2K3R w - - 0 1\"]\n1. Rag1 *",
                "line 2: illegal move 'Rag1' at move 1 (White): the rook on a1 cannot go to g1",
            ),
            (
                "[FEN \"4k3/4r3/8/8/8/8/8/R3K3 w - - 0 1\"]\n1. Ra2 *",
                "line 2: illegal move 'Ra2' at move 1 (White): the rook on a1 going to a2 does \
                 not get the king out of check",
            ),
            (
                "[FEN \"4k3/8/8/8/8/8/4K3/R6R w - - 0 1\"]\n1. Rd1 *",
                "line 2: ambiguous move 'Rd1' at move 1 (White): the rooks on a1, h1 can both go \
                 to d1",
            ),
        ];
        for (text, expected) in cases {
            assert_eq!(error(text), expected, "{text}");
        }
    }

    #[test]
    fn size_and_game_count_limits() {
        let big = " ".repeat(MAX_PGN_BYTES + 1);
        let e = read_games(&big).unwrap_err();
        assert_eq!(e.line, None);
        assert_eq!(e.kind, PgnErrorKind::TooLarge(MAX_PGN_BYTES + 1));
        assert!(e.to_string().contains("at most 2097152 bytes"));
        let many = "*\n".repeat(MAX_GAMES);
        assert_eq!(read_games(&many).unwrap().len(), MAX_GAMES);
        let too_many = "*\n".repeat(MAX_GAMES + 1);
        assert_eq!(
            read_games(&too_many).unwrap_err().kind,
            PgnErrorKind::TooManyGames
        );
    }

    #[test]
    fn tolerates_python_chess_unescaped_tags_and_crlf() {
        let text = "[White \"Player \"A\" \\ 0\"]\r\n[Black \"ends in \\\"]\r\n\r\n1. e4 { [%clk 0:09:50] } 1... e5 *\r\n";
        let g = one(text);
        assert_eq!(g.tags.get("White"), Some("Player \"A\" \\ 0"));
        assert_eq!(g.tags.get("Black"), Some("ends in \\"));
        assert_eq!(g.comment(1), Some("[%clk 0:09:50]"));
        assert_eq!(g.game.ply(), 2);
        // A byte order mark at the start is skipped.
        assert_eq!(one("\u{feff}1. e4 *").game.ply(), 1);
    }

    /// SplitMix64 for the garbage tests.
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        }
    }

    #[test]
    fn random_bytes_never_panic() {
        let mut rng = Rng(42);
        let alphabet =
            b"[]{}()\";%$!?.-=+#*/\\ \n\t\r0123456789abcdefghNBRQKOxo\"Event FEN Variant";
        for i in 0..20_000 {
            let len = (rng.next() % 200) as usize;
            let bytes: Vec<u8> = (0..len)
                .map(|_| {
                    let r = rng.next();
                    if i % 2 == 0 {
                        alphabet[(r % alphabet.len() as u64) as usize]
                    } else {
                        r as u8
                    }
                })
                .collect();
            let text = String::from_utf8_lossy(&bytes);
            if let Err(e) = read_games(&text) {
                assert!(!e.to_string().is_empty());
            }
        }
    }

    #[test]
    fn mutated_pgn_never_panics() {
        let mut game = Game::chess960(99).unwrap();
        for san in ["g3", "g6", "Nf3", "Nf6", "O-O", "O-O", "Nd3", "Nd6"] {
            game.play_san(san).unwrap();
        }
        let mut pgn = PgnGame::new(game);
        pgn.set_comment(3, "[%clk 0:01:00]");
        let base = pgn.to_pgn().into_bytes();
        let mut rng = Rng(7);
        let mut ok = 0;
        for _ in 0..20_000 {
            let mut bytes = base.clone();
            for _ in 0..1 + rng.next() % 4 {
                let at = (rng.next() % bytes.len() as u64) as usize;
                match rng.next() % 3 {
                    0 => bytes[at] = rng.next() as u8,
                    1 => {
                        bytes.remove(at);
                    }
                    _ => bytes.truncate(at),
                }
                if bytes.is_empty() {
                    break;
                }
            }
            if read_games(&String::from_utf8_lossy(&bytes)).is_ok() {
                ok += 1;
            }
        }
        // Some mutations leave a readable game (a changed comment or tag, say).
        assert!(ok > 0);
    }
}
