//! The views: [`view`] builds the whole page from the [`Ui`] record as a [`Node`] tree; each
//! screen is a module. Views only read the record.

mod cross;
mod diagram;
mod exchange;
mod kit;
mod lists;
mod players;
mod print;
mod projector;
mod round;
mod setup;
mod standings;

pub use diagram::back_rank;

use crate::action::act;
use crate::lang::Lang;
use crate::node::{el, Node};
use crate::notice::Tone;
use crate::screen::Screen;
use crate::sentence;
use crate::texts::Text;
use crate::ui::{Confirm, Mode, Ui};
use kit::{button, t};

/// The page's content (what goes into `#app`).
pub fn view(ui: &Ui) -> Node {
    let screen = if ui.evening.is_none() && ui.mode == Mode::Arbiter {
        match ui.screen {
            Screen::Exchange => Screen::Exchange,
            _ => Screen::Setup,
        }
    } else {
        ui.screen
    };
    let mut root = el("div")
        .class("ev")
        .class(&format!("ev-{}", screen.code()));
    if let Some(print) = ui.print {
        let mut main = print::preview(ui, print);
        main.children.splice(0..0, notice(ui));
        return root.class("ev-printing").child(main);
    }
    if screen == Screen::Projector {
        return root.child(projector::view(ui));
    }
    if ui.mode == Mode::Arbiter {
        root = root.child(header(ui, screen));
    }
    // The notice and the question inside <main>: every text in a landmark.
    let main = el("main")
        .id("main")
        .class("ev-main")
        .children(notice(ui))
        .children(confirm(ui));
    let main = match screen {
        Screen::Setup => main.children(setup::view(ui)),
        Screen::Players => main.children(players::view(ui)),
        Screen::Round => main.children(round::view(ui)),
        Screen::Standings => main.children(standings::view(ui)),
        Screen::Exchange => main.children(exchange::view(ui)),
        Screen::Projector => main,
    };
    root.child(main)
}

/// The page title (`document.title`).
pub fn title(ui: &Ui) -> String {
    let what = match ui.mode {
        Mode::Shared => t(ui, Text::Standings),
        Mode::Projector => t(ui, Text::Projector),
        Mode::Arbiter => t(ui, Text::ClubEvening),
    };
    match ui.evening.as_ref().map(|e| e.settings().name.as_str()) {
        Some(name) if !name.is_empty() => format!("{name} · {what} · Rokade"),
        _ => format!("{what} · Rokade"),
    }
}

fn header(ui: &Ui, screen: Screen) -> Node {
    let mut title = el("div")
        .class("ev-title")
        .child(el("h1").text(t(ui, Text::ClubEvening)));
    if let Some(e) = &ui.evening {
        let s = e.settings();
        let mut line = vec![s.date.to_string(), s.time_control.to_string()];
        if !s.name.is_empty() {
            line.insert(0, s.name.clone());
        }
        title = title.child(el("p").class("ev-sub").text(line.join(" · ")));
    }
    let nav = el("nav")
        .attr("aria-label", t(ui, Text::Sections))
        .class("ev-nav")
        .child(
            el("ul").children(
                Screen::NAV
                    .into_iter()
                    .filter(|s| {
                        ui.evening.is_some() || matches!(s, Screen::Setup | Screen::Exchange)
                    })
                    .map(|s| {
                        let b = button(&screen_name(ui, s), act::SHOW, s.code())
                            .id(format!("nav-{}", s.code()));
                        let b = if s == screen {
                            b.attr("aria-current", "page")
                        } else {
                            b
                        };
                        el("li").child(b)
                    }),
            ),
        );
    let langs = el("nav")
        .attr("aria-label", t(ui, Text::Language))
        .class("ev-langs")
        .children(Lang::ALL.into_iter().map(|l| {
            let a = el("a")
                .attr("href", format!("?lang={}", l.code()))
                .attr("lang", l.code())
                .attr("hreflang", l.code())
                .text(l.name());
            if l == ui.lang {
                a.attr("aria-current", "true")
            } else {
                a
            }
        }));
    el("header")
        .class("ev-head")
        .child(title)
        .child(nav)
        .child(langs)
}

/// The name of a screen in the navigation.
fn screen_name(ui: &Ui, screen: Screen) -> String {
    match screen {
        Screen::Setup => t(ui, Text::Evening).to_string(),
        Screen::Players => t(ui, Text::Players).to_string(),
        Screen::Round => match ui.shown_round() {
            Some(r) => format!("{} {r}", t(ui, Text::Round)),
            None => t(ui, Text::Round).to_string(),
        },
        Screen::Standings => t(ui, Text::Standings).to_string(),
        Screen::Exchange => t(ui, Text::KeepAndExchange).to_string(),
        Screen::Projector => t(ui, Text::Projector).to_string(),
    }
}

fn notice(ui: &Ui) -> Option<Node> {
    let notice = ui.notice.as_ref()?;
    let tone = match notice.tone() {
        Tone::Info => "ev-info",
        Tone::Error => "ev-error",
    };
    Some(
        el("div")
            .class("ev-notice")
            .class(tone)
            .id("notice")
            .child(el("p").text(sentence::notice(ui.lang, notice)))
            .child(button(t(ui, Text::Close), act::DISMISS, "").class("ev-dismiss")),
    )
}

fn confirm(ui: &Ui) -> Option<Node> {
    let question = match ui.confirm.as_ref()? {
        Confirm::New => t(ui, Text::ConfirmNew),
        Confirm::Import(_) => t(ui, Text::ConfirmImport),
    };
    Some(
        el("div")
            .class("ev-confirm")
            .attr("role", "group")
            .attr("aria-labelledby", "confirm-q")
            .child(el("p").id("confirm-q").text(question))
            .child(
                button(t(ui, Text::Yes), act::CONFIRM, "")
                    .id("confirm-yes")
                    .class("danger"),
            )
            .child(button(t(ui, Text::No), act::CANCEL, "").id("confirm-no")),
    )
}
