//! Reading TRF files: the lines, the player lines' columns, and the checks across lines.

use crate::error::{TrfError, TrfErrorKind};
use crate::model::{Colour, Entry, GameResult, Player, PlayerId, Points, Record, Tournament};

/// Where the first round entry starts (column 92).
const FIRST_ROUND: usize = 91;

fn fail(line: usize, kind: TrfErrorKind) -> TrfError {
    TrfError {
        line: Some(line),
        kind,
    }
}

/// Splits text at CR, LF or CRLF.
fn lines(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        match rest.find(['\r', '\n']) {
            Some(i) => {
                out.push(&rest[..i]);
                let skip = if rest[i..].starts_with("\r\n") { 2 } else { 1 };
                rest = &rest[i + skip..];
            }
            None => {
                out.push(rest);
                rest = "";
            }
        }
    }
    out
}

fn field(chars: &[char], from: usize, to: usize) -> String {
    chars
        .get(from..to.min(chars.len()))
        .unwrap_or(&[])
        .iter()
        .collect::<String>()
}

/// Reads a score such as `2.5`, `3`, `3.0` into half points.
fn parse_points(text: &str) -> Option<Points> {
    let text = text.trim();
    let (whole, fraction) = match text.split_once('.') {
        Some((w, f)) => (w, f),
        None => (text, ""),
    };
    let whole: u16 = if whole.is_empty() {
        0
    } else {
        whole.parse().ok()?
    };
    let half = match fraction.trim_end_matches('0') {
        "" => 0,
        "5" => 1,
        _ => return None,
    };
    if text.is_empty() || !text.chars().all(|c| c.is_ascii_digit() || c == '.') {
        return None;
    }
    whole.checked_mul(2)?.checked_add(half).map(Points)
}

/// One player line, before cross-checking.
struct PlayerLine {
    line: usize,
    rank: u16,
    player: Player,
    stated: Points,
    entries: Vec<Option<Entry>>,
    /// The opponents named, to check once every rank is known.
    opponents: Vec<(u16, u16)>,
}

fn parse_entry(
    chars: &[char],
    start: usize,
    me: PlayerId,
    round: u16,
    line: usize,
    opponents: &mut Vec<(u16, u16)>,
) -> Result<Option<Entry>, TrfError> {
    let opp_text = field(chars, start, start + 4);
    let colour_char = chars.get(start + 5).copied().unwrap_or(' ');
    let result_char = chars
        .get(start + 7)
        .copied()
        .unwrap_or(' ')
        .to_ascii_uppercase();
    let gap_ok = chars.get(start + 4) == Some(&' ') && chars.get(start + 6) == Some(&' ');
    if opp_text.trim().is_empty() && colour_char == ' ' && result_char == ' ' {
        return Ok(None);
    }
    if !gap_ok {
        return Err(fail(line, TrfErrorKind::BadEntry { player: me, round }));
    }
    let opponent = match opp_text.trim() {
        "" | "0000" => None,
        digits => {
            let rank: u16 = digits
                .parse()
                .map_err(|_| fail(line, TrfErrorKind::BadNumber("opponent's starting rank")))?;
            if rank == 0 {
                None
            } else if rank == me.rank() {
                return Err(fail(line, TrfErrorKind::OwnOpponent(me)));
            } else {
                opponents.push((round, rank));
                PlayerId::new(rank)
            }
        }
    };
    let colour = match colour_char {
        'w' | 'W' => Some(Colour::White),
        'b' | 'B' => Some(Colour::Black),
        '-' | ' ' => None,
        code => {
            return Err(fail(
                line,
                TrfErrorKind::UnknownColour {
                    player: me,
                    round,
                    code,
                },
            ))
        }
    };
    let bad = || fail(line, TrfErrorKind::BadEntry { player: me, round });
    let unknown = |code| {
        let kind = TrfErrorKind::UnknownResult {
            player: me,
            round,
            code,
        };
        fail(line, kind)
    };
    let entry = match opponent {
        Some(opponent) => {
            let game = |result| {
                colour
                    .map(|colour| Entry::Game {
                        opponent,
                        colour,
                        result,
                    })
                    .ok_or_else(bad)
            };
            match result_char {
                '1' | 'W' => game(Some(GameResult::Win))?,
                '0' | 'L' => game(Some(GameResult::Loss))?,
                '=' | 'D' => game(Some(GameResult::Draw))?,
                ' ' => game(None)?,
                '+' => Entry::Forfeit {
                    opponent,
                    colour,
                    won: true,
                },
                '-' => Entry::Forfeit {
                    opponent,
                    colour,
                    won: false,
                },
                'H' | 'F' | 'U' | 'Z' => return Err(bad()),
                code => return Err(unknown(code)),
            }
        }
        None => {
            if colour.is_some() {
                return Err(bad());
            }
            match result_char {
                'U' | '+' => Entry::PairingBye,
                'H' | '=' => Entry::HalfPointBye,
                'F' => Entry::FullPointBye,
                'Z' | '-' | ' ' => Entry::Absent,
                '1' | '0' | 'W' | 'L' | 'D' => return Err(bad()),
                code => return Err(unknown(code)),
            }
        }
    };
    Ok(Some(entry))
}

