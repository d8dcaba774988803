//! What the page's buttons do: one press the player meant is one action, leaving an
//! unfinished game asks first, and after a move made with a button the focus goes back to
//! the board (a button whose meaning just changed must not take a second press).

use super::{App, NewGame};
use crate::clock::Clock;
use crate::message::Msg;
use rules::game::{Game, Reason};
use rules::pgn::Tags;
use rules::{fen, startpos, CastlingSide, Color, Position, Role};

/// What kind of pointer pressed a button (the `pointerType` of the click).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PointerKind {
    /// A mouse (hover shows the castling preview, a click acts).
    Mouse,
    /// A finger: no hover, so the first tap on a castling button shows the preview and the
    /// second castles.
    Touch,
    /// A pen (hovers like a mouse).
    Pen,
    /// The keyboard (Enter or Space on a focused button).
    Keyboard,
}

impl PointerKind {
    /// From a click's `pointerType` (`""` for keyboard-made clicks).
    pub fn from_dom(pointer_type: &str) -> PointerKind {
        match pointer_type {
            "mouse" => PointerKind::Mouse,
            "touch" => PointerKind::Touch,
            "pen" => PointerKind::Pen,
            _ => PointerKind::Keyboard,
        }
    }
}

/// How a button was pressed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Press {
    /// The click count (`detail`): 2 for the second click of a double-click, 0 from the keyboard.
    pub clicks: u32,
    /// Mouse, touch, pen or keyboard.
    pub pointer: PointerKind,
}

impl Press {
    /// A single mouse click.
    pub const CLICK: Press = Press {
        clicks: 1,
        pointer: PointerKind::Mouse,
    };
    /// A tap with a finger.
    pub const TAP: Press = Press {
        clicks: 1,
        pointer: PointerKind::Touch,
    };
    /// Enter or Space on a focused button.
    pub const KEY: Press = Press {
        clicks: 0,
        pointer: PointerKind::Keyboard,
    };
}

/// Every button of the page (and the text a button takes from its field).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Button {
    /// "Castle O-O" / "Castle O-O-O".
    Castle(CastlingSide),
    /// A piece of the promotion picker.
    Promote(Role),
    /// Take back the last move (or a declared end).
    Takeback,
    /// Turn the board.
    Flip,
    /// "White resigns" / "Black resigns".
    Resign(Color),
    /// Offer/agree a draw.
    Draw,
    /// Claim a draw (threefold repetition, 50 moves).
    Claim,
    /// Start, pause or resume the clock.
    ClockToggle,
    /// Browse to the start.
    NavFirst,
    /// Browse one ply back.
    NavPrev,
    /// Browse one ply forward.
    NavNext,
    /// Back to the live position.
    Live,
    /// A move in the move list: show the position after that ply.
    ViewPly(usize),
    /// New game from a random start position.
    NewRandom,
    /// New game from the number typed in its field.
    NewNumber(String),
    /// New game from the FEN typed in its field.
    NewFen(String),
    /// Import the pasted PGN or FEN.
    Import(String),
    /// "New game" in the result box of a finished game.
    ResultNewGame,
    /// "Rematch": same start position, colours swapped.
    Rematch,
    /// Close the result box.
    CloseResult,
    /// Yes to the question asked.
    AskYes,
    /// No to the question asked.
    AskNo,
    /// Copy the FEN.
    CopyFen,
    /// Copy the PGN.
    CopyPgn,
    /// Download the PGN.
    DownloadPgn,
    /// Play in this tab although the game is open in another.
    PlayHere,
    /// Go back to the unfinished game a link replaced.
    ResumePrevious,
    /// Copy the embed snippet.
    EmbedCopy,
    /// Show the embed preview.
    EmbedPreview,
}

impl Button {
    /// The button of an element id of the page (buttons with a field are made by the page,
    /// which reads the field).
    pub fn from_id(id: &str) -> Option<Button> {
        Some(match id {
            "castle-oo" => Button::Castle(CastlingSide::KingSide),
            "castle-ooo" => Button::Castle(CastlingSide::QueenSide),
            "promo-q" => Button::Promote(Role::Queen),
            "promo-r" => Button::Promote(Role::Rook),
            "promo-b" => Button::Promote(Role::Bishop),
            "promo-n" => Button::Promote(Role::Knight),
            "takeback" => Button::Takeback,
            "flip" => Button::Flip,
            "resign-white" => Button::Resign(Color::White),
            "resign-black" => Button::Resign(Color::Black),
            "draw" => Button::Draw,
            "claim" => Button::Claim,
            "clock-toggle" => Button::ClockToggle,
            "nav-first" => Button::NavFirst,
            "nav-prev" => Button::NavPrev,
            "nav-next" => Button::NavNext,
            "nav-last" | "live" => Button::Live,
            "new-random" => Button::NewRandom,
            "result-new" => Button::ResultNewGame,
            "rematch" => Button::Rematch,
            "result-close" => Button::CloseResult,
            "ask-yes" => Button::AskYes,
            "ask-no" => Button::AskNo,
            "fen-copy" => Button::CopyFen,
            "pgn-copy" => Button::CopyPgn,
            "pgn-download" => Button::DownloadPgn,
            "play-here" => Button::PlayHere,
            "embed-copy" => Button::EmbedCopy,
            "resume-previous" => Button::ResumePrevious,
            "embed-preview-button" => Button::EmbedPreview,
            _ => return None,
        })
    }

