//! Starting games: a new start position (random, by number, by FEN), an imported game, a
//! rematch; checked first, and asked before an unfinished game would be lost.

use super::actions::{Ask, Effect};
use super::{App, NewGame};
use crate::clock::Clock;
use crate::message::{Msg, Place};
use rules::game::Game;
use rules::pgn::Tags;
use rules::{fen, startpos, Color, Position};

/// A game to start, checked and ready (the question before leaving a game holds it).
#[derive(Clone, Debug)]
pub enum Start {
    /// A start position (with its number, if it has one).
    Position {
        /// The position.
        pos: Box<Position>,
        /// Its start-position number.
        sp: Option<u32>,
    },
    /// An imported game, continued from its last position (or shown as it ended).
    Imported {
        /// The game, with its result when it ended.
        game: Box<Game>,
        /// Its tags, all of them.
        tags: Box<Tags>,
        /// Its clock, from `TimeControl` and the last `[%clk]` of each side (waiting for the
        /// next move), if the PGN has them.
        clock: Option<Box<Clock>>,
        /// Its variations, NAGs and comments ([`crate::annotations`]), empty if none.
        notes: String,
    },
    /// The same start position with colours swapped.
    Rematch,
}

impl App {
    /// Starts `start`, asking first when an unfinished game would be lost. A bad number,
    /// FEN or PGN changes nothing and says why.
    pub(crate) fn request(&mut self, start: Result<Start, Msg>) -> bool {
        self.request_at(Place::Top, start)
    }

    /// As [`App::request`], with a bad number, FEN or PGN said next to the control at `at`.
    pub(crate) fn request_at(&mut self, at: Place, start: Result<Start, Msg>) -> bool {
        match start {
            Err(msg) => {
                self.say_at(at, true, msg);
                true
            }
            Ok(start) if self.in_progress() => {
                self.ask = Some(Ask::Leave(start));
                self.effects.push(Effect::FocusAsk);
                true
            }
            Ok(start) => {
                self.start(start);
                if at == Place::Import {
                    // A FEN pasted into the import field, read: said there like a PGN.
                    self.say_at(Place::Import, false, Msg::Imported);
                    self.effects.push(Effect::ClearImport);
                }
                self.effects.push(Effect::FocusBoard);
                true
            }
        }
    }

    /// Replaces the game by `start`, at once.
    pub fn start(&mut self, start: Start) {
        let imported = matches!(start, Start::Imported { .. });
        let rematch = matches!(start, Start::Rematch);
        let mut imported_clock = None;
        self.notes.clear();
        match start {
            Start::Position { pos, sp } => {
                self.game = Game::new(*pos);
                self.sp = sp;
            }
            Start::Imported {
                game,
                tags,
                clock,
                notes,
            } => {
                self.sp = startpos::number_of(game.start());
                self.game = *game;
                self.tags = *tags;
                self.notes = notes;
                imported_clock = clock.map(|c| *c);
            }
            Start::Rematch => {
                self.game = Game::new(self.game.start().clone());
                if let Some(c) = &mut self.computer {
                    c.side = !c.side;
                }
                let white = self.tags.get("White").unwrap_or("?").to_string();
                let black = self.tags.get("Black").unwrap_or("?").to_string();
                let _ = self.tags.set("White", black);
                let _ = self.tags.set("Black", white);
                self.flipped = !self.flipped;
            }
        }
        self.clock = match imported_clock {
            Some(c) => Some(c),
            None if imported => None,
            None => self.tc.map(|(m, s)| Clock::new(m, s)),
        };
        self.stop_thinking();
        if !rematch {
            self.computer = self.opponent.computer(self.random);
        }
        if let Some(c) = self.computer {
            // The human player sits at the bottom.
            self.flipped = c.side == Color::White;
        }
        self.after_change();
        if self.hot_seat && self.computer.is_none() {
            self.flipped = self.game.position().turn() == Color::Black;
        }
        if imported {
            self.say_at(Place::Import, false, Msg::Imported);
            self.effects.push(Effect::ClearImport);
        }
        let mut words = crate::i18n::t(self.lang, crate::i18n::Key::NewGame).to_string();
        if let Some(n) = self.sp {
            words.push_str(", SP ");
            crate::text::push_u32(&mut words, n);
        }
        words.push_str(". ");
        words.push_str(&self.status());
        self.set_announce(words);
        self.notify_ready();
    }

    /// Replaces the game by a new one at once (no question). On a bad number or FEN, nothing
    /// changes and the error is returned and shown.
    pub fn new_game(&mut self, how: NewGame) -> Result<(), Msg> {
        match how.prepare(self.exclude_518) {
            Ok(start) => {
                self.start(start);
                Ok(())
            }
            Err(msg) => {
                self.say(true, msg.clone());
                Err(msg)
            }
        }
    }

