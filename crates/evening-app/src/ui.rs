//! The arbiter's tool as one state record, [`Ui`], over the [`Evening`]: which screen shows,
//! what a form held when it was refused, the notice, a question waiting for an answer, the
//! focus after a change. [`Ui::handle`] is the one transition: it takes an [`Action`] (and
//! the random bytes a pairing may need) and says which effects the DOM layer performs
//! ([`Effects`]). The views only read the record.

use evening::{Date, Evening, PlayerId, Seed};

use crate::action::Action;
use crate::fields::Fields;
use crate::lang::Lang;
use crate::notice::Notice;
use crate::screen::{Print, Screen};

/// The browser storage key of the evening.
pub const STORAGE_KEY: &str = "rokade.evening";

/// What the page is for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    /// The arbiter's tool (the evening kept in this browser).
    Arbiter,
    /// The shared standings, read-only, from the address (`?view=standings#...`), e.g. in a
    /// club site's iframe.
    Shared,
    /// The projector in a second window (`?view=projector`): the current round, read-only,
    /// following the arbiter's window through the browser's storage.
    Projector,
}

/// A question waiting for the arbiter's yes or no.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Confirm {
    /// Start a new evening in place of this one.
    New,
    /// Replace this evening by the one read from a TRF file.
    Import(Box<Evening>),
}

/// A file for the browser to save.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Download {
    /// The file name.
    pub name: String,
    /// The file's text.
    pub text: String,
}

/// What the DOM layer does after a transition (it always renders again).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Effects {
    /// The action meant something (a key event's default action is prevented).
    pub handled: bool,
    /// The evening changed: store it.
    pub save: bool,
    /// Open the browser's print dialogue.
    pub print: bool,
    /// Save a file.
    pub download: Option<Download>,
}

/// The state of the page.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Ui {
    /// The language.
    pub lang: Lang,
    /// Today (a new evening's date; an imported file's when it gives none).
    pub today: Date,
    /// The page's address without query or fragment (the share link starts with it).
    pub page: String,
    /// What the page is for.
    pub mode: Mode,
    /// The evening, once begun or imported.
    pub evening: Option<Evening>,
    /// The screen shown.
    pub screen: Screen,
    /// The round the round screen shows, when the arbiter chose one (else the last).
    pub round_shown: Option<u16>,
    /// The round the standings follow, when chosen (else the last published).
    pub after: Option<u16>,
    /// The settings form's fields as last refused (else it shows the settings).
    pub settings_form: Option<Fields>,
    /// The registration form's fields, while refused or a correction is being made.
    pub player_form: Option<Fields>,
    /// The player whose registration is being corrected.
    pub editing: Option<PlayerId>,
    /// The board where `f` was typed: the next key says who won the forfeit.
    pub armed: Option<u16>,
    /// The last notice.
    pub notice: Option<Notice>,
    /// A question waiting for an answer.
    pub confirm: Option<Confirm>,
    /// The page being printed (shown as a preview on screen).
    pub print: Option<Print>,
    /// A pasted TRF text that was refused (shown again to be corrected).
    pub import_text: Option<String>,
    /// The element to focus after the next render (its id).
    pub focus: Option<String>,
    /// The games the game page handed over, as the browser's storage holds them: key
    /// (`rokade.handover.KEY.R.B`) and text (see [`crate::handover`]).
    pub handed: std::collections::BTreeMap<String, String>,
}

impl Ui {
    /// The arbiter's tool without an evening, showing the settings form.
    pub fn new(lang: Lang, today: Date, page: impl Into<String>) -> Ui {
        Ui {
            lang,
            today,
            page: page.into(),
            mode: Mode::Arbiter,
            evening: None,
            screen: Screen::Setup,
            round_shown: None,
            after: None,
            settings_form: None,
            player_form: None,
            editing: None,
            armed: None,
            notice: None,
            confirm: None,
            print: None,
            import_text: None,
            focus: None,
            handed: std::collections::BTreeMap::new(),
        }
    }

    /// Takes the evening kept in the browser (`stored`, the text under [`STORAGE_KEY`]).
    /// Damaged text is never lost: the result is the key to move it to
    /// (`rokade.evening.corrupt.<stamp>`), and the notice says so.
    pub fn load(&mut self, stored: Option<&str>, stamp: &str) -> Option<String> {
        let text = stored.filter(|t| !t.trim().is_empty())?;
        match Evening::decode(text) {
            Ok(evening) => {
                self.screen = first_screen(&evening);
                self.evening = Some(evening);
                None
            }
            Err(error) => {
                let key = format!("{STORAGE_KEY}.corrupt.{stamp}");
                self.notice = Some(Notice::SetAside(error, key.clone()));
                Some(key)
            }
        }
    }

    /// The shared standings page (`?view=standings#<evening>`): the evening from the
    /// address's fragment (`None` when it did not decode), read-only.
    pub fn show_shared(&mut self, fragment: Option<&str>) {
        self.mode = Mode::Shared;
        self.screen = Screen::Standings;
        match fragment.map(Evening::decode) {
            Some(Ok(evening)) => self.evening = Some(evening),
            Some(Err(error)) => self.notice = Some(Notice::BadShare(error)),
            None => {
                let error = evening::store::StoreError::NotAnEvening;
                self.notice = Some(Notice::BadShare(error));
            }
        }
    }

    /// The text to keep in the browser (`None`: remove the key).
    pub fn stored(&self) -> Option<String> {
        self.evening.as_ref().map(Evening::encode)
    }

