//! What a key means in the viewer ([`key`]): outside the board the arrows, Home and End move
//! through the game; on the board (the ARIA grid) the arrows, Home, End, Page Up and Page Down
//! move between squares as on the game page, `,` and `.` move through the game, W and B list
//! a side's pieces and L says the shown move again.

use super::{Step, Viewer};
use crate::i18n::Lang;
use crate::speech::side_pieces;
use rules::{Color, Square};

/// What a key does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeyAct {
    /// A navigation step.
    Step(Step),
    /// The board's focus moves to this square.
    Cursor(Square),
    /// Say this (a polite live region).
    Say(String),
    /// Say the shown move again, with what its analysis knows
    /// ([`super::review::Review::announcement`]).
    SayMove,
    /// Not one of the viewer's keys.
    Pass,
}

/// The meaning of `key` (a `KeyboardEvent.key`) with the focus on the board at `cursor`
/// (`None`: elsewhere on the page, not in a form field).
pub fn key(v: &Viewer, lang: Lang, key: &str, ctrl: bool, cursor: Option<Square>) -> KeyAct {
    let Some(c) = cursor else {
        return match key {
            "ArrowLeft" => KeyAct::Step(Step::Back),
            "ArrowRight" => KeyAct::Step(Step::Forward),
            "Home" => KeyAct::Step(Step::First),
            "End" => KeyAct::Step(Step::Last),
            _ => KeyAct::Pass,
        };
    };
    let flipped = v.flipped;
    let (up, right) = if flipped { (-1, -1) } else { (1, 1) };
    let edge_file = |left: bool| if left == flipped { 7 } else { 0 };
    let edge_rank = |top: bool| if top == flipped { 0 } else { 7 };
    let cell = match key {
        "ArrowUp" => Some(c.offset(0, up).unwrap_or(c)),
        "ArrowDown" => Some(c.offset(0, -up).unwrap_or(c)),
        "ArrowRight" => Some(c.offset(right, 0).unwrap_or(c)),
        "ArrowLeft" => Some(c.offset(-right, 0).unwrap_or(c)),
        "Home" if ctrl => Some(Square::from_coords(edge_file(true), edge_rank(true))),
        "End" if ctrl => Some(Square::from_coords(edge_file(false), edge_rank(false))),
        "Home" => Some(Square::from_coords(edge_file(true), c.rank())),
        "End" => Some(Square::from_coords(edge_file(false), c.rank())),
        "PageUp" => Some(Square::from_coords(c.file(), edge_rank(true))),
        "PageDown" => Some(Square::from_coords(c.file(), edge_rank(false))),
        _ => None,
    };
    if let Some(sq) = cell {
        return KeyAct::Cursor(sq);
    }
    let pos = v.node().map(|n| &n.pos);
    match (key, pos) {
        ("," | "<", _) => KeyAct::Step(Step::Back),
        ("." | ">", _) => KeyAct::Step(Step::Forward),
        ("w" | "W", Some(p)) => KeyAct::Say(side_pieces(lang, p, Color::White)),
        ("b" | "B", Some(p)) => KeyAct::Say(side_pieces(lang, p, Color::Black)),
        ("l" | "L", _) => KeyAct::SayMove,
        _ => KeyAct::Pass,
    }
}
