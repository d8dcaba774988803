//! Which key presses reach the state, and what the page does with the event: a key pressed
//! on a board cell, in the move field, on the question's answers, in another field or
//! anywhere else on the page. The page only says where the key was pressed.

use super::App;

/// Where a key was pressed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum KeyAt<'a> {
    /// The question's "yes" answer.
    AskYes,
    /// The move field, holding this text.
    MoveEntry(&'a str),
    /// Another text field, menu or checkbox (`input`, `textarea`, `select`).
    Field,
    /// Anywhere else (a button, a board cell, the page).
    Page,
}

/// A key press as the browser reports it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct KeyPress<'a> {
    /// The key's name (`"ArrowLeft"`, `"Enter"`, `" "`, `"a"`).
    pub key: &'a str,
    /// Ctrl (or Cmd) held.
    pub ctrl: bool,
    /// Alt held.
    pub alt: bool,
    /// Held down and repeating.
    pub repeat: bool,
}

/// What the page does with a key's event.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum KeyAnswer {
    /// Nothing: the browser does what it does with the key.
    Pass,
    /// The browser's own action is prevented; `true`: the page is drawn again and saved.
    Done(bool),
    /// The browser's own action is prevented and the question's answer gets the focus
    /// (`true`: "yes", `false`: "no").
    FocusAnswer(bool),
}

impl App {
    /// A key pressed on a board cell (grid pattern): `true` when the board acted on it (the
    /// event then goes no further). Alt combinations are the browser's; a held Enter or Space
    /// does not repeat a move.
    pub fn cell_key(&mut self, press: KeyPress<'_>) -> bool {
        if press.alt || press.repeat && matches!(press.key, "Enter" | " ") {
            return false;
        }
        self.board_key(press.key, press.ctrl)
    }

    /// A key pressed anywhere on the page (after the board cell, if one had the focus, let
    /// it pass): Tab goes round the open question's two answers; Enter in the move field
    /// plays what it holds; other keys in a field are the field's, except Escape; elsewhere
    /// arrows browse the history and Escape closes ([`App::key`]).
    pub fn page_key(&mut self, key: &str, at: KeyAt<'_>) -> KeyAnswer {
        if key == "Tab" {
            return match self.tab_in_question(at == KeyAt::AskYes) {
                Some(yes) => KeyAnswer::FocusAnswer(yes),
                None => KeyAnswer::Pass,
            };
        }
        if let (KeyAt::MoveEntry(text), "Enter") = (at, key) {
            return KeyAnswer::Done(self.enter_move(text));
        }
        let typing = matches!(at, KeyAt::MoveEntry(_) | KeyAt::Field);
        if typing && key != "Escape" {
            return KeyAnswer::Pass;
        }
        if self.key(key) {
            KeyAnswer::Done(true)
        } else {
            KeyAnswer::Pass
        }
    }
}
