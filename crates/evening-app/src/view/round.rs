//! The round screen: pair the next round; the draft with its position, warnings and changes
//! by hand; the published round's result sheet, typed board after board.

use evening::{Evening, PairingList};

use super::diagram::back_rank;
use super::kit::{button, field, input, select, t};
use super::lists::{pairing_table, round_of, unpaired, Use};
use crate::action::act;
use crate::node::{el, Node};
use crate::screen::Print;
use crate::sentence;
use crate::text_table::fill;
use crate::texts::Text;
use crate::ui::Ui;

pub fn view(ui: &Ui) -> Vec<Node> {
    let Some(e) = &ui.evening else {
        return Vec::new();
    };
    let Some(list) = ui.shown_round().and_then(|r| e.pairing_list(r).ok()) else {
        return before_round_one(ui, e);
    };
    let mut out = vec![el("h2").text(round_of(ui, &list))];
    if e.rounds().len() > 1 {
        out.push(round_picker(ui, e, list.round));
    }
    if list.published {
        out.extend(published(ui, e, &list));
    } else {
        out.extend(draft(ui, &list));
    }
    out
}

fn before_round_one(ui: &Ui, e: &Evening) -> Vec<Node> {
    let players = e.players().len().to_string();
    vec![
        el("h2").text(fill(
            t(ui, Text::RoundOf),
            &["1", &e.settings().rounds.to_string()],
        )),
        el("p").text(fill(t(ui, Text::PlayersRegistered), &[&players])),
        button(&fill(t(ui, Text::PairRound), &["1"]), act::PAIR, "")
            .id("pair")
            .class("primary"),
    ]
}

fn round_picker(ui: &Ui, e: &Evening, shown: u16) -> Node {
    let options: Vec<(String, String)> = e
        .rounds()
        .iter()
        .map(|r| {
            (
                r.number.to_string(),
                format!("{} {}", t(ui, Text::Round), r.number),
            )
        })
        .collect();
    field(
        t(ui, Text::ShowRound),
        select("round", &options, &shown.to_string()).act(act::ROUND, ""),
        "round-picker",
    )
    .class("ev-picker")
}

/// The start position: its number, the diagram and the letters.
pub fn position(ui: &Ui, list: &PairingList) -> Node {
    let mut block = el("div").class("ev-position");
    match list.sp {
        Some(sp) => {
            block = block
                .child(el("p").class("ev-sp").id("sp").text(format!("SP {sp}")))
                .children(back_rank(ui.lang, sp));
        }
        None => block = block.child(el("p").class("ev-sp").text(t(ui, Text::PositionUnknown))),
    }
    block
}

fn draft(ui: &Ui, list: &PairingList) -> Vec<Node> {
    let mut out = vec![el("p").class("ev-status").text(t(ui, Text::DraftStatus))];
    out.push(position(ui, list));
    out.push(
        el("div")
            .class("ev-row")
            .child(button(t(ui, Text::Redraw), act::REDRAW, "").id("redraw"))
            .child(
                el("form")
                    .class("ev-inline")
                    .act(act::POSITION, "")
                    .child(field(
                        t(ui, Text::ChoosePosition),
                        input("sp", "")
                            .attr("inputmode", "numeric")
                            .attr("size", "4")
                            .attr("maxlength", "3"),
                        "sp-input",
                    ))
                    .child(
                        el("button")
                            .attr("type", "submit")
                            .text(t(ui, Text::Choose)),
                    ),
            ),
    );
    if !list.warnings.is_empty() {
        out.push(
            el("div")
                .class("ev-warnings")
                .id("warnings")
                .child(el("h3").text(t(ui, Text::Warnings)))
                .child(
                    el("ul").children(
                        list.warnings
                            .iter()
                            .map(|w| el("li").text(sentence::warning(ui.lang, list, w))),
                    ),
                ),
        );
    }
    out.push(pairing_table(ui, list, Use::Draft));
    out.extend(unpaired(ui, list, "h3"));
    out.push(exchange_form(ui, list));
    out.push(
        el("div")
            .class("ev-row ev-actions")
            .child(
                button(t(ui, Text::Publish), act::PUBLISH, "")
                    .id("publish")
                    .class("primary"),
            )
            .child(button(t(ui, Text::DiscardDraft), act::DISCARD, "").id("discard")),
    );
    out
}

