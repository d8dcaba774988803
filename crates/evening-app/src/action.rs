//! What the arbiter asks for, read from a DOM event: the element's `data-act` and
//! `data-arg` (written by the views with [`crate::node::Node::act`]), the control's value,
//! the key pressed or the form's fields. The DOM layer passes the event's parts to
//! [`Action::read`] and the action to [`crate::ui::Ui::handle`]; it decides nothing itself.

use crate::fields::Fields;
use crate::screen::{Print, Screen};

/// The kind of DOM event.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Event {
    /// A click (or Enter/Space on a button).
    Click,
    /// A control's value changed (`change`): its value.
    Change(String),
    /// A key pressed on the element (`keydown`): `KeyboardEvent.key`.
    Key(String),
    /// A form was submitted: its fields.
    Submit(Fields),
}

/// The `data-act` names the views write and [`Action::read`] reads.
pub mod act {
    /// Click: show a screen (arg: [`crate::screen::Screen::code`]).
    pub const SHOW: &str = "show";
    /// Submit: the settings form.
    pub const SETTINGS: &str = "settings";
    /// Click: start a new evening (asks first).
    pub const NEW: &str = "new";
    /// Click: yes, do what was asked (a new evening, an import over this one).
    pub const CONFIRM: &str = "confirm";
    /// Click: no.
    pub const CANCEL: &str = "cancel";
    /// Submit: the registration form.
    pub const PLAYER: &str = "player";
    /// Click: correct a player's registration (arg: id).
    pub const EDIT: &str = "edit";
    /// Click: withdraw a player (arg: id).
    pub const WITHDRAW: &str = "withdraw";
    /// Click: take a withdrawn player back (arg: id).
    pub const REINSTATE: &str = "reinstate";
    /// Click: remove a player registered by mistake (arg: id).
    pub const REMOVE: &str = "remove";
    /// Change: a player's bye for the next round (arg: id; value `""`, `half`, `zero`).
    pub const BYE: &str = "bye";
    /// Click: pair the next round.
    pub const PAIR: &str = "pair";
    /// Click: draw the draft's position again.
    pub const REDRAW: &str = "redraw";
    /// Submit: choose the draft's position (field `sp`).
    pub const POSITION: &str = "position";
    /// Click: swap a draft board's colours (arg: board).
    pub const SWAP: &str = "swap";
    /// Submit: exchange two players of the draft (fields `a`, `b`).
    pub const EXCHANGE: &str = "exchange";
    /// Click: publish the draft.
    pub const PUBLISH: &str = "publish";
    /// Click: take the last round back.
    pub const DISCARD: &str = "discard";
    /// Change: which round the round screen shows (value: the round).
    pub const ROUND: &str = "round";
    /// Change or key: a board's result (arg: board).
    pub const RESULT: &str = "result";
    /// Change: the standings after which round (value: the round).
    pub const AFTER: &str = "after";
    /// Click: print a page (arg: [`crate::screen::Print::code`]).
    pub const PRINT: &str = "print";
    /// Click: close the print preview.
    pub const UNPRINT: &str = "unprint";
    /// Click: download the evening as a TRF file.
    pub const EXPORT: &str = "export";
    /// Submit: import a pasted TRF text (field `trf`).
    pub const IMPORT: &str = "import";
    /// Change: a TRF file chosen (the DOM layer reads it and sends [`super::Action::Import`]).
    pub const FILE: &str = "file";
    /// Click: close the notice.
    pub const DISMISS: &str = "dismiss";
    /// Click: enter a board's result from its game handed over by the game page (arg: board).
    pub const HANDOVER: &str = "handover";
    /// Click: download the evening's games played on Rokade as one PGN file.
    pub const EXPORT_PGN: &str = "export-pgn";
}

/// A request of the arbiter.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Action {
    /// Show a screen.
    Show(Screen),
    /// Create the evening, or change its settings, from the form.
    Settings(Fields),
    /// Start a new evening: asks first when there is one.
    New,
    /// Yes to the question asked.
    Confirm,
    /// No to the question, or leave the projector, the print preview, an edit.
    Cancel,
    /// Register a player, or save the correction being edited.
    Player(Fields),
    /// Put a player's registration in the form for a correction.
    Edit(u16),
    /// Withdraw a player.
    Withdraw(u16),
    /// Take a withdrawn player back.
    Reinstate(u16),
    /// Remove a player registered by mistake.
    Remove(u16),
    /// A player's bye for the next round: `""` none, `half`, `zero`.
    Bye(u16, String),
    /// Pair the next round.
    Pair,
    /// Draw the draft's position again.
    Redraw,
    /// Choose the draft's position (the typed number).
    Position(String),
    /// Swap a draft board's colours.
    Swap(u16),
    /// Exchange two players of the draft (the form's `a` and `b`).
    Exchange(Fields),
    /// Publish the draft.
    Publish,
    /// Take the last round back.
    Discard,
    /// Show a round on the round screen (the chosen value).
    ShowRound(String),
    /// A result chosen in a board's list (board, option value).
    ResultChoice(u16, String),
    /// A key pressed on a board's result field (board, key).
    ResultKey(u16, String),
    /// The standings after a round (the chosen value).
    After(String),
    /// Print a page.
    Print(Print),
    /// Close the print preview.
    Unprint,
    /// Download the evening as TRF.
    Export,
    /// Read an evening from TRF text (pasted, or a file's text).
    Import(String),
    /// Close the notice.
    Dismiss,
    /// Enter a board's result from its game handed over by the game page.
    HandOver(u16),
    /// Download the evening's games played on Rokade as PGN.
    ExportPgn,
}