    /// The projector window's view of the evening the arbiter's window stored (again after
    /// each change there); a damaged text leaves the last good one on the wall.
    pub fn follow(&mut self, stored: Option<&str>) {
        self.mode = Mode::Projector;
        self.screen = Screen::Projector;
        match stored.map(Evening::decode) {
            Some(Ok(evening)) => self.evening = Some(evening),
            Some(Err(_)) => {}
            None => self.evening = None,
        }
    }

    /// The round the round screen and the projector show: the chosen one, else the last
    /// (in the projector window, the last published: a draft is not for the wall).
    pub fn shown_round(&self) -> Option<u16> {
        let e = self.evening.as_ref()?;
        if self.mode == Mode::Projector {
            return Some(e.published_rounds()).filter(|&n| n > 0);
        }
        let last = u16::try_from(e.rounds().len()).ok().filter(|&n| n > 0)?;
        Some(self.round_shown.filter(|&r| r <= last).unwrap_or(last))
    }

    /// The round the standings follow: the chosen one, else the last published.
    pub fn standings_after(&self) -> u16 {
        let published = self.evening.as_ref().map_or(0, Evening::published_rounds);
        self.after.filter(|&a| a <= published).unwrap_or(published)
    }

    /// Applies an action; `seed` is fresh random bytes (`crypto.getRandomValues`), used when
    /// the action draws a position or a colour.
    pub fn handle(&mut self, action: Action, seed: &Seed) -> Effects {
        let before = self.evening.clone();
        let mut effects = Effects {
            handled: true,
            ..Effects::default()
        };
        if self.mode != Mode::Arbiter && !read_only_allows(&action) {
            effects.handled = false;
            return effects;
        }
        match action {
            Action::ResultKey(board, key) => effects.handled = self.result_key(board, &key),
            Action::Print(print) => {
                self.print = Some(print);
                effects.print = true;
            }
            Action::Export => effects.download = self.export(),
            Action::ExportPgn => effects.download = self.export_pgn(),
            other => self.apply(other, seed),
        }
        effects.save = self.evening != before;
        effects
    }

    /// Sets the notice.
    pub(crate) fn tell(&mut self, notice: Notice) {
        self.notice = Some(notice);
    }

    fn apply(&mut self, action: Action, seed: &Seed) {
        match action {
            Action::Show(screen) => {
                self.screen = screen;
                self.armed = None;
                self.print = None;
                if screen == Screen::Projector {
                    self.focus = Some("projector-close".into());
                }
            }
            Action::Settings(fields) => self.settings(fields),
            Action::New => {
                if self.evening.is_some() {
                    self.confirm = Some(Confirm::New);
                    self.focus = Some("confirm-no".into());
                }
            }
            Action::Confirm => self.confirm(),
            Action::Cancel => self.cancel(),
            Action::Player(fields) => self.player(fields),
            Action::Edit(id) => self.edit(id),
            Action::Withdraw(id) => self.withdraw(id),
            Action::Reinstate(id) => self.reinstate(id),
            Action::Remove(id) => self.remove(id),
            Action::Bye(id, choice) => self.bye(id, &choice),
            Action::Pair => self.pair(seed),
            Action::Redraw => self.redraw(seed),
            Action::Position(text) => self.position(&text),
            Action::Swap(board) => self.swap(board),
            Action::Exchange(fields) => self.exchange(&fields),
            Action::Publish => self.publish(),
            Action::Discard => self.discard(),
            Action::ShowRound(value) => {
                self.round_shown = value.parse().ok();
                self.armed = None;
            }
            Action::ResultChoice(board, value) => self.result_choice(board, &value),
            Action::After(value) => self.after = value.parse().ok(),
            Action::Unprint => self.print = None,
            Action::Import(text) => self.import(text),
            Action::Dismiss => self.notice = None,
            Action::HandOver(board) => self.take_handover(board),
            Action::ResultKey(..) | Action::Print(_) | Action::Export | Action::ExportPgn => {}
        }
    }

    fn confirm(&mut self) {
        match self.confirm.take() {
            Some(Confirm::New) => {
                self.evening = None;
                self.screen = Screen::Setup;
                self.settings_form = None;
                self.player_form = None;
                self.editing = None;
                self.round_shown = None;
                self.after = None;
                self.notice = None;
                self.focus = Some("settings-name".into());
            }
            Some(Confirm::Import(evening)) => self.take_import(*evening),
            None => {}
        }
    }

    fn cancel(&mut self) {
        self.armed = None;
        if self.confirm.take().is_some() {
            return;
        }
        if self.editing.take().is_some() {
            self.player_form = None;
            self.focus = Some("player-name".into());
        } else if self.print.take().is_some() {
        } else if self.screen == Screen::Projector && self.mode == Mode::Arbiter {
            self.screen = Screen::Round;
            self.focus = Some("show-projector".into());
        }
    }
}

/// The screen an evening opens on: its players until round 1 is paired, then the round.
pub fn first_screen(evening: &Evening) -> Screen {
    if evening.started() {
        Screen::Round
    } else {
        Screen::Players
    }
}

/// What the read-only pages allow: choosing what to see and printing it.
fn read_only_allows(action: &Action) -> bool {
    matches!(
        action,
        Action::After(_)
            | Action::ShowRound(_)
            | Action::Print(_)
            | Action::Unprint
            | Action::Dismiss
            | Action::Cancel
    )
}
