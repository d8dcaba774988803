//! What the address asks of the game page ([`Params`]), read from its name/value pairs.

use super::{fingerprint, is_tracking, parse_round, push_hex, Address, Controls, ParamWarning};
use crate::clock::parse_tc;
use crate::i18n::Lang;
use crate::opponent::Opponent;
use rules::Color;

/// What the address asks of the game page.
#[derive(Clone, Debug, Default, PartialEq)]
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
    /// `id=...`: keeps the saved game of one embedded board apart from others on the page.
    pub id: Option<String>,
    /// `computer=white|black|random` with `level=1..8` (default 1): a game against the
    /// computer.
    pub computer: Option<Opponent>,
    /// `parent=<origin>|*`: tell the host page what happens ([`crate::host`]). Only its
    /// form is checked here (`*`, or an `http(s)://` address): the extras module reads it
    /// ([`crate::host::Target::read`]) and tells nothing for an origin it does not accept.
    pub parent: Option<String>,
    /// `board=KEY.R.B&white=…&black=…`: a board of a club evening, handed over when it ends.
    pub evening_board: Option<crate::evening_board::EveningBoard>,
    /// `clk=<white ms>,<black ms>`: the remaining times of a game from a link
    /// ([`crate::game_link`]); the clock waits for the next move.
    pub clk: Option<[i64; 2]>,
    /// One entry per parameter that was ignored.
    pub warnings: Vec<ParamWarning>,
    /// Well-known tracking parameters (`utm_*`, `fbclid`...), ignored without a message.
    pub ignored: Vec<String>,
}

fn short(s: &str) -> String {
    let mut v: String = s.chars().take(40).collect();
    if s.chars().nth(40).is_some() {
        v.push('…');
    }
    v
}