    /// Buttons that step through the history may be pressed in quick succession; every
    /// other button acts once per press the player meant (not on a double-click's second).
    fn repeatable(&self) -> bool {
        matches!(
            self,
            Button::NavFirst
                | Button::NavPrev
                | Button::NavNext
                | Button::Live
                | Button::ViewPly(_)
        )
    }
}

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

/// A question the page asks before acting.
#[derive(Clone, Debug)]
pub enum Ask {
    /// Leave the unfinished game for another one?
    Leave(Start),
    /// Does this side really resign?
    Resign(Color),
    /// Do both players agree a draw?
    Draw,
}

/// What the page has to do after a transition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Focus the board (after a move made with a button, after a new game).
    FocusBoard,
    /// Focus the question's safe answer ("No").
    FocusAsk,
    /// Give focus back to the element that had it before the question.
    FocusOpener,
    /// Copy this text to the clipboard.
    Copy(String),
    /// Copy the game as PGN (written by the page's second module).
    CopyPgn,
    /// Offer the game as a PGN file download under this name.
    DownloadPgn {
        /// File name.
        name: String,
    },
    /// Read this PGN (with the page's second module), then call [`App::pgn_read`].
    ImportPgn(String),
    /// Empty the import field (imported, or refused as too large).
    ClearImport,
    /// Take the game over from the other tab: reread it from storage and save from here.
    TakeOver,
    /// Show this address in the embed preview frame.
    Preview(String),
    /// Swap the current game with the one kept aside (`<key>.previous`).
    ResumePrevious,
    /// Focus the first castling button shown (or say that castling is not possible now).
    FocusCastle,
    /// Focus the move field.
    FocusMoveEntry,
    /// Ask the engine worker for a move (starting the worker if needed).
    Think(protocol::SearchRequest),
    /// End the worker's search (its answer is no longer wanted).
    StopThinking,
    /// Empty the move field (the typed move was played).
    ClearMoveEntry,
}

impl App {
    /// A button was pressed. Returns `true` if anything changed.
    pub fn press(&mut self, button: Button, how: Press) -> bool {
        if how.clicks >= 2 && !button.repeatable() {
            // The second click of a double-click: the first one already acted.
            return false;
        }
        if !matches!(button, Button::Castle(_)) {
            self.armed = None;
        }
        match button {
            Button::Castle(side) => {
                if how.pointer == PointerKind::Touch && self.armed != Some(side) {
                    // No hover on touch: the first tap shows where king and rook will land.
                    if !self.castle_buttons()[side.index()] {
                        return false;
                    }
                    self.armed = Some(side);
                    self.preview = Some(side);
                    return true;
                }
                let moved = self.castle(side);
                if moved {
                    self.effects.push(Effect::FocusBoard);
                }
                moved
            }
            Button::Promote(role) => {
                let moved = self.choose_promotion(role);
                if moved {
                    self.effects.push(Effect::FocusBoard);
                }
                moved
            }
            Button::Takeback => self.takeback(),
            Button::Flip => {
                self.flip();
                true
            }
            Button::Resign(side) => self.open_ask(Ask::Resign(side)),
            Button::Draw => self.open_ask(Ask::Draw),
            Button::Claim => self.claim_draw(),
            Button::ClockToggle => {
                self.toggle_clock();
                true
            }
            Button::NavFirst => {
                self.view_ply(0);
                true
            }
            Button::NavPrev => {
                self.step(-1);
                true
            }
            Button::NavNext => {
                self.step(1);
                true
            }
            Button::Live => {
                self.view = None;
                true
            }
            Button::ViewPly(ply) => {
                self.view_ply(ply);
                true
            }
            Button::NewRandom => {
                let r = self.random;
                self.request(NewGame::Random(r).prepare(self.exclude_518))
            }
            Button::NewNumber(text) => self.request(parse_number(&text)),
            Button::NewFen(text) => self.request(NewGame::Fen(text).prepare(false)),
            Button::Import(text) => {
                if text.trim().len() > rules::pgn::MAX_PGN_BYTES {
                    self.effects.push(Effect::ClearImport);
                }
                match prepare_fen_import(&text) {
                    Some(start) => self.request(start),
                    // A PGN: the page's second module reads it, then `pgn_read`.
                    None => {
                        self.effects.push(Effect::ImportPgn(text));
                        true
                    }
                }
            }
            Button::ResultNewGame => {
                let r = self.random;
                self.request(NewGame::Random(r).prepare(self.exclude_518))
            }
            Button::Rematch => self.request(Ok(Start::Rematch)),
            Button::CloseResult => {
                self.result_closed = true;
                true
            }
            Button::AskYes => self.answer(true),
            Button::AskNo => self.answer(false),
            Button::CopyFen => {
                self.effects.push(Effect::Copy(self.fen()));
                self.say(false, Msg::Copied);
                true
            }
            Button::CopyPgn => {
                self.effects.push(Effect::CopyPgn);
                self.say(false, Msg::Copied);
                true
            }
            Button::DownloadPgn => {
                let mut name = String::from("rokade");
                if let Some(n) = self.sp {
                    name.push_str("-sp");
                    crate::text::push_u32(&mut name, n);
                }
                name.push_str(".pgn");
                self.effects.push(Effect::DownloadPgn { name });
                false
            }
            Button::ResumePrevious => {
                if !self.previous_kept {
                    return false;
                }
                self.previous_kept = false;
                self.notice = None;
                self.effects.push(Effect::ResumePrevious);
                true
            }
            Button::EmbedCopy => {
                self.effects
                    .push(Effect::Copy(self.embed_options().snippet()));
                // The next snippet gets another id, so two boards never share a saved game.
                self.embed_form.seed = self.random;
                self.say(false, Msg::Copied);
                true
            }
            Button::EmbedPreview => {
                self.effects
                    .push(Effect::Preview(self.embed_options().url()));
                false
            }
            Button::PlayHere => {
                self.elsewhere = false;
                self.notice = None;
                self.effects.push(Effect::TakeOver);
                true
            }
        }
    }

