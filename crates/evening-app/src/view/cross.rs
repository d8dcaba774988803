//! The cross table: one row per player in standings order, one cell per round: the
//! opponent's line, the colour and the result (`4w1`: against line 4, White, won).

use evening::{Cell, Colour, CrossTable, GameResult};

use super::kit::{centred, head, numeric, t, table, td};
use crate::lang::Lang;
use crate::node::{el, Node};
use crate::number::points;
use crate::text_table::fill;
use crate::texts::Text;
use crate::ui::Ui;

/// The colour's letter: `w`/`z` in Dutch, `w`/`b` in English, `b`/`n` in French, `h`/`s`
/// in Danish.
fn colour_letter(lang: Lang, colour: Colour) -> &'static str {
    match (lang, colour) {
        (Lang::Nl, Colour::White) | (Lang::En, Colour::White) => "w",
        (Lang::Nl, Colour::Black) => "z",
        (Lang::En, Colour::Black) => "b",
        (Lang::Fr, Colour::White) => "b",
        (Lang::Fr, Colour::Black) => "n",
        (Lang::Da, Colour::White) => "h",
        (Lang::Da, Colour::Black) => "s",
    }
}

/// A cell's text.
pub fn cell_text(ui: &Ui, cell: &Cell) -> String {
    match *cell {
        Cell::Game {
            line,
            colour,
            result,
            ..
        } => {
            let r = match result {
                Some(GameResult::Win) => "1",
                Some(GameResult::Draw) => "½",
                Some(GameResult::Loss) => "0",
                None => "",
            };
            format!("{line}{}{r}", colour_letter(ui.lang, colour))
        }
        Cell::Forfeit {
            line, colour, won, ..
        } => {
            format!(
                "{line}{}{}",
                colour_letter(ui.lang, colour),
                if won { "+" } else { "−" }
            )
        }
        Cell::PairingBye => t(ui, Text::CellPairingBye).to_string(),
        Cell::HalfPointBye => t(ui, Text::CellHalfBye).to_string(),
        Cell::FullPointBye => t(ui, Text::CellFullBye).to_string(),
        Cell::ZeroPointBye => t(ui, Text::CellZeroBye).to_string(),
        Cell::Withdrawn | Cell::NotJoined => "–".to_string(),
    }
}

/// The cross table, with a key to its cells under it.
pub fn cross_table(ui: &Ui, cross: &CrossTable) -> Node {
    let mut headers = vec![numeric(head(t(ui, Text::Number))), head(t(ui, Text::Name))];
    for r in 1..=cross.after {
        headers.push(centred(
            el("abbr")
                .attr("title", format!("{} {r}", t(ui, Text::Round)))
                .text(fill(t(ui, Text::RoundShort), &[&r.to_string()])),
        ));
    }
    headers.push(numeric(head(t(ui, Text::Points))));
    let rows = cross
        .rows
        .iter()
        .enumerate()
        .map(|(i, row)| {
            el("tr")
                .child(td((i + 1).to_string()).class("num"))
                .child(el("th").attr("scope", "row").text(row.name.clone()))
                .children(row.cells.iter().map(|c| td(cell_text(ui, c)).class("cell")))
                .child(td(points(row.points)).class("num strong"))
        })
        .collect();
    let caption = fill(t(ui, Text::CrossCaption), &[&cross.after.to_string()]);
    el("div")
        .class("ev-cross")
        .child(
            table(&caption, &headers, rows)
                .class("ev-table")
                .id("cross"),
        )
        .child(el("p").class("hint").text(t(ui, Text::CrossKey)))
}
