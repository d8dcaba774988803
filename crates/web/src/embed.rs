//! The `<iframe>` snippet a club webmaster copies into a page.

use crate::params::{percent_encode, Controls};

/// What the embedded board should show, chosen in the "Embed on your site" dialog.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmbedOptions {
    /// The page's own address without query (`https://club.example/schaken/960/`).
    pub base: String,
    /// Start position number, or else a FEN.
    pub sp: Option<u32>,
    /// A FEN start (used when `sp` is `None`).
    pub fen: Option<String>,
    /// Interface language code.
    pub lang: String,
    /// Black at the bottom.
    pub black_bottom: bool,
    /// Turn the board after each move.
    pub flip_auto: bool,
    /// Which controls to show.
    pub controls: Controls,
    /// Time control (minutes, increment seconds).
    pub tc: Option<(u32, u32)>,
    /// A short id so that several boards on one page keep separate games.
    pub id: String,
    /// Frame width and height in CSS pixels.
    pub size: (u32, u32),
}

impl EmbedOptions {
    /// The address the iframe loads.
    pub fn url(&self) -> String {
        let mut q = String::from("?embed=1");
        if let Some(n) = self.sp {
            q.push_str(&format!("&sp={n}"));
        } else if let Some(f) = &self.fen {
            q.push_str("&fen=");
            q.push_str(&percent_encode(f));
        }
        q.push_str("&lang=");
        q.push_str(&percent_encode(&self.lang));
        if self.black_bottom {
            q.push_str("&orientation=black");
        }
        if self.flip_auto {
            q.push_str("&flip=auto");
        }
        q.push_str(match self.controls {
            Controls::None => "&controls=none",
            Controls::Minimal => "&controls=minimal",
            Controls::Full => "&controls=full",
        });
        if let Some((m, i)) = self.tc {
            q.push_str(&format!("&tc={m}%2B{i}"));
        }
        if !self.id.is_empty() {
            q.push_str("&id=");
            q.push_str(&percent_encode(&self.id));
        }
        format!("{}{}", self.base, q)
    }

    /// The HTML snippet (attribute values escaped).
    pub fn snippet(&self) -> String {
        format!(
            "<iframe src=\"{}\" width=\"{}\" height=\"{}\" title=\"Rokade Chess960\" loading=\"lazy\" allow=\"clipboard-write\"></iframe>",
            html_attr(&self.url()),
            self.size.0,
            self.size.1
        )
    }
}

/// Escapes text for an HTML attribute value in double quotes.
pub fn html_attr(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::params::parse_query;

    fn opts() -> EmbedOptions {
        EmbedOptions {
            base: "https://club.example/schaken/960/".into(),
            sp: Some(123),
            fen: None,
            lang: "nl".into(),
            black_bottom: true,
            flip_auto: true,
            controls: Controls::Minimal,
            tc: Some((20, 0)),
            id: "b1".into(),
            size: (360, 560),
        }
    }

    #[test]
    fn snippet_reads_back_as_the_same_options() {
        let o = opts();
        let url = o.url();
        let query = url.split_once('?').map(|(_, q)| q).unwrap();
        let p = parse_query(query);
        assert!(p.warnings.is_empty(), "{:?}", p.warnings);
        assert!(p.embed && p.flip_auto);
        assert_eq!(p.sp, Some(123));
        assert_eq!(p.tc, Some((20, 0)));
        assert_eq!(p.controls, Some(Controls::Minimal));
        assert_eq!(p.id.as_deref(), Some("b1"));
        let html = o.snippet();
        assert!(
            html.starts_with("<iframe src=\"https://club.example/schaken/960/?embed=1&amp;sp=123")
        );
        assert!(html.contains("width=\"360\" height=\"560\""));
    }

    #[test]
    fn fen_is_encoded_and_attributes_escaped() {
        let o = EmbedOptions {
            sp: None,
            fen: Some("rk2r3/8/8/8/8/8/8/RK2R3 w KQkq - 0 1".into()),
            base: "https://x.example/a\"b<c>/".into(),
            ..opts()
        };
        let url = o.url();
        assert!(url.contains("fen=rk2r3%2F8"), "{url}");
        let p = parse_query(url.split_once('?').map(|(_, q)| q).unwrap());
        assert_eq!(
            p.fen.as_deref(),
            Some("rk2r3/8/8/8/8/8/8/RK2R3 w KQkq - 0 1")
        );
        let html = o.snippet();
        assert!(!html.contains("a\"b"));
        assert!(html.contains("a&quot;b&lt;c&gt;"));
    }
}
