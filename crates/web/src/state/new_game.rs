//! Starting games: a new start position (random, by number, by FEN), an imported game, a
//! rematch; checked first, and asked before an unfinished game would be lost.

use super::actions::{Ask, Effect};
use super::{App, NewGame};
use crate::clock::Clock;
use crate::message::Msg;
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
    /// An imported game, continued from its last position.
    Imported {
        /// The game.
        game: Box<Game>,
        /// Its tags.
        tags: Box<Tags>,
    },
    /// The same start position with colours swapped.
    Rematch,
}

impl App {
    /// Starts `start`, asking first when an unfinished game would be lost. A bad number,
    /// FEN or PGN changes nothing and says why.
    pub(crate) fn request(&mut self, start: Result<Start, Msg>) -> bool {
        match start {
            Err(msg) => {
                self.say(true, msg);
                true
            }
            Ok(start) if self.in_progress() => {
                self.ask = Some(Ask::Leave(start));
                self.effects.push(Effect::FocusAsk);
                true
            }
            Ok(start) => {
                self.start(start);
                self.effects.push(Effect::FocusBoard);
                true
            }
        }
    }

    /// Replaces the game by `start`, at once.
    pub fn start(&mut self, start: Start) {
        let imported = matches!(start, Start::Imported { .. });
        let rematch = matches!(start, Start::Rematch);
        match start {
            Start::Position { pos, sp } => {
                self.game = Game::new(*pos);
                self.sp = sp;
            }
            Start::Imported { game, tags } => {
                self.sp = startpos::number_of(game.start());
                self.game = *game;
                self.tags = *tags;
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
        self.clock = self.tc.map(|(m, s)| Clock::new(m, s));
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
            self.say(false, Msg::Imported);
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
        self.opening_link = false;
        match result {
            Ok(saved) => {
                let start = crate::persist::decode(saved)
                    .and_then(|s| App::from_saved(&s, self.lang))
                    .map(|a| Start::Imported {
                        game: Box::new(a.game),
                        tags: Box::new(a.tags),
                    });
                match start {
                    Ok(start) => self.request(Ok(start)),
                    Err(_) => {
                        self.say(true, Msg::Pgn);
                        true
                    }
                }
            }
            Err(why) => {
                self.say(true, Msg::Said(why.to_string()));
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
    /// A PGN that cannot be read (the sentence comes from [`crate::error_text::pgn_error`]).
    Pgn(rules::pgn::PgnError),
}

/// A pasted FEN or PGN, checked (the page's second module reads PGN this way; the page
/// itself only reads FEN, see [`prepare_fen_import`]).
pub fn prepare_import(text: &str) -> Result<Start, ImportError> {
    if let Some(r) = prepare_fen_import(text) {
        return r.map_err(ImportError::Msg);
    }
    let text = text.trim_ascii();
    let pg = rules::pgn::read_game(text).map_err(ImportError::Pgn)?;
    let mut game = pg.game;
    // Continue from the last position: a result written in the PGN (resignation,
    // agreement...) is not an end on this board; checkmate and the like still are.
    game.reopen();
    let mut tags = Tags::new();
    for (name, _) in rules::pgn::ROSTER {
        if let Some(v) = pg.tags.get(name) {
            if !v.is_empty() && v != "?" && !v.starts_with("????") {
                let _ = tags.set(name, v);
            }
        }
    }
    Ok(Start::Imported {
        game: Box::new(game),
        tags: Box::new(tags),
    })
}
