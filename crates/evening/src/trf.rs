//! Exchanging an evening as a FIDE TRF file (through `swiss::trf`), so that a club can check
//! the pairings in another program and send the results to its rating officer.
//!
//! The file holds the standard records: `012` name, `042`/`052` dates, `092` type, `122` time
//! control, the `001` player lines (published rounds; byes asked for and withdrawals of the
//! rounds to come as entries of those rounds: `H`, `F`, `Z`; the rank column holds the
//! standings' order with the tie-breaks), `XXR` rounds and `XXC` first colour. What TRF has no place for is written in comment lines (`###`, which pairing
//! programs skip), after a `### rokade-evening 1` line:
//!
//! ```text
//! ### rokade settings date=2025-03-14 tc=20+0 no518=1 first=L tb=BH-C1,BH,SB
//! ### rokade club 3 Schaakclub Gent          (starting rank, club)
//! ### rokade withdrawn 5 3                   (starting rank, first round missed)
//! ### rokade round 1 sp=518 boards=1-5,4-2,7 (start position; boards in order, white-black)
//! ```
//!
//! A file without them (from another program) is read too: the date from `042` (else the
//! date given), the time control from `122` when it reads as one, the start positions
//! unknown, the boards in FIDE's order. A draft pairing is not exported.

use std::fmt;

use swiss::{trf, Colour, Entry, PlayerId, Points, Tournament, TrfError};

use crate::error::EveningError;
use crate::settings::{tiebreak_code, tiebreak_from_code, FirstColour};
use crate::store::number;
use crate::{Board, BoardResult, ByeKind, Date, Evening, Player, Round, Settings, TimeControl};

/// The comment line that marks the Rokade lines of this version.
const MARK: &str = "### rokade-evening 1";
/// What each Rokade line starts with.
const LINE: &str = "### rokade ";

