//! The board tells its host page what happens (opt-in): `parent=<origin>` in the embed's
//! address turns it on. Everything the page decides about it is here, as plain Rust:
//! reading `parent` ([`Target`]), comparing origins ([`origin`]), the messages going out
//! ([`Event`], written as JSON by [`Event::to_json`]) and the commands coming in
//! ([`Command::read`]). The page's browser layer only posts and receives.
//!
//! The state's transitions ask for a message with [`crate::state::Effect::Notify`] (only
//! while [`crate::state::App::notify`] is on), so each message follows from what happened to
//! the game, never from what the page shows.

mod command;
mod event;
pub mod origin;

pub use command::{Command, SpValue};
pub use event::{reason_name, Event, Height};

/// Where the board's messages go (`parent=`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// `parent=*`: any host page hears the messages; no commands are taken.
    Any,
    /// One origin (`https://club.example`, normalised): only it hears the messages, and only
    /// its window may command the board.
    Origin(String),
}

impl Target {
    /// Reads `parent`'s value: `*`, or an `http(s)` origin (a path or a trailing `/` is
    /// dropped). `None` for anything else.
    ///
    /// ```
    /// use ui::host::Target;
    /// assert_eq!(Target::read("https://Club.example/"), Some(Target::Origin("https://club.example".into())));
    /// assert_eq!(Target::read("*"), Some(Target::Any));
    /// assert_eq!(Target::read("javascript:alert(1)"), None);
    /// ```
    pub fn read(value: &str) -> Option<Target> {
        if value == "*" {
            return Some(Target::Any);
        }
        origin::normalise(value).map(Target::Origin)
    }

    /// The `targetOrigin` of `postMessage`.
    pub fn post_origin(&self) -> &str {
        match self {
            Target::Any => "*",
            Target::Origin(o) => o,
        }
    }

    /// `true` when a message from `sender_origin` (a `MessageEvent`'s `origin`), sent by the
    /// parent window (`from_parent`), may command the board: never with `parent=*`.
    pub fn accepts(&self, sender_origin: &str, from_parent: bool) -> bool {
        match self {
            Target::Any => false,
            Target::Origin(o) => {
                from_parent && origin::normalise(sender_origin).is_some_and(|s| &s == o)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_only_from_the_parent_window_of_the_named_origin() {
        let t = Target::read("https%3A%2F%2Fclub.example").map(|_| ());
        assert_eq!(t, None, "the address is decoded before it is read");
        let t = Target::read("https://club.example").unwrap();
        assert!(t.accepts("https://club.example", true));
        assert!(t.accepts("https://CLUB.example/", true));
        assert!(t.accepts("https://club.example:443", true));
        assert!(!t.accepts("https://club.example", false));
        assert!(!t.accepts("https://evil.example", true));
        assert!(!t.accepts("http://club.example", true));
        assert!(!t.accepts("https://club.example:8443", true));
        assert!(!t.accepts("null", true));
        assert!(!t.accepts("", true));
        assert!(!Target::Any.accepts("https://club.example", true));
        assert_eq!(t.post_origin(), "https://club.example");
        assert_eq!(Target::Any.post_origin(), "*");
    }
}
