//! URL parameters: what a link or an embedding page asks for.
//!
//! Everything here is plain Rust so it can be tested natively. Bad values never stop the
//! page: they are dropped and reported in [`Params::warnings`].

use crate::i18n::Lang;
use rules::Color;

/// Largest query string we look at (a long PGN in `pgn=` fits easily).
pub const MAX_QUERY_LEN: usize = 200_000;

/// Which controls an embedded board shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Controls {
    /// Board and castling buttons only.
    None,
    /// Also takeback, flip and new game.
    Minimal,
    /// Everything.
    #[default]
    Full,
}

/// The parsed URL parameters.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Params {
    /// `sp=N`: start position number (0-959; 960 means 0).
    pub sp: Option<u32>,
    /// `fen=...`: start from this position.
    pub fen: Option<String>,
    /// `pgn=...`: show this game and continue from its last position.
    pub pgn: Option<String>,
    /// `lang=nl|en|fr|da`.
    pub lang: Option<Lang>,
    /// `embed=1`: the compact mode for an iframe.
    pub embed: bool,
    /// `orientation=white|black`.
    pub orientation: Option<Color>,
    /// `flip=auto`: turn the board after every move.
    pub flip_auto: bool,
    /// `controls=none|minimal|full`.
    pub controls: Option<Controls>,
    /// `tc=M+S`: minutes and increment seconds.
    pub tc: Option<(u32, u32)>,
    /// `round=N`: the arbiter's round-position screen.
    pub round: Option<u32>,
    /// `id=...`: keeps the saved game of one embedded board apart from others on the page.
    pub id: Option<String>,
    /// One message per parameter that was ignored.
    pub warnings: Vec<String>,
}

impl Params {
    /// A string naming the parameters that choose a game (`sp`, `fen`, `pgn`), empty if none.
    /// A saved game is replaced by a new one only when this differs from the one it started with.
    pub fn game_key(&self) -> String {
        let mut key = String::new();
        if let Some(n) = self.sp {
            key.push_str(&format!("sp={n};"));
        }
        if let Some(f) = &self.fen {
            key.push_str(&format!("fen={f};"));
        }
        if let Some((m, i)) = self.tc {
            key.push_str(&format!("tc={m}+{i};"));
        }
        if let Some(p) = &self.pgn {
            // The PGN may be long: keep a short fingerprint.
            key.push_str(&format!("pgn={:016x};", fingerprint(p)));
        }
        key
    }
}

