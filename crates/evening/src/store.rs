//! Keeping an evening in the browser's localStorage: a compact, versioned text that holds the
//! whole evening (drafts included) and is refused, with a typed error, when damaged.
//!
//! The text is a header line, one line per part and a checksum line, fields split by tabs
//! (no stored text can hold a tab or line break: the evening refuses control characters):
//!
//! ```text
//! rokade-evening 1
//! S <name> <date> <rounds> <tc> <no518 0|1> <first L|W|B> <drawn -|W|B> <tie-breaks BH-C1,BH,SB>
//! P <name> <rating> <club> <joined> <withdrawn> <byes 2H,3Z,4F>     (one per player, in order)
//! R <number> <sp> <D|P> <boards 1-5:1 4-2:= 3-6 7>                  (one per round)
//! #<FNV-1a of everything before this line, 8 hex digits>
//! ```
//!
//! A board is `white-black`, with `:` and the result's code (`1 = 0 + - x` for 1-0, ½-½,
//! 0-1, 1F-0F, 0F-1F, 0F-0F) once entered; a lone number is the pairing-allocated bye.

use std::fmt;

use swiss::{Colour, PlayerId};

use crate::checksum::fnv1a;
use crate::error::EveningError;
use crate::settings::{tiebreak_code, tiebreak_from_code, FirstColour};
use crate::{Board, BoardResult, ByeKind, Date, Evening, Player, Round, Settings, TimeControl};

/// The header of the current version.
const HEADER: &str = "rokade-evening 1";
/// What every version's header starts with.
const MAGIC: &str = "rokade-evening ";

/// Why stored text could not be read back.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum StoreError {
    /// Nothing stored.
    Empty,
    /// The text is not a stored evening.
    NotAnEvening,
    /// A stored evening of a version this build does not read (the version text).
    Version(String),
    /// The checksum line is missing: the text was cut short.
    Truncated,
    /// The checksum does not match: the text was changed or damaged.
    Checksum,
    /// A line that cannot be read (its number, from 1).
    BadLine(usize),
    /// The parts read break a rule of the evening.
    Invalid(EveningError),
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Empty => write!(f, "nothing stored"),
            StoreError::NotAnEvening => write!(f, "not a stored evening"),
            StoreError::Version(v) => write!(f, "stored evening of unknown version {v}"),
            StoreError::Truncated => write!(f, "the stored evening is cut short"),
            StoreError::Checksum => write!(f, "the stored evening is damaged"),
            StoreError::BadLine(n) => write!(f, "line {n} of the stored evening cannot be read"),
            StoreError::Invalid(e) => write!(f, "the stored evening is inconsistent: {e}"),
        }
    }
}

impl std::error::Error for StoreError {}

fn colour_code(colour: Option<Colour>) -> char {
    match colour {
        None => '-',
        Some(Colour::White) => 'W',
        Some(Colour::Black) => 'B',
    }
}

fn opt<T: fmt::Display>(value: Option<T>) -> String {
    value.map(|v| v.to_string()).unwrap_or_default()
}

impl Evening {
    /// The evening as stored text ([`Evening::decode`] reads it back).
    pub fn encode(&self) -> String {
        let s = &self.settings;
        let first = match s.first_colour {
            FirstColour::Lot => 'L',
            FirstColour::Chosen(Colour::White) => 'W',
            FirstColour::Chosen(Colour::Black) => 'B',
        };
        let tiebreaks: Vec<&str> = s.tiebreaks.iter().map(|&tb| tiebreak_code(tb)).collect();
        let mut out = format!(
            "{HEADER}\nS\t{}\t{}\t{}\t{}\t{}\t{first}\t{}\t{}\n",
            s.name,
            s.date,
            s.rounds,
            s.time_control,
            u8::from(s.exclude_518),
            colour_code(self.first_colour),
            tiebreaks.join(",")
        );
        for p in &self.players {
            let byes: Vec<String> = p
                .byes
                .iter()
                .map(|&(round, kind)| {
                    let code = match kind {
                        ByeKind::Half => 'H',
                        ByeKind::Zero => 'Z',
                        ByeKind::Full => 'F',
                    };
                    format!("{round}{code}")
                })
                .collect();
            out.push_str(&format!(
                "P\t{}\t{}\t{}\t{}\t{}\t{}\n",
                p.name,
                opt(p.rating),
                p.club.as_deref().unwrap_or(""),
                p.joined,
                opt(p.withdrawn),
                byes.join(",")
            ));
        }
        for r in &self.rounds {
            let boards: Vec<String> = r
                .boards
                .iter()
                .map(|b| match *b {
                    Board::Game {
                        white,
                        black,
                        result,
                    } => match result {
                        Some(result) => format!("{white}-{black}:{}", result.code()),
                        None => format!("{white}-{black}"),
                    },
                    Board::Bye(id) => id.to_string(),
                })
                .collect();
            out.push_str(&format!(
                "R\t{}\t{}\t{}\t{}\n",
                r.number,
                opt(r.sp),
                if r.published { 'P' } else { 'D' },
                boards.join(" ")
            ));
        }
        out.push_str(&format!("#{:08x}\n", fnv1a(out.as_bytes())));
        out
    }

