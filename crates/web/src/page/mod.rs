//! The browser layer of the game page: starts it ([`start`]), finds the elements ([`els`]),
//! binds DOM events to the state's transitions ([`events`]), draws ([`panels`]), and keeps the
//! game in `localStorage` ([`saved`]) with a lock so that two tabs never overwrite one saved
//! game ([`lock`]). It performs the [`Effect`](ui::state::Effect)s the state asks for
//! ([`effects`]: focus, clipboard, download) and decides nothing.

pub mod computer;
pub mod effects;
pub mod els;
pub mod events;
pub mod extras;
pub mod host;
pub mod lock;
pub mod panels;
pub mod saved;
pub mod start;
pub mod tab_lock;
pub mod texts;

use std::cell::RefCell;
use std::rc::Rc;

use web_sys::{Document, HtmlElement, Storage};

use els::Els;
use ui::message::Place;
use ui::state::App;

pub(crate) use effects::copied;
pub use start::{run, start_module};

/// The page: the state record and what the browser layer holds beside it.
pub struct Ui {
    /// The state (every decision lives there).
    pub app: App,
    /// The page's elements.
    /// (Never dropped: the elements live as long as the page, and the page's wasm then needs
    /// no code to release 90 element handles.)
    pub els: std::mem::ManuallyDrop<Els>,
    /// The document.
    pub doc: Document,
    /// `localStorage`, when the browser allows it.
    pub storage: Option<Storage>,
    /// Key of the saved game.
    pub storage_key: String,
    /// This tab's id, for the lock.
    pub tab: String,
    /// Board size in backing pixels, from the last draw.
    pub size: f64,
    /// The move list as last drawn (rebuilt only on change).
    pub rows_cache: String,
    /// The element that had focus before a question opened.
    pub opener: Option<HtmlElement>,
    /// Where this tab stands with the Web Lock ([`tab_lock`]; `Off`: the heartbeat below).
    pub web_lock: tab_lock::WebLock,
    /// When the heartbeat's lock was last renewed.
    pub lock_at: f64,
    /// When this tab last took the game over ("Play here"; 0: never).
    pub took_over_at: f64,
    /// The announcement last put into the live region.
    pub announced: u32,
    /// Whether the computer's worker was asked to start (by the messages module) and not
    /// ended since.
    pub worker: bool,
    /// Embedded in an iframe: the board is sized to fit the frame's height too.
    pub embed: bool,
    /// The interface language's texts (loaded, not compiled in).
    pub texts: texts::Texts,
    /// The page's second module (PGN, error sentences).
    pub extras: extras::Lazy,
    /// The module for the computer's worker messages.
    pub messages: extras::Lazy,
    /// The figurines' stylesheet was added to the page.
    pub figurines_loaded: bool,
    /// Where the message line next to a control (`#note`) stands now.
    pub note_at: Place,
    /// The host page that hears the board (`parent=` in a frame).
    pub host: Option<host::Host>,
    /// A club evening's board and the position its link started from: the finished game is
    /// handed over to the evening page ([`App::handover`]).
    pub evening: Option<(ui::evening_board::EveningBoard, Option<u32>)>,
    /// This page, for callbacks that need it later (the worker's messages).
    pub me: std::rc::Weak<RefCell<Ui>>,
}

/// The shared page.
pub type Shared = Rc<RefCell<Ui>>;

/// A random number from the browser (the clock if there is no random source).
pub fn random_u64() -> u64 {
    dom::host::random_u64()
}