fn exchange_form(ui: &Ui, list: &PairingList) -> Node {
    let mut options = vec![(String::new(), t(ui, Text::ChoosePlayer).to_string())];
    for row in &list.boards {
        for (seat, colour) in [(&row.white, Text::White), (&row.black, Text::Black)] {
            let label = format!(
                "{} {} {}: {}",
                t(ui, Text::Board),
                row.board,
                t(ui, colour).to_lowercase(),
                seat.name
            );
            options.push((seat.player.rank().to_string(), label));
        }
    }
    for u in list
        .unpaired
        .iter()
        .filter(|u| u.reason == evening::Unpaired::PairingBye)
    {
        options.push((
            u.seat.player.rank().to_string(),
            format!("{}: {}", t(ui, Text::PairingBye), u.seat.name),
        ));
    }
    el("form")
        .class("ev-form ev-row")
        .id("exchange")
        .act(act::EXCHANGE, "")
        .attr("aria-labelledby", "exchange-title")
        .child(
            el("h3")
                .id("exchange-title")
                .text(t(ui, Text::ExchangeTitle)),
        )
        .child(field(
            t(ui, Text::PlayerA),
            select("a", &options, ""),
            "exchange-a",
        ))
        .child(field(
            t(ui, Text::PlayerB),
            select("b", &options, ""),
            "exchange-b",
        ))
        .child(
            el("button")
                .attr("type", "submit")
                .id("exchange-submit")
                .text(t(ui, Text::Exchange)),
        )
}

fn published(ui: &Ui, e: &Evening, list: &PairingList) -> Vec<Node> {
    let sheet = e.result_sheet(list.round).ok();
    let open = sheet.as_ref().is_some_and(|s| s.open);
    let pending: Vec<u16> = sheet.map(|s| s.pending).unwrap_or_default();
    let mut out = vec![position(ui, list)];
    out.push(
        el("div")
            .class("ev-row ev-tools")
            .child(button(t(ui, Text::Projector), act::SHOW, "projector").id("show-projector"))
            .child(
                button(
                    t(ui, Text::PrintPairings),
                    act::PRINT,
                    Print::Pairings(list.round).code(),
                )
                .id("print-pairings"),
            )
            .child(
                button(
                    t(ui, Text::PrintSheet),
                    act::PRINT,
                    Print::ResultSheet(list.round).code(),
                )
                .id("print-sheet"),
            ),
    );
    let status = if pending.is_empty() {
        t(ui, Text::AllResultsIn).to_string()
    } else {
        let boards: Vec<String> = pending.iter().map(u16::to_string).collect();
        fill(
            t(ui, Text::PendingBoards),
            &[
                &pending.len().to_string(),
                &list.boards.len().to_string(),
                &boards.join(", "),
            ],
        )
    };
    out.push(el("p").class("ev-status").id("pending").text(status));
    if open {
        out.push(
            el("p")
                .class("hint")
                .id("result-help")
                .text(t(ui, Text::ResultHelp)),
        );
    } else {
        out.push(
            el("p")
                .class("hint")
                .id("result-help")
                .text(t(ui, Text::ResultsFinal)),
        );
    }
    out.push(pairing_table(ui, list, Use::Results { open }));
    out.extend(unpaired(ui, list, "h3"));
    let last = usize::from(list.round) == e.rounds().len();
    if last {
        let mut next = el("div").class("ev-row ev-actions");
        if pending.is_empty() && list.round < list.rounds {
            next = next
                .child(el("p").class("hint").text(t(ui, Text::BeforeNextRound)))
                .child(
                    button(
                        &fill(t(ui, Text::PairRound), &[&(list.round + 1).to_string()]),
                        act::PAIR,
                        "",
                    )
                    .id("pair")
                    .class("primary"),
                );
        } else if pending.is_empty() {
            next = next.child(el("p").text(t(ui, Text::EveningDone))).child(
                button(t(ui, Text::Standings), act::SHOW, "standings")
                    .id("to-standings")
                    .class("primary"),
            );
        }
        if pending.len() == list.boards.len() {
            next = next.child(button(t(ui, Text::TakeBack), act::DISCARD, "").id("discard"));
        }
        out.push(next);
    }
    out
}
