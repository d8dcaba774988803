//! The page address, read once: the query (`?…`) and the fragment (`#…`, which never reaches
//! the web server, so a long PGN is not refused by its URL length limit) become decoded
//! name/value pairs (percent-decoded by [`crate::percent`]). The game page reads
//! [`Params`] from the pairs, the round screen (the `round` crate, a separate app) its own query.
//!
//! Bad values never stop the page: they are dropped and reported as [`ParamWarning`]s.
//!
//! One noun per file: [`Address`] here, [`Params`] (`params.rs`), [`Controls`]
//! (`controls.rs`), [`ParamWarning`] (`warning.rs`), the fingerprint of a long value
//! (`fingerprint.rs`).

mod controls;
mod fingerprint;
mod params;
mod warning;

pub use controls::Controls;
pub use fingerprint::{fingerprint, push_hex};
pub use params::Params;
pub use warning::{is_tracking, ParamWarning};

use crate::percent::percent_decode;

/// Largest address part (query plus fragment) we look at (a long PGN in `pgn=` fits easily).
pub const MAX_ADDRESS_LEN: usize = 200_000;

/// The decoded name/value pairs of the query and the fragment, in order (fragment last).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Address {
    /// Decoded, trimmed pairs.
    pub pairs: Vec<(String, String)>,
    /// Set when the address was too long to read (then `pairs` is empty).
    pub too_long: Option<usize>,
}

impl Address {
    /// Reads `location.search` and `location.hash` (with or without their `?` / `#`).
    ///
    /// ```
    /// use ui::address::Address;
    /// let a = Address::read("?sp=12", "#lang=nl&tc=20%2B0");
    /// assert_eq!(a.get("sp"), Some("12"));
    /// assert_eq!(a.get("tc"), Some("20+0"));
    /// ```
    pub fn read(search: &str, hash: &str) -> Address {
        let search = search.strip_prefix('?').unwrap_or(search);
        let hash = hash.strip_prefix('#').unwrap_or(hash);
        let len = search.len().saturating_add(hash.len());
        if len > MAX_ADDRESS_LEN {
            return Address {
                pairs: Vec::new(),
                too_long: Some(len / 1024),
            };
        }
        let pairs = search
            .split('&')
            .chain(hash.split('&'))
            .filter(|s| !s.is_empty())
            .map(|pair| {
                let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
                (
                    percent_decode(k).trim_ascii().to_string(),
                    percent_decode(v).trim_ascii().to_string(),
                )
            })
            .collect();
        Address {
            pairs,
            too_long: None,
        }
    }

    /// The last value of parameter `name`.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.pairs
            .iter()
            .rev()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// The round number when the address asks for the arbiter's round screen (`round=1..99`):
    /// the game module then starts the round app instead of the game.
    pub fn round(&self) -> Option<u32> {
        self.get("round").and_then(parse_round)
    }
}

/// Highest round number of the arbiter's round screen.
pub const MAX_ROUND: u32 = 99;

/// A round number 1..=[`MAX_ROUND`].
pub fn parse_round(s: &str) -> Option<u32> {
    crate::text::parse::<u32>(s.trim_ascii()).filter(|n| (1..=MAX_ROUND).contains(n))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fragment_is_read_like_the_query_and_wins() {
        let a = Address::read("?sp=12&lang=en", "#round=3&lang=nl");
        assert_eq!(a.round(), Some(3));
        assert_eq!(a.get("lang"), Some("nl"));
        assert_eq!(Address::read("", "#round=1").round(), Some(1));
        assert_eq!(Address::read("?pgn=round%3D1", "").round(), None);
        assert_eq!(Address::read("?round=100", "").round(), None);
    }

    /// The round screen or the game: tricky addresses.
    #[test]
    fn round_or_game() {
        let long = format!("?round=1&pgn={}", "x".repeat(MAX_ADDRESS_LEN));
        for (search, hash, want) in [
            ("?round=1", "", Some(1)),
            ("", "#round=1", Some(1)),
            ("?round=99", "", Some(99)),
            ("?round=+3", "", Some(3)),
            ("?%72ound=%2B4", "", Some(4)),
            ("?round=%201%20", "", Some(1)),
            ("?round=x", "#round=2", Some(2)),
            ("?round=1&round=x", "", None),
            ("?round=0", "", None),
            ("?round=100", "", None),
            ("?round=1.5", "", None),
            ("?round=%EF%BB%BF7", "", None),
            ("?round", "#", None),
            ("?round=%+f", "", None),
            ("?sp=518&background=1", "", None),
            ("?pgn=1.%20e4%20%7Bround=2%7D%20e5", "", None),
            (long.as_str(), "", None),
        ] {
            assert_eq!(Address::read(search, hash).round(), want, "{search} {hash}");
        }
    }
}
