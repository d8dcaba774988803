//! The one state record of the page ([`App`]) and what every user input does to it.
//!
//! Plain Rust, no browser: every decision about what a click, a tap, a drag, a key or a button
//! means is made here and tested natively (`crates/ui/tests/`). The browser layer (the page's
//! app, `crates/web/src/page/`) turns DOM events into the transitions below, performs the [`Effect`]s they
//! ask for, and draws what the read-only methods return. Render only reads.
//!
//! # The transitions, as a small API
//!
//! Board (pointer and keyboard), in [`board_input`]:
//! * [`App::pointer_down`], [`App::pointer_move`], [`App::pointer_up`], [`App::pointer_cancel`]:
//!   click-click and drag-and-drop moves, the promotion picker drawn on the board, the hint
//!   towards the castling buttons when a king is dragged as if to castle, and a click while
//!   browsing the history that returns to the live position.
//! * [`App::try_move`], [`App::choose_promotion`], [`App::cancel_promotion`], [`App::castle`]:
//!   the moves themselves (castling only ever through [`App::castle`]).
//!
//! Buttons, in [`actions`]: [`App::press`] takes a [`Button`] and how it was pressed
//! ([`Press`]: click count, mouse/touch/keyboard). It acts once per press the player meant
//! (the second click of a double-click does nothing), asks before an unfinished game is left
//! ([`Ask`]), and asks the page for focus, clipboard or download through [`Effect`]s. What the
//! buttons start is in [`new_game`] (new games, imports, rematch) and [`course`] (takeback,
//! resignation, draws, the clock switch, browsing).
//!
//! The keyboard on the board, in [`board_keys`]; which keys reach the state, in [`keys`]; the
//! move field, in [`move_entry`]; the computer opponent, in [`computer`]; a lazy module that
//! could not be loaded, in [`modules`].
//!
//! Options and fields, in [`settings`]: time control (validated, with a message), hot seat,
//! language, tags.
//!
//! Time: [`App::tick`] (flag fall, end of the castling hint).
//!
//! Reading, in [`view`]: [`App::board_view`], [`App::status`], [`App::panel`], [`App::move_rows`].
//!
//! Saving, in [`saved`]: [`App::to_saved`], [`App::from_saved`], and [`App::boot`], which
//! chooses between the saved game and the game the address asks for.

pub mod actions;
pub mod board_input;
pub mod board_keys;
pub mod computer;
pub mod course;
pub mod host;
pub mod keys;
pub mod modules;
pub mod move_entry;
pub mod new_game;
pub mod saved;
pub mod settings;
pub mod tab_lock;
pub mod view;

use crate::clock::Clock;
use crate::i18n::Lang;
use crate::message::Msg;
use rules::game::Game;
use rules::pgn::Tags;
use rules::{startpos, CastlingSide, Color, Position, Square};

pub use crate::opponent::{Computer, Opponent};
pub use actions::{Ask, Button, Effect, PointerKind, Press};
pub use board_input::DragState;
pub use keys::{KeyAnswer, KeyAt, KeyPress};
pub use modules::Module;
pub use new_game::Start;
pub use tab_lock::LockNews;
pub use view::{outcome_text, MoveRow, Panel};

/// A message shown above the board.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    /// `true` for errors (shown in the warning style).
    pub error: bool,
    /// What it says (put into words in the current language when drawn).
    pub msg: Msg,
    /// Where it is shown.
    pub at: crate::message::Place,
}

/// How to start a new game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NewGame {
    /// A uniformly random start position, from this random number.
    Random(u64),
    /// Start position number 0..=960 (960 means 0).
    Number(u32),
    /// Any position as X-FEN or Shredder-FEN.
    Fen(String),
}

/// How long the castling button stays highlighted after a king was dragged as if to castle.
pub const HINT_MS: f64 = 2500.0;

