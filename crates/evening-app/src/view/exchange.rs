//! Keep and exchange: where the evening is kept, TRF export and import, the shared
//! standings (a link, and the frame a club site pastes), the projector window.

use super::kit::{button, field, t};
use crate::action::act;
use crate::address::{iframe, share_link};
use crate::node::{el, Node};
use crate::text_table::fill;
use crate::texts::Text;
use crate::ui::{Ui, STORAGE_KEY};

pub fn view(ui: &Ui) -> Vec<Node> {
    let mut out = vec![el("h2").text(t(ui, Text::KeepAndExchange))];
    out.push(
        el("section")
            .attr("aria-labelledby", "keep-title")
            .child(el("h3").id("keep-title").text(t(ui, Text::InThisBrowser)))
            .child(el("p").text(fill(t(ui, Text::KeptHelp), &[STORAGE_KEY]))),
    );
    let mut trf = el("section")
        .attr("aria-labelledby", "trf-title")
        .child(el("h3").id("trf-title").text(t(ui, Text::TrfFile)))
        .child(el("p").text(t(ui, Text::TrfHelp)));
    if ui.evening.is_some() {
        trf = trf.child(button(t(ui, Text::DownloadTrf), act::EXPORT, "").id("export"));
    }
    trf = trf
        .child(field(
            t(ui, Text::OpenTrf),
            el("input")
                .attr("type", "file")
                .attr("accept", ".trf,.txt,text/plain")
                .act(act::FILE, ""),
            "trf-file",
        ))
        .child(
            el("form")
                .class("ev-form")
                .act(act::IMPORT, "")
                .child(field(
                    t(ui, Text::PasteTrf),
                    el("textarea")
                        .attr("name", "trf")
                        .attr("rows", "6")
                        .attr("spellcheck", "false")
                        .text(ui.import_text.clone().unwrap_or_default()),
                    "trf-text",
                ))
                .child(
                    el("button")
                        .attr("type", "submit")
                        .id("import")
                        .text(t(ui, Text::Import)),
                ),
        );
    out.push(trf);
    if ui.evening.is_some() {
        out.push(
            el("section")
                .attr("aria-labelledby", "games-title")
                .child(el("h3").id("games-title").text(t(ui, Text::GamesTitle)))
                .child(el("p").text(t(ui, Text::GamesHelp)))
                .child(button(t(ui, Text::DownloadPgn), act::EXPORT_PGN, "").id("export-pgn")),
        );
    }
    if let Some(e) = &ui.evening {
        let link = share_link(&ui.page, ui.lang.code(), &e.encode());
        let title = match e.settings().name.as_str() {
            "" => t(ui, Text::Standings).to_string(),
            name => format!("{} · {name}", t(ui, Text::Standings)),
        };
        out.push(
            el("section")
                .attr("aria-labelledby", "share-title")
                .child(el("h3").id("share-title").text(t(ui, Text::ShareStandings)))
                .child(el("p").text(t(ui, Text::ShareHelp)))
                .child(field(
                    t(ui, Text::Link),
                    el("input").attr("readonly", "").attr("value", link.clone()),
                    "share-link",
                ))
                .child(
                    el("p").child(
                        el("a")
                            .attr("href", link.clone())
                            .attr("target", "_blank")
                            .attr("rel", "noopener")
                            .id("share-open")
                            .text(t(ui, Text::OpenSharedStandings)),
                    ),
                )
                .child(field(
                    t(ui, Text::ForClubSite),
                    el("textarea")
                        .attr("readonly", "")
                        .attr("rows", "4")
                        .attr("spellcheck", "false")
                        .text(iframe(&link, &title)),
                    "share-iframe",
                )),
        );
        out.push(
            el("section")
                .attr("aria-labelledby", "window-title")
                .child(
                    el("h3")
                        .id("window-title")
                        .text(t(ui, Text::ProjectorWindow)),
                )
                .child(el("p").text(t(ui, Text::ProjectorWindowHelp)))
                .child(
                    el("p").child(
                        el("a")
                            .attr("href", format!("?view=projector&lang={}", ui.lang.code()))
                            .attr("target", "_blank")
                            .attr("rel", "noopener")
                            .id("projector-window")
                            .text(t(ui, Text::OpenProjectorWindow)),
                    ),
                ),
        );
    }
    out
}
