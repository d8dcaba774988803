//! The saved game and settings, as text for `localStorage`.
//!
//! A small line format (`key value`, values percent-encoded) instead of JSON keeps the wasm
//! small. [`decode`] never panics: anything damaged or foreign is an error with a message,
//! and the caller keeps the bad text under another key so nothing is silently destroyed.

use crate::percent::{percent_decode, percent_encode};

/// First line of every saved state.
pub const MAGIC: &str = "rokade 1";
/// Longest saved state we read.
pub const MAX_SAVED_LEN: usize = 1_000_000;

/// Everything needed to restore the page.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Saved {
    /// Start position as FEN.
    pub start_fen: String,
    /// Start position number, if the game began from one.
    pub sp: Option<u32>,
    /// Moves in Chess960 UCI.
    pub moves: Vec<String>,
    /// How the game ended by a player's action (resignation, agreement, claim, time), if so.
    pub ended: Option<String>,
    /// `true` if Black is at the bottom.
    pub flipped: bool,
    /// Turn the board after each move.
    pub hot_seat: bool,
    /// Interface language code.
    pub lang: Option<String>,
    /// Leave out 518 when drawing a random position.
    pub exclude_518: bool,
    /// PGN tags the players typed: Event, Site, Date, Round, White, Black.
    pub tags: Vec<(String, String)>,
    /// The URL parameters that started this game ([`crate::address::Params::game_key`]).
    pub game_key: String,
    /// Clock state, opaque to this module.
    pub clock: Option<String>,
    /// An imported game's annotations, opaque to this module ([`crate::annotations`]).
    pub notes: String,
    /// Time control for new games (minutes, increment seconds).
    pub tc: Option<(u32, u32)>,
    /// The high-contrast board.
    pub high_contrast: bool,
    /// Figurines in the move list.
    pub figurines: bool,
    /// The computer's side (`w`/`b`) and level, in a game against it.
    pub computer: Option<(char, u8)>,
    /// The "New game" form's opponent (`human`, `white`, `black`, `random`) and level.
    pub opponent: Option<(String, u8)>,
}

/// Writes the saved state.
pub fn encode(s: &Saved) -> String {
    let mut out = String::new();
    out.push_str(MAGIC);
    out.push('\n');
    let mut line = |k: &str, v: &str| {
        out.push_str(k);
        out.push(' ');
        out.push_str(&percent_encode(v));
        out.push('\n');
    };
    line("fen", &s.start_fen);
    if let Some(n) = s.sp {
        line("sp", &crate::text::num(u64::from(n)));
    }
    let moves: Vec<&str> = s.moves.iter().map(String::as_str).collect();
    line("moves", &crate::text::join(&moves, " "));
    if let Some(e) = &s.ended {
        line("ended", e);
    }
    line("flipped", if s.flipped { "1" } else { "0" });
    line("hotseat", if s.hot_seat { "1" } else { "0" });
    if s.high_contrast {
        line("contrast", "1");
    }
    if s.figurines {
        line("figurines", "1");
    }
    if let Some((side, level)) = s.computer {
        let mut v = String::from(side);
        v.push(' ');
        v.push(char::from(b'0' + level.min(9)));
        line("computer", &v);
    }
    if let Some((who, level)) = &s.opponent {
        let mut v = who.clone();
        v.push(' ');
        v.push(char::from(b'0' + (*level).min(9)));
        line("opponent", &v);
    }
    if let Some(l) = &s.lang {
        line("lang", l);
    }
    line("no518", if s.exclude_518 { "1" } else { "0" });
    for (k, v) in &s.tags {
        line("tag", &crate::text::join(&[k, v], "="));
    }
    line("key", &s.game_key);
    if let Some(c) = &s.clock {
        line("clock", c);
    }
    if !s.notes.is_empty() {
        line("notes", &s.notes);
    }
    if let Some((m, i)) = s.tc {
        let mut v = crate::text::num(u64::from(m));
        v.push('+');
        crate::text::push_u32(&mut v, i);
        line("tc", &v);
    }
    out.push_str("end\n");
    out
}

/// "line N: what" for the console (no formatting machinery in the page).
fn bad_line(i: usize, what: &str) -> String {
    let mut s = String::from("line ");
    crate::text::push_u64(&mut s, i as u64 + 2);
    s.push_str(": ");
    s.push_str(what);
    s
}