impl Params {
    /// The game page's parameters.
    ///
    /// ```
    /// use ui::address::{Address, Params};
    /// let p = Params::from_address(&Address::read("?sp=960&lang=nl&tc=20%2B0", ""));
    /// assert_eq!(p.sp, Some(0));
    /// assert_eq!(p.tc, Some((20, 0)));
    /// assert!(p.warnings.is_empty());
    /// ```
    pub fn from_address(a: &Address) -> Params {
        let mut p = Params::default();
        if let Some(kb) = a.too_long {
            p.warnings.push(ParamWarning::TooLong { kb });
            return p;
        }
        for (key, value) in &a.pairs {
            let value = value.as_str();
            let bad = || ParamWarning::Invalid {
                name: short(key),
                value: short(value),
            };
            match key.as_str() {
                "sp" => match crate::text::parse::<u32>(value).ok_or(()) {
                    Ok(n) if n <= 960 => p.sp = Some(n % 960),
                    _ => p.warnings.push(bad()),
                },
                "fen" => match rules::fen::parse_position(value) {
                    Ok(_) => p.fen = Some(value.to_string()),
                    Err(_) => p
                        .warnings
                        .push(ParamWarning::Fen(value.chars().take(100).collect())),
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
                "parent" => {
                    let ok = value == "*"
                        || ["http://", "https://"]
                            .iter()
                            .any(|s| value.len() > s.len() && value.starts_with(s));
                    if ok {
                        p.parent = Some(value.to_string());
                    } else {
                        p.warnings.push(bad());
                    }
                }
                "computer" => match value {
                    "white" | "black" | "random" => {
                        let level = a.get("level").unwrap_or("1");
                        let o = Opponent::from_form(value, level);
                        p.computer = Some(o);
                    }
                    "none" | "human" => p.computer = Some(Opponent::Human),
                    _ => p.warnings.push(bad()),
                },
                "level" => {
                    if !crate::text::parse::<u8>(value).is_some_and(|l| (1..=8).contains(&l)) {
                        p.warnings.push(bad());
                    }
                }
                // The round screen's parameters; a valid `round` starts the round app instead
                // (see `start`), so the game page sees only invalid ones.
                "event" | "no518" | "norepeat" | "copies" => {}
                "clk" => match crate::game_link::read_clk(value) {
                    Some(c) => p.clk = Some(c),
                    None => p.warnings.push(bad()),
                },
                // A club evening's board: read below, together.
                "board" | "white" | "black" => {}
                "round" => {
                    if parse_round(value).is_none() {
                        p.warnings.push(bad());
                    }
                }
                // Newsletter and social links add these: not the player's doing, not an error.
                k if is_tracking(k) => p.ignored.push(short(key)),
                _ => p.warnings.push(ParamWarning::Unknown(short(key))),
            }
        }
        p.evening_board = crate::evening_board::EveningBoard::from_address(a, &mut p.warnings);
        if p.sp.is_some() && p.fen.is_some() {
            p.warnings.push(ParamWarning::SpAndFen);
            p.sp = None;
        }
        p
    }

    /// The controls the page shows: the address's `controls`, else the essential ones in an
    /// embed (a club site's frame is small) and all of them on the full page.
    pub fn shown_controls(&self) -> Controls {
        self.controls.unwrap_or(if self.embed {
            Controls::Minimal
        } else {
            Controls::Full
        })
    }

    /// A string naming the parameters that choose a game (`sp`, `fen`, `pgn`, `tc`), empty if
    /// none. A saved game is replaced by a new one only when this differs from the one it
    /// started with.
    pub fn game_key(&self) -> String {
        let mut key = String::new();
        if let Some(n) = self.sp {
            key.push_str("sp=");
            crate::text::push_u32(&mut key, n);
            key.push(';');
        }
        if let Some(f) = &self.fen {
            key.push_str("fen=");
            key.push_str(f);
            key.push(';');
        }
        if let Some((m, i)) = self.tc {
            key.push_str("tc=");
            crate::text::push_u32(&mut key, m);
            key.push('+');
            crate::text::push_u32(&mut key, i);
            key.push(';');
        }
        if let Some(Opponent::Computer(side, level)) = self.computer {
            key.push_str("computer=");
            key.push(side.map_or('r', |c| c.fold('w', 'b')));
            crate::text::push_u32(&mut key, u32::from(level));
            key.push(';');
        }
        if let Some(b) = &self.evening_board {
            key.push_str("board=");
            key.push_str(&b.reference);
            key.push(';');
        }
        if let Some(p) = &self.pgn {
            // The PGN may be long: keep a short fingerprint.
            key.push_str("pgn=");
            push_hex(&mut key, fingerprint(p));
            key.push(';');
        }
        key
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::address::MAX_ADDRESS_LEN;
    use crate::percent::percent_encode;

    fn parse(q: &str) -> Params {
        Params::from_address(&Address::read(q, ""))
    }

    #[test]
    fn good_parameters() {
        let p =
            parse("sp=518&lang=fr&embed=1&orientation=black&flip=auto&controls=minimal&tc=3%2B2");
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
        let p = parse("sp=961&lang=xx&fen=rubbish&orientation=up&tc=abc&zzz=1&round=0");
        assert_eq!(
            p,
            Params {
                warnings: p.warnings.clone(),
                ..Params::default()
            }
        );
        assert_eq!(p.warnings.len(), 7);
        let p = parse("sp=-1&sp=%ZZ&fen=8%2F8");
        assert_eq!(p.sp, None);
        assert_eq!(p.fen, None);
        assert_eq!(p.warnings.len(), 3);
        // (Their sentences: extras::param_warnings, tested there.)
    }

    #[test]
    fn parent_is_an_origin_or_a_star() {
        let p = parse("embed=1&parent=https%3A%2F%2Fclub.example%2F&id=b1");
        assert_eq!(p.parent.as_deref(), Some("https://club.example/"));
        assert!(p.warnings.is_empty());
        assert_eq!(parse("parent=*").parent.as_deref(), Some("*"));
        for bad in [
            "parent=",
            "parent=https%3A%2F%2F",
            "parent=club.example",
            "parent=javascript%3Ax",
            "parent=null",
        ] {
            let p = parse(bad);
            assert_eq!(p.parent, None, "{bad}");
            assert_eq!(p.warnings.len(), 1, "{bad}");
        }
    }

    #[test]
    fn fen_with_spaces_and_shredder_castling() {
        let fen = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1";
        let p = parse(&format!("fen={}", percent_encode(fen)));
        assert_eq!(p.fen.as_deref(), Some(fen));
        let p = parse(&format!("fen={}", fen.replace(' ', "+")));
        assert_eq!(p.fen.as_deref(), Some(fen));
    }

    #[test]
    fn huge_address_is_refused() {
        let p = parse(&format!("pgn={}", "e4 ".repeat(MAX_ADDRESS_LEN)));
        assert!(p.pgn.is_none());
        assert_eq!(p.warnings.len(), 1);
        assert!(matches!(p.warnings[0], ParamWarning::TooLong { .. }));
    }

    #[test]
    fn game_key_changes_with_the_game_parameters_only() {
        let a = parse("sp=12&lang=nl");
        let b = parse("sp=12&lang=en&flip=auto");
        let c = parse("sp=13");
        assert_eq!(a.game_key(), b.game_key());
        assert_ne!(a.game_key(), c.game_key());
        assert_eq!(parse("").game_key(), "");
        assert_eq!(parse("pgn=1.%20e4").game_key().len(), "pgn=;".len() + 16);
    }
}