/// The state of the page.
#[derive(Clone, Debug)]
pub struct App {
    /// The game record.
    pub game: Game,
    /// Start position number, when the game began from one.
    pub sp: Option<u32>,
    /// Interface language.
    pub lang: Lang,
    /// `true` if Black is at the bottom.
    pub flipped: bool,
    /// Turn the board towards the side to move after each move.
    pub hot_seat: bool,
    /// Leave out 518 when drawing a random start position.
    pub exclude_518: bool,
    /// The ply shown while browsing the move list; `None` shows the live position.
    pub view: Option<usize>,
    /// The selected square.
    pub selected: Option<Square>,
    /// A piece being dragged.
    pub drag: Option<DragState>,
    /// A pawn move waiting for the promotion choice: from, to.
    pub promotion: Option<(Square, Square)>,
    /// The castling whose result is previewed on the board (button hovered, focused or, on
    /// touch, tapped once).
    pub preview: Option<CastlingSide>,
    /// On touch: the castling button tapped once; a second tap castles.
    pub armed: Option<CastlingSide>,
    /// The castling button pointed out after the king was dragged as if to castle, and until
    /// when (epoch ms).
    pub hint: Option<(CastlingSide, f64)>,
    /// The promotion picker opened during the press still going on: on a phone, that tap's
    /// own `click` lands on the picker's queen, which sits on the tapped square, and must not
    /// choose it. Cleared when the next press starts ([`App::press_started`]).
    pub picker_fresh: bool,
    /// The last button pressed: a click counted as the second of a double-click is dropped
    /// only when it is on that same button.
    pub last_press: Option<std::mem::Discriminant<Button>>,
    /// PGN tags (players, event...).
    pub tags: Tags,
    /// The URL parameters that started this game.
    pub game_key: String,
    /// An imported game's variations, NAGs and comments, opaque to the page
    /// ([`crate::annotations`]); empty for most games.
    pub notes: String,
    /// A message for the user.
    pub notice: Option<Notice>,
    /// A question waiting for the player's answer (leave the game? resign? draw?).
    pub ask: Option<Ask>,
    /// Time control for new games: minutes and increment seconds; `None` = no clock.
    pub tc: Option<(u32, u32)>,
    /// The custom time control fields hold an invalid value (the previous choice stays).
    pub tc_invalid: bool,
    /// The player chose "Custom" in the time-control menu.
    pub tc_custom: bool,
    /// The chess clock of this game, if it is played with one.
    pub clock: Option<Clock>,
    /// The current time (epoch milliseconds), set by the browser layer before each action.
    pub now: f64,
    /// A fresh random number, set by the browser layer before each action (random starts).
    pub random: u64,
    /// The player closed the result box of the finished game.
    pub result_closed: bool,
    /// The game is open in another tab or window: this page neither saves nor plays it.
    pub elsewhere: bool,
    /// The page awaits the tab lock's first answer ([`LockNews::Asking`]): the board is shown,
    /// but this tab neither plays, saves nor thinks until it knows the game is its own.
    pub lock_asked: bool,
    /// A game in the address (`pgn=`) is being read: until the page's second module has read
    /// it, the position shown is a stand-in that can neither be played nor saved.
    pub opening_link: bool,
    /// What the page must do for the last transitions (focus, clipboard...), drained by it.
    pub effects: Vec<Effect>,
    /// The choices of the "Embed on your site" dialog.
    pub embed_form: EmbedForm,
    /// The keyboard's square on the board (the grid cell in the tab order).
    pub cursor: Square,
    /// The last thing said in the live region (moves, selections, readings).
    pub announce: String,
    /// Counts announcements, so that the same text said twice is said again.
    pub announce_seq: u32,
    /// The high-contrast board.
    pub high_contrast: bool,
    /// Figurines instead of piece letters in the move list.
    pub figurines: bool,
    /// The computer opponent of this game, if any.
    pub computer: Option<Computer>,
    /// Who the next game is against (the "New game" form).
    pub opponent: Opponent,
    /// The id of the question the computer is thinking about.
    pub thinking: Option<u32>,
    /// The last question's id.
    pub request_seq: u32,
    /// An unfinished game was replaced by the one a link asked for, and kept aside: the
    /// page offers to go back to it.
    pub previous_kept: bool,
    /// The host page hears what happens (`parent=` in the address): the transitions ask
    /// for [`Effect::Notify`] (see [`host`]).
    pub notify: bool,
    /// The interface language was chosen (the address's `lang`, the language menu): a
    /// copied link keeps it ([`crate::game_link`]).
    pub lang_chosen: bool,
    /// The remaining times a link carried (`clk`), set on its game once it is read.
    pub link_clock: Option<[i64; 2]>,
    /// A new version of Rokade took over (the page's service worker): "New version: reload"
    /// is offered between games.
    pub update_ready: bool,
}

/// The choices of the "Embed on your site" dialog.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmbedForm {
    /// The page's own address without query, the base of the snippet's `src`.
    pub base: String,
    /// Which controls the embedded board shows.
    pub controls: crate::address::Controls,
    /// Frame width in CSS pixels.
    pub width: u32,
    /// Renewed on every copy, so that two snippets never share a saved game.
    pub seed: u64,
}