/// FNV-1a hash of a string.
pub fn fingerprint(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// Decodes `%XX` escapes and `+` (space) in a query component; invalid escapes stay as they are.
pub fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            b'%' => {
                let hex = bytes
                    .get(i + 1..i + 3)
                    .and_then(|h| std::str::from_utf8(h).ok())
                    .and_then(|h| u8::from_str_radix(h, 16).ok());
                match hex {
                    Some(b) => {
                        out.push(b);
                        i += 3;
                    }
                    None => {
                        out.push(b'%');
                        i += 1;
                    }
                }
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Encodes a query component (everything but unreserved characters becomes `%XX`).
pub fn percent_encode(s: &str) -> String {
    let mut out = String::with_capacity(s.len() * 3 / 2);
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

fn short(s: &str) -> String {
    let mut v: String = s.chars().take(40).collect();
    if s.chars().count() > 40 {
        v.push('…');
    }
    v
}

/// Parses a query string (with or without the leading `?`).
///
/// ```
/// use web::params::parse_query;
/// let p = parse_query("?sp=960&lang=nl&tc=20%2B0");
/// assert_eq!(p.sp, Some(0));
/// assert_eq!(p.tc, Some((20, 0)));
/// assert!(p.warnings.is_empty());
/// ```
pub fn parse_query(query: &str) -> Params {
    let mut p = Params::default();
    let query = query.strip_prefix('?').unwrap_or(query);
    if query.len() > MAX_QUERY_LEN {
        p.warnings.push(format!(
            "the address is {} KB long; at most {} KB are read, parameters ignored",
            query.len() / 1024,
            MAX_QUERY_LEN / 1024
        ));
        return p;
    }
    for pair in query.split('&').filter(|s| !s.is_empty()) {
        let (raw_key, raw_value) = pair.split_once('=').unwrap_or((pair, ""));
        let key = percent_decode(raw_key);
        let value = percent_decode(raw_value);
        let value = value.trim();
        let bad = || p_warn(&key, value);
        match key.as_str() {
            "sp" => match value.parse::<u32>() {
                Ok(n) if n <= 960 => p.sp = Some(n % 960),
                _ => p.warnings.push(bad()),
            },
            "fen" => match rules::fen::parse_position(value) {
                Ok(_) => p.fen = Some(value.to_string()),
                Err(e) => p.warnings.push(format!("fen: {e}")),
            },
            "pgn" => {
                if value.is_empty() {
                    p.warnings.push(bad());
                } else {
                    p.pgn = Some(value.to_string());
                }
            }
            "lang" => match Lang::from_code(value) {
                Some(l) => p.lang = Some(l),
                None => p.warnings.push(bad()),
            },
            "embed" => match value {
                "1" | "true" | "" => p.embed = true,
                "0" | "false" => p.embed = false,
                _ => p.warnings.push(bad()),
            },
            "orientation" => match value {
                "white" => p.orientation = Some(Color::White),
                "black" => p.orientation = Some(Color::Black),
                _ => p.warnings.push(bad()),
            },
            "flip" => match value {
                "auto" => p.flip_auto = true,
                "none" | "off" => p.flip_auto = false,
                _ => p.warnings.push(bad()),
            },
            "controls" => match value {
                "none" => p.controls = Some(Controls::None),
                "minimal" => p.controls = Some(Controls::Minimal),
                "full" => p.controls = Some(Controls::Full),
                _ => p.warnings.push(bad()),
            },
            "tc" => match parse_tc(value) {
                Some(tc) => p.tc = Some(tc),
                None => p.warnings.push(bad()),
            },
            "id" => {
                let ok = !value.is_empty()
                    && value.len() <= 32
                    && value
                        .bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
                if ok {
                    p.id = Some(value.to_string());
                } else {
                    p.warnings.push(bad());
                }
            }
            "event" | "no518" | "copies" => {} // used by the round-position screen
            "round" => match value.parse::<u32>() {
                Ok(n) if (1..=99).contains(&n) => p.round = Some(n),
                _ => p.warnings.push(bad()),
            },
            _ => p
                .warnings
                .push(format!("unknown parameter '{}' ignored", short(&key))),
        }
    }
    if p.sp.is_some() && p.fen.is_some() {
        p.warnings
            .push("both sp and fen given: fen is used".to_string());
        p.sp = None;
    }
    p
}

fn p_warn(key: &str, value: &str) -> String {
    format!(
        "parameter {}='{}' is not valid, ignored",
        short(key),
        short(value)
    )
}

/// Parses a time control `M+S` (minutes, increment seconds), e.g. `20+0` or `3+2`.
pub fn parse_tc(s: &str) -> Option<(u32, u32)> {
    let (m, inc) = s.split_once(['+', ' ']).unwrap_or((s, "0"));
    let m: u32 = m.trim().parse().ok()?;
    let inc: u32 = inc.trim().parse().ok()?;
    ((1..=600).contains(&m) && inc <= 600).then_some((m, inc))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn good_parameters() {
        let p = parse_query(
            "sp=518&lang=fr&embed=1&orientation=black&flip=auto&controls=minimal&tc=3%2B2",
        );
        assert_eq!(p.sp, Some(518));
        assert_eq!(p.lang, Some(Lang::Fr));
        assert!(p.embed && p.flip_auto);
        assert_eq!(p.orientation, Some(Color::Black));
        assert_eq!(p.controls, Some(Controls::Minimal));
        assert_eq!(p.tc, Some((3, 2)));
        assert!(p.warnings.is_empty(), "{:?}", p.warnings);
    }

    #[test]
    fn bad_parameters_are_dropped_with_a_warning() {
        let p = parse_query("sp=961&lang=xx&fen=rubbish&orientation=up&tc=abc&zzz=1&round=0");
        assert_eq!(
            p,
            Params {
                warnings: p.warnings.clone(),
                ..Params::default()
            }
        );
        assert_eq!(p.warnings.len(), 7);
        let p = parse_query("sp=-1&sp=%ZZ&fen=8%2F8");
        assert_eq!(p.sp, None);
        assert_eq!(p.fen, None);
        assert_eq!(p.warnings.len(), 3);
    }

    #[test]
    fn fen_with_spaces_and_shredder_castling() {
        let fen = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1";
        let p = parse_query(&format!("fen={}", percent_encode(fen)));
        assert_eq!(p.fen.as_deref(), Some(fen));
        let p = parse_query(&format!("fen={}", fen.replace(' ', "+")));
        assert_eq!(p.fen.as_deref(), Some(fen));
    }

    #[test]
    fn huge_query_is_refused() {
        let p = parse_query(&format!("pgn={}", "e4 ".repeat(MAX_QUERY_LEN)));
        assert!(p.pgn.is_none());
        assert_eq!(p.warnings.len(), 1);
    }

    #[test]
    fn game_key_changes_with_the_game_parameters_only() {
        let a = parse_query("sp=12&lang=nl");
        let b = parse_query("sp=12&lang=en&flip=auto");
        let c = parse_query("sp=13");
        assert_eq!(a.game_key(), b.game_key());
        assert_ne!(a.game_key(), c.game_key());
        assert_eq!(parse_query("").game_key(), "");
    }

    #[test]
    fn percent_coding_round_trip() {
        for s in ["1. e4 e5 {x} \"q\" & = % +", "ünï", ""] {
            assert_eq!(percent_decode(&percent_encode(s)), s);
        }
        assert_eq!(percent_decode("%"), "%");
        assert_eq!(percent_decode("%4"), "%4");
    }
}