/// Why a TRF file could not become an evening.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ImportError {
    /// The TRF file itself is bad.
    Trf(TrfError),
    /// A Rokade comment line that cannot be read (its line, from 1).
    RokadeLine(usize),
    /// A Rokade round line whose boards are not the file's (the round).
    RokadeBoards(u16),
    /// The file's tournament does not make an evening (a game without result before the
    /// last round, a name too long...).
    Invalid(EveningError),
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportError::Trf(e) => write!(f, "{e}"),
            ImportError::RokadeLine(n) => write!(f, "line {n}: cannot read the Rokade line"),
            ImportError::RokadeBoards(r) => {
                write!(f, "round {r}: the Rokade line's boards are not the file's")
            }
            ImportError::Invalid(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for ImportError {}

/// A Rokade round line: the round, its start position, its boards as (white, black)
/// starting ranks, black 0 for the bye.
type RoundLine = (u16, Option<u32>, Vec<(u16, u16)>);

/// What the Rokade lines and the other records beyond `swiss` say.
#[derive(Default)]
struct Extras {
    date: Option<Date>,
    time_control: Option<TimeControl>,
    exclude_518: Option<bool>,
    first: Option<FirstColour>,
    tiebreaks: Option<Vec<swiss::tiebreak::TieBreak>>,
    clubs: Vec<(u16, String)>,
    withdrawn: Vec<(u16, u16)>,
    rounds: Vec<RoundLine>,
}

fn board_pair(b: &Board) -> (u16, u16) {
    match *b {
        Board::Game { white, black, .. } => (white.rank(), black.rank()),
        Board::Bye(id) => (id.rank(), 0),
    }
}

impl Evening {
    /// The evening as a TRF-2026 file (LF line ends); see the module's text for what it holds.
    pub fn to_trf(&self) -> String {
        let mut tournament = self.tournament();
        if let FirstColour::Chosen(colour) = self.settings.first_colour {
            tournament.first_colour = Some(colour);
        }
        let text = self.with_ranking(&trf::write(&tournament));
        let s = &self.settings;
        let mut out = String::new();
        let mut rest = text.as_str();
        if let Some(line) = text.lines().next().filter(|l| l.starts_with("012")) {
            out.push_str(line);
            out.push('\n');
            rest = text.get(line.len() + 1..).unwrap_or("");
        }
        out.push_str(&format!("042 {}\n052 {}\n", s.date.trf(), s.date.trf()));
        out.push_str("092 Individual: Swiss-System (FIDE Dutch)\n");
        out.push_str(&format!(
            "122 {}'+{}\"\n",
            s.time_control.minutes, s.time_control.increment
        ));
        out.push_str(rest);
        out.push_str(MARK);
        out.push('\n');
        let first = match s.first_colour {
            FirstColour::Lot => "L",
            FirstColour::Chosen(Colour::White) => "W",
            FirstColour::Chosen(Colour::Black) => "B",
        };
        let tb: Vec<&str> = s.tiebreaks.iter().map(|&t| tiebreak_code(t)).collect();
        out.push_str(&format!(
            "{LINE}settings date={} tc={} no518={} first={first} tb={}\n",
            s.date,
            s.time_control,
            u8::from(s.exclude_518),
            tb.join(",")
        ));
        for (id, p) in self.player_ids().zip(&self.players) {
            if let Some(club) = &p.club {
                out.push_str(&format!("{LINE}club {id} {club}\n"));
            }
            if let Some(w) = p.withdrawn {
                out.push_str(&format!("{LINE}withdrawn {id} {w}\n"));
            }
        }
        for r in self.rounds.iter().filter(|r| r.published) {
            let boards: Vec<String> = r
                .boards
                .iter()
                .map(|b| match board_pair(b) {
                    (w, 0) => w.to_string(),
                    (w, b) => format!("{w}-{b}"),
                })
                .collect();
            let sp = r.sp.map_or("-".to_string(), |sp| sp.to_string());
            out.push_str(&format!(
                "{LINE}round {} sp={sp} boards={}\n",
                r.number,
                boards.join(",")
            ));
        }
        out
    }

    /// `text` with the rank column (86-89) of the player lines holding the standings'
    /// order with the tie-breaks (players yet to play last, by starting rank), not only the
    /// score order `swiss` writes.
    fn with_ranking(&self, text: &str) -> String {
        let mut order: Vec<PlayerId> = self
            .standings(self.published_rounds())
            .map(|t| t.rows.iter().map(|r| r.player).collect())
            .unwrap_or_default();
        for id in self.player_ids() {
            if !order.contains(&id) {
                order.push(id);
            }
        }
        let mut out = String::with_capacity(text.len());
        for line in text.lines() {
            let chars: Vec<char> = line.chars().collect();
            let rank = chars
                .get(4..8)
                .and_then(|r| number::<u16>(r.iter().collect::<String>().trim()))
                .and_then(PlayerId::new)
                .and_then(|id| order.iter().position(|&o| o == id));
            match (
                line.starts_with("001"),
                rank,
                chars.get(..85),
                chars.get(89..),
            ) {
                (true, Some(place), Some(head), Some(tail)) => {
                    out.extend(head);
                    out.push_str(&format!("{:>4}", place + 1));
                    out.extend(tail);
                }
                _ => out.push_str(line),
            }
            out.push('\n');
        }
        out
    }

    /// An evening from a TRF file (this module's, or another program's); `today` is its date
    /// when the file gives none.
    pub fn from_trf(text: &str, today: Date) -> Result<Evening, ImportError> {
        let tournament = trf::parse(text).map_err(ImportError::Trf)?;
        let extras = read_extras(text)?;
        let paired = tournament.rounds_paired();
        let first_colour = extras.first.unwrap_or(match tournament.first_colour {
            Some(colour) => FirstColour::Chosen(colour),
            None => FirstColour::Lot,
        });
        let defaults = Settings::new("", today);
        let settings = Settings {
            name: tournament.name.clone(),
            date: extras.date.unwrap_or(today),
            rounds: tournament.planned_rounds.unwrap_or(paired.max(3)),
            time_control: extras.time_control.unwrap_or_default(),
            exclude_518: extras.exclude_518.unwrap_or(false),
            first_colour,
            tiebreaks: extras.tiebreaks.clone().unwrap_or(defaults.tiebreaks),
        };
        let mut players = Vec::new();
        for id in tournament.player_ids() {
            players.push(read_player(&tournament, id, &settings, &extras));
        }
        let mut rounds = Vec::new();
        for round in 1..=paired {
            rounds.push(read_round(&tournament, round, &extras)?);
        }
        let drawn = if paired > 0 {
            tournament.first_colour
        } else {
            None
        };
        Evening::from_parts(settings, players, rounds, drawn).map_err(ImportError::Invalid)
    }
}

fn read_player(t: &Tournament, id: PlayerId, settings: &Settings, extras: &Extras) -> Player {
    let paired = t.rounds_paired();
    let rank = id.rank();
    let (name, rating) = t
        .player(id)
        .map(|p| (p.name.clone(), p.rating))
        .unwrap_or_default();
    let last = settings.rounds.max(paired);
    let joined = (1..=paired)
        .find(|&r| t.entry(id, r).is_some())
        .unwrap_or(paired.saturating_add(1));
    let withdrawn = extras.withdrawn.iter().find(|w| w.0 == rank).map(|w| w.1);
    let mut byes = Vec::new();
    for round in joined..=last {
        if withdrawn.is_some_and(|w| w <= round) {
            continue;
        }
        let kind = match t.entry(id, round) {
            Some(Entry::HalfPointBye) => Some(ByeKind::Half),
            Some(Entry::FullPointBye) => Some(ByeKind::Full),
            Some(Entry::Absent) => Some(ByeKind::Zero),
            None if round <= paired => Some(ByeKind::Zero),
            _ => None,
        };
        if let Some(kind) = kind {
            byes.push((round, kind));
        }
    }
    Player {
        name,
        rating,
        club: extras
            .clubs
            .iter()
            .find(|c| c.0 == rank)
            .map(|c| c.1.clone()),
        joined,
        withdrawn,
        byes,
    }
}

fn read_round(t: &Tournament, round: u16, extras: &Extras) -> Result<Round, ImportError> {
    let mut boards: Vec<Board> = Vec::new();
    for board in swiss::boards_of(t, round) {
        boards.push(match board {
            swiss::Board::Bye(id) => Board::Bye(id),
            swiss::Board::Game { white, black } => Board::Game {
                white,
                black,
                result: result_of(t.entry(white, round), t.entry(black, round)),
            },
        });
    }
    let line = extras.rounds.iter().find(|r| r.0 == round);
    match line {
        Some((_, _, order)) => {
            let mut mine: Vec<(u16, u16)> = boards.iter().map(board_pair).collect();
            let mut theirs = order.clone();
            mine.sort_unstable();
            theirs.sort_unstable();
            if mine != theirs {
                return Err(ImportError::RokadeBoards(round));
            }
            boards.sort_by_key(|b| order.iter().position(|&p| p == board_pair(b)));
        }
        None => {
            let score = |id: PlayerId| t.score_after(id, round.saturating_sub(1));
            boards.sort_by_key(|b| match *b {
                Board::Bye(id) => (true, Points::ZERO, Points::ZERO, id.rank()),
                Board::Game { white, black, .. } => {
                    let high = if (score(white), black) > (score(black), white) {
                        white
                    } else {
                        black
                    };
                    let low = if high == white { black } else { white };
                    let max = Points(u16::MAX - score(high).halves());
                    let min = Points(u16::MAX - score(low).halves());
                    (false, max, min, high.rank())
                }
            });
        }
    }
    Ok(Round {
        number: round,
        sp: line.and_then(|l| l.1),
        boards,
        published: true,
    })
}

/// A board's result from White's and Black's entries.
fn result_of(white: Option<Entry>, black: Option<Entry>) -> Option<BoardResult> {
    match (white, black) {
        (Some(Entry::Game { result, .. }), _) => result.map(BoardResult::from_game),
        (Some(Entry::Forfeit { won: true, .. }), _) => Some(BoardResult::WhiteWinsByForfeit),
        (_, Some(Entry::Forfeit { won: true, .. })) => Some(BoardResult::BlackWinsByForfeit),
        _ => Some(BoardResult::DoubleForfeit),
    }
}

/// The lines of a file with CR, LF or CRLF line ends (as `swiss::trf` counts them).
fn lines(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        match rest.find(['\r', '\n']) {
            Some(i) => {
                out.push(rest.get(..i).unwrap_or(""));
                let skip = if rest.get(i..).is_some_and(|r| r.starts_with("\r\n")) {
                    2
                } else {
                    1
                };
                rest = rest.get(i + skip..).unwrap_or("");
            }
            None => {
                out.push(rest);
                rest = "";
            }
        }
    }
    out
}

