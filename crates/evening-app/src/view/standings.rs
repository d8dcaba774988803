//! The standings after a round, with the arbiter's tie-breaks in the arbiter's order, and
//! the cross table; on the arbiter's screen and read-only in a club site's frame.

use evening::{Evening, StandingsTable};

use super::cross::cross_table;
use super::kit::{abbr, button, field, head, numeric, select, t, table, td};
use crate::action::act;
use crate::node::{el, Node};
use crate::number::{points, value};
use crate::screen::Print;
use crate::sentence::{tiebreak_abbr, tiebreak_name};
use crate::text_table::fill;
use crate::texts::Text;
use crate::ui::{Mode, Ui};

pub fn view(ui: &Ui) -> Vec<Node> {
    let Some(e) = &ui.evening else {
        return vec![el("h1").text(t(ui, Text::Standings))];
    };
    let after = ui.standings_after();
    let Ok(table) = e.standings(after) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    if ui.mode == Mode::Shared {
        let s = e.settings();
        let mut title = s.date.to_string();
        if !s.name.is_empty() {
            title = format!("{} · {title}", s.name);
        }
        out.push(el("h1").text(title));
    }
    out.push(el("h2").id("standings-title").text(heading(ui, after)));
    if e.published_rounds() > 0 {
        let options: Vec<(String, String)> = (0..=e.published_rounds())
            .map(|r| {
                (
                    r.to_string(),
                    fill(t(ui, Text::AfterRound), &[&r.to_string()]),
                )
            })
            .collect();
        out.push(
            field(
                t(ui, Text::ShowStandings),
                select("after", &options, &after.to_string()).act(act::AFTER, ""),
                "after-picker",
            )
            .class("ev-picker"),
        );
    }
    if !table.complete {
        out.push(
            el("p")
                .class("ev-status")
                .text(t(ui, Text::StandingsIncomplete)),
        );
    }
    out.push(standings_table(ui, &table));
    out.push(el("h3").text(t(ui, Text::CrossTable)));
    if let Ok(cross) = e.cross_table(after) {
        out.push(cross_table(ui, &cross));
    }
    out.push(
        el("div")
            .class("ev-row ev-tools")
            .child(
                button(
                    t(ui, Text::PrintStandings),
                    act::PRINT,
                    Print::Standings(after).code(),
                )
                .id("print-standings"),
            )
            .child(
                button(
                    t(ui, Text::PrintCross),
                    act::PRINT,
                    Print::CrossTable(after).code(),
                )
                .id("print-cross"),
            ),
    );
    out
}

/// `Standings after round 2` (or before round 1).
pub fn heading(ui: &Ui, after: u16) -> String {
    if after == 0 {
        t(ui, Text::StandingsBefore).to_string()
    } else {
        fill(t(ui, Text::StandingsAfter), &[&after.to_string()])
    }
}

/// The standings table.
pub fn standings_table(ui: &Ui, table: &StandingsTable) -> Node {
    let mut headers = vec![
        numeric(abbr(t(ui, Text::PlaceShort), t(ui, Text::Place))),
        head(t(ui, Text::Name)),
        numeric(head(t(ui, Text::Rating))),
        head(t(ui, Text::Club)),
        numeric(head(t(ui, Text::Points))),
    ];
    headers.extend(
        table
            .tiebreaks
            .iter()
            .map(|&tb| numeric(abbr(tiebreak_abbr(ui.lang, tb), tiebreak_name(ui.lang, tb)))),
    );
    let rows = table
        .rows
        .iter()
        .map(|row| {
            let place = if row.shared {
                format!("{}=", row.place)
            } else {
                row.place.to_string()
            };
            let mut name = row.name.clone();
            if row.withdrawn {
                name = format!("{name} ({})", t(ui, Text::Withdrawn).to_lowercase());
            }
            el("tr")
                .child(td(place).class("num"))
                .child(el("th").attr("scope", "row").text(name))
                .child(td(row.rating.map(|r| r.to_string()).unwrap_or_default()).class("num"))
                .child(td(row.club.clone().unwrap_or_default()))
                .child(td(points(row.points)).class("num strong"))
                .children(
                    row.values
                        .iter()
                        .map(|&v| td(value(ui.lang, v)).class("num")),
                )
        })
        .collect();
    table_of(ui, table, headers, rows)
}

fn table_of(ui: &Ui, standings: &StandingsTable, headers: Vec<Node>, rows: Vec<Node>) -> Node {
    table(&heading(ui, standings.after), &headers, rows)
        .class("ev-table ev-standings")
        .id("standings")
}

/// The evening's name for a print header (or the words "Club evening").
pub fn evening_title(ui: &Ui, e: &Evening) -> String {
    let s = e.settings();
    let name = if s.name.is_empty() {
        t(ui, Text::ClubEvening).to_string()
    } else {
        s.name.clone()
    };
    format!("{name} · {}", s.date)
}