    /// Reads stored text back; damaged, truncated or inconsistent text is refused.
    pub fn decode(text: &str) -> Result<Evening, StoreError> {
        if text.trim().is_empty() {
            return Err(StoreError::Empty);
        }
        if !text.starts_with(MAGIC) {
            return Err(StoreError::NotAnEvening);
        }
        let body = text.strip_suffix('\n').unwrap_or(text);
        let (content, sum) = match body.rfind('\n') {
            Some(i) => (
                body.get(..=i).unwrap_or(""),
                body.get(i + 1..).unwrap_or(""),
            ),
            None => ("", body),
        };
        let Some(hex) = sum.strip_prefix('#') else {
            return Err(StoreError::Truncated);
        };
        let first_line = content.lines().next().unwrap_or(body);
        if first_line != HEADER {
            let version = first_line.get(MAGIC.len()..).unwrap_or("").to_string();
            return Err(StoreError::Version(version));
        }
        if hex.len() != 8 || u32::from_str_radix(hex, 16).ok() != Some(fnv1a(content.as_bytes())) {
            return Err(StoreError::Checksum);
        }
        let mut settings = None;
        let mut drawn = None;
        let mut players = Vec::new();
        let mut rounds = Vec::new();
        for (i, line) in content.lines().enumerate().skip(1) {
            let bad = || StoreError::BadLine(i + 1);
            let fields: Vec<&str> = line.split('\t').collect();
            match fields.as_slice() {
                ["S", rest @ ..] if settings.is_none() && players.is_empty() => {
                    let (s, d) = read_settings(rest).ok_or_else(bad)?;
                    settings = Some(s);
                    drawn = d;
                }
                ["P", rest @ ..] if settings.is_some() && rounds.is_empty() => {
                    players.push(read_player(rest).ok_or_else(bad)?)
                }
                ["R", rest @ ..] if settings.is_some() => {
                    rounds.push(read_round(rest).ok_or_else(bad)?)
                }
                _ => return Err(bad()),
            }
        }
        let settings = settings.ok_or(StoreError::BadLine(2))?;
        Evening::from_parts(settings, players, rounds, drawn).map_err(StoreError::Invalid)
    }
}

/// A number written in decimal digits only.
pub(crate) fn number<T: std::str::FromStr>(text: &str) -> Option<T> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

fn optional<T: std::str::FromStr>(text: &str) -> Option<Option<T>> {
    if text.is_empty() {
        Some(None)
    } else {
        number(text).map(Some)
    }
}

fn read_settings(fields: &[&str]) -> Option<(Settings, Option<Colour>)> {
    let [name, date, rounds, tc, no518, first, drawn, tiebreaks] = fields else {
        return None;
    };
    let first_colour = match *first {
        "L" => FirstColour::Lot,
        "W" => FirstColour::Chosen(Colour::White),
        "B" => FirstColour::Chosen(Colour::Black),
        _ => return None,
    };
    let drawn = match *drawn {
        "-" => None,
        "W" => Some(Colour::White),
        "B" => Some(Colour::Black),
        _ => return None,
    };
    let tiebreaks = tiebreaks
        .split(',')
        .filter(|c| !c.is_empty())
        .map(tiebreak_from_code)
        .collect::<Option<Vec<_>>>()?;
    let settings = Settings {
        name: name.to_string(),
        date: Date::parse(date)?,
        rounds: number(rounds)?,
        time_control: TimeControl::parse(tc).filter(|t| t.to_string() == *tc)?,
        exclude_518: match *no518 {
            "0" => false,
            "1" => true,
            _ => return None,
        },
        first_colour,
        tiebreaks,
    };
    Some((settings, drawn))
}

fn read_player(fields: &[&str]) -> Option<Player> {
    let [name, rating, club, joined, withdrawn, byes] = fields else {
        return None;
    };
    let byes = byes
        .split(',')
        .filter(|b| !b.is_empty())
        .map(|b| {
            let (round, kind) = b.split_at_checked(b.len().checked_sub(1)?)?;
            let kind = match kind {
                "H" => ByeKind::Half,
                "Z" => ByeKind::Zero,
                "F" => ByeKind::Full,
                _ => return None,
            };
            Some((number(round)?, kind))
        })
        .collect::<Option<Vec<_>>>()?;
    Some(Player {
        name: name.to_string(),
        rating: optional(rating)?,
        club: (!club.is_empty()).then(|| club.to_string()),
        joined: number(joined)?,
        withdrawn: optional(withdrawn)?,
        byes,
    })
}

fn read_id(text: &str) -> Option<PlayerId> {
    PlayerId::new(number(text)?)
}

fn read_round(fields: &[&str]) -> Option<Round> {
    let [number_text, sp, state, boards] = fields else {
        return None;
    };
    let boards = boards
        .split(' ')
        .filter(|b| !b.is_empty())
        .map(|b| {
            let (players, result) = match b.split_once(':') {
                Some((p, code)) => {
                    let mut chars = code.chars();
                    let c = chars.next()?;
                    if chars.next().is_some() {
                        return None;
                    }
                    (p, Some(BoardResult::from_code(c)?))
                }
                None => (b, None),
            };
            match players.split_once('-') {
                Some((w, bl)) => Some(Board::Game {
                    white: read_id(w)?,
                    black: read_id(bl)?,
                    result,
                }),
                None if result.is_none() => Some(Board::Bye(read_id(players)?)),
                None => None,
            }
        })
        .collect::<Option<Vec<_>>>()?;
    Some(Round {
        number: number(number_text)?,
        sp: optional(sp)?,
        boards,
        published: match *state {
            "P" => true,
            "D" => false,
            _ => return None,
        },
    })
}
