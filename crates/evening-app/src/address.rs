//! The page's address: `?lang=nl` (the language), `?view=standings` (the shared standings,
//! the evening in the fragment) or `?view=projector` (the projector window), and
//! percent-encoding for the share link.

use crate::ui::Mode;

/// What the address asks for.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Address {
    /// The `lang=` value, if any.
    pub lang: Option<String>,
    /// What the page is for.
    pub mode: Mode,
    /// The fragment without `#`, percent-decoded (the shared evening); `None` when it does
    /// not decode.
    pub fragment: Option<String>,
}

impl Address {
    /// Reads `location.search` (with or without `?`) and `location.hash` (with or without
    /// `#`). Unknown parameters and values are ignored.
    ///
    /// ```
    /// use evening_app::address::Address;
    /// use evening_app::ui::Mode;
    /// let a = Address::read("?view=standings&lang=nl", "#a%09b");
    /// assert_eq!((a.mode, a.lang.as_deref(), a.fragment.as_deref()), (Mode::Shared, Some("nl"), Some("a\tb")));
    /// ```
    pub fn read(search: &str, hash: &str) -> Address {
        let mut lang = None;
        let mut mode = Mode::Arbiter;
        for pair in search.trim_start_matches('?').split('&') {
            let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
            let value = decode(value).unwrap_or_default();
            match name {
                "lang" => lang = Some(value),
                "view" if value == "standings" => mode = Mode::Shared,
                "view" if value == "projector" => mode = Mode::Projector,
                _ => {}
            }
        }
        Address {
            lang,
            mode,
            fragment: decode(hash.trim_start_matches('#')),
        }
    }
}

/// Percent-encodes every byte but the unreserved `A-Z a-z 0-9 - . _ ~`.
///
/// ```
/// use evening_app::address::{decode, encode};
/// assert_eq!(encode("Ann\t2½"), "Ann%092%C2%BD");
/// assert_eq!(decode(&encode("Zoë & Jürgen\n")).as_deref(), Some("Zoë & Jürgen\n"));
/// ```
pub fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~') {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Percent-decodes; `None` for a bad escape or text that is not UTF-8.
pub fn decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        if b == b'%' {
            let hex = text.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(b);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// The link to the shared standings: the page, `?view=standings&lang=..`, the evening in
/// the fragment (never sent to a server).
pub fn share_link(page: &str, lang: &str, stored: &str) -> String {
    format!("{page}?view=standings&lang={lang}#{}", encode(stored))
}

/// The HTML a club's webmaster pastes into a page to show the standings.
///
/// ```
/// use evening_app::address::iframe;
/// assert_eq!(
///     iframe("https://x.org/evening.html?view=standings&lang=nl#S", "Stand \"A\""),
///     "<iframe src=\"https://x.org/evening.html?view=standings&amp;lang=nl#S\" title=\"Stand &quot;A&quot;\" width=\"100%\" height=\"600\" loading=\"lazy\"></iframe>"
/// );
/// ```
pub fn iframe(link: &str, title: &str) -> String {
    let attr = |s: &str| {
        s.replace('&', "&amp;")
            .replace('"', "&quot;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
    };
    format!(
        "<iframe src=\"{}\" title=\"{}\" width=\"100%\" height=\"600\" loading=\"lazy\"></iframe>",
        attr(link),
        attr(title)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_addresses_do_not_panic() {
        for (search, hash) in [
            ("?lang=%", "#%"),
            ("?view=%zz", "#%e2%82"),
            ("&&==&", "#%4"),
            ("?lang=%C3%A9", "#€"),
        ] {
            let a = Address::read(search, hash);
            assert_eq!(a.mode, Mode::Arbiter);
            let _ = a.fragment;
        }
        assert_eq!(decode("%e2%82"), None, "cut UTF-8");
        assert_eq!(decode("%4"), None);
        assert_eq!(decode("€").as_deref(), Some("€"));
    }

    #[test]
    fn the_projector_and_the_language() {
        let a = Address::read("view=projector&lang=da", "");
        assert_eq!((a.mode, a.lang.as_deref()), (Mode::Projector, Some("da")));
        assert_eq!(a.fragment.as_deref(), Some(""));
    }

    #[test]
    fn share_links_carry_the_evening() {
        let link = share_link(
            "https://club.example/evening.html",
            "nl",
            "rokade-evening 1\nS\tA",
        );
        assert_eq!(
            link,
            "https://club.example/evening.html?view=standings&lang=nl#rokade-evening%201%0AS%09A"
        );
        let (search, hash) = link.split_once('?').unwrap().1.split_once('#').unwrap();
        let a = Address::read(search, hash);
        assert_eq!(a.fragment.as_deref(), Some("rokade-evening 1\nS\tA"));
    }
}
