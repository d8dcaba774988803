//! Registration: the form (a new player, a late arrival, a correction) and the list of
//! players with their status, the next round's bye, and withdraw / return / remove.

use evening::{ByeKind, Evening, Player, PlayerId, MAX_CLUB, MAX_PLAYER_NAME};

use super::kit::{button, field, head, hidden, input, numeric, t, table, td};
use crate::action::act;
use crate::node::{el, Node};
use crate::text_table::fill;
use crate::texts::Text;
use crate::ui::Ui;

pub fn view(ui: &Ui) -> Vec<Node> {
    let Some(e) = &ui.evening else {
        return Vec::new();
    };
    let mut out = vec![el("h2").text(t(ui, Text::Players))];
    out.push(form(ui, e));
    if e.started() && e.next_round() <= e.settings().rounds {
        let late = fill(t(ui, Text::LateArrivalHelp), &[&e.next_round().to_string()]);
        out.push(el("p").class("hint").text(late));
    }
    out.push(list(ui, e));
    if !e.started() && e.players().len() >= 2 {
        out.push(
            button(&fill(t(ui, Text::PairRound), &["1"]), act::PAIR, "")
                .id("pair")
                .class("primary"),
        );
    }
    out
}

fn form(ui: &Ui, e: &Evening) -> Node {
    let fields = ui.player_form.clone().unwrap_or_default();
    let editing = ui.editing.and_then(|id| e.player(id));
    let title = match editing {
        Some(p) => fill(t(ui, Text::CorrectPlayer), &[&p.name]),
        None => t(ui, Text::Register).to_string(),
    };
    let mut form = el("form")
        .class("ev-form ev-row")
        .id("player-form")
        .act(act::PLAYER, "")
        .attr("aria-labelledby", "player-form-title")
        .child(el("h3").id("player-form-title").text(title))
        .child(field(
            t(ui, Text::Name),
            input("name", fields.get("name"))
                .attr("maxlength", MAX_PLAYER_NAME.to_string())
                .attr("required", ""),
            "player-name",
        ))
        .child(field(
            t(ui, Text::RatingOptional),
            input("rating", fields.get("rating"))
                .attr("inputmode", "numeric")
                .attr("size", "5")
                .attr("maxlength", "4"),
            "player-rating",
        ))
        .child(field(
            t(ui, Text::ClubOptional),
            input("club", fields.get("club")).attr("maxlength", MAX_CLUB.to_string()),
            "player-club",
        ))
        .child(
            el("button")
                .attr("type", "submit")
                .id("player-submit")
                .class("primary")
                .text(t(
                    ui,
                    if editing.is_some() {
                        Text::Save
                    } else {
                        Text::RegisterButton
                    },
                )),
        );
    if editing.is_some() {
        form = form.child(button(t(ui, Text::Cancel), act::CANCEL, "").id("player-cancel"));
    }
    form
}

/// The player's status in words.
fn status(ui: &Ui, e: &Evening, p: &Player) -> String {
    let next = e.next_round();
    if let Some(from) = p.withdrawn {
        return fill(t(ui, Text::WithdrawnFrom), &[&from.to_string()]);
    }
    if p.joined > 1 {
        return fill(t(ui, Text::PlaysFrom), &[&p.joined.to_string()]);
    }
    match p.byes.iter().find(|b| b.0 >= next) {
        Some(&(r, ByeKind::Half)) => fill(t(ui, Text::HalfByeIn), &[&r.to_string()]),
        Some(&(r, ByeKind::Zero)) => fill(t(ui, Text::ZeroByeIn), &[&r.to_string()]),
        Some(&(r, ByeKind::Full)) => fill(t(ui, Text::FullByeIn), &[&r.to_string()]),
        None => t(ui, Text::Plays).to_string(),
    }
}

