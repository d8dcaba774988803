//! What the page's buttons do: one press the player meant is one action, leaving an
//! unfinished game asks first, and after a move made with a button the focus goes back to
//! the board (a button whose meaning just changed must not take a second press).

use super::new_game::{parse_number, prepare_fen_import, Start};
use super::{App, NewGame};
use crate::message::Place;
use rules::{CastlingSide, Color, Role};

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
    /// Copy a link that carries the game ([`crate::game_link`]).
    CopyLink,
    /// Play in this tab although the game is open in another.
    PlayHere,
    /// Go back to the unfinished game a link replaced.
    ResumePrevious,
    /// Copy the embed snippet.
    EmbedCopy,
    /// Show the embed preview.
    EmbedPreview,
    /// Not pressed by the player: the page's script says a new version of Rokade took over
    /// (its service worker); this page still runs the old one.
    UpdateReady,
    /// "New version: reload".
    UpdateReload,
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
            "link-copy" => Button::CopyLink,
            "pgn-download" => Button::DownloadPgn,
            "play-here" => Button::PlayHere,
            "embed-copy" => Button::EmbedCopy,
            "resume-previous" => Button::ResumePrevious,
            "embed-preview-button" => Button::EmbedPreview,
            "update-ready" => Button::UpdateReady,
            "update-reload" => Button::UpdateReload,
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

/// A question the page asks before acting.
#[derive(Clone, Debug)]
pub enum Ask {
    /// Leave the unfinished game for another one?
    Leave(Start),
    /// Does this side really resign?
    Resign(Color),
    /// Do both players agree a draw?
    Draw,
    /// Go back to the game a link replaced (this unfinished one is kept in its place)?
    Resume,
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
    /// Copy this text to the clipboard (the button was at `at`; the page answers with
    /// `App::copy_done`).
    Copy {
        /// The text.
        text: String,
        /// Where the button is (its field holds the text, selected if the copy fails).
        at: Place,
    },
    /// Copy the game as PGN (written by the page's second module).
    CopyPgn,
    /// Copy a link that carries the game (written by the page's second module).
    CopyLink,
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
    /// Copy the embed dialog's snippet (`App::embed_options`, written by the page's second
    /// module; the page answers with `App::copy_done`).
    CopyEmbed,
    /// Show the embed dialog's address in its preview frame.
    PreviewEmbed,
    /// Swap the current game with the one kept aside (`<key>.previous`).
    ResumePrevious,
    /// Focus the first castling button shown (or say that castling is not possible now).
    FocusCastle,
    /// Focus the move field.
    FocusMoveEntry,
    /// Ask the engine worker for a move (starting the worker if needed).
    Think(protocol::SearchRequest),
    /// Load the page again (the new version, after "New version: reload").
    Reload,
    /// End the worker's search (its answer is no longer wanted).
    StopThinking,
    /// Empty the move field (the typed move was played).
    ClearMoveEntry,
    /// Tell the host page (`parent=`) what happened; asked only while [`App::notify`] is on.
    Notify(super::host::Told),
    /// Read the move typed as `text` in the position `fen` with the page's second module
    /// ([`crate::notation::read_typed`]), then call [`App::move_read`].
    ReadMove {
        /// The position, as FEN.
        fen: String,
        /// What was typed.
        text: String,
    },
}

impl App {
    /// A button was pressed. Returns `true` if anything changed.
    pub fn press(&mut self, button: Button, how: Press) -> bool {
        let previous = self.last_press.replace(std::mem::discriminant(&button));
        // The second click of a double-click on the same button: the first one already acted.
        // Not on touch for castling, where the first tap only shows the preview and the
        // second (which the browser counts as a double-click within about 0.4 s) castles; a
        // later tap there can at most show the other side's preview (issue #17, item 6).
        let touch_castle = how.pointer == PointerKind::Touch && matches!(button, Button::Castle(_));
        if how.clicks >= 2
            && !button.repeatable()
            && !touch_castle
            && previous == Some(std::mem::discriminant(&button))
        {
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
            Button::Promote(_) if self.picker_fresh && how.pointer != PointerKind::Keyboard => {
                // The click of the tap that opened the picker, landing on its queen: not a
                // choice (issue #17, item 2).
                self.picker_fresh = false;
                false
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
            Button::NewNumber(text) => self.request_at(Place::Number, parse_number(&text)),
            Button::NewFen(text) => {
                self.request_at(Place::FenIn, NewGame::Fen(text).prepare(false))
            }
            Button::Import(text) => {
                if text.trim_ascii().len() > rules::pgn::MAX_PGN_BYTES {
                    self.effects.push(Effect::ClearImport);
                }
                match prepare_fen_import(&text) {
                    Some(start) => self.request_at(Place::Import, start),
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
            // "Copied" is said only once the browser took the text (`App::copy_done`).
            Button::CopyFen => {
                self.notice = None;
                self.effects.push(Effect::Copy {
                    text: self.fen(),
                    at: Place::Fen,
                });
                true
            }
            Button::CopyPgn => {
                self.notice = None;
                self.effects.push(Effect::CopyPgn);
                true
            }
            Button::CopyLink => {
                self.notice = None;
                self.effects.push(Effect::CopyLink);
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
                if self.in_progress() {
                    // Leaving an unfinished game always asks (this one is kept in turn).
                    return self.open_ask(Ask::Resume);
                }
                self.resume_previous();
                true
            }
            // The snippet is written by the page's second module (`App::embed_options`).
            Button::EmbedCopy => {
                self.notice = None;
                self.effects.push(Effect::CopyEmbed);
                true
            }
            Button::EmbedPreview => {
                self.effects.push(Effect::PreviewEmbed);
                false
            }
            Button::PlayHere => {
                self.elsewhere = false;
                self.notice = None;
                self.effects.push(Effect::TakeOver);
                true
            }
            Button::UpdateReady => {
                self.update_ready = true;
                true
            }
            Button::UpdateReload => {
                // Between games only: a game in progress is never interrupted by an update.
                let now = self.update_shown();
                if now {
                    self.effects.push(Effect::Reload);
                }
                now
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
            Ask::Resume => {
                self.resume_previous();
                return true;
            }
        }
        self.effects.push(Effect::FocusBoard);
        true
    }
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

    /// Back to the game a link replaced: the page swaps the two saved games and takes the
    /// link's game parameters out of the address, so that a reload keeps the resumed game
    /// (one rule for every swap of games; the other game stays reachable the same way).
    fn resume_previous(&mut self) {
        self.previous_kept = false;
        self.notice = None;
        self.effects.push(Effect::ResumePrevious);
    }

    /// Tab (or Shift+Tab) while a question is open, with the focus on its "yes" answer or
    /// not: the answer to focus next (`true`: "yes"), as the dialog is modal; `None` when no
    /// question is open (Tab moves on as usual).
    pub fn tab_in_question(&self, on_yes: bool) -> Option<bool> {
        self.ask.as_ref().map(|_| !on_yes)
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
                } else if self.view.is_some() {
                    // Browsing the history: back to the game, as the status line says.
                    self.view = None;
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
