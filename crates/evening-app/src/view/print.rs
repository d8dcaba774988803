//! The printed pages (A4, `@media print` in evening.css): the pairing list, the result
//! sheet with empty result boxes, the standings and the cross table. On screen they show as
//! a preview with a print and a close button.

use super::cross::cross_table;
use super::diagram::back_rank;
use super::kit::{button, t};
use super::lists::{pairing_table, round_of, unpaired, Use};
use super::standings::{evening_title, heading, standings_table};
use crate::action::act;
use crate::node::{el, Node};
use crate::screen::Print;
use crate::texts::Text;
use crate::ui::Ui;

/// The preview of a printed page.
pub fn preview(ui: &Ui, print: Print) -> Node {
    let bar = el("div")
        .class("ev-printbar")
        .child(el("h2").class("sr-only").text(t(ui, Text::PrintPreview)))
        .child(
            button(t(ui, Text::Print), act::PRINT, print.code())
                .id("print-again")
                .class("primary"),
        )
        .child(button(t(ui, Text::Close), act::UNPRINT, "").id("print-close"));
    el("main")
        .id("main")
        .class("ev-preview")
        .child(bar)
        .child(page(ui, print))
}

fn page(ui: &Ui, print: Print) -> Node {
    let mut page = el("article").class("ev-page").id("print-page");
    let Some(e) = &ui.evening else {
        return page;
    };
    page = page.child(el("p").class("ev-page-head").text(evening_title(ui, e)));
    match print {
        Print::Pairings(round) | Print::ResultSheet(round) => {
            let Ok(list) = e.pairing_list(round) else {
                return page;
            };
            let (what, use_) = match print {
                Print::Pairings(_) => (Text::Pairings, Use::Print),
                _ => (Text::ResultSheet, Use::Sheet),
            };
            let mut line = vec![list.time_control.to_string()];
            if let Some(sp) = list.sp {
                line.insert(0, format!("SP {sp}"));
            }
            page = page
                .child(el("h1").text(format!("{} · {}", round_of(ui, &list), t(ui, what))))
                .child(el("p").class("ev-sp").text(line.join(" · ")))
                .children(list.sp.and_then(|sp| back_rank(ui.lang, sp)))
                .child(pairing_table(ui, &list, use_))
                .children(unpaired(ui, &list, "h2"));
            if use_ == Use::Sheet {
                page = page.child(el("p").class("hint").text(t(ui, Text::SheetKey)));
            }
        }
        Print::Standings(after) => {
            if let Ok(table) = e.standings(after) {
                page = page
                    .child(el("h1").text(heading(ui, after)))
                    .child(standings_table(ui, &table));
            }
        }
        Print::CrossTable(after) => {
            if let Ok(cross) = e.cross_table(after) {
                page = page
                    .child(el("h1").text(format!(
                        "{} · {}",
                        t(ui, Text::CrossTable),
                        heading(ui, after)
                    )))
                    .child(cross_table(ui, &cross));
            }
        }
    }
    page
}