    /// The page's second module read a PGN: the game as saved-game text, or why not (a
    /// sentence in the player's language). A game read is started like any other (asking
    /// first if an unfinished game would be lost).
    pub fn pgn_read(&mut self, result: Result<&str, &str>) -> bool {
        self.pgn_read_noting(result, None)
    }

    /// As [`App::pgn_read`]; `skipped`: the sentence that replaces "Imported" when the reader
    /// left out variations or NAGs (from the page's second module, in the player's language).
    pub fn pgn_read_noting(&mut self, result: Result<&str, &str>, skipped: Option<&str>) -> bool {
        // A game from the address is told about above the board; an import, at the import field.
        let at = if self.opening_link {
            Place::Top
        } else {
            Place::Import
        };
        self.opening_link = false;
        match result {
            Ok(saved) => {
                let start = crate::persist::decode(saved)
                    .and_then(|s| App::from_saved(&s, self.lang))
                    .map(|a| Start::Imported {
                        game: Box::new(a.game),
                        tags: Box::new(a.tags),
                        clock: a.clock.map(Box::new),
                        notes: a.notes,
                    });
                match start {
                    Ok(start) => {
                        self.request(Ok(start));
                        // A link's remaining times (`clk`); the clock waits for the next move.
                        if let (Some(ms), Some(c)) = (self.link_clock.take(), &mut self.clock) {
                            c.set_remaining(ms);
                        }
                        if let Some(n) = self
                            .notice
                            .as_mut()
                            .filter(|n| matches!(n.msg, Msg::Imported))
                        {
                            // A game from the address: "Imported" above the board.
                            n.at = at;
                            if let Some(note) = skipped {
                                n.msg = Msg::Said(note.to_string());
                            }
                        }
                        true
                    }
                    Err(_) => {
                        self.say_at(at, true, Msg::Pgn);
                        true
                    }
                }
            }
            Err(why) => {
                self.say_at(at, true, Msg::Said(why.to_string()));
                true
            }
        }
    }

    /// Imports a pasted FEN or PGN (the first game) at once and continues from its last
    /// position. On any error nothing changes; the error says what is wrong.
    pub fn import_text(&mut self, text: &str) -> Result<(), ImportError> {
        let start = prepare_import(text)?;
        self.start(start);
        Ok(())
    }
}

impl NewGame {
    /// Checks the request and builds the start it asks for.
    pub fn prepare(self, exclude_518: bool) -> Result<Start, Msg> {
        let (pos, sp) = match self {
            NewGame::Random(r) => {
                let n = startpos::random_number(r, exclude_518);
                (
                    startpos::start_position(n).map_err(Msg::StartPosition)?,
                    Some(n),
                )
            }
            NewGame::Number(n) => (
                startpos::start_position(n).map_err(Msg::StartPosition)?,
                Some(n % 960),
            ),
            NewGame::Fen(text) => {
                let pos = fen::parse_position(text.trim_ascii())
                    .map_err(|_| Msg::Fen(text.trim_ascii().chars().take(100).collect()))?;
                let sp = startpos::number_of(&pos);
                (pos, sp)
            }
        };
        Ok(Start::Position {
            pos: Box::new(pos),
            sp,
        })
    }
}

/// The number typed into the "Number" field.
pub(crate) fn parse_number(text: &str) -> Result<Start, Msg> {
    match crate::text::parse::<u32>(text.trim_ascii()) {
        Some(n) if n <= 960 => NewGame::Number(n).prepare(false),
        _ => Err(Msg::BadNumber(text.chars().take(12).collect())),
    }
}

/// A pasted text, if the page can read it itself: too large, empty, or a FEN (checked).
/// `None` for a PGN, which the page's second module reads.
pub fn prepare_fen_import(text: &str) -> Option<Result<Start, Msg>> {
    let text = text.trim_ascii();
    if text.is_empty() {
        return Some(Err(Msg::ImportEmpty));
    }
    if text.len() > rules::pgn::MAX_PGN_BYTES {
        return Some(Err(Msg::TooLarge {
            kb: text.len() / 1024,
            max_kb: rules::pgn::MAX_PGN_BYTES / 1024,
        }));
    }
    let looks_like_fen =
        !text.bytes().any(|b| b == b'[') && text.bytes().filter(|&b| b == b'/').count() == 7;
    if !looks_like_fen {
        return None;
    }
    Some(match fen::parse_position(text) {
        Ok(pos) => {
            let sp = startpos::number_of(&pos);
            Ok(Start::Position {
                pos: Box::new(pos),
                sp,
            })
        }
        Err(_) => Err(Msg::Fen(text.chars().take(100).collect())),
    })
}