impl EmbedForm {
    /// The dialog's choices as one line for the page's second module: controls, width, seed,
    /// then the base address (`minimal 360 42 https://club.example/960/`).
    pub fn to_line(&self) -> String {
        let mut s = String::from(match self.controls {
            crate::address::Controls::None => "none",
            crate::address::Controls::Minimal => "minimal",
            crate::address::Controls::Full => "full",
        });
        s.push(' ');
        crate::text::push_u32(&mut s, self.width);
        s.push(' ');
        crate::text::push_u64(&mut s, self.seed);
        s.push(' ');
        s.push_str(&self.base);
        s
    }
}

impl App {
    /// Sets the embed dialog's choices from [`EmbedForm::to_line`]'s text (the page's second
    /// module writes the snippet this way); a bad line leaves them as they are.
    pub fn set_embed_form_line(&mut self, line: &str) {
        let mut parts = line.splitn(4, ' ');
        if let (Some(c), Some(w), Some(seed), Some(base)) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        {
            self.set_embed_controls(c);
            self.set_embed_width(w);
            if let Some(seed) = crate::text::parse::<u64>(seed) {
                self.embed_form.seed = seed;
            }
            self.embed_form.base = base.to_string();
        }
    }
}

impl App {
    /// A fresh game from start position `n`.
    pub fn new(lang: Lang, n: u32) -> App {
        let pos = startpos::start_position(n).unwrap_or_else(|_| Position::classical());
        App {
            game: Game::new(pos),
            sp: Some(n % 960),
            lang,
            flipped: false,
            hot_seat: false,
            exclude_518: false,
            view: None,
            selected: None,
            drag: None,
            promotion: None,
            preview: None,
            armed: None,
            hint: None,
            picker_fresh: false,
            last_press: None,
            tags: Tags::new(),
            game_key: String::new(),
            notes: String::new(),
            notice: None,
            ask: None,
            tc: None,
            tc_invalid: false,
            tc_custom: false,
            clock: None,
            now: 0.0,
            random: 0,
            result_closed: false,
            elsewhere: false,
            lock_asked: false,
            opening_link: false,
            effects: Vec::new(),
            cursor: Square::from_coords(4, 1),
            announce: String::new(),
            announce_seq: 0,
            high_contrast: false,
            figurines: false,
            computer: None,
            opponent: Opponent::Human,
            thinking: None,
            request_seq: 0,
            previous_kept: false,
            notify: false,
            lang_chosen: false,
            link_clock: None,
            update_ready: false,
            embed_form: EmbedForm {
                base: String::new(),
                controls: crate::address::Controls::Minimal,
                width: 360,
                seed: 0,
            },
        }
    }

    /// Shows a message.
    pub fn say(&mut self, error: bool, msg: Msg) {
        self.say_at(crate::message::Place::Top, error, msg);
    }

    /// The message to show: the last one said, or, while the game a link replaced can be
    /// resumed, what its button is about (a computer's first move must not leave a bare
    /// button).
    pub fn shown_notice(&self) -> Option<&Notice> {
        static KEPT: Notice = Notice {
            error: false,
            msg: Msg::PreviousKept,
            at: crate::message::Place::Top,
        };
        self.notice
            .as_ref()
            .or_else(|| self.previous_kept.then_some(&KEPT))
    }

    /// Another saved game takes this one's place (the game a link replaced, resumed; or the
    /// game as another tab left it, on "Play here"): the page, its language and its embed
    /// dialog stay as they are. `keep_other`: the game leaving is kept to come back to (then
    /// the "Resume that game" button stays, for it, when it is unfinished).
    ///
    /// The language is this tab's in both cases: the one this tab's player is reading now
    /// (its address's `lang` if it chose one, else the saved game's or the browser's as at
    /// start). The player asked for a game, not for another language: a page that switched
    /// to the language the other tab (or the replaced game) was saved in would change every
    /// label under the player's eyes, and the other tab's player may be someone else.
    pub fn swap_in(&mut self, mut other: App, keep_other: bool) {
        let leaving_unfinished = self.in_progress();
        other.embed_form = self.embed_form.clone();
        other.now = self.now;
        other.lang = self.lang;
        other.previous_kept = keep_other && leaving_unfinished;
        other.notify = self.notify;
        other.lang_chosen = self.lang_chosen;
        other.effects = std::mem::take(&mut self.effects);
        *self = other;
        self.notify_ready();
        self.think_if_needed();
    }