fn list(ui: &Ui, e: &Evening) -> Node {
    let next = e.next_round();
    let byes_open = next <= e.settings().rounds;
    let bye_head = t(ui, Text::ByeHead);
    let mut headers = vec![
        numeric(head(t(ui, Text::Number))),
        head(t(ui, Text::Name)),
        numeric(head(t(ui, Text::Rating))),
        head(t(ui, Text::Club)),
        head(t(ui, Text::Status)),
    ];
    if byes_open {
        headers.push(head(bye_head));
    }
    headers.push(hidden(t(ui, Text::Actions)));
    let rows = e
        .player_ids()
        .zip(e.players())
        .map(|(id, p)| row(ui, e, id, p, byes_open))
        .collect();
    let caption = fill(
        t(ui, Text::RegisteredPlayers),
        &[&e.players().len().to_string()],
    );
    table(&caption, &headers, rows)
        .class("ev-table")
        .id("players")
}

fn row(ui: &Ui, e: &Evening, id: PlayerId, p: &Player, byes_open: bool) -> Node {
    let n = id.rank();
    let next = e.next_round();
    let mut tr = el("tr")
        .child(td(n.to_string()).class("num"))
        .child(el("th").attr("scope", "row").text(p.name.clone()))
        .child(td(p.rating.map(|r| r.to_string()).unwrap_or_default()).class("num"))
        .child(td(p.club.clone().unwrap_or_default()))
        .child(td(status(ui, e, p)));
    if p.withdrawn.is_some() {
        tr = tr.class("withdrawn");
    }
    if byes_open {
        tr = tr.child(el("td").child(bye_choice(ui, e, p, n)));
    }
    let label = |text: Text| format!("{}: {}", t(ui, text), p.name);
    let mut actions = el("td").class("ev-actions").child(
        button(t(ui, Text::Edit), act::EDIT, n.to_string())
            .id(format!("edit-{n}"))
            .attr("aria-label", label(Text::Edit)),
    );
    let on_a_board = e
        .rounds()
        .iter()
        .any(|r| r.boards.iter().any(|b| b.has(id)));
    if !on_a_board && !e.started() {
        actions = actions.child(
            button(t(ui, Text::Remove), act::REMOVE, n.to_string())
                .id(format!("remove-{n}"))
                .attr("aria-label", label(Text::Remove)),
        );
    } else if p.withdrawn.is_some() {
        actions = actions.child(
            button(t(ui, Text::Reinstate), act::REINSTATE, n.to_string())
                .id(format!("reinstate-{n}"))
                .attr("aria-label", label(Text::Reinstate)),
        );
    } else if next <= e.settings().rounds {
        actions = actions.child(
            button(t(ui, Text::Withdraw), act::WITHDRAW, n.to_string())
                .id(format!("withdraw-{n}"))
                .attr("aria-label", label(Text::Withdraw)),
        );
    }
    tr.child(actions)
}

/// The player's bye: plays every round, or a bye (½ or 0 points) in one of the rounds not
/// paired yet (the next round first, so that one arrow key asks the usual half point).
fn bye_choice(ui: &Ui, e: &Evening, p: &Player, n: u16) -> Node {
    let next = e.next_round();
    let chosen = match p.byes.iter().find(|b| b.0 >= next) {
        Some(&(r, ByeKind::Half)) => format!("half:{r}"),
        Some(&(r, ByeKind::Zero)) => format!("zero:{r}"),
        _ => String::new(),
    };
    let mut options = vec![(String::new(), t(ui, Text::Plays).to_string())];
    for r in next..=e.settings().rounds {
        let round = fill(t(ui, Text::ByeRound), &[&r.to_string()]);
        for (kind, text) in [("half", Text::HalfBye), ("zero", Text::ZeroBye)] {
            options.push((format!("{kind}:{r}"), format!("{round}: {}", t(ui, text))));
        }
    }
    el("select")
        .id(format!("bye-{n}"))
        .act(act::BYE, n.to_string())
        .attr(
            "aria-label",
            format!("{}: {}", t(ui, Text::ByeHead), p.name),
        )
        .flag("disabled", p.withdrawn.is_some() || e.draft().is_some())
        .children(options.into_iter().map(|(v, label)| {
            el("option")
                .flag("selected", v == chosen)
                .attr("value", v)
                .text(label)
        }))
}