/// Reads a saved state. Checks the format only; the caller replays the moves and reports
/// illegal ones the same way.
pub fn decode(text: &str) -> Result<Saved, String> {
    if text.len() > MAX_SAVED_LEN {
        return Err("saved state too large".to_string());
    }
    let mut lines = text.lines();
    if lines.next() != Some(MAGIC) {
        return Err("not a Rokade saved game (unknown format or version)".to_string());
    }
    let mut s = Saved::default();
    let mut have_fen = false;
    let mut complete = false;
    for (i, raw) in lines.enumerate() {
        if raw.is_empty() {
            continue;
        }
        if complete {
            return Err(bad_line(i, "text after the end mark"));
        }
        if raw == "end" {
            complete = true;
            continue;
        }
        let (key, value) = raw.split_once(' ').unwrap_or((raw, ""));
        let value = percent_decode(value);
        let flag = |v: &str| match v {
            "1" => Ok(true),
            "0" => Ok(false),
            _ => Err(bad_line(i, "a flag must be 0 or 1")),
        };
        match key {
            "fen" => {
                s.start_fen = value;
                have_fen = true;
            }
            "sp" => {
                s.sp = Some(
                    crate::text::parse::<u32>(&value)
                        .filter(|&n| n < 960)
                        .ok_or_else(|| bad_line(i, "bad start position number"))?,
                )
            }
            "moves" => {
                s.moves = value.split_ascii_whitespace().map(str::to_string).collect();
            }
            "ended" => s.ended = Some(value),
            "flipped" => s.flipped = flag(&value)?,
            "hotseat" => s.hot_seat = flag(&value)?,
            "contrast" => s.high_contrast = flag(&value)?,
            "figurines" => s.figurines = flag(&value)?,
            "computer" => {
                let bad = || bad_line(i, "bad computer");
                let (side, level) = value.split_once(' ').ok_or_else(bad)?;
                let side = match side {
                    "w" => 'w',
                    "b" => 'b',
                    _ => return Err(bad()),
                };
                let level = crate::text::parse::<u8>(level).filter(|l| (1..=8).contains(l));
                s.computer = Some((side, level.ok_or_else(bad)?));
            }
            "opponent" => {
                let bad = || bad_line(i, "bad opponent");
                let (who, level) = value.split_once(' ').ok_or_else(bad)?;
                if !matches!(who, "human" | "white" | "black" | "random") {
                    return Err(bad());
                }
                let level = crate::text::parse::<u8>(level).filter(|l| (1..=8).contains(l));
                s.opponent = Some((who.to_string(), level.ok_or_else(bad)?));
            }
            "no518" => s.exclude_518 = flag(&value)?,
            "lang" => s.lang = Some(value),
            "tag" => {
                let (k, v) = value
                    .split_once('=')
                    .ok_or_else(|| bad_line(i, "bad tag"))?;
                s.tags.push((k.to_string(), v.to_string()));
            }
            "key" => s.game_key = value,
            "clock" => s.clock = Some(value),
            "notes" => s.notes = value,
            "tc" => {
                s.tc = Some(
                    crate::clock::parse_tc(&value)
                        .ok_or_else(|| bad_line(i, "bad time control"))?,
                )
            }
            _ => return Err(bad_line(i, "unknown entry")),
        }
    }
    if !have_fen {
        return Err("saved game has no start position".to_string());
    }
    if !complete {
        return Err("saved game is incomplete (no end mark)".to_string());
    }
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Saved {
        Saved {
            start_fen: "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1".into(),
            sp: Some(0),
            moves: vec!["e2e4".into(), "e7e5".into(), "g1h1".into()],
            ended: Some("resign-w".into()),
            flipped: true,
            hot_seat: true,
            lang: Some("nl".into()),
            exclude_518: true,
            tags: vec![
                ("White".into(), "Anna \"de Dame\" = ok\n%".into()),
                ("Event".into(), "Clubavond".into()),
            ],
            game_key: "sp=0;".into(),
            clock: Some("1200 1200 0".into()),
            notes: "e2e4\n1. e4 $1 {Good} (1. d4) *\n".into(),
            tc: Some((20, 0)),
            high_contrast: true,
            figurines: true,
            computer: Some(('b', 3)),
            opponent: Some(("random".into(), 5)),
        }
    }

    #[test]
    fn round_trip() {
        let s = sample();
        assert_eq!(decode(&encode(&s)), Ok(s));
        let d = Saved {
            start_fen: "x".into(),
            ..Saved::default()
        };
        assert_eq!(decode(&encode(&d)), Ok(d));
    }

    #[test]
    fn corrupt_or_foreign_data_is_an_error() {
        for bad in [
            "",
            "{\"json\": true}",
            "rokade 2\nfen x",
            "rokade 1\nmoves e2e4",
            "rokade 1\nfen x\nflipped maybe",
            "rokade 1\nfen x\nsp 999",
            "rokade 1\nfen x\nwhat ever",
            "rokade 1\nfen x\ntag novalue\nend",
            "rokade 1\nfen x\nmoves e2e4",
        ] {
            assert!(decode(bad).is_err(), "{bad:?}");
        }
        // Truncated text: the required start position is gone.
        let text = encode(&sample());
        let cut = &text[..12];
        assert!(decode(cut).is_err());
    }

    #[test]
    fn random_bytes_never_panic() {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let base = encode(&sample()).into_bytes();
        for _ in 0..2000 {
            let mut b = base.clone();
            for _ in 0..4 {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let i = (x % b.len() as u64) as usize;
                b[i] = (x >> 32) as u8;
            }
            let _ = decode(&String::from_utf8_lossy(&b));
        }
    }
}