    /// "Resume that game" (`keep_other`: the game leaving is kept to come back to) or "Play
    /// here" (not): the saved game `raw` (as [`crate::persist`] wrote it) takes this one's
    /// place through [`App::swap_in`], so both keep this tab's language. `false`, and nothing
    /// changes, when `raw` is missing or damaged.
    pub fn swap_in_saved(&mut self, raw: Option<&str>, keep_other: bool) -> bool {
        let other = raw
            .and_then(|raw| crate::persist::decode(raw).ok())
            .and_then(|saved| App::from_saved(&saved, self.lang).ok());
        match other {
            Some(a) => {
                self.swap_in(a, keep_other);
                true
            }
            None => false,
        }
    }

    /// A castling preview belongs to a visible button: once its button is hidden (which may
    /// swallow the button's blur or pointerout event), the preview ends, and does not come
    /// back when the button shows again. The page calls this before it draws.
    pub fn end_hidden_preview(&mut self) {
        if let Some(side) = self.preview {
            if !self.castle_buttons()[side.index()] {
                self.preview = None;
            }
        }
    }

    /// Shows a message next to the control the player used.
    pub fn say_at(&mut self, at: crate::message::Place, error: bool, msg: Msg) {
        self.notice = Some(Notice { error, msg, at });
    }

    /// The page tried to copy a text for the button at `at`: "Copied" only when the browser
    /// took it, else the text is selected in its field and the player is told to copy it.
    pub fn copy_done(&mut self, at: crate::message::Place, outcome: crate::message::CopyOutcome) {
        match outcome {
            crate::message::CopyOutcome::Copied => {
                if at == crate::message::Place::Embed {
                    // The next snippet gets another id, so two boards never share a saved
                    // game. (Not after a refused copy: the snippet stays selected to copy.)
                    self.embed_form.seed = self.random;
                }
                self.say_at(at, false, Msg::Copied)
            }
            crate::message::CopyOutcome::Selected(why) => self.say_at(at, true, Msg::Said(why)),
        }
    }

    /// `true` while a game has moves and has not ended: leaving it asks first.
    pub fn in_progress(&self) -> bool {
        self.game.ply() > 0 && !self.game.is_over()
    }

    /// `true` when "New version: reload" is offered: a new version is ready and no game is in
    /// progress (an update never interrupts a game; the new version runs after the next load).
    pub fn update_shown(&self) -> bool {
        self.update_ready && !self.in_progress()
    }

    /// `true` if moves can be made now (live position, game not over, no promotion pending,
    /// no flag fallen). A paused clock refuses moves with a message (see `try_play`).
    pub fn can_move(&self) -> bool {
        self.view.is_none()
            && !self.game.is_over()
            && self.promotion.is_none()
            && !self.elsewhere
            && !self.lock_asked
            && !self.opening_link
            && !self.computer_to_move()
            && self.clock.as_ref().is_none_or(|c| c.flagged().is_none())
    }

    /// `true` while the clock of a started game is paused.
    pub fn clock_paused(&self) -> bool {
        self.clock.as_ref().is_some_and(Clock::is_paused)
    }

    /// Which castling buttons to show: `[O-O, O-O-O]`, each exactly when that castling is legal.
    pub fn castle_buttons(&self) -> [bool; 2] {
        if !self.can_move() {
            return [false, false];
        }
        let pos = self.game.position();
        [
            pos.can_castle(CastlingSide::KingSide),
            pos.can_castle(CastlingSide::QueenSide),
        ]
    }

    /// The position on the board: the viewed one while browsing, else the live one.
    pub fn shown_position(&self) -> &Position {
        self.view
            .and_then(|ply| self.game.position_at(ply))
            .unwrap_or_else(|| self.game.position())
    }

    /// The ply on display.
    pub fn shown_ply(&self) -> usize {
        self.view.unwrap_or(self.game.ply())
    }

    /// Clears what belongs to the moment (selection, drag, picker, preview, question).
    pub fn reset_transient(&mut self) {
        self.view = None;
        self.selected = None;
        self.drag = None;
        self.promotion = None;
        self.preview = None;
        self.armed = None;
        self.hint = None;
        self.ask = None;
    }

    /// After a move, a takeback or a new game: transient state goes, the board turns in hot
    /// seat (but not after the move that ended the game: the winner keeps the board).
    pub(crate) fn after_change(&mut self) {
        self.reset_transient();
        self.notice = None;
        self.result_closed = false;
        if self.hot_seat && !self.game.is_over() && self.computer.is_none() {
            self.flipped = self.game.position().turn() == Color::Black;
        }
        self.think_if_needed();
    }

    /// The current position's FEN (of the shown position while browsing).
    pub fn fen(&self) -> String {
        rules::fen::to_fen(self.shown_position())
    }
}