    fn open_ask(&mut self, ask: Ask) -> bool {
        if self.game.is_over() {
            return false;
        }
        self.ask = Some(ask);
        self.effects.push(Effect::FocusAsk);
        true
    }

    fn answer(&mut self, yes: bool) -> bool {
        let Some(ask) = self.ask.take() else {
            return false;
        };
        if !yes {
            self.effects.push(Effect::FocusOpener);
            return true;
        }
        match ask {
            Ask::Leave(start) => self.start(start),
            Ask::Resign(side) => self.resign(side),
            Ask::Draw => self.agree_draw(),
        }
        self.effects.push(Effect::FocusBoard);
        true
    }

    /// Starts `start`, asking first when an unfinished game would be lost. A bad number,
    /// FEN or PGN changes nothing and says why.
    fn request(&mut self, start: Result<Start, Msg>) -> bool {
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

    /// Takes back the last move (also undoes an end by resignation, agreement or claim).
    /// Against the computer: the player's last move and the computer's reply.
    pub fn takeback(&mut self) -> bool {
        if self.computer.is_some() && self.game.declared_outcome().is_none() {
            return self.takeback_against_computer();
        }
        let now = self.now;
        let undone = if let Some(o) = self.game.declared_outcome() {
            if matches!(o.reason, Reason::Timeout(_)) {
                if let Some(c) = &mut self.clock {
                    c.clear_flag(now);
                }
            }
            self.game.reopen().is_some()
        } else if self.game.undo().is_some() {
            let turn = self.game.position().turn();
            if let Some(c) = &mut self.clock {
                c.takeback(turn, now);
            }
            true
        } else {
            false
        };
        if undone {
            self.after_change();
            let mut words = crate::i18n::t(self.lang, crate::i18n::Key::TakenBack).to_string();
            words.push_str(". ");
            words.push_str(&self.status());
            self.set_announce(words);
        }
        undone
    }

    /// Takes back plies until the player is to move again, having taken back at least one
    /// of the player's own moves (or the move the computer is thinking about).
    fn takeback_against_computer(&mut self) -> bool {
        let Some(c) = self.computer else {
            return false;
        };
        let now = self.now;
        let mut undone = false;
        self.stop_thinking();
        loop {
            let mover_was_human = self
                .game
                .ply()
                .checked_sub(1)
                .and_then(|i| self.game.position_at(i))
                .is_some_and(|p| p.turn() != c.side);
            if self.game.undo().is_none() {
                break;
            }
            undone = true;
            let turn = self.game.position().turn();
            if let Some(k) = &mut self.clock {
                k.takeback(turn, now);
            }
            if mover_was_human {
                break;
            }
        }
        if undone {
            self.after_change();
            let mut words = crate::i18n::t(self.lang, crate::i18n::Key::TakenBack).to_string();
            words.push_str(". ");
            words.push_str(&self.status());
            self.set_announce(words);
        }
        undone
    }

    /// Turns the board.
    pub fn flip(&mut self) {
        self.flipped = !self.flipped;
    }

    /// `side` resigns (whoever is to move).
    pub fn resign(&mut self, side: Color) {
        if self.game.resign(side).is_ok() {
            self.ended_by_player();
        }
    }

    /// Both players agree a draw.
    pub fn agree_draw(&mut self) {
        if self.game.agree_draw().is_ok() {
            self.ended_by_player();
        }
    }

    /// Claims a draw by threefold repetition or the 50-move rule, if possible.
    pub fn claim_draw(&mut self) -> bool {
        let ok = self.game.claim_draw().is_ok();
        if ok {
            self.ended_by_player();
        }
        ok
    }

    /// After a resignation, an agreed draw or a claim: the clock stops, the result is said.
    fn ended_by_player(&mut self) {
        self.stop_clock();
        self.reset_transient();
        self.result_closed = false;
        let text = self.status();
        self.set_announce(text);
    }

    /// Starts, pauses or resumes the clock (for the arbiter).
    pub fn toggle_clock(&mut self) {
        let turn = self.game.position().turn();
        let now = self.now;
        if let Some(c) = &mut self.clock {
            if c.ticking().is_some() {
                c.pause(now);
                if self.thinking.take().is_some() {
                    self.effects.push(Effect::StopThinking);
                }
            } else if !self.game.is_over() {
                c.start(turn, now);
                if matches!(&self.notice, Some(n) if n.msg == Msg::ClockPaused) {
                    self.notice = None;
                }
            }
        }
        self.think_if_needed();
    }

    /// Shows the position after `ply` plies (0 = start); the last ply means the live position.
    pub fn view_ply(&mut self, ply: usize) {
        self.preview = None;
        self.selected = None;
        self.drag = None;
        self.promotion = None;
        self.view = (ply < self.game.ply()).then_some(ply);
    }

    /// Steps through the history by `delta` plies (arrow keys).
    pub fn step(&mut self, delta: i64) {
        let current = i64::try_from(self.shown_ply()).unwrap_or(i64::MAX);
        let last = i64::try_from(self.game.ply()).unwrap_or(i64::MAX);
        let target = current.saturating_add(delta).clamp(0, last);
        self.view_ply(usize::try_from(target).unwrap_or(0));
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
                let pos = fen::parse_position(text.trim())
                    .map_err(|_| Msg::Fen(text.trim().chars().take(100).collect()))?;
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
fn parse_number(text: &str) -> Result<Start, Msg> {
    match text.trim().parse::<u32>() {
        Ok(n) if n <= 960 => NewGame::Number(n).prepare(false),
        _ => Err(Msg::BadNumber(text.chars().take(12).collect())),
    }
}

/// A pasted text, if the page can read it itself: too large, empty, or a FEN (checked).
/// `None` for a PGN, which the page's second module reads.
pub fn prepare_fen_import(text: &str) -> Option<Result<Start, Msg>> {
    let text = text.trim();
    if text.is_empty() {
        return Some(Err(Msg::ImportEmpty));
    }
    if text.len() > rules::pgn::MAX_PGN_BYTES {
        return Some(Err(Msg::TooLarge {
            kb: text.len() / 1024,
            max_kb: rules::pgn::MAX_PGN_BYTES / 1024,
        }));
    }
    let looks_like_fen = !text.contains('[') && text.matches('/').count() == 7;
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
    let text = text.trim();
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

impl App {
    /// A castling button was pointed at or focused (`Some`), or left (`None`): the preview
    /// shows where king and rook will land. A finger's passing "hover" is not a preview (on
    /// touch the first tap previews instead); leaving also disarms a tapped button.
    pub fn hover_castle(&mut self, side: Option<CastlingSide>, pointer: PointerKind) -> bool {
        if pointer == PointerKind::Touch {
            return false;
        }
        match side {
            Some(s) if self.preview != Some(s) => {
                self.preview = Some(s);
                true
            }
            None if self.preview.is_some() || self.armed.is_some() => {
                self.preview = None;
                self.armed = None;
                true
            }
            _ => false,
        }
    }

    /// A key pressed outside text fields (and outside the board grid): arrows browse the
    /// history, Escape closes the question, the picker or the selection.
    pub fn key(&mut self, key: &str) -> bool {
        match key {
            "ArrowLeft" => self.step(-1),
            "ArrowRight" => self.step(1),
            "Home" => self.view_ply(0),
            "End" => self.view = None,
            "Escape" => {
                if self.ask.is_some() {
                    self.ask = None;
                    self.effects.push(Effect::FocusOpener);
                } else {
                    self.cancel_promotion();
                    self.armed = None;
                    self.preview = None;
                }
            }
            _ => return false,
        }
        true
    }
}
