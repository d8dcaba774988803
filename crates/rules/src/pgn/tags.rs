//! A game's tags: the Seven Tag Roster and any others, in order, with the rules for names and
//! values.

use core::fmt;

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

/// Tags that [`PgnGame::to_pgn`](super::PgnGame::to_pgn) writes from the game itself, so [`Tags`] does not hold them.
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

pub(super) fn is_tag_name_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'+' | b'#' | b'=' | b':' | b'-')
}

/// A letter or digit, then letters, digits and `_+#=:-` (as python-chess accepts).
pub(super) fn valid_tag_name(name: &str) -> bool {
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
