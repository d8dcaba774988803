//! The round on the wall: the round, the start position's number (large), its diagram and
//! the pairing list with board numbers, readable across a club room.

use super::kit::{button, t};
use super::lists::{pairing_table, round_of, unpaired, Use};
use super::round::position;
use crate::action::act;
use crate::node::{el, Node};
use crate::texts::Text;
use crate::ui::{Mode, Ui};

pub fn view(ui: &Ui) -> Node {
    let mut main = el("main").id("main").class("ev-projector");
    let list = ui
        .shown_round()
        .and_then(|r| ui.evening.as_ref()?.pairing_list(r).ok());
    match &list {
        Some(list) => {
            let mut title = round_of(ui, list);
            if !list.evening.is_empty() {
                title = format!("{} · {title}", list.evening);
            }
            if !list.published {
                title = format!("{title} ({})", t(ui, Text::Draft).to_lowercase());
            }
            main = main
                .child(el("h1").text(title))
                .child(position(ui, list))
                .child(pairing_table(ui, list, Use::Projector))
                .children(unpaired(ui, list, "h2"));
        }
        None => {
            main = main
                .child(el("h1").text(t(ui, Text::ClubEvening)))
                .child(el("p").class("ev-status").text(t(ui, Text::NoRoundYet)));
        }
    }
    if ui.mode == Mode::Arbiter {
        main = main.child(
            button(t(ui, Text::BackEsc), act::CANCEL, "")
                .id("projector-close")
                .class("ev-close"),
        );
    }
    main
}
