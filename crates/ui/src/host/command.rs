//! The commands a host page may send the board, read from a message's fields.

/// A message's `sp` field, as the page found it.
#[derive(Clone, Debug, PartialEq)]
pub enum SpValue {
    /// No `sp` (or `undefined`/`null`).
    Absent,
    /// A number.
    Number(f64),
    /// A string.
    Text(String),
    /// Anything else (an object, a boolean...).
    Other,
}

/// What the host page asks of the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `{ target: "rokade", type: "new-game", sp? }`: a new game (start position `sp`, else
    /// drawn at random), at once when no game is in progress, else after the player agrees.
    NewGame(Option<u32>),
    /// `{ target: "rokade", type: "get-pgn" }`: answered by `{ type: "pgn", pgn }`.
    GetPgn,
}

impl Command {
    /// Reads a message's `target`, `type` and `sp`. `None` (the message is ignored) unless
    /// `target` is `rokade` and `type` a known command with valid fields: `sp` is a whole
    /// number 0-960 (960 means 0), or a string of one.
    ///
    /// ```
    /// use ui::host::{Command, SpValue};
    /// let c = Command::read(Some("rokade"), Some("new-game"), SpValue::Number(518.0));
    /// assert_eq!(c, Some(Command::NewGame(Some(518))));
    /// assert_eq!(Command::read(Some("rokade"), Some("new-game"), SpValue::Number(0.5)), None);
    /// ```
    pub fn read(target: Option<&str>, kind: Option<&str>, sp: SpValue) -> Option<Command> {
        if target != Some("rokade") {
            return None;
        }
        match kind? {
            "new-game" => {
                let n = match sp {
                    SpValue::Absent => return Some(Command::NewGame(None)),
                    SpValue::Number(x) if x.fract() == 0.0 && (0.0..=960.0).contains(&x) => {
                        x as u32
                    }
                    SpValue::Text(t) => crate::text::parse::<u32>(&t).filter(|n| *n <= 960)?,
                    _ => return None,
                };
                Some(Command::NewGame(Some(n % 960)))
            }
            "get-pgn" => Some(Command::GetPgn),
            _ => None,
        }
    }
}

impl Command {
    /// The command as one number, as the extras module hands it back to the page: the start
    /// position of `new-game` (0-959), `-1` for a `new-game` at random, `-2` for `get-pgn`.
    pub fn code(&self) -> f64 {
        match self {
            Command::NewGame(Some(n)) => f64::from(*n),
            Command::NewGame(None) => -1.0,
            Command::GetPgn => -2.0,
        }
    }

    /// The command of a [`Command::code`]; `None` for any other number.
    pub fn from_code(code: f64) -> Option<Command> {
        if code == -1.0 {
            Some(Command::NewGame(None))
        } else if code == -2.0 {
            Some(Command::GetPgn)
        } else if code.fract() == 0.0 && (0.0..960.0).contains(&code) {
            Some(Command::NewGame(Some(code as u32)))
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn commands_travel_as_one_number() {
        for c in [
            Command::NewGame(Some(0)),
            Command::NewGame(Some(959)),
            Command::NewGame(None),
            Command::GetPgn,
        ] {
            assert_eq!(Command::from_code(c.code()), Some(c));
        }
        for bad in [960.0, -3.0, 0.5, f64::NAN, f64::INFINITY, -0.5] {
            assert_eq!(Command::from_code(bad), None, "{bad}");
        }
    }

    use super::*;

    #[test]
    fn good_commands() {
        let r = |t, k, sp| Command::read(Some(t), Some(k), sp);
        assert_eq!(
            r("rokade", "new-game", SpValue::Absent),
            Some(Command::NewGame(None))
        );
        assert_eq!(
            r("rokade", "new-game", SpValue::Number(960.0)),
            Some(Command::NewGame(Some(0)))
        );
        assert_eq!(
            r("rokade", "new-game", SpValue::Number(0.0)),
            Some(Command::NewGame(Some(0)))
        );
        assert_eq!(
            r("rokade", "new-game", SpValue::Text("12".into())),
            Some(Command::NewGame(Some(12)))
        );
        assert_eq!(
            r("rokade", "get-pgn", SpValue::Other),
            Some(Command::GetPgn)
        );
    }

    #[test]
    fn malformed_commands_are_ignored() {
        let r = |t: Option<&str>, k: Option<&str>, sp| Command::read(t, k, sp);
        for sp in [
            SpValue::Number(961.0),
            SpValue::Number(-1.0),
            SpValue::Number(1.5),
            SpValue::Number(f64::NAN),
            SpValue::Number(f64::INFINITY),
            SpValue::Number(1e300),
            SpValue::Text("x".into()),
            SpValue::Text("".into()),
            SpValue::Text("-1".into()),
            SpValue::Text("99999999999999999999999".into()),
            SpValue::Other,
        ] {
            assert_eq!(
                r(Some("rokade"), Some("new-game"), sp.clone()),
                None,
                "{sp:?}"
            );
        }
        assert_eq!(r(None, Some("new-game"), SpValue::Absent), None);
        assert_eq!(r(Some("Rokade"), Some("new-game"), SpValue::Absent), None);
        assert_eq!(r(Some("rokade"), None, SpValue::Absent), None);
        assert_eq!(r(Some("rokade"), Some("resign"), SpValue::Absent), None);
        assert_eq!(r(Some("rokade"), Some("ready"), SpValue::Absent), None);
    }
}