impl Action {
    /// The action of an event on an element with `data-act` = `act` and `data-arg` = `arg`;
    /// `None` when the event asks for nothing (a key with no meaning there, a bad argument).
    pub fn read(act: &str, arg: &str, event: Event) -> Option<Action> {
        let id = || arg.parse::<u16>().ok().filter(|&n| n > 0);
        Some(match (act, event) {
            (act::SHOW, Event::Click) => Action::Show(Screen::from_code(arg)?),
            (act::SETTINGS, Event::Submit(f)) => Action::Settings(f),
            (act::NEW, Event::Click) => Action::New,
            (act::CONFIRM, Event::Click) => Action::Confirm,
            (act::CANCEL, Event::Click) => Action::Cancel,
            (act::PLAYER, Event::Submit(f)) => Action::Player(f),
            (act::EDIT, Event::Click) => Action::Edit(id()?),
            (act::WITHDRAW, Event::Click) => Action::Withdraw(id()?),
            (act::REINSTATE, Event::Click) => Action::Reinstate(id()?),
            (act::REMOVE, Event::Click) => Action::Remove(id()?),
            (act::BYE, Event::Change(v)) => Action::Bye(id()?, v),
            (act::PAIR, Event::Click) => Action::Pair,
            (act::REDRAW, Event::Click) => Action::Redraw,
            (act::POSITION, Event::Submit(f)) => Action::Position(f.get("sp").to_string()),
            (act::SWAP, Event::Click) => Action::Swap(id()?),
            (act::EXCHANGE, Event::Submit(f)) => Action::Exchange(f),
            (act::PUBLISH, Event::Click) => Action::Publish,
            (act::DISCARD, Event::Click) => Action::Discard,
            (act::ROUND, Event::Change(v)) => Action::ShowRound(v),
            (act::RESULT, Event::Change(v)) => Action::ResultChoice(id()?, v),
            (act::RESULT, Event::Key(k)) => Action::ResultKey(id()?, k),
            (act::AFTER, Event::Change(v)) => Action::After(v),
            (act::PRINT, Event::Click) => Action::Print(Print::from_code(arg)?),
            (act::UNPRINT, Event::Click) => Action::Unprint,
            (act::EXPORT, Event::Click) => Action::Export,
            (act::IMPORT, Event::Submit(f)) => Action::Import(f.get("trf").to_string()),
            (act::DISMISS, Event::Click) => Action::Dismiss,
            (act::HANDOVER, Event::Click) => Action::HandOver(id()?),
            (act::EXPORT_PGN, Event::Click) => Action::ExportPgn,
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_become_actions() {
        assert_eq!(
            Action::read(act::SHOW, "players", Event::Click),
            Some(Action::Show(Screen::Players))
        );
        assert_eq!(
            Action::read(act::RESULT, "3", Event::Key("1".into())),
            Some(Action::ResultKey(3, "1".into()))
        );
        assert_eq!(
            Action::read(act::RESULT, "2", Event::Change("=".into())),
            Some(Action::ResultChoice(2, "=".into()))
        );
        assert_eq!(
            Action::read(act::PRINT, "sheet:2", Event::Click),
            Some(Action::Print(Print::ResultSheet(2)))
        );
        let fields = Fields::of(&[("sp", "417")]);
        assert_eq!(
            Action::read(act::POSITION, "", Event::Submit(fields)),
            Some(Action::Position("417".into()))
        );
    }

    #[test]
    fn bad_arguments_and_other_events_ask_nothing() {
        assert_eq!(Action::read(act::SHOW, "nowhere", Event::Click), None);
        assert_eq!(Action::read(act::WITHDRAW, "0", Event::Click), None);
        assert_eq!(Action::read(act::WITHDRAW, "x", Event::Click), None);
        assert_eq!(
            Action::read(act::RESULT, "99999", Event::Key("1".into())),
            None
        );
        assert_eq!(Action::read(act::PAIR, "", Event::Key("p".into())), None);
        assert_eq!(Action::read("", "", Event::Click), None);
        assert_eq!(Action::read(act::PRINT, "sheet", Event::Click), None);
    }
}
