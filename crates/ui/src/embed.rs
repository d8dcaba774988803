//! The `<iframe>` snippet a club webmaster copies into a page.

use crate::address::Controls;
use crate::percent::percent_encode;

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
    /// Frame width in CSS pixels.
    pub width: u32,
    /// A game against the computer: its side (`None`: random) and level.
    pub computer: Option<(Option<rules::Color>, u8)>,
}

/// Frame widths offered in the dialog (CSS pixels); the board fits any width from 280.
pub const WIDTHS: [u32; 5] = [280, 360, 480, 600, 800];

/// Height in CSS pixels of everything but the board in an embedded page: the status line
/// (a message lies over it) and the castling bar above the board, the clocks, and the controls
/// below, which wrap onto more rows on narrow frames. Measured in Chromium in all four
/// languages, the largest kept (tests/e2e/inputs.test.mjs, item 7, prints the figures and
/// checks that a frame of [`EmbedOptions::height`] shows the whole board at full width and
/// every control without a scrollbar; the page also fits the board to the frame's height).
pub fn chrome_height(width: u32, controls: Controls, clock: bool) -> u32 {
    let narrow = width < 320;
    // The figures measured, plus 8 px for fonts that set a little wider elsewhere.
    match (controls, clock) {
        (Controls::None, false) => 111,
        (Controls::None, true) => 204,
        (Controls::Minimal, false) if narrow => 409,
        (Controls::Minimal, true) if narrow => 498,
        (Controls::Minimal, false) => 328,
        (Controls::Minimal, true) => 458,
        (Controls::Full, false) if narrow => 808,
        (Controls::Full, true) if narrow => 897,
        (Controls::Full, false) => 693,
        (Controls::Full, true) => 823,
    }
}

impl EmbedOptions {
    /// The address the iframe loads.
    pub fn url(&self) -> String {
        let mut q = String::from("?embed=1");
        if let Some(n) = self.sp {
            q.push_str("&sp=");
            crate::text::push_u32(&mut q, n);
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
            q.push_str("&tc=");
            crate::text::push_u32(&mut q, m);
            q.push_str("%2B");
            crate::text::push_u32(&mut q, i);
        }
        if let Some((side, level)) = self.computer {
            q.push_str("&computer=");
            q.push_str(match side {
                Some(rules::Color::White) => "white",
                Some(rules::Color::Black) => "black",
                None => "random",
            });
            q.push_str("&level=");
            crate::text::push_u32(&mut q, u32::from(level));
        }
        if !self.id.is_empty() {
            q.push_str("&id=");
            q.push_str(&percent_encode(&self.id));
        }
        let mut url = self.base.clone();
        url.push_str(&q);
        url
    }

    /// The frame width: the chosen one, at least the 280 px the board needs.
    pub fn frame_width(&self) -> u32 {
        self.width.max(280)
    }

    /// The frame height that shows the board at full width with the chosen controls and
    /// clock, without a scrollbar.
    pub fn height(&self) -> u32 {
        let board = self.frame_width().saturating_sub(16);
        board + chrome_height(self.width, self.controls, self.tc.is_some())
    }

    /// The HTML snippet (attribute values escaped).
    pub fn snippet(&self) -> String {
        let mut s = String::from("<iframe src=\"");
        s.push_str(&html_attr(&self.url()));
        s.push_str("\" width=\"");
        crate::text::push_u32(&mut s, self.frame_width());
        s.push_str("\" height=\"");
        crate::text::push_u32(&mut s, self.height());
        s.push_str(
            "\" title=\"Rokade Chess960\" loading=\"lazy\" allow=\"clipboard-write\"></iframe>",
        );
        s
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
    use crate::address::{Address, Params};

    fn parse_query(q: &str) -> Params {
        Params::from_address(&Address::read(q, ""))
    }

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
            width: 360,
            computer: Some((Some(rules::Color::Black), 3)),
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
        assert_eq!(
            p.computer,
            Some(crate::opponent::Opponent::Computer(
                Some(rules::Color::Black),
                3
            ))
        );
        let html = o.snippet();
        assert!(
            html.starts_with("<iframe src=\"https://club.example/schaken/960/?embed=1&amp;sp=123")
        );
        let height = o.height();
        assert!(html.contains(&format!("width=\"360\" height=\"{height}\"")));
        let no_clock = EmbedOptions { tc: None, ..opts() };
        assert!(no_clock.height() < height, "a clock takes room");
        let full = EmbedOptions {
            controls: Controls::Full,
            ..opts()
        };
        assert!(full.height() > height, "all controls take more room");
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