/// Why a pasted text cannot be imported.
#[derive(Clone, Debug, PartialEq)]
pub enum ImportError {
    /// Empty, too large, or a bad FEN.
    Msg(Msg),
    /// A PGN that cannot be read (the extras module says it in words: `error_text::pgn_error` in `crates/extras`).
    Pgn(rules::pgn::PgnError),
}

/// A pasted FEN or PGN, checked (the page's second module reads PGN this way; the page
/// itself only reads FEN, see [`prepare_fen_import`]).
pub fn prepare_import(text: &str) -> Result<Start, ImportError> {
    prepare_import_noting(text).map(|(start, _)| start)
}

/// As [`prepare_import`], with what the import leaves out, so the player is told: the
/// variations, NAGs and comments are kept ([`crate::annotations`]) unless they are too long to
/// keep; then the reader's count of them.
pub fn prepare_import_noting(text: &str) -> Result<(Start, rules::pgn::Skipped), ImportError> {
    if let Some(r) = prepare_fen_import(text) {
        return r
            .map(|s| (s, rules::pgn::Skipped::default()))
            .map_err(ImportError::Msg);
    }
    let text = text.trim_ascii();
    let pg = rules::pgn::read_game(text).map_err(ImportError::Pgn)?;
    let mut game = pg.game.clone();
    // A finished game keeps its result (a club game's 1-0 stays 1-0); a loss on time
    // written in `Termination` keeps that reason too.
    if let Some(o) = game.declared_outcome() {
        let loser = match o.result {
            rules::game::GameResult::WhiteWins => Some(Color::Black),
            rules::game::GameResult::BlackWins => Some(Color::White),
            _ => None,
        };
        let on_time = pg
            .tags
            .get("Termination")
            .is_some_and(|t| t.trim_ascii().eq_ignore_ascii_case("time forfeit"));
        if let (true, Some(loser)) = (on_time, loser) {
            game.reopen();
            let timeout = rules::game::Outcome {
                result: o.result,
                reason: rules::game::Reason::Timeout(loser),
            };
            if game.end(timeout).is_err() {
                let _ = game.end(o);
            }
        }
    }
    let mut tags = Tags::new();
    for (name, v) in pg.tags.iter() {
        if !v.is_empty() && v != "?" && !v.starts_with("????") {
            let _ = tags.set(name, v);
        }
    }
    let clock = imported_clock(&pg).map(Box::new);
    let notes = crate::annotations::notes_of(&pg);
    let left_out = if notes.is_empty() {
        pg.skipped
    } else {
        rules::pgn::Skipped::default()
    };
    let start = Start::Imported {
        game: Box::new(game),
        tags: Box::new(tags),
        clock,
        notes,
    };
    Ok((start, left_out))
}

/// The clock of an imported game: its `TimeControl` (`1200`, `1200+5`, seconds) and each
/// side's time from the last `[%clk h:mm:ss]` of its moves. `None` without a usable
/// `TimeControl` or for a finished game.
fn imported_clock(pg: &rules::pgn::PgnGame) -> Option<Clock> {
    if pg.game.is_over() {
        return None;
    }
    let tc = pg.tags.get("TimeControl")?.trim_ascii();
    let (base, inc) = tc.split_once('+').unwrap_or((tc, "0"));
    let base: u32 = crate::text::parse(base)?;
    let inc: u32 = crate::text::parse(inc)?;
    if base == 0 || !base.is_multiple_of(60) || base > 600 * 60 || inc > 600 {
        return None;
    }
    let mut clock = Clock::new(base / 60, inc);
    let mut times = [clock.initial_ms; 2];
    let mut after = Vec::new();
    let mut mover = pg.game.start().turn();
    for ply in 1..=pg.game.ply() {
        if let Some(ms) = pg.comment(ply).and_then(clk_ms) {
            times[mover.index()] = ms;
        }
        after.push(times);
        mover = !mover;
    }
    clock.restore(after);
    Some(clock)
}

/// The time of a `[%clk h:mm:ss]` (or `[%clk h:mm:ss.f]`) command in a comment, in ms.
fn clk_ms(comment: &str) -> Option<i64> {
    let rest = &comment[comment.find("[%clk")? + 5..];
    let value = rest.trim_start_matches(' ');
    let value = &value[..value.find(']')?];
    let mut parts = value.trim_ascii().split(':');
    let h: i64 = crate::text::parse_i64(parts.next()?)?;
    let m: i64 = crate::text::parse_i64(parts.next()?)?;
    let sec = parts.next()?;
    let s: i64 = crate::text::parse_i64(sec.split('.').next()?)?;
    if parts.next().is_some()
        || !(0..60).contains(&m)
        || !(0..60).contains(&s)
        || !(0..1000).contains(&h)
    {
        return None;
    }
    Some(((h * 60 + m) * 60 + s) * 1000)
}