fn parse_player(chars: &[char], line: usize) -> Result<PlayerLine, TrfError> {
    if chars.len() < 84 {
        return Err(fail(line, TrfErrorKind::ShortLine));
    }
    let rank: u16 = field(chars, 4, 8)
        .trim()
        .parse()
        .map_err(|_| fail(line, TrfErrorKind::BadNumber("starting rank")))?;
    let me = PlayerId::new(rank)
        .filter(|_| rank <= 9999)
        .ok_or_else(|| fail(line, TrfErrorKind::BadRank))?;
    let name = field(chars, 14, 47).trim().to_string();
    let rating_text = field(chars, 48, 52);
    let rating = match rating_text.trim() {
        "" => None,
        text => Some(
            text.parse::<u16>()
                .map_err(|_| fail(line, TrfErrorKind::BadNumber("rating")))?,
        ),
    };
    let stated = parse_points(&field(chars, 80, 84))
        .ok_or_else(|| fail(line, TrfErrorKind::BadNumber("points")))?;
    // A last entry cut short by trimmed trailing spaces (a game without a result yet,
    // `   3 b  `, ends in blanks) is read as if padded to its 8 characters.
    let mut chars = chars.to_vec();
    if let Some(cut) = chars.len().checked_sub(FIRST_ROUND).map(|n| n % 10) {
        if (1..8).contains(&cut) {
            chars.resize(chars.len() + 8 - cut, ' ');
        }
    }
    let chars = chars.as_slice();
    let mut entries = Vec::new();
    let mut opponents = Vec::new();
    let mut start = FIRST_ROUND;
    while start + 8 <= chars.len() {
        let round = u16::try_from(entries.len() + 1)
            .map_err(|_| fail(line, TrfErrorKind::TooManyRounds))?;
        entries.push(parse_entry(chars, start, me, round, line, &mut opponents)?);
        start += 10;
    }
    if chars
        .get(start..)
        .is_some_and(|rest| rest.iter().any(|&c| c != ' '))
    {
        return Err(fail(line, TrfErrorKind::TrailingText(me)));
    }
    while entries.last() == Some(&None) {
        entries.pop();
    }
    Ok(PlayerLine {
        line,
        rank,
        player: Player { name, rating },
        stated,
        entries,
        opponents,
    })
}