fn read_extras(text: &str) -> Result<Extras, ImportError> {
    let mut extras = Extras::default();
    let mut marked = false;
    for (i, raw) in lines(text).into_iter().enumerate() {
        let line_number = i + 1;
        if let Some(rest) = raw.strip_prefix("042 ") {
            extras.date = extras.date.or(Date::parse(rest));
        } else if let Some(rest) = raw.strip_prefix("122 ") {
            let tc = rest.trim().replace(['\'', '"'], "");
            extras.time_control = extras.time_control.or(TimeControl::parse(&tc));
        } else if raw.trim_end() == MARK {
            marked = true;
        } else if let Some(rest) = raw.strip_prefix(LINE).filter(|_| marked) {
            read_rokade_line(rest, &mut extras).ok_or(ImportError::RokadeLine(line_number))?;
        }
    }
    Ok(extras)
}

fn read_rokade_line(rest: &str, extras: &mut Extras) -> Option<()> {
    let (kind, rest) = rest.split_once(' ')?;
    match kind {
        "settings" => {
            for field in rest.split_whitespace() {
                let (key, value) = field.split_once('=')?;
                match key {
                    "date" => extras.date = Some(Date::parse(value)?),
                    "tc" => extras.time_control = Some(TimeControl::parse(value)?),
                    "no518" => extras.exclude_518 = Some(value == "1"),
                    "first" => {
                        extras.first = Some(match value {
                            "L" => FirstColour::Lot,
                            "W" => FirstColour::Chosen(Colour::White),
                            "B" => FirstColour::Chosen(Colour::Black),
                            _ => return None,
                        })
                    }
                    "tb" => {
                        extras.tiebreaks = Some(
                            value
                                .split(',')
                                .filter(|c| !c.is_empty())
                                .map(tiebreak_from_code)
                                .collect::<Option<Vec<_>>>()?,
                        )
                    }
                    _ => {}
                }
            }
        }
        "club" => {
            let (rank, club) = rest.split_once(' ')?;
            extras.clubs.push((number(rank)?, club.trim().to_string()));
        }
        "withdrawn" => {
            let (rank, round) = rest.split_once(' ')?;
            extras
                .withdrawn
                .push((number(rank)?, number(round.trim())?));
        }
        "round" => {
            let mut fields = rest.split_whitespace();
            let round = number(fields.next()?)?;
            let sp = match fields.next()?.strip_prefix("sp=")? {
                "-" => None,
                sp => Some(number(sp)?),
            };
            let boards = fields
                .next()?
                .strip_prefix("boards=")?
                .split(',')
                .filter(|b| !b.is_empty())
                .map(|b| match b.split_once('-') {
                    Some((w, bl)) => Some((number(w)?, number(bl)?)),
                    None => Some((number(b)?, 0)),
                })
                .collect::<Option<Vec<_>>>()?;
            extras.rounds.push((round, sp, boards));
        }
        _ => {}
    }
    Some(())
}