/// Reads a TRF file.
pub fn parse(text: &str) -> Result<Tournament, TrfError> {
    let mut tournament = Tournament::default();
    let mut players: Vec<PlayerLine> = Vec::new();
    // (line, round, kind, ranks) of 240 records.
    let mut byes: Vec<(usize, u16, char, Vec<u16>)> = Vec::new();
    for (i, raw) in lines(text).into_iter().enumerate() {
        let line = i + 1;
        let chars: Vec<char> = raw.chars().collect();
        let prefix = field(&chars, 0, 3);
        let rest = field(&chars, 3, chars.len());
        match prefix.as_str() {
            "001" => players.push(parse_player(&chars, line)?),
            "012" => tournament.name = rest.trim().to_string(),
            "XXR" | "142" => {
                let rounds: u16 = rest
                    .trim()
                    .parse()
                    .map_err(|_| fail(line, TrfErrorKind::BadRecord("number of rounds")))?;
                tournament.planned_rounds = Some(rounds);
            }
            "XXC" => {
                for token in rest.split_whitespace() {
                    match token {
                        "white1" => tournament.first_colour = Some(Colour::White),
                        "black1" => tournament.first_colour = Some(Colour::Black),
                        _ => {}
                    }
                }
            }
            "152" => {
                tournament.first_colour = match rest.trim() {
                    "W" | "w" => Some(Colour::White),
                    "B" | "b" => Some(Colour::Black),
                    _ => return Err(fail(line, TrfErrorKind::BadRecord("first colour (152)"))),
                }
            }
            "240" => {
                let bad = || fail(line, TrfErrorKind::BadRecord("bye (240)"));
                let kind = chars.get(4).copied().unwrap_or(' ').to_ascii_uppercase();
                let round: u16 = field(&chars, 6, 9).trim().parse().map_err(|_| bad())?;
                let ranks = field(&chars, 9, chars.len())
                    .split_whitespace()
                    .map(|t| t.parse::<u16>().map_err(|_| bad()))
                    .collect::<Result<Vec<_>, _>>()?;
                byes.push((line, round, kind, ranks));
            }
            _ => {}
        }
    }
    if players.is_empty() {
        return Err(TrfError {
            line: None,
            kind: TrfErrorKind::NoPlayers,
        });
    }
    // Ranks: 1..=N, each once.
    players.sort_by_key(|p| p.rank);
    for pair in players.windows(2) {
        if pair[0].rank == pair[1].rank {
            return Err(fail(
                pair[1].line,
                TrfErrorKind::RepeatedRank(PlayerId::from_index(usize::from(pair[1].rank) - 1)),
            ));
        }
    }
    for (i, p) in players.iter().enumerate() {
        if usize::from(p.rank) != i + 1 {
            return Err(TrfError {
                line: None,
                kind: TrfErrorKind::MissingRank(PlayerId::from_index(i)),
            });
        }
    }
    let count = players.len();
    for p in &players {
        for &(round, opponent) in &p.opponents {
            if usize::from(opponent) > count {
                let player = PlayerId::from_index(usize::from(p.rank) - 1);
                return Err(fail(
                    p.line,
                    TrfErrorKind::UnknownOpponent {
                        player,
                        round,
                        opponent,
                    },
                ));
            }
        }
    }
    let lines_of: Vec<usize> = players.iter().map(|p| p.line).collect();
    let stated: Vec<Points> = players.iter().map(|p| p.stated).collect();
    tournament.records = players
        .into_iter()
        .map(|p| Record {
            player: p.player,
            stated: Some(p.stated),
            entries: p.entries,
        })
        .collect();
    check_pairs(&tournament, &lines_of)?;
    let paired = tournament.rounds_paired();
    if tournament
        .planned_rounds
        .is_some_and(|planned| paired > planned)
    {
        return Err(TrfError {
            line: None,
            kind: TrfErrorKind::TooManyRounds,
        });
    }
    for (line, round, kind, ranks) in byes {
        if round != paired.saturating_add(1) {
            continue;
        }
        for rank in ranks {
            let id = PlayerId::new(rank)
                .filter(|id| id.index() < count)
                .ok_or_else(|| fail(line, TrfErrorKind::BadRecord("bye (240)")))?;
            if tournament.entry(id, round).is_none() {
                let entry = match kind {
                    'H' => Entry::HalfPointBye,
                    'F' => Entry::FullPointBye,
                    _ => Entry::Absent,
                };
                tournament
                    .set_entry(id, round, Some(entry))
                    .map_err(|_| fail(line, TrfErrorKind::BadRecord("bye (240)")))?;
            }
        }
    }
    for (i, &stated) in stated.iter().enumerate() {
        let id = PlayerId::from_index(i);
        let computed = tournament.score_after(id, paired);
        let with_next = tournament.score_after(id, paired.saturating_add(1));
        if stated != computed && stated != with_next {
            return Err(fail(
                lines_of[i],
                TrfErrorKind::WrongScore {
                    player: id,
                    stated: stated.halves(),
                    computed: computed.halves(),
                },
            ));
        }
    }
    Ok(tournament)
}

/// Checks that each game's two entries agree.
fn check_pairs(tournament: &Tournament, lines_of: &[usize]) -> Result<(), TrfError> {
    for (i, record) in tournament.records.iter().enumerate() {
        let me = PlayerId::from_index(i);
        for (r, entry) in record.entries.iter().enumerate() {
            let round = u16::try_from(r + 1).unwrap_or(u16::MAX);
            let Some(entry) = entry else { continue };
            let Some(opponent) = entry.opponent() else {
                continue;
            };
            let theirs = tournament.entry(opponent, round);
            let contradiction = fail(
                lines_of[i],
                TrfErrorKind::Contradiction {
                    player: me,
                    opponent,
                    round,
                },
            );
            let same_colour = fail(
                lines_of[i],
                TrfErrorKind::SameColour {
                    player: me,
                    opponent,
                    round,
                },
            );
            match (*entry, theirs) {
                (
                    Entry::Game { colour, result, .. },
                    Some(Entry::Game {
                        opponent: back,
                        colour: their_colour,
                        result: their_result,
                    }),
                ) => {
                    if back != me || result.map(GameResult::reversed) != their_result {
                        return Err(contradiction);
                    }
                    if colour == their_colour {
                        return Err(same_colour);
                    }
                }
                (
                    Entry::Forfeit { colour, won, .. },
                    Some(Entry::Forfeit {
                        opponent: back,
                        colour: their_colour,
                        won: their_won,
                    }),
                ) => {
                    if back != me || (won && their_won) {
                        return Err(contradiction);
                    }
                    if colour.is_some() && colour == their_colour {
                        return Err(same_colour);
                    }
                }
                _ => return Err(contradiction),
            }
        }
    }
    Ok(())
}
